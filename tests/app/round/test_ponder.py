"""Master thinks on the person's time: when the controller hands out and drops the ponder
ticket, its job (``PonderWork``) run with a fake search (limit, drop, hidden page), and
the pondered tree reused by Master's next move."""

from __future__ import annotations

import asyncio
import time

from tests.helpers import WIN, hint_answer, run, tap
from uttt.ai import Config, Searcher
from uttt.app.controller.jobs import Lanes, PonderWork, Slices, start
from uttt.app.controller.runner import MemoryEdge, Runner
from uttt.app.controller.step import initial_effects, step
from uttt.app.core.vocabulary import Lane
from uttt.app.features.hints.events import HintAsked
from uttt.app.features.links.events import OpenLink
from uttt.app.features.links.start import boot_friends
from uttt.app.features.play.events import PointerDown, PointerUp
from uttt.app.features.play.pointer import cell_centre
from uttt.app.features.puzzles.events import PuzzlesShown
from uttt.app.features.saving.events import StorageChanged
from uttt.app.model.app import App
from uttt.app.model.effects import DropJobs, Effects, RunJobs, Save, dropped, started
from uttt.app.model.events import Choose, Click, ComputerMove, SetOption
from uttt.app.model.jobs import Job, lane_of
from uttt.app.round.computer import (
    HIDDEN_POLL_SECONDS,
    PONDER_DELAY_SECONDS,
    Computer,
    Pondering,
    Thinking,
)
from uttt.app.round.record import MatchRecord
from uttt.app.scores.book import ScoreBook
from uttt.app.study.hint import live_evaluation
from uttt.app.variants.ultimate import MctsSearch
from uttt.board import Board
from uttt.frozen import replace

ID, NEW = "0" * 15 + "1", "0" * 15 + "2"


def vs(level: str = "master", moves: tuple[int, ...] = (), *, game: str = "ultimate",
       mode: str = "computer", round_number: int = 1) -> App:
    opener = "red" if round_number % 2 else "blue"
    record = MatchRecord(ID, game, mode, level, round_number, opener, moves)  # type: ignore[arg-type]
    app = App.start(record, ScoreBook(), width=360, height=360)
    return boot_friends(app, None, page_url="https://example.org/#x").app


def reply(app: App, move: int, time: float) -> tuple[App, Effects]:
    assert app.round.thinking is not None
    return step(app, ComputerMove(app.round.thinking.token, move, time))


class TestWhenTheControllerPonders:
    def test_on_the_persons_turn_against_master(self) -> None:
        app = vs()
        ticket = app.round.pondering
        assert ticket is not None and app.round.thinking is None
        assert (ticket.round_id, ticket.moves, ticket.level, ticket.game) == (
            ID, (), "master", "ultimate")
        assert started(initial_effects(app), "ponder") == ticket

    def test_never_for_the_calibrated_levels_classic_or_without_a_person(self) -> None:
        for app in (vs("beginner"), vs("intermediate"), vs(game="classic"),
                    vs(mode="two_players"), vs(mode="cvc")):
            assert app.round.pondering is None and started(initial_effects(app), "ponder") is None

    def test_the_persons_move_drops_it_and_the_computers_turn_takes_over(self) -> None:
        app = vs()
        app, fx = tap(app, 40, 1.0)
        assert ("ponder" in dropped(fx) and started(fx, "ponder") is None
                and app.round.pondering is None)
        assert started(fx, "think") is not None and started(fx, "think").moves == (40,)

    def test_the_computers_move_starts_a_new_one_for_the_new_position(self) -> None:
        first = vs().round.pondering
        assert first is not None
        app, _ = tap(vs(), 40, 1.0)
        app, fx = reply(app, 36, 2.0)
        assert started(fx, "ponder") is not None and started(fx, "ponder") == app.round.pondering
        ticket = started(fx, "ponder")
        assert ticket.moves == (40, 36) and ticket.token != first.token

    def test_undo_drops_it_and_ponders_the_position_taken_back_to(self) -> None:
        app, _ = tap(vs(), 40, 1.0)
        app, _ = reply(app, 36, 2.0)
        old = app.round.pondering
        app, fx = step(app, Click("undo", 3.0))
        assert "ponder" in dropped(fx) and started(fx, "ponder") is not None
        assert started(fx, "ponder").moves == ()
        assert old is not None and started(fx, "ponder").token != old.token

    def test_resigning_drops_it_for_good(self) -> None:
        app, fx = run(vs(moves=(40, 36)), Click("resign", 1.0), Click("resign", 1.5))
        assert app.match().is_over() and "ponder" in dropped(fx) and app.round.pondering is None
        assert started(fx, "ponder") is None

    def test_the_winning_move_drops_it_and_the_report_never_meets_it(self) -> None:
        app = vs(moves=tuple(WIN[:28]))  # the person (X) is to move and wins
        assert app.round.pondering is not None
        app, fx = tap(app, WIN[28], 1.0)
        assert app.match().is_over() and "ponder" in dropped(fx)  # the report: finished rounds
        assert app.round.pondering is None and started(fx, "ponder") is None
        assert started(fx, "think") is None

    def test_a_new_game_where_the_computer_opens_does_not_ponder(self) -> None:
        app, _ = run(vs(moves=(40, 36)), Click("resign", 1.0), Click("resign", 1.5))
        app, fx = step(app, Click("play_again", 2.0, NEW))
        assert started(fx, "think") is not None and started(fx, "ponder") is None
        assert app.round.pondering is None
        app, fx = reply(app, 40, 3.0)  # then the person's turn of the new round: it does
        assert started(fx, "ponder") is not None and started(fx, "ponder").round_id == NEW

    def test_changing_the_level_drops_it(self) -> None:
        app, fx = step(vs(), Choose("computer", "intermediate", 1.0, NEW))
        assert app.round.record.level == "intermediate"
        assert ("ponder" in dropped(fx) and app.round.pondering is None
                and started(fx, "ponder") is None)
        app, fx = step(app, Choose("computer", "master", 2.0, ID))
        assert started(fx, "ponder") is not None and started(fx, "ponder").level == "master"

    def test_changing_the_game_or_mode_drops_it(self) -> None:
        app, fx = step(vs(), SetOption("game", "classic", 1.0, NEW))
        assert (app.round.record.game == "classic" and "ponder" in dropped(fx)
                and app.round.pondering is None)
        app, fx = step(vs(), Choose("two_players", "master", 1.0, NEW))
        assert "ponder" in dropped(fx) and app.round.pondering is None

    def test_other_settings_keep_it(self) -> None:
        app = vs()
        after, fx = step(app, SetOption("language", "pt-BR", 1.0, NEW))
        assert after.round.pondering == app.round.pondering and "ponder" not in dropped(fx)
        assert started(fx, "ponder") is None

    def test_another_tabs_move_drops_it_and_ponders_there(self) -> None:
        app = vs(moves=(40, 36))
        other = replace(app.round.record, moves=(40, 36, 4, 41))
        app, fx = step(app, StorageChanged(other, ScoreBook()))
        assert "ponder" in dropped(fx) and started(fx, "ponder").moves == (40, 36, 4, 41)

    def test_a_hints_search_stops_it_until_the_hint_is_shown(self) -> None:
        app = vs(moves=(40, 36))
        app, fx = step(app, HintAsked())
        assert "ponder" in dropped(fx) and app.round.pondering is None
        app, fx = step(app, hint_answer(app))
        assert started(fx, "ponder") is not None and started(fx, "ponder").moves == (40, 36)
        assert Save in fx

    def test_a_hint_dropped_with_its_position_does_not_hold_it_back(self) -> None:
        app, _ = step(vs(moves=(40, 36)), HintAsked())
        app, _ = tap(app, 4, 1.0)
        app, fx = reply(app, 36 + 1, 2.0)
        assert started(fx, "ponder") is not None and app.hint is None

    def test_the_puzzles_panel_stops_it_while_open(self) -> None:
        app, fx = step(vs(), PuzzlesShown(True))
        assert "ponder" in dropped(fx) and app.round.pondering is None
        app, fx = step(app, PuzzlesShown(False))
        assert started(fx, "ponder") is not None and started(fx, "ponder").moves == ()

    def test_a_game_opened_for_review_stops_it(self) -> None:
        app, fx = step(vs(), OpenLink("1. e5 d4", "paste"))
        assert app.links.watching is not None
        assert "ponder" in dropped(fx) and app.round.pondering is None
        app, fx = step(app, Click("home", 2.0))
        assert app.links.watching is None and started(fx, "ponder") is not None

    def test_a_link_game_stops_it(self) -> None:
        app, fx = step(vs(), Click("friend", 1.0, NEW))
        assert (app.links.shown is not None and "ponder" in dropped(fx)
                and app.round.pondering is None)

    def test_the_live_evaluation_against_the_computer_leaves_the_ponder(self) -> None:
        app, _ = step(vs(), SetOption("live_eval", "on", 1.0, NEW))
        assert app.round.pondering is not None  # its own lane: the round is then unrated
        assert live_evaluation(app.match(), app.settings.live_eval)

    def test_a_later_drop_cancels_an_earlier_start_in_the_same_effects(self) -> None:
        ticket = Pondering(1, ID, (), "master")
        later = Effects(RunJobs((ticket,))) | Effects(DropJobs(("ponder",)))
        assert started(later, "ponder") is None
        both = Effects(DropJobs(("ponder",))) | Effects(RunJobs((ticket,)))
        assert started(both, "ponder") == ticket and "ponder" in dropped(both)

    def test_the_runner_drops_before_it_starts(self) -> None:
        edge = MemoryEdge()
        runner = Runner(vs(), edge)
        runner.apply(initial_effects(runner.app))
        assert [t.moves for t in edge.jobs if isinstance(t, Pondering)] == [()]
        runner.dispatch(HintAsked())
        assert edge.cancels.count("ponder") == 1
        assert len([t for t in edge.jobs if isinstance(t, Pondering)]) == 1


class OrderedEdge(MemoryEdge):
    """A memory edge that also keeps the order of the searches' calls."""

    def __init__(self) -> None:
        super().__init__()
        self.calls: list[str] = []

    def run(self, job: Job) -> None:
        self.calls.append(lane_of(job))

    def cancel(self, lane: Lane) -> None:
        self.calls.append(f"stop {lane}")


def test_the_computers_turn_takes_precedence_at_the_edge() -> None:
    edge = OrderedEdge()
    runner = Runner(vs(), edge)
    runner.apply(initial_effects(runner.app))
    for event in tap_events(runner.app, 40, 1.0):
        runner.dispatch(event)
    assert edge.calls == ["ponder", "stop ponder", "think"]  # dropped before it starts


def tap_events(app: App, move: int, time: float) -> list[PointerDown | PointerUp]:
    x, y = cell_centre(app, move)
    return [PointerDown(x, y, time), PointerUp(x, y, time + 0.05)]


class FakeSearch:
    """A search whose pondering costs what it is told, on a fake clock."""

    def __init__(self, limit: int = 300, per_slice: int = 100) -> None:
        self.limit, self.per_slice = limit, per_slice
        self.iterations = 0
        self.clock = 0.0

    def can_ponder(self) -> bool:
        return self.iterations < self.limit

    def ponder(self, seconds: float) -> float:
        self.iterations += self.per_slice
        self.clock += seconds
        return seconds

    def stats(self) -> dict[str, float]:
        return {"pondered": self.iterations}

    def is_done(self) -> bool:
        return True

    def run(self, seconds: float) -> float:
        return 0.0

    def move(self) -> int:
        return 0


TICKET = Pondering(1, ID, (), "master")


class Kept:
    """A computer whose kept search is the one given."""

    def __init__(self, search: object) -> None:
        self.search = search

    def follow(self, ticket: object) -> object:
        return self.search


def pondering(search: object, slice_seconds: float = 0.008) -> PonderWork:
    """The ponder job on ``search``, past its first wait."""
    work = PonderWork(TICKET, Kept(search), slice_seconds=slice_seconds)  # type: ignore[arg-type]
    assert work.step(0.0, False) == PONDER_DELAY_SECONDS and work.search is None
    return work


class TestPonderWork:
    def test_slices_until_the_limit_then_stops(self) -> None:
        search = FakeSearch(limit=300)
        ponderer = pondering(search)
        waits = [ponderer.step(0.0, False) for _ in range(5)]
        assert waits == [0.0, 0.0, 0.0, None, None]
        assert search.iterations == 300 and search.clock == 3 * 0.008
        stats = ponderer.stats()
        assert stats is not None and stats["limit"] == 1 and stats["pondered"] == 300
        assert ponderer.progress() == 300

    def test_its_slices_are_counted_and_measured_by_the_runner(self) -> None:
        reports: list[Slices] = []
        ticks = iter(range(1000))

        async def drive() -> None:
            lanes = Lanes(lambda job: pondering(FakeSearch(limit=300)), clock=lambda: next(ticks),
                          hidden=lambda: False, dispatch=lambda *_: None,
                          report=lambda _l, _w, slices, _s, _f: reports.append(slices))
            lanes.run(TICKET)
            await lanes.tasks["ponder"]

        asyncio.run(drive())
        assert [(r.count, r.longest, r.longest_progress) for r in reports] == [(4, 1, 100)]

    def test_waits_without_searching_while_the_page_is_hidden(self) -> None:
        search = FakeSearch()
        ponderer = pondering(search)
        assert ponderer.step(0.0, True) == HIDDEN_POLL_SECONDS
        assert ponderer.step(0.0, True) == HIDDEN_POLL_SECONDS
        assert search.iterations == 0 and search.clock == 0.0
        assert ponderer.step(0.0, False) == 0.0 and search.iterations == 100
        assert (ponderer.stats() or {})["hidden_waits"] == 2

    def test_the_real_search_stops_at_its_ponder_limit(self) -> None:
        searcher = Searcher(Board.from_moves([40]), seed=1,
                            config=Config(evaluation=1.0, ponder_limit=250))
        ponderer = pondering(MctsSearch(searcher), slice_seconds=10.0)
        steps = 0
        while ponderer.step(0.0, False) is not None:
            steps += 1
        assert steps == 1 and searcher.iterations == 250 and searcher.root.visits == 250

    def test_the_page_drops_it_between_slices_and_it_reports(self) -> None:
        reports: list[dict[str, float]] = []
        hidden_calls: list[bool] = []

        def hidden() -> bool:
            hidden_calls.append(False)
            return False

        async def drive(wait: float) -> None:
            computer = Computer()
            lanes = Lanes(lambda job: start(job, computer), clock=time.perf_counter,
                          hidden=hidden, dispatch=lambda *_: None,
                          report=lambda _l, work, slices, _s, _f:
                          (stats := work.stats()) is not None
                          and reports.append({**stats, **slices.stats()}))  # type: ignore[arg-type]
            lanes.run(TICKET)
            task = lanes.tasks["ponder"]
            await asyncio.sleep(wait)
            for _ in range(5):
                await asyncio.sleep(0)  # the page's other tasks run between slices
            lanes.cancel("ponder")
            await asyncio.gather(task, return_exceptions=True)
            assert task.cancelled() and not lanes.running("ponder")

        asyncio.run(drive(0.0))  # dropped before its first slice: nothing searched
        assert reports == [] and len(hidden_calls) <= 1  # at most its wait's step ran
        hidden_calls.clear()
        asyncio.run(drive(PONDER_DELAY_SECONDS))
        assert len(reports) == 1 and reports[0]["limit"] == 0
        assert 1 <= reports[0]["slices"] <= 6 and reports[0]["pondered"] > 0  # type: ignore[operator]
        assert len(hidden_calls) == reports[0]["slices"] + 1  # each slice, and the wait


class TestReuse:
    """``Computer.follow``: the ticket's search, the kept tree advanced where it follows."""

    def test_masters_move_starts_from_the_tree_pondered_on_the_persons_time(self) -> None:
        computer = Computer()
        search = computer.follow(TICKET)  # the person opens: the empty board
        for _ in range(20):
            search.ponder(0.005)
        pondered = search.stats()["pondered"]
        assert pondered > 0
        assert isinstance(search, MctsSearch)
        child = next(c for c in search.searcher.root.children if c.move == 40)
        thinker = computer.follow(Thinking(2, ID, (40,), "master"))
        stats = thinker.stats()
        assert thinker is search  # the same tree, advanced
        assert stats["carried"] == child.visits > 0  # root visits before its own search
        assert stats["pondered_before"] == pondered and stats["iterations"] == 0
        assert not thinker.is_done()  # and its own budget still to spend

    def test_the_next_pondering_frees_what_the_persons_move_dropped(self) -> None:
        computer = Computer()
        ponderer = computer.follow(TICKET)
        while ponderer.stats()["pondered"] < 3_000:
            ponderer.ponder(0.01)
        search = computer.follow(Thinking(2, ID, (40,), "master"))
        assert isinstance(search, MctsSearch)
        assert search.searcher.dropped.release(0) > 0  # the other 80 openings' subtrees
        search.run(0.001)  # the move's slices free 250 nodes each
        ponderer = computer.follow(Pondering(3, ID, (40, 36), "master"))
        steps = 0
        while search.searcher.dropped.release(0) and steps < 100:
            ponderer.ponder(0.001)  # 2,000 each, then search
            steps += 1
        assert search.searcher.dropped.release(0) == 0 and search.stats()["pondered"] > 0

    def test_a_pondering_of_the_next_position_follows_masters_move(self) -> None:
        computer = Computer()
        thinker = computer.follow(Thinking(1, ID, (40,), "master"))
        thinker.run(0.02)
        ponderer = computer.follow(Pondering(2, ID, (40, 36), "master"))
        assert ponderer is thinker
        ponderer.ponder(0.005)
        assert ponderer.stats()["pondered"] > 0

    def test_another_round_starts_afresh_and_frees_the_old_tree_in_slices(self) -> None:
        computer = Computer()
        old = computer.follow(TICKET)
        old.ponder(0.02)
        new = computer.follow(Pondering(2, NEW, (), "master"))
        assert new is not old and new.stats()["carried"] == 0
        assert isinstance(new, MctsSearch)
        assert new.searcher.dropped.release(0) > 0  # the old tree waits to be freed
        new.ponder(0.001)
