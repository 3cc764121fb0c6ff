"""Stacking as the engine plays it (``--stacking pass|add``): a penalty passed on or added
up, with every Draw Four rule and every take rule, a penalty played as the last card, and
the turn limit; each rule built and its outcome checked.
"""

from __future__ import annotations

import pytest

from uno_classic.cards import Card, Color, cards
from uno_classic.game import Game
from uno_classic.levels import STRATEGIES
from uno_classic.questions import TAKE, Answer, Question
from uno_classic.rules import Refusal
from uno_classic.strategies import computer_answer
from uno_classic.variants import Deck, DrawFour, DrawFourTest, Stacking, Take

from ..tables import arranged_game, dealt_game, names
from .helpers import (
    BOTH_WAYS,
    DRAW_FOUR,
    STACKING,
    assert_whole_deck,
    hands_of,
    log,
    refused,
    split,
)

pytestmark = pytest.mark.rules


# ------------------------------------------------------------------ stacking


# The hands in the order the stack reaches them: the first plays a Draw Two, the next two
# pass it on, the last holds no Draw Two (only cards that would otherwise be legal plays).
STACK_HANDS = [
    "RED DRAW TWO, RED 1, YELLOW 1",
    "BLUE DRAW TWO, RED 7, BLUE 5, COLOR CHANGE",
    "GREEN DRAW TWO, BLUE 3, COLOR CHANGE",
    "GREEN 4, COLOR CHANGE, GREEN SKIP, GREEN REVERSE",
]
# The stock: a playable GREEN 9 on top, which a player taking a penalty may still not play.
STACK_STOCK = "GREEN 9, YELLOW 7, YELLOW 8, YELLOW 9, BLUE 1, BLUE 2"


@BOTH_WAYS
@STACKING
def test_stacking_over_several_players_passes_or_adds_up_the_penalty(stacking, direction):
    seats = [(direction * k) % 4 for k in range(4)]  # in the order of play from seat 0
    table = [""] * 4
    for seat, hand in zip(seats, STACK_HANDS, strict=True):
        table[seat] = hand
    game = arranged_game(
        table, top="RED 5", stock=STACK_STOCK, direction=direction, stacking=stacking
    )
    adds = stacking is Stacking.ADD
    first, second, third, last = seats
    draw_twos = ["RED DRAW TWO", "BLUE DRAW TWO", "GREEN DRAW TWO"]
    legal = [["BLUE DRAW TWO"], ["GREEN DRAW TWO"], []]
    pending = [2, 4, 6] if adds else [2, 2, 2]
    for step, (seat, card) in enumerate(zip([first, second, third], draw_twos, strict=True)):
        assert log(game.apply(Card.parse(card))) == [f"{seat} plays {card}"]  # nobody takes
        victim = seats[step + 1]
        assert (game.question, game.turn, game.pending) == (Question.MOVE, victim, pending[step])
        assert game.legal_answers() == [*cards(", ".join(legal[step])), TAKE]
        assert [game.view(s).pending for s in range(4)] == [
            pending[step] if s == victim else 0 for s in range(4)
        ]
        # A card that matches the top card's color, and a wild, may not answer a penalty.
        for other in names(game.hands[victim]):
            if "DRAW TWO" not in other:
                assert game.refusal(Card.parse(other)) is Refusal.PENALTY_PENDING
                assert refused(game, Card.parse(other)).refusal is Refusal.PENALTY_PENDING
    # The last takes the whole penalty at once (no PLAY IT for the GREEN 9), and is skipped.
    count = pending[-1]
    assert log(game.apply(TAKE)) == [f"{last} takes {count}", f"{last} skipped"]
    taken = names(cards(STACK_STOCK))[:count]
    assert hands_of(game)[last] == [*split(STACK_HANDS)[3], *taken]
    assert (game.question, game.turn, game.pending) == (Question.MOVE, first, 0)
    assert [len(game.hands[s]) for s in seats] == [2, 3, 2, 4 + count]
    assert_whole_deck(game)


def test_a_penalty_reaching_a_player_with_no_card_of_its_kind_can_only_be_taken():
    # Seat 1 holds the color, the rank's number, wilds and a Draw Four: none passes it on.
    game = arranged_game(
        ["RED DRAW TWO, RED 1", "RED 7, COLOR CHANGE, DRAW FOUR, RED SKIP", "GREEN 6, GREEN 7"],
        top="RED 5",
        stock="RED 9, YELLOW 9",
        stacking=Stacking.ADD,
        draw_four=DrawFour.FREE,
    )
    game.apply(Card.parse("RED DRAW TWO"))
    assert game.legal_answers() == [TAKE]
    assert log(game.apply(TAKE)) == ["1 takes 2", "1 skipped"]
    assert hands_of(game)[1][-2:] == ["RED 9", "YELLOW 9"]
    assert (game.question, game.turn, game.pending) == (Question.MOVE, 2, 0)
    assert_whole_deck(game)


@STACKING
def test_stacking_with_two_players_goes_back_and_forth(stacking):
    game = arranged_game(
        ["RED DRAW TWO, GREEN DRAW TWO, RED 1", "BLUE DRAW TWO, GREEN 4, BLUE 6"],
        top="RED 5",
        stock="YELLOW 1, YELLOW 2, YELLOW 3, YELLOW 4, YELLOW 6, YELLOW 7",
        stacking=stacking,
    )
    adds = stacking is Stacking.ADD
    game.apply(Card.parse("RED DRAW TWO"))
    assert (game.turn, game.pending) == (1, 2)
    game.apply(Card.parse("BLUE DRAW TWO"))
    assert (game.turn, game.pending) == (0, 4 if adds else 2)
    assert game.legal_answers() == [Card.parse("GREEN DRAW TWO"), TAKE]
    game.apply(Card.parse("GREEN DRAW TWO"))
    count = 6 if adds else 2
    assert (game.turn, game.pending) == (1, count)
    assert game.legal_answers() == [TAKE]  # the GREEN 4 matches, but not a penalty
    assert log(game.apply(TAKE)) == [f"1 takes {count}", "1 skipped"]
    assert len(game.hands[1]) == 2 + count
    assert (game.question, game.turn, game.pending) == (Question.MOVE, 0, 0)
    assert_whole_deck(game)


# Seats 2 and 3 after the hand: GREEN 3, GREEN 4 and BLUE 5 are 12 points; seat 0 keeps
# RED 1, RED 2 (3 points); the stock's cards are worth 1, 2, 3, 4, 6, 7, 8, 9.
LAST_STOCK = "YELLOW 1, YELLOW 2, YELLOW 3, YELLOW 4, YELLOW 6, YELLOW 7, YELLOW 8, YELLOW 9"


@STACKING
@pytest.mark.parametrize(
    ("first", "last", "taken"),
    [
        ("RED DRAW TWO", "BLUE DRAW TWO", {Stacking.PASS: 2, Stacking.ADD: 4}),
        ("DRAW FOUR", "DRAW FOUR", {Stacking.PASS: 4, Stacking.ADD: 8}),
    ],
    ids=["draw-two", "draw-four"],
)
def test_a_stacked_penalty_played_as_the_last_card_makes_the_next_player_take_it_all(
    stacking, first, last, taken
):
    game = arranged_game(
        [f"{first}, RED 1, RED 2", last, "GREEN 3, GREEN 4", "BLUE 5"],
        top="RED 5",
        stock=LAST_STOCK,
        stacking=stacking,
        draw_four=DrawFour.FREE,
    )
    game.apply(Card.parse(first))
    if game.question is Question.COLOR:
        game.apply(Color.BLUE)
    assert (game.turn, game.pending) == (1, 2 if first == "RED DRAW TWO" else 4)
    count = taken[stacking]
    points = 3 + 12 + sum([1, 2, 3, 4, 6, 7, 8, 9][:count])
    assert log(game.apply(Card.parse(last))) == [
        f"1 plays {last}",
        f"2 takes {count}",
        f"1 wins hand {points}",
    ]
    assert hands_of(game)[2] == ["GREEN 3", "GREEN 4", *names(cards(LAST_STOCK))[:count]]
    assert game.scores[1] == points
    assert game.question is Question.NEXT_HAND
    assert_whole_deck(game)


@STACKING
def test_restricted_a_draw_four_on_a_pending_draw_four_is_refused_when_holding_the_color(
    stacking,
):
    # BLUE is named: seat 1's BLUE DRAW TWO is of the color but not of the kind, and its
    # Draw Four is barred by the blue card it holds.
    game = arranged_game(
        ["DRAW FOUR, GREEN 1, GREEN 2", "DRAW FOUR, BLUE DRAW TWO", "YELLOW 3, YELLOW 4"],
        top="RED 5",
        stacking=stacking,
    )
    game.apply(DRAW_FOUR)
    assert log(game.apply(Color.BLUE)) == ["0 plays DRAW FOUR", "0 names BLUE"]
    assert (game.question, game.turn, game.pending) == (Question.MOVE, 1, 4)
    assert game.legal_answers() == [TAKE]
    assert refused(game, DRAW_FOUR).refusal is Refusal.DRAW_FOUR_WITH_COLOR
    blue_draw_two = Card.parse("BLUE DRAW TWO")
    assert refused(game, blue_draw_two).refusal is Refusal.PENALTY_PENDING
    assert log(game.apply(TAKE)) == ["1 takes 4", "1 skipped"]
    assert_whole_deck(game)


@STACKING
def test_restricted_a_draw_four_on_a_pending_draw_four_passes_it_on_without_the_color(stacking):
    game = arranged_game(
        ["DRAW FOUR, GREEN 1, GREEN 2", "DRAW FOUR, GREEN 3, GREEN 4", "YELLOW 3, YELLOW 4"],
        top="RED 5",
        stacking=stacking,
    )
    game.apply(DRAW_FOUR)
    game.apply(Color.BLUE)
    assert game.legal_answers() == [DRAW_FOUR, TAKE]
    assert log(game.apply(DRAW_FOUR)) == []
    assert (game.question, game.turn) == (Question.COLOR, 1)
    assert log(game.apply(Color.YELLOW)) == ["1 plays DRAW FOUR", "1 names YELLOW"]
    count = 8 if stacking is Stacking.ADD else 4
    assert (game.question, game.turn, game.pending) == (Question.MOVE, 2, count)
    assert game.legal_answers() == [TAKE]
    assert log(game.apply(TAKE)) == [f"2 takes {count}", "2 skipped"]
    assert game.turn == 0
    assert_whole_deck(game)


@STACKING
def test_restricted_match_test_never_bars_a_draw_four_passed_on(stacking):
    # Under the match test a Draw Four is barred by another card that could be played; on a
    # pending penalty none could (seat 1's BLUE 3 matches the color named), so it passes on.
    game = arranged_game(
        ["DRAW FOUR, GREEN 1, GREEN 2", "DRAW FOUR, BLUE 3", "YELLOW 3, YELLOW 4"],
        top="RED 5",
        stacking=stacking,
        draw_four_test=DrawFourTest.MATCH,
    )
    game.apply(DRAW_FOUR)
    game.apply(Color.BLUE)
    assert (game.turn, game.pending) == (1, 4)
    assert game.refusal(DRAW_FOUR) is None
    assert game.legal_answers() == [DRAW_FOUR, TAKE]
    assert game.view(1).pending == 4
    assert normal_choice(game) is DRAW_FOUR
    game.apply(DRAW_FOUR)
    played = ["1 plays DRAW FOUR", "1 names YELLOW", "1 uno"]  # (one card left: BLUE 3)
    assert log(game.apply(Color.YELLOW)) == played
    assert (game.turn, game.pending) == (2, 8 if stacking is Stacking.ADD else 4)
    assert_whole_deck(game)


def normal_choice(game: Game) -> Answer:
    return computer_answer(game, STRATEGIES["normal"])


@STACKING
def test_free_a_draw_four_may_be_stacked_while_holding_the_color(stacking):
    game = arranged_game(
        ["DRAW FOUR, RED 1, RED 2", "DRAW FOUR, BLUE 3", "YELLOW 3, YELLOW 4"],
        top="RED 5",
        stacking=stacking,
        draw_four=DrawFour.FREE,
    )
    game.apply(DRAW_FOUR)
    game.apply(Color.BLUE)
    assert game.legal_answers() == [DRAW_FOUR, TAKE]
    game.apply(DRAW_FOUR)
    game.apply(Color.GREEN)
    assert (game.turn, game.pending) == (2, 8 if stacking is Stacking.ADD else 4)
    assert_whole_deck(game)


@STACKING
def test_bluff_a_draw_four_is_challenged_not_stacked(stacking):
    game = arranged_game(
        ["DRAW FOUR, RED 1, RED 2", "DRAW FOUR, GREEN 3", "YELLOW 3, YELLOW 4"],
        top="RED 5",
        stacking=stacking,
        draw_four=DrawFour.BLUFF,
    )
    game.apply(DRAW_FOUR)
    assert log(game.apply(Color.BLUE)) == ["0 plays DRAW FOUR", "0 names BLUE"]
    assert (game.question, game.turn, game.pending) == (Question.CHALLENGE, 1, 0)
    assert game.legal_answers() == [True, False]
    assert log(game.apply(False)) == ["1 takes 4", "1 skipped"]
    assert (game.question, game.turn, game.pending) == (Question.MOVE, 2, 0)
    assert_whole_deck(game)


@STACKING
@pytest.mark.parametrize("draw_four", list(DrawFour), ids=str)
def test_a_draw_four_never_answers_a_pending_draw_two(stacking, draw_four):
    # Seat 1 holds no red: the Draw Four would be legal on a RED DRAW TWO without a penalty.
    game = arranged_game(
        ["RED DRAW TWO, RED 1", "DRAW FOUR, GREEN 3", "YELLOW 3, YELLOW 4"],
        top="RED 5",
        stacking=stacking,
        draw_four=draw_four,
    )
    game.apply(Card.parse("RED DRAW TWO"))
    assert game.legal_answers() == [TAKE]
    assert refused(game, DRAW_FOUR).refusal is Refusal.PENALTY_PENDING
    assert log(game.apply(TAKE)) == ["1 takes 2", "1 skipped"]
    assert_whole_deck(game)


@pytest.mark.parametrize("draw_four", list(DrawFour), ids=str)
def test_a_draw_two_stacks_under_every_draw_four_rule(draw_four):
    game = arranged_game(
        ["RED DRAW TWO, RED 1", "BLUE DRAW TWO, GREEN 3", "YELLOW 3, YELLOW 4"],
        top="RED 5",
        stacking=Stacking.ADD,
        draw_four=draw_four,
    )
    game.apply(Card.parse("RED DRAW TWO"))
    game.apply(Card.parse("BLUE DRAW TWO"))
    assert (game.turn, game.pending) == (2, 4)
    assert log(game.apply(TAKE)) == ["2 takes 4", "2 skipped"]
    assert_whole_deck(game)


@STACKING
def test_a_first_draw_two_leaves_no_penalty_pending(stacking):
    game, events = dealt_game(3, starter=1, first="RED DRAW TWO", stacking=stacking)
    assert log(events)[2:] == ["first RED DRAW TWO", "1 takes 2", "1 skipped"]
    assert (game.question, game.turn, game.pending) == (Question.MOVE, 2, 0)
    assert len(game.hands[1]) == 9
    assert_whole_deck(game)


def test_stacking_off_a_draw_two_costs_two_and_the_turn_at_once():
    game = arranged_game(
        ["RED DRAW TWO, RED 1, RED 2", "BLUE DRAW TWO, GREEN 3", "YELLOW 3, YELLOW 4"],
        top="RED 5",
    )
    assert log(game.apply(Card.parse("RED DRAW TWO"))) == [
        "0 plays RED DRAW TWO",
        "1 takes 2",
        "1 skipped",
    ]
    assert (game.turn, game.pending) == (2, 0)
    assert_whole_deck(game)


def test_stacking_in_the_eight_color_deck_passes_a_penalty_on_across_new_colors():
    game = arranged_game(
        ["PINK DRAW TWO, PINK 1", "SKY DRAW TWO, PINK 7", "ORANGE 3, PURPLE 4"],
        top="PINK 5",
        stacking=Stacking.ADD,
        deck=Deck.EIGHT_COLOR,
    )
    game.apply(Card.parse("PINK DRAW TWO"))
    assert game.legal_answers() == [Card.parse("SKY DRAW TWO"), TAKE]
    game.apply(Card.parse("SKY DRAW TWO"))
    assert (game.turn, game.pending, game.current_color) == (2, 4, Color.SKY)
    assert log(game.apply(TAKE)) == ["2 takes 4", "2 skipped"]
    assert_whole_deck(game)


@pytest.mark.parametrize("take", list(Take), ids=str)
def test_taking_a_penalty_takes_it_all_under_every_take_rule_and_plays_nothing(take):
    # The first card taken, GREEN 9, could be played on the GREEN DRAW TWO: it may not be.
    game = arranged_game(
        ["RED DRAW TWO, RED 1, RED 2", "GREEN DRAW TWO, BLUE 3", "YELLOW 3, YELLOW 4"],
        top="RED 5",
        stock="GREEN 9, YELLOW 7, YELLOW 8, YELLOW 9",
        stacking=Stacking.ADD,
        take=take,
    )
    game.apply(Card.parse("RED DRAW TWO"))
    game.apply(Card.parse("GREEN DRAW TWO"))
    assert log(game.apply(TAKE)) == ["2 takes 4", "2 skipped"]
    assert hands_of(game)[2] == [
        "YELLOW 3",
        "YELLOW 4",
        "GREEN 9",
        "YELLOW 7",
        "YELLOW 8",
        "YELLOW 9",
    ]
    assert (game.question, game.turn, game.pending) == (Question.MOVE, 0, 0)
    assert_whole_deck(game)


def test_a_penalty_larger_than_the_cards_left_takes_what_there_is_and_the_rest_lapses():
    # Seat 0 holds every card not named; the stock is one card and the pile under the two
    # Draw Twos only RED 5: after the YELLOW 7, the reshuffle gives RED 5 and RED DRAW TWO.
    game = arranged_game(
        ["RED DRAW TWO, RED 1, RED 2", "BLUE DRAW TWO, BLUE 3", "YELLOW 3, YELLOW 4"],
        top="RED 5",
        stock="YELLOW 7",
        rest=0,
        stacking=Stacking.ADD,
    )
    game.apply(Card.parse("RED DRAW TWO"))
    game.apply(Card.parse("BLUE DRAW TWO"))
    assert game.pending == 4
    events = list(game.apply(TAKE))
    assert log(events) == ["reshuffled 2", "2 takes 3", "2 skipped"]
    assert sorted(hands_of(game)[2]) == sorted(
        ["YELLOW 3", "YELLOW 4", "YELLOW 7", "RED 5", "RED DRAW TWO"]
    )
    assert hands_of(game)[2][2] == "YELLOW 7"  # the stock's card first
    assert (game.stock, names(game.discard_pile)) == ([], ["BLUE DRAW TWO"])
    assert (game.question, game.turn, game.pending) == (Question.MOVE, 0, 0)
    assert_whole_deck(game)


# ------------------------------------------------------------------ the turn limit


def test_a_hand_abandoned_at_the_turn_limit_leaves_no_penalty_pending():
    game = arranged_game(
        ["RED DRAW TWO, RED 1", "BLUE DRAW TWO, BLUE 1", "GREEN 1, GREEN 2"],
        top="RED 5",
        stacking=Stacking.ADD,
        turn_limit=1,
    )
    assert log(game.apply(Card.parse("RED DRAW TWO"))) == [
        "0 plays RED DRAW TWO",
        "0 uno",
        "hand abandoned after 1 turns",
    ]
    assert game.question is Question.NEXT_HAND
    assert game.pending == 0
    assert [game.view(seat).pending for seat in range(3)] == [0, 0, 0]
    assert_whole_deck(game)
