"""The computer playing itself on the main board: a pair of computer seats, its pace,
pause, one move, take over, and rounds that count nowhere."""

from __future__ import annotations

import random

from uttt.app.controller.step import step
from uttt.app.features.play.events import PointerDown, PointerUp
from uttt.app.features.play.pointer import cell_centre
from uttt.app.model.app import App
from uttt.app.model.effects import Save, announced, dropped, started
from uttt.app.model.events import Choose, Click, ComputerMove, SetOption
from uttt.app.model.shown import render_view
from uttt.app.page.view import page_view
from uttt.app.rating.elo import RatingBook
from uttt.app.round.match import Match
from uttt.app.round.record import MatchRecord
from uttt.app.round.seats import computer_seat
from uttt.app.scores.book import ScoreBook
from uttt.app.storage.save import SPEEDS, SavedState, Settings, dump, load
from uttt.board import Board
from uttt.frozen import replace

ROUND = "00000000000000c1"


def watched(**settings: object) -> App:
    """A fresh round of the computer playing itself: Red Beginner, Blue Master."""
    record = MatchRecord(ROUND, mode="cvc", level="master", red_level="beginner")
    app = App.start(record, ScoreBook(), width=360, height=360)
    return replace(app, settings=replace(app.settings, **settings))  # type: ignore[arg-type]


def person(app: App, move: int, time: float) -> App:
    """A person taps ``move`` (pressed and released on its cell)."""
    x, y = cell_centre(app, move)
    app = step(app, PointerDown(x, y, time))[0]
    return step(app, PointerUp(x, y, time + 0.05))[0]


def answer(app: App, rng: random.Random, time: float = 10.0) -> App:
    """The page plays the ticket's move (any legal one: the search is not under test)."""
    ticket = app.round.thinking
    assert ticket is not None
    move = rng.choice(Board.from_moves(ticket.moves).legal_moves())
    return step(app, ComputerMove(ticket.token, move, time))[0]


def test_a_pair_of_computer_seats_at_their_own_levels() -> None:
    match = Match.new(ROUND, mode="cvc", level="master", red_level="intermediate")
    assert match.seats.red == computer_seat("intermediate")
    assert match.seats.blue == computer_seat("master")
    assert match.is_computer_turn() and match.computer_level() == "intermediate"
    assert not match.can_undo() and not match.can_resign() and not match.rated()
    match.play(40)
    assert match.computer_level() == "master"


def test_the_computers_play_to_the_end_and_nothing_is_counted() -> None:
    app, rng = watched(), random.Random(3)
    assert app.round.thinking is not None and app.round.thinking.level == "beginner"
    assert app.round.thinking.delay == 0.0                     # the first move comes at once
    status = page_view(app)["live"]["ids"]["status-text"]["text"]
    assert status == "Red (X, Beginner) is thinking…"
    levels = []
    while not app.match().is_over():
        levels.append(app.round.thinking.level if app.round.thinking else None)
        app = answer(app, rng)
    assert levels[:4] == ["beginner", "master", "beginner", "master"]
    assert app.round.thinking is None
    assert app.round.scores == ScoreBook() and app.rating == RatingBook()
    view = page_view(app)["live"]["ids"]
    assert view["score"]["hidden"] and view["selfplay"]["hidden"]
    assert view["board"]["data"]["cvc"] == "over"


def test_the_pace_between_moves_follows_the_speed_setting() -> None:
    app, rng = watched(speed="slow"), random.Random(1)
    app = answer(app, rng)
    assert app.round.thinking is not None and app.round.thinking.delay == SPEEDS["slow"]
    app, effects = step(app, SetOption("speed", "fast", 11.0))
    assert Save in effects and app.settings.speed == "fast"
    app = answer(app, rng)
    assert app.round.thinking is not None and app.round.thinking.delay == 0.0


def test_pause_stops_the_search_one_move_plays_one_and_resume_plays_on() -> None:
    app, rng = watched(), random.Random(2)
    app = answer(app, rng)
    app, effects = step(app, Click("cvc_pause", 11.0))
    assert app.round.paused and app.round.thinking is None and "think" in dropped(effects)
    assert page_view(app)["live"]["ids"]["cvc_step"] == {"disabled": False}
    status = page_view(app)["live"]["ids"]["status-text"]["text"]
    assert status == "Paused: O to move" and not render_view(app).thinking
    app, effects = step(app, Click("cvc_step", 12.0))
    ticket = app.round.thinking
    assert ticket is not None and ticket.delay == 0.0 and started(effects, "think") == ticket
    assert page_view(app)["live"]["ids"]["cvc_step"] == {"disabled": True}
    assert step(app, Click("cvc_step", 12.1))[0].round.thinking == ticket   # one at a time
    app = answer(app, rng)
    assert len(app.round.record.moves) == 2 and app.round.thinking is None and app.round.paused
    app, effects = step(app, Click("cvc_pause", 13.0))
    assert (not app.round.paused and app.round.thinking is not None
            and started(effects, "think") is not None)


def test_take_over_gives_the_side_to_move_to_a_person() -> None:
    app, rng = watched(), random.Random(4)
    app = answer(app, rng)                               # Red (Beginner) opened
    app, effects = step(app, Click("cvc_take", 11.0))
    match = app.match()
    assert match.taken == "blue" and match.seats.blue.plays_here and Save in effects
    assert app.round.thinking is None and "think" in dropped(effects) and match.awaits_input()
    assert announced(effects)[0].key == "cvc.taken_over"
    assert page_view(app)["live"]["ids"]["selfplay"]["hidden"]
    move = Board.from_moves(app.round.record.moves).legal_moves()[0]
    app = step(app, ComputerMove(999, move, 12.0))[0]      # no ticket: nothing played
    assert len(app.round.record.moves) == 1
    app = person(app, move, 20.0)
    assert app.round.record.moves[-1] == move and app.round.thinking is not None
    assert app.round.thinking.level == "beginner"              # the computer keeps Red
    assert announced(step(app, Click("cvc_take", 21.0))[1]) == ()   # only once
    while not app.match().is_over():                     # the rest: never counted
        if app.round.thinking is not None:
            app = answer(app, rng, 30.0)
        else:
            ply = len(app.round.record.moves)
            app = person(app, rng.choice(app.match().legal_moves()), 30.0 + ply)
    assert app.round.scores == ScoreBook() and app.rating == RatingBook()
    assert not app.match().rated()


def test_a_taken_over_round_survives_a_reload() -> None:
    match = Match.new(ROUND, mode="cvc", level="intermediate", red_level="master")
    match.play(40)
    match.take_over()
    state = SavedState(Settings(mode="cvc", level="intermediate", red_level="master"),
                       match.record())
    again = load(dump(state)).state
    assert again == state and again.match is not None
    assert again.match.seating.blue.plays_here and again.match.seating.red.level == "master"
    record = Match(again.match)
    record.play(record.legal_moves()[0])
    assert record.is_computer_turn()


def test_choosing_the_mode_and_changing_levels_mid_game() -> None:
    app = App.start(MatchRecord(ROUND), ScoreBook(), width=360, height=360)
    app, effects = step(app, Choose("cvc", "intermediate", 1.0, "00000000000000d2",
                                    red_level="master"))
    assert app.round.record.mode == "cvc" and app.round.record.red_level == "master"
    assert app.round.thinking is not None and app.round.thinking.level == "master"
    assert page_view(app)["live"]["ids"]["red-level-pick"] == {"hidden": False}
    assert not page_view(app)["live"]["ids"]["selfplay"]["hidden"]
    rng = random.Random(5)
    app = answer(app, rng)
    app, effects = step(app, Choose("cvc", "beginner", 2.0, "00000000000000d3",
                                    red_level="master"))
    assert app.round.record.round_id == "00000000000000d2" and len(app.round.record.moves) == 1
    assert app.round.thinking is not None and app.round.thinking.level == "beginner"
    assert started(effects, "think")
    assert app.saved_settings().red_level == "master"


def test_play_again_is_a_new_round_of_both_computers() -> None:
    app, rng = watched(), random.Random(6)
    app = answer(app, rng)
    app = step(app, Click("cvc_take", 11.0))[0]
    while not app.match().is_over():
        if app.round.thinking is not None:
            app = answer(app, rng)
        else:
            ply = len(app.round.record.moves)
            app = person(app, rng.choice(app.match().legal_moves()), 40.0 + ply)
    # The card says what Play again does: the computer plays both sides again.
    card = page_view(app)["live"]["ids"]["result-next"]["text"]
    opener = {"red": "Red", "blue": "Blue"}[app.match().next_opener()]
    assert card == f"Next round the computer plays both sides again; {opener} opens as X."
    app = step(app, Click("play_again", 90.0, "00000000000000e4"))[0]
    assert app.match().taken is None and app.match().watched()
    assert app.round.record.round_number == 2 and app.round.thinking is not None


def test_live_evaluation_is_a_saved_setting_off_by_default() -> None:
    app = App.start(MatchRecord(ROUND), ScoreBook(), width=360, height=360)
    assert not app.settings.live_eval
    assert page_view(app)["live"]["ids"]["set-live_eval"] == {"checked": False}
    app, effects = step(app, SetOption("live_eval", "on", 1.0))
    assert app.settings.live_eval and Save in effects
    assert page_view(app)["live"]["ids"]["set-live_eval"]["checked"]
    assert load(dump(SavedState(app.saved_settings()))).state.settings.live_eval
    assert step(app, SetOption("live_eval", "maybe", 2.0))[0] == app


def test_switching_to_computer_vs_computer_mid_round_asks_first() -> None:
    app = App.start(MatchRecord(ROUND), ScoreBook(), width=360, height=360)
    app = person(app, 40, 1.0)
    app, effects = step(app, Choose("cvc", "beginner", 2.0, "00000000000000f5",
                                    red_level="master"))
    assert app.round.view.switch == ("cvc", "beginner") and app.round.record.mode == "two_players"
    assert announced(effects) and app.round.thinking is None
    app, effects = step(app, Click("switch_confirm", 3.0, "00000000000000f6"))
    record = app.round.record
    assert (record.mode, record.red_level, record.moves) == ("cvc", "master", ())
    assert (app.round.thinking is not None and app.round.thinking.level == "master"
            and started(effects, "think"))
    assert step(app, Click("resign", 4.0))[0] == app         # nobody here may resign


def test_the_classic_game_plays_itself_too() -> None:
    record = MatchRecord(ROUND, game="classic", mode="cvc", level="master", red_level="master")
    app, rng = App.start(record, ScoreBook(), width=360, height=360), random.Random(7)
    while not app.match().is_over():
        ticket = app.round.thinking
        assert ticket is not None and ticket.game == "classic"
        move = rng.choice(app.match().legal_moves())
        app = step(app, ComputerMove(ticket.token, move, 10.0))[0]
    assert app.round.scores == ScoreBook()


def test_after_a_take_over_the_pickers_show_the_seats_in_play() -> None:
    """A person took Blue: the mode reads "Vs computer (you took over)", only Red's level
    (the computer's) is offered, and changing it changes the computer's level."""
    app = answer(watched(), random.Random(7))
    ids = page_view(app)["live"]["ids"]
    assert ids["mode"]["value"] == "cvc" and ids["mode-taken"] == {"hidden": True}
    app = step(app, Click("cvc_take", 11.0))[0]
    ids = page_view(app)["live"]["ids"]
    assert ids["mode"]["value"] == "taken" and ids["mode-taken"] == {"hidden": False}
    assert ids["level-pick"]["hidden"] and not ids["red-level-pick"]["hidden"]
    app, effects = step(app, Choose("taken", "master", 12.0, "00000000000000e5",  # type: ignore[arg-type]
                                    red_level="intermediate"))
    assert app.round.record.red_level == "intermediate" and app.round.record.round_id == ROUND
    assert app.match().taken == "blue" and Save in effects


def test_while_the_computer_plays_itself_nothing_invites_a_move() -> None:
    """Paused or not, no board is lit, the tip says what can be done, and Undo and Resign
    (which cannot apply) are hidden; after a take-over they are back."""
    app = answer(watched(), random.Random(8))
    app = step(app, Click("cvc_pause", 11.0))[0]
    assert app.round.paused and render_view(app).lit == ()
    ids = page_view(app)["live"]["ids"]
    assert ids["hint-touch"]["text"] == ids["hint-mouse"]["text"] == (
        "The computer plays both sides: pause it, play one move at a time, or take over a side.")
    assert ids["undo"]["hidden"] and ids["resign"]["hidden"]
    app = step(app, Click("cvc_take", 12.0))[0]
    ids = page_view(app)["live"]["ids"]
    assert render_view(app).lit != () and not ids["resign"]["hidden"]
    assert not ids["hint-mouse"]["text"].startswith("The computer plays both sides")
