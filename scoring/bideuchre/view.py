"""What one seat may see of a Bid Euchre hand: `GameState.view(seat)`.

A View holds the seat's own hand, the auction, the contract, the cards played and the suits
each seat has shown void in, (for a lone bidder or partner passing cards) the cards the seat
itself passed, and (for the high bidder, with the Benny) the widow it took up and the card it
laid away; never another seat's cards.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from scoring.bideuchre.actions import Action, Bid, Pass
from scoring.bideuchre.contract import Contract
from scoring.bideuchre.events import Event, Phase
from scoring.bideuchre.options import Rules
from scoring.cards import Card, Suit
from scoring.tricks.following import legal_plays
from scoring.tricks.seats import PLAYERS, partner_of

if TYPE_CHECKING:
    from scoring.bideuchre.game import GameState

__all__ = ["View"]


@dataclass(frozen=True, slots=True)
class View:
    """One seat's knowledge of the hand in progress, and the game around it (all public)."""

    seat: int
    phase: Phase
    dealer: int
    hand: tuple[Card, ...]
    bids: tuple[Bid | Pass, ...]
    high: Bid | None
    contract: Contract | None
    out: frozenset[int]
    played: tuple[tuple[int, Card], ...]
    trick: tuple[tuple[int, Card], ...]
    tricks: tuple[int, int]
    voids: tuple[frozenset[Suit | None], ...]  # None: the Benny's own suit, in no-trump
    passed: tuple[Card, ...]  # the cards this seat passed in a lone bid's exchange
    received: tuple[Card, ...]  # the cards this seat was passed, once the exchange is done
    widow: int  # cards face down in the widow (with the Benny, until the bidder takes it up)
    taken: tuple[Card, ...]  # the widow's cards, for the bidder who took them up
    laid_away: tuple[Card, ...]  # the card the bidder laid away, for the bidder
    rules: Rules
    hand_number: int
    current_player: int | None
    scores: tuple[int, int]
    winner: int | None
    legal_actions: tuple[Action, ...]
    log: tuple[Event, ...]

    @property
    def is_over(self) -> bool:
        return self.phase is Phase.OVER

    @property
    def trump(self) -> Suit | None:
        return None if self.contract is None else self.contract.trump

    @classmethod
    def of(cls, state: GameState, seat: int) -> View:
        contract = state.contract
        passed, received = _exchange(state, seat)
        bidder = contract is not None and contract.bidder == seat
        return cls(
            seat=seat,
            phase=state.phase,
            dealer=state.dealer,
            hand=tuple(state.hands[seat]),
            bids=state.bids,
            high=state.high,
            contract=contract,
            out=state.out,
            played=state.played,
            trick=state.current_trick,
            tricks=state.tricks,
            voids=state.voids(),
            passed=passed,
            received=received,
            widow=len(state.widow),
            taken=state.taken if bidder else (),
            laid_away=state.laid_away if bidder else (),
            rules=state.rules,
            hand_number=state.hand_number,
            current_player=state.current_player,
            scores=state.scores,
            winner=state.winner,
            legal_actions=tuple(state.legal_actions(seat)),
            log=state.log,
        )

    def known_cards(self) -> frozenset[Card]:
        """The cards whose place this seat knows now: its own, those it passed or laid away,
        the played."""
        played = (card for _, card in self.played)
        return frozenset({*self.hand, *self.passed, *self.laid_away, *played})

    def unseen_cards(self) -> list[Card]:
        """The cards this seat cannot place (the deck less known_cards), in deck order. The
        deck's two copies of a rank are cards apart (Card.copy): of a pair, the copy held or
        seen played is known, the other may be unseen."""
        known = self.known_cards()
        return [card for card in self.rules.cards.cards() if card not in known]

    def playable(self) -> list[Card]:
        """The cards this seat may play to the trick now: the suit led if it holds any."""
        trick = self.trick
        return legal_plays(self.hand, trick[0][1] if trick else None, self.trump)

    def hand_sizes(self) -> list[int]:
        """Cards each seat holds now (a lone bid's partner keeps its cards, unplayed)."""
        sizes = []
        for s in range(PLAYERS):
            n = self.rules.hand_size - sum(1 for who, _ in self.played if who == s)
            bidder = None if self.contract is None else self.contract.bidder
            if self.phase is Phase.WIDOW and s == bidder:
                n += self.rules.widow_size  # the widow taken up, a card to lay away
            if self.phase is Phase.EXCHANGE and self.contract is not None:
                swap = self.contract.lone.swap if self.contract.lone else 0
                # The bidder's cards in passing are out of hand until partner passes back.
                if s == self.contract.bidder and self.current_player != s:
                    n -= swap
            sizes.append(n)
        return sizes


def _exchange(state: GameState, seat: int) -> tuple[tuple[Card, ...], tuple[Card, ...]]:
    """(cards `seat` passed, cards it was passed) in this hand's exchange, as far as it knows."""
    from scoring.bideuchre.actions import Exchange

    contract = state.contract
    if contract is None or contract.lone is None or not contract.lone.swap:
        return (), ()
    if seat not in (contract.bidder, partner_of(contract.bidder)):
        return (), ()
    given = {a.player: a.cards for a in state.hand_actions() if isinstance(a, Exchange)}
    other = partner_of(seat)
    passed = given.get(seat, ())
    received = given.get(other, ()) if seat in given and other in given else ()
    if seat == contract.bidder and other not in given:
        received = ()
    return passed, received
