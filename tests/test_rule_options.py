"""The rule options of the official and house rules, each rule built and its outcome checked:
the Draw Four challenge and its test, the take rules, the first card, who starts, the UNO
penalty's size. Expected outcomes are worked out from the rules, by hand."""

from __future__ import annotations

from collections import Counter
from collections.abc import Sequence

import pytest

from uno_classic import events as ev
from uno_classic.cards import CLASSIC_DECK, Card, Color
from uno_classic.game import DEAL, TAKE, Game, IllegalAnswer, Question
from uno_classic.randomness import Purpose, derive, shuffled
from uno_classic.rules import Refusal
from uno_classic.variants import (
    DrawFour,
    DrawFourTest,
    FirstCard,
    Rules,
    Starter,
    Take,
)

from .eventlog import describe_all
from .tables import arranged_game, dealt_game, names

pytestmark = pytest.mark.rules

# Harmless fillers: no red, no 5, no wild; seat 0's has no yellow either.
FILL = ["GREEN 2, GREEN 3, GREEN 4", "YELLOW 2, YELLOW 3, YELLOW 4", "GREEN 6, GREEN 7, GREEN 8"]


# ------------------------------------------------------------------ the Draw Four challenge


def test_under_bluff_a_draw_four_may_be_played_while_holding_the_color():
    game = arranged_game(
        [f"DRAW FOUR, RED 2, {FILL[0]}", FILL[1], FILL[2]], top="RED 5", draw_four=DrawFour.BLUFF
    )
    assert game.refusal(Card.parse("DRAW FOUR")) is None
    assert Card.parse("DRAW FOUR") in game.legal_answers()
    restricted = arranged_game([f"DRAW FOUR, RED 2, {FILL[0]}", FILL[1], FILL[2]], top="RED 5")
    assert restricted.refusal(Card.parse("DRAW FOUR")) is Refusal.DRAW_FOUR_WITH_COLOR


def play_draw_four(game: Game, color: Color = Color.BLUE) -> list[str]:
    events = list(game.apply(Card.parse("DRAW FOUR")))
    events += game.apply(color)
    return describe_all(events)


def test_a_bluff_found_out_costs_its_player_four_and_the_challenger_moves():
    game = arranged_game(
        [f"DRAW FOUR, RED 2, {FILL[0]}", FILL[1], FILL[2]], top="RED 5", draw_four=DrawFour.BLUFF
    )
    assert play_draw_four(game) == ["0 plays DRAW FOUR", "0 names BLUE"]
    # The next player is asked; nobody has taken anything yet.
    assert (game.question, game.turn) == (Question.CHALLENGE, 1)
    assert game.legal_answers() == [True, False]
    assert [len(hand) for hand in game.hands] == [4, 3, 3]
    assert describe_all(game.apply(True)) == ["1 challenges 0", "0 was bluffing", "0 takes 4"]
    assert [len(hand) for hand in game.hands] == [8, 3, 3]
    assert (game.question, game.turn, game.current_color) == (Question.MOVE, 1, Color.BLUE)


def test_a_challenge_of_an_honest_draw_four_costs_the_challenger_six_and_its_turn():
    # Seat 0 holds no red and nothing else that matches RED 5: not a bluff.
    game = arranged_game(
        [f"DRAW FOUR, {FILL[0]}, YELLOW 9", FILL[1], FILL[2]], top="RED 5", draw_four=DrawFour.BLUFF
    )
    play_draw_four(game)
    assert describe_all(game.apply(True)) == [
        "1 challenges 0",
        "0 was not bluffing",
        "1 takes 6",
        "1 skipped",
    ]
    assert [len(hand) for hand in game.hands] == [4, 9, 3]
    assert (game.question, game.turn) == (Question.MOVE, 2)


def test_a_draw_four_not_challenged_costs_four_and_the_turn_bluff_or_not():
    game = arranged_game(
        [f"DRAW FOUR, RED 2, {FILL[0]}", FILL[1], FILL[2]], top="RED 5", draw_four=DrawFour.BLUFF
    )
    play_draw_four(game)
    assert describe_all(game.apply(False)) == ["1 takes 4", "1 skipped"]
    assert (game.question, game.turn) == (Question.MOVE, 2)


def test_the_challenger_sees_the_hand_as_it_was_just_after_the_play():
    game = arranged_game(
        [f"DRAW FOUR, RED 2, {FILL[0]}", FILL[1], FILL[2]], top="RED 5", draw_four=DrawFour.BLUFF
    )
    play_draw_four(game)
    challenged = next(e for e in game.apply(True) if isinstance(e, ev.Challenged))
    assert names(challenged.hand) == ["RED 2", "GREEN 2", "GREEN 3", "GREEN 4"]


def test_with_two_players_a_wrong_challenge_gives_the_player_of_the_draw_four_another_turn():
    game = arranged_game(
        [f"DRAW FOUR, {FILL[0]}, YELLOW 9", FILL[1]], top="RED 5", draw_four=DrawFour.BLUFF
    )
    play_draw_four(game)
    assert describe_all(game.apply(True))[-2:] == ["1 takes 6", "1 skipped"]
    assert game.turn == 0


def test_a_draw_four_that_goes_out_is_never_challenged():
    game = arranged_game(["DRAW FOUR", FILL[1], FILL[2]], top="RED 5", draw_four=DrawFour.BLUFF)
    log = describe_all(game.apply(Card.parse("DRAW FOUR")))
    assert log[:2] == ["0 plays DRAW FOUR", "1 takes 4"]  # no color, no question
    assert log[2].startswith("0 wins hand ") and len(log) == 3
    assert game.question is Question.NEXT_HAND


def test_the_uno_check_comes_before_the_challenge():
    game = arranged_game(
        ["DRAW FOUR, RED 2", FILL[1], FILL[2]], top="RED 5", draw_four=DrawFour.BLUFF
    )
    assert play_draw_four(game) == ["0 plays DRAW FOUR", "0 names BLUE", "0 uno"]
    assert game.question is Question.CHALLENGE


def test_a_taken_draw_four_may_be_played_as_a_bluff_and_is_judged_on_the_hand_then():
    game = arranged_game(
        [f"RED 2, {FILL[0]}", FILL[1], FILL[2]],
        top="RED 5",
        stock="DRAW FOUR",
        draw_four=DrawFour.BLUFF,
    )
    game.apply(TAKE)
    assert game.question is Question.PLAY_TAKEN  # playable under bluff despite the RED 2
    game.apply(True)
    game.apply(Color.GREEN)
    assert describe_all(game.apply(True))[1:] == ["0 was bluffing", "0 takes 4"]


def test_a_first_draw_four_is_never_challenged():
    game, _ = dealt_game(3, starter=0, first="DRAW FOUR", then="RED 3", draw_four=DrawFour.BLUFF)
    assert game.question is Question.MOVE  # it went back into the stock, as in the classic game


def test_under_free_a_draw_four_is_never_refused_nor_challenged():
    game = arranged_game(
        [f"DRAW FOUR, RED 2, {FILL[0]}", FILL[1], FILL[2]], top="RED 5", draw_four=DrawFour.FREE
    )
    assert play_draw_four(game) == ["0 plays DRAW FOUR", "0 names BLUE", "1 takes 4", "1 skipped"]
    assert (game.question, game.turn) == (Question.MOVE, 2)


# The test: BLUE 5 matches RED 5 by rank only; the hand has no red.
RANK_ONLY = f"DRAW FOUR, BLUE 5, {FILL[0]}"


def test_the_color_test_counts_only_cards_of_the_color_in_force():
    game = arranged_game([RANK_ONLY, FILL[1], FILL[2]], top="RED 5")
    assert game.refusal(Card.parse("DRAW FOUR")) is None
    bluff = arranged_game([RANK_ONLY, FILL[1], FILL[2]], top="RED 5", draw_four=DrawFour.BLUFF)
    play_draw_four(bluff)
    assert "0 was not bluffing" in describe_all(bluff.apply(True))


def test_the_match_test_counts_any_card_that_could_have_been_played_but_wilds():
    game = arranged_game(
        [RANK_ONLY, FILL[1], FILL[2]], top="RED 5", draw_four_test=DrawFourTest.MATCH
    )
    assert game.refusal(Card.parse("DRAW FOUR")) is Refusal.DRAW_FOUR_WITH_MATCH
    assert Card.parse("DRAW FOUR") not in game.legal_answers()
    bluff = arranged_game(
        [RANK_ONLY, FILL[1], FILL[2]],
        top="RED 5",
        draw_four_test=DrawFourTest.MATCH,
        draw_four=DrawFour.BLUFF,
    )
    play_draw_four(bluff)
    assert "0 was bluffing" in describe_all(bluff.apply(True))


def test_the_match_test_does_not_count_a_wild():
    hands = [f"DRAW FOUR, COLOR CHANGE, {FILL[0]}", FILL[1], FILL[2]]
    game = arranged_game(hands, top="RED 5", draw_four_test=DrawFourTest.MATCH)
    assert game.refusal(Card.parse("DRAW FOUR")) is None


# ------------------------------------------------------------------ taking


def test_under_keep_a_playable_taken_card_is_kept_and_the_turn_passes():
    game = arranged_game([FILL[0], FILL[1], FILL[2]], top="RED 5", stock="RED 9", take=Take.KEEP)
    assert describe_all(game.apply(TAKE)) == ["0 takes 1"]
    assert (game.question, game.turn) == (Question.MOVE, 1)
    assert "RED 9" in names(game.hands[0])


def test_until_playable_takes_until_a_playable_card_which_may_be_played():
    game = arranged_game(
        [FILL[0], FILL[1], FILL[2]],
        top="RED 5",
        stock="BLUE 2, YELLOW 9, RED 9",
        take=Take.UNTIL_PLAYABLE,
    )
    assert describe_all(game.apply(TAKE)) == ["0 takes 3"]
    assert (game.question, game.turn, game.taken) == (Question.PLAY_TAKEN, 0, Card.parse("RED 9"))
    assert names(game.hands[0])[-3:] == ["BLUE 2", "YELLOW 9", "RED 9"]
    assert describe_all(game.apply(True)) == ["0 plays RED 9"]


def test_until_playable_passes_over_a_draw_four_that_may_not_be_played():
    # Holding YELLOW 1, a Draw Four may not be played on YELLOW 5: the taking goes on.
    game = arranged_game(
        [f"YELLOW 1, {FILL[0]}", FILL[1], FILL[2]],
        top="YELLOW 5",
        stock="DRAW FOUR, BLUE 3, YELLOW 9",
        take=Take.UNTIL_PLAYABLE,
    )
    assert describe_all(game.apply(TAKE)) == ["0 takes 3"]
    assert game.taken is Card.parse("YELLOW 9")
    # Without yellow the Draw Four may be played, and the taking stops at it.
    free = arranged_game(
        [FILL[0], FILL[2], FILL[2].replace("GREEN", "BLUE")],
        top="YELLOW 5",
        stock="DRAW FOUR, BLUE 3, YELLOW 9",
        take=Take.UNTIL_PLAYABLE,
    )
    assert describe_all(free.apply(TAKE)) == ["0 takes 1"]
    assert free.taken is Card.parse("DRAW FOUR")


def test_until_playable_goes_on_through_a_reshuffle():
    # The stock holds only BLUE 2; every other card is under the top card.
    game = arranged_game(
        [FILL[0], FILL[1], FILL[2]],
        top="RED 5",
        stock="BLUE 2",
        rest="discard",
        take=Take.UNTIL_PLAYABLE,
    )
    events = list(game.apply(TAKE))
    log = describe_all(events)
    assert log[0].startswith("reshuffled ") and log[1].startswith("0 takes ")
    took = events[1]
    assert isinstance(took, ev.Took)
    taken = took.cards
    assert taken[0] is Card.parse("BLUE 2")
    playable = [c.color is Color.RED or c.rank.value == 5 or c.is_wild for c in taken]
    assert playable[-1] and not any(playable[:-1])  # it stopped at the first playable card
    assert game.question is Question.PLAY_TAKEN and game.taken is taken[-1]
    assert Counter(game.all_cards()) == Counter(CLASSIC_DECK)


def test_until_playable_with_no_card_left_takes_what_there_is_and_the_turn_passes():
    # Seat 2 holds every card not named; the stock has only BLUE 2 and the pile only RED 5.
    game = arranged_game(
        [FILL[0], FILL[1], FILL[2]], top="RED 5", stock="BLUE 2", rest=2, take=Take.UNTIL_PLAYABLE
    )
    assert describe_all(game.apply(TAKE)) == ["0 takes 1"]
    assert (game.question, game.turn) == (Question.MOVE, 1)


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


# ------------------------------------------------------------------ the UNO penalty


@pytest.mark.parametrize("cards", [2, 4])
def test_a_missed_uno_costs_the_cards_the_rules_say(cards):
    game = arranged_game(
        ["RED 2, GREEN 2", FILL[1], FILL[2]], top="RED 5", uno_penalty=0.999, uno_cards=cards
    )
    assert describe_all(game.apply(Card.parse("RED 2"))) == [
        "0 plays RED 2",
        "0 missed uno",
        f"0 takes {cards}",
    ]


def test_rules_refuse_an_unknown_uno_penalty_size_or_a_wrong_kind_of_value():
    with pytest.raises(ValueError, match="uno_cards"):
        Rules(uno_cards=3)
    with pytest.raises(ValueError, match="take"):
        Rules(take="keep")  # type: ignore[arg-type]
    with pytest.raises(IllegalAnswer):
        arranged_game([FILL[0], FILL[1], FILL[2]], top="RED 5").apply(True)


def test_the_challenger_sees_the_hand_before_any_missed_uno_cards():
    # Down to one card with the Draw Four and caught not saying UNO: the two penalty cards
    # came after the play, so the hand shown to a challenger is the one card it kept.
    game = arranged_game(
        ["DRAW FOUR, RED 2", FILL[1], FILL[2]],
        top="RED 5",
        uno_penalty=0.999,
        draw_four=DrawFour.BLUFF,
    )
    assert play_draw_four(game)[-2:] == ["0 missed uno", "0 takes 2"]
    challenged = next(e for e in game.apply(True) if isinstance(e, ev.Challenged))
    assert names(challenged.hand) == ["RED 2"]
