"""Machine play's cost: hands per second over ``--protocol json`` beside the screen and
beside computers alone, printed, never asserted.

Every line plays whole games of the same numbers, in this one process, 4 players, the
classic rules, game numbers 1, 2, 3, ... (each game a session of its own, to 500 points);
seat 0 is answered by a program, the three others are ``normal`` computers. Seat 0 answers
differently on each line, so the games differ too: the hands/s are what compares. Times
are CPU time of the process (``time.process_time``), the best of ``--repeat`` rounds in
which the lines take turns.

- ``protocol, a fast reader``: :func:`~uno_classic.protocol.run_protocol`, its lines read by
  an in-process reader that parses every line with ``json.loads`` and answers each question
  with its first legal answer (``NO`` at ``play_again``): the whole cost of the protocol's
  side, events and questions built, written and parsed.
- ``screen, the scripted player``: the console's screen read by ``tools/scripted_player.py``
  (which plays like ``normal``, and answers each prompt with its keys): the screen's text,
  its prompts and the keys of a move.
- ``computers only``: the same table with seat 0 a ``normal`` computer, as ``simulate``
  plays it (no events, no text): the engine's own pace.
- ``example bot, real pipes``: ``examples/json_bot.py`` playing ``uno-classic --protocol
  json`` through pipes, both processes (wall-clock time, once per round: a program's
  view, start-up included).

    python benchmarks/protocol_throughput.py                 # defaults below
    python benchmarks/protocol_throughput.py --games 100 --repeat 5
"""

from __future__ import annotations

import argparse
import json
import platform
import subprocess
import sys
import time
from collections.abc import Callable
from dataclasses import replace
from pathlib import Path
from typing import Any, BinaryIO, TextIO, cast

from tools.scripted_player import Plan, ScriptedPlayer, Tee
from uno_classic import __version__
from uno_classic.console import Console
from uno_classic.game import Game
from uno_classic.levels import strategy
from uno_classic.protocol import AnswerLines, run_protocol
from uno_classic.questions import DEAL, GAME_OVER, NEXT_HAND
from uno_classic.settings import Settings
from uno_classic.strategies import computer_answer
from uno_classic.variants import preset_rules

ROOT = Path(__file__).resolve().parent.parent
PLAYERS = 4


class FastReader:
    """The program's side, in the process: every line parsed, the first legal answer."""

    def __init__(self) -> None:
        self.last: dict[str, Any] = {}
        self.hands = 0

    def write(self, text: str) -> int:
        for line in text.splitlines():
            parsed = json.loads(line)
            if "question" in parsed:
                self.last = parsed
            elif parsed.get("event") in ("hand_won", "hand_abandoned"):
                self.hands += 1
        return len(text)

    def flush(self) -> None:
        pass

    def readline(self) -> bytes:
        asked = self.last
        answer = "NO" if asked["question"] == "play_again" else asked["legal"][0]
        return answer.encode() + b"\n"


def options(seed: int) -> Settings:
    return Settings(seed, preset_rules("classic", PLAYERS, {}), "classic", 1, ("normal",))


def protocol_games(games: int) -> int:
    hands = 0
    for seed in range(1, games + 1):
        reader = FastReader()
        run_protocol(
            replace(options(seed), protocol="json"),
            AnswerLines(cast(BinaryIO, reader)),
            cast(TextIO, reader),
        )
        hands += reader.hands
    return hands


def screen_games(games: int) -> int:
    hands = 0
    for seed in range(1, games + 1):
        plan = Plan(seed=seed, opponents=PLAYERS - 1, target=500)
        out = Tee()
        player = ScriptedPlayer(plan, out)
        console = Console(plan.options(), player, out)
        player.console = console
        console.run()
        hands += console.game.hand_number
    return hands


def computer_games(games: int) -> int:
    hands = 0
    normal = strategy("normal")
    for seed in range(1, games + 1):
        game = Game(options(seed).rules, seed=seed, record_events=False)
        while game.question is not GAME_OVER:
            if game.question is NEXT_HAND:
                game.apply(DEAL)
            else:
                game.apply(computer_answer(game, normal))
        hands += game.hand_number
    return hands


def bot_games(games: int) -> int:
    """Whole games of examples/json_bot.py against uno-classic through pipes (its hands are
    counted from its lines)."""
    hands = 0
    command = f"{sys.executable} -m uno_classic"
    for seed in range(1, games + 1):
        run = subprocess.run(
            [
                *(sys.executable, str(ROOT / "examples" / "json_bot.py"), "--command", command),
                *("--seed", str(seed), "--opponents", str(PLAYERS - 1)),
            ],
            capture_output=True,
            text=True,
            check=True,
        )
        hands += run.stdout.count(" wins the hand")
    return hands


def timed(play: Callable[[int], int], games: int, clock: Callable[[], float]) -> tuple[float, int]:
    started = clock()
    hands = play(games)
    return clock() - started, hands


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--games", type=int, default=40, help="whole games per line")
    parser.add_argument("--repeat", type=int, default=3, help="rounds; the best is shown")
    parser.add_argument("--bot-games", type=int, default=10, help="games of the example bot")
    args = parser.parse_args(argv)
    lines: dict[str, tuple[Callable[[int], int], int, Callable[[], float]]] = {
        "protocol, a fast reader": (protocol_games, args.games, time.process_time),
        "screen, the scripted player": (screen_games, args.games, time.process_time),
        "computers only": (computer_games, args.games, time.process_time),
        "example bot, real pipes (wall)": (bot_games, args.bot_games, time.perf_counter),
    }
    best: dict[str, tuple[float, int]] = {}
    for _ in range(args.repeat):
        for name, (play, games, clock) in lines.items():
            seconds, hands = timed(play, games, clock)
            if name not in best or seconds < best[name][0]:
                best[name] = (seconds, hands)
    print(
        f"uno-classic {__version__}, Python {platform.python_version()}, "
        f"{PLAYERS} players classic, {args.games} games per line "
        f"({args.bot_games} for the bot), best of {args.repeat}"
    )
    for name, (seconds, hands) in best.items():
        print(f"{name:32} {hands:6} hands  {seconds:7.2f} s  {hands / seconds:9,.0f} hands/s")
    return 0


if __name__ == "__main__":
    sys.exit(main())
