"""Options that each make sense alone but not together: each rule says what is wrong with a
combination of options given on the command line, and the command line asks them all.

A check sees the preset's rules and the options given (name to command-line value): what
stands in the way depends on what the player named, not only on the rules it comes to (a
custom rule named under a preset without the party deck is refused, even the plain wild).
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from typing import Final

from . import Rules, challenge, party_cards

RuleCheck = Callable[[Rules, Mapping[str, object]], "str | None"]
"""What is wrong with options given over a preset's rules, as a usage error says it; None
when nothing is."""

RULE_CHECKS: Final[tuple[RuleCheck, ...]] = (
    party_cards.custom_rule_problem,
    challenge.draw_four_test_problem,
)
"""Every rule's check, in the order they are asked: the first problem found is the one
told."""


def combination_problem(preset: Rules, given: Mapping[str, object]) -> str | None:
    """The first problem a rule finds with the options ``given`` over the ``preset``'s
    rules, or None when they go together."""
    for check in RULE_CHECKS:
        problem = check(preset, given)
        if problem is not None:
            return problem
    return None
