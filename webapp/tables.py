"""The computer table, once for every game: you in seat 0, computers in the other seats.

A game registers a `TableGame` (webapp/games.py): its engine, and the little it must say for
itself (how a posted form becomes an action, when the computers stop, what the seats are
called, the page's view). This module holds the table that is saved between requests, the
routes every game's table answers (/play to start or resume, /games/<id> to see and move),
and what those routes share: a move posted on a version of a saved game, applied once and
saved before the answer; the whole page, or for htmx the table fragment; the resume list.
"""

from __future__ import annotations

import contextlib
import secrets
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass, replace
from functools import cached_property, lru_cache
from typing import Any, Generic, Protocol, TypeVar

from flask import Blueprint, make_response, redirect, render_template, request, url_for
from flask.typing import ResponseReturnValue
from werkzeug.datastructures import MultiDict
from werkzeug.exceptions import NotFound

from scoring.engine import Engine, ExplainedError, IllegalActionError, State, seeded_random
from scoring.errors import FieldError
from scoring.numbers import read_whole_number
from scoring.options import Option
from webapp import coach as coaching
from webapp import evaluations, jobs, reviews, saved_games
from webapp.forms import OptionsForm, level_option, options_form, read_form
from webapp.htmx import wants_fragment
from webapp.models import SavedGame
from webapp.navigation import Link
from webapp.players import current_player_id

YOU = 0
RESUME_LIMIT = 12
# More computer moves than any deal needs: a guard against a loop that never ends.
MAX_COMPUTER_MOVES = 400
G = TypeVar("G")
S = TypeVar("S", bound=State)  # the game's state (its GameState)
A = TypeVar("A")  # its action


@dataclass(frozen=True)
class Templates:
    """The templates a game's table page is made of (included by tables/game.html)."""

    title: str
    table: str
    status: str
    intro: str  # the new-game page's introduction


class TableGame(Protocol[S, A]):
    """What a game says for itself at the computer table (webapp/<game>/table.py): its state
    `S` and its action `A`."""

    engine: Engine[S, Any, A, Any]
    blueprint: str  # the blueprint serving its pages: url_for(f"{blueprint}.game", ...)
    level_label: str  # "The computer plays"
    description: str  # the table page's meta description
    rules_endpoint: str  # its rules page: url_for(rules_endpoint), linked from its form and table
    rules_summary: str  # what that page covers, for the list of rules pages
    tagline: str  # what you can do with the game here, for the home page and the footer
    links: tuple[Link, ...]  # its other pages, after Play and before Rules in its navigation
    picture: tuple[str, str]  # a few cards that stand for it (scoring.cards text), and their words
    templates: Templates

    def setup(self, chosen: Mapping[str, Any], seed: int) -> dict[str, Any]:
        """new_game's set-up arguments from the form's set-up choices."""

    def read_move(self, form: Mapping[str, Any], state: S) -> A:
        """Your action from the posted form; FieldError when the form says none."""

    def form_for(self, action: A) -> dict[str, Any]:
        """The fields the page's button (or boxes) for your `action` post: read_move's
        inverse, for whatever plays through the pages (the tests, the benchmarks)."""

    def fields(self, state: S) -> Mapping[str, str]:
        """The fields of the form your decision in `state` shows, by the action's field each
        sets ("trump" -> "strain"): a refusal about one of them (IllegalActionError.field,
        FieldError.field) is said beside it, any other above the table."""

    def waits(self, state: S) -> bool:
        """The computers stop here: your decision, a pause to read, or the end."""

    def __hash__(self) -> int:
        """Each game is one object (its tables read are remembered by it: _read_table)."""

    def computer_seat(self, state: S) -> int:
        """The computer seat that acts now (the computers never wait on each other)."""

    def side_names(self, state: S) -> Sequence[str]:
        """The sides' names as the page says them ("You and North")."""

    def view(self, table: ComputerTable[S]) -> object:
        """What the table page shows, from your seat (the game's TableView)."""


@dataclass(frozen=True)
class ComputerTable(Generic[S]):
    """A saved game at a computer table: the engine state, the computers' level, `since`, the
    length of the log before your last move (the page shows what followed), and the coach
    (webapp.coach): the least tier of loss it asks about (None: off), the decisions you
    asked a hint at (`hints`, by their place in the game's actions), the latest hint as
    shown, and the questions it asked before a sure loss."""

    game: TableGame[S, Any]
    state: S
    level: str
    since: int = 0
    coach: str | None = None
    hints: tuple[int, ...] = ()
    hint: coaching.ShownHint | None = None
    coached: tuple[coaching.Coached, ...] = ()

    @property
    def is_over(self) -> bool:
        """The game is finished: the saved record is marked so."""
        return bool(self.state.is_over)

    @property
    def decision(self) -> int | None:
        """The place in the game's actions of your decision now; None when none is yours."""
        return len(self.state.actions) if self.state.legal_actions(YOU) else None

    @cached_property
    def shown_hint(self) -> coaching.ShownHint | None:
        """The hint you asked for at the decision you are making now, if you did: as kept
        with the game, or once its evaluation is worked out (webapp.evaluations)."""
        hint, move = self.hint, self.decision
        if hint is not None and hint.move == move:
            return hint
        if move is None or move not in self.hints:
            return None
        found = evaluations.cached(self.game.engine, self.state, YOU)
        return None if found is None else coaching.shown(found, move)

    @property
    def hint_pending(self) -> bool:
        """You asked for a hint at this decision and it is still being worked out."""
        move = self.decision
        return move is not None and move in self.hints and self.shown_hint is None

    @property
    def question(self) -> coaching.Coached | None:
        """The coach's question about the move you are making now, waiting for your answer."""
        asked = [c for c in self.coached if c.move == self.decision and not c.answered]
        return asked[-1] if asked else None

    def to_json(self) -> str:
        record = {
            "level": self.level,
            "since": self.since,
            "game": self.state.to_dict(),
            "coach": self.coach,
            "hints": list(self.hints),
            "hint": None if self.hint is None else self.hint.to_dict(),
            "coached": [c.to_dict() for c in self.coached],
        }
        return saved_games.save_text(record)

    @classmethod
    def from_json(cls, game: TableGame[S, Any], text: str) -> ComputerTable[S]:
        """Read to_json()'s record; an engine state saved on its own gets the defaults, and
        a record saved before the coach was kept a table without it. A process remembers the
        last tables it read (reading replays the game's events: most of a move's time), and
        gives each caller a table of its own (its cached looks, such as the hint, its own)."""
        return replace(_read_table(game, text))

    @classmethod
    def read_json(cls, game: TableGame[S, Any], text: str) -> ComputerTable[S]:
        """from_json() without the memory."""
        record = saved_games.read_save(text)
        state_class = game.engine.state
        if "game" not in record:
            return cls(game, state_class.from_dict(record), default_level(game.engine))
        hint = record.get("hint")
        coach = record.get("coach")
        return cls(
            game,
            state_class.from_dict(record["game"]),
            record["level"],
            record["since"],
            coaching.threshold_of(coach),
            tuple(int(move) for move in record.get("hints", ())),
            None if hint is None else coaching.ShownHint.from_dict(hint),
            tuple(coaching.Coached.from_dict(c) for c in record.get("coached", ())),
        )

    @property
    def computers_to_play(self) -> bool:
        """Your move is made and the computers' replies are still to come (on the workers:
        webapp.tables.COMPUTERS)."""
        return not self.game.waits(self.state)

    def move(self, action: object) -> ComputerTable[S]:
        """Apply your `action`, then the computers' moves up to your next decision."""
        return self.made(action).computers_move()

    def made(self, action: object) -> ComputerTable[S]:
        """Apply your `action` alone (IllegalActionError if it is not allowed): the computers'
        replies are computers_move's."""
        return replace(self, state=self.state.apply(action), since=len(self.state.log))

    def computers_move(self) -> ComputerTable[S]:
        """The computers' moves up to your next decision (in coach mode, that decision then
        evaluated ahead of time). Nothing the computers do raises a ValueError, so a failure
        of theirs is never mistaken for a bad move of yours."""
        try:
            state = computers_play(self.game, self.state, self.level)
        except ValueError as error:
            raise RuntimeError(f"a computer player could not move: {error}") from error
        moved = replace(self, state=state)
        moved.prepare_coach()
        return moved

    def prepare_coach(self) -> None:
        """In coach mode, have your decision now evaluated ahead of time (a job on the
        workers), so that the coach answers your move at once."""
        if self.coach is not None and self.decision is not None:
            evaluations.prepare(self.game.engine, self.state, YOU)

    def move_from_form(self, form: Mapping[str, Any]) -> ComputerTable[S]:
        """Your move as the form says it, made (the computers' replies are computers_move's);
        in coach mode, a clear mistake is first asked about (the question kept, nothing
        played) unless the form plays it anyway. A move the engine refuses is a FieldError
        with its reason, for the form field it concerns."""
        try:
            action = self.game.read_move(form, self.state)
            # No decision of yours: the table's action (dealing on between deals).
            if self.coach is None or self.decision is None:
                return self.made(action)
            self.state.check(action)  # refused at once, before the coach weighs it
            fields = coaching.move_fields(form)
            return self.coached_move(action, fields, anyway=form.get("anyway") == "1")
        except ExplainedError as error:
            raise refused(self.game, self.state, error) from None

    def coached_move(
        self, action: object, fields: tuple[tuple[str, str], ...] = (), *, anyway: bool = False
    ) -> ComputerTable[S]:
        """Your `action` (sent as the form `fields`) with the coach on: a clear mistake is
        asked about first (`anyway` plays one the coach has asked about); the move made
        answers the questions asked at its decision."""
        assert self.coach is not None
        move = len(self.state.actions)
        # Worked out on the workers (Pending, and the page asks again, while it is).
        hint = evaluations.evaluation(self.game.engine, self.state, YOU)
        asked = coaching.question(hint, move, action, self.coach, fields)
        pending = self.question
        if asked is not None and (pending is None or pending.action != asked.action):
            return replace(self, coached=(*self.coached, asked))
        if asked is not None and not anyway:
            return self  # asked already, and not yet answered
        label = coaching.label_of(hint, action)
        coached = tuple(
            coaching.answered(c, action, label) if c.move == move and not c.answered else c
            for c in self.coached
        )
        return replace(self.made(action), coached=coached)

    def follow_hint(self) -> None:
        """Wait (up to jobs.FOLLOW) for the hint being worked out at your decision now."""
        if self.hint_pending:
            with contextlib.suppress(jobs.Pending, jobs.Failed):
                evaluations.evaluation(self.game.engine, self.state, YOU, wait=jobs.FOLLOW)
            self.__dict__.pop("shown_hint", None)  # looked at while pending: look again

    def with_hint(self) -> ComputerTable[S]:
        """The table with a hint at your decision now, kept (and the decision marked as made
        with a hint); FieldError when no decision is yours."""
        move = self.decision
        if move is None:
            raise FieldError("there is no decision of yours to give a hint for now")
        if self.shown_hint is not None:
            return self
        hints = tuple(sorted({*self.hints, move}))
        try:
            hint = evaluations.evaluation(self.game.engine, self.state, YOU)
        except jobs.Pending:  # asked, and kept as asked: the page follows the evaluation
            return replace(self, hints=hints, hint=None)
        return replace(self, hints=hints, hint=coaching.shown(hint, move))

    def coaching_at(self, move: int) -> tuple[bool, tuple[coaching.Coached, ...]]:
        """Whether decision `move` was made with a hint, and the coach's questions at it."""
        return move in self.hints, tuple(c for c in self.coached if c.move == move)

    @property
    def summary(self) -> str:
        """'You 45, Computer 52 (game to 121)': the line in the resume list."""
        names = self.game.side_names(self.state)
        scores = ", ".join(
            f"{name} {score}" for name, score in zip(names, self.state.scores, strict=True)
        )
        return f"{scores} (game to {self.state.rules.game_to})"


def refused(game: TableGame[S, Any], state: S, error: ExplainedError) -> FieldError:
    """A refusal of your move in `state` (the engine's IllegalActionError, or a FieldError
    reading the form), in its own words, for the form field it concerns where the page shows
    it (None: above the table)."""
    reason = error.reason if isinstance(error, IllegalActionError) else str(error)
    field = getattr(error, "field", None)
    return FieldError(reason, field=None if field is None else game.fields(state).get(field))


def computers_play(game: TableGame[S, Any], state: S, level: str) -> S:
    """Let the computer seats act until `game.waits`."""
    choose = game.engine.choose_action
    for _ in range(MAX_COMPUTER_MOVES):
        if game.waits(state):
            return state
        seat = game.computer_seat(state)
        # Seeded by the game and the move, so a game replays the same way from its seed.
        rng = seeded_random("computer", state.seed, len(state.actions))
        state = state.apply(choose(state, level, rng=rng, seat=seat))
    raise RuntimeError("the computers made too many moves in a row; this is a bug")


def start(game: TableGame[S, Any], chosen: Mapping[str, Any], seed: int) -> ComputerTable[S]:
    """A new game from the new-game form's values, the computers playing up to you."""
    engine = game.engine
    level = chosen.get("level", default_level(engine))
    if level not in engine.levels:
        raise FieldError(f"the computer plays at one of {', '.join(engine.levels)}, not {level!r}")
    rules = engine.rules_with(chosen)
    state = engine.new_game(seed, rules, **game.setup(chosen, seed))
    threshold = coaching.threshold_of(chosen.get("coach"))
    return ComputerTable(game, computers_play(game, state, level), level, coach=threshold)


NEW_GAME = "new-game"
COMPUTERS = "computers"


def computers_work(saved: SavedGame) -> jobs.Work:
    """The computers' replies to the move that made `saved` what it is: keyed by the game and
    its version, so asked twice (the move, then the page following it) it is done once; owed
    to the player, so never refused by their budget (the game would stop)."""
    return jobs.Work(COMPUTERS, {"game_id": saved.id, "version": saved.version}, owed=True)


@jobs.kind(COMPUTERS)
def computers_job(payload: Mapping[str, Any]) -> dict[str, Any]:
    """The computers' replies to your move, made on a worker and saved on the version your
    move made (if the game has moved on, they were made already); a hand just over has its
    review queued."""
    from webapp.games import table_game

    saved = saved_games.find(str(payload["game_id"]))
    if saved is None:
        raise jobs.Failed("That game is no longer saved.")
    game = table_game(saved.game)

    def read(text: str) -> ComputerTable[Any]:
        return ComputerTable.from_json(game, text)

    def transform(text: str) -> tuple[str, bool]:
        table = saved_games.read_text(text, read).computers_move()
        return table.to_json(), table.is_over

    if saved_games.read_state(saved, read).computers_to_play:
        with contextlib.suppress(saved_games.StaleMove):
            saved = saved_games.apply_to(saved, int(payload["version"]), transform)
            reviews.review_ahead(saved, saved_games.read_state(saved, read).state)
    return {"version": saved.version}


@jobs.kind(NEW_GAME)
def new_game_job(payload: Mapping[str, Any]) -> dict[str, Any]:
    """A new game made on a worker: the form as sent, the computers playing up to you, saved
    as the player's; where to open it."""
    from webapp.games import table_game

    game = table_game(str(payload["game"]))
    form = read_form(options_form(new_game_options(game)), MultiDict(payload["form"]))
    table = start(game, form.values(), int(payload["seed"]))
    saved = saved_games.create(game.engine.name, table.to_json(), player=str(payload["player"]))
    return {"game_id": saved.id, "endpoint": f"{game.blueprint}.game"}


def default_level(engine: Engine[Any, Any, Any, Any]) -> str:
    return "standard" if "standard" in engine.levels else engine.level_names[0]


def new_game_options(game: TableGame[Any, Any]) -> tuple[Option, ...]:
    """The new-game form's options: the set-up, the computers' level, the coach (for a game
    with hints), then the rules."""
    engine = game.engine
    level = level_option(
        engine.level_names, engine.level_help, game.level_label, default_level(engine)
    )
    return (*engine.setup_options, level, coaching.COACH_OPTION, *engine.options)


TABLES_REMEMBERED = 64  # tables read, kept by their saved text: the games being played now


@lru_cache(maxsize=TABLES_REMEMBERED)
def _read_table(game: TableGame[Any, Any], text: str) -> ComputerTable[Any]:
    return ComputerTable.read_json(game, text)


@dataclass(frozen=True)
class Resumable:
    """A game to resume, as listed on a new-game page: its saved row and a line about it."""

    saved: SavedGame
    summary: str


# -- the routes ------------------------------------------------------------------------


def add_table_routes(bp: Blueprint, game: TableGame[S, Any]) -> None:
    """/play (the new-game form and your unfinished games), /games/<id> (the table and your
    moves) on `bp`, as endpoints new, create, game and move; the blueprint's own address
    (/cribbage, /euchre, ...) sends you to /play, the game's home."""
    form_class = options_form(new_game_options(game))
    name = game.engine.name

    def read(text: str) -> ComputerTable[S]:
        return ComputerTable.from_json(game, text)

    def new() -> ResponseReturnValue:
        return new_game_page(read_form(form_class, None))

    def create() -> ResponseReturnValue:
        form = read_form(form_class, request.form)
        if form.errors:
            return new_game_page(form, status=400)
        # The computers' first moves (up to seconds at the strong levels) on the workers.
        sent = [(name, value) for name, value in request.form.items(multi=True)]
        player = current_player_id(create=True)
        payload = {"game": name, "form": sent, "seed": secrets.randbits(63), "player": player}
        try:
            made = jobs.run(jobs.Work(NEW_GAME, payload))
        except jobs.Pending as pending:  # the page follows the deal, and opens the game
            return redirect(url_for("jobs.follow", key=pending.key), 303)
        return redirect(url_for(f"{bp.name}.game", game_id=made["game_id"]), 303)

    def new_game_page(form: OptionsForm, status: int = 200) -> ResponseReturnValue:
        resumable = [
            Resumable(saved, table.summary) for saved, table in unfinished(name, read, RESUME_LIMIT)
        ]
        html = render_template(
            "tables/new.html",
            game=game,
            form=form,
            errors=form.errors_by_field(),
            unfinished=resumable,
            resume_endpoint=f"{bp.name}.game",
            create_endpoint=f"{bp.name}.create",
        )
        return html, status

    def show(game_id: str) -> ResponseReturnValue:
        saved = replied(saved_games.load(name, game_id))
        if wants_fragment():  # the table following a hint: answered as soon as it is ready
            saved_games.read_state(saved, read).follow_hint()
        return render_table(saved)

    def replied(saved: SavedGame) -> SavedGame:
        """The game once the computers have replied to your move, on the workers (waited for
        a moment: the page follows them if they take longer); a hand just over has its review
        made ahead of time."""
        table = saved_games.read_state(saved, read)
        if table.computers_to_play:
            with contextlib.suppress(jobs.Pending):
                jobs.run(computers_work(saved))
            saved = saved_games.load(name, saved.id)
            table = saved_games.read_state(saved, read)
        else:  # your decision again at once: the coach's evaluation of it, ahead of time
            table.prepare_coach()
        reviews.review_ahead(saved, table.state)
        return saved

    def move(game_id: str) -> ResponseReturnValue:
        return post_move(
            name, game_id, form_move(read), render_table, f"{bp.name}.game", then=replied
        )

    def hint(game_id: str) -> ResponseReturnValue:
        """A hint at your decision now: kept with the game (the review marks the decision),
        then the table with it."""
        return post_move(name, game_id, hinted(read), render_table, f"{bp.name}.game")

    def render_table(
        saved: SavedGame,
        *,
        notice: str | None = None,
        problem: str | None = None,
        errors: dict[str, str] | None = None,
        status: int = 200,
    ) -> ResponseReturnValue:
        """The table page, or for htmx the table fragment; `notice` or `problem` said on top,
        `errors` next to their fields."""
        table = saved_games.read_state(saved, read)
        hint_url = url_for(f"{bp.name}.hint", game_id=saved.id)
        return table_page(
            "tables/game.html",
            "tables/_fragment.html",
            status,
            game=game,
            saved=saved,
            table=game.view(table),
            coach=table,
            hint_url=hint_url,
            notice=notice,
            problem=problem,
            errors=errors or {},
        )

    def review(game_id: str) -> ResponseReturnValue:
        """The review of every hand played to its end, the biggest mistakes first."""
        saved = saved_games.load(name, game_id)
        table = saved_games.read_state(saved, read)
        whole, hands, waiting = reviews.game_review(saved, game.engine, table.state)
        return private_page(
            "reviews/game.html",
            game=game,
            saved=saved,
            table=table,
            review=whole,
            hands=hands,
            waiting=waiting,
        )

    def hand_review(game_id: str, hand: int) -> ResponseReturnValue:
        """One hand's review: the page, or for htmx the panel the table's hand summary loads."""
        saved = saved_games.load(name, game_id)
        table = saved_games.read_state(saved, read)
        if hand not in reviews.hands_over(table.state):
            raise NotFound(f"{reviews.hand_word(game.engine)} {hand + 1} is not over yet")
        graded = reviews.hand_review(saved, game.engine, table.state, hand)
        page = "reviews/_hand.html" if wants_fragment() else "reviews/hand.html"
        return private_page(page, game=game, saved=saved, table=table, review=graded, hand=hand)

    def home() -> ResponseReturnValue:
        return redirect(url_for(f"{bp.name}.new"), 302)

    bp.add_url_rule("/", "home", home, methods=["GET"], strict_slashes=False)
    bp.add_url_rule("/play", "new", new, methods=["GET"])
    bp.add_url_rule("/play", "create", create, methods=["POST"])
    bp.add_url_rule("/games/<id:game_id>", "game", show, methods=["GET"])
    bp.add_url_rule("/games/<id:game_id>", "move", move, methods=["POST"])
    bp.add_url_rule("/games/<id:game_id>/hint", "hint", hint, methods=["POST"])
    bp.add_url_rule("/games/<id:game_id>/review", "review", review, methods=["GET"])
    bp.add_url_rule(
        "/games/<id:game_id>/review/<int:hand>", "hand_review", hand_review, methods=["GET"]
    )


Render = Callable[..., ResponseReturnValue]
"""Shows a saved game: render(saved, notice=..., problem=..., errors=..., status=...); `errors`
holds a message by the name of the form field it is about."""


class Moved(Protocol):
    """A saved game moved by a posted form, saved as JSON (ComputerTable, a duplicate set)."""

    @property
    def is_over(self) -> bool: ...

    def move_from_form(self, form: Mapping[str, Any]) -> Moved: ...

    def to_json(self) -> str: ...


def form_move(read: Callable[[str], Moved]) -> saved_games.Transform:
    """The move the posted form makes on the saved game that `read` reads from its JSON."""

    def transform(text: str) -> tuple[str, bool]:
        moved = saved_games.read_text(text, read).move_from_form(request.form)
        return moved.to_json(), moved.is_over

    return transform


def hinted(read: Callable[[str], ComputerTable[Any]]) -> saved_games.Transform:
    """The saved game with a hint at your decision now (ComputerTable.with_hint)."""

    def transform(text: str) -> tuple[str, bool]:
        table = saved_games.read_text(text, read).with_hint()
        return table.to_json(), table.is_over

    return transform


def post_move(
    game: str,
    game_id: str,
    transform: saved_games.Transform,
    render: Render,
    endpoint: str,
    *,
    then: Callable[[SavedGame], SavedGame] | None = None,
) -> ResponseReturnValue:
    """Apply the posted move (`transform` of the saved JSON) on the form's version, and `then`
    what follows it (the computers' replies).

    400 with the reason for a move that is not allowed (next to its field when it is about
    one), 409 with the current position for one made already; otherwise the table for htmx, or
    a redirect to `endpoint`."""
    version = read_whole_number(request.form.get("version", ""))
    if version is None:
        saved = saved_games.load(game, game_id)
        return render(
            saved, problem="The form was missing its version: reload the page.", status=400
        )
    try:
        saved = saved_games.apply_move(game, game_id, version, transform)
    except saved_games.StaleMove as stale:
        return render(stale.game, notice=stale.message, status=409)
    except ExplainedError as error:
        reason = str(error.reason if isinstance(error, IllegalActionError) else error)
        reason = reason.rstrip(".")
        problem = f"{reason[:1].upper()}{reason[1:]}."
        current = saved_games.load(game, game_id)
        if isinstance(error, FieldError) and error.field:
            return render(current, errors={error.field: problem}, status=400)
        return render(current, problem=problem, status=400)
    if then is not None:
        saved = then(saved)
    if wants_fragment():
        return render(saved)
    return redirect(url_for(endpoint, game_id=saved.id), 303)


def private_page(template: str, **context: object) -> ResponseReturnValue:
    """A page of one player's game that does not change with a move of theirs elsewhere."""
    response = make_response(render_template(template, **context))
    response.vary.add("HX-Request")
    response.headers["Cache-Control"] = "no-store"
    return response


def table_page(
    page: str, fragment: str, status: int = 200, **context: object
) -> ResponseReturnValue:
    """A table: the whole `page` template, or for htmx its `fragment`, rendered with `context`
    as a page private to its player and changing with every move."""
    html = render_template(fragment if wants_fragment() else page, **context)
    response = make_response(html, status)
    response.vary.add("HX-Request")
    response.headers["Cache-Control"] = "no-store"
    return response


def unfinished(game: str, read: Callable[[str], G], limit: int) -> list[tuple[SavedGame, G]]:
    """This player's unfinished games of `game`, most recent first, each read with `read`
    (a saved state it cannot read is skipped)."""
    games: list[tuple[SavedGame, G]] = []
    for saved in saved_games.list_for_player(game):
        if saved.finished:
            continue
        try:
            games.append((saved, saved_games.read_state(saved, read)))
        except saved_games.UnreadableSave:
            continue
        if len(games) == limit:
            break
    return games
