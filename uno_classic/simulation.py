"""Computer-only play at full speed: many seeded games (or single hands), no screen.

Game ``i`` of a run (counting from 1) is game number ``i`` of the session seeded with
``seed``, so a simulation and an interactive session with the same seed deal the same hands.
"""

from __future__ import annotations

import contextlib
import multiprocessing
import multiprocessing.pool
import os
import signal
import sys
import threading
from collections.abc import Callable, Iterator, Sequence
from dataclasses import dataclass, field, fields
from typing import Final, NamedTuple

from . import levels
from .cards import SWAP_HANDS
from .game import DEAL, KEEP, TAKE, Game, Question, Rules
from .strategies import Strategy, computer_answer
from .variants import Stacking

_MOVE = Question.MOVE
_PLAY_TAKEN = Question.PLAY_TAKEN
_COLOR = Question.COLOR
_CHALLENGE = Question.CHALLENGE
_SWAP = Question.SWAP
_JUMP_IN = Question.JUMP_IN
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
    swaps: int = 0
    """Swap Hands played with a swap (party deck)."""
    keeps: int = 0
    """Swap Hands played keeping the hand."""
    passed_on: int = 0
    """Pending penalties passed on with a card of their kind (``--stacking``)."""
    penalties_taken: int = 0
    """Pending penalties taken (T with a penalty pending)."""
    penalty_cards: int = 0
    """The cards those penalties came to (what was pending; a short stock may give fewer)."""
    largest_penalty: int = 0
    """The largest penalty taken."""
    sevens_swapped: int = 0
    """7s played with a swap (``--seven-zero``)."""
    sevens_kept: int = 0
    """7s played keeping the hand (``--seven-zero``)."""
    passes: int = 0
    """Times every hand passed on (a 0 under ``--seven-zero``, a rotating Custom Wild)."""
    jump_offers: int = 0
    """Times a player holding an identical card was asked whether to jump in."""
    jumps: int = 0
    """Jump-ins made."""


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
    swaps: int = 0
    keeps: int = 0
    passed_on: int = 0
    penalties_taken: int = 0
    penalty_cards: int = 0
    largest_penalty: int = 0
    sevens_swapped: int = 0
    sevens_kept: int = 0
    passes: int = 0
    jump_offers: int = 0
    jumps: int = 0
    wins: list[int] = field(default_factory=list)

    def __post_init__(self) -> None:
        if not self.wins:
            self.wins = [0] * self.players

    def merge(self, other: Tally) -> None:
        """Count the games or hands another tally counted (of the same table)."""
        for name in _SUMS:
            setattr(self, name, getattr(self, name) + getattr(other, name))
        self.largest_penalty = max(self.largest_penalty, other.largest_penalty)
        self.wins = [mine + theirs for mine, theirs in zip(self.wins, other.wins, strict=True)]

    def add(self, outcome: Outcome) -> None:
        """Count one finished game or hand."""
        self.runs += 1
        self.hands += outcome.hands
        self.turns += outcome.turns
        self.bluffs += outcome.bluffs
        self.challenges += outcome.challenges
        self.caught += outcome.caught
        self.swaps += outcome.swaps
        self.keeps += outcome.keeps
        self.passed_on += outcome.passed_on
        self.penalties_taken += outcome.penalties_taken
        self.penalty_cards += outcome.penalty_cards
        self.largest_penalty = max(self.largest_penalty, outcome.largest_penalty)
        self.sevens_swapped += outcome.sevens_swapped
        self.sevens_kept += outcome.sevens_kept
        self.passes += outcome.passes
        self.jump_offers += outcome.jump_offers
        self.jumps += outcome.jumps
        if outcome.winner is None:
            self.abandoned += 1
        else:
            self.wins[outcome.winner] += 1


_SUMS: Final = tuple(
    f.name for f in fields(Tally) if f.name not in ("players", "wins", "largest_penalty")
)
"""The tally's totals that add up (the largest penalty is a largest, the wins a list)."""


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
    takers = [strategy.play_taken for strategy in strategies]
    colorers = [strategy.choose_color for strategy in strategies]
    views = [game.view(seat) for seat in range(rules.players)]
    turns = bluffs = challenges = caught = swaps = keeps = 0
    passed_on = penalties_taken = penalty_cards = largest_penalty = 0
    sevens_swapped = sevens_kept = jump_offers = jumps = 0
    stacking = rules.stacking is not Stacking.OFF
    while True:
        question = game.question
        if question is _MOVE:
            # The move question is most of the work: answered here without the general
            # dispatch of computer_answer (which answers it the same way).
            seat = game.turn
            card = choosers[seat](views[seat], game.tiebreak)
            if stacking and game.pending:
                if card is None:
                    penalties_taken += 1
                    penalty_cards += game.pending
                    largest_penalty = max(largest_penalty, game.pending)
                else:
                    passed_on += 1
            apply(TAKE if card is None else card)
        elif question is _PLAY_TAKEN:
            # Next most frequent, and answered as computer_answer does too.
            seat = game.turn
            taken = game.taken
            assert taken is not None
            apply(takers[seat](views[seat], taken, game.tiebreak))
        elif question is _COLOR:
            seat = game.turn
            apply(colorers[seat](views[seat], game.tiebreak))
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
        elif question is _SWAP:
            swap = computer_answer(game, strategies[game.turn])
            if game.swap_card is not SWAP_HANDS:  # a 7 under --seven-zero
                sevens_kept += swap is KEEP
                sevens_swapped += swap is not KEEP
            elif swap is KEEP:
                keeps += 1
            else:
                swaps += 1
            apply(swap)
        elif question is _JUMP_IN:
            jump = computer_answer(game, strategies[game.turn])
            jump_offers += 1
            jumps += jump is True
            apply(jump)
        else:
            apply(computer_answer(game, strategies[game.turn]))
    turns += game.turns
    winner = game.hand_winner if single_hand else game.winner
    assert winner is not None or single_hand
    return Outcome(
        winner,
        game.hand_number,
        turns,
        bluffs,
        challenges,
        caught,
        swaps,
        keeps,
        passed_on,
        penalties_taken,
        penalty_cards,
        largest_penalty,
        sevens_swapped,
        sevens_kept,
        game.passes,
        jump_offers,
        jumps,
    )


def simulate(
    rules: Rules,
    strategies: Sequence[Strategy],
    *,
    runs: int,
    seed: int,
    single_hands: bool = False,
    progress: Callable[[int], None] | None = None,
    first: int = 1,
) -> Tally:
    """Play ``runs`` games (or single hands), seat ``i`` using ``strategies[i]``: game
    numbers ``first`` to ``first + runs - 1`` of the session seeded with ``seed``."""
    if len(strategies) != rules.players:
        raise ValueError(f"{len(strategies)} strategies for {rules.players} seats")
    tally = Tally(rules.players)
    for game_number in range(first, first + runs):
        tally.add(
            play(rules, strategies, seed=seed, game_number=game_number, single_hand=single_hands)
        )
        if progress is not None:
            progress(1)
    return tally


CHUNKS_PER_JOB: Final = 16
"""Each process plays about this many chunks of games: the progress bar moves as each
chunk is done, and a process that finishes early takes another."""


class Chunk(NamedTuple):
    """Games ``first`` to ``first + runs - 1`` of a run, for a process to play."""

    rules: Rules
    levels: tuple[str, ...]
    """Each seat's level by name: a name crosses to another process, a strategy may not."""
    seed: int
    first: int
    runs: int
    single_hands: bool


def chunks(
    rules: Rules,
    seat_levels: Sequence[str],
    *,
    runs: int,
    seed: int,
    single_hands: bool,
    jobs: int,
) -> list[Chunk]:
    """The games of a run in consecutive chunks, about :data:`CHUNKS_PER_JOB` for each of
    ``jobs`` processes: game ``i`` is game number ``i`` whatever the split."""
    size = max(1, -(-runs // (jobs * CHUNKS_PER_JOB)))  # (rounded up)
    return [
        Chunk(rules, tuple(seat_levels), seed, first, min(size, runs + 1 - first), single_hands)
        for first in range(1, runs + 1, size)
    ]


def play_chunk(chunk: Chunk) -> Tally:
    """Play a chunk's games (in a process of the pool) and count them."""
    strategies = [levels.strategy(name) for name in chunk.levels]
    return simulate(
        chunk.rules,
        strategies,
        runs=chunk.runs,
        seed=chunk.seed,
        single_hands=chunk.single_hands,
        first=chunk.first,
    )


def simulate_on(
    jobs: int,
    rules: Rules,
    seat_levels: Sequence[str],
    *,
    runs: int,
    seed: int,
    single_hands: bool = False,
    progress: Callable[[int], None] | None = None,
) -> Tally:
    """:func:`simulate` on ``jobs`` processes, seat ``i`` at the level named
    ``seat_levels[i]``: the same games, so the same tally as on one (its totals are sums and
    a largest, whatever order the chunks finish in). ``progress`` hears of each chunk as it
    is done. With one job, or one chunk, the games are played in this process."""
    work = chunks(rules, seat_levels, runs=runs, seed=seed, single_hands=single_hands, jobs=jobs)
    if min(jobs, len(work)) == 1:
        strategies = [levels.strategy(name) for name in seat_levels]
        return simulate(
            rules, strategies, runs=runs, seed=seed, single_hands=single_hands, progress=progress
        )
    tally = Tally(rules.players)
    with _worker_pool(min(jobs, len(work))) as pool:
        for counted in pool.imap_unordered(play_chunk, work):
            tally.merge(counted)
            if progress is not None:
                progress(counted.runs)
    return tally


@contextlib.contextmanager
def _worker_pool(processes: int) -> Iterator[multiprocessing.pool.Pool]:
    """A pool of processes that leave Ctrl-C to this one (a terminal sends SIGINT to every
    process of the job, and each worker would print a traceback): they ignore it. When this
    process stops, they are terminated, not waited for."""
    # Forking a process with threads can deadlock (and 3.12 warns of it); a fresh
    # interpreter is slower to start but safe.
    single = threading.active_count() == 1 and sys.platform == "linux"
    context = multiprocessing.get_context("fork" if single else "spawn")
    pool = None
    try:
        with _interrupts_held():  # (the workers start with SIGINT held, then ignore it)
            pool = context.Pool(processes, initializer=_ignore_interrupts)
        yield pool
        pool.close()
    finally:
        if pool is not None:
            pool.terminate()
            pool.join()


_HOLDS: Final = hasattr(signal, "pthread_sigmask")
"""Whether signals can be held back (blocked) here: POSIX, not Windows."""


@contextlib.contextmanager
def _interrupts_held() -> Iterator[None]:
    """Hold SIGINT back while processes start, so that they inherit it held: a Ctrl-C then
    cannot stop one before it ignores SIGINT. One sent to this process meanwhile is not
    lost: it arrives when the block ends."""
    if not _HOLDS:
        yield
        return
    signal.pthread_sigmask(signal.SIG_BLOCK, {signal.SIGINT})
    try:
        yield
    finally:
        signal.pthread_sigmask(signal.SIG_UNBLOCK, {signal.SIGINT})


def _ignore_interrupts() -> None:
    """A worker's first act: ignore SIGINT (one held back since it started is dropped)."""
    signal.signal(signal.SIGINT, signal.SIG_IGN)
    if _HOLDS:
        signal.pthread_sigmask(signal.SIG_UNBLOCK, {signal.SIGINT})


def default_jobs() -> int:
    """The processors this process may run on (its affinity where the system has one)."""
    counted = getattr(os, "process_cpu_count", None)  # Python 3.13
    if counted is not None:
        return int(counted() or 1)
    if hasattr(os, "sched_getaffinity"):
        return len(os.sched_getaffinity(0)) or 1
    return os.cpu_count() or 1
