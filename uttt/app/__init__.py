"""The page application: match, seats, scores, rating, turn timer, saving, view, drawing,
controller and texts. It builds on the library (``uttt.board``, ``uttt.notation``,
``uttt.classic``, ``uttt.ai``); the library never imports it. Nothing here imports the
browser: ``site/main.py`` carries out the effects this package returns."""
