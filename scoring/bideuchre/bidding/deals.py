"""One sampled deal of the cards a bidder cannot see, with each contract played out on it once
from the first lead by fast table habits (scoring.bideuchre.playout): what the computer levels'
bids, reviews, hints and the bidding drills are valued by.
"""

from __future__ import annotations

import statistics
from collections import Counter
from collections.abc import Sequence
from dataclasses import replace

from scoring.bideuchre.actions import Bid
from scoring.bideuchre.contract import Contract
from scoring.bideuchre.exchange import bidder_gives, partner_gives
from scoring.bideuchre.playout import play_out, table_for
from scoring.bideuchre.sampling import Hands
from scoring.bideuchre.strength import Strain
from scoring.bideuchre.view import View
from scoring.cards import Card, Deck
from scoring.tricks.seats import partner_of, side_of

__all__ = ["LONE_NEAR", "SampledDeal", "contract_tricks", "near_every_trick", "played_tricks"]

LONE_NEAR = 1.0  # lone bids are valued in a strain whose average is this near every trick


class SampledDeal:
    """One deal of the cards a bidder cannot see (`hands`, as sample_deal deals them), each
    contract played out on it once. `widow`: with the Benny, the card in no hand joins the
    bidder's before the play (else it is left out)."""

    def __init__(self, view: View, hands: Hands, *, widow: bool = True) -> None:
        self.view = view
        self.hands = hands
        self.widow = _widow_of(view, hands) if widow else []
        self.side = side_of(view.seat)
        self._tricks: dict[tuple[Strain, int, object], int] = {}
        # Later bidders' own trick counts by seat, and their bids by what they read of the
        # auction, for bidding.auction.
        self.counted: dict[int, dict[Strain, float]] = {}
        self.decided: dict[tuple[object, ...], Bid | None] = {}
        # Our points less theirs when a bid wins the auction, by the bid's id (with the bid).
        self.valued: dict[int, tuple[Bid, float]] = {}

    def tricks(self, contract: Contract) -> int:
        """The tricks our side takes when `contract` is played out on this deal."""
        key = ((contract.trump, contract.low), contract.bidder, contract.lone)
        if key not in self._tricks:
            hands = _with_widow(self.hands, contract.bidder, self.widow)
            cards = self.view.rules.cards
            self._tricks[key] = contract_tricks(hands, contract, self.side, cards)
        return self._tricks[key]


def _widow_of(view: View, deal: Hands) -> list[Card]:
    """The cards of a sampled deal in no hand: the widow, while the bidding lasts."""
    if not view.rules.widow_size:
        return []
    dealt = Counter(card for hand in deal for card in hand)
    return [card for card in (Counter(view.rules.cards.cards()) - dealt).elements()]


def _with_widow(deal: Hands, bidder: int, widow: list[Card]) -> Hands:
    if not widow:
        return deal
    return [[*hand, *widow] if seat == bidder else hand for seat, hand in enumerate(deal)]


def near_every_trick(deals: Sequence[SampledDeal], lone: Contract) -> bool:
    """Whether the lone bid's strain, played with partner, comes within LONE_NEAR of every
    trick on average over `deals`: only then is the lone bid worth playing out."""
    if not deals:
        return False
    with_partner = replace(lone, lone=None)
    mean = statistics.fmean(deal.tricks(with_partner) for deal in deals)
    return mean >= deals[0].view.rules.hand_size - LONE_NEAR


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
