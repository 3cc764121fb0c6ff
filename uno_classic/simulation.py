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
from collections.abc import Callable, Iterator, Mapping, Sequence
from dataclasses import dataclass, field
from typing import Final, NamedTuple

from . import inference, levels, plugins
from .game import Game
from .questions import DEAL, TAKE, Question
from .strategies import Strategy, computer_answer
from .variants import Rules, challenge, jump_in, party_cards, seven_zero, stacking
from .variants.figures import Count

_MOVE = Question.MOVE
_PLAY_TAKEN = Question.PLAY_TAKEN
_COLOR = Question.COLOR
_NEXT_HAND = Question.NEXT_HAND
_GAME_OVER = Question.GAME_OVER
_ANSWERED_HERE: Final = frozenset({_MOVE, _PLAY_TAKEN, _COLOR})
"""The questions :func:`_play_on` answers itself, counting nothing: the commonest, on the
hot path (a rule counts what it plays as it plays it: see ``Game.penalties``)."""

RULE_FIGURES: Final = (
    challenge.FIGURES,
    party_cards.FIGURES,
    seven_zero.FIGURES,
    jump_in.FIGURES,
    stacking.FIGURES,
)
"""Every rule's figures (each declared whole in its rule's module, the question it is
counted at included), in the order the report prints them. A new figure of a rule is
declared in its module alone; a rule with figures of its own is added here once."""
FIGURES: Final = tuple(name for rule in RULE_FIGURES for name in rule.names)
"""Every figure's name, in the report's order."""
LARGEST: Final = frozenset(name for rule in RULE_FIGURES for name in rule.largest)
_FIGURE_NAMES: Final = frozenset(FIGURES)


def _combined(name: str, mine: int, theirs: int) -> int:
    """Two counts of one figure as one: the larger of two largests, else the sum."""
    return max(mine, theirs) if name in LARGEST else mine + theirs


@dataclass(frozen=True, slots=True, init=False)
class Outcome:
    """How one game (or single hand) ended."""

    winner: int | None
    """None for a single hand abandoned at the turn limit."""
    hands: int
    turns: int
    figures: Mapping[str, int]
    """What the rules in force count (see :data:`RULE_FIGURES`); every figure, 0 if not."""

    def __init__(self, winner: int | None, hands: int, turns: int, **figures: int) -> None:
        unknown = figures.keys() - _FIGURE_NAMES
        if unknown:
            raise TypeError(f"no figure {', '.join(sorted(unknown))}")
        object.__setattr__(self, "winner", winner)
        object.__setattr__(self, "hands", hands)
        object.__setattr__(self, "turns", turns)
        object.__setattr__(self, "figures", {name: figures.get(name, 0) for name in FIGURES})

    @classmethod
    def counted(
        cls, winner: int | None, hands: int, turns: int, figures: dict[str, int]
    ) -> Outcome:
        """The outcome of a game whose ``figures`` hold every figure (as :func:`play`
        counts them): kept as they are, without the checks of a made-up outcome (a
        simulation makes one a hand)."""
        outcome = cls.__new__(cls)
        object.__setattr__(outcome, "winner", winner)
        object.__setattr__(outcome, "hands", hands)
        object.__setattr__(outcome, "turns", turns)
        object.__setattr__(outcome, "figures", figures)
        return outcome

    def __getattr__(self, name: str) -> int:
        """A figure by its name (``outcome.bluffs``)."""
        return _figure(self, name)


def _figure(counted: Outcome | Tally, name: str) -> int:
    """A figure of an outcome or a tally by its name (AttributeError for another name)."""
    if name not in FIGURES:
        raise AttributeError(f"{type(counted).__name__!r} object has no attribute {name!r}")
    return counted.figures[name]


@dataclass(slots=True)
class Tally:
    """Running totals of a simulation."""

    players: int
    runs: int = 0
    abandoned: int = 0
    """Single hands abandoned at the turn limit (no winner)."""
    hands: int = 0
    turns: int = 0
    figures: dict[str, int] = field(default_factory=dict)
    """Every rule's figures (see :data:`RULE_FIGURES`), summed, or the largest."""
    wins: list[int] = field(default_factory=list)

    def __post_init__(self) -> None:
        if not self.wins:
            self.wins = [0] * self.players
        if not self.figures:
            self.figures = dict.fromkeys(FIGURES, 0)

    def __getattr__(self, name: str) -> int:
        """A figure by its name (``tally.bluffs``)."""
        return _figure(self, name)

    def merge(self, other: Tally) -> None:
        """Count the games or hands another tally counted (of the same table)."""
        for name in _SUMS:
            setattr(self, name, getattr(self, name) + getattr(other, name))
        self._count(other.figures)
        self.wins = [mine + theirs for mine, theirs in zip(self.wins, other.wins, strict=True)]

    def add(self, outcome: Outcome) -> None:
        """Count one finished game or hand."""
        self.runs += 1
        self.hands += outcome.hands
        self.turns += outcome.turns
        self._count(outcome.figures)
        if outcome.winner is None:
            self.abandoned += 1
        else:
            self.wins[outcome.winner] += 1

    def _count(self, figures: Mapping[str, int]) -> None:
        mine = self.figures
        for name, value in figures.items():
            if value:  # (most are 0: a figure of a rule not in force)
                mine[name] = _combined(name, mine[name], value)


_SUMS: Final = ("runs", "abandoned", "hands", "turns")
"""The tally's own totals, which add up (the figures combine by their kind, the wins by
seat)."""


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
    inference.read_for(game, strategies)
    counts, games_counted = _counting(rules)
    figures = dict.fromkeys(FIGURES, 0)
    turns = _play_on(game, strategies, counts, figures, single_hand=single_hand)
    for count_game in games_counted:
        count_game(game, figures)
    winner = game.hand_winner if single_hand else game.winner
    assert winner is not None or single_hand
    return Outcome.counted(winner, game.hand_number, turns, figures)


Counts = tuple[tuple[Question, Count], ...]
"""Each question whose answers are counted, with what counts them. (A few pairs, scanned:
a question hashes in Python code, slower than a scan.)"""


def _counting(rules: Rules) -> tuple[Counts, tuple[Callable[[Game, dict[str, int]], None], ...]]:
    """What counts the answers to which question, and what counts a finished game, under
    ``rules``. Those of the last rules asked for are kept: a simulation plays every game
    under the same rules, and a game can be a single hand, which this would cost more than
    a move."""
    for last, kept in _last_counting:
        if last is rules:
            return kept
    counted = [rule for rule in RULE_FIGURES if rule.counted_under(rules)]
    if any(rule.asked in _ANSWERED_HERE for rule in counted):
        raise ValueError("simulate counts answers to a rule's own question only")
    counts = tuple(
        (rule.asked, rule.count_answer)
        for rule in counted
        if rule.asked is not None and rule.count_answer is not None
    )
    games = tuple(rule.count_game for rule in counted if rule.count_game is not None)
    _last_counting[:] = [(rules, (counts, games))]
    return counts, games


_last_counting: list[
    tuple[Rules, tuple[Counts, tuple[Callable[[Game, dict[str, int]], None], ...]]]
] = []
"""The last rules asked for and what counts under them (kept alive here, so never mistaken
for another value made at the same address)."""


def _play_on(
    game: Game,
    strategies: Sequence[Strategy],
    counts: Counts,
    figures: dict[str, int],
    *,
    single_hand: bool,
) -> int:
    """Answer the game's questions to its end (or its first hand's), counting the answers
    into ``figures``: the turns played."""
    apply = game.apply
    choosers = [strategy.choose_play for strategy in strategies]
    takers = [strategy.play_taken for strategy in strategies]
    colorers = [strategy.choose_color for strategy in strategies]
    views = [game.view(seat) for seat in range(game.players)]
    turns = 0
    while True:
        question = game.question
        if question is _MOVE:
            # The move question is most of the work: answered here without the general
            # dispatch of computer_answer (which answers it the same way).
            seat = game.turn
            card = choosers[seat](views[seat], game.tiebreak)
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
        else:
            answer = computer_answer(game, strategies[game.turn])
            for asked, count in counts:
                if asked is question:
                    count(game, answer, figures)
            apply(answer)
    return turns + game.turns


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
    numbers ``first`` to ``first + runs - 1`` of the session seeded with ``seed``. A
    strategy of one's own that fails raises :class:`~uno_classic.plugins.StrategyFailed`,
    its ``game_number`` set."""
    if len(strategies) != rules.players:
        raise ValueError(f"{len(strategies)} strategies for {rules.players} seats")
    tally = Tally(rules.players)
    # A strategy of one's own is made anew for each game (the built-in levels are kept
    # as they are), so a game plays the same whichever process plays it after which.
    own = plugins.for_new_game(strategies) is not strategies
    for game_number in range(first, first + runs):
        seated = plugins.for_new_game(strategies) if own else strategies
        try:
            outcome = play(
                rules, seated, seed=seed, game_number=game_number, single_hand=single_hands
            )
        except plugins.StrategyFailed as failed:
            failed.game_number = game_number
            raise
        tally.add(outcome)
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
    """Each seat's level by name: a name crosses to another process, a strategy may not
    (a ``MODULE:NAME`` is imported again by the process that plays the chunk)."""
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
    failed: Exception | None = None
    with _worker_pool(min(jobs, len(work))) as pool:
        results = pool.imap_unordered(play_chunk, work)
        while True:
            try:
                counted = next(results)
            except StopIteration:
                break
            except (plugins.StrategyFailed, levels.CannotSeat) as error:
                # The first is reported once every chunk is done: a pool ended with work
                # under way may hang in Python's own Pool.terminate (CPython issue 78178).
                failed = failed or error
                continue
            tally.merge(counted)
            if progress is not None:
                progress(counted.runs)
    if failed is not None:
        raise failed
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
