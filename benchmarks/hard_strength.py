"""How strong ``hard`` is against ``normal``: figures printed, never asserted.

One player of the level measured sits at a table with three ``normal`` players, in each of
the four seats in turn over the same deals (the first hand of games 1 to N of one seed, so
every deal is played four times), and its share of hands won is printed with a 95% interval
(Wilson). The fair share is 25%: ``normal`` in that seat wins 25% by symmetry.

    python benchmarks/hard_strength.py                          # 2500 deals x 4 seats
    python benchmarks/hard_strength.py --deals 100 --jobs 2 --strategy hard,easy
"""

from __future__ import annotations

import argparse
import dataclasses
import multiprocessing
import os
import time

from uno_classic import levels
from uno_classic.report import wilson_interval
from uno_classic.simulation import play
from uno_classic.variants import PRESETS

PLAYERS = 4
CHUNK = 25
"""Deals per task handed to a worker process."""


def wins_on(task: tuple[str, str, int, int, int]) -> tuple[int, int]:
    """Hands won by ``strategy`` over deals ``first`` to ``last`` (each in every seat) of
    ``preset`` against ``normal``, and the hands played."""
    strategy, preset, seed, first, last = task
    rules = dataclasses.replace(PRESETS[preset], players=PLAYERS)
    measured = levels.strategy(strategy)
    normal = levels.strategy("normal")
    won = played = 0
    for deal in range(first, last + 1):
        for seat in range(PLAYERS):
            seats = [normal] * PLAYERS
            seats[seat] = measured
            outcome = play(rules, seats, seed=seed, game_number=deal, single_hand=True)
            won += outcome.winner == seat
            played += 1
    return won, played


def main(argv: list[str] | None = None) -> int:
    """Print one line per strategy: hands, hands won, win rate and its 95% interval."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--deals", type=int, default=2500, help="deals, each in 4 seats")
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--preset", default="classic", choices=sorted(PRESETS))
    parser.add_argument("--strategy", default="hard", help="comma-separated levels to seat")
    parser.add_argument("--jobs", type=int, default=os.cpu_count() or 1)
    args = parser.parse_args(argv)
    print(
        f"{args.preset}, {PLAYERS} players: one seat against three normal, "
        f"{args.deals} deals x {PLAYERS} seats, seed {args.seed}, {args.jobs} jobs"
    )
    print(f"{'strategy':<8}  {'hands':>6}  {'won':>6}  {'win rate':>8}  95% interval")
    seconds: list[str] = []
    for strategy in args.strategy.split(","):
        tasks = [
            (strategy, args.preset, args.seed, first, min(first + CHUNK - 1, args.deals))
            for first in range(1, args.deals + 1, CHUNK)
        ]
        started = time.perf_counter()
        with multiprocessing.Pool(args.jobs) as pool:
            results = pool.map(wins_on, tasks, chunksize=1)
        won = sum(w for w, _ in results)
        hands = sum(n for _, n in results)
        low, high = wilson_interval(won, hands)
        print(f"{strategy:<8}  {hands:>6}  {won:>6}  {won / hands:>8.1%}  {low:.1%} - {high:.1%}")
        seconds.append(f"{strategy} {time.perf_counter() - started:.0f} s")
    print(f"elapsed: {', '.join(seconds)}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
