"""Strategies of one's own for tests/test_plugins.py, seated with
``--strategy tests.plugin_strategies:NAME``: one that plays well by the rules, and one for
each way a strategy can fail (a wrong answer to each question, an exception) or cannot be
seated at all."""

from __future__ import annotations

import contextlib
import random
import sys
import time

from uno_classic.cards import FACES, Card, Color, Rank
from uno_classic.keys import Interrupted
from uno_classic.strategies import playable
from uno_classic.view import TableView


class Good:
    """Plays its highest-scoring card (the first of equals), names a color it holds most
    (ties at random, from the stream it is handed), plays what it takes, never challenges,
    swaps with the player holding fewest when that is fewer than its own, jumps in."""

    name = "good"

    def choose_play(self, view: TableView, rng: random.Random) -> Card | None:
        plays = playable(view)
        return max(plays, key=lambda card: card.points) if plays else None

    def choose_color(self, view: TableView, rng: random.Random) -> Color:
        held = [card.color for card in view.hand]
        most = max(held.count(color) for color in view.colors)
        return rng.choice([color for color in view.colors if held.count(color) == most])

    def play_taken(self, view: TableView, card: Card, rng: random.Random) -> bool:
        return True

    def challenge(self, view: TableView, rng: random.Random) -> bool:
        return False

    def choose_swap(self, view: TableView, rng: random.Random) -> int | None:
        fewest = min(view.others)
        return view.others.index(fewest) if fewest < len(view.hand) - 1 else None

    def jump_in(self, view: TableView, card: Card, rng: random.Random) -> bool:
        return True


class Illegal(Good):
    """Plays a card it may not play: one of its hand if it holds one, else any other."""

    def choose_play(self, view: TableView, rng: random.Random) -> Card | None:
        plays = playable(view)
        held = [card for card in view.hand if card not in plays]
        return held[0] if held else next(card for card in FACES if card not in plays)


class NotACard(Good):
    """Answers the move question with a card's name, not a card."""

    def choose_play(self, view: TableView, rng: random.Random) -> Card | None:
        plays = playable(view)
        return plays[0].name if plays else None  # type: ignore[return-value]


class Raises(Good):
    """Divides by zero when asked for a move."""

    def choose_play(self, view: TableView, rng: random.Random) -> Card | None:
        return 1 // 0  # type: ignore[return-value]


class WildsFirst(Good):
    """Plays a wild whenever it may (so that it is asked for a color)."""

    def choose_play(self, view: TableView, rng: random.Random) -> Card | None:
        plays = playable(view)
        wilds = [card for card in plays if card.is_wild]
        return (wilds or plays)[0] if plays else None


class ColorOfNoDeck(WildsFirst):
    """Names orange, a color of the eight-color deck only."""

    def choose_color(self, view: TableView, rng: random.Random) -> Color:
        return Color.ORANGE


class ColorByName(WildsFirst):
    """Names a color by its name, not as a Color."""

    def choose_color(self, view: TableView, rng: random.Random) -> Color:
        return "RED"  # type: ignore[return-value]


class TakesAlways(Good):
    """Takes at every turn (so that it is asked whether to play what it took)."""

    def choose_play(self, view: TableView, rng: random.Random) -> Card | None:
        return None


class PlaysTakenAsOne(TakesAlways):
    """Answers PLAY IT with 1, not True."""

    def play_taken(self, view: TableView, card: Card, rng: random.Random) -> bool:
        return 1  # type: ignore[return-value]


class ChallengesWithWords(Good):
    """Answers the challenge question with a word."""

    def challenge(self, view: TableView, rng: random.Random) -> bool:
        return "yes"  # type: ignore[return-value]


class SevensFirst(Good):
    """Plays a 7 whenever it may (so that it is asked whom to swap with under 7-0)."""

    def choose_play(self, view: TableView, rng: random.Random) -> Card | None:
        plays = playable(view)
        sevens = [card for card in plays if card.rank is Rank.SEVEN]
        return (sevens or plays)[0] if plays else None


class SwapsWithNobody(SevensFirst):
    """Names a position past the last other player."""

    def choose_swap(self, view: TableView, rng: random.Random) -> int | None:
        return len(view.others)


class SwapsWithTrue(SevensFirst):
    """Names ``True``, a bool, not a position."""

    def choose_swap(self, view: TableView, rng: random.Random) -> int | None:
        return True


class JumpsInWithNone(Good):
    """Answers the jump-in question with None."""

    def jump_in(self, view: TableView, card: Card, rng: random.Random) -> bool:
        return None  # type: ignore[return-value]


class Counts(Good):
    """Keeps a count of the moves it was asked in its game: plays its highest-scoring card
    for its first 8, its lowest-scoring after. Its play differs if one object were asked
    across games or seats."""

    def __init__(self) -> None:
        self.asked = 0

    def choose_play(self, view: TableView, rng: random.Random) -> Card | None:
        self.asked += 1
        plays = playable(view)
        if not plays:
            return None
        if self.asked <= 8:
            return max(plays, key=lambda card: card.points)
        return min(plays, key=lambda card: card.points)


class NeedsArguments(Good):
    """Cannot be made with no arguments."""

    def __init__(self, depth: int) -> None:
        self.depth = depth


class NoJumpIn:
    """Answers all but the jump-in question."""

    choose_play = Good.choose_play
    choose_color = Good.choose_color
    play_taken = Good.play_taken
    challenge = Good.challenge
    choose_swap = Good.choose_swap


def not_a_class() -> Good:
    """A function, not a class."""
    return Good()


class SignalledWhileThinking(Good):
    """Is thinking when SIGTERM arrives (the game's handler raises where Python is at)."""

    def choose_play(self, view: TableView, rng: random.Random) -> Card | None:
        raise Interrupted(143)


class Printer(Good):
    """Prints at every move (what a strategy should not do)."""

    def choose_play(self, view: TableView, rng: random.Random) -> Card | None:
        print("HELLO FROM A STRATEGY")
        return super().choose_play(view, rng)


class Exits(Good):
    """Calls sys.exit when asked for a move."""

    def choose_play(self, view: TableView, rng: random.Random) -> Card | None:
        sys.exit(3)


class SwallowsErrors(Good):
    """Waits at each move inside an ``except Exception`` that takes whatever comes: a
    signal's stop must still get through."""

    def choose_play(self, view: TableView, rng: random.Random) -> Card | None:
        with contextlib.suppress(Exception):
            time.sleep(0.5)
        return super().choose_play(view, rng)
