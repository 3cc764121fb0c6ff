"""Shared test settings: quick hypothesis profiles, and a private state folder per test."""

from __future__ import annotations

import os
import sys

import pytest
from hypothesis import HealthCheck, settings

settings.register_profile("default", deadline=None, suppress_health_check=[HealthCheck.too_slow])
settings.register_profile(
    "long", deadline=None, max_examples=2000, suppress_health_check=[HealthCheck.too_slow]
)
settings.load_profile(os.environ.get("HYPOTHESIS_PROFILE", "default"))


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
