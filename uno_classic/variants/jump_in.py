"""The jump-in house rule (``--jump-in``): a player holding a card identical to the one just
played may play it out of turn.

Everything about this rule lives here: its engine steps, its questions and answers, its
screen lines and help, its rulebook paragraph, what the computer players do about it and
the figures ``simulate`` counts.
"""

from __future__ import annotations

from .. import events as ev
from ..cards import Card
from ..questions import JUMP_IN, MOVE, Answer, IllegalAnswer
from .game_state import GameState

# ----------------------------------------------------------------- engine steps


def after_card(game: GameState, seat: int, card: Card) -> None:
    """After the whole effect of ``card``, played by ``seat``: the window opens unless a
    question is asked, a penalty is pending or the card was a wild."""
    if game.question is MOVE and not game.pending and not card.is_wild:
        open_window(game, seat, card)


def open_window(game: GameState, seat: int, card: Card) -> None:
    """The players holding a card identical to ``card``, but for ``seat`` and the player
    about to move, are asked in the direction of play from ``seat`` whether they jump in.
    (Every deck has two of each colored card but the 0s, one each, so with these decks at
    most one player is ever asked: the order matters only to a deck with more copies.)"""
    resume = game.turn
    players = game.players
    hands = game.hands
    step = game.direction
    jumpers: list[int] = []  # (a plain loop: this runs after nearly every card played)
    for k in range(1, players):
        other = (seat + k * step) % players
        if other != resume and card in hands[other]:
            jumpers.append(other)
    if jumpers:
        game.jump_card = card
        game._resume = resume
        game._jumpers = jumpers[1:]
        game.turn = jumpers[0]
        game.question = JUMP_IN


def answer_jump_in(game: GameState, answer: Answer) -> None:
    """The player asked jumps in (its card is played as a turn of its own, from its
    seat), or the next one holding the card is asked; after the last, the player the
    window interrupted moves."""
    if type(answer) is not bool:
        raise IllegalAnswer(f"{answer!r} is not True (jump in) or False (let it pass)")
    card = game.jump_card
    assert card is not None
    if answer:
        game.jump_card = None
        game._jumpers = []
        seat = game.turn
        if game._events is not None:
            game._events.append(ev.JumpedIn(seat))
        game.turns += 1
        game.question = MOVE
        game._start_play(seat, card)
    elif game._jumpers:
        game.turn = game._jumpers.pop(0)
    else:
        game.jump_card = None
        game.turn = game._resume
        game.question = MOVE


# ----------------------------------------------------------------- what the players read


# ----------------------------------------------------------------- what the computers do


# ----------------------------------------------------------------- what simulate counts
