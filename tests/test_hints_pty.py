"""A hint is private like a hand row: at a real terminal with several humans, the next
human never sees it (the screen is cleared at the handover, and a hint is not shown again
with the public lines). The screen is read as a terminal of that size draws it (pyte)."""

from __future__ import annotations

import re

from .test_hot_seat_pty import MENU, SEE_CARDS, Terminal

HINT = re.compile(r"^HINT: (PLAY .+|TAKE A CARD|TAKE \d+ CARDS)$")


def test_a_hint_is_seen_by_its_human_and_cleared_before_the_next_one():
    terminal = Terminal("--seed 21 --humans 2 --opponents 1 --delay 0 --rules classic")
    terminal.expect([SEE_CARDS])
    assert terminal.prompt().startswith("HUMAN 1: PRESS ANY KEY")
    terminal.send("K")
    terminal.expect([MENU])
    terminal.send("H")
    terminal.expect([MENU])
    shown = [line for line in terminal.display() if line.startswith("HINT: ")]
    assert len(shown) == 1 and HINT.match(shown[0]), terminal.display()
    # HUMAN 1 takes (and keeps a card it could play); the keyboard goes to HUMAN 2.
    terminal.send("T")
    while terminal.expect([SEE_CARDS, rb"PLAY IT \(Y/N\)\? "]) == 1:
        terminal.send("N")
    assert terminal.prompt().startswith("HUMAN 2: PRESS ANY KEY")
    waiting = terminal.display()
    assert not any(line.startswith(("HINT", "SORT, PLAY OR TAKE")) for line in waiting)
    assert any(line.startswith("HUMAN 1 TAKES") for line in waiting)  # (the public lines)
    terminal.send("K")
    terminal.expect([MENU])
    assert not any(line.startswith("HINT") for line in terminal.display())
    # HUMAN 2's own hint is its own.
    terminal.send("H")
    terminal.expect([MENU])
    assert sum(line.startswith("HINT: ") for line in terminal.display()) == 1
    assert terminal.interrupt() == 130
