"""Every route in app.url_map, fed hostile and careless input by Hypothesis: no answer is a
server error, and no page carries an exception's text.

The routes are read from the app, so a new route is fuzzed without editing this file. The
requests come from a player with a session and a valid CSRF token, who has a game of each
kind and a practice round of each kind. For each route Hypothesis mostly takes an id the route
knows and one of the real forms that post to it (read off the app's own pages, so new forms
are covered too), then spoils it as a careless user or an attacker would: a field dropped,
repeated or replaced by a value that has broken this app before (unicode digits, thousands of
digits, NUL, markup), unknown fields added; the rest of the time it sends anything at all.
"""

from __future__ import annotations

import re
from collections.abc import Iterator
from dataclasses import dataclass, field
from html.parser import HTMLParser
from pathlib import Path
from urllib.parse import urlsplit

import pytest
from flask import Flask, url_for
from flask.testing import FlaskClient
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from sqlalchemy import select
from werkzeug.datastructures import MultiDict
from werkzeug.routing import Rule
from werkzeug.test import TestResponse

from scoring.cribbage import Declare, Discard, Phase, Play
from scoring.cribbage.players import choose_action
from tests.conftest import BACKENDS, empty_tables, sqlite_copy
from tests.support import TEST_CONFIG, csrf_token
from webapp import create_app
from webapp.cribbage.table import CRIBBAGE
from webapp.duplicate.days import FIRST_DAY, today
from webapp.games import TABLE_GAMES
from webapp.models import SavedGame, ScoreSheet
from webapp.storage import get_session
from webapp.tables import ComputerTable
from webapp.trainer.models import TrainerQuiz, TrainerRound

EXAMPLES = 4
# Text that only an exception would put in a page.
EXCEPTION_TEXT = re.compile(
    r"Traceback \(most recent|invalid literal for|int_max_str_digits|object has no attribute|"
    r"(Key|Type|Value|Attribute|Index|Runtime|Assertion)Error\b|NoneType|unsupported operand",
    re.IGNORECASE,
)
NASTY = [
    "",
    " ",
    "²",
    "٣",
    "１",
    "⁵",
    "9" * 5000,
    "1" * 4301,
    "-1",
    "0",
    "00",
    "1e9",
    "1_000",
    "0x1f",
    "nan",
    "null",
    "true",
    "\x00",
    "\x00\x01\x7f",
    "💥",
    "ſ",
    "<script>alert(1)</script>",
    "'\"",
    "%00",
    "../../etc/passwd",
    "x" * 3000,
]
MODES = ("count", "find", "crib", "heels", "pegging", "discard", "bidding")
# The rounds and games fuzzed are the latest few: a route's fuzzing makes many.
RECENT_ROUNDS = 12
RECENT_GAMES = 6
# Any character that UTF-8 can carry (a lone surrogate cannot be sent at all).
CHARACTERS = st.characters(exclude_categories=("Cs",))
# Names that some route parameter takes: a file, a stylesheet, a lesson, a duplicate set's game,
# day and deal.
KNOWN_NAMES = [
    "htmx.min.js",
    "css/site.css",
    "js/table.js",
    "counting-basics",
    "favicon.svg",
    "euchre",
    "cribbage",
    "bideuchre",
    FIRST_DAY.isoformat(),
    today().isoformat(),
    "1",
]
PATH_NASTY = [value for value in NASTY if value and "/" not in value and len(value) < 100]
ID_PARAMETER = re.compile(r"<(?:[a-z]+:)?([a-z_]+)>")


@dataclass
class Form:
    """A form on one of the app's pages: where it posts, and its fields with the values the
    page offers for each (the options of a menu, the cards of a hand...)."""

    action: str
    method: str
    fields: dict[str, list[str]] = field(default_factory=dict)


class _FormReader(HTMLParser):
    def __init__(self, page: str) -> None:
        super().__init__()
        self.page = page
        self.forms: list[Form] = []
        self.current: Form | None = None

    def handle_starttag(self, tag: str, attrs: list[tuple[str, str | None]]) -> None:
        found = {name: value or "" for name, value in attrs}
        if tag == "form":
            action = urlsplit(found.get("action") or self.page).path or self.page
            self.current = Form(action, (found.get("method") or "get").upper())
            self.forms.append(self.current)
        elif tag == "select":
            self.select = found.get("name")
            if self.current is not None and self.select:
                self.current.fields.setdefault(self.select, [])
        elif tag == "option" and self.current is not None and getattr(self, "select", None):
            self.current.fields[str(self.select)].append(found.get("value", ""))
        elif tag in ("input", "textarea", "button") and self.current and found.get("name"):
            self.current.fields.setdefault(found["name"], []).append(found.get("value", ""))

    def handle_endtag(self, tag: str) -> None:
        if tag == "form":
            self.current = None
        elif tag == "select":
            self.select = None


@dataclass
class Visitor:
    """A player in the middle of everything: a session, a token, games and rounds, and the
    forms of every page they can see."""

    app: Flask
    client: FlaskClient
    token: str
    forms: dict[tuple[str, str], list[Form]] = field(default_factory=dict)
    values: list[str] = field(default_factory=list)
    settled_games: list[str] = field(default_factory=list)
    # Per route, whether each id probed so far is one it knows.
    probed: dict[str, dict[str, bool]] = field(default_factory=dict)
    requests: int = 0
    fixed_forms: list[Form] = field(default_factory=list)
    # The score sheets kept (one a game): their edit keys and their view keys.
    sheet_keys: list[str] = field(default_factory=list)
    view_keys: list[str] = field(default_factory=list)
    # Whether a route fuzzed since the last freshening was posted to: only a post answers a
    # question or changes what the pages offer (their GETs change neither).
    posted: bool = False

    def ids(self) -> list[str]:
        """The ids of every saved game of this player, of their latest rounds and quizzes, and
        the keys of the score sheets."""
        return [
            *self.game_ids(),
            *self.round_ids(),
            *self.quiz_ids(),
            *self.sheet_keys,
            *self.view_keys,
        ]

    def game_ids(self) -> list[str]:
        """The games set up for the fuzzing, and the latest few (its fuzzing starts many)."""
        latest = select(SavedGame.id).order_by(SavedGame.created_at.desc()).limit(RECENT_GAMES)
        with self.app.app_context():
            return sorted({*self.settled_games, *get_session().scalars(latest)})

    def round_ids(self) -> list[str]:
        latest = (
            select(TrainerRound.id)
            .order_by(TrainerRound.started_at.desc(), TrainerRound.id)
            .limit(RECENT_ROUNDS)
        )
        with self.app.app_context():
            return sorted(get_session().scalars(latest))

    def quiz_ids(self) -> list[str]:
        latest = select(TrainerQuiz.id).order_by(TrainerQuiz.started_at.desc()).limit(2)
        with self.app.app_context():
            return sorted(get_session().scalars(latest))

    def versions(self) -> list[str]:
        with self.app.app_context():
            query = select(SavedGame.version).order_by(SavedGame.id)
            sheets = select(ScoreSheet.version).order_by(ScoreSheet.edit_key)
            db = get_session()
            return [str(version) for version in [*db.scalars(query), *db.scalars(sheets)]]

    def read_pages(self) -> None:
        """Read the forms off every page: the fixed ones once (their forms do not change as
        the fuzzing goes on), and each game and round as it is now."""
        if not self.fixed_forms:
            self.fixed_forms = _forms_on(self.client, FIXED_PAGES)
        with self.app.app_context():
            db = get_session()
            saved = [db.get(SavedGame, game_id) for game_id in self.game_ids()]
            pages = [_table_url(self.app, game) for game in saved]
        pages += [f"/train/{round_id}" for round_id in self.round_ids()]
        pages += [f"/scorekeeper/{key}" for key in self.sheet_keys]
        self.forms = {}
        offered: set[str] = set()
        for form in [*self.fixed_forms, *_forms_on(self.client, pages)]:
            self.forms.setdefault((form.method, form.action), []).append(form)
            offered.update(value for values in form.fields.values() for value in values)
        self.values = sorted(offered)

    def ids_for(self, rule: Rule) -> list[str]:
        """The ids this route knows: it answers something other than 404 for them."""
        probed = self.probed.setdefault(rule.rule, {})
        method = "GET" if "GET" in (rule.methods or ()) else "POST"
        for some_id in self.ids():
            if some_id not in probed:
                path = ID_PARAMETER.sub(some_id, rule.rule)
                answer = self.client.open(path, method=method, data={"csrf_token": self.token})
                probed[some_id] = answer.status_code != 404
        return sorted(some_id for some_id, known in probed.items() if known)

    def freshen(self) -> None:
        """A question of each practice mode still to answer (a route's fuzzing answers some),
        and the forms of every page as they are now."""
        for mode in MODES:
            self.client.post("/train", data={"csrf_token": self.token, "mode": mode})
        self.read_pages()
        self.posted = False


FIXED_PAGES = [
    "/",
    "/count",
    "/discard",
    "/cribbage/play",
    "/euchre/play",
    "/bid-euchre/play",
    "/euchre/duplicate",
    "/duplicate",
    f"/duplicate/euchre/{today().isoformat()}",
    "/euchre/bidding/analyse",
    "/profile",
    "/progress",
    "/lessons",
    *(f"/train?mode={mode}" for mode in MODES),
    *(f"/scorekeeper?game={game}" for game in ("cribbage", "euchre", "bid-euchre")),
]


def _forms_on(client: FlaskClient, pages: list[str]) -> list[Form]:
    forms = []
    for page in pages:
        reader = _FormReader(urlsplit(page).path)
        reader.feed(client.get(page).text)
        forms += reader.forms
    return forms


def _settle_in(app: Flask) -> Visitor:
    """A player with a game of each kind (computers at their easiest, for speed) and a round
    of each practice mode."""
    client = app.test_client()
    token = csrf_token(client)
    base = {"csrf_token": token}
    client.post("/cribbage/play", data={**base, "players": "2", "level": "easy"})
    client.post("/cribbage/play", data={**base, "players": "4", "muggins": "true"})
    counting = client.post("/cribbage/play", data={**base, "muggins": "true", "level": "easy"})
    _play_to_your_count(app, client, token, counting.headers["Location"])
    client.post("/euchre/play", data={**base, "level": "easy"})
    client.post("/bid-euchre/play", data={**base, "level": "easy", "lone_bids": "true"})
    client.post("/euchre/duplicate", data={**base, "level": "easy", "deals": "4"})
    for game in ("euchre", "cribbage"):
        client.post(f"/duplicate/{game}/{today().isoformat()}", data={**base, "name": "Fuzz"})
    for mode in MODES:
        client.post("/train", data={**base, "mode": mode})
    client.post("/train", data={**base, "mode": "bidding", "quiz": "1"})
    visitor = Visitor(app, client, token)
    for game, options in (("cribbage", {"muggins": "true"}), ("euchre", {}), ("bid-euchre", {})):
        kept = client.post("/scorekeeper", data={**base, "game": game, **options})
        visitor.sheet_keys.append(kept.headers["Location"].rsplit("/", 1)[1])
    with app.app_context():
        visitor.settled_games = list(get_session().scalars(select(SavedGame.id)))
        visitor.view_keys = list(get_session().scalars(select(ScoreSheet.view_key)))
    visitor.read_pages()
    names = {name for forms in visitor.forms.values() for form in forms for name in form.fields}
    assert {"action", "card", "points", "total", "choice", "mode", "version"} <= names
    return visitor


def _play_to_your_count(app: Flask, client: FlaskClient, token: str, url: str) -> None:
    """Play a cribbage game with muggins on until you are to declare your count: the one
    form that asks for a number of points at the table."""
    game_id = url.rsplit("/", 1)[1]
    for _ in range(300):
        with app.app_context():
            saved = get_session().get(SavedGame, game_id)
            assert saved is not None
            state = ComputerTable.from_json(CRIBBAGE, saved.state).state
        if state.phase is Phase.DONE:
            move = state.legal_actions(0)[0]
        else:
            move = choose_action(state, "easy", seat=0)
        if isinstance(move, Declare):
            return
        fields: dict[str, object] = {"action": move.type, "version": saved.version}
        if isinstance(move, Discard):
            fields["card"] = [str(card) for card in move.cards]
        elif isinstance(move, Play):
            fields["card"] = str(move.card)
        client.post(url, data={"csrf_token": token, **fields})
    raise AssertionError("the game never came to your count")


def _table_url(app: Flask, saved: SavedGame) -> str:
    """Where a saved game is played: its table game's page, a duplicate set's, or an entry in
    a set of the field."""
    with app.test_request_context():
        if saved.game == "euchre-duplicate":
            return url_for("euchre.duplicate_set", game_id=saved.id)
        if saved.game.startswith("duplicate-"):
            return url_for("duplicate.entry", game_id=saved.id)
        game = next(game for game in TABLE_GAMES if game.engine.name == saved.game)
        return url_for(f"{game.blueprint}.game", game_id=saved.id)


@pytest.fixture(scope="module", params=BACKENDS)
def visitor(
    request: pytest.FixtureRequest, tmp_path_factory: pytest.TempPathFactory, migrated_sqlite: Path
) -> Iterator[Visitor]:
    """One app for the module, on each database in turn; its state grows from route to route."""
    engine = None
    if request.param == "sqlite":
        url = sqlite_copy(migrated_sqlite, tmp_path_factory.mktemp("fuzz") / "fuzz.sqlite3")
    else:
        engine = request.getfixturevalue("postgres_engine")
        url = engine.url.render_as_string(hide_password=False)
    app = create_app({**TEST_CONFIG, "SECRET_KEY": "fuzz", "DATABASE_URL": url})
    settled = _settle_in(app)
    yield settled
    print(f"\nfuzzing on {request.param}: {settled.requests} requests, none a server error")
    app.extensions["storage"].engine.dispose()
    if engine is not None:
        empty_tables(engine)


def _rules() -> list[Rule]:
    app = create_app({"TESTING": True, "DATABASE_URL": "sqlite://"})
    return sorted(app.url_map.iter_rules(), key=lambda rule: rule.rule)


# What Hypothesis draws is a plan of fixed shape, drawn before the app is looked at; the plan
# is then read against the app as it stands (its ids, forms and versions change as it is
# used). Drawing nothing that depends on that state keeps Hypothesis's replays faithful.
VALUE_KINDS = ["offered", "nasty", "nasty", "any offered", "version", "text", "number"]
Value = tuple[str, int, str, str, int]
VALUE = st.tuples(
    st.sampled_from(VALUE_KINDS),
    st.integers(min_value=0, max_value=10_000),
    st.sampled_from(NASTY),
    st.text(CHARACTERS, max_size=12),
    st.integers(min_value=-(10**12), max_value=10**12),
)
MOST_FIELDS = 10
# A field of the form: sent once (mostly), left out, or twice; each time with a value.
FIELD = st.tuples(st.sampled_from([1, 1, 1, 0, 2]), st.lists(VALUE, min_size=2, max_size=2))
COMMON_NAMES = ["action", "card", "points", "version", "total", "choice", "mode", "code", "name"]
EXTRA = st.tuples(
    st.sampled_from(COMMON_NAMES) | st.text(CHARACTERS, min_size=1, max_size=8), VALUE
)
FORM = st.fixed_dictionaries(
    {
        "use_form": st.integers(min_value=0, max_value=4),
        "form": st.integers(min_value=0, max_value=10_000),
        "fields": st.lists(FIELD, min_size=MOST_FIELDS, max_size=MOST_FIELDS),
        "extra": st.lists(EXTRA, max_size=3),
    }
)
PARAMETER = st.tuples(
    st.sampled_from(["known", "known", "known", "id", "name", "nasty", "text"]),
    st.integers(min_value=0, max_value=10_000),
    st.sampled_from(KNOWN_NAMES),
    st.sampled_from(PATH_NASTY),
    st.text(
        st.characters(exclude_categories=("Cs",), exclude_characters="/?#"),
        min_size=1,
        max_size=20,
    ),
)
PLAN = st.fixed_dictionaries(
    {
        "parameters": st.lists(PARAMETER, min_size=3, max_size=3),  # the most a route takes
        "htmx": st.booleans(),
        "query": FORM,
        "form": FORM,
    }
)


def _at(items: list[str], index: int) -> str | None:
    return items[index % len(items)] if items else None


def _value(visitor: Visitor, planned: Value, offered: list[str]) -> str:
    """A value for a field: one its form offers, or anything from careless to hostile."""
    kind, index, nasty, text, number = planned
    if kind == "offered":
        return _at(offered, index) or nasty
    if kind == "nasty":
        return nasty
    if kind == "any offered":
        return _at(visitor.values, index) or nasty
    if kind == "version":
        return _at(visitor.versions(), index) or str(number)
    if kind == "text":
        return text
    return str(number)


def _fields(visitor: Visitor, plan: dict, method: str, path: str) -> MultiDict[str, str]:
    """A real form for this address, spoilt; or (for an address no form posts to, and now and
    then anyway) only fields of any names."""
    forms = visitor.forms.get((method, path), [])
    fields: MultiDict[str, str] = MultiDict()
    if forms and plan["use_form"] > 0:
        form = forms[plan["form"] % len(forms)]
        names = [name for name in form.fields if name != "csrf_token"][:MOST_FIELDS]
        for name, (times, values) in zip(names, plan["fields"], strict=False):
            for planned in values[:times]:
                fields.add(name, _value(visitor, planned, form.fields[name]))
    for name, planned in plan["extra"]:
        fields.add(name, _value(visitor, planned, []))
    return fields


def _path(rule: Rule, visitor: Visitor, plan: dict) -> str:
    """The rule's address, each parameter mostly an id the route knows, else anything."""
    values = {}
    for name, (kind, index, known_name, nasty, text) in zip(
        sorted(rule.arguments), plan["parameters"], strict=False
    ):
        if kind == "known":
            values[name] = _at(visitor.ids_for(rule), index) or _at(visitor.ids(), index) or text
        elif kind == "id":
            values[name] = _at(visitor.ids(), index) or text
        elif kind == "name":
            values[name] = known_name
        elif kind == "nasty":
            values[name] = nasty
        else:
            values[name] = text
    return ID_PARAMETER.sub(lambda match: values[match.group(1)], rule.rule)


def _check(visitor: Visitor, response: TestResponse, what: str) -> None:
    visitor.requests += 1
    assert response.status_code < 500, what
    body = response.get_data(as_text=True)
    found = EXCEPTION_TEXT.search(body)
    assert found is None, f"{what}: exception text {found.group(0)!r} in the answer"


RULES = _rules()
pytestmark = pytest.mark.slow


def _rule_id(rule: Rule) -> str:
    methods = sorted((rule.methods or set()) - {"HEAD", "OPTIONS"})
    return f"{'+'.join(methods)} {rule.rule}"


@pytest.fixture
def fresh(visitor: Visitor) -> Visitor:
    """The visitor, freshened before a route is fuzzed if a route was posted to since (reading
    every page again costs more than most routes' fuzzing)."""
    if visitor.posted:
        visitor.freshen()
    return visitor


@pytest.mark.parametrize("rule", RULES, ids=_rule_id)
@settings(
    max_examples=EXAMPLES,
    deadline=None,
    database=None,
    suppress_health_check=[HealthCheck.function_scoped_fixture, HealthCheck.too_slow],
)
@given(plan=PLAN)
def test_no_input_makes_a_server_error(fresh, rule, plan):
    visitor = fresh
    visitor.posted = visitor.posted or "POST" in rule.methods
    path = _path(rule, visitor, plan)
    headers = {"HX-Request": "true"} if plan["htmx"] else {}
    if "GET" in rule.methods:
        query = _fields(visitor, plan["query"], "GET", path)
        response = visitor.client.get(path, query_string=query, headers=headers)
        _check(visitor, response, f"GET {path} {query}")
    if "POST" in rule.methods:
        form = _fields(visitor, plan["form"], "POST", path)
        form["csrf_token"] = visitor.token
        response = visitor.client.post(path, data=form, headers=headers)
        _check(visitor, response, f"POST {path} {form}")


@pytest.mark.parametrize("rule", RULES, ids=_rule_id)
def test_bytes_that_are_not_utf8_make_no_server_error(visitor, rule):
    visitor.posted = visitor.posted or "POST" in rule.methods
    known = visitor.ids_for(rule) or visitor.ids()
    path = ID_PARAMETER.sub(known[0], rule.rule)
    names = ["action", "card", "points", "version", "hand", "mode", "code", "name", "total"]
    raw = "&".join(f"{name}=%ff%fe%c3%28" for name in names)
    if "GET" in rule.methods:
        _check(visitor, visitor.client.get(f"{path}?{raw}"), f"GET {path}?{raw}")
    if "POST" in rule.methods:
        body = f"csrf_token={visitor.token}&{raw}".encode()
        response = visitor.client.post(
            path, data=body, content_type="application/x-www-form-urlencoded"
        )
        _check(visitor, response, f"POST {path} {raw}")


def test_the_routes_and_forms_are_read_from_the_app(visitor):
    """Every page and form of the site is here, so the fuzzing above covers them all."""
    paths = {rule.rule for rule in RULES}
    assert {"/cribbage/games/<id:game_id>", "/train/<id:round_id>/claim", "/profile/carry"} <= paths
    assert {"/scorekeeper/<id:key>", "/scorekeeper/follow/<id:key>"} <= paths
    assert len(RULES) >= 30
    posted_to = {action for method, action in visitor.forms if method == "POST"}
    assert {"/profile/carry", "/train", "/cribbage/play", "/scorekeeper"} <= posted_to
    assert {f"/scorekeeper/{key}" for key in visitor.sheet_keys} <= posted_to
    assert any(action.startswith("/train/") and action.endswith("/check") for action in posted_to)
