"""The record of the games played at a terminal (``uno-classic stats``): one SQLite database,
``record.sqlite3`` in the state folder beside the saves, readable by its owner only.

Each game is one row of ``games``, found by its key: the session's own random key, a dash,
and the game of the session (``3f9c0a1b2d4e5f60-2``). A game is written when it ends and
when its session stops; a stopped game's save carries the session's key, so the session
that resumes it writes the same row again (a resumed game stays one game). Each seat of a
game is one row of ``seats``.

The schema's version is SQLite's ``PRAGMA user_version``; :data:`MIGRATIONS` holds the step
from each version to the next, run in one transaction with the version's bump when a game
is recorded (a new file is version 0: the first step creates the tables). A file whose
version is newer than this program knows, or that is not a database, is never written: the
player is told in one line and the game plays on, unrecorded.

``sqlite3`` is imported only when the record is read or written, not at every start of the
game.
"""

from __future__ import annotations

import os
from collections.abc import Callable, Iterator, Sequence
from contextlib import closing, contextmanager, suppress
from dataclasses import dataclass, field
from pathlib import Path
from typing import TYPE_CHECKING, Any, Final

from . import levels, saves
from .records import Record
from .screen import Names, rules_lines
from .variants import rule_option_args

if TYPE_CHECKING:
    import sqlite3

    from .console import GameResult
    from .settings import Settings

FILE_NAME: Final = "record.sqlite3"
TIMEOUT: Final = 5.0
"""Seconds to wait for another game that is writing the record at the same moment."""
HIGH_SCORES: Final = 10
"""The finished games the HIGH SCORES table shows."""

MIGRATIONS: Final[tuple[str, ...]] = (
    # 0 -> 1: a new file gets the tables.
    """
    CREATE TABLE games (
        key TEXT PRIMARY KEY,
        number INTEGER NOT NULL,
        game INTEGER NOT NULL,
        rules TEXT NOT NULL,
        options TEXT NOT NULL,
        hands INTEGER NOT NULL,
        winner INTEGER,
        finished INTEGER NOT NULL,
        started TEXT NOT NULL,
        ended TEXT NOT NULL
    );
    CREATE TABLE seats (
        game TEXT NOT NULL REFERENCES games (key) ON DELETE CASCADE,
        seat INTEGER NOT NULL,
        name TEXT NOT NULL,
        human INTEGER NOT NULL,
        level TEXT,
        score INTEGER NOT NULL,
        hands_won INTEGER NOT NULL,
        hints INTEGER,
        PRIMARY KEY (game, seat)
    );
    """,
)
"""``MIGRATIONS[v]`` takes a file from version ``v`` to ``v + 1``: append a step for a new
version, never change one that was released."""
VERSION: Final = len(MIGRATIONS)
"""The schema this program writes."""


class RecordError(Exception):
    """A record that cannot be used: it cannot be opened, is locked, is not a database or
    comes from a newer version. Its text says why, in the game's upper case."""


def path(folder: Path) -> Path:
    """Where the record is kept in the state ``folder``."""
    return folder / FILE_NAME


def new_key() -> str:
    """A fresh session's key: random, so that no two sessions share a row. (The operating
    system's randomness, as ``secrets.token_hex`` takes it, without importing ``secrets``
    and its ``hmac`` and ``hashlib`` at the start of every game at a terminal.)"""
    return os.urandom(8).hex()


class Seat(Record):
    """A player at a recorded game."""

    name: str
    human: bool
    level: str | None
    """A computer's level (``normal``); None for a human."""


class Game(Record):
    """One recorded game, as a row of the record holds it."""

    key: str
    number: int
    """The game number (``--seed``)."""
    game: int
    """The game of its session."""
    rules: str
    """The rules as the RULES line says them (``CLASSIC + TARGET 50``)."""
    options: str
    """The rule options as a command line gives them (``--rules classic --target 50``)."""
    seats: tuple[Seat, ...]
    hands: int
    scores: tuple[int, ...]
    hands_won: tuple[int, ...]
    winner: int | None
    finished: bool
    hints: tuple[int, ...]
    """The hints each human took."""
    started: str
    ended: str
    """When it was first and last written (ISO 8601, local time with its offset)."""


def seats_of(options: Settings) -> tuple[Seat, ...]:
    """The table of a game: the humans by name, then the computers with their levels."""
    names = Names(options.humans, options.names)
    humans = tuple(Seat(names(seat), True, None) for seat in range(options.humans))
    computers = tuple(  # (by the level a name names: random is easy)
        Seat(names(options.humans + i), False, levels.level(name))
        for i, name in enumerate(options.computer_levels())
    )
    return humans + computers


def rules_text(options: Settings) -> str:
    """The RULES line's words, on one line: ``CLASSIC``, ``OFFICIAL + TAKE KEEP, TARGET 300``."""
    line = " ".join(part.strip() for part in rules_lines(options.rules, options.preset))
    return line.removeprefix("RULES: ")


def game_of(options: Settings, key: str, result: GameResult, *, started: str, ended: str) -> Game:
    """The row a game's result makes."""
    return Game(
        key=f"{key}-{result.game}",
        number=options.seed,
        game=result.game,
        rules=rules_text(options),
        options=" ".join(rule_option_args(options.rules, options.preset)),
        seats=seats_of(options),
        hands=result.hands,
        scores=result.scores,
        hands_won=result.hands_won,
        winner=result.winner,
        finished=result.winner is not None,
        hints=result.hints,
        started=started,
        ended=ended,
    )


# ------------------------------------------------------------------------ the database


def _why(error: Exception) -> str:
    return str(error).upper() or type(error).__name__.upper()


def _connect(file: Path, *, create: bool) -> sqlite3.Connection:
    """A connection to the record (created, readable by its owner only, when ``create``),
    at the current version: an older file is migrated first. RecordError when it cannot be
    used; then nothing was written to it."""
    import sqlite3  # noqa: PLC0415 (only when the record is read or written)

    try:
        if create:
            saves.make_folder(file.parent)
            with suppress(FileExistsError):  # made private before SQLite writes to it
                os.close(os.open(file, os.O_WRONLY | os.O_CREAT | os.O_EXCL, 0o600))
        uri = f"{file.resolve().as_uri()}?mode=rw"
        connection = sqlite3.connect(uri, uri=True, timeout=TIMEOUT, isolation_level=None)
    except sqlite3.Error as error:
        raise RecordError(_why(error)) from error
    except OSError as error:
        raise RecordError((error.strerror or str(error)).upper()) from error
    try:
        _migrate(connection)
    except BaseException:
        connection.close()
        raise
    return connection


@contextmanager
def _transaction(connection: sqlite3.Connection) -> Iterator[None]:
    """One write, all or nothing: ``BEGIN IMMEDIATE`` takes the record at once (a second
    writer waits there, up to :data:`TIMEOUT`, not halfway through), any error rolls it
    back, and SQLite's errors come out as :class:`RecordError`."""
    import sqlite3  # noqa: PLC0415

    try:
        connection.execute("BEGIN IMMEDIATE")
        try:
            yield
            connection.execute("COMMIT")
        except BaseException:
            connection.execute("ROLLBACK")
            raise
    except sqlite3.Error as error:
        raise RecordError(_why(error)) from error


def _version(connection: sqlite3.Connection) -> int:
    version = connection.execute("PRAGMA user_version").fetchone()[0]
    assert isinstance(version, int)
    return version


def _migrate(connection: sqlite3.Connection) -> None:
    """Bring the file to :data:`VERSION`, each step in the transaction that bumps the
    version; refuse a newer file before writing anything."""
    import sqlite3  # noqa: PLC0415

    try:
        connection.execute("PRAGMA foreign_keys = ON")
        version = _version(connection)  # (reading it fails on a file that is no database)
        if version == VERSION:
            return
        if version > VERSION:
            raise RecordError(f"A NEWER VERSION WROTE IT (SCHEMA {version})")
        if version == 0 and connection.execute("SELECT count(*) FROM sqlite_master").fetchone()[0]:
            raise RecordError("IT IS ANOTHER PROGRAM'S DATABASE")
        with _transaction(connection):
            version = _version(connection)  # another game may have migrated it meanwhile
            for step in range(version, VERSION):
                for statement in MIGRATIONS[step].split(";"):
                    if statement.strip():
                        connection.execute(statement)
            connection.execute(f"PRAGMA user_version = {VERSION}")
    except sqlite3.Error as error:
        raise RecordError(_why(error)) from error


def write(folder: Path, game: Game) -> None:
    """Record ``game``: a new row, or the one its key already has (a resumed game), which
    keeps when it was started. Waits up to :data:`TIMEOUT` seconds for another game writing
    at the same moment."""
    with closing(_connect(path(folder), create=True)) as connection, _transaction(connection):
        connection.execute(
            "INSERT INTO games (key, number, game, rules, options, hands, winner,"
            " finished, started, ended) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)"
            " ON CONFLICT (key) DO UPDATE SET number = excluded.number,"
            " game = excluded.game, rules = excluded.rules,"
            " options = excluded.options, hands = excluded.hands,"
            " winner = excluded.winner, finished = excluded.finished,"
            " ended = excluded.ended",
            (
                game.key,
                game.number,
                game.game,
                game.rules,
                game.options,
                game.hands,
                game.winner,
                int(game.finished),
                game.started,
                game.ended,
            ),
        )
        connection.execute("DELETE FROM seats WHERE game = ?", (game.key,))
        connection.executemany(
            "INSERT INTO seats VALUES (?, ?, ?, ?, ?, ?, ?, ?)",
            [
                (
                    game.key,
                    i,
                    seat.name,
                    int(seat.human),
                    seat.level,
                    game.scores[i],
                    game.hands_won[i],
                    (game.hints[i] if i < len(game.hints) else 0) if seat.human else None,
                )
                for i, seat in enumerate(game.seats)
            ],
        )


def _present(file: Path) -> bool:
    """Whether there is a record to read (a dangling link is one that cannot be opened)."""
    try:
        return file.exists() or file.is_symlink()
    except OSError as error:  # a state folder that cannot be searched
        raise RecordError((error.strerror or str(error)).upper()) from error


def read(folder: Path) -> list[Game]:
    """Every recorded game, oldest first; none when there is no record yet (nothing is
    created). RecordError when it cannot be read."""
    import sqlite3  # noqa: PLC0415

    file = path(folder)
    if not _present(file):
        return []
    with closing(_connect(file, create=False)) as connection:
        try:
            rows = connection.execute(
                "SELECT key, number, game, rules, options, hands, winner, finished, started,"
                " ended FROM games ORDER BY started, key"
            ).fetchall()
            seats: dict[str, list[tuple[Any, ...]]] = {}
            for row in connection.execute(
                "SELECT game, name, human, level, score, hands_won, hints FROM seats"
                " ORDER BY game, seat"
            ):
                seats.setdefault(row[0], []).append(row[1:])
        except sqlite3.Error as error:
            raise RecordError(_why(error)) from error
    games = []
    for key, number, game, rules, options, hands, winner, finished, started, ended in rows:
        table = seats.get(key, [])
        if not table or (winner is not None and not 0 <= winner < len(table)):
            # (SQLite took the file, but not this program's rows: changed by hand?)
            raise RecordError(f"IT IS DAMAGED: GAME {key} HAS NO SUCH PLAYERS")
        games.append(
            Game(
                key=key,
                number=number,
                game=game,
                rules=rules,
                options=options,
                seats=tuple(Seat(name, bool(human), level) for name, human, level, *_ in table),
                hands=hands,
                scores=tuple(row[3] for row in table),
                hands_won=tuple(row[4] for row in table),
                winner=winner,
                finished=bool(finished),
                hints=tuple(row[5] for row in table if row[1]),
                started=started,
                ended=ended,
            )
        )
    return games


def reset(folder: Path) -> int:
    """Empty the record (the file and its schema stay); how many games it held."""

    file = path(folder)
    if not _present(file):
        return 0
    with closing(_connect(file, create=False)) as connection, _transaction(connection):
        held = connection.execute("SELECT count(*) FROM games").fetchone()[0]
        connection.execute("DELETE FROM seats")
        connection.execute("DELETE FROM games")
    assert isinstance(held, int)
    return held


# --------------------------------------------------------------- recording a session


@dataclass
class Recorder:
    """Records the games of one session played at a terminal: each when it ends (given to
    the console as its ``on_game_over``), and the one under way when the session stops.
    The first failure is told in one line through ``say``; the session then plays on
    unrecorded, and the record is not touched again."""

    folder: Path
    options: Settings
    key: str
    say: Callable[[str], None]
    started: str = field(default_factory=lambda: saves.now().isoformat(timespec="seconds"))
    """When the game under way started (the session's start, then each game's end)."""
    broken: bool = False
    recorded: set[int] = field(default_factory=set)
    """The games of the session recorded finished."""

    def game_over(self, result: GameResult) -> None:
        """A game ended: record it, finished."""
        self._write(result)
        self.recorded.add(result.game)

    def stopped(self, result: GameResult | None) -> None:
        """The session stopped with ``result`` its last game: recorded, unless it was
        recorded finished already (or no hand was dealt)."""
        if result is not None and result.game not in self.recorded:
            self._write(result)

    def _write(self, result: GameResult) -> None:
        if self.broken:
            return
        ended = saves.now().isoformat(timespec="seconds")
        game = game_of(self.options, self.key, result, started=self.started, ended=ended)
        self.started = ended
        try:
            write(self.folder, game)
        except RecordError as error:
            self.broken = True
            self.say(f"THE RECORD OF YOUR GAMES CANNOT BE WRITTEN: {error}")


# ------------------------------------------------------------------------ the summary


class PlayerLine(Record):
    """One player's line in a table's summary."""

    name: str
    human: bool
    level: str | None
    games_won: int
    hands_won: int
    points: int
    hints: int | None = None
    """The hints a human took in these games (``H``); None for a computer."""


class TableSummary(Record):
    """What the record holds of one set of rules at one table."""

    rules: str
    options: str
    seats: tuple[Seat, ...]
    games: int
    finished: int
    players: tuple[PlayerLine, ...]


class HighScore(Record):
    """A finished game a human won."""

    name: str
    points: int
    hands: int
    number: int
    rules: str
    date: str


def summaries(games: Sequence[Game]) -> list[TableSummary]:
    """Per rules and table (the same players at the same levels), in the order each was
    first played: games played and finished, and each player's games won, hands won and
    points (every game's score where it ended or stopped)."""
    groups: dict[tuple[str, tuple[Seat, ...]], list[Game]] = {}
    for game in games:
        groups.setdefault((game.rules, game.seats), []).append(game)
    result = []
    for (rules, seats), played in groups.items():
        players = tuple(
            PlayerLine(
                seat.name,
                seat.human,
                seat.level,
                sum(1 for game in played if game.finished and game.winner == i),
                sum(game.hands_won[i] for game in played),
                sum(game.scores[i] for game in played),
                sum(game.hints[i] for game in played) if seat.human else None,
            )
            for i, seat in enumerate(seats)
        )
        finished = sum(1 for game in played if game.finished)
        result.append(
            TableSummary(rules, played[-1].options, seats, len(played), finished, players)
        )
    return result


def high_scores(games: Sequence[Game], count: int = HIGH_SCORES) -> list[HighScore]:
    """The best finished games a human won: most points at the end, then fewest hands,
    then the earliest."""
    won = [
        game
        for game in games
        if game.finished and game.winner is not None and game.seats[game.winner].human
    ]
    won.sort(key=lambda game: (-game.scores[game.winner or 0], game.hands, game.ended))
    return [
        HighScore(
            game.seats[game.winner or 0].name,
            game.scores[game.winner or 0],
            game.hands,
            game.number,
            game.rules,
            game.ended[:10],
        )
        for game in won[:count]
    ]


def seat_words(seat: Seat) -> str:
    """``ANN`` for a human, ``COMPUTER 1 (HARD)`` for a computer."""
    return seat.name if seat.human else f"{seat.name} ({(seat.level or '').upper()})"


def as_json(games: Sequence[Game]) -> dict[str, Any]:
    """What ``stats --json`` prints."""
    return {
        "schema": VERSION,
        "games": len(games),
        "tables": [
            {
                "rules": summary.rules,
                "options": summary.options,
                "games": summary.games,
                "finished": summary.finished,
                "players": [
                    {
                        "name": player.name,
                        "human": player.human,
                        "level": player.level,
                        "games_won": player.games_won,
                        "hands_won": player.hands_won,
                        "points": player.points,
                        "hints": player.hints,
                    }
                    for player in summary.players
                ],
            }
            for summary in summaries(games)
        ],
        "high_scores": [
            {
                "name": score.name,
                "points": score.points,
                "hands": score.hands,
                "number": score.number,
                "rules": score.rules,
                "date": score.date,
            }
            for score in high_scores(games)
        ],
    }


def is_heading(line: str) -> bool:
    """A line that starts a block of :func:`lines` (bold at a terminal)."""
    return line == "HIGH SCORES" or line.startswith("RULES: ")


def lines(games: Sequence[Game]) -> Iterator[str]:
    """What ``stats`` prints: a block per rules and table, then HIGH SCORES."""
    if not games:
        yield "NO GAMES ARE RECORDED YET: GAMES PLAYED AT A TERMINAL ARE RECORDED"
        return
    for summary in summaries(games):
        yield from _wrapped(f"RULES: {summary.rules}")
        yield from _wrapped("TABLE: " + ", ".join(seat_words(seat) for seat in summary.seats))
        games_word = "GAME" if summary.games == 1 else "GAMES"
        yield f"{summary.games} {games_word} PLAYED, {summary.finished} FINISHED"
        width = max(10, *(len(player.name) for player in summary.players))
        yield f"  {'':<{width}}  GAMES WON  HANDS WON   POINTS"
        for player in summary.players:
            yield (
                f"  {player.name:<{width}}  {player.games_won:>9}  {player.hands_won:>9}"
                f"  {player.points:>7}"
            )
        yield ""
    scores = high_scores(games)
    yield "HIGH SCORES"
    if not scores:
        yield "  NO FINISHED GAME WON BY A HUMAN YET"
        return
    width = max(6, *(len(score.name) for score in scores))
    yield f"  {'':>2}  {'PLAYER':<{width}}  POINTS  HANDS  GAME NUMBER  DATE        RULES"
    for place, score in enumerate(scores, 1):
        yield (
            f"  {place:>2}  {score.name:<{width}}  {score.points:>6}  {score.hands:>5}"
            f"  {score.number:>11}  {score.date}  {_preset(score.rules)}"
        )


WIDTH: Final = 80
"""The screen's width, which no line of ``stats`` passes (as none of the game's does)."""


def _wrapped(line: str) -> list[str]:
    """A heading too long for the screen, broken after its commas or spaces, the lines
    after the first indented under its words (``RULES: `` and ``TABLE: `` are as long)."""
    import textwrap  # noqa: PLC0415 (only for stats)

    return textwrap.wrap(line, WIDTH, subsequent_indent=" " * 7, break_on_hyphens=False)


def _preset(rules: str) -> str:
    """A HIGH SCORES row's rules: the preset, with ``+`` when options were changed from it
    (``CLASSIC +``; the whole rules head the table's block above)."""
    preset, plus, _ = rules.partition(" + ")
    return preset + (" +" if plus else "")
