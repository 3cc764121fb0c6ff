"""What happened: the events the engine reports after each applied answer.

Events are plain immutable records, in the order they happened. The console turns each into
a screen line; a simulation asks the engine not to build them at all. Seats are numbered
from 0 in seating order; names ("HUMAN", "COMPUTER 1") belong to the console.

They are :class:`~uno_classic.records.Record` classes rather than dataclasses, which took
longer to make than the rest of the engine at every start of the game. Each keeps what the
dataclass gave it: immutability, equality, a readable repr, and positional ``match``
patterns (``case Played(seat, card):``).
"""

from __future__ import annotations

from .cards import Card, Color
from .records import Record


class HandStarted(Record):
    """A new hand: the starter was picked at random before the shuffle; the dealer sits before."""

    hand_number: int
    starter: int
    dealer: int


class Dealt(Record):
    """Every player received their first cards (``hands[seat]`` in the order received)."""

    hands: tuple[tuple[Card, ...], ...]


class FirstCardTurned(Record):
    """The top card of the stock started the discard pile. It is not a play."""

    card: Card


class FirstCardReturned(Record):
    """A Wild Draw Four turned as first card went back into the stock, which was reshuffled."""

    card: Card


class Played(Record):
    """A player put a card on the discard pile."""

    seat: int
    card: Card


class ColorChosen(Record):
    """A player named the color after a wild (also the starter on a first Wild)."""

    seat: int
    color: Color


class Took(Record):
    """A player took cards from the stock: one line with the total, possibly none."""

    seat: int
    cards: tuple[Card, ...]

    @property
    def count(self) -> int:
        """How many cards changed hands (0 when nothing was left to take)."""
        return len(self.cards)


class Skipped(Record):
    """A player loses their turn (Skip, Draw Two, Draw Four, or a two-player Reverse)."""

    seat: int


class DirectionReversed(Record):
    """The order of play changed; ``clockwise`` is the new direction."""

    clockwise: bool


class SaidUno(Record):
    """A player played down to one card and said UNO."""

    seat: int


class MissedUno(Record):
    """A player played down to one card and was declared not to have said UNO.

    The penalty cards follow as a :class:`Took` event for the same seat.
    """

    seat: int


class Reshuffled(Record):
    """The discard pile except its top card was shuffled into a new stock of ``count`` cards."""

    count: int


class Cut(Record):
    """A player turned a card to decide who deals (``--starter cut``)."""

    seat: int
    card: Card


class DealerChosen(Record):
    """The cut is over: ``seat`` cut highest and deals the first hand."""

    seat: int


class Challenged(Record):
    """``challenger`` challenged the Draw Four ``seat`` just played. ``hand`` is what
    ``seat`` held just after the play, which the challenger gets to see."""

    challenger: int
    seat: int
    hand: tuple[Card, ...]


class ChallengeSettled(Record):
    """Whether the challenged Draw Four was a bluff. The take follows: the player who
    bluffed takes 4, or the challenger takes 6 and is skipped."""

    seat: int
    bluffing: bool


class Swapped(Record):
    """``seat`` played a Swap Hands (or a 7 under ``--seven-zero``) and swapped hands with
    ``other``; ``hands`` are the two hands after the swap (``seat``'s first), in the order
    their cards were received."""

    seat: int
    other: int
    hands: tuple[tuple[Card, ...], tuple[Card, ...]]


class HandsPassed(Record):
    """A Custom Wild (``--custom-rule rotate``), or a 0 under ``--seven-zero``, passed every
    hand to the next player in the direction of play; ``hands[seat]`` is what each seat
    holds now."""

    clockwise: bool
    hands: tuple[tuple[Card, ...], ...]


class JumpedIn(Record):
    """``seat`` plays, out of turn, a card identical to the one just played
    (``--jump-in``): its play follows, as a turn of its own."""

    seat: int


class HandWon(Record):
    """A player went out. ``remaining[seat]`` are each player's cards at the end."""

    seat: int
    points: int
    remaining: tuple[tuple[Card, ...], ...]
    scores: tuple[int, ...]


class HandAbandoned(Record):
    """The hand reached the turn limit without a winner (see ``Rules.turn_limit``)."""

    hand_number: int
    turns: int


class GameWon(Record):
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
    | Cut
    | DealerChosen
    | Challenged
    | ChallengeSettled
    | Swapped
    | HandsPassed
    | JumpedIn
    | HandWon
    | HandAbandoned
    | GameWon
)
