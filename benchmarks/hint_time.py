"""How long a hint takes: seconds from H to the hint, printed, never asserted.

Plays hands with ``normal`` in every seat and, at every question put to seat 0 (where a
human would press H), times :func:`~uno_classic.hints.hinted_answer`: ``hard``'s search
from that seat, on the hint's own stream, the way the console asks it. Every preset with
its default options, then with the house rules on, as ``benchmarks/hard_decisions.py``
times ``hard``'s own moves: a hint costs what a move of ``hard`` costs (the same search),
and both must answer well within half a second.

    python benchmarks/hint_time.py                  # 40 hands per line
    python benchmarks/hint_time.py --hands 10 --seed 3
"""

from __future__ import annotations

import argparse
import sys
import time
from pathlib import Path

from uno_classic import inference
from uno_classic.game import Game
from uno_classic.hints import hinted_answer
from uno_classic.levels import STRATEGIES
from uno_classic.questions import DEAL, Question
from uno_classic.strategies import computer_answer

if __package__ in (None, ""):  # run as a script: the checkout's root, for the benchmarks
    sys.path.insert(0, str(Path(__file__).resolve().parent.parent))
from benchmarks.hard_decisions import PLAYERS, _line, tables

ASKING: tuple[Question, ...] = (
    Question.MOVE,
    Question.COLOR,
    Question.PLAY_TAKEN,
    Question.CHALLENGE,
    Question.SWAP,
    Question.JUMP_IN,
)
"""The questions a human answers, where H asks for a hint."""


def main(argv: list[str] | None = None) -> int:
    """One line per table: hints timed, mean, median, 95th percentile and longest."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--hands", type=int, default=40, help="hands per line")
    parser.add_argument("--seed", type=int, default=1)
    args = parser.parse_args(argv)
    normal = STRATEGIES["normal"]
    print(
        f"a hint at every question to seat 0 of {PLAYERS}, {args.hands} hands per line, "
        f"seed {args.seed}"
    )
    print(f"{'rules':<28}  {'hints':>7}  {'mean':>7}  {'median':>7}  {'p95':>7}  {'max':>7}")
    everything: list[float] = []
    for name, rules in tables():
        times: list[float] = []
        for hand in range(1, args.hands + 1):
            game = Game(rules, seed=args.seed, game_number=hand, record_events=False)
            # Seat 0 is a human asking for hints: the game reads the table, as the game does.
            inference.read_for(game, [None, *[normal] * (PLAYERS - 1)], hints=True)
            game.apply(DEAL)
            while game.question not in (Question.NEXT_HAND, Question.GAME_OVER):
                if game.turn == 0 and game.question in ASKING:
                    started = time.perf_counter()
                    hinted_answer(game)
                    times.append(time.perf_counter() - started)
                game.apply(computer_answer(game, normal))
        times.sort()
        everything += times
        print(_line(name, times))
    print(_line("all", sorted(everything)))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
