"""How a hand starts, as a player meets it: a first wild whose color the starter names."""

from __future__ import annotations

from .helpers import run


def test_a_first_wild_named_by_the_starter_says_so():
    # Game 16 with three computers: the human deals a first COLOR CHANGE (see the golden
    # human-names-first-color-change); with --first-wild starter COMPUTER 1 names it.
    lines = run("--seed 16 --target 100 --first-wild starter").stdout.splitlines()
    first = lines.index("FIRST CARD: COLOR CHANGE")
    assert lines[first + 1] == "COMPUTER 1 NAMES THE FIRST CARD'S COLOR, AS THE STARTER"
    assert lines[first + 2].startswith("COLOR IS NOW ")
