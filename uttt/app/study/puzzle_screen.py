"""The puzzle screen's controller: events in, new state and effects out. Pure.

The player answers by tapping a cell (or typing its name, e.g. ``e5``); the answer is
judged by the proof (a ``Job`` the page runs in slices and returns as ``JobDone``), then
the defence replies the same way, until the puzzle is solved or an answer is refused.
The streak and the place in the set are saved (``uttt.app.study.store``).

>>> from uttt.app.study.puzzles import Puzzle
>>> screen = PuzzleScreen.open((Puzzle((43, 67, 42, 59, 46, 13, 40, 39, 29, 18, 8, 75,
...     33, 61, 69, 54, 5, 52, 70, 66, 30, 27, 7, 68, 47, 26, 74, 22, 37, 14, 45, 6, 56, 55,
...     17, 73, 9, 1, 10, 15, 60, 62), 78, 3),), PuzzleProgress(), 320, 320)
>>> screen, fx = answer_move(screen, 78)
>>> fx.job.kind, screen.note.key
('judge', 'puzzles.checking')
>>> screen, fx = job_done(screen, JobDone(fx.job.token, True))
>>> fx.job.kind
'reply'
"""

from __future__ import annotations

from uttt.app.canvas.layout import Layout, compute_layout, hit_test
from uttt.app.round.match import Match
from uttt.app.round.record import MatchRecord
from uttt.app.study.jobs import JobDone, Prove
from uttt.app.study.puzzles import Attempt, Puzzle, PuzzleProgress, judged, replied
from uttt.app.texts.i18n import Message, Ref, message, plural
from uttt.board import Board, Move, board_of
from uttt.frozen import field, frozen, replace
from uttt.notation import move_name, parse_move

Job = Prove
"""A proof search for the page to run in slices: judge ``move``, or find the reply."""


@frozen
class PuzzleEffects:
    job: Job | None = None
    save: bool = False
    redraw: bool = False
    announce: Message | None = None
    clear_entry: bool = False
    """The typed answer was taken: the page empties the field (a refused one stays there,
    to be corrected)."""


@frozen
class PuzzleScreen:
    """The puzzle on screen, the attempt at it, and what is being searched."""

    puzzles: tuple[Puzzle, ...]
    progress: PuzzleProgress
    layout: Layout
    attempt: Attempt | None = None
    job: Job | None = None
    next_token: int = 1
    note: Message | None = None
    shown: tuple[Move, ...] = field(default=())
    """Cells marked on the board: the refused answer and the solution, after a failure."""
    index: int = 0
    """The puzzle on screen (``progress`` moves on to the next as soon as it is decided)."""

    @classmethod
    def open(cls, puzzles: tuple[Puzzle, ...], progress: PuzzleProgress, width: float,
             height: float) -> PuzzleScreen:
        screen = cls(puzzles, progress, compute_layout(width, height))
        return _start(screen)

    def match(self) -> Match | None:
        """The position on screen as a two-player round (what the board drawing takes)."""
        if self.attempt is None:
            return None
        moves = (*self.attempt.puzzle.moves, *self.attempt.line)
        return Match(MatchRecord("0" * 16, moves=moves))

    def task(self) -> Message | None:
        """The line above the board: who plays, named as everywhere on the page (colour
        and mark: a bare "O" reads as an article in Portuguese), and how long the win is."""
        match = self.match()
        if self.attempt is None or match is None:
            return message("puzzles.none")
        puzzle = self.attempt.puzzle
        colour = match.colour_of(puzzle.side)
        return message(plural("puzzles.task", puzzle.moves_to_win),
                       colour=Ref(f"colour.{colour}"), symbol=puzzle.side,
                       moves=puzzle.moves_to_win)

    def number(self) -> Message:
        return message("puzzles.number", number=self.index + 1,
                       total=len(self.puzzles))

    def streak(self) -> Message:
        return message("puzzles.streak", streak=self.progress.streak, best=self.progress.best)

    def finished(self) -> bool:
        return self.attempt is not None and self.attempt.status != "solving"

    def answerable(self) -> Attempt | None:
        """The attempt waiting for the solver's answer (``None`` while a proof search runs,
        on the opponent's turn, or with no puzzle)."""
        attempt = self.attempt
        if attempt is None or self.job is not None or not attempt.solver_to_move():
            return None
        return attempt


def _start(screen: PuzzleScreen) -> PuzzleScreen:
    if not screen.puzzles:
        return replace(screen, attempt=None, job=None, note=None, shown=())
    index = screen.progress.index % len(screen.puzzles)
    return replace(screen, attempt=Attempt(screen.puzzles[index]), job=None, note=None,
                   shown=(), index=index)


def resize(screen: PuzzleScreen, width: float, height: float) -> PuzzleScreen:
    return replace(screen, layout=compute_layout(width, height))


def tap(screen: PuzzleScreen, x: float, y: float) -> tuple[PuzzleScreen, PuzzleEffects]:
    """A tap on the puzzle's board: an answer if it lands on a legal cell."""
    move = hit_test(screen.layout, x, y)
    return (screen, PuzzleEffects()) if move is None else answer_move(screen, move)


def typed(screen: PuzzleScreen, text: str) -> tuple[PuzzleScreen, PuzzleEffects]:
    """A move typed by name (the keyboard's way to answer). Text that names no cell, or a
    cell that cannot be played now, gets a note saying why; the attempt and the streak
    stay as they were (a typo is no wrong answer)."""
    attempt = screen.answerable()
    if attempt is None:
        return screen, PuzzleEffects()
    try:
        move = parse_move(text.strip())
    except ValueError:
        return _refused(screen, _not_a_cell(text.strip()))
    reason = refusal(attempt.board(), move)
    if reason is not None:
        return _refused(screen, reason)
    screen, effects = answer_move(screen, move)
    return screen, replace(effects, clear_entry=True)


def refusal(board: Board, move: Move) -> Message | None:
    """Why ``move`` cannot be played on ``board`` (``None`` if it can)."""
    name = move_name(move)
    target = board.target_board()
    if board.piece_at(move) is not None:
        return message("puzzles.taken", move=name)
    if target is not None and board_of(move) != target:
        return message("puzzles.wrong_board", move=name, board=Ref(f"board.{target}"))
    if board.board_state(board_of(move)) != "open":
        return message("puzzles.closed", move=name)
    return None if board.is_legal(move) else message("puzzles.not_now", move=name)


def _not_a_cell(text: str) -> Message:
    if not text:
        return message("puzzles.no_cell")
    shown = text if len(text) <= 12 else text[:11] + "…"
    return message("puzzles.not_a_cell", text=shown)


def _refused(screen: PuzzleScreen, note: Message) -> tuple[PuzzleScreen, PuzzleEffects]:
    return replace(screen, note=note), PuzzleEffects(redraw=True, announce=note)


def answer_move(screen: PuzzleScreen, move: Move) -> tuple[PuzzleScreen, PuzzleEffects]:
    """The player answers ``move``: ask for its proof (nothing while a search runs)."""
    attempt = screen.answerable()
    if attempt is None or not attempt.board().is_legal(move):
        return screen, PuzzleEffects()
    job = Job(screen.next_token, "judge", attempt, move)
    note = message("puzzles.checking")
    return (replace(screen, job=job, next_token=job.token + 1, note=note),
            PuzzleEffects(job=job, redraw=True))


def job_done(screen: PuzzleScreen, done: JobDone) -> tuple[PuzzleScreen, PuzzleEffects]:
    """A job's answer: played only if it is the job still asked for."""
    job = screen.job
    if job is None or done.token != job.token or screen.attempt is not job.attempt:
        return screen, PuzzleEffects()
    if job.kind == "reply":
        attempt = replied(job.attempt, int(done.value))
        reply = move_name(int(done.value))
        note = message("puzzles.right", move=reply)
        screen = replace(screen, attempt=attempt, job=None, note=note)
        return screen, PuzzleEffects(redraw=True, announce=note)
    assert job.move is not None
    attempt = judged(job.attempt, job.move, bool(done.value))
    if attempt.status == "solving":
        reply_job = Job(screen.next_token, "reply", attempt)
        screen = replace(screen, attempt=attempt, job=reply_job, next_token=reply_job.token + 1)
        return screen, PuzzleEffects(job=reply_job, redraw=True)
    return _ended(replace(screen, attempt=attempt, job=None), attempt)


def _ended(screen: PuzzleScreen, attempt: Attempt) -> tuple[PuzzleScreen, PuzzleEffects]:
    solved = attempt.status == "solved"
    progress = screen.progress.after(solved, len(screen.puzzles))
    if solved:
        note = message("puzzles.solved")
        shown: tuple[Move, ...] = ()
    elif not attempt.line:
        assert attempt.wrong is not None
        note = message("puzzles.failed", move=move_name(attempt.wrong),
                       solution=move_name(attempt.puzzle.solution))
        shown = (attempt.wrong, attempt.puzzle.solution)
    else:
        assert attempt.wrong is not None
        note = message("puzzles.failed_later", move=move_name(attempt.wrong))
        shown = (attempt.wrong,)
    screen = replace(screen, progress=progress, note=note, shown=shown)
    return screen, PuzzleEffects(save=True, redraw=True, announce=note)


def next_puzzle(screen: PuzzleScreen) -> tuple[PuzzleScreen, PuzzleEffects]:
    """On to the puzzle ``progress`` points at (the same one if it is still unsolved)."""
    screen = _start(screen)
    return screen, PuzzleEffects(redraw=True, announce=screen.task())
