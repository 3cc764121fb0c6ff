"""Calling UNO (``--uno-call random|key``): who says UNO for a human down to one card.

Under ``random``, the rule of every rule text as the program this one ports plays it, the
game says it for every player and, at the missed-UNO chance (``--uno-penalty``), declares
instead that the player did not say it: the player takes ``--uno-cards``. Under ``key`` the
humans call it themselves, as the official rules have players do: every prompt that plays
a card takes U beside Y and N, U being a yes with the call, whatever the hand holds (so the
prompt never tells when to call). A human whose play leaves it one card, checked where the
game checks everyone (after any swap or rotation, on the hand it then holds), says UNO if
it answered U and is always caught if it did not; U on a play that leaves more cards is a
plain yes. The computers are checked at the chance under both.

Everything about this rule lives here: its engine steps, its screen words and help, its
rulebook paragraph. The computers do nothing new, and ``simulate`` (computers only) plays
``key`` as ``random``, so it counts nothing of its own.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Final

from ..cards import Card
from ..questions import JUMP_IN, MOVE, PLAY_TAKEN, Answer, Called, IllegalAnswer, Question
from . import Deck, Rules, UnoCall
from .game_state import GameState
from .options import chance_arg
from .prose import KeyRow, paragraph

# ----------------------------------------------------------------- engine steps

NOT_CALLED: Final = -1
""":attr:`Game.called_turn` when no call stands (reset at each deal)."""


def answer_called(game: GameState, called: Called) -> None:
    """An answer that plays a card, with UNO called: at MOVE a card (or, with a penalty
    pending, the card that passes it on), at PLAY IT or JUMP IN a yes. The answer is
    played as it would be without the call, which stands for the whole of that turn's play
    (a wild's color and a swap are asked after it, and the check comes after them)."""
    if game.rules.uno_call is not UnoCall.KEY:
        raise IllegalAnswer("UNO is called with a play only under --uno-call key")
    answer = called.answer
    if not plays_a_card(game.question, answer):
        raise IllegalAnswer(f"UNO is called with a play, not with {answer!r}")
    game.calling = True
    try:
        game._answer(answer)
    finally:
        game.calling = False
    game.called_turn = game.turns


def plays_a_card(question: Question, answer: Answer) -> bool:
    """Whether ``answer`` to ``question`` plays a card, so that UNO may be called with it:
    a card at MOVE, a yes at PLAY_TAKEN or JUMP_IN."""
    if question is MOVE:
        return type(answer) is Card
    return answer is True and (question is PLAY_TAKEN or question is JUMP_IN)


def with_calls(game: GameState, answers: Sequence[Answer]) -> list[Answer]:
    """``answers`` (the game's legal ones), each that plays a card followed by the same
    answer with UNO called when the humans call it themselves: every answer the game
    accepts, as machine play lists them (``Game.legal_answers`` leaves the calls out,
    being the same moves)."""
    if game.rules.uno_call is not UnoCall.KEY:
        return list(answers)
    question = game.question
    listed: list[Answer] = []
    for answer in answers:
        listed.append(answer)
        if plays_a_card(question, answer):
            listed.append(Called(answer))  # type: ignore[arg-type]
    return listed


def judge_call(game: GameState, seat: int, caught: bool) -> bool:
    """Whether ``seat``, down to one card, is caught not saying UNO: a player who calls
    for itself (a human under ``key``) when it did not call with this turn's play; any other
    as the check's draw says (``caught``, drawn whatever, so the stream stays the same).

    The call is known by its turn alone: only the player who played is checked, within the
    turn of its play (every play, a jump-in's included, is a turn of its own), so the turn
    says whose call it was."""
    if seat not in game.callers:
        return caught
    return not (game.calling or game.called_turn == game.turns)


# ----------------------------------------------------------------- what the players read

CALL_KEY: Final = "U"
"""The key that answers yes and calls UNO, under ``key``."""


def answer_to(key: str, play: Card | bool) -> Answer:
    """The answer a key gives at a prompt that plays a card, Y or U (N plays nothing):
    ``play`` itself, or, for U, ``play`` with the call."""
    return Called(play) if key == CALL_KEY else play


def confirm_keys(rules: Rules) -> str:
    """The keys of a prompt that plays a card: Y and N, and U under ``key``."""
    return "YNU" if rules.uno_call is UnoCall.KEY else "YN"


def choices(rules: Rules) -> str:
    """The end of a prompt that plays a card: ``(Y/N)``, or ``(Y/N/U)`` under ``key``
    (``PLAY RED 7 (Y/N/U)? ``)."""
    return "(" + "/".join(confirm_keys(rules)) + ")"


def explained(explanation: Sequence[str], rules: Rules) -> tuple[str, ...]:
    """What ``?`` explains at a prompt that plays a card: under ``key``, U too, and, where
    hands change, that the check is made on the hand held after the play (so a player who
    means to take a one-card hand says UNO here, before choosing it)."""
    if rules.uno_call is not UnoCall.KEY:
        return tuple(explanation)
    lines = (
        *explanation,
        "U: THE SAME AS Y, AND YOU SAY UNO. SAY IT WHEN THE PLAY LEAVES YOU ONE CARD,",
        f"OR YOU ARE CAUGHT AND TAKE {rules.uno_cards} CARDS.",
    )
    if rules.seven_zero or rules.deck is Deck.PARTY:
        lines += (
            "A CARD THAT CHANGES HANDS IS CHECKED ON THE HAND YOU GET: TO TAKE A ONE-CARD",
            "HAND, SAY UNO HERE.",
        )
    return lines


def reminder(game: GameState) -> str:
    """What a game resumed between a play and its last question (NEW COLOR after a Swap
    Hands, SWAP HANDS WITH after a 7 jumped in with) adds to its reminder of the play: that
    it called UNO, which is judged once that question is answered."""
    called = game.rules.uno_call is UnoCall.KEY and game.called_turn == game.turns
    return ", SAYING UNO" if called else ""


def hint_words(game: GameState, answer: Answer) -> str:
    """What a hint (``H``) adds to an answer that plays a card when the humans call UNO
    themselves: `` AND SAY UNO`` where the human holds two cards, so that following the
    hint never costs the missed call's cards (U on a play that leaves more is a plain yes,
    so a swap that leaves more costs nothing either)."""
    if game.rules.uno_call is not UnoCall.KEY or len(game.hands[game.turn]) != 2:
        return ""
    question = game.question
    plays = isinstance(answer, Card) if question is MOVE else answer is True
    return " AND SAY UNO" if plays and question in (MOVE, PLAY_TAKEN, JUMP_IN) else ""


def help_lines(rules: Rules) -> list[str]:
    """The help's lines on saying UNO (none under ``random``: the game says it)."""
    if rules.uno_call is not UnoCall.KEY:
        return []
    return [
        "SAY UNO YOURSELF: ANSWER U INSTEAD OF Y WHEN A PLAY LEAVES YOU ONE CARD,",
        f"OR YOU ARE CAUGHT AND TAKE {rules.uno_cards} CARDS.",
    ]


def rulebook_paragraph(rules: Rules) -> str | None:
    """The rulebook's words on saying UNO under ``key``, with the computers' chance and the
    cost in force; None under ``random``, whose words the rulebook has."""
    if rules.uno_call is not UnoCall.KEY:
        return None
    chance = rules.uno_penalty
    computers = (
        "The computers always say it (--uno-penalty 0)."
        if chance == 0
        else "The computers say it for themselves, but are caught not saying it at random "
        f"{chance * 100:g}% of the time (--uno-penalty {chance_arg(chance)})."
    )
    return paragraph(
        "A player who plays down to one card must say UNO. You say it yourself "
        "(--uno-call key): every prompt that plays a card (PLAY <CARD>, PLAY IT, JUMP IN "
        "WITH) takes U as well as Y and N, and U plays the card and says UNO. If the play "
        f"leaves you one card and you answered Y, you are caught and take {rules.uno_cards} "
        f"cards (--uno-cards {rules.uno_cards}); U on a play that leaves you more cards is a "
        f"plain yes. {computers}"
    )


def key_rows(rules: Rules) -> list[KeyRow]:
    """U, in the rulebook's list of prompts (under ``key``)."""
    if rules.uno_call is not UnoCall.KEY:
        return []
    return [
        (
            "U (at a prompt that plays a card)",
            ("plays it and says UNO: say it when", "the play leaves you one card"),
        )
    ]


# ----------------------------------------------------------------- what the computers do

# Nothing new: a computer never calls, and is checked at the missed-UNO chance under either
# rule (a call it sent would not be heard: see judge_call).

# ----------------------------------------------------------------- what simulate counts

# Nothing: simulate seats no human, so under key it plays every game as under random (the
# same cards, the same checks), and there is no call to count.
