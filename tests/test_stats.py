"""The record of games played at a terminal: ``uno-classic stats`` (its tables, ``--json``,
``--reset``), games recorded at their end and at a stop, a resumed game staying one game,
two games finishing at once, the schema's migration, and a record that cannot be used:
one line, the game plays on, the file untouched.

Games "at a terminal" here are played in this process with keys that say they come from a
terminal, read a line at a time (as on a Windows console); tests/test_stats_pty.py plays
them in a real pseudo-terminal.
"""

from __future__ import annotations

import io
import json
import multiprocessing
import os
import sqlite3
import stat
import subprocess
import sys
from contextlib import closing
from pathlib import Path
from typing import NamedTuple

import pytest
from click.testing import CliRunner, Result

from uno_classic import play, saves, stats
from uno_classic.cli import main
from uno_classic.console import GameResult
from uno_classic.settings import Settings
from uno_classic.stats import Game, Seat
from uno_classic.variants import Rules

GAME_3 = ["--seed", "3", "--opponents", "1", "--target", "50", "--delay", "0", "--no-color"]
TAKING = "TN" * 200
"""Take at every turn and keep the card: in game 3 against one computer with a target of
50, the computer wins the first hand, and so the game, with 333 points; the 36th key (an
N) answers PLAY AGAIN (read on the screen of a game played so through a pipe)."""
TO_THE_END = TAKING[:36]
ERRORS = ("THE RECORD OF YOUR GAMES CANNOT BE WRITTEN", "THE RECORD OF YOUR GAMES CANNOT BE READ")


class TerminalText(io.TextIOWrapper):
    """Keys typed at a terminal (which says so), read a line at a time."""

    def __init__(self, keys: str) -> None:
        super().__init__(io.BytesIO(keys.encode()), encoding="utf-8")

    def isatty(self) -> bool:
        return True


class Played(NamedTuple):
    exit_code: int
    output: str


def at_terminal(args: list[str], keys: str, monkeypatch: pytest.MonkeyPatch) -> Played:
    """A game played at a terminal whose keys are read a line at a time."""
    monkeypatch.setattr(play, "keyboard_available", lambda: False)
    monkeypatch.setattr("sys.stdin", TerminalText(keys))
    screen = io.StringIO()
    monkeypatch.setattr("sys.stdout", screen)
    with pytest.raises(SystemExit) as ended:
        main(args)
    return Played(int(ended.value.code or 0), screen.getvalue())


def stats_run(*args: str, keys: str = "") -> Result:
    return CliRunner().invoke(main, ["stats", *args], input=keys)


def game(
    key: str,
    scores: tuple[int, ...],
    winner: int | None,
    *,
    hands: int = 1,
    number: int = 3,
    names: tuple[str, ...] = ("ANN",),
    levels: tuple[str, ...] = ("normal",),
    rules: str = "CLASSIC",
    ended: str = "2026-11-20T10:00:00+01:00",
    started: str = "",
    hints: tuple[int, ...] = (),
) -> Game:
    """A game as the record keeps it, written here by hand."""
    seats = tuple(Seat(name, True, None) for name in names) + tuple(
        Seat(f"COMPUTER {i + 1}", False, level) for i, level in enumerate(levels)
    )
    won = tuple(int(seat == winner) for seat in range(len(seats)))
    return Game(
        key=key,
        number=number,
        game=1,
        rules=rules,
        options="",
        seats=seats,
        hands=hands,
        scores=scores,
        hands_won=won,
        winner=winner,
        finished=winner is not None,
        hints=hints or (0,) * len(names),
        started=started or ended,
        ended=ended,
    )


def rows(folder: Path) -> list[Game]:
    return stats.read(folder)


# ------------------------------------------------------------------------- uno-classic stats


def test_an_empty_record_says_so_in_one_line_and_creates_nothing(private_state_home):
    result = stats_run()
    assert result.exit_code == 0
    assert result.output == "NO GAMES ARE RECORDED YET: GAMES PLAYED AT A TERMINAL ARE RECORDED\n"
    assert not stats.path(private_state_home).exists()
    empty = json.loads(stats_run("--json").output)
    assert empty == {"schema": 1, "games": 0, "tables": [], "high_scores": []}


def test_stats_shows_each_rules_and_table_then_the_high_scores(private_state_home):
    folder = private_state_home
    stats.write(folder, game("a-1", (520, 40), 0, hands=4, ended="2026-11-20T10:00:00+01:00"))
    stats.write(folder, game("b-1", (90, 510), 1, hands=3, ended="2026-11-21T10:00:00+01:00"))
    stats.write(folder, game("c-1", (60, 0), None, hands=2, ended="2026-11-22T10:00:00+01:00"))
    stats.write(folder, game("d-1", (520, 0), 0, hands=2, ended="2026-11-23T10:00:00+01:00"))
    # another table: BOB against a hard computer, under party rules
    stats.write(
        folder,
        game("e-1", (700, 0), 0, hands=5, names=("BOB",), levels=("hard",), rules="PARTY"),
    )
    result = stats_run()
    assert result.exit_code == 0
    # ANN: won a-1 and d-1 (2 games, 2 hands), points 520 + 90 + 60 + 520 = 1190;
    # COMPUTER 1: won b-1, points 40 + 510 = 550. c-1 stopped unfinished.
    # High scores: BOB's 700, then ANN's two 520s, the one in fewer hands (d-1) first.
    assert result.output.splitlines() == [
        "RULES: CLASSIC",
        "TABLE: ANN, COMPUTER 1 (NORMAL)",
        "4 GAMES PLAYED, 3 FINISHED",
        "              GAMES WON  HANDS WON   POINTS",
        "  ANN                 2          2     1190",
        "  COMPUTER 1          1          1      550",
        "",
        "RULES: PARTY",
        "TABLE: BOB, COMPUTER 1 (HARD)",
        "1 GAME PLAYED, 1 FINISHED",
        "              GAMES WON  HANDS WON   POINTS",
        "  BOB                 1          1      700",
        "  COMPUTER 1          0          0        0",
        "",
        "HIGH SCORES",
        "      PLAYER  POINTS  HANDS  GAME NUMBER  DATE        RULES",
        "   1  BOB        700      5            3  2026-11-20  PARTY",
        "   2  ANN        520      2            3  2026-11-23  CLASSIC",
        "   3  ANN        520      4            3  2026-11-20  CLASSIC",
    ]


def test_no_line_of_stats_passes_80_columns(private_state_home):
    """A party game of ten named humans and computers with options changed: its RULES and
    TABLE lines wrap under their words, and its HIGH SCORES row names the preset with +."""
    names = ("ANN", "BOB", "CAROLINE", "DMITRI", "EVELYN ROSE")
    rules = "PARTY + TARGET 200, STACKING ADD, SEVEN-ZERO, JUMP-IN, UNO-CALL KEY, UNO-CARDS 3"
    scores = (210, 0, 0, 0, 0, 0, 0, 0, 0, 0)
    levels = ("hard", "normal", "easy", "hard", "normal")
    stats.write(private_state_home, game("a-1", scores, 0, names=names, levels=levels, rules=rules))
    lines = stats_run().output.splitlines()
    assert max(map(len, lines)) <= 80, [line for line in lines if len(line) > 80]
    assert lines[:4] == [
        "RULES: PARTY + TARGET 200, STACKING ADD, SEVEN-ZERO, JUMP-IN, UNO-CALL KEY,",
        "       UNO-CARDS 3",
        "TABLE: ANN, BOB, CAROLINE, DMITRI, EVELYN ROSE, COMPUTER 1 (HARD), COMPUTER 2",
        "       (NORMAL), COMPUTER 3 (EASY), COMPUTER 4 (HARD), COMPUTER 5 (NORMAL)",
    ]
    assert lines[-1] == "   1  ANN        210      1            3  2026-11-20  PARTY +"


def test_random_and_easy_are_one_level_at_one_table(private_state_home):
    """``--strategy random`` is ``easy`` by another name: the games are one table's."""
    for key, level in (("a", "random"), ("b", "easy")):
        options = Settings(3, Rules(players=2), levels=(level,))
        result = GameResult(1, 1, (50, 0), (1, 0), 0, (0,))
        stats.write(private_state_home, stats.game_of(options, key, result, started="", ended=""))
    (table,) = json.loads(stats_run("--json").output)["tables"]
    assert table["games"] == 2 and table["players"][1]["level"] == "easy"


def test_a_record_sqlite_reads_but_this_program_cannot_is_one_line(private_state_home):
    """A row changed by hand (a winner who is no player): one line, exit 1, no traceback."""
    stats.write(private_state_home, game("a-1", (520, 40), 0))
    file = stats.path(private_state_home)
    with closing(sqlite3.connect(file)) as connection:
        connection.execute("UPDATE games SET winner = 4")
        connection.commit()
    before = file.read_bytes()
    result = stats_run()
    assert result.exit_code == 1
    assert result.output == (
        "THE RECORD OF YOUR GAMES CANNOT BE READ: IT IS DAMAGED: GAME a-1 HAS NO SUCH PLAYERS\n"
    )
    assert file.read_bytes() == before


def test_stats_json_holds_the_same_for_scripts(private_state_home):
    stats.write(private_state_home, game("a-1", (520, 40), 0, hands=4, hints=(3,)))
    stats.write(private_state_home, game("b-1", (10, 0), None, hands=1, hints=(2,)))
    result = stats_run("--json")
    assert result.exit_code == 0
    assert json.loads(result.output) == {
        "schema": 1,
        "games": 2,
        "tables": [
            {
                "rules": "CLASSIC",
                "options": "",
                "games": 2,
                "finished": 1,
                "players": [
                    {
                        "name": "ANN",
                        "human": True,
                        "level": None,
                        "games_won": 1,
                        "hands_won": 1,
                        "points": 530,
                        "hints": 5,
                    },
                    {
                        "name": "COMPUTER 1",
                        "human": False,
                        "level": "normal",
                        "games_won": 0,
                        "hands_won": 0,
                        "points": 40,
                        "hints": None,
                    },
                ],
            }
        ],
        "high_scores": [
            {
                "name": "ANN",
                "points": 520,
                "hands": 4,
                "number": 3,
                "rules": "CLASSIC",
                "date": "2026-11-20",
            }
        ],
    }


def test_reset_without_a_terminal_empties_the_record_without_asking(private_state_home):
    stats.write(private_state_home, game("a-1", (520, 40), 0))
    stats.write(private_state_home, game("b-1", (520, 40), 0))
    result = stats_run("--reset")
    assert result.exit_code == 0
    assert result.output == "THE RECORD IS EMPTY (2 GAMES REMOVED)\n"
    assert rows(private_state_home) == []
    assert stats_run().output.startswith("NO GAMES ARE RECORDED YET")


def test_json_and_reset_together_are_a_usage_error():
    result = stats_run("--json", "--reset")
    assert result.exit_code == 2
    assert "give --json or --reset, not both" in result.output


def newer(file: Path) -> None:
    with closing(sqlite3.connect(file)) as connection:
        connection.execute("CREATE TABLE games (key TEXT)")
        connection.execute("PRAGMA user_version = 7")
        connection.commit()


def corrupt(file: Path) -> None:
    file.write_bytes(b"these are not the bytes of an SQLite database\n" * 100)


def anothers(file: Path) -> None:
    with closing(sqlite3.connect(file)) as connection:
        connection.execute("CREATE TABLE games (name TEXT, players INTEGER)")
        connection.execute("INSERT INTO games VALUES ('chess', 2)")
        connection.commit()


BROKEN = {
    "another program's": (anothers, "IT IS ANOTHER PROGRAM'S DATABASE"),
    "corrupt": (corrupt, "FILE IS NOT A DATABASE"),
    "newer": (newer, "A NEWER VERSION WROTE IT (SCHEMA 7)"),
}


@pytest.mark.parametrize("case", sorted(BROKEN))
@pytest.mark.parametrize("args", [(), ("--json",), ("--reset",)])
def test_a_corrupt_or_newer_record_is_one_line_and_left_byte_for_byte(
    case, args, private_state_home
):
    make, why = BROKEN[case]
    saves.make_folder(private_state_home)
    file = stats.path(private_state_home)
    make(file)
    before = file.read_bytes()
    result = stats_run(*args)
    assert result.exit_code == 1
    verb = "EMPTIED" if args == ("--reset",) else "READ"
    assert result.output == f"THE RECORD OF YOUR GAMES CANNOT BE {verb}: {why}\n"
    assert file.read_bytes() == before
    assert sorted(p.name for p in private_state_home.iterdir()) == [stats.FILE_NAME]


def test_a_record_that_cannot_be_opened_is_one_line(private_state_home):
    stats.path(private_state_home).mkdir(parents=True)  # a folder where the file should be
    result = stats_run()
    assert result.exit_code == 1
    assert result.output == (
        "THE RECORD OF YOUR GAMES CANNOT BE READ: UNABLE TO OPEN DATABASE FILE\n"
    )


def test_a_locked_record_is_one_line_after_a_short_wait(private_state_home, monkeypatch):
    stats.write(private_state_home, game("a-1", (520, 40), 0))
    file = stats.path(private_state_home)
    before = file.read_bytes()
    monkeypatch.setattr(stats, "TIMEOUT", 0.2)
    with closing(sqlite3.connect(file, isolation_level=None)) as other:
        other.execute("BEGIN EXCLUSIVE")  # another program holds it
        result = stats_run()
        other.execute("ROLLBACK")
    assert result.exit_code == 1
    assert result.output == "THE RECORD OF YOUR GAMES CANNOT BE READ: DATABASE IS LOCKED\n"
    assert file.read_bytes() == before


# ------------------------------------------------------------------- the schema and its file


def test_a_new_record_is_private_and_at_the_current_version(private_state_home):
    stats.write(private_state_home, game("a-1", (520, 40), 0))
    file = stats.path(private_state_home)
    assert stat.S_IMODE(file.stat().st_mode) == 0o600
    assert stat.S_IMODE(private_state_home.stat().st_mode) == 0o700
    with closing(sqlite3.connect(file)) as connection:
        assert connection.execute("PRAGMA user_version").fetchone() == (stats.VERSION,)


def test_a_version_0_file_is_migrated_when_a_game_is_recorded(private_state_home):
    # Version 0 is a file SQLite made with nothing in it yet (an empty file, or one another
    # program left at version 0): the first step of the migration path makes the tables.
    saves.make_folder(private_state_home)
    file = stats.path(private_state_home)
    file.write_bytes(b"")
    os.chmod(file, 0o600)
    stats.write(private_state_home, game("a-1", (520, 40), 0))
    with closing(sqlite3.connect(file)) as connection:
        assert connection.execute("PRAGMA user_version").fetchone() == (1,)
    assert [g.key for g in rows(private_state_home)] == ["a-1"]


def test_writing_a_game_again_by_its_key_updates_its_row_and_keeps_its_start(private_state_home):
    first = game("s-1", (60, 0), None, ended="2026-11-20T10:00:00+01:00")
    stats.write(private_state_home, first)
    later = game(
        "s-1",
        (520, 40),
        0,
        hands=3,
        started="2026-11-22T17:00:00+01:00",  # (as a resumed session would say)
        ended="2026-11-22T18:00:00+01:00",
    )
    stats.write(private_state_home, later)
    [kept] = rows(private_state_home)
    assert kept.finished and kept.scores == (520, 40) and kept.hands == 3
    assert kept.started == "2026-11-20T10:00:00+01:00"
    assert kept.ended == "2026-11-22T18:00:00+01:00"


def record_many(folder: str, prefix: str, count: int) -> None:
    for i in range(count):
        stats.write(Path(folder), game(f"{prefix}-{i}", (520, 40), 0))


def test_two_games_finishing_at_once_both_land(private_state_home):
    # Two processes write 25 games each as fast as they can: each waits for the other's
    # writes, and every row lands.
    context = multiprocessing.get_context("spawn")
    writers = [
        context.Process(target=record_many, args=(str(private_state_home), name, 25))
        for name in ("one", "two")
    ]
    for writer in writers:
        writer.start()
    for writer in writers:
        writer.join(60)
        assert writer.exitcode == 0
    assert len(rows(private_state_home)) == 50


def test_a_game_waits_for_another_program_holding_the_record(private_state_home):
    stats.write(private_state_home, game("a-1", (520, 40), 0))
    context = multiprocessing.get_context("spawn")
    with closing(sqlite3.connect(stats.path(private_state_home), isolation_level=None)) as other:
        other.execute("BEGIN EXCLUSIVE")
        writer = context.Process(target=record_many, args=(str(private_state_home), "late", 1))
        writer.start()
        writer.join(0.5)
        assert writer.is_alive()  # waiting, not failing
        other.execute("COMMIT")
    writer.join(30)
    assert writer.exitcode == 0
    assert [g.key for g in rows(private_state_home)] == ["a-1", "late-0"]


# ------------------------------------------------------------- games recorded at a terminal


def test_a_game_at_a_terminal_is_recorded_at_its_end(private_state_home, monkeypatch):
    result = at_terminal(GAME_3, TO_THE_END, monkeypatch)
    assert result.exit_code == 0
    assert "COMPUTER 1 SCORES 333 POINTS\nCOMPUTER 1 WINS THE GAME\n" in result.output
    [recorded] = rows(private_state_home)
    assert recorded.number == 3 and recorded.game == 1
    assert recorded.rules == "CLASSIC + TARGET 50"
    assert recorded.seats == (Seat("HUMAN", True, None), Seat("COMPUTER 1", False, "normal"))
    assert (recorded.hands, recorded.scores, recorded.hands_won) == (1, (0, 333), (0, 1))
    assert (recorded.winner, recorded.finished, recorded.hints) == (1, True, (0,))
    assert not any(line.startswith(ERRORS) for line in result.output.splitlines())


def test_a_stopped_game_is_recorded_unfinished_and_resumed_stays_one_game(
    private_state_home, monkeypatch
):
    stopped = at_terminal(GAME_3, TAKING[:6], monkeypatch)  # three takes, then the keys end
    assert stopped.exit_code == 1
    [unfinished] = rows(private_state_home)
    assert not unfinished.finished and unfinished.winner is None
    assert unfinished.scores == (0, 0)
    save = saves.load(private_state_home / "save-1.json")
    assert unfinished.key == f"{save.record}-1"  # the save names its row

    resumed = at_terminal(["--resume", "--delay", "0", "--no-color"], TO_THE_END[6:], monkeypatch)
    assert resumed.exit_code == 0
    assert "COMPUTER 1 WINS THE GAME" in resumed.output
    [finished] = rows(private_state_home)
    assert finished.key == unfinished.key
    assert finished.started == unfinished.started
    assert (finished.finished, finished.winner, finished.scores) == (True, 1, (0, 333))


def test_the_hints_of_a_stopped_and_resumed_game_are_recorded_in_its_one_row(
    private_state_home, monkeypatch
):
    """Two hints before the stop, one after the resume: the row says three, and so does
    the game's own summary."""
    stopped = at_terminal(GAME_3, "H" + TAKING[:2] + "H" + TAKING[2:6], monkeypatch)
    assert stopped.output.count("\nHINT: ") == 2
    [unfinished] = rows(private_state_home)
    assert unfinished.hints == (2,)
    resumed = at_terminal(
        ["--resume", "--delay", "0", "--no-color"], "H" + TO_THE_END[6:], monkeypatch
    )
    assert "HINTS TAKEN: HUMAN 3" in resumed.output
    [finished] = rows(private_state_home)
    assert (finished.key, finished.finished, finished.hints) == (unfinished.key, True, (3,))
    assert json.loads(stats_run("--json").output)["tables"][0]["players"][0]["hints"] == 3


def test_each_game_of_a_session_is_its_own_row(private_state_home, monkeypatch):
    keys = TO_THE_END[:-1] + "Y" + "T"  # PLAY AGAIN: yes; one key into game 2, then the end
    result = at_terminal(GAME_3, keys, monkeypatch)
    assert result.exit_code == 1
    first, second = sorted(rows(private_state_home), key=lambda g: g.game)
    assert first.key.removesuffix("-1") == second.key.removesuffix("-2")
    assert (first.game, first.finished) == (1, True)
    assert (second.game, second.finished) == (2, False)


@pytest.mark.parametrize("how", ["--no-stats", "pipe"])
def test_no_stats_and_a_pipe_record_nothing(how, private_state_home, monkeypatch):
    result: Played | Result
    if how == "pipe":
        result = CliRunner().invoke(main, GAME_3, input=TO_THE_END)
    else:
        result = at_terminal([*GAME_3, "--no-stats"], TO_THE_END, monkeypatch)
    assert result.exit_code == 0
    assert "COMPUTER 1 WINS THE GAME" in result.output
    assert not stats.path(private_state_home).exists()


@pytest.mark.parametrize("case", [*sorted(BROKEN), "locked", "unopenable"])
def test_a_record_that_cannot_be_written_is_one_line_and_the_game_plays_on(
    case, private_state_home, monkeypatch
):
    saves.make_folder(private_state_home)
    file = stats.path(private_state_home)
    other = None
    if case in BROKEN:
        BROKEN[case][0](file)
        why = BROKEN[case][1]
    elif case == "locked":
        stats.write(private_state_home, game("a-1", (520, 40), 0))
        monkeypatch.setattr(stats, "TIMEOUT", 0.2)
        other = sqlite3.connect(file, isolation_level=None)
        other.execute("BEGIN EXCLUSIVE")
        why = "DATABASE IS LOCKED"
    else:
        file.mkdir()
        why = "UNABLE TO OPEN DATABASE FILE"
    before = None if file.is_dir() else file.read_bytes()
    # Game 1 to its end, PLAY AGAIN, one key into game 2: two games, one line.
    try:
        result = at_terminal(GAME_3, TO_THE_END[:-1] + "YT", monkeypatch)
    finally:
        if other is not None:
            other.execute("ROLLBACK")
            other.close()
    assert result.exit_code == 1
    said = [line for line in result.output.splitlines() if line.startswith(ERRORS)]
    assert said == [f"THE RECORD OF YOUR GAMES CANNOT BE WRITTEN: {why}"]
    lines = result.output.splitlines()
    assert lines[lines.index(said[0]) + 1] == "PLAY AGAIN (Y/N)? Y"  # and the game went on
    assert "GAME 2 OF THIS SESSION" in result.output
    assert (None if file.is_dir() else file.read_bytes()) == before
    assert (private_state_home / "save-1.json").exists()  # the stop was saved all the same


def test_the_result_of_a_game_is_written_as_the_console_gives_it(private_state_home):
    # The recorder, handed the console's results: a game's end, then a stop in the next.
    options = Settings(9, Rules(players=3), humans=2, levels=("hard",), names=("ANN", "BOB"))
    said: list[str] = []
    recorder = stats.Recorder(private_state_home, options, "k", said.append)
    recorder.game_over(GameResult(1, 4, (510, 20, 30), (2, 1, 1), 0, (3, 0)))
    recorder.stopped(GameResult(1, 4, (510, 20, 30), (2, 1, 1), 0, (3, 0)))  # recorded already
    recorder.stopped(GameResult(2, 1, (0, 0, 0), (0, 0, 0), None, (0, 1)))
    first, second = rows(private_state_home)
    assert said == []
    assert first.key == "k-1" and second.key == "k-2"
    assert first.seats == (
        Seat("ANN", True, None),
        Seat("BOB", True, None),
        Seat("COMPUTER 1", False, "hard"),
    )
    assert (first.finished, first.winner, first.hints) == (True, 0, (3, 0))
    assert (second.finished, second.winner, second.hints) == (False, None, (0, 1))
    assert second.started == first.ended  # the second game began as the first ended


def test_a_game_from_a_pipe_never_imports_the_record_nor_sqlite3():
    code = (
        "import sys; from uno_classic.cli import main\n"
        f"try:\n    main({GAME_3!r})\nexcept SystemExit:\n    pass\n"
        "print('sqlite3' in sys.modules, 'uno_classic.stats' in sys.modules, file=sys.stderr)"
    )
    done = subprocess.run(
        [sys.executable, "-c", code], input=TO_THE_END.encode(), capture_output=True, check=False
    )
    assert b"COMPUTER 1 WINS THE GAME" in done.stdout
    assert done.stderr.decode().strip().splitlines()[-1] == "False False"


def test_a_save_resumed_through_a_pipe_keeps_its_record_key(private_state_home, monkeypatch):
    # At a terminal, stopped; through a pipe (not recorded), resumed and stopped again; at a
    # terminal, resumed and finished: still one game, its row found by the key the pipe's
    # save carried on.
    at_terminal(GAME_3, TAKING[:2], monkeypatch)
    key = saves.load(private_state_home / "save-1.json").record
    piped = CliRunner().invoke(main, ["--resume", "--delay", "0"], input=TAKING[2:6])
    assert piped.exit_code == 1
    assert saves.load(private_state_home / "save-1.json").record == key
    at_terminal(["--resume", "--delay", "0", "--no-color"], TO_THE_END[6:], monkeypatch)
    [recorded] = rows(private_state_home)
    assert recorded.key == f"{key}-1"
    assert recorded.finished
