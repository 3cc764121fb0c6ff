"""The rule options, their values and the presets: every way the five rule texts differ.

One frozen :class:`Rules` value holds every option of a game. A preset is a named
:class:`Rules` in :data:`PRESETS`; the command line starts from one and overrides single
options. The engine reads the options at the few places where the rules differ, and knows
no preset by name.
"""

from __future__ import annotations

import enum
from collections.abc import Mapping
from dataclasses import dataclass, fields, replace
from typing import Final

from ..cards import CLASSIC_DECK, COLORS, EIGHT_COLOR_DECK, EIGHT_COLORS, PARTY_DECK, Card, Color

MIN_PLAYERS: Final = 2
MAX_PLAYERS: Final = 10


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


@dataclass(frozen=True, slots=True)
class Rules:
    """Every setting of a game: the table, the score, and the rule options."""

    players: int = 4
    """Seats at the table, 2 to 10."""
    target: int = 500
    """Points that win the game."""
    uno_penalty: float = 0.25
    """Chance that a player who plays down to one card is declared not to have said UNO.

    Below 1: at 1 every player reaching one card would take two more, nobody could ever go
    out, and the game would never end.
    """
    deck: Deck = Deck.CLASSIC
    draw_four: DrawFour = DrawFour.RESTRICTED
    draw_four_test: DrawFourTest = DrawFourTest.COLOR
    stacking: Stacking = Stacking.OFF
    take: Take = Take.PLAY
    first_card: FirstCard = FirstCard.EFFECTS
    first_wild: FirstWild = FirstWild.DEALER
    starter: Starter = Starter.RANDOM
    uno_cards: int = 2
    """Cards taken for a missed UNO: 2 or 4."""
    custom_rule: CustomRule = CustomRule.WILD
    """What a Custom Wild does: only the party deck has them."""
    seven_zero: bool = False
    """A house rule no rule text has: a played 7 swaps hands with a player its player
    chooses (or none), a played 0 passes every hand on in the direction of play."""
    jump_in: bool = False
    """A house rule no rule text has: after a colored card's whole effect, a player holding
    an identical card (not its player, nor the next to move) may play it out of turn."""

    turn_limit: int = 1000
    """A hand still going after this many turns is abandoned and scores nothing. Classic
    hands take about 55 turns, and a classic game gets here only when stuck in a cycle —
    when one player holds nearly every card, the others can take and play the same single
    card back and forth forever, and the classic rules have no way out of that. Under
    ``--take until-playable`` or the eight-color deck hands take about 150 turns, and a
    few in a thousand simply run this long."""

    def __post_init__(self) -> None:
        if not MIN_PLAYERS <= self.players <= MAX_PLAYERS:
            raise ValueError(f"players must be {MIN_PLAYERS} to {MAX_PLAYERS}, not {self.players}")
        if any(type(n) is not int for n in (self.players, self.target, self.turn_limit)):
            raise ValueError("players, target and turn_limit must be whole numbers")
        if self.turn_limit < 1:
            raise ValueError(f"turn_limit must be at least 1, not {self.turn_limit}")
        if self.target < 1:
            raise ValueError(f"target must be at least 1, not {self.target}")
        if not 0.0 <= self.uno_penalty < 1.0:
            raise ValueError(f"uno_penalty must be at least 0 and below 1, not {self.uno_penalty}")
        if self.uno_cards not in (2, 4):
            raise ValueError(f"uno_cards must be 2 or 4, not {self.uno_cards}")
        for option in fields(self):
            kind = OPTION_KINDS.get(option.name)
            if kind is not None and type(getattr(self, option.name)) is not kind:
                raise ValueError(f"{option.name} must be a {kind.__name__}")
        for name in FLAG_OPTIONS:
            if type(getattr(self, name)) is not bool:
                raise ValueError(f"{name} must be True or False")
        if self.custom_rule is not CustomRule.WILD and self.deck is not Deck.PARTY:
            raise ValueError("a custom rule needs the party deck, the only one with Custom Wilds")

    @property
    def cards(self) -> tuple[Card, ...]:
        """The deck's cards, in their fixed order."""
        return DECK_CARDS[self.deck]

    @property
    def colors(self) -> tuple[Color, ...]:
        """The colors of the deck, in the order of the hand rows and the color keys."""
        return DECK_COLORS[self.deck]


OPTION_KINDS: Final[dict[str, type[Choice]]] = {
    "deck": Deck,
    "draw_four": DrawFour,
    "draw_four_test": DrawFourTest,
    "stacking": Stacking,
    "take": Take,
    "first_card": FirstCard,
    "first_wild": FirstWild,
    "starter": Starter,
    "custom_rule": CustomRule,
}
"""The options whose value is one of a few named choices."""

RULE_OPTIONS: Final = (
    "deck",
    "draw_four",
    "draw_four_test",
    "stacking",
    "take",
    "first_card",
    "first_wild",
    "starter",
    "uno_cards",
    "custom_rule",
    "target",
    "uno_penalty",
    "seven_zero",
    "jump_in",
)
"""The options, in the order the RULES line and the help list them: the house rules,
which no preset sets, last (``RULES: PARTY + STACKING ADD, TARGET 300, JUMP-IN``)."""

FLAG_OPTIONS: Final = frozenset({"seven_zero", "jump_in"})
"""The options that are on or off: given as a bare flag (``--jump-in``), named bare on the
RULES line (``JUMP-IN``), off in every preset."""

CLASSIC: Final = Rules()

PRESETS: Final[dict[str, Rules]] = {
    "classic": CLASSIC,
    "official": Rules(draw_four=DrawFour.BLUFF, first_wild=FirstWild.STARTER),
    "house": Rules(
        draw_four=DrawFour.BLUFF,
        take=Take.UNTIL_PLAYABLE,
        first_card=FirstCard.NO_WILDS,
        first_wild=FirstWild.STARTER,
    ),
    "party": Rules(
        deck=Deck.PARTY,
        draw_four=DrawFour.BLUFF,
        draw_four_test=DrawFourTest.MATCH,
        stacking=Stacking.PASS,
        first_wild=FirstWild.STARTER,
        starter=Starter.CUT,
        uno_cards=4,
    ),
    "eight-color": Rules(
        deck=Deck.EIGHT_COLOR,
        draw_four=DrawFour.FREE,
        stacking=Stacking.ADD,
        take=Take.KEEP,
        first_card=FirstCard.NUMBER,
        first_wild=FirstWild.STARTER,
        starter=Starter.WINNER,
        uno_penalty=0.0,
    ),
}
"""Each rule text's rules by name: ``classic`` is the program this game ports, ``official``
the official rules with the Draw Four challenge, ``house`` a summary of the rules with the
house rule of taking until a card can be played, ``party`` a 2-10 player sheet with Swap
Hands and Custom Wild cards, ``eight-color`` a pass-the-device game with a 216-card deck
and stacking (its text has no UNO call: UNO is announced, never penalized)."""


DEFAULT_PRESET: Final = "classic"

PRESET_TEXTS: Final = {
    "classic": "the keypress console game this one ports",
    "official": "the official rules, with the Draw Four challenge",
    "house": "a rules summary with taking until a card can be played",
    "party": "a 2-10 player sheet with Swap Hands and Custom Wild cards",
    "eight-color": "a pass-the-device game with eight colors and stacking",
}
"""Each preset's rule text, in a few words."""


def option_value(rules: Rules, name: str) -> str:
    """An option's value as the command line writes it: ``bluff``, ``4``, ``0.25``; a
    flag's ``on`` or ``off``."""
    value = getattr(rules, name)
    if name == "uno_penalty":
        return chance_arg(value)
    if name in FLAG_OPTIONS:
        return "on" if value else "off"
    return str(value)


def option_args(rules: Rules, name: str) -> list[str]:
    """One option as command-line arguments: ``["--take", "keep"]``; a flag alone when it
    is on (``["--jump-in"]``), nothing when it is off."""
    if name in FLAG_OPTIONS:
        return [option_flag(name)] if getattr(rules, name) else []
    return [option_flag(name), option_value(rules, name)]


def option_words(rules: Rules, name: str) -> str:
    """One option as the RULES line names it: ``TAKE KEEP``; a flag that is on by its name
    alone (``JUMP-IN``)."""
    words = option_flag(name)[2:].upper()
    if name in FLAG_OPTIONS:  # (named only when on: every preset has it off)
        return words
    return f"{words} {option_value(rules, name).upper()}"


def chance_arg(chance: float) -> str:
    """A chance as a command-line value: short (``0.25``), yet exactly the number in force,
    so that a recorded or suggested command line plays the same game."""
    short = f"{chance:g}"
    return short if float(short) == chance else repr(chance)


def parse_option(name: str, text: str) -> object:
    """An option's value from its command-line text (``ValueError`` when it is not one)."""
    kind = OPTION_KINDS.get(name)
    if kind is not None:
        return kind(text)
    if name in FLAG_OPTIONS:
        flags = {"on": True, "True": True, "off": False, "False": False}
        if text not in flags:
            raise ValueError(f"{text!r} is neither on nor off")
        return flags[text]
    if name == "uno_penalty":
        return float(text)
    return int(text)


def option_flag(name: str) -> str:
    """The command-line option of a :class:`Rules` field: ``--draw-four-test``."""
    return "--" + name.replace("_", "-")


def changed_options(rules: Rules, preset: str) -> list[str]:
    """The rule options where ``rules`` differs from the preset named ``preset``, in
    :data:`RULE_OPTIONS` order: what the RULES line and a recorded command line name."""
    base = PRESETS[preset]
    return [name for name in RULE_OPTIONS if getattr(rules, name) != getattr(base, name)]


def preset_rules(preset: str, players: int, changes: Mapping[str, object]) -> Rules:
    """The preset's rules at a table of ``players``, with ``changes`` (option name to its
    command-line text, as ``--take keep`` gives ``{"take": "keep"}``) made to them."""
    values = {name: parse_option(name, str(text)) for name, text in changes.items()}
    return replace(PRESETS[preset], players=players, **values)  # type: ignore[arg-type]
