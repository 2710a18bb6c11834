"""How long a notice lives, as a pass after every step: the passing notices go once the
game shown changes (``drop_stale``); the line's rules, standing and passing notices and
what the line shows, are ``uttt.app.texts.notice_line``'s."""

from __future__ import annotations

from uttt.app.model.app import App
from uttt.app.texts.notice_line import fresh_notices
from uttt.frozen import replace


def situation(app: App) -> object:
    """What a passing notice is about: the game shown and its position."""
    game = app.link_game()
    if game is not None:
        return ("link", game.key, game.moves)
    if app.links.watching is not None:
        return ("watch", app.links.watching)
    record = app.round.record
    return ("here", record.round_id, record.game, record.mode, record.moves,
            record.resigned_by)


def drop_stale(before: App, after: App) -> App:
    """``after`` without the passing notices that ``before``'s game made true."""
    if not after.notices:
        return after
    kept = fresh_notices(before.notices, after.notices,
                         changed=situation(before) != situation(after))
    return after if kept == after.notices else replace(after, notices=kept)
