"""The My studies panel's part of the state: whether its list is open, and the study a
Delete waits to have confirmed."""

from __future__ import annotations

from uttt.frozen import frozen


@frozen
class StudiesState:
    """The list of saved studies (``uttt.app.study.shelf``): built only while ``shown``;
    ``deleting`` is the key of the study whose Delete asks for a confirmation."""

    shown: bool = False
    deleting: str | None = None
