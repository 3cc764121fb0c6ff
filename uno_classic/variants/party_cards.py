"""The party deck's own cards: Swap Hands, and the Custom Wild with its agreed rule
(``--deck party``, ``--custom-rule``).

Everything about this rule lives here: its engine steps, its questions and answers, its
screen lines and help, its rulebook paragraph, what the computer players do about it and
the figures ``simulate`` counts.
"""

from __future__ import annotations

import random
from typing import Final, Protocol

from ..cards import SWAP_HANDS, Card
from ..view import TableView
from . import Deck, Rules

# ----------------------------------------------------------------- engine steps


# ----------------------------------------------------------------- what the players read


# ----------------------------------------------------------------- what the computers do

# A Custom Wild is a wild like a Color Change to the computers, whatever the custom rule.


def swap_position(view: TableView) -> int | None:
    """Whom ``normal`` swaps hands with, playing a Swap Hands (or a 7 under
    ``--seven-zero``): where in ``view.others`` the player holding fewest cards sits (the
    first in turn order among equals), if it holds fewer than this player would keep after
    playing the card; else None, keeping its hand."""
    others = view.others
    fewest = min(others)
    return others.index(fewest) if fewest < len(view.hand) - 1 else None


def normal_plays_swap_hands_first(view: TableView) -> bool:
    """Whether ``normal`` plays its Swap Hands before all its other priorities: when another
    player holds fewer cards than it would keep. Otherwise a Swap Hands is a wild like any
    other, and when it is played the player keeps its hand."""
    return swap_position(view) is not None


def normal_names_fewest_held(view: TableView) -> bool:
    """Whether ``normal`` names the color its hand holds fewest of, not most: when that
    hand is about to pass to another player (after choosing whom to swap with, for a Swap
    Hands or a 7 under ``--seven-zero``, or on a Custom Wild that passes every hand on), to
    help whoever gets it least."""
    return view.gives_hand_away


def easy_swap_position(view: TableView, rng: random.Random) -> int | None:
    """Whom ``easy`` swaps hands with: any other player, or keeping its hand, uniformly."""
    choice = rng.randrange(len(view.others) + 1)
    return None if choice == len(view.others) else choice


# ----------------------------------------------------------------- what simulate counts

FIGURES: Final = ("swaps", "keeps")
"""Swap Hands played with a swap; Swap Hands played keeping the hand."""
FIGURES_HELP: Final = "with the party deck, the Swap Hands played, swapping or keeping"


def counted_under(rules: Rules) -> bool:
    """Whether ``simulate`` counts and reports these figures: with the party deck."""
    return rules.deck is Deck.PARTY


class Swapping(Protocol):
    """A game asking whom to swap hands with."""

    @property
    def swap_card(self) -> Card | None:
        """The card being played that swaps hands (a Swap Hands, or a 7)."""
        ...


def count_answer(game: Swapping, whom: object, figures: dict[str, int]) -> None:
    """Count an answer to whom to swap hands with (a seat, or keeping the hand), before it
    is applied, when the card is a Swap Hands."""
    if game.swap_card is SWAP_HANDS:
        figures["swaps" if type(whom) is int else "keeps"] += 1


def figures_line(figures: dict[str, int]) -> str:
    """The report's line."""
    swaps, keeps = figures["swaps"], figures["keeps"]
    return f"swap hands played: {swaps + keeps}; swapped: {swaps}, kept: {keeps}"
