"""The text of a simulation's report: wins per seat and per strategy with 95% intervals,
and the figures of the rule options in force."""

from __future__ import annotations

import math
from collections.abc import Sequence

from .simulation import RULE_FIGURES, Tally
from .variants import Rules

Z_95 = 1.959963984540054
"""The standard normal quantile for a two-sided 95% interval."""


def wilson_interval(successes: int, trials: int, z: float = Z_95) -> tuple[float, float]:
    """The Wilson score interval for a proportion.

    Unlike the textbook normal interval it stays inside [0, 1] and behaves at 0 and 100%,
    which matters for lopsided strategy match-ups.
    """
    if trials <= 0:
        return (0.0, 1.0)
    p = successes / trials
    z2 = z * z
    denominator = 1 + z2 / trials
    centre = (p + z2 / (2 * trials)) / denominator
    half = z * math.sqrt(p * (1 - p) / trials + z2 / (4 * trials * trials)) / denominator
    # At 0 and 100% one end is exactly the observed rate; say so rather than trust rounding.
    low = 0.0 if successes <= 0 else centre - half
    high = 1.0 if successes >= trials else centre + half
    return (low, high)


def _rate_columns(wins: int, runs: int) -> str:
    low, high = wilson_interval(wins, runs)
    return f"{wins:>7}  {wins / runs:>8.1%}  {low:>6.1%} - {high:>6.1%}"


def _width(seat_strategies: Sequence[str]) -> int:
    """The strategy column's width: 8, or the longest name (a ``MODULE:NAME``)."""
    return max(8, *map(len, seat_strategies))


def table_lines(tally: Tally, seat_strategies: Sequence[str], *, single_hands: bool) -> list[str]:
    """The table: one row per seat, one per strategy when the seats' strategies differ,
    then the means. Same tally, same text."""
    what = "hand" if single_hands else "game"
    width = _width(seat_strategies)
    lines = [f"seat  {'strategy':<{width}}  {what + ' wins':>9}  win rate  95% interval"]
    for seat, name in enumerate(seat_strategies):
        rates = _rate_columns(tally.wins[seat], tally.runs)
        lines.append(f"{seat + 1:>4}  {name:<{width}}  {rates}")
    lines.append("")
    if len(set(seat_strategies)) > 1:
        lines += _strategy_lines(tally, seat_strategies, what)
    if not single_hands:
        lines.append(f"mean hands per game: {tally.hands / tally.runs:.2f}")
    lines.append(f"mean turns per hand: {tally.turns / tally.hands:.2f}")
    if tally.abandoned:
        lines.append(f"hands abandoned at the turn limit: {tally.abandoned}")
    return lines


def _strategy_lines(tally: Tally, seat_strategies: Sequence[str], what: str) -> list[str]:
    """One row per strategy, its seats' wins added up, and a blank line. A table of one
    strategy goes without: its row would say it won every game, its fair share too."""
    width = _width(seat_strategies)
    lines = [
        f"{'strategy':<{width}}  seats  {what + ' wins':>9}  win rate  95% interval     fair share"
    ]
    for name in dict.fromkeys(seat_strategies):
        seats = [seat for seat, used in enumerate(seat_strategies) if used == name]
        wins = sum(tally.wins[seat] for seat in seats)
        fair = len(seats) / len(seat_strategies)
        rates = _rate_columns(wins, tally.runs)
        lines.append(f"{name:<{width}}  {len(seats):>5}  {rates}  {fair:>10.1%}")
    return [*lines, ""]


def rule_lines(tally: Tally, rules: Rules) -> list[str]:
    """One line for each rule option in force that ``simulate`` counts figures of, in a
    fixed order (see :data:`~uno_classic.simulation.RULE_FIGURES`)."""
    return [rule.line(tally.figures) for rule in RULE_FIGURES if rule.counted_under(rules)]


def speed_lines(tally: Tally, elapsed: float, *, single_hands: bool) -> list[str]:
    """Elapsed time and throughput, on lines of their own (these differ run to run).

    Single hands finish no game, so they report no games/s.
    """
    elapsed = max(elapsed, 1e-9)
    lines = [f"elapsed: {elapsed:.2f} s", f"{tally.hands / elapsed:.0f} hands/s"]
    if not single_hands:
        lines.append(f"{tally.runs / elapsed:.0f} games/s")
    return lines
