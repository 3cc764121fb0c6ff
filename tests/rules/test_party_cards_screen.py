"""The party deck's own cards as a player meets them: Swap Hands and the Custom Wild at the
keyboard, the hands shown after a swap or a rotation, and the help of a party game.

The games are real sessions (``run_session`` with scripted keys); the first deal is
stacked and everything after it is played out by the engine and the computer players.
"""

from __future__ import annotations

import pytest

from .helpers import after, fits, last_rows, options, run, session

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


def test_a_classic_game_asks_for_a_color_change_or_draw_four_where_h_is_a_hint():
    # No Swap Hands in the classic deck: H there asks for a hint, or is refused without them.
    lines = run("--seed 3 --opponents 2", "PSH").stdout.splitlines()
    shown = after(lines, "COLOR (R/Y/G/B/S)? S")[1:4]
    assert shown[0] == "COLOR CHANGE OR DRAW FOUR (C/F)? H"
    assert shown[1].startswith("HINT: ")
    assert shown[2] == "COLOR CHANGE OR DRAW FOUR (C/F)? "
    lines = run("--seed 3 --opponents 2 --no-hints", "PSH").stdout.splitlines()
    assert after(lines, "COLOR (R/Y/G/B/S)? S")[1:4] == [
        "COLOR CHANGE OR DRAW FOUR (C/F)? H",
        "HINTS ARE OFF IN THIS GAME",
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


# ------------------------------------------------------------------ the help


def test_the_help_of_a_party_game_states_its_cards_custom_rule_and_stacking():
    lines = fits(run("--seed 3 --rules party --custom-rule rotate", "?").stdout.splitlines())
    text = " ".join(lines)
    assert "H SWAP HANDS (WITH A PLAYER YOU CHOOSE), U CUSTOM WILD (HANDS PASS ON)" in text
    assert "STACKING: HIT BY A DRAW TWO, YOU MAY PLAY ONE OF THE SAME KIND:" in text
    assert "IT PASSES ON UNCHANGED. T TAKES ALL THE CARDS AND LOSES THE TURN." in text
    assert "OR PLAY C, H OR U ANY TIME;" in text  # every wild but the Draw Four
    assert "uno-classic rules --rules party --custom-rule rotate" in text
