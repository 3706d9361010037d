"""Reviews of your games: each finished hand's decisions graded by the engine's review
(scoring.review), made the first time they are asked for and kept with the saved game, and
/reviews, the list of your finished games to reopen.

The table routes (webapp/tables.py) serve a game's review pages; this module keeps the
reviews and knows which hands are over. A review is of the seat you play, seat 0.
"""

from __future__ import annotations

import json
from dataclasses import dataclass
from typing import Any

from flask import Blueprint, render_template
from flask.typing import ResponseReturnValue
from sqlalchemy import select
from sqlalchemy.exc import IntegrityError

from scoring.engine import Engine
from scoring.review import REVIEW_VERSION, Review, joined
from scoring.verdicts import ERRORS, LABELS, NAMES
from webapp.evaluations import evaluator
from webapp.limits import costly_work
from webapp.models import HandReview, SavedGame
from webapp.players import current_player_id
from webapp.storage import get_session

bp = Blueprint("reviews", __name__)

YOU = 0  # the seat you play at every computer table (webapp.tables.YOU)
# The engines' words for a hand: cribbage plays deals.
HAND_WORDS = {"cribbage": "deal"}
HAND_OVER = {"done", "hand_over", "over"}  # the phases in which the hand just played is over


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
def hand_word(engine: Engine[Any, Any, Any]) -> str:
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


def hand_review(saved: SavedGame, engine: Engine[Any, Any, Any], state: Any, hand: int) -> Review:
    """The review of `hand` (over), kept once made: reviewing is the costly part."""
    kept = _kept_review(saved, hand)
    if kept is not None:
        return kept
    with costly_work():
        return _review(saved, engine, state, hand)


def game_review(
    saved: SavedGame, engine: Engine[Any, Any, Any], state: Any
) -> tuple[Review, list[Review]]:
    """The whole game's review so far (every hand over), and each hand's: the hands not yet
    reviewed are one piece of costly work."""
    kept = {hand: _kept_review(saved, hand) for hand in hands_over(state)}
    if not kept:
        return Review(engine.name, YOU), []
    hands = [review for review in kept.values() if review is not None]
    if len(hands) < len(kept):
        with costly_work():
            hands = [
                review if review is not None else _review(saved, engine, state, hand)
                for hand, review in kept.items()
            ]
    return joined(hands), hands


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


def _review(saved: SavedGame, engine: Engine[Any, Any, Any], state: Any, hand: int) -> Review:
    """Review `hand` and keep the review."""
    assert engine.review is not None
    review: Review = engine.review(state, YOU, hand=hand, evaluate=evaluator(engine))
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
