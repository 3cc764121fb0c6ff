"""``--assist`` as a player meets it: the cards it may play now marked ``*`` in its hand
rows, every row kept in order as cards come in, and nothing else changed; kept by a save,
a resume and a recording, never on the RULES line.

Each situation is built (an arranged table, or a first deal stacked) and the rows are
worked out by hand from the rules: what matches the color or the symbol of the top card,
a Draw Four only without a card of the color in force (``--draw-four bluff``: always), only
a card of the penalty's kind on a pending one.
"""

from __future__ import annotations

import io
import json
import re
import shlex
from dataclasses import replace
from pathlib import Path

import pytest
from click.testing import CliRunner, Result

from tools.rules_by_name import legal
from tools.screen_text import HAND_ROW, MARK, SORT_PLAY_TAKE
from uno_classic.cards import Color
from uno_classic.cli import game_options_given, main
from uno_classic.console import Console
from uno_classic.game import Game
from uno_classic.keys import EndOfInput, ScriptedKeys
from uno_classic.questions import Question
from uno_classic.screen import hand_rows
from uno_classic.settings import Settings
from uno_classic.transcript import Transcript
from uno_classic.variants import DrawFour

from .rules.helpers import following, options, rows, session
from .tables import arranged_game

SEED = 3  # seed 3, two opponents: the human's first turn is on BLUE 7 (see the README)
GAME_3 = f"--seed {SEED} --opponents 2"


def run(args: str, keys: str = "") -> Result:
    return CliRunner().invoke(main, shlex.split(args), input=keys.encode())


def seated(game: Game, keys: str = "", *, assist: bool = True) -> tuple[Console, io.StringIO]:
    """A console at an arranged table, the human's rows as dealt (arranged as the console
    arranges a deal), reading ``keys``."""
    out = io.StringIO()
    played = Settings(1, game.rules, assist=assist)
    console = Console(played, ScriptedKeys(keys), out)
    console.game = game
    console.shown[0] = console.arranged(game.hands[0])
    return console, out


def turn_rows(game: Game, *, assist: bool = True) -> list[str]:
    """The hand rows of the human's turn block at ``game``."""
    console, out = seated(game, assist=assist)
    with pytest.raises(EndOfInput):  # no keys: the block, then the prompt waits
        console.human_turn()
    lines = out.getvalue().splitlines()
    at = lines.index("HUMAN PLAYS")
    return lines[at + 1 : at + 6]


# --------------------------------------------------------------------------- the rows


def test_without_marks_hand_rows_are_as_they_always_were():
    game = arranged_game(["RED 7, RED 2, DRAW FOUR", "BLUE 5"], top="RED 4")
    assert hand_rows(game.hands[0]) == rows(red="7 2", special="F")
    assert hand_rows(game.hands[0], marked=()) == rows(red="7 2", special="F")


MIXED = "YELLOW 4, GREEN 9, DRAW FOUR, RED 2, COLOR CHANGE, RED SKIP, GREEN 1"
"""On RED 4: RED 2 and RED SKIP match the color, YELLOW 4 the number, COLOR CHANGE is a
wild; the greens match nothing, and the Draw Four may not be played while a red is held."""


def test_at_its_turn_every_card_it_may_play_is_marked_and_the_rows_are_in_order():
    game = arranged_game([MIXED, "BLUE 5", "BLUE 6"], top="RED 4")
    assert turn_rows(game) == rows(red="2* S*", yellow="4*", green="1 9", special="C* F")


def test_a_draw_four_is_marked_once_no_card_of_the_color_is_held():
    hand = MIXED.replace("RED 2, ", "").replace(", RED SKIP", "")
    game = arranged_game([hand, "BLUE 5", "BLUE 6"], top="RED 4")
    assert turn_rows(game) == rows(yellow="4*", green="1 9", special="C* F*")


def test_under_draw_four_bluff_the_draw_four_is_marked_beside_the_color():
    game = arranged_game([MIXED, "BLUE 5", "BLUE 6"], top="RED 4", draw_four=DrawFour.BLUFF)
    assert turn_rows(game) == rows(red="2* S*", yellow="4*", green="1 9", special="C* F*")


def test_after_a_wild_the_color_named_is_what_matches():
    game = arranged_game([MIXED, "BLUE 5", "BLUE 6"], top="COLOR CHANGE", color=Color.GREEN)
    # GREEN named: the greens and the wild; no 4 matches a Color Change; a red is no green,
    # so the Draw Four is still held back by the greens.
    assert turn_rows(game) == rows(red="2 S", yellow="4", green="1* 9*", special="C* F")


def test_without_assist_the_same_turn_shows_no_mark_and_the_order_received():
    game = arranged_game([MIXED, "BLUE 5", "BLUE 6"], top="RED 4")
    assert turn_rows(game, assist=False) == rows(red="2 S", yellow="4", green="9 1", special="F C")


def test_s_prints_the_rows_again_with_their_marks():
    game = arranged_game([MIXED, "BLUE 5", "BLUE 6"], top="RED 4")
    console, out = seated(game, "S")
    with pytest.raises(EndOfInput):
        console.human_turn()
    lines = out.getvalue().splitlines()
    expected = rows(red="2* S*", yellow="4*", green="1 9", special="C* F")
    assert following(lines, "SORT, PLAY OR TAKE (S/P/T)? S", expected) == expected


def test_a_card_taken_joins_its_row_in_order():
    # On BLUE 3 the human holds nothing blue or 3, and takes YELLOW 0, which it may not play.
    hand = "YELLOW 9, YELLOW SKIP, YELLOW 2, GREEN 8, GREEN 1, RED 6, RED 4"
    game = arranged_game([hand, "BLUE 5", "BLUE 6"], top="BLUE 3", stock="YELLOW 0")
    console, out = seated(game, "T")
    console.human_turn()
    assert "HUMAN TAKES A CARD" in out.getvalue().splitlines()
    assert game.turn == 1  # the turn has passed: nothing is its to play now
    assert console.rows(0) == rows(red="4 6", yellow="0 2 9 S", green="1 8")


def test_without_assist_a_card_taken_comes_last_in_its_row():
    hand = "YELLOW 9, YELLOW SKIP, YELLOW 2, GREEN 8, GREEN 1, RED 6, RED 4"
    game = arranged_game([hand, "BLUE 5", "BLUE 6"], top="BLUE 3", stock="YELLOW 0")
    console, _ = seated(game, "T", assist=False)
    console.human_turn()
    assert console.rows(0) == rows(red="6 4", yellow="9 S 2 0", green="8 1")


def test_a_taken_card_it_may_play_is_marked_when_a_resumed_game_shows_the_turn_again():
    # At PLAY IT the only card it may play is the one taken (a game resumed there shows the
    # turn block again): YELLOW 3 on BLUE 3.
    hand = "YELLOW 9, GREEN 8, RED 6"
    game = arranged_game([hand, "BLUE 5", "BLUE 6"], top="BLUE 3", stock="YELLOW 3")
    console, _ = seated(game, "T")
    with pytest.raises(EndOfInput):
        console.human_turn()
    assert game.question is Question.PLAY_TAKEN
    assert console.rows(0) == rows(red="6", yellow="3* 9", green="8")


# --------------------------------------------------------------------------- whole sessions

STACK = {
    0: "RED 9, GREEN DRAW TWO, DRAW FOUR, YELLOW 8, YELLOW 9, GREEN 9, RED 1",
    1: "BLUE 1, BLUE 2, GREEN 5, YELLOW 5, RED 2, RED 3, RED 4",
    2: "RED DRAW TWO, BLUE 7, BLUE 8, GREEN 3, GREEN 4, YELLOW 1, YELLOW 2",
    3: "BLUE DRAW TWO, BLUE 9, GREEN 6, GREEN 8, YELLOW 3, YELLOW 4, YELLOW 6",
}
"""Four players: COMPUTER 2 starts on RED 5 with a RED DRAW TWO, its only play; COMPUTER 3
passes the penalty on with BLUE DRAW TWO; then the human, who holds GREEN DRAW TWO, and a
Draw Four it could play on the Blue Draw Two were no penalty pending (it holds no blue)."""


def test_with_a_penalty_pending_only_the_card_that_passes_it_on_is_marked(monkeypatch):
    played = replace(options(stacking="pass"), assist=True)
    lines = session(monkeypatch, played, "", starter=2, hands=STACK, first="RED 5")
    expected = rows(red="1 9", yellow="8 9", green="9 D*", special="F")
    assert following(lines, "HUMAN PLAYS", expected) == expected


SAME_RANK = {
    0: "GREEN 5, RED 8, RED 9, YELLOW 8, YELLOW 9, GREEN 8, YELLOW 5",
    1: "GREEN 5, YELLOW 1, YELLOW 2, YELLOW 3, BLUE 1, BLUE 2, BLUE 3",
    2: "GREEN 1, GREEN 2, GREEN 3, RED 1, RED 2, RED 3, BLUE 4",
    3: "GREEN 4, GREEN 6, YELLOW 4, YELLOW 6, RED 4, RED 6, BLUE 6",
}
"""COMPUTER 1 starts on RED 5 and can play only its GREEN 5; the human holds the other
GREEN 5 (and a YELLOW 5, which is no jump-in)."""


def test_at_jump_in_only_the_identical_card_is_marked(monkeypatch):
    played = replace(options(jump_in="on"), assist=True)
    lines = session(monkeypatch, played, "N", starter=1, hands=SAME_RANK, first="RED 5")
    jump = "JUMP IN WITH GREEN 5 (Y/N)? N"
    # Sorted as dealt (YELLOW 8 9 5 received); the YELLOW 5 matches the GREEN 5's number,
    # and the greens its color, but out of turn only the identical card may be played.
    assert lines[lines.index(jump) - 5 : lines.index(jump)] == rows(
        red="8 9", yellow="5 8 9", green="5* 8"
    )


SEVEN = {
    0: "RED 7, RED 1, GREEN 2, GREEN 3, YELLOW 2, YELLOW 3, BLUE 2",
    1: "BLUE 9, BLUE 3, YELLOW 6, BLUE 0, YELLOW 1, GREEN 8, GREEN 4",
}
"""Three players, the human starts on RED 5 and plays its RED 7; COMPUTER 1's hand, which
it swaps for, is received out of order."""


def test_a_hand_swapped_for_is_shown_in_order(monkeypatch):
    played = replace(options(players=3, seven_zero="on"), assist=True)
    lines = session(monkeypatch, played, "PR7Y1", starter=0, hands=SEVEN, first="RED 5")
    expected = [
        "HUMAN PLAYS RED 7",
        "HUMAN SWAPS HANDS WITH COMPUTER 1",
        # COMPUTER 1 moves next: nothing is the human's to play, so nothing is marked.
        *rows(yellow="1 6", green="4 8", blue="0 3 9"),
    ]
    assert following(lines, "SWAP HANDS WITH (1-2/N)? 1", expected) == expected


# --------------------------------------------------------------------------- the screen


def test_nothing_but_the_rows_changes_and_they_hold_the_same_cards():
    keys = "SPR4PBSNPBSY"
    plain = run(GAME_3, keys).stdout.splitlines()
    assisted = run(GAME_3 + " --assist", keys).stdout.splitlines()
    assert len(plain) == len(assisted)
    row = re.compile(r"^(RED|YELLOW|GREEN|BLUE|SPECIAL) *:")
    changed = [i for i, (a, b) in enumerate(zip(plain, assisted, strict=True)) if a != b]
    assert changed and all(row.match(plain[i]) for i in changed)
    for i in changed:
        word, symbols = plain[i].split(":")
        marked_word, marked = assisted[i].split(":")
        assert word == marked_word
        assert sorted(symbols.split()) == sorted(marked.replace("*", "").split())


def test_the_default_screen_is_unchanged_and_no_assist_is_the_default():
    # The README's game 3, its first turn block as it has always been.
    plain = run(GAME_3).stdout
    assert run(GAME_3 + " --no-assist").stdout == plain
    lines = plain.splitlines()
    at = lines.index("HUMAN PLAYS")
    assert lines[at + 1 : at + 6] == rows(red="4", yellow="8 1", green="7 1 0", blue="S")
    assert "*" not in plain


def test_game_3_under_assist_marks_what_goes_on_blue_7():
    lines = run(GAME_3 + " --assist").stdout.splitlines()
    at = lines.index("HUMAN PLAYS")
    assert lines[at - 3] == "TOP CARD: BLUE 7   COLOR: BLUE"
    assert lines[at + 1 : at + 6] == rows(red="4", yellow="1 8", green="0 1 7*", blue="S*")


def test_the_assist_is_no_rule_it_is_not_on_the_rules_line():
    lines = run(GAME_3 + " --assist --jump-in").stdout.splitlines()
    assert lines[1] == "RULES: CLASSIC + JUMP-IN"
    assert run(GAME_3 + " --assist").stdout.splitlines()[1] == "RULES: CLASSIC"


# --------------------------------------------------------------------------- kept


def saved(state: Path) -> dict[str, object]:
    (path,) = state.glob("save-*.json")
    fields: dict[str, object] = json.loads(path.read_text(encoding="utf-8"))["options"]
    return fields


def marked_rows(result: Result) -> bool:
    return any(re.match(r"^[A-Z]+ *:.*\*", line) for line in result.stdout.splitlines())


def test_a_save_keeps_the_assist_and_a_resume_shows_it(private_state_home):
    stopped = run(GAME_3 + " --assist", "S")
    assert stopped.exit_code == 1 and marked_rows(stopped)
    assert saved(private_state_home)["assist"] is True
    resumed = run("--resume")
    assert resumed.exit_code == 1
    assert resumed.stdout.startswith("GAME NUMBER 3 RESUMED: 1 KEYS REPLAYED\n")
    assert marked_rows(resumed)


def test_no_assist_at_a_resume_turns_it_off_and_the_save_keeps_that(private_state_home):
    run(GAME_3 + " --assist", "S")
    resumed = run("--resume --no-assist")
    assert resumed.exit_code == 1 and not marked_rows(resumed)
    assert "assist" not in saved(private_state_home)  # off: a save leaves it out
    assert not marked_rows(run("--resume"))


def test_assist_at_a_resume_turns_it_on_for_a_game_saved_without(private_state_home):
    plain = run(GAME_3, "S")
    assert not marked_rows(plain)
    assert "assist" not in saved(private_state_home)
    resumed = run("--resume --assist")
    assert resumed.exit_code == 1  # not a usage error: the assist names no game
    assert marked_rows(resumed)
    assert saved(private_state_home)["assist"] is True


def test_the_assist_alone_names_no_game_so_a_terminal_would_offer_the_newest_save():
    with main.make_context("uno-classic", ["--assist"]) as ctx:
        assert game_options_given(ctx) == []
    with main.make_context("uno-classic", ["--assist", "--seed", "3"]) as ctx:
        assert game_options_given(ctx) == ["--seed"]


def test_a_recording_keeps_the_assist_and_replays_it(tmp_path):
    record = tmp_path / "assist.txt"
    result = run(f"{GAME_3} --assist --record {record}", "PBSY")
    assert result.exit_code == 1
    transcript = Transcript.load(record)
    assert "--assist" in transcript.args
    assert "GREEN   : 0 1 7*" in transcript.screen.splitlines()
    replayed = run(f"replay --check {record}")
    assert (replayed.exit_code, replayed.stdout) == (0, f"{record}: matches\n")


def test_a_recording_without_the_assist_does_not_name_it(tmp_path):
    record = tmp_path / "plain.txt"
    run(f"{GAME_3} --record {record}", "PBSY")
    transcript = Transcript.load(record)
    assert "--assist" not in transcript.args
    assert "*" not in transcript.screen


def test_the_marks_are_worked_out_again_at_each_turn():
    # PBSY plays the Blue Skip; COMPUTER 2 plays BLUE 5: at the human's next turn nothing
    # blue or 5 is left, so the GREEN 7 marked on BLUE 7 is marked no more.
    lines = run(GAME_3 + " --assist", "PBSY").stdout.splitlines()
    turns = [i for i, line in enumerate(lines) if line == "HUMAN PLAYS"]
    assert lines[turns[1] - 3] == "TOP CARD: BLUE 5   COLOR: BLUE"
    assert lines[turns[1] + 1 : turns[1] + 6] == rows(red="4", yellow="1 8", green="0 1 7")


# --------------------------------------------------------------------------- the golden

ASSIST_GOLDENS = sorted((Path(__file__).resolve().parent.parent / "transcripts").glob("assist-*"))
TOP = re.compile(r"^TOP CARD: (.+)   COLOR: ([A-Z]+)$")
SYMBOL_NAMES = {"S": "SKIP", "D": "DRAW TWO", "R": "REVERSE", "C": "COLOR CHANGE", "F": "DRAW FOUR"}


def card_name(row: str, symbol: str) -> str:
    name = SYMBOL_NAMES.get(symbol, symbol)
    return name if row == "SPECIAL" else f"{row} {name}"


@pytest.mark.parametrize("path", ASSIST_GOLDENS, ids=[path.name for path in ASSIST_GOLDENS])
def test_every_turn_of_an_assist_golden_marks_exactly_the_cards_the_rules_allow(path):
    """Read from the screen alone, with the rules as ``tools/rules_by_name.py`` states them
    (apart from the game): at each turn, and after S, a card is marked exactly when it may
    be played on the top card in the color in force (classic rules, no penalty pending)."""
    transcript = Transcript.load(path)
    assert "--assist" in transcript.args and "--rules" not in transcript.args
    lines = transcript.screen.splitlines()
    top = color = ""
    checked = 0
    for i, line in enumerate(lines):
        if found := TOP.match(line):
            top, color = found[1], found[2]
        if not (line.startswith("SPECIAL :") and lines[i + 1].startswith(SORT_PLAY_TAKE)):
            continue
        rows = [HAND_ROW.match(row) for row in lines[i - 4 : i + 1]]
        hand = [
            (card_name(row[1], symbol.removesuffix(MARK)), symbol.endswith(MARK))
            for row in rows
            if row is not None
            for symbol in row[2].split()
        ]
        names = [name for name, _ in hand]
        assert [marked for _, marked in hand] == [
            legal(names, name, top, color) for name in names
        ], (path.name, i + 1)
        checked += 1
    assert checked >= 10
