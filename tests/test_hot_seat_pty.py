"""Several humans at one terminal: what the screen shows, read as a terminal draws it.

The game runs in a real pseudo-terminal (pexpect) of a fixed size; every byte it writes is
fed to a ``pyte`` screen, the text a terminal of that size would show. The humans' keys are
chosen from that screen, and at every ``<NAME>: PRESS ANY KEY TO SEE YOUR CARDS? `` the
screen is checked: no hand, no card taken, no prompt of anyone, only the lines the human
asked missed since it last saw the screen. A game stopped at any human's prompt (Ctrl-C, or
Q then Y) leaves no card on the screen, and resumed, it asks its human for a key first.

Those lines are worked out here, independently of the game's own bookkeeping, from the
plain text of the same game with the same keys through a pipe (which is never cleared):

- *private* lines are hand rows, ``YOU TOOK`` and ``<NAME> HELD:`` lines, prompts (a line
  ending in ``? `` and at most one echoed key), refusals and the numbered choices before
  ``SWAP HANDS WITH``; a line indented by spaces goes with the line above it. Every other
  line is *public*. (No key here is ``?``, so no help is ever printed.)
- a human *saw the screen* until it was cleared for another human's PRESS ANY KEY TO SEE
  YOUR CARDS, or until a hand or a game ended (PRESS ANY KEY FOR THE NEXT HAND, PLAY
  AGAIN): at that point it had seen every public line so far, the computer moves after its
  own turn included (they were on the screen while it sat there). A human that has not yet
  seen the screen saw nothing.
- the lines shown above its PRESS ANY KEY TO SEE YOUR CARDS are the public lines since
  then (only the last ones when they do not all fit on the screen).
"""

from __future__ import annotations

import os
import re
import shlex
import subprocess
import sys
from dataclasses import dataclass, field
from pathlib import Path

import pexpect
import pyte
import pytest

from tools.screen_text import (
    CHALLENGE_HELD,
    COMPUTER_MOVE,
    HAND_ROW,
    NEXT_HAND,
    PLAY_AGAIN,
    SORT_PLAY_TAKE,
    SWAP_CHOICE,
    TURN_HEADER,
    YOU_TOOK,
    see_cards,
)
from tools.screen_text import SEE_CARDS as SEE_CARDS_LINE

PROGRAM = str(Path(sys.executable).parent / "uno-classic")
CLEAR = b"\x1b[H\x1b[2J\x1b[3J"
"""Home, erase the screen, erase the scrollback."""
COLOR_CODE = re.compile(rb"\x1b\[[0-9;]*m")

PROMPT_LINE = re.compile(r"\? .?$")
SHOWN_PROMPT = re.compile(r"\?( \S)?$")
"""A prompt as a screen shows it: the space after the question mark is blank, not text."""
NOBODYS = (NEXT_HAND.rstrip(), PLAY_AGAIN.rstrip())
"""The prompts between hands and between games: no human's, and nobody is at the keyboard
after them."""
REFUSAL = re.compile(
    r"^(PLEASE ANSWER |YOU DO NOT HAVE |ONLY A .* CAN BE PLAYED |DRAW FOUR ONLY |"
    r".* MATCHES NEITHER THE COLOR NOR THE TOP CARD$)"
)


def is_private(line: str) -> bool:
    """A line only the human at the keyboard may see (an indented line: see the line above)."""
    return bool(
        HAND_ROW.match(line)
        or YOU_TOOK.match(line)
        or CHALLENGE_HELD.match(line)
        or PROMPT_LINE.search(line)
        or REFUSAL.match(line)
        or SWAP_CHOICE.match(line)
    )


def visible_secrets(lines: list[str]) -> list[str]:
    """The lines of a screen that no waiting human may see: hand rows, cards taken, a hand
    challenged, and the humans' prompts with their answers (PRESS ANY KEY FOR THE NEXT HAND
    and PLAY AGAIN are no human's)."""
    return [
        line
        for line in lines
        if HAND_ROW.match(line)
        or YOU_TOOK.match(line)
        or CHALLENGE_HELD.match(line)
        or (SHOWN_PROMPT.search(line) and not line.startswith(NOBODYS))
    ]


def expected_recaps(piped: str) -> list[tuple[str, list[str]]]:
    """Each PRESS ANY KEY TO SEE YOUR CARDS of a piped session, in order: the human asked,
    and the public lines it is to be shown above the prompt (see the module's docstring)."""
    public: list[str] = []
    seen: dict[str, int] = {}
    at_keyboard: str | None = None
    recaps: list[tuple[str, list[str]]] = []
    private = False
    for line in piped.split("\n"):
        asked = SEE_CARDS_LINE.match(line)
        if asked:
            if at_keyboard is not None:
                seen[at_keyboard] = len(public)
            at_keyboard = asked.group(1)
            recaps.append((at_keyboard, public[seen.get(at_keyboard, 0) :]))
        elif line.startswith(NOBODYS):  # the end of a hand, or of a game
            if at_keyboard is not None:
                seen[at_keyboard] = len(public)
            at_keyboard = None
        else:
            if not line.startswith(" "):
                private = is_private(line)
            if not private:
                public.append(line)
    return recaps


@dataclass
class Terminal:
    """A game in a pseudo-terminal of ``rows`` by ``columns``; every byte it writes is kept."""

    args: str
    rows: int = 100
    columns: int = 80
    keys: list[str] = field(default_factory=list)
    """Every key sent but Ctrl-C: the same keys through a pipe play the same game."""

    def __post_init__(self) -> None:
        env = {**os.environ, "PYTHONIOENCODING": "utf-8", "TERM": "xterm"}
        env.pop("NO_COLOR", None)
        self.child = pexpect.spawn(
            PROGRAM,
            shlex.split(self.args),
            env=env,
            timeout=10,
            dimensions=(self.rows, self.columns),
        )
        self.child.delaybeforesend = None  # (0.05 s before every key, by default)
        self.screen = pyte.Screen(self.columns, self.rows)
        self.stream = pyte.ByteStream(self.screen)
        self.raw = b""

    def expect(self, patterns: list[bytes | type[pexpect.EOF]]) -> int:
        """Wait for the first of ``patterns``; what came before and the match are drawn."""
        index: int = self.child.expect(patterns)
        after = self.child.after
        self.draw(self.child.before + (after if isinstance(after, bytes) else b""))
        return index

    def draw(self, data: bytes) -> None:
        self.raw += data
        self.stream.feed(data)

    def display(self) -> list[str]:
        return [line.rstrip() for line in self.screen.display]

    def prompt(self) -> str:
        """The line the cursor is on: the prompt waiting for a key."""
        return self.display()[self.screen.cursor.y]

    def send(self, key: str) -> None:
        self.keys.append(key)
        self.child.send(key)

    def interrupt(self) -> int:
        """Ctrl-C; the exit status."""
        self.child.sendcontrol("c")
        self.child.expect(r"TO CONTINUE THIS GAME: \S+ --resume \d+\r\n")
        self.draw(self.child.before + self.child.after)
        return self.wait()

    def wait(self) -> int:
        """The end of the game; its exit status."""
        self.expect([pexpect.EOF])
        self.child.close()
        status: int = self.child.exitstatus
        return status

    def text(self) -> str:
        """Everything the game wrote, without color, with plain newlines."""
        return COLOR_CODE.sub(b"", self.raw).decode().replace("\r\n", "\n")

    def piped(self) -> str:
        """The plain text of the same game with the same keys through a pipe."""
        command = [PROGRAM, *shlex.split(self.args)]
        keys = "".join(self.keys).encode()
        piped = subprocess.run(command, input=keys, capture_output=True, check=False).stdout
        return COLOR_CODE.sub(b"", piped).decode()


SEE_CARDS = SEE_CARDS_LINE.pattern.strip("^$").encode()
"""The see-cards prompt as ``expect`` looks for it: unanchored, in bytes."""
MENU = re.escape(SORT_PLAY_TAKE).encode()
PROMPTS: list[bytes | type[pexpect.EOF]] = [
    SEE_CARDS,
    MENU,
    rb"PRESS ANY KEY FOR THE NEXT HAND\? ",
    rb"COLOR \([A-Z/]+/S\)\? ",
    rb"CARD \(0-9/S/D/R\)\? ",
    rb"PLAY AGAIN \(Y/N\)\? ",
    rb"\(Y/N\)\? ",  # PLAY <CARD>, PLAY IT, CHALLENGE: yes
    rb"NEW COLOR \([A-Z/]+\)\? ",
    rb"SWAP HANDS WITH \([0-9-]+/N\)\? ",
    pexpect.EOF,
]
ASKED, TURN, NEXT, ROW, SYMBOL, AGAIN, YES, NEW_COLOR, SWAP, ENDED = range(len(PROMPTS))
KEYS = {ASKED: "K", NEXT: "K", YES: "Y", NEW_COLOR: "R", SWAP: "1"}


def a_card_to_play(screen: list[str]) -> tuple[str, str] | None:
    """From the turn on the screen: the first card of the color in force, else the first
    card of another color (which may be refused), as its row key and symbol; or None."""
    top = next((line for line in reversed(screen) if line.startswith("TOP CARD: ")), None)
    assert top is not None, "a menu with no turn on the screen"
    color = top.rsplit("COLOR: ", 1)[1]
    rows = {}
    for line in screen[screen.index(top) :]:
        if HAND_ROW.match(line) and line.split()[0] != "SPECIAL":
            rows[line.split()[0]] = line.split(":")[1].split()
    for row, symbols in sorted(rows.items(), key=lambda row: row[0] != color):
        if symbols:
            return row[0], symbols[0]
    return None


def play(
    terminal: Terminal,
    *,
    turns: int = 1000,
    sort_first: bool = False,
    games: int = 1,
    stop_at: re.Pattern[str] | None = None,
    quit: bool = False,
    waiting: int | None = None,
) -> int:
    """Play ``games`` games (Y at PLAY AGAIN until then, N after), or stop at the menu of
    the turn after ``turns`` of them (after sorting the hand with S, ``sort_first``) with
    Ctrl-C, or with Q then Y (``quit``), or Ctrl-C at the first prompt whose line
    ``stop_at`` finds; the exit status. ``waiting``: the prompt (of ``PROMPTS``) already
    on the screen, not yet answered. The humans play the
    first card they see of the color in force, else of another color (which may be
    refused), else take, and take after a refusal; they say yes to every other question,
    and swap hands with the first player they are offered."""
    playing: tuple[str, str] | None = None
    while True:
        index = terminal.expect(PROMPTS) if waiting is None else waiting
        waiting = None
        if index == ENDED:
            terminal.child.close()
            status: int = terminal.child.exitstatus
            return status
        if stop_at is not None and stop_at.search(terminal.prompt()):
            return terminal.interrupt()
        if index == TURN:
            refused, playing = playing is not None, None  # the menu again: the card refused
            if not refused:
                if turns == 0:
                    if sort_first:
                        terminal.send("S")
                        terminal.expect([MENU])
                    if quit:
                        terminal.send("Q")
                        terminal.expect([rb"QUIT \(Y/N\)\? "])
                        terminal.send("Y")
                        return terminal.wait()
                    return terminal.interrupt()
                turns -= 1
                playing = a_card_to_play(terminal.display())
            terminal.send("T" if playing is None else "P")
        elif index in (ROW, SYMBOL):
            assert playing is not None
            terminal.send(playing[index - ROW])
        elif index == AGAIN:
            games -= 1
            terminal.send("Y" if games > 0 else "N")
        else:
            playing = None
            terminal.send(KEYS[index])


RESHUFFLE = re.compile(r"^THE DISCARD PILE IS SHUFFLED INTO A NEW STOCK OF .*\n")
COMPUTER_PLAYS = re.compile(r"^COMPUTER \d+ PLAYS ")
STOPPING = ("\nEND OF INPUT: ", "\nGAME INTERRUPTED", "YOU LEFT THE GAME")
"""How the lines of a game that stops begin: a hand still on the screen is cleared first."""


@dataclass
class Checked:
    """How many of each thing the screen was checked at."""

    asked: int = 0
    longest_recap: int = 0
    computer_moves: int = 0
    cleared_before_a_computer: int = 0
    cleared_at_the_stop: int = 0
    piped: str = ""
    """The game as a pipe shows it."""


def last_named(line: re.Pattern[str], text: str) -> str:
    """The name (the first group) on the last of the lines of ``text`` that ``line`` matches."""
    return [found[1] for found in map(line.match, text.split("\n")) if found][-1]


def up_to(text: str, end: str) -> str:
    """``text`` up to ``end``, or all of it."""
    return text[: text.index(end)] if end in text else text


# One replay of the terminal, step by step: every step reads and changes the same state
# (the screen, the public lines, the recap due); split, the steps would pass it around.
def check_screens(terminal: Terminal) -> Checked:  # noqa: PLR0915
    """Replay what the game wrote to the terminal on a fresh pyte screen and check it, step
    by step, against the same game through a pipe:

    - the terminal's text is the pipe's, but for clearings, each followed by public lines
      shown again;
    - every PRESS ANY KEY TO SEE YOUR CARDS comes right after a clearing, and the lines shown
      again (and on the screen above the prompt) are those its human missed;
    - a clearing before a computer's move shows again the public lines since the last one;
    - no secret is on the screen at a computer's move, nor just before a clearing that
      follows a computer's move.
    """
    pipe = up_to(terminal.piped(), "\nEND OF INPUT: THE GAME STOPS HERE\n")
    text = up_to(terminal.text(), "\nGAME INTERRUPTED\n")
    recaps = iter(expected_recaps(pipe))
    checked = Checked(piped=pipe)
    screen = pyte.Screen(terminal.columns, terminal.rows)
    stream = pyte.ByteStream(screen)

    def draw(text: str) -> None:
        stream.feed(text.replace("\n", "\r\n").encode())

    def display() -> list[str]:
        return [line.rstrip() for line in screen.display]

    public: list[str] = []
    private = False
    shown_from = 0  # the first public line on the screen since it was last cleared
    computer_moved = False
    done = 0  # how much of the pipe's text the terminal has shown
    recap: list[str] | None = None  # what the human asked after the last clearing missed
    for cleared, part in enumerate(text.split(CLEAR.decode())):
        recap = None
        new = part
        if cleared:
            if computer_moved:  # the screen as the computers left it, about to be cleared
                screen_text = "\n".join(display()).rstrip()
                assert visible_secrets(display()) == [], f"before a clearing:\n{screen_text}"
            # What is shown again: the shortest run of whole lines after which the text goes
            # on as the pipe's.
            starts = [0] + [i + 1 for i, c in enumerate(part) if c == "\n"]
            start = next(i for i in starts if pipe.startswith(part[i:], done))
            again, new = part[:start], part[start:]
            draw(CLEAR.decode() + again)
            asked = SEE_CARDS_LINE.match(new.split("\n")[0])
            if asked:
                name, recap = next(recaps)
                assert asked.group(1) == name
                assert again == "".join(line + "\n" for line in recap), f"{name}'s recap"
                shown_from = len(public) - len(recap)
            else:
                move = RESHUFFLE.sub("", new, count=1)  # (announced before its take)
                # The game stops (the text is cut before its last lines): the hand goes too.
                stopping = new == "" or new.startswith(STOPPING)
                assert stopping or COMPUTER_MOVE.match(move), f"a clearing before {new[:40]!r}"
                assert again == "".join(line + "\n" for line in public[shown_from:])
                checked.cleared_before_a_computer += not stopping
                checked.cleared_at_the_stop += stopping
        assert pipe.startswith(new, done), f"the terminal and the pipe part at {new[:80]!r}"
        done += len(new)
        for index, line in enumerate(new.splitlines(keepends=True)):
            content = line.rstrip("\n")
            draw(content)
            asked = SEE_CARDS_LINE.match(content)
            if asked:
                name = asked.group(1)
                assert recap is not None and new.startswith(line), f"{name} asked, not cleared"
                check_asked(screen, name, recap)
                checked.asked += 1
                checked.longest_recap = max(checked.longest_recap, len(recap))
            if PROMPT_LINE.search(content):
                computer_moved = False
            if COMPUTER_PLAYS.match(content) or (cleared and index == 0 and recap is None):
                # A computer's move (a computer's TAKES line may be a human's play's): no
                # secret on the screen.
                screen_text = "\n".join(display()).rstrip()
                assert visible_secrets(display()) == [], f"at {content}:\n{screen_text}"
                computer_moved = True
                checked.computer_moves += 1
            draw(line[len(content) :])
            if not content.startswith(" "):
                private = is_private(content)
            if not private:
                public.append(content)
    assert done == len(pipe), "the terminal stopped short of the pipe"
    if checked.cleared_at_the_stop:
        assert visible_secrets(display()) == [], "a hand left on the screen as the game stops"
    assert next(recaps, None) is None
    return checked


def check_asked(screen: pyte.Screen, name: str, lines: list[str]) -> None:
    """The screen at ``<NAME>: PRESS ANY KEY TO SEE YOUR CARDS? ``: that prompt on the
    cursor's line, nothing below, and above it no secret, only the last of ``lines`` that
    fit."""
    shown = [line.rstrip() for line in screen.display]
    y = screen.cursor.y
    assert shown[y] == see_cards(name).rstrip()
    assert not any(shown[y + 1 :])
    assert visible_secrets(shown[:y]) == [], f"{name} is asked with a secret on the screen"
    fit = lines[len(lines) - (screen.lines - 1) :] if len(lines) >= screen.lines else lines
    assert shown[:y] == [line.rstrip() for line in fit], f"what {name} is shown"


# args, screen rows, turns before Ctrl-C (None: play to the end), the games played (Y at
# PLAY AGAIN before the last), and what the game is chosen to go through (lines of the piped
# game that must be there).
GAMES = {
    "two humans alone": (
        "--seed 5 --humans 2 --opponents 0 --delay 0 --no-color",
        100,
        30,
        1,
        ["YOU TOOK ", "MATCHES NEITHER"],
    ),
    "three humans and two computers": (
        "--seed 3 --humans 3 --opponents 2 --delay 0 --no-color --target 250",
        100,
        None,
        1,
        [NEXT_HAND, "HUMAN 3: PRESS ANY KEY TO SEE YOUR CARDS? "],
    ),
    "party rules, two humans and two computers": (
        "--seed 7 --humans 2 --opponents 2 --rules party --delay 0 --no-color --target 250",
        100,
        None,
        1,
        # a hand swapped to the human who just played, while the computers move
        ["COMPUTER 1 SWAPS HANDS WITH HUMAN 1", " HELD:", NEXT_HAND],
    ),
    "official rules, two humans and two computers, 80x24 in color": (
        "--seed 9 --humans 2 --opponents 2 --rules official --delay 0 --color --target 250",
        24,
        None,
        1,
        ["CHALLENGES", " HELD:", NEXT_HAND],
    ),
    "two games in a row, two humans and two computers, 80x24": (
        # Game 1 ends (a computer wins its one hand) with HUMAN 2 at the keyboard: it saw the
        # end, so game 2 shows it again only the lines from GAME NUMBER on, after HUMAN 1.
        "--seed 52 --humans 2 --opponents 2 --delay 0 --no-color --target 50",
        24,
        None,
        2,
        ["PLAY AGAIN (Y/N)? Y\nGAME NUMBER 52\nGAME 2 OF THIS SESSION\n"],
    ),
    "three humans and two computers, with a delay, 80x24": (
        "--seed 6 --humans 3 --opponents 2 --delay 0.02 --no-color --target 250",
        24,
        None,
        1,
        [],
    ),
}


@pytest.mark.parametrize(
    ("args", "rows", "turns", "games", "met"), GAMES.values(), ids=GAMES.keys()
)
def test_every_human_is_asked_on_a_screen_with_no_hand_showing_the_public_lines_it_missed(
    args, rows, turns, games, met
):
    terminal = Terminal(args, rows=rows)
    status = play(terminal, turns=1000 if turns is None else turns, games=games)
    assert status == (0 if turns is None else 130)
    checked = check_screens(terminal)
    assert [line for line in met if line not in checked.piped] == []
    if turns is None:
        assert checked.piped.count(PLAY_AGAIN) == games
        assert checked.piped.endswith(PLAY_AGAIN + "N\n")
    assert checked.asked >= 10
    if rows < 40:
        assert checked.longest_recap >= rows  # some did not fit: their last lines were shown


def test_with_one_human_nothing_is_cleared_and_the_hand_stays_on_the_screen():
    terminal = Terminal("--seed 3 --opponents 2 --delay 0 --no-color", rows=40)
    assert play(terminal, turns=3) == 130
    assert b"\x1b[2J" not in terminal.raw and b"\x1b[3J" not in terminal.raw
    assert "PRESS ANY KEY TO SEE YOUR CARDS" not in terminal.text()
    assert up_to(terminal.text(), "\nGAME INTERRUPTED\n") == up_to(
        terminal.piped(), "\nEND OF INPUT: THE GAME STOPS HERE\n"
    )
    # The hand is on the screen: what the checks above look for is there to be seen.
    rows = [line.split(":")[0].rstrip() for line in terminal.display() if HAND_ROW.match(line)]
    assert rows[-5:] == ["RED", "YELLOW", "GREEN", "BLUE", "SPECIAL"]


@pytest.mark.parametrize("sort_first", [False, True], ids=["at-the-menu", "after-a-sort"])
def test_a_two_human_game_stopped_by_ctrl_c_resumes_with_its_human_asked_to_press_a_key_first(
    sort_first, private_state_home
):
    # Ctrl-C at a human's menu, its hand on the screen: the game resumes from the key that
    # showed the hand, or from the sort (in the middle of the turn).
    terminal = Terminal("--seed 5 --humans 2 --opponents 1 --delay 0 --no-color", rows=40)
    assert play(terminal, turns=4, sort_first=sort_first) == 130
    # The hand that was on the screen is cleared away as the game stops.
    assert visible_secrets(terminal.display()) == []
    assert "HUMAN 1 PLAYS" in terminal.display() or "HUMAN 2 PLAYS" in terminal.display()
    name = last_named(TURN_HEADER, terminal.text())
    assert (private_state_home / "save-1.json").exists()

    again = Terminal("--resume --delay 0 --no-color", rows=40)
    assert again.expect([SEE_CARDS, MENU]) == 0
    assert again.child.match.group(1).decode() == name
    assert CLEAR in again.raw  # (the earlier terminal's scrollback too)
    shown = again.display()[: again.screen.cursor.y]
    assert any(re.fullmatch(r"GAME NUMBER 5 RESUMED: \d+ KEYS REPLAYED", line) for line in shown)
    assert visible_secrets(again.display()) == [see_cards(name).rstrip()]
    again.send("K")
    again.expect([MENU])
    rows = [line.split(":")[0].rstrip() for line in again.display() if HAND_ROW.match(line)]
    assert rows == ["RED", "YELLOW", "GREEN", "BLUE", "SPECIAL"]
    assert again.interrupt() == 130


def test_keys_typed_ahead_do_not_answer_the_next_humans_see_cards_prompt():
    # Game 12, two humans: HUMAN 1 types T and N at once, as if its taken card would be
    # offered; it is not (YELLOW 1 cannot be played), so N would answer HUMAN 2's prompt
    # and show its hand to HUMAN 1. The game forgets it.
    terminal = Terminal("--seed 12 --humans 2 --opponents 0 --delay 0 --no-color", rows=40)
    assert terminal.expect([SEE_CARDS, MENU]) == 0
    terminal.send("K")
    assert terminal.expect([MENU]) == 0
    terminal.child.send("TN")  # in one write: both keys wait in the terminal together
    assert terminal.expect([SEE_CARDS]) == 0
    assert terminal.child.match.group(1) == b"HUMAN 2"
    # Nothing more comes: the prompt still waits, no hand on the screen.
    assert terminal.child.expect([MENU, pexpect.TIMEOUT], timeout=1) == 1
    assert visible_secrets(terminal.display()) == ["HUMAN 2: PRESS ANY KEY TO SEE YOUR CARDS?"]
    terminal.send("K")
    assert terminal.expect([MENU]) == 0
    assert terminal.interrupt() == 130


def test_a_resumed_game_whose_computers_move_first_does_not_show_the_game_again(
    private_state_home,
):
    # Game 5, two humans and a computer: HUMAN 2 plays RED 0, and the input ends before
    # COMPUTER 1 moves. Resumed at a terminal, the computer's move follows the RESUMED
    # lines; the screen is cleared only for HUMAN 1's prompt after it.
    command = [PROGRAM, *shlex.split("--seed 5 --humans 2 --opponents 1 --no-color")]
    subprocess.run(command, input=b"KPR0Y", capture_output=True, check=False)
    terminal = Terminal("--resume --delay 0 --no-color", rows=40)
    assert terminal.expect([SEE_CARDS]) == 0
    assert terminal.child.match.group(1) == b"HUMAN 1"
    text = terminal.text()
    resumed = text.index("GAME NUMBER 5 RESUMED: 5 KEYS REPLAYED")
    moved = text.index("COMPUTER 1 PLAYS RED 8", resumed)
    assert text.count(CLEAR.decode()) == 1
    assert text.index(CLEAR.decode()) > moved
    # The screen HUMAN 1 is handed starts where the game came back: the replayed lines
    # before it are summed up in the RESUMED lines, not shown a second time above them.
    recap = text[text.index(CLEAR.decode()) + len(CLEAR) :]
    assert recap.startswith("GAME NUMBER 5 RESUMED: 5 KEYS REPLAYED\nRULES: CLASSIC\n")
    assert recap.count("FIRST CARD: RED 7") == 1  # once, in the hand's last lines
    assert terminal.interrupt() == 130


def hands_shown(screen: list[str]) -> list[str]:
    """The lines of a screen that show a hand or cards: hand rows, cards taken (a PLAY IT
    prompt among them), a hand challenged."""
    return [
        line
        for line in screen
        if HAND_ROW.match(line) or YOU_TOOK.match(line) or CHALLENGE_HELD.match(line)
    ]


def last_screens(terminal: Terminal, end: str) -> tuple[list[str], list[str]]:
    """The lines written between the last two clearings before ``end`` (its last
    occurrence), and from the last clearing to ``end``."""
    text = terminal.text()
    stop = text.rindex(end)
    last = text.rindex(CLEAR.decode(), 0, stop)
    before = text.rfind(CLEAR.decode(), 0, last)
    return text[before:last].split("\n"), text[last:stop].split("\n")


STOPS = {
    "a see-cards prompt": re.compile(r"^HUMAN 2: PRESS ANY KEY TO SEE YOUR CARDS\?$"),
    "CHALLENGE": re.compile(r"^CHALLENGE [A-Z0-9 ]+ \(Y/N\)\?$"),
    "PLAY IT": re.compile(r"^YOU TOOK .*\. PLAY IT \(Y/N\)\?$"),
    "SWAP HANDS WITH": re.compile(r"^SWAP HANDS WITH \(.*\)\?$"),
    "NEW COLOR": re.compile(r"^NEW COLOR \(.*\)\?$"),
}


STOPPED = {
    # Game 12, official rules: a computer's Draw Four on HUMAN 1 comes within 25 keys, a
    # card HUMAN 1 takes and may play within 40.
    "official rules, two humans and a computer": (
        "--seed 12 --humans 2 --opponents 1 --rules official --delay 0 --no-color",
        ["a see-cards prompt", "CHALLENGE", "PLAY IT"],
    ),
    # Game 24, party rules: a Swap Hands taken, played at once, within 80 keys.
    "party rules, three humans and a computer": (
        "--seed 24 --humans 3 --opponents 1 --rules party --delay 0 --no-color",
        ["SWAP HANDS WITH", "NEW COLOR"],
    ),
}


@pytest.mark.parametrize(("args", "stops"), STOPPED.values(), ids=STOPPED.keys())
def test_a_stop_at_any_humans_prompt_clears_its_cards_and_the_game_resumes_asking_it_first(
    args, stops, private_state_home
):
    # One game, played as ``play`` plays, stopped by Ctrl-C at each prompt in turn and
    # resumed each time (a resumed game goes on as the one stopped); at last Q then Y.
    terminal = Terminal(args, rows=40)
    waiting = None
    for stop in stops:
        prompt = STOPS[stop]
        assert play(terminal, stop_at=prompt, waiting=waiting) == 130, stop
        lines = terminal.text().replace(CLEAR.decode(), "\n").split("\n")
        asked = [line.rstrip() for line in lines if SHOWN_PROMPT.search(line.rstrip())]
        assert prompt.search(asked[-1]), f"stopped at {asked[-1]!r}, not at {stop}"
        name = last_named(SEE_CARDS_LINE, terminal.text())
        assert "GAME INTERRUPTED" in terminal.display(), stop
        assert hands_shown(terminal.display()) == [], f"cards left on the screen at {stop}"
        shown, cleared = last_screens(terminal, "GAME INTERRUPTED")
        assert hands_shown(cleared) == [], f"cards after the last clearing at {stop}"
        if stop != "a see-cards prompt":
            assert hands_shown(shown), f"no cards on the screen at {stop}"  # to be cleared

        terminal = Terminal("--resume --delay 0 --no-color", rows=40)
        waiting = terminal.expect(PROMPTS)
        assert waiting == ASKED, f"resumed at {stop}: {terminal.prompt()!r}"
        assert terminal.prompt() == see_cards(name).rstrip(), stop
        above = terminal.display()[: terminal.screen.cursor.y]
        assert any(
            re.fullmatch(r"GAME NUMBER \d+ RESUMED: \d+ KEYS REPLAYED", line) for line in above
        ), f"no RESUMED line above the prompt at {stop}"
        assert hands_shown(terminal.display()) == [], f"cards shown before the key at {stop}"
        if stop != "a see-cards prompt":
            terminal.send("K")
            waiting = terminal.expect(PROMPTS)
            # Its own prompt follows (the stopped one, or an earlier one of the same turn:
            # a save keeps a turn's keys up to its last whole step).
            assert waiting in (TURN, YES, NEW_COLOR, SWAP), f"after {stop}: {terminal.prompt()}"
    # The game goes on to the next human's menu, its hand on the screen: Q, then Y.
    assert play(terminal, turns=0, quit=True, waiting=waiting) == 0
    shown, cleared = last_screens(terminal, "YOU LEFT THE GAME")
    assert hands_shown(cleared) == [], "cards after the last clearing"
    assert hands_shown(shown), "no cards on the screen at the menu"  # to be cleared
    assert "YOU LEFT THE GAME" in terminal.display()
    assert hands_shown(terminal.display()) == []


def test_after_a_0_passes_the_hands_on_the_next_humans_prompt_shows_no_hand_of_the_last():
    # Game 145 under 7-0, two humans and a computer: COMPUTER 1 starts, then HUMAN 1 plays
    # its RED 0 and every hand passes on. HUMAN 1, at the keyboard, is shown its new hand
    # (COMPUTER 1's) at once; HUMAN 2 moves next and gets HUMAN 1's hand but the RED 0.
    args = "--seed 145 --humans 2 --opponents 1 --seven-zero --delay 0 --no-color"
    terminal = Terminal(args, rows=40)
    assert terminal.expect([SEE_CARDS]) == 0
    terminal.send("K")
    assert terminal.expect([MENU]) == 0
    dealt = [line for line in terminal.display() if HAND_ROW.match(line)]
    assert dealt == ["RED     : 0", "YELLOW  : 6 0", "GREEN   : 8", "BLUE    : R 4 D", "SPECIAL :"]
    for key in "PR0Y":
        terminal.send(key)
    assert terminal.expect([SEE_CARDS]) == 0
    assert terminal.child.match.group(1) == b"HUMAN 2"
    # HUMAN 1's new rows were written after the hands passed, then cleared away: above
    # HUMAN 2's prompt only the public lines, the 0 and the pass among them.
    text = terminal.text()
    passed = text.index("HUMAN 1 PLAYS RED 0\nHANDS PASS TO THE NEXT PLAYER\n")
    # (COMPUTER 1 was dealt COLOR CHANGE, GREEN 3, BLUE 3, RED 2, YELLOW 9, BLUE 0, BLUE 5,
    # and played its RED 2.)
    written = text[passed:].split("\n")[2:7]
    assert written == ["RED     :", "YELLOW  : 9", "GREEN   : 3", "BLUE    : 3 0 5", "SPECIAL : C"]
    assert text.index(CLEAR.decode(), passed) > passed
    screen = terminal.display()
    assert visible_secrets(screen) == [see_cards("HUMAN 2").rstrip()]
    assert "HANDS PASS TO THE NEXT PLAYER" in screen
    terminal.send("K")
    assert terminal.expect([MENU]) == 0
    shown = [line for line in terminal.display() if HAND_ROW.match(line)]
    assert shown == ["RED     :", "YELLOW  : 6 0", "GREEN   : 8", "BLUE    : R 4 D", "SPECIAL :"]
    assert terminal.interrupt() == 130
