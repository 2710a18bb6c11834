"""The board's scene of a link game or a game under review: the seats' controls and
their texts said to me ("you", the friend's name) instead of by colour."""

from __future__ import annotations

from uttt.app.friends.book import LinkGame
from uttt.app.friends.words import personal
from uttt.app.scene.build import View
from uttt.app.texts.i18n import Ref, message
from uttt.frozen import replace


def seat_buttons(view: View, game: LinkGame | None, watching: bool) -> View:
    """The controls of a link game (undo until the link is sent, resign at any moment
    of the round, my friend's turn too, rematch after the end) or of a game under review
    (only the steps)."""
    b = view.buttons
    if watching:
        ply, total = view.review if view.review is not None else (0, 0)
        b = replace(b, undo=False, resign=False, play_again=False, review=total > 0,
                    first=ply > 0, prev=ply > 0, next=ply < total, last=ply < total)
        view = replace(view, result=view.result[:1])  # nobody opens a next round
    elif game is not None:
        b = replace(b, undo=game.can_undo and view.review is None)
        if len(view.result) > 1:  # the rematch swaps the opener: the other friend opens
            after = "blue" if game.x_holder == game.me else "red"
            nxt = message("result.next", colour=Ref(f"colour.{after}"))
            view = replace(view, result=(view.result[0], nxt, *view.result[2:]))
        view = replace(view, status=personal(view.status, game),
                       result=tuple(personal(said, game) for said in view.result))
    return view if b == view.buttons else replace(view, buttons=b)
