"""The page's controller, by concern; ``uttt.app.controller.step`` puts it together (``step``).

- ``events``: what the page reports (pointer, keys, buttons, storage, time, searches)
- ``state``: the page's state (``App``), the effects of an event, and the one rule kept
  after every event: a search ticket exactly while the computer is to move
- ``turns``: playing a move, the player's or the computer's, and what is said after it
- ``pointer``: presses, holds, releases and the keyboard cursor
- ``buttons``: undo, resign, play again, review
- ``modes``: mode, level and game switches, and the settings panel
- ``timer``: the turn timer and the resign confirmation running out
- ``tabs``: another tab saved
"""
