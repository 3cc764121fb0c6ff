"""Watching a recorded game: its screen played again, cut into the steps a person waits at.

A recording's keys are played again as ``replay --check`` plays them, and the screen is cut
where the game at a terminal would wait: after each computer move, and before each key the
player pressed, so the prompt shows a moment before its answer. At a terminal each step
waits ``--delay`` seconds; any key goes on at once (held down, it runs through the game) and
Q stops. Through a pipe the steps are printed one after another, without waiting. Nothing
is saved and nothing is recorded: the game watched is a copy.
"""

from __future__ import annotations

import contextlib
from collections.abc import Sequence
from dataclasses import replace
from typing import Final, Protocol, TextIO

from .console import WHITESPACE, run_session
from .keys import EndOfInput, Interrupted, signals_interrupt
from .output import OutputClosed, Screen
from .play import RecordedKeys, keyboard_available
from .settings import Settings

WATCHING_NOTE: Final = "REPLAYING A RECORDED GAME: ANY KEY GOES ON AT ONCE, Q STOPS"
STOPPED_LINE: Final = "REPLAY STOPPED"
INTERRUPTED_LINE: Final = "REPLAY INTERRUPTED"
STOP_KEYS: Final = frozenset("qQ")


class Steps:
    """The screen of a game played again, kept in steps: :meth:`cut` ends one."""

    def __init__(self) -> None:
        self._done: list[str] = []
        self._current: list[str] = []

    def write(self, text: str, /) -> int:
        """Add to the current step."""
        self._current.append(text)
        return len(text)

    def flush(self) -> None:
        """Nothing to push out: the steps are shown once the game has been played again."""

    def cut(self) -> None:
        """End the current step here (a step with nothing in it is no step)."""
        if self._current:
            self._done.append("".join(self._current))
            self._current = []

    def steps(self) -> list[str]:
        """Every step, the last one too."""
        self.cut()
        return list(self._done)


class StepKeys(RecordedKeys):
    """A recording's keys, cutting the screen into steps where a person at a terminal would
    wait: at each pause the game makes after a computer move (which it makes only for an
    ``interactive`` source), and before each key.

    Whitespace is dropped: through a pipe every whitespace key is ignored, while an
    interactive source would take it at PRESS ANY KEY. So the screen is the one the
    recording's keys give through a pipe, which is what ``replay --check`` compares."""

    interactive = True

    def __init__(self, keys: bytes, status: int, screen: Steps) -> None:
        super().__init__(keys, status)
        self._screen = screen

    def read_key(self) -> str:
        """The next recorded key but whitespace, in a step of its own."""
        self._screen.cut()
        while (key := super().read_key()) in WHITESPACE:
            pass
        return key

    def pause(self, seconds: float) -> None:
        """A pause the game makes: the step ends here."""
        self._screen.cut()


def steps(options: Settings, keys: bytes, status: int) -> list[str]:
    """The screen that feeding ``keys`` through a pipe gives (the session ending the way
    ``status`` says it did), in the steps a person watching it waits at."""
    screen = Steps()
    # Any delay: with one the game pauses after a computer move, and StepKeys cuts there.
    run_session(replace(options, delay=1.0), StepKeys(keys, status, screen), screen)
    return screen.steps()


class Watcher(Protocol):
    """The keys of a person watching (:class:`~uno_classic.terminal.TerminalKeys`)."""

    def key_within(self, seconds: float) -> str | None:
        """A key typed within ``seconds``, or None."""
        ...


def show(parts: Sequence[str], out: Screen, keys: Watcher, delay: float) -> bool:
    """Show the steps, waiting ``delay`` seconds after each but the last, or until a key is
    pressed. False when Q stopped it."""
    for number, part in enumerate(parts):
        out.write(part)
        out.flush()
        if number < len(parts) - 1 and keys.key_within(delay) in STOP_KEYS:
            return False
    return True


def watch(parts: Sequence[str], out: Screen, *, delay: float, stdin: TextIO) -> int:
    """Show a recorded game's steps: paced at a terminal, where keys are read one at a time
    (see the module's docstring), else all at once. The exit status: 0 when it was shown to
    the end or stopped with Q or Ctrl-D, a signal's own status (130 for Ctrl-C), and 141
    when the output closed."""
    try:
        if not (delay > 0 and out.on_terminal and stdin.isatty() and keyboard_available()):
            out.write("".join(parts))
            out.flush()
            return 0
        return _watch_at_terminal(parts, out, delay=delay, stdin=stdin)
    except OutputClosed as closed:  # (129 when it was the terminal's window that closed)
        return closed.status


def _watch_at_terminal(parts: Sequence[str], out: Screen, *, delay: float, stdin: TextIO) -> int:
    """:func:`watch` where a person sits: its keys read one at a time, and a line on how it
    ended when it ended early."""
    from .terminal import TerminalKeys  # noqa: PLC0415 (prompt_toolkit: a tty only)

    try:
        with signals_interrupt(), TerminalKeys(stdin) as keys:
            out.write(WATCHING_NOTE + "\n")
            if show(parts, out, keys, delay):
                return 0
    except EndOfInput:  # Ctrl-D: enough, as Q
        pass
    except Interrupted as interruption:
        with contextlib.suppress(OutputClosed):  # a closed terminal sends SIGHUP too
            _last_line(out, INTERRUPTED_LINE)
        return interruption.status
    _last_line(out, STOPPED_LINE)
    return 0


def _last_line(out: Screen, line: str) -> None:
    """A line of its own after the game shown so far, which may end in a prompt."""
    start = "" if out.plain().endswith("\n") else "\n"
    out.write(f"{start}{line}\n")
    out.flush()
