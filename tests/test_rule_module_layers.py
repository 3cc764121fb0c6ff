"""Each rule's module (uno_classic/variants/*.py) holds its words as plain text, below the
console: it may read the engine (cards, events, legality, the options) but nothing that
prints, reads keys or plays as a computer, and not ``game.py`` (which calls the rules)."""

from __future__ import annotations

import ast
from pathlib import Path

import pytest

VARIANTS = Path(__file__).resolve().parent.parent / "uno_classic" / "variants"
ABOVE_THE_RULES = frozenset(
    {
        "game",
        "strategies",
        "search",
        "levels",
        "simulation",
        "report",
        "screen",
        "console",
        "rulebook",
        "keyboard",
        "keys",
        "output",
        "terminal",
        "transcript",
        "play",
        "saves",
        "save_list",
        "stats",
        "watch",
        "cli",
    }
)


def package_imports(source: str) -> set[str]:
    """The modules of uno_classic a rule module's ``source`` imports, by their names in the
    package."""
    names = set()
    for node in ast.walk(ast.parse(source)):
        if isinstance(node, ast.ImportFrom) and (node.level == 2 or node.module == "uno_classic"):
            if node.module and node.level:  # from ..x import
                names.add(node.module.split(".")[0])
            else:
                names.update(alias.name for alias in node.names)
        elif isinstance(node, ast.Import | ast.ImportFrom):
            module = getattr(node, "module", None) or ""
            names.update(
                name.split(".")[1]
                for name in [module, *(alias.name for alias in node.names)]
                if name.startswith("uno_classic.")
            )
    return names


@pytest.mark.parametrize("path", sorted(VARIANTS.glob("*.py")), ids=lambda path: path.name)
def test_a_rule_module_imports_nothing_above_the_engine(path):
    assert package_imports(path.read_text(encoding="utf-8")) & ABOVE_THE_RULES == set()


def test_the_check_sees_each_way_of_importing_from_above():
    source = (
        "from ..game import Game\n"
        "from .. import screen, cards\n"
        "import uno_classic.console\n"
        "from uno_classic.strategies import computer_answer\n"
        "from uno_classic import levels\n"
        "from . import Rules\n"
    )
    assert package_imports(source) & ABOVE_THE_RULES == {
        "game",
        "screen",
        "console",
        "strategies",
        "levels",
    }
