#!/usr/bin/env bash
# Make sure Debian's chromium is at /usr/bin/chromium (the e2e tests drive it through
# the playwright package; `playwright install` is never used).
set -euo pipefail
chromium=${UTTT_CHROMIUM:-/usr/bin/chromium}
if [ -x "$chromium" ]; then
    exit 0
fi
as_root() { if [ "$(id -u)" -eq 0 ]; then "$@"; else sudo "$@"; fi; }
echo "ensure_chromium: $chromium missing; installing Debian's chromium" >&2
as_root apt-get update
as_root env DEBIAN_FRONTEND=noninteractive apt-get install -y chromium
test -x "$chromium"
