"""Hints (H): what the hard computer player would answer in the human's seat, one line,
private, never changing the game (docs/playing.md, "Hints").

The sessions are real (``run_session`` with scripted keys, or the click command); the
hint's words are checked against the answer kinds by hand, its honesty against the
positions of tests/test_hard.py, and "asking never changes the game" by playing the same
keys with and without H pressed at random prompts.
"""

from __future__ import annotations

import dataclasses
import io
import json
import random
import re
from pathlib import Path
from types import SimpleNamespace
from typing import Any

import pytest
from click.testing import CliRunner

from uno_classic import hints, saves
from uno_classic.cards import Card, Color
from uno_classic.cli import main
from uno_classic.console import HINTS_OFF, SessionEnd, run_session
from uno_classic.keys import EndOfInput, ScriptedKeys
from uno_classic.questions import KEEP, TAKE, Question
from uno_classic.randomness import Purpose
from uno_classic.screen import Names, hint_line, hints_summary
from uno_classic.search import PLAYOUTS, HardStrategy
from uno_classic.settings import Progress, Settings
from uno_classic.variants import PRESETS, Deck, Rules, UnoCall, uno_call

from .rules.helpers import after, options, session
from .test_game_copies import permuted_unseen
from .test_hard import POSITIONS
from .test_saves import keys_for

# ------------------------------------------------------------------ the words


ONE = Names(1)
TWO = Names(2)


@pytest.mark.parametrize(
    ("answer", "question", "pending", "words"),
    [
        (Card.parse("RED 7"), Question.MOVE, 0, "PLAY RED 7"),
        (Card.parse("DRAW FOUR"), Question.MOVE, 0, "PLAY DRAW FOUR"),
        (Card.parse("SWAP HANDS"), Question.MOVE, 0, "PLAY SWAP HANDS"),
        (TAKE, Question.MOVE, 0, "TAKE A CARD"),
        (TAKE, Question.MOVE, 4, "TAKE 4 CARDS"),
        (True, Question.PLAY_TAKEN, 0, "PLAY IT"),
        (False, Question.PLAY_TAKEN, 0, "KEEP IT"),
        (Color.BLUE, Question.COLOR, 0, "NAME BLUE"),
        (Color.SKY, Question.COLOR, 0, "NAME SKY"),
        (True, Question.CHALLENGE, 0, "CHALLENGE"),
        (False, Question.CHALLENGE, 0, "DO NOT CHALLENGE"),
        (2, Question.SWAP, 0, "SWAP WITH COMPUTER 2"),
        (KEEP, Question.SWAP, 0, "KEEP YOUR HAND"),
        (True, Question.JUMP_IN, 0, "JUMP IN"),
        (False, Question.JUMP_IN, 0, "STAY OUT"),
    ],
)
def test_a_hint_says_its_answer_in_words(answer, question, pending, words):
    assert hint_line(answer, question, pending, ONE) == f"HINT: {words}"


def test_a_swap_hint_names_a_human_by_its_name():
    assert hint_line(1, Question.SWAP, 0, Names(2, ("ANN", "BOB"))) == "HINT: SWAP WITH BOB"
    assert hint_line(1, Question.SWAP, 0, TWO) == "HINT: SWAP WITH HUMAN 2"


def test_the_summary_counts_each_humans_hints_only_when_some_were_taken():
    assert hints_summary([0], ONE) == []
    assert hints_summary([0, 0], TWO) == []
    assert hints_summary([3], ONE) == ["HINTS TAKEN: HUMAN 3"]
    assert hints_summary([0, 2], TWO) == ["HINTS TAKEN: HUMAN 1 0, HUMAN 2 2"]
    assert hints_summary([1, 0], Names(2, ("ANN", "BOB"))) == ["HINTS TAKEN: ANN 1, BOB 0"]
    many = hints_summary([0, 0, 0, 0, 0, 1, 0, 0, 0, 12], Names(10))
    assert many == [
        "HINTS TAKEN: HUMAN 1 0, HUMAN 2 0, HUMAN 3 0, HUMAN 4 0, HUMAN 5 0, HUMAN 6 1,",
        "   HUMAN 7 0, HUMAN 8 0, HUMAN 9 0, HUMAN 10 12",
    ]


# ------------------------------------------------------------------ whose answer it is


def test_the_adviser_is_hard_at_its_full_budget():
    assert type(hints.ADVISER) is HardStrategy
    assert hints.ADVISER.playouts == PLAYOUTS


class Spy(HardStrategy):
    """Notes the seat, the hand it was shown and the stream it was handed."""

    def __init__(self) -> None:
        super().__init__()
        self.asked: list[tuple[int, list[Card], random.Random]] = []

    def choose_play(self, view: Any, rng: random.Random) -> Card | None:
        self.asked.append((view.seat, list(view.hand), rng))
        return super().choose_play(view, rng)


def test_a_hint_asks_hard_from_the_humans_seat_on_a_stream_no_game_draws(monkeypatch):
    spy = Spy()
    monkeypatch.setattr(hints, "ADVISER", spy)
    for game in POSITIONS:
        if game.question is not Question.MOVE:
            continue
        streams = dict(game._streams)  # (the game's own streams, made so far)
        before = [s.getstate() for s in (game.tiebreak, *streams.values())]
        answer = hints.hinted_answer(game)
        seat, hand, rng = spy.asked[-1]
        assert seat == game.turn and hand == list(game.hands[game.turn])
        assert rng is not game.tiebreak and rng not in streams.values()
        assert [s.getstate() for s in (game.tiebreak, *streams.values())] == before
        assert answer is TAKE or answer in game.cards_to_play()
    assert len(spy.asked) >= 10


def test_a_hint_at_any_question_leaves_every_stream_of_the_game_as_it_was():
    """At every kind of question (a rule's own too: CHALLENGE, SWAP, JUMP IN, whose
    computers draw streams of their own), asking makes no stream of the game and draws
    from none."""
    asked = set()
    for game in POSITIONS:
        before = {purpose: rng.getstate() for purpose, rng in game._streams.items()}
        tiebreak = game.tiebreak.getstate()
        hints.hinted_answer(game)
        assert {purpose: rng.getstate() for purpose, rng in game._streams.items()} == before
        assert game.tiebreak.getstate() == tiebreak
        asked.add(game.question)
    assert {Question.SWAP, Question.JUMP_IN} <= asked


def test_a_hints_stream_is_made_for_its_game_hand_turn_and_question():
    game = POSITIONS[0]
    made = []

    def derive(*key: object) -> random.Random:
        made.append(key)
        return random.Random(0)

    with pytest.MonkeyPatch.context() as patch:
        patch.setattr(hints, "derive", derive)
        hints.hinted_answer(game)
    key = (game.seed, game.game_number, game.hand_number, Purpose.HINT, game.turns)
    assert made == [(*key, game.question.name)]


def test_where_the_unseen_cards_are_never_changes_a_hint():
    """The human's hint knows what the human knows: the cards it cannot see moved at random
    (counts and known cards kept), the same hint."""
    kinds = set()
    for i, game in enumerate(POSITIONS):
        moved = permuted_unseen(game, game.turn, random.Random(i))
        assert [moved.hands, moved.stock] != [game.hands, game.stock]
        hint = hints.hinted_answer(game)
        assert hints.hinted_answer(moved) == hint, (i, game.question)
        kinds.add(game.question)
    assert len(kinds) >= 4  # (moves, colors, taken cards, swaps, jump-ins)


# ------------------------------------------------------------------ never changes the game


NO_HINT_PROMPTS = ("PLAY AGAIN (Y/N)? ", "QUIT (Y/N)? ", "SPECIAL CARD (C/F/H/U)? ")


class Tee(io.StringIO):
    """The screen, with the line being written (the prompt) at hand."""

    def prompt(self) -> str:
        return self.getvalue().rpartition("\n")[2]


class HintingKeys:
    """The keys of a string; before each one, at a prompt where H asks for a hint, H now
    and then (``chance``). Counts the string's keys handed out."""

    interactive = False

    def __init__(self, keys: str, out: Tee, rng: random.Random, chance: float) -> None:
        self.keys = keys
        self.out = out
        self.rng = rng
        self.chance = chance
        self.given = 0
        self.hinted = 0

    def read_key(self) -> str:
        prompt = self.out.prompt()
        hintable = prompt.endswith("? ") and "PRESS ANY KEY" not in prompt
        if hintable and prompt not in NO_HINT_PROMPTS and self.rng.random() < self.chance:
            self.hinted += 1
            return "H"
        if self.given == len(self.keys):
            raise EndOfInput
        self.given += 1
        return self.keys[self.given - 1]

    def pause(self, seconds: float) -> None:
        """Never waits."""

    def discard_typed_ahead(self) -> None:
        """Types nothing ahead."""


HINT_EXCHANGE = re.compile(r"(?m)^([^\n]*\? )H\nHINT: [^\n]*\n\1")


def without_hints(screen: str) -> str:
    """The screen with each H, its hint and the prompt asked again taken out, and the
    HINTS TAKEN lines."""
    while True:
        shorter = HINT_EXCHANGE.sub(r"\1", screen)
        if shorter == screen:
            break
        screen = shorter
    return re.sub(r"(?m)^HINTS TAKEN: .*\n", "", screen)


def table(seed: int) -> Settings:
    preset = sorted(PRESETS)[seed % len(PRESETS)]
    rules = dataclasses.replace(PRESETS[preset], players=2 + seed % 3, target=100)
    return Settings(seed, rules, preset)


def hinted_session(played: Settings, keys: str, chance: float) -> tuple[str, SessionEnd, int]:
    out = Tee()
    source = HintingKeys(keys, out, random.Random(played.seed), chance)
    end = run_session(played, source, out)
    return out.getvalue(), end, source.hinted


def plain_session(played: Settings, keys: str) -> tuple[str, SessionEnd]:
    out = io.StringIO()
    end = run_session(played, ScriptedKeys(keys), out)
    return out.getvalue(), end


QUICK_ADVISER = HardStrategy(playouts=16, min_deals=4, horizon=8)
"""The hint's search at a small budget, for what does not depend on how much it searches
(that asking changes nothing in the game): the suite's time goes to the tests that do."""


@pytest.fixture
def quick_hints(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(hints, "ADVISER", QUICK_ADVISER)


@pytest.mark.usefixtures("quick_hints")
@pytest.mark.parametrize("seed", range(5))
def test_asking_for_hints_never_changes_the_game(seed):
    """The same seed and keys with H pressed at random prompts and without (every preset
    once, two to four players): the same screen but for the hints, the same keys saved,
    and every H answered by a hint."""
    played = table(seed)
    keys = keys_for(seed, 300, swap_hands=played.rules.deck is Deck.PARTY)
    screen, end, hinted = hinted_session(played, keys, 0.2)
    plain, plain_end = plain_session(played, keys)
    assert hinted >= 3
    assert screen.count("\nHINT: ") == hinted
    assert without_hints(screen) == plain
    assert end.resume_keys == plain_end.resume_keys
    assert end.status == plain_end.status
    assert end.keys_used.replace("H", "") == plain_end.keys_used.replace("H", "")


def test_the_hints_of_a_game_are_counted_at_its_end():
    """A whole game with hints: the summary's count is the hints of that game."""
    played = dataclasses.replace(table(5), rules=dataclasses.replace(table(5).rules, target=50))
    keys = keys_for(5, 3000) + "N"
    screen, _, hinted = hinted_session(played, keys, 0.2)
    finished = [game for game in screen.split("GAME NUMBER ")[1:] if "FINAL SCORES" in game]
    assert finished and hinted
    for game in finished:
        counted = re.search(r"^HINTS TAKEN: HUMAN (\d+)$", game, re.MULTILINE)
        assert counted, game[-300:]
        assert int(counted[1]) == game.count("\nHINT: ") > 0


# ------------------------------------------------------------------ resume and recordings


@pytest.mark.usefixtures("quick_hints")
def test_a_save_drops_the_h_keys_and_keeps_the_count():
    """Stopped after hints: the save's keys are those without the H's, its progress counts
    the hints; resumed, the count goes on from there."""
    played = table(3)
    keys = keys_for(3, 200)
    screen, end, hinted = hinted_session(played, keys, 0.3)
    _, plain_end = plain_session(played, keys)
    assert hinted > 5
    assert end.resume_keys == plain_end.resume_keys
    assert end.progress.hints == (screen.count("\nHINT: "),)
    out = io.StringIO()
    resumed = run_session(
        played, ScriptedKeys("H"), out, resume=end.resume_keys, carried=end.progress
    )
    assert out.getvalue().count("\nHINT: ") == 1
    assert resumed.progress.hints == (hinted + 1,)
    assert resumed.resume_keys == end.resume_keys


def invoke(args: list[str], keys: str, state: Path) -> Any:
    return CliRunner().invoke(
        main, args, input=keys.encode(), env={"XDG_STATE_HOME": str(state), "NO_COLOR": "1"}
    )


def test_no_hints_refuses_h_with_one_line_and_a_save_and_recording_keep_it(tmp_path: Path):
    record = tmp_path / "game.txt"
    args = ["--seed", "3", "--opponents", "2", "--delay", "0", "--no-hints"]
    result = invoke([*args, "--record", str(record)], "HT", tmp_path)
    lines = result.stdout.splitlines()
    assert after(lines, "SORT, PLAY OR TAKE (S/P/T)? H")[1:3] == [
        HINTS_OFF,
        "SORT, PLAY OR TAKE (S/P/T)? T",
    ]
    assert "HINT: " not in result.stdout
    assert "--no-hints" in record.read_text(encoding="utf-8").splitlines()[0]
    (save,) = tmp_path.glob("uno-classic/save-*.json")
    data = json.loads(save.read_text(encoding="utf-8"))
    assert data["options"]["hints"] is False
    assert data["keys"] == "T"  # (an H is no answer, refused or not)
    # Resumed with --hints: they are on again, and the save says so.
    resumed = invoke(["--resume", "--hints"], "TH", tmp_path)
    assert "\nHINT: " in resumed.stdout, resumed.stdout[-400:]


def test_a_recording_keeps_the_h_keys_and_replays_the_hints(tmp_path: Path):
    record = tmp_path / "game.txt"
    args = ["--seed", "4", "--opponents", "1", "--delay", "0", "--record", str(record)]
    result = invoke(args, "HPHXT", tmp_path)
    assert result.stdout.count("\nHINT: ") == 2
    text = record.read_text(encoding="utf-8")
    assert "keys: HPHXT" in text
    check = CliRunner().invoke(main, ["replay", "--check", str(record)])
    assert check.exit_code == 0 and "matches" in check.stdout
    # A save of the same session holds no H.
    (save,) = tmp_path.glob("uno-classic/save-*.json")
    assert json.loads(save.read_text(encoding="utf-8"))["keys"] == "PXT"


def test_the_hint_setting_is_no_rule_nor_part_of_a_saves_identity(tmp_path: Path):
    """Not on the RULES line; and a game resumed with hints switched off and stopped again
    is kept in its own save, which its end removes (one game, one save)."""
    result = invoke(["--seed", "3", "--opponents", "1", "--no-hints"], "", tmp_path)
    assert "RULES: CLASSIC\n" in result.stdout
    invoke(["--seed", "3", "--opponents", "1"], "T", tmp_path)
    folder = tmp_path / "uno-classic"
    assert [p.name for p in folder.glob("save-*.json")] == ["save-1.json"]
    again = invoke(["--resume", "--no-hints"], "T", tmp_path)
    assert again.stdout.endswith("--resume 1\n"), again.stdout[-200:]
    assert [p.name for p in folder.glob("save-*.json")] == ["save-1.json"]
    assert (
        json.loads((folder / "save-1.json").read_text(encoding="utf-8"))["options"]["hints"]
        is False
    )
    # Played to its end with hints on again: the save goes.
    ended = invoke(["--resume", "--hints"], "TN" * 400, tmp_path)
    assert "WINS THE GAME" in ended.stdout
    assert list(folder.glob("save-*.json")) == []


def test_a_save_with_a_hint_count_for_each_player_is_refused():
    """Hints are counted for the humans only: a save counting more is damaged."""
    save = saves.Save(Settings(3), "T", Progress(1, 1, (0, 0, 0, 0), (2,)))
    data = json.loads(save.to_json())
    assert saves.Save.from_json(save.to_json()).progress.hints == (2,)
    data["progress"]["hints"] = [2, 0, 0, 0]
    with pytest.raises(saves.SaveError, match="hints"):
        saves.Save.from_json(json.dumps(data))


# ------------------------------------------------------------------ where H asks


GOLDEN = Path(__file__).resolve().parent.parent / "transcripts" / "hints-asked-and-counted.txt"


def test_h_at_play_again_is_refused_and_at_press_any_key_it_is_a_key(tmp_path: Path):
    """The golden with hints, its PLAY AGAIN answered H first (refused: it asks about the
    session, not the game), and its PRESS ANY KEY FOR THE NEXT HAND answered H (any key)."""
    text = GOLDEN.read_text(encoding="utf-8").splitlines()
    args = text[0].removeprefix("$ uno-classic ").split()
    keys = text[1].removeprefix("keys: ")
    assert keys.endswith("NN") and keys.count("K") == 1
    changed = keys.replace("K", "H")[:-1] + "HN"
    before = invoke([*args, "--delay", "0"], keys, tmp_path).stdout
    result = invoke([*args, "--delay", "0"], changed, tmp_path).stdout
    assert "PRESS ANY KEY FOR THE NEXT HAND? \n" in result
    assert result.count("\nHINT: ") == before.count("\nHINT: ")
    assert result.endswith(
        "PLAY AGAIN (Y/N)? H\nPLEASE ANSWER Y OR N; Q QUITS (? FOR HELP)\nPLAY AGAIN (Y/N)? N\n"
    )
    assert (
        result.replace("PLAY AGAIN (Y/N)? H\nPLEASE ANSWER Y OR N; Q QUITS (? FOR HELP)\n", "")
        == before
    )


def test_a_hint_with_a_draw_two_pending_takes_its_cards(monkeypatch):
    """Stacking: COMPUTER 3 plays a Draw Two on the human, who holds none to pass it on:
    the only answer is to take the two cards, and the hint says so."""
    played = options("classic", stacking="pass")
    hands = {
        0: "BLUE 1, GREEN 2, YELLOW 3, GREEN 9, YELLOW 8, BLUE 2, RED 4",
        3: "RED DRAW TWO, BLUE 3, BLUE 4, GREEN 3, GREEN 4, YELLOW 4, YELLOW 9",
    }
    lines = session(monkeypatch, played, "H", starter=3, hands=hands, first="RED 5")
    assert lines[lines.index("COMPUTER 3 PLAYS RED DRAW TWO") + 1].startswith("TOP CARD: ")
    assert after(lines, "SORT, PLAY OR TAKE (S/P/T)? H")[1] == "HINT: TAKE 2 CARDS"


def test_with_the_humans_calling_uno_a_hint_that_leaves_one_card_says_to_call(tmp_path):
    """Under --uno-call key (game 28, the human down to RED 5 and RED 6 after these
    keys, as docs/playing.md's example): the hint to play says to call UNO too, at the
    menu and at the confirm; following it (U) the human says UNO. With more cards, or
    without --uno-call key, a hint to play says nothing of UNO."""
    args = ["--seed", "28", "--opponents", "2", "--delay", "0"]
    keys = "PG6YPG5YPG9YPG7YPSCYR" + "HPR5HU"
    called = invoke([*args, "--uno-call", "key"], keys, tmp_path).stdout.splitlines()
    menu = following_hint(called, "SORT, PLAY OR TAKE (S/P/T)? H")
    assert menu == "HINT: PLAY RED 5 AND SAY UNO"
    assert following_hint(called, "PLAY RED 5 (Y/N/U)? H") == "HINT: PLAY RED 5 AND SAY UNO"
    assert "HUMAN: UNO!" in called
    assert sum(line.endswith(" AND SAY UNO") for line in called) == 2
    assert all(not line.endswith("AND SAY UNO") for line in called[: called.index("RED     : 5 6")])
    plain = invoke(args, keys.replace("U", "Y"), tmp_path).stdout
    assert "HINT: PLAY RED 5\n" in plain and "SAY UNO" not in plain


@pytest.mark.parametrize(
    ("question", "answer", "held", "said"),
    [
        (Question.MOVE, Card.parse("RED 6"), 2, True),
        (Question.MOVE, Card.parse("RED 6"), 3, False),
        (Question.MOVE, TAKE, 2, False),
        (Question.PLAY_TAKEN, True, 2, True),
        (Question.PLAY_TAKEN, False, 2, False),
        (Question.JUMP_IN, True, 2, True),
        (Question.JUMP_IN, False, 2, False),
        (Question.COLOR, Color.RED, 2, False),
        (Question.CHALLENGE, True, 2, False),
    ],
)
def test_only_a_hint_that_plays_the_last_card_but_one_says_to_call(question, answer, held, said):
    table = SimpleNamespace(
        rules=Rules(uno_call=UnoCall.KEY),
        hands=[[Card.parse("RED 6")] * held],
        turn=0,
        question=question,
    )
    assert uno_call.hint_words(table, answer) == (" AND SAY UNO" if said else "")
    table.rules = Rules()
    assert uno_call.hint_words(table, answer) == ""


def following_hint(lines: list[str], prompt: str) -> str:
    """The line after the last ``prompt`` (an H pressed there)."""
    return lines[len(lines) - 1 - lines[::-1].index(prompt) + 1]


HUMAN_SEVEN = "RED 7, BLUE 1, GREEN 2, YELLOW 3, GREEN 9, YELLOW 8, BLUE 2"


def test_a_hint_at_swap_hands_with_names_a_player_or_keeping_the_hand(monkeypatch):
    played = options("classic", seven_zero="on")
    lines = session(monkeypatch, played, "PR7YH", starter=0, hands={0: HUMAN_SEVEN}, first="RED 5")
    shown = after(lines, "SWAP HANDS WITH (1-3/N)? H")
    assert re.fullmatch(r"HINT: (SWAP WITH COMPUTER [123]|KEEP YOUR HAND)", shown[1]), shown
    assert shown[2] == "SWAP HANDS WITH (1-3/N)? "


JUMP_TABLE = {
    0: "RED 6, BLUE 1, GREEN 2, YELLOW 3, GREEN 9, YELLOW 8, BLUE 2",
    1: "RED 6, BLUE 3, BLUE 4, GREEN 3, GREEN 4, YELLOW 4, YELLOW 9",
}
"""COMPUTER 1 starts on RED 5 with one card to play, RED 6; the human holds the other."""


def test_a_hint_at_jump_in_says_jump_in_or_stay_out(monkeypatch):
    played = options("classic", jump_in="on")
    lines = session(monkeypatch, played, "H", starter=1, hands=JUMP_TABLE, first="RED 5")
    shown = after(lines, "JUMP IN WITH RED 6 (Y/N)? H")
    assert shown[1] in ("HINT: JUMP IN", "HINT: STAY OUT")
    assert shown[2] == "JUMP IN WITH RED 6 (Y/N)? "
