"""The score books: decided rounds counted once, mergeable between tabs."""
