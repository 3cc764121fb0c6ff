"""Immutable records: what ``@dataclass(frozen=True, slots=True)`` gives, for less.

Making a dataclass compiles each of its methods with ``exec``: about a millisecond a class,
paid at every start of the game. The events and the end of a session are small types, so
they subclass :class:`Record` instead and just annotate their fields::

    class Played(Record):
        seat: int
        card: Card

The fields, in the order annotated, become the class's ``__slots__`` and
``__match_args__``; one shared ``__init__`` sets them, positionally or by keyword, taking
the class-level value of a field as its default. Type checkers see a frozen dataclass
(PEP 681's ``dataclass_transform``), so they check constructor calls and refuse
assignments to fields. At run time a record has:

* immutability: assigning or deleting a field raises ``AttributeError``;
* equality by type and fields, and a matching hash;
* a repr like a dataclass's: ``Played(seat=0, card=Card.parse('RED 7'))``;
* copies and pickles (rebuilt through ``__init__``);
* positional ``match`` patterns: ``case Played(seat, card):``.

Types that grow with the rules (``Rules``, ``Settings``) stay dataclasses, where
``dataclasses.replace`` and ``asdict`` work.
"""

from __future__ import annotations

import sys
import typing as t

if t.TYPE_CHECKING:
    from typing_extensions import dataclass_transform
elif sys.version_info >= (3, 11):
    from typing import dataclass_transform
else:  # Python 3.10: the decorator only informs type checkers

    def dataclass_transform(**_: object) -> t.Callable[[type], type]:
        return lambda cls: cls


_set_field = object.__setattr__  # past the __setattr__ that refuses changes


class _RecordType(type):
    """Turns a record class's annotated fields into its slots and match arguments, and
    moves their defaults out of the way of the slots."""

    def __new__(
        cls, name: str, bases: tuple[type, ...], namespace: dict[str, t.Any]
    ) -> _RecordType:
        parents = [base for base in bases if isinstance(base, _RecordType)]
        if any(getattr(parent, "__match_args__", ()) for parent in parents):
            raise TypeError(f"{name}: a record with fields cannot be extended")
        annotations = namespace.get("__annotations__", {}) if parents else {}
        fields = tuple(
            field
            for field, annotation in annotations.items()
            if "ClassVar" not in str(annotation)  # a class constant, not a field
        )
        namespace["__slots__"] = fields
        namespace["__match_args__"] = fields
        namespace["_defaults"] = {
            field: namespace.pop(field) for field in fields if field in namespace
        }
        return super().__new__(cls, name, bases, namespace)


@dataclass_transform(eq_default=True, frozen_default=True)
class Record(metaclass=_RecordType):
    """The behaviour every record shares, driven by its fields (``__match_args__``)."""

    __match_args__: t.ClassVar[tuple[str, ...]]
    _defaults: t.ClassVar[dict[str, object]]

    def __init__(self, *values: object, **named: object) -> None:
        fields = self.__match_args__
        if len(values) > len(fields):
            raise TypeError(f"{type(self).__name__} takes {len(fields)} fields")
        for field, value in zip(fields, values, strict=False):  # the rest by name
            if field in named:
                raise TypeError(f"{type(self).__name__} got {field!r} twice")
            _set_field(self, field, value)
        for field in fields[len(values) :]:
            if field in named:
                _set_field(self, field, named.pop(field))
            elif field in self._defaults:
                _set_field(self, field, self._defaults[field])
            else:
                raise TypeError(f"{type(self).__name__} needs its field {field!r}")
        if named:
            raise TypeError(f"{type(self).__name__} has no field {next(iter(named))!r}")

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
