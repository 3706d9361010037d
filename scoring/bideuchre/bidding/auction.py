"""The rest of an auction on a sampled deal: after a bid or pass, the seats still to bid (and,
in a continuous auction, everyone as it goes round again) bid by the strong rule-based player's
rule, each on its own cards (scoring.bideuchre.yardstick: its trick count in each strain,
partner's bid counted for what it promised). So a graded pass is worth what the others then
bid and make, and a low bid is worth less when it would be overbid.
"""

from __future__ import annotations

import statistics
from collections.abc import Sequence

from scoring.bideuchre.actions import Action, Bid, Pass
from scoring.bideuchre.bidding.deals import LONE_NEAR, SampledDeal
from scoring.bideuchre.card_play import hand_value
from scoring.bideuchre.options import AllPass, Auction
from scoring.bideuchre.view import View
from scoring.bideuchre.yardstick import own_counts, rule_bid, with_partner
from scoring.tricks.seats import PLAYERS, next_seat, partner_of

__all__ = ["SENSIBLE", "final_bid", "outcome", "sensible_actions"]

SENSIBLE = 0.25  # a number is valued when made this often (or is its strain's lowest)


def final_bid(deal: SampledDeal, action: Pass | Bid) -> Bid | None:
    """The bid that wins the auction when the deal's seat takes `action` now and every later
    turn is the rule's; None when everyone passes and the hand is thrown in."""
    view = deal.view
    rules = view.rules
    bids: list[Action] = [*view.bids, action]
    high = action if isinstance(action, Bid) else view.high
    passes = 0
    for entry in reversed(bids):
        if isinstance(entry, Bid):
            break
        passes += 1
    seat = next_seat(action.player)
    while not _over(len(bids), passes, high, rules.auction):
        partner_bid = next(
            (b for b in bids if isinstance(b, Bid) and b.player == partner_of(seat)), None
        )
        bid = _decision(deal, seat, high, partner_bid)
        if bid is None:
            bids.append(Pass(seat))
            passes += 1
        else:
            bids.append(bid)
            high, passes = bid, 0
        seat = next_seat(seat)
    return high


def _decision(
    deal: SampledDeal, seat: int, high: Bid | None, partner_bid: Bid | None
) -> Bid | None:
    """`seat`'s bid by the rule over `high`, remembered with the deal by what the rule reads
    of the auction: the bid to beat's number, kind and side, and partner's strain and number."""
    rules = deal.view.rules
    stuck = rules.all_pass is AllPass.STICK_THE_DEALER and seat == deal.view.dealer
    beat = None if high is None else (high.tricks, high.lone is None, (high.player - seat) % 2)
    told = None if partner_bid is None else (partner_bid.trump, partner_bid.low, partner_bid.tricks)
    key = (seat, beat, told)
    if key not in deal.decided:
        own = deal.counted.get(seat)
        if own is None:
            own = deal.counted[seat] = own_counts(deal.hands[seat], rules)
        counts = with_partner(own, partner_bid, rules)
        deal.decided[key] = rule_bid(counts, seat, high, rules, stuck=stuck and high is None)
    return deal.decided[key]


def _over(said: int, passes: int, high: Bid | None, auction: Auction) -> bool:
    """The game's rule (GameState._after_bid) for the end of the auction."""
    if auction is Auction.ONCE:
        return said >= PLAYERS
    return passes == (PLAYERS - 1 if high is not None else PLAYERS)


def outcome(deal: SampledDeal, action: Action) -> tuple[float, bool]:
    """Our points less theirs on `deal` when we take `action` and the others bid on by rule,
    and whether the bid standing after `action` (ours, or for a pass the bid before) won."""
    assert isinstance(action, Pass | Bid)
    view = deal.view
    final = final_bid(deal, action)
    standing = action if isinstance(action, Bid) else view.high
    if final is None:
        return 0.0, False
    known = deal.valued.get(id(final))  # the same winning bid (see _decision): the same value
    if known is None or known[0] is not final:
        contract = final.contract()
        points = hand_value(contract, deal.side, deal.tricks(contract), view.rules)
        known = deal.valued[id(final)] = (final, float(points))
    return known[1], final is standing  # the very bid standing after `action`


def sensible_actions(view: View, deals: Sequence[SampledDeal]) -> list[Action]:
    """The actions worth grading: passing, the lowest legal number in each strain, any number
    made SENSIBLE of the time, lone bids whose strain comes near every trick."""
    lowest: dict[tuple[object, bool], Bid] = {}
    for action in view.legal_actions:
        if isinstance(action, Bid) and action.lone is None:
            strain = (action.trump, action.low)
            if strain not in lowest or action.tricks < lowest[strain].tricks:
                lowest[strain] = action
    # Our tricks in each strain, bidding it with partner: for the numbers' chances of being
    # made, and for a lone bid whether its strain comes near every trick (deals.LONE_NEAR).
    taken = {
        strain: [deal.tricks(bid.contract()) for deal in deals] for strain, bid in lowest.items()
    }
    near = {
        strain: statistics.fmean(tricks) >= view.rules.hand_size - LONE_NEAR
        for strain, tricks in taken.items()
    }
    kept: list[Action] = []
    for action in view.legal_actions:
        if isinstance(action, Pass):
            kept.append(action)
        elif isinstance(action, Bid) and action.lone is not None:
            if near.get((action.trump, action.low), False):
                kept.append(action)
        elif isinstance(action, Bid):
            strain = (action.trump, action.low)
            made = sum(t >= action.tricks for t in taken[strain]) / len(deals)
            if action is lowest[strain] or made >= SENSIBLE:
                kept.append(action)
    return kept
