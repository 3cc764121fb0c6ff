"""The named values a rule option takes (``--deck party``, ``--take keep``), and the
cards and colors of each deck."""

from __future__ import annotations

import enum
from typing import Final

from ..cards import CLASSIC_DECK, COLORS, EIGHT_COLOR_DECK, EIGHT_COLORS, PARTY_DECK, Card, Color


class Choice(enum.Enum):
    """An option's value, written on the command line and in the RULES line as its value."""

    __hash__ = object.__hash__  # a fast dict key; see cards.Color

    def __str__(self) -> str:
        return str(self.value)


class Deck(Choice):
    """Which cards are played with."""

    CLASSIC = "classic"
    """108 cards in four colors."""
    PARTY = "party"
    """The classic deck with one Swap Hands and three Custom Wilds: 112 cards."""
    EIGHT_COLOR = "eight-color"
    """216 cards in eight colors (orange, purple, pink and sky added), eight of each wild."""


DECK_CARDS: Final[dict[Deck, tuple[Card, ...]]] = {
    Deck.CLASSIC: CLASSIC_DECK,
    Deck.PARTY: PARTY_DECK,
    Deck.EIGHT_COLOR: EIGHT_COLOR_DECK,
}
DECK_COLORS: Final[dict[Deck, tuple[Color, ...]]] = {
    Deck.CLASSIC: COLORS,
    Deck.PARTY: COLORS,
    Deck.EIGHT_COLOR: EIGHT_COLORS,
}


class DrawFour(Choice):
    """May a Draw Four be played while holding another card that could be played?"""

    RESTRICTED = "restricted"
    """No: such a Draw Four is refused."""
    BLUFF = "bluff"
    """Yes, but the next player may challenge it."""
    FREE = "free"
    """Yes, with no challenge."""


class DrawFourTest(Choice):
    """Which held cards make a Draw Four illegal (or a bluff)."""

    COLOR = "color"
    """A card of the color in force."""
    MATCH = "match"
    """Any card that could have been played, wilds excepted."""


class Stacking(Choice):
    """May a player hit by a Draw Two (or Draw Four) pass the penalty on?"""

    OFF = "off"
    """No: it takes the cards and loses its turn."""
    PASS = "pass"
    """Yes, by playing a card of the same kind: the next player faces the same penalty."""
    ADD = "add"
    """Yes, by playing a card of the same kind: the penalty grows by that card's."""


class CustomRule(Choice):
    """What a Custom Wild (party deck) does besides naming the color: the players' agreed
    rule."""

    WILD = "wild"
    """Nothing more: a plain wild."""
    ROTATE = "rotate"
    """Every hand passes to the next player in the direction of play."""
    EVERYONE_TAKES = "everyone-takes"
    """Every other player takes one card."""


class UnoCall(Choice):
    """Who says UNO for a human player down to one card."""

    RANDOM = "random"
    """The game does, as the program this one ports did: at the missed-UNO chance
    (``--uno-penalty``) the player is caught not saying it, whoever it is."""
    KEY = "key"
    """The humans call it themselves, with U at the prompt that plays the card, and one
    who does not is always caught; the computers as under ``random``."""


class Take(Choice):
    """What a player who takes a card on its turn may do."""

    PLAY = "play"
    """Take one card, and play it at once if it can be played."""
    KEEP = "keep"
    """Take one card and keep it: the turn passes."""
    UNTIL_PLAYABLE = "until-playable"
    """Take until a card that can be played comes, which may be played at once."""


class FirstCard(Choice):
    """What the first card turned up at the start of a hand does."""

    EFFECTS = "effects"
    """It acts as if the dealer had played it; a Draw Four goes back and another is turned."""
    NUMBER = "number"
    """Cards are turned onto the pile until a number card shows; none has an effect."""
    NO_WILDS = "no-wilds"
    """Either wild goes back and another is turned; action cards act."""


class FirstWild(Choice):
    """Who names the color of a first Wild."""

    DEALER = "dealer"
    """The dealer, as if it had played it; then the starter moves."""
    STARTER = "starter"
    """The starter, who then moves."""


class Starter(Choice):
    """Who starts each hand."""

    RANDOM = "random"
    """A player chosen at random, each hand."""
    WINNER = "winner"
    """At random for the first hand, then the last hand's winner (at random again after an
    abandoned hand)."""
    CUT = "cut"
    """Once a game every player cuts a card; the highest deals and the next seat starts;
    later hands the deal passes to the next seat."""
