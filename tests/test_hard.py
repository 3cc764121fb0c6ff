"""``hard``, the searching computer player: legal, honest, deterministic, stronger where a
position shows it, and a level of the game and of ``simulate``.

Legality is judged by the referee of tests/test_properties.py, which reads the rules by card
name and not through the engine. Honesty is the test the issue asks for: moving the cards
a seat cannot see never changes its choice, while a search allowed to see them does change
its choice. The one position worked out by hand is explained beside it.
"""

from __future__ import annotations

import dataclasses
import random
import re
import subprocess
import sys
from collections import Counter
from collections.abc import Sequence
from typing import Any

import pytest

from uno_classic import events as ev
from uno_classic.cards import Card, Color
from uno_classic.cli import replay_transcript
from uno_classic.game import Game
from uno_classic.levels import STRATEGIES
from uno_classic.questions import DEAL, Answer, Question
from uno_classic.search import HardStrategy
from uno_classic.strategies import (
    NormalStrategy,
    RandomStrategy,
    Strategy,
    computer_answer,
)
from uno_classic.transcript import Transcript
from uno_classic.variants import PRESETS, Rules, Stacking

from .test_game_copies import permuted_unseen
from .test_levels import ALWAYS_TAKE, TRANSCRIPTS, computer_plays, engine_plays, run
from .test_properties import Referee

hard = HardStrategy()
"""At the level's own budget: for what the product does."""
quick = HardStrategy(playouts=16, min_deals=4, horizon=8)
"""A small budget: for what does not depend on how much it searches."""
normal = NormalStrategy()
easy = RandomStrategy()

SEARCHED = (Question.MOVE, Question.COLOR, Question.SWAP, Question.PLAY_TAKEN, Question.JUMP_IN)
"""The questions ``hard`` answers by searching (a CHALLENGE it answers as ``normal``)."""


def card(name: str) -> Card:
    return Card.parse(name)


def table(preset: str, players: int, **changes: Any) -> Rules:
    return dataclasses.replace(PRESETS[preset], players=players, target=500, **changes)


def asked(game: Game) -> int:
    """How many distinct answers the question has (1: nothing to choose)."""
    if game.question is Question.MOVE:
        return len(game.legal_answers()) - 1  # (a take is an answer only with no play)
    return len(game.legal_answers())


# --------------------------------------------------------------------------- legal


HOUSE = {"seven_zero": True, "jump_in": True}
EVERY = {"MOVE", "COLOR", "PLAY_TAKEN"}
TABLES = {
    # name: (rules, what hard must have been asked in the first three hands; "PENALTY": a
    # move with a penalty pending)
    "classic": (table("classic", 4), EVERY),
    "official": (table("official", 3), {*EVERY, "CHALLENGE"}),
    "house": (table("house", 4), {*EVERY, "CHALLENGE"}),
    "party": (table("party", 4), {*EVERY, "CHALLENGE", "SWAP", "PENALTY"}),
    "eight-color": (table("eight-color", 3), {"MOVE", "COLOR", "PENALTY"}),
    "2-seven-zero-jump-in": (table("classic", 2, **HOUSE), {*EVERY, "SWAP", "JUMP_IN"}),
    "6-party-seven-zero-jump-in": (
        table("party", 6, **HOUSE),
        {*EVERY, "CHALLENGE", "SWAP", "JUMP_IN", "PENALTY"},
    ),
    "stacking-add": (table("official", 4, stacking=Stacking.ADD), {*EVERY, "PENALTY"}),
    "6-house-stacking-jump-in": (
        table("house", 6, stacking=Stacking.PASS, **HOUSE),
        {*EVERY, "CHALLENGE", "SWAP", "JUMP_IN", "PENALTY"},
    ),
}


@pytest.mark.parametrize("name", list(TABLES))
def test_hard_answers_every_question_legally_beside_normal_and_easy(name):
    """Three hands, ``hard`` in seats 0 and 3 (when there is one), every answer checked by
    the referee before the engine takes it."""
    rules, wanted = TABLES[name]
    lineup: list[Strategy] = [quick, normal, easy, quick, normal, easy]
    seated = lineup[: rules.players]
    game = Game(rules, seed=len(name))
    referee = Referee(game)
    heard: Counter[str] = Counter()
    while game.hand_number <= 3 and game.question is not Question.GAME_OVER:
        question = game.question
        if question is Question.NEXT_HAND:
            referee.answer(DEAL)
            continue
        strategy = seated[game.turn]
        if strategy is quick:
            heard["PENALTY" if game.pending else question.name] += 1
        referee.answer(computer_answer(game, strategy))
    assert wanted <= set(heard), heard
    assert heard["MOVE"] > 20


# --------------------------------------------------------------------------- honest


class Peeking(HardStrategy):
    """A cheat: its samples are copies of the real game, nothing re-dealt."""

    def _best(self, view: Any, answers: Sequence[Any], rng: random.Random) -> Any:
        return super()._best(_Peek(view), answers, rng)


class _Peek:
    def __init__(self, view: Any) -> None:
        self._view = view

    def __getattr__(self, name: str) -> Any:
        return getattr(self._view, name)

    def sample(self, rng: random.Random) -> Game:
        game: Game = self._view._game  # the real game, every hand in it
        return game.copy(rng.getrandbits(64))


def positions() -> list[Game]:
    """Positions from seeded games where a searched question has more than one answer: every
    fourth such and every SWAP and JUMP_IN, eight from each of five tables (normal in every
    seat, to be quick)."""
    found = []
    for rules, seed in [
        (table("classic", 4), 1),
        (table("party", 4), 2),
        (table("classic", 4, **HOUSE), 3),
        (table("eight-color", 3), 4),
        (table("house", 3, **HOUSE), 5),
    ]:
        game = Game(rules, seed=seed, record_events=False)
        kept = every = 0
        while kept < 8 and game.question is not Question.GAME_OVER:
            if game.question is Question.NEXT_HAND:
                game.apply(DEAL)
                continue
            if game.question in SEARCHED and asked(game) > 1:
                every += 1
                if every % 4 == 0 or game.question in (Question.SWAP, Question.JUMP_IN):
                    found.append(game.copy())
                    kept += 1
            game.apply(computer_answer(game, normal))
    return found


POSITIONS = positions()


def answer_of(game: Game, strategy: Strategy) -> Answer:
    """The strategy's answer, the game left as it was (its streams are the copy's)."""
    return computer_answer(game.copy(), strategy)


def test_the_positions_are_many_and_of_every_searched_question():
    kinds = Counter(game.question for game in POSITIONS)
    assert len(POSITIONS) >= 30 and set(kinds) == set(SEARCHED), kinds
    knowing = [g for g in POSITIONS if g.known is not None and any(g.known[g.turn])]
    assert knowing  # some where the seat knows cards of another hand (after a swap or a pass)


def test_where_the_unseen_cards_are_never_changes_hards_choice():
    """The issue's test: the cards the seat cannot see moved at random (every count, and
    every card it knows to be in a hand, kept), the same random streams: the same choice."""
    differs_from_normal = 0
    for i, game in enumerate(POSITIONS):
        seat = game.turn
        moved = permuted_unseen(game, seat, random.Random(i))
        assert [moved.hands, moved.stock] != [game.hands, game.stock]
        assert moved.hands[seat] == game.hands[seat]
        choice = answer_of(game, hard)
        assert answer_of(moved, hard) == choice, (i, game.question)
        differs_from_normal += choice != answer_of(game, normal)
    assert differs_from_normal >= 10  # (it does search: 19 of its 40 choices are not normal's)


def test_a_search_that_sees_the_unseen_cards_is_caught_by_the_same_test():
    peeking = Peeking()
    caught = [
        i
        for i, game in enumerate(POSITIONS)
        if answer_of(permuted_unseen(game, game.turn, random.Random(i)), peeking)
        != answer_of(game, peeking)
    ]
    assert len(caught) >= 10, caught  # (24 of the 40)


# --------------------------------------------------------------------------- deterministic


def test_hards_choice_depends_on_the_tiebreak_stream_not_on_the_games_other_streams():
    """The same position with every random stream of the game made from another seed (the
    reshuffles, UNO checks, later deals), the same tie-break stream handed in: the same
    choice; and the tie-break stream is left where ``normal`` leaves it, so seating
    ``hard`` never changes the luck of the other seats."""
    for game in POSITIONS[::3]:
        if game.question is not Question.MOVE:
            continue
        choices, states = set(), set()
        for seed in (1, 2, 3):
            other = game.copy(seed)
            view = other.view(other.turn)
            rng = random.Random(5)
            choices.add(hard.choose_play(view, rng))
            states.add(rng.getstate())
        after_normal = random.Random(5)
        normal.choose_play(game.view(game.turn), after_normal)
        assert len(choices) == 1
        assert states == {after_normal.getstate()}


def test_the_same_seed_plays_the_same_game_with_hard_seated():
    def events() -> list[ev.Event]:
        game = Game(table("party", 3, **HOUSE), seed=9)
        seated: list[Strategy] = [quick, normal, quick]
        log: list[ev.Event] = []
        while game.hand_number <= 2 and game.question is not Question.GAME_OVER:
            if game.question is Question.NEXT_HAND:
                log += game.apply(DEAL)
            else:
                log += game.apply(computer_answer(game, seated[game.turn]))
        return log

    first = events()
    assert len(first) > 50 and events() == first


# --------------------------------------------------------------------------- stronger


def test_hard_sheds_the_card_that_wins_where_normal_plays_the_one_that_loses():
    """Two players; ``hard`` (seat 0) holds RED 5 and RED 9 on a RED 3; seat 1 holds one
    card. Every card but the six non-red 9s is in sight (the pile, and hard's hand), and
    UNO is never missed. Worked out by hand:

    * ``normal`` plays the RED 9 (both cards are of the current color; the 9 scores
      more). Seat 1's card can only be a GREEN, BLUE or YELLOW 9: it plays it on the RED 9
      and goes out. Lost at once, whatever the deal.
    * The RED 5 instead: seat 1's 9 is neither red nor a 5, nor is the card it takes (the
      stock holds only the other 9s), so it keeps both; then hard's RED 9 goes on the RED 5
      by color and hard is out. Won, whatever the deal.

    Each answer is also played out through the engine, so the story is checked too."""
    rules = Rules(players=2, target=500, uno_penalty=0.0)
    nines = [card(f"{color} 9") for color in ("GREEN", "BLUE", "YELLOW") for _ in range(2)]
    mine = [card("RED 5"), card("RED 9")]
    pile = list(rules.cards)  # (every card of the deck)
    for c in [*nines, *mine, card("RED 3")]:
        pile.remove(c)
    pile.append(card("RED 3"))

    def position() -> Game:
        return Game.at_position(
            rules,
            seed=1,
            hands=[mine, nines[:1]],
            stock=nines[1:],
            discard_pile=pile,
            current_color=Color.RED,
            turn=0,
        )

    view = position().view(0)
    assert normal.choose_play(view, random.Random(0)) == card("RED 9")
    assert hard.choose_play(view, random.Random(0)) == card("RED 5")
    for play, winner in [(card("RED 9"), 1), (card("RED 5"), 0)]:
        game = position()
        game.apply(play)
        while game.question is Question.MOVE or game.question is Question.PLAY_TAKEN:
            game.apply(computer_answer(game, normal))
        assert game.hand_winner == winner, play


def challenges() -> list[Game]:
    """CHALLENGE questions from seeded games under the Draw Four bluff rule."""
    found = []
    for seed in range(12):
        game = Game(table("official", 3), seed=seed, record_events=False)
        seated: list[Strategy] = [easy, normal, easy]  # (easy plays its Draw Fours at any time)
        while game.hand_number <= 1 and game.question is not Question.GAME_OVER:
            if game.question is Question.CHALLENGE:
                found.append(game.copy())
            if game.question is Question.NEXT_HAND:
                game.apply(DEAL)
            else:
                game.apply(computer_answer(game, seated[game.turn]))
    return found


def test_hard_challenges_a_draw_four_as_normal_does():
    """By hand: challenge when the Draw Four's player kept five cards or more."""
    answers = set()
    for game in challenges():
        assert game.challenged is not None
        kept = len(game.hands[game.challenged.seat])
        choice = answer_of(game, hard)
        assert choice == answer_of(game, normal) == (kept >= 5)
        answers.add(choice)
    assert answers == {True, False}


# --------------------------------------------------------------------------- the levels


def test_strategy_hard_seats_hard_at_every_computer_of_the_game():
    """``uno-classic --strategy hard``: every card the computers play is the card ``hard``
    plays through the engine in their seats (the human takes every turn); ``normal``
    played other cards in the same game."""
    result = run("--seed 4 --opponents 2 --target 20 --strategy hard", ALWAYS_TAKE)
    plays = computer_plays(result.stdout)
    assert plays == engine_plays(4, 20, [hard, hard])
    assert plays != engine_plays(4, 20, [normal, normal])


def test_simulate_strategy_hard_seats_hard_everywhere():
    result = run("simulate --hands 2 --players 3 --seed 1 --jobs 1 --strategy hard")
    assert result.exit_code == 0, result.output
    rows = re.findall(r"^ +\d  (\w+) +\d", result.stdout, re.M)
    assert rows == ["hard"] * 3, result.stdout


@pytest.mark.parametrize("module", ["search", "strategies", "cards"])
def test_hard_is_registered_whichever_module_is_imported_first(module):
    """A fresh interpreter: ``uno_classic.search`` imported first once failed (its own class
    not yet defined when ``strategies`` imported it back)."""
    code = f"import uno_classic.{module}; from uno_classic.levels import STRATEGIES as S; "
    code += "print(*S)"
    done = subprocess.run(
        [sys.executable, "-c", code], capture_output=True, text=True, timeout=60, check=False
    )
    assert (done.returncode, done.stdout) == (0, "normal random hard\n"), done.stderr


def test_the_golden_game_against_hard_is_not_normals():
    """``transcripts/hard-computers.txt`` (replayed byte for byte by test_transcripts.py):
    its keys with ``--strategy normal`` give another game at once: COMPUTER 2's third card
    is normal's RED 8, not hard's BLUE 0."""
    golden = Transcript.load(TRANSCRIPTS / "hard-computers.txt")
    assert golden.args[-2:] == ("--strategy", "hard")
    assert "COMPUTER 2 PLAYS BLUE 0" in golden.screen.splitlines()
    other = dataclasses.replace(golden, args=(*golden.args[:-1], "normal"))
    screen = replay_transcript(other).screen.splitlines()
    assert screen[:11] == golden.screen.splitlines()[:11]
    assert screen[11] == "COMPUTER 2 PLAYS RED 8"


def test_hard_is_the_registered_level():
    assert isinstance(STRATEGIES["hard"], HardStrategy)
    assert STRATEGIES["hard"].name == "hard"
