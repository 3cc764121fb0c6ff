"""Saved games: what an interrupted game needs to go on — its options, version and keys —
and what a list of saves shows — where the game stood and when it was saved.

One file per save in ``$XDG_STATE_HOME/uno-classic/`` (by default
``~/.local/state/uno-classic/``), named by the save's ID: ``save-<ID>.json``. A save is
replaced only by a save that holds all it held: a game resumed from it and stopped again,
or the same game (number and every option that changes play, see :func:`same_game`)
played again from its start with the same answers and maybe more; the save keeps its ID.
Any other game gets the smallest ID no file has, so playing a game again from its start
never costs the answers an earlier play of it saved. IDs never shift when another save
goes.

Written atomically (a temporary file, then a rename), so a crash while saving leaves the
previous save whole. Saves are the player's: none is ever removed to make room, however
many there are (the game says so at its start when there are more than :data:`MANY`). A
save goes when its game is resumed and finished, or when the player deletes it by its ID or
deletes every save (``uno-classic saves``); a file this version cannot use is never
changed.
"""

from __future__ import annotations

import itertools
import os
from dataclasses import dataclass, field, replace
from pathlib import Path
from typing import TYPE_CHECKING, Any, Final

from . import __version__, levels
from .names import checked_names
from .records import Record
from .settings import Progress, Settings
from .variants import OPTION_KINDS, PRESETS, RULE_OPTIONS, Choice, Rules

if TYPE_CHECKING:
    from datetime import datetime

FORMAT: Final = "uno-classic save"
MANY: Final = 20
"""More saves than this are mentioned at the start of a game: the player, not the game,
decides which ones go."""


AT_THE_START: Final = Progress(1, 0, ())
"""The progress of a session stopped before its first deal."""


class SaveError(ValueError):
    """A save file that cannot be used: unreadable, corrupt, or from another version."""


def state_dir(environ: os._Environ[str] | dict[str, str] = os.environ) -> Path:
    """Where saves and crash logs go (the XDG base directory spec's state home)."""
    base = environ.get("XDG_STATE_HOME") or ""
    root = Path(base) if os.path.isabs(base) else Path.home() / ".local" / "state"
    return root / "uno-classic"


def now() -> datetime:
    """The local time with its UTC offset, so that saves made across a change of the clocks
    still sort in the order they were made."""
    from datetime import datetime  # noqa: PLC0415 (a save is written after play: not at every start)

    return datetime.now().astimezone()


def game_of(options: Settings) -> Settings:
    """The options a save keeps: all but the delay, which only paces the screen
    (recording and colors are not options of the game at all)."""
    return replace(options, delay=0.0)


def same_game(one: Settings, other: Settings) -> bool:
    """Whether two saves are of the same game: the same number and every option that
    changes play. The preset a game's rules were named by does not change play (the
    official rules and the classic ones with the same options changed are one game), nor
    the name a level was given by (``random`` is ``easy``), nor the assist, which only
    marks cards on the screen, nor whether H gives hints, which never change the game."""
    return _levels(one) == _levels(other) and replace(
        game_of(one),
        preset=other.preset,
        levels=other.levels,
        assist=other.assist,
        hints=other.hints,
    ) == game_of(other)


def _levels(options: Settings) -> tuple[str, ...]:
    return tuple(map(levels.level, options.computer_levels()))


SESSION_FIELDS: Final = (
    "seed",
    "opponents",
    "humans",
    "target",
    "uno_penalty",
    "strategy",
    "delay",
    "preset",
)
"""The options a save holds before the rule options, in the order saves have always
written them: the table and the score first."""

WRITTEN_WHEN_SET: Final = ("uno_call", "names", "assist", "hints")
"""Options added after the save format settled: a save names one only when it is set (not
at its default), so that a save of a game without them is byte for byte what it was, and
a save without one reads as its default."""

SAVED_FIELDS: Final = (
    *SESSION_FIELDS,
    *(name for name in RULE_OPTIONS if name not in SESSION_FIELDS),
    "names",
    "assist",
    "hints",
)
"""Every option a save may hold, in its order: then the rule options of the option table,
then the humans' names, the assist and the hints."""


def saved_fields(options: Settings) -> dict[str, object]:
    """The options as a save holds them: plain values, a choice by its name; those of
    :data:`WRITTEN_WHEN_SET` only when set."""
    every = _every_field(options)
    return {
        name: value
        for name, value in every.items()
        if name not in WRITTEN_WHEN_SET or value != LEFT_OUT[name]
    }


def _every_field(options: Settings) -> dict[str, object]:
    rules = options.rules
    named: dict[str, object] = {
        "seed": options.seed,
        "opponents": options.opponents,
        "humans": options.humans,
        "strategy": options.strategy,
        "delay": options.delay,
        "preset": options.preset,
        "names": list(options.names),
        "assist": options.assist,
        "hints": options.hints,
    }
    for name in RULE_OPTIONS:
        value = getattr(rules, name)
        named[name] = value.value if isinstance(value, Choice) else value
    return {name: named[name] for name in SAVED_FIELDS}


LEFT_OUT: Final = _every_field(Settings(seed=0))
"""The value of an option a save leaves out (the seed excepted, which it must hold)."""


def read_fields(named: dict[str, Any]) -> Settings:
    """The options a save holds, checked as a new game's are (``ValueError`` or
    ``TypeError`` for a value that is not one, as a damaged save may hold)."""
    seed = named["seed"]
    values = {**LEFT_OUT, **named}
    preset, humans, opponents = values["preset"], values["humans"], values["opponents"]
    if preset not in PRESETS:
        raise ValueError(f"there are no rules called {preset!r}")
    if type(humans) is not int or type(opponents) is not int:
        raise ValueError("the numbers of humans and opponents must be whole numbers")
    if humans < 1 or opponents < 0:
        raise ValueError("the table needs a human, and no negative number of opponents")
    options = {name: values[name] for name in RULE_OPTIONS}
    for name, kind in OPTION_KINDS.items():
        options[name] = kind(options[name])
    rules = Rules(players=opponents + humans, **options)
    strategy = values["strategy"]
    if not isinstance(strategy, str):
        raise levels.LevelError("the strategy must be text")
    names, assist = values["names"], values["assist"]
    if not isinstance(names, list) or not all(isinstance(name, str) for name in names):
        raise ValueError("the names must be a list of text")
    if names:  # as the command line checks them (a BadName is a ValueError)
        if len(names) != humans:
            raise ValueError(f"one name per human ({humans}) is needed, not {len(names)}")
        if tuple(names) != checked_names(names):
            raise ValueError("the names must be in upper case, as the screen shows them")
    if type(assist) is not bool:
        raise ValueError("the assist must be true or false")
    hints = values["hints"]
    if type(hints) is not bool:
        raise ValueError("the hints must be on or off (true or false)")
    try:
        given = levels.parse(strategy)
    except levels.CannotSeat as error:  # a strategy of one's own, gone or changed since
        raise SaveError(f"it cannot be resumed here: {error}") from None
    settings = Settings(
        seed,
        rules,
        preset,
        humans,
        given,
        values["delay"],
        names=tuple(names),
        assist=assist,
        hints=hints,
    )
    settings.computer_levels()  # one level for all the computers, or one each
    return settings


@dataclass(frozen=True)
class Save:
    """An interrupted session, and where it stood."""

    options: Settings
    keys: str
    progress: Progress = AT_THE_START
    """The game of the session, the hand and the scores where the saved keys end."""
    saved: datetime = field(default_factory=now)
    """When it was saved (local time, with its UTC offset)."""
    declined: bool = False
    """The player answered N when it was offered at the start of a new game: it is not
    offered again, but ``--resume`` and ``uno-classic saves`` still see it."""
    version: str = __version__
    record: str = ""
    """The key of this game's row in the record of games played (``uno-classic stats``),
    so that a resumed game stays one game there; empty when it is not recorded."""

    def to_json(self) -> str:
        """The file's content."""
        import json  # noqa: PLC0415 (a save is written after play: not at every start)

        progress = self.progress
        return (
            json.dumps(
                {
                    "format": FORMAT,
                    "version": self.version,
                    "options": saved_fields(self.options),
                    "keys": self.keys,
                    "progress": {
                        "game": progress.game,
                        "hand": progress.hand,
                        "scores": list(progress.scores),
                        # (written only when some were taken, as a record key only when
                        # there is a record: a save without them reads as it always has)
                        **({"hints": list(progress.hints)} if any(progress.hints) else {}),
                    },
                    "saved": self.saved.isoformat(),
                    "declined": self.declined,
                    **({"record": self.record} if self.record else {}),
                },
                indent=1,
            )
            + "\n"
        )

    @staticmethod
    def from_json(text: str) -> Save:
        """Read a save; :class:`SaveError` says plainly why it cannot be used."""
        import json  # noqa: PLC0415 (read only to resume or list: not at every start)
        from datetime import datetime  # noqa: PLC0415

        try:
            data: Any = json.loads(text)
            if not isinstance(data, dict) or data.get("format") != FORMAT:
                raise SaveError("it is not an uno-classic save")
            if data.get("version") != __version__:
                raise SaveError(
                    f"it was saved by version {data.get('version')}, this is {__version__}"
                )
            named = data["options"]
            unknown = sorted(set(named) - set(SAVED_FIELDS))
            if unknown:
                raise SaveError(
                    f"it names options this version does not know: {', '.join(unknown)}"
                )
            options = read_fields(named)
            keys = data["keys"]
            if not isinstance(keys, str):
                raise SaveError("its keys are not text")
            progress = _progress(data["progress"], options.rules.players, options.humans)
            saved = datetime.fromisoformat(data["saved"])
            if saved.tzinfo is None:
                raise SaveError("its time has no UTC offset")
            declined = data["declined"]
            if not isinstance(declined, bool):
                raise SaveError("its declined flag is not true or false")
            record = data.get("record", "")
            if not isinstance(record, str):
                raise SaveError("its record key is not text")
            return Save(options, keys, progress, saved, declined, data["version"], record)
        except SaveError:
            raise
        except (ValueError, TypeError, KeyError) as error:
            raise SaveError(f"it is damaged ({error})") from None


def _progress(data: Any, players: int, humans: int) -> Progress:
    """A save's progress, checked: whole numbers, a score for every player (or none, when
    the game stopped before its first deal), a count of hints for each human (or none)."""
    game, hand, scores = data["game"], data["hand"], data["scores"]
    numbers = [game, hand, *scores] if isinstance(scores, list) else [None]
    if not all(type(number) is int and number >= 0 for number in numbers):
        raise SaveError("its progress is not whole numbers")
    if game < 1 or len(scores) not in (0, players):
        raise SaveError("its progress does not fit its options")
    hints = data.get("hints", [])
    if not isinstance(hints, list) or len(hints) not in (0, humans):
        raise SaveError("its hints are not a count per human")
    if not all(type(number) is int and number >= 0 for number in hints):
        raise SaveError("its hints are not whole numbers")
    return Progress(game, hand, tuple(scores), tuple(hints))


class Stored(Record):
    """A save file in the state folder: its ID, and the save, or why it cannot be used."""

    id: int
    path: Path
    save: Save | None
    problem: str = ""


def save_id(name: str) -> int | None:
    """The ID in a save's file name ``save-<ID>.json``; None for any other file."""
    digits = name.removeprefix("save-").removesuffix(".json")
    if f"save-{digits}.json" != name or not (digits.isascii() and digits.isdigit()):
        return None
    return None if digits.startswith("0") else int(digits)


def save_path(folder: Path, number: int) -> Path:
    """The file of the save with ID ``number``."""
    return folder / f"save-{number}.json"


def load(path: Path) -> Save:
    """Read a save file; :class:`SaveError` when it cannot be used."""
    try:
        return Save.from_json(path.read_text(encoding="utf-8"))
    except (OSError, UnicodeError) as error:
        raise SaveError(f"it cannot be read ({error})") from None


def stored(folder: Path) -> list[Stored]:
    """Every save in the folder: those this version can use, newest first, then those it
    cannot, by ID. No folder, no saves; an unreadable folder raises :class:`OSError`."""
    usable: list[Stored] = []
    unusable: list[Stored] = []
    for number, path in _files(folder):
        try:
            usable.append(Stored(number, path, load(path)))
        except SaveError as error:
            unusable.append(Stored(number, path, None, str(error)))
    usable.sort(key=_newest_first)
    unusable.sort(key=lambda entry: entry.id)
    return usable + unusable


def _newest_first(entry: Stored) -> tuple[float, int]:
    assert entry.save is not None
    return (-entry.save.saved.timestamp(), -entry.id)


def _files(folder: Path) -> list[tuple[int, Path]]:
    """The save files in the folder, each with its ID, in no order. No folder, no saves; an
    unreadable folder raises :class:`OSError`."""
    try:
        names = os.listdir(folder)
    except FileNotFoundError:
        return []
    found = ((save_id(name), folder / name) for name in names)
    return [(number, path) for number, path in found if number is not None and path.is_file()]


def count(folder: Path) -> int:
    """How many saves :func:`stored` lists, usable or not, without reading them (this is
    asked at every start)."""
    return len(_files(folder))


def find(entries: list[Stored], number: int) -> Stored | None:
    """The save listed as ``number``, if there is one."""
    return next((entry for entry in entries if entry.id == number), None)


def to_offer(folder: Path) -> Stored | None:
    """The save a new game offers first: the newest usable one not declined before."""
    return next((e for e in stored(folder) if e.save and not e.save.declined), None)


def make_folder(folder: Path) -> None:
    """Create the state folder and any missing parents, each readable by its owner only
    (mode 0700, as the XDG base directory spec asks): a player's games and crash logs are
    nobody else's business. An existing folder is left as its owner set it."""
    missing = []
    while not folder.is_dir() and folder != folder.parent:
        missing.append(folder)
        folder = folder.parent
    for path in reversed(missing):
        path.mkdir(mode=0o700, exist_ok=True)


def write_private(path: Path, text: str) -> Path:
    """Write a new file that only its owner can read (a crash log) at ``path``, or, when a
    file is there already (two crashes of one game number within a second, as ``simulate``
    may have), at ``path`` with ``-2``, ``-3`` ... before its suffix; the path written.
    The name is claimed by creating the file, so two processes never share one."""
    for number in itertools.count(1):
        claimed = path if number == 1 else path.with_stem(f"{path.stem}-{number}")
        try:
            handle = os.open(claimed, os.O_WRONLY | os.O_CREAT | os.O_EXCL, 0o600)
        except FileExistsError:
            continue
        with os.fdopen(handle, "w", encoding="utf-8") as file:
            file.write(text)
        return claimed
    raise AssertionError("unreachable")  # (count never ends)


def _written(folder: Path, save: Save) -> Path:
    """A new file in ``folder`` holding ``save``, on the disk, under a temporary name."""
    import tempfile  # noqa: PLC0415 (a save is written after play: not at every start)

    handle, temporary = tempfile.mkstemp(dir=folder, prefix=".saving-", suffix=".json")
    try:
        with os.fdopen(handle, "w", encoding="utf-8") as file:
            file.write(save.to_json())
            file.flush()
            os.fsync(file.fileno())
    except BaseException:
        Path(temporary).unlink(missing_ok=True)
        raise
    return Path(temporary)


def _claim(folder: Path, temporary: Path) -> int:
    """Give the written file the smallest ID no file has; its ID. A hard link claims a name
    only if nothing has it, so two games saved at the same moment cannot take one ID."""
    number = 1
    while True:
        path = save_path(folder, number)
        try:
            os.link(temporary, path)
        except FileExistsError:
            number += 1
            continue
        except OSError:  # a file system without hard links
            if path.exists():
                number += 1
                continue
            os.replace(temporary, path)
            return number
        temporary.unlink()
        return number


def write(folder: Path, save: Save, *, resumed: int | None = None) -> int:
    """Save atomically; the save's ID. A game resumed from the save ``resumed`` replaces it
    (unless that file now holds another game, or none); a game played from its start
    replaces a save of the same game whose answers it all gave, in the same order; either
    keeps that save's ID. Otherwise a new ID. No other save is touched."""
    make_folder(folder)
    save = replace(save, options=game_of(save.options))
    if resumed is not None:
        own = _same_game_at(folder, resumed, save.options)
    else:
        own, resumed = _overtaken(folder, save)
    temporary = _written(folder, save)
    try:
        if own is not None and resumed is not None:
            os.replace(temporary, own)
            number = resumed
        else:
            number = _claim(folder, temporary)
    except BaseException:
        temporary.unlink(missing_ok=True)
        raise
    return number


def _overtaken(folder: Path, save: Save) -> tuple[Path | None, int | None]:
    """The save of the same game as ``save`` that holds most answers, all of which ``save``
    gave first (the same keys again, or a play that went further the same way). Its path
    and ID, or None twice."""
    found = [
        (len(entry.save.keys), entry.path, entry.id)
        for entry in stored(folder)
        if entry.save
        and same_game(entry.save.options, save.options)
        and save.keys.startswith(entry.save.keys)
    ]
    if not found:
        return None, None
    _, path, number = max(found)
    return path, number


def _same_game_at(folder: Path, number: int, options: Settings) -> Path | None:
    """The path of save ``number`` if it holds the game ``options`` play (a save deleted
    meanwhile, and its ID taken by another game, is not this game's)."""
    path = save_path(folder, number)
    try:
        held = load(path)
    except SaveError:
        return None
    return path if same_game(held.options, options) else None


def decline(entry: Stored) -> None:
    """Mark a save as declined at the offer, so that it is not offered again."""
    assert entry.save is not None
    temporary = _written(entry.path.parent, replace(entry.save, declined=True))
    try:
        os.replace(temporary, entry.path)
    except BaseException:
        temporary.unlink(missing_ok=True)
        raise


def remove(entry: Stored) -> None:
    """Delete a save (one already gone is no error)."""
    entry.path.unlink(missing_ok=True)


def remove_game(folder: Path, number: int, options: Settings) -> None:
    """A game resumed from save ``number`` and finished needs it no more: remove it, if it
    still holds that game."""
    path = _same_game_at(folder, number, options)
    if path is not None:
        path.unlink(missing_ok=True)
