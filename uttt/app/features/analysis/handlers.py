"""The evaluation and game report beside the board, in the program: it follows the game
on screen after every step, its buttons, graph and evaluations come in as events, and
its effects are ``Effects`` (jobs of lane ``analysis``, the study document written to its
own key). The report's transitions are ``uttt.app.features.analysis.report``; its state
is ``uttt.app.features.analysis.state``.

The report's modules (its transitions, the evaluation, the study store) are imported here
only once the panel has something to show (``uttt.app.study.hint.shows_report``), never
before the first frame of a page whose round is still on.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

from uttt.app.core.vocabulary import Colour
from uttt.app.features.analysis.events import GraphKey, GraphSize, GraphTap, StudyText
from uttt.app.features.hints.handlers import hint_found, hint_shown
from uttt.app.features.review.handlers import review_to
from uttt.app.features.saving.events import StudyRead
from uttt.app.features.saving.handlers import study_read
from uttt.app.model.app import NOTHING, App, Effects
from uttt.app.model.effects import Redraw, Save, SetStudyAside, WriteStudy
from uttt.app.model.events import Click
from uttt.app.model.routes import timeless
from uttt.app.study.hint import evaluation_hints, live_evaluation, reported, shows_report
from uttt.app.study.jobs import Evaluated
from uttt.app.study.report import AXIS, Box
from uttt.board import Player
from uttt.frozen import replace

if TYPE_CHECKING:
    from uttt.app.features.analysis.state import AnalysisScreen
    from uttt.app.round.match import Match
    from uttt.app.study.analysis import Report
    from uttt.app.study.store import Study

Change = tuple["AnalysisScreen", Effects]


def follow_analysis(app: App, effects: Effects) -> tuple[App, Effects]:
    """After every step: the report follows the game on screen (its moves, whether it is
    over, the position shown); first the study document is read, once."""
    match = app.match()
    if not app.study.read or (app.study.analysis is None
                              and not shows_report(match, app.settings.live_eval)):
        return app, effects
    app, effects = opened_study(app, effects)
    if evaluation_hints(match, app.settings.live_eval):  # against the computer: a hint
        app, hinted = hint_shown(app)
        app, effects, match = app, effects | hinted, app.match()
    from uttt.app.features.analysis import report
    from uttt.app.features.analysis import state as screens

    study = app.study
    assert study.document is not None

    screen = study.analysis or screens.AnalysisScreen(graph=study.graph)
    moves = match.moves
    review = app.round.view.review
    fresh = screen.report is None or screen.report.moves != moves
    saved = _known_report(match, study.document) if fresh else None
    app = replace(app, study=replace(study, analysis=screen))
    app, effects = _on_report(app, effects, lambda s: report.sync(
        s, moves, over=reported(match), shown=review if review is not None else len(moves),
        saved=saved, live=live_evaluation(match, app.settings.live_eval),
        final=screens.end_chances(match)))
    if fresh and _learns(app):
        return _on_report(app, effects, report.learn)
    return app, effects


def _known_report(match: Match, document: Study) -> Report | None:
    """The report known for the game on screen before any search: whole from the
    solver's values where the game has them (``Variant.solved_values``), else the one
    saved with the study document."""
    from uttt.app.study.analysis import solved_report

    moves = match.moves
    values = match.variant.solved_values(moves) if reported(match) else None
    if values is not None:
        from uttt.app.features.analysis.state import end_chances

        return solved_report(moves, values, end_chances(match))
    return document.report_for(moves)


def _learns(app: App) -> bool:
    """Whether the round just ended is analysed by itself ("Learn from my games"): on this
    device's own round against the computer. A new round drops the analysis (the report's
    ``sync``), so it never shares the page's thread with the computer's search."""
    match = app.match()
    return (app.settings.learn_games and app.links.shown is None and app.links.watching is None
            and match.person is not None and match.computer is not None
            and reported(match) and bool(match.moves))


def study_text(app: App, event: StudyText) -> tuple[App, Effects]:
    """The study document's text, read at start (parsed when first needed)."""
    if app.study.read:
        return app, NOTHING
    return replace(app, study=replace(app.study, read=True, text=event.text)), NOTHING


def opened_study(app: App, effects: Effects) -> tuple[App, Effects]:
    """The study document, parsed the first time a panel needs it: what fails validation
    set aside under the backup key first, and said once on the notice line."""
    if app.study.document is not None:
        return app, effects
    from uttt.app.study import store as study_store  # lazy: see the module's docstring

    loaded = study_store.load(app.study.text)
    app = replace(app, study=replace(app.study, document=loaded.study, text=None))
    app, said = study_read(app, StudyRead(bool(loaded.problems)))
    if loaded.backup is not None:
        said = said | Effects(SetStudyAside(loaded.backup))
    return app, effects | said


def analysis_click(app: App, event: Click) -> tuple[App, Effects]:
    """Analyse, Stop, Show best move."""
    from uttt.app.features.analysis import report

    action = {"analyse": report.start, "analyse_stop": report.cancel,
              "show_best": report.toggle_best}[event.button]
    return _on_report(app, NOTHING, action)


def hide_computer(app: App) -> tuple[App, Effects]:
    """"Hide the computer" switched: the computer's judgement in review is hidden until
    the switch is turned off (a setting, saved)."""
    settings = replace(app.settings, hide_computer=not app.settings.hide_computer)
    return replace(app, settings=settings), Effects(Redraw(), Save())


def evaluated(app: App, event: Evaluated) -> tuple[App, Effects]:
    """An evaluation arrived: the hint's, else the report's or the live evaluation's
    (its token says which; a dropped job's counts for nothing)."""
    found = hint_found(app, event)
    if found is not None:
        return found
    document = app.study.document
    if document is None:
        return app, NOTHING
    from uttt.app.features.analysis import report

    player, opener = learner(app)
    return _on_report(app, NOTHING,
                      lambda s: report.evaluated(s, event, document, player, opener))


def learner(app: App) -> tuple[Player | None, Colour]:
    """Whose mistakes become exercises, and the colour playing X: the person's own
    against the computer or a friend by link (they read "You played..."), both sides'
    between two people on this device or two computers (each named by its colour)."""
    match = app.match()
    if match.person is None:
        return None, match.opener
    return match.symbol_of(match.person), match.opener


def graph_tap(app: App, event: GraphTap) -> tuple[App, Effects]:
    """A tap on the graph: the page shows the position nearest to it."""
    screen = app.study.analysis
    if screen is None or app.study.document is None:
        return app, NOTHING
    from uttt.app.features.analysis import state as screens

    ply = screens.tapped_ply(screen, event.x, event.y)
    return (app, NOTHING) if ply is None else review_to(app, ply)


def graph_key(app: App, event: GraphKey) -> tuple[App, Effects]:
    """A key on the graph moves its cursor; Enter or Space show the position under it."""
    from uttt.app.features.analysis import report

    app, effects = _on_report(app, NOTHING, lambda s: report.graph_key(s, event.key))
    screen = app.study.analysis
    if event.key not in report.SHOW_KEYS or screen is None or screen.report is None \
            or app.study.document is None:
        return app, effects
    app, shown = review_to(app, screen.graph_cursor())
    return app, effects | shown


def graph_size(app: App, event: GraphSize) -> tuple[App, Effects]:
    """The graph's canvas changed size: the graph fills it, inside a small margin and
    above the strip of its move numbers."""
    box = Box(6.0, 6.0, max(10.0, event.width - 12.0),
              max(10.0, event.height - 12.0 - AXIS))
    study = app.study
    screen = study.analysis
    if screen is not None:
        screen = replace(screen, graph=box)
    return replace(app, study=replace(study, graph=box, analysis=screen)), Effects(Redraw())


def _on_report(app: App, effects: Effects, change: Callable[[AnalysisScreen], Change]
               ) -> tuple[App, Effects]:
    """Apply one of the report's transitions (``features.analysis.report``) to the screen, its
    tokens from the one allocator (``App.next_token``); the study document kept as the
    screen's effects write it. ``effects``: what the step does before."""
    study = app.study
    if study.analysis is None or study.document is None:
        return app, effects
    screen, more = change(replace(study.analysis, next_token=app.next_token))
    document = study.document
    if WriteStudy in more:
        from uttt.app.features.analysis import report

        document = report.written(document, screen, *learner(app))
    app = replace(app, study=replace(study, analysis=screen, document=document),
                  next_token=screen.next_token)
    return app, effects | more


EVENTS = timeless({Evaluated: evaluated, StudyText: study_text, GraphTap: graph_tap,
                   GraphKey: graph_key, GraphSize: graph_size})
"""The report's evaluations, the study document read, the report graph's input."""

BUTTONS = timeless({**dict.fromkeys(("analyse", "analyse_stop", "show_best"), analysis_click),
                    "hide_computer": lambda app, _: hide_computer(app)})
"""The report's buttons (``data-action``) and the "Hide the computer" switch."""
