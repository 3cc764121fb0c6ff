"""The hot-seat account (uno_classic/keyboard.py) on its own: who has the keyboard, what each
human has seen, and which cards each is still to be told of. The whole game as a player
meets it is in test_hot_seat.py and test_hot_seat_pty.py."""

from __future__ import annotations

from uno_classic.cards import Card
from uno_classic.keyboard import Keyboard

RED_1, RED_2, BLUE_3 = (Card.parse(name) for name in ("RED 1", "RED 2", "BLUE 3"))


def test_one_human_always_has_the_keyboard_and_is_never_owed_a_card():
    keyboard = Keyboard(1)
    keyboard.took(0, [RED_1], at_once=False)
    keyboard.leave()
    keyboard.came_back()
    assert (keyboard.at, keyboard.unconfirmed, keyboard.to_name(0)) == (0, False, [])


def test_a_human_taking_the_keyboard_is_shown_the_public_lines_since_it_left_it():
    keyboard = Keyboard(2)
    keyboard.public += ["HAND 1: HUMAN 1 STARTS", "SHUFFLING AND DEALING"]
    assert keyboard.recap_from(0) == 0  # never at the keyboard: from the start
    keyboard.taken_by(0)
    keyboard.public += ["HUMAN 1 PLAYS RED 1"]
    assert keyboard.recap_from(1) == 0  # HUMAN 1 leaves, having seen all three lines
    assert keyboard.at is None and keyboard.seen == [3, 0]
    keyboard.taken_by(1)
    keyboard.public += ["HUMAN 2 PLAYS RED 2", "COMPUTER 1 PLAYS RED 7"]
    assert keyboard.recap_from(0) == 3  # what HUMAN 1 missed: HUMAN 2's move and after


def test_a_resumed_game_asks_the_same_human_again_from_where_it_came_back():
    keyboard = Keyboard(2)
    keyboard.taken_by(1)
    keyboard.public += ["GAME NUMBER 5", "HUMAN 2 PLAYS RED 0"]
    keyboard.came_back()
    keyboard.public += ["GAME NUMBER 5 RESUMED: 5 KEYS REPLAYED"]
    assert keyboard.unconfirmed and keyboard.at == 1
    assert keyboard.recap_from(1) == 2  # the screen since it came back, not before
    keyboard.taken_by(1)
    assert not keyboard.unconfirmed


def test_cards_named_at_once_are_named_again_only_where_the_screen_may_be_cleared():
    keyboard = Keyboard(2)
    keyboard.taken_by(0)
    keyboard.took(0, [RED_1], at_once=True)  # its own take: named at once
    assert keyboard.to_name(0) == []  # it goes on: the line is still on the screen
    keyboard.took(0, [RED_2], at_once=True)
    keyboard.may_clear()  # a computer moves: the screen may be cleared
    keyboard.took(0, [BLUE_3], at_once=False)  # a computer's Draw Two, say
    assert keyboard.to_name(0) == [RED_1, RED_2, BLUE_3]  # in the order taken
    assert keyboard.to_name(0) == []  # once


def test_an_answer_means_the_cards_named_at_once_were_seen():
    keyboard = Keyboard(2)
    keyboard.taken_by(1)
    keyboard.took(1, [RED_1], at_once=True)
    keyboard.answered()
    keyboard.may_clear()
    assert keyboard.to_name(1) == []


def test_a_hand_given_away_or_dealt_anew_owes_no_card():
    keyboard = Keyboard(3)
    keyboard.took(2, [RED_1], at_once=False)
    keyboard.took(1, [RED_2], at_once=False)
    keyboard.hand_changed(2)
    assert (keyboard.to_name(2), keyboard.received[1]) == ([], [RED_2])
    keyboard.new_hand()
    assert keyboard.to_name(1) == []
