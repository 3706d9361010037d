"""Settle what a hand is worth (Euchre: the maker, trump, alone, the makers' tricks, a defender
alone, a renege; Bid Euchre: the bidder, the bid, its trump and the bidders' tricks; each with
its house rules), scored by each game's settle.py, for the /settle/hand page and the JSON API
alike."""

from __future__ import annotations

from typing import ClassVar

from wtforms.validators import ValidationError

from scoring.bideuchre import settle as bid_settle
from scoring.bideuchre.options import Rules as BidRules
from scoring.euchre import settle as euchre_settle
from scoring.euchre.options import Rules as EuchreRules
from scoring.tricks.strain import strain_text
from webapp.calculators.fields import (
    BidField,
    SeatField,
    StrainField,
    TrueFalseField,
    WholeNumberField,
)
from webapp.calculators.form import CalculatorForm, add_house_rules
from webapp.calculators.schemas import SUIT_OR_NONE
from webapp.calculators.trick import BID_EUCHRE, EUCHRE, GAMES, SEAT_NAMES

NO_TRUMP_YET = "choose the trump: a suit, or no-trump"
Worth = euchre_settle.HandWorth | bid_settle.ContractWorth


class HandForm(CalculatorForm[Worth]):
    """A played hand to score. Each game has its own form (HAND_FORMS): Euchre's, and Bid
    Euchre's."""

    game: ClassVar[str]
    blamed = "tricks"

    @property
    def title(self) -> str:
        return GAMES[self.game]

    @property
    def hand_worth(self) -> euchre_settle.HandWorth | None:
        """A Euchre hand, settled."""
        return self.result if isinstance(self.result, euchre_settle.HandWorth) else None

    @property
    def contract_worth(self) -> bid_settle.ContractWorth | None:
        """A Bid Euchre hand, settled."""
        return self.result if isinstance(self.result, bid_settle.ContractWorth) else None


class EuchreHandForm(HandForm):
    """A Euchre hand: who made trump, alone or not, the makers' tricks, and what was unusual."""

    game = EUCHRE
    maker = SeatField(
        "The seat that made trump.", example="north", missing="say which seat made trump"
    )
    trump = StrainField(
        "The trump suit: C, D, H or S; any case.", example="H", missing=NO_TRUMP_YET
    )
    alone = TrueFalseField("true if the maker went alone.", example="true", default="false")
    tricks = WholeNumberField(
        "The tricks the makers' side took, 0 to 5.",
        example="4",
        said="the tricks the makers took, 0 to 5",
        missing="give the tricks the makers took, 0 to 5",
    )
    defender = SeatField("A defender who played alone (defend_alone), or empty.", example="east")
    renege_by = SeatField(
        "A seat found to have reneged (renege=penalty), or empty.", example="west"
    )
    renege_suit = StrainField(
        "The suit led that the renege did not follow.",
        example="C",
        schema={"type": "string", "pattern": SUIT_OR_NONE},
    )

    def validate_trump(self, field: StrainField) -> None:
        if field.value[0] is None:
            raise ValidationError(euchre_settle.NO_TRUMP)

    def validate_renege_suit(self, field: StrainField) -> None:
        if field.data is not None and field.data[0] is None:
            raise ValidationError("the suit led that was not followed: C, D, H or S")

    def answer(self) -> euchre_settle.HandWorth:
        trump = self.trump.value[0]
        assert trump is not None  # validate_trump
        return euchre_settle.settle_hand(
            self.maker.value,
            trump,
            self.tricks.value,
            alone=self.alone.value,
            defender_alone=self.defender.data,
            reneged=self.renege_by.data,
            renege_suit=None if self.renege_suit.data is None else self.renege_suit.data[0],
            rules=EuchreRules(**self.values()),
        )

    @property
    def query(self) -> dict[str, str]:
        """The canonical query of a settled hand, the permalink's."""
        hand = self.hand_worth
        if hand is None:
            return {}
        query = {
            "game": self.game,
            "maker": SEAT_NAMES[hand.maker],
            "trump": str(hand.trump),
            "tricks": str(hand.tricks),
        }
        if hand.alone:
            query["alone"] = "true"
        if hand.defender_alone is not None:
            query["defender"] = SEAT_NAMES[hand.defender_alone]
        if hand.reneged is not None and hand.renege_suit is not None:
            query["renege_by"] = SEAT_NAMES[hand.reneged]
            query["renege_suit"] = str(hand.renege_suit)
        return query | self.rules_query()


class BidHandForm(HandForm):
    """A Bid Euchre hand: who won the bidding, the bid and its trump, the bidders' tricks."""

    game = BID_EUCHRE
    bidder = SeatField(
        "The seat that won the bidding.", example="south", missing="say which seat won the bidding"
    )
    bid = BidField(
        "The tricks bid, or a lone bid: moon, call1, call2; any case.",
        example="4",
        missing="give the bid: the number of tricks, or Moon, Call 1 or Call 2",
    )
    trump = StrainField(
        "The bid's trump: C, D, H, S, no-trump or low-no-trump; any case.",
        example="H",
        missing=NO_TRUMP_YET,
    )
    tricks = WholeNumberField(
        "The tricks the bidders' side took.",
        example="7",
        said="the tricks the bidders took",
        missing="give the tricks the bidders took",
    )

    def answer(self) -> bid_settle.ContractWorth:
        trump, low = self.trump.value
        rules = BidRules(**self.values())
        return bid_settle.settle_contract(
            self.bidder.value, self.bid.value, trump, self.tricks.value, low=low, rules=rules
        )

    @property
    def query(self) -> dict[str, str]:
        """The canonical query of a settled hand, the permalink's."""
        worth = self.contract_worth
        if worth is None:
            return {}
        contract = worth.contract
        return {
            "game": self.game,
            "bidder": SEAT_NAMES[contract.bidder],
            "bid": contract.lone.value if contract.lone else str(contract.tricks),
            "trump": strain_text(contract.trump, contract.low),
            "tricks": str(worth.tricks[contract.side]),
        } | self.rules_query()


add_house_rules(EuchreHandForm, euchre_settle.HAND_RULES)
add_house_rules(BidHandForm, bid_settle.HAND_RULES)
HAND_FORMS: dict[str, type[HandForm]] = {EUCHRE: EuchreHandForm, BID_EUCHRE: BidHandForm}
