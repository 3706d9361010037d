"""Settle a Euchre argument: who takes a trick (the 24-card deck, always with a trump), and
what a played hand is worth, scored by rules.py under the house rules chosen: the makers,
alone or not, the tricks they took, a defender alone (Rules.defend_alone) and a renege
(Rules.renege = "penalty"), every point with its sentence."""

from __future__ import annotations

from collections.abc import Collection, Mapping
from dataclasses import dataclass

from scoring.cards import EUCHRE_DECK, Suit
from scoring.errors import FieldError
from scoring.euchre.options import Renege, Rules
from scoring.euchre.rules import HAND_SIZE, HandResult, score_hand, score_renege, scoring_rules
from scoring.options import options_of
from scoring.tricks.seats import SEATS, SIDES, partner_of, side_of
from scoring.tricks.settle import TrickRuling, read_trick

__all__ = ["HAND_RULES", "NO_TRUMP", "FieldError", "HandWorth", "settle_hand", "settle_trick"]

NO_TRUMP = "Euchre is always played with a trump suit (no-trump is Bid Euchre's): name one"

# The house rules that change what a hand scores, as a page or the API offers them.
HAND_RULES = tuple(
    option for option in options_of(Rules) if option.name in ("defend_alone", "renege")
)


def settle_trick(
    cards: str,
    trump: Suit | None,
    *,
    leader: int = 0,
    out: Collection[int] = (),
    hands: Mapping[int, str] | None = None,
) -> TrickRuling:
    """Who takes a Euchre trick of `cards` (typed, in play order) with `trump`; see
    scoring.tricks.settle. FieldError names the field at fault."""
    if trump is None:
        raise FieldError(NO_TRUMP, field="trump")
    return read_trick(cards, trump, deck=EUCHRE_DECK, leader=leader, out=out, hands=hands)


@dataclass(frozen=True, slots=True)
class HandWorth:
    """A played hand and what the engine scores for it: who made trump (alone or not), the
    tricks their side took, a defender alone, a renege found (the offender and the suit led),
    under `rules`."""

    maker: int
    trump: Suit
    tricks: int
    alone: bool
    defender_alone: int | None
    result: HandResult
    rules: Rules
    reneged: int | None = None
    renege_suit: Suit | None = None

    @property
    def makers(self) -> str:
        return SIDES[side_of(self.maker)]

    @property
    def scorers(self) -> str:
        return SIDES[self.result.side]

    @property
    def said(self) -> str:
        """The result's sentence, its player named: 'North made hearts trump ...'."""
        return self.result.said

    @property
    def setting(self) -> str:
        """The hand in words: 'North made hearts alone; North took 5 tricks'."""
        alone = " alone" if self.alone else ""
        took = f"{self.tricks} trick" + ("" if self.tricks == 1 else "s")
        who = SEATS[self.maker] if self.alone else self.makers
        defence = ""
        if self.defender_alone is not None:
            defence = f", with {SEATS[self.defender_alone]} defending alone"
        said = f"{SEATS[self.maker]} made {self.trump.noun}{alone}{defence}; {who} took {took}"
        if self.reneged is not None and self.renege_suit is not None:
            said += f"; {SEATS[self.reneged]} reneged in {self.renege_suit.noun}"
        return said

    @property
    def scoring(self) -> list[str]:
        """How any hand scores under these rules, in sentences (rules.scoring_rules)."""
        return scoring_rules(self.rules)


def settle_hand(
    maker: int,
    trump: Suit,
    tricks: int,
    *,
    alone: bool = False,
    defender_alone: int | None = None,
    reneged: int | None = None,
    renege_suit: Suit | None = None,
    rules: Rules | None = None,
) -> HandWorth:
    """What a hand `maker` made in `trump` scores when the makers took `tricks`, perhaps
    alone, against a defender alone, or with `reneged` (a seat) found to have reneged in
    `renege_suit` (the suit led they did not follow). FieldError says what cannot be."""
    rules = rules or Rules()
    if type(tricks) is not int or not 0 <= tricks <= HAND_SIZE:
        raise FieldError(f"the makers took 0 to {HAND_SIZE} tricks, not {tricks!r}", field="tricks")
    out = {partner_of(maker)} if alone else set()
    if defender_alone is not None:
        if not rules.defend_alone:
            raise FieldError(
                "defending alone is a house rule: turn on 'Defend alone' to score it",
                field="defender",
            )
        if side_of(defender_alone) == side_of(maker):
            raise FieldError(
                f"{SEATS[defender_alone]} is on the makers' side ({SIDES[side_of(maker)]}); "
                "a defender alone is one of the other two",
                field="defender",
            )
        out.add(partner_of(defender_alone))
    if (reneged is None) != (renege_suit is None):
        missing = "renege_suit" if renege_suit is None else "renege_by"
        said = "which suit was led and not followed" if renege_suit is None else "who reneged"
        raise FieldError(f"for a renege, say {said}", field=missing)
    if reneged is not None and renege_suit is not None:
        if rules.renege is not Renege.PENALTY:
            raise FieldError(
                "a renege is scored only under the house rule 'Not following suit: Penalty' "
                "(when it is prevented, no card can renege)",
                field="renege_by",
            )
        if reneged in out:
            raise FieldError(
                f"{SEATS[reneged]} sat out this hand, so played no card to renege with",
                field="renege_by",
            )
        result = score_renege(reneged, renege_suit, maker, alone, trump=trump)
    else:
        result = score_hand(maker, trump, tricks, alone, defender_alone)
    return HandWorth(
        maker, trump, tricks, alone, defender_alone, result, rules, reneged, renege_suit
    )
