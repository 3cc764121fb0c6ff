"""Stacking (``--stacking pass|add``): a player hit by a Draw Two or Draw Four passes the
penalty on with a card of the same kind, or takes it all.

Everything about this rule lives here: its engine steps, its questions and answers, its
screen lines and help, its rulebook paragraph, what the computer players do about it and
the figures ``simulate`` counts.
"""

from __future__ import annotations

from typing import Final, Protocol

from ..cards import Card, Rank
from ..questions import MOVE, TAKE, Answer, IllegalAnswer
from ..rules import Refusal, refusal, stacking_plays
from ..view import TableView
from . import DrawFour, DrawFourTest, Rules, Stacking
from .figures import RuleFigures
from .game_state import GameState
from .prose import paragraph

# ----------------------------------------------------------------- engine steps


def pass_penalty_on(game: GameState, seat: int, card: Card) -> None:
    """A Draw card, ``card``, hits the next player: the penalty is pending on it, to pass
    on with a card of the kind or to take all (see :func:`answer_penalty`)."""
    victim = (seat + game.direction) % game.players
    game._set_pending(victim, penalty(game, card))
    game.turn = victim
    game.question = MOVE


def penalty(game: GameState, card: Card) -> int:
    """The cards the next player must take after ``card``, a Draw Two or Draw Four: under
    ``--stacking add`` the pending penalty grows by the card's, otherwise it is the
    card's."""
    return game.pending + card.draws if game.rules.stacking is Stacking.ADD else card.draws


def answer_penalty(game: GameState, answer: Answer) -> None:
    """A move with a penalty pending: pass it on with a card of its kind, or take it all
    and lose the turn (no taken card is played)."""
    seat = game.turn
    passed_on, taken, cards, largest = game.penalties
    if answer is TAKE:
        game.turns += 1
        count = game.pending
        game.penalties = (passed_on, taken + 1, cards + count, max(largest, count))
        game._set_pending(seat, 0)
        game._take(seat, count)
        game._skip(seat)
        return
    if type(answer) is not Card:
        game._other_answer(answer, "a card or TAKE")
        return
    why = refusal(
        game.hands[seat],
        answer,
        game.discard_pile[-1],
        game.current_color,
        game.restriction,
        pending=True,
    )
    if why is not None:
        raise IllegalAnswer(f"cannot play {answer}: {why.value}", why)
    game.turns += 1
    game.penalties = (passed_on + 1, taken, cards, largest)
    game._start_play(seat, answer)


# ----------------------------------------------------------------- what the players read


def penalty_kind(top: Card) -> str:
    """``DRAW TWO`` or ``DRAW FOUR``: the kind of a pending penalty's card, whatever its
    color (any Draw Two passes on a Draw Two)."""
    return "DRAW TWO" if top.rank is Rank.DRAW_TWO else "DRAW FOUR"


def pending_line(top: Card, count: int) -> str:
    """The status line of a player with a penalty pending."""
    kind = penalty_kind(top)
    return f"A {kind} IS PENDING: PLAY A {kind} ON IT, OR T TAKES {count} CARDS"


def status_lines(game: GameState, seat: int) -> list[str]:
    """What the status lines add at ``seat``'s turn: the penalty pending on it, if any,
    since only a card of its kind, or T, answers then."""
    if not game.pending or game.turn != seat:
        return []
    return [pending_line(game.discard_pile[-1], game.pending)]


def pending_refusal(top: Card) -> str:
    """Why no other card may be played on a pending penalty, in one line."""
    kind = penalty_kind(top)
    return f"ONLY A {kind} CAN BE PLAYED ON A PENDING {kind}, OR T TAKES THE CARDS"


def help_lines(rules: Rules) -> list[str]:
    """The help's lines on stacking: a Draw Four that may be challenged is never passed on."""
    if rules.stacking is Stacking.OFF:
        return []
    kinds = "A DRAW TWO" if rules.draw_four is DrawFour.BLUFF else "A DRAW TWO OR DRAW FOUR"
    if rules.stacking is Stacking.PASS:
        then = "IT PASSES ON UNCHANGED. T TAKES ALL THE CARDS AND LOSES THE TURN."
    else:
        then = "ITS CARDS ARE ADDED AND IT PASSES ON. T TAKES THEM ALL AND LOSES THE TURN."
    return [f"STACKING: HIT BY {kinds}, YOU MAY PLAY ONE OF THE SAME KIND:", then]


def pending_note(rules: Rules) -> str:
    """What the rulebook's turn adds to "any time" while stacking is on."""
    return (
        " (unless a penalty is pending: see STACKING)" if rules.stacking is not Stacking.OFF else ""
    )


def last_card_words(rules: Rules) -> str:
    """What a last Draw Two or Draw Four still does, in the rulebook's WINNING."""
    if rules.stacking is Stacking.ADD:
        return "makes the next player take the whole penalty, its own cards added."
    return "makes the next player take its cards."


def rulebook_section(rules: Rules) -> str:
    """Whether a Draw Two or Draw Four may be passed on, under --stacking: a line when it
    may not, a section of its own when it may."""
    if rules.stacking is Stacking.OFF:
        return "  A Draw Two or Draw Four is never passed on (--stacking off).\n"
    bluff = rules.draw_four is DrawFour.BLUFF
    if bluff:  # a Draw Four is challenged instead
        hits, by, other, counts = "A Draw Two does", "another Draw Two", "a Draw Four", "2"
    else:
        hits = "A Draw Two or Draw Four does"
        by = "a card of the same kind (a Draw Two on a Draw Two, a Draw Four on a Draw Four)"
        other, counts = "the other kind", "2 or 4"
    if rules.stacking is Stacking.ADD:
        then = (
            f"each card played on it adds its {counts} cards, and the player after it faces "
            "them all: a second Draw Two makes 4 cards, a third 6 (--stacking add)."
        )
    else:
        then = f"the player after it faces the same {counts} cards (--stacking pass)."
    text = (
        f"{hits} not hit the next player at once: that player may pass the penalty on by "
        f"playing {by}; {then} While a penalty is pending no other card may be played, "
        f"not even {other}; your turn says what is pending. T takes the whole penalty in "
        "one go and loses the turn, and none of those cards may be played."
    )
    text += _with_draw_four(rules)
    text += (
        " A Draw Two or Draw Four played as the last card still makes the next player take "
        "the whole penalty. A first card never leaves a penalty pending."
    )
    return f"\nSTACKING\n{paragraph(text)}\n"


def _with_draw_four(rules: Rules) -> str:
    """How stacking meets the Draw Four rule in force."""
    if rules.draw_four is DrawFour.BLUFF:
        return (
            " A Draw Four is never passed on (--draw-four bluff): it is challenged or "
            "accepted as above."
        )
    if rules.draw_four is DrawFour.RESTRICTED and rules.draw_four_test is DrawFourTest.COLOR:
        return " A Draw Four passed on must still be allowed by the Draw Four rule above."
    if rules.draw_four is DrawFour.RESTRICTED:
        return (
            " A Draw Four may always be passed on a Draw Four: the match test counts the "
            "other cards that could be played, and on a penalty none could."
        )
    return ""


def refusal_line(why: Refusal, top: Card) -> str | None:
    """Why the chosen card may not be played, when a pending penalty is why (None for
    another refusal, which the shared core words)."""
    return pending_refusal(top) if why is Refusal.PENALTY_PENDING else None


# ----------------------------------------------------------------- what the computers do


def passing_on(view: TableView) -> list[Card]:
    """A computer's plays with a penalty pending: only the cards that pass it on. ``normal``
    and ``easy`` choose among them by their usual priorities, so they always pass a
    penalty on when they can, and take it only when they cannot."""
    return stacking_plays(view.hand, view.top_card, view.current_color, view.restriction)


# ----------------------------------------------------------------- what simulate counts


def counted_under(rules: Rules) -> bool:
    """Whether ``simulate`` counts and reports these figures: under ``--stacking``."""
    return rules.stacking is not Stacking.OFF


class _Counted(Protocol):
    @property
    def penalties(self) -> tuple[int, int, int, int]:
        """Passed on, taken, the cards those came to, the largest taken."""
        ...


def count_game(game: _Counted, figures: dict[str, int]) -> None:
    """Count a finished game: its penalties passed on and taken (the rule counts them as
    it plays: see :func:`answer_penalty`)."""
    passed_on, taken, cards, largest = game.penalties
    figures["passed_on"] = passed_on
    figures["penalties_taken"] = taken
    figures["penalty_cards"] = cards
    figures["largest_penalty"] = largest


def figures_line(figures: dict[str, int]) -> str:
    """The report's line."""
    taken = figures["penalties_taken"]
    mean = f"{figures['penalty_cards'] / taken:.2f}" if taken else "none"
    return (
        f"penalties passed on: {figures['passed_on']}; taken: {taken}, "
        f"mean {mean} cards, largest {figures['largest_penalty']}"
    )


FIGURES: Final = RuleFigures(
    # Pending penalties passed on with a card of their kind; pending penalties taken; the
    # cards those came to (what was pending: a short stock may give fewer); the largest
    # taken.
    names=("passed_on", "penalties_taken", "penalty_cards", "largest_penalty"),
    counted_under=counted_under,
    line=figures_line,
    help="with --stacking, the penalties passed on and taken",
    largest=frozenset({"largest_penalty"}),
    count_game=count_game,
)
"""What ``simulate`` counts of this rule: at no question (a move with a penalty pending is
counted as it is played), so that a simulation asks nothing of the moves."""
