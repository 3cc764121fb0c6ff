"""No module of ``uno_classic`` imports one that imports it back, directly or through others:
each layer builds on those below (``strategies`` and ``search`` once imported each other,
and the package had to import them in a set order to work)."""

from __future__ import annotations

import ast
import graphlib
from pathlib import Path

PACKAGE = Path(__file__).resolve().parent.parent / "uno_classic"


def module_name(path: Path) -> str:
    """``uno_classic.variants.stacking`` for uno_classic/variants/stacking.py; a package's
    ``__init__.py`` is the package."""
    parts = path.relative_to(PACKAGE.parent).with_suffix("").parts
    return ".".join(parts[:-1] if parts[-1] == "__init__" else parts)


def imported(path: Path, modules: set[str]) -> set[str]:
    """The modules of the package that ``path`` imports, at its top or in a function (an
    import from a package runs the package's ``__init__`` too)."""
    name = module_name(path)
    package = name if path.name == "__init__.py" else name.rpartition(".")[0]
    found: set[str] = set()
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
        if isinstance(node, ast.Import):
            found.update(alias.name for alias in node.names)
        elif isinstance(node, ast.ImportFrom):
            base = package
            for _ in range(node.level - 1):
                base = base.rpartition(".")[0]
            source = node.module or ""
            if node.level:
                source = f"{base}.{source}" if source else base
            found.add(source)
            found.update(f"{source}.{alias.name}" for alias in node.names)
    return (found & modules) - {name}


def test_no_module_of_the_package_imports_one_that_imports_it_back():
    paths = sorted(PACKAGE.rglob("*.py"))
    modules = {module_name(path) for path in paths}
    graph = {module_name(path): imported(path, modules) for path in paths}
    assert len(graph) > 30 and graph["uno_classic.levels"] >= {"uno_classic.search"}
    list(graphlib.TopologicalSorter(graph).static_order())  # CycleError names a circle
