"""Computer-only play at full speed: many seeded games (or single hands), no screen.

Game ``i`` of a run (counting from 1) is game number ``i`` of the session seeded with
``seed``, so a simulation and an interactive session with the same seed deal the same hands.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass, field

from .game import DEAL, TAKE, Game, Question, Rules
from .strategies import Strategy, computer_answer

_MOVE = Question.MOVE
_CHALLENGE = Question.CHALLENGE
_NEXT_HAND = Question.NEXT_HAND
_GAME_OVER = Question.GAME_OVER


@dataclass(frozen=True, slots=True)
class Outcome:
    """How one game (or single hand) ended."""

    winner: int | None
    """None for a single hand abandoned at the turn limit."""
    hands: int
    turns: int
    bluffs: int = 0
    """Draw Fours played as a bluff and open to a challenge (``--draw-four bluff``)."""
    challenges: int = 0
    """Draw Fours challenged."""
    caught: int = 0
    """Challenges that found a bluff."""


@dataclass(slots=True)
class Tally:
    """Running totals of a simulation."""

    players: int
    runs: int = 0
    abandoned: int = 0
    """Single hands abandoned at the turn limit (no winner)."""
    hands: int = 0
    turns: int = 0
    bluffs: int = 0
    challenges: int = 0
    caught: int = 0
    wins: list[int] = field(default_factory=list)

    def __post_init__(self) -> None:
        if not self.wins:
            self.wins = [0] * self.players

    def add(self, outcome: Outcome) -> None:
        """Count one finished game or hand."""
        self.runs += 1
        self.hands += outcome.hands
        self.turns += outcome.turns
        self.bluffs += outcome.bluffs
        self.challenges += outcome.challenges
        self.caught += outcome.caught
        if outcome.winner is None:
            self.abandoned += 1
        else:
            self.wins[outcome.winner] += 1


def play(
    rules: Rules,
    strategies: Sequence[Strategy],
    *,
    seed: int,
    game_number: int,
    single_hand: bool = False,
) -> Outcome:
    """Play one computer-only game to the target (or only its first hand)."""
    game = Game(rules, seed=seed, game_number=game_number, record_events=False)
    apply = game.apply
    choosers = [strategy.choose_play for strategy in strategies]
    views = [game.view(seat) for seat in range(rules.players)]
    turns = bluffs = challenges = caught = 0
    while True:
        question = game.question
        if question is _MOVE:
            # The move question is most of the work: answered here without the general
            # dispatch of computer_answer (which answers it the same way).
            seat = game.turn
            card = choosers[seat](views[seat], game.tiebreak)
            apply(TAKE if card is None else card)
        elif question is _NEXT_HAND:
            if game.hand_number and single_hand:
                break
            turns += game.turns
            apply(DEAL)
        elif question is _GAME_OVER:
            break
        elif question is _CHALLENGE:
            challenge = computer_answer(game, strategies[game.turn])
            bluffs += game.bluffing
            if challenge:
                challenges += 1
                caught += game.bluffing
            apply(challenge)
        else:
            apply(computer_answer(game, strategies[game.turn]))
    turns += game.turns
    winner = game.hand_winner if single_hand else game.winner
    assert winner is not None or single_hand
    return Outcome(winner, game.hand_number, turns, bluffs, challenges, caught)


def simulate(
    rules: Rules,
    strategies: Sequence[Strategy],
    *,
    runs: int,
    seed: int,
    single_hands: bool = False,
    progress: Callable[[int], None] | None = None,
) -> Tally:
    """Play ``runs`` games (or single hands), seat ``i`` using ``strategies[i]``."""
    if len(strategies) != rules.players:
        raise ValueError(f"{len(strategies)} strategies for {rules.players} seats")
    tally = Tally(rules.players)
    for game_number in range(1, runs + 1):
        tally.add(
            play(rules, strategies, seed=seed, game_number=game_number, single_hand=single_hands)
        )
        if progress is not None:
            progress(1)
    return tally
