"""Playing the computer: search tickets, stale results, undo, switching, scores, slices."""

from __future__ import annotations

import pytest

from tests.helpers import WIN, run, tap
from uttt.app.controller.jobs import ThinkWork
from uttt.app.controller.step import initial_effects, step
from uttt.app.features.saving.events import StorageChanged
from uttt.app.model.app import App, with_round
from uttt.app.model.effects import (
    DropJobs,
    Effects,
    Publish,
    RunJobs,
    Save,
    announced,
    dropped,
    started,
)
from uttt.app.model.events import Choose, Click, ComputerMove
from uttt.app.model.shown import render_view
from uttt.app.round.computer import MIN_THINK_SECONDS, Computer, Thinking
from uttt.app.round.record import MatchRecord
from uttt.app.scores.book import ScoreBook
from uttt.app.variants.ultimate import MctsSearch
from uttt.board import Board
from uttt.frozen import replace

ID = "0" * 15 + "1"


def vs(level: str = "beginner", moves: tuple[int, ...] = (), round_number: int = 1,
       round_id: str = ID) -> App:
    opener = "red" if round_number % 2 else "blue"
    record = MatchRecord(round_id, "ultimate", "computer", level, round_number, opener,  # type: ignore[arg-type]
                         moves)
    return App.start(record, ScoreBook(), width=360, height=360)


def reply(app: App, move: int, time: float) -> tuple[App, Effects]:
    assert app.round.thinking is not None
    return step(app, ComputerMove(app.round.thinking.token, move, time))


class TestTickets:
    def test_no_search_on_the_players_turn(self) -> None:
        app = vs()
        assert app.round.thinking is None and started(initial_effects(app), "think") is None

    def test_the_players_move_starts_a_search_for_that_position(self) -> None:
        app, fx = tap(vs(), 40, 1.0)
        assert started(fx, "think") is not None and started(fx, "think") == app.round.thinking
        ticket = started(fx, "think")
        assert (ticket.round_id, ticket.moves, ticket.level) == (ID, (40,), "beginner")
        assert render_view(app).thinking
        assert render_view(app).status.key == "status.thinking"

    def test_the_computers_move_is_played_and_announced(self) -> None:
        app, _ = tap(vs(), 40, 1.0)
        app, fx = reply(app, 36, 2.0)
        assert app.round.record.moves == (40, 36) and app.round.thinking is None
        assert Save in fx and fx.get(Publish) == Publish("1. e5 d4")
        assert started(fx, "think") is None and "think" not in dropped(fx)
        assert [m.key for m in announced(fx)] == ["announce.computer_sent"]

    def test_the_player_cannot_move_for_the_computer(self) -> None:
        app, _ = tap(vs(), 40, 1.0)
        app, fx = tap(app, 36, 3.0)
        assert app.round.record.moves == (40,) and Save not in fx and app.round.view.held is None

    def test_a_move_with_a_wrong_token_or_illegal_move_is_ignored(self) -> None:
        app, _ = tap(vs(), 40, 1.0)
        assert app.round.thinking is not None
        same, fx = step(app, ComputerMove(app.round.thinking.token + 1, 36, 2.0))
        assert same == app and fx == Effects()
        same, fx = step(app, ComputerMove(app.round.thinking.token, 40, 2.0))
        assert same == app and fx == Effects()

    def test_reload_on_the_computers_turn_starts_a_search(self) -> None:
        app = vs("master", (40,))
        assert (app.round.thinking is not None
                and started(initial_effects(app), "think") == app.round.thinking)

    def test_another_tab_changing_the_position_restarts_the_search(self) -> None:
        app, _ = tap(vs(), 40, 1.0)
        old = app.round.thinking
        assert old is not None
        other = replace(app.round.record, moves=(41,))
        app, fx = step(app, StorageChanged(other, ScoreBook()))
        assert "think" in dropped(fx) and started(fx, "think") is not None
        assert started(fx, "think").token != old.token
        assert started(fx, "think").moves == (41,)
        app, fx = step(app, ComputerMove(old.token, 36, 2.0))
        assert app.round.record.moves == (41,) and fx == Effects()

    def test_resigning_while_it_thinks_drops_the_search(self) -> None:
        app, _ = tap(vs(), 40, 1.0)
        app, fx = run(app, Click("resign", 2.0), Click("resign", 2.5))
        assert ("think" in dropped(fx) and app.round.thinking is None
                and app.match().result is not None)
        assert app.match().tally().losses == 1


class TestUndo:
    def test_while_it_thinks_only_the_players_move_goes_back(self) -> None:
        app, _ = tap(vs("master"), 40, 1.0)
        app, _ = reply(app, 36, 2.0)
        app, _ = tap(app, 2, 3.0)
        ticket = app.round.thinking
        assert ticket is not None
        app, fx = step(app, Click("undo", 3.5))
        assert app.round.record.moves == (40, 36) and "think" in dropped(fx)
        assert started(fx, "think") is None
        assert app.round.thinking is None
        # The dropped search's late result never lands, not even after the same
        # move is played again (a new ticket, a new token).
        app, _ = step(app, ComputerMove(ticket.token, 20, 4.0))
        assert app.round.record.moves == (40, 36)
        app, fx = tap(app, 2, 5.0)
        assert started(fx, "think") is not None and started(fx, "think").token != ticket.token
        app, _ = step(app, ComputerMove(ticket.token, 20, 6.0))
        assert app.round.record.moves == (40, 36, 2)

    def test_after_its_reply_both_moves_go_back(self) -> None:
        app, _ = tap(vs(), 40, 1.0)
        app, _ = reply(app, 36, 2.0)
        app, fx = step(app, Click("undo", 3.0))
        assert (app.round.record.moves == () and started(fx, "think") is None
                and app.round.thinking is None)

    def test_its_opening_move_cannot_be_undone(self) -> None:
        app = vs(round_number=2)
        assert app.round.thinking is not None  # the computer opens even rounds
        app, _ = reply(app, 40, 1.0)
        assert not render_view(app).buttons.undo
        app, fx = step(app, Click("undo", 2.0))
        assert app.round.record.moves == (40,) and Save not in fx
        app, _ = tap(app, 36, 3.0)
        app, _ = step(app, Click("undo", 4.0))  # while it thinks: back to its opening
        assert app.round.record.moves == (40,) and app.round.thinking is None

    def test_never_after_the_round_ended(self) -> None:
        app = vs(moves=tuple(WIN[:28]))
        app, _ = tap(app, WIN[28], 1.0)
        assert app.match().is_over() and not render_view(app).buttons.undo
        app, fx = step(app, Click("undo", 2.0))
        assert len(app.round.record.moves) == 29 and Save not in fx


class TestRoundsAndScores:
    def test_who_opens_each_round(self) -> None:
        app = vs(moves=tuple(WIN[:28]))
        app, _ = tap(app, WIN[28], 1.0)
        app, fx = step(app, Click("play_again", 2.0, "a" * 16))
        assert app.round.record.round_number == 2 and app.round.record.opener == "blue"
        assert started(fx, "think") is not None and started(fx, "think").moves == ()
        app, _ = reply(app, 40, 3.0)
        assert app.match().symbol_of("blue") == "X"
        app, _ = run(app, Click("resign", 4.0), Click("resign", 4.5),
                     Click("play_again", 5.0, "b" * 16))
        assert app.round.record.round_number == 3 and app.round.thinking is None

    def test_each_level_keeps_its_own_score(self) -> None:
        app = vs("beginner", tuple(WIN[:28]))
        app, _ = tap(app, WIN[28], 1.0)
        assert render_view(app).tally.wins == 1
        lost = with_round(vs("master", tuple(WIN[:28]), 2, "e" * 16), scores=app.round.scores)
        lost, fx = reply(lost, WIN[28], 2.0)  # the computer opened: it is X and wins
        assert [m.key for m in announced(fx)][:2] == ["announce.computer_final",
                                                  "status.win.computer"]
        tallies = lost.round.scores
        assert tallies.tally("ultimate/computer/beginner").wins == 1
        assert tallies.tally("ultimate/computer/master").losses == 1
        assert tallies.tally("ultimate/two_players").total == 0
        labels = [m.key for m in render_view(lost).score_labels]
        assert labels == ["score.wins", "score.losses", "score.draws"]


class TestSwitching:
    def test_immediate_when_no_round_is_in_progress(self) -> None:
        app = App.start(MatchRecord(ID), ScoreBook(), width=360, height=360)
        app, fx = step(app, Choose("computer", "master", 1.0, "a" * 16))
        assert (app.round.record.mode, app.round.record.level, app.round.record.round_id) == (
            "computer", "master", "a" * 16)
        assert Save in fx and announced(fx)[0].key == "announce.switched"

    def test_asks_first_during_a_round(self) -> None:
        app, _ = tap(vs(), 40, 1.0)
        app, _ = reply(app, 36, 2.0)
        app, fx = step(app, Choose("computer", "master", 3.0, "a" * 16))
        assert app.round.record.level == "beginner" and Save not in fx
        assert render_view(app).switch == ("computer", "master")
        assert announced(fx)[0].key == "confirm.switch"
        app, fx = step(app, Click("switch_cancel", 4.0))
        assert render_view(app).switch is None and app.round.record.moves == (40, 36)

    def test_confirming_abandons_the_round_for_nobody(self) -> None:
        app, _ = tap(vs(), 40, 1.0)  # the computer is thinking
        app, fx = step(app, Choose("two_players", "beginner", 2.0, "a" * 16))
        assert ("think" not in dropped(fx)
                and app.round.thinking is not None)  # still thinking while asked
        app, fx = step(app, Click("switch_confirm", 3.0, "b" * 16))
        assert "think" in dropped(fx) and app.round.thinking is None
        assert (app.round.record.mode, app.round.record.round_number, app.round.record.moves) == (
            "two_players", 1, ())
        assert app.round.scores == ScoreBook()

    def test_level_change_in_two_player_mode_keeps_the_round(self) -> None:
        app = App.start(MatchRecord(ID, moves=(40,)), ScoreBook(), width=360, height=360)
        app, fx = step(app, Choose("two_players", "master", 1.0, "a" * 16))
        assert app.round.record.moves == (40,) and app.round.record.level == "master" and Save in fx

    def test_switching_away_on_its_opening_turn_is_immediate(self) -> None:
        app = vs(round_number=2)
        app, fx = step(app, Choose("computer", "master", 1.0, "a" * 16))
        assert "think" in dropped(fx) and started(fx, "think") is None
        assert app.round.record.level == "master"
        assert app.round.thinking is None  # round 1: the player opens


class TestEffects:
    def test_a_later_stop_cancels_an_earlier_start(self) -> None:
        ticket = Thinking(1, ID, (), "beginner")
        assert started(Effects(RunJobs((ticket,))) | Effects(DropJobs(("think",))), "think") is None
        later = Effects(DropJobs(("think",))) | Effects(RunJobs((ticket,)))
        assert started(later, "think") == ticket and "think" in dropped(later)


class TestThinkWork:
    def test_beginner_keeps_to_its_iteration_budget_and_the_minimum_time(self) -> None:
        thinker = ThinkWork(Thinking(1, ID, (40,), "beginner"), Computer())
        waits = []
        now = 10.0
        while (wait := thinker.step(now, False)) is not None:
            waits.append(wait)
            now += max(wait, 0.001)
        assert (thinker.stats() or {})["iterations"] == 40 == thinker.progress()
        assert now >= 10.0 + MIN_THINK_SECONDS
        move = thinker.outcome(now)
        assert isinstance(move, ComputerMove) and move.move in Board.from_moves([40]).legal_moves()

    def test_master_searches_in_short_slices(self) -> None:
        thinker = ThinkWork(Thinking(1, ID, (40,), "master"), Computer(), slice_seconds=0.01)
        assert thinker.step(0.0, False) == 0.0
        # It stopped after the slice, far short of Master's 1.3 s budget (a loose bound:
        # a loaded machine can stretch one iteration, and this is not a timing test).
        search = thinker.search
        assert isinstance(search, MctsSearch)
        assert 0 < search.searcher.seconds < 0.5
        assert not search.is_done()

    def test_master_plays_a_forced_move_without_searching_and_banks_the_time(self) -> None:
        forced = (71, 73, 16, 68, 52, 69, 57, 30, 29, 19, 9, 2, 20, 22, 38, 21, 34, 65, 23,
                  51, 56, 26, 74, 24, 59, 47, 25, 70, 64, 14, 46, 11)  # one legal move
        thinker = ThinkWork(Thinking(1, ID, forced, "master"), Computer())
        assert thinker.step(0.0, False) == MIN_THINK_SECONDS  # the least time it is seen to take
        assert thinker.step(MIN_THINK_SECONDS, False) is None
        assert (thinker.stats() or {})["iterations"] == 0
        search = thinker.search
        assert isinstance(search, MctsSearch)
        assert search.searcher.banked == 1.3  # for moves in doubt later in the game

    def test_the_tree_is_kept_when_the_game_goes_on(self) -> None:
        computer = Computer()
        first = computer.follow(Thinking(1, ID, (40,), "intermediate"))
        while not first.is_done():
            first.run(1.0)
        move = first.move()
        follow = next(iter(Board.from_moves([40, move]).legal_moves()))
        second = computer.follow(Thinking(2, ID, (40, move, follow), "intermediate"))
        assert second is first
        assert isinstance(second, MctsSearch)
        assert second.searcher.board.moves == [40, move, follow]

    @pytest.mark.parametrize("ticket", [
        Thinking(2, "f" * 16, (40, 36, 2), "intermediate"),  # another round
        Thinking(2, ID, (40, 36, 2), "master"),  # another level
        Thinking(2, ID, (41, 45, 2), "intermediate"),  # not a continuation
    ])
    def test_a_fresh_tree_otherwise(self, ticket: Thinking) -> None:
        computer = Computer()
        first = computer.follow(Thinking(1, ID, (40,), "intermediate"))
        second = computer.follow(ticket)
        assert second is not first
