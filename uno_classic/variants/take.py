"""What taking a card on one's turn does (``--take play|keep|until-playable``).

Everything about this rule lives here: its engine steps, its questions and answers, its
screen lines and help, its rulebook paragraph, what the computer players do about it and
the figures ``simulate`` counts.
"""

from __future__ import annotations

import random
from collections.abc import Callable
from typing import Final

from .. import events as ev
from ..cards import WILD_DRAW_FOUR, Card, match_key
from ..questions import PLAY_TAKEN, Answer
from ..view import TableView
from . import Rules, Take, uno_call
from .game_state import GameState
from .prose import KeyRow, paragraph

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
        game._other_answer(answer, "True (play) or False (keep)")
        return
    taken = game.taken
    assert taken is not None
    game.taken = None
    if not answer:
        game._pass_turn(game.turn)
    else:
        game._start_play(game.turn, taken)


# ----------------------------------------------------------------- what the players read

EXPLANATION: Final = (
    "Y: PLAY THE CARD YOU JUST TOOK. N: KEEP IT, AND YOUR TURN ENDS.",
    "NO OTHER CARD MAY BE PLAYED THIS TURN.",
)
"""What ``?`` explains at the PLAY IT prompt."""


def play_it_prompt(taken: Card, rules: Rules) -> str:
    """``YOU TOOK RED 5. PLAY IT (Y/N)? ``: a taken card that can be played is offered
    (``(Y/N/U)`` when the humans call UNO themselves: it plays a card)."""
    return f"YOU TOOK {taken.name}. PLAY IT {uno_call.choices(rules)}? "


_HELP_LINES: Final = {
    Take.PLAY: "TAKING IS ALWAYS ALLOWED; A PLAYABLE TAKEN CARD MAY BE PLAYED AT ONCE.",
    Take.KEEP: "TAKING IS ALWAYS ALLOWED; THE TAKEN CARD IS KEPT AND THE TURN PASSES.",
    Take.UNTIL_PLAYABLE: "T TAKES CARDS UNTIL ONE CAN BE PLAYED, WHICH MAY BE PLAYED AT ONCE.",
}


def help_lines(rules: Rules) -> list[str]:
    """The help's line on what a take allows."""
    return [_HELP_LINES[rules.take]]


def rulebook_paragraph(rules: Rules) -> str:
    """What a take allows, under --take."""
    if rules.take is Take.KEEP:
        return paragraph(
            "Or take one card from the stock: that is always allowed, with no penalty, and "
            "the card is kept: the turn passes (--take keep)."
        )
    if rules.take is Take.UNTIL_PLAYABLE:
        return paragraph(
            "Or take cards from the stock, one at a time, until one can be played: that card "
            "you may play at once (--take until-playable). If no card is left anywhere "
            "first, the turn passes."
        )
    return paragraph(
        "Or take one card from the stock: that is always allowed, with no penalty. If the "
        "card you took can be played you may play it at once, but no other card that turn "
        "(--take play)."
    )


def key_rows(rules: Rules) -> list[KeyRow]:
    """The PLAY IT prompt in the rulebook's list of prompts (listed under every rule)."""
    return [
        (
            f"YOU TOOK <CARD>. PLAY IT {uno_call.choices(rules)}?",
            ("asked when the card can be played",),
        )
    ]


LONGER_HANDS: Final = "--take until-playable"
"""The take that makes hands longest (about 150 turns, against 55), which the rulebook
names where it says how few hands reach the turn limit."""


# ----------------------------------------------------------------- what the computers do


def computer_plays_taken(view: TableView, card: Card, rng: random.Random) -> bool:
    """``normal`` and ``easy`` always play a playable card just taken: it is a legal play,
    and they take only when nothing else fits (under ``--take keep`` they are not asked)."""
    return True


# ----------------------------------------------------------------- what simulate counts
