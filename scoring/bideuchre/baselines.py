"""A rule-based Bid Euchre player to measure the computer levels against: `baseline_action`.

Written apart from scoring.bideuchre.players, with its own habits. Bidding counts sure tricks
(the top cards of a suit held from the top down, both copies of a rank to count past it),
half a trick for each further trump, and two for partner; it bids the
lowest number it may when the count reaches a trick more than that, overbids partner only by
two tricks more, and never bids alone. Play keeps to the common table habits: the bidders
draw trump with a winner, anyone leads a card nothing unseen beats, otherwise low from the
shortest suit; second hand low, third hand high, fourth hand as cheaply as wins; never
overtake or trump a partner's winner; throw the lowest card of the shortest suit, and lay away
the same from the Benny's widow. It decides from the seat's view only, and is deterministic.
"""

from __future__ import annotations

import random
from collections.abc import Callable, Sequence

from scoring.bideuchre.actions import Action, Bid, Discard, Exchange, NextHand, Pass, Play
from scoring.bideuchre.events import Phase
from scoring.bideuchre.game import GameState
from scoring.bideuchre.strength import by_power, strains, strength_in
from scoring.bideuchre.turn import Turn, card_rule
from scoring.bideuchre.view import View
from scoring.cards import EUCHRE_RANKS, JOKER, Card, Suit
from scoring.tricks.trump import suit_of

__all__ = [
    "baseline_action",
    "exchange_cards",
    "lay_away",
    "table_action",
    "trick_count",
]

PARTNER_TRICKS = 2.0  # for 12-card hands, scaled for 8
CUSHION = 1.0  # tricks the count must exceed a bid by
OVER_PARTNER = 2  # tricks above partner's bid before bidding over it


def baseline_action(state: GameState, seat: int, rng: random.Random | None = None) -> Action:
    """The baseline's action for `seat` (NextHand between hands). `rng` is unused: the
    baseline is deterministic, and takes it only to share the players' signature."""
    return table_action(state, seat, _bid, _card)


def table_action(
    state: GameState, seat: int, bid: Callable[[View], Action], card: Callable[[View], Card]
) -> Action:
    """A rule-based player's action for `seat`: its own `bid` and `card`, the widow and a
    lone bid's exchange laid away by the rules below, NextHand between hands."""
    if state.phase is Phase.HAND_OVER:
        return NextHand()
    view = state.view(seat)
    if view.phase is Phase.BIDDING:
        return bid(view)
    if view.phase is Phase.EXCHANGE:
        return exchange_cards(view)
    if view.phase is Phase.WIDOW:
        return Discard(seat, lay_away(view))
    return Play(seat, card(view))


def trick_count(
    hand: Sequence[Card], trump: Suit | None, low: bool, hand_size: int, benny: bool = False
) -> float:
    """The baseline's count of the tricks `hand` and partner take in a strain (`benny`: the
    deck has the Benny)."""
    count = PARTNER_TRICKS * hand_size / 12
    suits: dict[Suit | None, list[int]] = {}
    for card in hand:
        suits.setdefault(suit_of(card, trump), []).append(strength_in(card, trump, low))
    for suit, powers in suits.items():
        levels = sorted(set(powers), reverse=True)
        top = max(strength_in(c, trump, low) for c in _suit(suit, trump, benny))
        sure = 0
        expected = top
        for level in levels:
            if level != expected:
                break
            held = powers.count(level)
            sure += held
            if held < 2:
                break
            expected = _next_below(level, suit, trump, low, benny)
        count += sure
        if suit == trump:
            count += 0.5 * (len(powers) - sure)
    return count


def _suit(suit: Suit | None, trump: Suit | None, benny: bool) -> list[Card]:
    cards = [Card(rank, s) for s in Suit for rank in EUCHRE_RANKS]
    if benny:
        cards.append(JOKER)
    return [c for c in cards if suit_of(c, trump) == suit]


def _next_below(level: int, suit: Suit | None, trump: Suit | None, low: bool, benny: bool) -> int:
    below = [strength_in(c, trump, low) for c in _suit(suit, trump, benny)]
    return max((p for p in below if p < level), default=-1)


def _bid(view: View) -> Action:
    seat = view.seat
    size = view.rules.hand_size
    every = strains(view.rules.low_no_trump)
    counts = {s: trick_count(view.hand, s[0], s[1], size, view.rules.benny) for s in every}
    best = max(counts, key=lambda s: (counts[s], s[0] is not None))
    bids = [
        a
        for a in view.legal_actions
        if isinstance(a, Bid) and a.lone is None and (a.trump, a.low) == best
    ]
    if Pass(seat) not in view.legal_actions:  # the stuck dealer
        suited = [a for a in view.legal_actions if isinstance(a, Bid)]
        return max(suited, key=lambda a: counts.get((a.trump, a.low), 0.0))
    if not bids:
        return Pass(seat)
    lowest = min(bids, key=lambda a: a.tricks)
    need = lowest.tricks + CUSHION * size / 12
    high = view.high
    if high is not None and high.player % 2 == seat % 2:
        need = max(need, high.tricks + OVER_PARTNER)
    return lowest if counts[best] >= need else Pass(seat)


def exchange_cards(view: View) -> Action:
    contract = view.contract
    assert contract is not None and contract.lone is not None
    trump, low = contract.trump, contract.low

    def value(card: Card) -> tuple[bool, int]:
        return suit_of(card, trump) == trump, strength_in(card, trump, low)

    ranked = sorted(view.hand, key=value)
    swap = contract.lone.swap
    chosen = ranked[:swap] if view.seat == contract.bidder else ranked[-swap:]
    return Exchange(view.seat, tuple(chosen))


def lay_away(view: View) -> Card:
    """The widow taken up: lay away the lowest card of the shortest plain suit (a trump only
    when holding nothing else)."""
    contract = view.contract
    assert contract is not None
    trump, low = contract.trump, contract.low
    plain = [c for c in view.hand if suit_of(c, trump) != trump]
    if not plain:
        return min(view.hand, key=lambda c: strength_in(c, trump, low))
    length: dict[Suit | None, int] = {}
    for card in plain:
        length[suit_of(card, trump)] = length.get(suit_of(card, trump), 0) + 1
    return min(plain, key=lambda c: (length[suit_of(c, trump)], strength_in(c, trump, low)))


@card_rule
def _card(turn: Turn) -> Card:
    view, trick, legal = turn.view, turn.trick, turn.legal
    trump, low = turn.trump, turn.low
    unseen = view.unseen_cards()
    if not trick:
        return _lead(view, legal, unseen, trump, low)
    led, by, winners = turn.led, turn.power, turn.winners
    if turn.partner_winning or not winners:
        return _throw(legal, trump, low, led)
    if turn.last or suit_of(winners[0], trump) != led:
        return winners[0]  # fourth hand, or a ruff: as cheaply as wins
    if len(trick) == 1:
        boss = [c for c in winners if not any(by(u) > by(c) for u in unseen)]
        return boss[0] if boss else _throw(legal, trump, low, led)  # second hand low
    return winners[-1]  # third hand high


def _lead(view: View, legal: list[Card], unseen: list[Card], trump: Suit | None, low: bool) -> Card:
    contract = view.contract
    assert contract is not None
    trumps = [c for c in legal if trump is not None and suit_of(c, trump) == trump]
    unseen_trumps = [c for c in unseen if trump is not None and suit_of(c, trump) == trump]
    if trump is not None and trumps and unseen_trumps and contract.side == view.seat % 2:
        by_trump = by_power(trump, low, trump)
        top = max(trumps, key=by_trump)
        if not any(by_trump(u) > by_trump(top) for u in unseen_trumps):
            return top
    winners = []
    for card in legal:
        suit = suit_of(card, trump)
        by = by_power(trump, low, suit)
        if suit != trump and not any(
            suit_of(u, trump) == suit and by(u) > by(card) for u in unseen
        ):
            winners.append(card)
    if winners:
        return max(winners, key=lambda c: strength_in(c, trump, low))
    if trumps and not unseen_trumps:
        return trumps[0]
    plain = [c for c in legal if suit_of(c, trump) != trump] or legal
    length: dict[Suit | None, int] = {}
    for card in plain:
        length[suit_of(card, trump)] = length.get(suit_of(card, trump), 0) + 1
    return min(plain, key=lambda c: (length[suit_of(c, trump)], strength_in(c, trump, low)))


def _throw(legal: list[Card], trump: Suit | None, low: bool, led: Suit | None) -> Card:
    """The lowest of the suit led, else the lowest of the shortest plain suit, else the
    lowest trump."""
    following = [c for c in legal if suit_of(c, trump) == led]
    if following:
        return min(following, key=by_power(trump, low, led))
    plain = [c for c in legal if suit_of(c, trump) != trump]
    if plain:
        length = {s: sum(1 for c in plain if c.suit == s) for s in Suit}
        return min(plain, key=lambda c: (length[c.suit], strength_in(c, trump, low)))
    return min(legal, key=lambda c: strength_in(c, trump, low))
