"""The Draw Four challenge (``--draw-four bluff``), and when a Draw Four may be played at all
(``--draw-four``, ``--draw-four-test``).

Everything about this rule lives here: its engine steps, its questions and answers, its
screen lines and help, its rulebook paragraph, what the computer players do about it and
the figures ``simulate`` counts.
"""

from __future__ import annotations

import random
from collections.abc import Callable, Mapping
from typing import Final, Protocol

from .. import events as ev
from ..cards import WILD_DRAW_FOUR, Card
from ..questions import CHALLENGE, MOVE, Answer, IllegalAnswer
from ..randomness import Purpose
from ..rules import breaks_test
from ..view import TableView
from . import DrawFour, DrawFourTest, Rules
from .figures import RuleFigures
from .game_state import GameState
from .prose import KeyRow, paragraph

# ----------------------------------------------------------------- engine steps

# A Draw Four that goes out names no color: it is never judged, nor challenged.


def judge_draw_four(game: GameState, hand: list[Card]) -> None:
    """Whether the Draw Four being played from ``hand`` is a bluff, judged on the hand and
    the color in force as they are when it is played; and the hand it leaves, which a
    challenger sees (before any missed-UNO cards)."""
    game.bluffing = breaks_test(
        hand, game.discard_pile[-1], game.current_color, game.rules.draw_four_test
    )
    held = list(hand)
    held.remove(WILD_DRAW_FOUR)
    game.hand_after_draw_four = tuple(held)


def ask_challenge(game: GameState, seat: int) -> None:
    """The next player challenges the Draw Four ``seat`` just played, or takes the four
    cards."""
    victim = (seat + game.direction) % game.players
    game.challenged = ev.Challenged(victim, seat, game.hand_after_draw_four)
    game.turn = victim
    game.question = CHALLENGE


def answer_challenge(game: GameState, answer: Answer) -> None:
    """The CHALLENGE question's answer: ``True`` challenges, ``False`` takes the four."""
    if type(answer) is not bool:
        raise IllegalAnswer(f"{answer!r} is not True (challenge) or False (take 4)")
    settle_challenge(game, answer)


def settle_challenge(game: GameState, challenge: bool) -> None:
    """A bluff found out costs its player 4 cards and the challenger moves; a wrong
    challenge costs the challenger 6 cards and its turn; no challenge, 4 and the turn."""
    challenged = game.challenged
    assert challenged is not None
    game.challenged = None
    victim = challenged.challenger
    events = game._events
    game.question = MOVE
    if not challenge:
        game._take(victim, 4)
        game._skip(victim)
        return
    if events is not None:
        events.append(challenged)
        events.append(ev.ChallengeSettled(challenged.seat, game.bluffing))
    # The challenger has seen the hand (whatever a missed UNO added is still unseen).
    game._knowledge()[victim][challenged.seat] = list(challenged.hand)
    if game.bluffing:
        game._take(challenged.seat, 4)
        game.turn = victim
    else:
        game._take(victim, 6)
        game._skip(victim)


# ----------------------------------------------------------------- what the players read

QUESTION: Final = CHALLENGE
"""The question this rule asks out of turn, at the table: of the player a Draw Four was
played on, who sees the table and its hand first (it is not its turn)."""

EXPLANATION: Final = (
    "Y: CHALLENGE THE DRAW FOUR. IF IT WAS A BLUFF, ITS PLAYER TAKES 4 AND YOU PLAY;",
    "IF NOT, YOU TAKE 6 AND LOSE YOUR TURN. N: TAKE 4 AND LOSE YOUR TURN.",
)
"""What ``?`` explains at the challenge prompt."""


def prompt(game: GameState, name: Callable[[int], str]) -> str:
    """``CHALLENGE COMPUTER 1 (Y/N)? ``: naming the player whose hand a challenge looks at,
    who played the Draw Four."""
    challenged = game.challenged
    assert challenged is not None
    return f"CHALLENGE {name(challenged.seat)} (Y/N)? "


def event_lines(event: ev.Event, name: Callable[[int], str]) -> list[str] | None:
    """The public lines of a challenge and its outcome (None for another event)."""
    match event:
        case ev.Challenged(challenger, seat, _):
            return [f"{name(challenger)} CHALLENGES {name(seat)}"]
        case ev.ChallengeSettled(seat, bluffing):
            return [f"{name(seat)} WAS {'' if bluffing else 'NOT '}BLUFFING"]
    return None


def event_object(event: ev.Event, name: Callable[[int], str]) -> dict[str, object] | None:
    """A challenge and its outcome as machine play reports them (``--protocol json``;
    None for another event). The hand challenged is the challenger's alone to see: see
    :func:`private_cards`."""
    match event:
        case ev.Challenged(challenger, seat, _):
            return {"event": "challenge", "player": name(challenger), "challenged": name(seat)}
        case ev.ChallengeSettled(seat, bluffing):
            return {"event": "challenge_result", "player": name(seat), "bluffing": bluffing}
    return None


def held_lead(name: str) -> str:
    """``COMPUTER 1 HELD:``: what leads the hand a challenger is shown, the cards after it."""
    return f"{name} HELD:"


_HELP_LINES: Final = {
    (DrawFour.RESTRICTED, DrawFourTest.COLOR): (
        "A DRAW FOUR ONLY WHEN YOU HOLD NO CARD OF THE CURRENT COLOR.",
    ),
    (DrawFour.RESTRICTED, DrawFourTest.MATCH): (
        "A DRAW FOUR ONLY WHEN NO OTHER CARD BUT A WILD CAN BE PLAYED.",
    ),
    (DrawFour.BLUFF, DrawFourTest.COLOR): (
        "A DRAW FOUR ANY TIME, BUT WHILE YOU HOLD A CARD OF THE CURRENT COLOR IT IS",
        "A BLUFF, AND THE NEXT PLAYER MAY CHALLENGE IT.",
    ),
    (DrawFour.BLUFF, DrawFourTest.MATCH): (
        "A DRAW FOUR ANY TIME, BUT WHILE ANOTHER CARD BUT A WILD COULD BE PLAYED IT",
        "IS A BLUFF, AND THE NEXT PLAYER MAY CHALLENGE IT.",
    ),
}


def help_lines(rules: Rules) -> list[str]:
    """The help's lines on when a Draw Four may be played, and whether it may be
    challenged."""
    return list(
        _HELP_LINES.get((rules.draw_four, rules.draw_four_test), ("A DRAW FOUR ANY TIME.",))
    )


def rulebook_paragraph(rules: Rules) -> str:
    """When a Draw Four may be played, under --draw-four and --draw-four-test, and how a
    challenge goes."""
    if rules.draw_four is DrawFour.FREE:
        return paragraph("A Draw Four may be played at any time (--draw-four free).")
    test = f"--draw-four-test {rules.draw_four_test}"
    if rules.draw_four_test is DrawFourTest.COLOR:
        none = "no card of the current color (a card that matches by number or symbol only "
        some = "a card of the current color (a card that matches by number or symbol only "
        note = "does not count)"
    else:
        none = "no other card that could be played (wild cards "
        some = "another card that could be played (wild cards "
        note = "do not count)"
    if rules.draw_four is DrawFour.RESTRICTED:
        return paragraph(
            f"A Draw Four may be played only while you hold {none}{note} "
            f"(--draw-four restricted, {test})."
        )
    return paragraph(
        f"A Draw Four may be played at any time, but playing it while holding {some}{note} "
        f"is a bluff, and the next player may challenge it (--draw-four bluff, {test}). A "
        "bluff found out costs its player 4 cards and the challenger plays on; an honest "
        "Draw Four costs the challenger 6 cards and its turn. Not challenged, it costs 4 "
        "cards and the turn. A challenger sees the hand challenged. A Draw Four played as "
        "the last card is never challenged."
    )


def key_rows(rules: Rules) -> list[KeyRow]:
    """The challenge prompt in the rulebook's list of prompts (listed under every rule)."""
    return [
        (
            "CHALLENGE <NAME> (Y/N)?",
            ("after a Draw Four played on you, with", "--draw-four bluff: Y challenges it"),
        )
    ]


def draw_four_test_problem(preset: Rules, given: Mapping[str, object]) -> str | None:
    """What is wrong with a Draw Four test given under ``--draw-four free`` (see
    :data:`~uno_classic.variants.combinations.RULE_CHECKS`): a free Draw Four is never
    judged, so the test would change nothing, and a player who names it expects it to."""
    draw_four = given.get("draw_four", preset.draw_four.value)
    if "draw_four_test" not in given or draw_four != DrawFour.FREE.value:
        return None
    return (
        "--draw-four-test has no effect with --draw-four free: a free Draw Four is "
        "never refused or challenged"
    )


def private_cards(
    event: ev.Event, viewer: int | None, name: Callable[[int], str]
) -> tuple[str, tuple[Card, ...]] | None:
    """What only the challenger sees of a challenge, the ``viewer`` at the keyboard: the
    hand challenged, and what leads it (``COMPUTER 1 HELD:``); None for another event, or
    another viewer. The screen lays the cards out."""
    match event:
        case ev.Challenged(challenger, seat, hand) if challenger == viewer:
            return held_lead(name(seat)), hand
    return None


# ----------------------------------------------------------------- what the computers do

CHALLENGE_FROM: Final = 5
"""``normal`` challenges a Draw Four whose player still holds this many cards or more."""


def normal_challenges(view: TableView) -> bool:
    """``normal`` challenges when the Draw Four's player (the last in ``view.others``) kept
    at least :data:`CHALLENGE_FROM` cards: the more cards it kept, the likelier one was of
    the color it changed."""
    return view.others[-1] >= CHALLENGE_FROM


def easy_challenges(rng: random.Random) -> bool:
    """``easy`` tosses a coin: it weighs no odds."""
    return rng.random() < 0.5


class Challenger(Protocol):
    """What a computer player needs at the challenge question (see
    :class:`~uno_classic.strategies.Strategy`)."""

    def challenge(self, view: TableView, rng: random.Random) -> bool:
        """Whether to challenge the Draw Four just played on this player."""
        ...


def computer_answer(
    game: GameState, strategy: Challenger, view: TableView, rng: random.Random | None = None
) -> Answer:
    """A computer player's answer to the challenge question: its strategy's, with a random
    stream of the challenge's own, so that a coin tossed here never moves another choice.
    Given ``rng`` (a hint's search), the choice comes from it instead."""
    return strategy.challenge(view, game.stream(Purpose.CHALLENGE) if rng is None else rng)


COMPUTER_ANSWERS: Final = {CHALLENGE: computer_answer}
"""How a computer player answers this rule's question."""


# ----------------------------------------------------------------- what simulate counts


def counted_under(rules: Rules) -> bool:
    """Whether ``simulate`` counts and reports these figures: under ``--draw-four bluff``."""
    return rules.draw_four is DrawFour.BLUFF


class _Challenged(Protocol):
    @property
    def bluffing(self) -> bool:
        """Whether the Draw Four open to a challenge is a bluff."""
        ...


def count_answer(game: _Challenged, challenged: object, figures: dict[str, int]) -> None:
    """Count an answer to the challenge question, before it is applied."""
    figures["bluffs"] += game.bluffing
    if challenged:
        figures["challenges"] += 1
        figures["caught"] += game.bluffing


def figures_line(figures: dict[str, int]) -> str:
    """The report's line."""
    challenges, caught = figures["challenges"], figures["caught"]
    rate = f"{caught / challenges:.1%}" if challenges else "none"
    return (
        f"draw four bluffs open to a challenge: {figures['bluffs']}; challenges: "
        f"{challenges}, of which found a bluff: {caught} ({rate})"
    )


FIGURES: Final = RuleFigures(
    # Draw Fours played as a bluff and open to a challenge; those challenged; the
    # challenges that found a bluff.
    names=("bluffs", "challenges", "caught"),
    counted_under=counted_under,
    asked=CHALLENGE,
    count_answer=count_answer,
    line=figures_line,
    help="under --draw-four bluff, the bluffs and challenges",
)
"""What ``simulate`` counts of this rule, and at which question."""
