"""The page's controller, by concern; ``uttt.app.controller.step`` puts it together (``step``).

- ``events``: what the page reports (pointer, keys, buttons, storage, time, searches)
- ``effects``: what the page must do after an event, as typed commands in the order
  ``uttt.app.controller.runner`` carries them out
- ``state``: the page's state (``App``) and the one rule kept after every event: a
  search ticket exactly while the computer is to move
- ``turns``: playing a move, the player's or the computer's, and what is said after it
- ``pointer``: presses, holds, releases and the keyboard cursor
- ``buttons``: undo, resign, play again, review
- ``modes``: mode, level and game switches, and the settings panel
- ``timer``: the turn timer and the resign confirmation running out
- ``saving``: the save merged with what storage holds, and another tab's save
- ``tabs``: another tab saved
"""
