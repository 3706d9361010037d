"""The log of a trick-taking game (Euchre, Bid Euchre): one explained event per line. Each game
names its own categories; the record and its JSON form are shared."""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from enum import StrEnum
from typing import Any, ClassVar, Self

from scoring.cards import Card


@dataclass(frozen=True, slots=True)
class TrickEvent:
    """One line of the log. `player` is the seat it is about (None for the table), `side` the
    side that scored `points` (None when nobody scores; points may be negative where a game
    takes points away), `text` a full sentence (scoring.narration), and `note` what a learner
    may not see for themself, or "" (scoring.tricks.explain: "the left bower, a heart now")."""

    categories: ClassVar[type[StrEnum]]

    hand: int
    player: int | None
    category: StrEnum
    cards: tuple[Card, ...]
    points: int
    side: int | None
    text: str
    note: str = ""

    def to_dict(self) -> dict[str, Any]:
        return {
            "hand": self.hand,
            "player": self.player,
            "category": self.category.value,
            "cards": [str(card) for card in self.cards],
            "points": self.points,
            "side": self.side,
            "text": self.text,
            "note": self.note,
        }

    @classmethod
    def from_dict(cls, data: Mapping[str, Any]) -> Self:
        return cls(
            hand=data["hand"],
            player=data["player"],
            category=cls.categories(data["category"]),
            cards=tuple(Card.parse(card) for card in data["cards"]),
            points=data["points"],
            side=data["side"],
            text=data["text"],
            note=data.get("note", ""),  # saves from before notes have none
        )
