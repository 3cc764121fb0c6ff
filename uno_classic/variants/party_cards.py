"""The party deck's own cards: Swap Hands, and the Custom Wild with its agreed rule
(``--deck party``, ``--custom-rule``).

Everything about this rule lives here: its engine steps, its questions and answers, its
screen lines and help, its rulebook paragraph, what the computer players do about it and
the figures ``simulate`` counts.
"""

from __future__ import annotations

from .. import events as ev
from ..cards import SWAP_HANDS, Card, Color
from ..questions import COLOR
from . import CustomRule
from .game_state import GameState

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


# ----------------------------------------------------------------- what the computers do


# ----------------------------------------------------------------- what simulate counts
