"""Machine play (``--protocol json``): the game as JSON lines out and answers in, one per
line, for programs that play.

The lines come from the engine's events and questions, never from the screen's text: the
first line names the protocol, the game, the rules in force and the players; then, in the
order the screen shows them, one object per event (``{"event": "play", ...}``) and,
whenever a human seat must answer, one question (``{"question": "move", ...}``) whose
``legal`` lists every answer it accepts, written exactly as it must come back. An answer
that is not one of them gets ``{"error": ...}`` and the same question again; nothing
changes. A question shows only what the seat it asks may see: its own hand, never another
human's. The same game number and answers give the same bytes.

The words of the classic moves and of the table live here; each rule with events of its
own gives their objects from its module (as it gives their lines on the screen).
docs/protocol.md is the reader's guide, and ``protocol.schema.json`` beside this module
the JSON Schema every line follows. :data:`VERSION` grows when a change would break a
reader.
"""

from __future__ import annotations

import contextlib
import json
import re
from collections.abc import Callable, Sequence
from typing import TYPE_CHECKING, Any, BinaryIO, Final, NoReturn, TextIO

from . import events as ev
from . import inference, plugins
from .cards import Card, Color
from .game import Game
from .hints import hinted_answer
from .keys import HANGUP_STATUS, EndOfInput, Interrupted, hold_signals
from .output import CRASH_STATUS, OUTPUT_CLOSED_STATUS, OutputClosed, is_closed_pipe, silence
from .plugins import StrategyFailed
from .questions import (
    CHALLENGE,
    COLOR,
    DEAL,
    GAME_OVER,
    JUMP_IN,
    KEEP,
    MOVE,
    NEXT_HAND,
    PLAY_TAKEN,
    SWAP,
    TAKE,
    Answer,
    Called,
)
from .screen import Names
from .strategies import Strategy, computer_answer
from .variants import (
    RULE_OPTIONS,
    UnoCall,
    challenge,
    first_card,
    jump_in,
    option_value,
    uno_call,
)
from .view import CLOCKWISE

if TYPE_CHECKING:
    from .settings import Settings

VERSION: Final = 1
"""The protocol's version, the first line's ``"protocol"``: raised by any change that
would break a reader (a field removed or changed in meaning); new fields and events keep
it."""

SCHEMA: Final = "protocol.schema.json"
"""The JSON Schema of every line, shipped beside this module."""

QUESTIONS: Final = {
    MOVE: "move",
    COLOR: "color",
    PLAY_TAKEN: "play_taken",
    CHALLENGE: "challenge",
    SWAP: "swap",
    JUMP_IN: "jump_in",
}
"""The questions a human seat answers, by the name a question line gives them."""
NEXT_HAND_QUESTION: Final = "press_any_key"
"""Between hands: the screen's ``PRESS ANY KEY FOR THE NEXT HAND``, answered ``NEXT``."""
PLAY_AGAIN_QUESTION: Final = "play_again"
"""After a game: the screen's ``PLAY AGAIN``, answered ``YES`` or ``NO``."""

NEXT: Final = "NEXT"
YES: Final = "YES"
NO: Final = "NO"
HINT: Final = "HINT"
"""Asks for a hint (the screen's ``H``): the answer ``hard`` would give in this seat comes
back as ``{"hint": ...}``, then the same question. Listed last in ``legal`` while hints are
on."""
UNO: Final = " UNO"
"""Ends an answer that plays a card when the humans call UNO themselves
(``--uno-call key``): ``RED 7 UNO``, ``YES UNO``."""


def words(answer: Answer, names: Names) -> str:
    """An answer as a protocol line writes it: a card's or a color's name, ``TAKE``,
    ``YES`` or ``NO``, a seat's name, ``KEEP``, ``NEXT``; a play with UNO called ends in
    `` UNO``."""
    if type(answer) is Called:
        return words(answer.answer, names) + UNO
    if type(answer) is Card:
        return answer.name
    if type(answer) is Color:
        return answer.value
    if answer is True:
        return YES
    if answer is False:
        return NO
    if type(answer) is int:
        return names(answer)
    if answer is TAKE:
        return "TAKE"
    if answer is KEEP:
        return "KEEP"
    if answer is DEAL:
        return NEXT
    raise ValueError(f"no words for {answer!r}")


def legal_answers(game: Game) -> list[Answer]:
    """Every answer the game accepts now, a play with UNO called included where the humans
    call it themselves: each such play right after the same play without the call."""
    return uno_call.with_calls(game, game.legal_answers())


def _direction(clockwise: bool) -> str:
    """``clockwise`` (seating order) or ``counterclockwise``."""
    return "clockwise" if clockwise else "counterclockwise"


def by_seat(values: Sequence[Any], names: Callable[[int], str]) -> dict[str, Any]:
    """One value per seat, keyed by the seat's name, in seat order."""
    return {names(seat): value for seat, value in enumerate(values)}


def cards(hand: Sequence[Card]) -> list[str]:
    """Cards by name, in the order given."""
    return [card.name for card in hand]


def header(options: Settings, names: Names) -> dict[str, Any]:
    """The first line: the protocol's version, the game number, every rule option in
    force (as the command line writes its value) and the players in seat order."""
    rules = options.rules
    levels = options.computer_levels()
    players: list[dict[str, Any]] = [
        {"name": names(seat), "human": True} for seat in range(options.humans)
    ]
    players += [
        {"name": names(options.humans + i), "human": False, "level": level}
        for i, level in enumerate(levels)
    ]
    return {
        "protocol": VERSION,
        "game": options.seed,
        "rules": {
            "preset": options.preset,
            "players": rules.players,
            **{name: option_value(rules, name) for name in RULE_OPTIONS},
        },
        "hints": options.hints,
        "players": players,
    }


def _move_object(event: ev.Event, names: Callable[[int], str]) -> dict[str, object] | None:
    """The classic moves and what they do, and hands changing hands (None for another
    event)."""
    match event:
        case ev.Played(seat, card):
            return {"event": "play", "player": names(seat), "card": card.name}
        case ev.ColorChosen(seat, color):
            return {"event": "color", "player": names(seat), "color": color.value}
        case ev.Took(seat, taken):
            return {"event": "take", "player": names(seat), "count": len(taken)}
        case ev.Skipped(seat):
            return {"event": "skip", "player": names(seat)}
        case ev.DirectionReversed(clockwise):
            return {"event": "reverse", "direction": _direction(clockwise)}
        case ev.SaidUno(seat):
            return {"event": "uno", "player": names(seat)}
        case ev.MissedUno(seat):
            return {"event": "missed_uno", "player": names(seat)}
        case ev.Swapped(seat, other, _):
            return {"event": "swap", "player": names(seat), "with": names(other)}
        case ev.HandsPassed(clockwise, hands):
            return {
                "event": "pass_hands",
                "direction": _direction(clockwise),
                "counts": by_seat([len(hand) for hand in hands], names),
            }
    return None


def _hand_object(event: ev.Event, names: Callable[[int], str]) -> dict[str, object] | None:
    """What frames the hands and the game (None for another event)."""
    match event:
        case ev.HandStarted(number, starter, dealer):
            return {
                "event": "hand",
                "number": number,
                "dealer": names(dealer),
                "starter": names(starter),
            }
        case ev.Dealt(hands):
            return {"event": "deal", "counts": by_seat([len(hand) for hand in hands], names)}
        case ev.Reshuffled(count):
            return {"event": "reshuffle", "count": count}
        case ev.HandWon(seat, points, remaining, scores):
            return {
                "event": "hand_won",
                "player": names(seat),
                "points": points,
                "remaining": by_seat([cards(hand) for hand in remaining], names),
                "scores": by_seat(scores, names),
            }
        case ev.HandAbandoned(number, turns):
            return {"event": "hand_abandoned", "number": number, "turns": turns}
        case ev.GameWon(seat, scores):
            return {"event": "game_won", "player": names(seat), "scores": by_seat(scores, names)}
    return None


EventObject = Callable[[ev.Event, Callable[[int], str]], "dict[str, object] | None"]

_EVENT_OBJECTS: Final[tuple[EventObject, ...]] = (
    _move_object,
    _hand_object,
    first_card.event_object,
    challenge.event_object,
    jump_in.event_object,
)
"""Where each event's object comes from: the shared core, then the rules whose events are
their own (the screen's lines come from the same places)."""


def event_object(event: ev.Event, names: Names) -> dict[str, Any]:
    """The object of one event that every seat may see."""
    for object_of in _EVENT_OBJECTS:
        made = object_of(event, names)
        if made is not None:
            return dict(made)
    raise ValueError(f"no object for {event!r}")


def private_objects(event: ev.Event, names: Names) -> list[dict[str, Any]]:
    """What one human seat alone sees of an event, each object naming it (``"to"``): the
    cards it took, and the hand it challenged."""
    seen: list[dict[str, Any]] = []
    match event:
        case ev.Took(seat, taken) if names.is_human(seat) and taken:
            seen.append({"event": "cards_taken", "to": names(seat), "cards": cards(taken)})
    for seat in range(names.humans):
        shown = challenge.private_cards(event, seat, names)
        if shown is not None:
            _, hand = shown
            seen.append({"event": "cards_seen", "to": names(seat), "cards": cards(hand)})
    return seen


ECHOED: Final = 40
"""The most of a refused answer its error line repeats."""


def not_legal(text: str) -> str:
    """The error line of an answer that is no answer here, repeating (the start of) it."""
    shown = text if len(text) <= ECHOED else text[: ECHOED - 3] + "..."
    return f"{json.dumps(shown)} is not one of the legal answers"


def _normal(line: str) -> str:
    """An answer line as it is compared with ``legal``: runs of spaces and tabs as one
    space, none around it, ASCII letters in upper case. Nothing else is changed: a
    character outside ASCII answers nothing (a long s is no S, a dotless i no I)."""
    words = re.sub(r"[ \t]+", " ", line).strip(" ")
    return words.upper() if words.isascii() else words


class AnswerLines:
    """Answers read a line at a time from a byte stream (stdin, or a recording's
    answers), each line decoded as UTF-8 (an undecodable byte becoming U+FFFD) without its
    line ending. Every line read is kept, as read, for a recording. At the end of the
    stream, ``at_end`` says how the session ends (by default: the end of the input)."""

    def __init__(self, stream: BinaryIO, at_end: Callable[[], NoReturn] | None = None) -> None:
        self._stream = stream
        self._at_end = at_end
        self.read: list[bytes] = []

    def read_line(self) -> str:
        """The next answer line; :class:`EndOfInput` (or what ``at_end`` raises) when the
        stream has ended (a last line without its newline still counts)."""
        try:
            line = self._stream.readline()
        except OSError as error:
            if not is_closed_pipe(error):
                raise
            # A terminal that hung up (its window closed): the session stops as the SIGHUP
            # that comes with it stops it, whichever the game meets first.
            raise Interrupted(HANGUP_STATUS) from None
        if not line:
            if self._at_end is not None:
                self._at_end()
            raise EndOfInput
        self.read.append(line)
        return line.decode("utf-8", errors="replace").rstrip("\r\n")


class JsonLines:
    """Where the lines go: one JSON object per line, flushed whenever an answer is awaited.
    A reader that has gone (a closed pipe, a closed terminal) raises :class:`OutputClosed`
    once; from then on nothing is written."""

    def __init__(self, out: TextIO) -> None:
        self._out = out
        self.closed = False
        self._gone = HANGUP_STATUS if _isatty(out) else OUTPUT_CLOSED_STATUS
        """The exit status when the reader goes: a terminal that hung up, or a pipe."""

    def send(self, line: dict[str, Any], *, flush: bool = False) -> None:
        """One line; flushed when the program waits next (``flush``)."""
        self._guarded(self._out.write, json.dumps(line) + "\n")
        if flush:
            self.flush()

    def flush(self) -> None:
        """Everything written so far, to the reader."""
        self._guarded(self._out.flush)

    def _guarded(self, action: Callable[..., object], *args: str) -> None:
        if self.closed:
            return
        try:
            action(*args)
        except OSError as error:
            if not is_closed_pipe(error):
                raise
            self.closed = True
            silence(self._out)
            raise OutputClosed(self._gone) from None


class ProtocolSession:
    """Games played over the protocol: the human seats answered by lines, the computers by
    their strategies, until ``play_again`` is answered ``NO``."""

    def __init__(self, options: Settings, answers: AnswerLines, out: JsonLines) -> None:
        from . import levels  # noqa: PLC0415 (the levels import the search)

        self.options = options
        self.answers = answers
        self.out = out
        self.names = Names(options.humans, options.names)
        self.strategies: Sequence[Strategy] = [
            levels.strategy(name) for name in options.computer_levels()
        ]
        self.game: Game | None = None
        self.hints_taken = [0] * options.humans

    def run(self) -> int:
        """Play games until ``play_again`` is answered ``NO``; the exit status (0)."""
        self.out.send(header(self.options, self.names))
        game_number = 1
        while True:
            self.play_game(game_number)
            again = self.ask(
                {"question": PLAY_AGAIN_QUESTION, "legal": [YES, NO]}, {YES: True, NO: False}
            )
            if again is False:
                return 0
            game_number += 1

    def play_game(self, game_number: int) -> None:
        """One game, from its first deal to its winner."""
        options = self.options
        humans = options.humans
        self.game = game = Game(
            options.rules, seed=options.seed, game_number=game_number, callers=range(humans)
        )
        seats = inference.at_table(humans, self.strategies)
        inference.read_for(game, seats, hints=options.hints and humans > 0)
        self.hints_taken = [0] * humans
        self.strategies = plugins.for_new_game(self.strategies)  # (a strategy of one's own)
        self.out.send({"event": "game_start", "game_of_session": game_number})
        self.show(game.apply(DEAL))
        while True:
            question = game.question
            if question is GAME_OVER:
                return
            if question is NEXT_HAND:
                self.ask({"question": NEXT_HAND_QUESTION, "legal": [NEXT]}, {NEXT: DEAL})
                self.show(game.apply(DEAL))
            elif game.turn < humans:
                self.show(game.apply(self.human_answer(game)))
            else:
                strategy = self.strategies[game.turn - humans]
                self.show(game.apply(computer_answer(game, strategy)))

    def show(self, events: Sequence[ev.Event]) -> None:
        """The events' objects, each followed by what one human alone sees of it; the
        game's end with each player's hands won and each human's hints."""
        names = self.names
        send = self.out.send
        for event in events:
            made = event_object(event, names)
            if type(event) is ev.GameWon:
                game = self.game
                assert game is not None
                made["hands_won"] = by_seat(game.hands_won, names)
                made["hints"] = {names(seat): n for seat, n in enumerate(self.hints_taken)}
            send(made)
            for seen in private_objects(event, names):
                send(seen)

    def question(self, game: Game, legal: Sequence[Answer]) -> dict[str, Any]:
        """The question the game asks the human seat to answer, with what that seat sees."""
        seat = game.turn
        names = self.names
        asked: dict[str, Any] = {
            "question": QUESTIONS[game.question],
            "player": names(seat),
            "hand": cards(game.hands[seat]),
            "top": game.top_card.name,
            "color": None if game.current_color is None else game.current_color.value,
            "counts": by_seat([len(hand) for hand in game.hands], names),
            "direction": _direction(game.direction == CLOCKWISE),
            "pending": game.pending,
        }
        question = game.question
        if question is PLAY_TAKEN:
            assert game.taken is not None
            asked["card"] = game.taken.name
        elif question is JUMP_IN:
            assert game.jump_card is not None
            asked["card"] = game.jump_card.name
        elif question is CHALLENGE:
            assert game.challenged is not None
            asked["by"] = names(game.challenged.seat)
        elif question is SWAP:
            assert game.swap_card is not None
            asked["card"] = game.swap_card.name
        asked["legal"] = [words(answer, names) for answer in legal]
        return asked

    def human_answer(self, game: Game) -> Answer:
        """The answer a line gives the human seat asked: a hint first, as often as asked."""
        legal = legal_answers(game)
        accepted: dict[str, Answer | None] = {words(answer, self.names): answer for answer in legal}
        if self.options.hints:
            accepted[HINT] = None
        asked = self.question(game, legal)
        if self.options.hints:
            asked["legal"].append(HINT)
        while True:
            answer: Answer | None = self.ask(asked, accepted, refuse=self.refusal)
            if answer is not None:
                return answer
            seat = game.turn
            self.hints_taken[seat] += 1
            self.out.send({"hint": words(hinted(game), self.names), "player": self.names(seat)})

    def refusal(self, text: str) -> str:
        """Why ``text`` answers nothing here: for a card at a move, the rule that bars it."""
        game = self.game
        if game is not None and game.question is MOVE:
            called = game.rules.uno_call is UnoCall.KEY
            try:
                card = Card.parse(text.removesuffix(UNO) if called else text)
            except ValueError:
                card = None
            if card is not None:
                why = game.refusal(card)
                if why is not None:
                    return f"{card.name} cannot be played: {why.value}"
        return not_legal(text)

    def ask(
        self,
        asked: dict[str, Any],
        accepted: dict[str, Any],
        refuse: Callable[[str], str] = not_legal,
    ) -> Any:
        """Send the question and read lines until one is a legal answer (compared as
        :func:`_normal` writes it); what it answers. Any other line gets one error line
        (``refuse`` says why) and the question again."""
        send = self.out.send
        send(asked, flush=True)
        while True:
            text = _normal(self.answers.read_line())
            if text in accepted:
                return accepted[text]
            why = refuse(text) if text else "an empty line answers nothing"
            send({"error": why})
            send(asked, flush=True)


def hinted(game: Game) -> Answer:
    """The hint: ``hard``'s answer in this seat, with UNO called where the play leaves one
    card and the humans call it themselves (as the screen's hint says AND SAY UNO)."""
    answer = hinted_answer(game)
    if uno_call.hint_words(game, answer):
        assert type(answer) is Card or type(answer) is bool
        return Called(answer)
    return answer


class ProtocolEnd:
    """How a protocol session ended: its exit status, the answer lines read (a recording
    keeps them) and, after a crash, the traceback."""

    def __init__(self, status: int, answers: bytes, crash: str | None) -> None:
        self.status = status
        self.answers = answers
        self.crash = crash


def run_protocol(
    options: Settings,
    answers: AnswerLines,
    out: TextIO,
    *,
    crash_log: Callable[[str], str] | None = None,
) -> ProtocolEnd:
    """Play a protocol session; how it ended. Every way out is one last line: the end of
    the input (``end_of_input``, status 1), a signal (``interrupted``, 130 for Ctrl-C), a
    strategy that failed (``strategy_failed``, 70) or an internal error (``crash``, 70),
    these two naming the crash log ``crash_log`` writes (given the traceback). A reader
    that has gone ends it quietly (141). Nothing is saved: a program replays its answers."""
    lines = JsonLines(out)
    session = ProtocolSession(options, answers, lines)
    crash = None
    status: int | None = None
    # As the screen's run_session: every way out holds the stopping signals first, and a
    # signal that lands while the session is already stopping reaches the outermost branch.
    try:
        status, crash = _run(session, lines, crash_log)
    except Interrupted as late:
        status = late.status
    return ProtocolEnd(status, b"".join(answers.read), crash)


def _run(
    session: ProtocolSession, lines: JsonLines, crash_log: Callable[[str], str] | None
) -> tuple[int, str | None]:
    """:func:`run_protocol`'s session and its every end but a late signal: the status and
    the traceback of a crash."""
    crash = None
    status: int | None = None
    try:
        try:
            status = session.run()
            hold_signals()
        except EndOfInput:
            hold_signals()
            status = 1
            lines.send({"event": "end_of_input"})
        except Interrupted as interruption:
            hold_signals()  # (a signal held them already; a terminal that hung up did not)
            status = interruption.status
            lines.send({"event": "interrupted", "status": status})
        except StrategyFailed as failed:
            hold_signals()
            crash = _traceback()
            status = CRASH_STATUS
            game = session.game
            stopped: dict[str, Any] = {
                "event": "strategy_failed",
                "player": None if game is None else session.names(game.turn),
                "strategy": failed.strategy,
                "question": QUESTIONS.get(failed.question, failed.question.name.lower()),
                "message": failed.line(),
            }
            if crash_log is not None:
                stopped["log"] = crash_log(crash)
            lines.send(stopped)
        lines.flush()
    except OutputClosed as closed:
        hold_signals()
        if status is None:
            status = closed.status
    except Exception:
        hold_signals()
        crash = _traceback()
        status = CRASH_STATUS
        stopped = {"event": "crash", "message": "an internal error stopped the game"}
        if crash_log is not None:
            stopped["log"] = crash_log(crash)
        with contextlib.suppress(OutputClosed, OSError):  # (the output may be what failed)
            lines.send(stopped, flush=True)
    assert status is not None
    return status, crash


def _isatty(stream: TextIO) -> bool:
    isatty = getattr(stream, "isatty", None)
    return bool(isatty and isatty())


def _traceback() -> str:
    import traceback  # noqa: PLC0415 (only for a crash)

    return traceback.format_exc()


def schema() -> dict[str, Any]:
    """The JSON Schema of every line, as shipped beside this module."""
    from importlib.resources import files  # noqa: PLC0415

    loaded: dict[str, Any] = json.loads(files(__package__).joinpath(SCHEMA).read_text("utf-8"))
    return loaded
