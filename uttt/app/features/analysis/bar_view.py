"""The evaluation bar beside the board, the accuracy beside each player's name and the
"Hide the computer" switch, as data for the page view. Pure; merged into the analysis
panel's view (``uttt.app.features.analysis.view``).

The bar is a ``meter`` (its value the shown side's percent, its text both sides'
chances by name); its fill's share (``--share``) moves by a CSS transition. A position not evaluated
yet leaves the fill where it was, dimmed, and says so.
"""

from __future__ import annotations

from functools import partial

from uttt.app.features.analysis.bar import (
    EvalBar,
    eval_bar,
    side_names,
    side_shown,
    x_chances_at,
    x_from_turn,
)
from uttt.app.model.app import App
from uttt.app.model.shown import Props, computer_hidden, text
from uttt.app.study.board import AnalysisBoard
from uttt.app.texts.i18n import message
from uttt.notation import ply_offset


def _variation_x(board: AnalysisBoard) -> float | None:
    """X's chances in the variation shown, from its moves' values when they are known
    (the best move's value is the position's for the side to move)."""
    assert board.at is not None
    values = board.values_for(board.at)
    best = None if values is None else next((v for v in values.values if v.searched), None)
    if best is None:
        return None
    return x_from_turn(best.win, (len(board.at) + ply_offset(board.start)) % 2 == 0)


def shown_x(app: App) -> float | None:
    """X's chances in the position on screen, as the analysis already knows them
    (``None``: not evaluated yet)."""
    board, screen = app.study.board, app.study.analysis
    if board is not None and board.at is not None:
        return _variation_x(board)
    if screen is None or screen.shown is None:
        return None
    if screen.live_moves is not None:
        evaluation = screen.current()
        return None if evaluation is None else x_from_turn(evaluation.win,
                                                           screen.shown % 2 == 0)
    if screen.report is None:
        return None
    return x_chances_at(screen.report.x_chances(), screen.shown)


def bar_shown(app: App) -> bool:
    """Whether the bar stands beside the board: a game reviewed with its report, the
    analysis board, or the live evaluation the player turned on; never while the
    computer is hidden."""
    screen = app.study.analysis
    studied = screen is not None and (screen.report is not None
                                      or screen.live_moves is not None)
    return (studied or app.study.board is not None) and not computer_hidden(app)


def the_bar(app: App) -> EvalBar | None:
    """The bar for the position on screen, ``None`` when it is not evaluated yet."""
    x = shown_x(app)
    if x is None:
        return None
    match = app.match()
    return eval_bar(x, x=match.opener, side=side_shown(match.person, match.computer),
                    sides=side_names(match.person, match.computer))


def side_bar_ids(app: App) -> dict[str, Props]:
    """The bar beside the board, the accuracy beside the players' names, the switch."""
    ids = judged_ids(app)
    if not bar_shown(app):
        return {"eval-side": {"hidden": True}, **ids}
    say = partial(text, app)
    bar = the_bar(app)
    if bar is None:  # the fill stays where it was, dimmed, until this position's value
        return {"eval-side": {"hidden": False, "classes": {"pending": True},
                              "attrs": {"aria-valuetext": say(message("bar.pending"))}},
                "eval-side-figure": {"text": "…"}, **ids}
    return {**ids,
        "eval-side": {"hidden": False, "classes": {"pending": False},
                      "data": {"side": bar.side},
                      "attrs": {"aria-valuenow": str(bar.percent),
                                "aria-valuetext": say(bar.value)}},
        "eval-side-fill": {"style": {"--share": f"{bar.percent / 100:g}"}},
        "eval-side-figure": {"text": bar.figure},
    }


def judged_ids(app: App) -> dict[str, Props]:
    """Over the move list in review: each player's accuracy beside their name, and the
    "Hide the computer" switch (shown with a report or the analysis board)."""
    screen = app.study.analysis
    report = None if screen is None or screen.live_moves is not None else screen.report
    offered = report is not None or app.study.board is not None
    hidden = app.settings.hide_computer
    ids: dict[str, Props] = {
        "judged": {"hidden": not offered},
        "hide-computer": {"attrs": {"aria-checked": str(hidden).lower()}},
    }
    summaries = () if report is None or hidden else report.summaries()
    # its line kept while empty: the accuracy arriving with the evaluations moves nothing
    ids["accuracy"] = {"style": {"visibility": "visible" if summaries else "hidden"}}
    if summaries:
        match = app.match()
        names = side_names(match.person, match.computer)
        for symbol in ("x", "o"):
            summary = next((s for s in summaries if s.player == symbol.upper()), None)
            colour = match.colour_of("X" if symbol == "x" else "O")
            percent = 0 if summary is None else round(summary.accuracy)
            said = {key: text(app, message(key, player=names[colour], percent=percent))
                    for key in ("moves.accuracy", "moves.accuracy_label")}
            ids[f"accuracy-{symbol}"] = {
                "style": {"visibility": "hidden" if summary is None else "visible"},
                "data": {"side": colour},
                "text": said["moves.accuracy"],
                "attrs": {"aria-label": said["moves.accuracy_label"]}}
    return ids
