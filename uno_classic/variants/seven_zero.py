"""The 7-0 house rule (``--seven-zero``): a played 7 swaps hands with a player its player
chooses, a played 0 passes every hand on in the direction of play.

Everything about this rule lives here: its engine steps, its questions and answers, its
screen lines and help, its rulebook paragraph, what the computer players do about it and
the figures ``simulate`` counts.
"""

from __future__ import annotations

from ..cards import Card, Rank
from ..view import TableView
from .party_cards import swap_position

# ----------------------------------------------------------------- engine steps


# ----------------------------------------------------------------- what the players read


# ----------------------------------------------------------------- what the computers do


def normal_plays(view: TableView, plays: list[Card]) -> list[Card]:
    """Of ``plays``, those ``normal`` keeps under ``--seven-zero``, before all its other
    priorities: only its 7s when a swap would help it (another player holds fewer cards
    than it would keep; it swaps as for a Swap Hands, :func:`swap_position`, and otherwise
    a 7 it plays keeps its hand); else only its 0s when the player whose hand it would
    receive (the one before it) holds fewer cards than it would keep; else all but its 0s
    when that player holds more (unless nothing else is left)."""
    kept = len(view.hand) - 1
    sevens = [c for c in plays if c.rank is Rank.SEVEN]
    if sevens and swap_position(view) is not None:
        return sevens
    zeros = [c for c in plays if c.rank is Rank.ZERO]
    if not zeros:
        return plays
    incoming = view.others[-1]
    if incoming < kept:
        return zeros
    if incoming > kept and len(zeros) < len(plays):
        return [c for c in plays if c.rank is not Rank.ZERO]
    return plays


# ----------------------------------------------------------------- what simulate counts
