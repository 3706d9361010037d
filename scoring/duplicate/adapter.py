"""What each game says for duplicate (its adapter, in its own package), and the seeds of a
set's deals: the part of scoring.duplicate the games import, so it imports no game."""

from __future__ import annotations

from collections.abc import Callable, Mapping
from dataclasses import dataclass
from typing import Any, Generic

from scoring.engine import A, S, seeded_random
from scoring.errors import ExplainedError

__all__ = [
    "KEY_LENGTH",
    "LABEL_LENGTH",
    "YOU",
    "Choice",
    "DuplicateDeals",
    "DuplicateError",
    "deal_seed",
]

YOU = 0
KEY_LENGTH = 64
LABEL_LENGTH = 120


class DuplicateError(ExplainedError):
    """A duplicate set that cannot be made or read, or a step it does not allow now."""


@dataclass(frozen=True)
class Choice:
    """What a play of a deal is grouped by in the field: `key` stable text, `label` said on
    the page ("You ordered up ♠", "You threw 5♥ 5♣")."""

    key: str
    label: str

    def __post_init__(self) -> None:
        if not isinstance(self.key, str) or not 0 < len(self.key) <= KEY_LENGTH:
            raise DuplicateError(f"a choice's key is text of 1 to {KEY_LENGTH} characters")
        if not isinstance(self.label, str) or not 0 < len(self.label) <= LABEL_LENGTH:
            raise DuplicateError(f"a choice's label is text of 1 to {LABEL_LENGTH} characters")

    def to_dict(self) -> dict[str, str]:
        return {"key": self.key, "label": self.label}

    @classmethod
    def from_dict(cls, data: Mapping[str, Any]) -> Choice:
        return cls(data["key"], data["label"])


@dataclass(frozen=True)
class DuplicateDeals(Generic[S, A]):
    """What a game says for duplicate: `deal(seed, rules, number)` deal `number` of the set
    with `seed` at its start (its state's seed is deal_seed(seed, number)); `over(state)` the
    deal is over; `points(state)` your side's and the other side's points in it; and
    `choice(state)` of a deal over, what the field is grouped by."""

    deal: Callable[[int, Any, int], S]
    over: Callable[[S], bool]
    points: Callable[[S], tuple[int, int]]
    choice: Callable[[S], Choice]


def deal_seed(seed: int, number: int) -> int:
    """The shuffle seed of deal `number` (from 0) of the set with `seed`."""
    return seeded_random("duplicate-deal", seed, number).getrandbits(63)
