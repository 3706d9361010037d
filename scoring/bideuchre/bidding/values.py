"""The standard level's bidding: every strain is valued by playing sampled deals out (the deals
fit the auction so far, scoring.bideuchre.sampling; the play is scoring.bideuchre.playout's),
each bid by its average score (our points less theirs, made or set) over those deals. It
passes unless some bid beats passing by BID_MARGIN, passing being worth the standing bid played
out (partner's or an opponent's), or nothing before any bid; it bids as high in its strain as
the deals say is safe, to shut later bidders out. Lone bids are valued the same
way, with the exchange's cards traded (scoring.bideuchre.exchange) and partner sitting out.

The expert level bids the same way over EXPERT_BID_SAMPLES deals, fewer of its bids being a
lucky few deals' verdict, and with the Benny it counts the widow: in each deal the widow's
card (one of the cards it cannot see) goes to the bidder of the contract played out, who lays
a card away, as the game has them do. The standard level bids as if there were no widow.
"""

from __future__ import annotations

import random
import statistics
from collections.abc import Callable, Sequence

from scoring.bideuchre.actions import Action, Bid, Pass
from scoring.bideuchre.bidding.auction import outcome, sensible_actions
from scoring.bideuchre.bidding.deals import SampledDeal, near_every_trick
from scoring.bideuchre.card_play import hand_value
from scoring.bideuchre.contract import Contract
from scoring.bideuchre.sampling import sample_deal
from scoring.bideuchre.view import View
from scoring.tricks.seats import side_of

__all__ = [
    "BID_SAMPLES",
    "EXPERT_BID_SAMPLES",
    "auction_batches",
    "auction_scores",
    "bid_scores",
    "bid_tricks",
    "expert_bid",
    "sampled_bid",
    "standard_bid",
]

BID_SAMPLES = 16  # deals per bidding decision: a fixed number, so a seed replays a game
EXPERT_BID_SAMPLES = 48  # the expert level's
BID_MARGIN = 0.5  # points a bid must be worth above passing
EXPERT_MARGIN = 0.25  # the same for the expert level, which values passing better
PREEMPT_COST = 0.25  # average points given up to bid higher in the same strain


def standard_bid(view: View, rng: random.Random) -> Action:
    """The bid (or pass) with the best average score over BID_SAMPLES sampled deals."""
    return sampled_bid(view, bid_scores(view, rng, BID_SAMPLES, widow=False))


def expert_bid(view: View, rng: random.Random) -> Action:
    """The bid (or pass) with the best average score over EXPERT_BID_SAMPLES sampled deals,
    the widow counted and the rest of the auction bid by rule (auction_scores); a bid must
    beat passing by EXPERT_MARGIN."""
    scored = auction_scores(view, rng, EXPERT_BID_SAMPLES)
    values = {action: statistics.fmean(points) for action, points in scored.items()}
    best = max(values, key=values.__getitem__)
    passing = values.get(Pass(view.seat))
    if passing is not None and best != Pass(view.seat) and values[best] < passing + EXPERT_MARGIN:
        return Pass(view.seat)
    return best


def auction_scores(view: View, rng: random.Random, samples: int) -> dict[Action, list[float]]:
    """Each sensible action's score for us (points less theirs) on `samples` sampled deals,
    the widow counted, when the seats after bid by rule (scoring.bideuchre.bidding.auction)
    and the contract that wins is played out."""
    return auction_batches(view, rng)(samples)


def auction_batches(
    view: View, rng: random.Random, include: Sequence[Action] = ()
) -> Callable[[int], dict[Action, list[float]]]:
    """auction_scores() a batch of deals at a time, as reviews and hints sample until sure
    (scoring.review.sample_decision): the actions valued are those sensible on the first
    batch's deals, and `include` (a player's choice), on every batch."""
    chosen: list[Action] = []

    def batch(samples: int) -> dict[Action, list[float]]:
        deals = [SampledDeal(view, sample_deal(view, rng)) for _ in range(samples)]
        if not chosen and deals:
            chosen.extend(sensible_actions(view, deals))
            chosen.extend(a for a in include if a not in chosen and a in view.legal_actions)
        return {action: [outcome(deal, action)[0] for deal in deals] for action in chosen}

    return batch


def sampled_bid(view: View, scored: dict[Action, list[float]]) -> Action:
    """The bid that pays best by BID_MARGIN over passing, given each action's scores."""
    seat = view.seat
    bids = [a for a in view.legal_actions if isinstance(a, Bid)]
    values = {
        bid: statistics.fmean(points)
        for bid, points in scored.items()
        if isinstance(bid, Bid) and points
    }
    if Pass(seat) not in view.legal_actions:  # the stuck dealer
        return max(bids, key=lambda bid: values.get(bid, -99.0))
    if not values:
        return Pass(seat)
    standing = statistics.fmean(scored[Pass(seat)])
    best = _preempting(values)
    return best if values[best] >= standing + BID_MARGIN else Pass(seat)


def bid_scores(
    view: View, rng: random.Random, samples: int, *, widow: bool = True
) -> dict[Action, list[float]]:
    """Each bid's score for us (points less theirs) in each of `samples` sampled deals played
    out, and passing's: the standing bid played out, or nothing before any bid. A lone bid is
    valued only where its strain's deals come near every trick (else its list is empty).
    `widow`: with the Benny, the widow's card joins the bidder's hand in each deal (as the
    expert level, reviews and hints count it); else it is left out (the standard level)."""
    rules = view.rules
    side = side_of(view.seat)
    found: dict[Action, list[float]] = {}
    for action, (contract, tricks) in bid_tricks(view, rng, samples, widow=widow).items():
        if contract is None:
            found[action] = [0.0] * samples
        else:
            found[action] = [float(hand_value(contract, side, t, rules)) for t in tricks]
    return found


def bid_tricks(
    view: View, rng: random.Random, samples: int, *, widow: bool = True
) -> dict[Action, tuple[Contract | None, list[int]]]:
    """bid_scores() in tricks: for each bid (and passing) the contract played out, None when
    passing leaves no bid standing, and the tricks our side took in each deal."""
    seat = view.seat
    bids = [a for a in view.legal_actions if isinstance(a, Bid)]
    numbered = {(bid.trump, bid.low) for bid in bids if bid.lone is None}
    deals = [SampledDeal(view, sample_deal(view, rng), widow=widow) for _ in range(samples)]

    def tricks(contract: Contract) -> tuple[Contract, list[int]]:
        return contract, [deal.tricks(contract) for deal in deals]

    found: dict[Action, tuple[Contract | None, list[int]]] = {
        bid: tricks(bid.contract()) for bid in bids if bid.lone is None
    }
    for bid in bids:
        if bid.lone is not None:
            found[bid] = (bid.contract(), [])
            # Only over a numbered bid: after a lone bid, no strain is played with partner.
            near = (bid.trump, bid.low) in numbered and near_every_trick(deals, bid.contract())
            if near:
                found[bid] = tricks(bid.contract())
    if Pass(seat) in view.legal_actions:
        standing = None if view.high is None else view.high.contract()
        found[Pass(seat)] = (None, []) if standing is None else tricks(standing)
    return found


def _preempting(values: dict[Bid, float]) -> Bid:
    """The best bid, raised in its strain as far as costs under PREEMPT_COST on average: a
    higher bid the deals say is as safe shuts later bidders out."""
    best = max(values, key=values.__getitem__)
    same = [
        bid
        for bid, value in values.items()
        if (bid.trump, bid.low, bid.lone) == (best.trump, best.low, best.lone)
        and value >= values[best] - PREEMPT_COST
    ]
    return max(same, key=lambda bid: bid.tricks)
