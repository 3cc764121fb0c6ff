"""Every command the README shows does what the README's text says it does.

The commands are read out of the README: inline code spans and ``sh`` lines that run
something (the program by any path, an interpreter, pytest, a shell), and the ``$ `` lines
of its sample sessions, each as written but with whitespace runs made one space, a
trailing ``# comment`` dropped and a table's ``\\|`` read as ``|``. :data:`CHECKS` maps each
to a check that runs it as a reader would: click's CliRunner for the program alone; a real
shell where the command is a pipeline, starts the program by a path, or depends on what
the shell finds on ``PATH``; a pseudo-terminal where only a terminal shows the difference.
Each asserts what the sentence around the command says; the expected values come from
that text, not from the program's output. A command the README shows and :data:`CHECKS`
does not know fails, and so does a check of a command the README no longer shows.

Two kinds are not run here. The install commands are what ``.ci/run`` runs, read out of
the README: their check is that it reads exactly those lines and runs them. The commands
that take minutes, or install a copy, are run by hand with ``tools/readme_long.py``: their
check is that the tool knows exactly those.
"""

from __future__ import annotations

import os
import re
import shlex
import shutil
import subprocess
import sys
from collections.abc import Callable
from pathlib import Path

import pexpect
import pytest
from click.testing import CliRunner, Result

from tools import readme_long
from uno_classic.cli import main
from uno_classic.variants import PRESETS, CustomRule, option_value

ROOT = Path(__file__).resolve().parent.parent
README = ROOT / "README.md"
BIN = Path(sys.executable).parent
SYSTEM_PATH = "/usr/bin:/bin"  # a shell's tools, and no uno-classic
WITH_PROGRAM = f"{BIN}{os.pathsep}{SYSTEM_PATH}"  # uno-classic (and python) from BIN

FENCE = re.compile(r"^```(\w*)\n(.*?)^```$", re.MULTILINE | re.DOTALL)
SPAN = re.compile(r"`([^`\n]+)`")
RUNNERS = {"python", "python3", "pytest", "pip", "bash", "printf", "eval", "source"}
"""Words that start a command when something follows them (alone they only name a tool)."""


def readme() -> str:
    return README.read_text(encoding="utf-8")


def normalized(text: str) -> str:
    text = re.sub(r"\s+#\s.*$", "", text).replace("\\|", "|")
    return " ".join(text.split())


def runs_something(text: str) -> bool:
    """Whether ``text`` is a command line: the program by any path (alone too), or one of
    :data:`RUNNERS` with arguments, after any ``NAME=value`` settings."""
    words = text.split()
    while words and re.fullmatch(r"[A-Z_][A-Z0-9_]*=\S*", words[0]):
        words = words[1:]
    if not words:
        return False
    program = words[0].rsplit("/", 1)[-1]
    return program == "uno-classic" or (program in RUNNERS and len(words) > 1)


def readme_commands(text: str | None = None) -> list[str]:
    """Every command the README shows, once each, in the order they first appear."""
    text = readme() if text is None else text
    found: list[str] = []

    def add(command: str) -> None:
        command = normalized(command)
        if command and command not in found:
            found.append(command)

    for language, body in FENCE.findall(text):
        for line in body.splitlines():
            if language == "sh":
                add(line)
            elif language == "" and line.startswith("$ "):
                add(line[2:])
    for span in SPAN.findall(FENCE.sub("", text)):
        if runs_something(normalized(span)):
            add(span)
    return found


NUMBERS = (
    *("zero", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten"),
    *("eleven", "twelve", "thirteen", "fourteen", "fifteen", "sixteen", "seventeen"),
    *("eighteen", "nineteen", "twenty", "twenty-one", "twenty-two", "twenty-three"),
    *("twenty-four", "twenty-five", "twenty-six", "twenty-seven", "twenty-eight"),
    *("twenty-nine", "thirty", "thirty-one", "thirty-two", "thirty-three", "thirty-four"),
)
"""Numbers as the README writes them: NUMBERS.index("thirteen") == 13."""


# --------------------------------------------------------------------------- running


def cli(command: str, keys: str = "", env: dict[str, str] | None = None) -> Result:
    """``command`` (``uno-classic ...``) through click's CliRunner."""
    args = shlex.split(command)
    assert args[0] == "uno-classic", command
    return CliRunner().invoke(main, args[1:], input=keys, env=env, prog_name="uno-classic")


def shell(
    command: str, cwd: Path, keys: str = "", path: str = WITH_PROGRAM, home: Path | None = None
) -> subprocess.CompletedProcess[str]:
    """``command`` in bash from ``cwd``, keys on its standard input, with ``path`` as PATH
    (by default this installation's folder first, then the system's tools)."""
    env = {**os.environ, "PATH": path, **({"HOME": str(home)} if home else {})}
    return subprocess.run(
        ["bash", "-c", command], cwd=cwd, input=keys, env=env,
        capture_output=True, text=True, check=False, timeout=60,
    )  # fmt: skip


def with_venv(folder: Path) -> Path:
    """``folder/.venv``: this installation's virtual environment, as the README makes it in
    a checkout (``python3 -m venv .venv && .venv/bin/pip install .``)."""
    (folder / ".venv").symlink_to(BIN.parent, target_is_directory=True)
    assert (folder / ".venv" / "bin" / "uno-classic").exists()
    return folder


def stopped_game(seed: int, keys: str = "S", extra: str = "") -> None:
    """A game from a pipe that stops at the end of its keys: saved (by default after a
    sort: a stop before any answer leaves no save)."""
    result = cli(f"uno-classic --seed {seed} {extra}", keys)
    assert result.exit_code == 1, result.output


AN_ANSWER = "SR"
"""Keys that give any new game an answer, and so a save: a sort at its first SORT, PLAY OR
TAKE, or the color of a first Wild the human dealt (S is refused there, R names RED)."""


def last_line(text: str) -> str:
    return text.splitlines()[-1]


def saved(state: Path) -> list[str]:
    return sorted(p.name for p in state.iterdir()) if state.exists() else []


# --------------------------------------------------------------------------- the checks
# Each takes the command as the README shows it (normalized), a fresh folder of its own,
# and the private state folder (XDG_STATE_HOME/uno-classic, set by tests/conftest.py).

Check = Callable[[str, Path, Path], None]
INSTALL_AND_TEST = (
    "python3 -m venv .venv && .venv/bin/pip install -e '.[test]' "
    "&& .venv/bin/python -m pytest -q -n auto"
)
STARTUP = (
    "python -m venv /tmp/v && /tmp/v/bin/pip install . && /tmp/v/bin/python benchmarks/startup.py"
)


def run_by_ci(marker: str) -> Check:
    """The command after ``<!-- marker -->`` is run by .ci/run, read out of the README."""

    def check(command: str, folder: Path, state: Path) -> None:
        lines = readme().splitlines()
        at = lines.index(f"<!-- {marker} -->")
        assert lines[at + 1 : at + 3] == ["```sh", command]
        ci = (ROOT / ".ci" / "run").read_text(encoding="utf-8")
        function = re.search(r"^readme_command\(\) \{.*?^\}\n", ci, re.MULTILINE | re.DOTALL)
        assert function is not None, "no readme_command function in .ci/run"
        read = shell(f"{function[0]}readme_command {marker}", ROOT)
        assert read.stdout == command + "\n"  # what .ci/run reads is exactly this line...
        variable = {"ci-play-command": "play_command", "ci-test-command": "test_command"}[marker]
        assert f"{variable}=$(readme_command {marker})\n" in ci
        assert f'bash -c "${variable}"' in ci  # ...and it runs it as it is

    return check


def run_by_the_long_tool(command: str, folder: Path, state: Path) -> None:
    """Minutes long, or it installs a copy: tools/readme_long.py runs it and checks it."""
    assert command in readme_long.COMMANDS


def rules_in_force_keys_and_statuses(output: str) -> None:
    """``prints the rules in force, every key and the exit statuses``: the defaults of the
    option table, each prompt of the keys table, each status of the exit status table."""
    in_force = output.partition("\nTHE CARDS\n")[0]  # the options in force, as the game takes them
    assert "--target 500" in in_force and "--uno-penalty 0.25" in in_force
    assert "the first to reach 500 points" in " ".join(output.split())
    for prompt in (
        "SORT, PLAY OR TAKE (S/P/T)?",
        "COLOR (R/Y/G/B/S)?",
        "CARD (0-9/S/D/R)?",
        "COLOR CHANGE OR DRAW FOUR (C/F)?",
        "PLAY <CARD> (Y/N)?",
        "NEW COLOR (R/Y/G/B)?",
        "YOU TOOK <CARD>. PLAY IT (Y/N)?",
        "PRESS ANY KEY FOR THE NEXT HAND?",
        "PLAY AGAIN (Y/N)?",
    ):
        assert f"\n    {prompt} " in output, prompt
    statuses = output.split("\nEXIT STATUS\n")[1]
    rows = re.findall(r"^  ([\d, ]+?) {2,}", statuses, re.MULTILINE)  # "  129, 130, 143  ..."
    listed = {int(status) for row in rows for status in row.split(", ")}
    assert listed == {0, 1, 2, 70, 129, 130, 141, 143}


def rules_by_the_venv_path(command: str, folder: Path, state: Path) -> None:
    """``.venv/bin/uno-classic rules`` prints the rules (no pager when not a terminal; the
    pager at a terminal is tests/test_rules_command.py's); ``--help`` points to it (and
    the in-game ``?``: see :func:`rules_as_quoted_by_the_help`)."""
    done = shell(command, with_venv(folder), path=SYSTEM_PATH)
    assert (done.returncode, done.stderr) == (0, "")
    assert done.stdout.startswith("uno-classic: the rules in force\n")
    rules_in_force_keys_and_statuses(done.stdout)
    assert "The rules, every key and the exit statuses:\n    uno-classic rules\n" in (
        cli("uno-classic --help").stdout
    )


def rules(command: str, folder: Path, state: Path) -> None:
    """``uno-classic rules`` prints the rules in force, every key and the exit statuses."""
    result = cli(command)
    assert result.exit_code == 0
    rules_in_force_keys_and_statuses(result.stdout)


def rules_as_quoted_by_the_help(command: str, folder: Path, state: Path) -> None:
    """``uno-classic rules ...`` at the end of the ``?`` help is the one text not in upper
    case, and works typed as written: with the game's rule options when it has some."""
    for target, options in ((500, ""), (300, " --target 300")):
        shown = cli(f"uno-classic --seed 3{options}", "?").stdout.splitlines()
        help_end = shown.index("SORT, PLAY OR TAKE (S/P/T)? ")  # asked again after the help
        assert shown[help_end - 2] == f"THE FULL RULES AND EVERY KEY: uno-classic rules{options}"
        typed = cli(f"uno-classic rules{options}")
        assert typed.exit_code == 0
        assert f"the first to reach {target} points" in " ".join(typed.stdout.split())


def started_by_its_venv_path(command: str, folder: Path, state: Path) -> None:
    """Started as ``.venv/bin/uno-classic`` (not on PATH), a stopped game's last line names
    it so: ``.venv/bin/uno-classic --resume 1``."""
    done = shell(command, with_venv(folder), AN_ANSWER, path=SYSTEM_PATH)
    assert done.returncode == 1  # the end of its input
    assert re.match(r"GAME NUMBER \d+\n", done.stdout)
    assert last_line(done.stdout) == "TO CONTINUE THIS GAME: .venv/bin/uno-classic --resume 1"


def resumed_by_its_venv_path(command: str, folder: Path, state: Path) -> None:
    """``.venv/bin/uno-classic --resume 1``, as the stopped game printed it, continues it."""
    started = shell(".venv/bin/uno-classic --seed 8", with_venv(folder), "S", path=SYSTEM_PATH)
    assert last_line(started.stdout) == f"TO CONTINUE THIS GAME: {command}"
    resumed = shell(command, folder, path=SYSTEM_PATH)
    assert resumed.stdout.startswith("GAME NUMBER 8 RESUMED: 1 KEYS REPLAYED\n")


def started_by_its_name(command: str, folder: Path, state: Path) -> None:
    """Plain ``uno-classic`` on PATH starts a game, and a stopped one's last line names the
    command plainly; with no keys left it says so and exits with status 1."""
    done = shell(command, folder, AN_ANSWER)
    assert done.returncode == 1
    assert re.match(r"GAME NUMBER \d+\n", done.stdout)
    lines = done.stdout.splitlines()
    assert lines[-2:] == [
        "END OF INPUT: THE GAME STOPS HERE",
        "TO CONTINUE THIS GAME: uno-classic --resume 1",
    ]


def resumed_by_its_name(command: str, folder: Path, state: Path) -> None:
    """``uno-classic --resume 1`` once uno-classic is on PATH: printed so, and it works."""
    started = shell("uno-classic --seed 8", folder, "S")
    assert last_line(started.stdout) == f"TO CONTINUE THIS GAME: {command}"
    resumed = shell(command, folder)
    assert resumed.stdout.startswith("GAME NUMBER 8 RESUMED: 1 KEYS REPLAYED\n")


def activated(command: str, folder: Path, state: Path) -> None:
    """After ``source .venv/bin/activate`` the program is on PATH: the hint is plain."""
    done = shell(f"{command} && uno-classic --seed 8", with_venv(folder), "S", path=SYSTEM_PATH)
    assert last_line(done.stdout) == "TO CONTINUE THIS GAME: uno-classic --resume 1"


def started_as_a_module(command: str, folder: Path, state: Path) -> None:
    """``python -m uno_classic``: the hint names the interpreter by its full path, quoted for
    a POSIX shell, and works typed as printed."""
    done = shell(f"{command} --seed 8", folder, "S")  # python: this installation's, from PATH
    interpreter = shlex.quote(str(BIN / "python"))
    hint = f"TO CONTINUE THIS GAME: {interpreter} -m uno_classic --resume 1"
    assert last_line(done.stdout) == hint
    resumed = shell(hint.split(": ", 1)[1], folder, path=SYSTEM_PATH)
    assert resumed.stdout.startswith("GAME NUMBER 8 RESUMED: ")


def sample_of(command: str, caption: str) -> None:
    """The README's sample session after ``caption`` (a pattern naming the command and its
    keys) is the start of that game played with those keys."""
    text = readme()
    found = re.search(caption, text)
    assert found is not None
    assert found[1] == command
    sample = text[found.end() :].split("```\n", 2)[1]
    assert cli(command, found[2]).stdout.startswith(sample)


def the_playing_sample(command: str, folder: Path, state: Path) -> None:
    """The Playing sample is the start of the game its caption names, with its keys."""
    sample_of(command, r"The start of `([^`]*)`, answered with the keys `(\w+)`")


def the_hot_seat_sample(command: str, folder: Path, state: Path) -> None:
    """The several-humans sample is that game through a pipe with its keys, from its start."""
    sample_of(command, r"`([^`]*)` through a\npipe, with the keys `(\w+)`:")


def seated(command: str) -> list[str]:
    """The players a game of ``command`` seats, in seat order, read off its first SCORES
    lines (three players to a line, the rest indented)."""
    lines = cli(command).stdout.splitlines()
    first = next(i for i, line in enumerate(lines) if line.startswith("SCORES: "))
    rows = [lines[first][len("SCORES:") :]]
    rows += [line for line in lines[first + 1 : first + 4] if line.startswith("        ")]
    return [
        re.sub(r" \d+$", "", phrase.strip()) for row in rows for phrase in row.strip().split("   ")
    ]


def humans_and_computers(command: str, folder: Path, state: Path) -> None:
    """``--humans 8`` seats two computers after HUMAN 1 to HUMAN 8; ``--humans 2
    --opponents 0`` seats two people alone."""
    humans = int(command.split("--humans ")[1].split(maxsplit=1)[0])
    computers = 0 if "--opponents 0" in command else 2
    assert (humans, computers) in ((8, 2), (2, 0))
    assert seated(command) == [f"HUMAN {k}" for k in range(1, humans + 1)] + [
        f"COMPUTER {k}" for k in range(1, computers + 1)
    ]


def scripted_play(command: str, folder: Path, state: Path) -> None:
    """``printf 'PBSY' | uno-classic --seed 3 --opponents 2`` plays the BLUE SKIP straight
    away; COMPUTER 1 is skipped and COMPUTER 2 plays; at the next SORT, PLAY OR TAKE the
    input has ended: the game says so, saves itself, says how to go on, exits 1."""
    done = shell(command, folder)
    lines = done.stdout.splitlines()
    first = lines.index("SORT, PLAY OR TAKE (S/P/T)? P")
    assert lines[first : first + 6] == [  # every key answered, none refused
        "SORT, PLAY OR TAKE (S/P/T)? P",
        "COLOR (R/Y/G/B/S)? B",
        "CARD (0-9/S/D/R)? S",
        "PLAY BLUE SKIP (Y/N)? Y",
        "HUMAN PLAYS BLUE SKIP",
        "COMPUTER 1 IS SKIPPED",
    ]
    assert lines[first + 6].startswith("COMPUTER 2 PLAYS ")
    assert first == min(i for i, line in enumerate(lines) if line.startswith("SORT, PLAY"))
    assert lines[-3:] == [
        "SORT, PLAY OR TAKE (S/P/T)? ",
        "END OF INPUT: THE GAME STOPS HERE",
        "TO CONTINUE THIS GAME: uno-classic --resume 1",
    ]
    assert done.returncode == 1
    assert saved(state) == ["save-1.json"]


def list_of_saves(command: str, folder: Path, state: Path) -> None:
    """``uno-classic saves`` lists the saves newest first, each with its ID, game number,
    number of opponents and the other options that differ from the defaults, and where it
    stopped; or NO SAVED GAMES. (The README's sample list is compared line by line in
    tests/test_saves_command.py.)"""
    assert cli(command).stdout == "NO SAVED GAMES\n"
    stopped_game(4, extra="--target 200")
    stopped_game(5, "T", "--opponents 1")
    listed = cli(command)
    assert listed.exit_code == 0
    entries = [line for line in listed.stdout.splitlines() if line.startswith("SAVE ")]
    assert entries == [
        "SAVE 2: GAME NUMBER 5, 1 OPPONENT, HAND 1",
        "SAVE 1: GAME NUMBER 4, 3 OPPONENTS, TARGET 200, HAND 1",
    ]


def delete_a_save(command: str, folder: Path, state: Path) -> None:
    """``uno-classic saves --delete 2`` deletes save 2 with a line saying so; save 1 keeps
    its ID."""
    stopped_game(4)
    stopped_game(5)
    done = cli(command)
    assert (done.exit_code, done.stdout) == (0, "SAVE 2 DELETED\n")
    assert saved(state) == ["save-1.json"]


def resume_the_newest(command: str, folder: Path, state: Path) -> None:
    """``uno-classic --resume`` continues the newest save; with none it says so in one line
    and exits 1."""
    nothing = cli(command)
    assert (nothing.exit_code, len(nothing.stdout.splitlines())) == (1, 1)
    stopped_game(11)  # save 1
    stopped_game(12)  # save 2
    stopped_game(11, "S")  # save 1 again, now the newest
    assert cli(command).stdout.startswith("GAME NUMBER 11 RESUMED: 1 KEYS REPLAYED\n")


def resume_by_id(command: str, folder: Path, state: Path) -> None:
    """``uno-classic --resume 3`` continues the save listed as 3, newest or not."""
    for seed in (11, 12, 13, 14):  # saves 1 to 4, the newest 4
        stopped_game(seed)
    assert "\nSAVE 3: GAME NUMBER 13," in cli("uno-classic saves").stdout
    assert cli(command).stdout.startswith("GAME NUMBER 13 RESUMED: ")


def names_a_game_so_no_offer(command: str, folder: Path, state: Path) -> None:
    """On a terminal, a command line that names a game starts it with no offer first."""
    stopped_game(3, extra="--opponents 2")  # a save that a bare uno-classic would offer
    env = {**os.environ, "PATH": WITH_PROGRAM, "TERM": "xterm", "NO_COLOR": "1"}
    child = pexpect.spawn("bash", ["-c", command], env=env, encoding="utf-8", timeout=10)
    assert child.expect([r"RESUME SAVED GAME", r"GAME NUMBER (\d+)\r\n"]) == 1
    assert child.before == ""  # the game's first line, nothing offered before it
    if "--seed" in command:
        assert child.match[1] == command.split("--seed ")[1].split(maxsplit=1)[0]
    child.sendcontrol("c")
    child.expect(pexpect.EOF)
    child.close()
    assert child.exitstatus == 130


def record(command: str, folder: Path, state: Path) -> None:
    """``uno-classic --record game.txt`` saves the session as a transcript: the command line
    that plays it again (its game number and every option that changes play spelled out),
    the keys, the exit status, and the screen exactly as written (keys after prompts) up to
    where the game stopped, not the line after that saying how to continue it."""
    done = shell(command, folder, keys="S")
    transcript = (folder / "game.txt").read_text(encoding="utf-8")
    head, screen = transcript.split("\n---\n", 1)
    number = re.match(r"GAME NUMBER (\d+)\n", done.stdout)
    assert number is not None
    line, keys, status = head.split("\n")
    assert line.startswith(f"$ uno-classic --seed {number[1]} --opponents 3 ")
    for option in ("--target 500", "--uno-penalty 0.25", "--strategy normal"):  # the defaults
        assert f" {option}" in line
    assert "--record" not in line
    assert (keys, status) == ("keys: S", "status: 1")
    *played, hint = done.stdout.splitlines(keepends=True)
    assert hint == "TO CONTINUE THIS GAME: uno-classic --resume 1\n"
    assert screen == "".join(played)
    # The key after the first prompt, whichever it is (a new seed each run: a first Color
    # Change the human deals asks NEW COLOR before SORT, PLAY OR TAKE).
    assert re.search(r"^[A-Z ,()/]+\? S$", screen, re.MULTILINE)


def watch_replay(command: str, folder: Path, state: Path) -> None:
    """``uno-classic replay game.txt`` shows the recorded game again; through a pipe, its
    whole screen at once, with status 0. Nothing is saved (the recorded game stopped at the
    end of its keys left its one save), and the file is left as it was."""
    shell("uno-classic --seed 3 --opponents 2 --record game.txt", folder, keys="PBSY")
    held = (folder / "game.txt").read_text()
    with pytest.MonkeyPatch.context() as patch:
        patch.chdir(folder)
        watched = cli(command)
    assert (watched.exit_code, watched.stdout) == (0, held.split("\n---\n", 1)[1])
    assert "HUMAN PLAYS BLUE SKIP\n" in watched.stdout
    assert saved(state) == ["save-1.json"]
    assert (folder / "game.txt").read_text() == held


def replay_check(command: str, folder: Path, state: Path) -> None:
    """``uno-classic replay --check FILE...`` plays each transcript's keys again and reports
    ``matches`` (0), or the first differences as a unified diff (1); a missing file is 2."""
    assert command == "uno-classic replay --check FILE..."
    for name in ("a.txt", "b.txt"):
        shell(f"uno-classic --seed 3 --opponents 2 --record {name}", folder, keys="PBSY")
    with pytest.MonkeyPatch.context() as patch:
        patch.chdir(folder)
        same = cli("uno-classic replay --check a.txt b.txt")
        assert (same.exit_code, same.stdout) == (0, "a.txt: matches\nb.txt: matches\n")
        changed = (folder / "b.txt").read_text().replace("HUMAN PLAYS BLUE SKIP", "HUMAN PLAYS")
        (folder / "b.txt").write_text(changed)
        differs = cli("uno-classic replay --check a.txt b.txt")
        assert differs.exit_code == 1
        assert differs.stdout.startswith("a.txt: matches\nb.txt: differs\n--- b.txt (expected)\n")
        assert "\n-HUMAN PLAYS\n+HUMAN PLAYS BLUE SKIP\n" in differs.stdout
        assert cli("uno-classic replay --check a.txt missing.txt").exit_code == 2


def replay_update(command: str, folder: Path, state: Path) -> None:
    """``uno-classic replay --check --update transcripts/*.txt`` rewrites each differing file
    from its stored keys and leaves the others alone."""
    (folder / "transcripts").mkdir()
    names = ("two-players-reverse-and-skip.txt", "first-card-skip.txt")
    for name in names:
        shutil.copy(ROOT / "transcripts" / name, folder / "transcripts" / name)
    damaged = folder / "transcripts" / names[0]
    damaged.write_text(damaged.read_text().replace("\nHUMAN PLAYS\n", "\nHUMAN PLAYZ\n", 1))
    done = shell(command, folder)
    assert done.returncode == 0
    assert f"transcripts/{names[0]}: updated" in done.stdout.splitlines()
    for name in names:
        assert (folder / "transcripts" / name).read_bytes() == (
            ROOT / "transcripts" / name
        ).read_bytes()


def closed_output(command: str, folder: Path, state: Path) -> None:
    """``uno-classic | head -5``: the game stops at its next write, with no message and no
    crash log, is saved as on SIGHUP, and exits with status 141."""
    # Keys enough for more screen than a pipe holds, so the game meets the closed pipe
    # however late head goes.
    done = shell(f"{command}; echo STATUS=${{PIPESTATUS[0]}}", folder, keys="T" * 3000)
    lines = done.stdout.splitlines()
    assert len(lines) == 6 and lines[0].startswith("GAME NUMBER ")
    assert lines[-1] == "STATUS=141"
    assert done.stderr == ""
    # No crash log. Saved only if head went after the game accepted its first T, which
    # is up to the two processes' timing: a stop before any answer leaves no save.
    assert saved(state) in ([], ["save-1.json"])


def scripted_player_makes_the_goldens(command: str, folder: Path, state: Path) -> None:
    """``python tools/scripted_player.py --all`` makes the golden transcripts again, as many
    as the README says ``transcripts/`` holds, byte for byte (here in a copy of tools/, so
    it writes the copy's transcripts/)."""
    held = re.search(r"`transcripts/` holds ([\w-]+) whole games", readme())
    assert held is not None
    shutil.copytree(ROOT / "tools", folder / "tools", ignore=shutil.ignore_patterns("__pycache__"))
    done = shell(command, folder)
    assert done.returncode == 0, done.stderr
    made = sorted(p.name for p in (folder / "transcripts").iterdir())
    assert made == sorted(p.name for p in (ROOT / "transcripts").glob("*.txt"))
    assert len(made) == NUMBERS.index(held[1])
    for name in made:
        assert (folder / "transcripts" / name).read_bytes() == (
            ROOT / "transcripts" / name
        ).read_bytes(), name


def simulate_defaults(command: str, folder: Path, state: Path) -> None:
    """``uno-classic simulate`` with the option table's defaults: 100 games of 4 normal players
    to 500, a new seed, printed; one level at the table, so no part per strategy; no
    progress bar when standard error is not a terminal."""
    result = cli(command)
    assert result.exit_code == 0
    first = result.stdout.splitlines()[0]
    assert re.fullmatch(r"4 players, 100 games to 500 points, seed \d+, uno penalty 0\.25", first)
    seats = re.findall(r"^ +\d  normal +(\d+) ", result.stdout, re.MULTILINE)
    assert len(seats) == 4 and sum(map(int, seats)) == 100
    assert "fair share" not in result.stdout
    assert result.stderr == ""


def two_normal_against_two_easy(command: str, folder: Path, state: Path) -> None:
    """``Two normal players against two easy ones win R% of single hands (`COMMAND`,
    interval L-H%)``."""
    printed = cli(command).stdout
    assert readme_long.printed_win_rate(printed, "easy")[0] == 2
    assert readme_long.printed_win_rate(printed, "normal") == (
        2,
        readme_long.stated_win_rate(readme(), command),
    )


def report_lines_of_a_preset(command: str, folder: Path, state: Path) -> None:
    """``simulate --rules party`` ends its table with the lines the README shows (the
    challenges, the Swap Hands played, the penalties), ``--rules eight-color`` with the
    penalties line the README quotes after its command; neither has the lines of the other
    deck or of the challenge."""
    text = readme()
    printed = cli(command).stdout.splitlines()
    if "--rules party" in command:
        shown = text.split(f"`{command}` ends its table with\n\n```\n", 1)[1]
        wanted = shown.split("```", 1)[0].splitlines()
        assert [line.split(":")[0] for line in wanted] == [
            "draw four bluffs open to a challenge",
            "swap hands played",
            "penalties passed on",
        ]
    else:
        quoted = re.search(rf"`{re.escape(command)}` with\s+`(penalties passed on: [^`]*)`", text)
        assert quoted is not None
        wanted = [quoted[1]]
        assert not any(line.startswith(("swap hands", "draw four bluffs")) for line in printed)
    at = printed.index(wanted[0])
    assert printed[at : at + len(wanted)] == wanted
    assert printed[at + len(wanted)] == ""  # the end of the table, before the speed lines


def report_lines_of_the_house_rules(command: str, folder: Path, state: Path) -> None:
    """``simulate --seven-zero --jump-in`` ends its table with the two lines the README
    shows; their figures agree with each other (the 7s played are those swapped and those
    kept), and about half of the jump-ins offered to ``easy`` in two seats of four, none
    to ``normal``, are declined."""
    shown = readme().split(f"`{command}`\nends its table with\n\n```\n", 1)[1]
    wanted = shown.split("```", 1)[0].splitlines()
    printed = cli(command).stdout.splitlines()
    at = printed.index(wanted[0])
    assert printed[at : at + len(wanted) + 1] == [*wanted, ""]
    sevens = re.fullmatch(
        r"7s played: (\d+); swapped: (\d+), kept: (\d+); hands passed on: \d+", wanted[0]
    )
    assert sevens is not None and int(sevens[1]) == int(sevens[2]) + int(sevens[3])
    jumps = re.fullmatch(r"jump-ins offered: (\d+); jumped in: (\d+) \(([\d.]+)%\)", wanted[1])
    assert jumps is not None
    offered, jumped = int(jumps[1]), int(jumps[2])
    assert f"{jumped / offered:.1%}" == f"{jumps[3]}%"
    assert 0.6 < jumped / offered < 0.85  # half the offers declined, in half the seats


def house_rules_game(command: str, folder: Path, state: Path) -> None:
    """The house rules beside a preset: the game's second line is the RULES line the README
    gives for it, the flags named bare after the preset."""
    stated = re.search(r"names them bare \(`(RULES: [^`]+)`\)", normalized(readme()))
    assert stated is not None
    printed = cli(command + " --seed 4").stdout.splitlines()  # (no keys: it stops at once)
    assert (
        printed[:2]
        == ["GAME NUMBER 4", stated[1]]
        == ["GAME NUMBER 4", "RULES: OFFICIAL + SEVEN-ZERO, JUMP-IN"]
    )


def import_click(command: str, folder: Path, state: Path) -> None:
    """``python -c "import click"`` runs, and is what benchmarks/startup.py measures the
    game's start against."""
    done = shell(command, folder)
    assert (done.returncode, done.stdout, done.stderr) == (0, "", "")
    startup = ROOT / "benchmarks" / "startup.py"
    benchmark = shell(f"python {startup} --repeat 1 --warmup 0", folder)
    assert re.search(rf"^\(a\) {re.escape(command)} +median", benchmark.stdout, re.MULTILINE)


def opcodes_counted(command: str, folder: Path, state: Path) -> None:
    """``python benchmarks/engine_opcodes.py`` prints a count for each of its two cases;
    on the Python the README's figures come from, exactly the counts it states for now."""
    done = shell(command, ROOT)
    assert done.returncode == 0, done.stderr
    counts = re.findall(r"^(\d) players, (\w+): ([\d,]+) opcodes for 100 hands$", done.stdout, re.M)
    assert [(players, strategy) for players, strategy, _ in counts] == [
        ("2", "random"),
        ("4", "normal"),
    ]
    stated = re.search(r"it now counts ([\d,]+) and ([\d,]+) \(", normalized(readme()))
    assert stated, "the README no longer states the counts"
    if sys.version_info[:3] == (3, 11, 7):  # (other versions run other bytecode)
        assert [count for _, _, count in counts] == [stated[1], stated[2]]


def what_ci_is(command: str, folder: Path, state: Path) -> None:
    """``bash .ci/run`` is CI (minutes, and it needs python3.10 to 3.13), not run here: it
    parses, and it runs ruff and mypy over the four folders the README names."""
    assert shell("bash -n .ci/run", ROOT).returncode == 0
    ci = (ROOT / ".ci" / "run").read_text(encoding="utf-8")
    for step in ('/bin/ruff" check .', '/bin/ruff" format --check .', '/bin/mypy"'):
        assert step in ci, step
    mypy = re.search(r"^files = \[(.*)\]$", (ROOT / "pyproject.toml").read_text(), re.M)
    assert mypy is not None
    assert mypy[1] == '"uno_classic", "tests", "tools", "benchmarks"'


def rule_tests_alone(command: str, folder: Path, state: Path) -> None:
    """``pytest -m rules`` runs the rule modules the README names, and nothing else
    (collected only: running them takes about 20 s)."""
    done = subprocess.run(
        [str(BIN / "pytest"), "--collect-only", "-q", "-p", "no:cacheprovider", "-m", "rules"],
        cwd=ROOT, capture_output=True, text=True, check=False, timeout=120,
    )  # fmt: skip
    assert done.returncode == 0, done.stdout
    collected = {line.split("::")[0] for line in done.stdout.splitlines() if "::" in line}
    named = re.search(
        r"The \*\*rule tests\*\* are the modules [^:]*:(.*?)each marked", readme(), re.S
    )
    assert named is not None
    modules = set()
    where = "tests"  # a name without a folder is in the folder of the name before it
    for name in re.findall(r"`([\w/]+\.py)`", named[1]):
        if "/" in name:
            where = str(Path(name).parent)
        modules.add(f"{where}/{Path(name).name}")
    assert len(modules) == 17  # as the README names them
    assert collected == modules


def bash_completion(command: str, folder: Path, state: Path) -> None:
    """The bash line, in bash: afterwards the shell completes the program's options."""
    script = (
        f"{command}\n"
        "COMP_WORDS=(uno-classic simulate --ga); COMP_CWORD=2\n"
        "_uno_classic_completion uno-classic\n"
        'printf "%s\\n" "${COMPREPLY[@]}"\n'
    )
    done = shell(script, folder)
    assert (done.returncode, done.stdout) == (0, "--games\n"), done.stderr


def zsh_completion(command: str, folder: Path, state: Path) -> None:
    """The zsh line's ``_UNO_CLASSIC_COMPLETE=zsh_source uno-classic`` prints a zsh
    completion script for uno-classic, whose protocol the program answers."""
    inner = re.fullmatch(r'eval "\$\((.*)\)"', command)
    assert inner is not None
    script = shell(inner[1], folder).stdout
    assert script.startswith("#compdef uno-classic\n")
    assert "_UNO_CLASSIC_COMPLETE=zsh_complete" in script
    words = {"_UNO_CLASSIC_COMPLETE": "zsh_complete", "COMP_WORDS": "uno-classic simulate --ga",
             "COMP_CWORD": "2"}  # fmt: skip
    assert "--games" in cli("uno-classic", env=words).stdout.splitlines()


def fish_completion(command: str, folder: Path, state: Path) -> None:
    """The fish line writes a fish completion script for uno-classic into fish's folder."""
    (folder / ".config" / "fish" / "completions").mkdir(parents=True)
    done = shell(command, folder, home=folder)
    assert done.returncode == 0
    script = (folder / ".config" / "fish" / "completions" / "uno-classic.fish").read_text()
    assert "complete --no-files --command uno-classic" in script


def long_tool_lists_them(command: str, folder: Path, state: Path) -> None:
    """``tools/readme_long.py`` runs the long commands (minutes); here only its ``--list``,
    which must name exactly the commands the table below leaves to it."""
    (with_venv(folder) / "tools").symlink_to(ROOT / "tools", target_is_directory=True)
    done = shell(f"{command} --list", folder)
    assert done.returncode == 0, done.stderr
    left = [other for other, check in CHECKS.items() if check is run_by_the_long_tool]
    assert sorted(done.stdout.splitlines()) == sorted(left)


CHECKS: dict[str, Check] = {
    # Install and play
    "python3 -m venv .venv && .venv/bin/pip install . && .venv/bin/uno-classic": run_by_ci(
        "ci-play-command"
    ),
    ".venv/bin/uno-classic rules": rules_by_the_venv_path,
    ".venv/bin/uno-classic --resume 1": resumed_by_its_venv_path,
    "uno-classic --resume 1": resumed_by_its_name,
    "source .venv/bin/activate": activated,
    'eval "$(_UNO_CLASSIC_COMPLETE=bash_source uno-classic)"': bash_completion,
    'eval "$(_UNO_CLASSIC_COMPLETE=zsh_source uno-classic)"': zsh_completion,
    "_UNO_CLASSIC_COMPLETE=fish_source uno-classic > ~/.config/fish/completions/uno-classic.fish": (
        fish_completion
    ),
    "uno-classic": started_by_its_name,
    ".venv/bin/uno-classic": started_by_its_venv_path,
    # Playing
    "uno-classic --seed 3 --opponents 2": the_playing_sample,
    "printf 'PBSY' | uno-classic --seed 3 --opponents 2": scripted_play,
    "uno-classic --record game.txt": record,
    "uno-classic replay game.txt": watch_replay,
    "uno-classic replay --check FILE...": replay_check,
    "uno-classic | head -5": closed_output,
    "python tools/scripted_player.py --all": scripted_player_makes_the_goldens,
    "uno-classic replay --check --update transcripts/*.txt": replay_update,
    # Several humans
    "uno-classic --humans 8": humans_and_computers,
    "uno-classic --humans 2 --opponents 0": humans_and_computers,
    "uno-classic --seed 5 --humans 2 --opponents 1": the_hot_seat_sample,
    # Nothing is lost
    "python -m uno_classic": started_as_a_module,
    "uno-classic rules": rules,
    "uno-classic --resume": resume_the_newest,
    "uno-classic --resume 3": resume_by_id,
    "uno-classic --seed 9": names_a_game_so_no_offer,
    "uno-classic --opponents 5": names_a_game_so_no_offer,
    "uno-classic saves": list_of_saves,
    "uno-classic saves --delete 2": delete_a_save,
    "uno-classic rules ...": rules_as_quoted_by_the_help,
    # Run the tests
    INSTALL_AND_TEST: run_by_ci("ci-test-command"),
    "bash .ci/run": what_ci_is,
    "pytest -m rules": rule_tests_alone,
    # simulate, speed, computer players
    "uno-classic simulate": simulate_defaults,
    "uno-classic simulate --hands 4000 --strategy normal,easy,normal,easy --seed 1": (
        two_normal_against_two_easy
    ),
    "uno-classic simulate --rules party --games 50 --seed 3": report_lines_of_a_preset,
    "uno-classic simulate --rules eight-color --games 50 --seed 3": report_lines_of_a_preset,
    "uno-classic --rules official --seven-zero --jump-in": house_rules_game,
    (
        "uno-classic simulate --seven-zero --jump-in --strategy normal,easy,normal,easy "
        "--games 50 --seed 3"
    ): report_lines_of_the_house_rules,
    'python -c "import click"': import_click,
    "python benchmarks/engine_opcodes.py": opcodes_counted,
    # tools/readme_long.py: minutes each, or an install
    ".venv/bin/python tools/readme_long.py": long_tool_lists_them,
    ".venv/bin/python tools/fuzz.py --count 6000 --seed 2026": run_by_the_long_tool,
    ".venv/bin/python tools/mutants.py": run_by_the_long_tool,
    ".venv/bin/python tools/mutants.py --all-tests": run_by_the_long_tool,
    ".venv/bin/python benchmarks/engine_throughput.py --hands 10000 --repeat 5": (
        run_by_the_long_tool
    ),
    STARTUP: run_by_the_long_tool,
    readme_long.RLCARD_TABLE: run_by_the_long_tool,
    readme_long.RLCARD_THROUGH_GAME: run_by_the_long_tool,
    ".venv/bin/python benchmarks/challenge_rule.py": run_by_the_long_tool,
    ".venv/bin/python benchmarks/party_rules.py": run_by_the_long_tool,
    ".venv/bin/python benchmarks/house_rules.py": run_by_the_long_tool,
    ".venv/bin/python benchmarks/normal_rules.py": run_by_the_long_tool,
    "uno-classic simulate --games 2000 --strategy normal,easy,normal,easy --seed 1": (
        run_by_the_long_tool
    ),
    readme_long.HARD_STRENGTH: run_by_the_long_tool,
    readme_long.RLCARD_HARD: run_by_the_long_tool,
    readme_long.HARD_DECISIONS: run_by_the_long_tool,
    "uno-classic simulate --games 1000 --players 4 --seed 2026": run_by_the_long_tool,
    **dict.fromkeys(readme_long.JOBS, run_by_the_long_tool),
}


@pytest.mark.parametrize("command", readme_commands())
def test_the_readme_command_does_what_the_readme_says(command, tmp_path, private_state_home):
    check = CHECKS.get(command)
    assert check is not None, f"the README shows `{command}`: CHECKS needs a check for it"
    check(command, tmp_path, private_state_home)


def test_every_check_is_of_a_command_the_readme_shows():
    assert [command for command in CHECKS if command not in readme_commands()] == []


def test_the_long_tool_knows_exactly_the_commands_left_to_it():
    left = [command for command, check in CHECKS.items() if check is run_by_the_long_tool]
    assert sorted(readme_long.COMMANDS) == sorted(left)


@pytest.mark.tool
def test_the_figures_the_long_tool_checks_are_read_out_of_the_readme():
    text = readme()
    games = "uno-classic simulate --games 2000 --strategy normal,easy,normal,easy --seed 1"
    assert readme_long.stated_win_rate(text, games) == ("77.5", "75.6", "79.3")
    assert readme_long.stated_fuzz_report(text).startswith("6000 streams tried, ")
    turns = readme_long.stated_turns_per_hand(text)
    assert list(turns)[:2] == ["classic, 4 normal", "rlcard UnoGame, 4 players"]
    assert len(turns) == 9
    sample = readme_long.readme_sample(
        text, "uno-classic simulate --games 1000 --players 4 --seed 2026"
    )
    assert sample[0] == "4 players, 1000 games to 500 points, seed 2026, uno penalty 0.25"
    rates = readme_long.stated_party_rules_rates(text)
    assert rates["keeps (never swaps)"] == ("22.5", "21.2", "23.8")
    assert rates["never stacks (--stacking add)"] == ("17.7", "16.5", "18.9")
    house = readme_long.stated_house_rules_rates(text)
    assert house["plays 7s and 0s as numbers, keeps"] == ("9.5", "8.6", "10.4")
    assert house["normal's 7s, 0s as numbers"] == ("20.8", "19.6", "22.1")
    assert house["jumps in half of the time"] == ("20.5", "19.3", "21.8")
    normal_rules = readme_long.stated_normal_rules_rates(text)
    assert len(normal_rules) == 4 * len(readme_long.NORMAL_RULES_PARTS)
    assert normal_rules[("normal", "single hands won against three normal")] is None
    assert normal_rules[("sheds points", "games to 500 won against three normal")] == (
        "23.4",
        "22.5",
        "24.4",
    )
    jobs = readme_long.stated_jobs_speed(text)
    assert list(jobs) == list(readme_long.JOBS)
    assert all(seconds > 0 and hands > games > 0 for seconds, hands, games in jobs.values())


def test_the_swap_sample_is_part_of_the_golden_transcript_it_names():
    """The README's Swap Hands sample is a run of lines of the golden transcript it names,
    as they are there, so it cannot drift from the game's real screen."""
    named = re.search(r"From\s+`(transcripts/[\w-]+\.txt)`:\n\n```\n(.*?)```", readme(), re.S)
    assert named is not None
    sample = named[2]
    assert sample.startswith("SPECIAL CARD (C/F/H/U)? H\n")
    assert "\nSWAP HANDS WITH (1-2/N)? 1\n" in sample
    assert "\n" + sample in (ROOT / named[1]).read_text(encoding="utf-8")


def test_the_preset_table_is_the_presets():
    """The README's table of presets gives every preset's rule options as ``PRESETS`` has
    them, and says every preset plays to 500 with the custom rule ``wild``."""
    text = readme()
    header = re.search(r"^\| preset \| rule text \| (.*) \|$", text, re.M)
    assert header is not None
    options = [
        name.strip("`").removeprefix("--").replace("-", "_") for name in header[1].split(" | ")
    ]
    rows = re.findall(r"^\| `([\w-]+)`(?: \(default\))? \| [^|]+ \| (.*) \|$", text, re.M)
    table = {preset: values.split(" | ") for preset, values in rows if preset in PRESETS}
    assert list(table) == list(PRESETS)
    for preset, values in table.items():
        assert values == [option_value(PRESETS[preset], name) for name in options], preset
    assert all(rules.target == 500 for rules in PRESETS.values())
    assert all(rules.custom_rule is CustomRule.WILD for rules in PRESETS.values())
    assert "Every preset plays to 500 (`--target`), and `--custom-rule` is `wild` in every" in text


def test_commands_are_found_in_spans_sh_lines_and_sample_sessions_only():
    text = (
        "Run `uno-classic --seed 1`, not `uno-classic/`, `python3` or `HYPOTHESIS_PROFILE=long`;\n"
        "`A=1 uno-classic rules` and `uno-classic \\| head -5`.\n"
        "```sh\n.venv/bin/python tools/x.py   # a comment\n```\n"
        "```\n$ uno-classic saves\nSAVE 1: uno-classic --seed 2\n```\n"
        "```python\nprint('python -m uno_classic')\n```\n"
    )
    assert readme_commands(text) == [
        ".venv/bin/python tools/x.py",
        "uno-classic saves",
        "uno-classic --seed 1",
        "A=1 uno-classic rules",
        "uno-classic | head -5",
    ]
