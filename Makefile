# Build, serve and test the uttt static site. Needs python3, node/npm and make;
# `make test` also installs Debian's chromium (via apt-get) when it is missing.
.PHONY: all dist play test lint typecheck unit e2e test-main bench audit trace icons clean \
	catalogs catalogs-update relay

PYTHON ?= python3
VENV := .venv
VPY := $(VENV)/bin/python
PORT ?= 8000
PREFIX ?= /
# A browser test that fails is run again (twice at most) and the retry is reported: a real
# page on a shared 2-core machine has timing noise that unit tests don't.
E2E_RERUNS := --reruns 2 --reruns-delay 1 -rR
# `make test` runs the tests in this many processes (pytest-xdist): a browser test spends
# much of its time waiting on its page, so two keep a 2-core machine busy. Tests that share
# a costly fixture are kept in one process by their `xdist_group` (--dist loadgroup).
TEST_PROCESSES ?= 2
PARALLEL := -n $(TEST_PROCESSES) --dist loadgroup
NODE_STAMP := node_modules/.uttt-npm-ci
VENV_STAMP := $(VENV)/.uttt-installed
# The Nostr relay the live-play browser tests start (pyproject's `relay` extra), apart
# from .venv: its dependencies would change how scripts/serve.py compresses.
RELAY_VENV := .venv-relay
RELAY_STAMP := $(RELAY_VENV)/.uttt-installed

all: dist

# npm ci again whenever the lock file (or package.json) is newer than the last install.
# A node_modules that is a symlink to a shared install (worktrees) is replaced by an
# install of our own: `npm ci` through the link would empty the shared one under others.
$(NODE_STAMP): package.json package-lock.json
	if [ -L node_modules ]; then rm node_modules; fi
	npm ci --ignore-scripts --no-audit --no-fund
	touch $@

$(VENV_STAMP): pyproject.toml
	scripts/setup/ensure_venv.sh $(PYTHON) $(VENV)
	touch $@

$(RELAY_STAMP): pyproject.toml
	scripts/setup/ensure_venv.sh $(PYTHON) $(RELAY_VENV) relay
	touch $@

relay: $(RELAY_STAMP)

dist: $(NODE_STAMP)
	$(PYTHON) scripts/build_site.py

# The texts' gettext catalogs: each .po compiled to its .mo (build output; `make dist` and
# the tests compile them too), and, for translators, every .po brought in step with the
# English one (Babel, a dev dependency; docs/translating.md).
catalogs:
	$(PYTHON) scripts/build/catalogs.py compile

catalogs-update: $(VENV_STAMP)
	$(VPY) scripts/build/catalogs.py update

play: dist
	$(PYTHON) scripts/serve.py --port $(PORT) --prefix $(PREFIX)

lint: $(VENV_STAMP)
	$(VENV)/bin/ruff check uttt tests scripts site stubs
	$(VENV)/bin/lint-imports
	$(VPY) scripts/check_variants.py
	for f in site/*.js site/*.mjs; do node --check "$$f" || exit 1; done  # the page's scripts parse

typecheck: $(VENV_STAMP)
	$(VENV)/bin/mypy --strict uttt
	MYPYPATH=stubs:site $(VENV)/bin/mypy --strict site/*.py  # js and pyodide: stubs/

unit: $(VENV_STAMP)
	$(VPY) -m pytest -m "not e2e"

e2e: $(VENV_STAMP) $(RELAY_STAMP) dist
	scripts/setup/ensure_chromium.sh
	$(VPY) -m pytest -m e2e $(E2E_RERUNS)

# The browser tests with every page's Python on the main thread (`?worker=0`, as in a
# browser without module workers; see tests/e2e/conftest.py): all of them, and in `make
# test` those of the start-up and its messages, and a return visit from the saved
# interpreter (MAIN_THREAD_E2E; the whole suite on the main thread is `make test-main`).
MAIN_THREAD_E2E := tests/e2e/test_smoke.py tests/e2e/test_messages.py \
	tests/e2e/test_saved_interpreter.py::test_the_next_visit_starts_from_the_saved_interpreter_and_plays
test-main: $(VENV_STAMP) $(RELAY_STAMP) dist
	scripts/setup/ensure_chromium.sh
	UTTT_E2E_WORKER=0 $(VPY) -m pytest -m e2e $(E2E_RERUNS)

test: $(VENV_STAMP) $(RELAY_STAMP) dist
	scripts/setup/ensure_chromium.sh
	$(MAKE) lint typecheck
	$(VPY) -m pytest -m "not e2e" $(PARALLEL)
	$(VPY) -m pytest -m e2e $(E2E_RERUNS) $(PARALLEL)
	UTTT_E2E_WORKER=0 $(VPY) -m pytest -m e2e $(E2E_RERUNS) $(PARALLEL) $(MAIN_THREAD_E2E)

bench: $(VENV_STAMP) dist
	scripts/setup/ensure_chromium.sh
	$(VPY) scripts/bench/bench_bytes.py
	$(VPY) scripts/bench/bench_load.py

# Lighthouse 12 on the built site: the four category scores, the metrics, and every audit
# not passed. Not part of `make test`: it prints figures (noisy on a shared machine) and
# asserts nothing; the accessibility checks that must hold run in the e2e suite (axe-core).
audit: $(VENV_STAMP) dist
	scripts/setup/ensure_chromium.sh
	$(VPY) scripts/bench/audit.py

# Trace what the page imports and fetches again (after changing the game's imports or
# upgrading Pyodide) and rewrite scripts/build/runtime-files.json.
trace: $(VENV_STAMP) $(NODE_STAMP)
	scripts/setup/ensure_chromium.sh
	$(VPY) scripts/build/trace_runtime.py

icons:
	$(PYTHON) scripts/make/make_icons.py

clean:
	rm -rf dist
