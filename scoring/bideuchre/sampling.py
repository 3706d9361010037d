"""Deals of the cards one seat cannot see, consistent with what it has seen: the hands' sizes,
the voids shown, the cards it passed or was passed in a lone bid's exchange, and the auction.

The auction is read with scoring.bideuchre.strength: a player who bid holds a hand worth
about its bid in that strain, one who passed no hand much above the lowest bid it could have
made (a stuck dealer's bid says nothing). `sample_deal(view, rng)` takes the first of
BID_TRIES deals that fits, so, with the same rng, a sample never depends on where the hidden
cards really are.
"""

from __future__ import annotations

import random
from collections.abc import Sequence

from scoring.bideuchre.actions import Action, Bid, Discard, Exchange, Play
from scoring.bideuchre.events import Phase
from scoring.bideuchre.game import GameState
from scoring.bideuchre.options import AllPass
from scoring.bideuchre.strength import best_strength, strains, strength
from scoring.bideuchre.view import View
from scoring.cards import Card
from scoring.resampling import deal_unseen
from scoring.tricks.sampling import Unseen, as_seen, deal, first_fitting, shuffled
from scoring.tricks.seats import PLAYERS, partner_of
from scoring.tricks.trump import suit_of

__all__ = ["BID_TRIES", "fits_auction", "resample", "sample_deal", "unseen_by"]

BID_TRIES = 10  # deals tried for one that fits the auction, before taking one that does not
# In tricks, for 12-card hands (scaled for 8): a bidder opens from about OPEN_AT; a bid is
# read as a hand worth at least its number (or OPEN_AT) less BID_SLACK, a pass as none worth
# PASS_SLACK more than it could have bid. Wide, since players' judgement differs.
OPEN_AT = 6.5
BID_SLACK = 1.5
PASS_SLACK = 1.5
LONE_AT = 10.0

Hands = list[list[Card]]


def sample_deal(view: View, rng: random.Random) -> Hands:
    """The four hands as they are now, the seat's own as it is and the unseen cards dealt at
    random so that they fit the voids shown and, if one of BID_TRIES deals does, the auction."""
    unseen = unseen_by(view)
    if any(unseen.voids):
        return first_fitting(
            lambda: deal(unseen, rng), lambda hands: fits_auction(view, hands), BID_TRIES
        )
    return first_fitting(
        lambda: shuffled(unseen, rng), lambda hands: fits_auction(view, hands), BID_TRIES
    )


def unseen_by(view: View) -> Unseen:
    """The cards `view`'s seat cannot see and what it knows of where they are. Cards it passed
    in an exchange are in partner's hand (unless played); a lone bidder's cards in passing,
    before partner passes back, lie in no hand."""
    known: list[list[Card]] = [[], [], [], []]
    known[view.seat] = list(view.hand)
    gone = {card for _, card in view.played}
    known[partner_of(view.seat)] += [c for c in view.passed if c not in gone]
    cards = tuple(view.unseen_cards())
    sizes = view.hand_sizes()
    room = [0 if s == view.seat else sizes[s] - len(known[s]) for s in range(PLAYERS)]
    aside = len(cards) - sum(room)  # the gift in passing, when there is one
    return Unseen(
        cards=cards,
        known=tuple(tuple(hand) for hand in known),
        room=(*room, aside) if aside else tuple(room),
        voids=view.voids,
        trump=view.trump,
    )


def fits_auction(view: View, hands: Sequence[Sequence[Card]]) -> bool:
    """Whether every other seat's bids and passes are likely with the cards it holds in
    `hands` (with those it has played and traded back, as held in the bidding)."""
    rules = view.rules
    size = rules.hand_size
    scale = size / 12
    every = strains(rules.low_no_trump)
    high: Bid | None = None
    for entry in view.bids:
        seat = entry.player
        if seat != view.seat:
            held = _held_in_bidding(view, hands, seat)
            if isinstance(entry, Bid):
                stuck = (
                    rules.all_pass is AllPass.STICK_THE_DEALER
                    and seat == view.dealer
                    and high is None
                )
                if entry.lone is not None:
                    need = LONE_AT * scale
                else:
                    need = max(entry.tricks, OPEN_AT * scale) - BID_SLACK * scale
                if not stuck and strength(held, (entry.trump, entry.low), size) < need:
                    return False
            else:
                lowest = rules.min_bid if high is None else high.tricks + 1
                limit = max(lowest, OPEN_AT * scale) + PASS_SLACK * scale
                if best_strength(held, every, size) >= limit:
                    return False
        if isinstance(entry, Bid):
            high = entry
    return True


def _held_in_bidding(view: View, hands: Sequence[Sequence[Card]], seat: int) -> list[Card]:
    held = [*hands[seat], *(card for who, card in view.played if who == seat)]
    if seat == partner_of(view.seat) and view.passed:
        # Partner traded cards with this seat after the bidding: undo the trade.
        given = set(view.passed)
        held = [card for card in held if card not in given] + list(view.received)
    return held


def resample(view: View, rng: random.Random) -> GameState:
    """A whole game state `view`'s seat cannot tell from the true one (Engine.resample): the
    unseen cards dealt to the other hands and to what lies face down (the widow, the card laid
    away, a lone bidder's cards in passing), every deal that fits the voids shown and the
    cards traded in the exchange equally likely. The auction is not read here: how likely a
    hand is to have bid so is the players' own judgement (sample_deal's).

    Its history is this hand's auction, the exchange and the cards played, as far as the seat
    knows them; its seed is drawn from `rng`, for the hands to come."""
    unseen = unseen_by(view)
    aside_place = len(unseen.known)

    def fits(place: int, card: Card) -> bool:
        return place == aside_place or suit_of(card, unseen.trump) not in unseen.voids[place]

    piles = deal_unseen(unseen.cards, unseen.room, fits, rng)
    hands = [[*unseen.known[s], *piles[s]] for s in range(PLAYERS)]
    aside = piles[aside_place] if len(piles) > aside_place else []
    contract = view.contract
    bidder = None if contract is None else contract.bidder
    widow = tuple(aside[: view.widow])
    del aside[: view.widow]
    laid_away, taken = view.laid_away, view.taken
    if bidder is not None and bidder != view.seat and view.rules.widow_size and not widow:
        # The bidder took the widow up (and, after the WIDOW phase, laid a card away): which
        # card it was, only the bidder knows.
        if view.phase is not Phase.WIDOW:
            laid_away = tuple(aside[: view.rules.widow_size])
            del aside[: view.rules.widow_size]
        held = [*hands[bidder], *laid_away, *(c for who, c in view.played if who == bidder)]
        taken = tuple(rng.sample(held, view.rules.widow_size))
    gift: tuple[Card, ...] = ()
    exchange: list[Action] = []
    if contract is not None and contract.lone is not None and contract.lone.swap:
        partner = partner_of(contract.bidder)
        pending = view.phase is Phase.EXCHANGE and view.current_player == partner
        if view.seat == contract.bidder:
            if pending:  # the cards in passing lie face down, out of partner's hand
                gift = view.passed
                hands[partner] = [c for c in hands[partner] if c not in gift] + aside
            if view.passed:
                exchange.append(Exchange(view.seat, view.passed))
            if view.received:
                exchange.append(Exchange(partner, view.received))
        elif pending:
            gift = tuple(aside)
            exchange.append(Exchange(contract.bidder, gift))
        elif view.seat == partner and view.passed:
            exchange += [Exchange(contract.bidder, view.received), Exchange(view.seat, view.passed)]
    actions: list[Action] = [*view.bids]
    if laid_away and bidder is not None:
        actions.append(Discard(bidder, laid_away[0]))
    actions += exchange
    actions += [Play(seat, card) for seat, card in view.played]
    passes = 0
    if view.phase is Phase.BIDDING or contract is None:
        for entry in reversed(view.bids):
            if isinstance(entry, Bid):
                break
            passes += 1
    return GameState(
        **as_seen(view, rng),
        hands=tuple(tuple(sorted(hand)) for hand in hands),
        bids=view.bids,
        high=view.high,
        passes=passes,
        contract=contract,
        gift=gift,
        widow=widow,
        taken=taken,
        laid_away=laid_away,
        won=view.winner,
        actions=tuple(actions),
    )
