"""The Draw Four challenge (``--draw-four bluff``), and when a Draw Four may be played at all
(``--draw-four``, ``--draw-four-test``).

Everything about this rule lives here: its engine steps, its questions and answers, its
screen lines and help, its rulebook paragraph, what the computer players do about it and
the figures ``simulate`` counts.
"""

from __future__ import annotations

import random
from typing import Final

from ..view import TableView

# ----------------------------------------------------------------- engine steps


# ----------------------------------------------------------------- what the players read


# ----------------------------------------------------------------- what the computers do

CHALLENGE_FROM: Final = 5
"""``normal`` challenges a Draw Four whose player still holds this many cards or more."""


def normal_challenges(view: TableView) -> bool:
    """``normal`` challenges when the Draw Four's player (the last in ``view.others``) kept
    at least :data:`CHALLENGE_FROM` cards: the more cards it kept, the likelier one was of
    the color it changed."""
    return view.others[-1] >= CHALLENGE_FROM


def easy_challenges(rng: random.Random) -> bool:
    """``easy`` tosses a coin: it weighs no odds."""
    return rng.random() < 0.5


# ----------------------------------------------------------------- what simulate counts
