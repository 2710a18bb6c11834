"""The puzzle modes as the page shows them: the modes' buttons, a run's score, clock,
rule and end, and the results page (a table of themes by difficulties, and the modes'
records)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from uttt.app.features.clocks.view import run_clock
from uttt.app.model.app import App
from uttt.app.model.shown import Props, flag, text
from uttt.app.texts.i18n import Message, message

if TYPE_CHECKING:  # the panel's modules load when it first opens
    from uttt.app.features.puzzles.state import PuzzleScreen
    from uttt.app.study.puzzle_results import Tally

NONE = "\u2013"
"""A cell of the results with no puzzle tried (an en dash)."""
LOW = 20.0
"""Seconds left under which a timed run's clock is marked low."""


def run_ids(app: App, screen: PuzzleScreen, wall: float | None) -> dict[str, Props]:
    """The modes' buttons while no run goes on; a run's score, clock, rule and end."""
    from uttt.app.features.puzzles.runs import ended, rule
    from uttt.app.study.puzzle_runs import left, record_of

    run = screen.run
    ids: dict[str, Props] = {
        "puzzle-modes": {"hidden": run is not None or not screen.puzzles},
        "puzzle-run": {"hidden": run is None},
        "puzzle-choices": {"hidden": run is not None},
        "puzzle-streak": {"hidden": run is not None},
    }
    if run is None:
        return ids
    best = record_of(screen.progress.records, run)
    score = message("runs.streak_score" if run.kind == "streak" else "runs.timed_score",
                    score=run.score, best=best)
    clock = None if wall is None else run_clock(app, wall)
    low = wall is not None and left(run, now=wall) < LOW
    ids["puzzle-run-line"] = {"hidden": run.over}
    ids["puzzle-run-score"] = {"text": text(app, score)}
    ids["puzzle-run-clock"] = {"hidden": clock is None, "text": clock or "",
                               "data": {"low": flag(low)}}
    ids["puzzle-run-rule"] = {"hidden": run.over, "text": text(app, rule(run))}
    ids["puzzle-run-end"] = {"hidden": not run.over,
                             "text": text(app, ended(screen)) if run.over else ""}
    ids["puzzle-run-over"] = {"hidden": not run.over}
    return ids


def results_ids(app: App, screen: PuzzleScreen) -> dict[str, Props]:
    """The results page while it is shown: the board's part hidden meanwhile."""
    ids: dict[str, Props] = {"puzzle-play": {"hidden": screen.results},
                             "puzzle-results": {"hidden": not screen.results}}
    if not screen.results:
        return ids
    from uttt.app.study.puzzle_results import ALL, COLUMNS, ROWS, results
    from uttt.app.study.puzzle_runs import RUN_LENGTHS
    from uttt.app.study.puzzles import MAX_HISTORY

    table = results(screen.progress.history, screen.puzzles)
    head = [_cell(app, "th", message("results.theme"), col=True)] + [
        _cell(app, "th", message(f"results.band.{c}"), col=True) for c in COLUMNS]
    rows = [{"tag": "tr", "children": head}]
    for row in ROWS:
        name = message("results.all_themes") if row == ALL else message(f"puzzles.theme.{row}")
        cells = [_cell(app, "th", name)]
        for column in COLUMNS:
            cells.append(_tally(app, table[row][column]))
        rows.append({"tag": "tr", "children": cells})
    records = screen.progress.records
    ids["puzzle-results-rows"] = {"children": rows}
    ids["puzzle-results-count"] = {"text": text(app, message("results.count",
                                                             most=MAX_HISTORY))}
    bests = (message("results.best_streak", best=records.streak),
             *(message("results.best_timed", minutes=seconds // 60, best=records.timed(seconds))
               for seconds in RUN_LENGTHS))
    ids["puzzle-results-records"] = {"children": [{"tag": "li", "text": text(app, best)}
                                                  for best in bests]}
    return ids


def _tally(app: App, tally: Tally) -> Props:
    """A cell of the table: solved of tried, and the success rate under it."""
    rate = tally.rate()
    if rate is None:
        return {"tag": "td", "text": NONE}
    return {"tag": "td", "children": [
        {"tag": "span", "text": text(app, message("results.cell", solved=tally.solved,
                                                  tried=tally.tried))},
        {"tag": "small", "text": text(app, message("results.rate", rate=rate))}]}


def _cell(app: App, tag: str, label: Message, *, col: bool = False) -> Props:
    """A header cell, its first letter capitalised (theme names are written for
    sentences)."""
    said = text(app, label)
    return {"tag": tag, "text": said[:1].upper() + said[1:],
            "attrs": {"scope": "col" if col else "row"}}

