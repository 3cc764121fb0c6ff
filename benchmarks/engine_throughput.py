"""Engine throughput: computer-only hands per second, ours and RLCard's, printed, never asserted.

Every case plays single hands in this one process and is timed over several repeats, in
CPU time of the process (``time.process_time``: the time other programs on a shared machine
take the processor from it is not counted, though they still slow it some); the cases take
turns within each round of repeats, so a burst of other work falls on all of them alike. It
prints the best and the median hands/s of each case (the best repeat is the least
disturbed) and the mean turns per hand.

- ``classic, 4 normal``: our classic rules, 4 players, every seat ``normal``, the first hand
  of games 1, 2, 3, ... of one seed, as ``simulate --hands`` plays them (a new ``Game`` per
  hand: the deal, two seeded streams, every answer checked by the engine).
- ``rlcard UnoGame, 4 players``: RLCard's bare UNO engine, ``rlcard.games.uno.game.UnoGame``
  configured for 4 players, no ``Env`` around it: ``init_game()``, then ``step(action)``
  until ``is_over()``, each action drawn uniformly (Python's ``random``, seeded) from the
  entries of the ``legal_actions`` list of the state the previous step returned (that list
  is built by every step anyway; a card held twice is two entries, a wild's four colors are
  four). Nothing else runs: no agent, no state encoding. Its ``numpy`` generator is seeded
  once per repeat. A turn is one step (a play or a draw).
- ``ratio``: ours over RLCard's, best over best and median over median.
- the other lines: the same as the first, for 2 players, ``random`` seats, and each preset.

    python benchmarks/engine_throughput.py                 # defaults below
    python benchmarks/engine_throughput.py --hands 20000 --repeat 7

RLCard is not a dependency of the game: ``pip install .[bench]`` installs it. Without it
the RLCard line and the ratio say so, and the rest runs.
"""

from __future__ import annotations

import argparse
import platform
import random
import statistics
import sys
import time
from collections.abc import Callable
from dataclasses import replace
from importlib.metadata import PackageNotFoundError, version

from uno_classic.levels import STRATEGIES
from uno_classic.simulation import simulate
from uno_classic.variants import PRESETS

OURS = "classic, 4 normal"
RLCARD = "rlcard UnoGame, 4 players"

Case = Callable[[int, int], float]
"""Plays ``hands`` hands from ``seed``; returns the mean turns per hand."""


def ours(preset: str, players: int, strategy: str) -> Case:
    """Single hands of ``preset`` with every seat on ``strategy``."""
    rules = replace(PRESETS[preset], players=players)
    seats = [STRATEGIES[strategy]] * players

    def play(hands: int, seed: int) -> float:
        tally = simulate(rules, seats, runs=hands, seed=seed, single_hands=True)
        return tally.turns / tally.hands

    return play


def rlcard_bare_loop(players: int) -> Case | None:
    """RLCard's ``UnoGame`` step loop with uniformly random legal actions; None without
    rlcard."""
    try:
        from rlcard.games.uno.game import UnoGame  # noqa: PLC0415 (an optional extra)
    except ImportError:
        return None

    def play(hands: int, seed: int) -> float:
        game = UnoGame()
        game.configure({"game_num_players": players})
        game.np_random.seed(seed)
        choice = random.Random(seed).choice
        steps = 0
        for _ in range(hands):
            state, _ = game.init_game()
            while not game.is_over():
                state, _ = game.step(choice(state["legal_actions"]))
                steps += 1
        return steps / hands

    return play


def cases() -> dict[str, Case | None]:
    """Every case, in the order printed."""
    found: dict[str, Case | None] = {
        OURS: ours("classic", 4, "normal"),
        RLCARD: rlcard_bare_loop(4),
        "classic, 2 normal": ours("classic", 2, "normal"),
        "classic, 4 random": ours("classic", 4, "random"),
        "classic, 2 random": ours("classic", 2, "random"),
    }
    for preset in PRESETS:
        if preset != "classic":
            found[f"{preset}, 4 normal"] = ours(preset, 4, "normal")
    return found


def rlcard_version() -> str:
    try:
        return f"rlcard {version('rlcard')}"
    except PackageNotFoundError:
        return "rlcard not installed"


def main(argv: list[str] | None = None) -> int:
    """One line per case: best and median hands/s, turns per hand; then the ratio."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--hands", type=int, default=5000, help="hands per repeat")
    parser.add_argument("--repeat", type=int, default=5, help="timed repeats per case")
    parser.add_argument("--seed", type=int, default=1)
    args = parser.parse_args(argv)
    print(
        f"python {platform.python_version()} on {platform.machine()}, {rlcard_version()}, "
        f"{args.hands} hands x {args.repeat} repeats, seed {args.seed}"
    )
    chosen = cases()
    playing = {name: case for name, case in chosen.items() if case is not None}
    for case in playing.values():
        case(max(1, args.hands // 10), args.seed)  # warm-up
    rates: dict[str, list[float]] = {name: [] for name in playing}
    turns: dict[str, float] = {}
    for _ in range(args.repeat):
        for name, case in playing.items():
            started = time.process_time()
            turns[name] = case(args.hands, args.seed)
            rates[name].append(args.hands / (time.process_time() - started))
    print(f"{'case':<26}  {'best hands/s':>12}  {'median hands/s':>14}  {'turns/hand':>10}")
    for name in chosen:
        if name not in playing:
            print(f"{name:<26}  (not installed: pip install .[bench])")
            continue
        print(
            f"{name:<26}  {max(rates[name]):>12.0f}  {statistics.median(rates[name]):>14.0f}  "
            f"{turns[name]:>10.2f}"
        )
    if RLCARD in playing:
        best = max(rates[OURS]) / max(rates[RLCARD])
        median = statistics.median(rates[OURS]) / statistics.median(rates[RLCARD])
        print(f"ratio {OURS} / {RLCARD}: {best:.2f} (best), {median:.2f} (median)")
    return 0


if __name__ == "__main__":
    sys.exit(main())
