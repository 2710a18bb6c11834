"""Tools for the command line and for measuring: ``python -m uttt`` (perft, benchmarks,
tournaments) and the plain-UCT baseline. They stay out of the archive the page loads."""
