"""Start-up time: a scripted game's first prompt, against ``python -c "import click"``.

Runs, interleaved so that machine noise hits both alike, ``--repeat`` times each:

(a) ``python -c "import click"``, timed from spawn until the process exits;
(b) ``uno-classic --seed 3`` with stdin a pipe, as a scripted player starts it, timed from
    spawn until the first prompt (output ending in ``? ``) has been read from its stdout.

Both use the interpreter running this script and the ``uno-classic`` script installed next
to it, so measure in a venv with a plain ``pip install .`` (an editable install adds an
import hook that slows every import of the package). The game gets NO_COLOR=1 and a
temporary XDG_STATE_HOME, so nothing touches the user's saves. Prints the median of each,
their ratio (b)/(a), and the Python version; the figures are printed, never asserted.

    python -m venv /tmp/v && /tmp/v/bin/pip install .
    /tmp/v/bin/python benchmarks/startup.py                # defaults below
    /tmp/v/bin/python benchmarks/startup.py --repeat 60
"""

from __future__ import annotations

import argparse
import os
import platform
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

PROMPT_END = b"? "
"""Every question of the game ends so; the first one is where a scripted player answers."""

GAME_ARGS = ("--seed", "3")


def time_import_click(python: str) -> float:
    """Seconds from spawn until ``python -c "import click"`` has exited."""
    started = time.perf_counter()
    subprocess.run([python, "-c", "import click"], check=True)
    return time.perf_counter() - started


def time_first_prompt(script: str, env: dict[str, str]) -> float:
    """Seconds from spawn until the game's first prompt has been read from its stdout."""
    started = time.perf_counter()
    with subprocess.Popen(
        [script, *GAME_ARGS],
        stdin=subprocess.PIPE,
        stdout=subprocess.PIPE,
        stderr=subprocess.DEVNULL,
        env=env,
    ) as game:
        assert game.stdout is not None  # for mypy: both are pipes
        assert game.stdin is not None
        output = b""
        while not output.endswith(PROMPT_END):
            chunk = os.read(game.stdout.fileno(), 65536)
            if not chunk:
                raise RuntimeError(f"the game ended before its first prompt: {output[-200:]!r}")
            output += chunk
        elapsed = time.perf_counter() - started
        # End of input: the game stops by itself; a kill makes sure it does not linger.
        game.stdin.close()
        game.kill()
    return elapsed


def game_script() -> str:
    """The ``uno-classic`` console script of the venv running this benchmark."""
    folder = Path(sys.executable).parent
    for name in ("uno-classic", "uno-classic.exe"):
        if (folder / name).exists():
            return str(folder / name)
    raise SystemExit(f"no uno-classic script next to {sys.executable}: pip install . first")


def main(argv: list[str] | None = None) -> int:
    """Print both medians, their ratio and the Python version."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--repeat", type=int, default=30, help="timed runs of each (default 30)")
    parser.add_argument("--warmup", type=int, default=3, help="untimed runs of each first")
    args = parser.parse_args(argv)
    python = sys.executable
    script = game_script()
    with tempfile.TemporaryDirectory(prefix="uno-startup-") as state:
        env = dict(os.environ, NO_COLOR="1", XDG_STATE_HOME=state)
        for _ in range(args.warmup):
            time_import_click(python)
            time_first_prompt(script, env)
        clicks: list[float] = []
        games: list[float] = []
        for _ in range(args.repeat):
            clicks.append(time_import_click(python))
            games.append(time_first_prompt(script, env))
    click_median = statistics.median(clicks)
    game_median = statistics.median(games)
    print(f"python {platform.python_version()} ({python}), {args.repeat} interleaved runs each")
    baseline = 'python -c "import click"'
    game = f"uno-classic {' '.join(GAME_ARGS)} to its first prompt"
    print(f"(a) {baseline:<40} median {click_median * 1000:6.1f} ms")
    print(f"(b) {game:<40} median {game_median * 1000:6.1f} ms")
    print(f"ratio (b)/(a): {game_median / click_median:.2f}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
