"""The RLCard adapter's mapping (benchmarks/rlcard_mapping.py), on hand-made states in the
format RLCard 1.2.0's UnoGame.get_state returns: no RLCard needed."""

from __future__ import annotations

import random
import subprocess
import sys
from collections import Counter
from pathlib import Path

import pytest

from benchmarks import rlcard_mapping as mapping
from uno_classic.cards import CLASSIC_DECK, WILD, WILD_DRAW_FOUR, Card, Color, cards
from uno_classic.game import Game
from uno_classic.strategies import NormalStrategy

normal = NormalStrategy()
ROOT = Path(__file__).resolve().parent.parent


def state(hand, played, *, target=None, counts=(7, 7, 7, 7), player=0, legal=("draw",)):
    """A state dict as RLCard builds it (round.py get_state, game.py get_state)."""
    return {
        "hand": list(hand),
        "target": target if target is not None else played[-1],
        "played_cards": list(played),
        "legal_actions": list(legal),
        "num_cards": list(counts),
        "num_players": len(counts),
        "current_player": player,
    }


def test_the_module_does_not_import_rlcard():
    check = "import sys, benchmarks.rlcard_mapping; print('rlcard' in sys.modules)"
    done = subprocess.run(
        [sys.executable, "-c", check], cwd=ROOT, capture_output=True, text=True, check=True
    )
    assert done.stdout == "False\n"


@pytest.mark.parametrize(
    ("text", "name"),
    [
        ("r-7", "RED 7"),
        ("y-0", "YELLOW 0"),
        ("g-skip", "GREEN SKIP"),
        ("b-reverse", "BLUE REVERSE"),
        ("y-draw_2", "YELLOW DRAW TWO"),
        ("g-wild", "COLOR CHANGE"),  # a wild's letter means nothing in a hand
        ("r-wild", "COLOR CHANGE"),
        ("b-wild_draw_4", "DRAW FOUR"),
    ],
)
def test_rlcard_card_strings_are_our_cards(text, name):
    assert mapping.to_card(text) is Card.parse(name)


@pytest.mark.parametrize(
    ("name", "color", "action"),
    [
        ("RED 7", None, "r-7"),
        ("GREEN SKIP", None, "g-skip"),
        ("BLUE REVERSE", None, "b-reverse"),
        ("YELLOW DRAW TWO", None, "y-draw_2"),
        ("COLOR CHANGE", Color.GREEN, "g-wild"),
        ("DRAW FOUR", Color.YELLOW, "y-wild_draw_4"),
    ],
)
def test_our_answers_are_rlcard_actions(name, color, action):
    assert mapping.to_action(Card.parse(name), color) == action


def test_taking_is_drawing_and_a_wild_needs_its_color():
    assert mapping.to_action(None) == "draw"
    with pytest.raises(ValueError, match="needs a color"):
        mapping.to_action(WILD)


def test_the_color_in_force_after_a_wild_is_the_one_named_not_the_targets_string():
    # RLCard changes a wild's color but not its string: the target still says "r-wild",
    # the pile shows the color named.
    seen = state(["b-3"], ["y-5", "g-wild"], target="r-wild")
    assert mapping.current_color(seen) is Color.GREEN
    assert mapping.current_color(seen, "b") is Color.BLUE  # read from the game, it wins
    emptied = state(["b-3"], [], target="y-skip")  # the pile just became the stock
    assert mapping.current_color(emptied) is Color.YELLOW
    assert mapping.pile(emptied) == cards("YELLOW SKIP")


@pytest.mark.parametrize(
    ("direction", "expected"),
    [(1, (1, 5, 3)), (-1, (3, 5, 1))],  # players 3, 0, 1 / players 1, 0, 3
)
def test_the_other_counts_in_turn_order(direction, expected):
    seen = state(["b-3"], ["y-5"], counts=(5, 3, 7, 1), player=2)
    assert mapping.others(seen, direction) == expected
    assert mapping.snapshot(seen, direction=direction).others == expected


def test_a_snapshot_holds_the_hand_pile_and_color():
    seen = state(["r-1", "g-wild", "y-skip"], ["b-9", "b-2", "r-wild"], target="r-wild")
    view = mapping.snapshot(seen, color_letter="y")
    assert list(view.hand) == cards("RED 1, COLOR CHANGE, YELLOW SKIP")
    assert list(view.discard_pile) == cards("BLUE 9, BLUE 2, COLOR CHANGE")
    assert view.top_card is WILD
    assert view.current_color is Color.YELLOW
    assert view.restriction is mapping.RESTRICTION


def test_rlcards_draw_four_rule_holding_a_wild_or_a_match():
    # RLCard: a Draw Four only when no other action is legal, a plain Wild's included.
    alone = state(["b-wild_draw_4", "g-3"], ["y-5"])
    assert normal.choose_play(mapping.snapshot(alone), random.Random(1)) is WILD_DRAW_FOUR
    with_match = state(["b-wild_draw_4", "y-3"], ["y-5"])
    assert normal.choose_play(mapping.snapshot(with_match), random.Random(1)) is Card.parse(
        "YELLOW 3"
    )
    with_wild = state(["b-wild_draw_4", "g-3", "r-wild"], ["y-5"])
    view = mapping.snapshot(with_wild)
    assert list(view.hand) == cards("GREEN 3, COLOR CHANGE")  # the Draw Four left out
    assert normal.choose_play(view, random.Random(1)) is WILD


def test_a_draw_four_rlcard_refuses_goes_back_as_the_wild_of_its_color():
    legal = ["r-wild", "g-wild", "b-wild", "y-wild"]
    assert mapping.legal("g-wild_draw_4", legal) == "g-wild"
    assert mapping.legal("b-wild", legal) == "b-wild"
    with pytest.raises(ValueError, match="not among"):
        mapping.legal("r-7", legal)


def test_a_position_deals_what_the_player_cannot_see_and_keeps_every_count():
    hand = ["r-1", "g-wild", "y-skip", "y-skip"]
    played = ["b-9", "b-2", "r-wild"]
    seen = state(hand, played, target="r-wild", counts=(6, 2, 4, 9), player=2)
    place = mapping.position(seen, random.Random(5), direction=-1, color_letter="y")
    hands = place["hands"]
    assert [len(h) for h in hands] == [6, 2, 4, 9]
    assert hands[2] == cards("RED 1, COLOR CHANGE, YELLOW SKIP, YELLOW SKIP")
    assert place["discard_pile"] == cards("BLUE 9, BLUE 2, COLOR CHANGE")
    assert len(place["stock"]) == 108 - 21 - 3
    everything = [*(c for h in hands for c in h), *place["stock"], *place["discard_pile"]]
    assert Counter(everything) == Counter(CLASSIC_DECK)
    assert (place["current_color"], place["turn"], place["direction"]) == (Color.YELLOW, 2, -1)
    # A Game takes it, and its seat sees what the snapshot shows.
    game = Game.at_position(mapping.RULES, seed=3, **place)
    view = game.view(2)
    assert list(view.hand) == hands[2]
    assert view.others == mapping.others(seen, -1) == (2, 6, 9)
    assert view.top_card is WILD
    assert view.current_color is Color.YELLOW


def test_normal_decides_alike_from_a_snapshot_and_from_a_game():
    rng = random.Random(11)
    for _ in range(200):
        deck = list(CLASSIC_DECK)
        rng.shuffle(deck)

        def text(c: Card) -> str:
            return mapping.to_action(c, Color.RED if c.is_wild else None)

        hand = [text(c) for c in deck[:5]]
        top = next(c for c in deck[5:] if not c.is_wild)
        counts = [5, rng.randint(1, 9), rng.randint(1, 9), rng.randint(1, 9)]
        seen = state(hand, [text(top)], counts=counts, player=0)
        color = text(top)[0]
        snap = mapping.snapshot(seen, direction=1, color_letter=color)
        place = mapping.position(seen, random.Random(1), direction=1, color_letter=color)
        game = Game.at_position(mapping.RULES, seed=1, **place)
        first = normal.choose_play(snap, random.Random(2))
        second = normal.choose_play(game.view(0), random.Random(2))
        if WILD in snap.hand and second is WILD_DRAW_FOUR:
            second = WILD  # what mapping.legal sends RLCard instead
        assert first is second


def test_the_unseen_cards_are_dealt_at_random():
    seen = state(["r-1"], ["b-9"], counts=(7, 7, 1, 7), player=2)
    one = mapping.position(seen, random.Random(5))
    other = mapping.position(seen, random.Random(6))
    assert one["hands"][2] == other["hands"][2] == cards("RED 1")
    assert one["hands"][0] != other["hands"][0]
    assert sorted(c.index for c in one["stock"]) != sorted(c.index for c in other["stock"])
