"""The jump-in house rule (``--jump-in``): a player holding a card identical to the one just
played may play it out of turn.

Everything about this rule lives here: its engine steps, its questions and answers, its
screen lines and help, its rulebook paragraph, what the computer players do about it and
the figures ``simulate`` counts.
"""

from __future__ import annotations

import random
from collections.abc import Callable
from typing import Final, Protocol

from .. import events as ev
from ..cards import Card
from ..questions import JUMP_IN, MOVE, Answer
from ..randomness import Purpose
from ..view import TableView
from . import Rules, uno_call
from .figures import RuleFigures
from .game_state import GameState
from .prose import KeyRow

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
        game._other_answer(answer, "True (jump in) or False (let it pass)")
        return
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

QUESTION: Final = JUMP_IN
"""The question this rule asks out of turn, at the table: of a player holding a card
identical to the one just played, who sees the table and its hand first (it is not its
turn)."""

EXPLANATION: Final = (
    "Y: PLAY YOUR IDENTICAL CARD NOW, OUT OF TURN; ITS EFFECT IS YOURS, AND PLAY",
    "GOES ON FROM YOU. N: LET IT PASS.",
)
"""What ``?`` explains at the jump-in prompt."""


def prompt(game: GameState, name: Callable[[int], str]) -> str:
    """``JUMP IN WITH RED 5 (Y/N)? ``: naming the card, since the player asked may hold
    several of its color; ``(Y/N/U)`` when the humans call UNO themselves, as it plays a
    card. (No player is named: ``name`` is there because every question asked out of turn
    is put the same way.)"""
    card = game.jump_card
    assert card is not None
    return f"JUMP IN WITH {card.name} {uno_call.choices(game.rules)}? "


def reminder(game: GameState) -> str:
    """What a game resumed between a jump-in with a 7 and its swap reminds the player of.
    The 7 stays in its hand until whom to swap with is answered: the one on the pile, which
    it jumped in on, is identical."""
    return f"YOU JUMPED IN WITH {game.discard_pile[-1].name}"


def event_lines(event: ev.Event, name: Callable[[int], str]) -> list[str] | None:
    """The public line of a jump-in (None for another event)."""
    if isinstance(event, ev.JumpedIn):
        return [f"{name(event.seat)} JUMPS IN"]
    return None


def event_object(event: ev.Event, name: Callable[[int], str]) -> dict[str, object] | None:
    """A jump-in as machine play reports it (``--protocol json``; None for another
    event): its play follows."""
    if isinstance(event, ev.JumpedIn):
        return {"event": "jump_in", "player": name(event.seat)}
    return None


def help_lines(rules: Rules) -> list[str]:
    """The help's lines on jump-in (none when it is off)."""
    if not rules.jump_in:
        return []
    return [
        "JUMP-IN: WHEN A COLORED CARD IS PLAYED, A PLAYER HOLDING AN IDENTICAL CARD MAY",
        "PLAY IT AT ONCE (NOT ITS PLAYER, NOR THE ONE WHOSE TURN IS NEXT); PLAY GOES ON",
        "FROM THE JUMPER.",
    ]


def is_on(rules: Rules) -> bool:
    """Whether this house rule is played (the rulebook tells of the house rules off
    together)."""
    return rules.jump_in


HOUSE_RULE_BRIEF: Final = (
    "--jump-in (a card identical to the one just played may be played at once, out of turn)"
)
"""The house rule in a phrase, for the rulebook's list of the house rules none is on of."""


def house_rule_text(rules: Rules) -> str:
    """The rulebook's words on jump-in, on or off (unfilled: the rulebook lays it out)."""
    if not rules.jump_in:
        return "Jump-in is off: nobody plays out of turn (--jump-in)."
    return (
        "Jump-in (--jump-in): when a colored card has been played and has had all its "
        "effect, a player holding an identical card (same color, same number or "
        "symbol) may play it at once, out of turn: JUMP IN WITH <CARD> asks you. "
        "Neither the player who played the card nor the one whose turn comes next may "
        "jump in; the others are asked in the direction of play, starting after the "
        "one who played, and the first who says yes plays. That is a turn of its own: "
        "its card acts from the jumper's seat (a Skip skips the player after the "
        "jumper, a Draw Two hits it), the UNO check is the jumper's, it may go out, "
        "and play goes on after the jumper, as after any play. Its card may be jumped "
        "on in turn. There is no jump-in on a first card, on a wild, or once the hand "
        "is over, and none on a Draw Two that leaves a penalty pending (--stacking), "
        "even once that penalty is taken."
    )


def key_rows(rules: Rules) -> list[KeyRow]:
    """The jump-in prompt in the rulebook's list of prompts (when it is on)."""
    if not rules.jump_in:
        return []
    return [
        (
            f"JUMP IN WITH <CARD> {uno_call.choices(rules)}?",
            (
                "with --jump-in, when you hold a card",
                "identical to the one just played: Y",
                "plays it out of turn, N lets it pass",
            ),
        )
    ]


# ----------------------------------------------------------------- what the computers do


def normal_jumps_in(view: TableView, card: Card) -> bool:
    """``normal`` always jumps in: a card is shed, and the players in between lose their
    turn. (Every deck has one 0 of each color, so no jump-in is ever made with a 0, whose
    passing of the hands ``normal`` would otherwise weigh.)"""
    return True


def easy_jumps_in(rng: random.Random) -> bool:
    """``easy`` jumps in half of the time, by a coin toss."""
    return rng.random() < 0.5


class Jumper(Protocol):
    """What a computer player needs at the jump-in question (see
    :class:`~uno_classic.strategies.Strategy`)."""

    def jump_in(self, view: TableView, card: Card, rng: random.Random) -> bool:
        """Whether to play ``card``, identical to the one just played, out of turn."""
        ...


def computer_answer(
    game: GameState, strategy: Jumper, view: TableView, rng: random.Random | None = None
) -> Answer:
    """A computer player's answer to the jump-in question: its strategy's, with a random
    stream of the jump-in's own, so that a coin tossed here never moves another choice.
    Given ``rng`` (a hint's search), the choice comes from it instead."""
    card = game.jump_card
    assert card is not None
    return strategy.jump_in(view, card, game.stream(Purpose.JUMP_IN) if rng is None else rng)


COMPUTER_ANSWERS: Final = {JUMP_IN: computer_answer}
"""How a computer player answers this rule's question."""


# ----------------------------------------------------------------- what simulate counts


def counted_under(rules: Rules) -> bool:
    """Whether ``simulate`` counts and reports these figures: under ``--jump-in``."""
    return rules.jump_in


def count_answer(game: object, jumped: object, figures: dict[str, int]) -> None:
    """Count an answer to whether to jump in."""
    figures["jump_offers"] += 1
    figures["jumps"] += jumped is True


def figures_line(figures: dict[str, int]) -> str:
    """The report's line."""
    offers, jumps = figures["jump_offers"], figures["jumps"]
    rate = f"{jumps / offers:.1%}" if offers else "none"
    return f"jump-ins offered: {offers}; jumped in: {jumps} ({rate})"


FIGURES: Final = RuleFigures(
    # Times a player holding an identical card was asked whether to jump in; jump-ins made.
    names=("jump_offers", "jumps"),
    counted_under=counted_under,
    asked=JUMP_IN,
    count_answer=count_answer,
    line=figures_line,
    help="with --jump-in, the jump-ins offered and made",
)
"""What ``simulate`` counts of this rule, and at which question."""
