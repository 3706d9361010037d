"""How the templates are rendered, made cheap where Jinja and Flask spend on every page for
nothing: each template's globals as a plain dict, and url_for remembering the addresses that
never change.

- Jinja keeps a template's globals as a ChainMap over the environment's, and copies them into
  a dict (in Python, key by key) for every render, include and import: a tenth of /count's
  time. The globals here are all set by create_app before the first page is rendered, so each
  template takes a dict of them once, when it is loaded.
- Every page links to the same sections and the same stylesheet: those addresses are
  built once. An address with a query or a path that varies (a game, a permalink) is built
  each time, as before. The header with its navigation is drawn once for each section.
- Every form asks, field by field, for the field's error and its aria-describedby: two small
  functions here, which as macros cost a macro call each (5 µs).
- A template is compiled once per process, however many apps the process makes (the tests
  make hundreds, each compiling every page it renders again: half their time).
"""

from __future__ import annotations

from collections.abc import Mapping, MutableMapping
from typing import Any

from flask import Flask, g, request, url_for
from flask.templating import Environment
from jinja2 import BytecodeCache
from jinja2.bccache import Bucket
from markupsafe import Markup, escape

from scoring.cards import Suit
from scoring.tricks.holding import grouped
from webapp.games import TABLE_GAMES
from webapp.htmx import wants_fragment
from webapp.navigation import game_of, game_pages
from webapp.tables import TableGame

# The arguments an address may have and still be remembered: those of a static file.
FIXED_ARGUMENTS = frozenset({"filename", "name"})


class PlainGlobalsEnvironment(Environment):
    """Flask's Jinja environment, whose templates hold their globals in a plain dict."""

    def make_globals(self, d: MutableMapping[str, Any] | None) -> MutableMapping[str, Any]:
        return {**self.globals, **(d or {})}


class CompiledTemplates(BytecodeCache):
    """Compiled templates kept in memory for the life of the process, for every app it makes.
    Jinja files each under its name and source checksum: a template edited since (the
    development server's reload) is compiled again."""

    def __init__(self) -> None:
        self.compiled: dict[str, bytes] = {}

    def load_bytecode(self, bucket: Bucket) -> None:
        code = self.compiled.get(bucket.key)
        if code is not None:
            bucket.bytecode_from_string(code)

    def dump_bytecode(self, bucket: Bucket) -> None:
        self.compiled[bucket.key] = bucket.bytecode_to_string()


COMPILED = CompiledTemplates()


def init_app(app: Flask) -> None:
    """The environment class must be set before app.jinja_env is first used."""
    # `cards|held(trump)`: a hand in holding order (scoring.tricks.holding); before trump is
    # made, the suit in question (the up-card's) stands for it.
    # (Jinja's `x if test` with no else gives an Undefined, which means no trump.)
    app.add_template_filter(
        lambda cards, trump=None: grouped(cards, trump if isinstance(trump, Suit) else None),
        "held",
    )
    known: dict[tuple[Any, ...], str] = {}

    remember = not app.debug

    def address(endpoint: str, **values: Any) -> str:
        if not (remember and FIXED_ARGUMENTS.issuperset(values)):
            return url_for(endpoint, **values)
        # ".x" is the current blueprint's x; the root the app is served under is part of it.
        qualified = f"{request.blueprint}{endpoint}" if endpoint[0] == "." else endpoint
        key = (request.environ.get("SCRIPT_NAME", ""), qualified, *values.items())
        found = known.get(key)
        if found is None:
            found = known[key] = url_for(endpoint, **values)
        return found

    headers: dict[tuple[Any, ...], Markup] = {}

    def site_header() -> Markup:
        """The header, its link to the page's section marked as the current page; on a page of
        one game, a second row with that game's pages, the one shown marked."""
        game = current_game()
        pages = game_pages(game) if game is not None else ()
        endpoint = request.endpoint or ""
        here = next((link for link in pages if link.is_page(endpoint, request.args)), None)
        key = (
            request.environ.get("SCRIPT_NAME", ""),
            current_section(),
            game.blueprint if game else None,
            here,
        )
        header = headers.get(key)
        if header is None:
            # A template's macros are attributes its module gets when rendered: Any to mypy.
            macros: Any = app.jinja_env.get_template("macros/site.html").module
            header = Markup(macros.site_header(key[1], game, pages, here))
            if remember:
                headers[key] = header
        return header

    app.jinja_env.globals["url_for"] = address
    app.jinja_env.globals["site_header"] = site_header
    app.jinja_env.globals["table_games"] = TABLE_GAMES
    app.jinja_env.globals["current_game"] = current_game
    app.jinja_env.globals["field_error"] = field_error
    app.jinja_env.globals["described_by"] = described_by
    app.jinja_env.globals["answers"] = answers
    app.jinja_env.globals["wants_fragment"] = wants_fragment


def field_error(errors: Mapping[str, str], name: str, form: str = "") -> Markup:
    """The message for field `name`, if `errors` has one, capitalized, on a line of its own;
    its id starts with `form` when a page holds several forms with fields of one name."""
    message = errors.get(name)
    if not message:
        return Markup("")
    text = escape(message[:1].upper() + message[1:])
    field = escape(_field_id(name, form))
    return Markup(f'\n<p id="{field}-error" class="field-error">{text}</p>')


def described_by(errors: Mapping[str, str], name: str, form: str = "") -> Markup:
    """aria-describedby for a control: its help, and its error when it has one (then it is
    also marked aria-invalid, and the first such control answers the form: answers())."""
    field = escape(_field_id(name, form))
    if name in errors:
        return Markup(
            f'aria-describedby="{field}-help {field}-error" aria-invalid="true"'
            f"{answers(control=True)}"
        )
    return Markup(f'aria-describedby="{field}-help"')


def answers(*, control: bool = False) -> Markup:
    """Marks the element that answers what the visitor just did (a verdict, a prompt, the next
    deal's first field, the first field at fault): autofocus, given once a response, to the
    first element that asks. htmx focuses it when it swaps it in, a browser when it loads the
    page, and static/js/site.js brings it into view. An element that is not a `control` is
    made focusable by script only (tabindex -1)."""
    if g.get("answer_given"):
        return Markup("")
    g.answer_given = True
    return Markup(" autofocus" if control else ' autofocus tabindex="-1"')


def _field_id(name: str, form: str) -> str:
    return f"{form}-{name}" if form else name


def current_section() -> str | None:
    """Which section of the main row the page is in: home, settle, a game (its blueprint:
    play, euchre, bideuchre), duplicate, lessons, rules, train or progress; None for a page in
    none."""
    endpoint, path = request.endpoint or "", request.path
    if request.blueprint in TABLE_SECTIONS:
        return request.blueprint
    if path == "/train" or path.startswith("/train/"):
        return "train"
    if path.startswith(("/progress", "/profile")):
        return "progress"
    if request.blueprint == "scorekeeper":
        return "settle"
    if request.blueprint == "duplicate":
        return "duplicate"
    return SECTION_OF.get(endpoint)


def current_game() -> TableGame[Any, Any] | None:
    """The game the page is about (its table, its own pages or its rules), or None."""
    return game_of(TABLE_GAMES, request.blueprint, request.endpoint or "")


# A game played at a computer table is a section of its own: its blueprint's pages, and the
# other pages of its own (for cribbage, /count and /discard).
TABLE_SECTIONS = frozenset(game.blueprint for game in TABLE_GAMES)
SECTION_OF = {
    "home.index": "home",
    "cribbage.count": "play",
    "cribbage.discard": "play",
    **dict.fromkeys(("settle.index", "settle.pegging", "settle.trick", "settle.hand"), "settle"),
    **dict.fromkeys(("lessons.index", "lessons.lesson"), "lessons"),
    **dict.fromkeys(("rules.index", "rules.cribbage", "rules.euchre", "rules.bid_euchre"), "rules"),
}
