"""What the rule tests of several files share: the tables they deal, the events as text, the
parametrizations they repeat, and the screen of a session whose first deal is stacked.
"""

from __future__ import annotations

import io
import json
import shlex
from collections import Counter
from collections.abc import Iterable, Mapping, Sequence
from pathlib import Path

import pytest
from click.testing import CliRunner, Result

from uno_classic import console as console_module
from uno_classic import events as ev
from uno_classic.cards import Card, Color, cards
from uno_classic.cli import main
from uno_classic.console import Console, run_session
from uno_classic.game import Game
from uno_classic.keys import ScriptedKeys
from uno_classic.questions import DEAL, Answer, IllegalAnswer
from uno_classic.settings import Settings
from uno_classic.strategies import NormalStrategy, RandomStrategy
from uno_classic.variants import Deck, DrawFour, Rules, Stacking, preset_rules
from uno_classic.view import CLOCKWISE, COUNTERCLOCKWISE, Snapshot

from .. import eventlog
from ..tables import names

# ------------------------------------------------------------------ the engine: tables and events


# Harmless fillers: no red, no 5, no wild; seat 0's has no yellow either.
FILL = ["GREEN 2, GREEN 3, GREEN 4", "YELLOW 2, YELLOW 3, YELLOW 4", "GREEN 6, GREEN 7, GREEN 8"]


SWAP_HANDS = Card.parse("SWAP HANDS")
CUSTOM_WILD = Card.parse("CUSTOM WILD")
DRAW_FOUR = Card.parse("DRAW FOUR")
CLASSIC_COLORS = [Color.RED, Color.YELLOW, Color.GREEN, Color.BLUE]

DECK_SIZES = {Deck.CLASSIC: 108, Deck.PARTY: 112, Deck.EIGHT_COLOR: 216}
"""How many cards each deck has (``--deck`` in docs/playing.md), for the conservation check."""

BOTH_WAYS = pytest.mark.parametrize(
    "direction", [CLOCKWISE, COUNTERCLOCKWISE], ids=["clockwise", "counterclockwise"]
)
STACKING = pytest.mark.parametrize("stacking", [Stacking.PASS, Stacking.ADD], ids=str)


def describe(event: ev.Event) -> str:
    """As :func:`tests.eventlog.describe`, with the events of the party deck's wilds and of
    the jump-in."""
    match event:
        case ev.Swapped(seat, other, _):
            return f"{seat} swaps with {other}"
        case ev.HandsPassed(clockwise, _):
            return "hands pass " + ("clockwise" if clockwise else "counterclockwise")
        case ev.JumpedIn(seat):
            return f"{seat} jumps in"
    return eventlog.describe(event)


def log(events: Iterable[ev.Event]) -> list[str]:
    """Every event as text, in order."""
    return [describe(event) for event in events]


def hands_of(game: Game) -> list[list[str]]:
    """Every seat's cards by name, in the order received."""
    return [names(hand) for hand in game.hands]


def split(texts: Sequence[str]) -> list[list[str]]:
    """Hands written as in :func:`arranged_game`, as lists of names."""
    return [names(cards(text)) for text in texts]


def assert_whole_deck(game: Game) -> None:
    """Every card of the deck is in a hand, the stock or the discard pile, exactly once."""
    everything = game.all_cards()
    assert len(everything) == DECK_SIZES[game.rules.deck]
    assert Counter(everything) == Counter(game.rules.cards)


def refused(game: Game, answer: Answer) -> IllegalAnswer:
    """Applying ``answer`` is refused and changes nothing."""
    before = (hands_of(game), game.question, game.turn, game.pending, game.current_color)
    with pytest.raises(IllegalAnswer) as caught:
        game.apply(answer)
    assert (hands_of(game), game.question, game.turn, game.pending, game.current_color) == before
    return caught.value


PASSED_ON = pytest.mark.parametrize(
    ("direction", "expected"),
    [
        # Clockwise every hand goes to the seat after it: 0's to 1, 1's to 2, 2's to 3, 3's to 0.
        (
            CLOCKWISE,
            [
                ["BLUE 7", "BLUE 8", "BLUE 9", "GREEN 9"],
                ["RED 1", "RED 2"],
                ["YELLOW 3", "YELLOW 4"],
                ["GREEN 6", "GREEN 7", "GREEN 8"],
            ],
        ),
        # Counterclockwise to the seat before it: 0's to 3, 3's to 2, 2's to 1, 1's to 0.
        (
            COUNTERCLOCKWISE,
            [
                ["YELLOW 3", "YELLOW 4"],
                ["GREEN 6", "GREEN 7", "GREEN 8"],
                ["BLUE 7", "BLUE 8", "BLUE 9", "GREEN 9"],
                ["RED 1", "RED 2"],
            ],
        ),
    ],
    ids=["clockwise", "counterclockwise"],
)
"""Where every hand of a table of four goes when the first seat's card passes them all on
(its card played first), both ways: :data:`ZERO_TABLE` below, and test_party_cards.py's
``ROTATE_TABLE``."""


normal = NormalStrategy()
rnd = RandomStrategy()

RED_7 = Card.parse("RED 7")
RED_0 = Card.parse("RED 0")
RED_5 = Card.parse("RED 5")

SEVEN_ZERO = {"seven_zero": True}
JUMP_IN = {"jump_in": True}
BOTH = {"seven_zero": True, "jump_in": True}

UNO_SAID = pytest.mark.parametrize(
    ("penalty", "said"),
    [(0.0, ["uno"]), (0.999, ["missed uno", "takes 2"])],
    ids=["said", "missed"],
)
"""The UNO check of a player left with one card: with no penalty it says UNO; at 0.999 it
is all but surely caught and takes 2 (``said`` lacks the seat, which the test adds)."""


def by(seat: int, said: list[str]) -> list[str]:
    """The UNO check's events of ``seat``."""
    return [f"{seat} {text}" for text in said]


ZERO_TABLE = [
    "RED 0, RED 1, RED 2",
    "YELLOW 3, YELLOW 4",
    "GREEN 6, GREEN 7, GREEN 8",
    "BLUE 7, BLUE 8, BLUE 9, GREEN 9",
]


# Seat 0 plays a RED 7 and keeps its hand; seat 2 holds the other RED 7.
SEVEN_JUMP_TABLE = [
    "RED 7, GREEN 1, GREEN 2",
    "YELLOW 3, YELLOW 4",
    "RED 7, BLUE 1, BLUE 2, BLUE 3",
    "GREEN 6",
]


def view(hand: str, top: str, others: tuple[int, ...], *, seven_zero: bool = True) -> Snapshot:
    """A seat's view of the table: clockwise, the top card's color in force."""
    top_card = Card.parse(top)
    return Snapshot(
        hand=cards(hand),
        top_card=top_card,
        current_color=top_card.color,
        others=others,
        discard_pile=[top_card],
        direction=CLOCKWISE,
        seven_zero=seven_zero,
    )


# ------------------------------------------------------------------ the screen: sessions and lines


def run(args: str, keys: str = "") -> Result:
    return CliRunner().invoke(main, shlex.split(args), input=keys.encode())


def seated(game: Game, keys: str) -> tuple[Console, io.StringIO]:
    out = io.StringIO()
    options = Settings(1, Rules(players=game.players, draw_four=DrawFour.BLUFF))
    console = Console(options, ScriptedKeys(keys), out)
    console.game = game
    console.shown[0] = list(game.hands[0])
    return console, out


WIDTH = 80


def fits(lines: Sequence[str]) -> list[str]:
    """The lines, after checking that every one fits the 80-column screen."""
    too_long = [line for line in lines if len(line) > WIDTH]
    assert not too_long
    return list(lines)


def options(preset: str = "classic", *, players: int = 4, **changes: str) -> Settings:
    """A session's options: the preset with ``changes`` (``stacking="add"``), as the command
    line builds them."""
    rules = preset_rules(preset, players, changes)
    return Settings(1, rules, preset)


def stacked_stock(
    deck: Sequence[Card],
    players: int,
    *,
    starter: int,
    hands: Mapping[int, str],
    first: str,
    then: str,
) -> list[Card]:
    """The whole ``deck`` as a stock (top card last) that deals ``hands`` (seven cards a seat;
    a seat not named gets number cards from the end of the deck), turns ``first``, and has
    ``then`` (top first) on top of the stock after it."""
    pool = list(deck)
    named = [card for names in hands.values() for card in cards(names)]
    for card in [*named, Card.parse(first), *cards(then)]:
        pool.remove(card)
    dealt = []
    for seat in range(players):
        held = cards(hands.get(seat, ""))
        numbers = [c for c in reversed(pool) if c.rank.is_number and c.rank.value >= 2]
        for card in numbers[: 7 - len(held)]:
            pool.remove(card)
            held.append(card)
        assert len(held) == 7
        dealt.append(held)
    top_first = [dealt[(starter + i) % players][r] for r in range(7) for i in range(players)]
    return [*top_first, Card.parse(first), *cards(then), *pool][::-1]


def session(
    monkeypatch: pytest.MonkeyPatch,
    played: Settings,
    keys: str,
    *,
    starter: int,
    hands: Mapping[int, str],
    first: str,
    then: str = "",
) -> list[str]:
    """The screen of a session whose first hand is dealt from :func:`stacked_stock`, played
    with ``keys`` until they run out; every line checked to fit 80 columns."""

    class FirstDealStacked(Game):
        def apply(self, answer: Answer) -> Sequence[ev.Event]:
            if answer is DEAL and self.hand_number == 0:
                stock = stacked_stock(
                    self.deck, self.players, starter=starter, hands=hands, first=first, then=then
                )
                return self.deal_hand(starter=starter, stock=stock)
            return super().apply(answer)

    monkeypatch.setattr(console_module, "Game", FirstDealStacked)
    out = io.StringIO()
    end = run_session(played, ScriptedKeys(keys), out)
    assert end.crash is None
    return fits(out.getvalue().splitlines())


def last_rows(lines: list[str], rows: int = 5) -> list[str]:
    """The hand rows of the last turn block on the screen."""
    start = len(lines) - lines[::-1].index("HUMAN PLAYS")  # just after the last one
    return lines[start : start + rows]


FLAGS = {
    "--seven-zero": "SEVEN-ZERO",
    "--jump-in": "JUMP-IN",
    "--seven-zero --jump-in": "SEVEN-ZERO, JUMP-IN",
    "--jump-in --seven-zero": "SEVEN-ZERO, JUMP-IN",  # named in the order of the option table
}
"""The flags as given, and as the RULES line names them after the preset."""
SEVEN_ZERO_HELP = "7-0: A 7 SWAPS HANDS WITH A PLAYER YOU CHOOSE; A 0 PASSES ALL HANDS ON."
JUMP_IN_HELP = [
    "JUMP-IN: WHEN A COLORED CARD IS PLAYED, A PLAYER HOLDING AN IDENTICAL CARD MAY",
    "PLAY IT AT ONCE (NOT ITS PLAYER, NOR THE ONE WHOSE TURN IS NEXT); PLAY GOES ON",
    "FROM THE JUMPER.",
]
"""The lines ``?`` at SORT, PLAY OR TAKE adds for each house rule in force."""


def prose(text: str) -> str:
    """The text with its line breaks and indents made single spaces."""
    return " ".join(text.split())


def after(lines: Sequence[str], line: str, nth: int = 1) -> list[str]:
    """The lines from the ``nth`` occurrence of ``line`` on."""
    at = [i for i, seen in enumerate(lines) if seen == line][nth - 1]
    return list(lines[at:])


def following(lines: Sequence[str], line: str, expected: Sequence[str], nth: int = 1) -> list[str]:
    """As many lines as ``expected`` holds, right after the ``nth`` ``line``."""
    return after(lines, line, nth)[1 : 1 + len(expected)]


def rows(red: str = "", yellow: str = "", green: str = "", blue: str = "", special: str = ""):
    """The five hand rows of a hand, each row's symbols as given."""
    words = ("RED", "YELLOW", "GREEN", "BLUE", "SPECIAL")
    symbols = (red, yellow, green, blue, special)
    return [
        f"{word:<8}:" + "".join(f" {s}" for s in row.split())
        for word, row in zip(words, symbols, strict=True)
    ]


def rows_shown(lines: Sequence[str]) -> list[list[str]]:
    """Every set of five hand rows on the screen, in order."""
    return [
        list(lines[i : i + 5])
        for i in range(len(lines) - 4)
        if lines[i].startswith("RED     :") and lines[i + 4].startswith("SPECIAL :")
    ]


def stacked(
    monkeypatch: pytest.MonkeyPatch,
    keys: str,
    *,
    humans: int = 1,
    players: int = 4,
    starter: int,
    hands: Mapping[int, str],
    first: str,
    then: str = "",
    **changes: str,
) -> list[str]:
    """The screen of a classic session with ``changes`` (``jump_in="on"``), ``humans`` of
    its ``players`` at the keyboard, whose first hand is dealt ``hands`` (seven cards a
    seat) with ``first`` turned and ``then`` on the stock; played with ``keys`` until they
    run out."""
    rules = preset_rules("classic", players, changes)
    options = Settings(1, rules, "classic", humans)
    lines = session(
        monkeypatch, options, keys, starter=starter, hands=hands, first=first, then=then
    )
    assert lines[-1] == "END OF INPUT: THE GAME STOPS HERE"
    return lines


KEYS_13 = "PY7Y3YTYPR7YNPBRYPB9YTYPY8YTTPRSYPR8YPR4YKPR9YPY9YPBSYPB5YPG"
"""Game 13 with both house rules, as the scripted player plays it: the human plays YELLOW 7
and swaps hands with COMPUTER 3 (PY7Y3), is asked JUMP IN WITH GREEN REVERSE and jumps in
(Y), takes and plays GREEN 5 (TY), plays RED 7 keeping its hand (PR7YN), and so on."""
GAME_13 = "--seed 13 --seven-zero --jump-in"


def saved_keys(state: Path) -> str:
    """The keys the only save holds."""
    [save] = state.glob("save-*.json")
    return str(json.loads(save.read_text())["keys"])
