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
from .records import Record, set_field


class HandStarted(Record):
    """A new hand: the starter was picked at random before the shuffle; the dealer sits before."""

    __slots__ = ("dealer", "hand_number", "starter")
    __match_args__ = ("hand_number", "starter", "dealer")
    hand_number: int
    starter: int
    dealer: int

    def __init__(self, hand_number: int, starter: int, dealer: int) -> None:
        set_field(self, "hand_number", hand_number)
        set_field(self, "starter", starter)
        set_field(self, "dealer", dealer)


class Dealt(Record):
    """Every player received their first cards (``hands[seat]`` in the order received)."""

    __slots__ = ("hands",)
    __match_args__ = ("hands",)
    hands: tuple[tuple[Card, ...], ...]

    def __init__(self, hands: tuple[tuple[Card, ...], ...]) -> None:
        set_field(self, "hands", hands)


class FirstCardTurned(Record):
    """The top card of the stock started the discard pile. It is not a play."""

    __slots__ = ("card",)
    __match_args__ = ("card",)
    card: Card

    def __init__(self, card: Card) -> None:
        set_field(self, "card", card)


class FirstCardReturned(Record):
    """A Wild Draw Four turned as first card went back into the stock, which was reshuffled."""

    __slots__ = ("card",)
    __match_args__ = ("card",)
    card: Card

    def __init__(self, card: Card) -> None:
        set_field(self, "card", card)


class Played(Record):
    """A player put a card on the discard pile."""

    __slots__ = ("card", "seat")
    __match_args__ = ("seat", "card")
    seat: int
    card: Card

    def __init__(self, seat: int, card: Card) -> None:
        set_field(self, "seat", seat)
        set_field(self, "card", card)


class ColorChosen(Record):
    """A player named the color after a wild (also the starter on a first Wild)."""

    __slots__ = ("color", "seat")
    __match_args__ = ("seat", "color")
    seat: int
    color: Color

    def __init__(self, seat: int, color: Color) -> None:
        set_field(self, "seat", seat)
        set_field(self, "color", color)


class Took(Record):
    """A player took cards from the stock: one line with the total, possibly none."""

    __slots__ = ("cards", "seat")
    __match_args__ = ("seat", "cards")
    seat: int
    cards: tuple[Card, ...]

    def __init__(self, seat: int, cards: tuple[Card, ...]) -> None:
        set_field(self, "seat", seat)
        set_field(self, "cards", cards)

    @property
    def count(self) -> int:
        """How many cards changed hands (0 when nothing was left to take)."""
        return len(self.cards)


class Skipped(Record):
    """A player loses their turn (Skip, Draw Two, Draw Four, or a two-player Reverse)."""

    __slots__ = ("seat",)
    __match_args__ = ("seat",)
    seat: int

    def __init__(self, seat: int) -> None:
        set_field(self, "seat", seat)


class DirectionReversed(Record):
    """The order of play changed; ``clockwise`` is the new direction."""

    __slots__ = ("clockwise",)
    __match_args__ = ("clockwise",)
    clockwise: bool

    def __init__(self, clockwise: bool) -> None:
        set_field(self, "clockwise", clockwise)


class SaidUno(Record):
    """A player played down to one card and said UNO."""

    __slots__ = ("seat",)
    __match_args__ = ("seat",)
    seat: int

    def __init__(self, seat: int) -> None:
        set_field(self, "seat", seat)


class MissedUno(Record):
    """A player played down to one card and was declared not to have said UNO.

    The penalty cards follow as a :class:`Took` event for the same seat.
    """

    __slots__ = ("seat",)
    __match_args__ = ("seat",)
    seat: int

    def __init__(self, seat: int) -> None:
        set_field(self, "seat", seat)


class Reshuffled(Record):
    """The discard pile except its top card was shuffled into a new stock of ``count`` cards."""

    __slots__ = ("count",)
    __match_args__ = ("count",)
    count: int

    def __init__(self, count: int) -> None:
        set_field(self, "count", count)


class HandWon(Record):
    """A player went out. ``remaining[seat]`` are each player's cards at the end."""

    __slots__ = ("points", "remaining", "scores", "seat")
    __match_args__ = ("seat", "points", "remaining", "scores")
    seat: int
    points: int
    remaining: tuple[tuple[Card, ...], ...]
    scores: tuple[int, ...]

    def __init__(
        self,
        seat: int,
        points: int,
        remaining: tuple[tuple[Card, ...], ...],
        scores: tuple[int, ...],
    ) -> None:
        set_field(self, "seat", seat)
        set_field(self, "points", points)
        set_field(self, "remaining", remaining)
        set_field(self, "scores", scores)


class HandAbandoned(Record):
    """The hand reached the turn limit without a winner (see ``Rules.turn_limit``)."""

    __slots__ = ("hand_number", "turns")
    __match_args__ = ("hand_number", "turns")
    hand_number: int
    turns: int

    def __init__(self, hand_number: int, turns: int) -> None:
        set_field(self, "hand_number", hand_number)
        set_field(self, "turns", turns)


class GameWon(Record):
    """A player reached the target score."""

    __slots__ = ("scores", "seat")
    __match_args__ = ("seat", "scores")
    seat: int
    scores: tuple[int, ...]

    def __init__(self, seat: int, scores: tuple[int, ...]) -> None:
        set_field(self, "seat", seat)
        set_field(self, "scores", scores)


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
