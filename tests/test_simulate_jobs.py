"""``uno-classic simulate --jobs N``: the games on N processes, the same report as on one, a
progress bar on a terminal only, and Ctrl-C ending it with status 130 and no traceback."""

from __future__ import annotations

import os
import re
import shlex
import sys
from dataclasses import fields
from pathlib import Path

import pexpect
import pytest
from click.testing import CliRunner, Result

from uno_classic import simulation
from uno_classic.cli import main
from uno_classic.levels import STRATEGIES
from uno_classic.questions import Question
from uno_classic.simulation import Outcome, Tally, chunks, simulate, simulate_on
from uno_classic.variants import preset_rules, stacking

PROGRAM = Path(sys.executable).parent / "uno-classic"
SPEED = re.compile(r"^(elapsed: \d+\.\d\d s|\d+ hands/s|\d+ games/s)$")


def run(args: str) -> Result:
    return CliRunner().invoke(main, shlex.split(f"simulate {args}"))


def report(args: str) -> list[str]:
    """The report's lines but those of its speed; nothing on standard error (no terminal)."""
    result = run(args)
    assert result.exit_code == 0, result.output
    assert result.stderr == ""
    lines = result.stdout.splitlines()
    speed = [line for line in lines if SPEED.match(line)]
    assert len(speed) in (2, 3) and lines[-len(speed) :] == speed
    return lines[: -len(speed)]


@pytest.mark.parametrize(
    "args",
    [
        "--games 24 --players 4 --seed 3 --target 200 --strategy normal,easy,easy,normal",
        "--hands 90 --players 3 --seed 8 --strategy random,normal,easy",
        "--games 8 --players 5 --seed 2 --rules party --target 150",
        "--games 8 --players 4 --seed 6 --target 150 --seven-zero --jump-in --stacking add",
        "--games 5 --players 2 --seed 1 --target 100 --rules official",
    ],
)
def test_two_or_three_jobs_print_the_report_of_one_line_for_line(args):
    one = report(f"{args} --jobs 1")
    assert report(f"{args} --jobs 2") == one
    assert report(f"{args} --jobs 3") == one


def test_more_jobs_than_games_is_the_same_report():
    args = "--games 3 --players 3 --seed 4 --target 100"
    assert report(f"{args} --jobs 7") == report(f"{args} --jobs 1")


def test_the_tally_of_two_processes_is_the_tally_of_one():
    rules = preset_rules("party", 4, {"target": 150})
    names = ("normal", "easy", "normal", "random")
    alone = simulate(rules, [STRATEGIES[n] for n in ("normal", "random") * 2], runs=9, seed=5)
    heard: list[int] = []
    shared = simulate_on(2, rules, names, runs=9, seed=5, progress=heard.append)
    assert shared == alone
    assert alone.swaps + alone.keeps > 0 and alone.passed_on > 0  # the counts are not all 0
    assert sum(heard) == 9 and len(heard) > 2  # each chunk heard as it is done


@pytest.mark.parametrize(("runs", "jobs"), [(1, 1), (1, 4), (9, 2), (100, 2), (1000, 3), (31, 1)])
def test_the_chunks_are_every_game_once_in_order(runs, jobs):
    rules = preset_rules("classic", 2, {})
    work = chunks(rules, ("normal", "easy"), runs=runs, seed=1, single_hands=False, jobs=jobs)
    numbers = [n for chunk in work for n in range(chunk.first, chunk.first + chunk.runs)]
    assert numbers == list(range(1, runs + 1))
    assert len(work) <= jobs * simulation.CHUNKS_PER_JOB
    assert all(chunk.runs >= 1 and chunk.levels == ("normal", "easy") for chunk in work)


def test_a_merged_tally_counts_what_one_tally_of_every_outcome_counts():
    outcomes = [
        Outcome(0, 3, 40, bluffs=1, passed_on=2, penalties_taken=1, penalty_cards=4,
                largest_penalty=4, jumps=1),
        Outcome(None, 1, 1000),
        Outcome(1, 2, 30, swaps=2, keeps=1, sevens_swapped=1, passes=3, largest_penalty=6),
        Outcome(1, 1, 12, challenges=2, caught=1, sevens_kept=2, jump_offers=4),
    ]  # fmt: skip
    whole, first, second = Tally(2), Tally(2), Tally(2)
    for outcome in outcomes:
        whole.add(outcome)
    for outcome in outcomes[:2]:
        first.add(outcome)
    for outcome in outcomes[2:]:
        second.add(outcome)
    first.merge(second)
    assert first == whole
    # (by hand: 4 runs, 1 abandoned, 7 hands, 1082 turns, wins [1, 2], largest penalty 6)
    assert (whole.runs, whole.abandoned, whole.hands, whole.turns) == (4, 1, 7, 1082)
    assert whole.wins == [1, 2] and whole.largest_penalty == 6
    assert {f.name for f in fields(Tally)} - set(simulation._SUMS) == {
        "players",
        "wins",
        "figures",  # (each rule's figures: sums, but for the largest penalty)
    }
    assert {"largest_penalty"} == simulation.LARGEST


@pytest.mark.parametrize("value", ["0", "-1", "two", "1.5"])
def test_a_jobs_value_that_is_not_a_whole_number_from_1_is_a_usage_error(value):
    result = run(f"--games 1 --seed 1 --jobs {value}")
    assert result.exit_code == 2
    assert result.stdout == ""
    assert "Invalid value for '--jobs'" in result.stderr


def test_the_default_is_the_processors_this_process_may_use(monkeypatch):
    told = []

    def counted(jobs: int, *args: object, **kwargs: object) -> Tally:
        told.append(jobs)
        return simulate_on(1, *args, **kwargs)  # type: ignore[arg-type]

    monkeypatch.setattr(simulation, "simulate_on", counted)
    assert run("--games 2 --players 2 --seed 1").exit_code == 0
    assert run("--games 2 --players 2 --seed 1 --jobs 5").exit_code == 0
    if hasattr(os, "sched_getaffinity") and not hasattr(os, "process_cpu_count"):
        assert told == [len(os.sched_getaffinity(0)), 5]
    assert told[0] == simulation.default_jobs() >= 1


def test_the_help_names_jobs():
    text = " ".join(run("--help").stdout.split())
    assert "--jobs INTEGER RANGE Processes to play the games on" in text


# --------------------------------------------------------------------------- a terminal


def spawned(args: str) -> pexpect.spawn:
    """``uno-classic simulate ARGS`` on a pseudo-terminal (standard error too)."""
    return pexpect.spawn(
        str(PROGRAM), ["simulate", *shlex.split(args)], encoding="utf-8", timeout=60,
        dimensions=(24, 100), env={**os.environ, "TERM": "xterm"},
    )  # fmt: skip


def test_on_a_terminal_two_jobs_draw_the_progress_bar_to_the_end():
    child = spawned("--games 300 --seed 1 --jobs 2")
    child.expect(pexpect.EOF)
    child.close()
    assert child.exitstatus == 0
    drawn = re.sub(r"\x1b\[[0-9;?]*[A-Za-z]", "", child.before)
    assert "simulating" in drawn
    assert re.search(r"simulating +\[#+\] +100%", drawn)
    assert "seat  strategy  game wins" in drawn


@pytest.mark.parametrize("jobs", [1, 2])
def test_ctrl_c_ends_a_simulation_with_status_130_and_no_traceback(jobs):
    child = spawned(f"--games 100000 --seed 1 --jobs {jobs}")
    child.expect("simulating")
    child.sendintr()  # the terminal's Ctrl-C: SIGINT to every process of the job
    child.expect(pexpect.EOF)
    child.close()
    assert (child.exitstatus, child.signalstatus) == (130, None)
    assert "Traceback" not in child.before
    assert "KeyboardInterrupt" not in child.before
    assert child.before.rstrip().endswith("interrupted")


def test_a_rule_counting_the_answers_simulate_answers_on_its_hot_path_is_refused(
    monkeypatch: pytest.MonkeyPatch,
):
    # A simulation answers MOVE, PLAY_TAKEN and COLOR itself and counts nothing there: a
    # rule declaring it counts them would silently count nothing.
    counting_moves = stacking.FIGURES._replace(asked=Question.MOVE, count_answer=lambda *a: None)
    monkeypatch.setattr(simulation, "RULE_FIGURES", (counting_moves,))
    monkeypatch.setattr(simulation, "_last_counting", [])
    rules = preset_rules("party", 4, {})
    with pytest.raises(ValueError, match="own question only"):
        simulation.play(rules, [STRATEGIES["normal"]] * 4, seed=1, game_number=1)
