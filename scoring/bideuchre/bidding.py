"""The standard level's bidding: every strain is valued by playing sampled deals out (the deals
fit the auction so far, scoring.bideuchre.sampling; the play is scoring.bideuchre.playout's),
each bid by its average score (our points less theirs, made or set) over those deals. It
passes unless some bid beats passing by BID_MARGIN, passing being worth the standing bid played
out (partner's or an opponent's), or nothing before any bid; it bids as high in its strain as
the deals say is safe, to shut later bidders out. Lone bids are valued the same
way, with the exchange's cards traded (scoring.bideuchre.exchange) and partner sitting out.
"""

from __future__ import annotations

import random
import statistics

from scoring.bideuchre.actions import Action, Bid, Pass
from scoring.bideuchre.card_play import hand_value
from scoring.bideuchre.contract import Contract
from scoring.bideuchre.exchange import bidder_gives, partner_gives
from scoring.bideuchre.playout import play_out, table_for
from scoring.bideuchre.sampling import Hands, sample_deal
from scoring.bideuchre.strength import Strain
from scoring.bideuchre.view import View
from scoring.cards import Deck
from scoring.tricks.seats import partner_of, side_of

__all__ = ["BID_SAMPLES", "contract_tricks", "standard_bid"]

BID_SAMPLES = 16  # deals per bidding decision: a fixed number, so a seed replays a game
BID_MARGIN = 0.5  # points a bid must be worth above passing
PREEMPT_COST = 0.25  # average points given up to bid higher in the same strain
LONE_NEAR = 1.0  # lone bids are valued in a strain whose average is this near every trick


def standard_bid(view: View, rng: random.Random) -> Action:
    """The bid (or pass) with the best average score over sampled deals."""
    seat = view.seat
    scored = bid_scores(view, rng, BID_SAMPLES)
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


def bid_scores(view: View, rng: random.Random, samples: int) -> dict[Action, list[float]]:
    """Each bid's score for us (points less theirs) in each of `samples` sampled deals played
    out, and passing's: the standing bid played out, or nothing before any bid. A lone bid is
    valued only where its strain's deals come near every trick (else its list is empty)."""
    rules = view.rules
    seat = view.seat
    side = side_of(seat)
    bids = [a for a in view.legal_actions if isinstance(a, Bid)]
    deals = [sample_deal(view, rng) for _ in range(samples)]
    played: dict[tuple[Strain, int, object], list[int]] = {}

    def scores(contract: Contract) -> list[float]:
        """The contract's score for us in each deal; its deals played out once per strain."""
        key = ((contract.trump, contract.low), contract.bidder, contract.lone)
        if key not in played:
            played[key] = [contract_tricks(deal, contract, side, rules.cards) for deal in deals]
        return [float(hand_value(contract, side, t, rules)) for t in played[key]]

    found: dict[Action, list[float]] = {
        bid: scores(bid.contract()) for bid in bids if bid.lone is None
    }
    for bid in bids:
        if bid.lone is not None:
            tricks = played.get(((bid.trump, bid.low), seat, None))
            near = bool(tricks) and statistics.fmean(tricks or [0]) >= rules.hand_size - LONE_NEAR
            found[bid] = scores(bid.contract()) if near else []
    if Pass(seat) in view.legal_actions:
        standing = [0.0] * samples if view.high is None else scores(view.high.contract())
        found[Pass(seat)] = standing
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


def contract_tricks(deal: Hands, contract: Contract, side: int, deck: Deck) -> int:
    """Tricks `side` takes when `contract` is played out on `deal` from the first lead, with
    `deck` (Rules.cards). A hand of 13 with the Benny (the widow's card in it) first lays away
    a card by the easy habit (scoring.bideuchre.exchange)."""
    trump, low = contract.trump, contract.low
    hands = [list(hand) for hand in deal]
    out = None
    bidder = contract.bidder
    extra = len(hands[bidder]) - min(len(hand) for hand in hands)
    if extra > 0:
        given = bidder_gives(hands[bidder], trump, low, extra)
        hands[bidder] = [c for c in hands[bidder] if c not in given]
    if contract.lone is not None:
        out = partner_of(bidder)
        swap = contract.lone.swap
        if swap:
            given = bidder_gives(hands[bidder], trump, low, swap)
            back = partner_gives(hands[out], trump, low, swap)
            hands[bidder] = [c for c in hands[bidder] if c not in given] + back
    return played_tricks(hands, contract, side, deck)


def played_tricks(hands: Hands, contract: Contract, side: int, deck: Deck) -> int:
    """Tricks `side` takes when `contract` is played out on `hands` (any widow card laid away,
    any exchange made) from the bidder's first lead, by fast table habits."""
    table = table_for(deck, contract.trump, contract.low)
    masks = [table.mask(hand) for hand in hands]
    out = None if contract.lone is None else partner_of(contract.bidder)
    return play_out(table, masks, [], contract.bidder, side_of(contract.bidder), out)[side]
