"""The rule variants a cribbage game is played under; the defaults are the ACC's."""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from enum import StrEnum
from typing import Any

from scoring.errors import RulesError
from scoring.options import HOUSE, option


class ShowOrder(StrEnum):
    """Who counts first in the show of a four-player game."""

    ACC = "acc"  # clockwise from the dealer's left, so the partnerships alternate
    OPPONENTS_FIRST = "opponents_first"  # both opponents, then the dealer's partner, the dealer


class GoLead(StrEnum):
    """Who leads the next count after a go (the two agree in a two-player game)."""

    ACC = "acc"  # the player after the one who played last
    SAID_GO = "said_go"  # the first player who said go in the count that ended


# Skunk lines by game length: a loser below the first is skunked, below the second double
# skunked. The ACC's 61-point game has a skunk line of 31 and no double skunk.
SKUNK_LINES: dict[int, tuple[int, int | None]] = {121: (91, 61), 61: (31, None)}


@dataclass(frozen=True, slots=True)
class Rules:
    """Options for a game. Strings are accepted for the enums: Rules(go_leads="said_go")."""

    game_to: int = option(
        121,
        "Game to",
        choices={
            121: (
                "121 points",
                "The full game. A loser below 91 is skunked, below 61 double skunked.",
            ),
            61: ("61 points", "A short game. A loser below 31 is skunked."),
        },
    )
    muggins: bool = option(
        False,
        "Muggins",
        "You count your own hand and crib aloud. Points you miss can be claimed by an "
        "opponent, and you may claim the points the computer misses.",
    )
    four_player_show: ShowOrder = option(
        ShowOrder.ACC,
        "Who counts first in the show",
        "four players",
        choices={
            ShowOrder.ACC: (
                "Clockwise from the dealer's left",
                "The official rule: the two sides' hands alternate, the dealer counts last.",
            ),
            ShowOrder.OPPONENTS_FIRST: (
                "The dealer's opponents first",
                "Both opponents count, then the dealer's partner, then the dealer.",
            ),
        },
        group=HOUSE,
    )
    go_leads: GoLead = option(
        GoLead.ACC,
        "Who leads after a go",
        "three or four players; with two it is the same either way",
        choices={
            GoLead.ACC: (
                "The player after the last card",
                "The official rule: after a go, the next player after whoever played last leads.",
            ),
            GoLead.SAID_GO: (
                "The first to say go",
                "A house rule: whoever said go first leads the next count.",
            ),
        },
        group=HOUSE,
    )
    computer_misses: bool = option(
        False,
        "The computer misses points",
        "With muggins on: now and then the computer overlooks part of its own count, as "
        "people do (most often a fifteen, sometimes a run or his nobs), for you to claim by "
        "calling muggins. Without muggins every hand is counted in full, so it changes nothing.",
        group=HOUSE,
    )

    def __post_init__(self) -> None:
        if type(self.game_to) is not int or self.game_to not in SKUNK_LINES:
            raise RulesError(
                f"game_to is {self.game_to!r}; play to 121 (a full game) or 61 (a short game)"
            )
        if type(self.muggins) is not bool:
            raise RulesError(f"muggins is {self.muggins!r}; use true or false")
        if type(self.computer_misses) is not bool:
            raise RulesError(f"computer_misses is {self.computer_misses!r}; use true or false")
        object.__setattr__(
            self, "four_player_show", _option(ShowOrder, "four_player_show", self.four_player_show)
        )
        object.__setattr__(self, "go_leads", _option(GoLead, "go_leads", self.go_leads))

    @property
    def skunk_line(self) -> int:
        """A loser with fewer points than this is skunked: 91 in a game to 121, 31 to 61."""
        return SKUNK_LINES[self.game_to][0]

    @property
    def double_skunk_line(self) -> int | None:
        """A loser with fewer points than this is double skunked: 61 to 121; none to 61."""
        return SKUNK_LINES[self.game_to][1]

    def to_dict(self) -> dict[str, Any]:
        return {
            "game_to": self.game_to,
            "muggins": self.muggins,
            "four_player_show": self.four_player_show.value,
            "go_leads": self.go_leads.value,
            "computer_misses": self.computer_misses,
        }

    @classmethod
    def from_dict(cls, data: Mapping[str, Any]) -> Rules:
        """Read rules from a mapping like to_dict()'s; missing options take the defaults."""
        names = ("game_to", "muggins", "four_player_show", "go_leads", "computer_misses")
        unknown = set(data) - set(names)
        if unknown:
            raise RulesError(
                f"unknown rule option {sorted(unknown)[0]!r}; "
                f"the options are {', '.join(names[:-1])} and {names[-1]}"
            )
        return cls(**data)


def _option(enum: type[StrEnum], name: str, given: object) -> Any:
    try:
        return enum(given)  # type: ignore[arg-type]  # any value: a wrong one is explained
    except ValueError:
        choices = " or ".join(repr(member.value) for member in enum)
        raise RulesError(f"{name} is {given!r}; use {choices}") from None
