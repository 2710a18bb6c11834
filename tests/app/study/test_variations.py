"""The variations' tree (``uttt.app.study.variations``) and the analysis board on it
(``uttt.app.study.board``): any sequence of changes keeps a valid tree whose every line
replays through the rules, and the game's own line is never lost."""

from __future__ import annotations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from uttt.app.study import board as analysis
from uttt.app.study import variations as tree
from uttt.app.study.variations import Node, Path
from uttt.board import Board

GAME = (40, 36, 4, 37, 12, 28)


def _valid(root: Node) -> None:
    """Each node's children have distinct moves, and every path replays legally."""
    for path, node in ((), root), *tree.walk(root):
        moves = [c.move for c in node.children]
        assert len(moves) == len(set(moves)), path
        Board.from_moves(list(path))  # raises on an illegal line


def _legal(path: Path, pick: int) -> int | None:
    board = Board.from_moves(list(path))
    legal = board.legal_moves()
    return None if board.is_game_over() or not legal else legal[pick % len(legal)]


ops = st.lists(st.tuples(st.sampled_from(["add", "promote", "remove", "main"]),
                         st.integers(0, 10_000), st.integers(0, 10_000)), max_size=40)


@settings(max_examples=150, deadline=None)
@given(ops)
def test_any_changes_keep_a_valid_tree(steps: list[tuple[str, int, int]]) -> None:
    root = Node()
    for kind, where, pick in steps:
        known = ((), *tree.paths(root))
        path = known[where % len(known)]
        before = set(tree.paths(root))
        if kind == "add":
            move = _legal(path, pick)
            if move is None:
                continue
            root = tree.add_variation(root, path, move)
            assert tree.contains(root, (*path, move))
            assert set(tree.paths(root)) - before <= {(*path, move)}
        elif kind == "promote" and path:
            parent = tree.node_at(root, path[:-1])
            assert parent is not None
            at = parent.index(path[-1])
            root = tree.promote(root, path)
            assert set(tree.paths(root)) == before
            assert tree.node_at(root, path[:-1]).index(path[-1]) == max(0, at - 1)  # type: ignore[union-attr]
        elif kind == "main" and path:
            root = tree.promote_to_main(root, path)
            assert tree.mainline(root, path[:-1])[:1] == path[-1:]
            assert set(tree.paths(root)) == before
        elif kind == "remove" and path:
            root = tree.remove(root, path)
            assert {p for p in before if p[:len(path)] != path} == set(tree.paths(root))
        _valid(root)
        assert tree.size(root) == len(tree.paths(root))


def test_a_line_added_again_changes_nothing() -> None:
    root = tree.add_line(Node(), (), GAME)
    assert tree.add_line(root, (), GAME[:3]) is root
    assert tree.mainline(root, ()) == GAME


def test_the_root_stays_and_unknown_paths_are_refused() -> None:
    root = tree.add_line(Node(), (), GAME)
    for change in (lambda: tree.remove(root, ()), lambda: tree.remove(root, (1,)),
                   lambda: tree.promote(root, (1,)), lambda: tree.add_variation(root, (1,), 2)):
        with pytest.raises(KeyError):
            change()
    assert tree.mainline(root, ()) == GAME  # the tree is as it was


board_ops = st.lists(st.tuples(
    st.sampled_from(["play", "back", "forward", "end", "leave", "promote", "delete", "go"]),
    st.integers(0, 10_000)), max_size=40)


@settings(max_examples=150, deadline=None)
@given(board_ops)
def test_the_board_never_loses_the_game(steps: list[tuple[str, int]]) -> None:
    board = analysis.AnalysisBoard.new(GAME)
    for kind, pick in steps:
        here = board.at if board.at is not None else GAME[:board.review or 0]
        if kind == "play":
            move = _legal(here, pick)
            if move is not None:
                board = analysis.played(board, here, move)
                assert board.at == (*here, move) or board.review == len(here) + 1
        elif kind == "go":
            known = tree.paths(board.root)
            board = analysis.go_to(board, known[pick % len(known)])
        else:
            board = {"back": analysis.back, "forward": analysis.forward,
                     "end": analysis.to_end, "leave": analysis.leave,
                     "promote": analysis.promote, "delete": analysis.delete}[kind](board)
        assert board.game == GAME and tree.contains(board.root, GAME)
        assert board.at is None or (board.off_game(board.at)
                                    and tree.contains(board.root, board.at))
        assert board.review is None or 0 <= board.review <= len(GAME)
        _valid(board.root)


def test_a_variation_explored_and_left_comes_back_to_its_branch() -> None:
    board = analysis.played(analysis.AnalysisBoard.new(GAME), GAME[:2], 5)
    board = analysis.played(board, board.at or (), 45)
    assert board.at == (40, 36, 5, 45) and board.explored() == 2
    left = analysis.leave(board)
    assert left.at is None and left.review == 2 and left.game == GAME
    assert analysis.delete(analysis.go_to(left, (40, 36, 5))).explored() == 0


def test_promote_raises_the_line_shown_above_the_game() -> None:
    board = analysis.played(analysis.AnalysisBoard.new(GAME), GAME[:2], 5)
    board = analysis.played(board, board.at or (), 45)
    promoted = analysis.promote(board)
    assert tree.mainline(promoted.root, GAME[:2])[:1] == (5,)
    assert tree.contains(promoted.root, GAME)


def test_the_board_keeps_no_more_than_its_limit(monkeypatch: object) -> None:
    monkeypatch.setattr(analysis, "MAX_VARIATION_MOVES", 1)  # type: ignore[attr-defined]
    board = analysis.played(analysis.AnalysisBoard.new(GAME), GAME[:2], 5)
    again = analysis.played(board, board.at or (), 45)
    assert board.explored() == 1 and again == board
