"""Several humans at one keyboard, as they meet the game: ``--humans N`` on the command line,
the names HUMAN 1 ... HUMAN N, the prompt that hands the keyboard over
(``<NAME>: PRESS ANY KEY TO SEE YOUR CARDS? ``), cards named only to the human who took them,
challenges, swaps and stacks between humans, quitting, saves, recordings, and whole games.

The situations are real sessions: the command itself (click's CliRunner feeds stdin as a
pipe would), or ``run_session`` with scripted keys and a stacked first deal (every card of
the deck in play; seats not named get number cards), played on by the engine and the
computer players. Every expected line was worked out by hand from the cards dealt.
"""

from __future__ import annotations

import io
import json
import re
import shlex
from collections.abc import Mapping, Sequence
from pathlib import Path

import pytest
from click.testing import CliRunner, Result

from tools.scripted_player import card_keys
from uno_classic.cli import main
from uno_classic.console import Console, Options, run_session
from uno_classic.keys import ScriptedKeys
from uno_classic.play import rule_args
from uno_classic.variants import PRESETS, preset_rules

from .test_rule_options_ii_screen import session

WIDTH = 80
SORT_PLAY_TAKE = "SORT, PLAY OR TAKE (S/P/T)? "
ROWS = ("RED     :", "YELLOW  :", "GREEN   :", "BLUE    :", "SPECIAL :")


def run(args: str, keys: str = "") -> Result:
    return CliRunner().invoke(main, shlex.split(args), input=keys.encode())


def see(name: str) -> str:
    """The prompt that hands the keyboard to ``name``, as a line (only a newline echoed)."""
    return f"{name}: PRESS ANY KEY TO SEE YOUR CARDS? "


def table(preset: str = "classic", *, humans: int, players: int, **changes: str) -> Options:
    """A session's options, as the command line builds them: ``humans`` of ``players`` at
    the keyboard, the preset with ``changes`` (``stacking="add"``)."""
    rules = preset_rules(preset, players, changes)
    return Options.of(rules, preset, seed=1, strategy="normal", delay=0.0, humans=humans)


def stacked(
    monkeypatch: pytest.MonkeyPatch,
    options: Options,
    keys: str,
    *,
    hands: Mapping[int, str],
    then: str,
    first: str = "RED 5",
) -> list[str]:
    """The screen of a session whose first hand HUMAN 1 starts, dealt ``hands``, with
    ``first`` turned and ``then`` (top first) on the stock; played with ``keys`` until they
    run out. Every line is checked to fit 80 columns."""
    lines = session(monkeypatch, options, keys, starter=0, hands=hands, first=first, then=then)
    assert lines[-1] == "END OF INPUT: THE GAME STOPS HERE"
    return lines


def from_line(lines: Sequence[str], line: str, nth: int = 1) -> list[str]:
    """The lines from the ``nth`` occurrence of ``line`` on."""
    at = [i for i, seen in enumerate(lines) if seen == line][nth - 1]
    return list(lines[at:])


def rows_shown(lines: Sequence[str]) -> list[list[str]]:
    """Every set of five hand rows on the screen, in order."""
    return [
        list(lines[i : i + 5])
        for i in range(len(lines) - 4)
        if all(lines[i + k].startswith(ROWS[k]) for k in range(5))
    ]


# --------------------------------------------------------------------------- the command line


@pytest.mark.parametrize(
    ("args", "error"),
    [
        ("--humans 0", "Error: Invalid value for '--humans': 0 is not in the range 1<=x<=10."),
        ("--humans 11", "Error: Invalid value for '--humans': 11 is not in the range 1<=x<=10."),
        (
            "--humans 1 --opponents 0",
            "Error: 1 player at the table: a game needs 2 to 10 "
            "(give --opponents 1 or more, or --humans 2 or more)",
        ),
        (
            "--humans 6 --opponents 5",
            "Error: 6 humans and 5 opponents make 11 players: a game seats 2 to 10",
        ),
        (
            "--resume --humans 2",
            "Error: --resume continues a game with its saved options: leave out --humans",
        ),
    ],
)
def test_a_table_of_humans_that_cannot_sit_is_a_one_line_usage_error(args, error):
    result = run(args)
    assert result.exit_code == 2
    assert result.stdout == ""
    assert [line for line in result.stderr.splitlines() if line.startswith("Error")] == [error]


@pytest.mark.parametrize(
    ("humans", "scores"),
    [
        (
            2,  # three computers by default
            [
                "SCORES: HUMAN 1 0   HUMAN 2 0   COMPUTER 1 0",
                "        COMPUTER 2 0   COMPUTER 3 0",
            ],
        ),
        (
            8,  # as many as fit: two
            [
                "SCORES: HUMAN 1 0   HUMAN 2 0   HUMAN 3 0",
                "        HUMAN 4 0   HUMAN 5 0   HUMAN 6 0",
                "        HUMAN 7 0   HUMAN 8 0   COMPUTER 1 0",
                "        COMPUTER 2 0",
            ],
        ),
        (
            10,  # none
            [
                "SCORES: HUMAN 1 0   HUMAN 2 0   HUMAN 3 0",
                "        HUMAN 4 0   HUMAN 5 0   HUMAN 6 0",
                "        HUMAN 7 0   HUMAN 8 0   HUMAN 9 0",
                "        HUMAN 10 0",
            ],
        ),
    ],
)
def test_humans_alone_bring_three_computers_or_as_many_as_fit(humans, scores):
    lines = run(f"--seed 4 --humans {humans}").stdout.splitlines()
    assert lines[3 : 3 + len(scores)] == scores
    assert lines[3 + len(scores)] == "SHUFFLING AND DEALING"


def test_with_one_human_the_names_are_as_they_always_were():
    lines = run("--seed 3 --humans 1 --opponents 2").stdout.splitlines()
    assert lines == run("--seed 3 --opponents 2").stdout.splitlines()
    assert lines[3] == "SCORES: HUMAN 0   COMPUTER 1 0   COMPUTER 2 0"
    assert "HUMAN PLAYS" in lines
    assert not [line for line in lines if "PRESS ANY KEY TO SEE" in line]
    assert "DIRECTION: CLOCKWISE, NEXT AFTER YOU: COMPUTER 1" in lines


def test_the_recorded_command_line_names_the_humans_only_when_there_are_several():
    one = table(humans=1, players=3)
    assert "--humans" not in rule_args(one)
    two = table(humans=2, players=3)
    assert rule_args(two)[:6] == ("--seed", "1", "--humans", "2", "--opponents", "1")


# --------------------------------------------------------------------------- names and prompts

FIVE = {
    0: "RED DRAW TWO, RED 7, GREEN 2, GREEN 3, YELLOW 4, YELLOW 5, BLUE 9",
    1: "GREEN 1, GREEN 4, YELLOW 3, YELLOW 6, BLUE 5, BLUE 6, GREEN 7",
    2: "RED 1, RED 2, YELLOW 7, YELLOW 8, GREEN 5, GREEN 6, BLUE 1",
}
"""Three humans and two computers (blue numbers), HUMAN 1 first on RED 5."""
FIVE_STOCK = "YELLOW 1, YELLOW 2, GREEN 8, GREEN 9, YELLOW 9, GREEN 3"


def five_at_the_table(monkeypatch: pytest.MonkeyPatch, keys: str) -> list[str]:
    return stacked(monkeypatch, table(humans=3, players=5), keys, hands=FIVE, then=FIVE_STOCK)


def test_each_human_is_named_in_the_scores_the_counts_the_header_and_the_direction(monkeypatch):
    # HUMAN 1 plays its Draw Two on HUMAN 2 (two cards off the stock), HUMAN 3 takes.
    lines = five_at_the_table(monkeypatch, "K" + "PRDY" + "K" + "T")
    assert lines[3:5] == [
        "SCORES: HUMAN 1 0   HUMAN 2 0   HUMAN 3 0",
        "        COMPUTER 1 0   COMPUTER 2 0",
    ]
    assert from_line(lines, "FIRST CARD: RED 5")[1:14] == [
        see("HUMAN 1"),  # the first human prompt of the hand
        "TOP CARD: RED 5   COLOR: RED",
        "HUMAN 2: 7 CARDS   HUMAN 3: 7 CARDS   COMPUTER 1: 7 CARDS",  # everyone else
        "COMPUTER 2: 7 CARDS",
        "DIRECTION: CLOCKWISE, NEXT AFTER HUMAN 1: HUMAN 2",
        "HUMAN 1 PLAYS",
        "RED     : D 7",
        "YELLOW  : 4 5",
        "GREEN   : 2 3",
        "BLUE    : 9",
        "SPECIAL :",
        SORT_PLAY_TAKE + "P",
        "COLOR (R/Y/G/B/S)? R",
    ]
    assert from_line(lines, "HUMAN 1 PLAYS RED DRAW TWO")[:17] == [
        "HUMAN 1 PLAYS RED DRAW TWO",
        "HUMAN 2 TAKES 2 CARDS",  # not named: HUMAN 2 is not at the keyboard
        "HUMAN 2 IS SKIPPED",
        see("HUMAN 3"),
        "TOP CARD: RED DRAW TWO   COLOR: RED",
        "HUMAN 1: 6 CARDS   HUMAN 2: 9 CARDS   COMPUTER 1: 7 CARDS",
        "COMPUTER 2: 7 CARDS",
        "DIRECTION: CLOCKWISE, NEXT AFTER HUMAN 3: COMPUTER 1",
        "HUMAN 3 PLAYS",
        "RED     : 1 2",
        "YELLOW  : 7 8",
        "GREEN   : 5 6",
        "BLUE    : 1",
        "SPECIAL :",
        SORT_PLAY_TAKE + "T",
        "HUMAN 3 TAKES A CARD",
        "YOU TOOK GREEN 8",  # HUMAN 3 is at the keyboard: named at once
    ]
    assert not [line for line in lines if "YOU TOOK YELLOW" in line]


def test_the_keyboard_goes_back_to_a_human_with_the_cards_it_took_meanwhile(monkeypatch):
    # On to HUMAN 2's turn: the two cards of HUMAN 1's Draw Two are named to it now.
    lines = five_at_the_table(monkeypatch, "K" + "PRDY" + "K" + "T" + "K" + "PR7Y" + "K")
    tail = from_line(lines, "HUMAN 1 PLAYS RED 7")
    assert see("HUMAN 2") in tail
    after = from_line(tail, see("HUMAN 2"))
    assert after[1:4] == [
        "YOU TOOK YELLOW 1, YELLOW 2",
        "TOP CARD: RED 7   COLOR: RED",
        "HUMAN 1: 5 CARDS   HUMAN 3: 8 CARDS   COMPUTER 1: 8 CARDS",
    ]
    assert after[5:12] == [
        "DIRECTION: CLOCKWISE, NEXT AFTER HUMAN 2: HUMAN 3",
        "HUMAN 2 PLAYS",
        "RED     :",
        "YELLOW  : 3 6 1 2",  # taken cards are appended to their rows
        "GREEN   : 1 4 7",
        "BLUE    : 5 6",
        "SPECIAL :",
    ]


TWO_ALONE = {
    0: "RED SKIP, RED SKIP, RED REVERSE, RED REVERSE, RED DRAW TWO, RED DRAW TWO, RED 7",
    1: "GREEN 1, GREEN 2, YELLOW 3, YELLOW 4, BLUE 5, BLUE 6, GREEN 7",
}
TWO_STOCK = "YELLOW 1, YELLOW 2, GREEN 8, GREEN 9, YELLOW 5, YELLOW 6, GREEN 3"
TWO_KEYS = "K" + "PRSY" * 2 + "PRRY" * 2 + "PRDY" * 2 + "T" + "K"
"""HUMAN 1 plays both Skips, both Reverses and both Draw Twos, then takes."""


def two_humans_alone(monkeypatch: pytest.MonkeyPatch) -> list[str]:
    options = table(humans=2, players=2, uno_penalty="0.99")  # UNO is (almost) always missed
    return stacked(monkeypatch, options, TWO_KEYS, hands=TWO_ALONE, then=TWO_STOCK)


def test_two_humans_alone_a_skip_reverse_or_draw_two_lets_the_same_human_move_on_unasked(
    monkeypatch,
):
    lines = two_humans_alone(monkeypatch)
    prompts = [line for line in lines if "PRESS ANY KEY" in line]
    assert prompts == [see("HUMAN 1"), see("HUMAN 2")]  # only when the keyboard changes
    assert lines[lines.index(see("HUMAN 2")) - 2 :][:2] == [
        "HUMAN 1 TAKES A CARD",
        "YOU TOOK GREEN 3",
    ]
    assert [line for line in lines if line.endswith(" PLAYS")] == ["HUMAN 1 PLAYS"] * 7 + [
        "HUMAN 2 PLAYS"
    ]
    assert from_line(lines, "HUMAN 1 PLAYS RED REVERSE")[:5] == [
        "HUMAN 1 PLAYS RED REVERSE",
        "HUMAN 2 IS SKIPPED",
        "DIRECTION REVERSED",
        "TOP CARD: RED REVERSE   COLOR: RED",
        "HUMAN 2: 7 CARDS",  # two players: no direction line
    ]


def test_cards_of_a_draw_two_on_another_human_are_named_only_after_its_prompt(monkeypatch):
    lines = two_humans_alone(monkeypatch)
    assert from_line(lines, "HUMAN 1 PLAYS RED DRAW TWO")[:4] == [
        "HUMAN 1 PLAYS RED DRAW TWO",
        "HUMAN 2 TAKES 2 CARDS",
        "HUMAN 2 IS SKIPPED",
        "TOP CARD: RED DRAW TWO   COLOR: RED",
    ]
    # Both Draw Twos' cards, in the order taken, when HUMAN 2 has the keyboard.
    assert from_line(lines, see("HUMAN 2"))[:11] == [
        see("HUMAN 2"),
        "YOU TOOK YELLOW 1, YELLOW 2, YELLOW 5, YELLOW 6",
        "TOP CARD: RED DRAW TWO   COLOR: RED",
        "HUMAN 1: 4 CARDS",
        "HUMAN 2 PLAYS",
        "RED     :",
        "YELLOW  : 3 4 1 2 5 6",
        "GREEN   : 1 2 7",
        "BLUE    : 5 6",
        "SPECIAL :",
        SORT_PLAY_TAKE,
    ]
    assert sum("YOU TOOK YELLOW" in line for line in lines) == 1


def test_a_missed_uno_at_the_keyboard_names_its_cards_at_once(monkeypatch):
    lines = two_humans_alone(monkeypatch)
    assert from_line(lines, "HUMAN 1 PLAYS RED DRAW TWO", 2)[:7] == [
        "HUMAN 1 PLAYS RED DRAW TWO",
        "HUMAN 1 DID NOT SAY UNO!",
        "HUMAN 1 TAKES 2 CARDS",
        "YOU TOOK GREEN 8, GREEN 9",
        "HUMAN 2 TAKES 2 CARDS",  # HUMAN 2's, for later
        "HUMAN 2 IS SKIPPED",
        "TOP CARD: RED DRAW TWO   COLOR: RED",
    ]


def test_the_see_cards_prompt_echoes_only_a_newline_and_ignores_whitespace_from_a_pipe(
    private_state_home,
):
    # Game 3 with two humans and a computer: HUMAN 2 starts.
    waiting = run("--seed 3 --humans 2 --opponents 1", " \t\n\r ").stdout.splitlines()
    assert waiting[5:] == [
        "FIRST CARD: BLUE 9",
        see("HUMAN 2"),  # whitespace does not answer it through a pipe
        "END OF INPUT: THE GAME STOPS HERE",
        "TO CONTINUE THIS GAME: uno-classic --resume 1",
    ]
    lines = run("--seed 3 --humans 2 --opponents 1", " \n x").stdout.splitlines()
    assert lines[6:8] == [see("HUMAN 2"), "TOP CARD: BLUE 9   COLOR: BLUE"]  # no X echoed
    saved = json.loads((private_state_home / "save-1.json").read_text())
    assert saved["keys"] == "x"  # the key that answered, and no whitespace
