"""Copies of a game, re-deals of what a seat cannot see, and what each seat knows of the
others' hands: what a search reads and plays out.

A copy without a seed is the same game, and stays so whatever the original does; with a
seed it has random streams of its own. A re-deal moves only the cards its seat cannot see,
and depends on nothing else. Every expected ``known`` below is worked out by hand from the
situation: whose hand went where, and which of its cards were played since.
"""

from __future__ import annotations

import random
from collections import Counter
from collections.abc import Callable, Sequence
from dataclasses import fields
from typing import Any

import pytest

from uno_classic.cards import Card, Color, cards
from uno_classic.game import Game
from uno_classic.questions import DEAL, TAKE, Question
from uno_classic.randomness import Purpose, derive, shuffled
from uno_classic.strategies import NormalStrategy, RandomStrategy, Strategy, computer_answer
from uno_classic.variants import PRESETS, CustomRule, Deck, DrawFour, Rules, Stacking, Take
from uno_classic.view import CLOCKWISE, COUNTERCLOCKWISE

from .tables import arranged_game, dealt_game, names

pytestmark = pytest.mark.rules

normal = NormalStrategy()
rnd = RandomStrategy()
MIXED: list[Strategy] = [normal, rnd, normal, rnd]
"""Normal reads the tie-break stream; Random also tosses the challenge, swap and jump-in
streams: between them every stream a game has."""

PARTY = {
    f.name: getattr(PRESETS["party"], f.name)
    for f in fields(Rules)
    if f.name not in ("players", "target", "uno_penalty")
}
"""The party preset's rule options, for :func:`arranged_game`."""
ROTATING = {**PARTY, "custom_rule": CustomRule.ROTATE}

SHORT: dict[str, Any] = {"target": 150, "uno_penalty": 0.25}
"""A short game (a few hands), with UNO checks that sometimes catch a player."""


def card(name: str) -> Card:
    return Card.parse(name)


def state(game: Game) -> tuple[object, ...]:
    """Everything a player or a test can read of the game, as plain values."""
    known = None if game.known is None else [[names(s) for s in row] for row in game.known]
    return (
        game.question,
        game.turn,
        [names(hand) for hand in game.hands],
        names(game.stock),
        names(game.discard_pile),
        game.scores[:],
        game.hands_won[:],
        game.current_color,
        game.direction,
        game.pending,
        game.hand_number,
        game.turns,
        game.winner,
        game.taken,
        game.jump_card,
        game.swap_card,
        known,
    )


def answer(game: Game, strategies: Sequence[Strategy]) -> Any:
    if game.question is Question.NEXT_HAND:
        return DEAL
    return computer_answer(game, strategies[game.turn % len(strategies)])


def play_out(game: Game, strategies: Sequence[Strategy] = MIXED) -> list[tuple[object, ...]]:
    """The game's state at every step to its end, each answer the computers'."""
    trace = [state(game)]
    while game.question is not Question.GAME_OVER:
        game.apply(answer(game, strategies))
        trace.append(state(game))
        assert len(trace) < 20_000
    return trace


def assert_whole_deck(game: Game) -> None:
    assert Counter(game.all_cards()) == Counter(game.rules.cards)


def assert_shares_no_list(a: Game, b: Game) -> None:
    """No mutable part of one game is a part of the other."""
    shared = [
        name
        for name, value in vars(a).items()
        if isinstance(value, (list, dict, random.Random)) and value is vars(b)[name]
    ]
    assert shared == []
    assert all(x is not y for x, y in zip(a.hands, b.hands, strict=True))
    assert all(a.view(s) is not b.view(s) for s in range(a.players))
    if a.known is not None and b.known is not None:
        for row_a, row_b in zip(a.known, b.known, strict=True):
            assert row_a is not row_b
            assert all(x is not y for x, y in zip(row_a, row_b, strict=True))
    streams_a = [a.stream(p) for p in Purpose if p is not Purpose.CUT]
    streams_b = [b.stream(p) for p in Purpose if p is not Purpose.CUT]
    assert all(x is not y for x, y in zip(streams_a, streams_b, strict=True))


def advance(game: Game, until: Callable[[Game], bool], strategies=MIXED) -> Game:
    """Computer answers until ``until`` holds (it must, within a few hundred steps)."""
    for _ in range(2_000):
        if until(game):
            return game
        game.apply(answer(game, strategies))
    raise AssertionError("the situation never came")


# ------------------------------------------------------------------ situations

TABLE = [
    "RED 1, RED 2, GREEN 4",
    "YELLOW 3, YELLOW 4",
    "GREEN 6, GREEN 7, GREEN 8",
    "BLUE 7, BLUE 8, BLUE 9, GREEN 9",
]
"""Four short hands: the situations below put one card in front of seat 0's."""


def on_table(first: str, **options: Any) -> Game:
    """TABLE with ``first`` added to seat 0's hand, top card RED 5, seat 0 to move."""
    hands = [f"{first}, {TABLE[0]}", *TABLE[1:]]
    return arranged_game(hands, top="RED 5", **{**SHORT, **options})


def classic_unplayed() -> Game:
    return Game(Rules(players=4, **SHORT), seed=3)


def classic_mid_hand() -> Game:
    # Into the first hand until someone has said (or missed) UNO: the UNO stream is in use.
    game = classic_unplayed()
    return advance(game, lambda g: g.question is Question.MOVE and min(map(len, g.hands)) == 1)


def classic_between_hands() -> Game:
    game = classic_unplayed()
    game.apply(DEAL)
    return advance(game, lambda g: g.question is Question.NEXT_HAND)


def party_swap() -> Game:
    game = on_table("SWAP HANDS", **ROTATING)
    game.apply(card("SWAP HANDS"))
    assert game.question is Question.SWAP
    return game


def party_rotate() -> Game:
    game = on_table("CUSTOM WILD", **ROTATING)
    game.apply(card("CUSTOM WILD"))
    assert (game.question, game.hand_leaving) == (Question.COLOR, True)
    return game


def stacking_pending() -> Game:
    # Seat 1's RED 3 matches, but only a Draw Two would pass the penalty on: it must take.
    hands = [f"RED DRAW TWO, {TABLE[0]}", "RED 3, YELLOW 4", *TABLE[2:]]
    game = arranged_game(hands, top="RED 5", stacking=Stacking.ADD, **SHORT)
    game.apply(card("RED DRAW TWO"))
    assert (game.question, game.turn, game.pending) == (Question.MOVE, 1, 2)
    return game


def bluff_challenge() -> Game:
    game = on_table("DRAW FOUR", draw_four=DrawFour.BLUFF)
    game.apply(card("DRAW FOUR"))
    game.apply(Color.BLUE)
    assert (game.question, game.bluffing) == (Question.CHALLENGE, True)
    return game


def seven_zero_swap() -> Game:
    game = on_table("RED 7", seven_zero=True)
    game.apply(card("RED 7"))
    assert game.question is Question.SWAP
    return game


def seven_zero_known() -> Game:
    # Seat 0's 7 swapped with seat 2: each knows a hand, and play goes on.
    game = seven_zero_swap()
    game.apply(2)
    assert game.known is not None and game.question is Question.MOVE
    return game


def jump_in() -> Game:
    # Seat 2 holds the other RED 5 of the one seat 0 plays (on a RED 9).
    hands = ["RED 5, RED 1, RED 2, GREEN 4", TABLE[1], f"RED 5, {TABLE[2]}", TABLE[3]]
    game = arranged_game(hands, top="RED 9", jump_in=True, **SHORT)
    game.apply(card("RED 5"))
    assert (game.question, game.turn) == (Question.JUMP_IN, 2)
    return game


def play_taken() -> Game:
    hands = ["GREEN 3", *TABLE[1:]]
    game = arranged_game(hands, top="RED 5", stock="RED 8", **SHORT)
    game.apply(TAKE)
    assert (game.question, game.taken) == (Question.PLAY_TAKEN, card("RED 8"))
    return game


def color() -> Game:
    game = on_table("COLOR CHANGE")
    game.apply(card("COLOR CHANGE"))
    assert game.question is Question.COLOR
    return game


def next_hand() -> Game:
    hands = ["RED 1", *TABLE[1:]]
    game = arranged_game(hands, top="RED 5", **SHORT)
    game.apply(card("RED 1"))
    assert game.question is Question.NEXT_HAND
    return game


SITUATIONS: dict[str, Callable[[], Game]] = {
    "classic-unplayed": classic_unplayed,
    "classic-mid-hand": classic_mid_hand,
    "classic-between-hands": classic_between_hands,
    "party-swap": party_swap,
    "party-rotate": party_rotate,
    "stacking-pending": stacking_pending,
    "bluff-challenge": bluff_challenge,
    "seven-zero-swap": seven_zero_swap,
    "seven-zero-known": seven_zero_known,
    "jump-in": jump_in,
    "play-taken": play_taken,
    "color": color,
    "next-hand": next_hand,
}
ALL_SITUATIONS = pytest.mark.parametrize("situation", list(SITUATIONS))


# ------------------------------------------------------------------ copies


@ALL_SITUATIONS
def test_a_copy_plays_on_exactly_as_the_game_does_and_changing_it_changes_nothing(situation):
    game = SITUATIONS[situation]()
    before = state(game)
    copy = game.copy()
    assert state(copy) == before
    assert_shares_no_list(game, copy)
    copied = play_out(copy)  # the copy first, alone, to its end
    assert copy.question is Question.GAME_OVER
    assert state(game) == before  # the original has not moved
    assert play_out(game) == copied  # then the original, the same at every step
    assert_whole_deck(copy)


def test_a_copy_records_no_events_and_the_game_still_does():
    game = on_table("RED 9")
    copy = game.copy()
    assert copy.apply(card("RED 9")) == ()
    assert len(game.apply(card("RED 9"))) > 0


def test_a_copy_answers_with_the_strategies_as_the_game_does_at_every_step():
    # Each side asks the computer its own answer (from its own streams and view).
    game = classic_mid_hand()
    copy = game.copy()
    while game.question is not Question.GAME_OVER:
        mine = answer(game, MIXED)
        assert answer(copy, MIXED) == mine
        game.apply(mine)
        copy.apply(mine)
    assert state(copy) == state(game)


def uno_caught(game: Game) -> bool:
    """Seat 0 plays RED 9 down to one card: whether it is caught not saying UNO."""
    game.apply(card("RED 9"))
    return len(game.hands[0]) == 3  # one card left, and two taken


@pytest.mark.parametrize("seed", range(8))
def test_a_seeded_copy_checks_uno_from_its_own_seed(seed):
    def table() -> Game:
        return arranged_game(["RED 9, RED 1", *TABLE[1:]], top="RED 5", uno_penalty=0.5, seed=11)

    game = table()
    hand = game.hand_number
    # The check is one draw from the hand's UNO stream: below the chance, caught.
    assert uno_caught(table()) == (derive(11, 1, hand, Purpose.UNO_CHECK).random() < 0.5)
    assert uno_caught(game.copy()) == uno_caught(table())
    assert uno_caught(game.copy(seed)) == (derive(seed, 1, hand, Purpose.UNO_CHECK).random() < 0.5)


def test_some_seeded_copies_check_uno_otherwise_than_the_game():
    game = arranged_game(["RED 9, RED 1", *TABLE[1:]], top="RED 5", uno_penalty=0.5, seed=11)
    outcomes = {uno_caught(game.copy(seed)) for seed in range(8)}
    assert outcomes == {True, False}


def test_a_seeded_copy_reshuffles_from_its_own_seed():
    # The stock is empty: seat 0's take reshuffles the pile under the top card.
    game = arranged_game(["GREEN 3", *TABLE[1:]], top="RED 5", rest="discard", take=Take.KEEP)
    pile = game.discard_pile[:-1]
    hand = game.hand_number
    taken = {}
    for seed in (None, 21, 22):
        copy = game.copy(seed)
        copy.apply(TAKE)
        taken[seed] = copy.hands[0][-1]
        stream = derive(1 if seed is None else seed, 1, hand, Purpose.RESHUFFLE)
        assert names([*copy.stock, taken[seed]]) == names(shuffled(pile, stream))
    game.apply(TAKE)
    assert game.hands[0][-1] is taken[None]
    assert len({taken[None], taken[21], taken[22]}) > 1


def test_a_seeded_copys_streams_do_not_depend_on_the_games_seed():
    # One position in two games of different seeds: their copies with one seed play alike.
    def position(seed: int) -> Game:
        return arranged_game(TABLE, top="RED 5", seed=seed, **SHORT)

    first, second = position(1), position(2)
    assert play_out(first.copy(5)) == play_out(second.copy(5))
    assert play_out(first.copy()) != play_out(second.copy())  # while the games do not


# ------------------------------------------------------------------ re-deals


def unseen(game: Game, seat: int) -> Counter[Card]:
    """The cards ``seat`` cannot see: the stock, and the others' hands but for what it
    knows of them."""
    known = game.known[seat] if game.known is not None else [[] for _ in game.hands]
    pool = Counter(game.stock)
    for other, hand in enumerate(game.hands):
        if other != seat:
            pool += Counter(hand) - Counter(known[other])
    return pool


REDEALS = pytest.mark.parametrize(
    ("situation", "seat"),
    [
        ("classic-mid-hand", None),
        ("classic-mid-hand", 0),
        ("seven-zero-known", 0),  # knows seat 2's hand
        ("seven-zero-known", 1),  # the seat to move, knows nothing
        ("seven-zero-known", 2),  # knows seat 0's hand
        ("party-rotate", None),
        ("color", None),
        ("jump-in", None),
    ],
)
"""Situations and the seat re-dealing (None: the seat asked)."""


@REDEALS
def test_a_redeal_keeps_what_the_seat_sees_and_every_count(situation, seat):
    game = SITUATIONS[situation]()
    seat = game.turn if seat is None else seat
    moved = False
    for r in range(6):
        copy = game.copy()
        copy.redeal(seat, random.Random(r))
        assert copy.hands[seat] == game.hands[seat]  # the same cards, in the same order
        assert copy.discard_pile == game.discard_pile
        assert [len(h) for h in copy.hands] == [len(h) for h in game.hands]
        assert len(copy.stock) == len(game.stock)
        assert_whole_deck(copy)
        for other in range(game.players):
            seen = game.known[seat][other] if game.known is not None else []
            assert not Counter(seen) - Counter(copy.hands[other])  # still in that hand
        assert unseen(copy, seat) == unseen(game, seat)
        assert state(copy)[:2] == state(game)[:2]  # question and turn
        moved |= [copy.hands, copy.stock] != [game.hands, game.stock]
        assert play_out(copy)[-1][0] is Question.GAME_OVER  # a game that plays on
    assert moved


def test_after_a_redeal_the_seat_still_knows_what_it_knew_and_the_others_only_its_hand():
    game = seven_zero_known()  # seat 0 knows seat 2's hand, seat 2 knows seat 0's
    copy = game.copy()
    copy.redeal(0, random.Random(1))
    assert copy.known is not None
    assert [names(s) for s in copy.known[0]] == [[], [], ["RED 1", "RED 2", "GREEN 4"], []]
    assert [names(s) for s in copy.known[2]] == [names(game.hands[0]), [], [], []]
    assert copy.known[1] == copy.known[3] == [[], [], [], []]
    copy.redeal(1, random.Random(1))  # what seat 0 knew of seat 2 may be untrue now
    assert copy.known[0] == [[], [], [], []]


def test_a_redeal_refuses_at_a_challenge():
    game = bluff_challenge()
    with pytest.raises(ValueError, match="CHALLENGE"):
        game.copy().redeal(1, random.Random(0))


def permuted_unseen(game: Game, seat: int, rng: random.Random) -> Game:
    """A copy with every card ``seat`` cannot see moved at random (known cards stay in
    their hands, every count stays; the hands' order changes too)."""
    copy = game.copy()
    known = game.known[seat] if game.known is not None else [[] for _ in game.hands]
    pool = list(unseen(game, seat).elements())
    rng.shuffle(pool)
    for other in range(game.players):
        if other != seat:
            fill = len(game.hands[other]) - len(known[other])
            copy.hands[other] = pool[:fill] + known[other][::-1]
            del pool[:fill]
    copy.stock = pool
    assert_whole_deck(copy)
    return copy


@REDEALS
def test_a_redeal_depends_only_on_what_the_seat_knows(situation, seat):
    game = SITUATIONS[situation]()
    seat = game.turn if seat is None else seat
    other = permuted_unseen(game, seat, random.Random(7))
    assert [other.hands, other.stock] != [game.hands, game.stock]
    one = game.copy()
    one.redeal(seat, random.Random(3))
    other.redeal(seat, random.Random(3))
    assert state(one) == state(other)
    assert play_out(one) == play_out(other)


# ------------------------------------------------------------------ what each seat knows


def known(game: Game) -> list[list[list[str]]] | None:
    """What each seat knows of each hand, by name, in any order (sorted)."""
    if game.known is None:
        return None
    return [[sorted(names(seen)) for seen in row] for row in game.known]


NOTHING: list[list[str]] = [[], [], [], []]


def test_a_swap_hands_then_a_seven_each_swapper_knows_the_hand_it_gave_and_a_third_follows():
    hands = [
        "SWAP HANDS, RED 2, RED 2, RED 1",
        "RED 7, YELLOW 3, YELLOW 4",
        "GREEN 6, GREEN 7, GREEN 8",
        "BLUE 7, BLUE 8, BLUE 9, GREEN 9",
    ]
    game = arranged_game(hands, top="RED 5", deck=Deck.PARTY, seven_zero=True)
    assert game.known is None
    game.apply(card("SWAP HANDS"))
    game.apply(2)
    assert game.known is None  # the hands change only when the color is named
    game.apply(Color.RED)
    # 0 gave RED 2, RED 2, RED 1 to 2; 2 gave GREEN 6, 7, 8 to 0.
    reds = ["RED 1", "RED 2", "RED 2"]
    greens = ["GREEN 6", "GREEN 7", "GREEN 8"]
    assert known(game) == [
        [[], [], reds, []],
        NOTHING,
        [greens, [], [], []],
        NOTHING,
    ]
    # Seat 1's 7 swaps its YELLOW 3, YELLOW 4 for seat 0's greens: seat 2's knowledge of
    # the greens follows them to seat 1; seat 0 knows them there too, having just held them.
    game.apply(card("RED 7"))
    game.apply(0)
    assert [names(h) for h in game.hands[:2]] == [["YELLOW 3", "YELLOW 4"], greens]
    assert known(game) == [
        [[], greens, reds, []],
        [["YELLOW 3", "YELLOW 4"], [], [], []],
        [[], greens, [], []],
        NOTHING,
    ]
    # Seat 2 plays one RED 2: seat 0 knows of one fewer, the other copy still.
    game.apply(card("RED 2"))
    assert known(game) == [
        [[], greens, ["RED 1", "RED 2"], []],
        [["YELLOW 3", "YELLOW 4"], [], [], []],
        [[], greens, [], []],
        NOTHING,
    ]


PASS_TABLE = ["RED 1, RED 2", "YELLOW 3, YELLOW 4", "GREEN 6, GREEN 7, GREEN 8", "BLUE 7, BLUE 8"]

PASSED_KNOWN = pytest.mark.parametrize(
    ("direction", "expected"),
    [
        # Clockwise each seat's hand goes to the seat after it: there it knows the hand.
        (
            CLOCKWISE,
            [
                [[], ["RED 1", "RED 2"], [], []],
                [[], [], ["YELLOW 3", "YELLOW 4"], []],
                [[], [], [], ["GREEN 6", "GREEN 7", "GREEN 8"]],
                [["BLUE 7", "BLUE 8"], [], [], []],
            ],
        ),
        # Counterclockwise to the seat before it.
        (
            COUNTERCLOCKWISE,
            [
                [[], [], [], ["RED 1", "RED 2"]],
                [["YELLOW 3", "YELLOW 4"], [], [], []],
                [[], ["GREEN 6", "GREEN 7", "GREEN 8"], [], []],
                [[], [], ["BLUE 7", "BLUE 8"], []],
            ],
        ),
    ],
    ids=["clockwise", "counterclockwise"],
)
"""What each seat knows once every hand of PASS_TABLE passes on (seat 0's first card, which
passes them, played first)."""


@PASSED_KNOWN
def test_after_a_zero_each_seat_knows_the_hand_it_passed_on(direction, expected):
    hands = [f"RED 0, {PASS_TABLE[0]}", *PASS_TABLE[1:]]
    game = arranged_game(hands, top="RED 5", direction=direction, seven_zero=True)
    game.apply(card("RED 0"))
    assert known(game) == expected


@PASSED_KNOWN
def test_after_a_rotating_custom_wild_each_seat_knows_the_hand_it_passed_on(direction, expected):
    hands = [f"CUSTOM WILD, {PASS_TABLE[0]}", *PASS_TABLE[1:]]
    game = arranged_game(
        hands, top="RED 5", direction=direction, deck=Deck.PARTY, custom_rule=CustomRule.ROTATE
    )
    game.apply(card("CUSTOM WILD"))
    assert game.known is None  # not before the color is named
    game.apply(Color.GREEN)
    assert known(game) == expected


def test_what_was_known_before_a_zero_follows_the_hands():
    hands = [
        "BLUE 0, RED 1, RED 2",
        "YELLOW 3, YELLOW 4",
        "GREEN 6, GREEN 7, GREEN 8",
        "BLUE 7, BLUE 8, BLUE 9, GREEN 9",
    ]
    game = arranged_game(hands, top="RED 7", turn=3, seven_zero=True)
    game.apply(card("BLUE 7"))
    game.apply(2)  # 3 gets GREEN 6, 7, 8; 2 gets BLUE 8, BLUE 9, GREEN 9
    greens, blues = ["GREEN 6", "GREEN 7", "GREEN 8"], ["BLUE 8", "BLUE 9", "GREEN 9"]
    assert known(game) == [NOTHING, NOTHING, [[], [], [], greens], [[], [], blues, []]]
    assert game.turn == 0
    # Seat 0's BLUE 0 passes every hand clockwise: 0's to 1, 1's to 2, 2's to 3, 3's to 0.
    game.apply(card("BLUE 0"))
    yellows = ["YELLOW 3", "YELLOW 4"]
    assert [names(h) for h in game.hands] == [greens, ["RED 1", "RED 2"], yellows, blues]
    assert known(game) == [
        [[], ["RED 1", "RED 2"], [], []],
        [[], [], yellows, []],
        # 2 knew the greens at 3, now at 0; and knows the blues it passed on, now at 3.
        [greens, [], [], blues],
        # 3 knew the blues at 2, now its own; and knows the greens it passed on to 0.
        [greens, [], [], []],
    ]


FILL = ["GREEN 2, GREEN 3, GREEN 4", "YELLOW 2, YELLOW 3, YELLOW 4"]


def test_a_challenger_sees_the_hand_left_by_the_draw_four_not_the_cards_of_a_missed_uno():
    game = arranged_game(
        ["DRAW FOUR, RED 2", *FILL],
        top="RED 5",
        stock="GREEN 9, YELLOW 9",
        uno_penalty=0.999,
        draw_four=DrawFour.BLUFF,
    )
    game.apply(card("DRAW FOUR"))
    game.apply(Color.BLUE)
    assert names(game.hands[0]) == ["RED 2", "GREEN 9", "YELLOW 9"]  # caught: took 2
    assert (game.question, game.known) == (Question.CHALLENGE, None)
    game.apply(True)  # a bluff (RED 2 matched): seat 0 takes 4 more
    assert len(game.hands[0]) == 7
    assert known(game) == [[[], [], []], [["RED 2"], [], []], [[], [], []]]


def test_an_honest_draw_four_challenged_is_seen_and_one_not_challenged_is_not():
    hands = ["DRAW FOUR, GREEN 6, YELLOW 9", *FILL]
    game = arranged_game(hands, top="RED 5", draw_four=DrawFour.BLUFF)
    game.apply(card("DRAW FOUR"))
    game.apply(Color.BLUE)
    unchallenged = game.copy()
    game.apply(True)  # not a bluff: seat 1 takes 6
    assert len(game.hands[1]) == 9
    assert known(game) == [[[], [], []], [["GREEN 6", "YELLOW 9"], [], []], [[], [], []]]
    unchallenged.apply(False)
    assert unchallenged.known is None


def test_knowledge_is_forgotten_at_the_next_deal():
    game = arranged_game(["RED 7, RED 1, RED 2", "RED 3"], top="RED 5", seven_zero=True)
    game.apply(card("RED 7"))
    game.apply(1)  # 0 gets RED 3; 1 gets RED 1, RED 2
    assert known(game) == [[[], ["RED 1", "RED 2"]], [["RED 3"], []]]
    game.apply(card("RED 1"))
    assert known(game) == [[[], ["RED 2"]], [["RED 3"], []]]
    game.apply(card("RED 3"))  # seat 0 goes out
    assert game.question is Question.NEXT_HAND
    assert game.known is not None
    game.apply(DEAL)
    assert game.known is None


def test_nobody_knows_anything_all_through_a_classic_game():
    game = Game(Rules(players=4), seed=8)
    while game.question is not Question.GAME_OVER:
        game.apply(answer(game, MIXED))
        assert game.known is None
    assert game.hand_number > 1


# ------------------------------------------------------------------ at_position

POSITION_HANDS = ["RED 1, BLUE 2, DRAW FOUR", "YELLOW 3, YELLOW 4", "GREEN 6, GREEN 7, GREEN 8"]


def position(**changes: Any) -> dict[str, Any]:
    """A position of three players, seat 1 to move counterclockwise on a RED 5 and a
    YELLOW 9 named on a COLOR CHANGE; the rest of the deck is the stock."""
    rules = Rules(players=3)
    hands = [cards(text) for text in POSITION_HANDS]
    pile = cards("RED 5, COLOR CHANGE")
    pool = list(rules.cards)
    for c in [*pile, *(c for hand in hands for c in hand)]:
        pool.remove(c)
    values: dict[str, Any] = {
        "seed": 4,
        "hands": hands,
        "stock": pool,
        "discard_pile": pile,
        "current_color": Color.YELLOW,
        "turn": 1,
        "direction": COUNTERCLOCKWISE,
    }
    values.update(changes)
    return values


def test_at_position_asks_the_seat_to_move_in_that_position():
    values = position()
    game = Game.at_position(Rules(players=3, uno_penalty=0.0), **values)
    assert (game.question, game.turn, game.direction) == (Question.MOVE, 1, COUNTERCLOCKWISE)
    assert [names(h) for h in game.hands] == [names(cards(t)) for t in POSITION_HANDS]
    assert game.hands[0] is not values["hands"][0]  # its own lists
    assert (game.top_card, game.current_color) == (card("COLOR CHANGE"), Color.YELLOW)
    assert game.stock == values["stock"] and len(game.stock) == 108 - 10
    assert game.legal_answers() == [card("YELLOW 3"), card("YELLOW 4"), TAKE]
    assert (game.scores, game.pending, game.known) == ([0, 0, 0], 0, None)
    game.apply(card("YELLOW 3"))
    assert game.turn == 0  # counterclockwise from 1
    assert game.legal_answers() == [card("DRAW FOUR"), TAKE]  # no yellow: the Draw Four goes
    game.apply(card("DRAW FOUR"))
    game.apply(Color.GREEN)
    # Counterclockwise the Draw Four hits seat 2: it takes 4, is skipped, and seat 1 moves.
    assert [len(h) for h in game.hands] == [2, 1, 7]
    assert game.turn == 1


def twice_for_another(stock: list[Card]) -> list[Card]:
    """``stock`` with its first card twice, in place of a card of another face."""
    other = next(i for i, c in enumerate(stock) if c is not stock[0])
    return [*stock[:other], stock[0], *stock[other + 1 :]]


@pytest.mark.parametrize(
    "change",
    [
        lambda v: {"stock": v["stock"][1:]},  # a card missing
        lambda v: {"stock": [v["stock"][0], *v["stock"]]},  # a card twice
        lambda v: {"stock": twice_for_another(v["stock"])},
        lambda v: {"hands": [v["hands"][0], v["hands"][1] + v["hands"][2]]},  # two hands
        lambda v: {"turn": 3},
        lambda v: {"discard_pile": [], "stock": [*v["stock"], *v["discard_pile"]]},
    ],
    ids=["missing", "duplicate", "duplicate-for-missing", "no-hand", "no-seat", "no-pile"],
)
def test_at_position_refuses_a_position_that_is_not_one(change):
    values = position()
    values.update(change(values))
    with pytest.raises(ValueError):
        Game.at_position(Rules(players=3), **values)


def random_deal() -> Game:
    game = Game(Rules(players=4, **SHORT), seed=5)
    game.apply(DEAL)
    return game


def stacked_deal() -> Game:
    return dealt_game(4, starter=2, hands={2: "RED 1, RED 2"}, first="RED 5", seed=5, **SHORT)[0]


@pytest.mark.parametrize("deal", [random_deal, stacked_deal], ids=["random", "stacked"])
def test_a_game_at_a_dealt_games_position_plays_on_as_that_game_does(deal):
    dealt = deal()
    # The first card, a number, did nothing: the starter moves, clockwise.
    assert dealt.top_card.rank.is_number
    assert (dealt.turn, dealt.direction) == (dealt.starter, CLOCKWISE)
    color = dealt.current_color
    assert color is not None
    game = Game.at_position(
        dealt.rules,
        seed=5,
        hands=dealt.hands,
        stock=dealt.stock,
        discard_pile=dealt.discard_pile,
        current_color=color,
        turn=dealt.turn,
    )
    assert play_out(game) == play_out(dealt)


def test_a_position_from_outside_plays_legal_moves_to_the_games_end():
    game = Game.at_position(Rules(players=3, target=100), **position())
    trace = play_out(game)
    assert trace[-1][0] is Question.GAME_OVER
    assert_whole_deck(game)


# ------------------------------------------------------------------ SeatView.sample


def test_a_sample_is_a_seeded_copy_redealt_from_the_seats_side():
    game = seven_zero_known()
    seat = game.turn
    sample = game.view(seat).sample(random.Random(12))
    rng = random.Random(12)
    by_hand = game.copy(rng.getrandbits(64))
    by_hand.redeal(seat, rng)
    assert state(sample) == state(by_hand)
    assert play_out(sample) == play_out(by_hand)


def test_a_sample_depends_on_the_rngs_state_and_hides_the_other_hands():
    game = classic_mid_hand()
    seat = game.turn
    before = state(game)
    samples = [game.view(seat).sample(random.Random(r)) for r in (5, 5, 6, 7)]
    for sample in samples:
        assert sample.hands[seat] == game.hands[seat]
        assert_shares_no_list(game, sample)
    others = [[h for s, h in enumerate(x.hands) if s != seat] for x in [game, *samples[1:]]]
    assert others[0] not in others[1:]  # none is the real deal
    assert others[1] != others[2]
    assert state(samples[0]) == state(samples[1])
    assert play_out(samples[0]) == play_out(samples[1])
    assert state(game) == before


# ------------------------------------------------------------------ a re-deal by another seat


@pytest.mark.parametrize(
    ("situation", "held", "reply"),
    [
        ("color", "COLOR CHANGE", Color.BLUE),
        ("party-rotate", "CUSTOM WILD", Color.BLUE),
        ("party-swap", "SWAP HANDS", 2),
        ("seven-zero-swap", "RED 7", 2),
    ],
)
@pytest.mark.parametrize("seat", [1, 2])
def test_a_redeal_by_another_seat_leaves_the_card_being_played_with_its_player(
    situation, held, reply, seat
):
    # Seat 0's card is on its way to the pile, seen by all: it is no unseen card.
    game = SITUATIONS[situation]()
    assert game.turn == 0
    for r in range(4):
        copy = game.copy()
        copy.redeal(seat, random.Random(r))
        assert card(held) in copy.hands[0]
        assert unseen(copy, seat) == unseen(game, seat)
        copy.apply(reply)
        assert copy.top_card is card(held)
        assert play_out(copy)[-1][0] is Question.GAME_OVER


@pytest.mark.parametrize("situation", ["play-taken", "jump-in"])
def test_a_redeal_by_another_seat_is_refused_while_a_player_decides_on_a_card_it_alone_saw(
    situation,
):
    # The card just taken, or the twin of the card just played: the question rests on it.
    game = SITUATIONS[situation]()
    for seat in range(game.players):
        copy = game.copy()
        if seat == game.turn:
            copy.redeal(seat, random.Random(0))
            assert play_out(copy)[-1][0] is Question.GAME_OVER
        else:
            with pytest.raises(ValueError, match=game.question.name):
                copy.redeal(seat, random.Random(0))


def test_a_redeal_by_another_seat_while_a_swap_hands_asks_its_color_swaps_the_redealt_hands():
    game = party_swap()
    game.apply(2)  # the Swap Hands is on the pile; the hands change when the color is named
    assert (game.question, game.top_card) == (Question.COLOR, card("SWAP HANDS"))
    for r in range(4):
        copy = game.copy()
        copy.redeal(1, random.Random(r))
        dealt = [hand[:] for hand in copy.hands]
        copy.apply(Color.BLUE)
        assert [copy.hands[0], copy.hands[2]] == [dealt[2], dealt[0]]
