"""The puzzle panel's state: the puzzle on screen, the attempt at it and the search under
way, read by the view and the page view, and the pure rules that need no effects (why a
typed cell is refused, a new size). Its transitions, events in, new state and the
program's effects out, are the controller's (``uttt.app.features.puzzles.moves``).

>>> from uttt.app.study.puzzles import Puzzle
>>> screen = PuzzleScreen.open((Puzzle((43, 67, 42, 59, 46, 13, 40, 39, 29, 18, 8, 75,
...     33, 61, 69, 54, 5, 52, 70, 66, 30, 27, 7, 68, 47, 26, 74, 22, 37, 14, 45, 6, 56, 55,
...     17, 73, 9, 1, 10, 15, 60, 62), 78, 3),), PuzzleProgress(), 320, 320)
>>> screen.answerable() is screen.attempt, refusal(screen.attempt.board(), 62).key
(True, 'puzzles.taken')
"""

from __future__ import annotations

from uttt.app.canvas.layout import Layout, compute_layout
from uttt.app.round.match import Match
from uttt.app.round.record import MatchRecord
from uttt.app.study.analysis import FORCED_PLIES
from uttt.app.study.exercises import Exercise, due
from uttt.app.study.jobs import Prove
from uttt.app.study.puzzle_pick import day_number
from uttt.app.study.puzzle_runs import Run
from uttt.app.study.puzzles import Attempt, Puzzle, PuzzleProgress
from uttt.app.study.values import ValueMoves
from uttt.app.texts.i18n import Message, Ref, message, plural
from uttt.board import Board, Move, board_of
from uttt.frozen import field, frozen, replace
from uttt.notation import move_name

Job = Prove
"""A proof search for the page to run in slices: judge ``move``, or find the reply."""


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
    day: str = ""
    """Today's date on the player's calendar (``YYYY-MM-DD``; empty: not known)."""
    daily: bool = False
    """Whether the puzzle on screen is the daily one."""
    helped: bool = False
    """Whether a hint was asked for (a solve then counts half) or the solution shown (the
    puzzle is failed)."""
    change: float | None = None
    """How much the last decided puzzle moved the player's rating."""
    mistakes: bool = False
    """Whether "Your mistakes" is chosen: the player's own exercises instead of puzzles."""
    drills: tuple[Exercise, ...] = ()
    """The player's exercises (the study document's), rescheduled as they are answered."""
    drill: Exercise | None = None
    """The exercise on screen (its position is ``attempt``'s)."""
    valuing: ValueMoves | None = None
    """The values asked for to judge ``answer`` (an exercise without a proven win)."""
    answer: Move | None = None
    offline: bool = False
    """Whether the set could not be fetched because the device was offline."""
    run: Run | None = None
    """The streak or timed run under way or just ended (``None``: puzzles one by one)."""
    results: bool = False
    """Whether the results by theme and difficulty are shown instead of the board."""

    @classmethod
    def open(cls, puzzles: tuple[Puzzle, ...], progress: PuzzleProgress, width: float,
             height: float) -> PuzzleScreen:
        screen = cls(puzzles, progress, compute_layout(width, height))
        return at_progress(screen)

    def match(self) -> Match | None:
        """The position on screen as a two-player round (what the board drawing takes)."""
        if self.attempt is None:
            return None
        moves = (*self.attempt.puzzle.moves, *self.attempt.line)
        return Match(MatchRecord("0" * 16, moves=moves))

    def today(self) -> int:
        """Today's day number (0 when the page did not say)."""
        return day_number(self.day) or 0 if self.day else 0

    def due_count(self) -> int:
        return len(due(self.drills, self.today()))

    def task(self) -> Message | None:
        """The line above the board: who plays, named as everywhere on the page (colour
        and mark: a bare "O" reads as an article in Portuguese), and how long the win is;
        for an exercise, the move played there and by whom ("You" for the person's own)."""
        if self.mistakes:
            if self.drill is None:
                return message("mistakes.none")
            return _mistake_task(self.drill)
        match = self.match()
        if self.attempt is None or match is None:
            return message("puzzles.offline" if self.offline else "puzzles.none")
        puzzle = self.attempt.puzzle
        colour = match.colour_of(puzzle.side)
        return plural("puzzles.task", puzzle.moves_to_win,
                      colour=Ref(f"colour.{colour}"), symbol=puzzle.side,
                      moves=puzzle.moves_to_win)

    def number(self) -> Message | None:
        """Which puzzle is on screen (nothing when there is no set: not "1 of 0"; nor
        during a run, whose score stands above the board)."""
        if self.mistakes:
            return message("mistakes.due", count=self.due_count())
        if not self.puzzles or self.run is not None:
            return None
        if self.daily:
            return message("puzzles.daily_number", day=self.day)
        return message("puzzles.number", number=self.index + 1,
                       total=len(self.puzzles))

    def rating(self) -> Message:
        """The player's puzzle rating, and the last puzzle's change to it."""
        rating, deviation = round(self.progress.rating[0]), round(self.progress.rating[1])
        if self.change is None:
            return message("puzzles.rating", rating=rating, deviation=deviation)
        change = round(self.change)
        return message("puzzles.rating_change", rating=rating, deviation=deviation,
                       change=f"+{change}" if change >= 0 else f"\u2212{-change}")

    def about(self) -> Message | None:
        """A decided puzzle's own rating and themes."""
        if self.attempt is None or not self.finished() or self.mistakes:
            return None
        puzzle = self.attempt.puzzle
        if not puzzle.themes:
            return message("puzzles.about_plain", rating=puzzle.rating)
        names = [Ref(f"puzzles.theme.{t}") for t in puzzle.themes]
        return message(f"puzzles.about.{min(len(names), 3)}", rating=puzzle.rating,
                       **{f"t{i}": n for i, n in enumerate(names[:3])})

    def can_help(self) -> bool:
        """Whether a hint or the solution may be asked for: at the puzzle's start."""
        attempt = self.answerable()
        return attempt is not None and not attempt.line and not self.helped \
            and not self.mistakes and self.run is None

    def streak(self) -> Message:
        return message("puzzles.streak", streak=self.progress.streak, best=self.progress.best)

    def finished(self) -> bool:
        return self.attempt is not None and self.attempt.status != "solving"

    def answerable(self) -> Attempt | None:
        """The attempt waiting for the solver's answer (``None`` while a proof search runs,
        on the opponent's turn, or with no puzzle)."""
        attempt = self.attempt
        if attempt is None or self.job is not None or self.valuing is not None \
                or not attempt.solver_to_move() or (self.run is not None and self.run.over):
            return None
        return attempt


def _mistake_task(drill: Exercise) -> Message:
    """An exercise's task: "You played..." for the person's own move, else the colour
    and mark that played it (a game between two people on one device)."""
    move = move_name(drill.played)
    if drill.by is None:
        return message("mistakes.task", move=move)
    return message("mistakes.task.side", colour=Ref(f"colour.{drill.by}"),
                   symbol="XO"[len(drill.moves) % 2], move=move)


def at_progress(screen: PuzzleScreen) -> PuzzleScreen:
    """The screen at the puzzle ``progress`` points at, a fresh attempt at it."""
    screen = replace(screen, mistakes=False, drill=None, valuing=None, answer=None)
    if not screen.puzzles:
        return replace(screen, attempt=None, job=None, note=None, shown=())
    return at_index(screen, screen.progress.index % len(screen.puzzles), daily=False)


def at_drill(screen: PuzzleScreen) -> PuzzleScreen:
    """The screen at the exercise due first (the least known), a fresh attempt at it; no
    attempt when none is due."""
    waiting = due(screen.drills, screen.today())
    drill = waiting[0] if waiting else None
    attempt = None if drill is None else Attempt(Puzzle(drill.moves, drill.best, FORCED_PLIES))
    return replace(screen, mistakes=True, drill=drill, attempt=attempt, job=None, note=None,
                   shown=(), daily=False, helped=False, valuing=None, answer=None)


def at_index(screen: PuzzleScreen, index: int, *, daily: bool) -> PuzzleScreen:
    """The screen at puzzle ``index``, a fresh attempt at it; a puzzle whose moves do not
    replay through the rules is passed over for the next one."""
    count = len(screen.puzzles)
    valid = next((i % count for i in range(index, index + count)
                  if screen.puzzles[i % count].is_valid()), None)
    if valid is None:
        return replace(screen, attempt=None, job=None, note=None, shown=())
    return replace(screen, attempt=Attempt(screen.puzzles[valid]), job=None, note=None,
                   shown=(), index=valid, daily=daily, helped=False, mistakes=False,
                   drill=None, valuing=None, answer=None)


def resize(screen: PuzzleScreen, width: float, height: float) -> PuzzleScreen:
    return replace(screen, layout=compute_layout(width, height))


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
