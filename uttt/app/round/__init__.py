"""One round: the match and its rules, its saved form, who holds each colour, the turn
clock, and the computer's turn."""
