"""The 7-0 house rule (``--seven-zero``): a played 7 swaps hands with a player its player
chooses, a played 0 passes every hand on in the direction of play.

Everything about this rule lives here: its engine steps, its questions and answers, its
screen lines and help, its rulebook paragraph, what the computer players do about it and
the figures ``simulate`` counts.
"""

from __future__ import annotations

from typing import Final, Protocol

from ..cards import SWAP_HANDS, Card, Rank
from ..questions import SWAP
from ..view import TableView
from . import Rules, party_cards
from .figures import RuleFigures
from .game_state import GameState
from .party_cards import Swapping, swap_position

# ----------------------------------------------------------------- engine steps


def play_card(game: GameState, seat: int, card: Card) -> None:
    """A colored card (or a last wild) played: a 7 asks whom to swap with, a 0 passes the
    hands on, any other card (and a last 7 or 0) plays as the rule texts say."""
    if len(game.hands[seat]) > 1:
        rank = card.rank
        if rank is Rank.SEVEN:
            # Like a Swap Hands, the 7 stays in the hand until its player says whom to
            # swap with (see play_seven).
            game._held_card = card
            game.question = SWAP
            return
        if rank is Rank.ZERO:
            game._lay_down(seat, card)
            game._pass_hands()
            game._after_hands_change(seat)
            return
    game._play(seat, card, None)


def play_seven(game: GameState, seat: int, seven: Card, other: int | None) -> None:
    """A 7 (not the last card) whose player said whom to swap with: played, the hands
    swapped, then the UNO check of the hand its player holds now, the next player, and
    what follows a card's whole effect (the jump-in window)."""
    game._lay_down(seat, seven)
    if other is not None:
        game._swap_hands(seat, other)
    game._after_hands_change(seat)
    after = game._after_card
    if after is not None:
        after(game, seat, seven)


# ----------------------------------------------------------------- what the players read
# (A 7 asks the Swap Hands' question, SWAP HANDS WITH: see party_cards.)

SWAP_EXPLANATION: Final = (
    "THE NUMBER OF THE PLAYER WHOSE HAND YOU TAKE, GIVING IT YOURS;",
    "N KEEPS YOUR HAND. A 7 NAMES NO COLOR: ITS OWN COLOR IS IN FORCE.",
)
"""What ``?`` explains at ``SWAP HANDS WITH`` after a 7."""


def swap_explanation(game: Swapping) -> tuple[str, ...]:
    """What ``?`` explains at ``SWAP HANDS WITH``: a 7 names no color, so it has its own
    words; a Swap Hands, whose color is named next, has the party deck's."""
    return party_cards.SWAP_EXPLANATION if game.swap_card is SWAP_HANDS else SWAP_EXPLANATION


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


def normal_plays(view: TableView, plays: list[Card]) -> list[Card]:
    """Of ``plays``, those ``normal`` keeps under ``--seven-zero``, before all its other
    priorities: only its 7s when a swap would help it (another player holds fewer cards
    than it would keep; it swaps as for a Swap Hands, :func:`swap_position`, and otherwise
    a 7 it plays keeps its hand); else only its 0s when the player whose hand it would
    receive (the one before it) holds fewer cards than it would keep; else all but its 0s
    when that player holds more (unless nothing else is left)."""
    kept = len(view.hand) - 1
    sevens = [c for c in plays if c.rank is Rank.SEVEN]
    if sevens and swap_position(view) is not None:
        return sevens
    zeros = [c for c in plays if c.rank is Rank.ZERO]
    if not zeros:
        return plays
    incoming = view.others[-1]
    if incoming < kept:
        return zeros
    if incoming > kept and len(zeros) < len(plays):
        return [c for c in plays if c.rank is not Rank.ZERO]
    return plays


# ----------------------------------------------------------------- what simulate counts


def counted_under(rules: Rules) -> bool:
    """Whether ``simulate`` counts and reports these figures: under ``--seven-zero``."""
    return rules.seven_zero


def count_answer(game: Swapping, whom: object, figures: dict[str, int]) -> None:
    """Count an answer to whom to swap hands with (a seat, or keeping the hand), before it
    is applied, when the card is a 7."""
    if game.swap_card is not SWAP_HANDS:
        figures["sevens_swapped" if type(whom) is int else "sevens_kept"] += 1


class _Passing(Protocol):
    @property
    def passes(self) -> int:
        """The times every hand passed on in this game."""
        ...


def count_game(game: _Passing, figures: dict[str, int]) -> None:
    """Count a finished game: the times its hands passed on (the game counts them)."""
    figures["passes"] = game.passes


def figures_line(figures: dict[str, int]) -> str:
    """The report's line."""
    swapped, kept = figures["sevens_swapped"], figures["sevens_kept"]
    return (
        f"7s played: {swapped + kept}; swapped: {swapped}, kept: {kept}; "
        f"hands passed on: {figures['passes']}"
    )


FIGURES: Final = RuleFigures(
    # 7s played with a swap; 7s played keeping the hand; times every hand passed on (a 0,
    # or a Custom Wild under --custom-rule rotate).
    names=("sevens_swapped", "sevens_kept", "passes"),
    counted_under=counted_under,
    asked=SWAP,
    count_answer=count_answer,
    line=figures_line,
    help="with --seven-zero, the 7s played, swapping or keeping, and the times the hands passed on",
    count_game=count_game,
)
"""What ``simulate`` counts of this rule, and at which question."""
