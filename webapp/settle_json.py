"""The settlers' answers as the JSON API gives them (webapp/api.py): a pegging play step by
step, a trick's ruling, a hand's worth; each what the engine returned, its sentences as the
pages say them, and nothing worked out again. Players are numbered from 1, as on the page."""

from __future__ import annotations

from typing import Any

from werkzeug.datastructures import MultiDict

from scoring.cribbage.settle import PegStep
from scoring.tricks.seats import SEATS, SIDES
from scoring.tricks.settle import TrickRuling
from scoring.tricks.strain import strain_text
from webapp.calculators.hand import HandRequest, read_hand_query
from webapp.calculators.pegging import PeggingRequest, read_pegging_query
from webapp.calculators.trick import BID_EUCHRE, EUCHRE, read_trick_query

PEGGING_REQUIRED = {"plays": "the cards and gos in the order played, like plays=TH,JD,9C,go,5H"}
TRICK_REQUIRED = {
    "trump": "the trump, like trump=H (or no-trump, low-no-trump in Bid Euchre)",
    "cards": "the cards in the order played, the lead first, like cards=AH,JD,QH,9S",
}
HAND_REQUIRED = {
    EUCHRE: {
        "maker": "the seat that made trump, like maker=north",
        "trump": "the trump suit, like trump=H",
        "tricks": "the tricks the makers took, like tricks=3",
    },
    BID_EUCHRE: {
        "bidder": "the seat that won the bidding, like bidder=south",
        "bid": "the tricks bid, or moon, call1, call2, like bid=4",
        "trump": "the bid's trump, like trump=H or trump=no-trump",
        "tricks": "the tricks the bidders took, like tricks=7",
    },
}
# The documents' examples, asked of the same readers, so that they are real answers.
EXAMPLES = {
    "pegging": {"players": "2", "plays": "TH JD 9C go 5H 6D 4C"},
    "euchre_trick": {"trump": "H", "cards": "AH TC JD 9S", "west": "TC 9H AS KS QS"},
    "bid_trick": {"trump": "no-trump", "cards": "AS KS AS 9S"},
    "euchre_hand": {"maker": "north", "trump": "H", "tricks": "4", "alone": "true"},
    "bid_hand": {"bidder": "south", "bid": "8", "trump": "no-trump", "tricks": "5"},
}


def _items(step: PegStep) -> list[dict[str, Any]]:
    return [
        {
            "category": str(item.category),
            "cards": [str(card) for card in item.cards],
            "points": item.points,
            "text": item.text,
        }
        for item in step.items
    ]


def pegging_json(asked: PeggingRequest) -> dict[str, Any]:
    """A settled play: every step with its sentence, count and points; the points by side;
    the step not allowed, if any; and whose turn it is after the last."""
    record = asked.record
    assert record is not None
    problem = record.problem
    return {
        "players": record.players,
        "plays": asked.query["plays"],
        "rules": {"go_leads": record.rules.go_leads.value},
        "steps": [
            {
                "kind": str(step.kind),
                "player": step.player + 1,
                "card": None if step.card is None else str(step.card),
                "count": step.count,
                "text": said,
                "points": step.points,
                "items": _items(step),
                "note": step.note,
                "problem": step.problem,
            }
            for step, said in asked.lines
        ],
        "sides": [
            {"name": asked.side_name(side), "points": points}
            for side, points in enumerate(record.points)
        ],
        "problem": None if problem is None else problem.problem,
        "over": record.is_over,
        "to_play": None if record.to_play is None else record.to_play + 1,
        "count": record.count,
    }


def trick_json(ruling: TrickRuling) -> dict[str, Any]:
    """A trick's ruling: each card with who played it, what it does and why it could not be
    played (if so); the winner and why."""
    return {
        "trump": strain_text(ruling.trump, ruling.low),
        "strain": ruling.strain,
        "out": [SEATS[seat] for seat in ruling.out],
        "plays": [
            {
                "seat": play.player,
                "card": str(play.card),
                "note": play.note,
                "problem": play.problem,
            }
            for play in ruling.plays
        ],
        "winner": {
            "seat": ruling.winner.player,
            "card": str(ruling.winner.card),
            "index": ruling.reason.winner,
        },
        "side": ruling.side,
        "reason": ruling.reason.text,
        "legal": not ruling.problems,
    }


def hand_json(asked: HandRequest) -> dict[str, Any]:
    """A hand's worth: the hand as settled, the points of each side that scores and why."""
    if asked.euchre is not None:
        hand = asked.euchre
        return {
            "game": EUCHRE,
            "setting": hand.setting,
            "rules": hand.rules.to_dict(),
            "scores": [
                {
                    "side": hand.scorers,
                    "points": hand.result.points,
                    "category": str(hand.result.category),
                    "text": hand.said,
                }
            ],
            "scoring": hand.scoring,
        }
    worth = asked.bid
    assert worth is not None
    contract = worth.contract
    return {
        "game": BID_EUCHRE,
        "setting": worth.setting,
        "rules": worth.rules.to_dict(),
        "contract": {
            "bidder": SEATS[contract.bidder],
            "tricks": contract.tricks,
            "trump": strain_text(contract.trump, contract.low),
            "lone": None if contract.lone is None else contract.lone.value,
            "words": contract.words,
        },
        "made": worth.score.made,
        "scores": [
            {
                "side": side,
                "tricks": worth.tricks[SIDES.index(side)],
                "points": points,
                "text": why,
            }
            for side, points, why in worth.lines
        ],
    }


def example_answers() -> dict[str, dict[str, Any]]:
    """The OpenAPI document's examples: each settler's answer to EXAMPLES."""
    pegging = read_pegging_query(MultiDict(EXAMPLES["pegging"]))
    euchre = read_trick_query(MultiDict(EXAMPLES["euchre_trick"]), EUCHRE).ruling
    bid = read_trick_query(MultiDict(EXAMPLES["bid_trick"]), BID_EUCHRE).ruling
    assert euchre is not None and bid is not None
    return {
        "pegging": pegging_json(pegging),
        "euchre_trick": trick_json(euchre),
        "bid_trick": trick_json(bid),
        "euchre_hand": hand_json(read_hand_query(EXAMPLES["euchre_hand"], EUCHRE)),
        "bid_hand": hand_json(read_hand_query(EXAMPLES["bid_hand"], BID_EUCHRE)),
    }
