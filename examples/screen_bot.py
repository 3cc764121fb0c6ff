"""A bot that plays uno-classic through its ordinary screen, as a person at a pipe would.

    python examples/screen_bot.py [--command COMMAND] [GAME OPTIONS...]

It starts the game (``uno-classic``, or ``--command``: ``--command ".venv/bin/uno-classic"``,
``--command "python -m uno_classic"``) with the game options given (``--seed 5 --rules
party``, ``--record game.txt``...) and ``--assist``, reads the screen up to each prompt,
answers it with one key, plays every human seat to the end of the game, answers N at PLAY
AGAIN, and prints a short summary. Standard library only.

Every convention it relies on is written down in docs/scripting.md ("Driving the screen
from a program"); this file is its worked example. A program that would rather read JSON
than a screen: docs/protocol.md.
"""

from __future__ import annotations

import os
import re
import shlex
import subprocess
import sys
from collections import Counter
from dataclasses import dataclass, field

# A prompt is the last line of what the game wrote, ending in "? " with no newline; the game
# flushes it before it waits for a key. Text before it may come through the pipe in pieces
# of any size, so the bot waits for a whole prompt: all end in ")? " but the two PRESS ANY
# KEY ones.
PROMPT = re.compile(r"(\)|PRESS ANY KEY FOR THE NEXT HAND|PRESS ANY KEY TO SEE YOUR CARDS)\? \Z")

# A hand row: the row word padded to eight, a colon, then the symbols (under --assist a
# card that may be played now has "*" after its symbol): "RED     : 2 7* D*".
ROW = re.compile(r"\A(RED|YELLOW|GREEN|BLUE|ORANGE|PURPLE|PINK|SKY|SPECIAL) *:(.*)\Z")
ROW_KEYS = {
    "RED": "R",
    "YELLOW": "Y",
    "GREEN": "G",
    "BLUE": "B",
    "ORANGE": "O",
    "PURPLE": "P",
    "PINK": "I",
    "SKY": "K",
    "SPECIAL": "S",
}
# The turn block's own line is "<NAME> PLAYS" alone (a move line goes on with the card).
TURN = re.compile(r"\A(.+) PLAYS\Z")
SEE_CARDS = re.compile(r"\A(.+): PRESS ANY KEY TO SEE YOUR CARDS\? \Z")
TAKES = re.compile(r"\A(.+) TAKES (A|\d+) CARDS?\Z")
SWAP_CHOICE = re.compile(r"\A(\d+) (.+) \((\d+) CARDS?\)\Z")
# The card just taken, or the twin of the card just played (--jump-in), offered to play.
OFFER = re.compile(r"\A(?:YOU TOOK (.+)\. PLAY IT|JUMP IN WITH (.+)) \(Y/N(?:/U)?\)\? \Z")
# A card's name ends with its symbol's word: "RED 7", "BLUE DRAW TWO", "SWAP HANDS".
SYMBOLS = {
    "SKIP": "S",
    "TWO": "D",
    "REVERSE": "R",
    "CHANGE": "C",
    "FOUR": "F",
    "HANDS": "H",
    "WILD": "U",
}


def symbol(card_name: str) -> str:
    """A card's symbol from its name: "RED 7" -> "7", "BLUE DRAW TWO" -> "D"."""
    last = card_name.rsplit(maxsplit=1)[-1]
    return SYMBOLS.get(last, last)


class GameProcess:
    """The game's process: keys in through a pipe, the screen out through another."""

    def __init__(self, command: list[str]) -> None:
        self.process = subprocess.Popen(command, stdin=subprocess.PIPE, stdout=subprocess.PIPE)
        self.unread = ""  # what came after the last complete line: a prompt, or part of a line

    def screen_to_prompt(self) -> tuple[list[str], str | None]:
        """The lines written since the last answer (the first one ends with that answer's
        echo), and the prompt now waiting; None for the prompt when the game has ended."""
        assert self.process.stdout is not None
        text = self.unread  # the last prompt: the echo of its answer comes next
        while True:
            chunk = os.read(self.process.stdout.fileno(), 65536)
            if not chunk:  # the game has exited
                return text.splitlines(), None
            text += chunk.decode("utf-8")
            if PROMPT.search(text):
                break
        *lines, self.unread = text.split("\n")
        return lines, self.unread

    def press(self, key: str) -> None:
        """One key: the game reads it at once, no Enter needed."""
        assert self.process.stdin is not None
        self.process.stdin.write(key.encode())
        self.process.stdin.flush()

    def finish(self) -> int:
        """Close the keys and wait for the exit status."""
        assert self.process.stdin is not None
        self.process.stdin.close()
        return self.process.wait()


@dataclass
class Bot:
    """What the bot has seen and done. It plays for every human seat."""

    uno_by_key: bool  # --uno-call key: the bot must answer U itself
    rows: dict[str, list[str]] = field(default_factory=dict)  # "RED" -> ["2", "7*", "D*"]
    me: str = "HUMAN"  # the human whose rows these are
    taken_since_rows: int = 0  # cards it took since its rows were last shown
    chosen: tuple[str, str] | None = None  # the card being played: (row word, symbol)
    swap_counts: dict[str, int] = field(default_factory=dict)  # "1" -> 5 cards
    moves: Counter[str] = field(default_factory=Counter)  # its own: plays, takes...
    winner: str | None = None
    hands: int = 0

    def read(self, lines: list[str]) -> None:
        """Follow the screen: hand rows, whose turn, takes, the end of the game."""
        for line in lines:
            if row := ROW.match(line):
                if row[1] == "RED":  # a new set of rows starts with RED
                    self.rows, self.taken_since_rows = {}, 0
                self.rows[row[1]] = row[2].split()
            elif turn := TURN.match(line):
                self.me = turn[1]
            elif (took := TAKES.match(line)) and took[1] == self.me:
                self.taken_since_rows += 1 if took[2] == "A" else int(took[2])
            elif choice := SWAP_CHOICE.match(line):
                self.swap_counts[choice[1]] = int(choice[3])
            elif line.endswith(" WINS THE GAME"):
                self.winner = line.removesuffix(" WINS THE GAME")
            elif line.startswith("FINAL SCORES AFTER "):
                self.hands = int(line.split()[3])

    def cards_held(self) -> int:
        """The cards in its hand now: those its rows last showed, and those taken since."""
        return sum(len(row) for row in self.rows.values()) + self.taken_since_rows

    def playable(self) -> list[tuple[str, str]]:
        """The cards --assist marks, colored ones first: a wild is kept for later."""
        marked = [(word, card[0]) for word, row in self.rows.items() for card in row if "*" in card]
        return sorted(marked, key=lambda card: card[0] == "SPECIAL")

    def yes(self, card_symbol: str) -> str:
        """Y, or U (yes and UNO) under --uno-call key when the play may leave one card: the
        hand is down to two, or the card may change hands (a 7 or a 0 under --seven-zero,
        a Swap Hands, a Custom Wild that rotates them), since the game checks UNO after the
        swap. U on a play that leaves more cards is a plain yes."""
        if not self.uno_by_key:
            return "Y"
        swaps = card_symbol in ("7", "0", "H", "U")
        if self.cards_held() <= 2 or swaps:
            self.moves["UNO calls"] += 1
            return "U"
        return "Y"

    def answer(self, prompt: str) -> str:
        """The key for the prompt now waiting."""
        if prompt.startswith("PLAY AGAIN"):  # one game is enough
            return "N"
        if prompt.startswith("SORT, PLAY OR TAKE"):
            playable = self.playable()
            if not playable:
                self.moves["takes"] += 1
                return "T"
            self.chosen = playable[0]
            return "P"
        if prompt.startswith("COLOR ("):  # the row of the chosen card
            assert self.chosen is not None
            return ROW_KEYS[self.chosen[0]]
        if prompt.startswith(("CARD (", "COLOR CHANGE OR DRAW FOUR", "SPECIAL CARD")):
            assert self.chosen is not None
            return self.chosen[1]
        if prompt.startswith("PLAY "):  # PLAY <CARD> (Y/N)? or (Y/N/U)?
            assert self.chosen is not None
            self.moves["plays"] += 1
            return self.yes(self.chosen[1])
        if prompt.startswith("NEW COLOR ("):
            return self.new_color(prompt)
        if prompt.startswith("SWAP HANDS WITH"):
            return self.swap_with()
        if offer := OFFER.match(prompt):  # a card it may play now: it plays it
            self.moves["plays"] += 1
            return self.yes(symbol(offer[1] or offer[2]))
        if prompt.startswith("CHALLENGE "):  # a lost challenge costs six cards: take four
            return "N"
        if see_cards := SEE_CARDS.match(prompt):  # several humans: the bot is each of them
            self.me = see_cards[1]
            return "."
        if prompt.startswith("PRESS ANY KEY"):  # a pipe ignores whitespace here: send "."
            return "."
        raise SystemExit(f"screen_bot: a prompt it does not know: {prompt!r}")

    def new_color(self, prompt: str) -> str:
        """The color it holds most (the keys offered are in the prompt: R/Y/G/B...)."""
        offered = prompt[prompt.index("(") + 1 : prompt.index(")")].split("/")
        held = {ROW_KEYS[word]: len(row) for word, row in self.rows.items() if word != "SPECIAL"}
        return max(offered, key=lambda key: held.get(key, 0))

    def swap_with(self) -> str:
        """The player holding fewest cards, if that is fewer than its own; else N."""
        number, fewest = min(self.swap_counts.items(), key=lambda item: item[1])
        self.swap_counts = {}
        if fewest >= self.cards_held() - 1:  # (its hand once the card is played)
            return "N"
        self.moves["swaps"] += 1
        return number


def main(argv: list[str]) -> int:
    """Play one game with the options given; 0 when it was played to its end."""
    command = ["uno-classic"]
    if argv[:1] == ["--command"]:
        command, argv = shlex.split(argv[1]), argv[2:]
    options = " ".join(argv)
    bot = Bot(uno_by_key="--uno-call key" in options or "--uno-call=key" in options)
    game = GameProcess([*command, *argv, "--assist"])
    while True:
        lines, prompt = game.screen_to_prompt()
        bot.read(lines)
        if prompt is None:
            break
        game.press(bot.answer(prompt))
    status = game.finish()
    print(f"winner: {bot.winner}")
    print(f"hands: {bot.hands}")
    for move in ("plays", "takes", "swaps", "UNO calls"):
        print(f"{move}: {bot.moves[move]}")
    print(f"exit status: {status}")
    return 0 if status == 0 and bot.winner else 1


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
