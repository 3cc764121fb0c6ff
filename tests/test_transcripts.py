"""The golden transcripts in ``transcripts/``: each replays exactly, and together they show
every part of the game a player can meet.

What a transcript shows is read from its screen text alone, the way a player reads it:
the fixed lines of the screen (moves, ``FIRST CARD:``, prompts with their echoed keys, the
five hand rows), so the coverage list below cannot be satisfied by anything off screen.
The files are made by ``tools/scripted_player.py`` (see its docstring to regenerate them).
"""

from __future__ import annotations

import functools
import re
import shlex
from collections import Counter
from collections.abc import Iterator
from dataclasses import dataclass, field
from pathlib import Path

import pytest

from tools.rules_by_name import holds_a_play
from tools.screen_text import (
    CHALLENGE_HELD,
    COLOR_WORD,
    COMPUTER_MOVE,
    HAND_ROW,
    HAND_START,
    NAME,
    NEXT_HAND,
    PLAY_AGAIN,
    SEE_CARDS,
    SORT_PLAY_TAKE,
    SWAP_CHOICE,
    TURN_HEADER,
    YOU_TOOK,
    row_symbols,
)
from uno_classic.cards import Card, Color
from uno_classic.cli import replay_transcript
from uno_classic.transcript import Transcript, difference

TRANSCRIPTS = Path(__file__).resolve().parent.parent / "transcripts"
FILES = sorted(TRANSCRIPTS.glob("*.txt"))
WIDTH = 80

# --------------------------------------------------------------------------- what to show

COVERAGE = {
    "played SKIP": "a SKIP played",
    "played DRAW TWO": "a DRAW TWO played",
    "played REVERSE": "a REVERSE played",
    "played COLOR CHANGE": "a COLOR CHANGE played",
    "played DRAW FOUR": "a DRAW FOUR played",
    "first SKIP": "FIRST CARD: a SKIP",
    "first DRAW TWO": "FIRST CARD: a DRAW TWO",
    "first REVERSE": "FIRST CARD: a REVERSE, then the dealer named as the one who starts",
    "first COLOR CHANGE, human names": "FIRST CARD: COLOR CHANGE, its color named by the HUMAN",
    "first COLOR CHANGE, computer names": "FIRST CARD: COLOR CHANGE, named by a COMPUTER",
    "first DRAW FOUR returned": "FIRST CARD: DRAW FOUR, returned and a new card turned",
    "two-player REVERSE": "a REVERSE with one opponent: the same player moves again",
    "two-player SKIP": "a SKIP with one opponent: the same player moves again",
    "last DRAW TWO": "a DRAW TWO as a hand's last card",
    "last DRAW FOUR": "a DRAW FOUR as a hand's last card",
    "reshuffle": "the discard pile shuffled into a new stock",
    "HUMAN missed UNO": "HUMAN DID NOT SAY UNO!",
    "computer missed UNO": "COMPUTER <K> DID NOT SAY UNO!",
    "illegal play refused": "a held card that may not be played, refused",
    "not held refused": "a card the human does not hold, refused",
    "refused key": "a key that answers no prompt, refused",
    "N at confirm": "N at PLAY <CARD> (Y/N)?",
    "taken card played": "YOU TOOK <CARD>. PLAY IT (Y/N)? Y",
    "taken card kept": "YOU TOOK <CARD>. PLAY IT (Y/N)? N",
    "UNO called": "U at PLAY <CARD> (Y/N/U)? (--uno-call key)",
    "sort": "S at SORT, PLAY OR TAKE: the rows in order",
    "help": "? at SORT, PLAY OR TAKE: the help lines",
    "prompt help": "? at another prompt: lines explaining it, then the prompt again",
    "back key": "X at COLOR or CARD: back to SORT, PLAY OR TAKE",
    "take holding a playable card": "T while holding a card that could be played",
}
"""Everything the transcripts must show between them: the name and what it means."""

# --------------------------------------------------------------------------- reading a screen

SYMBOL_NAMES = {
    "S": "SKIP",
    "D": "DRAW TWO",
    "R": "REVERSE",
    "C": "COLOR CHANGE",
    "F": "DRAW FOUR",
    "H": "SWAP HANDS",
    "U": "CUSTOM WILD",
}
ROW_COLORS = {
    "R": "RED",
    "Y": "YELLOW",
    "G": "GREEN",
    "B": "BLUE",
    "O": "ORANGE",
    "P": "PURPLE",
    "I": "PINK",
    "K": "SKY",
}

PLAY = re.compile(rf"^({NAME}) PLAYS (.+)$")
TAKE = re.compile(rf"^({NAME}) TAKES (A CARD|(\d+) CARDS)$")
SKIPPED = re.compile(rf"^({NAME}) IS SKIPPED$")
MISSED = re.compile(rf"^({NAME}) DID NOT SAY UNO!$")
WINS_HAND = re.compile(rf"^({NAME}) WINS THE HAND$")
FIRST = re.compile(r"^FIRST CARD: (.+)$")
TOP = re.compile(rf"^TOP CARD: (.+)   COLOR: ({COLOR_WORD}|NONE)$")
COUNTS = re.compile(rf"({NAME}): (\d+) CARDS?")
COUNT_LINE = re.compile(rf"^{NAME}: \d+ CARDS?(?:   {NAME}: \d+ CARDS?)*$")
DEALER_STARTS = re.compile(rf"^({NAME}) DEALT AND STARTS: ")
HELD = re.compile(rf"^({NAME}) HELD (\d+) CARDS?, ")
UNO_LINE = re.compile(rf"^(?:UNO:|     )((?: {NAME},?)+)$")
SWAPS = re.compile(rf"^({NAME}) SWAPS HANDS WITH ({NAME})$")
HANDS_PASS = "HANDS PASS TO THE NEXT PLAYER"
JUMPS_IN = re.compile(rf"^({NAME}) JUMPS IN$")
RULES_LINE = re.compile(r"^RULES: (.*)$")
PROMPT_LINE = re.compile(r"^[A-Z0-9 ,.'-]*\([^)]*\)\? .?$")
"""A question with its answers in brackets and the key echoed (not PRESS ANY KEY)."""
CHALLENGES = re.compile(rf"^({NAME}) CHALLENGES ({NAME})$")
END_HELD = re.compile(rf"^({NAME}) HELD (\d+) CARDS?, \d+ POINTS?:$")
NAMES_FIRST_COLOR = re.compile(rf"^({NAME}) NAMES THE FIRST CARD'S COLOR, AS THE \w+$")

ASKED_AT_THE_TABLE = ("CHALLENGE ", "JUMP IN WITH ")
"""The prompts a human is asked out of its turn: after its status lines and hand rows, with
no ``<NAME> PLAYS`` header."""

FIXED_PROMPTS = {
    SORT_PLAY_TAKE: "SPT?Q",
    "COLOR (R/Y/G/B/S)? ": "RYGBS?X",
    "COLOR (R/Y/G/B/O/P/I/K/S)? ": "RYGBOPIKS?X",
    "CARD (0-9/S/D/R)? ": "0123456789SDR?X",
    "COLOR CHANGE OR DRAW FOUR (C/F)? ": "CF?X",
    "SPECIAL CARD (C/F/H/U)? ": "CFHU?X",
    "NEW COLOR (R/Y/G/B)? ": "RYGB?",
    "NEW COLOR (R/Y/G/B/O/P/I/K)? ": "RYGBOPIK?",
    PLAY_AGAIN: "YN?",
    NEXT_HAND: "",
}
PLAYS = r"\(Y/N(/U)?\)\? "
"""The end of a prompt that plays a card: U too (yes, and UNO) when the humans call UNO."""
CONFIRM = re.compile(rf"^(PLAY (?!AGAIN)(.+) {PLAYS})(.?)$")
TAKEN = re.compile(rf"^(YOU TOOK (.+)\. PLAY IT {PLAYS})(.?)$")
SWAP_PROMPT = re.compile(r"^(SWAP HANDS WITH \(1(?:-(\d))?/N\)\? )(.?)$")
JUMP_IN = re.compile(rf"^(JUMP IN WITH (.+) {PLAYS})(.?)$")


@dataclass(frozen=True)
class Prompt:
    """A prompt line: the prompt, the answers it takes, the echoed key ('' for none)."""

    text: str
    answers: str
    key: str


def prompt_of(line: str) -> Prompt | None:
    """The prompt on this line with its echoed key, or None for any other line."""
    for prompt, answers in FIXED_PROMPTS.items():
        if line.startswith(prompt) and len(line) <= len(prompt) + 1:
            return Prompt(prompt, answers, line[len(prompt) :])
    for pattern in (CONFIRM, TAKEN, JUMP_IN):
        match = pattern.match(line)
        if match:
            return Prompt(match[1], "YNU?" if match[3] else "YN?", match[4])
    if match := SWAP_PROMPT.match(line):
        numbers = "".join(str(n) for n in range(1, int(match[2] or 1) + 1))
        return Prompt(match[1], numbers + "N?", match[3])
    return None


def row_cards(rows: dict[str, list[str]]) -> list[Card]:
    """The cards of the five hand rows."""
    cards = []
    for word, symbols in rows.items():
        for sym in symbols:
            rank = SYMBOL_NAMES.get(sym, sym)
            cards.append(Card.parse(rank if word == "SPECIAL" else f"{word} {rank}"))
    return cards


def next_actor(lines: list[str], start: int) -> str | None:
    """Who moves first after line ``start``: a play, a turn's take, or a human's turn
    block. None when the hand ends first."""
    for number, line in enumerate(lines[start:], start=start):
        if line.startswith("TOP CARD: "):
            return block_owner(lines, number)
        if match := PLAY.match(line):
            return match[1]
        if (match := TAKE.match(line)) and match[2] == "A CARD":
            return match[1]
        if WINS_HAND.match(line):
            return None
    return None


def block_owner(lines: list[str], start: int) -> str | None:
    """The human whose turn block (or table before CHALLENGE or JUMP IN) starts on line
    ``start``: its ``<NAME> PLAYS`` header, or before CHALLENGE or JUMP IN the human who
    pressed its key last (one human: HUMAN)."""
    for line in lines[start:]:
        if match := TURN_HEADER.match(line):
            return match[1]
        if line.startswith(ASKED_AT_THE_TABLE):
            break
    for line in reversed(lines[:start]):
        if match := SEE_CARDS.match(line):
            return match[1]
    return "HUMAN"


def move_lines(lines: list[str], start: int) -> Iterator[str]:
    """The lines of the move played on line ``start``: up to the next move, a jump-in or
    a prompt."""
    for line in lines[start + 1 :]:
        if PLAY.match(line) or line.startswith("TOP CARD: ") or prompt_of(line):
            return
        if JUMPS_IN.match(line) or SEE_CARDS.match(line):
            return
        if (match := TAKE.match(line)) and match[2] == "A CARD":
            return
        yield line


@dataclass
class Seen:
    """What the human has seen so far: its rows, the top card and color, and the keys of
    the card it is choosing (row, then symbol)."""

    rows: dict[str, list[str]] = field(default_factory=dict)
    top: Card | None = None
    color: Color | None = None
    chosen: list[str] = field(default_factory=list)

    def holds_a_play(self) -> bool:
        """Counted from the card names on screen (tools/rules_by_name.py), not by the
        engine's own rule, which this check must not trust."""
        if self.top is None:
            return False
        hand = [card.name for card in row_cards(self.rows)]
        return holds_a_play(hand, self.top.name, "" if self.color is None else self.color.value)


def shown(screen: str, players: int) -> set[str]:
    """The names of COVERAGE that this screen shows."""
    lines = screen.split("\n")
    found: set[str] = set()
    starter = ""
    seen = Seen()
    for i, line in enumerate(lines):
        nxt = lines[i + 1] if i + 1 < len(lines) else ""
        if match := HAND_START.match(line):
            starter = match[1]
        elif match := FIRST.match(line):
            found |= first_card_shows(match[1], starter, lines[i + 1 : i + 3])
            if match[1].endswith(" REVERSE") and dealer_starts(lines, i + 1):
                found.add("first REVERSE")
        elif match := PLAY.match(line):
            found |= play_shows(match[1], match[2], lines, i, players)
        elif line.startswith("THE DISCARD PILE IS SHUFFLED"):
            found.add("reshuffle")
        elif match := MISSED.match(line):
            human = match[1].startswith("HUMAN")
            found.add("HUMAN missed UNO" if human else "computer missed UNO")
        elif match := TOP.match(line):
            seen.top = Card.parse(match[1])
            seen.color = None if match[2] == "NONE" else Color(match[2])
        elif match := HAND_ROW.match(line):
            seen.rows[match[1]] = row_symbols(match[2])
        elif prompt := prompt_of(line):
            found |= prompt_shows(prompt, nxt, seen)
    return found


def dealer_starts(lines: list[str], start: int) -> bool:
    """After a first Reverse (its lines from ``start``): the screen names the dealer as the
    one who starts, and that player moves first."""
    for number in range(start, min(start + 3, len(lines))):
        if match := DEALER_STARTS.match(lines[number]):
            return next_actor(lines, number + 1) == match[1]
    return False


def first_card_shows(card: str, starter: str, after: list[str]) -> set[str]:
    """What ``FIRST CARD: <card>`` shows, with the two lines after it."""
    found = {f"first {rank}" for rank in ("SKIP", "DRAW TWO") if card.endswith(rank)}
    nxt, then = [*after, "", ""][:2]
    if card == "COLOR CHANGE":
        # Who names it, as the dealer (the classic rules), then the rows and NEW COLOR for
        # the human, or the color a computer named.
        if nxt == "HUMAN NAMES THE FIRST CARD'S COLOR, AS THE DEALER" and HAND_ROW.match(then):
            found.add("first COLOR CHANGE, human names")
        elif re.fullmatch(
            r"COMPUTER \d NAMES THE FIRST CARD'S COLOR, AS THE DEALER", nxt
        ) and then.startswith("COLOR IS NOW "):
            found.add("first COLOR CHANGE, computer names")
    if card == "DRAW FOUR" and "DRAW FOUR" in nxt and then.startswith("FIRST CARD: "):
        found.add("first DRAW FOUR returned")
    return found


def play_shows(player: str, card: str, lines: list[str], i: int, players: int) -> set[str]:
    """What ``<player> PLAYS <card>`` on line ``i`` shows, with the rest of its move."""
    found = {
        f"played {rank}"
        for rank in ("SKIP", "DRAW TWO", "REVERSE", "COLOR CHANGE", "DRAW FOUR")
        if card == rank or card.endswith(" " + rank)
    }
    effects = list(move_lines(lines, i))
    skipped = any(SKIPPED.match(effect) for effect in effects)
    again = players == 2 and skipped and next_actor(lines, i + 1) == player
    if again and card.endswith(" REVERSE") and "DIRECTION REVERSED" in effects:
        found.add("two-player REVERSE")
    if again and card.endswith(" SKIP"):
        found.add("two-player SKIP")
    if any(WINS_HAND.match(effect) for effect in effects):
        if card.endswith(" DRAW TWO"):
            found.add("last DRAW TWO")
        if card == "DRAW FOUR":
            found.add("last DRAW FOUR")
    return found


# One branch per kind of prompt: the list of what a prompt can show, in one place.
def prompt_shows(prompt: Prompt, nxt: str, seen: Seen) -> set[str]:  # noqa: PLR0912
    """What one prompt line with its echoed key, and the line after it, show."""
    found: set[str] = set()
    key = prompt.key
    if prompt.answers and (not key or key not in prompt.answers):
        found.add("refused key")
    elif key == "?" and prompt.text != SORT_PLAY_TAKE:
        if nxt and not prompt_of(nxt) and not nxt.startswith("PLEASE ANSWER"):
            found.add("prompt help")
    elif key == "X":  # at COLOR, CARD or C/F
        seen.chosen.clear()
        after = prompt_of(nxt)
        if after is not None and after.text == SORT_PLAY_TAKE:
            found.add("back key")
    elif prompt.text == SORT_PLAY_TAKE:
        seen.chosen.clear()
        if key == "S" and HAND_ROW.match(nxt):
            found.add("sort")
        elif key == "?" and not prompt_of(nxt) and not HAND_ROW.match(nxt):
            found.add("help")
        elif key == "T" and seen.holds_a_play():
            found.add("take holding a playable card")
    elif prompt.text.startswith(("COLOR (", "CARD (", "COLOR CHANGE OR DRAW FOUR", "SPECIAL CARD")):
        seen.chosen.append(key)
        if len(seen.chosen) == 2 and not nxt.startswith("PLAY "):  # refused after the card
            row, sym = seen.chosen
            held = sym in seen.rows.get("SPECIAL" if row == "S" else ROW_COLORS[row], [])
            found.add("illegal play refused" if held else "not held refused")
    elif CONFIRM.match(prompt.text + key):
        if key == "N":
            found.add("N at confirm")
        elif key == "U":
            found.add("UNO called")
    elif TAKEN.match(prompt.text + key):
        found.add("taken card kept" if key == "N" else "taken card played")
    return found


# --------------------------------------------------------------------------- the files


@dataclass
class Golden:
    """A transcript file and what its header says."""

    path: Path
    transcript: Transcript
    options: dict[str, str] = field(default_factory=dict)

    @property
    def opponents(self) -> int:
        return int(self.options["--opponents"])

    @property
    def humans(self) -> int:
        """``--humans`` on the recorded command line; absent for one human."""
        return int(self.options.get("--humans", "1"))

    @property
    def players(self) -> list[str]:
        """Every player's name in seat order: the humans, then the computers."""
        humans = (
            ["HUMAN"] if self.humans == 1 else [f"HUMAN {n}" for n in range(1, self.humans + 1)]
        )
        return humans + [f"COMPUTER {k}" for k in range(1, self.opponents + 1)]

    @property
    def target(self) -> int:
        return int(self.options["--target"])

    @property
    def screen(self) -> str:
        """The screen as the readers of this module read it: each human named on the
        command line (``--names``) called ``HUMAN <K>`` again, as it would be without names
        (tests/test_names.py checks that a name is the only difference they make). The
        names of a golden transcript are none of the screen's own words."""
        screen = self.transcript.screen
        if "--names" not in self.options:
            return screen
        humans = dict(zip(self.options["--names"].split(","), self.players, strict=False))
        named = re.compile("|".join(rf"\b{re.escape(name)}\b" for name in humans))
        return named.sub(lambda match: humans[match[0]], screen)


def load(path: Path) -> Golden:
    transcript = Transcript.load(path)
    return Golden(path, transcript, command_options(list(transcript.args)))


def command_options(args: list[str]) -> dict[str, str]:
    """A recorded command line's options with their values ('' for a flag, such as
    ``--seven-zero``: an option followed by another option or by nothing)."""
    options: dict[str, str] = {}
    for number, word in enumerate(args):
        if word.startswith("--"):
            value = args[number + 1] if number + 1 < len(args) else "--"
            options[word] = "" if value.startswith("--") else value
    return options


@functools.cache
def load_all() -> list[Golden]:
    return [load(path) for path in FILES]


each_file = pytest.mark.parametrize("path", FILES, ids=[path.name for path in FILES])


@each_file
def test_the_transcript_replays_exactly(path: Path) -> None:
    golden = load(path)
    actual = replay_transcript(golden.transcript)
    diff = difference(golden.transcript, actual, golden.path.name)
    assert not diff, "\n".join(diff)
    assert (actual.status, actual.screen) == (golden.transcript.status, golden.transcript.screen)


def test_the_transcripts_show_every_part_of_the_game() -> None:
    found: set[str] = set()
    for golden in load_all():
        found |= shown(golden.screen, len(golden.players))
    missing = [f"{name} ({what})" for name, what in COVERAGE.items() if name not in found]
    assert not missing, "no transcript shows: " + "; ".join(missing)


def hands_played(screen: str) -> int:
    return sum(1 for line in screen.split("\n") if HAND_START.match(line))


def test_the_transcripts_are_complete_games_of_every_table_size() -> None:
    goldens = load_all()
    assert len(goldens) >= 10, f"only {len(goldens)} transcripts"
    for golden in goldens:
        screen = golden.transcript.screen
        lines = screen.split("\n")
        name = golden.path.name
        assert golden.transcript.status == 0, name
        assert lines[0].startswith("GAME NUMBER "), name
        assert lines[-1] == "", f"{name}: the screen does not end with a newline"
        assert lines[-2] == "PLAY AGAIN (Y/N)? N", name
        games = sum(1 for line in lines if line.startswith("GAME NUMBER "))
        assert games == sum(1 for line in lines if line.endswith(" WINS THE GAME")), name
        assert games == sum(1 for line in lines if line.startswith("PLAY AGAIN (Y/N)? ")), name
        assert golden.options["--seed"] in lines[0], name
    assert {golden.opponents for golden in goldens} >= {1, 2, 3, 5, 9}
    assert {golden.humans for golden in goldens} >= {1, 2, 3}
    assert any(golden.humans > 1 and golden.opponents == 0 for golden in goldens)
    assert any(golden.humans > 1 and golden.opponents > 1 for golden in goldens)
    long_games = [
        golden
        for golden in goldens
        if golden.target == 500 and hands_played(golden.transcript.screen) > 1
    ]
    assert len(long_games) >= 2, "fewer than two games to 500 over several hands"
    second_games = [
        golden for golden in goldens if golden.transcript.screen.count("GAME NUMBER ") > 1
    ]
    assert second_games, "no transcript answers PLAY AGAIN with Y"
    assert all("PLAY AGAIN (Y/N)? Y" in golden.transcript.screen for golden in second_games)
    short = [golden for golden in goldens if 100 <= golden.target <= 200]
    assert len(short) > len(goldens) / 2, "most games should go to 100-200 points"


@each_file
def test_every_screen_line_fits_in_80_columns(path: Path) -> None:
    golden = load(path)
    long = [
        (number, line)
        for number, line in enumerate(golden.transcript.screen.split("\n"), start=1)
        if len(line) > WIDTH
    ]
    assert not long, f"{golden.path.name}: lines wider than {WIDTH}: {long[:5]}"


def card_counts(lines: list[str], players: list[str]) -> Iterator[tuple[int, str, Counter[str]]]:
    """Every line (numbered from 1) with every player's card count after it, counted from
    the deal, the play, the take and the swap and pass lines alone (hands pass in the
    direction of play, which every hand starts clockwise and DIRECTION REVERSED turns)."""
    counts: Counter[str] = Counter()
    direction = 1
    for number, line in enumerate(lines, start=1):
        if line == "SHUFFLING AND DEALING":
            counts = Counter(dict.fromkeys(players, 7))
            direction = 1
        elif line == "DIRECTION REVERSED":
            direction = -direction
        elif (match := PLAY.match(line)) and match[2]:
            counts[match[1]] -= 1
        elif match := TAKE.match(line):
            counts[match[1]] += 1 if match[2] == "A CARD" else int(match[3])
        elif match := SWAPS.match(line):
            counts[match[1]], counts[match[2]] = counts[match[2]], counts[match[1]]
        elif line == HANDS_PASS:
            before = [counts[player] for player in players]
            for seat, player in enumerate(players):
                counts[player] = before[(seat - direction) % len(players)]
        yield number, line, counts


@each_file
def test_every_hand_size_follows_from_the_move_lines(path: Path) -> None:
    """'A reader can follow every hand's size from the text'. Counted from the deal, the
    play, take, swap and pass lines; checked against every count line of a turn block, the
    numbered players to swap with, and the counts at the end of each hand."""
    golden = load(path)
    name = golden.path.name
    lines = golden.screen.split("\n")
    problems = hand_size_problems(lines, golden.players)
    assert not problems, f"{name}: " + "; ".join(problems[:10])
    # Every transcript ends at least one hand; if the HELD wording changed, say so here
    # rather than let the end-of-hand check go quiet.
    held_lines = sum(1 for line in lines if END_HELD.match(line))
    assert held_lines >= len(golden.players) - 1, f"{name}: no end-of-hand HELD lines recognised"


def hand_size_problems(lines: list[str], players: list[str]) -> list[str]:
    """The count lines, numbered players and end-of-hand counts that disagree with the
    counts followed from the move lines (``line number: line``)."""
    problems = []
    for number, line, counts in card_counts(lines, players):
        shown: list[tuple[str, str]] = []
        if COUNT_LINE.match(line):
            shown = COUNTS.findall(line)
        elif match := END_HELD.match(line) or SWAP_CHOICE.match(line):
            shown = [(match[1], match[2])]
        if any(counts[player] != int(count) for player, count in shown):
            problems.append(f"{number}: {line}")
    return problems


# --------------------------------------------------------------------------- each human's hand


SORTED_SYMBOLS = "0123456789SDRCFHU"
"""A sorted row: the numbers, then SKIP, DRAW TWO, REVERSE; COLOR CHANGE, DRAW FOUR, SWAP
HANDS, CUSTOM WILD."""


def listed_cards(text: str) -> list[Card]:
    """The cards of one line of a card list (``RED 5, DRAW FOUR,``)."""
    return [Card.parse(part) for part in text.strip().rstrip(",").split(", ") if part]


@dataclass
class Followed:
    """One human's hand as a referee follows it from what that human was shown."""

    cards: list[Card] | None = None
    """In the order its rows show them (received, or as sorted); None when unknown: before
    its rows first show it in a hand, and after its hand changed hands with a computer's."""
    in_order: bool = True
    """Its next rows keep this order (not after a sort or a hand that changed hands)."""
    away: int = 0
    """Cards it took (by its take lines) while not acting: named to it (and so known) only
    before its next prompt."""
    named: list[Card] = field(default_factory=list)
    """Cards named to it at once since it last answered a prompt (after its own answer)."""
    again: list[Card] = field(default_factory=list)
    """Of those, the ones named again before its next prompt, since a terminal may have
    cleared them away after: a computer moved, or another human took the keyboard."""


@dataclass
class Listing:
    """A card list being read: ``YOU TOOK`` lines (to the human at the keyboard), or the
    hand a challenger sees, or a hand's cards at its end."""

    kind: str
    """``took`` after a take line, ``prompt`` after a privacy prompt, ``held`` (HELD:) or
    ``end`` (HELD <N> CARDS)."""
    player: str
    expected: int
    start: int
    cards: list[Card] = field(default_factory=list)
    hand: list[Card] | None = None
    """For a challenged hand: the hand it played its Draw Four from, if known."""
    closed: bool = False
    """A PLAY IT prompt named its last card: nothing more belongs to it."""


@dataclass(frozen=True)
class HouseRules:
    """What the RULES line at the top of the screen says about the rules the referee
    follows: the 7-0 and jump-in house rules, and whether a Draw Two leaves a penalty
    pending (stacking: on in the party and eight-color presets unless turned off)."""

    seven_zero: bool = False
    jump_in: bool = False
    stacking: bool = False


def announced_rules(lines: list[str]) -> HouseRules:
    """The rules of the first RULES line (with the lines it continues on, indented by seven
    spaces); every game of a session plays the same."""
    for number, line in enumerate(lines):
        if match := RULES_LINE.match(line):
            text = match[1]
            for more in lines[number + 1 :]:
                if not more.startswith(" " * 7):
                    break
                text += " " + more.strip()
            preset, _, changed = text.partition(" + ")
            options = set(changed.split(", ")) if changed else set()
            stacking = preset in ("PARTY", "EIGHT-COLOR") and "STACKING OFF" not in options
            stacking |= bool(options & {"STACKING PASS", "STACKING ADD"})
            return HouseRules("SEVEN-ZERO" in options, "JUMP-IN" in options, stacking)
    return HouseRules()


def rank_of(card: str) -> str:
    """A card name's rank (``7`` of ``RED 7``; a wild's whole name)."""
    return card.rsplit(" ", 1)[-1] if Card.parse(card).color is not None else card


@dataclass
class Window:
    """The jump-in window after a colored card (``--jump-in``), as the referee reads it
    from the play and the lines of its move."""

    player: str
    card: Card
    start: int
    """The line of its play."""
    after: int
    """The first line after the move's own lines: a take from here on is a turn's."""
    order: list[str]
    """Who may jump in, in the order asked: in the direction of play from the player, but
    for the player and the one whose turn is next."""
    resume: str
    """Whose turn is next: it moves when nobody jumps in."""
    asked: list[str] = field(default_factory=list)
    """The humans asked so far (and who answered N, unless one jumped in)."""


class Referee:
    """Reads a screen as a referee at the table would, line by line: who is at the
    keyboard (the human whose PRESS ANY KEY TO SEE YOUR CARDS came last; always HUMAN with
    one), and every human's hand, started from the rows it is shown and followed through
    its plays, the cards named to it, swaps and hands passed on. ``problems`` collects every
    disagreement."""

    def __init__(
        self, name: str, lines: list[str], players: list[str], *, assist: bool = False
    ) -> None:
        self.name = name
        self.lines = lines
        self.players = players
        self.assist = assist
        """Under ``--assist``: every rows block in order, as S sorts it, whatever came in."""
        self.humans = [player for player in players if player.startswith("HUMAN")]
        self.several = len(self.humans) > 1
        self.problems: list[str] = []
        self.keyboard: str | None = None if self.several else "HUMAN"
        self.acting: str | None = self.keyboard
        """The human whose answer the lines are playing out: cards it takes are named at
        once. Nobody during a computer's move (with several humans)."""
        self.hands = {human: Followed() for human in self.humans}
        self.direction = 1
        self.listing: Listing | None = None
        self.rows: dict[str, list[str]] = {}
        self.rows_for: str | None = None
        """The human whose rows may come next: after its turn header, a sort, a swap or
        hands passed on, or as it names a first Wild's color."""
        self.owed: str | None = None
        """The human whose privacy prompt came, until its turn header (or the table shown
        before CHALLENGE, or its rows for a first Wild) follows."""
        self.after_prompt = False
        self.last_taken_prompt = ""
        self.prompts = 0
        self.named_after_prompt = 0
        self.sorting = False
        """The rows that come next answer S: every row in order."""
        self.played_from: dict[str, tuple[int, list[Card] | None]] = {}
        """Each player's card count, and a human's hand if known, right after its last play."""
        self.rules = announced_rules(lines)
        self.last_play: tuple[int, str, str] | None = None
        """The last play line: its number, player and card."""
        self.window: Window | None = None
        """The open jump-in window, if any."""
        self.jumper: tuple[str, Card | None] | None = None
        """After a ``JUMPS IN`` line, until its play: who jumps in, with what card."""
        self.jump_due: str | None = None
        """After Y at JUMP IN: the human whose ``JUMPS IN`` line must come next."""
        self.rows_due: str | None = None
        """After its hand changed hands while it sees the screen: the human whose new rows
        must come next."""
        self.last_top = -1
        """The line of the last TOP CARD line (a turn block's, or the table before a
        question out of turn)."""
        self.rows_seen: tuple[int, list[Card]] = (-1, [])
        """The last hand rows shown, as the line of their SPECIAL row and their cards."""
        self.swap_list: dict[str, str] = {}
        """The players numbered before SWAP HANDS WITH: number, name."""
        self.swap_answer: tuple[int, str, str | None] | None = None
        """After SWAP HANDS WITH was answered (its line): the human who answered, and the
        player it chose (None: N), until its SWAPS HANDS WITH line or the next move."""

    def problem(self, number: int, what: str) -> None:
        self.problems.append(f"{self.name}:{number + 1}: {what}: {self.lines[number]!r}")

    # ------------------------------------------------------------------ reading

    def read(self) -> Referee:
        for number, line, counts in card_counts(self.lines, self.players):
            self.line(number - 1, line, counts)
        self.close_listing(len(self.lines) - 1)
        return self

    # One transcript line against every rule of the screen, in the order the lines come
    # (what is due first, then the line's own kind): the referee's loop, read as one.
    def line(self, i: int, line: str, counts: Counter[str]) -> None:  # noqa: PLR0912, PLR0915
        if self.jump_due is not None:
            if line != f"{self.jump_due} JUMPS IN":
                self.problem(i, f"Y at JUMP IN, and no {self.jump_due} JUMPS IN line next")
            self.jump_due = None
        if self.rows_due is not None:
            if not HAND_ROW.match(line):
                self.problem(i, f"{self.rows_due}'s new hand is not shown to it at once")
            self.rows_due = None
        if self.listing is not None and self.continues_listing(i, line):
            return
        self.close_listing(i)
        self.house_line(i, line)
        if self.after_prompt:
            # Through a pipe nothing is shown again: the table (or a first Wild's rows).
            self.after_prompt = False
            if not (line.startswith("TOP CARD: ") or HAND_ROW.match(line)):
                self.problem(i, "a privacy prompt not followed by the table")
        if match := HAND_ROW.match(line):
            self.hand_row(i, match[1], match[2], counts)
            return
        self.rows.clear()
        if PROMPT_LINE.match(line) and self.keyboard is not None:
            # Its answer: it has seen the cards named to it; what follows plays it out.
            self.hands[self.keyboard].named = []
            self.acting = self.keyboard
        elif self.several and (COMPUTER_MOVE.match(line) or SEE_CARDS.match(line)):
            self.acting = None
            for hand in self.hands.values():  # the screen may be cleared here
                hand.again += hand.named
                hand.named = []
        if line == "SHUFFLING AND DEALING":
            self.hands = {human: Followed() for human in self.humans}
            self.direction = 1
            self.leave_keyboard()
            self.window = self.jumper = self.swap_answer = self.last_play = None
        elif line.startswith(("GAME NUMBER ", "PRESS ANY KEY FOR THE NEXT HAND? ")):
            self.leave_keyboard()
        elif line == "DIRECTION REVERSED":
            self.direction = -self.direction
        elif match := SEE_CARDS.match(line):
            self.see_cards(i, match[1])
        elif match := TURN_HEADER.match(line):
            self.turn_header(i, match[1])
        elif match := PLAY.match(line):
            if match[1] in self.hands:
                self.played(i, match[1], Card.parse(match[2]))
            # What a challenge of this card will show: the hand it was played from.
            known = self.known(match[1])
            self.played_from[match[1]] = (counts[match[1]], None if known is None else [*known])
        elif (match := TAKE.match(line)) and match[1] in self.hands:
            self.took(i, match[1], 1 if match[2] == "A CARD" else int(match[3]))
        elif line == "SORT, PLAY OR TAKE (S/P/T)? S" and self.keyboard is not None:
            self.hands[self.keyboard].in_order = False
            self.rows_for = self.keyboard
            self.sorting = True
        elif match := SWAPS.match(line):
            self.swapped(match[1], match[2])
        elif line == HANDS_PASS:
            self.passed()
        elif (match := NAMES_FIRST_COLOR.match(line)) and match[1] in self.hands:
            self.rows_for = match[1]
        elif match := CHALLENGE_HELD.match(line):
            self.challenge_held(i, match[1], match[2], counts)
        elif match := END_HELD.match(line):
            if match[1] in self.hands:
                self.listing = Listing("end", match[1], int(match[2]), i)
        elif YOU_TOOK.match(line):
            repeated = self.last_taken_prompt and line.startswith(self.last_taken_prompt)
            if TAKEN.match(line) and repeated:
                pass
            elif self.several and self.keyboard is not None:
                # The cards named before the keyboard human's next prompt (no privacy prompt:
                # the same human answered last).
                hand = self.hands[self.keyboard]
                self.listing = Listing("prompt", self.keyboard, hand.away + len(hand.again), i)
                self.continues_listing(i, line)
            else:
                self.problem(i, "YOU TOOK names cards to a human not at the keyboard")
        if (PLAY.match(line) or TAKE.match(line)) and self.owed:
            self.problem(i, f"a move before {self.owed}'s prompt, after its privacy prompt")
            self.owed = None

    def leave_keyboard(self) -> None:
        if self.several:
            self.keyboard = self.acting = None

    # ------------------------------------------------------------------ the house rules

    def house_line(self, i: int, line: str) -> None:
        """What a line means under the 7-0 and jump-in house rules (and for a Swap Hands and
        hands passed on): read before its other meanings, as the window a jump-in closes, or
        the hand a play comes from, is the one before it."""
        if line.startswith("TOP CARD: "):
            self.last_top = i
            self.settle_swap(i)
        elif match := TURN_HEADER.match(line):
            self.settle_swap(i)
            self.moves(i, match[1])
        elif match := PLAY.match(line):
            self.house_play(i, match[1], match[2])
        elif (match := TAKE.match(line)) and self.window and i >= self.window.after:
            self.moves(i, match[1])
        elif match := JUMPS_IN.match(line):
            self.settle_swap(i)
            self.jumped_in(i, match[1])
        elif match := JUMP_IN.match(line):
            self.asked_to_jump(i, match[2], match[4])
        elif match := SWAP_CHOICE.match(line):
            if line.startswith("1 "):
                self.swap_list = {}
            self.swap_list[line.split(" ", 1)[0]] = match[1]
        elif (match := SWAP_PROMPT.match(line)) and match[3] in self.swap_list | {"N": ""}:
            self.swap_answer = (i, self.keyboard or "", self.swap_list.get(match[3]))
        elif match := SWAPS.match(line):
            self.swaps_line(i, match[1], match[2])
        elif line == HANDS_PASS:
            played = self.last_play
            card = "" if played is None else played[2]
            after_zero = played is not None and played[0] == i - 1 and rank_of(card) == "0"
            if not (card == "CUSTOM WILD" or (self.rules.seven_zero and after_zero)):
                self.problem(i, "hands passed on, but not right after a 0 (7-0) or CUSTOM WILD")

    def house_play(self, i: int, player: str, card: str) -> None:
        """A play line: the play of a player who jumped in, or the move after a window; what
        a 7 or 0 does under 7-0; the jump-in window it opens."""
        if self.jumper is not None:
            jumper, jump_card = self.jumper
            self.jumper = None
            if player != jumper:
                self.problem(i, f"{player} plays after {jumper} JUMPS IN")
            elif jump_card is not None and card != jump_card.name:
                self.problem(i, f"{jumper} jumps in with {card}, not {jump_card.name}")
        else:
            self.moves(i, player)
        if self.swap_answer is not None and (player != self.swap_answer[1]):
            self.settle_swap(i)
        self.last_play = (i, player, card)
        effects = list(move_lines(self.lines, i))
        if any(WINS_HAND.match(effect) for effect in effects):
            return  # a last card just ends the hand: no swap, no pass, no window
        rank = rank_of(card)
        if self.rules.seven_zero and rank == "0" and effects[:1] != [HANDS_PASS]:
            self.problem(i, "a 0 (7-0) not followed by HANDS PASS TO THE NEXT PLAYER")
        if self.rules.seven_zero and rank == "7" and player in self.hands:
            answer = self.swap_answer
            if answer is None or answer[1] != player or answer[0] < self.last_top:
                self.problem(i, f"{player}'s 7 (7-0) with no SWAP HANDS WITH answered first")
        if (
            self.rules.jump_in
            and Card.parse(card).color is not None
            and not (self.rules.stacking and card.endswith(" DRAW TWO"))  # (its take pends)
        ):
            self.open_window(i, player, Card.parse(card), effects)

    def open_window(self, i: int, player: str, card: Card, effects: list[str]) -> None:
        """After ``card``'s whole effect: whose turn is next (after the player, or after the
        player its Skip, Draw Two or two-player Reverse skipped, in the direction of play
        after it), and who may jump in."""
        players = self.players
        direction = self.direction * (-1) ** effects.count("DIRECTION REVERSED")
        skipped = [match[1] for effect in effects if (match := SKIPPED.match(effect))]
        before = players.index(skipped[-1] if skipped else player)
        resume = players[(before + direction) % len(players)]
        seat = players.index(player)
        around = [players[(seat + k * direction) % len(players)] for k in range(1, len(players))]
        order = [other for other in around if other != resume]
        self.window = Window(player, card, i, i + 1 + len(effects), order, resume)

    def holders(self, window: Window, among: list[str]) -> list[str]:
        """The humans of ``among`` whose hands, as followed, surely hold the window's card."""
        return [
            human
            for human in among
            if (cards := self.hands.get(human, Followed()).cards) is not None
            and window.card in cards
        ]

    def moves(self, i: int, player: str) -> None:
        """``player`` makes the next move (a play, a take, a human's turn): a jump-in window
        open before it closes, and the player whose turn was next must be the one."""
        if self.jumper is not None:
            self.problem(i, f"{self.jumper[0]} JUMPS IN, and its play does not follow")
            self.jumper = None
        window = self.window
        if window is None:
            return
        self.window = None
        for human in self.holders(window, window.order):
            if human not in window.asked:
                self.problem(i, f"{human} holds {window.card.name} and was not asked to jump in")
        if player != window.resume:
            self.problem(
                i, f"{player} moves after {window.player}'s card, not {window.resume} (next)"
            )

    def jumped_in(self, i: int, jumper: str) -> None:
        window = self.window
        self.window = None
        self.jumper = (jumper, None if window is None else window.card)
        if window is None:
            self.problem(i, "a jump-in, with no card just played to jump in on")
            return
        if jumper == window.player:
            self.problem(i, f"{jumper} jumps in on its own {window.card.name}")
        elif jumper == window.resume:
            self.problem(i, f"{jumper} jumps in, whose turn was next anyway")
        else:
            earlier = window.order[: window.order.index(jumper)]
            for human in self.holders(window, earlier):
                if human not in window.asked:
                    self.problem(i, f"{human} holds {window.card.name}, asked before {jumper}")
        if jumper in self.hands:
            asked = JUMP_IN.match(self.lines[i - 1])
            if not (asked and asked[4] in ("Y", "U") and jumper == self.keyboard):
                self.problem(i, f"{jumper} jumps in without answering Y at JUMP IN")

    def asked_to_jump(self, i: int, card: str, key: str) -> None:
        """``JUMP IN WITH <CARD NAME> (Y/N)?`` to the human at the keyboard: only when its
        rows, shown right before with the table, hold the card just played; in turn, after
        the holders before it."""
        window = self.window
        human = self.keyboard
        if window is None:
            self.problem(i, "JUMP IN, with no card just played to jump in on")
            return
        if card != window.card.name:
            self.problem(i, f"JUMP IN with {card} on {window.card.name}")
        line, rows = self.rows_seen
        if not (window.start < self.last_top < line < i):
            self.problem(i, "JUMP IN without the table and the hand rows shown first")
        elif window.card not in rows:
            self.problem(i, f"JUMP IN, but the rows shown hold no {window.card.name}")
        if human is None or human not in window.order:
            self.problem(i, f"JUMP IN asked of {human}: the player or the next one")
            return
        earlier = window.order[: window.order.index(human)]
        if [asked for asked in window.asked if asked not in earlier]:
            self.problem(i, f"{human} asked to jump in after a player asked after it")
        for other in self.holders(window, earlier):
            if other not in window.asked:
                self.problem(i, f"{other} holds {window.card.name}, asked before {human}")
        if key in ("Y", "N", "U"):
            window.asked.append(human)
        if key in ("Y", "U"):
            self.jump_due = human

    def swaps_line(self, i: int, player: str, other: str) -> None:
        """``<NAME> SWAPS HANDS WITH <NAME>``: right after a 7's play line (7-0), or after a
        SWAP HANDS by the same player; with the player a human chose by its number."""
        played = self.last_play
        card = "" if played is None else played[2]
        seven = played is not None and played[0] == i - 1 and rank_of(card) == "7"
        if played is None or played[1] != player:
            self.problem(i, "a swap by another player than the one who played last")
        elif not (card == "SWAP HANDS" or (self.rules.seven_zero and seven)):
            self.problem(i, "a swap not right after a 7 (7-0) or after a SWAP HANDS")
        answer = self.swap_answer
        if answer is not None and answer[1] == player:
            self.swap_answer = None
            if answer[2] != other:
                self.problem(i, f"{player} answered {answer[2] or 'N'} at SWAP HANDS WITH")

    def settle_swap(self, i: int) -> None:
        """The move after a human's SWAP HANDS WITH answer has begun: a player it chose
        must have been swapped with by now."""
        answer = self.swap_answer
        self.swap_answer = None
        if answer is not None and answer[2] is not None:
            self.problem(i, f"{answer[1]} chose {answer[2]}, and no swap followed")

    # ------------------------------------------------------------------ the keyboard

    def see_cards(self, i: int, human: str) -> None:
        self.prompts += 1
        if not self.several:
            self.problem(i, "a privacy prompt with one human")
        elif human == self.keyboard:
            self.problem(i, "a privacy prompt to the human already at the keyboard")
        if self.owed:
            self.problem(i, f"a privacy prompt before {self.owed}'s prompt")
        self.keyboard = human
        self.owed = human
        self.after_prompt = True
        hand = self.hands[human]
        self.listing = Listing("prompt", human, hand.away + len(hand.again), i)
        if self.rows_for != human:
            self.rows_for = None

    def turn_header(self, i: int, player: str) -> None:
        if player not in self.hands:
            self.problem(i, "a turn header for a computer")
            return
        if player != self.keyboard:
            self.problem(i, f"{player}'s turn while {self.keyboard or 'nobody'} is at the keyboard")
        elif self.hands[player].away or self.hands[player].again:
            self.problem(i, f"cards {player} took were not named to it before its turn")
        if self.owed and self.owed != player:
            self.problem(i, f"{self.owed}'s privacy prompt before another human's turn")
        self.owed = None
        self.rows_for = player

    def hand_row(self, i: int, word: str, symbols: str, counts: Counter[str]) -> None:
        self.rows[word] = row_symbols(symbols)
        if word != "SPECIAL":
            return
        cards = row_cards(self.rows)
        self.rows_seen = (i, cards)
        if (self.sorting or self.assist) and any(
            symbols != sorted(symbols, key=SORTED_SYMBOLS.index) for symbols in self.rows.values()
        ):
            self.problem(i, f"rows {'after S' if self.sorting else 'under --assist'} not in order")
        self.sorting = False
        self.rows.clear()
        owner = self.keyboard
        if owner is None:
            self.problem(i, "hand rows with no human at the keyboard")
            return
        before_challenge = self.lines[i + 1].startswith(ASKED_AT_THE_TABLE)
        if self.rows_for != owner and not before_challenge:
            self.problem(i, f"{owner}'s rows not after its turn, a sort, a swap or a pass")
        if self.owed == owner and (before_challenge or self.rows_for == owner):
            self.owed = None
        self.rows_for = None
        if len(cards) != counts[owner]:
            self.problem(i, f"{owner}'s rows hold {len(cards)} cards, not {counts[owner]}")
        hand = self.hands[owner]
        if hand.cards is not None:
            if hand.in_order and not self.assist:  # within each row, in the order received
                expected = sorted(hand.cards, key=lambda card: card.suit)
                if cards != expected:
                    self.problem(i, f"{owner}'s rows are not {[c.name for c in expected]}")
            elif Counter(cards) != Counter(hand.cards):
                self.problem(i, f"{owner}'s rows are not {sorted(c.name for c in hand.cards)}")
        hand.cards = cards
        hand.in_order = True

    # ------------------------------------------------------------------ a hand's changes

    def played(self, i: int, human: str, card: Card) -> None:
        hand = self.hands[human]
        if human != self.keyboard:
            self.problem(i, f"{human} plays while {self.keyboard or 'nobody'} is at the keyboard")
        if hand.cards is None:
            self.problem(i, f"{human} plays a card its rows never showed")
        elif card not in hand.cards:
            self.problem(i, f"{human} plays a card it does not hold")
        else:
            hand.cards.remove(card)

    def took(self, i: int, human: str, count: int) -> None:
        if human == self.keyboard and human == self.acting:
            self.listing = Listing("took", human, count, i)
        else:
            self.hands[human].away += count

    def known(self, name: str) -> list[Card] | None:
        """A human's whole hand, if the referee knows it (None for a computer's)."""
        hand = self.hands.get(name)
        return None if hand is None or hand.away else hand.cards

    def swapped(self, player: str, other: str) -> None:
        before = {name: self.known(name) for name in (player, other)}
        for name, partner in ((player, other), (other, player)):
            if name in self.hands:
                given = before.get(partner)
                self.hands[name] = Followed(None if given is None else list(given), False)
                if name == self.keyboard and self.sees_at_once(player):
                    self.rows_for = self.rows_due = name

    def passed(self) -> None:
        """Every hand passes to the next player in the direction of play."""
        before = {name: self.known(name) for name in self.players}
        for seat, name in enumerate(self.players):
            if name in self.hands:
                given = before.get(self.players[(seat - self.direction) % len(self.players)])
                self.hands[name] = Followed(None if given is None else list(given), False)
        played = self.last_play
        if self.keyboard is not None and played and self.sees_at_once(played[1]):
            self.rows_for = self.rows_due = self.keyboard

    def sees_at_once(self, player: str) -> bool:
        """Whether the human at the keyboard sees its new hand at once when ``player``'s card
        changes hands: only when that card is its own, played out by its answer. Another
        player's card shows it the new hand at its next prompt, which starts with it (with
        several humans, during a computer's move the next human may be looking already)."""
        return player == self.keyboard and (not self.several or self.acting == self.keyboard)

    def challenge_held(self, i: int, player: str, text: str, counts: Counter[str]) -> None:
        challenge = CHALLENGES.match(self.lines[i - 1])
        if not (challenge and challenge[1] == self.keyboard and challenge[2] == player):
            self.problem(i, "a challenged hand shown to another than its challenger")
        count, hand = self.played_from.get(player, (counts[player], None))
        self.listing = Listing("held", player, count, i, listed_cards(text), hand=hand)

    # ------------------------------------------------------------------ card lists

    def continues_listing(self, i: int, line: str) -> bool:
        """Whether ``line`` belongs to the card list being read (and take it in)."""
        listing = self.listing
        assert listing is not None
        if listing.closed:
            return False
        if line.startswith("   ") and i > listing.start and listing.kind != "prompt":
            listing.cards += listed_cards(line)
            return True
        if listing.kind in ("held", "end"):
            return False
        if taken := TAKEN.match(line):
            listing.cards.append(Card.parse(taken[2]))
            listing.closed = True
            self.last_taken_prompt = taken[1]
            return True
        if match := YOU_TOOK.match(line):
            listing.cards += listed_cards(match[1])
            listing.kind = "took" if listing.kind == "took" else "prompt named"
            return True
        return False

    # One branch per kind of card listing (held, end of game, took, named before a prompt).
    def close_listing(self, i: int) -> None:  # noqa: PLR0912
        listing = self.listing
        if listing is None:
            return
        self.listing = None
        number, player, cards = listing.start, listing.player, listing.cards
        hand = self.hands.get(player, Followed())
        if listing.kind == "held":
            if len(cards) != listing.expected:
                self.problem(number, f"{len(cards)} cards listed for {player}")
            if listing.hand is not None and Counter(cards) != Counter(listing.hand):
                self.problem(number, f"not {player}'s hand {sorted(c.name for c in listing.hand)}")
            return
        if listing.kind == "end":
            # The hand followed, and the cards it took away from the keyboard since.
            if len(cards) != listing.expected:
                self.problem(number, f"{len(cards)} cards listed for {player}")
            known = Counter(hand.cards or [])
            if hand.cards is not None and (
                known - Counter(cards) or len(cards) != known.total() + hand.away
            ):
                self.problem(number, f"not {player}'s hand {sorted(c.name for c in hand.cards)}")
            return
        if len(cards) != listing.expected:
            where = "its take line" if listing.kind == "took" else "it took since it answered"
            self.problem(
                number, f"{len(cards)} cards named to {player}, {listing.expected} {where}"
            )
        if listing.kind == "took":
            if hand.cards is not None:
                hand.cards += cards
            if self.several and not listing.closed:  # (a PLAY IT answer: it has seen them)
                hand.named += cards
            return
        # Named before its prompt: first again those named at once, then those taken while
        # another human had the keyboard or a computer moved.
        self.named_after_prompt += len(cards)
        again = len(hand.again)
        if cards[:again] != hand.again:
            self.problem(number, f"not the cards named to {player} at once first")
        if hand.cards is not None:
            hand.cards += cards[again:]
        hand.away = 0
        hand.again = []
        after = self.lines[i] if i < len(self.lines) else ""
        if not (after.startswith("TOP CARD: ") or HAND_ROW.match(after)):
            self.problem(number, f"cards named to {player} not right before its table")


@each_file
def test_every_humans_rows_agree_with_what_it_was_shown(path: Path) -> None:
    """For every human: the rows shown at its first turn of a hand hold as many cards as the
    public lines give it; from then on its hand follows from its plays, the cards named to
    it, swaps and hands passed on. Cards it takes playing out its own answer are named at
    once (and, with several humans, named again before its next prompt if a computer moved
    or another human took the keyboard since); cards a computer's
    move or another human gives it are named only before its next prompt, as many as its
    take lines. Every later rows block (a turn, a sort, a swap or pass, the table before
    CHALLENGE), a challenged hand and the cards it holds at a hand's end are exactly that
    hand, in the order received unless sorted or passed on (under --assist every row in
    order, always). And on the text, nobody's hand
    shows but the one at the keyboard: each human's prompt comes after its own PRESS ANY KEY
    TO SEE YOUR CARDS (with several humans), right before its table, no rows but its own
    until the next one, and no YOU TOOK to a human away from the keyboard."""
    golden = load(path)
    lines = golden.screen.split("\n")
    assist = "--assist" in golden.options
    referee = Referee(golden.path.name, lines, golden.players, assist=assist).read()
    assert not referee.problems, "\n".join(referee.problems[:10])
    if golden.humans > 1:
        assert "\x1b" not in golden.transcript.screen  # no clearing reaches a recording
        assert referee.prompts >= len(golden.players), "no privacy prompts recognised"


def rows_followed(screen: str, players: list[str]) -> list[str]:
    """What the referee finds wrong with a screen (for the tests of the referee itself)."""
    return Referee("screen", screen.split("\n"), players).read().problems


TWO_HUMANS = ["HUMAN 1", "HUMAN 2"]
BREAKAGES = {
    "a privacy prompt left out": (
        "HUMAN 2: PRESS ANY KEY TO SEE YOUR CARDS? \nYOU TOOK GREEN 2, COLOR CHANGE, BLUE SKIP,"
        " BLUE REVERSE\n",
        "",
    ),
    "cards named to a human away from the keyboard": (
        "HUMAN 2 TAKES 2 CARDS\nHUMAN 2 IS SKIPPED\nTOP CARD: GREEN DRAW TWO   COLOR: GREEN\n"
        "HUMAN 2: 9 CARDS",
        "HUMAN 2 TAKES 2 CARDS\nYOU TOOK GREEN 2, COLOR CHANGE\nHUMAN 2 IS SKIPPED\n"
        "TOP CARD: GREEN DRAW TWO   COLOR: GREEN\nHUMAN 2: 9 CARDS",
    ),
    "fewer cards named after the privacy prompt than taken": (
        "YOU TOOK GREEN 2, COLOR CHANGE, BLUE SKIP, BLUE REVERSE\n",
        "YOU TOOK GREEN 2, COLOR CHANGE, BLUE SKIP\n",
    ),
    "hand rows out of place": (
        "HUMAN 1 PLAYS RED 7\nHUMAN 2: PRESS ANY KEY TO SEE YOUR CARDS? \n",
        "HUMAN 1 PLAYS RED 7\nRED     : 4\nYELLOW  : 1\nGREEN   :\nBLUE    : 2\nSPECIAL :\n"
        "HUMAN 2: PRESS ANY KEY TO SEE YOUR CARDS? \n",
    ),
    "a card that was never named": ("YELLOW  : 0 6\nGREEN   : 2\n", "YELLOW  : 0 6\nGREEN   : 3\n"),
}


def test_the_referee_finds_cards_a_computer_gave_named_at_once() -> None:
    """A computer's Draw Two on a human is not that human's answer: its cards are named
    before the human's next prompt, never at once (the next human may be looking)."""
    golden = load(TRANSCRIPTS / "three-humans-two-computers.txt")
    screen = golden.transcript.screen
    assert not rows_followed(screen, golden.players)
    old = "COMPUTER 1 PLAYS RED DRAW TWO\nHUMAN 3 TAKES 2 CARDS\n"
    assert old in screen
    named = old + "YOU TOOK GREEN 1, BLUE DRAW TWO\n"
    assert rows_followed(screen.replace(old, named, 1), golden.players)


def test_the_referee_finds_cards_named_at_once_not_named_again() -> None:
    """With several humans, a card named at once after a human's own answer is named again
    before its next prompt (a terminal may have cleared it away before it was read)."""
    screen = load(TRANSCRIPTS / "party-humans-challenge-and-swap.txt").transcript.screen
    assert not rows_followed(screen, ["HUMAN 1", "HUMAN 2", "HUMAN 3", "COMPUTER 1"])
    old = "HUMAN 2: PRESS ANY KEY TO SEE YOUR CARDS? \nYOU TOOK YELLOW 3, DRAW FOUR\n"
    assert old in screen
    broken = screen.replace(old, "HUMAN 2: PRESS ANY KEY TO SEE YOUR CARDS? \n", 1)
    assert rows_followed(broken, ["HUMAN 1", "HUMAN 2", "HUMAN 3", "COMPUTER 1"])


@pytest.mark.parametrize("breakage", BREAKAGES, ids=list(BREAKAGES))
def test_the_referee_finds_a_broken_hot_seat_screen(breakage: str) -> None:
    screen = load(TRANSCRIPTS / "two-humans-alone.txt").transcript.screen
    assert not rows_followed(screen, TWO_HUMANS)
    old, new = BREAKAGES[breakage]
    assert old in screen
    assert rows_followed(screen.replace(old, new, 1), TWO_HUMANS), breakage


JUMP_IN_BLOCK = (
    # The table and the human's hand before a JUMP IN it is asked in the golden (jump-in-stay-out)
    # after COMPUTER 1's GREEN REVERSE: removed, the human holding that card was never asked.
    "TOP CARD: GREEN REVERSE   COLOR: GREEN\n"
    "COMPUTER 1: 2 CARDS   COMPUTER 2: 5 CARDS   COMPUTER 3: 3 CARDS\n"
    "DIRECTION: CLOCKWISE, NEXT AFTER YOU: COMPUTER 1\n"
    "RED     :\nYELLOW  : S 9\nGREEN   : R\nBLUE    : 3 3\nSPECIAL :\n"
    "JUMP IN WITH GREEN REVERSE (Y/N)? N\n"
)
HOUSE_BREAKAGES: dict[str, tuple[str, str, str, str]] = {
    # (golden, the lines as played, the lines doctored, what the referee must say)
    "a JUMPS IN by the player whose turn was next": (
        # The human's GREEN SKIP (counterclockwise) skips COMPUTER 3: COMPUTER 2 moves next,
        # so it may not jump in; COMPUTER 1 may.
        "jump-in-stay-out",
        "COMPUTER 1 JUMPS IN\nCOMPUTER 1 PLAYS GREEN SKIP\nHUMAN IS SKIPPED\n",
        "COMPUTER 2 JUMPS IN\nCOMPUTER 2 PLAYS GREEN SKIP\nCOMPUTER 1 IS SKIPPED\n",
        "COMPUTER 2 jumps in, whose turn was next anyway",
    ),
    "a JUMPS IN on the jumper's own card": (
        "jump-in-stay-out",
        "COMPUTER 2 PLAYS GREEN 9\n",
        "COMPUTER 2 PLAYS GREEN 9\nCOMPUTER 2 JUMPS IN\nCOMPUTER 2 PLAYS GREEN 9\n",
        "COMPUTER 2 jumps in on its own GREEN 9",
    ),
    "a jump-in with another card": (
        "jump-in-reverse-and-skip",
        "COMPUTER 1 JUMPS IN\nCOMPUTER 1 PLAYS RED SKIP\n",
        "COMPUTER 1 JUMPS IN\nCOMPUTER 1 PLAYS RED 5\n",
        "COMPUTER 1 jumps in with RED 5, not RED SKIP",
    ),
    "Y at JUMP IN with no JUMPS IN line": (
        "jump-in-reverse-and-skip",
        "JUMP IN WITH YELLOW REVERSE (Y/N)? Y\nHUMAN JUMPS IN\n",
        "JUMP IN WITH YELLOW REVERSE (Y/N)? Y\n",
        "Y at JUMP IN, and no HUMAN JUMPS IN line next",
    ),
    "a human jumps in having answered N": (
        "seven-zero-jump-in-two-humans",
        "JUMP IN WITH RED 6 (Y/N)? Y\n",
        "JUMP IN WITH RED 6 (Y/N)? N\n",
        "HUMAN 1 jumps in without answering Y at JUMP IN",
    ),
    "JUMP IN asked of a human whose rows hold no such card": (
        # After COMPUTER 3's YELLOW 6 (counterclockwise: COMPUTER 2 is next) the human may be
        # asked, but its rows (as shown three lines later in the golden) hold no YELLOW 6.
        "jump-in-stay-out",
        "COMPUTER 3 PLAYS YELLOW 6\nCOMPUTER 2 PLAYS YELLOW 4\n",
        "COMPUTER 3 PLAYS YELLOW 6\nTOP CARD: YELLOW 6   COLOR: YELLOW\n"
        "COMPUTER 1: 5 CARDS   COMPUTER 2: 8 CARDS   COMPUTER 3: 4 CARDS\n"
        "DIRECTION: COUNTERCLOCKWISE, NEXT AFTER YOU: COMPUTER 3\n"
        "RED     :\nYELLOW  : 4 S 9\nGREEN   : R S\nBLUE    : 3 3\nSPECIAL :\n"
        "JUMP IN WITH YELLOW 6 (Y/N)? N\nCOMPUTER 2 PLAYS YELLOW 4\n",
        "JUMP IN, but the rows shown hold no YELLOW 6",
    ),
    "a human holding the card never asked": (
        "jump-in-stay-out",
        JUMP_IN_BLOCK,
        "",
        "HUMAN holds GREEN REVERSE and was not asked to jump in",
    ),
    "play after a jump-in going on from the player it interrupted": (
        # The human jumps in (counterclockwise): COMPUTER 3 moves next, not COMPUTER 1.
        "jump-in-stay-out",
        "HUMAN PLAYS YELLOW 4\nCOMPUTER 3 PLAYS YELLOW 6\n",
        "HUMAN PLAYS YELLOW 4\nCOMPUTER 1 PLAYS YELLOW 6\n",
        "COMPUTER 1 moves after HUMAN's card, not COMPUTER 3 (next)",
    ),
    "a 7 swapped with another player than the one numbered": (
        "seven-zero-swaps-and-passes",
        "SWAP HANDS WITH (1-3/N)? 3\n",
        "SWAP HANDS WITH (1-3/N)? 2\n",
        "HUMAN answered COMPUTER 2 at SWAP HANDS WITH",
    ),
    "a 7 answered with a number and no swap": (
        "seven-zero-swaps-and-passes",
        "HUMAN PLAYS RED 7\nHUMAN SWAPS HANDS WITH COMPUTER 3\n",
        "HUMAN PLAYS RED 7\n",
        "HUMAN chose COMPUTER 3, and no swap followed",
    ),
    "a 0 with no hands passed on": (
        "seven-zero-swaps-and-passes",
        "COMPUTER 3 PLAYS RED 0\nHANDS PASS TO THE NEXT PLAYER\n",
        "COMPUTER 3 PLAYS RED 0\n",
        "a 0 (7-0) not followed by HANDS PASS TO THE NEXT PLAYER",
    ),
    "the human's new hand shown at a computer's 0 and again in its turn block": (
        "seven-zero-swaps-and-passes",
        "HANDS PASS TO THE NEXT PLAYER\nTOP CARD: RED 0",
        "HANDS PASS TO THE NEXT PLAYER\nRED     :\nYELLOW  : D 2\nGREEN   :\nBLUE    :\n"
        "SPECIAL :\nTOP CARD: RED 0",
        "HUMAN's rows not after its turn, a sort, a swap or a pass",
    ),
    "the human's new hand not shown after its own 0": (
        "seven-zero-swaps-and-passes",
        "HANDS PASS TO THE NEXT PLAYER\nRED     : D\nYELLOW  :\nGREEN   :\nBLUE    : 4 5\n"
        "SPECIAL :\n",
        "HANDS PASS TO THE NEXT PLAYER\n",
        "HUMAN's new hand is not shown to it at once",
    ),
    "a human's new hand shown during a computer's 0 with several humans": (
        # HUMAN 1 last had the keyboard; it receives HUMAN 2's hand (GREEN 1, GREEN DRAW TWO,
        # COLOR CHANGE), which the next human to sit down must not see.
        "seven-zero-jump-in-two-humans",
        "COMPUTER 1 PLAYS BLUE 0\nHANDS PASS TO THE NEXT PLAYER\n",
        "COMPUTER 1 PLAYS BLUE 0\nHANDS PASS TO THE NEXT PLAYER\n"
        "RED     :\nYELLOW  :\nGREEN   : 1 D\nBLUE    :\nSPECIAL : C\n",
        "HUMAN 1's rows not after its turn, a sort, a swap or a pass",
    ),
}


@pytest.mark.parametrize("breakage", HOUSE_BREAKAGES, ids=list(HOUSE_BREAKAGES))
def test_the_referee_finds_a_broken_house_rule_screen(breakage: str) -> None:
    """Each new golden read as played has no problem; each doctored one has the one named."""
    name, old, new, expected = HOUSE_BREAKAGES[breakage]
    golden = load(TRANSCRIPTS / f"{name}.txt")
    screen = golden.transcript.screen
    assert not rows_followed(screen, golden.players)
    assert screen.count(old) == 1
    problems = rows_followed(screen.replace(old, new), golden.players)
    assert [problem for problem in problems if f": {expected}: " in problem], problems


SIZE_BREAKAGES: dict[str, tuple[str, str, str]] = {
    "a count left unchanged by a 7's swap": (
        # COMPUTER 1 went from 7 cards to 4 (YELLOW SKIP, YELLOW 7, BLUE REVERSE), COMPUTER 3
        # to 6 (YELLOW 6 played, a card taken, BLUE 7 played): the swap gives 6 and 4.
        "seven-zero-swaps-and-passes",
        "COMPUTER 1: 6 CARDS   COMPUTER 2: 5 CARDS   COMPUTER 3: 4 CARDS",
        "COMPUTER 1: 4 CARDS   COMPUTER 2: 5 CARDS   COMPUTER 3: 6 CARDS",
    ),
    "a swap left out": (
        "seven-zero-swaps-and-passes",
        "COMPUTER 3 PLAYS BLUE 7\nCOMPUTER 3 SWAPS HANDS WITH COMPUTER 1\n",
        "COMPUTER 3 PLAYS BLUE 7\n",
    ),
    "counts left unchanged by a 0": (
        # Before COMPUTER 3's RED 0 (clockwise) HUMAN 3, COMPUTER 1 4, COMPUTER 2 2 and
        # COMPUTER 3 2 after its play: each hand moves to the next player, so COMPUTER 1
        # holds the human's 3, COMPUTER 2 COMPUTER 1's 4, COMPUTER 3 COMPUTER 2's 2.
        "seven-zero-swaps-and-passes",
        "TOP CARD: RED 0   COLOR: RED\nCOMPUTER 1: 3 CARDS   COMPUTER 2: 4 CARDS   COMPUTER 3: 2",
        "TOP CARD: RED 0   COLOR: RED\nCOMPUTER 1: 4 CARDS   COMPUTER 2: 2 CARDS   COMPUTER 3: 2",
    ),
}


@pytest.mark.parametrize("breakage", SIZE_BREAKAGES, ids=list(SIZE_BREAKAGES))
def test_the_hand_sizes_of_a_broken_house_rule_screen_disagree(breakage: str) -> None:
    name, old, new = SIZE_BREAKAGES[breakage]
    golden = load(TRANSCRIPTS / f"{name}.txt")
    lines = golden.transcript.screen.split("\n")
    assert not hand_size_problems(lines, golden.players)
    screen = golden.transcript.screen
    assert screen.count(old) == 1
    assert hand_size_problems(screen.replace(old, new).split("\n"), golden.players)


@each_file
def test_every_turn_block_names_the_players_on_one_card(path: Path) -> None:
    """The turn block's UNO line (and the table's, before CHALLENGE or JUMP IN) names every
    player holding one card (the human too), and only those, as counted from the move
    lines; no UNO line when nobody does."""
    golden = load(path)
    on_one_card: list[str] | None = None  # named by the current turn block's UNO line
    named = 0
    for number, line, counts in card_counts(golden.screen.split("\n"), golden.players):
        if line.startswith("TOP CARD: "):
            on_one_card = []
        elif on_one_card is not None and (match := UNO_LINE.match(line)):
            on_one_card += re.findall(NAME, match[1])
        elif on_one_card is not None and (
            TURN_HEADER.match(line) or line.startswith(ASKED_AT_THE_TABLE)
        ):
            expected = [player for player, count in counts.items() if count == 1]
            assert on_one_card == expected, f"{path.name}:{number}"
            named += len(on_one_card)
            on_one_card = None
    assert named, f"{path.name}: no turn block names a player on one card"


@each_file
def test_the_status_lines_come_where_they_mean_something(path: Path) -> None:
    """The scores as each hand starts (and ends), never in the turn block; the direction
    in the turn block only with three or more players."""
    golden = load(path)
    lines = golden.screen.split("\n")
    for number, line in enumerate(lines):
        if HAND_START.match(line):
            assert lines[number + 1].startswith("SCORES: HUMAN "), f"{path.name}:{number + 2}"
    # A turn block, or the table shown before CHALLENGE: up to the first hand row.
    blocks = [
        lines[number : next(i for i in range(number, len(lines)) if HAND_ROW.match(lines[i]))]
        for number, line in enumerate(lines)
        if line.startswith("TOP CARD: ")
    ]
    assert blocks, path.name
    for block in blocks:
        assert not [line for line in block if line.startswith("SCORES")], block
        directions = [line for line in block if line.startswith("DIRECTION: ")]
        assert len(directions) == (1 if len(golden.players) >= 3 else 0), block


SCORED = re.compile(rf"^({NAME}) SCORES (\d+) POINTS$")
SUMMARY = re.compile(r"^FINAL SCORES AFTER (\d+) HANDS?(?: \((\d+) ABANDONED\))?$")
SUMMARY_ROW = re.compile(rf"^  ({NAME}) +(\d+) +(\d+)$")


@each_file
def test_the_game_summary_agrees_with_the_hands_on_screen(path: Path) -> None:
    """Each game ends with one summary: the hands played, and each player's hands won and
    points, as counted from the HAND, WINS THE HAND and SCORES lines of that game."""
    golden = load(path)
    games = golden.screen.split("GAME NUMBER ")[1:]
    for game in games:
        lines = game.split("\n")
        players = golden.players
        won = dict.fromkeys(players, 0)
        points = dict.fromkeys(players, 0)
        for line in lines:
            if match := WINS_HAND.match(line):
                won[match[1]] += 1
            elif match := SCORED.match(line):
                points[match[1]] += int(match[2])
        hands = sum(1 for line in lines if HAND_START.match(line))
        abandoned = sum(1 for line in lines if line.endswith("THE HAND IS ABANDONED"))
        end = next(i for i, line in enumerate(lines) if line.endswith(" WINS THE GAME"))
        assert SCORED.match(lines[end - 1]), "the last hand's running table is not repeated"
        summary = SUMMARY.match(lines[end + 1])
        assert summary, lines[end + 1]
        assert int(summary[1]) == hands
        assert int(summary[2] or 0) == abandoned
        assert lines[end + 2] == "              HANDS WON   POINTS"
        rows = [SUMMARY_ROW.match(line) for line in lines[end + 3 : end + 3 + len(players)]]
        assert [(row[1], int(row[2]), int(row[3])) for row in rows if row] == [
            (player, won[player], points[player]) for player in players
        ]
        after = end + 3 + len(players)
        hints = sum(1 for line in lines if line.startswith("HINT: "))
        if hints:  # then how many hints each human took (one human here: all of them)
            assert lines[after] == f"HINTS TAKEN: {players[0]} {hints}", lines[after]
            after += 1
        assert lines[after].startswith("PLAY AGAIN (Y/N)? ")


HINTED = re.compile(r"^(.*\? )H\nHINT: (.*)\n(.*)$", re.MULTILINE)
"""H at a prompt, the hint, and the line after it."""


@each_file
def test_a_hint_is_one_line_naming_an_answer_then_the_same_prompt(path: Path) -> None:
    """H at a prompt where it answers nothing: echoed, one ``HINT:`` line in words, then
    the same prompt; the words answer that prompt's question (a play or a take at the
    prompts of a turn, whatever card the human has picked so far)."""
    screen = load(path).screen
    for match in HINTED.finditer(screen):
        prompt, words, after = match.groups()
        assert after.startswith(prompt), match.group()
        if words.endswith(" AND SAY UNO"):  # (a play, when the humans call UNO themselves)
            assert "(Y/N/U)? " in screen
            words = words.removesuffix(" AND SAY UNO")
            assert words.startswith(("PLAY ", "JUMP IN")), words
        assert re.fullmatch(
            r"PLAY .+|TAKE (A CARD|\d+ CARDS)|PLAY IT|KEEP IT|NAME \w+|(DO NOT )?CHALLENGE|"
            r"SWAP WITH .+|KEEP YOUR HAND|JUMP IN|STAY OUT",
            words,
        ), words
        if prompt.startswith("CHALLENGE "):
            assert words in ("CHALLENGE", "DO NOT CHALLENGE")
        elif prompt.startswith(("YOU TOOK ", "JUMP IN WITH ")):
            assert words in ("PLAY IT", "KEEP IT", "JUMP IN", "STAY OUT")
        elif prompt.startswith("NEW COLOR"):
            assert words.startswith("NAME ")
        else:
            assert words.startswith(("PLAY ", "TAKE ")), words


def test_the_recorded_command_lines_name_every_rule_option() -> None:
    always = {"--seed", "--opponents", "--target", "--uno-penalty", "--strategy"}
    rule_options = {"--rules", "--draw-four", "--draw-four-test", "--take", "--first-card"}
    rule_options |= {"--first-wild", "--starter", "--uno-cards", "--deck", "--stacking"}
    rule_options |= {"--custom-rule", "--seven-zero", "--jump-in", "--uno-call"}
    for golden in load_all():
        name = golden.path.name
        table = {"--humans", "--names", "--assist"}  # (no rules, but a recording keeps them)
        assert always <= set(golden.options) <= always | rule_options | table, name
        assert golden.options.get("--humans") != "1", f"{name}: one human is the default"
        assert shlex.join(golden.transcript.args) in golden.path.read_text(encoding="utf-8")


RULE_OPTION_LINES: dict[str, str] = {
    r"^RULES: OFFICIAL( \+ .*)?$": "the official preset's RULES line",
    r"^RULES: HOUSE \+ .*$": "a preset with options changed",
    r"^CHALLENGE COMPUTER \d \(Y/N\)\? Y$": "the human challenges a Draw Four",
    r"^CHALLENGE COMPUTER \d \(Y/N\)\? N$": "the human takes a Draw Four unchallenged",
    r"^HUMAN CHALLENGES COMPUTER \d\nCOMPUTER \d HELD: ": "the challenger sees the hand",
    r"^COMPUTER \d CHALLENGES HUMAN$": "a computer challenges the human",
    r"^(HUMAN|COMPUTER \d) WAS BLUFFING\n\1 TAKES 4 CARDS$": "a bluff found out",
    r"^(HUMAN|COMPUTER \d) WAS NOT BLUFFING\n(.*) TAKES 6 CARDS\n\2 IS SKIPPED$": "no bluff",
    r"^((HUMAN|COMPUTER \d) CUTS .*\n){5,}(HUMAN|COMPUTER \d) DEALS$": "a cut with a tie",
    r"^HUMAN TAKES \d+ CARDS\nYOU TOOK .*\nYOU TOOK [^.]*\. PLAY IT \(Y/N\)\? [YN]$": (
        "taking until playable, the last card offered"
    ),
    r"^FIRST CARD: .*\nFIRST CARD: .*\nFIRST CARD: ": "first cards turned until a number",
    r"^COLOR CHANGE CANNOT START A HAND": "a first COLOR CHANGE sent back (no-wilds)",
    r"^RULES: PARTY( \+ .*)?$": "the party preset's RULES line",
    r"^RULES: EIGHT-COLOR( \+ .*)?$": "the eight-color preset's RULES line",
    r"^SKY     :.*\nSPECIAL :": "nine hand rows with eight colors",
    r"^COLOR \(R/Y/G/B/O/P/I/K/S\)\? [OPIK]$": "the human plays a card of a new color",
    r"^NEW COLOR \(R/Y/G/B/O/P/I/K\)\? [OPIK]$": "the human names a new color",
    r"^SPECIAL CARD \(C/F/H/U\)\? H$": "the party deck's special prompt",
    r"^SORT, PLAY OR TAKE \(S/P/T\)\? H\nHINT: PLAY .*\nSORT, PLAY OR TAKE": "a hint to play",
    r"^A DRAW TWO IS PENDING: .*\nHUMAN PLAYS\n(?:.*\n){5,9}?SORT, PLAY OR TAKE \(S/P/T\)\? H\n"
    r"HINT: TAKE 2 CARDS$": "a hint to take a pending Draw Two's cards",
    r"^YOU TOOK .*\. PLAY IT \(Y/N\)\? H\nHINT: (PLAY|KEEP) IT$": "a hint at PLAY IT",
    r"^NEW COLOR .*\? H\nHINT: NAME \w+$": "a hint at NEW COLOR",
    r"^CHALLENGE .*\? H\nHINT: (DO NOT )?CHALLENGE$": "a hint at CHALLENGE",
    r"^  COMPUTER \d .*\nHINTS TAKEN: HUMAN \d+$": "the hints taken, after the final scores",
    r"^1 COMPUTER 1 \(\d+ CARDS?\)\n(?:\d COMPUTER \d \(\d+ CARDS?\)\n)*"
    r"SWAP HANDS WITH \(1(-\d)?/N\)\? \d\n"
    r"HUMAN PLAYS SWAP HANDS\nNEW COLOR .*\nHUMAN SWAPS HANDS WITH COMPUTER \d\nRED     :": (
        "the human swaps hands and sees its new hand"
    ),
    r"^COMPUTER \d SWAPS HANDS WITH HUMAN\n(?!RED     :)": (
        "a computer swaps hands with the human, who sees its new hand at its next turn"
    ),
    r"^HUMAN PLAYS CUSTOM WILD\nHANDS PASS TO THE NEXT PLAYER\nRED     :": (
        "the human's Custom Wild passes every hand on"
    ),
    r"^COMPUTER \d PLAYS CUSTOM WILD\nHANDS PASS TO THE NEXT PLAYER\n(?!RED     :)": (
        "a computer's Custom Wild passes the human a new hand, shown at its next turn"
    ),
    r"^HUMAN PLAYS CUSTOM WILD\nCOMPUTER 1 TAKES A CARD\nCOMPUTER 2 TAKES A CARD\n": (
        "everyone else takes a card on a Custom Wild"
    ),
    r"^A DRAW TWO IS PENDING: .*\nHUMAN PLAYS\n(?:.*\n){5,20}?HUMAN PLAYS \w+ DRAW TWO$": (
        "the human passes a pending Draw Two on"
    ),
    r"^A DRAW FOUR IS PENDING: .*\n(?:.*\n){5,20}?SORT, PLAY OR TAKE \(S/P/T\)\? T\n"
    r"HUMAN TAKES \d+ CARDS\nYOU TOOK .*\n(?:   .*\n)?HUMAN IS SKIPPED$": (
        "the human takes a whole pending penalty, and loses its turn"
    ),
    r"^HUMAN PLAYS \w+ DRAW TWO\n(?:HUMAN: UNO!\n)?COMPUTER \d PLAYS \w+ DRAW TWO$": (
        "a computer passes the human's Draw Two on"
    ),
    r"T TAKES 4 CARDS\n(?:.*\n){5,20}?HUMAN PLAYS \w+ DRAW TWO\nCOMPUTER \d TAKES 6 CARDS$": (
        "a stack that grows (--stacking add)"
    ),
    r"^RULES: CLASSIC \+ TARGET \d+, SEVEN-ZERO$": "the 7-0 rule on the RULES line",
    r"^RULES: CLASSIC \+ TARGET \d+, JUMP-IN$": "the jump-in rule on the RULES line",
    r"^PLAY \w+ 7 \(Y/N\)\? Y\n1 COMPUTER 1 \(\d+ CARDS?\)\n(?:\d COMPUTER \d \(\d+ CARDS?\)\n)*"
    r"SWAP HANDS WITH \(1(?:-\d)?/N\)\? N\nHUMAN PLAYS \w+ 7\n(?!HUMAN SWAPS)": (
        "the human's 7 (7-0): the players numbered, and N keeps its hand"
    ),
    r"^PLAY \w+ 7 \(Y/N\)\? Y\n1 COMPUTER 1 \(\d+ CARDS?\)\n(?:\d COMPUTER \d \(\d+ CARDS?\)\n)*"
    r"SWAP HANDS WITH \(1(?:-\d)?/N\)\? (\d)\nHUMAN PLAYS \w+ 7\n"
    r"HUMAN SWAPS HANDS WITH COMPUTER \1\nRED     :": (
        "the human's 7 swaps hands with the player it numbered, and it sees its new hand"
    ),
    r"^HUMAN PLAYS \w+ 0\nHANDS PASS TO THE NEXT PLAYER\nRED     :": (
        "the human's 0 (7-0) passes every hand on, and it sees its new hand"
    ),
    r"^(COMPUTER \d) PLAYS \w+ 7\n\1 SWAPS HANDS WITH HUMAN\n(?!RED     :)": (
        "a computer's 7 swaps hands with the human, who sees its new hand at its next turn"
    ),
    r"^(COMPUTER \d) PLAYS \w+ 7\n\1 SWAPS HANDS WITH COMPUTER \d$": (
        "a computer's 7 swaps hands with another computer"
    ),
    r"^COMPUTER \d PLAYS \w+ 0\nHANDS PASS TO THE NEXT PLAYER\n(?!RED     :)": (
        "a computer's 0 passes the human a new hand, shown at its next turn"
    ),
    r"^SPECIAL :.*\nJUMP IN WITH (.+) \(Y/N\)\? Y\nHUMAN JUMPS IN\nHUMAN PLAYS \1$": (
        "the human jumps in: its hand, Y at JUMP IN, its JUMPS IN line, then its play"
    ),
    r"^SPECIAL :.*\nJUMP IN WITH .+ \(Y/N\)\? N\n(?!HUMAN JUMPS IN)": (
        "the human stays out: N at JUMP IN"
    ),
    r"^HUMAN PLAYS (.+)\n(?:(?!.* PLAYS ).*\n)*?(COMPUTER \d) JUMPS IN\n\2 PLAYS \1$": (
        "a computer jumps in on the human's card"
    ),
    r"^(HUMAN|COMPUTER \d) JUMPS IN\n\1 PLAYS \w+ SKIP\n(HUMAN|COMPUTER \d) IS SKIPPED$": (
        "a jump-in with a Skip: the player after the jumper is skipped"
    ),
    r"^(HUMAN|COMPUTER \d) JUMPS IN\n\1 PLAYS \w+ REVERSE\nDIRECTION REVERSED$": (
        "a jump-in with a Reverse"
    ),
    r"^(?:HUMAN|COMPUTER \d) PLAYS (\w+ SKIP)\n(HUMAN|COMPUTER \d) IS SKIPPED\n\2 JUMPS IN\n"
    r"\2 PLAYS \1$": "the player just skipped jumps in",
    r"^1 COMPUTER 1 \(\d+ CARDS?\)\nSWAP HANDS WITH \(1/N\)\? 1\nHUMAN PLAYS \w+ 7\n"
    r"HUMAN SWAPS HANDS WITH COMPUTER 1\nRED     :": "the human's 7 with one opponent: 1/N",
    r"^TOP CARD: (.+)   COLOR: \w+\nCOMPUTER 1: \d+ CARDS?\n(?:.*\n){5}"
    r"JUMP IN WITH \1 \(Y/N\)\? Y\nHUMAN JUMPS IN\nHUMAN PLAYS \1\nCOMPUTER 1 IS SKIPPED\n"
    r"TOP CARD: ": "the human skipped by its one opponent jumps in with a Skip, and moves again",
    r"^HUMAN PLAYS (\w+ DRAW TWO)\nCOMPUTER 1 TAKES 2 CARDS\nCOMPUTER 1 IS SKIPPED\n"
    r"COMPUTER 1 JUMPS IN\nCOMPUTER 1 PLAYS \1\nHUMAN TAKES 2 CARDS\nYOU TOOK .*\n"
    r"HUMAN IS SKIPPED\nCOMPUTER 1 (?:PLAYS|TAKES) ": (
        "the human's one opponent jumps in on its Draw Two, and moves again"
    ),
}
"""The lines the rule options add, each shown by some golden transcript."""


def test_the_transcripts_show_every_line_of_the_rule_options() -> None:
    screens = [golden.transcript.screen for golden in load_all()]
    missing = [
        what
        for pattern, what in RULE_OPTION_LINES.items()
        if not any(re.search(pattern, screen, re.MULTILINE) for screen in screens)
    ]
    assert not missing, "no transcript shows: " + "; ".join(missing)


SEVERAL_HUMANS_LINES: dict[str, str] = {
    r"^HUMAN 2: PRESS ANY KEY TO SEE YOUR CARDS\? \nTOP CARD: ": (
        "the privacy prompt, then the table at once: through a pipe no public line is shown again"
    ),
    r"^(HUMAN \d+): PRESS ANY KEY TO SEE YOUR CARDS\? \nYOU TOOK .*\n(?:   .*\n)*TOP CARD: ": (
        "cards taken away from the keyboard, named after the privacy prompt"
    ),
    r"^COMPUTER \d+ PLAYS \w+ DRAW TWO\n(HUMAN \d+) TAKES 2 CARDS\n\1 IS SKIPPED\n": (
        "a computer's Draw Two on a human away from the keyboard"
    ),
    r"^(HUMAN \d+) PLAYS (?:\w+ DRAW TWO|DRAW FOUR)\n(?:COLOR IS NOW \w+\n)?"
    r"(?!\1)(HUMAN \d+) TAKES \d CARDS\n\2 IS SKIPPED\n": "a human's Draw card on another human",
    r"^(HUMAN \d+) DID NOT SAY UNO!\n\1 TAKES 2 CARDS\nYOU TOOK ": (
        "a human's missed UNO, the cards named at once to it at the keyboard"
    ),
    r"^PRESS ANY KEY FOR THE NEXT HAND\? \nHAND \d+: .*\n(?:.*\n){2,5}?"
    r"HUMAN \d+: PRESS ANY KEY TO SEE YOUR CARDS\? $": (
        "a new hand's first human prompt after its privacy prompt"
    ),
    r"^HUMAN 3 PLAYS$": "a third human's turn",
    r"^DIRECTION: \w+, NEXT AFTER HUMAN \d+: HUMAN \d+$": "the direction line naming humans",
    r"^HUMAN 1: \d+ CARDS?   HUMAN 3: \d+ CARDS?   COMPUTER 1: ": (
        "the count lines naming the other humans before the computers"
    ),
    r"^  HUMAN 1 .*\n  HUMAN 2 .*\n  HUMAN 3 .*\n  COMPUTER 1 ": "the summary's humans first",
    r"^(HUMAN \d+) CHALLENGES (HUMAN \d+)\n\2 HELD: ": (
        "a human challenges another human's Draw Four and sees its hand"
    ),
    r"^\d HUMAN \d+ \(\d+ CARDS?\)\n(?:\d .*\n)*SWAP HANDS WITH .*\n(HUMAN \d+) PLAYS SWAP HANDS\n"
    r"NEW COLOR .*\n\1 SWAPS HANDS WITH HUMAN \d+\nRED     :": (
        "a human swaps hands with another human and sees its new hand at once"
    ),
    r"^(HUMAN \d+) CHALLENGES (HUMAN \d+)\n\2 HELD: .*\n(?:   .*\n)*\2 WAS BLUFFING\n"
    r"\2 TAKES 4 CARDS\nTOP CARD: ": "a human's bluff found out by another: no YOU TOOK to it then",
    r"^HUMAN \d+ PLAYS CUSTOM WILD\nHANDS PASS TO THE NEXT PLAYER\nRED     :": (
        "a human's Custom Wild passes the hands on: its new rows at once"
    ),
    r"^(HUMAN \d+) TAKES \d CARDS\n(?:(?!\1: PRESS ).*\n)*HANDS PASS TO THE NEXT PLAYER\n"
    r"(?:(?!\1: PRESS ).*\n)*\1: PRESS ANY KEY TO SEE YOUR CARDS\? \nTOP CARD: ": (
        "cards taken away from the keyboard, passed on with the hand: never named to the taker"
    ),
    r"^COMPUTER \d+ PLAYS \w+ 0\nHANDS PASS TO THE NEXT PLAYER\n"
    r"HUMAN \d+: PRESS ANY KEY TO SEE YOUR CARDS\? \nTOP CARD: ": (
        "a computer's 0 (7-0): no human's new hand shown until its privacy prompt"
    ),
    r"^(HUMAN \d+) PLAYS \w+ 0\nHANDS PASS TO THE NEXT PLAYER\n(?:[A-Z ]+:.*\n){5}"
    r"(?!\1)HUMAN \d+: PRESS ANY KEY TO SEE YOUR CARDS\? \nTOP CARD: ": (
        "a human's 0: its own new hand at once, the next human's after its privacy prompt"
    ),
    r"^(HUMAN \d+): PRESS ANY KEY TO SEE YOUR CARDS\? \n(?:YOU TOOK .*\n(?:   .*\n)*)?"
    r"TOP CARD: (?:(?!.*PRESS ANY KEY).*\n)*?SPECIAL :.*\nJUMP IN WITH (.+) \(Y/N\)\? Y\n"
    r"\1 JUMPS IN\n\1 PLAYS \2$": (
        "JUMP IN asked of a human after its own privacy prompt, and its jump-in"
    ),
    r"^(COMPUTER \d+) JUMPS IN\n\1 PLAYS ": "a computer jumps in with several humans",
}
"""The lines several humans at one keyboard add, each shown by some golden transcript."""


def test_the_transcripts_show_every_line_of_several_humans() -> None:
    screens = [golden.transcript.screen for golden in load_all() if golden.humans > 1]
    missing = [
        what
        for pattern, what in SEVERAL_HUMANS_LINES.items()
        if not any(re.search(pattern, screen, re.MULTILINE) for screen in screens)
    ]
    assert not missing, "no transcript shows: " + "; ".join(missing)
