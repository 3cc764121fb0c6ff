"""Close the terminal window on a game, the way a player does, and see whether it was saved.

Closing a window is not one signal: the terminal hangs up (reads end, writes fail with EIO),
the kernel sends SIGHUP to the shell that owns it, and an interactive shell sends SIGHUP on to
its jobs, the game among them, in whatever order the machine gets to them. So each try runs
an interactive ``bash`` in a pseudo-terminal, types the game's command line into it as a
player would, answers a few prompts, then closes the terminal's master side (what a terminal
emulator does with its window, and ``tmux kill-session`` with its pane), optionally sending
SIGHUP to the shell as well. This process is made the games' "child subreaper" (Linux), so
that the game, orphaned when its shell dies, is handed to it and its exit status can be read.

Then the game must have exited with 129 (as SIGHUP ends it, whichever part of the closing it
met first), the state folder must hold exactly one save, ``--resume`` must replay exactly
the answers that were given (``RESUMED: N KEYS REPLAYED``), and the record of games
(``uno-classic stats``) must hold the game, unfinished.

Scenarios (``--scenario``), each a moment a window may close at:
- ``prompt``: at the prompt after a sort and a take (the play-test's recipe, seed 84);
- ``computers``: while the computers move, during the pause after a move (``--delay 0.5``);
- ``hot-seat``: as the keyboard is handed over between two humans, right after the screen
  is cleared (the recap and PRESS ANY KEY TO SEE YOUR CARDS being written).

Usage::

    .venv/bin/python tools/window_close.py --tries 30             # every scenario, 30 each
    .venv/bin/python tools/window_close.py --tries 5 --scenario hot-seat --json

Prints a line per try and a summary (or one JSON object with ``--json``); exit status 1 when
any try lost its save, replayed other keys, or saw the game end otherwise.
"""

from __future__ import annotations

import argparse
import ctypes
import json
import os
import re
import signal
import subprocess
import sys
import tempfile
import time
from dataclasses import asdict, dataclass
from pathlib import Path

import pexpect

PROGRAM = str(Path(sys.executable).parent / "uno-classic")
MENU = "SORT, PLAY OR TAKE (S/P/T)? "
SEE_CARDS = "PRESS ANY KEY TO SEE YOUR CARDS? "
CLEAR = "\x1b[H\x1b[2J\x1b[3J"
"""What the screen gets as the keyboard is handed to another human."""
PR_SET_CHILD_SUBREAPER = 36


@dataclass(frozen=True)
class Scenario:
    """A game's command line, and the keys answered before the window closes."""

    args: str
    """The game's options (the state folder is given by the environment)."""
    steps: tuple[tuple[str, str], ...]
    """(text to wait for, key to send) in order; each key is an answer the game accepts."""
    last: str
    """What to wait for after the last key before closing."""


SCENARIOS = {
    "prompt": Scenario("--seed 84 --delay 0 --no-color", ((MENU, "S"), (MENU, "T")), MENU),
    "computers": Scenario(
        "--seed 84 --delay 0.5 --no-color", ((MENU, "S"), (MENU, "T")), "COMPUTER 1 "
    ),
    "hot-seat": Scenario(
        "--seed 84 --humans 2 --opponents 1 --delay 0 --no-color",
        ((SEE_CARDS, "x"), (MENU, "S"), (MENU, "T"), ("PLAY IT (Y/N)? ", "N")),
        CLEAR,  # HUMAN 2 kept the card; COMPUTER 1 moves; the screen clears for HUMAN 1
    ),
}


@dataclass
class Outcome:
    """What one try found."""

    scenario: str
    status: str
    """How the game ended: ``exit N``, ``signal NAME`` or ``unknown``."""
    saves: list[str]
    """The files in the state folder afterwards, but the record of games."""
    recorded: int | None
    """The unfinished games the record of games holds (None: it could not be read)."""
    replayed: int | None
    """The keys ``--resume`` replayed (None: nothing to resume)."""
    answered: int
    """The keys the game was given, each an answer it accepted."""

    seconds: float
    """From the window closing to the game gone."""

    @property
    def ok(self) -> bool:
        """Exactly one save (no half-written one), holding every answer, the game recorded
        unfinished, and the game ended with 129, as SIGHUP ends it (when its status could be
        read)."""
        return (
            self.saves == ["save-1.json"]
            and self.recorded == 1
            and self.replayed == self.answered
            and self.status in ("exit 129", "unknown")
        )


def become_subreaper() -> bool:
    """Adopt the orphans of our descendants (Linux), so that the game's status can be read
    once its shell has gone. False where the platform cannot."""
    if not sys.platform.startswith("linux"):
        return False
    libc = ctypes.CDLL(None, use_errno=True)
    return bool(libc.prctl(PR_SET_CHILD_SUBREAPER, 1, 0, 0, 0) == 0)


def children(pid: int) -> list[int]:
    """The processes whose parent is ``pid``."""
    path = Path(f"/proc/{pid}/task/{pid}/children")
    return [int(word) for word in path.read_text().split()]


def wait_for_exit(pid: int, timeout: float) -> str:
    """How the process ``pid`` ended, waiting up to ``timeout`` seconds for it to end. It is
    ours once its shell has gone (we are the subreaper); while the shell lives it is the
    shell's, and if the shell collected it, its status is ``unknown``: only the save tells."""
    deadline = time.monotonic() + timeout
    while time.monotonic() < deadline:
        try:
            done, status = os.waitpid(pid, os.WNOHANG)
        except ChildProcessError:
            if not Path(f"/proc/{pid}").exists():
                return "unknown"
            done = 0  # still the shell's child: running, or a zombie about to be collected
        if done:
            if os.WIFSIGNALED(status):
                return f"signal {signal.Signals(os.WTERMSIG(status)).name}"
            return f"exit {os.WEXITSTATUS(status)}"
        time.sleep(0.02)
    os.kill(pid, signal.SIGKILL)
    return "still running (killed)"


def replayed_keys(program: str, state: Path) -> int | None:
    """How many keys ``--resume`` replays from the state folder's newest save."""
    environment = {**os.environ, "XDG_STATE_HOME": str(state)}
    run = subprocess.run(
        [program, "--resume", "--delay", "0", "--no-color"],
        input=b"",
        capture_output=True,
        env=environment,
        check=False,
        timeout=30,
    )
    found = re.search(rb"RESUMED: (\d+) KEYS REPLAYED", run.stdout)
    return int(found.group(1)) if found else None


def unfinished_games(program: str, state: Path) -> int | None:
    """How many unfinished games ``uno-classic stats --json`` finds in the record."""
    environment = {**os.environ, "XDG_STATE_HOME": str(state)}
    run = subprocess.run(
        [program, "stats", "--json"],
        capture_output=True,
        env=environment,
        check=False,
        timeout=30,
    )
    if run.returncode != 0:
        return None
    record = json.loads(run.stdout)
    return sum(int(table["games"]) - int(table["finished"]) for table in record["tables"])


def close_window(
    name: str, *, program: str = PROGRAM, hangup_shell: bool = False, timeout: float = 20
) -> Outcome:
    """One try of scenario ``name`` in a fresh state folder."""
    scenario = SCENARIOS[name]
    with tempfile.TemporaryDirectory() as folder:
        state = Path(folder)
        environment = {
            **os.environ,
            "XDG_STATE_HOME": str(state),
            "TERM": "xterm",
            "PS1": "$ ",
            "HISTFILE": "",  # (an interactive shell would write its history into HOME)
            "PATH": f"{Path(program).parent}{os.pathsep}{os.environ.get('PATH', '')}",
        }
        environment.pop("PROMPT_COMMAND", None)
        shell = pexpect.spawn(
            "bash",
            ["--norc", "--noprofile", "-i"],
            env=environment,
            encoding="utf-8",
            timeout=timeout,
            dimensions=(24, 80),
        )
        shell.expect_exact("$ ")
        shell.sendline(f"{program} {scenario.args}")
        for wait, key in scenario.steps:
            shell.expect_exact(wait)
            shell.send(key)
        shell.expect_exact(scenario.last)
        (game,) = children(shell.pid)
        shell.ptyproc.fileobj.close()  # the window closes
        if hangup_shell:
            os.kill(shell.pid, signal.SIGHUP)
        closed = time.monotonic()
        status = wait_for_exit(game, timeout)
        seconds = time.monotonic() - closed
        deadline = time.monotonic() + timeout
        while shell.isalive() and time.monotonic() < deadline:
            time.sleep(0.02)
        folder_of_saves = state / "uno-classic"
        saves = (
            sorted(p.name for p in folder_of_saves.iterdir() if p.name != "record.sqlite3")
            if folder_of_saves.exists()
            else []
        )
        recorded = unfinished_games(program, state)
        replayed = replayed_keys(program, state) if saves else None
    return Outcome(name, status, saves, recorded, replayed, len(scenario.steps), seconds)


def main(argv: list[str] | None = None) -> int:
    """Run the tries; 1 when any of them lost the game."""
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--tries", type=int, default=10, help="tries per scenario")
    parser.add_argument("--scenario", choices=[*SCENARIOS, "all"], default="all")
    parser.add_argument("--program", default=PROGRAM, help="the uno-classic to run")
    parser.add_argument("--json", action="store_true", help="one JSON object, no lines")
    args = parser.parse_args(argv)
    subreaper = become_subreaper()
    names = list(SCENARIOS) if args.scenario == "all" else [args.scenario]
    outcomes = [
        close_window(name, program=args.program, hangup_shell=bool(attempt % 2))
        for name in names
        for attempt in range(args.tries)
    ]
    failed = [outcome for outcome in outcomes if not outcome.ok]
    if args.json:
        report = {"subreaper": subreaper, "outcomes": [asdict(o) for o in outcomes]}
        print(json.dumps(report))
    else:
        for outcome in outcomes:
            mark = "ok  " if outcome.ok else "LOST"
            print(
                f"{mark} {outcome.scenario:9} {outcome.status:16} saves={outcome.saves} "
                f"recorded={outcome.recorded} "
                f"replayed={outcome.replayed} of {outcome.answered} ({outcome.seconds:.2f} s)"
            )
        for name in names:
            tries = [o for o in outcomes if o.scenario == name]
            saved = sum(o.ok for o in tries)
            print(f"{name}: {saved} of {len(tries)} tries saved and resumed")
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
