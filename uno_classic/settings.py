"""What a session is, apart from its keys: the settings that decide it, as one typed value,
and where it stood when it stopped — what a save keeps and a recording's header names.

The command line, a save file and a recording's header are read into a :class:`Settings`
once, where they come in; from there on no option travels as text.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Final

from . import levels
from .records import Record
from .variants import CLASSIC, DEFAULT_PRESET, Rules

SCREEN: Final = "screen"
"""A session played on the screen (``--protocol screen``, the default)."""
PROTOCOLS: Final = (SCREEN, "json")
"""How a session may be played: on the screen, or as JSON lines for a program."""

NORMAL: Final = ("normal",)
"""The computers' level when none is given."""


@dataclass(frozen=True)
class Settings:
    """Everything that decides a session, apart from the keys."""

    seed: int
    """The game number."""
    rules: Rules = CLASSIC
    """The rules in force, the table's size among them."""
    preset: str = DEFAULT_PRESET
    """The preset the rules started from (``--rules``), for the RULES line."""
    humans: int = 1
    """Humans at the keyboard, in the first seats; the computers sit after them."""
    levels: tuple[str, ...] = NORMAL
    """The computers' levels as ``--strategy`` gives them: one name for all of them, or one
    per computer in seat order (see :meth:`computer_levels`)."""
    delay: float = 0.0
    """Seconds to pause after a computer's move at a terminal."""
    names: tuple[str, ...] = ()
    """The humans' names (``--names``), one per human in seat order, as the screen shows
    them; none: ``HUMAN``, or ``HUMAN 1`` ... ``HUMAN N``. They belong to the table: a save
    and a recording keep them."""
    assist: bool = False
    """Playable cards marked and hand rows kept sorted (``--assist``): a display option,
    kept by a save and a recording, but no rule (it changes no play)."""
    hints: bool = True
    """Whether ``H`` asks the ``hard`` search for a hint (off with ``--no-hints``): a
    display option like the assist (a hint never changes the game), kept by a save and a
    recording."""

    protocol: str = SCREEN
    """How the session is played: on the screen (``screen``), or as JSON lines for a
    program (``json``, ``--protocol json``: see :mod:`~uno_classic.protocol`). Not a
    rule, and no save holds it: a protocol session is never saved."""

    @property
    def opponents(self) -> int:
        """The computer players."""
        return self.rules.players - self.humans

    @property
    def strategy(self) -> str:
        """The computers' levels as ``--strategy`` writes them (``hard,normal,easy``)."""
        return levels.joined(self.levels)

    def computer_levels(self) -> tuple[str, ...]:
        """Each computer's level, in seat order, named as given (``random`` stays
        ``random``)."""
        return levels.seated(self.levels, self.opponents, "computers")


class Progress(Record):
    """Where a session stood at a save point: what a list of saved games shows."""

    game: int
    """The game of the session (1 for the first; PLAY AGAIN counts up)."""
    hand: int
    """The hand being played (0 before the first deal)."""
    scores: tuple[int, ...]
    """Every seat's score, in seat order (the humans' first)."""
    hints: tuple[int, ...] = ()
    """The hints each human took in this game so far, in seat order (none taken: empty).
    A save keeps the count, since it drops the H keys themselves."""
