"""Run a command beside a throwaway PostgreSQL server: initdb in a temporary folder, the server
started on a free port of 127.0.0.1, the command run with FIFTEEN_TWO_TEST_POSTGRES set to the
server's URL, then the server stopped and the folder removed, whatever the command did.

    .venv/bin/python tests/postgres_cluster.py -- .venv/bin/pytest

`make test` runs the suite this way. Where PostgreSQL is not installed the command runs
without the variable, and the PostgreSQL tests skip (or fail, with CI=true).
"""

from __future__ import annotations

import glob
import os
import pwd
import shutil
import socket
import subprocess
import sys
import tempfile
from collections.abc import Iterator, Sequence
from contextlib import contextmanager
from pathlib import Path

URL_VARIABLE = "FIFTEEN_TWO_TEST_POSTGRES"
# The server refuses to run as root; as root, run it as the account Debian's package makes.
SERVER_ACCOUNT = "postgres"
# A test server keeps nothing: durability off makes it several times faster.
SERVER_SETTINGS = (
    "-c listen_addresses=127.0.0.1 -c fsync=off -c synchronous_commit=off "
    "-c full_page_writes=off -c max_connections=200"
)


def server_programs() -> Path | None:
    """The folder of initdb and pg_ctl: on PATH, or Debian's newest /usr/lib/postgresql/N/bin."""
    found = shutil.which("initdb")
    if found and shutil.which("pg_ctl"):
        return Path(found).resolve().parent
    versions = sorted(
        glob.glob("/usr/lib/postgresql/*/bin/initdb"),
        key=lambda path: int(Path(path).parts[-3]) if Path(path).parts[-3].isdigit() else 0,
    )
    return Path(versions[-1]).parent if versions else None


def free_port() -> int:
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        port: int = probe.getsockname()[1]
        return port


@contextmanager
def cluster(programs: Path) -> Iterator[str]:
    """A running server for the duration of the block; yields its URL."""
    folder = Path(tempfile.mkdtemp(prefix="fifteen-two-postgres-"))
    user = None
    if os.geteuid() == 0:
        account = pwd.getpwnam(SERVER_ACCOUNT)
        os.chown(folder, account.pw_uid, account.pw_gid)
        user = SERVER_ACCOUNT
    data, port = folder / "data", free_port()

    def run(*command: str) -> None:
        subprocess.run(command, check=True, user=user, cwd=folder, stdout=subprocess.DEVNULL)

    try:
        run(
            str(programs / "initdb"),
            *("-D", str(data), "-U", "postgres", "--auth=trust", "--no-sync"),
            *("--encoding=UTF8", "--locale=C"),
        )
        options = f"-p {port} -k {folder} {SERVER_SETTINGS}"
        log = str(folder / "server.log")
        run(str(programs / "pg_ctl"), "-D", str(data), "-l", log, "-o", options, "-w", "start")
        try:
            yield f"postgresql+psycopg://postgres@127.0.0.1:{port}/postgres"
        finally:
            run(str(programs / "pg_ctl"), "-D", str(data), "-m", "immediate", "-w", "stop")
    finally:
        shutil.rmtree(folder, ignore_errors=True)


def main(argv: Sequence[str]) -> int:
    command = list(argv[1:] if argv and argv[0] == "--" else argv)
    if not command:
        print(__doc__, file=sys.stderr)
        return 2
    programs = server_programs()
    if programs is None:
        print(
            "PostgreSQL is not installed (no initdb): the PostgreSQL tests will not run. "
            "Install Debian's postgresql package to run them.",
            file=sys.stderr,
        )
        return subprocess.call(command)
    with cluster(programs) as url:
        print(f"PostgreSQL for the tests: {url}", file=sys.stderr)
        return subprocess.call(command, env={**os.environ, URL_VARIABLE: url})


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
