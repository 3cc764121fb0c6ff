"""Hints: what the ``hard`` computer player would answer in a human's seat.

``H`` at a human's prompt asks the search of :class:`~uno_classic.search.HardStrategy` for
its answer to the question that human is asked, from that human's seat view, which knows
only what that human knows (its own hand, the pile, the counts, the cards it has seen:
every unseen card is dealt again in each sample). The search draws on a random stream of
its own, made for the hint's seed, game, hand, turn and question, and never on the game's:
asking for a hint changes nothing in the game, and the same hint comes for the same
question whenever it is asked.
"""

from __future__ import annotations

from typing import Final

from .game import Game
from .questions import Answer
from .randomness import Purpose, derive
from .search import HardStrategy
from .strategies import advised_answer

ADVISER: Final = HardStrategy()
"""The level a hint asks: the strongest, at its own fixed amount of search."""


def hinted_answer(game: Game) -> Answer:
    """``hard``'s answer to the game's question for the seat it is asked of (the human's
    turn, or its CHALLENGE or JUMP IN), on the hint's own random stream."""
    rng = derive(
        game.seed, game.game_number, game.hand_number, Purpose.HINT, game.turns, game.question.name
    )
    return advised_answer(game, ADVISER, rng)
