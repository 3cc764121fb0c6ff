"""Our computer players inside RLCard's own UNO game, against three RLCard rule agents.

Each hand is a game of RLCard 1.2.0's ``UnoGame`` for 4 players, played to its end (a
player with no cards left). One seat is ours, rotated over the 4 seats from hand to hand
(hand ``i`` puts it in RLCard's seat ``i % 4``; RLCard's player 0 always starts); the other
three are ``UNORuleAgentV1`` (RLCard's ``uno-rule-v1`` model). Printed: the hands our seat
won, the win rate and its Wilson 95% interval, per strategy (a fair share is 25%).

- ``normal``, ``easy`` (``random`` until that name lands): our strategy reads a
  ``uno_classic.view.Snapshot`` of RLCard's state (``benchmarks/rlcard_mapping.py``).
- ``rule``: the rule agent itself in our seat, the baseline.
- ``hard``, and any strategy with ``--through-game``: our strategy reads a seat of a real
  ``Game`` built with ``Game.at_position`` under the rules closest to RLCard's
  (``rlcard_mapping.RULES``), the cards its seat cannot see dealt at random; a wild is
  played in that game before its color is asked, as our engine asks it.

Our answer goes back as an RLCard action: the card, a wild's with the color named. Every
strategy plays the same deals (hand ``i``'s RLCard and numpy seeds derive from ``--seed``
and ``i``), and ``--jobs N`` splits the hands into N consecutive blocks on N processes,
with the same result as one.

    python benchmarks/rlcard_table.py --hands 10000 --jobs 2
    python benchmarks/rlcard_table.py --strategy normal --through-game --hands 2000

Needs RLCard: ``pip install .[bench]``.
"""

from __future__ import annotations

import argparse
import random
import sys
import time
from collections.abc import Callable, Mapping, Sequence
from multiprocessing import Pool
from pathlib import Path
from typing import Any, Final

from uno_classic.cards import Color
from uno_classic.game import Game
from uno_classic.levels import STRATEGIES
from uno_classic.report import wilson_interval
from uno_classic.strategies import Strategy

try:
    import benchmarks  # noqa: F401 (the repository's benchmarks, as a package)
except ModuleNotFoundError:  # run as a script: only benchmarks/ is on the path
    sys.path.insert(0, str(Path(__file__).resolve().parent.parent))
from benchmarks import rlcard_mapping as mapping

RULE: Final = "rule"
"""RLCard's UNORuleAgentV1 in our seat."""
PLAYERS: Final = 4
THROUGH_GAME: Final = frozenset({"hard"})
"""Strategies that need a real ``Game`` (a search plays it out)."""

Chooser = Callable[[Mapping[str, Any], Any, random.Random, random.Random], str]
"""(RLCard state, RLCard game, strategy stream, deal stream) -> RLCard action."""


def strategy_named(name: str) -> Strategy:
    """Our strategy by name; ``easy`` is ``random`` until the levels land, and ``hard`` is
    ``uno_classic.search.HardStrategy`` until it is in ``STRATEGIES``."""
    if name == "easy" and "easy" not in STRATEGIES:
        name = "random"
    if name == "hard" and "hard" not in STRATEGIES:  # (until it is registered by name)
        from uno_classic.search import HardStrategy  # noqa: PLC0415

        return HardStrategy()
    try:
        return STRATEGIES[name]
    except KeyError:
        raise SystemExit(f"no strategy {name!r} here (have {sorted(STRATEGIES)})") from None


def through_snapshot(strategy: Strategy) -> Chooser:
    """The strategy reading a Snapshot of the state."""

    def choose(state: Mapping[str, Any], game: Any, rng: random.Random, _: random.Random) -> str:
        view = mapping.snapshot(
            state, direction=game.round.direction, color_letter=game.round.target.color
        )
        played = strategy.choose_play(view, rng)
        color = strategy.choose_color(view, rng) if played is not None and played.is_wild else None
        return mapping.legal(mapping.to_action(played, color), state["legal_actions"])

    return choose


def through_game(strategy: Strategy) -> Chooser:
    """The strategy reading a seat of a ``Game`` at the same position."""

    def choose(state: Mapping[str, Any], game: Any, rng: random.Random, deal: random.Random) -> str:
        position = mapping.position(
            state, deal, direction=game.round.direction, color_letter=game.round.target.color
        )
        ours = Game.at_position(mapping.RULES, seed=deal.getrandbits(32), **position)
        seat = state["current_player"]
        played = strategy.choose_play(ours.view(seat), rng)
        color = None
        if played is not None and played.is_wild:
            if len(ours.hands[seat]) > 1:
                ours.apply(played)  # its color is asked next, the wild still in the hand
                color = strategy.choose_color(ours.view(seat), rng)
            else:
                color = Color.RED  # the last card: the hand is won as it is played
        return mapping.legal(mapping.to_action(played, color), state["legal_actions"])

    return choose


def hand_seed(seed: int, hand: int) -> int:
    """Hand ``hand``'s seed for RLCard's and numpy's generators (below 2**32)."""
    return (seed * 1_000_003 + hand) % 2**32


def play_block(name: str, via_game: bool, seed: int, first: int, count: int) -> int:
    """Hands ``first`` to ``first + count - 1``: how many our seat won."""
    import numpy as np  # noqa: PLC0415 (the bench extra: not needed to import this module)
    from rlcard.games.uno.game import UnoGame  # noqa: PLC0415
    from rlcard.models.uno_rule_models import UNORuleAgentV1  # noqa: PLC0415

    rule = UNORuleAgentV1()
    ours: Chooser | None = None
    if name != RULE:
        strategy = strategy_named(name)
        ours = (through_game if via_game or name in THROUGH_GAME else through_snapshot)(strategy)
    game = UnoGame()
    game.configure({"game_num_players": PLAYERS})
    won = 0
    for hand in range(first, first + count):
        ours_at = hand % PLAYERS
        game.np_random.seed(hand_seed(seed, hand))
        np.random.seed(hand_seed(seed, hand))  # the rule agents draw from numpy's own
        rng = random.Random(f"uno-rlcard/{seed}/{hand}/strategy")
        deal = random.Random(f"uno-rlcard/{seed}/{hand}/deal")
        state, player = game.init_game()
        while not game.is_over():
            if player == ours_at and ours is not None:
                action = ours(state, game, rng, deal)
            else:
                raw = {"raw_legal_actions": list(state["legal_actions"]), "raw_obs": state}
                action = rule.step(raw)
            state, player = game.step(action)
        won += game.round.winner == [ours_at]
    return won


def _block(args: tuple[str, bool, int, int, int]) -> int:
    return play_block(*args)


def blocks(hands: int, jobs: int) -> list[tuple[int, int]]:
    """``hands`` split into ``jobs`` consecutive (first, count) blocks, as even as can be."""
    size, extra = divmod(hands, jobs)
    found, first = [], 0
    for job in range(jobs):
        count = size + (job < extra)
        if count:
            found.append((first, count))
        first += count
    return found


def main(argv: Sequence[str] | None = None) -> int:
    """One line per strategy: hands won, win rate, 95% interval."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0] if __doc__ else None)
    parser.add_argument(
        "--strategy",
        default="normal,rule,easy",
        help="comma-separated: normal, easy, random, hard, rule (default: normal,rule,easy)",
    )
    parser.add_argument("--hands", type=int, default=10000, help="hands per strategy")
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--jobs", type=int, default=1, help="processes (default 1)")
    parser.add_argument(
        "--through-game",
        action="store_true",
        help="every strategy of ours reads a Game built from the state, as hard does",
    )
    args = parser.parse_args(argv)
    names = [name.strip() for name in args.strategy.split(",") if name.strip()]
    for name in names:
        if name != RULE:
            strategy_named(name)
    print(
        f"RLCard 1.2.0 UNO, {PLAYERS} players: our seat rotated over the {PLAYERS}, against "
        f"three UNORuleAgentV1"
    )
    path = "a Game at the position" if args.through_game else "a Snapshot"
    print(
        f"{args.hands} hands per strategy, seed {args.seed}, {args.jobs} job(s); "
        f"our strategies read {path} (hard always a Game)"
    )
    print()
    print(f"{'strategy':<10}  {'hands won':>9}  {'win rate':>8}  {'95% interval':>16}")
    started = time.perf_counter()
    work = blocks(args.hands, max(1, args.jobs))
    for name in names:
        tasks = [(name, args.through_game, args.seed, first, count) for first, count in work]
        if args.jobs > 1:
            with Pool(args.jobs) as pool:
                won = sum(pool.map(_block, tasks))
        else:
            won = sum(map(_block, tasks))
        low, high = wilson_interval(won, args.hands)
        print(
            f"{name:<10}  {won:>9}  {won / args.hands:>8.1%}  {low:>6.1%} - {high:>6.1%}",
            flush=True,
        )
    print(f"\nelapsed: {time.perf_counter() - started:.1f} s")
    return 0


if __name__ == "__main__":
    sys.exit(main())
