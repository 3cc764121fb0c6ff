"""Whole seeded games checked after every answer, against rules re-stated outside the game.

The checks below do not use the engine's rule code: legality and points come from card names
(tools/rules_by_name.py), hand sizes from the events, so a bug in the engine cannot hide
itself.
"""

from __future__ import annotations

import dataclasses
from collections import Counter

import pytest
from hypothesis import given
from hypothesis import strategies as st

from tools.rules_by_name import legal, points_of
from uno_classic import events as ev
from uno_classic.cards import CLASSIC_DECK, Card, Color
from uno_classic.game import DEAL, TAKE, Game, Question, Rules
from uno_classic.strategies import STRATEGIES, computer_answer
from uno_classic.variants import (
    PRESETS,
    DrawFour,
    DrawFourTest,
    FirstCard,
    FirstWild,
    Starter,
    Take,
)

pytestmark = pytest.mark.rules

FULL_DECK = Counter(CLASSIC_DECK)  # its make-up is pinned by test_cards.py


class Referee:
    """Follows one game through its events and checks every rule it can see."""

    def __init__(self, game: Game) -> None:
        self.game = game
        self.sizes = [0] * game.players
        self.scores = [0] * game.players
        self.hands_won = 0
        self.hands_abandoned = 0
        rules = game.rules
        test = "color" if rules.draw_four_test is DrawFourTest.COLOR else "match"
        self.test = test
        """The Draw Four test by its name in tools/rules_by_name.py."""
        self.draw_four = test if rules.draw_four is DrawFour.RESTRICTED else "any"
        """When a Draw Four may be played, by the same names."""
        self.bluff: bool | None = None
        """Whether the last Draw Four played was a bluff, worked out by name."""
        self.before: tuple[list[str], str, str] = ([], "", "")
        """The hand, top card and color before the answer."""

    def table(self) -> tuple[list[str], str, str]:
        game = self.game
        color = game.current_color.value if game.current_color else ""
        return [c.name for c in game.hands[game.turn]], game.top_card.name, color

    def check_answer(self, answer: object) -> None:
        game = self.game
        question = game.question
        if question in (Question.MOVE, Question.PLAY_TAKEN):
            self.before = hand, top, color = self.table()
        if question is Question.MOVE and isinstance(answer, Card):
            assert legal(hand, answer.name, top, color, self.draw_four), (hand, answer)
            played = answer
        elif question is Question.PLAY_TAKEN and answer is True:
            taken = game.taken
            assert taken is not None
            assert legal(hand, taken.name, top, color, self.draw_four)
            played = taken
        else:
            return
        if played.name == "DRAW FOUR" and game.rules.draw_four is DrawFour.BLUFF:
            self.bluff = not legal(hand, "DRAW FOUR", top, color, self.test)

    def check_take(self, events: list[ev.Event]) -> None:
        """A turn's take, by the take rule: one card, or cards until a playable one."""
        game = self.game
        hand, top, color = self.before
        took = [e for e in events if isinstance(e, ev.Took)]
        assert len(took) == 1
        cards = [c.name for c in took[0].cards]
        rule = game.rules.take
        offered = game.question is Question.PLAY_TAKEN
        if rule is not Take.UNTIL_PLAYABLE:
            assert len(cards) <= 1
            assert not (offered and rule is Take.KEEP)
            if cards and rule is Take.PLAY:
                assert offered == legal([*hand, *cards], cards[0], top, color, self.draw_four)
            return
        playable = [
            legal([*hand, *cards[: i + 1]], card, top, color, self.draw_four)
            for i, card in enumerate(cards)
        ]
        assert not any(playable[:-1])  # it stops at the first playable card
        assert offered == (bool(playable) and playable[-1])
        if not offered:  # nothing playable came: there was nothing left to take
            assert len(game.stock) == 0 and len(game.discard_pile) == 1

    def check_events(self, events: list[ev.Event]) -> None:
        game = self.game
        missed: int | None = None
        turned: list[Card] = []
        for event in events:
            match event:
                case ev.FirstCardTurned(card):
                    turned.append(card)
                case ev.MissedUno(seat):
                    missed = seat
                case ev.ChallengeSettled(_, bluffing):
                    assert bluffing == self.bluff
                case ev.Dealt(hands):
                    self.sizes = [len(hand) for hand in hands]
                case ev.Played(seat, _):
                    self.sizes[seat] -= 1
                case ev.Took(seat, cards):
                    self.sizes[seat] += len(cards)
                    if seat == missed:  # the missed UNO's cards, or what there was
                        assert len(cards) == game.rules.uno_cards or not game.stock
                        missed = None
                case ev.HandWon(seat, points, remaining, scores):
                    assert [len(hand) for hand in remaining] == self.sizes
                    assert remaining[seat] == ()
                    assert points == sum(points_of(c.name) for h in remaining for c in h)
                    self.scores[seat] += points
                    assert list(scores) == self.scores
                    self.hands_won += 1
                case ev.HandAbandoned(_, turns):
                    assert turns >= game.rules.turn_limit
                    self.hands_abandoned += 1  # and no score changed: checked below
                case ev.GameWon(seat, scores):
                    assert list(scores) == self.scores
                    assert [s >= game.rules.target for s in scores].count(True) == 1
                    assert scores[seat] >= game.rules.target
        if turned and game.rules.first_card is FirstCard.NUMBER:
            assert [c.rank.is_number for c in turned] == [False] * (len(turned) - 1) + [True]
        # Every change in a hand's size was told by an event.
        assert game.scores == self.scores
        if game.hand_number:
            assert [len(hand) for hand in game.hands] == self.sizes
            assert Counter(game.all_cards()) == FULL_DECK


def play_checked(rules: Rules, seed: int, names: list[str]) -> list[ev.Event]:
    game = Game(rules, seed=seed)
    referee = Referee(game)
    strategies = [STRATEGIES[names[seat % len(names)]] for seat in range(rules.players)]
    log: list[ev.Event] = []
    while game.question is not Question.GAME_OVER:
        # A game that does not end is a bug: fail instead of hanging the suite.
        assert len(log) < 200_000, "the game does not end"
        answer = (
            DEAL
            if game.question is Question.NEXT_HAND
            else computer_answer(game, strategies[game.turn])
        )
        referee.check_answer(answer)
        events = list(game.apply(answer))
        if answer is TAKE:
            referee.check_take(events)
        referee.check_events(events)
        log += events
    assert game.winner is not None
    assert [s >= rules.target for s in game.scores].count(True) == 1
    assert referee.hands_won + referee.hands_abandoned == game.hand_number
    return log


tables = st.builds(
    Rules,
    players=st.integers(2, 10),
    target=st.sampled_from([50, 150, 500]),
    uno_penalty=st.sampled_from([0.0, 0.25, 0.9]),
    draw_four=st.sampled_from(DrawFour),
    draw_four_test=st.sampled_from(DrawFourTest),
    take=st.sampled_from(Take),
    first_card=st.sampled_from(FirstCard),
    first_wild=st.sampled_from(FirstWild),
    starter=st.sampled_from(Starter),
    uno_cards=st.sampled_from([2, 4]),
)
"""Every option value, in any combination (the presets are some of them)."""
mixes = st.lists(st.sampled_from(["normal", "random"]), min_size=1, max_size=3)


@given(rules=tables, seed=st.integers(0, 2**32), names=mixes)
def test_whole_games_keep_every_rule_and_every_card(rules, seed, names):
    play_checked(rules, seed, names)


@pytest.mark.parametrize("preset", sorted(PRESETS))
@pytest.mark.parametrize("players", [2, 4, 7])
def test_every_preset_plays_whole_games_by_its_rules(preset, players):
    rules = dataclasses.replace(PRESETS[preset], players=players, target=200)
    for seed in range(4):
        play_checked(rules, seed, ["normal", "random"])


@given(rules=tables, seed=st.integers(0, 2**32), names=mixes)
def test_the_same_seed_gives_the_same_event_stream(rules, seed, names):
    assert play_checked(rules, seed, names) == play_checked(rules, seed, names)


@given(seed=st.integers(0, 2**32), players=st.integers(2, 10))
def test_changing_the_strategies_never_changes_a_deal(seed, players):
    def deals(name: str) -> list[object]:
        game = Game(Rules(players=players, target=10**6), seed=seed)
        found: list[object] = []
        for _ in range(3):  # three hands, each played out by the strategy
            events = list(game.apply(DEAL))
            found += [e for e in events if isinstance(e, ev.HandStarted | ev.Dealt)]
            found.append(game.discard_pile[0])
            while game.question is not Question.NEXT_HAND:
                game.apply(computer_answer(game, STRATEGIES[name]))
        return found

    assert deals("normal") == deals("random")


def test_the_properties_cover_first_wilds_reshuffles_and_empty_takes():
    """The seeded games above are only worth their checks if the rare paths happen."""
    seen: Counter[str] = Counter()
    for seed in range(60):
        for event in play_checked(Rules(players=7, target=200, uno_penalty=0.25), seed, ["random"]):
            seen[type(event).__name__] += 1
            if isinstance(event, ev.FirstCardTurned) and event.card.is_wild:
                seen["first wild"] += 1
            if isinstance(event, ev.Took) and not event.cards:
                seen["nothing to take"] += 1
    for kind in (
        "Reshuffled",
        "FirstCardReturned",
        "first wild",
        "MissedUno",
        "SaidUno",
        "DirectionReversed",
        "Skipped",
    ):
        assert seen[kind] > 0, kind


def test_the_properties_cover_the_rule_options_rare_paths():
    seen: Counter[str] = Counter()
    variants = [
        Rules(players=5, target=200, draw_four=DrawFour.BLUFF, take=Take.UNTIL_PLAYABLE),
        Rules(players=3, target=200, draw_four=DrawFour.BLUFF, draw_four_test=DrawFourTest.MATCH),
        Rules(players=9, target=200, first_card=FirstCard.NUMBER, starter=Starter.CUT),
        Rules(players=4, target=200, first_card=FirstCard.NO_WILDS, take=Take.KEEP, uno_cards=4),
    ]
    for rules in variants:
        for seed in range(12):
            for event in play_checked(rules, seed, ["random", "normal"]):
                seen[type(event).__name__] += 1
                match event:
                    case ev.ChallengeSettled(_, bluffing):
                        seen["bluff caught" if bluffing else "honest draw four"] += 1
                    case ev.Took(_, cards) if len(cards) >= 3:
                        seen["three or more taken"] += 1
                    case ev.FirstCardTurned(card) if not card.rank.is_number:
                        seen["first card not a number"] += 1
    for kind in (
        "bluff caught",
        "honest draw four",
        "three or more taken",
        "Cut",
        "DealerChosen",
        "first card not a number",
        "FirstCardReturned",
        "MissedUno",
    ):
        assert seen[kind] > 0, kind
    assert seen["Cut"] > seen["DealerChosen"] * 9  # some cuts were tied and cut again


def test_colors_named_by_computers_are_colors():
    game = Game(Rules(players=3), seed=9)
    game.apply(DEAL)
    while game.question is not Question.NEXT_HAND:
        answer = computer_answer(game, STRATEGIES["normal"])
        if game.question is Question.COLOR:
            assert isinstance(answer, Color)
        game.apply(answer)
