"""The page's state (plain data, grouped by part), and the helpers every handler shares:
change a part or the view state, adopt a changed match, keep the search ticket. Which
game is on screen is derived from the parts in ``uttt.app.model.shown_game``. The
effects of an event are ``uttt.app.model.effects``' (re-exported here). What the state
shows is a function of it one layer up (``uttt.app.model.shown``, ``uttt.app.page``):
this module imports no view."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from uttt.app.canvas.layout import compute_layout
from uttt.app.core.vocabulary import GameKind, Level
from uttt.app.features.archive.state import ArchiveState
from uttt.app.features.editor.state import EditorState
from uttt.app.features.links.state import LinksState
from uttt.app.features.live.state import LiveState
from uttt.app.features.lobby.state import LobbyState
from uttt.app.features.openings.state import OpeningsState
from uttt.app.features.studies.state import StudiesState
from uttt.app.features.tour.state import Tour
from uttt.app.friends.book import LinkGame, follow
from uttt.app.friends.link_match import resigned_symbol
from uttt.app.model import shown_game as shown
from uttt.app.model.effects import (
    NOTHING,
    REDRAW,
    DropJobs,
    Effects,
    Publish,
    Redraw,
    RunJobs,
    Save,
)
from uttt.app.model.page_state import PageState
from uttt.app.model.storage_state import StorageState
from uttt.app.rating.elo import RatingBook
from uttt.app.round import game_clock as clocks
from uttt.app.round.computer import Pondering, Thinking
from uttt.app.round.match import Match
from uttt.app.round.record import MatchRecord
from uttt.app.round.rules import replay
from uttt.app.round.state import NEVER, RoundState
from uttt.app.round.view_state import ViewState
from uttt.app.scores.book import ScoreBook, merge
from uttt.app.storage.save import SPEEDS, Settings
from uttt.app.study.hint import Hint
from uttt.app.study.report import Box
from uttt.app.texts.i18n import ENGLISH, Language, Message
from uttt.app.variants import Variant, variant_of
from uttt.frozen import derived, field, frozen, replace

__all__ = ["NEVER", "NOTHING", "REDRAW", "App", "EditorState", "Effects", "LinksState",
           "PageState", "RoundState", "StorageState", "adopt", "changed", "follow_round",
           "match_inputs", "ponder_level", "published", "reconcile", "with_links", "with_live",
           "with_lobby", "with_page", "with_round", "with_storage", "with_view"]

if TYPE_CHECKING:
    from uttt.app.features.analysis.state import AnalysisScreen
    from uttt.app.features.deepen.state import Deepening
    from uttt.app.features.puzzles.state import PuzzleScreen
    from uttt.app.study.board import AnalysisBoard
    from uttt.app.study.puzzles import Puzzle
    from uttt.app.study.store import Study
    from uttt.app.study.study_link import SharedStudy


@frozen
class StudyState:
    """The study panels' state. Their modules load when first needed, not before the
    first frame: each part is ``None`` until then."""

    analysis: AnalysisScreen | None = None
    """The evaluation and game report beside the board (``uttt.app.features.analysis.state``)."""
    read: bool = False
    """The page gave the study document's text (``StudyText``, once at start): until
    then (and in tests that never give it) the study panels stay as they are."""
    text: str | None = None
    """The study document as storage held it, parsed when a panel first needs it."""
    document: Study | None = None
    """The study document (analyses, puzzle progress), once parsed; written to its own
    key (``Effects.write_study``)."""
    puzzles: PuzzleScreen | None = None
    """The puzzle panel, while it is open (``uttt.app.features.puzzles.state``)."""
    puzzle_set: tuple[Puzzle, ...] | None = None
    """The shipped puzzles, once fetched (``Effects.fetch_puzzles``, at the first opening)."""
    opening: tuple[float, float, str] | None = None
    """The panel's canvas size and the day it opened with, while its set is fetched."""
    graph: Box = field(default_factory=lambda: Box(0, 0, 300, 120))
    """Where the report's graph is drawn on its canvas (it follows the canvas's size)."""
    board: AnalysisBoard | None = None
    """The analysis board of the finished game on screen: its variations, the one shown,
    every move's value (``uttt.app.study.board``); ``None`` outside a review."""
    shared: SharedStudy | None = None
    """The study a study link opened, shown read only while its game is on screen
    (``uttt.app.features.analysis.sharing``); nothing of it is saved until copied."""
    share_open: bool = False
    """The box with the analysis board's study link and its QR code is shown."""
    deepen: Deepening | None = None
    """Keep thinking on the analysis board's position on screen, once asked for
    (``uttt.app.features.deepen.state``)."""


@frozen
class App:
    """The whole state of the page: plain data, grouped by part. The parts: the round
    (``round``: this device's round and the hand on the board), the page around the game
    (``page``), the study panels (``study``), the tour, the archive, the links, the
    editor, the openings panel, storage. The game on screen is derived from the round,
    the links and the tour (``match``, ``uttt.app.model.shown_game``).

    What stays at the top is read across the parts, so belongs to none of them: the
    player's settings and rating (saved; every part reads them, and the round, the links
    and the archive all feed the rating), the notices waiting to be said (any part adds
    to them), the ticket counter every search on the page draws from, the hint (its
    search shares the page's one thread with the round's), and whether the puzzles panel
    is open over the game."""

    round: RoundState
    """This device's round and the hand on the board (``uttt.app.round.state``)."""
    page: PageState
    """The page around the game: the layout, the languages, what the browser gives."""
    notices: tuple[Message, ...] = field(default=())
    hint: Hint | None = None
    """The hint asked for the position on screen: searched, then shown (dropped when the
    position changes)."""
    study: StudyState = field(default_factory=lambda: StudyState())
    """The study panels (report and live evaluation, puzzles) and their document."""
    puzzles_open: bool = False
    """The puzzles panel is open over the game (its searches run)."""
    next_token: int = 1
    """The next search ticket's number (the computer's, the hint's, the analysis')."""
    settings: Settings = field(default_factory=Settings)
    """What the player chose (mode, level and game follow the round when saved)."""
    rating: RatingBook = field(default_factory=RatingBook)
    tour: Tour | None = None
    """The first-game tour, while it runs: its position is shown instead of any game
    (``uttt.app.features.tour.state``; ``features.tour.handlers``), and nothing of it is saved."""
    archive: ArchiveState = field(default_factory=ArchiveState)
    """The archive of finished games (``uttt.app.storage.archive``), its list's filters,
    and what this tab knows its key holds."""
    studies: StudiesState = field(default_factory=StudiesState)
    """The list of the player's saved studies, while it is open, and the study whose
    deletion waits for its confirmation (``uttt.app.features.studies.state``)."""
    links: LinksState = field(default_factory=LinksState)
    """The games with friends by link, the one shown, a game under review
    (``uttt.app.features.links.state``)."""
    editor: EditorState = field(default_factory=EditorState)
    """The position editor, while open, and its last refusal (not saved)."""
    openings: OpeningsState = field(default_factory=OpeningsState)
    """The openings panel: open or not, the shipped book once read (not saved)."""
    storage: StorageState = field(default_factory=StorageState)
    """Whether storage works, what this tab knows it holds, the round's revision
    (``uttt.app.model.storage_state``)."""
    live: LiveState = field(default_factory=LiveState)
    """The live room joined for the link game shown (or the game watched), its peers and
    what they said (``uttt.app.features.live.state``; not saved)."""
    lobby: LobbyState = field(default_factory=LobbyState)
    """The lobby of players looking for a game, as this page stands in it
    (``uttt.app.features.lobby.state``; not saved)."""

    @classmethod
    def start(cls, record: MatchRecord, scores: ScoreBook, *, width: float, height: float,
              language: Language = ENGLISH, notices: tuple[Message, ...] = (),
              paused: bool = False) -> App:
        """The page's state at start, from a saved (already validated) round, paused if
        it was (and may be); if it is the computer's turn and it plays, its search
        ticket is ready (``initial_effects``)."""
        app = cls(RoundState(record, scores, paused=paused),
                  PageState(compute_layout(width, height), language=language), notices=notices)
        app = with_round(app, position=app.match().board)
        return reconcile(app, NOTHING)[0]

    def match(self) -> Match:
        """The match on screen (``uttt.app.model.shown_game``): this device's round
        around a copy of its live position (no replay), or the tour's, the link game's
        or the reviewed game's. Built once per state and shared, so read only: a
        handler that changes it changes a ``copy()`` and adopts it (``adopt``)."""
        return derived(self, "match", lambda: shown.shown_match(
            self.round, self.links, self.tour, self.settings.alternate_starter).shared(),
            on=shown.MATCH_FIELDS)

    def shown_game(self) -> GameKind:
        """The kind of game on screen. Everything on screen follows it (``variant``)."""
        return shown.shown_game(self.round, self.links, self.tour)

    def variant(self) -> Variant:
        """The variant of the game on screen: its board, geometry, title and texts."""
        return variant_of(self.shown_game())

    def away(self) -> bool:
        """The page shows something else than this device's round: a link game, a game
        under review, the tour."""
        return shown.away(self.links, self.tour)

    def link_game(self) -> LinkGame | None:
        """The link game shown, if any."""
        return shown.link_game(self.links)

    def saved_settings(self) -> Settings:
        """The settings to save: mode, level and game are the round's."""
        record = self.round.record
        red = record.red_level if record.mode == "cvc" else self.settings.red_level
        return replace(self.settings, mode=record.mode, level=record.level, game=record.game,
                       red_level=red)

    def absorb(self, scores: ScoreBook) -> App:
        """This state with another tab's scores merged in (before saving, and on a
        storage event); a round counted by both is counted once."""
        return with_round(self, scores=merge(self.round.scores, scores))


def match_inputs(app: App) -> tuple[object, ...]:
    """What ``App.match`` reads: equal inputs, the same game on screen."""
    links, round_ = app.links, app.round
    return (round_.record, round_.scores, app.settings, round_.position, links.book,
            links.shown, links.watching, app.tour)


def labelled(app: App) -> App:
    """The board's layout with room for the coordinates when they are shown."""
    old = app.page.layout
    if old.labels == app.settings.coordinates:
        return app
    layout = compute_layout(old.width, old.height, labels=app.settings.coordinates)
    return replace(app, page=replace(app.page, layout=layout))


def with_round(app: App, **changes: Any) -> App:
    """The state with these fields of its round's part changed (``RoundState``)."""
    return replace(app, round=replace(app.round, **changes))


def with_links(app: App, **changes: Any) -> App:
    """The state with these fields of its links' part changed (``LinksState``)."""
    return replace(app, links=replace(app.links, **changes))


def with_page(app: App, **changes: Any) -> App:
    """The state with these fields of its page's part changed (``PageState``)."""
    return replace(app, page=replace(app.page, **changes))


def with_live(app: App, **changes: Any) -> App:
    """The state with these fields of its live room's part changed (``LiveState``)."""
    return replace(app, live=replace(app.live, **changes))


def with_lobby(app: App, **changes: Any) -> App:
    """The state with these fields of its lobby's part changed (``LobbyState``)."""
    return replace(app, lobby=replace(app.lobby, **changes))


def with_storage(app: App, **changes: Any) -> App:
    """The state with these fields of its storage's part changed (``StorageState``)."""
    return replace(app, storage=replace(app.storage, **changes))


def with_view(app: App, **changes: object) -> tuple[App, Effects]:
    """The view state changed (a redraw), or nothing at all."""
    view = replace(app.round.view, **changes)  # type: ignore[arg-type]
    if view == app.round.view:
        return app, NOTHING
    return with_round(app, view=view), REDRAW


def adopt(app: App, match: Match, view: ViewState, *, lock_until: float | None = None,
          resign_until: float | None = None) -> App:
    """The state once ``match`` changed: its record, position and scores (or the link
    game it shows), ``view``, nothing pressed; the input lock and the resign
    confirmation as given (else kept)."""
    game = app.link_game()
    if game is not None:
        book = follow(app.links.book, game.key, match.moves, resigned_symbol(match))
        app = with_links(app, book=book)
    else:
        app = with_round(app, record=match.record(), position=match.board,
                         scores=match.scores)
    round_ = app.round
    return with_round(app, view=view, pressed=None,
                      lock_until=round_.lock_until if lock_until is None else lock_until,
                      resign_until=round_.resign_until if resign_until is None else resign_until)


def published(app: App, said: tuple[Message, ...]) -> Effects:
    """The effects of showing another game: redraw, say ``said``, publish its record."""
    return Effects(Redraw(), Publish(app.match().record_text())).said(said)


def follow_round(app: App, record: MatchRecord) -> App:
    """The state following another round (another tab's): its record and position,
    replayed once here (the record was validated when read)."""
    return with_round(app, record=record, position=replay(record.game, record.moves,
                                                          record.start))


def changed(match: Match, said: tuple[Message, ...]) -> Effects:
    """The effects of a changed round: redraw, save, say ``said``, publish the record."""
    return Effects(Redraw(), Save(), Publish(match.record_text())).said(said)


def reconcile(app: App, effects: Effects) -> tuple[App, Effects]:
    """Keep exactly one search ticket while it is the computer's turn, for this
    very position; drop it the moment the position changes. Likewise the ticket to
    think on the person's time (``ponder_level``)."""
    match = app.match()
    if (app.round.paused or app.round.stepping) and not match.can_take_over():
        app = with_round(app, paused=False, stepping=False)  # no longer a round to pause
    round_ = app.round
    wanted = match.is_computer_turn() and (round_.stepping or not round_.paused)
    level = match.computer_level()
    current = round_.thinking
    if current is not None and not (wanted and _ticket_fits(current, round_.record, level)
                                    and current.seconds == _think_seconds(app, match)):
        app, effects = with_round(app, thinking=None), effects | Effects(DropJobs(("think",)))
        current = None
    if wanted and current is None:
        record = round_.record
        pace = match.watched() and bool(record.moves) and not round_.stepping
        delay = SPEEDS[app.settings.speed] if pace else 0.0
        ticket = Thinking(app.next_token, record.round_id, record.moves, level, record.game,
                          delay, _think_seconds(app, match), record.start)
        app = replace(with_round(app, thinking=ticket), next_token=app.next_token + 1)
        effects = effects | Effects(RunJobs((ticket,)))
    return _reconcile_ponder(app, match, effects)


def _think_seconds(app: App, match: Match) -> float | None:
    """How long the computer may think by its game clock, ``None`` without one."""
    clock, computer = app.round.game_clock, match.computer
    if clock is None or computer is None or clock.round_id != app.round.record.round_id:
        return None
    return clocks.computer_seconds(clock, computer)


def ponder_level(app: App, match: Match) -> Level | None:
    """The computer's level when it should think on the person's time now, else ``None``:
    this device's live round (no link game, no game under review), a person here to move
    against the computer at a level that ponders in this game (``Variant.ponders``:
    Master, nine boards), and no other search on the page's one thread: no hint being
    searched, the puzzles closed. The game report only runs on finished rounds; the live
    evaluation, which a player may turn on against the computer (the round is then
    unrated: ``uttt.app.study.hint.evaluation_hints``), runs in its own lane beside it."""
    if app.links.shown is not None or app.links.watching is not None or app.puzzles_open:
        return None
    colour = match.computer
    searching = app.hint is not None and app.hint.searching(match.moves)
    if colour is None or not match.awaits_input() or searching:
        return None
    level = match.seats.of(colour).level
    return level if level is not None and match.variant.ponders(level) else None


def _reconcile_ponder(app: App, match: Match, effects: Effects) -> tuple[App, Effects]:
    """Keep one ponder ticket while ``ponder_level`` says so, for this very position;
    drop it the moment the position, the mode or the page's other searches change."""
    hint = app.hint
    if hint is not None and hint.moves != match.moves:  # a hint is for one position
        app = replace(app, hint=None)
        if hint.move is None:
            effects = effects | Effects(DropJobs(("hint",)), Redraw())
    level = ponder_level(app, match)
    current = app.round.pondering
    record = app.round.record
    if current is not None and not (level is not None and current.game == record.game
                                    and _ticket_fits(current, record, level)):
        app, effects = with_round(app, pondering=None), effects | Effects(DropJobs(("ponder",)))
        current = None
    if level is not None and current is None:
        ticket = Pondering(app.next_token, record.round_id, record.moves, level, record.game,
                           record.start)
        app = replace(with_round(app, pondering=ticket), next_token=app.next_token + 1)
        effects = effects | Effects(RunJobs((ticket,)))
    return app, effects


def _ticket_fits(ticket: Thinking | Pondering, record: MatchRecord, level: Level) -> bool:
    return (ticket.round_id, ticket.moves, ticket.level) == (
        record.round_id, record.moves, level)
