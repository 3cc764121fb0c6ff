"""The rule options as a player meets them: the command line (presets, options, usage
errors), the RULES line, the challenge at the keyboard, taking until playable, the help,
and options travelling with saves, recordings and simulate."""

from __future__ import annotations

import io
import json
import shlex
from pathlib import Path

import pytest
from click.testing import CliRunner, Result

from uno_classic.cards import Card, Color
from uno_classic.cli import main
from uno_classic.console import Console
from uno_classic.game import Game, Question
from uno_classic.keys import EndOfInput, ScriptedKeys
from uno_classic.screen import rules_lines
from uno_classic.settings import Settings
from uno_classic.variants import PRESETS, DrawFour, DrawFourTest, Rules, Take

from .tables import arranged_game

FILL = ["GREEN 2, GREEN 3, GREEN 4", "YELLOW 2, YELLOW 3, YELLOW 4", "GREEN 6, GREEN 7, GREEN 8"]


def run(args: str, keys: str = "") -> Result:
    return CliRunner().invoke(main, shlex.split(args), input=keys.encode())


# ------------------------------------------------------------------ the command line


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


# ------------------------------------------------------------------ at the keyboard


def seated(game: Game, keys: str) -> tuple[Console, io.StringIO]:
    out = io.StringIO()
    options = Settings(1, Rules(players=game.players, draw_four=DrawFour.BLUFF))
    console = Console(options, ScriptedKeys(keys), out)
    console.game = game
    console.shown[0] = list(game.hands[0])
    return console, out


def draw_four_on_the_human(hand_of_player: str) -> Game:
    """COMPUTER 2 (seat 2 of three, clockwise) has just played a Draw Four on RED 5 and
    named BLUE; the human (seat 0) is next. ``hand_of_player``: the rest of its hand."""
    game = arranged_game(
        [f"RED 9, {FILL[0]}", FILL[1], f"DRAW FOUR, {hand_of_player}"],
        top="RED 5",
        turn=2,
        draw_four=DrawFour.BLUFF,
    )
    game.apply(Card.parse("DRAW FOUR"))
    game.apply(Color.BLUE)
    assert (game.question, game.turn) == (Question.CHALLENGE, 0)
    return game


def test_a_human_asked_to_challenge_sees_the_table_and_its_hand_first():
    game = draw_four_on_the_human("RED 2, YELLOW 5")
    console, out = seated(game, "")
    with pytest.raises(EndOfInput):
        console.human_challenge()
    lines = out.getvalue().splitlines()
    assert lines[0] == "TOP CARD: DRAW FOUR   COLOR: BLUE"
    assert lines[1] == "COMPUTER 1: 3 CARDS   COMPUTER 2: 2 CARDS"
    assert "HUMAN PLAYS" not in lines
    assert lines[-6:-1] == [
        "RED     : 9",
        "YELLOW  :",
        "GREEN   : 2 3 4",
        "BLUE    :",
        "SPECIAL :",
    ]
    assert lines[-1] == "CHALLENGE COMPUTER 2 (Y/N)? "


def test_a_human_who_challenges_a_bluff_sees_the_hand_and_the_bluffer_takes_four():
    # COMPUTER 2 held RED 2, a card of the color in force: a bluff.
    game = draw_four_on_the_human("RED 2, YELLOW 5")
    console, out = seated(game, "Y")
    console.human_challenge()
    tail = out.getvalue().splitlines()[-5:]
    assert tail == [
        "CHALLENGE COMPUTER 2 (Y/N)? Y",
        "HUMAN CHALLENGES COMPUTER 2",
        "COMPUTER 2 HELD: RED 2, YELLOW 5",
        "COMPUTER 2 WAS BLUFFING",
        "COMPUTER 2 TAKES 4 CARDS",
    ]
    assert (game.question, game.turn) == (Question.MOVE, 0)  # the challenger plays on


def test_a_human_who_challenges_an_honest_draw_four_takes_six_and_is_skipped():
    game = draw_four_on_the_human("YELLOW 2, YELLOW 5")
    console, out = seated(game, "Y")
    console.human_challenge()
    lines = out.getvalue().splitlines()
    lines = lines[lines.index("HUMAN CHALLENGES COMPUTER 2") :]
    assert lines[:4] == [
        "HUMAN CHALLENGES COMPUTER 2",
        "COMPUTER 2 HELD: YELLOW 2, YELLOW 5",
        "COMPUTER 2 WAS NOT BLUFFING",
        "HUMAN TAKES 6 CARDS",
    ]
    taken = " ".join(lines[4:-1])  # the six cards, perhaps on two lines
    assert taken.startswith("YOU TOOK ") and taken.count(",") == 5
    assert lines[-1] == "HUMAN IS SKIPPED"
    assert (game.question, game.turn) == (Question.MOVE, 1)


def test_a_computer_challenge_of_the_human_shows_no_hand():
    # The golden official-challenges: COMPUTER 2 challenges the human and finds a bluff.
    golden = Path(__file__).resolve().parent.parent / "transcripts" / "official-challenges.txt"
    text = golden.read_text(encoding="utf-8")
    assert "COMPUTER 2 CHALLENGES HUMAN\nHUMAN WAS BLUFFING\nHUMAN TAKES 4 CARDS\n" in text
    assert "HUMAN HELD:" not in text


def test_taking_until_playable_names_every_card_but_the_one_offered():
    game = arranged_game(
        [FILL[0], FILL[1], FILL[2]],
        top="RED 5",
        stock="BLUE 2, YELLOW 9, RED 9",
        take=Take.UNTIL_PLAYABLE,
    )
    console, out = seated(game, "TN")
    console.human_turn()
    lines = out.getvalue().splitlines()
    assert lines[-4:] == [
        "SORT, PLAY OR TAKE (S/P/T)? T",
        "HUMAN TAKES 3 CARDS",
        "YOU TOOK BLUE 2, YELLOW 9",
        "YOU TOOK RED 9. PLAY IT (Y/N)? N",
    ]


def test_under_keep_a_taken_card_is_named_and_never_offered():
    game = arranged_game([FILL[0], FILL[1], FILL[2]], top="RED 5", stock="RED 9", take=Take.KEEP)
    console, out = seated(game, "T")
    console.human_turn()
    assert out.getvalue().splitlines()[-3:] == [
        "SORT, PLAY OR TAKE (S/P/T)? T",
        "HUMAN TAKES A CARD",
        "YOU TOOK RED 9",
    ]


def test_the_match_test_refuses_a_draw_four_with_its_own_reason():
    # BLUE 5 matches RED 5 by number: under the match test the Draw Four must wait.
    game = arranged_game(
        [f"DRAW FOUR, BLUE 5, {FILL[0]}", FILL[1], FILL[2]],
        top="RED 5",
        draw_four_test=DrawFourTest.MATCH,
    )
    console, out = seated(game, "PSF")
    with pytest.raises(EndOfInput):
        console.human_turn()
    assert out.getvalue().splitlines()[-3:] == [
        "COLOR CHANGE OR DRAW FOUR (C/F)? F",
        "DRAW FOUR ONLY WHEN NO OTHER CARD BUT A WILD CAN BE PLAYED",
        "SORT, PLAY OR TAKE (S/P/T)? ",
    ]


def test_a_first_wild_named_by_the_starter_says_so():
    # Game 16 with three computers: the human deals a first COLOR CHANGE (see the golden
    # human-names-first-color-change); with --first-wild starter COMPUTER 1 names it.
    lines = run("--seed 16 --target 100 --first-wild starter").stdout.splitlines()
    first = lines.index("FIRST CARD: COLOR CHANGE")
    assert lines[first + 1] == "COMPUTER 1 NAMES THE FIRST CARD'S COLOR, AS THE STARTER"
    assert lines[first + 2].startswith("COLOR IS NOW ")


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
