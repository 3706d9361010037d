# Two commands do all set-up: `make run` serves the site, `make test` runs every check.
VENV := .venv
BIN := $(VENV)/bin
PYTHON ?= python3
HOST ?= 127.0.0.1
PORT ?= 5000
PIP_QUIET := --quiet --disable-pip-version-check
# Compiled modules, and pytest's rewritten test modules, are kept under __pycache__ (ignored by
# git) even where the environment turns that off: every test process and server started after
# the first imports them without compiling them again (collecting the tests: 10 s, then 4 s).
export PYTHONDONTWRITEBYTECODE :=

.PHONY: run serve test test-all test-browser install install-test htmx chromium postgresql db lint format bench clean

# The secret key comes from the environment; `make run` keeps a random one under instance/.
FLASK := SECRET_KEY="$${SECRET_KEY:-$$(cat instance/secret-key)}" $(BIN)/flask --app webapp

# The site and, beside it, the task queue's workers for the costly work (hints, grading,
# reviews): the queue is a SQLite file under instance/ unless QUEUE_URL names a broker.
run: install htmx db
	$(FLASK) work --workers 1 & worker=$$!; trap 'kill $$worker 2>/dev/null' EXIT INT TERM; \
		$(FLASK) run --host $(HOST) --port $(PORT)

# Production serving: the same app and config under gunicorn. WEB_CONCURRENCY worker processes
# (default 2), GUNICORN_THREADS threads each (default 16: a request waiting a moment for a job
# holds a thread, asleep, and the pages must not queue behind it); GUNICORN_CMD_ARGS adds any
# other flag.
# QUEUE_WORKERS processes (default 2) take the costly work, at a lower CPU priority (nice) so
# that the pages come first; with several machines, QUEUE_URL names the broker they share
# (docs/deploying.md).
serve: install htmx db
	SECRET_KEY="$${SECRET_KEY:-$$(cat instance/secret-key)}" nice -n 10 \
		$(BIN)/flask --app webapp work --workers "$${QUEUE_WORKERS:-2}" & worker=$$!; \
	trap 'kill $$worker 2>/dev/null' EXIT INT TERM; \
	SECRET_KEY="$${SECRET_KEY:-$$(cat instance/secret-key)}" $(BIN)/gunicorn \
		--bind $(HOST):$(PORT) --workers "$${WEB_CONCURRENCY:-2}" --threads "$${GUNICORN_THREADS:-16}" \
		--no-control-socket --config python:webapp.gunicorn_config 'webapp:create_app()'

# Two test processes (one a core); the PostgreSQL tests get a throwaway server of their own.
# The tests marked slow (volume, strength, the pages on PostgreSQL, the browser sweep: every
# page at both widths, whole games clicked through) run when CI is true, as .ci/run sets it,
# and with `make test-all`; a plain `make test` leaves them out and runs the browser smoke
# tier (a page of each kind and every table's phases, at desktop width).
SELECT := $(if $(filter true 1,$(CI)),,-m "not slow")

test: install-test htmx chromium postgresql
	$(BIN)/ruff check .
	$(BIN)/ruff format --check .
	$(BIN)/mypy
	$(BIN)/lint-imports --no-logo
	$(BIN)/python tests/postgres_cluster.py -- $(BIN)/pytest --numprocesses 2 --dist worksteal $(SELECT)

test-all:
	$(MAKE) test CI=true

# Every browser test, the sweep included, and nothing else.
test-browser: install-test htmx chromium
	$(BIN)/pytest --numprocesses 2 --dist worksteal -m "" tests/e2e

install: $(VENV)/.installed
install-test: $(VENV)/.installed-test

$(VENV)/.installed: pyproject.toml
	test -x $(BIN)/python || $(PYTHON) -m venv $(VENV)
	$(BIN)/pip install $(PIP_QUIET) --upgrade pip
	$(BIN)/pip install $(PIP_QUIET) -e .
	touch $@

$(VENV)/.installed-test: $(VENV)/.installed
	$(BIN)/pip install $(PIP_QUIET) -e '.[test]'
	touch $@

# htmx (served) and axe-core (for the browser tests) come from the npm registry, pinned by
# package-lock.json; nothing third-party is committed.
htmx: node_modules/.installed
node_modules/.installed: package.json package-lock.json
	npm ci --no-audit --no-fund --loglevel=error
	touch $@

# Browser tests use Debian's Chromium; install it when missing and we may (root).
chromium:
	@if command -v chromium >/dev/null 2>&1; then :; \
	elif [ "$$(id -u)" = 0 ]; then \
		echo "Installing Debian's chromium for the browser tests..."; \
		apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium >/dev/null; \
	else \
		echo "Chromium is missing: run 'sudo apt-get install chromium' to enable the browser tests."; \
	fi

# PostgreSQL for its tests (a throwaway server per run): Debian's package, when missing and root.
postgresql:
	@if command -v initdb >/dev/null 2>&1 || ls /usr/lib/postgresql/*/bin/initdb >/dev/null 2>&1; then :; \
	elif [ "$$(id -u)" = 0 ]; then \
		echo "Installing Debian's postgresql for the database tests..."; \
		apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq postgresql >/dev/null; \
	else \
		echo "PostgreSQL is missing: run 'sudo apt-get install postgresql' to enable its tests."; \
	fi

# Bring the database (DATABASE_URL, or the SQLite file under instance/) to the newest schema.
db: install instance/secret-key
	$(FLASK) db upgrade

instance/secret-key:
	mkdir -p instance
	$(BIN)/python -c "import secrets; print(secrets.token_hex(32))" > $@
	chmod 600 $@

# Style, types (mypy, configured in pyproject.toml: strict on scoring/ and webapp/) and the
# layer rules (import-linter's contracts in pyproject.toml: which package may import which).
lint: install-test
	$(BIN)/ruff check .
	$(BIN)/ruff format --check .
	$(BIN)/mypy
	$(BIN)/lint-imports --no-logo

format: install-test
	$(BIN)/ruff format .
	$(BIN)/ruff check --fix .

bench: install
	for script in benchmarks/bench_*.py; do $(BIN)/python $$script || exit 1; done

clean:
	rm -rf $(VENV) node_modules .pytest_cache .ruff_cache .mypy_cache .import_linter_cache .hypothesis
