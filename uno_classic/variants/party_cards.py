"""The party deck's own cards: Swap Hands, and the Custom Wild with its agreed rule
(``--deck party``, ``--custom-rule``).

Everything about this rule lives here: its engine steps, its questions and answers, its
screen lines and help, its rulebook paragraph, what the computer players do about it and
the figures ``simulate`` counts.
"""

from __future__ import annotations

# ----------------------------------------------------------------- engine steps


# ----------------------------------------------------------------- what the players read


# ----------------------------------------------------------------- what the computers do


# ----------------------------------------------------------------- what simulate counts
