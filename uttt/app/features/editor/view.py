"""The position editor's part of the page view: its grid of 81 cells (rows from the
top, as the board shows them), the side to move, the target board, whether the position
is possible (or why not, in the player's words), the position text, and its buttons
(enabled for a possible position; Analyse and Share for a finished game's too). Pure; merged into
``uttt.app.page.view.live_view``."""

from __future__ import annotations

from functools import partial

from uttt.app.features.editor.state import ANY, refusal
from uttt.app.model.app import App
from uttt.app.model.shown import Props, text
from uttt.app.scene.build import View
from uttt.app.texts.i18n import message
from uttt.notation import move_name


def position_ids(app: App) -> dict[str, Props]:
    """What the position editor shows (hidden while closed)."""
    editor = app.editor.open
    if editor is None:
        return {"position": {"hidden": True}, "position-grid": {"children": []}}
    say = partial(text, app)
    kind = editor.error()
    check = say(message("position.ok")) if kind is None else say(refusal(kind))
    if app.editor.note is not None:
        check = say(app.editor.note)
    cells = []
    for row in range(9):
        for column in range(9):
            move = 9 * (3 * (row // 3) + column // 3) + 3 * (row % 3) + column % 3
            mark = " XO"[editor.cells[move]].strip()
            words = mark or say(message("position.cell.empty"))
            cells.append({"tag": "button", "text": mark,
                          "class": f"pcell r{row % 3} c{column % 3} m{mark or '-'}",
                          "attrs": {"type": "button", "data-cell": str(move),
                                    "aria-label": say(message(
                                        "position.cell", cell=move_name(move), mark=words))}})
    targets = [{"tag": "option", "value": "any",
                "text": say(message("position.target.any"))}]
    targets += [{"tag": "option", "value": str(b), "text": say(message(f"board.{b}"))}
                for b in range(9)]
    bad = kind is not None
    unread = kind not in (None, "over")  # a finished game may still be analysed
    return {
        "position": {"hidden": False, "data": {"valid": str(not bad).lower()}},
        "position-grid": {"children": cells},
        "position-side": {"children": [{"tag": "option", "value": s, "text": s} for s in "XO"],
                          "value": "XO"[editor.side]},
        "position-target": {"children": targets,
                            "value": "any" if editor.target == ANY else str(editor.target)},
        "position-check": {"text": check, "data": {"error": kind or ""}},
        "position-text": {"typed": editor.text()},
        "pos-computer": {"disabled": bad},
        "pos-two": {"disabled": bad},
        "pos-analyse": {"disabled": unread},
        "pos-share": {"disabled": unread},
    }


def ids(app: App, view: View, wall: float | None) -> dict[str, Props]:
    """The position editor."""
    return position_ids(app)
