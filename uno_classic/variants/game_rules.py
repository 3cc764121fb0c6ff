"""One frozen value holding every setting of a game: the table, the score and the rule
options, checked when it is made."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Final

from ..cards import Card, Color
from .choices import (
    DECK_CARDS,
    DECK_COLORS,
    CustomRule,
    Deck,
    DrawFour,
    DrawFourTest,
    FirstCard,
    FirstWild,
    Stacking,
    Starter,
    Take,
    UnoCall,
)
from .options import FLAG_OPTIONS, OPTION, OPTIONS, option_flag

_NUMBERS_FIRST: Final = ("target", "uno_penalty", "uno_cards")
_CHECKED: Final = (
    *(option for name in _NUMBERS_FIRST for option in OPTIONS if option.name == name),
    *(option for option in OPTIONS if option.name not in _NUMBERS_FIRST),
)
"""The options in the order their values are checked: the numbers first, as the checks
were written before the option table, so that a damaged save with two bad values is
still named by the same one."""

MIN_PLAYERS: Final = 2
MAX_PLAYERS: Final = 10


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
    uno_call: UnoCall = UnoCall.RANDOM
    """Who says UNO for a human player: the game, at the missed-UNO chance, or the player
    itself (computers are always checked at the chance)."""
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
        for option in _CHECKED:  # each option's values, as the option table says them
            problem = option.values.problem(getattr(self, option.name))
            if problem is not None:
                raise ValueError(f"{option.name} must be {problem}")
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


def option_value(rules: Rules, name: str) -> str:
    """An option's value as the command line writes it: ``bluff``, ``4``, ``0.25``; a
    flag's ``on`` or ``off``."""
    return OPTION[name].values.text(getattr(rules, name))


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
