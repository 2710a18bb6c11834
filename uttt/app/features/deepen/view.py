"""Keep-thinking's part of the page view: its buttons, what it is doing (a status said
once per change), the iterations and the value (updated after every burst, not said),
and the best lines, each named as the move list names moves. Pure."""

from __future__ import annotations

from uttt.app.features.deepen.state import Deepening, Position, position_of
from uttt.app.model.app import App
from uttt.app.model.shown import Node, Props, flag, text
from uttt.app.round.rules import replay
from uttt.app.scene.build import View
from uttt.app.study.deepen import KEPT_NODES, Line, Thought
from uttt.app.texts.i18n import Message, counted, message
from uttt.app.texts.move_list import move_ref
from uttt.app.texts.wording import SYMBOLS, Players, players_of
from uttt.board import Player
from uttt.notation import ply_offset

STATUS = {"asked": "deepen.stopped", "proven": "deepen.proven", "hidden": "deepen.hidden"}
"""What the status says once it stopped (the cap's text has its figure)."""


def _status(deepening: Deepening) -> Message | None:
    if deepening.job is not None:
        return message("deepen.running")
    if deepening.stopped == "full":
        return message("deepen.full", positions=counted("positions", KEPT_NODES))
    return None if deepening.stopped is None else message(STATUS[deepening.stopped])


def verdict(thought: Thought, turn: Player, players: Players = SYMBOLS) -> Message:
    """The position's value for the side to move, named as the game names its players
    (``players``: Red and Blue): proven won, lost or drawn, else its chances.

    >>> from uttt.app.texts.i18n import translate
    >>> thought = Thought(iterations=10, nodes=5, win=0.58, proven=None, lines=())
    >>> translate("en", verdict(thought, "X", players_of("red")))
    'Red to move: 58% winning chances'
    """
    other: Player = "O" if turn == "X" else "X"
    if thought.proven == "draw":
        return message("eval.proven_draw")
    if thought.proven is not None:
        winner = turn if thought.proven == "win" else other
        return message("eval.solved_win", player=players[winner])
    return message("eval.chances", player=players[turn], percent=round(thought.win * 100))


def line_value(line: Line) -> Message:
    """A line's value for the side to move: proven, else its chances."""
    if line.proven is not None:
        return message({"win": "values.won", "loss": "values.lost",
                        "draw": "values.draw"}[line.proven])
    return message("values.chance", percent=round(line.win * 100))


def _lines(app: App, position: Position, thought: Thought | None) -> list[Node]:
    """The best lines, each named as the move list names moves, with its value."""
    if thought is None:
        return []
    names = app.match().variant
    ply = len(position[1]) + 1 + ply_offset(position[0])
    return [{"tag": "li", "text": text(app, message("values.line", line=" ".join(
        (move_ref(ply, names.move_name(line.moves[0])),
         *(names.move_name(m) for m in line.moves[1:]))), value=line_value(line)))}
        for line in thought.lines]


def ids(app: App, view: View, wall: float | None) -> dict[str, Props]:
    """The panel under the analysis board's variations (hidden where the game is over)."""
    position = position_of(app.study.board, app.round.view.review)
    board = None if position is None else replay(app.match().game, position[1], position[0])
    if position is None or board is None or board.is_game_over():
        return {"deepen": {"hidden": True}}
    deepening = app.study.deepen
    running = deepening is not None and deepening.job is not None
    thought = None if deepening is None else deepening.thought
    status = None if deepening is None else _status(deepening)
    lines = _lines(app, position, thought)
    figures = "" if thought is None else text(app, message(
        "deepen.figures", iterations=counted("iterations", thought.iterations),
        value=verdict(thought, board.turn, players_of(app.match().opener))))
    state = "running" if running else "" if deepening is None else deepening.stopped or ""
    return {
        "deepen": {"hidden": False,  # no aria-busy: its status is said as it changes
                   "data": {"state": state, "running": flag(running),
                            "iterations": "" if thought is None else str(thought.iterations),
                            "nodes": "" if thought is None else str(thought.nodes)}},
        "deepen-start": {"hidden": running},
        "deepen-stop": {"hidden": not running},
        "deepen-status": {"text": "" if status is None else text(app, status)},
        "deepen-figures": {"text": figures},
        "deepen-lines": {"children": lines, "hidden": not lines},
    }
