"""The README's commands that take too long for the test suite, run as shown and checked
against what the README says they print.

``tests/test_readme_commands.py`` runs every other command the README shows, on every test
run; it fails if the README shows one of these that :data:`COMMANDS` does not know, or
the other way round. These take from several seconds to many minutes (the fuzzer's long
run, the mutation checklist, the benchmarks with the engine's speed beside RLCard's and
our players in RLCard's game, the simulations of 1,000 and 2,000 games) or install a copy
of the package, so they are run by hand:

    .venv/bin/python tools/readme_long.py            # every one, one line each
    .venv/bin/python tools/readme_long.py fuzz       # those whose text contains "fuzz"
    .venv/bin/python tools/readme_long.py --list     # the commands, nothing run

Each runs in bash from the checkout, as written, with the folder of the interpreter running
this tool first on ``PATH`` (so ``uno-classic`` and ``python`` are that installation's;
``.venv/bin/python`` is the checkout's own virtual environment). The one exception is the
start-up benchmark's ``/tmp/v``, a fresh temporary folder here. Each figure the README
states for a command is read out of the README, and the command's output must show it.
Machine-dependent figures (times, hands per second) are not compared. Prints ``ok`` or
``WRONG`` and the reasons for each command; the exit status is 1 if any is wrong.
"""

from __future__ import annotations

import argparse
import os
import re
import subprocess
import sys
import tempfile
import time
from collections.abc import Callable, Sequence
from pathlib import Path
from typing import Final, NamedTuple

ROOT: Final = Path(__file__).resolve().parent.parent
README: Final = ROOT / "README.md"
BIN: Final = Path(sys.executable).parent

STRATEGY_ROW: Final = re.compile(
    r"^(?P<strategy>\S+) +(?P<seats>\d+) +(?P<wins>\d+) +(?P<rate>[\d.]+)%"
    r" +(?P<low>[\d.]+)% - +(?P<high>[\d.]+)% +(?P<fair>[\d.]+)%$",
    re.MULTILINE,
)


class WinRate(NamedTuple):
    """A win rate with its 95% interval, in percent as printed (one decimal)."""

    rate: str
    low: str
    high: str


def readme() -> str:
    return README.read_text(encoding="utf-8")


def stated_win_rate(text: str, command: str) -> WinRate:
    """The win rate and interval the README states for ``command``: the sentence reads
    ``... win 55.9% of single hands (`COMMAND`, interval 54.4-57.5%)``."""
    found = re.search(
        r"(\d+\.\d)% of [^(%]*\(`" + re.escape(command) + r"`,\s+(?:interval\s+)?"
        r"(\d+\.\d)\u2013(\d+\.\d)%\)",
        text,
    )
    if found is None:
        raise LookupError(f"the README states no win rate for `{command}`")
    return WinRate(*found.groups())


def printed_win_rate(output: str, strategy: str) -> tuple[int, WinRate]:
    """The strategy table's row for ``strategy``: its seats and its win rate."""
    for row in STRATEGY_ROW.finditer(output):
        if row["strategy"] == strategy:
            return int(row["seats"]), WinRate(row["rate"], row["low"], row["high"])
    raise LookupError(f"no {strategy} row in the strategy table")


def run(command: str, cwd: Path = ROOT) -> subprocess.CompletedProcess[str]:
    """``command`` in bash, from ``cwd``, with this installation first on ``PATH``."""
    env = {**os.environ, "PATH": f"{BIN}{os.pathsep}{os.environ.get('PATH', '')}"}
    return subprocess.run(
        ["bash", "-c", command], cwd=cwd, env=env, capture_output=True, text=True, check=False
    )


def status_problem(done: subprocess.CompletedProcess[str], wanted: int = 0) -> list[str]:
    if done.returncode == wanted:
        return []
    tail = (done.stdout + done.stderr).strip().splitlines()[-5:]
    return [f"exit status {done.returncode}, not {wanted}: " + " | ".join(tail)]


# --------------------------------------------------------------------------- the checks
# Each takes the command as the README shows it and returns what is wrong (nothing: ok).


def two_normal_against_two_easy(command: str) -> list[str]:
    """``Two normal players against two easy ones win R% ... (`COMMAND`, L-H%)``."""
    stated = stated_win_rate(readme(), command)
    done = run(command)
    problems = status_problem(done)
    for strategy in ("normal", "easy"):
        seats, _ = printed_win_rate(done.stdout, strategy)
        if seats != 2:
            problems.append(f"{seats} {strategy} seats, not 2")
    _, printed = printed_win_rate(done.stdout, "normal")
    if printed != stated:
        problems.append(f"normal wins {printed}, the README says {stated}")
    return problems


def readme_sample(text: str, command: str) -> list[str]:
    """The lines of the README's sample session ``$ COMMAND``."""
    shown = re.search(rf"^\$ {re.escape(command)}\n(.*?)^```$", text, re.M | re.S)
    if shown is None:
        raise LookupError(f"the README shows no sample of `{command}`")
    return shown[1].splitlines()


def simulate_sample(command: str) -> list[str]:
    """The README's ``$ COMMAND`` sample: the same table, line for line; only the three speed
    lines at its end are this machine's."""
    wanted = readme_sample(readme(), command)
    done = run(command)
    problems = status_problem(done)
    printed = done.stdout.splitlines()
    if printed[:-3] != wanted[:-3]:
        differing = [line for line in printed[:-3] if line not in wanted]
        problems.append(f"the table differs from the README's: {differing[:3]}")
    speed = printed[-3:]
    patterns = (r"elapsed: \d+\.\d\d s", r"\d+ hands/s", r"\d+ games/s")
    if len(speed) != 3 or not all(
        re.fullmatch(pattern, line) for pattern, line in zip(patterns, speed, strict=True)
    ):
        problems.append(f"the speed lines are {speed}")
    return problems


JOBS: Final = tuple(f"uno-classic simulate --games 2000 --seed 1 --jobs {jobs}" for jobs in (1, 2))
"""The README's two runs of ``simulate`` on one process and on two."""
SPEED_LINES: Final = (r"elapsed: (\d+\.\d\d) s", r"(\d+) hands/s", r"(\d+) games/s")


def stated_jobs_speed(text: str) -> dict[str, tuple[float, int, int]]:
    """What the README says each of :data:`JOBS` took: ``took 12.34 s (2,200 hands/s, 163
    games/s)``, the second without ``took``; command -> (seconds, hands/s, games/s)."""
    flat = " ".join(text.split())
    stated = {}
    for command in JOBS:
        found = re.search(
            rf"`{re.escape(command)}`(?: took)? ([\d.]+) s \(([\d,]+) hands/s, ([\d,]+) games/s\)",
            flat,
        )
        if found is None:
            raise LookupError(f"the README states no time for `{command}`")
        seconds, hands, games = found.groups()
        stated[command] = (float(seconds), int(hands.replace(",", "")), int(games.replace(",", "")))
    return stated


def same_report_on_any_jobs(command: str) -> list[str]:
    """``--jobs 1`` and ``--jobs 2`` print the same table: every line but the three speed
    lines, which are this machine's. The figures the README states for the command agree
    with each other: its games/s and hands/s are the games and the hands played over the
    seconds it states (the hands are seeded: the same on every machine)."""
    done = run(command)
    other = run(JOBS[1] if command == JOBS[0] else JOBS[0])
    problems = status_problem(done) + status_problem(other)
    printed, compared = done.stdout.splitlines(), other.stdout.splitlines()
    if printed[:-3] != compared[:-3] or len(printed) < 4:
        problems.append("the tables of --jobs 1 and --jobs 2 differ")
    if not all(re.fullmatch(p, line) for p, line in zip(SPEED_LINES, printed[-3:], strict=True)):
        problems.append(f"the speed lines are {printed[-3:]}")
    seconds, hands_per_second, games_per_second = stated_jobs_speed(readme())[command]
    mean = re.search(r"^mean hands per game: ([\d.]+)$", done.stdout, re.M)
    hands = float(mean[1]) * 2000 if mean else 0.0
    if abs(2000 / seconds - games_per_second) >= 1:  # (the seconds are stated to 0.01 s)
        problems.append(f"2000 games in {seconds} s are not {games_per_second} games/s")
    if abs(hands / seconds - hands_per_second) > 0.01 * hands_per_second:
        problems.append(f"{hands:.0f} hands in {seconds} s are not {hands_per_second} hands/s")
    return problems


def rlcard_table_sample(command: str) -> list[str]:
    """The README's ``$ COMMAND`` sample of benchmarks/rlcard_table.py: the same lines (the
    hands are seeded, and split among the jobs with the same result as one), but the time
    taken on the last."""
    wanted = readme_sample(readme(), command)
    done = run(command)
    problems = status_problem(done)
    printed = done.stdout.splitlines()
    if printed[:-1] != wanted[:-1]:
        differing = [line for line in printed[:-1] if line not in wanted]
        problems.append(f"the table differs from the README's: {differing[:3]}")
    if not printed or not re.fullmatch(r"elapsed: \d+\.\d s", printed[-1]):
        problems.append(f"the last line is {printed[-1:]}")
    return problems


def rlcard_through_game(command: str) -> list[str]:
    """``Through that path normal makes the same choices as through the Snapshot (the same
    N hands ...)``: its row is the README's RLCard table's ``normal`` row."""
    wanted = [line for line in readme_sample(readme(), RLCARD_TABLE) if line.startswith("normal ")]
    done = run(command)
    problems = status_problem(done)
    printed = [line for line in done.stdout.splitlines() if line.startswith("normal ")]
    if not wanted or printed != wanted:
        problems.append(f"normal's row {printed}, the README's table has {wanted}")
    return problems


def stated_fuzz_report(text: str) -> str:
    """``After the 1,000-turn rule it reports: 6000 streams tried, ..., problems found: 0``."""
    stated = re.search(r"it reports: (\d+ streams tried, [^(]*problems found: \d+)", text)
    if stated is None:
        raise LookupError("the README states no report of the long fuzz run")
    return " ".join(stated[1].split())


def fuzz_reports_what_the_readme_says(command: str) -> list[str]:
    """The long fuzz run reports what the README says it reports."""
    wanted = stated_fuzz_report(readme())
    done = run(command)
    problems = status_problem(done)
    summary = done.stdout.strip().splitlines()[-1:] or [""]
    if wanted not in summary[0]:
        problems.append(f"it reports {summary[0]!r}; the README says {wanted!r}")
    return problems


def every_mutant_caught(command: str, *, within: float | None) -> list[str]:
    """``prints caught with the first failing test, or MISSED, one line a bug (under eight
    minutes in all for the N bugs ...), and exits 1 if any is missed``; none is missed, and
    there are as many bugs as the README says."""
    started = time.perf_counter()
    done = run(command)
    seconds = time.perf_counter() - started
    problems = status_problem(done)
    lines = done.stdout.strip().splitlines()
    verdicts = [line.split()[0] for line in lines[1:-1]]
    if not verdicts or set(verdicts) != {"caught"}:
        problems.append(f"verdicts {sorted(set(verdicts))}, not caught alone")
    stated = re.search(r"for the (\d+) bugs", " ".join(readme().split()))
    if stated is None or int(stated[1]) != len(verdicts):
        problems.append(f"{len(verdicts)} bugs checked, the README says {stated and stated[1]}")
    if within is not None and seconds > within:
        problems.append(f"took {seconds:.0f} s, the README says under {within:.0f} s")
    return problems


SPEED_ROW: Final = re.compile(
    r"^\| ([a-z][\w -]*, \d [\w ]+) \| [\d,]+ \| [\d,]+ \| ([\d.]+) \|$", re.M
)
"""A row of the README's Speed table: the case, best and median hands/s, turns per hand."""
PRINTED_SPEED_ROW: Final = re.compile(r"^(\S.*?) {2,}(\d+) +(\d+) +([\d.]+)$", re.M)


def stated_turns_per_hand(text: str) -> dict[str, str]:
    """The Speed table: case -> turns per hand, as the README states them."""
    return dict(SPEED_ROW.findall(text))


def engine_throughput_rows(command: str) -> list[str]:
    """The Speed table: the best and median hands/s of each case, the turns per hand (seeded,
    so the same everywhere, RLCard's too; the speeds are this machine's), and the ratio of
    ours to RLCard's."""
    stated = stated_turns_per_hand(readme())
    done = run(command)
    problems = status_problem(done)
    printed = {}
    for case, best, median, turns in PRINTED_SPEED_ROW.findall(done.stdout):
        printed[case] = turns
        if int(best) < int(median):
            problems.append(f"{case}: best {best} below the median {median}")
    if printed != stated:
        problems.append(f"turns per hand {printed}, the README says {stated}")
    if not re.search(r"^ratio .*: [\d.]+ \(best\), [\d.]+ \(median\)$", done.stdout, re.M):
        problems.append("no ratio line")
    return problems


def startup_ratio(command: str) -> list[str]:
    """``prints the median time to the game's first prompt ... over the median of import
    click``, after a plain install into a fresh virtual environment."""
    with tempfile.TemporaryDirectory(prefix="uno-readme-") as folder:
        done = run(command.replace("/tmp/v", str(Path(folder) / "v")))
    problems = status_problem(done)
    click = re.search(r'^\(a\) python -c "import click" +median +([\d.]+) ms$', done.stdout, re.M)
    game = re.search(r"^\(b\) uno-classic .* median +([\d.]+) ms$", done.stdout, re.M)
    ratio = re.search(r"^ratio \(b\)/\(a\): ([\d.]+)$", done.stdout, re.M)
    if click is None or game is None or ratio is None:
        return [*problems, "no (a), (b) and ratio lines"]
    if abs(float(game[1]) / float(click[1]) - float(ratio[1])) > 0.01:
        problems.append(f"the ratio {ratio[1]} is not (b) {game[1]} over (a) {click[1]}")
    return problems


def challenge_rule_rates(command: str) -> list[str]:
    """``wins 26.1% of games (95% interval 25.1-27.1%) with K = 5, 24.6% (23.6-25.5%)
    challenging every Draw Four, and 24.1% (23.2-25.0%) never challenging`` (the README
    writes the intervals with an en dash)."""
    text = " ".join(readme().split())
    stated = re.search(
        r"wins ([\d.]+)% of games \(95% interval ([\d.]+)\u2013([\d.]+)%\) with K = 5, "
        r"([\d.]+)% \(([\d.]+)\u2013([\d.]+)%\) challenging every Draw Four, and "
        r"([\d.]+)% \(([\d.]+)\u2013([\d.]+)%\) never challenging",
        text,
    )
    if stated is None:
        return ["the README's challenge figures cannot be read"]
    done = run(command)
    problems = status_problem(done)
    printed = re.findall(
        r"^challenges from +(\d+) cards: wins ([\d.]+)% \(([\d.]+)% - ([\d.]+)%\)",
        done.stdout,
        re.M,
    )
    found = {threshold: (rate, low, high) for threshold, rate, low, high in printed}
    groups = stated.groups()
    wanted = {"5": groups[0:3], "1": groups[3:6], "99": groups[6:9]}
    for threshold, figures in wanted.items():
        if found.get(threshold) != tuple(figures):
            problems.append(f"from {threshold}: printed {found.get(threshold)}, README {figures}")
    return problems


NORMAL_RULES_PARTS: Final = (
    "games to 500 won against three normal",
    "single hands won against three normal",
    "single hands won against three random",
)
"""The parts ``benchmarks/normal_rules.py`` prints, by the start of their titles, in the
order of the columns of the README's table."""


def stated_normal_rules_rates(text: str) -> dict[tuple[str, str], WinRate | None]:
    """The README's table for ``benchmarks/normal_rules.py``: (variant, part) -> its win
    rate and interval, ``None`` where it says ``25% (itself)`` (the README writes the
    intervals with an en dash)."""
    stated: dict[tuple[str, str], WinRate | None] = {}
    cell = re.compile(r"^([\d.]+)% \(([\d.]+)\u2013([\d.]+)%\)$")
    for line in re.findall(r"^\| (?:normal|sheds|blind).*\|$", text, re.M):
        variant, _rules, *cells = (part.strip() for part in line.strip("|").split("|"))
        if len(cells) != len(NORMAL_RULES_PARTS):
            raise LookupError(f"the README's row for {variant} has {len(cells)} rates")
        for part, figures in zip(NORMAL_RULES_PARTS, cells, strict=True):
            found = cell.match(figures)
            if found is None and figures != "25% (itself)":
                raise LookupError(f"the README's {variant} rate {figures!r} cannot be read")
            stated[(variant, part)] = WinRate(*found.groups()) if found else None
    if not stated:
        raise LookupError("the README's table for benchmarks/normal_rules.py cannot be read")
    return stated


def normal_rules_rates(command: str) -> list[str]:
    """Each variant's share of games and hands won, with its interval, as the README's
    table states it; ``25% exactly: itself`` where it says ``25% (itself)``."""
    wanted = stated_normal_rules_rates(readme())
    done = run(command)
    problems = status_problem(done)
    printed: dict[tuple[str, str], WinRate | None] = {}
    for block in done.stdout.split("\n\n"):
        part = next((p for p in NORMAL_RULES_PARTS if block.startswith(p)), None)
        if part is None:
            continue
        for line in block.splitlines()[2:]:
            variant = line[:16].strip()
            rate = re.search(r"([\d.]+)% +([\d.]+)% - +([\d.]+)%", line)
            if rate is not None:
                printed[(variant, part)] = WinRate(*rate.groups())
            elif "25% exactly: itself" in line:
                printed[(variant, part)] = None
    for key, figures in wanted.items():
        if key not in printed or printed[key] != figures:
            problems.append(f"{key}: printed {printed.get(key, 'nothing')}, README {figures}")
    if sorted(printed) != sorted(wanted):
        problems.append(f"printed {sorted(printed)}, the README's table {sorted(wanted)}")
    return problems


def stated_party_rules_rates(text: str) -> dict[str, WinRate]:
    """The win rates the README states for ``benchmarks/party_rules.py``, by the label of
    the line that prints each: ``always keeps its hand wins 22.5% of games (95% interval
    21.2-23.8%), and one that ... 20.3% (19.1-21.6%)`` and ``always takes it at once wins
    19.1% (18.0-20.4%) with --stacking pass and 17.7% (16.5-18.9%) with --stacking add``
    (the README writes the intervals with an en dash, the options as code)."""
    flat = " ".join(text.split())
    rate = r"([\d.]+)% \(([\d.]+)\u2013([\d.]+)%\)"
    swaps = re.search(
        r"always keeps its hand wins ([\d.]+)% of games \(95% interval ([\d.]+)\u2013([\d.]+)%\)"
        r", and one that plays it as a plain wild and always swaps with a random other player "
        + rate,
        flat,
    )
    stacks = re.search(
        rf"always takes it at once wins {rate} with `--stacking pass` and {rate} with "
        r"`--stacking add`",
        flat,
    )
    if swaps is None or stacks is None:
        raise LookupError("the README's figures for benchmarks/party_rules.py cannot be read")
    return {
        "keeps (never swaps)": WinRate(*swaps.groups()[0:3]),
        "swaps with a random player": WinRate(*swaps.groups()[3:6]),
        "never stacks (--stacking pass)": WinRate(*stacks.groups()[0:3]),
        "never stacks (--stacking add)": WinRate(*stacks.groups()[3:6]),
    }


def party_rules_rates(command: str) -> list[str]:
    """Each rule's share of games won, with its interval, as the README states it."""
    return printed_rates_problems(command, stated_party_rules_rates(readme()))


def printed_rates_problems(command: str, wanted: dict[str, WinRate]) -> list[str]:
    """Where the win rates a benchmark prints (``  label  wins 22.5% (21.2% - 23.8%)``)
    differ from the ``wanted`` ones, by label."""
    done = run(command)
    problems = status_problem(done)
    printed = {
        label: WinRate(rate, low, high)
        for label, rate, low, high in re.findall(
            r"^  (.+?) +wins ([\d.]+)% \(([\d.]+)% - ([\d.]+)%\)", done.stdout, re.M
        )
    }
    for label, figures in wanted.items():
        if printed.get(label) != figures:
            problems.append(f"{label}: printed {printed.get(label)}, README {figures}")
    return problems


def stated_house_rules_rates(text: str) -> dict[str, WinRate]:
    """The win rates the README states for ``benchmarks/house_rules.py``, by the label of
    the line that prints each (the README writes the intervals with an en dash)."""
    flat = " ".join(text.split())
    rate = r"([\d.]+)% \(([\d.]+)\u2013([\d.]+)%\)"
    sevens = re.search(
        rf"always keeps its hand wins ([\d.]+)% of games \(95% interval ([\d.]+)\u2013([\d.]+)%\), "
        rf"one that does the same but swaps with a random other player {rate}, and one with "
        rf"`normal`'s 7 rule that plays its 0s as plain numbers {rate}",
        flat,
    )
    jumps = re.search(
        rf"never jumps in wins {rate}, and one that jumps in half of the time {rate}", flat
    )
    if sevens is None or jumps is None:
        raise LookupError("the README's figures for benchmarks/house_rules.py cannot be read")
    return {
        "plays 7s and 0s as numbers, keeps": WinRate(*sevens.groups()[0:3]),
        "as numbers, swaps at random": WinRate(*sevens.groups()[3:6]),
        "normal's 7s, 0s as numbers": WinRate(*sevens.groups()[6:9]),
        "never jumps in": WinRate(*jumps.groups()[0:3]),
        "jumps in half of the time": WinRate(*jumps.groups()[3:6]),
    }


def house_rules_rates(command: str) -> list[str]:
    """Each house-rule variant's share of games won, with its interval, as the README
    states it."""
    return printed_rates_problems(command, stated_house_rules_rates(readme()))


RLCARD_TABLE: Final = ".venv/bin/python benchmarks/rlcard_table.py --hands 20000 --jobs 2"
"""Our players in RLCard's UNO game (minutes; needs the bench extra)."""
RLCARD_THROUGH_GAME: Final = (
    ".venv/bin/python benchmarks/rlcard_table.py --strategy normal --through-game "
    "--hands 20000 --jobs 2"
)
"""``normal`` through a Game at each position, as ``hard`` plays: the same hands won."""


def hard_strength_sample(command: str) -> list[str]:
    """The README's ``$ COMMAND`` sample of ``benchmarks/hard_strength.py``: the same lines
    (seeded), but for the last, the time it took here."""
    wanted = readme_sample(readme(), command)
    done = run(command)
    problems = status_problem(done)
    printed = done.stdout.splitlines()
    if printed[:-1] != wanted[:-1]:
        problems.append(f"printed {printed[:-1]}, the README says {wanted[:-1]}")
    if not printed or not printed[-1].startswith("elapsed: "):
        problems.append("no elapsed line")
    return problems


def hard_decision_times(command: str) -> list[str]:
    """The README's ``$ COMMAND`` sample of ``benchmarks/hard_decisions.py``: the same rows
    and answers counted (seeded); the times are this machine's, but every 95th percentile
    must be within the half second the hard level promises."""
    wanted = readme_sample(readme(), command)
    done = run(command)
    problems = status_problem(done)
    printed = done.stdout.splitlines()
    counted = [line.split("  ")[0:2] for line in printed]
    if [line[:37] for line in printed] != [line[:37] for line in wanted]:
        problems.append(f"rows {counted}, the README's differ")
    for line in printed[2:]:
        p95 = re.findall(r"(\d+)ms", line)
        if len(p95) != 4 or int(p95[2]) > 500:
            problems.append(f"a 95th percentile over 500 ms, or no times: {line}")
    return problems


HARD_STRENGTH: Final = ".venv/bin/python benchmarks/hard_strength.py --deals 2500 --jobs 2"
RLCARD_HARD: Final = (
    ".venv/bin/python benchmarks/rlcard_table.py --strategy hard --hands 10000 --jobs 2"
)
"""hard in RLCard's UNO: half an hour and more."""
HARD_DECISIONS: Final = ".venv/bin/python benchmarks/hard_decisions.py"


COMMANDS: Final[dict[str, Callable[[str], list[str]]]] = {
    ".venv/bin/python benchmarks/challenge_rule.py": challenge_rule_rates,
    ".venv/bin/python benchmarks/party_rules.py": party_rules_rates,
    ".venv/bin/python benchmarks/house_rules.py": house_rules_rates,
    ".venv/bin/python benchmarks/normal_rules.py": normal_rules_rates,
    HARD_STRENGTH: hard_strength_sample,
    RLCARD_HARD: rlcard_table_sample,
    HARD_DECISIONS: hard_decision_times,
    "uno-classic simulate --games 1000 --players 4 --seed 2026": simulate_sample,
    **dict.fromkeys(JOBS, same_report_on_any_jobs),
    "uno-classic simulate --games 2000 --strategy normal,easy,normal,easy --seed 1": (
        two_normal_against_two_easy
    ),
    ".venv/bin/python tools/fuzz.py --count 6000 --seed 2026": fuzz_reports_what_the_readme_says,
    ".venv/bin/python tools/mutants.py": lambda command: every_mutant_caught(command, within=480),
    ".venv/bin/python tools/mutants.py --all-tests": lambda command: every_mutant_caught(
        command, within=None
    ),
    ".venv/bin/python benchmarks/engine_throughput.py --hands 10000 --repeat 5": (
        engine_throughput_rows
    ),
    RLCARD_TABLE: rlcard_table_sample,
    RLCARD_THROUGH_GAME: rlcard_through_game,
    (
        "python -m venv /tmp/v && /tmp/v/bin/pip install . "
        "&& /tmp/v/bin/python benchmarks/startup.py"
    ): startup_ratio,
}
"""Each long command, exactly as the README shows it, and its check."""


def main(argv: Sequence[str] | None = None) -> int:
    """Run the chosen commands; 1 if any does not do what the README says."""
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0] if __doc__ else None)
    parser.add_argument("only", nargs="?", default="", help="only commands containing this")
    parser.add_argument("--list", action="store_true", help="list the commands and stop")
    args = parser.parse_args(argv)
    chosen = [command for command in COMMANDS if args.only in command]
    if args.list:
        print("\n".join(chosen))
        return 0
    wrong = 0
    for command in chosen:
        started = time.perf_counter()
        problems = COMMANDS[command](command)
        seconds = time.perf_counter() - started
        print(f"{'WRONG' if problems else 'ok':<5} {command} ({seconds:.0f} s)", flush=True)
        for problem in problems:
            print(f"      {problem}", flush=True)
        wrong += bool(problems)
    return 1 if wrong else 0


if __name__ == "__main__":
    sys.exit(main())
