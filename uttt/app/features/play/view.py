"""The round as data for the page view (``uttt.app.page.view``): the status line, the
round's controls and result card, the mode and level pickers, the scores and the rating,
the controls of the computer playing itself."""

from __future__ import annotations

from uttt.app.model.app import App
from uttt.app.model.shown import Props, flag, merged_ids, text
from uttt.app.rating import elo as rating
from uttt.app.scene.build import View
from uttt.app.texts.i18n import message
from uttt.app.texts.notice_line import shown_notices
from uttt.app.texts.wording import confirm_message, hints


def _status(app: App, view: View) -> dict[str, Props]:
    note = app.round.timeout_note  # said in the status bar, until the next move
    match = app.match()
    place = "link" if app.links.shown is not None else "watch" if app.links.watching else "here"
    touch, mouse = hints(match.variant.texts, match.is_over(), match.ply, place)
    if match.watched() and not match.is_over():  # nothing to click on the board
        touch = mouse = message("hint.watch")
    if app.links.watching is not None or app.round.view.review is not None:  # nothing to play
        touch = mouse = message("hint.review")
    elif app.round.view.previewed is not None:  # "tap twice to play": the first tap was seen
        touch = message("hint.confirm")
    return {
        "hint-touch": {"text": text(app, touch)},
        "hint-mouse": {"text": text(app, mouse)},
        "status": {"data": {"colour": view.status_colour or "none",
                            "thinking": flag(view.thinking)}},
        "status-text": {"text": text(app, view.status)},
        "status-note": {"hidden": note is None, "text": "" if note is None else text(app, note)},
        "round": {"text": text(app, message("round", round=view.round_number))},
        "board": {"data": {"thinking": flag(view.thinking)}},
        "notice": {"hidden": not app.notices,  # every standing notice, one a line
                   "text": "\n".join(text(app, n) for n in shown_notices(app.notices))},
    }


def _controls(app: App, view: View) -> dict[str, Props]:
    buttons = view.buttons
    # Nobody here plays: the computer plays itself, or a game is opened for review (a
    # watch link, a record): no Undo, no Resign (hidden the whole time, so nothing moves)
    watched = app.match().watched() or app.links.watching is not None
    ids: dict[str, Props] = {
        "undo": {"disabled": not buttons.undo, "hidden": buttons.play_again or watched},
        "resign": {"disabled": not buttons.resign, "hidden": buttons.play_again or watched,
                   "data": {"armed": flag(view.resign_armed)},
                   "text": text(app, message("button.resign_confirm" if view.resign_armed
                                            else "button.resign"))},
        "play_again": {"hidden": not buttons.play_again},
        "review": {"hidden": not buttons.review},
    }
    for name in ("first", "prev", "next", "last"):
        ids[name] = {"disabled": not getattr(buttons, name)}
    return ids


def _result(app: App, view: View) -> dict[str, Props]:
    texts = [text(app, m) for m in view.result] + ["", ""]
    return {
        "result": {"hidden": not view.result, "data": {"colour": view.result_colour or "none"}},
        "result-main": {"text": texts[0]},
        "result-next": {"text": texts[1]},
    }


def _setup(app: App, view: View) -> dict[str, Props]:
    """The mode and level pickers (showing a pending choice) and the question."""
    mode, level = view.switch if view.switch is not None else (view.mode, view.level)
    question = confirm_message(view.switch, view.switch_game)
    level_label = text(app, message("cvc.level_blue" if mode == "cvc" else "level.label"))
    # After "Take over", the seats in play: a person against one computer (whose level
    # stays adjustable); the colour the person took has no level.
    taken = app.match().taken if view.switch is None else None
    ids: dict[str, Props] = {
        "mode": {"value": "taken" if taken else mode},
        "mode-taken": {"hidden": taken is None},
        "level": {"value": level},
        "level-pick": {"hidden": mode not in ("computer", "cvc") or taken == "blue"},
        "level-label": {"text": level_label},
        "red-level": {"value": app.saved_settings().red_level},
        "red-level-pick": {"hidden": mode != "cvc" or taken == "red"},
        "confirm": {"hidden": view.switch is None},
    }
    if question is not None:
        ids["confirm-text"] = {"text": text(app, question)}
    return ids


def _scores(app: App, view: View) -> dict[str, Props]:
    ids: dict[str, Props] = {}
    for name, label in zip(("red", "blue", "draws"), view.score_labels, strict=True):
        ids[f"score-{name}-label"] = {"text": text(app, label)}
    away = app.link_game() is not None or app.links.watching is not None  # not this device's round
    ids["score"] = {"hidden": away or view.mode == "cvc"}  # cvc rounds count nowhere
    tally = view.tally
    for name, count in (("red", tally.red), ("blue", tally.blue), ("draws", tally.draws)):
        ids[f"score-{name}"] = {"text": str(count)}
    return ids


def _rating(app: App) -> dict[str, Props]:
    match = app.match()
    lines = [text(app, line) for line in rating.summary(app.rating, match)] + [""]
    game = match.variant.game  # each game has its own rating (and history)
    spark = rating.is_rated(match) and app.rating.games_of(game) > 0
    return {
        "rating": {"hidden": len(lines) == 1},
        "rating-value": {"text": lines[0]},
        "rating-more": {"text": " · ".join(lines[1:-1])},
        "rating-spark": {"hidden": not spark},
        "rating-line": {"attrs": {"points": rating.sparkline(app.rating.history(game), 120, 28)}},
    }


def _selfplay(app: App) -> dict[str, Props]:
    """Pause, One move, Speed and Take over, while the computer plays itself."""
    match = app.match()
    shown = match.can_take_over() and app.links.shown is None and app.links.watching is None
    state = ("paused" if app.round.paused else "playing") if shown else (
        "over" if match.mode == "cvc" and match.is_over() else "")
    return {
        "selfplay": {"hidden": not shown},
        "cvc_pause": {"text": text(app, message("cvc.resume" if app.round.paused else "cvc.pause")),
                      "attrs": {"aria-pressed": "true" if app.round.paused else "false"}},
        "cvc_step": {"disabled": not app.round.paused or app.round.stepping},
        "board": {"data": {"cvc": state, "taken": match.taken or ""}},
    }


def ids(app: App, view: View, wall: float | None) -> dict[str, Props]:
    """The status line, the round's controls and result, the mode and level, the scores,
the rating and the computer playing itself."""
    return merged_ids(_status(app, view), _controls(app, view), _result(app, view),
                      _setup(app, view), _scores(app, view), _rating(app), _selfplay(app))
