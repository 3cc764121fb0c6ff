"""The humans' own names (``--names ANN,BOB``): what the command line takes and refuses, a
name in place of ``HUMAN`` / ``HUMAN <K>`` in every line (the golden sessions played again
with names), the score table and summary with the longest names, the hot-seat recap at a
terminal, and a table's names kept by saves, ``uno-classic saves``, ``--resume``, a
recording and ``replay``.

Every session here is a real one: the command itself through click's CliRunner (stdin a
pipe), or the console on a stand-in terminal. The expected lines come from the golden
transcripts (played without names, read by hand when they were made) with the names put
in, or were worked out by hand from the screen shown.
"""

from __future__ import annotations

import io
import json
import re
import shlex
from pathlib import Path

import pytest
from click.testing import CliRunner, Result

from uno_classic.cli import main, transcript_options
from uno_classic.console import run_session
from uno_classic.keys import ScriptedKeys
from uno_classic.names import BadName, checked_names
from uno_classic.output import CLEAR, Screen
from uno_classic.screen import Names, game_summary, score_table
from uno_classic.transcript import Transcript

from .test_completion import completions

TRANSCRIPTS = Path(__file__).resolve().parent.parent / "transcripts"
NAMED = TRANSCRIPTS / "two-named-humans-and-a-computer.txt"
LONGEST = "Anne Marie 1"
"""Twelve characters, the most a name may have, with a space and a digit."""


def run(args: str | list[str], keys: str = "") -> Result:
    words = shlex.split(args) if isinstance(args, str) else args
    return CliRunner().invoke(main, words, input=keys.encode())


def error_line(result: Result) -> str:
    """The one line that says what is wrong (click's ``Error:`` line)."""
    assert result.exit_code == 2, result.output
    (line,) = [line for line in result.stderr.splitlines() if line.startswith("Error: ")]
    return line


# --------------------------------------------------------------------------- the command line


@pytest.mark.parametrize(
    ("names", "problem"),
    [
        ("ann,,bob", "name 2 is empty"),
        ("ann,", "name 2 is empty"),
        ("", "name 1 is empty"),
        ("ann, bob", "' bob' begins with a space"),
        ("bob ", "'bob ' ends with a space"),
        ("ann  lee", "'ann  lee' has two spaces in a row"),
        ("José", "'José' holds 'é': a name has only letters A-Z, digits and spaces"),
        ("o'brien", '"o\'brien" holds "\'": a name has only letters A-Z, digits and spaces'),
        ("ann\tlee", "'ann\\tlee' holds '\\t': a name has only letters A-Z, digits and spaces"),
        ("abcdefghijklm", "'abcdefghijklm' has 13 characters: a name has at most 12"),
        ("Anne Marie 12", "'Anne Marie 12' has 13 characters: a name has at most 12"),
        ("human", "'human' cannot be a name: HUMAN is the game's name for a human without one"),
        (
            "bob,human 1",
            "'human 1' cannot be a name: HUMAN <K> is the game's name for a human without one",
        ),
        ("Red", "'Red' cannot be a name: RED is a card's color, and would read as a card"),
        (
            "sky blue",
            "'sky blue' cannot be a name: SKY is a card's color, and would read as a card",
        ),
        ("Draw Four", "'Draw Four' cannot be a name: DRAW FOUR is a card"),
        (
            "Human2",
            "'Human2' cannot be a name: HUMAN <K> is the game's name for a human without one",
        ),
        (
            "ann,You",
            "'You' cannot be a name: YOU is what the game calls the player at the keyboard",
        ),
        (
            "Computer 1",
            "'Computer 1' cannot be a name: it begins with COMPUTER, as the computers' names do",
        ),
        (
            "computers",
            "'computers' cannot be a name: it begins with COMPUTER, as the computers' names do",
        ),
        ("ann,bob,ANN", "'ANN' is given twice (names are compared in upper case)"),
        ("a,b,c,d,e,f,g,h,i,j,k", "11 names: a table seats at most 10 humans"),
    ],
)
def test_a_name_the_screen_cannot_show_is_a_one_line_usage_error(names, problem):
    result = run(["--seed", "3", "--names", names])
    assert error_line(result) == f"Error: Invalid value for '--names': {problem}"
    assert result.stdout == ""


@pytest.mark.parametrize(
    ("args", "error"),
    [
        (
            "--humans 3 --names ann,bob",
            "Invalid value for '--names': 2 names for 3 humans (--humans 3): give one name "
            "per human",
        ),
        (
            "--humans 1 --names ann,bob",
            "Invalid value for '--names': 2 names for 1 human (--humans 1): give one name "
            "per human",
        ),
        ("--names ann --opponents 0", "1 player at the table: a game needs 2 to 10"),
        ("--names a,b,c,d,e,f,g,h --opponents 3", "8 humans and 3 opponents make 11 players"),
    ],
)
def test_a_table_the_names_do_not_fit_is_a_usage_error(args, error):
    assert error_line(run(f"--seed 3 {args}")).startswith(f"Error: {error}")


def test_names_without_humans_seat_that_many_humans_and_three_computers():
    lines = run("--seed 3 --names ann,Bob,c3").stdout.splitlines()
    assert lines[3] == "SCORES: ANN 0   BOB 0   C3 0"
    assert lines[4] == "        COMPUTER 1 0   COMPUTER 2 0   COMPUTER 3 0"


def test_names_with_as_many_humans_and_the_longest_name_are_taken():
    lines = run(["--seed", "3", "--humans", "2", "--names", f"{LONGEST},bo"]).stdout.splitlines()
    assert lines[3] == "SCORES: ANNE MARIE 1 0   BO 0   COMPUTER 1 0"
    assert lines[4] == "        COMPUTER 2 0   COMPUTER 3 0"


def test_the_names_are_checked_as_the_screen_shows_them_in_upper_case():
    assert checked_names(["ann", "Bob 2", "HUMANS", "you2", "Comp"]) == (
        "ANN",
        "BOB 2",
        "HUMANS",
        "YOU2",
        "COMP",
    )
    with pytest.raises(BadName, match="give one name per human"):
        checked_names([])


def test_resume_beside_names_is_a_usage_error_and_names_offer_no_save():
    assert error_line(run("--resume --names ann")) == (
        "Error: --resume continues a game with its saved options: leave out --names"
    )


def test_simulate_and_rules_have_no_humans_and_take_no_names():
    for command in ("simulate", "rules"):
        line = error_line(run(f"{command} --names ann"))
        # (click 8.3 writes "No such option: --names", 8.5 "No such option '--names'")
        assert re.match(r"Error: No such option:? '?--names\b", line), line


def test_the_help_and_the_shell_know_the_option():
    help_text = " ".join(run("--help").stdout.split())
    assert "--names NAME[,NAME...] The humans' names, one per human in seat order" in help_text
    assert completions("uno-classic --nam") == ["--names"]
    offered = CliRunner().invoke(
        main,
        [],
        env={
            "_UNO_CLASSIC_COMPLETE": "bash_complete",
            "COMP_WORDS": "uno-classic --names ",
            "COMP_CWORD": "2",
        },
        prog_name="uno-classic",
    )
    assert offered.stdout.strip() == ""  # nothing: a name is the player's own


# --------------------------------------------------------------------------- every line


def named(screen: str, names: tuple[str, ...]) -> str:
    """The screen of a session without names, with each human called by its name: the
    screen the same keys must give with ``--names``."""
    if len(names) == 1:
        return re.sub(r"\bHUMAN\b", names[0], screen)
    return re.sub(r"\bHUMAN (\d+)\b", lambda match: names[int(match[1]) - 1], screen)


def columns_apart(screen: str) -> list[str]:
    """The lines with runs of spaces as one: a table's columns move with its names."""
    return [re.sub(" +", " ", line) for line in screen.split("\n")]


UNNAMED = sorted(path for path in TRANSCRIPTS.glob("*.txt") if path != NAMED)
NAMES = ("ANNE MARIE 1", "BO", "C3")


@pytest.mark.parametrize("path", UNNAMED, ids=[path.name for path in UNNAMED])
def test_every_golden_session_played_with_names_shows_them_in_every_line(path):
    """Each golden session played again with ``--names``: the same game (names change no
    play), every line as it was with the names in place of HUMAN / HUMAN <K> (the fixed
    lines, counts, scores, tables, swap lists, challenges); nothing says HUMAN any more,
    and every line still fits in 80 columns."""
    golden = Transcript.load(path)
    humans = transcript_options(golden).humans
    names = NAMES[:humans] if humans > 1 else NAMES[:1]
    result = run([*golden.args, "--names", ",".join(names)], golden.keys.decode())
    assert result.exit_code == golden.status
    assert columns_apart(result.stdout) == columns_apart(named(golden.screen, names))
    assert "HUMAN" not in result.stdout
    assert max(map(len, result.stdout.splitlines())) <= 80


def test_the_named_golden_shows_the_names_in_the_fixed_lines():
    screen = Transcript.load(NAMED).screen.split("\n")
    for line in [
        "SCORES: ANN 0   BOB 0   COMPUTER 1 0",
        "ANN: PRESS ANY KEY TO SEE YOUR CARDS? ",
        "BOB: 7 CARDS   COMPUTER 1: 6 CARDS",
        "DIRECTION: CLOCKWISE, NEXT AFTER ANN: BOB",
        "ANN PLAYS",
        "ANN PLAYS GREEN 6",
        "ANN TAKES 4 CARDS",
        "ANN IS SKIPPED",
        "BOB: UNO!",
        "UNO: BOB",
        "ANN HELD 13 CARDS, 123 POINTS:",
        "BOB WINS THE HAND",
        "BOB SCORES 176 POINTS",
        "BOB WINS THE GAME",
        "  BOB                 1      176",
    ]:
        assert line in screen, line


def test_a_name_missing_uno_is_named_and_takes_its_cards():
    # missed-uno-and-reshuffle.txt: the human, down to one card, caught not saying UNO.
    golden = Transcript.load(TRANSCRIPTS / "missed-uno-and-reshuffle.txt")
    result = run([*golden.args, "--names", "ann"], golden.keys.decode())
    lines = result.stdout.splitlines()
    missed = lines.index("ANN DID NOT SAY UNO!")
    assert lines[missed + 1] == "ANN TAKES 2 CARDS"


def test_the_longest_names_keep_the_score_table_and_the_summary_in_columns():
    names = Names(3, ("ANNE MARIE 1", "BO", "ABCDEFGHIJKL"))
    table = score_table([0, 1234, 99999, 7], names)
    assert table == [
        "SCORES",
        "  ANNE MARIE 1     0",
        "  BO            1234",
        "  ABCDEFGHIJKL 99999",
        "  COMPUTER 1       7",
    ]
    summary = game_summary([0, 1234, 99999, 7], [0, 3, 11, 1], 15, names)
    assert summary == [
        "FINAL SCORES AFTER 15 HANDS",
        "              HANDS WON   POINTS",
        "  ANNE MARIE 1" + " " * 8 + "0" + " " * 8 + "0",
        "  BO" + " " * 18 + "3" + " " * 5 + "1234",
        "  ABCDEFGHIJKL" + " " * 7 + "11" + " " * 4 + "99999",
        "  COMPUTER 1" + " " * 10 + "1" + " " * 8 + "7",
    ]


def test_without_names_the_humans_and_their_table_are_as_they_always_were():
    assert [Names(1)(0), Names(2)(1), Names(2)(2)] == ["HUMAN", "HUMAN 2", "COMPUTER 1"]
    assert score_table([5, 100000], Names(1)) == [
        "SCORES",
        "  HUMAN           5",
        "  COMPUTER 1  100000",
    ]


# --------------------------------------------------------------------------- the hot seat


class Tty(io.StringIO):
    """A terminal the screen may clear."""

    def isatty(self) -> bool:
        return True


def test_at_a_terminal_the_recap_before_a_humans_key_names_the_humans():
    """The named golden's first twelve keys at a terminal: before BOB's key the screen is
    cleared and the public lines since BOB last saw it are printed again, ANN's play among
    them, by name."""
    golden = Transcript.load(NAMED)
    terminal = Tty()
    end = run_session(
        transcript_options(golden),
        ScriptedKeys(golden.keys.decode()[:12]),
        Screen(terminal, color=False),
    )
    assert end.status == 1
    pages = terminal.getvalue().split(CLEAR)
    bobs = next(page for page in pages if "BOB: PRESS ANY KEY TO SEE YOUR CARDS? " in page)
    recap = bobs.split("BOB: PRESS ANY KEY")[0].splitlines()
    assert recap[-5:] == [
        "TOP CARD: RED 6   COLOR: RED",
        "BOB: 7 CARDS   COMPUTER 1: 6 CARDS",
        "DIRECTION: CLOCKWISE, NEXT AFTER ANN: BOB",
        "ANN PLAYS",
        "ANN PLAYS GREEN 6",
    ]
    assert "HUMAN" not in terminal.getvalue()


# --------------------------------------------------------------------------- what keeps them


def stopped_named(keys: str = "KPG6Y") -> Result:
    """The named golden's game from a pipe, stopped at the end of ``keys`` (ANN's first
    play): saved."""
    result = run("--seed 12 --names ann,bob --opponents 1 --target 100", keys)
    assert result.exit_code == 1, result.output
    return result


def test_a_save_keeps_the_names_and_saves_lists_the_players_by_name(private_state_home):
    stopped_named()
    (path,) = private_state_home.glob("save-*.json")
    assert json.loads(path.read_text())["options"]["names"] == ["ANN", "BOB"]
    listing = run("saves").stdout.splitlines()
    assert listing[2:4] == [
        "SAVE 1: GAME NUMBER 12, 2 HUMANS, 1 OPPONENT, TARGET 100, HAND 1",
        "SCORES: ANN 0   BOB 0   COMPUTER 1 0",
    ]


def test_a_save_without_names_holds_no_names(private_state_home):
    run("--seed 12 --humans 2 --opponents 1 --target 100", "KPG6Y")
    (path,) = private_state_home.glob("save-*.json")
    assert "names" not in json.loads(path.read_text())["options"]


def test_the_same_game_under_other_names_is_another_save(private_state_home):
    stopped_named()
    run("--seed 12 --names ann,cy --opponents 1 --target 100", "KPG6Y")
    run("--seed 12 --humans 2 --opponents 1 --target 100", "KPG6Y")
    assert len(list(private_state_home.glob("save-*.json"))) == 3


def test_resume_goes_on_under_the_names(private_state_home):
    stopped_named()
    lines = run("--resume", "KPB6Y").stdout.splitlines()
    assert lines[0] == "GAME NUMBER 12 RESUMED: 5 KEYS REPLAYED"
    # BOB's turn was waiting: its key first, then its table and its play.
    assert "BOB: PRESS ANY KEY TO SEE YOUR CARDS? " in lines
    assert "ANN: 6 CARDS   COMPUTER 1: 6 CARDS" in lines
    assert "BOB PLAYS BLUE 6" in lines
    assert "HUMAN" not in "\n".join(lines)


def test_a_save_whose_names_are_not_names_cannot_be_used(private_state_home):
    stopped_named()
    (path,) = private_state_home.glob("save-*.json")
    for names, problem in [
        (["ANN"], "ONE NAME PER HUMAN (2) IS NEEDED, NOT 1"),
        (["ANN", "HUMAN"], "'HUMAN' CANNOT BE A NAME"),
        (["ann", "bob"], "THE NAMES MUST BE IN UPPER CASE"),
        ("ANN,BOB", "THE NAMES MUST BE A LIST OF TEXT"),
    ]:
        save = json.loads(path.read_text())
        save["options"]["names"] = names
        path.write_text(json.dumps(save))
        listing = " ".join(run("saves").stdout.split())
        assert f"SAVE 1 ({path.name}) CANNOT BE USED: IT IS DAMAGED ({problem}" in listing


def test_a_recording_keeps_the_names_and_replay_plays_them_back(tmp_path):
    record = tmp_path / "named.txt"
    keys = Transcript.load(NAMED).keys.decode()
    result = run(["--seed", "12", "--names", "ann,bob", "--opponents", "1", "--target", "100",
                  "--record", str(record)], keys)  # fmt: skip
    assert result.exit_code == 0
    recording = Transcript.load(record)
    assert recording.args[-2:] == ("--names", "ANN,BOB")
    assert recording.screen == Transcript.load(NAMED).screen
    assert run(["replay", "--check", str(record)]).stdout == f"{record}: matches\n"
    watched = run(["replay", str(record)])
    assert (watched.exit_code, watched.stdout) == (0, recording.screen)


def test_a_recording_whose_names_are_refused_cannot_be_replayed(tmp_path):
    text = NAMED.read_text().replace("--names ANN,BOB", "--names ANN,HUMAN", 1)
    spoiled = tmp_path / "spoiled.txt"
    spoiled.write_text(text)
    result = run(["replay", "--check", str(spoiled)])
    assert result.exit_code == 2
    assert result.stderr == (
        f"{spoiled}: cannot replay: Invalid value for '--names': 'HUMAN' cannot be a name: "
        "HUMAN is the game's name for a human without one\n"
    )
