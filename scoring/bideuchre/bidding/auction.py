"""The rest of an auction on a sampled deal: after a bid or pass, the seats still to bid (and,
in a continuous auction, everyone as it goes round again) bid by the strong rule-based player's
rule, each on its own cards (scoring.bideuchre.yardstick: its trick count in each strain,
partner's bid counted for what it promised). So a graded pass is worth what the others then
bid and make, and a low bid is worth less when it would be overbid.
"""

from __future__ import annotations

from collections.abc import Sequence

from scoring.bideuchre.actions import Action, Bid, Pass
from scoring.bideuchre.bidding.deals import SampledDeal, near_every_trick
from scoring.bideuchre.card_play import hand_value
from scoring.bideuchre.options import AllPass, Auction
from scoring.bideuchre.view import View
from scoring.bideuchre.yardstick import own_counts, rule_bid, with_partner
from scoring.tricks.seats import PLAYERS, next_seat, partner_of, side_of

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
        own = deal.counted.get(seat)
        if own is None:
            own = deal.counted[seat] = own_counts(deal.hands[seat], rules)
        counts = with_partner(own, partner_bid, rules)
        stuck = rules.all_pass is AllPass.STICK_THE_DEALER and seat == view.dealer and high is None
        bid = rule_bid(counts, seat, high, rules, stuck=stuck)
        if bid is None:
            bids.append(Pass(seat))
            passes += 1
        else:
            bids.append(bid)
            high, passes = bid, 0
        seat = next_seat(seat)
    return high


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
    contract = final.contract()
    value = hand_value(contract, side_of(view.seat), deal.tricks(contract), view.rules)
    return float(value), standing is not None and final == standing


def sensible_actions(view: View, deals: Sequence[SampledDeal]) -> list[Action]:
    """The actions worth grading: passing, the lowest legal number in each strain, any number
    made SENSIBLE of the time, lone bids whose strain comes near every trick."""
    lowest: dict[tuple[object, bool], Bid] = {}
    for action in view.legal_actions:
        if isinstance(action, Bid) and action.lone is None:
            strain = (action.trump, action.low)
            if strain not in lowest or action.tricks < lowest[strain].tricks:
                lowest[strain] = action
    taken = {
        strain: [deal.tricks(bid.contract()) for deal in deals] for strain, bid in lowest.items()
    }
    kept: list[Action] = []
    for action in view.legal_actions:
        if isinstance(action, Pass):
            kept.append(action)
        elif isinstance(action, Bid) and action.lone is not None:
            numbered = (action.trump, action.low) in lowest
            if numbered and near_every_trick(deals, action.contract()):
                kept.append(action)
        elif isinstance(action, Bid):
            strain = (action.trump, action.low)
            made = sum(t >= action.tricks for t in taken[strain]) / len(deals)
            if action == lowest[strain] or made >= SENSIBLE:
                kept.append(action)
    return kept
