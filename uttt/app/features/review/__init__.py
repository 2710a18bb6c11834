"""The review of a finished game: stepping through its moves."""
