"""The game's text: the lines the console prints, built from events and the table.

Pure functions, no I/O: the console decides when to print. The shared core's lines (hand
rows, the top card, takes, scores, refusals, the classic keys) are built here; each rule's
own lines (its prompts and their ``?``, its events, its help) live with that rule in
``uno_classic/variants/``, and this module puts them in their places (:data:`_EVENT_LINES`,
:data:`_HELP_RULES`). The fixed lines, which other programs read, come from these two
places only.
"""

from __future__ import annotations

from collections.abc import Callable, Collection, Iterable, Sequence
from typing import Final

from . import events as ev
from .cards import COLORS, WILD_SUIT, Card, Color, Rank
from .questions import KEEP, TAKE, Answer, Question
from .rules import Refusal
from .variants import (
    Deck,
    Rules,
    challenge,
    changed_options,
    first_card,
    jump_in,
    option_words,
    party_cards,
    seven_zero,
    stacking,
    take,
    uno_call,
)

WIDTH: Final = 80

_SYMBOLS: Final = {
    Rank.SKIP: "S",
    Rank.DRAW_TWO: "D",
    Rank.REVERSE: "R",
    Rank.WILD: "C",
    Rank.WILD_DRAW_FOUR: "F",
    **{rank: key for key, rank in party_cards.SPECIAL_KEYS.items()},
}
_SORT_ORDER: Final = {rank: i for i, rank in enumerate(Rank)}  # 0-9, S, D, R, C, F, H, U


class Names:
    """Who sits where, by name: the humans first, then the computers. One human is
    ``HUMAN``; several are ``HUMAN 1`` ... ``HUMAN N``; humans given names (``--names``)
    are called by them instead; the computers are ``COMPUTER 1`` ... ``COMPUTER K`` in seat
    order after them. Every line that names a player asks here."""

    def __init__(self, humans: int = 1, names: Sequence[str] = ()) -> None:
        if names and len(names) != humans:
            raise ValueError(f"{len(names)} names for {humans} humans")
        self.humans: Final = humans
        self.names: Final = tuple(names)
        """The humans' names in seat order, as :func:`~uno_classic.names.checked_names`
        made them; none: the humans are ``HUMAN`` or ``HUMAN <K>``."""

    def __call__(self, seat: int) -> str:
        """The name of the player in ``seat``."""
        if seat >= self.humans:
            return f"COMPUTER {seat - self.humans + 1}"
        if self.names:
            return self.names[seat]
        return "HUMAN" if self.humans == 1 else f"HUMAN {seat + 1}"

    def is_human(self, seat: int) -> bool:
        """Whether a person at the keyboard answers for ``seat``."""
        return seat < self.humans


def symbol(card: Card) -> str:
    """The card's key in its hand row: a digit, S, D, R, C or F."""
    return _SYMBOLS.get(card.rank) or str(card.rank.value)


MARK: Final = "*"
"""What follows the symbol of a card the player may play now (``--assist``): ``RED     : 2
7* D*``. No symbol is ``*``, and a row still reads as symbols separated by single spaces."""


def hand_rows(
    hand: Sequence[Card],
    colors: Sequence[Color] = COLORS,
    *,
    marked: Collection[Card] = (),
) -> list[str]:
    """The rows of a hand, one per color of the deck then SPECIAL (five, or nine with eight
    colors), cards in the order given (received, or sorted). A card among ``marked`` (the
    cards the player may play now, under ``--assist``) has :data:`MARK` after its symbol;
    with none marked, the rows are as they have always been."""
    words = [color.value for color in colors] + ["SPECIAL"]
    rows: list[list[str]] = [[] for _ in words]
    special = len(colors)
    for card in hand:
        shown = symbol(card) + MARK if card in marked else symbol(card)
        rows[special if card.suit == WILD_SUIT else card.suit].append(shown)
    return [
        f"{word:<8}:" + "".join(" " + sym for sym in row)
        for word, row in zip(words, rows, strict=True)
    ]


def sorted_hand(hand: Iterable[Card]) -> list[Card]:
    """The hand with every row in order: 0-9, then S, D, R; C, F, H, U."""
    return sorted(hand, key=lambda card: (card.suit, _SORT_ORDER[card.rank]))


def top_card_line(top: Card, color: Color | None) -> str:
    """``TOP CARD: RED 4   COLOR: RED`` (after a wild, the color named)."""
    return f"TOP CARD: {top.name}   COLOR: {color.value if color else 'NONE'}"


def count_phrase(name: str, count: int) -> str:
    """``COMPUTER 2: 1 CARD`` or ``COMPUTER 2: 5 CARDS``."""
    return f"{name}: {count} CARD{'' if count == 1 else 'S'}"


def in_threes(phrases: Sequence[str]) -> list[str]:
    """Phrases three to a line, separated by three spaces."""
    return ["   ".join(phrases[i : i + 3]) for i in range(0, len(phrases), 3)]


def opponent_lines(counts: Sequence[int], seat: int, names: Names) -> list[str]:
    """Every other player's card count, humans included, three to a line, as the player in
    ``seat`` sees them (``counts[seat]`` for every seat)."""
    return in_threes(
        [count_phrase(names(other), count) for other, count in enumerate(counts) if other != seat]
    )


def direction_line(clockwise: bool, seat: int, next_seat: int, names: Names) -> str:
    """Which way play goes and who comes after the player in ``seat``: a status line of the
    turn block, worth showing only with three or more players (with two, the other one is
    always next). With several humans it names the player (``NEXT AFTER HUMAN 2``), since
    the line is shown again to the others before their turns."""
    way = "CLOCKWISE" if clockwise else "COUNTERCLOCKWISE"
    after = "YOU" if names.humans == 1 else names(seat)
    return f"DIRECTION: {way}, NEXT AFTER {after}: {names(next_seat)}"


def uno_lines(counts: Sequence[int], names: Names) -> list[str]:
    """``UNO: COMPUTER 2``: every player holding one card (``counts[seat]`` for every seat,
    the humans' too), wrapped within the screen width; no line when nobody does."""
    named = [names(seat) for seat, count in enumerate(counts) if count == 1]
    return listed(named, lead="UNO:", indent=5) if named else []


def score_lines(scores: Sequence[int], names: Names) -> list[str]:
    """``SCORES: HUMAN 0   COMPUTER 1 0 ...``, three players to a line: shown as a hand
    starts."""
    phrases = [f"{names(seat)} {score}" for seat, score in enumerate(scores)]
    first, *more = in_threes(phrases)
    return ["SCORES: " + first] + ["        " + line for line in more]


def rules_lines(rules: Rules, preset: str) -> list[str]:
    """``RULES: OFFICIAL + TAKE KEEP, TARGET 300``: the preset, then every option that differs
    from it (a line too long continues, indented by seven spaces, after a comma)."""
    changed = [option_words(rules, name) for name in changed_options(rules, preset)]
    lead = f"RULES: {preset.upper()}"
    if not changed:
        return [lead]
    return listed(changed, lead=f"{lead} +", indent=7)


def listed(pieces: Sequence[str], *, lead: str, indent: int = 3) -> list[str]:
    """``lead`` and the pieces, separated by commas, wrapped within the screen width; the
    lines after the first are indented by ``indent`` spaces."""
    lines: list[str] = []
    line = lead
    for i, name in enumerate(pieces):
        piece = name + ("," if i < len(pieces) - 1 else "")
        if len(line) + 1 + len(piece) > WIDTH and line.strip():
            lines.append(line)
            line = " " * indent
        line = f"{line} {piece}" if line.strip() else f"{line}{piece}"
    lines.append(line)
    return lines


def card_list(cards: Sequence[Card], *, lead: str) -> list[str]:
    """``lead`` and the card names, separated by commas, wrapped within the screen width."""
    return listed([card.name for card in cards], lead=lead)


def take_line(event: ev.Took, names: Names) -> str:
    """The take line, with its total (what everyone sees of a take)."""
    count = len(event.cards)
    if count == 0:
        return "NO CARDS LEFT TO TAKE"
    name = names(event.seat)
    return f"{name} TAKES A CARD" if count == 1 else f"{name} TAKES {count} CARDS"


def you_took_lines(cards: Sequence[Card]) -> list[str]:
    """``YOU TOOK <CARD NAME>, ...``: the cards a human received, seen by that human only."""
    return card_list(cards, lead="YOU TOOK") if cards else []


def score_table(scores: Sequence[int], names: Names) -> list[str]:
    """The running scores, one player a line: shown as a hand ends (but the game's last).
    The names' column is 12 wide, one more when a name is that long, so that a space
    always parts a name from a score of up to five digits."""
    width = max(12, *(len(names(seat)) + 1 for seat in range(len(scores))))
    return ["SCORES"] + [f"  {names(s):<{width}}{score:>5}" for s, score in enumerate(scores)]


def hand_end_lines(event: ev.HandWon, names: Names) -> list[str]:
    """Who won, everyone's remaining cards and their points, and what the winner scores."""
    lines = [f"{names(event.seat)} WINS THE HAND"]
    for seat, cards in enumerate(event.remaining):
        if seat == event.seat:
            continue
        points = sum(card.points for card in cards)
        held = f"{names(seat)} HELD {len(cards)} CARD{'' if len(cards) == 1 else 'S'}"
        lines.append(f"{held}, {points} POINT{'' if points == 1 else 'S'}" + (":" if cards else ""))
        if cards:
            lines += card_list(cards, lead="   ")
    lines.append(f"{names(event.seat)} SCORES {event.points} POINTS")
    return lines


def game_summary(
    scores: Sequence[int], hands_won: Sequence[int], hands: int, names: Names
) -> list[str]:
    """The end of a game, once: how many hands were played, and each player's hands won
    and final points."""
    abandoned = hands - sum(hands_won)
    title = f"FINAL SCORES AFTER {hands} HAND{'' if hands == 1 else 'S'}"
    if abandoned:
        title += f" ({abandoned} ABANDONED)"
    width = max(len("POINTS"), *(len(str(score)) for score in scores)) + 3
    lines = [title, f"{'':14}HANDS WON{'POINTS':>{width}}"]
    for seat, (won, score) in enumerate(zip(hands_won, scores, strict=True)):
        lines.append(f"  {names(seat):<12}{won:>9}{score:>{width}}")
    return lines


def _hand_lines(event: ev.Event, names: Names) -> list[str] | None:
    """The lines that frame the hands and the game: a hand's start and deal, a new stock,
    its end, the game's winner (None for another event)."""
    match event:
        case ev.HandStarted(number, starter, _):
            return [f"HAND {number}: {names(starter)} STARTS"]
        case ev.Dealt():
            return ["SHUFFLING AND DEALING"]
        case ev.Reshuffled(count):
            cards = "CARD" if count == 1 else "CARDS"
            return [f"THE DISCARD PILE IS SHUFFLED INTO A NEW STOCK OF {count} {cards}"]
        case ev.HandWon():
            return hand_end_lines(event, names)
        case ev.HandAbandoned(_, turns):
            return [
                f"NOBODY HAS WON AFTER {turns} TURNS: THE HAND IS ABANDONED",
                "NO POINTS ARE SCORED",
            ]
        case ev.GameWon(seat, _):
            return [f"{names(seat)} WINS THE GAME"]
    return None


def _move_lines(event: ev.Event, names: Names) -> list[str] | None:
    """The lines of the classic moves and what they do, and of hands changing hands (None
    for another event)."""
    match event:
        case ev.Played(seat, card):
            return [f"{names(seat)} PLAYS {card.name}"]
        case ev.ColorChosen(_, color):
            return [f"COLOR IS NOW {color.value}"]
        case ev.Took():
            return [take_line(event, names)]
        case ev.Skipped(seat):
            return [f"{names(seat)} IS SKIPPED"]
        case ev.DirectionReversed():
            return ["DIRECTION REVERSED"]
        case ev.SaidUno(seat):
            return [f"{names(seat)}: UNO!"]
        case ev.MissedUno(seat):
            return [f"{names(seat)} DID NOT SAY UNO!"]
        case ev.Swapped(seat, other, _):
            return [f"{names(seat)} SWAPS HANDS WITH {names(other)}"]
        case ev.HandsPassed():
            return ["HANDS PASS TO THE NEXT PLAYER"]
    return None


_EVENT_LINES: Final[tuple[Callable[[ev.Event, Names], list[str] | None], ...]] = (
    _move_lines,
    _hand_lines,
    first_card.event_lines,
    challenge.event_lines,
    jump_in.event_lines,
)
"""Where each event's lines come from: the shared core, then the rules whose events have
lines of their own."""


def event_lines(event: ev.Event, names: Names) -> list[str]:
    """The lines of one event that every player at the table may see (the public lines).
    What only the player concerned sees comes from :func:`private_lines`."""
    for lines_of in _EVENT_LINES:
        lines = lines_of(event, names)
        if lines is not None:
            return lines
    raise ValueError(f"no text for {event!r}")


def private_lines(
    event: ev.Event, viewer: int | None, names: Names, *, show_taken: bool = True
) -> list[str]:
    """The lines of one event that only the human at the keyboard (``viewer``; None when
    no human is known to be there) sees, right after the event's public lines: the cards it
    took (``YOU TOOK``; with ``show_taken`` False all but the last, which a PLAY IT prompt
    names), and the hand it challenged (``HELD``)."""
    match event:
        case ev.Took(seat, cards) if seat == viewer:
            return you_took_lines(cards if show_taken else cards[:-1])
    for cards_of in _PRIVATE_CARDS:
        shown = cards_of(event, viewer, names)
        if shown is not None:
            lead, seen = shown
            return card_list(seen, lead=lead)
    return []


PrivateCards = Callable[[ev.Event, int | None, Names], tuple[str, Sequence[Card]] | None]
"""A rule's cards shown to one player only (the viewer), and what leads them; None for an
event that shows none."""

_PRIVATE_CARDS: Final[tuple[PrivateCards, ...]] = (challenge.private_cards,)
"""The rules that show cards to one player only, after the shared core's ``YOU TOOK``."""


def resumed_hand_lines(number: int, lines: Sequence[str]) -> list[str]:
    """``HAND 3, THE LAST MOVES:`` and the last lines of the hand a resumed game comes back
    in, indented: where the game stands, without a line that reads as a move made again."""
    return [f"HAND {number}, THE LAST MOVES:", *("  " + line for line in lines)]


def see_cards_prompt(name: str) -> str:
    """``HUMAN 2: PRESS ANY KEY TO SEE YOUR CARDS? ``: asked before a human's prompt when
    another human may be at the keyboard, so that no hand is shown to the wrong player."""
    return f"{name}: PRESS ANY KEY TO SEE YOUR CARDS? "


def refusal_line(refusal: Refusal, card: Card, color: Color | None, top: Card) -> str:
    """Why the human's chosen card cannot be played, in one line."""
    for rule_line in _RULE_REFUSALS:
        line = rule_line(refusal, top)
        if line is not None:
            return line
    if refusal is Refusal.NOT_HELD:
        return f"YOU DO NOT HAVE {card.name}"
    if refusal is Refusal.NO_MATCH:
        return f"{card.name} MATCHES NEITHER THE COLOR NOR THE TOP CARD"
    if refusal is Refusal.DRAW_FOUR_WITH_MATCH:
        return "DRAW FOUR ONLY WHEN NO OTHER CARD BUT A WILD CAN BE PLAYED"
    held = color.value if color else "THAT"
    return f"DRAW FOUR ONLY WITHOUT A {held} CARD IN YOUR HAND"


_RULE_REFUSALS: Final[tuple[Callable[[Refusal, Card], str | None], ...]] = (stacking.refusal_line,)
"""The rules whose refusals are worded in their own modules, asked before the shared
core's."""


def answers_phrase(answers: str) -> str:
    """``S, P OR T`` for the answers ``SPT``."""
    keys = list(answers)
    return keys[0] if len(keys) == 1 else ", ".join(keys[:-1]) + " OR " + keys[-1]


def answers_refusal(
    named: str, *, back: bool = False, quits: bool = False, helped: bool = False
) -> str:
    """The line that refuses a key at a prompt: its answers (``named``: ``S, P OR T``), X
    where it goes ``back``, Q where it ``quits`` (every prompt of a game), and ``?`` where
    it ``helped`` (explains the prompt): ``PLEASE ANSWER R, Y, G, B OR S; X GOES BACK, Q
    QUITS (? FOR HELP)``."""
    keys = [f"{BACK} GOES BACK"] * back + ["Q QUITS"] * quits
    line = f"PLEASE ANSWER {named}" + ("; " + ", ".join(keys) if keys else "")
    return line + (" (? FOR HELP)" if helped else "")


COLOR_KEYS: Final = {
    "R": Color.RED,
    "Y": Color.YELLOW,
    "G": Color.GREEN,
    "B": Color.BLUE,
    "O": Color.ORANGE,
    "P": Color.PURPLE,
    "I": Color.PINK,
    "K": Color.SKY,
}
_COLOR_KEY: Final = {color: key for key, color in COLOR_KEYS.items()}
RANK_KEYS: Final = {str(rank.value): rank for rank in Rank if rank.is_number} | {
    "S": Rank.SKIP,
    "D": Rank.DRAW_TWO,
    "R": Rank.REVERSE,
}
SPECIAL_KEYS: Final = {
    "C": Rank.WILD,
    "F": Rank.WILD_DRAW_FOUR,
    **party_cards.SPECIAL_KEYS,
}


class DeckKeys:
    """The keys and prompts of the deck in play: which colors (four or eight) and which
    special cards (C and F, or C, F, H and U with the party deck) the prompts offer."""

    def __init__(self, rules: Rules) -> None:
        self.colors: Final = rules.colors
        self.color_keys: Final = "".join(_COLOR_KEY[color] for color in self.colors)
        """``RYGB``, or ``RYGBOPIK`` with eight colors."""
        party = rules.deck is Deck.PARTY
        self.special_keys: Final = "CF" + ("".join(party_cards.SPECIAL_KEYS) if party else "")
        slashed = "/".join(self.color_keys)
        self.row_prompt: Final = f"COLOR ({slashed}/S)? "
        self.new_color_prompt: Final = f"NEW COLOR ({slashed})? "
        self.special_prompt: Final = (
            party_cards.SPECIAL_PROMPT if party else "COLOR CHANGE OR DRAW FOUR (C/F)? "
        )
        named = [f"{_COLOR_KEY[color]} {color.value}" for color in self.colors]
        specials = "COLOR CHANGE, DRAW FOUR" + (f", {party_cards.SPECIAL_WORDS}" if party else "")
        if len(self.colors) == len(COLORS) and not party:
            self.row_help: tuple[str, ...] = EXPLAIN["row"]
            self.color_help: tuple[str, ...] = EXPLAIN["color"]
        else:
            special_row = f"OR S FOR THE SPECIAL ROW ({specials})."
            self.row_help = (
                *listed([*named, special_row], lead="THE ROW OF THE CARD TO PLAY:", indent=0),
                _BACK_LINE,
            )
            named[-1] += "."
            self.color_help = (
                *listed(named, lead="NAME THE COLOR TO MATCH FROM NOW ON:", indent=0),
                "THE COLOR YOU HOLD MOST IS OFTEN THE BEST CHOICE.",
            )
        self.color_help_giving_away: Final = (
            *self.color_help[:-1],
            "YOUR HAND IS ABOUT TO PASS TO ANOTHER PLAYER: A COLOR IT HOLDS FEW OF HELPS",
            "THAT PLAYER LEAST.",
        )
        """At NEW COLOR when the hand is about to change hands (a swap, a rotation)."""
        self.special_help: tuple[str, ...] = (
            (*party_cards.SPECIAL_EXPLANATION, _BACK_LINE) if party else EXPLAIN["special"]
        )


BACK: Final = "X"
"""The key that goes back from the row or the card of a play to ``SORT, PLAY OR TAKE``
(no answer at those prompts: R, Y, G, B are colors and S, D, R ranks)."""

_BACK_LINE: Final = "X GOES BACK TO SORT, PLAY OR TAKE."
EXPLAIN: Final = {
    "row": (
        "THE ROW OF THE CARD TO PLAY: R RED, Y YELLOW, G GREEN, B BLUE,",
        "OR S FOR THE SPECIAL ROW (COLOR CHANGE, DRAW FOUR).",
        _BACK_LINE,
    ),
    "card": (
        "THE CARD'S SYMBOL IN THAT ROW: 0-9, S SKIP, D DRAW TWO, R REVERSE.",
        _BACK_LINE,
    ),
    "special": (
        "C FOR A COLOR CHANGE, F FOR A DRAW FOUR (? AT SORT, PLAY OR TAKE",
        "SAYS WHEN A DRAW FOUR MAY BE PLAYED).",
        _BACK_LINE,
    ),
    "confirm": ("Y: PLAY THIS CARD. N: BACK TO SORT, PLAY OR TAKE.",),
    "color": (
        "NAME THE COLOR TO MATCH FROM NOW ON: R RED, Y YELLOW, G GREEN, B BLUE.",
        "THE COLOR YOU HOLD MOST IS OFTEN THE BEST CHOICE.",
    ),
    "quit": ("Y: LEAVE THE GAME, WHICH IS SAVED TO BE RESUMED. N: PLAY ON.",),
    "again": ("Y: DEAL A NEW GAME. N: END THE PROGRAM.",),
    "resume": ("Y: GO ON WITH THE SAVED GAME FROM WHERE IT STOPPED. N: A NEW GAME.",),
}
"""What ``?`` explains at each of the shared core's prompts but ``SORT, PLAY OR TAKE``
(which shows :func:`help_lines`), before the prompt is asked again. A rule's own prompts
have their explanations in its module."""

_KEYS_LINE: Final = "KEYS: S SORTS YOUR HAND, P PLAYS A CARD, T TAKES ONE, Q QUITS, ? SHOWS THIS"
_ROW_LINES: Final = {
    Deck.CLASSIC: ("TO PLAY, PRESS THE ROW (R Y G B, OR S FOR SPECIAL), THEN THE CARD, THEN Y",),
    Deck.PARTY: ("TO PLAY, PRESS THE ROW (R Y G B, OR S FOR SPECIAL), THEN THE CARD, THEN Y",),
    Deck.EIGHT_COLOR: (
        "TO PLAY, PRESS THE ROW (R Y G B O P I K, OR S), THEN THE CARD, THEN Y",
        "ROWS: R RED, Y YELLOW, G GREEN, B BLUE, O ORANGE, P PURPLE, I PINK, K SKY",
    ),
}
_BACK_HELP_LINE: Final = "X AT THE ROW OR THE CARD COMES BACK HERE; ? AT ANY QUESTION EXPLAINS IT."
_CARDS_LINE: Final = "CARDS: 0-9, S SKIP, D DRAW TWO, R REVERSE, C COLOR CHANGE, F DRAW FOUR"
_MATCH_LINE: Final = "MATCH THE TOP CARD'S COLOR OR SYMBOL, OR PLAY A COLOR CHANGE ANY TIME;"
_HELP_RULES: Final = (
    challenge.help_lines,
    stacking.help_lines,
    seven_zero.help_lines,
    jump_in.help_lines,
    take.help_lines,
    uno_call.help_lines,
)
"""The rules the help tells of after how to match, in the order it tells them."""

_END_LINES: Final = (
    "WHOEVER EMPTIES THE HAND SCORES THE CARDS LEFT IN THE OTHERS' HANDS,",
    "AND THE FIRST TO REACH THE TARGET SCORE IS THE WINNER.",
)


RULEBOOK_AGAIN_LINE: Final = "PRESS ? AGAIN NOW TO READ THEM HERE; THE GAME GOES ON AFTERWARDS."
"""The help's last line: ``?`` right after it shows the whole rulebook in the game."""


def help_lines(rules: Rules, rules_command: str) -> list[str]:
    """What ``?`` shows: the keys, the rules in force in brief, the command that prints
    them all (an installed copy has no README to point at), and that ``?`` again shows
    them in the game."""
    party = rules.deck is Deck.PARTY
    lines = [_KEYS_LINE, *_ROW_LINES[rules.deck], _BACK_HELP_LINE, _CARDS_LINE]
    lines += [*party_cards.help_lines(rules), party_cards.MATCH_LINE if party else _MATCH_LINE]
    for rule_lines in _HELP_RULES:
        lines += rule_lines(rules)
    lines += _END_LINES
    last = f"THE FULL RULES AND EVERY KEY: {rules_command}"
    if len(last) <= WIDTH:
        return [*lines, last, RULEBOOK_AGAIN_LINE]
    named = ["THE FULL RULES AND EVERY KEY:", *command_lines(rules_command)]
    return [*lines, *named, RULEBOOK_AGAIN_LINE]


def command_lines(command: str) -> list[str]:
    """A shell command too long for one line, indented, broken between its options, each
    line but the last ending in a backslash: typed as shown, a shell reads one command."""
    words = command.split(" ")
    pieces = [" ".join(words[:2])]  # the program and its subcommand
    for word in words[2:]:  # each option with its value (a flag has none)
        if word.startswith("--"):
            pieces.append(word)
        else:
            pieces[-1] += " " + word
    lines: list[str] = []
    line = "  " + pieces[0]
    for piece in pieces[1:]:
        if len(line) + 1 + len(piece) + 2 > WIDTH:
            lines.append(line + " \\")
            line = "    " + piece
        else:
            line += " " + piece
    return [*lines, line]


_YES_NO_HINTS: Final = {
    Question.PLAY_TAKEN: ("PLAY IT", "KEEP IT"),
    Question.CHALLENGE: ("CHALLENGE", "DO NOT CHALLENGE"),
    Question.JUMP_IN: ("JUMP IN", "STAY OUT"),
}
"""A hint's words for each yes-or-no question's two answers."""


def hint_line(answer: Answer, question: Question, pending: int, names: Names) -> str:
    """``HINT: PLAY RED 7``: a hint's answer to ``question`` in words (``pending``: the
    cards a take takes under ``--stacking``, 0 for one)."""
    words: str
    if isinstance(answer, bool):
        yes, no = _YES_NO_HINTS[question]
        words = yes if answer else no
    elif isinstance(answer, Card):
        words = f"PLAY {answer.name}"
    elif isinstance(answer, Color):
        words = f"NAME {answer.value}"
    elif answer is TAKE:
        words = f"TAKE {pending} CARDS" if pending > 1 else "TAKE A CARD"
    elif answer is KEEP:
        words = "KEEP YOUR HAND"
    elif isinstance(answer, int):
        words = f"SWAP WITH {names(answer)}"
    else:  # (a hint is a computer's answer: never a call, nor another command)
        raise ValueError(f"no words for the answer {answer!r}")
    return f"HINT: {words}"


def hints_summary(taken: Sequence[int], names: Names) -> list[str]:
    """After a game's final scores, when any human took a hint: how many each took
    (``HINTS TAKEN: ANN 2, BOB 0``); nothing when none did."""
    if not any(taken):
        return []
    counts = [f"{names(seat)} {n}" for seat, n in enumerate(taken)]
    return listed(counts, lead="HINTS TAKEN:")
