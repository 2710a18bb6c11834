"""The saved analyses and puzzle progress: versioned, validated, never trusted. Pure.

Kept in a document of its own under its key (``uttt.app.core.keys``), next to the game's save
(``uttt.app.storage.save``): analyses are a cache of search results, large and always
recomputable, so a damaged or oversized study document can be dropped without ever
touching a game or a score, and the game's save stays small.

Shape (schema 6)::

    {"schema": 5,
     "reports": [{"moves": [40, 36, ...],
                  "evals": [null | [win_milli, best, [pv...], forced | null], ...]}, ...],
     "puzzles": {"index": 3, "streak": 2, "best": 5, "solved": 9, "failed": 4,
                 "rating": [153240, 8810, 60000], "theme": "mixed", "difficulty": "normal",
                 "history": [["<puzzle key>", true], ...], "daily": "2026-12-04",
                 "records": {"streak": 12, "timed_180": 9, "timed_300": 14}},
     "boards": [{"moves": [40, 36, ...], "tree": [[-1, 40], [0, 36], [0, 37], ...],
                 "start": "9/9/9/9/4x4/9/9/9/9 O 1 e5",
                 "notes": [{"node": 1, "comment": "Sends O to the corner",
                            "arrows": [[36, 4]], "circles": [4]}, ...]}],
     "exercises": [{"moves": [40, 36, ...], "played": 4, "best": 1, "best_win": 620,
                    "played_win": 300, "verdict": "blunder", "forced": null | 3,
                    "box": 1, "due": 739954, "by": "red" | "blue" (absent: the
                    person's own)}, ...]}

The puzzle rating is Glicko-2's rating and deviation in hundredths and its volatility in
millionths (integers, as every number saved). The history holds the last ``MAX_HISTORY``
puzzles decided, in every mode (the results by theme and difficulty are read from it);
``records`` the best streak and the best score of each timed run's length
(``uttt.app.study.puzzle_runs``): damaged records start again from zero, the rest of the
progress kept. Schema 5 had no records: ``MIGRATIONS`` gives it zero records, its
progress otherwise kept.

A board is a game's analysis board (``uttt.app.study.board``): the tree of its
variations, each node a ``[parent, move]`` pair in depth-first order, main lines first
(``parent``: the index of its parent's pair, -1 at the game's start); its every line is
replayed through the rules, and a tree that does not hold the game's own line, or holds
more than ``MAX_BOARD_MOVES`` moves, is dropped. A board of a game or position that did
not begin on the empty board carries its ``start`` (the engines' text, ``uttt.fen``; no
key: the empty board); the rules read it first, and a start they refuse drops the board
with its own problem (``study.board_start``). Schema 3 had no starts: ``MIGRATIONS``
reads its boards as from the empty board, unchanged.

A board's ``notes`` (``uttt.app.study.notes``) are what the player wrote on positions
of its tree: ``node`` names the position by its pair's index in ``tree`` (-1: the start
position), at most once; ``comment`` (left out when empty) is the comment as
``notes.clean_comment`` keeps it, at most ``MAX_COMMENT`` characters; ``arrows`` (left
out when none) are ``[from, to]`` pairs of distinct cells, at most ``MAX_ARROWS``;
``circles`` (left out when none) distinct cells, at most ``MAX_CIRCLES``; cells are
0..80; no note is empty, and a board has at most ``MAX_NOTED``. A board with a note
that is not so is dropped whole. A board is one plain JSON object, written by
``board_json`` and read by ``board_of`` (also the payload of a study link). Schema 4
had no notes: ``MIGRATIONS`` gives each board none.

An exercise (``uttt.app.study.exercises``) is one of the player's own mistakes: its game
up to the position is replayed through the rules, and its moves played and best must be
legal and different there; chances are in thousandths, ``due`` a day number, ``box``
1..``BOXES``, ``by`` (only where the move was not the person's own: a game between two
people on this device) the colour that played it. The newest ``MAX_EXERCISES`` are
kept. Schema 2 had no exercises: ``MIGRATIONS`` gives it none.

Schema 1 had no boards, and the puzzle progress without its rating, choices, history and
daily date: ``MIGRATIONS`` gives it no boards, the starting rating
(``uttt.app.study.puzzles.START_RATING``), ``mixed``, ``normal``, no history and no daily
puzzle, keeping the streak and counts.

Each report's moves are replayed through the rules; an evaluation whose best move or line
is illegal in its position is dropped (it will be analysed again), as is anything
malformed. The newest ``MAX_REPORTS`` games are kept.

>>> text = dump(Study(reports=(Report.new((40, 36)),)))
>>> load(text).study.reports[0].progress()
(0, 2)
>>> load("[1, 2]").problems
('study.invalid',)
"""

from __future__ import annotations

import json

from uttt.app.core import json_text
from uttt.app.scores.ledger import is_int
from uttt.app.study.analysis import Evaluation, Report
from uttt.app.study.exercises import BOXES, MAX_EXERCISES, Exercise
from uttt.app.study.notes import (
    MAX_ARROWS,
    MAX_CIRCLES,
    MAX_COMMENT,
    MAX_NOTED,
    Note,
    Notes,
    clean_comment,
)
from uttt.app.study.puzzle_pick import CHOICES, DIFFICULTIES, day_number
from uttt.app.study.puzzles import ALPHABET, MAX_HISTORY, START_RATING, PuzzleProgress, Records
from uttt.app.study.variations import Node, Path, contains, walk
from uttt.board import Board, IllegalMoveError, Move
from uttt.frozen import asdict, field, frozen, replace

SCHEMA_VERSION = 6
MAX_REPORTS = 8
MAX_BOARDS = 8
MAX_BOARD_MOVES = 600
"""The most moves one saved board's tree holds, the game's included."""
MAX_TEXT = 1024 * 1024
"""The longest study document read (characters): room for eight boards with their
notes (comments are written as they are, not escaped to ASCII)."""
MAX_START = 120
"""The longest start position read (a full grid's text is under 100 characters)."""
Json = object


@frozen
class SavedBoard:
    """One analysis board's variations: the game's moves from ``start`` (a position's
    text; ``None``: the empty board), the tree that holds them, and the player's notes
    on its positions."""

    game: Path
    root: Node
    start: str | None = None
    notes: Notes = ()


@frozen
class Study:
    """The analysed games (newest last) and the player's way through the puzzles."""

    reports: tuple[Report, ...] = ()
    puzzles: PuzzleProgress = field(default_factory=PuzzleProgress)
    boards: tuple[SavedBoard, ...] = ()
    """The analysis boards' variations, newest last."""
    exercises: tuple[Exercise, ...] = ()
    """The player's own mistakes to find a better move for, newest last."""

    def report_for(self, moves: tuple[Move, ...]) -> Report | None:
        return next((r for r in self.reports if r.moves == moves), None)

    def with_report(self, report: Report) -> Study:
        """The study with ``report`` stored (replacing that game's older one)."""
        others = tuple(r for r in self.reports if r.moves != report.moves)
        return replace(self, reports=(*others, report)[-MAX_REPORTS:])

    def board_for(self, moves: Path, start: str | None = None) -> Node | None:
        """The saved tree of the analysis board of the game ``moves`` from ``start``."""
        saved = self.saved_board(moves, start)
        return None if saved is None else saved.root

    def saved_board(self, moves: Path, start: str | None = None) -> SavedBoard | None:
        """The saved analysis board of the game ``moves`` from ``start``."""
        return next((b for b in self.boards if (b.game, b.start) == (moves, start)), None)

    def with_board(self, game: Path, root: Node, start: str | None = None,
                   notes: Notes = ()) -> Study:
        """The study with ``game``'s board (its tree and notes) stored (replacing its
        older one)."""
        others = tuple(b for b in self.boards if (b.game, b.start) != (game, start))
        board = SavedBoard(game, root, start, notes)
        return replace(self, boards=(*others, board)[-MAX_BOARDS:])

    def with_saved(self, board: SavedBoard) -> Study:
        """The study with ``board`` stored whole (replacing the older one of its game)."""
        key = (board.game, board.start)
        others = tuple(b for b in self.boards if (b.game, b.start) != key)
        return replace(self, boards=(*others, board)[-MAX_BOARDS:])


@frozen
class StudyLoad:
    """The study kept, the problems found (message keys) and the text to set aside under
    the study's backup key before anything is written over it (``None``: nothing lost)."""

    study: Study
    problems: tuple[str, ...] = ()
    backup: str | None = None


def _evaluation_json(evaluation: Evaluation | None) -> Json:
    if evaluation is None:
        return None
    return [round(evaluation.win * 1000), evaluation.best, list(evaluation.pv), evaluation.forced]


def dump(study: Study) -> str:
    """The study document."""
    doc = {
        "schema": SCHEMA_VERSION,
        "reports": [{"moves": list(r.moves), "evals": [_evaluation_json(e) for e in r.evaluations]}
                    for r in study.reports],
        "puzzles": _progress_json(study.puzzles),
        "boards": [board_json(b) for b in study.boards],
        "exercises": [exercise_json(e) for e in study.exercises],
    }
    return json.dumps(doc, separators=(",", ":"), ensure_ascii=False)


def board_json(board: SavedBoard) -> dict[str, Json]:
    """A saved board as one plain JSON object (``board_of`` reads it back)."""
    index = _indices(board.root)
    doc: dict[str, Json] = {"moves": list(board.game), "tree": _tree_json(board.root, index)}
    if board.start is not None:
        doc["start"] = board.start
    doc["notes"] = [_note_json(index[path], note) for path, note in board.notes
                    if path in index]
    return doc


def _note_json(node: int, note: Note) -> dict[str, Json]:
    doc: dict[str, Json] = {"node": node}
    if note.comment:
        doc["comment"] = note.comment
    if note.arrows:
        doc["arrows"] = [list(arrow) for arrow in note.arrows]
    if note.circles:
        doc["circles"] = list(note.circles)
    return doc


def _indices(root: Node) -> dict[Path, int]:
    """Each position's index among the tree's pairs (-1: the root), depth first."""
    index: dict[Path, int] = {(): -1}
    for path, _node in walk(root):
        index[path] = len(index) - 1
    return index


def _tree_json(root: Node, index: dict[Path, int]) -> list[Json]:
    """The tree as ``[parent, move]`` pairs in depth-first order, main lines first
    (``parent``: the index of the parent's pair, -1 for the root): flat, so no document
    nests deeper than a few levels, however long the lines."""
    return [[index[path[:-1]], path[-1]] for path, _node in walk(root)]


def _tree(raw: Json, start: Board) -> tuple[Node, list[Path]] | None:
    """The tree saved as ``raw``'s pairs from the position ``start``, each move legal
    after its parent's position and distinct among its siblings, and each pair's path;
    ``None`` if anything is not (or it holds more than ``MAX_BOARD_MOVES`` moves)."""
    if not isinstance(raw, list) or len(raw) > MAX_BOARD_MOVES:
        return None
    boards: list[Board] = []
    paths: list[Path] = []
    kids: dict[Path, list[Move]] = {(): []}
    for item in raw:
        if not isinstance(item, list) or len(item) != 2 \
                or not is_int(item[0], -1, len(boards) - 1) or not is_int(item[1], 0, 80):
            return None
        parent, move = item
        board = start if parent == -1 else boards[parent]
        path = () if parent == -1 else paths[parent]
        if not board.is_legal(move) or move in kids[path]:
            return None
        kids[path].append(move)
        after = board.copy()
        after.push(move)
        boards.append(after)
        paths.append((*path, move))
        kids[(*path, move)] = []
    return _built((), kids), paths


def _built(path: Path, kids: dict[Path, list[Move]]) -> Node:
    return Node(path[-1] if path else None,
                tuple(_built((*path, m), kids) for m in kids[path]))


class _BadStart(Exception):
    """A board's start position the rules refuse."""


def _start_board(raw: Json) -> Board:
    """The position a board starts from (no ``start``: the empty board); raises
    ``_BadStart`` for one that is not a position's text the rules accept."""
    if raw is None:
        return Board()
    if not isinstance(raw, str) or len(raw) > MAX_START:
        raise _BadStart
    try:
        return Board.from_fen(raw, x_first=True)
    except ValueError:
        raise _BadStart from None


def _board(raw: Json) -> SavedBoard | None:
    """A saved board, if well formed, every line legal from its start and every note
    valid; raises ``_BadStart`` when its start is refused."""
    if not isinstance(raw, dict):
        return None
    start = raw.get("start")
    first = _start_board(start)
    game = _moves(raw.get("moves"))
    read = _tree(raw.get("tree"), first) if game is not None else None
    if game is None or read is None or not contains(read[0], game):
        return None
    notes = _notes(raw.get("notes"), read[1])
    if notes is None:
        return None
    return SavedBoard(game, read[0], start if isinstance(start, str) else None, notes)


def board_of(raw: Json) -> SavedBoard | None:
    """A board written by ``board_json`` (a plain JSON object), if valid: its start a
    position the rules accept, every line legal, every note valid; else ``None``."""
    try:
        return _board(raw)
    except _BadStart:
        return None


def _notes(raw: Json, paths: list[Path]) -> Notes | None:
    """A board's notes, each on a position of its tree (``paths``: each pair's); ``None``
    if any is malformed."""
    if not isinstance(raw, list) or len(raw) > MAX_NOTED:
        return None
    notes: dict[Path, Note] = {}
    for item in raw:
        if not isinstance(item, dict) or not is_int(node := item.get("node"), -1,
                                                      len(paths) - 1):
            return None
        path = () if node == -1 else paths[int(str(node))]
        note = _note(item)
        if note is None or note.empty() or path in notes:
            return None
        notes[path] = note
    return tuple(notes.items())


def _note(raw: dict[str, Json]) -> Note | None:
    """One note's comment, arrows and circles, if each is well formed."""
    comment, arrows, circles = (raw.get("comment", ""), raw.get("arrows", []),
                                raw.get("circles", []))
    if not isinstance(comment, str) or len(comment) > MAX_COMMENT \
            or clean_comment(comment) != comment:
        return None
    cells = _moves(circles)
    if cells is None or len(cells) > MAX_CIRCLES or len(set(cells)) != len(cells):
        return None
    if not isinstance(arrows, list) or len(arrows) > MAX_ARROWS:
        return None
    pairs = [_moves(a) for a in arrows]
    kept = tuple((p[0], p[1]) for p in pairs if p is not None and len(p) == 2 and p[0] != p[1])
    if len(kept) != len(arrows) or len(set(kept)) != len(kept):
        return None
    return Note(comment, kept, cells)


def board_document(board: SavedBoard) -> dict[str, Json]:
    """One board as the study document saves it, with the document's schema, to carry
    apart from it (a study link, ``uttt.app.study.study_link``)."""
    return {"schema": SCHEMA_VERSION, "board": board_json(board)}


def shared_board_of(doc: Json) -> SavedBoard | str:
    """A ``board_document`` read back as ``load`` reads a board (migrated from an older
    schema, validated, its lines replayed): the board, or the problem's message key
    (``study.newer_version``, ``study.board_start``, ``study.invalid``)."""
    if not isinstance(doc, dict):
        return "study.invalid"
    wrapped: dict[str, Json] = {"schema": doc.get("schema"), "boards": [doc.get("board")]}
    while isinstance(schema := wrapped.get("schema"), int) and schema in MIGRATIONS:
        wrapped = MIGRATIONS[schema](wrapped)
    if wrapped.get("schema") != SCHEMA_VERSION:
        newer = is_int(wrapped.get("schema"), SCHEMA_VERSION + 1, 10**6)
        return "study.newer_version" if newer else "study.invalid"
    boards = wrapped.get("boards")
    try:
        board = _board(boards[0]) if isinstance(boards, list) and len(boards) == 1 else None
    except _BadStart:
        return "study.board_start"
    return "study.invalid" if board is None else board


def _boards(raw: Json) -> tuple[tuple[SavedBoard, ...], tuple[str, ...]]:
    """The boards kept (the newest ``MAX_BOARDS``) and the problems of the others."""
    if not isinstance(raw, list):
        return (), ("study.boards_dropped",)
    kept: list[SavedBoard] = []
    problems: set[str] = set()
    for item in raw:
        try:
            board = _board(item)
        except _BadStart:
            problems.add("study.board_start")
            continue
        if board is None:
            problems.add("study.boards_dropped")
        else:
            kept.append(board)
    if len(kept) > MAX_BOARDS:
        problems.add("study.boards_dropped")
    return tuple(kept[-MAX_BOARDS:]), tuple(sorted(problems))


def _progress_json(progress: PuzzleProgress) -> dict[str, Json]:
    doc = asdict(progress)
    rating, deviation, volatility = progress.rating
    doc["rating"] = [round(rating * 100), round(deviation * 100), round(volatility * 10**6)]
    doc["history"] = [[key, solved] for key, solved in progress.history]
    return doc


def exercise_json(exercise: Exercise) -> dict[str, Json]:
    """An exercise as the document saves it (chances in thousandths)."""
    return {"moves": list(exercise.moves), "played": exercise.played, "best": exercise.best,
            "best_win": round(exercise.best_win * 1000),
            "played_win": round(exercise.played_win * 1000), "verdict": exercise.verdict,
            "forced": exercise.forced, "box": exercise.box, "due": exercise.due,
            **({"by": exercise.by} if exercise.by is not None else {})}


def exercise_of(raw: Json) -> Exercise | None:
    """A saved exercise, if well formed and its moves legal (replayed through the rules)."""
    if not isinstance(raw, dict):
        return None
    moves, played, best = _moves(raw.get("moves")), raw.get("played"), raw.get("best")
    best_win, played_win = raw.get("best_win"), raw.get("played_win")
    verdict, forced, box, due = (raw.get(k) for k in ("verdict", "forced", "box", "due"))
    numbers = (played, best, best_win, played_win, box, due)
    if moves is None or len(moves) > 80 or verdict not in ("mistake", "blunder") \
            or not all(isinstance(n, int) for n in numbers):
        return None
    if not (is_int(played, 0, 80) and is_int(best, 0, 80) and played != best
            and is_int(best_win, 0, 1000) and is_int(played_win, 0, 1000)
            and is_int(box, 1, BOXES) and is_int(due, 0, 10**7)):
        return None
    if forced is not None and not is_int(forced, 1, 99):
        return None
    by = raw.get("by")
    if by not in (None, "red", "blue"):
        return None
    move, better, good, left, box_n, day = (int(str(n)) for n in numbers)
    try:
        board = Board.from_moves(moves)
    except IllegalMoveError:
        return None
    if not (board.is_legal(move) and board.is_legal(better)):
        return None
    return Exercise(moves, move, better, good / 1000, left / 1000,
                    "mistake" if verdict == "mistake" else "blunder",
                    None if forced is None else int(str(forced)),
                    box_n, day, "red" if by == "red" else "blue" if by == "blue" else None)


def _from_v4(doc: dict[str, Json]) -> dict[str, Json]:
    """Schema 4: no notes on the boards yet."""
    boards = doc.get("boards")
    if isinstance(boards, list):
        boards = [{**b, "notes": []} if isinstance(b, dict) else b for b in boards]
    return {**doc, "schema": 5, "boards": boards}


def _from_v5(doc: dict[str, Json]) -> dict[str, Json]:
    """Schema 5: no puzzle records yet: each starts at zero."""
    puzzles = doc.get("puzzles")
    if isinstance(puzzles, dict):
        puzzles = {"records": asdict(Records()), **puzzles}
    return {**doc, "schema": 6, "puzzles": puzzles}


def _from_v3(doc: dict[str, Json]) -> dict[str, Json]:
    """Schema 3: every board from the empty board (no ``start``): read as it is."""
    return {**doc, "schema": 4}


def _from_v2(doc: dict[str, Json]) -> dict[str, Json]:
    """Schema 2: no exercises yet."""
    return {**doc, "schema": 3, "exercises": []}


def _from_v1(doc: dict[str, Json]) -> dict[str, Json]:
    """Schema 1: no boards yet; the puzzle progress gains a rating, choices, a history
    and a daily date."""
    puzzles = doc.get("puzzles")
    if isinstance(puzzles, dict):
        rating, deviation, volatility = START_RATING
        start = [round(rating * 100), round(deviation * 100), round(volatility * 10**6)]
        puzzles = {"rating": start, "theme": "mixed", "difficulty": "normal",
                   "history": [], "daily": "", **puzzles}
    return {**doc, "schema": 2, "puzzles": puzzles, "boards": []}


MIGRATIONS = {1: _from_v1, 2: _from_v2, 3: _from_v3, 4: _from_v4, 5: _from_v5}
"""``MIGRATIONS[v]`` turns a schema ``v`` study into a schema ``v + 1`` one (reshaping;
``load`` validates the result)."""


def _moves(raw: Json) -> tuple[Move, ...] | None:
    if not isinstance(raw, list) or not all(is_int(m, 0, 80) for m in raw):
        return None
    return tuple(raw)


def _evaluation(raw: Json, board: Board) -> Evaluation | None:
    """A saved evaluation of ``board``'s position, if well formed and legal there."""
    if not isinstance(raw, list) or len(raw) != 4:
        return None
    win, best, pv_raw, forced = raw
    pv = _moves(pv_raw)
    if not (is_int(win, 0, 1000) and is_int(best, 0, 80)) or pv is None:
        return None
    if forced is not None and not (is_int(forced, -99, 99) and forced != 0):
        return None
    if (pv and pv[0] != best) or not board.is_legal(best):
        return None
    try:
        _replay(board, pv)
    except IllegalMoveError:
        return None
    return Evaluation(win / 1000, best, pv, forced)


def _replay(board: Board, moves: tuple[Move, ...]) -> None:
    line = board.copy()
    for move in moves:
        line.push(move)


def _report(raw: Json) -> Report | None:
    if not isinstance(raw, dict):
        return None
    moves, evals = _moves(raw.get("moves")), raw.get("evals")
    if moves is None or not isinstance(evals, list) or len(evals) != len(moves):
        return None
    try:
        Board.from_moves(moves)
    except IllegalMoveError:
        return None
    items: list[Evaluation | None] = []
    board = Board()
    for move, item in zip(moves, evals, strict=True):  # one replay, not one per position
        items.append(_evaluation(item, board))
        board.push(move)
    return Report(moves, tuple(items))


def _rating(raw: Json) -> tuple[float, float, float] | None:
    if not isinstance(raw, list) or len(raw) != 3:
        return None
    rating, deviation, volatility = raw
    if not (is_int(rating, 0, 400_000) and is_int(deviation, 100, 50_000)
            and is_int(volatility, 1, 999_999)):
        return None
    return rating / 100, deviation / 100, volatility / 10**6


def _history(raw: Json) -> tuple[tuple[str, bool], ...] | None:
    if not isinstance(raw, list) or len(raw) > MAX_HISTORY:
        return None
    items: list[tuple[str, bool]] = []
    for item in raw:
        if not (isinstance(item, list) and len(item) == 2 and isinstance(item[0], str)
                and isinstance(item[1], bool) and 0 < len(item[0]) <= 82
                and all(c in ALPHABET for c in item[0])):
            return None
        items.append((item[0], item[1]))
    return tuple(items)


def _records(raw: Json) -> Records | None:
    """The modes' best scores, if each is a count."""
    names = ("streak", "timed_180", "timed_300")
    if not isinstance(raw, dict) or set(raw) != set(names):
        return None
    values = [raw[name] for name in names]
    if not all(isinstance(v, int) and is_int(v, 0, 10**6) for v in values):
        return None
    streak, short, long = (int(v) for v in values)
    return Records(streak, short, long)


def _progress(raw: Json) -> PuzzleProgress | None:
    if not isinstance(raw, dict):
        return None
    names = ("index", "streak", "best", "solved", "failed")
    values = [raw.get(name) for name in names]
    if not all(isinstance(v, int) and is_int(v, 0, 10**7) for v in values):
        return None
    index, streak, best, solved, failed = (int(v) for v in values)  # type: ignore[arg-type]
    rating, history = _rating(raw.get("rating")), _history(raw.get("history"))
    theme, difficulty, daily = raw.get("theme"), raw.get("difficulty"), raw.get("daily")
    if rating is None or history is None or theme not in CHOICES:
        return None
    if difficulty not in DIFFICULTIES or not isinstance(daily, str):
        return None
    if daily and day_number(daily) is None:
        return None
    return PuzzleProgress(index, streak, best, solved, failed, rating=rating, theme=theme,
                          difficulty=difficulty, history=history, daily=daily)


def load(text: str | None) -> StudyLoad:
    """The study saved in ``text``; what is malformed is dropped and named in ``problems``,
    and then the whole text is handed back to be set aside (``backup``).

    >>> load(None).study == Study(), load('{"schema": 9}').problems
    (True, ('study.newer_version',))
    >>> load("[" * 50_000).backup == "[" * 50_000
    True
    """
    if text is None:
        return StudyLoad(Study())
    loaded = _load(text)
    return replace(loaded, backup=text) if loaded.problems else loaded


def _load(text: str) -> StudyLoad:
    try:
        doc = json_text.loads(text) if len(text) <= MAX_TEXT else None
    except ValueError:
        doc = None
    if not isinstance(doc, dict):
        return StudyLoad(Study(), ("study.invalid",))
    while isinstance(schema := doc.get("schema"), int) and schema in MIGRATIONS:
        doc = MIGRATIONS[schema](doc)
    if doc.get("schema") != SCHEMA_VERSION:
        newer = is_int(doc.get("schema"), SCHEMA_VERSION + 1, 10**6)
        return StudyLoad(Study(), ("study.newer_version" if newer else "study.invalid",))
    problems: list[str] = []
    raw_reports = doc.get("reports")
    reports = [_report(r) for r in raw_reports] if isinstance(raw_reports, list) else [None]
    if None in reports or len(reports) > MAX_REPORTS:
        problems.append("study.reports_dropped")
    raw_puzzles = doc.get("puzzles")
    progress = _progress(raw_puzzles)
    if progress is None:
        problems.append("study.puzzles_reset")
    elif (records := _records(raw_puzzles.get("records"))) is None:  # type: ignore[union-attr]
        problems.append("study.records_reset")  # only the records start again from zero
    else:
        progress = replace(progress, records=records)
    kept = tuple(r for r in reports if r is not None)[-MAX_REPORTS:]
    trees, dropped = _boards(doc.get("boards"))
    problems.extend(dropped)
    raw_exercises = doc.get("exercises")
    exercises = [exercise_of(e) for e in raw_exercises] if isinstance(raw_exercises, list) \
        else [None]
    if None in exercises or len(exercises) > MAX_EXERCISES:
        problems.append("study.exercises_dropped")
    drills = tuple(e for e in exercises if e is not None)[-MAX_EXERCISES:]
    return StudyLoad(Study(kept, progress or PuzzleProgress(), trees, drills), tuple(problems))
