"""What a rule's engine steps may read and change of a game in play.

The rule modules (challenge, stacking, party cards, 7-0, jump-in, take, first card) are
written against this description rather than against :class:`~uno_classic.game.Game`, so
that none of them imports the game: the game satisfies it, and so could a test's stand-in.

The names with an underscore are the shared core's steps (take cards, skip, lay a card
down, swap hands, the UNO check...) and its bookkeeping: they are for the rules, not for
players or screens, which answer through ``Game.apply`` and read the public attributes.
"""

from __future__ import annotations

import random
from collections.abc import Callable
from typing import Protocol

from .. import events as ev
from ..cards import Card, Color
from ..questions import Answer, Question
from ..randomness import Purpose
from ..rules import Restriction
from . import Rules

Step = Callable[["GameState", int, Card], None]
"""A rule's step at a named point of a turn: ``step(game, seat, card)``, ``seat`` having
just played ``card`` (see :mod:`uno_classic.variants.turn`)."""


class GameState(Protocol):
    """A game in play, as the rule modules see it (see the module's docstring)."""

    @property
    def rules(self) -> Rules: ...
    @property
    def players(self) -> int: ...
    @property
    def seed(self) -> int: ...
    @property
    def game_number(self) -> int: ...
    @property
    def deck(self) -> tuple[Card, ...]: ...
    @property
    def restriction(self) -> Restriction: ...
    @property
    def _after_card(self) -> Step | None: ...

    question: Question
    turn: int
    turns: int
    direction: int
    hands: list[list[Card]]
    stock: list[Card]
    discard_pile: list[Card]
    current_color: Color | None
    starter: int
    dealer: int
    hand_number: int
    last_winner: int | None
    taken: Card | None
    pending: int
    passes: int
    penalties: tuple[int, int, int, int]
    bluffing: bool
    challenged: ev.Challenged | None
    hand_after_draw_four: tuple[Card, ...]
    jump_card: Card | None
    swap_with: int | None
    hand_leaving: bool
    known: list[list[list[Card]]] | None
    callers: frozenset[int]
    calling: bool
    called_turn: int
    _held_card: Card | None
    _jumpers: list[int]
    _resume: int
    _events: list[ev.Event] | None

    def stream(self, purpose: Purpose) -> random.Random:
        """The random stream for ``purpose`` in the current hand."""
        ...

    def _answer(self, answer: Answer) -> None: ...
    def _other_answer(self, answer: Answer, expected: str) -> None: ...
    def _take(self, seat: int, count: int) -> list[Card]: ...
    def _draw(self) -> Card | None: ...
    def _playable(self, seat: int, card: Card) -> bool: ...
    def _skip(self, seat: int) -> None: ...
    def _take_the_draw(self, seat: int, card: Card) -> None: ...
    def _pass_turn(self, seat: int) -> None: ...
    def _start_play(self, seat: int, card: Card) -> None: ...
    def _play(self, seat: int, card: Card, color: Color | None = None) -> None: ...
    def _ask_color(self, wild: Card) -> None: ...
    def _lay_down(self, seat: int, card: Card) -> None: ...
    def _swap_hands(self, seat: int, other: int) -> None: ...
    def _pass_hands(self) -> None: ...
    def _after_hands_change(self, seat: int) -> None: ...
    def _set_pending(self, seat: int, count: int) -> None: ...
    def _knowledge(self) -> list[list[list[Card]]]: ...
    def _forget(self, seat: int, card: Card) -> None: ...
