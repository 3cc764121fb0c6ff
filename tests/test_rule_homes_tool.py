"""Tests of tools/rule_homes.py, the count of modules that name a rule outside its home:
on a small package made here, so that what it counts is known by construction."""

from __future__ import annotations

from pathlib import Path

from tools.rule_homes import table


def package(tmp_path: Path, modules: dict[str, str]) -> Path:
    root = tmp_path / "pkg"
    for name, text in modules.items():
        path = root / name
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_text(text, encoding="utf-8")
    return root


def row(lines: list[str], rule: str) -> list[str]:
    return next(line.split() for line in lines if line.startswith(rule))


def test_a_module_reading_the_option_names_the_rule_and_one_calling_its_home_does_not(
    tmp_path: Path,
):
    root = package(
        tmp_path,
        {
            "variants/stacking.py": 'def pending_line() -> str:\n    return "STACKING"\n',
            "reads.py": "def f(rules):\n    return rules.stacking\n",
            "says.py": 'LINE = "PENALTY: TAKE 2"\n',
            "calls.py": "from .variants import stacking\n\nX = stacking.pending_line()\n",
            "listed.py": "from .variants import stacking\n\nHOMES = (stacking,)\n",
            "told.py": '"""Stacking, in a docstring; and a comment."""\n# stacking\nX = 1\n',
        },
    )
    lines = table(root, where=True)
    assert row(lines, "stacking")[:4] == ["stacking", "2", "2", "yes"]
    names = lines[lines.index(next(x for x in lines if x.startswith("stacking"))) + 1]
    assert names.split()[2:] == ["reads.py", "says.py"]


def test_the_engine_core_and_the_option_table_are_counted_apart(tmp_path: Path):
    root = package(
        tmp_path,
        {
            "game.py": "def f(game):\n    return game.pending\n",
            "variants/options.py": 'STACKING = "stacking"\n',
        },
    )
    assert row(table(root, where=False), "stacking") == [
        "stacking", "0", "0", "no", "yes", "yes"
    ]  # fmt: skip
