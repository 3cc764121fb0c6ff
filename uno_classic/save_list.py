"""The saved games as the player sees them: one block a save, in the game's own upper-case
words and within 80 columns, for ``uno-classic saves`` and for the offer a new game makes at
a terminal. Pure functions: the callers print.
"""

from __future__ import annotations

from .saves import Stored
from .screen import WIDTH, Names, score_lines
from .settings import NORMAL, Settings
from .variants import DEFAULT_PRESET, changed_options, option_words


def option_phrases(options: Settings) -> list[str]:
    """The table and every option that changes play and differs from its default, as the
    game says them: ``5 OPPONENTS``, ``TARGET 300``, ``UNO-PENALTY 0.1``, ``STRATEGY RANDOM``."""
    opponents, humans = options.opponents, options.humans
    phrases = [f"{opponents} OPPONENT{'' if opponents == 1 else 'S'}"]
    if humans > 1:
        phrases.insert(0, f"{humans} HUMANS")
    if options.preset != DEFAULT_PRESET:
        phrases.append(f"RULES {options.preset.upper()}")
    # (as the RULES line says them)
    phrases += [
        option_words(options.rules, name) for name in changed_options(options.rules, options.preset)
    ]
    if options.levels != NORMAL:
        phrases.append(f"STRATEGY {options.strategy.upper()}")
    return phrases


def wrapped(lead: str, pieces: list[str]) -> list[str]:
    """``lead`` and the pieces, separated by spaces, wrapped within the screen width; a
    continued line is indented by two spaces (a piece longer than a line gets one of its
    own)."""
    lines: list[str] = []
    line = lead
    for piece in pieces:
        if len(line) + 1 + len(piece) > WIDTH and line.strip():
            lines.append(line)
            line = " "
        line = f"{line} {piece}"
    lines.append(line)
    return lines


def with_commas(phrases: list[str]) -> list[str]:
    """The phrases with a comma after each but the last."""
    return [phrase + "," for phrase in phrases[:-1]] + phrases[-1:]


def describe(entry: Stored) -> list[str]:
    """A usable save: its ID, game number, options, where it stopped, the scores, when::

    SAVE 2: GAME NUMBER 9, 5 OPPONENTS, TARGET 300, HAND 3
    SCORES: HUMAN 120   COMPUTER 1 40   COMPUTER 2 0
            COMPUTER 3 0   COMPUTER 4 15   COMPUTER 5 0
    SAVED 2026-11-23 14:02
    """
    save = entry.save
    assert save is not None
    options, progress = save.options, save.progress
    where = [f"GAME NUMBER {options.seed}", *option_phrases(options)]
    if progress.game > 1:
        where.append(f"GAME {progress.game} OF THE SESSION")
    where.append(f"HAND {progress.hand}" if progress.hand else "BEFORE THE FIRST HAND")
    scores = progress.scores or (0,) * (options.opponents + options.humans)  # before the deal
    when = f"SAVED {save.saved:%Y-%m-%d %H:%M}"
    return [
        *wrapped(f"SAVE {entry.id}:", with_commas(where)),
        *score_lines(scores, Names(options.humans, options.names)),
        when + ", NOT OFFERED AGAIN" if save.declined else when,
    ]


def unusable(entry: Stored) -> list[str]:
    """A save this version cannot use, with its file name and why."""
    why = f"({entry.path.name}) CANNOT BE USED: {entry.problem.upper()}"
    return wrapped(f"SAVE {entry.id}", why.split(" "))


def listing(entries: list[Stored], command: str) -> list[str]:
    """What ``uno-classic saves`` prints: every save, newest first, those this version
    cannot use last, then how to continue or delete one. ``command`` runs this program."""
    if not entries:
        return ["NO SAVED GAMES"]
    lines = ["SAVED GAMES, NEWEST FIRST"]
    for entry in entries:
        lines += ["", *(describe(entry) if entry.save else unusable(entry))]
    lines.append("")
    if any(entry.save for entry in entries):
        lines.append(f"TO CONTINUE ONE: {command} --resume ID")
    lines.append(f"TO DELETE ONE: {command} saves --delete ID")
    return lines
