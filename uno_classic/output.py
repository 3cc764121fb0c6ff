"""Where the screen goes: the terminal (in color if wanted) and, for a recording, a copy.

Transcripts are always plain: color is added only on the way to the terminal, and there a
line wider than the terminal is broken at spaces (a pipe or a file gets every line whole).
Both work a whole line at a time, so that every line reaches the terminal complete, its
colors reset before its newline and its words kept whole, however its text was split into
writes.

The output may close under the game: ``uno-classic | head -5`` closes it after five lines,
and a terminal window closed mid-game takes the screen with it. Neither is an error, so it
surfaces as :class:`OutputClosed` (once), and from then on the screen swallows what is
written.
"""

from __future__ import annotations

import errno
import io
import itertools
import os
import re
import sys
from collections.abc import Callable, Mapping
from typing import Final, TextIO

from .keys import HANGUP_STATUS

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
    r"\b(RED|YELLOW|GREEN|BLUE|ORANGE|PURPLE|PINK|SKY|COLOR[ \n]CHANGE|DRAW[ \n]FOUR)\b"
)
"""The words painted; a wild card's name may be broken over two rows of a narrow terminal."""

NO_BREAK: Final = "\x00"
"""A space that must not break a row, as textwrap sees it (it breaks at whitespace only);
a character the game's text never holds."""
_NUMBERED: Final = re.compile(r"(?<=[A-Z]) (?=[0-9])")
"""A space between a word and the number after it (COMPUTER 1, RED 7, HUMAN 2:)."""


def _in_command(word: str) -> bool:
    """A word of a command the screen names (``uno-classic --resume 1``): the game's own
    words are upper case, a command's have lower case letters, or start with ``-``."""
    return word.startswith("-") or any(char.islower() for char in word)


def _bound(line: str) -> str:
    """``line`` with the spaces that must not break a row made :data:`NO_BREAK`: between a
    word and its number, and inside a command (``TO CONTINUE THIS GAME: uno-classic
    --resume 1``), which a player copies and pastes whole."""
    words = _NUMBERED.sub(NO_BREAK, line).split(" ")
    joined = [words[0]]
    for before, after in itertools.pairwise(words):
        command = _in_command(before) and (_in_command(after) or after.isdigit())
        joined += [NO_BREAK if command else " ", after]
    return "".join(joined)


CLEAR: Final = "\x1b[H\x1b[2J\x1b[3J"
"""Cursor home, erase the screen, erase the scrollback."""

OUTPUT_CLOSED_STATUS: Final = 141
"""The exit status when the reader of the output went away: 128 + SIGPIPE, what a shell
reports for a Unix tool stopped by a closed pipe."""
CRASH_STATUS: Final = 70
"""The exit status when an internal error, or a strategy of one's own that failed, stopped
the program (``EX_SOFTWARE`` of BSD's sysexits)."""


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


def paint(text: str, looks: Mapping[str, str]) -> str:
    """Color words in their color, the wild cards in bold (``looks``: the SGR code of each);
    each word's color is reset right after it, so no color runs on past the word, nor over
    a newline (a wild card's name broken over two rows is painted on each)."""
    return _COLOR_WORDS.sub(lambda match: _painted(match.group(1), looks), text)


def _painted(word: str, looks: Mapping[str, str]) -> str:
    code = looks[word.replace("\n", " ")]
    return "\n".join(f"\x1b[{code}m{part}\x1b[0m" for part in word.split("\n"))


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


def terminal_width(terminal: TextIO) -> int | None:
    """The columns of the terminal as it is now (a window may be resized at any time); None
    when it cannot tell, or says 0 as a terminal whose size was never set does."""
    try:
        return os.get_terminal_size(terminal.fileno()).columns or None
    except (OSError, ValueError):
        return None


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
    """A text stream writing to the terminal (painted when ``color``, and fitted to its
    width) and keeping a plain copy of everything written.

    Painting needs whole words, and breaking a line at spaces needs the whole line; a write
    may end in the middle of either (``"BL"``, then ``"UE 7\n"``). So on a terminal, or when
    painting, the unfinished last line is held back until its newline or a flush (which
    every prompt does before waiting for a key), and each line goes to the terminal whole.
    A pipe or a file without color gets the text as it is written.
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
        self._whole_lines = color or self.on_terminal
        """Lines go out whole, to be painted or fitted to the terminal's width."""
        self._unfinished = ""
        """The text after the last newline, not yet on the terminal (when lines go whole)."""
        self._column = 0
        """On a terminal: the characters on the row the cursor is on (a prompt's)."""
        self._stopping = False
        """See :meth:`stopping`."""
        self._last_line = ""
        """The text after the last newline, painted or not: the prompt a key is awaited at."""

    def write(self, text: str) -> int:
        """Write ``text`` to both (on a terminal or when painting, in whole lines)."""
        self._copy.write(text)
        lines, newline, rest = text.rpartition("\n")
        self._last_line = rest if newline else self._last_line + text
        if self.output_closed:
            return len(text)
        if not self._whole_lines:
            self._guarded(self._terminal.write, text)
            return len(text)
        if newline:
            whole, self._unfinished = self._unfinished + lines + newline, rest
            self._guarded(self._terminal.write, self._shown(whole))
        else:
            self._unfinished += text
        return len(text)

    def flush(self) -> None:
        """Put the unfinished line (a prompt) on the terminal too, and flush it."""
        if self.output_closed:
            return
        if self._unfinished:
            unfinished, self._unfinished = self._unfinished, ""
            self._guarded(self._terminal.write, self._shown(unfinished))
        self._guarded(self._terminal.flush)

    def stopping(self) -> None:
        """The game is stopping and has its save to write: from now on a write that fails,
        for whatever reason, just ends the output, since nothing may cut the save short (a
        closed window fails every write)."""
        self._stopping = True

    def show_last_line_again(self) -> None:
        """Put the unfinished last line (the prompt awaiting a key) on the terminal again,
        below the shell's lines when a suspended game is continued. Only a terminal gets it,
        never the plain copy, nor a screen sent to a file or a pipe (keys may come from a
        terminal while the screen does not go to it): a file is not the shell's screen."""
        if self.output_closed or not self.on_terminal or not self._last_line:
            return
        self.flush()
        self._column = 0  # (the shell's last line ended with a newline)
        self._guarded(self._terminal.write, self._shown(self._last_line))
        self._guarded(self._terminal.flush)

    def _shown(self, text: str) -> str:
        """``text`` as the terminal gets it: fitted to the terminal's width, painted."""
        if self.on_terminal:
            text = self._fitted(text)
        if self._looks is not None:
            text = paint(text, self._looks)
        return text

    def _fitted(self, text: str) -> str:
        """``text`` with each line that does not fit on the terminal's row broken at spaces
        (a line goes on from the column a prompt left the cursor at)."""
        width = terminal_width(self._terminal) or sys.maxsize
        pieces = text.split("\n")
        for index, piece in enumerate(pieces):
            if index:
                self._column = 0
            if self._column + len(piece) <= width:
                self._column += len(piece)
            else:
                pieces[index] = self._broken(piece, width)
        return "\n".join(pieces)

    def _broken(self, piece: str, width: int) -> str:
        """A piece of a line too wide for the rest of its row, as rows of at most ``width``
        broken at spaces (not between a word and its number, nor inside a command); what
        follows a prompt on its row (its answer) starts the next row. A word (or a command)
        wider than the terminal gets a row of its own, which the terminal cuts where it
        must: a terminal joins its own cut rows again when they are copied, so the command
        in a resume hint still copies whole."""
        import textwrap  # noqa: PLC0415 (a millisecond at start-up; only a narrow terminal needs it)

        # Never broken: a name or a card from its number, a command, and a prompt's question
        # mark from the space it leaves for the answer (textwrap drops a space ending a row).
        words = piece.rstrip(" ")
        words = _bound(words) + NO_BREAK * (len(piece) - len(words))
        rows = textwrap.wrap(words, width, break_long_words=False, break_on_hyphens=False)
        rows = [row.replace(NO_BREAK, " ") for row in rows] or [""]
        start = "\n" if self._column else ""
        self._column = len(rows[-1])
        return start + "\n".join(rows)

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
        self._column = 0  # (the cursor goes home)
        # Home, erase the screen, erase the scrollback (xterm's 3J, which most terminals know).
        self._guarded(self._terminal.write, CLEAR + self._shown(text))

    def plain(self) -> str:
        """Everything written so far, without color."""
        return self._copy.getvalue()
