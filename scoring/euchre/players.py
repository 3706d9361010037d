"""Computer players for Euchre: `choose_action(state, level)` for the seat whose turn it is.

Levels:
- "easy": a rule-based bot. Bidding counts trump strength (right bower 3, left 2.5, ace 2,
  king 1.75, queen 1.5, ten 1.25, nine 1, off-suit aces 1, voids 0.5) against a threshold;
  play follows simple table habits (lowest winning card, don't trump a partner's winner,
  makers lead bowers, lead off-suit aces).
- "standard": card play samples deals of the unseen cards consistent with what the seat has
  seen and scores each legal card double-dummy (perfect-information Monte Carlo). Bidding
  grades every legal bid by playing the hand out over sampled deals with players who see only
  their own cards (scoring.euchre.bidding, the drills' grader, with fewer deals), so it has no
  perfect-information bias; near the end it weighs the chance of winning the game.

Both read only what the seat may see (GameState.view).
"""

from __future__ import annotations

import random
from collections.abc import Callable, Sequence

from scoring.cards import Card, Rank, Suit
from scoring.engine import Chooser, Policy, chooser
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
from scoring.euchre.bidding.policy import graded_bid
from scoring.euchre.events import Phase
from scoring.euchre.game import GameState
from scoring.euchre.knowledge import CALL_AT, sample_world, strength
from scoring.euchre.options import AllPass
from scoring.euchre.solver import card_values
from scoring.euchre.view import View
from scoring.tricks.following import legal_plays
from scoring.tricks.pimc import best_option, sampled_totals
from scoring.tricks.trick import trick_winner
from scoring.tricks.trump import is_right_bower, power, suit_of

__all__ = ["LEVELS", "POLICIES", "choose_action", "easy", "standard"]

LEVEL_HELP = {
    "easy": "Bids on a count of its trumps and plays simply.",
    "standard": "Weighs each bid and card by playing out the deals your cards allow: "
    "the harder to beat.",
}

ALONE_AT = 11.5
DEFEND_ALONE_AT = 10.0
SAMPLES = 20  # sampled deals per standard decision: a fixed number, so a seed replays a game


def easy(view: View, rng: random.Random) -> Action:
    """The rule-based player: counts of trump strength, simple table habits."""
    return _easy(view)


def standard(view: View, rng: random.Random) -> Action:
    """Bids graded by playing the hand out, cards by sampled double-dummy play."""
    if view.phase is Phase.PLAY:
        return _pimc_play(view, rng)
    if view.phase in (Phase.ORDER, Phase.NAME):
        return graded_bid(view, rng)
    return _easy(view)


POLICIES: dict[str, Policy[View, Action]] = {"easy": easy, "standard": standard}
LEVELS = tuple(POLICIES)
# choose_action(state, level="standard", *, rng=None, seat=None): the action `level` takes
# for `seat` (default: the seat to act), from that seat's view alone.
choose_action: Chooser[GameState, Action] = chooser(
    POLICIES, GameState.view, game="euchre", default="standard"
)


# The easy, rule-based player.


def _easy_discard(hand: Sequence[Card], trump: Suit) -> Card:
    """Lowest off-suit card, preferring to leave a void; a trump only when all are trumps."""
    plain = [c for c in hand if suit_of(c, trump) != trump]
    if not plain:
        return min(hand, key=lambda c: power(c, trump, trump))
    counts = {s: sum(1 for c in plain if c.suit == s) for s in Suit}
    non_aces = [c for c in plain if c.rank != Rank.ACE] or plain
    return min(non_aces, key=lambda c: (counts[c.suit], power(c, None, c.suit)))


def _round_one_strength(view: View, hand: Sequence[Card], seat: int) -> float:
    trump = view.upcard.suit
    if seat == view.dealer:
        six = [*hand, view.upcard]
        six.remove(_easy_discard(six, trump))
        return strength(six, trump)
    bonus = strength([view.upcard], trump) * 0.5
    return strength(hand, trump) + (bonus if (view.dealer - seat) % 2 == 0 else -bonus)


def easy_bid(
    view: View, hand: Sequence[Card], seat: int, phase: Phase, stick: bool
) -> tuple[Suit | None, bool]:
    """(suit to make trump or None to pass, alone) for the easy bidder holding `hand`."""
    if phase is Phase.ORDER:
        score = _round_one_strength(view, hand, seat)
        if score >= CALL_AT:
            return view.upcard.suit, score >= ALONE_AT
        return None, False
    suits = [s for s in Suit if s != view.upcard.suit]
    best = max(suits, key=lambda s: strength(hand, s))
    score = strength(hand, best)
    if score >= CALL_AT or (stick and seat == view.dealer):
        return best, score >= ALONE_AT
    return None, False


def _easy(view: View) -> Action:
    seat = view.seat
    hand = view.hand
    if view.phase is Phase.HAND_OVER:
        return NextHand()
    stick = view.rules.all_pass is AllPass.STICK_THE_DEALER
    if view.phase in (Phase.ORDER, Phase.NAME):
        suit, alone = easy_bid(view, hand, seat, view.phase, stick)
        if suit is None:
            if any(isinstance(a, FarmersHand) for a in view.legal_actions):
                return FarmersHand(seat)
            return Pass(seat)
        if view.phase is Phase.ORDER:
            return OrderUp(seat, alone)
        return NameTrump(seat, suit, alone)
    if view.phase is Phase.DISCARD:
        return Discard(seat, _easy_discard(hand, view.upcard.suit))
    if view.phase is Phase.DEFEND:
        assert view.trump is not None
        return DefendAlone(seat) if strength(hand, view.trump) >= DEFEND_ALONE_AT else Pass(seat)
    return Play(seat, easy_card(view))


def easy_card(view: View) -> Card:
    trump = view.trump
    assert trump is not None
    trick = [c for _, c in view.trick]
    legal = legal_plays(view.hand, trick[0] if trick else None, trump)
    if len(legal) == 1:
        return legal[0]
    makers = view.maker is not None and view.maker % 2 == view.seat % 2
    if not trick:
        trumps = sorted(
            (c for c in legal if suit_of(c, trump) == trump), key=lambda c: power(c, trump, trump)
        )
        if makers and trumps and is_right_bower(trumps[-1], trump):
            return trumps[-1]
        if view.seat == view.maker and len(trumps) >= 2:
            return trumps[-1]
        aces = [c for c in legal if c.rank == Rank.ACE and c.suit != trump]
        if aces:
            return aces[0]
        plain = [c for c in legal if suit_of(c, trump) != trump]
        if plain:
            return min(plain, key=lambda c: power(c, None, c.suit))
        return trumps[0]
    led = suit_of(trick[0], trump)
    best = trick_winner(trick, trump)
    best_power = power(trick[best], trump, led)
    partner_winning = view.trick[best][0] % 2 == view.seat % 2

    def cheap(card: Card) -> tuple[int, int]:
        # Off-suit low cards first, then low trumps.
        return (1 if suit_of(card, trump) == trump else 0, power(card, trump, suit_of(card, trump)))

    if partner_winning:
        return min(legal, key=cheap)
    winners = [c for c in legal if power(c, trump, led) > best_power]
    if winners:
        return min(winners, key=lambda c: power(c, trump, led))
    return min(legal, key=cheap)


# The standard player: perfect-information Monte Carlo.


World = list[list[Card]]


def _pimc_play(view: View, rng: random.Random) -> Action:
    trump = view.trump
    assert trump is not None
    trick = view.trick
    legal = legal_plays(view.hand, trick[0][1] if trick else None, trump)
    if len(legal) == 1:
        return Play(view.seat, legal[0])

    def tricks_taken(world: World) -> dict[Card, int]:
        return card_values(world, trump, view.seat, trick)

    totals = sampled_totals(legal, _sampler(view), tricks_taken, rng, SAMPLES)
    habit = easy_card(view)
    return Play(view.seat, best_option(legal, totals, prefer=lambda card: card == habit))


def _sampler(view: View) -> Callable[[random.Random], World]:
    """Deals of the cards `view`'s seat cannot see."""
    return lambda rng: sample_world(view, rng)
