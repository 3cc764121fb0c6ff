"""A whole hand under ``--assist`` in a real pseudo-terminal, played from the screen alone.

The game runs in a pseudo-terminal (pexpect); every byte it writes is fed to a ``pyte``
screen, the text a terminal shows. At each ``SORT, PLAY OR TAKE`` the player reads the hand
rows and the top card on that screen, checks the marks against the rules as
``tools/rules_by_name.py`` states them (written apart from the game: a card is marked
exactly when it may be played) and that every row is in order, then plays the first marked
card (P, its row, its symbol, Y, and a color at NEW COLOR) or, with none marked, takes
(T, and Y at PLAY IT). It plays until the hand is won.
"""

from __future__ import annotations

import os
import re
import sys
from pathlib import Path

import pexpect
import pyte
import pytest

from tools.rules_by_name import legal
from tools.screen_text import HAND_ROW, MARK, SORT_PLAY_TAKE

PROGRAM = str(Path(sys.executable).parent / "uno-classic")
ARGS = ["--seed", "3", "--opponents", "1", "--delay", "0", "--assist", "--no-color"]
"""Game 3 against one computer: played so, the human wins the first hand in nine turns,
having taken once and played a Draw Four (checked by hand, through a pipe)."""

TOP = re.compile(r"^TOP CARD: (.+)   COLOR: (RED|YELLOW|GREEN|BLUE)$")
NAMES = {"S": "SKIP", "D": "DRAW TWO", "R": "REVERSE"}
SPECIALS = {"C": "COLOR CHANGE", "F": "DRAW FOUR"}
ORDER = "0123456789SDRCF"
"""The order of a sorted row (S sorts it so; the assist keeps it so)."""

PROMPTS: list[str | type[pexpect.EOF]] = [
    re.escape(SORT_PLAY_TAKE),
    r"COLOR \(R/Y/G/B/S\)\? ",
    r"CARD \(0-9/S/D/R\)\? ",
    r"COLOR CHANGE OR DRAW FOUR \(C/F\)\? ",
    r"PLAY [A-Z0-9 ]+ \(Y/N\)\? ",
    r"NEW COLOR \(R/Y/G/B\)\? ",
    r"PRESS ANY KEY FOR THE NEXT HAND\? ",
    pexpect.EOF,
]
MENU, ROW_KEY, SYMBOL, SPECIAL, CONFIRM, NEW_COLOR, NEXT_HAND, ENDED = range(len(PROMPTS))


class Terminal:
    """The game in a pseudo-terminal of 40 rows by 80 columns, drawn by pyte."""

    def __init__(self) -> None:
        env = {**os.environ, "PYTHONIOENCODING": "utf-8", "TERM": "xterm"}
        self.child = pexpect.spawn(
            PROGRAM, ARGS, env=env, encoding="utf-8", timeout=10, dimensions=(40, 80)
        )
        self.child.delaybeforesend = None
        self.screen = pyte.Screen(80, 40)
        self.stream = pyte.Stream(self.screen)

    def expect(self) -> int:
        index: int = self.child.expect(PROMPTS)
        after = self.child.after
        self.stream.feed(self.child.before + (after if isinstance(after, str) else ""))
        return index

    def display(self) -> list[str]:
        return [line.rstrip() for line in self.screen.display]


def hand_on_screen(display: list[str]) -> tuple[str, str, list[tuple[str, str, bool]]]:
    """The top card, the color in force, and the hand of the last turn on the screen (after
    S or a refusal the rows are the last ones shown): each card as its name, its row key
    and symbol, and whether it is marked."""
    top = max(i for i, line in enumerate(display) if TOP.match(line))
    match = TOP.match(display[top])
    assert match is not None
    rows = [found for line in display[top:] if (found := HAND_ROW.match(line))][-5:]
    assert [row[1] for row in rows] == ["RED", "YELLOW", "GREEN", "BLUE", "SPECIAL"], display
    hand = []
    for row in rows:
        symbols = row[2].split()
        plain = [symbol.removesuffix(MARK) for symbol in symbols]
        assert plain == sorted(plain, key=ORDER.index), f"{row[0]} not in order"
        for symbol, bare in zip(symbols, plain, strict=True):
            special = row[1] == "SPECIAL"
            name = SPECIALS[bare] if special else f"{row[1]} {NAMES.get(bare, bare)}"
            hand.append((name, row[1][0], bare, symbol.endswith(MARK)))
    return match[1], match[2], [(name, key + bare, marked) for name, key, bare, marked in hand]


@pytest.mark.skipif(sys.platform == "win32", reason="needs a POSIX pseudo-terminal")
def test_a_whole_hand_played_from_the_marks_on_the_screen():
    terminal = Terminal()
    turns = plays = takes = colors = 0
    won = ""
    playing = ""  # the row key and symbol of the card being played
    while True:
        index = terminal.expect()
        if index == ENDED:
            break
        if index == MENU:
            top, color, hand = hand_on_screen(terminal.display())
            names = [name for name, _, _ in hand]
            for name, _, marked in hand:
                assert marked == legal(names, name, top, color), (name, top, color)
            chosen = [keys for _, keys, marked in hand if marked]
            turns += 1
            if chosen:
                playing = chosen[0]
                terminal.child.send("P")
            else:
                takes += 1
                terminal.child.send("T")
        elif index == ROW_KEY:
            terminal.child.send(playing[0])
        elif index in (SYMBOL, SPECIAL):
            terminal.child.send(playing[1])
        elif index == CONFIRM:  # PLAY <CARD>, or PLAY IT after a take: yes
            plays += terminal.display()[terminal.screen.cursor.y].startswith("PLAY ")
            terminal.child.send("Y")
        elif index == NEW_COLOR:
            colors += 1
            terminal.child.send("R")
        elif index == NEXT_HAND:
            won = next(line for line in terminal.display() if line.endswith(" WINS THE HAND"))
            terminal.child.send("Q")
            terminal.child.expect_exact("QUIT (Y/N)? ")
            terminal.child.send("Y")
    terminal.child.close()
    assert terminal.child.exitstatus == 0  # left after the hand, the game saved
    assert (won, turns, takes, colors) == ("HUMAN WINS THE HAND", 9, 1, 1)
    assert plays == turns - takes  # (a card taken here was never playable: no PLAY IT)
