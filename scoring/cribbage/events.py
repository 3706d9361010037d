"""The game's record: its phases, and the events of the log, every point with its reason."""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from enum import StrEnum
from typing import Any

from scoring.cards import Card


class Phase(StrEnum):
    DISCARD = "discard"  # players throw to the crib
    PEGGING = "pegging"  # the play, from the dealer's left
    SHOW = "show"  # the hands, then the crib, are counted
    DONE = "done"  # the deal is over; the next dealer deals (NextDeal)
    OVER = "over"  # a side has reached the game's target


class EventCategory(StrEnum):
    """What an event records. Scoring categories share their names with PlayCategory and
    the show's Category, so `EventCategory(item.category)` converts either."""

    # Events that score (points > 0, or 0 for an undercount declared as 0).
    FIFTEEN = "fifteen"
    THIRTY_ONE = "thirty_one"
    PAIR = "pair"
    RUN = "run"
    FLUSH = "flush"
    NOBS = "nobs"
    GO = "go"
    LAST_CARD = "last_card"
    HEELS = "heels"
    DECLARE = "declare"  # with muggins: the points pegged by an undercount, as declared
    MUGGINS = "muggins"  # with muggins: an opponent takes the points missed
    FALSE_MUGGINS = "false_muggins"  # muggins called on a count that missed nothing: the
    # counter pegs the points claimed (ACC rule 10.4)
    # Events that record what happened, 0 points.
    CUT = "cut"  # a card cut to choose the first dealer
    DEAL = "deal"
    DISCARD = "discard"
    STARTER = "starter"
    PLAY = "play"
    SAY_GO = "say_go"  # a player who cannot play says go
    RESET = "reset"  # the count starts again at 0
    SHOW = "show"  # a hand is shown; its items follow
    CRIB = "crib"  # the crib is shown; its items follow
    CORRECTION = "correction"  # with muggins: an overcount, corrected to the true score
    MISSED = "missed"  # with muggins: an undercount nobody claimed
    ACCEPTED = "accepted"  # with muggins: a count open to a call, let stand, and right
    WIN = "win"


@dataclass(frozen=True, slots=True)
class Event:
    """One line of the game's log.

    `player` is the seat the event is about (who scored, played, declared; None for the
    table), `points` what that player's side pegged by it, `text` a phrase to show after
    the player's name ("plays 5♥ for a count of 15") or, for item events, the item's own
    explanation ("7♥ 9♣ 6♦ 8♠: a run of four for 4"). `deal` counts deals from 0.
    """

    deal: int
    phase: Phase
    player: int | None
    category: EventCategory
    cards: tuple[Card, ...]
    points: int
    text: str

    def to_dict(self) -> dict[str, Any]:
        return {
            "deal": self.deal,
            "phase": self.phase.value,
            "player": self.player,
            "category": self.category.value,
            "cards": [str(card) for card in self.cards],
            "points": self.points,
            "text": self.text,
        }

    @classmethod
    def from_dict(cls, data: Mapping[str, Any]) -> Event:
        return cls(
            deal=data["deal"],
            phase=Phase(data["phase"]),
            player=data["player"],
            category=EventCategory(data["category"]),
            cards=tuple(Card.parse(card) for card in data["cards"]),
            points=data["points"],
            text=data["text"],
        )
