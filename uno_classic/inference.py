"""What the players at a table can infer of one another's hands from what they saw them do.

A ``normal`` computer takes a card only when it holds nothing it may play, and plays by
fixed, documented priorities (:class:`~uno_classic.strategies.NormalStrategy`), so each of
its takes and plays tells the table something about the hand it held then: no card that
could have been played, no card it would have played first. :class:`Reading` keeps those
facts, seat by seat, as every answer is played, and deals the cards a seat cannot see so
that they honour them, which is what makes ``hard``'s samples of the game
(:meth:`~uno_classic.game.SeatView.sample`) look like the table it sits at.

A hand is kept as groups of cards that came into it together (the deal, each take), each
with the faces it cannot hold. A fact about a hand applies to every group held when it was
seen; a card taken later starts a group of its own, free of it. A card played leaves a
group that could hold it; where more than one could and none is plainly the most bound,
they are merged into one, bound only by what binds them all. Every step only ever drops a
fact it cannot keep for sure, never adds one it does not know, so the real hand always
fits (tests/test_inference.py checks it after every answer of thousands of games). One
fact is a count rather than faces: the color ``normal`` names for a wild is the one it holds
most (:attr:`Reading.named`), which a deal honours by dealing again.

What each player reveals is what its level is documented to do (:data:`HABITS`): ``normal``
all three habits below; ``easy`` takes only when it holds no play and always plays a
playable card it took; ``hard`` takes only when it holds no play (it searches the rest). A
human, or a strategy of one's own, may take while holding a playable card, keep a card it
could play, play in any order: it reveals only what the rules force on everyone (a Draw
Four played under the restriction, or found no bluff, held no card that bars it; under
``--take until-playable`` the cards taken before the last could not be played).

Everything here is public: the answers a seat saw given, the cards it saw played, the
counts of cards taken, the top card and the color in force, the levels at the table. No
card a seat cannot see is read, so a search that samples from this stays honest.
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from dataclasses import dataclass
from typing import Final, NamedTuple

from . import events as ev
from .cards import COLOR_BITS, FACES, RANK_BITS, WILD_DRAW_FOUR, Card, Color
from .game import Game
from .questions import COLOR, MOVE, PLAY_TAKEN, TAKE, Answer, Called
from .rules import Restriction, stacking_plays
from .search import HardStrategy
from .strategies import NormalStrategy, RandomStrategy, Strategy, normal_passed_over
from .variants import DrawFourTest, Rules, Take


@dataclass(frozen=True)
class Habits:
    """What a player's documented way of playing lets the table infer from its answers."""

    takes_only_when_stuck: bool = False
    """It takes a card on its turn only when it holds nothing it may play: a take says its
    whole hand holds no card that could have been played."""
    plays_what_it_takes: bool = False
    """It always plays a playable card it has just taken: one it keeps could not be played."""
    plays_by_priorities: bool = False
    """It plays by ``normal``'s priorities: a card played says it held none that ranks
    surely above it (:func:`~uno_classic.strategies.normal_passed_over`)."""


REVEALS_NOTHING: Final = Habits()
"""A human's, or a strategy of one's own: only what the rules force on everyone."""
HABITS: Final[dict[type, Habits]] = {
    NormalStrategy: Habits(
        takes_only_when_stuck=True, plays_what_it_takes=True, plays_by_priorities=True
    ),
    RandomStrategy: Habits(takes_only_when_stuck=True, plays_what_it_takes=True),
    HardStrategy: Habits(takes_only_when_stuck=True),
}
"""The built-in levels' habits, by their class (a strategy of one's own may take any name)."""

BIT: Final[dict[Card, int]] = {face: 1 << i for i, face in enumerate(FACES)}
"""Each face's bit in a group's mask of faces it cannot hold."""

TRIES: Final = 12
"""Shuffles of the unseen cards a deal tries before it gives up honouring the reading (a
greedy deal, most bound group first, nearly always honours the groups at the first; a
color named may take a few more)."""


def habits_of(strategy: Strategy | None) -> Habits:
    """What the player with ``strategy`` reveals (None: a human)."""
    return REVEALS_NOTHING if strategy is None else HABITS.get(type(strategy), REVEALS_NOTHING)


def reads_table(strategy: Strategy | None) -> bool:
    """Whether ``strategy`` samples the game from a reading (``hard``)."""
    return isinstance(strategy, HardStrategy)


def at_table(humans: int, computers: Sequence[Strategy]) -> list[Strategy | None]:
    """One strategy per seat as a session seats them, the humans first (None each)."""
    return [*(None for _ in range(humans)), *computers]


def read_for(game: Game, strategies: Sequence[Strategy | None], *, hints: bool = False) -> None:
    """Give ``game`` (before its first deal) a :class:`Reading` when a seat uses one: a
    ``hard`` computer, or a human's hint (``hints``). ``strategies`` is one per seat, None
    for a human. Without one, nothing is kept and no move pays for it."""
    if hints or any(reads_table(strategy) for strategy in strategies):
        game.reading = Reading(game.rules, [habits_of(strategy) for strategy in strategies])


class Before(NamedTuple):
    """The table as an answer found it: what a card it plays was played on."""

    top: Card | None
    """The top card (None before the first deal)."""
    color: Color | None
    """The color in force."""
    pending: bool
    """Whether a penalty was pending (``--stacking``)."""


Group = list[int]
"""``[count, mask]``: cards that came into a hand together, and the faces (bits of
:data:`BIT`) none of them can be."""


class Reading:
    """What every seat can infer of every hand, for one game (see the module)."""

    def __init__(self, rules: Rules, habits: Sequence[Habits]) -> None:
        self.habits: Final = tuple(habits)
        self.faces: Final = tuple(dict.fromkeys(rules.cards))
        """The deck's faces."""
        self.take: Final = rules.take
        self.seven_zero: Final = rules.seven_zero
        self.hand_number = 0
        self.groups: list[list[Group]] = [[] for _ in habits]
        """Per seat, the groups its hand holds."""
        self.contradictions = 0
        """Plays no group could have held (a habit read wrongly): the seat's facts are then
        dropped. Never, as far as the tests have looked."""
        self.failed_deals = 0
        """Deals that could not honour the reading in :data:`TRIES` shuffles."""
        self._playable: dict[tuple[Card, Color | None, bool, bool], int] = {}
        """:meth:`playable`'s masks, by top card, color, penalty and sureness (the
        restriction is the game's, the same at every call)."""
        by_color = rules.draw_four_test is DrawFourTest.COLOR
        self.draw_four_test: Final = Restriction.COLOR if by_color else Restriction.MATCH
        """Which held cards make a Draw Four a bluff (or, restricted, refused)."""
        self.colors: Final = rules.colors
        self.named: dict[int, tuple[Color, list[Card]]] = {}
        """Per seat, the color a ``normal`` player named for a wild (or a first Wild), the
        one it held most cards of, and the cards it has played since: the hand it holds and
        those together hold no more of any color than of that one. Forgotten once it takes
        a card or its hand changes places (a count, not a face: a deal honours it by
        dealing again, see :meth:`deal_unseen`)."""
        self._honest: dict[int, tuple[int, list[Group]]] = {}
        """A Draw Four's player, under ``--draw-four bluff``: the faces it held none of, if
        a challenge finds it was no bluff, and the groups it held then."""

    # ------------------------------------------------------------------ following play

    def follow(self, game: Game, answer: Answer) -> Sequence[ev.Event]:
        """Play ``answer`` out in ``game`` and read what it showed (see :meth:`Game.apply`)."""
        if self.hand_number != game.hand_number:
            self._restart(game)  # a hand dealt without an answer (a stacked deal)
        seat = game.turn
        move = game.question is MOVE
        played = answer.answer if type(answer) is Called else answer
        pending = game.pending > 0
        top = game.discard_pile[-1] if game.discard_pile else None
        color = game.current_color
        habits = self.habits[seat]
        stuck = passed = 0
        if move and top is not None:
            if played is TAKE and habits.takes_only_when_stuck:
                stuck = self.playable(top, color, game.restriction, pending=pending, sure=True)
            elif (
                type(played) is Card
                and habits.plays_by_priorities
                and not pending
                and color is not None
            ):
                next_count = len(game.hands[(seat + game.direction) % game.players])
                held = len(game.hands[seat])
                passed = self.mask(
                    normal_passed_over(
                        played,
                        top=top,
                        current=color,
                        restriction=game.restriction,
                        next_count=next_count,
                        held=held,
                        seven_zero=self.seven_zero,
                        faces=self.faces,
                    )
                )
        naming = (
            game.question is COLOR
            and habits.plays_by_priorities
            and type(played) is Color
            and not game.hand_leaving
        )
        events: list[ev.Event] = []
        game.play_out(answer, events)  # (an illegal answer raises here: nothing is read)
        # What the answer shows binds the hand held when it was given (the card played is
        # never among the faces its play rules out; cards taken after it are free of it).
        for group in self.groups[seat]:
            group[1] |= stuck | passed
        if naming:
            assert type(played) is Color
            self.named[seat] = (played, [])
        took = move and played is TAKE and top is not None and not pending
        self._read(game, events, seat if took else None, Before(top, color, pending))
        self.hand_number = game.hand_number
        return events if game.record_events else ()

    def _read(
        self,
        game: Game,
        events: list[ev.Event],
        taker: int | None,
        before: Before,
    ) -> None:
        """Follow the hands through ``events``, the answer given ``before`` them; ``taker``
        took a card on its turn (no penalty pending): its first take is read by
        :meth:`_taken`."""
        groups = self.groups
        for event in events:
            match event:
                case ev.Played(seat, card):
                    self._played(seat, card)
                    if seat in self.named:
                        self.named[seat][1].append(card)
                    if card is WILD_DRAW_FOUR and before.top is not None:
                        # (An answer plays at most one card before the next question.)
                        bars = self.bars(before.top, before.color)
                        self._draw_four(game, seat, bars, before.pending)
                case ev.Took(seat, cards) if cards:
                    self.named.pop(seat, None)
                    if seat == taker:
                        taker = None
                        groups[seat] += self._taken(game, seat, len(cards))
                    else:
                        groups[seat].append([len(cards), 0])
                case ev.ChallengeSettled(seat, bluffing):
                    self._settled(seat, bluffing)
                case _:
                    self._moved(event)
        for seat, (held, hand) in enumerate(zip(groups, game.hands, strict=True)):
            if sum(group[0] for group in held) != len(hand):
                self.named.pop(seat, None)
            self._settle(held, len(hand))

    def _moved(self, event: ev.Event) -> None:
        """Hands dealt, or changing places: what was read of each goes with it."""
        groups = self.groups
        match event:
            case ev.Swapped(one, other):
                groups[one], groups[other] = groups[other], groups[one]
                self.named.pop(one, None)
                self.named.pop(other, None)
            case ev.HandsPassed(clockwise):
                self.named.clear()
                step = 1 if clockwise else -1
                players = len(groups)
                groups[:] = [groups[(s - step) % players] for s in range(players)]
            case ev.Dealt(hands):
                groups[:] = [[[len(hand), 0]] for hand in hands]
                self.named.clear()
                self._honest.clear()
            case _:
                pass

    def _settled(self, seat: int, bluffing: bool) -> None:
        """A challenge of ``seat``'s Draw Four: no bluff says the hand it held then held
        none of the cards that would have made one (what it took since, a missed UNO's
        cards, is free of it)."""
        bars, then = self._honest.pop(seat, (0, []))
        held = self.groups[seat]
        added = sum(group[0] for group in held) - sum(group[0] for group in then)
        if not bluffing and bars and added >= 0:
            self.groups[seat] = [[count, mask | bars] for count, mask in then]
            self.groups[seat].append([added, 0])

    def _draw_four(self, game: Game, seat: int, bars: int, pending: bool) -> None:
        """``seat`` played a Draw Four, which a hand holding ``bars`` may not (restricted:
        the rules refused it) or may only as a bluff (which a challenge may show). On a
        penalty pending (``--stacking``) only the restriction by color still bars one."""
        if pending:
            if game.restriction is Restriction.COLOR:
                for group in self.groups[seat]:
                    group[1] |= bars
        elif game.restriction is Restriction.NONE:
            self._honest[seat] = (bars, [group[:] for group in self.groups[seat]])
        else:
            for group in self.groups[seat]:
                group[1] |= bars

    def _taken(self, game: Game, seat: int, count: int) -> list[Group]:
        """The groups of the ``count`` cards ``seat`` just took on its turn: under
        ``--take until-playable`` all but the last could not be played (nor the last, if
        the turn passed with it); under ``--take play``, a card kept by a player that
        always plays what it takes could not be. (Whether the game asks PLAY_TAKEN is read
        only where the table sees the same: such a player asked plays the card next, and
        under ``--take until-playable`` the taking stops when a card can be played.)"""
        asked = game.question is PLAY_TAKEN and game.turn == seat
        top, color = game.discard_pile[-1], game.current_color
        habits = self.habits[seat]
        sure = habits.takes_only_when_stuck
        if self.take is Take.UNTIL_PLAYABLE:
            unplayable = self.playable(top, color, game.restriction, pending=False, sure=sure)
            if asked:
                return [[count - 1, unplayable], [1, 0]]
            return [[count, unplayable]]
        if self.take is Take.PLAY and not asked and habits.plays_what_it_takes:
            return [[count, self.playable(top, color, game.restriction, pending=False, sure=sure)]]
        return [[count, 0]]

    def _played(self, seat: int, card: Card) -> None:
        """``seat`` played ``card``: one card fewer in a group that could hold it."""
        held = self.groups[seat]
        bit = BIT[card]
        could = [group for group in held if group[0] and not group[1] & bit]
        if not could:
            self.contradictions += 1
            total = sum(group[0] for group in held)
            held[:] = [[total, 0]]
            could = held
        self._one_fewer(held, could)

    @staticmethod
    def _one_fewer(held: list[Group], could: list[Group]) -> None:
        """One card leaves one of the groups ``could`` (those that could hold it). The most
        bound of them, when one is bound by all that binds the others: taking the card from
        a less bound group instead only ever leaves more hands possible. Else they are
        merged, bound by what binds them all."""
        if len(could) > 1:
            for group in could:
                mask = group[1]
                if all(other[1] & mask == other[1] for other in could):
                    could = [group]
                    break
            else:
                merged = [sum(group[0] for group in could), -1]
                for group in could:
                    merged[1] &= group[1]
                    held.remove(group)
                held.append(merged)
                could = [merged]
        could[0][0] -= 1

    @staticmethod
    def _settle(held: list[Group], count: int) -> None:
        """Make ``held`` hold ``count`` cards (a count the table sees): new cards as a free
        group, cards gone unseen from the groups as any card would go; empty groups
        dropped and groups bound alike joined."""
        total = sum(group[0] for group in held)
        if total < count:
            held.append([count - total, 0])
        while total > count:
            Reading._one_fewer(held, [group for group in held if group[0]])
            total -= 1
        joined: dict[int, Group] = {}
        for group in held:
            if group[0]:
                same = joined.get(group[1])
                if same is None:
                    joined[group[1]] = group
                else:
                    same[0] += group[0]
        held[:] = joined.values()

    def _restart(self, game: Game) -> None:
        self.groups = [[[len(hand), 0]] for hand in game.hands]
        self.named.clear()
        self._honest.clear()
        self.hand_number = game.hand_number

    def holds_most(self, seat: int, hand: Sequence[Card]) -> bool:
        """Whether ``hand``, held by ``seat``, fits the color it named (see :attr:`named`)."""
        named = self.named.get(seat)
        if named is None:
            return True
        color, since = named
        counts = dict.fromkeys(self.colors, 0)
        for card in (*hand, *since):
            if card.color is not None:
                counts[card.color] += 1
        most = counts[color]
        return all(count <= most for count in counts.values())

    def true_of(self, seat: int, hand: Sequence[Card]) -> bool:
        """Whether all that is read of ``seat``'s hand is true of ``hand``."""
        return fits(self.groups[seat], hand) and self.holds_most(seat, hand)

    # ------------------------------------------------------------------ what is known

    def playable(
        self, top: Card, color: Color | None, restriction: Restriction, *, pending: bool, sure: bool
    ) -> int:
        """The mask of the deck's faces that could be played on ``top`` (``color`` in
        force, a penalty ``pending`` or not). A Draw Four counts only when its restriction
        could not bar it: under none, or when the hand is ``sure`` to hold no card that
        could have been played (a player that takes only when stuck; with a penalty
        pending, only the restriction by color can bar it, whatever the hand)."""
        key = (top, color, pending, sure)
        mask = self._playable.get(key)
        if mask is None:
            if pending:
                # A Draw Four passes a penalty on only where the hand holds nothing that
                # bars it, which a player with no card to pass it on may still hold.
                faces = [
                    f
                    for f in self.faces
                    if stacking_plays([f], top, color, restriction)
                    and (f is not WILD_DRAW_FOUR or restriction is not Restriction.COLOR)
                ]
            else:
                match = COLOR_BITS[color] | top.mask & RANK_BITS
                faces = [
                    f
                    for f in self.faces
                    if f.mask & match
                    and (f is not WILD_DRAW_FOUR or sure or restriction is Restriction.NONE)
                ]
            mask = self._playable[key] = self.mask(faces)
        return mask

    def bars(self, top: Card, color: Color | None) -> int:
        """The faces a hand playing a Draw Four on ``top`` (``color`` in force) must not
        hold for it to be no bluff (or, restricted, to be played at all): those of the
        color in force, or any card that could be played but a wild, as the rules test."""
        match = COLOR_BITS[color] | top.mask & RANK_BITS
        colored = [f for f in self.faces if f.mask & match and not f.is_wild]
        if self.draw_four_test is Restriction.COLOR:
            colored = [f for f in colored if f.color is color]
        return self.mask(colored)

    @staticmethod
    def mask(faces: Sequence[Card]) -> int:
        """The bits of ``faces``."""
        mask = 0
        for face in faces:
            mask |= BIT[face]
        return mask

    def excluded(self, seat: int) -> list[tuple[int, frozenset[Card]]]:
        """``seat``'s hand as the table reads it: each group's count and the faces it
        cannot hold (for tests and the curious)."""
        return [
            (count, frozenset(f for f in self.faces if mask & BIT[f]))
            for count, mask in self.groups[seat]
        ]

    # ------------------------------------------------------------------ dealing

    def deal_unseen(
        self,
        game: Game,
        seat: int,
        seen: list[list[Card]] | None,
        unseen: list[Card],
        rng: random.Random,
    ) -> list[list[Card]] | None:
        """See :meth:`~uno_classic.game.TableReading.deal_unseen`. The most bound groups
        are dealt first, each the first cards of the shuffle it may hold: a deal that
        honours every group whenever the shuffle allows one this way; else the unseen
        cards are shuffled again, :data:`TRIES` times in all."""
        if self.hand_number != game.hand_number:
            return None
        players = game.players
        hands: list[list[Card]] = [[] for _ in range(players)]
        slots: list[tuple[int, int, int]] = []  # (mask, count, seat)
        for other in range(players):
            if other == seat:
                continue
            kept = seen[other][:] if seen is not None else []
            groups = _placed(self.groups[other], kept, len(game.hands[other]))
            hands[other] = kept
            slots += ((mask, count, other) for count, mask in groups)
        slots.sort(key=lambda slot: -slot[0].bit_count())
        named = [other for other in self.named if other != seat]
        pool = unseen
        fallback: tuple[list[list[Card]], list[Card]] | None = None
        for _ in range(TRIES):
            dealt = _dealt(slots, pool, hands)
            if dealt is not None:
                if all(self.holds_most(other, hands[other]) for other in named):
                    unseen[:] = dealt
                    return hands
                if fallback is None:
                    fallback = ([hand[:] for hand in hands], dealt)
            for other in range(players):
                if other != seat:
                    del hands[other][len(seen[other]) if seen is not None else 0 :]
            pool = pool[:]
            rng.shuffle(pool)
        self.failed_deals += 1
        if fallback is not None:  # the groups honoured, a color named not
            unseen[:] = fallback[1]
            return fallback[0]
        return None


def _placed(groups: list[Group], kept: list[Card], count: int) -> list[tuple[int, int]]:
    """The room ``groups`` leave for unseen cards once the cards ``kept`` (known to be in
    the hand of ``count`` cards) are placed in them, each in the most bound group that may
    hold it; one free group if they cannot be placed so."""
    left = [group[:] for group in groups]
    for card in kept:
        bit = BIT[card]
        could = [group for group in left if group[0] and not group[1] & bit]
        if not could:
            return [(count - len(kept), 0)]
        max(could, key=lambda group: group[1].bit_count())[0] -= 1
    return [(c, mask) for c, mask in left if c]


def _dealt(
    slots: list[tuple[int, int, int]], pool: list[Card], hands: list[list[Card]]
) -> list[Card] | None:
    """Deal ``pool`` to the ``slots`` in order (each the first cards it may hold) into
    ``hands``; what is left (the stock), or None when a slot cannot be filled."""
    for mask, count, seat in slots:
        if not mask:
            hands[seat] += pool[:count]
            pool = pool[count:]
            continue
        hand = hands[seat]
        rest: list[Card] = []
        need = count
        for card in pool:
            if need and not mask & BIT[card]:
                hand.append(card)
                need -= 1
            else:
                rest.append(card)
        if need:
            return None
        pool = rest
    return pool


def fits(groups: Sequence[tuple[int, int]] | Sequence[Group], hand: Sequence[Card]) -> bool:
    """Whether ``hand`` can be shared among ``groups`` (``(count, mask)`` each) with every
    card in a group that may hold it: whether the reading is true of the hand. (A matching
    of cards to places, by augmenting paths: hands are small.)"""
    places = [mask for count, mask in groups for _ in range(count)]
    if len(places) != len(hand):
        return False
    taken_by: list[int | None] = [None] * len(places)

    def place(card: int, tried: set[int]) -> bool:
        bit = BIT[hand[card]]
        for at, mask in enumerate(places):
            if mask & bit or at in tried:
                continue
            tried.add(at)
            holder = taken_by[at]
            if holder is None or place(holder, tried):
                taken_by[at] = card
                return True
        return False

    return all(place(card, set()) for card in range(len(hand)))
