"""The README's and docs/' examples run and say what they show, as python-chess runs its README
as a doctest: a `pycon` block is a doctest; a `console` block's `$ ` lines are commands (the
command line, or curl against the API, asked of the app itself) each followed by its output.
Every script, make target and page of docs/ that the text names exists."""

from __future__ import annotations

import doctest
import json
import re
import shlex
import subprocess
import sys
from dataclasses import dataclass
from pathlib import Path

import pytest

from webapp import REPO_ROOT

PAGES = [REPO_ROOT / "README.md", *sorted((REPO_ROOT / "docs").glob("*.md"))]
FENCE = re.compile(r"^```(\w*)\n(.*?)^```$", re.M | re.S)
PYTHON = ".venv/bin/python "
API = "curl -s 'http://127.0.0.1:5000"


@dataclass(frozen=True)
class Block:
    page: Path
    line: int
    kind: str
    text: str

    @property
    def id(self) -> str:
        return f"{self.page.relative_to(REPO_ROOT)}:{self.line}"


def blocks(kind: str) -> list[Block]:
    found = []
    for page in PAGES:
        text = page.read_text()
        for match in FENCE.finditer(text):
            if match.group(1) == kind:
                line = text.count("\n", 0, match.start()) + 1
                found.append(Block(page, line, kind, match.group(2)))
    return found


def commands(block: Block) -> list[tuple[str, str]]:
    """The block's commands, each with the output shown after it."""
    found: list[tuple[str, list[str]]] = []
    for line in block.text.splitlines():
        if line.startswith("$ "):
            found.append((line[2:], []))
        else:
            assert found, f"{block.id}: output before any command"
            found[-1][1].append(line)
    return [(command, "\n".join(output)) for command, output in found]


def test_the_pages_have_examples_to_run():
    assert len(blocks("console")) >= 2 and blocks("pycon")


@pytest.mark.parametrize("block", blocks("pycon"), ids=lambda block: block.id)
def test_python_examples(block: Block):
    parser = doctest.DocTestParser()
    test = parser.get_doctest(block.text, {}, block.id, str(block.page), block.line)
    runner = doctest.DocTestRunner(optionflags=doctest.ELLIPSIS)
    runner.run(test)
    assert runner.failures == 0, f"{block.id}: see the doctest output above"


@pytest.mark.parametrize("block", blocks("console"), ids=lambda block: block.id)
def test_shell_examples(block: Block, app):
    for command, shown in commands(block):
        if command.startswith(PYTHON):
            done = subprocess.run(
                [sys.executable, *shlex.split(command.removeprefix(PYTHON))],
                cwd=REPO_ROOT,
                capture_output=True,
                text=True,
                check=False,
            )
            assert done.returncode == 0, done.stderr
            assert done.stdout.rstrip("\n") == shown, command
        elif command.startswith(API):
            path = shlex.split(command)[-1].removeprefix("http://127.0.0.1:5000")
            answer = app.test_client().get(path)
            assert answer.status_code == 200, answer.text
            assert answer.json == json.loads(shown), command
        else:
            raise AssertionError(f"{block.id}: no way to run {command!r} here")


MAKE_TARGET = re.compile(r"`make ([a-z-]+)")
SCRIPT = re.compile(r"\b((?:benchmarks|docs|tests)/[\w/]+\.py)\b")
LINK = re.compile(r"\]\(((?:docs/)?[\w-]+\.(?:md|png))\)")


@pytest.mark.parametrize("doc", PAGES, ids=lambda doc: doc.name)
def test_what_the_text_names_exists(doc: Path):
    text = doc.read_text()
    targets = set(re.findall(r"^([a-z-]+):", (REPO_ROOT / "Makefile").read_text(), re.M))
    for target in MAKE_TARGET.findall(text):
        assert target in targets, f"{doc.name} names `make {target}`, which the Makefile lacks"
    for script in SCRIPT.findall(text):
        assert (REPO_ROOT / script).is_file(), f"{doc.name} names {script}, which is not there"
    for link in LINK.findall(text):
        assert (doc.parent / link).is_file(), f"{doc.name} links to {link}, which is not there"


def test_the_readme_is_a_newcomers_page():
    lines = (REPO_ROOT / "README.md").read_text().splitlines()
    assert len(lines) <= 150
