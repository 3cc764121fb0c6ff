"""Fuzz tests: whole sessions driven by random key streams through the public entry points.

The stream generator and every check are shared with the standalone fuzzer and live in
``tools/fuzz.py``; its docstring says how each step is observed. In short:

* every ``Game.apply`` of every game the console builds is checked, by swapping
  ``uno_classic.console.Game`` for a watched subclass while a case runs (:func:`watching`):
  every card of the deck in play exactly once, scores that only grow and only by the
  points of the hand just won (its ``HandWon`` event), ``GameWon`` exactly at the target;
* every key read is paired with the prompt it answered and what the console wrote next
  (:class:`Tape`): whitespace ignored, answers echoed in upper case, other keys echoed only
  when printable ASCII and refused in one line naming the answers (the screen and key rules);
* the session ends with status 0 (PLAY AGAIN answered N, or Q then Y) or 1 (end of input,
  with its line), never an exception; every line fits in 80 columns; the keys used replay
  the same screen; through the click command, the same screen, exit code and a transcript
  whose replay matches.

``HYPOTHESIS_PROFILE=long`` (tests/conftest.py) runs many more examples; the standalone
``tools/fuzz.py --count N`` runs more still.
"""

from __future__ import annotations

from collections.abc import Sequence

from hypothesis import event, given, note, settings
from hypothesis import strategies as st

from tools.fuzz import (
    HUMANS,
    LONG_TARGETS,
    MANY_HUMANS,
    MAX_PLAYERS,
    MAX_SEED,
    OPPONENTS,
    STRATEGY_NAMES,
    TARGETS,
    UNO_PENALTIES,
    Case,
    DeckKeySet,
    Outcome,
    check_cli,
    random_stream,
    run_case,
)
from tools.screen_text import SORT_PLAY_TAKE
from uno_classic.variants import PRESETS

EXAMPLES = settings().max_examples
"""The profile's number of examples (100 by default): the command-line test takes a fifth."""


@st.composite
def cases(draw: st.DrawFn) -> Case:
    """A session under any preset, its keys naming the cards of the preset's deck: one human
    and 1-9 opponents, or several humans (mostly 2-4) and 0-9 opponents, 2-10 players."""
    preset = draw(st.sampled_from(sorted(PRESETS)))
    humans = draw(st.one_of(st.just(1), st.integers(*HUMANS), st.integers(*MANY_HUMANS)))
    least, most = OPPONENTS if humans == 1 else (max(0, 2 - humans), MAX_PLAYERS - humans)
    keys = DeckKeySet.of(PRESETS[preset], humans=humans)
    return Case(
        seed=draw(st.integers(0, MAX_SEED - 1)),
        opponents=draw(st.integers(least, most)),
        target=draw(st.one_of(st.integers(*TARGETS), st.integers(*LONG_TARGETS))),
        uno_penalty=draw(st.sampled_from(UNO_PENALTIES)),
        strategy=draw(st.sampled_from(STRATEGY_NAMES)),
        data=random_stream(draw(st.randoms(use_true_random=False)), keys),
        preset=preset,
        humans=humans,
    )


def assert_clean(outcome: Outcome, more: Sequence[str] = ()) -> None:
    """No problem at all; an endless loop (``outcome.stalled``) is one like any other."""
    problems = [*outcome.problems, *more]
    assert not problems, "\n".join([outcome.case.describe(), *problems])


def a_case(data: bytes, *, seed: int = 3, opponents: int = 2, humans: int = 1) -> Case:
    return Case(
        seed, opponents, target=100, uno_penalty=0.25, strategy="normal", data=data, humans=humans
    )


# --------------------------------------------------------------------------- random streams


@given(cases())
def test_random_key_streams_keep_the_game_whole_and_end_with_status_0_or_1(case: Case):
    note(case.describe())
    outcome = run_case(case)
    assert_clean(outcome)
    assert outcome.status in (0, 1)
    event(f"status {outcome.status}")
    event(f"games finished: {min(outcome.games, 3)}{'+' if outcome.games >= 3 else ''}")
    event(f"hands won: {min(outcome.hands, 5)}{'+' if outcome.hands >= 5 else ''}")


@settings(max_examples=max(5, EXAMPLES // 5))
@given(cases())
def test_random_key_streams_through_the_command_line(case: Case):
    note(case.describe())
    outcome = run_case(case, replay=False)  # check_cli replays the recorded transcript
    # An endless loop is already a problem of the outcome; through the CLI it would hang.
    assert_clean(outcome, [] if outcome.stalled else check_cli(case, outcome))


# --------------------------------------------------------------------------- odd streams


def test_an_empty_stream_says_end_of_input_with_status_1():
    outcome = run_case(a_case(b""))
    assert_clean(outcome, check_cli(outcome.case, outcome))
    assert (outcome.status, outcome.keys_read) == (1, 0)
    assert outcome.screen.endswith(f"{SORT_PLAY_TAKE}\nEND OF INPUT: THE GAME STOPS HERE\n")


def test_a_stream_of_only_whitespace_escapes_and_controls_is_ignored_silently():
    data = b" \t\r\n\x1b[A\x1b[15~\x1bOP\x1b[1;5C\x00\x07\x08\x7f\xc2\x85\x1b" * 2000
    outcome = run_case(a_case(data))
    assert_clean(outcome, check_cli(outcome.case, outcome))
    assert outcome.status == 1
    assert outcome.keys_used == ""
    assert outcome.screen.split("\n")[-3:] == [
        SORT_PLAY_TAKE,
        "END OF INPUT: THE GAME STOPS HERE",
        "",
    ]


def test_a_very_long_line_of_x_is_refused_key_by_key():
    # A quarter of a megabyte: long enough that work growing with the square of the input
    # would never finish, short enough for the suite. How fast keys are refused is for a
    # benchmark to print, not for a test on a shared machine to assert.
    size = 1 << 18
    outcome = run_case(a_case(b"X" * size + b"\n"), replay=False)
    assert_clean(outcome)
    assert outcome.status == 1
    assert outcome.screen.count(f"{SORT_PLAY_TAKE}X\n") == size


def test_a_stream_of_only_invalid_utf8_is_one_refused_key_a_byte():
    data = bytes(range(0x80, 0x100)) * 40  # no two of these bytes make a character
    outcome = run_case(a_case(data, seed=11, opponents=9))
    assert_clean(outcome, check_cli(outcome.case, outcome))
    assert outcome.status == 1
    assert outcome.keys_used == "\ufffd" * len(data)
    assert outcome.screen.count(f"{SORT_PLAY_TAKE}\nPLEASE ANSWER") == len(data)


def test_a_non_ascii_key_never_answers_a_prompt():
    outcome = run_case(a_case("P\u017f".encode()), replay=False)
    assert "COLOR (R/Y/G/B/S)? \nPLEASE ANSWER" in outcome.screen


def test_a_stream_for_several_humans_hands_the_keyboard_over_and_plays_through():
    # Game 3 with two humans and a computer, everyone taking and playing what it took;
    # a key before each move for the prompt that hands the keyboard over.
    outcome = run_case(a_case(b"KTY" * 300, opponents=1, humans=2))
    assert_clean(outcome, check_cli(outcome.case, outcome))
    assert outcome.hands >= 1
    assert "HUMAN 2: PRESS ANY KEY TO SEE YOUR CARDS? \nTOP CARD: " in outcome.screen


def test_computers_never_loop_forever_between_two_keys():
    # The same with the real command: printf 'TN%.0s' $(seq 83) |
    #   uno-classic --seed 21 --opponents 2 --uno-penalty 0.9
    # The human takes a card and keeps it at every turn; the hand reaches the 1,000-turn
    # limit and is abandoned (before the limit such a hand went on forever), then the keys
    # run out.
    case = Case(21, 2, target=500, uno_penalty=0.9, strategy="normal", data=b"TN" * 83)
    outcome = run_case(case, replay=False)
    assert not outcome.stalled, outcome.problems[-1]
    assert "THE HAND IS ABANDONED" in outcome.screen
    assert outcome.status == 1
