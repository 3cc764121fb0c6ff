"""Where the screen goes: the terminal (in color if wanted) and, for a recording, a copy.

Transcripts are always plain: color is added only on the way to the terminal.
"""

from __future__ import annotations

import io
import re
from typing import Final, TextIO

_ANSI: Final = {"RED": "31", "YELLOW": "33", "GREEN": "32", "BLUE": "34"}
_COLOR_WORDS: Final = re.compile(r"\b(RED|YELLOW|GREEN|BLUE|COLOR CHANGE|DRAW FOUR)\b")


def paint(text: str) -> str:
    """Color words in their color, the wild cards in bold."""
    return _COLOR_WORDS.sub(
        lambda match: f"\x1b[{_ANSI.get(match.group(1), '1')}m{match.group(1)}\x1b[0m", text
    )


class Screen(io.TextIOBase):
    """A text stream writing to the terminal (painted when ``color``) and keeping a plain
    copy of everything written."""

    def __init__(self, terminal: TextIO, *, color: bool) -> None:
        super().__init__()
        self._terminal = terminal
        self._color = color
        self._copy = io.StringIO()

    def write(self, text: str) -> int:
        """Write ``text`` to both."""
        self._copy.write(text)
        self._terminal.write(paint(text) if self._color else text)
        return len(text)

    def flush(self) -> None:
        """Flush the terminal side."""
        self._terminal.flush()

    def plain(self) -> str:
        """Everything written so far, without color."""
        return self._copy.getvalue()
