"""Computer levels on the command line: ``--strategy easy|normal|hard``, for every computer or
one per computer, in the game, its saves and recordings; ``random`` as another name for
``easy``.

Which computer played which card is checked against the engine played here with each seat's
strategy chosen by hand, not against the console's own wiring.
"""

from __future__ import annotations

import json
import re
import shlex
from pathlib import Path

import pytest
from click.testing import CliRunner, Result

from uno_classic import events as ev
from uno_classic import inference, levels, saves
from uno_classic.cli import main
from uno_classic.game import Game
from uno_classic.levels import STRATEGIES
from uno_classic.questions import DEAL, TAKE, Answer, Question
from uno_classic.settings import Settings
from uno_classic.strategies import NormalStrategy, RandomStrategy, computer_answer
from uno_classic.variants import Rules

TRANSCRIPTS = Path(__file__).resolve().parent.parent / "transcripts"
HARD_LANDED = "hard" in STRATEGIES
"""``hard`` is registered by ``uno_classic.search``; its tests run once it is."""
needs_hard = pytest.mark.skipif(not HARD_LANDED, reason="hard is not registered yet")

ALWAYS_TAKE = "TN" * 400 + "N"
"""A human who takes at every turn and keeps what it took: ``T`` at the menu, ``N`` at
``PLAY IT`` (or refused at the menu, where ``T`` follows), any key between hands, ``N`` at
``PLAY AGAIN``."""


def run(args: str, keys: str = "") -> Result:
    return CliRunner().invoke(main, shlex.split(args), input=keys.encode())


PLAYED = re.compile(r"^COMPUTER (\d) PLAYS (.+)$")


def computer_plays(screen: str) -> list[tuple[int, str]]:
    """Every ``COMPUTER K PLAYS <CARD>`` line: (seat, card), the humans' seat being 0."""
    return [
        (int(found[1]), found[2])
        for line in screen.splitlines()
        if (found := PLAYED.match(line)) is not None
    ]


def engine_plays(seed: int, target: int, seated: list[object]) -> list[tuple[int, str]]:
    """Game 1 of ``seed`` played through the engine: seat 0 always takes and keeps the card
    taken, seat ``k`` answers with ``seated[k - 1]``; every card a computer played."""
    game = Game(Rules(players=len(seated) + 1, target=target), seed=seed, record_events=True)
    # What the game reads of the table, as the command's game does (a human, hints on).
    inference.read_for(game, [None, *seated], hints=True)  # type: ignore[list-item]
    plays = []
    while game.question is not Question.GAME_OVER:
        question = game.question
        answer: Answer
        if question is Question.NEXT_HAND:
            answer = DEAL
        elif game.turn == 0:
            assert question in (Question.MOVE, Question.PLAY_TAKEN), question
            answer = TAKE if question is Question.MOVE else False
        else:
            answer = computer_answer(game, seated[game.turn - 1])  # type: ignore[arg-type]
        for event in game.apply(answer):
            if isinstance(event, ev.Played) and event.seat:
                plays.append((event.seat, str(event.card)))
    return plays


# --------------------------------------------------------------------------- the game


def test_each_computer_plays_at_its_own_level():
    """``--strategy normal,easy``: COMPUTER 1 plays every card ``normal`` would, COMPUTER 2
    every card ``easy`` would, as the engine plays them with those strategies seated."""
    result = run("--seed 11 --opponents 2 --target 60 --strategy normal,easy", ALWAYS_TAKE)
    assert result.exit_code == 0, result.stdout[-500:]
    shown = computer_plays(result.stdout)
    normal, easy = NormalStrategy(), RandomStrategy()
    assert shown == engine_plays(11, 60, [normal, easy])
    assert shown != engine_plays(11, 60, [normal, normal])
    assert shown != engine_plays(11, 60, [easy, easy])
    assert {seat for seat, _ in shown} == {1, 2}


def test_one_level_is_every_computers_level():
    result = run("--seed 11 --opponents 2 --target 60 --strategy easy", ALWAYS_TAKE)
    easy = RandomStrategy()
    assert computer_plays(result.stdout) == engine_plays(11, 60, [easy, easy])


def test_random_is_another_name_for_easy_in_the_game():
    """The screen never names a level: ``random`` plays the same game as ``easy``, byte for
    byte."""
    easy = run("--seed 11 --opponents 2 --target 60 --strategy easy", ALWAYS_TAKE).stdout
    assert computer_plays(easy) == engine_plays(11, 60, [RandomStrategy(), RandomStrategy()])
    for given in ("random", "Random,EASY", "easy,random"):
        result = run(f"--seed 11 --opponents 2 --target 60 --strategy '{given}'", ALWAYS_TAKE)
        assert result.stdout == easy, given


@pytest.mark.parametrize(
    ("args", "message"),
    [
        ("--opponents 2 --strategy normal,easy,easy", "3 strategies for 2 computers"),
        ("--strategy normal,easy", "2 strategies for 3 computers"),  # 3 by default
        ("--humans 2 --opponents 1 --strategy normal,easy", "2 strategies for 1 computer:"),
        ("--humans 2 --opponents 0 --strategy normal,easy", "2 strategies for 0 computers"),
    ],
)
def test_a_list_that_is_not_one_level_per_computer_is_a_usage_error(args, message):
    result = run(f"--seed 1 {args}")
    assert result.exit_code == 2
    assert result.stdout == ""
    assert result.stderr.splitlines()[-1] == (
        f"Error: Invalid value for '--strategy': {message}"
        f"{'' if message.endswith(':') else ':'} give one for all, or one for each"
    )


@pytest.mark.parametrize("value", ["bogus", "normal,bogus", "normal,", "", ","])
def test_a_name_that_is_no_level_is_a_usage_error_naming_the_levels(value):
    result = run(f"--seed 1 --opponents 2 --strategy '{value}'")
    assert result.exit_code == 2
    assert "Invalid value for '--strategy': " in result.stderr
    known = "easy, normal, hard, random" if HARD_LANDED else "easy, normal, random"
    assert result.stderr.rstrip().endswith(f"is not one of: {known}")


def test_one_computer_alone_takes_one_name():
    result = run("--seed 3 --opponents 1 --strategy easy", "")
    assert result.exit_code == 1  # (no keys: it stops at once, saved)


def test_the_help_names_the_levels_and_the_list():
    for args in ("--help", "simulate --help"):
        text = " ".join(run(args).stdout.split())
        assert "Levels: easy, normal" in text
        assert "(random is another name for easy)" in text
        assert "separated by commas" in text


# --------------------------------------------------------------------------- recording


@pytest.mark.parametrize(
    ("given", "recorded"),
    [
        ("normal,easy", "normal,easy"),
        ("normal,normal", "normal"),  # the same level for all: one name
        ("random", "random"),  # as given
        ("Easy, Random", "easy,random"),
    ],
)
def test_a_recording_names_each_computers_level(tmp_path, given, recorded):
    path = tmp_path / "game.txt"
    args = f"--seed 4 --opponents 2 --target 60 --strategy '{given}' --record {path}"
    assert run(args, ALWAYS_TAKE).exit_code == 0
    command = path.read_text(encoding="utf-8").splitlines()[0]
    assert command.endswith(f" --strategy {recorded}")
    replayed = run(f"replay --check {path}")
    assert replayed.stdout == f"{path}: matches\n"


# --------------------------------------------------------------------------- saves


def test_a_save_keeps_each_computers_level_and_resumes_with_them(private_state_home):
    args = "--seed 11 --opponents 2 --target 200 --strategy normal,easy"
    whole = run(args, ALWAYS_TAKE)
    stopped = run(args, ALWAYS_TAKE[:20])
    assert stopped.exit_code == 1
    data = json.loads((private_state_home / "save-1.json").read_text())
    assert data["options"]["strategy"] == "normal,easy"
    listed = run("saves").stdout
    assert "SAVE 1: GAME NUMBER 11, 2 OPPONENTS, TARGET 200, STRATEGY NORMAL,EASY," in listed
    saved = saves.load(private_state_home / "save-1.json")
    resumed = run("--resume 1", ALWAYS_TAKE[len(saved.keys) :])
    assert resumed.exit_code == 0
    # The computers go on at their own levels: every card they play after the resume is the
    # one they play in the game played without a stop.
    after = computer_plays(resumed.stdout)
    assert after and computer_plays(whole.stdout)[-len(after) :] == after


def test_a_save_of_one_name_from_before_the_lists_still_loads(private_state_home):
    stopped = run("--seed 5 --opponents 2 --strategy random", "S")  # a sort: saved
    assert stopped.exit_code == 1
    path = private_state_home / "save-1.json"
    data = json.loads(path.read_text())
    assert data["options"]["strategy"] == "random"
    loaded = saves.load(path)
    assert loaded.options.computer_levels() == ("random", "random")
    assert "STRATEGY RANDOM" in run("saves").stdout
    assert run("--resume 1", "").exit_code == 1  # resumed, and stopped again


@pytest.mark.parametrize(
    ("strategy", "problem"),
    [
        ("bogus", "'bogus' is not one of"),
        ("normal,easy,easy", "3 strategies for 2 computers"),
        (3, "the strategy must be text"),
    ],
)
def test_a_save_whose_levels_do_not_fit_cannot_be_used(private_state_home, strategy, problem):
    run("--seed 5 --opponents 2", "S")  # a sort: saved
    path = private_state_home / "save-1.json"
    data = json.loads(path.read_text())
    data["options"]["strategy"] = strategy
    path.write_text(json.dumps(data))
    with pytest.raises(saves.SaveError, match=re.escape(problem)):
        saves.load(path)


def test_easy_and_random_at_the_same_table_are_one_game_with_one_save(private_state_home):
    """A save is the game number and every option that changes play: a level's name is
    not one, and neither is a list naming one level for every computer."""
    hints = [
        run(args, "S").stdout.splitlines()[-1].rsplit(" ", 1)[1]  # a sort: saved
        for args in (
            "--seed 5 --opponents 2 --strategy random",
            "--seed 5 --opponents 2 --strategy easy",
            "--seed 5 --opponents 2 --strategy easy,random",
            "--seed 5 --opponents 2 --strategy normal,easy",
            "--seed 5 --opponents 2 --strategy normal,random",
            "--seed 5 --opponents 2 --strategy easy,normal",
            "--seed 5 --opponents 2 --strategy normal,normal",
            "--seed 5 --opponents 2",
        )
    ]
    assert hints == ["1", "1", "1", "2", "2", "3", "4", "4"]


# --------------------------------------------------------------------------- the names


def test_the_levels_are_the_registered_strategies_weakest_first():
    wanted = ["easy", "normal", "hard"] if HARD_LANDED else ["easy", "normal"]
    assert levels.levels() == wanted
    assert levels.names() == [*wanted, "random"]
    assert levels.strategy("easy") is levels.strategy("random") is STRATEGIES["random"]
    assert levels.strategy("normal") is STRATEGIES["normal"]


def test_a_strategy_registered_later_is_a_level_at_once(monkeypatch):
    monkeypatch.setitem(STRATEGIES, "hard", STRATEGIES["normal"])
    assert levels.levels() == ["easy", "normal", "hard"]
    result = run("--seed 1 --opponents 2 --strategy hard,easy", "")
    assert result.exit_code == 1, result.output  # a game, stopped at the end of no keys


@needs_hard
def test_hard_is_a_level_of_the_game_and_of_simulate():
    assert run("--seed 1 --opponents 2 --strategy hard,easy", "").exit_code == 1
    result = run("simulate --hands 1 --players 2 --seed 1 --jobs 1 --strategy hard,easy")
    assert result.exit_code == 0, result.output
    assert re.search(r"^   1  hard +\d", result.stdout, re.M)


def test_options_without_computers_have_no_levels():
    assert Settings(1, Rules(players=2), humans=2).computer_levels() == ()
    assert Settings(1, Rules(players=4), levels=("easy",)).computer_levels() == ("easy",) * 3


def test_the_golden_game_at_two_levels_replays_only_at_those_levels():
    """``transcripts/two-levels-normal-and-easy.txt`` replays byte for byte (as every golden
    does); with either level for both computers its keys give another screen."""
    from dataclasses import replace  # noqa: PLC0415

    from uno_classic.cli import replay_transcript  # noqa: PLC0415
    from uno_classic.transcript import Transcript  # noqa: PLC0415

    golden = Transcript.load(TRANSCRIPTS / "two-levels-normal-and-easy.txt")
    assert golden.args[-2:] == ("--strategy", "normal,easy")
    assert replay_transcript(golden) == golden
    for level in ("normal", "easy"):
        other = replace(golden, args=(*golden.args[:-1], level))
        assert replay_transcript(other).screen != golden.screen, level


@needs_hard
def test_hard_plays_the_same_games_in_every_run_and_on_two_processes_as_on_one():
    """A level is looked up by name in each process: ``hard`` must decide the same there,
    and in another run of the program (deterministic for a seed)."""
    import subprocess  # noqa: PLC0415
    import sys  # noqa: PLC0415

    def table(jobs: int) -> list[str]:
        args = "--hands 2 --players 2 --seed 1 --strategy hard,easy --jobs"
        done = subprocess.run(
            [sys.executable, "-m", "uno_classic", "simulate", *f"{args} {jobs}".split()],
            capture_output=True, text=True, check=True, timeout=120,
        )  # fmt: skip
        return done.stdout.splitlines()[:-2]  # (not the speed lines)

    assert table(1) == table(2)  # (two runs, and the games of the second in two processes)
