"""The Draw Four challenge (``--draw-four bluff``), and when a Draw Four may be played at all
(``--draw-four``, ``--draw-four-test``).

Everything about this rule lives here: its engine steps, its questions and answers, its
screen lines and help, its rulebook paragraph, what the computer players do about it and
the figures ``simulate`` counts.
"""

from __future__ import annotations

from .. import events as ev
from ..cards import WILD_DRAW_FOUR, Card
from ..questions import CHALLENGE, MOVE, Answer, IllegalAnswer
from ..rules import breaks_test
from .game_state import GameState

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


# ----------------------------------------------------------------- what the computers do


# ----------------------------------------------------------------- what simulate counts
