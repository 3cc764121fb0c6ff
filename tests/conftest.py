"""Shared test settings: hypothesis profiles, and a private state folder per test."""

from __future__ import annotations

import os
import signal
import sys
from collections.abc import Iterator

import pytest
from hypothesis import HealthCheck, settings

from uno_classic.keys import STOPPING_SIGNALS

# "default" (CI and the README's test command): the same examples on every run and every
# machine, so a test that passes keeps passing and one that fails fails again; no local
# example database, whose contents would change what runs.
settings.register_profile(
    "default",
    deadline=None,
    derandomize=True,
    database=None,
    suppress_health_check=[HealthCheck.too_slow],
)
# "long" (HYPOTHESIS_PROFILE=long, by hand, beside tools/fuzz.py): new random examples on
# every run, many more of them, and failures kept in the local database to be tried again.
settings.register_profile(
    "long", deadline=None, max_examples=2000, suppress_health_check=[HealthCheck.too_slow]
)
settings.load_profile(os.environ.get("HYPOTHESIS_PROFILE", "default"))


@pytest.fixture(autouse=True)
def signals_as_they_were() -> Iterator[None]:
    """A game that stopped in this process leaves SIGHUP and SIGTERM ignored (the program is
    about to exit); the next test, and the programs it starts, get them as they were."""
    before = {number: signal.getsignal(number) for number in STOPPING_SIGNALS}
    yield
    for number, handler in before.items():
        signal.signal(number, handler)


@pytest.fixture(autouse=True)
def private_state_home(tmp_path_factory: pytest.TempPathFactory, monkeypatch: pytest.MonkeyPatch):
    """Saves and crash logs of every test go to a fresh folder, never the user's."""
    folder = tmp_path_factory.mktemp("state")
    monkeypatch.setenv("XDG_STATE_HOME", str(folder))
    return folder / "uno-classic"


@pytest.fixture(autouse=True)
def started_as_uno_classic(monkeypatch: pytest.MonkeyPatch) -> None:
    """The game names the command that started it in its resume hint; under pytest that
    would be pytest. Tests run as if the player had typed ``uno-classic``."""
    monkeypatch.setattr(sys, "argv", ["uno-classic"])
