"""The ``uno-classic`` command: parses options, builds what is asked for, hands over."""

from __future__ import annotations

import math
import os
import random
import sys
import time
import typing as t
from pathlib import Path

import click

from . import __version__, levels, saves
from .names import BadName, checked_names
from .output import CRASH_STATUS, OUTPUT_CLOSED_STATUS, is_closed_pipe, silence
from .play import play, replay
from .plugins import StrategyFailed
from .rulebook import rulebook
from .screen import rules_lines
from .settings import PROTOCOLS, SCREEN, Settings
from .variants import (
    CLASSIC,
    DEFAULT_PRESET,
    MAX_PLAYERS,
    MIN_PLAYERS,
    OPTIONS,
    PRESET_HELP,
    PRESETS,
    RULE_OPTIONS,
    Option,
    Rules,
    challenge,
    jump_in,
    option_flag,
    option_value,
    party_cards,
    preset_rules,
    seven_zero,
    stacking,
)
from .variants.combinations import combination_problem
from .variants.options import AtLeast, Probability, Values

if t.TYPE_CHECKING:
    from click.shell_completion import CompletionItem

    from .transcript import Transcript

MAX_SEED = 10**6
INTERRUPTED_STATUS: t.Final = 130
"""The exit status of a simulation stopped by Ctrl-C (128 + SIGINT), as a shell gives it."""
DEFAULT_DELAY = 0.4


class StrategyList(click.ParamType):  # type: ignore[type-arg,unused-ignore]
    """``--strategy``: a level for every computer, or one per computer, separated by
    commas (``hard,normal,easy``); a ``MODULE:NAME`` among them seats a strategy class of
    one's own, imported and checked here, so that one that cannot be seated is a usage
    error."""

    name = "level[,level...]"

    def convert(
        self, value: object, param: click.Parameter | None, ctx: click.Context | None
    ) -> tuple[str, ...]:
        """Split and check the names against the levels (a ``MODULE:NAME`` imported)."""
        if isinstance(value, tuple):
            return value
        try:
            return levels.parse(str(value))
        except levels.LevelError as error:
            self.fail(str(error), param, ctx)

    def shell_complete(
        self, ctx: click.Context, param: click.Parameter, incomplete: str
    ) -> list[CompletionItem]:
        """Complete the name after the last comma: ``normal,e`` offers ``normal,easy``; an
        older name only when no level fits (``r`` offers ``random``)."""
        from click.shell_completion import CompletionItem  # noqa: PLC0415 (only when asked)

        done, _, last = incomplete.rpartition(",")
        prefix = f"{done}," if done else ""
        fitting = [name for name in levels.levels() if name.startswith(last.lower())] or [
            name for name in levels.names() if name.startswith(last.lower())
        ]
        return [CompletionItem(prefix + name) for name in fitting]


def seated_levels(
    ctx: click.Context, given: tuple[str, ...], players: int, who: str
) -> tuple[str, ...]:
    """One level per player (``who``: computers, or players in ``simulate``): the one given
    for all, or one each; any other count is a usage error."""
    try:
        return levels.seated(given, players, who)
    except levels.LevelError as error:
        raise click.BadParameter(str(error), ctx, param_hint="'--strategy'") from None


def computer_levels(ctx: click.Context, given: tuple[str, ...], computers: int) -> tuple[str, ...]:
    """The ``--strategy`` a game keeps (in its save and its recording): the names given,
    one for all the computers or one each, and one name when they are all the same."""
    seated = seated_levels(ctx, given, computers, "computers") or given
    return seated[:1] if len(set(seated)) == 1 else seated


LEVELS_HELP: t.Final = (
    f"{', '.join(levels.levels())} (random is another name for easy), or MODULE:NAME, a "
    "strategy class of your own, imported from the working folder or Python's path "
    "(docs/computer-players.md, 'Your own strategy')"
)


class NameList(click.ParamType):  # type: ignore[type-arg,unused-ignore]
    """``--names``: the humans' names, one per human in seat order, separated by commas
    (``ann,bob``); checked as :func:`~uno_classic.names.checked_names` says, and kept as
    the screen shows them, in upper case."""

    name = "name[,name...]"

    def convert(
        self, value: object, param: click.Parameter | None, ctx: click.Context | None
    ) -> tuple[str, ...]:
        """The names in upper case, or click's usage error naming what is wrong."""
        if isinstance(value, tuple):
            return value
        try:
            return checked_names(str(value).split(","))
        except BadName as error:
            self.fail(str(error), param, ctx)


def seated_humans(ctx: click.Context, humans: int, names: tuple[str, ...] | None) -> int:
    """The humans at the table: ``--humans``, or as many as ``--names`` names when
    ``--humans`` is not given; both given, the counts must agree (a usage error)."""
    if names is None:
        return humans
    if ctx.get_parameter_source("humans") is click.core.ParameterSource.DEFAULT:
        return len(names)
    if len(names) != humans:
        given = f"{len(names)} name{'s' if len(names) > 1 else ''}"
        raise click.BadParameter(
            f"{given} for {humans} human{'s' if humans > 1 else ''} (--humans {humans}): "
            "give one name per human",
            ctx,
            param_hint="'--names'",
        )
    return humans


NEWEST: t.Final = 0
"""--resume without an ID: the newest save (IDs start at 1)."""


class SaveId(click.ParamType):  # type: ignore[type-arg,unused-ignore]
    """The ID of a save, as ``uno-classic saves`` lists it: a whole number from 1."""

    name = "id"

    def convert(
        self, value: object, param: click.Parameter | None, ctx: click.Context | None
    ) -> int:
        """A positive whole number, or click's usage error."""
        if isinstance(value, int):  # converted already, or --resume's NEWEST
            return value
        text = str(value).strip()
        if not (text.isascii() and text.isdigit()) or int(text) < 1:
            self.fail(f"{value!r} is not a save's ID (a whole number from 1)", param, ctx)
        return int(text)

    def shell_complete(
        self, ctx: click.Context, param: click.Parameter, incomplete: str
    ) -> list[CompletionItem]:
        """The IDs of the saves there are."""
        from click.shell_completion import CompletionItem  # noqa: PLC0415 (only when asked)

        try:
            entries = saves.stored(saves.state_dir())
        except OSError:
            return []
        return [
            CompletionItem(str(entry.id))
            for entry in sorted(entries, key=lambda entry: entry.id)
            if str(entry.id).startswith(incomplete)
        ]


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


def _values(values: Values) -> click.ParamType:  # type: ignore[type-arg,unused-ignore]
    """The values an option takes, as click checks them."""
    if isinstance(values, AtLeast):
        return click.IntRange(min=values.minimum)
    if isinstance(values, Probability):
        return Chance()
    return click.Choice(list(values.texts()))


def _rule_option(option: Option) -> t.Callable[..., t.Any]:
    """The click option of a row of the option table."""
    if option.is_flag:
        return click.option(
            option.flag,
            option.name,
            is_flag=True,
            default=False,
            help=f"{option.help} [off in every preset]",
        )
    classic = option_value(CLASSIC, option.name)
    return click.option(
        option.flag,
        option.name,
        type=_values(option.values),
        default=None,
        help=f"{option.help} [default: the preset's; classic: {classic}]",
    )


def rule_options(command: t.Callable[..., t.Any]) -> t.Callable[..., t.Any]:
    """``--rules PRESET`` and one option for each rule: the game, ``rules`` and
    ``simulate`` take them alike. An option given beside a preset overrides it."""
    for option in reversed(OPTIONS):
        command = _rule_option(option)(command)
    return click.option(
        "--rules",
        "preset",
        type=click.Choice(list(PRESETS)),
        default=DEFAULT_PRESET,
        show_default=True,
        help="The rules of a rule text: "
        + ", ".join(f"{name} ({PRESET_HELP[name]})" for name in PRESETS)
        + ".",
    )(command)


def rules_given(
    ctx: click.Context, preset: str, players: int, params: t.Mapping[str, t.Any]
) -> Rules:
    """The preset's rules with every rule option given on the command line; options that
    contradict each other are a usage error (each rule says which do: see
    :data:`~uno_classic.variants.combinations.RULE_CHECKS`)."""
    # (an option not given is None; a flag not given is False, which leaves the preset's)
    given = {
        name: params[name]
        for name in RULE_OPTIONS
        if params.get(name) is not None and params[name] is not False
    }
    problem = combination_problem(PRESETS[preset], given)
    if problem is not None:
        raise click.UsageError(problem, ctx)
    rules = preset_rules(preset, players, given)
    return rules


class UnoCommands(click.Group):
    """The command group, which also stops quietly when its output is closed."""

    def invoke(self, ctx: click.Context) -> t.Any:
        """Run the command; ``uno-classic simulate | head -3`` is a reader saying "enough",
        not an error: no traceback, the exit status of a closed pipe (141)."""
        try:
            return super().invoke(ctx)
        except OSError as error:
            if not is_closed_pipe(error):
                raise
            silence(sys.stdout)
            ctx.exit(OUTPUT_CLOSED_STATUS)


def _bar_width(stream: t.TextIO) -> int:
    """Room for the progress bar on the terminal it is drawn on (click sizes it by standard
    output, which may be a pipe): a bar that wraps leaves a line behind at every redraw."""
    try:
        columns = os.get_terminal_size(stream.fileno()).columns
    except (OSError, ValueError):
        return 36  # click's own default
    return max(5, min(36, columns - 36))  # the label, brackets, percentage and time


def _session_seed() -> int:
    """A fresh seed when none is given; it is printed so the run can be repeated."""
    return random.SystemRandom().randrange(1, MAX_SEED)


@click.group(
    cls=UnoCommands,
    invoke_without_command=True,
    context_settings={"help_option_names": ["-h", "--help"]},
    epilog="Keys: S sort, P play, T take; then R/Y/G/B/S for the row (O/P/I/K too with eight "
    "colors), the card (0-9, S skip, D draw two, R reverse; C color change, F draw four, and "
    "with the party deck H swap hands, U custom wild), and Y to confirm (U, with "
    "--uno-call key, to confirm and say UNO). ? shows help, "
    "H a hint (what the hard computer player would answer in your seat), Q quits."
    "\n\n\b\nThe rules, every key and the exit statuses:\n  uno-classic rules\n\n"
    "The manual, in the source distribution's docs/ folder: playing.md (options, presets, "
    "several humans, saves, replays) and computer-players.md (the levels, simulate).",
)
@click.option(
    "--seed",
    type=click.IntRange(min=0),
    default=None,
    help="The game number: the same seed and keys replay the same session.",
)
@click.option(
    "--humans",
    type=click.IntRange(1, MAX_PLAYERS),
    default=1,
    show_default=True,
    help="Humans taking turns at this keyboard, 1-10, seated first. With two or more, each "
    "presses a key to see its cards when its turn comes, and hands stay hidden between.",
)
@click.option(
    "--names",
    type=NameList(),
    default=None,
    help="The humans' names, one per human in seat order, separated by commas "
    "(--names ann,bob): 1-12 letters A-Z, digits and single spaces each, shown in upper "
    "case in place of HUMAN. Without --humans it seats that many humans.",
)
@click.option(
    "--opponents",
    type=click.IntRange(0, MAX_PLAYERS - 1),
    default=None,
    help="Computer players, 0-9; 2-10 players in all. [default: 3, or as many as fit "
    "beside the humans]",
)
@rule_options
@click.option(
    "--strategy",
    type=StrategyList(),
    default="normal",
    show_default=True,
    help=f"The computer players' level, for all of them, or one per computer in seat order "
    f"separated by commas (hard,normal,easy). Levels: {LEVELS_HELP}.",
)
@click.option(
    "--delay",
    type=click.FloatRange(0.0, 10.0),
    default=DEFAULT_DELAY,
    show_default=True,
    help="Seconds to pause after each computer move on a terminal; 0 for none.",
)
@click.option(
    "--record",
    type=click.Path(dir_okay=False, path_type=Path),
    default=None,
    help="Save this session as a transcript file.",
)
@click.option(
    "--protocol",
    type=click.Choice(PROTOCOLS),
    default=SCREEN,
    show_default=True,
    help="json: for a program that plays: JSON lines out (events, and questions listing "
    "their legal answers), one answer per line in. See docs/protocol.md.",
)
@click.option(
    "--resume",
    type=SaveId(),
    # A value of its own is optional: bare --resume takes NEWEST. No default may be given
    # (click 8.3 would then require the value); absent, it is None.
    is_flag=False,
    flag_value=NEWEST,
    metavar="[ID]",
    help="Continue the newest saved game, or the one 'uno-classic saves' lists as ID, with "
    "the options it was saved with (an interrupted game is saved by itself).",
)
@click.option(
    "--color/--no-color",
    default=None,
    help="Card colors on a terminal. Default: on, unless NO_COLOR is set, TERM is dumb, "
    "the output is not a terminal, or it is a Windows console.",
)
@click.option(
    "--assist/--no-assist",
    default=None,
    help="Mark each card you may play now with * and keep your rows sorted (no rule: the "
    "game is the same). A save and a recording keep it; beside --resume it turns the "
    "assist on or off for the game resumed. [default: off, or as the game was saved]",
)
@click.option(
    "--hints/--no-hints",
    default=None,
    help="H at a prompt shows what the hard computer player would answer in your seat, "
    "knowing only what you know (it never changes the game). --no-hints refuses it. A save "
    "and a recording keep it. [default: on, or as the game was saved]",
)
@click.option(
    "--no-stats",
    "no_stats",
    is_flag=True,
    help="Leave this session out of the record of your games (uno-classic stats).",
)
@click.version_option(__version__, prog_name="uno-classic")
@click.pass_context
def main(
    ctx: click.Context,
    /,
    *,
    seed: int | None,
    humans: int,
    names: tuple[str, ...] | None,
    opponents: int | None,
    strategy: tuple[str, ...],
    delay: float,
    record: Path | None,
    protocol: str,
    resume: int | None,
    color: bool | None,
    assist: bool | None,
    hints: bool | None,
    no_stats: bool,
    preset: str,
    **rule_values: object,
) -> None:
    """A retro console UNO game: you, or up to ten humans taking turns at one keyboard
    (--humans), against rule-following computer players.

    Every question is answered with a single key. Without --seed a game number is chosen
    and printed, so any game can be replayed. At a terminal, a command line that names no
    game (no --seed, rule or table option) first offers the newest saved game.
    """
    if ctx.invoked_subcommand is not None:
        return
    named = game_options_given(ctx)
    if resume is not None and named:
        raise click.UsageError(
            f"--resume continues a game with its saved options: leave out {', '.join(named)}",
            ctx,
        )
    if resume is not None and protocol != SCREEN:
        raise click.UsageError(
            "--protocol json plays a new game: a program replays its answers instead", ctx
        )
    if record is not None:
        check_writable(record, ctx)
    humans = seated_humans(ctx, humans, names)
    opponents = computers(ctx, humans, opponents)
    rules = rules_given(ctx, preset, humans + opponents, rule_values)
    chosen = computer_levels(ctx, strategy, opponents)
    seed = _session_seed() if seed is None else seed
    options = Settings(
        seed,
        rules,
        preset,
        humans,
        chosen,
        delay,
        names=names or (),
        assist=bool(assist),
        hints=hints is not False,
        protocol=protocol,
    )
    ctx.exit(
        play(
            options,
            resume=resume is not None,
            assist=assist,
            hints=hints,
            stats=not no_stats,
            save_id=resume or None,  # NEWEST is no ID
            offer=not named,
            record=record,
            color=wants_color(color, sys.stdout, os.environ),
            state=saves.state_dir(),
        )
    )


DEFAULT_OPPONENTS: t.Final = 3


def computers(ctx: click.Context, humans: int, opponents: int | None) -> int:
    """The computer players beside ``humans``: as given, or by default three, or fewer
    when fewer fit (``--humans 8`` brings two). A table of fewer than 2 or more than 10
    players is a usage error."""
    if opponents is None:
        return min(DEFAULT_OPPONENTS, MAX_PLAYERS - humans)
    players = humans + opponents
    if players < MIN_PLAYERS:
        raise click.UsageError(
            f"{players} player at the table: a game needs 2 to {MAX_PLAYERS} "
            "(give --opponents 1 or more, or --humans 2 or more)",
            ctx,
        )
    if players > MAX_PLAYERS:
        raise click.UsageError(
            f"{humans} human{'s' if humans > 1 else ''} and {opponents} opponent"
            f"{'s' if opponents > 1 else ''} make {players} players: a game seats 2 to "
            f"{MAX_PLAYERS}",
            ctx,
        )
    return opponents


GAME_OPTIONS: t.Final = (
    "seed",
    "humans",
    "names",
    "opponents",
    "preset",
    *RULE_OPTIONS,
    "strategy",
)
"""The options that name a game: its number, and every rule or table option (the humans'
names included: they belong to the table, though not to the rules)."""


def game_options_given(ctx: click.Context) -> list[str]:
    """The options of :data:`GAME_OPTIONS` the command line gives, as they are written."""
    return [
        "--rules" if name == "preset" else option_flag(name)
        for name in GAME_OPTIONS
        if ctx.get_parameter_source(name) is not click.core.ParameterSource.DEFAULT
    ]


def wants_color(
    flag: bool | None,
    stream: t.TextIO,
    environ: t.Mapping[str, str],
    *,
    windows: bool = os.name == "nt",
) -> bool:
    """--color or --no-color when given; otherwise color only on a terminal that shows it
    (not ``TERM=dumb``) without NO_COLOR (https://no-color.org: set to anything non-empty).
    A Windows console shows escape codes as text unless a program switches them on, which
    this one does not, so there colors are only on when asked for."""
    if flag is not None:
        return flag
    return (
        stream.isatty()
        and not windows
        and not environ.get("NO_COLOR")
        and environ.get("TERM") != "dumb"
    )


def check_writable(path: Path, ctx: click.Context) -> None:
    """Refuse a --record path that cannot be written, before any game is played. Only
    trying tells (a read-only file system, /proc, a folder root may not write in), so an
    existing file is opened for appending and a new one is created and removed again."""
    if path.is_dir():
        raise click.BadParameter(f"{str(path)!r} is a folder", ctx, param_hint="'--record'")
    try:
        if path.exists():
            with path.open("a", encoding="utf-8"):
                pass
        else:
            with path.open("x", encoding="utf-8"):
                pass
            path.unlink()
    except OSError as error:
        why = error.strerror or str(error)
        raise click.BadParameter(
            f"{str(path)!r} cannot be written: {why}", ctx, param_hint="'--record'"
        ) from None


def transcript_options(transcript: Transcript) -> Settings:
    """The options of the game a transcript's command line plays (without pauses); a
    :class:`~uno_classic.transcript.TranscriptError` or click's usage error when it names
    no game."""
    from .transcript import PROGRAM, TranscriptError  # noqa: PLC0415 (not at every start)

    with main.make_context(PROGRAM, list(transcript.args)) as ctx:
        params = ctx.params
    if params["seed"] is None:
        raise TranscriptError("the command line has no --seed, so it cannot be replayed")
    names = params["names"]
    humans = seated_humans(ctx, params["humans"], names)
    opponents = computers(ctx, humans, params["opponents"])
    rules = rules_given(ctx, params["preset"], humans + opponents, params)
    chosen = computer_levels(ctx, params["strategy"], opponents)
    return Settings(
        params["seed"],
        rules,
        params["preset"],
        humans,
        chosen,
        names=names or (),
        assist=bool(params["assist"]),
        hints=params["hints"] is not False,
        protocol=params["protocol"],
    )


def replay_transcript(transcript: Transcript) -> Transcript:
    """Play the transcript's keys through a pipe with its command line; what came out."""
    options = transcript_options(transcript)
    return replay(transcript.args, options, transcript.keys, transcript.status)


@main.command("rules")
@rule_options
@click.pass_context
def rules_command(ctx: click.Context, /, *, preset: str, **rule_values: object) -> None:
    """Print the rules in force, every key and the exit statuses.

    Takes the same rule options as the game, and shows their values. At a terminal the
    text is shown through a pager (PAGER, or less).
    """
    rules = rules_given(ctx, preset, 4, rule_values)
    click.echo_via_pager(rulebook(rules, preset))


@main.command("saves")
@click.option(
    "--delete",
    type=SaveId(),
    multiple=True,
    help="Delete the save listed as ID (give --delete again for more).",
)
@click.option(
    "--delete-all",
    is_flag=True,
    help="Delete every save, those this version cannot use too.",
)
@click.pass_context
def saves_command(ctx: click.Context, *, delete: tuple[int, ...], delete_all: bool) -> None:
    """List the saved games, newest first, or delete them.

    Each save is listed with its ID, which --resume ID continues and --delete ID deletes,
    its game number and options, where it stopped (game of the session, hand, scores) and
    when. Only the newest 20 saves are kept.
    """
    from .play import command_as_started, reason  # noqa: PLC0415 (not at every start)
    from .save_list import listing  # noqa: PLC0415

    if delete and delete_all:
        raise click.UsageError("give --delete or --delete-all, not both", ctx)
    folder = saves.state_dir()
    try:
        entries = saves.stored(folder)
    except OSError as error:
        click.echo(f"THE SAVED GAMES IN {folder} CANNOT BE READ: {reason(error)}")
        ctx.exit(1)
    if not (delete or delete_all):
        command = command_as_started(sys.argv[0], executable=sys.executable)
        for line in listing(entries, command):
            click.echo(line)
        return
    for number in delete:
        if saves.find(entries, number) is None:
            raise click.BadParameter(
                f"no save has the ID {number}",
                ctx,
                param_hint="'--delete'",
            )
    chosen = entries if delete_all else [e for e in entries if e.id in delete]
    if not chosen:
        click.echo("NO SAVED GAMES")
    status = 0
    for entry in sorted(chosen, key=lambda entry: entry.id):
        try:
            saves.remove(entry)
        except OSError as error:
            click.echo(f"SAVE {entry.id} COULD NOT BE DELETED: {reason(error)}")
            status = 1
        else:
            click.echo(f"SAVE {entry.id} DELETED")
    ctx.exit(status)


@main.command("stats")
@click.option("--json", "as_json", is_flag=True, help="Print the record as JSON, for scripts.")
@click.option(
    "--reset",
    is_flag=True,
    help="Empty the record (asks first when run at a terminal).",
)
@click.pass_context
def stats_command(ctx: click.Context, *, as_json: bool, reset: bool) -> None:
    """Show the record of the games played at a terminal.

    Per rules and table (the same players at the same levels): the games played and
    finished, and each player's games won, hands won and points. Then HIGH SCORES: the
    finished games a human won, most points first (fewer hands first at the same points).
    A game is recorded when it ends or stops, and a resumed game stays one game; scripted
    play (keys from a pipe), replays and simulations are not recorded, nor a session
    started with --no-stats. Exit status 1 when the record cannot be read.
    """
    from . import stats  # noqa: PLC0415 (not at every start)

    if as_json and reset:
        raise click.UsageError("give --json or --reset, not both", ctx)
    folder = saves.state_dir()
    try:
        if reset:
            if sys.stdin.isatty() and not click.confirm("EMPTY THE RECORD OF YOUR GAMES?"):
                click.echo("THE RECORD IS KEPT")
                return
            held = stats.reset(folder)
            click.echo(f"THE RECORD IS EMPTY ({held} GAME{'' if held == 1 else 'S'} REMOVED)")
            return
        games = stats.read(folder)
    except stats.RecordError as error:
        verb = "EMPTIED" if reset else "READ"
        click.echo(f"THE RECORD OF YOUR GAMES CANNOT BE {verb}: {error}", err=as_json)
        ctx.exit(1)
    if as_json:
        import json  # noqa: PLC0415

        click.echo(json.dumps(stats.as_json(games), indent=1))
        return
    for line in stats.lines(games):
        click.echo(click.style(line, bold=True) if stats.is_heading(line) else line)


@main.command("replay")
@click.argument(
    "files", nargs=-1, required=True, type=click.Path(path_type=Path), metavar="FILE..."
)
@click.option(
    "--delay",
    type=click.FloatRange(0.0, 10.0),
    default=DEFAULT_DELAY,
    show_default=True,
    help="Seconds each step waits at a terminal (after each computer move, and before each "
    "key the player pressed); 0 for none.",
)
@click.option(
    "--check",
    is_flag=True,
    help="Check instead that each FILE still plays to exactly the screen it holds.",
)
@click.option(
    "--update",
    is_flag=True,
    help="With --check: rewrite each differing file's status and screen from its keys.",
)
@click.pass_context
def replay_command(
    ctx: click.Context, /, *, files: tuple[Path, ...], delay: float, check: bool, update: bool
) -> None:
    """Watch a recorded game (uno-classic --record FILE) as it was played.

    At a terminal the game is shown at the pace of --delay, step by step: any key goes on
    at once, Q stops. Through a pipe or into a file the whole screen is printed at once.
    Nothing is saved. Exit status 0 when shown to the end or stopped with Q, 2 when the
    file is missing, unreadable or not a recording.

    With --check, each FILE is played again and compared with the screen it holds: it
    says "matches", or shows the first differences. Exit status 0 when all match, 1 when
    one differs, 2 when a file is missing, unreadable or not a recording.
    """
    if update and not check:
        raise click.UsageError("--update goes with --check: it rewrites what --check finds", ctx)
    if check:
        ctx.exit(check_transcripts(files, update=update))
    if len(files) > 1:
        raise click.UsageError("give one FILE to watch (--check checks several)", ctx)
    ctx.exit(watch_transcript(files[0], delay=delay))


def loaded(path: Path) -> tuple[Transcript, Settings] | None:
    """The transcript in ``path`` and the options its command line plays; None, having said
    why in one line, when it cannot be replayed."""
    from .transcript import Transcript, TranscriptError  # noqa: PLC0415 (not at every start)

    try:
        transcript = Transcript.load(path)
        return transcript, transcript_options(transcript)
    except (OSError, UnicodeError, TranscriptError, click.ClickException) as error:
        message = error.format_message() if isinstance(error, click.ClickException) else error
        click.echo(f"{path}: cannot replay: {message}", err=True)
        return None


def watch_transcript(path: Path, *, delay: float) -> int:
    """Show the recorded game in ``path`` (see :mod:`uno_classic.watch`); the exit status."""
    from .output import Screen  # noqa: PLC0415 (not at every start)
    from .watch import steps, watch  # noqa: PLC0415

    recording = loaded(path)
    if recording is None:
        return 2
    transcript, options = recording
    if options.protocol != SCREEN:  # lines for a program: shown whole, as they were
        click.echo(replay_transcript(transcript).screen, nl=False)
        return 0
    parts = steps(options, transcript.keys, transcript.status)
    screen = Screen(sys.stdout, color=wants_color(None, sys.stdout, os.environ), clears=False)
    return watch(parts, screen, delay=delay, stdin=sys.stdin)


def check_transcripts(files: tuple[Path, ...], *, update: bool) -> int:
    """Replay each transcript and compare it with the screen it holds (rewriting a differing
    one when ``update``); the exit status."""
    from .transcript import difference  # noqa: PLC0415 (not at every start)

    worst = 0
    for path in files:
        recording = loaded(path)
        if recording is None:
            worst = 2
            continue
        expected, options = recording
        actual = replay(expected.args, options, expected.keys, expected.status)
        diff = difference(expected, actual, str(path))
        if not diff:
            click.echo(f"{path}: matches")
        elif update:
            path.write_text(actual.text(), encoding="utf-8")
            click.echo(f"{path}: updated")
        else:
            click.echo(f"{path}: differs")
            for line in diff[:60]:
                click.echo(line)
            worst = max(worst, 1)
    return worst


STRATEGY_FAILED_STATUS: t.Final = CRASH_STATUS
"""The exit status of a run stopped by a strategy of one's own (as for a crash)."""


def strategy_failed(failed: StrategyFailed, seed: int) -> int:
    """A run that a strategy of one's own stopped: its one line and where its traceback is
    kept, on standard error; the exit status."""
    import traceback  # noqa: PLC0415 (only when a strategy fails)

    from .play import write_crash_log  # noqa: PLC0415

    game = f"game {failed.game_number} of " if failed.game_number is not None else ""
    log = write_crash_log(
        saves.state_dir(),
        seed,
        [f"simulate: {game}the run with seed {seed}"],
        "".join(traceback.format_exception(type(failed), failed, failed.__traceback__)),
    )
    click.echo(failed.line(), err=True)
    click.echo(f"THE DETAILS ARE IN {log}", err=True)
    return STRATEGY_FAILED_STATUS


_FIGURES_IN_HELP: t.Final = (challenge, party_cards, stacking, seven_zero, jump_in)
"""The rules whose figures ``simulate`` reports, in the order its help names them (the
help's own order, older than the report's)."""

SIMULATE_HELP: t.Final = f"""Play computer-only games at full speed and print who won.

    Prints the rules played, wins per seat, and per strategy when the seats' differ, with
    95% intervals, the mean hands per game and turns per hand (and,
    {"; ".join(rule.FIGURES.help for rule in _FIGURES_IN_HELP)}), then the elapsed time and
    the throughput. The games are shared out among --jobs processes; the report is the same
    for any number of them. What each level does, and how strong it is: docs/computer-players.md
    in the source distribution.
    """
"""``simulate``'s help, with each rule's figures as its home says them."""


@main.command("simulate", help=SIMULATE_HELP)
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
    help=f"The level of every seat, or one per seat in seat order separated by commas "
    f"(normal,easy,easy,easy). Levels: {LEVELS_HELP}.",
)
@click.option(
    "--jobs",
    type=click.IntRange(min=1),
    default=None,
    help="Processes to play the games on; the report is the same for any number. "
    "[default: the processors this process may use]",
)
@rule_options
@click.pass_context
def simulate_command(
    ctx: click.Context,
    /,
    *,
    games: int,
    hands: int | None,
    players: int,
    seed: int | None,
    strategies: tuple[str, ...],
    jobs: int | None,
    preset: str,
    **rule_values: object,
) -> None:
    """Play computer-only games at full speed and print who won (its help is
    :data:`SIMULATE_HELP`)."""
    from .report import rule_lines, speed_lines, table_lines  # noqa: PLC0415 (not at every start)
    from .simulation import default_jobs, simulate_on  # noqa: PLC0415

    games_given = ctx.get_parameter_source("games") is not click.core.ParameterSource.DEFAULT
    if hands is not None and games_given:
        raise click.UsageError("give --games or --hands, not both", ctx)
    single_hands = hands is not None
    runs = hands if hands is not None else games
    if seed is None:
        seed = _session_seed()
    seat_strategies = seated_levels(ctx, strategies, players, "players")
    rules = rules_given(ctx, preset, players, rule_values)
    target = rules.target
    what = f"{runs} single hands" if single_hands else f"{runs} games to {target} points"
    chance = option_value(rules, "uno_penalty")
    click.echo(f"{players} players, {what}, seed {seed}, uno penalty {chance}")
    for line in rules_lines(rules, preset):
        click.echo(line)
    click.echo("")
    started = time.perf_counter()
    try:
        with click.progressbar(
            length=runs,
            label="simulating",
            file=sys.stderr,
            hidden=not sys.stderr.isatty(),  # a bar only on a terminal; nothing in a pipe
            width=_bar_width(sys.stderr),
            update_min_steps=max(1, runs // 100),
        ) as bar:
            tally = simulate_on(
                jobs or default_jobs(),
                rules,
                seat_strategies,
                runs=runs,
                seed=seed,
                single_hands=single_hands,
                progress=bar.update,
            )
    except KeyboardInterrupt:  # Ctrl-C: the shell's status for it, and no traceback
        click.echo("\ninterrupted", err=True)
        ctx.exit(INTERRUPTED_STATUS)
    except StrategyFailed as failed:  # a strategy of one's own: its line, and its traceback
        ctx.exit(strategy_failed(failed, seed))
    except levels.CannotSeat as error:  # (one that a worker process could not import)
        raise click.BadParameter(str(error), ctx, param_hint="'--strategy'") from None
    elapsed = time.perf_counter() - started
    for line in table_lines(tally, seat_strategies, single_hands=single_hands):
        click.echo(line)
    for line in rule_lines(tally, rules):
        click.echo(line)
    click.echo("")
    for line in speed_lines(tally, elapsed, single_hands=single_hands):
        click.echo(line)
