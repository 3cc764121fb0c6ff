"""What ``normal``'s rules for the 7-0 and jump-in house rules are worth: figures printed,
never asserted.

One player using another rule sits at a table with three ``normal`` players, in each of
the four seats in turn over the same deals (game numbers 1 to N of one seed), and its share
of games won is printed with a 95% interval (Wilson). The fair share is 25%: a rule that
wins less than that is worse than ``normal``'s against ``normal`` players.

(a) 7-0, under ``--rules classic --seven-zero``. ``normal`` plays a 7 first when another
player holds fewer cards than it would keep, and swaps with the player holding fewest
(otherwise a 7 it plays keeps its hand); it plays a 0 first when the player before it holds
fewer cards than it would keep, and no 0 while it has another play and that player holds
more. Against it:

    plain     plays a 7 or 0 by ``normal``'s other priorities, as any number, and keeps
              its hand on a 7
    random    the same, but swaps with a random other player on a 7
    zeros     ``normal``'s rule for 7s, but a 0 played by its other priorities, as any
              number

(b) Jump-in, under ``--rules classic --jump-in``. ``normal`` always jumps in. Against it:

    never     never jumps in
    coin      jumps in half of the time, at random

    python benchmarks/house_rules.py                    # 1000 deals x 4 seats each
    python benchmarks/house_rules.py --deals 500 --seed 5
"""

from __future__ import annotations

import dataclasses
import random
import sys
from pathlib import Path

from uno_classic.cards import Card, Rank
from uno_classic.strategies import NormalStrategy
from uno_classic.variants import PRESETS
from uno_classic.variants.party_cards import swap_position
from uno_classic.view import Snapshot, TableView

try:
    import benchmarks  # noqa: F401 (the repository's benchmarks, as a package)
except ModuleNotFoundError:  # run as a script: only benchmarks/ is on the path
    sys.path.insert(0, str(Path(__file__).resolve().parent.parent))
from benchmarks import party_rules
from benchmarks.party_rules import PLAYERS, arguments, report


def without_seven_zero(view: TableView) -> Snapshot:
    """The same table, as ``normal`` sees it when a 7 and a 0 are plain numbers."""
    return Snapshot(
        view.hand,
        view.top_card,
        view.current_color,
        view.others,
        view.discard_pile,
        view.direction,
        view.restriction,
        view.colors,
        view.pending,
        view.gives_hand_away,
        seven_zero=False,
    )


def wants_swap(view: TableView) -> bool:
    """Whether ``normal`` would swap on a 7 it plays now (its 7 rule)."""
    return swap_position(view) is not None


class Plain(NormalStrategy):
    """``normal``, but a 7 or 0 is played as any number, and a 7 keeps the hand."""

    name = "plain"

    def choose_play(self, view: TableView, rng: random.Random) -> Card | None:
        """As ``normal`` does without its 7-0 rules."""
        return super().choose_play(without_seven_zero(view), rng)

    def choose_swap(self, view: TableView, rng: random.Random) -> int | None:
        """Never swap."""
        return None


class SwapsAtRandom(Plain):
    """``plain``, but a 7 swaps with a random other player."""

    name = "random"
    choose_swap = party_rules.SwapsAtRandom.choose_swap  # any other player, uniformly


class ZerosAsNumbers(NormalStrategy):
    """``normal``'s 7 rule, but a 0 is played as any number."""

    name = "zeros"

    def choose_play(self, view: TableView, rng: random.Random) -> Card | None:
        """A 7 when ``normal``'s 7 rule wants a swap; otherwise as ``normal`` does without
        its 7-0 rules (so neither seeking nor avoiding a 0)."""
        card = super().choose_play(view, rng)
        if card is not None and card.rank is Rank.SEVEN and wants_swap(view):
            return card
        return super().choose_play(without_seven_zero(view), rng)


class NeverJumps(NormalStrategy):
    """``normal``, but it never jumps in."""

    name = "never"

    def jump_in(self, view: TableView, card: Card, rng: random.Random) -> bool:
        """Never."""
        return False


class JumpsOnCoin(NormalStrategy):
    """``normal``, but it jumps in half of the time, at random."""

    name = "coin"

    def jump_in(self, view: TableView, card: Card, rng: random.Random) -> bool:
        """A coin toss."""
        return rng.random() < 0.5


def main() -> None:
    """Print one line per rule."""
    deals, seed = arguments(__doc__.splitlines()[0] if __doc__ else None)
    classic = dataclasses.replace(PRESETS["classic"], players=PLAYERS)
    print("(a) 7-0, --rules classic --seven-zero: one player against three normal players")
    seven_zero = dataclasses.replace(classic, seven_zero=True)
    report("plays 7s and 0s as numbers, keeps", seven_zero, Plain(), deals=deals, seed=seed)
    report("as numbers, swaps at random", seven_zero, SwapsAtRandom(), deals=deals, seed=seed)
    report("normal's 7s, 0s as numbers", seven_zero, ZerosAsNumbers(), deals=deals, seed=seed)
    print("(b) jump-in, --rules classic --jump-in: one player against three normal players")
    jump_in = dataclasses.replace(classic, jump_in=True)
    report("never jumps in", jump_in, NeverJumps(), deals=deals, seed=seed)
    report("jumps in half of the time", jump_in, JumpsOnCoin(), deals=deals, seed=seed)


if __name__ == "__main__":
    main()
