"""The Draw Four challenge (``--draw-four bluff``), and when a Draw Four may be played at all
(``--draw-four``, ``--draw-four-test``).

Everything about this rule lives here: its engine steps, its questions and answers, its
screen lines and help, its rulebook paragraph, what the computer players do about it and
the figures ``simulate`` counts.
"""

from __future__ import annotations

import random
from typing import Final, Protocol

from ..view import TableView
from . import DrawFour, Rules

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

FIGURES: Final = ("bluffs", "challenges", "caught")
"""Draw Fours played as a bluff and open to a challenge; those challenged; the challenges
that found a bluff."""
FIGURES_HELP: Final = "under --draw-four bluff, the bluffs and challenges"


def counted_under(rules: Rules) -> bool:
    """Whether ``simulate`` counts and reports these figures: under ``--draw-four bluff``."""
    return rules.draw_four is DrawFour.BLUFF


class _Challenged(Protocol):
    @property
    def bluffing(self) -> bool:
        """Whether the Draw Four open to a challenge is a bluff."""
        ...


def count_answer(game: _Challenged, challenged: object, figures: dict[str, int]) -> None:
    """Count an answer to the challenge question, before it is applied."""
    figures["bluffs"] += game.bluffing
    if challenged:
        figures["challenges"] += 1
        figures["caught"] += game.bluffing


def figures_line(figures: dict[str, int]) -> str:
    """The report's line."""
    challenges, caught = figures["challenges"], figures["caught"]
    rate = f"{caught / challenges:.1%}" if challenges else "none"
    return (
        f"draw four bluffs open to a challenge: {figures['bluffs']}; challenges: "
        f"{challenges}, of which found a bluff: {caught} ({rate})"
    )
