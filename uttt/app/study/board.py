"""The analysis board of a game under review: the game's moves and the variations the
player explored from its positions (one tree, ``uttt.app.study.variations``), the
variation on screen, and every move's value when asked for. Pure: the controller's
handler (``uttt.app.features.analysis.board``) turns its transitions into effects.

The game itself is never changed: its line is part of the tree and can be neither
deleted nor left without a way back; a move played on the board from any position of the
game starts (or follows) a variation, and ``at`` names the variation shown (``None``: the
game's position the review shows).

>>> board = AnalysisBoard.new((40, 36, 4))
>>> board = played(board, (40,), 37)
>>> board.at, board.off_game((40, 36))
((40, 37), False)
>>> back(board).at is None, back(board).review
(True, 1)
"""

from __future__ import annotations

from uttt.app.study import variations as tree
from uttt.app.study.notes import Notes, Pen, pruned
from uttt.app.study.values import MoveValues, ValueMoves
from uttt.app.study.variations import Node, Path
from uttt.board import Move
from uttt.frozen import field, frozen, replace

MAX_VARIATION_MOVES = 400
"""The most moves the tree of one game may hold besides the game's own (saved with the
study document; a move beyond it is not kept)."""
KEPT_VALUES = 24
"""The values of this many positions are kept, so going back shows them at once."""


@frozen
class AnalysisBoard:
    """A finished game's tree of variations and what the board shows of it."""

    game: Path
    root: Node
    start: str | None = None
    """The position the game starts from (a set-up position's text, ``uttt.fen``;
    ``None``: the empty board): every path is moves from it."""
    at: Path | None = None
    """The variation position shown; ``None``: the game's (the review's ply)."""
    review: int | None = None
    """The ply of the game to show when the board goes back to the game (set when a
    transition leaves a variation; the handler hands it to the review)."""
    values_on: bool = False
    values: tuple[MoveValues, ...] = field(default=())
    """The values found, newest last (at most ``KEPT_VALUES`` positions)."""
    job: ValueMoves | None = None
    shared: bool = False
    """The board of a study opened from a link: read only (its moves can be walked, none
    added, promoted or deleted, nothing saved) until copied to the player's studies."""
    notes: Notes = ()
    """The player's arrows, circles and comments, per position of the tree."""
    pen: Pen = field(default_factory=Pen)
    """The drawing under way on the board."""
    draft: tuple[Path, str] | None = None
    """A comment refused (too long) and the position it was for: kept in its field
    while that position is shown, to be shortened."""

    @classmethod
    def new(cls, game: Path, root: Node | None = None,
            start: str | None = None, notes: Notes = ()) -> AnalysisBoard:
        """The board of ``game`` (played from ``start``), with the variations of ``root``
        if they hold its line, and the notes of the positions it holds."""
        if root is None or not _holds(root, game):
            root = tree.add_line(Node(), (), game)
        return cls(game, root, start, notes=pruned(notes, root))

    def off_game(self, path: Path) -> bool:
        """Whether ``path`` leaves the game's line (a variation's position)."""
        return path != self.game[:len(path)]

    def values_for(self, moves: Path) -> MoveValues | None:
        return next((v for v in self.values if v.moves == moves), None)

    def explored(self) -> int:
        """How many moves the variations hold (the game's own left out)."""
        return tree.size(self.root) - len(self.game)


def _holds(root: Node, game: Path) -> bool:
    return tree.contains(root, game)


def _shown(board: AnalysisBoard, path: Path) -> AnalysisBoard:
    """Show position ``path``: a variation's, or the game's (then ``review`` says which)."""
    if board.off_game(path):
        return replace(board, at=path, review=None)
    return replace(board, at=None, review=len(path))


def played(board: AnalysisBoard, here: Path, move: Move) -> AnalysisBoard:
    """``move`` played (legal: the caller checked it) from position ``here``: the
    variation it starts or follows is shown (the game's own move: the game's next
    position). A new move past ``MAX_VARIATION_MOVES`` is not kept."""
    path = (*here, move)
    if not tree.contains(board.root, path):
        if board.explored() >= MAX_VARIATION_MOVES:
            return board
        board = replace(board, root=tree.add_variation(board.root, here, move))
    return _shown(board, path)


def go_to(board: AnalysisBoard, path: Path) -> AnalysisBoard:
    """Show the position ``path`` names (if the tree holds it)."""
    return _shown(board, path) if tree.contains(board.root, path) else board


def back(board: AnalysisBoard) -> AnalysisBoard:
    """One move back along the variation shown (to the game's position it left from)."""
    if board.at is None:
        return board
    return _shown(board, board.at[:-1])


def forward(board: AnalysisBoard) -> AnalysisBoard:
    """One move on along the main line of the variation shown."""
    if board.at is None:
        return board
    line = tree.mainline(board.root, board.at)
    return _shown(board, (*board.at, line[0])) if line else board


def to_end(board: AnalysisBoard) -> AnalysisBoard:
    """The end of the main line of the variation shown."""
    if board.at is None:
        return board
    return _shown(board, board.at + tree.mainline(board.root, board.at))


def branch_point(board: AnalysisBoard, path: Path) -> int:
    """How many of the game's moves ``path`` shares: the ply it leaves the game at."""
    shared = 0
    for mine, theirs in zip(path, board.game, strict=False):
        if mine != theirs:
            break
        shared += 1
    return shared


def leave(board: AnalysisBoard) -> AnalysisBoard:
    """Back to the game, at the position the variation shown left it."""
    if board.at is None:
        return board
    return replace(board, at=None, review=branch_point(board, board.at))


def promote(board: AnalysisBoard) -> AnalysisBoard:
    """The line of the variation shown one place up among the lines at its branch."""
    at = board.at
    if at is None:
        return board
    for depth in range(len(at), 0, -1):  # the nearest node that is not a main line
        parent = tree.node_at(board.root, at[:depth - 1])
        if parent is not None and parent.index(at[depth - 1]) > 0:
            return replace(board, root=tree.promote(board.root, at[:depth]))
    return board


def delete(board: AnalysisBoard) -> AnalysisBoard:
    """The variation shown deleted from its position on (the one before it shown)."""
    at = board.at
    if at is None:
        return board
    root = tree.remove(board.root, at)
    return _shown(replace(board, root=root, notes=pruned(board.notes, root)), at[:-1])


def with_values(board: AnalysisBoard, values: MoveValues) -> AnalysisBoard:
    kept = tuple(v for v in board.values if v.moves != values.moves)
    return replace(board, values=(*kept, values)[-KEPT_VALUES:], job=None)


def shown_path(board: AnalysisBoard, review: int | None) -> Path:
    """The moves of the position on screen: the variation's, or the game's ``review`` ply
    (the whole game when ``None``)."""
    if board.at is not None:
        return board.at
    return board.game if review is None else board.game[:review]
