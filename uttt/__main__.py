"""Entry point for ``python -m uttt``."""

import sys

from uttt.tools.cli import main

if __name__ == "__main__":
    sys.exit(main())
