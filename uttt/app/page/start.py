"""Start-up and saving decisions for the page, kept out of the browser wiring. Pure.

The browser edge (``site/main.py``) reads and writes localStorage text; this
module decides what that text means: the storage key for this site's path, the
state to start from, which one-line notice to show, what to write (scores
synced with what another tab stored just before), and what a ``storage`` event
from another tab changes.

>>> start = boot(None, storage_ok=True, languages=["pt-PT"], size=(360, 360),
...              fresh_id="0" * 16)
>>> start.app.page.language, start.app.round.record.moves, start.notices, start.backup
('pt-PT', (), (), None)
"""

from __future__ import annotations

from uttt.app.controller.step import step
from uttt.app.core.keys import Name
from uttt.app.features.saving.events import Stored
from uttt.app.model.app import NOTHING, App, StorageState, labelled, reconcile, with_round
from uttt.app.model.effects import Effects, Write
from uttt.app.model.events import Saved, Saving
from uttt.app.storage.save import (
    SavedState,
    Settings,
    dump,
    load,
    restore,
)
from uttt.app.storage.tab_merge import remember
from uttt.app.texts.i18n import Language, Message, choose_language, known, message, page_texts
from uttt.frozen import frozen, replace


@frozen
class Start:
    """How the page starts: the app, the saved settings, the notices, and what to
    write to storage before anything else (a backup of damaged text, a cleaned save)."""

    app: App
    settings: Settings
    notices: tuple[Message, ...]
    backup: str | None
    rewrite: str | None
    read_only: bool = False
    """A newer version saved this game: play in memory, never write over its save."""

    @property
    def writes(self) -> tuple[tuple[Name, str], ...]:
        """What to write first, in order: ``("backup" | "state", text)`` (``Keys.of`` names
        each document's key)."""
        documents: tuple[tuple[Name, str | None], ...] = (("backup", self.backup),
                                                           ("state", self.rewrite))
        return tuple((key, text) for key, text in documents if text is not None)


def _language(settings: Settings, languages: list[str]) -> Language:
    return known(settings.language) or choose_language(languages)


def boot(stored: str | None, *, storage_ok: bool, languages: list[str],
         size: tuple[float, float], fresh_id: str, readable: bool = True) -> Start:
    """The page's first state from the stored text (``None``: nothing stored; with
    ``readable`` false, storage could not be read: the page plays in memory and never
    writes over what it holds)."""
    result = load(stored)
    state = result.state
    settings = state.settings
    match = restore(state, fresh_id)
    notices: list[Message] = []
    if not storage_ok:
        notices.append(message("notice.storage_off"))
    elif not readable:
        notices.append(message("notice.storage_unread"))
    elif result.newer:
        notices.append(message("notice.storage_newer"))
    elif result.problems:  # a clean migration keeps a backup but lost nothing
        notices.append(message("notice.storage_bad"))
    app = App.start(match.record(), match.scores, width=size[0], height=size[1],
                    language=_language(settings, languages), notices=tuple(notices),
                    paused=state.paused)
    app = with_round(app, clock=state.clock, game_clock=state.game_clock)
    app = labelled(replace(app, settings=settings, rating=state.rating,
                           page=replace(app.page, auto_language=choose_language(languages)),
                           storage=StorageState(
                               ok=storage_ok and readable and not result.newer,
                               read=readable,  # a newer save: never written
                               rev=state.rev, left=state.left,
                               replaced=remember((), match.record().round_id, state.left))))
    if app.round.game_clock is not None:  # the computer's search within its clock's share
        app = reconcile(app, NOTHING)[0]
    rewrite = None
    if storage_ok and readable and result.backup is not None:
        round_ = app.round
        rewrite = dump(SavedState(app.saved_settings(), round_.record, round_.scores,
                                  round_.clock, app.rating, round_.paused, app.storage.rev,
                                  app.storage.left, round_.game_clock))
    return Start(app, settings, tuple(notices), result.backup, rewrite, result.newer)


def save_text(app: App, settings: Settings, stored: str | None) -> tuple[App, str]:
    """What to write now, given the text storage holds just before writing: this
    tab's round with its scores and rating synced with the stored ones (adopted by
    the app too), and the turn clock. The settings follow the round's mode, level
    and game, so the choice comes back on reload."""
    merged, effects = step(replace(app, settings=settings), Saving(stored))
    written = effects.get(Write)
    assert written is not None and written.save is not None
    return replace(with_round(app, scores=merged.round.scores), rating=merged.rating), written.save


def storage_changed(app: App, new_text: str | None) -> tuple[App, Effects]:
    """Another tab wrote the save: merge its scores, follow its round (``Stored``)."""
    return step(app, Stored(new_text))


def storage_full(app: App) -> App:
    """The app after a failed write: one notice says progress will not be kept."""
    return step(app, Saved(ok=False))[0]


def labels(language: Language) -> dict[str, str]:
    """The fixed texts of the page, by key (for elements marked ``data-text``)."""
    return page_texts(language)
