"""The colors of the decks as the engine plays them (``--deck``): a wild names only a color
its deck has, eight colors in the eight-color deck.
"""

from __future__ import annotations

import pytest

from uno_classic.cards import EIGHT_COLORS, Card, Color
from uno_classic.questions import TAKE, Question
from uno_classic.variants import Deck, FirstWild

from ..tables import arranged_game, dealt_game
from .helpers import CLASSIC_COLORS, assert_whole_deck, log, refused

pytestmark = pytest.mark.rules


def test_a_classic_or_party_wild_refuses_a_color_the_deck_does_not_have():
    for deck in (Deck.CLASSIC, Deck.PARTY):
        game = arranged_game(["COLOR CHANGE, RED 1", "YELLOW 3", "GREEN 6"], top="RED 5", deck=deck)
        game.apply(Card.parse("COLOR CHANGE"))
        assert game.legal_answers() == CLASSIC_COLORS
        for wrong in (Color.ORANGE, Color.PURPLE, Color.PINK, Color.SKY, "RED", None):
            refused(game, wrong)  # type: ignore[arg-type]
        assert game.question is Question.COLOR
        game.apply(Color.BLUE)
        assert game.current_color is Color.BLUE
        assert_whole_deck(game)


def test_a_first_wild_in_a_classic_game_refuses_orange():
    game, _ = dealt_game(3, starter=1, first="COLOR CHANGE")
    assert game.question is Question.COLOR
    refused(game, Color.ORANGE)
    game.apply(Color.RED)
    assert_whole_deck(game)


def test_an_eight_color_wild_names_any_of_the_eight_colors():
    game = arranged_game(
        ["COLOR CHANGE, RED 1, RED 2", "ORANGE 3, PINK 7", "SKY 6"],
        top="RED 5",
        deck=Deck.EIGHT_COLOR,
    )
    game.apply(Card.parse("COLOR CHANGE"))
    assert game.legal_answers() == list(EIGHT_COLORS)
    assert log(game.apply(Color.ORANGE)) == ["0 plays COLOR CHANGE", "0 names ORANGE"]
    assert game.current_color is Color.ORANGE
    # The next player may now play its orange card, not its pink one.
    assert game.legal_answers() == [Card.parse("ORANGE 3"), TAKE]
    assert_whole_deck(game)


def test_a_first_wild_of_the_eight_color_deck_may_be_sky():
    game, _ = dealt_game(
        3, starter=1, first="COLOR CHANGE", deck=Deck.EIGHT_COLOR, first_wild=FirstWild.STARTER
    )
    assert (game.question, game.turn) == (Question.COLOR, 1)
    assert log(game.apply(Color.SKY)) == ["1 names SKY"]
    assert game.current_color is Color.SKY
    assert_whole_deck(game)
