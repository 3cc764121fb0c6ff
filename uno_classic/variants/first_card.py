"""How a hand starts: who starts and deals (``--starter``, with the cut), what the first card
turned up does (``--first-card``) and who names a first wild's color (``--first-wild``).

Everything about this rule lives here: its engine steps, its questions and answers, its
screen lines and help, its rulebook paragraph, what the computer players do about it and
the figures ``simulate`` counts.
"""

from __future__ import annotations

import random

from .. import events as ev
from ..cards import Card, Color, Rank
from ..questions import COLOR, MOVE
from ..randomness import Purpose, derive, shuffled
from ..view import CLOCKWISE
from . import FirstCard, FirstWild, Starter
from .game_state import GameState

# ----------------------------------------------------------------- engine steps


def starter(game: GameState, picked: int) -> int:
    """Who starts this hand under ``--starter`` (``picked`` is the random choice)."""
    rule = game.rules.starter
    if rule is Starter.RANDOM:
        return picked
    if rule is Starter.WINNER:
        winner = game.last_winner
        return picked if game.hand_number == 1 or winner is None else winner
    # The cut chooses the first dealer; then the deal passes on to the next seat.
    dealer = cut(game) if game.hand_number == 1 else (game.dealer + 1) % game.players
    return (dealer + 1) % game.players


def cut(game: GameState) -> int:
    """Every player turns a card from a shuffled deck of its own; numbers count their
    value, other cards 0, and the players tied for highest cut again. The dealer."""
    rng = derive(game.seed, game.game_number, 0, Purpose.CUT)
    deck: list[Card] = []
    cutting = list(range(game.players))
    events = game._events
    while True:
        values = {}
        for seat in cutting:
            if not deck:
                deck = shuffled(game.deck, rng)
            card = deck.pop()
            values[seat] = card.rank.value if card.rank.is_number else 0
            if events is not None:
                events.append(ev.Cut(seat, card))
        best = max(values.values())
        cutting = [seat for seat in cutting if values[seat] == best]
        if len(cutting) == 1:
            if events is not None:
                events.append(ev.DealerChosen(cutting[0]))
            return cutting[0]


def turn_first_card(game: GameState, rng: random.Random) -> None:
    """The first card is turned up from the stock and acts, as the first card rule says.

    Under ``--first-card number`` the cards turned before a number stay under it, without
    effect; otherwise a card that cannot start a hand goes back into the stock, shuffled
    with ``rng``, and another is turned."""
    events = game._events
    stock = game.stock
    rule = game.rules.first_card
    while True:
        first = stock.pop()
        game.discard_pile.append(first)
        if events is not None:
            events.append(ev.FirstCardTurned(first))
        if rule is FirstCard.NUMBER:
            if first.rank.is_number:
                break
            continue  # it stays on the pile, without effect; turn another
        if first.rank is not Rank.WILD_DRAW_FOUR and not (
            rule is FirstCard.NO_WILDS and first.is_wild
        ):
            break
        # This card cannot start a hand: back into the stock, shuffle, turn again.
        stock.append(game.discard_pile.pop())
        game.stock = stock = shuffled(stock, rng)
        if events is not None:
            events.append(ev.FirstCardReturned(first))
    game.current_color = first.color
    game.question = MOVE
    if rule is FirstCard.NUMBER:
        game.turn = game.starter
    else:
        _first_card_acts(game, first)


def _first_card_acts(game: GameState, first: Card) -> None:
    """The first card acts as if the dealer had played it, so it hits the starter."""
    starter = game.starter
    rank = first.rank
    if rank is Rank.SKIP:
        game._skip(starter)
    elif rank is Rank.DRAW_TWO:
        game._take(starter, 2)
        game._skip(starter)
    elif rank is Rank.REVERSE:
        # The dealer plays first, against the new direction. With two players that is
        # the Reverse acting as a Skip on the starter.
        game.direction = -game.direction
        if game.players == 2:
            game._skip(starter)
        game.turn = game.dealer
        if game._events is not None:
            game._events.append(ev.DirectionReversed(game.direction == CLOCKWISE))
    elif first.is_wild:  # a Wild, or a Swap Hands or Custom Wild acting as one
        dealer_names = game.rules.first_wild is FirstWild.DEALER
        game.turn = game.dealer if dealer_names else starter
        game.question = COLOR
    else:
        game.turn = starter


def name_first_color(game: GameState, color: Color) -> None:
    """The first card of the hand was a Wild: its color is named (by the dealer or the
    starter, as the rules say), then the starter plays."""
    game.current_color = color
    if game._events is not None:
        game._events.append(ev.ColorChosen(game.turn, color))
    game.turn = game.starter
    game.question = MOVE


# ----------------------------------------------------------------- what the players read


# ----------------------------------------------------------------- what the computers do


# ----------------------------------------------------------------- what simulate counts
