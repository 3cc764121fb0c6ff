"""The jump-in house rule (``--jump-in``): a player holding a card identical to the one just
played may play it out of turn.

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


def normal_jumps_in(view: TableView, card: Card) -> bool:
    """``normal`` always jumps in: a card is shed, and the players in between lose their
    turn. (Every deck has one 0 of each color, so no jump-in is ever made with a 0, whose
    passing of the hands ``normal`` would otherwise weigh.)"""
    return True


def easy_jumps_in(rng: random.Random) -> bool:
    """``easy`` jumps in half of the time, by a coin toss."""
    return rng.random() < 0.5


# ----------------------------------------------------------------- what simulate counts
