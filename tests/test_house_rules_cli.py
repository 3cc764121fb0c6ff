"""The two house rules, 7-0 (``--seven-zero``) and jump-in (``--jump-in``), as a player
meets them: the flags on the game, ``uno-classic rules`` and ``simulate`` with every preset;
the RULES line; the help texts; the figures simulate prints; saves, resume, recordings and
replay; and at the keyboard, the JUMP IN prompt and a 7's SWAP HANDS WITH, for one human and
for several sharing the keyboard.

The games are real sessions: the command itself (click's CliRunner feeds stdin as a pipe
would), or ``run_session`` with scripted keys and a stacked first deal (every card of the
deck in play), played on by the engine and the computer players. The seeds were found by
searching with the engine and tools/scripted_player.py for the situation each test needs;
every expected line was worked out by hand from the cards dealt or shown.
"""

from __future__ import annotations

import json
import re
import shlex
from collections import Counter
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from pathlib import Path

import pytest
from click.testing import CliRunner, Result

from tools.screen_text import HAND_ROW, see_cards
from uno_classic import events as ev
from uno_classic.cards import Rank
from uno_classic.cli import main
from uno_classic.console import Options
from uno_classic.game import DEAL, Game, Question, Rules
from uno_classic.levels import STRATEGIES
from uno_classic.strategies import computer_answer
from uno_classic.transcript import Transcript
from uno_classic.variants import PRESETS, preset_rules

from .test_rule_options_ii_screen import session
from .test_saves import TURN_BLOCK
from .test_simulate_cli import parse, simulate_ok

WIDTH = 80
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


def run(args: str, keys: str = "") -> Result:
    return CliRunner().invoke(main, shlex.split(args), input=keys.encode())


def fits(lines: Sequence[str]) -> list[str]:
    """The lines, after checking that every one fits the 80-column screen."""
    assert [line for line in lines if len(line) > WIDTH] == []
    return list(lines)


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
    options = Options.of(rules, "classic", seed=1, strategy="normal", delay=0.0, humans=humans)
    lines = session(
        monkeypatch, options, keys, starter=starter, hands=hands, first=first, then=then
    )
    assert lines[-1] == "END OF INPUT: THE GAME STOPS HERE"
    return lines


# ------------------------------------------------------------------ the command line


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


# ------------------------------------------------------------------ uno-classic rules

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


# ------------------------------------------------------------------ ? at the keyboard


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


GAME_48 = "--seed 48 --seven-zero --jump-in"
"""Game 48 with both house rules: after a first BLUE REVERSE, COMPUTER 3 (the dealer) plays
first, BLUE 7; the human holds the other BLUE 7 and, as the player before it against the new
direction (COMPUTER 2 moves next and is never asked; COMPUTER 1 does not hold it), is asked
JUMP IN WITH BLUE 7 before its first turn."""
GAME_48_TABLE = [
    "TOP CARD: BLUE 7   COLOR: BLUE",
    "COMPUTER 1: 7 CARDS   COMPUTER 2: 7 CARDS   COMPUTER 3: 6 CARDS",
    "DIRECTION: COUNTERCLOCKWISE, NEXT AFTER YOU: COMPUTER 3",
    *rows(red="9 4", yellow="1", green="4 2", blue="7 6"),
]


def test_question_mark_at_jump_in_and_at_a_7s_swap_explains_them_and_a_refused_key_is_refused():
    lines = fits(run(GAME_48, "X?Y?N").stdout.splitlines())
    expected = [
        *GAME_48_TABLE,  # the table and the hand, with no PLAYS line: it is not a turn
        "JUMP IN WITH BLUE 7 (Y/N)? X",
        "PLEASE ANSWER Y OR N; Q QUITS (? FOR HELP)",
        "JUMP IN WITH BLUE 7 (Y/N)? ?",
        "Y: PLAY YOUR IDENTICAL CARD NOW, OUT OF TURN; ITS EFFECT IS YOURS, AND PLAY",
        "GOES ON FROM YOU. N: LET IT PASS.",
        "JUMP IN WITH BLUE 7 (Y/N)? Y",
        "HUMAN JUMPS IN",
        # A 7: whom to swap with, first (no color is ever named for it).
        "1 COMPUTER 1 (7 CARDS)",
        "2 COMPUTER 2 (7 CARDS)",
        "3 COMPUTER 3 (6 CARDS)",
        "SWAP HANDS WITH (1-3/N)? ?",
        "THE NUMBER OF THE PLAYER WHOSE HAND YOU TAKE, GIVING IT YOURS;",
        "N KEEPS YOUR HAND. A 7 NAMES NO COLOR: ITS OWN COLOR IS IN FORCE.",
        "SWAP HANDS WITH (1-3/N)? N",
        "HUMAN PLAYS BLUE 7",
        # Play goes on from the jumper: counterclockwise, COMPUTER 3 comes after the human.
        "COMPUTER 3 PLAYS BLUE 5",
    ]
    assert following(lines, "COMPUTER 3 PLAYS BLUE 7", expected) == expected


def test_n_at_jump_in_lets_it_pass_and_the_player_it_interrupted_moves():
    lines = run(GAME_48, "N").stdout.splitlines()
    shown = after(lines, "JUMP IN WITH BLUE 7 (Y/N)? N")
    assert shown[1].startswith("COMPUTER 2 PLAYS ")  # the player after COMPUTER 3
    assert "HUMAN JUMPS IN" not in lines
    assert "BLUE    : 7 6" in shown  # the human's next turn: it still holds its BLUE 7


# ------------------------------------------------------------------ simulate


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


# ------------------------------------------------------------------ saves, resume, records

KEYS_13 = "PY7Y3YTYPR7YNPBRYPB9YTYPY8YTTPRSYPR8YPR4YKPR9YPY9YPBSYPB5YPG"
"""Game 13 with both house rules, as the scripted player plays it: the human plays YELLOW 7
and swaps hands with COMPUTER 3 (PY7Y3), is asked JUMP IN WITH GREEN REVERSE and jumps in
(Y), takes and plays GREEN 5 (TY), plays RED 7 keeping its hand (PR7YN), and so on."""
GAME_13 = "--seed 13 --seven-zero --jump-in"


def saved_keys(state: Path) -> str:
    """The keys the only save holds."""
    [save] = state.glob("save-*.json")
    return str(json.loads(save.read_text())["keys"])


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


def test_a_game_stopped_at_jump_in_resumes_with_the_table_and_the_same_question(
    private_state_home,
):
    stopped = run(GAME_13, "PY7Y3").stdout.splitlines()
    assert stopped[-3] == "JUMP IN WITH GREEN REVERSE (Y/N)? "
    assert saved_keys(private_state_home) == "PY7Y3"  # the swap is an answer a save keeps
    resumed = run("--resume", "Y").stdout.splitlines()
    # Nothing of the human's own 7 again: the computers' moves since, the table, the prompt.
    table = stopped[stopped.index("COMPUTER 3 PLAYS GREEN 7") : -3]
    assert resumed[:4] == [
        "GAME NUMBER 13 RESUMED: 5 KEYS REPLAYED",
        "RULES: CLASSIC + SEVEN-ZERO, JUMP-IN",
        "SCORES: HUMAN 0   COMPUTER 1 0   COMPUTER 2 0",
        "        COMPUTER 3 0",
    ]
    assert resumed[4:11] == [  # the hand up to the human's 7 and the swap it chose
        "HAND 1, THE LAST MOVES:",
        "  COMPUTER 3 JUMPS IN",
        "  COMPUTER 3 PLAYS YELLOW 6",
        "  COMPUTER 2 PLAYS YELLOW 2",
        "  COMPUTER 1 PLAYS YELLOW 4",
        "  HUMAN PLAYS YELLOW 7",
        "  HUMAN SWAPS HANDS WITH COMPUTER 3",
    ]
    assert resumed[11 : 11 + len(table) + 3] == [
        *table,
        "JUMP IN WITH GREEN REVERSE (Y/N)? Y",
        "HUMAN JUMPS IN",
        "HUMAN PLAYS GREEN REVERSE",
    ]
    assert table[-5:] == rows(red="3 7", green="R", blue="R 9")  # COMPUTER 3's hand, swapped
    assert "SWAP HANDS WITH" not in "\n".join(resumed)


def test_a_jump_in_with_a_7_stays_made_when_the_game_stops_before_the_swap(private_state_home):
    # Game 48: the human jumps in with its BLUE 7, and HUMAN JUMPS IN is shown; the input
    # ends at SWAP HANDS WITH. The jump-in is an answer a save keeps: resumed, the game
    # shows the table again and the jump-in, then asks whom to swap with, not JUMP IN again.
    stopped = run(GAME_48, "Y").stdout.splitlines()
    assert stopped[-7:-2] == [
        "HUMAN JUMPS IN",
        "1 COMPUTER 1 (7 CARDS)",
        "2 COMPUTER 2 (7 CARDS)",
        "3 COMPUTER 3 (6 CARDS)",
        "SWAP HANDS WITH (1-3/N)? ",
    ]
    assert saved_keys(private_state_home) == "Y"
    resumed = run("--resume", "N").stdout.splitlines()
    expected = [
        "GAME NUMBER 48 RESUMED: 1 KEYS REPLAYED",
        "RULES: CLASSIC + SEVEN-ZERO, JUMP-IN",
        "SCORES: HUMAN 0   COMPUTER 1 0   COMPUTER 2 0",
        "        COMPUTER 3 0",
        "HAND 1, THE LAST MOVES:",
        "  SHUFFLING AND DEALING",
        "  FIRST CARD: BLUE REVERSE",
        "  DIRECTION REVERSED",
        "  COMPUTER 3 DEALT AND STARTS: AFTER A FIRST REVERSE THE DEALER PLAYS FIRST",
        "  COMPUTER 3 PLAYS BLUE 7",
        "  HUMAN JUMPS IN",  # the answer the save kept
        *GAME_48_TABLE,  # the BLUE 7 still in the hand: it is played once the swap is chosen
        "YOU JUMPED IN WITH BLUE 7",
        "1 COMPUTER 1 (7 CARDS)",
        "2 COMPUTER 2 (7 CARDS)",
        "3 COMPUTER 3 (6 CARDS)",
        "SWAP HANDS WITH (1-3/N)? N",
        "HUMAN PLAYS BLUE 7",
    ]
    assert resumed[: len(expected)] == expected
    never_stopped = run(GAME_48, "YN").stdout.splitlines()
    at = never_stopped.index("SWAP HANDS WITH (1-3/N)? N")
    assert resumed[len(expected) - 2 :] == never_stopped[at:]


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


# ------------------------------------------------------------------ jump-in at the keyboard

SAME_RANK = {
    0: "GREEN 5, RED 8, RED 9, YELLOW 8, YELLOW 9, GREEN 8, YELLOW 5",
    1: "GREEN 5, YELLOW 1, YELLOW 2, YELLOW 3, BLUE 1, BLUE 2, BLUE 3",
    2: "GREEN 1, GREEN 2, GREEN 3, RED 1, RED 2, RED 3, BLUE 4",
    3: "GREEN 4, GREEN 6, YELLOW 4, YELLOW 6, RED 4, RED 6, BLUE 6",
}
"""COMPUTER 1 starts on RED 5 and can play only its GREEN 5; COMPUTER 2, next, is never
asked to jump in, COMPUTER 3 holds no GREEN 5, and the human holds the other GREEN 5 (and a
YELLOW 5). No other card is in two hands."""


def jump_in_table(monkeypatch: pytest.MonkeyPatch, keys: str, human: str) -> list[str]:
    """The SAME_RANK deal with the human's GREEN 5 replaced by ``human``; BLUE 9 on the
    stock, which COMPUTER 1 takes if it moves again."""
    hands = {**SAME_RANK, 0: SAME_RANK[0].replace("GREEN 5", human)}
    return stacked(
        monkeypatch, keys, starter=1, hands=hands, first="RED 5", then="BLUE 9", jump_in="on"
    )


def test_a_human_holding_the_identical_card_is_asked_to_jump_in_with_the_table_first(
    monkeypatch,
):
    lines = jump_in_table(monkeypatch, "Y", "GREEN 5")
    expected = [
        "COMPUTER 1 PLAYS GREEN 5",
        "TOP CARD: GREEN 5   COLOR: GREEN",
        "COMPUTER 1: 6 CARDS   COMPUTER 2: 7 CARDS   COMPUTER 3: 7 CARDS",
        "DIRECTION: CLOCKWISE, NEXT AFTER YOU: COMPUTER 1",
        *rows(red="8 9", yellow="8 9 5", green="5 8"),  # as dealt
        "JUMP IN WITH GREEN 5 (Y/N)? Y",
        "HUMAN JUMPS IN",
        "HUMAN PLAYS GREEN 5",
        # Play goes on after the jumper: COMPUTER 1, with nothing green or 5, takes.
        "COMPUTER 1 TAKES A CARD",
        "COMPUTER 2 PLAYS GREEN 3",  # its highest green
    ]
    assert following(lines, "FIRST CARD: RED 5", expected) == expected


def test_n_at_jump_in_lets_the_player_next_to_move_play(monkeypatch):
    lines = jump_in_table(monkeypatch, "N", "GREEN 5")
    shown = after(lines, "JUMP IN WITH GREEN 5 (Y/N)? N")
    assert shown[1:3] == ["COMPUTER 2 PLAYS GREEN 3", "COMPUTER 3 PLAYS GREEN 6"]
    assert "HUMAN JUMPS IN" not in lines
    assert shown[shown.index("HUMAN PLAYS") + 1 : shown.index("HUMAN PLAYS") + 6] == rows(
        red="8 9", yellow="8 9 5", green="5 8"
    )


def test_a_card_of_the_same_number_in_another_color_is_no_jump_in(monkeypatch):
    lines = jump_in_table(monkeypatch, "", "BLUE 5")  # a BLUE 5 and a YELLOW 5: no GREEN 5
    expected = [
        "COMPUTER 1 PLAYS GREEN 5",
        "COMPUTER 2 PLAYS GREEN 3",
        "COMPUTER 3 PLAYS GREEN 6",
        "TOP CARD: GREEN 6   COLOR: GREEN",
        "COMPUTER 1: 6 CARDS   COMPUTER 2: 6 CARDS   COMPUTER 3: 6 CARDS",
        "DIRECTION: CLOCKWISE, NEXT AFTER YOU: COMPUTER 1",
        "HUMAN PLAYS",
        *rows(red="8 9", yellow="8 9 5", green="8", blue="5"),
        "SORT, PLAY OR TAKE (S/P/T)? ",
    ]
    assert following(lines, "FIRST CARD: RED 5", expected) == expected
    assert not [line for line in lines if "JUMP IN" in line]


@pytest.mark.parametrize("seed", [6, 13, 48])
def test_every_jump_in_prompt_of_a_whole_session_names_a_card_the_human_holds(seed):
    # A human that takes at every turn (so its hand grows), plays what it took, asks for
    # help, and answers Y and N in turn: each JUMP IN is asked right after its rows, which
    # show the card in its color's row.
    keys = "TY?NK" * 150
    lines = fits(run(f"--seed {seed} --seven-zero --jump-in", keys).stdout.splitlines())
    prompts = [i for i, line in enumerate(lines) if line.startswith("JUMP IN WITH ")]
    # A question asked again after a refused key or help comes with no rows before it.
    again = {
        "PLEASE ANSWER Y OR N; Q QUITS (? FOR HELP)": 2,
        "GOES ON FROM YOU. N: LET IT PASS.": 3,
    }
    asked = [at for at in prompts if lines[at - 1] not in again]
    for at in set(prompts) - set(asked):  # the same question, just before
        assert lines[at - again[lines[at - 1]]].startswith(lines[at][:-1])
    assert len(asked) >= 10
    for at in asked:
        card = re.match(r"JUMP IN WITH (\w+) (\d|SKIP|DRAW TWO|REVERSE) \(Y/N\)\? ", lines[at])
        assert card, lines[at]
        color, symbol = card.groups()
        key = {"SKIP": "S", "DRAW TWO": "D", "REVERSE": "R"}.get(symbol, symbol)
        shown = lines[at - 5 : at]
        assert all(HAND_ROW.match(line) for line in shown), lines[at - 6 : at + 1]
        row = next(line for line in shown if line.startswith(f"{color} "))
        assert key in row.split(":")[1].split(), lines[at - 6 : at + 1]


# ------------------------------------------------------------------ several humans

TWO_HUMANS_JUMP = {
    0: "YELLOW 1, YELLOW 2, YELLOW 3, YELLOW 4, GREEN 1, GREEN 2, GREEN 3",
    1: "RED 8, BLUE 2, BLUE 3, BLUE 4, GREEN 4, GREEN 6, GREEN 7",
    2: "RED 8, YELLOW 6, YELLOW 7, YELLOW 8, BLUE 6, BLUE 7, BLUE 8",
    3: "RED 1, RED 2, RED 3, RED 4, RED 6, RED 7, GREEN 8",
}
"""HUMAN 1, HUMAN 2, COMPUTER 1, COMPUTER 2: COMPUTER 1 starts on RED 5 and can play only
RED 8; COMPUTER 2 moves next and is never asked; HUMAN 1 holds no RED 8, HUMAN 2 the other."""


@pytest.mark.parametrize("answer", ["Y", "N"])
def test_a_jump_in_for_the_second_human_comes_after_its_see_cards_prompt(monkeypatch, answer):
    lines = stacked(
        monkeypatch,
        "K" + answer,
        humans=2,
        starter=2,
        hands=TWO_HUMANS_JUMP,
        first="RED 5",
        jump_in="on",
    )
    expected = [
        "COMPUTER 1 PLAYS RED 8",
        see_cards("HUMAN 2"),  # nobody has been at the keyboard this hand
        "TOP CARD: RED 8   COLOR: RED",
        "HUMAN 1: 7 CARDS   COMPUTER 1: 6 CARDS   COMPUTER 2: 7 CARDS",
        "DIRECTION: CLOCKWISE, NEXT AFTER HUMAN 2: COMPUTER 1",
        *rows(red="8", green="4 6 7", blue="2 3 4"),
        f"JUMP IN WITH RED 8 (Y/N)? {answer}",
    ]
    assert following(lines, "FIRST CARD: RED 5", expected) == expected
    shown = after(lines, f"JUMP IN WITH RED 8 (Y/N)? {answer}")
    if answer == "Y":
        assert shown[1:3] == ["HUMAN 2 JUMPS IN", "HUMAN 2 PLAYS RED 8"]
        assert shown[3].startswith("COMPUTER 1 PLAYS ")  # the player after HUMAN 2
    else:
        # COMPUTER 2 moves (its highest red), then HUMAN 1 is handed the keyboard.
        assert shown[1:3] == ["COMPUTER 2 PLAYS RED 7", see_cards("HUMAN 1")]
    assert len(rows_shown(lines)) == 1  # HUMAN 1 never saw its cards: it pressed no key


ZERO_BY_A_COMPUTER = {
    0: "YELLOW 1, YELLOW 2, YELLOW 3, YELLOW 4, GREEN 1, GREEN 2, GREEN 3",
    1: "RED 6, BLUE 1, BLUE 2, BLUE 3, BLUE 4, GREEN 4, GREEN 6",
    2: "RED 0, YELLOW 7, YELLOW 8, YELLOW 9, BLUE 7, BLUE 8, BLUE 9",
    3: "RED 1, RED 2, RED 3, RED 4, RED 7, RED 8, RED 9",
}
"""HUMAN 1, HUMAN 2, COMPUTER 1, COMPUTER 2: HUMAN 2 starts on RED 5 and plays its RED 6;
COMPUTER 1 can play only its RED 0. Every hand passes on clockwise: HUMAN 1 gets COMPUTER
2's reds, HUMAN 2 HUMAN 1's yellows and greens; COMPUTER 2, next, holds COMPUTER 1's cards,
none red or 0, and takes the YELLOW 5 on the stock."""


def test_after_a_computers_0_each_human_sees_its_new_hand_only_after_its_own_key(monkeypatch):
    lines = stacked(
        monkeypatch,
        "K" + "PR6Y" + "K" + "PR1Y" + "K",
        humans=2,
        starter=1,
        hands=ZERO_BY_A_COMPUTER,
        first="RED 5",
        then="YELLOW 5",
        seven_zero="on",
    )
    passed = [
        "HUMAN 2 PLAYS RED 6",
        "COMPUTER 1 PLAYS RED 0",
        # No hand shown, not even to HUMAN 2, the last at the keyboard: the next human
        # may be looking already.
        "HANDS PASS TO THE NEXT PLAYER",
        "COMPUTER 2 TAKES A CARD",
        see_cards("HUMAN 1"),
    ]
    assert following(lines, "PLAY RED 6 (Y/N)? Y", passed) == passed
    first = [
        "TOP CARD: RED 0   COLOR: RED",
        "HUMAN 2: 7 CARDS   COMPUTER 1: 6 CARDS   COMPUTER 2: 7 CARDS",
        "DIRECTION: CLOCKWISE, NEXT AFTER HUMAN 1: HUMAN 2",
        "HUMAN 1 PLAYS",
        *rows(red="1 2 3 4 7 8 9"),  # COMPUTER 2's hand as dealt
        "SORT, PLAY OR TAKE (S/P/T)? P",
    ]
    assert following(lines, see_cards("HUMAN 1"), first) == first
    second = [
        "TOP CARD: RED 1   COLOR: RED",
        "HUMAN 1: 6 CARDS   COMPUTER 1: 6 CARDS   COMPUTER 2: 7 CARDS",
        "DIRECTION: CLOCKWISE, NEXT AFTER HUMAN 2: COMPUTER 1",
        "HUMAN 2 PLAYS",
        *rows(yellow="1 2 3 4", green="1 2 3"),  # HUMAN 1's hand as dealt
        "SORT, PLAY OR TAKE (S/P/T)? ",
    ]
    assert following(lines, see_cards("HUMAN 2"), second, nth=2) == second
    # HUMAN 2's hand as dealt, HUMAN 1's new one, HUMAN 2's new one: no other anywhere.
    assert len(rows_shown(lines)) == 3


ZERO_BY_A_HUMAN = {
    0: "RED 0, YELLOW 1, YELLOW 2, YELLOW 3, GREEN 1, GREEN 2, GREEN 3",
    1: "BLUE 1, BLUE 2, BLUE 3, BLUE 4, GREEN 4, GREEN 6, GREEN 7",
    2: "YELLOW 6, YELLOW 7, YELLOW 8, BLUE 6, BLUE 7, BLUE 8, YELLOW 9",
    3: "RED 1, RED 2, RED 3, RED 4, RED 6, RED 7, RED 8",
}
"""HUMAN 1 starts on RED 5 with its RED 0: every hand passes on clockwise, HUMAN 1 gets
COMPUTER 2's reds and HUMAN 2, next to move, HUMAN 1's yellows and greens."""


def test_a_human_who_plays_a_0_sees_its_new_hand_at_once_and_the_next_human_after_its_key(
    monkeypatch,
):
    lines = stacked(
        monkeypatch,
        "K" + "PR0Y" + "K",
        humans=2,
        starter=0,
        hands=ZERO_BY_A_HUMAN,
        first="RED 5",
        seven_zero="on",
    )
    expected = [
        "HUMAN 1 PLAYS RED 0",
        "HANDS PASS TO THE NEXT PLAYER",
        *rows(red="1 2 3 4 6 7 8"),  # HUMAN 1 is at the keyboard: its new hand only
        see_cards("HUMAN 2"),
        "TOP CARD: RED 0   COLOR: RED",
        "HUMAN 1: 7 CARDS   COMPUTER 1: 7 CARDS   COMPUTER 2: 7 CARDS",
        "DIRECTION: CLOCKWISE, NEXT AFTER HUMAN 2: COMPUTER 1",
        "HUMAN 2 PLAYS",
        *rows(yellow="1 2 3", green="1 2 3"),
        "SORT, PLAY OR TAKE (S/P/T)? ",
    ]
    assert following(lines, "PLAY RED 0 (Y/N)? Y", expected) == expected


# ------------------------------------------------------------------ a hand changed by another


ZERO_BEFORE_THE_HUMAN = {
    0: "BLUE 1, BLUE 2, BLUE 3, BLUE 4, GREEN 4, GREEN 6, GREEN 7",
    3: "RED 0, YELLOW 1, YELLOW 2, YELLOW 3, YELLOW 4, GREEN 1, GREEN 2",
}
"""HUMAN, COMPUTER 1, COMPUTER 2, COMPUTER 3: COMPUTER 3 starts on RED 5 and can play only
its RED 0. Every hand passes on clockwise, and the HUMAN, next to move, gets COMPUTER 3's
yellows and greens."""


def test_a_hand_a_computers_0_passes_to_the_human_is_shown_once_in_its_turn_block(monkeypatch):
    lines = stacked(
        monkeypatch,
        "",
        starter=3,
        hands=ZERO_BEFORE_THE_HUMAN,
        first="RED 5",
        seven_zero="on",
    )
    expected = [
        "HANDS PASS TO THE NEXT PLAYER",
        # No rows here: the turn block right after shows the new hand, once.
        "TOP CARD: RED 0   COLOR: RED",
        "COMPUTER 1: 7 CARDS   COMPUTER 2: 7 CARDS   COMPUTER 3: 7 CARDS",
        "DIRECTION: CLOCKWISE, NEXT AFTER YOU: COMPUTER 1",
        "HUMAN PLAYS",
        *rows(yellow="1 2 3 4", green="1 2"),
        "SORT, PLAY OR TAKE (S/P/T)? ",
    ]
    assert following(lines, "COMPUTER 3 PLAYS RED 0", expected) == expected
    assert len(rows_shown(lines)) == 1  # (the hand dealt went on before the human's turn)


CHANGED_BY_ANOTHER = re.compile(r"^COMPUTER \d SWAPS HANDS WITH HUMAN$|^HANDS PASS TO THE NEXT")


@pytest.mark.parametrize(
    "golden",
    ["seven-zero-swaps-and-passes", "party-everyone-takes", "party-rotate-and-swapped"],
)
def test_a_hand_another_players_card_gives_the_human_waits_for_its_next_turn_block(golden):
    # The command and keys of a golden transcript with one human, whose hand a computer's
    # 7, 0, Swap Hands or rotating Custom Wild changes: the new rows come once, in the
    # human's next turn block, and not also at the change.
    transcript = Transcript.load(Path(__file__).parent.parent / "transcripts" / f"{golden}.txt")
    result = CliRunner().invoke(main, transcript.args, input=transcript.keys)
    lines = result.output.splitlines()
    changes = [
        i
        for i, line in enumerate(lines)
        if CHANGED_BY_ANOTHER.match(line) and not lines[i - 1].startswith("HUMAN PLAYS ")
    ]
    assert changes  # the golden still shows what this test is about
    for i in changes:
        turn = next(j for j in range(i, len(lines)) if lines[j] == "HUMAN PLAYS")
        assert not any(HAND_ROW.match(line) for line in lines[i:turn]), lines[i:turn]
        assert all(HAND_ROW.match(line) for line in lines[turn + 1 : turn + 6])
