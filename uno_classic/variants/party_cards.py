"""The party deck's own cards: Swap Hands, and the Custom Wild with its agreed rule
(``--deck party``, ``--custom-rule``).

Everything about this rule lives here: its engine steps, its questions and answers, its
screen lines and help, its rulebook paragraph, what the computer players do about it and
the figures ``simulate`` counts.
"""

from __future__ import annotations

import random

from ..view import TableView

# ----------------------------------------------------------------- engine steps


# ----------------------------------------------------------------- what the players read


# ----------------------------------------------------------------- what the computers do

# A Custom Wild is a wild like a Color Change to the computers, whatever the custom rule.
# A color named while one's hand is about to pass to another player (after choosing whom to
# swap with, or on a Custom Wild that passes every hand on) is the one that hand holds
# fewest of, to help whoever gets it least: ``NormalStrategy.choose_color`` reads
# ``view.gives_hand_away``, on the classic count of colors turned round.


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


def easy_swap_position(view: TableView, rng: random.Random) -> int | None:
    """Whom ``easy`` swaps hands with: any other player, or keeping its hand, uniformly."""
    choice = rng.randrange(len(view.others) + 1)
    return None if choice == len(view.others) else choice


# ----------------------------------------------------------------- what simulate counts
