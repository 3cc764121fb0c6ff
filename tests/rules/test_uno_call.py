"""Calling UNO as the engine plays it (``--uno-call key``): a player who calls for itself
says UNO only with a play it called on, and is always caught without; the call with each
kind of play (a card, a wild and its color, a card taken, a jump-in, a 7 or 0 that changes
hands, a Draw Two passing a penalty on); computers checked at the chance as before; calls
refused where no card is played; and what a copy of the game believes. Each situation is
built and its outcome checked."""

from __future__ import annotations

import random

import pytest

from uno_classic.cards import Card, Color
from uno_classic.game import Game
from uno_classic.questions import DEAL, KEEP, TAKE, Called, Question
from uno_classic.randomness import Purpose
from uno_classic.strategies import computer_answer
from uno_classic.variants import DrawFour, Rules, Stacking, Take, UnoCall

from ..tables import arranged_game
from .helpers import log, normal, refused

pytestmark = pytest.mark.rules

KEY = {"uno_call": UnoCall.KEY}

RED_5 = Card.parse("RED 5")
RED_7 = Card.parse("RED 7")
WILD = Card.parse("COLOR CHANGE")
DRAW_FOUR = Card.parse("DRAW FOUR")


def calling(
    hands: list[str], *, top: str = "RED 9", callers: tuple[int, ...] = (0,), **options: object
) -> Game:
    """A game under ``--uno-call key`` in which ``callers`` call UNO for themselves (the
    humans), at no missed-UNO chance (``uno_penalty`` 0): whoever else plays down to one card
    always says it."""
    game = arranged_game(hands, top=top, **(KEY | options))  # type: ignore[arg-type]
    game.callers = frozenset(callers)
    return game


# ------------------------------------------------------------------ a card played


def test_a_caller_who_calls_with_the_play_that_leaves_one_card_says_uno():
    game = calling(["RED 5, GREEN 2", "BLUE 1, BLUE 2, BLUE 3"])
    events = log(game.apply(Called(RED_5)))
    assert events == ["0 plays RED 5", "0 uno"]
    assert len(game.hands[0]) == 1
    assert (game.question, game.turn) == (Question.MOVE, 1)


@pytest.mark.parametrize("cost", [2, 4])
def test_a_caller_who_does_not_call_is_always_caught_even_at_no_chance(cost):
    # The missed-UNO chance is 0: under the classic rule nobody would ever be caught.
    game = calling(["RED 5, GREEN 2", "BLUE 1, BLUE 2, BLUE 3"], uno_cards=cost)
    events = log(game.apply(RED_5))
    assert events == ["0 plays RED 5", "0 missed uno", f"0 takes {cost}"]
    assert len(game.hands[0]) == 1 + cost


def test_a_call_on_a_play_that_leaves_more_cards_is_a_plain_play():
    game = calling(["RED 5, RED 6, GREEN 2", "BLUE 1, BLUE 2, BLUE 3"])
    assert log(game.apply(Called(RED_5))) == ["0 plays RED 5"]
    assert (game.question, game.turn, len(game.hands[0])) == (Question.MOVE, 1, 2)


def test_a_call_stands_for_its_own_turn_only():
    # Seat 0 calls on RED 5 (leaving two cards), seat 1 plays, then seat 0 plays down to one
    # card without calling: caught.
    game = calling(["RED 5, RED 6, GREEN 2", "RED 1, BLUE 2, BLUE 3"])
    game.apply(Called(RED_5))
    game.apply(Card.parse("RED 1"))
    assert log(game.apply(Card.parse("RED 6"))) == ["0 plays RED 6", "0 missed uno", "0 takes 2"]


def test_a_call_does_not_last_into_the_next_hand():
    # A call on the last turn numbers of one hand says nothing of a play with the same turn
    # number in the next: the deal forgets it.
    game = calling(["RED 5, RED 6, GREEN 2", "BLUE 1, BLUE 2, BLUE 3"])
    game.apply(Called(RED_5))
    assert game.called_turn == game.turns == 1
    game.question = Question.NEXT_HAND
    game.apply(DEAL)
    assert game.called_turn == -1


def test_a_refused_card_with_a_call_leaves_no_call_standing():
    game = calling(["RED 5, GREEN 2", "BLUE 1, BLUE 2, BLUE 3"])
    refused(game, Called(Card.parse("GREEN 2")))  # matches neither RED nor 9
    assert not game.calling
    assert log(game.apply(RED_5)) == ["0 plays RED 5", "0 missed uno", "0 takes 2"]


# ------------------------------------------------------------------ a wild: called, then its color


@pytest.mark.parametrize(
    ("answer", "said"), [(Called(WILD), ["0 uno"]), (WILD, ["0 missed uno", "0 takes 2"])]
)
def test_a_wild_is_called_at_its_play_and_checked_after_its_color(answer, said):
    game = calling(["COLOR CHANGE, GREEN 2", "BLUE 1, BLUE 2, BLUE 3"])
    assert game.apply(answer) == []  # nothing is played until the color is named
    assert game.question is Question.COLOR
    events = log(game.apply(Color.GREEN))
    assert events == ["0 plays COLOR CHANGE", "0 names GREEN", *said]


def test_a_draw_four_called_says_uno_before_its_challenge():
    game = calling(["DRAW FOUR, GREEN 2", "BLUE 1, BLUE 2, BLUE 3"], draw_four=DrawFour.BLUFF)
    game.apply(Called(DRAW_FOUR))
    events = log(game.apply(Color.GREEN))
    assert events[-1] == "0 uno"
    assert (game.question, game.turn) == (Question.CHALLENGE, 1)


# ------------------------------------------------------------------ a card taken


def test_a_card_taken_and_played_with_the_call_says_uno():
    game = calling(["GREEN 2, BLUE 5", "BLUE 1, BLUE 2, BLUE 3"], stock="RED 5")
    game.apply(TAKE)
    assert game.question is Question.PLAY_TAKEN
    assert log(game.apply(Called(True))) == ["0 plays RED 5"]  # three cards were held
    game = calling(["GREEN 2", "BLUE 1, BLUE 2, BLUE 3"], stock="RED 5")
    game.apply(TAKE)
    assert log(game.apply(Called(True))) == ["0 plays RED 5", "0 uno"]


def test_a_card_taken_and_played_without_the_call_is_caught():
    game = calling(["GREEN 2", "BLUE 1, BLUE 2, BLUE 3"], stock="RED 5")
    game.apply(TAKE)
    assert log(game.apply(True)) == ["0 plays RED 5", "0 missed uno", "0 takes 2"]


def test_until_playable_the_last_card_taken_is_called_like_one():
    # Two cards are taken (BLUE 7, then RED 5, which plays): the call on RED 5 leaves two
    # cards, a plain play; taking only RED 5, the same call says UNO.
    for stock, said in (("BLUE 7, RED 5", []), ("RED 5", ["0 uno"])):
        hands = ["GREEN 2", "BLUE 1, BLUE 2, BLUE 3"]
        game = calling(hands, stock=stock, take=Take.UNTIL_PLAYABLE)
        game.apply(TAKE)
        assert game.taken == RED_5
        assert log(game.apply(Called(True))) == ["0 plays RED 5", *said]


def test_no_call_goes_with_keeping_a_card_taken():
    game = calling(["GREEN 2", "BLUE 1, BLUE 2, BLUE 3"], stock="RED 5")
    game.apply(TAKE)
    refused(game, Called(False))
    assert game.question is Question.PLAY_TAKEN


# ------------------------------------------------------------------ a jump-in


def test_a_jump_in_called_says_uno_and_one_not_called_is_caught():
    # Seat 1 plays RED 5; seat 3 (not next) holds the other RED 5 and one more card.
    hands = ["GREEN 1, GREEN 2", "RED 5, YELLOW 1, YELLOW 2", "BLUE 1, BLUE 2", "RED 5, GREEN 3"]
    for answer, said in ((Called(True), ["3 uno"]), (True, ["3 missed uno", "3 takes 2"])):
        game = calling(hands, callers=(3,), jump_in=True)
        game.turn = 1
        game.apply(RED_5)
        assert (game.question, game.turn) == (Question.JUMP_IN, 3)
        assert log(game.apply(answer)) == ["3 jumps in", "3 plays RED 5", *said]


def test_no_call_goes_with_staying_out():
    hands = ["GREEN 1, GREEN 2", "RED 5, YELLOW 1, YELLOW 2", "BLUE 1, BLUE 2", "RED 5, GREEN 3"]
    game = calling(hands, callers=(3,), jump_in=True)
    game.turn = 1
    game.apply(RED_5)
    refused(game, Called(False))


# ------------------------------------------------------------------ hands that change


def test_a_seven_is_checked_on_the_hand_its_player_holds_after_the_swap():
    # Seat 0 plays RED 7 from three cards (two left) and takes seat 1's one card: checked on
    # that one card, with the call it made at the play.
    hands = ["RED 7, GREEN 1, GREEN 2", "YELLOW 3", "BLUE 1, BLUE 2, BLUE 3"]
    for answer, said in ((Called(RED_7), ["0 uno"]), (RED_7, ["0 missed uno", "0 takes 2"])):
        game = calling(hands, seven_zero=True)
        game.apply(answer)
        assert game.question is Question.SWAP
        events = log(game.apply(1))
        assert events == ["0 plays RED 7", "0 swaps with 1", *said]


def test_a_seven_that_leaves_one_card_but_swaps_it_for_more_is_not_checked():
    hands = ["RED 7, GREEN 1", "YELLOW 3, YELLOW 4, YELLOW 5", "BLUE 1, BLUE 2, BLUE 3"]
    game = calling(hands, seven_zero=True)
    game.apply(RED_7)  # no call
    assert log(game.apply(1)) == ["0 plays RED 7", "0 swaps with 1"]


def test_a_seven_that_keeps_its_hand_is_checked_on_it():
    game = calling(["RED 7, GREEN 1", "YELLOW 3, YELLOW 4", "BLUE 1, BLUE 2"], seven_zero=True)
    game.apply(RED_7)
    assert log(game.apply(KEEP)) == ["0 plays RED 7", "0 missed uno", "0 takes 2"]


def test_a_zero_is_checked_on_the_hand_passed_to_its_player():
    # Clockwise every hand goes to the next seat: seat 0 gets seat 2's one card.
    hands = ["RED 0, GREEN 1, GREEN 2", "YELLOW 3, YELLOW 4", "BLUE 1"]
    game = calling(hands, seven_zero=True)
    events = log(game.apply(Called(Card.parse("RED 0"))))
    assert events[-1] == "0 uno"
    assert len(game.hands[0]) == 1


def test_a_draw_two_passing_a_penalty_on_is_called_like_any_play():
    # Seat 2 plays a Draw Two on seat 0, which passes the penalty on with its own, calling.
    hands = ["BLUE DRAW TWO, GREEN 2", "BLUE 1, BLUE 2", "RED DRAW TWO, BLUE 3, BLUE 4"]
    game = calling(hands, stacking=Stacking.PASS)
    game.turn = 2
    game.apply(Card.parse("RED DRAW TWO"))
    assert (game.turn, game.pending) == (0, 2)
    events = log(game.apply(Called(Card.parse("BLUE DRAW TWO"))))
    assert events == ["0 plays BLUE DRAW TWO", "0 uno"]
    assert (game.turn, game.pending) == (1, 2)


def test_a_draw_two_passing_a_penalty_on_without_the_call_is_caught():
    hands = ["BLUE DRAW TWO, GREEN 2", "BLUE 1, BLUE 2", "RED DRAW TWO, BLUE 3, BLUE 4"]
    game = calling(hands, stacking=Stacking.PASS)
    game.turn = 2
    game.apply(Card.parse("RED DRAW TWO"))
    events = log(game.apply(Card.parse("BLUE DRAW TWO")))
    assert events == ["0 plays BLUE DRAW TWO", "0 missed uno", "0 takes 2"]


# ------------------------------------------------------------------ computers, and no call at all


@pytest.mark.parametrize(
    ("penalty", "said"), [(0.0, ["1 uno"]), (0.999, ["1 missed uno", "1 takes 2"])]
)
def test_a_player_who_does_not_call_for_itself_is_checked_at_the_chance(penalty, said):
    game = calling(["GREEN 1, GREEN 2", "RED 5, BLUE 2", "BLUE 1, BLUE 3"], uno_penalty=penalty)
    game.turn = 1
    assert log(game.apply(RED_5)) == ["1 plays RED 5", *said]


def test_a_computer_call_is_not_heard():
    # Seat 1 calls no UNO of its own: at the chance 0.999 it is caught even if it sent one.
    game = calling(["GREEN 1, GREEN 2", "RED 5, BLUE 2", "BLUE 1, BLUE 3"], uno_penalty=0.999)
    game.turn = 1
    assert log(game.apply(Called(RED_5)))[-2:] == ["1 missed uno", "1 takes 2"]


def test_no_call_is_taken_under_the_classic_rule():
    game = arranged_game(["RED 5, GREEN 2", "BLUE 1, BLUE 2, BLUE 3"], top="RED 9")
    game.callers = frozenset({0})
    error = refused(game, Called(RED_5))
    assert "--uno-call key" in str(error)


@pytest.mark.parametrize("answer", [Called(Color.GREEN), Called(Called(RED_5)), Called(TAKE)])  # type: ignore[arg-type]
def test_a_call_goes_only_with_a_card_played(answer):
    game = calling(["RED 5, GREEN 2", "BLUE 1, BLUE 2, BLUE 3"])
    refused(game, answer)


def test_no_call_is_taken_at_a_question_that_plays_no_card():
    game = calling(["COLOR CHANGE, GREEN 2", "BLUE 1, BLUE 2, BLUE 3"])
    game.apply(WILD)
    refused(game, Called(Color.GREEN))  # type: ignore[arg-type]


def test_the_check_draws_from_its_stream_whatever_the_call():
    # A caller's check still draws the UNO stream once, so the draws that follow are those
    # of a game where the check was made at the chance.
    draws = []
    for uno_call, answer in ((UnoCall.KEY, Called(RED_5)), (UnoCall.RANDOM, RED_5)):
        game = arranged_game(
            ["RED 5, GREEN 2", "BLUE 1, BLUE 2, BLUE 3"], top="RED 9", uno_call=uno_call
        )
        game.callers = frozenset({0})
        game.apply(answer)
        draws.append(game.stream(Purpose.UNO_CHECK).random())
    assert draws[0] == draws[1]


# ------------------------------------------------------------------ copies


def test_a_copy_of_its_own_checks_everyone_at_the_chance_a_plain_copy_as_the_game():
    game = calling(["RED 5, GREEN 2", "BLUE 1, BLUE 2, BLUE 3"], uno_penalty=0.0)
    assert game.copy().callers == {0}
    own = game.copy(seed=7)
    assert own.callers == frozenset()
    # In its own copy seat 0, calling nothing, is checked at the chance (0 here): it says
    # UNO and takes nothing; in the game itself it is caught.
    own.apply(RED_5)
    assert len(own.hands[0]) == 1
    game.apply(RED_5)
    assert len(game.hands[0]) == 3


def test_a_computer_plays_on_under_the_rule_as_before():
    # The computers' answers never carry a call, and a game of computers alone plays the
    # same under either rule: the same events, move for move.
    logs = []
    for uno_call in UnoCall:
        game = Game(Rules(players=3, uno_call=uno_call), seed=11)
        seen: list[str] = []
        seen += log(game.apply(DEAL))
        while game.question is not Question.NEXT_HAND and game.question is not Question.GAME_OVER:
            seen += log(game.apply(computer_answer(game, normal)))
        logs.append(seen)
    assert logs[0] == logs[1]
    assert any(line.endswith(" uno") for line in logs[0])


def test_a_random_caller_plays_whole_games_and_is_judged_by_its_calls():
    # Seat 0 calls on half of its plays, at random: the cards stay whole, every game ends,
    # and each of its UNO checks goes by whether its last play called.
    checks = {"0 uno": 0, "0 missed uno": 0}
    for seed in range(20):
        game = Game(Rules(players=3, uno_call=UnoCall.KEY, target=100), seed=seed, callers=[0])
        rng = random.Random(seed)
        game.apply(DEAL)
        called = False
        for _ in range(20000):
            if game.question is Question.GAME_OVER:
                break
            answer = DEAL if game.question is Question.NEXT_HAND else computer_answer(game, normal)
            yes_plays = game.question in (Question.PLAY_TAKEN, Question.JUMP_IN)
            if game.turn == 0 and (type(answer) is Card or (answer is True and yes_plays)):
                called = rng.random() < 0.5
                if called:
                    answer = Called(answer)
            for line in log(game.apply(answer)):
                if line in checks:
                    checks[line] += 1
                    assert called == (line == "0 uno"), (seed, line)
            assert len(game.all_cards()) == 108
        assert game.question is Question.GAME_OVER
    assert min(checks.values()) > 10  # both outcomes were met, many times
