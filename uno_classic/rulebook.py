"""The rules and keys in force, as ``uno-classic rules`` prints them.

An installed copy has no README, so the program carries its own rulebook. It is built from
the same :class:`~uno_classic.variants.Rules` value the engine plays by, so the numbers it
states (the target, the missed-UNO chance, hand size, penalties) are the ones in force.
Plain prose in normal case, like the command line's help; every line fits in 80 columns.
"""

from __future__ import annotations

from typing import Final, Protocol

from .cards import EIGHT_COLORS
from .game import HAND_SIZE
from .screen import DeckKeys
from .variants import (
    DEFAULT_PRESET,
    PRESET_TEXTS,
    Deck,
    Rules,
    challenge,
    chance_arg,
    first_card,
    jump_in,
    party_cards,
    rule_option_args,
    seven_zero,
    stacking,
    take,
    uno_call,
)
from .variants.prose import KeyRow
from .variants.prose import paragraph as _para

EXIT_STATUSES = (
    ("0", "PLAY AGAIN answered N, or Q then Y"),
    ("1", "end of scripted input or Ctrl-D; nothing to --resume"),
    ("2", "a command-line usage error"),
    ("70", "an internal error, or a MODULE:NAME strategy failed (logged)"),
    ("129, 130, 143", "SIGHUP or a closed window, Ctrl-C, SIGTERM (saved)"),
    ("141", "the output was closed, as by '| head' (saved)"),
)


def option_args(rules: Rules, preset: str) -> str:
    """The rule options as the game takes them on its command line."""
    return " ".join(rule_option_args(rules, preset))


DEALT = (
    f"Everyone gets {HAND_SIZE} cards, and the next card of the stock is the first card of "
    "the discard pile."
)


def _cards(rules: Rules) -> str:
    """The deck in play, under --deck."""
    if rules.deck is Deck.EIGHT_COLOR:
        return _para(
            "216 cards (--deck eight-color). In each of eight colors, red, yellow, green, "
            "blue, orange, purple, pink and sky: one 0, two each of 1 to 9, and two each of "
            "Skip, Draw Two and Reverse. Then eight wild cards, COLOR CHANGE, and eight wild "
            "draw fours, DRAW FOUR."
        )
    colors = (
        "In each of four colors, red, yellow, green and blue: one 0, two each of 1 to 9, and "
        "two each of Skip, Draw Two and Reverse."
    )
    party = party_cards.cards_text(rules, colors)
    if party is not None:
        return _para(party)
    return _para(
        f"108 cards (--deck classic). {colors} Then four wild cards, COLOR CHANGE, and four "
        "wild draw fours, DRAW FOUR."
    )


PRESET_DEPARTURES: Final = {
    "party": (
        "Its text leaves what a Custom Wild does to a rule the players agree on: this "
        "preset makes it a plain wild (--custom-rule wild); --custom-rule rotate or "
        "everyone-takes gives it another."
    ),
    "eight-color": (
        "Its text has no UNO call and does not say when the game ends: this preset "
        "announces UNO! and never penalizes it (--uno-penalty 0), and plays to 500 points "
        "(--target 500)."
    ),
}
"""Where a preset departs from its rule text, for the presets that do."""


def _departure(preset: str) -> str:
    """The preset's departure from its rule text, as a paragraph after its name (if any)."""
    text = PRESET_DEPARTURES.get(preset)
    return "" if text is None else _para(text) + "\n"


class HouseRule(Protocol):
    """What the rulebook reads of a house rule's module."""

    @property
    def HOUSE_RULE_BRIEF(self) -> str:  # (a module constant)
        """The house rule in a phrase."""

    def is_on(self, rules: Rules) -> bool:
        """Whether it is played."""

    def house_rule_text(self, rules: Rules) -> str:
        """What it does, or that it is off."""


HOUSE_RULES: Final[tuple[HouseRule, ...]] = (seven_zero, jump_in)
"""The house rules no rule text has, in the order the rulebook tells of them."""


def _house_rules(rules: Rules) -> str:
    """The house rules: what each does when on, and that it exists when off (one paragraph
    for them all when none is)."""
    texts = [house_rule.house_rule_text(rules) for house_rule in HOUSE_RULES]
    if any(house_rule.is_on(rules) for house_rule in HOUSE_RULES):
        return "\n".join(_para(text) for text in texts)
    briefs = " and ".join(house_rule.HOUSE_RULE_BRIEF for house_rule in HOUSE_RULES)
    return _para(
        f"Two house rules that no rule text has may be added to any rules: {briefs}. Neither is on."
    )


def _any_time(rules: Rules) -> str:
    """What a turn may play: a matching card, or a wild (those of the deck in play)."""
    return _para(
        "Play one card that matches the top card by color or by number or symbol, or a "
        f"Color Change{party_cards.any_time_words(rules)} at any time"
        f"{stacking.pending_note(rules)}."
    )


def _winning(rules: Rules) -> str:
    """How a hand ends and what it scores: the last cards, the points of the deck."""
    last = (
        "A wild played as the last card names no color; a last Draw Two or Draw Four still "
        f"{stacking.last_card_words(rules)}{party_cards.last_card_words(rules)}"
    )
    return _para(
        f"A hand ends when a player has no cards left. {last} The winner scores the cards "
        "left in the other hands: numbers at face value, Skip, Draw Two and Reverse 20, "
        f"{party_cards.points_words(rules)}wild cards 50. Scores carry over from hand to "
        f"hand; the first to reach {rules.target} points (--target) wins the game. A hand "
        f"still going after {rules.turn_limit} turns is abandoned and scores nothing (a "
        "classic game gets that far only when stuck in a loop; with longer hands, as with "
        f"{take.LONGER_HANDS} or eight colors, a few in a thousand do)."
    )


def rules_command(
    rules: Rules, preset: str = DEFAULT_PRESET, *, program: str = "uno-classic"
) -> str:
    """The command that prints these rules: ``uno-classic rules`` (or ``program`` as it was
    started, ``.venv/bin/uno-classic``) with the preset and the options that differ from it."""
    return " ".join((program, "rules", *rule_option_args(rules, preset, only_changed=True)))


def _uno(rules: Rules) -> str:
    """The UNO paragraph, with the missed-UNO chance and cost in force; under
    ``--uno-call key``, its rule's own."""
    called = uno_call.rulebook_paragraph(rules)
    if called is not None:
        return called
    chance = rules.uno_penalty
    cost = f" (--uno-cards {rules.uno_cards})"
    if chance == 0:
        return (
            "  A player who plays down to one card says UNO. Nobody is ever caught not\n"
            "  saying it (--uno-penalty 0)." + cost
        )
    return (
        "  A player who plays down to one card says UNO, unless it is caught not\n"
        f"  saying it, which happens at random {chance * 100:g}% of the time\n"
        f"  (--uno-penalty {chance_arg(chance)}): then it takes {rules.uno_cards} cards. "
        "That goes for every\n  player, you too." + cost
    )


def _uno_after_swaps(rules: Rules) -> str:
    """Who is checked for UNO when hands change hands (the party deck, --seven-zero)."""
    cards = [
        *party_cards.swapping_cards(rules),
        *seven_zero.swapping_cards(rules),
        *party_cards.passing_cards(rules),
    ]
    if not cards:
        return ""
    which = cards[0] if len(cards) == 1 else ", ".join(cards[:-1]) + ", or " + cards[-1]
    return "\n" + _para(
        f"After {which}, only the player who played it is checked, on the hand it holds "
        "then; a player who is handed a one-card hand is not checked."
    )


def _key_rows(rules: Rules) -> str:
    """The prompts and what answers them, with the keys of the deck in play."""
    keys = DeckKeys(rules)
    specials = keys.special_keys  # C or F; C, F, H or U with the party deck
    special = f"{', '.join(specials[:-1])} or {specials[-1]}; X goes back"
    rows: list[KeyRow] = [
        (
            "SORT, PLAY OR TAKE (S/P/T)?",
            (
                "S sorts every row once, P plays a",
                "card, T takes one, ? help (? again",
                "right after: these rules), Q quits",
            ),
        ),
        (
            keys.row_prompt,
            ("the card's row (S: the SPECIAL row);", "X goes back to SORT, PLAY OR TAKE"),
        ),
        ("CARD (0-9/S/D/R)?", ("the card's symbol; X goes back",)),
        (keys.special_prompt, (special,)),
        (f"PLAY <CARD> {uno_call.choices(rules)}?", ("Y plays it, N goes back to the menu",)),
        *party_cards.key_rows(rules),
        (keys.new_color_prompt, ("the color your wild names",)),
        *take.key_rows(rules),
        *challenge.key_rows(rules),
        *jump_in.key_rows(rules),
        *uno_call.key_rows(rules),
        (
            "PRESS ANY KEY FOR THE NEXT HAND?",
            (
                "any key but Q; Enter and Space only",
                "at a terminal (from a pipe whitespace",
                "is ignored here too: send .)",
            ),
        ),
        ("PLAY AGAIN (Y/N)?", ("Y deals a new game, N (or Q) ends",)),
        (
            "QUIT (Y/N)?",
            (
                "after Q, at any question: Y (or Q)",
                "leaves (the game is saved), N asks",
                "the question again",
            ),
        ),
        (
            "RESUME SAVED GAME (Y/N)?",
            (
                "at a terminal, when a game was saved:",
                "Y continues it, N starts a new one",
                "and keeps the save, not offered again",
            ),
        ),
    ]
    lines = []
    for prompt, (first, *more) in rows:
        lines.append(f"    {prompt.rstrip():<35}{first}")
        lines += [f"{'':39}{line}" for line in more]
    return "\n".join(lines)


def _keys(rules: Rules) -> str:
    """How the keys work and how a hand is shown, for the deck in play."""
    colors = rules.colors
    rows = ", ".join(color.value for color in colors)
    count = "nine" if len(colors) == len(EIGHT_COLORS) else "five"
    symbols = "0-9, S skip, D draw two, R reverse; C color change, F draw four"
    symbols += party_cards.symbol_words(rules)
    text = (
        "One key answers each question; at a terminal no Enter is needed. Lower case "
        "counts as upper case; whitespace, arrows and other control keys are ignored (but "
        "at a terminal Enter and Space answer PRESS ANY KEY). "
        f"Your hand is shown in {count} rows: {rows} and SPECIAL, each card by "
        f"its symbol ({symbols})."
    )
    if rules.deck is Deck.EIGHT_COLOR:
        text += (
            " A color's key is R red, Y yellow, G green, B blue, O orange, P purple, I pink "
            "or K sky."
        )
    if party_cards.swapping_cards(rules) or seven_zero.swapping_cards(rules):
        text += (
            " When your own card swaps your hand or passes it on, your new hand is shown at "
            "once, its rows with no line before them; a hand another player's card gives you "
            "is shown once, at your next turn."
        )
    text += (
        " At every question but PRESS ANY KEY, ? explains it and asks it again. At every "
        "question, PRESS ANY KEY included, Q quits (after QUIT (Y/N)?); a key refused is "
        "answered with the keys that answer, X where it goes back, and Q. At every "
        "question of the game (not PRESS ANY KEY, PLAY AGAIN or QUIT), H asks for a hint: "
        "one line, HINT: and what the hard computer player would answer in your seat, "
        "knowing only what you know; then the question again. A hint changes nothing in "
        "the game and is shown to you alone; the final scores say how many each human "
        "took. With the party deck, H at SPECIAL CARD is the Swap Hands. --no-hints turns "
        "hints off."
    )
    return _para(text)


def _several_humans() -> str:
    """How several humans share one keyboard (--humans)."""
    return _para(
        "Up to ten humans may share the keyboard: --humans N seats HUMAN 1 to HUMAN N "
        "first, then the computers (--opponents, 0-9; 2-10 players in all). Hands stay "
        "private: before a human's question, unless that human answered the one before, "
        "the game asks HUMAN 2: PRESS ANY KEY TO SEE YOUR CARDS (answered as PRESS ANY "
        "KEY FOR THE NEXT HAND is), and only after that key "
        "shows that human's hand and the cards it took meanwhile (the others see only "
        "how many). At a terminal the screen and its scrollback are cleared first, and "
        "everything the others may see since that human last looked is shown again; a "
        "hand on screen is also cleared away before a computer moves, and keys typed "
        "before that question appears are thrown away. Through a pipe nothing is "
        "cleared. Every hand starts with nobody at the keyboard."
    )


def rulebook(rules: Rules, preset: str = DEFAULT_PRESET) -> str:
    """The whole text: the rules with ``rules``' numbers, the keys, saving, exit statuses."""
    statuses = "\n".join(f"  {status:<15}{meaning}" for status, meaning in EXIT_STATUSES)
    return f"""\
uno-classic: the rules in force
===============================

Rules: {preset} ({PRESET_TEXTS[preset]})
{_departure(preset)}Rule options in force:
{_para(option_args(rules, preset))}
(the game and this command take the same rule options; an option given beside
--rules overrides the preset)

THE CARDS
{_cards(rules)}

A HAND
{first_card.starting_paragraph(rules)}
{_para(DEALT)}
{first_card.first_card_text(rules)}
  Play goes in seat order (clockwise) at the start of every hand.

A TURN
{_any_time(rules)}
{challenge.rulebook_paragraph(rules)}
{take.rulebook_paragraph(rules)}

WHAT THE CARDS DO
  Skip           the next player loses the turn
  Reverse        the direction of play changes
  Draw Two       the next player takes 2 cards and loses the turn
  Color Change   the player names the color
  Draw Four      the player names the color; the next player takes 4 cards
                 and loses the turn
{party_cards.card_rows(rules)}{seven_zero.card_rows(rules)}\
  With two players a Reverse acts as a Skip: after a Skip, Reverse, Draw Two
  or Draw Four the same player moves again.
{stacking.rulebook_section(rules)}
HOUSE RULES
{_house_rules(rules)}

UNO
{_uno(rules)}{_uno_after_swaps(rules)}

THE STOCK
  When the stock runs out, the discard pile but its top card is shuffled into
  a new stock. With no card left anywhere a player takes what there is,
  perhaps nothing, and the turn passes.

WINNING
{_winning(rules)}

THE KEYS
{_keys(rules)}
{_key_rows(rules)}
  At a terminal Ctrl-C and Ctrl-D leave and Ctrl-Z suspends. When keys come
  from a pipe, each character is a key, but whitespace, which is ignored at
  every question, PRESS ANY KEY included.

SEVERAL HUMANS
{_several_humans()}

SAVING AND RESUMING
  A game that stops before its end (Ctrl-C, Ctrl-D, Q, the end of scripted
  input, the terminal closing, an internal error) once it has accepted an
  answer is saved by itself, and its last line says how to go on:
  uno-classic --resume ID. A save is the game number, the rule and table
  options and the answers given; only a play that holds all a save held (the
  game resumed from it, or played again the same way and further) replaces
  it, keeping its ID; any other gets a save of its own. uno-classic saves
  lists the saves and deletes them. A save goes only when you delete it or its
  game is resumed and played to its end: none is deleted or replaced to make
  room, and a start with more than 20 kept says so. At a terminal, a game
  started with no --seed, rule or table option first offers the newest save.
  Saves are kept in $XDG_STATE_HOME/uno-classic (by default
  ~/.local/state/uno-classic).

EXIT STATUS
{statuses}
"""
