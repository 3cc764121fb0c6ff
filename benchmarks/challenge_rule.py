"""How often ``normal`` should challenge a Draw Four: figures printed, never asserted.

Seats one player that challenges when the Draw Four's player still holds at least K cards
against three ``normal`` players (who challenge from ``CHALLENGE_FROM`` cards) under the
``official`` rules, and prints its share of games won for each K. The fair share is 25%.

    python benchmarks/challenge_rule.py                       # K = 1, 5, never; 8000 games
    python benchmarks/challenge_rule.py --games 2000 --from 1,3,5,8,99
"""

from __future__ import annotations

import argparse
import dataclasses
import math
import random
import time

from uno_classic.simulation import simulate
from uno_classic.strategies import NormalStrategy
from uno_classic.variants import PRESETS
from uno_classic.view import TableView


class ChallengingFrom(NormalStrategy):
    """``normal``, but challenging from ``threshold`` cards."""

    def __init__(self, threshold: int) -> None:
        self.threshold = threshold

    def challenge(self, view: TableView, rng: random.Random) -> bool:
        """As ``normal`` does, with another threshold."""
        return view.others[-1] >= self.threshold


def main() -> None:
    """Print one line per threshold."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0] if __doc__ else None)
    parser.add_argument("--games", type=int, default=8000)
    parser.add_argument("--from", dest="thresholds", default="1,5,99")
    parser.add_argument("--seed", type=int, default=77)
    args = parser.parse_args()
    rules = dataclasses.replace(PRESETS["official"], players=4)
    print(f"official rules, 4 players, {args.games} games to 500, seed {args.seed}")
    for threshold in (int(k) for k in args.thresholds.split(",")):
        started = time.perf_counter()
        seats = [ChallengingFrom(threshold), *[NormalStrategy()] * 3]
        tally = simulate(rules, seats, runs=args.games, seed=args.seed)
        rate = tally.wins[0] / tally.runs
        half = 1.96 * math.sqrt(rate * (1 - rate) / tally.runs)
        caught = tally.caught / tally.challenges if tally.challenges else 0.0
        print(
            f"challenges from {threshold:>2} cards: wins {rate:.1%} "
            f"({rate - half:.1%} - {rate + half:.1%}); all seats: {tally.challenges} "
            f"challenges, {caught:.0%} found a bluff ({time.perf_counter() - started:.0f} s)"
        )


if __name__ == "__main__":
    main()
