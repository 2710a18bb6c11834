"""The controller's settings, turn timer, rating and classic game (pure, fake clocks)."""

from __future__ import annotations

import json

import pytest

from tests.helpers import run, tap
from uttt.app.controller.jobs import ThinkWork
from uttt.app.controller.step import step
from uttt.app.features.clocks.view import timer
from uttt.app.features.play.events import KeyPress, Tick
from uttt.app.features.saving.events import StorageChanged
from uttt.app.model.app import App, with_page, with_round
from uttt.app.model.effects import Effects, Publish, Redraw, Relabel, Save, announced, dropped
from uttt.app.model.events import Click, ComputerMove, SetOption
from uttt.app.model.shown import render_view, text
from uttt.app.round.clock import TurnClock, from_json, to_json
from uttt.app.round.computer import Computer
from uttt.app.round.record import MatchRecord
from uttt.app.scores.book import ScoreBook
from uttt.app.storage.save import Settings
from uttt.app.texts.i18n import translate
from uttt.frozen import replace

ID = "0" * 15 + "1"
NEW = "0" * 15 + "2"
T0 = 1_764_680_000.0


def app_for(game: str = "ultimate", mode: str = "two_players", level: str = "beginner",
            moves: tuple[int, ...] = (), settings: Settings | None = None,
            round_number: int = 1) -> App:
    opener = "red" if round_number % 2 else "blue"
    record = MatchRecord(ID, game, mode, level, round_number, opener, moves)  # type: ignore[arg-type]
    app = App.start(record, ScoreBook(), width=360, height=360)
    return replace(app, settings=settings or Settings())


def computer_replies(app: App, time: float) -> App:
    """What the page does on the computer's turn: the ticket's search, then its move."""
    ticket = app.round.thinking
    assert ticket is not None
    thinker, now = ThinkWork(ticket, Computer()), time
    while (wait := thinker.step(now, False)) is not None:
        now += wait
    move = thinker.outcome(now)
    assert isinstance(move, ComputerMove)
    return step(app, replace(move, time=time + 1.0))[0]


class TestTimer:
    def test_a_new_turn_starts_and_saves_its_clock(self) -> None:
        app = app_for(settings=Settings(turn_timer=30))
        app, fx = step(app, Tick(1.0, wall=T0))
        assert app.round.clock == TurnClock(ID, 0, T0) and Save in fx
        assert timer(app, T0 + 12.2) == ("0:18", "red")
        app, fx = step(app, Tick(2.0, wall=T0 + 1))
        assert Save not in fx and Redraw in fx  # same turn: only the countdown moves

    def test_time_up_plays_for_the_player_to_move(self) -> None:
        app = app_for(moves=(40,), settings=Settings(turn_timer=30))
        app, _ = step(app, Tick(1.0, wall=T0))
        app, fx = step(app, Tick(30.0, wall=T0 + 29.9))
        assert app.round.record.moves == (40,)
        app, fx = step(app, Tick(31.0, wall=T0 + 30.0))
        assert (len(app.round.record.moves) == 2
                and app.round.record.moves[1] // 9 == 4)  # sent to e5's board
        assert Save in fx and Publish in fx
        note = translate("en", announced(fx)[0])
        assert note.startswith("Blue ran out of time: the computer played ")
        assert app.round.timeout_note == announced(fx)[0]
        # The next move starts a fresh turn and clears the note.
        app, _ = step(app, Tick(31.5, wall=T0 + 30.5))
        assert timer(app, T0 + 30.5) == ("0:30", "red")
        move = app.match().legal_moves()[0]
        app, _ = tap(app, move, 40.0)
        assert app.round.record.moves[-1] == move and app.round.timeout_note is None

    def test_the_clock_survives_a_reload(self) -> None:
        saved = TurnClock(ID, 1, T0)  # Blue's turn began at T0, then the page was closed
        app = with_round(app_for(moves=(40,), settings=Settings(turn_timer=60)), clock=saved)
        app, _ = step(app, Tick(0.5, wall=T0 + 45))
        assert app.round.record.moves == (40,) and timer(app, T0 + 45) == ("0:15", "blue")
        app, _ = step(app, Tick(1.0, wall=T0 + 61))
        assert len(app.round.record.moves) == 2

    def test_a_limit_chosen_mid_turn_counts_from_then(self) -> None:
        """The turn began at T0 without a limit; 45 s later the player turns a 30 s timer
        on: the whole 30 s are theirs (it once played a move for them at once)."""
        app = app_for(moves=(40,))
        app, _ = step(app, Tick(1.0, wall=T0))
        app, fx = step(app, SetOption("turn_timer", "30", 45.0), wall=T0 + 45)
        assert app.round.clock == TurnClock(ID, 1, T0 + 45) and Save in fx
        assert app.round.record.moves == (40,) and timer(app, T0 + 45) == ("0:30", "blue")
        app, _ = step(app, Tick(74.0, wall=T0 + 74.9))
        assert app.round.record.moves == (40,)
        app, _ = step(app, SetOption("turn_timer", "60", 75.0), wall=T0 + 75)  # 60 s from now
        assert timer(app, T0 + 75) == ("1:00", "blue")
        app, _ = step(app, Tick(135.0, wall=T0 + 135))
        assert len(app.round.record.moves) == 2

    def test_a_new_limit_keeps_what_earlier_turns_used(self) -> None:
        app = app_for(settings=Settings(turn_timer=30))
        app, _ = step(app, Tick(1.0, wall=T0))
        app, _ = tap(app, 40, 20.0)
        app, _ = step(app, Tick(20.5, wall=T0 + 20))            # Red used 20 s
        app, _ = step(app, SetOption("turn_timer", "60", 21.0), wall=T0 + 21)
        app, _ = run(app, Click("undo", 25.0), Tick(25.5, wall=T0 + 25))
        assert app.round.record.moves == () and timer(app, T0 + 25) == ("0:40", "red")

    def test_no_timer_no_move(self) -> None:
        app = app_for(moves=(40,))
        app, _ = run(app, Tick(1.0, wall=T0), Tick(2.0, wall=T0 + 10**6))
        assert app.round.record.moves == (40,) and timer(app, T0) is None

    def test_not_while_the_computer_thinks(self) -> None:
        app = app_for(mode="computer", moves=(40,), settings=Settings(turn_timer=30))
        app, _ = run(app, Tick(1.0, wall=T0), Tick(2.0, wall=T0 + 100))
        assert app.round.record.moves == (40,) and timer(app, T0 + 100) is None

    def test_classic_time_up(self) -> None:
        app = app_for(game="classic", moves=(0, 4, 1), settings=Settings(turn_timer=30))
        app, _ = run(app, Tick(1.0, wall=T0), Tick(2.0, wall=T0 + 30))
        assert app.round.record.moves == (0, 4, 1, 2)  # Blue, out of time, still blocks the row


class TestSettings:
    def test_timer_and_alternate_apply_at_once(self) -> None:
        app, fx = step(app_for(), SetOption("turn_timer", "60", 1.0))
        assert app.settings.turn_timer == 60 and Save in fx
        app, fx = step(app, SetOption("turn_timer", "45", 1.0))
        assert app.settings.turn_timer == 60 and fx == Effects()
        app, _ = step(app, SetOption("alternate_starter", "off", 1.0))
        assert not app.settings.alternate_starter

    def test_alternate_off_keeps_red_opening(self) -> None:
        app = app_for(moves=(40,), settings=Settings(alternate_starter=False))
        app, _ = run(app, Click("resign", 1.0), Click("resign", 1.5),
                     Click("play_again", 2.0, NEW))
        assert app.round.record.round_number == 2 and app.round.record.opener == "red"
        on = app_for(moves=(40,))
        on, _ = run(on, Click("resign", 1.0), Click("resign", 1.5), Click("play_again", 2.0, NEW))
        assert on.round.record.opener == "blue"

    def test_language_relabels_the_page(self) -> None:
        app = with_page(app_for(), auto_language="pt-BR")
        app, fx = step(app, SetOption("language", "pt-PT", 1.0))
        assert app.page.language == "pt-PT" and Relabel in fx and Save in fx
        assert text(app, render_view(app).status) == "Vermelho (X) abre: jogue onde quiser"
        app, _ = step(app, SetOption("language", "auto", 1.0))
        assert app.page.language == "pt-BR" and app.settings.language == "auto"

    def test_game_switch_is_immediate_before_the_first_move(self) -> None:
        app, fx = step(app_for(), SetOption("game", "classic", 1.0, NEW))
        assert (app.round.record.game == "classic" and app.round.record.round_id == NEW
                and Save in fx)
        assert app.saved_settings().game == "classic"

    def test_game_switch_mid_round_asks_first(self) -> None:
        app = app_for(moves=(40,))
        app, fx = step(app, SetOption("game", "classic", 1.0, NEW))
        assert app.round.record.game == "ultimate" and app.round.view.switch_game == "classic"
        assert translate("en", announced(fx)[0]).startswith("Start Classic (one board)") or \
            "Classic (one board)" in translate("en", announced(fx)[0])
        kept, _ = step(app, Click("switch_cancel", 2.0))
        assert kept.round.record.moves == (40,) and kept.round.view.switch_game is None
        app, _ = step(app, Click("switch_confirm", 2.0, NEW))
        assert app.round.record.game == "classic" and app.round.record.moves == ()
        assert app.round.scores.tally("ultimate/two_players").total == 0  # abandoned: nobody's

    def test_mode_from_the_panel_goes_through_the_same_question(self) -> None:
        app = app_for(moves=(40,))
        app, _ = step(app, SetOption("mode", "computer", 1.0, NEW))
        assert (app.round.view.switch == ("computer", "beginner")
                and app.round.view.switch_game is None)


class TestRating:
    def test_a_resigned_game_is_rated_once(self) -> None:
        app = app_for(mode="computer", level="intermediate", moves=(40, 36))
        app, _ = run(app, Click("resign", 1.0), Click("resign", 1.5))
        assert app.rating.games == 1 and app.rating.rating < 1000
        again, _ = step(app, StorageChanged(app.round.record, app.round.scores))
        assert again.rating == app.rating
        app, _ = run(app, Tick(2.0), Click("play_again", 3.0, NEW))
        assert app.rating.games == 1

    def test_a_round_finished_in_another_tab_counts_once(self) -> None:
        app = app_for(mode="computer", moves=(40, 36))
        other = app_for(mode="computer", moves=(40, 36))
        other, _ = run(other, Click("resign", 1.0), Click("resign", 1.5))
        app, _ = step(app, StorageChanged(other.round.record, other.round.scores))
        assert app.rating.games == 1 and app.rating.recent == other.rating.recent

    def test_two_player_games_are_not_rated_and_classic_ones_apart(self) -> None:
        two = app_for(moves=(40,))
        two, _ = run(two, Click("resign", 1.0), Click("resign", 1.5))
        assert two.rating.games == two.rating.games_of("classic") == 0
        classic = app_for(game="classic", mode="computer", moves=(0, 4))
        classic, _ = run(classic, Click("resign", 1.0), Click("resign", 1.5))
        assert classic.rating.games == 0 and classic.rating.rating == 1000
        assert classic.rating.games_of("classic") == 1
        assert classic.rating.rating_of("classic") < 1000


class TestClassic:
    def test_taps_and_keys_play_cells(self) -> None:
        app = app_for(game="classic")
        app, _ = tap(app, 4, 1.0)
        assert app.round.record.moves == (4,)
        app, _ = run(app, KeyPress("ArrowUp", 2.0), KeyPress("ArrowLeft", 2.1),
                     KeyPress("ArrowLeft", 2.2), KeyPress("Enter", 2.3))
        assert app.round.record.moves == (4, 0)  # from the centre to the top-left corner

    def test_two_players_to_a_result(self) -> None:
        app = app_for(game="classic")
        for n, cell in enumerate((0, 3, 1, 4, 2)):
            app, fx = tap(app, cell, 1.0 + n)
        assert app.match().is_over() and app.round.scores.tally("classic/two_players").red == 1
        assert fx.get(Publish).record == "1. a1 a2 2. b1 b2 3. c1 1-0"

    @pytest.mark.parametrize("round_number", [1, 2])
    def test_master_never_loses_through_the_page(self, round_number: int) -> None:
        """Every line of play a person can choose, against the page's computer path
        (ticket, thinker, ComputerMove), in both rounds (the player opens, then not)."""
        start = app_for(game="classic", mode="computer", level="master",
                        round_number=round_number)
        if start.round.thinking is not None:
            start = computer_replies(start, 0.0)
        finished = 0
        stack = [start]
        while stack:
            app = stack.pop()
            match = app.match()
            if match.is_over():
                result = match.result
                assert result is not None and result.winner != "red", app.round.record.moves
                finished += 1
                continue
            for move in match.legal_moves():
                after, _ = tap(app, move, 10.0 * len(app.round.record.moves) + 1)
                assert after.round.record.moves[-1] == move
                if after.round.thinking is not None:
                    after = computer_replies(after, 10.0 * len(after.round.record.moves) + 2)
                stack.append(after)
        assert finished > 50


class TestUndoKeepsTheClock:
    """Undo never hands out a fresh full turn: the turn taken back resumes with the time
    it had left when its move was played."""

    def test_two_players(self) -> None:
        app = app_for(settings=Settings(turn_timer=30))
        app, _ = step(app, Tick(1.0, wall=T0))                 # Red's turn begins
        app, _ = tap(app, 40, 20.0)
        app, _ = step(app, Tick(20.5, wall=T0 + 20))           # Red used 20 s; Blue's turn
        assert timer(app, T0 + 21) == ("0:29", "blue")
        app, _ = run(app, Click("undo", 25.0), Tick(25.5, wall=T0 + 25))
        assert app.round.record.moves == () and timer(app, T0 + 25) == ("0:10", "red")
        app, _ = step(app, Tick(36.0, wall=T0 + 35))            # the 10 s run out
        assert len(app.round.record.moves) == 1                      # played for Red

    def test_against_the_computer(self) -> None:
        app = app_for(mode="computer", settings=Settings(turn_timer=30))
        app, _ = step(app, Tick(1.0, wall=T0))
        app, _ = tap(app, 40, 12.0)
        app, _ = step(app, Tick(12.5, wall=T0 + 12))           # the computer's turn: untimed
        ticket = app.round.thinking
        assert ticket is not None
        app, _ = step(app, ComputerMove(ticket.token, 36, 14.0))
        app, _ = step(app, Tick(14.5, wall=T0 + 14))
        assert timer(app, T0 + 14) == ("0:30", "red")            # a new turn of Red's
        app, _ = run(app, Click("undo", 20.0), Tick(20.5, wall=T0 + 20))
        assert app.round.record.moves == () and timer(app, T0 + 20) == ("0:18", "red")

    def test_the_clock_history_survives_a_save(self) -> None:
        clock = TurnClock(ID, 2, T0, (4.0, 1.5))
        assert from_json(json.loads(json.dumps(to_json(clock)))) == clock


class TestResignAtAnyMoment:
    def test_before_the_first_move_between_two_players(self) -> None:
        app = app_for()
        assert render_view(app).buttons.resign
        app, fx = run(app, Click("resign", 1.0), Click("resign", 1.5))
        match = app.match()
        assert match.is_over() and match.resigned_by == "red" and match.result is not None
        assert match.result.winner == "blue" and Save in fx
        said = [translate("en", m) for m in announced(fx)]
        assert said[1] == "Red resigned, so Blue wins."

    def test_while_the_computer_thinks_its_opening_move(self) -> None:
        app = app_for(mode="computer", round_number=2)          # the computer opens round 2
        assert app.round.thinking is not None and render_view(app).buttons.resign
        app, fx = run(app, Click("resign", 1.0), Click("resign", 1.5))
        assert (app.match().resigned_by == "red" and "think" in dropped(fx)
                and app.round.thinking is None)
        assert translate("en", announced(fx)[1]) == "You resigned, so the computer wins."
