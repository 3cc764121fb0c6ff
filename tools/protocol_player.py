"""A program's side of ``--protocol json``, inside the process: answers at random, checks
every line it reads.

:class:`RandomProgram` is both ends of the pipe: the text stream the session writes its
JSON lines to, and the byte stream it reads answers from. At each question it answers with
one of ``legal`` most of the time and, now and then, with something else: an empty line, a
card it may not play, a word of another question, bytes that are not UTF-8, a legal answer
in lower case and padded with spaces (which is legal), a hint. It checks what comes back
against the protocol's promises, without trusting the game:

* every line is one JSON object that the shipped schema accepts (when a validator is given);
* an answer in ``legal`` is never refused, and one that is not always is: one ``error``
  line, then the same question again, byte for byte;
* a ``HINT`` gets one ``hint`` line for the seat asked, naming one of ``legal``, then the
  same question again;
* a question's hand holds as many cards as its ``counts`` say, its ``legal`` cards are
  held, and at a move they are exactly the cards :mod:`tools.rules_by_name` says may be
  played (from the question's own hand, top card, color and pending penalty, and the
  header's Draw Four rule): re-stated from card names, not taken from the engine;
* what one human alone may see (``cards_taken``, ``cards_seen``) names that human, and a
  take's private cards are as many as the take's count;
* the session ends: ``play_again`` is answered NO after ``games`` games (status 0), or the
  answers run out after ``stop_after`` answers (``end_of_input``, status 1).

Used by tests/test_protocol.py (hypothesis drives the ``random.Random``), the fuzzer's
protocol mode (tools/fuzz.py --protocol) and benchmarks/protocol_throughput.py.
"""

from __future__ import annotations

import io
import json
import random
from collections.abc import Callable
from dataclasses import replace
from typing import Any, BinaryIO, Final, TextIO, cast

from tools import rules_by_name
from uno_classic.protocol import AnswerLines, ProtocolEnd, run_protocol
from uno_classic.settings import Settings

JUNK: Final = ("", "   ", "NOPE", "PLAY", "Y", "N", "0", "-1", "DEAL", "YES PLEASE", "KEEP IT")
"""Answers no question takes (a few are words of the screen's keys)."""
OTHER_WORDS: Final = ("TAKE", "YES", "NO", "KEEP", "NEXT", "HINT", "RED", "RED 7", "DRAW FOUR")
"""Answers some question takes: refused wherever they are not in ``legal``."""
DRAW_FOUR_TESTS: Final = {
    ("restricted", "color"): "color",
    ("restricted", "match"): "match",
}
"""The header's Draw Four rule as :func:`tools.rules_by_name.legal` names it; any other
(bluff, free) is ``any``."""

Validator = Callable[[dict[str, Any]], list[str]]
"""The problems a line has against the schema (none: it is valid)."""


class RandomProgram:
    """A random player of the protocol and a checker of what it reads (see the module)."""

    def __init__(
        self,
        rng: random.Random,
        *,
        games: int = 1,
        bad: float = 0.1,
        hints: float = 0.02,
        stop_after: int | None = None,
        validate: Validator | None = None,
        on_question: Callable[[dict[str, Any]], list[str]] | None = None,
    ) -> None:
        self.rng = rng
        self.games = games
        self.bad = bad
        self.hints = hints
        self.stop_after = stop_after
        self.validate = validate
        self.on_question = on_question
        """A check of the caller's at each question to a seat (its problems)."""
        self.lines: list[dict[str, Any]] = []
        self.problems: list[str] = []
        self.answers = 0
        self.games_seen = 0
        self.refused = 0
        self.hints_asked = 0
        self.ran_out = False
        """The answers ran out (``stop_after``): the session must end at end of input."""
        self._partial = ""
        self._question: dict[str, Any] | None = None
        self._question_text = ""
        self._answered: tuple[str, bool] | None = None
        """The last answer and whether it was legal, until the line that follows it."""
        self._draw_four = "color"
        self._last_take: dict[str, Any] | None = None
        self._humans: set[str] = set()
        self._direction = "clockwise"
        """The direction of play as the lines have told it."""
        self._hints: dict[str, int] = {}
        """The hints each seat asked for in the game under way."""

    # ------------------------------------------------------------------ the session writes

    def write(self, text: str) -> int:
        """Lines from the session, checked as each is complete."""
        self._partial += text
        *complete, self._partial = self._partial.split("\n")
        for line in complete:
            self._read(line)
        return len(text)

    def flush(self) -> None:
        """Nothing is held back."""

    def _problem(self, what: str) -> None:
        self.problems.append(f"line {len(self.lines)}: {what}")

    def _read(self, text: str) -> None:
        try:
            line = json.loads(text)
        except ValueError:
            self._problem(f"not JSON: {text!r}")
            return
        if not isinstance(line, dict):
            self._problem(f"not an object: {text!r}")
            return
        self.lines.append(line)
        if self.validate is not None:
            for problem in self.validate(line):
                self._problem(f"schema: {problem}")
        if len(self.lines) == 1:
            self._header(line)
            return
        answered, self._answered = self._answered, None
        if "question" in line:
            self._asked(line, text, answered)
        elif "error" in line:
            if answered is None or answered[1]:
                self._problem(f"an error after {answered!r}: {text}")
            self._answered = answered  # (the question comes again next)
        elif "hint" in line:
            self._hinted(line, answered)
        else:
            self._event(line, answered)

    def _header(self, line: dict[str, Any]) -> None:
        if line.get("protocol") != 1:
            self._problem(f"the first line is not the header: {line}")
            return
        rules = line["rules"]
        self._draw_four = DRAW_FOUR_TESTS.get((rules["draw_four"], rules["draw_four_test"]), "any")
        self._humans = {player["name"] for player in line["players"] if player["human"]}

    def _asked(self, line: dict[str, Any], text: str, answered: tuple[str, bool] | None) -> None:
        if answered is not None and not answered[1]:
            # A refused answer: the same question, byte for byte.
            if text != self._question_text:
                self._problem(f"after a refusal another question: {text}")
        elif answered is not None and answered[0] == "HINT" and text != self._question_text:
            self._problem(f"after a hint another question: {text}")
        self._question, self._question_text = line, text
        if line["question"] == "play_again":
            self.games_seen += 1
        if "hand" in line:
            self._direction = line["direction"]
            self._check_hand(line)
            if self.on_question is not None:
                for problem in self.on_question(line):
                    self._problem(problem)

    def _check_hand(self, line: dict[str, Any]) -> None:
        hand: list[str] = line["hand"]
        player = line["player"]
        if len(hand) != line["counts"][player]:
            self._problem(f"{player}'s hand of {len(hand)} counted {line['counts'][player]}")
        legal = [answer.removesuffix(" UNO") for answer in line["legal"]]
        if line["question"] != "move":
            return
        cards = {answer for answer in legal if answer not in ("TAKE", "HINT")}
        if not cards <= set(hand):
            self._problem(f"legal cards not held: {sorted(cards - set(hand))}")
        expected = {
            card
            for card in hand
            if rules_by_name.legal(
                hand,
                card,
                line["top"],
                line["color"] or "",
                self._draw_four,
                pending=line["pending"] > 0,
            )
        }
        if cards != expected:
            self._problem(f"legal cards {sorted(cards)}, the rules say {sorted(expected)}")
        if "TAKE" not in legal:
            self._problem("TAKE is not legal at a move")

    def _hinted(self, line: dict[str, Any], answered: tuple[str, bool] | None) -> None:
        question = self._question
        if answered is None or answered[0] != "HINT" or question is None:
            self._problem(f"a hint not asked for: {line}")
            return
        self._answered = answered  # (the question comes again next)
        if line["player"] != question.get("player"):
            self._problem(f"a hint for {line['player']}, not {question.get('player')}")
        if line["hint"] not in question["legal"] or line["hint"] == "HINT":
            self._problem(f"the hint {line['hint']!r} is not one of {question['legal']}")

    def _event(self, line: dict[str, Any], answered: tuple[str, bool] | None) -> None:
        if answered is not None and not answered[1]:
            self._problem(f"a refused answer {answered[0]!r} changed the game: {line}")
        event = line["event"]
        if "to" in line and line["to"] not in self._humans:
            self._problem(f"{line} shown to {line['to']}, who is not a human seat")
        if event == "take":
            self._last_take = line
        elif event == "cards_taken":
            take = self._last_take
            if take is None or take["player"] != line["to"] or take["count"] != len(line["cards"]):
                self._problem(f"{line} does not follow its own take ({take})")
        elif event == "cards_seen":
            question = self._question
            if question is None or question.get("player") != line["to"]:
                self._problem(f"{line} shown to whom was not asked to challenge")
        elif event == "reverse":
            self._direction = line["direction"]
        elif event == "hand":
            self._direction = "clockwise"  # (every hand starts so)
        elif event == "pass_hands" and line["direction"] != self._direction:
            self._problem(f"{line} while play goes {self._direction}")
        elif event == "game_start":
            self._hints = dict.fromkeys(self._humans, 0)
        elif event == "game_won" and line["hints"] != self._hints:
            self._problem(f"{line['hints']} hints counted, {self._hints} asked")

    # ------------------------------------------------------------------ the session reads

    def readline(self) -> bytes:
        """The next answer, for the question last read."""
        question = self._question
        if question is None:
            self._problem("an answer was read with no question asked")
            return b""
        if self.stop_after is not None and self.answers >= self.stop_after:
            self.ran_out = True
            return b""
        self.answers += 1
        text, legal = self._choose(question)
        self._answered = (text.strip().upper(), legal)
        if text.strip().upper() == "HINT" and legal:
            self.hints_asked += 1
            player = question["player"]
            self._hints[player] = self._hints.get(player, 0) + 1
        elif not legal:
            self.refused += 1
        raw = text.encode("utf-8") if text != "\udcff" else b"\xff\xfe"
        return raw + b"\n"

    def _choose(self, question: dict[str, Any]) -> tuple[str, bool]:
        rng = self.rng
        legal: list[str] = question["legal"]
        kind = question["question"]
        if kind == "play_again":
            return ("YES" if self.games_seen < self.games else "NO"), True
        if rng.random() < self.bad:
            return self._bad(legal)
        if "HINT" in legal and rng.random() < self.hints:
            return "HINT", True
        choices = [answer for answer in legal if answer not in ("HINT", "TAKE")]
        # A card more often than a take, so that hands shrink and games end.
        if "TAKE" in legal and (not choices or rng.random() < 0.1):
            answer = "TAKE"
        else:
            answer = rng.choice(choices)
        if rng.random() < 0.05:
            return f"  {answer.lower()} ", True
        return answer, True

    def _bad(self, legal: list[str]) -> tuple[str, bool]:
        rng = self.rng
        roll = rng.random()
        if roll < 0.1:
            return "\udcff", False  # (stands for bytes that are not UTF-8)
        if roll < 0.4:
            text = rng.choice(JUNK)
        elif roll < 0.7:
            text = rng.choice(OTHER_WORDS)
        else:
            colors = rules_by_name.COLOR_WORDS
            text = f"{rng.choice(colors)} {rng.choice(rules_by_name.COLORED_SYMBOLS)}"
        return text, text.strip().upper() in legal


def play(
    options: Settings, program: RandomProgram, *, builder: Any = None
) -> tuple[ProtocolEnd, str]:
    """Play ``options`` over the protocol with ``program`` answering; how it ended and the
    lines written."""
    copy = _Tee(program)
    end = run_protocol(
        replace(options, protocol="json"),
        AnswerLines(cast(BinaryIO, program)),
        cast(TextIO, copy),
    )
    return end, copy.text.getvalue()


def replayed(options: Settings, answers: bytes) -> tuple[ProtocolEnd, str]:
    """The same session played again from its answer lines alone."""
    out = io.StringIO()
    end = run_protocol(replace(options, protocol="json"), AnswerLines(io.BytesIO(answers)), out)
    return end, out.getvalue()


class _Tee:
    """Writes to the program and keeps the text."""

    def __init__(self, program: RandomProgram) -> None:
        self.program = program
        self.text = io.StringIO()

    def write(self, text: str) -> int:
        self.text.write(text)
        return self.program.write(text)

    def flush(self) -> None:
        self.program.flush()


def schema_validator() -> Validator:
    """The shipped schema's validator (jsonschema, from the test extra)."""
    import jsonschema  # noqa: PLC0415 (the test extra's)

    from uno_classic.protocol import schema  # noqa: PLC0415

    whole = schema()
    checker = jsonschema.Draft202012Validator(whole)
    kinds: dict[str, Any] = {}
    """A validator per kind of line (``event_play``, ``question_move``, ``header``...): the
    schema's own definition of that kind, with every definition it refers to. The whole
    schema validates a line of each kind once (its dispatch on the kind is what slows it:
    every alternative is tried), then the kind's definition validates every line."""

    def kind_of(line: dict[str, Any]) -> str | None:
        for key in ("event", "question"):
            if isinstance(line.get(key), str):
                return f"{key}_{line[key]}"
        return next((key for key in ("protocol", "error", "hint") if key in line), None)

    def problems(line: dict[str, Any]) -> list[str]:
        kind = kind_of(line)
        name = "header" if kind == "protocol" else kind
        if name not in kinds or name not in whole["$defs"]:
            found = list(checker.iter_errors(line))
            if name is not None and name in whole["$defs"]:
                kinds[name] = jsonschema.Draft202012Validator(
                    {**whole["$defs"][name], "$defs": whole["$defs"]}
                )
        else:
            found = list(kinds[name].iter_errors(line))
        return [f"{error.message} in {json.dumps(line)[:200]}" for error in found]

    return problems


class CaseResult:
    """What one fuzzed protocol session found (see :func:`play_case`)."""

    def __init__(self, problems: list[str], program: RandomProgram, status: int) -> None:
        self.problems = problems
        self.program = program
        self.status = status
        self.games = sum(1 for line in program.lines if line.get("event") == "game_won")
        self.hands = sum(1 for line in program.lines if line.get("event") == "hand_won")


def play_case(case_seed: int, validate: Validator | None) -> CaseResult:
    """One of the fuzzer's cases (tools/fuzz.py: any preset, any rule options, one human or
    several), played over the protocol by a :class:`RandomProgram` drawn from the same seed:
    its checks, the engine's invariants at every step (the fuzzer's engine watch: every
    card once, scores), each question's hand the engine's own hand of that seat, the
    session ending as its answers end it, and its answers alone replaying it byte for
    byte. Hints ask a quick search (as the fuzzer's do)."""
    from tools import fuzz  # noqa: PLC0415 (the fuzzer imports this module for --protocol)
    from uno_classic import protocol  # noqa: PLC0415

    rng = random.Random(case_seed)
    options = fuzz.random_case(rng).options()
    stop_after = rng.choice([None, None, None, 30, 200])
    watch = fuzz.EngineWatch()

    def against_the_engine(line: dict[str, Any]) -> list[str]:
        game = watch.games_played[-1] if watch.games_played else None
        if game is not None and [card.name for card in game.hands[game.turn]] != line["hand"]:
            return [f"{line['player']} was shown {line['hand']}, not its hand"]
        return []

    program = RandomProgram(
        rng,
        games=rng.choice([1, 1, 2]),
        stop_after=stop_after,
        validate=validate,
        on_question=against_the_engine,
    )
    problems: list[str] = []
    with fuzz.quick_hints(), fuzz.watching(watch, builder=protocol):
        ended, text = play(options, program)
        again, text_again = replayed(options, ended.answers)
    problems += program.problems + watch.problems
    if ended.crash is not None:
        problems.append(f"crashed: {ended.crash}")
    stopped = program.ran_out
    if ended.status != (1 if stopped else 0):
        problems.append(f"status {ended.status} after {program.answers} answers")
    if stopped != (program.lines[-1:] == [{"event": "end_of_input"}]):
        problems.append(f"the last line is {program.lines[-1:]}")
    if not stopped and program.games_seen < program.games:
        problems.append(f"{program.games_seen} games ended of {program.games}")
    if text_again != text or again.status != ended.status:
        problems.append("its answers replay another session")
    return CaseResult(problems, program, ended.status)


def fuzz(count: int, seed: int) -> int:
    """``tools/fuzz.py --protocol``: ``count`` cases over the protocol, every line checked
    against the schema; 0 when no problem was found."""
    import time  # noqa: PLC0415

    validate = schema_validator()
    seeds = random.Random(seed)
    failing = games = hands = answers = 0
    started = time.perf_counter()
    print(f"fuzzing {count} protocol sessions, seed {seed}", flush=True)
    for number in range(1, count + 1):
        case_seed = seeds.getrandbits(40)
        result = play_case(case_seed, validate)
        games += result.games
        hands += result.hands
        answers += result.program.answers
        if result.problems:
            failing += 1
            print(f"session {number} (case {case_seed}) has problems:", flush=True)
            for problem in result.problems[:5]:
                print("  " + problem, flush=True)
        if number % max(1, count // 20) == 0 or number == count:
            print(
                f"  {number}/{count} sessions, {games} games, {hands} hands, {answers} "
                f"answers, {failing} failing, {time.perf_counter() - started:.0f} s",
                flush=True,
            )
    print(
        f"protocol fuzz seed {seed}: {count} sessions, {games} games finished, {hands} hands "
        f"won, {answers} answers, problems found: {failing} "
        f"({time.perf_counter() - started:.0f} s)"
    )
    return 1 if failing else 0
