"""Computer players for Bid Euchre: `choose_action(state, level)` for the seat whose turn it is.

Levels:
- "easy": bids on an estimate of its tricks in each suit and no-trump (sure winners, trump
  length, a share for partner), as the published rule-based bots do, and plays by simple
  habits (win as cheaply as it can, never overtake a partner's winner, lead its best).
- "standard": values every bid and card over a fixed number of sampled deals of the unseen
  cards that fit the auction and the voids shown: bids by playing the deals out
  (scoring.bideuchre.bidding), cards by playing them out early and solving them double-dummy
  in the last tricks (scoring.bideuchre.card_play); in a Call 1 or Call 2 it trades cards
  by the exchange's rule (scoring.bideuchre.exchange).
Every level reads only what the seat may see (GameState.view).
"""

from __future__ import annotations

import random
from collections.abc import Sequence

from scoring.bideuchre.actions import Action, Bid, Discard, Exchange, NextHand, Pass, Play
from scoring.bideuchre.bidding import expert_bid, standard_bid
from scoring.bideuchre.card_play import EXPERT_PLAY_SAMPLES, standard_card
from scoring.bideuchre.events import Phase
from scoring.bideuchre.exchange import bidder_gives, partner_gives
from scoring.bideuchre.game import GameState
from scoring.bideuchre.strength import strains, strength_in
from scoring.bideuchre.turn import Turn, card_rule
from scoring.bideuchre.view import View
from scoring.bideuchre.widow import easy_discard, standard_discard
from scoring.cards import Card, Suit
from scoring.engine import Chooser, Policy, chooser
from scoring.tricks.trump import BENNY_POWER, suit_of

__all__ = ["LEVELS", "LEVEL_HELP", "POLICIES", "choose_action", "estimate_tricks"]

LEVEL_HELP = {
    "easy": "Bids on a count of its sure tricks and plays simply.",
    "standard": "Weighs each bid and card by playing out the deals your cards and the "
    "bidding allow: the harder to beat.",
    "expert": "Plays out about three times as many deals as standard, and bids with the "
    "rest of the auction and any widow in mind: the strongest.",
}
PARTNER_SHARE = 1 / 6  # of the hand's tricks, counted on partner's cards
LONE_MARGIN = 1.5  # a lone bid needs an estimate this far above every trick


def easy_policy(view: View, rng: random.Random) -> Action:
    """The rule-based player: bids on its sure tricks, plays by simple habits."""
    return easy_action(view)


def standard_action(view: View, rng: random.Random) -> Action:
    """Bids and cards valued over sampled deals that fit the auction and the voids shown."""
    if view.phase is Phase.HAND_OVER:
        return NextHand()
    if view.phase is Phase.BIDDING:
        return standard_bid(view, rng)
    if view.phase is Phase.WIDOW:
        return Discard(view.seat, standard_discard(view, rng))
    if view.phase is Phase.EXCHANGE:
        return standard_exchange(view)
    return Play(view.seat, standard_card(view, rng, easy_card(view)))


def expert_action(view: View, rng: random.Random) -> Action:
    """The standard level's method over more deals, the widow counted in the bidding."""
    if view.phase is Phase.BIDDING:
        return expert_bid(view, rng)
    if view.phase is Phase.WIDOW:
        return Discard(view.seat, standard_discard(view, rng, EXPERT_PLAY_SAMPLES))
    if view.phase is Phase.PLAY:
        return Play(view.seat, standard_card(view, rng, easy_card(view), EXPERT_PLAY_SAMPLES))
    return standard_action(view, rng)


def standard_exchange(view: View) -> Action:
    contract = view.contract
    assert contract is not None and contract.lone is not None
    trump, low, swap = contract.trump, contract.low, contract.lone.swap
    if view.seat == contract.bidder:
        return Exchange(view.seat, tuple(bidder_gives(view.hand, trump, low, swap)))
    return Exchange(view.seat, tuple(partner_gives(view.hand, trump, low, swap)))


def easy_action(view: View) -> Action:
    if view.phase is Phase.HAND_OVER:
        return NextHand()
    if view.phase is Phase.BIDDING:
        return easy_bid(view)
    if view.phase is Phase.WIDOW:
        return Discard(view.seat, easy_discard(view))
    if view.phase is Phase.EXCHANGE:
        return easy_exchange(view)
    return Play(view.seat, easy_card(view))


POLICIES: dict[str, Policy[View, Action]] = {
    "easy": easy_policy,
    "standard": standard_action,
    "expert": expert_action,
}
LEVELS = tuple(POLICIES)
# choose_action(state, level="easy", *, rng=None, seat=None): the action `level` takes
# for `seat` (default: the seat to act), from that seat's view alone.
choose_action: Chooser[GameState, Action] = chooser(
    POLICIES, GameState.view, game="bideuchre", default="easy"
)


# Bidding.


def estimate_tricks(
    hand: Sequence[Card], trump: Suit | None, low: bool, hand_size: int, benny: bool = False
) -> float:
    """Tricks this hand should take with its partner: for each suit, its cards from the top
    down that no unseen card outranks are sure winners; long trumps win the late tricks; and a
    partner's share. `benny`: the deck has the Benny, the top trump."""
    tricks = 0.0
    by_suit: dict[Suit | None, list[Card]] = {}
    for card in hand:
        by_suit.setdefault(suit_of(card, trump), []).append(card)
    for suit, cards in by_suit.items():
        ranked = sorted(cards, key=lambda c: strength_in(c, trump, low), reverse=True)
        top = [strength_in(c, trump, low) for c in ranked]
        every = sorted(
            {strength_in(c, trump, low) for c in _suit_cards(suit, trump, hand_size, benny)},
            reverse=True,
        )
        winners = 0
        for level in every:  # two copies of each card: both must be ours to count the next
            held = top.count(level)
            winners += held
            if held < (2 if level != BENNY_POWER else 1):  # one Benny
                break
        if suit == trump:
            tricks += winners + max(0, len(cards) - winners - 2) * 0.75
        else:
            tricks += min(winners, len(cards))
    return tricks + PARTNER_SHARE * hand_size


def _suit_cards(suit: Suit | None, trump: Suit | None, hand_size: int, benny: bool) -> list[Card]:
    from scoring.bideuchre.options import DECKS, DECKS_WITH_BENNY

    deck = (DECKS_WITH_BENNY if benny else DECKS)[hand_size * 4]
    return [c for c in deck.cards() if suit_of(c, trump) == suit]


def easy_bid(view: View) -> Action:
    seat = view.seat
    legal = [a for a in view.legal_actions if isinstance(a, Bid)]
    size = view.rules.hand_size
    every = strains(view.rules.low_no_trump)
    benny = view.rules.benny
    best = max(every, key=lambda s: estimate_tricks(view.hand, s[0], s[1], size, benny))
    estimate = estimate_tricks(view.hand, best[0], best[1], size, benny)
    partner_high = view.high is not None and view.high.player % 2 == seat % 2
    wanted = int(estimate)
    lone = [a for a in legal if a.lone is not None and (a.trump, a.low) == best]
    if lone and estimate - PARTNER_SHARE * size >= size + LONE_MARGIN:
        return max(lone, key=lambda a: a.lone.rank if a.lone else 0)
    choices = [a for a in legal if a.lone is None and (a.trump, a.low) == best]
    fitting = [a for a in choices if a.tricks <= wanted]
    if fitting and not (partner_high and wanted - 1 < min(a.tricks for a in fitting)):
        return min(fitting, key=lambda a: a.tricks)
    if Pass(seat) in view.legal_actions:
        return Pass(seat)
    forced = [a for a in legal if a.trump == best[0]] or legal  # the stuck dealer
    return forced[0]


# The exchange and the play.


def easy_exchange(view: View) -> Action:
    """Pass the weakest cards (bidder), or the strongest for the contract (partner)."""
    contract = view.contract
    assert contract is not None and contract.lone is not None
    swap = contract.lone.swap

    def strength(card: Card) -> tuple[bool, int]:
        return suit_of(card, contract.trump) == contract.trump, strength_in(
            card, contract.trump, contract.low
        )

    ranked = sorted(view.hand, key=strength)
    chosen = ranked[:swap] if view.seat == contract.bidder else ranked[-swap:]
    return Exchange(view.seat, tuple(chosen))


@card_rule
def easy_card(turn: Turn) -> Card:
    """Win as cheaply as it can, never overtake a partner's winner, lead its best."""
    view, contract, trick, legal = turn.view, turn.contract, turn.trick, turn.legal
    trump, low = turn.trump, turn.low

    def strength(card: Card) -> tuple[int, int]:
        is_trump = trump is not None and suit_of(card, trump) == trump
        return int(is_trump), strength_in(card, trump, low)

    if not trick:
        bidders = view.seat % 2 == contract.bidder % 2
        trumps = [c for c in legal if trump is not None and suit_of(c, trump) == trump]
        if bidders and trumps:
            return max(trumps, key=strength)
        return max(legal, key=lambda c: (strength_in(c, trump, low), -strength(c)[0]))
    if turn.partner_winning:
        return min(legal, key=strength)
    winners = turn.winners
    return winners[0] if winners else min(legal, key=strength)
