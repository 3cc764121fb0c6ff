"""SPEC §2's card points and legal plays re-stated from card names alone.

The checks that must not trust the engine use these instead of ``Card.points`` or
``uno_classic.rules``: the whole-game referee (tests/test_properties.py), the strategies'
legality property (tests/test_strategies.py), the golden transcripts' coverage check
(tests/test_transcripts.py) and the fuzzer's engine watch (tools/fuzz.py). Nothing here
imports from ``uno_classic``, so a wrong rule or a wrong point value in the game cannot
agree with itself here.

A card is its screen name: ``RED 7``, ``BLUE SKIP``, ``GREEN DRAW TWO``, ``YELLOW
REVERSE``, ``COLOR CHANGE``, ``DRAW FOUR``; a color is its word (``""`` for none).
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Final

COLOR_WORDS: Final = ("RED", "YELLOW", "GREEN", "BLUE")


def color_of(name: str) -> str | None:
    """The color word of a card, ``None`` for the two wilds."""
    first = name.split(maxsplit=1)[0]
    return first if first in COLOR_WORDS else None


def symbol_of(name: str) -> str:
    """What is printed on a card: ``7``, ``SKIP``, ``DRAW TWO``, ``COLOR CHANGE``..."""
    return name if color_of(name) is None else name.split(" ", 1)[1]


def points_of(name: str) -> int:
    """What a card left in a hand scores: numbers face value, Skip, Draw Two and Reverse 20,
    Color Change and Draw Four 50."""
    symbol = symbol_of(name)
    if symbol.isdigit():
        return int(symbol)
    return 50 if color_of(name) is None else 20


def matches(card: str, top: str, color: str) -> bool:
    """Whether ``card`` goes on ``top`` with ``color`` in force, before any Draw Four rule:
    a wild, the color, or the top card's symbol."""
    return color_of(card) in (None, color) or symbol_of(card) == symbol_of(top)


def legal(hand: Sequence[str], card: str, top: str, color: str, draw_four: str = "color") -> bool:
    """Whether ``card`` may be played from ``hand`` on ``top`` with ``color`` in force: it is
    held, and it has the color, or the top card's symbol, or is a Color Change, or is a Draw
    Four that ``draw_four`` allows: ``"color"``, when the hand holds no card of the color
    (cards matching by symbol do not count); ``"match"``, when it holds no other card but a
    wild that could be played; ``"any"``, always (bluff and free)."""
    if card not in hand:
        return False
    if card == "DRAW FOUR":
        if draw_four == "color":
            return not any(color_of(held) == color for held in hand)
        if draw_four == "match":
            return not any(
                color_of(held) is not None and matches(held, top, color) for held in hand
            )
        assert draw_four == "any", draw_four
        return True
    return matches(card, top, color)


def holds_a_play(hand: Sequence[str], top: str, color: str, draw_four: str = "color") -> bool:
    """Whether any card of ``hand`` may be played."""
    return any(legal(hand, card, top, color, draw_four) for card in hand)
