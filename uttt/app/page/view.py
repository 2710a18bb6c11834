"""The page around the board, as data: every text, and what is visible, enabled,
selected or focused. Pure: ``page_view(app, wall)`` reads the state and says what the
page shows; unit tests read it, and ``site/patch.js`` (a generic patcher that knows no
element by name) applies it to the DOM.

A view has two parts. ``live`` follows the state: ``ids`` maps an element id to its
properties (``text``, ``hidden``, ``disabled``, ``value``, ``checked``, ``data`` for
``data-*`` attributes, ``attrs`` for others, ``typed`` for the value of a field the player
types in, not written while it has the focus, ``classes`` to toggle, ``style``
properties, ``children`` for nodes to build), ``focus`` names the element to focus when
it changes, and ``history`` is the state the tab's history entry keeps (which link game
is shown, so a reload shows it again). It covers the study panels too (the hint, the
report and live evaluation, the puzzles), whose modules it imports only once a panel has
something to show. ``fixed`` depends only on the language and the game: the page's
language and title, its fixed texts by key (for elements marked ``data-text``,
``data-text-label`` and ``data-text-content``), the link to the web manifest in that
language, and elements built from the tables (the help view, the settings' choices).
Nodes to build are ``{"tag", "text", "class", "value", "id", "attrs", "children"}``.

>>> from uttt.app.controller.state import App
>>> from uttt.app.round.record import MatchRecord
>>> from uttt.app.scores.book import ScoreBook
>>> app = App.start(MatchRecord("0" * 16, mode="computer"), ScoreBook(), width=360,
...                 height=360)
>>> view = page_view(app)
>>> view["live"]["ids"]["undo"], view["live"]["ids"]["level-pick"]
({'disabled': True, 'hidden': False}, {'hidden': False})
>>> view["fixed"]["title"], view["live"]["ids"]["status-text"]["text"]
('Ultimate Tic-Tac-Toe', 'You (X) open: play anywhere')
"""

from __future__ import annotations

import json
from functools import lru_cache, partial
from typing import Any

from uttt.app.canvas.theme import palette
from uttt.app.controller.shown import render_view, share_now, text
from uttt.app.controller.state import App
from uttt.app.core.vocabulary import GameKind
from uttt.app.page.archive import archive_ids, filter_options
from uttt.app.page.board_view import board_ids
from uttt.app.page.clocks import clock_ids, clock_note_ids, timer
from uttt.app.page.friends import place_of
from uttt.app.page.position_view import position_ids
from uttt.app.page.tour import tour_ids
from uttt.app.rating import elo as rating
from uttt.app.study.hint import can_hint, offers_hint
from uttt.app.texts.help import Section
from uttt.app.texts.i18n import Language, manifest_file, message, page_texts, translate
from uttt.app.texts.move_list import MovePair, move_list
from uttt.app.texts.notice_line import shown_notices
from uttt.app.texts.wording import confirm_message, hints
from uttt.app.variants import variant_of
from uttt.app.view import friends as friend_view
from uttt.app.view import settings_form
from uttt.app.view.build import View
from uttt.notation import ply_offset

__all__ = ["page_json", "page_view"]

Props = dict[str, Any]
Node = dict[str, Any]


def page_view(app: App, wall: float | None = None, view: View | None = None
              ) -> dict[str, Any]:
    """What the page shows now; ``wall`` (wall-clock seconds) runs the turn timer;
    ``view`` is ``render_view(app)`` when the caller has it already."""
    return {"live": live_view(app, wall, view),
            "fixed": fixed_view(app.language, app.shown_game())}


def page_json(app: App, wall: float | None = None, view: View | None = None,
              record: str | None = None) -> tuple[str, str]:
    """The live and the fixed part as JSON, for the patcher (the fixed one is cached);
    ``record``: the canvas's ``data-record`` as last published, in the same patch as the
    texts that go with it (one message, one task on the page: nothing reads one without
    the other, from a worker too).

    >>> from uttt.app.controller.state import App
    >>> from uttt.app.round.record import MatchRecord
    >>> from uttt.app.scores.book import ScoreBook
    >>> app = App.start(MatchRecord("0" * 16), ScoreBook(), width=360, height=360)
    >>> json.loads(page_json(app, record="1. e5")[0])["ids"]["board"]["data"]["record"]
    '1. e5'
    >>> "record" in json.loads(page_json(app)[0])["ids"]["board"]["data"]
    False
    """
    live = live_view(app, wall, view)
    if record is not None:
        _merge(live["ids"].setdefault("board", {}), {"data": {"record": record}})
    return (json.dumps(live, separators=(",", ":")),
            _fixed_json(app.language, app.shown_game()))


# -- the live part -------------------------------------------------------------------


def live_view(app: App, wall: float | None, view: View | None = None) -> dict[str, Any]:
    view = render_view(app) if view is None else view
    ids: dict[str, Props] = {}
    for part in (_status(app, view), _controls(app, view), _result(app, view),
                 _setup(app, view), _scores(app, view), _timer(app, wall), clock_ids(app, wall),
                 _rating(app), _settings(app), clock_note_ids(app), _moves(app, view),
                 _selfplay(app), _links(app), _hint(app),
                 _analysis(app), _puzzles(app), archive_ids(app), board_ids(app),
                 position_ids(app), _looks(app), tour_ids(app)):
        for name, props in part.items():
            _merge(ids.setdefault(name, {}), props)
    return {"ids": ids, "focus": "switch_cancel" if view.switch is not None else None,
            "history": place_of(app), "root": _root(app)}


def _root(app: App) -> Props:
    """``<html>``'s theme: ``data-scheme`` (``light``, ``dark``, or ``system``: the
    stylesheet follows the browser) and ``data-palette``."""
    return {"data": {"scheme": app.settings.theme, "palette": app.settings.palette}}


def _looks(app: App) -> dict[str, Props]:
    """The browser's bar in the page's colour (one ``theme-color`` for each scheme the
    browser may prefer: both the chosen theme's unless it follows the browser); the
    install button while the browser offers to install."""
    chosen = app.settings.theme

    def paper(scheme: str) -> str:
        return palette(dark=scheme == "dark" if chosen == "system" else chosen == "dark")[
            "paper"]

    return {f"theme-{scheme}": {"attrs": {"content": paper(scheme)}}
            for scheme in ("light", "dark")} | {"install": {"hidden": not app.installable}}


def _merge(into: Props, props: Props) -> None:
    for key, value in props.items():
        if isinstance(value, dict) and isinstance(into.get(key), dict):
            into[key] = {**into[key], **value}
        else:
            into[key] = value


def _flag(on: bool) -> str:
    return "1" if on else "0"


def _status(app: App, view: View) -> dict[str, Props]:
    note = app.timeout_note  # said in the status bar, until the next move
    match = app.match()
    place = "link" if app.link_key is not None else "watch" if app.watching else "here"
    touch, mouse = hints(match.variant.texts, match.is_over(), match.ply, place)
    if match.watched() and not match.is_over():  # nothing to click on the board
        touch = mouse = message("hint.watch")
    if app.watching is not None or app.view.review is not None:  # a review: nothing to play
        touch = mouse = message("hint.review")
    elif app.view.previewed is not None:  # "tap twice to play": the first tap was seen
        touch = message("hint.confirm")
    return {
        "hint-touch": {"text": text(app, touch)},
        "hint-mouse": {"text": text(app, mouse)},
        "status": {"data": {"colour": view.status_colour or "none",
                            "thinking": _flag(view.thinking)}},
        "status-text": {"text": text(app, view.status)},
        "status-note": {"hidden": note is None, "text": "" if note is None else text(app, note)},
        "round": {"text": text(app, message("round", round=view.round_number))},
        "board": {"data": {"thinking": _flag(view.thinking)}},
        "notice": {"hidden": not app.notices,  # every standing notice, one a line
                   "text": "\n".join(text(app, n) for n in shown_notices(app.notices))},
    }


def _controls(app: App, view: View) -> dict[str, Props]:
    buttons = view.buttons
    # Nobody here plays: the computer plays itself, or a game is opened for review (a
    # watch link, a record): no Undo, no Resign (hidden the whole time, so nothing moves)
    watched = app.match().watched() or app.watching is not None
    ids: dict[str, Props] = {
        "undo": {"disabled": not buttons.undo, "hidden": buttons.play_again or watched},
        "resign": {"disabled": not buttons.resign, "hidden": buttons.play_again or watched,
                   "data": {"armed": _flag(view.resign_armed)},
                   "text": text(app, message("button.resign_confirm" if view.resign_armed
                                            else "button.resign"))},
        "play_again": {"hidden": not buttons.play_again},
        "review": {"hidden": not buttons.review},
    }
    for name in ("first", "prev", "next", "last"):
        ids[name] = {"disabled": not getattr(buttons, name)}
    return ids


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
    ids: dict[str, Props] = {"moves": {"hidden": not pairs and not explored},
                             "moves-list": {"children": [_pair_node(app, p) for p in pairs]}}
    stop = max(ply, 1)  # the move that takes the focus
    for pair in pairs:
        for entry in pair.entries:
            ids[f"ply-{entry.ply}"] = {"attrs": {
                "aria-selected": str(entry.current).lower(),
                "tabindex": "0" if entry.ply == stop else "-1"}}
    return ids


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
    away = app.link_game() is not None or app.watching is not None  # not this device's round
    ids["score"] = {"hidden": away or view.mode == "cvc"}  # cvc rounds count nowhere
    tally = view.tally
    for name, count in (("red", tally.red), ("blue", tally.blue), ("draws", tally.draws)):
        ids[f"score-{name}"] = {"text": str(count)}
    return ids


def _timer(app: App, wall: float | None) -> dict[str, Props]:
    shown = None if wall is None else timer(app, wall)
    return {
        "timer": {"hidden": shown is None, "text": "" if shown is None else shown[0]},
        "status": {"data": {"timer": _flag(shown is not None)}},
    }


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


def _settings(app: App) -> dict[str, Props]:
    """The panel's controls show the saved settings (mode, level, game: the round's)."""
    values = settings_form.form_values(app.saved_settings())
    ids: dict[str, Props] = {f"set-{name}": {"value": value} for name, value in values.items()}
    for name in settings_form.CHECKBOXES:
        ids[f"set-{name}"] = {"checked": values[name] == "on"}
    ids["set-level-row"] = {"hidden": values["mode"] not in ("computer", "cvc")}
    ids["set-level-label"] = {"text": text(app, message(
        "cvc.level_blue" if values["mode"] == "cvc" else "level.label"))}
    ids["set-red_level-row"] = {"hidden": values["mode"] != "cvc"}
    ids["set-custom_clock"] = {"typed": values["custom_clock"]}
    ids["set-custom_clock-row"] = {"hidden": values["game_clock"] != "custom"}
    return ids


def _selfplay(app: App) -> dict[str, Props]:
    """Pause, One move, Speed and Take over, while the computer plays itself."""
    match = app.match()
    shown = match.can_take_over() and app.link_key is None and app.watching is None
    state = ("paused" if app.paused else "playing") if shown else (
        "over" if match.mode == "cvc" and match.is_over() else "")
    return {
        "selfplay": {"hidden": not shown},
        "cvc_pause": {"text": text(app, message("cvc.resume" if app.paused else "cvc.pause")),
                      "attrs": {"aria-pressed": "true" if app.paused else "false"}},
        "cvc_step": {"disabled": not app.paused or app.stepping},
        "board": {"data": {"cvc": state, "taken": match.taken or ""}},
    }


def _links(app: App) -> dict[str, Props]:
    """The friend box, the link to send (also the canvas's ``data-share``), and what a
    link game or a review hides of this device's round."""
    game = app.link_game()
    away = game is not None or app.watching is not None
    link = share_now(app)
    rematch = "friend.rematch" if game is not None else "button.play_again"
    ids: dict[str, Props] = {
        "friend": {"hidden": game is None},
        "home": {"hidden": not away},
        "setup": {"hidden": away},
        "play_again": {"text": text(app, message(rematch))},
        "board": {"data": {"share": link}},
        "send_link": {"hidden": not link},
        "friend-hint": {"hidden": not link},
        "share-url": {"hidden": not link, "value": link},
        "my-name": {"typed": app.friends.my_name},  # not while the player types in it
    }
    if game is not None:
        said = friend_view.status(game)
        ids["friend-status"] = {"text": text(app, said) if said is not None else ""}
        ids["friend-tally"] = {"text": text(app, friend_view.tally_line(app.friends, game))}
    return {**ids, **_qr(app, link), **_games(app)}


def _qr(app: App, link: str) -> dict[str, Props]:
    """The QR code of the link to send, when asked for (its toggle only with a link).
    The picture is made only while shown (``qr_picture`` keeps the last ones by link:
    the encoder is not free)."""
    shown = app.qr_shown and bool(link)
    ids: dict[str, Props] = {
        "qr": {"hidden": not link, "attrs": {"aria-expanded": "true" if shown else "false"},
               "text": text(app, message("friend.qr_hide" if shown else "friend.qr_show"))},
        "share-qr": {"hidden": not shown},
    }
    if not shown:
        return ids
    picture = friend_view.qr_picture(link)
    said = "friend.qr_caption" if picture is not None else "friend.qr_too_long"
    ids["share-qr-caption"] = {"text": text(app, message(said))}
    ids["share-qr-code"] = {"hidden": picture is None}
    if picture is not None:
        ids["share-qr-code"]["attrs"] = {"viewBox": picture.view_box, "data-link": link}
        ids["share-qr-path"] = {"attrs": {"d": picture.path}}
    return ids


def _games(app: App) -> dict[str, Props]:
    """The "Your games" list: a button per game (``data-series``, ``data-round``: the
    game a tap shows; it closes the list's dialog), the one shown ``aria-current``."""
    items: list[Node] = []
    for row in friend_view.rows(app.friends, app.link_key):
        words = text(app, row.label) + (f" · {text(app, row.last)}" if row.last else "")
        attrs = {"type": "button", "data-series": row.key[0], "data-round": str(row.key[1]),
                 "data-close": "games-panel"}
        if row.current:
            attrs["aria-current"] = "true"
        items.append({"tag": "li", "children": [{"tag": "button", "text": words,
                                                 "attrs": attrs}]})
    return {"games-empty": {"hidden": bool(items)}, "games-list": {"children": items}}


def _hint(app: App) -> dict[str, Props]:
    """The Hint button (shown for the whole round, so nothing beside it moves; enabled
    while a hint may be asked) and the hint's text once found."""
    match = app.match()
    hint = app.hint
    shown = hint is not None and hint.shown_for(match.moves)
    words = text(app, hint.text()) if hint is not None and shown and hint.text() else ""  # type: ignore[arg-type]
    return {
        "hint-button": {"hidden": not offers_hint(match),
                        "disabled": hint is not None or not can_hint(match),
                        "data": {"busy": _flag(hint is not None and hint.move is None)}},
        "hint-text": {"text": words, "hidden": not words},
    }


def _analysis(app: App) -> dict[str, Props]:
    """The evaluation and game report beside the board (hidden until it has something to
    show; its modules are imported only then)."""
    screen = app.study.analysis
    if screen is None:
        return {}
    from uttt.app.study.analysis_view import analysis_view  # lazy: not before the first frame

    view = analysis_view(screen, app.match().variant)
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
                              "running": _flag(view.running), "shown": str(screen.shown)}},
        "analysis-title": {"text": say(message("eval.title" if view.live else "report.title"))},
        "eval-verdict": {"text": say(view.verdict) if view.verdict else
                         (working if view.working else "")},
        "eval-best": {"text": say(view.best) if view.best else ""},
        "eval-line": {"text": say(view.line) if view.line else ""},
        "eval-bar": {"hidden": view.x_percent is None and not view.live,
                     "attrs": {"aria-label": say(view.bar_label) if view.bar_label
                               else working}},
        "eval-fill": {"style": {"width": f"{50 if view.x_percent is None else view.x_percent}%"}},
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
        "graph": {"attrs": {"aria-valuemax": str(view.total),
                            "aria-valuenow": str(view.graph_at),
                            "aria-valuetext": say(view.graph_point) if view.graph_point
                            else ""}},
    }
    for name in ("analyse-progress", "analyse-status", "graph", "mistakes", "mistakes-none",
                 "chances-box"):
        ids.setdefault(name, {})["hidden"] = view.live  # live: the position only, no report
    ids["report-summary"]["hidden"] = view.live or not view.summary
    ids["analyse-progress"]["hidden"] = view.live or view.exact is not None  # whole at once
    return ids


def _puzzles(app: App) -> dict[str, Props]:
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
    ids["puzzle-form"] = {"hidden": screen.attempt is None}  # no puzzle: nothing to type
    ids["puzzle-next"] = {"hidden": not screen.finished()}
    ids["puzzle-hint"] = {"hidden": not screen.can_help()}
    ids["puzzle-solution"] = {"hidden": not screen.can_help()}
    ids["puzzle-daily"] = {"hidden": screen.daily or not screen.day or not screen.puzzles
                           or screen.job is not None}
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
        "busy": _flag(screen.job is not None or screen.valuing is not None),
        "record": "" if shown is None else " ".join(str(m) for m in shown.moves)}}
    return ids


# -- the fixed part ------------------------------------------------------------------


@lru_cache(maxsize=8)
def fixed_view(language: Language, game: GameKind) -> dict[str, Any]:
    """The texts and the built elements of a language and a game (cached)."""
    variant = variant_of(game)

    def say(key: str) -> str:
        return translate(language, message(key))

    title = say(variant.texts["title"])
    ids: dict[str, Props] = {
        "title": {"text": title},
        "board": {"attrs": {"aria-label": say(variant.texts["canvas.label"])}},
        "help-body": {"children": help_nodes(variant.help, language)},
        # installing names the game in the page's language, also after a change
        "manifest": {"attrs": {"href": f"./{manifest_file(language)}"}},
        **filter_options(language),  # the archive list's filters
    }
    for name in settings_form.FIELDS:
        choices = settings_form.options(name)
        if choices:
            ids[f"set-{name}"] = {"children": [
                {"tag": "option", "value": value, "text": translate(language, label)}
                for value, label in choices]}
    return {"lang": language, "title": title, "texts": page_texts(language), "ids": ids}


@lru_cache(maxsize=8)
def _fixed_json(language: Language, game: GameKind) -> str:
    return json.dumps(fixed_view(language, game), separators=(",", ":"))


def help_nodes(sections: tuple[Section, ...], language: Language) -> list[Node]:
    """The rules-and-help view: a section per heading; paragraphs, lists, questions
    and glossary entries as the tables say (``uttt.app.texts.help``)."""
    groups = {"li": "ul", "term": "dl", "def": "dl"}
    tags = {"li": "li", "term": "dt", "def": "dd"}
    nodes: list[Node] = []
    for heading, items in sections:
        children: list[Node] = [{"tag": "h3", "text": translate(language, message(heading))}]
        for kind, key in items:
            words = translate(language, message(key))
            group = groups.get(kind)
            if group is None:
                node: Node = {"tag": "p", "text": words}
                if kind == "q":
                    node["class"] = "q"
                children.append(node)
                continue
            if children[-1]["tag"] != group:
                children.append({"tag": group, "children": []})
            children[-1]["children"].append({"tag": tags[kind], "text": words})
        nodes.append({"tag": "section", "children": children})
    return nodes
