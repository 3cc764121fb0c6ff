"""The jump-in house rule (``--jump-in``): a player holding a card identical to the one just
played may play it out of turn.

Everything about this rule lives here: its engine steps, its questions and answers, its
screen lines and help, its rulebook paragraph, what the computer players do about it and
the figures ``simulate`` counts.
"""

from __future__ import annotations

import random
from typing import Final

from ..cards import Card
from ..view import TableView
from . import Rules

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

FIGURES: Final = ("jump_offers", "jumps")
"""Times a player holding an identical card was asked whether to jump in; jump-ins made."""
FIGURES_HELP: Final = "with --jump-in, the jump-ins offered and made"


def counted_under(rules: Rules) -> bool:
    """Whether ``simulate`` counts and reports these figures: under ``--jump-in``."""
    return rules.jump_in


def count_answer(game: object, jumped: object, figures: dict[str, int]) -> None:
    """Count an answer to whether to jump in."""
    figures["jump_offers"] += 1
    figures["jumps"] += jumped is True


def figures_line(figures: dict[str, int]) -> str:
    """The report's line."""
    offers, jumps = figures["jump_offers"], figures["jumps"]
    rate = f"{jumps / offers:.1%}" if offers else "none"
    return f"jump-ins offered: {offers}; jumped in: {jumps} ({rate})"
