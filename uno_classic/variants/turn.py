"""The order in which the rules join a turn: the one place that says how they combine.

A :class:`~uno_classic.game.Game` asks :func:`steps` once, when it is made, for the rule
steps its rules need at each named point of a turn, and calls them there; a point left
``None`` is the classic rule, played by the game's own core, which then pays nothing for
rules not in force. The points, and the order of the rules at each:

=============================  ===========================================================
point of the turn              what happens, in this order
=============================  ===========================================================
a card is played               (a wild that is not the last card asks its color first:
                               nothing else joins until it is named)
                               1. 7-0: a 7 asks whom to swap with, a 0 passes the hands
                                  (neither when it is the last card); any other card is
                                  laid down as the rule texts say
                               2. jump-in: "after a card's whole effect", below
a Draw card hits the next      1. challenge: a Draw Four is asked CHALLENGE before
player                            anything else, so a bluffable Draw Four is never stacked
                               2. stacking: the penalty is pending, to pass on
                               3. otherwise the next player takes the cards and its turn
                               is lost (a Draw card that goes out: the cards are taken at
                               once, a whole stacked penalty too)
a Draw Four names its color    challenge: the bluff is judged on the hand as it is before
                               the card leaves it (a last Draw Four names none: never
                               challenged)
after a card's whole effect    jump-in: the window opens only at a MOVE (no question left,
                               e.g. no CHALLENGE), with no penalty pending, and never after
                               a wild; a 7's window opens once the hands are swapped and
                               its player's UNO check is made
hands change (a Swap Hands, a  the card is laid down, the hands change, then the UNO check
7, a 0, a rotating Custom      of the hand its player holds now (nobody else is checked),
Wild)                          then the next player; a wild's color is named before its
                               hand leaves
a player is down to one card   uno call: under ``--uno-call key`` a player who calls for
(the UNO check)                itself is judged by its call with this turn's play; everyone
                               else by the check's draw, made whatever the rule
a take on one's turn           take: play the card taken / keep it / take until playable
                               (with a penalty pending, stacking: take it all instead)
the first card                 first card: the starter (or the cut), the card turned and
                               what it does, who names a first wild's color
=============================  ===========================================================

The first four rows, the UNO check and the take are *bound*: :class:`TurnSteps` below,
composed once. The rest are called by the core directly, because only a rule in force can
reach them, so the classic game pays nothing for them unbound: a rule's own question is
answered by its home (``Game``'s table of answers: PLAY_TAKEN by take, CHALLENGE by
challenge, SWAP by party_cards or, for a 7, seven_zero, JUMP_IN by jump_in; a move with a
penalty pending by stacking; a play with UNO called by uno_call, once the question's own
answers are ruled out), a Swap Hands or Custom Wild is played by party_cards once its color
is named (the hands change), a Draw card that goes out takes stacking's penalty, and each
deal asks first_card for the starter and the first card.

Adding a point: a field of :class:`TurnSteps` (``None`` when no rule in force joins it),
its composition in :func:`_compose` in the order of the table, its row in the table, its
binding in ``Game.__init__`` and its call where the core reaches that point of the turn,
and what the step needs of the game in :class:`~uno_classic.variants.game_state.GameState`.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import NamedTuple

from ..cards import Card, Rank
from . import (
    DrawFour,
    Rules,
    Stacking,
    UnoCall,
    challenge,
    jump_in,
    seven_zero,
    stacking,
    take,
    uno_call,
)
from .game_state import GameState, Step


class TurnSteps(NamedTuple):
    """The rule steps a game binds once, at its named points (``None``: the classic rule,
    the game's own)."""

    card_played: Step | None
    """A card (not a wild asking its color) is played: ``step(game, seat, card)``."""
    draw_card_hits: Step | None
    """A Draw Two or Draw Four, not the last card, hits the next player."""
    after_card: Step | None
    """After a card's whole effect: composed into :attr:`card_played` here, and called
    by seven_zero itself once a 7's hands are swapped (its window opens then)."""
    judge_draw_four: Callable[[GameState, list[Card]], None] | None
    """A Draw Four names its color: ``step(game, hand it is played from)``."""
    take_for_turn: Callable[[GameState, int], None]
    """A take on one's turn (no penalty pending): ``step(game, seat)``."""
    judge_uno_call: Callable[[GameState, int, bool], bool] | None
    """A player is down to one card: ``step(game, seat, caught by the draw)`` says whether
    it is caught not saying UNO."""


def steps(rules: Rules) -> TurnSteps:
    """The steps the rules in force need, composed in the order the table above says.

    The steps of the last rules asked for are kept: a simulation makes a game a hand, all
    under the same rules, and composing them again would cost it more than a move."""
    for last, bound in _last_bound:
        if last is rules:
            return bound
    bound = _compose(rules)
    _last_bound[:] = [(rules, bound)]
    return bound


_last_bound: list[tuple[Rules, TurnSteps]] = []
"""The last rules asked for and their steps (kept alive here, so never mistaken for
another value made at the same address)."""


def _compose(rules: Rules) -> TurnSteps:
    after = jump_in.after_card if rules.jump_in else None
    return TurnSteps(
        card_played=_card_played(rules, after),
        draw_card_hits=_draw_card_hits(rules),
        after_card=after,
        judge_draw_four=(challenge.judge_draw_four if rules.draw_four is DrawFour.BLUFF else None),
        take_for_turn=take.TAKES_FOR_TURN[rules.take],
        judge_uno_call=uno_call.judge_call if rules.uno_call is UnoCall.KEY else None,
    )


def _card_played(rules: Rules, after: Step | None) -> Step | None:
    play: Step = seven_zero.play_card if rules.seven_zero else _as_the_rule_texts_say
    if after is None:
        return play if rules.seven_zero else None

    def then_after(game: GameState, seat: int, card: Card) -> None:
        play(game, seat, card)
        after(game, seat, card)

    return then_after


def _as_the_rule_texts_say(game: GameState, seat: int, card: Card) -> None:
    game._play(seat, card, None)


def _draw_card_hits(rules: Rules) -> Step | None:
    hits = stacking.pass_penalty_on if rules.stacking is not Stacking.OFF else None
    if rules.draw_four is not DrawFour.BLUFF:
        return hits

    def challenge_first(game: GameState, seat: int, card: Card) -> None:
        if card.rank is Rank.WILD_DRAW_FOUR:
            challenge.ask_challenge(game, seat)
        elif hits is None:
            game._take_the_draw(seat, card)
        else:
            hits(game, seat, card)

    return challenge_first
