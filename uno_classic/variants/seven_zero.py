"""The 7-0 house rule (``--seven-zero``): a played 7 swaps hands with a player its player
chooses, a played 0 passes every hand on in the direction of play.

Everything about this rule lives here: its engine steps, its questions and answers, its
screen lines and help, its rulebook paragraph, what the computer players do about it and
the figures ``simulate`` counts.
"""

from __future__ import annotations

from ..cards import Card, Rank
from ..questions import SWAP
from .game_state import GameState

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


# ----------------------------------------------------------------- what the computers do


# ----------------------------------------------------------------- what simulate counts
