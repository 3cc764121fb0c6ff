"""The README's Python example runs and does what the README says (its commands are checked
in tests/test_readme_commands.py)."""

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


def played_with(others: str) -> str:
    """The card the README's example plays with ``others`` in place of ``(3, 7, 4)``."""
    text = README.read_text(encoding="utf-8")
    block = re.findall(r"```python\n(.*?)```", text, flags=re.DOTALL)[0]
    assert "(3, 7, 4)" in block
    namespace: dict[str, object] = {}
    exec(compile(block.replace("(3, 7, 4)", others), str(README), "exec"), namespace)
    return str(namespace["card"])


def test_the_example_with_the_next_player_about_to_go_out_skips_them():
    assert played_with("(1, 7, 4)") == "BLUE SKIP"  # what the sentence after it promises


def test_the_example_with_a_player_further_on_about_to_go_out_still_plays_red_2():
    assert played_with("(3, 7, 1)") == "RED 2"  # what the sentence after it promises
