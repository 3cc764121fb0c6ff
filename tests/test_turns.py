"""A turn and the card effects: a turn, the Wild Draw Four rule, the effects, two players."""

from __future__ import annotations

import copy

import pytest

from uno_classic.cards import Card, Color
from uno_classic.questions import TAKE, IllegalAnswer, Question
from uno_classic.rules import Refusal
from uno_classic.view import CLOCKWISE, COUNTERCLOCKWISE

from .eventlog import describe_all
from .tables import arranged_game, names

pytestmark = pytest.mark.rules

# Three harmless cards per seat (no red, no 5), so that no play goes down to one card.
FILLS = [
    "GREEN 2, GREEN 3, GREEN 4",
    "YELLOW 2, YELLOW 3, YELLOW 4",
    "GREEN 6, GREEN 7, GREEN 8",
    "YELLOW 6, YELLOW 7, YELLOW 8",
]


def seats(first: str, players: int) -> list[str]:
    """Seat 0 holds ``first`` plus its filler; the other seats hold only theirs."""
    return [f"{first}, {FILLS[0]}", *FILLS[1:players]]


def snapshot(game):
    return (
        copy.deepcopy(game.hands),
        list(game.stock),
        list(game.discard_pile),
        game.current_color,
        game.turn,
        game.direction,
        game.question,
        game.turns,
    )


@pytest.mark.parametrize("card", ["RED 9", "BLUE 5"])
def test_a_card_matching_the_top_card_in_color_or_rank_may_be_played(card):
    game = arranged_game(seats(card, 2), top="RED 5")
    assert describe_all(game.apply(Card.parse(card))) == [f"0 plays {card}"]
    assert game.top_card.name == card
    assert game.turn == 1


def test_a_symbol_matches_the_same_symbol_of_another_color():
    game = arranged_game(seats("BLUE SKIP", 3), top="RED SKIP")
    assert describe_all(game.apply(Card.parse("BLUE SKIP"))) == ["0 plays BLUE SKIP", "1 skipped"]


def test_a_wild_may_be_played_on_anything_and_its_player_names_the_color():
    game = arranged_game(seats("COLOR CHANGE, RED 3", 3), top="RED 5")
    assert game.apply(Card.parse("COLOR CHANGE")) == []  # nothing happens until the color
    assert (game.question, game.turn) == (Question.COLOR, 0)
    assert describe_all(game.apply(Color.BLUE)) == ["0 plays COLOR CHANGE", "0 names BLUE"]
    assert (game.current_color, game.turn, game.question) == (Color.BLUE, 1, Question.MOVE)


def test_a_card_matching_neither_color_nor_rank_is_refused_and_nothing_changes():
    game = arranged_game(seats("BLUE 7", 2), top="RED 5")
    before = snapshot(game)
    with pytest.raises(IllegalAnswer) as refused:
        game.apply(Card.parse("BLUE 7"))
    assert refused.value.refusal is Refusal.NO_MATCH
    assert snapshot(game) == before


def test_a_card_not_held_is_refused_and_nothing_changes():
    game = arranged_game(seats("BLUE 7", 2), top="RED 5")
    before = snapshot(game)
    assert game.refusal(Card.parse("RED 5")) is Refusal.NOT_HELD
    with pytest.raises(IllegalAnswer) as refused:
        game.apply(Card.parse("RED 5"))
    assert refused.value.refusal is Refusal.NOT_HELD
    assert snapshot(game) == before


def test_an_answer_of_the_wrong_kind_is_refused():
    game = arranged_game(seats("RED 7", 2), top="RED 5")
    for wrong in (Color.RED, True):
        with pytest.raises(IllegalAnswer):
            game.apply(wrong)


def test_taking_is_allowed_while_holding_a_playable_card_and_costs_nothing_more():
    game = arranged_game(seats("RED 7", 2), top="RED 5", stock="BLUE 1")
    assert TAKE in game.legal_answers() and Card.parse("RED 7") in game.legal_answers()
    assert describe_all(game.apply(TAKE)) == ["0 takes 1"]
    assert names(game.hands[0]) == ["RED 7", "GREEN 2", "GREEN 3", "GREEN 4", "BLUE 1"]
    assert (game.turn, game.question) == (1, Question.MOVE)  # unplayable: the turn passes


def test_a_playable_taken_card_may_be_played_at_once():
    game = arranged_game(seats("BLUE 1", 2), top="RED 5", stock="RED 8")
    game.apply(TAKE)
    assert (game.question, game.turn, game.taken) == (Question.PLAY_TAKEN, 0, Card.parse("RED 8"))
    assert game.legal_answers() == [True, False]
    assert describe_all(game.apply(True)) == ["0 plays RED 8"]
    assert game.turn == 1


def test_a_playable_taken_card_may_be_kept_and_no_other_card_is_played_that_turn():
    game = arranged_game(seats("RED 1", 2), top="RED 5", stock="RED 8")
    game.apply(TAKE)
    with pytest.raises(IllegalAnswer):
        game.apply(Card.parse("RED 1"))  # only yes/no for the taken card now
    assert game.apply(False) == []
    assert (game.turn, game.question) == (1, Question.MOVE)
    assert names(game.hands[0])[-1] == "RED 8"


def test_a_taken_wild_that_is_played_asks_for_its_color():
    game = arranged_game(seats("BLUE 1", 2), top="RED 5", stock="COLOR CHANGE")
    game.apply(TAKE)
    game.apply(True)
    assert game.question is Question.COLOR
    assert describe_all(game.apply(Color.GREEN)) == ["0 plays COLOR CHANGE", "0 names GREEN"]


def test_draw_four_is_refused_while_holding_a_card_of_the_current_color():
    game = arranged_game(seats("DRAW FOUR, RED 1", 2), top="RED 5")
    assert Card.parse("DRAW FOUR") not in game.legal_answers()
    before = snapshot(game)
    with pytest.raises(IllegalAnswer) as refused:
        game.apply(Card.parse("DRAW FOUR"))
    assert refused.value.refusal is Refusal.DRAW_FOUR_WITH_COLOR
    assert snapshot(game) == before


def test_draw_four_is_allowed_when_only_cards_of_the_same_rank_match():
    game = arranged_game(seats("DRAW FOUR, BLUE 5", 2), top="RED 5")
    assert game.refusal(Card.parse("DRAW FOUR")) is None
    assert Card.parse("DRAW FOUR") in game.legal_answers()
    game.apply(Card.parse("DRAW FOUR"))
    assert describe_all(game.apply(Color.BLUE)) == [
        "0 plays DRAW FOUR",
        "0 names BLUE",
        "1 takes 4",
        "1 skipped",
    ]


def test_draw_four_after_a_wild_counts_the_named_color_not_the_wild():
    game = arranged_game(seats("DRAW FOUR", 2), top="COLOR CHANGE", color=Color.GREEN)
    assert game.refusal(Card.parse("DRAW FOUR")) is Refusal.DRAW_FOUR_WITH_COLOR
    game = arranged_game(seats("DRAW FOUR", 2), top="COLOR CHANGE", color=Color.RED)
    assert game.refusal(Card.parse("DRAW FOUR")) is None


def test_a_taken_draw_four_is_playable_only_without_the_current_color():
    game = arranged_game(seats("RED 1", 2), top="RED 5", stock="DRAW FOUR")
    game.apply(TAKE)
    assert (game.question, game.turn) == (Question.MOVE, 1)
    game = arranged_game(seats("BLUE 1", 2), top="RED 5", stock="DRAW FOUR")
    game.apply(TAKE)
    assert game.question is Question.PLAY_TAKEN


def test_skip_makes_the_next_player_lose_the_turn():
    game = arranged_game(seats("RED SKIP", 4), top="RED 5")
    assert describe_all(game.apply(Card.parse("RED SKIP"))) == ["0 plays RED SKIP", "1 skipped"]
    assert game.turn == 2


def test_reverse_changes_the_direction_of_play():
    game = arranged_game(seats("RED REVERSE", 4), top="RED 5", turn=1)
    game.hands[0], game.hands[1] = game.hands[1], game.hands[0]
    assert describe_all(game.apply(Card.parse("RED REVERSE"))) == [
        "1 plays RED REVERSE",
        "reversed to counterclockwise",
    ]
    assert (game.direction, game.turn) == (COUNTERCLOCKWISE, 0)


def test_reverse_when_counterclockwise_turns_play_back_to_clockwise():
    game = arranged_game(seats("RED REVERSE", 4), top="RED 5", direction=COUNTERCLOCKWISE)
    game.apply(Card.parse("RED REVERSE"))
    assert (game.direction, game.turn) == (CLOCKWISE, 1)


def test_play_goes_counterclockwise_after_a_reverse():
    game = arranged_game(seats("RED 7", 4), top="RED 5", direction=COUNTERCLOCKWISE)
    game.apply(Card.parse("RED 7"))
    assert game.turn == 3


def test_draw_two_makes_the_next_player_take_two_and_lose_the_turn():
    game = arranged_game(seats("RED DRAW TWO", 3), top="RED 5", stock="BLUE 1, BLUE 2")
    assert describe_all(game.apply(Card.parse("RED DRAW TWO"))) == [
        "0 plays RED DRAW TWO",
        "1 takes 2",
        "1 skipped",
    ]
    assert names(game.hands[1])[-2:] == ["BLUE 1", "BLUE 2"]
    assert game.turn == 2


def test_draw_four_names_the_color_and_the_next_player_takes_four_and_loses_the_turn():
    game = arranged_game(seats("DRAW FOUR", 3), top="RED 5")
    game.apply(Card.parse("DRAW FOUR"))
    assert describe_all(game.apply(Color.YELLOW)) == [
        "0 plays DRAW FOUR",
        "0 names YELLOW",
        "1 takes 4",
        "1 skipped",
    ]
    assert len(game.hands[1]) == 7
    assert (game.turn, game.current_color) == (2, Color.YELLOW)


@pytest.mark.parametrize("card", ["RED SKIP", "RED DRAW TWO"])
def test_with_two_players_skip_and_draw_two_give_the_same_player_another_turn(card):
    game = arranged_game(seats(card, 2), top="RED 5")
    game.apply(Card.parse(card))
    assert (game.turn, game.question) == (0, Question.MOVE)


def test_with_two_players_reverse_acts_as_skip():
    game = arranged_game(seats("RED REVERSE", 2), top="RED 5")
    assert describe_all(game.apply(Card.parse("RED REVERSE"))) == [
        "0 plays RED REVERSE",
        "1 skipped",
        "reversed to counterclockwise",
    ]
    assert game.turn == 0


def test_with_two_players_draw_four_gives_the_same_player_another_turn():
    game = arranged_game(seats("DRAW FOUR", 2), top="RED 5")
    game.apply(Card.parse("DRAW FOUR"))
    game.apply(Color.RED)
    assert (game.turn, len(game.hands[1])) == (0, 7)


def test_the_engine_lists_exactly_the_legal_answers():
    game = arranged_game(
        ["RED 7, RED 7, BLUE 5, GREEN 1, COLOR CHANGE, DRAW FOUR", FILLS[1]], top="RED 5"
    )
    assert game.legal_answers() == [Card.parse(n) for n in ("RED 7", "BLUE 5", "COLOR CHANGE")] + [
        TAKE
    ]
