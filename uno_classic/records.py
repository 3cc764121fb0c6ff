"""Immutable records written out by hand: what ``@dataclass(frozen=True)`` gives, for less.

Making a dataclass compiles each of its methods with ``exec``: about a millisecond a class,
paid at every start of the game. The events and the end of a session are small types that
seldom change, so they subclass :class:`Record` and list their fields by hand. Types that
grow with the rules (``Rules``, ``Options``) stay dataclasses, where a new field is one line
and ``dataclasses.replace`` and ``asdict`` work.

A record declares its fields three times, in the order of its constructor: as
``__match_args__``, as annotations, and in an ``__init__`` that sets each with
:data:`set_field`; ``__slots__`` names them too. In return it gets:

* immutability: assigning or deleting a field raises ``AttributeError``;
* equality by type and fields, and a matching hash;
* a repr like a dataclass's: ``Played(seat=0, card=Card.parse('RED 7'))``;
* copies and pickles (rebuilt through ``__init__``);
* positional ``match`` patterns: ``case Played(seat, card):``.
"""

from __future__ import annotations

from typing import ClassVar

set_field = object.__setattr__
"""Sets a field in a record's ``__init__``, past the ``__setattr__`` that refuses changes."""


class Record:
    """The behaviour every record shares, driven by its ``__match_args__`` (its fields)."""

    __slots__ = ()
    __match_args__: ClassVar[tuple[str, ...]] = ()

    def _values(self) -> tuple[object, ...]:
        return tuple(getattr(self, name) for name in self.__match_args__)

    def __eq__(self, other: object) -> bool:
        if type(other) is not type(self):
            return NotImplemented
        return self._values() == other._values()

    def __hash__(self) -> int:
        return hash(self._values())

    def __repr__(self) -> str:
        fields = ", ".join(f"{name}={getattr(self, name)!r}" for name in self.__match_args__)
        return f"{type(self).__name__}({fields})"

    def __reduce__(self) -> tuple[type[Record], tuple[object, ...]]:
        # Copies and pickles are rebuilt through __init__, as __setattr__ refuses.
        return (type(self), self._values())

    def __setattr__(self, name: str, value: object) -> None:
        raise AttributeError(f"cannot assign to field {name!r} of a {type(self).__name__}")

    def __delattr__(self, name: str) -> None:
        raise AttributeError(f"cannot delete field {name!r} of a {type(self).__name__}")
