"""What the page reports to the controller: plain frozen data, each with its time
(``performance.now() / 1000``) where time matters."""

from __future__ import annotations

from uttt.app.core.event import Event
from uttt.app.core.vocabulary import GameKind, Level, Mode
from uttt.board import Move
from uttt.frozen import frozen


@frozen
class Click(Event):
    """A button of the page was pressed. ``fresh_id`` is a new random round id,
    in case the click starts a round."""

    button: str
    time: float
    fresh_id: str = ""


@frozen
class ComputerMove(Event):
    """A search finished: its ticket's token and the move it chose."""

    token: int
    move: Move
    time: float


@frozen
class Choose(Event):
    """The player picked a mode and level (``fresh_id``: a new round id, in case
    the choice starts a round)."""

    mode: Mode
    level: Level
    time: float
    fresh_id: str = ""
    game: GameKind | None = None
    """A new game kind too (``None``: keep the current one)."""
    red_level: Level | None = None
    """Red's level when the computer plays itself (``None``: the saved setting)."""


@frozen
class SetOption(Event):
    """A control of the settings panel changed (``uttt.app.features.looks.form``): its name and
    raw value; ``fresh_id`` in case the change starts a round."""

    name: str
    value: str
    time: float
    fresh_id: str = ""


@frozen
class Written(Event):
    """Another tab wrote a key of ours (the ``storage`` event): its raw text, ``None``
    if removed. Read, validated and merged by the controller, never trusted."""

    text: str | None


@frozen
class Saving(Event):
    """What storage holds (``stored``; ``None``: nothing), to merge with before writing:
    reported when a save is asked before this tab knows it (``Save``), or when another
    tab wrote since this tab last did (``Write.expects``)."""

    stored: str | None
    friends: str | None = None
    """What storage holds under the link games' key (``uttt.app.features.links.store``)."""


@frozen
class Saved(Event):
    """A write of the save failed (``ok`` false: storage refused it, full), or succeeded
    while the notice of a full storage waits for one (``Write.report``)."""

    ok: bool


