"""features.puzzles"""
