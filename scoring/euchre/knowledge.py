"""Deals of the cards one seat cannot see, consistent with everything it has seen.

`sample_world(state.view(seat), rng)` deals the unseen cards to the other hands and the kitty at
random, respecting the voids shown, the upcard the dealer picked up, the cards played and what
the bids say (a player who passed is unlikely to hold a hand worth a call; a maker holds some
trump). It never reads another seat's cards. `strength` is the point count the bids are read
with, the easy player's own. The dealing itself is scoring.tricks.sampling's; what is Euchre's
here is what the view tells and how the bids are read.
"""

from __future__ import annotations

import random
from collections.abc import Sequence

from scoring.cards import Card, Rank, Suit, euchre_deck
from scoring.euchre.actions import Action, Discard, NameTrump, OrderUp, Pass, Play
from scoring.euchre.events import Phase
from scoring.euchre.game import GameState
from scoring.euchre.rules import HAND_SIZE
from scoring.euchre.view import Bid, View
from scoring.resampling import deal_unseen
from scoring.tricks.sampling import Unseen, as_seen, deal, first_fitting, shuffled
from scoring.tricks.trump import is_left_bower, is_right_bower, suit_of

__all__ = ["CALL_AT", "resample", "sample_auction", "sample_world", "strength", "unseen_by"]

CALL_AT = 7.0  # the strength at which the easy player calls
# How far from CALL_AT a hand may be and still fit a bid: a pass rules out hands this much
# above it, a call hands this much below it. Wide, since players' judgement differs.
PASS_SLACK = 1.5
CALL_SLACK = 3.0
BID_TRIES = 12  # deals tried for one that fits the bids, before taking one that does not

_TRUMP_VALUE = {
    Rank.ACE: 2.0,
    Rank.KING: 1.75,
    Rank.QUEEN: 1.5,
    Rank.TEN: 1.25,
    Rank.NINE: 1.0,
}


def strength(hand: Sequence[Card], trump: Suit) -> float:
    """Point count of a hand with `trump` as trump."""
    total = 0.0
    trumps = 0
    suits = set()
    for card in hand:
        if is_right_bower(card, trump):
            total += 3.0
            trumps += 1
        elif is_left_bower(card, trump):
            total += 2.5
            trumps += 1
        elif card.suit == trump:
            total += _TRUMP_VALUE.get(card.rank, 1.0)
            trumps += 1
        else:
            suits.add(card.suit)
            if card.rank == Rank.ACE:
                total += 1.0
    if trumps >= 2:
        total += 0.5 * (3 - len(suits))
    return total


def fits_bids(view: View, hands: list[list[Card]]) -> bool:
    """Whether each other seat's part of the auction is likely with the hand it is dealt here
    (its cards now plus those it has played this hand)."""
    for bid in view.bids:
        if bid.seat == view.seat:
            continue
        held = hands[bid.seat] + [c for s, c in view.played if s == bid.seat]
        if bid.seat == view.dealer and view.dealer_holds_upcard and view.upcard in held:
            held.remove(view.upcard)
        if bid.suit is not None:
            if strength(held, bid.suit) < CALL_AT - CALL_SLACK:
                return False
        elif bid.round == 1:
            if strength(held, view.upcard.suit) >= CALL_AT + PASS_SLACK:
                return False
        elif any(strength(held, s) >= CALL_AT + PASS_SLACK for s in Suit if s != view.upcard.suit):
            return False
    return True


def sample_world(view: View, rng: random.Random) -> list[list[Card]]:
    """Four hands (the seat's own as it is) dealing the unseen cards consistently with `view`:
    the first of BID_TRIES deals that fits the bids, or failing that the last.

    Only public facts and the seat's own cards are used, so with the same rng the sample does
    not depend on where the hidden cards really are."""
    unseen = unseen_by(view)
    return first_fitting(lambda: deal(unseen, rng), lambda hands: fits_bids(view, hands), BID_TRIES)


def sample_auction(view: View, rng: random.Random) -> list[list[Card]]:
    """sample_world() at a turn to bid, before any card is played (no voids to respect): the
    same deals, each made by one shuffle."""
    unseen = unseen_by(view)
    assert not any(unseen.voids), "a void is shown only once cards are played"
    return first_fitting(
        lambda: shuffled(unseen, rng), lambda hands: fits_bids(view, hands), BID_TRIES
    )


def unseen_by(view: View) -> Unseen:
    """The cards `view`'s seat cannot see, and what it knows of where they are: the hands'
    sizes, the voids shown, the upcard the dealer picked up; the rest of the kitty holds none."""
    seen = set(view.hand) | {c for _, c in view.played} | set(view.known_kitty)
    sizes = view.hand_sizes()
    known: list[list[Card]] = [[], [], [], []]
    known[view.seat] = list(view.hand)
    if view.dealer_holds_upcard and view.seat != view.dealer and view.upcard not in seen:
        known[view.dealer].append(view.upcard)
        seen.add(view.upcard)
    cards = tuple(c for c in euchre_deck() if c not in seen)
    room = [0 if s == view.seat else sizes[s] - len(known[s]) for s in range(4)]
    kitty_room = len(cards) - sum(room)
    return Unseen(
        cards=cards,
        known=tuple(tuple(hand) for hand in known),
        room=(*room, kitty_room),
        voids=view.voids,
        trump=view.trump,
    )


def resample(view: View, rng: random.Random) -> GameState:
    """A whole game state `view`'s seat cannot tell from the true one (Engine.resample): the
    unseen cards dealt to the other hands and the kitty, every deal equally likely that fits
    the voids shown and the upcard the dealer took up (in the dealer's hand, or laid away as
    the discard). The bids are not read here: how likely a hand is to have bid so is the
    players' own judgement (sample_world's).

    Its history is this hand's bidding, the dealer's discard and the cards played; its seed
    is drawn from `rng`, for the hands to come."""
    seen = {*view.hand, *(card for _, card in view.played), *view.known_kitty}
    cards = [card for card in euchre_deck() if card not in seen]
    taken_up = view.dealer_holds_upcard and view.seat != view.dealer
    # The upcard, taken up by another seat and not yet played: in the dealer's hand, or once
    # the dealer has discarded, perhaps the discard.
    upcard_hidden = taken_up and view.upcard not in seen
    discard_hidden = taken_up and view.phase is not Phase.DISCARD
    sizes = view.hand_sizes()
    room = [
        0 if seat == view.seat else HAND_SIZE if seat in view.out else sizes[seat]
        for seat in range(4)
    ]
    discard_room = 1 if discard_hidden else 0
    room += [len(cards) - sum(room) - discard_room, discard_room]
    kitty_place, discard_place = 4, 5

    def fits(place: int, card: Card) -> bool:
        if upcard_hidden and card == view.upcard:
            return place in (view.dealer, discard_place)
        return place >= kitty_place or suit_of(card, view.trump) not in view.voids[place]

    piles = deal_unseen(cards, room, fits, rng)
    piles[view.seat] = list(view.hand)
    hands = tuple(tuple(sorted(pile)) for pile in piles[:4])
    kitty = tuple(piles[kitty_place])
    if view.dealer_holds_upcard and view.seat == view.dealer:
        kitty = (*kitty, *view.known_kitty)  # the dealer's own discard, once laid away
    elif view.upcard in view.known_kitty and view.upcard not in view.hand:
        kitty = (view.upcard, *kitty)  # it lies where it was turned up
    kitty += tuple(piles[discard_place])
    actions: list[Action] = [_bid_action(bid) for bid in view.bids]
    if view.dealer_holds_upcard and view.phase is not Phase.DISCARD:
        actions.append(Discard(view.dealer, kitty[-1]))
    actions += [Play(seat, card) for seat, card in view.played]
    return GameState(
        **as_seen(view, rng),
        hands=hands,
        kitty=kitty,
        upcard=view.upcard,
        passes=view.passes,
        trump=view.trump,
        maker=view.maker,
        alone=view.alone,
        defender_alone=view.defender_alone,
        actions=tuple(actions),
    )


def _bid_action(bid: Bid) -> Action:
    if bid.suit is None:
        return Pass(bid.seat)
    if bid.round == 1:
        return OrderUp(bid.seat, bid.alone)
    return NameTrump(bid.seat, bid.suit, bid.alone)
