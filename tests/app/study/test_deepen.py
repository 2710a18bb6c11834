"""Keep-thinking's search (``uttt.app.study.deepen``): its bursts continue one tree, a
position further down the line keeps its subtree, and a burst stops by itself once the
position is proven, the tree is full or the page is hidden."""

from __future__ import annotations

from itertools import count

from tests.helpers import WIN
from uttt.app.study.deepen import Deepen, Deepened, Deepener, DeepenWork, Thought
from uttt.board import Board

OPENING = (40, 36, 4)


def burst(job: Deepen, deepener: Deepener, *, slices: int = 5, hidden: bool = False
          ) -> Deepened:
    """One burst of ``slices`` slices (a fake clock: each slice a tenth of the burst)."""
    work = DeepenWork(job, deepener, burst=1.0)
    clock = count()
    while work.step(next(clock) / slices, hidden=hidden) is not None:
        pass
    outcome = work.outcome(1.0)
    assert isinstance(outcome, Deepened) and outcome.token == job.token
    return outcome


def thought(outcome: Deepened) -> Thought:
    assert outcome.thought is not None
    return outcome.thought


def test_the_bursts_of_one_position_continue_one_tree() -> None:
    deepener = Deepener()
    first = burst(Deepen(1, OPENING), deepener)
    searcher, root = deepener.searcher, deepener.searcher.root  # type: ignore[union-attr]
    second = burst(Deepen(2, OPENING), deepener)
    assert first.stop is None and second.stop is None
    assert deepener.searcher is searcher and searcher.root is root  # type: ignore[union-attr]
    assert thought(second).iterations > thought(first).iterations > 0
    assert thought(second).nodes > thought(first).nodes
    legal = Board.from_moves(list(OPENING)).legal_moves()
    lines = thought(second).lines
    assert 1 <= len(lines) <= 3 and all(line.moves[0] in legal for line in lines)
    assert len({line.moves[0] for line in lines}) == len(lines)
    assert 0.0 <= thought(second).win <= 1.0 and thought(second).proven is None


def test_a_position_further_down_the_line_keeps_its_subtree() -> None:
    deepener = Deepener()
    found = burst(Deepen(1, OPENING), deepener, slices=20)
    best = thought(found).lines[0].moves[0]
    searcher = deepener.searcher
    assert searcher is not None
    child = next(c for c in searcher.root.children if c.move == best)
    visits = child.visits
    assert visits > 0
    after = burst(Deepen(2, (*OPENING, best)), deepener, slices=1)
    assert deepener.searcher is searcher and searcher.root is child
    assert thought(after).iterations > visits


def test_another_position_starts_a_new_tree_and_frees_the_old_a_slice_at_a_time() -> None:
    deepener = Deepener()
    burst(Deepen(1, OPENING), deepener, slices=20)
    old = deepener.searcher
    assert old is not None and old.nodes > 100
    burst(Deepen(2, (40, 37)), deepener, slices=1)
    searcher = deepener.searcher
    assert searcher is not None and searcher is not old
    assert searcher.dropped.pending()  # the old tree waits, counted in the cap
    assert old.nodes == 1  # left empty: its nodes are the new search's to free
    burst(Deepen(3, (40, 37)), deepener, slices=40)
    assert not searcher.dropped.pending()


def test_a_proven_position_stops_the_search() -> None:
    moves = tuple(WIN[:-1])  # the side to move wins at once
    outcome = burst(Deepen(1, moves), Deepener())
    assert outcome.stop == "proven"
    found = thought(outcome)
    assert found.proven == "win" and found.win == 1.0
    assert found.lines[0].moves == (WIN[-1],) and found.lines[0].proven == "win"


def test_the_search_stops_at_its_node_cap() -> None:
    deepener = Deepener(limit=1500)
    outcome = None
    for token in range(1, 200):
        outcome = burst(Deepen(token, OPENING), deepener, slices=10)
        if outcome.stop is not None:
            break
    assert outcome is not None and outcome.stop == "full"
    assert 1500 <= thought(outcome).nodes <= 1500 + 81  # one iteration adds at most 81
    again = burst(Deepen(999, OPENING), deepener)
    assert again.stop == "full" and thought(again).iterations == thought(outcome).iterations


def test_a_hidden_page_stops_the_burst_before_it_searches() -> None:
    deepener = Deepener()
    outcome = burst(Deepen(1, OPENING), deepener, hidden=True)
    assert outcome.stop == "hidden" and outcome.thought is None
    assert deepener.searcher is None
