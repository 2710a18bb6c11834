"""The link games as data for the page view (``uttt.app.page.view``): the friend box
(its status, tally, the link to send and its QR code), what a link game or a review hides
of this device's round, and the "Your games" list."""

from __future__ import annotations

from uttt.app.friends import words as friend_view
from uttt.app.model.app import App
from uttt.app.model.shown import Node, Props, share_now, text
from uttt.app.scene.build import View
from uttt.app.texts.i18n import message


def _links(app: App) -> dict[str, Props]:
    """The friend box, the link to send (also the canvas's ``data-share``), and what a
    link game or a review hides of this device's round."""
    game = app.link_game()
    away = game is not None or app.links.watching is not None
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
        "my-name": {"typed": app.links.book.my_name},  # not while the player types in it
    }
    if game is not None:
        said = friend_view.status(game)
        ids["friend-status"] = {"text": text(app, said) if said is not None else ""}
        ids["friend-tally"] = {"text": text(app, friend_view.tally_line(app.links.book, game))}
    return {**ids, **_qr(app, link), **_games(app)}


def _qr(app: App, link: str) -> dict[str, Props]:
    """The QR code of the link to send, when asked for (its toggle only with a link).
    The picture is made only while shown (``qr_picture`` keeps the last ones by link:
    the encoder is not free)."""
    shown = app.links.qr_shown and bool(link)
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
    for row in friend_view.rows(app.links.book, app.links.shown):
        words = text(app, row.label) + (f" · {text(app, row.last)}" if row.last else "")
        attrs = {"type": "button", "data-series": row.key[0], "data-round": str(row.key[1]),
                 "data-close": "games-panel"}
        if row.current:
            attrs["aria-current"] = "true"
        items.append({"tag": "li", "children": [{"tag": "button", "text": words,
                                                 "attrs": attrs}]})
    return {"games-empty": {"hidden": bool(items)}, "games-list": {"children": items}}


def ids(app: App, view: View, wall: float | None) -> dict[str, Props]:
    """The friend box, the link to send and its QR code, the "Your games" list."""
    return _links(app)
