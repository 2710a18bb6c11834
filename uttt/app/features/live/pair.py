"""Two devices side by side paired by QR code, with no relay and no STUN server: one
makes the game live this way ("Same room (QR)") and shows its offer's code, the other
scans it ("Scan a code") and shows its answer's, which the first scans; the channel then
opens and the game goes on exactly as in a room (``features.live.room`` joins a paired
room, ``LiveRoom.paired``, instead of the relays).

The offer's code travels in the live invite itself (``…#t1.…&live=room.secret.b&pair=
<code>``), so the device that scans it receives the game as a link; the answer's is
``…#pair=<code>``. Every code read is checked (``uttt.app.live.pair.read``) before the
page is given the description it stands for.

A code's link opened by the phone's own camera app lands in a new tab (``open_pair_link``):
an offer's is answered there, as if scanned; an answer's is handed over to the tab that
waits for it, this site's tabs on the device sharing one ``BroadcastChannel``
(``Handoff``): that tab takes it as a code scanned, the new one says it was taken (or
that no tab waits for it)."""

from __future__ import annotations

from typing import Any
from urllib.parse import urlsplit

from uttt.app.core.keys import NAMESPACE, site_prefix
from uttt.app.features.links.events import OpenLink
from uttt.app.features.live.events import Camera, Handed, PairMade, Scanned
from uttt.app.features.live.opening import open_live_link
from uttt.app.features.live.state import PairState
from uttt.app.friends import book as friends
from uttt.app.friends.link import encode
from uttt.app.friends.words import share_url
from uttt.app.live import pair as codes
from uttt.app.live.room import read_token, with_room
from uttt.app.model.app import NOTHING, REDRAW, App, Effects, with_live
from uttt.app.model.effects import Announce, ClearHash, Handoff, LeaveRoom, Pair, Scan
from uttt.app.texts.i18n import Message, message
from uttt.app.texts.notice_line import with_notice
from uttt.frozen import replace

MARK = "pair="
"""What precedes a code in a link: ``&pair=`` after a live invite, ``#pair=`` alone."""


def pair_step(app: App) -> Effects:
    """The page's first step in a paired room: make the offer (and listen for its answer
    from this site's other tabs), or answer the other's."""
    pair = app.live.pair
    if pair.offers:
        return Effects(Pair("offer"), Handoff("listen", channel_of(app.page.url)))
    return Effects(Pair("answer", codes.sdp_of(codes.read(pair.theirs))))


def channel_of(url: str) -> str:
    """The channel the tabs of the site at page address ``url`` hand codes over on: one
    per site path, named as its storage keys are (``uttt.app.core.keys``).

    >>> channel_of("https://x.org/games/uttt/?relays=ws://h")
    '/games/uttt/uttt:v1:pair'
    """
    return f"{site_prefix(urlsplit(url).path)}{NAMESPACE}pair"


def waits(app: App) -> bool:
    """Whether this tab made an offer and waits for its answer."""
    pair = app.live.pair
    return bool(pair.series) and pair.offers and app.live.joined is not None


def with_pair(app: App, **changes: Any) -> App:
    """The state with these fields of the pairing changed (``PairState``)."""
    return with_live(app, pair=replace(app.live.pair, **changes))


def told(app: App, said: Message) -> tuple[App, Effects]:
    """A notice, shown and said."""
    app = replace(app, notices=with_notice(app.notices, said))
    return app, Effects(Announce((said,))) | REDRAW


def made(app: App, event: PairMade) -> tuple[App, Effects]:
    """The page's description made: reduced to my code, shown as a QR code."""
    pair = app.live.pair
    if not pair.series or event.kind != ("offer" if pair.offers else "answer"):
        return app, NOTHING
    try:
        code = codes.reduce(event.sdp, "offer" if pair.offers else "answer")
    except codes.PairError as error:
        return told(with_live(app, status="unreachable"), message(str(error)))
    return with_pair(app, mine=codes.dump(code)), REDRAW


def my_link(app: App) -> str:
    """What my QR code says: the live invite with my offer, or my answer (``""``: no
    code yet)."""
    pair, game = app.live.pair, app.link_game()
    if not pair.mine:
        return ""
    if not pair.offers:
        return share_url(app.page.url, MARK + pair.mine)
    room = None if game is None else read_token(app.links.book.rooms.get(game.series))
    if game is None or room is None:
        return ""
    invite = with_room(encode(friends.to_link(game)), room, friends.other_seat(game.me))
    return share_url(app.page.url, f"{invite}&{MARK}{pair.mine}")


def scanned(app: App, event: Scanned) -> tuple[App, Effects]:
    """A code read or pasted: the answer this device waits for, else an offer to answer;
    one another tab handed over is taken only by the tab waiting for it (the others
    ignore it)."""
    if not event.handed:
        return _take(app, event.text, "paste", hand=False)
    if not waits(app) or app.live.pair.theirs:
        return app, NOTHING
    app, effects = _take(app, event.text, "paste", hand=False)
    code = app.live.pair.theirs
    if not code:
        return app, effects
    return app, effects | Effects(Handoff("took", channel_of(app.page.url), code))


def has_pair(event: OpenLink) -> bool:
    """Whether a link opened from the address or pasted carries a pairing code."""
    return event.source in ("hash", "paste") and any(
        f"{before}{MARK}" in event.text for before in "#&")


def open_pair_link(app: App, event: OpenLink) -> tuple[App, Effects]:
    """A code's link opened (the phone's camera app opens it in a new tab): an offer's is
    answered here as if scanned; an answer's is taken if this tab waits for it, else
    handed over to the tab that does."""
    app, effects = _take(app, event.text, event.source, hand=True)
    return app, effects | (Effects(ClearHash()) if event.source == "hash" else NOTHING)


def _take(app: App, text: str, source: str, *, hand: bool) -> tuple[App, Effects]:
    """A code taken in: the answer this tab waits for, an answer handed over (``hand``:
    it came by link), or an offer to answer (the game received by ``source``)."""
    head, mark, tail = text.strip().rpartition(MARK)
    try:
        code = codes.read(tail)
    except codes.PairError as error:
        return told(app, message(str(error)))
    closed = Effects(Scan(False))
    if waits(app):
        if code.kind != "answer":
            return told(app, message("pair.want_answer"))
        app = with_pair(app, theirs=tail, scanning=False)
        return app, closed | Effects(Pair("accept", codes.sdp_of(code))) | REDRAW
    if code.kind == "answer" and hand:
        app = with_pair(app, handing=tail)
        return app, Effects(Handoff("hand", channel_of(app.page.url), tail))
    if code.kind != "offer" or not mark or not head.endswith(("#", "&")):
        return told(app, message("pair.want_offer"))
    fragment = head[:-1].rpartition("#")[2]
    app, effects = open_live_link(app, OpenLink(fragment, source=source))
    game = app.link_game()
    if game is None or game.series not in app.links.book.rooms or not app.settings.live_play:
        return app, effects | closed
    pair = PairState(game.series, offers=False, theirs=tail)
    return afresh(with_live(app, asking=False), pair, effects | closed)


def handed(app: App, event: Handed) -> tuple[App, Effects]:
    """The code this tab handed over was taken (this tab may be closed), or no tab took
    it: said either way."""
    if not app.live.pair.handing:
        return app, NOTHING
    if not event.taken:
        return told(app, message("pair.not_handed"))
    return told(with_pair(app, handing=""), message("pair.handed"))


def camera(app: App, event: Camera) -> tuple[App, Effects]:
    """The camera came on, or there is none: the field to paste the code stays."""
    if not app.live.pair.scanning:
        return app, NOTHING
    return with_pair(app, camera=event.status), REDRAW


def afresh(app: App, pair: PairState, effects: Effects) -> tuple[App, Effects]:
    """``pair`` begun: the room joined before (if any) is left, so that the room pass
    (``features.live.room.follow_room``) joins the paired one afresh."""
    if app.live.joined is not None:
        effects = effects | Effects(LeaveRoom())
    return with_live(app, joined=None, pair=pair), effects | REDRAW
