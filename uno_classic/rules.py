"""Which plays are legal: the matching rule, the Draw Four restriction and stacking.

Pure functions of a hand, the top card, the current color and the Draw Four restriction in
force, so the engine, the computer players and any outside simulator share one definition
of a legal play.
"""

from __future__ import annotations

import enum
from collections.abc import Sequence
from typing import Final

from .cards import COLOR_BITS, RANK_BITS, WILD_DRAW_FOUR, Card, Color, match_key
from .variants import DrawFour, DrawFourTest, Rules


class Refusal(enum.Enum):
    """Why a play is not allowed."""

    NOT_HELD = "the player does not hold that card"
    NO_MATCH = "the card matches neither the color nor the rank of the top card"
    DRAW_FOUR_WITH_COLOR = "a Wild Draw Four needs a hand without the current color"
    DRAW_FOUR_WITH_MATCH = "a Wild Draw Four needs a hand with no other card to play"
    PENALTY_PENDING = "with a penalty pending only a card of its kind passes it on"


class Restriction(enum.Enum):
    """When a Draw Four may not be played: the rule options reduced to what legality needs."""

    NONE = "any time"
    COLOR = "not while holding a card of the color in force"
    MATCH = "not while holding another card that could be played, wilds excepted"

    __hash__ = object.__hash__  # a fast dict key; see cards.Color


_ANY_TIME: Final = Restriction.NONE
_UNLESS_COLOR: Final = Restriction.COLOR


def restriction(rules: Rules) -> Restriction:
    """The Draw Four restriction ``rules`` put on a play: only ``--draw-four restricted``
    refuses one; ``bluff`` and ``free`` let it be played (``bluff`` may be challenged)."""
    if rules.draw_four is not DrawFour.RESTRICTED:
        return Restriction.NONE
    return Restriction.COLOR if rules.draw_four_test is DrawFourTest.COLOR else Restriction.MATCH


def matches(card: Card, top_card: Card, current_color: Color | None) -> bool:
    """Whether ``card`` may go on ``top_card`` by color, rank or symbol, ignoring the
    Wild Draw Four restriction (which depends on the rest of the hand)."""
    return bool(card.mask & match_key(top_card, current_color))


def holds_color(hand: Sequence[Card], color: Color | None) -> bool:
    """Whether the hand has a card of this color (cards matching by rank do not count)."""
    return any(held.color is color for held in hand)


def holds_other_play(hand: Sequence[Card], top_card: Card, current_color: Color | None) -> bool:
    """Whether the hand has a card other than a wild that could be played."""
    key = match_key(top_card, current_color)
    return any(held.mask & key and not held.is_wild for held in hand)


def breaks_test(
    hand: Sequence[Card], top_card: Card, current_color: Color | None, test: DrawFourTest
) -> bool:
    """Whether playing a Draw Four from ``hand`` fails the ``--draw-four-test``: under
    ``bluff``, whether it is a bluff."""
    if test is DrawFourTest.COLOR:
        return holds_color(hand, current_color)
    return holds_other_play(hand, top_card, current_color)


def legal_plays(
    hand: Sequence[Card],
    top_card: Card,
    current_color: Color | None,
    restriction: Restriction = Restriction.COLOR,
) -> list[Card]:
    """The cards of ``hand`` that may be played now, in hand order (duplicates included)."""
    key = COLOR_BITS[current_color] | top_card.mask & RANK_BITS  # match_key, inlined
    plays = [c for c in hand if c.mask & key]
    # The Wild Draw Four restriction is checked only when one is actually playable, which
    # keeps the common case to a single pass over the hand.
    if WILD_DRAW_FOUR in plays and restriction is not _ANY_TIME:
        return draw_fours_barred(plays, current_color, restriction)
    return plays


def draw_fours_barred(
    plays: list[Card], current_color: Color | None, restriction: Restriction
) -> list[Card]:
    """``plays`` (the cards of a hand that match the top card) without the Wild Draw Fours,
    if ``restriction`` (not ``NONE``) bars them. Every card of the color in force matches, as
    does every card that could be played, so the test needs only ``plays``, not the hand."""
    if restriction is _UNLESS_COLOR:
        barred = [c for c in plays if c.color is current_color]
    else:
        barred = [c for c in plays if not c.is_wild]
    if barred:
        return [c for c in plays if c is not WILD_DRAW_FOUR]
    return plays


def stacking_plays(
    hand: Sequence[Card], top_card: Card, current_color: Color | None, restriction: Restriction
) -> list[Card]:
    """The cards of ``hand`` that pass on the penalty of ``top_card`` (a Draw Two or a Draw
    Four, ``--stacking``): cards of its kind, the Draw Four still under its restriction —
    where the match test bars nothing, as no other card could be played on a penalty."""
    rank = top_card.rank
    if restriction is Restriction.MATCH:
        restriction = Restriction.NONE
    return [c for c in legal_plays(hand, top_card, current_color, restriction) if c.rank is rank]


def refusal(
    hand: Sequence[Card],
    card: Card,
    top_card: Card,
    current_color: Color | None,
    restriction: Restriction = Restriction.COLOR,
    *,
    pending: bool = False,
) -> Refusal | None:
    """Why playing ``card`` from ``hand`` is not allowed, or ``None`` when it is; with a
    penalty ``pending`` on the player, only a card of the top card's kind may be."""
    if card not in hand:
        return Refusal.NOT_HELD
    if pending and card.rank is not top_card.rank:
        return Refusal.PENALTY_PENDING
    if not matches(card, top_card, current_color):
        return Refusal.NO_MATCH
    if card is WILD_DRAW_FOUR:
        if restriction is Restriction.COLOR and holds_color(hand, current_color):
            return Refusal.DRAW_FOUR_WITH_COLOR
        if (
            restriction is Restriction.MATCH
            and not pending  # (on a penalty no other card could be played)
            and holds_other_play(hand, top_card, current_color)
        ):
            return Refusal.DRAW_FOUR_WITH_MATCH
    return None
