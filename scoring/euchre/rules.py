"""Euchre's scoring: what a hand scores, and the points that are not a matter of tricks.

The card rules (bowers, following suit, who takes a trick) are scoring.tricks'."""

from __future__ import annotations

from dataclasses import dataclass

from scoring.cards import Card, Suit
from scoring.euchre.events import EventCategory
from scoring.euchre.options import Renege, Rules
from scoring.narration import sentence
from scoring.tricks.seats import SEATS, SIDES, side_of
from scoring.tricks.trump import is_left_bower

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
    """What a played hand scores: the side that scores, the points, and why: `text` a template
    said of `player` (scoring.narration), `said` the sentence with the player's seat named."""

    category: EventCategory
    side: int
    points: int
    text: str
    player: int

    @property
    def said(self) -> str:
        return sentence(self.text, SEATS[self.player])


def score_hand(
    maker: int,
    trump: Suit,
    maker_tricks: int,
    alone: bool = False,
    defender_alone: int | None = None,
) -> HandResult:
    """The score of a hand `maker` made in `trump` (alone or not) whose side took
    `maker_tricks`, against a defender alone (Rules.defend_alone) or not; the sentence names
    the rule: making it, a march, a lone march, euchred."""
    makers = side_of(maker)
    maker_points, defender_points = hand_points(maker_tricks, alone)
    # Said of the maker: "You made hearts trump alone and took all 5 tricks: a lone march".
    made = f"{{who}} made {trump.noun} trump" + (" alone" if alone else "")
    for_side = "" if alone else f" for {SIDES[makers]}"
    if maker_points:
        march = maker_tricks == HAND_SIZE
        if march:
            took = f"all {HAND_SIZE} tricks"
            rule = "a lone march" if alone else "a march (all five tricks)"
        else:
            took = f"{maker_tricks} tricks"
            rule = "making it (3 or 4 tricks)" + (
                "; a loner scores more only by taking all five" if alone else ""
            )
        text = f"{made}{for_side} and took {took}: {rule}, {_points(maker_points)}"
        category = EventCategory.MARCH if march else EventCategory.MADE
        return HandResult(category, makers, maker_points, text, maker)
    by = ""
    if defender_alone is not None:
        defender_points = LONE_DEFENCE_EUCHRE
        by = f" by {SEATS[defender_alone]} defending alone"
    defenders = 1 - makers
    text = (
        f"{made}{for_side} but took {_count(maker_tricks)}: euchred (makers need 3 tricks){by}, "
        f"{_points(defender_points)} to {SIDES[defenders]}"
    )
    return HandResult(EventCategory.EUCHRE, defenders, defender_points, text, maker)


@dataclass(frozen=True, slots=True)
class RenegeFound:
    """Where a renege happened: the trick (from 1), the card led, the card played instead,
    and the cards of the suit led the offender held."""

    trick: int
    led: Card
    played: Card
    held: tuple[Card, ...]


def score_renege(
    offender: int,
    suit: Suit,
    maker: int,
    alone: bool = False,
    where: RenegeFound | None = None,
    trump: Suit | None = None,
) -> HandResult:
    """The penalty (Rules.renege = "penalty") for `offender`, who held `suit` when it was led
    and played another: to the other side, more against a lone maker; `where` (with `trump`)
    says the trick, the card led and the cards that could have followed."""
    side = 1 - side_of(offender)
    lone = alone and side == side_of(maker)
    points = LONE_RENEGE_PENALTY if lone else RENEGE_PENALTY
    against = f" against {SEATS[maker]}'s lone hand" if lone else ""
    if where is None:
        how = f"{{who}} reneged, playing another suit while holding a {suit.noun[:-1]}"
    else:
        could = " or ".join(c.display for c in where.held)
        left = trump is not None and any(is_left_bower(c, trump) for c in where.held)
        bower = f" (the left bower is one of the {suit.noun})" if left else ""
        how = (
            f"{{who}} reneged in trick {where.trick}: {where.led.display} was led and "
            f"{where.played.display} was played on it, though {could} could have followed "
            f"{suit.noun}{bower}"
        )
    text = (
        f"{how}{against}; the renege penalty gives {SIDES[side]} {_points(points)}, and the "
        "tricks do not count"
    )
    return HandResult(EventCategory.RENEGE, side, points, text, offender)


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
