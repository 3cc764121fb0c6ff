"""The eight-color deck as a player meets it: its nine hand rows, its color keys, the help
that names them, and a saved eight-color game; a classic game refusing the new keys.
"""

from __future__ import annotations

import pytest

from .helpers import after, fits, options, run, session

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


# ------------------------------------------------------------------ a saved eight-color game


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


# ------------------------------------------------------------------ the help


def test_the_help_of_an_eight_color_game_names_every_row_key():
    lines = fits(run("--seed 3 --rules eight-color", "?").stdout.splitlines())
    assert "ROWS: R RED, Y YELLOW, G GREEN, B BLUE, O ORANGE, P PURPLE, I PINK, K SKY" in lines
    assert "STACKING: HIT BY A DRAW TWO OR DRAW FOUR, YOU MAY PLAY ONE OF THE SAME KIND:" in lines
