"""A finished game's review as data for the page view (``uttt.app.page.view``): the move
list, a listbox of numbered pairs, the step shown selected, each move the report judged
marked ?!, ? or ?? (``uttt.app.study.report``'s thresholds and ``GLYPHS``) unless the
computer is hidden."""

from __future__ import annotations

from uttt.app.model.app import App
from uttt.app.model.shown import Node, Props, computer_hidden, text
from uttt.app.scene.build import View
from uttt.app.study.report import Verdict
from uttt.app.texts.i18n import message
from uttt.app.texts.move_list import MoveEntry, MovePair, move_list
from uttt.notation import ply_offset


def _moves(app: App, view: View) -> dict[str, Props]:
    """The review's move list, a listbox of numbered pairs: one option (a button,
    ``data-ply``: the position a tap shows) per move, the one shown selected. It is one
    stop of the Tab order (a roving tabindex: only the shown move, or the first one at
    the start, takes the focus; the arrows choose the others). Built only in review."""
    shown = view.buttons.review or view.review is not None
    match = app.match()
    ply = view.review[0] if view.review is not None else match.ply
    offset = ply_offset(match.start)
    pairs = move_list(match.variant, match.moves, ply, offset) if shown else ()
    explored = app.study.board is not None  # a position to analyse may have no moves yet
    marks = judged(app) if pairs else {}
    ids: dict[str, Props] = {"moves": {"hidden": not pairs and not explored},
                             "moves-list": {"children": [_pair_node(app, p) for p in pairs]}}
    stop = max(ply, 1)  # the move that takes the focus
    for pair in pairs:
        for entry in pair.entries:
            ids[f"ply-{entry.ply}"] = {"attrs": {
                "aria-selected": str(entry.current).lower(),
                "tabindex": "0" if entry.ply == stop else "-1",
                **_mark(app, entry, marks.get(entry.ply))}}
    return ids


def _mark(app: App, entry: MoveEntry, verdict: Verdict | None) -> dict[str, str]:
    """A move's mark as attributes set apart from the list's nodes (a mark arriving with
    an evaluation rebuilds no option, so the focus stays on the one chosen): its verdict,
    which the page writes after the name (?!, ?, ??, ``GLYPHS``) in the graph's colours,
    and its name said with it."""
    label = text(app, entry.label())
    if verdict is None:
        return {"data-verdict": "", "aria-label": label}
    return {"data-verdict": verdict,
            "aria-label": text(app, message(f"mark.{verdict}", move=label))}


def judged(app: App) -> dict[int, Verdict]:
    """The report's verdicts on the game on screen, by the ply each move leads to (1 is
    the first move); none while the computer is hidden or no report is known."""
    screen = app.study.analysis
    report = None if screen is None or screen.live_moves is not None else screen.report
    if report is None or report.moves != app.match().moves or computer_hidden(app):
        return {}
    return {ply + 1: verdict for ply, verdict in report.verdicts().items()}


def _pair_node(app: App, pair: MovePair) -> Node:
    """``1. e5 d4`` as a list item: the number (unread: each option says it), then an
    option per move."""
    buttons: list[Node] = [
        {"tag": "button", "id": f"ply-{e.ply}", "text": e.name,
         "attrs": {"type": "button", "role": "option", "data-ply": str(e.ply),
                   "aria-label": text(app, e.label())}}
        for e in pair.entries]
    number: Node = {"tag": "span", "class": "num", "text": f"{pair.number}.",
                    "attrs": {"aria-hidden": "true"}}
    return {"tag": "li", "attrs": {"role": "none"}, "children": [number, *buttons]}


def ids(app: App, view: View, wall: float | None) -> dict[str, Props]:
    """The review's move list."""
    return _moves(app, view)
