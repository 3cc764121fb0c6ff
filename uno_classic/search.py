"""The hard computer player: it tries each move on sampled deals and keeps the best.

:class:`HardStrategy` is determinized Monte Carlo search ("perfect-information Monte Carlo").
For a decision with more than one answer it makes a fixed number of samples of the game as
its seat might believe it to be (:meth:`~uno_classic.game.SeatView.sample`: its own hand, the
pile, every count and every card it has seen stay; the cards it cannot see are dealt again
at random, to fit what the table has read of each hand: :mod:`~uno_classic.inference`),
and in each sample it plays every answer, then plays the hand on with ``normal`` in every
seat for :data:`HORIZON` turns and judges it (won, lost, or its chance by the card
counts). It plays ``normal``'s answer unless another did clearly better on the same samples.

Why this and not information-set MCTS: UNO's hidden information is mostly *which* cards the
others hold, its decisions are few per turn (a handful of distinct plays), and a hand is
short, so flat sampling with one playout per answer per deal spends all of its budget where
it pays; a tree would spend it on opponents' decisions that ``normal`` already models well.
Every answer is played on the same samples with the same random streams (common random
numbers), so two answers are compared on the same luck and a small budget separates them.

Honesty: a sample is made from the live view of the seat, which re-deals every unseen card
from the search's own generator and gives the copy random streams of its own, so no future
shuffle, deal or UNO check of the real game is known to it, and where the unseen cards
really are cannot change its choice (tests/test_hard.py checks this directly). The search's
generator is seeded from the seat's tie-break stream, so the player is deterministic for a
seed, and the amount of search is fixed (never a clock): the same in a terminal, a pipe and
``simulate``.
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from typing import Final, Protocol, TypeVar

from .cards import Card, Color
from .game import Game
from .questions import KEEP, TAKE, Answer, Question
from .strategies import NormalStrategy, computer_answer, playable
from .view import TableView

PLAYOUTS: Final = 480
"""Hands played out per decision, shared among its answers (the fixed amount of search)."""
MIN_DEALS: Final = 48
"""Samples per answer at the least, however many answers there are."""
HORIZON: Final = 12
"""Turns a playout runs before the hand is judged by the card counts."""
EXPONENT: Final = 2.0
"""A player's chance of winning the hand, judged by the counts, goes as 1 / count ** this."""
SWITCH_Z: Final = 0.5
"""How clearly (in standard errors of the mean difference, sample by sample) another answer
must beat ``normal``'s choice on the same samples to be played instead."""

A = TypeVar("A", bound=Answer)
T = TypeVar("T")

_NEXT_HAND: Final = Question.NEXT_HAND
_GAME_OVER: Final = Question.GAME_OVER
_MOVE: Final = Question.MOVE


class SearchableView(TableView, Protocol):
    """A view that can also sample the game as its seat might believe it to be."""

    @property
    def seat(self) -> int:
        """The seat this view is of."""
        ...

    def sample(self, rng: random.Random, *, read: bool = True) -> Game:
        """A copy of the game with the unseen cards re-dealt from ``rng`` (honouring what
        the seat has inferred of each hand, when ``read`` and the game keeps a reading)."""
        ...


class HardStrategy:
    """``hard``: plays every answer out on sampled deals, and plays ``normal``'s answer
    unless another clearly did better.

    It searches its moves, the color it names, whether to play a taken card, whom to swap
    hands with and whether to jump in. It needs a seat's view of a
    :class:`~uno_classic.game.Game` to search (seated in this game, or in a game built with
    :meth:`~uno_classic.game.Game.at_position` from another simulator's state); given a
    plain :class:`~uno_classic.view.Snapshot` it answers as ``normal`` does. A Draw Four
    challenge it decides as ``normal`` does (whether the card was a bluff depends on a hand
    it has not seen, which a sample cannot honestly re-deal).
    """

    name = "hard"

    def __init__(
        self,
        playouts: int = PLAYOUTS,
        min_deals: int = MIN_DEALS,
        horizon: int = HORIZON,
        switch_z: float = SWITCH_Z,
    ) -> None:
        self.playouts = playouts
        self.min_deals = min_deals
        self.horizon = horizon
        self.switch_z = switch_z
        self._normal = NormalStrategy()

    def choose_play(self, view: TableView, rng: random.Random) -> Card | None:
        """The legal card the search prefers (see :meth:`_best`); ``None`` (take) when
        none."""
        plays = list(dict.fromkeys(playable(view)))
        if len(plays) <= 1:
            return plays[0] if plays else None
        preferred = self._normal.choose_play(view, rng)
        return self._best(view, _preferred_first(plays, preferred), rng)

    def choose_color(self, view: TableView, rng: random.Random) -> Color:
        """The color the search prefers."""
        preferred = self._normal.choose_color(view, rng)
        return self._best(view, _preferred_first(list(view.colors), preferred), rng)

    def play_taken(self, view: TableView, card: Card, rng: random.Random) -> bool:
        """Play the taken card or keep it, as the search prefers."""
        return self._best(view, [True, False], rng)

    def challenge(self, view: TableView, rng: random.Random) -> bool:
        """As ``normal`` (see the class)."""
        return self._normal.challenge(view, rng)

    def choose_swap(self, view: TableView, rng: random.Random) -> int | None:
        """The player to swap hands with (or none), as the search prefers."""
        positions: list[int | None] = [*range(len(view.others)), None]
        preferred = self._normal.choose_swap(view, rng)
        ordered = _preferred_first(positions, preferred)
        source = _searchable(view)
        if source is None:
            return preferred
        seat, players, step = source.seat, len(view.others) + 1, view.direction
        answers: list[Answer] = [
            KEEP if p is None else (seat + (p + 1) * step) % players for p in ordered
        ]
        best = self._best(view, answers, rng)
        return None if best is KEEP else ordered[answers.index(best)]

    def jump_in(self, view: TableView, card: Card, rng: random.Random) -> bool:
        """Jump in or not, as the search prefers."""
        return self._best(view, [True, False], rng)

    def _best(self, view: TableView, answers: Sequence[A], rng: random.Random) -> A:
        """Of ``answers`` to the question the view's seat is asked (``normal``'s choice
        first), the one to play: another answer only when, on the same samples, it did
        clearly better than ``normal``'s (by :data:`SWITCH_Z` standard errors of the mean
        difference); otherwise ``normal``'s. Small differences are noise at this budget,
        and ``normal``'s choice has an edge of its own that a noisy pick would throw away."""
        source = _searchable(view)
        if source is None:
            return answers[0]
        # Seeded from the tie-break stream without drawing from it: where hard agrees with
        # normal, the game goes on exactly as it would have with normal in its seat. (The
        # state's tuple of ints hashes the same in every run; the whole state holds None,
        # whose hash is an address before Python 3.12.)
        search = random.Random(hash(rng.getstate()[1]))
        deals = max(self.min_deals, self.playouts // len(answers))
        values: list[list[float]] = [[] for _ in answers]
        playout = self._playout
        sample_of = self._sample
        for _ in range(deals):
            sample = sample_of(source, search)
            seat = sample.turn
            streams = search.getrandbits(64)
            for i, answer in enumerate(answers):
                game = sample.copy(streams)
                game.apply(answer)
                values[i].append(playout(game, seat))
        base = values[0]
        best, best_z = 0, self.switch_z
        for i in range(1, len(answers)):
            diffs = [v - b for v, b in zip(values[i], base, strict=True)]
            mean = sum(diffs) / deals
            if mean <= 0:
                continue
            variance = sum((d - mean) ** 2 for d in diffs) / (deals - 1)
            z = mean / (variance / deals) ** 0.5 if variance else float("inf")
            if z > best_z:
                best, best_z = i, z
        return answers[best]

    def _sample(self, source: SearchableView, rng: random.Random) -> Game:
        """One sample of the game as the seat might believe it to be (the benchmarks
        measure others: what the search would gain by reading less, or by peeking)."""
        return source.sample(rng)

    def _playout(self, game: Game, seat: int) -> float:
        """Play on with ``normal`` everywhere for :attr:`horizon` turns or to the hand's
        end: 1 if ``seat`` won, 0 if another did, else its chance by the card counts."""
        normal = self._normal
        choose = normal.choose_play
        views = [game.view(s) for s in range(game.players)]
        apply = game.apply
        stop = game.turns + self.horizon
        while game.turns < stop:
            question = game.question
            if question is _MOVE:
                turn = game.turn
                card = choose(views[turn], game.tiebreak)
                apply(TAKE if card is None else card)
            elif question is _NEXT_HAND or question is _GAME_OVER:
                break
            else:
                apply(computer_answer(game, normal))
        if game.question is _NEXT_HAND or game.question is _GAME_OVER:
            return 1.0 if game.hand_winner == seat else 0.0
        weights = [1.0 / len(hand) ** EXPONENT for hand in game.hands]
        share: float = weights[seat] / sum(weights)
        return share


def _preferred_first(answers: list[T], preferred: object) -> list[T]:
    """``answers`` with ``preferred`` (if among them) moved to the front: ties go to it."""
    if preferred in answers:
        i = answers.index(preferred)
        answers.insert(0, answers.pop(i))
    return answers


def _searchable(view: TableView) -> SearchableView | None:
    """The view, if it can sample the game it is of (a seat's view of a
    :class:`~uno_classic.game.Game`); ``None`` for a plain
    :class:`~uno_classic.view.Snapshot`, which holds too little to rebuild a game from."""
    return view if hasattr(view, "sample") else None  # type: ignore[return-value]
