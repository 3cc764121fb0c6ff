"""Keys read one keypress at a time from a terminal, through prompt_toolkit.

A single keypress answers a prompt, so the terminal is held in raw mode for the whole
session. Ctrl-C, SIGHUP and SIGTERM end the game with their own exit statuses: Ctrl-C (no
longer a signal in raw mode) raises :class:`~uno_classic.keys.Interrupted` here, and
:func:`uno_classic.keys.signals_interrupt` turns the signals into the same exception, which
unwinds through the ``with`` block that restores the terminal. Only prompt_toolkit's input
side is used: the game prints its own plain lines.
"""

from __future__ import annotations

import os
import select
import signal
import sys
import time
from collections import deque
from collections.abc import Callable, Iterable, Iterator
from contextlib import AbstractContextManager, contextmanager
from types import TracebackType
from typing import TextIO

import click
from prompt_toolkit.input import Input, create_input
from prompt_toolkit.key_binding import KeyPress
from prompt_toolkit.keys import Keys

from uno_classic.keys import HANGUP_STATUS, STOPPING_SIGNALS, EndOfInput, Interrupted, is_control

# Ctrl-C ends the game with the exit status a shell gives it: 128 + SIGINT.
CTRL_C_STATUS = 130

# How long a lone Esc may wait for the rest of an escape sequence. Terminals send a sequence
# in one write, so this only has to cover a slow link; prompt_toolkit waits as long as it is
# told to, so the reader has to flush the parser itself.
ESCAPE_TIMEOUT = 0.1

# Stands in the queue for Ctrl-D, so that keys typed before it are still read first.
_END_OF_INPUT = "\x04"

# The keys prompt_toolkit names but the game takes as characters: Enter (Ctrl-M in raw mode,
# Ctrl-J when typed as such) and Tab.
_WHITESPACE_KEYS = {Keys.ControlM: "\n", Keys.ControlJ: "\n", Keys.ControlI: "\t"}

# An undecodable byte reaches us as a lone surrogate (prompt_toolkit decodes with
# "surrogateescape"); it becomes U+FFFD as it does in a stream.
_SURROGATES = range(0xD800, 0xE000)


@contextmanager
def _signals_held() -> Iterator[None]:
    """Hold back the signals that raise :class:`Interrupted` while the terminal's settings
    change, so that an exception never lands between raw mode and the record of how to leave
    it. A signal that arrives meanwhile is delivered (and raises) when this block ends."""
    previous = signal.pthread_sigmask(signal.SIG_BLOCK, STOPPING_SIGNALS)
    try:
        yield
    finally:
        signal.pthread_sigmask(signal.SIG_SETMASK, previous)


class TerminalKeys:
    """Keys of a person at a terminal, each read as it is pressed, without Enter.

    A context manager: entering puts the terminal in raw mode (no echo, no line editing, no
    signals from Ctrl-C or Ctrl-Z), leaving restores its settings whatever the way out. Raw
    mode means this class does what the terminal's line discipline would have done: Ctrl-C
    interrupts, Ctrl-D ends the input, Ctrl-Z suspends the process.

    Keys typed ahead (several at once, or during a pause) are queued and handed out in
    order; Ctrl-C does not queue but interrupts as soon as it is read, as it would in a
    shell.

    ``on_continue`` runs when a suspended game is continued (``fg``): the shell has written
    its lines under the screen meanwhile, and whoever writes the screen may want to show
    the question that is waiting for a key again. The keys know no screen themselves.
    """

    interactive = True

    def __init__(
        self, stdin: TextIO | None = None, *, on_continue: Callable[[], None] = lambda: None
    ) -> None:
        self._stdin = stdin
        self._on_continue = on_continue
        self._input: Input | None = None
        self._raw_mode: AbstractContextManager[None] | None = None
        self._keys: deque[str] = deque()
        # True when prompt_toolkit's parser may be holding the start of an escape sequence
        # (a lone Esc so far), which only a flush after a quiet moment lets go of.
        self._unflushed = False

    def __enter__(self) -> TerminalKeys:
        with _signals_held():
            self._input = create_input(self._stdin)
            self._enter_raw_mode()
        return self

    def __exit__(
        self,
        exc_type: type[BaseException] | None,
        exc: BaseException | None,
        traceback: TracebackType | None,
    ) -> None:
        with _signals_held():
            self._leave_raw_mode()

    def _enter_raw_mode(self) -> None:
        """Raw mode, remembering the settings it replaced so that leaving restores them."""
        raw_mode = self._terminal.raw_mode()
        raw_mode.__enter__()
        self._raw_mode = raw_mode

    def _leave_raw_mode(self) -> None:
        """Back to the settings from before raw mode, at most once per entering."""
        raw_mode, self._raw_mode = self._raw_mode, None
        if raw_mode is not None:
            raw_mode.__exit__(None, None, None)

    @property
    def _terminal(self) -> Input:
        """The prompt_toolkit input, which exists only inside the ``with`` block."""
        if self._input is None:
            raise RuntimeError("TerminalKeys is used outside its with-block")
        return self._input

    def read_key(self) -> str:
        """The next key, waiting for it as long as it takes.

        Raises :class:`Interrupted` at Ctrl-C, even when keys typed before it are still
        queued, or (status 129) once the keys typed before the terminal hung up have been
        read, and :class:`EndOfInput` when the keys before Ctrl-D have been read.
        """
        self._take_input(timeout=0)  # a Ctrl-C already typed overtakes the queue
        while not self._keys:
            self._take_input(timeout=None)
        key = self._keys.popleft()
        if key == _END_OF_INPUT:
            raise EndOfInput
        return key

    def pause(self, seconds: float) -> None:
        """Wait ``seconds`` so a person can follow the game, keeping the keys typed meanwhile
        for later reads; Ctrl-C raises :class:`Interrupted` at once."""
        deadline = time.monotonic() + seconds
        while not self._terminal.closed and (left := deadline - time.monotonic()) > 0:
            self._take_input(timeout=left)

    def key_within(self, seconds: float) -> str | None:
        """The next key if one was typed before or comes within ``seconds``, else None: a
        wait that a key cuts short. Ctrl-C and Ctrl-D as in :meth:`read_key`."""
        deadline = time.monotonic() + seconds
        self._take_input(timeout=0)
        while not self._keys and (left := deadline - time.monotonic()) > 0:
            self._take_input(timeout=left)
        return self.read_key() if self._keys else None

    def discard_typed_ahead(self) -> None:
        """Forget the keys typed so far but Ctrl-D (Ctrl-C interrupts as it is read)."""
        self._take_input(timeout=0)
        ended = _END_OF_INPUT in self._keys
        self._keys.clear()
        if ended:
            self._keys.append(_END_OF_INPUT)

    def _take_input(self, *, timeout: float | None) -> None:
        """Wait up to ``timeout`` seconds (``None``: for ever) for the terminal to be
        readable, and queue the keys it brings. Returns early after a quiet moment to flush
        a lone Esc, so callers loop until they have what they wait for."""
        terminal = self._terminal
        if terminal.closed:
            # The terminal hung up (its window closed): nothing more will come, and waiting
            # would spin. Once the keys typed before are read, the game stops as SIGHUP,
            # which comes with a hang-up, stops it: whichever it meets first, the same way.
            if not self._keys:
                raise Interrupted(HANGUP_STATUS)
            return
        wait = timeout
        if self._unflushed:
            wait = ESCAPE_TIMEOUT if timeout is None else min(timeout, ESCAPE_TIMEOUT)
        readable, _, _ = select.select([terminal.fileno()], [], [], wait)
        if readable:
            self._unflushed = True
            self._queue(terminal.read_keys())
        elif self._unflushed:
            self._unflushed = False
            self._queue(terminal.flush_keys())

    def _queue(self, presses: Iterable[KeyPress]) -> None:
        """Queue the keys among ``presses`` that are keys to the game, and act on
        Ctrl-C, Ctrl-D and Ctrl-Z as the terminal would have outside raw mode.

        prompt_toolkit names the escape sequences it knows (arrows, function keys) and hands
        an unknown one over as Esc followed by its characters, and Alt+key as Esc followed by
        the key; those characters are dropped the way ``keys.decoded_keys`` drops them in a
        stream, so the same bytes give the same keys from a terminal or a pipe.
        """
        state = "text"  # "esc": just after Esc; "csi": inside a CSI/SS3 sequence
        for press in presses:
            key = press.key
            if isinstance(key, Keys):
                state = "esc" if key == Keys.Escape else "text"
                self._queue_named_key(key)
            elif state == "esc":
                state = "csi" if key in "[O" else "text"
            elif state == "csi":
                if "\x40" <= key <= "\x7e" and key != "[":
                    state = "text"
            elif ord(key) in _SURROGATES:
                self._keys.append("\ufffd")
            elif not is_control(key):
                self._keys.append(key)

    def _queue_named_key(self, key: Keys) -> None:
        """Act on a key prompt_toolkit names: whitespace is queued as its character,
        Ctrl-C/D/Z do their job, and the rest (Esc, arrows, function keys, other control
        keys) is ignored silently."""
        if key == Keys.ControlC:
            raise Interrupted(CTRL_C_STATUS)
        if key == Keys.ControlD:
            self._keys.append(_END_OF_INPUT)
        elif key == Keys.ControlZ:
            self._suspend()
        elif key in _WHITESPACE_KEYS:
            self._keys.append(_WHITESPACE_KEYS[key])

    def page(self, text: str) -> None:
        """Show ``text`` through the player's pager (PAGER, or less), as ``uno-classic
        rules`` does at a terminal: the terminal is as it was before the game while the
        pager reads its keys, and in raw mode again after. Ctrl-C there is the pager's (as
        it is under ``uno-classic rules``), not the game's: the game would stop and leave
        the pager on the terminal."""
        with self._outside_raw_mode():
            previous = signal.signal(signal.SIGINT, lambda signum, frame: None)
            try:
                click.echo_via_pager(text)
            finally:
                signal.signal(signal.SIGINT, previous)

    @contextmanager
    def _outside_raw_mode(self) -> Iterator[None]:
        """The terminal's settings from before the game for the block (a shell or a pager
        has the terminal), raw mode again after it."""
        with _signals_held():
            self._leave_raw_mode()
        try:
            sys.stdout.flush()
            yield
        finally:
            with _signals_held():
                self._enter_raw_mode()

    def _suspend(self) -> None:
        """Stop the process like a shell job at Ctrl-Z: the shell gets the terminal back as it
        was before the game, and the game gets raw mode back when it is continued, then
        ``on_continue`` runs."""
        with self._outside_raw_mode():
            os.kill(os.getpid(), signal.SIGTSTP)
        self._on_continue()
