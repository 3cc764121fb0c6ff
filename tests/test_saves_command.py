"""Saves by ID: `uno-classic saves` lists and deletes them, `--resume [ID]` continues one,
the same game keeps its save, none is removed to make room (more than 20 are mentioned at
the start), a stop before any answer leaves none, a command line that names a game is
not offered a saved one, and the offer names the save; N keeps it without offering it again."""

from __future__ import annotations

import io
import json
import re
import shlex
from datetime import datetime, timedelta, timezone
from pathlib import Path

import pytest
from click.testing import CliRunner, Result

from uno_classic import __version__, cli, saves
from uno_classic.cli import main
from uno_classic.keys import EndOfInput, ScriptedKeys
from uno_classic.play import offer_resume
from uno_classic.settings import Progress, Settings
from uno_classic.variants import Rules

from .test_completion import completions

# Saved at 14:02 where the clocks were an hour ahead of UTC: shown as 14:02 wherever listed.
WHEN = datetime(2026, 11, 23, 14, 2, 31, tzinfo=timezone(timedelta(hours=1)))
FOOTER = [
    "",
    "TO CONTINUE ONE: uno-classic --resume ID",
    "TO DELETE ONE: uno-classic saves --delete ID",
]


def run(args: str, keys: str = "") -> Result:
    return CliRunner().invoke(main, shlex.split(args), input=keys.encode())


def stopped(args: str, keys: str = "S") -> Result:
    """A game from a pipe that stops at the end of its keys, and so is saved (by default
    after a sort: a stop before any answer leaves no save)."""
    result = run(args, keys)
    assert result.exit_code == 1, result.output
    return result


def put(
    folder: Path,
    options: Settings,
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


# --------------------------------------------------------------------------- the list


def test_saves_lists_each_save_newest_first_with_id_options_progress_and_time(
    private_state_home,
):
    table = Settings(9, Rules(players=6))
    put(private_state_home, table, Progress(1, 3, (120, 40, 0, 0, 15, 0)), minutes=0)
    house_rules = Settings(9, Rules(players=2, target=200, uno_penalty=0.1), levels=("random",))
    put(private_state_home, house_rules, Progress(2, 1, (0, 35)), minutes=8)
    crowd = Settings(77, Rules(players=10))
    put(private_state_home, crowd, Progress(1, 0, ()), minutes=5, declined=True)
    result = run("saves")
    assert result.exit_code == 0
    assert result.stdout.splitlines() == [
        "SAVED GAMES, NEWEST FIRST",
        "",
        # Exactly 80 columns: the next phrase goes on a line of its own.
        "SAVE 2: GAME NUMBER 9, 1 OPPONENT, TARGET 200, UNO-PENALTY 0.1, STRATEGY RANDOM,",
        "  GAME 2 OF THE SESSION, HAND 1",
        "SCORES: HUMAN 0   COMPUTER 1 35",
        "SAVED 2026-11-23 14:10",
        "",
        "SAVE 3: GAME NUMBER 77, 9 OPPONENTS, BEFORE THE FIRST HAND",
        "SCORES: HUMAN 0   COMPUTER 1 0   COMPUTER 2 0",
        "        COMPUTER 3 0   COMPUTER 4 0   COMPUTER 5 0",
        "        COMPUTER 6 0   COMPUTER 7 0   COMPUTER 8 0",
        "        COMPUTER 9 0",
        "SAVED 2026-11-23 14:07, NOT OFFERED AGAIN",
        "",
        "SAVE 1: GAME NUMBER 9, 5 OPPONENTS, HAND 3",
        "SCORES: HUMAN 120   COMPUTER 1 40   COMPUTER 2 0",
        "        COMPUTER 3 0   COMPUTER 4 15   COMPUTER 5 0",
        "SAVED 2026-11-23 14:02",
        *FOOTER,
    ]
    assert max(map(len, result.stdout.splitlines())) == 80


def test_saves_with_no_save_says_so():
    result = run("saves")
    assert (result.exit_code, result.stdout) == (0, "NO SAVED GAMES\n")


def test_a_save_this_version_cannot_use_is_listed_by_file_name_and_left_alone(
    private_state_home,
):
    put(private_state_home, Settings(4, Rules(players=2)), Progress(1, 2, (10, 0)))
    path, content = foreign(private_state_home, 2)
    result = run("saves")
    assert result.stdout.splitlines()[-6:] == [
        "",
        "SAVE 2 (save-2.json) CANNOT BE USED: IT WAS SAVED BY VERSION 0.0.1, THIS IS",
        f"  {__version__}",  # past 80 columns: wrapped
        *FOOTER,
    ]
    assert path.read_text() == content


def test_a_state_folder_that_cannot_be_read_is_one_line_not_a_traceback(tmp_path, monkeypatch):
    (tmp_path / "file").write_text("not a folder")
    monkeypatch.setenv("XDG_STATE_HOME", str(tmp_path / "file"))
    message = f"THE SAVED GAMES IN {tmp_path}/file/uno-classic CANNOT BE READ: NOT A DIRECTORY\n"
    for args in ("saves", "saves --delete-all", "--resume"):
        result = run(args)
        assert (result.exit_code, result.stdout) == (1, message), args
        assert result.exception is None or isinstance(result.exception, SystemExit)


# --------------------------------------------------------------------------- deleting


def test_delete_removes_one_save_and_the_others_keep_their_ids(private_state_home):
    for seed in (1, 2, 3):
        put(private_state_home, Settings(seed), minutes=seed)
    result = run("saves --delete 2")
    assert (result.exit_code, result.stdout) == (0, "SAVE 2 DELETED\n")
    assert ids(private_state_home) == [1, 3]
    assert saves.load(private_state_home / "save-3.json").options.seed == 3
    # The next new game gets the smallest free ID.
    assert stopped("--seed 8").stdout.endswith("TO CONTINUE THIS GAME: uno-classic --resume 2\n")
    assert saves.load(private_state_home / "save-2.json").options.seed == 8


def test_delete_all_removes_every_save_also_those_this_version_cannot_use(private_state_home):
    put(private_state_home, Settings(1))
    put(private_state_home, Settings(2))
    foreign(private_state_home, 5)
    crash_log = private_state_home / "crash-1-20261123-140200.log"
    crash_log.write_text("kept")
    result = run("saves --delete-all")
    assert (result.exit_code, result.stdout) == (
        0,
        "SAVE 1 DELETED\nSAVE 2 DELETED\nSAVE 5 DELETED\n",
    )
    assert [p.name for p in private_state_home.iterdir()] == [crash_log.name]
    assert run("saves --delete-all").stdout == "NO SAVED GAMES\n"


@pytest.mark.parametrize(
    ("args", "message"),
    [
        ("saves --delete 4", "Invalid value for '--delete': no save has the ID 4"),
        ("saves --delete 1 --delete 4", "Invalid value for '--delete': no save has the ID 4"),
        ("saves --delete x", "'x' is not a save's ID (a whole number from 1)"),
        ("saves --delete 0", "'0' is not a save's ID"),
        ("saves --delete 1 --delete-all", "give --delete or --delete-all, not both"),
    ],
)
def test_deleting_what_is_not_there_is_a_usage_error_and_deletes_nothing(
    private_state_home, args, message
):
    put(private_state_home, Settings(1))
    result = run(args)
    assert result.exit_code == 2
    assert message in result.stderr
    assert result.stdout == ""
    assert ids(private_state_home) == [1]


def test_the_shell_completes_the_ids_of_the_saves_there_are(private_state_home):
    for seed in (1, 2, 3):
        put(private_state_home, Settings(seed))
    foreign(private_state_home, 12)
    assert completions("uno-classic saves --delete ") == ["1", "2", "3", "12"]
    assert completions("uno-classic --resume 1") == ["1", "12"]


# --------------------------------------------------------------------------- resuming


def test_resume_continues_the_newest_save_and_resume_id_the_one_listed_as_id():
    stopped("--seed 5 --opponents 2", "T")  # save 1: one whole turn
    stopped("--seed 6 --opponents 1")  # save 2, the newest: a sort
    newest = run("--resume --delay 0")  # the ID is optional, even before another option
    assert newest.stdout.startswith("GAME NUMBER 6 RESUMED: 1 KEYS REPLAYED\n")
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
    put(private_state_home, Settings(5, Rules(players=3)), declined=True)
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
    assert hints == ["1", "2", "3", "4", "5", "1", "2"]  # the same answers: nothing lost
    assert ids(private_state_home) == [1, 2, 3, 4, 5]


def test_playing_a_saved_game_again_from_its_start_never_costs_its_save(private_state_home):
    # Saves are the player's. Game 84 stopped after four answers, then played again from
    # its start and stopped after one: that play once replaced the save, and four answers
    # were lost. A play with other answers, or fewer, gets a save of its own; one that gave
    # every answer the save holds, and more, replaces it (it lost nothing).
    assert stopped("--seed 84 --delay 0", "STPG4Y").stdout.endswith("--resume 1\n")
    assert stopped("--seed 84 --delay 0", "S").stdout.endswith("--resume 2\n")
    assert stopped("--seed 84 --delay 0", "T").stdout.endswith("--resume 3\n")
    assert saves.load(private_state_home / "save-1.json").keys == "STPG4Y"
    assert stopped("--seed 84 --delay 0", "STPG4YT").stdout.endswith("--resume 1\n")
    assert saves.load(private_state_home / "save-1.json").keys == "STPG4YT"
    assert ids(private_state_home) == [1, 2, 3]


def test_a_resumed_game_stopped_again_keeps_its_save_and_its_id(private_state_home):
    stopped("--seed 5")  # save 1
    stopped("--seed 5 --opponents 2")  # save 2, of another table
    again = run("--resume 1", "T").stdout.splitlines()  # one more answer, then the end
    assert again[-1] == "TO CONTINUE THIS GAME: uno-classic --resume 1"
    assert ids(private_state_home) == [1, 2]
    assert saves.load(private_state_home / "save-1.json").keys == "ST"
    # Its file taken by another game meanwhile (deleted, and its ID claimed), a resumed
    # game stopped again gets a new ID instead of replacing the other game's save.
    assert run("saves --delete 1").exit_code == 0
    stopped("--seed 7")  # takes ID 1
    resumed_save = saves.Save(Settings(5), "ST")
    assert saves.write(private_state_home, resumed_save, resumed=1) == 3
    assert saves.load(private_state_home / "save-1.json").options.seed == 7


def test_a_finished_game_removes_its_own_save_not_another_of_the_same_number(
    private_state_home,
):
    transcript = Path(__file__).parent.parent / "transcripts" / "play-again.txt"
    header = transcript.read_text().splitlines()[:2]
    args = header[0].removeprefix("$ uno-classic ")  # --seed 56 --opponents 1 --target 100 ...
    keys = header[1].removeprefix("keys: ")
    stopped("--seed 56 --opponents 2")  # save 1: the same number, another table
    stopped(args, keys[:5])  # save 2: the first play, and half the next
    saved = saves.load(private_state_home / "save-2.json").keys  # the half play is dropped
    assert run("--resume 2", keys[len(saved) :]).exit_code == 0  # resumed and finished
    assert ids(private_state_home) == [1]


def test_no_save_is_removed_to_make_room_and_saves_lists_them_all(private_state_home):
    for minute in range(20):
        put(private_state_home, Settings(100 + minute), minutes=minute)  # IDs 1 to 20
    path, content = foreign(private_state_home, 25)
    stopped("--seed 5")  # ID 21, the smallest free one
    stopped("--seed 6")  # ID 22
    assert ids(private_state_home) == [*range(1, 23), 25]
    listed = run("saves").stdout
    assert re.findall(r"^SAVE (\d+)", listed, flags=re.M) == [
        *map(str, [22, 21, *range(20, 0, -1), 25])  # newest first, then the unusable one
    ]
    assert path.read_text() == content


MANY_SAVES = "{} SAVED GAMES ARE KEPT: SEE OR DELETE THEM WITH uno-classic saves"


def test_more_than_20_saves_are_mentioned_in_one_line_at_the_start(private_state_home):
    for minute in range(19):
        put(private_state_home, Settings(100 + minute), minutes=minute)
    foreign(private_state_home, 30)  # counted too: saves lists it
    assert stopped("--seed 5").stdout.startswith("GAME NUMBER 5\n")  # 20 saves: no line
    started = stopped("--seed 6")  # 21 saves as it starts
    assert started.stdout.startswith(MANY_SAVES.format(21) + "\nGAME NUMBER 6\n")
    resumed = run("--resume 1")  # 22 saves
    assert resumed.stdout.startswith(MANY_SAVES.format(22) + "\nGAME NUMBER 100 RESUMED")
    assert ids(private_state_home) == [*range(1, 22), 30]  # all kept
    assert len(MANY_SAVES.format(22)) <= 80


def test_a_stop_before_any_answer_leaves_no_save(private_state_home):
    put(private_state_home, Settings(4), minutes=0)
    for keys, status, last in [
        ("", 1, "END OF INPUT: THE GAME STOPS HERE"),
        ("PR", 1, "END OF INPUT: THE GAME STOPS HERE"),  # half a play is no answer
        ("XQY", 0, "YOU LEFT THE GAME"),  # nor a refused key, or Q itself
    ]:
        result = run("--seed 5", keys)
        assert result.exit_code == status
        assert result.stdout.splitlines()[-1] == last
        assert ids(private_state_home) == [1]
    # One answer (a sort) is kept.
    assert stopped("--seed 5", "XS").stdout.endswith(
        "TO CONTINUE THIS GAME: uno-classic --resume 2\n"
    )


def test_a_resumed_game_stopped_before_a_new_answer_keeps_its_save(private_state_home):
    stopped("--seed 5 --opponents 2", "T")
    before = saves.load(private_state_home / "save-1.json")
    again = run("--resume 1", "P")  # half a play, then the end of the keys
    assert again.stdout.endswith("TO CONTINUE THIS GAME: uno-classic --resume 1\n")
    assert saves.load(private_state_home / "save-1.json").keys == before.keys == "T"
    # So is one saved before its first answer (as a save of an older kind may be).
    put(private_state_home, Settings(6), minutes=1)
    assert run("--resume 2").stdout.endswith("TO CONTINUE THIS GAME: uno-classic --resume 2\n")
    assert ids(private_state_home) == [1, 2]


def test_a_save_file_holds_where_the_game_stood_and_when(private_state_home):
    put(private_state_home, Settings(4, Rules(players=2)), Progress(2, 3, (75, 120)), minutes=1)
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
    put(private_state_home, Settings(4, Rules(players=2)), Progress(1, 1, (0, 0)))
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

    def play(options: Settings, **how: object) -> int:
        asked.update(how)
        return 0

    monkeypatch.setattr(cli, "play", play)
    assert run(args).exit_code == 0
    assert asked["offer"] is offered
    assert asked["resume"] is False


def test_n_at_the_offer_keeps_the_save_and_the_next_offer_is_the_one_before(private_state_home):
    put(private_state_home, Settings(3, Rules(players=3)), Progress(1, 1, (0, 0, 0)), minutes=0)
    put(private_state_home, Settings(4, Rules(players=2)), Progress(1, 2, (0, 61)), minutes=1)
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
    assert resumed is not None and resumed.id == 1
    assert resumed.save is not None and resumed.save.options.seed == 3
    assert out.getvalue().startswith("SAVE 1: GAME NUMBER 3, 2 OPPONENTS, HAND 1\n")
    # Once both are declined nothing is offered, yet both are still listed.
    first = saves.find(saves.stored(private_state_home), 1)
    assert first is not None
    saves.decline(first)
    assert offer_resume(private_state_home, io.StringIO(), ScriptedKeys("")) is None
    assert run("saves").stdout.count(", NOT OFFERED AGAIN\n") == 2


# --------------------------------------------------------------------------- the manual


def manual_block(first_line: str) -> list[str]:
    """docs/playing.md's screen (a plain block: its dates cannot be run) that starts with
    ``first_line``."""
    manual = (Path(__file__).parent.parent / "docs" / "playing.md").read_text(encoding="utf-8")
    found = re.search(rf"```\n({re.escape(first_line)}\n.*?)```\n", manual, flags=re.DOTALL)
    assert found is not None, first_line
    return found.group(1).splitlines()


def manual_saves(folder: Path) -> None:
    """The saves docs/playing.md's screens show."""
    foreign(folder, 1)
    # Saved at 14:02 with TARGET 300, offered and turned down...
    table = Settings(9, Rules(players=6, target=300))
    put(folder, table, Progress(1, 3, (120, 40, 0, 0, 15, 0)))
    # ...then another game of the same number, played to its second game with house rules.
    house_rules = Settings(9, Rules(players=2, target=200, uno_penalty=0.1), levels=("random",))
    put(folder, house_rules, Progress(2, 1, (0, 35)), minutes=8)


def test_the_manuals_offer_is_what_the_game_asks(private_state_home):
    manual_saves(private_state_home)
    newest = saves.find(saves.stored(private_state_home), 3)
    assert newest is not None
    saves.decline(newest)  # so that save 2 is offered, as the manual has it
    out = io.StringIO()
    with pytest.raises(EndOfInput):  # no answer: the offer as it waits for one
        offer_resume(private_state_home, out, ScriptedKeys(""))
    assert out.getvalue().splitlines() == [
        *manual_block("SAVE 2: GAME NUMBER 9, 5 OPPONENTS, TARGET 300, HAND 3")[:-1],
        "RESUME SAVED GAME (Y/N)? ",
    ]


def test_the_manuals_list_of_saves_is_what_saves_prints(private_state_home):
    manual_saves(private_state_home)
    second = saves.find(saves.stored(private_state_home), 2)
    assert second is not None
    saves.decline(second)
    shown = "\n".join(manual_block("SAVED GAMES, NEWEST FIRST")) + "\n"
    assert run("saves").stdout == shown.replace("0.1.0", __version__)  # the manual's version
