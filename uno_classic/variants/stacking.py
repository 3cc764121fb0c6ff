"""Stacking (``--stacking pass|add``): a player hit by a Draw Two or Draw Four passes the
penalty on with a card of the same kind, or takes it all.

Everything about this rule lives here: its engine steps, its questions and answers, its
screen lines and help, its rulebook paragraph, what the computer players do about it and
the figures ``simulate`` counts.
"""

from __future__ import annotations

from typing import Final, Protocol

from ..cards import Card
from ..rules import stacking_plays
from ..view import TableView
from . import Rules, Stacking

# ----------------------------------------------------------------- engine steps


# ----------------------------------------------------------------- what the players read


# ----------------------------------------------------------------- what the computers do


def passing_on(view: TableView) -> list[Card]:
    """A computer's plays with a penalty pending: only the cards that pass it on. ``normal``
    and ``easy`` choose among them by their usual priorities, so they always pass a
    penalty on when they can, and take it only when they cannot."""
    return stacking_plays(view.hand, view.top_card, view.current_color, view.restriction)


# ----------------------------------------------------------------- what simulate counts

FIGURES: Final = ("passed_on", "penalties_taken", "penalty_cards", "largest_penalty")
"""Pending penalties passed on with a card of their kind; pending penalties taken; the
cards those came to (what was pending: a short stock may give fewer); the largest taken."""
LARGEST: Final = frozenset({"largest_penalty"})
"""The figures that are a largest, not a sum."""
FIGURES_HELP: Final = "with --stacking, the penalties passed on and taken"


def counted_under(rules: Rules) -> bool:
    """Whether ``simulate`` counts and reports these figures: under ``--stacking``."""
    return rules.stacking is not Stacking.OFF


class _Pending(Protocol):
    @property
    def pending(self) -> int:
        """The penalty pending, in cards (0 when none)."""
        ...


def count_answer(game: _Pending, move: object, figures: dict[str, int]) -> None:
    """Count a move (a card, or taking), before it is applied, when a penalty is pending."""
    pending = game.pending
    if not pending:
        return
    if type(move) is Card:
        figures["passed_on"] += 1
    else:
        figures["penalties_taken"] += 1
        figures["penalty_cards"] += pending
        figures["largest_penalty"] = max(figures["largest_penalty"], pending)


def figures_line(figures: dict[str, int]) -> str:
    """The report's line."""
    taken = figures["penalties_taken"]
    mean = f"{figures['penalty_cards'] / taken:.2f}" if taken else "none"
    return (
        f"penalties passed on: {figures['passed_on']}; taken: {taken}, "
        f"mean {mean} cards, largest {figures['largest_penalty']}"
    )
