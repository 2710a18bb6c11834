"""``python -m uttt ugi``: Master as an engine that speaks UGI on stdin/stdout.

UGI is UCI for games other than chess, as the Ultimate Tic-Tac-Toe engines
``mcthouacbb/uttt`` and ``toanth/motors`` and the match runners built for them speak it.
Positions are given in the engines' text format and moves in their coordinates (``a1``
at the bottom-left; ``uttt.fen``). Player 1 is X, who moves first; player 2 is O.
``perft N`` counts move sequences, as engine authors expect. docs/ugi.md lists the
commands.

>>> engine = UgiEngine(seed=1)
>>> engine.handle("ugi")[-1]
'ugiok'
>>> engine.handle("position startpos moves e5 e6")
[]
>>> engine.handle("query p1turn"), engine.handle("go nodes 50")[-1].startswith("bestmove ")
(['response true'], True)
>>> engine.handle("query result")
['response none']
"""

from __future__ import annotations

import sys
from collections.abc import Callable, Iterable
from typing import TextIO

from uttt.ai.levels import LEVELS
from uttt.ai.mcts import Budget, Searcher
from uttt.board import Board
from uttt.digits import whole_number
from uttt.fen import START, engine_square, parse_square
from uttt.tools.perft import perft

__all__ = ["NAME", "GoLimits", "UgiEngine", "budget_for", "main", "parse_go", "serve"]

NAME = "uttt Master"
OVERHEAD = 0.03
"""Seconds kept back from every clock budget for reading, writing and the process."""


class GoLimits:
    """What a ``go`` command asks for: clocks and increments in ms per player, a fixed
    time per move in ms, a number of search iterations (``nodes``)."""

    __slots__ = ("inc", "movetime", "nodes", "time")

    def __init__(self) -> None:
        self.time: dict[int, int] = {}
        self.inc: dict[int, int] = {}
        self.movetime: int | None = None
        self.nodes: int | None = None


def parse_go(words: list[str]) -> GoLimits:
    """Read the arguments of ``go``; ``ValueError`` names a value that is not a number.

    >>> limits = parse_go("p1time 60000 p2time 59000 p1inc 1000 p2inc 1000".split())
    >>> limits.time, limits.inc, limits.movetime
    ({1: 60000, 2: 59000}, {1: 1000, 2: 1000}, None)
    >>> parse_go(["movetime", "250", "infinite"]).movetime
    250
    """
    limits = GoLimits()
    index = 0
    while index < len(words):
        word = words[index]
        if word in ("p1time", "p2time", "p1inc", "p2inc", "movetime", "nodes", "depth"):
            text = words[index + 1] if index + 1 < len(words) else ""
            size = whole_number(text.removeprefix("-"))
            if size is None:
                raise ValueError(f"go: {word} needs a whole number")
            value = -size if text.startswith("-") else size
            index += 2
            if word in ("p1time", "p2time"):
                limits.time[int(word[1])] = value
            elif word in ("p1inc", "p2inc"):
                limits.inc[int(word[1])] = value
            elif word == "movetime":
                limits.movetime = value
            elif word == "nodes":
                limits.nodes = value
            continue
        index += 1  # infinite, depth's value and the like: no meaning for this search
    return limits


def budget_for(limits: GoLimits, player: int) -> Budget:
    """The search budget of a move for ``player`` (1 or 2) under ``limits``.

    A fixed move time is used less the overhead; a clock gives a twentieth of what is
    left plus half the increment, never more than half of what is left; ``nodes`` caps
    the iterations; with no limit at all, Master's own budget.

    >>> budget_for(parse_go("p1time 10000 p1inc 100".split()), 1).seconds
    0.52
    >>> budget_for(parse_go(["nodes", "300"]), 2).iterations
    300
    """
    seconds: float | None = None
    if limits.movetime is not None:
        seconds = limits.movetime / 1000 - OVERHEAD
    elif player in limits.time:
        left = max(limits.time[player], 0) / 1000
        share = left / 20 + limits.inc.get(player, 0) / 1000 / 2
        seconds = min(share, left / 2) - OVERHEAD
    if seconds is None and limits.nodes is None:
        return LEVELS["master"].budget
    if seconds is not None:
        seconds = round(max(seconds, 0.01), 6)
    return Budget(iterations=limits.nodes, seconds=seconds)


class UgiEngine:
    """The protocol's state (the position and the options) and one answer per line.

    ``handle`` takes one command line and returns the lines to write; ``done`` turns
    true after ``quit``. ``go`` searches until its budget is spent before it answers.
    """

    def __init__(self, *, seed: int | None = None) -> None:
        self.seed = seed
        self.early_draw = True
        self.board = Board()
        self.done = False

    def handle(self, line: str) -> list[str]:
        """The answer to one command line (possibly no line at all); a malformed command
        or an illegal position is answered with an ``info string`` and changes nothing."""
        words = line.split()
        if not words:
            return []
        command, args = words[0], words[1:]
        handler = _COMMANDS.get(command)
        if handler is None:
            return [f"info string unknown command {command}"]
        try:
            return handler(self, args)
        except (ValueError, IndexError) as error:
            return [f"info string {command}: {error}"]

    def _ugi(self, _args: list[str]) -> list[str]:
        return [f"id name {NAME}", "id author the uttt project",
                "option name EarlyDraw type check default true", "ugiok"]

    def _isready(self, _args: list[str]) -> list[str]:
        return ["readyok"]

    def _newgame(self, _args: list[str]) -> list[str]:
        self.board = Board(early_draw=self.early_draw)
        return []

    def _setoption(self, args: list[str]) -> list[str]:
        text = " ".join(args)
        if not text.lower().startswith("name earlydraw value "):
            return [f"info string no such option: {text}"]
        value = text.split()[-1].lower()
        if value not in ("true", "false"):
            raise ValueError("EarlyDraw is true or false")
        self.early_draw = value == "true"
        self.board = Board.from_fen(self.board.fen(), early_draw=self.early_draw)
        return []

    def _position(self, args: list[str]) -> list[str]:
        moves_at = args.index("moves") if "moves" in args else len(args)
        if args[0] == "startpos":
            text = START
        elif args[0] == "fen":
            text = " ".join(args[1:moves_at])
        else:
            raise ValueError(f"position is startpos or fen, not {args[0]!r}")
        board = Board.from_fen(text, early_draw=self.early_draw)
        for name in args[moves_at + 1:]:
            board.push(parse_square(name))
        self.board = board
        return []

    def _perft(self, args: list[str]) -> list[str]:
        """``perft N``: each legal move's count of move sequences of length ``N`` from
        it, then the total (as Stockfish writes them), under the early draw as the
        option says; ``N`` 0 counts the position itself."""
        depth = whole_number(args[0]) if len(args) == 1 else None
        if depth is None:
            raise ValueError("perft needs a depth, a whole number from 0")
        board = self.board.copy()
        lines, total = [], 0
        for move in board.legal_moves() if depth else []:
            board.push(move)
            count = perft(board, depth - 1)
            board.pop()
            lines.append(f"{engine_square(move)}: {count}")
            total += count
        return [*lines, "", f"Nodes searched: {total if depth else 1}"]

    def _go(self, args: list[str]) -> list[str]:
        if args[:1] == ["perft"]:  # Stockfish's spelling of perft
            return self._perft(args[1:])
        if self.board.is_game_over():
            return ["info string the game is over", "bestmove 0000"]
        player = 1 if self.board.turn == "X" else 2
        budget = budget_for(parse_go(args), player)
        searcher = Searcher(self.board, seed=self.seed, budget=budget,
                            config=LEVELS["master"].config)
        searcher.run_budget()
        result = searcher.result()
        pv = " ".join(engine_square(move) for move in result.pv)
        return [f"info nodes {searcher.iterations} winchance {result.win_probability:.3f}"
                + (f" pv {pv}" if pv else ""),
                f"bestmove {engine_square(result.move)}"]

    def _query(self, args: list[str]) -> list[str]:
        outcome = self.board.outcome()
        if args[0] == "gameover":
            answer = "true" if outcome is not None else "false"
        elif args[0] == "p1turn":
            answer = "true" if self.board.turn == "X" else "false"
        elif args[0] == "result":
            answer = ("none" if outcome is None else "draw" if outcome.winner is None
                      else "p1win" if outcome.winner == "X" else "p2win")
        else:
            raise ValueError(f"no such query: {args[0]}")
        return [f"response {answer}"]

    def _show(self, _args: list[str]) -> list[str]:
        return [*str(self.board).splitlines(), f"fen {self.board.fen()}"]

    def _quit(self, _args: list[str]) -> list[str]:
        self.done = True
        return []

    def _stop(self, _args: list[str]) -> list[str]:
        return []  # go has already answered: its search runs to its budget


_COMMANDS: dict[str, Callable[[UgiEngine, list[str]], list[str]]] = {
    "ugi": UgiEngine._ugi, "isready": UgiEngine._isready, "uginewgame": UgiEngine._newgame,
    "setoption": UgiEngine._setoption, "position": UgiEngine._position, "go": UgiEngine._go,
    "query": UgiEngine._query, "d": UgiEngine._show, "quit": UgiEngine._quit,
    "stop": UgiEngine._stop, "perft": UgiEngine._perft,
}


def serve(lines: Iterable[str], out: TextIO, *, seed: int | None = None) -> None:
    """Answer command lines until ``quit`` or the end of the input, flushing each answer."""
    engine = UgiEngine(seed=seed)
    for line in lines:
        answer = engine.handle(line)
        for text in answer:
            out.write(text + "\n")
        out.flush()
        if engine.done:
            return


def main() -> int:
    """Serve stdin and stdout."""
    serve(sys.stdin, sys.stdout)
    return 0

