"""``uno-classic rules``: the rules and keys in force, shipped with the program (an installed
copy has no README), paged at a terminal, and pointed at by every help text."""

from __future__ import annotations

import os
import shlex
import sys
from pathlib import Path

import pexpect
import pytest
from click.testing import CliRunner

from uno_classic.cli import main

PROGRAM = str(Path(sys.executable).parent / "uno-classic")
WIDTH = 80  # the screen width every line of the program fits in


def rules(*args: str) -> str:
    result = CliRunner().invoke(main, ["rules", *args])
    assert result.exit_code == 0, result.output
    return result.stdout


def test_the_rules_name_every_part_of_the_game_and_every_prompt():
    text = rules()
    for heading in ("THE CARDS", "A HAND", "A TURN", "WHAT THE CARDS DO", "UNO", "THE STOCK"):
        assert f"\n{heading}\n" in text
    for prompt in (
        "SORT, PLAY OR TAKE (S/P/T)?",
        "COLOR (R/Y/G/B/S)?",
        "CARD (0-9/S/D/R)?",
        "COLOR CHANGE OR DRAW FOUR (C/F)?",
        "PLAY <CARD> (Y/N)?",
        "NEW COLOR (R/Y/G/B)?",
        "YOU TOOK <CARD>. PLAY IT (Y/N)?",
        "PRESS ANY KEY FOR THE NEXT HAND?",
        "PLAY AGAIN (Y/N)?",
        "QUIT (Y/N)?",
        "RESUME SAVED GAME (Y/N)?",
    ):
        assert f"\n    {prompt} " in text, prompt
    for status in ("0", "1", "2", "70", "129, 130, 143", "141"):
        assert f"\n  {status} " in text, status


def test_the_rules_name_the_back_key_and_the_question_mark_at_every_prompt():
    text = rules()
    assert "At every question but PRESS ANY KEY, ? explains\n  it and asks it again." in text
    assert "the card's row (S: the SPECIAL row);\n" in text
    assert "X goes back to SORT, PLAY OR TAKE\n" in text
    assert "\n    CARD (0-9/S/D/R)?                  the card's symbol; X goes back\n" in text


def test_the_defaults_are_the_classic_numbers():
    text = rules()
    assert "Rule options in force:\n  --target 500 --uno-penalty 0.25\n" in text
    assert "Everyone gets 7 cards" in text
    assert "at random 25% of the time\n  (--uno-penalty 0.25): then it takes 2 cards." in text
    assert "the first to reach 500 points (--target)" in text
    assert "108 cards." in text


def test_the_rules_state_the_options_given():
    text = rules("--target", "300", "--uno-penalty", "0.1")
    assert "Rule options in force:\n  --target 300 --uno-penalty 0.1\n" in text
    assert "at random 10% of the time\n  (--uno-penalty 0.1)" in text
    assert "the first to reach 300 points (--target)" in text
    never = rules("--uno-penalty", "0")
    assert "Nobody is ever caught not\n  saying it (--uno-penalty 0)." in never
    assert "of the time" not in never


@pytest.mark.parametrize("args", [["--target", "0"], ["--uno-penalty", "1"], ["--bogus"]])
def test_the_rules_command_refuses_bad_options_like_the_game(args):
    result = CliRunner().invoke(main, ["rules", *args])
    assert result.exit_code == 2
    assert "Error:" in result.output


@pytest.mark.parametrize("args", [[], ["--target", "1000000000", "--uno-penalty", "0.123457"]])
def test_every_line_of_the_rules_fits_in_80_columns(args):
    assert max(len(line) for line in rules(*args).splitlines()) <= WIDTH


def test_the_help_and_the_question_mark_point_to_the_rules_command():
    assert "uno-classic rules" in CliRunner().invoke(main, ["--help"]).stdout
    result = CliRunner().invoke(main, ["--seed", "3", "--target", "300"], input="?")
    assert "\nTHE FULL RULES AND EVERY KEY: uno-classic rules --target 300\n" in result.stdout
    result = CliRunner().invoke(main, ["--seed", "3"], input="?")
    assert "\nTHE FULL RULES AND EVERY KEY: uno-classic rules\n" in result.stdout


def test_at_a_terminal_the_rules_go_through_the_pager():
    env = {**os.environ, "TERM": "xterm", "PAGER": "sed s/^/PAGED:/"}
    child = pexpect.spawn(
        "sh", ["-c", f"{shlex.quote(PROGRAM)} rules"], env=env, encoding="utf-8", timeout=10
    )
    child.expect_exact("PAGED:uno-classic: the rules in force")
    child.expect_exact("PAGED:EXIT STATUS")
    child.expect(pexpect.EOF)


def test_into_a_pipe_the_rules_are_printed_plainly():
    result = CliRunner().invoke(main, ["rules"], env={"PAGER": "sed s/^/PAGED:/"})
    assert result.stdout.startswith("uno-classic: the rules in force\n")


def test_a_long_rules_command_in_the_help_gets_a_line_of_its_own():
    args = ["--seed", "3", "--target", "1000000000", "--uno-penalty", "0.1234567"]
    screen = CliRunner().invoke(main, args, input="?").stdout
    assert "\nTHE FULL RULES AND EVERY KEY:\n  uno-classic rules --target 1000000000 " in screen
    assert "--uno-penalty 0.1234567\n" in screen  # the chance in force, not a rounded one
    assert max(len(line) for line in screen.splitlines()) <= WIDTH


def test_a_recording_keeps_the_exact_chance_and_replays(tmp_path: Path):
    recording = tmp_path / "t.txt"
    args = ["--seed", "3", "--uno-penalty", "0.1234567", "--record", str(recording)]
    CliRunner().invoke(main, args, input="TTTT")
    assert (
        recording.read_text()
        .splitlines()[0]
        .endswith("--target 500 --uno-penalty 0.1234567 --strategy normal")
    )
    assert CliRunner().invoke(main, ["replay", str(recording)]).exit_code == 0
