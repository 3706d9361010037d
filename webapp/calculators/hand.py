"""Read a hand's result (Euchre: the maker, trump, alone, the makers' tricks, a defender
alone, a renege; Bid Euchre: the bidder, the bid, its trump and the bidders' tricks; each with
its house rules) into what the engine scores for it (each game's settle.py), or errors keyed
by field: for the /settle/hand page and the JSON API alike."""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field, replace

from scoring.bideuchre import settle as bid_settle
from scoring.bideuchre.contract import Lone
from scoring.bideuchre.options import Rules as BidRules
from scoring.errors import FieldError
from scoring.euchre import settle as euchre_settle
from scoring.euchre.options import Rules as EuchreRules
from scoring.tricks.strain import strain_text
from webapp.calculators.fields import (
    read_number,
    read_rules,
    read_seat,
    read_strain,
    read_true_false,
    rules_query,
)
from webapp.calculators.trick import BID_EUCHRE, EUCHRE, GAMES, SEAT_NAMES
from webapp.forms import OptionsForm, options_form

EuchreRulesForm = options_form(euchre_settle.HAND_RULES)
BidRulesForm = options_form(bid_settle.HAND_RULES)
EUCHRE_FIELDS = (
    "maker",
    "trump",
    "alone",
    "tricks",
    "defender",
    "renege_by",
    "renege_suit",
    *(option.name for option in euchre_settle.HAND_RULES),
)
BID_FIELDS = (
    "bidder",
    "bid",
    "trump",
    "tricks",
    *(option.name for option in bid_settle.HAND_RULES),
)
FIELDS = {EUCHRE: EUCHRE_FIELDS, BID_EUCHRE: BID_FIELDS}


@dataclass(frozen=True)
class HandRequest:
    """What was asked, as typed (`asked`, by field), and what came of it: the hand's worth
    (a Euchre HandWorth or a Bid Euchre ContractWorth), or errors by field."""

    game: str = EUCHRE
    asked: Mapping[str, str] = field(default_factory=dict)
    rules: OptionsForm = field(default_factory=EuchreRulesForm)
    euchre: euchre_settle.HandWorth | None = None
    bid: bid_settle.ContractWorth | None = None
    errors: dict[str, str] = field(default_factory=dict)

    @property
    def title(self) -> str:
        return GAMES[self.game]

    @property
    def settled(self) -> bool:
        return self.euchre is not None or self.bid is not None

    def said(self, name: str, default: str = "") -> str:
        """What was typed or chosen in a field."""
        return self.asked.get(name, default)

    @property
    def query(self) -> dict[str, str]:
        """The canonical query of a settled hand, the permalink's."""
        query = {"game": self.game}
        if self.euchre is not None:
            hand = self.euchre
            query |= {
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
        elif self.bid is not None:
            contract = self.bid.contract
            query |= {
                "bidder": SEAT_NAMES[contract.bidder],
                "bid": contract.lone.value if contract.lone else str(contract.tricks),
                "trump": strain_text(contract.trump, contract.low),
                "tricks": str(self.bid.tricks[contract.side]),
            }
        else:
            return {}
        return query | rules_query(self.rules)


def blank_hand(game: str) -> HandRequest:
    """The form before anything is asked: `game`'s house rules at their defaults."""
    return HandRequest(game, rules=BidRulesForm() if game == BID_EUCHRE else EuchreRulesForm())


def read_hand_query(args: Mapping[str, str], game: str) -> HandRequest:
    """Check every field of the query for `game`, then settle the hand if all are fine."""
    if game == BID_EUCHRE:
        return _read_bid(args)
    return _read_euchre(args)


def _read_euchre(args: Mapping[str, str]) -> HandRequest:
    errors: dict[str, str] = {}
    rules_form = read_rules(EuchreRulesForm, euchre_settle.HAND_RULES, args, errors)
    asked = HandRequest(
        EUCHRE, {name: args[name] for name in EUCHRE_FIELDS if name in args}, rules_form
    )
    maker = read_seat(args.get("maker"), "maker", errors, missing="say which seat made trump")
    trump, _ = read_strain(args.get("trump"), "trump", errors)
    if trump is None and "trump" not in errors:
        errors["trump"] = euchre_settle.NO_TRUMP
    alone = read_true_false(args.get("alone"), "alone", errors) is True
    tricks = read_number(args.get("tricks"), "tricks", errors, "the tricks the makers took, 0 to 5")
    defender = read_seat(args.get("defender"), "defender", errors)
    reneged = read_seat(args.get("renege_by"), "renege_by", errors)
    renege_suit = None
    if args.get("renege_suit"):
        renege_suit, _ = read_strain(args.get("renege_suit"), "renege_suit", errors)
        if renege_suit is None and "renege_suit" not in errors:
            errors["renege_suit"] = "the suit led that was not followed: C, D, H or S"
    if errors or maker is None or trump is None or tricks is None:
        return replace(asked, errors=_in_order(errors, EUCHRE))
    try:
        worth = euchre_settle.settle_hand(
            maker,
            trump,
            tricks,
            alone=alone,
            defender_alone=defender,
            reneged=reneged,
            renege_suit=renege_suit,
            rules=EuchreRules(**rules_form.values()),
        )
    except FieldError as error:
        return replace(asked, errors={error.field or "tricks": str(error)})
    return replace(asked, euchre=worth)


def _read_bid(args: Mapping[str, str]) -> HandRequest:
    errors: dict[str, str] = {}
    rules_form = read_rules(BidRulesForm, bid_settle.HAND_RULES, args, errors)
    asked = HandRequest(
        BID_EUCHRE, {name: args[name] for name in BID_FIELDS if name in args}, rules_form
    )
    bidder = read_seat(
        args.get("bidder"), "bidder", errors, missing="say which seat won the bidding"
    )
    bid: int | Lone | None = None
    text = args.get("bid")
    if not text:
        errors["bid"] = "give the bid: the number of tricks, or Moon, Call 1 or Call 2"
    else:
        try:
            bid = bid_settle.parse_bid(text)
        except FieldError as error:
            errors["bid"] = str(error)
    trump, low = read_strain(args.get("trump"), "trump", errors)
    tricks = read_number(args.get("tricks"), "tricks", errors, "the tricks the bidders took")
    if errors or bidder is None or bid is None or tricks is None:
        return replace(asked, errors=_in_order(errors, BID_EUCHRE))
    try:
        worth = bid_settle.settle_contract(
            bidder, bid, trump, tricks, low=low, rules=BidRules(**rules_form.values())
        )
    except FieldError as error:
        return replace(asked, errors={error.field or "tricks": str(error)})
    return replace(asked, bid=worth)


def _in_order(errors: dict[str, str], game: str) -> dict[str, str]:
    return {name: errors[name] for name in FIELDS[game] if name in errors}
