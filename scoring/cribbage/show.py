"""The show: who counts when, and muggins (declared counts, and opponents' claims).

Muggins, as this engine plays it: each player declares the points of their own hand (the
dealer also the crib's). A count equal to the hand's score pegs it item by item. An
undercount pegs the points declared; then each opponent in turn, clockwise from the
counter, may call muggins and take the points missed, or pass; if all pass the missed
points are lost. An overcount pegs only the true score, with a correction in the log: as
under the ACC's rules, nobody pegs points they do not have.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any

from scoring.cards import Card
from scoring.cribbage.hand import HandScore
from scoring.cribbage.rules import Rules, ShowOrder

MAX_HAND = 29  # the most a hand or crib can score; a Declare is from 0 to this


def show_order(players: int, dealer: int, rules: Rules) -> tuple[tuple[int, bool], ...]:
    """The counts in order as (player, is_crib): the hands, the dealer's last, then the crib.

    Hands count clockwise from the dealer's left. With four players and
    ShowOrder.OPPONENTS_FIRST, the dealer's two opponents count, then the dealer's partner,
    then the dealer.
    """
    seats = [(dealer + step) % players for step in range(1, players + 1)]
    if players == 4 and rules.four_player_show is ShowOrder.OPPONENTS_FIRST:
        seats = [(dealer + 1) % 4, (dealer + 3) % 4, (dealer + 2) % 4, dealer]
    return (*((seat, False) for seat in seats), (dealer, True))


@dataclass(frozen=True, slots=True)
class Claim:
    """An undercount open to muggins: who counted what, declared against held, and the
    opponents still to choose between Muggins and Pass, first one first."""

    counter: int
    crib: bool
    declared: int
    total: int
    claimants: tuple[int, ...]

    @property
    def missed(self) -> int:
        return self.total - self.declared

    def to_dict(self) -> dict[str, Any]:
        return {
            "counter": self.counter,
            "crib": self.crib,
            "declared": self.declared,
            "total": self.total,
            "claimants": list(self.claimants),
        }

    @classmethod
    def from_dict(cls, data: Mapping[str, Any]) -> Claim:
        return cls(
            data["counter"], data["crib"], data["declared"], data["total"], tuple(data["claimants"])
        )


def shown_text(score: HandScore) -> str:
    """'7♥ 8♣ 5♦ 5♠ with the starter 2♥': the cards a count is about."""
    what = "the crib" if score.crib else "the hand"
    return f"{what} {_shown(score.hand)} with the starter {score.starter.display}"


def show_text(score: HandScore) -> str:
    """The count said aloud, after the player's name: 'shows the hand ...: fifteen two ...'."""
    return f"{{who}} show{{s}} {shown_text(score)}: {score.spoken} ({_points(score.total)})"


def declare_text(score: HandScore, declared: int) -> str:
    return f"{{who}} show{{s}} {shown_text(score)} and declare{{s}} {_points(declared)}"


def breakdown(score: HandScore) -> str:
    """Every item of the count, for explaining what was missed or overcounted."""
    if not score.items:
        return "it scores nothing"
    return "; ".join(item.text for item in score.items)


def undercount_text(score: HandScore, declared: int) -> str:
    """Said when a count is open to muggins; it does not tell whether it is short (or how
    short), so opponents must look."""
    return f"{{who}} peg{{s}} the {_points(declared)} declared for {shown_text(score)}"


def muggins_text(score: HandScore, declared: int, claimed: int | None = None) -> str:
    """A call on a count that missed points: the caller takes the lesser of the claim and
    the points missed (ACC rule 10.4)."""
    missed = score.total - declared
    held = f"{shown_text(score)} holds {score.total}, not the {declared} declared"
    full = f"The full count: {breakdown(score)}"
    if claimed is None or claimed == missed:
        taken = f"the {_points(missed)} missed"
        return f"{{who}} call{{s}} muggins and take{{s}} {taken}: {held}. {full}"
    if claimed > missed:
        return (
            f"{{who}} call{{s}} muggins for {claimed} and take{{s}} the {_points(missed)} "
            f"missed: {held}, and a call takes no more than was missed (ACC rule 10.4). {full}"
        )
    return (
        f"{{who}} call{{s}} muggins for {claimed} and take{{s}} {_points(claimed)}: {held}. "
        f"A call takes no more than it claims (ACC rule 10.4), so the other "
        f"{_points(missed - claimed)} missed are lost. {full}"
    )


def false_muggins_text(score: HandScore, claimed: int | None) -> str:
    """A call on a count that missed nothing, said of the counter: under ACC rule 10.4 the
    points claimed go to the counter."""
    right = f"{shown_text(score)} holds {score.total}, just as declared, so nothing was missed"
    full = f"The full count: {breakdown(score)}"
    if not claimed:
        return f"{{who}} keep{{s}} the count: muggins was called, but {right}. {full}"
    return (
        f"{{who}} peg{{s}} the {_points(claimed)} of a wrong muggins call: {right}, and a "
        f"call on a right count gives the points claimed to the counter (ACC rule 10.4). {full}"
    )


def accepted_text(score: HandScore) -> str:
    """A count open to muggins, let stand, that was right."""
    return (
        f"{{who}} counted right: {shown_text(score)} holds {score.total}, as declared. "
        f"The full count: {breakdown(score)}"
    )


def missed_text(score: HandScore, declared: int) -> str:
    missed = score.total - declared
    return (
        f"{{who}} declared {declared}, but {shown_text(score)} holds {score.total}; no one called "
        f"muggins, so the {_points(missed)} missed are lost. The full count: {breakdown(score)}"
    )


def correction_text(score: HandScore, declared: int) -> str:
    return (
        f"{{who}} declared {declared}, but {shown_text(score)} holds only {score.total}: "
        f"nobody pegs points they do not have (ACC rules), so {score.total} are pegged. "
        f"The full count: {breakdown(score)}"
    )


def _points(points: int) -> str:
    return "1 point" if points == 1 else f"{points} points"


def _shown(cards: tuple[Card, ...]) -> str:
    return " ".join(card.display for card in cards)
