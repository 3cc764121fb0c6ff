"""Several humans at one keyboard: who has it, and what each human may see.

With two or more humans, hands stay private. A human's prompt comes only after that human
has pressed a key at ``<NAME>: PRESS ANY KEY TO SEE YOUR CARDS``, unless it answered the
prompt before; on a terminal the screen is cleared just before that question and the
public lines that human missed are shown again. :class:`Keyboard` keeps the account the
console needs for that, and does no I/O: the lines every player may see, how far each
human has seen them, who is at the keyboard, and which cards each human is still to be
told of. With one human it is always at the keyboard and sees its cards at once, so none
of this changes its screen.
"""

from __future__ import annotations

from collections.abc import Sequence

from .cards import Card


class Keyboard:
    """The hot-seat account of one session (see the module's docstring)."""

    def __init__(self, humans: int) -> None:
        self.several = humans > 1
        """Two or more humans share the keyboard: everything below is in play."""
        self.at: int | None = None if self.several else 0
        """The human whose prompts are being answered, who may see its own hand and the
        cards it takes; None when nobody is (before the first human prompt of a hand). One
        human always is."""
        self.unconfirmed = False
        """A resumed game came back: whoever sits at the keyboard now is asked for a key
        before the next prompt to a human, even where the game never stopped asked none
        (the same human went on). That key is kept in no save."""
        self.public: list[str] = []
        """Every public line so far (all but hand rows, YOU TOOK, the HELD: list a
        challenger sees, prompts with their echoes and refusals, and help): what a human
        taking the keyboard is shown again."""
        self.seen = [0] * humans
        """For each human, how many of the public lines it had seen when it last left the
        keyboard."""
        self.on_screen = 0
        """The first public line on a terminal since it was last cleared: where a screen
        cleared again to hide a hand starts."""
        self.hand_on_screen = False
        """Private lines have reached the terminal since it was last cleared: they are
        hidden before a computer moves."""
        self.received: list[list[Card]] = [[] for _ in range(humans)]
        """The cards to name to each human before its next prompt: those it took while it
        was not playing out its own answer, and those named to it at once that a terminal
        may have cleared away since (see :meth:`may_clear`)."""
        self.named: list[list[Card]] = [[] for _ in range(humans)]
        """The cards named to each human at once since it last answered a prompt."""

    def said(self, lines: Sequence[str]) -> None:
        """Public lines were printed: kept for the recaps (with several humans only; one
        human never needs them)."""
        if self.several:
            self.public += lines

    def leave(self) -> None:
        """Nobody is at the keyboard now: whoever was has seen every public line so far.
        (One human never leaves it.)"""
        if self.several:
            if self.at is not None:
                self.seen[self.at] = len(self.public)
            self.at = None

    def recap_from(self, seat: int) -> int:
        """The human in ``seat`` is about to take the keyboard: the first public line it
        has not seen (for one asked again after a resume, the first since the game came
        back). Whoever had the keyboard leaves it."""
        if self.at == seat:
            return self.on_screen
        self.leave()
        return self.seen[seat]

    def taken_by(self, seat: int) -> None:
        """The human in ``seat`` pressed its key: the keyboard is its own."""
        self.at = seat
        self.unconfirmed = False

    def cleared(self, start: int) -> None:
        """The terminal was cleared and the public lines from ``start`` shown again."""
        self.on_screen = start
        self.hand_on_screen = False

    def came_back(self) -> None:
        """A resumed game comes back on screen, whose replayed lines never reached it: the
        cards named before the stop are named again, and whoever sits at the keyboard is
        asked to confirm it. The lines saying where the game stands come next, so each
        human's recap starts there: not with the replayed lines they sum up again."""
        self.may_clear()
        self.unconfirmed = self.several
        self.cleared(len(self.public))
        self.seen = [len(self.public)] * len(self.seen)

    def may_clear(self) -> None:
        """The screen may be cleared now (a computer is about to move, the keyboard changes
        hands, a resumed game comes back): the cards named to each human at once since it
        last answered are named to it again before its next prompt. The same through a
        pipe, which clears nothing, so that its bytes are a terminal's."""
        for seat, cards in enumerate(self.named):
            if cards:
                self.received[seat][:0] = cards
                self.named[seat] = []

    def answered(self) -> None:
        """The human at the keyboard answered a prompt: it has seen the cards named to it."""
        if self.several and self.at is not None:
            self.named[self.at] = []

    def took(self, seat: int, cards: Sequence[Card], *, at_once: bool) -> None:
        """The human in ``seat`` took ``cards``, named to it ``at_once`` (playing out its
        own answer at the keyboard) or to be named before its next prompt."""
        if self.several:
            (self.named if at_once else self.received)[seat] += cards

    def hand_changed(self, seat: int) -> None:
        """The human in ``seat`` was given another hand (a swap, a rotation): the cards it
        took before are no longer its own, and none of them is named to it."""
        self.received[seat] = []
        self.named[seat] = []

    def new_hand(self) -> None:
        """A hand is dealt: nothing is owed to anyone."""
        self.received = [[] for _ in self.received]
        self.named = [[] for _ in self.named]

    def to_name(self, seat: int) -> list[Card]:
        """The cards to name to the human in ``seat`` before its prompt, once."""
        cards, self.received[seat] = self.received[seat], []
        return cards
