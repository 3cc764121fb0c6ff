"""How a hand starts, as the engine plays it: the first card turned (``--first-card number|
no-wilds``), a first party wild and who names its color (``--first-wild``), who starts
(``--starter winner|cut``) and the cut; each rule built and its outcome checked.
"""

from __future__ import annotations

from collections.abc import Sequence

import pytest

from uno_classic import events as ev
from uno_classic.cards import CLASSIC_DECK, Card, Color
from uno_classic.game import Game
from uno_classic.questions import DEAL, Question
from uno_classic.randomness import Purpose, derive, shuffled
from uno_classic.variants import CustomRule, Deck, FirstCard, FirstWild, Rules, Starter

from ..eventlog import describe_all
from ..tables import arranged_game, dealt_game, names
from .helpers import CLASSIC_COLORS, FILL, assert_whole_deck, hands_of, log

pytestmark = pytest.mark.rules


# ------------------------------------------------------------------ the first card


def test_first_card_number_turns_cards_until_a_number_shows_none_acting():
    game, events = dealt_game(
        3, starter=1, first="RED SKIP", then="DRAW FOUR, BLUE DRAW TWO, GREEN 7",
        first_card=FirstCard.NUMBER,
    )  # fmt: skip
    assert describe_all(events)[2:] == [
        "first RED SKIP",
        "first DRAW FOUR",
        "first BLUE DRAW TWO",
        "first GREEN 7",
    ]
    assert names(game.discard_pile) == ["RED SKIP", "DRAW FOUR", "BLUE DRAW TWO", "GREEN 7"]
    assert [len(hand) for hand in game.hands] == [7, 7, 7]  # no Draw Two, no Draw Four
    assert (game.question, game.turn, game.current_color) == (Question.MOVE, 1, Color.GREEN)


@pytest.mark.parametrize("wild", ["COLOR CHANGE", "DRAW FOUR"])
def test_first_card_no_wilds_sends_either_wild_back(wild):
    game, events = dealt_game(3, starter=0, first=wild, then="RED 3", first_card=FirstCard.NO_WILDS)
    log = describe_all(events)[2:]
    assert log[:2] == [f"first {wild}", f"returned {wild}"]
    assert not game.top_card.is_wild and len(game.discard_pile) == 1
    assert game.question is Question.MOVE


def test_first_card_no_wilds_lets_action_cards_act():
    game, events = dealt_game(3, starter=1, first="RED SKIP", first_card=FirstCard.NO_WILDS)
    assert describe_all(events)[2:] == ["first RED SKIP", "1 skipped"]
    assert game.turn == 2


# ------------------------------------------------------------------ who starts


def hand_started(events: Sequence[ev.Event]) -> ev.HandStarted:
    """The deal's HAND line."""
    return next(e for e in events if isinstance(e, ev.HandStarted))


def test_under_winner_the_first_hand_starts_at_random_as_under_random():
    for seed in range(6):
        winner_rule = Game(Rules(players=4, starter=Starter.WINNER), seed=seed)
        classic = Game(Rules(players=4), seed=seed)
        assert hand_started(winner_rule.apply(DEAL)) == hand_started(classic.apply(DEAL))


@pytest.mark.parametrize("winner", [0, 1, 2])
def test_under_winner_the_winner_of_a_hand_starts_the_next(winner):
    hands = [FILL[0], FILL[1], FILL[2]]
    hands[winner] = "RED 2"
    game = arranged_game(hands, top="RED 5", turn=winner, starter=Starter.WINNER)
    game.apply(Card.parse("RED 2"))
    assert game.question is Question.NEXT_HAND
    started = hand_started(game.apply(DEAL))
    assert (started.starter, started.dealer) == (winner, (winner - 1) % 3)


def test_under_winner_an_abandoned_hand_leaves_the_next_start_to_chance():
    rules = Rules(players=3, starter=Starter.WINNER, turn_limit=1)
    game = Game(rules, seed=4)
    game.apply(DEAL)
    game.last_winner = 2  # as if seat 2 had won an earlier hand
    while game.question is not Question.NEXT_HAND:
        game.apply(game.legal_answers()[-1] if game.question is not Question.COLOR else Color.RED)
    assert game.last_winner is None
    picked = derive(4, 1, 2, Purpose.DEAL).randrange(3)
    assert hand_started(game.apply(DEAL)).starter == picked


def cut_by_hand(seed: int, players: int) -> tuple[list[tuple[int, str]], int]:
    """The cut worked through independently: its own stream, one shuffled deck, seats in
    order, numbers at face value and everything else 0, the tied highest again."""
    rng = derive(seed, 1, 0, Purpose.CUT)
    deck = shuffled(CLASSIC_DECK, rng)
    cuts: list[tuple[int, str]] = []
    cutting = list(range(players))
    while True:
        values = {}
        for seat in cutting:
            card = deck.pop()
            cuts.append((seat, card.name))
            values[seat] = card.rank.value if card.rank.value <= 9 else 0
        high = max(values.values())
        cutting = [seat for seat in cutting if values[seat] == high]
        if len(cutting) == 1:
            return cuts, cutting[0]


def test_the_cut_chooses_the_dealer_ties_cut_again_and_the_next_seat_starts():
    tied = 0
    for seed in range(40):
        cuts, dealer = cut_by_hand(seed, 4)
        game = Game(Rules(players=4, starter=Starter.CUT), seed=seed)
        log = describe_all(game.apply(DEAL))
        assert log[: len(cuts) + 1] == [f"{s} cuts {c}" for s, c in cuts] + [f"{dealer} deals"]
        assert log[len(cuts) + 1] == f"hand 1 starter {(dealer + 1) % 4} dealer {dealer}"
        tied += len(cuts) > 4
    assert tied >= 3  # some seeds had a tie, and it was cut again


def test_the_cut_does_not_change_the_deal():
    # The same shuffled deck as under --starter random, dealt from the seat the cut chose.
    for seed in range(5):
        cut = Game(Rules(players=3, starter=Starter.CUT), seed=seed)
        cut.apply(DEAL)
        plain = Game(Rules(players=3), seed=seed)
        plain.deal_hand(starter=cut.starter)
        assert (cut.hands, cut.discard_pile) == (plain.hands, plain.discard_pile)


def test_after_a_cut_the_deal_passes_to_the_next_seat_each_hand():
    game = Game(Rules(players=3, starter=Starter.CUT, turn_limit=1), seed=11)
    dealers = []
    for _ in range(4):
        started = hand_started(game.apply(DEAL))
        dealers.append(started.dealer)
        assert started.starter == (started.dealer + 1) % 3
        while game.question is not Question.NEXT_HAND:
            answers = game.legal_answers()
            game.apply(answers[-1] if game.question is not Question.COLOR else Color.RED)
    assert dealers[1:] == [(dealers[0] + k) % 3 for k in (1, 2, 3)]


# ------------------------------------------------------------------ the first card: a party wild


@pytest.mark.parametrize(
    ("first", "custom_rule"),
    [
        ("SWAP HANDS", CustomRule.WILD),
        ("CUSTOM WILD", CustomRule.WILD),
        ("CUSTOM WILD", CustomRule.ROTATE),
        ("CUSTOM WILD", CustomRule.EVERYONE_TAKES),
    ],
)
@pytest.mark.parametrize(("first_wild", "namer"), [(FirstWild.DEALER, 0), (FirstWild.STARTER, 1)])
def test_a_first_party_wild_acts_as_a_first_wild(first, custom_rule, first_wild, namer):
    game, events = dealt_game(
        4,
        starter=1,
        first=first,
        deck=Deck.PARTY,
        custom_rule=custom_rule,
        first_wild=first_wild,
    )
    assert log(events)[2:] == [f"first {first}"]
    dealt = hands_of(game)
    assert (game.question, game.turn) == (Question.COLOR, namer)  # the dealer is seat 0
    assert game.legal_answers() == CLASSIC_COLORS
    # Its color only: no swap question, no rotation, nobody takes.
    assert log(game.apply(Color.GREEN)) == [f"{namer} names GREEN"]
    assert hands_of(game) == dealt and all(len(hand) == 7 for hand in dealt)
    assert (game.question, game.turn, game.current_color) == (Question.MOVE, 1, Color.GREEN)
    assert names(game.discard_pile) == [first]
    assert_whole_deck(game)
