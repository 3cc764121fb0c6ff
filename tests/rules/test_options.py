"""The rule options the classic core reads (the UNO penalty's size, ``--uno-cards``), and the
values :class:`Rules` refuses.
"""

from __future__ import annotations

import pytest

from uno_classic.cards import Card
from uno_classic.questions import IllegalAnswer
from uno_classic.variants import Rules

from ..eventlog import describe_all
from ..tables import arranged_game
from .helpers import FILL

pytestmark = pytest.mark.rules


@pytest.mark.parametrize("cards", [2, 4])
def test_a_missed_uno_costs_the_cards_the_rules_say(cards):
    game = arranged_game(
        ["RED 2, GREEN 2", FILL[1], FILL[2]], top="RED 5", uno_penalty=0.999, uno_cards=cards
    )
    assert describe_all(game.apply(Card.parse("RED 2"))) == [
        "0 plays RED 2",
        "0 missed uno",
        f"0 takes {cards}",
    ]


def test_rules_refuse_an_unknown_uno_penalty_size_or_a_wrong_kind_of_value():
    with pytest.raises(ValueError, match="uno_cards"):
        Rules(uno_cards=3)
    with pytest.raises(ValueError, match="take"):
        Rules(take="keep")  # type: ignore[arg-type]
    with pytest.raises(IllegalAnswer):
        arranged_game([FILL[0], FILL[1], FILL[2]], top="RED 5").apply(True)
