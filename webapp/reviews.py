"""Reviews of your games: each finished hand's decisions graded by the engine's review
(scoring.review), made the first time they are asked for and kept with the saved game, and
/reviews, the list of your finished games to reopen.

The table routes (webapp/tables.py) serve a game's review pages; this module keeps the
reviews and knows which hands are over. A review is of the seat you play, seat 0. A saved
record that is not a game at a table (a duplicate entry) says how its hands are read for review
with `hands_read_by`.
"""

from __future__ import annotations

import json
from collections.abc import Callable, Mapping
from dataclasses import dataclass
from typing import Any

from flask import Blueprint, render_template
from flask.typing import ResponseReturnValue
from sqlalchemy import select
from sqlalchemy.exc import IntegrityError

from scoring.engine import Engine
from scoring.review import REVIEW_VERSION, Review, joined
from scoring.verdicts import ERRORS, LABELS, NAMES
from webapp import jobs
from webapp.evaluations import evaluator
from webapp.models import HandReview, SavedGame
from webapp.players import current_player_id
from webapp.storage import get_session

bp = Blueprint("reviews", __name__)

YOU = 0  # the seat you play at every computer table (webapp.tables.YOU)
# The engines' words for a hand: cribbage plays deals.
HAND_WORDS = {"cribbage": "deal"}
HAND_OVER = {"done", "hand_over", "over"}  # the phases in which the hand just played is over

# How a saved record gives hand n (from 0) to review: its engine, a state holding the hand
# over, and the hand's number in that state; jobs.Failed if it is not over.
HandReader = Callable[[SavedGame, int], tuple[Engine[Any, Any, Any, Any], Any, int]]
_READERS: dict[str, HandReader] = {}


def hands_read_by(reader: HandReader, *games: str) -> None:
    """Have the saved records of `games` (SavedGame.game) read for review by `reader`."""
    _READERS.update(dict.fromkeys(games, reader))


# What each kind of graded decision is called, in a summary.
KIND_WORDS = {
    "bid": "bids",
    "play": "cards played",
    "discard": "discards",
    "widow": "cards laid away",
    "exchange": "exchanges",
    "defence": "lone defences",
}


@bp.app_template_global()
def hand_word(engine: Engine[Any, Any, Any, Any]) -> str:
    """'hand', or the game's own word for one: cribbage's 'deal'."""
    return HAND_WORDS.get(engine.name, "hand")


@bp.app_template_global()
def verdict_label(verdict: str) -> str:
    """A verdict's label on a page: "Inaccuracy", "Too close to call" (scoring.verdicts)."""
    return LABELS[verdict]


@bp.app_template_global()
def verdict_name(verdict: str) -> str:
    """A verdict in a sentence: "a mistake", "too close to call"."""
    return NAMES[verdict]


@bp.app_template_global()
def is_error(verdict: str) -> bool:
    """A sure loss of any tier: an inaccuracy, a mistake or a blunder."""
    return verdict in ERRORS


@bp.app_template_global()
def kind_words(kind: str) -> str:
    """What a kind of decision is called in a summary: 'cards played'."""
    return KIND_WORDS.get(kind, kind)


def hands_over(state: Any) -> list[int]:
    """The numbers (from 0) of the hands played to their end."""
    number = getattr(state, "hand_number", None)
    if number is None:
        number = state.deal_number
    return list(range(number + (str(state.phase) in HAND_OVER)))


REVIEW = "review"


def _work(saved: SavedGame, hand: int) -> jobs.Work:
    """Reviewing a hand, as a job: background work, done ahead of time when it can be."""
    payload = {"game": saved.game, "game_id": saved.id, "hand": hand, "version": REVIEW_VERSION}
    return jobs.Work(REVIEW, payload, background=True, player=saved.player_id)


def hand_review(
    saved: SavedGame, engine: Engine[Any, Any, Any, Any], state: Any, hand: int
) -> Review:
    """The review of `hand` (over), kept once made on the task queue's workers (Pending while
    it is being made)."""
    kept = _kept_review(saved, hand)
    if kept is not None:
        return kept
    jobs.run(_work(saved, hand))
    kept = _kept_review(saved, hand)
    if kept is None:
        raise jobs.Failed("The review was made but could not be kept: ask again.")
    return kept


def game_review(
    saved: SavedGame, engine: Engine[Any, Any, Any, Any], state: Any
) -> tuple[Review, list[Review], list[int]]:
    """The game's review so far: of every hand reviewed already, joined; each hand's; and the
    hands over still being reviewed (queued, so the page follows them)."""
    kept = {hand: _kept_review(saved, hand) for hand in hands_over(state)}
    if jobs.immediate():  # no workers: each made here and now
        kept = {
            hand: review or hand_review(saved, engine, state, hand) for hand, review in kept.items()
        }
    waiting = [hand for hand, review in kept.items() if review is None]
    for hand in waiting:
        jobs.submit(_work(saved, hand))
    hands = [review for review in kept.values() if review is not None]
    if not hands:
        return Review(engine.name, YOU), [], waiting
    return joined(hands), hands, waiting


def kept_review(saved: SavedGame, hand: int) -> Review | None:
    """The review of `hand` if it has been made (never made here)."""
    return _kept_review(saved, hand)


def review_hand_ahead(saved: SavedGame, hand: int) -> None:
    """Have `hand` (over) reviewed ahead of time, as background work, unless it is kept."""
    if not jobs.immediate() and _kept_review(saved, hand) is None:
        jobs.submit(_work(saved, hand))


def review_ahead(saved: SavedGame, state: Any) -> None:
    """When a hand has just ended, have its review made ahead of time (background work), so
    that opening it finds it done."""
    if str(state.phase) in HAND_OVER and not jobs.immediate():
        hand = hands_over(state)[-1]
        if _kept_review(saved, hand) is None:
            jobs.submit(_work(saved, hand))


@jobs.kind(REVIEW)
def review_job(payload: Mapping[str, Any]) -> dict[str, Any]:
    """A hand reviewed on a worker, and kept with its game."""
    from webapp.games import table_game  # the tables serve review pages: imported late
    from webapp.tables import ComputerTable

    saved = get_session().get(SavedGame, str(payload["game_id"]))
    if saved is None:
        raise jobs.Failed("That game is no longer saved.")
    hand = int(payload["hand"])
    reader = _READERS.get(saved.game)
    if reader is not None:
        engine, state, at = reader(saved, hand)
        _review(saved, engine, state, hand, at=at)
        return {"hand": hand}
    game = table_game(saved.game)
    table = ComputerTable.from_json(game, saved.state)
    if hand not in hands_over(table.state):
        raise jobs.Failed(f"{hand_word(game.engine).capitalize()} {hand + 1} is not over yet.")
    _review(saved, game.engine, table.state, hand)
    return {"hand": hand}


def _kept_review(saved: SavedGame, hand: int) -> Review | None:
    """The review kept for `hand`; None when there is none, or one made by older evaluations
    than today's hints (reviewed again, so that the review and the hint agree)."""
    kept = get_session().get(HandReview, (saved.id, hand))
    if kept is None:
        return None
    data = json.loads(kept.review)
    if data.get("version", 1) != REVIEW_VERSION:
        return None
    return Review.from_dict(data)


def _review(
    saved: SavedGame,
    engine: Engine[Any, Any, Any, Any],
    state: Any,
    hand: int,
    *,
    at: int | None = None,
) -> Review:
    """Review `hand` (hand `at` of `state`, if not the same) and keep the review."""
    reviewed = hand if at is None else at
    review: Review = engine.review(state, YOU, hand=reviewed, evaluate=evaluator(engine))
    db = get_session()
    text = json.dumps(review.to_dict())
    old = db.get(HandReview, (saved.id, hand))
    if old is not None:  # made by older evaluations: replaced
        old.review = text
    else:
        db.add(HandReview(game_id=saved.id, hand=hand, review=text))
    try:
        db.commit()
    except IntegrityError:  # made at the same moment by another request: keep theirs
        db.rollback()
    return review


@dataclass(frozen=True)
class Finished:
    """A finished game in the list: its row, its table game and the final score."""

    saved: SavedGame
    game: Any  # webapp.tables.TableGame
    summary: str


@bp.get("/reviews")
def finished_games() -> ResponseReturnValue:
    """Your finished games, most recent first, each with its review."""
    from webapp.games import TABLE_GAMES  # the tables serve review pages: imported late
    from webapp.tables import ComputerTable

    player = current_player_id()
    games = {game.engine.name: game for game in TABLE_GAMES}
    found: list[Finished] = []
    if player is not None:
        query = (
            select(SavedGame)
            .where(SavedGame.player_id == player, SavedGame.finished.is_(True))
            .order_by(SavedGame.updated_at.desc(), SavedGame.id)
            .limit(100)
        )
        for saved in get_session().scalars(query):
            game = games.get(saved.game)
            if game is None:
                continue
            try:
                table = ComputerTable.from_json(game, saved.state)
            except ValueError:
                continue
            found.append(Finished(saved, game, table.summary))
    return render_template("reviews/finished.html", finished=found)
