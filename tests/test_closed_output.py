"""A closed output (``uno-classic | head -5``) stops the program quietly, as it stops other
Unix tools: no traceback, no crash log, exit status 141, and the game saved."""

from __future__ import annotations

import errno
import io
import os
import shlex
import subprocess
import sys
from pathlib import Path

import pexpect
import pytest

from uno_classic import output
from uno_classic.output import OUTPUT_CLOSED_STATUS, OutputClosed, Screen
from uno_classic.play import play
from uno_classic.settings import Settings
from uno_classic.variants import Rules

from .streams import PipedKeys

PROGRAM = str(Path(sys.executable).parent / "uno-classic")


def through_head(command: str, keys: bytes, *, lines: int) -> subprocess.CompletedProcess[str]:
    """Run ``command | head -<lines>`` in bash, keys on its stdin; its status comes last."""
    script = f"{command} | head -{lines}; echo STATUS=${{PIPESTATUS[0]}}"
    return subprocess.run(
        ["bash", "-c", script], input=keys.decode(), capture_output=True, text=True, check=False
    )


def test_a_game_piped_into_head_stops_quietly_with_141_and_is_saved(private_state_home):
    # Enough keys for about 160 KB of screen, more than a pipe holds (64 KB): the game fills
    # the pipe and waits for head, so it meets the closed pipe however late head starts.
    # Head takes 40 lines: by then the game has accepted its first take (at line 21), so it
    # has an answer to save.
    keys = b"T" * 3000
    result = through_head(f"{shlex.quote(PROGRAM)} --seed 5 --no-color", keys, lines=40)
    lines = result.stdout.splitlines()
    assert lines[:2] == ["GAME NUMBER 5", "RULES: CLASSIC"]
    assert lines[20] == "SORT, PLAY OR TAKE (S/P/T)? T"
    assert len(lines) == 41
    assert lines[-1] == f"STATUS={OUTPUT_CLOSED_STATUS}"
    assert result.stderr == ""  # no traceback, no "Exception ignored" at exit
    assert sorted(p.name for p in private_state_home.iterdir()) == ["save-1.json"]  # no log

    resumed = subprocess.run(
        [PROGRAM, "--resume", "--no-color"], input="", capture_output=True, text=True, check=False
    )
    assert resumed.stdout.startswith("GAME NUMBER 5 RESUMED: ")
    assert resumed.returncode == 1  # the end of its (empty) input


def run_into_a_closed_pipe(args: list[str]) -> subprocess.CompletedProcess[str]:
    """Run the program with its output a pipe whose reading end is already closed, so its
    first write meets a closed pipe (no race with a reader that is still reading)."""
    read_end, write_end = os.pipe()
    os.close(read_end)
    try:
        return subprocess.run(
            [PROGRAM, *args], stdin=subprocess.DEVNULL, stdout=write_end,
            stderr=subprocess.PIPE, text=True, check=False,
        )  # fmt: skip
    finally:
        os.close(write_end)


def test_every_command_meeting_a_closed_output_stops_quietly_with_141(private_state_home):
    for args in (["simulate", "--games", "30", "--seed", "1"], ["rules"], ["--seed", "4"]):
        result = run_into_a_closed_pipe(args)
        assert (result.returncode, result.stderr) == (OUTPUT_CLOSED_STATUS, ""), args
    # No crash log, and no save: the game stopped before any answer.
    assert not private_state_home.exists()


def test_at_a_terminal_the_next_key_after_head_has_gone_stops_the_game(private_state_home):
    script = (
        f"stty -g; {shlex.quote(PROGRAM)} --seed 5 --delay 0 --no-color | head -27; "
        "echo STATUS=${PIPESTATUS[0]}; stty -g"
    )
    env = {**os.environ, "TERM": "xterm"}
    child = pexpect.spawn("bash", ["-c", script], env=env, encoding="utf-8", timeout=10)
    child.expect(r"(\S+)\r\n")
    settings_before = child.match.group(1)
    child.expect_exact("SPECIAL :\r\n")  # line 20; a sort (an answer) reaches line 27
    for _ in range(40):  # each key is echoed into the pipe; one of them meets it closed
        child.send("S")
        # The settings line: a key sent after the game ended may be echoed in front of it.
        ended = r"STATUS=(\d+)\r\n\S*?([0-9a-f]+(?::[0-9a-f]+){8,})\r\n"
        if child.expect([ended, pexpect.TIMEOUT], timeout=0.5) == 0:
            break
    assert int(child.match.group(1)) == OUTPUT_CLOSED_STATUS
    assert child.match.group(2) == settings_before, "terminal settings not restored"
    assert "Traceback" not in (child.before or "")
    child.expect(pexpect.EOF)
    assert (private_state_home / "save-1.json").exists()


class ClosingPipe(io.StringIO):
    """A stream whose reader goes away after ``limit`` characters."""

    def __init__(self, limit: int) -> None:
        super().__init__()
        self.limit = limit

    def write(self, text: str) -> int:
        if self.tell() + len(text) > self.limit:
            raise BrokenPipeError(32, "Broken pipe")
        return super().write(text)


def test_the_screen_raises_output_closed_once_then_swallows_everything():
    pipe = ClosingPipe(limit=5)
    screen = Screen(pipe, color=False)
    screen.write("ABC")
    try:
        screen.write("DEFGH")
    except OutputClosed:
        pass
    else:
        raise AssertionError("a closed pipe must raise OutputClosed")
    screen.write("more")  # nothing raised from here on
    screen.flush()
    assert pipe.getvalue() == "ABC"
    assert screen.plain() == "ABCDEFGHmore"


def test_a_closed_output_mid_game_saves_the_game_and_writes_no_crash_log(tmp_path: Path):
    status = play(
        Settings(7, Rules(players=3)),
        resume=False,
        record=None,
        color=False,
        state=tmp_path,
        stdin=PipedKeys(b"T" * 200),
        stdout=ClosingPipe(limit=2000),
    )
    assert status == OUTPUT_CLOSED_STATUS
    assert [p.name for p in tmp_path.iterdir()] == ["save-1.json"]


class WindowsClosedPipe(io.StringIO):
    def write(self, text: str) -> int:
        raise OSError(errno.EINVAL, "Invalid argument")


def test_on_windows_einval_from_a_write_is_a_closed_pipe(monkeypatch):
    monkeypatch.setattr(output, "WINDOWS", True)
    with pytest.raises(OutputClosed):
        Screen(WindowsClosedPipe(), color=False).write("X")
    monkeypatch.setattr(output, "WINDOWS", False)
    with pytest.raises(OSError, match="Invalid argument"):  # elsewhere, a real error
        Screen(WindowsClosedPipe(), color=False).write("X")
