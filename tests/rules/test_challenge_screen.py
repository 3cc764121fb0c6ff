"""The Draw Four challenge as a player meets it: the question at the keyboard, the hand a
challenge shows, and a Draw Four refused by the match test with its own reason.
"""

from __future__ import annotations

from pathlib import Path

import pytest

from uno_classic.cards import Card, Color
from uno_classic.game import Game
from uno_classic.keys import EndOfInput
from uno_classic.questions import Question
from uno_classic.variants import DrawFour, DrawFourTest

from ..tables import arranged_game
from .helpers import FILL, seated


def draw_four_on_the_human(hand_of_player: str) -> Game:
    """COMPUTER 2 (seat 2 of three, clockwise) has just played a Draw Four on RED 5 and
    named BLUE; the human (seat 0) is next. ``hand_of_player``: the rest of its hand."""
    game = arranged_game(
        [f"RED 9, {FILL[0]}", FILL[1], f"DRAW FOUR, {hand_of_player}"],
        top="RED 5",
        turn=2,
        draw_four=DrawFour.BLUFF,
    )
    game.apply(Card.parse("DRAW FOUR"))
    game.apply(Color.BLUE)
    assert (game.question, game.turn) == (Question.CHALLENGE, 0)
    return game


def test_a_human_asked_to_challenge_sees_the_table_and_its_hand_first():
    game = draw_four_on_the_human("RED 2, YELLOW 5")
    console, out = seated(game, "")
    with pytest.raises(EndOfInput):
        console.answer_at_table()
    lines = out.getvalue().splitlines()
    assert lines[0] == "TOP CARD: DRAW FOUR   COLOR: BLUE"
    assert lines[1] == "COMPUTER 1: 3 CARDS   COMPUTER 2: 2 CARDS"
    assert "HUMAN PLAYS" not in lines
    assert lines[-6:-1] == [
        "RED     : 9",
        "YELLOW  :",
        "GREEN   : 2 3 4",
        "BLUE    :",
        "SPECIAL :",
    ]
    assert lines[-1] == "CHALLENGE COMPUTER 2 (Y/N)? "


def test_a_human_who_challenges_a_bluff_sees_the_hand_and_the_bluffer_takes_four():
    # COMPUTER 2 held RED 2, a card of the color in force: a bluff.
    game = draw_four_on_the_human("RED 2, YELLOW 5")
    console, out = seated(game, "Y")
    console.answer_at_table()
    tail = out.getvalue().splitlines()[-5:]
    assert tail == [
        "CHALLENGE COMPUTER 2 (Y/N)? Y",
        "HUMAN CHALLENGES COMPUTER 2",
        "COMPUTER 2 HELD: RED 2, YELLOW 5",
        "COMPUTER 2 WAS BLUFFING",
        "COMPUTER 2 TAKES 4 CARDS",
    ]
    assert (game.question, game.turn) == (Question.MOVE, 0)  # the challenger plays on


def test_a_human_who_challenges_an_honest_draw_four_takes_six_and_is_skipped():
    game = draw_four_on_the_human("YELLOW 2, YELLOW 5")
    console, out = seated(game, "Y")
    console.answer_at_table()
    lines = out.getvalue().splitlines()
    lines = lines[lines.index("HUMAN CHALLENGES COMPUTER 2") :]
    assert lines[:4] == [
        "HUMAN CHALLENGES COMPUTER 2",
        "COMPUTER 2 HELD: YELLOW 2, YELLOW 5",
        "COMPUTER 2 WAS NOT BLUFFING",
        "HUMAN TAKES 6 CARDS",
    ]
    taken = " ".join(lines[4:-1])  # the six cards, perhaps on two lines
    assert taken.startswith("YOU TOOK ") and taken.count(",") == 5
    assert lines[-1] == "HUMAN IS SKIPPED"
    assert (game.question, game.turn) == (Question.MOVE, 1)


def test_a_computer_challenge_of_the_human_shows_no_hand():
    # The golden official-challenges: COMPUTER 2 challenges the human and finds a bluff.
    golden = Path(__file__).resolve().parents[2] / "transcripts" / "official-challenges.txt"
    text = golden.read_text(encoding="utf-8")
    assert "COMPUTER 2 CHALLENGES HUMAN\nHUMAN WAS BLUFFING\nHUMAN TAKES 4 CARDS\n" in text
    assert "HUMAN HELD:" not in text


def test_the_match_test_refuses_a_draw_four_with_its_own_reason():
    # BLUE 5 matches RED 5 by number: under the match test the Draw Four must wait.
    game = arranged_game(
        [f"DRAW FOUR, BLUE 5, {FILL[0]}", FILL[1], FILL[2]],
        top="RED 5",
        draw_four_test=DrawFourTest.MATCH,
    )
    console, out = seated(game, "PSF")
    with pytest.raises(EndOfInput):
        console.human_turn()
    assert out.getvalue().splitlines()[-3:] == [
        "COLOR CHANGE OR DRAW FOUR (C/F)? F",
        "DRAW FOUR ONLY WHEN NO OTHER CARD BUT A WILD CAN BE PLAYED",
        "SORT, PLAY OR TAKE (S/P/T)? ",
    ]
