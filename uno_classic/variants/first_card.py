"""How a hand starts: who starts and deals (``--starter``, with the cut), what the first card
turned up does (``--first-card``) and who names a first wild's color (``--first-wild``).

Everything about this rule lives here: its engine steps, its questions and answers, its
screen lines and help, its rulebook paragraph, what the computer players do about it and
the figures ``simulate`` counts.
"""

from __future__ import annotations

import random
from collections.abc import Callable, Sequence

from .. import events as ev
from ..cards import Card, Color, Rank
from ..questions import COLOR, MOVE
from ..randomness import Purpose, derive, shuffled
from ..view import CLOCKWISE
from . import Deck, FirstCard, FirstWild, Rules, Starter
from .game_state import GameState
from .prose import paragraph

# ----------------------------------------------------------------- engine steps


def starter(game: GameState, picked: int) -> int:
    """Who starts this hand under ``--starter`` (``picked`` is the random choice)."""
    rule = game.rules.starter
    if rule is Starter.RANDOM:
        return picked
    if rule is Starter.WINNER:
        winner = game.last_winner
        return picked if game.hand_number == 1 or winner is None else winner
    # The cut chooses the first dealer; then the deal passes on to the next seat.
    dealer = cut(game) if game.hand_number == 1 else (game.dealer + 1) % game.players
    return (dealer + 1) % game.players


def cut(game: GameState) -> int:
    """Every player turns a card from a shuffled deck of its own; numbers count their
    value, other cards 0, and the players tied for highest cut again. The dealer."""
    rng = derive(game.seed, game.game_number, 0, Purpose.CUT)
    deck: list[Card] = []
    cutting = list(range(game.players))
    events = game._events
    while True:
        values = {}
        for seat in cutting:
            if not deck:
                deck = shuffled(game.deck, rng)
            card = deck.pop()
            values[seat] = card.rank.value if card.rank.is_number else 0
            if events is not None:
                events.append(ev.Cut(seat, card))
        best = max(values.values())
        cutting = [seat for seat in cutting if values[seat] == best]
        if len(cutting) == 1:
            if events is not None:
                events.append(ev.DealerChosen(cutting[0]))
            return cutting[0]


def turn_first_card(game: GameState, rng: random.Random) -> None:
    """The first card is turned up from the stock and acts, as the first card rule says.

    Under ``--first-card number`` the cards turned before a number stay under it, without
    effect; otherwise a card that cannot start a hand goes back into the stock, shuffled
    with ``rng``, and another is turned."""
    events = game._events
    stock = game.stock
    rule = game.rules.first_card
    while True:
        first = stock.pop()
        game.discard_pile.append(first)
        if events is not None:
            events.append(ev.FirstCardTurned(first))
        if rule is FirstCard.NUMBER:
            if first.rank.is_number:
                break
            continue  # it stays on the pile, without effect; turn another
        if first.rank is not Rank.WILD_DRAW_FOUR and not (
            rule is FirstCard.NO_WILDS and first.is_wild
        ):
            break
        # This card cannot start a hand: back into the stock, shuffle, turn again.
        stock.append(game.discard_pile.pop())
        game.stock = stock = shuffled(stock, rng)
        if events is not None:
            events.append(ev.FirstCardReturned(first))
    game.current_color = first.color
    game.question = MOVE
    if rule is FirstCard.NUMBER:
        game.turn = game.starter
    else:
        _first_card_acts(game, first)


def _first_card_acts(game: GameState, first: Card) -> None:
    """The first card acts as if the dealer had played it, so it hits the starter."""
    starter = game.starter
    rank = first.rank
    if rank is Rank.SKIP:
        game._skip(starter)
    elif rank is Rank.DRAW_TWO:
        game._take(starter, 2)
        game._skip(starter)
    elif rank is Rank.REVERSE:
        # The dealer plays first, against the new direction. With two players that is
        # the Reverse acting as a Skip on the starter.
        game.direction = -game.direction
        if game.players == 2:
            game._skip(starter)
        game.turn = game.dealer
        if game._events is not None:
            game._events.append(ev.DirectionReversed(game.direction == CLOCKWISE))
    elif first.is_wild:  # a Wild, or a Swap Hands or Custom Wild acting as one
        dealer_names = game.rules.first_wild is FirstWild.DEALER
        game.turn = game.dealer if dealer_names else starter
        game.question = COLOR
    else:
        game.turn = starter


def name_first_color(game: GameState, color: Color) -> None:
    """The first card of the hand was a Wild: its color is named (by the dealer or the
    starter, as the rules say), then the starter plays."""
    game.current_color = color
    if game._events is not None:
        game._events.append(ev.ColorChosen(game.turn, color))
    game.turn = game.starter
    game.question = MOVE


# ----------------------------------------------------------------- what the players read


def event_lines(event: ev.Event, name: Callable[[int], str]) -> list[str] | None:
    """The public lines of the cut, the dealer and the first card (None for another
    event)."""
    match event:
        case ev.FirstCardTurned(card):
            return [f"FIRST CARD: {card.name}"]
        case ev.FirstCardReturned(card):
            return [f"{card.name} CANNOT START A HAND: IT GOES BACK AND THE STOCK IS SHUFFLED"]
        case ev.Cut(seat, card):
            return [f"{name(seat)} CUTS {card.name}"]
        case ev.DealerChosen(seat):
            return [f"{name(seat)} DEALS"]
    return None


def event_object(event: ev.Event, name: Callable[[int], str]) -> dict[str, object] | None:
    """The cut, the dealer and the first card as machine play reports them (``--protocol
    json``; None for another event)."""
    match event:
        case ev.FirstCardTurned(card):
            return {"event": "first_card", "card": card.name}
        case ev.FirstCardReturned(card):
            return {"event": "first_card_returned", "card": card.name}
        case ev.Cut(seat, card):
            return {"event": "cut", "player": name(seat), "card": card.name}
        case ev.DealerChosen(seat):
            return {"event": "dealer", "player": name(seat)}
    return None


def starting_lines(
    events: Sequence[ev.Event], game: GameState, name: Callable[[int], str]
) -> list[str]:
    """Who plays first when a first card turned in ``events`` changes it, and why, which no
    one event says: the dealer after a first Reverse (the deal's last event), whoever names
    a first Wild's color (asked once the deal is shown). None after other events."""
    if not any(isinstance(event, ev.FirstCardTurned) for event in events):
        return []
    if game.question is COLOR:
        dealer = game.turn == game.dealer
        return [first_wild_line(game.turn, name, dealer=dealer)]
    if any(isinstance(event, ev.DirectionReversed) for event in events):
        return [first_reverse_line(game.dealer, name)]
    return []


def first_reverse_line(dealer: int, name: Callable[[int], str]) -> str:
    """Who starts after a first Reverse, and why: not the starter announced, but the dealer,
    who plays first against the new direction."""
    return f"{name(dealer)} DEALT AND STARTS: AFTER A FIRST REVERSE THE DEALER PLAYS FIRST"


def first_wild_line(seat: int, name: Callable[[int], str], *, dealer: bool) -> str:
    """Who names the color of a first Wild, and why: the dealer, as if it had played it, or
    the starter, as the rules in force say."""
    role = "DEALER" if dealer else "STARTER"
    return f"{name(seat)} NAMES THE FIRST CARD'S COLOR, AS THE {role}"


def starting_paragraph(rules: Rules) -> str:
    """Who starts a hand, under --starter."""
    if rules.starter is Starter.CUT:
        return paragraph(
            "Once a game, every player cuts a card from a shuffled deck (numbers count their "
            "value, other cards 0; the players tied for highest cut again). The highest deals "
            "the first hand, and the deal passes to the next seat each hand; the player after "
            "the dealer starts (--starter cut)."
        )
    if rules.starter is Starter.WINNER:
        return paragraph(
            "The starting player of the first hand is drawn at random; later hands are "
            "started by the last hand's winner (at random again after an abandoned hand) "
            "(--starter winner). The dealer is the player before the starter."
        )
    return paragraph(
        "The starting player is drawn at random and announced before the shuffle; the "
        "dealer is the player before it (--starter random)."
    )


def first_card_text(rules: Rules) -> str:
    """What the first card does, under --first-card and --first-wild."""
    if rules.first_card is FirstCard.NUMBER:
        return paragraph(
            "Cards are turned onto the discard pile until a number card shows; they all stay "
            "there and none takes effect. The starter plays (--first-card number)."
        )
    return (
        "  It takes effect at once, as the dealer's play would:\n"
        "    Skip           the starter is skipped\n"
        "    Draw Two       the starter takes 2 cards and is skipped\n"
        "    Reverse        play goes the other way, so the dealer plays first\n"
        f"{_first_wild_rows(rules)}"
        "    Draw Four      it goes back into the stock, which is shuffled, and the\n"
        "                   next card is turned instead\n"
        "    a number       the starter plays"
    )


def _first_wild_rows(rules: Rules) -> str:
    """The wild cards' rows of what a first card does (the party deck's too)."""
    party = rules.deck is Deck.PARTY
    if rules.first_card is FirstCard.NO_WILDS:
        wild = "    Color Change   goes back like a Draw Four (--first-card no-wilds)\n"
        if party:
            wild += "    Swap Hands,    go back too\n    Custom Wild\n"
        return wild
    if rules.first_wild is FirstWild.DEALER:
        wild = (
            "    Color Change   the dealer names the color (--first-wild dealer); then\n"
            "                   the starter plays\n"
        )
    else:
        wild = (
            "    Color Change   the starter names the color (--first-wild starter),\n"
            "                   then plays\n"
        )
    if party:  # (the first card takes effect: no-wilds returned above)
        wild += (
            "    Swap Hands,    act as a Color Change: the color is named, and no hands\n"
            "    Custom Wild    swap, no custom rule acts\n"
        )
    return wild


# ----------------------------------------------------------------- what the computers do


# ----------------------------------------------------------------- what simulate counts
