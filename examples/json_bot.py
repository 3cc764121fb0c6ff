"""A bot that plays uno-classic through its JSON protocol (standard library only).

    python examples/json_bot.py --seed 5 --rules party
    python examples/json_bot.py --command ".venv/bin/uno-classic" --seed 5 --seven-zero

Everything after the bot's own options goes to the game. The game writes one JSON object
per line; at each question the bot picks one of the question's ``legal`` answers and
writes it back on a line of its own. It never needs to know the rules: ``legal`` lists
every answer the game accepts, under whatever options are in force. docs/protocol.md
describes every line.
"""

from __future__ import annotations

import argparse
import json
import shlex
import subprocess
import sys
from collections import Counter
from typing import Any


def choose(question: dict[str, Any]) -> str:
    """One of the question's legal answers: a card rather than a take, the wilds last; the
    color held most; the player with the fewest cards to swap with; yes to the rest."""
    legal: list[str] = [answer for answer in question["legal"] if answer != "HINT"]
    kind = question["question"]
    if kind == "move":
        plays: list[str] = [answer for answer in legal if answer != "TAKE"]
        if not plays:
            return "TAKE"
        # Say UNO (the " UNO" answers are listed under --uno-call key) with the last card
        # but one; otherwise the plain answer.
        calling = len(question["hand"]) == 2
        plays = [answer for answer in plays if answer.endswith(" UNO") == calling] or plays
        wild = ("COLOR CHANGE", "DRAW FOUR", "SWAP HANDS", "CUSTOM WILD")
        return min(plays, key=lambda answer: answer.startswith(wild))
    if kind == "color":
        held = Counter(card.split()[0] for card in question["hand"])
        return max(legal, key=lambda color: held[color])
    if kind == "swap":
        others = [answer for answer in legal if answer != "KEEP"]
        return min(others, key=lambda name: question["counts"][name])
    if kind == "challenge":
        return "NO"
    if kind == "play_again":
        return "NO"
    if "YES UNO" in legal and len(question["hand"]) == 2:
        return "YES UNO"
    return legal[0]  # YES to play_taken and jump_in, NEXT at press_any_key


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--command", default="uno-classic", help="how to start the game")
    bot, game_options = parser.parse_known_args()
    game = subprocess.Popen(
        [*shlex.split(bot.command), "--protocol", "json", *game_options],
        stdin=subprocess.PIPE,
        stdout=subprocess.PIPE,
        text=True,
    )
    assert game.stdin is not None and game.stdout is not None
    moves = 0
    for text in game.stdout:
        line = json.loads(text)
        if "question" in line:
            answer = choose(line)
            moves += line["question"] == "move"
            game.stdin.write(answer + "\n")
            game.stdin.flush()
        elif "error" in line:  # (not with answers taken from legal)
            print(f"refused: {line['error']}", file=sys.stderr)
        elif line.get("event") == "hand_won":
            print(f"{line['player']} wins the hand: {line['points']} points")
        elif line.get("event") == "game_won":
            scores = ", ".join(f"{name} {score}" for name, score in line["scores"].items())
            print(f"{line['player']} wins the game ({scores}) after {moves} moves of ours")
    game.stdin.close()
    return game.wait()


if __name__ == "__main__":
    sys.exit(main())
