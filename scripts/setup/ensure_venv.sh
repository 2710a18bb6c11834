#!/usr/bin/env bash
# Create the virtualenv (if missing) and install the project with its dev extras (or
# those named: `relay` for the tests' Nostr relay, in a venv of its own).
# Usage: scripts/setup/ensure_venv.sh [python] [venv-dir] [extras]
set -euo pipefail
python=${1:-python3}
venv=${2:-.venv}
extras=${3:-dev}

as_root() { if [ "$(id -u)" -eq 0 ]; then "$@"; else sudo "$@"; fi; }

if [ ! -x "$venv/bin/python" ]; then
    if ! "$python" -m venv "$venv"; then
        # Debian/Ubuntu ship venv/ensurepip separately.
        rm -rf "$venv"
        echo "ensure_venv: '$python -m venv' failed; installing python3-venv" >&2
        as_root apt-get update
        as_root env DEBIAN_FRONTEND=noninteractive apt-get install -y python3-venv
        "$python" -m venv "$venv"
    fi
fi
"$venv/bin/python" -m pip install --quiet --upgrade pip
"$venv/bin/python" -m pip install --quiet -e ".[$extras]"
