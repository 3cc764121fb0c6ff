"""The 7-0 house rule (``--seven-zero``): a played 7 swaps hands with a player its player
chooses, a played 0 passes every hand on in the direction of play.

Everything about this rule lives here: its engine steps, its questions and answers, its
screen lines and help, its rulebook paragraph, what the computer players do about it and
the figures ``simulate`` counts.
"""

from __future__ import annotations

from typing import Final, Protocol

from ..cards import SWAP_HANDS, Card, Rank
from ..view import TableView
from . import Rules
from .party_cards import Swapping, swap_position

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

FIGURES: Final = ("sevens_swapped", "sevens_kept", "passes")
"""7s played with a swap; 7s played keeping the hand; times every hand passed on (a 0, or
a Custom Wild under ``--custom-rule rotate``)."""
FIGURES_HELP: Final = (
    "with --seven-zero, the 7s played, swapping or keeping, and the times the hands passed on"
)


def counted_under(rules: Rules) -> bool:
    """Whether ``simulate`` counts and reports these figures: under ``--seven-zero``."""
    return rules.seven_zero


def count_answer(game: Swapping, whom: object, figures: dict[str, int]) -> None:
    """Count an answer to whom to swap hands with (a seat, or keeping the hand), before it
    is applied, when the card is a 7."""
    if game.swap_card is not SWAP_HANDS:
        figures["sevens_swapped" if type(whom) is int else "sevens_kept"] += 1


class _Passing(Protocol):
    @property
    def passes(self) -> int:
        """The times every hand passed on in this game."""
        ...


def count_game(game: _Passing, figures: dict[str, int]) -> None:
    """Count a finished game: the times its hands passed on (the game counts them)."""
    figures["passes"] = game.passes


def figures_line(figures: dict[str, int]) -> str:
    """The report's line."""
    swapped, kept = figures["sevens_swapped"], figures["sevens_kept"]
    return (
        f"7s played: {swapped + kept}; swapped: {swapped}, kept: {kept}; "
        f"hands passed on: {figures['passes']}"
    )
