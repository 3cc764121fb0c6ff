"""Where each rule is named: the modules of uno_classic/ outside the rule's home that name it.

A rule is "named" by a module when its code (comments, docstrings and imports left out)
holds one of the rule's words: an identifier (``stacking``, ``Stacking``, ``pending``), or
a string the players read (``"STACKING"``). What a module reaches through the rule's home
(``stacking.pending_line(...)``) does not name the rule: the module calls the home, and is
counted apart. Counted per module, not per use: the figure is how many places a developer
must visit to learn everything about one rule. Listed apart too: the rule's home
(``uno_classic/variants/<rule>.py``); the engine core, whose shared vocabulary names every
question, event and card (:data:`CORE`: the game, its questions and events, the cards,
the random streams, legal plays, a seat's view, and ``variants/turn.py``, the one place
that writes down the order in which the rules join a turn); and the option table (the
``variants`` package's other modules).

    python tools/rule_homes.py            # the table
    python tools/rule_homes.py --where    # and which modules, per rule
"""

from __future__ import annotations

import argparse
import ast
import io
import re
import tokenize
from pathlib import Path
from typing import Final

PACKAGE: Final = Path(__file__).resolve().parent.parent / "uno_classic"

RULES: Final = {
    # rule: (its home, the words that name it)
    "challenge": ("challenge", r"draw_four|DrawFour|challeng|Challeng|CHALLENG|bluff|BLUFF"),
    "stacking": ("stacking", r"stacking|Stacking|STACKING|pending|PENALT"),
    "Swap Hands": ("party_cards", r"SWAP_HANDS|swap_with|swap_card|SWAP HANDS|Swap Hands"),
    "Custom Wild": ("party_cards", r"CUSTOM_WILD|custom_rule|CustomRule|CUSTOM WILD|CUSTOM-RULE"),
    "7-0": ("seven_zero", r"seven_zero|SEVEN_ZERO|SEVEN-ZERO|_SEVEN\b|7-0"),
    "jump-in": ("jump_in", r"jump_in|JUMP_IN|JumpedIn|jump_card|JUMP-IN|JUMPS IN"),
    "take": ("take", r"\bTake\b|\.take\b|UNTIL_PLAYABLE|until-playable|_take_for_turn"),
    "first card": (
        "first_card",
        r"first_card|FirstCard|first_wild|FirstWild|\bStarter\b|_cut\b|\bCut\b|FIRST CARD|CUTS",
    ),
    "UNO call": ("uno_call", r"uno_call|UnoCall|UNO-CALL|\bCalled\b|callers|called_turn|Y/N/U"),
}
CORE: Final = (
    "game.py",
    "questions.py",
    "events.py",
    "cards.py",
    "randomness.py",
    "rules.py",
    "view.py",
    "variants/game_state.py",
    "variants/turn.py",
)
"""The engine core: the shared vocabulary of every rule, and the order of a turn."""


HOMES: Final = frozenset(home for home, _ in RULES.values())


_THROUGH_HOME: Final = re.compile(r"\b(?:" + "|".join(sorted(HOMES)) + r")\.\w+")


def words_of(path: Path) -> str:
    """The module's identifiers and strings, one per line, but for docstrings, imports and
    what is reached through a rule's home (``stacking.pending_line``, or the home listed
    among others: ``HOUSE_RULES = (seven_zero, jump_in)``): a call into the home, which the
    table counts apart."""
    source = path.read_text(encoding="utf-8")
    docstrings: set[int] = set()
    imports: set[int] = set()
    homes: set[str] = set()  # the rule homes this module imports as modules
    for node in ast.walk(ast.parse(source)):
        if isinstance(node, (ast.Import, ast.ImportFrom)):
            imports.update(range(node.lineno, (node.end_lineno or node.lineno) + 1))
        if isinstance(node, ast.ImportFrom) and (node.module or "variants").endswith("variants"):
            homes.update(alias.asname or alias.name for alias in node.names if alias.name in HOMES)
        body = getattr(node, "body", None)
        if isinstance(body, list):
            for stmt in body:
                if (
                    isinstance(stmt, ast.Expr)
                    and isinstance(stmt.value, ast.Constant)
                    and isinstance(stmt.value.value, str)
                ):
                    docstrings.update(range(stmt.lineno, (stmt.end_lineno or stmt.lineno) + 1))
    tokens = [
        t
        for t in tokenize.generate_tokens(io.StringIO(source).readline)
        if t.start[0] not in imports
    ]
    kept = []
    skip = 0
    for i, token in enumerate(tokens):
        if skip:
            skip -= 1
            continue
        following = tokens[i + 1].string if i + 1 < len(tokens) else ""
        before = tokens[i - 1].string if i else ""
        if token.type == tokenize.NAME and token.string in homes and before != ".":
            skip = 2 if following == "." else 0  # the home, its dot and the name reached
            continue
        if token.type == tokenize.NAME:
            kept.append(token.string)
        elif token.type == tokenize.STRING and token.start[0] not in docstrings:
            kept.append(_THROUGH_HOME.sub("", token.string))  # an f-string's {stacking.x}
    return "\n".join(kept)


def calls_home(path: Path, home: str) -> bool:
    """Whether the module imports the rule's home (to call it at a named point)."""
    tree = ast.parse(path.read_text(encoding="utf-8"))
    for node in ast.walk(tree):
        if isinstance(node, ast.ImportFrom) and any(a.name == home for a in node.names):
            return True
        if isinstance(node, ast.ImportFrom) and (node.module or "").endswith(f"variants.{home}"):
            return True
    return False


def table(package: Path, where: bool) -> list[str]:
    """One line per rule (and, with ``where``, the modules that name it elsewhere)."""
    modules = sorted(p for p in package.rglob("*.py"))
    words = {p.relative_to(package).as_posix(): words_of(p) for p in modules}
    if not words:
        raise SystemExit(f"no Python modules in {package}")
    # (before the rules had homes, the option table was one module, variants.py)
    variants = {name for name in words if name.startswith("variants/") or name == "variants.py"}
    homes = {f"variants/{home}.py" for home, _ in RULES.values()}
    option_table = variants - homes - set(CORE)
    lines = [f"{'rule':12} {'names it':>8}  {'calls home':>10}  home  core  option table"]
    for rule, (home, pattern) in RULES.items():
        naming = {name for name, text in words.items() if re.search(pattern, text)}
        outside = sorted(naming - {f"variants/{home}.py"} - set(CORE) - option_table)
        outside = [name for name in outside if name.endswith(".py")]
        flags = [
            "yes" if f"variants/{home}.py" in naming else "no",
            "yes" if naming & set(CORE) else "no",
            "yes" if naming & option_table else "no",
        ]
        callers = sorted(
            name
            for name in words
            if name != f"variants/{home}.py" and calls_home(package / name, home)
        )
        counts = f"{len(outside):>8}  {len(callers):>10}"
        lines.append(f"{rule:12} {counts}  {flags[0]:>4}  {flags[1]:>4}  {flags[2]}")
        if where:
            lines.append("    names it:   " + " ".join(outside))
            lines.append("    calls home: " + " ".join(callers))
    return lines


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--where", action="store_true", help="list the modules too")
    parser.add_argument("--package", type=Path, default=PACKAGE, help="another checkout's")
    args = parser.parse_args()
    print("\n".join(table(args.package, args.where)))


if __name__ == "__main__":
    main()
