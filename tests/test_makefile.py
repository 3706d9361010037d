"""`make run` and `make serve` take the address from PORT and HOST, on the command line or in
the environment, as the README says (checked with make's dry run: nothing is started)."""

from __future__ import annotations

import os
import shutil
import subprocess

import pytest

from webapp import REPO_ROOT

pytestmark = pytest.mark.skipif(shutil.which("make") is None, reason="make is not installed")


def dry_run(*args: str, **env: str) -> str:
    done = subprocess.run(
        ["make", "--dry-run", *args],
        cwd=REPO_ROOT,
        env={**os.environ, **env},
        capture_output=True,
        text=True,
        check=True,
    )
    return done.stdout


def test_run_serves_on_127_0_0_1_port_5000_by_default() -> None:
    env = {k: v for k, v in os.environ.items() if k not in ("PORT", "HOST")}
    done = subprocess.run(
        ["make", "--dry-run", "run"], cwd=REPO_ROOT, env=env, capture_output=True, text=True
    )
    assert "run --host 127.0.0.1 --port 5000" in done.stdout


def test_port_and_host_on_the_command_line() -> None:
    assert "run --host 0.0.0.0 --port 8123" in dry_run("run", "PORT=8123", "HOST=0.0.0.0")
    assert "--bind 0.0.0.0:8123" in dry_run("serve", "PORT=8123", "HOST=0.0.0.0")


def test_port_and_host_from_the_environment() -> None:
    assert "run --host 0.0.0.0 --port 8124" in dry_run("run", PORT="8124", HOST="0.0.0.0")


def test_run_and_serve_start_the_task_queues_workers() -> None:
    assert "work --workers 1" in dry_run("run")
    served = dry_run("serve")
    assert "nice -n 10" in served and 'work --workers "${QUEUE_WORKERS:-2}"' in served
    assert "gunicorn" in served
