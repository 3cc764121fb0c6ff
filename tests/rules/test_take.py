"""Taking on one's turn as the engine plays it (``--take keep|until-playable``): a taken card
kept, and taking until a playable card, through a reshuffle or an empty stock; each rule
built and its outcome checked.
"""

from __future__ import annotations

from collections import Counter

import pytest

from uno_classic import events as ev
from uno_classic.cards import CLASSIC_DECK, Card, Color
from uno_classic.questions import TAKE, Question
from uno_classic.variants import Take

from ..eventlog import describe_all
from ..tables import arranged_game, names
from .helpers import FILL

pytestmark = pytest.mark.rules


def test_under_keep_a_playable_taken_card_is_kept_and_the_turn_passes():
    game = arranged_game([FILL[0], FILL[1], FILL[2]], top="RED 5", stock="RED 9", take=Take.KEEP)
    assert describe_all(game.apply(TAKE)) == ["0 takes 1"]
    assert (game.question, game.turn) == (Question.MOVE, 1)
    assert "RED 9" in names(game.hands[0])


def test_until_playable_takes_until_a_playable_card_which_may_be_played():
    game = arranged_game(
        [FILL[0], FILL[1], FILL[2]],
        top="RED 5",
        stock="BLUE 2, YELLOW 9, RED 9",
        take=Take.UNTIL_PLAYABLE,
    )
    assert describe_all(game.apply(TAKE)) == ["0 takes 3"]
    assert (game.question, game.turn, game.taken) == (Question.PLAY_TAKEN, 0, Card.parse("RED 9"))
    assert names(game.hands[0])[-3:] == ["BLUE 2", "YELLOW 9", "RED 9"]
    assert describe_all(game.apply(True)) == ["0 plays RED 9"]


def test_until_playable_passes_over_a_draw_four_that_may_not_be_played():
    # Holding YELLOW 1, a Draw Four may not be played on YELLOW 5: the taking goes on.
    game = arranged_game(
        [f"YELLOW 1, {FILL[0]}", FILL[1], FILL[2]],
        top="YELLOW 5",
        stock="DRAW FOUR, BLUE 3, YELLOW 9",
        take=Take.UNTIL_PLAYABLE,
    )
    assert describe_all(game.apply(TAKE)) == ["0 takes 3"]
    assert game.taken is Card.parse("YELLOW 9")
    # Without yellow the Draw Four may be played, and the taking stops at it.
    free = arranged_game(
        [FILL[0], FILL[2], FILL[2].replace("GREEN", "BLUE")],
        top="YELLOW 5",
        stock="DRAW FOUR, BLUE 3, YELLOW 9",
        take=Take.UNTIL_PLAYABLE,
    )
    assert describe_all(free.apply(TAKE)) == ["0 takes 1"]
    assert free.taken is Card.parse("DRAW FOUR")


def test_until_playable_goes_on_through_a_reshuffle():
    # The stock holds only BLUE 2; every other card is under the top card.
    game = arranged_game(
        [FILL[0], FILL[1], FILL[2]],
        top="RED 5",
        stock="BLUE 2",
        rest="discard",
        take=Take.UNTIL_PLAYABLE,
    )
    events = list(game.apply(TAKE))
    log = describe_all(events)
    assert log[0].startswith("reshuffled ") and log[1].startswith("0 takes ")
    took = events[1]
    assert isinstance(took, ev.Took)
    taken = took.cards
    assert taken[0] is Card.parse("BLUE 2")
    playable = [c.color is Color.RED or c.rank.value == 5 or c.is_wild for c in taken]
    assert playable[-1] and not any(playable[:-1])  # it stopped at the first playable card
    assert game.question is Question.PLAY_TAKEN and game.taken is taken[-1]
    assert Counter(game.all_cards()) == Counter(CLASSIC_DECK)


def test_until_playable_with_no_card_left_takes_what_there_is_and_the_turn_passes():
    # Seat 2 holds every card not named; the stock has only BLUE 2 and the pile only RED 5.
    game = arranged_game(
        [FILL[0], FILL[1], FILL[2]], top="RED 5", stock="BLUE 2", rest=2, take=Take.UNTIL_PLAYABLE
    )
    assert describe_all(game.apply(TAKE)) == ["0 takes 1"]
    assert (game.question, game.turn) == (Question.MOVE, 1)
