"""Which rules read from the opponents' card counts pay for ``normal``: figures printed,
never asserted.

Two rules read the opponents' card counts:

1. *attack*: when the next player holds two cards or fewer, play the card that stops them
   hardest (Wild Draw Four, Draw Two, Skip, Reverse);
2. *shed*: when any opponent holds two cards or fewer, play the highest-scoring card
   (ranked below rule 1, above all of ``normal``'s other priorities).

``normal`` (see :class:`~uno_classic.strategies.NormalStrategy`) has rule 1 only: it had
both, and this script showed that rule 2 costs it wins. Each variant below is ``normal`` with
rule 2 put back (``sheds points``: ``normal`` as it was), with rule 1 switched off, or both
(``blind``: neither rule, as if it could not see the counts). One seat plays the variant
against three ``normal`` players under the classic 4-player rules, in each seat in turn over
the same deals (the same seed), and the wins of the four runs are summed: single hands won,
and whole games to 500 won. Then the same against three ``random`` (the ``easy`` level),
hands only. Every variant plays the same deals, so ``normal`` itself wins exactly its fair
share (25%) of them against three ``normal``: a variant's rate beside 25% is its difference
from ``normal`` on the same deals.

The variants rank cards by the priorities as ``normal``'s docstring writes them, with rule 2
inserted; before the figures the script checks that, with rule 1 on and rule 2 off, that
ranking plays exactly as ``normal`` (the same wins and the same number of turns on the same
seeds), so the variants differ from ``normal`` only by the rules switched.

    python benchmarks/normal_rules.py                          # 40,000 hands, 8,000 games
    python benchmarks/normal_rules.py --hands 4000 --games 800 --jobs 1
"""

from __future__ import annotations

import argparse
import multiprocessing
import random
import time
from dataclasses import dataclass

from uno_classic.cards import Card, Rank
from uno_classic.report import wilson_interval
from uno_classic.simulation import Tally, simulate
from uno_classic.strategies import DANGER, NormalStrategy, RandomStrategy, Strategy, playable
from uno_classic.variants import PRESETS, Rules
from uno_classic.view import TableView

RULES: Rules = PRESETS["classic"]
"""Classic rules, 4 players (the preset's default)."""
_STOP_BY_RANK = {Rank.WILD_DRAW_FOUR: 4, Rank.DRAW_TWO: 3, Rank.SKIP: 2, Rank.REVERSE: 1}
"""Rule 1: how hard a card stops the next player."""


class SwitchedNormal(NormalStrategy):
    """``normal`` with its attack rule (1) and its shed rule (2) each on or off; classic
    rules only (no Swap Hands, no ``--seven-zero``).

    It counts its moves with two or more legal cards (``choices``), and those where rules 1
    and 2 as switched changed what it may play (``changed``: the best cards are not those
    it would pick with both off)."""

    def __init__(self, name: str, *, attack: bool, shed: bool) -> None:
        self.name = name
        self.attack = attack
        self.shed = shed
        self.choices = 0
        self.changed = 0

    def choose_play(self, view: TableView, rng: random.Random) -> Card | None:
        """The best legal card by the priorities of ``normal``, with rules 1 and 2 as
        switched; ties at random among the distinct best cards, as ``normal`` breaks them."""
        plays = playable(view)
        if len(plays) <= 1:
            return plays[0] if plays else None
        others = view.others
        attack = self.attack and others[0] <= DANGER
        shed = self.shed and min(others) <= DANGER
        current = view.current_color
        suits = [held.suit for held in view.hand]

        def rank(card: Card) -> tuple[int, int, int, int, int, int]:
            current_color = card.color is current
            return (
                _STOP_BY_RANK.get(card.rank, 0) if attack else 0,  # rule 1
                card.points if shed else 0,  # rule 2
                # 3: colored, then Wild Draw Four, then Wild
                1 if card.rank is Rank.WILD_DRAW_FOUR else 0 if card.is_wild else 2,
                current_color,  # 4: the current color before a match by rank
                0 if current_color else suits.count(card.suit),  # 5: most cards left of it
                card.points,  # 6: the higher-scoring card
            )

        top = max(map(rank, plays))
        best = list(dict.fromkeys(c for c in plays if rank(c) == top))
        self.choices += 1
        if attack or shed:
            blind_top = max(rank(c)[2:] for c in plays)
            self.changed += set(best) != {c for c in plays if rank(c)[2:] == blind_top}
        return best[0] if len(best) == 1 else rng.choice(best)


VARIANTS = (
    SwitchedNormal("normal", attack=True, shed=False),
    SwitchedNormal("sheds points", attack=True, shed=True),
    SwitchedNormal("sheds, no attack", attack=False, shed=True),
    SwitchedNormal("blind", attack=False, shed=False),
)
"""``normal`` as written (rule 1), with rule 2 added (as it was), with rule 2 instead of
rule 1, and with neither."""
OPPONENTS: dict[str, Strategy] = {"normal": NormalStrategy(), "random": RandomStrategy()}


@dataclass(frozen=True)
class Run:
    """One call of ``simulate``: ``variant`` in ``seat``, the three other seats ``opponent``."""

    variant: int
    opponent: str
    seat: int
    runs: int
    seed: int
    single_hands: bool


def seats(variant: Strategy, opponent: Strategy, seat: int) -> list[Strategy]:
    """The four seats: ``variant`` in ``seat``, ``opponent`` in the others."""
    return [variant if s == seat else opponent for s in range(RULES.players)]


def play_run(run: Run) -> tuple[Run, list[int], float]:
    """Play ``run``: the runs played, the variant's wins, its choices and changed choices,
    and the seconds taken."""
    started = time.perf_counter()
    variant = VARIANTS[run.variant]
    variant.choices = variant.changed = 0
    tally = simulate(
        RULES,
        seats(variant, OPPONENTS[run.opponent], run.seat),
        runs=run.runs,
        seed=run.seed,
        single_hands=run.single_hands,
    )
    counts = [tally.runs, tally.wins[run.seat], variant.choices, variant.changed]
    return run, counts, time.perf_counter() - started


def check_copy(seed: int) -> None:
    """Stop unless the variant with rule 1 on and rule 2 off plays exactly as ``normal``:
    the same tallies (wins per seat, hands, turns, abandoned hands) on the same seeds."""
    full = VARIANTS[0]
    normal = OPPONENTS["normal"]
    for opponent in OPPONENTS.values():
        for single_hands, runs in ((True, 400), (False, 20)):
            tallies: list[Tally] = [
                simulate(
                    RULES,
                    seats(player, opponent, 1),
                    runs=runs,
                    seed=seed,
                    single_hands=single_hands,
                )
                for player in (full, normal)
            ]
            if tallies[0] != tallies[1]:
                raise SystemExit(f"the copy of normal plays differently: {tallies}")


def row(runs: int, wins: int, choices: int, changed: int) -> str:
    """Wins, runs, rate, its Wilson 95% interval, and the share of choices changed."""
    low, high = wilson_interval(wins, runs)
    return (
        f"{wins:>7} / {runs:<7} {wins / runs:>6.1%}   {low:>6.1%} - {high:>5.1%}"
        f"   {changed / choices:>7.1%}"
    )


def main() -> None:
    """Check the copy, play every run on ``--jobs`` processes, print one table per part."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0] if __doc__ else None)
    parser.add_argument("--hands", type=int, default=40_000, help="single hands per variant")
    parser.add_argument("--games", type=int, default=8_000, help="games to 500 per variant")
    parser.add_argument("--seed", type=int, default=13)
    parser.add_argument("--jobs", type=int, default=2, help="processes")
    args = parser.parse_args()
    per_seat_hands = -(-args.hands // RULES.players)
    per_seat_games = -(-args.games // RULES.players)
    started = time.perf_counter()
    check_copy(args.seed)
    print(
        f"classic rules, {RULES.players} players, seed {args.seed}: one seat plays the variant, "
        "three the opponent, in every seat in turn on the same deals"
    )
    print(
        f"(checked: the variant with rule 1 on, rule 2 off plays exactly as normal; "
        f"{time.perf_counter() - started:.0f} s)"
    )
    parts = [
        ("normal", False, per_seat_games, "games to 500 won against three normal"),
        ("normal", True, per_seat_hands, "single hands won against three normal"),
        ("random", True, per_seat_hands, "single hands won against three random, the easy level"),
    ]
    runs: list[Run] = []
    for opponent, single_hands, per_seat, _title in parts:
        for index in range(len(VARIANTS)):
            if opponent == "normal" and index == 0:
                continue  # normal against itself on the same deals: 25% exactly
            runs.extend(
                Run(index, opponent, seat, per_seat, args.seed, single_hands)
                for seat in range(RULES.players)
            )
    totals: dict[tuple[int, str, bool], list[int]] = {}
    seconds = 0.0
    with multiprocessing.Pool(args.jobs) as pool:
        for run, counts, taken in pool.imap_unordered(play_run, runs):
            total = totals.setdefault((run.variant, run.opponent, run.single_hands), [0] * 4)
            total[:] = [a + b for a, b in zip(total, counts, strict=True)]
            seconds += taken
    for opponent, single_hands, per_seat, title in parts:
        print()
        print(f"{title} ({per_seat * RULES.players} per variant; fair share 25%)")
        print(
            f"{'variant':<16} {'rules on':<9} {'wins / runs':>15} {'rate':>7}   95% interval"
            "    changed"
        )
        for index, variant in enumerate(VARIANTS):
            kept = ", ".join(str(n) for n, on in ((1, variant.attack), (2, variant.shed)) if on)
            label = f"{variant.name:<16} {kept or '-':<9} "
            found = totals.get((index, opponent, single_hands))
            if found is None:
                print(f"{label}{'25% exactly: itself on the same deals':>40}")
            else:
                print(label + row(*found))
    print()
    print("changed: the variant's moves with 2+ legal cards where rules 1, 2 as switched on")
    print("changed which cards it may play (against its choice with both off).")
    print(
        f"{len(runs)} runs on {args.jobs} processes: {time.perf_counter() - started:.0f} s "
        f"({seconds:.0f} s of play)"
    )


if __name__ == "__main__":
    main()
