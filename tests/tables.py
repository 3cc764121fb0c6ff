"""Building game situations for the rule tests: stacked deals and arranged tables.

Both keep every card of the deck in play (108 classic cards unless the rules name another
deck), so every test also exercises card conservation.
"""

from __future__ import annotations

from collections.abc import Sequence

from uno_classic.cards import CLASSIC_DECK, Card, Color, cards
from uno_classic.events import Event
from uno_classic.game import Game
from uno_classic.questions import TAKE, Question
from uno_classic.variants import Rules
from uno_classic.view import CLOCKWISE


def _take_out(pool: list[Card], wanted: Sequence[Card]) -> None:
    for card in wanted:
        pool.remove(card)  # raises if the deck has no such card left


def _filler(pool: list[Card], count: int) -> list[Card]:
    """Number cards 2-9 from the end of the pool (blue first; sky first in the eight-color
    deck): harmless, specific cards."""
    chosen: list[Card] = []
    for card in reversed(pool):
        if len(chosen) == count:
            break
        if card.rank.is_number and card.rank.value >= 2:
            chosen.append(card)
    _take_out(pool, chosen)
    return chosen


def stacked_stock(
    players: int,
    starter: int,
    hands: dict[int, str],
    first: str,
    then: str = "",
    *,
    deck: Sequence[Card] = CLASSIC_DECK,
) -> list[Card]:
    """A full stock of ``deck`` (top card last) that deals ``hands`` and turns ``first``.

    ``hands`` gives some seats' seven cards (fewer are topped up with number cards);
    ``then`` names the cards that follow the first card on the stock, top first.
    """
    pool = list(deck)
    dealt = {seat: cards(names) for seat, names in hands.items()}
    for seat_cards in dealt.values():
        _take_out(pool, seat_cards)
    first_card = Card.parse(first)
    then_cards = cards(then)
    _take_out(pool, [first_card, *then_cards])
    full_hands = []
    for seat in range(players):
        seat_cards = dealt.get(seat, [])
        full_hands.append(seat_cards + _filler(pool, 7 - len(seat_cards)))
    top_first: list[Card] = []
    for round_number in range(7):
        for i in range(players):
            top_first.append(full_hands[(starter + i) % players][round_number])
    top_first += [first_card, *then_cards, *pool]
    return top_first[::-1]


def dealt_game(
    players: int,
    *,
    starter: int = 0,
    hands: dict[int, str] | None = None,
    first: str = "RED 5",
    then: str = "",
    target: int = 500,
    uno_penalty: float = 0.0,
    seed: int = 1,
    **options: object,
) -> tuple[Game, list[Event]]:
    """A game whose first hand was dealt from :func:`stacked_stock`, and the deal's events.
    ``options`` are further :class:`Rules` fields (``draw_four=DrawFour.BLUFF``)."""
    rules = Rules(players=players, target=target, uno_penalty=uno_penalty, **options)  # type: ignore[arg-type]
    game = Game(rules, seed=seed)
    stock = stacked_stock(players, starter, hands or {}, first, then, deck=rules.cards)
    events = game.deal_hand(starter=starter, stock=stock)
    return game, list(events)


def arranged_game(
    hands: Sequence[str],
    *,
    top: str,
    color: Color | None = None,
    stock: str = "",
    rest: str | int = "stock",
    turn: int = 0,
    direction: int = CLOCKWISE,
    target: int = 500,
    uno_penalty: float = 0.0,
    scores: Sequence[int] | None = None,
    seed: int = 1,
    **options: object,
) -> Game:
    """A game in the middle of a hand: exactly these hands, top card and stock top.

    ``stock`` names the top cards of the stock, top first. Every card not named goes where
    ``rest`` says: ``"stock"`` (under the named ones), ``"discard"`` (under the top card),
    or a seat number (into that hand, after its named cards). ``options`` are further
    :class:`Rules` fields (``deck=Deck.PARTY``: the rest comes from that deck).
    """
    players = len(hands)
    rules = Rules(players=players, target=target, uno_penalty=uno_penalty, **options)  # type: ignore[arg-type]
    game = Game(rules, seed=seed)
    game.deal_hand()  # a real hand first, so that the hand number and streams are set up
    pool = list(rules.cards)
    hand_cards = [cards(names) for names in hands]
    top_card = Card.parse(top)
    stock_top = cards(stock)
    for wanted in [*hand_cards, [top_card], stock_top]:
        _take_out(pool, wanted)
    discard = [top_card]
    stock_list = stock_top[::-1]
    if rest == "stock":
        stock_list = pool + stock_list
    elif rest == "discard":
        discard = pool + discard
    else:
        assert isinstance(rest, int)
        hand_cards[rest] += pool
    game.hands = hand_cards
    game.discard_pile = discard
    game.stock = stock_list
    game.current_color = color if color is not None else top_card.color
    game.turn = turn
    game.direction = direction
    game.question = Question.MOVE
    if scores is not None:
        game.scores = list(scores)
    assert sorted(c.index for c in game.all_cards()) == sorted(c.index for c in rules.cards)
    return game


def names(cards_: Sequence[Card]) -> list[str]:
    """Card names, for readable assertions."""
    return [card.name for card in cards_]


def take_and_keep(game: Game) -> list[Event]:
    """The player to move takes a card and keeps it, whatever it is."""
    events = list(game.apply(TAKE))
    if game.question is Question.PLAY_TAKEN:
        events += game.apply(False)
    return events
