"""Another tab saved: merge its scores, and adopt its round if it differs."""

from __future__ import annotations

from uttt.app.features.saving.events import StorageChanged
from uttt.app.model.app import NEVER, NOTHING, REDRAW, App, Effects, follow_round, with_round
from uttt.app.model.effects import Announce, Publish, Redraw
from uttt.app.model.routes import timeless
from uttt.app.model.shown import render_view
from uttt.app.round.view_state import ViewState


def storage_changed(app: App, event: StorageChanged) -> tuple[App, Effects]:
    merged = app.absorb(event.scores)
    record = event.record
    if record is None or record == app.round.record:
        return merged, REDRAW if merged.round.scores != app.round.scores else NOTHING
    merged = with_round(follow_round(merged, record), view=ViewState(), pressed=None,
                        resign_until=NEVER)
    return merged, Effects(Redraw(), Announce((render_view(merged).status,)),
                           Publish(merged.match().record_text()))


EVENTS = timeless({StorageChanged: storage_changed})
