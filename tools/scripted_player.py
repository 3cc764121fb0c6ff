"""A deterministic scripted player that records golden transcripts.

It plays the human seats of a real :class:`~uno_classic.console.Console` (one, or several with
``--humans``). The console asks for keys through a :class:`~uno_classic.keys.KeySource`; this
one looks at the prompt the console has just written (the text after the last newline) and at
the game (``console.game``, ``console.shown``) and answers with the key the player whose
question it is (``console.game.turn``) would press, knowing only what that player may see:

* ``SORT, PLAY OR TAKE``: the card the ``normal`` computer strategy would play, as keys
  ``P``, the row (``R``/``Y``/``G``/``B``, or ``S`` for the special row), the card's symbol
  (``0``-``9``/``S``/``D``/``R``, or ``C``/``F``) and ``Y`` to confirm; or ``T`` when it
  would take a card.
* ``NEW COLOR``: the color the ``normal`` strategy names; ``YOU TOOK ... PLAY IT``: ``Y``;
  ``SWAP HANDS WITH`` (a Swap Hands, or a 7 under ``--seven-zero``): the player the
  ``normal`` strategy swaps with, or ``N``; ``CHALLENGE`` and ``JUMP IN WITH``: what the
  ``normal`` strategy answers.
* ``PRESS ANY KEY FOR THE NEXT HAND`` and ``<NAME>: PRESS ANY KEY TO SEE YOUR CARDS`` (several
  humans): ``K``; ``PLAY AGAIN``: ``N``, or ``Y`` once with ``--play-again``.

Quirks (``--quirks``, comma-separated, or ``all``) make it stumble now and then, so that the
transcripts show how the console answers mistakes. Each enabled quirk fires on a human turn
where it makes sense with the chance ``--quirk-chance``, drawn from the player's own seeded
stream (one stream for every human at the table):

=============  ==========================================================================
sort           ``S`` before moving (only when sorting changes a row shown)
help           ``?`` before moving
refused-key    a key that is not an answer (``X``, ``7`` or ``é``) at ``SORT, PLAY OR TAKE``
not-held       ``P`` and a card it does not hold (refused)
illegal        ``P`` and a card it holds that may not be played now (refused): a DRAW FOUR
               while it holds the current color when it can, else any such card
confirm-no     the chosen card, answered ``N`` at the confirm prompt, then played for real
take-anyway    ``T`` although it holds a playable card
keep-taken     ``N`` at ``YOU TOOK ... PLAY IT``: the taken card is kept
lower-case     the keys of a play typed in lower case (the console echoes upper case)
go-back        ``P``, then ``X`` at the row, or the row and ``X`` at the card: back to
               ``SORT, PLAY OR TAKE``
prompt-help    ``?`` at one of the play's prompts (row, card, confirm), at ``NEW COLOR``
               or at ``PLAY IT``, before its answer
stay-out       ``N`` at ``JUMP IN WITH`` (``--jump-in``) although it would jump in
forget-uno     ``Y`` where ``U`` was due (``--uno-call key``): caught not saying UNO
hint           ``H`` (a hint) at a prompt of the turn, or at any other prompt the player
               answers, before its answer (the hint is never followed: it plays as ever)
=============  ==========================================================================

Under ``--uno-call key`` the player calls UNO itself: ``U`` rather than ``Y`` at a prompt
that plays a card when the play leaves it one card (before any swap).

The player's choices come from its own random streams (``random.Random`` seeded with a
string naming the session seed), never from the game's: a replay feeds only the keys, so
the game must not notice who chose them.

After the session the keys that counted (``console.keys_used``) are replayed through
:func:`uno_classic.cli.replay_transcript` with the command line ``cli.recorded_args``
writes, and that replay is what goes into the file: the transcript is exactly what
``uno-classic replay --check`` reproduces. The live screen must equal the replayed one, or the
player stops with an error.

Usage::

    python tools/scripted_player.py --seed 3 --opponents 2 --target 100 \\
        --quirks sort,help --out transcripts/example.txt
    python tools/scripted_player.py --seed 5 --humans 3 --opponents 2 --target 150 \\
        --rules party --out transcripts/example.txt
    python tools/scripted_player.py --all       # regenerate every file of GOLDEN
"""

from __future__ import annotations

import argparse
import io
import random
import sys
from collections import deque
from collections.abc import Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Final

from uno_classic import levels
from uno_classic.cards import WILD_DRAW_FOUR, Card
from uno_classic.cli import replay_transcript
from uno_classic.console import Console
from uno_classic.game import Game
from uno_classic.keys import EndOfInput
from uno_classic.levels import STRATEGIES
from uno_classic.play import rule_args
from uno_classic.screen import BACK, COLOR_KEYS, DeckKeys, sorted_hand, symbol
from uno_classic.settings import Settings
from uno_classic.transcript import Transcript
from uno_classic.variants import DEFAULT_PRESET, PRESETS, UnoCall, preset_rules

QUIRKS: Final = (
    "sort",
    "help",
    "refused-key",
    "not-held",
    "illegal",
    "confirm-no",
    "take-anyway",
    "keep-taken",
    "lower-case",
    "go-back",
    "prompt-help",
    "stay-out",
    "forget-uno",
    "hint",
)
MISTAKES: Final = QUIRKS[: QUIRKS.index("hint")]
"""The quirks of the golden of every mistake (hints, which came later, have their own)."""
DETOURS: Final = ("go-back", "prompt-help")
"""Quirks that only add keys on the way to the same move (see ``ScriptedPlayer.detours``)."""
STRATEGY: Final = "normal"
MAX_KEYS: Final = 100_000
"""A session that needs more keys than this is stuck: the player gives up."""

REFUSED_KEYS: Final = ("X", "7", "\u00e9")
"""Keys that answer no ``SORT, PLAY OR TAKE``: a letter, a digit, and a printable key that
is not ASCII (echoed as only the newline)."""
ROW_KEYS: Final = {color: key for key, color in COLOR_KEYS.items()}
TRANSCRIPTS: Final = Path(__file__).resolve().parent.parent / "transcripts"

# Prompts, as the console writes them (the row, special and color prompts as the deck's
# DeckKeys writes them).
MOVE_PROMPT: Final = "SORT, PLAY OR TAKE (S/P/T)? "
RANK_PROMPT: Final = "CARD (0-9/S/D/R)? "
CONFIRM_PROMPT: Final = "PLAY "
SWAP_PROMPT: Final = "SWAP HANDS WITH ("
TAKEN_PROMPT: Final = "YOU TOOK "
NEXT_HAND_PROMPT: Final = "PRESS ANY KEY FOR THE NEXT HAND? "
SEE_CARDS_PROMPT: Final = ": PRESS ANY KEY TO SEE YOUR CARDS? "
"""After a human's name: asked before its prompts when another human may have been at the
keyboard (several humans)."""
AGAIN_PROMPT: Final = "PLAY AGAIN (Y/N)? "
CHALLENGE_PROMPT: Final = "CHALLENGE "
JUMP_IN_PROMPT: Final = "JUMP IN WITH "


class PlayerError(RuntimeError):
    """The console asked something the player does not understand, or the session went wrong."""


class Tee:
    """The console's output: kept whole, with the line being written (the prompt) at hand."""

    def __init__(self) -> None:
        self._text = io.StringIO()
        self.line = ""
        """What was written since the last newline: the prompt waiting for a key."""

    def write(self, text: str, /) -> int:
        """Keep ``text``; remember the unfinished last line."""
        self._text.write(text)
        _, newline, tail = text.rpartition("\n")
        self.line = tail if newline else self.line + tail
        return len(text)

    def flush(self) -> None:
        """Nothing to push out."""

    def text(self) -> str:
        """Everything written."""
        return self._text.getvalue()


def card_keys(card: Card, keys: DeckKeys) -> list[tuple[str, str]]:
    """The prompts and keys that choose ``card`` after ``P``: its row, then its symbol."""
    if card.color is None:
        return [(keys.row_prompt, "S"), (keys.special_prompt, symbol(card))]
    return [(keys.row_prompt, ROW_KEYS[card.color]), (RANK_PROMPT, symbol(card))]


@dataclass(frozen=True)
class Plan:
    """One session to record."""

    seed: int
    opponents: int
    target: int
    humans: int = 1
    """Humans at the keyboard, seated before the computers; the player answers for each."""
    play_again: bool = False
    quirks: tuple[str, ...] = ()
    quirk_chance: float = 0.2
    preset: str = DEFAULT_PRESET
    changes: tuple[tuple[str, str], ...] = ()
    """Rule options that differ from the preset: (``Rules`` field, command-line value)."""
    computers: str = STRATEGY
    """The computers' levels, as ``--strategy`` gives them (the player itself plays like
    ``normal`` whatever they are)."""

    def options(self) -> Settings:
        """The console's options (the same as ``uno-classic`` builds from ``args``)."""
        table = {"target": self.target} | dict(self.changes)
        rules = preset_rules(self.preset, self.opponents + self.humans, table)
        return Settings(self.seed, rules, self.preset, self.humans, levels.parse(self.computers))

    def args(self) -> tuple[str, ...]:
        """The command line a recording writes for these options."""
        return rule_args(self.options())


class ScriptedPlayer:
    """A :class:`~uno_classic.keys.KeySource` that decides each key from the prompt and the game."""

    interactive = False

    def __init__(self, plan: Plan, out: Tee) -> None:
        unknown = set(plan.quirks) - set(QUIRKS)
        if unknown:
            raise ValueError(f"unknown quirks: {', '.join(sorted(unknown))}")
        self.plan = plan
        self.out = out
        self.console: Console | None = None
        self.strategy = STRATEGIES[STRATEGY]
        self.choices = random.Random(f"scripted-player/{plan.seed}/choices")
        """Tie-breaks between equally good cards and colors."""
        self.stumbles = random.Random(f"scripted-player/{plan.seed}/quirks")
        """Whether a quirk fires, and which wrong key or card it uses."""
        self.detours = random.Random(f"scripted-player/{plan.seed}/detours")
        """The same for the quirks of :data:`DETOURS`, which change no move: a stream of
        their own, so that adding one left every other quirk, and the game, as it was."""
        self.hinting = random.Random(f"scripted-player/{plan.seed}/hints")
        """Whether the hint quirk fires, a stream of its own for the same reason."""
        self.pending: deque[tuple[str, str]] = deque()
        """Keys already decided, each with the prompt it must answer."""
        self.again_left = 1 if plan.play_again else 0
        self.keys_sent = 0

    # ------------------------------------------------------------------ KeySource

    def read_key(self) -> str:
        """The key for the prompt on the screen."""
        self.keys_sent += 1
        if self.keys_sent > MAX_KEYS:
            raise PlayerError("the session does not end")
        prompt = self.out.line
        if self.pending:
            expected, key = self.pending.popleft()
            if not prompt.startswith(expected):
                raise PlayerError(f"expected the prompt {expected!r}, got {prompt!r}")
            return key
        return self.decide(prompt)

    def pause(self, seconds: float) -> None:
        """Never waits."""

    def discard_typed_ahead(self) -> None:
        """The player types nothing ahead."""

    # ------------------------------------------------------------------ decisions

    def quirk(self, name: str) -> bool:
        """Whether quirk ``name`` fires now (a draw is made only for enabled quirks)."""
        stream = (
            self.hinting if name == "hint" else self.detours if name in DETOURS else self.stumbles
        )
        return name in self.plan.quirks and stream.random() < self.plan.quirk_chance

    def decide(self, prompt: str) -> str:
        """The first key for a prompt nothing was planned for."""
        console = self.console
        if console is None:
            raise PlayerError("the player is not seated at a console")
        game = console.game
        seat = game.turn  # the human whose question it is
        if prompt == MOVE_PROMPT:
            self.pending.extend(self.plan_turn(console))
            return self.pending.popleft()[1]
        if prompt == console.deck_keys.new_color_prompt:
            color = self.strategy.choose_color(game.view(seat), self.choices)
            return self.with_help(prompt, ROW_KEYS[color])
        if prompt.startswith(SWAP_PROMPT):
            position = self.strategy.choose_swap(game.view(seat), self.choices)
            if position is None:
                return self.with_help(prompt, "N")
            # The position counts in turn order from the next player; the numbers go in seat
            # order with the one swapping left out.
            chosen = (seat + (position + 1) * game.direction) % game.players
            others = [other for other in range(game.players) if other != seat]
            return self.with_help(prompt, str(others.index(chosen) + 1))
        if prompt.startswith(TAKEN_PROMPT):
            return self.with_help(prompt, "N" if self.quirk("keep-taken") else self.yes(game))
        if prompt.startswith(CHALLENGE_PROMPT):
            challenge = self.strategy.challenge(game.view(seat), self.choices)
            return self.with_help(prompt, "Y" if challenge else "N")
        if prompt.startswith(JUMP_IN_PROMPT):
            card = game.jump_card
            assert card is not None
            jump = self.strategy.jump_in(game.view(seat), card, self.choices)
            if jump and self.quirk("stay-out"):
                jump = False
            return self.with_help(prompt, self.yes(game) if jump else "N")
        if prompt == NEXT_HAND_PROMPT or prompt.endswith(SEE_CARDS_PROMPT):
            return "K"
        if prompt == AGAIN_PROMPT:
            if self.again_left:
                self.again_left -= 1
                return "Y"
            return "N"
        raise PlayerError(f"no answer for the prompt {prompt!r}")

    def yes(self, game: Game) -> str:
        """The key that plays a card for the player whose question it is: ``Y``, or under
        ``--uno-call key`` ``U`` when the play leaves it one card (unless the forget-uno
        quirk fires; its draw is made only then)."""
        leaves_one = len(game.hands[game.turn]) == 2
        if game.rules.uno_call is not UnoCall.KEY or not leaves_one or self.quirk("forget-uno"):
            return "Y"
        return "U"

    def with_help(self, prompt: str, key: str) -> str:
        """``key``, or ``H`` (the hint quirk) or ``?`` (the prompt-help quirk) first, with
        ``key`` kept for after."""
        if self.quirk("hint"):
            self.pending.append((prompt, key))
            return "H"
        if self.quirk("prompt-help"):
            self.pending.append((prompt, key))
            return "?"
        return key

    # One ``if`` per quirk, in the order a player would type its keys: the order is the
    # point, and split into functions it would no longer be visible in one place.
    def plan_turn(self, console: Console) -> list[tuple[str, str]]:  # noqa: PLR0912
        """Every key of one turn, from ``SORT, PLAY OR TAKE`` to the move."""
        game = console.game
        seat = game.turn
        hand = game.hands[seat]
        keys_of = console.deck_keys
        choice = self.strategy.choose_play(game.view(seat), self.choices)
        keys: list[tuple[str, str]] = []
        if self.quirk("hint"):
            keys.append((MOVE_PROMPT, "H"))
        if self.quirk("refused-key"):
            keys.append((MOVE_PROMPT, self.stumbles.choice(REFUSED_KEYS)))
        if self.quirk("help"):
            keys.append((MOVE_PROMPT, "?"))
        rows = sorted(console.shown[seat], key=lambda held: held.suit)  # the order on screen
        if sorted_hand(rows) != rows and self.quirk("sort"):
            keys.append((MOVE_PROMPT, "S"))
        if self.quirk("not-held"):
            missing = [face for face in dict.fromkeys(game.deck) if face not in hand]
            if missing:
                keys += [(MOVE_PROMPT, "P"), *card_keys(self.stumbles.choice(missing), keys_of)]
        if self.quirk("illegal"):
            refused = [c for c in dict.fromkeys(hand) if game.refusal(c) is not None]
            if WILD_DRAW_FOUR in refused:  # the rule players forget most
                refused = [WILD_DRAW_FOUR]
            if refused:
                keys += [(MOVE_PROMPT, "P"), *card_keys(self.stumbles.choice(refused), keys_of)]
        if choice is not None and self.quirk("confirm-no"):
            keys += [(MOVE_PROMPT, "P"), *card_keys(choice, keys_of), (CONFIRM_PROMPT, "N")]
        if self.quirk("go-back"):
            steps = card_keys(choice if choice is not None else hand[0], keys_of)
            upto = self.detours.randrange(len(steps))  # back at the row, or at the card
            keys += [(MOVE_PROMPT, "P"), *steps[:upto], (steps[upto][0], BACK)]
        if choice is not None and self.quirk("take-anyway"):
            choice = None
        if choice is None:
            keys.append((MOVE_PROMPT, "T"))
        else:
            play = [
                (MOVE_PROMPT, "P"),
                *card_keys(choice, keys_of),
                (CONFIRM_PROMPT, self.yes(game)),
            ]
            if self.quirk("lower-case"):
                play = [(prompt, key.lower()) for prompt, key in play]
            if self.quirk("prompt-help"):
                at = self.detours.randrange(1, len(play))  # the row, the card or the confirm
                play.insert(at, (play[at][0], "?"))
            if self.quirk("hint"):
                # The row, the card or the confirm; not the party deck's special card,
                # where H is Swap Hands.
                at = self.hinting.randrange(1, len(play))
                if "H" in keys_of.special_keys and play[at][0] == keys_of.special_prompt:
                    at += 1
                play.insert(at, (play[at][0], "H"))
            keys += play
        return keys


@dataclass(frozen=True)
class Recording:
    """A played session: the transcript replayed from its keys."""

    plan: Plan
    transcript: Transcript


def record(plan: Plan) -> Recording:
    """Play the session with the scripted player, then replay its keys for the transcript."""
    out = Tee()
    player = ScriptedPlayer(plan, out)
    console = Console(plan.options(), player, out)
    player.console = console
    try:
        status = console.run()
    except EndOfInput as error:  # the player always has a key: this is a bug
        raise PlayerError("the player ran out of keys") from error
    keys = "".join(console.keys_used)
    replayed = replay_transcript(Transcript(plan.args(), keys.encode("utf-8"), status, ""))
    if replayed.status != 0 or status != 0:
        raise PlayerError(f"status {status} live, {replayed.status} replayed; expected 0")
    if replayed.screen != out.text():
        raise PlayerError("the replayed screen differs from the screen of the live session")
    return Recording(plan, replayed)


GOLDEN: Final[dict[str, Plan]] = {
    # FIRST CARD: GREEN REVERSE with one opponent; a two-player REVERSE and SKIP.
    "two-players-reverse-and-skip": Plan(seed=134, opponents=1, target=100),
    # FIRST CARD: RED SKIP (the starter is skipped); two hands.
    "first-card-skip": Plan(seed=44, opponents=2, target=150),
    # FIRST CARD: GREEN DRAW TWO (the starter takes 2 and is skipped); a computer's missed UNO.
    "first-card-draw-two": Plan(seed=146, opponents=3, target=150),
    # FIRST CARD: YELLOW REVERSE: the dealer plays first, against the new direction.
    "first-card-reverse": Plan(seed=194, opponents=5, target=200),
    # FIRST CARD: COLOR CHANGE with the HUMAN dealing, so naming its color (rows, NEW COLOR).
    "human-names-first-color-change": Plan(seed=16, opponents=3, target=100),
    # FIRST CARD: COLOR CHANGE with a computer dealing and naming it, at the largest table.
    "computer-names-first-color-change": Plan(seed=398, opponents=9, target=100),
    # FIRST CARD: DRAW FOUR goes back, and a COLOR CHANGE is turned for a computer.
    "first-draw-four-returned": Plan(seed=219, opponents=2, target=100),
    # A DRAW TWO and a DRAW FOUR as a hand's last card: the next player still takes.
    "draw-two-and-draw-four-as-last-cards": Plan(seed=59, opponents=3, target=200),
    # HUMAN and computers DID NOT SAY UNO!; the discard pile shuffled into a new stock.
    "missed-uno-and-reshuffle": Plan(seed=39, opponents=9, target=150),
    # Every quirk: refused keys and cards, N at confirm, sort, help, a kept taken card...
    "human-mistakes-refused": Plan(seed=597, opponents=1, target=100, quirks=MISTAKES),
    # Whole games to 500 over several hands.
    "target-500-five-opponents": Plan(seed=10, opponents=5, target=500),
    "target-500-three-opponents": Plan(seed=133, opponents=3, target=500),
    # PLAY AGAIN answered Y: a second game of the session, then N.
    "play-again": Plan(seed=56, opponents=1, target=100, play_again=True),
    # The official rules: the human challenges (and sees the hand) and is challenged; bluffs
    # found out and honest Draw Fours.
    "official-challenges": Plan(seed=1374, opponents=2, target=150, preset="official"),
    # The official rules with a cut for the first dealer (a tie cut again) and kept takes.
    "official-cut-and-keep": Plan(
        seed=8,
        opponents=3,
        target=100,
        preset="official",
        changes=(("starter", "cut"), ("take", "keep")),
    ),
    # The house rules: taking until a card can be played, a first COLOR CHANGE sent back.
    "house-take-until-playable": Plan(seed=15, opponents=3, target=150, preset="house"),
    # The house rules with first cards turned until a number, and the Draw Four test match.
    "house-first-number-and-match-test": Plan(
        seed=1,
        opponents=1,
        target=200,
        preset="house",
        changes=(("first_card", "number"), ("draw_four_test", "match")),
    ),
    # The party rules: the human plays Swap Hands, passes a Draw Two on, takes a pending
    # one, and a computer passes the human's on.
    "party-swap-and-stack": Plan(seed=39, opponents=2, target=150, preset="party"),
    # The party rules with Custom Wilds passing every hand on: a computer swaps hands with
    # the human, the human plays a Custom Wild, Draw Twos passed on around the table.
    "party-rotate-and-swapped": Plan(
        seed=7, opponents=3, target=150, preset="party", changes=(("custom_rule", "rotate"),)
    ),
    # The party rules where every other player takes a card on a Custom Wild.
    "party-everyone-takes": Plan(
        seed=53,
        opponents=2,
        target=150,
        preset="party",
        changes=(("custom_rule", "everyone-takes"),),
    ),
    # The eight-color rules at four: nine hand rows, stacks that grow (Draw Two and Draw
    # Four), the human passing one on and having one passed on to it.
    "eight-color-stacking": Plan(seed=40, opponents=3, target=100, preset="eight-color"),
    # The eight-color rules with two players: the human names one of the new colors.
    "eight-color-two-players": Plan(seed=6, opponents=1, target=100, preset="eight-color"),
    # Two humans alone at the keyboard, over two hands: each human's prompt comes after its
    # PRESS ANY KEY TO SEE YOUR CARDS; Draw Twos and a Draw Four taken off the keyboard named
    # by YOU TOOK when that human next takes it; a human's missed UNO; sorting.
    "two-humans-alone": Plan(seed=17, humans=2, opponents=0, target=100, quirks=("sort",)),
    # Three humans and two computers: a computer's Draw Two on a human, cards named after the
    # privacy prompt, humans' missed UNOs, a reshuffle, sorting.
    "three-humans-two-computers": Plan(seed=1, humans=3, opponents=2, target=100, quirks=("sort",)),
    # The party rules with three humans and a computer: a human challenges another's Draw
    # Four (and sees its hand), a human swaps hands with another human.
    "party-humans-challenge-and-swap": Plan(
        seed=18, humans=3, opponents=1, target=150, preset="party", quirks=("sort",)
    ),
    # The party rules with Custom Wilds passing every hand on, three humans and a computer:
    # a human's bluff found out by another human, and its hand, with the cards it took away
    # from the keyboard, passed on to a human that sees it at once; no YOU TOOK for them.
    "party-humans-hands-pass": Plan(
        seed=681,
        humans=3,
        opponents=1,
        target=100,
        preset="party",
        changes=(("custom_rule", "rotate"),),
        quirks=("sort",),
    ),
    # The 7-0 house rule: the human plays a 7 and keeps its hand, plays a 7 and swaps (and
    # sees its new hand), plays a 0; a computer's 7 swaps with the human, a computer's 0
    # passes the human a new hand; a computer's 7 kept, and one swapped between computers.
    "seven-zero-swaps-and-passes": Plan(
        seed=1132, opponents=3, target=100, changes=(("seven_zero", "on"),)
    ),
    # The humans call UNO themselves (--uno-call key): the human forgets (Y) and is caught,
    # calls with U on a play and on a card taken (PLAY IT), and a computer is checked as ever.
    "uno-call-said-and-missed": Plan(
        seed=28,
        opponents=2,
        target=100,
        changes=(("uno_call", "key"),),
        quirks=("forget-uno",),
        quirk_chance=0.5,
    ),
    # The jump-in house rule: the human jumps in with a Reverse; a computer jumps in on the
    # human's Skip, being the one it skipped, and skips the next one from its seat.
    "jump-in-reverse-and-skip": Plan(
        seed=372, opponents=3, target=100, changes=(("jump_in", "on"),)
    ),
    # The jump-in house rule: the human jumps in (Y), then stays out once (N, a quirk); a
    # computer jumps in on the human's Skip and skips the human.
    "jump-in-stay-out": Plan(
        seed=1263, opponents=3, target=100, changes=(("jump_in", "on"),), quirks=("stay-out",)
    ),
    # Both house rules with one opponent: the human's 7s kept and swapped (1/N), a
    # computer's 7s swapping with the human; the human jumps in with a Skip and moves again,
    # a computer skipped by the human's Draw Two jumps in with its own and moves again.
    "seven-zero-jump-in-two-players": Plan(
        seed=49, opponents=1, target=100, changes=(("seven_zero", "on"), ("jump_in", "on"))
    ),
    # Both house rules with two humans and two computers: a computer's 0 passes both humans
    # new hands, each seen only after its PRESS ANY KEY TO SEE YOUR CARDS; a human's 0, its
    # own new hand at once, the other's after its prompt; JUMP IN asked of the human away
    # from the keyboard after its own prompt; a computer jumps in on a human's card; humans'
    # 7s kept.
    "seven-zero-jump-in-two-humans": Plan(
        seed=526,
        humans=2,
        opponents=2,
        target=100,
        changes=(("seven_zero", "on"), ("jump_in", "on")),
    ),
    # Two computers at two levels (--strategy normal,easy): COMPUTER 2, easy, opens with a
    # COLOR CHANGE and names YELLOW with a Draw Four it may play only holding no yellow;
    # COMPUTER 1, normal, plays its highest card when the human is down to two.
    "two-levels-normal-and-easy": Plan(seed=12, opponents=2, target=100, computers="normal,easy"),
    # Two hard computers (--strategy hard), one short hand: COMPUTER 2 plays BLUE 0 on RED 0
    # and names GREEN for its Draw Four (normal: RED 8, and RED, the color worth most);
    # COMPUTER 1 plays YELLOW 4 before its YELLOW DRAW TWO (normal: the Draw Two first) and
    # goes out with the Draw Two, the HUMAN taking two more cards that count for it.
    "hard-computers": Plan(seed=5, opponents=2, target=50, computers="hard"),
    # Hints (H) at the prompts of a turn and at others: plays, takes (one card, and a Draw
    # Two's two), PLAY IT, NEW COLOR, CHALLENGE; the player never follows them; the final
    # scores say how many were taken.
    "hints-asked-and-counted": Plan(
        seed=35, opponents=2, target=50, preset="party", quirks=("hint",), quirk_chance=0.3
    ),
}
"""The transcripts in ``transcripts/``: file name (without ``.txt``) and the session. The
seeds were searched for with the game engine and this player, not picked by hand."""


def parse_quirks(text: str) -> tuple[str, ...]:
    """``all``, or a comma-separated list of quirk names."""
    if text.strip() == "all":
        return QUIRKS
    names = tuple(name.strip() for name in text.split(",") if name.strip())
    unknown = [name for name in names if name not in QUIRKS]
    if unknown:
        raise argparse.ArgumentTypeError(
            f"unknown quirk {', '.join(unknown)}; known: all, {', '.join(QUIRKS)}"
        )
    return names


def write(recording: Recording, path: Path) -> None:
    """Write the transcript and say what was written."""
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(recording.transcript.text(), encoding="utf-8")
    screen = recording.transcript.screen
    print(f"{path}: {screen.count(chr(10))} lines, {len(recording.transcript.keys)} keys")


def main(argv: Sequence[str] | None = None) -> int:
    """The command line; the exit status."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0] if __doc__ else None)
    parser.add_argument("--seed", type=int)
    parser.add_argument("--humans", type=int, default=1)
    parser.add_argument("--opponents", type=int, default=3)
    parser.add_argument("--rules", choices=sorted(PRESETS), default=DEFAULT_PRESET)
    parser.add_argument("--target", type=int, default=500)
    parser.add_argument("--seven-zero", action="store_true", help="the 7-0 house rule")
    parser.add_argument("--jump-in", action="store_true", help="the jump-in house rule")
    parser.add_argument("--play-again", action="store_true", help="answer Y once")
    parser.add_argument("--quirks", type=parse_quirks, default=(), help="all, or a list")
    parser.add_argument("--quirk-chance", type=float, default=0.2)
    parser.add_argument("--strategy", default=STRATEGY, help="the computers' levels")
    parser.add_argument("--out", type=Path, help="the transcript file to write")
    parser.add_argument("--all", action="store_true", help="regenerate every GOLDEN file")
    args = parser.parse_args(argv)
    if args.all:
        for name, plan in GOLDEN.items():
            write(record(plan), TRANSCRIPTS / f"{name}.txt")
        return 0
    if args.seed is None or args.out is None:
        parser.error("--seed and --out are required (or --all)")
    plan = Plan(
        seed=args.seed,
        opponents=args.opponents,
        target=args.target,
        humans=args.humans,
        preset=args.rules,
        play_again=args.play_again,
        quirks=args.quirks,
        quirk_chance=args.quirk_chance,
        computers=args.strategy,
        changes=tuple((name, "on") for name in ("seven_zero", "jump_in") if getattr(args, name)),
    )
    try:
        recording = record(plan)
    except PlayerError as error:
        print(f"error: {error}", file=sys.stderr)
        return 1
    write(recording, args.out)
    return 0


if __name__ == "__main__":
    sys.exit(main())
