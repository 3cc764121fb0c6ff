"""Events are immutable records: equal by type and fields, readable, matched by position."""

from __future__ import annotations

import copy
import pickle

import pytest

from uno_classic import events as ev
from uno_classic.cards import Card, Color

RED_7 = Card.parse("RED 7")


def test_events_with_equal_fields_are_equal_and_hash_alike():
    assert ev.Played(0, RED_7) == ev.Played(0, RED_7)
    assert hash(ev.Played(0, RED_7)) == hash(ev.Played(0, RED_7))
    assert ev.Played(0, RED_7) != ev.Played(1, RED_7)


def test_events_of_different_kinds_never_compare_equal():
    assert ev.SaidUno(1) != ev.MissedUno(1)
    assert ev.Skipped(1) != ev.SaidUno(1)
    assert ev.Reshuffled(3) != (3,)


def test_repr_names_the_event_and_its_fields():
    assert repr(ev.Played(2, RED_7)) == "Played(seat=2, card=Card.parse('RED 7'))"
    assert repr(ev.GameWon(0, (500, 12))) == "GameWon(seat=0, scores=(500, 12))"


def test_events_cannot_be_changed():
    event = ev.ColorChosen(0, Color.RED)
    with pytest.raises(AttributeError):
        event.seat = 1  # type: ignore[misc]  # what mypy refuses, refused at run time too
    with pytest.raises(AttributeError):
        del event.color
    with pytest.raises(AttributeError):
        event.extra = 1


def test_events_match_by_position():
    match ev.HandWon(1, 30, ((), (RED_7,)), (30, 0)):
        case ev.HandWon(seat, points, remaining, scores):
            assert (seat, points, remaining, scores) == (1, 30, ((), (RED_7,)), (30, 0))
        case _:
            pytest.fail("HandWon did not match by position")


def test_took_counts_its_cards():
    assert ev.Took(3, (RED_7, RED_7)).count == 2
    assert ev.Took(3, ()).count == 0


@pytest.mark.parametrize(
    "event",
    [ev.Dealt(((RED_7,), ())), ev.HandStarted(1, 2, 1), ev.DirectionReversed(False)],
)
def test_copies_and_pickles_are_equal_events(event):
    assert copy.copy(event) == event
    assert copy.deepcopy(event) == event
    assert pickle.loads(pickle.dumps(event)) == event


def test_events_take_their_fields_by_position_or_by_name():
    assert ev.Played(seat=2, card=RED_7) == ev.Played(2, RED_7)
    assert ev.HandStarted(1, dealer=0, starter=1) == ev.HandStarted(1, 1, 0)


@pytest.mark.parametrize(
    "make",
    [
        lambda: ev.Played(2),  # type: ignore[call-arg]  # a field missing
        lambda: ev.Played(2, RED_7, 3),  # type: ignore[call-arg]  # one too many
        lambda: ev.Played(2, RED_7, color=Color.RED),  # type: ignore[call-arg]  # no such field
    ],
)
def test_a_record_refuses_missing_extra_or_unknown_fields(make):
    with pytest.raises(TypeError):
        make()


def test_a_field_with_a_class_level_value_has_it_as_its_default():
    from uno_classic.console import SessionEnd  # noqa: PLC0415

    end = SessionEnd(1, "T", "", False)
    assert end.crash is None
    assert SessionEnd(70, "T", "", False, "Traceback").crash == "Traceback"
    assert SessionEnd.__match_args__[:5] == (
        "status",
        "keys_used",
        "resume_keys",
        "finished",
        "crash",
    )
    assert not hasattr(end, "__dict__")  # the fields are slots


def test_a_field_given_twice_is_refused():
    with pytest.raises(TypeError, match="twice"):
        ev.Played(2, seat=2)  # type: ignore[call-arg,misc]


def test_a_record_with_fields_cannot_be_extended_and_class_constants_are_not_fields():
    from typing import ClassVar  # noqa: PLC0415

    from uno_classic.records import Record  # noqa: PLC0415

    with pytest.raises(TypeError, match="cannot be extended"):

        class Louder(ev.SaidUno):
            volume: int

    class Tally(Record):
        KIND: ClassVar[str] = "tally"
        count: int

    assert Tally.__match_args__ == ("count",)
    assert (Tally(3).count, Tally.KIND) == (3, "tally")
