"""The decks and the cards: the classic deck, the card names on the screen, and the party and
eight-color decks. Every expected deck is counted here from names, not read from
the code that builds it."""

from __future__ import annotations

import copy
import pickle
from collections import Counter

import pytest

from uno_classic.cards import (
    CLASSIC_DECK,
    COLORS,
    EIGHT_COLOR_DECK,
    EIGHT_COLORS,
    FACES,
    PARTY_DECK,
    Card,
    Color,
    Rank,
    card,
    cards,
)
from uno_classic.variants import Deck, Rules

pytestmark = pytest.mark.rules

CLASSIC_WORDS = ["RED", "YELLOW", "GREEN", "BLUE"]
EIGHT_WORDS = [*CLASSIC_WORDS, "ORANGE", "PURPLE", "PINK", "SKY"]
SYMBOLS = ["1", "2", "3", "4", "5", "6", "7", "8", "9", "SKIP", "DRAW TWO", "REVERSE"]


def deck_by_hand(colors: list[str], wilds: dict[str, int]) -> Counter[str]:
    """A deck's make-up by name: per color one 0 and two of every other symbol, and the
    wilds as given."""
    names: Counter[str] = Counter(wilds)
    for color in colors:
        names[f"{color} 0"] = 1
        for symbol in SYMBOLS:
            names[f"{color} {symbol}"] = 2
    return names


def test_deck_has_108_cards():
    assert len(CLASSIC_DECK) == 108
    assert Counter(c.name for c in CLASSIC_DECK) == deck_by_hand(
        CLASSIC_WORDS, {"COLOR CHANGE": 4, "DRAW FOUR": 4}
    )


def test_the_classic_deck_keeps_its_order_so_every_seed_deals_as_before():
    # Red, yellow, green, blue; in each the 0 once, then 1-9, Skip, Draw Two, Reverse twice
    # each; then the four Color Changes and the four Draw Fours.
    order = [
        name
        for color in CLASSIC_WORDS
        for name in [f"{color} 0"] + [f"{color} {s}" for s in SYMBOLS for _ in range(2)]
    ]
    order += ["COLOR CHANGE"] * 4 + ["DRAW FOUR"] * 4
    assert [c.name for c in CLASSIC_DECK] == order


def test_the_party_deck_is_the_classic_deck_with_one_swap_hands_and_three_custom_wilds():
    assert len(PARTY_DECK) == 112
    assert Counter(c.name for c in PARTY_DECK) == deck_by_hand(
        CLASSIC_WORDS, {"COLOR CHANGE": 4, "DRAW FOUR": 4, "SWAP HANDS": 1, "CUSTOM WILD": 3}
    )


def test_the_eight_color_deck_has_eight_colors_and_eight_of_each_wild():
    assert len(EIGHT_COLOR_DECK) == 216  # 8 colors x 25 cards, and 16 wilds
    assert Counter(c.name for c in EIGHT_COLOR_DECK) == deck_by_hand(
        EIGHT_WORDS, {"COLOR CHANGE": 8, "DRAW FOUR": 8}
    )


def test_the_rules_name_each_deck_its_cards_and_colors():
    assert Rules().cards is CLASSIC_DECK
    assert Rules(deck=Deck.PARTY).cards is PARTY_DECK
    assert Rules(deck=Deck.EIGHT_COLOR).cards is EIGHT_COLOR_DECK
    assert [c.value for c in Rules(deck=Deck.PARTY).colors] == CLASSIC_WORDS
    assert [c.value for c in Rules(deck=Deck.EIGHT_COLOR).colors] == EIGHT_WORDS


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
        ("SWAP HANDS", 40),
        ("CUSTOM WILD", 40),
        ("ORANGE 0", 0),
        ("SKY 9", 9),
        ("PURPLE SKIP", 20),
        ("PINK DRAW TWO", 20),
    ],
)
def test_points_are_face_value_twenty_for_actions_fifty_for_wilds_forty_for_party_wilds(
    name, points
):
    assert Card.parse(name).points == points


def test_card_names_are_the_screen_names():
    assert str(card(Color.RED, Rank.SEVEN)) == "RED 7"
    assert str(card(Color.YELLOW, Rank.SKIP)) == "YELLOW SKIP"
    assert str(card(Color.GREEN, Rank.DRAW_TWO)) == "GREEN DRAW TWO"
    assert str(card(Color.BLUE, Rank.REVERSE)) == "BLUE REVERSE"
    assert str(card(None, Rank.WILD)) == "COLOR CHANGE"
    assert str(card(None, Rank.WILD_DRAW_FOUR)) == "DRAW FOUR"
    assert str(card(None, Rank.SWAP_HANDS)) == "SWAP HANDS"
    assert str(card(None, Rank.CUSTOM_WILD)) == "CUSTOM WILD"
    assert str(card(Color.ORANGE, Rank.SEVEN)) == "ORANGE 7"
    assert str(card(Color.PURPLE, Rank.SKIP)) == "PURPLE SKIP"
    assert str(card(Color.PINK, Rank.DRAW_TWO)) == "PINK DRAW TWO"
    assert str(card(Color.SKY, Rank.REVERSE)) == "SKY REVERSE"


def test_the_party_wilds_are_wild_cards_without_a_color():
    for name in ("SWAP HANDS", "CUSTOM WILD"):
        face = Card.parse(name)
        assert face.is_wild and face.color is None
        assert not face.plain  # each has an effect beyond its color


def test_every_face_exists_once_and_survives_copies():
    # 13 faces in each of eight colors, and four wilds.
    assert len(FACES) == len({f.name for f in FACES}) == 8 * 13 + 4
    assert {f.name for f in FACES} == set(deck_by_hand(EIGHT_WORDS, {})) | {
        "COLOR CHANGE",
        "DRAW FOUR",
        "SWAP HANDS",
        "CUSTOM WILD",
    }
    seven = Card.parse("red 7")
    assert copy.deepcopy(seven) is seven
    assert pickle.loads(pickle.dumps(seven)) is seven
    assert cards("RED 7, blue  skip") == [seven, Card.parse("BLUE SKIP")]


def test_unknown_cards_are_refused():
    with pytest.raises(ValueError, match="no such card"):
        Card.parse("BROWN 3")
    with pytest.raises(ValueError, match="no such card"):
        Card.parse("PINK")
    with pytest.raises(ValueError, match="no such card"):
        card(None, Rank.SEVEN)
    with pytest.raises(ValueError, match="no such card"):
        card(Color.ORANGE, Rank.SWAP_HANDS)


def test_colors_are_in_seating_row_order():
    assert [c.value for c in COLORS] == CLASSIC_WORDS
    assert [c.value for c in EIGHT_COLORS] == EIGHT_WORDS
