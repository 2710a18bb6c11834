"""The Hint button: ask for the search's move in the position on screen (a job in lane
``hint``), show it when it comes, and mark the round as hinted (it is then not rated)."""

from __future__ import annotations

from uttt.app.features.hints.events import HintAsked
from uttt.app.model.app import NOTHING, App, Effects, adopt
from uttt.app.model.effects import Redraw, RunJobs, Save
from uttt.app.model.routes import timeless
from uttt.app.study.hint import Hint, can_hint
from uttt.app.study.jobs import Evaluate, Evaluated
from uttt.frozen import replace


def ask_hint(app: App) -> tuple[App, Effects]:
    """Search the position on screen, once per position, where a hint may be asked."""
    match = app.match()
    moves = match.moves
    if not can_hint(match) or (app.hint is not None and app.hint.moves == moves):
        return app, NOTHING
    token = app.next_token
    app = replace(app, hint=Hint(moves, None, token), next_token=token + 1)
    return app, Effects(Redraw(), RunJobs((Evaluate(token, moves, len(moves), lane="hint"),)))


def hint_found(app: App, event: Evaluated) -> tuple[App, Effects] | None:
    """The hint's search answered (``None``: the evaluation is not the hint's): show the
    move, say it, and mark the round as hinted."""
    hint = app.hint
    if hint is None or hint.token != event.token:
        return None
    if not hint.searching(app.match().moves):
        return app, NOTHING
    hint = replace(hint, move=event.evaluation.best)
    app, effects = hint_shown(replace(app, hint=hint))
    text = hint.text()
    return app, effects | Effects(Redraw()).said(() if text is None else (text,))


EVENTS = timeless({HintAsked: lambda app, _: ask_hint(app)})


def hint_shown(app: App) -> tuple[App, Effects]:
    """A hint was shown for the live position: the round is no longer rated (saved)."""
    match = app.match()
    if match.is_over() or match.hinted:
        return app, NOTHING
    match = match.copy()  # changed here, then adopted
    match.take_hint()
    return adopt(app, match, app.round.view), Effects(Redraw(), Save())
