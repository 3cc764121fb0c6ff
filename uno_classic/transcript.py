"""Transcripts: a whole session in one readable file — command line, keys, exit status, screen.

    $ uno-classic --seed 3 --opponents 1 --target 100
    keys: PR4YT.N
    status: 0
    ---
    GAME NUMBER 3
    ...

The keys are the bytes fed to the game, printable ASCII as themselves and everything else
escaped (``\\n``, ``\\x1b``, ``\\\\``). Replaying feeds them through a pipe and compares.
"""

from __future__ import annotations

import shlex
from dataclasses import dataclass
from pathlib import Path

PROGRAM = "uno-classic"
_SEPARATOR = "---"


class TranscriptError(ValueError):
    """The file is not a transcript (or is cut short)."""


def escape_keys(keys: bytes) -> str:
    """Bytes as one line of text: printable ASCII as is, the rest escaped."""
    out = []
    for byte in keys:
        char = chr(byte)
        if char == "\\":
            out.append("\\\\")
        elif 0x20 <= byte < 0x7F:
            out.append(char)
        elif char == "\n":
            out.append("\\n")
        elif char == "\t":
            out.append("\\t")
        elif char == "\r":
            out.append("\\r")
        else:
            out.append(f"\\x{byte:02x}")
    return "".join(out)


def unescape_keys(text: str) -> bytes:
    """The inverse of :func:`escape_keys`."""
    out = bytearray()
    i = 0
    simple = {"\\": 0x5C, "n": 0x0A, "t": 0x09, "r": 0x0D}
    while i < len(text):
        char = text[i]
        if char != "\\":
            out += char.encode("utf-8")
            i += 1
            continue
        code = text[i + 1 : i + 2]
        if code in simple:
            out.append(simple[code])
            i += 2
        elif code == "x" and len(text) >= i + 4:
            try:
                out.append(int(text[i + 2 : i + 4], 16))
            except ValueError:
                raise TranscriptError(f"bad escape in keys: {text[i : i + 4]!r}") from None
            i += 4
        else:
            raise TranscriptError(f"bad escape in keys: {text[i : i + 2]!r}")
    return bytes(out)


@dataclass(frozen=True)
class Transcript:
    """One recorded session."""

    args: tuple[str, ...]
    """The command-line arguments after the program name."""
    keys: bytes
    status: int
    screen: str

    def text(self) -> str:
        """The file's content."""
        command = shlex.join([PROGRAM, *self.args])
        header = [f"$ {command}", f"keys: {escape_keys(self.keys)}", f"status: {self.status}"]
        return "\n".join([*header, _SEPARATOR, ""]) + self.screen

    @staticmethod
    def parse(text: str) -> Transcript:
        """Read a transcript's text; :class:`TranscriptError` if it is not one."""
        lines = text.split("\n", 4)
        if len(lines) < 5 or lines[3] != _SEPARATOR:
            raise TranscriptError("not a recording: the header is missing or cut short")
        command, keys, status = lines[:3]
        if not command.startswith(f"$ {PROGRAM}"):
            raise TranscriptError(f"not a recording: the first line is not '$ {PROGRAM} ...'")
        if not keys.startswith("keys: ") or not status.startswith("status: "):
            raise TranscriptError("not a recording: no 'keys:' and 'status:' lines")
        try:
            args = shlex.split(command[2:])[1:]
            code = int(status.removeprefix("status: "))
        except ValueError as error:
            raise TranscriptError(f"not a recording: {error}") from None
        return Transcript(tuple(args), unescape_keys(keys.removeprefix("keys: ")), code, lines[4])

    @staticmethod
    def load(path: Path) -> Transcript:
        """Read a transcript file (OSError and UnicodeError pass through)."""
        return Transcript.parse(path.read_text(encoding="utf-8"))


def difference(expected: Transcript, actual: Transcript, name: str) -> list[str]:
    """A unified diff of status and screen, empty when they match."""
    import difflib  # noqa: PLC0415 (only when a replay is checked: not at every start)

    def lines(t: Transcript) -> list[str]:
        return [f"status: {t.status}", *t.screen.splitlines()]

    return list(
        difflib.unified_diff(
            lines(expected),
            lines(actual),
            f"{name} (expected)",
            f"{name} (replayed)",
            lineterm="",
        )
    )
