"""The game in a real pseudo-terminal, as a player meets it (pexpect).

Each test runs ``uno-classic`` inside ``sh`` so the terminal's settings can be printed with
``stty -g`` before and after the game, and compared.
"""

from __future__ import annotations

import io
import os
import shlex
import subprocess
import sys
import time
from pathlib import Path

import pexpect
import pytest

PROGRAM = str(Path(sys.executable).parent / "uno-classic")
ARGS = "--seed 3 --opponents 2 --no-color"
MENU = "SORT, PLAY OR TAKE (S/P/T)? "

pytestmark = pytest.mark.skipif(not os.path.exists(PROGRAM), reason="uno-classic not installed")


def spawn(args: str = ARGS) -> pexpect.spawn:
    script = f"stty -g; {shlex.quote(PROGRAM)} {args}; echo STATUS=$?; stty -g"
    env = {**os.environ, "PYTHONIOENCODING": "utf-8", "TERM": "xterm"}
    env.pop("NO_COLOR", None)
    child = pexpect.spawn(
        "sh", ["-c", script], env=env, encoding="utf-8", timeout=10, dimensions=(40, 100)
    )
    child.expect(r"(\S+)\r\n")
    child.settings_before = child.match.group(1)
    return child


def finish(child: pexpect.spawn) -> int:
    child.expect(r"STATUS=(\d+)\r\n(\S+)\r\n")
    status = int(child.match.group(1))
    assert child.match.group(2) == child.settings_before, "terminal settings not restored"
    child.expect(pexpect.EOF)
    return status


def test_a_single_key_without_enter_answers_a_prompt():
    child = spawn(ARGS + " --delay 0")
    child.expect_exact(MENU)
    child.send("s")  # no Enter
    child.expect_exact("S\r\nRED     : 4\r\n")
    child.sendcontrol("c")
    assert finish(child) == 130


def test_keys_typed_ahead_are_all_answered_in_order():
    child = spawn(ARGS + " --delay 0")
    child.send("SPBSN")  # all at once, before the first prompt may even be shown
    child.expect_exact("PLAY BLUE SKIP (Y/N)? N\r\n")
    child.expect_exact(MENU)
    child.sendcontrol("d")
    assert finish(child) == 1


def test_ctrl_c_during_a_pause_leaves_at_once_with_status_130():
    child = spawn(ARGS + " --delay 5")  # COMPUTER 1 starts: a pause follows its move
    child.expect_exact("COMPUTER 1 PLAYS")
    started = time.monotonic()
    child.sendcontrol("c")
    assert finish(child) == 130
    assert time.monotonic() - started < 4  # did not sit out the 5 s pause


def test_ctrl_d_ends_the_game_with_status_1():
    child = spawn(ARGS + " --delay 0")
    child.expect_exact(MENU)
    child.sendcontrol("d")
    child.expect_exact("END OF INPUT")
    assert finish(child) == 1


def test_a_terminal_and_a_pipe_give_the_same_text_for_the_same_keys():
    keys = "SPR4PBSNX?PBSY"
    child = spawn(ARGS + " --delay 0")
    seen = io.StringIO()
    child.logfile_read = seen
    child.expect_exact(MENU)  # keys sent earlier would be echoed by the terminal itself
    child.send(keys)
    child.expect_exact("HUMAN PLAYS BLUE SKIP")
    child.expect_exact(MENU)  # the human's next turn: every key has been answered
    child.sendcontrol("d")  # end of input, as the end of a pipe
    assert finish(child) == 1
    shown = seen.getvalue().replace("\r\n", "\n")
    assert shown.startswith("GAME NUMBER 3\n")
    on_terminal = shown[: shown.index("STATUS=")]
    piped = subprocess.run(
        [PROGRAM, *shlex.split(ARGS)], input=keys.encode(), capture_output=True, check=False
    )
    assert piped.returncode == 1
    assert on_terminal == piped.stdout.decode()
