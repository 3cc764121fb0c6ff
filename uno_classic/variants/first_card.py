"""How a hand starts: who starts and deals (``--starter``, with the cut), what the first card
turned up does (``--first-card``) and who names a first wild's color (``--first-wild``).

Everything about this rule lives here: its engine steps, its questions and answers, its
screen lines and help, its rulebook paragraph, what the computer players do about it and
the figures ``simulate`` counts.
"""

from __future__ import annotations

# ----------------------------------------------------------------- engine steps


# ----------------------------------------------------------------- what the players read


# ----------------------------------------------------------------- what the computers do


# ----------------------------------------------------------------- what simulate counts
