"""Bid Euchre bidding: the computer levels' bids (bidding.values: every bid played out over
sampled deals that fit the auction) and the bidding questions graded the same way
(bidding.grading: grade_bid(hand, seat=..., bids=...))."""

from scoring.bideuchre.bidding.deals import contract_tricks, played_tricks
from scoring.bideuchre.bidding.grading import (
    BidGrade,
    BidOption,
    bid_text,
    grade_bid,
    parse_bid_text,
)
from scoring.bideuchre.bidding.values import (
    BID_SAMPLES,
    EXPERT_BID_SAMPLES,
    bid_scores,
    bid_tricks,
    expert_bid,
    standard_bid,
)

__all__ = [
    "BID_SAMPLES",
    "EXPERT_BID_SAMPLES",
    "BidGrade",
    "BidOption",
    "bid_scores",
    "bid_text",
    "bid_tricks",
    "contract_tricks",
    "expert_bid",
    "grade_bid",
    "parse_bid_text",
    "played_tricks",
    "standard_bid",
]
