"""Computer players: the documented priorities of `normal`, the `random` baseline, and the
outside interface (a plain Snapshot in, a decision out)."""

from __future__ import annotations

import random
from collections import Counter

import pytest
from hypothesis import given
from hypothesis import strategies as st

from tools.rules_by_name import legal
from uno_classic.cards import COLORS, Card, Color, Rank, cards
from uno_classic.game import Game
from uno_classic.levels import STRATEGIES
from uno_classic.questions import DEAL, Question
from uno_classic.rules import Restriction
from uno_classic.strategies import NormalStrategy, RandomStrategy, computer_answer
from uno_classic.variants import DECK_CARDS, DECK_COLORS, Deck, Rules
from uno_classic.view import CLOCKWISE, Snapshot

pytestmark = pytest.mark.rules

normal = NormalStrategy()
rnd = RandomStrategy()


def table(hand: str, top: str, *, color: Color | None = None, others=(7, 7, 7)) -> Snapshot:
    top_card = Card.parse(top)
    return Snapshot(
        hand=cards(hand),
        top_card=top_card,
        current_color=color or top_card.color,
        others=tuple(others),
        discard_pile=[top_card],
        direction=CLOCKWISE,
    )


def choose(hand: str, top: str, **kwargs) -> str | None:
    card = normal.choose_play(table(hand, top, **kwargs), random.Random(0))
    return None if card is None else card.name


# --------------------------------------------------------------------------- normal


def test_normal_takes_a_card_only_when_nothing_can_be_played():
    assert choose("BLUE 1, GREEN 7", "RED 5") is None
    assert choose("BLUE 1, GREEN 5", "RED 5") == "GREEN 5"


def test_normal_stops_a_next_player_close_to_going_out_with_the_strongest_action():
    hand = "RED 9, RED SKIP, RED REVERSE, RED DRAW TWO"
    assert choose(hand, "RED 5", others=(2, 7, 7)) == "RED DRAW TWO"
    assert choose("RED 9, RED SKIP, RED REVERSE", "RED 5", others=(1, 7, 7)) == "RED SKIP"
    assert choose("RED 9, RED REVERSE", "RED 5", others=(2, 7, 7)) == "RED REVERSE"
    # A Wild Draw Four is strongest of all (legal here: no red card in the hand).
    assert choose("BLUE 5, BLUE DRAW TWO, DRAW FOUR", "RED 5", others=(1, 7)) == "DRAW FOUR"


def test_normal_does_not_shed_points_when_an_opponent_is_close_to_going_out():
    # It plays as if nobody were close: the colored card before the wild, then the red
    # card worth most (a rule shedding points first, measured to cost wins, would play
    # the COLOR CHANGE, worth 50).
    hand = "RED 9, RED 1, RED SKIP, COLOR CHANGE"
    assert choose(hand, "RED 5", others=(7, 2, 7)) == "RED SKIP"
    assert choose("RED 1, BLUE 5, COLOR CHANGE", "RED 5", others=(7, 7, 1)) == "RED 1"
    # The next player close, but no card that stops them: the same.
    assert choose("RED 1, BLUE 5, COLOR CHANGE", "RED 5", others=(1, 7, 7)) == "RED 1"


def test_normal_keeps_its_wilds_while_a_colored_card_fits():
    assert choose("COLOR CHANGE, RED 1", "RED 5") == "RED 1"
    assert choose("DRAW FOUR, BLUE 5", "RED 5") == "BLUE 5"


def test_normal_plays_a_draw_four_before_a_plain_wild():
    assert choose("COLOR CHANGE, DRAW FOUR, BLUE 3", "RED 5") == "DRAW FOUR"


def test_normal_matches_the_color_before_the_rank():
    assert choose("BLUE 5, RED 2", "RED 5") == "RED 2"


def test_normal_changes_to_the_color_it_holds_most():
    assert choose("BLUE 5, GREEN 5, GREEN 7, GREEN 8", "RED 5") == "GREEN 5"


def test_normal_plays_the_higher_scoring_of_two_otherwise_equal_cards():
    assert choose("RED 2, RED 8", "RED 5") == "RED 8"
    assert choose("RED 9, RED SKIP", "RED 5") == "RED SKIP"


def test_normal_breaks_a_true_tie_at_random_and_repeatably():
    view = table("RED SKIP, RED REVERSE", "RED 5")
    picks = Counter(str(normal.choose_play(view, random.Random(seed))) for seed in range(200))
    assert set(picks) == {"RED SKIP", "RED REVERSE"}
    assert normal.choose_play(view, random.Random(7)) is normal.choose_play(view, random.Random(7))


def test_normal_names_the_color_it_holds_most_then_the_one_worth_most():
    assert (
        normal.choose_color(table("BLUE 1, BLUE 2, RED 9, COLOR CHANGE", "RED 5"), random.Random(0))
        is Color.BLUE
    )
    assert (
        normal.choose_color(table("BLUE 1, RED 9, COLOR CHANGE", "RED 5"), random.Random(0))
        is Color.RED
    )


def test_normal_names_a_random_color_when_it_holds_only_wilds():
    view = table("COLOR CHANGE, DRAW FOUR", "RED 5")
    named = {normal.choose_color(view, random.Random(seed)) for seed in range(100)}
    assert named == set(COLORS)


def test_both_strategies_play_a_playable_taken_card():
    view = table("BLUE 1, RED 8", "RED 5")
    for strategy in (normal, rnd):
        assert strategy.play_taken(view, Card.parse("RED 8"), random.Random(0)) is True


# --------------------------------------------------------------------------- random


def test_random_takes_only_without_a_legal_play_and_picks_uniformly_among_legal_ones():
    # Two RED 2s are one play: each of the four distinct legal cards is equally likely.
    view = table("RED 1, RED 2, RED 2, BLUE 5, GREEN 7, COLOR CHANGE", "RED 5")
    picks = Counter(str(rnd.choose_play(view, random.Random(seed))) for seed in range(4000))
    assert set(picks) == {"RED 1", "RED 2", "BLUE 5", "COLOR CHANGE"}
    # 1000 expected each; 850..1150 fails with probability below 1e-6 per card.
    assert all(850 <= count <= 1150 for count in picks.values()), picks
    assert rnd.choose_play(table("BLUE 1", "RED 5"), random.Random(0)) is None


def test_random_names_any_color():
    view = table("RED 1, RED 2", "RED 5")
    assert {rnd.choose_color(view, random.Random(seed)) for seed in range(100)} == set(COLORS)


# --------------------------------------------------------------------------- any view


DRAW_FOUR_RULES = {Restriction.NONE: "any", Restriction.COLOR: "color", Restriction.MATCH: "match"}
"""Each restriction by its name in tools/rules_by_name.py."""


@st.composite
def views(draw):
    """A table of any deck: a hand and top card from it, a color of it named, any Draw
    Four restriction, and after a Draw Two or Draw Four sometimes a penalty pending."""
    deck = draw(st.sampled_from(Deck))
    faces = sorted(set(DECK_CARDS[deck]), key=lambda c: c.index)
    colors = DECK_COLORS[deck]
    top = draw(st.sampled_from(faces))
    penalty = top.rank in (Rank.DRAW_TWO, Rank.WILD_DRAW_FOUR)
    return Snapshot(
        hand=draw(st.lists(st.sampled_from(DECK_CARDS[deck]), min_size=1, max_size=20)),
        top_card=top,
        current_color=draw(st.sampled_from(colors)),
        others=draw(st.lists(st.integers(0, 30), min_size=1, max_size=9).map(tuple)),
        discard_pile=[top],
        direction=CLOCKWISE,
        restriction=draw(st.sampled_from(Restriction)),
        colors=colors,
        pending=draw(st.sampled_from([0, 2, 4, 6, 12])) if penalty else 0,
    )


@pytest.mark.parametrize("name", sorted(STRATEGIES))
@given(view=views(), seed=st.integers(0, 2**16))
def test_a_strategy_never_chooses_an_illegal_card_and_takes_only_when_it_must(name, view, seed):
    strategy = STRATEGIES[name]
    hand = [c.name for c in view.hand]
    color = view.current_color.value
    rule = DRAW_FOUR_RULES[view.restriction]
    pending = view.pending > 0

    def allowed(card: str) -> bool:
        return legal(hand, card, view.top_card.name, color, rule, pending=pending)

    choice = strategy.choose_play(view, random.Random(seed))
    if choice is None:
        assert not any(allowed(card) for card in hand)
    else:
        assert allowed(choice.name)
    assert strategy.choose_color(view, random.Random(seed)) in view.colors
    swap = strategy.choose_swap(view, random.Random(seed))
    assert swap is None or 0 <= swap < len(view.others)


def test_a_computer_answers_only_the_questions_of_a_seat():
    game = Game(Rules(players=2), seed=3)
    assert game.question is Question.NEXT_HAND
    with pytest.raises(ValueError, match="does not answer"):
        computer_answer(game, normal)
    game.apply(DEAL)
    assert game.question in (Question.MOVE, Question.COLOR)
    game.apply(computer_answer(game, normal))


@pytest.mark.parametrize(
    ("players", "seat", "direction", "expected"),
    [
        # hand sizes 7, 5, 9, 2, 4, ... by seat; the next player to move first
        (4, 1, 1, (9, 2, 7)),  # seats 2, 3, 0
        (4, 1, -1, (7, 2, 9)),  # seats 0, 3, 2
        (4, 0, -1, (2, 9, 5)),  # seats 3, 2, 1
        (5, 4, 1, (7, 5, 9, 2)),  # seats 0, 1, 2, 3
        (5, 4, -1, (2, 9, 5, 7)),  # seats 3, 2, 1, 0
        (3, 2, 1, (7, 5)),  # seats 0, 1
        (3, 2, -1, (5, 7)),  # seats 1, 0
        (2, 0, 1, (5,)),
        (2, 1, -1, (7,)),
    ],
)
def test_a_seat_sees_the_other_card_counts_in_turn_order(players, seat, direction, expected):
    game = Game(Rules(players=players), seed=1)
    game.apply(DEAL)
    game.hands = [[Card.parse("RED 1")] * size for size in (7, 5, 9, 2, 4)[:players]]
    game.direction = direction
    assert game.view(seat).others == expected
