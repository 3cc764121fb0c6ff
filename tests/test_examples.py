"""The example programs in examples/ work: examples/screen_bot.py, the bot that drives the
ordinary screen (docs/scripting.md), plays a whole game under every preset and the table
rules, and what it says of the game is what the game's own recording says.

Each game is recorded (``--record``, passed through the bot to the game), so the bot's
summary is checked against the transcript the game wrote, not against the bot's own
reading of the screen; ``replay --check`` proves that the recording is the session played.
"""

from __future__ import annotations

import re
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
SCREEN_BOT = ROOT / "examples" / "screen_bot.py"
PROGRAM = str(Path(sys.executable).parent / "uno-classic")


class Played:
    """A game the screen bot played: its exit status, its summary and the game's recording."""

    def __init__(self, status: int, summary: str, recording: Path) -> None:
        self.status = status
        self.summary = dict(line.split(": ", 1) for line in summary.splitlines())
        self.recording = recording
        self.transcript = recording.read_text(encoding="utf-8")
        self.lines = self.transcript.split("\n---\n", 1)[1].splitlines()

    def asked(self, prompt: str) -> list[str]:
        """The lines where the game asked ``prompt`` (the start of it), with their answers."""
        return [line for line in self.lines if line.startswith(prompt)]


def run_bot(*options: str) -> subprocess.CompletedProcess[str]:
    """examples/screen_bot.py playing this installation's uno-classic with ``options``
    (its saves go to the test's own state folder: conftest's XDG_STATE_HOME)."""
    return subprocess.run(
        [sys.executable, str(SCREEN_BOT), "--command", PROGRAM, *options],
        capture_output=True,
        text=True,
        timeout=60,
        check=False,
    )


def play(tmp_path: Path, *options: str) -> Played:
    """A game the bot plays with ``options``, recorded."""
    recording = tmp_path / "game.txt"
    done = run_bot(*options, "--record", str(recording))
    assert done.stderr == ""
    return Played(done.returncode, done.stdout, recording)


def assert_played_to_the_end(played: Played, humans: tuple[str, ...] = ("HUMAN",)) -> None:
    """The bot exited 0 after the game ended with N at PLAY AGAIN, and its summary is the
    recording's: the winner, the hands, and every card its humans played."""
    assert played.status == 0, played.summary
    assert "status: 0\n" in played.transcript
    assert played.lines[-1] == "PLAY AGAIN (Y/N)? N"
    (won,) = [line for line in played.lines if line.endswith(" WINS THE GAME")]
    assert played.summary["winner"] == won.removesuffix(" WINS THE GAME")
    (final,) = [line for line in played.lines if line.startswith("FINAL SCORES AFTER ")]
    assert played.summary["hands"] == final.split()[3]
    plays = [line for line in played.lines if re.fullmatch(rf"({'|'.join(humans)}) PLAYS .+", line)]
    assert played.summary["plays"] == str(len(plays))
    assert played.summary["exit status"] == "0"
    replayed = subprocess.run(
        [PROGRAM, "replay", "--check", str(played.recording)],
        capture_output=True,
        text=True,
        check=False,
    )
    assert replayed.returncode == 0, replayed.stdout + replayed.stderr


def passed_on(played: Played) -> bool:
    """Whether a human passed a pending penalty on (stacking): its turn began with the
    PENDING status line, and its move was a card, not a take."""
    for i, line in enumerate(played.lines):
        if " IS PENDING: " in line and played.lines[i + 1] == "HUMAN PLAYS":
            move = next(m for m in played.lines[i + 2 :] if m.startswith("HUMAN "))
            if move.startswith("HUMAN PLAYS "):
                return True
    return False


def test_classic(tmp_path: Path) -> None:
    played = play(tmp_path, "--seed", "5")
    assert_played_to_the_end(played)
    assert len(played.asked("PRESS ANY KEY FOR THE NEXT HAND? ")) == 7  # 8 hands
    assert played.asked("YOU TOOK ")  # a taken card played at once


def test_official_challenges_are_answered(tmp_path: Path) -> None:
    played = play(tmp_path, "--seed", "3", "--rules", "official")
    assert_played_to_the_end(played)
    assert played.asked("CHALLENGE COMPUTER ")


def test_house_takes_until_playable(tmp_path: Path) -> None:
    played = play(tmp_path, "--seed", "5", "--rules", "house")
    assert_played_to_the_end(played)
    assert any(re.fullmatch(r"HUMAN TAKES ([2-9]|\d\d) CARDS", line) for line in played.lines)


def test_party_special_cards_swaps_and_stacking(tmp_path: Path) -> None:
    played = play(tmp_path, "--seed", "5", "--rules", "party")
    assert_played_to_the_end(played)
    assert played.asked("SPECIAL CARD (C/F/H/U)? ")
    assert played.asked("SWAP HANDS WITH (1-3/N)? ")
    assert passed_on(played)


def test_eight_color_rows_and_colors(tmp_path: Path) -> None:
    played = play(tmp_path, "--seed", "5", "--rules", "eight-color")
    assert_played_to_the_end(played)
    rows = {line[-1] for line in played.asked("COLOR (R/Y/G/B/O/P/I/K/S)? ")}
    assert rows >= set("OPIK")
    assert played.asked("NEW COLOR (R/Y/G/B/O/P/I/K)? ")


def test_seven_zero_and_jump_in(tmp_path: Path) -> None:
    played = play(tmp_path, "--seed", "5", "--seven-zero", "--jump-in")
    assert_played_to_the_end(played)
    assert played.asked("SWAP HANDS WITH (1-3/N)? ")
    assert played.asked("JUMP IN WITH ")
    assert "HUMAN JUMPS IN" in played.lines


def test_uno_called_by_key_is_never_missed(tmp_path: Path) -> None:
    played = play(tmp_path, "--seed", "5", "--uno-call", "key")
    assert_played_to_the_end(played)
    assert "HUMAN: UNO!" in played.lines
    assert "HUMAN DID NOT SAY UNO!" not in played.lines


def test_two_humans_every_rule_at_once(tmp_path: Path) -> None:
    played = play(
        tmp_path,
        *("--seed", "5", "--rules", "party", "--humans", "2", "--names", "ann,bob"),
        *("--seven-zero", "--jump-in", "--uno-call", "key"),
    )
    assert_played_to_the_end(played, humans=("ANN", "BOB"))
    assert played.asked("ANN: PRESS ANY KEY TO SEE YOUR CARDS? ")
    assert played.asked("BOB: PRESS ANY KEY TO SEE YOUR CARDS? ")
    assert played.asked("JUMP IN WITH ")
    assert {"ANN: UNO!", "BOB: UNO!"} & set(played.lines)
    assert {"ANN DID NOT SAY UNO!", "BOB DID NOT SAY UNO!"}.isdisjoint(played.lines)


def test_the_bot_exits_1_when_the_game_ends_without_a_winner() -> None:
    """A game that stops before its end (here at once: a bad option, click's usage error)
    leaves no winner: the bot says so and exits 1."""
    done = run_bot("--target", "0")
    assert done.returncode == 1
    assert "winner: None\n" in done.stdout
    assert "exit status: 2\n" in done.stdout
