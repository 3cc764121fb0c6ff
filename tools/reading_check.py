"""Check what the table reads of each hand against the real hands, over many games.

Each game draws its rules as ``tools/fuzz.py`` draws a case's (any preset, each rule option
changed one time in four, each house rule on one time in three, calling UNO one in four),
a table of 2 to 6 players with 0 to 2 humans who answer at random (so they take while
holding a card to play, keep what they take, play in any order), and computers at random
among ``normal``, ``easy`` and a quick ``hard`` (the level's search at a small budget: its
own habits are read too). After every answer, each seat's reading
(:class:`~uno_classic.inference.Reading`) must be true of its real hand
(:meth:`~uno_classic.inference.Reading.true_of`: the faces each group cannot be, the color
a ``normal`` player named) and no play may have contradicted it. Printed per preset drawn:
games, answers checked, the places the reading was untrue (0), the contradictions (0), and
how much it read (the share of the cards held that some fact bound, and the faces ruled
out per bound card). Exit status 1 if anything was untrue.

    python tools/reading_check.py                     # 500 games of three hands
    python tools/reading_check.py --games 5000 --seed 5
"""

from __future__ import annotations

import argparse
import dataclasses
import random
import sys
from pathlib import Path

try:
    import tools  # noqa: F401 (the repository's tools, as a package)
except ModuleNotFoundError:  # run as a script: only tools/ is on the path
    sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from tools.fuzz import random_case
from uno_classic import inference
from uno_classic.game import Game
from uno_classic.questions import DEAL, Answer, Question
from uno_classic.search import HardStrategy
from uno_classic.strategies import NormalStrategy, RandomStrategy, Strategy, computer_answer

HANDS = 3
PLAYERS = (2, 3, 4, 6)
QUICK_HARD = HardStrategy(playouts=8, min_deals=2, horizon=4)
"""``hard`` at a small budget: the same habits, a hundredth of the time."""


@dataclasses.dataclass
class Tally:
    """What one preset's games showed."""

    games: int = 0
    answers: int = 0
    untrue: int = 0
    contradictions: int = 0
    held: int = 0
    bound: int = 0
    ruled_out: int = 0


def check_game(seed: int, number: int, tallies: dict[str, Tally]) -> None:
    """Play ``HANDS`` hands of game ``number`` and check the reading after every answer."""
    rng = random.Random(f"{seed}/{number}")
    case = random_case(rng)
    players = rng.choice(PLAYERS)
    humans = rng.randrange(min(3, players))
    rules = dataclasses.replace(case.options().rules, players=players)
    tally = tallies.setdefault(case.preset, Tally())
    tally.games += 1
    levels: list[Strategy] = [NormalStrategy(), NormalStrategy(), RandomStrategy(), QUICK_HARD]
    seats: list[Strategy | None] = [None] * humans
    seats += [rng.choice(levels) for _ in range(players - humans)]
    game = Game(rules, seed=seed, game_number=number, record_events=False)
    inference.read_for(game, seats, hints=True)
    reading = game.reading
    assert isinstance(reading, inference.Reading)
    game.apply(DEAL)
    while game.question is not Question.GAME_OVER and game.hand_number <= HANDS:
        if game.question is Question.NEXT_HAND:
            game.apply(DEAL)
            continue
        strategy = seats[game.turn]
        answer: Answer
        if strategy is None:
            answer = rng.choice(game.legal_answers())
        else:
            answer = computer_answer(game, strategy)
        game.apply(answer)
        tally.answers += 1
        for seat, hand in enumerate(game.hands):
            groups = reading.groups[seat]
            if not reading.true_of(seat, hand):
                tally.untrue += 1
                print(f"untrue: game {number} seat {seat}: {groups} {hand} ({case.changes})")
            for count, mask in groups:
                tally.held += count
                if mask:
                    tally.bound += count
                    tally.ruled_out += count * mask.bit_count()
    tally.contradictions += reading.contradictions


def main(argv: list[str] | None = None) -> int:
    """Print the table described above."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0] if __doc__ else None)
    parser.add_argument("--games", type=int, default=500)
    parser.add_argument("--seed", type=int, default=1)
    args = parser.parse_args(argv)
    print(f"{args.games} games of {HANDS} hands, rules drawn as the fuzzer does, seed {args.seed}")
    tallies: dict[str, Tally] = {}
    for number in range(1, args.games + 1):
        check_game(args.seed, number, tallies)
    print(
        f"{'preset':<12} {'games':>6} {'answers':>8} {'untrue':>7} {'contra':>7} "
        f"{'bound':>6} {'ruled out':>9}"
    )
    failed = False
    for preset, tally in sorted(tallies.items()):
        failed |= bool(tally.untrue or tally.contradictions)
        share = tally.bound / tally.held if tally.held else 0.0
        faces = tally.ruled_out / tally.bound if tally.bound else 0.0
        print(
            f"{preset:<12} {tally.games:>6} {tally.answers:>8} {tally.untrue:>7} "
            f"{tally.contradictions:>7} {share:>6.0%} {faces:>9.1f}"
        )
    return 1 if failed else 0


if __name__ == "__main__":
    raise SystemExit(main())
