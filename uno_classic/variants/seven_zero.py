"""The 7-0 house rule (``--seven-zero``): a played 7 swaps hands with a player its player
chooses, a played 0 passes every hand on in the direction of play.

Everything about this rule lives here: its engine steps, its questions and answers, its
screen lines and help, its rulebook paragraph, what the computer players do about it and
the figures ``simulate`` counts.
"""

from __future__ import annotations

from typing import Final

from . import Rules

# ----------------------------------------------------------------- engine steps


# ----------------------------------------------------------------- what the players read
# (A 7 asks the Swap Hands' question, SWAP HANDS WITH: see party_cards.)

SWAP_EXPLANATION: Final = (
    "THE NUMBER OF THE PLAYER WHOSE HAND YOU TAKE, GIVING IT YOURS;",
    "N KEEPS YOUR HAND. A 7 NAMES NO COLOR: ITS OWN COLOR IS IN FORCE.",
)
"""What ``?`` explains at ``SWAP HANDS WITH`` after a 7."""


def help_lines(rules: Rules) -> list[str]:
    """The help's line on 7-0 (none when it is off)."""
    if not rules.seven_zero:
        return []
    return ["7-0: A 7 SWAPS HANDS WITH A PLAYER YOU CHOOSE; A 0 PASSES ALL HANDS ON."]


def card_rows(rules: Rules) -> str:
    """The 7 and 0 rows of WHAT THE CARDS DO, under --seven-zero (none without)."""
    if not rules.seven_zero:
        return ""
    return (
        "  7              the player chooses another player to swap hands with, or\n"
        "                 keeps its own hand (--seven-zero); no color is named\n"
        "  0              every hand passes to the next player in the direction of\n"
        "                 play (--seven-zero)\n"
    )


def is_on(rules: Rules) -> bool:
    """Whether this house rule is played (the rulebook tells of the house rules off
    together)."""
    return rules.seven_zero


def swapping_cards(rules: Rules) -> list[str]:
    """``a 7 or 0 under --seven-zero``: what the rulebook names among the cards that change
    a player's hand (none when it is off)."""
    return ["a 7 or 0 under --seven-zero"] if rules.seven_zero else []


HOUSE_RULE_BRIEF: Final = (
    "--seven-zero (a 7 swaps hands with a chosen player, a 0 passes every hand on)"
)
"""The house rule in a phrase, for the rulebook's list of the house rules none is on of."""


def house_rule_text(rules: Rules) -> str:
    """The rulebook's words on 7-0, on or off (unfilled: the rulebook lays it out)."""
    if not rules.seven_zero:
        return "7-0 is off: a 7 and a 0 are numbers like any other (--seven-zero)."
    return (
        "7-0 (--seven-zero): a 7 swaps hands, as the player chooses, and a 0 passes "
        "every hand to the next player in the direction of play, as WHAT THE CARDS DO "
        "says. A 7 or 0 played as the last card just ends the hand. A 7 or 0 turned "
        "as the first card is a number like any other."
    )


# ----------------------------------------------------------------- what the computers do


# ----------------------------------------------------------------- what simulate counts
