"""Saves by ID: `--resume [ID]` continues one, the same game keeps its save, the newest 20
are kept, and a command line that names a game is not offered a saved one; the offer names
the save, and N keeps it without offering it again."""

from __future__ import annotations

import io
import json
import shlex
from datetime import datetime, timedelta, timezone
from pathlib import Path

import pytest
from click.testing import CliRunner, Result

from uno_classic import cli, saves
from uno_classic.cli import main
from uno_classic.console import Options, Progress
from uno_classic.keys import ScriptedKeys
from uno_classic.play import offer_resume

# Saved at 14:02 where the clocks were an hour ahead of UTC: shown as 14:02 wherever listed.
WHEN = datetime(2026, 11, 23, 14, 2, 31, tzinfo=timezone(timedelta(hours=1)))


def run(args: str, keys: str = "") -> Result:
    return CliRunner().invoke(main, shlex.split(args), input=keys.encode())


def stopped(args: str, keys: str = "") -> Result:
    """A game from a pipe that stops at the end of its keys, and so is saved."""
    result = run(args, keys)
    assert result.exit_code == 1, result.output
    return result


def put(
    folder: Path,
    options: Options,
    progress: Progress = saves.AT_THE_START,
    *,
    minutes: int = 0,
    declined: bool = False,
) -> int:
    """A save made ``minutes`` after :data:`WHEN`; its ID."""
    save = saves.Save(options, "", progress, WHEN + timedelta(minutes=minutes), declined)
    return saves.write(folder, save)


def ids(folder: Path) -> list[int]:
    return sorted(entry.id for entry in saves.stored(folder))


def foreign(folder: Path, number: int) -> tuple[Path, str]:
    """A save file written by another version: this one cannot use it."""
    path = folder / f"save-{number}.json"
    content = '{"format": "uno-classic save", "version": "0.0.1", "options": {}, "keys": ""}'
    folder.mkdir(parents=True, exist_ok=True)
    path.write_text(content)
    return path, content


# --------------------------------------------------------------------------- resuming


def test_resume_from_a_state_folder_that_cannot_be_read_is_one_line_not_a_traceback(
    tmp_path, monkeypatch
):
    (tmp_path / "file").write_text("not a folder")
    monkeypatch.setenv("XDG_STATE_HOME", str(tmp_path / "file"))
    message = f"THE SAVED GAMES IN {tmp_path}/file/uno-classic CANNOT BE READ: NOT A DIRECTORY\n"
    result = run("--resume")
    assert (result.exit_code, result.stdout) == (1, message)
    assert result.exception is None or isinstance(result.exception, SystemExit)


def test_resume_continues_the_newest_save_and_resume_id_the_one_listed_as_id():
    stopped("--seed 5 --opponents 2", "T")  # save 1: one whole turn
    stopped("--seed 6 --opponents 1")  # save 2, the newest
    newest = run("--resume --delay 0")  # the ID is optional, even before another option
    assert newest.stdout.startswith("GAME NUMBER 6 RESUMED: 0 KEYS REPLAYED\n")
    assert newest.stdout.endswith("TO CONTINUE THIS GAME: uno-classic --resume 2\n")
    first = run("--resume 1")
    assert first.stdout.startswith("GAME NUMBER 5 RESUMED: 1 KEYS REPLAYED\n")
    assert first.stdout.endswith("TO CONTINUE THIS GAME: uno-classic --resume 1\n")


def test_resume_of_an_id_with_no_save_says_so_in_one_line_with_status_1():
    stopped("--seed 5")
    result = run("--resume 4")
    assert (result.exit_code, result.stdout) == (1, "THERE IS NO SAVED GAME 4 TO RESUME\n")


@pytest.mark.parametrize(
    "options",
    ["--seed 5", "--opponents 2", "--target 300", "--uno-penalty 0.1", "--strategy random"],
)
def test_resume_beside_an_option_that_names_a_game_is_a_usage_error(options):
    stopped("--seed 5")
    result = run(f"--resume 1 {options}")
    assert result.exit_code == 2
    name = options.split()[0]
    needed = f"Error: --resume continues a game with its saved options: leave out {name}\n"
    assert result.stderr.endswith(needed)
    assert result.stdout == ""


def test_a_declined_save_resumed_and_stopped_again_is_offered_again(private_state_home):
    put(private_state_home, Options(seed=5, opponents=2), declined=True)
    stopped("--resume 1")
    assert saves.load(private_state_home / "save-1.json").declined is False


# --------------------------------------------------------------------------- what a save is


def test_a_save_is_the_game_number_and_every_option_that_changes_play(private_state_home):
    hints = [
        stopped(args).stdout.splitlines()[-1].rsplit(" ", 1)[1]
        for args in (
            "--seed 5",
            "--seed 5 --opponents 2",
            "--seed 5 --target 300",
            "--seed 5 --uno-penalty 0.1",
            "--seed 5 --strategy random",
            "--seed 5 --delay 0 --no-color",  # pacing and colors: the first game again
            "--seed 5 --opponents 2",
        )
    ]
    assert hints == ["1", "2", "3", "4", "5", "1", "2"]
    assert ids(private_state_home) == [1, 2, 3, 4, 5]


def test_a_finished_game_removes_its_own_save_not_another_of_the_same_number(
    private_state_home,
):
    transcript = Path(__file__).parent.parent / "transcripts" / "play-again.txt"
    header = transcript.read_text().splitlines()[:2]
    args = header[0].removeprefix("$ uno-classic ")  # --seed 56 --opponents 1 --target 100 ...
    keys = header[1].removeprefix("keys: ")
    stopped("--seed 56 --opponents 2")  # save 1: the same number, another table
    stopped(args, keys[:3])  # save 2
    assert run(args, keys).exit_code == 0
    assert ids(private_state_home) == [1]


def test_only_the_newest_20_saves_are_kept(private_state_home):
    for minute in range(20):
        put(private_state_home, Options(seed=100 + minute), minutes=minute)  # IDs 1 to 20
    path, content = foreign(private_state_home, 25)
    stopped("--seed 5")  # ID 21, the smallest free one; the oldest, save 1, goes
    assert ids(private_state_home) == [*range(2, 22), 25]
    stopped("--seed 6")  # ID 1 again; now save 2 is the oldest
    assert ids(private_state_home) == [1, *range(3, 22), 25]
    assert saves.load(private_state_home / "save-1.json").options.seed == 6
    assert path.read_text() == content  # never counted, never removed


def test_a_save_file_holds_where_the_game_stood_and_when(private_state_home):
    put(private_state_home, Options(seed=4, opponents=1), Progress(2, 3, (75, 120)), minutes=1)
    data = json.loads((private_state_home / "save-1.json").read_text())
    assert data["progress"] == {"game": 2, "hand": 3, "scores": [75, 120]}
    assert data["saved"] == "2026-11-23T14:03:31+01:00"
    assert data["declined"] is False
    assert saves.load(private_state_home / "save-1.json").saved == WHEN + timedelta(minutes=1)


@pytest.mark.parametrize(
    ("progress", "problem"),
    [
        ({"game": 1, "hand": 1, "scores": [0, 0, 0]}, "does not fit its options"),  # 2 players
        ({"game": 0, "hand": 1, "scores": [0, 0]}, "does not fit its options"),
        ({"game": 1, "hand": -1, "scores": [0, 0]}, "not whole numbers"),
        ({"game": 1, "hand": True, "scores": [0, 0]}, "not whole numbers"),
        ({"game": 1, "hand": 1, "scores": "0 0"}, "not whole numbers"),
    ],
)
def test_a_save_whose_progress_makes_no_sense_cannot_be_used(private_state_home, progress, problem):
    put(private_state_home, Options(seed=4, opponents=1), Progress(1, 1, (0, 0)))
    path = private_state_home / "save-1.json"
    data = json.loads(path.read_text())
    path.write_text(json.dumps({**data, "progress": progress}))
    with pytest.raises(saves.SaveError, match=problem):
        saves.load(path)


# --------------------------------------------------------------------------- the offer


@pytest.mark.parametrize(
    ("args", "offered"),
    [
        ("", True),
        ("--delay 0 --no-color", True),
        ("--seed 3", False),
        ("--opponents 3", False),  # given, even as the default: it names the table
        ("--target 300", False),
        ("--uno-penalty 0.1", False),
        ("--strategy random", False),
    ],
)
def test_only_a_command_line_that_names_no_game_is_offered_a_save(monkeypatch, args, offered):
    asked = {}

    def play(options: Options, **how: object) -> int:
        asked.update(how)
        return 0

    monkeypatch.setattr(cli, "play", play)
    assert run(args).exit_code == 0
    assert asked["offer"] is offered
    assert asked["resume"] is False


def test_n_at_the_offer_keeps_the_save_and_the_next_offer_is_the_one_before(private_state_home):
    put(private_state_home, Options(seed=3, opponents=2), Progress(1, 1, (0, 0, 0)), minutes=0)
    put(private_state_home, Options(seed=4, opponents=1), Progress(1, 2, (0, 61)), minutes=1)
    out = io.StringIO()
    assert offer_resume(private_state_home, out, ScriptedKeys("N")) is None
    assert out.getvalue().splitlines() == [
        "SAVE 2: GAME NUMBER 4, 1 OPPONENT, HAND 2",
        "SCORES: HUMAN 0   COMPUTER 1 61",
        "SAVED 2026-11-23 14:03",
        "RESUME SAVED GAME (Y/N)? N",
        "SAVE 2 IS KEPT: uno-classic --resume 2 CONTINUES IT",
    ]
    declined = saves.load(private_state_home / "save-2.json")
    assert declined.declined and declined.saved == WHEN + timedelta(minutes=1)
    out = io.StringIO()
    resumed = offer_resume(private_state_home, out, ScriptedKeys("Y"))
    assert resumed is not None and resumed.options.seed == 3
    assert out.getvalue().startswith("SAVE 1: GAME NUMBER 3, 2 OPPONENTS, HAND 1\n")
    # Once both are declined nothing is offered, yet both are still there.
    first = saves.find(saves.stored(private_state_home), 1)
    assert first is not None
    saves.decline(first)
    assert offer_resume(private_state_home, io.StringIO(), ScriptedKeys("")) is None
    assert [entry.save and entry.save.declined for entry in saves.stored(private_state_home)] == [
        True,
        True,
    ]
