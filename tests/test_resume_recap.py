"""A resumed game says where it stands: after its RESUMED, RULES and SCORES lines, the hand
it comes back in and that hand's last public lines (never a line only one human may see)."""

from __future__ import annotations

import re
import shlex
from pathlib import Path

from click.testing import CliRunner, Result

from uno_classic.cli import main

TRANSCRIPTS = Path(__file__).parent.parent / "transcripts"


def run(args: str, keys: str = "") -> Result:
    return CliRunner().invoke(main, shlex.split(args), input=keys.encode())


def transcript(name: str) -> tuple[str, str]:
    """A golden transcript's arguments and keys."""
    command, keys = (TRANSCRIPTS / name).read_text().splitlines()[:2]
    return command.removeprefix("$ uno-classic "), keys.removeprefix("keys: ")


def test_a_resumed_game_names_its_hand_and_shows_its_last_moves():
    # Three takes (each an answer), then keys PLAY IT refuses: the save holds the takes.
    assert run("--seed 5 --opponents 2", "TTTTTP").exit_code == 1
    lines = run("--resume").stdout.splitlines()
    assert lines[:10] == [
        "GAME NUMBER 5 RESUMED: 3 KEYS REPLAYED",  # as it always was
        "RULES: CLASSIC",
        "SCORES: HUMAN 0   COMPUTER 1 0   COMPUTER 2 0",
        "HAND 1, THE LAST MOVES:",
        # The last six public lines of events before the third take was kept, indented so
        # that none reads as a move made again.
        "  COMPUTER 2 PLAYS YELLOW 3",
        "  HUMAN TAKES A CARD",
        "  COMPUTER 1 PLAYS YELLOW DRAW TWO",
        "  COMPUTER 2 TAKES 2 CARDS",
        "  COMPUTER 2 IS SKIPPED",
        "  HUMAN TAKES A CARD",
    ]
    assert lines[10] == "TOP CARD: YELLOW DRAW TWO   COLOR: YELLOW"  # then the table, as before
    assert lines[-3] == "YOU TOOK YELLOW 6. PLAY IT (Y/N)? "


def test_a_game_resumed_in_its_second_hand_names_that_hand_and_only_its_lines():
    args, keys = transcript("target-500-three-opponents.txt")
    first = keys.index("K")  # PRESS ANY KEY FOR THE NEXT HAND
    played = keys[: first + 6]  # ...then HUMAN plays BLUE DRAW TWO, and half a play
    assert played.endswith("KPBDYP")
    assert run(args, played).exit_code == 1
    lines = run("--resume").stdout.splitlines()
    assert lines[0] == f"GAME NUMBER 133 RESUMED: {first + 5} KEYS REPLAYED"
    hand = lines.index("HAND 2, THE LAST MOVES:")
    assert lines[hand - 2 : hand] == [  # the scores hand 2 started from
        "SCORES: HUMAN 0   COMPUTER 1 0   COMPUTER 2 0",
        "        COMPUTER 3 38",
    ]
    assert lines[hand + 1 : hand + 8] == [
        "  HAND 2: HUMAN STARTS",  # nothing of hand 1: it is over
        "  SHUFFLING AND DEALING",
        "  FIRST CARD: BLUE 7",
        "  HUMAN PLAYS BLUE DRAW TWO",
        "  COMPUTER 1 TAKES 2 CARDS",
        "  COMPUTER 1 IS SKIPPED",
        "COMPUTER 2 PLAYS BLUE SKIP",  # the computer moves after the answer, as they came
    ]


RECAPPED = re.compile(r"  \S")
"""A line of the recap: indented by two spaces (no line of the table starts so)."""
ROW = re.compile(r"^(RED|YELLOW|GREEN|BLUE|ORANGE|PURPLE|PINK|SKY|SPECIAL) +:")
"""A hand row: one human's cards."""


def private(line: str) -> bool:
    """A line only the human at the keyboard may see: a hand row, a card it took, the hand
    it challenged; or a prompt with its echo."""
    return bool(ROW.match(line)) or line.startswith("YOU TOOK") or " HELD:" in line or "? " in line


def test_with_several_humans_the_recap_holds_public_lines_only():
    # Three humans: takes (YOU TOOK), a challenge (HELD:), hand rows all around.
    args, keys = transcript("party-humans-challenge-and-swap.txt")
    never_stopped = run(args, keys).stdout.splitlines()
    recapped: list[str] = []
    for cut in range(1, len(keys), 3):
        run("saves --delete-all")
        if run(args, keys[:cut]).stdout.count("--resume 1") == 0:
            continue  # no answer yet: no save
        resumed = run("--resume").stdout.splitlines()
        start = next(i for i, line in enumerate(resumed) if line.endswith(", THE LAST MOVES:"))
        after = [*resumed[start + 1 :], ""]
        recap = after[: next(i for i, line in enumerate(after) if not RECAPPED.match(line))]
        assert 1 <= len(recap) <= 6
        for line in recap:
            moved = line.removeprefix("  ")
            assert moved in never_stopped and not private(moved), (cut, line)
        assert max(map(len, resumed)) <= 80
        recapped += recap
    # The cuts did reach the lines whose private neighbours must stay out.
    assert "  HUMAN 1 CHALLENGES HUMAN 2" in recapped
    assert any(re.fullmatch(r"  HUMAN \d TAKES (A CARD|\d+ CARDS)", line) for line in recapped)
