"""How long ``hard`` thinks: seconds per decision, printed, never asserted.

Seats one ``hard`` player with three ``normal`` ones and times every answer ``hard`` gives
(the search included; an answer with nothing to choose takes microseconds and is counted
too), on one core, under every preset with its default options and then with the house
rules on. A player at a terminal waits this long for a computer's move (besides the
``--delay`` between lines). The search is a fixed amount of work, never a clock, so its
choices are the same on any machine; only these times change.

    python benchmarks/hard_decisions.py                  # 40 hands per line
    python benchmarks/hard_decisions.py --hands 10 --seed 3
"""

from __future__ import annotations

import argparse
import dataclasses
import statistics
import time
from collections.abc import Callable
from typing import Any

from uno_classic.levels import STRATEGIES
from uno_classic.search import HardStrategy
from uno_classic.simulation import play
from uno_classic.variants import PRESETS, Rules

PLAYERS = 4
ASKED = ("choose_play", "choose_color", "play_taken", "challenge", "choose_swap", "jump_in")


class TimedHard(HardStrategy):
    """``hard``, noting how long each of its answers took."""

    def __init__(self) -> None:
        super().__init__()
        self.seconds: list[float] = []
        for name in ASKED:
            setattr(self, name, self._timed(getattr(self, name)))

    def _timed(self, method: Callable[..., Any]) -> Callable[..., Any]:
        def timed(*args: Any) -> Any:
            started = time.perf_counter()
            answer = method(*args)
            self.seconds.append(time.perf_counter() - started)
            return answer

        return timed


def tables() -> list[tuple[str, Rules]]:
    """Every preset as it is, then with --seven-zero and --jump-in."""
    lines = [(name, dataclasses.replace(rules, players=PLAYERS)) for name, rules in PRESETS.items()]
    house = [
        (f"{name} + 7-0, jump-in", dataclasses.replace(rules, seven_zero=True, jump_in=True))
        for name, rules in lines
    ]
    return lines + house


def main(argv: list[str] | None = None) -> int:
    """One line per table: decisions timed, mean, median, 95th percentile and longest."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--hands", type=int, default=40, help="hands per line")
    parser.add_argument("--seed", type=int, default=1)
    args = parser.parse_args(argv)
    normal = STRATEGIES["normal"]
    print(f"one hard against three normal, {args.hands} hands per line, seed {args.seed}")
    print(f"{'rules':<28}  {'answers':>7}  {'mean':>7}  {'median':>7}  {'p95':>7}  {'max':>7}")
    everything: list[float] = []
    for name, rules in tables():
        hard = TimedHard()
        for hand in range(1, args.hands + 1):
            seats = [normal] * PLAYERS
            seats[hand % PLAYERS] = hard
            play(rules, seats, seed=args.seed, game_number=hand, single_hand=True)
        times = sorted(hard.seconds)
        everything += times
        print(_line(name, times))
    print(_line("all", sorted(everything)))
    return 0


def _line(name: str, times: list[float]) -> str:
    p95 = times[min(len(times) - 1, int(0.95 * len(times)))]
    ms = [1000 * t for t in (statistics.mean(times), statistics.median(times), p95, times[-1])]
    return f"{name:<28}  {len(times):>7}  " + "  ".join(f"{m:>5.0f}ms" for m in ms)


if __name__ == "__main__":
    raise SystemExit(main())
