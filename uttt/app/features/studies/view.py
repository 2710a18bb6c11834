"""The My studies list, as data for the page view (``uttt.app.page.view``): a line per
saved study, newest first (its game's length or its set-up start, how many variations and
comments, the first comment's start), each with Open and Delete buttons
(``data-study``: its key), how many are kept of how many, and the question a Delete asks.
Built only while the list is open.

>>> from uttt.app.study.shelf import StudyRow
>>> from uttt.app.texts.i18n import translate
>>> translate("en", row_text(StudyRow("k", 31, False, 2, 1, "")))
'31 moves · 2 variations · 1 comment'
>>> translate("pt-BR", row_text(StudyRow("k", 0, True, 0, 0, "")))
'De uma posição montada · 0 variantes · 0 comentários'
"""

from __future__ import annotations

from functools import partial
from typing import TYPE_CHECKING

from uttt.app.model.app import App
from uttt.app.model.shown import Props, text
from uttt.app.scene.build import View
from uttt.app.texts.i18n import Message, counted, message

if TYPE_CHECKING:  # the study modules load when the list first opens
    from uttt.app.study.shelf import StudyRow

__all__ = ["ids", "row_text", "studies_ids"]


def row_text(row: StudyRow) -> Message:
    """A study's line: its game's length (or that it begins at a set-up position, and
    the moves played from it), its variations and its comments."""
    length: Message = counted("archive_move", row.moves)
    if row.from_position:
        length = (message("studies.from_position_moves", length=length) if row.moves
                  else message("studies.from_position"))
    return message("studies.row", length=length,
                   variations=counted("study_variation", row.variations),
                   comments=counted("study_comment", row.comments))


def _item(app: App, row: StudyRow) -> Props:
    say = partial(text, app)
    line = say(row_text(row))
    children: list[Props] = [{"tag": "p", "class": "study-line", "text": line}]
    if row.excerpt:
        children.append({"tag": "p", "class": "study-excerpt",
                         "text": say(message("studies.excerpt", text=row.excerpt))})
    closes = {"open": {"data-close": "studies-panel"}, "delete": {}}
    buttons = [
        {"tag": "button", "text": say(message(f"studies.{action}")), "class": action,
         "attrs": {"type": "button", "data-study": row.key, "data-study-action": action,
                   "aria-label": say(message(f"studies.{action}_label", study=line)),
                   **closes[action]}}
        for action in ("open", "delete")]
    children.append({"tag": "div", "class": "controls", "children": buttons})
    return {"tag": "li", "children": children}


def studies_ids(app: App) -> dict[str, Props]:
    """The question of a Delete and, while the list is open, its lines and count."""
    from uttt.app.study.shelf import rows
    from uttt.app.study.store import MAX_BOARDS

    state = app.studies
    ids: dict[str, Props] = {"studies-confirm": {"hidden": state.deleting is None}}
    if not state.shown:
        return ids
    say = partial(text, app)
    document = app.study.document
    listed = () if document is None else rows(document)
    ids["studies-list"] = {"children": [_item(app, row) for row in listed]}
    ids["studies-empty"] = {"hidden": bool(listed), "text": say(message("studies.empty"))}
    ids["studies-count"] = {"text": say(message(
        "studies.count", kept=counted("study", len(listed)), limit=MAX_BOARDS))}
    asked = next((row for row in listed if row.key == state.deleting), None)
    if asked is not None:
        ids["studies-confirm-text"] = {"text": say(message("studies.confirm",
                                                           study=row_text(asked)))}
    return ids


def ids(app: App, view: View, wall: float | None) -> dict[str, Props]:
    """The My studies list."""
    return studies_ids(app)
