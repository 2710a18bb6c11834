"""What the evaluation and the game report show: texts, the bar, the graph. Pure.

Every number has a text equivalent: the bar has its label ("Winning chances: Red 62%,
Blue 38%"), the graph a line per analysed position and a list of the mistakes, each with
the ply to jump to. The players are named as the game names them (``Players``: X's and
O's names, Red and Blue), never by their symbols.

>>> from uttt.app.features.analysis.state import AnalysisScreen
>>> from uttt.app.variants import ULTIMATE
>>> analysis_view(AnalysisScreen(), ULTIMATE).visible
False
"""

from __future__ import annotations

from collections.abc import Sequence
from itertools import pairwise

from uttt.app.canvas.drawing import Op, circle, line, rect, text
from uttt.app.canvas.layout import Rect
from uttt.app.features.analysis.state import AnalysisScreen
from uttt.app.study.analysis import Evaluation
from uttt.app.study.report import Box, Summary, number_step, points
from uttt.app.texts.i18n import Message, counted, message, plural
from uttt.app.texts.move_list import Names, move_ref
from uttt.app.texts.wording import SYMBOLS, Players
from uttt.board import Move, Player
from uttt.frozen import frozen

GRAPH_COLOURS = {"back": "#f3f4f6", "mid": "#9ca3af", "line": "#111827", "mistake": "#d97706",
                 "blunder": "#b91c1c", "here": "#1d5fd1", "label": "#4b5563"}


@frozen
class AnalysisView:
    visible: bool
    x_percent: int | None = None
    bar_label: Message | None = None
    verdict: Message | None = None
    best: Message | None = None
    line: Message | None = None
    working: bool = False
    best_cell: Move | None = None
    done: int = 0
    total: int = 0
    running: bool = False
    can_start: bool = False
    start_key: str = "analyse.start"
    mistakes: tuple[tuple[int, Message], ...] = ()
    """(the position before the move, the text), in game order."""
    summary: tuple[Message, ...] = ()
    """Each player's accuracy and counts of inaccuracies, mistakes and blunders."""
    chances: tuple[Message, ...] = ()
    graph_ops: tuple[Op, ...] = ()
    graph_at: int = 0
    """The graph's cursor point (a ply), for its keyboard and its ``aria-valuenow``."""
    graph_point: Message | None = None
    """The cursor point said in words (the graph's changing accessible value)."""
    live: bool = False
    """Live evaluation of a round being played: the bar and texts, no report."""
    can_show_best: bool = False
    """There is a best move to show ("Show best move" applies)."""
    stale: bool = False
    """The figures are the last position's, kept (dimmed) while this one is searched."""
    exact: Message | None = None
    """Said under the report whose values are the solver's: how they map to chances."""


def _turn(ply: int) -> Player:
    return "X" if ply % 2 == 0 else "O"


def verdict(evaluation: Evaluation, ply: int, *, exact: bool = False,
            players: Players = SYMBOLS) -> Message:
    """"X wins in 3 moves", or the side to move's chances; with ``exact`` (the solver's
    value: 1, 0.5 or 0) who wins with best play, or a draw.

    >>> from uttt.app.texts.i18n import translate
    >>> translate("en", verdict(Evaluation(0.0, 4, (4,)), 1, exact=True))
    'X wins with best play'
    """
    turn = _turn(ply)
    if exact:
        if evaluation.win == 0.5:
            return message("eval.proven_draw")
        solver_winner = turn if evaluation.win > 0.5 else _turn(ply + 1)
        return message("eval.solved_win", player=players[solver_winner])
    winner = evaluation.winner(turn)
    moves = evaluation.moves_to_win()
    if winner is not None and moves is not None:
        return plural("eval.forced", moves, player=players[winner], moves=moves)
    return message("eval.chances", player=players[turn], percent=round(evaluation.win * 100))


def _position(screen: AnalysisScreen, names: Names, players: Players) -> dict[str, object]:
    evaluation, ply = screen.current(), screen.shown
    if evaluation is None or ply is None:
        working = screen.job is not None and screen.job.ply == ply
        if screen.live_moves is not None and screen.stale is not None:
            # the last position's, dimmed
            figures = _figures(screen, names, players, *screen.stale)
            return {**figures, "verdict": None, "working": working, "stale": True,
                    "best_cell": None}
        return {"working": working}
    return _figures(screen, names, players, ply, evaluation)


def _figures(screen: AnalysisScreen, names: Names, players: Players, ply: int,
             evaluation: Evaluation) -> dict[str, object]:
    x = evaluation.win if ply % 2 == 0 else 1.0 - evaluation.win
    percent = round(x * 100)
    line = " ".join(names.move_name(m) for m in evaluation.pv)
    return {
        "x_percent": percent,
        "bar_label": message("eval.bar_label", x_name=players["X"], x=percent,
                             o_name=players["O"], o=100 - percent),
        "verdict": verdict(evaluation, ply, players=players,
                           exact=screen.report is not None and screen.report.exact),
        "can_show_best": True,  # the move and the line that starts with it, on request
        "best": message("eval.best", move=names.move_name(evaluation.best))
        if screen.show_best else None,
        "line": message("eval.line", line=line) if line and screen.show_best else None,
        "best_cell": evaluation.best if screen.show_best else None,
    }


def analysis_view(screen: AnalysisScreen, names: Names, players: Players = SYMBOLS
                  ) -> AnalysisView:
    """The evaluation of the position on screen and the report of the game so far, its
    moves named by ``names`` (the shown game's variant), its players by ``players``."""
    report = screen.report
    if screen.live_moves is not None:
        return AnalysisView(visible=True, live=True,
                            **_position(screen, names, players))  # type: ignore[arg-type]
    if report is None:
        return AnalysisView(visible=False)
    done, total = report.progress()
    marked = tuple(
        (m.ply, message(f"report.{m.verdict}",
                        move=move_ref(m.ply + 1, names.move_name(m.move)),
                        better=names.move_name(m.better)))
        for m in report.marked())
    chances = report.x_chances()
    texts = tuple(point_text(chances, ply, report.moves, names, players)
                  for ply, c in enumerate(chances) if c is not None)
    return AnalysisView(
        visible=True, done=done, total=total, running=screen.running,
        can_start=not screen.running and done < total,
        start_key="analyse.resume" if 0 < done < total else "analyse.start",
        mistakes=marked, summary=tuple(summary_text(s, players) for s in report.summaries()),
        chances=texts, graph_ops=tuple(graph_ops(screen)),
        exact=message("report.exact") if report.exact else None,
        graph_at=screen.graph_cursor(),
        graph_point=point_text(chances, screen.graph_cursor(), report.moves, names, players),
        **_position(screen, names, players),  # type: ignore[arg-type]
    )


def summary_text(summary: Summary, players: Players = SYMBOLS) -> Message:
    """One player's line: "X: 87% accuracy; 2 inaccuracies, 1 mistake, 0 blunders".

    >>> from uttt.app.texts.i18n import translate
    >>> translate("en", summary_text(Summary("O", 20, 86.6, 2, 1, 0)))
    'O: 87% accuracy; 2 inaccuracies, 1 mistake, 0 blunders'
    """
    return message("report.accuracy", player=players[summary.player],
                   percent=round(summary.accuracy),
                   inaccuracies=counted("inaccuracies", summary.inaccuracies),
                   mistakes=counted("mistakes", summary.mistakes),
                   blunders=counted("blunders", summary.blunders))


def _named(moves: Sequence[Move], ply: int, names: Names) -> str:
    """The move that led to position ``ply``, named as the move list numbers it."""
    return move_ref(ply, names.move_name(moves[ply - 1]))


def point_text(chances: list[float | None], ply: int, moves: Sequence[Move],
               names: Names, players: Players = SYMBOLS) -> Message:
    """One point of the graph in words: "After 10… c4: Red 62%" (X's chances, named by
    ``players``), or not analysed yet.

    >>> from uttt.app.variants import ULTIMATE
    >>> point_text([0.5, None], 1, [40], ULTIMATE).params
    (('move', '1. e5'),)
    >>> point_text([0.5, None], 0, [40], ULTIMATE).key
    'report.start_point'
    """
    chance = chances[ply] if 0 <= ply < len(chances) else None
    if chance is None:
        return (message("report.point_pending", move=_named(moves, ply, names)) if ply > 0
                else message("report.start_pending"))
    if ply == 0:
        return message("report.start_point", player=players["X"], percent=round(chance * 100))
    return message("report.point", move=_named(moves, ply, names), player=players["X"],
                   percent=round(chance * 100))


def move_numbers(box: Box, count: int) -> list[Op]:
    """The numbers of the moves under the graph, each under the point after X's move of
    that number (as the move list numbers it), with a tick.

    >>> [op["text"] for op in move_numbers(Box(0, 0, 300, 100), 61) if op["op"] == "text"]
    ['5', '10', '15', '20', '25', '30']
    """
    if count < 2:
        return []
    step = number_step(count, box.width)
    ops: list[Op] = []
    bottom = box.y + box.height
    for number in range(step, (count + 1) // 2 + 1, step):
        ply = 2 * number - 1
        if ply >= count:
            break
        x = box.x + ply * box.width / (count - 1)
        ops.append(line(x, bottom, x, bottom + 3, stroke=GRAPH_COLOURS["mid"], width=1))
        ops.append(text(x, bottom + 12, str(number), fill=GRAPH_COLOURS["label"], size=10,
                        baseline="alphabetic", weight=400))
    return ops


def graph_label(players: Players) -> Message:
    """The graph's accessible name: which player is at the top (X) and at the bottom.

    >>> from uttt.app.texts.i18n import Ref, translate
    >>> translate("en", graph_label({"X": Ref("colour.blue"), "O": Ref("colour.red")}))[:52]
    'Winning chances over the game, Blue at the top and R'
    """
    return message("report.graph_label", top=players["X"], bottom=players["O"])




def graph_ops(screen: AnalysisScreen) -> list[Op]:
    """The win-probability graph: X's chances per position, the 50% line, move numbers
    under it, mistakes ringed, the position on screen marked."""
    report, box = screen.report, screen.graph
    if report is None:
        return []
    area = Rect(box.x, box.y, box.width, box.height)
    ops: list[Op] = [{"op": "clear"}, rect(area, fill=GRAPH_COLOURS["back"], radius=4)]
    middle = box.y + box.height / 2
    ops.append(line(box.x, middle, box.x + box.width, middle, stroke=GRAPH_COLOURS["mid"],
                    width=1, dash=[4, 4]))
    chances = report.x_chances()
    plotted = points(box, chances)
    count = len(chances)
    ops += move_numbers(box, count)
    if screen.shown is not None and count > 1:
        x = box.x + screen.shown * box.width / (count - 1)
        ops.append(line(x, box.y, x, box.y + box.height, stroke=GRAPH_COLOURS["here"], width=2))
    for (ply_a, xa, ya), (ply_b, xb, yb) in pairwise(plotted):
        if ply_b == ply_a + 1:
            ops.append(line(xa, ya, xb, yb, stroke=GRAPH_COLOURS["line"], width=2))
    # the 50% line's label, on a patch of the background so that the curve never hides it
    ops.append(rect(Rect(box.x + 1, middle - 12, 24, 10), fill=GRAPH_COLOURS["back"],
                    alpha=0.85))
    ops.append(text(box.x + 3, middle - 3.5, "50%", fill=GRAPH_COLOURS["label"], size=9,
                    align="left"))
    where = {ply: (x, y) for ply, x, y in plotted}
    for marked in report.marked():
        if marked.ply + 1 in where:
            x, y = where[marked.ply + 1]
            ops.append(circle(x, y, 4.5, fill=GRAPH_COLOURS[marked.verdict]))
    if screen.cursor is not None and count > 1:
        x = box.x + screen.cursor * box.width / (count - 1)
        y = where.get(screen.cursor, (x, middle))[1]
        ops.append(circle(x, y, 6.5, stroke=GRAPH_COLOURS["here"], width=3))
    return ops
