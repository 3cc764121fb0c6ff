"""The computer levels by the names ``--strategy`` takes: a list of names, one for every
computer or one per computer, read and checked here for the game and ``simulate`` alike.

The levels are the strategies of :data:`STRATEGIES`, read when a name is looked up (a
strategy registered there is a level at once): ``easy`` (the registry's ``random``, a
uniform choice among the legal answers), ``normal`` and ``hard``. ``random`` stays a name
for ``easy``: a name is kept as it was given (a save, a recording, a report says
``random`` when the command line did), and only :func:`level` says which level it is.

A name with a colon, ``MODULE:NAME``, seats a strategy class of one's own instead
(:mod:`~uno_classic.plugins`): it keeps its case (module and class names are
case-sensitive), is checked when it is read (the module imported, the class made once),
and every seat it names gets its own checked object.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Final

from . import plugins
from .search import HardStrategy
from .strategies import NormalStrategy, RandomStrategy, Strategy

STRATEGIES: Final[dict[str, Strategy]] = {
    strategy.name: strategy for strategy in (NormalStrategy(), RandomStrategy(), HardStrategy())
}
"""Every built-in strategy by name. It lives here, above both the rule-following players
and the search that builds on them, so neither module imports the other back."""

OTHER_NAMES: Final = {"random": "easy"}
"""Names kept from earlier versions, and the level each names."""
REGISTERED_AS: Final = {"easy": "random"}
"""Levels registered in ``STRATEGIES`` under another name."""
ORDER: Final = ("easy", "normal", "hard")
"""The levels, weakest first; any other registered strategy follows them."""
SEPARATOR: Final = ","


class LevelError(ValueError):
    """A ``--strategy`` value that names no level, or not one name per player."""


class CannotSeat(LevelError):
    """A ``MODULE:NAME`` that cannot be seated here: no such module or class, a class that
    cannot be made with no arguments or does not answer every question. One line."""


def levels() -> list[str]:
    """Every level's name, weakest first: ``easy``, ``normal`` and ``hard`` (as far as
    they are registered), then any other registered strategy."""
    registered = [OTHER_NAMES.get(name, name) for name in STRATEGIES]
    return [name for name in ORDER if name in registered] + [
        name for name in registered if name not in ORDER
    ]


def names() -> list[str]:
    """Every name ``--strategy`` takes: the levels, then the other names."""
    known = levels()
    return known + [name for name, level in OTHER_NAMES.items() if level in known]


def level(name: str) -> str:
    """The level ``name`` names (``random`` is ``easy``; a ``MODULE:NAME`` is itself)."""
    return OTHER_NAMES.get(name, name)


def strategy(name: str) -> Strategy:
    """The strategy of the level ``name`` names; for a ``MODULE:NAME``, a new checked
    object of one's own for one seat (:class:`CannotSeat` when it cannot be seated)."""
    if plugins.is_plugin(name):
        return _seated(name)
    if name not in names():
        raise LevelError(f"{name!r} is not one of: {', '.join(names())}")
    key = level(name)
    return STRATEGIES[REGISTERED_AS.get(key, key)]


def _seated(name: str) -> plugins.CheckedStrategy:
    try:
        return plugins.seated(name)
    except plugins.PluginError as error:
        raise CannotSeat(str(error)) from None


def parse(text: str) -> tuple[str, ...]:
    """The names in a ``--strategy`` value, without spaces, a level's in lower case
    (``Random, normal`` is ``("random", "normal")``), a ``MODULE:NAME`` as given;
    :class:`LevelError` for a name that is no level, :class:`CannotSeat` for a
    ``MODULE:NAME`` that cannot be seated."""
    given = tuple(
        name if plugins.is_plugin(name) else name.lower()
        for name in (part.strip() for part in text.split(SEPARATOR))
    )
    unknown = [name for name in given if name not in names() and not plugins.is_plugin(name)]
    if unknown:
        wrong = ", ".join(repr(name) for name in unknown if name) or "nothing"
        raise LevelError(f"{wrong} is not one of: {', '.join(names())}")
    for name in dict.fromkeys(given):
        if plugins.is_plugin(name):
            _seated(name)  # (imported and checked once, then kept)
    return given


def seated(given: Sequence[str], players: int, who: str = "players") -> tuple[str, ...]:
    """One name per player: the one name given for all of them, or the names given, one
    per player. Any other count is a :class:`LevelError` naming ``who`` they are for."""
    if len(given) == 1:
        return tuple(given) * players
    if len(given) != players:
        noun = who if players != 1 else who.removesuffix("s")
        raise LevelError(
            f"{len(given)} strategies for {players} {noun}: give one for all, or one for each"
        )
    return tuple(given)


def joined(given: Sequence[str]) -> str:
    """A list of names as ``--strategy`` writes it: one name when every player has the
    same one (``normal,normal`` is ``normal``), else the names separated by commas."""
    if len(set(given)) == 1:
        return given[0]
    return SEPARATOR.join(given)
