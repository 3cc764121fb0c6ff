"""Strategies of one's own: a class named on the command line (``--strategy MODULE:NAME``),
seated like a built-in level in the game and in ``simulate``.

A strategy from outside is checked at every answer: an answer that is not legal, or an
exception, stops the game with :class:`StrategyFailed`, naming the strategy and the
question, and is never played.

How it is seated:

- **Imported** with the working folder first on ``sys.path`` (as ``python -m`` and uvicorn
  do: an installed command's own ``sys.path[0]`` is its ``bin`` folder), so a ``mybot.py``
  beside the player is found; ``package.module:Name`` works too. :func:`load` checks it
  once per process: the module imports, it has the name, the name is a class that can be
  made with no arguments, and that object answers the six questions. Anything else is a
  :class:`PluginError` (a :class:`ValueError`), which the command line turns into its
  usage error.
- **Made once per seat and game**: each seat it sits in gets an object of its own, made
  when that seat is first asked something in a game, so whatever it keeps is of one seat
  and one game, and ``simulate`` plays each game the same whichever process plays it.
- **Shown the table** as a :class:`~uno_classic.view.Snapshot`: the same values a built-in
  level reads from its live view, copied into tuples, so it may keep it and cannot change
  the game through it.
- **Checked** by :class:`CheckedStrategy`, which answers for it: a card among
  :func:`~uno_classic.strategies.playable` or ``None``, a color of the deck, a ``bool``,
  a position among the other players or ``None``. The built-in levels are never wrapped,
  and pay nothing for it.
"""

from __future__ import annotations

import os
import random
import sys
from collections.abc import Sequence
from typing import Any, Final

from .cards import Card, Color
from .questions import Question
from .strategies import playable
from .view import Snapshot, TableView

SEPARATOR: Final = ":"
"""Between the module and the class: ``mybot:Bot``."""

METHODS: Final = (
    ("choose_play", Question.MOVE),
    ("choose_color", Question.COLOR),
    ("play_taken", Question.PLAY_TAKEN),
    ("challenge", Question.CHALLENGE),
    ("choose_swap", Question.SWAP),
    ("jump_in", Question.JUMP_IN),
)
"""The strategy interface's methods, each with the question it answers."""

REASON_WIDTH: Final = 48
"""An exception's message is cut to this many characters in the one line the game stops
with (the whole of it is in the crash log's traceback)."""


class StrategyFailed(Exception):
    """A strategy seated with ``--strategy MODULE:NAME`` raised an exception, or answered
    what it may not, at ``question``. The game stops; nothing of the answer is played.
    ``why`` says what happened, in a few words; the traceback (when there is one) is the
    exception's ``__cause__``."""

    game_number: int | None = None
    """The game of a ``simulate`` run it failed in, when that is known."""

    def __init__(self, strategy: str, question: Question, why: str) -> None:
        super().__init__(f"strategy {strategy} failed at {question.name}: {why}")
        self.strategy = strategy
        self.question = question
        self.why = why

    def __reduce__(self) -> tuple[Any, ...]:
        # Raised in a worker process of ``simulate``, it is pickled back to the parent:
        # made again from its own three arguments, its attributes kept.
        return (type(self), (self.strategy, self.question, self.why), self.__dict__)

    def line(self) -> str:
        """The one line the game stops with, in the game's upper case but for the
        strategy's own name (a module and a class name are case-sensitive)."""
        return f"THE STRATEGY {self.strategy} FAILED AT {self.question.name}: {self.why.upper()}"


class PluginError(ValueError):
    """A ``--strategy MODULE:NAME`` that cannot be seated: no such module or name, not a
    class made with no arguments, or one that does not answer every question. Its message
    is one line."""


def is_plugin(name: str) -> bool:
    """Whether a ``--strategy`` name names a class of one's own (``MODULE:NAME``) rather
    than a level."""
    return SEPARATOR in name


_LOADED: dict[str, type] = {}
"""Each class already loaded and checked, by the name it was given as."""


def load(spec: str) -> type:
    """The class ``spec`` (``MODULE:NAME``) names, imported and checked (see the module's
    docstring); :class:`PluginError` says in one line why it cannot be seated."""
    found = _LOADED.get(spec)
    if found is not None:
        return found
    module_name, _, attribute = spec.partition(SEPARATOR)
    if not (_dotted(module_name) and _dotted(attribute)):
        raise PluginError(f"{spec!r} is not MODULE:NAME (a module, a colon, a class in it)")
    module = _imported(spec, module_name)
    made: Any = module
    for part in attribute.split("."):
        if not hasattr(made, part):
            raise PluginError(f"{spec}: the module {module_name} has no {attribute}")
        made = getattr(made, part)
    if not isinstance(made, type):
        raise PluginError(f"{spec}: {attribute} is not a class but {_kind(made)}")
    try:
        sample = made()
    except Exception as error:
        raise PluginError(
            f"{spec}: {attribute}() failed ({describe(error)}): a strategy class is made "
            "with no arguments"
        ) from None
    missing = [name for name, _ in METHODS if not callable(getattr(sample, name, None))]
    if missing:
        every = ", ".join(name for name, _ in METHODS)
        if len(missing) == len(METHODS):
            raise PluginError(f"{spec}: {attribute} has none of a strategy's methods ({every})")
        raise PluginError(
            f"{spec}: {attribute} has no {', '.join(missing)} (a strategy has all of {every})"
        )
    _LOADED[spec] = made
    return made


def _dotted(text: str) -> bool:
    return all(part.isidentifier() for part in text.split("."))


def _kind(value: object) -> str:
    name = type(value).__name__
    return f"an {name}" if name[:1] in "aeiou" else f"a {name}"


def _imported(spec: str, module_name: str) -> Any:
    """The module, imported with the working folder first on ``sys.path``."""
    import importlib  # noqa: PLC0415 (only for a strategy of one's own)

    folder = os.getcwd()
    added = sys.path[:1] != [folder]
    if added:
        sys.path.insert(0, folder)
    try:
        return importlib.import_module(module_name)
    except ModuleNotFoundError as error:
        if error.name is not None and (module_name + ".").startswith(error.name + "."):
            raise PluginError(
                f"{spec}: no module named {error.name} here (in {folder} or on Python's path)"
            ) from None
        raise PluginError(f"{spec}: importing {module_name} failed ({describe(error)})") from None
    except (Exception, SystemExit) as error:
        raise PluginError(f"{spec}: importing {module_name} failed ({describe(error)})") from None
    finally:
        # Only for the import: left first on the path, a file of the working folder named
        # like a module of Python's own (traceback.py) would stand in for it later.
        if added:
            sys.path.remove(folder)


def describe(error: BaseException) -> str:
    """An exception in one line: its type and the first line of its message."""
    lines = str(error).strip().splitlines()
    if not lines:
        return type(error).__name__
    text = lines[0] if len(lines[0]) <= REASON_WIDTH else lines[0][: REASON_WIDTH - 3] + "..."
    return f"{type(error).__name__}: {text}"


def seated(spec: str) -> CheckedStrategy:
    """A seat's strategy of one's own, behind its checks (:class:`PluginError` when it
    cannot be seated)."""
    return CheckedStrategy(spec, load(spec))


def for_new_game(strategies: Sequence[Any]) -> Sequence[Any]:
    """The seats' strategies for a new game: a fresh :class:`CheckedStrategy` for each seat
    of one's own (its object made anew when first asked), the built-in levels as they are
    (the same sequence when there is none of one's own)."""
    if not any(type(strategy) is CheckedStrategy for strategy in strategies):
        return strategies
    return [
        CheckedStrategy(strategy.name, strategy.made_from)
        if type(strategy) is CheckedStrategy
        else strategy
        for strategy in strategies
    ]


def snapshot(view: TableView) -> Snapshot:
    """What ``view`` shows now, as a plain value of tuples."""
    # Made as the tuple it is, its fields in Snapshot's order (faster than a call with
    # keywords: it is made at every answer of a strategy of one's own). A test compares
    # each field with the view's.
    return _SNAPSHOT(
        Snapshot,
        (
            tuple(view.hand),
            view.top_card,
            view.current_color,
            tuple(view.others),
            tuple(view.discard_pile),
            view.direction,
            view.restriction,
            tuple(view.colors),
            view.pending,
            view.gives_hand_away,
            view.seven_zero,
        ),
    )


_SNAPSHOT: Final = tuple.__new__


class CheckedStrategy:
    """A strategy of one's own in one seat for one game, answering the six questions of
    :class:`~uno_classic.strategies.Strategy` through the object it makes of its class,
    and checking each answer against the view before the game sees it. Its ``name`` is
    the ``MODULE:NAME`` it was given as, which the game keeps (in saves, recordings, the
    record of games and ``simulate``'s report)."""

    def __init__(self, name: str, made_from: type) -> None:
        self.name = name
        self.made_from = made_from
        self._own: Any = None

    def _ask(self, question: Question, method: str, view: TableView, *args: object) -> Any:
        """The object's answer to ``method``, shown a snapshot of ``view``; any exception
        from it (its making too), ``sys.exit`` and ``GeneratorExit`` included, is
        :class:`StrategyFailed`. Ctrl-C (``KeyboardInterrupt``, or the game's own
        ``Interrupted``, which no ``except Exception`` catches) passes: it is the player's."""
        try:
            own = self._own
            if own is None:
                own = self._own = self.made_from()
            return getattr(own, method)(snapshot(view), *args)
        except (Exception, SystemExit, GeneratorExit) as error:
            raise StrategyFailed(self.name, question, describe(error)) from error

    def _wrong(self, question: Question, answer: object, wanted: str) -> StrategyFailed:
        return StrategyFailed(self.name, question, f"it answered {_shown(answer)}, not {wanted}")

    def choose_play(self, view: TableView, rng: random.Random) -> Card | None:
        """A card it may play now, or ``None`` to take one."""
        plays = playable(view)
        answer = self._ask(Question.MOVE, "choose_play", view, rng)
        if answer is None or (type(answer) is Card and answer in plays):
            return answer
        if type(answer) is Card:
            raise StrategyFailed(self.name, Question.MOVE, f"{answer.name} is not a legal play now")
        raise self._wrong(Question.MOVE, answer, "a card of its hand or None")

    def choose_color(self, view: TableView, rng: random.Random) -> Color:
        """A color of the deck in play."""
        answer = self._ask(Question.COLOR, "choose_color", view, rng)
        if isinstance(answer, Color) and answer in view.colors:
            return answer
        colors = ", ".join(color.name for color in view.colors)
        raise self._wrong(Question.COLOR, answer, f"one of the colors {colors}")

    def play_taken(self, view: TableView, card: Card, rng: random.Random) -> bool:
        """Whether to play the card just taken: ``True`` or ``False``."""
        return self._yes_or_no(Question.PLAY_TAKEN, "play_taken", view, card, rng)

    def challenge(self, view: TableView, rng: random.Random) -> bool:
        """Whether to challenge the Draw Four: ``True`` or ``False``."""
        return self._yes_or_no(Question.CHALLENGE, "challenge", view, rng)

    def choose_swap(self, view: TableView, rng: random.Random) -> int | None:
        """A position among the other players, or ``None`` to keep its hand."""
        players = len(view.others)
        answer = self._ask(Question.SWAP, "choose_swap", view, rng)
        if answer is None or (type(answer) is int and 0 <= answer < players):
            return answer
        raise self._wrong(Question.SWAP, answer, f"None or a whole number 0 to {players - 1}")

    def jump_in(self, view: TableView, card: Card, rng: random.Random) -> bool:
        """Whether to jump in with ``card``: ``True`` or ``False``."""
        return self._yes_or_no(Question.JUMP_IN, "jump_in", view, card, rng)

    def _yes_or_no(self, question: Question, method: str, view: TableView, *args: object) -> bool:
        answer = self._ask(question, method, view, *args)
        if type(answer) is bool:
            return answer
        raise self._wrong(question, answer, "True or False")


def _shown(answer: object) -> str:
    """An answer as the failure line names it: a card or a color by its name, anything
    else by its repr (cut short)."""
    if isinstance(answer, Card):
        return answer.name
    if isinstance(answer, Color):
        return answer.name
    text = repr(answer)
    return text if len(text) <= 20 else text[:17] + "..."
