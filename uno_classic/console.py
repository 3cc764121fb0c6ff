"""The console game: keys in, answers to the engine, events out as lines on the screen.

One or more humans (the first seats) play against computer players at one keyboard. Every
question goes through :meth:`ask`, which prints the prompt, reads keys until one answers it,
and echoes that key, so the bytes written are the same whether keys come from a terminal or
a pipe.

With several humans, hands stay private: a human's prompt comes only after that human has
pressed a key at ``<NAME>: PRESS ANY KEY TO SEE YOUR CARDS``, and on a terminal the screen
is cleared before that prompt and the public lines since that human last saw it are shown
again. Lines are public or private (hand rows, ``YOU TOOK``, ``HELD``, prompts, refusals and
help); only public ones are kept for that recap. The account of who has the keyboard and
what each human has seen is :class:`~uno_classic.keyboard.Keyboard`'s; the prompts and the
clearing are here.
"""

from __future__ import annotations

import contextlib
from collections import deque
from collections.abc import Callable, Sequence
from typing import Final, NamedTuple, Protocol

from . import events as ev
from . import inference, levels, plugins
from .cards import Card, card
from .game import Game
from .hints import hinted_answer
from .keyboard import Keyboard
from .keys import EndOfInput, Interrupted, KeySource, hold_signals
from .output import CRASH_STATUS, OutputClosed, Screen
from .questions import DEAL, KEEP, TAKE, Answer, Question
from .records import Record
from .rulebook import rulebook, rules_command
from .screen import (
    BACK,
    COLOR_KEYS,
    EXPLAIN,
    RANK_KEYS,
    SPECIAL_KEYS,
    DeckKeys,
    Names,
    answers_phrase,
    answers_refusal,
    direction_line,
    event_lines,
    game_summary,
    hand_rows,
    help_lines,
    hint_line,
    hints_summary,
    opponent_lines,
    private_lines,
    refusal_line,
    resumed_hand_lines,
    rules_lines,
    score_lines,
    score_table,
    see_cards_prompt,
    sorted_hand,
    top_card_line,
    uno_lines,
    you_took_lines,
)
from .settings import Progress, Settings
from .strategies import Strategy, computer_answer
from .variants import (
    challenge,
    first_card,
    jump_in,
    party_cards,
    seven_zero,
    stacking,
    take,
    uno_call,
)

PRINTABLE: Final = frozenset(map(chr, range(0x21, 0x7F)))
"""Printable ASCII but the space: letters, digits and punctuation."""
WHITESPACE: Final = frozenset(" \t\n\r\v\f")
RECAP: Final = 6
"""How many of the hand's last events a resumed game shows again: enough to see what just
happened, few enough to leave the table and the hand on the screen."""


class Output(Protocol):
    """Where the screen's text goes: a text stream, or a Screen that also keeps a copy."""

    def write(self, text: str, /) -> int:
        """Write text."""
        ...

    def flush(self) -> None:
        """Push it out (prompts wait for a key)."""
        ...


def ask(
    out: Output,
    keys: KeySource,
    prompt: str,
    answers: str,
    *,
    extra: str = "",
    refusal: str = "",
    explanation: Sequence[str] = (),
    counted: Callable[[str], None] = lambda key: None,
) -> str:
    """Print ``prompt`` and read keys until one answers; return it upper-cased.

    Whitespace is ignored. A key that does not answer is echoed when it is printable ASCII,
    refused with a line (``refusal``, or one naming ``answers``), and the prompt comes
    again. ``extra`` keys answer too without being named. With an ``explanation``, ``?``
    prints it and the prompt comes again (the refusal says so). ``counted`` sees every key
    that was not ignored, refused ones included.
    """
    accepted = answers + extra
    refused = refusal or answers_refusal(answers_phrase(answers), helped=bool(explanation))
    out.write(prompt)
    out.flush()
    while True:
        key = keys.read_key()
        if key in WHITESPACE:
            continue
        counted(key)
        # Only ASCII keys answer: the long s (U+017F) upper-cases to "S" but is not the key S.
        answer = key.upper() if key.isascii() else key
        if len(answer) == 1 and answer in accepted:
            out.write(answer + "\n")
            return answer
        if answer == "?" and explanation:
            out.write("?\n" + "".join(line + "\n" for line in explanation))
        else:
            out.write((answer if key in PRINTABLE else "") + "\n")
            out.write(refused + "\n")
        out.write(prompt)
        out.flush()


class AskedAtTable(NamedTuple):
    """A Y/N question a rule asks out of turn, at the table, in its rule module's words. The
    human the game asks (whose turn it is made) sees the table and its hand first, with no
    PLAYS line: the turn it interrupts is not its own."""

    prompt: Callable[[Game, Names], str]
    """The prompt, as the game stands when it is asked."""
    explanation: Sequence[str]
    """What ``?`` explains."""
    reminder: Callable[[Game], str] | None = None
    """What a game resumed at the question a Y led to (whom to swap with, after a jump-in
    with a 7) shows after the table, to say what was answered; None where a Y asks no
    more."""
    plays: bool = False
    """Whether a Y plays a card: then, when the humans call UNO themselves, U answers too
    (a Y with the call)."""


ASKED_AT_TABLE: Final = {
    challenge.QUESTION: AskedAtTable(challenge.prompt, challenge.EXPLANATION),
    jump_in.QUESTION: AskedAtTable(
        jump_in.prompt, jump_in.EXPLANATION, jump_in.reminder, plays=True
    ),
}
"""The questions asked out of turn, each worded by its rule: one way to ask them all."""


class GameResult(Record):
    """Where one game of a session stands, as the record of games played keeps it
    (``uno-classic stats``): at its end, or where the session stopped."""

    game: int
    """The game of the session (1 for the first; PLAY AGAIN counts up)."""
    hands: int
    """Hands dealt so far (0 before the first deal)."""
    scores: tuple[int, ...]
    """Every seat's score, in seat order (the humans' first)."""
    hands_won: tuple[int, ...]
    """Hands each seat won."""
    winner: int | None
    """The seat that won the game; None while it is not over."""
    hints: tuple[int, ...]
    """The hints each human took in this game."""


class QuitGame(Exception):
    """The player answered Y to QUIT."""


HINT_KEY: Final = "H"
"""The key that asks for a hint at a prompt where it answers nothing (not at the party
deck's SPECIAL CARD, where it is Swap Hands)."""
HINTS_OFF: Final = "HINTS ARE OFF IN THIS GAME"
"""H under ``--no-hints``: the one line that refuses it."""

QUIT_KEY: Final = "Q"
"""The key that leaves the game from any prompt (no prompt has it as an answer): after
``QUIT (Y/N)?``, whose Y (or Q again) leaves and N asks the prompt again."""


class Console:
    """One session: games played one after another until PLAY AGAIN is answered N."""

    def __init__(
        self,
        options: Settings,
        keys: KeySource,
        out: Output,
        *,
        program: str = "uno-classic",
        pager: Callable[[str], None] | None = None,
        carried: Progress | None = None,
        on_game_over: Callable[[GameResult], None] | None = None,
    ) -> None:
        self.options = options
        self.carried = carried
        """Where a resumed game's save stood: the hints taken in its game before it was
        saved are counted on (the save holds no H keys)."""
        self.on_game_over = on_game_over
        """Told of each game that ends while the session is live (not while a resumed game
        replays the part it already showed)."""
        self.hints_taken = [0] * options.humans
        """The hints each human took in the game being played."""
        self.hint_keys: list[int] = []
        """Where in ``keys_used`` an H asked for a hint (or was refused one): no answer, so
        a save leaves them out (a recording keeps them)."""
        self.keys = keys
        self.out = out
        self.program = program
        """The program as the player started it (``.venv/bin/uno-classic``), which the help
        names in the command that prints the rules. A replay names it ``uno-classic``, so
        that a recording reads the same wherever it is replayed."""
        self.pager = pager
        """Shows the whole rulebook at a terminal, through the player's pager (the terminal
        is the pager's meanwhile); None prints it on the screen, as through a pipe, where
        the same keys give the same bytes."""
        self.strategies: Sequence[Strategy] = [
            levels.strategy(name) for name in options.computer_levels()
        ]
        """Each computer's strategy, in seat order (the computers sit after the humans); a
        strategy of one's own is made anew for each game."""
        self.game = self.new_game(1)
        self.names = Names(options.humans, options.names)
        """Every player's name: the humans first, then the computers."""
        self.deck_keys = DeckKeys(self.game.rules)
        """The keys and prompts of the deck in play."""
        self.shown: list[list[Card]] = [[] for _ in range(options.humans)]
        """Each human's hand in display order: as received, or as last sorted."""
        self.keyboard = Keyboard(options.humans)
        """Who is at the keyboard, and what each human may see (several humans)."""
        self.screen = out
        """Where the screen goes; ``out`` is a sink instead while a resumed game replays."""
        self.replay_left = 0
        """Keys of a saved game still to replay silently before play goes on live."""
        self.checkpoint = 0
        """How many of ``keys_used`` led up to the last answer the game accepted: what a
        save keeps. Keys after it are at most half an answer (a row key without its card),
        which a resumed game asks for again."""
        self.game_number = 1
        """The game of the session being played."""
        self.hand_so_far: deque[str] = deque(maxlen=RECAP)
        """The current hand's last lines of play: the first public line of each event (so
        a hand's end shows its winner, not its card lists or scores) and who starts or
        names a first Wild's color. What a resumed game shows of where it stands."""
        self.keys_used: list[str] = []
        """Every key that counted, for a transcript: ignored whitespace is left out, and a
        whitespace key that continued at PRESS ANY KEY is kept as '.', which a pipe (where
        whitespace is ignored) replays the same way."""

    # ----------------------------------------------------------------- output and keys

    def say(self, *lines: str) -> None:
        """Print whole lines that every player may see."""
        self.keyboard.said(lines)
        for line in lines:
            self.out.write(line + "\n")

    def say_in_hand(self, line: str) -> None:
        """Print a public line of the hand's play that no one event gives (who starts, who
        names a first Wild's color), kept too for a resumed game's look back."""
        self.say(line)
        self.hand_so_far.append(line)

    def private(self, *lines: str) -> None:
        """Print whole lines for the human at the keyboard only (not shown again to others)."""
        for line in lines:
            self.out.write(line + "\n")
        if lines and self.out is self.screen:
            self.keyboard.hand_on_screen = True

    def clear_screen(self, start: int) -> None:
        """With several humans, on a terminal (not while a resumed game replays): clear it
        and its scrollback and show the public lines from ``start`` again."""
        screen = self.screen
        if self.keyboard.several and self.out is screen and isinstance(screen, Screen):
            screen.clear(self.keyboard.public[start:])
            self.keyboard.cleared(start)

    def hide_hands(self) -> None:
        """Before a computer moves: a hand or a card taken that is still on a terminal is
        cleared away (the public lines stay), so nobody waiting for the keyboard sees it."""
        if self.keyboard.hand_on_screen:
            self.clear_screen(self.keyboard.on_screen)

    def ask(
        self,
        prompt: str,
        answers: str,
        *,
        extra: str = "",
        named: str = "",
        explanation: Sequence[str] = (),
        hinted: bool = True,
    ) -> str:
        """Ask until a key answers; return it upper-cased (see :func:`ask`). Q quits, after
        ``QUIT (Y/N)?`` (unless ``extra`` makes it an answer). H shows a hint (see
        :meth:`hint`) and asks again, where the question is the game's (``hinted``) and H
        answers nothing. A refused key is answered by a line naming the answers (as
        ``named`` says them, else one by one), X where it goes back, Q, and ``?`` where it
        helps. A human who answers has seen the cards named to it so far."""
        refused = answers_refusal(
            named or answers_phrase(answers),
            back=BACK in extra,
            quits=True,
            helped=bool(explanation) or "?" in extra,
        )
        hint_key = HINT_KEY if hinted and HINT_KEY not in answers + extra else ""
        while True:
            answer = ask(
                self.out,
                self.keys,
                prompt,
                answers,
                extra=extra + ("" if QUIT_KEY in extra else QUIT_KEY) + hint_key,
                refusal=refused,
                explanation=explanation,
                counted=self.use,
            )
            if answer == hint_key:
                self.hint()
                continue
            if answer != QUIT_KEY or QUIT_KEY in extra:
                break
            self.confirm_quit()
        self.keyboard.answered()
        return answer

    def hint(self) -> None:
        """H: what ``hard`` would answer in the seat of the human asked, knowing what that
        human knows, on a random stream of the hint's own, shown to that human alone (see
        :mod:`~uno_classic.hints`); or, under ``--no-hints``, one line saying they are off.
        Either way the H is no answer: a save leaves it out, and nothing in the game moves."""
        self.hint_keys.append(len(self.keys_used) - 1)
        if not self.options.hints:
            self.private(HINTS_OFF)
            return
        game = self.game
        self.hints_taken[game.turn] += 1
        pending = game.pending if game.question is Question.MOVE else 0
        answer = hinted_answer(game)
        line = hint_line(answer, game.question, pending, self.names)
        self.private(line + uno_call.hint_words(game, answer))

    def resume_keys(self) -> str:
        """The keys a save keeps: those up to the last answer the game accepted, but the
        H keys (a hint is no answer)."""
        hinted = set(self.hint_keys)
        return "".join(
            key for i, key in enumerate(self.keys_used[: self.checkpoint]) if i not in hinted
        )

    def confirm_quit(self, counted: Callable[[str], None] | None = None) -> None:
        """``QUIT (Y/N)?`` after Q: Y (or Q again) leaves the game, which the session then
        saves (:class:`QuitGame`); N returns, to ask the prompt Q was pressed at again.
        Its keys go to ``counted`` (default: the keys kept, :meth:`use`)."""
        answer = ask(
            self.out,
            self.keys,
            "QUIT (Y/N)? ",
            "YN",
            extra=QUIT_KEY,
            explanation=EXPLAIN["quit"],
            counted=self.use if counted is None else counted,
        )
        if answer != "N":
            raise QuitGame

    def use(self, key: str) -> None:
        """Count a key that counted (see ``keys_used``)."""
        self.keys_used.append(key)
        if self.replay_left:
            self.replay_left -= 1

    def answered(self) -> bool:
        """The game accepted an answer (a move, a sort, a take, a PLAY IT or CHALLENGE
        answer, a key at PRESS ANY KEY or PLAY AGAIN): a save keeps it, and everything it
        led to, such as the computer moves after it, stays done.

        A resumed game, its saved keys replayed silently, comes back on screen here, at
        the last answer they hold: its RESUMED line, the rules and the scores, then
        everything after that answer as a game never stopped shows it (the computer moves
        a pause had not shown yet included). True when it came back just now."""
        self.checkpoint = len(self.keys_used)
        if self.out is self.screen or self.replay_left:
            return False
        self.go_live()
        return True

    def go_live(self) -> None:
        """Show the rest of a resumed game, after a line saying so. With several humans,
        whoever sits at the keyboard now is asked to confirm it (see
        :attr:`Keyboard.unconfirmed`)."""
        self.out = self.screen
        self.keyboard.came_back()
        self.say(f"GAME NUMBER {self.options.seed} RESUMED: {self.checkpoint} KEYS REPLAYED")
        game = self.game
        if game.hand_number:  # (a game resumed before its deal shows it all)
            self.say(*rules_lines(game.rules, self.options.preset))
            self.say(*score_lines(game.scores, self.names))
            self.say(*resumed_hand_lines(game.hand_number, self.hand_so_far))

    def came_back(self, seat: int) -> bool:
        """:meth:`answered`, at a prompt to the human in ``seat``: a resumed game that comes
        back on screen here hands that human the keyboard first, since anyone may sit there
        now. Where the game never stopped would not have asked (the same human went on),
        that key is kept in no save; where it would have (another human had the keyboard),
        it is asked as then, and kept (:meth:`to_keyboard` asks it)."""
        if not self.answered():
            return False
        if self.keyboard.at == seat and self.keyboard.unconfirmed:
            self.take_keyboard(seat, counted=False)
            self.name_received(seat)
        return True

    def reach_checkpoint(self, seat: int | None = None, *, mid_turn: bool = False) -> None:
        """A prompt that starts an answer (of the human in ``seat``; None for the prompts
        between hands and games). A resumed game that comes back on screen here in the
        middle of a turn (after a sort or a take) shows the turn block again first, so that
        the player sees the table."""
        came_back = self.answered() if seat is None else self.came_back(seat)
        if came_back and mid_turn:
            self.turn_block()

    def press_any_key(
        self, prompt: str = "PRESS ANY KEY FOR THE NEXT HAND? ", *, counted: bool = True
    ) -> None:
        """A prompt that any key answers (on a terminal Enter and Space too): only a
        newline is echoed. But Q, which quits here as at every prompt: after ``QUIT
        (Y/N)?``, N asks this prompt again. A key not ``counted`` (nor the answer to QUIT
        after it) is read but kept nowhere: no save or recording holds it."""
        use = self.use if counted else lambda key: None
        while self.any_key(prompt, use) in (QUIT_KEY, QUIT_KEY.lower()):
            self.confirm_quit(use)

    def any_key(self, prompt: str, use: Callable[[str], None]) -> str:
        """Ask ``prompt``, read the key that answers it (whitespace only on a terminal,
        kept as '.'), hand it to ``use``, and echo the newline; the key."""
        self.out.write(prompt)
        self.out.flush()
        key = self.keys.read_key()
        while key in WHITESPACE and not self.keys.interactive:
            key = self.keys.read_key()
        if key in WHITESPACE:
            key = "."
        use(key)
        self.out.write("\n")
        return key

    def stop(self) -> None:
        """The session stops (end of input, a signal, Q): a hand left on a shared terminal
        is cleared away first, since the game may be resumed with it; the last lines go to
        the screen even when a resumed game was still replaying."""
        if self.out is self.screen:
            self.hide_hands()
        self.out = self.screen

    # ----------------------------------------------------------------- several humans

    def to_keyboard(self, seat: int) -> None:
        """Before a prompt to the human in ``seat``: the answer so far is kept; unless that
        human answered the prompt before, the keyboard is handed to it; then it is told the
        cards it took since it last answered."""
        self.reach_checkpoint(seat)
        if self.keyboard.at != seat:
            self.take_keyboard(seat)
        elif self.keyboard.unconfirmed:
            self.take_keyboard(seat, counted=False)
        self.name_received(seat)

    def take_keyboard(self, seat: int, *, counted: bool = True) -> None:
        """Hand the keyboard to the human in ``seat`` (with several humans): on a terminal the
        screen is cleared and the public lines since that human last saw it are shown again;
        then ``<NAME>: PRESS ANY KEY TO SEE YOUR CARDS?``, where keys typed before it was
        asked do not count (they may be the last player's). A key not ``counted`` (asked
        only because a resumed game came back) is kept in no save."""
        keyboard = self.keyboard
        if not keyboard.several:
            return
        keyboard.may_clear()
        self.clear_screen(keyboard.recap_from(seat))
        self.keys.discard_typed_ahead()
        self.press_any_key(see_cards_prompt(self.names(seat)), counted=counted)
        keyboard.taken_by(seat)
        if counted and self.answered():
            # A resumed game came back on screen at this very key: whoever sits at the
            # keyboard now is asked again.
            self.take_keyboard(seat, counted=False)

    def name_received(self, seat: int) -> None:
        """``YOU TOOK`` before a prompt to the human in ``seat``: the cards to name to it
        (see :attr:`Keyboard.received`; one human sees its cards at once)."""
        self.private(*you_took_lines(self.keyboard.to_name(seat)))

    # ----------------------------------------------------------------- events

    def show(
        self, events: Sequence[ev.Event], *, show_taken: bool = True, human_answer: bool = True
    ) -> None:
        """Print the events' lines and keep the humans' displayed hands in step. Some lines
        come from the table rather than one event: the scores a hand starts from, who starts
        after a first Reverse, who names a first Wild's color, the scores as a hand ends, the
        game's summary. The human at the keyboard sees its private lines at once when the
        events follow a human's answer (``human_answer``); with several humans, nobody does
        during a computer's move (the next human may be looking already)."""
        game = self.game
        names = self.names
        keyboard = self.keyboard
        viewer = keyboard.at if human_answer or not keyboard.several else None
        # A hand another player's card changed is shown at its human's next prompt, which
        # starts with the hand: shown at the change too, it would come twice.
        given_to = viewer if human_answer else None
        for event in events:
            lines = event_lines(event, names)
            self.say(*lines)
            self.hand_so_far.append(lines[0])
            self.private(*private_lines(event, viewer, names, show_taken=show_taken))
            self.frame_lines(event, lines)
            self.follow_hands(event, viewer, given_to, show_taken=show_taken)
        for line in first_card.starting_lines(events, game, names):
            self.say_in_hand(line)

    def frame_lines(self, event: ev.Event, lines: Sequence[str]) -> None:
        """The table's lines around a hand's start and end and the game's: the scores a hand
        starts from (the look back of a resumed game starting at its HAND line), the scores
        as a hand ends, the game's summary."""
        game = self.game
        names = self.names
        match event:
            case ev.HandStarted():
                self.hand_so_far = deque(lines[:1], maxlen=RECAP)  # from its HAND line
                self.shown = [[] for _ in self.shown]
                self.keyboard.new_hand()
                self.say(*score_lines(game.scores, names))
            case ev.HandWon(_, _, _, scores) if game.winner is None:
                self.say(*score_table(scores, names))  # (the last hand's are in the summary)
            case ev.GameWon(_, scores):
                self.say(*game_summary(scores, game.hands_won, game.hand_number, names))
                self.say(*hints_summary(self.hints_taken, names))

    def follow_hands(
        self, event: ev.Event, viewer: int | None, given_to: int | None, *, show_taken: bool
    ) -> None:
        """Keep the humans' displayed hands in step with an event, and the cards the
        keyboard is still to name to each (see :meth:`show` for ``viewer`` and
        ``given_to``)."""
        names = self.names
        keyboard = self.keyboard
        match event:
            case ev.Dealt(hands):
                self.shown = [self.arranged(hands[seat]) for seat in range(len(self.shown))]
            case ev.Took(seat, cards) if names.is_human(seat):
                self.shown[seat] = self.arranged([*self.shown[seat], *cards])
                if seat == viewer:  # (the last card is named by PLAY IT)
                    keyboard.took(seat, cards if show_taken else cards[:-1], at_once=True)
                else:
                    keyboard.took(seat, cards, at_once=False)
            case ev.Played(seat, played) if names.is_human(seat):
                self.shown[seat].remove(played)
            case ev.Swapped(seat, other, hands):
                for player, hand in ((seat, hands[0]), (other, hands[1])):
                    if names.is_human(player):
                        self.new_hand(player, hand, given_to)
            case ev.HandsPassed(_, hands):
                for player in range(len(self.shown)):
                    self.new_hand(player, hands[player], given_to)

    def new_hand(self, seat: int, hand: Sequence[Card], viewer: int | None) -> None:
        """A human's hand changed hands (a swap, a rotation): it sees its new rows at once if
        it is the ``viewer`` (its own card changed it), else at its next prompt. Cards it
        took before are no longer its own, so none is named to it later."""
        self.shown[seat] = self.arranged(hand)
        self.keyboard.hand_changed(seat)
        if seat == viewer:
            self.private(*self.rows(seat))

    # ----------------------------------------------------------------- the session

    def run(self) -> int:
        """Play games until PLAY AGAIN is answered N; the exit status (0)."""
        game_number = 1
        while True:
            self.play_game(game_number)
            self.reach_checkpoint()
            # Q ends the program here as N does: the game is over, nothing is left to save.
            again = self.ask(
                "PLAY AGAIN (Y/N)? ",
                "YN",
                extra=QUIT_KEY,
                explanation=EXPLAIN["again"],
                hinted=False,
            )
            if again != "Y":
                return 0
            self.answered()
            game_number += 1

    def new_game(self, game_number: int) -> Game:
        """Game ``game_number`` of the session, whose humans call UNO for themselves when
        the rules have them do so (``--uno-call key``)."""
        options = self.options
        humans = range(options.humans)
        game = Game(options.rules, seed=options.seed, game_number=game_number, callers=humans)
        seats = inference.at_table(options.humans, self.strategies)
        inference.read_for(game, seats, hints=options.hints and options.humans > 0)
        return game

    def play_game(self, game_number: int) -> None:
        """One game, from GAME NUMBER to its winner."""
        options = self.options
        self.game_number = game_number
        self.game = game = self.new_game(game_number)
        self.strategies = plugins.for_new_game(self.strategies)  # (a strategy of one's own)
        carried = self.carried
        self.hints_taken = (
            list(carried.hints) + [0] * (options.humans - len(carried.hints))
            if carried is not None and carried.game == game_number
            else [0] * options.humans
        )
        self.say(f"GAME NUMBER {options.seed}")
        if game_number > 1:
            self.say(f"GAME {game_number} OF THIS SESSION")
        self.say(*rules_lines(game.rules, options.preset))
        self.show(game.apply(DEAL))
        while True:
            question = game.question
            if question is Question.GAME_OVER:
                self.keyboard.leave()
                if self.on_game_over is not None and self.out is self.screen:
                    self.on_game_over(self.result())
                return
            if question is Question.NEXT_HAND:
                self.reach_checkpoint()
                self.press_any_key()
                self.keyboard.leave()  # whoever pressed it, each human's cards stay hidden
                self.answered()
                self.show(game.apply(DEAL))
            elif self.names.is_human(game.turn) and question in ASKED_AT_TABLE:
                self.answer_at_table()
                self.answered()
            elif self.names.is_human(game.turn):
                self.human_turn()
                self.answered()
            else:
                self.keyboard.may_clear()
                self.hide_hands()
                strategy = self.strategies[game.turn - options.humans]
                self.show(game.apply(computer_answer(game, strategy)), human_answer=False)
                if options.delay > 0 and self.keys.interactive and self.out is self.screen:
                    self.keys.pause(options.delay)

    def result(self) -> GameResult:
        """Where the game being played stands, for the record of games."""
        game = self.game
        return GameResult(
            self.game_number,
            game.hand_number,
            tuple(game.scores),
            tuple(game.hands_won),
            game.winner,
            tuple(self.hints_taken),
        )

    # ----------------------------------------------------------------- a human's turn

    def turn_block(self) -> None:
        """What a human sees at the start of each of its turns: the top card, the card
        counts, who is on one card, the direction (when it matters: three or more players),
        and the hand. The scores are shown as a hand starts and ends, not every turn."""
        seat = self.game.turn
        self.status(seat)
        self.say(f"{self.names(seat)} PLAYS")
        self.private(*self.rows(seat))

    def arranged(self, hand: Sequence[Card]) -> list[Card]:
        """A hand as it is to be displayed when cards come in (a deal, a take, a swap, hands
        passed on): as received, the cards taken after the others; under ``--assist``
        every row in order, as S sorts it (a card played leaves the order as it was)."""
        return sorted_hand(hand) if self.options.assist else list(hand)

    def rows(self, seat: int) -> list[str]:
        """A human's hand rows, one per color of the deck and SPECIAL; under ``--assist``
        with the cards it may play now marked."""
        return hand_rows(self.shown[seat], self.deck_keys.colors, marked=self.playable(seat))

    def playable(self, seat: int) -> frozenset[Card]:
        """Under ``--assist``, the cards the human in ``seat`` may play at the question it
        is asked now: at its turn, every card the engine accepts (it knows a restricted
        Draw Four, a pending penalty that only a card of its kind passes on); at JUMP IN,
        the card identical to the one just played; at PLAY IT (a game resumed after a
        take), the card taken. None where no card is chosen (CHALLENGE, NEW COLOR, SWAP
        HANDS WITH) or when another player is asked, and none without ``--assist``."""
        game = self.game
        if not self.options.assist or game.turn != seat:
            return frozenset()
        return game.cards_to_play()

    def status(self, seat: int) -> None:
        """The turn block's status lines, before the hand of the human in ``seat``."""
        game = self.game
        counts = [len(hand) for hand in game.hands]
        self.say(top_card_line(game.top_card, game.current_color))
        self.say(*opponent_lines(counts, seat, self.names))
        self.say(*uno_lines(counts, self.names))
        if game.players > 2:
            self.say(direction_line(game.clockwise, seat, game.next_seat(seat), self.names))
        self.say(*stacking.status_lines(game, seat))

    def answer_at_table(self) -> None:
        """A human answers a Y/N question out of turn (:data:`ASKED_AT_TABLE`): handed the
        keyboard, it is shown the table and its hand first (no PLAYS line), then asked."""
        game = self.game
        asked = ASKED_AT_TABLE[game.question]
        seat = game.turn
        self.to_keyboard(seat)
        self.status(seat)
        self.private(*self.rows(seat))
        if asked.plays:
            answer = self.confirm(asked.prompt(game, self.names), asked.explanation, True)
        else:
            yes = self.ask(asked.prompt(game, self.names), "YN", explanation=asked.explanation)
            answer = yes == "Y"
        self.show(game.apply(answer))
        if game.question is not Question.SWAP:
            return
        # A 7 jumped in with asks whom to swap with before it is played: the jump-in is
        # made, its line shown, so it is an answer a save keeps, and a game resumed here
        # shows the table again, and what was answered, before SWAP HANDS WITH.
        assert asked.reminder is not None
        if self.came_back(seat):
            self.status(seat)
            self.private(*self.rows(seat))
            self.private(asked.reminder(game) + uno_call.reminder(game))
        self.ask_swap()

    def ask_color(self) -> None:
        """``NEW COLOR`` for a wild (or a first Wild), then play it out."""
        keys = self.deck_keys
        explanation = keys.color_help_giving_away if self.game.hand_leaving else keys.color_help
        answer = self.ask(keys.new_color_prompt, keys.color_keys, explanation=explanation)
        self.show(self.game.apply(COLOR_KEYS[answer]))

    def ask_swap(self) -> None:
        """The players to swap hands with, numbered, and ``SWAP HANDS WITH``: the Swap Hands
        is played then, and its color asked (a 7 under ``--seven-zero`` names none: the
        hands change at once)."""
        game = self.game
        seat = game.turn
        self.private(*party_cards.swap_lines([len(hand) for hand in game.hands], seat, self.names))
        others = [other for other in range(game.players) if other != seat]
        numbers = "".join(str(i) for i in range(1, len(others) + 1))
        answer = self.ask(
            party_cards.swap_prompt(len(others)),
            numbers + "N",
            named=f"{party_cards.swap_numbers(len(others))} OR N",
            explanation=seven_zero.swap_explanation(game),
        )
        chosen = None if answer == "N" else others[int(answer) - 1]
        self.show(game.apply(KEEP if chosen is None else chosen))
        if game.question is not Question.COLOR:  # a 7: played, and the hands changed
            return
        # The card is played now, its play line shown: the choice is an answer a save
        # keeps, and a game resumed here shows the table again, and the choice, before
        # NEW COLOR.
        if self.came_back(seat):
            self.turn_block()
            self.private(party_cards.swap_reminder(chosen, self.names) + uno_call.reminder(game))
        self.ask_color()

    def human_turn(self) -> None:
        """Answer the engine's question for the human whose turn it is, one prompt at a
        time."""
        game = self.game
        seat = game.turn
        self.to_keyboard(seat)
        if game.question is Question.COLOR:  # the human starts on a first Wild
            self.private(*self.rows(seat))
            self.ask_color()
            return
        self.turn_block()
        helped = False  # the help was the last thing shown: ? again shows the rulebook
        while True:
            choice = self.ask("SORT, PLAY OR TAKE (S/P/T)? ", "SPT", extra="?")
            if choice == "S":
                self.shown[seat] = sorted_hand(self.shown[seat])
                self.private(*self.rows(seat))
            elif choice == "?":
                self.help(whole=helped)
            elif choice == "T":
                self.take()
                return
            elif self.play():
                return
            helped = choice == "?" and not helped
            self.reach_checkpoint(seat, mid_turn=True)

    def help(self, *, whole: bool) -> None:
        """``?`` at SORT, PLAY OR TAKE: the keys and the rules in brief, ending with the
        command that prints them all. With ``whole`` (``?`` again, right after), that
        whole text (``uno-classic rules`` with this game's options): through the pager at
        a terminal, else printed on the screen."""
        rules, preset = self.game.rules, self.options.preset
        if not whole:
            self.private(*help_lines(rules, rules_command(rules, preset, program=self.program)))
        elif self.pager is not None and self.out is self.screen:  # (not while replaying)
            self.out.flush()
            self.pager(rulebook(rules, preset))
        else:  # as ``uno-classic rules`` prints it, its blank last line included
            self.private(*rulebook(rules, preset).splitlines(), "")

    def play(self) -> bool:
        """Pick a card by row and symbol, confirm it, play it. False if nothing was played:
        a refused card, N at the confirm prompt, or the back key at the row or the card."""
        game = self.game
        keys = self.deck_keys
        row = self.ask(
            keys.row_prompt, keys.color_keys + "S", extra=BACK, explanation=keys.row_help
        )
        if row == BACK:
            return False
        if row == "S":
            key = self.ask(
                keys.special_prompt,
                keys.special_keys,
                extra=BACK,
                explanation=keys.special_help,
            )
            chosen = None if key == BACK else card(None, SPECIAL_KEYS[key])
        else:
            key = self.ask(
                "CARD (0-9/S/D/R)? ",
                "0123456789SDR",
                extra=BACK,
                named="0-9, S, D OR R",
                explanation=EXPLAIN["card"],
            )
            chosen = None if key == BACK else card(COLOR_KEYS[row], RANK_KEYS[key])
        if chosen is None:
            return False
        why = game.refusal(chosen)
        if why is not None:
            self.private(refusal_line(why, chosen, game.current_color, game.top_card))
            return False
        rules = game.rules
        answer = self.confirm(
            f"PLAY {chosen.name} {uno_call.choices(rules)}? ", EXPLAIN["confirm"], chosen
        )
        if answer is False:
            return False
        self.play_out(answer)
        return True

    def confirm(self, prompt: str, explanation: Sequence[str], play: Card | bool) -> Answer:
        """A prompt that plays a card: Y plays it (the answer is ``play``), N does not
        (False); when the humans call UNO themselves, U plays it with the call."""
        rules = self.game.rules
        key = self.ask(
            prompt,
            uno_call.confirm_keys(rules),
            explanation=uno_call.explained(explanation, rules),
        )
        return False if key == "N" else uno_call.answer_to(key, play)

    def play_out(self, answer: Answer) -> None:
        """Play the chosen (or taken) card; a wild first asks NEW COLOR, so its play line
        comes after the color, as the order of a move's lines has it (a Swap Hands, or a 7
        under ``--seven-zero``, asks whom to swap with, then comes its play line, then any
        NEW COLOR)."""
        self.show(self.game.apply(answer))
        if self.game.question is Question.SWAP:
            self.ask_swap()
        elif self.game.question is Question.COLOR:
            self.ask_color()

    def take(self) -> None:
        """Take a card; offer to play it when it is playable."""
        game = self.game
        seat = game.turn
        events = game.apply(TAKE)
        offered = game.question is Question.PLAY_TAKEN
        self.show(events, show_taken=not offered)
        if not offered:
            return
        taken = game.taken
        assert taken is not None
        self.reach_checkpoint(seat, mid_turn=True)  # the take stays taken
        answer = self.confirm(take.play_it_prompt(taken, game.rules), take.EXPLANATION, True)
        if answer is False:
            self.show(game.apply(False))
            return
        self.play_out(answer)


class _Sink:
    """Swallows the screen of a resumed game's replayed part."""

    def write(self, text: str, /) -> int:
        return len(text)

    def flush(self) -> None:
        pass


class ResumedKeys:
    """A saved game's keys, then the live ones."""

    def __init__(self, saved: str, live: KeySource) -> None:
        self._saved = iter(saved)
        self._live = live

    @property
    def interactive(self) -> bool:
        """As the live source."""
        return self._live.interactive

    def read_key(self) -> str:
        """A saved key while there are any, then a live one."""
        return next(self._saved, None) or self._live.read_key()

    def pause(self, seconds: float) -> None:
        """As the live source."""
        self._live.pause(seconds)

    def discard_typed_ahead(self) -> None:
        """As the live source (the saved keys are all meant)."""
        self._live.discard_typed_ahead()


class SessionEnd(Record):
    """How a session ended, and what is needed to save or record it."""

    status: int
    """The program's exit status."""
    keys_used: str
    """Every key that counted (see :attr:`Console.keys_used`)."""
    resume_keys: str
    """The keys up to the last checkpoint: a save of this session holds these."""
    finished: bool
    """PLAY AGAIN was answered N: nothing is left to save."""
    crash: str | None = None
    """The traceback of an unexpected error (or of a strategy's failure)."""
    progress: Progress = Progress(1, 0, ())
    """Where the game stood when the saved keys end."""
    game: GameResult | None = None
    """Where the last game of the session stood when it ended (None if it never started)."""
    failed: str | None = None
    """The strategy of one's own (``MODULE:NAME``) whose answer or exception stopped the
    session: its one line is on the screen, its traceback in :attr:`crash`."""


# Every way a session ends, in one place: the nesting of the try blocks is what makes a
# signal that lands while the game is stopping reach the outermost branch, and split into
# functions that order would no longer be visible (or kept) in one place.
def run_session(  # noqa: PLR0915
    options: Settings,
    keys: KeySource,
    out: Output,
    *,
    resume: str | None = None,
    program: str = "uno-classic",
    pager: Callable[[str], None] | None = None,
    carried: Progress | None = None,
    on_game_over: Callable[[GameResult], None] | None = None,
) -> SessionEnd:
    """Play a session (resuming a saved one when ``resume`` holds its keys, even none);
    how it ended. ``program``, ``pager``, ``carried`` (where the resumed save stood) and
    ``on_game_over`` are :class:`Console`'s.

    No exception escapes: an unexpected error ends the session with status 70 and its
    traceback in :attr:`SessionEnd.crash`, and so does a strategy of one's own that fails
    (:class:`~uno_classic.plugins.StrategyFailed`: its answer is not played, its one line
    is the screen's last); a closed output ends it quietly with status 141 (129 for a
    terminal that hung up).
    """
    live = keys if resume is None else ResumedKeys(resume, keys)
    console = Console(
        options,
        live,
        out,
        program=program,
        pager=pager,
        carried=carried,
        on_game_over=on_game_over,
    )
    if resume:
        console.out = _Sink()
        console.replay_left = len(resume)
    elif resume is not None:  # saved before any answer: nothing to replay, all is shown
        console.go_live()
    finished = False
    crash = None
    failed = None
    status: int | None = None  # set before the last lines, which may meet a closed output
    # Every way out holds the stopping signals first (a signal holds them itself), so that
    # none lands after this block and before the game is saved. One landing in the few
    # steps before a branch holds them raises here once, and the outermost branch takes it.
    try:
        try:
            try:
                status = console.run()
                hold_signals()
                finished = True
            except EndOfInput:
                hold_signals()
                status = 1
                console.stop()
                out.write("\nEND OF INPUT: THE GAME STOPS HERE\n")
            except Interrupted as interruption:
                hold_signals()  # (a signal held them already; a terminal's hang-up did not)
                status = interruption.status
                console.stop()
                out.write("\nGAME INTERRUPTED\n")
            except QuitGame:
                hold_signals()
                status = 0
                console.stop()
                out.write("YOU LEFT THE GAME\n")
            except plugins.StrategyFailed as failure:
                hold_signals()
                import traceback  # noqa: PLC0415 (only when a strategy fails)

                crash, failed, status = traceback.format_exc(), failure.strategy, CRASH_STATUS
                console.stop()
                out.write(failure.line() + "\n")
            out.flush()
        except OutputClosed as closed:
            hold_signals()
            # The reader has gone (``| head``, or a terminal closed after a signal or the end
            # of its keys): stop quietly, like other tools, keeping the status of what
            # stopped us.
            if status is None:
                status = closed.status
        except Exception:  # (a signal as the game stopped is no Exception: see below)
            hold_signals()
            import traceback  # noqa: PLC0415 (only for a crash: it slows every start)

            crash = traceback.format_exc()
            status = CRASH_STATUS
            with contextlib.suppress(Exception):  # (the crash is what is reported)
                console.stop()
    except Interrupted as late:  # a signal while the game was already stopping
        status = late.status
    used = "".join(console.keys_used)
    game = console.game
    hints = tuple(console.hints_taken) if any(console.hints_taken) else ()
    progress = Progress(console.game_number, game.hand_number, tuple(game.scores), hints)
    return SessionEnd(
        status,
        used,
        console.resume_keys(),
        finished,
        crash,
        progress,
        console.result() if game.hand_number else None,
        failed,
    )
