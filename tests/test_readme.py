"""The README's promises that can be checked: its Python example runs and says what it says."""

from __future__ import annotations

import re
from pathlib import Path

README = Path(__file__).resolve().parent.parent / "README.md"


def test_the_outside_strategy_example_runs_and_plays_red_2():
    text = README.read_text(encoding="utf-8")
    blocks = re.findall(r"```python\n(.*?)```", text, flags=re.DOTALL)
    assert len(blocks) == 1
    namespace: dict[str, object] = {}
    exec(compile(blocks[0], str(README), "exec"), namespace)
    assert str(namespace["card"]) == "RED 2"  # what the example's comment promises


def test_the_example_with_an_opponent_about_to_go_out_sheds_the_wild():
    text = README.read_text(encoding="utf-8")
    block = re.findall(r"```python\n(.*?)```", text, flags=re.DOTALL)[0]
    assert "(3, 7, 4)" in block
    namespace: dict[str, object] = {}
    exec(compile(block.replace("(3, 7, 4)", "(3, 7, 1)"), str(README), "exec"), namespace)
    assert str(namespace["card"]) == "COLOR CHANGE"  # what the sentence after it promises


def test_the_readme_has_the_test_command_that_ci_runs():
    lines = README.read_text(encoding="utf-8").splitlines()
    marker = lines.index("<!-- ci-test-command -->")
    assert lines[marker + 1] == "```sh"
    assert "pytest" in lines[marker + 2] and "'.[test]'" in lines[marker + 2]


def test_the_playing_sample_is_the_start_of_the_game_it_names():
    from click.testing import CliRunner  # noqa: PLC0415

    from uno_classic.cli import main  # noqa: PLC0415

    text = README.read_text(encoding="utf-8")
    caption = re.search(r"The start of `uno-classic ([^`]*)`, answered with the keys `(\w+)`", text)
    assert caption is not None
    sample = text[caption.end() :].split("```\n", 2)[1]
    result = CliRunner().invoke(main, caption.group(1).split(), input=caption.group(2))
    assert result.stdout.startswith(sample)
