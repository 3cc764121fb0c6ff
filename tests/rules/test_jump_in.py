"""The jump-in house rule as the engine plays it (``--jump-in``): who is asked, the jumper's
turn, where no window opens, jump-in with the 7-0 rule, and what the computer players make
of it; each rule built and its outcome checked.""

Every colored card but a 0 has exactly two copies in every deck, and a 0 one: so at a
jump-in window at most one player can hold the card just played (the other copy), and a 0
is never jumped on (see the last tests of the no-window part).
"""

from __future__ import annotations

import random
from collections import Counter

import pytest

from uno_classic.cards import Card, Color, Rank
from uno_classic.game import Game
from uno_classic.questions import DEAL, KEEP, TAKE, Question
from uno_classic.randomness import Purpose, derive
from uno_classic.strategies import computer_answer
from uno_classic.variants import DECK_CARDS, Rules, Stacking
from uno_classic.view import CLOCKWISE, COUNTERCLOCKWISE

from ..tables import arranged_game, dealt_game, names
from .helpers import (
    RED_0,
    RED_5,
    RED_7,
    SEVEN_JUMP_TABLE,
    STACKING,
    UNO_SAID,
    ZERO_TABLE,
    assert_whole_deck,
    by,
    hands_of,
    log,
    normal,
    refused,
    rnd,
    view,
)

pytestmark = pytest.mark.rules


# ------------------------------------------------------------------ jump-in: who is asked


# With one holder at most, the order in which holders would be asked never shows (nor does
# a refusal passing the question on to another holder): what a table shows is who is asked
# and who may not be.

# Seat 0 plays RED 5 on RED 9; the holders of the other RED 5 are added per test.
JUMP_TABLE = ["GREEN 1, GREEN 2", "YELLOW 1, YELLOW 2", "BLUE 1, BLUE 2", "GREEN 3, GREEN 4"]


def jump_table(card: str, holders: dict[int, str]) -> list[str]:
    """:data:`JUMP_TABLE` with ``card`` first in seat 0's hand, and each of ``holders``'
    cards first in its seat's hand."""
    table = [f"{card}, {JUMP_TABLE[0]}", *JUMP_TABLE[1:]]
    for seat, held in holders.items():
        table[seat] = f"{held}, {table[seat]}"
    return table


def red_five_game(holder: int | None = 2, *, direction: int = CLOCKWISE, seed: int = 1) -> Game:
    """Seat 0 has just played RED 5 on RED 9 under --jump-in; ``holder`` holds the other."""
    table = jump_table("RED 5", {} if holder is None else {holder: "RED 5"})
    game = arranged_game(table, top="RED 9", direction=direction, seed=seed, jump_in=True)
    assert log(game.apply(RED_5)) == ["0 plays RED 5"]
    return game


@pytest.mark.parametrize(
    ("holder", "asked"),
    [
        (2, 2),
        (3, 3),
        (1, None),  # the player about to move may play it in its turn
        (0, None),  # the player who played holds the other one itself
        (None, None),  # nobody holds it
    ],
)
def test_only_a_holder_of_the_identical_card_is_asked_whether_it_jumps_in(holder, asked):
    game = red_five_game(holder)
    if asked is None:
        assert (game.question, game.turn, game.jump_card) == (Question.MOVE, 1, None)
    else:
        assert (game.question, game.turn, game.jump_card) == (Question.JUMP_IN, asked, RED_5)
        assert game.legal_answers() == [True, False]
    assert game.turns == 1
    assert sum(hand.count(RED_5) for hand in game.hands) == (holder is not None)
    assert_whole_deck(game)


def test_a_card_of_the_same_rank_in_another_color_gives_no_jump_in():
    table = ["RED 5, GREEN 1, GREEN 2", "YELLOW 1", "BLUE 5, YELLOW 5, GREEN 5", "GREEN 5, BLUE 5"]
    game = arranged_game(table, top="RED 9", jump_in=True)
    assert log(game.apply(RED_5)) == ["0 plays RED 5"]
    assert (game.question, game.turn, game.jump_card) == (Question.MOVE, 1, None)
    assert_whole_deck(game)


@pytest.mark.parametrize(
    ("direction", "holder", "asked"),
    [
        # Clockwise, the Reverse turns play counterclockwise: seat 3 moves next and is not
        # asked; seat 1, the next player before the Reverse, is.
        (CLOCKWISE, 1, 1),
        (CLOCKWISE, 2, 2),
        (CLOCKWISE, 3, None),
        (COUNTERCLOCKWISE, 1, None),
        (COUNTERCLOCKWISE, 3, 3),
    ],
)
def test_after_a_reverse_the_player_about_to_move_in_the_new_direction_is_not_asked(
    direction, holder, asked
):
    table = jump_table("RED REVERSE", {holder: "RED REVERSE"})
    game = arranged_game(table, top="RED 9", direction=direction, jump_in=True)
    way = "counterclockwise" if direction == CLOCKWISE else "clockwise"
    assert log(game.apply(Card.parse("RED REVERSE"))) == [
        "0 plays RED REVERSE",
        f"reversed to {way}",
    ]
    if asked is None:
        assert (game.question, game.turn) == (Question.MOVE, holder)
    else:
        assert (game.question, game.turn) == (Question.JUMP_IN, asked)
    assert game.direction == -direction
    assert_whole_deck(game)


def test_a_refused_jump_in_lets_the_interrupted_player_move():
    game = red_five_game(2)
    assert log(game.apply(False)) == []
    assert (game.question, game.turn, game.jump_card) == (Question.MOVE, 1, None)
    assert game.turns == 1  # refusing is no turn
    assert hands_of(game)[2] == ["RED 5", "BLUE 1", "BLUE 2"]
    assert game.legal_answers() == [TAKE]  # seat 1's yellow cards do not fit: as usual
    assert_whole_deck(game)


def test_jump_in_accepts_only_yes_or_no():
    game = red_five_game(2)
    assert game.legal_answers() == [True, False]
    for wrong in (1, 0, 2, None, "Y", KEEP, TAKE, DEAL, RED_5, Color.RED):
        refused(game, wrong)  # type: ignore[arg-type]
    assert (game.question, game.turn, game.jump_card, game.turns) == (
        Question.JUMP_IN,
        2,
        RED_5,
        1,
    )
    assert_whole_deck(game)


# ------------------------------------------------------------------ jump-in: the jumper's turn


@pytest.mark.parametrize(
    ("direction", "after"),
    # Clockwise seat 0 plays, seat 1 is next; seat 2 jumps in and seat 3 moves after it.
    # Counterclockwise seat 3 is next; after seat 2's jump-in seat 1 moves.
    [(CLOCKWISE, 3), (COUNTERCLOCKWISE, 1)],
    ids=["clockwise", "counterclockwise"],
)
def test_a_jump_in_is_a_turn_of_its_own_and_play_goes_on_after_the_jumper(direction, after):
    game = red_five_game(2, direction=direction)
    assert game.turns == 1
    assert log(game.apply(True)) == ["2 jumps in", "2 plays RED 5"]
    assert (game.question, game.turn, game.jump_card) == (Question.MOVE, after, None)
    assert (game.turns, game.current_color) == (2, Color.RED)
    assert names(game.discard_pile[-3:]) == ["RED 9", "RED 5", "RED 5"]
    assert hands_of(game) == [
        ["GREEN 1", "GREEN 2"],
        ["YELLOW 1", "YELLOW 2"],
        ["BLUE 1", "BLUE 2"],
        ["GREEN 3", "GREEN 4"],
    ]
    assert_whole_deck(game)


def test_a_skip_jumped_in_with_skips_the_player_after_the_jumper():
    game = arranged_game(jump_table("RED SKIP", {3: "RED SKIP"}), top="RED 9", jump_in=True)
    assert log(game.apply(Card.parse("RED SKIP"))) == ["0 plays RED SKIP", "1 skipped"]
    assert (game.question, game.turn) == (Question.JUMP_IN, 3)  # seat 2 is about to move
    assert log(game.apply(True)) == ["3 jumps in", "3 plays RED SKIP", "0 skipped"]
    assert (game.question, game.turn, game.turns) == (Question.MOVE, 1, 2)
    assert_whole_deck(game)


def test_a_reverse_jumped_in_with_reverses_from_the_jumpers_seat():
    # Seat 0's Reverse turns play counterclockwise (seat 3 next); seat 1 jumps in, turning
    # it clockwise again: the player after seat 1 is now seat 2.
    game = arranged_game(jump_table("RED REVERSE", {1: "RED REVERSE"}), top="RED 9", jump_in=True)
    game.apply(Card.parse("RED REVERSE"))
    assert (game.question, game.turn) == (Question.JUMP_IN, 1)
    assert log(game.apply(True)) == [
        "1 jumps in",
        "1 plays RED REVERSE",
        "reversed to clockwise",
    ]
    assert (game.question, game.turn, game.direction) == (Question.MOVE, 2, CLOCKWISE)
    assert game.turns == 2
    assert_whole_deck(game)


def test_a_draw_two_jumped_in_with_hits_the_player_after_the_jumper():
    # Stacking off: seat 1 takes 2 and is skipped; seat 3 jumps in, and seat 0 (after seat 3)
    # takes the next 2 and is skipped: seat 1 moves.
    game = arranged_game(
        jump_table("RED DRAW TWO", {3: "RED DRAW TWO"}),
        top="RED 9",
        stock="YELLOW 6, YELLOW 7, YELLOW 8, YELLOW 9",
        jump_in=True,
    )
    assert log(game.apply(Card.parse("RED DRAW TWO"))) == [
        "0 plays RED DRAW TWO",
        "1 takes 2",
        "1 skipped",
    ]
    assert (game.question, game.turn, game.pending) == (Question.JUMP_IN, 3, 0)
    assert log(game.apply(True)) == [
        "3 jumps in",
        "3 plays RED DRAW TWO",
        "0 takes 2",
        "0 skipped",
    ]
    assert hands_of(game) == [
        ["GREEN 1", "GREEN 2", "YELLOW 8", "YELLOW 9"],
        ["YELLOW 1", "YELLOW 2", "YELLOW 6", "YELLOW 7"],
        ["BLUE 1", "BLUE 2"],
        ["GREEN 3", "GREEN 4"],
    ]
    assert (game.question, game.turn, game.turns, game.pending) == (Question.MOVE, 1, 2, 0)
    assert_whole_deck(game)


def test_the_player_about_to_be_skipped_may_jump_in_and_skip_the_next():
    game = arranged_game(jump_table("RED SKIP", {1: "RED SKIP"}), top="RED 9", jump_in=True)
    assert log(game.apply(Card.parse("RED SKIP"))) == ["0 plays RED SKIP", "1 skipped"]
    assert (game.question, game.turn) == (Question.JUMP_IN, 1)
    assert log(game.apply(True)) == ["1 jumps in", "1 plays RED SKIP", "2 skipped"]
    assert (game.question, game.turn, game.turns) == (Question.MOVE, 3, 2)
    assert_whole_deck(game)


@UNO_SAID
def test_a_jumper_left_with_one_card_is_checked(penalty, said):
    table = [f"RED 5, {JUMP_TABLE[0]}", JUMP_TABLE[1], "RED 5, BLUE 1", JUMP_TABLE[3]]
    game = arranged_game(
        table, top="RED 9", stock="YELLOW 8, YELLOW 9", uno_penalty=penalty, jump_in=True
    )
    game.apply(RED_5)
    assert log(game.apply(True)) == ["2 jumps in", "2 plays RED 5", *by(2, said)]
    taken = ["YELLOW 8", "YELLOW 9"] if penalty else []
    assert hands_of(game)[2] == ["BLUE 1", *taken]
    assert (game.question, game.turn) == (Question.MOVE, 3)
    assert_whole_deck(game)


def test_a_jump_in_with_the_last_card_wins_the_hand():
    # Left: GREEN 1, GREEN 2 (3), YELLOW 1, YELLOW 2 (3), GREEN 3, GREEN 4 (7): 13 points.
    table = [f"RED 5, {JUMP_TABLE[0]}", JUMP_TABLE[1], "RED 5", JUMP_TABLE[3]]
    game = arranged_game(table, top="RED 9", jump_in=True)
    game.apply(RED_5)
    assert log(game.apply(True)) == ["2 jumps in", "2 plays RED 5", "2 wins hand 13"]
    assert (game.question, game.hand_winner, game.scores) == (Question.NEXT_HAND, 2, [0, 0, 13, 0])
    assert game.turns == 2
    assert_whole_deck(game)


def test_a_last_draw_two_jumped_in_with_hits_the_player_after_the_jumper_before_scoring():
    # Seat 1 took YELLOW 6, 7 for seat 0's Draw Two; seat 0 takes YELLOW 8, 9 for seat 3's.
    # Seat 0: 1 + 2 + 8 + 9 = 20; seat 1: 1 + 2 + 6 + 7 = 16; seat 2: 1 + 2 = 3; in all 39.
    table = [f"RED DRAW TWO, {JUMP_TABLE[0]}", JUMP_TABLE[1], JUMP_TABLE[2], "RED DRAW TWO"]
    game = arranged_game(
        table, top="RED 9", stock="YELLOW 6, YELLOW 7, YELLOW 8, YELLOW 9", jump_in=True
    )
    game.apply(Card.parse("RED DRAW TWO"))
    assert (game.question, game.turn) == (Question.JUMP_IN, 3)
    assert log(game.apply(True)) == [
        "3 jumps in",
        "3 plays RED DRAW TWO",
        "0 takes 2",
        "3 wins hand 39",
    ]
    assert hands_of(game)[0] == ["GREEN 1", "GREEN 2", "YELLOW 8", "YELLOW 9"]
    assert (game.question, game.scores) == (Question.NEXT_HAND, [0, 0, 0, 39])
    assert_whole_deck(game)


def test_with_two_players_the_skipped_player_may_jump_in_with_the_same_skip_and_move_again():
    game = arranged_game(
        ["RED SKIP, RED 1, RED 2", "RED SKIP, BLUE 4, BLUE 6"], top="RED 9", jump_in=True
    )
    assert log(game.apply(Card.parse("RED SKIP"))) == ["0 plays RED SKIP", "1 skipped"]
    # Seat 0 is about to move again; seat 1, not, may jump in.
    assert (game.question, game.turn) == (Question.JUMP_IN, 1)
    assert log(game.apply(True)) == ["1 jumps in", "1 plays RED SKIP", "0 skipped"]
    assert (game.question, game.turn, game.turns) == (Question.MOVE, 1, 2)
    assert hands_of(game) == [["RED 1", "RED 2"], ["BLUE 4", "BLUE 6"]]
    assert_whole_deck(game)


def test_with_two_players_a_plain_card_gives_no_jump_in():
    # The only other player is the one about to move: it may play its RED 5 in its turn.
    game = arranged_game(["RED 5, RED 1, RED 2", "RED 5, BLUE 4"], top="RED 9", jump_in=True)
    assert log(game.apply(RED_5)) == ["0 plays RED 5"]
    assert (game.question, game.turn) == (Question.MOVE, 1)
    assert_whole_deck(game)


def test_a_card_jumped_in_with_opens_a_window_of_its_own():
    # The other copy of a card jumped in with can only be back in a hand through a
    # reshuffle: seat 2 holds every card not named, the stock is one YELLOW 9, and the pile
    # under each Draw Two is only the card before it.
    table = [
        "RED DRAW TWO, GREEN 1, GREEN 2",
        "YELLOW 3, YELLOW 4",
        "BLUE 1",
        "RED DRAW TWO, GREEN 3",
    ]
    game = arranged_game(table, top="RED 5", stock="YELLOW 9", rest=2, jump_in=True)
    draw_two = Card.parse("RED DRAW TWO")
    # Seat 1 takes the YELLOW 9, then the RED 5 reshuffled from under the Draw Two.
    assert log(game.apply(draw_two)) == [
        "0 plays RED DRAW TWO",
        "reshuffled 1",
        "1 takes 2",
        "1 skipped",
    ]
    assert (game.question, game.turn) == (Question.JUMP_IN, 3)
    # Seat 3 jumps in (down to GREEN 3: UNO); seat 0 takes back its own Draw Two, the
    # reshuffled pile, and nothing more is left anywhere.
    assert log(game.apply(True)) == [
        "3 jumps in",
        "3 plays RED DRAW TWO",
        "3 uno",
        "reshuffled 1",
        "0 takes 1",
        "0 skipped",
    ]
    # Seat 0 now holds the twin of seat 3's card: the new window asks it (seat 1 is next).
    assert (game.question, game.turn, game.jump_card) == (Question.JUMP_IN, 0, draw_two)
    assert log(game.apply(True)) == [
        "0 jumps in",
        "0 plays RED DRAW TWO",
        "reshuffled 1",
        "1 takes 1",
        "1 skipped",
    ]
    # And so on: seat 1 has just taken the other one, and may jump in (seat 2 is next).
    assert (game.question, game.turn) == (Question.JUMP_IN, 1)
    assert log(game.apply(False)) == []
    assert (game.question, game.turn, game.turns) == (Question.MOVE, 2, 3)
    assert hands_of(game)[0] == ["GREEN 1", "GREEN 2"]
    assert hands_of(game)[1] == ["YELLOW 3", "YELLOW 4", "YELLOW 9", "RED 5", "RED DRAW TWO"]
    assert hands_of(game)[3] == ["GREEN 3"]
    assert (game.stock, names(game.discard_pile)) == ([], ["RED DRAW TWO"])
    assert_whole_deck(game)


def test_a_taken_card_played_at_once_opens_a_window():
    game = arranged_game(
        [JUMP_TABLE[0], JUMP_TABLE[1], f"RED 5, {JUMP_TABLE[2]}", JUMP_TABLE[3]],
        top="RED 9",
        stock="RED 5",
        jump_in=True,
    )
    assert log(game.apply(TAKE)) == ["0 takes 1"]
    assert log(game.apply(True)) == ["0 plays RED 5"]
    assert (game.question, game.turn, game.turns) == (Question.JUMP_IN, 2, 1)
    assert_whole_deck(game)


# ------------------------------------------------------------------ jump-in: no window


@pytest.mark.parametrize(
    ("first", "after", "turn"),
    [
        ("RED 5", [], 1),
        ("RED SKIP", ["1 skipped"], 2),
        ("RED DRAW TWO", ["1 takes 2", "1 skipped"], 2),
        ("RED REVERSE", ["reversed to counterclockwise"], 0),  # the dealer plays first
    ],
)
def test_a_first_card_opens_no_window(first, after, turn):
    # Seat 3 holds the twin of the first card; the dealer is seat 0, the starter seat 1.
    game, events = dealt_game(
        4, starter=1, first=first, hands={3: first}, seven_zero=True, jump_in=True
    )
    assert log(events)[2:] == [f"first {first}", *after]
    assert (game.question, game.turn) == (Question.MOVE, turn)
    assert Card.parse(first) in game.hands[3]
    assert_whole_deck(game)


@pytest.mark.parametrize(
    ("wild", "after", "turn"),
    [("COLOR CHANGE", [], 1), ("DRAW FOUR", ["1 takes 4", "1 skipped"], 2)],
)
def test_a_wild_opens_no_window(wild, after, turn):
    # Seat 3 holds the same wild (there are four of each).
    table = jump_table(wild, {3: wild})
    game = arranged_game(
        table,
        top="RED 9",
        stock="YELLOW 6, YELLOW 7, YELLOW 8, YELLOW 9",
        seven_zero=True,
        jump_in=True,
    )
    assert log(game.apply(Card.parse(wild))) == []
    assert log(game.apply(Color.BLUE)) == [f"0 plays {wild}", "0 names BLUE", *after]
    assert (game.question, game.turn, game.jump_card) == (Question.MOVE, turn, None)
    assert_whole_deck(game)


@STACKING
def test_a_draw_two_leaving_a_penalty_pending_opens_no_window(stacking):
    # Seat 2 holds the other RED DRAW TWO, seat 3 the other BLUE DRAW TWO: neither is
    # asked while the penalty waits (and once it is taken, the only other BLUE DRAW TWO is
    # with seat 3, the next to move; see the test below for a window the take could open).
    table = [
        "RED DRAW TWO, GREEN 1, GREEN 2",
        "BLUE DRAW TWO, YELLOW 1",
        "RED DRAW TWO, YELLOW 2",
        "BLUE DRAW TWO, GREEN 3",
    ]
    game = arranged_game(
        table,
        top="RED 9",
        stock="YELLOW 6, YELLOW 7, YELLOW 8, YELLOW 9",
        stacking=stacking,
        jump_in=True,
    )
    assert log(game.apply(Card.parse("RED DRAW TWO"))) == ["0 plays RED DRAW TWO"]
    assert (game.question, game.turn, game.pending) == (Question.MOVE, 1, 2)
    assert log(game.apply(Card.parse("BLUE DRAW TWO"))) == ["1 plays BLUE DRAW TWO", "1 uno"]
    count = 4 if stacking is Stacking.ADD else 2
    assert (game.question, game.turn, game.pending) == (Question.MOVE, 2, count)
    assert log(game.apply(TAKE)) == [f"2 takes {count}", "2 skipped"]
    assert (game.question, game.turn, game.pending) == (Question.MOVE, 3, 0)
    assert game.turns == 3
    assert_whole_deck(game)


@pytest.mark.parametrize("stacking", list(Stacking), ids=str)
def test_a_draw_two_opens_its_window_after_its_take_only_when_nothing_was_left_pending(stacking):
    # Seat 0's RED DRAW TWO hits seat 1, which holds no Draw Two; seat 3, neither the
    # player nor the next to move (seat 2, once seat 1 is skipped), holds the other one.
    # Without stacking the take and the skip are the card's own effect, and the window
    # follows them; under stacking the card left a penalty pending, and the take that
    # settles it is seat 1's turn, not the card's effect: no window, ever.
    game = arranged_game(
        [
            "RED DRAW TWO, GREEN 1, GREEN 2",
            "YELLOW 1, YELLOW 3",
            "BLUE 5, BLUE 6",
            "RED DRAW TWO, GREEN 3",
        ],
        top="RED 9",
        stock="YELLOW 6, YELLOW 7, YELLOW 8, YELLOW 9",
        stacking=stacking,
        jump_in=True,
    )
    played = log(game.apply(Card.parse("RED DRAW TWO")))
    if stacking is Stacking.OFF:
        assert played == ["0 plays RED DRAW TWO", "1 takes 2", "1 skipped"]
        assert (game.question, game.turn, game.jump_card) == (
            Question.JUMP_IN,
            3,
            Card.parse("RED DRAW TWO"),
        )
    else:
        assert played == ["0 plays RED DRAW TWO"]
        assert (game.question, game.turn, game.pending) == (Question.MOVE, 1, 2)
        assert log(game.apply(TAKE)) == ["1 takes 2", "1 skipped"]
        assert (game.question, game.turn, game.pending) == (Question.MOVE, 2, 0)
    assert hands_of(game)[1] == ["YELLOW 1", "YELLOW 3", "YELLOW 6", "YELLOW 7"]
    assert_whole_deck(game)


def test_a_card_that_ends_the_hand_opens_no_window():
    # 1 + 5 + 1 + 3 = 10 points.
    game = arranged_game(
        ["RED 5", "YELLOW 1", "RED 5, BLUE 1", "GREEN 3"], top="RED 9", jump_in=True
    )
    assert log(game.apply(RED_5)) == ["0 plays RED 5", "0 wins hand 10"]
    assert (game.question, game.scores) == (Question.NEXT_HAND, [10, 0, 0, 0])
    assert_whole_deck(game)


def test_no_deck_has_two_identical_zeros_so_a_zero_is_never_jumped_on():
    for deck, deck_cards in DECK_CARDS.items():
        zeros = Counter(card for card in deck_cards if card.rank is Rank.ZERO)
        assert set(zeros.values()) == {1}, deck
    # Whoever holds what, a 0 played under both rules is never followed by a window.
    game = arranged_game(ZERO_TABLE, top="YELLOW 0", rest=2, seven_zero=True, jump_in=True)
    game.apply(RED_0)
    assert (game.question, game.turn) == (Question.MOVE, 1)
    assert_whole_deck(game)


# ------------------------------------------------------------------ jump-in with the 7-0 rule


def test_a_jump_in_with_a_seven_asks_the_jumper_whom_to_swap_with():
    game = arranged_game(SEVEN_JUMP_TABLE, top="YELLOW 7", seven_zero=True, jump_in=True)
    game.apply(RED_7)
    assert log(game.apply(KEEP)) == ["0 plays RED 7"]
    assert (game.question, game.turn, game.jump_card) == (Question.JUMP_IN, 2, RED_7)
    assert log(game.apply(True)) == ["2 jumps in"]
    assert (game.question, game.turn, game.swap_card) == (Question.SWAP, 2, RED_7)
    assert game.legal_answers() == [0, 1, 3, KEEP]
    refused(game, 2)
    assert log(game.apply(0)) == ["2 plays RED 7", "2 swaps with 0"]
    assert hands_of(game) == [
        ["BLUE 1", "BLUE 2", "BLUE 3"],
        ["YELLOW 3", "YELLOW 4"],
        ["GREEN 1", "GREEN 2"],
        ["GREEN 6"],
    ]
    # Both RED 7s are on the pile: no window; the player after the jumper moves.
    assert (game.question, game.turn, game.current_color) == (Question.MOVE, 3, Color.RED)
    assert game.turns == 2
    assert_whole_deck(game)


@pytest.mark.parametrize(
    ("table", "asked"),
    [
        # Seat 0 swaps its other RED 7 away to seat 2, which may then jump in with it.
        (["RED 7, RED 7, GREEN 1", "YELLOW 3, YELLOW 4", "BLUE 1, BLUE 2", "GREEN 6"], 2),
        # Seat 0 swaps with seat 2 and so holds the other RED 7 itself: nobody is asked.
        (["RED 7, GREEN 1, GREEN 2", "YELLOW 3, YELLOW 4", "RED 7, BLUE 1", "GREEN 6"], None),
    ],
    ids=["given-away", "received"],
)
def test_a_sevens_window_opens_on_the_hands_as_they_are_after_the_swap(table, asked):
    game = arranged_game(table, top="YELLOW 7", seven_zero=True, jump_in=True)
    game.apply(RED_7)
    assert log(game.apply(2)) == ["0 plays RED 7", "0 swaps with 2"]
    if asked is None:
        assert (game.question, game.turn) == (Question.MOVE, 1)
        assert RED_7 in game.hands[0]
    else:
        assert (game.question, game.turn, game.jump_card) == (Question.JUMP_IN, asked, RED_7)
    assert_whole_deck(game)


# ------------------------------------------------------------------ computers: in the game


def test_a_computer_answers_a_jump_in_and_normal_jumps_in():
    game = red_five_game(2)
    assert computer_answer(game, normal) is True
    assert computer_answer(game, rnd) in game.legal_answers()
    assert_whole_deck(game)


def stream_states(game: Game) -> dict[Purpose, object]:
    """The state of each of the hand's random streams but the jump-in one."""
    return {p: game.stream(p).getstate() for p in Purpose if p is not Purpose.JUMP_IN}


def test_random_tosses_its_jump_in_coin_from_the_hands_jump_in_stream_and_no_other():
    answers = []
    for seed in range(1, 31):
        game = red_five_game(2, seed=seed)
        before = stream_states(game)
        coin = derive(seed, game.game_number, game.hand_number, Purpose.JUMP_IN)
        # Each answer is the stream's next toss: the same seed, the same answers.
        tosses = [coin.random() < 0.5 for _ in range(3)]
        assert [computer_answer(game, rnd) for _ in range(3)] == tosses
        # The tie-breaks, the deal, the reshuffles, the UNO checks are left as they were.
        assert stream_states(game) == before
        answers.append(tosses[0])
        assert_whole_deck(game)
    assert set(answers) == {True, False}


def test_the_strategy_answering_the_jump_ins_changes_no_deal():
    # The computers play a hand with normal's answers to every question but JUMP IN, which
    # normal answers in one game and random in the other; the next deal is the same.
    rules = Rules(players=4, seven_zero=True, jump_in=True)
    deals = []
    for jumper in (normal, rnd):
        game = Game(rules, seed=3)
        game.apply(DEAL)
        refusals = 0
        while game.question is not Question.NEXT_HAND:
            strategy = jumper if game.question is Question.JUMP_IN else normal
            answer = computer_answer(game, strategy)
            refusals += answer is False and game.question is Question.JUMP_IN
            game.apply(answer)
        assert refusals > 0 if jumper is rnd else refusals == 0  # so the hands went apart
        deals.append(list(game.apply(DEAL)))
        assert_whole_deck(game)
    assert deals[0] == deals[1]


# ------------------------------------------------------------------ computers: normal's rules


@pytest.mark.parametrize("seven_zero", [False, True])
@pytest.mark.parametrize(
    "card", ["RED 5", "RED 7", "RED 0", "RED SKIP", "RED REVERSE", "RED DRAW TWO"]
)
def test_normal_always_jumps_in(card, seven_zero):
    # Whatever the others hold; even with a 0 that would bring it a bigger hand than the
    # two cards it keeps (no deck of this game has two identical 0s, but a strategy takes
    # any table's view).
    for others in [(1, 1, 1), (9, 9, 9), (1, 1, 9)]:
        table = view(f"{card}, BLUE 1, BLUE 2", "RED 9", others, seven_zero=seven_zero)
        assert normal.jump_in(table, Card.parse(card), random.Random(0)) is True


def test_random_jumps_in_on_a_coin_toss():
    table = view("RED 5, BLUE 1", "RED 5", (3, 3, 3))
    for seed in range(20):
        assert rnd.jump_in(table, RED_5, random.Random(seed)) is (
            random.Random(seed).random() < 0.5
        )
    picks = Counter(rnd.jump_in(table, RED_5, random.Random(seed)) for seed in range(2000))
    # 1000 expected each; 850..1150 fails with probability below 1e-10.
    assert 850 <= picks[True] <= 1150, picks
