"""The record of games as a player at a real terminal meets it (pexpect): a game recorded at
its end, one stopped by Ctrl-C recorded unfinished and, resumed and finished, still one
game; a closed window; ``--no-stats``; ``stats --reset`` asking first.

Game 3 against one computer with a target of 50, the human taking at every turn and keeping
the card: the computer wins the first hand with 333 points, and so the game.
"""

from __future__ import annotations

import os
import sys
import time
from pathlib import Path

import pexpect
import pytest

from uno_classic import saves, stats

PROGRAM = str(Path(sys.executable).parent / "uno-classic")
GAME_3 = ["--seed", "3", "--opponents", "1", "--target", "50", "--delay", "0", "--no-color"]
MENU = "SORT, PLAY OR TAKE (S/P/T)? "

pytestmark = pytest.mark.skipif(sys.platform == "win32", reason="needs a pseudo-terminal")


def spawn(args: list[str]) -> pexpect.spawn:
    # (XDG_STATE_HOME is the test's private folder: conftest sets it for every test)
    env = {**os.environ, "PYTHONIOENCODING": "utf-8", "TERM": "xterm"}
    return pexpect.spawn(PROGRAM, args, env=env, encoding="utf-8", timeout=10)


def take_to_the_end(child: pexpect.spawn) -> None:
    """Take at every turn, keep every card taken, and answer N to PLAY AGAIN."""
    prompts = [MENU, "PLAY IT (Y/N)? ", "PLAY AGAIN (Y/N)? "]
    while True:
        answered = child.expect_exact(prompts)
        child.send("TNN"[answered])
        if answered == 2:
            child.expect(pexpect.EOF)
            child.wait()
            return


def gone(child: pexpect.spawn) -> int:
    """The exit status of a game whose terminal was closed."""
    deadline = time.monotonic() + 10
    while child.isalive() and time.monotonic() < deadline:
        time.sleep(0.05)
    status = child.exitstatus
    assert isinstance(status, int)
    return status


def test_a_game_at_a_terminal_is_recorded_at_its_end(private_state_home):
    child = spawn(GAME_3)
    take_to_the_end(child)
    assert child.exitstatus == 0
    [game] = stats.read(private_state_home)
    assert (game.number, game.rules, game.finished, game.winner) == (
        3,
        "CLASSIC + TARGET 50",
        True,
        1,
    )
    assert game.scores == (0, 333)
    listing = pexpect.run(f"{PROGRAM} stats", env=dict(os.environ), encoding="utf-8")
    assert "1 GAME PLAYED, 1 FINISHED\r\n" in listing
    assert "  COMPUTER 1          1          1      333\r\n" in listing


def test_ctrl_c_records_the_game_unfinished_and_resumed_it_stays_one_game(private_state_home):
    child = spawn(GAME_3)
    child.expect_exact(MENU)
    child.send("T")
    child.expect_exact(MENU)
    child.sendcontrol("c")
    child.expect_exact("TO CONTINUE THIS GAME: ")
    child.expect(pexpect.EOF)
    child.wait()
    assert child.exitstatus == 130
    [stopped] = stats.read(private_state_home)
    assert (stopped.finished, stopped.winner, stopped.hands) == (False, None, 1)
    assert stopped.key == saves.load(private_state_home / "save-1.json").record + "-1"

    again = spawn(["--resume", "--delay", "0", "--no-color"])
    again.expect_exact("GAME NUMBER 3 RESUMED")
    take_to_the_end(again)
    assert again.exitstatus == 0
    [finished] = stats.read(private_state_home)
    assert finished.key == stopped.key
    assert finished.started == stopped.started
    assert (finished.finished, finished.winner, finished.scores) == (True, 1, (0, 333))


def test_closing_the_window_records_the_game_unfinished(private_state_home):
    child = spawn(GAME_3)
    child.expect_exact(MENU)
    child.send("T")
    child.expect_exact(MENU)
    child.ptyproc.fileobj.close()  # the window goes: the terminal hangs up, SIGHUP follows
    assert gone(child) == 129
    [stopped] = stats.read(private_state_home)
    assert (stopped.finished, stopped.hands) == (False, 1)
    assert (private_state_home / "save-1.json").exists()


def test_no_stats_at_a_terminal_records_nothing(private_state_home):
    child = spawn([*GAME_3, "--no-stats"])
    take_to_the_end(child)
    assert child.exitstatus == 0
    assert not stats.path(private_state_home).exists()


@pytest.mark.parametrize(("answer", "left"), [("n", 1), ("y", 0)])
def test_reset_at_a_terminal_asks_first(answer, left, private_state_home):
    child = spawn(GAME_3)
    take_to_the_end(child)
    reset = spawn(["stats", "--reset"])
    reset.expect_exact("EMPTY THE RECORD OF YOUR GAMES? [y/N]: ")
    reset.sendline(answer)
    reset.expect_exact("THE RECORD IS KEPT" if answer == "n" else "THE RECORD IS EMPTY (1 GAME")
    reset.expect(pexpect.EOF)
    assert len(stats.read(private_state_home)) == left
