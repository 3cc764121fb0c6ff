"""Which plays are legal: the matching rule and the Wild Draw Four restriction.

Pure functions of a hand, the top card and the current color, so the engine, the computer
players and any outside simulator share one definition of a legal play.
"""

from __future__ import annotations

import enum
from collections.abc import Sequence

from .cards import COLOR_BITS, RANK_BITS, WILD_DRAW_FOUR, Card, Color, match_key


class Refusal(enum.Enum):
    """Why a play is not allowed."""

    NOT_HELD = "the player does not hold that card"
    NO_MATCH = "the card matches neither the color nor the rank of the top card"
    DRAW_FOUR_WITH_COLOR = "a Wild Draw Four needs a hand without the current color"


def matches(card: Card, top_card: Card, current_color: Color | None) -> bool:
    """Whether ``card`` may go on ``top_card`` by color, rank or symbol, ignoring the
    Wild Draw Four restriction (which depends on the rest of the hand)."""
    return bool(card.mask & match_key(top_card, current_color))


def holds_color(hand: Sequence[Card], color: Color | None) -> bool:
    """Whether the hand has a card of this color (cards matching by rank do not count)."""
    return any(held.color is color for held in hand)


def legal_plays(hand: Sequence[Card], top_card: Card, current_color: Color | None) -> list[Card]:
    """The cards of ``hand`` that may be played now, in hand order (duplicates included)."""
    key = COLOR_BITS[current_color] | top_card.mask & RANK_BITS  # match_key, inlined
    plays = [c for c in hand if c.mask & key]
    # The Wild Draw Four restriction is checked only when one is actually playable, which
    # keeps the common case to a single pass over the hand.
    if WILD_DRAW_FOUR in plays and [c for c in hand if c.color is current_color]:
        plays = [c for c in plays if c is not WILD_DRAW_FOUR]
    return plays


def refusal(
    hand: Sequence[Card], card: Card, top_card: Card, current_color: Color | None
) -> Refusal | None:
    """Why playing ``card`` from ``hand`` is not allowed, or ``None`` when it is."""
    if card not in hand:
        return Refusal.NOT_HELD
    if not matches(card, top_card, current_color):
        return Refusal.NO_MATCH
    if card is WILD_DRAW_FOUR and holds_color(hand, current_color):
        return Refusal.DRAW_FOUR_WITH_COLOR
    return None
