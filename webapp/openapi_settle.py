"""The settlers' part of the OpenAPI document (webapp/openapi.py): the pegging, trick and hand
operations, each query parameter's schema stating what the readers accept (seats, trumps and
yes/no in any ASCII case; the house rules from the rules' own descriptions), and the answers'
schemas."""

from __future__ import annotations

from enum import Enum
from typing import Any

from scoring.bideuchre import settle as bid_settle
from scoring.bideuchre.options import DECKS_WITH_BENNY
from scoring.cards import EUCHRE_DECK, MAX_INPUT, STANDARD_DECK, Deck
from scoring.cribbage.settle import PEGGING_RULES
from scoring.euchre import settle as euchre_settle
from scoring.options import Option
from scoring.tricks.seats import PLAYERS, SEATS, SIDES
from scoring.tricks.settle import HAND_FIELDS
from webapp.calculators.schemas import (
    BID,
    SEAT,
    SEAT_OR_NOBODY,
    STRAIN,
    SUIT_OR_NONE,
    TRUE_FALSE,
    WHOLE,
    cards_schema,
)
from webapp.openapi import CARD, query_parameter, responses

_TEXT = {"type": "string"}


SEAT_NAME = {"type": "string", "enum": list(SEATS)}
SIDE_NAME = {"type": "string", "enum": list(SIDES)}
PLAYS_TEXT = {
    "type": "string",
    "maxLength": MAX_INPUT,
    "description": "Cards of the 52-card deck, each once, and go, each with its player's "
    "number and a colon first or not.",
}


def _pattern(
    name: str, description: str, example: str, pattern: str, *, required: bool
) -> dict[str, Any]:
    schema = {"type": "string", "pattern": pattern}
    return query_parameter(name, description, example, required=required, schema=schema)


def _rule_parameters(options: tuple[Option, ...]) -> list[dict[str, Any]]:
    """A query parameter for each house rule: true or false, or one of its choices' texts."""
    parameters = []
    for option in options:
        default = option.default.value if isinstance(option.default, Enum) else option.default
        if option.is_flag:
            schema: dict[str, Any] = {"type": "string", "pattern": TRUE_FALSE}
            said = f"{option.label}: {option.help} true or false, any case; default false."
            example = "true"
        else:
            texts = [choice.text for choice in option.choices]
            schema = {"type": "string", "enum": texts}
            chosen = "; ".join(f"{choice.text}: {choice.label}" for choice in option.choices)
            said = f"{option.label} ({chosen}). Default {default}."
            example = texts[-1]
        parameters.append(
            query_parameter(option.name, said, example, required=False, schema=schema)
        )
    return parameters


def _object(properties: dict[str, Any]) -> dict[str, Any]:
    return {
        "type": "object",
        "required": list(properties),
        "additionalProperties": False,
        "properties": properties,
    }


ITEM = _object(
    {
        "category": {
            "type": "string",
            "enum": ["fifteen", "thirty_one", "pair", "run", "go", "last_card"],
        },
        "cards": {"type": "array", "items": CARD},
        "points": {"type": "integer", "minimum": 1},
        "text": {**_TEXT, "description": "Why the cards peg."},
    }
)
PEGGING = _object(
    {
        "players": {"type": "integer", "enum": [2, 3, 4]},
        "plays": {**_TEXT, "description": "The play as read, canonically written."},
        "rules": _object({"go_leads": {"type": "string", "enum": ["acc", "said_go"]}}),
        "steps": {
            "type": "array",
            "description": "The play in order: each card (play), go said (say_go), go or last "
            "card pegged (go), and new count (reset); the last may be one not allowed.",
            "items": _object(
                {
                    "kind": {"type": "string", "enum": ["play", "say_go", "go", "reset"]},
                    "player": {"type": "integer", "minimum": 1, "maximum": 4},
                    "card": {"oneOf": [CARD, {"type": "null"}]},
                    "count": {"type": "integer", "minimum": 0, "maximum": 31},
                    "text": _TEXT,
                    "points": {"type": "integer", "minimum": 0},
                    "items": {"type": "array", "items": ITEM},
                    "note": {**_TEXT, "description": "What was taken for granted, or empty."},
                    "problem": {**_TEXT, "description": "Why it was not allowed, or empty."},
                }
            ),
        },
        "sides": {
            "type": "array",
            "description": "Each player (with four, each partnership) and the points pegged.",
            "items": _object({"name": _TEXT, "points": {"type": "integer", "minimum": 0}}),
        },
        "problem": {"type": ["string", "null"], "description": "The play not allowed, if any."},
        "over": {"type": "boolean", "description": "Every card has been played."},
        "to_play": {"type": ["integer", "null"], "description": "Whose turn it is next."},
        "count": {"type": "integer", "minimum": 0, "maximum": 31},
    }
)
TRICK = _object(
    {
        "trump": {"type": "string", "description": "C, D, H, S, no-trump or low-no-trump."},
        "strain": _TEXT,
        "out": {"type": "array", "items": SEAT_NAME, "maxItems": 2},
        "plays": {
            "type": "array",
            "minItems": 2,
            "maxItems": 4,
            "items": _object(
                {
                    "seat": SEAT_NAME,
                    "card": {"type": "string", "description": "A card; a prime for a copy."},
                    "note": {**_TEXT, "description": "What the card does, when not plain."},
                    "problem": {**_TEXT, "description": "Why it could not be played, or empty."},
                }
            ),
        },
        "winner": _object(
            {
                "seat": SEAT_NAME,
                "card": _TEXT,
                "index": {"type": "integer", "minimum": 0, "maximum": 3},
            }
        ),
        "side": SIDE_NAME,
        "reason": {**_TEXT, "description": "Why the winner takes it."},
        "legal": {"type": "boolean", "description": "No card was shown not allowed."},
    }
)
SCORE_LINE = {"side": SIDE_NAME, "points": {"type": "integer"}, "text": _TEXT}
HAND = {
    "oneOf": [
        _object(
            {
                "game": {"const": "euchre"},
                "setting": _TEXT,
                "rules": {"type": "object"},
                "scores": {
                    "type": "array",
                    "minItems": 1,
                    "maxItems": 1,
                    "items": _object({**SCORE_LINE, "category": _TEXT}),
                },
                "scoring": {"type": "array", "items": _TEXT},
            }
        ),
        _object(
            {
                "game": {"const": "bid-euchre"},
                "setting": _TEXT,
                "rules": {"type": "object"},
                "contract": _object(
                    {
                        "bidder": SEAT_NAME,
                        "tricks": {"type": "integer", "minimum": 1, "maximum": 12},
                        "trump": _TEXT,
                        "lone": {
                            "type": ["string", "null"],
                            "enum": ["call2", "call1", "moon", None],
                        },
                        "words": _TEXT,
                    }
                ),
                "made": {"type": "boolean"},
                "scores": {
                    "type": "array",
                    "minItems": 2,
                    "maxItems": 2,
                    "description": "The bidders, then the defenders.",
                    "items": _object({**SCORE_LINE, "tricks": {"type": "integer"}}),
                },
            }
        ),
    ]
}


def _hands(description: str, deck: Deck) -> list[dict[str, Any]]:
    return [
        query_parameter(
            name,
            description.format(seat=name.capitalize()),
            "",
            required=False,
            schema=cards_schema(0, None, deck),
        )
        for name in HAND_FIELDS
    ]


def _trick_parameters(bid: bool) -> list[dict[str, Any]]:
    strains = "C, D, H or S (or clubs, diamonds, hearts, spades)" + (
        ", no-trump (nt) or low-no-trump (low)" if bid else "; Euchre always has a trump"
    )
    deck = DECKS_WITH_BENNY[max(DECKS_WITH_BENNY)] if bid else EUCHRE_DECK
    return [
        _pattern("trump", f"The trump: {strains}; any case.", "H", STRAIN, required=True),
        query_parameter(
            "cards",
            "The cards in the order played, the lead first, separated by commas, semicolons, "
            "spaces or +.",
            "AH,JD,QH,9S",
            required=True,
            schema=cards_schema(1, PLAYERS, deck),
        ),
        _pattern(
            "lead",
            "The seat that led: south (default), west, north or east.",
            "south",
            SEAT,
            required=False,
        ),
        {
            "name": "out",
            "in": "query",
            "required": False,
            "description": "A seat sitting out (a lone hand's partner); repeat for two.",
            "schema": {
                "type": "array",
                "items": {"type": "string", "pattern": SEAT},
                "maxItems": 2,
                "uniqueItems": True,
            },
            "style": "form",
            "explode": True,
        },
        *_hands(
            "{seat}'s cards before the trick, to check the card it played followed suit.", deck
        ),
        *(_rule_parameters(bid_settle.TRICK_RULES) if bid else []),
    ]


def _euchre_hand_parameters() -> list[dict[str, Any]]:
    return [
        _pattern("maker", "The seat that made trump.", "north", SEAT, required=True),
        _pattern("trump", "The trump suit: C, D, H or S; any case.", "H", STRAIN, required=True),
        _pattern("tricks", "The tricks the makers' side took, 0 to 5.", "4", WHOLE, required=True),
        _pattern("alone", "true if the maker went alone.", "true", TRUE_FALSE, required=False),
        _pattern(
            "defender",
            "A defender who played alone (defend_alone), or empty.",
            "east",
            SEAT_OR_NOBODY,
            required=False,
        ),
        _pattern(
            "renege_by",
            "A seat found to have reneged (renege=penalty), or empty.",
            "west",
            SEAT_OR_NOBODY,
            required=False,
        ),
        _pattern(
            "renege_suit",
            "The suit led that the renege did not follow.",
            "C",
            SUIT_OR_NONE,
            required=False,
        ),
        *_rule_parameters(euchre_settle.HAND_RULES),
    ]


def _bid_hand_parameters() -> list[dict[str, Any]]:
    return [
        _pattern("bidder", "The seat that won the bidding.", "south", SEAT, required=True),
        _pattern(
            "bid",
            "The tricks bid, or a lone bid: moon, call1, call2; any case.",
            "4",
            BID,
            required=True,
        ),
        _pattern(
            "trump",
            "The bid's trump: C, D, H, S, no-trump or low-no-trump; any case.",
            "H",
            STRAIN,
            required=True,
        ),
        _pattern("tricks", "The tricks the bidders' side took.", "7", WHOLE, required=True),
        *_rule_parameters(bid_settle.HAND_RULES),
    ]


def _operation(
    operation_id: str,
    summary: str,
    description: str,
    parameters: list[dict[str, Any]],
    answer: tuple[str, dict[str, Any], dict[str, Any]],
    bad: tuple[str, str],
) -> dict[str, Any]:
    said, schema, example = answer
    return {
        "get": {
            "operationId": operation_id,
            "summary": summary,
            "description": description + " Unknown query parameters are ignored.",
            "parameters": parameters,
            "responses": responses(said, schema, example, *bad),
        }
    }


def settle_paths(examples: dict[str, dict[str, Any]]) -> dict[str, Any]:
    """The settlers' paths, their examples real answers (webapp.settle_json.example_answers)."""
    trick_bad = (
        "Bad input: a missing parameter, an unknown or repeated card, the wrong number of "
        "cards for the seats in play, a trump, seat or house rule not read, a hand without "
        "the card its seat played.",
        "cards: a trick here has 4 cards, one for each player in the hand; 2 given",
    )
    hand_bad = (
        "Bad input: a missing parameter, a seat, trump, number or house rule not read, or a "
        "hand that could not have been played so under the house rules chosen.",
        "defender: defending alone is a house rule: turn on 'Defend alone' to score it",
    )
    return {
        "/api/cribbage/pegging": _operation(
            "settleCribbagePegging",
            "Settle a cribbage play: what each card pegs, the gos, the count",
            "The cards played in order from the first of the play, with go where a player "
            "said go; player 1 leads, the last player deals. Who played each card follows "
            "the turn order, or is given as 2:7C. Each step says what it pegs and why; the "
            "first play not allowed ends the answer, with why.",
            [
                query_parameter(
                    "plays",
                    "Cards and gos in order, separated by commas, semicolons, spaces or +; a "
                    "card or go may have its player's number and a colon first.",
                    "TH,JD,9C,go,5H",
                    required=True,
                    schema=PLAYS_TEXT,
                ),
                query_parameter(
                    "players",
                    "2, 3 or 4 players. Default 2.",
                    "2",
                    required=False,
                    schema={"type": "string", "enum": ["2", "3", "4"]},
                ),
                *[
                    query_parameter(
                        f"hand{seat}",
                        f"Player {seat}'s four cards when the play began, to check the gos.",
                        "",
                        required=False,
                        schema=cards_schema(0, None, STANDARD_DECK),
                    )
                    for seat in range(1, 5)
                ],
                *_rule_parameters(PEGGING_RULES),
            ],
            ("The play, step by step.", PEGGING, examples["pegging"]),
            (
                "Bad input: a missing parameter, a card or player not read, a card given "
                "twice, more cards than the players hold, a hand not of 4 cards.",
                "plays: '5X': unknown suit 'X'; use C, D, H, S or ♣ ♦ ♥ ♠; or write go "
                "where a player said go",
            ),
        ),
        "/api/euchre/trick": _operation(
            "settleEuchreTrick",
            "Who takes a Euchre trick, and why",
            "The 24-card deck. Each card's role (the bowers, trumping in, overtrumping), the "
            "winner and why; given the hands, each card that did not follow suit.",
            _trick_parameters(bid=False),
            ("The trick's ruling.", TRICK, examples["euchre_trick"]),
            trick_bad,
        ),
        "/api/bid-euchre/trick": _operation(
            "settleBidEuchreTrick",
            "Who takes a Bid Euchre trick, and why",
            "The double deck of the house rules (and the Benny, JK, with it); of two "
            "identical cards the first played wins; low no-trump's lowest card wins.",
            _trick_parameters(bid=True),
            ("The trick's ruling.", TRICK, examples["bid_trick"]),
            trick_bad,
        ),
        "/api/euchre/hand": _operation(
            "settleEuchreHand",
            "What a Euchre hand is worth",
            "Scored by the engine under the house rules given: making it, a march, a lone "
            "march, euchred, a defender alone, a renege.",
            _euchre_hand_parameters(),
            ("Who scores, how much and why.", HAND, examples["euchre_hand"]),
            hand_bad,
        ),
        "/api/bid-euchre/hand": _operation(
            "settleBidEuchreHand",
            "What a Bid Euchre hand is worth",
            "The contract and the bidders' tricks (the defenders took the rest), scored by "
            "the engine under the house rules given: made, set (minus the bid), lone bids.",
            _bid_hand_parameters(),
            ("Each side's points and why.", HAND, examples["bid_hand"]),
            hand_bad,
        ),
    }
