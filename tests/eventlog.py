"""Events as short strings, so a test can state a whole move in one readable list."""

from __future__ import annotations

from collections.abc import Iterable

from uno_classic import events as ev


# One case per event kind: the whole table of texts reads best as one match.
def describe(event: ev.Event) -> str:  # noqa: PLR0912
    """One event as text: ``"0 plays RED 5"``, ``"2 takes 2"``, ``"1 skipped"``."""
    match event:
        case ev.Played(seat, card):
            return f"{seat} plays {card}"
        case ev.ColorChosen(seat, color):
            return f"{seat} names {color}"
        case ev.Took(seat, cards):
            return f"{seat} takes {len(cards)}"
        case ev.Skipped(seat):
            return f"{seat} skipped"
        case ev.DirectionReversed(clockwise):
            return "reversed to " + ("clockwise" if clockwise else "counterclockwise")
        case ev.SaidUno(seat):
            return f"{seat} uno"
        case ev.MissedUno(seat):
            return f"{seat} missed uno"
        case ev.Reshuffled(count):
            return f"reshuffled {count}"
        case ev.HandWon(seat, points, _, _):
            return f"{seat} wins hand {points}"
        case ev.HandAbandoned(_, turns):
            return f"hand abandoned after {turns} turns"
        case ev.GameWon(seat, _):
            return f"{seat} wins game"
        case ev.FirstCardTurned(card):
            return f"first {card}"
        case ev.FirstCardReturned(card):
            return f"returned {card}"
        case ev.HandStarted(number, starter, dealer):
            return f"hand {number} starter {starter} dealer {dealer}"
        case ev.Dealt():
            return "dealt"
        case ev.Cut(seat, card):
            return f"{seat} cuts {card}"
        case ev.DealerChosen(seat):
            return f"{seat} deals"
        case ev.Challenged(challenger, seat, _):
            return f"{challenger} challenges {seat}"
        case ev.ChallengeSettled(seat, bluffing):
            return f"{seat} {'was' if bluffing else 'was not'} bluffing"
    raise AssertionError(f"unknown event {event!r}")


def describe_all(events: Iterable[ev.Event]) -> list[str]:
    """Every event as text, in order."""
    return [describe(event) for event in events]
