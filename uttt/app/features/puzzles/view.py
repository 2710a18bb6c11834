"""The puzzle panel as data for the page view (``uttt.app.page.view``), while it is open:
its texts, the puzzle's state, the rating."""

from __future__ import annotations

from uttt.app.features.puzzles.runs_view import results_ids, run_ids
from uttt.app.model.app import App
from uttt.app.model.shown import Props, flag, merged_ids, text
from uttt.app.scene.build import View
from uttt.app.texts.i18n import message


def _puzzles(app: App, wall: float | None) -> dict[str, Props]:
    """The puzzle panel's texts and state, while it is open."""
    screen = app.study.puzzles
    if screen is None:
        return {}
    from uttt.app.study.puzzle_pick import CHOICES, DIFFICULTIES  # loaded with the panel

    texts = {"puzzle-number": screen.number(), "puzzle-task": screen.task(),
             "puzzle-streak": screen.streak(), "puzzle-note": screen.note,
             "puzzle-rating": screen.rating(), "puzzle-about": screen.about()}
    ids: dict[str, Props] = {name: {"text": "" if m is None else text(app, m)}
                             for name, m in texts.items()}
    shown = screen.match()
    ids["puzzle-form"] = {"hidden": screen.attempt is None  # no puzzle: nothing to type
                          or (screen.run is not None and screen.run.over)}
    ids["puzzle-next"] = {"hidden": not screen.finished() or screen.run is not None}
    ids["puzzle-hint"] = {"hidden": not screen.can_help()}
    ids["puzzle-solution"] = {"hidden": not screen.can_help()}
    ids["puzzle-daily"] = {"hidden": screen.daily or not screen.day or not screen.puzzles
                           or screen.job is not None or screen.run is not None}
    theme = "mistakes" if screen.mistakes else screen.progress.theme
    for name, values, value in (("theme", (*CHOICES, "mistakes"), theme),
                                ("difficulty", tuple(DIFFICULTIES), screen.progress.difficulty)):
        labels = [text(app, message("mistakes.choice", count=screen.due_count())
                           if v == "mistakes" else message(f"puzzles.{name}.{v}"))
                  for v in values]
        ids[f"puzzle-{name}"] = {"children": [  # the options first, then the value
            {"tag": "option", "value": v, "text": label[:1].upper() + label[1:]}
            for v, label in zip(values, labels, strict=True)], "value": value}
    ids["puzzle-board"] = {"data": {
        "status": screen.attempt.status if screen.attempt else "none",
        "busy": flag(screen.job is not None or screen.valuing is not None),
        "record": "" if shown is None else " ".join(str(m) for m in shown.moves),
        "run": "" if screen.run is None else "over" if screen.run.over else screen.run.kind}}
    return merged_ids(ids, run_ids(app, screen, wall), results_ids(app, screen))


def ids(app: App, view: View, wall: float | None) -> dict[str, Props]:
    """The puzzle panel."""
    return _puzzles(app, wall)
