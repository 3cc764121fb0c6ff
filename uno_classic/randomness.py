"""Seeded random streams, one per (seed, game, hand, purpose).

Every random choice in uno-classic comes from a generator derived from the session seed, the
game number within the session, the hand number within the game, and a purpose. Giving each
purpose its own stream means that changing how one thing is decided (say, a computer
player's tie-breaks) can never change a deal. The global ``random`` state is never touched.
"""

from __future__ import annotations

import _random
import enum
import random
from collections.abc import Sequence
from typing import Final, TypeVar

try:
    # The very function hashlib.blake2b is (CPython makes it here, never with OpenSSL), without
    # hashlib loading OpenSSL, a few milliseconds of every start of the game.
    from _blake2 import blake2b
except ImportError:  # another Python: the public name, whatever it costs
    from hashlib import blake2b

T = TypeVar("T")


class Purpose(enum.Enum):
    """What a random stream decides. Each purpose has its own stream in every hand."""

    DEAL = "deal"
    """Picking the starting player, shuffling the deck, turning a new first card."""
    RESHUFFLE = "reshuffle"
    """Shuffling the discard pile into a new stock."""
    UNO_CHECK = "uno"
    """Deciding whether a player who plays down to one card is caught not saying UNO."""
    TIEBREAK = "tiebreak"
    """Computer players' choices between equally good moves."""
    CUT = "cut"
    """The cut for the first dealer (``--starter cut``), once a game."""
    CHALLENGE = "challenge"
    """Computer players' random choices about the Draw Four challenge."""
    SWAP = "swap"
    """Computer players' random choices of whom to swap hands with."""
    JUMP_IN = "jump-in"
    """Computer players' random choices of whether to jump in."""
    HINT = "hint"
    """The search behind a human's hint (one stream per turn and question): nothing the
    game draws, so asking for a hint never moves the game."""

    __hash__ = object.__hash__  # a fast dict key; see cards.Color


def derive(seed: int, game: int, hand: int, purpose: Purpose, *within: object) -> random.Random:
    """A generator that depends on exactly these four values (and, for a stream of its own
    within the hand, ``within``: a hint's turn and question), stable across Python runs.

    The key is hashed (not Python's ``hash``, which is salted per process) so the stream is
    the same on every machine and every run.
    """
    key = f"uno-classic/{seed}/{game}/{hand}/{_VALUE[purpose]}".encode()
    if within:
        key += "".join(f"/{part}" for part in within).encode()
    # random.Random(n), without the Python layer of its seeding: the same state, made a few
    # times a hand.
    rng = _new(random.Random)
    rng.gauss_next = None  # type: ignore[attr-defined]  # (what Random.seed sets)
    _seed(rng, int.from_bytes(blake2b(key, digest_size=16).digest(), "big"))
    return rng


_VALUE: Final = {purpose: purpose.value for purpose in Purpose}
"""Each purpose's value (an enum's ``value`` is read through a Python-level property)."""
_new: Final = random.Random.__new__
_seed: Final = _random.Random.seed


def shuffled(cards: Sequence[T], rng: random.Random) -> list[T]:
    """A uniformly shuffled copy of ``cards``.

    Sorting by independent uniform keys gives a uniform permutation (ties between 53-bit
    floats are vanishingly rare) and runs about twice as fast as ``random.shuffle`` for a
    108-card deck, which matters when a simulation deals thousands of hands a second.
    """
    keys = [rng.random() for _ in cards]
    order = sorted(range(len(cards)), key=keys.__getitem__)
    return [cards[i] for i in order]
