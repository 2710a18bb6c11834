"""The shared vocabulary of the page application (games, modes, levels, colours) and
the reading of untrusted JSON: what every other part may use."""
