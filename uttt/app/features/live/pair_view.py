"""The QR pairing on the page: the buttons that start it ("Same room (QR)", "Scan a code"),
my code as a QR code and as text while the other device has not come, and the scanner
(the camera's picture, or the field to paste a code in)."""

from __future__ import annotations

from uttt.app.features.live.pair import my_link
from uttt.app.friends.words import qr_picture
from uttt.app.model.app import App
from uttt.app.model.shown import Props, text
from uttt.app.texts.i18n import message


def _code(app: App) -> dict[str, Props]:
    """My code, while the other device is not connected."""
    live = app.live
    link = my_link(app) if live.joined is not None and live.joined.paired else ""
    shown = bool(link) and live.opponent is None
    ids: dict[str, Props] = {"pair-code": {"hidden": not shown}}
    if not shown:
        return ids
    picture = qr_picture(link)
    said = "pair.show_offer" if live.pair.offers else "pair.show_answer"
    ids["pair-code-caption"] = {"text": text(app, message(said))}
    ids["pair-code-text"] = {"value": link}
    ids["pair-qr"] = {"hidden": picture is None}
    if picture is not None:
        ids["pair-qr"]["attrs"] = {"viewBox": picture.view_box, "data-link": link}
        ids["pair-qr-path"] = {"attrs": {"d": picture.path}}
    ids["pair_scan_answer"] = {"hidden": not live.pair.offers or bool(live.pair.theirs)}
    return ids


def _scanner(app: App) -> dict[str, Props]:
    pair = app.live.pair
    camera = {"on": "pair.camera_on", "unavailable": "pair.camera_none"}.get(
        pair.camera, "pair.camera_asking")
    return {
        "pair-scan": {"hidden": not pair.scanning},
        "pair-video": {"hidden": pair.camera != "on"},
        "pair-camera": {"text": text(app, message(camera))},
    }


def pair_ids(app: App) -> dict[str, Props]:
    """The pairing's part of the page."""
    on = app.settings.live_play and app.live.joined is None
    watching = app.links.watching is not None
    return {
        "live-pair-start": {"hidden": not on or watching},
        "pair-scan-start": {"hidden": not on or app.live.pair.scanning},
        **_code(app), **_scanner(app),
    }
