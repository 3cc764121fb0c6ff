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
import random
import re
import shlex
from collections import Counter
from collections.abc import Mapping, Sequence
from pathlib import Path

import pytest
from click.testing import CliRunner, Result

from tools.fuzz import keyboard_problems
from tools.screen_text import HAND_START, PROMPT, SORT_PLAY_TAKE, see_cards
from tools.scripted_player import ROW_KEYS, Tee, card_keys
from uno_classic.cli import main
from uno_classic.console import Console, run_session
from uno_classic.keys import EndOfInput, ScriptedKeys
from uno_classic.play import rule_args
from uno_classic.settings import Settings
from uno_classic.variants import preset_rules

from .rules.helpers import session
from .test_saves import keys_for

WIDTH = 80
ROWS = ("RED     :", "YELLOW  :", "GREEN   :", "BLUE    :", "SPECIAL :")


def run(args: str, keys: str = "") -> Result:
    return CliRunner().invoke(main, shlex.split(args), input=keys.encode())


def without_recap(lines: list[str]) -> list[str]:
    """A resumed screen's lines without the hand it names and that hand's last lines
    (``HAND 1, THE LAST MOVES:``, then lines indented by two spaces: public lines only, as
    tests/test_resume_recap.py checks)."""
    start = next(i for i, line in enumerate(lines) if line.endswith(", THE LAST MOVES:"))
    end = start + 1
    while lines[end].startswith("  ") and not lines[end].startswith("   "):
        end += 1
    assert 1 < end - start <= 7
    return lines[:start] + lines[end:]


def table(preset: str = "classic", *, humans: int, players: int, **changes: str) -> Settings:
    """A session's options, as the command line builds them: ``humans`` of ``players`` at
    the keyboard, the preset with ``changes`` (``stacking="add"``)."""
    rules = preset_rules(preset, players, changes)
    return Settings(1, rules, preset, humans)


def stacked(
    monkeypatch: pytest.MonkeyPatch,
    options: Settings,
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

HUMAN_3_HAND = "RED 1, RED 2, YELLOW 7, YELLOW 8, GREEN 5, GREEN 6, BLUE 1"
HUMAN_3_ROWS = ["RED     : 1 2", "YELLOW  : 7 8", "GREEN   : 5 6", "BLUE    : 1", "SPECIAL :"]
"""HUMAN 3's hand at the tables below (FIVE, PARTY and THREE), and its rows as dealt."""

FIVE = {
    0: "RED DRAW TWO, RED 7, GREEN 2, GREEN 3, YELLOW 4, YELLOW 5, BLUE 9",
    1: "GREEN 1, GREEN 4, YELLOW 3, YELLOW 6, BLUE 5, BLUE 6, GREEN 7",
    2: HUMAN_3_HAND,
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
        see_cards("HUMAN 1"),  # the first human prompt of the hand
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
        see_cards("HUMAN 3"),
        "TOP CARD: RED DRAW TWO   COLOR: RED",
        "HUMAN 1: 6 CARDS   HUMAN 2: 9 CARDS   COMPUTER 1: 7 CARDS",
        "COMPUTER 2: 7 CARDS",
        "DIRECTION: CLOCKWISE, NEXT AFTER HUMAN 3: COMPUTER 1",
        "HUMAN 3 PLAYS",
        *HUMAN_3_ROWS,
        SORT_PLAY_TAKE + "T",
        "HUMAN 3 TAKES A CARD",
        "YOU TOOK GREEN 8",  # HUMAN 3 is at the keyboard: named at once
    ]
    assert not [line for line in lines if "YOU TOOK YELLOW" in line]


def test_the_keyboard_goes_back_to_a_human_with_the_cards_it_took_meanwhile(monkeypatch):
    # On to HUMAN 2's turn: the two cards of HUMAN 1's Draw Two are named to it now.
    lines = five_at_the_table(monkeypatch, "K" + "PRDY" + "K" + "T" + "K" + "PR7Y" + "K")
    tail = from_line(lines, "HUMAN 1 PLAYS RED 7")
    assert see_cards("HUMAN 2") in tail
    after = from_line(tail, see_cards("HUMAN 2"))
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
    assert prompts == [see_cards("HUMAN 1"), see_cards("HUMAN 2")]  # only when the keyboard changes
    assert lines[lines.index(see_cards("HUMAN 2")) - 2 :][:2] == [
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
    assert from_line(lines, see_cards("HUMAN 2"))[:11] == [
        see_cards("HUMAN 2"),
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
        see_cards("HUMAN 2"),  # whitespace does not answer it through a pipe
        "END OF INPUT: THE GAME STOPS HERE",  # (no answer: no save to continue)
    ]
    lines = run("--seed 3 --humans 2 --opponents 1", " \n x").stdout.splitlines()
    assert lines[6:8] == [see_cards("HUMAN 2"), "TOP CARD: BLUE 9   COLOR: BLUE"]  # no X echoed
    saved = json.loads((private_state_home / "save-1.json").read_text())
    assert saved["keys"] == "x"  # the key that answered, and no whitespace


# --------------------------------------------------------------------------- challenges

BLUFF = {
    0: "DRAW FOUR, RED 7, GREEN 2, GREEN 3, YELLOW 4, YELLOW 5, BLUE 9",
    1: "GREEN 1, GREEN 4, YELLOW 3, YELLOW 6, BLUE 5, BLUE 6, GREEN 7",
}
"""Two humans and a computer: HUMAN 1 bluffs a Draw Four (it holds RED 7) on HUMAN 2."""
BLUFF_STOCK = "YELLOW 1, YELLOW 2, YELLOW 8, YELLOW 9, GREEN 8, GREEN 9, GREEN 6, BLUE 1"
BLUFF_PLAY = "K" + "PSFYG"  # HUMAN 1's Draw Four, green


def bluffed(monkeypatch: pytest.MonkeyPatch, keys: str) -> list[str]:
    options = table(humans=2, players=3, draw_four="bluff")
    return stacked(monkeypatch, options, BLUFF_PLAY + keys, hands=BLUFF, then=BLUFF_STOCK)


def test_the_challenge_is_asked_of_the_next_human_after_its_prompt_and_held_shown_to_it(
    monkeypatch,
):
    # HUMAN 2 challenges and wins; it plays on, takes GREEN 8 and keeps it.
    lines = bluffed(monkeypatch, "K" + "Y" + "TN" + "K")
    assert from_line(lines, "HUMAN 1 PLAYS DRAW FOUR")[:26] == [
        "HUMAN 1 PLAYS DRAW FOUR",
        "COLOR IS NOW GREEN",
        see_cards("HUMAN 2"),
        "TOP CARD: DRAW FOUR   COLOR: GREEN",
        "HUMAN 1: 6 CARDS   COMPUTER 1: 7 CARDS",
        "DIRECTION: CLOCKWISE, NEXT AFTER HUMAN 2: COMPUTER 1",
        "RED     :",  # no PLAYS header before a challenge
        "YELLOW  : 3 6",
        "GREEN   : 1 4 7",
        "BLUE    : 5 6",
        "SPECIAL :",
        "CHALLENGE HUMAN 1 (Y/N)? Y",
        "HUMAN 2 CHALLENGES HUMAN 1",
        "HUMAN 1 HELD: RED 7, GREEN 2, GREEN 3, YELLOW 4, YELLOW 5, BLUE 9",
        "HUMAN 1 WAS BLUFFING",
        "HUMAN 1 TAKES 4 CARDS",  # not named: HUMAN 2 has the keyboard
        "TOP CARD: DRAW FOUR   COLOR: GREEN",
        "HUMAN 1: 10 CARDS   COMPUTER 1: 7 CARDS",
        "DIRECTION: CLOCKWISE, NEXT AFTER HUMAN 2: COMPUTER 1",
        "HUMAN 2 PLAYS",  # no prompt: the same human goes on
        "RED     :",
        "YELLOW  : 3 6",
        "GREEN   : 1 4 7",
        "BLUE    : 5 6",
        "SPECIAL :",
        SORT_PLAY_TAKE + "T",
    ]
    # HUMAN 1 learns the four cards of its failed bluff only when it next has the keyboard.
    assert sum(line.startswith("YOU TOOK YELLOW") for line in lines) == 1
    back = from_line(lines, see_cards("HUMAN 1"), 2)
    assert back[1] == "YOU TOOK YELLOW 1, YELLOW 2, YELLOW 8, YELLOW 9"
    assert rows_shown(back)[0][1] == "YELLOW  : 4 5 1 2 8 9"


def test_a_draw_four_accepted_by_the_human_at_the_keyboard_names_its_cards_at_once(monkeypatch):
    lines = bluffed(monkeypatch, "K" + "N")
    assert from_line(lines, "CHALLENGE HUMAN 1 (Y/N)? N")[:4] == [
        "CHALLENGE HUMAN 1 (Y/N)? N",
        "HUMAN 2 TAKES 4 CARDS",
        "YOU TOOK YELLOW 1, YELLOW 2, YELLOW 8, YELLOW 9",
        "HUMAN 2 IS SKIPPED",
    ]
    assert "HELD" not in "\n".join(lines)  # nobody challenged: no hand shown


# --------------------------------------------------------------------------- hands that move

PARTY = {
    0: "RED DRAW TWO, SWAP HANDS, GREEN 2, GREEN 3, YELLOW 4, YELLOW 5, BLUE 9",
    1: "GREEN 1, GREEN 4, YELLOW 3, YELLOW 6, BLUE 5, BLUE 6, GREEN 7",
    2: HUMAN_3_HAND,
}
"""Three humans and a computer (party deck): HUMAN 1's Draw Two gives HUMAN 2 YELLOW 1 and
YELLOW 2 off the keyboard; HUMAN 3 takes GREEN 8; then HUMAN 1 moves again."""
PARTY_STOCK = "YELLOW 1, YELLOW 2, GREEN 8, GREEN 9, YELLOW 9, BLUE 3"
PARTY_OPENING = "K" + "PRDY" + "K" + "T"


def test_swapping_with_another_human_lists_every_player_and_shows_only_the_new_rows_at_hand(
    monkeypatch,
):
    options = table(humans=3, players=4, deck="party")
    keys = PARTY_OPENING + "K" + "PSHY" + "1" + "B" + "K"  # HUMAN 1 swaps with HUMAN 2
    lines = stacked(monkeypatch, options, keys, hands=PARTY, then=PARTY_STOCK)
    assert from_line(lines, "PLAY SWAP HANDS (Y/N)? Y")[:25] == [
        "PLAY SWAP HANDS (Y/N)? Y",
        "1 HUMAN 2 (9 CARDS)",  # every other player, in seat order, humans included
        "2 HUMAN 3 (8 CARDS)",
        "3 COMPUTER 1 (8 CARDS)",
        "SWAP HANDS WITH (1-3/N)? 1",
        "HUMAN 1 PLAYS SWAP HANDS",
        "NEW COLOR (R/Y/G/B)? B",
        "HUMAN 1 SWAPS HANDS WITH HUMAN 2",
        "RED     :",  # HUMAN 1's new hand, at once: HUMAN 2's, with the cards it took
        "YELLOW  : 3 6 1 2",
        "GREEN   : 1 4 7",
        "BLUE    : 5 6",
        "SPECIAL :",
        "COLOR IS NOW BLUE",
        see_cards("HUMAN 2"),
        # No YOU TOOK: YELLOW 1 and YELLOW 2 went with the hand that held them.
        "TOP CARD: SWAP HANDS   COLOR: BLUE",
        "HUMAN 1: 9 CARDS   HUMAN 3: 8 CARDS   COMPUTER 1: 8 CARDS",
        "DIRECTION: CLOCKWISE, NEXT AFTER HUMAN 2: HUMAN 3",
        "HUMAN 2 PLAYS",
        "RED     :",  # HUMAN 1's old hand, first shown now
        "YELLOW  : 4 5",
        "GREEN   : 2 3",
        "BLUE    : 9",
        "SPECIAL :",
        SORT_PLAY_TAKE,
    ]
    assert not [line for line in lines if line.startswith("YOU TOOK YELLOW")]


def test_a_rotation_hands_every_human_a_new_hand_and_no_cards_it_no_longer_holds(monkeypatch):
    options = table(humans=3, players=4, deck="party", custom_rule="rotate")
    hands = {**PARTY, 0: PARTY[0].replace("SWAP HANDS", "CUSTOM WILD")}
    keys = PARTY_OPENING + "K" + "PSUY" + "B" + "K" + "T" + "K"  # HUMAN 2 takes, then HUMAN 3
    lines = stacked(monkeypatch, options, keys, hands=hands, then=PARTY_STOCK)
    rotated = from_line(lines, "HANDS PASS TO THE NEXT PLAYER")
    # COMPUTER 1 took one card (GREEN 9, the top of the stock after HUMAN 3's GREEN 8) and
    # kept it: its hand, come to HUMAN 1, is its seven blue numbers and GREEN 9.
    assert rotated[1:7] == [
        "RED     :",
        "YELLOW  :",
        "GREEN   : 9",
        rotated[4],
        "SPECIAL :",
        "COLOR IS NOW BLUE",
    ]
    assert re.fullmatch(r"BLUE    :( [2-9]){7}", rotated[4])
    assert rotated[7:9] == [see_cards("HUMAN 2"), "TOP CARD: CUSTOM WILD   COLOR: BLUE"]
    assert rows_shown(rotated)[1] == [  # HUMAN 2 holds what HUMAN 1 held
        "RED     :",
        "YELLOW  : 4 5",
        "GREEN   : 2 3",
        "BLUE    : 9",
        "SPECIAL :",
    ]
    third = from_line(rotated, see_cards("HUMAN 3"))
    assert third[1].startswith("TOP CARD: ")  # no YOU TOOK for YELLOW 1, YELLOW 2 ...
    assert rows_shown(third)[0] == [  # ... which came with HUMAN 2's hand
        "RED     :",
        "YELLOW  : 3 6 1 2",
        "GREEN   : 1 4 7",
        "BLUE    : 5 6",
        "SPECIAL :",
    ]
    assert not [line for line in lines if line.startswith("YOU TOOK YELLOW 1")]


# --------------------------------------------------------------------------- stacking, sorting

THREE = {
    0: "RED DRAW TWO, RED 7, GREEN 2, GREEN 3, YELLOW 4, YELLOW 5, BLUE 9",
    1: "BLUE DRAW TWO, GREEN 4, YELLOW 3, YELLOW 6, BLUE 5, BLUE 6, GREEN 7",
    2: HUMAN_3_HAND,
}
"""Three humans alone: HUMAN 1's Draw Two, passed on by HUMAN 2's."""
THREE_STOCK = "YELLOW 1, YELLOW 2, GREEN 8, GREEN 9, YELLOW 9, BLUE 3"


@pytest.mark.parametrize(("stacking", "total"), [("pass", 2), ("add", 4)])
def test_a_stack_passed_from_human_to_human_is_taken_by_the_one_at_the_keyboard(
    monkeypatch, stacking, total
):
    options = table(humans=3, players=3, stacking=stacking)
    keys = "K" + "PRDY" + "K" + "PBDY" + "K" + "T" + "K"
    lines = stacked(monkeypatch, options, keys, hands=THREE, then=THREE_STOCK)
    assert from_line(lines, "HUMAN 1 PLAYS RED DRAW TWO")[:6] == [
        "HUMAN 1 PLAYS RED DRAW TWO",  # nothing taken yet: HUMAN 2 may pass it on
        see_cards("HUMAN 2"),
        "TOP CARD: RED DRAW TWO   COLOR: RED",
        "HUMAN 1: 6 CARDS   HUMAN 3: 7 CARDS",
        "DIRECTION: CLOCKWISE, NEXT AFTER HUMAN 2: HUMAN 3",
        "A DRAW TWO IS PENDING: PLAY A DRAW TWO ON IT, OR T TAKES 2 CARDS",
    ]
    taken = ", ".join(["YELLOW 1", "YELLOW 2", "GREEN 8", "GREEN 9"][:total])
    assert from_line(lines, "HUMAN 2 PLAYS BLUE DRAW TWO")[:21] == [
        "HUMAN 2 PLAYS BLUE DRAW TWO",
        see_cards("HUMAN 3"),
        "TOP CARD: BLUE DRAW TWO   COLOR: BLUE",
        "HUMAN 1: 6 CARDS   HUMAN 2: 6 CARDS",
        "DIRECTION: CLOCKWISE, NEXT AFTER HUMAN 3: HUMAN 1",
        f"A DRAW TWO IS PENDING: PLAY A DRAW TWO ON IT, OR T TAKES {total} CARDS",
        "HUMAN 3 PLAYS",
        *HUMAN_3_ROWS,
        SORT_PLAY_TAKE + "T",
        f"HUMAN 3 TAKES {total} CARDS",
        f"YOU TOOK {taken}",
        "HUMAN 3 IS SKIPPED",
        see_cards("HUMAN 1"),
        "TOP CARD: BLUE DRAW TWO   COLOR: BLUE",  # nothing taken by HUMAN 1 meanwhile
        f"HUMAN 2: 6 CARDS   HUMAN 3: {7 + total} CARDS",
        "DIRECTION: CLOCKWISE, NEXT AFTER HUMAN 1: HUMAN 2",
        "HUMAN 1 PLAYS",
    ]


SORT_STOCK = "YELLOW 1, YELLOW 9, YELLOW 0, BLUE 1, BLUE 8, BLUE 9"
"""Cards no human can play on RED 5: every take ends the turn."""


def test_each_human_keeps_its_own_order_of_rows_after_a_sort(monkeypatch):
    # Three humans alone; each takes a turn (a sort by HUMAN 1 and HUMAN 3 only), twice.
    hands = {
        0: "GREEN 9, GREEN 1, YELLOW 8, YELLOW 2, BLUE 7, BLUE 3, RED 6",
        1: "GREEN 8, GREEN 2, YELLOW 7, YELLOW 3, BLUE 6, BLUE 4, RED 9",
        2: "GREEN 7, GREEN 3, YELLOW 6, YELLOW 4, BLUE 5, BLUE 2, RED 8",
    }
    options = table(humans=3, players=3)
    keys = "K" + "ST" + "K" + "T" + "K" + "ST" + "K" + "T" + "K" + "T" + "K" + "T"
    lines = stacked(monkeypatch, options, keys, hands=hands, then=SORT_STOCK)
    shown = rows_shown(lines)
    assert [rows[2] for rows in shown] == [
        "GREEN   : 9 1",  # HUMAN 1 as dealt
        "GREEN   : 1 9",  # HUMAN 1 sorted
        "GREEN   : 8 2",  # HUMAN 2 as dealt
        "GREEN   : 7 3",  # HUMAN 3 as dealt
        "GREEN   : 3 7",  # HUMAN 3 sorted
        "GREEN   : 1 9",  # HUMAN 1 again: still sorted
        "GREEN   : 8 2",  # HUMAN 2 again: never sorted
        "GREEN   : 3 7",  # HUMAN 3 again: still sorted
    ]
    # Cards taken after a sort are appended to their row.
    assert [rows[1] for rows in shown] == [
        "YELLOW  : 8 2",
        "YELLOW  : 2 8",
        "YELLOW  : 7 3",
        "YELLOW  : 6 4",
        "YELLOW  : 4 6",
        "YELLOW  : 2 8 1",
        "YELLOW  : 7 3 9",
        "YELLOW  : 4 6 0",
    ]


# --------------------------------------------------------------------------- quit, saves, records

GAME_5 = "--seed 5 --humans 2 --opponents 1"
"""Game 5 with two humans and a computer: HUMAN 2 starts; the computer moves after it."""
CONTINUE = "TO CONTINUE THIS GAME: uno-classic --resume 1"


def test_any_human_may_quit_and_the_game_is_saved_with_its_humans(private_state_home):
    # HUMAN 2 takes, HUMAN 1 takes; then HUMAN 2, handed the keyboard again, quits.
    result = run(GAME_5, "KT" + "KT" + "K" + "QY")
    assert result.exit_code == 0
    lines = result.stdout.splitlines()
    assert lines[-15:] == [
        see_cards("HUMAN 2"),
        # Its take of its first turn, named at once then, and again now: HUMAN 1 has had
        # the keyboard since (a terminal cleared the screen for it).
        "YOU TOOK YELLOW 6",
        "TOP CARD: RED 8   COLOR: RED",
        "HUMAN 1: 8 CARDS   COMPUTER 1: 5 CARDS",
        "DIRECTION: CLOCKWISE, NEXT AFTER HUMAN 2: COMPUTER 1",
        "HUMAN 2 PLAYS",
        "RED     : 0",
        "YELLOW  : D 4 6",
        "GREEN   : 0",
        "BLUE    : 2 2",
        "SPECIAL : C",
        SORT_PLAY_TAKE + "Q",
        "QUIT (Y/N)? Y",
        "YOU LEFT THE GAME",
        CONTINUE,
    ]
    saved = json.loads((private_state_home / "save-1.json").read_text())
    assert (saved["options"]["humans"], saved["options"]["opponents"]) == (2, 1)
    assert saved["keys"] == "KTKTK"  # the quit is no answer to keep
    assert saved["progress"]["scores"] == [0, 0, 0]


def test_q_at_a_see_cards_prompt_quits_there_without_showing_the_hand(private_state_home):
    # HUMAN 2 takes, HUMAN 1 takes; then, asked to press a key to see its cards, HUMAN 2
    # presses Q: first N (the same prompt again), then Y.
    result = run(GAME_5, "KT" + "KT" + "QN" + "QY")
    assert result.exit_code == 0
    lines = result.stdout.splitlines()
    assert lines[-8:] == [
        "HUMAN 1 TAKES A CARD",
        "YOU TOOK BLUE 1",
        # Only a newline echoed, as for any key there, and nothing of HUMAN 2's hand shown.
        see_cards("HUMAN 2"),
        "QUIT (Y/N)? N",
        see_cards("HUMAN 2"),
        "QUIT (Y/N)? Y",
        "YOU LEFT THE GAME",
        CONTINUE,
    ]
    saved = json.loads((private_state_home / "save-1.json").read_text())
    assert saved["keys"] == "KTKT"  # the keys up to the last answer: Q and N answer nothing
    resumed = run("--resume", "K").stdout.splitlines()
    assert resumed[0] == "GAME NUMBER 5 RESUMED: 4 KEYS REPLAYED"
    assert see_cards("HUMAN 2") in resumed


def test_q_and_n_at_the_see_cards_prompt_of_a_resumed_game_are_kept_nowhere(private_state_home):
    # HUMAN 2 sorts, and the game stops. Resumed, HUMAN 2 is asked for a key first (a key
    # that a game never stopped would not have asked for, kept in no save): Q, N there are
    # not kept either, or a later resume would replay them at the wrong prompt.
    run(GAME_5, "KS")
    lines = without_recap(run("--resume", "QN" + "K" + "T").stdout.splitlines())
    assert lines[3:6] == [see_cards("HUMAN 2"), "QUIT (Y/N)? N", see_cards("HUMAN 2")]
    assert "SORT, PLAY OR TAKE (S/P/T)? T" in lines
    saved = json.loads((private_state_home / "save-1.json").read_text())
    assert saved["keys"] == "KST"


def test_a_resumed_game_hands_the_keyboard_over_then_shows_the_table_and_the_prompt():
    run(GAME_5, "KT" + "KT" + "KS" + "PR")  # a take each, a sort by HUMAN 2, half a play
    lines = run("--resume", "K").stdout.splitlines()
    assert lines == [
        "GAME NUMBER 5 RESUMED: 6 KEYS REPLAYED",
        "RULES: CLASSIC",
        "SCORES: HUMAN 1 0   HUMAN 2 0   COMPUTER 1 0",
        "HAND 1, THE LAST MOVES:",  # public lines only: no YOU TOOK
        "  FIRST CARD: RED 7",
        "  COMPUTER 1 PLAYS RED SKIP",
        "  HUMAN 1 IS SKIPPED",
        "  HUMAN 2 TAKES A CARD",
        "  COMPUTER 1 PLAYS RED 8",
        "  HUMAN 1 TAKES A CARD",
        see_cards("HUMAN 2"),
        "TOP CARD: RED 8   COLOR: RED",
        "HUMAN 1: 8 CARDS   COMPUTER 1: 5 CARDS",
        "DIRECTION: CLOCKWISE, NEXT AFTER HUMAN 2: COMPUTER 1",
        "HUMAN 2 PLAYS",
        "RED     : 0",
        "YELLOW  : 4 6 D",  # as HUMAN 2 last saw it: sorted
        "GREEN   : 0",
        "BLUE    : 2 2",
        "SPECIAL : C",
        SORT_PLAY_TAKE,  # the half play is asked for again
        "END OF INPUT: THE GAME STOPS HERE",
        CONTINUE,
    ]
    never_stopped = run(GAME_5, "KT" + "KT" + "KS").stdout.splitlines()
    last_seen = len(never_stopped) - never_stopped[::-1].index(see_cards("HUMAN 2"))
    # The game never stopped named HUMAN 2's take again there; the resumed one had named
    # it before the sort it resumes after, so it does not.
    assert never_stopped[last_seen] == "YOU TOOK YELLOW 6"
    assert never_stopped[last_seen + 1 : last_seen + 5] == lines[11:15]  # the same table
    assert never_stopped[-8:-3] == lines[15:20]  # and the rows the sort printed


def test_a_save_keeps_its_humans_and_the_list_of_saves_says_how_many(private_state_home):
    run("--seed 5 --humans 2 --opponents 1", "KT")
    run("--seed 5 --humans 3", "KT")  # the same game number, other humans: its own save
    run("--seed 5 --opponents 2", "T")  # and one human: its own again
    assert sorted(path.name for path in private_state_home.glob("save-*.json")) == [
        "save-1.json",
        "save-2.json",
        "save-3.json",
    ]
    listed = run("saves").stdout.splitlines()
    assert "SAVE 3: GAME NUMBER 5, 2 OPPONENTS, HAND 1" in listed
    assert "SAVE 1: GAME NUMBER 5, 2 HUMANS, 1 OPPONENT, HAND 1" in listed
    second = listed.index("SAVE 2: GAME NUMBER 5, 3 HUMANS, 3 OPPONENTS, HAND 1")
    scores = [
        "SCORES: HUMAN 1 0   HUMAN 2 0   HUMAN 3 0",
        "        COMPUTER 1 0   COMPUTER 2 0   COMPUTER 3 0",
    ]
    assert listed[second + 1 : second + 3] == scores
    resumed = run("--resume 2", "K").stdout.splitlines()
    assert resumed[0] == "GAME NUMBER 5 RESUMED: 2 KEYS REPLAYED"
    assert resumed[2:4] == scores


def test_a_recorded_session_of_several_humans_replays_exactly(tmp_path: Path):
    record = tmp_path / "hot-seat.txt"
    result = run(f"{GAME_5} --target 50 --record {record}", "KT" * 6 + "KS" + "KPR")
    assert result.exit_code == 1
    text = record.read_text()
    assert text.splitlines()[0].startswith("$ uno-classic --seed 5 --humans 2 --opponents 1 ")
    assert see_cards("HUMAN 2") in text
    replayed = CliRunner().invoke(main, ["replay", "--check", str(record)])
    assert replayed.exit_code == 0, replayed.stdout
    assert replayed.stdout == f"{record}: matches\n"
    # A transcript whose humans are changed no longer matches.
    record.write_text(text.replace("--humans 2 --opponents 1", "--humans 1 --opponents 2", 1))
    assert CliRunner().invoke(main, ["replay", "--check", str(record)]).exit_code == 1


# --------------------------------------------------------------------------- whole games


class EveryHuman:
    """Every human at the table, as a key source: it reads the prompt on the screen (and,
    for its plays, the hand of the human whose turn it is) and presses a key that answers
    it. It plays the first card of its rows that may be played, else takes; plays a taken
    card; names the color it holds most; swaps with player 1; never challenges; presses K
    at every PRESS ANY KEY; and answers N to PLAY AGAIN."""

    interactive = False
    MAX_KEYS = 20_000

    def __init__(self, out: Tee) -> None:
        self.out = out
        self.console: Console | None = None
        self.planned: list[str] = []
        self.pressed = 0

    def pause(self, seconds: float) -> None:
        """Never waits."""

    def discard_typed_ahead(self) -> None:
        """Types nothing ahead."""

    def read_key(self) -> str:
        """The key for the prompt on the screen."""
        self.pressed += 1
        assert self.pressed < self.MAX_KEYS, "the game does not end"
        if self.planned:
            return self.planned.pop(0)
        console = self.console
        assert console is not None
        game = console.game
        prompt = self.out.line
        if prompt == SORT_PLAY_TAKE:
            playable = [card for card in console.shown[game.turn] if game.refusal(card) is None]
            if not playable:
                return "T"
            self.planned = [key for _, key in card_keys(playable[0], console.deck_keys)] + ["Y"]
            return "P"
        if prompt.startswith("NEW COLOR"):
            held = Counter(card.color for card in game.hands[game.turn] if card.color)
            return ROW_KEYS[held.most_common(1)[0][0]] if held else "R"
        answers = {
            "SWAP HANDS WITH": "1",
            "YOU TOOK ": "Y",
            "CHALLENGE ": "N",
            "PLAY AGAIN": "N",
        }
        for start, key in answers.items():
            if prompt.startswith(start):
                return key
        assert "PRESS ANY KEY" in prompt, f"no answer for {prompt!r}"
        return "K"


def names_at(humans: int, computers: int) -> list[str]:
    """Every player's name in seat order, as this test expects them."""
    people = ["HUMAN"] if humans == 1 else [f"HUMAN {k}" for k in range(1, humans + 1)]
    return people + [f"COMPUTER {k}" for k in range(1, computers + 1)]


@pytest.mark.parametrize(
    ("preset", "humans", "computers", "seed", "target"),
    [
        ("classic", 2, 0, 11, 400),  # several hands
        ("official", 2, 1, 12, 50),
        ("house", 3, 0, 13, 50),
        ("party", 3, 2, 14, 50),
        ("eight-color", 2, 2, 15, 50),
        ("classic", 10, 0, 16, 50),
        ("official", 3, 7, 17, 50),
    ],
)
def test_humans_at_one_keyboard_play_whole_games_through_a_pipe(
    preset, humans, computers, seed, target
):
    rules = preset_rules(preset, humans + computers, {"target": target})
    options = Settings(seed, rules, preset, humans)
    out = Tee()
    player = EveryHuman(out)
    console = Console(options, player, out)
    player.console = console
    assert console.run() == 0
    keys = "".join(console.keys_used)
    args = f"--seed {seed} --humans {humans} --opponents {computers} --rules {preset}"
    args += f" --target {target}"
    result = run(f"{args} --delay 0", keys)
    assert result.exit_code == 0
    assert result.stdout == out.text()  # the same keys through a pipe: the same screen
    lines = result.stdout.splitlines()
    assert lines[-1] == "PLAY AGAIN (Y/N)? N"
    assert max(len(line) for line in lines) <= WIDTH
    assert keyboard_problems(result.stdout) == []  # the fuzzer's rules of the keyboard
    # Every hand's first human prompt hands the keyboard over.
    for start in [i for i, line in enumerate(lines) if HAND_START.match(line)]:
        first = next(line for line in lines[start:] if PROMPT.match(line))
        assert first.startswith("HUMAN "), (lines[start], first)
    names = names_at(humans, computers)
    hands_won = [i for i, line in enumerate(lines) if line.endswith(" WINS THE HAND")]
    assert len(hands_won) >= (3 if target > 50 else 1)
    for at in hands_won:
        winner = lines[at].removesuffix(" WINS THE HAND")
        held = [line.split(" HELD ")[0] for line in lines[at:] if " HELD " in line]
        assert held[: len(names) - 1] == [name for name in names if name != winner]
    final = lines[-3 - len(names) :]
    assert final[0].startswith("FINAL SCORES AFTER ")
    assert [row[2:14].rstrip() for row in final[2:-1]] == names
    assert lines.count(see_cards("HUMAN 1")) >= 1 and lines.count(see_cards(f"HUMAN {humans}")) >= 1


class PromptsOfKeys:
    """Keys from a string that note the prompt each one answered (the screen's last line)."""

    interactive = False

    def __init__(self, keys: str, out: Tee) -> None:
        self.keys = iter(keys)
        self.out = out
        self.prompts: list[str] = []

    def read_key(self) -> str:
        """The next key."""
        key = next(self.keys, None)
        if key is None:
            raise EndOfInput
        self.prompts.append(self.out.line)
        return key

    def pause(self, seconds: float) -> None:
        """Never waits."""

    def discard_typed_ahead(self) -> None:
        """Types nothing ahead."""


@pytest.mark.parametrize(("seed", "humans", "computers"), [(21, 2, 0), (22, 2, 2), (23, 3, 1)])
def test_a_resumed_game_of_several_humans_goes_on_as_one_never_interrupted(seed, humans, computers):
    preset = ["classic", "official", "party"][seed % 3]
    rules = preset_rules(preset, humans + computers, {"target": 100})
    options = Settings(seed, rules, preset, humans)
    keys = keys_for(seed, 300)

    def played(keys: str, resume: str | None = None) -> tuple[str, str]:
        out = io.StringIO()
        end = run_session(options, ScriptedKeys(keys), out, resume=resume)
        return out.getvalue(), end.resume_keys

    out = Tee()
    asked = PromptsOfKeys(keys, out)
    run_session(options, asked, out)
    whole = out.text()
    handed_over = 0

    def extra_key(saved: str) -> str:
        """The key a game resumed from ``saved`` asks for first, where the game never
        stopped asked none (the same human went on): kept in no save."""
        nonlocal handed_over
        waiting, _ = played("", resume=saved)
        lines = waiting.splitlines()
        assert lines[0] == f"GAME NUMBER {seed} RESUMED: {len(saved)} KEYS REPLAYED"
        # The first prompt hands the keyboard to a human, unless it is between hands or
        # games.
        first = next(line for line in lines[1:] if PROMPT.match(line))
        assert first.startswith(("HUMAN ", "PRESS ANY KEY FOR", "PLAY AGAIN")), first
        handed_over += first.startswith("HUMAN ")
        return "K" if first.startswith("HUMAN ") and asked.prompts[len(saved)] != first else ""

    rng = random.Random(seed)
    for cut in rng.sample(range(1, len(keys)), 8):
        _, saved = played(keys[:cut])
        extra = extra_key(saved)
        # Stopped again a few keys later, the resumed game saves only keys the game never
        # stopped took (a second resume replayed an extra key as a move once).
        later = len(saved) + rng.randrange(1, 40)
        _, saved_again = played(extra + keys[len(saved) : later], resume=saved)
        assert keys.startswith(saved_again), (saved, saved_again)
        for save in (saved, saved_again):
            resumed, _ = played(extra_key(save) + keys[len(save) :], resume=save)
            lines = resumed.splitlines()
            # Once a human has answered a prompt, the game goes on byte for byte as it
            # would have without the interruption.
            answered = next(
                i for i, line in enumerate(lines) if PROMPT.match(line) and not line.endswith("? ")
            )
            assert whole.endswith("\n".join(lines[answered + 1 :]) + "\n")
    assert handed_over >= 4


def test_the_key_a_resumed_game_asks_for_is_kept_in_no_save(private_state_home):
    # Game 36, two humans and two computers: HUMAN 2's key, then the input ends at its menu.
    run("--seed 36 --humans 2 --opponents 2", "K")
    # Resumed, HUMAN 2 is asked for a key again (whoever sits there now): T answers it, and
    # the input ends at the menu again. T is no move: the save still holds only K.
    again = without_recap(run("--resume", "T").stdout.splitlines())
    assert again[again.index("GAME NUMBER 36 RESUMED: 1 KEYS REPLAYED") :][4:6] == [
        see_cards("HUMAN 2"),
        "TOP CARD: YELLOW 8   COLOR: YELLOW",
    ]
    saved = json.loads((private_state_home / "save-1.json").read_text())
    assert saved["keys"] == "K"
    # Resumed once more, nothing has moved: HUMAN 2 is asked for its key, and no card was
    # taken for it.
    last = without_recap(run("--resume").stdout.splitlines())
    assert last[0] == "GAME NUMBER 36 RESUMED: 1 KEYS REPLAYED"
    assert last[4:] == [see_cards("HUMAN 2"), "END OF INPUT: THE GAME STOPS HERE", CONTINUE]
    assert not [line for line in last if "TAKES" in line]


def test_a_game_resumed_twice_where_the_same_human_goes_on_replays_no_extra_key(
    private_state_home,
):
    # Game 6, two humans alone: HUMAN 1 plays RED REVERSE (with two players, it moves
    # again) and the input ends at its menu.
    run("--seed 6 --humans 2 --opponents 0", "KPRRY")
    # Resumed, whoever sits at the keyboard is asked first (T answers), then S sorts. The
    # game never stopped asked no key there: the save holds the sort, not T.
    first = without_recap(run("--resume", "TS").stdout.splitlines())
    assert first[3:5] == [see_cards("HUMAN 1"), "TOP CARD: RED REVERSE   COLOR: RED"]
    saved = json.loads((private_state_home / "save-1.json").read_text())
    assert saved["keys"] == "KPRRYS"
    # Resumed again, T is not replayed as a take: HUMAN 1 is asked for its key once more.
    again = without_recap(run("--resume").stdout.splitlines())
    assert again[0] == "GAME NUMBER 6 RESUMED: 6 KEYS REPLAYED"
    assert again[3:] == [see_cards("HUMAN 1"), "END OF INPUT: THE GAME STOPS HERE", CONTINUE]


def test_a_game_resumed_at_play_it_names_the_offered_card_once():
    # Game 3, two humans alone, taking until a card can be played: HUMAN 2 takes YELLOW 3,
    # RED 3 and YELLOW 1, which PLAY IT offers; the input ends there.
    args = "--seed 3 --humans 2 --opponents 0 --take until-playable"
    stopped = run(args, "KT").stdout.splitlines()
    assert stopped[-5:-2] == [
        "HUMAN 2 TAKES 3 CARDS",
        "YOU TOOK YELLOW 3, RED 3",
        "YOU TOOK YELLOW 1. PLAY IT (Y/N)? ",
    ]
    # Resumed, HUMAN 2 is told the cards before the offered one again, and the prompt names
    # the last, once.
    lines = without_recap(run("--resume", "K").stdout.splitlines())
    assert lines[3:5] == [see_cards("HUMAN 2"), "YOU TOOK YELLOW 3, RED 3"]
    assert lines[-3] == "YOU TOOK YELLOW 1. PLAY IT (Y/N)? "
    assert [line for line in lines if "YELLOW 1" in line] == [lines[-3]]
