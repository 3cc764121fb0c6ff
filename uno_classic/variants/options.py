"""The option table: one row per rule option, the single list every other place derives
its options from — the command line and its help, ``uno-classic rules``, the RULES line,
saves, recordings and the fuzzer's draws.

A new rule option is one row here, its :class:`~uno_classic.variants.Rules` field, and
what the engine does about it; no list elsewhere names the options one by one.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Final, cast

from .choices import (
    Choice,
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


class Values:
    """What an option's values are, and how the command line writes and reads one."""

    def texts(self) -> tuple[str, ...]:
        """Every value as the command line writes it, when they are few (a closed list,
        which click offers and the fuzzer draws from); none for a range."""
        return ()

    def parse(self, text: str) -> object:
        """A value from its command-line text (``ValueError`` when it is not one)."""
        return int(text)

    def text(self, value: object) -> str:
        """A value as the command line writes it."""
        return str(value)

    def problem(self, value: object) -> str | None:
        """What is wrong with ``value`` as one of these values (``2 or 4, not 3``), as the
        end of a sentence that names the option; None when it is one."""
        return None if type(value) is int else "a whole number"


@dataclass(frozen=True)
class Named(Values):
    """One of a few named choices (``--take keep``)."""

    kind: type[Choice]

    def texts(self) -> tuple[str, ...]:
        """The choices' names, in their order."""
        return tuple(choice.value for choice in self.kind)

    def parse(self, text: str) -> object:
        """The choice named ``text``."""
        return self.kind(text)

    def problem(self, value: object) -> str | None:
        """A value of another type."""
        return None if type(value) is self.kind else f"a {self.kind.__name__}"


@dataclass(frozen=True)
class Counts(Values):
    """One of a few whole numbers (``--uno-cards 4``)."""

    counts: tuple[int, ...]

    def texts(self) -> tuple[str, ...]:
        """The numbers, as text."""
        return tuple(map(str, self.counts))

    def problem(self, value: object) -> str | None:
        """Another number."""
        if value in self.counts:
            return None
        return f"{' or '.join(map(str, self.counts))}, not {value}"


@dataclass(frozen=True)
class AtLeast(Values):
    """A whole number from ``minimum`` up (``--target 300``)."""

    minimum: int

    def problem(self, value: object) -> str | None:
        """A number below the minimum, or not a whole one."""
        if type(value) is not int:
            return "a whole number"
        return None if value >= self.minimum else f"at least {self.minimum}, not {value}"


@dataclass(frozen=True)
class Probability(Values):
    """A chance from 0 up to (not including) 1 (``--uno-penalty 0.1``)."""

    def parse(self, text: str) -> object:
        """The chance ``text`` writes."""
        return float(text)

    def text(self, value: object) -> str:
        """Short, yet exactly the chance (see :func:`chance_arg`)."""
        return chance_arg(cast("float", value))

    def problem(self, value: object) -> str | None:
        """A number outside [0, 1)."""
        chance = cast("float", value)
        return None if 0.0 <= chance < 1.0 else f"at least 0 and below 1, not {value}"


@dataclass(frozen=True)
class OnOff(Values):
    """A house rule, on or off: given as a bare flag (``--jump-in``), named bare on the
    RULES line (``JUMP-IN``), off in every preset."""

    def parse(self, text: str) -> object:
        """On or off; ``True`` or ``False`` too, a bare flag's value as text (see
        :func:`~uno_classic.variants.preset_rules`)."""
        flags = {"on": True, "True": True, "off": False, "False": False}
        if text not in flags:
            raise ValueError(f"{text!r} is neither on nor off")
        return flags[text]

    def text(self, value: object) -> str:
        """``on`` or ``off``."""
        return "on" if value else "off"

    def problem(self, value: object) -> str | None:
        """Anything but True or False."""
        return None if type(value) is bool else "True or False"


@dataclass(frozen=True)
class Option:
    """One rule option: its :class:`~uno_classic.variants.Rules` field, its values and its
    help (what ``--help`` says of it)."""

    name: str
    values: Values
    help: str
    always_named: bool = False
    """A recorded command line names it even at the preset's value: the target and the
    missed-UNO chance, which the oldest recordings named always."""

    @property
    def flag(self) -> str:
        """The command-line option: ``--draw-four-test``."""
        return option_flag(self.name)

    @property
    def is_flag(self) -> bool:
        """Whether it is on or off, given as a bare flag."""
        return isinstance(self.values, OnOff)


OPTIONS: Final = (
    Option(
        "deck",
        Named(Deck),
        "classic: 108 cards; party: adds one Swap Hands and three Custom Wilds (112); "
        "eight-color: orange, purple, pink and sky added (216).",
    ),
    Option(
        "draw_four",
        Named(DrawFour),
        "restricted: refused while you hold a card of the color in force; bluff: "
        "allowed, but the next player may challenge it; free: allowed, never challenged.",
    ),
    Option(
        "draw_four_test",
        Named(DrawFourTest),
        "Which held cards make a Draw Four a bluff (or refused): color, a card "
        "of the color in force; match, any other card that could be played.",
    ),
    Option(
        "stacking",
        Named(Stacking),
        "off: a Draw Two or Draw Four hits the next player; pass: it may pass the "
        "penalty on with a card of the same kind; add: the same, and the penalty grows.",
    ),
    Option(
        "take",
        Named(Take),
        "play: a taken card that fits may be played at once; keep: it may not; "
        "until-playable: take until one fits, which may be played.",
    ),
    Option(
        "first_card",
        Named(FirstCard),
        "effects: the first card acts (a Draw Four goes back); number: cards are "
        "turned until a number shows, none acting; no-wilds: wilds go back, actions act.",
    ),
    Option(
        "first_wild",
        Named(FirstWild),
        "Who names the color of a first Color Change: the dealer or the starter.",
    ),
    Option(
        "starter",
        Named(Starter),
        "Who starts: random each hand; winner of the last hand; cut (once a game, "
        "the highest card deals).",
    ),
    Option("uno_cards", Counts((2, 4)), "Cards taken for a missed UNO."),
    Option(
        "custom_rule",
        Named(CustomRule),
        "What a Custom Wild does (party deck): wild, nothing more; rotate, every "
        "hand passes on; everyone-takes, every other player takes a card.",
    ),
    Option("target", AtLeast(1), "Points that win a game.", always_named=True),
    Option(
        "uno_penalty",
        Probability(),
        "Chance that a player down to one card is caught not saying UNO (below "
        "1: at 1 nobody could ever go out).",
        always_named=True,
    ),
    Option(
        "uno_call",
        Named(UnoCall),
        "Who says UNO for a human down to one card: random, the game, missing it at the "
        "--uno-penalty chance; key, the player, with U at the prompt that plays the card "
        "(always caught without it).",
    ),
    Option(
        "seven_zero",
        OnOff(),
        "House rule 7-0: a 7 swaps hands with a player of your choice, a 0 passes every hand on.",
    ),
    Option(
        "jump_in",
        OnOff(),
        "House rule jump-in: a card identical to the one just played may be played "
        "at once, out of turn.",
    ),
)
"""Every rule option, in the order the RULES line and the help list them: the house rules,
which no preset sets, last (``RULES: PARTY + STACKING ADD, TARGET 300, JUMP-IN``)."""

OPTION: Final = {option.name: option for option in OPTIONS}
"""Each option's row by its name."""

RULE_OPTIONS: Final = tuple(option.name for option in OPTIONS)
"""The options' names, in the table's order."""

OPTION_KINDS: Final[dict[str, type[Choice]]] = {
    option.name: option.values.kind for option in OPTIONS if isinstance(option.values, Named)
}
"""The options whose value is one of a few named choices, and the choices."""

FLAG_OPTIONS: Final = frozenset(option.name for option in OPTIONS if option.is_flag)
"""The options that are on or off."""


def chance_arg(chance: float) -> str:
    """A chance as a command-line value: short (``0.25``), yet exactly the number in force,
    so that a recorded or suggested command line plays the same game."""
    short = f"{chance:g}"
    return short if float(short) == chance else repr(chance)


def parse_option(name: str, text: str) -> object:
    """An option's value from its command-line text (``ValueError`` when it is not one)."""
    return OPTION[name].values.parse(text)


def option_flag(name: str) -> str:
    """The command-line option of a :class:`Rules` field: ``--draw-four-test``."""
    return "--" + name.replace("_", "-")
