"""What the analysis board on screen shares: its study (the saved board whole, or the one a
link opened) and the study link that carries it. Pure; read by the share button's handler
and by the view. The codec loads when a link is first made, not before the first frame."""

from __future__ import annotations

from typing import TYPE_CHECKING

from uttt.app.model.app import App

if TYPE_CHECKING:
    from uttt.app.study.study_link import SharedStudy


def shared_study(app: App) -> SharedStudy | None:
    """What the analysis board on screen would share: the study opened from a link as it
    came, else the player's saved board of the game (with all it holds), else its tree
    as the board has it; ``None`` without a board."""
    board = app.study.board
    if board is None:
        return None
    if board.shared and app.study.shared is not None:
        return app.study.shared
    from uttt.app.study.store import SavedBoard  # lazy: not before the first frame
    from uttt.app.study.study_link import SharedStudy
    document = app.study.document
    saved = None if document is None else document.saved_board(board.game, board.start)
    if saved is None or saved.root != board.root:
        saved = SavedBoard(board.game, board.root, board.start)
    match = app.match()
    resigned = match.symbol_of(match.resigned_by) if match.resigned_by else None
    return SharedStudy(saved, resigned)


def study_url(app: App) -> str | None:
    """The study link of the board on screen (``None`` without one)."""
    from uttt.app.study.study_link import encode

    study = shared_study(app)
    if study is None:
        return None
    return f"{app.page.url.split('#', 1)[0]}#{encode(study)}"
