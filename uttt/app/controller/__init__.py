"""The page application as one program: one state, one ``step``, typed effects carried out
by one runner.

- ``step``: ``step(app, event) -> (app, effects)``, routing each event to its handler and
  keeping what holds after every event
- ``routes``: routing as data: the handlers modules' tables (``EVENTS``, ``BUTTONS``) merged
- ``guards``: what is done to an event before its table, a named sequence of guards
- ``passes``: what holds after every event, an ordered table of passes, each run only when
  what it reads changed
- ``inputs``: the page's messages read into events
- ``state``: the page's state (``App``, with the study panels' sub-state) and the one rule
  kept after every event: a search ticket exactly while the computer is to move
- ``events``: what the page reports (pointer, keys, buttons, storage, time, searches)
- ``effects``: what the page must do after an event, as typed commands in the order the
  runner carries them out
- ``jobs``: every search as a job, run in lanes by one scheduler in slices of one length
- ``runner``: the loop between ``step`` and the edge: one table from command to executor
- ``handlers``: the handlers, one module per concern
"""
