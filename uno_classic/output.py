"""Where the screen goes: the terminal (in color if wanted) and, for a recording, a copy.

Transcripts are always plain: color is added only on the way to the terminal, a whole line
at a time, so that every colored line reaches the terminal complete, its color reset before
its newline, however its text was split into writes.

The output may close under the game: ``uno-classic | head -5`` closes it after five lines,
and a terminal window closed mid-game takes the screen with it. Neither is an error, so it
surfaces as :class:`OutputClosed` (once), and from then on the screen swallows what is
written.
"""

from __future__ import annotations

import errno
import io
import os
import re
from collections.abc import Callable
from typing import Final, TextIO

_ANSI: Final = {"RED": "31", "YELLOW": "33", "GREEN": "32", "BLUE": "34"}
_COLOR_WORDS: Final = re.compile(r"\b(RED|YELLOW|GREEN|BLUE|COLOR CHANGE|DRAW FOUR)\b")

CLEAR: Final = "\x1b[H\x1b[2J\x1b[3J"
"""Cursor home, erase the screen, erase the scrollback."""

OUTPUT_CLOSED_STATUS: Final = 141
"""The exit status when the reader of the output went away: 128 + SIGPIPE, what a shell
reports for a Unix tool stopped by a closed pipe."""


HANGUP_STATUS: Final = 129
"""The exit status when the terminal itself went away (its window closed): 128 + SIGHUP,
what the signal that comes with it gives, whichever of the two the game meets first."""


class OutputClosed(Exception):
    """Whatever read the game's output has gone: a closed pipe (``status`` 141), or a
    terminal that hung up (129)."""

    def __init__(self, status: int = OUTPUT_CLOSED_STATUS) -> None:
        super().__init__(f"output closed (exit status {status})")
        self.status = status


WINDOWS: Final = os.name == "nt"


def is_closed_pipe(error: OSError) -> bool:
    """Whether a failed write means the reader has gone: EPIPE; EIO, what writing to a
    terminal that was closed (hung up) gives; or on Windows EINVAL, what writing to a pipe
    closed at the other end gives there."""
    return (
        isinstance(error, BrokenPipeError)
        or error.errno == errno.EIO
        or (WINDOWS and error.errno == errno.EINVAL)
    )


def paint(text: str) -> str:
    """Color words in their color, the wild cards in bold; each word's color is reset right
    after it, so no color runs on past the word (or over a newline)."""
    return _COLOR_WORDS.sub(
        lambda match: f"\x1b[{_ANSI.get(match.group(1), '1')}m{match.group(1)}\x1b[0m", text
    )


def silence(stream: TextIO) -> None:
    """Point a closed stream's file descriptor at the null device, so that the interpreter's
    last flush at exit does not complain about the closed pipe."""
    try:
        descriptor = stream.fileno()
    except (OSError, ValueError):
        return  # not a real file (a test's buffer): nothing will flush it at exit
    null = os.open(os.devnull, os.O_WRONLY)
    try:
        os.dup2(null, descriptor)
    finally:
        os.close(null)


class Screen(io.TextIOBase):
    """A text stream writing to the terminal (painted when ``color``) and keeping a plain
    copy of everything written.

    Painting needs whole words, and a write may end in the middle of one (``"BL"``, then
    ``"UE 7\n"``). So when painting, the unfinished last line is held back until its newline
    or a flush (which every prompt does before waiting for a key), and each line goes to
    the terminal painted whole.
    """

    def __init__(self, terminal: TextIO, *, color: bool, clears: bool = True) -> None:
        super().__init__()
        self._terminal = terminal
        self._color = color
        self._copy = io.StringIO()
        self.output_closed = False
        """The reader went away: nothing more reaches the terminal."""
        self.on_terminal = terminal.isatty()
        """The screen is a terminal, where a person reads it (not a pipe or a file)."""
        self.clears = clears and self.on_terminal
        """The screen is a terminal that can be cleared (not one with ``TERM=dumb``, such as
        an editor's shell buffer, which would show the escape codes and keep every line)."""
        self._unfinished = ""
        """When painting: the text after the last newline, not yet on the terminal."""
        self._stopping = False
        """See :meth:`stopping`."""
        self._last_line = ""
        """The text after the last newline, painted or not: the prompt a key is awaited at."""

    def write(self, text: str) -> int:
        """Write ``text`` to both (when painting, the terminal gets whole lines)."""
        self._copy.write(text)
        lines, newline, rest = text.rpartition("\n")
        self._last_line = rest if newline else self._last_line + text
        if self.output_closed:
            return len(text)
        if not self._color:
            self._guarded(self._terminal.write, text)
            return len(text)
        if newline:
            whole, self._unfinished = self._unfinished + lines + newline, rest
            self._guarded(self._terminal.write, paint(whole))
        else:
            self._unfinished += text
        return len(text)

    def flush(self) -> None:
        """Put the unfinished line (a prompt) on the terminal too, and flush it."""
        if self.output_closed:
            return
        if self._unfinished:
            unfinished, self._unfinished = self._unfinished, ""
            self._guarded(self._terminal.write, paint(unfinished))
        self._guarded(self._terminal.flush)

    def stopping(self) -> None:
        """The game is stopping and has its save to write: from now on a write that fails,
        for whatever reason, just ends the output, since nothing may cut the save short (a
        closed window fails every write)."""
        self._stopping = True

    def show_last_line_again(self) -> None:
        """Put the unfinished last line (the prompt awaiting a key) on the terminal again,
        below the shell's lines when a suspended game is continued. Only the terminal gets
        it, never the plain copy: a pipe is never suspended at a prompt."""
        if self.output_closed or not self._last_line:
            return
        self.flush()
        self._guarded(self._terminal.write, self._painted(self._last_line))
        self._guarded(self._terminal.flush)

    def _painted(self, text: str) -> str:
        """``text`` as the terminal gets it: painted when painting."""
        return paint(text) if self._color else text

    def _guarded(self, action: Callable[..., object], *args: str) -> None:
        """Run a write or flush; a closed pipe raises :class:`OutputClosed` the first time
        (but not once the game is stopping)."""
        try:
            action(*args)
        except OSError as error:
            if not (is_closed_pipe(error) or self._stopping):
                raise
            self.output_closed = True
            silence(self._terminal)
            if not self._stopping:
                status = HANGUP_STATUS if self.on_terminal else OUTPUT_CLOSED_STATUS
                raise OutputClosed(status) from None

    def clear(self, lines: list[str]) -> None:
        """Clear the terminal and its scrollback, then show ``lines`` again: what a human
        taking the keyboard at a shared terminal sees, so that no other hand is on screen.
        Only the terminal gets it, never the plain copy: it is the one thing a session shows
        differently on a terminal than through a pipe."""
        if self.output_closed or not self.clears:
            return
        self.flush()
        text = "".join(line + "\n" for line in lines)
        # Home, erase the screen, erase the scrollback (xterm's 3J, which most terminals know).
        self._guarded(self._terminal.write, CLEAR + self._painted(text))

    def plain(self) -> str:
        """Everything written so far, without color."""
        return self._copy.getvalue()
