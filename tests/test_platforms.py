"""Where POSIX-only pieces are missing (Windows has no SIGHUP, no termios and no
pthread_sigmask), the program still imports, plays from a pipe, simulates, and at a
terminal reads keys a line at a time. Checked by hiding those pieces from a fresh
interpreter before it imports the game."""

from __future__ import annotations

import os
import subprocess
import sys

import pexpect

from uno_classic.play import LINE_MODE_NOTE

HIDE_SIGNALS = """
import signal, sys
for name in ("SIGHUP", "SIGTSTP", "SIGQUIT", "pthread_sigmask"):
    if hasattr(signal, name):
        delattr(signal, name)
"""
# termios is hidden only where click is not asked to draw: click's progress bar picks its
# Windows code by sys.platform, which this check cannot change.
HIDE_POSIX = (
    HIDE_SIGNALS
    + """
sys.modules["termios"] = None  # import termios now fails, as on Windows
sys.modules["tty"] = None
"""
)


def run_hidden(
    code: str, stdin: str = "", hide: str = HIDE_POSIX
) -> subprocess.CompletedProcess[str]:
    return subprocess.run(
        [sys.executable, "-c", hide + code],
        input=stdin,
        capture_output=True,
        text=True,
        check=False,
        env={**os.environ, "NO_COLOR": "1"},
    )


def test_without_posix_signals_the_game_imports_and_plays_from_a_pipe():
    result = run_hidden(
        "import signal; assert not hasattr(signal, 'SIGHUP')\n"
        "from uno_classic.cli import main\n"
        "main(['--seed', '3', '--opponents', '2'])\n",
        stdin="S",
    )
    assert result.returncode == 1, result.stderr
    assert "SORT, PLAY OR TAKE (S/P/T)? S\nRED     : 4" in result.stdout
    assert "END OF INPUT: THE GAME STOPS HERE" in result.stdout
    assert result.stderr == ""


def test_without_posix_signals_simulate_runs():
    result = run_hidden(
        "from uno_classic.cli import main\nmain(['simulate', '--games', '5', '--seed', '1'])\n",
        hide=HIDE_SIGNALS,
    )
    assert result.returncode == 0, result.stderr
    assert "4 players, 5 games to 500 points, seed 1" in result.stdout


def test_without_termios_a_terminal_is_read_a_line_at_a_time():
    code = "from uno_classic.cli import main\nmain(['--seed', '3', '--opponents', '2'])\n"
    env = {**os.environ, "TERM": "xterm", "NO_COLOR": "1"}
    child = pexpect.spawn(
        sys.executable, ["-c", HIDE_POSIX + code], env=env, encoding="utf-8", timeout=10
    )
    child.expect_exact(LINE_MODE_NOTE)
    child.expect_exact("SORT, PLAY OR TAKE (S/P/T)? ")
    child.send("S\r")  # the key, then Enter: the line arrives whole
    child.expect_exact("RED     : 4")
    child.sendcontrol("c")
    child.expect_exact("GAME INTERRUPTED")
    child.expect(pexpect.EOF)
    child.close()
    assert child.exitstatus == 130
