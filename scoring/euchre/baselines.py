"""A rule-based Euchre player to measure the computer players against: `baseline_action`.

It is written apart from scoring.euchre.players so that its habits are not the easy level's.
Bidding counts points (a trump 1, the right bower 1 more, the left bower and the trump ace half
more, an off-suit ace 0.75, a void beside two trumps 0.5; the upcard helps the dealer's side and
hurts the other, "next" helps the dealer's left in round two) and calls at 3.5. Play follows the
common table habits: lead trump to a partner's call, a maker leads the right bower, defenders
lead aces, second hand plays low, third hand plays high, the last hand wins as cheaply as it can,
nobody trumps a partner's winner, and throw-offs come from the shortest suit. It never defends
alone. Like every player it decides from the seat's view only.
"""

from __future__ import annotations

import random
from collections.abc import Callable, Sequence

from scoring.cards import EUCHRE_RANKS, Card, Rank, Suit
from scoring.euchre.actions import (
    Action,
    DefendAlone,
    Discard,
    FarmersHand,
    NameTrump,
    NextHand,
    OrderUp,
    Pass,
    Play,
)
from scoring.euchre.events import Phase
from scoring.euchre.game import GameState
from scoring.euchre.options import AllPass
from scoring.euchre.view import View
from scoring.tricks.following import legal_plays
from scoring.tricks.trick import trick_winner
from scoring.tricks.trump import SAME_COLOUR, is_left_bower, is_right_bower, power, suit_of

__all__ = ["baseline_action", "hand_points_count"]

CALL_AT = 3.5
ALONE_AT = 5.75


def baseline_action(state: GameState, seat: int, rng: random.Random | None = None) -> Action:
    """The baseline's action for `seat` (NextHand between hands). `rng` is unused: the
    baseline is deterministic, and takes it only to share the players' signature."""
    if state.phase is Phase.HAND_OVER:
        return NextHand()
    view = state.view(seat)
    legal = state.legal_actions()
    if view.phase is Phase.ORDER:
        if any(isinstance(a, FarmersHand) for a in legal):
            return FarmersHand(seat)
        count = _round_one_count(view)
        if count >= CALL_AT:
            return OrderUp(seat, alone=count >= ALONE_AT)
        return Pass(seat)
    if view.phase is Phase.NAME:
        suits = [s for s in Suit if s != view.upcard.suit]
        best = max(suits, key=lambda s: _round_two_count(view, s))
        count = _round_two_count(view, best)
        stuck = state.rules.all_pass is AllPass.STICK_THE_DEALER and seat == view.dealer
        if count >= CALL_AT or stuck:
            return NameTrump(seat, best, alone=count >= ALONE_AT)
        return Pass(seat)
    if view.phase is Phase.DISCARD:
        return Discard(seat, _discard(view.hand, view.upcard.suit))
    if view.phase is Phase.DEFEND:
        return Pass(seat) if Pass(seat) in legal else DefendAlone(seat)
    return Play(seat, _card(view))


def hand_points_count(hand: Sequence[Card], trump: Suit) -> float:
    """The baseline's point count of `hand` with `trump` as trump."""
    count = 0.0
    trumps = 0
    plain_suits = set()
    for card in hand:
        if suit_of(card, trump) == trump:
            trumps += 1
            count += 1.0
            if is_right_bower(card, trump):
                count += 1.0
            elif is_left_bower(card, trump) or card.rank == Rank.ACE:
                count += 0.5
        else:
            plain_suits.add(card.suit)
            if card.rank == Rank.ACE:
                count += 0.75
    if trumps >= 2:
        count += 0.5 * (3 - len(plain_suits))
    return count


def _round_one_count(view: View) -> float:
    trump = view.upcard.suit
    if view.seat == view.dealer:
        six = [*view.hand, view.upcard]
        six.remove(_discard(six, trump))
        return hand_points_count(six, trump)
    upcard_worth = 1.0 if view.upcard.rank == Rank.JACK else 0.5
    partners_deal = (view.dealer - view.seat) % 2 == 0
    return hand_points_count(view.hand, trump) + (upcard_worth if partners_deal else -upcard_worth)


def _round_two_count(view: View, suit: Suit) -> float:
    count = hand_points_count(view.hand, suit)
    next_suit = SAME_COLOUR[view.upcard.suit] == suit
    if next_suit and (view.seat - view.dealer) % 2 == 1:
        count += 0.5  # "next": the turned-down suit's partner suit favours the dealer's left
    return count


def _discard(hand: Sequence[Card], trump: Suit) -> Card:
    """The lowest plain card of the shortest plain suit, keeping aces; a trump only if all are."""
    plain = [c for c in hand if suit_of(c, trump) != trump]
    if not plain:
        return min(hand, key=lambda c: power(c, trump, trump))
    keep_aces = [c for c in plain if c.rank != Rank.ACE] or plain
    length = {s: sum(1 for c in plain if c.suit == s) for s in Suit}
    return min(keep_aces, key=lambda c: (length[c.suit], power(c, None, c.suit)))


def _card(view: View) -> Card:
    trump = view.trump
    assert trump is not None
    trick = [c for _, c in view.trick]
    legal = legal_plays(view.hand, trick[0] if trick else None, trump)
    if len(legal) == 1:
        return legal[0]
    if not trick:
        return _lead(view, legal, trump)
    led = suit_of(trick[0], trump)
    best = trick_winner(trick, trump)
    to_beat = power(trick[best], trump, led)
    partner_winning = view.trick[best][0] % 2 == view.seat % 2
    winners = sorted((c for c in legal if power(c, trump, led) > to_beat), key=_by(trump, led))
    players = 4 - len(view.out)
    last = len(trick) == players - 1
    if partner_winning:
        high = power(trick[best], trump, led) >= power(Card(Rank.ACE, led), trump, led)
        if last or high or not winners:
            return _throw_off(legal, trump, led)
        return winners[-1]  # third hand high over a partner's low lead
    if not winners:
        return _throw_off(legal, trump, led)
    if len(trick) == 1 and not last and suit_of(winners[0], trump) == led and led != trump:
        # Second hand low: do not spend a high card in the suit led when a later hand may top it.
        boss = power(winners[-1], trump, led) == _highest_left(view, led, trump)
        return winners[-1] if boss else _throw_off(legal, trump, led)
    return winners[0] if last or len(trick) == 1 else winners[-1]


def _lead(view: View, legal: list[Card], trump: Suit) -> Card:
    by_power = _by(trump, trump)
    trumps = sorted((c for c in legal if suit_of(c, trump) == trump), key=by_power)
    plain = [c for c in legal if suit_of(c, trump) != trump]
    our_call = view.maker is not None and view.maker % 2 == view.seat % 2
    if our_call and trumps and (view.seat != view.maker or _strong_trumps(trumps, trump)):
        return trumps[-1]
    aces = [c for c in plain if c.rank == Rank.ACE]
    if aces:
        return aces[0]
    if plain:
        length = {s: sum(1 for c in plain if c.suit == s) for s in Suit}
        return min(plain, key=lambda c: (length[c.suit], power(c, None, c.suit)))
    return trumps[0]


def _strong_trumps(trumps: list[Card], trump: Suit) -> bool:
    """A maker leads trump holding the right bower or three trumps."""
    return is_right_bower(trumps[-1], trump) or len(trumps) >= 3


def _throw_off(legal: list[Card], trump: Suit, led: Suit) -> Card:
    """The least useful card: lowest of the suit led, else lowest plain card of the shortest
    suit, else the lowest trump."""
    following = [c for c in legal if suit_of(c, trump) == led]
    if following:
        return min(following, key=_by(trump, led))
    plain = [c for c in legal if suit_of(c, trump) != trump]
    if plain:
        length = {s: sum(1 for c in plain if c.suit == s) for s in Suit}
        return min(plain, key=lambda c: (c.rank == Rank.ACE, length[c.suit], c.rank))
    return min(legal, key=_by(trump, trump))


def _highest_left(view: View, suit: Suit, trump: Suit) -> int:
    """The power of the highest card of `suit` not yet played (by anyone, in any trick)."""
    gone = {c for _, c in view.played}
    left = [
        power(Card(rank, suit), trump, suit)
        for rank in EUCHRE_RANKS
        if Card(rank, suit) not in gone and suit_of(Card(rank, suit), trump) == suit
    ]
    return max(left, default=0)


def _by(trump: Suit, led: Suit) -> Callable[[Card], int]:
    return lambda card: power(card, trump, led)
