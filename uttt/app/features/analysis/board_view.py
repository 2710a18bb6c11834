"""The analysis board's part of the page view: the variations' list (a listbox of moves,
one stop of the Tab order, as the review's move list), its buttons, the switch of every
move's value, the best lines and every value in words. Pure; merged into
``uttt.app.page.view.live_view``."""

from __future__ import annotations

from functools import partial
from typing import Any

from uttt.app.canvas.layout import Layout
from uttt.app.model.app import App
from uttt.app.model.shown import Props, computer_hidden, text
from uttt.app.study.board import AnalysisBoard, shown_path
from uttt.app.texts.i18n import message
from uttt.app.texts.move_list import move_ref
from uttt.notation import ply_offset


def board_ids(app: App) -> dict[str, Props]:
    """What the analysis board shows beside the board (hidden without one)."""
    board = app.study.board
    if board is None:
        return {"explore": {"hidden": True}, "variations-list": {"children": []}}
    from uttt.app.scene.variations import variation_rows

    say = partial(text, app)
    rows = variation_rows(app.match().variant, board)
    entries = [e for row in rows for e in row.entries]
    stop = next((e.path for e in entries if e.current), entries[0].path if entries else None)
    children = [{"tag": "li", "class": f"depth-{min(row.depth, 3)}", "attrs": {"role": "none"},
                 "children": [
                     {"tag": "button", "text": e.text, "id": _id(e.path),
                      "attrs": {"type": "button", "role": "option",
                                "data-path": ".".join(map(str, e.path)),
                                "aria-label": say(e.label)}}
                     for e in row.entries]}
                for row in rows]
    hint = say(message("explore.hint"))
    ids: dict[str, Props] = {
        "explore": {"hidden": False, "data": {"at": ".".join(map(str, board.at or ())),
                                              "variations": str(len(entries))}},
        "variations-list": {"children": children, "hidden": not entries},
        "var-leave": {"disabled": board.at is None},
        "var-promote": {"disabled": board.at is None},
        "var-delete": {"disabled": board.at is None},
    }
    for e in entries:  # set apart from the nodes: a new choice rebuilds none of them
        ids[_id(e.path)] = {"attrs": {"aria-selected": str(e.current).lower(),
                                      "tabindex": "0" if e.path == stop else "-1"}}
    if app.round.view.review is not None or board.at is not None:  # at the end: what comes next
        ids.update({"hint-touch": {"text": hint}, "hint-mouse": {"text": hint}})
    ids.update(_values(app, board))
    if computer_hidden(app):  # the values are the computer's judgement
        for name in ("values-toggle", "values-lines", "values-box"):
            ids[name]["hidden"] = True
    else:
        ids["values-toggle"]["hidden"] = False
    return ids


def _id(path: tuple[int, ...]) -> str:
    return "var-" + "-".join(map(str, path))


def _values(app: App, board: AnalysisBoard) -> dict[str, Props]:
    from uttt.app.scene.variations import value_text

    say = partial(text, app)
    on = board.values_on
    path = shown_path(board, app.round.view.review)
    values = board.values_for(path) if on else None
    working = on and values is None and board.job is not None
    names = app.match().variant
    lines, items = [], []
    if values is not None:
        for value in values.best():
            ply = len(path) + 1 + ply_offset(board.start)
            first = move_ref(ply, names.move_name(value.line[0]))
            line = " ".join((first, *(names.move_name(m) for m in value.line[1:])))
            lines.append({"tag": "li", "text": say(message(
                "values.line", line=line, value=value_text(value, short=False)))})
        items = [{"tag": "li", "text": say(message(
            "values.item", move=names.move_name(v.move), value=value_text(v, short=False)))}
            for v in sorted(values.values, key=lambda v: v.move)]
    return {
        "values-toggle": {"attrs": {"aria-pressed": str(on).lower()},
                          "text": say(message("values.hide" if on else "values.show"))},
        "values-status": {"text": say(message("values.working")) if working else ""},
        "values-lines": {"children": lines, "hidden": not lines},
        "values-box": {"hidden": not items},
        "values-list": {"children": items},
        "board": {"data": {"values": "" if values is None else str(len(values.values))}},
    }


def value_marks(app: App, layout: Layout) -> list[dict[str, Any]]:
    """Each legal cell's value drawn on the board, while the switch is on and the values
    of the position on screen are found."""
    board = app.study.board
    if board is None or not board.values_on:
        return []
    from uttt.app.scene.variations import value_ops, value_text

    values = board.values_for(shown_path(board, app.round.view.review))
    if values is None:
        return []
    texts = {v.move: text(app, value_text(v, short=True)) for v in values.values}
    return value_ops(layout, app.variant(), values, texts)
