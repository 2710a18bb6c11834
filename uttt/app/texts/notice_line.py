"""The notice line: how long a notice lives (as long as it is true), and what the line
shows. Pure functions of the notices; the pass that drops them when the game shown
changes is ``uttt.app.features.saving.notices``.

Two kinds of notice share the notice line. Standing ones (keys ``notice.*``: storage off,
full, damaged, written by a newer version) stay true for the whole visit, except a full
storage: that one goes once a save succeeds again (``features.saving.handlers.saved``), and
an import under way: it goes when the file is read (``features.archive.handlers.file_read``).
The others say what just happened ("Game from a link", "Back to the game on this device",
"Link copied"): they are true of the game shown when they were said, so the first step that
changes that game (a move, another game shown, a switch to classic) drops them. A notice
said in that same step stays: it is about the new situation.

>>> from uttt.app.texts.i18n import message
>>> said, full = message("link.opened"), message("notice.storage_full")
>>> fresh_notices((full, said), (full, said), changed=True)
(Message(key='notice.storage_full', params=()),)
>>> fresh_notices((said,), (said,), changed=False)
(Message(key='link.opened', params=()),)
>>> home = message("announce.home")
>>> fresh_notices((said,), (said, home), changed=True)
(Message(key='announce.home', params=()),)
"""

from __future__ import annotations

from uttt.app.texts.i18n import Message


def standing(notice: Message) -> bool:
    """A notice about the page itself (storage), true until the page is reloaded."""
    return notice.key.startswith("notice.")


def replaced(notices: tuple[Message, ...], said: Message) -> tuple[Message, ...]:
    """``notices`` with ``said`` in place of any of its kind (one standing notice of a
    kind, the latest count)."""
    return (*(n for n in notices if n.key != said.key), said)


def with_notice(notices: tuple[Message, ...], said: Message) -> tuple[Message, ...]:
    """``notices`` and then ``said``: every standing notice stays, of the others the last
    three (the line shows only the latest of them).

    >>> from uttt.app.texts.i18n import message
    >>> full, said = message("notice.storage_full"), message("link.opened")
    >>> [n.key for n in with_notice((full, said, said, said, said), message("link.same"))]
    ['notice.storage_full', 'link.opened', 'link.opened', 'link.opened', 'link.same']
    """
    passing = [i for i, n in enumerate(notices) if not standing(n)][-3:]
    return (*(n for i, n in enumerate(notices) if standing(n) or i in passing), said)


def shown_notices(notices: tuple[Message, ...]) -> tuple[Message, ...]:
    """What the notice line shows: every standing notice (once), then the latest passing
    one (the others were said before it, about the same game).

    >>> from uttt.app.texts.i18n import message
    >>> full, bad, said, same = (message(k) for k in (
    ...     "notice.storage_full", "notice.friends_bad", "link.opened", "link.same"))
    >>> [n.key for n in shown_notices((bad, said, full, same, full))]
    ['notice.friends_bad', 'notice.storage_full', 'link.same']
    >>> [n.key for n in shown_notices((bad,))]
    ['notice.friends_bad']
    """
    kept = tuple(dict.fromkeys(n for n in notices if standing(n)))
    passing = [n for n in notices if not standing(n)]
    return (*kept, passing[-1]) if passing else kept


def fresh_notices(before: tuple[Message, ...], after: tuple[Message, ...], *,
                  changed: bool) -> tuple[Message, ...]:
    """The notices to keep after a step: all when the game shown did not change, else the
    standing ones and those said in this very step. A notice said in this step is a new
    entry, told from the ones before by identity, not by text: a link opened after
    another that said the same ("Game from a link") says it again.

    >>> from uttt.app.texts.i18n import message
    >>> said = message("link.opened")
    >>> fresh_notices((said,), (said, message("link.opened")), changed=True)
    (Message(key='link.opened', params=()),)
    """
    if not changed:
        return after
    return tuple(n for n in after if standing(n) or all(n is not b for b in before))
