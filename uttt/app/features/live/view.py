"""The live panel: the game's clocks, the room's state (connecting, waiting for the
friend, connected, left, unreachable), how many watch, the invites to send, an undo
asked or to answer, the presets and the last one heard, the offer to go on by link; the
first-time notice; the "Play live" buttons (none with live play switched off); the QR
pairing's (``pair_view``)."""

from __future__ import annotations

from uttt.app.features.live.clock import shown
from uttt.app.features.live.pair_view import pair_ids
from uttt.app.features.live.talk import can_ask_undo, friend_name, live_game
from uttt.app.model.app import App
from uttt.app.model.shown import Props, text
from uttt.app.round import game_clock as clocks
from uttt.app.scene.build import View
from uttt.app.texts.i18n import Message, Ref, counted, message


def _friend(app: App) -> str | Ref:
    game = app.link_game()
    name = friend_name(app, app.live.opponent) or (game.friend_name if game else "")
    return name or Ref("friend.nobody")


def status_line(app: App) -> Message:
    """What the room's state is, in words."""
    live = app.live
    joined = live.joined
    if joined is None:
        return message("live.status.connecting")
    if joined.paired and live.opponent is None and live.status in ("open", "unreachable"):
        return message("pair.failed" if live.status == "unreachable" else "pair.waiting")
    if live.status == "unreachable":
        return message("live.status.unreachable")
    if joined.role == "watch":
        return message("live.status.watching" if live.met else "live.status.connecting")
    if live.opponent is not None:
        return message("live.status.connected", friend=_friend(app))
    if live.met:
        return message("live.status.left", friend=_friend(app))
    if live.status == "open":
        return message("live.status.waiting")
    return message("live.status.connecting")


def _panel(app: App) -> dict[str, Props]:
    live = app.live
    joined = live.joined
    player = joined is not None and joined.role == "player" and live_game(app) is not None
    watchers = sum(1 for peer in live.peers.values() if peer.role == "watch")
    stuck = (live.late or live.status == "unreachable") and live.opponent is None
    ids: dict[str, Props] = {
        "live-panel": {"hidden": joined is None},
        "live-status": {"text": text(app, status_line(app))},
        "live-peers": {"hidden": watchers == 0,
                       "text": text(app, counted("spectators", watchers))},
        "live-invite": {"hidden": not player or (joined is not None and joined.paired)},
        "live_share": {"hidden": live.opponent is not None},  # the friend is here already
        "live-presets": {"hidden": not player},
        "live_undo": {"hidden": not can_ask_undo(app)},
        "live-asked": {"hidden": live.asked is None},
        "live-request": {"hidden": live.request is None},
        "live-fallback": {"hidden": not (player and stuck)},
        "live-heard": {"hidden": live.heard is None},
    }
    if live.request is not None:
        ids["live-request-text"] = {
            "text": text(app, message("live.undo_asked", friend=_friend(app)))}
    if live.heard is not None:
        ids["live-heard"]["text"] = text(app, message(
            "live.heard", friend=_friend(app), what=Ref(f"live.preset.{live.heard}")))
    return ids


LINK_SENDING = ("send_link", "friend-hint", "share-url", "qr", "share-qr")
"""The friend box's parts that send the link (``uttt.app.features.links.view``)."""


def _friend_box(app: App) -> dict[str, Props]:
    """While the friend is here, live, the friend box sends no link (the moves go by
    themselves) and, on the friend's turn, waits for their move, not their link."""
    game = live_game(app)
    if app.live.opponent is None or game is None:
        return {}
    ids: dict[str, Props] = {name: {"hidden": True} for name in LINK_SENDING}
    if not game.is_over and not game.is_my_turn:
        ids["friend-status"] = {"text": text(app, message("live.their_turn",
                                                          friend=_friend(app)))}
    return ids


def _starts(app: App) -> dict[str, Props]:
    """The "Play live" buttons: beside "Play a friend", and in a link game's box."""
    on = app.settings.live_play
    game = app.link_game()
    live = game is not None and game.series in app.links.book.rooms
    return {
        "live-start": {"hidden": not on or app.live.joined is not None},
        "live-make": {"hidden": not on or game is None or live or game.is_over},
        "live-consent": {"hidden": not app.live.asking},
    }


def live_time(app: App, wall: float) -> tuple[tuple[str, bool], ...]:
    """The live game's clocks as shown at ``wall``, mine first: the time, whether it runs
    (the page is patched again when they change)."""
    game = live_game(app)
    if game is None:
        return ()
    return tuple((clocks.show(ms), running) for _, ms, running in shown(app, game, wall))


def _clocks(app: App, wall: float | None) -> dict[str, Props]:
    times = () if wall is None else live_time(app, wall)
    ids: dict[str, Props] = {"live-clocks": {"hidden": not times}}
    for who, (time, running) in zip(("me", "friend"), times, strict=False):
        ids[f"live-clock-{who}"] = {"data": {"running": "1" if running else "0"}}
        ids[f"live-clock-{who}-time"] = {"text": time}
    if times:
        game = app.link_game()
        name = friend_name(app, app.live.opponent) or (game.friend_name if game else "")
        ids["live-clock-friend-name"] = {"text": name or text(app, message("live.clock.them"))}
    return ids


def ids(app: App, view: View, wall: float | None) -> dict[str, Props]:
    """The live panel and its clocks, the first-time notice, the "Play live" buttons, the
    QR pairing."""
    return {**_starts(app), **_panel(app), **_clocks(app, wall), **pair_ids(app),
            **_friend_box(app)}
