"""What a seated player can see: the input of every computer strategy.

Strategies read a :class:`TableView`. Outside this game, build a :class:`Snapshot` (a plain
named tuple) from any UNO simulator's state and hand it to a strategy. Inside, the engine
hands out a live view per seat that reads the game's state when asked and builds nothing
per decision, because a simulation makes thousands of decisions a second.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from operator import itemgetter
from typing import NamedTuple, Protocol

from .cards import COLORS, Card, Color
from .rules import Restriction

CLOCKWISE = 1
COUNTERCLOCKWISE = -1


class TableView(Protocol):
    """The table as one player sees it: only what a player at the table could know.

    The sequences may be the game's own lists: read them, never change them, and do not keep
    them (or the view) past the call.
    """

    @property
    def hand(self) -> Sequence[Card]:
        """The player's own cards, in the order received."""
        ...

    @property
    def top_card(self) -> Card:
        """The top card of the discard pile."""
        ...

    @property
    def current_color(self) -> Color | None:
        """The color to match; ``None`` only while a first Wild waits for its color."""
        ...

    @property
    def others(self) -> tuple[int, ...]:
        """The other players' card counts in turn order: the next player to move first."""
        ...

    @property
    def discard_pile(self) -> Sequence[Card]:
        """Every card on the discard pile, bottom first (since the last reshuffle)."""
        ...

    @property
    def direction(self) -> int:
        """``CLOCKWISE`` (1, seating order) or ``COUNTERCLOCKWISE`` (-1)."""
        ...

    @property
    def restriction(self) -> Restriction:
        """When a Draw Four may be played, under the rules of the table."""
        ...

    @property
    def colors(self) -> Sequence[Color]:
        """The colors of the deck in play (four, or eight)."""
        ...

    @property
    def gives_hand_away(self) -> bool:
        """Naming a color while ``hand`` is about to pass to another player (a Swap Hands
        with a player chosen, or a Custom Wild that passes every hand on): the color is
        named before the hands change."""
        ...

    @property
    def seven_zero(self) -> bool:
        """Whether a played 7 swaps hands with a chosen player and a played 0 passes every
        hand on (``--seven-zero``)."""
        ...

    @property
    def pending(self) -> int:
        """The cards the player must take unless it passes the penalty on by playing a card
        of the top card's kind (``--stacking``); 0 when no penalty is pending."""
        ...


class Snapshot(NamedTuple):
    """A plain :class:`TableView`, for calling a strategy from outside this game."""

    hand: Sequence[Card]
    top_card: Card
    current_color: Color | None
    others: tuple[int, ...]
    discard_pile: Sequence[Card]
    direction: int
    restriction: Restriction = Restriction.COLOR
    colors: Sequence[Color] = COLORS
    pending: int = 0
    gives_hand_away: bool = False
    seven_zero: bool = False


def others_in_turn_order(counts: Sequence[int], seat: int, direction: int) -> tuple[int, ...]:
    """The card counts of everyone but ``seat``, the next player to move first."""
    if direction == CLOCKWISE:
        return (*counts[seat + 1 :], *counts[:seat])
    return (*counts[:seat][::-1], *counts[:seat:-1])


CountsInTurnOrder = Callable[[Sequence[Sequence[Card]]], tuple[int, ...]]


def counts_in_turn_order(
    seat: int, players: int
) -> tuple[CountsInTurnOrder, CountsInTurnOrder, CountsInTurnOrder]:
    """For ``seat`` at a table of ``players``, indexed by the direction (``CLOCKWISE``, or
    ``COUNTERCLOCKWISE`` read as the last item; the first is unused): a function of the list
    of every seat's hand giving the other players' card counts in turn order, the next player
    first, as :func:`others_in_turn_order` gives them. Up to 4 players each is written out,
    as ``lambda hands: (len(hands[2]), len(hands[3]), len(hands[0]))``, a few times faster
    than a loop (a seat's view reads them at nearly every decision). Made once per seat and
    table size."""
    made = _COUNTS.get((seat, players))
    if made is None:
        clockwise = [(seat + step) % players for step in range(1, players)]
        forward = _counts_of(clockwise)
        made = _COUNTS[seat, players] = (forward, forward, _counts_of(clockwise[::-1]))
    return made


_COUNTS: dict[tuple[int, int], tuple[CountsInTurnOrder, CountsInTurnOrder, CountsInTurnOrder]] = {}


def _counts_of(seats: list[int]) -> CountsInTurnOrder:
    # Written out for tables of 2 to 4, the common ones; a loop beyond.
    if len(seats) == 1:
        (a,) = seats
        return lambda hands: (len(hands[a]),)
    if len(seats) == 2:
        a, b = seats
        return lambda hands: (len(hands[a]), len(hands[b]))
    if len(seats) == 3:
        a, b, c = seats
        return lambda hands: (len(hands[a]), len(hands[b]), len(hands[c]))
    pick = itemgetter(*seats)
    return lambda hands: tuple(map(len, pick(hands)))
