"""What each event does to the state, one module per concern; each module that answers
events exports its tables (``EVENTS``: event type to handler, ``BUTTONS``: button name to
handler), which ``step`` merges (``step.ROUTES``).

- ``turns``: playing a move, the player's or the computer's, and what is said after it
- ``pointer``: presses, holds, releases and the keyboard cursor
- ``buttons``: undo, resign, play again, review
- ``modes``: mode, level and game switches, and the settings panel
- ``timer``: the turn timer and the resign confirmation running out
- ``selfplay``: the computer playing itself: pause, one move at a time
- ``saving``: the save merged with what storage holds; ``tabs``: another tab saved
- ``notices``: how long a notice lives
- ``links``: games by link: open a link, a record or a file, share, rematch
- ``study``, ``hints``, ``puzzles``: the report and live evaluation, hints, puzzles
"""
