"""Where keys come from: the KeySource interface, and keys read from a stream (a pipe).

A key is one character. Sources hand the console every character the player typed,
whitespace included (one prompt on a terminal needs Enter and Space), and never hand it
control characters or escape sequences (arrows, function keys, Esc), which are ignored
silently. The console decides which keys answer which prompt.

The terminal source lives in ``terminal.py`` so that a pipe never imports prompt_toolkit.
"""

from __future__ import annotations

import codecs
import contextlib
import signal
from collections.abc import Iterator
from types import FrameType
from typing import BinaryIO, Final, Protocol


class EndOfInput(Exception):
    """No more keys: the stream ended, or Ctrl-D was pressed on a terminal."""


HANGUP_STATUS: Final = 129
"""The exit status when the terminal itself went away (its window closed): 128 + SIGHUP,
what the signal that comes with it gives, whichever of the two the game meets first (a
read that finds the terminal gone, a write that fails on it, or the signal)."""


class Interrupted(BaseException):
    """The player (Ctrl-C) or the system (a signal) stopped the game; ``status`` is the exit
    status a shell gives it: 130 for Ctrl-C, 129 for SIGHUP, 143 for SIGTERM.

    Raised by a signal's handler wherever the program is, it is no :class:`Exception`
    (like :class:`KeyboardInterrupt`), so that no ``except Exception`` on its way (a
    strategy of one's own, a library) takes it for an error of its own and goes on."""

    def __init__(self, status: int) -> None:
        super().__init__(f"interrupted (exit status {status})")
        self.status = status


class KeySource(Protocol):
    """What the console needs from a keyboard or a pipe."""

    @property
    def interactive(self) -> bool:
        """A person at a terminal: pauses are worth making, and at PRESS ANY KEY any key
        (Enter and Space included) continues."""
        ...

    def read_key(self) -> str:
        """The next key, waiting for it. Raises :class:`EndOfInput` or :class:`Interrupted`."""
        ...

    def pause(self, seconds: float) -> None:
        """Wait so a person can follow the game. Keys typed meanwhile are kept for later
        reads; Ctrl-C still raises :class:`Interrupted` at once."""
        ...

    def discard_typed_ahead(self) -> None:
        """Forget the keys a person typed before now (a terminal), so that none of them
        answers the next prompt; Ctrl-C and Ctrl-D still count. Keys from a stream are a
        script, never discarded."""
        ...


ESC = "\x1b"


def is_control(char: str) -> bool:
    """C0 and C1 control characters and DEL, except the whitespace a key may be."""
    code = ord(char)
    return (code < 0x20 and char not in "\t\n\r") or 0x7F <= code <= 0x9F


def decoded_keys(chunks: Iterator[bytes]) -> Iterator[str]:
    """Characters of a UTF-8 byte stream, one undecodable byte becoming one U+FFFD, with
    escape sequences and control characters dropped.

    An escape sequence is Esc followed by ``[`` or ``O`` and then parameter characters up to
    a final letter or ``~`` (as arrows and function keys send), or Esc and one character.
    """
    decoder = codecs.getincrementaldecoder("utf-8")(errors="replace")
    state = "text"  # "esc": just after Esc; "csi": inside a CSI/SS3 sequence
    for chunk in chunks:
        for char in decoder.decode(chunk):
            if state == "esc":
                state = "csi" if char in "[O" else "text"
                continue
            if state == "csi":
                if "\x40" <= char <= "\x7e" and char not in "[;":
                    state = "text"
                continue
            if char == ESC:
                state = "esc"
            elif not is_control(char):
                yield char
    for char in decoder.decode(b"", final=True):
        if state == "text" and char != ESC and not is_control(char):
            yield char


class _IteratedKeys:
    """Keys taken one by one from an iterator: never interactive, never waiting."""

    interactive = False

    def __init__(self, keys: Iterator[str]) -> None:
        self._keys = keys

    def read_key(self) -> str:
        """The next key; :class:`EndOfInput` when there is none."""
        try:
            return next(self._keys)
        except StopIteration:
            raise EndOfInput from None

    def pause(self, seconds: float) -> None:
        """Scripted input never waits."""

    def discard_typed_ahead(self) -> None:
        """A script's keys are all meant: none is discarded."""


class StreamKeys(_IteratedKeys):
    """Keys read from a byte stream that is not a terminal: scripted play and replays."""

    def __init__(self, stream: BinaryIO) -> None:
        # read1 returns what has arrived instead of waiting for a full block, so a person
        # typing into a pipe gets an answer at once; plain read is the fallback.
        read = getattr(stream, "read1", stream.read)
        super().__init__(decoded_keys(iter(lambda: read(4096), b"")))


class ScriptedKeys(_IteratedKeys):
    """Keys from a string, so that a test can script a whole game. Only the tests use it: a
    resumed game's saved keys come through the console's ``ResumedKeys``, ahead of the live
    source."""

    def __init__(self, keys: str) -> None:
        super().__init__(iter(keys))


# The signals that stop a game, where the platform has them (Windows has no SIGHUP).
STOPPING_SIGNALS: tuple[signal.Signals, ...] = tuple(
    getattr(signal, name) for name in ("SIGINT", "SIGTERM", "SIGHUP") if hasattr(signal, name)
)


class _Stopping:
    """Whether the game is stopping: its session is over (or a signal ended it) and its save
    and recording are still to be written."""

    held = False


_stopping = _Stopping()


def hold_signals() -> None:
    """The game is stopping: from now until :func:`signals_interrupt` ends, SIGINT, SIGTERM
    and SIGHUP are ignored. Closing a window sends several (the shell passes its own SIGHUP
    on, the terminal hangs up), and a second one must not cut the save short."""
    _stopping.held = True


@contextlib.contextmanager
def signals_interrupt() -> Iterator[None]:
    """While the game runs, SIGINT, SIGTERM and SIGHUP raise :class:`Interrupted` with the
    status 128 + signal number (130, 143, 129), so every way out unwinds through the same
    ``finally`` blocks (terminal settings, saving) instead of killing the process.

    The first one raises; then the game is stopping (see :func:`hold_signals`) and the others
    are ignored, as they are after anything else stopped it, until this block ends: whatever
    ends a session calls :func:`hold_signals` before it saves. A game that stopped leaves
    ignored those whose default would kill the process: the process is about to exit with
    the status the game chose, which a late SIGHUP (a shell passing its own on) must not turn
    into a death by signal. Handlers of the program's own (Python's Ctrl-C) come back."""

    def stop(signum: int, frame: FrameType | None) -> None:
        if _stopping.held:
            return
        hold_signals()
        raise Interrupted(128 + signum)

    _stopping.held = False
    previous = {number: signal.signal(number, stop) for number in STOPPING_SIGNALS}
    try:
        yield
    finally:
        for number, handler in previous.items():
            stays_ignored = _stopping.held and handler == signal.SIG_DFL
            signal.signal(number, signal.SIG_IGN if stays_ignored else handler)
        _stopping.held = False
