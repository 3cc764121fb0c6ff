"""The party deck's own cards: Swap Hands, and the Custom Wild with its agreed rule
(``--deck party``, ``--custom-rule``).

Everything about this rule lives here: its engine steps, its questions and answers, its
screen lines and help, its rulebook paragraph, what the computer players do about it and
the figures ``simulate`` counts.
"""

from __future__ import annotations

import random
from collections.abc import Callable, Mapping, Sequence
from typing import Final, Protocol

from .. import events as ev
from ..cards import SWAP_HANDS, Card, Color, Rank
from ..questions import COLOR, KEEP, SWAP, Answer
from ..randomness import Purpose
from ..view import TableView
from . import CustomRule, Deck, Rules
from .figures import RuleFigures
from .game_state import GameState
from .prose import KeyRow

# ----------------------------------------------------------------- engine steps


def hold_custom_wild(game: GameState) -> None:
    """A Custom Wild waits for its color: under ``--custom-rule rotate`` the hand naming
    it is about to pass on (see ``Game.hand_leaving``)."""
    if game.rules.custom_rule is CustomRule.ROTATE:
        game.hand_leaving = True


def choose_whom(game: GameState, other: int | None) -> None:
    """The player of a Swap Hands chose whom to swap with: the card is played now, and
    its color asked; the hands change when the color is named."""
    seat = game.turn
    game.swap_with = other
    game.hand_leaving = other is not None
    game.hands[seat].remove(SWAP_HANDS)
    if game.known is not None:
        game._forget(seat, SWAP_HANDS)
    game.discard_pile.append(SWAP_HANDS)
    if game._events is not None:
        game._events.append(ev.Played(seat, SWAP_HANDS))
    game.question = COLOR


def finish_swap(game: GameState, seat: int, color: Color) -> None:
    """The hands change, then the color, then the UNO check of the hand now held."""
    other = game.swap_with
    game.swap_with = None
    game.hand_leaving = False
    if other is not None:
        game._swap_hands(seat, other)
    _after_special(game, seat, color)


def play_custom(game: GameState, seat: int, card: Card, color: Color) -> None:
    """A Custom Wild (not the last card): its agreed rule acts, then the color is named."""
    # (Its color is named below, once its rule has acted.)
    game._lay_down(seat, card)
    rule = game.rules.custom_rule
    players = game.players
    game.hand_leaving = False
    if rule is CustomRule.ROTATE:
        game._pass_hands()
    elif rule is CustomRule.EVERYONE_TAKES:
        for step in range(1, players):
            game._take((seat + step * game.direction) % players, 1)
    _after_special(game, seat, color)


def _after_special(game: GameState, seat: int, color: Color) -> None:
    """What follows a Swap Hands or Custom Wild's own effect: the color, the UNO check
    of the hand its player holds now (nobody else is checked), then the next player."""
    game.current_color = color
    if game._events is not None:
        game._events.append(ev.ColorChosen(seat, color))
    game._after_hands_change(seat)


# ----------------------------------------------------------------- what the players read
# (The SWAP HANDS WITH question is a Swap Hands' first; a 7 under --seven-zero asks it too,
# with its own explanation.)

SPECIAL_KEYS: Final = {"H": Rank.SWAP_HANDS, "U": Rank.CUSTOM_WILD}
"""The party deck's own cards by their keys in the SPECIAL row, after C and F (a key is
also the card's symbol in a hand row)."""
SPECIAL_PROMPT: Final = "SPECIAL CARD (C/F/H/U)? "
"""The prompt for a card of the SPECIAL row, with the party deck."""
SPECIAL_WORDS: Final = "SWAP HANDS, CUSTOM WILD"
"""What the SPECIAL row holds besides a Color Change and a Draw Four, as ``?`` names it."""
SPECIAL_EXPLANATION: Final = (
    "C COLOR CHANGE, F DRAW FOUR, H SWAP HANDS, U CUSTOM WILD (? AT SORT, PLAY",
    "OR TAKE SAYS WHAT EACH DOES).",
)
"""What ``?`` explains at the SPECIAL CARD prompt (the line on X after it)."""
MATCH_LINE: Final = "MATCH THE TOP CARD'S COLOR OR SYMBOL, OR PLAY C, H OR U ANY TIME;"
"""The help's line on what may be played, with the party deck's wilds."""

SWAP_EXPLANATION: Final = (
    "THE NUMBER OF THE PLAYER WHOSE HAND YOU TAKE, GIVING IT YOURS;",
    "N KEEPS YOUR HAND. THE COLOR IS NAMED NEXT.",
)
"""What ``?`` explains at ``SWAP HANDS WITH`` after a Swap Hands."""


def swap_lines(counts: Sequence[int], seat: int, name: Callable[[int], str]) -> list[str]:
    """The players ``seat`` may swap hands with, numbered in seat order (itself left out)."""
    others = [other for other in range(len(counts)) if other != seat]
    return [
        f"{i} {name(other)} ({counts[other]} CARD{'' if counts[other] == 1 else 'S'})"
        for i, other in enumerate(others, start=1)
    ]


def swap_reminder(chosen: int | None, name: Callable[[int], str]) -> str:
    """What a game resumed between a Swap Hands and its color reminds the player of."""
    if chosen is None:
        return "YOU PLAYED SWAP HANDS AND KEEP YOUR HAND"
    return f"YOU PLAYED SWAP HANDS TO SWAP WITH {name(chosen)}"


def swap_numbers(others: int) -> str:
    """The numbers of the players to swap hands with: ``1-3``, or ``1`` alone."""
    return "1" if others == 1 else f"1-{others}"


def swap_prompt(others: int) -> str:
    """``SWAP HANDS WITH (1-3/N)? ``, or ``(1/N)`` with one other player."""
    return f"SWAP HANDS WITH ({swap_numbers(others)}/N)? "


_HELP_LINES: Final = {
    CustomRule.WILD: "H SWAP HANDS (WITH A PLAYER YOU CHOOSE), U CUSTOM WILD (A PLAIN WILD)",
    CustomRule.ROTATE: "H SWAP HANDS (WITH A PLAYER YOU CHOOSE), U CUSTOM WILD (HANDS PASS ON)",
    CustomRule.EVERYONE_TAKES: (
        "H SWAP HANDS (WITH A PLAYER YOU CHOOSE), U CUSTOM WILD (THE OTHERS TAKE ONE)"
    ),
}


def help_lines(rules: Rules) -> list[str]:
    """The help's line on what the party deck's own cards do (none with another deck)."""
    return [_HELP_LINES[rules.custom_rule]] if rules.deck is Deck.PARTY else []


def _custom_wild(rule: CustomRule) -> str:
    """The Custom Wild's row of WHAT THE CARDS DO, under --custom-rule."""
    if rule is CustomRule.ROTATE:
        return (
            "  Custom Wild    the player names the color, and every hand passes to the\n"
            "                 next player in the direction of play (--custom-rule\n"
            "                 rotate)\n"
        )
    if rule is CustomRule.EVERYONE_TAKES:
        return (
            "  Custom Wild    the player names the color, and every other player takes\n"
            "                 one card (--custom-rule everyone-takes)\n"
        )
    return (
        "  Custom Wild    the player names the color; nothing more, a plain wild\n"
        "                 (--custom-rule wild)\n"
    )


def card_rows(rules: Rules) -> str:
    """The party deck's rows of WHAT THE CARDS DO (none with another deck)."""
    if rules.deck is not Deck.PARTY:
        return ""
    return (
        "  Swap Hands     the player chooses another player to swap hands with, or\n"
        "                 keeps its own hand, and names the color; then the hands\n"
        "                 change\n"
        f"{_custom_wild(rules.custom_rule)}"
    )


def last_card_words(rules: Rules) -> str:
    """What the rulebook's WINNING adds on a last Swap Hands or Custom Wild ("" without
    them)."""
    if rules.deck is not Deck.PARTY:
        return ""
    return " A last Swap Hands or Custom Wild just ends the hand: no swap, no custom rule."


def swapping_cards(rules: Rules) -> list[str]:
    """``a Swap Hands`` with the party deck: what the rulebook names among the cards that
    change a player's hand (see :func:`passing_cards` for the Custom Wild)."""
    return ["a Swap Hands"] if rules.deck is Deck.PARTY else []


def passing_cards(rules: Rules) -> list[str]:
    """``a Custom Wild that passes the hands on`` under ``--custom-rule rotate``."""
    return (
        ["a Custom Wild that passes the hands on"] if rules.custom_rule is CustomRule.ROTATE else []
    )


def key_rows(rules: Rules) -> list[KeyRow]:
    """``SWAP HANDS WITH`` in the rulebook's list of prompts, when a Swap Hands or a 7
    (``--seven-zero``) asks it."""
    party = rules.deck is Deck.PARTY
    if rules.seven_zero:
        card = "a Swap Hands or a 7" if party else "a 7 (--seven-zero)"
        return [
            (
                "SWAP HANDS WITH (1-<K>/N)?",
                (
                    f"after {card}: the other",
                    "players are listed in seat order,",
                    "numbered, with their card counts; a",
                    "number swaps with that player, N keeps",
                    "your hand ((1/N) with one other player)",
                ),
            )
        ]
    if party:
        return [
            (
                "SWAP HANDS WITH (1-<K>/N)?",
                (
                    "after a Swap Hands: the other players",
                    "are listed in seat order, numbered,",
                    "with their card counts; a number swaps",
                    "with that player, N keeps your hand",
                    "((1/N) with one other player)",
                ),
            )
        ]
    return []


def custom_rule_problem(preset: Rules, given: Mapping[str, object]) -> str | None:
    """What is wrong with a custom rule given without the party deck (see
    :data:`~uno_classic.variants.combinations.RULE_CHECKS`): only that deck has Custom Wilds,
    so the rule would change nothing. Even ``--custom-rule wild`` is refused: naming a rule
    says the player expects the cards. The message names the deck given, or the ways to the
    party deck when none was."""
    deck = given.get("deck", preset.deck.value)
    if "custom_rule" not in given or deck == Deck.PARTY.value:
        return None
    way = f"not --deck {deck}" if "deck" in given else "--deck party or --rules party"
    return f"--custom-rule needs the party deck ({way}): only it has Custom Wilds"


def cards_text(rules: Rules, colors: str) -> str | None:
    """THE CARDS in the rulebook with the party deck, after the four colors' cards
    (``colors``, which it shares with the classic deck); None with another deck."""
    if rules.deck is not Deck.PARTY:
        return None
    return (
        f"112 cards (--deck party). {colors} Then four wild cards, COLOR CHANGE, four "
        "wild draw fours, DRAW FOUR, one SWAP HANDS and three CUSTOM WILD."
    )


def any_time_words(rules: Rules) -> str:
    """The party deck's wilds, which the rulebook's turn adds to the Color Change that may
    be played at any time."""
    return ", a Swap Hands or a Custom Wild" if rules.deck is Deck.PARTY else ""


def points_words(rules: Rules) -> str:
    """What the party deck's cards score, which the rulebook's WINNING puts before the
    other wild cards' 50 (they score less: they do less to the next player)."""
    return "Swap Hands and Custom Wild 40, the other " if rules.deck is Deck.PARTY else ""


def symbol_words(rules: Rules) -> str:
    """The party deck's cards in the rulebook's list of hand-row symbols, after the
    classic C and F."""
    return ", H swap hands, U custom wild" if rules.deck is Deck.PARTY else ""


# ----------------------------------------------------------------- what the computers do

# A Custom Wild is a wild like a Color Change to the computers, whatever the custom rule.


def swap_position(view: TableView) -> int | None:
    """Whom ``normal`` swaps hands with, playing a Swap Hands (or a 7 under
    ``--seven-zero``): where in ``view.others`` the player holding fewest cards sits (the
    first in turn order among equals), if it holds fewer than this player would keep after
    playing the card; else None, keeping its hand."""
    others = view.others
    fewest = min(others)
    return others.index(fewest) if fewest < len(view.hand) - 1 else None


def normal_plays_swap_hands_first(view: TableView) -> bool:
    """Whether ``normal`` plays its Swap Hands before all its other priorities: when another
    player holds fewer cards than it would keep. Otherwise a Swap Hands is a wild like any
    other, and when it is played the player keeps its hand."""
    return swap_position(view) is not None


def normal_names_fewest_held(view: TableView) -> bool:
    """Whether ``normal`` names the color its hand holds fewest of, not most: when that
    hand is about to pass to another player (after choosing whom to swap with, for a Swap
    Hands or a 7 under ``--seven-zero``, or on a Custom Wild that passes every hand on), to
    help whoever gets it least."""
    return view.gives_hand_away


def easy_swap_position(view: TableView, rng: random.Random) -> int | None:
    """Whom ``easy`` swaps hands with: any other player, or keeping its hand, uniformly."""
    choice = rng.randrange(len(view.others) + 1)
    return None if choice == len(view.others) else choice


class Swapper(Protocol):
    """What a computer player needs at the swap question (see
    :class:`~uno_classic.strategies.Strategy`)."""

    def choose_swap(self, view: TableView, rng: random.Random) -> int | None:
        """Whom to swap hands with: a position in ``view.others``, or None to keep."""
        ...


def computer_answer(
    game: GameState, strategy: Swapper, view: TableView, rng: random.Random | None = None
) -> Answer:
    """A computer player's answer to the swap question (a Swap Hands, or a 7 under
    ``--seven-zero``): its strategy's choice of a position (0 the next player in the direction of
    play) as a seat, or :data:`KEEP`;
    with a random stream of the swap's own, so that a coin tossed here never moves another
    choice.
    Given ``rng`` (a hint's search), the choice comes from it instead."""
    position = strategy.choose_swap(view, game.stream(Purpose.SWAP) if rng is None else rng)
    if position is None:
        return KEEP
    return (game.turn + (position + 1) * game.direction) % game.players


COMPUTER_ANSWERS: Final = {SWAP: computer_answer}
"""How a computer player answers this rule's question (the 7-0 rule's too)."""


# ----------------------------------------------------------------- what simulate counts


def counted_under(rules: Rules) -> bool:
    """Whether ``simulate`` counts and reports these figures: with the party deck."""
    return rules.deck is Deck.PARTY


class Swapping(Protocol):
    """A game asking whom to swap hands with."""

    @property
    def swap_card(self) -> Card | None:
        """The card being played that swaps hands (a Swap Hands, or a 7)."""
        ...


def count_answer(game: Swapping, whom: object, figures: dict[str, int]) -> None:
    """Count an answer to whom to swap hands with (a seat, or keeping the hand), before it
    is applied, when the card is a Swap Hands."""
    if game.swap_card is SWAP_HANDS:
        figures["swaps" if type(whom) is int else "keeps"] += 1


def figures_line(figures: dict[str, int]) -> str:
    """The report's line."""
    swaps, keeps = figures["swaps"], figures["keeps"]
    return f"swap hands played: {swaps + keeps}; swapped: {swaps}, kept: {keeps}"


FIGURES: Final = RuleFigures(
    # Swap Hands played with a swap; Swap Hands played keeping the hand.
    names=("swaps", "keeps"),
    counted_under=counted_under,
    asked=SWAP,
    count_answer=count_answer,
    line=figures_line,
    help="with the party deck, the Swap Hands played, swapping or keeping",
)
"""What ``simulate`` counts of this rule, and at which question."""
