"""The rules and keys in force, as ``uno-classic rules`` prints them.

An installed copy has no README, so the program carries its own rulebook. It is built from
the same :class:`~uno_classic.game.Rules` value the engine plays by, so the numbers it
states (the target, the missed-UNO chance, hand size, penalties) are the ones in force.
Plain prose in normal case, like the command line's help; every line fits in 80 columns.
"""

from __future__ import annotations

from typing import Final

from .cards import EIGHT_COLORS
from .game import HAND_SIZE, Rules
from .screen import DeckKeys
from .variants import (
    DEFAULT_PRESET,
    OPTIONS,
    PRESET_TEXTS,
    CustomRule,
    Deck,
    DrawFour,
    DrawFourTest,
    FirstCard,
    FirstWild,
    Stacking,
    Starter,
    Take,
    chance_arg,
    changed_options,
)
from .variants import option_args as one_option_args

EXIT_STATUSES = (
    ("0", "PLAY AGAIN answered N, or Q then Y"),
    ("1", "end of scripted input or Ctrl-D; nothing to --resume"),
    ("2", "a command-line usage error"),
    ("70", "an internal error (saved; one line names the crash log)"),
    ("129, 130, 143", "SIGHUP or a closed window, Ctrl-C, SIGTERM (saved)"),
    ("141", "the output was closed, as by '| head' (saved)"),
)


def rule_option_args(
    rules: Rules, preset: str = DEFAULT_PRESET, *, only_changed: bool = False
) -> tuple[str, ...]:
    """The rule options as command-line arguments: the preset (unless it is the default
    one), every option that differs from it, and those the option table names always, the
    target and the missed-UNO chance (only when they differ too, when ``only_changed``).
    The one place that writes them."""
    args: list[str] = [] if preset == DEFAULT_PRESET else ["--rules", preset]
    changed = changed_options(rules, preset)
    for option in OPTIONS:
        if option.name in changed or (option.always_named and not only_changed):
            args += one_option_args(rules, option.name)
    return tuple(args)


def option_args(rules: Rules, preset: str) -> str:
    """The rule options as the game takes them on its command line."""
    return " ".join(rule_option_args(rules, preset))


def _para(text: str) -> str:
    """A paragraph of the rulebook: filled within 80 columns, indented by two spaces,
    never breaking an option such as ``--draw-four-test`` at its hyphens."""
    import textwrap  # noqa: PLC0415 (only when the rules are printed)

    return textwrap.fill(
        " ".join(text.split()),
        width=78,
        initial_indent="  ",
        subsequent_indent="  ",
        break_on_hyphens=False,
        break_long_words=False,
    )


DEALT = (
    f"Everyone gets {HAND_SIZE} cards, and the next card of the stock is the first card of "
    "the discard pile."
)


def _starting(rules: Rules) -> str:
    """Who starts a hand, under --starter."""
    if rules.starter is Starter.CUT:
        return _para(
            "Once a game, every player cuts a card from a shuffled deck (numbers count their "
            "value, other cards 0; the players tied for highest cut again). The highest deals "
            "the first hand, and the deal passes to the next seat each hand; the player after "
            "the dealer starts (--starter cut)."
        )
    if rules.starter is Starter.WINNER:
        return _para(
            "The starting player of the first hand is drawn at random; later hands are "
            "started by the last hand's winner (at random again after an abandoned hand) "
            "(--starter winner). The dealer is the player before the starter."
        )
    return _para(
        "The starting player is drawn at random and announced before the shuffle; the "
        "dealer is the player before it (--starter random)."
    )


def _first_card(rules: Rules) -> str:
    """What the first card does, under --first-card and --first-wild."""
    if rules.first_card is FirstCard.NUMBER:
        return _para(
            "Cards are turned onto the discard pile until a number card shows; they all stay "
            "there and none takes effect. The starter plays (--first-card number)."
        )
    party = rules.deck is Deck.PARTY
    if rules.first_card is FirstCard.NO_WILDS:
        wild = "    Color Change   goes back like a Draw Four (--first-card no-wilds)\n"
        if party:
            wild += "    Swap Hands,    go back too\n    Custom Wild\n"
    elif rules.first_wild is FirstWild.DEALER:
        wild = (
            "    Color Change   the dealer names the color (--first-wild dealer); then\n"
            "                   the starter plays\n"
        )
    else:
        wild = (
            "    Color Change   the starter names the color (--first-wild starter),\n"
            "                   then plays\n"
        )
    if party and rules.first_card is FirstCard.EFFECTS:
        wild += (
            "    Swap Hands,    act as a Color Change: the color is named, and no hands\n"
            "    Custom Wild    swap, no custom rule acts\n"
        )
    return (
        "  It takes effect at once, as the dealer's play would:\n"
        "    Skip           the starter is skipped\n"
        "    Draw Two       the starter takes 2 cards and is skipped\n"
        "    Reverse        play goes the other way, so the dealer plays first\n"
        f"{wild}"
        "    Draw Four      it goes back into the stock, which is shuffled, and the\n"
        "                   next card is turned instead\n"
        "    a number       the starter plays"
    )


def _draw_four(rules: Rules) -> str:
    """When a Draw Four may be played, under --draw-four and --draw-four-test."""
    if rules.draw_four is DrawFour.FREE:
        return _para("A Draw Four may be played at any time (--draw-four free).")
    test = f"--draw-four-test {rules.draw_four_test}"
    if rules.draw_four_test is DrawFourTest.COLOR:
        none = "no card of the current color (a card that matches by number or symbol only "
        some = "a card of the current color (a card that matches by number or symbol only "
        note = "does not count)"
    else:
        none = "no other card that could be played (wild cards "
        some = "another card that could be played (wild cards "
        note = "do not count)"
    if rules.draw_four is DrawFour.RESTRICTED:
        return _para(
            f"A Draw Four may be played only while you hold {none}{note} "
            f"(--draw-four restricted, {test})."
        )
    return _para(
        f"A Draw Four may be played at any time, but playing it while holding {some}{note} "
        f"is a bluff, and the next player may challenge it (--draw-four bluff, {test}). A "
        "bluff found out costs its player 4 cards and the challenger plays on; an honest "
        "Draw Four costs the challenger 6 cards and its turn. Not challenged, it costs 4 "
        "cards and the turn. A challenger sees the hand challenged. A Draw Four played as "
        "the last card is never challenged."
    )


def _taking(rules: Rules) -> str:
    """What a take allows, under --take."""
    if rules.take is Take.KEEP:
        return _para(
            "Or take one card from the stock: that is always allowed, with no penalty, and "
            "the card is kept: the turn passes (--take keep)."
        )
    if rules.take is Take.UNTIL_PLAYABLE:
        return _para(
            "Or take cards from the stock, one at a time, until one can be played: that card "
            "you may play at once (--take until-playable). If no card is left anywhere "
            "first, the turn passes."
        )
    return _para(
        "Or take one card from the stock: that is always allowed, with no penalty. If the "
        "card you took can be played you may play it at once, but no other card that turn "
        "(--take play)."
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
    if rules.deck is Deck.PARTY:
        return _para(
            f"112 cards (--deck party). {colors} Then four wild cards, COLOR CHANGE, four "
            "wild draw fours, DRAW FOUR, one SWAP HANDS and three CUSTOM WILD."
        )
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


def _custom_wild(rule: CustomRule) -> str:
    """The Custom Wild's row of WHAT THE CARDS DO, under --custom-rule."""
    if rule is CustomRule.ROTATE:
        return (
            "  Custom Wild    the player names the color, and every hand passes to the\n"
            "                 next player in the direction of play (--custom-rule\n"
            "                 rotate)\n"
        )
    if rule is CustomRule.EVERYONE_TAKES:
        return (
            "  Custom Wild    the player names the color, and every other player takes\n"
            "                 one card (--custom-rule everyone-takes)\n"
        )
    return (
        "  Custom Wild    the player names the color; nothing more, a plain wild\n"
        "                 (--custom-rule wild)\n"
    )


def _party_cards(rules: Rules) -> str:
    """The party deck's rows of WHAT THE CARDS DO (none with another deck)."""
    if rules.deck is not Deck.PARTY:
        return ""
    return (
        "  Swap Hands     the player chooses another player to swap hands with, or\n"
        "                 keeps its own hand, and names the color; then the hands\n"
        "                 change\n"
        f"{_custom_wild(rules.custom_rule)}"
    )


def _seven_zero_cards(rules: Rules) -> str:
    """The 7 and 0 rows of WHAT THE CARDS DO, under --seven-zero (none without)."""
    if not rules.seven_zero:
        return ""
    return (
        "  7              the player chooses another player to swap hands with, or\n"
        "                 keeps its own hand (--seven-zero); no color is named\n"
        "  0              every hand passes to the next player in the direction of\n"
        "                 play (--seven-zero)\n"
    )


def _house_rules(rules: Rules) -> str:
    """The two house rules no rule text has (--seven-zero, --jump-in): what they do when
    on, that they exist when off."""
    if not (rules.seven_zero or rules.jump_in):
        return _para(
            "Two house rules that no rule text has may be added to any rules: "
            "--seven-zero (a 7 swaps hands with a chosen player, a 0 passes every hand on) "
            "and --jump-in (a card identical to the one just played may be played at once, "
            "out of turn). Neither is on."
        )
    texts = []
    if rules.seven_zero:
        texts.append(
            "7-0 (--seven-zero): a 7 swaps hands, as the player chooses, and a 0 passes "
            "every hand to the next player in the direction of play, as WHAT THE CARDS DO "
            "says. A 7 or 0 played as the last card just ends the hand. A 7 or 0 turned "
            "as the first card is a number like any other."
        )
    else:
        texts.append("7-0 is off: a 7 and a 0 are numbers like any other (--seven-zero).")
    if rules.jump_in:
        texts.append(
            "Jump-in (--jump-in): when a colored card has been played and has had all its "
            "effect, a player holding an identical card (same color, same number or "
            "symbol) may play it at once, out of turn: JUMP IN WITH <CARD> asks you. "
            "Neither the player who played the card nor the one whose turn comes next may "
            "jump in; the others are asked in the direction of play, starting after the "
            "one who played, and the first who says yes plays. That is a turn of its own: "
            "its card acts from the jumper's seat (a Skip skips the player after the "
            "jumper, a Draw Two hits it), the UNO check is the jumper's, it may go out, "
            "and play goes on after the jumper, as after any play. Its card may be jumped "
            "on in turn. There is no jump-in on a first card, on a wild, or once the hand "
            "is over, and none on a Draw Two that leaves a penalty pending (--stacking), "
            "even once that penalty is taken."
        )
    else:
        texts.append("Jump-in is off: nobody plays out of turn (--jump-in).")
    return "\n".join(_para(text) for text in texts)


def _any_time(rules: Rules) -> str:
    """What a turn may play: a matching card, or a wild (those of the deck in play)."""
    wilds = (
        "a Color Change, a Swap Hands or a Custom Wild"
        if rules.deck is Deck.PARTY
        else ("a Color Change")
    )
    pending = (
        " (unless a penalty is pending: see STACKING)" if rules.stacking.value != "off" else ""
    )
    return _para(
        "Play one card that matches the top card by color or by number or symbol, or "
        f"{wilds} at any time{pending}."
    )


def _stacking(rules: Rules) -> str:
    """Whether a Draw Two or Draw Four may be passed on, under --stacking: a line when it
    may not, a section of its own when it may."""
    if rules.stacking is Stacking.OFF:
        return "  A Draw Two or Draw Four is never passed on (--stacking off).\n"
    bluff = rules.draw_four is DrawFour.BLUFF
    if bluff:  # a Draw Four is challenged instead
        hits, by, other, counts = "A Draw Two does", "another Draw Two", "a Draw Four", "2"
    else:
        hits = "A Draw Two or Draw Four does"
        by = "a card of the same kind (a Draw Two on a Draw Two, a Draw Four on a Draw Four)"
        other, counts = "the other kind", "2 or 4"
    if rules.stacking is Stacking.ADD:
        then = (
            f"each card played on it adds its {counts} cards, and the player after it faces "
            "them all: a second Draw Two makes 4 cards, a third 6 (--stacking add)."
        )
    else:
        then = f"the player after it faces the same {counts} cards (--stacking pass)."
    text = (
        f"{hits} not hit the next player at once: that player may pass the penalty on by "
        f"playing {by}; {then} While a penalty is pending no other card may be played, "
        f"not even {other}; your turn says what is pending. T takes the whole penalty in "
        "one go and loses the turn, and none of those cards may be played."
    )
    if bluff:
        text += (
            " A Draw Four is never passed on (--draw-four bluff): it is challenged or "
            "accepted as above."
        )
    elif rules.draw_four is DrawFour.RESTRICTED and rules.draw_four_test is DrawFourTest.COLOR:
        text += " A Draw Four passed on must still be allowed by the Draw Four rule above."
    elif rules.draw_four is DrawFour.RESTRICTED:
        text += (
            " A Draw Four may always be passed on a Draw Four: the match test counts the "
            "other cards that could be played, and on a penalty none could."
        )
    text += (
        " A Draw Two or Draw Four played as the last card still makes the next player take "
        "the whole penalty. A first card never leaves a penalty pending."
    )
    return f"\nSTACKING\n{_para(text)}\n"


def _winning(rules: Rules) -> str:
    """How a hand ends and what it scores: the last cards, the points of the deck."""
    last = "A wild played as the last card names no color; a last Draw Two or Draw Four still "
    if rules.stacking is Stacking.ADD:
        last += "makes the next player take the whole penalty, its own cards added."
    else:
        last += "makes the next player take its cards."
    wilds = "wild cards 50"
    if rules.deck is Deck.PARTY:
        last += " A last Swap Hands or Custom Wild just ends the hand: no swap, no custom rule."
        wilds = "Swap Hands and Custom Wild 40, the other wild cards 50"
    return _para(
        f"A hand ends when a player has no cards left. {last} The winner scores the cards "
        f"left in the other hands: numbers at face value, Skip, Draw Two and Reverse 20, "
        f"{wilds}. Scores carry over from hand to hand; the first to reach {rules.target} "
        f"points (--target) wins the game. A hand still going after {rules.turn_limit} "
        "turns is abandoned and scores nothing (a classic game gets that far only when stuck "
        "in a loop; with longer hands, as with --take until-playable or eight colors, a few "
        "in a thousand do)."
    )


def rules_command(
    rules: Rules, preset: str = DEFAULT_PRESET, *, program: str = "uno-classic"
) -> str:
    """The command that prints these rules: ``uno-classic rules`` (or ``program`` as it was
    started, ``.venv/bin/uno-classic``) with the preset and the options that differ from it."""
    return " ".join((program, "rules", *rule_option_args(rules, preset, only_changed=True)))


def _uno(rules: Rules) -> str:
    """The UNO paragraph, with the missed-UNO chance and cost in force."""
    chance = rules.uno_penalty
    if chance == 0:
        return (
            "  A player who plays down to one card says UNO. Nobody is ever caught not\n"
            "  saying it (--uno-penalty 0)."
        )
    return (
        "  A player who plays down to one card says UNO, unless it is caught not\n"
        f"  saying it, which happens at random {chance * 100:g}% of the time\n"
        f"  (--uno-penalty {chance_arg(chance)}): then it takes {rules.uno_cards} cards. "
        "That goes for every\n  player, you too."
    )


def _uno_after_swaps(rules: Rules) -> str:
    """Who is checked for UNO when hands change hands (the party deck, --seven-zero)."""
    cards = []
    if rules.deck is Deck.PARTY:
        cards.append("a Swap Hands")
    if rules.seven_zero:
        cards.append("a 7 or 0 under --seven-zero")
    if rules.custom_rule is CustomRule.ROTATE:
        cards.append("a Custom Wild that passes the hands on")
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
    party = rules.deck is Deck.PARTY
    special = "C, F, H or U; X goes back" if party else "C or F; X goes back"
    rows: list[tuple[str, tuple[str, ...]]] = [
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
        ("PLAY <CARD> (Y/N)?", ("Y plays it, N goes back to the menu",)),
    ]
    if rules.seven_zero:
        card = "a Swap Hands or a 7" if party else "a 7 (--seven-zero)"
        rows.append(
            (
                "SWAP HANDS WITH (1-<K>/N)?",
                (
                    f"after {card}: the other",
                    "players are listed in seat order,",
                    "numbered, with their card counts; a",
                    "number swaps with that player, N keeps",
                    "your hand ((1/N) with one other player)",
                ),
            )
        )
    elif party:
        rows.append(
            (
                "SWAP HANDS WITH (1-<K>/N)?",
                (
                    "after a Swap Hands: the other players",
                    "are listed in seat order, numbered,",
                    "with their card counts; a number swaps",
                    "with that player, N keeps your hand",
                    "((1/N) with one other player)",
                ),
            )
        )
    rows += [
        (keys.new_color_prompt, ("the color your wild names",)),
        ("YOU TOOK <CARD>. PLAY IT (Y/N)?", ("asked when the card can be played",)),
        (
            "CHALLENGE <NAME> (Y/N)?",
            ("after a Draw Four played on you, with", "--draw-four bluff: Y challenges it"),
        ),
        *(
            [
                (
                    "JUMP IN WITH <CARD> (Y/N)?",
                    (
                        "with --jump-in, when you hold a card",
                        "identical to the one just played: Y",
                        "plays it out of turn, N lets it pass",
                    ),
                )
            ]
            if rules.jump_in
            else []
        ),
        ("PRESS ANY KEY FOR THE NEXT HAND?", ("any key but Q",)),
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
    if rules.deck is Deck.PARTY:
        symbols += ", H swap hands, U custom wild"
    text = (
        "One key answers each question; at a terminal no Enter is needed. Lower case "
        "counts as upper case; whitespace, arrows and other control keys are ignored. "
        f"Your hand is shown in {count} rows: {rows} and SPECIAL, each card by "
        f"its symbol ({symbols})."
    )
    if rules.deck is Deck.EIGHT_COLOR:
        text += (
            " A color's key is R red, Y yellow, G green, B blue, O orange, P purple, I pink "
            "or K sky."
        )
    if rules.deck is Deck.PARTY or rules.seven_zero:  # (a 7 swaps hands, a 0 passes them on)
        text += (
            " When your own card swaps your hand or passes it on, your new hand is shown at "
            "once, its rows with no line before them; a hand another player's card gives you "
            "is shown once, at your next turn."
        )
    text += (
        " At every question but PRESS ANY KEY, ? explains it and asks it again. At every "
        "question, PRESS ANY KEY included, Q quits (after QUIT (Y/N)?); a key refused is "
        "answered with the keys that answer, X where it goes back, and Q."
    )
    return _para(text)


def _several_humans() -> str:
    """How several humans share one keyboard (--humans)."""
    return _para(
        "Up to ten humans may share the keyboard: --humans N seats HUMAN 1 to HUMAN N "
        "first, then the computers (--opponents, 0-9; 2-10 players in all). Hands stay "
        "private: before a human's question, unless that human answered the one before, "
        "the game asks HUMAN 2: PRESS ANY KEY TO SEE YOUR CARDS, and only after that key "
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
{_starting(rules)}
{_para(DEALT)}
{_first_card(rules)}
  Play goes in seat order (clockwise) at the start of every hand.

A TURN
{_any_time(rules)}
{_draw_four(rules)}
{_taking(rules)}

WHAT THE CARDS DO
  Skip           the next player loses the turn
  Reverse        the direction of play changes
  Draw Two       the next player takes 2 cards and loses the turn
  Color Change   the player names the color
  Draw Four      the player names the color; the next player takes 4 cards
                 and loses the turn
{_party_cards(rules)}{_seven_zero_cards(rules)}\
  With two players a Reverse acts as a Skip: after a Skip, Reverse, Draw Two
  or Draw Four the same player moves again.
{_stacking(rules)}
HOUSE RULES
{_house_rules(rules)}

UNO
{_uno(rules)} (--uno-cards {rules.uno_cards}){_uno_after_swaps(rules)}

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
  from a pipe, each character is a key.

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
