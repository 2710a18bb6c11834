"""The page's one entry for input: site/inputs.js listens to the page and sends each DOM
event as a JSON message; ``uttt.app.controller.inputs`` turns it into one of the program's
events, dispatched here (the browser's later answers to the page's asks too: a share, a
picked file, the puzzles fetched). Reads nothing of the page itself; decides nothing and writes
nothing."""

from __future__ import annotations

import json
import random
from collections.abc import Callable

from channel import listen

from uttt.app.controller.inputs import LISTENED_KEYS, read
from uttt.app.core.keys import Keys
from uttt.app.round.rules import new_round_id

ENTROPY = random.SystemRandom()
Dispatch = Callable[..., None]


def install(dispatch: Dispatch, keys: Keys) -> None:
    """Listen, handing every event to ``dispatch`` (with the input's time stamp where the
    time to the next paint is measured); ``keys``: which storage changes to report."""
    def receive(text: str) -> None:
        taken = read(text, keys, lambda: new_round_id(ENTROPY))
        if taken is not None:
            dispatch(taken.event, taken.stamp)

    listen(receive, json.dumps({"keys": LISTENED_KEYS}))
