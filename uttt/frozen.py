"""Frozen records: what ``@dataclass(frozen=True)`` gives, built without ``exec``.

``dataclasses`` writes each class's ``__init__``, ``__eq__``, ``__hash__``, ``__repr__``
and ``__setattr__`` as source text and compiles it when the class is created; the
bytecode cache does not keep that, so every start of the page compiled the methods of
every record again (in the browser about 1 ms a class, a third of the game's import:
docs/decisions/012-records-without-exec.md). ``frozen`` makes the same methods as
closures over the class's field names, with the same behaviour: fields from the
annotations in order, a base record's fields first, defaults and
``field(default_factory=...)``, positional or keyword arguments, equality of the same
class field by field, a hash of the fields, a repr that names them, and no assignment
after ``__init__``.

>>> @frozen
... class Point:
...     x: int
...     y: int = 0
>>> p = Point(1)
>>> p, p == Point(1, 0), hash(p) == hash(Point(x=1))
(Point(x=1, y=0), True, True)
>>> replace(p, y=2)
Point(x=1, y=2)
>>> p.x = 5
Traceback (most recent call last):
...
uttt.frozen.FrozenInstanceError: cannot assign to field 'x'

Type checkers read ``frozen`` as a frozen dataclass (``typing.dataclass_transform``).
Not supported (nothing here uses them): ``ClassVar`` is skipped but ``InitVar``,
``__post_init__``, ordering, ``kw_only`` and slots are not. A record's base classes are
records or plain classes, never dataclasses.
"""

from __future__ import annotations

import sys
import weakref
from collections.abc import Callable
from operator import attrgetter
from typing import TYPE_CHECKING, Any, ClassVar, TypeVar, dataclass_transform

T = TypeVar("T")
_MISSING: Any = object()
_FIELDS = "__record_fields__"
_CLASSVAR_NAMES = ("ClassVar", "typing.ClassVar")


class FrozenInstanceError(AttributeError):
    """An assignment to (or deletion of) a record's attribute."""


class Field:
    """What ``field(...)`` says about one field (its name and kind are filled in later)."""

    __slots__ = ("compare", "default", "factory", "name", "repr")

    def __init__(self, default: Any, factory: Any, compare: bool, repr: bool) -> None:
        if default is not _MISSING and factory is not _MISSING:
            raise ValueError("cannot specify both default and default_factory")
        self.name = ""
        self.default, self.factory, self.compare, self.repr = default, factory, compare, repr


def field(*, default: Any = _MISSING, default_factory: Callable[[], Any] = _MISSING,
          compare: bool = True, repr: bool = True) -> Any:
    """A field's default or default factory, and whether it is compared (hence hashed)
    and shown in the repr; as ``dataclasses.field``."""
    return Field(default, default_factory, compare, repr)


def _is_classvar(annotation: object) -> bool:
    if isinstance(annotation, str):
        return annotation.split("[", 1)[0].strip() in _CLASSVAR_NAMES
    return annotation is ClassVar or getattr(annotation, "__origin__", None) is ClassVar


def _annotations(cls: type) -> dict[str, Any]:
    """The class's own annotations, unevaluated where possible (with ``from __future__
    import annotations``, as in all of uttt, the strings the class body wrote)."""
    own = cls.__dict__.get("__annotations__")  # noqa: RUF063 (no import of inspect)
    if own is None and sys.version_info >= (3, 14):  # no `from __future__ import annotations`
        import annotationlib  # type: ignore[import-not-found,unused-ignore]

        own = annotationlib.get_annotations(cls, format=annotationlib.Format.FORWARDREF)
    return dict(own or {})


def _own_fields(cls: type) -> list[Field]:
    """The fields the class body declares, its class attributes set as ``dataclasses``
    leaves them (a plain default stays, a factory's attribute goes)."""
    fields = []
    for name, annotation in _annotations(cls).items():
        if _is_classvar(annotation):
            continue
        value = cls.__dict__.get(name, _MISSING)
        spec = value if isinstance(value, Field) else Field(value, _MISSING, True, True)
        if isinstance(spec.default, (list, dict, set)):
            raise ValueError(f"mutable default {type(spec.default)} for field {name} "
                             "is not allowed: use default_factory")
        spec.name = name
        if isinstance(value, Field):
            if spec.default is _MISSING:
                delattr(cls, name)
            else:
                setattr(cls, name, spec.default)
        fields.append(spec)
    return fields


def _all_fields(cls: type) -> tuple[Field, ...]:
    """Base records' fields first (a field declared again keeps its place), then this
    class's own."""
    merged: dict[str, Field] = {}
    for base in reversed(cls.__mro__[1:]):
        for spec in base.__dict__.get(_FIELDS, ()):
            merged[spec.name] = spec
    for spec in _own_fields(cls):
        merged[spec.name] = spec
    fields = tuple(merged.values())
    seen_default = False
    for spec in fields:
        has_default = spec.default is not _MISSING or spec.factory is not _MISSING
        if seen_default and not has_default:
            raise TypeError(f"non-default argument {spec.name!r} follows default argument")
        seen_default = seen_default or has_default
    return fields


def _make_init(cls: type, fields: tuple[Field, ...]) -> Callable[..., None]:
    names = tuple(spec.name for spec in fields)
    count = len(names)
    qualname = cls.__qualname__
    # The common case without keywords: positional values, then plain defaults.
    defaults = tuple(spec.default for spec in fields)
    required = sum(1 for value in defaults if value is _MISSING)
    plain = all(spec.factory is _MISSING for spec in fields)

    def bind(args: tuple[Any, ...], kwargs: dict[str, Any]) -> tuple[Any, ...]:
        if len(args) > count:
            raise TypeError(f"{qualname}.__init__() takes {count + 1} positional arguments "
                            f"but {len(args) + 1} were given")
        values = list(args)
        for spec in fields[len(args):]:
            if spec.name in kwargs:
                values.append(kwargs.pop(spec.name))
            elif spec.default is not _MISSING:
                values.append(spec.default)
            elif spec.factory is not _MISSING:
                values.append(spec.factory())
            else:
                raise TypeError(f"{qualname}.__init__() missing required argument: "
                                f"{spec.name!r}")
        for name in kwargs:
            kind = "multiple values for" if name in names else "an unexpected keyword"
            raise TypeError(f"{qualname}.__init__() got {kind} argument {name!r}")
        return tuple(values)

    def __init__(self: Any, *args: Any, **kwargs: Any) -> None:
        given = len(args)
        if kwargs or given != count:
            if not kwargs and plain and required <= given < count:
                args += defaults[given:]
            else:
                args = bind(args, kwargs)
        self.__dict__.update(zip(names, args))  # noqa: B905 (bind made the lengths equal)

    return __init__


def _make_key(names: tuple[str, ...]) -> Callable[[Any], tuple[Any, ...]]:
    """The tuple of the named attributes (what ``dataclasses`` compares and hashes)."""
    if len(names) > 1:
        return attrgetter(*names)
    if len(names) == 1:
        single = attrgetter(names[0])
        return lambda obj: (single(obj),)
    return lambda obj: ()


def _make_methods(cls: type, fields: tuple[Field, ...]) -> dict[str, Any]:
    key = _make_key(tuple(spec.name for spec in fields if spec.compare))
    shown = tuple(spec.name for spec in fields if spec.repr)

    def __eq__(self: Any, other: object) -> bool:
        if other.__class__ is not self.__class__:
            return NotImplemented
        return bool(key(self) == key(other))

    def __hash__(self: Any) -> int:
        return hash(key(self))

    def __repr__(self: Any) -> str:
        inner = ", ".join(f"{name}={getattr(self, name)!r}" for name in shown)
        return f"{self.__class__.__qualname__}({inner})"

    def __setattr__(self: Any, name: str, value: object) -> None:
        raise FrozenInstanceError(f"cannot assign to field {name!r}")

    def __delattr__(self: Any, name: str) -> None:
        raise FrozenInstanceError(f"cannot delete field {name!r}")

    return {"__init__": _make_init(cls, fields), "__eq__": __eq__, "__hash__": __hash__,
            "__repr__": __repr__, "__setattr__": __setattr__, "__delattr__": __delattr__}


def _has_explicit_hash(cls: type) -> bool:
    """As ``dataclasses``: a ``__hash__`` the class body wrote (not the ``None`` Python
    puts there for a class that defines ``__eq__``)."""
    if "__hash__" not in cls.__dict__:
        return False
    return not (cls.__dict__["__hash__"] is None and "__eq__" in cls.__dict__)


@dataclass_transform(frozen_default=True, field_specifiers=(field,))
def frozen(cls: type[T]) -> type[T]:
    """Make ``cls`` a frozen record (see the module's docstring)."""
    fields = _all_fields(cls)
    explicit_hash = _has_explicit_hash(cls)
    for name, method in _make_methods(cls, fields).items():
        if name in ("__setattr__", "__delattr__") and name in cls.__dict__:
            raise TypeError(f"cannot overwrite attribute {name} in class {cls.__name__}")
        if name == "__hash__" and explicit_hash:
            continue
        if name not in cls.__dict__ or name in ("__hash__", "__setattr__", "__delattr__"):
            method.__qualname__ = f"{cls.__qualname__}.{name}"
            setattr(cls, name, method)
    cls.__match_args__ = tuple(spec.name for spec in fields)  # type: ignore[attr-defined,misc]
    setattr(cls, _FIELDS, fields)
    return cls


def fields(obj: object) -> tuple[Field, ...]:
    """A record's (or record class's) fields, in order."""
    found: tuple[Field, ...] | None = getattr(obj, _FIELDS, None)
    if found is None:
        raise TypeError("fields() should be called on a record or record class")
    return found


def is_frozen(obj: object) -> bool:
    """Whether ``obj`` is a record or a record class."""
    return hasattr(obj, _FIELDS)


def _replace(obj: T, /, **changes: Any) -> T:
    """A copy of the record ``obj`` with some fields changed (``dataclasses.replace``)."""
    names = {spec.name for spec in fields(obj)}
    for name in changes:
        if name not in names:
            raise TypeError(f"{obj.__class__.__qualname__}.__init__() got an unexpected "
                            f"keyword argument {name!r}")
    new = object.__new__(obj.__class__)
    new.__dict__.update(obj.__dict__)
    new.__dict__.update(changes)
    held = _derived_of(obj)
    if held:  # values derived from fields that stay the very same objects are kept
        kept = {name: entry for name, entry in held.items()
                if entry[0] and all(_same(path, obj, new) for path in entry[0])}
        if kept:
            _deriving(new).update(kept)
    return new


def _same(path: str, old: Any, new: Any) -> bool:
    """Whether the field ``path`` names (a field, or a dotted path into a record field:
    ``"part.field"``) holds the very same object in ``old`` and ``new``."""
    head, _, rest = path.partition(".")
    before, after = old.__dict__[head], new.__dict__[head]
    if after is before:
        return True
    if not rest:
        return False
    read = attrgetter(rest)
    return bool(read(after) is read(before))


Derived = dict[str, tuple[tuple[str, ...], Any]]
"""A record's derived values by name, each with the fields it is computed from."""
_DERIVED: dict[int, tuple[weakref.ref[Any], Derived]] = {}
"""The derived values of the records that have some, by identity (not in their
``__dict__``, which holds their fields only), dropped with the record."""


def _derived_of(obj: Any) -> Derived | None:
    entry = _DERIVED.get(id(obj))
    return entry[1] if entry is not None and entry[0]() is obj else None


def _deriving(obj: Any) -> Derived:
    """The derived values of ``obj``, made empty if it has none."""
    values = _derived_of(obj)
    if values is not None:
        return values
    key = id(obj)

    def gone(ref: weakref.ref[Any]) -> None:
        if _DERIVED.get(key, (None,))[0] is ref:
            del _DERIVED[key]

    values = {}
    _DERIVED[key] = (weakref.ref(obj, gone), values)
    return values


def derived(obj: Any, name: str, build: Callable[[], T], *, on: tuple[str, ...] = ()) -> T:
    """A value computed from the record ``obj``'s fields, once, and kept with it (not a
    field: never compared, hashed or shown). ``replace`` keeps it in the copy while the
    fields named in ``on`` (those it is computed from) stay the very same objects; with
    none named, no copy keeps it. So it never outlives the fields it came from.

    >>> @frozen
    ... class Square:
    ...     side: int
    ...     name: str = ""
    >>> s = Square(3)
    >>> derived(s, "area", lambda: s.side ** 2, on=("side",))
    9
    >>> t = replace(s, name="t")
    >>> derived(t, "area", lambda: -1, on=("side",)), replace(s, side=4) == Square(4)
    (9, True)
    >>> derived(replace(s, side=4), "area", lambda: 16, on=("side",)), vars(t)
    (16, {'side': 3, 'name': 't'})

    A name in ``on`` may be a dotted path into a field that is a record: the value is
    kept while the fields along that path stay the same objects, whatever else of
    that record changes.

    >>> @frozen
    ... class Framed:
    ...     square: Square
    ...     colour: str = ""
    >>> f = Framed(s)
    >>> derived(f, "area", lambda: f.square.side ** 2, on=("square.side",))
    9
    >>> g = replace(f, square=replace(s, name="g"), colour="red")
    >>> derived(g, "area", lambda: -1, on=("square.side",))
    9
    >>> derived(replace(f, square=Square(4)), "area", lambda: 16, on=("square.side",))
    16
    """
    values = _deriving(obj)
    if name not in values:
        values[name] = (on, build())
    value: T = values[name][1]
    return value


def _asdict(obj: object) -> Any:
    """A record as a dict of its fields, records, lists, tuples and dicts inside it
    converted too (``dataclasses.asdict``); other values as they are."""
    if is_frozen(obj) and not isinstance(obj, type):
        return {spec.name: _asdict(getattr(obj, spec.name)) for spec in fields(obj)}
    if isinstance(obj, tuple) and hasattr(obj, "_fields"):  # a named tuple
        return type(obj)(*[_asdict(value) for value in obj])
    if isinstance(obj, (list, tuple)):
        return type(obj)(_asdict(value) for value in obj)
    if isinstance(obj, dict):
        return type(obj)((_asdict(k), _asdict(v)) for k, v in obj.items())
    return obj


# Type checkers check a call of these as they check the ``dataclasses`` functions
# (a record is a dataclass to them: the field names and types of ``replace``'s keywords).
if TYPE_CHECKING:
    from dataclasses import asdict as asdict
    from dataclasses import replace as replace
else:
    asdict, replace = _asdict, _replace
