"""Keep thinking: the position on screen searched until the player stops it."""
