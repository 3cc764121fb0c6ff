"""Cards and the three decks: classic (108 cards), party (112) and eight-color (216).

A card is an immutable singleton: there is exactly one ``Card`` object for each distinct
face, and a deck holds several references to most of them. That makes comparing
cards an identity check and keeps the hot path of a simulation free of allocations.
"""

from __future__ import annotations

import enum
from typing import Final, final


class Color(enum.Enum):
    """The suit colors: the classic four, then the four more of the eight-color deck. Wild
    cards have no color until one is named."""

    RED = "RED"
    YELLOW = "YELLOW"
    GREEN = "GREEN"
    BLUE = "BLUE"
    ORANGE = "ORANGE"
    PURPLE = "PURPLE"
    PINK = "PINK"
    SKY = "SKY"

    # Enum's own __hash__ runs in Python; identity hashing keeps dict look-ups in C. Nothing
    # iterates a set of colors, so the per-process hash values never reach the output.
    __hash__ = object.__hash__

    def __str__(self) -> str:
        return self.value


class Rank(enum.Enum):
    """What is printed on a card: a number, an action symbol or a wild."""

    ZERO = 0
    ONE = 1
    TWO = 2
    THREE = 3
    FOUR = 4
    FIVE = 5
    SIX = 6
    SEVEN = 7
    EIGHT = 8
    NINE = 9
    SKIP = 10
    DRAW_TWO = 11
    REVERSE = 12
    WILD = 13
    WILD_DRAW_FOUR = 14
    SWAP_HANDS = 15
    CUSTOM_WILD = 16

    __hash__ = object.__hash__  # as for Color

    @property
    def is_number(self) -> bool:
        """Number cards score face value; everything else scores a flat amount."""
        return self.value <= 9

    @property
    def is_action(self) -> bool:
        """Skip, Draw Two and Reverse: the colored cards with an effect."""
        return 10 <= self.value <= 12

    @property
    def is_wild(self) -> bool:
        """Wild, Wild Draw Four and the party deck's Swap Hands and Custom Wild: playable on
        anything (the Wild Draw Four with a restriction)."""
        return self.value >= 13


COLORS: Final = (Color.RED, Color.YELLOW, Color.GREEN, Color.BLUE)
"""The colors of the classic and party decks."""
EIGHT_COLORS: Final = tuple(Color)
"""The colors of the eight-color deck: the classic four, then orange, purple, pink, sky."""
WILD_SUIT: Final = len(EIGHT_COLORS)
"""The :attr:`Card.suit` of every wild card: after every color, as its row is shown last."""

WILD_BIT: Final = 1 << WILD_SUIT
"""Set in every wild card's mask and in every match key: a wild matches anything."""


def rank_bit(rank: Rank) -> int:
    """The bit that stands for ``rank`` in card masks and match keys."""
    return 1 << (WILD_SUIT + 1 + rank.value)


COLOR_BITS: Final = {None: WILD_BIT} | {
    color: WILD_BIT | 1 << i for i, color in enumerate(EIGHT_COLORS)
}
"""A color's bit plus the wild bit; ``None`` (no color named yet) gives only the wild bit."""


def match_key(top_card: Card, current_color: Color | None) -> int:
    """The bits a card's :attr:`Card.mask` must share with to be played on ``top_card``.

    A card matches when it has the current color, the top card's rank, or is wild, so
    ``card.mask & match_key(top, color)`` decides a match with one operation.
    """
    return COLOR_BITS[current_color] | top_card.mask & RANK_BITS


RANK_BITS: Final = ~(WILD_BIT | WILD_BIT - 1)
"""Masks out the color and wild bits of a card's mask, leaving its rank bit."""

ACTION_POINTS: Final = 20
PARTY_POINTS: Final = 40
"""What a Swap Hands or a Custom Wild scores."""
WILD_POINTS: Final = 50

_RANK_NAMES: Final = {
    Rank.SKIP: "SKIP",
    Rank.DRAW_TWO: "DRAW TWO",
    Rank.REVERSE: "REVERSE",
    Rank.WILD: "COLOR CHANGE",
    Rank.WILD_DRAW_FOUR: "DRAW FOUR",
    Rank.SWAP_HANDS: "SWAP HANDS",
    Rank.CUSTOM_WILD: "CUSTOM WILD",
}


@final
class Card:
    """One card face, such as ``RED 7`` or ``DRAW FOUR``.

    Use the module constants or :func:`card` / :meth:`Card.parse` to get one; every face
    exists once, so cards compare by identity. (No comparison methods are defined on
    purpose: one written in Python would slow every ``in`` and ``remove`` on a hand. Sort
    with ``key=lambda c: c.index``.)
    """

    __slots__ = (
        "color",
        "draws",
        "index",
        "is_wild",
        "mask",
        "name",
        "plain",
        "points",
        "rank",
        "suit",
    )

    color: Color | None
    rank: Rank
    points: int
    is_wild: bool
    plain: bool
    """A number card or a plain Wild: no effect on the next player."""
    draws: int
    """The cards a Draw Two (2) or Draw Four (4) makes the next player take; 0 for others."""
    suit: int
    """The color as a small int (the position in EIGHT_COLORS; WILD_SUIT for wilds), for fast
    counting and for the order of hand rows."""
    mask: int
    """Bits for the card's color, rank and wildness: see :func:`match_key`."""
    name: str
    index: int

    def __init__(self, color: Color | None, rank: Rank, index: int) -> None:
        # Every face is made at import, at each start of the game: each enum property is
        # read once (they are slow), and the suit comes from a tuple, not a list of the enum.
        is_wild = rank.is_wild
        is_number = rank.is_number
        if (color is None) != is_wild:
            raise ValueError(f"a {rank.name} card cannot have color {color}")
        self.color = color
        self.rank = rank
        self.is_wild = is_wild
        self.plain = is_number or rank is Rank.WILD
        self.draws = {Rank.DRAW_TWO: 2, Rank.WILD_DRAW_FOUR: 4}.get(rank, 0)
        self.suit = WILD_SUIT if color is None else EIGHT_COLORS.index(color)
        self.mask = (WILD_BIT if color is None else 1 << self.suit) | rank_bit(rank)
        # Points are what the card is worth in a loser's hand at the end of a hand.
        if is_number:
            self.points = rank.value
        elif rank.is_action:
            self.points = ACTION_POINTS
        elif rank.value >= Rank.SWAP_HANDS.value:
            self.points = PARTY_POINTS
        else:
            self.points = WILD_POINTS
        rank_name = _RANK_NAMES.get(rank, str(rank.value))
        self.name = rank_name if color is None else f"{color.value} {rank_name}"
        self.index = index

    def __str__(self) -> str:
        return self.name

    def __repr__(self) -> str:
        return f"Card.parse({self.name!r})"

    def __reduce__(self) -> tuple[object, tuple[str]]:
        # Copies and pickles come back as the same singleton.
        return (Card.parse, (self.name,))

    @staticmethod
    def parse(name: str) -> Card:
        """Return the card with this screen name (``"RED 7"``, ``"blue skip"``, ``"DRAW FOUR"``)."""
        try:
            return _BY_NAME[" ".join(name.upper().split())]
        except KeyError:
            raise ValueError(f"no such card: {name!r}") from None


def _make_faces() -> tuple[Card, ...]:
    # The classic deck's 54 faces come first, in the order they always had; then the party
    # deck's two wilds, then the colors only the eight-color deck has.
    faces: list[Card] = []
    colored = [rank for rank in Rank if not rank.is_wild]
    for color in COLORS:
        faces += [Card(color, rank, len(faces) + i) for i, rank in enumerate(colored)]
    for rank in (Rank.WILD, Rank.WILD_DRAW_FOUR, Rank.SWAP_HANDS, Rank.CUSTOM_WILD):
        faces.append(Card(None, rank, len(faces)))
    for color in EIGHT_COLORS[len(COLORS) :]:
        faces += [Card(color, rank, len(faces) + i) for i, rank in enumerate(colored)]
    return tuple(faces)


FACES: Final[tuple[Card, ...]] = _make_faces()
"""Every distinct card face, in a fixed order: the classic four colors (ranks ascending), the
wilds, then orange, purple, pink and sky."""

_BY_NAME: Final = {face.name: face for face in FACES}
_BY_COLOR_RANK: Final = {(face.color, face.rank): face for face in FACES}

WILD: Final = _BY_COLOR_RANK[None, Rank.WILD]
WILD_DRAW_FOUR: Final = _BY_COLOR_RANK[None, Rank.WILD_DRAW_FOUR]
SWAP_HANDS: Final = _BY_COLOR_RANK[None, Rank.SWAP_HANDS]
CUSTOM_WILD: Final = _BY_COLOR_RANK[None, Rank.CUSTOM_WILD]


def card(color: Color | None, rank: Rank) -> Card:
    """Return the card of this color and rank (color ``None`` for the two wilds)."""
    try:
        return _BY_COLOR_RANK[color, rank]
    except KeyError:
        raise ValueError(f"no such card: {color} {rank.name}") from None


def cards(names: str) -> list[Card]:
    """Parse a comma-separated list of card names: ``cards("RED 7, DRAW FOUR")``."""
    return [Card.parse(name) for name in names.split(",") if name.strip()]


def _deck(colors: tuple[Color, ...], wilds: dict[Rank, int]) -> tuple[Card, ...]:
    """Per color one 0 and two of every other colored card; ``wilds`` says how many of each
    wild. In FACES order, which keeps every classic seed's deal."""
    deck: list[Card] = []
    for face in FACES:
        if face.is_wild:
            copies = wilds.get(face.rank, 0)
        elif face.color not in colors:
            copies = 0
        elif face.rank is Rank.ZERO:
            copies = 1
        else:
            copies = 2
        deck.extend([face] * copies)
    return tuple(deck)


CLASSIC_DECK: Final[tuple[Card, ...]] = _deck(COLORS, {Rank.WILD: 4, Rank.WILD_DRAW_FOUR: 4})
"""The 108 cards of the classic deck, in FACES order (shuffle a copy before use)."""
PARTY_DECK: Final[tuple[Card, ...]] = _deck(
    COLORS, {Rank.WILD: 4, Rank.WILD_DRAW_FOUR: 4, Rank.SWAP_HANDS: 1, Rank.CUSTOM_WILD: 3}
)
"""The 112 cards of the party deck: the classic deck, one Swap Hands and three Custom Wilds."""
EIGHT_COLOR_DECK: Final[tuple[Card, ...]] = _deck(
    EIGHT_COLORS, {Rank.WILD: 8, Rank.WILD_DRAW_FOUR: 8}
)
"""The 216 cards of the eight-color deck: eight colors, eight of each wild."""
