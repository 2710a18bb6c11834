"""Rated play against the computer: the player's rating in each game."""
