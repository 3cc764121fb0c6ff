"""The game's fixed screen lines as patterns, read independently of the game's own code.

For the tests and tools that read what the game shows: its plain text through a pipe, a
golden transcript, or a terminal's display. Each pattern is written from the screen as a
player sees it, never built from the lines the game builds, so that a reader that uses
them checks the game rather than repeats it. Lines are read without their newline; a
prompt line ends with the space after its question mark, then at most the key echoed.
"""

from __future__ import annotations

import re
from typing import Final

NAME: Final = r"(?:HUMAN(?: \d+)?|COMPUTER \d+)"
"""A player's name: HUMAN alone, or HUMAN 1 ... HUMAN N with several; COMPUTER 1 ... after."""
HUMAN_NAME: Final = r"HUMAN (?:[1-9]|10)"
"""One of several humans (HUMAN 1 ... HUMAN 10)."""
COLOR_WORD: Final = r"(?:RED|YELLOW|GREEN|BLUE|ORANGE|PURPLE|PINK|SKY)"
"""A card's color: the classic deck's four, and the eight-color deck's four more."""

HAND_ROW: Final = re.compile(rf"^({COLOR_WORD}|SPECIAL) *:((?: \S\*?)*)$")
"""A row of the hand shown to the human at the keyboard: its color (or SPECIAL), padded to
the colon, then the symbols of its cards (``RED     : D 7``), each with :data:`MARK` right
after it when the player may play it now, under ``--assist`` (``RED     : 7* D``)."""
MARK: Final = "*"
"""What follows the symbol of a card the player may play now, under ``--assist``."""


def row_symbols(symbols: str) -> list[str]:
    """The symbols of a hand row (its text after the colon), without their marks."""
    return symbols.replace(MARK, "").split()


YOU_TOOK: Final = re.compile(r"^YOU TOOK (.+)$")
"""The cards a human took, named to it (or, with ``. PLAY IT (Y/N)? `` or ``(Y/N/U)? ``,
the card it may play at once)."""
CHALLENGE_HELD: Final = re.compile(rf"^({NAME}) HELD: (.*)$")
"""The hand a Draw Four was played from, shown to the human who challenged it."""
SWAP_CHOICE: Final = re.compile(rf"^\d ({NAME}) \((\d+) CARDS?\)$")
"""A player offered before SWAP HANDS WITH: its number, name and count of cards."""
TURN_HEADER: Final = re.compile(rf"^({NAME}) PLAYS$")
"""The head of a human's turn block."""
HAND_START: Final = re.compile(rf"^HAND \d+: ({NAME}) STARTS$")
COMPUTER_MOVE: Final = re.compile(r"^COMPUTER \d (PLAYS|TAKES|CHALLENGES) ")
"""A computer's move, or a take it makes (the penalty of a card played on it)."""

SORT_PLAY_TAKE: Final = "SORT, PLAY OR TAKE (S/P/T)? "
NEXT_HAND: Final = "PRESS ANY KEY FOR THE NEXT HAND? "
PLAY_AGAIN: Final = "PLAY AGAIN (Y/N)? "
QUIT: Final = "QUIT (Y/N)? "
SEE_CARDS_TEXT: Final = rf"{HUMAN_NAME}: PRESS ANY KEY TO SEE YOUR CARDS\? "
"""The prompt that hands the keyboard to one of several humans, as a pattern to combine."""
SEE_CARDS: Final = re.compile(rf"^({HUMAN_NAME}): PRESS ANY KEY TO SEE YOUR CARDS\? $")
"""That prompt as a line (any key answers it; only a newline is echoed): the human asked."""


def see_cards(name: str) -> str:
    """The prompt that hands the keyboard to ``name``, as a line."""
    return f"{name}: PRESS ANY KEY TO SEE YOUR CARDS? "


_CARD: Final = (
    rf"(?:{COLOR_WORD} (?:[0-9]|SKIP|DRAW TWO|REVERSE)"
    r"|COLOR CHANGE|DRAW FOUR|SWAP HANDS|CUSTOM WILD)"
)
_PLAYS: Final = r"\(Y/N(?:/U)?\)\? "
"""The end of a prompt that plays a card: ``(Y/N)? ``, or ``(Y/N/U)? `` when the humans
call UNO themselves (U: yes, and UNO)."""
PLAY_IT: Final = re.compile(rf"\. PLAY IT {_PLAYS}")
"""The offer of a card just taken, within its ``YOU TOOK`` line."""
ROW_PROMPTS: Final = ("COLOR (R/Y/G/B/S)? ", "COLOR (R/Y/G/B/O/P/I/K/S)? ")
"""The row of a play: four colors, or eight."""
SPECIAL_PROMPTS: Final = ("COLOR CHANGE OR DRAW FOUR (C/F)? ", "SPECIAL CARD (C/F/H/U)? ")
"""The special card of a play: the classic deck's two, or the party deck's four."""
PROMPTS: Final = (
    re.escape(SORT_PLAY_TAKE),
    *map(re.escape, ROW_PROMPTS),
    re.escape("CARD (0-9/S/D/R)? "),
    *map(re.escape, SPECIAL_PROMPTS),
    rf"PLAY {_CARD} {_PLAYS}",
    re.escape("NEW COLOR (R/Y/G/B)? "),
    re.escape("NEW COLOR (R/Y/G/B/O/P/I/K)? "),
    r"SWAP HANDS WITH \((?:1|1-[2-9])/N\)\? ",
    rf"YOU TOOK {_CARD}\. PLAY IT {_PLAYS}",
    rf"CHALLENGE (?:COMPUTER \d|{HUMAN_NAME}) \(Y/N\)\? ",
    rf"JUMP IN WITH {_CARD} {_PLAYS}",
    re.escape(NEXT_HAND),
    SEE_CARDS_TEXT,
    re.escape(PLAY_AGAIN),
    re.escape(QUIT),  # after Q
)
"""Every prompt of the game, each as a pattern (without groups)."""
PROMPT: Final = re.compile("|".join(PROMPTS))
"""Any prompt (``match``: a line that starts with one; ``fullmatch``: the prompt alone)."""
PROMPT_AND_KEY: Final = re.compile(f"({'|'.join(PROMPTS)})(.*)")
"""A prompt line: the prompt, then what follows it on the line (the key echoed)."""
