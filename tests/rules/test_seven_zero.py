"""The 7-0 house rule as the engine plays it (``--seven-zero``): a 7 swaps hands with a
chosen player, a 0 passes every hand on, the UNO check after either, and what ``normal``
makes of the rule; each rule built and its outcome checked.
"""

from __future__ import annotations

import random

import pytest

from uno_classic import events as ev
from uno_classic.cards import Card, Color
from uno_classic.questions import DEAL, KEEP, TAKE, Question
from uno_classic.strategies import computer_answer
from uno_classic.view import CLOCKWISE, Snapshot

from ..tables import arranged_game, dealt_game, names
from .helpers import (
    BOTH,
    BOTH_WAYS,
    JUMP_IN,
    PASSED_ON,
    RED_0,
    RED_7,
    SEVEN_JUMP_TABLE,
    SEVEN_ZERO,
    UNO_SAID,
    ZERO_TABLE,
    assert_whole_deck,
    by,
    hands_of,
    log,
    normal,
    refused,
    split,
    view,
)

pytestmark = pytest.mark.rules


# ------------------------------------------------------------------ the 7


# Seat 0 plays its RED 7 on the YELLOW 7 and keeps RED 1, RED 2; nobody ends with one card.
SEVEN_TABLE = [
    "RED 7, RED 1, RED 2",
    "YELLOW 3, YELLOW 4",
    "GREEN 6, GREEN 7, GREEN 8",
    "BLUE 7, BLUE 8, BLUE 9, GREEN 9",
]


@BOTH_WAYS
@pytest.mark.parametrize("other", [1, 2, 3])
def test_a_seven_swaps_hands_with_the_chosen_player_and_names_no_color(other, direction):
    game = arranged_game(SEVEN_TABLE, top="YELLOW 7", direction=direction, seven_zero=True)
    assert game.current_color is Color.YELLOW
    assert log(game.apply(RED_7)) == []  # nothing happens before the choice
    assert (game.question, game.turn, game.swap_card) == (Question.SWAP, 0, RED_7)
    assert hands_of(game)[0] == ["RED 7", "RED 1", "RED 2"]  # still in the hand
    assert game.legal_answers() == [1, 2, 3, KEEP]
    events = list(game.apply(other))
    assert log(events) == ["0 plays RED 7", f"0 swaps with {other}"]
    expected = split(SEVEN_TABLE)
    expected[0], expected[other] = expected[other], ["RED 1", "RED 2"]
    assert hands_of(game) == expected
    swapped = events[1]
    assert isinstance(swapped, ev.Swapped)
    assert [names(hand) for hand in swapped.hands] == [expected[0], expected[other]]
    # No color is asked: the 7's own color is the one in force, and the next player moves.
    assert (game.question, game.turn, game.swap_card) == (Question.MOVE, direction % 4, None)
    assert (game.current_color, game.top_card) == (Color.RED, RED_7)
    assert (game.turns, game.passes, game.scores) == (1, 0, [0, 0, 0, 0])
    assert_whole_deck(game)


@BOTH_WAYS
def test_a_seven_keeping_ones_hand_changes_no_hand(direction):
    game = arranged_game(SEVEN_TABLE, top="YELLOW 7", direction=direction, seven_zero=True)
    game.apply(RED_7)
    assert log(game.apply(KEEP)) == ["0 plays RED 7"]  # no swap line
    expected = split(SEVEN_TABLE)
    expected[0] = ["RED 1", "RED 2"]
    assert hands_of(game) == expected
    assert (game.question, game.turn, game.current_color) == (
        Question.MOVE,
        direction % 4,
        Color.RED,
    )
    assert game.turns == 1
    assert_whole_deck(game)


@UNO_SAID
def test_a_seven_kept_down_to_one_card_is_checked_on_that_card(penalty, said):
    game = arranged_game(
        ["RED 7, RED 1", "YELLOW 3, YELLOW 4", "GREEN 6, GREEN 8"],
        top="YELLOW 7",
        stock="BLUE 1, BLUE 2",
        uno_penalty=penalty,
        seven_zero=True,
    )
    game.apply(RED_7)
    assert log(game.apply(KEEP)) == ["0 plays RED 7", *by(0, said)]
    taken = ["BLUE 1", "BLUE 2"] if penalty else []
    assert hands_of(game)[0] == ["RED 1", *taken]
    assert (game.question, game.turn, game.turns) == (Question.MOVE, 1, 1)
    assert_whole_deck(game)


def test_a_seven_swapping_the_last_card_but_one_for_a_bigger_hand_checks_nobody():
    # Seat 0 is down to RED 1 after the 7, but holds three cards once the hands are swapped;
    # seat 1 receives the one-card hand. At this penalty any check would surely be a miss.
    table = ["RED 7, RED 1", "YELLOW 3, YELLOW 4, YELLOW 6", "GREEN 6, GREEN 8"]
    game = arranged_game(table, top="YELLOW 7", uno_penalty=0.999, seven_zero=True)
    game.apply(RED_7)
    assert log(game.apply(1)) == ["0 plays RED 7", "0 swaps with 1"]
    assert hands_of(game) == [["YELLOW 3", "YELLOW 4", "YELLOW 6"], ["RED 1"], split(table)[2]]
    assert (game.question, game.turn) == (Question.MOVE, 1)
    assert_whole_deck(game)


@UNO_SAID
def test_a_seven_swapped_for_a_one_card_hand_checks_its_player_on_that_card(penalty, said):
    game = arranged_game(
        ["RED 7, RED 1, RED 2", "YELLOW 3, YELLOW 4", "GREEN 6"],
        top="YELLOW 7",
        stock="BLUE 1, BLUE 2",
        uno_penalty=penalty,
        seven_zero=True,
    )
    game.apply(RED_7)
    assert log(game.apply(2)) == ["0 plays RED 7", "0 swaps with 2", *by(0, said)]
    taken = ["BLUE 1", "BLUE 2"] if penalty else []
    assert hands_of(game) == [["GREEN 6", *taken], ["YELLOW 3", "YELLOW 4"], ["RED 1", "RED 2"]]
    assert (game.question, game.turn) == (Question.MOVE, 1)
    assert_whole_deck(game)


@pytest.mark.parametrize("options", [SEVEN_ZERO, BOTH], ids=["seven-zero", "both"])
def test_a_seven_as_the_last_card_just_ends_the_hand(options):
    # No swap is asked, and seat 2's RED 7 may not be jumped in with: the hand is over.
    # 3 + 4 + 7 + 6 + 8 + 9 = 37 points.
    table = ["RED 7", "YELLOW 3, YELLOW 4", "RED 7, GREEN 6", "BLUE 8, BLUE 9"]
    game = arranged_game(table, top="YELLOW 7", **options)
    assert log(game.apply(RED_7)) == ["0 plays RED 7", "0 wins hand 37"]
    assert (game.question, game.hand_winner, game.scores) == (Question.NEXT_HAND, 0, [37, 0, 0, 0])
    assert hands_of(game) == [[], *split(table[1:])]
    assert game.turns == 1
    assert_whole_deck(game)


def test_with_two_players_a_seven_offers_the_other_player_or_keep():
    # Seat 1 receives the one-card hand: not checked, even at this penalty.
    game = arranged_game(
        ["RED 7, RED 1", "YELLOW 3, YELLOW 4"], top="YELLOW 7", uno_penalty=0.999, seven_zero=True
    )
    game.apply(RED_7)
    assert game.legal_answers() == [1, KEEP]
    assert log(game.apply(1)) == ["0 plays RED 7", "0 swaps with 1"]
    assert hands_of(game) == [["YELLOW 3", "YELLOW 4"], ["RED 1"]]
    assert (game.question, game.turn, game.current_color) == (Question.MOVE, 1, Color.RED)
    assert_whole_deck(game)


def test_a_taken_seven_played_at_once_asks_whom_to_swap_with():
    game = arranged_game(
        ["BLUE 1, GREEN 2", "YELLOW 3, YELLOW 4", "GREEN 6, GREEN 8"],
        top="YELLOW 7",
        stock="RED 7",
        seven_zero=True,
    )
    assert log(game.apply(TAKE)) == ["0 takes 1"]
    assert game.question is Question.PLAY_TAKEN
    assert log(game.apply(True)) == []
    assert (game.question, game.turn, game.swap_card) == (Question.SWAP, 0, RED_7)
    assert log(game.apply(2)) == ["0 plays RED 7", "0 swaps with 2"]
    assert hands_of(game) == [
        ["GREEN 6", "GREEN 8"],
        ["YELLOW 3", "YELLOW 4"],
        ["BLUE 1", "GREEN 2"],
    ]
    assert (game.question, game.turn, game.turns) == (Question.MOVE, 1, 1)  # one turn in all
    assert_whole_deck(game)


def test_a_seven_refuses_the_players_own_seat_and_anything_but_a_seat_or_keep():
    game = arranged_game(SEVEN_TABLE, top="YELLOW 7", seven_zero=True)
    game.apply(RED_7)
    for wrong in (0, 4, -1, True, False, Color.RED, RED_7, TAKE, DEAL):
        refused(game, wrong)
    assert (game.question, game.swap_card) == (Question.SWAP, RED_7)
    assert RED_7 in game.hands[0]
    assert_whole_deck(game)


@pytest.mark.parametrize("first", ["RED 7", "RED 0"])
def test_a_first_seven_or_zero_is_a_plain_number(first):
    # Seat 3 holds a RED 7 too (the RED 0 has no twin): no jump-in either.
    game, events = dealt_game(
        4, starter=1, first=first, hands={3: "RED 7"}, seven_zero=True, jump_in=True
    )
    assert log(events)[2:] == [f"first {first}"]
    dealt = events[1]
    assert isinstance(dealt, ev.Dealt)
    assert hands_of(game) == [names(hand) for hand in dealt.hands]
    assert all(len(hand) == 7 for hand in game.hands)
    assert (game.question, game.turn, game.current_color) == (Question.MOVE, 1, Color.RED)
    assert (game.turns, game.passes) == (0, 0)
    assert_whole_deck(game)


@pytest.mark.parametrize("options", [{}, JUMP_IN], ids=["classic", "jump-in"])
@pytest.mark.parametrize(("card", "top"), [("RED 7", "YELLOW 7"), ("RED 0", "YELLOW 0")])
def test_without_the_seven_zero_rule_a_seven_and_a_zero_are_plain_numbers(options, card, top):
    table = [f"{card}, RED 1, RED 2", "YELLOW 3, YELLOW 4", "GREEN 6, GREEN 8"]
    game = arranged_game(table, top=top, **options)
    assert log(game.apply(Card.parse(card))) == [f"0 plays {card}"]
    assert hands_of(game) == [["RED 1", "RED 2"], *split(table[1:])]
    assert (game.question, game.turn, game.current_color) == (Question.MOVE, 1, Color.RED)
    assert (game.turns, game.passes) == (1, 0)
    assert_whole_deck(game)


# ------------------------------------------------------------------ the 0


@PASSED_ON
def test_a_zero_passes_every_hand_to_the_next_player_in_the_direction_of_play(direction, expected):
    game = arranged_game(
        ZERO_TABLE, top="YELLOW 0", direction=direction, seven_zero=True, jump_in=True
    )
    events = list(game.apply(RED_0))
    way = "clockwise" if direction == CLOCKWISE else "counterclockwise"
    assert log(events) == ["0 plays RED 0", f"hands pass {way}"]  # no color asked
    assert hands_of(game) == expected
    passed = events[1]
    assert isinstance(passed, ev.HandsPassed)
    assert [names(hand) for hand in passed.hands] == expected
    assert (game.question, game.turn, game.current_color) == (
        Question.MOVE,
        direction % 4,
        Color.RED,
    )
    assert (game.turns, game.passes) == (1, 1)
    assert_whole_deck(game)


@pytest.mark.parametrize(
    ("table", "said", "expected"),
    [
        # Seat 0 receives seat 3's single BLUE 7: checked (caught, it takes 2); seat 1
        # receives seat 0's single RED 1: not checked.
        (
            ["RED 0, RED 1", "YELLOW 3, YELLOW 4", "GREEN 6, GREEN 7", "BLUE 7"],
            ["0 missed uno", "0 takes 2"],
            [
                ["BLUE 7", "RED 8", "RED 9"],
                ["RED 1"],
                ["YELLOW 3", "YELLOW 4"],
                ["GREEN 6", "GREEN 7"],
            ],
        ),
        # Seat 0 passes on its single RED 1 and receives two cards: nobody is checked.
        (
            ["RED 0, RED 1", "YELLOW 3, YELLOW 4", "GREEN 6, GREEN 7", "BLUE 7, BLUE 8"],
            [],
            [["BLUE 7", "BLUE 8"], ["RED 1"], ["YELLOW 3", "YELLOW 4"], ["GREEN 6", "GREEN 7"]],
        ),
    ],
    ids=["receives-one-card", "passes-one-card-on"],
)
def test_after_a_zero_only_its_player_is_checked_on_the_hand_it_received(table, said, expected):
    game = arranged_game(
        table, top="YELLOW 0", stock="RED 8, RED 9", uno_penalty=0.999, seven_zero=True
    )
    assert log(game.apply(RED_0)) == ["0 plays RED 0", "hands pass clockwise", *said]
    assert hands_of(game) == expected
    assert (game.question, game.turn) == (Question.MOVE, 1)
    assert_whole_deck(game)


def test_a_zero_as_the_last_card_just_ends_the_hand():
    # No hand passes on: 3 + 4 + 6 + 8 + 9 = 30 points.
    table = ["RED 0", "YELLOW 3, YELLOW 4", "GREEN 6", "BLUE 8, BLUE 9"]
    game = arranged_game(table, top="YELLOW 0", seven_zero=True, jump_in=True)
    assert log(game.apply(RED_0)) == ["0 plays RED 0", "0 wins hand 30"]
    assert (game.question, game.scores, game.passes) == (Question.NEXT_HAND, [30, 0, 0, 0], 0)
    assert hands_of(game) == [[], *split(table[1:])]
    assert_whole_deck(game)


@BOTH_WAYS
def test_with_two_players_a_zero_exchanges_the_hands(direction):
    # Seat 0 receives the one-card hand, and is checked on it.
    game = arranged_game(
        ["RED 0, RED 1, RED 2", "YELLOW 3"], top="YELLOW 0", direction=direction, seven_zero=True
    )
    way = "clockwise" if direction == CLOCKWISE else "counterclockwise"
    assert log(game.apply(RED_0)) == ["0 plays RED 0", f"hands pass {way}", "0 uno"]
    assert hands_of(game) == [["YELLOW 3"], ["RED 1", "RED 2"]]
    assert (game.question, game.turn, game.current_color) == (Question.MOVE, 1, Color.RED)
    assert_whole_deck(game)


# ------------------------------------------------------------------ computers: in the game


def test_normal_swaps_a_seven_with_the_player_holding_fewest_and_jumps_in_with_a_seven():
    # From seat 0 the others (seats 1, 2, 3) hold 2, 4 and 1 cards: seat 3 holds fewer than
    # the 3 seat 0 keeps. Then seat 2 jumps in with the other 7, keeps 3 cards, and sees
    # seats 3, 0 and 1 holding 3, 1 and 2: it swaps with seat 0.
    game = arranged_game(
        ["RED 7, GREEN 1, GREEN 2, GREEN 3", "YELLOW 3, YELLOW 4", SEVEN_JUMP_TABLE[2], "GREEN 6"],
        top="YELLOW 7",
        seven_zero=True,
        jump_in=True,
    )
    assert computer_answer(game, normal) is RED_7
    game.apply(RED_7)
    assert computer_answer(game, normal) == 3
    assert log(game.apply(3)) == ["0 plays RED 7", "0 swaps with 3", "0 uno"]
    assert (game.question, game.turn) == (Question.JUMP_IN, 2)
    assert computer_answer(game, normal) is True
    game.apply(True)
    assert computer_answer(game, normal) == 0
    assert log(game.apply(0)) == ["2 plays RED 7", "2 swaps with 0", "2 uno"]
    assert hands_of(game) == [
        ["BLUE 1", "BLUE 2", "BLUE 3"],
        ["YELLOW 3", "YELLOW 4"],
        ["GREEN 6"],
        ["GREEN 1", "GREEN 2", "GREEN 3"],
    ]
    assert_whole_deck(game)


# ------------------------------------------------------------------ computers: normal's rules


def play(table: Snapshot) -> str | None:
    card = normal.choose_play(table, random.Random(0))
    return None if card is None else card.name


# Five cards: playing any of them it would keep four. Without the rule it would play its
# RED 8 (of the current color, like the RED 7 or RED 0, and worth more).
WITH_SEVEN = "RED 7, RED 8, BLUE 4, GREEN 6, YELLOW 1"
WITH_ZERO = "RED 0, RED 8, BLUE 4, GREEN 6, YELLOW 1"


def test_normal_plays_a_seven_when_another_player_holds_fewer_than_it_would_keep():
    table = view(WITH_SEVEN, "RED 9", (6, 3, 5))
    assert play(table) == "RED 7"
    assert normal.choose_swap(table, random.Random(0)) == 1
    assert play(table._replace(seven_zero=False)) == "RED 8"


def test_normal_keeps_a_seven_back_and_its_hand_when_nobody_holds_fewer_than_it_would_keep():
    table = view(WITH_SEVEN, "RED 9", (4, 5, 6))  # the fewest is four: as many, not fewer
    assert play(table) == "RED 8"
    assert normal.choose_swap(table, random.Random(0)) is None


def test_normal_swaps_a_seven_with_the_first_in_turn_order_among_the_fewest():
    assert normal.choose_swap(view(WITH_SEVEN, "RED 9", (5, 3, 3)), random.Random(0)) == 1
    assert normal.choose_swap(view(WITH_SEVEN, "RED 9", (2, 6, 2)), random.Random(0)) == 0


def test_normal_plays_a_seven_before_stopping_a_player_close_to_going_out():
    hand = "RED 7, RED DRAW TWO, BLUE 4, GREEN 6, YELLOW 1"
    table = view(hand, "RED 9", (2, 7, 7))
    assert play(table) == "RED 7"
    assert normal.choose_swap(table, random.Random(0)) == 0
    assert play(table._replace(seven_zero=False)) == "RED DRAW TWO"


def test_normal_plays_a_zero_when_the_player_before_it_holds_fewer_than_it_would_keep():
    # The hand it would receive is the one of the player before it, the last in turn order.
    assert play(view(WITH_ZERO, "RED 9", (6, 6, 3))) == "RED 0"
    assert play(view(WITH_ZERO, "RED 9", (3, 6, 6))) == "RED 8"  # the next player's: no
    assert play(view(WITH_ZERO, "RED 9", (6, 6, 3), seven_zero=False)) == "RED 8"


def test_normal_plays_no_zero_while_it_has_another_play_and_the_player_before_holds_more():
    # Of the current color, the BLUE 0 comes before the RED 5, which matches by rank only.
    hand = "BLUE 0, RED 5, RED 1, GREEN 2, GREEN 3"
    assert play(view(hand, "BLUE 5", (5, 5, 6))) == "RED 5"
    assert play(view(hand, "BLUE 5", (5, 5, 4))) == "BLUE 0"  # as many as it keeps: any play
    assert play(view(hand, "BLUE 5", (5, 5, 6), seven_zero=False)) == "BLUE 0"
    # With no other play it plays the 0 rather than take.
    assert play(view("BLUE 0, RED 1, GREEN 2, GREEN 3, YELLOW 4", "BLUE 5", (5, 5, 9))) == "BLUE 0"


def test_normal_plays_a_seven_before_a_zero():
    table = view("RED 0, RED 7, BLUE 4, GREEN 6, YELLOW 1", "RED 9", (6, 6, 3))
    assert play(table) == "RED 7"
    assert normal.choose_swap(table, random.Random(0)) == 2
