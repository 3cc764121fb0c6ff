"""Fuzz the console: whole sessions driven by random key streams, checked at every step.

A *case* is a session's options (seed, the table: one human and 1-9 opponents, or several
humans at one keyboard, mostly 2-4, with 0-9 opponents, 2-10 players in all; a small target so that
games finish, any preset with some rule options changed) and a stream of bytes fed as the keys
of a pipe.
:func:`random_stream` builds the bytes from chunks: plausible keys for every prompt (takes,
plays of random cards named by the keys of the deck in play, sweeps that try every card of
the deck once so that whatever is legal gets played, confirmations, whom to swap hands
with, colors, help and going back from a play, sometimes in lower case) weighted up so that
games progress, mixed with random bytes, invalid UTF-8, escape sequences, control
characters, whitespace, non-ASCII text and long runs of one key; with several humans, moves
often start with a key for ``<NAME>: PRESS ANY KEY TO SEE YOUR CARDS``. It only calls methods of
:class:`random.Random`, so the same function serves this script (a seeded ``Random`` per
case) and the hypothesis tests in ``tests/test_fuzz.py`` (``st.randoms()``, which
hypothesis can shrink).

How every step is observed
--------------------------
* The engine: :func:`watching` swaps ``uno_classic.console.Game`` (the name the console
  builds each game with) for a subclass of :class:`~uno_classic.game.Game` whose ``apply``
  (and ``deal_hand``) calls the real one and then :meth:`EngineWatch.check_step`: every card
  of the game's deck (108, 112 or 216, made up by name in tools/rules_by_name.py) is
  somewhere exactly once; every score only grows, and only by the points of the
  ``HandWon`` event that this very answer produced; a hand's points are the cards left in the
  others' hands, counted from their names (tools/rules_by_name.py), not with the engine's own
  ``Card.points``, so wrong scoring shows; ``GameWon`` comes exactly when the target is
  reached. The first broken invariant is recorded and raised, which stops the session. The
  swap is undone on leaving the ``with`` block, so nothing else in the process sees it.
* The keys and the screen: :class:`Tape` stands between the console and both its key source
  and its output. Each key read is paired with the prompt on the screen when it was read and
  with everything written until the next read, and :func:`echo_problem` checks that against
  the screen and key rules: whitespace ignored silently; an answer echoed in upper case; any
  other key echoed only when printable ASCII, then one refusal line naming the answers and the same
  prompt again; ``?`` echoed, then lines explaining the prompt and the same prompt again;
  at PRESS ANY KEY (for the next hand, or to see one's cards) only a newline. With several
  humans, :func:`keyboard_problems` also reads the screen for the rules of the keyboard: a
  human's turn block, CHALLENGE or YOU TOOK only after that human was handed the keyboard
  (``<NAME>: PRESS ANY KEY TO SEE YOUR CARDS``), never handed to the one who holds it, and
  handed over again at each hand. A console that writes
  :data:`STALL_LIMIT` characters without asking for a key is stopped: an endless loop.
* The session: :func:`run_case` checks the exit status against how the session ended
  (0 after PLAY AGAIN answered N or Q then Y, 1 at end of input with the END OF INPUT line,
  never an exception or a crash), the keys reported as used, every screen line (80 columns,
  printable ASCII, upper case, echoes), that the engine saw every hand and game the screen
  shows, and that feeding the used keys again gives the same screen byte for byte.
  :func:`check_cli` plays the same case through the click command (CliRunner, with
  ``--record``) and checks exit code, stdout and the recorded transcript's replay.

Usage::

    .venv/bin/python tools/fuzz.py --count 3000 --seed 1
    .venv/bin/python tools/fuzz.py --case 123456789            # one case again, in detail
    .venv/bin/python tools/fuzz.py --case 123456789 --keys-out keys.bin   # ... for the CLI
"""

from __future__ import annotations

import argparse
import contextlib
import functools
import io
import random
import re
import string
import sys
import tempfile
import time
import traceback
import types
from collections import Counter
from collections.abc import Iterator, Sequence
from dataclasses import dataclass, field, replace
from pathlib import Path
from typing import Final

from uno_classic import console, hints, levels
from uno_classic.cards import Card
from uno_classic.console import HINT_KEY, HINTS_OFF, run_session
from uno_classic.events import Event, GameWon, HandWon
from uno_classic.game import Game
from uno_classic.keys import ESC, EndOfInput, StreamKeys, is_control
from uno_classic.levels import STRATEGIES
from uno_classic.questions import Answer, Question
from uno_classic.screen import DeckKeys
from uno_classic.search import HardStrategy
from uno_classic.settings import Settings
from uno_classic.variants import (
    DEFAULT_PRESET,
    FLAG_OPTIONS,
    OPTIONS,
    PRESETS,
    RULE_OPTIONS,
    Deck,
    Rules,
    option_flag,
    preset_rules,
)
from uno_classic.variants.combinations import combination_problem

try:
    import tools  # noqa: F401 (the repository's tools, as a package)
except ModuleNotFoundError:  # run as a script (python tools/fuzz.py): only tools/ is on the path
    sys.path.insert(0, str(Path(__file__).resolve().parent.parent))
from tools.rules_by_name import deck_of, points_of
from tools.screen_text import (
    HAND_START,
    NEXT_HAND,
    PLAY_AGAIN,
    PLAY_IT,
    PROMPT,
    PROMPT_AND_KEY,
    QUIT,
    ROW_PROMPTS,
    SEE_CARDS,
    SORT_PLAY_TAKE,
    SPECIAL_PROMPTS,
    TURN_HEADER,
)

# --------------------------------------------------------------------------- the cases

OPPONENTS: Final = (1, 9)
"""Computer players beside one human (inclusive bounds)."""
HUMANS: Final = (2, 4)
"""Several humans at one keyboard: half the cases..."""
MANY_HUMANS: Final = (5, 10)
"""...and of those, one in five seats this many (inclusive bounds)."""
MAX_PLAYERS: Final = 10
TARGETS: Final = (50, 150)
"""Small targets, so that blind keys still finish games (inclusive bounds). A hand usually
scores 100-500 points, so these games are mostly one hand long..."""
LONG_TARGETS: Final = (151, 500)
"""...and a quarter of the cases play to these, for games of several hands (PRESS ANY KEY,
scores carried over)."""
UNO_PENALTIES: Final = (0.0, 0.25, 0.5, 0.9)
STRATEGY_NAMES: Final = tuple(sorted(name for name in STRATEGIES if name != "hard"))
"""The computers drawn: ``hard`` answers through the same console as these, and its own
tests play it under every preset; drawing it here would make each stream slower and change
every stream's figures."""
MAX_SEED: Final = 10**6


@dataclass(frozen=True)
class Case:
    """One session to fuzz: its options and the bytes fed as keys."""

    seed: int
    opponents: int
    target: int
    uno_penalty: float
    strategy: str
    data: bytes
    preset: str = DEFAULT_PRESET
    changes: tuple[tuple[str, str], ...] = ()
    """Rule options changed from the preset: (``Rules`` field, command-line value)."""
    humans: int = 1
    """Humans at the keyboard, seated before the ``opponents``."""
    hints: bool = True
    """Whether H gives a hint (off: ``--no-hints``, which refuses it)."""

    def options(self) -> Settings:
        """The console's options for this case."""
        table = {"target": self.target, "uno_penalty": self.uno_penalty}
        players = self.humans + self.opponents
        rules = preset_rules(self.preset, players, table | dict(self.changes))
        strategy = levels.parse(self.strategy)
        return Settings(self.seed, rules, self.preset, self.humans, strategy, hints=self.hints)

    def cli_args(self) -> list[str]:
        """The same options on the command line."""
        humans = ("--humans", str(self.humans)) if self.humans > 1 else ()
        return [
            *("--seed", str(self.seed), *humans, "--opponents", str(self.opponents)),
            *("--target", str(self.target), "--uno-penalty", f"{self.uno_penalty:g}"),
            *(("--rules", self.preset) if self.preset != DEFAULT_PRESET else ()),
            *(
                arg
                for name, value in self.changes
                for arg in (
                    (option_flag(name),) if name in FLAG_OPTIONS else (option_flag(name), value)
                )
            ),
            *("--strategy", self.strategy, "--delay", "0"),
            *(() if self.hints else ("--no-hints",)),
        ]

    def describe(self, limit: int = 160) -> str:
        """A one-line summary, the bytes cut to ``limit``."""
        shown = repr(self.data[:limit]) + ("..." if len(self.data) > limit else "")
        return f"uno-classic {' '.join(self.cli_args())} < ({len(self.data)} bytes) {shown}"


@dataclass(frozen=True)
class DeckKeySet:
    """The keys of a deck's cards: its color rows (``RYGB``, or ``RYGBOPIK`` with eight
    colors) and its special cards (``CF``, or ``CFHU`` with the party deck)."""

    rows: str = "RYGB"
    specials: str = "CF"
    handover: tuple[str, ...] = ()
    """Keys pressed, at random, before a move: for ``<NAME>: PRESS ANY KEY TO SEE YOUR
    CARDS`` when several humans share the keyboard (none with one human)."""

    @staticmethod
    def of(rules: Rules, *, humans: int = 1) -> DeckKeySet:
        """The keys of the deck ``rules`` play with, by ``humans`` at the keyboard."""
        keys = DeckKeys(rules)
        return DeckKeySet(keys.color_keys, keys.special_keys, HANDOVER if humans > 1 else ())


CLASSIC_KEYS: Final = DeckKeySet()
ALL_KEYS: Final = DeckKeySet("RYGBOPIK", "CFHU")
"""Every deck's keys, which a stream for one deck sometimes presses too."""

# Plausible keys. Blind keys cannot see the hand, so a play names a random card: most are
# refused (not held, no match), some are played, and taking always works.
_SYMBOLS: Final = "0123456789SDR"
_SWAP_ANSWERS: Final = "123456789NN"
"""Answers to SWAP HANDS WITH: a player's number (too high a one is refused), or N."""
_SOUP: Final = "PPTTTSYYYNNRGBCFDK?0123456789OIHU"
HANDOVER: Final = ("K", "K", "K", "k", " K", "\nK", "\n", "X", "7")
"""Keys before a move with several humans, for the prompt that hands the keyboard over:
mostly a letter (any key answers it), sometimes whitespace (ignored there through a pipe,
so the move's own first key answers it) or a key that a SORT, PLAY OR TAKE refuses."""

_INVALID_UTF8: Final = (
    b"\xff", b"\xfe", b"\x80", b"\xbf\xbf", b"\xc3", b"\xc3(", b"\xe2\x82", b"\xf0\x9f\x83",
    b"\xc0\xaf", b"\xed\xa0\x80", b"\xf4\x90\x80\x80", b"\xf8\x88\x80\x80\x80",
)  # fmt: skip
_ESCAPES: Final = (
    b"\x1b[A", b"\x1b[B", b"\x1b[C", b"\x1b[D", b"\x1bOP", b"\x1bOS", b"\x1b[15~", b"\x1b[1;5C",
    b"\x1b[200~", b"\x1b[201~", b"\x1b[?25h", b"\x1b", b"\x1b\x1b", b"\x1b[", b"\x1bx",
    b"\x1b[M !!", "\x9b".encode(), "\x1b\u00e9".encode(),
)  # fmt: skip
_CONTROLS: Final = (
    *(bytes([code]) for code in range(0x20) if code not in b"\t\n\r"),
    b"\x7f", "\x80".encode(), "\x85".encode(), "\x9f".encode(),
)  # fmt: skip
_WHITESPACE: Final = (b" ", b"\t", b"\n", b"\r", b"\r\n", b"  \n")
_NON_ASCII: Final = (
    "\u00e9", "\u00c9", "\u00df", "\u017f", "\u0131", "\u03a9", "\u00fc", "\u00a0", "\u2028",
    "\u2029", "\ufeff", "\u0301", "\U0001f0cf", "\u4e2d", "\ufffd", "\u200b", "\u3000",
    "\uff53", "\u212a", "\ufb01", "\u200f", "\u0660", "\uff1f",
)  # fmt: skip
_RUN_KEYS: Final = (b"X", b"x", b"T", b"S", b"?", b"N", b"Y", b"P", b"7", b" ", b"\n", b"\xff",
                    b"\x1b[A", "\u00e9".encode())  # fmt: skip


def _special_answers(rng: random.Random, keys: DeckKeySet, symbol: str) -> str:
    """After a special card is confirmed: whom to swap with (a Swap Hands), then the color."""
    return (rng.choice(_SWAP_ANSWERS) if symbol == "H" else "") + rng.choice(keys.rows)


def _moves(rng: random.Random, count: int, keys: DeckKeySet = CLASSIC_KEYS) -> str:
    """Keys a blind player might press for ``count`` turns (one time in ten, keys of any
    deck)."""
    played: list[str] = []
    rows = "".join(row * 3 for row in keys.rows) + "S"
    for _ in range(count):
        if keys.handover and rng.random() < 0.6:  # (no draw with one human: streams as before)
            played.append(rng.choice(keys.handover))
        deck = ALL_KEYS if rng.random() < 0.1 else keys
        roll = rng.random()
        if roll < 0.38:
            played.append("T" + rng.choice("YYN"))  # the answer goes to PLAY IT, if asked
        elif roll < 0.78:
            row = rng.choice(rows if deck is keys else deck.rows + "S")
            symbol = rng.choice(deck.specials) if row == "S" else rng.choice(_SYMBOLS)
            confirm = rng.choice("YYYYN")
            play = "P" + row + symbol + confirm
            if row == "S":
                play += _special_answers(rng, deck, symbol)
            detour = rng.random()
            if detour < 0.05:  # back from the row or the card
                play = "P" + rng.choice(("X", row + "X"))
            elif detour < 0.12:  # help at one of the play's prompts
                at = rng.randrange(1, len(play))
                play = play[:at] + "?" + play[at:]
            played.append(play)
        elif roll < 0.88:
            played.append(rng.choice("S?"))
        elif roll < 0.997:
            played.append(rng.choice(_SOUP))
        else:
            played.append("Q" + rng.choice("NNY"))  # rare: Q then Y leaves the session
    text = "".join(played)
    return "".join(c.lower() if rng.random() < 0.2 else c for c in text)


def _chunk_moves(rng: random.Random, keys: DeckKeySet) -> bytes:
    count = rng.randint(1, 40)
    return _moves(random.Random(rng.getrandbits(32)), count, keys).encode()


def _chunk_sweep(rng: random.Random, keys: DeckKeySet) -> bytes:
    """Tries every card face of the deck once, in a random order: whatever is legal gets
    played."""
    sub = random.Random(rng.getrandbits(32))
    faces = [row + symbol for row in keys.rows for symbol in _SYMBOLS]
    faces += ["S" + symbol for symbol in keys.specials]
    sub.shuffle(faces)
    played = "".join(
        (sub.choice(keys.handover) if keys.handover else "")
        + f"P{face}Y"
        + (_special_answers(sub, keys, face[1]) if face[0] == "S" else "")
        for face in faces
    )
    return (played + "TY").encode()


def _chunk_soup(rng: random.Random, keys: DeckKeySet) -> bytes:
    count = rng.randint(1, 20)
    sub = random.Random(rng.getrandbits(32))
    return "".join(sub.choice(_SOUP + _SOUP.lower()) for _ in range(count)).encode()


def _chunk_bytes(rng: random.Random, keys: DeckKeySet) -> bytes:
    return rng.randbytes(rng.randint(1, 24))


def _chunk_invalid(rng: random.Random, keys: DeckKeySet) -> bytes:
    return rng.choice(_INVALID_UTF8)


def _chunk_escape(rng: random.Random, keys: DeckKeySet) -> bytes:
    return rng.choice(_ESCAPES)


def _chunk_control(rng: random.Random, keys: DeckKeySet) -> bytes:
    return rng.choice(_CONTROLS)


def _chunk_space(rng: random.Random, keys: DeckKeySet) -> bytes:
    return rng.choice(_WHITESPACE) * rng.randint(1, 8)


def _chunk_unicode(rng: random.Random, keys: DeckKeySet) -> bytes:
    return rng.choice(_NON_ASCII).encode()


def _chunk_run(rng: random.Random, keys: DeckKeySet) -> bytes:
    return rng.choice(_RUN_KEYS) * rng.randint(2, 3000)


# Weights by repetition: hypothesis's Random ignores the weights of ``choices``. Moves come
# first, so a shrinking hypothesis heads for plain moves.
_CHUNKS: Final = (
    (_chunk_moves,) * 6
    + (_chunk_sweep,) * 4
    + (_chunk_soup,) * 3
    + (_chunk_bytes,) * 2
    + (_chunk_invalid, _chunk_control, _chunk_run)
    + (_chunk_escape, _chunk_space, _chunk_unicode) * 2
)
MAX_CHUNKS: Final = 60


def random_stream(rng: random.Random, keys: DeckKeySet = CLASSIC_KEYS) -> bytes:
    """A key stream of up to :data:`MAX_CHUNKS` chunks (see the module's docstring), its
    plays named by the keys of the deck in play."""
    chunks = rng.randint(0, MAX_CHUNKS)
    return b"".join(rng.choice(_CHUNKS)(rng, keys) for _ in range(chunks))


def random_table(rng: random.Random) -> tuple[int, int]:
    """Humans and opponents: one human and :data:`OPPONENTS` half the time, else
    several humans (:data:`HUMANS`, now and then :data:`MANY_HUMANS`) and 0-9 opponents,
    2-10 players in all."""
    if rng.random() < 0.5:
        return 1, rng.randint(*OPPONENTS)
    humans = rng.randint(*(MANY_HUMANS if rng.random() < 0.2 else HUMANS))
    return humans, rng.randint(max(0, 2 - humans), MAX_PLAYERS - humans)


DRAWN_LAST: Final = frozenset({"uno_call"})
"""Options added after the fuzzer's draws settled, drawn after all the rest (see
:func:`random_case`)."""


def random_case(rng: random.Random) -> Case:
    """Options and a key stream, all drawn from ``rng``: any preset, with each rule option
    changed from it one time in four (a custom rule brings the party deck, the only one with
    Custom Wilds, as the command line asks), and keys for the deck in play. The table is
    drawn last (:func:`random_table`): a case of one human is the one an earlier fuzzer drew
    from the same seed; with several humans the keys are drawn again, for them."""
    case = Case(
        seed=rng.randrange(MAX_SEED),
        opponents=rng.randint(*OPPONENTS),
        target=rng.randint(*(LONG_TARGETS if rng.random() < 0.25 else TARGETS)),
        uno_penalty=rng.choice(UNO_PENALTIES),
        strategy=rng.choice(STRATEGY_NAMES),
        data=b"",
        preset=rng.choice(sorted(PRESETS)),
    )
    base = PRESETS[case.preset]
    drawn: dict[str, str] = {}
    for option in OPTIONS:
        values = option.values.texts()
        # A flag is drawn last (see below); a range (the target, the UNO penalty) is the
        # case's own, drawn above.
        if option.is_flag or option.name in DRAWN_LAST or not values or rng.random() >= 0.25:
            continue
        drawn[option.name] = rng.choice(values)
    if drawn.get("draw_four", base.draw_four.value) == "free":
        drawn.pop("draw_four_test", None)  # the command line refuses a test of no restriction
    if "custom_rule" in drawn:
        drawn["deck"] = "party"
        if base.deck is Deck.PARTY:
            del drawn["deck"]
    changes = tuple((name, drawn[name]) for name in RULE_OPTIONS if name in drawn)
    # The draws are mended above for each rule check the command line asks: a check added
    # there without a mending here stops the fuzzer at once, not case by case.
    assert combination_problem(base, dict(changes)) is None, changes
    case = replace(case, changes=changes)
    case = replace(case, data=random_stream(rng, DeckKeySet.of(case.options().rules)))
    humans, opponents = random_table(rng)
    if humans > 1:
        case = replace(case, humans=humans, opponents=opponents)
        keys = DeckKeySet.of(case.options().rules, humans=humans)
        case = replace(case, data=random_stream(rng, keys))
    # The house rules are drawn after all the rest, so that every case drawn before they
    # existed is drawn again as it was, with them or without; each is on one time in three.
    flags = [(name, "on") for name in sorted(FLAG_OPTIONS) if rng.random() < 1 / 3]
    if flags:
        every: list[tuple[str, str]] = [*changes, *flags]
        every.sort(key=lambda change: RULE_OPTIONS.index(change[0]))
        case = replace(case, changes=tuple(every))
    # Calling UNO is drawn after the house rules, for the same reason: one case in four has
    # the humans call it, and then a third of their Y keys are U (yes, with the call).
    if rng.random() < 0.25:
        called = [*case.changes, ("uno_call", "key")]
        called.sort(key=lambda change: RULE_OPTIONS.index(change[0]))
        yes, call = b"YU"
        data = bytes(call if key == yes and rng.random() < 1 / 3 else key for key in case.data)
        case = replace(case, changes=tuple(called), data=data)
    # Hints are drawn last of all: one case in four has them off, H refused with a line.
    if rng.random() < 0.25:
        case = replace(case, hints=False)
    return case


def case_from_seed(case_seed: int) -> Case:
    """The case that ``--case case_seed`` replays."""
    return random_case(random.Random(case_seed))


# --------------------------------------------------------------------------- the engine

MAX_PROBLEMS: Final = 20


@functools.cache
def deck_cards(deck: Deck) -> dict[Card, int]:
    """The cards of ``deck`` as tools/rules_by_name.py makes it up from card names (108, 112
    or 216), not as the game does."""
    return {Card.parse(name): count for name, count in deck_of(deck.value).items()}


class InvariantBroken(AssertionError):
    """The engine's state broke an invariant after an answer was applied."""


class EngineWatch:
    """Checks every answer applied to every game the console builds (see :func:`watching`),
    and counts what it saw."""

    def __init__(self) -> None:
        self.problems: list[str] = []
        self.games_played: list[Game] = []
        """Every game that was answered at least once."""
        self.steps = 0
        self.hands_won = 0
        self.games_won = 0

    # One flat list of invariants, each an ``if`` that adds its problem: split up, the
    # checklist would be harder to read whole and to extend.
    def check_step(  # noqa: PLR0912
        self, game: Game, before: Sequence[int], answer: object, events: Sequence[Event]
    ) -> None:
        """Called after each applied answer with the scores from before it and its events;
        raises :class:`InvariantBroken` at the first problem."""
        self.steps += 1
        if not any(seen is game for seen in self.games_played):
            self.games_played.append(game)
        where = (
            f"step {self.steps} (game {game.game_number}, hand {game.hand_number}, "
            f"answer {answer!r})"
        )
        problems: list[str] = []
        cards = Counter(game.all_cards())
        full = deck_cards(game.rules.deck)
        if not dict.__eq__(cards, full):  # (Counter's own == is slow)
            missing = sorted(map(str, (Counter(full) - cards).elements()))
            extra = sorted(map(str, (cards - Counter(full)).elements()))
            problems.append(f"{sum(cards.values())} cards, missing {missing}, extra {extra}")
        after = list(game.scores)
        target = game.rules.target
        won = [event for event in events if isinstance(event, HandWon)]
        game_won = [event for event in events if isinstance(event, GameWon)]
        if len(won) > 1:
            problems.append(f"{len(won)} hands won by one answer")
        gained = [0] * game.players
        for hand in won:
            gained[hand.seat] += hand.points
            left = sum(points_of(card.name) for cards_left in hand.remaining for card in cards_left)
            if hand.points != left:
                problems.append(f"hand won for {hand.points} points, cards left {left}")
            if hand.remaining[hand.seat]:
                problems.append(
                    f"seat {hand.seat} won the hand holding {hand.remaining[hand.seat]}"
                )
            if hand.scores != tuple(after):
                problems.append(f"HandWon scores {hand.scores}, game scores {after}")
            if max(before) >= target:
                problems.append(f"a hand was won after the target was reached: {before}")
        for seat, (old, new) in enumerate(zip(before, after, strict=True)):
            if new < old:
                problems.append(f"seat {seat}'s score went down from {old} to {new}")
            elif new != old + gained[seat]:
                problems.append(
                    f"seat {seat}'s score went from {old} to {new}, "
                    f"but the hand just won gives it {gained[seat]}"
                )
        reached = [seat for seat in range(game.players) if after[seat] >= target > before[seat]]
        if game_won:
            first = game_won[0]
            if len(game_won) > 1 or not won or first.seat != won[0].seat:
                problems.append(f"GameWon {game_won} does not follow its hand {won}")
            if after[first.seat] < target or game.question is not Question.GAME_OVER:
                problems.append(f"GameWon below the target {target}: {after}")
        elif reached:
            problems.append(f"seats {reached} reached the target {target} without GameWon")
        self.hands_won += len(won)
        self.games_won += len(game_won)
        if problems:
            self.problems += [f"engine, {where}: {problem}" for problem in problems]
            del self.problems[MAX_PROBLEMS:]
            raise InvariantBroken(problems[0])


def watched_game_class(watch: EngineWatch, base: type[Game] = Game) -> type[Game]:
    """A subclass of ``base`` that reports every applied answer to ``watch``."""

    class WatchedGame(base):  # type: ignore[valid-type,misc]
        def apply(self, answer: Answer) -> Sequence[Event]:
            before = list(self.scores)
            events: Sequence[Event] = super().apply(answer)
            watch.check_step(self, before, answer, events)
            return events

        def deal_hand(
            self, *, starter: int | None = None, stock: Sequence[Card] | None = None
        ) -> Sequence[Event]:
            before = list(self.scores)
            events: Sequence[Event] = super().deal_hand(starter=starter, stock=stock)
            watch.check_step(self, before, "deal_hand", events)
            return events

    return WatchedGame


@contextlib.contextmanager
def watching(
    watch: EngineWatch, base: type[Game] = Game, builder: types.ModuleType = console
) -> Iterator[EngineWatch]:
    """While inside, every game the console (or another ``builder`` of games: the
    protocol's) builds reports each applied answer to ``watch``: the module's ``Game`` is a
    watched subclass of ``base`` (restored on leaving)."""
    original: type[Game] = vars(builder)["Game"]
    setattr(builder, "Game", watched_game_class(watch, base))  # noqa: B010 (a class name)
    try:
        yield watch
    finally:
        setattr(builder, "Game", original)  # noqa: B010


@contextlib.contextmanager
def quick_hints() -> Iterator[None]:
    """While inside, a hint asks a search of a few samples instead of ``hard``'s whole
    budget: the fuzzer checks how H is answered on the screen (tests/test_hints.py checks
    what the hint is), and a stream may press H hundreds of times."""
    adviser = hints.ADVISER
    setattr(hints, "ADVISER", HardStrategy(playouts=4, min_deals=2, horizon=4))  # noqa: B010
    try:
        yield
    finally:
        setattr(hints, "ADVISER", adviser)  # noqa: B010


# --------------------------------------------------------------------------- keys and screen

PRINTABLE_ASCII: Final = frozenset(string.ascii_letters + string.digits + string.punctuation)
WHITESPACE: Final = frozenset(" \t\n\r")
"""The whitespace a stream can hand over (a key); the rest of C0 is dropped as control."""
WIDTH: Final = 80
BACK_PROMPTS: Final = (*ROW_PROMPTS, "CARD (0-9/S/D/R)? ", *SPECIAL_PROMPTS)
"""The prompts of a play where X goes back to SORT, PLAY OR TAKE."""


def any_key(prompt: str) -> bool:
    """Whether any key answers ``prompt`` (only a newline echoed): PRESS ANY KEY for the next
    hand, or to see one's cards."""
    return prompt == NEXT_HAND or SEE_CARDS.fullmatch(prompt) is not None


def extra_answers(prompt: str) -> str:
    """Keys a prompt takes without naming them: ? (help) and Q (quit; at QUIT itself, Y) at
    every prompt but PRESS ANY KEY (where Q is any key, and asks QUIT), X (back) at the row
    and the card of a play."""
    if any_key(prompt):
        return ""
    return "?Q" + ("X" if prompt in BACK_PROMPTS else "")


TOLERATED: Final = frozenset(
    char
    for char in map(chr, range(0x80, 0x30000))
    if len(char.upper()) == 1 and char.upper().isascii()
)
"""Non-ASCII keys whose upper case is one ASCII letter (U+017F LONG S gives S, U+0131
DOTLESS I gives I). The console takes U+017F as S; whether it should is an open question
(see the report in tests/test_fuzz.py), so either reading passes here."""


def answers_of(prompt: str) -> tuple[str, ...]:
    """The answers a prompt names in its parentheses, a range (``0-9``, ``1-3``) as one
    name."""
    found = re.search(r"\(([^()]*)\)\? $", prompt)
    return tuple(found.group(1).split("/")) if found else ()


def answer_keys(prompt: str) -> str:
    """Every key that answers ``prompt``, upper case."""
    keys = ""
    for name in answers_of(prompt):
        digits = re.fullmatch(r"(\d)-(\d)", name)
        keys += string.digits[int(digits[1]) : int(digits[2]) + 1] if digits else name
    return keys + extra_answers(prompt)


def refusal_problem(line: str, prompt: str) -> str | None:
    """A refusal is one line that names the prompt's answers."""
    if not line or "\n" in line:
        return f"the refusal is not one line: {line!r}"
    for name in answers_of(prompt):
        if not re.search(rf"(?<![A-Z0-9]){re.escape(name)}(?![A-Z0-9])", line):
            return f"the refusal {line!r} does not name the answer {name}"
    return None


def echo_problem(key: str, prompt: str, after: str) -> str | None:
    """What is wrong with ``after`` (all the console wrote after reading ``key`` at ``prompt``
    and before reading the next key) by the screen and key rules, or None."""
    if len(key) != 1 or key == ESC or is_control(key):
        return f"the console was handed {key!r}, which a key source never makes a key"
    if not PROMPT.fullmatch(prompt):
        return f"key {key!r} was read after {prompt!r}, which is not a prompt"
    if key in WHITESPACE:
        return None if after == "" else f"whitespace {key!r} at {prompt!r} gave {after[:80]!r}"
    if any_key(prompt):
        return None if after.startswith("\n") else f"{key!r} at {prompt!r} gave {after[:80]!r}"
    upper = key.upper()
    echo = upper if key in PRINTABLE_ASCII else ""
    refusal_form = (
        after.count("\n") == 2 and after.startswith(echo + "\n") and after.endswith("\n" + prompt)
    )
    answers = answer_keys(prompt)
    answers_it = key.isascii() and upper in answers
    if key == "?" and answers_it:
        return help_problem(after, prompt)
    if upper == HINT_KEY and key.isascii() and not answers_it and prompt not in UNHINTED:
        return hint_problem(after, prompt)
    if key in TOLERATED and upper in answers:
        if after.startswith(upper + "\n") and not refusal_form:
            return None  # taken as its upper case
        answers_it = False  # otherwise it must be a proper refusal
    if answers_it:
        if after.startswith(echo + "\n") and not refusal_form:
            return None
        return f"{key!r} answers {prompt!r} but gave {after[:80]!r}"
    if not refusal_form:
        return f"{key!r} does not answer {prompt!r} but gave {after[:120]!r}"
    return refusal_problem(after[len(echo) + 1 : -len(prompt) - 1], prompt)


UNHINTED: Final = frozenset({"PLAY AGAIN (Y/N)? ", "QUIT (Y/N)? "})
"""The prompts where H is refused like any other key: they ask about the session, not a
question of the game."""
HINT_LINE: Final = re.compile(
    r"HINT: (?:PLAY [A-Z0-9 ]+|TAKE (?:A CARD|\d+ CARDS)|PLAY IT|KEEP IT|NAME [A-Z]+|"
    r"CHALLENGE|DO NOT CHALLENGE|SWAP WITH [A-Z0-9 ]+|KEEP YOUR HAND|JUMP IN|STAY OUT)"
    r"(?: AND SAY UNO)?"
)
"""A hint's one line: an answer in words."""


def hint_problem(after: str, prompt: str) -> str | None:
    """H where it answers nothing: echoed, then one line, a hint (or, with hints off, the
    line saying so), then the same prompt again."""
    lines = after.split("\n")
    if len(lines) != 3 or lines[0] != HINT_KEY or lines[2] != prompt:
        return f"H at {prompt!r} gave {after[:120]!r}, not one line and the prompt again"
    if not (HINT_LINE.fullmatch(lines[1]) or lines[1] == HINTS_OFF):
        return f"H at {prompt!r} gave {lines[1]!r}, not a hint"
    return None


WHOLE_RULES: Final = re.compile(
    rf"\?\nuno-classic: the rules in force\n(?:.*\n)*?\n(?={re.escape(SORT_PLAY_TAKE)})"
)
"""``?`` again right after the help at SORT, PLAY OR TAKE, through a pipe: the echo, then
the text ``uno-classic rules`` prints (in its own case, its blank last line included)."""


def help_problem(after: str, prompt: str) -> str | None:
    """``?`` is echoed, then lines explaining the prompt (not a refusal), then the same
    prompt again; at SORT, PLAY OR TAKE, ``?`` again may give the whole rules."""
    whole = WHOLE_RULES.match(after) if prompt == SORT_PLAY_TAKE else None
    if whole and whole.end() == len(after) - len(prompt):
        return None
    lines = after.split("\n")
    if lines[0] != "?" or lines[-1] != prompt or len(lines) < 3:
        return f"? at {prompt!r} gave {after[:120]!r}, not help and the prompt again"
    if any(not line or line.startswith("PLEASE ANSWER") for line in lines[1:-1]):
        return f"? at {prompt!r} was refused or explained by empty lines: {after[:120]!r}"
    return None


_FLAGS: Final = "|".join(re.escape(option_flag(name)) for name in sorted(FLAG_OPTIONS))
QUOTED_COMMAND: Final = re.compile(
    rf"(uno-classic rules)?( (?:{_FLAGS})| --[a-z-]+ [a-z0-9.e+-]+)*( \\)?$"
)
"""The one lower-case text the game's screen may hold: the shell command that prints the
rules, quoted at the end of the help (a command must be typed as it is written)."""


def line_problems(text: str, *, game_text: bool) -> list[str]:
    """Lines wider than 80 columns or not printable ASCII, prompts echoing anything but one
    printable ASCII character in upper case (only a newline at PRESS ANY KEY); with
    ``game_text`` also any lower-case letter (the game's own text is UPPER CASE, but for a
    quoted command)."""
    problems: list[str] = []
    rules = {line for shown in WHOLE_RULES.findall(text) for line in shown.split("\n")}
    for line in dict.fromkeys(text.split("\n")):  # each distinct line once
        if len(line) > WIDTH:
            problems.append(f"a line of {len(line)} columns: {line!r}")
        if not all(" " <= char <= "~" for char in line):
            problems.append(f"a line that is not printable ASCII: {line!r}")
        if line in rules:  # the whole rules, as uno-classic rules prints them
            continue
        if game_text and any(char.islower() for char in QUOTED_COMMAND.sub("", line)):
            problems.append(f"a line with lower-case letters: {line!r}")
        prompt = PROMPT_AND_KEY.fullmatch(line)
        if prompt is not None:
            echo = prompt.group(2)
            if echo and any_key(prompt.group(1)):
                problems.append(f"PRESS ANY KEY echoed {echo!r}")
            elif len(echo) > 1 or (echo and (echo not in PRINTABLE_ASCII or echo.islower())):
                problems.append(f"a prompt echoed {echo!r}: {line!r}")
        if len(problems) >= MAX_PROBLEMS:
            break
    return problems


def keyboard_problems(text: str) -> list[str]:
    """With several humans, where the screen breaks the rules of the keyboard: a human's
    turn block (``HUMAN 2 PLAYS``) while another human, or nobody, was last handed the
    keyboard; a CHALLENGE or a ``YOU TOOK`` while nobody was; a ``YOU TOOK`` line (not the
    PLAY IT prompt) that follows neither that human's own take line nor its being handed the
    keyboard, and does not come right before its table (the cards named before its next
    prompt); the keyboard handed to the human who holds it (but asked again after Q and N
    at QUIT). Nobody holds it as a hand starts."""
    problems: list[str] = []
    holder: str | None = None
    before = ""
    lines = text.split("\n")
    for number, line in enumerate(lines, 1):
        handed = SEE_CARDS.match(line)
        header = TURN_HEADER.fullmatch(line)
        if handed:
            if handed[1] == holder and not _asked_again_after_quit(lines, number):
                problems.append(f"line {number}: the keyboard handed to {holder}, who holds it")
            holder = handed[1]
        elif HAND_START.fullmatch(line) or line.startswith(NEXT_HAND):
            holder = None
        elif header and header[1] != holder:
            problems.append(f"line {number}: {line!r} while the keyboard is {holder}'s")
        elif line.startswith(("CHALLENGE ", "YOU TOOK ")) and holder is None:
            problems.append(f"line {number}: {line!r} with nobody at the keyboard")
        elif (
            line.startswith("YOU TOOK ")
            and PLAY_IT.search(line) is None  # (asked again after a refusal or help)
            and not before.startswith(f"{holder} TAKES ")  # its own take
            and before != f"{holder}: PRESS ANY KEY TO SEE YOUR CARDS? "  # taken meanwhile
            and not _before_the_table(lines, number)  # named before its next prompt
        ):
            problems.append(f"line {number}: {line!r} for {holder} after {before!r}")
        before = line
        if len(problems) >= MAX_PROBLEMS:
            break
    return problems


def _asked_again_after_quit(lines: list[str], number: int) -> bool:
    """Whether the hand-over prompt on line ``number`` (counted from 1) is the one before it
    asked again: Q there opened QUIT (Y/N)?, answered N at last (after any refused keys or
    help), which asks the prompt it interrupted again."""
    if number < 3 or lines[number - 2] != f"{QUIT}N":
        return False
    at = number - 2  # the index of QUIT (Y/N)? N; walk back over the QUIT exchange
    while at > 0 and not SEE_CARDS.match(lines[at - 1]):
        at -= 1
    return at > 0 and lines[at - 1] == lines[number - 1] and lines[at].startswith(QUIT)


def _before_the_table(lines: list[str], number: int) -> bool:
    """Whether the card list on line ``number`` (counted from 1; it may continue on indented
    lines) comes right before a table: the status lines of a turn or a CHALLENGE, or hand
    rows (a first Wild's color)."""
    after = number
    while after < len(lines) and lines[after].startswith("   "):
        after += 1
    nxt = lines[after] if after < len(lines) else ""
    return nxt.startswith("TOP CARD: ") or nxt.startswith("RED     :")


STALL_LIMIT: Final = 1_000_000
"""Characters written without asking for a key that mean the console is in an endless loop
(a whole hand of computer moves is a few thousand)."""
ENDLESS: Final = "endless loop: "
"""How the problem of a stalled session begins."""


class Stalled(Exception):
    """The console wrote :data:`STALL_LIMIT` characters without asking for a key."""


class Tape:
    """Stands between the console and its keys and screen: keeps the screen, checks every
    key read against what the console wrote in answer (:func:`echo_problem`), and stops a
    console that writes on and on without asking for a key (:class:`Stalled`)."""

    def __init__(self, keys: StreamKeys) -> None:
        self._keys = keys
        self.screen = io.StringIO()
        self.problems: list[str] = []
        self.keys_read: list[str] = []
        self.at_end = False
        """The key source said EndOfInput."""
        self.last: tuple[str, str] | None = None
        """The last key that counted (not whitespace), and the prompt it answered."""
        self._line = ""
        self._pending: tuple[str, str] | None = None
        self._after: list[str] = []
        self._checked: set[tuple[str, str, str]] = set()
        self._since_key = 0
        self.stalled = False

    @property
    def interactive(self) -> bool:
        """A pipe."""
        return False

    def write(self, text: str, /) -> int:
        """Keep the screen, and what follows the last key."""
        if self.stalled:
            return len(text)
        self._since_key += len(text)
        if self._since_key > STALL_LIMIT:
            self.stalled = True
            raise Stalled(f"{self._since_key} characters written without asking for a key")
        self.screen.write(text)
        if self._pending is not None:
            self._after.append(text)
        end = text.rfind("\n")
        self._line = self._line + text if end < 0 else text[end + 1 :]
        return len(text)

    def flush(self) -> None:
        """Nothing to push."""

    def read_key(self) -> str:
        """The next key of the stream, after checking what the last one did."""
        self.settle()
        try:
            key = self._keys.read_key()
        except EndOfInput:
            self.at_end = True
            raise
        self.keys_read.append(key)
        self._since_key = 0
        self._pending = (key, self._line)
        if key not in WHITESPACE:
            self.last = self._pending
        return key

    def pause(self, seconds: float) -> None:
        """A pipe never waits."""

    def discard_typed_ahead(self) -> None:
        """A pipe's keys are all meant: none is discarded."""

    def settle(self) -> None:
        """Check the last key read against everything written since."""
        if self._pending is None:
            return
        key, prompt = self._pending
        after = "".join(self._after)
        self._pending = None
        self._after = []
        seen = (key, prompt, after)
        if seen in self._checked:  # a long run of one refused key: checked once
            return
        problem = echo_problem(key, prompt, after)
        if problem is not None:
            if len(self.problems) < MAX_PROBLEMS:
                self.problems.append(f"keys, key {len(self.keys_read)}: {problem}")
        elif len(after) < 200 and len(self._checked) < 10_000:
            self._checked.add(seen)


# --------------------------------------------------------------------------- a session


@dataclass
class Outcome:
    """What one case did, and what was wrong with it."""

    case: Case
    status: int | None = None
    screen: str = ""
    keys_used: str = ""
    keys_read: int = 0
    hands: int = 0
    games: int = 0
    steps: int = 0
    stalled: bool = False
    """The console went on writing without asking for a key (see :data:`ENDLESS`)."""
    problems: list[str] = field(default_factory=list)


def session_end(result: object) -> tuple[int, str, str | None]:
    """``run_session``'s answer as (status, keys used, crash traceback): it returned the pair
    (status, keys_used) and now returns a SessionEnd; both are read."""
    if isinstance(result, tuple):
        status, keys_used = result
        return int(status), str(keys_used), None
    status, keys_used = getattr(result, "status", None), getattr(result, "keys_used", None)
    crash = getattr(result, "crash", None)
    if not isinstance(status, int) or not isinstance(keys_used, str):
        raise TypeError(f"run_session returned {result!r}")
    return status, keys_used, crash


def played(options: Settings, data: bytes) -> tuple[int, str, str]:
    """Status, screen and keys used of a plain, unwatched session fed ``data``."""
    screen = io.StringIO()
    status, keys_used, _ = session_end(run_session(options, StreamKeys(io.BytesIO(data)), screen))
    return status, screen.getvalue(), keys_used


@quick_hints()
def run_case(case: Case, *, replay: bool = True, engine: type[Game] = Game) -> Outcome:
    """Play ``case`` in-process with every check; ``engine`` is the Game class to watch."""
    outcome = Outcome(case)
    problems = outcome.problems
    watch = EngineWatch()
    tape = Tape(StreamKeys(io.BytesIO(case.data)))
    result: object = None
    with watching(watch, engine):
        try:
            result = run_session(case.options(), tape, tape)
        except (InvariantBroken, Stalled):
            pass  # recorded by the watch, or the tape
        except Exception:
            problems.append(f"an exception escaped run_session:\n{traceback.format_exc()}")
    tape.settle()
    problems[:0] = watch.problems
    problems += tape.problems
    outcome.screen = screen = tape.screen.getvalue()
    outcome.keys_read = len(tape.keys_read)
    outcome.hands, outcome.games, outcome.steps = watch.hands_won, watch.games_won, watch.steps
    if watch.problems:
        problems.append("the session was stopped at the first broken invariant")
    if tape.stalled:
        outcome.stalled = True
        tail = " / ".join(screen.rstrip("\n").split("\n")[-6:])
        problems.append(
            f"{ENDLESS}after key {outcome.keys_read} the console wrote over {STALL_LIMIT} "
            f"characters without asking for another; it ends: {tail}"
        )
    if result is None or watch.problems or tape.stalled:
        return outcome
    status, keys_used, crash = session_end(result)
    outcome.status, outcome.keys_used = status, keys_used
    if crash is not None:
        problems.append(f"run_session crashed (status {status}):\n{crash}")
    problems += status_problems(status, tape, screen)
    counted = "".join(key for key in tape.keys_read if key not in WHITESPACE)
    if keys_used != counted:
        problems.append(f"keys used {keys_used[:60]!r}..., the keys that counted {counted[:60]!r}")
    if not screen.startswith(f"GAME NUMBER {case.seed}\n"):
        problems.append(f"the screen starts {screen[:40]!r}")
    problems += line_problems(screen, game_text=True)
    if case.humans > 1:
        problems += keyboard_problems(screen)
    seen = (len(watch.games_played), watch.hands_won, watch.games_won)
    shown = (
        len(re.findall("^GAME NUMBER ", screen, re.MULTILINE)),
        screen.count(" WINS THE HAND\n"),
        screen.count(" WINS THE GAME\n"),
    )
    if seen != shown:
        problems.append(f"the engine saw (games, hands won, games won) {seen}, the screen {shown}")
    if replay:
        again = played(case.options(), keys_used.encode("utf-8"))
        if again[:2] != (status, screen):
            problems.append(
                f"the keys used played again differ: {first_difference(screen, again[1])}"
            )
    return outcome


def status_problems(status: int, tape: Tape, screen: str) -> list[str]:
    """The exit status must match how the session ended (docs/playing.md's table)."""
    last_key, last_prompt = tape.last or ("", "")
    answered = last_key.upper() if last_key.isascii() else ""
    if tape.at_end:
        if status != 1:
            return [f"status {status} at end of input"]
        if not screen[:-1].rpartition("\n")[2].startswith("END OF INPUT"):
            return [f"end of input, but the screen ends {screen[-80:]!r}"]
        return []
    if status != 0:
        return [f"status {status} while input was left (last key {last_key!r})"]
    if (
        last_prompt == PLAY_AGAIN
        and answered in ("N", "Q")
        and screen.endswith(f"{PLAY_AGAIN}{answered}\n")
    ):
        return []
    if last_prompt == QUIT and answered in ("Y", "Q") and f"\n{QUIT}{answered}\n" in screen[-80:]:
        return []
    return [f"status 0 after {last_key!r} at {last_prompt!r}; the screen ends {screen[-80:]!r}"]


def first_difference(expected: str, actual: str) -> str:
    """Where two screens part, as a short phrase."""
    left, right = expected.split("\n"), actual.split("\n")
    for number, (one, other) in enumerate(zip(left, right, strict=False), 1):
        if one != other:
            return f"line {number}: {one!r} / {other!r}"
    return f"{len(left)} lines / {len(right)} lines"


@contextlib.contextmanager
def started_as_uno_classic() -> Iterator[None]:
    """The command runs as a player who typed ``uno-classic`` runs it: the game names the
    command that started it (the ``?`` help's rules command, a stopped game's resume
    hint), and started from here that would be this tool."""
    saved = sys.argv
    sys.argv = ["uno-classic"]
    try:
        yield
    finally:
        sys.argv = saved


@quick_hints()
def check_cli(case: Case, expected: Outcome) -> list[str]:
    """Play ``case`` through the click command (engine watched, ``--record`` on, a private
    state folder) and compare with the in-process ``expected``."""
    from click.testing import CliRunner  # noqa: PLC0415 (only this check needs it)

    from uno_classic.cli import main, replay_transcript  # noqa: PLC0415
    from uno_classic.transcript import Transcript, difference  # noqa: PLC0415

    watch = EngineWatch()
    with tempfile.TemporaryDirectory() as folder:
        record = Path(folder, "session.txt")
        with watching(watch), started_as_uno_classic():
            result = CliRunner().invoke(
                main,
                [*case.cli_args(), "--record", str(record)],
                input=case.data,
                env={"XDG_STATE_HOME": folder, "NO_COLOR": "1"},
            )
        transcript = Transcript.load(record) if record.exists() else None
    problems = [f"command line, {problem}" for problem in watch.problems]
    if result.exception is not None and not isinstance(result.exception, SystemExit):
        trace = "".join(traceback.format_exception(*result.exc_info)) if result.exc_info else ""
        problems.append(f"command line: {result.exception!r} escaped\n{trace}")
    if result.exit_code not in (0, 1) or result.exit_code != expected.status:
        problems.append(f"command line: exit code {result.exit_code}, in-process {expected.status}")
    stdout = result.stdout
    if not stdout.startswith(expected.screen):
        problems.append(
            f"command line: stdout differs: {first_difference(expected.screen, stdout)}"
        )
    problems += [f"command line: {problem}" for problem in line_problems(stdout, game_text=False)]
    if transcript is None:
        problems.append("command line: --record wrote no transcript")
    else:
        if (transcript.status, transcript.keys) != (
            result.exit_code,
            expected.keys_used.encode("utf-8"),
        ):
            problems.append(
                f"transcript: status {transcript.status}, keys {transcript.keys[:60]!r}"
            )
        if transcript.screen != expected.screen:
            problems.append(f"transcript: {first_difference(expected.screen, transcript.screen)}")
        diff = difference(transcript, replay_transcript(transcript), "transcript")
        if diff:
            problems.append("transcript: its replay differs\n" + "\n".join(diff[:20]))
    return problems


# --------------------------------------------------------------------------- the script


@dataclass
class Tally:
    """Totals over a run."""

    streams: int = 0
    games: int = 0
    hands: int = 0
    keys: int = 0
    failing: int = 0
    endless: int = 0
    first_failing: int | None = None


def fuzz_one(case_seed: int, *, cli: bool) -> Outcome:
    """One case with every check, the command line's too when ``cli``."""
    outcome = run_case(case_from_seed(case_seed))
    if cli and outcome.status is not None and not outcome.stalled:  # the CLI would hang
        outcome.problems += check_cli(outcome.case, outcome)
    return outcome


def reproduce_command(case_seed: int) -> str:
    """The command that runs one failing case again, in detail."""
    return f".venv/bin/python tools/fuzz.py --case {case_seed}"


def show_case(case_seed: int, keys_out: Path | None) -> int:
    """``--case``: one case in detail; 1 if it has problems."""
    outcome = fuzz_one(case_seed, cli=True)
    case = outcome.case
    print(case.describe())
    print(
        f"status {outcome.status}, {outcome.keys_read} keys read, {outcome.hands} hands, "
        f"{outcome.games} games finished, {outcome.steps} engine steps"
    )
    if keys_out is not None:
        keys_out.write_bytes(case.data)
        print(f"keys written: uno-classic {' '.join(case.cli_args())} < {keys_out}")
    for problem in outcome.problems:
        print("PROBLEM:", problem)
    if outcome.problems:
        print("--- the end of the screen:")
        print("\n".join(outcome.screen.split("\n")[-40:]))
    return 1 if outcome.problems else 0


def main(argv: Sequence[str] | None = None) -> int:
    """Run the fuzzer; 0 when no problem was found."""
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0] if __doc__ else None)
    parser.add_argument("--count", type=int, default=1000, help="key streams to try")
    parser.add_argument("--seed", type=int, default=None, help="seed of the run (default: new)")
    parser.add_argument(
        "--cli-every",
        type=int,
        default=10,
        metavar="K",
        help="also play every K-th stream through the click command (0: never)",
    )
    parser.add_argument("--case", type=int, default=None, help="run one case seed in detail")
    parser.add_argument("--keys-out", type=Path, default=None, help="with --case: save its keys")
    parser.add_argument(
        "--protocol",
        action="store_true",
        help="play the sessions over --protocol json instead (tools/protocol_player.py)",
    )
    args = parser.parse_args(argv)
    if args.case is not None:
        return show_case(args.case, args.keys_out)
    seed = random.SystemRandom().randrange(MAX_SEED) if args.seed is None else args.seed
    if args.protocol:
        from tools import protocol_player  # noqa: PLC0415 (the protocol's own checks)

        return protocol_player.fuzz(args.count, seed)
    seeds = random.Random(seed)
    every = max(1, args.count // 20)
    tally = Tally()
    started = time.perf_counter()
    print(f"fuzzing {args.count} key streams, seed {seed}", flush=True)
    for number in range(1, args.count + 1):
        case_seed = seeds.getrandbits(40)
        outcome = fuzz_one(case_seed, cli=args.cli_every > 0 and number % args.cli_every == 0)
        tally.streams += 1
        tally.games += outcome.games
        tally.hands += outcome.hands
        tally.keys += outcome.keys_read
        if outcome.problems:
            tally.failing += 1
            tally.endless += outcome.stalled
            if tally.first_failing is None:
                tally.first_failing = case_seed
                print(f"stream {number} (case {case_seed}) has problems:", flush=True)
                for problem in outcome.problems[:5]:
                    print("  " + problem.replace("\n", "\n  "), flush=True)
        if number % every == 0 or number == args.count:
            print(
                f"  {number}/{args.count} streams, {tally.games} games finished, "
                f"{tally.hands} hands, {tally.keys} keys, {tally.failing} failing, "
                f"{time.perf_counter() - started:.0f} s",
                flush=True,
            )
    summary = (
        f"fuzz seed {seed}: {tally.streams} streams tried, {tally.games} games finished, "
        f"{tally.hands} hands played, {tally.keys} keys fed, problems found: {tally.failing}"
    )
    if tally.endless:
        summary += f" ({tally.endless} of them an endless loop)"
    if tally.first_failing is not None:
        summary += (
            f"; first failing stream: case {tally.first_failing}, "
            f"reproduce: {reproduce_command(tally.first_failing)}"
        )
    print(summary + f" ({time.perf_counter() - started:.0f} s)")
    return 1 if tally.failing else 0


if __name__ == "__main__":
    sys.exit(main())
