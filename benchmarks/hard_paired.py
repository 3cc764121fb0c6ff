"""How strong ``hard`` is, paired: each line plays the same deals in the same seats.

One player of the line's kind sits at a table with ``normal`` players in every other seat,
in each seat in turn over the same deals (the first hand of games 1 to N of one seed), and
every line plays every (deal, seat): common random numbers, so two lines differ by their
play, not by their luck. Printed per line: hands won, the win rate with its 95% interval
(Wilson); then each line against ``hard`` hand by hand (the paired difference and its 95%
interval, the deals as clusters); and how far ``hard`` goes from the fair share towards the
peeking search's ceiling, with a 95% interval by resampling the deals.

The lines (``--lines``, comma-separated):

- ``hard``: the level players pick (and the hint's search).
- ``blind``: ``hard`` sampling every unseen card at random, reading nothing from what the
  others did: the ``hard`` of earlier versions, at today's budget.
- ``peek``: ``hard``'s search seeing every hand (not the order of the stock): a cheat, never
  a level, here only to show the ceiling of this search.
- ``normal`` or ``easy``: a level as it is.
- ``hard*4`` (or ``blind*N``, ``peek*N``): the search with four (N) times the playouts;
  ``hard@0``: playing another answer than ``normal``'s whenever it did better at all (the
  margin, in standard errors, after the ``@``; ``hard*4@0`` both).

    python benchmarks/hard_paired.py                        # 2000 deals x 4 seats, classic
    python benchmarks/hard_paired.py --players 2 --deals 2000
    python benchmarks/hard_paired.py --preset house --lines hard,peek --deals 500
"""

from __future__ import annotations

import argparse
import dataclasses
import math
import multiprocessing
import os
import random
import time
from collections.abc import Sequence
from typing import Final

from uno_classic import levels
from uno_classic.game import Game
from uno_classic.report import wilson_interval
from uno_classic.search import MIN_DEALS, PLAYOUTS, SWITCH_Z, HardStrategy, SearchableView
from uno_classic.simulation import play
from uno_classic.strategies import Strategy
from uno_classic.variants import PRESETS

CHUNK: Final = 10
"""Deals per task handed to a worker process."""
Z_95: Final = 1.959964
RESAMPLES: Final = 2000


class BlindStrategy(HardStrategy):
    """``hard`` reading nothing: every unseen card dealt at random."""

    name = "blind"

    def _sample(self, source: SearchableView, rng: random.Random) -> Game:
        return source.sample(rng, read=False)


class PeekingStrategy(HardStrategy):
    """``hard``'s search on the real hands (the stock shuffled): the ceiling of the search.
    Benchmark-only: it reads the game behind the seat's view, which no level may."""

    name = "peek"

    def _sample(self, source: SearchableView, rng: random.Random) -> Game:
        game: Game = source._game  # type: ignore[attr-defined]  # (the cheat)
        sample = game.copy(rng.getrandbits(64))
        rng.shuffle(sample.stock)
        return sample


SEARCHES: Final = {"hard": HardStrategy, "blind": BlindStrategy, "peek": PeekingStrategy}


def strategy(line: str) -> Strategy:
    """The strategy a line seats: ``hard*4`` searches four times as much as ``hard``."""
    line, _, z = line.partition("@")
    name, _, times = line.partition("*")
    if name in SEARCHES:
        n = int(times or 1)
        switch_z = float(z) if z else SWITCH_Z
        return SEARCHES[name](playouts=PLAYOUTS * n, min_deals=MIN_DEALS * n, switch_z=switch_z)
    return levels.strategy(line)


Task = tuple[tuple[str, ...], str, int, int, int, int]


def outcomes(task: Task) -> list[tuple[int, int, tuple[int, ...]]]:
    """For each deal from ``first`` to ``last`` and each seat: whether each line won it."""
    lines, preset, players, seed, first, last = task
    rules = dataclasses.replace(PRESETS[preset], players=players)
    normal = levels.strategy("normal")
    seated = [strategy(line) for line in lines]
    found = []
    for deal in range(first, last + 1):
        for seat in range(players):
            won = []
            for measured in seated:
                seats: list[Strategy] = [normal] * players
                seats[seat] = measured
                outcome = play(rules, seats, seed=seed, game_number=deal, single_hand=True)
                won.append(int(outcome.winner == seat))
            found.append((deal, seat, tuple(won)))
    return found


def paired(deltas_by_deal: Sequence[Sequence[int]]) -> tuple[float, float]:
    """The mean of per-hand differences and the half-width of its 95% interval, with the
    hands of one deal as a cluster (they share the deal)."""
    sums = [sum(d) for d in deltas_by_deal]
    hands = sum(len(d) for d in deltas_by_deal)
    mean = sum(sums) / hands
    per_deal = hands / len(sums)
    k = len(sums)
    variance = sum((s - mean * per_deal) ** 2 for s in sums) / (k - 1)
    return mean, Z_95 * math.sqrt(variance * k) / hands


def main(argv: list[str] | None = None) -> int:
    """Print the table described above."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--deals", type=int, default=2000, help="deals, each in every seat")
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--preset", default="classic", choices=sorted(PRESETS))
    parser.add_argument("--players", type=int, default=4)
    parser.add_argument("--lines", default="hard,blind,peek", help="comma-separated lines")
    parser.add_argument("--jobs", type=int, default=os.cpu_count() or 1)
    args = parser.parse_args(argv)
    lines = tuple(args.lines.split(","))
    players = args.players
    fair = 1 / players
    print(
        f"{args.preset}, {players} players: one seat against {players - 1} normal, "
        f"{args.deals} deals x {players} seats, seed {args.seed}, {args.jobs} jobs, "
        f"the same deals and seats for every line"
    )
    tasks: list[Task] = [
        (lines, args.preset, players, args.seed, first, min(first + CHUNK - 1, args.deals))
        for first in range(1, args.deals + 1, CHUNK)
    ]
    started = time.perf_counter()
    with multiprocessing.Pool(args.jobs) as pool:
        found = [row for rows in pool.map(outcomes, tasks, chunksize=1) for row in rows]
    seconds = time.perf_counter() - started
    hands = len(found)
    by_deal: dict[int, list[tuple[int, ...]]] = {}
    for deal, _, won in found:
        by_deal.setdefault(deal, []).append(won)
    print(f"{'line':<8}  {'hands':>6}  {'won':>6}  {'win rate':>8}  95% interval")
    for i, line in enumerate(lines):
        wins = sum(row[2][i] for row in found)
        low, high = wilson_interval(wins, hands)
        print(f"{line:<8}  {hands:>6}  {wins:>6}  {wins / hands:>8.1%}  {low:.1%} - {high:.1%}")
    if "hard" in lines:
        h = lines.index("hard")
        print("paired, hand by hand (the deals as clusters):")
        for i, line in enumerate(lines):
            if i == h:
                continue
            deltas = [[won[h] - won[i] for won in rows] for rows in by_deal.values()]
            mean, half = paired(deltas)
            print(
                f"  hard - {line:<6} {mean * 100:+6.2f} points  "
                f"({(mean - half) * 100:+.2f} to {(mean + half) * 100:+.2f})"
            )
        if "peek" in lines:
            p = lines.index("peek")
            share = _share(list(by_deal.values()), h, p, fair)
            low, high = _resampled(list(by_deal.values()), h, p, fair, args.seed)
            print(
                f"hard goes {share:.0%} of the way from the fair share ({fair:.0%}) to the "
                f"peeking ceiling (95% interval {low:.0%} - {high:.0%})"
            )
    print(f"elapsed: {seconds:.0f} s ({hands * len(lines) / seconds:.1f} hands/s)")
    return 0


def _share(deals: Sequence[Sequence[tuple[int, ...]]], h: int, p: int, fair: float) -> float:
    hands = sum(len(rows) for rows in deals)
    hard = sum(won[h] for rows in deals for won in rows) / hands
    peek = sum(won[p] for rows in deals for won in rows) / hands
    return (hard - fair) / (peek - fair) if peek != fair else math.nan


def _resampled(
    deals: Sequence[Sequence[tuple[int, ...]]], h: int, p: int, fair: float, seed: int
) -> tuple[float, float]:
    """The 95% interval of :func:`_share`, resampling whole deals (a percentile bootstrap)."""
    rng = random.Random(seed)
    shares = sorted(
        _share([rng.choice(deals) for _ in deals], h, p, fair) for _ in range(RESAMPLES)
    )
    return shares[int(0.025 * RESAMPLES)], shares[int(0.975 * RESAMPLES) - 1]


if __name__ == "__main__":
    raise SystemExit(main())
