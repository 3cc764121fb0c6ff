"""README.md and docs/*.md say what the program does: every quick block they show is run and
compared (tools/doc_check.py; the long ones by hand with its ``--long``), the pages hold
together, the two README commands are what CI runs, and the presets table is the presets."""

from __future__ import annotations

import platform
import re
import subprocess

import pytest

from tools import doc_check
from tools.doc_check import Block, Options, blocks, problems_of_pages, shows
from uno_classic.variants import PRESETS, CustomRule, UnoCall, option_value

QUICK = [block for block in doc_check.every_block() if block.options and not block.options.long]


@pytest.mark.parametrize("block", QUICK, ids=[block.where for block in QUICK])
def test_the_block_prints_what_the_page_shows(block: Block) -> None:
    assert doc_check.run(block) == []


def test_the_pages_hold_together() -> None:
    assert problems_of_pages(doc_check.read_pages()) == []


def test_the_pages_run_examples() -> None:
    """The mechanism is in use: quick and long blocks, in the README and in docs/."""
    found = doc_check.every_block()
    assert len(QUICK) >= 20
    assert {block.page for block in QUICK} >= {"README.md", "docs/playing.md"}
    assert any(block.options and block.options.long for block in found)
    assert any(block.language == "pycon" and block.options for block in found)


@pytest.mark.parametrize("marker", doc_check.CI_MARKERS)
def test_the_readme_command_is_what_ci_runs(marker: str) -> None:
    (block,) = [block for block in doc_check.every_block() if block.comment == marker]
    assert (block.page, block.language, len(block.lines)) == ("README.md", "sh", 1)
    ci = (doc_check.ROOT / ".ci" / "run").read_text(encoding="utf-8")
    function = re.search(r"^readme_command\(\) \{.*?^\}\n", ci, re.MULTILINE | re.DOTALL)
    assert function is not None, "no readme_command function in .ci/run"
    script = f"{function[0]}readme_command {marker}"
    read = subprocess.run(
        ["bash", "-c", script], cwd=doc_check.ROOT, capture_output=True, text=True, check=True
    )
    assert read.stdout == block.lines[0] + "\n"  # what .ci/run reads is exactly the line...
    variable = {"ci-play-command": "play_command", "ci-test-command": "test_command"}[marker]
    assert f"{variable}=$(readme_command {marker})\n" in ci
    assert f'bash -c "${variable}"' in ci  # ...and it runs it as it is


def test_the_preset_table_is_the_presets() -> None:
    """docs/playing.md's table of presets gives every preset's rule options as ``PRESETS``
    has them, and says every preset plays to 500 with the custom rule ``wild``."""
    text = (doc_check.ROOT / "docs" / "playing.md").read_text(encoding="utf-8")
    header = re.search(r"^\| preset \| rule text \| (.*) \|$", text, re.M)
    assert header is not None
    options = [
        name.strip("`").removeprefix("--").replace("-", "_") for name in header[1].split(" | ")
    ]
    rows = re.findall(r"^\| `([\w-]+)`(?: \(default\))? \| [^|]+ \| (.*) \|$", text, re.M)
    table = {preset: values.split(" | ") for preset, values in rows if preset in PRESETS}
    assert list(table) == list(PRESETS)
    for preset, values in table.items():
        assert values == [option_value(PRESETS[preset], name) for name in options], preset
    assert all(rules.target == 500 for rules in PRESETS.values())
    assert all(rules.custom_rule is CustomRule.WILD for rules in PRESETS.values())
    assert all(rules.uno_call is UnoCall.RANDOM for rules in PRESETS.values())
    prose = " ".join(text.split())
    assert "Every preset plays to 500 (`--target`)," in prose
    assert "`--custom-rule` is `wild` in every one" in prose
    assert "`--uno-call` is `random` in every one" in prose


# --------------------------------------------------------------------------- the mechanism


def block(text: str) -> Block:
    (found,) = blocks(text, "page.md")
    return found


PARTY = "$ uno-classic simulate --rules party --games 50 --seed 3\n...\n"


def test_a_wrong_figure_fails() -> None:
    right = "swap hands played: 245; swapped: 171, kept: 74"
    wrong = right.replace("171", "172")
    for shown, problems in ((right, []), (wrong, [f"not printed: {wrong!r}"])):
        page = f"<!-- check -->\n```console\n{PARTY}{shown}\n...\n```\n"
        assert [p.partition(": ")[2] for p in doc_check.run(block(page))] == problems


def test_a_wrong_status_fails() -> None:
    page = "<!-- check -->\n```sh\nuno-classic --seed 3\n```\n"  # stops at once: status 1
    (problem,) = doc_check.run(block(page))
    assert problem.startswith("$ uno-classic --seed 3: status 1, not 0: ")
    assert doc_check.run(block(page.replace("check", "check: status 1"))) == []


def test_a_wrong_python_session_fails() -> None:
    session = ">>> from uno_classic.cards import Card\n>>> print(Card.parse('red 2'))\nRED 2\n"
    assert doc_check.run(block(f"<!-- check -->\n```pycon\n{session}```\n")) == []
    wrong = session.replace("RED 2\n", "RED 3\n")
    (problem,) = doc_check.run(block(f"<!-- check -->\n```pycon\n{wrong}```\n"))
    assert "Expected:\n    RED 3\nGot:\n    RED 2" in problem


def test_a_block_runs_the_command_as_written_and_reports_a_traceback() -> None:
    spaced = "<!-- check -->\n```console\n$ printf 'a  b # c\\n'\na  b # c\n```\n"
    assert doc_check.run(block(spaced)) == []
    crash = "<!-- check: status 1 -->\n```sh\npython -c '1/0'\n```\n"
    (problem,) = doc_check.run(block(crash))
    assert problem.startswith("$ python -c '1/0': a traceback: ")


def test_no_path_hides_the_program_and_python_compares_on_its_version_alone() -> None:
    hidden = "<!-- check: no-path; status 127 -->\n```sh\nuno-classic rules\n```\n"
    assert doc_check.run(block(hidden)) == []
    assert doc_check.run(block(hidden.replace("no-path; ", ""))) != []
    wrong = "```console\n$ python -c 'print(3)'\n4\n```\n"
    this = platform.python_version()
    assert doc_check.run(block(f"<!-- check: python {this} -->\n{wrong}")) != []
    assert doc_check.run(block(f"<!-- check: python 2.7.18 -->\n{wrong}")) == []


def test_shown_lines_are_the_whole_output_where_dots_stand_for_any_lines() -> None:
    printed = ["a", "b  ", "c", "elapsed: 2.01 s"]
    assert shows(["a", "b", "c", "elapsed: 2.01 s"], printed)
    assert shows(["a", "..."], printed) and shows(["...", "c", "..."], printed)
    assert shows(["...", "b", "c", "..."], printed)
    assert shows(["a", "...", "elapsed: 2.01 s"], printed)
    assert not shows(["b", "..."], printed)  # not the first line
    assert not shows(["...", "c"], printed)  # not the last
    assert not shows(["...", "c", "b", "..."], printed)
    assert not shows(["a", "...", "elapsed: 9.99 s"], printed)
    assert shows(["a", "...", "elapsed: 9.99 s"], printed, vary=r"[\d.]+(?= s$)")


def test_a_check_comment_may_take_several_lines() -> None:
    comment = "<!--\n  check: status 1;\n  setup printf S | uno-classic\n-->\n"
    page = comment + "```sh\nuno-classic\n```\n"
    assert block(page).options == Options(status=1, setup=("printf S | uno-classic",))


def test_options_are_read_and_unknown_ones_refused() -> None:
    options = doc_check.parse_options(" long; status 1; setup printf S | x; setup y; vary \\d+ ms")
    assert options == Options(status=1, setup=("printf S | x", "y"), long=True, vary="\\d+ ms")
    with pytest.raises(ValueError, match="unknown check option 'stat 1'"):
        doc_check.parse_options("stat 1")


def test_pages_that_do_not_hold_together_are_reported() -> None:
    page = (
        "Run `uno-classic --seed 4` or `uno-classic --resume ID`, `python3` or\n"
        "`HYPOTHESIS_PROFILE=long`, and `.venv/bin/uno-classic rules`.\n"
        "<!-- check -->\n```sh\n.venv/bin/uno-classic rules   # a comment\n```\n"
        "```console\n$ uno-classic saves\n```\n"
        "```\n$ uno-classic --seed 2\n```\n"
        "```pycon\n>>> 1\n1\n```\n"
        "<!-- check -->\n```text\nuno-classic\n```\n"
        "<!-- check -->\n```console\nGAME NUMBER 3\n$ true\n```\n"
        "<!-- check -->\n```pycon\nprint(1)\n```\n"
        "<!-- check: status 1 -->\n```pycon\n>>> 1\n1\n```\n"
    )
    assert problems_of_pages({"page.md": page}) == [
        "page.md:7: a console block with no <!-- check -->",
        "page.md:10: a $ command in a block that is not run",
        "page.md:13: a pycon block with no <!-- check -->",
        "page.md:18: a checked block must be console, sh or pycon",
        "page.md:22: a checked block that runs nothing",
        "page.md:27: a checked block that runs nothing",
        "page.md:31: a Python session takes no options",
        "page.md: `uno-classic --seed 4` is run by no checked block",
    ]
