"""Several tabs on one save: which round every tab keeps, and what follows from it. Pure.

Tabs of the game in one browser share one save, and two of them can change it within a
few milliseconds of each other: each writes its own round, and the write that lands last
would silently drop the other's move. So every save carries a revision, ``rev``
(``[rounds, edits]``: how many rounds this game has started, how many changes the round
has had: moves, take-backs, a resignation, a hint), and whenever a tab sees another tab's
save (a ``storage`` event, or the text it reads just before writing) both sides are merged
by one total order, the same in every tab (``rank``):

1. the later round (more rounds started);
2. a finished round over one that goes on (a finished round never reopens);
3. more edits;
4. then the record itself, so that two different saves never tie.

Every tab keeps the higher of its own and the other's, so all tabs end on the same round
whatever order the writes and the events came in; a tab that keeps more than storage holds
writes it back. A move of this tab that is not kept is announced (``not_kept``), never
dropped in silence. The scores and the rating then follow the kept round (``follow``): a
round that goes on counts for nobody, a finished one counts its own result, once.

Games with a friend (``uttt.app.friends.book``) merge the same way, one game at a time
(``merge_links``): the copy whose link went further (``shared``), then the later change
(``updated``, a counter every tab carries up), then the moves.

>>> start = MatchRecord("a" * 16)
>>> e5, d4 = replace(start, moves=(40,)), replace(start, moves=(36,))
>>> kept(Save(e5, (0, 1)), Save(d4, (0, 1))) == kept(Save(d4, (0, 1)), Save(e5, (0, 1)))
True
>>> kept(Save(e5, (0, 2)), Save(d4, (0, 1))).record.moves, not_kept(d4, e5)
((40,), (36,))
"""

from __future__ import annotations

import json
from collections.abc import Mapping
from typing import TypeVar

from uttt.app.core.vocabulary import other
from uttt.app.friends.book import FriendBook, GameKey, LinkGame, signed
from uttt.app.rating.elo import RatingBook, rate
from uttt.app.round.match import Match
from uttt.app.round.record import MatchRecord, result_of
from uttt.app.round.rules import replay
from uttt.app.scores.book import ScoreBook, table_for
from uttt.app.scores.ledger import MAX_CLOCK, Entry, is_int
from uttt.app.texts.i18n import Message, message
from uttt.app.variants import GameBoard, variant_of
from uttt.frozen import frozen, replace

B = TypeVar("B", ScoreBook, RatingBook)

Rev = tuple[int, int]
"""A save's revision: rounds started, edits of the current round."""

def first_rev(match: MatchRecord | None) -> Rev:
    """The revision of a save written before revisions were: its round's changes.

    >>> first_rev(MatchRecord("a" * 16, moves=(40, 36), resigned_by="red")), first_rev(None)
    ((0, 3), (0, 0))
    """
    if match is None:
        return (0, 0)
    return (0, len(match.moves) + (match.resigned_by is not None))


def read_rev(raw: object, match: MatchRecord | None) -> Rev:
    """A saved revision, checked (``first_rev`` when absent or wrong).

    >>> read_rev([3, 7], None), read_rev([3, -1], None), read_rev(None, None)
    ((3, 7), (0, 0), (0, 0))
    """
    if isinstance(raw, list) and len(raw) == 2 and all(is_int(n, 0, MAX_CLOCK) for n in raw):
        return (raw[0], raw[1])
    return first_rev(match)


def revised(rev: Rev, before: MatchRecord, after: MatchRecord) -> Rev:
    """The revision after this tab changed its round from ``before`` to ``after``.

    >>> a = MatchRecord("a" * 16)
    >>> revised((2, 5), a, replace(a, moves=(40,))), revised((2, 5), a, MatchRecord("b" * 16))
    ((2, 6), (3, 0))
    >>> revised((2, 5), a, a)
    (2, 5)
    """
    if after.round_id != before.round_id:
        return (rev[0] + 1, 0)
    return rev if after == before else (rev[0], rev[1] + 1)


Left = tuple[MatchRecord, ...]
"""The rounds a save's round replaced, the latest first: the one it replaced as the tab that
started it saw it, the one that one replaced, and so on (``LEFT`` at most)."""

LEFT = 4
"""How many replaced rounds a save names (a chain of new rounds started while another tab
did not hear of them is never longer in practice)."""


def left_after(left: Left, before: MatchRecord, after: MatchRecord) -> Left:
    """What the save says its round replaced (``left``), once this tab changed ``before``
    into ``after``: ``before`` as this tab saw it first when ``after`` is a new round. A
    tab still on one of those rounds tells from it which of its moves the new round lacks.

    >>> a = MatchRecord("a" * 16, moves=(40,))
    >>> left_after((), a, MatchRecord("b" * 16)) == (a,), left_after((), a, a)
    (True, ())
    """
    return (before, *left)[:LEFT] if after.round_id != before.round_id else left


Replaced = tuple[tuple[str, MatchRecord], ...]
"""The rounds a tab knows were replaced: (a new round's id, the round it replaced as its
tab saw it), the latest last (``remember``)."""

REMEMBERED = 16
"""How many replaced rounds a tab remembers."""


def remember(known: Replaced, round_id: str, left: Left) -> Replaced:
    """``known`` and what the rounds in a save replaced: round ``round_id`` replaced
    ``left[0]``, which replaced ``left[1]``...

    >>> a, b = MatchRecord("a" * 16), MatchRecord("b" * 16)
    >>> remember((), "c" * 16, (b, a)) == (("c" * 16, b), ("b" * 16, a)), remember((), "c", ())
    (True, ())
    """
    for new, old in zip((round_id, *(r.round_id for r in left)), left, strict=False):
        if (new, old) not in known:
            known = (*(k for k in known if k[0] != new), (new, old))[-REMEMBERED:]
    return known


def _chain(record: MatchRecord, known: Replaced) -> list[MatchRecord]:
    """``record``, the round it replaced, the one that one replaced... as far as known."""
    replaced, chain = dict(known), [record]
    while chain[-1].round_id in replaced:
        before = replaced[chain[-1].round_id]
        if any(r.round_id == before.round_id for r in chain):
            break
        chain.append(before)
    return chain


def left_out(mine: MatchRecord, theirs: MatchRecord, known: Replaced) -> tuple[int, ...]:
    """This tab's moves lost to another round (``theirs``, started in another tab, kept
    instead of ``mine``), the ones a person made here. Both rounds are followed back
    (``known``) to the round they both come from: of that one, the moves of ours the other
    tab had not seen when it left it; of every round after it on our side, all of them.
    Where no common round is known (rounds between never heard of), ours in ``mine``.

    >>> a, b = MatchRecord("a" * 16, moves=(40, 36)), MatchRecord("b" * 16)
    >>> left_out(a, b, (("b" * 16, replace(a, moves=(40,))),))
    (36,)
    >>> c = MatchRecord("c" * 16, moves=(4, 8))
    >>> left_out(a, b, (("a" * 16, c), ("b" * 16, replace(c, moves=(4,)))))
    (8, 40, 36)
    """
    theirs_by_id = {r.round_id: r for r in _chain(theirs, known)}
    lost: tuple[int, ...] = ()
    for round_ in _chain(mine, known):
        other = theirs_by_id.get(round_.round_id)
        if other is not None:
            return (*not_kept(round_, other), *lost)
        lost = (*not_kept(round_, replace(round_, moves=(), resigned_by=None)), *lost)
    return not_kept(mine, replace(mine, moves=(), resigned_by=None))


@frozen
class Save:
    """One side of a merge: a round, its revision, and whether it is over (``None``:
    find out by replaying it; a caller that holds the position says)."""

    record: MatchRecord
    rev: Rev
    finished: bool | None = None


def is_finished(match: MatchRecord) -> bool:
    """Whether the round is over (a line, a full board, an early draw, a resignation)."""
    board = replay(match.game, match.moves, match.start)
    return result_of(board, match.opener, match.resigned_by) is not None


def rank(save: Save) -> tuple[object, ...]:
    """Where a save sits in the order every tab merges by (the higher is kept)."""
    rounds, edits = save.rev
    finished = is_finished(save.record) if save.finished is None else save.finished
    return (rounds, finished, edits, repr(save.record))


def kept(mine: Save, theirs: Save) -> Save:
    """The save every tab keeps of these two (the same whichever is whose)."""
    return mine if rank(mine) >= rank(theirs) else theirs


def is_behind(text: str | None, mine: Save) -> bool:
    """Whether a stored save is certainly not above this tab's, read without replaying
    its round (a tab merges with storage before every write, its own last write most of
    the time): fewer rounds, or the same round with its moves a prefix of ours and fewer
    edits, or the very same. ``False`` means: read it in full and compare.

    >>> mine = Save(MatchRecord("a" * 16, moves=(40, 36)), (0, 2))
    >>> is_behind('{"rev": [0, 1], "match": {"round_id": "' + "a" * 16 + '", "moves": [40]}}',
    ...           mine)
    True
    >>> is_behind('{"rev": [0, 1], "match": {"round_id": "' + "a" * 16 + '", "moves": [4]}}',
    ...           mine), is_behind(None, mine), is_behind("[", mine)
    (False, False, False)
    """
    try:
        doc = json.loads(text) if text is not None and len(text) < 1 << 18 else None
    except (ValueError, RecursionError):
        return False
    raw = doc.get("match") if isinstance(doc, dict) else None
    if not isinstance(doc, dict) or not isinstance(raw, dict) or "rev" not in doc:
        return False
    rev, record = read_rev(doc["rev"], None), mine.record
    if rev[0] != mine.rev[0] or doc["rev"] != list(rev):
        return rev[0] < mine.rev[0] and doc["rev"] == list(rev)
    moves = raw.get("moves")
    if raw.get("round_id") != record.round_id or not isinstance(moves, list):
        return False
    if tuple(moves) != record.moves[:len(moves)]:
        return False
    if rev[1] < mine.rev[1]:
        return raw.get("resigned_by") is None and len(moves) <= len(record.moves)
    same = (tuple(moves), raw.get("resigned_by"), raw.get("hinted", False), raw.get("taken"),
            raw.get("mode"), raw.get("level"), raw.get("game"), raw.get("round"),
            raw.get("opener")) == (record.moves, record.resigned_by, record.hinted,
                                   record.taken, record.mode, record.level, record.game,
                                   record.round_number, record.opener)
    return rev[1] == mine.rev[1] and same and record.mode != "cvc"


def not_kept(mine: MatchRecord, kept_round: MatchRecord) -> tuple[int, ...]:
    """This tab's moves of the same round that the kept round does not have: the ones a
    person made here (the computer's replies go with the move they answered).

    >>> a = MatchRecord("a" * 16, moves=(40, 36, 4))
    >>> not_kept(a, replace(a, moves=(40, 37))), not_kept(a, replace(a, moves=(40, 36, 4, 8)))
    ((36, 4), ())
    >>> not_kept(replace(a, mode="computer"), replace(a, moves=(40, 37)))
    (4,)
    """
    if mine.round_id != kept_round.round_id:
        return ()
    common = 0
    for a, b in zip(mine.moves, kept_round.moves, strict=False):
        if a != b:
            break
        common += 1
    seats = mine.seating
    return tuple(move for ply, move in enumerate(mine.moves) if ply >= common and seats.of(
        mine.opener if ply % 2 == 0 else other(mine.opener)).plays_here)


def resign_not_kept(mine: MatchRecord, kept_round: MatchRecord) -> bool:
    """Whether this tab's resignation of the round is not in the kept round."""
    return (mine.resigned_by is not None and mine.round_id == kept_round.round_id
            and kept_round.resigned_by != mine.resigned_by)


def notice(game: MatchRecord, moves: tuple[int, ...], resigned: bool) -> Message | None:
    """What to tell the player about their moves (or resignation) not kept, if anything.

    >>> notice(MatchRecord("a" * 16), (40, 36), False)
    Message(key='tabs.not_kept', params=(('moves', 'e5, d4'),))
    """
    if moves:
        names = ", ".join(variant_of(game.game).move_name(m) for m in moves)
        return message("tabs.not_kept", moves=names)
    return message("tabs.resign_not_kept") if resigned else None


def new_round_notice(game: MatchRecord, moves: tuple[int, ...],
                     finished: bool) -> Message | None:
    """What to tell the player about their moves a new round of another tab replaced
    (``left_out``); ``finished``: this tab's round was over, and its result still counts.

    >>> new_round_notice(MatchRecord("a" * 16), (36,), False)
    Message(key='tabs.new_round', params=(('moves', 'd4'),))
    """
    if not moves:
        return None
    names = ", ".join(variant_of(game.game).move_name(m) for m in moves)
    return message("tabs.new_round_counted" if finished else "tabs.new_round", moves=names)


# -- the books follow the kept round -------------------------------------------------


def follow(scores: ScoreBook, rating: RatingBook, match: MatchRecord,
           board: GameBoard | None = None) -> tuple[ScoreBook, RatingBook]:
    """The score book and rating once ``match`` is the round every tab keeps: its round
    counted with its own result if it is over, not counted at all while it goes on (a
    tab whose move won may have counted it before another tab's move was kept instead).

    >>> a = MatchRecord("a" * 16)
    >>> won = ScoreBook().record("a" * 16, "ultimate/two_players", "red")
    >>> follow(won, RatingBook(), replace(a, moves=(40,)))[0].recent
    ()
    >>> follow(ScoreBook(), RatingBook(), replace(a, resigned_by="red"))[0].tally(
    ...     "ultimate/two_players")
    Tally(red=0, blue=1, draws=0)
    """
    if board is None:  # ``board``: the round's position, when the caller holds it
        board = replay(match.game, match.moves, match.start)
    result = result_of(board, match.opener, match.resigned_by)
    rid = match.round_id
    if result is None or not match.scored:
        return _without(scores, rid, None), _without(rating, rid, None)
    table = table_for(match.game, match.mode, match.level)
    scores = _without(scores, rid, (table, result.winner))
    if not scores.has(rid) and not _folded(scores, rid):
        scores = scores.record(rid, table, result.winner)
    if match.mode != "computer":  # only rounds against the computer are rated
        return scores, rating
    live = Match(match, board=board)
    before = Match(replace(match, moves=(), resigned_by=None))
    wanted = rate(RatingBook(), before, live).recent
    rating = _without(rating, rid, _payload(wanted[0]) if wanted else None)
    if wanted and not rating.has(rid) and not _folded(rating, rid):
        rating = rate(rating, before, live)
    return scores, rating


def _payload(entry: Entry) -> tuple[object, ...]:
    """What an entry says, without its id and clock."""
    return tuple(entry.row()[2:])


def _without(book: B, round_id: str, payload: tuple[object, ...] | None) -> B:
    """The book without its entry for ``round_id`` unless that entry says ``payload``."""
    recent = tuple(e for e in book.recent
                   if e.round_id != round_id or _payload(e) == payload)
    if recent == book.recent:
        return book
    return replace(book, recent=recent, pending=book.pending - {round_id})


def _folded(book: ScoreBook | RatingBook, round_id: str) -> bool:
    """Whether the round may be counted in the folded base already (never the case for a
    round this recent in practice; never count it twice if it were)."""
    return book.horizon is not None and book.horizon[1] == round_id


# -- games with a friend ----------------------------------------------------------------


def link_rank(game: LinkGame) -> tuple[object, ...]:
    """Where one tab's copy of a friend's game sits in the order every tab merges by: the
    copy whose link went further, then the later change, then the moves themselves."""
    return (game.shared, game.updated, len(game.moves), game.moves, game.resigned or "",
            game.names)


def merge_links(mine: FriendBook, stored: FriendBook) -> FriendBook:
    """Two tabs' books as one, the same whichever is whose: each game's higher copy
    (``link_rank``); my name from the later-changed book (by name when both changed it
    at the same count); every series' live room (of two, the greater token)."""
    games: dict[GameKey, LinkGame] = dict(stored.games)
    for key, game in mine.games.items():
        theirs = games.get(key)
        if theirs is None or link_rank(game) > link_rank(theirs):
            games[key] = game
    counter = max(mine.counter, stored.counter)
    name = max((mine.counter, mine.my_name), (stored.counter, stored.my_name))[1]
    rooms = {series: max(mine.rooms.get(series, ""), stored.rooms.get(series, ""))
             for series in {*mine.rooms, *stored.rooms}}
    return FriendBook(signed(games, name), counter, name, rooms=rooms)


def links_not_kept(mine: Mapping[GameKey, LinkGame], merged: FriendBook,
                   key: GameKey | None) -> Message | None:
    """What to tell the player when the friend's game shown (``key``) lost this tab's
    moves in a merge (another tab's copy was kept)."""
    game = None if key is None else mine.get(key)
    other = None if key is None else merged.games.get(key)
    if game is None or other is None:
        return None
    common = 0
    for a, b in zip(game.moves, other.moves, strict=False):
        if a != b:
            break
        common += 1
    lost = tuple(m for ply, m in enumerate(game.moves)
                 if ply >= common and (ply % 2 == 0) == (game.my_symbol == "X"))
    resigned = game.resigned is not None and other.resigned != game.resigned
    if not lost and not resigned:
        return None
    return notice(MatchRecord("0" * 16, game.variant), lost, resigned)
