"""The 7-0 house rule (``--seven-zero``): a played 7 swaps hands with a player its player
chooses, a played 0 passes every hand on in the direction of play.

Everything about this rule lives here: its engine steps, its questions and answers, its
screen lines and help, its rulebook paragraph, what the computer players do about it and
the figures ``simulate`` counts.
"""

from __future__ import annotations

# ----------------------------------------------------------------- engine steps


# ----------------------------------------------------------------- what the players read


# ----------------------------------------------------------------- what the computers do


# ----------------------------------------------------------------- what simulate counts
