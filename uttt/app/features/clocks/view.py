"""The turn timer and the game clocks as the page shows them (``timer``, ``shown_clocks``,
``shown_time``: the page is patched again when what they show changes). The game clocks:
one for each side, side by side under the status line, each named as the status line
names its side ("Red (X)", "You (X)", "Computer (O)"), the running one filled with its
side's colour, a low one marked; and the settings panel's note while a clock chosen waits
for the next round.

>>> from uttt.app.model.app import App, with_round
>>> from uttt.app.round.game_clock import GameClock
>>> from uttt.app.round.record import MatchRecord
>>> from uttt.app.scores.book import ScoreBook
>>> app = App.start(MatchRecord("0" * 16, mode="computer", opener="blue"), ScoreBook(),
...                 width=360, height=360)
>>> app = with_round(app, game_clock=GameClock("0" * 16, (180, 2), 180000, 180000, 0, "blue", 0))
>>> ids = clock_ids(app, 1.5)
>>> ids["clock-red-name"]["text"], ids["clock-blue-name"]["text"], ids["clock-blue-time"]
('You (O)', 'Computer (X)', {'text': '2:58'})
>>> ids["clock-blue"]["data"], ids["clocks"]
({'running': '1', 'low': '0'}, {'hidden': False})
"""

from __future__ import annotations

from uttt.app.core.vocabulary import Colour
from uttt.app.features.clocks.rules import next_round_note
from uttt.app.model.app import App
from uttt.app.model.shown import Props, flag, merged_ids, text
from uttt.app.round import clock as turn_clock
from uttt.app.round import game_clock as game_clocks
from uttt.app.scene.build import View
from uttt.app.texts.wording import about


def timer(app: App, wall: float) -> tuple[str, Colour] | None:
    """The countdown to show now and whose it is, ``None`` when no timer runs."""
    limit = app.settings.turn_limit()
    if app.away():
        return None
    colour = turn_clock.runs_for(app.match(), limit=limit)
    clock = app.round.clock
    if colour is None or clock is None or (clock.round_id, clock.ply) != (
            app.round.record.round_id, len(app.round.record.moves)):
        return None if colour is None else (turn_clock.countdown(limit), colour)
    left = turn_clock.remaining(clock, limit=limit, now=wall)
    return turn_clock.countdown(left or 0.0), colour


def shown_clocks(app: App, wall: float) -> tuple[tuple[Colour, str, bool, bool], ...]:
    """The game clocks to show now, red's then blue's: the time, whether it runs,
    whether it is low; none when no game clock runs for the round on screen."""
    clock = app.round.game_clock
    if clock is None or app.away() or clock.round_id != app.round.record.round_id:
        return ()
    return tuple((side, game_clocks.show(ms := game_clocks.left_ms(clock, side, now=wall)),
                  clock.running == side, clock.flagged == side or ms < game_clocks.low_ms(
                      clock.control)) for side in ("red", "blue"))


def run_clock(app: App, wall: float) -> str | None:
    """A timed puzzle run's time left at ``wall`` (``None``: no timed run on screen)."""
    screen = app.study.puzzles
    run = None if screen is None else screen.run
    if run is None or run.kind != "timed":
        return None
    from uttt.app.study.puzzle_runs import left  # loaded with the puzzle panel

    return game_clocks.show(round(left(run, now=wall) * 1000))


def shown_time(app: App, wall: float) -> object:
    """What the page shows of time at ``wall`` (the turn timer, the game clocks, a timed
    puzzle run's clock): the page is patched again when it changes."""
    return timer(app, wall), shown_clocks(app, wall), run_clock(app, wall)


def clock_ids(app: App, wall: float | None) -> dict[str, Props]:
    """Both clocks at ``wall``: their names, times, which one runs, which is low; hidden
    when no game clock runs for the round on screen."""
    shown = () if wall is None else shown_clocks(app, wall)
    ids: dict[str, Props] = {"clocks": {"hidden": not shown}}
    if not shown:
        return ids
    match = app.match()
    for side, time, running, low in shown:
        name = about(match, "clock.name", side, symbol=match.symbol_of(side))
        ids[f"clock-{side}"] = {"data": {"running": "1" if running else "0",
                                         "low": "1" if low else "0"}}
        ids[f"clock-{side}-name"] = {"text": text(app, name)}
        ids[f"clock-{side}-time"] = {"text": time}
    return ids


def clock_note_ids(app: App) -> dict[str, Props]:
    """The settings panel's note under the game clock, while the clock chosen waits for
    the next round."""
    note = next_round_note(app)
    return {"set-game_clock-note": {"hidden": note is None,
                                    "text": "" if note is None else text(app, note)}}


def _timer(app: App, wall: float | None) -> dict[str, Props]:
    shown = None if wall is None else timer(app, wall)
    return {
        "timer": {"hidden": shown is None, "text": "" if shown is None else shown[0]},
        "status": {"data": {"timer": flag(shown is not None)}},
    }


def ids(app: App, view: View, wall: float | None) -> dict[str, Props]:
    """The turn timer, the game clocks and the note on the next round's clock."""
    return merged_ids(_timer(app, wall), clock_ids(app, wall), clock_note_ids(app))
