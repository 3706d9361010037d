"""Rules pages: the rules each engine follows, and which options change them."""

from __future__ import annotations

from flask import Blueprint, render_template
from flask.typing import ResponseReturnValue

from scoring import bideuchre
from scoring.bideuchre.contract import Contract, Lone, lone_value
from scoring.bideuchre.contract import score_hand as score_bid_hand
from scoring.bideuchre.options import Rules as BidRules
from scoring.cards import Card, Suit, parse_cards
from scoring.cribbage import Rules, score_hand, score_play
from scoring.tricks.trick import trick_winner
from scoring.tricks.trump import turned_over

bp = Blueprint("rules", __name__, url_prefix="/rules")

# Worked examples on the page are scored by the engines, never typed in by hand.
_PEGGING_EXAMPLES = ("7H 9C 6D 8S", "7H 6C 8D 6S", "5H 5C 5D", "KH 5C")


@bp.get("/cribbage")
def cribbage() -> ResponseReturnValue:
    return render_template(
        "rules/cribbage.html",
        defaults=Rules(),
        pegging=[(parse_cards(pile), score_play(parse_cards(pile))) for pile in _PEGGING_EXAMPLES],
        double_run=score_hand("3H 4C 5D 5S", "KC"),
        crib_flush=score_hand("AH 3H 7H 9H", "KC", crib=True),
    )


@bp.get("/bid-euchre")
def bid_euchre() -> ResponseReturnValue:
    """Bid Euchre's rules, each house rule from the engine's options, examples by the engine."""
    rules = BidRules()
    benny = BidRules(benny=True)
    examples = _tricks(_TRICK_EXAMPLES)
    scores = [
        (contract, tricks, score_bid_hand(contract, tricks, rules))
        for contract, tricks in _SCORE_EXAMPLES
    ]
    return render_template(
        "rules/bid_euchre.html",
        defaults=rules,
        options=bideuchre.ENGINE.options,
        tricks=examples,
        benny_rules=benny,
        benny_tricks=_tricks(_BENNY_EXAMPLES),
        scores=scores,
        lone=[(lone, lone_value(lone, rules.hand_size)) for lone in Lone],
    )


def _tricks(
    examples: tuple[tuple[str, str, Suit | None, bool], ...],
) -> list[tuple[str, list[Card], int]]:
    """Each example trick with its cards and the engine's winner (its index)."""
    found = []
    for text, cards, trump, low in examples:
        played = parse_cards(cards)
        ranked = [turned_over(c) for c in played] if low else played
        found.append((text, played, trick_winner(ranked, trump)))
    return found


# Tricks as played (cards in order, a prime for the second copy) under a trump or no-trump.
_TRICK_EXAMPLES = (
    (
        "Hearts trump: the jack of diamonds is the left bower, a heart",
        "AH JD QH 9S",
        Suit.HEARTS,
        False,
    ),
    ("No-trump: of two identical cards the first played wins", "AS KS AS' 9S", None, False),
    ("Spades trump: a trump takes a trick led in another suit", "AC KC 9S AC'", Suit.SPADES, False),
    ("Low no-trump: the lowest card of the suit led wins", "KD 9D AD 9C", None, True),
)
_BENNY_EXAMPLES = (
    ("Hearts trump: the Benny beats the right bower", "JH JK AH JH'", Suit.HEARTS, False),
    ("No-trump: a player void in the suit led plays the Benny", "AC KC JK AC'", None, False),
    ("Low no-trump: the Benny still takes the trick", "KD JK 9D 9D'", None, True),
)
_SCORE_EXAMPLES = (
    (Contract(0, 4, Suit.HEARTS), (7, 5)),
    (Contract(1, 8, None), (5, 7)),
)
