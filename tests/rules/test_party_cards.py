"""The party deck's own cards as the engine plays them (``--deck party``, ``--custom-rule``):
Swap Hands, the UNO check after a swap, the Custom Wild's agreed rules (rotate, everyone
takes, wild), a party wild as the last card, and the turn limit waiting for a swap; each
rule built and its outcome checked.
"""

from __future__ import annotations

import pytest

from uno_classic import events as ev
from uno_classic.cards import Card, Color
from uno_classic.questions import KEEP, TAKE, Question
from uno_classic.variants import CustomRule, Deck
from uno_classic.view import CLOCKWISE, COUNTERCLOCKWISE

from ..tables import arranged_game, names
from .helpers import (
    BOTH_WAYS,
    CUSTOM_WILD,
    PASSED_ON,
    SWAP_HANDS,
    assert_whole_deck,
    hands_of,
    log,
    refused,
    split,
)

pytestmark = pytest.mark.rules


# ------------------------------------------------------------------ Swap Hands


# Seat 0 plays the Swap Hands and keeps RED 1, RED 2; nobody ends with one card.
SWAP_TABLE = [
    "SWAP HANDS, RED 1, RED 2",
    "YELLOW 3, YELLOW 4",
    "GREEN 6, GREEN 7, GREEN 8",
    "BLUE 7, BLUE 8, BLUE 9, GREEN 9",
]


@BOTH_WAYS
@pytest.mark.parametrize("other", [1, 2, 3])
def test_swap_hands_swaps_with_the_chosen_player_then_the_color_is_named(other, direction):
    game = arranged_game(SWAP_TABLE, top="RED 5", direction=direction, deck=Deck.PARTY)
    assert log(game.apply(SWAP_HANDS)) == []  # nothing happens before the choice
    assert (game.question, game.turn) == (Question.SWAP, 0)
    assert game.legal_answers() == [1, 2, 3, KEEP]
    assert log(game.apply(other)) == ["0 plays SWAP HANDS"]
    assert (game.question, game.turn, game.top_card) == (Question.COLOR, 0, SWAP_HANDS)
    events = list(game.apply(Color.BLUE))
    assert log(events) == [f"0 swaps with {other}", "0 names BLUE"]
    expected = split(SWAP_TABLE)
    expected[0], expected[other] = expected[other], ["RED 1", "RED 2"]
    assert hands_of(game) == expected
    swapped = events[0]
    assert isinstance(swapped, ev.Swapped)
    assert [names(h) for h in swapped.hands] == [expected[0], expected[other]]
    assert (game.question, game.turn) == (Question.MOVE, direction % 4)
    assert game.current_color is Color.BLUE
    assert game.swap_with is None
    assert_whole_deck(game)


@BOTH_WAYS
def test_swap_hands_keeping_ones_hand_changes_no_hand(direction):
    game = arranged_game(SWAP_TABLE, top="RED 5", direction=direction, deck=Deck.PARTY)
    game.apply(SWAP_HANDS)
    assert log(game.apply(KEEP)) == ["0 plays SWAP HANDS"]
    assert log(game.apply(Color.GREEN)) == ["0 names GREEN"]  # no swap line
    expected = split(SWAP_TABLE)
    expected[0] = ["RED 1", "RED 2"]
    assert hands_of(game) == expected
    assert (game.question, game.turn, game.current_color) == (
        Question.MOVE,
        direction % 4,
        Color.GREEN,
    )
    assert_whole_deck(game)


def test_swap_hands_refuses_the_players_own_seat_and_anything_but_a_seat_or_keep():
    game = arranged_game(SWAP_TABLE, top="RED 5", deck=Deck.PARTY)
    game.apply(SWAP_HANDS)
    for wrong in (0, 4, -1, True, Color.RED, SWAP_HANDS, TAKE):
        refused(game, wrong)
    assert game.question is Question.SWAP and SWAP_HANDS in game.hands[0]


def test_with_two_players_swap_hands_offers_the_other_player_or_keep():
    game = arranged_game(["SWAP HANDS, RED 1", "YELLOW 3, YELLOW 4"], top="RED 5", deck=Deck.PARTY)
    game.apply(SWAP_HANDS)
    assert game.legal_answers() == [1, KEEP]
    game.apply(1)
    assert log(game.apply(Color.YELLOW)) == ["0 swaps with 1", "0 names YELLOW"]
    assert hands_of(game) == [["YELLOW 3", "YELLOW 4"], ["RED 1"]]
    assert game.turn == 1
    assert_whole_deck(game)


def test_a_taken_swap_hands_played_at_once_asks_whom_to_swap_with():
    game = arranged_game(
        ["BLUE 1, GREEN 2", "YELLOW 3, YELLOW 4", "GREEN 6, GREEN 7"],
        top="RED 5",
        stock="SWAP HANDS",
        deck=Deck.PARTY,
    )
    assert log(game.apply(TAKE)) == ["0 takes 1"]
    assert game.question is Question.PLAY_TAKEN
    game.apply(True)
    assert (game.question, game.turn) == (Question.SWAP, 0)
    game.apply(2)
    assert log(game.apply(Color.RED)) == ["0 swaps with 2", "0 names RED"]
    assert hands_of(game)[0] == ["GREEN 6", "GREEN 7"]
    assert hands_of(game)[2] == ["BLUE 1", "GREEN 2"]
    assert_whole_deck(game)


@pytest.mark.parametrize(
    ("last", "custom_rule"),
    [
        ("SWAP HANDS", CustomRule.WILD),
        ("CUSTOM WILD", CustomRule.WILD),
        ("CUSTOM WILD", CustomRule.ROTATE),
        ("CUSTOM WILD", CustomRule.EVERYONE_TAKES),
    ],
)
def test_a_party_wild_as_the_last_card_just_ends_the_hand(last, custom_rule):
    table = [last, "YELLOW 3, YELLOW 4", "GREEN 6, GREEN 7", "BLUE 7, BLUE 8"]
    game = arranged_game(table, top="RED 5", deck=Deck.PARTY, custom_rule=custom_rule)
    # No swap, no color, no rotation, no take: 3 + 4 + 6 + 7 + 7 + 8 = 35 points.
    assert log(game.apply(Card.parse(last))) == [f"0 plays {last}", "0 wins hand 35"]
    assert game.question is Question.NEXT_HAND
    assert hands_of(game) == [[], *split(table[1:])]
    assert game.scores[0] == 35
    assert_whole_deck(game)


# ------------------------------------------------------------------ the UNO check after a swap


@pytest.mark.parametrize(
    ("penalty", "said"), [(0.0, ["0 uno"]), (0.999, ["0 missed uno", "0 takes 2"])]
)
def test_a_swap_leaving_the_player_one_card_checks_its_uno_on_that_hand(penalty, said):
    table = ["SWAP HANDS, RED 1, RED 2", "YELLOW 3, YELLOW 4", "GREEN 6", "BLUE 7, BLUE 8"]
    game = arranged_game(
        table, top="RED 5", stock="RED 8, RED 9", uno_penalty=penalty, deck=Deck.PARTY
    )
    game.apply(SWAP_HANDS)
    game.apply(2)
    assert log(game.apply(Color.BLUE)) == ["0 swaps with 2", "0 names BLUE", *said]
    taken = ["RED 8", "RED 9"] if penalty else []
    assert hands_of(game)[0] == ["GREEN 6", *taken]
    assert hands_of(game)[2] == ["RED 1", "RED 2"]
    assert game.turn == 1
    assert_whole_deck(game)


def test_a_player_receiving_a_one_card_hand_is_not_checked():
    # Seat 0 plays down to one card, but swaps it away: nobody is checked, even though a
    # check would surely find a missed UNO.
    table = ["SWAP HANDS, RED 1", "YELLOW 3, YELLOW 4, YELLOW 6", "GREEN 6, GREEN 7"]
    game = arranged_game(table, top="RED 5", uno_penalty=0.999, deck=Deck.PARTY)
    game.apply(SWAP_HANDS)
    game.apply(1)
    assert log(game.apply(Color.RED)) == ["0 swaps with 1", "0 names RED"]
    assert hands_of(game) == [["YELLOW 3", "YELLOW 4", "YELLOW 6"], ["RED 1"], split(table)[2]]
    assert_whole_deck(game)


def test_keeping_ones_hand_down_to_one_card_is_checked_after_the_color():
    table = ["SWAP HANDS, RED 1", "YELLOW 3, YELLOW 4", "GREEN 6, GREEN 7"]
    game = arranged_game(
        table, top="RED 5", stock="BLUE 1, BLUE 2", uno_penalty=0.999, deck=Deck.PARTY
    )
    game.apply(SWAP_HANDS)
    game.apply(KEEP)
    assert log(game.apply(Color.RED)) == ["0 names RED", "0 missed uno", "0 takes 2"]
    assert hands_of(game)[0] == ["RED 1", "BLUE 1", "BLUE 2"]
    assert_whole_deck(game)


# ------------------------------------------------------------------ Custom Wild: rotate


ROTATE_TABLE = [
    "CUSTOM WILD, RED 1, RED 2",
    "YELLOW 3, YELLOW 4",
    "GREEN 6, GREEN 7, GREEN 8",
    "BLUE 7, BLUE 8, BLUE 9, GREEN 9",
]


@PASSED_ON
def test_rotate_passes_every_hand_to_the_next_player_in_the_direction_of_play(direction, expected):
    game = arranged_game(
        ROTATE_TABLE,
        top="RED 5",
        direction=direction,
        deck=Deck.PARTY,
        custom_rule=CustomRule.ROTATE,
    )
    assert log(game.apply(CUSTOM_WILD)) == []
    assert game.question is Question.COLOR  # the color is asked first, as for any wild
    events = list(game.apply(Color.YELLOW))
    way = "clockwise" if direction == CLOCKWISE else "counterclockwise"
    assert log(events) == ["0 plays CUSTOM WILD", f"hands pass {way}", "0 names YELLOW"]
    assert hands_of(game) == expected
    passed = events[1]
    assert isinstance(passed, ev.HandsPassed)
    assert [names(hand) for hand in passed.hands] == expected
    assert (game.question, game.turn, game.current_color) == (
        Question.MOVE,
        direction % 4,
        Color.YELLOW,
    )
    assert_whole_deck(game)


def test_after_a_rotation_only_the_player_who_played_is_checked_on_the_hand_it_received():
    # Seat 0 passes its one remaining card to seat 1 (not checked) and receives seat 3's
    # single card (checked: caught).
    table = ["CUSTOM WILD, RED 1", "YELLOW 3, YELLOW 4", "GREEN 6, GREEN 7", "BLUE 7"]
    game = arranged_game(
        table,
        top="RED 5",
        stock="RED 8, RED 9",
        uno_penalty=0.999,
        deck=Deck.PARTY,
        custom_rule=CustomRule.ROTATE,
    )
    game.apply(CUSTOM_WILD)
    assert log(game.apply(Color.GREEN)) == [
        "0 plays CUSTOM WILD",
        "hands pass clockwise",
        "0 names GREEN",
        "0 missed uno",
        "0 takes 2",
    ]
    assert hands_of(game) == [
        ["BLUE 7", "RED 8", "RED 9"],
        ["RED 1"],
        ["YELLOW 3", "YELLOW 4"],
        ["GREEN 6", "GREEN 7"],
    ]
    assert_whole_deck(game)


# ------------------------------------------------------------------ Custom Wild: everyone takes


@pytest.mark.parametrize(
    ("direction", "order"),
    [(CLOCKWISE, [2, 3, 0]), (COUNTERCLOCKWISE, [0, 3, 2])],
    ids=["clockwise", "counterclockwise"],
)
def test_everyone_takes_gives_each_other_player_a_card_from_the_next_player_on(direction, order):
    table = ["BLUE 1, BLUE 2", "CUSTOM WILD, YELLOW 3, YELLOW 4", "GREEN 6, GREEN 7", "BLUE 7"]
    game = arranged_game(
        table,
        top="RED 5",
        stock="RED 7, RED 8, RED 9",
        turn=1,
        direction=direction,
        deck=Deck.PARTY,
        custom_rule=CustomRule.EVERYONE_TAKES,
    )
    game.apply(CUSTOM_WILD)
    takes = [f"{seat} takes 1" for seat in order]
    assert log(game.apply(Color.GREEN)) == ["1 plays CUSTOM WILD", *takes, "1 names GREEN"]
    expected = split(table)
    expected[1] = ["YELLOW 3", "YELLOW 4"]
    for seat, taken in zip(order, ["RED 7", "RED 8", "RED 9"], strict=True):
        expected[seat].append(taken)
    assert hands_of(game) == expected
    assert (game.question, game.turn) == (Question.MOVE, order[0])
    assert_whole_deck(game)


def test_everyone_takes_through_an_empty_stock_reshuffles_then_takes_what_there_is():
    # The stock holds only BLUE 2 and the pile only RED 5; seat 3 holds every other card.
    # Seat 1 takes the BLUE 2; for seat 2 the pile under the Custom Wild (RED 5) becomes
    # the stock; seat 3 finds nothing left at all.
    table = ["CUSTOM WILD, RED 1, RED 2", "YELLOW 3, YELLOW 4", "GREEN 6, GREEN 7", "BLUE 7"]
    game = arranged_game(
        table,
        top="RED 5",
        stock="BLUE 2",
        rest=3,
        deck=Deck.PARTY,
        custom_rule=CustomRule.EVERYONE_TAKES,
    )
    held_by_3 = len(game.hands[3])
    game.apply(CUSTOM_WILD)
    events = list(game.apply(Color.BLUE))
    assert log(events) == [
        "0 plays CUSTOM WILD",
        "1 takes 1",
        "reshuffled 1",
        "2 takes 1",
        "3 takes 0",
        "0 names BLUE",
    ]
    assert [e.cards for e in events if isinstance(e, ev.Took)] == [
        (Card.parse("BLUE 2"),),
        (Card.parse("RED 5"),),
        (),
    ]
    assert hands_of(game)[1] == ["YELLOW 3", "YELLOW 4", "BLUE 2"]
    assert hands_of(game)[2] == ["GREEN 6", "GREEN 7", "RED 5"]
    assert len(game.hands[3]) == held_by_3
    assert (game.stock, names(game.discard_pile)) == ([], ["CUSTOM WILD"])
    assert_whole_deck(game)


# ------------------------------------------------------------------ Custom Wild: wild


def test_a_custom_wild_under_the_wild_rule_is_a_plain_wild():
    table = ["CUSTOM WILD, RED 1, RED 2", "YELLOW 3, YELLOW 4", "GREEN 6, GREEN 7"]
    game = arranged_game(table, top="RED 5", stock="BLUE 1, BLUE 2", deck=Deck.PARTY)
    assert game.rules.custom_rule is CustomRule.WILD
    assert log(game.apply(CUSTOM_WILD)) == []
    assert game.question is Question.COLOR
    assert log(game.apply(Color.YELLOW)) == ["0 plays CUSTOM WILD", "0 names YELLOW"]
    expected = split(table)
    expected[0] = ["RED 1", "RED 2"]
    assert hands_of(game) == expected
    assert (game.question, game.turn, game.current_color) == (Question.MOVE, 1, Color.YELLOW)
    assert_whole_deck(game)


# ------------------------------------------------------------------ the turn limit


def test_the_turn_limit_waits_for_a_swap_and_its_color():
    # The Swap Hands is the turn that reaches the limit: its swap and color are still asked,
    # and the hands change before the hand is abandoned.
    game = arranged_game(
        ["SWAP HANDS, RED 1, RED 2", "BLUE 1", "GREEN 1, GREEN 2"],
        top="RED 5",
        deck=Deck.PARTY,
        turn_limit=1,
    )
    game.apply(Card.parse("SWAP HANDS"))
    assert game.question is Question.SWAP
    game.apply(1)
    assert (game.question, game.hand_leaving) == (Question.COLOR, True)
    assert log(game.apply(Color.BLUE)) == [
        "0 swaps with 1",
        "0 names BLUE",
        "0 uno",
        "hand abandoned after 1 turns",
    ]
    assert (game.question, game.swap_with, game.hand_leaving) == (Question.NEXT_HAND, None, False)
    assert_whole_deck(game)
