"""Duplicate for every game: a set of seeded deals, each played from seat 0 by you and by the
computer, with the same computer partner and opponents; and the same deals for everyone.

Deal i of a set is one hand (cribbage: one deal, from the throw to the crib's count), dealt
from `deal_seed(seed, i)` with the dealer rotating. The other seats draw their random choices
from (seed, deal, actions so far) in every play of the deal, so wherever a player chooses as
the computer did, they answer as they did against it. A deal's result is your side's points in
it less the other side's; the computer's play from your seat is the par it is compared with.
Each game says what duplicate needs of it in a DuplicateDeals (its Engine's `duplicate`,
scoring.duplicate.adapter); this module plays any registered game's sets through it.
"""

from __future__ import annotations

import json
import random
from collections.abc import Callable, Iterable, Mapping
from dataclasses import dataclass, replace
from functools import lru_cache
from typing import Any, Generic

from scoring.duplicate.adapter import (
    KEY_LENGTH,
    LABEL_LENGTH,
    YOU,
    Choice,
    DuplicateDeals,
    DuplicateError,
    deal_seed,
)
from scoring.engine import SAVE_FORMAT, A, Engine, S, seeded_random
from scoring.games import ENGINES
from scoring.jsontext import json_object

__all__ = [
    "KEY_LENGTH",
    "LABEL_LENGTH",
    "MAX_DEALS",
    "YOU",
    "Choice",
    "DealResult",
    "DuplicateDeals",
    "DuplicateError",
    "DuplicateSet",
    "Outcome",
    "deal_seed",
    "new_set",
    "play_by_computer",
]

MAX_DEALS = 24
# More moves than any game's deal needs: a guard against a loop that never ends.
MAX_MOVES = 400


def _rng(seed: int, number: int, state: S) -> random.Random:
    """The computers' random source at a position of deal `number`: the same in every play."""
    return seeded_random("duplicate", seed, number, len(state.actions))


def _engine(game: str) -> Engine[Any, Any, Any, Any]:
    engine = ENGINES.get(game) if isinstance(game, str) else None
    if engine is None:
        raise DuplicateError(f"there is no game {game!r}; choose one of {', '.join(ENGINES)}")
    return engine


# The pars a process has worked out: a day's set is the same for everyone, so each deal's par
# is worked out once (up to 0.7 s at the standard level) and met by every player after.
PARS_KEPT = 256


@lru_cache(maxsize=PARS_KEPT)
def play_by_computer(
    game: str, seed: int, rules: Any, level: str, number: int
) -> Any:  # the game's state
    """Deal `number` of the set played to its end with the computer at `level` in every seat,
    yours too: the par your play is compared with."""
    engine = _engine(game)
    deals = engine.duplicate
    state = deals.deal(seed, rules, number)
    for _ in range(MAX_MOVES):
        if deals.over(state):
            return state
        state = state.apply(engine.choose_action(state, level, rng=_rng(seed, number, state)))
    raise RuntimeError("the computers made too many moves in one deal; this is a bug")


@dataclass(frozen=True)
class Outcome(Generic[A]):
    """How one play of a deal ended: your side's and the other side's points in it, the
    choice it is grouped by in the field, and every action of the deal."""

    points: tuple[int, int]
    choice: Choice
    actions: tuple[A, ...]

    @classmethod
    def of(cls, deals: DuplicateDeals[S, A], state: S) -> Outcome[A]:
        """The outcome of a deal played to its end."""
        if not deals.over(state):
            raise DuplicateError("the deal is not over yet, so it has no outcome")
        return cls(deals.points(state), deals.choice(state), tuple(state.actions))

    @property
    def net(self) -> int:
        """Your side's points less the other side's: the deal's result."""
        return self.points[0] - self.points[1]

    def to_dict(self) -> dict[str, Any]:
        return {
            "points": list(self.points),
            "choice": self.choice.to_dict(),
            "actions": [action.to_dict() for action in self.actions],  # type: ignore[attr-defined]
        }

    @classmethod
    def from_dict(cls, data: Mapping[str, Any], parse: Callable[[Any], A]) -> Outcome[A]:
        return cls(
            points=(int(data["points"][0]), int(data["points"][1])),
            choice=Choice.from_dict(data["choice"]),
            actions=tuple(parse(action) for action in data["actions"]),
        )


@dataclass(frozen=True)
class DealResult(Generic[A]):
    """One deal of the set played by you and by the computer from your seat."""

    number: int
    yours: Outcome[A]
    computers: Outcome[A]

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


@dataclass(frozen=True)
class DuplicateSet(Generic[S, A]):
    """A set in progress: its game, seed, rules, the computers' level and number of deals, the
    deal being played (`current`, possibly just over) and the results of the deals played."""

    game: str
    seed: int
    rules: Any
    level: str
    deals: int
    current: S
    results: tuple[DealResult[A], ...] = ()

    @property
    def engine(self) -> Engine[S, Any, A, Any]:
        return _engine(self.game)

    @property
    def duplicate(self) -> DuplicateDeals[S, A]:
        return self.engine.duplicate

    @property
    def number(self) -> int:
        """The current deal, from 0."""
        return len(self.results) - 1 if self.deal_over else len(self.results)

    @property
    def deal_over(self) -> bool:
        """The current deal is over: its result is in `results`."""
        return self.duplicate.over(self.current)

    @property
    def is_over(self) -> bool:
        """Every deal has been played and compared."""
        return len(self.results) == self.deals

    @property
    def result(self) -> DealResult[A] | None:
        """The current deal's result, once it is over."""
        return self.results[-1] if self.deal_over else None

    @property
    def your_points(self) -> tuple[int, int]:
        """Your side's and the other side's points over the deals you have played."""
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

    def apply(self, action: A) -> DuplicateSet[S, A]:
        """Your `action` in the current deal, then the computer seats' moves up to your next
        decision; when the deal ends, its comparison with the computer's play is recorded."""
        if self.deal_over:
            raise DuplicateError(self._why_deal_over())
        state = self.current.apply(action)
        return self._advance(state)

    def next_deal(self) -> DuplicateSet[S, A]:
        """Deal the next deal of the set, the computers playing up to your first decision."""
        if self.is_over:
            raise DuplicateError(f"the set is over: all {self.deals} deals have been played")
        if not self.deal_over:
            raise DuplicateError("this deal is not over yet: finish it first")
        return self._advance(self.dealt(self.number + 1))

    def dealt(self, number: int) -> S:
        """Deal `number` (from 0) as it was dealt, before anyone acted."""
        return self.duplicate.deal(self.seed, self.rules, number)

    def play_of(self, number: int, computers: bool = False) -> S:
        """Deal `number` as you played it (or, `computers`, as the computer did from your
        seat), replayed from its recorded actions."""
        if not 0 <= number < len(self.results):
            raise DuplicateError(f"deal {number + 1} has not been played yet")
        result = self.results[number]
        return _replay(
            self.dealt(number), (result.computers if computers else result.yours).actions
        )

    def _advance(self, state: S) -> DuplicateSet[S, A]:
        number = len(self.results)
        engine, deals = self.engine, self.duplicate
        for _ in range(MAX_MOVES):
            if deals.over(state) or state.current_player == YOU:
                break
            rng = _rng(self.seed, number, state)
            state = state.apply(engine.choose_action(state, self.level, rng=rng))
        else:
            raise RuntimeError("the computers made too many moves in a row; this is a bug")
        if not deals.over(state):
            return replace(self, current=state)
        par = play_by_computer(self.game, self.seed, self.rules, self.level, number)
        result = DealResult(number, Outcome.of(deals, state), Outcome.of(deals, par))
        return replace(self, current=state, results=(*self.results, result))

    def _why_deal_over(self) -> str:
        if self.is_over:
            return f"the set is over: all {self.deals} deals have been played"
        return "this deal is over: go on to the next deal"

    # JSON.

    def to_dict(self) -> dict[str, Any]:
        return {
            "format": SAVE_FORMAT,
            "game": self.game,
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
    def from_dict(cls, data: Mapping[str, Any]) -> DuplicateSet[Any, Any]:
        """Read a set written by to_dict(); DuplicateError if it is not one. A Euchre set saved
        before sets named their game reads the same: its game is Euchre, and each play's
        outcome is worked out again from its actions."""
        if data.get("format", SAVE_FORMAT) != SAVE_FORMAT:
            raise DuplicateError(f"saved duplicate set format {data['format']!r} is unknown")
        engine = _engine(data.get("game", "euchre"))
        try:
            empty = cls(
                game=engine.name,
                seed=data["seed"],
                rules=engine.rules.from_dict(data["rules"]),
                level=data["level"],
                deals=data["deals"],
                current=engine.state.from_dict(data["current"]),
            )
            _check_options(engine, empty.level, empty.deals)
            results = tuple(
                DealResult(
                    result["number"],
                    empty._outcome_read(result["number"], result["yours"]),
                    empty._outcome_read(result["number"], result["computer"]),
                )
                for result in data["results"]
            )
        except DuplicateError:
            raise
        except (KeyError, IndexError, TypeError, ValueError, AttributeError) as error:
            raise DuplicateError(f"that is not a saved duplicate set ({error!r})") from None
        played = replace(empty, results=results)
        played._check()
        return played

    @classmethod
    def from_json(cls, text: str) -> DuplicateSet[Any, Any]:
        return cls.from_dict(json_object(text, DuplicateError, "a saved duplicate set"))

    def _outcome_read(self, number: object, data: Mapping[str, Any]) -> Outcome[A]:
        """An outcome as saved; one saved without its choice (a Euchre set saved before every
        game had duplicate) is replayed from its actions and scored again."""
        parse = self.engine.parse_action
        if "choice" in data:
            return Outcome.from_dict(data, parse)
        if type(number) is not int or not 0 <= number < self.deals:
            raise DuplicateError("that is not a saved duplicate set (its results are out of order)")
        actions = tuple(parse(action) for action in data["actions"])
        return Outcome.of(self.duplicate, _replay(self.dealt(number), actions))

    def _check(self) -> None:
        numbers = [result.number for result in self.results]
        if len(self.results) > self.deals or numbers != list(range(len(numbers))):
            raise DuplicateError("that is not a saved duplicate set (its results are out of order)")
        if not self.deal_over and len(self.results) >= self.deals:
            raise DuplicateError("that is not a saved duplicate set (it has too many deals)")
        if self.current.seed != deal_seed(self.seed, self.number):
            raise DuplicateError("that is not a saved duplicate set (the deal is not the set's)")
        if self.deal_over and (
            not self.results or self.results[-1].yours.actions != tuple(self.current.actions)
        ):
            raise DuplicateError(
                "that is not a saved duplicate set (its last result is not the deal's play)"
            )


def _replay(state: S, actions: Iterable[Any]) -> S:
    for action in actions:
        state = state.apply(action)
    return state


def new_set(
    game: str,
    seed: int,
    rules: Any = None,
    level: str = "standard",
    deals: int = 8,
) -> DuplicateSet[Any, Any]:
    """A new set of `game` of `deals` deals shuffled from `seed` (rules: the game's standard
    rules unless given); the computers play up to your first decision in the first deal."""
    engine = _engine(game)
    _check_options(engine, level, deals)
    rules = engine.rules() if rules is None else rules
    if not isinstance(rules, engine.rules):
        raise DuplicateError(f"those are not {engine.title}'s rules")
    empty: DuplicateSet[Any, Any] = DuplicateSet(
        engine.name, seed, rules, level, deals, current=engine.duplicate.deal(seed, rules, 0)
    )
    return empty._advance(empty.current)


def _check_options(engine: Engine[Any, Any, Any, Any], level: str, deals: int) -> None:
    if level not in engine.levels:
        levels = ", ".join(engine.levels)
        raise DuplicateError(f"the computers play at one of {levels}, not {level!r}")
    if type(deals) is not int or not 1 <= deals <= MAX_DEALS:
        raise DuplicateError(f"a set is 1 to {MAX_DEALS} deals, not {deals!r}")


def _sum_points(outcomes: Iterable[Outcome[Any]]) -> tuple[int, int]:
    yours = theirs = 0
    for outcome in outcomes:
        yours += outcome.points[0]
        theirs += outcome.points[1]
    return yours, theirs


def _points(points: int) -> str:
    return f"{points} point" + ("" if points == 1 else "s")
