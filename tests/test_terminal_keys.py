"""TerminalKeys on a real pseudo-terminal: one key per press without Enter, typeahead kept,
escape sequences dropped, Ctrl-C/Ctrl-D/Ctrl-Z handled, SIGHUP/SIGTERM (through
keys.signals_interrupt) ending the game, and the terminal's settings always given back
(keyboard play, the keys, the exit statuses).

Each test runs a small child program under pexpect. The child prints the terminal's settings
before and after its ``with`` block, one ``repr`` per key read, and how it ended.
"""

from __future__ import annotations

import os
import signal
import sys
import time
from collections.abc import Callable, Iterator
from pathlib import Path

import pexpect
import pytest

from uno_classic.keys import KeySource
from uno_classic.terminal import ESCAPE_TIMEOUT, TerminalKeys

pytestmark = pytest.mark.skipif(sys.platform == "win32", reason="needs a POSIX terminal")

REPO = Path(__file__).resolve().parent.parent

# argv[1]: seconds to pause before reading keys (0: no pause); argv[2]: seconds to be busy
# after that, neither pausing nor reading, as the game is while it prints. A SIGTSTP handler
# stands in for the shell's job control: it shows the settings the game left the terminal in
# when it suspended itself, and returns instead of stopping the child.
CHILD = """
import signal, sys, termios, time
from uno_classic.keys import EndOfInput, Interrupted, signals_interrupt
from uno_classic.terminal import TerminalKeys

def suspended(signum, frame):
    print('SUSPENDED', termios.tcgetattr(0), flush=True)

signal.signal(signal.SIGTSTP, suspended)
print('BEFORE', termios.tcgetattr(0), flush=True)
status = 0
try:
    with signals_interrupt(), TerminalKeys() as keys:
        print('READY', flush=True)
        if float(sys.argv[1]):
            keys.pause(float(sys.argv[1]))
            print('PAUSED', flush=True)
        time.sleep(float(sys.argv[2]))
        while True:
            print(repr(keys.read_key()), flush=True)
except Interrupted as interrupted:
    print('INTERRUPTED', interrupted.status, flush=True)
    status = interrupted.status
except EndOfInput:
    print('END OF INPUT', flush=True)
    status = 1
finally:
    print('AFTER', termios.tcgetattr(0), flush=True)
sys.exit(status)
"""


class Child:
    """The child program on its pseudo-terminal, with the settings it started with."""

    def __init__(self, pause: float, busy: float) -> None:
        self.process = pexpect.spawn(
            sys.executable,
            ["-c", CHILD, str(pause), str(busy)],
            cwd=str(REPO),
            env={**os.environ, "PYTHONIOENCODING": "utf-8"},
            encoding="utf-8",
            timeout=3,
        )
        self.process.expect(r"BEFORE ([^\r\n]*)\r\n")
        self.settings_before = self.process.match.group(1)
        self.process.expect_exact("READY\r\n")

    def send(self, keys: str | bytes) -> None:
        """Type ``keys`` at the terminal, all in one write (bytes as they are, text in
        UTF-8)."""
        os.write(self.process.child_fd, keys if isinstance(keys, bytes) else keys.encode())

    def expect_lines(self, *lines: str) -> str:
        """Wait for ``lines`` to be printed next, in order; return what came before them."""
        self.process.expect_exact("".join(line + "\r\n" for line in lines))
        return str(self.process.before)

    def expect_keys(self, *keys: str) -> None:
        """Wait for the child to have read exactly ``keys``, in order, and nothing between."""
        assert self.expect_lines(*map(repr, keys)) == ""

    def finish(self) -> int:
        """Wait for the child to end; check it gave the terminal's settings back, and return
        its exit status."""
        self.process.expect(r"AFTER ([^\r\n]*)\r\n")
        assert self.process.match.group(1) == self.settings_before
        self.process.expect(pexpect.EOF)
        self.process.wait()
        return int(self.process.exitstatus)


@pytest.fixture
def spawn() -> Iterator[Callable[..., Child]]:
    """Start children; any still running at the end of the test is hung up on."""
    children: list[Child] = []

    def start(pause: float = 0, busy: float = 0) -> Child:
        children.append(Child(pause, busy))
        return children[-1]

    yield start
    for child in children:
        child.process.ptyproc.delayafterclose = 0  # most have ended: no need to wait
        child.process.close(force=True)


@pytest.fixture
def child(spawn: Callable[..., Child]) -> Child:
    """A child that reads keys straight away."""
    return spawn()


def test_terminal_keys_are_an_interactive_key_source() -> None:
    keys: KeySource = TerminalKeys()  # mypy checks the protocol here
    assert keys.interactive


def test_a_single_key_is_read_at_once_without_enter(child: Child) -> None:
    child.send("s")
    child.expect_keys("s")
    child.send("\x04")
    child.expect_lines("END OF INPUT")
    assert child.finish() == 1


def test_keys_typed_ahead_come_out_one_by_one_in_order(child: Child) -> None:
    child.send("pr4y")
    child.expect_keys("p", "r", "4", "y")


def test_lower_case_digits_punctuation_and_non_ascii_letters_are_keys(child: Child) -> None:
    child.send("b7?é")
    child.expect_keys("b", "7", "?", "é")


def test_enter_tab_and_space_are_keys(child: Child) -> None:
    child.send("\r\t ")
    child.expect_keys("\n", "\t", " ")


def test_an_undecodable_byte_is_one_replacement_character(child: Child) -> None:
    child.send(b"\xffz")
    child.expect_keys("\ufffd", "z")


def test_arrows_function_keys_and_unknown_sequences_are_ignored(child: Child) -> None:
    child.send("\x1b[Aa\x1b[15~b\x1b[99~c\x1bOPd\x7f\x01e")
    child.expect_keys("a", "b", "c", "d", "e")


def test_a_lone_escape_is_ignored(child: Child) -> None:
    child.send("\x1b")
    # Only time tells a lone Esc from the start of a sequence (or from Alt+key).
    time.sleep(ESCAPE_TIMEOUT * 3)
    child.send("t")
    child.expect_keys("t")


def test_ctrl_c_interrupts_with_status_130_and_restores_the_terminal(child: Child) -> None:
    child.send("\x03")
    assert child.expect_lines("INTERRUPTED 130") == ""
    assert child.finish() == 130


def test_ctrl_c_overtakes_keys_typed_before_it(spawn: Callable[..., Child]) -> None:
    child = spawn(pause=0.2, busy=0.3)
    child.send("ab")  # read during the pause, and queued
    child.expect_lines("PAUSED")
    child.send("\x03")  # typed while the game is busy, after the queued keys
    assert child.expect_lines("INTERRUPTED 130") == ""
    assert child.finish() == 130


def test_ctrl_c_during_a_pause_interrupts_at_once(spawn: Callable[..., Child]) -> None:
    child = spawn(pause=5)
    started = time.monotonic()
    child.send("\x03")
    assert child.expect_lines("INTERRUPTED 130") == ""
    assert time.monotonic() - started < 2
    assert child.finish() == 130


def test_ctrl_d_ends_the_input_after_the_keys_typed_before_it(child: Child) -> None:
    child.send("ok\x04")
    child.expect_lines("'o'", "'k'", "END OF INPUT")
    assert child.finish() == 1


def test_keys_typed_during_a_pause_are_read_after_it(spawn: Callable[..., Child]) -> None:
    child = spawn(pause=0.5)
    started = time.monotonic()
    child.send("hi\x04")
    assert child.expect_lines("PAUSED") == ""
    assert time.monotonic() - started >= 0.4  # Ctrl-D did not cut the pause short
    child.expect_lines("'h'", "'i'", "END OF INPUT")
    assert child.finish() == 1


def test_ctrl_z_gives_the_shell_the_old_settings_and_raw_mode_comes_back(child: Child) -> None:
    child.send("\x1a")
    child.process.expect(r"SUSPENDED ([^\r\n]*)\r\n")
    assert child.process.match.group(1) == child.settings_before
    child.send("w")
    child.expect_keys("w")
    child.send("\x03")
    assert child.finish() == 130


@pytest.mark.parametrize(
    ("signum", "status"), [(signal.SIGTERM, 143), (signal.SIGHUP, 129), (signal.SIGINT, 130)]
)
def test_signals_end_the_game_with_their_status_and_restore_the_terminal(
    child: Child, signum: int, status: int
) -> None:
    child.process.kill(signum)
    assert child.expect_lines(f"INTERRUPTED {status}") == ""
    assert child.finish() == status
