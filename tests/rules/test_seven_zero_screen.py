"""The 7-0 house rule as a player meets it: a 0 passing every hand on, with several humans at
one keyboard; and a hand changed by another player's card (a 7 or a 0, and so the party
deck's Swap Hands and rotating Custom Wild too) shown once, in the human's next turn block.
"""

from __future__ import annotations

import re
from pathlib import Path

import pytest
from click.testing import CliRunner

from tools.screen_text import HAND_ROW, see_cards
from uno_classic.cli import main
from uno_classic.transcript import Transcript

from .helpers import following, rows, rows_shown, stacked

# ------------------------------------------------------------------ several humans


ZERO_BY_A_COMPUTER = {
    0: "YELLOW 1, YELLOW 2, YELLOW 3, YELLOW 4, GREEN 1, GREEN 2, GREEN 3",
    1: "RED 6, BLUE 1, BLUE 2, BLUE 3, BLUE 4, GREEN 4, GREEN 6",
    2: "RED 0, YELLOW 7, YELLOW 8, YELLOW 9, BLUE 7, BLUE 8, BLUE 9",
    3: "RED 1, RED 2, RED 3, RED 4, RED 7, RED 8, RED 9",
}
"""HUMAN 1, HUMAN 2, COMPUTER 1, COMPUTER 2: HUMAN 2 starts on RED 5 and plays its RED 6;
COMPUTER 1 can play only its RED 0. Every hand passes on clockwise: HUMAN 1 gets COMPUTER
2's reds, HUMAN 2 HUMAN 1's yellows and greens; COMPUTER 2, next, holds COMPUTER 1's cards,
none red or 0, and takes the YELLOW 5 on the stock."""


def test_after_a_computers_0_each_human_sees_its_new_hand_only_after_its_own_key(monkeypatch):
    lines = stacked(
        monkeypatch,
        "K" + "PR6Y" + "K" + "PR1Y" + "K",
        humans=2,
        starter=1,
        hands=ZERO_BY_A_COMPUTER,
        first="RED 5",
        then="YELLOW 5",
        seven_zero="on",
    )
    passed = [
        "HUMAN 2 PLAYS RED 6",
        "COMPUTER 1 PLAYS RED 0",
        # No hand shown, not even to HUMAN 2, the last at the keyboard: the next human
        # may be looking already.
        "HANDS PASS TO THE NEXT PLAYER",
        "COMPUTER 2 TAKES A CARD",
        see_cards("HUMAN 1"),
    ]
    assert following(lines, "PLAY RED 6 (Y/N)? Y", passed) == passed
    first = [
        "TOP CARD: RED 0   COLOR: RED",
        "HUMAN 2: 7 CARDS   COMPUTER 1: 6 CARDS   COMPUTER 2: 7 CARDS",
        "DIRECTION: CLOCKWISE, NEXT AFTER HUMAN 1: HUMAN 2",
        "HUMAN 1 PLAYS",
        *rows(red="1 2 3 4 7 8 9"),  # COMPUTER 2's hand as dealt
        "SORT, PLAY OR TAKE (S/P/T)? P",
    ]
    assert following(lines, see_cards("HUMAN 1"), first) == first
    second = [
        "TOP CARD: RED 1   COLOR: RED",
        "HUMAN 1: 6 CARDS   COMPUTER 1: 6 CARDS   COMPUTER 2: 7 CARDS",
        "DIRECTION: CLOCKWISE, NEXT AFTER HUMAN 2: COMPUTER 1",
        "HUMAN 2 PLAYS",
        *rows(yellow="1 2 3 4", green="1 2 3"),  # HUMAN 1's hand as dealt
        "SORT, PLAY OR TAKE (S/P/T)? ",
    ]
    assert following(lines, see_cards("HUMAN 2"), second, nth=2) == second
    # HUMAN 2's hand as dealt, HUMAN 1's new one, HUMAN 2's new one: no other anywhere.
    assert len(rows_shown(lines)) == 3


ZERO_BY_A_HUMAN = {
    0: "RED 0, YELLOW 1, YELLOW 2, YELLOW 3, GREEN 1, GREEN 2, GREEN 3",
    1: "BLUE 1, BLUE 2, BLUE 3, BLUE 4, GREEN 4, GREEN 6, GREEN 7",
    2: "YELLOW 6, YELLOW 7, YELLOW 8, BLUE 6, BLUE 7, BLUE 8, YELLOW 9",
    3: "RED 1, RED 2, RED 3, RED 4, RED 6, RED 7, RED 8",
}
"""HUMAN 1 starts on RED 5 with its RED 0: every hand passes on clockwise, HUMAN 1 gets
COMPUTER 2's reds and HUMAN 2, next to move, HUMAN 1's yellows and greens."""


def test_a_human_who_plays_a_0_sees_its_new_hand_at_once_and_the_next_human_after_its_key(
    monkeypatch,
):
    lines = stacked(
        monkeypatch,
        "K" + "PR0Y" + "K",
        humans=2,
        starter=0,
        hands=ZERO_BY_A_HUMAN,
        first="RED 5",
        seven_zero="on",
    )
    expected = [
        "HUMAN 1 PLAYS RED 0",
        "HANDS PASS TO THE NEXT PLAYER",
        *rows(red="1 2 3 4 6 7 8"),  # HUMAN 1 is at the keyboard: its new hand only
        see_cards("HUMAN 2"),
        "TOP CARD: RED 0   COLOR: RED",
        "HUMAN 1: 7 CARDS   COMPUTER 1: 7 CARDS   COMPUTER 2: 7 CARDS",
        "DIRECTION: CLOCKWISE, NEXT AFTER HUMAN 2: COMPUTER 1",
        "HUMAN 2 PLAYS",
        *rows(yellow="1 2 3", green="1 2 3"),
        "SORT, PLAY OR TAKE (S/P/T)? ",
    ]
    assert following(lines, "PLAY RED 0 (Y/N)? Y", expected) == expected


# ------------------------------------------------------------------ a hand changed by another


ZERO_BEFORE_THE_HUMAN = {
    0: "BLUE 1, BLUE 2, BLUE 3, BLUE 4, GREEN 4, GREEN 6, GREEN 7",
    3: "RED 0, YELLOW 1, YELLOW 2, YELLOW 3, YELLOW 4, GREEN 1, GREEN 2",
}
"""HUMAN, COMPUTER 1, COMPUTER 2, COMPUTER 3: COMPUTER 3 starts on RED 5 and can play only
its RED 0. Every hand passes on clockwise, and the HUMAN, next to move, gets COMPUTER 3's
yellows and greens."""


def test_a_hand_a_computers_0_passes_to_the_human_is_shown_once_in_its_turn_block(monkeypatch):
    lines = stacked(
        monkeypatch,
        "",
        starter=3,
        hands=ZERO_BEFORE_THE_HUMAN,
        first="RED 5",
        seven_zero="on",
    )
    expected = [
        "HANDS PASS TO THE NEXT PLAYER",
        # No rows here: the turn block right after shows the new hand, once.
        "TOP CARD: RED 0   COLOR: RED",
        "COMPUTER 1: 7 CARDS   COMPUTER 2: 7 CARDS   COMPUTER 3: 7 CARDS",
        "DIRECTION: CLOCKWISE, NEXT AFTER YOU: COMPUTER 1",
        "HUMAN PLAYS",
        *rows(yellow="1 2 3 4", green="1 2"),
        "SORT, PLAY OR TAKE (S/P/T)? ",
    ]
    assert following(lines, "COMPUTER 3 PLAYS RED 0", expected) == expected
    assert len(rows_shown(lines)) == 1  # (the hand dealt went on before the human's turn)


CHANGED_BY_ANOTHER = re.compile(r"^COMPUTER \d SWAPS HANDS WITH HUMAN$|^HANDS PASS TO THE NEXT")


@pytest.mark.parametrize(
    "golden",
    ["seven-zero-swaps-and-passes", "party-everyone-takes", "party-rotate-and-swapped"],
)
def test_a_hand_another_players_card_gives_the_human_waits_for_its_next_turn_block(golden):
    # The command and keys of a golden transcript with one human, whose hand a computer's
    # 7, 0, Swap Hands or rotating Custom Wild changes: the new rows come once, in the
    # human's next turn block, and not also at the change.
    transcript = Transcript.load(Path(__file__).parents[2] / "transcripts" / f"{golden}.txt")
    result = CliRunner().invoke(main, transcript.args, input=transcript.keys)
    lines = result.output.splitlines()
    changes = [
        i
        for i, line in enumerate(lines)
        if CHANGED_BY_ANOTHER.match(line) and not lines[i - 1].startswith("HUMAN PLAYS ")
    ]
    assert changes  # the golden still shows what this test is about
    for i in changes:
        turn = next(j for j in range(i, len(lines)) if lines[j] == "HUMAN PLAYS")
        assert not any(HAND_ROW.match(line) for line in lines[i:turn]), lines[i:turn]
        assert all(HAND_ROW.match(line) for line in lines[turn + 1 : turn + 6])
