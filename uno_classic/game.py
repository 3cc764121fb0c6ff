"""The rules as a state machine: one question at a time, answers in, events out.

A :class:`Game` always waits for exactly one answer, described by :attr:`Game.question` and
:attr:`Game.turn`. :meth:`Game.apply` takes that answer, plays it out under the rules, and
returns the events that followed, up to the next question. The same loop serves the human at
the keyboard, a computer player, a transcript replay and a headless simulation; the engine
never knows which one is answering and never does I/O.

The game plays the shared core of UNO (deal, take, lay down, skip, reverse, pass the turn,
swap and pass hands, ask a color, the UNO check, going out) and what each seat has seen.
Each rule option's own steps live in its module under :mod:`uno_classic.variants`; the
game binds those its rules need once, when it is made, and calls them at the named points
of a turn listed, in their order, in :mod:`uno_classic.variants.turn`.

The hot path of a simulation runs through here thousands of times a second, so state is kept
in plain lists and ints, and events are only built when ``record_events`` is on.
"""

from __future__ import annotations

import random
from collections.abc import Callable, Iterable, Sequence
from typing import Final, Protocol

from . import events as ev
from .cards import (
    COLOR_BITS,
    CUSTOM_WILD,
    RANK_BITS,
    SWAP_HANDS,
    WILD_DRAW_FOUR,
    Card,
    Color,
    Rank,
    match_key,
)
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
    IllegalAnswer,
    Question,
)
from .randomness import Purpose, derive, shuffled
from .rules import Refusal, legal_plays, refusal, restriction, stacking_plays
from .variants import (
    Rules,
    challenge,
    first_card,
    jump_in,
    party_cards,
    seven_zero,
    stacking,
    take,
    uno_call,
)
from .variants.turn import steps as turn_steps
from .view import CLOCKWISE, counts_in_turn_order

HAND_SIZE: Final = 7


def _deck_order(card: Card) -> int:
    return card.index


_SKIP: Final = Rank.SKIP
_REVERSE: Final = Rank.REVERSE


_MOVE: Final = MOVE
_COLOR: Final = COLOR
_PLAY_TAKEN: Final = PLAY_TAKEN
_CHALLENGE: Final = CHALLENGE
_SWAP: Final = SWAP
_JUMP_IN: Final = JUMP_IN
_NEXT_HAND: Final = NEXT_HAND
_GAME_OVER: Final = GAME_OVER


_BEFORE_THE_FIRST_DEAL: Final = random.Random(0)
"""The tie-break stream until a hand is dealt, when no computer decides anything: no game
ever draws from it, and a simulation of single hands saves the making of a stream a hand
(seeding one costs several microseconds, as much as a few moves)."""


class TableReading(Protocol):
    """What a game's players can infer of one another's hands from what they saw them do
    (:mod:`~uno_classic.inference` keeps it): it follows every answer, and deals the cards a
    seat cannot see in a way that honours what the seat has inferred."""

    def follow(self, game: Game, answer: Answer) -> Sequence[ev.Event]:
        """Play out ``answer`` in ``game`` (see :meth:`Game.apply`), reading what it shows."""
        ...

    def deal_unseen(
        self,
        game: Game,
        seat: int,
        seen: list[list[Card]] | None,
        unseen: list[Card],
        rng: random.Random,
    ) -> list[list[Card]] | None:
        """The other seats' hands, holding the cards ``seat`` has ``seen`` in them and
        ``unseen`` cards (shuffled) honouring all it has inferred; the cards dealt are
        removed from ``unseen``, which becomes the stock. None when the shuffle cannot be
        dealt so (``unseen`` untouched): the game then deals it as it comes."""
        ...


class Game:
    """A game of UNO under ``rules``, played hand after hand until a player reaches the
    target.

    Seats are numbered 0 to ``players - 1`` in seating (clockwise) order. Read the state
    through the public attributes; change it only through :meth:`apply` (tests and puzzles may
    also stack a deal with :meth:`deal_hand`).
    """

    def __init__(
        self,
        rules: Rules,
        *,
        seed: int,
        game_number: int = 1,
        record_events: bool = True,
        callers: Iterable[int] = (),
    ) -> None:
        self.rules: Final = rules
        self.seed: Final = seed
        self.game_number: Final = game_number
        self.record_events: Final = record_events
        self.callers = frozenset(callers)
        """The seats that call UNO for themselves under ``--uno-call key``: the humans, whose
        plays come as :class:`~uno_classic.questions.Called` when they call it. The others
        (and everyone under ``random``) are checked at the missed-UNO chance."""
        players = rules.players
        self.players: Final = players
        self.scores: list[int] = [0] * players
        self.hands_won: list[int] = [0] * players
        """How many hands each seat has won this game (abandoned hands count for nobody)."""
        self.hand_number = 0
        self.question = _NEXT_HAND
        self.turn = 0
        """The seat that answers the current question (meaningless at NEXT_HAND/GAME_OVER)."""
        self.winner: int | None = None
        """The game's winner, once there is one."""
        self.passes = 0
        """How many times every hand passed on this game (a 0 under ``--seven-zero``, a
        Custom Wild under ``--custom-rule rotate``): a simulation's figure."""
        self.penalties = (0, 0, 0, 0)
        """Under ``--stacking``, the penalties passed on this game, those taken, the cards
        those came to and the largest taken: a simulation's figures, counted by the rule as
        it plays (counted on the way, a simulation would test every move for a penalty)."""
        self.deck: Final = rules.cards
        self.colors: Final = rules.colors
        """The colors a wild may name, in the order of the hand rows."""
        self.last_winner: int | None = None
        """Who won the last hand (None before the first, and after an abandoned one)."""
        self.restriction: Final = restriction(rules)
        """When a Draw Four may not be played, under these rules."""
        # The rules' steps at the named points of a turn, bound once a game (see
        # variants/turn.py for the points and the order): plain functions taking the game,
        # so that a copy's steps act on the copy. Where no rule joins, the game's own.
        bound = turn_steps(rules)
        self._play_card: Final = bound.card_played or Game._play
        self._draw_card_hits: Final = bound.draw_card_hits or Game._take_the_draw
        self._after_card: Final = bound.after_card
        self._judge_draw_four: Final = bound.judge_draw_four
        self._take_for_turn: Final = bound.take_for_turn
        self._judge_uno_call: Final = bound.judge_uno_call
        self._events: list[ev.Event] | None = None
        self._views: Final = tuple(SeatView(self, seat) for seat in range(players))
        self.reading: TableReading | None = None
        """What the players infer of one another's hands, kept when a player reads it (a
        ``hard`` computer, a hint): set before the first deal. A copy keeps none."""
        self._hand_state(players)

    def _hand_state(self, players: int) -> None:
        """The state of the hand in play and of the question asked, as it is before the
        first deal (each deal renews what a hand changes: see :meth:`_deal`)."""
        self.hands: list[list[Card]] = [[] for _ in range(players)]
        self.stock: list[Card] = []
        """The face-down stock; its top card is the last element."""
        self.discard_pile: list[Card] = []
        """The face-up pile; its top card is the last element."""
        self.current_color: Color | None = None
        self.direction = CLOCKWISE
        self.starter = 0
        self.dealer = 0
        self.turns = 0
        """Turns taken in this hand (a play, or a take with its optional play)."""
        self.hand_winner: int | None = None
        """The player who went out, once the hand is over."""
        self.known: list[list[list[Card]]] | None = None
        """What each seat has seen of the others' hands: ``known[seat][other]`` holds cards
        ``seat`` knows to be in ``other``'s hand (a hand it gave away in a swap or a pass, or
        was shown by a challenge), fewer as they are played. ``None`` until a card is first
        seen (never under the classic rules, where no hand is ever shown)."""
        self.tiebreak = _BEFORE_THE_FIRST_DEAL
        """The hand's stream for computer players' tie-breaks (made with each deal)."""
        self._streams: dict[Purpose, random.Random] = {}
        self.taken: Card | None = None
        """At PLAY_TAKEN: the card just taken."""
        self._held_card: Card | None = None
        """At COLOR after a wild, or at SWAP: the card being played, still in its player's
        hand until the question is answered (a wild, or a 7 under ``--seven-zero``)."""
        self.challenged: ev.Challenged | None = None
        """At CHALLENGE: who played the Draw Four (``seat``), and its hand after the play."""
        self.bluffing = False
        """At CHALLENGE: whether that Draw Four was a bluff (for a simulation's figures:
        no player may read it)."""
        self.hand_after_draw_four: tuple[Card, ...] = ()
        """What that Draw Four's player held once it was played, which a challenger sees."""
        self.pending = 0
        """Under --stacking, the cards the player to move must take unless it passes the
        penalty on with a card of the top card's kind (0: no penalty pending)."""
        self.jump_card: Card | None = None
        """At JUMP_IN: the card just played, which the player asked holds too."""
        self._jumpers: list[int] = []
        """At JUMP_IN: the players still to be asked after this one, in the order asked."""
        self._resume = 0
        """At JUMP_IN: who moves if nobody jumps in."""
        self.calling = False
        """While a play with UNO called is being answered (``--uno-call key``)."""
        self.called_turn = uno_call.NOT_CALLED
        """The turn of the hand (:attr:`turns`) whose play called UNO: the call stands
        through the questions the play asks after it (a color, whom to swap with)."""
        self.swap_with: int | None = None
        """While a Swap Hands waits for its color: the seat chosen (None: keep one's hand)."""
        self.hand_leaving = False
        """At COLOR: the hand of the player naming the color is about to pass to another
        player (a Swap Hands with a player chosen, or a Custom Wild under ``--custom-rule
        rotate``); the color is named before the hands change, as a player at a table
        would."""

    # ----------------------------------------------------------------- reading the state

    @property
    def top_card(self) -> Card:
        """The top card of the discard pile."""
        return self.discard_pile[-1]

    @property
    def clockwise(self) -> bool:
        """Whether play goes in seating order."""
        return self.direction == CLOCKWISE

    @property
    def swap_card(self) -> Card | None:
        """At SWAP: the card whose player chooses whom to swap with, a Swap Hands or a 7
        (``--seven-zero``); still in its player's hand."""
        return self._held_card if self.question is _SWAP else None

    def next_seat(self, seat: int) -> int:
        """The seat that plays after ``seat`` in the current direction."""
        return (seat + self.direction) % self.players

    def view(self, seat: int) -> SeatView:
        """What the player in ``seat`` can see, read live from the game (see :class:`SeatView`)."""
        return self._views[seat]

    def stream(self, purpose: Purpose) -> random.Random:
        """The random stream for ``purpose`` in the current hand, made on first use."""
        rng = self._streams.get(purpose)
        if rng is None:
            rng = derive(self.seed, self.game_number, self.hand_number, purpose)
            self._streams[purpose] = rng
        return rng

    def refusal(self, card: Card) -> Refusal | None:
        """Why the player to move may not play ``card`` now, or ``None`` if they may.

        Only a MOVE question takes a card: at any other, this raises :class:`IllegalAnswer`.
        """
        if self.question is not _MOVE:
            raise IllegalAnswer(f"no card can be played at {self.question.name}")
        return refusal(
            self.hands[self.turn],
            card,
            self.discard_pile[-1],
            self.current_color,
            self.restriction,
            pending=self.pending > 0,
        )

    def legal_answers(self) -> list[Answer]:
        """Every answer :meth:`apply` accepts now (distinct cards, in hand order). Under
        ``--uno-call key`` an answer that plays a card (a card, or True at PLAY_TAKEN and
        JUMP_IN) is also accepted as :class:`~uno_classic.questions.Called`, with the call:
        not listed, as it is the same move."""
        question = self.question
        if question is _MOVE:
            which = stacking_plays if self.pending else legal_plays
            plays = which(
                self.hands[self.turn], self.discard_pile[-1], self.current_color, self.restriction
            )
            return [*dict.fromkeys(plays), TAKE]
        if question is _COLOR:
            return list(self.colors)
        if question is _PLAY_TAKEN or question is _CHALLENGE or question is _JUMP_IN:
            return [True, False]
        if question is _SWAP:
            return [*(seat for seat in range(self.players) if seat != self.turn), KEEP]
        if question is _NEXT_HAND:
            return [DEAL]
        return []

    def cards_to_play(self) -> frozenset[Card]:
        """The cards the player asked may play with its answer now: at MOVE every card
        :meth:`legal_answers` holds; at JUMP_IN the card identical to the one just played;
        at PLAY_TAKEN the card taken; at any other question none (a card being played
        asks its color or whom to swap with, and plays no other)."""
        question = self.question
        if question is _MOVE:
            return frozenset(play for play in self.legal_answers() if type(play) is Card)
        offered = self.jump_card if question is _JUMP_IN else self.taken
        if question is _PLAY_TAKEN or question is _JUMP_IN:
            assert offered is not None
            return frozenset((offered,))
        return frozenset()

    def all_cards(self) -> list[Card]:
        """Every card in play: hands, stock and discard pile (the whole deck when all is
        well)."""
        everything = [c for hand in self.hands for c in hand]
        everything += self.stock
        everything += self.discard_pile
        return everything

    # ----------------------------------------------------------------- positions and copies

    @classmethod
    def at_position(
        cls,
        rules: Rules,
        *,
        seed: int,
        hands: Sequence[Sequence[Card]],
        stock: Sequence[Card],
        discard_pile: Sequence[Card],
        current_color: Color,
        turn: int,
        direction: int = CLOCKWISE,
        game_number: int = 1,
        hand_number: int = 1,
        record_events: bool = False,
        callers: Iterable[int] = (),
    ) -> Game:
        """A game waiting for ``turn``'s move in the given position (the stock's top card
        last, the pile's top card last): for puzzles, tests, and a search seated in another
        simulator. Every card of the deck must be somewhere, once."""
        placed = [*(c for hand in hands for c in hand), *stock, *discard_pile]
        if sorted(map(_deck_order, placed)) != sorted(map(_deck_order, rules.cards)):
            raise ValueError(f"a position must hold exactly the {len(rules.cards)} cards")
        if len(hands) != rules.players or not 0 <= turn < rules.players or not discard_pile:
            raise ValueError("a position needs a hand per seat, a seat to move and a pile")
        game = cls(
            rules,
            seed=seed,
            game_number=game_number,
            record_events=record_events,
            callers=callers,
        )
        game.hand_number = hand_number
        game.tiebreak = game.stream(Purpose.TIEBREAK)
        game.hands = [list(hand) for hand in hands]
        game.stock = list(stock)
        game.discard_pile = list(discard_pile)
        game.current_color = current_color
        game.direction = direction
        game.turn = game.starter = turn
        game.dealer = (turn - direction) % rules.players
        game.question = _MOVE
        return game

    def copy(self, seed: int | None = None) -> Game:
        """A copy sharing no state with this game, made in microseconds (a search makes
        thousands). With ``seed`` its random streams (reshuffles, UNO checks, tie-breaks,
        later deals) are its own, derived from ``seed``: nothing it does can foresee this
        game's, and every player in it is checked for UNO at the chance (see
        :attr:`callers`). Without, they continue exactly where this game's are, so the copy plays on
        as this game will. A copy records no events."""
        new = Game.__new__(Game)
        state = new.__dict__
        state.update(self.__dict__)
        state["record_events"] = False
        state["_events"] = None
        state["reading"] = None
        state["scores"] = self.scores[:]
        state["hands_won"] = self.hands_won[:]
        state["hands"] = [hand[:] for hand in self.hands]
        state["stock"] = self.stock[:]
        state["discard_pile"] = self.discard_pile[:]
        state["_jumpers"] = self._jumpers[:]
        if self.known is not None:
            state["known"] = [[seen[:] for seen in row] for row in self.known]
        views = tuple(SeatView(new, seat) for seat in range(self.players))
        for view, old in zip(views, self._views, strict=True):
            view.pending = old.pending
        state["_views"] = views
        if seed is None:
            streams = {}
            for purpose, rng in self._streams.items():
                streams[purpose] = clone = random.Random()
                clone.setstate(rng.getstate())
            state["_streams"] = streams
            tiebreak = random.Random()
            tiebreak.setstate(self.tiebreak.getstate())
            state["tiebreak"] = streams.get(Purpose.TIEBREAK, tiebreak)
        else:
            state["seed"] = seed
            # A copy of its own believes every player is checked for UNO at the chance: who
            # will call it for itself, and when, nobody at the table can know.
            state["callers"] = frozenset()
            state["_streams"] = {}
            state["tiebreak"] = new.stream(Purpose.TIEBREAK)
        return new

    def redeal(self, seat: int, rng: random.Random, reading: TableReading | None = None) -> None:
        """Deal again, at random from ``rng``, every card ``seat`` cannot see: the other
        hands and the stock, keeping every count and every card ``seat`` knows to be in a
        hand (see :attr:`known`). Its own hand, the pile and all else stay. Meant for a copy
        (see :meth:`copy`): the game as ``seat`` might believe it to be.

        The result depends only on what ``seat`` knows and on ``rng``, never on where the
        unseen cards really are: they are gathered in the deck's order before the shuffle.
        Not at CHALLENGE, where whether the Draw Four was a bluff is still hidden; nor at
        PLAY_TAKEN or JUMP_IN but for the player asked, who alone has seen the card it
        decides on. A card being played (at COLOR or SWAP) stays with its player. With a
        ``reading`` (the game's, this being its copy) the cards are dealt so as to honour
        what ``seat`` has inferred of each hand."""
        question = self.question
        if question is _CHALLENGE:
            raise ValueError("no re-deal at CHALLENGE: the bluff is not known to the challenger")
        turn = self.turn
        if seat != turn and (question is _PLAY_TAKEN or question is _JUMP_IN):
            raise ValueError(f"no re-deal at {question.name} but for the player asked")
        players = self.players
        seen = self._seen_by(seat)
        hands = self.hands
        unseen = list(self.stock)
        for other in range(players):
            if other != seat:
                rest = hands[other][:]
                if seen is not None:
                    for card in seen[other]:
                        rest.remove(card)
                unseen += rest
        unseen.sort(key=_deck_order)
        unseen = shuffled(unseen, rng)
        dealt = None if reading is None else reading.deal_unseen(self, seat, seen, unseen, rng)
        if dealt is None:
            dealt = self._dealt_in_order(seat, seen, unseen)
        for other in range(players):
            if other != seat:
                hands[other] = dealt[other]
        self.stock = unseen
        if self.known is not None:
            # What the other players knew may no longer hold after the re-deal; what they
            # knew of this seat's hand still does.
            for viewer, row in enumerate(self.known):
                if viewer != seat:
                    row[:] = [seen if holder == seat else [] for holder, seen in enumerate(row)]

    def _dealt_in_order(
        self, seat: int, seen: list[list[Card]] | None, unseen: list[Card]
    ) -> list[list[Card]]:
        """The other hands: the cards ``seat`` has seen in each, then ``unseen`` cards in
        turn, seat after seat; what is left of ``unseen`` stays (the stock)."""
        dealt: list[list[Card]] = [[] for _ in range(self.players)]
        at = 0
        for other, hand in enumerate(self.hands):
            if other != seat:
                kept = seen[other][:] if seen is not None else []
                fill = len(hand) - len(kept)
                kept += unseen[at : at + fill]
                at += fill
                dealt[other] = kept
        del unseen[:at]
        return dealt

    def _seen_by(self, seat: int) -> list[list[Card]] | None:
        """The cards ``seat`` knows to be in each hand (None: none), for a re-deal."""
        turn = self.turn
        seen = [row[:] for row in self.known[seat]] if self.known is not None else None
        held = self._held_card
        if held is not None and seat != turn and (self.question is _SWAP or held is not SWAP_HANDS):
            # Still in its player's hand while its color or swap is asked, yet seen by all (a
            # Swap Hands asking its color is on the pile already).
            if seen is None:
                seen = [[] for _ in range(self.players)]
            if held not in seen[turn]:
                seen[turn].append(held)
        return seen

    # ----------------------------------------------------------------- answering

    def apply(self, answer: Answer) -> Sequence[ev.Event]:
        """Play out ``answer`` to the current question; return the events up to the next one.

        Raises :class:`IllegalAnswer` (and changes nothing) when the answer is not legal.
        """
        if self.reading is not None:
            return self.reading.follow(self, answer)
        events: list[ev.Event] | None = [] if self.record_events else None
        # (play_out, inlined: this runs for every answer of every game)
        self._events = events
        try:
            self._answer(answer)
            if self.question is _MOVE and self.turns >= self.rules.turn_limit:
                self._abandon_hand()
        finally:
            self._events = None
        return events if events is not None else ()

    def play_out(self, answer: Answer, events: list[ev.Event] | None) -> None:
        """:meth:`apply` without the reading: the events go to ``events`` (None: none are
        made). For the reading itself, which reads the events whether or not the game
        keeps them."""
        self._events = events
        try:
            self._answer(answer)
            if self.question is _MOVE and self.turns >= self.rules.turn_limit:
                self._abandon_hand()
        finally:
            self._events = None

    def _answer(self, answer: Answer) -> None:
        question = self.question
        if question is not _MOVE:
            _ANSWERS[question](self, answer)
        elif self.pending:
            stacking.answer_penalty(self, answer)
        elif answer is TAKE:
            self.turns += 1
            self._take_for_turn(self, self.turn)
        elif type(answer) is Card:
            seat = self.turn
            hand = self.hands[seat]
            # The common legal play is settled with one bit test and a membership check;
            # anything else goes through the full rule with its reason.
            if not (
                # (cards.match_key, inlined: this runs for every card played)
                answer.mask
                & (COLOR_BITS[self.current_color] | self.discard_pile[-1].mask & RANK_BITS)
                and answer is not WILD_DRAW_FOUR
                and answer in hand
            ):
                why = refusal(
                    hand, answer, self.discard_pile[-1], self.current_color, self.restriction
                )
                if why is not None:
                    raise IllegalAnswer(f"cannot play {answer}: {why.value}", why)
            # (what follows is _start_play, inlined: this runs for every card played)
            self.turns += 1
            if answer.is_wild and len(hand) > 1:
                self._ask_color(answer)
            else:
                self._play_card(self, seat, answer)
        else:
            self._other_answer(answer, "a card or TAKE")

    def _other_answer(self, answer: Answer, expected: str) -> None:
        """An answer the question does not take as its own: a play with UNO called
        (``--uno-call key``) is played as the answer it holds, with the call; anything else
        is refused, as not ``expected``. (Reached only once the question's own answers are
        ruled out, so the calls cost no other answer anything.)"""
        if type(answer) is not Called:
            raise IllegalAnswer(f"{answer!r} is not {expected}")
        uno_call.answer_called(self, answer)

    def _answer_color(self, answer: Answer) -> None:
        """The color of a wild being played (or of a first Wild) is named."""
        if type(answer) is not Color or answer not in self.colors:
            raise IllegalAnswer(f"{answer!r} is not a color of this deck")
        wild = self._held_card
        if wild is None:
            first_card.name_first_color(self, answer)
            return
        self._held_card = None
        seat = self.turn
        if wild.plain or wild is WILD_DRAW_FOUR:
            judge = self._judge_draw_four
            if wild is WILD_DRAW_FOUR and judge is not None:
                judge(self, self.hands[seat])
            self._play(seat, wild, answer)
        elif wild is SWAP_HANDS:
            party_cards.finish_swap(self, seat, answer)
        else:
            party_cards.play_custom(self, seat, wild, answer)

    def _answer_swap(self, answer: Answer) -> None:
        """Whom the player of a Swap Hands or of a 7 (``--seven-zero``) swaps hands with."""
        if answer is not KEEP and not (
            type(answer) is int and 0 <= answer < self.players and answer != self.turn
        ):
            raise IllegalAnswer(f"{answer!r} is neither another seat nor KEEP")
        other = None if answer is KEEP else answer
        card = self._held_card
        if card is SWAP_HANDS:
            party_cards.choose_whom(self, other)
        else:
            # A 7 names no color: the hands change at once.
            assert card is not None
            self._held_card = None
            seven_zero.play_seven(self, self.turn, card, other)

    def _answer_deal(self, answer: Answer) -> None:
        if answer is not DEAL:
            raise IllegalAnswer(f"{answer!r} is not DEAL")
        self._deal(None, None)

    def _answer_game_over(self, answer: Answer) -> None:
        raise IllegalAnswer("the game is over")

    def deal_hand(
        self, *, starter: int | None = None, stock: Sequence[Card] | None = None
    ) -> Sequence[ev.Event]:
        """Answer NEXT_HAND with a stacked deal: tests and puzzles use this.

        ``starter`` and ``stock`` (the shuffled deck, top card last) replace the random
        choices when given; ``apply(DEAL)`` is the same call with neither.
        """
        if self.question is _GAME_OVER:
            raise IllegalAnswer("the game is over")
        if self.question is not _NEXT_HAND:
            raise IllegalAnswer("a hand is still being played")
        if stock is not None and sorted(c.index for c in stock) != sorted(
            c.index for c in self.deck
        ):
            raise ValueError(f"a stacked stock must hold exactly the {len(self.deck)} cards")
        if starter is not None and not 0 <= starter < self.players:
            raise ValueError(f"no seat {starter} at a table of {self.players}")
        events: list[ev.Event] | None = [] if self.record_events else None
        self._events = events
        try:
            self._deal(starter, stock)
        finally:
            self._events = None
        return events if events is not None else ()

    # ----------------------------------------------------------------- the rules

    def _deal(self, starter: int | None, stock: Sequence[Card] | None) -> None:
        self.hand_number += 1
        self._streams.clear()
        # Made here rather than on first use: nearly every computer move reads it.
        self.tiebreak = self.stream(Purpose.TIEBREAK)
        rng = self.stream(Purpose.DEAL)
        players = self.players
        # The starter is picked before the shuffle, as the old program announced it first;
        # the draw is made whatever the starter rule, so that no rule changes a deal.
        picked = rng.randrange(players)
        if starter is None:
            starter = first_card.starter(self, picked)
        self.starter = starter
        deck = shuffled(self.deck, rng) if stock is None else list(stock)
        self.dealer = dealer = (starter - 1) % players
        self.direction = CLOCKWISE
        self.turns = 0
        self.taken = None
        self.called_turn = uno_call.NOT_CALLED
        self.hand_winner = None
        self._held_card = None
        self.challenged = None
        self.swap_with = None
        self.hand_leaving = False
        self.known = None
        events = self._events
        if events is not None:
            events.append(ev.HandStarted(self.hand_number, starter, dealer))
        # Dealt one at a time from the top of the stock (the end of the list), beginning
        # with the starter: the i-th player from the starter gets every players-th card.
        dealt = HAND_SIZE * players
        top = deck[-dealt:][::-1]
        del deck[-dealt:]
        hands = [top[(seat - starter) % players :: players] for seat in range(players)]
        self.hands = hands
        self.stock = deck
        if events is not None:
            events.append(ev.Dealt(tuple(tuple(hand) for hand in hands)))
        self.discard_pile = []
        first_card.turn_first_card(self, rng)

    def _skip(self, seat: int) -> None:
        """``seat`` loses its turn; the player after it moves."""
        if self._events is not None:
            self._events.append(ev.Skipped(seat))
        self.turn = (seat + self.direction) % self.players

    def _reverse(self, seat: int) -> None:
        """``seat`` played a Reverse (or is the dealer of a first Reverse)."""
        self.direction = -self.direction
        nxt = (seat + self.direction) % self.players
        if self.players == 2:
            # With two players a Reverse is a Skip: the same player moves again.
            self._skip(nxt)
        else:
            self.turn = nxt
        if self._events is not None:
            self._events.append(ev.DirectionReversed(self.direction == CLOCKWISE))

    def _take(self, seat: int, count: int) -> list[Card]:
        """``seat`` takes ``count`` cards, reshuffling the discard pile when the stock runs out
        and taking what there is when nothing is left anywhere."""
        stock = self.stock
        hand = self.hands[seat]
        taken: list[Card] = []
        if count == 1 and stock:
            taken.append(stock.pop())  # the commonest case: one card, from the top
        elif len(stock) >= count:
            # The common case: one slice from the top of the stock (top card first).
            taken = stock[-count:]
            taken.reverse()
            del stock[-count:]
        else:
            while len(taken) < count:
                card = self._draw()
                if card is None:
                    break
                taken.append(card)
        hand += taken
        if self._events is not None:
            self._events.append(ev.Took(seat, tuple(taken)))
        return taken

    def _draw(self) -> Card | None:
        """The top card of the stock, reshuffling the pile into a new stock when it is
        empty; None when there is no card left anywhere."""
        stock = self.stock
        if not stock:
            if len(self.discard_pile) <= 1:
                return None
            stock = self._reshuffle()
        return stock.pop()

    def _reshuffle(self) -> list[Card]:
        pile = self.discard_pile
        self.stock = stock = shuffled(pile[:-1], self.stream(Purpose.RESHUFFLE))
        del pile[:-1]
        if self._events is not None:
            self._events.append(ev.Reshuffled(len(stock)))
        return stock

    def _playable(self, seat: int, card: Card) -> bool:
        """Whether ``card``, just taken by ``seat``, may be played at once."""
        return bool(card.mask & match_key(self.discard_pile[-1], self.current_color)) and (
            card is not WILD_DRAW_FOUR
            or refusal(
                self.hands[seat],
                card,
                self.discard_pile[-1],
                self.current_color,
                self.restriction,
            )
            is None
        )

    def _pass_turn(self, seat: int) -> None:
        self.turn = (seat + self.direction) % self.players
        self.question = _MOVE

    def _start_play(self, seat: int, card: Card) -> None:
        """``seat`` plays ``card`` (a legal play): at once, or after the question a wild
        asks first (a last card asks nothing)."""
        if card.is_wild and len(self.hands[seat]) > 1:
            self._ask_color(card)
        else:
            self._play_card(self, seat, card)

    def _lay_down(self, seat: int, card: Card) -> None:
        """``card`` goes from the hand to the pile, and its color is the one in force."""
        self.hands[seat].remove(card)
        if self.known is not None:
            self._forget(seat, card)
        self.discard_pile.append(card)
        self.current_color = card.color
        if self._events is not None:
            self._events.append(ev.Played(seat, card))

    def _after_hands_change(self, seat: int) -> None:
        """After a card that changes hands (its color named, if a wild): the UNO check of
        the hand its player holds now (nobody else is checked), then the next player."""
        if len(self.hands[seat]) == 1:
            self._check_uno(seat)
        self.turn = (seat + self.direction) % self.players
        self.question = _MOVE

    def _ask_color(self, wild: Card) -> None:
        # The card stays in the hand until its color is named: nothing is played yet. A
        # Swap Hands asks whom to swap with first, and is played when that is answered.
        self._held_card = wild
        self.question = _SWAP if wild is SWAP_HANDS else _COLOR
        if wild is CUSTOM_WILD:
            party_cards.hold_custom_wild(self)

    def _swap_hands(self, seat: int, other: int) -> None:
        hands = self.hands
        known = self._knowledge()
        for row in known:  # what anyone knew of the two hands follows them
            row[seat], row[other] = row[other], row[seat]
        # Each of the two knows the hand it gave away, and needs no note of the one it holds.
        known[seat][other], known[seat][seat] = list(hands[seat]), []
        known[other][seat], known[other][other] = list(hands[other]), []
        hands[seat], hands[other] = hands[other], hands[seat]
        if self._events is not None:
            self._events.append(ev.Swapped(seat, other, (tuple(hands[seat]), tuple(hands[other]))))

    def _pass_hands(self) -> None:
        """Every hand passes to the next player in the direction of play."""
        hands = self.hands
        players = self.players
        step = self.direction
        self.hands = [hands[(s - step) % players] for s in range(players)]
        self.passes += 1
        known = self._knowledge()
        for seat, row in enumerate(known):  # what anyone knew of a hand follows it
            row[:] = [row[(s - step) % players] for s in range(players)]
            # Each player knows the hand it passed on, and needs no note of the one it holds.
            row[(seat + step) % players] = list(hands[seat])
            row[seat] = []
        if self._events is not None:
            passed = tuple(tuple(h) for h in self.hands)
            self._events.append(ev.HandsPassed(self.direction == CLOCKWISE, passed))

    def _set_pending(self, seat: int, count: int) -> None:
        """``count`` cards pending on ``seat`` (0: no penalty pending on anyone), kept in
        the game and in the seat's view, where a computer reads it at every decision."""
        for view in self._views:
            view.pending = 0
        self.pending = count
        self._views[seat].pending = count

    def _play(self, seat: int, card: Card, color: Color | None = None) -> None:
        hand = self.hands[seat]
        hand.remove(card)
        if self.known is not None:
            self._forget(seat, card)
        self.discard_pile.append(card)
        events = self._events
        if events is not None:
            events.append(ev.Played(seat, card))
        # A wild played as the last card names no color.
        self.current_color = card.color if color is None else color
        if color is not None and events is not None:
            events.append(ev.ColorChosen(seat, color))
        left = len(hand)
        if left == 1:
            self._check_uno(seat)
        elif left == 0:
            self._go_out(seat, card)
            return
        rank = card.rank
        if card.plain:
            self.turn = (seat + self.direction) % self.players
        elif rank is _SKIP:
            self._skip((seat + self.direction) % self.players)
        elif rank is _REVERSE:
            self._reverse(seat)
        else:
            # A Draw card: the rules in force say what it does to the next player.
            self._draw_card_hits(self, seat, card)
            return
        self.question = _MOVE

    def _take_the_draw(self, seat: int, card: Card) -> None:
        """The classic Draw card: the next player takes its cards and loses its turn."""
        victim = (seat + self.direction) % self.players
        self._take(victim, card.draws)
        self._skip(victim)
        self.question = _MOVE

    def _knowledge(self) -> list[list[list[Card]]]:
        """:attr:`known`, made when a hand is first seen."""
        known = self.known
        if known is None:
            players = range(self.players)
            self.known = known = [[[] for _ in players] for _ in players]
        return known

    def _forget(self, seat: int, card: Card) -> None:
        """``seat`` played ``card``: whoever knew of one in that hand knows of one fewer
        (whichever copy it was, the others' knowledge stays true)."""
        assert self.known is not None
        for row in self.known:
            seen = row[seat]
            if card in seen:
                seen.remove(card)

    def _check_uno(self, seat: int) -> None:
        # One draw per check, whatever the chance, so the stream does not depend on it.
        caught = self.stream(Purpose.UNO_CHECK).random() < self.rules.uno_penalty
        judge = self._judge_uno_call
        if judge is not None:  # a player who calls UNO for itself is judged by its call
            caught = judge(self, seat, caught)
        if caught:
            if self._events is not None:
                self._events.append(ev.MissedUno(seat))
            self._take(seat, self.rules.uno_cards)
        elif self._events is not None:
            self._events.append(ev.SaidUno(seat))

    def _abandon_hand(self) -> None:
        """See :attr:`Rules.turn_limit`: nobody scores, and the next hand is dealt."""
        if self._events is not None:
            self._events.append(ev.HandAbandoned(self.hand_number, self.turns))
        if self.pending:  # nothing is left pending on anyone between hands
            self._set_pending(0, 0)
        self.last_winner = None
        self.question = _NEXT_HAND

    def _go_out(self, seat: int, last: Card) -> None:
        if last.draws:
            # The next player still takes the cards (a whole stacked penalty) before the hand
            # is scored.
            self._take((seat + self.direction) % self.players, stacking.penalty(self, last))
            if self.pending:
                self._set_pending(seat, 0)
        points = sum(c.points for hand in self.hands for c in hand)
        self.scores[seat] += points
        self.hands_won[seat] += 1
        self.hand_winner = self.last_winner = seat
        events = self._events
        if events is not None:
            remaining = tuple(tuple(hand) for hand in self.hands)
            events.append(ev.HandWon(seat, points, remaining, tuple(self.scores)))
        if self.scores[seat] >= self.rules.target:
            self.winner = seat
            self.question = _GAME_OVER
            if events is not None:
                events.append(ev.GameWon(seat, tuple(self.scores)))
        else:
            self.question = _NEXT_HAND


_ANSWERS: Final[dict[Question, Callable[[Game, Answer], None]]] = {
    _COLOR: Game._answer_color,
    _PLAY_TAKEN: take.answer_play_taken,
    _CHALLENGE: challenge.answer_challenge,
    _SWAP: Game._answer_swap,
    _JUMP_IN: jump_in.answer_jump_in,
    _NEXT_HAND: Game._answer_deal,
    _GAME_OVER: Game._answer_game_over,
}
"""How each question but MOVE (which the game answers first, on its hot path) is answered."""


class SeatView:
    """The live :class:`~uno_classic.view.TableView` of one seat: reads the game when asked.

    One is made per seat per game and reused, so a computer decision builds no view at all.
    """

    __slots__ = ("_game", "_others", "_seat", "colors", "pending", "restriction", "seven_zero")

    def __init__(self, game: Game, seat: int) -> None:
        self._game = game
        self._seat = seat
        self._others: Final = counts_in_turn_order(seat, game.players)
        """Indexed by the direction: the other players' card counts in turn order, from the
        game's list of hands (``others`` runs at nearly every decision)."""
        self.restriction: Final = game.restriction
        """When a Draw Four may be played (fixed for the game: a plain attribute, read at
        every decision)."""
        self.colors: Final = game.colors
        """The colors of the deck in play."""
        self.seven_zero: Final = game.rules.seven_zero
        """Whether a 7 swaps hands and a 0 passes every hand on (``--seven-zero``)."""
        self.pending = 0
        """The cards this seat must take unless it passes the penalty on (``--stacking``):
        a plain attribute the game keeps up to date, read at every decision."""

    @property
    def seat(self) -> int:
        """The seat this view is of."""
        return self._seat

    def sample(self, rng: random.Random, *, read: bool = True) -> Game:
        """The game as this seat might believe it to be: a copy whose random streams and
        unseen cards (other hands, stock) come from ``rng`` (see :meth:`Game.copy` and
        :meth:`Game.redeal`), dealt to honour what the seat has inferred of each hand when
        the game keeps a :attr:`~Game.reading` (and ``read``). A search may play it out
        freely: it tells nothing the seat could not know."""
        source = self._game
        game = source.copy(rng.getrandbits(64))
        game.redeal(self._seat, rng, source.reading if read else None)
        return game

    @property
    def gives_hand_away(self) -> bool:
        """Whether this seat is naming a color while the hand it holds is about to pass to
        another player (see :attr:`Game.hand_leaving`)."""
        game = self._game
        return game.hand_leaving and game.turn == self._seat

    @property
    def hand(self) -> Sequence[Card]:
        """The seat's own cards, in the order received."""
        return self._game.hands[self._seat]

    @property
    def top_card(self) -> Card:
        """The top card of the discard pile."""
        return self._game.discard_pile[-1]

    @property
    def current_color(self) -> Color | None:
        """The color to match."""
        return self._game.current_color

    @property
    def others(self) -> tuple[int, ...]:
        """The other players' card counts in turn order, the next player first."""
        game = self._game
        return self._others[game.direction](game.hands)

    @property
    def discard_pile(self) -> Sequence[Card]:
        """The discard pile, bottom first."""
        return self._game.discard_pile

    @property
    def direction(self) -> int:
        """1 for clockwise (seating order), -1 for counterclockwise."""
        return self._game.direction
