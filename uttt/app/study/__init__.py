"""Studying a game: evaluations and the game report, hints, and the puzzles with their
saved progress."""
