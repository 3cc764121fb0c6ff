"""What the game waits for, and the answers it takes: the words every player, rule and
screen shares (a rule module asks its question without knowing the game that holds it).
"""

from __future__ import annotations

import enum
from typing import Final

from .cards import Card, Color
from .rules import Refusal


class Question(enum.Enum):
    """What the game is waiting for."""

    MOVE = "play a card or take one"
    """Answer with a :class:`Card` from the hand, or :data:`TAKE`."""
    COLOR = "name the color"
    """Answer with a :class:`Color` (after a wild, or for a first Wild)."""
    PLAY_TAKEN = "play the taken card?"
    """Answer ``True`` to play the card just taken, ``False`` to keep it."""
    CHALLENGE = "challenge the Draw Four?"
    """Answer ``True`` to challenge the Draw Four just played on you, ``False`` to take
    the four cards (``--draw-four bluff``)."""
    SWAP = "swap hands with whom?"
    """Answer with the seat (an ``int``) to swap hands with, or :data:`KEEP` (a Swap Hands
    being played, whose color is asked next; or a 7 under ``--seven-zero``, which names
    none)."""
    JUMP_IN = "jump in?"
    """Answer ``True`` to play :attr:`Game.jump_card`, identical to the card just played,
    out of turn, or ``False`` to let it pass (``--jump-in``)."""
    NEXT_HAND = "deal the next hand"
    """Answer :data:`DEAL`. Asked before the first hand too."""
    GAME_OVER = "the game is over"
    """No answer is accepted."""

    # The game finds how to answer a question in a table keyed by it, at every answer: an
    # enum's own hash runs in Python (a member's name hashed each time), the object's in C.
    # Members are singletons compared by identity, so the hash only has to be stable.
    __hash__ = object.__hash__


class Command(enum.Enum):
    """Answers that are neither a card, a color nor yes/no."""

    TAKE = "take a card"
    DEAL = "deal"
    KEEP = "keep one's hand"


# Enum members read through their class cost a metaclass look-up each time; the hot path
# (the game and the rule steps) reads these module-level names instead.
MOVE: Final = Question.MOVE
COLOR: Final = Question.COLOR
PLAY_TAKEN: Final = Question.PLAY_TAKEN
CHALLENGE: Final = Question.CHALLENGE
SWAP: Final = Question.SWAP
JUMP_IN: Final = Question.JUMP_IN
NEXT_HAND: Final = Question.NEXT_HAND
GAME_OVER: Final = Question.GAME_OVER

TAKE: Final = Command.TAKE
DEAL: Final = Command.DEAL
KEEP: Final = Command.KEEP


class Called:
    """An answer that plays a card, with UNO called (``--uno-call key``): ``Called(card)``
    at MOVE, ``Called(True)`` at PLAY_TAKEN or JUMP_IN. The humans call UNO themselves
    under that rule, and are caught when they play down to one card without it."""

    __slots__ = ("answer",)

    def __init__(self, answer: Card | bool) -> None:
        self.answer: Final = answer

    def __repr__(self) -> str:
        return f"Called({self.answer!r})"

    def __eq__(self, other: object) -> bool:
        return type(other) is Called and other.answer == self.answer

    def __hash__(self) -> int:
        return hash((Called, self.answer))


Answer = Card | Color | bool | int | Command | Called


class IllegalAnswer(ValueError):
    """The answer is not one of the current question's legal answers.

    ``refusal`` says why, when the answer was a card that may not be played.
    """

    def __init__(self, message: str, refusal: Refusal | None = None) -> None:
        super().__init__(message)
        self.refusal = refusal
