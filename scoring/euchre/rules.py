"""Euchre's scoring: what a hand scores, and the points that are not a matter of tricks.

The card rules (bowers, following suit, who takes a trick) are scoring.tricks'."""

from __future__ import annotations

from dataclasses import dataclass

from scoring.cards import Suit
from scoring.euchre.events import EventCategory
from scoring.euchre.options import Renege, Rules
from scoring.tricks.seats import SEATS, SIDES, side_of

HAND_SIZE = 5  # cards dealt to each seat, and so tricks in a hand

# Points that are not a matter of tricks taken.
LONE_DEFENCE_EUCHRE = 4  # a defender alone who euchres the makers (Rules.defend_alone)
RENEGE_PENALTY = 2  # to the opponents of a player who reneged (Rules.renege = "penalty")
LONE_RENEGE_PENALTY = 4  # to a lone maker when a defender reneged


def hand_points(maker_tricks: int, alone: bool) -> tuple[int, int]:
    """Points (makers, defenders) for a hand in which the makers took `maker_tricks` of 5."""
    if not 0 <= maker_tricks <= 5:
        raise ValueError(f"a hand has 5 tricks; {maker_tricks} is not a number of tricks")
    if maker_tricks == 5:
        return (4 if alone else 2), 0
    if maker_tricks >= 3:
        return 1, 0
    return 0, 2


@dataclass(frozen=True, slots=True)
class HandResult:
    """What a played hand scores: the side that scores, the points, and why, in a sentence."""

    category: EventCategory
    side: int
    points: int
    text: str


def score_hand(
    maker: int,
    trump: Suit,
    maker_tricks: int,
    alone: bool = False,
    defender_alone: int | None = None,
) -> HandResult:
    """The score of a hand `maker` made in `trump` (alone or not) whose side took
    `maker_tricks`, against a defender alone (Rules.defend_alone) or not."""
    makers = side_of(maker)
    maker_points, defender_points = hand_points(maker_tricks, alone)
    who = f"{SEATS[maker]} alone" if alone else SIDES[makers]
    if maker_points:
        march = maker_tricks == HAND_SIZE
        took = f"all {HAND_SIZE} tricks" if march else f"{maker_tricks} tricks"
        text = f"{who} made {trump.noun} and took {took}: {_points(maker_points)}"
        category = EventCategory.MARCH if march else EventCategory.MADE
        return HandResult(category, makers, maker_points, text)
    by = ""
    if defender_alone is not None:
        defender_points = LONE_DEFENCE_EUCHRE
        by = f" by {SEATS[defender_alone]} alone"
    defenders = 1 - makers
    text = (
        f"{who} made {trump.noun} but took {_count(maker_tricks)}: euchred{by}, "
        f"{_points(defender_points)} to {SIDES[defenders]}"
    )
    return HandResult(EventCategory.EUCHRE, defenders, defender_points, text)


def score_renege(offender: int, suit: Suit, maker: int, alone: bool = False) -> HandResult:
    """The penalty (Rules.renege = "penalty") for `offender`, who held `suit` when it was led
    and played another: to the other side, more against a lone maker."""
    side = 1 - side_of(offender)
    lone = alone and side == side_of(maker)
    points = LONE_RENEGE_PENALTY if lone else RENEGE_PENALTY
    against = f" against {SEATS[maker]}'s lone hand" if lone else ""
    text = (
        f"renege by {SEATS[offender]} (held a {suit.noun[:-1]}){against}: "
        f"{points} points to {SIDES[side]}"
    )
    return HandResult(EventCategory.RENEGE, side, points, text)


def scoring_rules(rules: Rules) -> list[str]:
    """How a hand scores under `rules`, in plain sentences for a page to show."""
    one, _ = hand_points(3, alone=False)
    march, _ = hand_points(5, alone=False)
    lone_march, _ = hand_points(5, alone=True)
    _, euchre = hand_points(2, alone=False)
    lines = [
        f"Makers who take 3 or 4 tricks score {one}; all 5 score {march}, "
        f"or {lone_march} for a lone hand.",
        f"Makers who take fewer than 3 are euchred: the defenders score {euchre}"
        + (f", or {LONE_DEFENCE_EUCHRE} if a defender was alone." if rules.defend_alone else "."),
    ]
    if rules.renege is Renege.PENALTY:
        lines.append(
            f"A renege found at the hand's end scores {RENEGE_PENALTY} for the other side "
            f"({LONE_RENEGE_PENALTY} for a lone maker), and the tricks do not count."
        )
    lines.append(f"The first side to {rules.game_to} points wins.")
    return lines


def _points(points: int) -> str:
    return f"{points} point" + ("" if points == 1 else "s")


def _count(tricks: int) -> str:
    return {0: "no tricks", 1: "only 1 trick"}.get(tricks, f"only {tricks} tricks")
