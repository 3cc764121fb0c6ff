"""UNO, the stock running out, the end of a hand and the game."""

from __future__ import annotations

from collections import Counter

import pytest

from uno_classic import events as ev
from uno_classic.cards import CLASSIC_DECK, Card, Color
from uno_classic.game import Game
from uno_classic.questions import DEAL, TAKE, IllegalAnswer, Question
from uno_classic.variants import Rules

from .eventlog import describe_all
from .tables import arranged_game, names, take_and_keep

pytestmark = pytest.mark.rules

# --------------------------------------------------------------------------- UNO

FORCED = 0.99
"""A chance that catches the player with the fixed seeds used here (each test asserts the
catch, so a change in the stream shows as a failure, not as a silently weaker test)."""


def test_a_player_down_to_one_card_says_uno_when_not_caught():
    game = arranged_game(["RED 7, GREEN 2", "YELLOW 2, YELLOW 3"], top="RED 5", uno_penalty=0.0)
    assert describe_all(game.apply(Card.parse("RED 7"))) == ["0 plays RED 7", "0 uno"]
    assert len(game.hands[0]) == 1


def test_a_player_caught_not_saying_uno_takes_two_cards():
    game = arranged_game(
        ["RED 7, GREEN 2", "YELLOW 2, YELLOW 3"],
        top="RED 5",
        stock="BLUE 1, BLUE 2",
        uno_penalty=FORCED,
    )
    assert describe_all(game.apply(Card.parse("RED 7"))) == [
        "0 plays RED 7",
        "0 missed uno",
        "0 takes 2",
    ]
    assert names(game.hands[0]) == ["GREEN 2", "BLUE 1", "BLUE 2"]


def test_uno_is_settled_before_the_card_acts_on_the_next_player():
    game = arranged_game(
        ["RED DRAW TWO, GREEN 2", "YELLOW 2, YELLOW 3", "YELLOW 4"], top="RED 5", uno_penalty=FORCED
    )
    assert describe_all(game.apply(Card.parse("RED DRAW TWO"))) == [
        "0 plays RED DRAW TWO",
        "0 missed uno",
        "0 takes 2",
        "1 takes 2",
        "1 skipped",
    ]


def test_uno_comes_after_the_color_of_a_wild():
    game = arranged_game(["COLOR CHANGE, GREEN 2", "YELLOW 2, YELLOW 3"], top="RED 5")
    game.apply(Card.parse("COLOR CHANGE"))
    assert describe_all(game.apply(Color.GREEN)) == [
        "0 plays COLOR CHANGE",
        "0 names GREEN",
        "0 uno",
    ]


@pytest.mark.parametrize("target", [0, -5, 2.5, float("inf")])
def test_the_target_is_a_whole_number_of_points_above_zero(target):
    with pytest.raises(ValueError, match="target"):
        Rules(players=2, target=target)


@pytest.mark.parametrize("chance", [1.0, 1.5, -0.1, float("nan")])
def test_the_missed_uno_chance_is_at_least_zero_and_below_one(chance):
    # At 1 every player reaching one card would take two more: nobody could ever go out.
    with pytest.raises(ValueError, match="uno_penalty"):
        Rules(players=2, uno_penalty=chance)


def test_the_missed_uno_chance_is_a_parameter():
    caught = 0
    for seed in range(400):
        game = arranged_game(
            ["RED 7, GREEN 2", "YELLOW 2, YELLOW 3"], top="RED 5", uno_penalty=0.25, seed=seed
        )
        caught += any(isinstance(e, ev.MissedUno) for e in game.apply(Card.parse("RED 7")))
    # 400 trials at 1 in 4: 100 expected, and 70..130 holds with probability > 99.9%.
    assert 70 <= caught <= 130


def test_computer_and_every_other_seat_face_the_same_uno_check():
    game = arranged_game(
        ["YELLOW 2, YELLOW 3", "RED 7, GREEN 2"], top="RED 5", turn=1, uno_penalty=FORCED
    )
    assert describe_all(game.apply(Card.parse("RED 7")))[:2] == ["1 plays RED 7", "1 missed uno"]


# --------------------------------------------------------------------------- the stock


def test_an_empty_stock_is_refilled_from_the_discard_pile_except_its_top_card():
    game = arranged_game(["GREEN 2, GREEN 3", "YELLOW 2, YELLOW 3"], top="RED 5", rest="discard")
    pile_below_top = len(game.discard_pile) - 1
    assert game.stock == []
    log = describe_all(game.apply(TAKE))
    assert log == [f"reshuffled {pile_below_top}", "0 takes 1"]
    assert names(game.discard_pile) == ["RED 5"]
    assert len(game.stock) == pile_below_top - 1
    assert Counter(game.all_cards()) == Counter(CLASSIC_DECK)


def test_a_reshuffle_in_the_middle_of_a_take_is_announced_before_the_one_take_line():
    game = arranged_game(
        ["RED DRAW TWO, GREEN 2, GREEN 3", "YELLOW 2, YELLOW 3"],
        top="RED 5",
        stock="BLUE 1",
        rest="discard",
    )
    log = describe_all(game.apply(Card.parse("RED DRAW TWO")))
    assert log[0] == "0 plays RED DRAW TWO"
    assert log[1].startswith("reshuffled ")
    assert log[2:] == ["1 takes 2", "1 skipped"]
    assert names(game.hands[1])[:3] == ["YELLOW 2", "YELLOW 3", "BLUE 1"]


def test_a_take_across_a_reshuffle_gets_the_stock_top_first_then_the_new_stock():
    game = arranged_game(
        ["DRAW FOUR, GREEN 2, GREEN 3", "YELLOW 2, YELLOW 3"],
        top="RED 5",
        stock="BLUE 1, BLUE 2, BLUE 3",
        rest="discard",
    )
    game.apply(Card.parse("DRAW FOUR"))
    # Below the Draw Four: the 99 cards not named, and RED 5 (108 - 5 held - 3 in the stock
    # - the Draw Four). The three stock cards come first, top first, then one reshuffled.
    assert describe_all(game.apply(Color.GREEN)) == [
        "0 plays DRAW FOUR",
        "0 names GREEN",
        "reshuffled 100",
        "1 takes 4",
        "1 skipped",
    ]
    assert names(game.hands[1])[:5] == ["YELLOW 2", "YELLOW 3", "BLUE 1", "BLUE 2", "BLUE 3"]
    assert len(game.hands[1]) == 6
    assert (names(game.discard_pile), len(game.stock)) == (["DRAW FOUR"], 99)


def test_with_no_card_left_anywhere_the_player_takes_none_and_the_turn_passes():
    game = arranged_game(["GREEN 2, GREEN 3", "YELLOW 2, YELLOW 3"], top="RED 5", rest=1)
    assert game.stock == [] and len(game.discard_pile) == 1
    events = game.apply(TAKE)
    assert describe_all(events) == ["0 takes 0"]
    assert events[0] == ev.Took(0, ())
    assert (game.turn, game.question) == (1, Question.MOVE)


def test_with_one_card_left_a_draw_two_gives_what_there_is():
    # Empty stock; once the Draw Two is on the pile, only the card under it is left.
    game = arranged_game(
        ["RED DRAW TWO, GREEN 2, GREEN 3", "YELLOW 2, YELLOW 3"], top="RED 5", rest=1
    )
    assert describe_all(game.apply(Card.parse("RED DRAW TWO"))) == [
        "0 plays RED DRAW TWO",
        "reshuffled 1",
        "1 takes 1",
        "1 skipped",
    ]
    assert names(game.discard_pile) == ["RED DRAW TWO"]
    assert game.stock == []


# --------------------------------------------------------------------------- end of a hand


def test_a_hand_ends_when_a_player_has_no_cards_and_scores_the_others_cards():
    game = arranged_game(
        ["RED 7", "YELLOW 2, YELLOW SKIP", "COLOR CHANGE, GREEN 9"],
        top="RED 5",
        scores=[10, 20, 30],
        rest="stock",
    )
    log = describe_all(game.apply(Card.parse("RED 7")))
    # 2 + 20 (YELLOW 2, YELLOW SKIP) + 50 + 9 (COLOR CHANGE, GREEN 9) = 81
    assert log == ["0 plays RED 7", "0 wins hand 81"]
    assert game.scores == [91, 20, 30]
    assert game.question is Question.NEXT_HAND
    assert game.hand_winner == 0


def test_a_wild_as_the_last_card_asks_no_color():
    game = arranged_game(["COLOR CHANGE", "YELLOW 2", "GREEN 9"], top="RED 5")
    log = describe_all(game.apply(Card.parse("COLOR CHANGE")))
    assert log == ["0 plays COLOR CHANGE", "0 wins hand 11"]


@pytest.mark.parametrize(("last", "taken"), [("RED DRAW TWO", 2), ("DRAW FOUR", 4)])
def test_a_last_draw_card_still_makes_the_next_player_take_before_scoring(last, taken):
    game = arranged_game(
        [last, "YELLOW 2", "GREEN 9"], top="RED 5", stock="BLUE 1, BLUE 2, BLUE 3, BLUE 4"
    )
    events = game.apply(Card.parse(last))
    took = [e for e in events if isinstance(e, ev.Took)]
    assert describe_all(events)[:2] == [f"0 plays {last}", f"1 takes {taken}"]
    assert "1 skipped" not in describe_all(events)
    won = events[-1]
    assert isinstance(won, ev.HandWon)
    assert won.points == 2 + 9 + sum(c.points for c in took[0].cards)
    assert won.points == 2 + 9 + sum(range(1, taken + 1))  # BLUE 1, 2 (, 3, 4)


@pytest.mark.parametrize("last", ["RED SKIP", "RED REVERSE"])
def test_a_last_skip_or_reverse_has_no_effect(last):
    game = arranged_game([last, "YELLOW 2", "GREEN 9"], top="RED 5")
    assert describe_all(game.apply(Card.parse(last))) == [f"0 plays {last}", "0 wins hand 11"]


def test_the_hand_won_event_lists_every_players_remaining_cards():
    game = arranged_game(["RED 7", "YELLOW 2, YELLOW SKIP", "COLOR CHANGE"], top="RED 5")
    won = game.apply(Card.parse("RED 7"))[-1]
    assert isinstance(won, ev.HandWon)
    assert [names(hand) for hand in won.remaining] == [
        [],
        ["YELLOW 2", "YELLOW SKIP"],
        ["COLOR CHANGE"],
    ]
    assert won.scores == (72, 0, 0)


def test_scores_carry_over_from_hand_to_hand_below_the_target():
    game = arranged_game(
        ["RED 7", "YELLOW 2, YELLOW SKIP", "COLOR CHANGE"],
        top="RED 5",
        scores=[400, 490, 0],
        target=500,
    )
    log = describe_all(game.apply(Card.parse("RED 7")))
    # 2 + 20 + 50 = 72 points: 472 is short of 500 (and 490 was not won in this hand)
    assert log == ["0 plays RED 7", "0 wins hand 72"]
    assert game.scores == [472, 490, 0]
    assert (game.question, game.winner) == (Question.NEXT_HAND, None)


def test_reaching_the_target_exactly_wins_the_game():
    game = arranged_game(
        ["RED 7", "YELLOW 2, YELLOW SKIP", "COLOR CHANGE"],
        top="RED 5",
        scores=[428, 490, 0],
        target=500,
    )
    events = game.apply(Card.parse("RED 7"))
    assert describe_all(events)[-2:] == ["0 wins hand 72", "0 wins game"]
    assert events[-1] == ev.GameWon(0, (500, 490, 0))
    assert (game.question, game.winner) == (Question.GAME_OVER, 0)
    assert game.legal_answers() == []
    with pytest.raises(IllegalAnswer, match="the game is over"):
        game.apply(DEAL)
    with pytest.raises(IllegalAnswer, match="the game is over"):
        game.deal_hand()


def test_after_a_hand_the_next_one_is_dealt_with_all_cards_back():
    game = arranged_game(["RED 7", "YELLOW 2, YELLOW SKIP", "COLOR CHANGE"], top="RED 5")
    game.apply(Card.parse("RED 7"))
    assert game.legal_answers() == [DEAL]
    game.apply(DEAL)
    assert game.hand_number == 2  # arranged_game dealt hand 1 before arranging it
    assert Counter(game.all_cards()) == Counter(CLASSIC_DECK)
    assert sum(len(hand) for hand in game.hands) >= 21


def test_a_hand_that_reaches_the_turn_limit_is_abandoned_and_scores_nothing():
    game = Game(Rules(players=2, turn_limit=3), seed=1)
    game.apply(DEAL)
    turns = 0
    while game.question is not Question.NEXT_HAND:
        events = take_and_keep(game)
        turns += 1
    assert turns == 3
    assert describe_all(events)[-1] == "hand abandoned after 3 turns"
    assert game.scores == [0, 0] and game.hand_winner is None
    assert isinstance(events[-1], ev.HandAbandoned)


def test_hands_won_counts_the_hands_a_player_went_out_of_for_the_whole_game():
    game = arranged_game(["RED 7", "YELLOW 2, YELLOW SKIP", "COLOR CHANGE"], top="RED 5")
    game.apply(Card.parse("RED 7"))
    assert game.hands_won == [1, 0, 0]
    game.apply(DEAL)
    assert game.hands_won == [1, 0, 0]  # kept from hand to hand, like the scores
    stuck = Game(Rules(players=2, turn_limit=3), seed=1)
    stuck.apply(DEAL)
    while stuck.question is not Question.NEXT_HAND:
        take_and_keep(stuck)
    assert stuck.hands_won == [0, 0]  # an abandoned hand is won by nobody


def test_the_turn_limit_is_a_whole_number_above_zero():
    with pytest.raises(ValueError, match="turn_limit"):
        Rules(players=2, turn_limit=0)
