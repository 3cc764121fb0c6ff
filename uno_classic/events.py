"""What happened: the events the engine reports after each applied answer.

Events are plain immutable records, in the order they happened. The console turns each into
a screen line; a simulation asks the engine not to build them at all. Seats are numbered
from 0 in seating order; names ("HUMAN", "COMPUTER 1") belong to the console.
"""

from __future__ import annotations

from dataclasses import dataclass

from .cards import Card, Color


@dataclass(frozen=True, slots=True)
class HandStarted:
    """A new hand: the starter was picked at random before the shuffle; the dealer sits before."""

    hand_number: int
    starter: int
    dealer: int


@dataclass(frozen=True, slots=True)
class Dealt:
    """Every player received their first cards (``hands[seat]`` in the order received)."""

    hands: tuple[tuple[Card, ...], ...]


@dataclass(frozen=True, slots=True)
class FirstCardTurned:
    """The top card of the stock started the discard pile. It is not a play."""

    card: Card


@dataclass(frozen=True, slots=True)
class FirstCardReturned:
    """A Wild Draw Four turned as first card went back into the stock, which was reshuffled."""

    card: Card


@dataclass(frozen=True, slots=True)
class Played:
    """A player put a card on the discard pile."""

    seat: int
    card: Card


@dataclass(frozen=True, slots=True)
class ColorChosen:
    """A player named the color after a wild (also the starter on a first Wild)."""

    seat: int
    color: Color


@dataclass(frozen=True, slots=True)
class Took:
    """A player took cards from the stock: one line with the total, possibly none."""

    seat: int
    cards: tuple[Card, ...]

    @property
    def count(self) -> int:
        """How many cards changed hands (0 when nothing was left to take)."""
        return len(self.cards)


@dataclass(frozen=True, slots=True)
class Skipped:
    """A player loses their turn (Skip, Draw Two, Draw Four, or a two-player Reverse)."""

    seat: int


@dataclass(frozen=True, slots=True)
class DirectionReversed:
    """The order of play changed; ``clockwise`` is the new direction."""

    clockwise: bool


@dataclass(frozen=True, slots=True)
class SaidUno:
    """A player played down to one card and said UNO."""

    seat: int


@dataclass(frozen=True, slots=True)
class MissedUno:
    """A player played down to one card and was declared not to have said UNO.

    The penalty cards follow as a :class:`Took` event for the same seat.
    """

    seat: int


@dataclass(frozen=True, slots=True)
class Reshuffled:
    """The discard pile except its top card was shuffled into a new stock of ``count`` cards."""

    count: int


@dataclass(frozen=True, slots=True)
class HandWon:
    """A player went out. ``remaining[seat]`` are each player's cards at the end."""

    seat: int
    points: int
    remaining: tuple[tuple[Card, ...], ...]
    scores: tuple[int, ...]


@dataclass(frozen=True, slots=True)
class HandAbandoned:
    """The hand reached the turn limit without a winner (see ``Rules.turn_limit``)."""

    hand_number: int
    turns: int


@dataclass(frozen=True, slots=True)
class GameWon:
    """A player reached the target score."""

    seat: int
    scores: tuple[int, ...]


Event = (
    HandStarted
    | Dealt
    | FirstCardTurned
    | FirstCardReturned
    | Played
    | ColorChosen
    | Took
    | Skipped
    | DirectionReversed
    | SaidUno
    | MissedUno
    | Reshuffled
    | HandWon
    | HandAbandoned
    | GameWon
)
