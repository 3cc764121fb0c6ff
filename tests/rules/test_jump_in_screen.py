"""The jump-in house rule as a player meets it: the JUMP IN prompt with the table first,
``?`` and N at it, a game stopped and resumed at it, a jump-in with a 7, and a jump-in for
the second of several humans.
"""

from __future__ import annotations

import re

import pytest

from tools.screen_text import HAND_ROW, see_cards

from .helpers import GAME_13, after, fits, following, rows, rows_shown, run, saved_keys, stacked

# ------------------------------------------------------------------ ? and N at JUMP IN


GAME_48 = "--seed 48 --seven-zero --jump-in"
"""Game 48 with both house rules: after a first BLUE REVERSE, COMPUTER 3 (the dealer) plays
first, BLUE 7; the human holds the other BLUE 7 and, as the player before it against the new
direction (COMPUTER 2 moves next and is never asked; COMPUTER 1 does not hold it), is asked
JUMP IN WITH BLUE 7 before its first turn."""
GAME_48_TABLE = [
    "TOP CARD: BLUE 7   COLOR: BLUE",
    "COMPUTER 1: 7 CARDS   COMPUTER 2: 7 CARDS   COMPUTER 3: 6 CARDS",
    "DIRECTION: COUNTERCLOCKWISE, NEXT AFTER YOU: COMPUTER 3",
    *rows(red="9 4", yellow="1", green="4 2", blue="7 6"),
]


def test_question_mark_at_jump_in_and_at_a_7s_swap_explains_them_and_a_refused_key_is_refused():
    lines = fits(run(GAME_48, "X?Y?N").stdout.splitlines())
    expected = [
        *GAME_48_TABLE,  # the table and the hand, with no PLAYS line: it is not a turn
        "JUMP IN WITH BLUE 7 (Y/N)? X",
        "PLEASE ANSWER Y OR N; Q QUITS (? FOR HELP)",
        "JUMP IN WITH BLUE 7 (Y/N)? ?",
        "Y: PLAY YOUR IDENTICAL CARD NOW, OUT OF TURN; ITS EFFECT IS YOURS, AND PLAY",
        "GOES ON FROM YOU. N: LET IT PASS.",
        "JUMP IN WITH BLUE 7 (Y/N)? Y",
        "HUMAN JUMPS IN",
        # A 7: whom to swap with, first (no color is ever named for it).
        "1 COMPUTER 1 (7 CARDS)",
        "2 COMPUTER 2 (7 CARDS)",
        "3 COMPUTER 3 (6 CARDS)",
        "SWAP HANDS WITH (1-3/N)? ?",
        "THE NUMBER OF THE PLAYER WHOSE HAND YOU TAKE, GIVING IT YOURS;",
        "N KEEPS YOUR HAND. A 7 NAMES NO COLOR: ITS OWN COLOR IS IN FORCE.",
        "SWAP HANDS WITH (1-3/N)? N",
        "HUMAN PLAYS BLUE 7",
        # Play goes on from the jumper: counterclockwise, COMPUTER 3 comes after the human.
        "COMPUTER 3 PLAYS BLUE 5",
    ]
    assert following(lines, "COMPUTER 3 PLAYS BLUE 7", expected) == expected


def test_n_at_jump_in_lets_it_pass_and_the_player_it_interrupted_moves():
    lines = run(GAME_48, "N").stdout.splitlines()
    shown = after(lines, "JUMP IN WITH BLUE 7 (Y/N)? N")
    assert shown[1].startswith("COMPUTER 2 PLAYS ")  # the player after COMPUTER 3
    assert "HUMAN JUMPS IN" not in lines
    assert "BLUE    : 7 6" in shown  # the human's next turn: it still holds its BLUE 7


# ------------------------------------------------------------------ saves and resume at a jump-in


def test_a_game_stopped_at_jump_in_resumes_with_the_table_and_the_same_question(
    private_state_home,
):
    stopped = run(GAME_13, "PY7Y3").stdout.splitlines()
    assert stopped[-3] == "JUMP IN WITH GREEN REVERSE (Y/N)? "
    assert saved_keys(private_state_home) == "PY7Y3"  # the swap is an answer a save keeps
    resumed = run("--resume", "Y").stdout.splitlines()
    # Nothing of the human's own 7 again: the computers' moves since, the table, the prompt.
    table = stopped[stopped.index("COMPUTER 3 PLAYS GREEN 7") : -3]
    assert resumed[:4] == [
        "GAME NUMBER 13 RESUMED: 5 KEYS REPLAYED",
        "RULES: CLASSIC + SEVEN-ZERO, JUMP-IN",
        "SCORES: HUMAN 0   COMPUTER 1 0   COMPUTER 2 0",
        "        COMPUTER 3 0",
    ]
    assert resumed[4:11] == [  # the hand up to the human's 7 and the swap it chose
        "HAND 1, THE LAST MOVES:",
        "  COMPUTER 3 JUMPS IN",
        "  COMPUTER 3 PLAYS YELLOW 6",
        "  COMPUTER 2 PLAYS YELLOW 2",
        "  COMPUTER 1 PLAYS YELLOW 4",
        "  HUMAN PLAYS YELLOW 7",
        "  HUMAN SWAPS HANDS WITH COMPUTER 3",
    ]
    assert resumed[11 : 11 + len(table) + 3] == [
        *table,
        "JUMP IN WITH GREEN REVERSE (Y/N)? Y",
        "HUMAN JUMPS IN",
        "HUMAN PLAYS GREEN REVERSE",
    ]
    assert table[-5:] == rows(red="3 7", green="R", blue="R 9")  # COMPUTER 3's hand, swapped
    assert "SWAP HANDS WITH" not in "\n".join(resumed)


def test_a_jump_in_with_a_7_stays_made_when_the_game_stops_before_the_swap(private_state_home):
    # Game 48: the human jumps in with its BLUE 7, and HUMAN JUMPS IN is shown; the input
    # ends at SWAP HANDS WITH. The jump-in is an answer a save keeps: resumed, the game
    # shows the table again and the jump-in, then asks whom to swap with, not JUMP IN again.
    stopped = run(GAME_48, "Y").stdout.splitlines()
    assert stopped[-7:-2] == [
        "HUMAN JUMPS IN",
        "1 COMPUTER 1 (7 CARDS)",
        "2 COMPUTER 2 (7 CARDS)",
        "3 COMPUTER 3 (6 CARDS)",
        "SWAP HANDS WITH (1-3/N)? ",
    ]
    assert saved_keys(private_state_home) == "Y"
    resumed = run("--resume", "N").stdout.splitlines()
    expected = [
        "GAME NUMBER 48 RESUMED: 1 KEYS REPLAYED",
        "RULES: CLASSIC + SEVEN-ZERO, JUMP-IN",
        "SCORES: HUMAN 0   COMPUTER 1 0   COMPUTER 2 0",
        "        COMPUTER 3 0",
        "HAND 1, THE LAST MOVES:",
        "  SHUFFLING AND DEALING",
        "  FIRST CARD: BLUE REVERSE",
        "  DIRECTION REVERSED",
        "  COMPUTER 3 DEALT AND STARTS: AFTER A FIRST REVERSE THE DEALER PLAYS FIRST",
        "  COMPUTER 3 PLAYS BLUE 7",
        "  HUMAN JUMPS IN",  # the answer the save kept
        *GAME_48_TABLE,  # the BLUE 7 still in the hand: it is played once the swap is chosen
        "YOU JUMPED IN WITH BLUE 7",
        "1 COMPUTER 1 (7 CARDS)",
        "2 COMPUTER 2 (7 CARDS)",
        "3 COMPUTER 3 (6 CARDS)",
        "SWAP HANDS WITH (1-3/N)? N",
        "HUMAN PLAYS BLUE 7",
    ]
    assert resumed[: len(expected)] == expected
    never_stopped = run(GAME_48, "YN").stdout.splitlines()
    at = never_stopped.index("SWAP HANDS WITH (1-3/N)? N")
    assert resumed[len(expected) - 2 :] == never_stopped[at:]


# ------------------------------------------------------------------ jump-in at the keyboard


SAME_RANK = {
    0: "GREEN 5, RED 8, RED 9, YELLOW 8, YELLOW 9, GREEN 8, YELLOW 5",
    1: "GREEN 5, YELLOW 1, YELLOW 2, YELLOW 3, BLUE 1, BLUE 2, BLUE 3",
    2: "GREEN 1, GREEN 2, GREEN 3, RED 1, RED 2, RED 3, BLUE 4",
    3: "GREEN 4, GREEN 6, YELLOW 4, YELLOW 6, RED 4, RED 6, BLUE 6",
}
"""COMPUTER 1 starts on RED 5 and can play only its GREEN 5; COMPUTER 2, next, is never
asked to jump in, COMPUTER 3 holds no GREEN 5, and the human holds the other GREEN 5 (and a
YELLOW 5). No other card is in two hands."""


def jump_in_table(monkeypatch: pytest.MonkeyPatch, keys: str, human: str) -> list[str]:
    """The SAME_RANK deal with the human's GREEN 5 replaced by ``human``; BLUE 9 on the
    stock, which COMPUTER 1 takes if it moves again."""
    hands = {**SAME_RANK, 0: SAME_RANK[0].replace("GREEN 5", human)}
    return stacked(
        monkeypatch, keys, starter=1, hands=hands, first="RED 5", then="BLUE 9", jump_in="on"
    )


def test_a_human_holding_the_identical_card_is_asked_to_jump_in_with_the_table_first(
    monkeypatch,
):
    lines = jump_in_table(monkeypatch, "Y", "GREEN 5")
    expected = [
        "COMPUTER 1 PLAYS GREEN 5",
        "TOP CARD: GREEN 5   COLOR: GREEN",
        "COMPUTER 1: 6 CARDS   COMPUTER 2: 7 CARDS   COMPUTER 3: 7 CARDS",
        "DIRECTION: CLOCKWISE, NEXT AFTER YOU: COMPUTER 1",
        *rows(red="8 9", yellow="8 9 5", green="5 8"),  # as dealt
        "JUMP IN WITH GREEN 5 (Y/N)? Y",
        "HUMAN JUMPS IN",
        "HUMAN PLAYS GREEN 5",
        # Play goes on after the jumper: COMPUTER 1, with nothing green or 5, takes.
        "COMPUTER 1 TAKES A CARD",
        "COMPUTER 2 PLAYS GREEN 3",  # its highest green
    ]
    assert following(lines, "FIRST CARD: RED 5", expected) == expected


def test_n_at_jump_in_lets_the_player_next_to_move_play(monkeypatch):
    lines = jump_in_table(monkeypatch, "N", "GREEN 5")
    shown = after(lines, "JUMP IN WITH GREEN 5 (Y/N)? N")
    assert shown[1:3] == ["COMPUTER 2 PLAYS GREEN 3", "COMPUTER 3 PLAYS GREEN 6"]
    assert "HUMAN JUMPS IN" not in lines
    assert shown[shown.index("HUMAN PLAYS") + 1 : shown.index("HUMAN PLAYS") + 6] == rows(
        red="8 9", yellow="8 9 5", green="5 8"
    )


def test_a_card_of_the_same_number_in_another_color_is_no_jump_in(monkeypatch):
    lines = jump_in_table(monkeypatch, "", "BLUE 5")  # a BLUE 5 and a YELLOW 5: no GREEN 5
    expected = [
        "COMPUTER 1 PLAYS GREEN 5",
        "COMPUTER 2 PLAYS GREEN 3",
        "COMPUTER 3 PLAYS GREEN 6",
        "TOP CARD: GREEN 6   COLOR: GREEN",
        "COMPUTER 1: 6 CARDS   COMPUTER 2: 6 CARDS   COMPUTER 3: 6 CARDS",
        "DIRECTION: CLOCKWISE, NEXT AFTER YOU: COMPUTER 1",
        "HUMAN PLAYS",
        *rows(red="8 9", yellow="8 9 5", green="8", blue="5"),
        "SORT, PLAY OR TAKE (S/P/T)? ",
    ]
    assert following(lines, "FIRST CARD: RED 5", expected) == expected
    assert not [line for line in lines if "JUMP IN" in line]


@pytest.mark.parametrize("seed", [6, 13, 48])
def test_every_jump_in_prompt_of_a_whole_session_names_a_card_the_human_holds(seed):
    # A human that takes at every turn (so its hand grows), plays what it took, asks for
    # help, and answers Y and N in turn: each JUMP IN is asked right after its rows, which
    # show the card in its color's row.
    keys = "TY?NK" * 150
    lines = fits(run(f"--seed {seed} --seven-zero --jump-in", keys).stdout.splitlines())
    prompts = [i for i, line in enumerate(lines) if line.startswith("JUMP IN WITH ")]
    # A question asked again after a refused key or help comes with no rows before it.
    again = {
        "PLEASE ANSWER Y OR N; Q QUITS (? FOR HELP)": 2,
        "GOES ON FROM YOU. N: LET IT PASS.": 3,
    }
    asked = [at for at in prompts if lines[at - 1] not in again]
    for at in set(prompts) - set(asked):  # the same question, just before
        assert lines[at - again[lines[at - 1]]].startswith(lines[at][:-1])
    assert len(asked) >= 10
    for at in asked:
        card = re.match(r"JUMP IN WITH (\w+) (\d|SKIP|DRAW TWO|REVERSE) \(Y/N\)\? ", lines[at])
        assert card, lines[at]
        color, symbol = card.groups()
        key = {"SKIP": "S", "DRAW TWO": "D", "REVERSE": "R"}.get(symbol, symbol)
        shown = lines[at - 5 : at]
        assert all(HAND_ROW.match(line) for line in shown), lines[at - 6 : at + 1]
        row = next(line for line in shown if line.startswith(f"{color} "))
        assert key in row.split(":")[1].split(), lines[at - 6 : at + 1]


# ------------------------------------------------------------------ several humans


TWO_HUMANS_JUMP = {
    0: "YELLOW 1, YELLOW 2, YELLOW 3, YELLOW 4, GREEN 1, GREEN 2, GREEN 3",
    1: "RED 8, BLUE 2, BLUE 3, BLUE 4, GREEN 4, GREEN 6, GREEN 7",
    2: "RED 8, YELLOW 6, YELLOW 7, YELLOW 8, BLUE 6, BLUE 7, BLUE 8",
    3: "RED 1, RED 2, RED 3, RED 4, RED 6, RED 7, GREEN 8",
}
"""HUMAN 1, HUMAN 2, COMPUTER 1, COMPUTER 2: COMPUTER 1 starts on RED 5 and can play only
RED 8; COMPUTER 2 moves next and is never asked; HUMAN 1 holds no RED 8, HUMAN 2 the other."""


@pytest.mark.parametrize("answer", ["Y", "N"])
def test_a_jump_in_for_the_second_human_comes_after_its_see_cards_prompt(monkeypatch, answer):
    lines = stacked(
        monkeypatch,
        "K" + answer,
        humans=2,
        starter=2,
        hands=TWO_HUMANS_JUMP,
        first="RED 5",
        jump_in="on",
    )
    expected = [
        "COMPUTER 1 PLAYS RED 8",
        see_cards("HUMAN 2"),  # nobody has been at the keyboard this hand
        "TOP CARD: RED 8   COLOR: RED",
        "HUMAN 1: 7 CARDS   COMPUTER 1: 6 CARDS   COMPUTER 2: 7 CARDS",
        "DIRECTION: CLOCKWISE, NEXT AFTER HUMAN 2: COMPUTER 1",
        *rows(red="8", green="4 6 7", blue="2 3 4"),
        f"JUMP IN WITH RED 8 (Y/N)? {answer}",
    ]
    assert following(lines, "FIRST CARD: RED 5", expected) == expected
    shown = after(lines, f"JUMP IN WITH RED 8 (Y/N)? {answer}")
    if answer == "Y":
        assert shown[1:3] == ["HUMAN 2 JUMPS IN", "HUMAN 2 PLAYS RED 8"]
        assert shown[3].startswith("COMPUTER 1 PLAYS ")  # the player after HUMAN 2
    else:
        # COMPUTER 2 moves (its highest red), then HUMAN 1 is handed the keyboard.
        assert shown[1:3] == ["COMPUTER 2 PLAYS RED 7", see_cards("HUMAN 1")]
    assert len(rows_shown(lines)) == 1  # HUMAN 1 never saw its cards: it pressed no key
