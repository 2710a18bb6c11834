"""Another tab saved: merge its scores, and adopt its round if it differs."""

from __future__ import annotations

from uttt.app.controller.events import StorageChanged
from uttt.app.controller.routes import timeless
from uttt.app.controller.state import NEVER, App, Effects, with_round
from uttt.app.view.build import ViewState, record_text
from uttt.frozen import replace


def storage_changed(app: App, event: StorageChanged) -> tuple[App, Effects]:
    merged = app.absorb(event.scores)
    record = event.record
    if record is None or record == app.record:
        return merged, Effects(redraw=merged.scores != app.scores)
    merged = replace(with_round(merged, record), view=ViewState(), pressed=None,
                     resign_until=NEVER)
    return merged, Effects(redraw=True, announce=(merged.render_view().status,),
                           record=record_text(merged.match()))


EVENTS = timeless({StorageChanged: storage_changed})
