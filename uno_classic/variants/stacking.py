"""Stacking (``--stacking pass|add``): a player hit by a Draw Two or Draw Four passes the
penalty on with a card of the same kind, or takes it all.

Everything about this rule lives here: its engine steps, its questions and answers, its
screen lines and help, its rulebook paragraph, what the computer players do about it and
the figures ``simulate`` counts.
"""

from __future__ import annotations

from ..cards import Card
from ..questions import MOVE, TAKE, Answer, IllegalAnswer
from ..rules import refusal
from . import Stacking
from .game_state import GameState

# ----------------------------------------------------------------- engine steps


def pass_penalty_on(game: GameState, seat: int, card: Card) -> None:
    """A Draw card, ``card``, hits the next player: the penalty is pending on it, to pass
    on with a card of the kind or to take all (see :func:`answer_penalty`)."""
    victim = (seat + game.direction) % game.players
    game._set_pending(victim, penalty(game, card))
    game.turn = victim
    game.question = MOVE


def penalty(game: GameState, card: Card) -> int:
    """The cards the next player must take after ``card``, a Draw Two or Draw Four: under
    ``--stacking add`` the pending penalty grows by the card's, otherwise it is the
    card's."""
    return game.pending + card.draws if game.rules.stacking is Stacking.ADD else card.draws


def answer_penalty(game: GameState, answer: Answer) -> None:
    """A move with a penalty pending: pass it on with a card of its kind, or take it all
    and lose the turn (no taken card is played)."""
    seat = game.turn
    if answer is TAKE:
        game.turns += 1
        count = game.pending
        game._set_pending(seat, 0)
        game._take(seat, count)
        game._skip(seat)
        return
    if type(answer) is not Card:
        raise IllegalAnswer(f"{answer!r} is not a card or TAKE")
    why = refusal(
        game.hands[seat],
        answer,
        game.discard_pile[-1],
        game.current_color,
        game.restriction,
        pending=True,
    )
    if why is not None:
        raise IllegalAnswer(f"cannot play {answer}: {why.value}", why)
    game.turns += 1
    game._start_play(seat, answer)


# ----------------------------------------------------------------- what the players read


# ----------------------------------------------------------------- what the computers do


# ----------------------------------------------------------------- what simulate counts
