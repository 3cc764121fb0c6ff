"""``uno-classic rules``: the rules and keys in force, shipped with the program (an installed
copy has no README or docs/), paged at a terminal, and pointed at by every help text."""

from __future__ import annotations

import os
import shlex
import sys
from pathlib import Path

import pexpect
import pytest
from click.testing import CliRunner

from uno_classic.cli import main

PROGRAM = str(Path(sys.executable).parent / "uno-classic")
WIDTH = 80  # the screen width every line of the program fits in


def rules(*args: str) -> str:
    result = CliRunner().invoke(main, ["rules", *args])
    assert result.exit_code == 0, result.output
    return result.stdout


def test_the_rules_name_every_part_of_the_game_and_every_prompt():
    text = rules()
    for heading in ("THE CARDS", "A HAND", "A TURN", "WHAT THE CARDS DO", "UNO", "THE STOCK"):
        assert f"\n{heading}\n" in text
    for prompt in (
        "SORT, PLAY OR TAKE (S/P/T)?",
        "COLOR (R/Y/G/B/S)?",
        "CARD (0-9/S/D/R)?",
        "COLOR CHANGE OR DRAW FOUR (C/F)?",
        "PLAY <CARD> (Y/N)?",
        "NEW COLOR (R/Y/G/B)?",
        "YOU TOOK <CARD>. PLAY IT (Y/N)?",
        "PRESS ANY KEY FOR THE NEXT HAND?",
        "PLAY AGAIN (Y/N)?",
        "QUIT (Y/N)?",
        "RESUME SAVED GAME (Y/N)?",
    ):
        assert f"\n    {prompt} " in text, prompt
    for status in ("0", "1", "2", "70", "129, 130, 143", "141"):
        assert f"\n  {status} " in text, status


def prose(text: str) -> str:
    """The text with its line breaks and indents made single spaces: a paragraph as it
    reads, however it is filled."""
    return " ".join(text.split())


def test_the_rules_name_the_back_key_and_the_question_mark_at_every_prompt():
    text = rules()
    assert "At every question but PRESS ANY KEY, ? explains it and asks it again." in prose(text)
    assert "the card's row (S: the SPECIAL row);\n" in text
    assert "X goes back to SORT, PLAY OR TAKE\n" in text
    assert "\n    CARD (0-9/S/D/R)?                  the card's symbol; X goes back\n" in text


def test_the_rules_say_that_only_a_terminal_takes_whitespace_at_press_any_key():
    """As the game does it (tests/test_console.py): at a terminal Enter and Space answer
    PRESS ANY KEY; from a pipe whitespace is ignored there as at every question, so a
    script that sends a space there stalls, and is told to send a key such as ."""
    text = prose(rules())
    assert "(but at a terminal Enter and Space answer PRESS ANY KEY)" in text
    assert (
        "PRESS ANY KEY FOR THE NEXT HAND? any key but Q; Enter and Space only at a terminal "
        "(from a pipe whitespace is ignored here too: send .)"
    ) in text
    assert "whitespace, which is ignored at every question, PRESS ANY KEY included" in text
    assert "PRESS ANY KEY TO SEE YOUR CARDS (answered as PRESS ANY KEY FOR THE NEXT HAND is)" in (
        text
    )


def test_the_defaults_are_the_classic_numbers():
    text = rules()
    assert "Rule options in force:\n  --target 500 --uno-penalty 0.25\n" in text
    assert "Everyone gets 7 cards" in text
    assert "at random 25% of the time\n  (--uno-penalty 0.25): then it takes 2 cards." in text
    assert "the first to reach 500 points (--target)" in text
    assert "108 cards (--deck classic)." in text


def test_the_rules_state_the_options_given():
    text = rules("--target", "300", "--uno-penalty", "0.1")
    assert "Rule options in force:\n  --target 300 --uno-penalty 0.1\n" in text
    assert "at random 10% of the time\n  (--uno-penalty 0.1)" in text
    assert "the first to reach 300 points (--target)" in text
    never = rules("--uno-penalty", "0")
    assert "Nobody is ever caught not\n  saying it (--uno-penalty 0)." in never
    assert "of the time" not in never


@pytest.mark.parametrize("args", [["--target", "0"], ["--uno-penalty", "1"], ["--bogus"]])
def test_the_rules_command_refuses_bad_options_like_the_game(args):
    result = CliRunner().invoke(main, ["rules", *args])
    assert result.exit_code == 2
    assert "Error:" in result.output


@pytest.mark.parametrize("args", [[], ["--target", "1000000000", "--uno-penalty", "0.123457"]])
def test_every_line_of_the_rules_fits_in_80_columns(args):
    assert max(len(line) for line in rules(*args).splitlines()) <= WIDTH


def test_the_help_and_the_question_mark_point_to_the_rules_command():
    assert "uno-classic rules" in CliRunner().invoke(main, ["--help"]).stdout
    result = CliRunner().invoke(main, ["--seed", "3", "--target", "300"], input="?")
    assert "\nTHE FULL RULES AND EVERY KEY: uno-classic rules --target 300\n" in result.stdout
    result = CliRunner().invoke(main, ["--seed", "3"], input="?")
    assert "\nTHE FULL RULES AND EVERY KEY: uno-classic rules\n" in result.stdout


def test_at_a_terminal_the_rules_go_through_the_pager():
    env = {**os.environ, "TERM": "xterm", "PAGER": "sed s/^/PAGED:/"}
    child = pexpect.spawn(
        "sh", ["-c", f"{shlex.quote(PROGRAM)} rules"], env=env, encoding="utf-8", timeout=10
    )
    child.expect_exact("PAGED:uno-classic: the rules in force")
    child.expect_exact("PAGED:EXIT STATUS")
    child.expect(pexpect.EOF)


def test_into_a_pipe_the_rules_are_printed_plainly():
    result = CliRunner().invoke(main, ["rules"], env={"PAGER": "sed s/^/PAGED:/"})
    assert result.stdout.startswith("uno-classic: the rules in force\n")


def test_a_long_rules_command_in_the_help_gets_a_line_of_its_own():
    args = ["--seed", "3", "--target", "1000000000", "--uno-penalty", "0.1234567"]
    screen = CliRunner().invoke(main, args, input="?").stdout
    assert "\nTHE FULL RULES AND EVERY KEY:\n  uno-classic rules --target 1000000000 " in screen
    assert "--uno-penalty 0.1234567\n" in screen  # the chance in force, not a rounded one
    assert max(len(line) for line in screen.splitlines()) <= WIDTH


def test_a_recording_keeps_the_exact_chance_and_replays(tmp_path: Path):
    recording = tmp_path / "t.txt"
    args = ["--seed", "3", "--uno-penalty", "0.1234567", "--record", str(recording)]
    CliRunner().invoke(main, args, input="TTTT")
    assert (
        recording.read_text()
        .splitlines()[0]
        .endswith("--target 500 --uno-penalty 0.1234567 --strategy normal")
    )
    assert CliRunner().invoke(main, ["replay", "--check", str(recording)]).exit_code == 0


# ------------------------------------------------------------------ the rules inside the game

MENU = "SORT, PLAY OR TAKE (S/P/T)? "
AGAIN = "PRESS ? AGAIN NOW TO READ THEM HERE; THE GAME GOES ON AFTERWARDS."


def game(keys: str, *args: str) -> str:
    """The screen of game 3 (two opponents) played with ``keys`` through a pipe."""
    result = CliRunner().invoke(main, ["--seed", "3", "--opponents", "2", *args], input=keys)
    return result.stdout


def test_the_help_ends_saying_that_question_mark_again_shows_the_whole_rules():
    lines = game("?", "--target", "300").splitlines()
    help_end = lines.index(MENU)  # asked again after the help
    assert lines[help_end - 2 : help_end] == [
        "THE FULL RULES AND EVERY KEY: uno-classic rules --target 300",
        AGAIN,
    ]


def test_question_mark_again_after_the_help_prints_the_rules_command_text_through_a_pipe():
    screen = game("??T", "--target", "300", "--take", "keep")
    # Exactly what the command the help names prints, for this game's options; then the
    # same prompt, whose next key plays on.
    whole = rules("--target", "300", "--take", "keep")
    assert f"{AGAIN}\n{MENU}?\n{whole}{MENU}T\nHUMAN TAKES A CARD\n" in screen
    assert screen.count("uno-classic: the rules in force") == 1


def test_only_the_question_mark_right_after_the_help_shows_the_whole_rules():
    # ? (the help), ? (the rules), ? (the help again); then S (a sort), ? (the help).
    screen = game("???S?")
    assert screen.count("uno-classic: the rules in force") == 1
    assert screen.count(AGAIN) == 3
    whole = screen.index("uno-classic: the rules in force")
    assert screen.count(AGAIN, 0, whole) == 1


def test_the_whole_rules_in_the_game_are_the_same_bytes_every_time_and_replay(tmp_path: Path):
    first, second = game("??T"), game("??T")
    assert first == second
    recording = tmp_path / "rules.txt"
    game("??T", "--record", str(recording))
    assert rules() in recording.read_text()
    assert CliRunner().invoke(main, ["replay", str(recording)]).exit_code == 0


def test_the_help_names_the_program_as_started_and_a_recording_names_uno_classic(
    monkeypatch: pytest.MonkeyPatch, tmp_path: Path
):
    started = "/opt/uno/bin/uno-classic"  # not what PATH finds
    monkeypatch.setattr(sys, "argv", [started])
    recording = tmp_path / "help.txt"
    screen = game("?", "--record", str(recording))
    assert f"\nTHE FULL RULES AND EVERY KEY: {started} rules\n{AGAIN}\n" in screen
    # A recording replays the same wherever it is replayed: it names the plain command.
    assert f"\nTHE FULL RULES AND EVERY KEY: uno-classic rules\n{AGAIN}\n" in recording.read_text()


# ------------------------------------------------------------------ the options of issue 11
# Each new option's text is asserted over a grid of option values: it must appear exactly
# when the option (or the combination) is in force, and never otherwise.

DECKS = ("classic", "party", "eight-color")
STACKINGS = ("off", "pass", "add")
DRAW_FOURS = ("restricted", "bluff", "free")


def grid() -> list[tuple[str, ...]]:
    """Every deck, stacking and Draw Four rule, with every custom rule the deck allows (only
    the party deck has Custom Wilds) and every first-card rule."""
    cases: list[tuple[str, ...]] = []
    for deck in DECKS:
        for stacking in STACKINGS:
            for draw_four in DRAW_FOURS:
                for custom in (
                    ("wild", "rotate", "everyone-takes") if deck == "party" else ("wild",)
                ):
                    for first in ("effects", "number", "no-wilds"):
                        cases.append((deck, stacking, draw_four, custom, first))
    return cases


GRID = grid()


def grid_rules(deck: str, stacking: str, draw_four: str, custom: str, first: str) -> str:
    """The rules with those options (``--custom-rule`` only with the party deck, where it
    may be given at all)."""
    args = ["--deck", deck, "--stacking", stacking, "--draw-four", draw_four]
    if deck == "party":
        args += ["--custom-rule", custom]
    return rules(*args, "--first-card", first)


@pytest.mark.parametrize(("deck", "stacking", "draw_four", "custom", "first"), GRID)
def test_every_combination_of_the_new_options_fits_in_80_columns(
    deck, stacking, draw_four, custom, first
):
    text = grid_rules(deck, stacking, draw_four, custom, first)
    assert max(len(line) for line in text.splitlines()) <= WIDTH


@pytest.mark.parametrize("deck", DECKS)
def test_the_cards_are_those_of_the_deck_in_play(deck):
    text = prose(rules("--deck", deck))
    cards = text.split("THE CARDS ")[1].split(" A HAND ")[0]
    # 108 = 4 colors x 25 + 8 wilds; the party deck adds 1 + 3; eight colors: 8 x 25 + 16.
    counts = {"classic": 108, "party": 112, "eight-color": 216}
    assert cards.startswith(f"{counts[deck]} cards (--deck {deck}).")
    eight = "In each of eight colors, red, yellow, green, blue, orange, purple, pink and sky:"
    assert (eight in cards) == (deck == "eight-color")
    assert ("In each of four colors, red, yellow, green and blue:" in cards) == (
        deck != "eight-color"
    )
    assert ("eight wild cards, COLOR CHANGE, and eight wild draw fours" in cards) == (
        deck == "eight-color"
    )
    assert ("one SWAP HANDS and three CUSTOM WILD" in cards) == (deck == "party")


@pytest.mark.parametrize("deck", DECKS)
def test_the_points_and_the_last_cards_of_the_party_deck(deck):
    text = prose(rules("--deck", deck))
    party = deck == "party"
    assert ("Swap Hands and Custom Wild 40, the other wild cards 50." in text) == party
    assert ("Reverse 20, wild cards 50." in text) == (not party)
    last = "A last Swap Hands or Custom Wild just ends the hand: no swap, no custom rule."
    assert (last in text) == party


@pytest.mark.parametrize("deck", DECKS)
def test_the_keys_and_rows_are_those_of_the_deck_in_play(deck):
    text = rules("--deck", deck)
    eight, party = deck == "eight-color", deck == "party"
    keys = prose(text.split("\nTHE KEYS\n")[1].split("\nSAVING AND RESUMING\n")[0])
    nine = "nine rows: RED, YELLOW, GREEN, BLUE, ORANGE, PURPLE, PINK, SKY and SPECIAL"
    assert (nine in keys) == eight
    assert ("five rows: RED, YELLOW, GREEN, BLUE and SPECIAL" in keys) == (not eight)
    color_keys = "R red, Y yellow, G green, B blue, O orange, P purple, I pink or K sky"
    assert (color_keys in keys) == eight
    assert ("\n    COLOR (R/Y/G/B/O/P/I/K/S)? " in text) == eight
    assert ("\n    NEW COLOR (R/Y/G/B/O/P/I/K)? " in text) == eight
    assert ("\n    COLOR (R/Y/G/B/S)? " in text) == (not eight)
    assert ("\n    NEW COLOR (R/Y/G/B)? " in text) == (not eight)
    assert ("C color change, F draw four, H swap hands, U custom wild)" in keys) == party
    assert ("\n    SPECIAL CARD (C/F/H/U)? " in text) == party
    assert ("\n    COLOR CHANGE OR DRAW FOUR (C/F)? " in text) == (not party)
    assert ("C, F, H or U; X goes back" in keys) == party


def test_the_swap_prompt_and_its_list_are_explained_with_the_party_deck():
    text = rules("--deck", "party")
    swap = text.split("\n    SWAP HANDS WITH (1-<K>/N)? ")[1].split("\n    NEW COLOR")[0]
    swap = prose(swap)
    assert "the other players are listed in seat order, numbered, with their card counts" in swap
    assert "a number swaps with that player, N keeps your hand" in swap
    assert "((1/N) with one other player)" in swap
    # The prompt comes after PLAY <CARD> and before NEW COLOR, as the game asks them.
    assert (
        text.index("PLAY <CARD> (Y/N)?")
        < text.index("SWAP HANDS WITH")
        < (text.index("NEW COLOR (R/Y/G/B)?"))
    )
    shown = prose(text.split("\nTHE KEYS\n")[1])
    assert "When your own card swaps your hand or passes it on, your new hand is shown" in shown
    assert "a hand another player's card gives you is shown once, at your next turn" in shown
    assert "SWAP HANDS WITH" not in rules("--deck", "classic")


@pytest.mark.parametrize(("deck", "stacking", "draw_four", "custom", "first"), GRID)
def test_the_party_cards_are_explained_exactly_with_the_party_deck(
    deck, stacking, draw_four, custom, first
):
    text = grid_rules(deck, stacking, draw_four, custom, first)
    flat = prose(text)
    party = deck == "party"
    swap = (
        "Swap Hands the player chooses another player to swap hands with, or keeps its own "
        "hand, and names the color; then the hands change"
    )
    assert (swap in flat) == party
    uno = (
        "only the player who played it is checked, on the hand it holds then; a player who "
        "is handed a one-card hand is not checked."
    )
    assert (uno in flat) == party
    rotating = "After a Swap Hands, or a Custom Wild that passes the hands on, only"
    assert (rotating in flat) == (custom == "rotate")
    customs = {
        "wild": "Custom Wild the player names the color; nothing more, a plain wild "
        "(--custom-rule wild)",
        "rotate": "Custom Wild the player names the color, and every hand passes to the next "
        "player in the direction of play (--custom-rule rotate)",
        "everyone-takes": "Custom Wild the player names the color, and every other player "
        "takes one card (--custom-rule everyone-takes)",
    }
    for rule, line in customs.items():
        assert (line in flat) == (party and rule == custom), rule
    # A first Swap Hands or Custom Wild acts as a first Color Change (effects), goes back
    # with it (no-wilds); with first cards turned until a number, no wild ever starts.
    acts = (
        "Swap Hands, act as a Color Change: the color is named, and no hands Custom Wild swap, "
        "no custom rule acts"
    )
    assert (acts in flat) == (party and first == "effects")
    assert ("Swap Hands, go back too Custom Wild" in flat) == (party and first == "no-wilds")


@pytest.mark.parametrize(("deck", "stacking", "draw_four", "custom", "first"), GRID)
def test_stacking_is_explained_exactly_as_it_is_in_force(deck, stacking, draw_four, custom, first):
    text = grid_rules(deck, stacking, draw_four, custom, first)
    flat = prose(text)
    on = stacking != "off"
    assert ("\nSTACKING\n" in text) == on
    assert ("A Draw Two or Draw Four is never passed on (--stacking off)." in flat) == (not on)
    assert ("the player after it faces the same" in flat) == (stacking == "pass")
    assert ("(--stacking pass)" in flat) == (stacking == "pass")
    grows = "and the player after it faces them all: a second Draw Two makes 4 cards, a third 6"
    assert (grows in flat) == (stacking == "add")
    assert ("(--stacking add)" in flat) == (stacking == "add")
    # Only the same kind; T takes it all and loses the turn; the last card still counts.
    for rule in (
        "While a penalty is pending no other card may be played",
        "T takes the whole penalty in one go and loses the turn",
        "A Draw Two or Draw Four played as the last card still makes the next player take "
        "the whole penalty.",
        "A first card never leaves a penalty pending.",
    ):
        assert (rule in flat) == on, rule
    # Under bluff a Draw Four is challenged, never stacked; restricted still applies.
    bluff = on and draw_four == "bluff"
    assert ("A Draw Four is never passed on (--draw-four bluff)" in flat) == bluff
    assert ("A Draw Two does not hit the next player at once" in flat) == bluff
    both = "A Draw Two or Draw Four does not hit the next player at once"
    assert (both in flat) == (on and not bluff)
    restricted = "A Draw Four passed on must still be allowed by the Draw Four rule above."
    assert (restricted in flat) == (on and draw_four == "restricted")
    # The last Draw Two or Draw Four of a growing stack brings the whole of it.
    added = "still makes the next player take the whole penalty, its own cards added."
    assert (added in flat) == (stacking == "add")


@pytest.mark.parametrize("preset", ["classic", "official", "house", "party", "eight-color"])
def test_a_preset_that_departs_from_its_text_says_so(preset):
    header = prose(rules("--rules", preset).split("Rule options in force:")[0])
    eight = (
        "Its text has no UNO call and does not say when the game ends: this preset announces "
        "UNO! and never penalizes it (--uno-penalty 0), and plays to 500 points (--target 500)."
    )
    assert (eight in header) == (preset == "eight-color")
    party = "this preset makes it a plain wild (--custom-rule wild)"
    assert (party in header) == (preset == "party")


def test_the_eight_color_preset_states_its_rules():
    text = prose(rules("--rules", "eight-color"))
    assert "Nobody is ever caught not saying it (--uno-penalty 0)." in text
    assert "the first to reach 500 points (--target)" in text
    assert "216 cards (--deck eight-color)." in text
    assert "(--stacking add)" in text
    assert "A Draw Four may be played at any time (--draw-four free)." in text
