"""What taking a card on one's turn does (``--take play|keep|until-playable``).

Everything about this rule lives here: its engine steps, its questions and answers, its
screen lines and help, its rulebook paragraph, what the computer players do about it and
the figures ``simulate`` counts.
"""

from __future__ import annotations

import random

from ..cards import Card
from ..view import TableView

# ----------------------------------------------------------------- engine steps


# ----------------------------------------------------------------- what the players read


# ----------------------------------------------------------------- what the computers do


def computer_plays_taken(view: TableView, card: Card, rng: random.Random) -> bool:
    """``normal`` and ``easy`` always play a playable card just taken: it is a legal play,
    and they take only when nothing else fits (under ``--take keep`` they are not asked)."""
    return True


# ----------------------------------------------------------------- what simulate counts
