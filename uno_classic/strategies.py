"""Computer players: a view of the table in, a decision out.

A strategy answers six questions (which card to play, which color to name, whether to play
the card just taken, whether to challenge a Draw Four, whom to swap hands with, whether to
jump in) from a :class:`~uno_classic.view.TableView`, which holds only what a player at the
table could know. It never sees other hands or the stock, and it can be used outside this
game: build a ``TableView`` from any UNO simulator's state and call it. Every choice is made
among :func:`~uno_classic.rules.legal_plays` under the view's Draw Four restriction, so a
strategy cannot make an illegal play; random choices use the ``rng`` it is handed, never
global state. With a penalty pending (``--stacking``) the only plays are
:func:`~uno_classic.rules.stacking_plays`. The classic choices (which card, which color)
are made here; where a rule option changes a decision, its rule's module in
:mod:`uno_classic.variants` makes it.
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from typing import Final, Protocol

from .cards import (
    COLOR_BITS,
    COLORS,
    FACES,
    RANK_BITS,
    SWAP_HANDS,
    WILD_DRAW_FOUR,
    WILD_SUIT,
    Card,
    Color,
    Rank,
)
from .game import Game
from .questions import TAKE, Answer, Question
from .rules import Restriction, draw_fours_barred, legal_plays
from .variants.challenge import COMPUTER_ANSWERS as CHALLENGE_ANSWERS
from .variants.challenge import easy_challenges, normal_challenges
from .variants.jump_in import COMPUTER_ANSWERS as JUMP_IN_ANSWERS
from .variants.jump_in import easy_jumps_in, normal_jumps_in
from .variants.party_cards import COMPUTER_ANSWERS as SWAP_ANSWERS
from .variants.party_cards import (
    easy_swap_position,
    normal_names_fewest_held,
    normal_plays_swap_hands_first,
    swap_position,
)
from .variants.seven_zero import normal_plays as seven_zero_plays
from .variants.stacking import passing_on
from .variants.take import computer_plays_taken
from .view import TableView

DANGER: Final = 2
"""An opponent holding this many cards or fewer may go out soon."""


class Strategy(Protocol):
    """How a computer player decides. Implementations must only return legal choices."""

    name: str

    def choose_play(self, view: TableView, rng: random.Random) -> Card | None:
        """A card to play from ``view.hand``, or ``None`` to take a card from the stock."""
        ...

    def choose_color(self, view: TableView, rng: random.Random) -> Color:
        """The color to name after playing a wild (or for a first Wild)."""
        ...

    def play_taken(self, view: TableView, card: Card, rng: random.Random) -> bool:
        """Whether to play ``card``, just taken and playable, or keep it."""
        ...

    def challenge(self, view: TableView, rng: random.Random) -> bool:
        """Whether to challenge the Draw Four just played on this player (``--draw-four
        bluff``); its player is the last in ``view.others``."""
        ...

    def choose_swap(self, view: TableView, rng: random.Random) -> int | None:
        """Whom to swap hands with, playing a Swap Hands or a 7 under ``--seven-zero``
        (still in ``view.hand``): a position in ``view.others`` (0 is the next player), or
        ``None`` to keep one's hand."""
        ...

    def jump_in(self, view: TableView, card: Card, rng: random.Random) -> bool:
        """Whether to play ``card`` (held, and identical to the card just played) out of
        turn (``--jump-in``); ``view`` is the table as seen from this player's seat."""
        ...


def playable(view: TableView) -> list[Card]:
    """The cards the player may play now: with a penalty pending, only those that pass it
    on. (The strategies below inline it: it runs for nearly every computer move.)"""
    top = view.top_card
    if top.draws and view.pending:  # (the penalty is read only after a card that has one)
        return passing_on(view)
    return legal_plays(view.hand, top, view.current_color, view.restriction)


class RandomStrategy:
    """The baseline: a uniformly random legal play, taking a card only when none is legal.

    Like RLCard's random agent it chooses among the distinct legal cards (two RED 7s are one
    play) and never takes while holding a playable card, so hands keep a realistic length.
    It names a random color, always plays a playable taken card, challenges a Draw Four
    half of the time, swaps hands with a player chosen at random (keeping its own hand
    as one more choice), and jumps in half of the time.
    """

    name = "random"

    def choose_play(self, view: TableView, rng: random.Random) -> Card | None:
        """A uniformly random legal card, or ``None`` (take) when there is none."""
        top = view.top_card
        if top.draws and view.pending:  # see playable()
            plays = passing_on(view)
        else:
            plays = legal_plays(view.hand, top, view.current_color, view.restriction)
        if len(plays) <= 1:
            return plays[0] if plays else None
        return rng.choice(list(dict.fromkeys(plays)))

    def choose_color(self, view: TableView, rng: random.Random) -> Color:
        """Any color of the deck, uniformly."""
        return rng.choice(view.colors)

    # Always play it; bound as it is (no call in between: it is asked at most turns).
    play_taken = staticmethod(computer_plays_taken)

    def challenge(self, view: TableView, rng: random.Random) -> bool:
        """A coin toss (the challenge rule's :func:`easy_challenges`)."""
        return easy_challenges(rng)

    def choose_swap(self, view: TableView, rng: random.Random) -> int | None:
        """Any other player, or keeping its hand (the party cards' :func:`easy_swap_position`)."""
        return easy_swap_position(view, rng)

    def jump_in(self, view: TableView, card: Card, rng: random.Random) -> bool:
        """A coin toss (the jump-in rule's :func:`easy_jumps_in`)."""
        return easy_jumps_in(rng)


class NormalStrategy:
    """What a careful casual player does. In order of priority, it plays:

    1. when the next player holds two cards or fewer, a card that stops them: Wild Draw
       Four, then Draw Two, then Skip, then Reverse;
    2. a colored card before a wild (wilds are kept for when nothing else fits), and of two
       wilds the Wild Draw Four first (the plain Wild can be played at any time);
    3. a card of the current color before one that matches by rank only;
    4. the card that leaves it the most cards of the color it sets;
    5. the higher-scoring card.

    It does not shed its highest-scoring card when an opponent is close to going out: that
    rule (once priority 2) cost it wins (benchmarks/normal_rules.py). Priority 1 has no
    measurable effect on wins either way; it is kept as a stop against a player about to go
    out and as its only bluff (below).

    It takes a card only when it has no legal play, always plays a playable taken card,
    names the color it holds most (then the one worth most), and breaks any remaining tie
    between different cards at random.

    Where a Draw Four may be played while holding other plays (``--draw-four bluff`` or
    ``free``), the same priorities decide: it plays one only when priority 1 picks it, that
    is, to stop the next player when it holds two cards or fewer. That is its only bluff.

    What it does about the other rule options is written with each rule, in the rule's
    module of :mod:`uno_classic.variants`: whether it challenges a Draw Four
    (``challenge``), what it plays with a penalty pending (``stacking``), when it plays a
    Swap Hands first and whom it swaps with (``party_cards``), which 7s and 0s it plays
    (``seven_zero``), whether it jumps in (``jump_in``) and plays a card just taken
    (``take``), and which color it names for a hand it gives away (``party_cards``).
    """

    name = "normal"

    def choose_play(self, view: TableView, rng: random.Random) -> Card | None:
        """The best legal card by the priorities above, or ``None`` (take) when none."""
        hand = view.hand
        top = view.top_card
        current = view.current_color
        if top.draws and view.pending:  # see playable()
            plays = passing_on(view)
        else:
            # legal_plays, inlined: its one pass over the hand, and its Draw Four test only
            # when a Draw Four is among the matches (this runs for every computer move).
            key = COLOR_BITS[current] | top.mask & RANK_BITS
            plays = [c for c in hand if c.mask & key]
            if WILD_DRAW_FOUR in plays and view.restriction is not _ANY_TIME:
                plays = draw_fours_barred(plays, current, view.restriction)
        if len(plays) <= 1:
            return plays[0] if plays else None
        if SWAP_HANDS in plays or view.seven_zero:
            plays = _rule_option_plays(view, plays)
        # The priorities are packed into one integer, most significant first, so that one
        # comparison ranks two cards. The parts that do not depend on the hand (priorities
        # 1, 2 and 5) come from one of two tables, chosen by the next player's card count.
        scores = _ATTACK_SCORE if view.others[0] <= DANGER else _STATIC_SCORE
        count_suit = None
        best = plays[0]  # (overwritten: every score is above -1)
        best_score = -1
        tied: list[Card] = []  # the distinct cards tied with ``best`` after it, in order
        for c in plays:
            score = scores[c]
            if c.color is current:
                # Outweighs any count of cards held, and cards of the current color all
                # share one count: no need to count them.
                score += _MATCH_WEIGHT
            else:
                if count_suit is None:
                    count_suit = [held.suit for held in hand].count
                score += count_suit(c.suit) * _HELD_WEIGHT
            if score > best_score:
                best_score = score
                best = c
                tied = []
            elif score == best_score and c is not best and c not in tied:
                tied.append(c)
        return rng.choice([best, *tied]) if tied else best

    def choose_color(self, view: TableView, rng: random.Random) -> Color:
        """The color it holds most cards of, then most points of; a random one if none; the
        one it holds fewest of when the party cards' rule says so (its hand is about to be
        given away)."""
        return most_held_color(view.hand, rng, view.colors, fewest=normal_names_fewest_held(view))

    # Always play it; bound as it is (no call in between: it is asked at most turns).
    play_taken = staticmethod(computer_plays_taken)

    def challenge(self, view: TableView, rng: random.Random) -> bool:
        """By the count its player kept (the challenge rule's :func:`normal_challenges`)."""
        return normal_challenges(view)

    def choose_swap(self, view: TableView, rng: random.Random) -> int | None:
        """The player holding fewest cards, when that is fewer than it would keep (the
        party cards' :func:`swap_position`, for a 7 as for a Swap Hands)."""
        return swap_position(view)

    def jump_in(self, view: TableView, card: Card, rng: random.Random) -> bool:
        """Always (the jump-in rule's :func:`normal_jumps_in`)."""
        return normal_jumps_in(view, card)


def normal_passed_over(
    card: Card,
    *,
    top: Card,
    current: Color,
    restriction: Restriction,
    next_count: int,
    held: int,
    seven_zero: bool = False,
    faces: Sequence[Card] = FACES,
) -> list[Card]:
    """The faces ``normal`` would surely have played instead of ``card`` had it held one,
    when it played ``card`` on ``top`` (``current`` in force, no penalty pending) from a
    hand of ``held`` cards, the next player holding ``next_count``, ``faces`` the deck's:
    what its play tells the table its hand does not hold. (A hard player reads this: see
    :mod:`~uno_classic.inference`.)

    Where a rule option chooses first (:func:`_rule_option_plays`), its choice says nothing
    here: a Swap Hands played, or a 7 or a 0 under ``--seven-zero`` (none named). Any other
    card was weighed by the priorities against every play held but the 0s the 7-0 rule may
    have set aside (never named).

    Its priorities are one packed score (:meth:`NormalStrategy.choose_play`); the count of
    cards of a color held is the one part a watcher cannot see, so a face is named only when
    its score with the fewest cards of its color it could hold (itself) beats the score of
    ``card`` with the most (the whole hand). Equal scores are broken at random: not named."""
    if card is SWAP_HANDS or (seven_zero and card.rank in _SEVEN_ZERO):
        return []
    scores = _ATTACK_SCORE if next_count <= DANGER else _STATIC_SCORE

    def lowest(face: Card) -> int:
        return scores[face] + (_MATCH_WEIGHT if face.color is current else _HELD_WEIGHT)

    highest = scores[card] + (_MATCH_WEIGHT if card.color is current else held * _HELD_WEIGHT)
    key = COLOR_BITS[current] | top.mask & RANK_BITS
    passed = [
        face
        for face in faces
        if face.mask & key
        and face is not WILD_DRAW_FOUR
        and lowest(face) > highest
        and not (seven_zero and face.rank is Rank.ZERO)
    ]
    if WILD_DRAW_FOUR in faces and WILD_DRAW_FOUR.mask & key and lowest(WILD_DRAW_FOUR) > highest:
        # A Draw Four held was a play only if the hand held nothing that bars it: ``card``
        # itself, or a face the play has just shown it did not hold.
        bars = [face for face in faces if face.mask & key and not face.is_wild]
        if restriction is _UNLESS_COLOR:
            bars = [face for face in bars if face.color is current]
        if restriction is _ANY_TIME or (card not in bars and all(face in passed for face in bars)):
            passed.append(WILD_DRAW_FOUR)
    return passed


def _rule_option_plays(view: TableView, plays: list[Card]) -> list[Card]:
    """The plays ``normal`` weighs by its priorities, once the rule options that come
    before them have spoken: only its Swap Hands when the party cards' rule plays it first,
    else those the 7-0 rule keeps (its module says which)."""
    if SWAP_HANDS in plays and normal_plays_swap_hands_first(view):
        return [SWAP_HANDS]
    if view.seven_zero:
        return seven_zero_plays(view, plays)
    return plays


_MOVE: Final = Question.MOVE
_COLOR: Final = Question.COLOR
_PLAY_TAKEN: Final = Question.PLAY_TAKEN
_ANY_TIME: Final = Restriction.NONE
_UNLESS_COLOR: Final = Restriction.COLOR
_SEVEN_ZERO: Final = (Rank.SEVEN, Rank.ZERO)

_ATTACK_BY_RANK: Final = {Rank.WILD_DRAW_FOUR: 4, Rank.DRAW_TWO: 3, Rank.SKIP: 2, Rank.REVERSE: 1}
_ATTACK: Final = {face: _ATTACK_BY_RANK.get(face.rank, 0) for face in FACES}
"""Priority 1: how hard a card stops the next player."""
# The packed score, low bits first: points (priority 5, below 64), cards held of the card's
# color (priority 4, below 128, weighted 64), current color (priority 3), colored before
# wild (priority 2, 0 to 2), then the attack (priority 1) above 2**16.
_HELD_WEIGHT: Final = 64
_MATCH_WEIGHT: Final = 64 * 128
_COLOR_FIRST_WEIGHT: Final = 2 * _MATCH_WEIGHT
_URGENT_WEIGHT: Final = 1 << 16
_COLOR_FIRST: Final = {
    face: 1 if face.rank is Rank.WILD_DRAW_FOUR else 0 if face.is_wild else 2 for face in FACES
}
"""Priority 2: colored cards (2) before a Wild Draw Four (1) before a Wild (0)."""
_STATIC_SCORE: Final = {
    face: _COLOR_FIRST[face] * _COLOR_FIRST_WEIGHT + face.points for face in FACES
}
"""Priorities 2 and 5, when the next player is not close to going out."""
_ATTACK_SCORE: Final = {
    face: score + _ATTACK[face] * _URGENT_WEIGHT for face, score in _STATIC_SCORE.items()
}
"""With the next player close to going out: priority 1 (how hard it stops them) on top."""


def most_held_color(
    hand: Sequence[Card],
    rng: random.Random,
    colors: Sequence[Color] = COLORS,
    *,
    fewest: bool = False,
) -> Color:
    """Of ``colors``, the one with the most cards in ``hand``, then the most points (or,
    ``fewest``, the fewest cards, then the fewest points); ties at random."""
    # One packed number per suit: the count, then the points (below 1000 in any hand).
    weight = [0] * (WILD_SUIT + 1)
    for c in hand:
        weight[c.suit] += 1000 + c.points
    weight = weight[: len(colors)]
    if fewest:
        weight = [-w for w in weight]
    top = max(weight)
    if weight.count(top) == 1:
        return colors[weight.index(top)]
    return rng.choice([color for color, w in zip(colors, weight, strict=True) if w == top])


def computer_answer(game: Game, strategy: Strategy) -> Answer:
    """The answer ``strategy`` gives to the game's current question for the seat to move.

    The tie-break stream is the hand's own, so changing a strategy never changes a deal.
    """
    question = game.question
    view = game.view(game.turn)
    if question is _MOVE:
        card = strategy.choose_play(view, game.tiebreak)
        return TAKE if card is None else card
    if question is _COLOR:
        return strategy.choose_color(view, game.tiebreak)
    if question is _PLAY_TAKEN:
        taken = game.taken
        assert taken is not None
        return strategy.play_taken(view, taken, game.tiebreak)
    return _OTHER_ANSWERS[question](game, strategy, view)


def advised_answer(game: Game, strategy: Strategy, rng: random.Random) -> Answer:
    """:func:`computer_answer` with every random choice from ``rng``, none from the game's
    streams: an answer asked for beside the game (a hint: see :mod:`~uno_classic.hints`)
    that draws nothing the game goes on to draw. (Kept apart from :func:`computer_answer`,
    which runs at every computer decision and so takes no stream to choose.)"""
    question = game.question
    view = game.view(game.turn)
    if question is _MOVE:
        card = strategy.choose_play(view, rng)
        return TAKE if card is None else card
    if question is _COLOR:
        return strategy.choose_color(view, rng)
    if question is _PLAY_TAKEN:
        taken = game.taken
        assert taken is not None
        return strategy.play_taken(view, taken, rng)
    return _OTHER_ANSWERS[question](game, strategy, view, rng)


class OtherAnswer(Protocol):
    """How a rule's own question is answered by a strategy: with the rule's own random
    stream, or with ``rng`` when one is given (a hint's)."""

    def __call__(
        self, game: Game, strategy: Strategy, view: TableView, rng: random.Random | None = None
    ) -> Answer:
        """The answer."""
        ...


def _no_answer(
    game: Game, strategy: Strategy, view: TableView, rng: random.Random | None = None
) -> Answer:
    """For the questions nobody answers but by dealing (or at all)."""
    raise ValueError(f"a computer player does not answer {game.question.name}")


_OTHER_ANSWERS: Final[dict[Question, OtherAnswer]] = {
    **CHALLENGE_ANSWERS,
    **SWAP_ANSWERS,
    **JUMP_IN_ANSWERS,
    Question.NEXT_HAND: _no_answer,
    Question.GAME_OVER: _no_answer,
}
"""How a computer player answers every question but the classic three answered first (most
of the answers): each rule's own question as its module says; the others not at all."""
