"""The page's features, in the order their views are merged: the program answers every
event and button through them (``step``) and shows what each one says (``page.view``).
Adding a panel is a folder of ``uttt.app.features`` and one line here."""

from __future__ import annotations

from uttt.app.features.analysis.feature import FEATURE as ANALYSIS
from uttt.app.features.archive.feature import FEATURE as ARCHIVE
from uttt.app.features.clocks.feature import FEATURE as CLOCKS
from uttt.app.features.deepen.feature import FEATURE as DEEPEN
from uttt.app.features.editor.feature import FEATURE as EDITOR
from uttt.app.features.hints.feature import FEATURE as HINTS
from uttt.app.features.links.feature import FEATURE as LINKS
from uttt.app.features.live.feature import FEATURE as LIVE
from uttt.app.features.lobby.feature import FEATURE as LOBBY
from uttt.app.features.looks.feature import FEATURE as LOOKS
from uttt.app.features.openings.feature import FEATURE as OPENINGS
from uttt.app.features.play.feature import FEATURE as PLAY
from uttt.app.features.puzzles.feature import FEATURE as PUZZLES
from uttt.app.features.review.feature import FEATURE as REVIEW
from uttt.app.features.saving.feature import FEATURE as SAVING
from uttt.app.features.studies.feature import FEATURE as STUDIES
from uttt.app.features.tour.feature import FEATURE as TOUR
from uttt.app.model.feature import Feature

FEATURES: tuple[Feature, ...] = (
    PLAY,
    CLOCKS,
    LOOKS,
    REVIEW,
    LINKS,
    LIVE,
    LOBBY,
    HINTS,
    ANALYSIS,
    DEEPEN,
    PUZZLES,
    ARCHIVE,
    STUDIES,
    EDITOR,
    OPENINGS,
    SAVING,
    TOUR,  # last: what the tour hides wins
)
