"""RLCard 1.2.0's UNO state as this game sees it, and our answers as RLCard actions.

Imports nothing of RLCard: it reads the plain values RLCard's ``UnoGame.get_state(player)``
returns (a dict of strings and ints), so it is tested without RLCard installed.

RLCard's state, as ``rlcard/games/uno/round.py`` builds it:

- ``hand``: the player's cards as strings ``"<color>-<trait>"``, color ``r``, ``g``, ``b``,
  ``y``, trait ``0``-``9``, ``skip``, ``reverse``, ``draw_2``, ``wild``, ``wild_draw_4``. A
  wild carries a color letter too (the last one named with it, or the one it was made with):
  it means nothing in a hand.
- ``target``: the top card's string as it was made: for a wild, NOT the color named (RLCard
  changes the card's color, not its string); ``played_cards``: the pile, bottom first, each
  string made now (a wild shows the color named). The pile is emptied when the stock runs
  out (it becomes the new stock, top card included), so it may be empty.
- ``num_cards``: every player's card count by player id; ``current_player``: the id to move.
- ``legal_actions``: action strings, ``"draw"`` alone when nothing can be played; a wild's
  action carries the color to name (``"g-wild"``), four per wild held.

The direction of play and the color in force are not in the state; a runner reads them from
``game.round.direction`` and ``game.round.target.color`` (both public at a table) and passes
them in.
"""

from __future__ import annotations

import random
from collections.abc import Mapping, Sequence
from typing import Any, Final

from uno_classic.cards import (
    CLASSIC_DECK,
    WILD,
    WILD_DRAW_FOUR,
    Card,
    Color,
    Rank,
    card,
)
from uno_classic.rules import Restriction
from uno_classic.variants import DrawFour, DrawFourTest, Rules
from uno_classic.view import Snapshot, others_in_turn_order

COLOR_OF: Final = {"r": Color.RED, "g": Color.GREEN, "b": Color.BLUE, "y": Color.YELLOW}
LETTER_OF: Final = {color: letter for letter, color in COLOR_OF.items()}
_RANK_OF: Final = {
    **{str(n): Rank(n) for n in range(10)},
    "skip": Rank.SKIP,
    "reverse": Rank.REVERSE,
    "draw_2": Rank.DRAW_TWO,
}
_TRAIT_OF: Final = {rank: trait for trait, rank in _RANK_OF.items()}

RESTRICTION: Final = Restriction.MATCH
"""RLCard lets a Wild Draw Four be played only when nothing else can be: no card of the color
or rank of the top card and no plain Wild (``get_legal_actions``). Our match test
(``--draw-four-test match``) is the same but for the plain Wild, which it does not count;
:func:`snapshot` makes up the difference by leaving the Draw Fours out of a hand that holds
a plain Wild, where RLCard never allows one."""

RULES: Final = Rules(
    players=4,
    draw_four=DrawFour.RESTRICTED,
    draw_four_test=DrawFourTest.MATCH,
    uno_penalty=0.0,
)
"""Our rules closest to RLCard's UNO, for a ``Game`` built from its state: classic deck, 4
players, a Draw Four only when no other card but a wild could be played, one card taken and
playable at once, no stacking, no UNO call (RLCard has none). What still differs: RLCard
plays a taken card by itself when it is a wild (any color, at random, and a Draw Four taken
makes nobody take four) or of the color in force, and keeps it otherwise, even when it
matches the rank; it bars the Draw Four while a plain Wild is held; it keeps no score (a
hand is won or lost)."""


def to_card(text: str) -> Card:
    """Our card for an RLCard card string (a wild's color letter is ignored)."""
    letter, trait = text.split("-", 1)
    if trait == "wild":
        return WILD
    if trait == "wild_draw_4":
        return WILD_DRAW_FOUR
    return card(COLOR_OF[letter], _RANK_OF[trait])


def to_action(played: Card | None, color: Color | None = None) -> str:
    """The RLCard action for our answer: ``"draw"`` for taking a card (``None``), else the
    card's string, a wild's with the letter of ``color``, the color named."""
    if played is None:
        return "draw"
    if played.is_wild:
        if color is None:
            raise ValueError(f"{played} needs a color")
        trait = "wild_draw_4" if played is WILD_DRAW_FOUR else "wild"
        return f"{LETTER_OF[color]}-{trait}"
    assert played.color is not None
    return f"{LETTER_OF[played.color]}-{_TRAIT_OF[played.rank]}"


def current_color(state: Mapping[str, Any], color_letter: str | None = None) -> Color:
    """The color in force: ``color_letter`` when given (read from the game), else that of the
    last card of the pile, else the top card's string (wrong after a wild on a new pile)."""
    if color_letter is not None:
        return COLOR_OF[color_letter]
    played = state["played_cards"]
    return COLOR_OF[(played[-1] if played else state["target"])[0]]


def others(state: Mapping[str, Any], direction: int) -> tuple[int, ...]:
    """The other players' card counts in turn order, the next player first."""
    return others_in_turn_order(state["num_cards"], state["current_player"], direction)


def pile(state: Mapping[str, Any]) -> list[Card]:
    """The discard pile, bottom first: the top card alone when RLCard has just emptied it."""
    played = state["played_cards"]
    return [to_card(text) for text in played] if played else [to_card(state["target"])]


def snapshot(
    state: Mapping[str, Any], *, direction: int = 1, color_letter: str | None = None
) -> Snapshot:
    """The table as the player to move sees it, for a strategy's ``choose_play`` and
    ``choose_color``. Holding a plain Wild, the hand shown leaves out its Draw Fours: RLCard
    never allows one then (see :data:`RESTRICTION`), and only a wild could tell them apart."""
    hand = [to_card(text) for text in state["hand"]]
    if WILD in hand:
        hand = [c for c in hand if c is not WILD_DRAW_FOUR]
    discard = pile(state)
    return Snapshot(
        hand=hand,
        top_card=discard[-1],
        current_color=current_color(state, color_letter),
        others=others(state, direction),
        discard_pile=discard,
        direction=direction,
        restriction=RESTRICTION,
    )


def position(
    state: Mapping[str, Any],
    rng: random.Random,
    *,
    direction: int = 1,
    color_letter: str | None = None,
) -> dict[str, Any]:
    """The keyword arguments of ``Game.at_position`` but the rules and the seed: a whole
    position consistent with what the player to move knows, for a ``Game``: its
    hand, the pile, the color, the direction, every count; the cards it cannot see (the
    deck less its hand and the pile) dealt at random by ``rng`` to the other hands (as many
    as each holds) and the stock (the rest). The other players' real cards are never read:
    a search sees the same kind of position it makes for itself."""
    seat = state["current_player"]
    hand = [to_card(text) for text in state["hand"]]
    discard = pile(state)
    unseen = list(CLASSIC_DECK)
    for c in (*hand, *discard):
        unseen.remove(c)
    rng.shuffle(unseen)
    hands: list[list[Card]] = []
    at = 0
    for player, count in enumerate(state["num_cards"]):
        if player == seat:
            hands.append(hand)
        else:
            hands.append(unseen[at : at + count])
            at += count
    if at > len(unseen):
        raise ValueError("more cards in the other hands than the player cannot see")
    return dict(
        hands=hands,
        stock=unseen[at:],
        discard_pile=discard,
        current_color=current_color(state, color_letter),
        turn=seat,
        direction=direction,
    )


def legal(action: str, legal_actions: Sequence[str]) -> str:
    """``action``, or the plain Wild of the same color when it is a Draw Four that RLCard
    does not allow (only while a plain Wild is held, whose action is then legal): our rules
    in a ``Game`` allow that Draw Four, RLCard's do not."""
    if action in legal_actions:
        return action
    if action.endswith("-wild_draw_4"):
        wild = action.replace("-wild_draw_4", "-wild")
        if wild in legal_actions:
            return wild
    raise ValueError(f"{action} is not among RLCard's legal actions {list(legal_actions)}")
