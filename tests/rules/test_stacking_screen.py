"""Stacking as a player meets it: a pending penalty in the human's turn block, T taking it
all, another card refused, a penalty passed on or added up, in four and eight colors.
"""

from __future__ import annotations

import pytest

from .helpers import after, options, session

STACK = {
    0: "RED 9, GREEN DRAW TWO, DRAW FOUR, YELLOW 8, YELLOW 9, GREEN 9, RED 1",
    1: "BLUE 1, BLUE 2, GREEN 5, YELLOW 5, RED 2, RED 3, RED 4",
    2: "RED DRAW TWO, BLUE 7, BLUE 8, GREEN 3, GREEN 4, YELLOW 1, YELLOW 2",
    3: "BLUE DRAW TWO, BLUE 9, GREEN 6, GREEN 8, YELLOW 3, YELLOW 4, YELLOW 6",
}
"""Four players: COMPUTER 2 starts on RED 5 with a RED DRAW TWO, its only play; COMPUTER 3
passes the penalty on with BLUE DRAW TWO; then the human, who holds GREEN DRAW TWO."""
STACK_TAKEN = "YELLOW 7, GREEN 1, BLUE 3, GREEN 2"


def stacked_on(monkeypatch: pytest.MonkeyPatch, keys: str, stacking: str) -> list[str]:
    played = options(stacking=stacking)
    return session(
        monkeypatch, played, keys, starter=2, hands=STACK, first="RED 5", then=STACK_TAKEN
    )


@pytest.mark.parametrize(("stacking", "count"), [("pass", 2), ("add", 4)])
def test_a_human_with_a_penalty_pending_sees_it_in_its_turn_block(monkeypatch, stacking, count):
    lines = stacked_on(monkeypatch, "", stacking)
    assert after(lines, "COMPUTER 2 PLAYS RED DRAW TWO")[:11] == [
        "COMPUTER 2 PLAYS RED DRAW TWO",
        "COMPUTER 3 PLAYS BLUE DRAW TWO",
        "TOP CARD: BLUE DRAW TWO   COLOR: BLUE",
        "COMPUTER 1: 7 CARDS   COMPUTER 2: 6 CARDS   COMPUTER 3: 6 CARDS",
        "DIRECTION: CLOCKWISE, NEXT AFTER YOU: COMPUTER 1",
        f"A DRAW TWO IS PENDING: PLAY A DRAW TWO ON IT, OR T TAKES {count} CARDS",
        "HUMAN PLAYS",
        "RED     : 9 1",
        "YELLOW  : 8 9",
        "GREEN   : D 9",
        "BLUE    :",
    ]


@pytest.mark.parametrize(
    ("stacking", "taken"), [("pass", "YELLOW 7, GREEN 1"), ("add", STACK_TAKEN)]
)
def test_t_takes_the_whole_penalty_in_one_take_and_the_human_is_skipped(
    monkeypatch, stacking, taken
):
    lines = stacked_on(monkeypatch, "T", stacking)
    count = len(taken.split(","))
    shown = after(lines, "SORT, PLAY OR TAKE (S/P/T)? T")
    assert shown[:4] == [
        "SORT, PLAY OR TAKE (S/P/T)? T",
        f"HUMAN TAKES {count} CARDS",
        f"YOU TOOK {taken}",
        "HUMAN IS SKIPPED",
    ]
    assert shown[4].startswith("COMPUTER 1 PLAYS ")  # no PLAY IT: the turn is over
    assert not [line for line in lines if "PLAY IT" in line]


def test_with_a_penalty_pending_another_card_is_refused_in_one_line(monkeypatch):
    lines = stacked_on(monkeypatch, "PR9PSF", "add")
    refusal = "ONLY A DRAW TWO CAN BE PLAYED ON A PENDING DRAW TWO, OR T TAKES THE CARDS"
    assert after(lines, "CARD (0-9/S/D/R)? 9")[:6] == [
        "CARD (0-9/S/D/R)? 9",
        refusal,
        "SORT, PLAY OR TAKE (S/P/T)? P",
        "COLOR (R/Y/G/B/S)? S",
        "COLOR CHANGE OR DRAW FOUR (C/F)? F",
        refusal,  # a Draw Four does not stack on a Draw Two
    ]
    assert lines[-2] == "SORT, PLAY OR TAKE (S/P/T)? "


@pytest.mark.parametrize(("stacking", "count"), [("pass", 2), ("add", 6)])
def test_a_draw_two_played_on_a_pending_one_passes_the_penalty_on(monkeypatch, stacking, count):
    lines = stacked_on(monkeypatch, "PGDY", stacking)
    # COMPUTER 1 holds no Draw Two: it takes the penalty (2, or 2 + 2 + 2 under add).
    assert after(lines, "PLAY GREEN DRAW TWO (Y/N)? Y")[:4] == [
        "PLAY GREEN DRAW TWO (Y/N)? Y",
        "HUMAN PLAYS GREEN DRAW TWO",
        f"COMPUTER 1 TAKES {count} CARDS",
        "COMPUTER 1 IS SKIPPED",
    ]


EIGHT_STACK = {
    0: "DRAW FOUR, RED 9, YELLOW 8, YELLOW 9, GREEN 9, RED 1, ORANGE 2",
    1: "BLUE 1, BLUE 2, GREEN 5, YELLOW 5, RED 2, RED 3, RED 4",
    2: "DRAW FOUR, BLUE 7, BLUE 8, GREEN 3, GREEN 4, YELLOW 1, YELLOW 2",
    3: "DRAW FOUR, BLUE 9, GREEN 6, GREEN 8, YELLOW 3, YELLOW 4, YELLOW 6",
}
"""The eight-color preset (Draw Four free, stacking add): COMPUTER 2 plays a Draw Four on
RED 5, COMPUTER 3 adds its own; the human holds one more."""
EIGHT_TAKEN = "PINK 1, PINK 2, PINK 3, PINK 4, SKY 5, SKY 6, SKY 7, PURPLE 9"


def test_a_pending_draw_four_adds_up_and_t_takes_all_of_it(monkeypatch):
    played = options("eight-color")
    lines = session(
        monkeypatch, played, "T", starter=2, hands=EIGHT_STACK, first="RED 5", then=EIGHT_TAKEN
    )
    assert "A DRAW FOUR IS PENDING: PLAY A DRAW FOUR ON IT, OR T TAKES 8 CARDS" in lines
    shown = after(lines, "SORT, PLAY OR TAKE (S/P/T)? T")
    assert shown[1] == "HUMAN TAKES 8 CARDS"
    end = shown.index("HUMAN IS SKIPPED")
    assert " ".join(shown[2:end]) == f"YOU TOOK {EIGHT_TAKEN}"  # wrapped within 80 columns


def test_a_draw_four_on_a_pending_one_names_one_of_eight_colors(monkeypatch):
    played = options("eight-color")
    lines = session(monkeypatch, played, "PSFYK", starter=2, hands=EIGHT_STACK, first="RED 5")
    assert after(lines, "PLAY DRAW FOUR (Y/N)? Y")[:6] == [
        "PLAY DRAW FOUR (Y/N)? Y",
        "NEW COLOR (R/Y/G/B/O/P/I/K)? K",
        "HUMAN PLAYS DRAW FOUR",
        "COLOR IS NOW SKY",
        "COMPUTER 1 TAKES 12 CARDS",  # 4 + 4 + 4: it holds no Draw Four
        "COMPUTER 1 IS SKIPPED",
    ]
