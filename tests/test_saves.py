"""Interrupted games are saved and resume exactly where they stopped (issue: unbreakable)."""

from __future__ import annotations

import dataclasses
import io
import json
import os
import random
import re
import shlex
from pathlib import Path

import pytest
from click.testing import CliRunner, Result

from uno_classic import __version__, console, saves
from uno_classic.cli import main
from uno_classic.console import run_session
from uno_classic.keys import ScriptedKeys
from uno_classic.settings import Settings
from uno_classic.variants import PRESETS, Deck

CONTINUE = "TO CONTINUE THIS GAME: uno-classic --resume 1"


def keys_for(seed: int, count: int = 400, *, swap_hands: bool = True) -> str:
    """A player pressing plausible keys (no whitespace, so every key counts). H comes only
    after PS, as the party deck's Swap Hands (and not even there without ``swap_hands``):
    anywhere else it asks for a hint, which no save keeps, so the saved keys would not be
    the first keys pressed."""
    rng = random.Random(seed)
    menu = ["PR", "PY", "PG", "PB", "PO", "PK", "PS", "T", "TY", "TN", "S", "?", "X"]
    pieces: list[str] = []
    while sum(map(len, pieces)) < count:
        piece = rng.choice(menu)
        if piece.startswith("P"):
            card = rng.choice("0123456789SDRCFHU")
            if card == "H" and not (swap_hands and piece == "PS"):  # (refused, as H was)
                card = "U"
            piece += card + rng.choice("YYYN") + rng.choice("1N")
            piece += rng.choice("RYGBP")
        pieces.append(piece + rng.choice(["", "", "K"]))
    return "".join(pieces)[:count]


def session(options: Settings, keys: str, resume: str | None = None) -> tuple[str, str]:
    out = io.StringIO()
    end = run_session(options, ScriptedKeys(keys), out, resume=resume)
    return out.getvalue(), end.resume_keys


def preset_options(seed: int, *, opponents: int, target: int) -> Settings:
    """Game ``seed`` under each preset in turn, as the seed goes up."""
    preset = sorted(PRESETS)[seed % len(PRESETS)]
    rules = dataclasses.replace(PRESETS[preset], players=opponents + 1, target=target)
    return Settings(seed, rules, preset)


END_OF_INPUT = "\nEND OF INPUT: THE GAME STOPS HERE\n"
RULES = re.compile(r"RULES: [^\n]*\n(?:       [^\n]*\n)*")
SCORES = re.compile(r"SCORES: [^\n]*\n(?:        [^\n]*\n)*")
RECAP = re.compile(r"HAND [1-9]\d*, THE LAST MOVES:\n((?:  \S[^\n]*\n){1,6})")
TURN_BLOCK = re.compile(
    r"TOP CARD: [^\n]*\n(?:[^\n]*\n)*?HUMAN PLAYS\n"
    r"RED     :[^\n]*\nYELLOW  :[^\n]*\nGREEN   :[^\n]*\nBLUE    :[^\n]*\n"
    r"(?:ORANGE  :[^\n]*\nPURPLE  :[^\n]*\nPINK    :[^\n]*\nSKY     :[^\n]*\n)?SPECIAL :[^\n]*\n"
)


@pytest.mark.parametrize("seed", range(12))
def test_a_resumed_game_goes_on_byte_for_byte_like_one_never_interrupted(seed):
    options = preset_options(seed, opponents=1 + seed % 9, target=150)
    keys = keys_for(seed, swap_hands=options.rules.deck is Deck.PARTY)
    whole, _ = session(options, keys)
    rng = random.Random(seed)
    for cut in sorted(rng.sample(range(1, len(keys)), 6)):
        _, saved = session(options, keys[:cut])
        assert keys.startswith(saved) and len(saved) <= cut
        resumed, _ = session(options, keys[len(saved) :], resume=saved)
        summary, _, rest = resumed.partition("\n")
        assert summary == f"GAME NUMBER {seed} RESUMED: {len(saved)} KEYS REPLAYED"
        # Then the rules and the scores (a turn block no longer shows them).
        rules = RULES.match(rest)
        assert rules, rest[:200]
        rest = rest[rules.end() :]
        scores = SCORES.match(rest)
        assert scores, rest[:200]
        rest = rest[scores.end() :]
        shown = [int(n) for n in re.findall(r"(?:HUMAN|COMPUTER \d) (\d+)", scores.group())]
        assert len(shown) == options.opponents + 1
        # Then the hand, and its last lines up to the last answer, each a line of the game.
        recap = RECAP.match(rest)
        assert recap, rest[:200]
        rest = rest[recap.end() :]
        assert all(line.strip() in whole.splitlines() for line in recap.group(1).splitlines())
        # In the middle of a turn (after a sort or a take) the turn block comes again.
        view = TURN_BLOCK.match(rest)
        tail = rest[view.end() :] if view and not whole.endswith(rest) else rest
        # From there on, the same bytes as never stopping...
        assert whole.endswith(tail)
        # ...starting no later than the question the saved keys lead to: a game with only
        # those keys stops at that prompt, so nothing after the last answer is skipped.
        upto, _ = session(options, saved)
        assert upto.endswith(END_OF_INPUT)
        before_prompt = upto.removesuffix(END_OF_INPUT).rpartition("\n")[0] + "\n"
        assert whole.startswith(before_prompt)
        assert len(tail) >= len(whole) - len(before_prompt)


MOVE = re.compile(
    r"^(?:[A-Z0-9][A-Z0-9 ]* (?:PLAYS|TAKES) .*|COLOR IS NOW .*|YOU TOOK [^.\n]*)$", re.M
)


def moves(screen: str) -> list[str]:
    """Every move shown, in order, and the cards the human was shown taking."""
    return MOVE.findall(screen)


@pytest.mark.parametrize("seed", range(8))
def test_a_resumed_game_never_takes_back_anything_that_was_shown(seed):
    """Interrupt anywhere, resume, and answer differently from then on: every move shown
    before the interruption is still there, in order (a take stays taken, a play stays
    played); the resumed screen shows every move after the last answer, those a pause had
    not shown yet included, and none of the human's own again."""
    options = preset_options(seed, opponents=1 + seed % 4, target=100)
    keys = keys_for(seed)
    different = keys_for(seed + 1000)
    rng = random.Random(seed)
    for cut in rng.sample(range(1, len(keys)), 25):
        interrupted, saved = session(options, keys[:cut])
        resumed, _ = session(options, different, resume=saved)
        fresh, _ = session(options, saved + different)  # the same answers, never stopped
        shown, after, everything = moves(interrupted), moves(resumed), moves(fresh)
        assert everything[: len(shown)] == shown  # nothing shown is taken back
        start = len(everything) - len(after)
        assert everything[start:] == after
        assert start <= len(shown), "moves were made out of sight"
        # What is shown again is only what followed the last answer: the computers' moves.
        again = everything[start : len(shown)]
        assert not [move for move in again if move.startswith("HUMAN PLAYS")], again


def run(args: str, keys: str = "") -> Result:
    return CliRunner().invoke(main, shlex.split(args), input=keys.encode())


def test_end_of_input_saves_the_game_and_the_last_line_says_how_to_go_on(private_state_home):
    result = run("--seed 5 --opponents 2", "SPR")
    assert result.exit_code == 1
    assert result.stdout.splitlines()[-1] == CONTINUE
    saved = json.loads((private_state_home / "save-1.json").read_text())
    assert saved["keys"] == "S"  # the sort was an answer; the half-entered play is dropped
    assert saved["options"]["seed"] == 5 and saved["options"]["opponents"] == 2
    # Where it stopped: the first turn of hand 1, nobody has scored yet.
    assert saved["progress"] == {"game": 1, "hand": 1, "scores": [0, 0, 0]}
    assert saved["declined"] is False


def test_quit_saves_the_game_too(private_state_home):
    result = run("--seed 5 --opponents 2", "SQY")  # a sort (an answer), then Q
    assert result.exit_code == 0
    assert result.stdout.splitlines()[-2:] == ["YOU LEFT THE GAME", CONTINUE]
    assert (private_state_home / "save-1.json").exists()


def test_resume_replays_silently_then_shows_the_table_and_the_pending_prompt(private_state_home):
    run("--seed 5 --opponents 2", "TSPR")  # a whole turn (T), a sort, then half a play
    result = run("--resume", "")
    lines = result.stdout.splitlines()
    assert lines[0] == "GAME NUMBER 5 RESUMED: 2 KEYS REPLAYED"
    assert lines.pop(1) == "RULES: CLASSIC"
    assert lines.pop(1) == "SCORES: HUMAN 0   COMPUTER 1 0   COMPUTER 2 0"
    assert [lines.pop(1) for _ in range(7)] == [  # the hand's last lines up to the sort
        "HAND 1, THE LAST MOVES:",
        "  COMPUTER 1 PLAYS RED 0",
        "  COMPUTER 2 PLAYS RED 8",
        "  HUMAN TAKES A CARD",
        "  COMPUTER 1 PLAYS COLOR CHANGE",
        "  COLOR IS NOW YELLOW",
        "  COMPUTER 2 PLAYS YELLOW 3",
    ]
    # The table again, with the hand as it was last shown (sorted), then the same prompt.
    never_stopped = run("--seed 5 --opponents 2", "TS").stdout.splitlines()
    second_turn = max(i for i, line in enumerate(never_stopped) if line.startswith("TOP CARD: "))
    block = never_stopped[second_turn : never_stopped.index("HUMAN PLAYS", second_turn) + 1]
    sorted_rows = never_stopped[-8:-3]  # the rows the sort printed, before the last prompt
    assert [row[:8] for row in sorted_rows] == [
        "RED     ",
        "YELLOW  ",
        "GREEN   ",
        "BLUE    ",
        "SPECIAL ",
    ]
    assert lines[1 : len(block) + 6] == [*block, *sorted_rows]
    assert lines[len(block) + 6] == "SORT, PLAY OR TAKE (S/P/T)? "


def test_resume_without_a_save_says_so_with_status_1():
    result = run("--resume")
    assert result.exit_code == 1
    assert result.stdout == "THERE IS NO SAVED GAME TO RESUME\n"


@pytest.mark.parametrize(
    ("content", "reason"),
    [
        ("{not json", "IT IS DAMAGED"),
        (
            '{"format": "uno-classic save", "version": "0.0.1", "options": {}, "keys": ""}',
            "IT WAS SAVED BY VERSION 0.0.1",
        ),
        ('["a list"]', "IT IS NOT AN UNO-CLASSIC SAVE"),
    ],
)
def test_a_corrupt_or_foreign_save_gets_a_clear_message_and_is_left_untouched(
    private_state_home, content, reason
):
    private_state_home.mkdir(parents=True)
    path = private_state_home / "save-1.json"
    path.write_text(content)
    result = run("--resume 1")
    assert result.exit_code == 1
    first, *rest = result.stdout.splitlines()
    assert first.startswith(f"THE SAVED GAME {path} CANNOT BE RESUMED: {reason}")
    assert rest == ["IT IS LEFT AS IT IS"]
    # Bare --resume finds nothing it can use, and says where to look.
    newest = run("--resume")
    assert newest.exit_code == 1
    assert newest.stdout.splitlines() == [
        "THERE IS NO SAVED GAME TO RESUME",
        "SAVES THIS VERSION CANNOT USE ARE LISTED BY: uno-classic saves",
    ]
    assert path.read_text() == content
    # A new game does not overwrite it either: it gets the next ID.
    run("--seed 7 --opponents 1", "S")
    assert path.read_text() == content
    assert saves.load(private_state_home / "save-2.json").options.seed == 7


def test_a_finished_game_removes_its_save(private_state_home):
    transcript = Path(__file__).parent.parent / "transcripts" / "play-again.txt"
    header = transcript.read_text().splitlines()[:2]
    args = header[0].removeprefix("$ uno-classic ")
    keys = header[1].removeprefix("keys: ")
    run(args, keys[:5])  # interrupted after the first play: saved
    assert (private_state_home / "save-1.json").exists()
    # A new game of the same number played to the end leaves that save alone: the player
    # may still want to go on with it.
    assert run(args, keys).exit_code == 0
    assert (private_state_home / "save-1.json").exists()
    # Resumed and played to the end, the game needs its save no more.
    saved = saves.load(private_state_home / "save-1.json").keys  # the half play is dropped
    finished = run("--resume 1", keys[len(saved) :])
    assert finished.exit_code == 0
    assert not (private_state_home / "save-1.json").exists()


def test_saving_is_atomic_a_failure_leaves_the_previous_save_whole(private_state_home, monkeypatch):
    first = saves.Save(Settings(9), "TT")
    path = saves.save_path(private_state_home, saves.write(private_state_home, first))
    before = path.read_text()

    def broken_replace(source: str, target: str) -> None:
        raise OSError("disk full")

    monkeypatch.setattr(os, "replace", broken_replace)
    with pytest.raises(OSError):  # the same game, resumed from save 1 and stopped again
        saves.write(private_state_home, saves.Save(Settings(9), "TTTT"), resumed=1)
    assert path.read_text() == before
    assert sorted(p.name for p in private_state_home.iterdir()) == ["save-1.json"]


def test_the_state_folder_follows_xdg_state_home(tmp_path):
    assert saves.state_dir({"XDG_STATE_HOME": str(tmp_path)}) == tmp_path / "uno-classic"
    home = Path.home() / ".local" / "state" / "uno-classic"
    assert saves.state_dir({}) == home
    assert saves.state_dir({"XDG_STATE_HOME": "relative/path"}) == home  # the spec: ignored


def test_an_internal_error_saves_the_game_writes_a_crash_log_and_exits_70(
    private_state_home, monkeypatch
):
    calls = []

    def failing_turn_block(self: console.Console) -> None:
        calls.append(1)
        if len(calls) == 2:  # the second turn: something has been played and saved
            raise RuntimeError("a bug in the turn block")
        original(self)

    original = console.Console.turn_block
    monkeypatch.setattr(console.Console, "turn_block", failing_turn_block)
    result = run("--seed 5 --opponents 2", "T" + "S" * 5)
    assert result.exit_code == 70
    assert result.exception is None or isinstance(result.exception, SystemExit)
    assert "Traceback" not in result.stdout + result.stderr
    *_, crash_line, continue_line = result.stdout.splitlines()
    assert continue_line == CONTINUE
    assert crash_line.startswith("AN INTERNAL ERROR STOPPED THE GAME; THE DETAILS ARE IN ")
    log = Path(crash_line.rsplit(" ", 1)[1])
    assert log.parent == private_state_home
    assert log.stat().st_mode & 0o777 == 0o600  # only its owner reads it
    text = log.read_text()
    for needed in (f"uno-classic {__version__}", "command line:", "keys: 'T'", "RuntimeError"):
        assert needed in text
    # The options as a command line that plays the same game.
    options = "--seed 5 --opponents 2 --target 500 --uno-penalty 0.25 --strategy normal"
    assert f"\noptions: {options}\n" in text
    assert saves.load(private_state_home / "save-1.json").keys == "T"


def test_the_state_folder_and_its_new_parents_are_created_private(tmp_path, monkeypatch):
    state_home = tmp_path / "new" / "state"  # neither exists yet
    monkeypatch.setenv("XDG_STATE_HOME", str(state_home))
    folder = saves.state_dir()
    saves.write(folder, saves.Save(Settings(4), "T"))
    for made in (tmp_path / "new", state_home, folder):
        assert made.stat().st_mode & 0o777 == 0o700, made
    assert (folder / "save-1.json").stat().st_mode & 0o777 == 0o600


def test_an_existing_state_folder_keeps_the_mode_its_owner_gave_it(tmp_path):
    folder = tmp_path / "uno-classic"
    folder.mkdir(mode=0o750)
    folder.chmod(0o750)
    saves.write(folder, saves.Save(Settings(4), "T"))
    assert folder.stat().st_mode & 0o777 == 0o750


def test_a_game_that_cannot_be_saved_says_so_in_one_upper_case_line(tmp_path, monkeypatch):
    blocker = tmp_path / "a-file"
    blocker.write_text("")
    monkeypatch.setenv("XDG_STATE_HOME", str(blocker))  # the state folder cannot be made
    result = run("--seed 5 --opponents 2", "T")
    assert result.exit_code == 1
    last = result.stdout.splitlines()[-1]
    assert last.startswith("THE GAME COULD NOT BE SAVED: ")
    assert last == last.upper() and "[ERRNO" not in last
    assert "Traceback" not in result.stdout + result.stderr


def party_options(seed: int) -> Settings:
    rules = dataclasses.replace(PRESETS["party"], players=4)
    return Settings(seed, rules, "party")


def test_a_swap_choice_stays_made_when_the_game_stops_before_its_color():
    # Game 52 under the party rules: the human's first play is its Swap Hands, with
    # COMPUTER 2; the game stops at NEW COLOR, after the play line was shown.
    options = party_options(52)
    stopped, saved = session(options, "PSHY2")
    assert stopped.endswith("HUMAN PLAYS SWAP HANDS\nNEW COLOR (R/Y/G/B)? " + END_OF_INPUT)
    assert saved == "PSHY2"  # the choice is an answer a save keeps
    resumed, _ = session(options, "G", resume=saved)
    head, _, rest = resumed.partition("NEW COLOR (R/Y/G/B)? G\n")
    assert head.startswith("GAME NUMBER 52 RESUMED: 5 KEYS REPLAYED\n")
    assert "TOP CARD: SWAP HANDS" in head and "SPECIAL :" in head  # the table again
    assert "SWAP HANDS WITH" not in head  # nothing to choose again
    assert head.endswith("YOU PLAYED SWAP HANDS TO SWAP WITH COMPUTER 2\n")  # the choice
    assert rest.startswith("HUMAN SWAPS HANDS WITH COMPUTER 2\n")
    whole, _ = session(options, "PSHY2G")
    assert whole.endswith(rest)


def test_the_help_at_new_color_says_when_the_hand_is_about_to_pass_on():
    # The same Swap Hands: ? at NEW COLOR after choosing a partner, and after keeping.
    options = party_options(52)
    swapping, _ = session(options, "PSHY2?")
    keeping, _ = session(options, "PSHYN?")
    leaving = "YOUR HAND IS ABOUT TO PASS TO ANOTHER PLAYER: A COLOR IT HOLDS FEW OF HELPS"
    assert leaving in swapping and "THE COLOR YOU HOLD MOST" not in swapping
    assert leaving not in keeping and "THE COLOR YOU HOLD MOST" in keeping


# --------------------------------------------------------------------------- the file format

SAVES = Path(__file__).parent / "saves"
MADE_BEFORE = [
    # (the save file, written by the version before the options were one typed value; the
    # command line and the keys that made it, Q Y stopping the game)
    ("party-seed-39.json", "--seed 39 --opponents 2 --rules party --target 150", "PR9YQY"),
    (
        "house-rules-two-humans-seed-8.json",
        "--seed 8 --humans 2 --opponents 2 --rules party --stacking add --custom-rule rotate "
        "--seven-zero --jump-in --uno-penalty 0.1 --take keep --strategy hard,random --delay 0",
        "SSQY",
    ),
]
SAVED_AT = re.compile(r'"saved": "[^"]*"')


@pytest.mark.parametrize(("name", "args", "keys"), MADE_BEFORE)
def test_a_new_save_is_written_byte_for_byte_as_before(private_state_home, name, args, keys):
    before = (SAVES / name).read_text(encoding="utf-8")
    assert run(args, keys).exit_code == 0
    written = (private_state_home / "save-1.json").read_text(encoding="utf-8")
    # All but the time it was made, which is a time with its UTC offset all the same.
    assert SAVED_AT.sub("", written) == SAVED_AT.sub("", before)
    assert saves.load(private_state_home / "save-1.json").saved.tzinfo is not None


@pytest.mark.parametrize(("name", "args", "keys"), MADE_BEFORE)
def test_an_old_save_is_read_and_written_again_unchanged(name, args, keys):
    before = (SAVES / name).read_text(encoding="utf-8")
    assert saves.Save.from_json(before).to_json() == before
