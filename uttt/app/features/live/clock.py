"""A live game's clocks (``uttt.app.round.game_clock``, me as Red, the friend as Blue):
each device owns its own player's time. My clock is charged here, the increment added,
when I move; the opponent's time is what their device says with each game it sends;
each game I send says mine. A device that has no clock yet (it reloaded) takes both
times from the opponent's game. When my time runs out my device resigns for me: the
opponent's device never decides it (it shows 0:00.0 until my device says so).

The control is the settings' game clock of the device that made the game live
(``LiveState.control``); the other device takes it from the games it receives. The
clocks start once the opponent first came (waiting for the invite to be opened costs
nobody time)."""

from __future__ import annotations

from uttt.app.core.vocabulary import Colour
from uttt.app.features.live.talk import game_message
from uttt.app.friends import book as friends
from uttt.app.friends.book import LinkGame
from uttt.app.friends.link_match import round_id_of
from uttt.app.live.protocol import Game
from uttt.app.model.app import NOTHING, REDRAW, App, Effects, with_links, with_live
from uttt.app.model.effects import Announce
from uttt.app.round import game_clock as clocks
from uttt.app.round.game_clock import Control
from uttt.app.texts.i18n import message
from uttt.app.texts.notice_line import with_notice
from uttt.frozen import replace


def control_for(app: App, game: LinkGame) -> Control | None:
    """The clock a live game runs with (``None``: none)."""
    control = app.live.control
    return control[1] if control is not None and control[0] == game.series else None


def _running(app: App, game: LinkGame) -> Colour | None:
    """The side whose clock runs: none before the opponent first came, nor once over."""
    if game.is_over or not app.live.met:
        return None
    return "red" if game.is_my_turn else "blue"


def followed(app: App, game: LinkGame, wall: float | None) -> App:
    """The clocks following the live game at ``wall``: a move of mine charges mine."""
    control = control_for(app, game)
    if control is None or wall is None:
        return app
    clock = clocks.follow(app.live.clock, round_id=round_id_of(game.series, game.round),
                          ply=len(game.moves), to_move=_running(app, game), control=control,
                          now=wall)
    return app if clock == app.live.clock else with_live(app, clock=clock)


def told(app: App, game: LinkGame, said: Game, wall: float | None) -> App:
    """The clocks once the opponent's game ``said`` was taken in: after their move, their
    time as their device says; both times if this device had no clock for the game yet
    (it reloaded, or the game is new to it)."""
    if said.clock is None or wall is None:
        return app
    base, increment, x_ms, o_ms = said.clock
    if control_for(app, game) is None:
        app = with_live(app, control=(game.series, (base, increment)))
    before = app.live.clock
    app = followed(app, game, wall)
    clock = app.live.clock
    if clock is None:
        return app
    mine, theirs = (x_ms, o_ms) if game.my_symbol == "X" else (o_ms, x_ms)
    if before is None or before.round_id != clock.round_id:  # new here: both as they say
        return with_live(app, clock=replace(clock, red_ms=mine, blue_ms=theirs))
    if before.ply == clock.ply or clock.running == "blue":
        return app  # nothing new of theirs: their clock as it runs here
    return with_live(app, clock=replace(clock, blue_ms=theirs))


def said_clock(app: App, game: LinkGame) -> tuple[int, int, int, int] | None:
    """The clock to send with my game: the control, X's and O's time as charged."""
    clock = app.live.clock
    if clock is None or clock.round_id != round_id_of(game.series, game.round):
        return None
    x_ms, o_ms = ((clock.red_ms, clock.blue_ms) if game.my_symbol == "X"
                  else (clock.blue_ms, clock.red_ms))
    return (*clock.control, x_ms, o_ms)


def ran_out(app: App, game: LinkGame, wall: float | None) -> tuple[App, Effects]:
    """My time ran out: my device resigns for me (the game is lost), the clocks stop."""
    clock = app.live.clock
    if clock is None or wall is None or clocks.due(clock, now=wall) != "red":
        return app, REDRAW if clock is not None and clock.running else NOTHING
    book, _ = friends.resign(app.links.book, game.key)
    said = message("live.out_of_time")
    app = with_live(with_links(app, book=book), clock=clocks.flag(clock, now=wall))
    app = replace(app, notices=with_notice(app.notices, said))
    return app, Effects(Announce((said,))) | REDRAW


def shown(app: App, game: LinkGame, wall: float) -> tuple[tuple[str, int, bool], ...]:
    """Both clocks now, mine first: the side, the milliseconds left, whether it runs."""
    clock = app.live.clock
    if clock is None or clock.round_id != round_id_of(game.series, game.round):
        return ()
    return tuple((side, clocks.left_ms(clock, side, now=wall), clock.running == side)
                 for side in ("red", "blue"))


def mine(app: App, game: LinkGame) -> Game:
    """My game as the room hears it, with its clock."""
    return replace(game_message(game), clock=said_clock(app, game))
