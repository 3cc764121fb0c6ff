"""Engine cost as a count: Python opcodes executed to play single hands, printed.

Wall-clock figures on a shared machine swing by a third between runs of the same code, too
much to tell whether a change costs 2%. The number of Python opcodes the interpreter
executes is exactly the same on every run and machine, so comparing it between two
checkouts shows what a change adds to the hot path (it counts no time spent in C, such as
sorting, so it is a proxy, not a measurement of speed).

    python benchmarks/engine_opcodes.py                 # 100 hands each, the defaults
    git stash; python benchmarks/engine_opcodes.py; git stash pop   # before and after

Each case plays the first hand of games with seeds 0, 1, 2, ... (one ``Rules`` value, a new
``Game`` per hand), every seat using one strategy, with events off as in a simulation.
"""

from __future__ import annotations

import argparse
import sys
from types import FrameType
from typing import Any

from uno_classic.game import Game
from uno_classic.levels import STRATEGIES
from uno_classic.questions import DEAL, Question
from uno_classic.strategies import computer_answer
from uno_classic.variants import Rules

CASES = ((2, "random"), (4, "normal"))


def play(rules: Rules, strategy: str, hands: int) -> None:
    """The first hand of games 0 to ``hands - 1``."""
    chosen = STRATEGIES[strategy]
    for seed in range(hands):
        game = Game(rules, seed=seed, record_events=False)
        game.apply(DEAL)
        while game.question is not Question.NEXT_HAND and game.question is not Question.GAME_OVER:
            game.apply(computer_answer(game, chosen))


def count_opcodes(rules: Rules, strategy: str, hands: int) -> int:
    """The opcodes executed while playing (after a warm-up, so imports are not counted)."""
    play(rules, strategy, 3)
    count = 0

    def trace(frame: FrameType, event: str, arg: Any) -> Any:
        nonlocal count
        frame.f_trace_opcodes = True
        frame.f_trace_lines = False
        if event == "opcode":
            count += 1
        return trace

    sys.settrace(trace)
    try:
        play(rules, strategy, hands)
    finally:
        sys.settrace(None)
    return count


def main(argv: list[str] | None = None) -> int:
    """One line per case: its opcode count."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--hands", type=int, default=100, help="single hands per case")
    args = parser.parse_args(argv)
    for players, strategy in CASES:
        rules = Rules(players=players, target=10**9)
        count = count_opcodes(rules, strategy, args.hands)
        print(f"{players} players, {strategy}: {count:,} opcodes for {args.hands} hands")
    return 0


if __name__ == "__main__":
    sys.exit(main())
