"""The game clocks: total time plus increment, driven by a fake wall clock (pure)."""

from __future__ import annotations

import json

from uttt.app.controller.jobs import ThinkWork
from uttt.app.controller.step import step
from uttt.app.core.event import Event
from uttt.app.features.clocks.view import shown_clocks, timer
from uttt.app.features.play.events import PointerDown, PointerUp, Tick
from uttt.app.features.play.pointer import cell_centre
from uttt.app.model.app import App, with_round
from uttt.app.model.effects import Effects, Save, Sound, announced, dropped
from uttt.app.model.events import Click, ComputerMove, SetOption
from uttt.app.page.start import boot
from uttt.app.page.view import page_view
from uttt.app.round import game_clock as clocks
from uttt.app.round.computer import Computer
from uttt.app.round.game_clock import GameClock
from uttt.app.round.record import MatchRecord
from uttt.app.scores.book import ScoreBook
from uttt.app.storage.save import SavedState, Settings, dump, load
from uttt.app.texts.i18n import translate
from uttt.frozen import replace

ID = "0" * 15 + "1"
T0 = 1_764_680_000.0


def app_for(mode: str = "two_players", moves: tuple[int, ...] = (),
            clock: str = "3+2", custom: str = "0:05+1") -> App:
    """A round (begun with ``moves``: its clock started at ``T0`` on this position, as a
    round keeps the clock it began with)."""
    record = MatchRecord(ID, "ultimate", mode, "beginner", 1, "red", moves)  # type: ignore[arg-type]
    app = App.start(record, ScoreBook(), width=360, height=360)
    app = replace(app, settings=Settings(game_clock=clock, custom_clock=custom))
    control = clocks.control_of(clock, custom)
    if not moves or control is None:
        return app
    return with_round(app, game_clock=clocks.follow(
        None, round_id=ID, ply=len(moves), to_move=app.match().side_to_move, control=control,
        now=T0))


def at(app: App, event: Event, wall: float) -> tuple[App, Effects]:
    return step(app, event, wall)


def tap_at(app: App, move: int, wall: float) -> tuple[App, Effects]:
    """A tap on a cell at a wall-clock time (the page gives every event its wall time)."""
    x, y = cell_centre(app, move)
    app, first = step(app, PointerDown(x, y, wall - T0), wall)
    app, second = step(app, PointerUp(x, y, wall - T0 + 0.05), wall + 0.05)
    return app, first | second


def left(app: App, side: str, wall: float) -> int:
    assert app.round.game_clock is not None
    return clocks.left_ms(app.round.game_clock, side, now=wall)  # type: ignore[arg-type]


class TestIncrement:
    def test_a_move_charges_the_mover_and_adds_the_increment(self) -> None:
        app, fx = at(app_for(), Tick(0.0), T0)
        assert (app.round.game_clock is not None and app.round.game_clock.running == "red"
                and Save in fx)
        app, fx = tap_at(app, 40, T0 + 12.0)
        # 12.05 s used (the move lands on release), 2 s added; Blue's clock starts then
        assert left(app, "red", T0 + 99) == 180_000 - 12_050 + 2_000
        assert (app.round.game_clock is not None and app.round.game_clock.running == "blue"
                and Save in fx)
        assert left(app, "blue", T0 + 20.05) == 172_000

    def test_both_clocks_are_shown_the_running_one_marked(self) -> None:
        app, _ = at(app_for(), Tick(0.0), T0)
        assert shown_clocks(app, T0 + 1.5) == (("red", "2:58", True, False),
                                        ("blue", "3:00", False, False))

    def test_undo_gives_no_time_back(self) -> None:
        app, _ = at(app_for(), Tick(0.0), T0)
        app, _ = tap_at(app, 40, T0 + 10.0)
        app, _ = at(app, Click("undo", 20.0), T0 + 20.0)
        assert app.round.record.moves == ()
        # Red used 10.05 s and got 2 s; Blue used 9.95 s and gets nothing for the undo
        assert left(app, "red", T0 + 20.0) == 180_000 - 10_050 + 2_000
        assert left(app, "blue", T0 + 20.0) == 180_000 - 9_950
        assert app.round.game_clock is not None and app.round.game_clock.running == "red"

    def test_no_clock_when_off_or_by_the_computer_playing_itself(self) -> None:
        assert at(app_for(clock="off"), Tick(0.0), T0)[0].round.game_clock is None
        assert at(app_for(mode="cvc"), Tick(0.0), T0)[0].round.game_clock is None

    def test_a_game_clock_replaces_the_turn_timer(self) -> None:
        app, _ = at(app_for(clock="off"), SetOption("turn_timer", "30", 0.0), T0)
        app, _ = at(app, SetOption("game_clock", "5+0", 0.0), T0)
        assert app.settings.turn_timer == 0 and timer(app, T0) is None
        assert app.round.game_clock is not None and app.round.game_clock.control == (300, 0)


class TestTimeOut:
    def test_time_out_loses(self) -> None:
        app, _ = at(app_for(clock="custom"), Tick(0.0), T0)   # 5 s + 1 s a move
        app, _ = tap_at(app, 40, T0 + 1.0)                    # Red: 5 - 1.05 + 1 s
        app, fx = at(app, Tick(5.0), T0 + 1.05 + 4.999)
        assert not app.match().is_over()
        app, fx = at(app, Tick(6.0), T0 + 1.05 + 5.0)        # Blue's 5 s are gone
        result = app.match().result
        assert result is not None and result.winner == "red" and Save in fx
        said = [translate("en", m) for m in announced(fx)]
        assert "Blue ran out of time, so Red wins." in said
        assert app.round.game_clock is not None and app.round.game_clock.flagged == "blue"
        assert shown_clocks(app, T0 + 60)[1] == ("blue", "0:00.0", False, True)
        assert app.match().tally().red == 1

    def test_a_move_after_the_flag_does_not_count(self) -> None:
        app, _ = at(app_for(clock="custom"), Tick(0.0), T0)
        app, _ = tap_at(app, 40, T0 + 5.5)  # the tick had not come yet: too late all the same
        assert app.round.record.moves == () and app.round.record.resigned_by == "red"

    def test_the_computer_out_of_time_loses(self) -> None:
        app = app_for(mode="computer", moves=(40,), clock="custom")  # the computer is Blue
        app, _ = at(app, Tick(0.0), T0)
        app, fx = at(app, Tick(6.0), T0 + 5.0)
        assert app.match().result is not None and app.match().result.winner == "red"
        assert app.round.thinking is None and "think" in dropped(fx)
        said = [translate("en", m) for m in announced(fx)]
        assert "The computer ran out of time, so you win." in said

    def test_low_time_is_said_once(self) -> None:
        app, _ = at(app_for(clock="custom", custom="0:30+0"), Tick(0.0), T0)
        app, fx = at(app, Tick(1.0), T0 + 26.9)              # 3.1 s left: not low yet
        assert not announced(fx)
        app, fx = at(app, Tick(2.0), T0 + 27.5)              # under a tenth of 30 s
        assert [translate("en", m) for m in announced(fx)] == [
            "Red: 3 seconds left on the clock."]
        assert app.round.game_clock is not None and app.round.game_clock.warned == ("red",)
        assert shown_clocks(app, T0 + 27.5)[0][3] is True
        app, fx = at(app, Tick(3.0), T0 + 28.0)
        assert not announced(fx)

    def test_low_time_sounds_once_for_a_person_and_never_muted(self) -> None:
        app, _ = at(app_for(clock="custom", custom="0:30+0"), Tick(0.0), T0)
        _, fx = at(app, Tick(1.0), T0 + 26.9)
        assert Sound not in fx
        app, fx = at(app, Tick(2.0), T0 + 27.5)
        assert fx.get(Sound).name == "low_time"
        _, fx = at(app, Tick(3.0), T0 + 28.0)
        assert Sound not in fx
        muted = app_for(clock="custom", custom="0:30+0")
        muted = replace(muted, settings=replace(muted.settings, sound=False))
        muted, _ = at(muted, Tick(0.0), T0)
        assert Sound not in at(muted, Tick(2.0), T0 + 27.5)[1]


class TestReload:
    def test_reload_keeps_exact_times(self) -> None:
        app, _ = at(app_for(), Tick(0.0), T0)
        app, _ = tap_at(app, 40, T0 + 7.3)
        text = dump(SavedState(app.saved_settings(), app.round.record, app.round.scores,
                               game_clock=app.round.game_clock))
        # the page is closed for a minute, then opened again
        start = boot(text, storage_ok=True, languages=["en"], size=(360, 360), fresh_id=ID)
        again = start.app
        assert again.round.game_clock == app.round.game_clock
        wall = T0 + 67.35
        assert shown_clocks(again, wall) == shown_clocks(app, wall)
        assert left(again, "blue", wall) == 180_000 - 60_000
        assert left(again, "red", wall) == 180_000 - 7_350 + 2_000

    def test_old_saves_load_with_no_clock(self) -> None:
        v3 = {"schema": 3, "settings": {"turn_timer": 30},
              "match": {"round_id": ID, "game": "ultimate", "mode": "two_players",
                        "level": "beginner", "round": 1, "opener": "red", "moves": [40],
                        "resigned_by": None}}
        result = load(json.dumps(v3))
        assert result.problems == () and result.migrated_from == 3
        assert result.state.game_clock is None and result.state.settings.game_clock == "off"
        assert result.state.settings.turn_timer == 30
        assert result.state.match is not None and result.state.match.moves == (40,)

    def test_a_damaged_clock_is_dropped_and_said(self) -> None:
        doc = json.loads(dump(SavedState(game_clock=GameClock(ID, (5, 1), 4, 5, 0))))
        doc["game_clock"]["red_ms"] = 1.5
        result = load(json.dumps(doc))
        assert result.state.game_clock is None and "clock.invalid" in result.problems

    def test_a_clock_set_back_charges_nothing(self) -> None:
        app, _ = at(app_for(), Tick(0.0), T0)
        app, _ = at(app, Tick(1.0), T0 - 50)                   # the device's clock set back
        assert left(app, "red", T0 - 40) == 170_000


class TestComputerBudget:
    def test_the_ticket_carries_the_clock_budget(self) -> None:
        app = app_for(mode="computer", clock="custom", custom="0:40+1")
        app, _ = at(app, Tick(0.0), T0)
        app, _ = tap_at(app, 40, T0 + 1.0)
        assert app.round.thinking is not None
        seconds = clocks.computer_seconds(app.round.game_clock, "blue")
        assert app.round.thinking.seconds == seconds == 2.75
        no_clock, _ = tap_at(at(app_for(mode="computer", clock="off"), Tick(0.0), T0)[0], 40,
                             T0 + 1.0)
        assert no_clock.round.thinking is not None and no_clock.round.thinking.seconds is None

    def test_the_search_stops_at_the_clock_budget(self) -> None:
        app = app_for(mode="computer", moves=(40,), clock="custom", custom="0:02+0")
        app, _ = at(app, Tick(0.0), T0)
        ticket = app.round.thinking
        assert ticket is not None and ticket.seconds == 0.1
        master = replace(ticket, level="master")   # 1.3 s of search on its own budget
        thinker = ThinkWork(master, Computer(), slice_seconds=0.001)
        assert thinker.step(0.0, False) == 0.0
        assert thinker.step(0.05, False) == 0.0  # searching on
        assert thinker.step(0.1, False) is None  # its clock's share is spent
        assert (thinker.stats() or {})["search_ms"] < 1000
        move = thinker.outcome(1.0)
        assert isinstance(move, ComputerMove)
        app, _ = at(app, move, T0 + 0.2)
        assert len(app.round.record.moves) == 2
        assert left(app, "blue", T0 + 5) == 2_000 - 200


def test_a_reload_on_the_computers_turn_searches_within_its_clock() -> None:
    app = app_for(mode="computer", clock="custom", custom="0:40+1")
    app, _ = at(app, Tick(0.0), T0)
    app, _ = tap_at(app, 40, T0 + 1.0)
    text = dump(SavedState(app.saved_settings(), app.round.record, app.round.scores,
                           game_clock=app.round.game_clock))
    again = boot(text, storage_ok=True, languages=["en"], size=(360, 360), fresh_id=ID).app
    assert again.round.thinking is not None and again.round.thinking.seconds == 2.75


class TestChangedMidRound:
    """Issue: choosing a clock in Settings mid-round applied it at once (both clocks back
    to full time, a player low on time could reset his): a round keeps the clock it began
    with, and a clock chosen once it began starts with the next round, as the settings
    panel and the live region say."""

    @staticmethod
    def begun(clock: str = "3+2") -> App:
        app, _ = at(app_for(clock=clock), Tick(0.0), T0)
        return tap_at(app, 40, T0 + 10.0)[0]  # Red used 10.05 s

    @staticmethod
    def note(app: App) -> str | None:
        shown = page_view(app, T0 + 30)["live"]["ids"]["set-game_clock-note"]
        return None if shown["hidden"] else str(shown["text"])

    @staticmethod
    def next_round(app: App, wall: float) -> App:
        app, _ = at(app, Click("resign", wall - T0), wall)
        app, _ = at(app, Click("resign", wall - T0 + 0.5), wall + 0.5)
        app, _ = at(app, Click("play_again", wall - T0 + 1, "1" * 16), wall + 1)
        return app

    def test_a_new_clock_waits_for_the_next_round(self) -> None:
        app = self.begun()
        was = app.round.game_clock
        app, fx = at(app, SetOption("game_clock", "10+5", 20.0), T0 + 20.0)
        assert app.settings.game_clock == "10+5" and app.round.game_clock == was
        assert left(app, "red", T0 + 30) == 180_000 - 10_050 + 2_000
        said = [translate("en", m) for m in announced(fx)]
        assert said == ["This round keeps its clock (3+2); the 10+5 clock starts with the "
                        "next round."]
        assert self.note(app) == said[0]
        app = self.next_round(app, T0 + 40)
        app, _ = at(app, Tick(50.0), T0 + 50)
        assert app.round.game_clock is not None and app.round.game_clock.control == (600, 5)
        assert self.note(app) is None

    def test_no_clock_chosen_mid_round_keeps_this_rounds(self) -> None:
        app, fx = at(self.begun(), SetOption("game_clock", "off", 20.0), T0 + 20.0)
        assert shown_clocks(app, T0 + 30)[1] == ("blue", "2:40", True, False)
        assert [m.key for m in announced(fx)] == ["clock.next_round.off"]
        app = self.next_round(app, T0 + 40)
        assert app.round.game_clock is None and shown_clocks(app, T0 + 50) == ()

    def test_a_clock_chosen_in_a_round_without_one_waits_too(self) -> None:
        app, fx = at(self.begun(clock="off"), SetOption("game_clock", "5+0", 20.0), T0 + 20.0)
        assert app.round.game_clock is None and shown_clocks(app, T0 + 30) == ()
        assert [m.key for m in announced(fx)] == ["clock.next_round.on"]
        assert shown_clocks(self.next_round(app, T0 + 40), T0 + 50)[0][1] == "5:00"

    def test_before_the_first_move_a_new_clock_applies_at_once(self) -> None:
        app, _ = at(app_for(), Tick(0.0), T0)
        app, fx = at(app, SetOption("game_clock", "10+5", 5.0), T0 + 5.0)
        assert app.round.game_clock is not None and app.round.game_clock.control == (600, 5)
        assert announced(fx) == () and self.note(app) is None

    def test_a_reload_keeps_the_rounds_clock_whatever_the_setting(self) -> None:
        app, _ = at(self.begun(), SetOption("game_clock", "10+5", 20.0), T0 + 20.0)
        text = dump(SavedState(app.saved_settings(), app.round.record, app.round.scores,
                               game_clock=app.round.game_clock))
        again = boot(text, storage_ok=True, languages=["en"], size=(360, 360), fresh_id=ID).app
        again, _ = at(again, Tick(25.0), T0 + 25.0)
        assert again.round.game_clock == app.round.game_clock and self.note(again) == self.note(app)
