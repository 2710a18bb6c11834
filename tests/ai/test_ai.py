"""Tests of the computer opponent: tactics, the solver, determinism, tree reuse, levels."""

from __future__ import annotations

import gc
import random

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from uttt.ai import LEVELS, Searcher, choose_move, game, search, searcher_for_level
from uttt.ai.evaluate import evaluate
from uttt.ai.mcts import LOSS, UNKNOWN, WIN, Budget, Config, Node, Style
from uttt.board import Board, Move
from uttt.tools.tournament import CLOCKS, Player, Score, parse_spec, play_game, tally
from uttt.tools.uct import uct_move

SETTINGS = settings(max_examples=60, deadline=None, derandomize=True)


def random_position(seed: int, plies: int) -> Board:
    """A position after up to ``plies`` random moves that is not over."""
    rng = random.Random(seed)
    board = Board()
    for _ in range(plies):
        move = rng.choice(board.legal_moves())
        board.push(move)
        if board.is_game_over():
            board.pop()
            break
    return board


def positions_with(predicate: object, count: int) -> list[Board]:
    """The first ``count`` random positions (over seeds and lengths) meeting a predicate."""
    assert callable(predicate)
    found: list[Board] = []
    seed = 0
    while len(found) < count:
        seed += 1
        board = random_position(seed, 30 + seed % 50)
        if predicate(board):
            found.append(board)
    return found


def game_winners(board: Board) -> set[Move]:
    """The moves that win the game at once, by brute force through ``Board.push``."""
    winners = set()
    for move in board.legal_moves():
        board.push(move)
        outcome = board.outcome()
        if outcome is not None and outcome.winner is not None:
            winners.add(move)
        board.pop()
    return winners


def losing_moves(board: Board) -> set[Move]:
    """The moves after which the opponent has a game-winning reply (brute force)."""
    losing = set()
    for move in board.legal_moves():
        board.push(move)
        if not board.is_game_over() and game_winners(board):
            losing.add(move)
        board.pop()
    return losing


class TestGameState:
    @given(st.integers(0, 10_000), st.integers(0, 80))
    @SETTINGS
    def test_play_matches_board(self, seed: int, plies: int) -> None:
        board = random_position(seed, plies)
        state = board.state()
        assert game.legal_moves(state) == board.legal_moves()
        assert set(game.winning_moves(state)) == game_winners(board)
        move = board.legal_moves()[seed % len(board.legal_moves())]
        status = game.play(state, move)
        board.push(move)
        outcome = board.outcome()
        if outcome is None:
            assert status == game.ONGOING
            assert state == board.state()
        else:
            assert status == (game.DRAW if outcome.winner is None else game.WON)



class TestTactics:
    def test_beginner_takes_an_obvious_small_board(self) -> None:
        # X: cells 0 and 1 of board 4; O has just sent X to board 4.
        board = Board.from_moves([36, 4, 37, 13])
        assert board.target_board() == 4 and board.turn == "X"
        wins = {move for move in board.legal_moves()
                if game.wins_small_board(board.state(), move)}
        assert wins == {38}
        for seed in range(5):
            assert choose_move(board, "beginner", seed=seed) == 38

    def test_plays_a_game_win_in_one(self) -> None:
        boards = positions_with(lambda b: bool(game_winners(b)), 12)
        for board in boards:
            for level in LEVELS:
                assert choose_move(board, level, seed=3) in game_winners(board)
            result = search(board, iterations=1, seed=1)
            assert result.move in game_winners(board)
            assert result.proven and result.win_probability == 1.0

    def test_blocks_a_game_loss_in_one(self) -> None:
        def threatened(board: Board) -> bool:
            losing = losing_moves(board)
            return bool(losing) and len(losing) < len(board.legal_moves())

        for board in positions_with(threatened, 12):
            losing = losing_moves(board)
            for level in LEVELS:
                assert choose_move(board, level, seed=5) not in losing
            assert search(board, iterations=1, seed=1).move not in losing

    @given(st.integers(0, 10_000), st.integers(0, 80), st.integers(1, 30))
    @SETTINGS
    def test_never_plays_an_illegal_move(self, seed: int, plies: int, budget: int) -> None:
        board = random_position(seed, plies)
        before = board.moves
        result = search(board, iterations=budget, seed=seed)
        assert board.is_legal(result.move)
        assert board.moves == before
        assert 0.0 <= result.win_probability <= 1.0
        assert result.pv[0] == result.move
        for move in result.pv:
            if board.is_game_over():
                break
            board.push(move)


def minimax(board: Board, budget: list[int]) -> int:
    """The game value for the side to move (+1 win, 0 draw, -1 loss), brute force.

    ``budget[0]`` counts down the nodes visited; below zero the answer is void.
    """
    budget[0] -= 1
    if budget[0] < 0:
        return 0
    best = -1
    for move in board.legal_moves():
        board.push(move)
        outcome = board.outcome()
        value = -minimax(board, budget) if outcome is None else int(outcome.winner is not None)
        board.pop()
        best = max(best, value)
        if best == 1:
            break
    return best


def near_end(seed: int, back: int) -> Board | None:
    """A random game finished, then taken back ``back`` plies."""
    rng = random.Random(seed)
    board = Board()
    while not board.is_game_over():
        board.push(rng.choice(board.legal_moves()))
    for _ in range(min(back, board.ply)):
        board.pop()
    return None if board.is_game_over() else board


def solved_endgame(seed: int) -> tuple[Board, int] | None:
    """A position near the end (``near_end``) and its value by brute force, or ``None``
    when there is none or it is too big to brute-force quickly."""
    board = near_end(seed, 2 + seed % 5)
    if board is None:
        return None
    budget = [20_000]
    value = minimax(board, budget)
    return None if budget[0] < 0 else (board, value)


class TestSolver:
    @pytest.mark.parametrize("seed", range(40))
    def test_proven_values_match_minimax(self, seed: int) -> None:
        solved = solved_endgame(seed)
        if solved is None:
            return
        board, value = solved
        searcher = Searcher(board, seed=seed)
        searcher.run(iterations=30_000)
        assert searcher.is_proven()
        assert -searcher.root.proven == value
        result = searcher.result()
        assert result.proven
        assert result.win_probability == (value + 1) / 2
        board.push(result.move)  # the chosen move keeps the value
        outcome = board.outcome()
        after = (0 if outcome.winner is None else 1) if outcome else -minimax(board, [10**6])
        assert after == value

    def test_proofs_are_consistent_in_the_tree(self) -> None:
        searcher = Searcher(near_end(3, 8) or Board(), seed=2)
        searcher.run(iterations=5_000)
        for node in walk(searcher.root):
            if any(child.proven == WIN for child in node.children):
                assert node.proven == LOSS


class TestMinimaxBackups:
    @pytest.mark.parametrize("seed", range(4))
    def test_each_node_holds_the_minimax_of_its_children(self, seed: int) -> None:
        board = random_position(seed, 10 + 12 * seed)
        config = Config(exploration=0.25, evaluation=1.0, minimax=0.3)
        searcher = Searcher(board, seed=seed, config=config)
        searcher.run(iterations=2_000)
        searcher.advance(searcher.result().move)  # the kept subtree goes on consistently
        searcher.run(iterations=1_000)
        checked = 0
        for node in walk(searcher.root):
            if node is searcher.root or not node.children or node.proven != UNKNOWN:
                continue
            assert node.e == 1.0 - max(child.e for child in node.children)
            mixed = 0.7 * node.value / node.visits + 0.3 * node.e
            assert node.q == pytest.approx(mixed)
            checked += 1
        assert checked > 100

    def test_proven_nodes_hold_their_value(self) -> None:
        config = Config(exploration=0.25, evaluation=1.0, minimax=0.3)
        searcher = Searcher(near_end(3, 8) or Board(), seed=2, config=config)
        searcher.run(iterations=5_000)
        rewards = {WIN: 1.0, LOSS: 0.0}
        proven = [n for n in walk(searcher.root)[1:] if n.proven in rewards and n.visits]
        assert proven
        assert all(node.e == rewards[node.proven] for node in proven)


class TestPriors:
    """``Config.prior``: a new node creates all its children at once, scored by the
    evaluation, and is scored itself by the best of them."""

    @pytest.mark.parametrize("seed", range(4))
    def test_a_new_node_gets_every_child_scored(self, seed: int) -> None:
        board = random_position(seed, 8 + 10 * seed)
        config = Config(exploration=0.25, evaluation=1.0, prior=2)
        searcher = Searcher(board, seed=seed, config=config)
        searcher.run(iterations=1)
        grown = [child for child in searcher.root.children if child.visits]
        assert len(grown) == 1
        node = grown[0]
        after = board.copy()
        after.push(node.move)
        assert sorted(child.move for child in node.children) == sorted(after.legal_moves())
        values = []
        for child in node.children:
            position = after.copy()
            position.push(child.move)
            value = 0.5 if position.is_game_over() else 1.0 - evaluate(position.state())
            assert (child.visits, child.value, child.q) == (2, 2 * value, value)
            values.append(value)
        assert node.visits == 1
        assert node.value == 1.0 - max(values)  # the mover's score, one ply deeper

    @pytest.mark.parametrize("seed", range(3))
    def test_the_mix_adds_a_playout(self, seed: int) -> None:
        board = random_position(seed, 20)
        config = Config(exploration=0.25, evaluation=0.5, prior=1)
        searcher = Searcher(board, seed=seed, config=config)
        searcher.run(iterations=1)
        node = next(child for child in searcher.root.children if child.visits)
        deeper = 1.0 - max(child.value for child in node.children)
        played = (node.value - 0.5 * deeper) / 0.5
        assert min(abs(played - result) for result in (0.0, 0.5, 1.0)) < 1e-9  # a loss, draw or win

    @pytest.mark.parametrize("seed", range(12))
    def test_proven_values_still_match_minimax(self, seed: int) -> None:
        solved = solved_endgame(seed)
        if solved is None:
            return
        board, value = solved
        searcher = Searcher(board, seed=seed, config=Config(evaluation=0.5, prior=1))
        searcher.run(iterations=30_000)
        assert searcher.is_proven()
        assert -searcher.root.proven == value

    def test_a_search_plays_legal_moves_to_the_end(self) -> None:
        board = random_position(3, 6)
        searcher = Searcher(board, seed=3, config=Config(evaluation=0.5, prior=1))
        while not board.is_game_over():
            searcher.run(iterations=200)
            move = searcher.result().move
            assert move in board.legal_moves()
            board.push(move)
            if not board.is_game_over():
                searcher.advance(move)


def test_the_tree_is_kept_out_of_full_garbage_collections() -> None:
    searcher = Searcher(random_position(5, 8), seed=1)
    searcher.run(iterations=1_000)
    grown = walk(searcher.root)
    searcher.run(iterations=10)  # each slice first sets aside what the earlier ones grew
    tracked = {id(obj) for obj in gc.get_objects()}
    assert len(grown) > 500
    assert not any(id(node) in tracked for node in grown)
    gc.unfreeze()


def walk(node: Node) -> list[Node]:
    """Every node of a tree."""
    nodes, stack = [], [node]
    while stack:
        node = stack.pop()
        nodes.append(node)
        stack.extend(node.children)
    return nodes


def check_tree(board: Board, node: Node, depth: int = 4) -> None:
    """Children are legal moves and never hold more visits than their parent."""
    assert sum(child.visits for child in node.children) <= node.visits
    if depth == 0 or board.is_game_over():
        return
    for child in node.children:
        assert board.is_legal(child.move)
        board.push(child.move)
        check_tree(board, child, depth - 1)
        board.pop()


class TestAnytime:
    def test_reproducible_with_a_seed(self) -> None:
        board = random_position(7, 12)
        first = search(board, iterations=800, seed=42)
        second = search(board, iterations=800, seed=42)
        assert first == second

    def test_slices_add_up_to_one_run(self) -> None:
        board = random_position(8, 10)
        whole = Searcher(board, seed=9)
        whole.run(iterations=600)
        sliced = Searcher(board, seed=9)
        for _ in range(6):
            sliced.run(iterations=100)
        assert whole.result() == sliced.result()

    @given(st.integers(0, 10_000), st.integers(0, 60), st.integers(0, 6))
    @SETTINGS
    def test_any_slice_gives_a_legal_move(self, seed: int, plies: int, slices: int) -> None:
        board = random_position(seed, plies)
        searcher = Searcher(board, seed=seed)
        for _ in range(slices):
            searcher.run(iterations=7)
            assert board.is_legal(searcher.result().move)
        searcher.run(seconds=0.0)
        assert board.is_legal(searcher.result().move)

    def test_advance_keeps_the_subtree(self) -> None:
        board = random_position(11, 6)
        searcher = Searcher(board, seed=1)
        searcher.run(iterations=3_000)
        best = max(searcher.root.children, key=lambda c: c.visits)
        visits = best.visits
        searcher.advance(best.move)
        board.push(best.move)
        assert searcher.root is best and searcher.root.visits == visits
        assert searcher.board == board
        check_tree(board.copy(), searcher.root)
        reply = searcher.result().move
        searcher.advance(reply)
        board.push(reply)
        searcher.run(iterations=500)
        check_tree(board.copy(), searcher.root)
        assert board.is_legal(searcher.result().move)

    def test_advance_to_an_unexplored_move(self) -> None:
        board = Board()
        searcher = Searcher(board, seed=1)
        searcher.advance(80)
        board.push(80)
        searcher.run(iterations=200)
        check_tree(board, searcher.root)
        with pytest.raises(ValueError):
            searcher.advance(0)

    def test_ponder_stops_at_its_limit(self) -> None:
        searcher = Searcher(Board(), seed=1, config=Config(ponder_limit=50))
        assert searcher.ponder(seconds=60.0) == 50
        assert searcher.ponder(seconds=60.0) == 0
        searcher.advance(searcher.result().move)
        assert searcher.ponder(seconds=60.0) == 50

    def test_the_dropped_subtrees_are_freed_a_slice_at_a_time(self) -> None:
        searcher = Searcher(Board(), seed=1, config=Config(evaluation=1.0))
        searcher.release_nodes = 100  # as a page's search: at most 100 freed per run
        searcher.run(iterations=3_000)
        before = {c.move: c.visits for c in searcher.root.children}
        kept = max(before, key=lambda m: before[m])
        dropped = sum(before.values()) - before[kept]
        searcher.advance(kept)
        waiting = searcher.dropped.release(0)
        assert 0 < waiting < dropped + 81  # the other root children, not yet freed
        calls = 1
        while searcher.dropped.release(100):  # at most 100 nodes a call: nearly 3,000 dropped
            calls += 1
        assert calls >= (dropped - before[kept]) // 100 and searcher.dropped.release(0) == 0
        eager = Searcher(Board(), seed=1, config=Config(evaluation=1.0))
        eager.run(iterations=300)
        eager.advance(40)
        assert eager.dropped.release(0) == 0  # by default, freed at once as before

    def test_what_moves_drop_is_freed_as_fast_as_the_search_grows(self) -> None:
        board = random_position(4, 4)
        config = LEVELS["master"].config  # about seven nodes an iteration
        searcher = Searcher(board, seed=4, config=config)
        searcher.release_nodes = 250  # the page's move slices
        rng = random.Random(4)
        waiting = []
        for _ in range(10):
            for _ in range(40):
                searcher.run(iterations=50)
            for move in (searcher.result().move, None):
                move = rng.choice(board.legal_moves()) if move is None else move
                board.push(move)
                if board.is_game_over():
                    break
                searcher.advance(move)
            if board.is_game_over():
                break
            waiting.append(searcher.dropped.waiting())
        assert len(waiting) >= 6
        assert max(waiting[3:]) <= 2 * max(waiting[:3]), waiting  # it does not pile up

    def test_freeing_later_changes_nothing_searched(self) -> None:
        eager = Searcher(Board(), seed=5, config=Config(evaluation=1.0))
        lazy = Searcher(Board(), seed=5, config=Config(evaluation=1.0))
        lazy.release_nodes = 10
        for searcher in (eager, lazy):
            searcher.run(iterations=1_500)
            searcher.advance(40)
        eager.run(iterations=700)
        lazy.run(iterations=700)
        assert eager.result() == lazy.result() and lazy.dropped.release(0) > 0

    def test_adopting_a_dropped_search_frees_its_tree_here(self) -> None:
        old = Searcher(Board(), seed=1)
        old.run(iterations=500)
        new = Searcher(Board(), seed=2)
        new.adopt(old)
        assert new.dropped.release(0) == 1 and old.root.children == []
        assert old.dropped.release(0) == 0
        new.run(iterations=10)
        assert new.dropped.release(0) == 0

    def test_runs_until_the_budget(self) -> None:
        searcher = Searcher(Board(), seed=1, budget=Budget(iterations=250))
        searcher.run_budget()
        assert searcher.is_done() and searcher.iterations == 250

    def test_seconds_count_the_budgets_clock(self) -> None:
        ticks = iter(range(10_000))

        def clock() -> float:  # a fake clock: one second per reading
            return float(next(ticks))

        searcher = Searcher(Board(), seed=1, budget=Budget(seconds=5.0, clock=clock))
        searcher.run_budget()
        assert searcher.is_done() and searcher.seconds >= 5.0
        assert searcher.iterations == 5  # the clock read once per iteration


class TestLevels:
    def test_levels_are_described(self) -> None:
        assert list(LEVELS) == ["beginner", "novice", "intermediate", "advanced", "expert",
                                "master"]
        assert LEVELS["beginner"].elo == 1000
        elos = [level.elo for level in LEVELS.values()]
        assert elos == sorted(elos) and len(set(elos)) == len(elos)

    def test_the_ladder_below_master_counts_iterations_so_any_device_plays_it_alike(
            self) -> None:
        for name, level in LEVELS.items():
            assert (level.budget.seconds is None) == (name != "master"), name

    @pytest.mark.parametrize("level", ["beginner", "novice", "intermediate", "advanced"])
    def test_levels_are_reproducible_and_keep_the_board(self, level: str) -> None:
        board = random_position(5, 20)
        before = board.moves
        moves = {choose_move(board, level, seed=4) for _ in range(2)}
        assert len(moves) == 1 and board.is_legal(moves.pop())
        assert board.moves == before

    def test_for_level_sets_budget_and_style(self) -> None:
        searcher = searcher_for_level(Board(), "beginner", seed=1)
        assert searcher.budget == LEVELS["beginner"].budget
        assert searcher.style == LEVELS["beginner"].style

    def test_noise_is_stable_for_a_tree(self) -> None:
        searcher = Searcher(random_position(2, 9), seed=3, style=Style(temperature=2.0))
        searcher.run(iterations=300)
        assert searcher.result() == searcher.result()

    def test_game_over_is_refused(self) -> None:
        rng = random.Random(1)
        finished = Board()
        while not finished.is_game_over():
            finished.push(rng.choice(finished.legal_moves()))
        with pytest.raises(ValueError):
            Searcher(finished)


class TestTournament:
    def test_parse_spec(self) -> None:
        assert parse_spec("uct") == ("uct", {})
        with pytest.raises(ValueError):
            parse_spec("grandmaster")
        with pytest.raises(ValueError):
            parse_spec("master:speed=2")

    def test_settings_reach_the_search(self) -> None:
        player = Player("master:prior=0,eval=0.5,c=0.3", "X", None, seed=1)
        assert (player.config.prior, player.config.evaluation) == (0, 0.5)
        assert player.config.exploration == 0.3
        assert Player("master", "X", None, seed=1).config == LEVELS["master"].config
        assert Player("master-2026-12", "X", None, seed=1).config.prior == 0

    def test_a_game_and_the_score(self) -> None:
        score = play_game("master:ponder=1", "uct", Budget(iterations=30), seed=1)
        assert score in (0.0, 0.5, 1.0)
        tallied = tally([1.0, 0.5, 0.0, 1.0])
        assert tallied == Score(4, 2, 1, 1) and tallied.mean == 0.625
        assert "Elo" in str(tallied)

    def test_budgets_count_the_chosen_clock(self) -> None:
        assert Player("master", "X", Budget(seconds=0.5), 1, "cpu").budget.clock is CLOCKS["cpu"]
        assert Player("master-2026-12", "O", None, 1).budget == Budget(seconds=1.3)

    def test_uct_baseline_is_legal(self) -> None:
        board = random_position(4, 15)
        assert board.is_legal(uct_move(board, iterations=50, seed=1))


def test_unknown_is_not_a_value() -> None:
    assert UNKNOWN not in (LOSS, 0, WIN)
