"""The UGI engine (uttt.tools.ugi): its parser, its budgets, its answers, and whole games
played through it, in-process and as ``python -m uttt ugi``."""

from __future__ import annotations

import subprocess
import sys
import threading
from pathlib import Path

import pytest

from uttt import Board
from uttt.ai.levels import LEVELS
from uttt.fen import engine_square, parse_square
from uttt.tools.ugi import UgiEngine, budget_for, parse_go

ROOT = Path(__file__).resolve().parents[2]
FINISHED = "xxxxxxxxx/9/9/o1o1o1o1o/9/o1o1o4/9/9/9 O 17 i9"
"""X has won the top row of boards."""


class TestParseGo:
    def test_clocks_and_increments_per_player(self) -> None:
        limits = parse_go(["p1time", "1000", "p2time", "2000", "p1inc", "10", "p2inc", "20"])
        assert limits.time == {1: 1000, 2: 2000} and limits.inc == {1: 10, 2: 20}
        assert limits.movetime is None and limits.nodes is None

    def test_movetime_nodes_and_words_without_meaning(self) -> None:
        limits = parse_go(["infinite", "movetime", "300", "depth", "9", "nodes", "40"])
        assert (limits.movetime, limits.nodes) == (300, 40)

    @pytest.mark.parametrize("words", [["movetime"], ["p1time", "soon"], ["nodes", "1.5"]])
    def test_a_value_that_is_not_a_number(self, words: list[str]) -> None:
        with pytest.raises(ValueError, match="whole number"):
            parse_go(words)


class TestBudget:
    def test_movetime_less_the_overhead(self) -> None:
        assert budget_for(parse_go(["movetime", "500"]), 1).seconds == pytest.approx(0.47)

    def test_the_clock_of_the_player_to_move(self) -> None:
        limits = parse_go(["p1time", "1000", "p2time", "40000", "p2inc", "2000"])
        assert budget_for(limits, 2).seconds == pytest.approx(40 / 20 + 1 - 0.03)
        assert budget_for(limits, 1).seconds == pytest.approx(1 / 20 - 0.03)

    def test_never_more_than_half_the_clock_and_never_nothing(self) -> None:
        assert budget_for(parse_go(["p1time", "1000", "p1inc", "5000"]), 1).seconds == \
            pytest.approx(0.5 - 0.03)
        assert budget_for(parse_go(["p1time", "0"]), 1).seconds == 0.01

    def test_no_limit_is_masters_own_budget(self) -> None:
        assert budget_for(parse_go([]), 1) == LEVELS["master"].budget


class TestAnswers:
    def test_handshake(self) -> None:
        engine = UgiEngine()
        answer = engine.handle("ugi")
        assert answer[0].startswith("id name ") and answer[-1] == "ugiok"
        assert engine.handle("isready") == ["readyok"]
        assert engine.handle("") == []
        assert engine.handle("fly") == ["info string unknown command fly"]

    def test_position_with_moves_in_the_engines_coordinates(self) -> None:
        engine = UgiEngine()
        engine.handle("position fen 9/9/9/9/4x4/9/9/9/9 O 1 e5 moves d6 b8")
        assert engine.board.fen() == "9/1x7/9/3o5/4x4/9/9/9/9 O 3 b8"
        assert engine.handle("query p1turn") == ["response false"]

    def test_positions_where_o_opened(self) -> None:
        published = ("oox2xxox/xx3xoxo/x1o2xo1x/1o1ooox1o/1x2xooox/ox1x2ox1/x2o1oo1x/"
                     "1ox2xx2/ox3o1o1 O 0 h8")
        engine = UgiEngine(seed=2)
        assert engine.handle(f"position fen {published}") == []
        assert engine.board.fen() == published.replace(" 0 ", " 48 ")
        assert engine.handle("query gameover") == ["response true"]
        assert engine.handle("position fen 9/9/9/9/9/9/9/9/9 O 0 0000 moves e5") == []
        assert engine.handle("query p1turn") == ["response true"]
        best = engine.handle("go nodes 50")[-1].removeprefix("bestmove ")
        assert parse_square(best) in range(36, 45)  # in the centre board

    @pytest.mark.parametrize("command", [
        "position fen oo7/9/9/9/9/9/9/9/9 X 2 0000",
        "position startpos moves e5 a1",
        "position startpos moves z9",
        "position nowhere",
        "position",
    ])
    def test_a_bad_position_changes_nothing(self, command: str) -> None:
        engine = UgiEngine()
        engine.handle("position startpos moves e5")
        answer = engine.handle(command)
        assert len(answer) == 1 and answer[0].startswith("info string position")
        assert engine.board.fen() == "9/9/9/9/4x4/9/9/9/9 O 1 e5"

    def test_queries_on_a_finished_game(self) -> None:
        engine = UgiEngine()
        engine.handle(f"position fen {FINISHED}")
        assert engine.handle("query gameover") == ["response true"]
        assert engine.handle("query result") == ["response p1win"]
        assert engine.handle("go movetime 10") == ["info string the game is over",
                                                   "bestmove 0000"]
        assert engine.handle("query colour")[0].startswith("info string query")

    def test_uginewgame_starts_again(self) -> None:
        engine = UgiEngine()
        engine.handle(f"position fen {FINISHED}")
        engine.handle("uginewgame")
        assert engine.board.fen() == Board().fen()
        assert engine.handle("query result") == ["response none"]

    def test_early_draw_option(self) -> None:
        engine = UgiEngine()
        assert engine.handle("setoption name EarlyDraw value false") == []
        assert not engine.board.early_draw
        engine.handle("position startpos")
        assert not engine.board.early_draw
        assert engine.handle("setoption name Hash value 16")[0].startswith("info string")

    def test_go_answers_a_legal_move_and_its_line(self) -> None:
        engine = UgiEngine(seed=3)
        engine.handle("position startpos moves e5")
        info, best = engine.handle("go nodes 200")
        assert info.startswith("info nodes ") and " pv " in info
        move = parse_square(best.removeprefix("bestmove "))
        assert move in Board.from_moves([40]).legal_moves()

    def test_perft_counts_each_move_then_the_total(self) -> None:
        engine = UgiEngine()
        answer = engine.handle("perft 2")
        assert answer[-1] == "Nodes searched: 720" and answer[-2] == ""
        counts = dict(line.split(": ") for line in answer[:-2])
        assert len(counts) == 81 and set(counts.values()) == {"8", "9"}
        assert sum(map(int, counts.values())) == 720
        assert counts["e5"] == "8" and counts["b1"] == "9"  # sent to a full or an empty board
        assert engine.handle("go perft 2") == answer  # Stockfish's spelling
        assert engine.handle("perft 0") == ["", "Nodes searched: 1"]
        assert engine.board.fen() == Board().fen()  # the position is left as it was

    def test_perft_follows_the_early_draw_option(self) -> None:
        # the published count at depth 2 is 4, with no early draw (docs/formats.md)
        text = ("oxx2x2o/xx1xxo1ox/1xxxxoo2/xoxoo1o1x/oxooooxx1/oxoxoxoxo/ooxoooox1/"
                "ooxxoo1xx/xx1x2oxo X 0 b2")
        engine = UgiEngine()
        engine.handle(f"position fen {text}")
        assert engine.handle("perft 2")[-1] == "Nodes searched: 2"
        engine.handle("setoption name EarlyDraw value false")
        assert engine.handle("perft 2")[-1] == "Nodes searched: 4"
        engine.handle(f"position fen {FINISHED}")
        assert engine.handle("perft 3") == ["", "Nodes searched: 0"]

    @pytest.mark.parametrize("command", ["perft", "perft two", "perft -1", "go perft"])
    def test_perft_needs_a_depth(self, command: str) -> None:
        answer = UgiEngine().handle(command)
        assert len(answer) == 1 and answer[0].startswith("info string ")
        assert "depth" in answer[0]

    def test_quit(self) -> None:
        engine = UgiEngine()
        engine.handle("quit")
        assert engine.done


def _referee_result(board: Board) -> str:
    outcome = board.outcome()
    assert outcome is not None
    return {"X": "p1win", "O": "p2win", None: "draw"}[outcome.winner]


def test_a_whole_game_between_two_engines() -> None:
    engines = (UgiEngine(seed=1), UgiEngine(seed=2))
    names: list[str] = []
    board = Board()
    while engines[0].handle("query gameover") == ["response false"]:
        mover = engines[board.ply % 2]
        mover.handle("position startpos moves " + " ".join(names))
        best = mover.handle("go nodes 40")[-1].removeprefix("bestmove ")
        board.push(parse_square(best))
        names.append(best)
        engines[0].handle("position startpos moves " + " ".join(names))
    assert board.is_game_over()
    assert engines[0].handle("query result") == [f"response {_referee_result(board)}"]


def test_a_whole_game_through_the_command_line() -> None:
    process = subprocess.Popen(
        [sys.executable, "-m", "uttt", "ugi"], cwd=ROOT, text=True,
        stdin=subprocess.PIPE, stdout=subprocess.PIPE)
    watchdog = threading.Timer(300, process.kill)  # a hang fails, never blocks the suite
    watchdog.start()
    assert process.stdin is not None and process.stdout is not None

    def ask(command: str, last: str) -> list[str]:
        """Send a command and read its answer up to the line starting with ``last``; a
        command that answers nothing is followed by ``isready``."""
        assert process.stdin is not None and process.stdout is not None
        process.stdin.write(command + "\n")
        if not last:
            process.stdin.write("isready\n")
            last = "readyok"
        process.stdin.flush()
        lines = [process.stdout.readline().strip()]
        while not lines[-1].startswith(last):
            assert lines[-1] or process.poll() is None, "the engine stopped"
            lines.append(process.stdout.readline().strip())
        return lines

    try:
        assert ask("ugi", "ugiok")[-1] == "ugiok"
        assert ask("isready", "readyok") == ["readyok"]
        ask("uginewgame", "")
        board = Board()
        names: list[str] = []
        while True:
            ask("position startpos moves " + " ".join(names), "")
            if ask("query gameover", "response") == ["response true"]:
                break
            best = ask("go nodes 30", "bestmove")[-1].removeprefix("bestmove ")
            board.push(parse_square(best))
            names.append(best)
        assert board.is_game_over()
        assert ask("query result", "response") == [f"response {_referee_result(board)}"]
        process.stdin.write("quit\n")
        process.stdin.flush()
        assert process.wait(timeout=60) == 0
    finally:
        watchdog.cancel()
        process.kill()


def test_engine_names_are_the_engines_coordinates() -> None:
    assert engine_square(parse_square("a1")) == "a1" and parse_square("a1") == 60
