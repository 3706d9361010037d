"""Euchre bidding questions: grading every choice by playing the hand out, honestly.

grade_bid(hand, upcard, seat=..., round=...) measures each legal bid over many deals of the
cards you cannot see, with every later decision made by players who see only their own cards.
"""

from scoring.euchre.bidding.grading import (
    BidGrade,
    OptionGrade,
    Tally,
    grade_bid,
    grade_discard,
    grade_situation,
)
from scoring.euchre.bidding.situation import Situation, read_situation

__all__ = [
    "BidGrade",
    "OptionGrade",
    "Situation",
    "Tally",
    "grade_bid",
    "grade_discard",
    "grade_situation",
    "read_situation",
]
