"""What ``simulate`` counts for one rule, in the one shape every rule declares it in.

Each rule module's "what simulate counts" section ends with one :class:`RuleFigures`, the
question it counts at included, so that the simulation and its report list the rules in
order and know none of them: a new figure is one edit in its rule's home.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any, NamedTuple

from ..questions import Answer, Question
from . import Rules

Count = Callable[[Any, Answer, dict[str, int]], None]
"""Counts an answer to a question, before the game applies it, into a game's figures. (The
game is ``Any`` here: each rule reads the little it counts through a protocol of its own,
which the game satisfies.)"""


class RuleFigures(NamedTuple):
    """What ``simulate`` counts for one rule option: the figures' names, under which rules
    they are counted and reported, at which question they are counted, and the report's
    line."""

    names: tuple[str, ...]
    counted_under: Callable[[Rules], bool]
    line: Callable[[dict[str, int]], str]
    help: str
    """How ``simulate --help`` says what is reported."""
    asked: Question | None = None
    """The rule's own question, whose answers are counted (None: none is). Never MOVE,
    PLAY_TAKEN or COLOR: a simulation answers those on its hot path and counts nothing
    there; what a rule counts of them it counts in its own step, as stacking does."""
    count_answer: Count | None = None
    """Counts an answer to :attr:`asked`, before the game applies it."""
    largest: frozenset[str] = frozenset()
    """The figures that are a largest, not a sum."""
    count_game: Callable[[Any, dict[str, int]], None] | None = None
    """Counts a finished game, for a figure the game itself keeps."""
