"""Strategies of one's own: a class named on the command line (``--strategy MODULE:NAME``),
seated like a built-in level in the game and in ``simulate``.

A strategy from outside is checked at every answer: an answer that is not legal, or an
exception, stops the game with :class:`StrategyFailed`, naming the strategy and the
question, and is never played.
"""

from __future__ import annotations

from .questions import Question


class StrategyFailed(Exception):
    """A strategy seated with ``--strategy MODULE:NAME`` raised an exception, or answered
    what it may not, at ``question``. The game stops; nothing of the answer is played.
    ``why`` says what happened, in a few words; the traceback (when there is one) is the
    exception's ``__cause__``."""

    def __init__(self, strategy: str, question: Question, why: str) -> None:
        super().__init__(f"strategy {strategy} failed at {question.name}: {why}")
        self.strategy = strategy
        self.question = question
        self.why = why

    def line(self) -> str:
        """The one line the game stops with, in the game's upper case but for the
        strategy's own name (a module and a class name are case-sensitive)."""
        return f"THE STRATEGY {self.strategy} FAILED AT {self.question.name}: {self.why.upper()}"
