"""The base of every event the program answers: what the page reports (a tap, a key, a
button, storage's answer) and what a job hands back (a move found, an evaluation). Each
feature defines its own events (``uttt.app.features.<name>.events``), the program's shared
ones are ``uttt.app.model.events``, a job's outcome sits with its job; ``step`` routes any
of them by its type, and a test fails on an event without exactly one handler."""

from __future__ import annotations


class Event:
    """An event: a frozen record (``uttt.frozen.frozen``) of what happened, with its time
    where time matters."""
