"""Keep thinking through the program: its button asks for a burst of lane ``deepen`` on
the analysis board's position on screen, each burst's outcome asks for the next on the
same kept tree until the player stops it, the position is proven or the tree is full;
it stops when the position on screen changes and when the page is hidden; the panel
shows the iterations, the value, the best lines and why it stopped."""

from __future__ import annotations

from tests.helpers import WIN
from uttt.app.controller.jobs import start
from uttt.app.controller.runner import MemoryEdge, Runner
from uttt.app.features.analysis.events import StudyText
from uttt.app.features.deepen.events import PageHidden
from uttt.app.model.app import App
from uttt.app.model.events import Click
from uttt.app.page.view import page_view
from uttt.app.round.computer import Computer
from uttt.app.round.record import MatchRecord
from uttt.app.scores.book import ScoreBook
from uttt.app.study.deepen import Deepen, Deepened, Deepener
from uttt.app.texts.i18n import ENGLISH, Language

GAME = tuple(WIN)


def reviewed(ply: int, language: Language = ENGLISH) -> tuple[Runner, MemoryEdge]:
    """A finished game between two players, its position ``ply`` on screen."""
    app = App.start(MatchRecord("0" * 16, moves=GAME, mode="two_players"), ScoreBook(),
                    width=360, height=360, language=language)
    edge = MemoryEdge()
    runner = Runner(app, edge)
    runner.dispatch(StudyText(None))
    for _ in range(len(GAME) - ply):
        runner.dispatch(Click("prev", 1.0))
    assert runner.app.round.view.review == (None if ply == len(GAME) else ply)
    return runner, edge


def asked(edge: MemoryEdge) -> Deepen:
    job = edge.jobs[-1]
    assert isinstance(job, Deepen)
    return job


def answer(runner: Runner, edge: MemoryEdge, deepener: Deepener) -> Deepened:
    """Run the last burst asked for (two slices on a fake clock) and hand its outcome back."""
    work = start(asked(edge), Computer(), deepener)
    now = 0.0
    while work.step(now, hidden=False) is not None:
        now += 1.0
    outcome = work.outcome(now)
    assert isinstance(outcome, Deepened)
    runner.dispatch(outcome)
    return outcome


def panel(runner: Runner) -> dict[str, dict[str, object]]:
    ids = page_view(runner.app)["live"]["ids"]
    return {name: props for name, props in ids.items() if name.startswith("deepen")}


def test_each_burst_asks_for_the_next_on_one_tree_until_stopped() -> None:
    runner, edge = reviewed(10)
    assert panel(runner)["deepen"]["hidden"] is False
    assert panel(runner)["deepen-stop"]["hidden"] is True
    runner.dispatch(Click("deepen", 1.0))
    first = asked(edge)
    assert first.moves == GAME[:10] and first.start is None
    deepener = Deepener()
    one = answer(runner, edge, deepener)
    second = asked(edge)
    assert second.token != first.token and second.moves == first.moves
    tree = deepener.searcher
    two = answer(runner, edge, deepener)
    assert deepener.searcher is tree
    assert one.thought is not None and two.thought is not None
    assert two.thought.iterations > one.thought.iterations
    shown = panel(runner)
    assert shown["deepen"]["data"] == {  # type: ignore[comparison-overlap]
        "state": "running", "running": "1", "iterations": str(two.thought.iterations),
        "nodes": str(two.thought.nodes)}
    assert "iteration" in str(shown["deepen-figures"]["text"])
    assert "to move:" in str(shown["deepen-figures"]["text"])
    assert len(shown["deepen-lines"]["children"]) == len(two.thought.lines)  # type: ignore[arg-type]
    assert str(shown["deepen-lines"]["children"][0]["text"]).startswith("6. ")  # type: ignore[index]
    assert shown["deepen-status"]["text"] == "Thinking until you stop it…"
    third = asked(edge)
    runner.dispatch(Click("deepen_stop", 2.0))
    assert edge.cancels[-1] == "deepen"
    deepening = runner.app.study.deepen
    assert deepening is not None and deepening.job is None and deepening.stopped == "asked"
    jobs = len(edge.jobs)
    runner.dispatch(Deepened(third.token, two.thought))  # the dropped burst counts for nothing
    assert len(edge.jobs) == jobs and runner.app.study.deepen == deepening
    assert panel(runner)["deepen-start"]["hidden"] is False
    assert panel(runner)["deepen-status"]["text"] == "Stopped."
    runner.dispatch(Click("deepen", 3.0))  # again: what it found stays until the next burst
    assert asked(edge).moves == GAME[:10] and runner.app.study.deepen.thought == two.thought  # type: ignore[union-attr]


def test_it_stops_when_the_position_on_screen_changes() -> None:
    runner, edge = reviewed(10)
    runner.dispatch(Click("deepen", 1.0))
    cancels = len(edge.cancels)
    runner.dispatch(Click("prev", 2.0))
    assert runner.app.study.deepen is None and edge.cancels[cancels:] == ["deepen"]
    assert panel(runner)["deepen"]["data"]["state"] == ""  # type: ignore[index]


def test_it_stops_when_the_page_is_hidden() -> None:
    runner, edge = reviewed(10)
    runner.dispatch(Click("deepen", 1.0))
    runner.dispatch(PageHidden(True))
    deepening = runner.app.study.deepen
    assert deepening is not None and deepening.job is None and deepening.stopped == "hidden"
    assert edge.cancels[-1] == "deepen"
    runner.dispatch(PageHidden(False))  # shown again: it stays stopped
    assert runner.app.study.deepen == deepening
    assert panel(runner)["deepen-status"]["text"] == "Stopped while the page was hidden."
    runner.dispatch(Click("deepen", 2.0))  # a burst that finds the page hidden stops too
    work = start(asked(edge), Computer(), Deepener())
    assert work.step(0.0, hidden=True) is None
    outcome = work.outcome(0.0)
    assert outcome is not None
    runner.dispatch(outcome)
    assert runner.app.study.deepen.stopped == "hidden"  # type: ignore[union-attr]


def test_a_proven_position_stops_and_says_who_wins() -> None:
    runner, edge = reviewed(len(GAME) - 1)
    runner.dispatch(Click("deepen", 1.0))
    outcome = answer(runner, edge, Deepener())
    assert outcome.stop == "proven"
    deepening = runner.app.study.deepen
    assert deepening is not None and deepening.job is None and deepening.stopped == "proven"
    shown = panel(runner)
    assert shown["deepen-status"]["text"] == "Proven: there is nothing more to search."
    assert str(shown["deepen-figures"]["text"]).endswith("wins with best play")
    assert str(shown["deepen-lines"]["children"][0]["text"]).endswith("(wins)")  # type: ignore[index]


def test_a_full_tree_stops_and_says_so() -> None:
    runner, edge = reviewed(10, Language("pt-BR"))
    runner.dispatch(Click("deepen", 1.0))
    deepener = Deepener(limit=600)
    for _ in range(300):
        if answer(runner, edge, deepener).stop is not None:
            break
    deepening = runner.app.study.deepen
    assert deepening is not None and deepening.stopped == "full" and deepening.job is None
    assert panel(runner)["deepen-status"]["text"] == \
        "Parou no limite de memória (500000 posições)."


def test_no_panel_where_the_game_is_over_nor_outside_a_review() -> None:
    runner, _ = reviewed(len(GAME))
    assert panel(runner)["deepen"]["hidden"] is True
    runner.dispatch(Click("deepen", 1.0))
    assert runner.app.study.deepen is None
    playing = Runner(App.start(MatchRecord("0" * 16, moves=GAME[:4]), ScoreBook(),
                               width=360, height=360), MemoryEdge())
    playing.dispatch(StudyText(None))
    assert panel(playing)["deepen"]["hidden"] is True
