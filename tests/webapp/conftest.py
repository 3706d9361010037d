"""Page tests' helpers: an HTML reader, and a test-only counter game played through saved_games."""

from __future__ import annotations

import itertools
import json
from collections.abc import Callable
from dataclasses import dataclass, field
from html.parser import HTMLParser
from typing import Any

import pytest
from flask import Blueprint, Flask, request
from flask.typing import ResponseReturnValue

from webapp import saved_games
from webapp.models import SavedGame
from webapp.players import current_player_id
from webapp.security import csrf

VOID = {"area", "base", "br", "col", "embed", "hr", "img", "input", "link", "meta", "source", "wbr"}


@dataclass
class Element:
    tag: str
    attrs: dict[str, str | None]
    text: str = ""
    children: list[Element] = field(default_factory=list)

    @property
    def id(self) -> str | None:
        return self.attrs.get("id")

    @property
    def classes(self) -> set[str]:
        return set((self.attrs.get("class") or "").split())

    def words(self) -> str:
        return " ".join(self.text.split())

    def find_all(self, tag: str | None = None, /, **attrs: str) -> list[Element]:
        """Descendants with this tag and these attribute values (class_ matches one class)."""
        found = []
        for child in self.children:
            if _matches(child, tag, attrs):
                found.append(child)
            found.extend(child.find_all(tag, **attrs))
        return found

    def find(self, tag: str | None = None, /, **attrs: str) -> Element:
        found = self.find_all(tag, **attrs)
        assert found, f"no <{tag or '*'}> with {attrs}"
        return found[0]


def _matches(element: Element, tag: str | None, attrs: dict[str, str]) -> bool:
    if tag is not None and element.tag != tag:
        return False
    for name, wanted in attrs.items():
        if name == "class_":
            if wanted not in element.classes:
                return False
        elif element.attrs.get(name.replace("_", "-")) != wanted:
            return False
    return True


class _TreeBuilder(HTMLParser):
    def __init__(self) -> None:
        super().__init__(convert_charrefs=True)
        self.root = Element("#document", {})
        self.stack = [self.root]

    def handle_starttag(self, tag: str, attrs: list[tuple[str, str | None]]) -> None:
        element = Element(tag, dict(attrs))
        self.stack[-1].children.append(element)
        if tag not in VOID:
            self.stack.append(element)

    def handle_startendtag(self, tag: str, attrs: list[tuple[str, str | None]]) -> None:
        self.stack[-1].children.append(Element(tag, dict(attrs)))

    def handle_endtag(self, tag: str) -> None:
        for depth in range(len(self.stack) - 1, 0, -1):
            if self.stack[depth].tag == tag:
                del self.stack[depth:]
                return

    def handle_data(self, data: str) -> None:
        for element in self.stack:
            element.text += data


def parse(html: str) -> Element:
    builder = _TreeBuilder()
    builder.feed(html)
    builder.close()
    return builder.root


@pytest.fixture
def parse_html() -> Callable[[str], Element]:
    return parse


@dataclass(frozen=True)
class CounterGame:
    """A stand-in game for testing saved games without an engine: a move adds one to a count."""

    name: str = "counter"
    start: str = json.dumps({"count": 0})

    def move(self, state_json: str) -> tuple[str, bool]:
        """The one move: add one; the game is over at three."""
        count = json.loads(state_json)["count"] + 1
        return json.dumps({"count": count}), count >= 3

    def count(self, saved: SavedGame) -> int:
        return json.loads(saved.state)["count"]

    def position(self, saved: SavedGame) -> dict[str, Any]:
        return {"count": self.count(saved), "version": saved.version, "finished": saved.finished}

    def add_routes(self, app: Flask) -> Flask:
        """Register test-only pages for this game on `app` (before its first request)."""
        bp = Blueprint("test_counter", __name__, url_prefix="/test-only")
        csrf.exempt(bp)  # CSRF has its own tests; these are about who may see and move what

        @bp.get("/me")
        def me() -> str:
            return current_player_id() or ""

        @bp.post("/counter")
        def new_counter() -> ResponseReturnValue:
            saved = saved_games.create(self.name, self.start)
            return {"id": saved.id, "version": saved.version}, 201

        @bp.get("/counter")
        def resume_list() -> ResponseReturnValue:
            return [saved.id for saved in saved_games.list_for_player(self.name)]

        @bp.get("/counter/<game_id>")
        def show(game_id: str) -> ResponseReturnValue:
            return self.position(saved_games.load(self.name, game_id))

        @bp.post("/counter/<game_id>")
        def move(game_id: str) -> ResponseReturnValue:
            version = request.form.get("version", type=int)
            if version is None:
                return {"error": "version: a whole number"}, 400
            try:
                saved = saved_games.apply_move(self.name, game_id, version, self.move)
            except saved_games.StaleMove as stale:
                return {"notice": stale.message, **self.position(stale.game)}, 409
            except ValueError as error:
                return {"error": str(error)}, 400
            return self.position(saved)

        app.register_blueprint(bp)
        return app


@pytest.fixture
def counter() -> CounterGame:
    return CounterGame()


@pytest.fixture
def counter_app(app: Flask, counter: CounterGame) -> Flask:
    """The app with test-only pages for the counter game, played through saved_games."""
    return counter.add_routes(app)


@pytest.fixture
def seeds(monkeypatch: pytest.MonkeyPatch) -> None:
    """The trainer deals from seeds 1, 2, 3, ... so a test deals the same hands every run."""
    counter = itertools.count(1)
    monkeypatch.setattr("webapp.trainer.rounds.secrets.randbits", lambda bits: next(counter))
