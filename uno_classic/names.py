"""The humans' names (``--names``): what a name may be, checked once where it comes in (the
command line, a save, a recording's command line); the screen shows them as they are."""

from __future__ import annotations

import re
from collections.abc import Sequence
from typing import Final

from .cards import EIGHT_COLORS, PARTY_DECK
from .variants import MAX_PLAYERS

NAME_LENGTH: Final = 12
"""The longest name a human may be given: the score table and the final summary keep their
columns for it (``SCORES`` one space wider, when one is that long)."""
_TAKEN_NAMES: Final = {
    "HUMAN": "the game's name for a human without one",
    "YOU": "what the game calls the player at the keyboard",
    "KEEP": "the answer that keeps one's hand, where a player's name answers too",
    "HINT": "the answer that asks for a hint, where a player's name answers too",
}


_COLOR_WORDS: Final = frozenset(color.value for color in EIGHT_COLORS)
"""The colors of every deck: a name that begins with one reads as a card (and a terminal's
card colors would paint it)."""
_WILD_NAMES: Final = frozenset(card.name for card in PARTY_DECK if card.is_wild)


class BadName(ValueError):
    """Names the screen cannot show as the humans': the message says, in one line, what is
    wrong with which name."""


def checked_names(given: Sequence[str]) -> tuple[str, ...]:
    """The humans' names as every line shows them, in upper case, or :class:`BadName`.

    A name is 1 to 12 characters: the letters A to Z (either case), digits, and single
    spaces between them. Only ASCII letters, because the screen is upper-case ASCII (and a
    recording's bytes must not depend on how a terminal upper-cases another alphabet). A
    name must not read as another player's (``HUMAN``, ``HUMAN 2``, ``YOU``, or one
    beginning ``COMPUTER``) or as a card (one beginning with a color of any deck, or a
    wild's name), and no two may be the same in upper case: each line must say who it
    means."""
    if not given:
        raise BadName("give one name per human, separated by commas")
    if len(given) > MAX_PLAYERS:
        raise BadName(f"{len(given)} names: a table seats at most {MAX_PLAYERS} humans")
    shown: list[str] = []
    for number, name in enumerate(given, start=1):
        problem = _name_problem(name, number)
        if problem is None and name.upper() in shown:
            problem = f"{name!r} is given twice (names are compared in upper case)"
        if problem is not None:
            raise BadName(problem)
        shown.append(name.upper())
    return tuple(shown)


def _name_problem(name: str, number: int) -> str | None:
    """What is wrong with one name (the ``number``-th given), or None."""
    if not name:
        return f"name {number} is empty"
    odd = [char for char in name if not (char.isascii() and (char.isalnum() or char == " "))]
    if odd:
        return f"{name!r} holds {odd[0]!r}: a name has only letters A-Z, digits and spaces"
    if len(name) > NAME_LENGTH:
        return f"{name!r} has {len(name)} characters: a name has at most {NAME_LENGTH}"
    if name.startswith(" ") or name.endswith(" "):
        return f"{name!r} {'begins' if name.startswith(' ') else 'ends'} with a space"
    if "  " in name:
        return f"{name!r} has two spaces in a row"
    upper = name.upper()
    if upper in _TAKEN_NAMES:
        return f"{name!r} cannot be a name: {upper} is {_TAKEN_NAMES[upper]}"
    if upper.startswith("COMPUTER"):
        return f"{name!r} cannot be a name: it begins with COMPUTER, as the computers' names do"
    if re.fullmatch(r"HUMAN ?\d+", upper):
        return f"{name!r} cannot be a name: HUMAN <K> is the game's name for a human without one"
    first = upper.split(" ")[0]
    if first in _COLOR_WORDS:
        return f"{name!r} cannot be a name: {first} is a card's color, and would read as a card"
    if upper in _WILD_NAMES:
        return f"{name!r} cannot be a name: {upper} is a card"
    return None
