"""What ``normal``'s rules for Swap Hands and stacking are worth: figures printed, never asserted.

One player using another rule sits at a table with three ``normal`` players, in each of
the four seats in turn over the same deals (game numbers 1 to N of one seed), and its share
of games won is printed with a 95% interval (Wilson). The fair share is 25%: a rule that
wins less than that is worse than ``normal``'s against ``normal`` players.

(a) Swap Hands, under ``--rules party``. ``normal`` plays a Swap Hands first when another
player holds fewer cards than it would keep, and swaps with the player holding fewest;
otherwise it plays it as a plain wild and keeps its hand. Against it:

    keeps     plays a Swap Hands as a plain wild (``normal``'s priorities without the
              swap), and always keeps its hand
    random    plays it as a plain wild too, and always swaps with another player chosen
              at random

(b) Stacking, under ``--rules classic`` with ``--stacking pass`` and ``--stacking add``.
``normal`` always passes a pending penalty on when it can. Against it:

    takes     never passes a penalty on: takes it all at once

    python benchmarks/party_rules.py                    # 1000 deals x 4 seats each
    python benchmarks/party_rules.py --deals 500 --seed 5
"""

from __future__ import annotations

import argparse
import dataclasses
import random
import time
from collections.abc import Iterator
from contextlib import contextmanager

from uno_classic import strategies
from uno_classic.cards import SWAP_HANDS, Card
from uno_classic.report import wilson_interval
from uno_classic.simulation import Tally, simulate
from uno_classic.strategies import NormalStrategy, Strategy
from uno_classic.variants import PRESETS, Rules, Stacking
from uno_classic.view import TableView

PLAYERS = 4


@contextmanager
def swap_priority_off() -> Iterator[None]:
    """``normal``'s choice of a card with its first priority, the swap, switched off: the
    swap rule is called from its ``choose_play``, so it is switched off for the one call
    rather than its other priorities copied here."""
    namespace = vars(strategies)  # the name choose_play looks up, where it looks it up
    saved = namespace["normal_plays_swap_hands_first"]
    namespace["normal_plays_swap_hands_first"] = lambda view: False
    try:
        yield
    finally:
        namespace["normal_plays_swap_hands_first"] = saved


class Keeps(NormalStrategy):
    """``normal``, but a Swap Hands is a plain wild and the hand is always kept."""

    name = "keeps"

    def choose_play(self, view: TableView, rng: random.Random) -> Card | None:
        """As ``normal`` does, without the swap priority."""
        if SWAP_HANDS not in view.hand:
            return super().choose_play(view, rng)
        with swap_priority_off():
            return super().choose_play(view, rng)

    def choose_swap(self, view: TableView, rng: random.Random) -> int | None:
        """Never swap."""
        return None


class SwapsAtRandom(Keeps):
    """``normal``, but a Swap Hands is a plain wild, always swapped with a random player."""

    name = "random"

    def choose_swap(self, view: TableView, rng: random.Random) -> int | None:
        """Any other player, uniformly."""
        return rng.randrange(len(view.others))


class Takes(NormalStrategy):
    """``normal``, but it never passes a penalty on: it takes it all."""

    name = "takes"

    def choose_play(self, view: TableView, rng: random.Random) -> Card | None:
        """Take whenever a penalty is pending; otherwise as ``normal`` does."""
        if view.pending:
            return None
        return super().choose_play(view, rng)


def rotated(rules: Rules, rule: Strategy, *, deals: int, seed: int) -> tuple[int, Tally]:
    """``rule`` in each seat in turn against ``normal`` players, over the same ``deals``
    games of ``seed``: the games it won, and the tally of the last seating's run."""
    wins = 0
    tally = Tally(rules.players)
    for seat in range(rules.players):
        seats: list[Strategy] = [NormalStrategy()] * rules.players
        seats[seat] = rule
        tally = simulate(rules, seats, runs=deals, seed=seed)
        wins += tally.wins[seat]
    return wins, tally


def line(label: str, wins: int, games: int, seconds: float) -> str:
    """``keeps: wins 24.1% (22.8% - 25.4%) of 4000 games (31 s)``."""
    low, high = wilson_interval(wins, games)
    return (
        f"  {label:<34} wins {wins / games:.1%} ({low:.1%} - {high:.1%}) of {games} games "
        f"({seconds:.0f} s)"
    )


def arguments(description: str | None) -> tuple[int, int]:
    """``--deals`` and ``--seed`` from the command line, after which the run's first line is
    printed."""
    parser = argparse.ArgumentParser(description=description)
    parser.add_argument("--deals", type=int, default=1000, help="games per seat")
    parser.add_argument("--seed", type=int, default=77)
    args = parser.parse_args()
    deals, seed = args.deals, args.seed
    print(
        f"{PLAYERS} players, {deals} deals x {PLAYERS} seats = {deals * PLAYERS} games to "
        f"500, seed {seed}; the fair share is 25%"
    )
    return deals, seed


def report(label: str, rules: Rules, rule: Strategy, *, deals: int, seed: int) -> None:
    """Print ``rule``'s line: its share of the games over every seating (see :func:`line`)."""
    started = time.perf_counter()
    wins, _ = rotated(rules, rule, deals=deals, seed=seed)
    print(line(label, wins, deals * PLAYERS, time.perf_counter() - started), flush=True)


def main() -> None:
    """Print one line per rule."""
    deals, seed = arguments(__doc__.splitlines()[0] if __doc__ else None)
    party = dataclasses.replace(PRESETS["party"], players=PLAYERS)
    print("(a) Swap Hands, --rules party: one player against three normal players")
    report("keeps (never swaps)", party, Keeps(), deals=deals, seed=seed)
    report("swaps with a random player", party, SwapsAtRandom(), deals=deals, seed=seed)
    print("(b) stacking, --rules classic: one player against three normal players")
    for stacking in (Stacking.PASS, Stacking.ADD):
        rules = dataclasses.replace(PRESETS["classic"], players=PLAYERS, stacking=stacking)
        report(f"never stacks (--stacking {stacking})", rules, Takes(), deals=deals, seed=seed)


if __name__ == "__main__":
    main()
