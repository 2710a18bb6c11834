"""The game clocks as the page shows them: one for each side, side by side under the
status line, each named as the status line names its side ("Red (X)", "You (X)", "Computer
(O)"), the running one filled with its side's colour, a low one marked; and the settings
panel's note while a clock chosen waits for the next round.

>>> from uttt.app.controller.state import App
>>> from uttt.app.round.game_clock import GameClock
>>> from uttt.app.round.record import MatchRecord
>>> from uttt.app.scores.book import ScoreBook
>>> from uttt.frozen import replace
>>> app = App.start(MatchRecord("0" * 16, mode="computer", opener="blue"), ScoreBook(),
...                 width=360, height=360)
>>> app = replace(app, game_clock=GameClock("0" * 16, (180, 2), 180000, 180000, 0, "blue", 0))
>>> ids = clock_ids(app, 1.5)
>>> ids["clock-red-name"]["text"], ids["clock-blue-name"]["text"], ids["clock-blue-time"]
('You (O)', 'Computer (X)', {'text': '2:58'})
>>> ids["clock-blue"]["data"], ids["clocks"]
({'running': '1', 'low': '0'}, {'hidden': False})
"""

from __future__ import annotations

from typing import Any

from uttt.app.controller.handlers.clocks import next_round_note
from uttt.app.controller.state import App
from uttt.app.texts.wording import about

Props = dict[str, Any]


def clock_ids(app: App, wall: float | None) -> dict[str, Props]:
    """Both clocks at ``wall``: their names, times, which one runs, which is low; hidden
    when no game clock runs for the round on screen."""
    shown = () if wall is None else app.clocks(wall)
    ids: dict[str, Props] = {"clocks": {"hidden": not shown}}
    if not shown:
        return ids
    match = app.match()
    for side, text, running, low in shown:
        name = about(match, "clock.name", side, symbol=match.symbol_of(side))
        ids[f"clock-{side}"] = {"data": {"running": "1" if running else "0",
                                         "low": "1" if low else "0"}}
        ids[f"clock-{side}-name"] = {"text": app.text(name)}
        ids[f"clock-{side}-time"] = {"text": text}
    return ids


def clock_note_ids(app: App) -> dict[str, Props]:
    """The settings panel's note under the game clock, while the clock chosen waits for
    the next round."""
    note = next_round_note(app)
    return {"set-game_clock-note": {"hidden": note is None,
                                    "text": "" if note is None else app.text(note)}}
