"""The first-game tour in the program: offered at a first visit, taken by tapping the
board (a wrong try explained, the right one praised), skipped, left; the player's round,
scores and rating never touched; the answered offer saved once."""

from __future__ import annotations

from uttt.app.controller.runner import MemoryEdge, Runner
from uttt.app.controller.step import step
from uttt.app.features.play.events import PointerDown, PointerUp, Tick
from uttt.app.features.play.pointer import cell_centre
from uttt.app.features.tour.state import STEPS
from uttt.app.model.app import App, with_round
from uttt.app.model.effects import Save, announced
from uttt.app.model.events import Choose, Click
from uttt.app.model.shown import text
from uttt.app.page.paint import tour_marks
from uttt.app.page.view import page_view
from uttt.app.round.game_clock import GameClock
from uttt.app.round.record import MatchRecord
from uttt.app.scores.book import ScoreBook
from uttt.app.storage.save import Settings, load
from uttt.frozen import replace

ID = "00000000000000e7"


def _app(moves: tuple[int, ...] = ()) -> App:
    return App.start(MatchRecord(ID, moves=moves), ScoreBook(), width=360, height=360)


def _tap(app: App, move: int, time: float) -> tuple[App, object]:
    x, y = cell_centre(app, move)
    app, _ = step(app, PointerDown(x, y, time))
    return step(app, PointerUp(x, y, time + 0.1, touch=True))


def _ids(app: App) -> dict[str, dict[str, object]]:
    return page_view(app)["live"]["ids"]


def test_the_offer_shows_on_a_new_round_until_answered() -> None:
    app = _app()
    assert _ids(app)["tour-offer"]["hidden"] is False
    assert _ids(_app((40,)))["tour-offer"]["hidden"] is True  # a round under way
    declined, effects = step(app, Click("tour_dismiss", 1.0))
    assert declined.settings.tour == "done" and Save in effects
    assert _ids(declined)["tour-offer"]["hidden"] is True
    assert declined.round.record == app.round.record


def test_a_round_played_past_the_offer_answers_it_for_good() -> None:
    """The offer not taken and a move played: it never comes back on the next rounds
    (it did, on every new round until a button answered it), and that is saved."""
    app = _app()
    played, effects = _tap(app, 40, 1.0)
    assert played.round.record.moves == (40,)
    assert played.settings.tour == "done" and Save in effects  # type: ignore[attr-defined]
    next_round = with_round(played, record=MatchRecord("00000000000000e8"))
    assert _ids(next_round)["tour-offer"]["hidden"] is True
    runner = Runner(app, MemoryEdge())
    x, y = cell_centre(app, 40)
    runner.dispatch(PointerDown(x, y, 1.0))
    runner.dispatch(PointerUp(x, y, 1.1, touch=True))
    assert load(runner.edge.stored).state.settings.tour == "done"  # type: ignore[attr-defined]


def test_the_tour_is_taken_by_tapping_the_board() -> None:
    app = _app((40, 36))
    app, effects = step(app, Click("tour_start", 1.0))
    assert app.tour is not None and app.settings.tour == "done" and Save in effects
    assert app.match().moves == STEPS[0].moves and app.round.record.moves == (40, 36)
    assert _ids(app)["tour"]["hidden"] is False and _ids(app)["controls"]["hidden"] is True
    assert tour_marks(app, app.page.layout)  # the first step frames its cell
    time = 2.0
    for at, tour_step in enumerate(STEPS):
        assert app.tour is not None and app.tour.at == at
        wrong = next(m for m in app.match().legal_moves() if m not in tour_step.targets)
        app, effects = _tap(app, wrong, time)
        assert app.tour is not None and app.tour.verdict == "wrong" and Save not in effects
        assert app.match().moves == tour_step.moves and tour_marks(app, app.page.layout)
        assert _ids(app)["tour-feedback"]["text"] == text(app,
            announced(effects)[0])  # type: ignore[attr-defined]
        app, effects = _tap(app, min(tour_step.targets), time + 1)
        assert app.tour is not None and app.tour.verdict == "right" and Save not in effects
        assert app.match().moves == (*tour_step.moves, min(tour_step.targets))
        assert _ids(app)["tour_next"]["hidden"] is False
        app, _ = step(app, Click("tour_next", time + 2))
        time += 3
    assert app.tour is None and app.match().moves == (40, 36)
    assert app.round.record.moves == (40, 36) and app.round.scores == ScoreBook()
    assert app.rating == _app().rating and app.archive == _app().archive


def test_an_illegal_try_is_explained_and_next_waits_for_the_answer() -> None:
    app, _ = step(_app(), Click("tour_start", 1.0))
    app, _ = _tap(app, 0, 2.0)  # the top-left board is not lit
    assert app.tour is not None and app.tour.feedback() == "tour.illegal"
    assert app.match().moves == STEPS[0].moves
    unchanged, _ = step(app, Click("tour_next", 3.0))
    assert unchanged.tour == app.tour
    skipped, _ = step(app, Click("tour_skip", 3.0))
    assert skipped.tour is not None and skipped.tour.at == 1


def test_a_control_of_the_game_leaves_the_tour_and_acts_on_the_round() -> None:
    app, _ = step(_app((40, 36)), Click("tour_start", 1.0))
    app, _ = step(app, Click("undo", 2.0))
    assert app.tour is None and app.round.record.moves == (40,)
    app, _ = step(app, Click("tour_start", 3.0))
    app, _ = step(app, Choose("computer", "master", 4.0, fresh_id="00000000000000f1"))
    assert app.tour is None


def test_the_saved_round_is_never_the_tours() -> None:
    runner = Runner(_app((40, 36)), MemoryEdge())
    runner.dispatch(Click("tour_start", 1.0))
    runner.dispatch(Click("tour_skip", 2.0))
    x, y = cell_centre(runner.app, 2)
    runner.dispatch(PointerDown(x, y, 3.0))
    runner.dispatch(PointerUp(x, y, 3.1))
    assert runner.app.tour is not None and runner.app.tour.played == 2
    saved = load(runner.edge.stored).state  # type: ignore[attr-defined]
    assert saved.match is not None and saved.match.moves == (40, 36)
    assert saved.settings.tour == "done"


def test_the_rounds_timers_never_follow_the_tour() -> None:
    app = _app((40, 36))
    app = replace(app, settings=replace(app.settings, turn_timer=30))
    app, _ = step(app, Tick(1.0, wall=1000.0), wall=1000.0)
    clock = app.round.clock
    assert clock is not None
    app, _ = step(app, Click("tour_start", 2.0), wall=1001.0)
    app, _ = step(app, Tick(3.0, wall=1100.0), wall=1100.0)  # the round's turn ran out
    assert app.tour is not None and app.tour.played is None
    assert app.round.record.moves == (40, 36) and app.round.clock == clock
    timed = with_round(replace(_app((40, 36)), settings=replace(Settings(), game_clock="3+2")),
                       game_clock=GameClock(ID, (180, 2), 170_000, 175_000, 2, "red", 990_000))
    timed, _ = step(timed, Tick(1.0, wall=1000.0), wall=1000.0)
    clocks = timed.round.game_clock
    assert clocks is not None
    timed, _ = step(timed, Click("tour_start", 2.0), wall=1001.0)
    timed, _ = _tap(timed, 36, 3.0)
    assert timed.round.game_clock == clocks and timed.round.record.moves == (40, 36)


def test_the_games_controls_come_back_after_the_tour() -> None:
    app, _ = step(_app((40,)), Click("tour_start", 1.0))
    hidden = _ids(app)
    assert all(hidden[name]["hidden"] is True for name in ("controls", "score", "rating"))
    app, _ = step(app, Click("tour_leave", 2.0))
    shown = _ids(app)
    assert shown["controls"]["hidden"] is False and shown["score"]["hidden"] is False
    assert shown["tour"]["hidden"] is True
