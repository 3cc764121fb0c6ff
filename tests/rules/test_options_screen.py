"""The option machinery as a player meets it: presets and options on the command line, usage
errors and option combinations, the RULES line, ``--help``, ``uno-classic rules``, ``?``,
and options (the house rules' flags among them) travelling with saves, resume, recordings,
replay and ``simulate``, with simulate's house-rule figures.

The games are real sessions: the command itself (click's CliRunner feeds stdin as a pipe
would), or ``run_session`` with scripted keys and a stacked first deal.
"""

from __future__ import annotations

import json
import re
import shlex
from collections import Counter
from collections.abc import Mapping
from dataclasses import dataclass, field
from pathlib import Path

import pytest

from uno_classic import events as ev
from uno_classic.cards import Rank
from uno_classic.game import Game
from uno_classic.levels import STRATEGIES
from uno_classic.questions import DEAL, Question
from uno_classic.screen import rules_lines
from uno_classic.strategies import computer_answer
from uno_classic.variants import PRESETS, DrawFour, Rules, Take, preset_rules

from ..test_saves import TURN_BLOCK
from ..test_simulate_cli import parse, simulate_ok
from .helpers import (
    FLAGS,
    GAME_13,
    JUMP_IN_HELP,
    KEYS_13,
    SEVEN_ZERO_HELP,
    after,
    fits,
    prose,
    run,
    saved_keys,
)

# ------------------------------------------------------------------ presets, options, RULES line


@pytest.mark.parametrize(
    ("args", "line"),
    [
        ("", "RULES: CLASSIC"),
        ("--rules official", "RULES: OFFICIAL"),
        ("--rules house", "RULES: HOUSE"),
        ("--rules official --take keep --target 300", "RULES: OFFICIAL + TAKE KEEP, TARGET 300"),
        ("--draw-four bluff", "RULES: CLASSIC + DRAW-FOUR BLUFF"),
        ("--rules official --draw-four bluff", "RULES: OFFICIAL"),  # the preset's own value
        ("--rules house --take play --uno-cards 4", "RULES: HOUSE + TAKE PLAY, UNO-CARDS 4"),
    ],
)
def test_the_rules_line_names_the_preset_and_every_option_changed_from_it(args, line):
    lines = run(f"--seed 3 {args}").stdout.splitlines()
    assert lines[:2] == ["GAME NUMBER 3", line]


def test_a_long_rules_line_continues_indented_by_seven_after_a_comma():
    rules = Rules(
        players=3,
        draw_four=DrawFour.FREE,
        take=Take.UNTIL_PLAYABLE,
        uno_cards=4,
        target=12345,
        uno_penalty=0.125,
        first_wild=PRESETS["official"].first_wild,
    )
    lines = rules_lines(rules, "classic")
    assert lines == [
        "RULES: CLASSIC + DRAW-FOUR FREE, TAKE UNTIL-PLAYABLE, FIRST-WILD STARTER,",
        "       UNO-CARDS 4, TARGET 12345, UNO-PENALTY 0.125",
    ]


@pytest.mark.parametrize(
    ("args", "message"),
    [
        ("--rules crazy", "'crazy' is not one of"),
        ("--draw-four sometimes", "'sometimes' is not one of"),
        ("--uno-cards 3", "'3' is not one of"),
        ("--draw-four free --draw-four-test match", "--draw-four-test has no effect"),
        ("--resume --rules official", "leave out --rules"),
        ("--resume --take keep", "leave out --take"),
    ],
)
def test_unknown_or_contradicting_options_are_one_line_usage_errors(args, message):
    result = run(args)
    assert result.exit_code == 2
    assert message in result.stderr
    assert "Traceback" not in result.stderr


def test_the_options_are_in_the_help_with_their_values():
    text = " ".join(run("--help").stdout.split())
    for option in (
        "--rules [classic|official|house|party|eight-color]",
        "--deck [classic|party|eight-color]",
        "--draw-four [restricted|bluff|free]",
        "--draw-four-test [color|match]",
        "--stacking [off|pass|add]",
        "--take [play|keep|until-playable]",
        "--first-card [effects|number|no-wilds]",
        "--first-wild [dealer|starter]",
        "--starter [random|winner|cut]",
        "--uno-cards [2|4]",
        "--custom-rule [wild|rotate|everyone-takes]",
    ):
        assert option in text


def test_the_rules_command_takes_the_presets_and_states_them():
    text = run("rules --rules house").stdout
    assert "Rules: house" in text
    assert "--take until-playable" in text and "--first-card no-wilds" in text
    assert "may challenge it" in text  # house plays the Draw Four with the challenge
    classic = run("rules").stdout
    assert "may challenge" not in classic and "only while you hold no card" in classic


def test_the_question_mark_help_states_the_rules_in_force():
    official = run("--seed 3 --rules official --take keep", "?").stdout
    assert "A DRAW FOUR ANY TIME, BUT WHILE YOU HOLD A CARD OF THE CURRENT COLOR IT IS" in official
    assert "THE TAKEN CARD IS KEPT AND THE TURN PASSES." in official
    assert "uno-classic rules --rules official --take keep" in official
    classic = run("--seed 3", "?").stdout
    assert "A DRAW FOUR ONLY WHEN YOU HOLD NO CARD OF THE CURRENT COLOR." in classic


# ------------------------------------------------------------------ options travel


def test_a_save_keeps_the_options_and_resume_plays_by_them(private_state_home):
    stopped = run("--seed 8 --rules official --starter cut --take keep", "T")
    assert stopped.exit_code == 1
    saved = json.loads((private_state_home / "save-1.json").read_text())
    assert saved["options"]["preset"] == "official"
    assert (saved["options"]["starter"], saved["options"]["take"]) == ("cut", "keep")
    resumed = run("--resume", "")
    assert resumed.stdout.startswith("GAME NUMBER 8 RESUMED: 1 KEYS REPLAYED\n")
    listing = run("saves").stdout
    assert "RULES OFFICIAL" in listing and "TAKE KEEP" in listing and "STARTER CUT" in listing


def test_the_same_game_with_other_options_is_another_save(private_state_home):
    run("--seed 8", "T")
    run("--seed 8 --rules house", "T")
    assert sorted(p.name for p in private_state_home.iterdir()) == ["save-1.json", "save-2.json"]


def test_a_save_naming_options_this_version_does_not_know_is_refused_and_left_alone(
    private_state_home,
):
    run("--seed 8", "T")
    path = private_state_home / "save-1.json"
    data = json.loads(path.read_text())
    data["options"]["hand_size"] = 10  # no version has had such an option
    path.write_text(json.dumps(data))
    before = path.read_text()
    result = run("--resume", "")
    assert result.exit_code == 1
    assert result.stdout.startswith("THERE IS NO SAVED GAME TO RESUME\n")
    listing = " ".join(run("saves").stdout.split())
    assert "CANNOT BE USED: IT NAMES OPTIONS THIS VERSION DOES NOT KNOW: HAND_SIZE" in listing
    assert path.read_text() == before


def test_a_transcript_naming_an_unknown_option_cannot_be_replayed(tmp_path):
    path = tmp_path / "t.txt"
    path.write_text("$ uno-classic --seed 3 --hand-size 10\nkeys: T\nstatus: 1\n---\n")
    result = run(f"replay --check {path}")
    assert result.exit_code == 2
    assert "cannot replay" in result.stderr and "--hand-size" in result.stderr


def test_a_recording_keeps_the_preset_and_options_and_replays(tmp_path):
    path = tmp_path / "t.txt"
    run(f"--seed 2 --opponents 2 --rules official --starter winner --record {path}", "TTT")
    first = path.read_text().splitlines()[0]
    assert first.startswith("$ uno-classic --seed 2 --opponents 2 --rules official --starter ")
    assert run(f"replay --check {path}").stdout == f"{path}: matches\n"


def test_simulate_prints_the_rules_it_played_and_the_challenges():
    result = run("simulate --games 20 --players 3 --seed 5 --rules official --take keep")
    assert result.exit_code == 0
    lines = result.stdout.splitlines()
    assert lines[1] == "RULES: OFFICIAL + TAKE KEEP"
    bluffs = [line for line in lines if line.startswith("draw four bluffs")]
    assert len(bluffs) == 1
    classic = run("simulate --games 5 --players 3 --seed 5").stdout
    assert "draw four bluffs" not in classic


def test_a_rules_command_too_long_for_a_line_is_shown_as_one_shell_command():
    args = "--rules official --first-card no-wilds --first-wild dealer --starter winner"
    lines = run(f"--seed 3 {args} --target 129", "?").stdout.splitlines()
    start = lines.index("THE FULL RULES AND EVERY KEY:") + 1
    shown = lines[start : start + 2]
    assert all(len(line) <= 80 for line in shown)
    assert shown[0].endswith(" \\") and not shown[1].endswith("\\")
    command = " ".join(line.strip().removesuffix("\\").strip() for line in shown)
    assert command == f"uno-classic rules {args} --target 129"
    assert lines[start + 2 : start + 4] == [
        "PRESS ? AGAIN NOW TO READ THEM HERE; THE GAME GOES ON AFTERWARDS.",
        "SORT, PLAY OR TAKE (S/P/T)? ",
    ]


def test_the_same_rules_named_by_a_preset_or_by_options_are_one_game(private_state_home):
    run("--seed 5 --rules official", "T")
    run("--seed 5 --draw-four bluff --first-wild starter", "T")  # the official rules too
    assert sorted(p.name for p in private_state_home.iterdir()) == ["save-1.json"]


# ------------------------------------------------------------------ party and eight-color options


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


# ------------------------------------------------------------------ party and eight-color games


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


# ------------------------------------------------------------------ house rules: the flags


@pytest.mark.parametrize("preset", list(PRESETS))
@pytest.mark.parametrize("flags", list(FLAGS))
def test_the_rules_line_names_the_house_rules_after_every_preset(preset, flags):
    result = run(f"--seed 3 --rules {preset} {flags}")
    assert result.exit_code == 1  # (the end of the keys)
    lines = result.stdout.splitlines()
    assert lines[:2] == ["GAME NUMBER 3", f"RULES: {preset.upper()} + {FLAGS[flags]}"]


def test_a_long_rules_line_breaks_between_the_flags_with_a_seven_space_indent():
    args = (
        "--jump-in --deck party --draw-four bluff --draw-four-test match --stacking add "
        "--take until-playable --first-card no-wilds --first-wild starter --starter winner "
        "--uno-cards 4 --custom-rule rotate --seven-zero --target 300"
    )
    lines = run(f"--seed 3 {args}").stdout.splitlines()
    # In the order of the option table, the flags last, each line as long as it can be
    # within 80 columns: "RULES: CLASSIC +" (16) and " DECK PARTY," " DRAW-FOUR BLUFF,"
    # " DRAW-FOUR-TEST MATCH," make 67, and " STACKING ADD," would make 81; the second
    # line's seven spaces and four options make 62, " FIRST-WILD STARTER," would make 82;
    # the third line makes 75 up to ROTATE, and " TARGET 300," would make 87.
    assert lines[1:5] == [
        "RULES: CLASSIC + DECK PARTY, DRAW-FOUR BLUFF, DRAW-FOUR-TEST MATCH,",
        "       STACKING ADD, TAKE UNTIL-PLAYABLE, FIRST-CARD NO-WILDS,",
        "       FIRST-WILD STARTER, STARTER WINNER, UNO-CARDS 4, CUSTOM-RULE ROTATE,",
        "       TARGET 300, SEVEN-ZERO, JUMP-IN",
    ]


@pytest.mark.parametrize("command", ["", "rules", "simulate"])
def test_the_help_of_the_game_rules_and_simulate_names_both_flags(command):
    result = run(f"{command} --help")
    assert result.exit_code == 0
    text = prose(result.stdout)
    assert (
        "--seven-zero House rule 7-0: a 7 swaps hands with a player of your choice, a 0 "
        "passes every hand on. [off in every preset]"
    ) in text
    assert (
        "--jump-in House rule jump-in: a card identical to the one just played may be "
        "played at once, out of turn. [off in every preset]"
    ) in text


@pytest.mark.parametrize(
    ("args", "error"),
    [
        ("--seed 3 --seven-zero on", "Error: No such command 'on'."),  # (the group's words)
        ("--seed 3 --jump-in yes", "Error: No such command 'yes'."),
        ("rules --jump-in 1", "Error: Got unexpected extra argument (1)"),
        ("simulate --seven-zero off", "Error: Got unexpected extra argument (off)"),
    ],
)
def test_the_flags_take_no_value(args, error):
    result = run(args)
    assert result.exit_code == 2
    assert result.stdout == ""
    assert result.stderr.splitlines()[-1] == error


# ------------------------------------------------------------------ house rules: uno-classic rules


SEVEN_AND_ZERO_ROWS = (
    "\n  7              the player chooses another player to swap hands with, or\n"
    "                 keeps its own hand (--seven-zero); no color is named\n"
    "  0              every hand passes to the next player in the direction of\n"
    "                 play (--seven-zero)\n"
)
"""WHAT THE CARDS DO, under --seven-zero: the 7 and the 0 get rows of their own."""
JUMP_IN_ROW = (
    "\n    JUMP IN WITH <CARD> (Y/N)?         with --jump-in, when you hold a card\n"
    "                                       identical to the one just played: Y\n"
    "                                       plays it out of turn, N lets it pass\n"
)
"""The key row of the JUMP IN prompt (the answers start in column 40, as every row's)."""


def rules_text(args: str) -> str:
    result = run(f"rules {args}")
    assert result.exit_code == 0, result.output
    fits(result.stdout.splitlines())
    return result.stdout


def section(text: str, heading: str, until: str) -> str:
    """The rules' section under ``heading``, up to the heading ``until``."""
    return text.split(f"\n{heading}\n", 1)[1].split(f"\n{until}\n", 1)[0]


def house_rules(text: str) -> str:
    """The HOUSE RULES section, as prose."""
    return prose(section(text, "HOUSE RULES", "UNO"))


@pytest.mark.parametrize("preset", list(PRESETS))
def test_the_rules_command_with_both_flags_explains_both_house_rules(preset):
    text = rules_text(f"--rules {preset} --seven-zero --jump-in")
    # The flags last, after the target and the missed-UNO chance (as on the RULES line).
    in_force = prose(text.split("Rule options in force:")[1]).split(" (the game")[0]
    assert in_force.endswith(
        " --uno-penalty 0 --seven-zero --jump-in"
        if preset == "eight-color"
        else " --uno-penalty 0.25 --seven-zero --jump-in"
    )
    house = house_rules(text)
    assert house.startswith("7-0 (--seven-zero): a 7 swaps hands, as the player chooses,")
    assert "a 0 passes every hand to the next player in the direction of play" in house
    assert "A 7 or 0 played as the last card just ends the hand." in house
    assert "A 7 or 0 turned as the first card is a number like any other." in house
    jump_in = house[house.index("Jump-in (--jump-in): ") :]
    assert "a player holding an identical card (same color, same number or symbol)" in jump_in
    assert "JUMP IN WITH <CARD> asks you" in jump_in
    assert "Neither the player who played the card nor the one whose turn comes next" in jump_in
    assert "in the direction of play, starting after the one who played" in jump_in
    assert "play goes on after the jumper" in jump_in
    assert (
        "There is no jump-in on a first card, on a wild, or once the hand is over, and none "
        "on a Draw Two that leaves a penalty pending (--stacking), even once that penalty is "
        "taken."
    ) in jump_in
    # The 7 and the 0 in WHAT THE CARDS DO, after the deck's own cards.
    cards = section(text, "WHAT THE CARDS DO", "HOUSE RULES")
    assert SEVEN_AND_ZERO_ROWS in "\n" + cards
    assert cards.index("Draw Four") < cards.index("\n  7 ")
    if preset == "party":
        assert cards.index("Custom Wild") < cards.index("\n  7 ")
    # The JUMP IN prompt among the keys, after CHALLENGE, before PRESS ANY KEY.
    assert JUMP_IN_ROW in text
    keys = [text.index(f"\n    {prompt}") for prompt in ("CHALLENGE", "JUMP IN", "PRESS ANY")]
    assert keys == sorted(keys)
    # Who is checked for UNO when hands change.
    uno = prose(section(text, "UNO", "THE STOCK"))
    assert "a 7 or 0 under --seven-zero, only the player who played it is checked" in uno


@pytest.mark.parametrize("preset", list(PRESETS))
def test_without_the_flags_the_rules_say_the_house_rules_exist_and_are_off(preset):
    text = rules_text(f"--rules {preset}")
    assert house_rules(text) == (
        "Two house rules that no rule text has may be added to any rules: --seven-zero (a "
        "7 swaps hands with a chosen player, a 0 passes every hand on) and --jump-in (a card "
        "identical to the one just played may be played at once, out of turn). Neither is on."
    )
    cards = section(text, "WHAT THE CARDS DO", "HOUSE RULES")
    assert "\n  7 " not in cards and "\n  0 " not in cards
    assert "JUMP IN WITH" not in text
    assert "--seven-zero" not in prose(text.split("Rule options in force:")[1].split("\n\n")[0])


def test_with_one_flag_the_rules_say_the_other_is_off():
    seven_zero = house_rules(rules_text("--seven-zero"))
    assert seven_zero.startswith("7-0 (--seven-zero): ")
    assert seven_zero.endswith("Jump-in is off: nobody plays out of turn (--jump-in).")
    jump_in = house_rules(rules_text("--jump-in"))
    assert jump_in.startswith(
        "7-0 is off: a 7 and a 0 are numbers like any other (--seven-zero). Jump-in (--jump-in): "
    )
    assert SEVEN_AND_ZERO_ROWS not in rules_text("--jump-in")
    assert JUMP_IN_ROW not in rules_text("--seven-zero")


@pytest.mark.parametrize(
    ("args", "after_what"),
    [
        ("--seven-zero", "after a 7 (--seven-zero): the other"),
        ("--rules party --seven-zero", "after a Swap Hands or a 7: the other"),
        ("--rules party", "after a Swap Hands: the other players"),
        ("--jump-in", None),
    ],
)
def test_the_swap_prompt_is_explained_for_the_cards_that_ask_it(args, after_what):
    text = rules_text(args)
    if after_what is None:
        assert "SWAP HANDS WITH" not in text
        return
    row = text.split("\n    SWAP HANDS WITH (1-<K>/N)?         ")[1].split("\n    NEW COLOR")[0]
    assert row.startswith(after_what)
    assert "a number swaps with that player, N keeps your hand" in prose(row)


@pytest.mark.parametrize(
    ("args", "told"),
    [("--seven-zero", True), ("--rules party", True), ("--jump-in", False), ("", False)],
)
def test_the_keys_say_a_new_hand_is_shown_at_once_where_hands_change(args, told):
    # A 7 swaps hands and a 0 passes them on, as a party deck's Swap Hands and rotating
    # Custom Wild do: the human's new rows follow at once when its own card changed them,
    # else in its next turn block (see the tests at the keyboard).
    keys = prose(section(rules_text(args), "THE KEYS", "SEVERAL HUMANS"))
    shown = (
        "When your own card swaps your hand or passes it on, your new hand is shown at once,"
        " its rows with no line before them; a hand another player's card gives you is shown"
        " once, at your next turn."
    )
    assert (shown in keys) == told


# ------------------------------------------------------------------ house rules: ? at the keyboard


@pytest.mark.parametrize("flags", ["", "--seven-zero", "--jump-in", "--seven-zero --jump-in"])
def test_the_help_at_sort_play_or_take_states_the_house_rules_in_force(flags):
    # Game 3: the human's first question is SORT, PLAY OR TAKE (with either flag too).
    lines = fits(run(f"--seed 3 {flags}", "?").stdout.splitlines())
    shown = after(lines, "SORT, PLAY OR TAKE (S/P/T)? ?")
    help_lines = shown[1 : shown.index("SORT, PLAY OR TAKE (S/P/T)? ")]
    assert (SEVEN_ZERO_HELP in help_lines) == ("--seven-zero" in flags)
    assert (JUMP_IN_HELP[0] in help_lines) == ("--jump-in" in flags)
    if "--jump-in" in flags:
        at = help_lines.index(JUMP_IN_HELP[0])
        assert help_lines[at : at + len(JUMP_IN_HELP)] == JUMP_IN_HELP
    if flags == "--seven-zero --jump-in":  # together, 7-0 first, as in the option table
        at = help_lines.index(SEVEN_ZERO_HELP)
        assert help_lines[at + 1 : at + 1 + len(JUMP_IN_HELP)] == JUMP_IN_HELP
    command = " ".join(["uno-classic rules", *shlex.split(flags)])
    assert help_lines[-2:] == [
        f"THE FULL RULES AND EVERY KEY: {command}".rstrip(),
        "PRESS ? AGAIN NOW TO READ THEM HERE; THE GAME GOES ON AFTERWARDS.",
    ]


def test_the_rules_command_of_the_help_wraps_between_bare_flags_and_runs_as_shown():
    args = "--rules party --stacking add --take keep --seven-zero --jump-in --target 300"
    lines = fits(run(f"--seed 3 {args}", "?").stdout.splitlines())
    end = after(lines, "SORT, PLAY OR TAKE (S/P/T)? ?")
    at = end.index("THE FULL RULES AND EVERY KEY:")
    # The flags come last. "  uno-classic rules" (19) and the options up to --target 300
    # make 73, with " \" 75; " --seven-zero" would make 86 + 2: it starts the next line,
    # indented by four, and " --jump-in" follows it there.
    assert end[at + 1 : at + 5] == [
        "  uno-classic rules --rules party --stacking add --take keep --target 300 \\",
        "    --seven-zero --jump-in",
        "PRESS ? AGAIN NOW TO READ THEM HERE; THE GAME GOES ON AFTERWARDS.",
        "SORT, PLAY OR TAKE (S/P/T)? ",
    ]
    # Typed as shown, a shell reads one command: the rules of this very game.
    typed = shlex.split("\n".join(end[at + 1 : at + 3]).replace("\\\n", " "))
    assert typed[:2] == ["uno-classic", "rules"]
    assert rules_text(shlex.join(typed[2:])) == rules_text(args)


# ------------------------------------------------------------------ house rules: simulate


@dataclass
class Played:
    """What the engine did in the house rules' name, counted from its events and questions."""

    sevens: int = 0
    """7s played that did not end the hand (those ask whom to swap with)."""
    swapped: int = 0
    """Of those, the 7s followed by a swap."""
    zeros: int = 0
    """0s played that did not end the hand."""
    passes: int = 0
    """Times every hand passed on."""
    offers: int = 0
    """JUMP IN questions answered."""
    jumps: int = 0
    """Players who jumped in."""
    declined: Counter[Rank] = field(default_factory=Counter)
    """The ranks of the cards a player was offered and let pass."""


def count_house_rules(rules: Rules, strategy: str, *, seed: int, games: int) -> Played:
    """Play games 1..games of ``seed`` with ``strategy`` at every seat through the engine's
    public loop, with its events, and count: a 7 or 0 is played when a ``Played`` event
    names it and no ``HandWon`` follows in the same answer (a last card ends the hand); a 7
    swapped when a ``Swapped`` event follows it in that answer; the hands passed on at each
    ``HandsPassed``; an offer at each JUMP IN question, a jump at each ``JumpedIn``."""
    counted = Played()
    chosen = STRATEGIES[strategy]
    for game_number in range(1, games + 1):
        game = Game(rules, seed=seed, game_number=game_number, record_events=True)
        while game.question is not Question.GAME_OVER:
            question = game.question
            answer = DEAL if question is Question.NEXT_HAND else computer_answer(game, chosen)
            if question is Question.JUMP_IN:
                counted.offers += 1
                if answer is False:
                    assert game.jump_card is not None
                    counted.declined[game.jump_card.rank] += 1
            events = list(game.apply(answer))
            ended = any(isinstance(event, ev.HandWon) for event in events)
            seven = False
            for event in events:
                if isinstance(event, ev.Played) and not ended:
                    seven = event.card.rank is Rank.SEVEN
                    counted.sevens += seven
                    counted.zeros += event.card.rank is Rank.ZERO
                elif isinstance(event, ev.Swapped) and seven:
                    counted.swapped += 1
                elif isinstance(event, ev.HandsPassed):
                    counted.passes += 1
                elif isinstance(event, ev.JumpedIn):
                    counted.jumps += 1
    return counted


def figures(means: Mapping[str, str]) -> tuple[str | None, str | None]:
    """The 7s line and the jump-in line of a simulate report (None when not printed)."""
    return means.get("7s played"), means.get("jump-ins offered")


@pytest.mark.parametrize("preset", list(PRESETS))
@pytest.mark.parametrize("flags", ["", "--seven-zero", "--jump-in", "--seven-zero --jump-in"])
def test_simulate_prints_the_house_rule_figures_only_with_their_flags(preset, flags):
    report = parse(simulate_ok(f"--hands 2 --players 3 --seed 4 --rules {preset} {flags}"))
    named = FLAGS.get(flags)
    assert report.rules == f"RULES: {preset.upper()}" + (f" + {named}" if named else "")
    sevens, jump_ins = figures(report.means)
    assert (sevens is not None) == ("--seven-zero" in flags)
    assert (jump_ins is not None) == ("--jump-in" in flags)


@pytest.mark.parametrize(
    ("preset", "flags", "strategy"),
    [
        ("classic", "--seven-zero --jump-in", "normal"),
        ("classic", "--seven-zero --jump-in", "random"),
        ("party", "--seven-zero --jump-in", "normal"),  # a Swap Hands swaps hands too
        ("classic", "--jump-in", "normal"),
    ],
)
def test_the_house_rule_figures_are_those_the_engine_played(preset, flags, strategy):
    games, players, seed = 4, 4, 6
    rules = preset_rules(preset, players, {f[2:].replace("-", "_"): "on" for f in flags.split()})
    counted = count_house_rules(rules, strategy, seed=seed, games=games)
    lines = simulate_ok(
        f"--games {games} --players {players} --seed {seed} --strategy {strategy} "
        f"--rules {preset} {flags}"
    )
    sevens, jump_ins = figures(parse(lines).means)
    assert counted.offers >= counted.jumps > 0  # the run says something
    if "--seven-zero" in flags:
        kept = counted.sevens - counted.swapped
        assert counted.swapped > 0 and kept > 0
        assert sevens == (
            f"{counted.sevens}; swapped: {counted.swapped}, kept: {kept}; "
            f"hands passed on: {counted.passes}"
        )
        assert counted.passes == counted.zeros  # (the Custom Wilds are plain wilds here)
    rate = f"{counted.jumps / counted.offers:.1%}"
    assert jump_ins == f"{counted.offers}; jumped in: {counted.jumps} ({rate})"


@pytest.mark.parametrize("flags", [{"jump_in": "on"}, {"jump_in": "on", "seven_zero": "on"}])
def test_normal_jumps_in_at_every_offer(flags):
    # Under 7-0 too: no deck has two identical 0s, so a 0 that would bring more cards than
    # it keeps is never offered.
    counted = count_house_rules(preset_rules("classic", 4, flags), "normal", seed=6, games=4)
    assert counted.offers == counted.jumps > 0
    assert not counted.declined
    options = " ".join(f"--{name.replace('_', '-')}" for name in flags)
    means = parse(simulate_ok(f"--games 4 --players 4 --seed 6 {options}")).means
    assert means["jump-ins offered"] == f"{counted.offers}; jumped in: {counted.offers} (100.0%)"


def test_random_jumps_in_at_about_half_the_offers_and_swaps_at_about_three_in_four_7s():
    # A coin toss at each offer; at a 7, one of the three others or keeping, uniformly.
    # With about 400 of each, three standard deviations are under 0.075 and 0.065.
    means = parse(
        simulate_ok("--games 10 --players 4 --seed 1 --strategy random --seven-zero --jump-in")
    ).means
    offered = re.fullmatch(r"(\d+); jumped in: (\d+) .*", means["jump-ins offered"])
    played = re.match(r"(\d+); swapped: (\d+), kept: (\d+);", means["7s played"])
    assert offered and played
    offers, jumps = map(int, offered.groups())
    sevens, swapped, kept = map(int, played.groups())
    assert offers > 300 and sevens > 300
    assert abs(jumps / offers - 0.5) < 0.075
    assert swapped + kept == sevens
    assert abs(swapped / sevens - 0.75) < 0.065


# ------------------------------------------------------------------ house rules: saves, resume


RECAP = re.compile(r"HAND \d+, THE LAST MOVES:\n(?:  \S[^\n]*\n){1,6}")
"""The hand a resumed game comes back in, and its last lines (tests/test_resume_recap.py)."""


def resumed_rest(resumed: str, rules_line: str) -> str:
    """A resumed game's screen after its RESUMED line, the RULES line, the scores and the
    hand's last lines (a game resumed before any answer was accepted shows everything from
    GAME NUMBER on)."""
    first, rest = resumed.split("\n", 1)
    assert re.fullmatch(r"GAME NUMBER \d+ RESUMED: \d+ KEYS REPLAYED", first)
    if rest.startswith("GAME NUMBER"):
        return rest
    assert rest.startswith(rules_line + "\nSCORES: ")
    rest = rest.split("\n", 3)[3]  # RULES, and the scores of four players on two lines
    recap = RECAP.match(rest)
    assert recap, rest[:200]
    return rest[recap.end() :]


@pytest.mark.parametrize(
    ("cut", "saved"),
    [
        (5, "PY7Y3"),  # the swap chosen; stopped at JUMP IN
        (6, "PY7Y3Y"),  # jumped in
        (7, "PY7Y3YT"),  # a card taken: its PLAY IT comes again, after the table
        (12, "PY7Y3YTY"),  # at the second 7's SWAP HANDS WITH: dropped
        (13, "PY7Y3YTYPR7YN"),  # that 7 played, keeping the hand
        (20, "PY7Y3YTYPR7YNPBRY"),  # a row and a card with no confirm: dropped
    ],
)
def test_a_game_with_both_house_rules_resumes_under_them_and_goes_on_as_never_stopped(
    private_state_home, cut, saved
):
    stopped = run(GAME_13, KEYS_13[:cut])
    assert stopped.exit_code == 1
    assert saved_keys(private_state_home) == saved
    resumed = run("--resume", KEYS_13[len(saved) :])
    assert resumed.stdout.splitlines()[0] == f"GAME NUMBER 13 RESUMED: {len(saved)} KEYS REPLAYED"
    rest = resumed_rest(resumed.stdout, "RULES: CLASSIC + SEVEN-ZERO, JUMP-IN")
    never_stopped = run(GAME_13, KEYS_13).stdout  # (the same game: its save is ID 1 too)
    block = TURN_BLOCK.match(rest)
    if block and not never_stopped.endswith(rest):  # in mid-turn, the table again first
        rest = rest[block.end() :]
    assert never_stopped.endswith(rest)
    assert len(rest) > len(never_stopped) // 2  # (the rest of the game is no small part)


def test_a_recording_writes_the_bare_flags_and_replays_only_with_them(tmp_path: Path):
    path = tmp_path / "house-rules.txt"
    recorded = run(f"--jump-in --seven-zero --opponents 3 --seed 13 --record {path}", KEYS_13)
    assert recorded.exit_code == 1
    text = path.read_text(encoding="utf-8")
    assert text.splitlines()[0] == (
        "$ uno-classic --seed 13 --opponents 3 --target 500 --uno-penalty 0.25 "
        "--seven-zero --jump-in --strategy normal"
    )
    assert run(f"replay --check {path}").stdout == f"{path}: matches\n"
    for flag in ("--seven-zero", "--jump-in"):  # each flag is what the replay plays by
        path.write_text(text.replace(f" {flag}", "", 1), encoding="utf-8")
        assert run(f"replay --check {path}").stdout.startswith(f"{path}: differs\n")


def test_the_list_of_saves_names_the_flags_and_a_game_without_them_is_another_save(
    private_state_home,
):
    assert run("--seed 13 --rules party --seven-zero --jump-in --target 300", "T").exit_code == 1
    assert run("--seed 13 --jump-in", "T").exit_code == 1
    assert run("--seed 13", "T").exit_code == 1
    listing = fits(run("saves").stdout.splitlines())
    assert listing[2] == "SAVE 3: GAME NUMBER 13, 3 OPPONENTS, HAND 1"
    assert "SAVE 2: GAME NUMBER 13, 3 OPPONENTS, JUMP-IN, HAND 1" in listing
    first = listing.index(
        "SAVE 1: GAME NUMBER 13, 3 OPPONENTS, RULES PARTY, TARGET 300, SEVEN-ZERO,"
    )
    assert listing[first + 1] == "  JUMP-IN, HAND 1"  # wrapped as every save's line
    assert (
        run("--resume 1").stdout.splitlines()[1] == "RULES: PARTY + TARGET 300, SEVEN-ZERO, JUMP-IN"
    )
    assert run("--resume 2").stdout.splitlines()[1] == "RULES: CLASSIC + JUMP-IN"
