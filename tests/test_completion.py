"""Shell completion of the options, subcommands and values (click's own), as docs/playing.md
shows it: ``eval "$(_UNO_CLASSIC_COMPLETE=bash_source uno-classic)"``."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest
from click.testing import CliRunner

from uno_classic.cli import main
from uno_classic.levels import STRATEGIES

BIN = str(Path(sys.executable).parent)


def completions(words: str) -> list[str]:
    """What bash completion offers for the last of ``words`` (click's bash protocol)."""
    parts = words.split(" ")
    env = {
        "_UNO_CLASSIC_COMPLETE": "bash_complete",
        "COMP_WORDS": words,
        "COMP_CWORD": str(len(parts) - 1),
    }
    result = CliRunner().invoke(main, [], env=env, prog_name="uno-classic")
    assert result.exit_code == 0, result.output
    return [line.split(",", 1)[1] for line in result.stdout.splitlines()]


@pytest.mark.parametrize(
    ("words", "offered"),
    [
        ("uno-classic --opp", ["--opponents"]),
        ("uno-classic --res", ["--resume"]),
        ("uno-classic si", ["simulate"]),
        ("uno-classic r", ["rules", "replay"]),
        (
            "uno-classic --strategy ",
            ["easy", "normal", *(["hard"] if "hard" in STRATEGIES else [])],
        ),
        ("uno-classic --strategy r", ["random"]),
        ("uno-classic simulate --strategy hard,normal,e", ["hard,normal,easy"]),
        ("uno-classic simulate --pl", ["--players"]),
        ("uno-classic simulate --strategy normal,r", ["normal,random"]),
        ("uno-classic rules --ta", ["--take", "--target"]),
        ("uno-classic --rules o", ["official"]),
        ("uno-classic --draw-four ", ["restricted", "bluff", "free"]),
    ],
)
def test_options_subcommands_and_values_complete(words, offered):
    assert sorted(completions(words)) == sorted(offered)


@pytest.mark.parametrize("shell", ["bash", "zsh", "fish"])
def test_the_completion_script_for_each_shell_names_the_program(shell):
    env = {"_UNO_CLASSIC_COMPLETE": f"{shell}_source"}
    result = CliRunner().invoke(main, [], env=env, prog_name="uno-classic")
    assert result.exit_code == 0
    assert "_uno_classic_completion" in result.stdout


def test_bash_completes_after_the_documented_line():
    playing = (Path(__file__).resolve().parent.parent / "docs" / "playing.md").read_text()
    (line,) = [line for line in playing.splitlines() if "=bash_source" in line]
    script = (
        f"{line}\n"
        "COMP_WORDS=(uno-classic simulate --ga); COMP_CWORD=2\n"
        "_uno_classic_completion uno-classic\n"
        'printf "%s\\n" "${COMPREPLY[@]}"\n'
    )
    env = {**os.environ, "PATH": f"{BIN}:{os.environ.get('PATH', '')}"}
    result = subprocess.run(
        ["bash", "--norc", "-c", script], env=env, capture_output=True, text=True, check=False
    )
    assert result.returncode == 0, result.stderr
    assert result.stdout == "--games\n"
