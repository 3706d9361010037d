"""What one seat may see of a Euchre hand: `GameState.view(seat)`.

A View holds the seat's own hand, the upcard and whether the dealer picked it up, the bids, the
cards played, the voids shown by failing to follow suit, and (for the dealer) its own discard;
never another seat's cards or the rest of the kitty.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from scoring.cards import Card, Suit
from scoring.euchre.actions import Action, NameTrump, OrderUp, Pass
from scoring.euchre.events import Event, Phase
from scoring.euchre.options import Rules
from scoring.euchre.rules import HAND_SIZE

if TYPE_CHECKING:
    from scoring.euchre.game import GameState

__all__ = ["Bid", "View"]


@dataclass(frozen=True, slots=True)
class Bid:
    """One call of the auction: `seat` in `round` (1: order up or pass, 2: name a suit or
    pass) made `suit` trump, alone or not, or passed (suit None)."""

    seat: int
    round: int
    suit: Suit | None
    alone: bool = False


@dataclass(frozen=True, slots=True)
class View:
    """One seat's knowledge of the hand in progress."""

    seat: int
    phase: Phase
    dealer: int
    upcard: Card
    hand: tuple[Card, ...]
    trump: Suit | None
    maker: int | None
    alone: bool
    defender_alone: int | None
    out: frozenset[int]
    played: tuple[tuple[int, Card], ...]
    trick: tuple[tuple[int, Card], ...]
    tricks: tuple[int, int]
    passes: int
    dealer_holds_upcard: bool  # the dealer picked the upcard up (assumed kept until played)
    known_kitty: tuple[Card, ...]  # kitty cards this seat knows: a turned-down upcard, own discard
    voids: tuple[frozenset[Suit], ...]
    bids: tuple[Bid, ...]  # this hand's auction, in order
    # The game around the hand: all public.
    rules: Rules
    hand_number: int
    current_player: int | None
    scores: tuple[int, int]
    winner: int | None
    legal_actions: tuple[Action, ...]  # this seat's, or the table's (NextHand) between hands
    log: tuple[Event, ...]  # every event so far (no event shows a card held or discarded)

    @property
    def is_over(self) -> bool:
        return self.phase is Phase.OVER

    @classmethod
    def of(cls, state: GameState, seat: int) -> View:
        picked = (
            state.trump is not None
            and state.trump == state.upcard.suit
            and state.dealer not in state.out
            and _ordered_up(state)
        )
        known: list[Card] = []
        if not picked:
            known.append(state.upcard)
        elif seat == state.dealer and state.phase is not Phase.DISCARD:
            known.append(state.kitty[-1])  # the dealer's own discard
        # A Euchre deck has no Benny: every suit led is a suit.
        voids = tuple(
            frozenset(suit for suit in suits if suit is not None) for suits in state.voids()
        )
        return cls(
            seat=seat,
            phase=state.phase,
            dealer=state.dealer,
            upcard=state.upcard,
            hand=tuple(state.hands[seat]),
            trump=state.trump,
            maker=state.maker,
            alone=state.alone,
            defender_alone=state.defender_alone,
            out=state.out,
            played=state.played,
            trick=state.current_trick,
            tricks=state.tricks,
            passes=state.passes,
            dealer_holds_upcard=picked,
            known_kitty=tuple(known),
            voids=voids,
            bids=_bids(state),
            rules=state.rules,
            hand_number=state.hand_number,
            current_player=state.current_player,
            scores=state.scores,
            winner=state.winner,
            legal_actions=tuple(state.legal_actions(seat)),
            log=state.log,
        )

    def known_cards(self) -> frozenset[Card]:
        """The cards whose place this seat knows now: its own, the upcard, the kitty cards it
        knows and the cards played; not another seat's hand nor the rest of the kitty."""
        return frozenset(
            {*self.hand, self.upcard, *self.known_kitty, *(card for _, card in self.played)}
        )

    def hand_sizes(self) -> list[int]:
        """Cards each seat holds now (the dealer holds six while discarding)."""
        sizes = []
        for s in range(4):
            if s in self.out:
                sizes.append(0)
                continue
            n = HAND_SIZE - sum(1 for who, _ in self.played if who == s)
            if s == self.dealer and self.phase is Phase.DISCARD:
                n += 1
            sizes.append(n)
        return sizes


def _bids(state: GameState) -> tuple[Bid, ...]:
    """The current hand's auction, read from the public record of actions."""
    bids: list[Bid] = []
    round_ = 1
    passes = 0
    for action in state.hand_actions():
        if isinstance(action, Pass):
            bids.append(Bid(action.player, round_, None))
            passes += 1
            if passes == 4:
                round_, passes = 2, 0
        elif isinstance(action, OrderUp):
            bids.append(Bid(action.player, 1, state.upcard.suit, action.alone))
            break
        elif isinstance(action, NameTrump):
            bids.append(Bid(action.player, 2, action.suit, action.alone))
            break
    return tuple(bids)


def _ordered_up(state: GameState) -> bool:
    """Trump was made in round one (ordered up), from the public bidding record."""
    for action in reversed(state.actions):
        kind = type(action).__name__
        if kind == "OrderUp":
            return True
        if kind in ("NameTrump", "NextHand"):
            return False
    return False
