"""What happened: the events the engine reports after each applied answer.

Events are plain immutable records, in the order they happened. The console turns each into
a screen line; a simulation asks the engine not to build them at all. Seats are numbered
from 0 in seating order; names ("HUMAN", "COMPUTER 1") belong to the console.

The records are written out by hand rather than made with ``@dataclass``: making a
dataclass runs ``exec`` for each of its methods, and fifteen of them took longer to import
than the rest of the engine together, at every start of the game. :class:`_Record` gives
them what the dataclasses gave: immutability, equality by type and fields, a hash, a repr
that reads like the constructor call, copies and pickles, and positional ``match`` patterns
(``case Played(seat, card):``) through ``__match_args__``.
"""

from __future__ import annotations

from typing import ClassVar

from .cards import Card, Color

_set = object.__setattr__
"""Sets a field in ``__init__`` past the ``__setattr__`` that keeps records immutable."""


class _Record:
    """The behaviour every event shares, driven by its ``__match_args__`` (its fields)."""

    __slots__ = ()
    __match_args__: ClassVar[tuple[str, ...]] = ()

    def _values(self) -> tuple[object, ...]:
        return tuple(getattr(self, name) for name in self.__match_args__)

    def __eq__(self, other: object) -> bool:
        if type(other) is not type(self):
            return NotImplemented
        return self._values() == other._values()

    def __hash__(self) -> int:
        return hash(self._values())

    def __repr__(self) -> str:
        fields = ", ".join(f"{name}={getattr(self, name)!r}" for name in self.__match_args__)
        return f"{type(self).__name__}({fields})"

    def __reduce__(self) -> tuple[type[_Record], tuple[object, ...]]:
        # Copies and pickles are rebuilt through __init__, as __setattr__ refuses.
        return (type(self), self._values())

    def __setattr__(self, name: str, value: object) -> None:
        raise AttributeError(f"cannot assign to field {name!r} of an event")

    def __delattr__(self, name: str) -> None:
        raise AttributeError(f"cannot delete field {name!r} of an event")


class HandStarted(_Record):
    """A new hand: the starter was picked at random before the shuffle; the dealer sits before."""

    __slots__ = ("dealer", "hand_number", "starter")
    __match_args__ = ("hand_number", "starter", "dealer")
    hand_number: int
    starter: int
    dealer: int

    def __init__(self, hand_number: int, starter: int, dealer: int) -> None:
        _set(self, "hand_number", hand_number)
        _set(self, "starter", starter)
        _set(self, "dealer", dealer)


class Dealt(_Record):
    """Every player received their first cards (``hands[seat]`` in the order received)."""

    __slots__ = ("hands",)
    __match_args__ = ("hands",)
    hands: tuple[tuple[Card, ...], ...]

    def __init__(self, hands: tuple[tuple[Card, ...], ...]) -> None:
        _set(self, "hands", hands)


class FirstCardTurned(_Record):
    """The top card of the stock started the discard pile. It is not a play."""

    __slots__ = ("card",)
    __match_args__ = ("card",)
    card: Card

    def __init__(self, card: Card) -> None:
        _set(self, "card", card)


class FirstCardReturned(_Record):
    """A Wild Draw Four turned as first card went back into the stock, which was reshuffled."""

    __slots__ = ("card",)
    __match_args__ = ("card",)
    card: Card

    def __init__(self, card: Card) -> None:
        _set(self, "card", card)


class Played(_Record):
    """A player put a card on the discard pile."""

    __slots__ = ("card", "seat")
    __match_args__ = ("seat", "card")
    seat: int
    card: Card

    def __init__(self, seat: int, card: Card) -> None:
        _set(self, "seat", seat)
        _set(self, "card", card)


class ColorChosen(_Record):
    """A player named the color after a wild (also the starter on a first Wild)."""

    __slots__ = ("color", "seat")
    __match_args__ = ("seat", "color")
    seat: int
    color: Color

    def __init__(self, seat: int, color: Color) -> None:
        _set(self, "seat", seat)
        _set(self, "color", color)


class Took(_Record):
    """A player took cards from the stock: one line with the total, possibly none."""

    __slots__ = ("cards", "seat")
    __match_args__ = ("seat", "cards")
    seat: int
    cards: tuple[Card, ...]

    def __init__(self, seat: int, cards: tuple[Card, ...]) -> None:
        _set(self, "seat", seat)
        _set(self, "cards", cards)

    @property
    def count(self) -> int:
        """How many cards changed hands (0 when nothing was left to take)."""
        return len(self.cards)


class Skipped(_Record):
    """A player loses their turn (Skip, Draw Two, Draw Four, or a two-player Reverse)."""

    __slots__ = ("seat",)
    __match_args__ = ("seat",)
    seat: int

    def __init__(self, seat: int) -> None:
        _set(self, "seat", seat)


class DirectionReversed(_Record):
    """The order of play changed; ``clockwise`` is the new direction."""

    __slots__ = ("clockwise",)
    __match_args__ = ("clockwise",)
    clockwise: bool

    def __init__(self, clockwise: bool) -> None:
        _set(self, "clockwise", clockwise)


class SaidUno(_Record):
    """A player played down to one card and said UNO."""

    __slots__ = ("seat",)
    __match_args__ = ("seat",)
    seat: int

    def __init__(self, seat: int) -> None:
        _set(self, "seat", seat)


class MissedUno(_Record):
    """A player played down to one card and was declared not to have said UNO.

    The penalty cards follow as a :class:`Took` event for the same seat.
    """

    __slots__ = ("seat",)
    __match_args__ = ("seat",)
    seat: int

    def __init__(self, seat: int) -> None:
        _set(self, "seat", seat)


class Reshuffled(_Record):
    """The discard pile except its top card was shuffled into a new stock of ``count`` cards."""

    __slots__ = ("count",)
    __match_args__ = ("count",)
    count: int

    def __init__(self, count: int) -> None:
        _set(self, "count", count)


class HandWon(_Record):
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
        _set(self, "seat", seat)
        _set(self, "points", points)
        _set(self, "remaining", remaining)
        _set(self, "scores", scores)


class HandAbandoned(_Record):
    """The hand reached the turn limit without a winner (see ``Rules.turn_limit``)."""

    __slots__ = ("hand_number", "turns")
    __match_args__ = ("hand_number", "turns")
    hand_number: int
    turns: int

    def __init__(self, hand_number: int, turns: int) -> None:
        _set(self, "hand_number", hand_number)
        _set(self, "turns", turns)


class GameWon(_Record):
    """A player reached the target score."""

    __slots__ = ("scores", "seat")
    __match_args__ = ("seat", "scores")
    seat: int
    scores: tuple[int, ...]

    def __init__(self, seat: int, scores: tuple[int, ...]) -> None:
        _set(self, "seat", seat)
        _set(self, "scores", scores)


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
