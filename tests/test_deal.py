"""Starting a hand: the players, each hand's start and the first card."""

from __future__ import annotations

from collections import Counter

import pytest

from uno_classic import events as ev
from uno_classic.cards import CLASSIC_DECK, Color
from uno_classic.game import Game
from uno_classic.questions import DEAL, Question
from uno_classic.randomness import Purpose, derive, shuffled
from uno_classic.variants import FirstWild, Rules
from uno_classic.view import CLOCKWISE, COUNTERCLOCKWISE

from .eventlog import describe_all
from .tables import dealt_game, names, stacked_stock, take_and_keep

pytestmark = pytest.mark.rules


@pytest.mark.parametrize("players", [2, 4, 10])
def test_each_player_gets_seven_cards_and_the_next_stock_card_starts_the_discard_pile(players):
    game = Game(Rules(players=players), seed=7)
    events = game.apply(DEAL)
    assert [len(hand) for hand in game.hands] == [7] * players
    assert len(game.discard_pile) >= 1
    assert len(game.stock) == 108 - 7 * players - len(game.discard_pile)
    assert Counter(game.all_cards()) == Counter(CLASSIC_DECK)
    dealt = next(e for e in events if isinstance(e, ev.Dealt))
    assert [len(hand) for hand in dealt.hands] == [7] * players
    # (a first Draw Two may already have added two cards after the seven dealt)
    assert all(list(d) == h[:7] for d, h in zip(dealt.hands, game.hands, strict=True))


def test_the_starter_is_announced_before_the_deal_and_the_dealer_sits_before_the_starter():
    seen = set()
    for seed in range(40):
        game = Game(Rules(players=4), seed=seed)
        events = game.apply(DEAL)
        started = events[0]
        assert isinstance(started, ev.HandStarted)
        assert isinstance(events[1], ev.Dealt)
        assert started.dealer == (started.starter - 1) % 4
        seen.add(started.starter)
    assert seen == {0, 1, 2, 3}  # chosen at random: every seat starts for some seed


def deal_by_hand(seed: int, players: int, *, game: int = 1, hand: int = 1):
    """The deal and its randomness worked through by hand: the hand's deal stream first picks the
    starter, then shuffles the 108 cards (``shuffled``: the stock's top card is its last),
    and the cards are dealt one at a time from the top, beginning with the starter. Because
    the starter comes first, picking it never changes a seed's deal."""
    rng = derive(seed, game, hand, Purpose.DEAL)
    starter = rng.randrange(players)
    stock = shuffled(CLASSIC_DECK, rng)
    hands: list[list[str]] = [[] for _ in range(players)]
    for i in range(7 * players):
        hands[(starter + i) % players].append(stock.pop().name)
    return starter, hands


@pytest.mark.parametrize("players", [2, 4, 7])
def test_the_starter_is_picked_from_the_deal_stream_before_the_shuffle(players):
    for seed in range(10):
        game = Game(Rules(players=players), seed=seed)
        events = game.apply(DEAL)
        starter, hands = deal_by_hand(seed, players)
        assert events[0] == ev.HandStarted(1, starter, (starter - 1) % players)
        assert [names(hand)[:7] for hand in game.hands] == hands


def test_dealing_goes_round_the_table_one_card_at_a_time_from_the_starter():
    game, _ = dealt_game(3, starter=1, hands={1: "RED 1, RED 2, RED 3, RED 4, RED 6, RED 7, RED 8"})
    assert names(game.hands[1]) == ["RED 1", "RED 2", "RED 3", "RED 4", "RED 6", "RED 7", "RED 8"]


@pytest.mark.parametrize("first", ["RED 5", "YELLOW 0", "BLUE 9"])
def test_a_number_first_card_lets_the_starter_play_its_color(first):
    game, events = dealt_game(4, starter=2, first=first)
    assert describe_all(events)[2:] == [f"first {first}"]
    assert game.question is Question.MOVE
    assert game.turn == 2
    assert game.current_color is game.top_card.color


def test_a_skip_first_card_skips_the_starter():
    game, events = dealt_game(4, starter=2, first="GREEN SKIP")
    assert describe_all(events)[2:] == ["first GREEN SKIP", "2 skipped"]
    assert game.turn == 3
    assert len(game.hands[2]) == 7


def test_a_draw_two_first_card_makes_the_starter_take_two_and_lose_the_turn():
    game, events = dealt_game(4, starter=3, first="BLUE DRAW TWO", then="RED 1, RED 2")
    assert describe_all(events)[2:] == ["first BLUE DRAW TWO", "3 takes 2", "3 skipped"]
    assert names(game.hands[3])[-2:] == ["RED 1", "RED 2"]
    assert len(game.hands[3]) == 9
    assert game.turn == 0


def test_a_reverse_first_card_reverses_the_direction_and_the_dealer_plays_first():
    game, events = dealt_game(4, starter=1, first="YELLOW REVERSE")
    assert describe_all(events)[2:] == ["first YELLOW REVERSE", "reversed to counterclockwise"]
    assert game.direction == COUNTERCLOCKWISE
    assert game.dealer == 0
    assert game.turn == 0
    take_and_keep(game)  # the dealer takes a card
    assert game.turn == 3  # ... and play goes on counterclockwise


def test_a_reverse_first_card_with_two_players_skips_the_starter():
    game, events = dealt_game(2, starter=0, first="YELLOW REVERSE")
    assert describe_all(events)[2:] == [
        "first YELLOW REVERSE",
        "0 skipped",
        "reversed to counterclockwise",
    ]
    assert game.turn == 1 == game.dealer


def test_a_wild_first_card_is_named_by_the_dealer_as_if_it_had_played_it_then_the_starter_plays():
    # The classic rules: the first card acts as if the dealer (the seat before the
    # starter) had played it, so the dealer names a first Wild's color.
    game, events = dealt_game(3, starter=1, first="COLOR CHANGE")
    assert describe_all(events)[2:] == ["first COLOR CHANGE"]
    assert (game.question, game.turn, game.current_color) == (Question.COLOR, 0, None)
    assert describe_all(game.apply(Color.GREEN)) == ["0 names GREEN"]
    assert (game.question, game.turn, game.current_color) == (Question.MOVE, 1, Color.GREEN)


def test_with_first_wild_starter_the_starter_names_a_first_wild_then_plays():
    game, _ = dealt_game(3, starter=1, first="COLOR CHANGE", first_wild=FirstWild.STARTER)
    assert (game.question, game.turn, game.current_color) == (Question.COLOR, 1, None)
    assert describe_all(game.apply(Color.GREEN)) == ["1 names GREEN"]
    assert (game.question, game.turn, game.current_color) == (Question.MOVE, 1, Color.GREEN)


def test_a_draw_four_first_card_goes_back_into_the_stock_and_another_is_turned():
    game, events = dealt_game(3, starter=0, first="DRAW FOUR", then="DRAW FOUR, RED 3")
    log = describe_all(events)[2:]
    assert log[:2] == ["first DRAW FOUR", "returned DRAW FOUR"]
    # The stock is reshuffled after each return, so what comes next is random: more Draw
    # Fours go back the same way, and the first card that is not one stays.
    turned = [line for line in log if line.startswith("first ")]
    returned = [line for line in log if line.startswith("returned ")]
    assert turned[:-1] == ["first DRAW FOUR"] * len(returned)
    assert turned[-1] != "first DRAW FOUR"
    assert game.top_card.name == turned[-1].removeprefix("first ")
    assert len(game.discard_pile) == 1
    assert Counter(game.all_cards()) == Counter(CLASSIC_DECK)


def test_a_returned_first_draw_four_is_shuffled_into_the_stock():
    stock = stacked_stock(3, 0, {}, "DRAW FOUR", then="RED 3")
    game = Game(Rules(players=3), seed=1)
    events = game.deal_hand(starter=0, stock=stock)
    assert describe_all(events)[2:4] == ["first DRAW FOUR", "returned DRAW FOUR"]
    # Unshuffled, the stock below the first card would still be in the stacked order (top
    # last), RED 3 on top. Shuffled, the 86 cards under the Draw Four keep their order
    # with a chance of 1 in 86!, and the Draw Four lands anywhere.
    below = [card.name for card in stock[: len(stock) - 21 - 1]]
    now = [card.name for card in [*game.stock, *game.discard_pile[::-1]]]  # top card last
    assert sorted(now) == sorted([*below, "DRAW FOUR"])
    assert [name for name in now if name != "DRAW FOUR"] != [
        name for name in below if name != "DRAW FOUR"
    ]


@pytest.mark.parametrize("seed", range(6))
def test_direction_and_starter_are_set_afresh_every_hand(seed):
    game = Game(Rules(players=3, target=10_000), seed=seed)
    game.apply(DEAL)
    game.direction = COUNTERCLOCKWISE
    game.starter, game.dealer = 2, 1
    game.question = Question.NEXT_HAND  # as if the hand had ended
    events = game.apply(DEAL)
    starter, _ = deal_by_hand(seed, 3, hand=2)  # hand 2's own deal stream
    assert game.hand_number == 2
    assert events[0] == ev.HandStarted(2, starter, (starter - 1) % 3)
    assert (game.starter, game.dealer) == (starter, (starter - 1) % 3)
    first = game.discard_pile[0].name
    expected = COUNTERCLOCKWISE if first.endswith("REVERSE") else CLOCKWISE
    assert game.direction == expected


def test_the_starter_of_a_new_hand_is_picked_again():
    starters = set()
    for seed in range(30):
        game = Game(Rules(players=3, target=10_000), seed=seed)
        game.apply(DEAL)
        first_hand = game.starter
        game.question = Question.NEXT_HAND  # as if the hand had ended
        game.apply(DEAL)
        starters.add((first_hand, game.starter))
    # not the same seat again, nor always the next one: every pair shows up in 30 deals
    assert starters == {(a, b) for a in range(3) for b in range(3)}


def test_seats_play_in_seating_order_clockwise():
    game, _ = dealt_game(4, starter=1, first="RED 5")
    order = []
    for _ in range(5):
        order.append(game.turn)
        take_and_keep(game)
    assert order == [1, 2, 3, 0, 1]


@pytest.mark.parametrize("players", [1, 11])
def test_a_table_seats_two_to_ten(players):
    with pytest.raises(ValueError, match="players must be 2 to 10"):
        Rules(players=players)
