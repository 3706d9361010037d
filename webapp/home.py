"""The home page: what the site does and where to start."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from flask import Blueprint, render_template, url_for
from flask.typing import ResponseReturnValue

from scoring.cards import Card, parse_cards
from webapp.games import TABLE_GAMES
from webapp.tables import TableGame

bp = Blueprint("home", __name__)


@dataclass(frozen=True)
class GameCard:
    """A game on the home page: its cards, what you can do, and its pages."""

    game: TableGame[Any, Any]
    cards: tuple[Card, ...]
    picture_label: str
    blurb: str
    links: tuple[tuple[str, str], ...]


def game_cards() -> list[GameCard]:
    cards = []
    for game in TABLE_GAMES:
        text, label = game.picture
        blurb = game.tagline[:1].upper() + game.tagline[1:]
        links = tuple((link.label, url_for(link.endpoint, **link.values)) for link in game.links)
        cards.append(GameCard(game, tuple(parse_cards(text)), label, blurb, links))
    return cards


@bp.get("/")
def index() -> ResponseReturnValue:
    return render_template("home/index.html", games=game_cards())
