"""The presets: each rule text's options by name, the one place that says which rule text
plays which way; the command line starts from one and changes single options."""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import replace
from typing import Final

from .choices import Deck, DrawFour, DrawFourTest, FirstCard, FirstWild, Stacking, Starter, Take
from .game_rules import Rules, option_args
from .options import OPTIONS, RULE_OPTIONS, parse_option

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

PRESET_HELP: Final = {
    "classic": "the program this ports",
    "official": "with the Draw Four challenge",
    "house": "take until playable, no first wilds",
    "party": "Swap Hands and Custom Wild cards, stacking",
    "eight-color": "216 cards, stacking",
}
"""What sets each preset apart, as ``--help`` says it after its name."""


def changed_options(rules: Rules, preset: str) -> list[str]:
    """The rule options where ``rules`` differs from the preset named ``preset``, in
    :data:`RULE_OPTIONS` order: what the RULES line and a recorded command line name."""
    base = PRESETS[preset]
    return [name for name in RULE_OPTIONS if getattr(rules, name) != getattr(base, name)]


def rule_option_args(
    rules: Rules, preset: str = DEFAULT_PRESET, *, only_changed: bool = False
) -> tuple[str, ...]:
    """The rule options as command-line arguments: the preset (unless it is the default
    one), every option that differs from it, and those the option table names always, the
    target and the missed-UNO chance (only when they differ too, when ``only_changed``).
    The one place that writes them."""
    args: list[str] = [] if preset == DEFAULT_PRESET else ["--rules", preset]
    changed = changed_options(rules, preset)
    for option in OPTIONS:
        if option.name in changed or (option.always_named and not only_changed):
            args += option_args(rules, option.name)
    return tuple(args)


def preset_rules(preset: str, players: int, changes: Mapping[str, object]) -> Rules:
    """The preset's rules at a table of ``players``, with ``changes`` (option name to its
    command-line text, as ``--take keep`` gives ``{"take": "keep"}``) made to them."""
    values = {name: parse_option(name, str(text)) for name, text in changes.items()}
    return replace(PRESETS[preset], players=players, **values)  # type: ignore[arg-type]
