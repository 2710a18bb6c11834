"""The opening statistics of the position on screen: the next moves seen from it in the
player's finished games and in the shipped self-play games."""
