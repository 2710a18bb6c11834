"""The study beside the board as data for the page view (``uttt.app.page.view``): the
evaluation bar beside the board, the evaluation and the game report, the analysis
board's variations and their values. "Hide the computer" (``computer_hidden``) hides
every judgement of the computer's until it is turned off."""

from __future__ import annotations

from functools import partial

from uttt.app.features.analysis.bar_view import side_bar_ids
from uttt.app.features.analysis.board_view import board_ids
from uttt.app.features.analysis.notes_view import notes_ids
from uttt.app.features.analysis.share_view import share_ids
from uttt.app.model.app import App
from uttt.app.model.shown import Props, computer_hidden, flag, merged_ids, text
from uttt.app.scene.build import View
from uttt.app.texts.i18n import message
from uttt.app.texts.wording import players_of


def _analysis(app: App) -> dict[str, Props]:
    """The evaluation and game report beside the board (hidden until it has something to
    show; its modules are imported only then)."""
    screen = app.study.analysis
    if screen is None:
        return {}
    from uttt.app.features.analysis.graph import (  # lazy: not before the first frame
        analysis_view,
        graph_label,
    )

    match = app.match()
    players = players_of(match.opener)
    view = analysis_view(screen, match.variant, players)
    if not view.visible:
        return {"analysis": {"hidden": True}}
    say = partial(text, app)
    working = say(message("eval.working"))
    progress = message("analyse.progress", done=min(view.done + 1, view.total),
                       total=view.total)
    ids: dict[str, Props] = {
        "analysis": {"hidden": False,
                     "classes": {"stale": view.stale or (view.live and view.x_percent is None)},
                     "attrs": {"aria-busy": "true" if view.working else "false"},
                     "data": {"done": str(view.done), "total": str(view.total),
                              "running": flag(view.running), "shown": str(screen.shown)}},
        "analysis-title": {"text": say(message("eval.title" if view.live else "report.title"))},
        "eval-verdict": {"text": say(view.verdict) if view.verdict else
                         (working if view.working else "")},
        "eval-best": {"text": say(view.best) if view.best else ""},
        "eval-line": {"text": say(view.line) if view.line else ""},
        "analyse": {"hidden": not view.can_start, "text": say(message(view.start_key))},
        "analyse-stop": {"hidden": not view.running},
        "show-best": {"hidden": not view.can_show_best and not view.live,
                      "style": {"visibility": "" if view.can_show_best else "hidden"},
                      "attrs": {"aria-pressed": "true" if screen.show_best else "false"},
                      "text": say(message("eval.hide_best" if screen.show_best
                                          else "eval.show_best"))},
        "analyse-progress": {"attrs": {"max": str(max(1, view.total)),
                                       "value": str(view.done)}},
        "analyse-status": {"text": say(progress) if view.running else ""},
        "report-exact": {"text": say(view.exact) if view.exact else "",
                         "hidden": view.exact is None},
        "mistakes": {"children": [
            {"tag": "li", "children": [{"tag": "button", "text": say(item),
                                        "attrs": {"type": "button", "data-ply": str(ply)}}]}
            for ply, item in view.mistakes]},
        "report-summary": {"children": [{"tag": "li", "text": say(m)} for m in view.summary]},
        "mistakes-none": {"text": say(message("report.clean"))
                          if not view.mistakes and view.done == view.total else ""},
        "chances": {"children": [{"tag": "li", "text": say(m)} for m in view.chances]},
        "graph": {"attrs": {"aria-label": say(graph_label(players)),
                            "aria-valuemax": str(view.total),
                            "aria-valuenow": str(view.graph_at),
                            "aria-valuetext": say(view.graph_point) if view.graph_point
                            else ""}},
    }
    for name in ("analyse-progress", "analyse-status", "graph", "mistakes", "mistakes-none",
                 "chances-box"):
        ids.setdefault(name, {})["hidden"] = view.live  # live: the position only, no report
    ids["report-summary"]["hidden"] = view.live or not view.summary
    ids["analyse-progress"]["hidden"] = view.live or view.exact is not None  # whole at once
    if computer_hidden(app):
        for name in HIDDEN:
            ids.setdefault(name, {})["hidden"] = True
    return ids


HIDDEN = ("eval-verdict", "eval-best", "eval-line", "show-best", "report-summary",
          "report-exact", "graph", "mistakes", "mistakes-none", "chances-box")
"""What "Hide the computer" hides of the report panel: every figure and judgement (the
analysis itself, its progress and its buttons, stay)."""


def ids(app: App, view: View, wall: float | None) -> dict[str, Props]:
    """The evaluation bar, the evaluation and report panel, and the analysis board's
    variations, values and notes."""
    return merged_ids(_analysis(app), board_ids(app), notes_ids(app), share_ids(app),
                      side_bar_ids(app))
