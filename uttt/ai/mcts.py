"""Monte Carlo tree search with a solver, tree reuse and anytime slices.

A tree node holds the move that led to it and, once expanded, the position after that
move (``Node.state``, see ``uttt.ai.tree``), so selection walks down without playing a
move; an iteration copies the position it grows the tree from, and plays out (or
evaluates) its new leaf on that copy.

* MCTS-solver: a node whose move wins the game is a proven win; a node with a
  child that is a proven win for the side to move is a proven loss for the
  player who moved into it; a node whose children are all proven takes the
  best of their values (so draws are proven too). Proven losses are never
  selected and proven wins are always played.
* Decisive moves: when a node is expanded, a move that wins the whole game is
  found at once and becomes its only child. At the root every move is also
  checked for giving the opponent an immediate game win (anti-decisive).
* Anytime: ``run`` works in slices bounded by iterations or seconds; ``result``
  can be read after any slice.
* Tree reuse: ``advance(move)`` keeps the subtree of the played move; the others are
  freed at once, or ``release_nodes`` per ``run`` (``dropped``: a page's short slices).
* Memory: ``nodes`` counts the live nodes (the tree and the subtrees waiting to be
  freed); past ``Config.node_limit`` the search stops growing until moves free some.

>>> from uttt.board import Board
>>> searcher = Searcher(Board(), seed=1)
>>> searcher.run(iterations=200)
200
>>> searcher.result().move in Board().legal_moves()
True
"""

from __future__ import annotations

import math
import random as random_module

from uttt import solver
from uttt.ai import budget as budget_module
from uttt.ai import choice, game
from uttt.ai import evaluate as shipped
from uttt.ai.budget import Budget
from uttt.ai.children import reply_scores, scored_children, set_policy, soft_best
from uttt.ai.choice import Style
from uttt.ai.config import Config, SearchResult
from uttt.ai.dropped import Dropped, spare_the_tree
from uttt.ai.evaluate import evaluate, evaluate_reply, replies
from uttt.ai.game import play
from uttt.ai.tree import (
    DRAW,
    LOSS,
    REWARD,
    UNKNOWN,
    WIN,
    Node,
    backup,
    backup_minimax,
    principal_variation,
    prove,
    puct_scale,
    scales,
    select,
    uct_scale,
)
from uttt.board import Board, Move
from uttt.playout import POLICIES, Policy

__all__ = ["DRAW", "LOSS", "UNKNOWN", "WIN", "Budget", "Config", "Node", "SearchResult",
           "Searcher", "Style", "principal_variation"]


class Searcher:
    """An anytime MCTS-solver on one position, advanced move by move.

    ``board`` is copied; the searcher never changes the caller's board. A page
    drives it in slices between event-loop turns::

        searcher = searcher_for_level(board, "master", seed=seed)  # uttt.ai
        while not searcher.is_done():
            searcher.run(seconds=0.008)
        move = searcher.result().move
        searcher.advance(move)              # then, while the human thinks:
        searcher.ponder(seconds=0.008)      # ... repeatedly, and on their move:
        searcher.advance(their_move)        # keeps the subtree, resets the budget
    """

    def __init__(self, board: Board, *, seed: int | None = None,
                 config: Config | None = None, budget: Budget | None = None,
                 style: Style | None = None) -> None:
        if board.is_game_over():
            raise ValueError("the game is over: there is nothing to search")
        self.config = config or Config()
        self.budget = budget or Budget(seconds=1.0)
        """The budget of one move, for callers that drive ``run`` in slices."""
        self.style = style or Style()
        self._seed = seed
        policy = self.config.policy
        self._policy: Policy = POLICIES[policy] if isinstance(policy, str) else policy
        self._rng = random_module.Random(seed)
        self._exploration = self.config.exploration
        self._minimax = self.config.minimax
        self._evaluation_only = self.config.evaluation >= 1.0
        self._prior = self.config.prior
        self._contempt = self.config.contempt
        self._leaf_temperature = self.config.leaf_temperature
        self._puct = self.config.puct
        if self._puct and not self._prior:
            raise ValueError("PUCT needs the children's evaluations (prior)")
        if self._leaf_temperature < 0.0 or (self._leaf_temperature and not self._prior):
            raise ValueError("a leaf temperature is 0 or more, and needs the children (prior)")
        if self._contempt and self._minimax:
            raise ValueError("contempt discounts draws in mean backups only, not minimax")
        self._scales = (scales(self._puct, puct_scale) if self._puct
                        else scales(self._exploration))
        self._keeps_policy = self._puct > 0.0
        """``backup`` keeps ``u`` as PUCT's (decided once, not each iteration)."""
        self._evaluate = self.config.evaluator or evaluate
        self._shares_replies = self._evaluate is shipped.evaluate
        """Siblings share the terms of the boards their moves leave alone (``replies``)."""
        self._grown: float | None = None
        self._board = board.copy()
        self._state = board.state()
        self._root = Node(-1)
        self.dropped = Dropped()
        self.release_nodes: int | None = None
        """If set, dropped subtrees wait in ``dropped``; ``run`` first frees this many
        nodes and as many as the search made since the last ``run``, so the subtrees left
        behind never pile up faster than they are freed."""
        self._made = 0
        """Nodes made since ``run`` last freed dropped ones."""
        self._counted = 1
        """Nodes ever made here or adopted, but for ``_made`` (the root so far)."""
        self._limit = self.config.node_limit
        self.iterations = 0
        """Iterations run since the root was last set (by ``__init__`` or ``advance``)."""
        self.seconds = 0.0
        """Seconds spent in ``run`` since the root was last set."""
        self.banked = 0.0
        """Seconds that managed moves (``Budget.managed``) finished under their budget,
        less those spent over it: what moves in doubt may still take."""
        self._settled = False
        """Whether this position's search was found done and its time banked."""
        self._prepare_root()

    @property
    def nodes(self) -> int:
        """The live nodes: the tree's and those waiting in ``dropped`` to be freed."""
        return self._counted + self._made - self.dropped.freed

    def is_full(self) -> bool:
        """Whether the live nodes reached ``Config.node_limit``."""
        return self._limit is not None and self.nodes >= self._limit

    def is_done(self) -> bool:
        """Whether this move's budget is spent, the root is proven, or the tree is full
        with nothing left to free (while dropped subtrees wait, ``run`` frees them)."""
        budget = self.budget
        done = (self.is_proven() or (self.is_full() and not self.dropped.pending())
                or (budget.iterations is not None and self.iterations >= budget.iterations))
        if not budget.managed:
            return done or (budget.seconds is not None and self.seconds >= budget.seconds)
        done = done or self._managed_done()
        if done and not self._settled:  # the move's time is known: bank what it saved
            assert budget.seconds is not None
            self.banked += budget.seconds - self.seconds
            self._settled = True
        return done

    def seconds_left(self) -> float | None:
        """Seconds this move may still search as things stand (``None``: no time budget):
        the budget's rest, or while a managed move is in doubt, its stretch."""
        return budget_module.seconds_left(self.budget, self.seconds, self.banked)

    def _managed_done(self) -> bool:
        """Whether a managed move's search can stop (``uttt.ai.budget.settled``)."""
        alive = [c for c in self._root.children if c.proven != LOSS]
        return budget_module.settled(self.budget, alive, self.iterations, self.seconds,
                                     self.banked)

    def run_budget(self) -> None:
        """Search until ``is_done`` (what a level does for one move, in one call)."""
        while not self.is_done():
            budget = self.budget
            iterations = None if budget.iterations is None else budget.iterations - self.iterations
            seconds = self.seconds_left()
            if seconds is not None and budget.managed:
                seconds = min(seconds, budget_module.MANAGED_SLICE)
            self.run(iterations=iterations, seconds=seconds)

    @property
    def board(self) -> Board:
        """A copy of the position being searched."""
        return self._board.copy()

    @property
    def root(self) -> Node:
        """The root node (for tests and tools; treat as read-only)."""
        return self._root

    def is_proven(self) -> bool:
        """Whether the value of the root is proven (more search cannot change the move)."""
        return self._root.proven != UNKNOWN

    # -- running -----------------------------------------------------------

    def run(self, *, iterations: int | None = None, seconds: float | None = None) -> int:
        """Search for up to ``iterations`` and/or ``seconds``; returns iterations run.

        Stops early once the root is proven. With neither limit, runs one iteration.
        """
        if iterations is None and seconds is None:
            iterations = 1
        release = self.release_nodes
        self.dropped.release(1 << 62 if release is None else release + self._made)
        self._counted += self._made
        self._made = 0
        room = 1 << 62 if self._limit is None else self._limit - self.nodes
        spare_the_tree()
        clock = self.budget.clock
        start = clock()
        deadline = math.inf if seconds is None else start + seconds
        limit = iterations if iterations is not None else 1 << 62
        done = 0
        while done < limit and self._made < room and self._root.proven == UNKNOWN:
            self._iterate()
            done += 1
            if clock() >= deadline:
                break
        self.iterations += done
        self.seconds += clock() - start
        return done

    def ponder(self, *, seconds: float) -> int:
        """Search on the opponent's time (a slice); stops growing past ``ponder_limit``.

        The tree kept by ``advance`` then gives the next move a head start (its measure:
        docs/computer.md, "Earlier measures").
        """
        room = self.config.ponder_limit - self.iterations
        return self.run(iterations=room, seconds=seconds) if room > 0 else 0

    def adopt(self, other: Searcher) -> None:
        """Free the tree of ``other`` (dropped by the caller: left empty) in ``dropped``."""
        self._counted += other.nodes
        self.dropped.take(other.dropped, other._root)
        other._root = Node(other._root.move)
        other._counted, other._made = other.dropped.freed + 1, 0

    def _iterate(self) -> None:
        """One iteration: select, expand one node, score the new leaf, back up (with proofs)."""
        path, state = self._descend()
        proven = path[-1].proven
        grown, self._grown = self._grown, None
        if state is None or proven != UNKNOWN:  # a proven leaf: its value is known
            reward = REWARD[proven]
            if proven == DRAW and self._contempt:  # the root's side to move moved into odd depths
                reward += -self._contempt if len(path) % 2 == 0 else self._contempt
        elif grown is not None:
            reward = self._score_leaf(state, grown)
        elif self._evaluation_only:
            reward = 1.0 - self._evaluate(state)  # the leaf's mover's score: the turn has passed
        else:
            reward = self._score_leaf(state)
        if self._minimax > 0.0:
            backup_minimax(path, reward, self._minimax, self._keeps_policy)
        else:
            backup(path, reward, self._keeps_policy)

    def _scale(self, visits: int) -> float:
        """The exploration scale of a parent with ``visits`` (UCT's or PUCT's)."""
        if self._puct:
            return puct_scale(self._puct, visits)
        return uct_scale(self._exploration, visits)

    def _descend(self) -> tuple[list[Node], game.State | None]:
        """Select from the root down to a node that can grow, grow it by one child (if it is
        not proven); return the path and the new leaf's position (``None`` for a proven
        leaf reached by selection, whose position is not needed).

        Most of the search's time is spent here, so selection below the root is inlined
        and lean: the UCT scale comes from a table, and a child's ``proven`` and ``visits``
        are not read (a proven loss has ``q = -inf``; only root children are ever unvisited,
        and the root is selected by ``select``). The same choices as ``select``. No move
        is played on the way down: every expanded node keeps its position (``Node.state``).
        """
        root = self._root
        node = select(root, self._scale(root.visits))
        path = [root, node]
        position: game.State | None = self._state  # the position of node's parent
        scale_table = self._scales
        while node.proven == UNKNOWN:
            untried = node.untried
            if untried is None or untried:
                return path, self._grow(node, path, position)
            position = node.state
            visits = node.visits
            try:
                scale = scale_table[visits]
            except IndexError:
                scale = self._scale(visits)
            children = node.children
            node = children[0]
            best = -1.0
            for child in children:
                score = child.q + scale * child.u
                if score > best:
                    node = child
                    best = score
            path.append(node)
        return path, None

    def _grow(self, node: Node, path: list[Node], position: game.State | None) -> game.State:
        """Add one untried move of ``node`` as a child (the new leaf) to ``path`` and return
        the leaf's position. On ``node``'s first visit after its creation, first play its
        move on its parent's ``position``, list its moves and keep its position; a node
        found lost by ``_expand`` stays the leaf."""
        if node.untried is None:
            assert position is not None  # its parent is expanded
            state = position.copy()
            play(state, node.move)
            self._expand(node, state)
            if node.proven != UNKNOWN:
                return state
            node.state = state
            if self._prior:
                self._grown = self._create_children(node, state)
                # a playout plays on the copy; the evaluation alone never reads it again
                return state if self._evaluation_only else state.copy()
        else:
            assert node.state is not None  # it is expanded
            state = node.state
        state = state.copy()
        untried = node.untried
        if untried:  # a position that goes on always has moves
            path.append(self._add_child(node, untried, state))
        return state

    def _create_children(self, node: Node, state: game.State) -> float:
        """All of a new node's children at once (``uttt.ai.children``), each with
        ``prior`` visits at its evaluation; returns the node's mover's score by minimax
        over them (or their soft best, ``Config.leaf_temperature``)."""
        assert node.untried is not None
        moves = node.untried
        children, best = scored_children(
            moves, reply_scores(state, moves, self._evaluate), self._prior)
        if self._leaf_temperature:
            best = soft_best([child.q for child in children], self._leaf_temperature)
        node.children = children
        if self._minimax:  # only minimax backups read a child's own evaluation
            for child in children:
                child.e = child.q
        if self._puct:
            set_policy(children, [child.q for child in children], self._prior,
                       self.config.policy_temperature)
        node.untried = []
        self._made += len(children)
        return 1.0 - best

    def _score_leaf(self, state: game.State, estimate: float | None = None) -> float:
        """The expected score of a new leaf for the player who moved into it (``estimate``:
        its evaluation when already known)."""
        weight = self.config.evaluation
        mover = state[game.TURN] ^ 1  # the leaf's move was played, the turn passed
        if estimate is None:
            estimate = 1.0 - self._evaluate(state) if weight > 0.0 else 0.0
        if weight >= 1.0:
            return estimate
        winner = self._policy(state, self._rng.random)
        played = 0.5 if winner == 2 else float(winner == mover)
        return weight * estimate + (1.0 - weight) * played

    def _expand(self, node: Node, state: game.State) -> None:
        """List the moves of a new node; a game-winning move becomes its only child."""
        wins = game.winning_moves(state)
        if wins:
            node.children = [Node(wins[0], WIN)]
            self._made += 1
            node.untried = []
            node.proven = LOSS
        else:
            node.untried = game.legal_moves(state)
            node.children = []

    def _add_child(self, node: Node, untried: list[Move], state: game.State) -> Node:
        """Expand one random untried move of ``node`` and play it on ``state``."""
        index = int(self._rng.random() * len(untried))
        untried[index], untried[-1] = untried[-1], untried[index]
        child = Node(untried.pop())
        node.children.append(child)
        self._made += 1
        status = play(state, child.move)
        if status == game.DRAW:
            child.proven = DRAW
        elif status == game.WON:  # only if the decisive check was skipped
            child.proven = WIN
        return child

    # -- the root -----------------------------------------------------------

    def _prepare_root(self) -> None:
        """Expand the root fully and mark moves that allow a game-winning reply as losses."""
        root, state = self._root, self._state
        if root.untried is None:
            self._expand(root, state)
        if root.proven != UNKNOWN:
            return
        assert root.untried is not None
        fresh = bool(root.untried)  # not a root kept from the move before
        for move in root.untried:
            after = state.copy()
            child = Node(move)
            status = game.play(after, move)
            if status == game.DRAW:
                child.proven = DRAW
            root.children.append(child)
        self._made += len(root.untried)
        root.untried = []
        for child in root.children:
            if child.proven == UNKNOWN and game.allows_win(state, child.move):
                child.proven = LOSS
                child.q = -math.inf  # see Node.q
        if self.config.solve_plies:
            self._solve_root(root.children)
        if self._puct and fresh:
            self._root_policy(root.children)
        prove(root)

    def _solve_root(self, children: list[Node]) -> None:
        """Mark the root's moves that let the opponent force a win within
        ``solve_plies`` as proven losses."""
        for child in children:
            if child.proven != UNKNOWN:
                continue
            after = self._state.copy()
            if game.play(after, child.move) == game.ONGOING and solver.wins_within(
                    after, self.config.solve_plies):
                child.proven = LOSS
                child.q = -math.inf  # see Node.q

    def _root_policy(self, children: list[Node]) -> None:
        """PUCT: a new root's children's policy from their evaluations (``set_policy``)
        (a proven loss is never selected; its weight is nil). With the shipped evaluation,
        the boards a move leaves alone are scored once, as in ``_create_children``."""
        state = self._state
        shared = replies(state) if self._shares_replies else None
        values = []
        for child in children:
            if child.proven != UNKNOWN:
                values.append(-math.inf if child.proven == LOSS else REWARD[child.proven])
                continue
            after = state.copy()
            game.play(after, child.move)  # it goes on: a move that ends it is proven
            if shared is not None:
                values.append(1.0 - evaluate_reply(after, child.move, shared))
            else:
                values.append(1.0 - self._evaluate(after))
        set_policy(children, values, 0, self.config.policy_temperature)

    def advance(self, move: Move) -> None:
        """Play ``move`` (raises ``IllegalMoveError`` if illegal) and keep its subtree."""
        self._board.push(move)
        old = self._root
        child = next((c for c in old.children if c.move == move), None)
        self.dropped.add([c for c in old.children if c is not child])
        old.children = []
        self.dropped.add([old])
        if self.release_nodes is None:  # freed at once
            self.dropped.release(1 << 62)
        if child is None:
            child = Node(move)
            self._made += 1
        self._root = child
        self.iterations = 0
        self.seconds = 0.0
        self._settled = False
        if self._board.is_game_over():
            return
        game.play(self._state, move)
        self._prepare_root()

    # -- reading the result ---------------------------------------------------

    def best_child(self) -> Node:
        """The child to play: a proven win, else the most visited move that is not lost."""
        return choice.best_child(self._root.children)

    def styled_child(self) -> Node:
        """``best_child``, with the noise of ``style``; the same for the same tree and seed."""
        return choice.styled_child(self._root.children, self.style, self._state,
                                   f"{self._seed}:{self._board.ply}:{self._root.visits}")

    def result(self) -> SearchResult:
        """The move to play so far, its value for the side to move, and the expected line."""
        if self._board.is_game_over():
            raise ValueError("the game is over")
        best = self.styled_child()
        return SearchResult(
            move=best.move,
            win_probability=best.mean(),
            pv=[best.move, *principal_variation(best)],
            iterations=self._root.visits,
            proven=best.proven != UNKNOWN,
        )
