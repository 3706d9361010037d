"""Rules pages: the rules each engine follows, and which options change them; /rules lists
them, one for each game at a table (webapp/games.py)."""

from __future__ import annotations

from flask import Blueprint, render_template
from flask.typing import ResponseReturnValue

from scoring import bideuchre, euchre
from scoring.bideuchre.contract import Contract, Lone, lone_value
from scoring.bideuchre.contract import score_hand as score_bid_hand
from scoring.bideuchre.options import Rules as BidRules
from scoring.cards import Suit, parse_cards
from scoring.cribbage import Rules, score_hand, score_play
from scoring.euchre import Rules as EuchreRules
from scoring.euchre.rules import (
    HAND_SIZE,
    LONE_DEFENCE_EUCHRE,
    hand_points,
    score_renege,
    scoring_rules,
)
from scoring.euchre.rules import score_hand as score_euchre_hand
from webapp.games import TABLE_GAMES
from webapp.trick_examples import follow_example, trick_example

bp = Blueprint("rules", __name__, url_prefix="/rules")


@bp.get("")
def index() -> ResponseReturnValue:
    """The rules pages, one for each game at a table."""
    return render_template("rules/index.html", games=TABLE_GAMES)


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
        hand_flush=score_hand("AH 3H 7H 9H", "KC"),
    )


@bp.get("/euchre", endpoint="euchre")
def euchre_rules() -> ResponseReturnValue:
    """Euchre's rules, each house rule from the engine's options, every example the engine's."""
    rules = EuchreRules()
    deck = len(euchre.ENGINE.deck.cards())
    return render_template(
        "rules/euchre.html",
        defaults=rules,
        options=euchre.ENGINE.options,
        deck=deck,
        hand_size=HAND_SIZE,
        kitty=deck - 4 * HAND_SIZE,
        to_make=min(t for t in range(HAND_SIZE + 1) if hand_points(t, alone=False)[0]),
        lone_defence=LONE_DEFENCE_EUCHRE,
        tricks=[(text, trick_example(spec)) for text, spec in _EUCHRE_TRICKS],
        follows=[(text, follow_example(spec)) for text, spec in _EUCHRE_FOLLOWS],
        scoring=scoring_rules(rules),
        scores=[score_euchre_hand(*hand) for hand in _EUCHRE_SCORES],
        lone_defence_score=score_euchre_hand(0, Suit.CLUBS, 2, False, 3),
        reneges=[score_renege(1, Suit.CLUBS, 0), score_renege(1, Suit.CLUBS, 0, alone=True)],
    )


# Euchre's examples, in the spec language of webapp/trick_examples.py (lessons/README.md).
_EUCHRE_TRICKS = (
    ("A trump takes a trick led in another suit", "spades | AC KC 9S AD"),
    ("The left bower is a trump, above the ace", "hearts | AH JD QH 9S"),
    ("The right bower is the highest card", "hearts | AH JD QH JH"),
    ("Out of the suit led: trump or throw off", "clubs | AH 9C JS KH"),
    ("A lone hand: three cards to a trick", "hearts | KC AC 9H | lead West out North"),
)
_EUCHRE_FOLLOWS = (
    ("The left bower does not follow its printed suit", "9D JD AC KS QH | hearts | AD"),
    ("The left bower follows trump", "JD AD KS 9C TC | hearts | 9H"),
)
# (maker, trump, the makers' tricks, alone)
_EUCHRE_SCORES = (
    (0, Suit.HEARTS, 3, False),
    (0, Suit.HEARTS, 5, False),
    (0, Suit.HEARTS, 5, True),
    (0, Suit.HEARTS, 4, True),
    (0, Suit.HEARTS, 2, False),
)


@bp.get("/bid-euchre")
def bid_euchre() -> ResponseReturnValue:
    """Bid Euchre's rules, each house rule from the engine's options, examples by the engine."""
    rules = BidRules()
    benny = BidRules(benny=True)
    scores = [
        (contract, tricks, score_bid_hand(contract, tricks, rules))
        for contract, tricks in _SCORE_EXAMPLES
    ]
    return render_template(
        "rules/bid_euchre.html",
        defaults=rules,
        options=bideuchre.ENGINE.options,
        tricks=[(text, trick_example(spec)) for text, spec in _TRICK_EXAMPLES],
        benny_rules=benny,
        benny_tricks=[(text, trick_example(spec)) for text, spec in _BENNY_EXAMPLES],
        scores=scores,
        lone=[(lone, lone_value(lone, rules.hand_size)) for lone in Lone],
    )


# Tricks as played (a prime for the second copy of a card), in webapp/trick_examples.py's spec
# language: the strain, then the cards in play order.
_TRICK_EXAMPLES = (
    ("The jack of diamonds is the left bower, a heart", "hearts | AH JD QH 9S"),
    ("Of two identical cards the first played wins", "no-trump | AS KS AS' 9S"),
    ("A trump takes a trick led in another suit", "spades | AC KC 9S AC'"),
    ("The lowest card of the suit led wins", "low no-trump | KD 9D AD 9C"),
)
_BENNY_EXAMPLES = (
    ("The Benny beats the right bower", "hearts | JH JK AH JH'"),
    ("A player void in the suit led plays the Benny", "no-trump | AC KC JK AC'"),
    ("The Benny takes the trick in low no-trump too", "low no-trump | KD JK 9D 9D'"),
)
_SCORE_EXAMPLES = (
    (Contract(0, 4, Suit.HEARTS), (7, 5)),
    (Contract(1, 8, None), (5, 7)),
)
