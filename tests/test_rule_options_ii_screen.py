"""Rule options II as a player meets them: the eight-color rows and keys, the party deck's
Swap Hands and Custom Wild at the keyboard, a pending penalty under stacking, and the new
options on the command line, in the RULES line, saves, recordings and simulate.

The games are real sessions (``run_session`` with scripted keys, or the command itself);
where a test needs a particular situation, the first deal is stacked (``Game.deal_hand``)
and everything after it is played out by the engine and the computer players.
"""

from __future__ import annotations

import io
import json
import re
import shlex
from collections.abc import Mapping, Sequence

import pytest
from click.testing import CliRunner, Result

from uno_classic import console as console_module
from uno_classic import events as ev
from uno_classic.cards import Card, cards
from uno_classic.cli import main
from uno_classic.console import run_session
from uno_classic.game import DEAL, Answer, Game
from uno_classic.keys import ScriptedKeys
from uno_classic.settings import Settings
from uno_classic.variants import preset_rules

WIDTH = 80


def run(args: str, keys: str = "") -> Result:
    return CliRunner().invoke(main, shlex.split(args), input=keys.encode())


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


def after(lines: list[str], line: str) -> list[str]:
    """The lines from the first ``line`` on."""
    return lines[lines.index(line) :]


def last_rows(lines: list[str], rows: int = 5) -> list[str]:
    """The hand rows of the last turn block on the screen."""
    start = len(lines) - lines[::-1].index("HUMAN PLAYS")  # just after the last one
    return lines[start : start + rows]


# ------------------------------------------------------------------ eight colors

EIGHT = {
    0: "SKY DRAW TWO, ORANGE 9, PINK 2, COLOR CHANGE, PURPLE SKIP, ORANGE 5, SKY 3",
    1: "PINK 7, SKY 1, SKY 2, PURPLE 1, PURPLE 2, GREEN 1, GREEN 2",
    2: "SKY 4, SKY 6, PURPLE 3, PURPLE 4, GREEN 3, GREEN 4, YELLOW 2",
}
"""Three players, the human first on RED 5 (eight-color deck)."""


def eight_colors(monkeypatch: pytest.MonkeyPatch, keys: str) -> list[str]:
    played = options("eight-color", players=3)
    return session(monkeypatch, played, keys, starter=0, hands=EIGHT, first="RED 5")


def test_eight_colors_show_nine_rows_in_order_as_dealt_and_after_a_sort(monkeypatch):
    lines = eight_colors(monkeypatch, "S")
    block = after(lines, "HUMAN PLAYS")
    assert block[1:11] == [
        "RED     :",
        "YELLOW  :",
        "GREEN   :",
        "BLUE    :",
        "ORANGE  : 9 5",
        "PURPLE  : S",
        "PINK    : 2",
        "SKY     : D 3",
        "SPECIAL : C",
        "SORT, PLAY OR TAKE (S/P/T)? S",
    ]
    assert block[11:20] == [
        "RED     :",
        "YELLOW  :",
        "GREEN   :",
        "BLUE    :",
        "ORANGE  : 5 9",
        "PURPLE  : S",
        "PINK    : 2",
        "SKY     : 3 D",
        "SPECIAL : C",
    ]
    assert block[20] == "SORT, PLAY OR TAKE (S/P/T)? "


def test_with_eight_colors_o_at_the_row_prompt_plays_an_orange_card(monkeypatch):
    lines = eight_colors(monkeypatch, "PO5Y")
    assert after(lines, "SORT, PLAY OR TAKE (S/P/T)? P")[:5] == [
        "SORT, PLAY OR TAKE (S/P/T)? P",
        "COLOR (R/Y/G/B/O/P/I/K/S)? O",
        "CARD (0-9/S/D/R)? 5",
        "PLAY ORANGE 5 (Y/N)? Y",
        "HUMAN PLAYS ORANGE 5",
    ]
    # COMPUTER 1 holds no orange card and no 5: it takes one, as the orange 5 demands.
    assert lines[lines.index("HUMAN PLAYS ORANGE 5") + 1] == "COMPUTER 1 TAKES A CARD"


def test_with_eight_colors_i_names_pink_and_the_next_player_must_follow_it(monkeypatch):
    lines = eight_colors(monkeypatch, "PSCY?I")
    shown = after(lines, "COLOR (R/Y/G/B/O/P/I/K/S)? S")
    assert shown[:4] == [
        "COLOR (R/Y/G/B/O/P/I/K/S)? S",
        "COLOR CHANGE OR DRAW FOUR (C/F)? C",
        "PLAY COLOR CHANGE (Y/N)? Y",
        "NEW COLOR (R/Y/G/B/O/P/I/K)? ?",
    ]
    explained = " ".join(shown[4 : shown.index("NEW COLOR (R/Y/G/B/O/P/I/K)? I")])
    for key in ("R RED", "O ORANGE", "P PURPLE", "I PINK", "K SKY"):
        assert key in explained
    assert after(lines, "NEW COLOR (R/Y/G/B/O/P/I/K)? I")[:4] == [
        "NEW COLOR (R/Y/G/B/O/P/I/K)? I",
        "HUMAN PLAYS COLOR CHANGE",
        "COLOR IS NOW PINK",
        "COMPUTER 1 PLAYS PINK 7",  # its only pink card, and nothing else fits
    ]


@pytest.mark.parametrize("key", ["O", "P", "I", "K"])
def test_a_classic_game_refuses_the_new_color_keys_at_the_row_prompt(key):
    lines = fits(run("--seed 3 --opponents 2", f"P{key}").stdout.splitlines())
    assert after(lines, f"COLOR (R/Y/G/B/S)? {key}")[:3] == [
        f"COLOR (R/Y/G/B/S)? {key}",
        "PLEASE ANSWER R, Y, G, B OR S; X GOES BACK, Q QUITS (? FOR HELP)",
        "COLOR (R/Y/G/B/S)? ",
    ]


def test_a_classic_game_offers_only_the_four_colors_as_a_new_color(monkeypatch):
    played = options(players=2)
    hands = {0: "COLOR CHANGE, RED 1, RED 2, RED 3, RED 4, GREEN 1, GREEN 2"}
    lines = session(monkeypatch, played, "PSCYO", starter=0, hands=hands, first="BLUE 5")
    assert after(lines, "NEW COLOR (R/Y/G/B)? O")[:3] == [
        "NEW COLOR (R/Y/G/B)? O",
        "PLEASE ANSWER R, Y, G OR B; Q QUITS (? FOR HELP)",
        "NEW COLOR (R/Y/G/B)? ",
    ]


# ------------------------------------------------------------------ swap hands

PARTY_TABLE = {
    0: "SWAP HANDS, RED 7, BLUE 1, GREEN 2, YELLOW 3, GREEN 9, YELLOW 8",
    1: "RED 6, BLUE 2, BLUE 3, BLUE 4, GREEN 3, GREEN 4, YELLOW 4",
    2: "BLUE 7, BLUE 8, BLUE 9, GREEN 1, GREEN 7, GREEN 8, YELLOW 9",
    3: "RED 8, YELLOW 1, YELLOW 2, GREEN 5, BLUE 5, BLUE 6, YELLOW 6",
}
"""Four players; COMPUTER 1 starts on RED 5 and plays RED 6, COMPUTER 2 has nothing to play
and takes BLUE 1, COMPUTER 3 plays RED 8; then the human moves, holding 6, 8 and 6 cards
against its own 7 (the only card each computer can play is the one named)."""

HUMAN_HAND_ROWS = [
    "RED     : 7",
    "YELLOW  : 3 8",
    "GREEN   : 2 9",
    "BLUE    : 1",
    "SPECIAL : H",
]


def party_table(
    monkeypatch: pytest.MonkeyPatch, keys: str, *, custom_rule: str = "wild", special: str = ""
) -> list[str]:
    """The session at :data:`PARTY_TABLE` (the human's Swap Hands replaced by ``special``)."""
    hands = dict(PARTY_TABLE)
    if special:
        hands[0] = hands[0].replace("SWAP HANDS", special)
    played = options("party", custom_rule=custom_rule)
    return session(monkeypatch, played, keys, starter=1, hands=hands, first="RED 5", then="BLUE 1")


def test_the_party_deck_asks_for_one_of_four_special_cards(monkeypatch):
    lines = party_table(monkeypatch, "PS?")
    assert lines[lines.index("HUMAN PLAYS") + 1 : lines.index("HUMAN PLAYS") + 6] == (
        HUMAN_HAND_ROWS
    )
    shown = after(lines, "COLOR (R/Y/G/B/S)? S")
    assert shown[1] == "SPECIAL CARD (C/F/H/U)? ?"
    explained = " ".join(shown[2:-2])
    for key in ("C COLOR CHANGE", "F DRAW FOUR", "H SWAP HANDS", "U CUSTOM WILD"):
        assert key in explained
    assert shown[-2:] == ["SPECIAL CARD (C/F/H/U)? ", "END OF INPUT: THE GAME STOPS HERE"]


def test_a_classic_game_asks_for_a_color_change_or_draw_four_and_refuses_h():
    lines = run("--seed 3 --opponents 2", "PSH").stdout.splitlines()
    assert after(lines, "COLOR (R/Y/G/B/S)? S")[1:4] == [
        "COLOR CHANGE OR DRAW FOUR (C/F)? H",
        "PLEASE ANSWER C OR F; X GOES BACK, Q QUITS (? FOR HELP)",
        "COLOR CHANGE OR DRAW FOUR (C/F)? ",
    ]


def test_a_human_swapping_hands_picks_a_player_then_the_color_and_sees_its_new_hand(
    monkeypatch,
):
    lines = party_table(monkeypatch, "PSHY3G")
    assert after(lines, "PLAY SWAP HANDS (Y/N)? Y")[:14] == [
        "PLAY SWAP HANDS (Y/N)? Y",
        "1 COMPUTER 1 (6 CARDS)",  # the others in seat order, as they hold now
        "2 COMPUTER 2 (8 CARDS)",
        "3 COMPUTER 3 (6 CARDS)",
        "SWAP HANDS WITH (1-3/N)? 3",
        "HUMAN PLAYS SWAP HANDS",
        "NEW COLOR (R/Y/G/B)? G",
        "HUMAN SWAPS HANDS WITH COMPUTER 3",
        # COMPUTER 3's hand: it was dealt RED 8, YELLOW 1, YELLOW 2, GREEN 5, BLUE 5, BLUE 6,
        # YELLOW 6 and played RED 8.
        "RED     :",
        "YELLOW  : 1 2 6",
        "GREEN   : 5",
        "BLUE    : 5 6",
        "SPECIAL :",
        "COLOR IS NOW GREEN",
    ]
    # COMPUTER 3 holds the human's old hand now: its next turn block counts it, and the
    # human still holds COMPUTER 3's cards at its next turn.
    assert last_rows(lines) == after(lines, "HUMAN SWAPS HANDS WITH COMPUTER 3")[1:6]


def test_n_at_swap_hands_with_keeps_the_hand_and_no_swap_is_announced(monkeypatch):
    lines = party_table(monkeypatch, "PSHYNG")
    assert after(lines, "SWAP HANDS WITH (1-3/N)? N")[:4] == [
        "SWAP HANDS WITH (1-3/N)? N",
        "HUMAN PLAYS SWAP HANDS",
        "NEW COLOR (R/Y/G/B)? G",
        "COLOR IS NOW GREEN",
    ]
    assert not [line for line in lines if "SWAPS HANDS" in line]
    assert last_rows(lines) == [*HUMAN_HAND_ROWS[:4], "SPECIAL :"]


@pytest.mark.parametrize("key", ["4", "0", "Y"])
def test_a_wrong_key_at_swap_hands_with_is_refused_and_question_mark_explains(monkeypatch, key):
    lines = party_table(monkeypatch, f"PSHY{key}?2B")
    assert after(lines, f"SWAP HANDS WITH (1-3/N)? {key}")[:12] == [
        f"SWAP HANDS WITH (1-3/N)? {key}",
        "PLEASE ANSWER 1-3 OR N; Q QUITS (? FOR HELP)",
        "SWAP HANDS WITH (1-3/N)? ?",
        "THE NUMBER OF THE PLAYER WHOSE HAND YOU TAKE, GIVING IT YOURS;",
        "N KEEPS YOUR HAND. THE COLOR IS NAMED NEXT.",
        "SWAP HANDS WITH (1-3/N)? 2",
        "HUMAN PLAYS SWAP HANDS",
        "NEW COLOR (R/Y/G/B)? B",
        "HUMAN SWAPS HANDS WITH COMPUTER 2",
        # COMPUTER 2's seven cards as dealt, then the BLUE 1 it took.
        "RED     :",
        "YELLOW  : 9",
        "GREEN   : 1 7 8",
    ]
    assert after(lines, "HUMAN SWAPS HANDS WITH COMPUTER 2")[4:7] == [
        "BLUE    : 7 8 9 1",
        "SPECIAL :",
        "COLOR IS NOW BLUE",
    ]


TWO_PLAYERS = {
    0: "SWAP HANDS, RED 7, BLUE 1, GREEN 2, YELLOW 3, GREEN 9, YELLOW 8",
    1: "BLUE 2, BLUE 3, BLUE 4, YELLOW 2, YELLOW 6, GREEN 6, GREEN 7",
}


def test_with_two_players_the_only_player_to_swap_with_is_number_1(monkeypatch):
    played = options("party", players=2)
    lines = session(monkeypatch, played, "PSHY21R", starter=0, hands=TWO_PLAYERS, first="RED 5")
    assert after(lines, "PLAY SWAP HANDS (Y/N)? Y")[:15] == [
        "PLAY SWAP HANDS (Y/N)? Y",
        "1 COMPUTER 1 (7 CARDS)",
        "SWAP HANDS WITH (1/N)? 2",
        "PLEASE ANSWER 1 OR N; Q QUITS (? FOR HELP)",
        "SWAP HANDS WITH (1/N)? 1",
        "HUMAN PLAYS SWAP HANDS",
        "NEW COLOR (R/Y/G/B)? R",
        "HUMAN SWAPS HANDS WITH COMPUTER 1",
        "RED     :",
        "YELLOW  : 2 6",
        "GREEN   : 6 7",
        "BLUE    : 2 3 4",
        "SPECIAL :",
        "COLOR IS NOW RED",
        # COMPUTER 1 holds the human's old hand, whose only red card is RED 7.
        "COMPUTER 1 PLAYS RED 7",
    ]


def test_a_computer_swapping_with_the_human_shows_the_human_its_new_hand_at_its_turn(
    monkeypatch,
):
    # Two players. The human plays RED SKIP and RED 7 and holds five cards; COMPUTER 1's
    # only card for a RED 7 is its Swap Hands, and the human holds fewer cards than the six
    # it would keep: it swaps with the human.
    hands = {
        0: "RED SKIP, RED 7, GREEN 2, GREEN 3, GREEN 4, BLUE 1, YELLOW 9",
        1: "SWAP HANDS, BLUE 2, BLUE 3, BLUE 4, YELLOW 2, YELLOW 3, GREEN 9",
    }
    played = options("party", players=2)
    lines = session(monkeypatch, played, "PRSYPR7Y", starter=0, hands=hands, first="RED 5")
    shown = after(lines, "HUMAN PLAYS RED 7")
    assert shown[:3] == [
        "HUMAN PLAYS RED 7",
        "COMPUTER 1 PLAYS SWAP HANDS",
        "COMPUTER 1 SWAPS HANDS WITH HUMAN",
    ]
    # No rows at the swap: the human's turn comes next, and its block shows the new hand.
    assert shown[3].startswith("COLOR IS NOW ")
    assert shown[4].startswith("TOP CARD: SWAP HANDS")
    assert shown[5:7] == ["COMPUTER 1: 5 CARDS", "HUMAN PLAYS"]  # the human's old hand
    assert shown[7:12] == [
        "RED     :",
        "YELLOW  : 2 3",
        "GREEN   : 9",
        "BLUE    : 2 3 4",
        "SPECIAL :",
    ]
    assert shown[12] == "SORT, PLAY OR TAKE (S/P/T)? "


# ------------------------------------------------------------------ custom wild


def test_rotate_passes_every_hand_on_and_shows_the_human_the_hand_it_gets(monkeypatch):
    lines = party_table(monkeypatch, "PSUYB", custom_rule="rotate", special="CUSTOM WILD")
    assert after(lines, "SPECIAL CARD (C/F/H/U)? U")[:11] == [
        "SPECIAL CARD (C/F/H/U)? U",
        "PLAY CUSTOM WILD (Y/N)? Y",
        "NEW COLOR (R/Y/G/B)? B",
        "HUMAN PLAYS CUSTOM WILD",
        "HANDS PASS TO THE NEXT PLAYER",
        # Clockwise, the human gets COMPUTER 3's hand (less the RED 8 it played).
        "RED     :",
        "YELLOW  : 1 2 6",
        "GREEN   : 5",
        "BLUE    : 5 6",
        "SPECIAL :",
        "COLOR IS NOW BLUE",
    ]
    # COMPUTER 1 got the human's hand, whose only blue card is BLUE 1.
    assert lines[lines.index("COLOR IS NOW BLUE") + 1] == "COMPUTER 1 PLAYS BLUE 1"


def test_rotate_played_counterclockwise_gives_the_human_the_hand_of_computer_1(monkeypatch):
    # The human reverses; COMPUTER 3, next, can only play its Custom Wild.
    hands = {
        0: "RED REVERSE, RED 7, BLUE 1, GREEN 2, YELLOW 3, GREEN 9, YELLOW 8",
        1: "BLUE 2, BLUE 3, BLUE 4, GREEN 3, GREEN 4, YELLOW 4, YELLOW 7",
        3: "CUSTOM WILD, YELLOW 1, YELLOW 2, GREEN 6, BLUE 6, BLUE 7, GREEN 7",
    }
    played = options("party", custom_rule="rotate")
    lines = session(monkeypatch, played, "PRRY", starter=0, hands=hands, first="RED 5")
    shown = after(lines, "HUMAN PLAYS RED REVERSE")
    assert shown[:4] == [
        "HUMAN PLAYS RED REVERSE",
        "DIRECTION REVERSED",
        "COMPUTER 3 PLAYS CUSTOM WILD",
        "HANDS PASS TO THE NEXT PLAYER",
    ]
    assert shown[4].startswith("COLOR IS NOW ")
    # Play goes on counterclockwise: COMPUTER 2 got COMPUTER 3's hand and moves next.
    assert shown[5].startswith("COMPUTER 2 ")
    # Counterclockwise, the human gets the hand of COMPUTER 1, as dealt: shown once, in
    # its next turn block (a computer's card changed it).
    assert last_rows(lines) == [
        "RED     :",
        "YELLOW  : 4 7",
        "GREEN   : 3 4",
        "BLUE    : 2 3 4",
        "SPECIAL :",
    ]
    assert [line for line in shown if line.startswith("YELLOW  :")] == ["YELLOW  : 4 7"]


def test_everyone_takes_gives_every_other_player_a_card(monkeypatch):
    lines = party_table(monkeypatch, "PSUYB", custom_rule="everyone-takes", special="CUSTOM WILD")
    assert after(lines, "HUMAN PLAYS CUSTOM WILD")[:5] == [
        "HUMAN PLAYS CUSTOM WILD",
        "COMPUTER 1 TAKES A CARD",
        "COMPUTER 2 TAKES A CARD",
        "COMPUTER 3 TAKES A CARD",
        "COLOR IS NOW BLUE",
    ]


def test_everyone_takes_played_by_a_computer_shows_the_human_its_card(monkeypatch):
    hands = {3: "CUSTOM WILD, BLUE 7, BLUE 8, GREEN 1, GREEN 2, YELLOW 3, YELLOW 4"}
    played = options("party", custom_rule="everyone-takes")
    lines = session(
        monkeypatch,
        played,
        "",
        starter=3,
        hands=hands,
        first="RED 5",
        then="GREEN 7, YELLOW 1, BLUE 2",
    )
    shown = after(lines, "COMPUTER 3 PLAYS CUSTOM WILD")
    assert shown[:5] == [
        "COMPUTER 3 PLAYS CUSTOM WILD",
        "HUMAN TAKES A CARD",  # from the next player on, in the direction of play
        "YOU TOOK GREEN 7",
        "COMPUTER 1 TAKES A CARD",
        "COMPUTER 2 TAKES A CARD",
    ]
    assert shown[5].startswith("COLOR IS NOW ")
    assert shown[6].startswith("TOP CARD: CUSTOM WILD")
    assert shown[7] == "COMPUTER 1: 8 CARDS   COMPUTER 2: 8 CARDS   COMPUTER 3: 6 CARDS"
    assert "7" in last_rows(lines)[2].split()  # the GREEN 7 in the human's green row


# ------------------------------------------------------------------ stacking

STACK = {
    0: "RED 9, GREEN DRAW TWO, DRAW FOUR, YELLOW 8, YELLOW 9, GREEN 9, RED 1",
    1: "BLUE 1, BLUE 2, GREEN 5, YELLOW 5, RED 2, RED 3, RED 4",
    2: "RED DRAW TWO, BLUE 7, BLUE 8, GREEN 3, GREEN 4, YELLOW 1, YELLOW 2",
    3: "BLUE DRAW TWO, BLUE 9, GREEN 6, GREEN 8, YELLOW 3, YELLOW 4, YELLOW 6",
}
"""Four players: COMPUTER 2 starts on RED 5 with a RED DRAW TWO, its only play; COMPUTER 3
passes the penalty on with BLUE DRAW TWO; then the human, who holds GREEN DRAW TWO."""
STACK_TAKEN = "YELLOW 7, GREEN 1, BLUE 3, GREEN 2"


def stacked_on(monkeypatch: pytest.MonkeyPatch, keys: str, stacking: str) -> list[str]:
    played = options(stacking=stacking)
    return session(
        monkeypatch, played, keys, starter=2, hands=STACK, first="RED 5", then=STACK_TAKEN
    )


@pytest.mark.parametrize(("stacking", "count"), [("pass", 2), ("add", 4)])
def test_a_human_with_a_penalty_pending_sees_it_in_its_turn_block(monkeypatch, stacking, count):
    lines = stacked_on(monkeypatch, "", stacking)
    assert after(lines, "COMPUTER 2 PLAYS RED DRAW TWO")[:11] == [
        "COMPUTER 2 PLAYS RED DRAW TWO",
        "COMPUTER 3 PLAYS BLUE DRAW TWO",
        "TOP CARD: BLUE DRAW TWO   COLOR: BLUE",
        "COMPUTER 1: 7 CARDS   COMPUTER 2: 6 CARDS   COMPUTER 3: 6 CARDS",
        "DIRECTION: CLOCKWISE, NEXT AFTER YOU: COMPUTER 1",
        f"A DRAW TWO IS PENDING: PLAY A DRAW TWO ON IT, OR T TAKES {count} CARDS",
        "HUMAN PLAYS",
        "RED     : 9 1",
        "YELLOW  : 8 9",
        "GREEN   : D 9",
        "BLUE    :",
    ]


@pytest.mark.parametrize(
    ("stacking", "taken"), [("pass", "YELLOW 7, GREEN 1"), ("add", STACK_TAKEN)]
)
def test_t_takes_the_whole_penalty_in_one_take_and_the_human_is_skipped(
    monkeypatch, stacking, taken
):
    lines = stacked_on(monkeypatch, "T", stacking)
    count = len(taken.split(","))
    shown = after(lines, "SORT, PLAY OR TAKE (S/P/T)? T")
    assert shown[:4] == [
        "SORT, PLAY OR TAKE (S/P/T)? T",
        f"HUMAN TAKES {count} CARDS",
        f"YOU TOOK {taken}",
        "HUMAN IS SKIPPED",
    ]
    assert shown[4].startswith("COMPUTER 1 PLAYS ")  # no PLAY IT: the turn is over
    assert not [line for line in lines if "PLAY IT" in line]


def test_with_a_penalty_pending_another_card_is_refused_in_one_line(monkeypatch):
    lines = stacked_on(monkeypatch, "PR9PSF", "add")
    refusal = "ONLY A DRAW TWO CAN BE PLAYED ON A PENDING DRAW TWO, OR T TAKES THE CARDS"
    assert after(lines, "CARD (0-9/S/D/R)? 9")[:6] == [
        "CARD (0-9/S/D/R)? 9",
        refusal,
        "SORT, PLAY OR TAKE (S/P/T)? P",
        "COLOR (R/Y/G/B/S)? S",
        "COLOR CHANGE OR DRAW FOUR (C/F)? F",
        refusal,  # a Draw Four does not stack on a Draw Two
    ]
    assert lines[-2] == "SORT, PLAY OR TAKE (S/P/T)? "


@pytest.mark.parametrize(("stacking", "count"), [("pass", 2), ("add", 6)])
def test_a_draw_two_played_on_a_pending_one_passes_the_penalty_on(monkeypatch, stacking, count):
    lines = stacked_on(monkeypatch, "PGDY", stacking)
    # COMPUTER 1 holds no Draw Two: it takes the penalty (2, or 2 + 2 + 2 under add).
    assert after(lines, "PLAY GREEN DRAW TWO (Y/N)? Y")[:4] == [
        "PLAY GREEN DRAW TWO (Y/N)? Y",
        "HUMAN PLAYS GREEN DRAW TWO",
        f"COMPUTER 1 TAKES {count} CARDS",
        "COMPUTER 1 IS SKIPPED",
    ]


EIGHT_STACK = {
    0: "DRAW FOUR, RED 9, YELLOW 8, YELLOW 9, GREEN 9, RED 1, ORANGE 2",
    1: "BLUE 1, BLUE 2, GREEN 5, YELLOW 5, RED 2, RED 3, RED 4",
    2: "DRAW FOUR, BLUE 7, BLUE 8, GREEN 3, GREEN 4, YELLOW 1, YELLOW 2",
    3: "DRAW FOUR, BLUE 9, GREEN 6, GREEN 8, YELLOW 3, YELLOW 4, YELLOW 6",
}
"""The eight-color preset (Draw Four free, stacking add): COMPUTER 2 plays a Draw Four on
RED 5, COMPUTER 3 adds its own; the human holds one more."""
EIGHT_TAKEN = "PINK 1, PINK 2, PINK 3, PINK 4, SKY 5, SKY 6, SKY 7, PURPLE 9"


def test_a_pending_draw_four_adds_up_and_t_takes_all_of_it(monkeypatch):
    played = options("eight-color")
    lines = session(
        monkeypatch, played, "T", starter=2, hands=EIGHT_STACK, first="RED 5", then=EIGHT_TAKEN
    )
    assert "A DRAW FOUR IS PENDING: PLAY A DRAW FOUR ON IT, OR T TAKES 8 CARDS" in lines
    shown = after(lines, "SORT, PLAY OR TAKE (S/P/T)? T")
    assert shown[1] == "HUMAN TAKES 8 CARDS"
    end = shown.index("HUMAN IS SKIPPED")
    assert " ".join(shown[2:end]) == f"YOU TOOK {EIGHT_TAKEN}"  # wrapped within 80 columns


def test_a_draw_four_on_a_pending_one_names_one_of_eight_colors(monkeypatch):
    played = options("eight-color")
    lines = session(monkeypatch, played, "PSFYK", starter=2, hands=EIGHT_STACK, first="RED 5")
    assert after(lines, "PLAY DRAW FOUR (Y/N)? Y")[:6] == [
        "PLAY DRAW FOUR (Y/N)? Y",
        "NEW COLOR (R/Y/G/B/O/P/I/K)? K",
        "HUMAN PLAYS DRAW FOUR",
        "COLOR IS NOW SKY",
        "COMPUTER 1 TAKES 12 CARDS",  # 4 + 4 + 4: it holds no Draw Four
        "COMPUTER 1 IS SKIPPED",
    ]


# ------------------------------------------------------------------ the command line


@pytest.mark.parametrize(
    "args",
    [
        "--seed 3 --custom-rule rotate",
        "--seed 3 --custom-rule everyone-takes",
        "--seed 3 --rules party --deck classic --custom-rule rotate",
        "--seed 3 --rules eight-color --custom-rule rotate",
        "--seed 3 --deck eight-color --custom-rule everyone-takes",
        "--seed 3 --custom-rule wild",  # named, even as the plain wild, it needs the deck
        "rules --custom-rule rotate",
        "simulate --games 1 --custom-rule rotate",
    ],
)
def test_a_custom_rule_without_the_party_deck_is_a_one_line_usage_error(args):
    result = run(args)
    assert result.exit_code == 2
    assert result.stdout == ""
    errors = [line for line in result.stderr.splitlines() if line.startswith("Error:")]
    # A deck given is named as what stands in the way; otherwise the ways to the party deck.
    deck = re.search(r"--deck (\S+)", args)
    way = f"not --deck {deck[1]}" if deck else "--deck party or --rules party"
    expected = f"Error: --custom-rule needs the party deck ({way}): only it has Custom Wilds"
    assert errors == [expected]
    assert result.stderr.splitlines()[-1] == errors[0]


@pytest.mark.parametrize(
    ("args", "line"),
    [
        ("--deck party --custom-rule rotate", "RULES: CLASSIC + DECK PARTY, CUSTOM-RULE ROTATE"),
        ("--rules party --custom-rule everyone-takes", "RULES: PARTY + CUSTOM-RULE EVERYONE-TAKES"),
        ("--rules party --custom-rule wild", "RULES: PARTY"),  # the preset's own value
    ],
)
def test_a_custom_rule_with_the_party_deck_plays(args, line):
    result = run(f"--seed 3 {args}")
    assert result.exit_code == 1  # (the end of the keys)
    assert result.stdout.splitlines()[1] == line


@pytest.mark.parametrize(
    ("args", "value"),
    [
        ("--deck huge", "huge"),
        ("--deck", None),
        ("--stacking always", "always"),
        ("--stacking ADD", "ADD"),
        ("--custom-rule chaos", "chaos"),
        ("--rules party --custom-rule swap", "swap"),
    ],
)
def test_a_bad_deck_stacking_or_custom_rule_is_a_usage_error(args, value):
    result = run(f"--seed 3 {args}")
    assert result.exit_code == 2
    assert result.stdout == ""
    message = f"'{value}' is not one of" if value else "requires an argument"
    assert message in result.stderr
    assert "Traceback" not in result.stderr


@pytest.mark.parametrize(
    ("args", "line"),
    [
        ("--rules party", "RULES: PARTY"),
        ("--rules eight-color", "RULES: EIGHT-COLOR"),
        (
            "--custom-rule rotate --stacking add --deck party",  # given in another order
            "RULES: CLASSIC + DECK PARTY, STACKING ADD, CUSTOM-RULE ROTATE",
        ),
        ("--rules party --target 300 --stacking add", "RULES: PARTY + STACKING ADD, TARGET 300"),
        ("--rules party --stacking pass", "RULES: PARTY"),  # the preset's own value
        ("--rules eight-color --deck classic", "RULES: EIGHT-COLOR + DECK CLASSIC"),
        ("--rules party --deck eight-color", "RULES: PARTY + DECK EIGHT-COLOR"),
        ("--rules eight-color --stacking off", "RULES: EIGHT-COLOR + STACKING OFF"),
    ],
)
def test_the_rules_line_names_the_new_presets_and_options(args, line):
    lines = run(f"--seed 3 {args}").stdout.splitlines()
    assert lines[:2] == ["GAME NUMBER 3", line]


def test_a_long_rules_line_with_the_new_options_wraps_with_a_seven_space_indent():
    args = (
        "--rules eight-color --custom-rule everyone-takes --deck party --stacking pass "
        "--draw-four bluff --draw-four-test match --take until-playable --uno-cards 4"
    )
    lines = run(f"--seed 3 {args}").stdout.splitlines()
    # In the order of the option table: deck, draw-four, draw-four-test, stacking, take,
    # uno-cards, custom-rule; broken after the last comma that keeps a line within 80.
    assert lines[1:4] == [
        "RULES: EIGHT-COLOR + DECK PARTY, DRAW-FOUR BLUFF, DRAW-FOUR-TEST MATCH,",
        "       STACKING PASS, TAKE UNTIL-PLAYABLE, UNO-CARDS 4,",
        "       CUSTOM-RULE EVERYONE-TAKES",
    ]


@pytest.mark.parametrize(
    ("preset", "line", "bluffs"),
    [("party", "RULES: PARTY", True), ("eight-color", "RULES: EIGHT-COLOR", False)],
)
def test_simulate_plays_the_new_presets_and_prints_their_rules(preset, line, bluffs):
    result = run(f"simulate --games 3 --players 4 --seed 5 --rules {preset}")
    assert result.exit_code == 0
    lines = result.stdout.splitlines()
    assert lines[0] == "4 players, 3 games to 500 points, seed 5, uno penalty " + (
        "0.25" if preset == "party" else "0"
    )
    assert lines[1] == line
    assert any(printed.startswith("draw four bluffs") for printed in lines) is bluffs
    other = run(f"simulate --games 3 --players 4 --seed 5 --rules {preset} --stacking off")
    assert other.stdout.splitlines()[1] == f"{line} + STACKING OFF"


@pytest.mark.parametrize(
    ("preset", "option"),
    [("party", "--custom-rule everyone-takes"), ("eight-color", "--stacking pass")],
)
def test_a_recorded_session_keeps_the_options_and_replays(tmp_path, preset, option):
    path = tmp_path / "t.txt"
    recorded = run(f"--seed 2 --opponents 2 --rules {preset} {option} --record {path}", "TN" * 30)
    fits(recorded.stdout.splitlines())
    first = path.read_text(encoding="utf-8").splitlines()[0]
    assert first.startswith(f"$ uno-classic --seed 2 --opponents 2 --rules {preset} {option} ")
    assert run(f"replay --check {path}").stdout == f"{path}: matches\n"
    # The options on that line are what the replay plays by: without them it differs.
    changed = path.read_text(encoding="utf-8").replace(f" {option}", "", 1)
    path.write_text(changed, encoding="utf-8")
    assert run(f"replay --check {path}").stdout.startswith(f"{path}: differs\n")


def test_a_saved_party_game_resumes_with_its_options_and_is_listed_with_them(
    private_state_home,
):
    args = "--seed 8 --rules party --stacking add --custom-rule rotate"
    stopped = run(args, "T")
    assert stopped.exit_code == 1
    saved = json.loads((private_state_home / "save-1.json").read_text())["options"]
    assert (saved["preset"], saved["deck"], saved["stacking"], saved["custom_rule"]) == (
        "party",
        "party",
        "add",
        "rotate",
    )
    resumed = run("--resume", "")
    lines = resumed.stdout.splitlines()
    assert lines[:2] == [
        "GAME NUMBER 8 RESUMED: 1 KEYS REPLAYED",
        "RULES: PARTY + STACKING ADD, CUSTOM-RULE ROTATE",
    ]
    # The resumed game goes on where the first stopped: the same turn block comes next.
    before = stopped.stdout.splitlines()
    tops = [i for i, line in enumerate(before) if line.startswith("TOP CARD: ")]
    block = before[tops[-1] : before.index("END OF INPUT: THE GAME STOPS HERE")]
    assert "\n".join(block) in "\n".join(lines)
    listing = " ".join(run("saves").stdout.split())
    for words in ("RULES PARTY", "STACKING ADD", "CUSTOM-RULE ROTATE"):
        assert words in listing


def test_a_saved_eight_color_game_is_listed_and_resumes_with_eight_colors(private_state_home):
    assert run("--seed 4 --opponents 2 --rules eight-color --deck classic", "T").exit_code == 1
    run("--seed 4 --opponents 2 --rules eight-color", "T")
    listing = run("saves").stdout
    assert fits(listing.splitlines())
    text = " ".join(listing.split())
    assert "RULES EIGHT-COLOR, DECK CLASSIC" in text
    resumed = run("--resume", "PO").stdout.splitlines()  # the newest: eight colors
    assert resumed[1] == "RULES: EIGHT-COLOR"
    assert "COLOR (R/Y/G/B/O/P/I/K/S)? O" in resumed
    assert "SKY     :" in resumed


# ------------------------------------------------------------------ whole games


@pytest.mark.parametrize(
    "args",
    [
        "--rules party --opponents 9",
        "--rules party --opponents 1 --custom-rule rotate",
        "--rules party --opponents 4 --custom-rule everyone-takes --stacking add",
        "--rules eight-color --opponents 9",
        "--rules eight-color --opponents 2",
    ],
)
def test_every_line_of_a_party_or_eight_color_game_fits_in_80_columns(args):
    # Keys that sort, ask for help, try plays and take: the keys refused are shown too.
    result = run(f"--seed 11 {args}", "S?XPR4TN1GPSHY1GT" * 30)
    assert result.exit_code in (0, 1)  # N at PLAY AGAIN, or the end of the keys
    fits(result.stdout.splitlines())


def test_the_help_of_a_party_game_states_its_cards_custom_rule_and_stacking():
    lines = fits(run("--seed 3 --rules party --custom-rule rotate", "?").stdout.splitlines())
    text = " ".join(lines)
    assert "H SWAP HANDS (WITH A PLAYER YOU CHOOSE), U CUSTOM WILD (HANDS PASS ON)" in text
    assert "STACKING: HIT BY A DRAW TWO, YOU MAY PLAY ONE OF THE SAME KIND:" in text
    assert "IT PASSES ON UNCHANGED. T TAKES ALL THE CARDS AND LOSES THE TURN." in text
    assert "OR PLAY C, H OR U ANY TIME;" in text  # every wild but the Draw Four
    assert "uno-classic rules --rules party --custom-rule rotate" in text


def test_the_help_of_an_eight_color_game_names_every_row_key():
    lines = fits(run("--seed 3 --rules eight-color", "?").stdout.splitlines())
    assert "ROWS: R RED, Y YELLOW, G GREEN, B BLUE, O ORANGE, P PURPLE, I PINK, K SKY" in lines
    assert "STACKING: HIT BY A DRAW TWO OR DRAW FOUR, YOU MAY PLAY ONE OF THE SAME KIND:" in lines
