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
from collections.abc import Callable, Mapping
from typing import Final, TextIO

CLASSIC_LOOKS: Final = {
    "RED": "31",
    "YELLOW": "33",
    "GREEN": "32",
    "BLUE": "34",
    "COLOR CHANGE": "1",
    "DRAW FOUR": "1",
}
"""How the words of the classic deck are painted (their SGR codes): each color in the
terminal's own red, yellow, green and blue, the wild cards in bold."""
EXTRA_LOOKS_256: Final = {
    "ORANGE": "38;5;208",
    "PURPLE": "38;5;129",
    "PINK": "38;5;205",
    "SKY": "38;5;117",
}
"""The eight-color deck's other four colors on a terminal of 256 colors: a shade each from
its 256-color palette."""
EXTRA_LOOKS_16: Final = {"ORANGE": "91", "PURPLE": "35", "PINK": "95", "SKY": "36"}
"""The same four on a terminal of 16 colors (the Linux console): the two basic colors the
classic four leave free, magenta for purple and cyan for sky, and the bright red and bright
magenta for orange and pink, the nearest of the bright ones."""
_COLOR_WORDS: Final = re.compile(
    r"\b(RED|YELLOW|GREEN|BLUE|ORANGE|PURPLE|PINK|SKY|COLOR CHANGE|DRAW FOUR)\b"
)

CLEAR: Final = "\x1b[H\x1b[2J\x1b[3J"
"""Cursor home, erase the screen, erase the scrollback."""

OUTPUT_CLOSED_STATUS: Final = 141
"""The exit status when the reader of the output went away: 128 + SIGPIPE, what a shell
reports for a Unix tool stopped by a closed pipe."""


class OutputClosed(Exception):
    """Whatever read the game's output has gone (a closed pipe)."""


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


def paint(text: str, looks: Mapping[str, str]) -> str:
    """Color words in their color, the wild cards in bold (``looks``: the SGR code of each);
    each word's color is reset right after it, so no color runs on past the word (or over
    a newline)."""
    return _COLOR_WORDS.sub(
        lambda match: f"\x1b[{looks[match.group(1)]}m{match.group(1)}\x1b[0m", text
    )


def shows_256_colors(terminal: TextIO) -> bool:
    """Whether the terminal shows 256 colors, as prompt_toolkit judges it from TERM: the
    Linux console (``linux``) shows 16, nearly every other terminal 256.
    PROMPT_TOOLKIT_COLOR_DEPTH overrides it (``DEPTH_4_BIT``: 16 colors)."""
    # (prompt_toolkit takes a tenth of a second to import: only a game that shows one of
    # the eight-color deck's extra colors asks, and then only when the screen is a terminal)
    from prompt_toolkit.output.color_depth import ColorDepth  # noqa: PLC0415
    from prompt_toolkit.output.vt100 import Vt100_Output  # noqa: PLC0415

    output = Vt100_Output.from_pty(
        terminal, term=os.environ.get("TERM"), default_color_depth=ColorDepth.from_env()
    )
    return output.get_default_color_depth() in (ColorDepth.DEPTH_8_BIT, ColorDepth.DEPTH_24_BIT)


class Looks(dict[str, str]):
    """How each color word is painted. The eight-color deck's extra four are decided the
    first time one of them is painted, by the colors the terminal shows (a screen that is
    no terminal, where ``--color`` sends colors into a pipe or a file, gets the 16-color
    look, which anything that shows colors can show)."""

    def __init__(self, terminal: TextIO | None) -> None:
        super().__init__(CLASSIC_LOOKS)
        self._terminal = terminal

    def __missing__(self, word: str) -> str:
        many = self._terminal is not None and shows_256_colors(self._terminal)
        self.update(EXTRA_LOOKS_256 if many else EXTRA_LOOKS_16)
        return self[word]


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
        self._copy = io.StringIO()
        self.output_closed = False
        """The reader went away: nothing more reaches the terminal."""
        self.on_terminal = terminal.isatty()
        """The screen is a terminal, where a person reads it (not a pipe or a file)."""
        self.clears = clears and self.on_terminal
        """The screen is a terminal that can be cleared (not one with ``TERM=dumb``, such as
        an editor's shell buffer, which would show the escape codes and keep every line)."""
        self._looks = Looks(terminal if self.on_terminal else None) if color else None
        """How the color words are painted; None: not painted."""
        self._unfinished = ""
        """When painting: the text after the last newline, not yet on the terminal."""

    def write(self, text: str) -> int:
        """Write ``text`` to both (when painting, the terminal gets whole lines)."""
        self._copy.write(text)
        if self.output_closed:
            return len(text)
        if self._looks is None:
            self._guarded(self._terminal.write, text)
            return len(text)
        lines, newline, rest = text.rpartition("\n")
        if newline:
            whole, self._unfinished = self._unfinished + lines + newline, rest
            self._guarded(self._terminal.write, paint(whole, self._looks))
        else:
            self._unfinished += text
        return len(text)

    def flush(self) -> None:
        """Put the unfinished line (a prompt) on the terminal too, and flush it."""
        if self.output_closed:
            return
        if self._looks is not None and self._unfinished:
            unfinished, self._unfinished = self._unfinished, ""
            self._guarded(self._terminal.write, paint(unfinished, self._looks))
        self._guarded(self._terminal.flush)

    def _guarded(self, action: Callable[..., object], *args: str) -> None:
        """Run a write or flush; a closed pipe raises :class:`OutputClosed` the first time."""
        try:
            action(*args)
        except OSError as error:
            if not is_closed_pipe(error):
                raise
            self.output_closed = True
            silence(self._terminal)
            raise OutputClosed from None

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
        painted = text if self._looks is None else paint(text, self._looks)
        self._guarded(self._terminal.write, CLEAR + painted)

    def plain(self) -> str:
        """Everything written so far, without color."""
        return self._copy.getvalue()
