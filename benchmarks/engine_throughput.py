"""Engine throughput: computer-only hands per second, printed, never asserted.

Plays single hands (the first hand of games 1, 2, 3, ... of one seed) with every seat using
one strategy, for 2- and 4-player tables, and prints the best and the median of several
timed repeats. The machine is shared and noisy; the best repeat is the least disturbed.

    python benchmarks/engine_throughput.py                 # defaults below
    python benchmarks/engine_throughput.py --hands 20000 --repeat 7
"""

from __future__ import annotations

import argparse
import platform
import statistics
import sys
import time

from uno_classic.game import Rules
from uno_classic.simulation import simulate
from uno_classic.strategies import STRATEGIES


def measure(players: int, strategy: str, hands: int, seed: int) -> tuple[float, float]:
    """Seconds to play ``hands`` single hands, and the mean turns per hand."""
    rules = Rules(players=players)
    seats = [STRATEGIES[strategy]] * players
    started = time.perf_counter()
    tally = simulate(rules, seats, runs=hands, seed=seed, single_hands=True)
    return time.perf_counter() - started, tally.turns / tally.hands


def main(argv: list[str] | None = None) -> int:
    """Print one line per (players, strategy): best and median hands/s, turns per hand."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--hands", type=int, default=5000, help="hands per repeat")
    parser.add_argument("--repeat", type=int, default=5, help="timed repeats per case")
    parser.add_argument("--seed", type=int, default=1)
    args = parser.parse_args(argv)
    print(
        f"python {platform.python_version()} on {platform.machine()}, "
        f"{args.hands} hands x {args.repeat} repeats, seed {args.seed}"
    )
    print(
        f"{'players':>7}  {'strategy':<8}  {'best hands/s':>12}  {'median hands/s':>14}  "
        f"{'turns/hand':>10}"
    )
    for players in (2, 4):
        for strategy in ("random", "normal"):
            measure(players, strategy, max(1, args.hands // 10), args.seed)  # warm-up
            runs = [measure(players, strategy, args.hands, args.seed) for _ in range(args.repeat)]
            rates = [args.hands / seconds for seconds, _ in runs]
            turns = runs[0][1]
            print(
                f"{players:>7}  {strategy:<8}  {max(rates):>12.0f}  "
                f"{statistics.median(rates):>14.0f}  {turns:>10.1f}"
            )
    return 0


if __name__ == "__main__":
    sys.exit(main())
