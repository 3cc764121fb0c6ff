"""The ``uno-classic`` command: parses options, builds what is asked for, hands over."""

from __future__ import annotations

import math
import random
import sys
import time
import typing as t

import click

from . import __version__
from .game import MAX_PLAYERS, MIN_PLAYERS, Rules
from .report import speed_lines, table_lines
from .simulation import simulate
from .strategies import STRATEGIES

MAX_SEED = 10**9


class StrategyList(click.ParamType):  # type: ignore[type-arg,unused-ignore]
    """A comma-separated list of strategy names, seated in turn around the table."""

    name = "strategy[,strategy...]"

    def convert(
        self, value: object, param: click.Parameter | None, ctx: click.Context | None
    ) -> tuple[str, ...]:
        """Split and check the names against the built-in strategies."""
        if isinstance(value, tuple):
            return value
        names = tuple(name.strip().lower() for name in str(value).split(","))
        unknown = [name for name in names if name not in STRATEGIES]
        if unknown or not names:
            known = ", ".join(STRATEGIES)
            self.fail(
                f"{', '.join(map(repr, unknown)) or 'nothing'} is not one of: {known}", param, ctx
            )
        return names


class Chance(click.FloatRange):
    """A probability from 0 up to (not including) 1. Unlike a bare FloatRange it also
    refuses ``nan``, which slips through every comparison."""

    name = "chance"

    def __init__(self) -> None:
        super().__init__(0.0, 1.0, max_open=True)

    def convert(
        self, value: t.Any, param: click.Parameter | None, ctx: click.Context | None
    ) -> float:
        """A float in [0, 1), or click's usage error."""
        number = super().convert(value, param, ctx)
        if math.isnan(number):
            self.fail("nan is not a chance between 0 and 1", param, ctx)
        return float(number)


def _session_seed() -> int:
    """A fresh seed when none is given; it is printed so the run can be repeated."""
    return random.SystemRandom().randrange(1, MAX_SEED)


@click.group(invoke_without_command=True, context_settings={"help_option_names": ["-h", "--help"]})
@click.version_option(__version__, prog_name="uno-classic")
@click.pass_context
def main(ctx: click.Context) -> None:
    """A retro console UNO game: you against rule-following computer players.

    The keyboard game is being ported; `uno-classic simulate` plays computer-only games.
    """
    if ctx.invoked_subcommand is None:
        click.echo("The keyboard game is not here yet. Try: uno-classic simulate --help")


@main.command("simulate")
@click.option(
    "--games",
    type=click.IntRange(min=1),
    default=100,
    show_default=True,
    help="Whole games to play, each to the target score.",
)
@click.option(
    "--hands",
    type=click.IntRange(min=1),
    default=None,
    help="Play this many single hands instead of whole games.",
)
@click.option(
    "--players",
    type=click.IntRange(MIN_PLAYERS, MAX_PLAYERS),
    default=4,
    show_default=True,
    help="Computer players at the table.",
)
@click.option(
    "--seed",
    type=click.IntRange(min=0),
    default=None,
    help="Seed of the run; the same seed gives the same table. Default: a new one.",
)
@click.option(
    "--strategy",
    "strategies",
    type=StrategyList(),
    default="normal",
    show_default=True,
    help=f"Strategies seated in turn around the table, e.g. normal,random. "
    f"Known: {', '.join(STRATEGIES)}.",
)
@click.option(
    "--target",
    type=click.IntRange(min=1),
    default=500,
    show_default=True,
    help="Points that win a game.",
)
@click.option(
    "--uno-penalty",
    type=Chance(),
    default=0.25,
    show_default=True,
    help="Chance that a player down to one card is caught not saying UNO "
    "(below 1, or nobody could ever go out).",
)
@click.pass_context
def simulate_command(
    ctx: click.Context,
    *,
    games: int,
    hands: int | None,
    players: int,
    seed: int | None,
    strategies: tuple[str, ...],
    target: int,
    uno_penalty: float,
) -> None:
    """Play computer-only games at full speed and print who won.

    Prints wins per seat and per strategy with 95% intervals, the mean hands per game and
    turns per hand, then the elapsed time and the throughput.
    """
    games_given = ctx.get_parameter_source("games") is not click.core.ParameterSource.DEFAULT
    if hands is not None and games_given:
        raise click.UsageError("give --games or --hands, not both", ctx)
    single_hands = hands is not None
    runs = hands if hands is not None else games
    if seed is None:
        seed = _session_seed()
    if len(strategies) > players:
        raise click.BadParameter(
            f"{len(strategies)} strategies for {players} players", ctx, param_hint="'--strategy'"
        )
    seat_strategies = [strategies[seat % len(strategies)] for seat in range(players)]
    rules = Rules(players=players, target=target, uno_penalty=uno_penalty)
    what = f"{runs} single hands" if single_hands else f"{runs} games to {target} points"
    click.echo(f"{players} players, {what}, seed {seed}, uno penalty {uno_penalty:g}")
    click.echo("")
    started = time.perf_counter()
    with click.progressbar(
        length=runs,
        label="simulating",
        file=sys.stderr,
        hidden=not sys.stderr.isatty(),  # a bar only on a terminal; nothing at all in a pipe
        update_min_steps=max(1, runs // 100),
    ) as bar:
        tally = simulate(
            rules,
            [STRATEGIES[name] for name in seat_strategies],
            runs=runs,
            seed=seed,
            single_hands=single_hands,
            progress=bar.update,
        )
    elapsed = time.perf_counter() - started
    for line in table_lines(tally, seat_strategies, single_hands=single_hands):
        click.echo(line)
    click.echo("")
    for line in speed_lines(tally, elapsed, single_hands=single_hands):
        click.echo(line)
