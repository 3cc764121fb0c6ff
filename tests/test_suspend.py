"""Ctrl-Z at a prompt, then ``fg``: the game in an interactive shell with job control, in a
real pseudo-terminal (pexpect), as a player meets it."""

from __future__ import annotations

import io
import os
import shlex
import sys
from pathlib import Path

import pexpect

from uno_classic.output import Screen

PROGRAM = str(Path(sys.executable).parent / "uno-classic")
MENU = "SORT, PLAY OR TAKE (S/P/T)? "
SHELL_PROMPT = "READY$ "


def interactive_shell() -> pexpect.spawn:
    """``bash`` as a player's shell: interactive, so it has job control (Ctrl-Z stops the
    game and ``fg`` continues it), without the user's start-up files."""
    env = {**os.environ, "PS1": SHELL_PROMPT, "TERM": "xterm", "PYTHONIOENCODING": "utf-8"}
    env["HISTFILE"] = ""  # no history written into HOME
    env.pop("NO_COLOR", None)
    shell = pexpect.spawn(
        "bash", ["--norc", "--noprofile", "-i"], env=env, encoding="utf-8", timeout=10
    )
    shell.expect_exact(SHELL_PROMPT)
    return shell


def test_after_ctrl_z_and_fg_the_pending_prompt_is_shown_again_and_a_key_answers_it():
    shell = interactive_shell()
    shell.sendline(f"{shlex.quote(PROGRAM)} --seed 3 --opponents 2 --no-color --delay 0")
    shell.expect_exact(MENU)
    shell.sendcontrol("z")
    shell.expect(r"Stopped")
    shell.expect_exact(SHELL_PROMPT)  # the shell has the terminal
    shell.sendline("fg")
    shell.expect_exact("--delay 0\r\n")  # bash names the job it continues
    shell.expect_exact(MENU)  # the question that was waiting, on its own line again
    shell.send("s")  # answered at once: raw mode is back
    shell.expect_exact("S\r\nRED     : 4\r\n")
    shell.expect_exact(MENU)
    shell.sendcontrol("c")
    shell.expect_exact("GAME INTERRUPTED")
    shell.expect_exact(SHELL_PROMPT)
    shell.sendline("exit")
    shell.expect(pexpect.EOF)


class Terminal(io.StringIO):
    def isatty(self) -> bool:
        return True


def test_the_last_line_is_shown_again_on_the_terminal_only_painted_as_it_was():
    terminal = Terminal()
    screen = Screen(terminal, color=True)
    screen.write("COLOR IS NOW BL")  # a prompt may come in several writes
    screen.write("UE\nPLAY BLUE 7 ")
    screen.write("(Y/N)? ")
    screen.flush()
    before = terminal.getvalue()
    screen.show_last_line_again()
    assert terminal.getvalue() == before + "PLAY \x1b[34mBLUE\x1b[0m 7 (Y/N)? "
    assert screen.plain() == "COLOR IS NOW BLUE\nPLAY BLUE 7 (Y/N)? "  # a pipe's bytes


def test_nothing_is_shown_again_when_no_line_is_waiting():
    terminal = Terminal()
    screen = Screen(terminal, color=False)
    screen.write("COMPUTER 1 PLAYS RED 4\n")  # suspended during a computer's move
    screen.show_last_line_again()
    assert terminal.getvalue() == "COMPUTER 1 PLAYS RED 4\n"


def test_a_screen_sent_to_a_file_gets_no_prompt_again():
    # `uno-classic > game.txt` at a terminal: keys from the terminal, the screen to a file.
    # Ctrl-Z and fg there must not write the prompt into the file a second time.
    file = io.StringIO()  # not a terminal
    screen = Screen(file, color=False)
    screen.write("SORT, PLAY OR TAKE (S/P/T)? ")
    screen.flush()
    screen.show_last_line_again()
    assert file.getvalue() == "SORT, PLAY OR TAKE (S/P/T)? "
