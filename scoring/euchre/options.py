"""The rule variants a Euchre game is played under, with the common defaults."""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from enum import StrEnum
from typing import Any

from scoring.errors import RulesError
from scoring.options import HOUSE, choice_of, option, rules_from_dict, rules_to_dict

GAME_LENGTHS = (5, 7, 10, 11)


class AllPass(StrEnum):
    """What happens when all four players pass in the second round of bidding."""

    REDEAL = "redeal"  # the hand is thrown in and the next player deals
    STICK_THE_DEALER = "stick_the_dealer"  # the dealer may not pass and must name a suit


class OpeningLead(StrEnum):
    """Who leads the first trick (a seat sitting out is skipped, clockwise)."""

    DEALER_LEFT = "dealer_left"
    MAKER_LEFT = "maker_left"


class Renege(StrEnum):
    """How failing to follow suit is handled."""

    PREVENTED = "prevented"  # the engine only offers cards that follow suit when able
    PENALTY = "penalty"  # table play: any card may be played; a renege is penalized at hand end


@dataclass(frozen=True, slots=True)
class Rules:
    """Options for a game. Strings are accepted for the enums: Rules(all_pass="stick_the_dealer").

    - game_to: the target score, 5, 7, 10 (default) or 11.
    - all_pass: REDEAL (default) or STICK_THE_DEALER.
    - defend_alone: after trump is made, each defender in turn (from the maker's left) may
      declare alone, their partner sitting out; euchring the makers alone scores 4.
    - opening_lead: DEALER_LEFT (default) or MAKER_LEFT.
    - farmers_hand: a player dealt only nines and tens may, at their first turn to bid,
      throw the hand in; the next player deals.
    - renege: PREVENTED (default) or PENALTY: the hand ends when a renege is found at its end;
      2 points to the offenders' opponents, or 4 to a lone maker the offenders defended against.
    """

    game_to: int = option(
        10,
        "Game to",
        choices={n: (f"{n} points", "The usual game." if n == 10 else "") for n in GAME_LENGTHS},
    )
    all_pass: AllPass = option(
        AllPass.REDEAL,
        "When everyone passes twice",
        choices={
            AllPass.REDEAL: (
                "Redeal",
                "If all four pass twice, the hand is thrown in and the next deals.",
            ),
            AllPass.STICK_THE_DEALER: (
                "Stick the dealer",
                "The dealer may not pass in the second round and must name a suit.",
            ),
        },
        group=HOUSE,
    )
    defend_alone: bool = option(
        False,
        "Defend alone",
        "Once trump is made, a defender may play alone against it; euchring the makers "
        "alone scores 4.",
        group=HOUSE,
    )
    opening_lead: OpeningLead = option(
        OpeningLead.DEALER_LEFT,
        "Who leads the first trick",
        choices={
            OpeningLead.DEALER_LEFT: (
                "The dealer's left",
                "The player left of the dealer leads first.",
            ),
            OpeningLead.MAKER_LEFT: (
                "The maker's left",
                "The player left of whoever made trump leads.",
            ),
        },
        group=HOUSE,
    )
    farmers_hand: bool = option(
        False,
        "Farmer's hand",
        "A player dealt only nines and tens may throw the hand in at their first bid.",
        group=HOUSE,
    )
    renege: Renege = option(
        Renege.PREVENTED,
        "Not following suit",
        choices={
            Renege.PREVENTED: (
                "Prevented",
                "You can only play a card that follows suit when you can.",
            ),
            Renege.PENALTY: (
                "Penalty",
                "As at a real table: any card may be played, and a failure to follow suit "
                "costs 2 points (4 against a lone hand) when found at the hand's end.",
            ),
        },
        group=HOUSE,
    )

    def __post_init__(self) -> None:
        if type(self.game_to) is not int or self.game_to not in GAME_LENGTHS:
            raise RulesError(f"game_to is {self.game_to!r}; play to 5, 7, 10 or 11 points")
        for name in ("defend_alone", "farmers_hand"):
            if type(getattr(self, name)) is not bool:
                raise RulesError(f"{name} is {getattr(self, name)!r}; use true or false")
        for name, kind in (
            ("all_pass", AllPass),
            ("opening_lead", OpeningLead),
            ("renege", Renege),
        ):
            object.__setattr__(self, name, choice_of(kind, name, getattr(self, name)))

    def to_dict(self) -> dict[str, Any]:
        return rules_to_dict(self)

    @classmethod
    def from_dict(cls, data: Mapping[str, Any]) -> Rules:
        """Read rules from a mapping like to_dict()'s; missing options take the defaults."""
        return rules_from_dict(cls, data)
