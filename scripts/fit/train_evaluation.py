"""Fit the evaluation's tables and weights end to end on self-play records (needs numpy).

``scripts/fit/fit_evaluation.py`` learns each small board's table from that board alone (a
logistic of eleven features of the board, written out for every key), then the weights.
This fits every table entry itself, and the weights (a row per number of closed boards;
the shipped file's rows are fitted by band, ``fit_evaluation.PHASE_BANDS``), to what the
evaluation is for: the
score of the side to move. The model is ``uttt.ai.evaluate`` exactly (the same board
chances, line products, features and logistic), written with numpy so that its gradient
reaches each entry of ``mover`` and ``waiter``; each position's label is half the game's
result and half the search's value there (as ``fit_evaluation.samples``). Entries start
from a given file's and are held near it (an L2 penalty on their logits), so that a key
seldom seen keeps its old value; one game in ten is held out, and the penalty with the
lowest held-out loss is kept.

``python scripts/fit/train_evaluation.py OUT.json RECORDS.jsonl [...]`` (``--start``: the file
to start from, the shipped one by default).
"""

from __future__ import annotations

import argparse
import sys
from collections.abc import Sequence
from pathlib import Path

import numpy as np

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT))

import fit_evaluation  # noqa: E402

from uttt.ai import evaluate, evaluation_file  # noqa: E402
from uttt.board import LINE_MASKS  # noqa: E402
from uttt.state import BIG, BITS, DRAWN, FULL, TARGET, TURN, WIN_CELLS  # noqa: E402

KEYS = 3 ** 9
LINES = np.array([BITS[line] for line in LINE_MASKS])
CLOSED, NEUTRAL, SENT, SENT_WIN = 0, 1, 2, 3
"""A board's part in a position: closed (its chances are 1 or 0), open and nobody is sent
there, the board the side to move is sent to, the same when it can win it at once."""


def _symmetries() -> list[list[int]]:
    """The 8 symmetries of a 3x3 board, each as the cell every cell goes to."""
    def rotate(cell: int) -> int:
        row, col = divmod(cell, 3)
        return col * 3 + 2 - row

    def mirror(cell: int) -> int:
        row, col = divmod(cell, 3)
        return row * 3 + 2 - col

    maps = []
    for flip in (False, True):
        for turns in range(4):
            cells = []
            for cell in range(9):
                moved = mirror(cell) if flip else cell
                for _ in range(turns):
                    moved = rotate(moved)
                cells.append(moved)
            maps.append(cells)
    return maps


def _classes() -> np.ndarray:
    """Per board key, the smallest key among its 8 symmetric images: entries of one class
    share one parameter (a board's chances do not depend on its orientation; the model
    never looks at where the board lies on the big board either)."""
    powers = [3 ** cell for cell in range(9)]
    maps = _symmetries()
    canon = np.zeros(KEYS, dtype=np.int64)
    for key in range(KEYS):
        digits = [key // powers[cell] % 3 for cell in range(9)]
        canon[key] = min(sum(digits[cell] * powers[moved[cell]] for cell in range(9))
                         for moved in maps)
    return canon


CLASSES = _classes()


class Positions:
    """Every position after the opening of some records, as the arrays the model reads."""

    def __init__(self, records: list[dict[str, object]]) -> None:
        kinds, mine_keys, their_keys, fixed_m, fixed_t, rest, labels, closed = (
            [] for _ in range(8))
        for record in records:
            positions, _ = fit_evaluation._replay(record)
            winner = record["winner"]
            x_score = 0.5 if winner is None else float(winner == "X")
            values: list[float] = record["values"]  # type: ignore[assignment]
            for index, (_, state) in enumerate(positions):
                score = x_score if state[TURN] == 0 else 1.0 - x_score
                share = fit_evaluation.SEARCH_SHARE
                labels.append(share * values[index] + (1 - share) * score)
                row = _boards(state)
                kinds.append(row[0])
                mine_keys.append(row[1])
                their_keys.append(row[2])
                fixed_m.append(row[3])
                fixed_t.append(row[4])
                rest.append(evaluate.features(state)[2:])
                closed.append(evaluate.phase(state))
        self.kind = np.array(kinds, dtype=np.int8)
        self.mine_key = np.array(mine_keys, dtype=np.int64)
        self.their_key = np.array(their_keys, dtype=np.int64)
        self.fixed_m = np.array(fixed_m, dtype=np.float64)
        self.fixed_t = np.array(fixed_t, dtype=np.float64)
        self.rest = np.array(rest, dtype=np.float64)
        self.label = np.array(labels, dtype=np.float64)
        self.closed = np.array(closed, dtype=np.int64)
        """Each position's closed boards: the row of weights that scores it."""

    def __len__(self) -> int:
        return len(self.label)


def _boards(state: list[int]) -> tuple[list[int], list[int], list[int], list[float], list[float]]:
    """Per board, from the side to move: its part, both keys, the chances of a closed one."""
    turn, target = state[TURN], state[TARGET]
    mine_big, their_big = state[BIG + turn], state[BIG + 1 - turn]
    closed = mine_big | their_big | state[DRAWN]
    kinds, mk, tk, fm, ft = [], [], [], [], []
    for board in range(9):
        mine, theirs = state[9 * turn + board], state[9 - 9 * turn + board]
        mk.append(evaluate.KEY3[mine] + 2 * evaluate.KEY3[theirs])
        tk.append(evaluate.KEY3[theirs] + 2 * evaluate.KEY3[mine])
        fm.append(float(mine_big >> board & 1))
        ft.append(float(their_big >> board & 1))
        if closed >> board & 1:
            kinds.append(CLOSED)
        elif board != target:
            kinds.append(NEUTRAL)
        else:
            wins = WIN_CELLS[mine] & ~theirs & FULL
            kinds.append(SENT_WIN if wins else SENT)
    return kinds, mk, tk, fm, ft


def _sigmoid(x: np.ndarray) -> np.ndarray:
    return 1.0 / (1.0 + np.exp(-np.clip(x, -30, 30)))


def _game_chance(p: np.ndarray) -> tuple[np.ndarray, np.ndarray]:
    """``evaluate._game_chance`` per row, and its gradient by board."""
    lines = np.prod(p[:, LINES], axis=2)  # N x 8
    open_lines = 1.0 - lines
    grad = np.zeros_like(p)
    for line, cells in enumerate(LINES):
        others = np.prod(np.delete(open_lines, line, axis=1), axis=1)
        for position, cell in enumerate(cells):
            rest = np.prod(p[:, np.delete(cells, position)], axis=1)
            grad[:, cell] += others * rest
    return 1.0 - np.prod(open_lines, axis=1), grad


class Model:
    """The evaluation's parameters: the logits of ``mover`` and ``waiter``, the weights
    (a row per number of closed boards)."""

    def __init__(self, mover: Sequence[int], waiter: Sequence[int],
                 weights: Sequence[Sequence[float]]) -> None:
        def logit(table: Sequence[int]) -> np.ndarray:
            p = np.clip(np.array(table, dtype=np.float64) / 1000.0, 0.001, 0.999)
            return np.log(p / (1 - p))
        self.a, self.b = logit(mover), logit(waiter)
        self.a0, self.b0 = self.a.copy(), self.b.copy()
        self.w = np.array(weights, dtype=np.float64)

    def chances(self, data: Positions) -> tuple[np.ndarray, np.ndarray]:
        """Each side's chance of each board (``evaluate._board_chances``'s ``pm``, ``pt``)."""
        mover, waiter = _sigmoid(self.a), _sigmoid(self.b)
        mean = (mover + waiter) / 2
        kind = data.kind
        pm = np.where(kind == NEUTRAL, mean[data.mine_key],
                      np.where(kind == SENT, mover[data.mine_key], data.fixed_m))
        pm = np.where(kind == SENT_WIN, 1.0, pm)
        pt = np.where(kind == NEUTRAL, mean[data.their_key],
                      np.where(kind >= SENT, waiter[data.their_key], data.fixed_t))
        return pm, pt

    def loss(self, data: Positions, penalty: float,
             gradient: bool = True) -> tuple[float, list[np.ndarray]]:
        """The mean cross-entropy (plus the penalty) and its gradient (a, b, w)."""
        pm, pt = self.chances(data)
        gm, dgm = _game_chance(pm)
        gt, dgt = _game_chance(pt)
        w = self.w[data.closed]  # each position's row
        terms = np.column_stack([np.ones(len(gm)), gm - gt, pm.sum(1) - pt.sum(1), data.rest])
        z = np.einsum("ij,ij->i", terms, w)
        p = _sigmoid(z)
        y = data.label
        eps = 1e-12
        cross = -np.mean(y * np.log(p + eps) + (1 - y) * np.log(1 - p + eps))
        reg = penalty * (np.sum((self.a - self.a0) ** 2) + np.sum((self.b - self.b0) ** 2))
        if not gradient:
            return float(cross), []
        g = (p - y) / len(y)
        dw = np.zeros_like(self.w)
        np.add.at(dw, data.closed, g[:, None] * terms)
        dpm = g[:, None] * (w[:, 1:2] * dgm + w[:, 2:3])
        dpt = -g[:, None] * (w[:, 1:2] * dgt + w[:, 2:3])
        kind = data.kind
        d_mover = np.zeros(KEYS)
        d_waiter = np.zeros(KEYS)
        d_mean = np.zeros(KEYS)

        def add(target: np.ndarray, keys: np.ndarray, values: np.ndarray,
                mask: np.ndarray) -> None:
            target += np.bincount(keys[mask], values[mask], minlength=KEYS)

        add(d_mean, data.mine_key, dpm, kind == NEUTRAL)
        add(d_mean, data.their_key, dpt, kind == NEUTRAL)
        add(d_mover, data.mine_key, dpm, kind == SENT)
        add(d_waiter, data.their_key, dpt, kind >= SENT)
        mover, waiter = _sigmoid(self.a), _sigmoid(self.b)
        da = (d_mover + d_mean / 2) * mover * (1 - mover) + 2 * penalty * (self.a - self.a0)
        db = (d_waiter + d_mean / 2) * waiter * (1 - waiter) + 2 * penalty * (self.b - self.b0)
        da = np.bincount(CLASSES, da, minlength=KEYS)[CLASSES]
        db = np.bincount(CLASSES, db, minlength=KEYS)[CLASSES]
        return float(cross + reg), [da, db, dw]

    def train(self, data: Positions, penalty: float, steps: int, rate: float,
              tables: bool = True) -> None:
        """Adam on the whole data set, ``steps`` times."""
        params = [self.a, self.b, self.w]
        moments = [np.zeros_like(x) for x in params]
        squares = [np.zeros_like(x) for x in params]
        for step in range(1, steps + 1):
            _, grads = self.loss(data, penalty)
            for index, (x, g) in enumerate(zip(params, grads, strict=True)):
                if index < 2 and not tables:
                    continue
                moments[index] = 0.9 * moments[index] + 0.1 * g
                squares[index] = 0.999 * squares[index] + 0.001 * g * g
                m = moments[index] / (1 - 0.9 ** step)
                v = squares[index] / (1 - 0.999 ** step)
                x -= rate * m / (np.sqrt(v) + 1e-9)

    def tables(self) -> tuple[list[int], list[int], list[list[float]]]:
        """``mover``, ``waiter`` (x1000; closed keys keep their 1000 or 0) and the weights."""
        mover, waiter = fit_evaluation._won_tables()
        a, b = _sigmoid(self.a), _sigmoid(self.b)
        for mine, theirs in fit_evaluation.open_keys():
            key = fit_evaluation.board_key(mine, theirs)
            mover[key] = round(1000 * float(a[key]))
            waiter[key] = round(1000 * float(b[key]))
        return mover, waiter, [[round(float(x), 4) for x in row] for row in self.w]


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__,
                                     formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("out", type=Path)
    parser.add_argument("records", type=Path, nargs="+")
    parser.add_argument("--start", type=Path, default=fit_evaluation.OUT)
    parser.add_argument("--steps", type=int, default=300)
    parser.add_argument("--rate", type=float, default=0.05)
    parser.add_argument("--penalties", default="1e-5,1e-6,1e-7")
    parser.add_argument("--weights-only", action="store_true",
                        help="keep the starting tables, fit the weights alone")
    args = parser.parse_args()
    records = [r for path in args.records for r in fit_evaluation.read_games(path)]
    start = evaluation_file.loads(args.start.read_text("utf-8"))
    evaluate.install(start.mover, start.waiter, start.weights)
    held = [r for i, r in enumerate(records) if i % 10 == 9]
    fitted = [r for i, r in enumerate(records) if i % 10 != 9]
    train, test = Positions(fitted), Positions(held)
    print(f"{len(records)} games: {len(train)} positions to fit, {len(test)} held out")
    base = Model(start.mover, start.waiter, start.weights)
    print(f"start: held-out loss {base.loss(test, 0.0, False)[0]:.5f}")
    best: tuple[float, float] | None = None
    for penalty in [float(x) for x in args.penalties.split(",")]:
        model = Model(start.mover, start.waiter, start.weights)
        model.train(train, penalty, args.steps, args.rate, not args.weights_only)
        held_loss = model.loss(test, 0.0, False)[0]
        print(f"penalty {penalty:g}: held-out loss {held_loss:.5f}", flush=True)
        if best is None or held_loss < best[0]:
            best = (held_loss, penalty)
    assert best is not None
    model = Model(start.mover, start.waiter, start.weights)
    model.train(Positions(records), best[1], args.steps, args.rate, not args.weights_only)
    mover, waiter, weights = model.tables()
    trained = start._replace(weights=tuple(tuple(row) for row in weights),
                             mover=tuple(mover), waiter=tuple(waiter))
    args.out.write_text(evaluation_file.dumps(trained), encoding="utf-8")
    print(f"wrote {args.out} (penalty {best[1]:g}), weights {weights}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
