"""The evaluation bar beside the board: the winning chances of the side it shows in the
position on screen, read from what the analysis already holds (the report's
evaluations, the live evaluation, the analysis board's values of a variation). Pure:
no search of its own.

The side shown is the person's own against the computer, else Red; the bar fills with
that side's colour from its end, and says both sides by name ("Winning chances: Red
62%, Blue 38%"), as the game names them (Red and Blue, or You and the computer).

>>> bar = eval_bar(0.62, x="red", side="red", sides={"red": "Red", "blue": "Blue"})
>>> bar.percent, bar.side, bar.figure
(62, 'red', '62')
>>> eval_bar(0.62, x="blue", side="red", sides={"red": "Red", "blue": "Blue"}).percent
38
"""

from __future__ import annotations

from collections.abc import Mapping

from uttt.app.core.vocabulary import Colour, other
from uttt.app.texts.i18n import Message, Ref, message
from uttt.frozen import frozen

Name = str | Ref
"""A side's name: a text, or a reference to one in the catalogs."""


@frozen
class EvalBar:
    """What the bar shows: the side's percent (its fill), the figure written on it, and
    its value in words for a screen reader."""

    side: Colour
    percent: int
    figure: str
    value: Message


def side_shown(person: Colour | None, computer: Colour | None) -> Colour:
    """Whose chances the bar shows: the person's own against the computer, else Red.

    >>> side_shown("blue", "red"), side_shown(None, None), side_shown("red", "blue")
    ('blue', 'red', 'red')
    """
    return person if person is not None and computer is not None else "red"


def side_names(person: Colour | None, computer: Colour | None) -> dict[Colour, Ref]:
    """Each side's name where it stands alone (the bar, the accuracy): You and the
    computer when a person here plays it, else Red and Blue.

    >>> names = side_names("blue", "red")
    >>> names["blue"].key, names["red"].key
    ('side.you', 'side.computer')
    >>> side_names(None, None)["red"].key
    'colour.red'
    """
    if person is not None and computer is not None:
        return {person: Ref("side.you"), computer: Ref("side.computer")}
    return {"red": Ref("colour.red"), "blue": Ref("colour.blue")}


def eval_bar(x_chances: float, *, x: Colour, side: Colour,
             sides: Mapping[Colour, Name]) -> EvalBar:
    """The bar for a position where X (played by ``x``) has ``x_chances`` (0..1)."""
    x_percent = round(x_chances * 100)
    percent = x_percent if side == x else 100 - x_percent
    value = message("eval.bar_label", x_name=sides[side], x=percent,
                    o_name=sides[other(side)], o=100 - percent)
    return EvalBar(side, percent, str(percent), value)


def x_chances_at(chances: list[float | None], ply: int) -> float | None:
    """X's chances at position ``ply`` of a report's ``x_chances`` (``None``: not yet).

    >>> x_chances_at([0.5, None, 1.0], 2), x_chances_at([0.5], 3)
    (1.0, None)
    """
    return chances[ply] if 0 <= ply < len(chances) else None


def x_from_turn(win: float, x_to_move: bool) -> float:
    """X's chances from the side to move's.

    >>> x_from_turn(0.7, True), round(x_from_turn(0.7, False), 2)
    (0.7, 0.3)
    """
    return win if x_to_move else 1.0 - win
