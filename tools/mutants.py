"""The suite's mutation checklist: put one known bug into a copy of the game, run the tests.

Each :class:`Mutant` is one exact text replacement in one file of ``uno_classic/`` (the old
text must occur exactly once there, or the mutant is reported as stale and counts as
missed). For each mutant the checkout is copied to a temporary folder, the copy's file is
changed, and pytest runs from the copy with ``PYTHONPATH`` pointing at it, so the mutated
``uno_classic`` is what the tests import (checked before each run); the working tree is
never touched. It prints one line per mutant: ``caught`` with the first failing test, or
``MISSED``; the exit status is 1 when any mutant is missed.

Which tests must catch a mutant is part of the mutant (:attr:`Mutant.guard`): for a rule of
the game or a rule option the **rule tests** alone, the tests marked ``rules``
(``pytestmark = pytest.mark.rules``), which build a situation and assert its outcome: the
classic core's in tests/test_cards.py, test_deal.py, test_turns.py,
test_uno_stock_scoring.py and test_game_copies.py; each rule option's in its home,
tests/rules/test_challenge.py, test_stacking.py, test_party_cards.py, test_seven_zero.py,
test_jump_in.py, test_take.py, test_first_card.py, test_uno_call.py, test_decks.py and
test_options.py (not their ``*_screen.py`` companions: how a player meets a rule); then the
computer players' and the whole seeded games' in tests/test_party_strategies.py,
test_strategies.py and test_properties.py. For a fixed screen line, tests/test_console.py;
for several humans at one keyboard, tests/test_hot_seat.py and test_hot_seat_pty.py; for a
closed window, tests/test_window_close.py; for hints, tests/test_hints.py and
test_hints_pty.py. A catch by the golden transcripts or the fuzz
tests is a catch by accident: those are left out.
``--all-tests`` runs the whole suite instead, to see what catches a mutant at all.

Usage::

    .venv/bin/python tools/mutants.py                 # every mutant, its own guard
    .venv/bin/python tools/mutants.py --all-tests     # every mutant, the whole suite
    .venv/bin/python tools/mutants.py --only uno      # mutants whose name has "uno"
    .venv/bin/python tools/mutants.py --list          # the checklist, nothing run

docs/developing.md's "Mutation checklist" lists these bugs.
"""

from __future__ import annotations

import argparse
import os
import re
import shutil
import subprocess
import sys
import tempfile
import time
from collections.abc import Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Final

ROOT: Final = Path(__file__).resolve().parent.parent
PACKAGE: Final = "uno_classic"
RULES_MARK: Final = "pytestmark = pytest.mark.rules"
RULE_FOLDERS: Final = ("tests", "tests/rules")
"""Where the rule modules are: the classic core's tests, then one home per rule option."""
LAST: Final = (
    "test_party_strategies.py",
    "test_strategies.py",
    "test_inference.py",
    "test_properties.py",
)
"""Rule modules (in tests/) run last, in this order: the computer players (which rely on the
rules) and the whole seeded games (slow), so that under ``-x`` a rule's own test fails first."""


def rule_modules(root: Path = ROOT) -> list[str]:
    """The test modules marked ``rules``: those of tests/ (the classic core), then those of
    tests/rules/ (one home per rule), those of :data:`LAST` last."""
    found = [
        path.relative_to(root).as_posix()
        for folder in RULE_FOLDERS
        for path in sorted((root / folder).glob("test_*.py"))
        if RULES_MARK in path.read_text(encoding="utf-8")
    ]
    return sorted(
        found, key=lambda path: LAST.index(Path(path).name) + 1 if Path(path).name in LAST else 0
    )


def guard_selection(guard: str) -> list[str]:
    """The pytest arguments that select the tests which must catch a mutant."""
    if guard == "rules":
        return ["-m", "rules", *rule_modules()]
    if guard == "console":
        return ["tests/test_console.py"]
    if guard == "hot-seat":
        return ["tests/test_hot_seat.py", "tests/test_hot_seat_pty.py"]
    if guard == "window":
        return ["tests/test_window_close.py"]
    if guard == "hints":
        return ["tests/test_hints.py", "tests/test_hints_pty.py"]
    raise ValueError(f"no guard {guard!r}")


TIMEOUT: Final = 600
"""Seconds before a run counts as hung (reported as TIMEOUT: a hang is no clean catch)."""


@dataclass(frozen=True)
class Mutant:
    """One bug: ``old`` replaced by ``new`` in ``uno_classic/<path>``."""

    name: str
    path: str
    old: str
    new: str
    guard: str = "rules"


MUTANTS: Final = (
    Mutant(
        "two-player Reverse is not a Skip",
        "game.py",
        "        nxt = (seat + self.direction) % self.players\n        if self.players == 2:",
        "        nxt = (seat + self.direction) % self.players\n        if False:",
    ),
    Mutant(
        "Draw Two does not skip",
        "game.py",
        "        self._take(victim, card.draws)\n        self._skip(victim)",
        "        self._take(victim, card.draws)\n"
        "        if card.rank is Rank.DRAW_TWO:\n"
        "            self.turn = victim\n"
        "        else:\n"
        "            self._skip(victim)",
    ),
    Mutant(
        "Draw Four restriction ignored when played",
        "rules.py",
        "if restriction is Restriction.COLOR and holds_color(hand, current_color):",
        "if False:",
    ),
    Mutant(
        "Draw Four restriction ignored in the legal plays",
        "rules.py",
        "if WILD_DRAW_FOUR in plays and restriction is not _ANY_TIME:",
        "if False:",
    ),
    Mutant(
        "Draw Four restriction ignored for a taken card",
        "variants/take.py",
        "            card is not WILD_DRAW_FOUR or game._playable(seat, card)\n",
        "            True or game._playable(seat, card)\n",
    ),
    Mutant(
        "Draw Four restriction counts rank matches",
        "rules.py",
        "if restriction is Restriction.COLOR and holds_color(hand, current_color):",
        "if restriction is Restriction.COLOR and any(\n"
        "            matches(held, top_card, current_color) and not held.is_wild for held in hand\n"
        "        ):",
    ),
    Mutant(
        "Draw Four legal plays count rank matches",
        "rules.py",
        "barred = [c for c in plays if c.color is current_color]",
        "barred = [c for c in plays if c.color is current_color or not c.is_wild]",
    ),
    Mutant(
        "reshuffle includes the top card",
        "game.py",
        "shuffled(pile[:-1], self.stream(Purpose.RESHUFFLE))",
        "shuffled(pile, self.stream(Purpose.RESHUFFLE))",
    ),
    Mutant(
        "a missed UNO costs 1 card",
        "game.py",
        "self._take(seat, self.rules.uno_cards)",
        "self._take(seat, 1)",
    ),
    Mutant(
        "UNO checked after the next player's take",
        "game.py",
        "        left = len(hand)\n"
        "        if left == 1:\n"
        "            self._check_uno(seat)\n"
        "        elif left == 0:\n",
        "        left = len(hand)\n"
        "        if left == 1 and False:\n"
        "            self._check_uno(seat)\n"
        "        elif left == 0:\n",
    ),
    Mutant(
        "a last Draw Two without its take",
        "game.py",
        "        if last.draws:\n            # The next player still takes",
        "        if last.draws == 4:\n            # The next player still takes",
    ),
    Mutant(
        "a last Draw Four without its take",
        "game.py",
        "        if last.draws:\n            # The next player still takes",
        "        if last.draws == 2:\n            # The next player still takes",
    ),
    Mutant(
        "action cards score 10",
        "cards.py",
        "ACTION_POINTS: Final = 20",
        "ACTION_POINTS: Final = 10",
    ),
    Mutant("wild cards score 40", "cards.py", "WILD_POINTS: Final = 50", "WILD_POINTS: Final = 40"),
    Mutant(
        "number cards score one more than their face",
        "cards.py",
        "            self.points = rank.value\n",
        "            self.points = rank.value + 1\n",
    ),
    Mutant(
        "the last seat's cards are not scored",
        "game.py",
        "points = sum(c.points for hand in self.hands for c in hand)",
        "points = sum(c.points for hand in self.hands[:-1] for c in hand)",
    ),
    Mutant(
        "the target must be passed, not reached (>)",
        "game.py",
        "if self.scores[seat] >= self.rules.target:",
        "if self.scores[seat] > self.rules.target:",
    ),
    Mutant(
        "first Skip does not skip the starter",
        "variants/first_card.py",
        "    if rank is Rank.SKIP:\n        game._skip(starter)\n",
        "    if rank is Rank.SKIP:\n        game.turn = starter\n",
    ),
    Mutant(
        "first Skip skips the player after the starter",
        "variants/first_card.py",
        "    if rank is Rank.SKIP:\n        game._skip(starter)\n",
        "    if rank is Rank.SKIP:\n        game._skip(game.next_seat(starter))\n",
    ),
    Mutant(
        "first Draw Two: the starter takes but still plays",
        "variants/first_card.py",
        "        game._take(starter, 2)\n        game._skip(starter)\n",
        "        game._take(starter, 2)\n        game.turn = starter\n",
    ),
    Mutant(
        "first Reverse: the starter plays first",
        "variants/first_card.py",
        "        game.turn = game.dealer\n",
        "        game.turn = starter\n",
    ),
    Mutant(
        "first Reverse does not reverse",
        "variants/first_card.py",
        "        game.direction = -game.direction\n        if game.players == 2:\n",
        "        if game.players == 2:\n",
    ),
    Mutant(
        "first Reverse with two players does not skip the starter",
        "variants/first_card.py",
        "        if game.players == 2:\n            game._skip(starter)\n",
        "        if False:\n            game._skip(starter)\n",
    ),
    Mutant(
        "first Draw Four stays and starts the hand",
        "variants/first_card.py",
        "        if first.rank is not Rank.WILD_DRAW_FOUR and not (",
        "        if True or not (",
    ),
    Mutant(
        "first Draw Four goes to the bottom of the stock, unshuffled",
        "variants/first_card.py",
        "        stock.append(game.discard_pile.pop())\n"
        "        game.stock = stock = shuffled(stock, rng)\n",
        "        stock.insert(0, game.discard_pile.pop())\n",
    ),
    Mutant(
        "a taken card is playable without a match",
        "variants/take.py",
        "        if card.mask & match_key(game.discard_pile[-1], game.current_color) and (\n",
        "        if True and (\n",
    ),
    Mutant(
        "the direction is not reset for a new hand",
        "game.py",
        "        self.direction = CLOCKWISE\n        self.turns = 0\n",
        "        self.turns = 0\n",
    ),
    Mutant(
        "the starter is drawn after the shuffle",
        "game.py",
        "        picked = rng.randrange(players)\n"
        "        if starter is None:\n"
        "            starter = first_card.starter(self, picked)\n"
        "        self.starter = starter\n"
        "        deck = shuffled(self.deck, rng) if stock is None else list(stock)\n",
        "        deck = shuffled(self.deck, rng) if stock is None else list(stock)\n"
        "        picked = rng.randrange(players)\n"
        "        if starter is None:\n"
        "            starter = first_card.starter(self, picked)\n"
        "        self.starter = starter\n",
    ),
    Mutant(
        "the starter is kept from the last hand",
        "variants/first_card.py",
        "    if rule is Starter.RANDOM:\n        return picked\n",
        "    if rule is Starter.RANDOM:\n        return game.starter\n",
    ),
    Mutant(
        "taken cards arrive bottom first",
        "game.py",
        "            taken = stock[-count:]\n            taken.reverse()\n",
        "            taken = stock[-count:]\n",
    ),
    Mutant(
        "cards taken after a reshuffle arrive bottom first",
        "game.py",
        "        return stock.pop()\n",
        "        return stock.pop(0)\n",
    ),
    Mutant(
        "NO CARDS LEFT TO TAKE reworded",
        "screen.py",
        'return "NO CARDS LEFT TO TAKE"',
        'return "NO CARD LEFT TO TAKE"',
        guard="console",
    ),
    Mutant(
        "Q at PRESS ANY KEY moves on",
        "console.py",
        "        while self.any_key(prompt, use) in (QUIT_KEY, QUIT_KEY.lower()):\n"
        "            self.confirm_quit(use)\n",
        "        self.any_key(prompt, use)\n",
        guard="console",
    ),
    Mutant(
        "a refusal that does not name Q",
        "screen.py",
        '["Q QUITS"] * quits',
        "[]",
        guard="console",
    ),
    Mutant(
        "a Draw Four is never judged a bluff",
        "variants/challenge.py",
        "    game.bluffing = breaks_test(\n",
        "    game.bluffing = False and breaks_test(\n",
    ),
    Mutant(
        "a bluff found out costs the challenger",
        "variants/challenge.py",
        "        game._take(challenged.seat, 4)\n",
        "        game._take(victim, 4)\n",
    ),
    Mutant(
        "a wrong challenge costs 4 cards",
        "variants/challenge.py",
        "        game._take(victim, 6)\n",
        "        game._take(victim, 4)\n",
    ),
    Mutant(
        "taking until playable stops at the first card",
        "variants/take.py",
        "        playable = game._playable(seat, card)\n",
        "        playable = True\n",
    ),
    Mutant(
        "a kept card is offered to play",
        "variants/take.py",
        "    Take.KEEP: take_and_keep,\n",
        "    Take.KEEP: take_one,\n",
    ),
    Mutant(
        "a tied cut is not cut again",
        "variants/first_card.py",
        "        cutting = [seat for seat in cutting if values[seat] == best]\n",
        "        cutting = [max(cutting, key=values.__getitem__)]\n",
    ),
    Mutant(
        "the winner does not start the next hand",
        "variants/first_card.py",
        "        return picked if game.hand_number == 1 or winner is None else winner\n",
        "        return picked\n",
    ),
    Mutant(
        "first-card number stops at an action card",
        "variants/first_card.py",
        "            if first.rank.is_number:\n                break\n            continue",
        "            break",
    ),
    # ---- stacking
    Mutant(
        "stacking add passes the penalty on unchanged",
        "variants/stacking.py",
        "    return game.pending + card.draws if game.rules.stacking is Stacking.ADD"
        " else card.draws\n",
        "    return card.draws\n",
    ),
    Mutant(
        "stacking pass adds the penalties up",
        "variants/stacking.py",
        "if game.rules.stacking is Stacking.ADD else card.draws",
        "if game.rules.stacking is not Stacking.OFF else card.draws",
    ),
    Mutant(
        "T on a stack takes only the last card's penalty",
        "variants/stacking.py",
        "        count = game.pending\n",
        "        count = game.discard_pile[-1].draws\n",
    ),
    Mutant(
        "a penalty taken stays pending",
        "variants/stacking.py",
        "        game._set_pending(seat, 0)\n        game._take(seat, count)\n",
        "        game._take(seat, count)\n",
    ),
    Mutant(
        "the player who takes a stacked penalty still plays",
        "variants/stacking.py",
        "        game._take(seat, count)\n        game._skip(seat)\n",
        "        game._take(seat, count)\n        game.question = MOVE\n",
    ),
    Mutant(
        "any card may be played on a pending penalty",
        "rules.py",
        "    if pending and card.rank is not top_card.rank:\n",
        "    if False:\n",
    ),
    Mutant(
        "a Draw Four may be played on a pending Draw Two",
        "rules.py",
        "    if pending and card.rank is not top_card.rank:\n",
        "    if pending and card.rank is not top_card.rank and card is not WILD_DRAW_FOUR:\n",
    ),
    Mutant(
        "every legal card is listed as an answer to a pending penalty",
        "rules.py",
        "restriction) if c.rank is rank]",
        "restriction)]",
    ),
    Mutant(
        "the restriction is left out of the answers to a pending Draw Four",
        "rules.py",
        "legal_plays(hand, top_card, current_color, restriction) if c.rank is rank]",
        "legal_plays(hand, top_card, current_color, Restriction.NONE) if c.rank is rank]",
    ),
    Mutant(
        "the restriction is ignored when a Draw Four is stacked",
        "variants/stacking.py",
        "        pending=True,\n    )\n    if why is not None:\n",
        "        pending=True,\n"
        "    )\n"
        '    if why is not None and why.name != "DRAW_FOUR_WITH_COLOR":\n',
    ),
    Mutant(
        "under bluff a Draw Four is stacked, not challenged",
        "variants/turn.py",
        "        if card.rank is Rank.WILD_DRAW_FOUR:\n",
        "        if card.rank is Rank.WILD_DRAW_FOUR and hits is None:\n",
    ),
    Mutant(
        "a stacked last Draw Two makes the next take only its own",
        "game.py",
        "self._take((seat + self.direction) % self.players, stacking.penalty(self, last))",
        "self._take((seat + self.direction) % self.players, last.draws)",
    ),
    Mutant(
        "every seat sees the pending penalty",
        "game.py",
        "        self._views[seat].pending = count\n",
        "        for view in self._views:\n            view.pending = count\n",
    ),
    # ---- Swap Hands and Custom Wild
    Mutant(
        "a swap checks UNO on the hand played from",
        "variants/party_cards.py",
        "    if other is not None:\n"
        "        game._swap_hands(seat, other)\n"
        "    _after_special(game, seat, color)\n",
        "    if len(game.hands[seat]) == 1:\n"
        "        game._check_uno(seat)\n"
        "    if other is not None:\n"
        "        game._swap_hands(seat, other)\n"
        "    _after_special(game, seat, color)\n",
    ),
    Mutant(
        "every one-card hand is checked after a swap or rotation",
        "game.py",
        "        if len(self.hands[seat]) == 1:\n            self._check_uno(seat)\n",
        "        for held_by, held in enumerate(self.hands):\n"
        "            if len(held) == 1:\n"
        "                self._check_uno(held_by)\n",
    ),
    Mutant(
        "keeping one's hand swaps with the next player",
        "game.py",
        "other = None if answer is KEEP else answer",
        "other = self.next_seat(self.turn) if answer is KEEP else answer",
    ),
    Mutant(
        "a last Swap Hands asks whom to swap with",
        "game.py",
        "            self.turns += 1\n            if answer.is_wild and len(hand) > 1:\n",
        "            self.turns += 1\n"
        "            if answer.is_wild and (len(hand) > 1 or answer is SWAP_HANDS):\n",
    ),
    Mutant(
        "rotate passes the hands against the direction of play",
        "game.py",
        "self.hands = [hands[(s - step) % players]",
        "self.hands = [hands[(s + step) % players]",
    ),
    Mutant(
        "rotate always passes clockwise",
        "game.py",
        "self.hands = [hands[(s - step) % players]",
        "self.hands = [hands[(s - 1) % players]",
    ),
    Mutant(
        "everyone-takes begins with the player before",
        "variants/party_cards.py",
        "        for step in range(1, players):\n",
        "        for step in range(players - 1, 0, -1):\n",
    ),
    Mutant(
        "everyone-takes always goes clockwise",
        "variants/party_cards.py",
        "game._take((seat + step * game.direction) % players, 1)",
        "game._take((seat + step) % players, 1)",
    ),
    Mutant(
        "a Custom Wild under the wild rule rotates the hands",
        "variants/party_cards.py",
        "    if rule is CustomRule.ROTATE:\n        game._pass_hands()",
        "    if rule is not CustomRule.EVERYONE_TAKES:\n        game._pass_hands()",
    ),
    Mutant(
        "a first Swap Hands or Custom Wild is no first wild",
        "variants/first_card.py",
        "    elif first.is_wild:",
        "    elif first.rank is Rank.WILD:",
    ),
    Mutant(
        "a wild may name a color the deck does not have",
        "game.py",
        "if type(answer) is not Color or answer not in self.colors:",
        "if type(answer) is not Color:",
    ),
    # ---- the computer players' new rules
    Mutant(
        "normal never plays a Swap Hands first",
        "variants/party_cards.py",
        "    return swap_position(view) is not None\n",
        "    return False\n",
    ),
    Mutant(
        "normal swaps with a player holding as many as it would keep",
        "variants/party_cards.py",
        "fewest < len(view.hand) - 1",
        "fewest <= len(view.hand) - 1",
    ),
    Mutant(
        "normal swaps with the last in turn order among the fewest",
        "variants/party_cards.py",
        "return others.index(fewest) if",
        "return len(others) - 1 - others[::-1].index(fewest) if",
    ),
    Mutant(
        "strategies play on a pending penalty as if none were",
        "strategies.py",
        "        if top.draws and view.pending:  # see playable()\n"
        "            plays = passing_on(view)\n"
        "        else:\n"
        "            # legal_plays, inlined",
        "        if False:\n"
        "            plays = passing_on(view)\n"
        "        else:\n"
        "            # legal_plays, inlined",
    ),
    Mutant(
        "the match test bars a Draw Four passed on",
        "rules.py",
        "    if restriction is Restriction.MATCH:\n        restriction = Restriction.NONE\n",
        "",
    ),
    Mutant(
        "normal names its most-held color for a hand it gives away",
        "variants/party_cards.py",
        "    return view.gives_hand_away\n",
        "    return False\n",
    ),
    Mutant(
        "a kept Swap Hands counts as a hand given away",
        "variants/party_cards.py",
        "    game.hand_leaving = other is not None\n",
        "    game.hand_leaving = True\n",
    ),
    Mutant(
        "the most-held color is one of the classic four",
        "strategies.py",
        "    weight = weight[: len(colors)]\n",
        "    weight = weight[:4]\n",
    ),
    Mutant(
        "random never keeps its hand at a swap",
        "variants/party_cards.py",
        "    choice = rng.randrange(len(view.others) + 1)\n",
        "    choice = rng.randrange(len(view.others))\n",
    ),
    # ---- the 7-0 rule (--seven-zero)
    Mutant(
        "a 7 under seven-zero is a plain number",
        "variants/seven_zero.py",
        "        if rank is Rank.SEVEN:\n",
        "        if False:\n",
    ),
    Mutant(
        "a 0 under seven-zero passes no hand on",
        "variants/seven_zero.py",
        "            game._lay_down(seat, card)\n            game._pass_hands()\n",
        "            game._lay_down(seat, card)\n",
    ),
    Mutant(
        "a 0 passes the hands against the direction of play",
        "variants/seven_zero.py",
        "            game._lay_down(seat, card)\n            game._pass_hands()\n",
        "            game._lay_down(seat, card)\n"
        "            game.direction = -game.direction\n"
        "            game._pass_hands()\n"
        "            game.direction = -game.direction\n",
    ),
    Mutant(
        "a 7 checks UNO on the hand played from, before the swap",
        "variants/seven_zero.py",
        "    if other is not None:\n"
        "        game._swap_hands(seat, other)\n"
        "    game._after_hands_change(seat)\n",
        "    if len(game.hands[seat]) == 1:\n"
        "        game._check_uno(seat)\n"
        "    if other is not None:\n"
        "        game._swap_hands(seat, other)\n"
        "    game._pass_turn(seat)\n",
    ),
    Mutant(
        "a 0 checks UNO on the hand played from, before the pass",
        "variants/seven_zero.py",
        "            game._pass_hands()\n            game._after_hands_change(seat)\n",
        "            if len(game.hands[seat]) == 1:\n"
        "                game._check_uno(seat)\n"
        "            game._pass_hands()\n"
        "            game._pass_turn(seat)\n",
    ),
    Mutant(
        "a last 7 asks whom to swap with",
        "variants/seven_zero.py",
        "    if len(game.hands[seat]) > 1:\n",
        "    if len(game.hands[seat]) > 1 or card.rank is Rank.SEVEN:\n",
    ),
    Mutant(
        "a last 0 passes the hands on",
        "variants/seven_zero.py",
        "    if len(game.hands[seat]) > 1:\n",
        "    if len(game.hands[seat]) > 1 or card.rank is Rank.ZERO:\n",
    ),
    Mutant(
        "a taken card is played without the house rules",
        "variants/take.py",
        "        game._start_play(game.turn, taken)\n",
        "        if taken.is_wild and len(game.hands[game.turn]) > 1:\n"
        "            game._ask_color(taken)\n"
        "        else:\n"
        "            game._play(game.turn, taken, None)\n",
    ),
    # ---- jump-in (--jump-in)
    Mutant(
        "the jump-in window asks the player about to move",
        "variants/jump_in.py",
        "        if other != resume and card in hands[other]:\n",
        "        if card in hands[other]:\n",
    ),
    Mutant(
        "the jump-in window asks the player who played",
        "variants/jump_in.py",
        "    for k in range(1, players):\n",
        "    for k in range(players):\n",
    ),
    Mutant(
        "the jump-in window never asks the player before the one who played",
        "variants/jump_in.py",
        "    for k in range(1, players):\n",
        "    for k in range(1, players - 1):\n",
    ),
    Mutant(
        "the jump-in window asks a holder of the same rank in any color",
        "variants/jump_in.py",
        "        if other != resume and card in hands[other]:\n",
        "        if other != resume and any(\n"
        "            held.rank is card.rank for held in hands[other]\n"
        "        ):\n",
    ),
    Mutant(
        "a 7's jump-in window looks at the hands before the swap",
        "variants/seven_zero.py",
        "    if other is not None:\n"
        "        game._swap_hands(seat, other)\n"
        "    game._after_hands_change(seat)\n"
        "    after = game._after_card\n"
        "    if after is not None:\n"
        "        after(game, seat, seven)\n",
        "    before = [list(hand) for hand in game.hands]\n"
        "    if other is not None:\n"
        "        game._swap_hands(seat, other)\n"
        "    game._after_hands_change(seat)\n"
        "    after = game._after_card\n"
        "    if after is not None:\n"
        "        now, game.hands = game.hands, before\n"
        "        after(game, seat, seven)\n"
        "        game.hands = now\n",
    ),
    Mutant(
        "a jump-in window while a penalty is pending",
        "variants/jump_in.py",
        "if game.question is MOVE and not game.pending and not card.is_wild:",
        "if game.question is MOVE and not card.is_wild:",
    ),
    Mutant(
        "a jump-in window after a wild",
        "game.py",
        "            self._play(seat, wild, answer)\n",
        "            self._play(seat, wild, answer)\n"
        "            if self._after_card is not None and self.question is _MOVE"
        " and not self.pending:\n"
        "                jump_in.open_window(self, seat, wild)\n",
    ),
    Mutant(
        "a jump-in window after the first card",
        "variants/first_card.py",
        "    else:\n        game.turn = starter\n\n\ndef name_first_color(",
        "    else:\n"
        "        game.turn = starter\n"
        "    if game._after_card is not None:\n"
        "        game._after_card(game, game.dealer, first)\n"
        "\n"
        "\n"
        "def name_first_color(",
    ),
    Mutant(
        "a stacked penalty taken opens a jump-in window on the card that set it",
        "variants/stacking.py",
        "        game._take(seat, count)\n        game._skip(seat)\n        return\n",
        "        game._take(seat, count)\n"
        "        game._skip(seat)\n"
        "        if game._after_card is not None:\n"
        "            game._after_card(\n"
        "                game, (seat - game.direction) % game.players, game.discard_pile[-1]\n"
        "            )\n"
        "        return\n",
    ),
    Mutant(
        "a refused jump-in leaves the turn with the player asked",
        "variants/jump_in.py",
        "        game.jump_card = None\n"
        "        game.turn = game._resume\n"
        "        game.question = MOVE\n",
        "        game.jump_card = None\n        game.question = MOVE\n",
    ),
    Mutant(
        "a jump-in is not a turn",
        "variants/jump_in.py",
        "        game.turns += 1\n        game.question = MOVE\n        game._start_play(",
        "        game.question = MOVE\n        game._start_play(",
    ),
    Mutant(
        "a card jumped in with acts from the seat of the player it interrupted",
        "variants/jump_in.py",
        "        game._start_play(seat, card)\n",
        "        game.hands[seat].remove(card)\n"
        "        game.hands[game._resume].append(card)\n"
        "        game._start_play(game._resume, card)\n",
    ),
    Mutant(
        "a card jumped in with acts from the seat of the player who played",
        "variants/jump_in.py",
        "        game._resume = resume\n"
        "        game._jumpers = jumpers[1:]\n"
        "        game.turn = jumpers[0]\n"
        "        game.question = JUMP_IN\n"
        "\n"
        "\n"
        "def answer_jump_in(game: GameState, answer: Answer) -> None:\n"
        '    """The player asked jumps in (its card is played as a turn of its own, from its\n'
        "    seat), or the next one holding the card is asked; after the last, the player the\n"
        '    window interrupted moves."""\n'
        "    if type(answer) is not bool:\n"
        '        game._other_answer(answer, "True (jump in) or False (let it pass)")\n'
        "        return\n"
        "    card = game.jump_card\n"
        "    assert card is not None\n"
        "    if answer:\n"
        "        game.jump_card = None\n"
        "        game._jumpers = []\n"
        "        seat = game.turn\n"
        "        if game._events is not None:\n"
        "            game._events.append(ev.JumpedIn(seat))\n"
        "        game.turns += 1\n"
        "        game.question = MOVE\n"
        "        game._start_play(seat, card)\n",
        "        game._resume = resume\n"
        "        game._played_by = seat  # type: ignore[attr-defined]\n"
        "        game._jumpers = jumpers[1:]\n"
        "        game.turn = jumpers[0]\n"
        "        game.question = JUMP_IN\n"
        "\n"
        "\n"
        "def answer_jump_in(game: GameState, answer: Answer) -> None:\n"
        '    """The player asked jumps in (its card is played as a turn of its own, from its\n'
        "    seat), or the next one holding the card is asked; after the last, the player the\n"
        '    window interrupted moves."""\n'
        "    if type(answer) is not bool:\n"
        '        game._other_answer(answer, "True (jump in) or False (let it pass)")\n'
        "        return\n"
        "    card = game.jump_card\n"
        "    assert card is not None\n"
        "    if answer:\n"
        "        game.jump_card = None\n"
        "        game._jumpers = []\n"
        "        seat = game.turn\n"
        "        if game._events is not None:\n"
        "            game._events.append(ev.JumpedIn(seat))\n"
        "        game.turns += 1\n"
        "        game.question = MOVE\n"
        "        game.hands[seat].remove(card)\n"
        "        game.hands[game._played_by].append(card)  # type: ignore[attr-defined]\n"
        "        game._start_play(game._played_by, card)  # type: ignore[attr-defined]\n",
    ),
    Mutant(
        "a card jumped in with opens no window",
        "variants/jump_in.py",
        "        game._start_play(seat, card)\n",
        "        game._start_play(seat, card)\n"
        "        if game.question is JUMP_IN:\n"
        "            game.jump_card = None\n"
        "            game.turn = game._resume\n"
        "            game.question = MOVE\n",
    ),
    # ---- the computer players under the 7-0 rule and jump-in
    Mutant(
        "normal never plays a 7 first",
        "variants/seven_zero.py",
        "    if sevens and swap_position(view) is not None:\n",
        "    if False:\n",
    ),
    Mutant(
        "normal plays a 0 for the next player's hand",
        "variants/seven_zero.py",
        "    incoming = view.others[-1]\n",
        "    incoming = view.others[0]\n",
    ),
    Mutant(
        "normal plays a 0 that brings it more cards",
        "variants/seven_zero.py",
        "    if incoming > kept and len(zeros) < len(plays):\n",
        "    if False:\n",
    ),
    Mutant(
        "normal never jumps in",
        "variants/jump_in.py",
        '    passing of the hands ``normal`` would otherwise weigh.)"""\n    return True\n',
        '    passing of the hands ``normal`` would otherwise weigh.)"""\n    return False\n',
    ),
    Mutant(
        "random's jump-in coin comes from the tie-break stream",
        "variants/jump_in.py",
        "return strategy.jump_in(view, card, game.stream(Purpose.JUMP_IN) if rng is None else rng)",
        "return strategy.jump_in(view, card, game.tiebreak if rng is None else rng)",
    ),
    Mutant(
        "random jumps in four times out of five",
        "variants/jump_in.py",
        "    return rng.random() < 0.5\n",
        "    return rng.random() < 0.8\n",
    ),
    Mutant(
        "the keyboard is never handed over (no PRESS ANY KEY TO SEE YOUR CARDS)",
        "console.py",
        "        if self.keyboard.at != seat:\n            self.take_keyboard(seat)\n",
        "        if False:\n            self.take_keyboard(seat)\n",
        guard="hot-seat",
    ),
    Mutant(
        "a new hand keeps the last human at the keyboard",
        "console.py",
        "                self.keyboard.leave()  # whoever pressed it",
        "                pass  # whoever pressed it",
        guard="hot-seat",
    ),
    Mutant(
        "YOU TOOK is shown for every player's take",
        "screen.py",
        "        case ev.Took(seat, cards) if seat == viewer:",
        "        case ev.Took(seat, cards):",
        guard="hot-seat",
    ),
    Mutant(
        "cards taken away from the keyboard are never named",
        "keyboard.py",
        "        cards, self.received[seat] = self.received[seat], []",
        "        cards, self.received[seat] = [], []",
        guard="hot-seat",
    ),
    Mutant(
        "a computer's move shows the last human's cards",
        "console.py",
        "        viewer = keyboard.at if human_answer or not keyboard.several else None",
        "        viewer = keyboard.at",
        guard="hot-seat",
    ),
    Mutant(
        "a hand stays on the terminal while a computer moves",
        "console.py",
        "                self.hide_hands()\n                strategy = self.strategies[",
        "                strategy = self.strategies[",
        guard="hot-seat",
    ),
    Mutant(
        "the scrollback is not cleared",
        "output.py",
        'CLEAR: Final = "\\x1b[H\\x1b[2J\\x1b[3J"',
        'CLEAR: Final = "\\x1b[H\\x1b[2J"',
        guard="hot-seat",
    ),
    Mutant(
        "the recap starts at the start of the session",
        "keyboard.py",
        "        return self.seen[seat]",
        "        return 0",
        guard="hot-seat",
    ),
    Mutant(
        "the count lines leave out the other humans",
        "screen.py",
        "        [count_phrase(names(other), count) for other, count in enumerate(counts)"
        " if other != seat]",
        "        [count_phrase(names(o), c) for o, c in enumerate(counts) if o >= names.humans]",
        guard="hot-seat",
    ),
    Mutant(
        "a signal does not hold the signals after it",
        "keys.py",
        "        hold_signals()\n        raise Interrupted(128 + signum)",
        "        raise Interrupted(128 + signum)",
        guard="window",
    ),
    Mutant(
        "the end of input does not hold the stopping signals",
        "console.py",
        "            except EndOfInput:\n                hold_signals()\n",
        "            except EndOfInput:\n",
        guard="window",
    ),
    Mutant(
        "a terminal's hang-up does not hold the stopping signals",
        "console.py",
        "                hold_signals()  # (a signal held them already; a terminal's hang-up",
        "                pass  # (a signal held them already; a terminal's hang-up",
        guard="window",
    ),
    Mutant(
        "a stopping screen still raises on a failed write",
        "output.py",
        "            if not self._stopping:\n                status =",
        "            if True:\n                status =",
        guard="window",
    ),
    Mutant(
        "a hung-up terminal ends as the end of input",
        "terminal.py",
        "                raise Interrupted(HANGUP_STATUS)",
        "                self._keys.append(_END_OF_INPUT)",
        guard="window",
    ),
    Mutant(
        "a call lasts no further than its answer (a wild's color is checked uncalled)",
        "variants/uno_call.py",
        "    return not (game.calling or game.called_turn == game.turns)\n",
        "    return not game.calling\n",
    ),
    Mutant(
        "a call stands for every later turn of the hand",
        "variants/uno_call.py",
        "    return not (game.calling or game.called_turn == game.turns)\n",
        "    return not (game.calling or game.called_turn >= 0)\n",
    ),
    Mutant(
        "a caller is checked at the chance, as the computers are",
        "variants/uno_call.py",
        "    if seat not in game.callers:\n        return caught\n",
        "    if True:\n        return caught\n",
    ),
    Mutant(
        "the computers are judged by a call they never make",
        "variants/uno_call.py",
        "    if seat not in game.callers:\n        return caught\n",
        "    if False:\n        return caught\n",
    ),
    Mutant(
        "a call is taken with keeping a card taken",
        "variants/uno_call.py",
        "        else answer is True and (question is PLAY_TAKEN or question is JUMP_IN)\n",
        "        else type(answer) is bool and (question is PLAY_TAKEN or question is JUMP_IN)\n",
    ),
    Mutant(
        "a call is taken under the classic rule",
        "variants/uno_call.py",
        "    if game.rules.uno_call is not UnoCall.KEY:\n        raise IllegalAnswer(",
        "    if False:\n        raise IllegalAnswer(",
    ),
    Mutant(
        "a seeded copy keeps the callers",
        "game.py",
        '            state["callers"] = frozenset()\n',
        "",
    ),
    Mutant(
        "the deal keeps the last hand's call",
        "game.py",
        "        self.called_turn = uno_call.NOT_CALLED\n        self.hand_winner = None",
        "        self.hand_winner = None",
    ),
    Mutant(
        "a hint searches on the game's own tie-break stream",
        "hints.py",
        "    return advised_answer(game, ADVISER, rng)",
        "    return advised_answer(game, ADVISER, game.tiebreak)",
        guard="hints",
    ),
    Mutant(
        "a hint's rule question draws the rule's own stream",
        "strategies.py",
        "    return _OTHER_ANSWERS[question](game, strategy, view, rng)",
        "    return _OTHER_ANSWERS[question](game, strategy, view)",
        guard="hints",
    ),
    Mutant(
        "a save keeps the H keys",
        "console.py",
        "enumerate(self.keys_used[: self.checkpoint]) if i not in hinted",
        "enumerate(self.keys_used[: self.checkpoint])",
        guard="hints",
    ),
    Mutant(
        "a hint is shown to everyone (a public line)",
        "console.py",
        "        self.private(line + uno_call.hint_words(game, answer))",
        "        self.say(line + uno_call.hint_words(game, answer))",
        guard="hints",
    ),
    Mutant(
        "a resumed game counts its hints from nothing",
        "console.py",
        "            if carried is not None and carried.game == game_number",
        "            if False",
        guard="hints",
    ),
    Mutant(
        "--no-hints gives hints all the same",
        "console.py",
        "        if not self.options.hints:\n            self.private(HINTS_OFF)",
        "        if False:\n            self.private(HINTS_OFF)",
        guard="hints",
    ),
    Mutant(
        "H asks for a hint at PLAY AGAIN",
        "console.py",
        "                hinted=False,\n",
        "                hinted=True,\n",
        guard="hints",
    ),
    Mutant(
        "a hint of a pending stack's take says one card",
        "console.py",
        "        pending = game.pending if game.question is Question.MOVE else 0",
        "        pending = 0",
        guard="hints",
    ),
    Mutant(
        "a human's take read as if it could not play",
        "inference.py",
        "    return REVEALS_NOTHING if strategy is None else",
        "    return HABITS[NormalStrategy] if strategy is None else",
    ),
    Mutant(
        "normal's play rules out a card ranked equal to it",
        "strategies.py",
        "and face is not WILD_DRAW_FOUR and lowest(face) > highest",
        "and face is not WILD_DRAW_FOUR and lowest(face) >= highest",
    ),
    Mutant(
        "the last card taken until one plays read as unplayable",
        "inference.py",
        "                return [[count - 1, unplayable], [1, 0]]",
        "                return [[count, unplayable]]",
    ),
    Mutant(
        "a card played leaves the least bound group that could hold it",
        "inference.py",
        "                if all(other[1] & mask == other[1] for other in could):",
        "                if all(other[1] & mask == mask for other in could):",
    ),
    Mutant(
        "a restricted Draw Four read as saying nothing",
        "inference.py",
        "            for group in self.groups[seat]:\n                group[1] |= bars\n",
        "            pass\n",
    ),
    Mutant(
        "a penalty taken rules out a Draw Four its hand may bar",
        "inference.py",
        "                    and (f is not WILD_DRAW_FOUR or restriction is not Restriction.COLOR)",
        "",
    ),
    Mutant(
        "the color normal named still read after it takes",
        "inference.py",
        "                    self.named.pop(seat, None)\n                    if seat == taker:",
        "                    if seat == taker:",
    ),
)
"""The checklist. docs/developing.md's "Mutation checklist" names the same bugs."""


@dataclass(frozen=True)
class Verdict:
    """What the tests made of one mutant."""

    mutant: Mutant
    outcome: str
    """``caught``, ``MISSED``, ``STALE`` (the old text is not there exactly once) or
    ``TIMEOUT``."""
    detail: str = ""
    seconds: float = 0.0

    @property
    def missed(self) -> bool:
        """Anything but a clean catch."""
        return self.outcome != "caught"


_IGNORED: Final = shutil.ignore_patterns(
    ".git", ".venv", "build", "dist", "*.egg-info", "__pycache__", ".pytest_cache",
    ".hypothesis", ".mypy_cache", ".ruff_cache",
)  # fmt: skip
_FAILED: Final = re.compile(r"^(?:FAILED|ERROR) (.+?)(?: - .*)?$", re.MULTILINE)


def copy_checkout(into: Path) -> Path:
    """A copy of the checkout (sources, tests, tools, transcripts) under ``into``."""
    copy = into / "checkout"
    shutil.copytree(ROOT, copy, ignore=_IGNORED)
    return copy


def apply_mutant(copy: Path, mutant: Mutant) -> str | None:
    """Change the copy's file; ``None``, or why the mutant is stale."""
    path = copy / PACKAGE / mutant.path
    text = path.read_text(encoding="utf-8")
    found = text.count(mutant.old)
    if found != 1:
        return f"the old text occurs {found} times in {PACKAGE}/{mutant.path}"
    path.write_text(text.replace(mutant.old, mutant.new), encoding="utf-8")
    return None


def environment(copy: Path) -> dict[str, str]:
    """The environment for a run in ``copy``: its ``uno_classic`` comes first."""
    env = dict(os.environ)
    env["PYTHONPATH"] = os.pathsep.join([str(copy), *filter(None, [env.get("PYTHONPATH")])])
    env["PYTHONDONTWRITEBYTECODE"] = "1"
    env.pop("HYPOTHESIS_PROFILE", None)  # the suite's own, derandomized profile
    return env


def imported_from(copy: Path) -> Path:
    """Where ``uno_classic`` is imported from in a run in ``copy``."""
    done = subprocess.run(
        [sys.executable, "-c", f"import {PACKAGE}; print({PACKAGE}.__file__)"],
        cwd=copy,
        env=environment(copy),
        capture_output=True,
        text=True,
        check=True,
    )
    return Path(done.stdout.strip()).resolve()


def run_tests(copy: Path, selection: Sequence[str]) -> tuple[int | None, str]:
    """pytest in ``copy``, stopping at the first failure: (status or None on timeout, output)."""
    command = [sys.executable, "-m", "pytest", "-x", "-q", "-p", "no:cacheprovider", *selection]
    try:
        done = subprocess.run(
            command,
            cwd=copy,
            env=environment(copy),
            capture_output=True,
            text=True,
            timeout=TIMEOUT,
            check=False,
        )
    except subprocess.TimeoutExpired:
        return None, ""
    return done.returncode, done.stdout + done.stderr


def judge(mutant: Mutant, *, all_tests: bool, scratch: Path) -> Verdict:
    """Copy the checkout, apply ``mutant``, run its tests."""
    started = time.perf_counter()
    with tempfile.TemporaryDirectory(dir=scratch) as folder:
        copy = copy_checkout(Path(folder))
        stale = apply_mutant(copy, mutant)
        if stale is not None:
            return Verdict(mutant, "STALE", stale)
        where = imported_from(copy)
        if not where.is_relative_to(copy.resolve()):
            raise RuntimeError(f"the tests would import {where}, not the mutated copy")
        selection = [] if all_tests else guard_selection(mutant.guard)
        status, output = run_tests(copy, selection)
    seconds = time.perf_counter() - started
    if status is None:
        return Verdict(mutant, "TIMEOUT", f"no result in {TIMEOUT} s", seconds)
    if status == 0:
        return Verdict(mutant, "MISSED", "every test passed", seconds)
    first = _FAILED.search(output)
    if first is None:  # not a test failure: a collection or usage error
        tail = output.strip().splitlines()[-1:] or [f"pytest status {status}"]
        return Verdict(mutant, "MISSED", f"no failing test: {tail[0]}", seconds)
    return Verdict(mutant, "caught", first[1], seconds)


def main(argv: Sequence[str] | None = None) -> int:
    """Judge every mutant (or the chosen ones); 1 when any is missed."""
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0] if __doc__ else None)
    parser.add_argument(
        "--all-tests", action="store_true", help="run the whole suite, not each mutant's guard"
    )
    parser.add_argument("--only", default="", help="only mutants whose name contains this")
    parser.add_argument("--list", action="store_true", help="list the mutants and stop")
    args = parser.parse_args(argv)
    chosen = [m for m in MUTANTS if args.only.lower() in m.name.lower()]
    if args.list:
        for mutant in chosen:
            print(f"{mutant.name} ({PACKAGE}/{mutant.path}; guard: {mutant.guard})")
        return 0
    width = max(len(m.name) for m in chosen) if chosen else 0
    tests = "the whole suite" if args.all_tests else "each mutant's guard"
    print(f"{len(chosen)} mutants, run against {tests}", flush=True)
    verdicts = []
    started = time.perf_counter()
    with tempfile.TemporaryDirectory(prefix="uno-mutants-") as scratch:
        for mutant in chosen:
            verdict = judge(mutant, all_tests=args.all_tests, scratch=Path(scratch))
            verdicts.append(verdict)
            guard = "all" if args.all_tests else mutant.guard
            print(
                f"{verdict.outcome:<7} {mutant.name:<{width}}  [{guard}] {verdict.detail}"
                f" ({verdict.seconds:.0f} s)",
                flush=True,
            )
    missed = [v for v in verdicts if v.missed]
    print(
        f"{len(verdicts) - len(missed)} of {len(verdicts)} caught, {len(missed)} missed "
        f"({time.perf_counter() - started:.0f} s)"
    )
    return 1 if missed else 0


if __name__ == "__main__":
    sys.exit(main())
