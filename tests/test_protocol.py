"""Machine play (``--protocol json``): every line a JSON object the shipped schema accepts,
questions whose ``legal`` lists exactly what is accepted, refusals that change nothing,
the same game as the screen for the same answers, determinism, recordings, and every way
a session ends."""

from __future__ import annotations

import json
import os
import random
import re
import select
import shlex
import signal
import subprocess
import sys
import time
from collections.abc import Iterator, Sequence
from dataclasses import replace
from pathlib import Path
from typing import Any, BinaryIO, TextIO, cast

import pexpect
import pytest
from click.testing import CliRunner
from hypothesis import given, settings
from hypothesis import strategies as st

from tools.protocol_player import RandomProgram, play, play_case, replayed, schema_validator
from uno_classic import console, protocol
from uno_classic.cards import Card, Color
from uno_classic.cli import main, transcript_options
from uno_classic.game import Game
from uno_classic.play import replay
from uno_classic.questions import DEAL, KEEP, NEXT_HAND, TAKE, Answer, Called, Question
from uno_classic.screen import Names
from uno_classic.settings import Settings
from uno_classic.transcript import Transcript
from uno_classic.variants import PRESETS, preset_rules

ROOT = Path(__file__).resolve().parent.parent
TRANSCRIPTS = sorted((ROOT / "transcripts").glob("*.txt"))
VALIDATE = schema_validator()


def lines(text: str) -> list[dict[str, Any]]:
    """Every line of the output, each parsed (a line that is not JSON fails the test)."""
    return [json.loads(line) for line in text.splitlines()]


def run(args: Sequence[str], answers: str) -> tuple[int, list[dict[str, Any]], str]:
    """The command with ``answers`` piped in: its exit code, its lines, its stdout."""
    result = CliRunner().invoke(main, [*args, "--protocol", "json"], input=answers)
    assert result.exception is None or isinstance(result.exception, SystemExit), result.output
    return result.exit_code, lines(result.stdout), result.stdout


def questions(output: list[dict[str, Any]]) -> list[dict[str, Any]]:
    return [line for line in output if "question" in line]


# --------------------------------------------------------------------------- the first lines


def test_header_names_the_rules_and_the_players() -> None:
    code, output, _ = run(["--seed", "5", "--rules", "party", "--names", "ann,bob"], "")
    header = output[0]
    assert header["protocol"] == 1 and header["game"] == 5
    assert header["rules"]["preset"] == "party" and header["rules"]["deck"] == "party"
    assert header["rules"]["players"] == 5 and header["hints"] is True
    assert header["players"] == [
        {"name": "ANN", "human": True},
        {"name": "BOB", "human": True},
        {"name": "COMPUTER 1", "human": False, "level": "normal"},
        {"name": "COMPUTER 2", "human": False, "level": "normal"},
        {"name": "COMPUTER 3", "human": False, "level": "normal"},
    ]
    assert output[1] == {"event": "game_start", "game_of_session": 1}
    assert output[-1] == {"event": "end_of_input"} and code == 1


def test_the_first_question_shows_the_hand_the_screen_shows() -> None:
    """Seed 5 on the screen: the human's five rows, the top card and the opponents' counts,
    read from the screen's text, are the first question's hand, top, color and counts."""
    screen = CliRunner().invoke(main, ["--seed", "5"], input="").stdout
    rows = dict(re.findall(r"^(RED|YELLOW|GREEN|BLUE|SPECIAL) *: ?(.*)$", screen, re.M))
    top = re.search(r"^TOP CARD: (.+?)   COLOR: (\w+)$", screen, re.M)
    assert top is not None
    _, output, _ = run(["--seed", "5"], "")
    (asked,) = questions(output)
    symbols = {"S": "SKIP", "D": "DRAW TWO", "R": "REVERSE"}
    from_rows = sorted(
        f"{color} {symbols.get(symbol, symbol)}"
        for color, row in rows.items()
        if color != "SPECIAL"
        for symbol in row.split()
    )
    assert sorted(asked["hand"]) == from_rows and not rows["SPECIAL"]
    assert (asked["top"], asked["color"]) == top.groups()
    for name, count in asked["counts"].items():
        if name != "HUMAN":
            assert f"{name}: {count} CARDS" in screen
    assert asked["question"] == "move" and asked["player"] == "HUMAN"
    assert asked["direction"] == "clockwise" and asked["pending"] == 0


# --------------------------------------------------------------------------- answers


def first_move(args: Sequence[str] = ("--seed", "5")) -> dict[str, Any]:
    _, output, _ = run(args, "")
    return questions(output)[0]


def test_a_legal_answer_is_played_and_others_change_nothing() -> None:
    asked = first_move()
    card = next(answer for answer in asked["legal"] if answer not in ("TAKE", "HINT"))
    barred = next(
        f"{color} {rank}"
        for color in ("RED", "BLUE")
        for rank in range(10)
        if f"{color} {rank}" in asked["hand"] and f"{color} {rank}" not in asked["legal"]
    )
    tries = ["", "nope", barred, "GREEN 5", "\xff", f"  {card.lower()}  "]
    _, output, _ = run(["--seed", "5"], "\n".join(tries) + "\n")
    errors = [line["error"] for line in output if "error" in line]
    assert errors[0] == "an empty line answers nothing"
    assert errors[1] == '"NOPE" is not one of the legal answers'
    assert errors[2].startswith(f"{barred} cannot be played: the card matches neither")
    assert errors[3].startswith("GREEN 5 cannot be played: the player does not hold")
    assert len(errors) == 5  # the lower-case card, padded, is the answer
    # Each refusal is followed by the same question, byte for byte; then the card is played.
    _, *rest = output
    first = rest.index(asked)
    expected = [asked] + [line for error in errors for line in ({"error": error}, asked)]
    assert rest[first : first + 11] == expected
    assert rest[first + 11] == {"event": "play", "player": "HUMAN", "card": card}


def test_a_hint_is_one_of_the_legal_answers_and_changes_nothing() -> None:
    asked = first_move()
    _, output, _ = run(["--seed", "5"], "HINT\nHINT\n")
    hints = [line for line in output if "hint" in line]
    assert len(hints) == 2 and hints[0] == hints[1]
    assert hints[0]["player"] == "HUMAN" and hints[0]["hint"] in asked["legal"][:-1]
    assert questions(output) == [asked] * 3
    _, quiet, _ = run(["--seed", "5", "--no-hints"], "HINT\n")
    assert {"error": '"HINT" is not one of the legal answers'} in quiet
    assert "HINT" not in questions(quiet)[0]["legal"] and quiet[0]["hints"] is False


def test_a_played_game_ends_with_the_winner_and_play_again() -> None:
    """A whole game answered by the random program: the game's end names the same winner
    as the last hand, with the hands won summing to the hands played; NO ends with 0."""
    options = Settings(5, preset_rules("classic", 3, {"target": 100}), "classic", 1, ("easy",))
    program = RandomProgram(random.Random(1), bad=0.0, hints=0.0)
    end, text = play(options, program)
    output = lines(text)
    assert end.status == 0 and not program.problems
    won = [line for line in output if line.get("event") == "game_won"]
    assert len(won) == 1
    hands = [line for line in output if line.get("event") == "hand_won"]
    assert won[0]["player"] == hands[-1]["player"]
    assert won[0]["scores"] == hands[-1]["scores"] and max(won[0]["scores"].values()) >= 100
    assert sum(won[0]["hands_won"].values()) == len(hands)
    assert output[-1] == {"question": "play_again", "legal": ["YES", "NO"]}


def test_same_seed_and_answers_give_the_same_bytes() -> None:
    answers = "TAKE\nYES\n" * 40
    first = run(["--seed", "11", "--rules", "house"], answers)
    assert run(["--seed", "11", "--rules", "house"], answers) == first


def test_a_recording_replays_and_checks(tmp_path: Path) -> None:
    record = tmp_path / "game.txt"
    args = ["--seed", "7", "--opponents", "2", "--record", str(record), "--protocol", "json"]
    result = CliRunner().invoke(main, args, input="TAKE\nNO\nHINT\nTAKE\n")
    saved = Transcript.load(record)
    assert "--protocol json" in record.read_text().splitlines()[0]
    assert saved.screen == result.stdout and saved.status == result.exit_code == 1
    assert saved.keys == b"TAKE\nNO\nHINT\nTAKE\n"
    checked = CliRunner().invoke(main, ["replay", "--check", str(record)])
    assert checked.exit_code == 0 and checked.stdout == f"{record}: matches\n"
    shown = CliRunner().invoke(main, ["replay", str(record)])
    assert shown.exit_code == 0 and shown.stdout == result.stdout


def test_resume_is_refused_with_the_protocol() -> None:
    result = CliRunner().invoke(main, ["--resume", "--protocol", "json"])
    assert result.exit_code == 2 and "--protocol json plays a new game" in result.stderr


# --------------------------------------------------------------------------- question kinds


def session_at(game: Game, humans: int = 1, *, hints: bool = True) -> dict[str, Any]:
    """The question a protocol session sends for ``game`` as it stands."""
    options = Settings(1, game.rules, "classic", humans, ("normal",), hints=hints)
    program = RandomProgram(random.Random(0))
    session = protocol.ProtocolSession(
        options,
        protocol.AnswerLines(cast(BinaryIO, program)),
        protocol.JsonLines(cast(TextIO, program)),
    )
    session.game = game
    return session.question(game, protocol.legal_answers(game))


def position(rules_name: str = "classic", **changes: object) -> Game:
    """A game of three at its first move (seed 3), under ``rules_name`` and ``changes``."""
    rules = preset_rules(rules_name, 3, dict(changes))
    game = Game(rules, seed=3, callers=(0,))
    game.apply(DEAL)
    while game.question is not Question.MOVE or game.turn != 0:
        game.apply(game.legal_answers()[-1] if game.turn else TAKE)
    return game


def test_color_lists_the_colors_of_the_deck() -> None:
    for preset in ("classic", "eight-color"):
        game = position(preset)
        wild = Card.parse("COLOR CHANGE")
        game.hands[0].append(wild)
        game.apply(wild)
        asked = session_at(game)
        assert asked["question"] == "color"
        assert asked["legal"] == [color.value for color in PRESETS[preset].colors]


def test_swap_lists_the_other_players_and_keep() -> None:
    game = position("party")
    swap = Card.parse("SWAP HANDS")
    if swap not in game.hands[0]:
        holder = (
            next(hand for hand in game.hands if swap in hand)
            if any(swap in hand for hand in game.hands)
            else game.stock
        )
        holder.remove(swap)
        game.hands[0].append(swap)
    game.apply(swap)
    asked = session_at(game)
    assert asked["question"] == "swap" and asked["card"] == "SWAP HANDS"
    assert asked["legal"] == ["COMPUTER 1", "COMPUTER 2", "KEEP"]


def test_uno_call_key_lists_each_play_with_its_call() -> None:
    game = position("classic", uno_call="key")
    asked = session_at(game)
    cards = [answer for answer in asked["legal"] if answer not in ("TAKE", "HINT")]
    plain = [answer for answer in cards if not answer.endswith(" UNO")]
    assert cards == [text for card in plain for text in (card, f"{card} UNO")]
    assert asked["legal"][-1] == "TAKE"
    assert protocol.words(Called(True), Names()) == "YES UNO"


def test_answers_are_written_as_the_words_of_the_screen() -> None:
    names = Names(2, ("ANN", "BOB"))
    expected: list[tuple[Answer, str]] = [
        (Card.parse("RED 7"), "RED 7"),
        (Color.BLUE, "BLUE"),
        (True, "YES"),
        (False, "NO"),
        (1, "BOB"),
        (3, "COMPUTER 2"),
        (TAKE, "TAKE"),
        (KEEP, "KEEP"),
        (DEAL, "NEXT"),
        (Called(Card.parse("DRAW FOUR")), "DRAW FOUR UNO"),
    ]
    assert [protocol.words(answer, names) for answer, _ in expected] == [
        text for _, text in expected
    ]


# --------------------------------------------------------------------------- the screen's game


def engine_answers(transcript: Transcript, monkeypatch: pytest.MonkeyPatch) -> list[str]:
    """The protocol answers that play the game a screen transcript plays: each answer the
    humans gave the engine, in the protocol's words, with NEXT between hands and YES and NO
    at PLAY AGAIN as the screen answered it."""
    options = transcript_options(transcript)
    names = Names(options.humans, options.names)
    answered: list[tuple[int, Question, int, Answer]] = []

    class Logged(Game):
        def apply(self, answer: Answer) -> Any:
            asked = (self.game_number, self.question, self.turn, answer)
            events = super().apply(answer)
            answered.append(asked)
            return events

    monkeypatch.setattr(console, "Game", Logged)
    replay(transcript.args, options, transcript.keys, transcript.status)
    monkeypatch.undo()
    out: list[str] = []
    dealt: set[int] = set()
    for game_number, question, turn, answer in answered:
        if game_number not in dealt:
            dealt.add(game_number)
            if game_number > 1:
                out.append("YES")
            continue  # (the first deal of a game is the protocol's own)
        if question is NEXT_HAND:
            out.append("NEXT")
        elif turn < options.humans:
            out.append(protocol.words(answer, names))
    if "PLAY AGAIN (Y/N)? N" in transcript.screen:
        out.append("NO")
    return out


CARD = (
    r"(?:(?:RED|YELLOW|GREEN|BLUE|ORANGE|PURPLE|PINK|SKY) (?:\d|SKIP|DRAW TWO|REVERSE)"
    r"|COLOR CHANGE|DRAW FOUR|SWAP HANDS|CUSTOM WILD)"
)


def fixed_lines_of_screen(screen: str, options: Settings) -> list[str]:
    """The screen's fixed lines of what happens, by a player of the table or to it: plays,
    takes, colors, skips, reversals, UNO and its misses, challenges, swaps, hands passed
    on, jump-ins, first cards, cuts, each hand's start and end, the game's end."""
    names = Names(options.humans, options.names)
    who = "|".join(re.escape(names(seat)) for seat in range(options.rules.players))
    line = (
        rf"(?:{who}) (?:PLAYS {CARD}|TAKES (?:A CARD|\d+ CARDS)|IS SKIPPED|JUMPS IN|DEALS"
        rf"|CUTS {CARD}|SWAPS HANDS WITH (?:{who})|CHALLENGES (?:{who})|WAS (?:NOT )?BLUFFING"
        rf"|WINS THE (?:HAND|GAME))|(?:{who}): UNO!|(?:{who}) DID NOT SAY UNO!"
        rf"|NO CARDS LEFT TO TAKE|COLOR IS NOW [A-Z]+|DIRECTION REVERSED"
        rf"|HANDS PASS TO THE NEXT PLAYER|FIRST CARD: {CARD}|HAND \d+: (?:{who}) STARTS"
    )
    return re.findall(rf"^(?:{line})$", screen, re.M)


def fixed_lines_of_protocol(output: list[dict[str, Any]]) -> list[str]:
    """The same lines, as the screen's rules word each event (written from those rules,
    not from the game's code)."""
    said = []
    for line in output:
        event, who = line.get("event"), line.get("player")
        count = line.get("count")
        words = {
            "play": f"{who} PLAYS {line.get('card')}",
            "take": "NO CARDS LEFT TO TAKE"
            if count == 0
            else f"{who} TAKES {'A CARD' if count == 1 else f'{count} CARDS'}",
            "color": f"COLOR IS NOW {line.get('color')}",
            "skip": f"{who} IS SKIPPED",
            "reverse": "DIRECTION REVERSED",
            "uno": f"{who}: UNO!",
            "missed_uno": f"{who} DID NOT SAY UNO!",
            "challenge": f"{who} CHALLENGES {line.get('challenged')}",
            "challenge_result": f"{who} WAS {'' if line.get('bluffing') else 'NOT '}BLUFFING",
            "swap": f"{who} SWAPS HANDS WITH {line.get('with')}",
            "pass_hands": "HANDS PASS TO THE NEXT PLAYER",
            "jump_in": f"{who} JUMPS IN",
            "first_card": f"FIRST CARD: {line.get('card')}",
            "cut": f"{who} CUTS {line.get('card')}",
            "dealer": f"{who} DEALS",
            "hand": f"HAND {line.get('number')}: {line.get('starter')} STARTS",
            "hand_won": f"{who} WINS THE HAND",
            "game_won": f"{who} WINS THE GAME",
        }.get(event or "")
        if words is not None:
            said.append(words)
    return said


@pytest.mark.parametrize("path", TRANSCRIPTS, ids=[path.stem for path in TRANSCRIPTS])
def test_the_goldens_play_the_same_game_over_the_protocol(
    path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Every golden transcript's game, answered over the protocol with the answers its keys
    gave the engine: an event for each of the screen's fixed lines of what happened (plays,
    takes, colors, skips, reversals, UNO, challenges, swaps, hands passed, jump-ins, first
    cards, cuts, each hand's start and winner, the game's), in the same order; and a
    session that ends as the screen's did (NO: status 0)."""
    transcript = Transcript.load(path)
    answers = engine_answers(transcript, monkeypatch)
    options = replace(transcript_options(transcript), protocol="json")
    ended, text = replayed(options, ("\n".join(answers) + "\n").encode())
    output = lines(text)
    assert not [line for line in output if "error" in line]
    assert fixed_lines_of_protocol(output) == fixed_lines_of_screen(transcript.screen, options)
    if answers and answers[-1] == "NO":
        assert ended.status == 0
    for line in output:
        assert not VALIDATE(line)


# --------------------------------------------------------------------------- random sessions


@settings(max_examples=5)
@given(st.integers(0, 2**40 - 1))
def test_random_sessions_keep_every_promise(case_seed: int) -> None:
    """The fuzzer's cases played over the protocol (tools/fuzz.py --protocol: random
    options under every preset, several humans, answers legal mostly and bad now and
    then): every line valid under the schema, each promise tools/protocol_player.py checks
    kept, every card in the game once at every step, each question's hand the seat's own,
    every session ending as its answers end it, its answers alone replaying it."""
    result = play_case(case_seed, VALIDATE)
    assert not result.problems, result.problems[:5]


# --------------------------------------------------------------------------- a real pipe


def started(*args: str) -> subprocess.Popen[bytes]:
    # (without PYTHONUNBUFFERED, which would flush every write: the game flushes each
    # question itself, and that is what a program reading one line at a time needs)
    env = {name: value for name, value in os.environ.items() if name != "PYTHONUNBUFFERED"}
    return subprocess.Popen(
        [sys.executable, "-m", "uno_classic", "--protocol", "json", *args],
        stdin=subprocess.PIPE,
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        env=env,
    )


class Lines:
    """A pipe's lines as they arrive, each waited for at most ``WAIT`` seconds: a question
    the game did not flush never arrives, and fails the test instead of hanging it."""

    WAIT = 20

    def __init__(self, stdout: Any) -> None:
        self.fd = stdout.fileno()
        self.buffer = b""

    def line(self) -> dict[str, Any]:
        while b"\n" not in self.buffer:
            readable, _, _ = select.select([self.fd], [], [], self.WAIT)
            assert readable, f"no line within {self.WAIT} s: {self.buffer[-200:]!r}"
            chunk = os.read(self.fd, 65536)
            assert chunk, "the game's output ended"
            self.buffer += chunk
        line, self.buffer = self.buffer.split(b"\n", 1)
        parsed: dict[str, Any] = json.loads(line)
        return parsed


def read_until_question(lines: Lines) -> Iterator[dict[str, Any]]:
    while True:
        line = lines.line()
        yield line
        if "question" in line:
            return


def test_a_program_reads_each_question_before_it_answers() -> None:
    """Through real pipes: each question arrives (flushed) before any answer is written,
    and Ctrl-C (SIGINT) ends the session with one line and status 130."""
    game = started("--seed", "5")
    assert game.stdin is not None and game.stdout is not None
    lines = Lines(game.stdout)
    asked = list(read_until_question(lines))[-1]
    game.stdin.write(b"TAKE\n")
    game.stdin.flush()
    asked = list(read_until_question(lines))[-1]
    assert asked["question"] == "play_taken"
    game.send_signal(signal.SIGINT)
    rest, errors = game.communicate(timeout=30)
    assert json.loads(rest) == {"event": "interrupted", "status": 130}
    assert game.returncode == 130 and errors == b""


def test_a_closed_output_ends_the_session_quietly() -> None:
    game = started("--seed", "5")
    assert game.stdout is not None and game.stdin is not None
    game.stdout.readline()
    game.stdout.close()
    _, errors = game.communicate(input=b"TAKE\nYES\n" * 50, timeout=30)
    assert game.returncode == 141 and errors == b""


# --------------------------------------------------------------------------- docs and examples


def test_the_docs_hold_the_schema_the_package_ships() -> None:
    """docs/protocol.schema.json is the package's file (a link in a checkout, a copy in the
    source distribution)."""
    shipped = (ROOT / "uno_classic" / protocol.SCHEMA).read_bytes()
    assert (ROOT / "docs" / "protocol.schema.json").read_bytes() == shipped
    assert protocol.schema()["title"].endswith(f"version {protocol.VERSION}")


BOT_GAMES = [
    ("classic",),
    ("official",),
    ("house",),
    ("party",),
    ("eight-color",),
    ("party", "--seven-zero", "--jump-in", "--uno-call", "key", "--humans", "2"),
    ("official", "--stacking", "add", "--draw-four", "bluff", "--opponents", "1"),
]


@pytest.mark.parametrize("rules", BOT_GAMES, ids=[" ".join(rules) for rules in BOT_GAMES])
def test_the_example_bot_plays_a_whole_game(rules: tuple[str, ...], tmp_path: Path) -> None:
    """examples/json_bot.py against the game through real pipes: a whole game under each
    preset (and the house rules, several humans, calling UNO, challenges and stacking),
    ending with status 0 and the winner the recording of its answers names."""
    record = tmp_path / "bot.txt"
    command = f"{sys.executable} -m uno_classic"
    preset, *more = rules
    bot = subprocess.run(
        [
            *(sys.executable, str(ROOT / "examples" / "json_bot.py"), "--command", command),
            *("--seed", "21", "--rules", preset, *more, "--record", str(record)),
        ],
        capture_output=True,
        text=True,
        timeout=120,
        check=False,
    )
    assert bot.returncode == 0 and bot.stderr == ""
    recorded = lines(Transcript.load(record).screen)
    (won,) = [line for line in recorded if line.get("event") == "game_won"]
    assert bot.stdout.splitlines()[-1].startswith(f"{won['player']} wins the game")
    assert recorded[-1] == {"question": "play_again", "legal": ["YES", "NO"]}
    assert not [line for line in recorded if "error" in line]


# ------------------------------------------------------------------ strategies of one's own


def test_a_strategy_of_ones_own_plays_beside_the_program() -> None:
    code, output, _ = run(
        ["--seed", "4", "--opponents", "2", "--strategy", "tests.plugin_strategies:Good,hard"],
        "TAKE\nNO\n" * 30,
    )
    assert output[0]["players"][1] == {
        "name": "COMPUTER 1",
        "human": False,
        "level": "tests.plugin_strategies:Good",
    }
    assert any(line.get("player") == "COMPUTER 1" for line in output if "event" in line)
    assert code == 1 and output[-1] == {"event": "end_of_input"}


@pytest.mark.parametrize(
    ("name", "question", "why"),
    [
        ("Illegal", "move", "IS NOT A LEGAL PLAY NOW"),
        ("Raises", "move", "ZERODIVISIONERROR: INTEGER DIVISION OR MODULO BY ZERO"),
    ],
)
def test_a_strategy_that_fails_ends_the_session_with_one_line_and_a_log(
    name: str, question: str, why: str, tmp_path: Path
) -> None:
    """Its answer never played: the last line names the strategy, the question and the
    crash log, which holds its traceback; status 70."""
    spec = f"tests.plugin_strategies:{name}"
    code, output, _ = run(["--seed", "4", "--opponents", "1", "--strategy", spec], "TAKE\n" * 30)
    failed = output[-1]
    assert code == 70 and failed["event"] == "strategy_failed"
    assert failed["strategy"] == spec and failed["question"] == question
    assert failed["player"] == "COMPUTER 1"
    assert failed["message"].startswith(f"THE STRATEGY {spec} FAILED AT MOVE: ")
    assert why in failed["message"]
    log = Path(failed["log"]).read_text()
    assert "Traceback" in log and spec in log
    assert not VALIDATE(failed)
    plays = [line for line in output if line.get("event") == "play"]
    assert all(line["player"] == "HUMAN" for line in plays)  # (it never played)


def test_what_a_strategy_prints_goes_to_standard_error() -> None:
    """Found by a bot writer: a strategy's prints were on standard output, among the
    lines, which then were not all JSON."""
    spec = "tests.plugin_strategies:Printer"
    result = CliRunner().invoke(
        main,
        ["--seed", "4", "--opponents", "1", "--strategy", spec, "--protocol", "json"],
        input="TAKE\n" * 20,
    )
    assert all(json.loads(line) for line in result.stdout.splitlines())
    assert "HELLO FROM A STRATEGY" in result.stderr


def test_spaces_inside_an_answer_and_uno_words_without_the_rule() -> None:
    """Spaces anywhere in an answer do not matter (``green  0``); ``UNO`` after a card is
    a card's refusal only when the humans call UNO themselves, else no answer at all."""
    _, output, _ = run(["--seed", "5", "--opponents", "1"], "RED 9 UNO\ngreen   0\n")
    assert output[6] == {"error": '"RED 9 UNO" is not one of the legal answers'}
    assert {"event": "play", "player": "HUMAN", "card": "GREEN 0"} in output
    _, called, _ = run(["--seed", "5", "--opponents", "1", "--uno-call", "key"], "RED 9 UNO\n")
    assert called[6]["error"].startswith("RED 9 cannot be played: the card matches neither")


def test_a_terminal_that_hangs_up_ends_the_session_as_sighup(tmp_path: Path) -> None:
    """Answers typed at a terminal whose window closes (its pty hung up under a read):
    the last line says so with 129, and nothing else is written (found at a real
    terminal: the read's EIO was taken for a crash, then SIGHUP broke through it)."""
    out, err = tmp_path / "out.txt", tmp_path / "err.txt"
    command = f"exec {sys.executable} -m uno_classic --seed 5 --protocol json >{out} 2>{err}"
    child = pexpect.spawn("bash", ["-c", command], env={**os.environ, "TERM": "xterm"})
    for _ in range(100):
        if '"question"' in (out.read_text() if out.exists() else ""):
            break
        child.expect([pexpect.TIMEOUT, pexpect.EOF], timeout=0.1)
    child.close(force=True)
    last = out.read_text().splitlines()[-1]
    assert json.loads(last) == {"event": "interrupted", "status": 129}
    assert err.read_text() == ""


def test_keep_and_hint_are_no_names() -> None:
    """Found by a reviewer: a human named HINT (or KEEP) could not be swapped with, its
    name being another answer of the same question."""
    for name in ("hint", "Keep"):
        result = CliRunner().invoke(main, ["--names", f"ann,{name}", "--protocol", "json"])
        assert result.exit_code == 2 and f"'{name}' cannot be a name" in result.stderr
        assert result.stdout == ""


def test_answers_are_compared_in_ascii_and_refusals_repeat_little() -> None:
    """Found by a reviewer: letters outside ASCII that upper-case to ASCII ones were taken
    for answers (a long s for S, a dotless i for I), and a huge refused line was repeated
    whole in its error."""
    _, output, _ = run(["--seed", "5"], "ye\u017f\nh\u0131nt\n" + "x" * 5000 + "\nTAKE\x1c\n")
    errors = [line["error"] for line in output if "error" in line]
    assert errors[:2] == [
        '"ye\\u017f" is not one of the legal answers',  # (json.dumps's escape)
        '"h\\u0131nt" is not one of the legal answers',
    ]
    assert errors[2] == '"' + "X" * 37 + '..." is not one of the legal answers'
    assert len(errors) == 4 and not [line for line in output if "hint" in line]


@pytest.mark.skipif(not Path("/dev/full").exists(), reason="no /dev/full here")
def test_an_output_that_fails_otherwise_than_closing_is_a_crash() -> None:
    """Found by a reviewer: a full disk (/dev/full) gave a traceback and status 1."""
    with Path("/dev/full").open("wb") as full:
        game = subprocess.run(
            [sys.executable, "-m", "uno_classic", "--seed", "5", "--protocol", "json"],
            input=b"TAKE\n",
            stdout=full,
            stderr=subprocess.PIPE,
            check=False,
        )
    assert game.returncode == 70 and game.stderr == b""


@pytest.mark.parametrize("protocol", ["json", "screen"])
def test_a_strategy_that_swallows_errors_cannot_swallow_ctrl_c(protocol: str) -> None:
    """Found by a reviewer: the stop raised by Ctrl-C was an Exception, so a strategy's
    ``except Exception`` took it and play went on, the game deaf to every later signal."""
    spec = "tests.plugin_strategies:SwallowsErrors"
    game = subprocess.Popen(
        [
            *(sys.executable, "-m", "uno_classic", "--seed", "4", "--opponents", "1"),
            *("--strategy", spec, "--protocol", protocol, "--delay", "0"),
        ],
        stdin=subprocess.PIPE,
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
    )
    assert game.stdin is not None and game.stdout is not None
    game.stdin.write(b"TAKE\nNO\n" * 5 if protocol == "json" else b"TN" * 5)
    game.stdin.flush()
    time.sleep(1.5)  # (well inside one of its waits: it waits at every move)
    game.send_signal(signal.SIGINT)
    _, errors = game.communicate(timeout=30)
    assert game.returncode == 130 and errors == b""


@pytest.mark.parametrize("protocol", ["json", "screen"])
def test_sys_exit_in_a_strategy_is_its_failure(protocol: str) -> None:
    """Found by a reviewer: sys.exit from a strategy ended the game with its status, no
    save and no log (and hung simulate's workers)."""
    spec = "tests.plugin_strategies:Exits"
    result = CliRunner().invoke(
        main,
        ["--seed", "4", "--opponents", "1", "--strategy", spec, "--protocol", protocol],
        input="TAKE\n" * 5 if protocol == "json" else "T" * 5,
    )
    assert result.exit_code == 70
    assert "SYSTEMEXIT: 3" in result.stdout


@pytest.mark.parametrize("protocol", ["screen", "json"])
def test_a_game_started_with_its_input_closed_ends_as_at_the_end_of_input(
    protocol: str,
) -> None:
    """Found by a reviewer: ``uno-classic <&-`` (no standard input at all) gave a
    traceback; it is an input that has ended."""
    game = subprocess.run(
        f"exec {shlex.quote(sys.executable)} -m uno_classic --seed 3 --protocol {protocol} <&-",
        shell=True,
        capture_output=True,
        text=True,
        check=False,
    )
    assert game.returncode == 1 and game.stderr == ""
    last = game.stdout.splitlines()[-1]
    assert last == (
        '{"event": "end_of_input"}' if protocol == "json" else "END OF INPUT: THE GAME STOPS HERE"
    )
