"""Computer players under the party and eight-color rules: whom `normal` swaps hands with
and when, that it always passes a penalty on, that `random` may make every swap choice, the
colors both name with eight colors, and that no strategy plays an illegal card while a
penalty is pending (judged by tools/rules_by_name.py, which does not use the engine)."""

from __future__ import annotations

import random
from collections import Counter
from dataclasses import replace

import pytest
from hypothesis import given
from hypothesis import strategies as st

from tools.rules_by_name import legal, symbol_of
from uno_classic import inference
from uno_classic.cards import COLORS, EIGHT_COLORS, PARTY_DECK, Card, Color, cards
from uno_classic.game import Game
from uno_classic.levels import STRATEGIES
from uno_classic.questions import KEEP, TAKE, IllegalAnswer, Question
from uno_classic.rules import Restriction
from uno_classic.search import HardStrategy
from uno_classic.strategies import NormalStrategy, RandomStrategy, computer_answer
from uno_classic.variants import PRESETS, CustomRule, Deck, Stacking
from uno_classic.view import CLOCKWISE, COUNTERCLOCKWISE, Snapshot

from .tables import arranged_game

pytestmark = pytest.mark.rules

normal = NormalStrategy()
rnd = RandomStrategy()
SWAP_HANDS = Card.parse("SWAP HANDS")


def table(
    hand: str,
    top: str,
    *,
    color: Color | None = None,
    others: tuple[int, ...] = (7, 7, 7),
    pending: int = 0,
    restriction: Restriction = Restriction.COLOR,
    colors: tuple[Color, ...] = COLORS,
) -> Snapshot:
    top_card = Card.parse(top)
    return Snapshot(
        hand=cards(hand),
        top_card=top_card,
        current_color=color or top_card.color,
        others=others,
        discard_pile=[top_card],
        direction=CLOCKWISE,
        restriction=restriction,
        colors=colors,
        pending=pending,
    )


def play(view: Snapshot, seed: int = 0) -> str | None:
    card = normal.choose_play(view, random.Random(seed))
    return None if card is None else card.name


# ------------------------------------------------------------------ normal: Swap Hands

# Five cards: playing the Swap Hands, it would keep four.
FIVE = "SWAP HANDS, RED 1, RED 2, BLUE 4, GREEN 6"


def test_normal_swaps_with_the_player_holding_fewest_when_fewer_than_it_would_keep():
    view = table(FIVE, "RED 5", others=(6, 3, 5))
    assert play(view) == "SWAP HANDS"
    assert normal.choose_swap(view, random.Random(0)) == 1


def test_normal_swaps_with_the_first_in_turn_order_among_the_fewest():
    view = table(FIVE, "RED 5", others=(5, 3, 3))
    assert normal.choose_swap(view, random.Random(0)) == 1
    view = table(FIVE, "RED 5", others=(2, 6, 2))
    assert normal.choose_swap(view, random.Random(0)) == 0


def test_normal_keeps_its_hand_when_nobody_holds_fewer_than_it_would_keep():
    # The fewest is four: as many as it would keep, not fewer.
    view = table(FIVE, "RED 5", others=(4, 5, 6))
    assert normal.choose_swap(view, random.Random(0)) is None
    # Then the Swap Hands is a wild like any other, kept while a colored card fits.
    assert play(view) == "RED 2"


def test_normal_plays_a_swap_hands_before_stopping_a_player_close_to_going_out():
    view = table("SWAP HANDS, RED DRAW TWO, RED 1, BLUE 4, GREEN 6", "RED 5", others=(2, 7, 7))
    assert play(view) == "SWAP HANDS"
    assert normal.choose_swap(view, random.Random(0)) == 0


def test_normal_plays_its_only_legal_swap_hands_and_keeps_its_hand():
    view = table("SWAP HANDS, BLUE 1", "RED 5", others=(5, 5))
    assert play(view) == "SWAP HANDS"
    assert normal.choose_swap(view, random.Random(0)) is None


@pytest.mark.parametrize(
    ("direction", "chosen"),
    # From seat 2, clockwise the others come 3, 0, 1; counterclockwise 1, 0, 3. Seats 0
    # and 3 hold two cards each: the first of them in turn order is chosen.
    [(CLOCKWISE, 3), (COUNTERCLOCKWISE, 0)],
    ids=["clockwise", "counterclockwise"],
)
def test_a_computer_names_the_seat_of_the_first_player_in_turn_order_holding_fewest(
    direction, chosen
):
    five_yellows = "YELLOW 3, YELLOW 4, YELLOW 6, YELLOW 7, YELLOW 8"
    game = arranged_game(
        ["BLUE 1, BLUE 2", five_yellows, FIVE, "GREEN 7, GREEN 8"],
        top="RED 5",
        turn=2,
        direction=direction,
        deck=Deck.PARTY,
    )
    assert computer_answer(game, normal) is SWAP_HANDS
    game.apply(SWAP_HANDS)
    assert (game.question, game.turn) == (Question.SWAP, 2)
    assert computer_answer(game, normal) == chosen
    game.apply(chosen)
    assert (game.question, game.turn) == (Question.COLOR, 2)
    game.apply(computer_answer(game, normal))
    assert len(game.hands[2]) == 2 and len(game.hands[chosen]) == 4


def test_a_computer_keeping_its_hand_answers_keep():
    game = arranged_game(
        ["SWAP HANDS, BLUE 1", "YELLOW 3, YELLOW 4, YELLOW 6", "GREEN 7, GREEN 8, GREEN 9"],
        top="RED 5",
        deck=Deck.PARTY,
    )
    game.apply(SWAP_HANDS)
    assert computer_answer(game, normal) is KEEP


# ------------------------------------------------------------------ normal: stacking


@pytest.mark.parametrize("others", [(7, 7, 7), (1, 7, 7), (7, 7, 1), (12, 12, 12)])
def test_normal_always_passes_a_penalty_on_when_it_can(others):
    hand = "BLUE DRAW TWO, RED 7, RED 9, COLOR CHANGE, DRAW FOUR"
    for seed in range(20):
        view = table(hand, "RED DRAW TWO", others=others, pending=2)
        assert play(view, seed) == "BLUE DRAW TWO"
    # Without a penalty (the Draw Two already taken), and nobody close to going out, it
    # would rather play its RED 9.
    assert play(table(hand, "RED DRAW TWO"), 0) == "RED 9"


def test_normal_passes_a_draw_four_on_only_when_the_restriction_allows():
    hand = "DRAW FOUR, GREEN 3, BLUE 5"
    free = table(hand, "DRAW FOUR", color=Color.BLUE, pending=4, restriction=Restriction.NONE)
    assert play(free) == "DRAW FOUR"
    # It holds BLUE 5, of the color named: the Draw Four is barred, and it takes.
    barred = free._replace(restriction=Restriction.COLOR)
    assert play(barred) is None
    assert rnd.choose_play(barred, random.Random(0)) is None


def test_a_computer_passes_a_penalty_on_in_a_game():
    game = arranged_game(
        ["RED DRAW TWO, RED 1, RED 2", "BLUE DRAW TWO, RED 7, RED 9", "GREEN 6, GREEN 7"],
        top="RED 5",
        stacking=Stacking.ADD,
    )
    game.apply(Card.parse("RED DRAW TWO"))
    for strategy in (normal, rnd):
        assert computer_answer(game, strategy) is Card.parse("BLUE DRAW TWO")
    game.apply(Card.parse("BLUE DRAW TWO"))
    # Seat 2 has nothing to pass it on with: it takes the four cards.
    for strategy in (normal, rnd):
        assert computer_answer(game, strategy) is TAKE


# ------------------------------------------------------------------ random


def test_random_swaps_with_any_other_player_or_keeps_its_hand_uniformly():
    view = table(FIVE, "RED 5", others=(5, 3, 4))
    picks = Counter(rnd.choose_swap(view, random.Random(seed)) for seed in range(4000))
    assert set(picks) == {0, 1, 2, None}
    # 1000 expected each; 850..1150 fails with probability below 1e-6 per choice.
    assert all(850 <= count <= 1150 for count in picks.values()), picks
    two = table("SWAP HANDS, RED 1", "RED 5", others=(4,))
    assert {rnd.choose_swap(two, random.Random(seed)) for seed in range(50)} == {0, None}


# ------------------------------------------------------------------ eight colors


def test_normal_names_the_color_it_holds_most_among_eight_colors():
    def named(hand: str) -> Color:
        view = table(hand, "RED 5", colors=EIGHT_COLORS)
        return normal.choose_color(view, random.Random(0))

    assert named("ORANGE 1, ORANGE 2, SKY 9, RED 3, COLOR CHANGE") is Color.ORANGE
    assert named("SKY 1, SKY 2, RED 9, BLUE 9") is Color.SKY
    assert named("PURPLE 1, PINK 9, COLOR CHANGE") is Color.PINK  # one each: more points


def test_both_strategies_name_any_of_the_eight_colors_and_only_those():
    view = table("COLOR CHANGE, DRAW FOUR", "RED 5", colors=EIGHT_COLORS)
    for strategy in (normal, rnd):
        named = {strategy.choose_color(view, random.Random(seed)) for seed in range(300)}
        assert named == set(EIGHT_COLORS)
    four = table("COLOR CHANGE, DRAW FOUR", "RED 5")
    for strategy in (normal, rnd):
        named = {strategy.choose_color(four, random.Random(seed)) for seed in range(300)}
        assert named == set(COLORS)


# ------------------------------------------------------------------ never an illegal card

PENALTY_TOPS = ["RED DRAW TWO", "YELLOW DRAW TWO", "GREEN DRAW TWO", "BLUE DRAW TWO", "DRAW FOUR"]
DRAW_FOUR_RULE = {Restriction.NONE: "any", Restriction.COLOR: "color", Restriction.MATCH: "match"}


@st.composite
def penalty_views(draw: st.DrawFn) -> Snapshot:
    """A player with a Draw Two or Draw Four pending on it, holding party-deck cards."""
    top = Card.parse(draw(st.sampled_from(PENALTY_TOPS)))
    color = top.color if top.color is not None else draw(st.sampled_from(COLORS))
    hand = draw(st.lists(st.sampled_from(PARTY_DECK), min_size=1, max_size=15))
    return Snapshot(
        hand=hand,
        top_card=top,
        current_color=color,
        others=tuple(draw(st.lists(st.integers(0, 30), min_size=1, max_size=9))),
        discard_pile=[top],
        direction=CLOCKWISE,
        restriction=draw(st.sampled_from(list(Restriction))),
        pending=draw(st.integers(2, 40)),
    )


def passes_on(hand: list[str], card: str, top: str, color: str, rule: str) -> bool:
    """Whether ``card`` passes a pending penalty on: a card of the top card's kind, and a
    legal play on a penalty (a Draw Four under its restriction)."""
    return symbol_of(card) == symbol_of(top) and legal(hand, card, top, color, rule, pending=True)


@pytest.mark.parametrize("name", sorted(STRATEGIES))
@given(view=penalty_views(), seed=st.integers(0, 2**16))
def test_with_a_penalty_pending_a_strategy_only_passes_it_on_or_takes(name, view, seed):
    hand = [c.name for c in view.hand]
    top = view.top_card.name
    assert view.current_color is not None
    color = view.current_color.value
    rule = DRAW_FOUR_RULE[view.restriction]
    choice = STRATEGIES[name].choose_play(view, random.Random(seed))
    if choice is None:
        assert not any(passes_on(hand, card, top, color, rule) for card in hand)
    else:
        assert passes_on(hand, choice.name, top, color, rule)


# ------------------------------------------------------------------ whole hands

QUICK_HARD = HardStrategy(playouts=16, min_deals=4, horizon=8)


@pytest.mark.parametrize("name", sorted(STRATEGIES))
@pytest.mark.parametrize(
    "rules",
    [
        replace(PRESETS["party"], custom_rule=CustomRule.ROTATE),
        replace(PRESETS["party"], custom_rule=CustomRule.EVERYONE_TAKES, stacking=Stacking.ADD),
        PRESETS["eight-color"],
        replace(PRESETS["eight-color"], players=2),
    ],
    ids=["party-rotate", "party-everyone-takes-add", "eight-color", "eight-color-2"],
)
def test_computers_answer_every_question_of_whole_hands_legally(name, rules):
    # ``hard`` at a small budget (legality does not depend on how much it searches), in a
    # game that reads the table as the command's games do.
    strategy = QUICK_HARD if name == "hard" else STRATEGIES[name]
    for seed in range(3):
        game = Game(rules, seed=seed)
        inference.read_for(game, [strategy] * rules.players)
        hands = 0
        while hands < 3 and game.question is not Question.GAME_OVER:
            if game.question is Question.NEXT_HAND:
                game.apply(game.legal_answers()[0])
                hands += 1
                continue
            answer = computer_answer(game, strategy)
            assert answer in game.legal_answers()
            try:
                game.apply(answer)
            except IllegalAnswer as refused:  # pragma: no cover - the failure being tested
                pytest.fail(f"{name} answered {answer!r} at {game.question.name}: {refused}")
            assert Counter(game.all_cards()) == Counter(rules.cards)


# ------------------------------------------------------------------ normal: a hand given away


def test_normal_names_the_color_its_hand_holds_fewest_of_when_that_hand_is_given_away():
    # Red 3 cards, yellow 2, green 1, blue none: a hand kept names red; a hand given away
    # names blue, which the player receiving it holds none of.
    hand = "RED 1, RED 2, RED 3, YELLOW 4, YELLOW 5, GREEN 6"
    kept = table(hand, "RED 5")
    given = kept._replace(gives_hand_away=True)
    assert {normal.choose_color(kept, random.Random(seed)) for seed in range(20)} == {Color.RED}
    assert {normal.choose_color(given, random.Random(seed)) for seed in range(20)} == {Color.BLUE}


def _color_question(custom_rule: CustomRule, card: str, answer_swap: int | None) -> Game:
    """Seat 0 plays ``card`` from a party hand and, for a Swap Hands, chooses whom to swap
    with: the game then asks seat 0 for the color."""
    game = arranged_game(
        [f"{card}, RED 1, RED 2, RED 3, YELLOW 4, YELLOW 5, GREEN 6", "BLUE 1", "BLUE 2"],
        top="GREEN 9",
        deck=Deck.PARTY,
        custom_rule=custom_rule,
    )
    game.apply(Card.parse(card))
    if game.question is Question.SWAP:
        game.apply(KEEP if answer_swap is None else answer_swap)
    assert game.question is Question.COLOR and game.turn == 0
    return game


@pytest.mark.parametrize(
    ("custom_rule", "card", "swap", "leaving", "named"),
    [
        (CustomRule.WILD, "SWAP HANDS", 1, True, Color.BLUE),
        (CustomRule.WILD, "SWAP HANDS", None, False, Color.RED),
        (CustomRule.ROTATE, "CUSTOM WILD", None, True, Color.BLUE),
        (CustomRule.EVERYONE_TAKES, "CUSTOM WILD", None, False, Color.RED),
        (CustomRule.WILD, "CUSTOM WILD", None, False, Color.RED),
        (CustomRule.WILD, "COLOR CHANGE", None, False, Color.RED),
    ],
)
def test_a_seat_knows_when_the_hand_it_names_a_color_for_is_about_to_be_given_away(
    custom_rule, card, swap, leaving, named
):
    game = _color_question(custom_rule, card, swap)
    assert game.hand_leaving is leaving
    assert [game.view(seat).gives_hand_away for seat in range(3)] == [leaving, False, False]
    assert computer_answer(game, normal) is named
    game.apply(named)  # once the hands have changed, nobody is giving a hand away
    assert not game.hand_leaving
    assert not any(game.view(seat).gives_hand_away for seat in range(3))
