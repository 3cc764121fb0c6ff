"""Stacking (``--stacking pass|add``): a player hit by a Draw Two or Draw Four passes the
penalty on with a card of the same kind, or takes it all.

Everything about this rule lives here: its engine steps, its questions and answers, its
screen lines and help, its rulebook paragraph, what the computer players do about it and
the figures ``simulate`` counts.
"""

from __future__ import annotations

from ..cards import Card
from ..rules import stacking_plays
from ..view import TableView

# ----------------------------------------------------------------- engine steps


# ----------------------------------------------------------------- what the players read


# ----------------------------------------------------------------- what the computers do


def passing_on(view: TableView) -> list[Card]:
    """A computer's plays with a penalty pending: only the cards that pass it on. ``normal``
    and ``easy`` choose among them by their usual priorities, so they always pass a
    penalty on when they can, and take it only when they cannot."""
    return stacking_plays(view.hand, view.top_card, view.current_color, view.restriction)


# ----------------------------------------------------------------- what simulate counts
