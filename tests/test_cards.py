"""The deck: SPEC §2 'Deck' and the card names of SPEC §3."""

from __future__ import annotations

import copy
import pickle
from collections import Counter

import pytest

from uno_classic.cards import CLASSIC_DECK, COLORS, FACES, Card, Color, Rank, card, cards

pytestmark = pytest.mark.rules


def test_deck_has_108_cards():
    assert len(CLASSIC_DECK) == 108


@pytest.mark.parametrize("color", ["RED", "YELLOW", "GREEN", "BLUE"])
def test_each_color_has_one_zero_and_two_of_every_other_rank(color):
    names = Counter(c.name for c in CLASSIC_DECK if c.name.startswith(color + " "))
    expected = {f"{color} 0": 1}
    for rank in ["1", "2", "3", "4", "5", "6", "7", "8", "9", "SKIP", "DRAW TWO", "REVERSE"]:
        expected[f"{color} {rank}"] = 2
    assert names == expected
    assert sum(names.values()) == 25


def test_four_color_changes_and_four_draw_fours():
    names = Counter(c.name for c in CLASSIC_DECK)
    assert names["COLOR CHANGE"] == 4
    assert names["DRAW FOUR"] == 4


@pytest.mark.parametrize(
    ("name", "points"),
    [
        ("RED 0", 0),
        ("YELLOW 7", 7),
        ("GREEN 9", 9),
        ("BLUE SKIP", 20),
        ("RED DRAW TWO", 20),
        ("GREEN REVERSE", 20),
        ("COLOR CHANGE", 50),
        ("DRAW FOUR", 50),
    ],
)
def test_points_are_face_value_twenty_for_actions_fifty_for_wilds(name, points):
    assert Card.parse(name).points == points


def test_card_names_are_the_screen_names():
    assert str(card(Color.RED, Rank.SEVEN)) == "RED 7"
    assert str(card(Color.YELLOW, Rank.SKIP)) == "YELLOW SKIP"
    assert str(card(Color.GREEN, Rank.DRAW_TWO)) == "GREEN DRAW TWO"
    assert str(card(Color.BLUE, Rank.REVERSE)) == "BLUE REVERSE"
    assert str(card(None, Rank.WILD)) == "COLOR CHANGE"
    assert str(card(None, Rank.WILD_DRAW_FOUR)) == "DRAW FOUR"


def test_every_face_exists_once_and_survives_copies():
    assert len(FACES) == len({f.name for f in FACES}) == 54
    seven = Card.parse("red 7")
    assert copy.deepcopy(seven) is seven
    assert pickle.loads(pickle.dumps(seven)) is seven
    assert cards("RED 7, blue  skip") == [seven, Card.parse("BLUE SKIP")]


def test_unknown_cards_are_refused():
    with pytest.raises(ValueError, match="no such card"):
        Card.parse("PURPLE 3")
    with pytest.raises(ValueError, match="no such card"):
        card(None, Rank.SEVEN)


def test_colors_are_in_seating_row_order():
    assert [c.value for c in COLORS] == ["RED", "YELLOW", "GREEN", "BLUE"]
