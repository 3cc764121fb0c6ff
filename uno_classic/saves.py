"""Saved games: what an interrupted game needs to go on — its options, version and keys.

One file per game number in ``$XDG_STATE_HOME/uno-classic/`` (by default
``~/.local/state/uno-classic/``). Written atomically (a temporary file, then a rename), so
a crash while saving leaves the previous save whole. A file this version cannot use is
never changed or removed.
"""

from __future__ import annotations

import os
from dataclasses import asdict, dataclass
from pathlib import Path
from typing import Any

from . import __version__
from .console import Options

FORMAT = "uno-classic save"


class SaveError(ValueError):
    """A save file that cannot be used: unreadable, corrupt, or from another version."""


def state_dir(environ: os._Environ[str] | dict[str, str] = os.environ) -> Path:
    """Where saves and crash logs go (the XDG base directory spec's state home)."""
    base = environ.get("XDG_STATE_HOME") or ""
    root = Path(base) if os.path.isabs(base) else Path.home() / ".local" / "state"
    return root / "uno-classic"


@dataclass(frozen=True)
class Save:
    """An interrupted session."""

    options: Options
    keys: str
    version: str = __version__

    def to_json(self) -> str:
        """The file's content."""
        import json  # noqa: PLC0415 (a save is written after play: not at every start)

        return (
            json.dumps(
                {
                    "format": FORMAT,
                    "version": self.version,
                    "options": asdict(self.options),
                    "keys": self.keys,
                },
                indent=1,
            )
            + "\n"
        )

    @staticmethod
    def from_json(text: str) -> Save:
        """Read a save; :class:`SaveError` says plainly why it cannot be used."""
        import json  # noqa: PLC0415 (read only to resume: not at every start)

        try:
            data: Any = json.loads(text)
            if not isinstance(data, dict) or data.get("format") != FORMAT:
                raise SaveError("it is not an uno-classic save")
            if data.get("version") != __version__:
                raise SaveError(
                    f"it was saved by version {data.get('version')}, this is {__version__}"
                )
            options = Options(**data["options"])
            options.rules()  # the same checks as a new game's options
            keys = data["keys"]
            if not isinstance(keys, str):
                raise SaveError("its keys are not text")
            return Save(options, keys, data["version"])
        except SaveError:
            raise
        except (ValueError, TypeError, KeyError) as error:
            raise SaveError(f"it is damaged ({error})") from None


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


def write_private(path: Path, text: str) -> None:
    """Write a new file that only its owner can read (a crash log)."""
    handle = os.open(path, os.O_WRONLY | os.O_CREAT | os.O_TRUNC, 0o600)
    with os.fdopen(handle, "w", encoding="utf-8") as file:
        file.write(text)


def save_path(folder: Path, seed: int) -> Path:
    """The save of game number ``seed``."""
    return folder / f"game-{seed}.json"


def load(path: Path) -> Save:
    """Read a save file; :class:`SaveError` when it cannot be used."""
    try:
        return Save.from_json(path.read_text(encoding="utf-8"))
    except (OSError, UnicodeError) as error:
        raise SaveError(f"it cannot be read ({error})") from None


def write(folder: Path, save: Save) -> Path:
    """Save atomically; a file this version cannot read is left alone (a new name is used)."""
    make_folder(folder)
    path = save_path(folder, save.options.seed)
    number = 1
    while path.exists():
        try:
            load(path)
            break  # our own earlier save of this game: replace it
        except SaveError:
            number += 1
            path = folder / f"game-{save.options.seed}-{number}.json"
    import tempfile  # noqa: PLC0415 (a save is written after play: not at every start)

    handle, temporary = tempfile.mkstemp(dir=folder, prefix=".saving-", suffix=".json")
    try:
        with os.fdopen(handle, "w", encoding="utf-8") as file:
            file.write(save.to_json())
            file.flush()
            os.fsync(file.fileno())
        os.replace(temporary, path)
    except BaseException:
        Path(temporary).unlink(missing_ok=True)
        raise
    return path


def latest(folder: Path) -> Path | None:
    """The most recently saved game, if any."""
    saves = [p for p in folder.glob("game-*.json") if p.is_file()]
    return max(saves, key=lambda p: p.stat().st_mtime_ns, default=None)


def remove(folder: Path, seed: int) -> None:
    """A finished game needs no save (only a save this version wrote is removed)."""
    path = save_path(folder, seed)
    try:
        load(path)
    except SaveError:
        return
    path.unlink(missing_ok=True)
