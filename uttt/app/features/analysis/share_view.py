"""The study link's part of the page view: "Share this study" beside the analysis board,
the box with the link and its QR code (or why there is none), and, for a study opened
from a link, the note that it is read only and "Copy to my studies". Pure; merged into
the analysis panel's view."""

from __future__ import annotations

from functools import partial

from uttt.app.features.analysis.shared import study_url
from uttt.app.model.app import App
from uttt.app.model.shown import Props, text
from uttt.app.texts.i18n import message


def share_ids(app: App) -> dict[str, Props]:
    """The share button, the read-only note and its copy button, the link's box."""
    board = app.study.board
    shared = board is not None and board.shared
    ids: dict[str, Props] = {
        "study-share": {"hidden": board is None},
        "study-shared": {"hidden": not shared},
        "explore": {"data": {"shared": "1" if shared else ""}},
    }
    if shared:
        ids["var-promote"] = {"disabled": True}
        ids["var-delete"] = {"disabled": True}
    open_ = board is not None and app.study.share_open
    ids["study-share-box"] = {"hidden": not open_}
    if open_:
        ids.update(_box(app))
    return ids


def _box(app: App) -> dict[str, Props]:
    """The link as text and its QR code, when the whole address fits one."""
    from uttt.app.friends.qr import most_bytes
    from uttt.app.friends.words import qr_picture
    from uttt.app.study.study_link import MAX_FRAGMENT, fits

    say = partial(text, app)
    url = study_url(app) or ""
    fragment = url.split("#", 1)[-1]
    picture = qr_picture(url) if fits(fragment) else None
    if not fits(fragment):
        caption = message("studylink.too_large", length=len(fragment), limit=MAX_FRAGMENT)
    elif picture is None:
        caption = message("studylink.qr_too_long", length=len(url.encode()),
                          limit=most_bytes())
    else:
        caption = message("studylink.qr_caption")
    ids: dict[str, Props] = {
        "study-url": {"value": url, "data": {"length": str(len(url))}},
        "study-qr-caption": {"text": say(caption)},
        "study-qr-code": {"hidden": picture is None},
    }
    if picture is not None:
        ids["study-qr-code"]["attrs"] = {"viewBox": picture.view_box, "data-link": url}
        ids["study-qr-path"] = {"attrs": {"d": picture.path}}
    return ids
