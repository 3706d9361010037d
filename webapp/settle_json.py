"""The settlers' answers as the JSON API gives them (webapp/api.py): a pegging play step by
step, a trick's ruling, a hand's worth; each what the engine returned, its sentences as the
pages say them, and nothing worked out again. Players are numbered from 1, as on the page."""

from __future__ import annotations

from typing import Any, TypeVar

from werkzeug.datastructures import MultiDict

from scoring.bideuchre.settle import ContractWorth
from scoring.cribbage.settle import PeggingRecord, PegStep, format_plays, side_name
from scoring.euchre.settle import HandWorth
from scoring.tricks.seats import SEATS, SIDES
from scoring.tricks.settle import TrickRuling
from scoring.tricks.strain import strain_text
from webapp.calculators.form import CalculatorForm
from webapp.calculators.hand import HAND_FORMS
from webapp.calculators.pegging import PeggingForm, narrated
from webapp.calculators.trick import BID_EUCHRE, EUCHRE, TRICK_FORMS

R = TypeVar("R")
# The documents' examples, asked of the same forms, so that they are real answers.
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


def pegging_json(record: PeggingRecord) -> dict[str, Any]:
    """A settled play: every step with its sentence, count and points; the points by side;
    the step not allowed, if any; and whose turn it is after the last."""
    problem = record.problem
    return {
        "players": record.players,
        "plays": format_plays(record.plays),
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
            for step, said in narrated(record)
        ],
        "sides": [
            {"name": side_name(side, record.players), "points": points}
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


def hand_json(worth: HandWorth | ContractWorth) -> dict[str, Any]:
    """A hand's worth: the hand as settled, the points of each side that scores and why."""
    if isinstance(worth, HandWorth):
        hand = worth
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
    return {
        "pegging": pegging_json(_example(PeggingForm, "pegging")),
        "euchre_trick": trick_json(_example(TRICK_FORMS[EUCHRE], "euchre_trick")),
        "bid_trick": trick_json(_example(TRICK_FORMS[BID_EUCHRE], "bid_trick")),
        "euchre_hand": hand_json(_example(HAND_FORMS[EUCHRE], "euchre_hand")),
        "bid_hand": hand_json(_example(HAND_FORMS[BID_EUCHRE], "bid_hand")),
    }


def _example(form: type[CalculatorForm[R]], name: str) -> R:
    """The answer to example `name`: a real question, so a refusal is a bug."""
    asked = form(MultiDict(EXAMPLES[name]))
    result = asked.settle()
    if result is None:
        raise LookupError(f"example {name} is refused: {asked.messages}")
    return result
