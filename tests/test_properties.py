"""Whole seeded games checked after every answer, against rules re-stated outside the game.

The checks below do not use the engine's rule code: legality and points come from card names
(tools/rules_by_name.py), hand sizes from the events, so a bug in the engine cannot hide
itself.
"""

from __future__ import annotations

from collections import Counter

import pytest
from hypothesis import given
from hypothesis import strategies as st

from tools.rules_by_name import legal, points_of
from uno_classic import events as ev
from uno_classic.cards import CLASSIC_DECK, Card, Color
from uno_classic.game import DEAL, Game, Question, Rules
from uno_classic.strategies import STRATEGIES, computer_answer

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

    def check_answer(self, answer: object) -> None:
        game = self.game
        if game.question is Question.MOVE and isinstance(answer, Card):
            hand = [c.name for c in game.hands[game.turn]]
            color = game.current_color.value if game.current_color else ""
            assert legal(hand, answer.name, game.top_card.name, color), (hand, answer)
        if game.question is Question.PLAY_TAKEN and answer is True:
            taken = game.taken
            assert taken is not None
            hand = [c.name for c in game.hands[game.turn]]
            color = game.current_color.value if game.current_color else ""
            assert legal(hand, taken.name, game.top_card.name, color)

    def check_events(self, events: list[ev.Event]) -> None:
        game = self.game
        for event in events:
            match event:
                case ev.Dealt(hands):
                    self.sizes = [len(hand) for hand in hands]
                case ev.Played(seat, _):
                    self.sizes[seat] -= 1
                case ev.Took(seat, cards):
                    self.sizes[seat] += len(cards)
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
)
mixes = st.lists(st.sampled_from(["normal", "random"]), min_size=1, max_size=3)


@given(rules=tables, seed=st.integers(0, 2**32), names=mixes)
def test_whole_games_keep_every_rule_and_every_card(rules, seed, names):
    play_checked(rules, seed, names)


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


def test_colors_named_by_computers_are_colors():
    game = Game(Rules(players=3), seed=9)
    game.apply(DEAL)
    while game.question is not Question.NEXT_HAND:
        answer = computer_answer(game, STRATEGIES["normal"])
        if game.question is Question.COLOR:
            assert isinstance(answer, Color)
        game.apply(answer)
