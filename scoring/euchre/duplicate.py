"""Duplicate Euchre: a set of seeded deals, each played twice from seat 0 (South), once by you
and once by the computer, with the same computer partner (seat 2) and opponents (1 and 3).

Deal i of a set is one hand, `new_game(deal_seed(seed, i), rules, dealer=i % 4)`, played to
HAND_OVER. The other seats draw their random choices from (seed, deal, actions so far) in both
plays, so wherever you choose as the computer did, they answer as they did against it. When your
play of a deal ends the computer's play of it is computed and the two are compared: each counts
North–South's points minus East–West's, and the difference is yours less the computer's.
A set keeps the computer's play it computed, and replays it from the recorded actions.
"""

from __future__ import annotations

import json
import random
from collections.abc import Iterable, Mapping
from dataclasses import dataclass, replace
from typing import Any

from scoring.cards import Suit
from scoring.engine import SAVE_FORMAT, seeded_random
from scoring.errors import ExplainedError
from scoring.euchre.actions import Action, NextHand, parse_action
from scoring.euchre.events import Event, EventCategory, Phase
from scoring.euchre.game import GameState, new_game
from scoring.euchre.options import Rules
from scoring.euchre.players import LEVELS, choose_action
from scoring.jsontext import json_object

__all__ = [
    "DEAL_COUNTS",
    "DEFAULT_DEALS",
    "DealResult",
    "DuplicateError",
    "DuplicateSet",
    "Outcome",
    "deal",
    "deal_seed",
    "dealer_of",
    "new_set",
    "play_by_computer",
]

YOU = 0
DEAL_COUNTS = (4, 8, 12)
DEFAULT_DEALS = 8
SCORING = frozenset(
    {EventCategory.MADE, EventCategory.MARCH, EventCategory.EUCHRE, EventCategory.RENEGE}
)
# More moves than a hand needs: a guard against a loop that never ends.
MAX_MOVES = 100


class DuplicateError(ExplainedError):
    """A duplicate set that cannot be made or read, or a step it does not allow now."""


def deal_seed(seed: int, number: int) -> int:
    """The shuffle seed of deal `number` (from 0) of the set with `seed`."""
    return seeded_random("duplicate-deal", seed, number).getrandbits(63)


def dealer_of(number: int) -> int:
    """The deal rotates clockwise: South deals deal 0, West deal 1, and so on."""
    return number % 4


def deal(seed: int, rules: Rules, number: int) -> GameState:
    """Deal `number` of the set with `seed`, at round one of bidding."""
    return new_game(deal_seed(seed, number), rules, dealer=dealer_of(number))


def play_by_computer(seed: int, rules: Rules, level: str, number: int) -> GameState:
    """Deal `number` played to its end with the computer at `level` in every seat, yours too."""
    state = deal(seed, rules, number)
    for _ in range(MAX_MOVES):
        if _hand_over(state):
            return state
        state = state.apply(choose_action(state, level, rng=_rng(seed, number, state)))
    raise RuntimeError("the computers made too many moves in one deal; this is a bug")


def _computers_play(seed: int, number: int, level: str, state: GameState) -> GameState:
    """The computer seats' moves until it is your decision or the deal is over."""
    for _ in range(MAX_MOVES):
        if _hand_over(state) or state.current_player == YOU:
            return state
        state = state.apply(choose_action(state, level, rng=_rng(seed, number, state)))
    raise RuntimeError("the computers made too many moves in a row; this is a bug")


def _rng(seed: int, number: int, state: GameState) -> random.Random:
    return seeded_random("duplicate", seed, number, len(state.actions))


def _hand_over(state: GameState) -> bool:
    return state.phase in (Phase.HAND_OVER, Phase.OVER)


@dataclass(frozen=True)
class Outcome:
    """How one play of a deal ended: each side's points and tricks, who made trump (None when
    the hand was thrown in), and the engine's events that scored it or threw it in."""

    points: tuple[int, int]
    tricks: tuple[int, int]
    maker: int | None
    trump: Suit | None
    alone: bool
    defender_alone: int | None
    events: tuple[Event, ...]
    actions: tuple[Action, ...]

    @classmethod
    def of(cls, state: GameState) -> Outcome:
        """The outcome of a deal played to its end."""
        if not _hand_over(state):
            raise DuplicateError("the deal is not over yet, so it has no outcome")
        points = [0, 0]
        for event in state.log:
            if event.points and event.side is not None:
                points[event.side] += event.points
        made = state.trump is not None
        return cls(
            points=(points[0], points[1]),
            tricks=state.tricks,
            maker=state.maker if made else None,
            trump=state.trump,
            alone=state.alone,
            defender_alone=state.defender_alone,
            events=tuple(
                e
                for e in state.log
                if e.category in SCORING or e.category is EventCategory.THROW_IN
            ),
            actions=state.actions,
        )

    @property
    def net(self) -> int:
        """North–South's points less East–West's: what duplicate compares."""
        return self.points[0] - self.points[1]

    @property
    def thrown_in(self) -> bool:
        return self.trump is None

    def to_dict(self) -> dict[str, Any]:
        return {
            "points": list(self.points),
            "tricks": list(self.tricks),
            "maker": self.maker,
            "trump": None if self.trump is None else str(self.trump),
            "alone": self.alone,
            "defender_alone": self.defender_alone,
            "events": [event.to_dict() for event in self.events],
            "actions": [action.to_dict() for action in self.actions],
        }

    @classmethod
    def from_dict(cls, data: Mapping[str, Any]) -> Outcome:
        return cls(
            points=(data["points"][0], data["points"][1]),
            tricks=(data["tricks"][0], data["tricks"][1]),
            maker=data["maker"],
            trump=None if data["trump"] is None else Suit.parse(data["trump"]),
            alone=data["alone"],
            defender_alone=data["defender_alone"],
            events=tuple(Event.from_dict(event) for event in data["events"]),
            actions=tuple(parse_action(action) for action in data["actions"]),
        )


@dataclass(frozen=True)
class DealResult:
    """One deal of the set played by you and by the computer from your seat."""

    number: int
    yours: Outcome
    computers: Outcome

    @property
    def dealer(self) -> int:
        return dealer_of(self.number)

    @property
    def difference(self) -> int:
        """How many points better (or, below 0, worse) you did than the computer."""
        return self.yours.net - self.computers.net

    @property
    def verdict(self) -> str:
        if self.difference > 0:
            return f"You did {_points(self.difference)} better than the computer on this deal."
        if self.difference < 0:
            return f"The computer did {_points(-self.difference)} better from your seat."
        return "You and the computer came out the same on this deal."

    def to_dict(self) -> dict[str, Any]:
        return {
            "number": self.number,
            "yours": self.yours.to_dict(),
            "computer": self.computers.to_dict(),
        }

    @classmethod
    def from_dict(cls, data: Mapping[str, Any]) -> DealResult:
        return cls(
            data["number"], Outcome.from_dict(data["yours"]), Outcome.from_dict(data["computer"])
        )


@dataclass(frozen=True)
class DuplicateSet:
    """A set in progress: its seed, rules, the computers' level and number of deals, the deal
    being played (`current`, possibly just over) and the results of the deals played."""

    seed: int
    rules: Rules
    level: str
    deals: int
    current: GameState
    results: tuple[DealResult, ...] = ()

    @property
    def number(self) -> int:
        """The current deal, from 0."""
        return len(self.results) - 1 if self.deal_over else len(self.results)

    @property
    def deal_over(self) -> bool:
        """The current deal is over: its result is in `results`."""
        return _hand_over(self.current)

    @property
    def is_over(self) -> bool:
        """Every deal has been played and compared."""
        return len(self.results) == self.deals

    @property
    def result(self) -> DealResult | None:
        """The current deal's result, once it is over."""
        return self.results[-1] if self.deal_over else None

    @property
    def your_points(self) -> tuple[int, int]:
        """North–South's and East–West's points over the deals you have played."""
        return _sum_points(r.yours for r in self.results)

    @property
    def computer_points(self) -> tuple[int, int]:
        return _sum_points(r.computers for r in self.results)

    @property
    def difference(self) -> int:
        return sum(r.difference for r in self.results)

    @property
    def verdict(self) -> str:
        """The set so far in one sentence."""
        played = len(self.results)
        deals = f"{played} deal" + ("" if played == 1 else "s")
        if self.difference > 0:
            return f"You scored {_points(self.difference)} more than the computer over {deals}."
        if self.difference < 0:
            return f"The computer scored {_points(-self.difference)} more than you over {deals}."
        return f"You and the computer scored the same over {deals}."

    def apply(self, action: Action) -> DuplicateSet:
        """Your `action` in the current deal, then the computer seats' moves up to your next
        decision; when the deal ends, its comparison with the computer's play is recorded."""
        if self.deal_over or isinstance(action, NextHand):
            raise DuplicateError(self._why_deal_over())
        return self._advance(self.current.apply(action))

    def next_deal(self) -> DuplicateSet:
        """Deal the next deal of the set, the computers bidding up to you."""
        if self.is_over:
            raise DuplicateError(f"the set is over: all {self.deals} deals have been played")
        if not self.deal_over:
            raise DuplicateError("this deal is not over yet: finish it first")
        return self._advance(deal(self.seed, self.rules, self.number + 1))

    def dealt(self, number: int) -> GameState:
        """Deal `number` as it was dealt, before any bid: every hand and the upcard."""
        return deal(self.seed, self.rules, number)

    def computer_play(self, number: int) -> GameState:
        """The computer's play of deal `number`, replayed from its recorded actions."""
        state = self.dealt(number)
        for action in self.results[number].computers.actions:
            state = state.apply(action)
        return state

    def _advance(self, state: GameState) -> DuplicateSet:
        number = len(self.results)
        state = _computers_play(self.seed, number, self.level, state)
        if not _hand_over(state):
            return replace(self, current=state)
        computer = play_by_computer(self.seed, self.rules, self.level, number)
        result = DealResult(number, Outcome.of(state), Outcome.of(computer))
        return replace(self, current=state, results=(*self.results, result))

    def _why_deal_over(self) -> str:
        if self.is_over:
            return f"the set is over: all {self.deals} deals have been played"
        return "this deal is over: go on to the next deal"

    # JSON.

    def to_dict(self) -> dict[str, Any]:
        return {
            "format": SAVE_FORMAT,
            "seed": self.seed,
            "rules": self.rules.to_dict(),
            "level": self.level,
            "deals": self.deals,
            "current": self.current.to_dict(),
            "results": [result.to_dict() for result in self.results],
        }

    def to_json(self) -> str:
        return json.dumps(self.to_dict(), ensure_ascii=False)

    @classmethod
    def from_dict(cls, data: Mapping[str, Any]) -> DuplicateSet:
        """Read a set written by to_dict(); DuplicateError if it is not one. A set saved before
        SAVE_FORMAT 2 reads the same (its results hold only scoring events, worded alike), its
        deal in progress replayed by GameState.from_dict."""
        if data.get("format", SAVE_FORMAT) != SAVE_FORMAT:
            raise DuplicateError(f"saved duplicate set format {data['format']!r} is unknown")
        try:
            played = cls(
                seed=data["seed"],
                rules=Rules.from_dict(data["rules"]),
                level=data["level"],
                deals=data["deals"],
                current=GameState.from_dict(data["current"]),
                results=tuple(DealResult.from_dict(result) for result in data["results"]),
            )
        except (KeyError, IndexError, TypeError, ValueError) as error:
            raise DuplicateError(f"that is not a saved duplicate set ({error!r})") from None
        played._check()
        return played

    @classmethod
    def from_json(cls, text: str) -> DuplicateSet:
        return cls.from_dict(json_object(text, DuplicateError, "a saved duplicate set"))

    def _check(self) -> None:
        _check_options(self.level, self.deals)
        numbers = [result.number for result in self.results]
        if len(self.results) > self.deals or numbers != list(range(len(numbers))):
            raise DuplicateError("that is not a saved duplicate set (its results are out of order)")
        if self.current.seed != deal_seed(self.seed, self.number):
            raise DuplicateError("that is not a saved duplicate set (the deal is not the set's)")


def new_set(
    seed: int, rules: Rules | None = None, level: str = "standard", deals: int = DEFAULT_DEALS
) -> DuplicateSet:
    """A new set of `deals` deals shuffled from `seed`; the computers bid up to you in the first."""
    _check_options(level, deals)
    rules = rules or Rules()
    empty = DuplicateSet(seed, rules, level, deals, current=deal(seed, rules, 0))
    return empty._advance(empty.current)


def _check_options(level: str, deals: int) -> None:
    if level not in LEVELS:
        raise DuplicateError(f"the computers play at one of {', '.join(LEVELS)}, not {level!r}")
    if type(deals) is not int or deals not in DEAL_COUNTS:
        raise DuplicateError(f"a set is {_deal_counts()} deals, not {deals!r}")


def _deal_counts() -> str:
    """'4, 8 or 12'."""
    *most, last = DEAL_COUNTS
    return f"{', '.join(str(n) for n in most)} or {last}"


def _sum_points(outcomes: Iterable[Outcome]) -> tuple[int, int]:
    north_south = east_west = 0
    for outcome in outcomes:
        north_south += outcome.points[0]
        east_west += outcome.points[1]
    return north_south, east_west


def _points(points: int) -> str:
    return f"{points} point" + ("" if points == 1 else "s")
