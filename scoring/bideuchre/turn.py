"""A seat's turn to play a card, read once for the rule-based players (the easy level, the
baseline and the yardstick): the contract, the trick so far, the cards it may play and, when
it follows, where the trick stands. A lone legal card is played at once; the player's own
rules choose only between two or more."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

from scoring.bideuchre.contract import Contract
from scoring.bideuchre.strength import by_power
from scoring.bideuchre.view import View
from scoring.cards import Card, Suit
from scoring.tricks.seats import PLAYERS
from scoring.tricks.trick import trick_winner
from scoring.tricks.trump import suit_of, turned_over

__all__ = ["Turn", "card_rule"]


@dataclass(frozen=True, slots=True)
class Turn:
    """The seat's view when it has a choice of cards, with what every rule reads first. The
    trick's properties (led and after) are for a seat following, not leading."""

    view: View
    contract: Contract
    trick: list[Card]  # the cards played to the trick so far, the lead first
    legal: list[Card]  # the cards the seat may play: two or more

    @property
    def trump(self) -> Suit | None:
        return self.contract.trump

    @property
    def low(self) -> bool:
        return self.contract.low

    @property
    def led(self) -> Suit | None:
        """The suit led (trump's for the left bower; None for the Benny in no-trump)."""
        return suit_of(self.trick[0], self.trump)

    @property
    def power(self) -> Callable[[Card], int]:
        """A card's power in this trick (ranks turned over in low no-trump)."""
        return by_power(self.trump, self.low, self.led)

    @property
    def winning(self) -> int:
        """The place in the trick of the card that takes it so far."""
        ranked = [turned_over(card) for card in self.trick] if self.low else self.trick
        return trick_winner(ranked, self.trump)

    @property
    def partner_winning(self) -> bool:
        return self.view.trick[self.winning][0] % 2 == self.view.seat % 2

    @property
    def to_beat(self) -> int:
        """The power of the card that takes the trick so far."""
        return self.power(self.trick[self.winning])

    @property
    def winners(self) -> list[Card]:
        """The legal cards that would take the trick now, cheapest first."""
        power, to_beat = self.power, self.to_beat
        return sorted((card for card in self.legal if power(card) > to_beat), key=power)

    @property
    def last(self) -> bool:
        """The seat plays last to the trick (fourth hand; third when a seat sits out)."""
        return len(self.trick) == PLAYERS - len(self.view.out) - 1


def card_rule(choose: Callable[[Turn], Card]) -> Callable[[View], Card]:
    """A card player from the rules `choose`, asked only when the seat has a choice."""

    def card(view: View) -> Card:
        contract = view.contract
        assert contract is not None
        legal = view.playable()
        if len(legal) == 1:
            return legal[0]
        return choose(Turn(view, contract, [card for _, card in view.trick], legal))

    return card
