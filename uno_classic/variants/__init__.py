"""The rule options, their values and the presets: every way the five rule texts differ.

One frozen :class:`Rules` value holds every option of a game (:mod:`.game_rules`), each named
value one of :mod:`.choices`. The option table (:mod:`.options`) lists the options once,
with their values and help, and everything that names the options derives from it. A
preset is a named :class:`Rules` in :data:`PRESETS` (:mod:`.presets`); the command line
starts from one and overrides single options. The engine reads the options at the few
places where the rules differ, and knows no preset by name.
"""

from __future__ import annotations

from .choices import (
    DECK_CARDS,
    DECK_COLORS,
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
from .game_rules import MAX_PLAYERS, MIN_PLAYERS, Rules, option_args, option_value, option_words
from .options import (
    FLAG_OPTIONS,
    OPTION,
    OPTION_KINDS,
    OPTIONS,
    RULE_OPTIONS,
    Option,
    chance_arg,
    option_flag,
    parse_option,
)
from .presets import (
    CLASSIC,
    DEFAULT_PRESET,
    PRESET_HELP,
    PRESET_TEXTS,
    PRESETS,
    changed_options,
    preset_rules,
    rule_option_args,
)

__all__ = [
    "CLASSIC",
    "DECK_CARDS",
    "DECK_COLORS",
    "DEFAULT_PRESET",
    "FLAG_OPTIONS",
    "MAX_PLAYERS",
    "MIN_PLAYERS",
    "OPTION",
    "OPTIONS",
    "OPTION_KINDS",
    "PRESETS",
    "PRESET_HELP",
    "PRESET_TEXTS",
    "RULE_OPTIONS",
    "Choice",
    "CustomRule",
    "Deck",
    "DrawFour",
    "DrawFourTest",
    "FirstCard",
    "FirstWild",
    "Option",
    "Rules",
    "Stacking",
    "Starter",
    "Take",
    "UnoCall",
    "chance_arg",
    "changed_options",
    "option_args",
    "option_flag",
    "option_value",
    "option_words",
    "parse_option",
    "preset_rules",
    "rule_option_args",
]
