"""``uttt.frozen`` behaves as ``@dataclass(frozen=True)`` for what uttt uses: the same
classes declared both ways give the same fields, equality, hash, repr and errors."""

from __future__ import annotations

import copy
import dataclasses
import pickle
from abc import ABC, abstractmethod
from typing import ClassVar, Generic, TypeVar

import pytest
from hypothesis import given
from hypothesis import strategies as st

from uttt.frozen import FrozenInstanceError, asdict, field, fields, frozen, is_frozen, replace

T = TypeVar("T")


@frozen
class Point:
    x: int
    y: int = 0
    tags: tuple[str, ...] = ()


@dataclasses.dataclass(frozen=True)
class DataPoint:
    x: int
    y: int = 0
    tags: tuple[str, ...] = ()


@frozen
class Base:
    a: int
    b: str = "b"


@frozen
class Child(Base):
    c: float = 1.5


@frozen
class Redeclared(Base):
    a: int = 7  # a base field given a default keeps its place


@frozen
class WithFactory:
    items: list[int] = field(default_factory=list)
    hidden: int = field(default=3, compare=False, repr=False)
    limit: ClassVar[int] = 9


@frozen
class Entry(ABC):
    key: int

    @abstractmethod
    def kind(self) -> str: ...


@frozen
class Win(Entry):
    player: str

    def kind(self) -> str:
        return "win"


@frozen
class Box(Generic[T]):
    value: T


@frozen
class Empty:
    pass


@frozen
class Nested:
    point: Point
    points: list[Point] = field(default_factory=list)
    names: dict[str, Point] = field(default_factory=dict)


class TestConstruction:
    def test_positional_keyword_and_defaults(self) -> None:
        assert Point(1, 2).y == 2
        assert Point(x=1, y=2) == Point(1, 2)
        assert Point(1) == Point(1, 0, ())
        assert Point(1, tags=("t",)).tags == ("t",)

    def test_errors_as_a_call_of_a_function(self) -> None:
        with pytest.raises(TypeError, match="missing required argument: 'x'"):
            Point()  # type: ignore[call-arg]
        with pytest.raises(TypeError, match="takes 4 positional arguments but 5"):
            Point(1, 2, (), 4)  # type: ignore[call-arg]
        with pytest.raises(TypeError, match="unexpected keyword argument 'z'"):
            Point(1, z=3)  # type: ignore[call-arg]
        with pytest.raises(TypeError, match="multiple values for argument 'x'"):
            Point(1, x=2)  # type: ignore[misc]

    def test_base_fields_first(self) -> None:
        assert [f.name for f in fields(Child)] == ["a", "b", "c"]
        assert Child(1, "x", 2.0) == Child(a=1, b="x", c=2.0)
        assert Child(1).c == 1.5
        assert [f.name for f in fields(Redeclared)] == ["a", "b"]
        assert Redeclared().a == 7

    def test_a_field_without_default_after_one_with_is_refused(self) -> None:
        with pytest.raises(TypeError, match="non-default argument 'z'"):
            @frozen
            class Bad:
                y: int = 0
                z: int  # type: ignore[misc]

    def test_a_mutable_default_is_refused(self) -> None:
        with pytest.raises(ValueError, match="default_factory"):
            @frozen
            class Bad:
                items: list[int] = []  # noqa: RUF012

    def test_factory_makes_a_new_value_each_time(self) -> None:
        one, two = WithFactory(), WithFactory()
        assert one.items == [] and one.items is not two.items
        assert "items" not in WithFactory.__dict__  # as dataclasses leaves it
        assert WithFactory.hidden == 3
        assert [f.name for f in fields(WithFactory)] == ["items", "hidden"]  # not the ClassVar

    def test_abstract_and_generic_bases(self) -> None:
        with pytest.raises(TypeError):
            Entry(1)  # type: ignore[abstract]
        assert Win(1, "X").kind() == "win"
        assert Box(3).value == 3 and Box[int](3) == Box(3)

    def test_no_fields(self) -> None:
        assert Empty() == Empty() and hash(Empty()) == hash(()) and repr(Empty()) == "Empty()"


class TestLikeDataclasses:
    @given(st.integers(), st.integers(), st.lists(st.text(max_size=3), max_size=3))
    def test_eq_hash_repr(self, x: int, y: int, tags: list[str]) -> None:
        ours, theirs = Point(x, y, tuple(tags)), DataPoint(x, y, tuple(tags))
        assert hash(ours) == hash(theirs)
        assert repr(ours) == repr(theirs).replace("DataPoint", "Point")
        assert ours == Point(x, y, tuple(tags)) and ours != Point(x + 1, y, tuple(tags))
        assert asdict(ours) == dataclasses.asdict(theirs)

    def test_other_classes_are_not_equal(self) -> None:
        assert Point(1) != DataPoint(1)
        assert Base(1, "b") != Child(1, "b")  # same fields, another class
        assert Point(1).__eq__((1, 0, ())) is NotImplemented

    def test_compare_false_leaves_eq_hash_and_repr(self) -> None:
        assert WithFactory([1], 3) == WithFactory([1], 4)
        assert repr(WithFactory([1], 4)) == "WithFactory(items=[1])"
        with pytest.raises(TypeError, match="unhashable"):
            hash(WithFactory([1]))  # a list field: as a dataclass, not hashable

    def test_frozen(self) -> None:
        point = Point(1)
        with pytest.raises(FrozenInstanceError, match="cannot assign to field 'x'"):
            point.x = 2  # type: ignore[misc]
        with pytest.raises(AttributeError):
            point.z = 2  # type: ignore[attr-defined]
        with pytest.raises(FrozenInstanceError):
            del point.x  # type: ignore[misc]
        assert point == Point(1)

    def test_match_args(self) -> None:
        assert Child.__match_args__ == ("a", "b", "c")  # type: ignore[attr-defined]
        match Child(1, "q"):
            case Child(1, b, c):
                assert (b, c) == ("q", 1.5)
            case _:
                pytest.fail("no match")

    def test_copy_and_pickle(self) -> None:
        win = Win(3, "O")
        assert copy.copy(win) == win and copy.deepcopy(win) == win
        again = pickle.loads(pickle.dumps(win))
        assert again == win and type(again) is Win
        with pytest.raises(FrozenInstanceError):
            again.key = 4  # type: ignore[misc]


class TestReplaceAndAsdict:
    def test_replace_changes_only_what_it_names(self) -> None:
        point = Point(1, 2, ("a",))
        moved = replace(point, y=5)
        assert moved == Point(1, 5, ("a",)) and point == Point(1, 2, ("a",))
        assert type(replace(Child(1), a=2)) is Child
        assert replace(Child(1), c=0.5) == Child(1, "b", 0.5)

    def test_replace_refuses_an_unknown_field(self) -> None:
        with pytest.raises(TypeError, match="unexpected keyword argument 'z'"):
            replace(Point(1), z=1)  # type: ignore[call-arg]
        with pytest.raises(TypeError, match="record"):
            replace(DataPoint(1), x=2)

    def test_asdict_recurses(self) -> None:
        nested = Nested(Point(1), [Point(2)], {"k": Point(3)})
        assert asdict(nested) == {
            "point": {"x": 1, "y": 0, "tags": ()},
            "points": [{"x": 2, "y": 0, "tags": ()}],
            "names": {"k": {"x": 3, "y": 0, "tags": ()}},
        }

    def test_is_record(self) -> None:
        assert is_frozen(Point) and is_frozen(Point(1))
        assert not is_frozen(DataPoint(1)) and not is_frozen(3)
