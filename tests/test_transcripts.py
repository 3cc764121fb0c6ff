"""The golden transcripts in ``transcripts/``: each replays exactly, and together they show
every part of the game a player can meet (SPEC §1, §3, §4, §6).

What a transcript shows is read from its screen text alone, the way a player reads it:
the fixed lines of SPEC §3 (moves, ``FIRST CARD:``, prompts with their echoed keys, the
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
    "sort": "S at SORT, PLAY OR TAKE: the rows in order",
    "help": "? at SORT, PLAY OR TAKE: the help lines",
    "prompt help": "? at another prompt: lines explaining it, then the prompt again",
    "back key": "X at COLOR or CARD: back to SORT, PLAY OR TAKE",
    "take holding a playable card": "T while holding a card that could be played",
}
"""Everything the transcripts must show between them: the name and what it means."""

# --------------------------------------------------------------------------- reading a screen

NAME = r"(?:HUMAN|COMPUTER \d)"
COLOR_WORD = r"(?:RED|YELLOW|GREEN|BLUE|ORANGE|PURPLE|PINK|SKY)"
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
HAND_START = re.compile(rf"^HAND \d+: ({NAME}) STARTS$")
WINS_HAND = re.compile(rf"^({NAME}) WINS THE HAND$")
FIRST = re.compile(r"^FIRST CARD: (.+)$")
TOP = re.compile(rf"^TOP CARD: (.+)   COLOR: ({COLOR_WORD}|NONE)$")
COUNTS = re.compile(r"(COMPUTER \d): (\d+) CARDS?")
HAND_ROW = re.compile(r"^(RED|YELLOW|GREEN|BLUE|ORANGE|PURPLE|PINK|SKY|SPECIAL) *:((?: \S)*)$")
YOU_TOOK = re.compile(r"^YOU TOOK (.+)$")
DEALER_STARTS = re.compile(rf"^({NAME}) DEALT AND STARTS: ")
HELD = re.compile(rf"^({NAME}) HELD (\d+) CARDS?, ")
UNO_LINE = re.compile(rf"^(?:UNO:|     )((?: {NAME},?)+)$")
SWAPS = re.compile(rf"^({NAME}) SWAPS HANDS WITH ({NAME})$")
HANDS_PASS = "HANDS PASS TO THE NEXT PLAYER"
SWAP_CHOICE = re.compile(rf"^\d ({NAME}) \((\d+) CARDS?\)$")

MENU = "SORT, PLAY OR TAKE (S/P/T)? "
FIXED_PROMPTS = {
    MENU: "SPT?Q",
    "COLOR (R/Y/G/B/S)? ": "RYGBS?X",
    "COLOR (R/Y/G/B/O/P/I/K/S)? ": "RYGBOPIKS?X",
    "CARD (0-9/S/D/R)? ": "0123456789SDR?X",
    "COLOR CHANGE OR DRAW FOUR (C/F)? ": "CF?X",
    "SPECIAL CARD (C/F/H/U)? ": "CFHU?X",
    "NEW COLOR (R/Y/G/B)? ": "RYGB?",
    "NEW COLOR (R/Y/G/B/O/P/I/K)? ": "RYGBOPIK?",
    "PLAY AGAIN (Y/N)? ": "YN?",
    "PRESS ANY KEY FOR THE NEXT HAND? ": "",
}
CONFIRM = re.compile(r"^(PLAY (?!AGAIN)(.+) \(Y/N\)\? )(.?)$")
TAKEN = re.compile(r"^(YOU TOOK (.+)\. PLAY IT \(Y/N\)\? )(.?)$")
SWAP_PROMPT = re.compile(r"^(SWAP HANDS WITH \(1(?:-(\d))?/N\)\? )(.?)$")


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
    for pattern in (CONFIRM, TAKEN):
        match = pattern.match(line)
        if match:
            return Prompt(match[1], "YN?", match[3])
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
    """Who moves first after line ``start``: a play, a turn's take, or the human's turn
    block. None when the hand ends first."""
    for line in lines[start:]:
        if line.startswith("TOP CARD: "):
            return "HUMAN"
        if match := PLAY.match(line):
            return match[1]
        if (match := TAKE.match(line)) and match[2] == "A CARD":
            return match[1]
        if WINS_HAND.match(line):
            return None
    return None


def move_lines(lines: list[str], start: int) -> Iterator[str]:
    """The lines of the move played on line ``start``: up to the next move or prompt."""
    for line in lines[start + 1 :]:
        if PLAY.match(line) or line.startswith("TOP CARD: ") or prompt_of(line):
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


def shown(screen: str, opponents: int) -> set[str]:
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
            found |= play_shows(match[1], match[2], lines, i, opponents)
        elif line.startswith("THE DISCARD PILE IS SHUFFLED"):
            found.add("reshuffle")
        elif match := MISSED.match(line):
            found.add("HUMAN missed UNO" if match[1] == "HUMAN" else "computer missed UNO")
        elif match := TOP.match(line):
            seen.top = Card.parse(match[1])
            seen.color = None if match[2] == "NONE" else Color(match[2])
        elif match := HAND_ROW.match(line):
            seen.rows[match[1]] = match[2].split()
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


def play_shows(player: str, card: str, lines: list[str], i: int, opponents: int) -> set[str]:
    """What ``<player> PLAYS <card>`` on line ``i`` shows, with the rest of its move."""
    found = {
        f"played {rank}"
        for rank in ("SKIP", "DRAW TWO", "REVERSE", "COLOR CHANGE", "DRAW FOUR")
        if card == rank or card.endswith(" " + rank)
    }
    effects = list(move_lines(lines, i))
    skipped = any(SKIPPED.match(effect) for effect in effects)
    again = opponents == 1 and skipped and next_actor(lines, i + 1) == player
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


def prompt_shows(prompt: Prompt, nxt: str, seen: Seen) -> set[str]:
    """What one prompt line with its echoed key, and the line after it, show."""
    found: set[str] = set()
    key = prompt.key
    if prompt.answers and (not key or key not in prompt.answers):
        found.add("refused key")
    elif key == "?" and prompt.text != MENU:
        if nxt and not prompt_of(nxt) and not nxt.startswith("PLEASE ANSWER"):
            found.add("prompt help")
    elif key == "X":  # at COLOR, CARD or C/F
        seen.chosen.clear()
        after = prompt_of(nxt)
        if after is not None and after.text == MENU:
            found.add("back key")
    elif prompt.text == MENU:
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
    elif TAKEN.match(prompt.text + key):
        found.add("taken card played" if key == "Y" else "taken card kept")
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
    def target(self) -> int:
        return int(self.options["--target"])


def load(path: Path) -> Golden:
    transcript = Transcript.load(path)
    args = list(transcript.args)
    options = dict(zip(args[::2], args[1::2], strict=True))
    return Golden(path, transcript, options)


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
        found |= shown(golden.transcript.screen, golden.opponents)
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


def card_counts(lines: list[str], opponents: int) -> Iterator[tuple[int, str, Counter[str]]]:
    """Every line (numbered from 1) with every player's card count after it, counted from
    the deal, the play, the take and the swap and pass lines alone (hands pass in the
    direction of play, which every hand starts clockwise and DIRECTION REVERSED turns)."""
    players = ["HUMAN"] + [f"COMPUTER {k}" for k in range(1, opponents + 1)]
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
    """SPEC §3: 'a reader can follow every hand's size from the text'. Counted from the
    deal, the play and take lines; checked against every turn block and the human's rows
    (which also follow the cards named in YOU TOOK lines)."""
    golden = load(path)
    name = golden.path.name
    human: list[Card] | None = None  # in display order, known once the rows are shown
    rows: dict[str, list[str]] = {}
    sorting = False
    held_lines = 0
    lines = golden.transcript.screen.split("\n")
    for number, line, counts in card_counts(lines, golden.opponents):
        where = f"{name}:{number}: {line}"
        if line == "SHUFFLING AND DEALING":
            human = None
        elif (match := PLAY.match(line)) and match[2]:
            if match[1] == "HUMAN" and human is not None:
                human.remove(Card.parse(match[2]))
        elif (match := YOU_TOOK.match(line)) and human is not None:
            if taken := TAKEN.match(line):
                human.append(Card.parse(taken[2]))
            else:
                human += [Card.parse(part) for part in match[1].rstrip(",").split(", ")]
        elif line.startswith("   ") and human is not None and lines[number - 2].startswith("YOU"):
            human += [Card.parse(part) for part in line.strip().rstrip(",").split(", ")]
        elif line.startswith("COMPUTER ") and COUNTS.match(line):
            for player, count in COUNTS.findall(line):
                assert counts[player] == int(count), where
        elif match := HAND_ROW.match(line):
            rows[match[1]] = match[2].split()
            if match[1] == "SPECIAL":
                cards = row_cards(rows)
                assert len(cards) == counts["HUMAN"], where
                if human is not None and sorting:
                    assert sorted(c.index for c in cards) == sorted(c.index for c in human), where
                elif human is not None:  # cards stay in the order received
                    assert cards == sorted(human, key=lambda c: c.suit), where
                human = cards
                sorting = False
        elif line == "SORT, PLAY OR TAKE (S/P/T)? S":
            sorting = True
        elif match := HELD.match(line):
            assert counts[match[1]] == int(match[2]), where
            held_lines += 1
        elif line == HANDS_PASS or ((match := SWAPS.match(line)) and "HUMAN" in match.groups()):
            human = None  # a new hand: the rows that follow show it
        elif match := SWAP_CHOICE.match(line):
            assert counts[match[1]] == int(match[2]), where
    # Every transcript ends at least one hand; if the HELD wording changed, say so here
    # rather than let the end-of-hand check go quiet.
    assert held_lines >= golden.opponents, f"{name}: no end-of-hand HELD lines were recognised"


@each_file
def test_every_turn_block_names_the_players_on_one_card(path: Path) -> None:
    """The turn block's UNO line names every player holding one card (the human too), and
    only those, as counted from the move lines; no UNO line when nobody does."""
    golden = load(path)
    on_one_card: list[str] | None = None  # named by the current turn block's UNO line
    named = 0
    for number, line, counts in card_counts(golden.transcript.screen.split("\n"), golden.opponents):
        if line.startswith("TOP CARD: "):
            on_one_card = []
        elif on_one_card is not None and (match := UNO_LINE.match(line)):
            on_one_card += re.findall(NAME, match[1])
        elif line == "HUMAN PLAYS" and on_one_card is not None:
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
    lines = golden.transcript.screen.split("\n")
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
        assert len(directions) == (1 if golden.opponents >= 2 else 0), block


SCORED = re.compile(rf"^({NAME}) SCORES (\d+) POINTS$")
SUMMARY = re.compile(r"^FINAL SCORES AFTER (\d+) HANDS?(?: \((\d+) ABANDONED\))?$")
SUMMARY_ROW = re.compile(rf"^  ({NAME}) +(\d+) +(\d+)$")


@each_file
def test_the_game_summary_agrees_with_the_hands_on_screen(path: Path) -> None:
    """Each game ends with one summary: the hands played, and each player's hands won and
    points, as counted from the HAND, WINS THE HAND and SCORES lines of that game."""
    golden = load(path)
    games = golden.transcript.screen.split("GAME NUMBER ")[1:]
    for game in games:
        lines = game.split("\n")
        players = ["HUMAN"] + [f"COMPUTER {k}" for k in range(1, golden.opponents + 1)]
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
        assert lines[end + 3 + len(players)].startswith("PLAY AGAIN (Y/N)? ")


def test_the_recorded_command_lines_name_every_rule_option() -> None:
    always = {"--seed", "--opponents", "--target", "--uno-penalty", "--strategy"}
    rule_options = {"--rules", "--draw-four", "--draw-four-test", "--take", "--first-card"}
    rule_options |= {"--first-wild", "--starter", "--uno-cards", "--deck", "--stacking"}
    rule_options |= {"--custom-rule"}
    for golden in load_all():
        assert always <= set(golden.options) <= always | rule_options, golden.path.name
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
    r"^1 COMPUTER 1 \(\d+ CARDS?\)\n(?:\d COMPUTER \d \(\d+ CARDS?\)\n)*"
    r"SWAP HANDS WITH \(1(-\d)?/N\)\? \d\n"
    r"HUMAN PLAYS SWAP HANDS\nNEW COLOR .*\nHUMAN SWAPS HANDS WITH COMPUTER \d\nRED     :": (
        "the human swaps hands and sees its new hand"
    ),
    r"^COMPUTER \d SWAPS HANDS WITH HUMAN\nRED     :": "a computer swaps hands with the human",
    r"^HUMAN PLAYS CUSTOM WILD\nHANDS PASS TO THE NEXT PLAYER\nRED     :": (
        "the human's Custom Wild passes every hand on"
    ),
    r"^COMPUTER \d PLAYS CUSTOM WILD\nHANDS PASS TO THE NEXT PLAYER\nRED     :": (
        "a computer's Custom Wild passes the human a new hand"
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
