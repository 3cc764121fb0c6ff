"""``hard``, the searching computer player."""

from __future__ import annotations

import subprocess
import sys

import pytest


@pytest.mark.parametrize("module", ["search", "strategies", "cards"])
def test_hard_is_registered_whichever_module_is_imported_first(module):
    """A fresh interpreter: ``uno_classic.search`` imported first once failed (its own class
    not yet defined when ``strategies`` imported it back)."""
    code = f"import uno_classic.{module}; from uno_classic.strategies import STRATEGIES as S; "
    code += "print(*S)"
    done = subprocess.run(
        [sys.executable, "-c", code], capture_output=True, text=True, timeout=60, check=False
    )
    assert (done.returncode, done.stdout) == (0, "normal random hard\n"), done.stderr
