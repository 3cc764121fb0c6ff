"""The rule options of the party and eight-color rules, each rule built and its outcome
checked: Swap Hands, the Custom Wild's agreed rules, stacking (pass and add, with every Draw
Four rule), the party wilds as first or last cards, and the colors a wild may name.

Every expected hand, count and score below is worked out from the situation by hand; each
test ends by counting the deck's cards, which must all still be in play."""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterable, Sequence

import pytest

from uno_classic import events as ev
from uno_classic.cards import EIGHT_COLORS, Card, Color, cards
from uno_classic.game import KEEP, TAKE, Answer, Game, IllegalAnswer, Question
from uno_classic.levels import STRATEGIES
from uno_classic.rules import Refusal
from uno_classic.strategies import computer_answer
from uno_classic.variants import (
    CustomRule,
    Deck,
    DrawFour,
    DrawFourTest,
    FirstWild,
    Stacking,
    Take,
)
from uno_classic.view import CLOCKWISE, COUNTERCLOCKWISE

from . import eventlog
from .tables import arranged_game, dealt_game, names

pytestmark = pytest.mark.rules

SWAP_HANDS = Card.parse("SWAP HANDS")
CUSTOM_WILD = Card.parse("CUSTOM WILD")
DRAW_FOUR = Card.parse("DRAW FOUR")
CLASSIC_COLORS = [Color.RED, Color.YELLOW, Color.GREEN, Color.BLUE]

DECK_SIZES = {Deck.CLASSIC: 108, Deck.PARTY: 112, Deck.EIGHT_COLOR: 216}
"""How many cards each deck has (the decks' table in the README), for the conservation check."""

BOTH_WAYS = pytest.mark.parametrize(
    "direction", [CLOCKWISE, COUNTERCLOCKWISE], ids=["clockwise", "counterclockwise"]
)
STACKING = pytest.mark.parametrize("stacking", [Stacking.PASS, Stacking.ADD], ids=str)


def describe(event: ev.Event) -> str:
    """As :func:`tests.eventlog.describe`, with the events of the party deck's wilds."""
    match event:
        case ev.Swapped(seat, other, _):
            return f"{seat} swaps with {other}"
        case ev.HandsPassed(clockwise, _):
            return "hands pass " + ("clockwise" if clockwise else "counterclockwise")
    return eventlog.describe(event)


def log(events: Iterable[ev.Event]) -> list[str]:
    """Every event as text, in order."""
    return [describe(event) for event in events]


def hands_of(game: Game) -> list[list[str]]:
    """Every seat's cards by name, in the order received."""
    return [names(hand) for hand in game.hands]


def split(texts: Sequence[str]) -> list[list[str]]:
    """Hands written as in :func:`arranged_game`, as lists of names."""
    return [names(cards(text)) for text in texts]


def assert_whole_deck(game: Game) -> None:
    """Every card of the deck is in a hand, the stock or the discard pile, exactly once."""
    everything = game.all_cards()
    assert len(everything) == DECK_SIZES[game.rules.deck]
    assert Counter(everything) == Counter(game.rules.cards)


def refused(game: Game, answer: Answer) -> IllegalAnswer:
    """Applying ``answer`` is refused and changes nothing."""
    before = (hands_of(game), game.question, game.turn, game.pending, game.current_color)
    with pytest.raises(IllegalAnswer) as caught:
        game.apply(answer)
    assert (hands_of(game), game.question, game.turn, game.pending, game.current_color) == before
    return caught.value


# ------------------------------------------------------------------ Swap Hands

# Seat 0 plays the Swap Hands and keeps RED 1, RED 2; nobody ends with one card.
SWAP_TABLE = [
    "SWAP HANDS, RED 1, RED 2",
    "YELLOW 3, YELLOW 4",
    "GREEN 6, GREEN 7, GREEN 8",
    "BLUE 7, BLUE 8, BLUE 9, GREEN 9",
]


@BOTH_WAYS
@pytest.mark.parametrize("other", [1, 2, 3])
def test_swap_hands_swaps_with_the_chosen_player_then_the_color_is_named(other, direction):
    game = arranged_game(SWAP_TABLE, top="RED 5", direction=direction, deck=Deck.PARTY)
    assert log(game.apply(SWAP_HANDS)) == []  # nothing happens before the choice
    assert (game.question, game.turn) == (Question.SWAP, 0)
    assert game.legal_answers() == [1, 2, 3, KEEP]
    assert log(game.apply(other)) == ["0 plays SWAP HANDS"]
    assert (game.question, game.turn, game.top_card) == (Question.COLOR, 0, SWAP_HANDS)
    events = list(game.apply(Color.BLUE))
    assert log(events) == [f"0 swaps with {other}", "0 names BLUE"]
    expected = split(SWAP_TABLE)
    expected[0], expected[other] = expected[other], ["RED 1", "RED 2"]
    assert hands_of(game) == expected
    swapped = events[0]
    assert isinstance(swapped, ev.Swapped)
    assert [names(h) for h in swapped.hands] == [expected[0], expected[other]]
    assert (game.question, game.turn) == (Question.MOVE, direction % 4)
    assert game.current_color is Color.BLUE
    assert game.swap_with is None
    assert_whole_deck(game)


@BOTH_WAYS
def test_swap_hands_keeping_ones_hand_changes_no_hand(direction):
    game = arranged_game(SWAP_TABLE, top="RED 5", direction=direction, deck=Deck.PARTY)
    game.apply(SWAP_HANDS)
    assert log(game.apply(KEEP)) == ["0 plays SWAP HANDS"]
    assert log(game.apply(Color.GREEN)) == ["0 names GREEN"]  # no swap line
    expected = split(SWAP_TABLE)
    expected[0] = ["RED 1", "RED 2"]
    assert hands_of(game) == expected
    assert (game.question, game.turn, game.current_color) == (
        Question.MOVE,
        direction % 4,
        Color.GREEN,
    )
    assert_whole_deck(game)


def test_swap_hands_refuses_the_players_own_seat_and_anything_but_a_seat_or_keep():
    game = arranged_game(SWAP_TABLE, top="RED 5", deck=Deck.PARTY)
    game.apply(SWAP_HANDS)
    for wrong in (0, 4, -1, True, Color.RED, SWAP_HANDS, TAKE):
        refused(game, wrong)
    assert game.question is Question.SWAP and SWAP_HANDS in game.hands[0]


def test_with_two_players_swap_hands_offers_the_other_player_or_keep():
    game = arranged_game(["SWAP HANDS, RED 1", "YELLOW 3, YELLOW 4"], top="RED 5", deck=Deck.PARTY)
    game.apply(SWAP_HANDS)
    assert game.legal_answers() == [1, KEEP]
    game.apply(1)
    assert log(game.apply(Color.YELLOW)) == ["0 swaps with 1", "0 names YELLOW"]
    assert hands_of(game) == [["YELLOW 3", "YELLOW 4"], ["RED 1"]]
    assert game.turn == 1
    assert_whole_deck(game)


def test_a_taken_swap_hands_played_at_once_asks_whom_to_swap_with():
    game = arranged_game(
        ["BLUE 1, GREEN 2", "YELLOW 3, YELLOW 4", "GREEN 6, GREEN 7"],
        top="RED 5",
        stock="SWAP HANDS",
        deck=Deck.PARTY,
    )
    assert log(game.apply(TAKE)) == ["0 takes 1"]
    assert game.question is Question.PLAY_TAKEN
    game.apply(True)
    assert (game.question, game.turn) == (Question.SWAP, 0)
    game.apply(2)
    assert log(game.apply(Color.RED)) == ["0 swaps with 2", "0 names RED"]
    assert hands_of(game)[0] == ["GREEN 6", "GREEN 7"]
    assert hands_of(game)[2] == ["BLUE 1", "GREEN 2"]
    assert_whole_deck(game)


@pytest.mark.parametrize(
    ("last", "custom_rule"),
    [
        ("SWAP HANDS", CustomRule.WILD),
        ("CUSTOM WILD", CustomRule.WILD),
        ("CUSTOM WILD", CustomRule.ROTATE),
        ("CUSTOM WILD", CustomRule.EVERYONE_TAKES),
    ],
)
def test_a_party_wild_as_the_last_card_just_ends_the_hand(last, custom_rule):
    table = [last, "YELLOW 3, YELLOW 4", "GREEN 6, GREEN 7", "BLUE 7, BLUE 8"]
    game = arranged_game(table, top="RED 5", deck=Deck.PARTY, custom_rule=custom_rule)
    # No swap, no color, no rotation, no take: 3 + 4 + 6 + 7 + 7 + 8 = 35 points.
    assert log(game.apply(Card.parse(last))) == [f"0 plays {last}", "0 wins hand 35"]
    assert game.question is Question.NEXT_HAND
    assert hands_of(game) == [[], *split(table[1:])]
    assert game.scores[0] == 35
    assert_whole_deck(game)


# ------------------------------------------------------------------ the UNO check after a swap


@pytest.mark.parametrize(
    ("penalty", "said"), [(0.0, ["0 uno"]), (0.999, ["0 missed uno", "0 takes 2"])]
)
def test_a_swap_leaving_the_player_one_card_checks_its_uno_on_that_hand(penalty, said):
    table = ["SWAP HANDS, RED 1, RED 2", "YELLOW 3, YELLOW 4", "GREEN 6", "BLUE 7, BLUE 8"]
    game = arranged_game(
        table, top="RED 5", stock="RED 8, RED 9", uno_penalty=penalty, deck=Deck.PARTY
    )
    game.apply(SWAP_HANDS)
    game.apply(2)
    assert log(game.apply(Color.BLUE)) == ["0 swaps with 2", "0 names BLUE", *said]
    taken = ["RED 8", "RED 9"] if penalty else []
    assert hands_of(game)[0] == ["GREEN 6", *taken]
    assert hands_of(game)[2] == ["RED 1", "RED 2"]
    assert game.turn == 1
    assert_whole_deck(game)


def test_a_player_receiving_a_one_card_hand_is_not_checked():
    # Seat 0 plays down to one card, but swaps it away: nobody is checked, even though a
    # check would surely find a missed UNO.
    table = ["SWAP HANDS, RED 1", "YELLOW 3, YELLOW 4, YELLOW 6", "GREEN 6, GREEN 7"]
    game = arranged_game(table, top="RED 5", uno_penalty=0.999, deck=Deck.PARTY)
    game.apply(SWAP_HANDS)
    game.apply(1)
    assert log(game.apply(Color.RED)) == ["0 swaps with 1", "0 names RED"]
    assert hands_of(game) == [["YELLOW 3", "YELLOW 4", "YELLOW 6"], ["RED 1"], split(table)[2]]
    assert_whole_deck(game)


def test_keeping_ones_hand_down_to_one_card_is_checked_after_the_color():
    table = ["SWAP HANDS, RED 1", "YELLOW 3, YELLOW 4", "GREEN 6, GREEN 7"]
    game = arranged_game(
        table, top="RED 5", stock="BLUE 1, BLUE 2", uno_penalty=0.999, deck=Deck.PARTY
    )
    game.apply(SWAP_HANDS)
    game.apply(KEEP)
    assert log(game.apply(Color.RED)) == ["0 names RED", "0 missed uno", "0 takes 2"]
    assert hands_of(game)[0] == ["RED 1", "BLUE 1", "BLUE 2"]
    assert_whole_deck(game)


# ------------------------------------------------------------------ Custom Wild: rotate

PASSED_ON = pytest.mark.parametrize(
    ("direction", "expected"),
    [
        # Clockwise every hand goes to the seat after it: 0's to 1, 1's to 2, 2's to 3, 3's to 0.
        (
            CLOCKWISE,
            [
                ["BLUE 7", "BLUE 8", "BLUE 9", "GREEN 9"],
                ["RED 1", "RED 2"],
                ["YELLOW 3", "YELLOW 4"],
                ["GREEN 6", "GREEN 7", "GREEN 8"],
            ],
        ),
        # Counterclockwise to the seat before it: 0's to 3, 3's to 2, 2's to 1, 1's to 0.
        (
            COUNTERCLOCKWISE,
            [
                ["YELLOW 3", "YELLOW 4"],
                ["GREEN 6", "GREEN 7", "GREEN 8"],
                ["BLUE 7", "BLUE 8", "BLUE 9", "GREEN 9"],
                ["RED 1", "RED 2"],
            ],
        ),
    ],
    ids=["clockwise", "counterclockwise"],
)
"""Where every hand of the four below goes when the first seat's card passes them all on
(its card played first), both ways."""

ROTATE_TABLE = [
    "CUSTOM WILD, RED 1, RED 2",
    "YELLOW 3, YELLOW 4",
    "GREEN 6, GREEN 7, GREEN 8",
    "BLUE 7, BLUE 8, BLUE 9, GREEN 9",
]


@PASSED_ON
def test_rotate_passes_every_hand_to_the_next_player_in_the_direction_of_play(direction, expected):
    game = arranged_game(
        ROTATE_TABLE,
        top="RED 5",
        direction=direction,
        deck=Deck.PARTY,
        custom_rule=CustomRule.ROTATE,
    )
    assert log(game.apply(CUSTOM_WILD)) == []
    assert game.question is Question.COLOR  # the color is asked first, as for any wild
    events = list(game.apply(Color.YELLOW))
    way = "clockwise" if direction == CLOCKWISE else "counterclockwise"
    assert log(events) == ["0 plays CUSTOM WILD", f"hands pass {way}", "0 names YELLOW"]
    assert hands_of(game) == expected
    passed = events[1]
    assert isinstance(passed, ev.HandsPassed)
    assert [names(hand) for hand in passed.hands] == expected
    assert (game.question, game.turn, game.current_color) == (
        Question.MOVE,
        direction % 4,
        Color.YELLOW,
    )
    assert_whole_deck(game)


def test_after_a_rotation_only_the_player_who_played_is_checked_on_the_hand_it_received():
    # Seat 0 passes its one remaining card to seat 1 (not checked) and receives seat 3's
    # single card (checked: caught).
    table = ["CUSTOM WILD, RED 1", "YELLOW 3, YELLOW 4", "GREEN 6, GREEN 7", "BLUE 7"]
    game = arranged_game(
        table,
        top="RED 5",
        stock="RED 8, RED 9",
        uno_penalty=0.999,
        deck=Deck.PARTY,
        custom_rule=CustomRule.ROTATE,
    )
    game.apply(CUSTOM_WILD)
    assert log(game.apply(Color.GREEN)) == [
        "0 plays CUSTOM WILD",
        "hands pass clockwise",
        "0 names GREEN",
        "0 missed uno",
        "0 takes 2",
    ]
    assert hands_of(game) == [
        ["BLUE 7", "RED 8", "RED 9"],
        ["RED 1"],
        ["YELLOW 3", "YELLOW 4"],
        ["GREEN 6", "GREEN 7"],
    ]
    assert_whole_deck(game)


# ------------------------------------------------------------------ Custom Wild: everyone takes


@pytest.mark.parametrize(
    ("direction", "order"),
    [(CLOCKWISE, [2, 3, 0]), (COUNTERCLOCKWISE, [0, 3, 2])],
    ids=["clockwise", "counterclockwise"],
)
def test_everyone_takes_gives_each_other_player_a_card_from_the_next_player_on(direction, order):
    table = ["BLUE 1, BLUE 2", "CUSTOM WILD, YELLOW 3, YELLOW 4", "GREEN 6, GREEN 7", "BLUE 7"]
    game = arranged_game(
        table,
        top="RED 5",
        stock="RED 7, RED 8, RED 9",
        turn=1,
        direction=direction,
        deck=Deck.PARTY,
        custom_rule=CustomRule.EVERYONE_TAKES,
    )
    game.apply(CUSTOM_WILD)
    takes = [f"{seat} takes 1" for seat in order]
    assert log(game.apply(Color.GREEN)) == ["1 plays CUSTOM WILD", *takes, "1 names GREEN"]
    expected = split(table)
    expected[1] = ["YELLOW 3", "YELLOW 4"]
    for seat, taken in zip(order, ["RED 7", "RED 8", "RED 9"], strict=True):
        expected[seat].append(taken)
    assert hands_of(game) == expected
    assert (game.question, game.turn) == (Question.MOVE, order[0])
    assert_whole_deck(game)


def test_everyone_takes_through_an_empty_stock_reshuffles_then_takes_what_there_is():
    # The stock holds only BLUE 2 and the pile only RED 5; seat 3 holds every other card.
    # Seat 1 takes the BLUE 2; for seat 2 the pile under the Custom Wild (RED 5) becomes
    # the stock; seat 3 finds nothing left at all.
    table = ["CUSTOM WILD, RED 1, RED 2", "YELLOW 3, YELLOW 4", "GREEN 6, GREEN 7", "BLUE 7"]
    game = arranged_game(
        table,
        top="RED 5",
        stock="BLUE 2",
        rest=3,
        deck=Deck.PARTY,
        custom_rule=CustomRule.EVERYONE_TAKES,
    )
    held_by_3 = len(game.hands[3])
    game.apply(CUSTOM_WILD)
    events = list(game.apply(Color.BLUE))
    assert log(events) == [
        "0 plays CUSTOM WILD",
        "1 takes 1",
        "reshuffled 1",
        "2 takes 1",
        "3 takes 0",
        "0 names BLUE",
    ]
    assert [e.cards for e in events if isinstance(e, ev.Took)] == [
        (Card.parse("BLUE 2"),),
        (Card.parse("RED 5"),),
        (),
    ]
    assert hands_of(game)[1] == ["YELLOW 3", "YELLOW 4", "BLUE 2"]
    assert hands_of(game)[2] == ["GREEN 6", "GREEN 7", "RED 5"]
    assert len(game.hands[3]) == held_by_3
    assert (game.stock, names(game.discard_pile)) == ([], ["CUSTOM WILD"])
    assert_whole_deck(game)


# ------------------------------------------------------------------ Custom Wild: wild


def test_a_custom_wild_under_the_wild_rule_is_a_plain_wild():
    table = ["CUSTOM WILD, RED 1, RED 2", "YELLOW 3, YELLOW 4", "GREEN 6, GREEN 7"]
    game = arranged_game(table, top="RED 5", stock="BLUE 1, BLUE 2", deck=Deck.PARTY)
    assert game.rules.custom_rule is CustomRule.WILD
    assert log(game.apply(CUSTOM_WILD)) == []
    assert game.question is Question.COLOR
    assert log(game.apply(Color.YELLOW)) == ["0 plays CUSTOM WILD", "0 names YELLOW"]
    expected = split(table)
    expected[0] = ["RED 1", "RED 2"]
    assert hands_of(game) == expected
    assert (game.question, game.turn, game.current_color) == (Question.MOVE, 1, Color.YELLOW)
    assert_whole_deck(game)


# ------------------------------------------------------------------ the first card


@pytest.mark.parametrize(
    ("first", "custom_rule"),
    [
        ("SWAP HANDS", CustomRule.WILD),
        ("CUSTOM WILD", CustomRule.WILD),
        ("CUSTOM WILD", CustomRule.ROTATE),
        ("CUSTOM WILD", CustomRule.EVERYONE_TAKES),
    ],
)
@pytest.mark.parametrize(("first_wild", "namer"), [(FirstWild.DEALER, 0), (FirstWild.STARTER, 1)])
def test_a_first_party_wild_acts_as_a_first_wild(first, custom_rule, first_wild, namer):
    game, events = dealt_game(
        4,
        starter=1,
        first=first,
        deck=Deck.PARTY,
        custom_rule=custom_rule,
        first_wild=first_wild,
    )
    assert log(events)[2:] == [f"first {first}"]
    dealt = hands_of(game)
    assert (game.question, game.turn) == (Question.COLOR, namer)  # the dealer is seat 0
    assert game.legal_answers() == CLASSIC_COLORS
    # Its color only: no swap question, no rotation, nobody takes.
    assert log(game.apply(Color.GREEN)) == [f"{namer} names GREEN"]
    assert hands_of(game) == dealt and all(len(hand) == 7 for hand in dealt)
    assert (game.question, game.turn, game.current_color) == (Question.MOVE, 1, Color.GREEN)
    assert names(game.discard_pile) == [first]
    assert_whole_deck(game)


# ------------------------------------------------------------------ the colors of the deck


def test_a_classic_or_party_wild_refuses_a_color_the_deck_does_not_have():
    for deck in (Deck.CLASSIC, Deck.PARTY):
        game = arranged_game(["COLOR CHANGE, RED 1", "YELLOW 3", "GREEN 6"], top="RED 5", deck=deck)
        game.apply(Card.parse("COLOR CHANGE"))
        assert game.legal_answers() == CLASSIC_COLORS
        for wrong in (Color.ORANGE, Color.PURPLE, Color.PINK, Color.SKY, "RED", None):
            refused(game, wrong)  # type: ignore[arg-type]
        assert game.question is Question.COLOR
        game.apply(Color.BLUE)
        assert game.current_color is Color.BLUE
        assert_whole_deck(game)


def test_a_first_wild_in_a_classic_game_refuses_orange():
    game, _ = dealt_game(3, starter=1, first="COLOR CHANGE")
    assert game.question is Question.COLOR
    refused(game, Color.ORANGE)
    game.apply(Color.RED)
    assert_whole_deck(game)


def test_an_eight_color_wild_names_any_of_the_eight_colors():
    game = arranged_game(
        ["COLOR CHANGE, RED 1, RED 2", "ORANGE 3, PINK 7", "SKY 6"],
        top="RED 5",
        deck=Deck.EIGHT_COLOR,
    )
    game.apply(Card.parse("COLOR CHANGE"))
    assert game.legal_answers() == list(EIGHT_COLORS)
    assert log(game.apply(Color.ORANGE)) == ["0 plays COLOR CHANGE", "0 names ORANGE"]
    assert game.current_color is Color.ORANGE
    # The next player may now play its orange card, not its pink one.
    assert game.legal_answers() == [Card.parse("ORANGE 3"), TAKE]
    assert_whole_deck(game)


def test_a_first_wild_of_the_eight_color_deck_may_be_sky():
    game, _ = dealt_game(
        3, starter=1, first="COLOR CHANGE", deck=Deck.EIGHT_COLOR, first_wild=FirstWild.STARTER
    )
    assert (game.question, game.turn) == (Question.COLOR, 1)
    assert log(game.apply(Color.SKY)) == ["1 names SKY"]
    assert game.current_color is Color.SKY
    assert_whole_deck(game)


# ------------------------------------------------------------------ stacking

# The hands in the order the stack reaches them: the first plays a Draw Two, the next two
# pass it on, the last holds no Draw Two (only cards that would otherwise be legal plays).
STACK_HANDS = [
    "RED DRAW TWO, RED 1, YELLOW 1",
    "BLUE DRAW TWO, RED 7, BLUE 5, COLOR CHANGE",
    "GREEN DRAW TWO, BLUE 3, COLOR CHANGE",
    "GREEN 4, COLOR CHANGE, GREEN SKIP, GREEN REVERSE",
]
# The stock: a playable GREEN 9 on top, which a player taking a penalty may still not play.
STACK_STOCK = "GREEN 9, YELLOW 7, YELLOW 8, YELLOW 9, BLUE 1, BLUE 2"


@BOTH_WAYS
@STACKING
def test_stacking_over_several_players_passes_or_adds_up_the_penalty(stacking, direction):
    seats = [(direction * k) % 4 for k in range(4)]  # in the order of play from seat 0
    table = [""] * 4
    for seat, hand in zip(seats, STACK_HANDS, strict=True):
        table[seat] = hand
    game = arranged_game(
        table, top="RED 5", stock=STACK_STOCK, direction=direction, stacking=stacking
    )
    adds = stacking is Stacking.ADD
    first, second, third, last = seats
    draw_twos = ["RED DRAW TWO", "BLUE DRAW TWO", "GREEN DRAW TWO"]
    legal = [["BLUE DRAW TWO"], ["GREEN DRAW TWO"], []]
    pending = [2, 4, 6] if adds else [2, 2, 2]
    for step, (seat, card) in enumerate(zip([first, second, third], draw_twos, strict=True)):
        assert log(game.apply(Card.parse(card))) == [f"{seat} plays {card}"]  # nobody takes
        victim = seats[step + 1]
        assert (game.question, game.turn, game.pending) == (Question.MOVE, victim, pending[step])
        assert game.legal_answers() == [*cards(", ".join(legal[step])), TAKE]
        assert [game.view(s).pending for s in range(4)] == [
            pending[step] if s == victim else 0 for s in range(4)
        ]
        # A card that matches the top card's color, and a wild, may not answer a penalty.
        for other in names(game.hands[victim]):
            if "DRAW TWO" not in other:
                assert game.refusal(Card.parse(other)) is Refusal.PENALTY_PENDING
                assert refused(game, Card.parse(other)).refusal is Refusal.PENALTY_PENDING
    # The last takes the whole penalty at once (no PLAY IT for the GREEN 9), and is skipped.
    count = pending[-1]
    assert log(game.apply(TAKE)) == [f"{last} takes {count}", f"{last} skipped"]
    taken = names(cards(STACK_STOCK))[:count]
    assert hands_of(game)[last] == [*split(STACK_HANDS)[3], *taken]
    assert (game.question, game.turn, game.pending) == (Question.MOVE, first, 0)
    assert [len(game.hands[s]) for s in seats] == [2, 3, 2, 4 + count]
    assert_whole_deck(game)


def test_a_penalty_reaching_a_player_with_no_card_of_its_kind_can_only_be_taken():
    # Seat 1 holds the color, the rank's number, wilds and a Draw Four: none passes it on.
    game = arranged_game(
        ["RED DRAW TWO, RED 1", "RED 7, COLOR CHANGE, DRAW FOUR, RED SKIP", "GREEN 6, GREEN 7"],
        top="RED 5",
        stock="RED 9, YELLOW 9",
        stacking=Stacking.ADD,
        draw_four=DrawFour.FREE,
    )
    game.apply(Card.parse("RED DRAW TWO"))
    assert game.legal_answers() == [TAKE]
    assert log(game.apply(TAKE)) == ["1 takes 2", "1 skipped"]
    assert hands_of(game)[1][-2:] == ["RED 9", "YELLOW 9"]
    assert (game.question, game.turn, game.pending) == (Question.MOVE, 2, 0)
    assert_whole_deck(game)


@STACKING
def test_stacking_with_two_players_goes_back_and_forth(stacking):
    game = arranged_game(
        ["RED DRAW TWO, GREEN DRAW TWO, RED 1", "BLUE DRAW TWO, GREEN 4, BLUE 6"],
        top="RED 5",
        stock="YELLOW 1, YELLOW 2, YELLOW 3, YELLOW 4, YELLOW 6, YELLOW 7",
        stacking=stacking,
    )
    adds = stacking is Stacking.ADD
    game.apply(Card.parse("RED DRAW TWO"))
    assert (game.turn, game.pending) == (1, 2)
    game.apply(Card.parse("BLUE DRAW TWO"))
    assert (game.turn, game.pending) == (0, 4 if adds else 2)
    assert game.legal_answers() == [Card.parse("GREEN DRAW TWO"), TAKE]
    game.apply(Card.parse("GREEN DRAW TWO"))
    count = 6 if adds else 2
    assert (game.turn, game.pending) == (1, count)
    assert game.legal_answers() == [TAKE]  # the GREEN 4 matches, but not a penalty
    assert log(game.apply(TAKE)) == [f"1 takes {count}", "1 skipped"]
    assert len(game.hands[1]) == 2 + count
    assert (game.question, game.turn, game.pending) == (Question.MOVE, 0, 0)
    assert_whole_deck(game)


# Seats 2 and 3 after the hand: GREEN 3, GREEN 4 and BLUE 5 are 12 points; seat 0 keeps
# RED 1, RED 2 (3 points); the stock's cards are worth 1, 2, 3, 4, 6, 7, 8, 9.
LAST_STOCK = "YELLOW 1, YELLOW 2, YELLOW 3, YELLOW 4, YELLOW 6, YELLOW 7, YELLOW 8, YELLOW 9"


@STACKING
@pytest.mark.parametrize(
    ("first", "last", "taken"),
    [
        ("RED DRAW TWO", "BLUE DRAW TWO", {Stacking.PASS: 2, Stacking.ADD: 4}),
        ("DRAW FOUR", "DRAW FOUR", {Stacking.PASS: 4, Stacking.ADD: 8}),
    ],
    ids=["draw-two", "draw-four"],
)
def test_a_stacked_penalty_played_as_the_last_card_makes_the_next_player_take_it_all(
    stacking, first, last, taken
):
    game = arranged_game(
        [f"{first}, RED 1, RED 2", last, "GREEN 3, GREEN 4", "BLUE 5"],
        top="RED 5",
        stock=LAST_STOCK,
        stacking=stacking,
        draw_four=DrawFour.FREE,
    )
    game.apply(Card.parse(first))
    if game.question is Question.COLOR:
        game.apply(Color.BLUE)
    assert (game.turn, game.pending) == (1, 2 if first == "RED DRAW TWO" else 4)
    count = taken[stacking]
    points = 3 + 12 + sum([1, 2, 3, 4, 6, 7, 8, 9][:count])
    assert log(game.apply(Card.parse(last))) == [
        f"1 plays {last}",
        f"2 takes {count}",
        f"1 wins hand {points}",
    ]
    assert hands_of(game)[2] == ["GREEN 3", "GREEN 4", *names(cards(LAST_STOCK))[:count]]
    assert game.scores[1] == points
    assert game.question is Question.NEXT_HAND
    assert_whole_deck(game)


@STACKING
def test_restricted_a_draw_four_on_a_pending_draw_four_is_refused_when_holding_the_color(
    stacking,
):
    # BLUE is named: seat 1's BLUE DRAW TWO is of the color but not of the kind, and its
    # Draw Four is barred by the blue card it holds.
    game = arranged_game(
        ["DRAW FOUR, GREEN 1, GREEN 2", "DRAW FOUR, BLUE DRAW TWO", "YELLOW 3, YELLOW 4"],
        top="RED 5",
        stacking=stacking,
    )
    game.apply(DRAW_FOUR)
    assert log(game.apply(Color.BLUE)) == ["0 plays DRAW FOUR", "0 names BLUE"]
    assert (game.question, game.turn, game.pending) == (Question.MOVE, 1, 4)
    assert game.legal_answers() == [TAKE]
    assert refused(game, DRAW_FOUR).refusal is Refusal.DRAW_FOUR_WITH_COLOR
    blue_draw_two = Card.parse("BLUE DRAW TWO")
    assert refused(game, blue_draw_two).refusal is Refusal.PENALTY_PENDING
    assert log(game.apply(TAKE)) == ["1 takes 4", "1 skipped"]
    assert_whole_deck(game)


@STACKING
def test_restricted_a_draw_four_on_a_pending_draw_four_passes_it_on_without_the_color(stacking):
    game = arranged_game(
        ["DRAW FOUR, GREEN 1, GREEN 2", "DRAW FOUR, GREEN 3, GREEN 4", "YELLOW 3, YELLOW 4"],
        top="RED 5",
        stacking=stacking,
    )
    game.apply(DRAW_FOUR)
    game.apply(Color.BLUE)
    assert game.legal_answers() == [DRAW_FOUR, TAKE]
    assert log(game.apply(DRAW_FOUR)) == []
    assert (game.question, game.turn) == (Question.COLOR, 1)
    assert log(game.apply(Color.YELLOW)) == ["1 plays DRAW FOUR", "1 names YELLOW"]
    count = 8 if stacking is Stacking.ADD else 4
    assert (game.question, game.turn, game.pending) == (Question.MOVE, 2, count)
    assert game.legal_answers() == [TAKE]
    assert log(game.apply(TAKE)) == [f"2 takes {count}", "2 skipped"]
    assert game.turn == 0
    assert_whole_deck(game)


@STACKING
def test_restricted_match_test_never_bars_a_draw_four_passed_on(stacking):
    # Under the match test a Draw Four is barred by another card that could be played; on a
    # pending penalty none could (seat 1's BLUE 3 matches the color named), so it passes on.
    game = arranged_game(
        ["DRAW FOUR, GREEN 1, GREEN 2", "DRAW FOUR, BLUE 3", "YELLOW 3, YELLOW 4"],
        top="RED 5",
        stacking=stacking,
        draw_four_test=DrawFourTest.MATCH,
    )
    game.apply(DRAW_FOUR)
    game.apply(Color.BLUE)
    assert (game.turn, game.pending) == (1, 4)
    assert game.refusal(DRAW_FOUR) is None
    assert game.legal_answers() == [DRAW_FOUR, TAKE]
    assert game.view(1).pending == 4
    assert normal_choice(game) is DRAW_FOUR
    game.apply(DRAW_FOUR)
    played = ["1 plays DRAW FOUR", "1 names YELLOW", "1 uno"]  # (one card left: BLUE 3)
    assert log(game.apply(Color.YELLOW)) == played
    assert (game.turn, game.pending) == (2, 8 if stacking is Stacking.ADD else 4)
    assert_whole_deck(game)


def normal_choice(game: Game) -> Answer:
    return computer_answer(game, STRATEGIES["normal"])


@STACKING
def test_free_a_draw_four_may_be_stacked_while_holding_the_color(stacking):
    game = arranged_game(
        ["DRAW FOUR, RED 1, RED 2", "DRAW FOUR, BLUE 3", "YELLOW 3, YELLOW 4"],
        top="RED 5",
        stacking=stacking,
        draw_four=DrawFour.FREE,
    )
    game.apply(DRAW_FOUR)
    game.apply(Color.BLUE)
    assert game.legal_answers() == [DRAW_FOUR, TAKE]
    game.apply(DRAW_FOUR)
    game.apply(Color.GREEN)
    assert (game.turn, game.pending) == (2, 8 if stacking is Stacking.ADD else 4)
    assert_whole_deck(game)


@STACKING
def test_bluff_a_draw_four_is_challenged_not_stacked(stacking):
    game = arranged_game(
        ["DRAW FOUR, RED 1, RED 2", "DRAW FOUR, GREEN 3", "YELLOW 3, YELLOW 4"],
        top="RED 5",
        stacking=stacking,
        draw_four=DrawFour.BLUFF,
    )
    game.apply(DRAW_FOUR)
    assert log(game.apply(Color.BLUE)) == ["0 plays DRAW FOUR", "0 names BLUE"]
    assert (game.question, game.turn, game.pending) == (Question.CHALLENGE, 1, 0)
    assert game.legal_answers() == [True, False]
    assert log(game.apply(False)) == ["1 takes 4", "1 skipped"]
    assert (game.question, game.turn, game.pending) == (Question.MOVE, 2, 0)
    assert_whole_deck(game)


@STACKING
@pytest.mark.parametrize("draw_four", list(DrawFour), ids=str)
def test_a_draw_four_never_answers_a_pending_draw_two(stacking, draw_four):
    # Seat 1 holds no red: the Draw Four would be legal on a RED DRAW TWO without a penalty.
    game = arranged_game(
        ["RED DRAW TWO, RED 1", "DRAW FOUR, GREEN 3", "YELLOW 3, YELLOW 4"],
        top="RED 5",
        stacking=stacking,
        draw_four=draw_four,
    )
    game.apply(Card.parse("RED DRAW TWO"))
    assert game.legal_answers() == [TAKE]
    assert refused(game, DRAW_FOUR).refusal is Refusal.PENALTY_PENDING
    assert log(game.apply(TAKE)) == ["1 takes 2", "1 skipped"]
    assert_whole_deck(game)


@pytest.mark.parametrize("draw_four", list(DrawFour), ids=str)
def test_a_draw_two_stacks_under_every_draw_four_rule(draw_four):
    game = arranged_game(
        ["RED DRAW TWO, RED 1", "BLUE DRAW TWO, GREEN 3", "YELLOW 3, YELLOW 4"],
        top="RED 5",
        stacking=Stacking.ADD,
        draw_four=draw_four,
    )
    game.apply(Card.parse("RED DRAW TWO"))
    game.apply(Card.parse("BLUE DRAW TWO"))
    assert (game.turn, game.pending) == (2, 4)
    assert log(game.apply(TAKE)) == ["2 takes 4", "2 skipped"]
    assert_whole_deck(game)


@STACKING
def test_a_first_draw_two_leaves_no_penalty_pending(stacking):
    game, events = dealt_game(3, starter=1, first="RED DRAW TWO", stacking=stacking)
    assert log(events)[2:] == ["first RED DRAW TWO", "1 takes 2", "1 skipped"]
    assert (game.question, game.turn, game.pending) == (Question.MOVE, 2, 0)
    assert len(game.hands[1]) == 9
    assert_whole_deck(game)


def test_stacking_off_a_draw_two_costs_two_and_the_turn_at_once():
    game = arranged_game(
        ["RED DRAW TWO, RED 1, RED 2", "BLUE DRAW TWO, GREEN 3", "YELLOW 3, YELLOW 4"],
        top="RED 5",
    )
    assert log(game.apply(Card.parse("RED DRAW TWO"))) == [
        "0 plays RED DRAW TWO",
        "1 takes 2",
        "1 skipped",
    ]
    assert (game.turn, game.pending) == (2, 0)
    assert_whole_deck(game)


def test_stacking_in_the_eight_color_deck_passes_a_penalty_on_across_new_colors():
    game = arranged_game(
        ["PINK DRAW TWO, PINK 1", "SKY DRAW TWO, PINK 7", "ORANGE 3, PURPLE 4"],
        top="PINK 5",
        stacking=Stacking.ADD,
        deck=Deck.EIGHT_COLOR,
    )
    game.apply(Card.parse("PINK DRAW TWO"))
    assert game.legal_answers() == [Card.parse("SKY DRAW TWO"), TAKE]
    game.apply(Card.parse("SKY DRAW TWO"))
    assert (game.turn, game.pending, game.current_color) == (2, 4, Color.SKY)
    assert log(game.apply(TAKE)) == ["2 takes 4", "2 skipped"]
    assert_whole_deck(game)


@pytest.mark.parametrize("take", list(Take), ids=str)
def test_taking_a_penalty_takes_it_all_under_every_take_rule_and_plays_nothing(take):
    # The first card taken, GREEN 9, could be played on the GREEN DRAW TWO: it may not be.
    game = arranged_game(
        ["RED DRAW TWO, RED 1, RED 2", "GREEN DRAW TWO, BLUE 3", "YELLOW 3, YELLOW 4"],
        top="RED 5",
        stock="GREEN 9, YELLOW 7, YELLOW 8, YELLOW 9",
        stacking=Stacking.ADD,
        take=take,
    )
    game.apply(Card.parse("RED DRAW TWO"))
    game.apply(Card.parse("GREEN DRAW TWO"))
    assert log(game.apply(TAKE)) == ["2 takes 4", "2 skipped"]
    assert hands_of(game)[2] == [
        "YELLOW 3",
        "YELLOW 4",
        "GREEN 9",
        "YELLOW 7",
        "YELLOW 8",
        "YELLOW 9",
    ]
    assert (game.question, game.turn, game.pending) == (Question.MOVE, 0, 0)
    assert_whole_deck(game)


def test_a_penalty_larger_than_the_cards_left_takes_what_there_is_and_the_rest_lapses():
    # Seat 0 holds every card not named; the stock is one card and the pile under the two
    # Draw Twos only RED 5: after the YELLOW 7, the reshuffle gives RED 5 and RED DRAW TWO.
    game = arranged_game(
        ["RED DRAW TWO, RED 1, RED 2", "BLUE DRAW TWO, BLUE 3", "YELLOW 3, YELLOW 4"],
        top="RED 5",
        stock="YELLOW 7",
        rest=0,
        stacking=Stacking.ADD,
    )
    game.apply(Card.parse("RED DRAW TWO"))
    game.apply(Card.parse("BLUE DRAW TWO"))
    assert game.pending == 4
    events = list(game.apply(TAKE))
    assert log(events) == ["reshuffled 2", "2 takes 3", "2 skipped"]
    assert sorted(hands_of(game)[2]) == sorted(
        ["YELLOW 3", "YELLOW 4", "YELLOW 7", "RED 5", "RED DRAW TWO"]
    )
    assert hands_of(game)[2][2] == "YELLOW 7"  # the stock's card first
    assert (game.stock, names(game.discard_pile)) == ([], ["BLUE DRAW TWO"])
    assert (game.question, game.turn, game.pending) == (Question.MOVE, 0, 0)
    assert_whole_deck(game)


# ------------------------------------------------------------------ the turn limit


def test_a_hand_abandoned_at_the_turn_limit_leaves_no_penalty_pending():
    game = arranged_game(
        ["RED DRAW TWO, RED 1", "BLUE DRAW TWO, BLUE 1", "GREEN 1, GREEN 2"],
        top="RED 5",
        stacking=Stacking.ADD,
        turn_limit=1,
    )
    assert log(game.apply(Card.parse("RED DRAW TWO"))) == [
        "0 plays RED DRAW TWO",
        "0 uno",
        "hand abandoned after 1 turns",
    ]
    assert game.question is Question.NEXT_HAND
    assert game.pending == 0
    assert [game.view(seat).pending for seat in range(3)] == [0, 0, 0]
    assert_whole_deck(game)


def test_the_turn_limit_waits_for_a_swap_and_its_color():
    # The Swap Hands is the turn that reaches the limit: its swap and color are still asked,
    # and the hands change before the hand is abandoned.
    game = arranged_game(
        ["SWAP HANDS, RED 1, RED 2", "BLUE 1", "GREEN 1, GREEN 2"],
        top="RED 5",
        deck=Deck.PARTY,
        turn_limit=1,
    )
    game.apply(Card.parse("SWAP HANDS"))
    assert game.question is Question.SWAP
    game.apply(1)
    assert (game.question, game.hand_leaving) == (Question.COLOR, True)
    assert log(game.apply(Color.BLUE)) == [
        "0 swaps with 1",
        "0 names BLUE",
        "0 uno",
        "hand abandoned after 1 turns",
    ]
    assert (game.question, game.swap_with, game.hand_leaving) == (Question.NEXT_HAND, None, False)
    assert_whole_deck(game)
