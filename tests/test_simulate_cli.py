"""The ``uno-classic simulate`` command: its report, its seeding and its option checks.

The numbers in the report are checked against games replayed here through the engine's
public loop (``Game.apply`` with recorded events), not against the simulation code.
"""

from __future__ import annotations

import os
import re
import shlex
import subprocess
import sys
from collections import Counter
from dataclasses import dataclass
from pathlib import Path

import pytest
from click.testing import CliRunner, Result

import uno_classic
from uno_classic import events as ev
from uno_classic.cards import SWAP_HANDS
from uno_classic.cli import main
from uno_classic.game import Game
from uno_classic.levels import STRATEGIES
from uno_classic.questions import DEAL, TAKE, Answer, Question
from uno_classic.report import wilson_interval
from uno_classic.strategies import computer_answer
from uno_classic.variants import Rules, preset_rules

REPO = Path(__file__).resolve().parents[1]
LEVEL_KEYS = {"easy": "random"}
"""``easy`` is the strategy ``STRATEGIES`` holds as ``random``."""

SEAT_ROW = re.compile(
    r"^ *(?P<seat>\d+)  (?P<strategy>\S+) +(?P<wins>\d+) +(?P<rate>[\d.]+)%"
    r" +(?P<low>[\d.]+)% - +(?P<high>[\d.]+)%$"
)
STRATEGY_ROW = re.compile(
    r"^(?P<strategy>\S+) +(?P<seats>\d+) +(?P<wins>\d+) +(?P<rate>[\d.]+)%"
    r" +(?P<low>[\d.]+)% - +(?P<high>[\d.]+)% +(?P<fair>[\d.]+)%$"
)
ELAPSED = re.compile(r"^elapsed: \d+\.\d{2} s$")
HANDS_PER_SECOND = re.compile(r"^\d+ hands/s$")
GAMES_PER_SECOND = re.compile(r"^\d+ games/s$")
SPEED_LINES = (ELAPSED, HANDS_PER_SECOND, GAMES_PER_SECOND)


# --------------------------------------------------------------------------- helpers


def run(command_line: str) -> Result:
    """Invoke ``uno-classic`` with ``command_line`` (split like a shell would)."""
    return CliRunner().invoke(main, shlex.split(command_line))


def simulate_ok(options: str) -> list[str]:
    """Run ``simulate`` with ``options``; it must succeed. Returns its stdout lines."""
    result = run(f"simulate {options}")
    assert result.exit_code == 0, result.output
    assert result.exception is None
    # No progress bar outside a terminal: nothing at all on stderr.
    assert result.stderr == ""
    return result.stdout.splitlines()


def without_speed(lines: list[str]) -> list[str]:
    """The report minus the three lines that change from run to run."""
    kept = [line for line in lines if not any(p.match(line) for p in SPEED_LINES)]
    assert len(lines) - len(kept) in (2, 3)
    return kept


@dataclass
class SeatRow:
    seat: int
    strategy: str
    wins: int
    rate: str
    interval: tuple[str, str]


@dataclass
class StrategyRow:
    strategy: str
    seats: int
    wins: int
    rate: str
    interval: tuple[str, str]
    fair: str


@dataclass
class Report:
    header: str
    rules: str
    what: str
    seats: list[SeatRow]
    strategies: list[StrategyRow]
    means: dict[str, str]
    speed: list[str]


def parse(lines: list[str]) -> Report:
    """Split the report into its parts, checking its layout line by line on the way."""
    rest = list(lines)
    header = rest.pop(0)
    rules = rest.pop(0)
    assert rules.startswith("RULES: "), rules
    assert rest.pop(0) == ""
    seat_header = rest.pop(0)
    match = re.fullmatch(r"seat  strategy  (game|hand) wins  win rate  95% interval", seat_header)
    assert match, seat_header
    what = match.group(1)
    seats = []
    while rest[0] != "":
        row = SEAT_ROW.match(rest.pop(0))
        assert row, lines
        seats.append(
            SeatRow(
                int(row["seat"]),
                row["strategy"],
                int(row["wins"]),
                row["rate"],
                (row["low"], row["high"]),
            )
        )
    rest.pop(0)
    strategies = []
    if rest[0].startswith("strategy  "):  # the part per strategy, when the levels differ
        assert rest.pop(0) == f"strategy  seats  {what} wins  win rate  95% interval     fair share"
        while rest[0] != "":
            row = STRATEGY_ROW.match(rest.pop(0))
            assert row, lines
            strategies.append(
                StrategyRow(
                    row["strategy"],
                    int(row["seats"]),
                    int(row["wins"]),
                    row["rate"],
                    (row["low"], row["high"]),
                    row["fair"],
                )
            )
        rest.pop(0)
    means = {}
    while rest[0] != "":
        name, _, value = rest.pop(0).partition(": ")
        means[name] = value
    rest.pop(0)
    return Report(header, rules, what, seats, strategies, means, rest)


def percent(fraction: float) -> str:
    return f"{fraction * 100:.1f}"


@dataclass
class Replayed:
    wins: list[int]
    hands: int
    turns: int


def replay(
    *,
    players: int,
    strategies: list[str],
    target: int,
    seed: int,
    runs: int,
    single_hands: bool = False,
) -> Replayed:
    """Play games 1..runs of ``seed`` through the engine's public loop, reading the
    results from the events alone.

    A turn is one answer to the MOVE question (a play, or a take with its optional play).
    """
    rules = Rules(players=players, target=target)
    if len(strategies) == 1:
        strategies = strategies * players
    seated = [STRATEGIES[LEVEL_KEYS.get(name, name)] for name in strategies]
    wins = [0] * players
    hands = turns = 0
    for game_number in range(1, runs + 1):
        game = Game(rules, seed=seed, game_number=game_number, record_events=True)
        winner = None
        while winner is None:
            question = game.question
            assert question is not Question.GAME_OVER, "the game ended without a GameWon event"
            answer: Answer
            if question is Question.NEXT_HAND:
                answer = DEAL
            else:
                turns += question is Question.MOVE
                answer = computer_answer(game, seated[game.turn])
            for event in game.apply(answer):
                if isinstance(event, ev.HandWon):
                    hands += 1
                    if single_hands:
                        winner = event.seat
                elif isinstance(event, ev.GameWon) and not single_hands:
                    winner = event.seat
        wins[winner] += 1
    return Replayed(wins, hands, turns)


# --------------------------------------------------------------------------- the report


def test_a_run_prints_the_header_the_seats_the_means_and_the_speed():
    lines = simulate_ok("--games 5 --players 3 --seed 7 --target 100 --uno-penalty 0.3")
    report = parse(lines)
    assert report.header == "3 players, 5 games to 100 points, seed 7, uno penalty 0.3"
    assert report.rules == "RULES: CLASSIC + TARGET 100, UNO-PENALTY 0.3"
    assert report.what == "game"
    assert [(row.seat, row.strategy) for row in report.seats] == [
        (1, "normal"),
        (2, "normal"),
        (3, "normal"),
    ]
    assert report.strategies == []  # one level at the table: no part per strategy
    assert list(report.means) == ["mean hands per game", "mean turns per hand"]
    for value in report.means.values():
        assert re.fullmatch(r"\d+\.\d{2}", value), value
    assert len(report.speed) == 3
    for line, pattern in zip(report.speed, SPEED_LINES, strict=True):
        assert pattern.match(line), line


def test_the_rate_and_interval_columns_follow_the_wins():
    report = parse(
        simulate_ok(
            "--games 6 --players 4 --seed 11 --target 80 --strategy normal,easy,normal,easy"
        )
    )
    for row in report.seats:
        low, high = wilson_interval(row.wins, 6)
        assert row.rate == percent(row.wins / 6)
        assert row.interval == (percent(low), percent(high))
        assert float(row.interval[0]) <= float(row.rate) <= float(row.interval[1])
    for srow in report.strategies:
        low, high = wilson_interval(srow.wins, 6)
        assert srow.rate == percent(srow.wins / 6)
        assert srow.interval == (percent(low), percent(high))
        assert srow.fair == "50.0"  # two of the four seats each


def test_the_seat_wins_add_up_to_the_games_played():
    for players, games in [(2, 3), (5, 7)]:
        report = parse(simulate_ok(f"--games {games} --players {players} --seed 3 --target 60"))
        assert len(report.seats) == players
        assert sum(row.wins for row in report.seats) == games


def test_a_level_is_seated_at_each_seat_in_turn_and_each_row_adds_up_its_seats():
    report = parse(
        simulate_ok("--games 8 --players 4 --seed 5 --target 80 --strategy normal,easy,normal,easy")
    )
    seated = {row.seat: row.strategy for row in report.seats}
    assert seated == {1: "normal", 2: "easy", 3: "normal", 4: "easy"}
    wins = {row.seat: row.wins for row in report.seats}
    by_strategy = {row.strategy: row for row in report.strategies}
    assert list(by_strategy) == ["normal", "easy"]
    assert by_strategy["normal"].seats == 2
    assert by_strategy["normal"].wins == wins[1] + wins[3]
    assert by_strategy["easy"].seats == 2
    assert by_strategy["easy"].wins == wins[2] + wins[4]


def test_the_part_per_strategy_is_there_only_when_the_levels_at_the_table_differ():
    """Four seats of one level: a part per strategy could only say that it won every game
    (100%, and its fair share 100%), so the seats are followed by the means. Two levels:
    each has its row, its wins those of its seats."""
    alone = simulate_ok("--games 3 --players 4 --seed 1 --jobs 1")
    assert not any(line.startswith(("strategy", "normal")) for line in alone)
    assert alone[3] == "seat  strategy  game wins  win rate  95% interval"
    assert [line[:16] for line in alone[4:10]] == [
        "   1  normal    ",
        "   2  normal    ",
        "   3  normal    ",
        "   4  normal    ",
        "",
        "mean hands per g",
    ]
    mixed = parse(
        simulate_ok("--games 3 --players 4 --seed 1 --jobs 1 --strategy normal,easy,normal,normal")
    )
    assert [(row.strategy, row.seats, row.fair) for row in mixed.strategies] == [
        ("normal", 3, "75.0"),
        ("easy", 1, "25.0"),
    ]
    assert sum(row.wins for row in mixed.strategies) == 3


def test_names_are_read_in_any_case_and_spacing_and_reported_as_given():
    report = parse(
        simulate_ok("--games 2 --players 3 --seed 5 --target 50 --strategy 'Random, normal,EASY'")
    )
    assert [row.strategy for row in report.seats] == ["random", "normal", "easy"]
    fair = {row.strategy: (row.seats, row.fair) for row in report.strategies}
    assert fair == {"random": (1, "33.3"), "normal": (1, "33.3"), "easy": (1, "33.3")}


def test_random_plays_as_easy_seat_for_seat():
    """``random`` is another name for ``easy``: the same games, the same wins in every seat;
    only the names in the table differ."""
    options = "--games 6 --players 4 --seed 12 --target 100 --jobs 1 --strategy"
    easy = without_speed(simulate_ok(f"{options} easy,normal,normal,easy"))
    old = without_speed(simulate_ok(f"{options} random,normal,normal,random"))
    assert easy != old
    assert [line.replace("random", "easy  ") for line in old] == easy


@pytest.mark.parametrize(
    ("players", "strategies"),
    [(3, "normal,easy"), (4, "normal,easy,normal"), (2, "easy,easy,easy"), (4, "a,b,c,d,e")],
)
def test_a_list_that_is_not_one_level_per_seat_is_a_usage_error(players, strategies):
    result = run(f"simulate --games 1 --players {players} --seed 1 --strategy {strategies}")
    assert result.exit_code == 2
    assert result.stdout == ""
    count = len(strategies.split(","))
    if strategies.startswith("a,"):
        assert "'a', 'b', 'c', 'd', 'e' is not one of: easy, normal, " in result.stderr
    else:
        assert (
            f"Invalid value for '--strategy': {count} strategies for {players} players: give "
            "one for all, or one for each\n"
        ) in result.stderr


# --------------------------------------------------------------------------- seeding


def test_same_seed_gives_the_same_report_apart_from_the_speed_lines():
    options = "--games 4 --players 3 --seed 42 --target 100"
    first = simulate_ok(options)
    second = simulate_ok(options)
    assert first != []
    assert without_speed(first) == without_speed(second)


def test_a_different_seed_gives_a_different_table():
    def report(seed: int) -> list[str]:
        return simulate_ok(f"--games 6 --players 4 --seed {seed} --target 100")

    first, second = report(1), report(2)
    # The header names the seed: compare everything after it.
    assert without_speed(first)[1:] != without_speed(second)[1:]
    # And not only in the means: the seats' wins differ too.
    assert [row.wins for row in parse(first).seats] != [row.wins for row in parse(second).seats]


# --------------------------------------------------------------------------- the numbers


@pytest.mark.parametrize("strategies", ["normal", "normal,easy,random"])
def test_the_table_counts_the_winners_the_engine_reports(strategies):
    games, players, target, seed = 6, 3, 100, 7
    expected = replay(
        players=players, strategies=strategies.split(","), target=target, seed=seed, runs=games
    )
    # The run must say something: games of several hands, won by more than one seat.
    assert expected.hands > games
    assert sum(1 for wins in expected.wins if wins) >= 2

    report = parse(
        simulate_ok(
            f"--games {games} --players {players} --seed {seed} --target {target}"
            f" --strategy {strategies}"
        )
    )
    assert [row.wins for row in report.seats] == expected.wins
    assert report.means["mean hands per game"] == f"{expected.hands / games:.2f}"
    assert report.means["mean turns per hand"] == f"{expected.turns / expected.hands:.2f}"


def test_single_hands_count_the_winner_of_each_first_hand():
    hands, players, seed = 7, 4, 9
    expected = replay(
        players=players,
        strategies=["normal", "random", "normal", "easy"],
        target=500,
        seed=seed,
        runs=hands,
        single_hands=True,
    )
    assert expected.hands == hands
    report = parse(
        simulate_ok(
            f"--hands {hands} --players {players} --seed {seed} "
            "--strategy normal,random,normal,easy"
        )
    )
    assert [row.wins for row in report.seats] == expected.wins
    assert report.means == {"mean turns per hand": f"{expected.turns / hands:.2f}"}


# --------------------------------------------------------------------------- single hands


def test_hands_plays_single_hands_without_game_lines():
    lines = simulate_ok("--hands 9 --players 3 --seed 4")
    report = parse(lines)
    assert report.header == "3 players, 9 single hands, seed 4, uno penalty 0.25"
    assert report.what == "hand"
    assert sum(row.wins for row in report.seats) == 9
    assert list(report.means) == ["mean turns per hand"]
    assert not any("mean hands per game" in line for line in lines)
    assert len(report.speed) == 2
    assert ELAPSED.match(report.speed[0])
    assert HANDS_PER_SECOND.match(report.speed[1])
    assert not any("games/s" in line for line in lines)


@pytest.mark.parametrize(
    "options",
    [
        "--games 3 --hands 2",
        "--hands 2 --games 3",
        "--hands 2 --games 100",  # even the default value, when given
    ],
)
def test_games_and_hands_together_are_a_usage_error(options):
    result = run(f"simulate --seed 1 {options}")
    assert result.exit_code == 2
    assert "--games or --hands" in result.stderr
    assert result.stdout == ""


# --------------------------------------------------------------------------- option checks


@pytest.mark.parametrize(
    "option_value",
    [
        "--players 1",
        "--players 11",
        "--games 0",
        "--hands 0",
        "--seed -1",
        "--seed abc",
        "--target 0",
        "--uno-penalty 1",
        "--uno-penalty -0.5",
        "--strategy bogus",
        "--strategy normal,bogus",
        "--strategy normal,",
    ],
)
def test_a_bad_option_value_is_a_usage_error_naming_the_option(option_value):
    option = option_value.split()[0]
    result = run(f"simulate {option_value}")
    assert result.exit_code == 2, result.output
    assert f"Invalid value for '{option}'" in result.stderr
    assert result.stdout == ""


def test_an_unknown_strategy_error_names_it_and_the_known_ones():
    result = run("simulate --strategy normal,bogus")
    known = "easy, normal, hard, random" if "hard" in STRATEGIES else "easy, normal, random"
    assert f"'bogus' is not one of: {known}" in result.stderr
    assert "'normal'" not in result.stderr


def test_a_nan_uno_penalty_is_a_usage_error():
    result = run("simulate --games 1 --players 2 --seed 1 --uno-penalty nan")
    assert result.exit_code == 2, result.output
    assert "--uno-penalty" in result.stderr


# --------------------------------------------------------------------------- version and help


def test_version_prints_the_package_version():
    result = run("--version")
    assert result.exit_code == 0
    assert result.stdout == f"uno-classic, version {uno_classic.__version__}\n"


def test_simulate_help_mentions_every_option():
    result = run("simulate --help")
    assert result.exit_code == 0
    for option in (
        "--games",
        "--hands",
        "--players",
        "--seed",
        "--strategy",
        "--target",
        "--uno-penalty",
        "--help",
    ):
        assert option in result.stdout, option


# --------------------------------------------------------------------------- Wilson interval


def test_wilson_interval_matches_the_score_formula_worked_by_hand():
    # Wilson: centre = (p + z²/2n) / (1 + z²/n), half = z·sqrt(p(1-p)/n + z²/4n²) / (1 + z²/n),
    # with z = 1.959964, z² = 3.841459.
    # 50/100: p = 0.5, 1 + z²/n = 1.0384146, centre = (0.5 + 0.0192073) / 1.0384146 = 0.5,
    #   half = 1.959964·sqrt(0.0025 + 0.0000960) / 1.0384146 = 1.959964·0.0509512 / 1.0384146
    #   = 0.0961668 -> (0.4038, 0.5962).
    assert wilson_interval(50, 100) == pytest.approx((0.4038, 0.5962), abs=1e-4)
    # 0/10: p = 0, 1 + z²/n = 1.3841459, centre = 0.1920729 / 1.3841459 = 0.1387663,
    #   half = 1.959964·sqrt(0.0096036) / 1.3841459 = 1.959964·0.0979981 / 1.3841459
    #   = 0.1387663 -> (0.0, 0.2775): the lower end is exactly 0.
    assert wilson_interval(0, 10) == pytest.approx((0.0, 0.2775), abs=1e-4)
    # 10/10 mirrors 0/10: (1 - 0.2775, 1.0).
    assert wilson_interval(10, 10) == pytest.approx((0.7225, 1.0), abs=1e-4)
    # 3/6 (a row of a small run): 1 + z²/n = 1.6402432, centre = 0.5,
    #   half = 1.959964·sqrt(0.0416667 + 0.0266707) / 1.6402432 = 1.959964·0.2614142 / 1.6402432
    #   = 0.3123706 -> (0.1876, 0.8124).
    assert wilson_interval(3, 6) == pytest.approx((0.1876, 0.8124), abs=1e-4)


def test_wilson_interval_stays_inside_zero_and_one_around_the_observed_rate():
    for trials in (1, 2, 7, 10, 100, 1000):
        for successes in range(trials + 1):
            low, high = wilson_interval(successes, trials)
            rate = successes / trials
            assert 0.0 <= low <= rate <= high <= 1.0
            assert low < high
    # At 0 and 100% the interval ends exactly at the observed rate (no rounding residue).
    assert wilson_interval(0, 7)[0] == 0.0
    assert wilson_interval(10, 10)[1] == 1.0
    assert wilson_interval(0, 0) == (0.0, 1.0)  # no trials: nothing is known


# --------------------------------------------------------------------------- python -m


def test_python_dash_m_runs_the_command():
    completed = subprocess.run(
        [
            sys.executable,
            "-m",
            "uno_classic",
            *shlex.split("simulate --games 2 --players 2 --seed 1"),
        ],
        capture_output=True,
        text=True,
        cwd=REPO,
        timeout=60,
        check=False,
    )
    assert completed.returncode == 0, completed.stderr
    report = parse(completed.stdout.splitlines())
    assert report.header == "2 players, 2 games to 500 points, seed 1, uno penalty 0.25"
    assert [row.seat for row in report.seats] == [1, 2]
    assert sum(row.wins for row in report.seats) == 2
    assert Counter(row.strategy for row in report.seats) == {"normal": 2}


def test_more_strategies_than_seats_is_a_usage_error():
    result = run("simulate --games 1 --players 2 --seed 1 --strategy normal,random,random")
    assert result.exit_code == 2
    assert "3 strategies for 2 players" in result.stderr


def test_at_a_narrow_terminal_the_progress_bar_fits_so_redraws_do_not_pile_up():
    import re  # noqa: PLC0415
    from pathlib import Path  # noqa: PLC0415

    import pexpect  # noqa: PLC0415

    program = Path(sys.executable).parent / "uno-classic"
    command = f"{program} simulate --games 200 --seed 1 >/dev/null"  # the bar: stderr only
    child = pexpect.spawn(
        "sh", ["-c", command], encoding="utf-8", timeout=30, dimensions=(24, 40),
        env={**os.environ, "TERM": "xterm"},
    )  # fmt: skip
    child.expect(pexpect.EOF)
    drawn = re.sub(r"\x1b\[[0-9;?]*[A-Za-z]", "", child.before)  # cursor codes take no room
    assert "simulating" in drawn
    assert max(len(piece) for piece in re.split(r"[\r\n]", drawn)) < 40


# --------------------------------------------------------------------------- swaps, stacks


@dataclass
class Counted:
    swaps: int = 0
    keeps: int = 0
    passed_on: int = 0
    taken: int = 0
    cards: int = 0
    largest: int = 0


def count_swaps_and_stacks(rules: Rules, *, seed: int, games: int) -> Counted:
    """Play games 1..games of ``seed`` with ``normal`` everywhere through the engine's public
    loop and count from its events: a Swap Hands played but not as the last card swapped
    when a ``Swapped`` event follows, else kept; a move made with ``Game.pending`` above 0
    passed the penalty on when it played a card, and took that many cards otherwise."""
    counted = Counted()
    swap_plays = 0
    normal = STRATEGIES["normal"]
    for game_number in range(1, games + 1):
        game = Game(rules, seed=seed, game_number=game_number, record_events=True)
        while game.question is not Question.GAME_OVER:
            question = game.question
            answer = DEAL if question is Question.NEXT_HAND else computer_answer(game, normal)
            pending = game.pending if question is Question.MOVE else 0
            events = game.apply(answer)
            ended = any(isinstance(event, ev.HandWon) for event in events)
            for event in events:
                if isinstance(event, ev.Played) and event.card is SWAP_HANDS and not ended:
                    swap_plays += 1
                elif isinstance(event, ev.Swapped):
                    counted.swaps += 1
            if pending and answer is TAKE:
                took = [event for event in events if isinstance(event, ev.Took)]
                assert len(took) == 1 and len(took[0].cards) <= pending  # a short stock
                counted.taken += 1
                counted.cards += pending
                counted.largest = max(counted.largest, pending)
            elif pending:
                counted.passed_on += 1
    counted.keeps = swap_plays - counted.swaps
    return counted


@pytest.mark.parametrize(
    ("options", "party", "stacking"),
    [
        ("--rules party", True, True),
        ("--rules eight-color", False, True),
        ("--rules party --stacking add --draw-four free", True, True),
        ("--deck party", True, False),
        ("--stacking add", False, True),
    ],
)
def test_the_swaps_and_penalties_printed_are_those_the_engine_played(options, party, stacking):
    games, players, seed = 4, 4, 6
    args = shlex.split(options)
    values = dict(zip(args[::2], args[1::2], strict=True))
    preset = values.pop("--rules", "classic")
    rules = preset_rules(preset, players, {k[2:].replace("-", "_"): v for k, v in values.items()})
    counted = count_swaps_and_stacks(rules, seed=seed, games=games)
    lines = simulate_ok(f"--games {games} --players {players} --seed {seed} {options}")
    means = parse(lines).means
    if party:
        assert counted.swaps > 0 and counted.keeps > 0  # the run says something
        assert means["swap hands played"] == (
            f"{counted.swaps + counted.keeps}; swapped: {counted.swaps}, kept: {counted.keeps}"
        )
    else:
        assert "swap hands played" not in means
    if stacking:
        assert counted.passed_on > 0 and counted.taken > 0
        assert means["penalties passed on"] == (
            f"{counted.passed_on}; taken: {counted.taken}, "
            f"mean {counted.cards / counted.taken:.2f} cards, largest {counted.largest}"
        )
    else:
        assert "penalties passed on" not in means


def test_a_stack_under_add_grows_and_under_pass_stays_at_two_or_four():
    def largest(options: str) -> int:
        means = parse(simulate_ok(f"--games 4 --players 4 --seed 6 {options}")).means
        return int(means["penalties passed on"].rsplit("largest ", 1)[1])

    assert largest("--stacking pass") in (2, 4)
    assert largest("--stacking add") > 4


@pytest.mark.parametrize("options", ["", "--rules official", "--rules house"])
def test_without_the_party_deck_or_stacking_the_report_is_as_before(options):
    means = parse(simulate_ok(f"--games 3 --players 3 --seed 5 {options}")).means
    assert "swap hands played" not in means and "penalties passed on" not in means
