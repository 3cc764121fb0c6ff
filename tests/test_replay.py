"""``uno-classic replay``: watching a recorded game, and ``--check``, which replays recordings
and compares them with the screen they hold.

Watching through a pipe prints the session's screen at once (click's CliRunner); at a
terminal it waits at every step, any key goes on at once and Q stops (a real
pseudo-terminal, pexpect). Watching writes nothing: no save, no recording.
"""

from __future__ import annotations

import errno
import io
import os
import shlex
import subprocess
import sys
import time
from pathlib import Path

import pexpect
import pytest
from click.testing import CliRunner, Result

from uno_classic.cli import main, transcript_options
from uno_classic.output import Screen
from uno_classic.transcript import Transcript
from uno_classic.watch import steps, watch

PROGRAM = str(Path(sys.executable).parent / "uno-classic")
TRANSCRIPTS = Path(__file__).resolve().parent.parent / "transcripts"
GAME = "--seed 3 --opponents 2"
KEYS = b"PBSY"
"""A short recorded game: the human plays its BLUE SKIP, and the keys end at its next turn."""

STEPS = [
    "GAME NUMBER 3\nRULES: CLASSIC\nHAND 1: COMPUTER 1 STARTS\n"
    "SCORES: HUMAN 0   COMPUTER 1 0   COMPUTER 2 0\nSHUFFLING AND DEALING\n"
    "FIRST CARD: BLUE 9\nCOMPUTER 1 PLAYS BLUE 6\n",
    "COMPUTER 2 PLAYS BLUE 7\n",
    "TOP CARD: BLUE 7   COLOR: BLUE\nCOMPUTER 1: 6 CARDS   COMPUTER 2: 6 CARDS\n"
    "DIRECTION: CLOCKWISE, NEXT AFTER YOU: COMPUTER 1\nHUMAN PLAYS\nRED     : 4\n"
    "YELLOW  : 8 1\nGREEN   : 7 1 0\nBLUE    : S\nSPECIAL :\nSORT, PLAY OR TAKE (S/P/T)? ",
    "P\nCOLOR (R/Y/G/B/S)? ",
    "B\nCARD (0-9/S/D/R)? ",
    "S\nPLAY BLUE SKIP (Y/N)? ",
    "Y\nHUMAN PLAYS BLUE SKIP\nCOMPUTER 1 IS SKIPPED\nCOMPUTER 2 PLAYS BLUE 5\n",
    "TOP CARD: BLUE 5   COLOR: BLUE\nCOMPUTER 1: 6 CARDS   COMPUTER 2: 5 CARDS\n"
    "DIRECTION: CLOCKWISE, NEXT AFTER YOU: COMPUTER 1\nHUMAN PLAYS\nRED     : 4\n"
    "YELLOW  : 8 1\nGREEN   : 7 1 0\nBLUE    :\nSPECIAL :\nSORT, PLAY OR TAKE (S/P/T)? ",
    "\nEND OF INPUT: THE GAME STOPS HERE\n",
]
"""That game's screen in the steps a person watching it waits at: after each computer move
(the pause the game makes at a terminal), and before each key the human pressed."""


def run(*args: str) -> Result:
    return CliRunner().invoke(main, list(args))


def record(folder: Path, name: str = "game.txt") -> Path:
    """The short game above, recorded from a pipe (where it stops at the end of its keys,
    and is saved: in a state folder of its own)."""
    path = folder / name
    played = subprocess.run(
        [PROGRAM, *shlex.split(GAME), "--record", str(path)],
        input=KEYS,
        capture_output=True,
        check=False,
        env={**os.environ, "XDG_STATE_HOME": str(folder / f"{name}-state")},
    )
    assert played.returncode == 1, played.stderr
    return path


def nothing_saved(state: Path) -> bool:
    """No save, crash log or anything else in the state folder."""
    return not state.exists() or not any(state.iterdir())


# --------------------------------------------------------------------------- through a pipe


def test_the_recorded_game_is_shown_in_steps_where_a_watcher_waits(tmp_path):
    recording = Transcript.load(record(tmp_path))
    assert "".join(STEPS) == recording.screen  # the steps, written out by hand above, are it
    assert steps(transcript_options(recording), recording.keys, recording.status) == STEPS


def test_watching_through_a_pipe_prints_the_screen_at_once_and_saves_nothing(
    tmp_path, private_state_home
):
    path = record(tmp_path)
    held = path.read_bytes()
    started = time.monotonic()
    watched = run("replay", "--delay", "5", str(path))  # no waiting, whatever the delay
    assert time.monotonic() - started < 4
    assert (watched.exit_code, watched.stdout, watched.stderr) == (0, "".join(STEPS), "")
    assert path.read_bytes() == held
    assert nothing_saved(private_state_home)


@pytest.mark.parametrize("path", sorted(TRANSCRIPTS.glob("*.txt")), ids=lambda path: path.stem)
def test_watching_a_golden_through_a_pipe_prints_its_screen(path, private_state_home):
    """Every golden (several humans and their PRESS ANY KEY prompts, a second game, the
    rule options) is shown as it holds it: cutting it into steps changes nothing."""
    watched = run("replay", str(path))
    assert watched.exit_code == 0
    assert watched.stdout == Transcript.load(path).screen
    assert nothing_saved(private_state_home)


def test_whitespace_in_a_recording_is_ignored_as_a_pipe_ignores_it(tmp_path):
    """Through a pipe whitespace answers nothing, not even PRESS ANY KEY (at a terminal it
    would: a recording of one holds a '.' there). A recording written by hand with a space
    before the '.' is shown as a pipe plays it: the '.' sees the cards, S sorts them."""
    args = "--seed 17 --humans 2 --opponents 0 --target 100"
    path = tmp_path / "spaced.txt"
    path.write_text(f"$ uno-classic {args}\nkeys: \\n .S\nstatus: 1\n---\n")
    watched = run("replay", str(path))
    assert watched.exit_code == 0
    piped = subprocess.run(
        [PROGRAM, *shlex.split(args)],
        input=b"\n .S",
        capture_output=True,
        check=False,
        env={**os.environ, "XDG_STATE_HOME": str(tmp_path / "state")},
    )
    assert watched.stdout == piped.stdout.decode().rsplit("TO CONTINUE", 1)[0]
    assert "HUMAN 1: PRESS ANY KEY TO SEE YOUR CARDS? \nTOP CARD: " in watched.stdout
    assert "SORT, PLAY OR TAKE (S/P/T)? S\nRED     : 4 7\n" in watched.stdout


def test_watching_a_recording_of_a_game_stopped_by_ctrl_c_shows_how_it_stopped(tmp_path):
    path = record(tmp_path)
    recording = Transcript.load(path)
    # Stopped by Ctrl-C at the card of its play (the screen it holds is not what is shown:
    # its keys are played again).
    path.write_text(Transcript(recording.args, b"PB", 130, "").text())
    watched = run("replay", str(path))
    assert watched.exit_code == 0  # shown to the end, however the game it shows ended
    assert watched.stdout == "".join(STEPS[:5]) + "\nGAME INTERRUPTED\n"


def test_watching_into_an_output_that_closes_stops_quietly_with_status_141():
    """``uno-classic replay FILE | head -3``: the reader has gone, which is no error."""

    class Closed(io.StringIO):
        def write(self, text: str) -> int:
            raise BrokenPipeError(errno.EPIPE, "Broken pipe")

    shown = watch(STEPS, Screen(Closed(), color=False), delay=0.4, stdin=io.StringIO())
    assert shown == 141


@pytest.mark.parametrize(
    ("content", "problem"),
    [
        (None, "No such file or directory"),
        ("", "not a recording: the header is missing or cut short"),
        ("hello\nworld\nagain\n---\n", "not a recording: the first line is not '$ uno-classic"),
        ("$ uno-classic --opponents 2\nkeys: P\nstatus: 1\n---\n", "has no --seed"),
    ],
)
def test_watching_a_missing_or_foreign_file_is_one_line_and_status_2(tmp_path, content, problem):
    path = tmp_path / "t.txt"
    if content is not None:
        path.write_text(content)
    watched = run("replay", str(path))
    assert watched.exit_code == 2
    assert watched.stdout == ""
    assert watched.stderr.startswith(f"{path}: cannot replay: ")
    assert problem in watched.stderr and watched.stderr.count("\n") == 1


def test_one_file_is_watched_at_a_time(tmp_path):
    path = record(tmp_path)
    watched = run("replay", str(path), str(path))
    assert watched.exit_code == 2
    assert "give one FILE to watch" in watched.stderr and "--check" in watched.stderr


def test_replay_help_speaks_to_players():
    shown = run("replay", "--help")
    assert shown.exit_code == 0
    text = " ".join(shown.stdout.split())
    for said in ("Watch a recorded game", "any key", "Q stops", "--check", "--delay"):
        assert said in text, said
    assert "commit" not in text.lower()


# --------------------------------------------------------------------------- --check


def test_check_says_matches_for_each_good_file_and_exits_0(tmp_path):
    first, second = record(tmp_path, "a.txt"), record(tmp_path, "b.txt")
    checked = run("replay", "--check", str(first), str(second))
    assert (checked.exit_code, checked.stdout) == (0, f"{first}: matches\n{second}: matches\n")


def test_check_shows_how_a_changed_file_differs_and_exits_1(tmp_path):
    good, changed = record(tmp_path, "a.txt"), record(tmp_path, "b.txt")
    changed.write_text(changed.read_text().replace("COMPUTER 1 IS SKIPPED", "COMPUTER 1 NAPS"))
    checked = run("replay", "--check", str(good), str(changed))
    assert checked.exit_code == 1
    assert checked.stdout.startswith(f"{good}: matches\n{changed}: differs\n")
    assert "\n-COMPUTER 1 NAPS\n+COMPUTER 1 IS SKIPPED\n" in checked.stdout


def test_check_gives_one_line_for_each_bad_file_and_exits_2(tmp_path):
    good = record(tmp_path)
    foreign = tmp_path / "notes.txt"
    foreign.write_text("shopping list\n")
    missing = tmp_path / "missing.txt"
    checked = run("replay", "--check", str(missing), str(good), str(foreign))
    assert checked.exit_code == 2
    assert checked.stdout == f"{good}: matches\n"
    lines = checked.stderr.splitlines()
    assert [line.split(": cannot replay: ")[0] for line in lines] == [str(missing), str(foreign)]


def test_update_goes_with_check(tmp_path):
    path = record(tmp_path)
    updated = run("replay", "--update", str(path))
    assert updated.exit_code == 2
    assert "--update goes with --check" in updated.stderr


# --------------------------------------------------------------------------- at a terminal


def spawn(args: str, state: Path) -> pexpect.spawn:
    """``uno-classic replay ARGS`` in a pseudo-terminal, in plain text (NO_COLOR), inside
    ``sh`` so that its exit status is printed after it."""
    env = {**os.environ, "TERM": "xterm", "NO_COLOR": "1", "XDG_STATE_HOME": str(state.parent)}
    script = f"{shlex.quote(PROGRAM)} replay {args}; echo STATUS=$?"
    return pexpect.spawn("sh", ["-c", script], env=env, encoding="utf-8", timeout=10)


def status_of(child: pexpect.spawn) -> int:
    """The exit status ``sh`` prints after the program ends."""
    child.expect(r"STATUS=(\d+)\r\n")
    status = int(child.match.group(1))
    child.expect(pexpect.EOF)
    return status


def on_terminal(text: str) -> str:
    return text.replace("\n", "\r\n")


def test_watching_at_a_terminal_waits_a_key_goes_on_and_q_stops(tmp_path, private_state_home):
    path = record(tmp_path)
    child = spawn(f"--delay 3 {path}", private_state_home)
    child.expect_exact("ANY KEY GOES ON AT ONCE, Q STOPS\r\n")
    child.expect_exact(on_terminal(STEPS[0]))
    # It waits: the next computer move is not shown for a while.
    with pytest.raises(pexpect.TIMEOUT):
        child.expect_exact("COMPUTER 2 PLAYS", timeout=1.5)
    pressed = time.monotonic()
    child.send(" ")  # any key goes on at once
    child.expect_exact(on_terminal(STEPS[1]), timeout=2)
    assert time.monotonic() - pressed < 2
    child.send("q")
    child.expect_exact("REPLAY STOPPED\r\n", timeout=2)
    assert child.before == ""  # the rest is not shown
    assert status_of(child) == 0
    assert nothing_saved(private_state_home)


def test_watching_at_a_terminal_to_the_end_shows_every_step_and_exits_0(
    tmp_path, private_state_home
):
    path = record(tmp_path)
    child = spawn(f"--delay 0.05 {path}", private_state_home)
    child.expect_exact("ANY KEY GOES ON AT ONCE, Q STOPS\r\n")
    child.expect_exact("STATUS=0\r\n")
    assert child.before == on_terminal("".join(STEPS))
    child.expect(pexpect.EOF)
    assert nothing_saved(private_state_home)


def test_ctrl_c_while_watching_stops_at_once_with_status_130(tmp_path, private_state_home):
    path = record(tmp_path)
    child = spawn(f"--delay 5 {path}", private_state_home)
    child.expect_exact("COMPUTER 1 PLAYS BLUE 6\r\n")
    started = time.monotonic()
    child.sendcontrol("c")
    child.expect_exact("REPLAY INTERRUPTED\r\n", timeout=3)
    assert status_of(child) == 130
    assert time.monotonic() - started < 3
    assert nothing_saved(private_state_home)
