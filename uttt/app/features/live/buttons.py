"""The live panel's buttons: Play live (the first time, after the notice of what live
play contacts), Same room (QR) and the scanner (``features.live.pair``), the invites to
send, the fallback to a plain link, an undo asked for and answered, the presets.

"Play live" makes the link game shown live, or starts one (as "Play a friend" does):
its series gets a room (``uttt.app.live.room.room_for``, from the click's fresh
randomness), kept in the friend book; the room itself is joined by ``room.follow_room``."""

from __future__ import annotations

from collections.abc import Callable

from uttt.app.features.links.handlers import link_click
from uttt.app.features.live.messages import adopted
from uttt.app.features.live.pair import afresh, with_pair
from uttt.app.features.live.state import PairState
from uttt.app.features.live.talk import can_ask_undo, live_game, send
from uttt.app.friends import book as friends
from uttt.app.friends.link import encode
from uttt.app.friends.words import share_url
from uttt.app.live.protocol import PRESETS, Answer, Say, Undo
from uttt.app.live.room import read_token, room_for, with_room
from uttt.app.model.app import NOTHING, REDRAW, App, Effects, with_links, with_live
from uttt.app.model.effects import Save, Scan, Share
from uttt.app.model.events import Click
from uttt.app.model.routes import timeless
from uttt.app.round.game_clock import control_of
from uttt.frozen import replace


def play_live(app: App, event: Click) -> tuple[App, Effects]:
    """Play live: the first time, the notice first; else the game shown made live."""
    if not app.settings.live_play:
        return app, NOTHING
    if not app.settings.live_consent:
        return with_live(app, asking=True), REDRAW
    return made_live(app, event)


def go_on(app: App, event: Click) -> tuple[App, Effects]:
    """The first-time notice answered Go on: consent kept in the settings, then live."""
    app = with_live(replace(app, settings=replace(app.settings, live_consent=True)),
                    asking=False)
    app, effects = made_live(app, event)
    return app, effects | Effects(Save())


def cancel(app: App, event: Click) -> tuple[App, Effects]:
    """The first-time notice answered Cancel: nothing is sent; links go on as ever."""
    return with_live(app, asking=False), REDRAW


def made_live(app: App, event: Click) -> tuple[App, Effects]:
    """The link game shown given a room (a game watched or already live keeps its own);
    without one, a new link game first, as "Play a friend" starts it."""
    if app.links.watching is not None:
        return app, REDRAW
    effects = NOTHING
    game = app.link_game()
    if game is None or (game.is_over and game.series not in app.links.book.rooms):
        app, effects = link_click(app, replace(event, button="friend")) or (app, NOTHING)
        game = app.link_game()
    if game is None or len(event.fresh_id) < 12:
        return app, effects
    if game.series not in app.links.book.rooms:
        token = room_for(event.fresh_id, game.series).token
        app = with_links(app, book=friends.with_room(app.links.book, game.series, token))
        effects = effects | Effects(Save())
        control = control_of(app.settings.game_clock, app.settings.custom_clock)
        if control is not None:  # the settings' game clock, for this series' live games
            app = with_live(app, control=(game.series, control))
    return app, effects | REDRAW


def scan(app: App, event: Click) -> tuple[App, Effects]:
    """Open the scanner (the camera asked for), or close it."""
    on = not app.live.pair.scanning
    return with_pair(app, scanning=on, camera=""), Effects(Scan(on)) | REDRAW


def side_by_side(app: App, event: Click) -> tuple[App, Effects]:
    """Same room (QR): the game shown made live (a new one else, as "Play live" does),
    paired with the device beside instead of over the relays."""
    if not app.settings.live_play or app.links.watching is not None:
        return app, NOTHING
    app, effects = made_live(app, event)
    game = app.link_game()
    if game is None or game.series not in app.links.book.rooms:
        return app, effects
    return afresh(app, PairState(game.series), effects)


def _invite(app: App, watch: bool) -> tuple[App, Effects]:
    """Share the live game's link with its room: to play, or to watch."""
    game = app.link_game()
    room = None if game is None else read_token(app.links.book.rooms.get(game.series))
    if game is None or room is None:
        return app, NOTHING
    seat = None if watch else friends.other_seat(game.me)
    fragment = with_room(encode(friends.to_link(game, watch=watch)), room, seat)
    return app, Effects(Share(share_url(app.page.url, fragment), "watch" if watch else "link"))


def by_link(app: App, event: Click) -> tuple[App, Effects]:
    """No connection: go on by link, the friend link of the same game (nothing lost)."""
    game = app.link_game()
    if game is None:
        return app, NOTHING
    return app, Effects(Share(share_url(app.page.url, encode(friends.to_link(game)))))


def ask_undo(app: App, event: Click) -> tuple[App, Effects]:
    """Ask the opponent to take back my last move."""
    game = live_game(app)
    if game is None or not can_ask_undo(app):
        return app, NOTHING
    app = with_live(app, asked=len(game.moves), answer=None)
    return app, send((app.live.opponent or "", Undo(len(game.moves)))) | REDRAW


def answer_undo(app: App, yes: bool) -> tuple[App, Effects]:
    """My answer to the opponent's request: their move taken back, or not."""
    game, ply = live_game(app), app.live.request
    if game is None or ply is None:
        return app, NOTHING
    answer = send((app.live.opponent or "", Answer(ply, yes)))
    if not yes or len(game.moves) != ply:
        return with_live(app, request=None), answer | REDRAW
    app, effects = adopted(app, friends.take_back(app.links.book, game.key, ply), game.key)
    return app, answer | effects


def say(preset: str) -> Callable[[App, Click], tuple[App, Effects]]:
    """The handler of a preset's button."""
    def handler(app: App, event: Click) -> tuple[App, Effects]:
        if live_game(app) is None:
            return app, NOTHING
        return app, send(("", Say(preset)))
    return handler


BUTTONS = timeless({
    "live": play_live,
    "live_go": go_on,
    "live_cancel": cancel,
    "live_share": lambda app, e: _invite(app, watch=False),
    "live_watch": lambda app, e: _invite(app, watch=True),
    "live_by_link": by_link,
    "live_pair": side_by_side,
    "pair_scan": scan,
    "live_undo": ask_undo,
    "live_undo_yes": lambda app, e: answer_undo(app, yes=True),
    "live_undo_no": lambda app, e: answer_undo(app, yes=False),
    **{f"say_{preset}": say(preset) for preset in PRESETS},
})
"""The live panel's buttons."""
