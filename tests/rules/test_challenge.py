"""The Draw Four challenge as the engine plays it (``--draw-four bluff|free``, and ``--draw-
four-test color|match``): when a Draw Four may be played, the challenge, its outcome and
the hand a challenger sees; each rule built and its outcome checked.
"""

from __future__ import annotations

import pytest

from uno_classic import events as ev
from uno_classic.cards import Card, Color
from uno_classic.game import Game
from uno_classic.questions import TAKE, Question
from uno_classic.rules import Refusal
from uno_classic.variants import DrawFour, DrawFourTest

from ..eventlog import describe_all
from ..tables import arranged_game, dealt_game, names
from .helpers import FILL

pytestmark = pytest.mark.rules


# ------------------------------------------------------------------ the Draw Four challenge


def test_under_bluff_a_draw_four_may_be_played_while_holding_the_color():
    game = arranged_game(
        [f"DRAW FOUR, RED 2, {FILL[0]}", FILL[1], FILL[2]], top="RED 5", draw_four=DrawFour.BLUFF
    )
    assert game.refusal(Card.parse("DRAW FOUR")) is None
    assert Card.parse("DRAW FOUR") in game.legal_answers()
    restricted = arranged_game([f"DRAW FOUR, RED 2, {FILL[0]}", FILL[1], FILL[2]], top="RED 5")
    assert restricted.refusal(Card.parse("DRAW FOUR")) is Refusal.DRAW_FOUR_WITH_COLOR


def play_draw_four(game: Game, color: Color = Color.BLUE) -> list[str]:
    events = list(game.apply(Card.parse("DRAW FOUR")))
    events += game.apply(color)
    return describe_all(events)


def test_a_bluff_found_out_costs_its_player_four_and_the_challenger_moves():
    game = arranged_game(
        [f"DRAW FOUR, RED 2, {FILL[0]}", FILL[1], FILL[2]], top="RED 5", draw_four=DrawFour.BLUFF
    )
    assert play_draw_four(game) == ["0 plays DRAW FOUR", "0 names BLUE"]
    # The next player is asked; nobody has taken anything yet.
    assert (game.question, game.turn) == (Question.CHALLENGE, 1)
    assert game.legal_answers() == [True, False]
    assert [len(hand) for hand in game.hands] == [4, 3, 3]
    assert describe_all(game.apply(True)) == ["1 challenges 0", "0 was bluffing", "0 takes 4"]
    assert [len(hand) for hand in game.hands] == [8, 3, 3]
    assert (game.question, game.turn, game.current_color) == (Question.MOVE, 1, Color.BLUE)


def test_a_challenge_of_an_honest_draw_four_costs_the_challenger_six_and_its_turn():
    # Seat 0 holds no red and nothing else that matches RED 5: not a bluff.
    game = arranged_game(
        [f"DRAW FOUR, {FILL[0]}, YELLOW 9", FILL[1], FILL[2]], top="RED 5", draw_four=DrawFour.BLUFF
    )
    play_draw_four(game)
    assert describe_all(game.apply(True)) == [
        "1 challenges 0",
        "0 was not bluffing",
        "1 takes 6",
        "1 skipped",
    ]
    assert [len(hand) for hand in game.hands] == [4, 9, 3]
    assert (game.question, game.turn) == (Question.MOVE, 2)


def test_a_draw_four_not_challenged_costs_four_and_the_turn_bluff_or_not():
    game = arranged_game(
        [f"DRAW FOUR, RED 2, {FILL[0]}", FILL[1], FILL[2]], top="RED 5", draw_four=DrawFour.BLUFF
    )
    play_draw_four(game)
    assert describe_all(game.apply(False)) == ["1 takes 4", "1 skipped"]
    assert (game.question, game.turn) == (Question.MOVE, 2)


def test_the_challenger_sees_the_hand_as_it_was_just_after_the_play():
    game = arranged_game(
        [f"DRAW FOUR, RED 2, {FILL[0]}", FILL[1], FILL[2]], top="RED 5", draw_four=DrawFour.BLUFF
    )
    play_draw_four(game)
    challenged = next(e for e in game.apply(True) if isinstance(e, ev.Challenged))
    assert names(challenged.hand) == ["RED 2", "GREEN 2", "GREEN 3", "GREEN 4"]


def test_with_two_players_a_wrong_challenge_gives_the_player_of_the_draw_four_another_turn():
    game = arranged_game(
        [f"DRAW FOUR, {FILL[0]}, YELLOW 9", FILL[1]], top="RED 5", draw_four=DrawFour.BLUFF
    )
    play_draw_four(game)
    assert describe_all(game.apply(True))[-2:] == ["1 takes 6", "1 skipped"]
    assert game.turn == 0


def test_a_draw_four_that_goes_out_is_never_challenged():
    game = arranged_game(["DRAW FOUR", FILL[1], FILL[2]], top="RED 5", draw_four=DrawFour.BLUFF)
    log = describe_all(game.apply(Card.parse("DRAW FOUR")))
    assert log[:2] == ["0 plays DRAW FOUR", "1 takes 4"]  # no color, no question
    assert log[2].startswith("0 wins hand ") and len(log) == 3
    assert game.question is Question.NEXT_HAND


def test_the_uno_check_comes_before_the_challenge():
    game = arranged_game(
        ["DRAW FOUR, RED 2", FILL[1], FILL[2]], top="RED 5", draw_four=DrawFour.BLUFF
    )
    assert play_draw_four(game) == ["0 plays DRAW FOUR", "0 names BLUE", "0 uno"]
    assert game.question is Question.CHALLENGE


def test_a_taken_draw_four_may_be_played_as_a_bluff_and_is_judged_on_the_hand_then():
    game = arranged_game(
        [f"RED 2, {FILL[0]}", FILL[1], FILL[2]],
        top="RED 5",
        stock="DRAW FOUR",
        draw_four=DrawFour.BLUFF,
    )
    game.apply(TAKE)
    assert game.question is Question.PLAY_TAKEN  # playable under bluff despite the RED 2
    game.apply(True)
    game.apply(Color.GREEN)
    assert describe_all(game.apply(True))[1:] == ["0 was bluffing", "0 takes 4"]


def test_a_first_draw_four_is_never_challenged():
    game, _ = dealt_game(3, starter=0, first="DRAW FOUR", then="RED 3", draw_four=DrawFour.BLUFF)
    assert game.question is Question.MOVE  # it went back into the stock, as in the classic game


def test_under_free_a_draw_four_is_never_refused_nor_challenged():
    game = arranged_game(
        [f"DRAW FOUR, RED 2, {FILL[0]}", FILL[1], FILL[2]], top="RED 5", draw_four=DrawFour.FREE
    )
    assert play_draw_four(game) == ["0 plays DRAW FOUR", "0 names BLUE", "1 takes 4", "1 skipped"]
    assert (game.question, game.turn) == (Question.MOVE, 2)


# The test: BLUE 5 matches RED 5 by rank only; the hand has no red.
RANK_ONLY = f"DRAW FOUR, BLUE 5, {FILL[0]}"


def test_the_color_test_counts_only_cards_of_the_color_in_force():
    game = arranged_game([RANK_ONLY, FILL[1], FILL[2]], top="RED 5")
    assert game.refusal(Card.parse("DRAW FOUR")) is None
    bluff = arranged_game([RANK_ONLY, FILL[1], FILL[2]], top="RED 5", draw_four=DrawFour.BLUFF)
    play_draw_four(bluff)
    assert "0 was not bluffing" in describe_all(bluff.apply(True))


def test_the_match_test_counts_any_card_that_could_have_been_played_but_wilds():
    game = arranged_game(
        [RANK_ONLY, FILL[1], FILL[2]], top="RED 5", draw_four_test=DrawFourTest.MATCH
    )
    assert game.refusal(Card.parse("DRAW FOUR")) is Refusal.DRAW_FOUR_WITH_MATCH
    assert Card.parse("DRAW FOUR") not in game.legal_answers()
    bluff = arranged_game(
        [RANK_ONLY, FILL[1], FILL[2]],
        top="RED 5",
        draw_four_test=DrawFourTest.MATCH,
        draw_four=DrawFour.BLUFF,
    )
    play_draw_four(bluff)
    assert "0 was bluffing" in describe_all(bluff.apply(True))


def test_the_match_test_does_not_count_a_wild():
    hands = [f"DRAW FOUR, COLOR CHANGE, {FILL[0]}", FILL[1], FILL[2]]
    game = arranged_game(hands, top="RED 5", draw_four_test=DrawFourTest.MATCH)
    assert game.refusal(Card.parse("DRAW FOUR")) is None


# ------------------------------------------------------------------ a missed UNO before a challenge


def test_the_challenger_sees_the_hand_before_any_missed_uno_cards():
    # Down to one card with the Draw Four and caught not saying UNO: the two penalty cards
    # came after the play, so the hand shown to a challenger is the one card it kept.
    game = arranged_game(
        ["DRAW FOUR, RED 2", FILL[1], FILL[2]],
        top="RED 5",
        uno_penalty=0.999,
        draw_four=DrawFour.BLUFF,
    )
    assert play_draw_four(game)[-2:] == ["0 missed uno", "0 takes 2"]
    challenged = next(e for e in game.apply(True) if isinstance(e, ev.Challenged))
    assert names(challenged.hand) == ["RED 2"]
