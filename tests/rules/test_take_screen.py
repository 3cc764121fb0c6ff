"""Taking as a player meets it: the cards taken until a playable one, named on the screen,
and a taken card kept under ``--take keep``.
"""

from __future__ import annotations

from uno_classic.variants import Take

from ..tables import arranged_game
from .helpers import FILL, seated


def test_taking_until_playable_names_every_card_but_the_one_offered():
    game = arranged_game(
        [FILL[0], FILL[1], FILL[2]],
        top="RED 5",
        stock="BLUE 2, YELLOW 9, RED 9",
        take=Take.UNTIL_PLAYABLE,
    )
    console, out = seated(game, "TN")
    console.human_turn()
    lines = out.getvalue().splitlines()
    assert lines[-4:] == [
        "SORT, PLAY OR TAKE (S/P/T)? T",
        "HUMAN TAKES 3 CARDS",
        "YOU TOOK BLUE 2, YELLOW 9",
        "YOU TOOK RED 9. PLAY IT (Y/N)? N",
    ]


def test_under_keep_a_taken_card_is_named_and_never_offered():
    game = arranged_game([FILL[0], FILL[1], FILL[2]], top="RED 5", stock="RED 9", take=Take.KEEP)
    console, out = seated(game, "T")
    console.human_turn()
    assert out.getvalue().splitlines()[-3:] == [
        "SORT, PLAY OR TAKE (S/P/T)? T",
        "HUMAN TAKES A CARD",
        "YOU TOOK RED 9",
    ]
