"""The last line of a stopped game names a command that works as shown: ``uno-classic`` when
the shell finds it, else the path the game was started by (a virtual environment's
``.venv/bin/uno-classic``), or ``python -m uno_classic``."""

from __future__ import annotations

import os
import re
import subprocess
import sys
from pathlib import Path

from uno_classic.play import command_as_started

PROGRAM = str(Path(sys.executable).parent / "uno-classic")
HINT = re.compile(r"TO CONTINUE THIS GAME: (.+) --resume 1\n")


def executable(path: Path) -> Path:
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text("#!/bin/sh\n")
    path.chmod(0o755)
    return path


def test_the_plain_name_when_the_shell_finds_this_very_program(tmp_path: Path):
    program = executable(tmp_path / "bin" / "uno-classic")
    path = f"/nowhere:{tmp_path / 'bin'}"
    assert command_as_started(str(program), executable="python", path=path) == "uno-classic"


def test_the_path_as_started_when_the_shell_does_not_find_it(tmp_path: Path):
    program = executable(tmp_path / "bin" / "uno-classic")
    assert command_as_started(".venv/bin/uno-classic", executable="py", path="") == (
        ".venv/bin/uno-classic"
    )
    assert command_as_started(str(program), executable="py", path="/nowhere") == str(program)


def test_the_path_as_started_when_the_shell_finds_another_copy(tmp_path: Path):
    executable(tmp_path / "other" / "uno-classic")
    mine = executable(tmp_path / "mine" / "uno-classic")
    path = str(tmp_path / "other")
    assert command_as_started(str(mine), executable="py", path=path) == str(mine)


def test_a_path_with_a_space_is_quoted_for_the_shell(tmp_path: Path):
    program = executable(tmp_path / "my games" / "uno-classic")
    assert command_as_started(str(program), executable="py", path="") == f"'{program}'"


def test_the_interpreter_and_dash_m_when_started_as_a_module():
    main_file = str(Path("/x/site-packages/uno_classic/__main__.py"))
    assert command_as_started(main_file, executable="/v/bin/python", path="") == (
        "/v/bin/python -m uno_classic"
    )


def run(
    command: list[str] | str, cwd: Path, path: str, keys: str = ""
) -> subprocess.CompletedProcess[str]:
    env = {**os.environ, "PATH": path, "NO_COLOR": "1"}
    return subprocess.run(
        command, shell=isinstance(command, str), cwd=cwd, env=env,
        input=keys, capture_output=True, text=True, check=False,
    )  # fmt: skip


def test_the_printed_command_resumes_the_game_as_shown(tmp_path: Path):
    # Started by a relative path, as after the README's install, with nothing on PATH.
    relative = os.path.relpath(PROGRAM, tmp_path)
    path = "/usr/bin:/bin"
    started = run([relative, "--seed", "8"], tmp_path, path, keys="S")  # a sort: saved
    shown = HINT.search(started.stdout)
    assert shown is not None, started.stdout
    assert shown.group(1) == relative
    resumed = run(f"{shown.group(1)} --resume 1", tmp_path, path)  # typed as it is shown
    assert resumed.stdout.startswith("GAME NUMBER 8 RESUMED: "), resumed.stderr


def test_started_as_python_dash_m_the_printed_command_resumes_the_game(tmp_path: Path):
    started = run(
        [sys.executable, "-m", "uno_classic", "--seed", "9"], tmp_path, "/usr/bin:/bin", keys="S"
    )  # a sort: saved
    shown = HINT.search(started.stdout)
    assert shown is not None, started.stdout
    assert shown.group(1) == f"{sys.executable} -m uno_classic"
    resumed = run(f"{shown.group(1)} --resume 1", tmp_path, "/usr/bin:/bin")
    assert resumed.stdout.startswith("GAME NUMBER 9 RESUMED: "), resumed.stderr


def test_on_windows_the_launcher_found_with_exe_is_the_program_started(tmp_path: Path):
    # pip's launcher is uno-classic.exe; argv[0] names it without ".exe", in any case.
    launcher = executable(tmp_path / "Scripts" / "uno-classic")
    started = str(launcher).upper() + ".EXE"  # what Windows may report for the same file
    path = str(tmp_path / "Scripts")
    assert command_as_started(started, executable="py", path=path, windows=True) == ("uno-classic")


def test_on_windows_a_path_with_a_space_is_quoted_for_cmd(tmp_path: Path):
    started = r"C:\My Games\venv\Scripts\uno-classic"
    assert command_as_started(started, executable="py", path="", windows=True) == (f'"{started}"')
