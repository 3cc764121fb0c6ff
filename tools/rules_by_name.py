"""The rules' cards, points and legal plays (the classic ones and the rule options'),
re-stated from card names alone.

The checks that must not trust the engine use these instead of ``Card.points``, the decks
of ``uno_classic.cards`` or ``uno_classic.rules``: the whole-game referee
(tests/test_properties.py), the strategies' legality property (tests/test_strategies.py),
the golden transcripts' coverage check (tests/test_transcripts.py) and the fuzzer's engine
watch (tools/fuzz.py). Nothing here imports from ``uno_classic``, so a wrong rule, a wrong
point value or a wrong deck in the game cannot agree with itself here.

A card is its screen name: ``RED 7``, ``BLUE SKIP``, ``GREEN DRAW TWO``, ``SKY REVERSE``,
``COLOR CHANGE``, ``DRAW FOUR``, ``SWAP HANDS``, ``CUSTOM WILD``; a color is its word
(``""`` for none); a deck is its ``--deck`` value (``classic``, ``party``, ``eight-color``).
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Sequence
from typing import Final

CLASSIC_COLOR_WORDS: Final = ("RED", "YELLOW", "GREEN", "BLUE")
COLOR_WORDS: Final = (*CLASSIC_COLOR_WORDS, "ORANGE", "PURPLE", "PINK", "SKY")
"""Every color of every deck: the eight-color deck adds the last four."""
WILDS: Final = ("COLOR CHANGE", "DRAW FOUR", "SWAP HANDS", "CUSTOM WILD")
PARTY_WILDS: Final = ("SWAP HANDS", "CUSTOM WILD")
"""The party deck's two wilds: 40 points each."""
COLORED_SYMBOLS: Final = (*map(str, range(10)), "SKIP", "DRAW TWO", "REVERSE")
PENALTIES: Final = {"DRAW TWO": 2, "DRAW FOUR": 4}
"""The symbols that make the next player take cards, and how many."""


def color_of(name: str) -> str | None:
    """The color word of a card, ``None`` for the wilds."""
    first = name.split(maxsplit=1)[0]
    return first if first in COLOR_WORDS else None


def symbol_of(name: str) -> str:
    """What is printed on a card: ``7``, ``SKIP``, ``DRAW TWO``, ``COLOR CHANGE``..."""
    return name if color_of(name) is None else name.split(" ", 1)[1]


def points_of(name: str) -> int:
    """What a card left in a hand scores: numbers face value, Skip, Draw Two and Reverse 20,
    Swap Hands and Custom Wild 40, Color Change and Draw Four 50."""
    symbol = symbol_of(name)
    if symbol.isdigit():
        return int(symbol)
    if color_of(name) is not None:
        return 20
    return 40 if name in PARTY_WILDS else 50


def deck_of(deck: str) -> Counter[str]:
    """The cards of a deck by name: per color one 0 and two of every other colored card;
    four Color Changes and four Draw Fours in the classic four colors (108 cards), with one
    Swap Hands and three Custom Wilds more in the party deck (112), eight of each of the two
    wilds with eight colors (216)."""
    colors = colors_of(deck)
    cards: Counter[str] = Counter()
    for color in colors:
        for symbol in COLORED_SYMBOLS:
            cards[f"{color} {symbol}"] = 1 if symbol == "0" else 2
    wilds = len(colors)
    cards["COLOR CHANGE"] = cards["DRAW FOUR"] = wilds
    if deck == "party":
        cards["SWAP HANDS"] = 1
        cards["CUSTOM WILD"] = 3
    else:
        assert deck in ("classic", "eight-color"), deck
    return cards


def colors_of(deck: str) -> tuple[str, ...]:
    """The colors of a deck, which a wild may name: eight with ``eight-color``, else four."""
    return COLOR_WORDS if deck == "eight-color" else CLASSIC_COLOR_WORDS


def matches(card: str, top: str, color: str) -> bool:
    """Whether ``card`` goes on ``top`` with ``color`` in force, before any Draw Four rule:
    a wild, the color, or the top card's symbol."""
    return color_of(card) in (None, color) or symbol_of(card) == symbol_of(top)


def legal(
    hand: Sequence[str],
    card: str,
    top: str,
    color: str,
    draw_four: str = "color",
    *,
    pending: bool = False,
) -> bool:
    """Whether ``card`` may be played from ``hand`` on ``top`` with ``color`` in force: it is
    held, and it has the color, or the top card's symbol, or is a wild other than the Draw
    Four, or is a Draw Four that ``draw_four`` allows: ``"color"``, when the hand holds no
    card of the color (cards matching by symbol do not count); ``"match"``, when it holds no
    other card but a wild that could be played; ``"any"``, always (bluff and free).

    With a penalty ``pending`` on the player (``--stacking``), only a card of the top card's
    own symbol passes it on (a Draw Two on a Draw Two, a Draw Four on a Draw Four), and a
    Draw Four still only when ``draw_four`` allows it; under ``"match"`` it always does then,
    as no other card could be played on the penalty."""
    if card not in hand:
        return False
    if pending and symbol_of(card) != symbol_of(top):
        return False
    if card == "DRAW FOUR":
        if draw_four == "color":
            return not any(color_of(held) == color for held in hand)
        if draw_four == "match":
            return pending or not any(
                color_of(held) is not None and matches(held, top, color) for held in hand
            )
        assert draw_four == "any", draw_four
        return True
    return matches(card, top, color)


def holds_a_play(
    hand: Sequence[str], top: str, color: str, draw_four: str = "color", *, pending: bool = False
) -> bool:
    """Whether any card of ``hand`` may be played."""
    return any(legal(hand, card, top, color, draw_four, pending=pending) for card in hand)


def penalty_after(pending: int, card: str, stacking: str) -> int:
    """The cards pending on the next player after ``card`` (a Draw Two or Draw Four) is
    played on ``pending`` cards pending: ``"pass"`` passes the card's own penalty on (the
    same, as only a card of the same kind may be played on a pending one), ``"add"`` adds
    the card's penalty to what was pending, ``"off"`` is just the card's."""
    own = PENALTIES[symbol_of(card)]
    return pending + own if stacking == "add" else own
