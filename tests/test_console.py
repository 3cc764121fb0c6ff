"""The console as a player meets it through a pipe: keys, prompts, refusals, exit statuses.

Runs the real command (click's CliRunner feeds stdin as a stream, as a pipe would).
"""

from __future__ import annotations

import io
import json
import os
import re
import shlex
import subprocess
import sys
from pathlib import Path
from unittest import mock

import pytest
from click.testing import CliRunner, Result
from hypothesis import given
from hypothesis import strategies as st

from uno_classic import output
from uno_classic.cli import main, replay_transcript, wants_color
from uno_classic.console import Console
from uno_classic.game import Game
from uno_classic.keys import EndOfInput, ScriptedKeys, decoded_keys
from uno_classic.output import Screen
from uno_classic.play import play as play_session
from uno_classic.questions import DEAL, Question
from uno_classic.screen import Names
from uno_classic.settings import Settings
from uno_classic.transcript import Transcript, escape_keys, unescape_keys
from uno_classic.variants import Rules

from .streams import PipedKeys
from .tables import arranged_game, dealt_game

GOLDEN = Path(__file__).resolve().parent.parent / "transcripts"
SEED = 3  # seed 3, two opponents: COMPUTER 1 starts, the human holds RED 4 on a BLUE 7


def play(keys: bytes | str, args: str = f"--seed {SEED} --opponents 2") -> Result:
    data = keys.encode() if isinstance(keys, str) else keys
    return CliRunner().invoke(main, shlex.split(args), input=data)


def screen_after_block(result: Result) -> list[str]:
    lines = result.stdout.splitlines()
    return lines[lines.index("HUMAN PLAYS") + 6 :]


# --------------------------------------------------------------------------- keys


def test_keys_from_a_stream_are_utf8_with_each_bad_byte_one_replacement_character():
    keys = list(decoded_keys(iter([b"p\xc3", b"\xa9\xff\xfeQ"])))
    assert keys == ["p", "é", "\ufffd", "\ufffd", "Q"]


def test_escape_sequences_and_control_characters_are_dropped_from_a_stream():
    stream = b"\x1b[AP\x1b[15~\x1bOP\x07\x00\x1bxR \t\n"
    assert list(decoded_keys(iter([stream]))) == ["P", "R", " ", "\t", "\n"]


def test_an_escape_at_the_very_end_of_the_stream_is_dropped():
    assert list(decoded_keys(iter([b"T\x1b"]))) == ["T"]


# --------------------------------------------------------------------------- prompts


def test_the_first_screen_is_the_game_number_and_the_turn_block():
    lines = play("").stdout.splitlines()
    assert lines[:5] == [
        f"GAME NUMBER {SEED}",
        "RULES: CLASSIC",
        "HAND 1: COMPUTER 1 STARTS",
        "SCORES: HUMAN 0   COMPUTER 1 0   COMPUTER 2 0",  # as the hand starts, not every turn
        "SHUFFLING AND DEALING",
    ]
    block = lines[lines.index("HUMAN PLAYS") - 3 :]
    assert block[0] == "TOP CARD: BLUE 7   COLOR: BLUE"
    assert block[1] == "COMPUTER 1: 6 CARDS   COMPUTER 2: 6 CARDS"
    assert block[2] == "DIRECTION: CLOCKWISE, NEXT AFTER YOU: COMPUTER 1"  # three players
    assert block[3:9] == [
        "HUMAN PLAYS",
        "RED     : 4",
        "YELLOW  : 8 1",
        "GREEN   : 7 1 0",
        "BLUE    : S",
        "SPECIAL :",
    ]


def seated(game: Game, keys: str = "") -> tuple[Console, io.StringIO]:
    """A console at an arranged table, the human's rows as dealt, reading ``keys``."""
    out = io.StringIO()
    console = Console(Settings(1, Rules(players=game.players)), ScriptedKeys(keys), out)
    console.game = game
    console.shown[0] = list(game.hands[0])
    return console, out


def turn_block(game: Game) -> list[str]:
    """The lines of the human's turn block, from TOP CARD to HUMAN PLAYS."""
    console, out = seated(game)
    with pytest.raises(EndOfInput):  # no keys: the block, then the prompt waits
        console.human_turn()
    lines = out.getvalue().splitlines()
    return lines[: lines.index("HUMAN PLAYS") + 1]


def test_the_turn_block_names_every_player_on_one_card():
    game = arranged_game(["RED 2, RED 3", "GREEN 4", "BLUE 5, BLUE 6", "YELLOW 7"], top="RED 5")
    assert turn_block(game) == [
        "TOP CARD: RED 5   COLOR: RED",
        "COMPUTER 1: 1 CARD   COMPUTER 2: 2 CARDS   COMPUTER 3: 1 CARD",
        "UNO: COMPUTER 1, COMPUTER 3",
        "DIRECTION: CLOCKWISE, NEXT AFTER YOU: COMPUTER 1",
        "HUMAN PLAYS",
    ]


def test_the_uno_line_names_the_human_too_and_nobody_when_no_one_holds_one_card():
    game = arranged_game(["RED 2", "GREEN 4", "BLUE 5, BLUE 6"], top="RED 5")
    assert turn_block(game)[2] == "UNO: HUMAN, COMPUTER 1"
    game = arranged_game(["RED 2, RED 3", "GREEN 4, GREEN 5", "BLUE 5, BLUE 6"], top="RED 5")
    assert not [line for line in turn_block(game) if line.startswith("UNO")]


def test_ten_players_on_one_card_are_named_within_80_columns():
    game = arranged_game([f"GREEN {n}" for n in range(10)], top="RED 5")
    block = turn_block(game)
    assert block[4:6] == [
        "UNO: HUMAN, COMPUTER 1, COMPUTER 2, COMPUTER 3, COMPUTER 4, COMPUTER 5,",
        "     COMPUTER 6, COMPUTER 7, COMPUTER 8, COMPUTER 9",
    ]
    assert max(len(line) for line in block) <= 80


def test_with_one_opponent_the_turn_block_has_no_direction_line():
    game = arranged_game(["RED 2, RED 3", "GREEN 4, GREEN 5"], top="RED 5")
    assert turn_block(game) == [
        "TOP CARD: RED 5   COLOR: RED",
        "COMPUTER 1: 2 CARDS",
        "HUMAN PLAYS",
    ]


def test_with_three_players_the_direction_line_says_who_is_next_after_a_reverse():
    game = arranged_game(["RED 2", "GREEN 4, GREEN 5", "BLUE 5, BLUE 6"], top="RED 5")
    game.direction = -1  # counterclockwise: COMPUTER 2 moves after the human
    assert turn_block(game)[3] == "DIRECTION: COUNTERCLOCKWISE, NEXT AFTER YOU: COMPUTER 2"


def test_the_scores_are_shown_when_a_hand_ends_and_when_the_next_starts_not_every_turn():
    game = arranged_game(
        ["RED 2", "GREEN 4, BLUE 7", "YELLOW SKIP"], top="RED 5", scores=[10, 20, 30]
    )
    console, out = seated(game, "PR2Y")
    console.human_turn()  # the human goes out: 4 + 7 + 20 = 31 points
    console.show(game.apply(DEAL))
    lines = out.getvalue().splitlines()
    block = lines[: lines.index("HUMAN PLAYS")]
    assert block[:2] == ["TOP CARD: RED 5   COLOR: RED", "COMPUTER 1: 2 CARDS   COMPUTER 2: 1 CARD"]
    assert not [line for line in block if line.startswith("SCORES")]  # not every turn
    start = lines.index("HUMAN WINS THE HAND")
    assert lines[start:] == [
        "HUMAN WINS THE HAND",
        "COMPUTER 1 HELD 2 CARDS, 11 POINTS:",
        "   GREEN 4, BLUE 7",
        "COMPUTER 2 HELD 1 CARD, 20 POINTS:",
        "   YELLOW SKIP",
        "HUMAN SCORES 31 POINTS",
        "SCORES",
        "  HUMAN          41",
        "  COMPUTER 1     20",
        "  COMPUTER 2     30",
        f"HAND 2: {Names(1)(game.starter)} STARTS",
        "SCORES: HUMAN 41   COMPUTER 1 20   COMPUTER 2 30",
        "SHUFFLING AND DEALING",
        *lines[start + 13 :],
    ]
    assert lines[start + 13].startswith("FIRST CARD: ")


def test_the_end_of_a_game_is_one_summary_of_hands_played_hands_won_and_points():
    game = arranged_game(
        ["RED 2", "GREEN 4, BLUE 7", "YELLOW SKIP"], top="RED 5", scores=[480, 20, 30]
    )
    game.hand_number, game.hands_won = 6, [3, 1, 0]  # five hands before: one abandoned
    console, out = seated(game, "PR2Y")
    console.human_turn()  # 4 + 7 + 20 = 31 points: 511 reaches 500
    lines = out.getvalue().splitlines()
    assert lines[lines.index("HUMAN WINS THE HAND") :] == [
        "HUMAN WINS THE HAND",
        "COMPUTER 1 HELD 2 CARDS, 11 POINTS:",
        "   GREEN 4, BLUE 7",
        "COMPUTER 2 HELD 1 CARD, 20 POINTS:",
        "   YELLOW SKIP",
        "HUMAN SCORES 31 POINTS",
        "HUMAN WINS THE GAME",  # and no running table before it: the summary has them
        "FINAL SCORES AFTER 6 HANDS (1 ABANDONED)",
        "              HANDS WON   POINTS",
        "  HUMAN               4      511",
        "  COMPUTER 1          1       20",
        "  COMPUTER 2          0       30",
    ]


def test_the_summary_of_a_one_hand_game_with_a_huge_score_fits_in_80_columns():
    game = arranged_game(["RED 2", "GREEN 4", "YELLOW SKIP"], top="RED 5", target=10**9)
    game.scores = [10**9 - 24, 0, 0]
    console, out = seated(game, "PR2Y")
    console.human_turn()
    lines = out.getvalue().splitlines()
    assert lines[-5:] == [
        "FINAL SCORES AFTER 1 HAND",
        "              HANDS WON       POINTS",
        "  HUMAN               1   1000000000",
        "  COMPUTER 1          0            0",
        "  COMPUTER 2          0            0",
    ]


DEALER_STARTS = "AFTER A FIRST REVERSE THE DEALER PLAYS FIRST"


def test_after_a_first_reverse_the_screen_says_the_dealer_starts_and_why():
    # Three players, COMPUTER 1 announced as the starter: the seat before it, the human,
    # dealt, and plays first against the new direction.
    game, events = dealt_game(3, starter=1, first="RED REVERSE")
    console, out = seated(game)
    console.show(events)
    assert out.getvalue().splitlines() == [
        "HAND 1: COMPUTER 1 STARTS",
        "SCORES: HUMAN 0   COMPUTER 1 0   COMPUTER 2 0",
        "SHUFFLING AND DEALING",
        "FIRST CARD: RED REVERSE",
        "DIRECTION REVERSED",
        f"HUMAN DEALT AND STARTS: {DEALER_STARTS}",
    ]
    assert game.turn == 0


def test_after_a_first_reverse_with_two_players_the_dealer_starts_too():
    game, events = dealt_game(2, starter=0, first="GREEN REVERSE")
    console, out = seated(game)
    console.show(events)
    assert out.getvalue().splitlines()[-3:] == [
        "HUMAN IS SKIPPED",
        "DIRECTION REVERSED",
        f"COMPUTER 1 DEALT AND STARTS: {DEALER_STARTS}",
    ]


def test_a_reverse_played_later_says_nothing_of_the_dealer():
    game = arranged_game(
        ["RED REVERSE, RED 3, RED 4", "GREEN 4, GREEN 5", "BLUE 5, BLUE 6"], top="RED 5"
    )
    console, out = seated(game, "PRRY")
    console.human_turn()
    after = out.getvalue().splitlines()[-2:]
    assert after == ["HUMAN PLAYS RED REVERSE", "DIRECTION REVERSED"]


def test_a_key_that_answers_is_echoed_in_upper_case_after_the_prompt():
    assert screen_after_block(play("s"))[0] == "SORT, PLAY OR TAKE (S/P/T)? S"


def test_a_refused_key_is_echoed_then_named_answers_and_the_same_prompt_again():
    lines = screen_after_block(play("x"))
    assert lines[:3] == [
        "SORT, PLAY OR TAKE (S/P/T)? X",
        "PLEASE ANSWER S, P OR T; Q QUITS (? FOR HELP)",
        "SORT, PLAY OR TAKE (S/P/T)? ",
    ]


def test_a_non_ascii_or_undecodable_key_is_refused_without_an_echo():
    lines = screen_after_block(play("é".encode() + b"\xff"))
    assert lines[:4] == [
        "SORT, PLAY OR TAKE (S/P/T)? ",
        "PLEASE ANSWER S, P OR T; Q QUITS (? FOR HELP)",
        "SORT, PLAY OR TAKE (S/P/T)? ",
        "PLEASE ANSWER S, P OR T; Q QUITS (? FOR HELP)",
    ]


def test_whitespace_and_escape_sequences_are_ignored_silently():
    assert screen_after_block(play(" \t\n\x1b[Bs"))[0] == "SORT, PLAY OR TAKE (S/P/T)? S"


def test_sort_prints_the_five_rows_again_in_order():
    assert screen_after_block(play("S"))[1:6] == [
        "RED     : 4",
        "YELLOW  : 1 8",
        "GREEN   : 0 1 7",
        "BLUE    : S",
        "SPECIAL :",
    ]


def test_question_mark_shows_help_and_asks_again():
    lines = screen_after_block(play("?"))
    assert lines[1].startswith("KEYS: S SORTS YOUR HAND")
    assert "X AT THE ROW OR THE CARD COMES BACK HERE; ? AT ANY QUESTION EXPLAINS IT." in lines
    assert lines[-3] == "SORT, PLAY OR TAKE (S/P/T)? "  # then END OF INPUT, how to go on


ROW = "COLOR (R/Y/G/B/S)? "
RANK = "CARD (0-9/S/D/R)? "
SPECIAL = "COLOR CHANGE OR DRAW FOUR (C/F)? "
MENU = "SORT, PLAY OR TAKE (S/P/T)? "


@pytest.mark.parametrize(
    ("keys", "prompt", "explanation"),
    [
        (
            "P?",
            ROW,
            [
                "THE ROW OF THE CARD TO PLAY: R RED, Y YELLOW, G GREEN, B BLUE,",
                "OR S FOR THE SPECIAL ROW (COLOR CHANGE, DRAW FOUR).",
                "X GOES BACK TO SORT, PLAY OR TAKE.",
            ],
        ),
        (
            "PB?",
            RANK,
            [
                "THE CARD'S SYMBOL IN THAT ROW: 0-9, S SKIP, D DRAW TWO, R REVERSE.",
                "X GOES BACK TO SORT, PLAY OR TAKE.",
            ],
        ),
        (
            "PS?",
            SPECIAL,
            [
                "C FOR A COLOR CHANGE, F FOR A DRAW FOUR (? AT SORT, PLAY OR TAKE",
                "SAYS WHEN A DRAW FOUR MAY BE PLAYED).",
                "X GOES BACK TO SORT, PLAY OR TAKE.",
            ],
        ),
        (
            "PBS?",
            "PLAY BLUE SKIP (Y/N)? ",
            ["Y: PLAY THIS CARD. N: BACK TO SORT, PLAY OR TAKE."],
        ),
        ("Q?", "QUIT (Y/N)? ", ["Y: LEAVE THE GAME, WHICH IS SAVED TO BE RESUMED. N: PLAY ON."]),
    ],
)
def test_question_mark_at_a_prompt_explains_that_prompt_and_asks_it_again(
    keys, prompt, explanation
):
    lines = screen_after_block(play(keys))
    asked = len(keys) - 1  # the prompts before the one answered with ?
    assert lines[asked : asked + len(explanation) + 2] == [
        prompt + "?",
        *explanation,
        prompt,  # asked again; then END OF INPUT
    ]


def test_question_mark_at_new_color_and_play_it_explains_them():
    game = arranged_game(
        ["COLOR CHANGE, RED 3, GREEN 2", "GREEN 4, GREEN 5", "BLUE 5, BLUE 6"], top="BLUE 9"
    )
    console, out = seated(game, "PSCY?R")
    console.human_turn()
    lines = out.getvalue().splitlines()
    start = lines.index("NEW COLOR (R/Y/G/B)? ?")
    assert lines[start : start + 5] == [
        "NEW COLOR (R/Y/G/B)? ?",
        "NAME THE COLOR TO MATCH FROM NOW ON: R RED, Y YELLOW, G GREEN, B BLUE.",
        "THE COLOR YOU HOLD MOST IS OFTEN THE BEST CHOICE.",
        "NEW COLOR (R/Y/G/B)? R",
        "HUMAN PLAYS COLOR CHANGE",
    ]
    game = arranged_game(["RED 3, GREEN 2", "GREEN 4, GREEN 5"], top="BLUE 9", stock="BLUE 1")
    console, out = seated(game, "T?N")
    console.human_turn()
    assert out.getvalue().splitlines()[-6:] == [
        "SORT, PLAY OR TAKE (S/P/T)? T",
        "HUMAN TAKES A CARD",
        "YOU TOOK BLUE 1. PLAY IT (Y/N)? ?",
        "Y: PLAY THE CARD YOU JUST TOOK. N: KEEP IT, AND YOUR TURN ENDS.",
        "NO OTHER CARD MAY BE PLAYED THIS TURN.",
        "YOU TOOK BLUE 1. PLAY IT (Y/N)? N",
    ]
    assert len(game.hands[0]) == 3 and game.turn == 1  # kept: the turn passed


def test_question_mark_at_play_again_explains_it():
    # A whole recorded game, with ? before its last key, the N at PLAY AGAIN.
    keys = Transcript.load(GOLDEN / "first-draw-four-returned.txt").keys
    assert keys.endswith(b"N")
    result = play(keys[:-1] + b"?N", "--seed 219 --opponents 2 --target 100")
    assert result.exit_code == 0
    assert result.stdout.splitlines()[-3:] == [
        "PLAY AGAIN (Y/N)? ?",
        "Y: DEAL A NEW GAME. N: END THE PROGRAM.",
        "PLAY AGAIN (Y/N)? N",
    ]


@pytest.mark.parametrize(
    ("keys", "prompts"),
    [("PX", [ROW]), ("PBX", [ROW, RANK]), ("PSX", [ROW, SPECIAL]), ("P?X", [ROW, ROW])],
)
def test_x_at_the_row_or_the_card_goes_back_to_the_menu_only(keys, prompts):
    result = play(keys + "T")
    lines = screen_after_block(result)
    answered = [line for line in lines if line.startswith(tuple(prompts)) and line[-1] == "X"]
    assert answered == [prompts[-1] + "X"]
    back = lines.index(prompts[-1] + "X")
    assert lines[back + 1 : back + 3] == [MENU + "T", "HUMAN TAKES A CARD"]  # nothing changed


def test_a_refused_key_at_the_row_names_the_answers_and_the_help():
    lines = screen_after_block(play("PZ"))
    assert lines[1:4] == [
        ROW + "Z",
        "PLEASE ANSWER R, Y, G, B OR S; X GOES BACK, Q QUITS (? FOR HELP)",
        ROW,
    ]


def test_a_card_not_held_is_refused_and_the_menu_asked_again():
    lines = screen_after_block(play("PGS"))
    assert lines[:4] == [
        "SORT, PLAY OR TAKE (S/P/T)? P",
        "COLOR (R/Y/G/B/S)? G",
        "CARD (0-9/S/D/R)? S",
        "YOU DO NOT HAVE GREEN SKIP",
    ]
    assert lines[4] == "SORT, PLAY OR TAKE (S/P/T)? "


def test_an_empty_special_row_is_a_card_not_held():
    lines = screen_after_block(play("PSC"))
    assert lines[2:4] == ["COLOR CHANGE OR DRAW FOUR (C/F)? C", "YOU DO NOT HAVE COLOR CHANGE"]


def test_an_illegal_play_is_refused_with_its_reason():
    lines = screen_after_block(play("PR4"))
    assert lines[3] == "RED 4 MATCHES NEITHER THE COLOR NOR THE TOP CARD"
    assert lines[4] == "SORT, PLAY OR TAKE (S/P/T)? "


def test_n_at_the_confirm_prompt_goes_back_to_the_menu_only():
    lines = screen_after_block(play("PBSN"))
    assert lines[:5] == [
        "SORT, PLAY OR TAKE (S/P/T)? P",
        "COLOR (R/Y/G/B/S)? B",
        "CARD (0-9/S/D/R)? S",
        "PLAY BLUE SKIP (Y/N)? N",
        "SORT, PLAY OR TAKE (S/P/T)? ",
    ]


def test_a_confirmed_play_is_announced_with_its_effect():
    lines = screen_after_block(play("PBSY"))
    assert lines[3:6] == [
        "PLAY BLUE SKIP (Y/N)? Y",
        "HUMAN PLAYS BLUE SKIP",
        "COMPUTER 1 IS SKIPPED",
    ]


def test_taking_an_unplayable_card_shows_it_and_the_turn_passes():
    lines = screen_after_block(play("T"))
    assert lines[:3] == ["SORT, PLAY OR TAKE (S/P/T)? T", "HUMAN TAKES A CARD", "YOU TOOK RED 8"]
    assert lines[3].startswith("COMPUTER 1 PLAYS ")


def test_a_take_with_no_card_left_anywhere_says_so_and_the_turn_passes():
    # The stock running out: COMPUTER 1 holds every card but the human's two and the RED 5 (108 - 3
    # = 105), nothing lies under the RED 5 and the stock is empty: a take finds nothing.
    out = io.StringIO()
    console = Console(Settings(1, Rules(players=2)), ScriptedKeys("T"), out)
    console.game = game = arranged_game(
        ["GREEN 2, GREEN 3", "YELLOW 2, YELLOW 3"], top="RED 5", rest=1
    )
    console.shown[0] = list(game.hands[0])
    console.human_turn()
    lines = out.getvalue().splitlines()
    assert lines[:2] == ["TOP CARD: RED 5   COLOR: RED", "COMPUTER 1: 105 CARDS"]
    assert lines[lines.index("HUMAN PLAYS") + 6 :] == [
        "SORT, PLAY OR TAKE (S/P/T)? T",
        "NO CARDS LEFT TO TAKE",
    ]
    assert (game.turn, game.question, len(game.hands[0])) == (1, Question.MOVE, 2)


# --------------------------------------------------------------------------- endings


def test_end_of_input_says_so_and_exits_1():
    result = play("S")
    assert result.exit_code == 1
    assert result.stdout.endswith(
        "\nEND OF INPUT: THE GAME STOPS HERE\nTO CONTINUE THIS GAME: uno-classic --resume 1\n"
    )


def test_q_then_y_leaves_with_status_0_and_n_goes_back():
    result = play("QNQY")
    lines = screen_after_block(result)
    assert lines[:4] == [
        "SORT, PLAY OR TAKE (S/P/T)? Q",
        "QUIT (Y/N)? N",
        "SORT, PLAY OR TAKE (S/P/T)? Q",
        "QUIT (Y/N)? Y",
    ]
    assert result.exit_code == 0


@pytest.mark.parametrize(
    ("keys", "prompt"),
    [("P", ROW), ("PB", RANK), ("PS", SPECIAL), ("PBS", "PLAY BLUE SKIP (Y/N)? ")],
)
def test_q_in_the_middle_of_a_play_asks_to_quit_and_n_asks_the_same_prompt_again(
    keys, prompt, private_state_home
):
    result = play("S" + keys + "QN" + "QY")  # a sort first: a stop before it saves nothing
    assert result.exit_code == 0
    assert result.stdout.splitlines()[-6:] == [
        prompt + "Q",
        "QUIT (Y/N)? N",
        prompt + "Q",
        "QUIT (Y/N)? Y",
        "YOU LEFT THE GAME",
        "TO CONTINUE THIS GAME: uno-classic --resume 1",
    ]
    # The half-made play is no answer: the save holds none of it, as after Ctrl-C.
    saved = json.loads((private_state_home / "save-1.json").read_text())
    assert saved["keys"] == "S"


def test_q_at_quit_quits_too():
    result = play("QQ")
    assert result.exit_code == 0
    assert screen_after_block(result)[:3] == [MENU + "Q", "QUIT (Y/N)? Q", "YOU LEFT THE GAME"]


def test_q_at_play_again_ends_the_program_as_n_does(private_state_home):
    keys = Transcript.load(GOLDEN / "first-draw-four-returned.txt").keys
    assert keys.endswith(b"N")
    result = play(keys[:-1] + b"q", "--seed 219 --opponents 2 --target 100")
    assert result.exit_code == 0
    assert result.stdout.endswith("\nPLAY AGAIN (Y/N)? Q\n")  # the game is over: no QUIT
    assert not private_state_home.exists()  # and nothing to save


FIRST_HAND_219 = "BPBRYPBDYPY9YPSFYBPR2YPGRYPGRYPSFYBPB8YTYTPB2YPR9YPR3YTYTYPB5YPB3Y"
"""Game 219 with two opponents (transcripts/first-draw-four-returned.txt) up to PRESS ANY
KEY FOR THE NEXT HAND after its first hand."""


def test_q_at_press_any_key_for_the_next_hand_asks_to_quit_and_n_asks_for_the_key_again(
    private_state_home,
):
    result = play(FIRST_HAND_219 + "QN" + "q" + "Y", "--seed 219 --opponents 2 --target 100")
    assert result.exit_code == 0
    assert result.stdout.splitlines()[-7:] == [
        "  COMPUTER 2      0",  # the scores after the first hand
        "PRESS ANY KEY FOR THE NEXT HAND? ",  # only a newline echoed, as for any key there
        "QUIT (Y/N)? N",
        "PRESS ANY KEY FOR THE NEXT HAND? ",
        "QUIT (Y/N)? Y",
        "YOU LEFT THE GAME",
        "TO CONTINUE THIS GAME: uno-classic --resume 1",
    ]
    saved = json.loads((private_state_home / "save-1.json").read_text())
    assert saved["keys"] == FIRST_HAND_219  # the hand played; Q and N answer nothing
    # Resumed, the game stands at the same prompt, and a key there deals the next hand.
    resumed = CliRunner().invoke(main, ["--resume"], input=b"K").stdout.splitlines()
    assert resumed[0] == f"GAME NUMBER 219 RESUMED: {len(FIRST_HAND_219)} KEYS REPLAYED"
    assert "PRESS ANY KEY FOR THE NEXT HAND? " in resumed
    assert resumed[resumed.index("PRESS ANY KEY FOR THE NEXT HAND? ") + 1].startswith("HAND 2: ")


def test_after_q_and_n_at_press_any_key_a_key_deals_the_next_hand():
    played = play(FIRST_HAND_219 + "QN" + "K", "--seed 219 --opponents 2 --target 100")
    went_on = play(FIRST_HAND_219 + "K", "--seed 219 --opponents 2 --target 100")
    lines = played.stdout.splitlines()
    at = lines.index("QUIT (Y/N)? N")
    assert lines[at + 1 : at + 3] == [
        "PRESS ANY KEY FOR THE NEXT HAND? ",
        "HAND 2: HUMAN STARTS",
    ]
    # Q and N changed nothing: the same game as with the key alone (but for the save each
    # play gets: the keys differ, so the second does not replace the first's).
    *went_on_lines, went_on_last = went_on.stdout.splitlines()
    assert lines[:at] + lines[at + 2 : -1] == went_on_lines
    continues = "TO CONTINUE THIS GAME: uno-classic --resume "
    assert (lines[-1], went_on_last) == (continues + "1", continues + "2")


def test_the_same_seed_and_keys_give_the_same_bytes():
    keys = "SPR4TPBSNT?X" * 3
    assert play(keys).stdout_bytes == play(keys).stdout_bytes


def test_without_a_seed_a_game_number_is_chosen_and_printed():
    first = play("", "--opponents 1").stdout.splitlines()[0]
    assert first.startswith("GAME NUMBER ")
    number = int(first.removeprefix("GAME NUMBER "))
    again = play("", f"--seed {number} --opponents 1")
    assert again.stdout == play("", f"--seed {number} --opponents 1").stdout


# --------------------------------------------------------------------------- options


@pytest.mark.parametrize(
    "args",
    [
        "--opponents 10",
        "--humans 0",
        "--humans 11",
        "--target 0",
        "--target -5",
        "--uno-penalty 2",
        "--uno-penalty 1",
        "--uno-penalty nan",
        "--seed abc",
        "--seed -1",
        "--strategy smart",
        "--delay -1",
    ],
)
def test_a_bad_option_is_a_usage_error(args):
    result = play("", args)
    assert result.exit_code == 2
    assert "Invalid value for" in result.stderr
    assert result.stdout == ""


def test_help_names_the_keys_and_points_to_the_rules_command():
    result = CliRunner().invoke(main, ["--help"])
    assert result.exit_code == 0
    for words in (
        "S sort, P play, T take",
        "The rules, every key and the exit statuses:\n    uno-classic rules\n",
        "docs/ folder: playing.md",
        "--opponents",
        "--record",
        "--delay",
        "--color / --no-color",
        "--uno-penalty",
        "--strategy",
        "--target",
    ):
        assert words in result.stdout


@pytest.mark.parametrize("opponents", [1, 5, 9])
def test_every_line_fits_in_80_columns(opponents):
    result = play("S?XPR4T" * 20, f"--seed 11 --opponents {opponents}")
    assert max(len(line) for line in result.stdout.splitlines()) <= 80


# --------------------------------------------------------------------------- record, replay


def test_record_saves_a_transcript_that_replay_matches(tmp_path: Path):
    path = tmp_path / "game.txt"
    result = play("SPBSNXT?", f"--seed {SEED} --opponents 2 --record {path}")
    saved = Transcript.load(path)
    assert saved.keys == b"SPBSNXT?"
    assert saved.status == result.exit_code == 1
    # The screen as replayed: all the game printed, without the line on how to resume.
    assert saved.screen + "TO CONTINUE THIS GAME: uno-classic --resume 1\n" == result.stdout
    replayed = CliRunner().invoke(main, ["replay", "--check", str(path)])
    assert replayed.exit_code == 0
    assert replayed.stdout == f"{path}: matches\n"


@pytest.mark.parametrize(
    ("status", "last_line"),
    [(130, "GAME INTERRUPTED"), (129, "GAME INTERRUPTED"), (143, "GAME INTERRUPTED"),
     (141, "SORT, PLAY OR TAKE (S/P/T)? "), (1, "END OF INPUT: THE GAME STOPS HERE")],
)  # fmt: skip
def test_a_transcript_ends_the_way_its_status_says_its_session_ended(
    tmp_path: Path, status, last_line
):
    # A session stopped by a signal (or by its output closing) after the keys "S": replaying
    # it stops there the same way, and says so with the same status.
    path = tmp_path / "game.txt"
    play("S", f"--seed {SEED} --opponents 2 --record {path}")
    recorded = Transcript.load(path)
    stopped = Transcript(recorded.args, recorded.keys, status, "")
    actual = replay_transcript(stopped)
    assert actual.status == status
    assert actual.screen.splitlines()[-1] == last_line
    assert actual.screen.startswith(recorded.screen.partition("END OF INPUT")[0].rstrip("\n"))
    path.write_text(actual.text())
    replayed = CliRunner().invoke(main, ["replay", "--check", str(path)])
    assert (replayed.exit_code, replayed.stdout) == (0, f"{path}: matches\n")
    # The same keys with another ending do not match.
    path.write_text(actual.text().replace(f"status: {status}", "status: 0"))
    assert CliRunner().invoke(main, ["replay", "--check", str(path)]).exit_code == 1


def test_replay_of_a_changed_transcript_shows_the_difference_and_exits_1(tmp_path: Path):
    path = tmp_path / "game.txt"
    play("S", f"--seed {SEED} --opponents 2 --record {path}")
    path.write_text(path.read_text().replace("HUMAN PLAYS", "HUMAN PLAYZ"))
    replayed = CliRunner().invoke(main, ["replay", "--check", str(path)])
    assert replayed.exit_code == 1
    assert "-HUMAN PLAYZ" in replayed.stdout and "+HUMAN PLAYS" in replayed.stdout


def test_replay_update_rewrites_a_differing_transcript(tmp_path: Path):
    path = tmp_path / "game.txt"
    play("S", f"--seed {SEED} --opponents 2 --record {path}")
    original = path.read_text()
    path.write_text(original.replace("HUMAN PLAYS", "HUMAN PLAYZ"))
    assert CliRunner().invoke(main, ["replay", "--check", "--update", str(path)]).exit_code == 0
    assert path.read_text() == original


@pytest.mark.parametrize("content", [None, "", "$ uno-classic --seed 1\nkeys: \n", "hello\n"])
def test_replay_of_a_missing_empty_truncated_or_foreign_file_exits_2(tmp_path: Path, content):
    path = tmp_path / "t.txt"
    if content is not None:
        path.write_text(content)
    result = CliRunner().invoke(main, ["replay", "--check", str(path)])
    assert result.exit_code == 2
    assert "cannot replay" in result.stderr


def test_record_into_a_missing_folder_is_a_usage_error(tmp_path: Path):
    result = play("", f"--seed 1 --record {tmp_path}/no/such/folder/t.txt")
    assert result.exit_code == 2
    assert "--record" in result.stderr


def test_transcript_keys_escape_and_unescape_exactly():
    raw = bytes(range(256))
    assert unescape_keys(escape_keys(raw)) == raw
    assert escape_keys(b"PR4Y\n\x1b\\") == "PR4Y\\n\\x1b\\\\"


# --------------------------------------------------------------------------- colors, sources


def test_color_paints_card_colors_and_no_color_or_a_pipe_leaves_them_plain(tmp_path: Path):
    painted = play("S", f"--seed {SEED} --opponents 2 --color --record {tmp_path}/t.txt")
    assert "\x1b[31mRED\x1b[0m     : 4" in painted.stdout
    assert "\x1b[" not in (tmp_path / "t.txt").read_text()  # transcripts are always plain
    assert "\x1b[" not in play("S", f"--seed {SEED} --opponents 2 --no-color").stdout
    assert "\x1b[" not in play("S").stdout  # CliRunner's output is not a terminal


def test_a_color_word_split_across_writes_is_painted_whole_its_color_reset_before_the_newline():
    terminal = io.StringIO()
    screen = Screen(terminal, color=True)
    for char in "HUMAN PLAYS BLUE 7\nTOP CARD: BLUE 7   COLOR: BLUE\n":  # a write per character
        screen.write(char)
    assert terminal.getvalue() == (
        "HUMAN PLAYS \x1b[34mBLUE\x1b[0m 7\n"
        "TOP CARD: \x1b[34mBLUE\x1b[0m 7   COLOR: \x1b[34mBLUE\x1b[0m\n"
    )
    assert screen.plain() == "HUMAN PLAYS BLUE 7\nTOP CARD: BLUE 7   COLOR: BLUE\n"


def test_a_painted_prompt_waits_for_its_flush_then_its_key_follows_it():
    terminal = io.StringIO()
    screen = Screen(terminal, color=True)
    screen.write("PLAY RE")
    screen.write("D 7 (Y/N)? ")
    assert terminal.getvalue() == ""  # held back: the line is not finished
    screen.flush()  # what every prompt does before it waits for a key
    assert terminal.getvalue() == "PLAY \x1b[31mRED\x1b[0m 7 (Y/N)? "
    screen.write("Y\nDRAW FOUR")
    screen.flush()
    assert terminal.getvalue() == "PLAY \x1b[31mRED\x1b[0m 7 (Y/N)? Y\n\x1b[1mDRAW FOUR\x1b[0m"


class Tty(io.StringIO):
    def isatty(self) -> bool:
        return True


@pytest.mark.parametrize(
    ("flag", "tty", "environ", "expected"),
    [
        (None, True, {}, True),
        (None, True, {"NO_COLOR": "1"}, False),
        (None, True, {"NO_COLOR": ""}, True),  # no-color.org: only a non-empty value counts
        (None, False, {}, False),
        (True, False, {"NO_COLOR": "1"}, True),  # asked for explicitly
        (False, True, {}, False),
        (None, True, {"TERM": "dumb"}, False),  # a terminal that cannot show colors
        (None, True, {"TERM": "xterm"}, True),
        (True, True, {"TERM": "dumb"}, True),
    ],
)
def test_color_is_on_by_default_only_on_a_terminal_without_no_color(flag, tty, environ, expected):
    assert wants_color(flag, Tty() if tty else io.StringIO(), environ, windows=False) is expected


def test_color_into_a_pipe_gives_the_eight_colors_their_16_color_looks():
    # No terminal to ask how many colors it shows: the look anything with colors shows.
    terminal = io.StringIO()
    screen = Screen(terminal, color=True)
    screen.write("RED YELLOW GREEN BLUE ORANGE PURPLE PINK SKY\n")
    assert terminal.getvalue() == (
        "\x1b[31mRED\x1b[0m \x1b[33mYELLOW\x1b[0m \x1b[32mGREEN\x1b[0m \x1b[34mBLUE\x1b[0m "
        "\x1b[91mORANGE\x1b[0m \x1b[35mPURPLE\x1b[0m \x1b[95mPINK\x1b[0m \x1b[36mSKY\x1b[0m\n"
    )


def narrow(monkeypatch: pytest.MonkeyPatch, columns: list[int]) -> tuple[Screen, Tty]:
    """A painting screen on a terminal as wide as ``columns[0]`` says at each write (a
    window may be resized), and the terminal."""
    monkeypatch.setattr(output, "terminal_width", lambda terminal: columns[0])
    terminal = Tty()
    return Screen(terminal, color=True), terminal


def test_a_prompt_too_wide_is_broken_at_a_space_its_answer_on_its_last_row(monkeypatch):
    screen, terminal = narrow(monkeypatch, [20])
    screen.write("PLAY COLOR CHANGE (Y/N)? ")
    screen.flush()
    screen.write("Y\nHUMAN PLAYS COLOR CHANGE\n")
    assert terminal.getvalue() == (
        "PLAY \x1b[1mCOLOR CHANGE\x1b[0m\n(Y/N)? Y\n"
        "HUMAN PLAYS \x1b[1mCOLOR\x1b[0m\n\x1b[1mCHANGE\x1b[0m\n"  # painted on both rows
    )
    assert screen.plain() == "PLAY COLOR CHANGE (Y/N)? Y\nHUMAN PLAYS COLOR CHANGE\n"


def test_a_narrow_terminal_keeps_a_name_or_a_card_with_its_number(monkeypatch):
    screen, terminal = narrow(monkeypatch, [40])
    screen.write("SCORES: HUMAN 1 0   HUMAN 2 0   COMPUTER 1 0\n")
    screen.write("DIRECTION: CLOCKWISE, NEXT AFTER HUMAN 2: COMPUTER 1\n")
    assert terminal.getvalue() == (
        "SCORES: HUMAN 1 0   HUMAN 2 0\nCOMPUTER 1 0\n"  # not COMPUTER, then 1 0
        "DIRECTION: CLOCKWISE, NEXT AFTER\nHUMAN 2: COMPUTER 1\n"
    )


def test_a_narrow_terminal_never_breaks_a_command_the_player_copies(monkeypatch):
    # Pasting half of `uno-classic --resume 1` would start a new game, and type the rest
    # into it as keys: a command keeps a row of its own (the terminal cuts a longer one
    # itself, and joins it again when it is copied).
    screen, terminal = narrow(monkeypatch, [40])
    screen.write("TO CONTINUE THIS GAME: /work/main/.venv/bin/uno-classic --resume 12\n")
    screen.write("21 SAVED GAMES ARE KEPT: SEE OR DELETE THEM WITH uno-classic saves\n")
    assert terminal.getvalue() == (
        "TO CONTINUE THIS GAME:\n/work/main/.venv/bin/uno-classic --resume 12\n"
        "21 SAVED GAMES ARE KEPT: SEE OR DELETE\nTHEM WITH uno-classic saves\n"
    )


def test_an_answer_that_does_not_fit_after_its_prompt_goes_on_the_next_row(monkeypatch):
    columns = [80]
    screen, terminal = narrow(monkeypatch, columns)
    screen.write("SORT, PLAY OR TAKE (S/P/T)? ")  # 28 columns
    screen.flush()
    columns[0] = 28  # the window is made narrower while the prompt waits
    screen.write("S\nRED     : 4\n")
    assert terminal.getvalue() == "SORT, PLAY OR TAKE (S/P/T)? \nS\n\x1b[31mRED\x1b[0m     : 4\n"


WRITES = st.tuples(
    st.lists(st.sampled_from(["RED", "COLOR", "CHANGE", "DRAW", "FOUR", "SKY", "(Y/N)?", "7"])),
    st.sampled_from(["\n", " ", "? ", "", "  ", " THE-ONE-WORD-WIDER-THAN-A-ROW\n"]),
    st.booleans(),  # a flush after it, as a prompt does (after a space or a newline)
    st.integers(1, 30),  # the terminal's width for it
)
"""A write: words, how it ends, whether a flush follows, the terminal's width."""
UNBROKEN = re.compile(r"(?<=[A-Z]) (?=[0-9])")
"""The spaces a row is never broken at: between a word and its number (RED 7)."""


@given(st.lists(WRITES, min_size=1, max_size=12), st.booleans(), st.booleans())
def test_a_terminal_of_any_width_shows_the_words_written_and_no_row_too_wide(
    writes, color, resized
):
    # ``resized``: each write sees its own width, else the first one throughout.
    widths = [writes[0][3]]
    with mock.patch.object(output, "terminal_width", lambda terminal: widths[0]):
        terminal = Tty()
        screen = Screen(terminal, color=color)
        for words, end, flush, width in writes:
            widths[0] = width if resized else widths[0]
            screen.write(" ".join(words) + end)
            if flush and screen.plain().endswith((" ", "\n")):
                screen.flush()
        screen.write("\n")
    shown = terminal.getvalue()
    assert re.sub(r"\x1b\[[0-9;]*m", "", shown).split() == screen.plain().split()
    for row in shown.split("\n"):
        assert re.findall(r"\x1b\[([0-9;]+)m", row)[-1:] in ([], ["0"])  # reset on its row
        plain = re.sub(r"\x1b\[[0-9;]*m", "", row)
        # A row wider than the terminal holds one word (a number goes with the word before
        # it, a prompt's space with its question mark): the terminal cuts it.
        assert resized or len(plain) <= widths[0] or " " not in UNBROKEN.sub("", plain.strip())


def test_a_windows_console_gets_colors_only_when_asked():
    assert wants_color(None, Tty(), {}, windows=True) is False
    assert wants_color(True, Tty(), {}, windows=True) is True


@pytest.mark.parametrize("args", [[], ["--color"], ["--rules", "eight-color", "--color"]])
def test_a_pipe_never_imports_prompt_toolkit(args):
    # (nor does --color into a pipe: the eight-color deck's colors are not asked of it)
    code = (
        "import sys; from uno_classic.cli import main, replay_transcript, wants_color\n"
        f"try:\n    main(['--seed', '3', '--opponents', '1', *{args!r}])\n"
        "except SystemExit:\n    pass\n"
        "print('prompt_toolkit' in sys.modules, file=sys.stderr)"
    )
    done = subprocess.run(
        [sys.executable, "-c", code], input=b"S", capture_output=True, check=False
    )
    assert done.stderr.decode().strip().splitlines()[-1] == "False"


class TerminalLike(ScriptedKeys):
    """Scripted keys that say they come from a person at a terminal."""

    interactive = True


@pytest.mark.parametrize(("interactive", "keys", "left"), [(True, " K", "K"), (False, " K", "")])
def test_at_press_any_key_enter_and_space_count_only_on_a_terminal(interactive, keys, left):
    source = TerminalLike(keys) if interactive else ScriptedKeys(keys)
    out = io.StringIO()
    Console(Settings(1), source, out).press_any_key()
    assert out.getvalue() == "PRESS ANY KEY FOR THE NEXT HAND? \n"
    assert "".join(iter_rest(source)) == left


def iter_rest(source: ScriptedKeys) -> list[str]:
    rest = []
    while True:
        try:
            rest.append(source.read_key())
        except EndOfInput:
            return rest


def test_record_to_a_folder_is_a_usage_error(tmp_path: Path):
    result = play("", f"--seed 1 --record {tmp_path}")
    assert result.exit_code == 2
    assert "--record" in result.stderr


def unwritable_places(tmp_path: Path) -> list[str]:
    """Record paths that cannot be written, even by root (which ignores file modes)."""
    (tmp_path / "a-file").write_text("")
    places = [str(tmp_path / "a-file" / "t.txt"), "/proc/uno-classic-test", ""]
    if Path("/sys").is_dir():
        places.append("/sys/uno-classic-test")  # a read-only file system
    if os.geteuid() != 0:
        locked = tmp_path / "locked"
        locked.mkdir(mode=0o555)
        places.append(str(locked / "t.txt"))
    return places


def test_record_where_nothing_can_be_written_is_a_one_line_usage_error(tmp_path: Path):
    for place in unwritable_places(tmp_path):
        result = CliRunner().invoke(main, ["--seed", "1", "--record", place], input="")
        assert result.exit_code == 2, place
        assert "Error: Invalid value for '--record'" in result.stderr, place
        assert "Traceback" not in result.output, place
        assert result.stdout == "", place  # refused before the game starts


def test_checking_a_record_path_leaves_nothing_behind(tmp_path: Path):
    result = play("", f"--seed 1 --record {tmp_path}/t.txt")
    assert result.exit_code == 1
    assert (tmp_path / "t.txt").read_text().startswith("$ uno-classic --seed 1")
    existing = tmp_path / "old.txt"
    existing.write_text("kept until the session ends")
    assert CliRunner().invoke(main, ["--seed", "1", "--record", "/proc/x/y"]).exit_code == 2
    assert existing.read_text() == "kept until the session ends"


def test_a_recording_that_fails_at_the_end_is_one_line_and_the_status_stays(tmp_path: Path):
    out = io.StringIO()
    status = play_session(
        Settings(3, Rules(players=3)),
        resume=False,
        record=tmp_path,  # a folder: the write at the end fails
        color=False,
        state=tmp_path / "state",
        stdin=PipedKeys(b"S"),
        stdout=out,
    )
    assert status == 1
    *_, problem, hint = out.getvalue().splitlines()
    assert problem.startswith("THE RECORDING COULD NOT BE WRITTEN: ")
    assert hint == "TO CONTINUE THIS GAME: uno-classic --resume 1"  # still the last line
