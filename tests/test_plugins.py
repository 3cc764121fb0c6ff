"""A strategy of one's own, ``--strategy MODULE:NAME``, in the game and in ``simulate``: it
plays as the engine plays it, is found in the working folder, keeps its name in saves and
recordings, cannot be seated when it is not a strategy (a usage error), and stops the game
with one line, a crash log and status 70, never a wrong move, when an answer is wrong.

The strategies are in tests/plugin_strategies.py (a module that cannot be imported in
tests/plugin_broken.py); the example of docs/computer-players.md is run here too.
"""

from __future__ import annotations

import doctest
import json
import pickle
import re
import shlex
import subprocess
import sys
import types
from pathlib import Path

import pytest
from click.testing import CliRunner, Result

from uno_classic import events as ev
from uno_classic import levels, play, plugins, saves, simulation
from uno_classic.cli import main
from uno_classic.game import Game
from uno_classic.levels import STRATEGIES
from uno_classic.questions import DEAL, TAKE, Answer, Question
from uno_classic.settings import Settings
from uno_classic.simulation import simulate
from uno_classic.stats import seats_of
from uno_classic.strategies import NormalStrategy, computer_answer
from uno_classic.transcript import Transcript
from uno_classic.variants import Rules
from uno_classic.view import Snapshot

from . import plugin_strategies

MODULE = "tests.plugin_strategies"
GOOD = f"{MODULE}:Good"
ROOT = Path(__file__).resolve().parent.parent
COMMAND = Path(sys.executable).parent / "uno-classic"
"""The installed command, whose own ``sys.path[0]`` is its ``bin`` folder."""
ALWAYS_TAKE = "TN" * 400 + "N"
"""A human who takes at every turn and keeps what it took, any key between hands, N at
PLAY AGAIN (as in tests/test_levels.py)."""
PLAYED = re.compile(r"^COMPUTER (\d) PLAYS (.+)$")


def run(args: str, keys: str = "") -> Result:
    return CliRunner().invoke(main, shlex.split(args), input=keys.encode())


def computer_plays(screen: str) -> list[tuple[int, str]]:
    return [
        (int(found[1]), found[2])
        for line in screen.splitlines()
        if (found := PLAYED.match(line)) is not None
    ]


def engine_plays(
    seed: int, target: int, seated: list[object], game_number: int = 1
) -> list[tuple[int, str]]:
    """Game ``game_number`` of ``seed`` through the engine, seat 0 always taking and
    keeping, seat ``k`` answered by ``seated[k - 1]`` (a plain object, unchecked): every
    card a computer played."""
    rules = Rules(players=len(seated) + 1, target=target)
    game = Game(rules, seed=seed, game_number=game_number, record_events=True)
    plays = []
    while game.question is not Question.GAME_OVER:
        question = game.question
        answer: Answer
        if question is Question.NEXT_HAND:
            answer = DEAL
        elif game.turn == 0:
            answer = TAKE if question is Question.MOVE else False
        else:
            answer = computer_answer(game, seated[game.turn - 1])  # type: ignore[arg-type]
        for event in game.apply(answer):
            if isinstance(event, ev.Played) and event.seat:
                plays.append((event.seat, str(event.card)))
    return plays


def crash_logs() -> list[Path]:
    return sorted(saves.state_dir().glob("crash-*.log"))


# --------------------------------------------------------------------------- reading names


def test_a_name_with_a_colon_keeps_its_case_and_levels_are_lower_cased():
    assert levels.parse(f"Normal, {GOOD} ,HARD") == ("normal", GOOD, "hard")


def test_each_seat_gets_its_own_checked_object_and_the_levels_are_not_wrapped():
    one, other = levels.strategy(GOOD), levels.strategy(GOOD)
    assert isinstance(one, plugins.CheckedStrategy) and one is not other
    assert one.name == GOOD and one.made_from is plugin_strategies.Good
    assert levels.strategy("normal") is STRATEGIES["normal"]
    seats = [STRATEGIES["normal"], one]
    renewed = plugins.for_new_game(seats)
    assert renewed[0] is seats[0] and renewed[1] is not one
    assert plugins.for_new_game(renewed[:1]) == renewed[:1]  # no plug-in: as it was


# --------------------------------------------------------------------------- the game


def test_a_strategy_of_ones_own_plays_a_game_to_its_end_as_the_engine_plays_it():
    """COMPUTER 1 plays every card Good would, seated by hand in the engine; the same seed
    and keys give the same bytes."""
    result = run(f"--seed 4 --opponents 1 --target 100 --strategy {GOOD}", ALWAYS_TAKE)
    assert result.exit_code == 0, result.output[-500:]
    assert "COMPUTER 1 WINS THE GAME" in result.stdout
    shown = computer_plays(result.stdout)
    assert shown == engine_plays(4, 100, [plugin_strategies.Good()])
    assert shown != engine_plays(4, 100, [NormalStrategy()])
    again = run(f"--seed 4 --opponents 1 --target 100 --strategy {GOOD}", ALWAYS_TAKE)
    assert again.stdout_bytes == result.stdout_bytes


def test_it_sits_in_any_seat_of_a_list():
    args = f"--seed 11 --opponents 3 --target 60 --strategy normal,{GOOD},easy"
    result = run(args, ALWAYS_TAKE)
    assert result.exit_code == 0, result.output[-500:]
    normal, easy = STRATEGIES["normal"], STRATEGIES["random"]
    shown = computer_plays(result.stdout)
    assert shown == engine_plays(11, 60, [normal, plugin_strategies.Good(), easy])
    assert {seat for seat, _ in shown} == {1, 2, 3}


def test_its_object_is_made_anew_for_each_game_and_seat(tmp_path):
    """Counts plays its lowest card after its 8th move in a game: two seats of it, in two
    games of a session, each play as one fresh object would (an object shared by the seats,
    or kept from game 1, would turn to its lowest cards sooner)."""
    args = f"--seed 2 --opponents 2 --target 30 --strategy {MODULE}:Counts"
    recording = tmp_path / "one.txt"
    one = run(f"{args} --record {recording}", ALWAYS_TAKE)
    assert one.exit_code == 0, one.output[-500:]
    keys = Transcript.load(recording).keys.decode()  # every key game 1 used, N last
    assert keys.endswith("N")
    result = run(args, keys.removesuffix("N") + "Y" + ALWAYS_TAKE)
    assert result.exit_code == 0, result.output[-500:]
    first, _, second = result.stdout.partition("GAME 2 OF THIS SESSION")
    assert "COMPUTER 2 PLAYS" in second, "a second game was played"

    def fresh() -> list[object]:
        return [plugin_strategies.Counts(), plugin_strategies.Counts()]

    assert computer_plays(first) == engine_plays(2, 30, fresh())
    assert computer_plays(second) == engine_plays(2, 30, fresh(), game_number=2)
    counts = plugin_strategies.Counts()
    assert computer_plays(first) != engine_plays(2, 30, [counts, counts])  # one shared


def test_a_module_in_the_working_folder_is_found_by_the_installed_command(tmp_path):
    """The installed command's sys.path starts with its bin folder, not the working folder:
    the working folder is put first, as ``python -m`` would have it."""
    (tmp_path / "mybot.py").write_text(doc_example(), encoding="utf-8")
    args = ["--seed", "3", "--opponents", "1", "--strategy", "mybot:Greedy"]
    done = subprocess.run(
        [str(COMMAND), *args], cwd=tmp_path, input=b"T", capture_output=True, check=False
    )
    assert done.returncode == 1, done.stderr  # the end of the keys, as for any game
    assert b"END OF INPUT: THE GAME STOPS HERE" in done.stdout
    elsewhere = subprocess.run(
        [str(COMMAND), *args], cwd=ROOT, input=b"T", capture_output=True, check=False
    )
    assert elsewhere.returncode == 2
    assert elsewhere.stderr.decode().splitlines()[-1] == (
        "Error: Invalid value for '--strategy': mybot:Greedy: no module named mybot here "
        f"(in {ROOT} or on Python's path)"
    )


# --------------------------------------------------------------------------- the docs' example


def doc_example() -> str:
    """The class of docs/computer-players.md's example, as the file mybot.py it tells the
    reader to save: the lines of its session up to the first line after the class."""
    page = (ROOT / "docs" / "computer-players.md").read_text(encoding="utf-8")
    section = page.split("## Your own strategy", 1)[1]
    session = section.split("```pycon\n", 1)[1].split("```", 1)[0]
    examples = doctest.DocTestParser().get_examples(session)
    source = []
    for example in examples:
        source.append(example.source)
        if example.source.startswith("class Greedy"):
            return "".join(source)
    raise AssertionError("the example defines no class Greedy")


def test_the_docs_example_plays_in_simulate_the_same_on_one_process_or_two(tmp_path):
    (tmp_path / "mybot.py").write_text(doc_example(), encoding="utf-8")
    reports = []
    simulate_args = "simulate --players 3 --games 20 --seed 5 --strategy mybot:Greedy,normal,easy"
    for jobs in ("1", "2"):
        done = subprocess.run(
            [str(COMMAND), *simulate_args.split(), "--jobs", jobs],
            cwd=tmp_path,
            capture_output=True,
            text=True,
            check=False,
        )
        assert done.returncode == 0, done.stderr
        assert done.stderr == ""
        reports.append(done.stdout.split("\nelapsed:")[0])
    assert reports[0] == reports[1]
    rows = reports[0].splitlines()
    assert rows[3] == "seat  strategy      game wins  win rate  95% interval"
    assert rows[5].startswith("   2  normal     ")
    greedy = [row for row in rows if row.startswith("mybot:Greedy  ")]
    assert len(greedy) == 1 and greedy[0].split()[1] == "1"  # its row: one seat


# --------------------------------------------------------------------------- simulate


def test_simulate_seats_it_and_names_it_and_jobs_change_nothing():
    """Counts plays differently when an object is kept across games, so the same figures
    on one process and on two show that each game gets a fresh one."""
    args = f"simulate --players 3 --games 24 --seed 8 --strategy normal,{MODULE}:Counts,{GOOD}"
    one, two = run(f"{args} --jobs 1"), run(f"{args} --jobs 2")
    assert one.exit_code == two.exit_code == 0, one.output + two.output
    table = one.stdout.split("\nelapsed:")[0]
    assert table == two.stdout.split("\nelapsed:")[0]
    assert f"   2  {MODULE}:Counts  " in table and f"   3  {GOOD}    " in table
    wins = [int(line.split()[2]) for line in table.splitlines() if line[:4].strip().isdigit()]
    assert sum(wins) == 24


def test_simulate_plays_it_as_the_engine_does():
    """One game of simulate's with a plug-in seat is the game played with the plain class
    (the checks change no answer)."""
    rules = Rules(players=2, target=200)
    checked = simulate(rules, [levels.strategy(GOOD), STRATEGIES["normal"]], runs=6, seed=3)
    plain = simulate(rules, [plugin_strategies.Good(), STRATEGIES["normal"]], runs=6, seed=3)
    assert checked == plain


# --------------------------------------------------------------------------- cannot be seated


@pytest.mark.parametrize(
    ("spec", "message"),
    [
        ("tests.no_such_module:Bot", "no module named tests.no_such_module here (in "),
        ("no_such_module_anywhere:Bot", "no module named no_such_module_anywhere here (in "),
        (
            "tests.plugin_broken:Bot",
            "importing tests.plugin_broken failed (RuntimeError: this module is broken on purpose)",
        ),
        (f"{MODULE}:Missing", f"the module {MODULE} has no Missing"),
        (f"{MODULE}:not_a_class", "not_a_class is not a class but a function"),
        (
            f"{MODULE}:NeedsArguments",
            "NeedsArguments() failed (TypeError: NeedsArguments.__init__() missing 1 "
            "required ...): a strategy class is made with no arguments",
        ),
        (
            f"{MODULE}:NoJumpIn",
            "NoJumpIn has no jump_in (a strategy has all of choose_play, choose_color, "
            "play_taken, challenge, choose_swap, jump_in)",
        ),
        (f"{MODULE}:", "is not MODULE:NAME (a module, a colon, a class in it)"),
        ("json:decoder:JSONDecoder", "is not MODULE:NAME"),
    ],
)
@pytest.mark.parametrize("command", ["--seed 1 --opponents 2", "simulate --players 2"])
def test_a_strategy_that_cannot_be_seated_is_a_usage_error(spec, message, command):
    result = run(f"{command} --strategy normal,{spec}")
    assert result.exit_code == 2
    assert result.stdout == ""
    last = result.stderr.splitlines()[-1]
    assert last.startswith("Error: Invalid value for '--strategy': ")
    assert message in last
    assert "Traceback" not in result.stderr


# --------------------------------------------------------------------------- failures


FAILURES = [
    ("Illegal", "", "MOVE", r"[A-Z0-9 ]+ IS NOT A LEGAL PLAY NOW"),
    ("NotACard", "", "MOVE", r"IT ANSWERED '[A-Z0-9 ]+', NOT A CARD OF ITS HAND OR NONE"),
    ("Raises", "", "MOVE", r"ZERODIVISIONERROR: INTEGER DIVISION OR MODULO BY ZERO"),
    (
        "ColorOfNoDeck",
        "",
        "COLOR",
        r"IT ANSWERED ORANGE, NOT ONE OF THE COLORS RED, YELLOW, GREEN, BLUE",
    ),
    ("ColorByName", "", "COLOR", r"IT ANSWERED 'RED', NOT ONE OF THE COLORS .*"),
    ("PlaysTakenAsOne", "", "PLAY_TAKEN", r"IT ANSWERED 1, NOT TRUE OR FALSE"),
    (
        "ChallengesWithWords",
        "--draw-four bluff",
        "CHALLENGE",
        "IT ANSWERED 'YES', NOT TRUE OR FALSE",
    ),
    (
        "SwapsWithNobody",
        "--seven-zero",
        "SWAP",
        r"IT ANSWERED 2, NOT NONE OR A WHOLE NUMBER 0 TO 1",
    ),
    ("SwapsWithTrue", "--seven-zero", "SWAP", r"IT ANSWERED TRUE, NOT NONE OR .*"),
    ("JumpsInWithNone", "--jump-in", "JUMP_IN", r"IT ANSWERED NONE, NOT TRUE OR FALSE"),
]


@pytest.mark.parametrize(("name", "rules", "question", "why"), FAILURES)
def test_a_wrong_answer_or_an_exception_stops_simulate_with_one_line(name, rules, question, why):
    spec = f"{MODULE}:{name}"
    result = run(f"simulate --players 3 --games 20 --seed 2 --jobs 1 {rules} "
                 f"--strategy easy,{spec},easy")  # fmt: skip
    assert result.exit_code == 70
    failed, details = result.stderr.splitlines()
    assert re.fullmatch(f"THE STRATEGY {re.escape(spec)} FAILED AT {question}: {why}", failed)
    (log,) = crash_logs()
    assert details == f"THE DETAILS ARE IN {log}"
    text = log.read_text(encoding="utf-8")
    assert "simulate: game " in text and "of the run with seed 2" in text
    assert "Traceback (most recent call last)" in text
    assert f"StrategyFailed: strategy {spec} failed at {question}" in text
    if name == "Raises":  # its own traceback, in its own module
        assert "plugin_strategies.py" in text and "return 1 // 0" in text
    assert "Traceback" not in result.output


def test_a_failure_in_a_worker_process_is_reported_the_same():
    spec = f"{MODULE}:Raises"
    result = run(f"simulate --players 2 --games 40 --seed 2 --jobs 2 --strategy normal,{spec}")
    assert result.exit_code == 70
    assert result.stderr.splitlines()[0] == (
        f"THE STRATEGY {spec} FAILED AT MOVE: ZERODIVISIONERROR: INTEGER DIVISION OR MODULO BY ZERO"
    )
    (log,) = crash_logs()
    text = log.read_text(encoding="utf-8")
    assert "return 1 // 0" in text  # the worker's traceback, carried back
    assert "Traceback" not in result.output


def test_the_failure_crosses_processes_whole():
    failed = plugins.StrategyFailed(GOOD, Question.SWAP, "it answered 7")
    failed.game_number = 12
    back = pickle.loads(pickle.dumps(failed))
    assert (back.strategy, back.question, back.why, back.game_number) == (
        GOOD,
        Question.SWAP,
        "it answered 7",
        12,
    )
    assert back.line() == failed.line() == (f"THE STRATEGY {GOOD} FAILED AT SWAP: IT ANSWERED 7")


@pytest.mark.parametrize(
    ("name", "line"),
    [
        (
            "Illegal",
            r"THE STRATEGY tests.plugin_strategies:Illegal FAILED AT MOVE: (.+) IS NOT A LEGAL "
            r"PLAY NOW",
        ),
        (
            "Raises",
            r"THE STRATEGY tests.plugin_strategies:Raises FAILED AT MOVE: ZERODIVISIONERROR: .*",
        ),
    ],
)
def test_a_failure_stops_the_game_with_its_line_a_crash_log_and_status_70(name, line):
    """Game 3 with two computers: COMPUTER 1 (normal) plays BLUE 6, then COMPUTER 2, the
    strategy, is asked its first move. The game stops there: no move of COMPUTER 2's."""
    result = run(f"--seed 3 --opponents 2 --strategy normal,{MODULE}:{name}")
    assert result.exit_code == 70
    lines = result.stdout.splitlines()
    assert lines[-3] == "COMPUTER 1 PLAYS BLUE 6"
    found = re.fullmatch(line, lines[-2])
    assert found is not None, lines[-2]
    (log,) = crash_logs()
    assert lines[-1] == f"THE DETAILS ARE IN {log}"
    if name == "Illegal":  # a card COMPUTER 2 holds (the first it was dealt), not played
        assert f"COMPUTER 2 PLAYS {found[1]}" not in result.stdout
    text = log.read_text(encoding="utf-8")
    assert f"--strategy normal,{MODULE}:{name}" in text  # the options, to play it again
    assert "Traceback (most recent call last)" in text and "StrategyFailed" in text
    assert "Traceback" not in result.output
    assert list(saves.state_dir().glob("save-*.json")) == []  # no answer yet: no save


def test_a_game_stopped_by_a_strategy_after_an_answer_is_saved_with_its_name():
    """The human takes once; then COMPUTER 1 fails at its first move: the game is saved
    (as after any crash), its line, then the crash log's, then how to continue."""
    spec = f"{MODULE}:Illegal"
    result = run(f"--seed 1 --opponents 1 --strategy {spec}", "T")
    assert result.exit_code == 70, result.output[-400:]
    lines = result.stdout.splitlines()
    assert lines[-3].startswith(f"THE STRATEGY {spec} FAILED AT MOVE: ")
    assert lines[-2].startswith("THE DETAILS ARE IN ")
    assert lines[-1] == "TO CONTINUE THIS GAME: uno-classic --resume 1"
    saved = json.loads((saves.state_dir() / "save-1.json").read_text(encoding="utf-8"))
    assert saved["options"]["strategy"] == spec


def test_a_signal_while_it_thinks_stops_the_game_as_a_signal_does():
    """Not the strategy's failure: GAME INTERRUPTED, the signal's status, no crash log."""
    result = run(f"--seed 1 --opponents 1 --strategy {MODULE}:SignalledWhileThinking", "T")
    assert result.exit_code == 143
    assert result.stdout.splitlines()[-2:] == [
        "GAME INTERRUPTED",
        "TO CONTINUE THIS GAME: uno-classic --resume 1",
    ]
    assert crash_logs() == []


def test_a_wrong_answer_is_never_played():
    """Through the engine: when the strategy's answer is refused, the game is exactly as it
    was before the question (hands, pile, color, turn, question)."""
    strategy = levels.strategy(f"{MODULE}:Illegal")
    game = Game(Rules(players=2), seed=6, record_events=False)
    game.apply(DEAL)
    seated = [STRATEGIES["normal"], strategy]
    while True:
        before = (
            [list(hand) for hand in game.hands],
            list(game.discard_pile),
            list(game.stock),
            game.current_color,
            game.turn,
            game.question,
        )
        try:
            answer = computer_answer(game, seated[game.turn])
        except plugins.StrategyFailed as failed:
            assert failed.question is Question.MOVE and failed.strategy == strategy.name
            break
        game.apply(answer)
    after = (
        [list(hand) for hand in game.hands],
        list(game.discard_pile),
        list(game.stock),
        game.current_color,
        game.turn,
        game.question,
    )
    assert after == before
    assert game.turn == 1


def test_the_strategy_is_shown_a_copy_it_cannot_change_the_game_through():
    seen: list[object] = []

    class Keeps(plugin_strategies.Good):
        def choose_play(self, view, rng):
            seen.append(view)
            return super().choose_play(view, rng)

    strategy = plugins.CheckedStrategy("here:Keeps", Keeps)
    game = Game(Rules(players=2), seed=6, record_events=False)
    game.apply(DEAL)
    while game.turn != 1 or game.question is not Question.MOVE:
        game.apply(computer_answer(game, STRATEGIES["normal"]))
    hand = list(game.hands[1])
    computer_answer(game, strategy)
    (view,) = seen
    assert isinstance(view, Snapshot)
    assert view.hand == tuple(hand) and isinstance(view.discard_pile, tuple)
    assert view.others == (len(game.hands[0]),)


# --------------------------------------------------------------------------- saves, recordings


def test_a_save_keeps_the_name_and_one_that_cannot_seat_it_is_listed_not_resumed():
    run(f"--seed 4 --opponents 1 --strategy {GOOD}", "T")
    path = saves.state_dir() / "save-1.json"
    saved = json.loads(path.read_text(encoding="utf-8"))
    assert saved["options"]["strategy"] == GOOD
    listed = run("saves")
    assert listed.exit_code == 0 and "CANNOT BE USED" not in listed.stdout
    saved["options"]["strategy"] = "tests.plugin_gone:Good"
    path.write_text(json.dumps(saved), encoding="utf-8")
    listed = run("saves")
    assert listed.exit_code == 0, listed.output
    text = " ".join(listed.stdout.split())
    assert (
        "SAVE 1 (save-1.json) CANNOT BE USED: IT CANNOT BE RESUMED HERE: "
        "TESTS.PLUGIN_GONE:GOOD: NO MODULE NAMED TESTS.PLUGIN_GONE HERE"
    ) in text
    resumed = run("--resume 1")
    assert resumed.exit_code == 1
    assert "CANNOT BE RESUMED: IT CANNOT BE RESUMED HERE: TESTS.PLUGIN_GONE:GOOD" in " ".join(
        resumed.stdout.split()
    )
    assert "Traceback" not in listed.output + resumed.output


@pytest.mark.parametrize(("name", "status"), [("Good", 1), ("Illegal", 70)])
def test_a_recording_keeps_the_name_and_replays(tmp_path, name, status):
    recording = tmp_path / "game.txt"
    spec = f"{MODULE}:{name}"
    played = run(f"--seed 4 --opponents 1 --strategy {spec} --record {recording}", "TN")
    assert played.exit_code == status
    text = recording.read_text(encoding="utf-8")
    assert f"--strategy {spec}" in text.splitlines()[0]
    assert f"status: {status}" in text
    checked = run(f"replay --check {recording}")
    assert checked.exit_code == 0, checked.output
    assert checked.stdout == f"{recording}: matches\n"


def test_fresh_worker_processes_import_it_from_the_working_folder(tmp_path, monkeypatch):
    """Where threads run, simulate's workers are fresh interpreters (spawned, not forked):
    each imports the module itself, from the working folder, and plays the same games."""
    (tmp_path / "mybot_spawned.py").write_text(doc_example(), encoding="utf-8")
    monkeypatch.chdir(tmp_path)
    monkeypatch.setattr(sys, "path", list(sys.path))  # (the import puts the folder first)
    seats = levels.parse("mybot_spawned:Greedy,normal")
    rules = Rules(players=2, target=100)
    here = simulation.simulate_on(1, rules, seats, runs=8, seed=4)
    monkeypatch.setattr("uno_classic.simulation.threading.active_count", lambda: 2)
    spawned = simulation.simulate_on(2, rules, seats, runs=8, seed=4)
    assert spawned == here and sum(here.wins) == 8


def test_the_record_of_games_keeps_the_name_as_given():
    options = Settings(seed=1, rules=Rules(players=3), levels=("normal", GOOD))
    assert [seat.level for seat in seats_of(options)] == [None, "normal", GOOD]


def test_a_worker_process_that_cannot_import_it_is_a_usage_error(monkeypatch):
    """A module only this process has (made here, in no file) cannot be imported by a
    fresh worker process: the run stops with click's one line, as it would here."""
    made_here = types.ModuleType("made_here_only")
    made_here.Good = plugin_strategies.Good  # type: ignore[attr-defined]
    monkeypatch.setitem(sys.modules, "made_here_only", made_here)
    monkeypatch.setattr("uno_classic.simulation.threading.active_count", lambda: 2)
    result = run("simulate --players 2 --games 8 --seed 1 --jobs 2 --strategy made_here_only:Good")
    assert result.exit_code == 2
    assert result.stdout.startswith("2 players, 8 games")  # read here, refused there
    assert result.stderr.splitlines()[-1].startswith(
        "Error: Invalid value for '--strategy': made_here_only:Good: no module named "
        "made_here_only here"
    )
    assert "Traceback" not in result.output


@pytest.mark.parametrize("rules", [Rules(players=3), Rules(players=3, seven_zero=True)])
def test_the_snapshot_holds_every_field_of_the_view(rules):
    game = Game(rules, seed=5, record_events=False)
    game.apply(DEAL)
    for _ in range(12):
        game.apply(computer_answer(game, STRATEGIES["normal"]))
    live = game.view(game.turn)
    made = plugins.snapshot(live)
    assert isinstance(made, Snapshot) and len(made) == len(Snapshot._fields)
    for field in Snapshot._fields:
        value = getattr(live, field)
        assert getattr(made, field) == (tuple(value) if isinstance(value, list) else value)


def test_two_crashes_of_one_game_in_one_second_keep_two_logs(tmp_path, monkeypatch):
    """Found by a bot writer: ten failures of one seed in simulate left seven logs, each
    line naming a file another failure had overwritten."""
    monkeypatch.setattr("uno_classic.play.time.strftime", lambda pattern: "20261127-171502")
    first = play.write_crash_log(tmp_path, 4, [], "Traceback: the first\n")
    second = play.write_crash_log(tmp_path, 4, [], "Traceback: the second\n")
    assert first.name == "crash-4-20261127-171502.log"
    assert second.name == "crash-4-20261127-171502-2.log"
    assert first.read_text().endswith("the first\n") and second.read_text().endswith("the second\n")
    assert oct(second.stat().st_mode & 0o777) == "0o600"
