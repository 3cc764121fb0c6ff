"""What the table reads of each hand (uno_classic/inference.py).

Each habit is checked on a position built by hand, the faces it rules out written from the
rules and ``normal``'s documented priorities, not from the code. The reading is checked true
of the real hands after every answer of games under every preset, with humans answering at
random (taking while holding a playable card, keeping what they take) and every level; a
wrong habit is caught by the same check. The samples honour it, it never changes a game,
and ``hard`` stays honest with it: moving the cards its seat cannot see changes nothing.
"""

from __future__ import annotations

import copy
import dataclasses
import io
import random
from collections.abc import Sequence

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from tools.fuzz import random_case
from uno_classic import inference
from uno_classic.cards import Card, Color, Rank
from uno_classic.console import Console
from uno_classic.game import Game
from uno_classic.inference import HABITS, REVEALS_NOTHING, Habits, Reading, fits
from uno_classic.keys import ScriptedKeys
from uno_classic.questions import DEAL, TAKE, Answer, IllegalAnswer, Question
from uno_classic.search import HardStrategy
from uno_classic.settings import Settings
from uno_classic.strategies import (
    NormalStrategy,
    RandomStrategy,
    Strategy,
    computer_answer,
    normal_passed_over,
)
from uno_classic.variants import PRESETS, Rules, Take

from .tables import arranged_game
from .test_game_copies import permuted_unseen

pytestmark = pytest.mark.rules

NORMAL = HABITS[NormalStrategy]
EASY = HABITS[RandomStrategy]
HARD = HABITS[HardStrategy]
normal, easy = NormalStrategy(), RandomStrategy()


def read(game: Game, habits: Sequence[Habits]) -> Reading:
    game.reading = reading = Reading(game.rules, habits)
    return reading


def faces(game: Game, wanted: object) -> frozenset[Card]:
    """The deck's faces for which ``wanted(face)`` holds."""
    return frozenset(f for f in dict.fromkeys(game.rules.cards) if wanted(f))  # type: ignore[operator]


def bound(reading: Reading, seat: int) -> list[tuple[int, frozenset[Card]]]:
    return sorted(reading.excluded(seat), key=lambda group: (-len(group[1]), group[0]))


OTHERS = ["BLUE 1, BLUE 2, GREEN 3", "GREEN 4, GREEN 6, YELLOW 7", "YELLOW 8, BLUE 9, GREEN 1"]


# --------------------------------------------------------------------------- takes


def test_a_take_by_normal_rules_out_every_card_it_could_have_played():
    """On RED 5 (red in force) ``normal`` takes only holding no red card, no 5 and no wild;
    the card it takes and keeps (BLUE 9, which cannot be played) is bound the same way."""
    game = arranged_game(
        ["BLUE 1, GREEN 2, YELLOW 3, BLUE 7", *OTHERS], top="RED 5", stock="BLUE 9"
    )
    reading = read(game, [NORMAL] * 4)
    game.apply(computer_answer(game, normal))
    assert game.hands[0][-1] == Card.parse("BLUE 9") and game.turn == 1
    could = faces(game, lambda f: f.color is Color.RED or f.rank is Rank.FIVE or f.is_wild)
    assert len(could) == 13 + 3 + 2
    assert bound(reading, 0) == [(5, could)]  # the four held and the one kept: alike
    assert all(bound(reading, seat) == [(3, frozenset())] for seat in (1, 2, 3))


def test_a_card_taken_and_played_leaves_the_others_bound():
    """The card taken (RED 9) is playable: ``normal`` plays it; the four it held stay
    bound, and the play leaves no free card behind."""
    game = arranged_game(["BLUE 1, GREEN 2, YELLOW 3, BLUE 7", *OTHERS], top="RED 5", stock="RED 9")
    reading = read(game, [NORMAL] * 4)
    game.apply(TAKE)
    assert game.question is Question.PLAY_TAKEN
    game.apply(computer_answer(game, normal))
    assert game.discard_pile[-1] == Card.parse("RED 9")
    could = faces(game, lambda f: f.color is Color.RED or f.rank is Rank.FIVE or f.is_wild)
    assert bound(reading, 0) == [(4, could)]


@pytest.mark.parametrize(
    ("habits", "old", "kept"),
    [
        (REVEALS_NOTHING, False, False),  # a human: it may take holding a card to play
        (EASY, True, True),  # takes only when stuck, plays what it can of what it takes
        (HARD, True, False),  # takes only when stuck; whether to play what it took, searched
    ],
)
def test_what_a_take_tells_by_the_takers_habits(habits, old, kept):
    game = arranged_game(
        ["BLUE 1, GREEN 2, YELLOW 3, BLUE 7", *OTHERS], top="RED 5", stock="BLUE 9"
    )
    reading = read(game, [habits, NORMAL, NORMAL, NORMAL])
    game.apply(TAKE)
    could = faces(game, lambda f: f.color is Color.RED or f.rank is Rank.FIVE or f.is_wild)
    found = {count: excluded for count, excluded in reading.excluded(0)}
    expected = {4: could if old else frozenset()}
    expected[1] = could if kept else frozenset()
    if expected[4] == expected[1]:
        expected = {5: expected[4]}
    assert found == expected


def test_cards_taken_until_one_plays_could_not_be_played_whoever_took_them():
    """``--take until-playable``: a human (who reveals nothing by choice) takes BLUE 9 and
    GREEN 8, then RED 2. The first two could not be played (nor could a Draw Four be, for
    all the table knows: the human may hold a red card, which bars it); the last could."""
    game = arranged_game(
        ["RED 1, GREEN 2, YELLOW 3, BLUE 7", *OTHERS],
        top="RED 5",
        stock="BLUE 9, GREEN 8, RED 2",
        take=Take.UNTIL_PLAYABLE,
    )
    reading = read(game, [REVEALS_NOTHING, NORMAL, NORMAL, NORMAL])
    game.apply(TAKE)
    assert game.question is Question.PLAY_TAKEN and len(game.hands[0]) == 7
    playable = faces(
        game,
        lambda f: f.color is Color.RED or f.rank is Rank.FIVE or f.rank is Rank.WILD,
    )
    assert bound(reading, 0) == [(2, playable), (5, frozenset())]


def test_a_penalty_taken_under_stacking_rules_out_only_what_would_pass_it_on():
    game = arranged_game(
        ["RED 1, GREEN 2, YELLOW 3, BLUE 7", *OTHERS],
        top="RED DRAW TWO",
        stacking=PRESETS["party"].stacking,
    )
    game.pending = 2
    game.view(0).pending = 2
    reading = read(game, [NORMAL] * 4)
    game.apply(computer_answer(game, normal))
    assert len(game.hands[0]) == 6
    passing = faces(game, lambda f: f.rank is Rank.DRAW_TWO)
    found = dict((count, excluded) for count, excluded in reading.excluded(0))
    assert found[4] >= passing and not found[4] & faces(game, lambda f: f.rank is Rank.ONE)
    assert found[2] == frozenset()  # the penalty's cards: anything


# --------------------------------------------------------------------------- plays


def test_a_play_of_the_color_in_force_rules_out_its_higher_cards_of_that_color():
    """``normal`` plays RED 5 on RED 3 (red in force; the next player holds 3 cards): of
    the cards of the color in force it plays the higher-scoring first, and a colored card
    before a wild, so it holds no red 6 to 9 and no red action card (20 points). A card of
    another color matching by rank only, and a wild, rank below any red card."""
    game = arranged_game(["RED 5, BLUE 1, GREEN 2, YELLOW 3", *OTHERS], top="RED 3")
    reading = read(game, [NORMAL] * 4)
    game.apply(computer_answer(game, normal))
    assert game.discard_pile[-1] == Card.parse("RED 5")
    higher = faces(game, lambda f: f.color is Color.RED and (f.rank.is_action or f.points > 5))
    assert len(higher) == 7
    assert bound(reading, 0) == [(3, higher)]


def test_a_play_matching_by_rank_rules_out_the_color_in_force():
    """GREEN 3 on RED 3: a card of the color in force would have come first."""
    game = arranged_game(["GREEN 3, BLUE 1, GREEN 2, YELLOW 4", *OTHERS], top="RED 3")
    reading = read(game, [NORMAL] * 4)
    game.apply(computer_answer(game, normal))
    assert game.discard_pile[-1] == Card.parse("GREEN 3")
    assert bound(reading, 0) == [(3, faces(game, lambda f: f.color is Color.RED))]


def test_a_wild_played_rules_out_every_colored_play_and_the_draw_four():
    """A Wild from ``normal``: no colored card could be played (colored before wild), and
    no Draw Four was held (it comes before the Wild, and nothing barred it)."""
    game = arranged_game(["COLOR CHANGE, BLUE 1, GREEN 2, YELLOW 4", *OTHERS], top="RED 3")
    reading = read(game, [NORMAL] * 4)
    game.apply(computer_answer(game, normal))
    assert game.question is Question.COLOR
    game.apply(computer_answer(game, normal))
    assert game.discard_pile[-1] == Card.parse("COLOR CHANGE")
    expected = faces(
        game,
        lambda f: f.color is Color.RED or f.rank is Rank.THREE or f.rank is Rank.WILD_DRAW_FOUR,
    )
    assert bound(reading, 0) == [(3, expected)]


def test_with_the_next_player_close_to_out_a_stop_card_comes_first():
    """The next player holds 2 cards: ``normal`` plays a card that stops them before any
    other. Its RED 5 on RED 3 says it held no red Draw Two, Skip or Reverse (and, as ever,
    no higher red number); a Draw Four it may hold: a red card bars it."""
    hands = ["RED 5, BLUE 1, GREEN 2, YELLOW 4", "GREEN 4, GREEN 6", *OTHERS[1:]]
    game = arranged_game(hands, top="RED 3")
    reading = read(game, [NORMAL] * 4)
    game.apply(computer_answer(game, normal))
    assert game.discard_pile[-1] == Card.parse("RED 5")
    higher = faces(game, lambda f: f.color is Color.RED and (f.rank.is_action or f.points > 5))
    assert bound(reading, 0) == [(3, higher)]


def test_easy_and_human_plays_tell_nothing():
    for habits in (EASY, HARD, REVEALS_NOTHING):
        game = arranged_game(["RED 5, BLUE 1, GREEN 2, YELLOW 3", *OTHERS], top="RED 3")
        reading = read(game, [habits, NORMAL, NORMAL, NORMAL])
        game.apply(Card.parse("RED 5"))
        assert bound(reading, 0) == [(3, frozenset())]


@pytest.mark.parametrize("options", [{"seven_zero": True}, {"deck": PRESETS["party"].deck}])
def test_under_the_seven_zero_rule_and_party_cards_other_plays_are_read_as_ever(options):
    """A rule option chooses some plays first (a 7 to swap, a 0 to pass, a Swap Hands):
    any other card was still weighed against every play held, so RED 5 on RED 3 says what
    it says in classic."""
    game = arranged_game(["RED 5, BLUE 1, GREEN 2, YELLOW 3", *OTHERS], top="RED 3", **options)
    reading = read(game, [NORMAL] * 4)
    game.apply(computer_answer(game, normal))
    assert game.discard_pile[-1] == Card.parse("RED 5")
    higher = faces(game, lambda f: f.color is Color.RED and (f.rank.is_action or f.points > 5))
    assert bound(reading, 0) == [(3, higher)]


@pytest.mark.parametrize(
    ("hand", "top", "options"),
    [
        ("RED 0, RED 9, BLUE 1, GREEN 2", "RED 3", {"seven_zero": True}),  # a 0 passes hands
        ("RED 7, RED 9, BLUE 1, GREEN 2", "RED 3", {"seven_zero": True}),  # a 7 swaps
        ("SWAP HANDS, RED 9, BLUE 1, GREEN 2", "RED 3", {"deck": PRESETS["party"].deck}),
    ],
)
def test_a_card_a_rule_option_chose_first_tells_nothing(hand, top, options):
    """``normal`` plays its 0 when the hand it would receive is smaller, its 7 or its Swap
    Hands when another player holds fewer cards: chosen before its priorities (RED 9 ranks
    above each), so the play rules out nothing."""
    # The player before (seat 3, whose hand a 0 would bring) and another (for a swap)
    # hold one card: fewer than the three it would keep.
    hands = [hand, "GREEN 4, GREEN 6, YELLOW 8, BLUE 8", "YELLOW 6, BLUE 6, GREEN 8", "BLUE 9"]
    game = arranged_game(hands, top=top, **options)
    reading = read(game, [NORMAL] * 4)
    chosen = computer_answer(game, normal)
    assert chosen == Card.parse(hand.split(",")[0])
    game.apply(chosen)
    assert all(not excluded for _, excluded in reading.excluded(0))


def test_a_zero_set_aside_under_the_seven_zero_rule_is_never_ruled_out():
    """``normal`` sets its 0s aside when the hand it would receive is larger (seat 3 holds
    five cards, it would keep three): holding RED 0 on RED 3 it plays GREEN 3. That says it
    holds no other red card, but nothing of a 0 (nor of a Draw Four, which the red 0
    would bar)."""
    hands = [
        "GREEN 3, RED 0, BLUE 1, YELLOW 2",
        "GREEN 4, GREEN 6, YELLOW 8, BLUE 8",
        "YELLOW 6, BLUE 6, GREEN 8",
        "BLUE 9, GREEN 1, YELLOW 2, BLUE 3, GREEN 5",
    ]
    game = arranged_game(hands, top="RED 3", seven_zero=True)
    reading = read(game, [NORMAL] * 4)
    game.apply(computer_answer(game, normal))
    assert game.discard_pile[-1] == Card.parse("GREEN 3")
    assert reading.true_of(0, game.hands[0])
    other_red = faces(game, lambda f: f.color is Color.RED and f.rank is not Rank.ZERO)
    assert bound(reading, 0) == [(3, other_red)]


def test_a_card_played_leaves_a_group_that_could_hold_it():
    """After a take bound the old hand (no red), a red card played must be the new one."""
    game = arranged_game(["BLUE 1, GREEN 2, YELLOW 3, BLUE 7", *OTHERS], top="RED 5", stock="RED 9")
    reading = Reading(game.rules, [NORMAL] * 4)
    reading.follow(game, TAKE)
    assert sorted(count for count, _ in reading.excluded(0)) == [1, 4]
    reading.follow(game, True)  # plays RED 9
    assert [count for count, _ in reading.excluded(0)] == [4]


def test_groups_follow_hands_that_change_places():
    """Under the 7-0 rule a 0 passes every hand on: what was read of a hand goes with it."""
    hands = ["BLUE 1, GREEN 2, YELLOW 3, BLUE 7", "RED 0, RED 1, GREEN 6", *OTHERS[1:]]
    game = arranged_game(hands, top="RED 5", stock="BLUE 9", seven_zero=True)
    reading = read(game, [NORMAL] * 4)
    game.apply(TAKE)  # seat 0 keeps BLUE 9: its hand is bound
    held = game.hands[0][:]
    assert reading.excluded(0)[0][1]
    game.apply(Card.parse("RED 0"))  # seat 1's 0: the hands pass on, clockwise
    assert game.hands[1] == held
    assert reading.excluded(1)[0][1] and len(reading.excluded(0)) == 1


# --------------------------------------------------------------------------- always true


QUICK_HARD = HardStrategy(playouts=8, min_deals=2, horizon=4)
"""``hard``'s habits at a small budget."""


def play_reading(
    rules: Rules, humans: int, seed: int, rng: random.Random, *, wrong: bool = False
) -> tuple[int, int]:
    """Two hands with ``humans`` answering at random and computers at mixed levels; the
    reading checked against the real hands after every answer. (Places where it is not
    true, contradictions it met.) ``wrong``: ``easy`` read as ``normal``."""
    players = rules.players
    choices: list[Strategy] = [normal, normal, easy, QUICK_HARD]
    levels: list[Strategy | None] = [None] * humans
    levels += [rng.choice(choices) for _ in range(players - humans)]
    game = Game(rules, seed=seed, record_events=False)
    inference.read_for(game, levels, hints=True)
    reading = game.reading
    assert isinstance(reading, Reading)
    if wrong:
        reading = read(game, [NORMAL if s is easy else inference.habits_of(s) for s in levels])
    game.apply(DEAL)
    untrue = 0
    while game.question is not Question.GAME_OVER and game.hand_number <= 2:
        if game.question is Question.NEXT_HAND:
            game.apply(DEAL)
            continue
        strategy = levels[game.turn]
        answer: Answer
        if strategy is None:
            answer = rng.choice(game.legal_answers())
        else:
            answer = computer_answer(game, strategy)
        game.apply(answer)
        untrue += sum(not reading.true_of(seat, game.hands[seat]) for seat in range(players))
    return untrue, reading.contradictions


@settings(max_examples=40, deadline=None)
@given(rng=st.randoms(use_true_random=False), players=st.integers(2, 6), humans=st.integers(0, 2))
def test_the_reading_is_true_of_every_real_hand_after_every_answer(rng, players, humans):
    """Rules drawn as the fuzzer draws a case's (any preset, rule options, house rules,
    calling UNO), humans answering at random, ``normal``, ``easy`` and ``hard`` seats."""
    rules = dataclasses.replace(random_case(rng).options().rules, players=players)
    assert play_reading(rules, min(humans, players), rng.randrange(10_000), rng) == (0, 0)


def test_a_habit_read_wrongly_is_caught_by_the_same_check():
    """``easy`` plays at random: read as if it played by ``normal``'s priorities, the
    reading is soon untrue of its hand (so the check above can fail)."""
    rules = dataclasses.replace(PRESETS["classic"], players=4)
    found = [play_reading(rules, 0, seed, random.Random(seed), wrong=True) for seed in range(1, 21)]
    untrue = [seed for seed, (places, _) in enumerate(found, 1) if places]
    contradicted = [seed for seed, (_, met) in enumerate(found, 1) if met]
    assert len(untrue) >= 5 and len(contradicted) >= 5, found


def test_a_hand_fits_a_reading_only_where_every_card_has_a_place():
    red, blue, wild = (Card.parse(name) for name in ("RED 1", "BLUE 2", "COLOR CHANGE"))
    no_red = Reading.mask([red])
    assert fits([[1, no_red], [1, 0]], [red, blue])  # the red card in the free group
    assert not fits([[2, no_red]], [red, blue])
    assert not fits([[1, no_red], [1, no_red | Reading.mask([wild])]], [blue, red])
    assert not fits([[1, 0]], [red, blue])  # the counts differ
    assert fits([[1, Reading.mask([blue])], [1, no_red]], [blue, red])


# --------------------------------------------------------------------------- samples


def test_every_sample_honours_the_reading_and_differs_from_a_blind_one():
    game = arranged_game(
        ["BLUE 1, GREEN 2, YELLOW 3, BLUE 7", "GREEN 4, GREEN 6, YELLOW 7, RED 7", *OTHERS[1:]],
        top="RED 5",
        stock="BLUE 9",
        turn=0,
    )
    reading = read(game, [NORMAL] * 4)
    game.apply(TAKE)  # seat 0 holds no red, no 5, no wild: 5 cards
    view = game.view(3)
    rng = random.Random(1)
    red_read = red_blind = 0
    for _ in range(200):
        sample = view.sample(rng)
        assert all(fits(reading.groups[s], sample.hands[s]) for s in range(3))
        assert sample.hands[3] == game.hands[3]
        red_read += any(c.color is Color.RED for c in sample.hands[0])
        blind = view.sample(rng, read=False)
        red_blind += any(c.color is Color.RED for c in blind.hands[0])
    assert red_read == 0 and red_blind > 50
    assert reading.failed_deals == 0


def test_the_reading_never_changes_the_game():
    """The same games with and without a reading: the same events, the same hands."""
    for preset in sorted(PRESETS):
        rules = dataclasses.replace(PRESETS[preset], players=4, target=150)
        seen = []
        for reading in (False, True):
            game = Game(rules, seed=3, record_events=True)
            if reading:
                inference.read_for(game, [normal] * 4, hints=True)
            events = list(game.apply(DEAL))
            while game.question is not Question.GAME_OVER:
                answer = DEAL if game.question is Question.NEXT_HAND else None
                events += game.apply(answer or computer_answer(game, normal))
            seen.append((events, game.scores))
        assert seen[0] == seen[1], preset


def test_a_reading_is_kept_only_where_a_seat_reads_it():
    rules = PRESETS["classic"]
    tables: list[tuple[list[Strategy | None], bool, bool]] = [
        ([normal] * 4, False, False),
        ([None, normal, normal, normal], False, False),
        ([None, normal, normal, normal], True, True),
        ([normal, HardStrategy(), normal, easy], False, True),
    ]
    for levels, hints, kept in tables:
        game = Game(rules, seed=1)
        inference.read_for(game, levels, hints=hints)
        assert (game.reading is not None) == kept
    assert Game(rules, seed=1).copy().reading is None


# --------------------------------------------------------------------------- honest


def read_positions() -> list[Game]:
    """Positions, with their readings, where ``hard`` has a choice to make: games of
    ``normal`` players under three rule sets, every fifth searched question."""
    found = []
    for preset, seed in [("classic", 1), ("house", 2), ("official", 3)]:
        rules = dataclasses.replace(PRESETS[preset], players=4)
        game = Game(rules, seed=seed, record_events=False)
        inference.read_for(game, [normal] * 4, hints=True)
        kept = every = 0
        while kept < 5 and game.question is not Question.GAME_OVER:
            if game.question is Question.NEXT_HAND:
                game.apply(DEAL)
                continue
            if game.question is Question.MOVE and len(game.legal_answers()) > 2:
                every += 1
                binding = any(mask for g in game.reading.groups for _, mask in g)  # type: ignore[union-attr]
                if every % 5 == 0 and binding:
                    position = game.copy()
                    position.reading = copy.deepcopy(game.reading)
                    found.append(position)
                    kept += 1
            game.apply(computer_answer(game, normal))
    return found


def test_hard_reading_the_table_still_depends_only_on_what_its_seat_saw():
    """The issue's test, with the reading: every card the seat cannot see moved at random
    (counts and the reading kept): the same choice. And the reading is used: on some
    positions the choice differs from the blind search's."""
    hard = HardStrategy()
    positions = read_positions()
    assert len(positions) == 15
    differs = 0
    for i, game in enumerate(positions):
        seat = game.turn
        moved = permuted_unseen(game, seat, random.Random(i))
        moved.reading = game.reading
        choice = computer_answer(_copy(game), hard)
        assert computer_answer(_copy(moved), hard) == choice, i
        blind = _copy(game)
        blind.reading = None
        differs += computer_answer(blind, hard) != choice
    assert differs >= 1


def _copy(game: Game) -> Game:
    new = game.copy()
    new.reading = game.reading
    return new


# --------------------------------------------------------------------------- what the rules force


def test_a_restricted_draw_four_says_its_player_held_no_card_of_the_color_in_force():
    """Under the classic restriction a Draw Four is refused to a hand holding a card of the
    color in force: played by a human (who reveals nothing by choice), it still says so."""
    game = arranged_game(["DRAW FOUR, BLUE 1, GREEN 5, YELLOW 3", *OTHERS], top="RED 5")
    reading = read(game, [REVEALS_NOTHING, NORMAL, NORMAL, NORMAL])
    game.apply(Card.parse("DRAW FOUR"))
    game.apply(Color.BLUE)
    assert bound(reading, 0) == [(3, faces(game, lambda f: f.color is Color.RED))]


@pytest.mark.parametrize(
    ("hand", "bluffing"), [("BLUE 1, GREEN 2", False), ("RED 1, GREEN 2", True)]
)
def test_a_challenge_that_finds_no_bluff_says_the_same(hand, bluffing):
    """``--draw-four bluff``: a Draw Four from a human, challenged. No bluff: the hand held
    no red card then. A bluff says nothing of the kind (and its player takes 4 cards)."""
    game = arranged_game(
        [f"DRAW FOUR, {hand}", *OTHERS], top="RED 5", draw_four=PRESETS["official"].draw_four
    )
    reading = read(game, [REVEALS_NOTHING, NORMAL, NORMAL, NORMAL])
    game.apply(Card.parse("DRAW FOUR"))
    game.apply(Color.BLUE)
    assert game.question is Question.CHALLENGE
    game.apply(True)
    red = faces(game, lambda f: f.color is Color.RED)
    if bluffing:
        assert bound(reading, 0) == [(6, frozenset())]
    else:
        assert bound(reading, 0) == [(2, red)]


def test_a_declined_challenge_says_nothing():
    game = arranged_game(
        ["DRAW FOUR, BLUE 1, GREEN 2", *OTHERS],
        top="RED 5",
        draw_four=PRESETS["official"].draw_four,
    )
    reading = read(game, [REVEALS_NOTHING, NORMAL, NORMAL, NORMAL])
    game.apply(Card.parse("DRAW FOUR"))
    game.apply(Color.BLUE)
    game.apply(False)
    assert bound(reading, 0) == [(2, frozenset())]


# --------------------------------------------------------------------------- a color named


def test_the_color_normal_names_is_the_one_it_holds_most_until_it_takes():
    """``normal`` names the color it holds most: after COLOR CHANGE from BLUE 1, BLUE 2,
    GREEN 4 on RED 3, BLUE (two blue, one green). Its hand, with the cards it plays since, holds no
    more of any color than blue; every sample honours that; a take forgets it (the card
    taken may be of any color)."""
    game = arranged_game(
        ["COLOR CHANGE, BLUE 1, BLUE 2, GREEN 4", *OTHERS], top="RED 3", stock="YELLOW 9"
    )
    reading = read(game, [NORMAL] * 4)
    game.apply(computer_answer(game, normal))
    game.apply(computer_answer(game, normal))
    assert game.current_color is Color.BLUE
    assert reading.named == {0: (Color.BLUE, [Card.parse("COLOR CHANGE")])}
    green, blue = Card.parse("GREEN 4"), Card.parse("BLUE 5")
    assert reading.holds_most(0, [blue, green, Card.parse("RED 1")])
    assert not reading.holds_most(0, [green, green, blue])
    rng = random.Random(2)
    view = game.view(1)
    assert all(reading.holds_most(0, view.sample(rng).hands[0]) for _ in range(100))
    blind = [view.sample(rng, read=False).hands[0] for _ in range(100)]
    assert not all(reading.holds_most(0, hand) for hand in blind)
    while game.turn != 0:
        game.apply(computer_answer(game, normal))
    game.apply(TAKE)
    assert reading.named == {}


def test_a_color_named_by_a_human_or_easy_says_nothing():
    for habits in (REVEALS_NOTHING, EASY, HARD):
        game = arranged_game(
            ["COLOR CHANGE, BLUE 1, BLUE 2, GREEN 3", *OTHERS], top="RED 3", stock="YELLOW 9"
        )
        reading = read(game, [habits, NORMAL, NORMAL, NORMAL])
        game.apply(Card.parse("COLOR CHANGE"))
        game.apply(Color.GREEN)
        assert reading.named == {}


def test_a_penalty_taken_holding_a_barred_draw_four_does_not_rule_it_out():
    """``--stacking`` with the classic restriction: a Draw Four pending, ``normal`` holds a
    Draw Four and a red card (red in force), so it may not pass the penalty on with it, and
    takes. Its take rules out no Draw Four: the reading stays true of its hand."""
    game = arranged_game(
        ["DRAW FOUR, RED 1, BLUE 2", *OTHERS],
        top="DRAW FOUR",
        color=Color.RED,
        stacking=PRESETS["party"].stacking,
    )
    game.pending = 4
    game.view(0).pending = 4
    reading = read(game, [NORMAL] * 4)
    assert computer_answer(game, normal) is TAKE
    game.apply(TAKE)
    assert len(game.hands[0]) == 7
    assert reading.true_of(0, game.hands[0])
    assert all(Card.parse("DRAW FOUR") not in excluded for _, excluded in reading.excluded(0))


def test_an_answer_refused_reads_nothing():
    """``apply`` changes nothing when it refuses an answer: nor does the reading."""
    game = arranged_game(["RED 5, BLUE 1, GREEN 2, YELLOW 3", *OTHERS], top="RED 3")
    reading = read(game, [NORMAL] * 4)
    with pytest.raises(IllegalAnswer):
        game.apply(Card.parse("GREEN 2"))  # held, but matches neither color nor rank
    assert bound(reading, 0) == [(4, frozenset())]
    game.apply(Card.parse("RED 5"))
    assert bound(reading, 0) != [(3, frozenset())]


@pytest.mark.parametrize(
    ("hints", "levels", "kept"),
    [(True, ("normal",), True), (False, ("normal",), False), (False, ("normal", "hard"), True)],
)
def test_the_game_a_console_plays_reads_the_table_for_a_hint_or_a_hard_seat(hints, levels, kept):
    settings = Settings(1, dataclasses.replace(PRESETS["classic"], players=3), hints=hints)
    settings = dataclasses.replace(settings, levels=levels)
    console = Console(settings, ScriptedKeys(""), io.StringIO())
    assert isinstance(console.game.reading, Reading) is kept
    if kept:
        seats = console.game.reading.habits  # type: ignore[union-attr]
        assert seats[0] == REVEALS_NOTHING and seats[1] == NORMAL


def test_a_restricted_draw_four_is_read_under_stacking_too():
    """``--stacking`` with the classic restriction: ``normal`` plays its Draw Four on BLUE 5
    to stop a next player holding two cards (so it held no blue card), and the penalty
    left pending on that player does not stop the table reading it."""
    hands = ["DRAW FOUR, RED 1, GREEN 2", "BLUE 1, GREEN 3", *OTHERS[1:]]
    game = arranged_game(hands, top="BLUE 5", stacking=PRESETS["party"].stacking)
    reading = read(game, [NORMAL] * 4)
    game.apply(computer_answer(game, normal))
    game.apply(computer_answer(game, normal))
    assert game.discard_pile[-1] == Card.parse("DRAW FOUR") and game.pending == 4
    blue = faces(game, lambda f: f.color is Color.BLUE)
    assert all(excluded >= blue for _, excluded in reading.excluded(0))
    assert reading.true_of(0, game.hands[0])


@pytest.mark.parametrize(
    ("preset", "options"),
    [(preset, {}) for preset in sorted(PRESETS)]
    + [("classic", {"seven_zero": True, "jump_in": True}), ("party", {"seven_zero": True})],
)
def test_what_normals_play_rules_out_it_never_holds(preset, options):
    """:func:`normal_passed_over` restates ``normal``'s priorities for a watcher: checked
    against ``normal`` itself at every card it plays in whole games, none of the faces it
    names is in the hand the card came from."""
    rules = dataclasses.replace(PRESETS[preset], players=4, **options)
    checked = 0
    for number in range(1, 9):
        game = Game(rules, seed=5, game_number=number, record_events=False)
        game.apply(DEAL)
        while game.question is not Question.GAME_OVER and game.hand_number <= 2:
            if game.question is Question.NEXT_HAND:
                game.apply(DEAL)
                continue
            answer = computer_answer(game, normal)
            if game.question is Question.MOVE and type(answer) is Card and not game.pending:
                seat = game.turn
                assert game.current_color is not None
                named = normal_passed_over(
                    answer,
                    top=game.top_card,
                    current=game.current_color,
                    restriction=game.restriction,
                    next_count=len(game.hands[game.next_seat(seat)]),
                    held=len(game.hands[seat]),
                    seven_zero=rules.seven_zero,
                    faces=tuple(dict.fromkeys(rules.cards)),
                )
                assert not set(named) & set(game.hands[seat]), (answer, game.hands[seat])
                checked += bool(named)
            game.apply(answer)
    assert checked > 100
