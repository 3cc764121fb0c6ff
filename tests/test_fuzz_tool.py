"""Tests of the fuzzer in tools/fuzz.py, not of the game: no change to the game can make
these fail, so they count for nothing as game coverage (marked ``tool``).

They keep the fuzzer honest, which the fuzz tests in test_fuzz.py rely on: its engine watch
catches a broken engine (lost cards, scores from nothing, wrong card points), and its key
check holds a console to the screen and key rules.
"""

from __future__ import annotations

import dataclasses
import random
import sys
from collections.abc import Sequence

import pytest

from tools.fuzz import (
    DRAWN_LAST,
    MAX_PLAYERS,
    Case,
    DeckKeySet,
    case_from_seed,
    check_cli,
    echo_problem,
    keyboard_problems,
    line_problems,
    random_stream,
    run_case,
)
from tools.screen_text import NEXT_HAND, SORT_PLAY_TAKE
from uno_classic.cards import FACES
from uno_classic.events import Event
from uno_classic.game import Game
from uno_classic.questions import Answer
from uno_classic.variants import OPTION_KINDS, PRESETS, DrawFour

from .test_fuzz import a_case

pytestmark = pytest.mark.tool


class LosesACard(Game):
    """An engine that drops a card from the stock at its fifth answer."""

    def apply(self, answer: Answer) -> Sequence[Event]:
        events = super().apply(answer)
        if self.turns == 5 and self.stock:
            self.stock.pop()
        return events


class ScoresFromNothing(Game):
    """An engine that gives COMPUTER 1 a point after every answer."""

    def apply(self, answer: Answer) -> Sequence[Event]:
        events = super().apply(answer)
        self.scores[1] += 1
        return events


@pytest.mark.parametrize(
    ("engine", "complaint"),
    [(LosesACard, "cards, missing ["), (ScoresFromNothing, "but the hand just won gives it 0")],
)
def test_the_engine_watch_catches_a_broken_engine(engine: type[Game], complaint: str):
    outcome = run_case(a_case(b"TY" * 200), engine=engine)
    assert any(complaint in problem for problem in outcome.problems), outcome.problems
    assert any("first broken invariant" in problem for problem in outcome.problems)


@pytest.mark.parametrize("preset", ["party", "eight-color"])
def test_the_engine_watch_counts_the_cards_of_the_deck_in_play(preset: str):
    case = dataclasses.replace(a_case(b"TY" * 200), preset=preset)
    assert not run_case(case, engine=Game).problems
    outcome = run_case(case, engine=LosesACard)
    assert any("cards, missing [" in problem for problem in outcome.problems), outcome.problems


def test_random_cases_play_every_preset_and_option_value_as_valid_command_lines():
    cases = [case_from_seed(seed) for seed in range(300)]
    assert {case.preset for case in cases} == set(PRESETS)
    drawn = {change for case in cases for change in case.changes}
    for name, kind in OPTION_KINDS.items():
        if name not in DRAWN_LAST:
            assert {(name, value.value) for value in kind} <= drawn, name
    # Drawn after the rest, as the house rules are: only the value no preset has.
    assert {("seven_zero", "on"), ("jump_in", "on"), ("uno_call", "key")} <= drawn
    both = [case for case in cases if {"seven_zero", "jump_in"} <= dict(case.changes).keys()]
    assert both and all("--seven-zero" in case.cli_args() for case in both)
    for case in cases:
        rules = case.options().rules  # a custom rule only with the party deck
        changed = dict(case.changes)
        assert not (rules.draw_four is DrawFour.FREE and "draw_four_test" in changed)


def test_the_command_line_check_plays_as_uno_classic_whatever_started_the_fuzzer(
    monkeypatch: pytest.MonkeyPatch,
):
    # The ? help names the rules command as the game was started; the check compares the
    # command with the in-process run, which names uno-classic (tools/fuzz.py once
    # reported every such stream as a problem).
    monkeypatch.setattr(sys, "argv", ["tools/fuzz.py"])
    case = Case(seed=5, opponents=1, target=500, uno_penalty=0.25, strategy="normal", data=b"?Q")
    expected = run_case(case, replay=False)
    assert "RULES AND EVERY KEY" in expected.screen
    assert check_cli(case, expected) == []


def test_streams_name_the_cards_of_the_deck_in_play():
    eight = DeckKeySet("RYGBOPIK", "CF")
    assert b"PO" in random_stream(random.Random(1), eight) + random_stream(random.Random(2), eight)
    party = b"".join(
        random_stream(random.Random(seed), DeckKeySet("RYGB", "CFHU")) for seed in range(3)
    )
    assert b"PSHY" in party and b"PSUY" in party


def test_the_engine_watch_counts_points_itself(monkeypatch: pytest.MonkeyPatch):
    # An engine whose action cards score 10: the watch counts 20 from their names.
    for face in FACES:
        if face.rank.is_action:
            monkeypatch.setattr(face, "points", 10)
    outcome = run_case(a_case(b"TY" * 200), engine=Game)
    assert any("hand won for " in problem for problem in outcome.problems), outcome.problems


SEE_2 = "HUMAN 2: PRESS ANY KEY TO SEE YOUR CARDS? "
REFUSED_X = f"X\nPLEASE ANSWER S, P OR T (? FOR HELP)\n{SORT_PLAY_TAKE}"
SWAP = "SWAP HANDS WITH (1-3/N)? "


@pytest.mark.parametrize(
    ("key", "prompt", "after", "complaint"),
    [
        ("x", SORT_PLAY_TAKE, REFUSED_X, None),
        ("p", SORT_PLAY_TAKE, "P\nCOLOR (R/Y/G/B/S)? ", None),
        ("y", "PLAY RED 7 (Y/N)? ", "Y\nHUMAN PLAYS RED 7\n", None),
        ("\u00e9", SORT_PLAY_TAKE, REFUSED_X[1:], None),
        (" ", SORT_PLAY_TAKE, "", None),
        ("K", NEXT_HAND, "\nHAND 2: HUMAN STARTS\n", None),
        ("x", SORT_PLAY_TAKE, REFUSED_X.lower(), "does not answer"),
        ("\u00e9", SORT_PLAY_TAKE, "\u00c9" + REFUSED_X[1:], "does not answer"),
        (" ", SORT_PLAY_TAKE, REFUSED_X[1:], "whitespace"),
        ("p", SORT_PLAY_TAKE, REFUSED_X.replace("X", "P", 1), "answers"),
        ("X", SORT_PLAY_TAKE, "X\nNO\nCOLOR (R/Y/G/B/S)? ", "does not answer"),
        ("Z", "CARD (0-9/S/D/R)? ", "Z\nPLEASE ANSWER S, D OR R\nCARD (0-9/S/D/R)? ", "0-9"),
        ("x", "CARD (0-9/S/D/R)? ", f"X\n{SORT_PLAY_TAKE}", None),
        ("?", "PLAY RED 7 (Y/N)? ", "?\nY PLAYS IT.\nPLAY RED 7 (Y/N)? ", None),
        ("?", "NEW COLOR (R/Y/G/B)? ", "?\nPLEASE ANSWER R, Y, G OR B\nNEW COLOR (R/Y/G/B)? ", "?"),
        ("?", "PLAY AGAIN (Y/N)? ", "?\n", "not help"),
        ("X", "PLAY RED 7 (Y/N)? ", f"X\n{SORT_PLAY_TAKE}", "does not answer"),
        ("K", NEXT_HAND, "K\n", "PRESS ANY KEY"),
        ("\x1b", SORT_PLAY_TAKE, "\nNO\n" + SORT_PLAY_TAKE, "never makes a key"),
        ("P", "HUMAN PLAYS", "P\n", "not a prompt"),
        ("2", SWAP, "2\nHUMAN PLAYS SWAP HANDS\nNEW COLOR (R/Y/G/B)? ", None),
        ("n", SWAP, "N\nHUMAN PLAYS SWAP HANDS\nNEW COLOR (R/Y/G/B)? ", None),
        ("4", SWAP, f"4\nPLEASE ANSWER 1-3 OR N (? FOR HELP)\n{SWAP}", None),
        ("4", SWAP, f"4\nPLEASE ANSWER 1 OR N\n{SWAP}", "does not name the answer 1-3"),
        ("4", SWAP, "4\nHUMAN PLAYS SWAP HANDS\n", "does not answer"),
        ("O", "COLOR (R/Y/G/B/O/P/I/K/S)? ", "O\nCARD (0-9/S/D/R)? ", None),
        ("O", "COLOR (R/Y/G/B/S)? ", "O\nCARD (0-9/S/D/R)? ", "does not answer"),
        ("K", "NEW COLOR (R/Y/G/B/O/P/I/K)? ", "K\nHUMAN PLAYS COLOR CHANGE\n", None),
        ("X", "SPECIAL CARD (C/F/H/U)? ", f"X\n{SORT_PLAY_TAKE}", None),
        ("H", "COLOR CHANGE OR DRAW FOUR (C/F)? ", "H\nPLAY SWAP HANDS (Y/N)? ", "not one line"),
        ("H", SORT_PLAY_TAKE, f"H\nHINT: PLAY RED 7\n{SORT_PLAY_TAKE}", None),
        ("h", "NEW COLOR (R/Y/G/B)? ", "H\nHINT: NAME BLUE\nNEW COLOR (R/Y/G/B)? ", None),
        ("H", SORT_PLAY_TAKE, f"H\nHINTS ARE OFF IN THIS GAME\n{SORT_PLAY_TAKE}", None),
        ("H", SORT_PLAY_TAKE, f"H\nHINT: FLY AWAY\n{SORT_PLAY_TAKE}", "not a hint"),
        ("H", SORT_PLAY_TAKE, "H\nHINT: PLAY RED 7\nCARD (0-9/S/D/R)? ", "not one line"),
        ("H", "PLAY AGAIN (Y/N)? ", "H\nHINT: PLAY RED 7\nPLAY AGAIN (Y/N)? ", "refusal"),
        ("x", SEE_2, "\nTOP CARD: RED 5   COLOR: RED\n", None),
        ("?", SEE_2, "\nYOU TOOK RED 2\n", None),
        (" ", SEE_2, "", None),
        ("x", SEE_2, "X\nTOP CARD: RED 5   COLOR: RED\n", "gave"),
        (" ", SEE_2, "\nTOP CARD: RED 5   COLOR: RED\n", "whitespace"),
        ("K", "HUMAN 11: PRESS ANY KEY TO SEE YOUR CARDS? ", "\n", "not a prompt"),
        ("n", "CHALLENGE HUMAN 1 (Y/N)? ", "N\nHUMAN 2 TAKES 4 CARDS\n", None),
        ("K", "CHALLENGE HUMAN 1 (Y/N)? ", "K\nHUMAN 2 TAKES 4 CARDS\n", "does not answer"),
    ],
)
def test_the_key_check_holds_the_console_to_the_screen_rules(key, prompt, after, complaint):
    problem = echo_problem(key, prompt, after)
    if complaint is None:
        assert problem is None
    else:
        assert problem is not None and complaint in problem


def test_random_cases_seat_several_humans_at_tables_of_2_to_10_with_keys_to_hand_over():
    cases = [case_from_seed(seed) for seed in range(300)]
    tables = {(case.humans, case.opponents) for case in cases}
    assert all(2 <= humans + opponents <= MAX_PLAYERS for humans, opponents in tables)
    assert {humans for humans, _ in tables} == set(range(1, 11))
    assert {opponents for humans, opponents in tables if humans > 1} >= {0, 5}
    several = [case for case in cases if case.humans > 1]
    assert 100 < len(several) < 200
    assert sum(case.humans <= 4 for case in several) > len(several) * 2 // 3
    assert all(case.cli_args()[2:4] == ["--humans", str(case.humans)] for case in several)
    assert all(case.options().humans == case.humans for case in several)
    handing = DeckKeySet.of(PRESETS["classic"], humans=2)
    assert b"KP" in b"".join(random_stream(random.Random(seed), handing) for seed in range(3))


SEE = "HUMAN {}: PRESS ANY KEY TO SEE YOUR CARDS? "
A_TURN = ["TOP CARD: RED 5   COLOR: RED", "HUMAN 1: 7 CARDS", "HUMAN 2 PLAYS"]
QUIT_REFUSED = ["QUIT (Y/N)? !", "PLEASE ANSWER Y OR N (? FOR HELP)", "QUIT (Y/N)? "]
"""Q at a hand-over prompt, then keys refused at QUIT (Y/N)? before its N."""


@pytest.mark.parametrize(
    ("lines", "complaint"),
    [
        (["HAND 1: HUMAN 2 STARTS", SEE.format(2), "YOU TOOK RED 2", *A_TURN], None),
        (["HAND 1: HUMAN 2 STARTS", SEE.format(1), *A_TURN], "while the keyboard is HUMAN 1's"),
        (["HAND 1: HUMAN 2 STARTS", *A_TURN], "while the keyboard is None's"),
        ([SEE.format(2), *A_TURN, SEE.format(2), *A_TURN], "handed to HUMAN 2, who holds it"),
        ([SEE.format(2), *A_TURN, "HAND 2: HUMAN 1 STARTS", *A_TURN], "keyboard is None's"),
        ([SEE.format(2), NEXT_HAND, SEE.format(2), *A_TURN], None),
        ([SEE.format(2), "QUIT (Y/N)? N", SEE.format(2), *A_TURN], None),  # asked again
        ([SEE.format(2), *A_TURN, "QUIT (Y/N)? N", SEE.format(2)], "who holds it"),
        ([SEE.format(2), *QUIT_REFUSED, "QUIT (Y/N)? N", SEE.format(2), *A_TURN], None),
        ([SEE.format(2), *A_TURN, *QUIT_REFUSED, "QUIT (Y/N)? N", SEE.format(2)], "holds it"),
        (["HAND 1: HUMAN 1 STARTS", "YOU TOOK RED 2"], "with nobody at the keyboard"),
        ([SEE.format(1), "HUMAN 1 TAKES 2 CARDS", "YOU TOOK RED 2, RED 3"], None),
        ([SEE.format(1), "HUMAN 10 TAKES 2 CARDS", "YOU TOOK RED 2, RED 3"], "for HUMAN 1 after"),
        ([SEE.format(1), "HUMAN 2 TAKES A CARD", "YOU TOOK RED 2"], "for HUMAN 1 after"),
        ([SEE.format(1), "HUMAN 1 TAKES A CARD", "YOU TOOK RED 2. PLAY IT (Y/N)? Y"], None),
        (["HAND 1: HUMAN 1 STARTS", "CHALLENGE HUMAN 1 (Y/N)? N"], "with nobody at the keyboard"),
    ],
)
def test_the_keyboard_check_holds_several_humans_to_their_own_hands(lines, complaint):
    problems = keyboard_problems("\n".join(lines))
    if complaint is None:
        assert problems == []
    else:
        assert len(problems) == 1 and complaint in problems[0], problems


def test_lower_case_is_allowed_only_in_the_quoted_rules_command_flags_included():
    # The help's last lines: the command that prints the rules, wrapped, its flags bare.
    quoted = [
        "  uno-classic rules --rules party --seven-zero \\",
        "    --custom-rule everyone-takes --jump-in --target 76 --uno-penalty 0.5",
    ]
    assert line_problems("\n".join(quoted) + "\n", game_text=True) == []
    for stray in ("  the --jump-in rule", "  --jump-in is on", "HUMAN jumps in"):
        assert line_problems(stray + "\n", game_text=True), stray
