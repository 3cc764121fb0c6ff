"""What taking a card on one's turn does (``--take play|keep|until-playable``).

Everything about this rule lives here: its engine steps, its questions and answers, its
screen lines and help, its rulebook paragraph, what the computer players do about it and
the figures ``simulate`` counts.
"""

from __future__ import annotations

from collections.abc import Callable

from .. import events as ev
from ..cards import WILD_DRAW_FOUR, Card, match_key
from ..questions import PLAY_TAKEN, Answer, IllegalAnswer
from . import Take
from .game_state import GameState

# ----------------------------------------------------------------- engine steps


def take_one(game: GameState, seat: int) -> None:
    """``--take play``: one card, which may be played at once if it can be."""
    taken = game._take(seat, 1)
    if taken:
        card = taken[0]
        # Only the card just taken may be played this turn, and only if it is legal.
        if card.mask & match_key(game.discard_pile[-1], game.current_color) and (
            card is not WILD_DRAW_FOUR or game._playable(seat, card)
        ):
            game.taken = card
            game.question = PLAY_TAKEN
            return
    game._pass_turn(seat)


def take_and_keep(game: GameState, seat: int) -> None:
    """``--take keep``: one card, kept; the turn passes."""
    game._take(seat, 1)
    game._pass_turn(seat)


def take_until_playable(game: GameState, seat: int) -> None:
    """Cards one at a time until one can be played (one take line with the total); the
    turn passes if the cards run out first."""
    hand = game.hands[seat]
    taken: list[Card] = []
    playable = False
    while not playable:
        card = game._draw()
        if card is None:
            break
        taken.append(card)
        hand.append(card)
        playable = game._playable(seat, card)
    if game._events is not None:
        game._events.append(ev.Took(seat, tuple(taken)))
    if playable:
        game.taken = taken[-1]
        game.question = PLAY_TAKEN
    else:
        game._pass_turn(seat)


TAKES_FOR_TURN: dict[Take, Callable[[GameState, int], None]] = {
    Take.PLAY: take_one,
    Take.KEEP: take_and_keep,
    Take.UNTIL_PLAYABLE: take_until_playable,
}
"""What a take on one's turn does under each ``--take``: chosen once a game."""


def answer_play_taken(game: GameState, answer: Answer) -> None:
    """The PLAY_TAKEN question's answer: ``True`` plays the card just taken, ``False``
    keeps it and passes the turn."""
    if type(answer) is not bool:
        raise IllegalAnswer(f"{answer!r} is not True (play) or False (keep)")
    taken = game.taken
    assert taken is not None
    game.taken = None
    if not answer:
        game._pass_turn(game.turn)
    else:
        game._start_play(game.turn, taken)


# ----------------------------------------------------------------- what the players read


# ----------------------------------------------------------------- what the computers do


# ----------------------------------------------------------------- what simulate counts
