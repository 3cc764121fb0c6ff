"""The rules and keys in force, as ``uno-classic rules`` prints them.

An installed copy has no README, so the program carries its own rulebook. It is built from
the same :class:`~uno_classic.game.Rules` value the engine plays by, so the numbers it
states (the target, the missed-UNO chance, hand size, penalties) are the ones in force.
Plain prose in normal case, like the command line's help; every line fits in 80 columns.
"""

from __future__ import annotations

from .game import HAND_SIZE, Rules

EXIT_STATUSES = (
    ("0", "PLAY AGAIN answered N, or Q then Y"),
    ("1", "end of scripted input or Ctrl-D; nothing to --resume"),
    ("2", "a command-line usage error"),
    ("70", "an internal error (saved; one line names the crash log)"),
    ("129, 130, 143", "SIGHUP, Ctrl-C, SIGTERM (the game is saved)"),
    ("141", "the output was closed, as by '| head' (the game is saved)"),
)


def chance_arg(chance: float) -> str:
    """A chance as a command-line value: short (``0.25``), yet exactly the number in force,
    so that a recorded or suggested command line plays the same game."""
    short = f"{chance:g}"
    return short if float(short) == chance else repr(chance)


def rule_option_args(rules: Rules, *, only_changed: bool = False) -> tuple[str, ...]:
    """The rule options as command-line arguments (only those that differ from the
    defaults when ``only_changed``): the one place that writes them."""
    default = Rules(players=rules.players)
    args: list[str] = []
    if not only_changed or rules.target != default.target:
        args += ["--target", str(rules.target)]
    if not only_changed or rules.uno_penalty != default.uno_penalty:
        args += ["--uno-penalty", chance_arg(rules.uno_penalty)]
    return tuple(args)


def option_args(rules: Rules) -> str:
    """The rule options as the game takes them on its command line."""
    return " ".join(rule_option_args(rules))


def rules_command(rules: Rules) -> str:
    """The command that prints these rules: ``uno-classic rules`` with the options that
    differ from the defaults."""
    return " ".join(("uno-classic", "rules", *rule_option_args(rules, only_changed=True)))


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


def rulebook(rules: Rules) -> str:
    """The whole text: the rules with ``rules``' numbers, the keys, saving, exit statuses."""
    statuses = "\n".join(f"  {status:<15}{meaning}" for status, meaning in EXIT_STATUSES)
    return f"""\
uno-classic: the rules in force
===============================

Rule options in force: {option_args(rules)}
(the game and this command take the same rule options)

THE CARDS
  108 cards. In each of four colors, red, yellow, green and blue: one 0, two
  each of 1 to 9, and two each of Skip, Draw Two and Reverse. Then four wild
  cards, COLOR CHANGE, and four wild draw fours, DRAW FOUR.

A HAND
  The starting player is drawn at random and announced before the shuffle;
  the dealer is the player before it. Everyone gets {HAND_SIZE} cards, and the next
  card of the stock is the first card of the discard pile. It takes effect
  at once:
    Skip           the starter is skipped
    Draw Two       the starter takes 2 cards and is skipped
    Reverse        play goes the other way, so the dealer plays first
    Color Change   the dealer names the color, as if it had played it; then
                   the starter plays
    Draw Four      it goes back into the stock, which is shuffled, and the
                   next card is turned instead
    a number       the starter plays
  Play goes in seat order (clockwise) at the start of every hand.

A TURN
  Play one card that matches the top card by color or by number or symbol,
  or a Color Change at any time, or a Draw Four, but only while you hold no
  card of the current color (a card that matches by number or symbol only
  does not count). Or take one card from the stock: that is always allowed,
  with no penalty. If the card you took can be played you may play it at
  once, but no other card that turn.

WHAT THE CARDS DO
  Skip           the next player loses the turn
  Reverse        the direction of play changes
  Draw Two       the next player takes 2 cards and loses the turn
  Color Change   the player names the color
  Draw Four      the player names the color; the next player takes 4 cards
                 and loses the turn
  With two players a Reverse acts as a Skip: after a Skip, Reverse, Draw Two
  or Draw Four the same player moves again.

UNO
{_uno(rules)}

THE STOCK
  When the stock runs out, the discard pile but its top card is shuffled into
  a new stock. With no card left anywhere a player takes what there is,
  perhaps nothing, and the turn passes.

WINNING
  A hand ends when a player has no cards left. A wild played as the last card
  names no color; a last Draw Two or Draw Four still makes the next player
  take its cards. The winner scores the cards left in the other hands:
  numbers at face value, Skip, Draw Two and Reverse 20, wild cards 50. Scores
  carry over from hand to hand; the first to reach {rules.target} points (--target)
  wins the game. A hand still going after {rules.turn_limit} turns is abandoned and
  scores nothing (only a game stuck in a loop gets that far).

THE KEYS
  One key answers each question; at a terminal no Enter is needed. Lower case
  counts as upper case; whitespace, arrows and other control keys are
  ignored. Your hand is shown in five rows: RED, YELLOW, GREEN, BLUE and
  SPECIAL, each card by its symbol (0-9, S skip, D draw two, R reverse; C
  color change, F draw four). At every question but PRESS ANY KEY, ? explains
  it and asks it again.
    SORT, PLAY OR TAKE (S/P/T)?        S sorts every row once, P plays a
                                       card, T takes one, ? help, Q quits
    COLOR (R/Y/G/B/S)?                 the card's row (S: the SPECIAL row);
                                       X goes back to SORT, PLAY OR TAKE
    CARD (0-9/S/D/R)?                  the card's symbol; X goes back
    COLOR CHANGE OR DRAW FOUR (C/F)?   C or F; X goes back
    PLAY <CARD> (Y/N)?                 Y plays it, N goes back to the menu
    NEW COLOR (R/Y/G/B)?               the color your wild names
    YOU TOOK <CARD>. PLAY IT (Y/N)?    asked when the card can be played
    PRESS ANY KEY FOR THE NEXT HAND?   any key
    PLAY AGAIN (Y/N)?                  Y deals a new game, N ends
    QUIT (Y/N)?                        after Q: Y leaves (the game is saved)
    RESUME SAVED GAME (Y/N)?           at a terminal, when a game was saved:
                                       Y continues it, N starts a new one
                                       and keeps the save, not offered again
  At a terminal Ctrl-C and Ctrl-D leave and Ctrl-Z suspends. When keys come
  from a pipe, each character is a key.

SAVING AND RESUMING
  A game that stops before its end (Ctrl-C, Ctrl-D, Q, the end of scripted
  input, the terminal closing, an internal error) is saved by itself, and
  its last line says how to go on: uno-classic --resume ID. A save is the
  game number and the rule and table options; the same game saved again
  keeps its ID. uno-classic saves lists the saves (only the newest 20 are
  kept) and deletes them. At a terminal, a game started with no --seed,
  rule or table option first offers the newest save. Saves are kept in
  $XDG_STATE_HOME/uno-classic (by default ~/.local/state/uno-classic).

EXIT STATUS
{statuses}
"""
