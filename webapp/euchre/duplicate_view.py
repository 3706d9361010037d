"""What the duplicate pages show of a set: each deal's two plays side by side, the hands as
dealt, and the set's deal-by-deal table. Every score is the engine's (scoring.euchre.duplicate);
this only names the seats as the table page does."""

from __future__ import annotations

from dataclasses import dataclass

from scoring.cards import Card
from scoring.euchre.duplicate import DealResult, DuplicateSet, Outcome
from scoring.euchre.events import Event
from scoring.narration import event_sentence
from scoring.tricks.seats import SEATS
from webapp.euchre.view import SEAT_NAMES

# In the computer's play of a deal, your seat is the computer's.
COMPUTER_SEAT_NAMES = ("Computer", *SEAT_NAMES[1:])


@dataclass(frozen=True)
class PlayView:
    """One play of a deal: yours, or the computer's from your seat."""

    who: str
    outcome: Outcome
    seat_names: tuple[str, ...]

    @property
    def maker(self) -> str | None:
        """Who made trump, named as on the page; None when the hand was thrown in."""
        maker = self.outcome.maker
        return None if maker is None else self.seat_names[maker]

    @property
    def defender_alone(self) -> str | None:
        seat = self.outcome.defender_alone
        return None if seat is None else self.seat_names[seat]

    @property
    def events(self) -> tuple[Event, ...]:
        return self.outcome.events


@dataclass(frozen=True)
class DealView:
    """One deal's comparison."""

    result: DealResult
    yours: PlayView
    computers: PlayView

    @property
    def number(self) -> int:
        return self.result.number + 1

    @property
    def dealer(self) -> str:
        return SEAT_NAMES[self.result.dealer]

    @property
    def plays(self) -> tuple[PlayView, PlayView]:
        return self.yours, self.computers


@dataclass(frozen=True)
class DealtHand:
    name: str
    compass: str
    cards: tuple[Card, ...]


@dataclass(frozen=True)
class Dealt:
    """A deal as it was dealt: every seat's hand and the upcard."""

    hands: list[DealtHand]
    upcard: Card
    dealer: str


def deal_view(result: DealResult) -> DealView:
    return DealView(
        result,
        PlayView("You", result.yours, SEAT_NAMES),
        PlayView("Computer", result.computers, COMPUTER_SEAT_NAMES),
    )


def dealt(played: DuplicateSet, number: int) -> Dealt:
    state = played.dealt(number)
    hands = [DealtHand(SEAT_NAMES[i], SEATS[i], state.hands[i]) for i in range(4)]
    return Dealt(hands, state.upcard, SEAT_NAMES[state.dealer])


def signed(points: int) -> str:
    """+3, −2 or 0, with a real minus sign."""
    return f"+{points}" if points > 0 else f"−{-points}" if points < 0 else "0"


def computer_log(played: DuplicateSet, number: int) -> list[tuple[Event, str]]:
    """The computer's play of deal `number`, each event with its text naming the seats as
    this page does: 'South passes' is 'Computer passes'. Scores are said as the engine said."""
    log = played.computer_play(number).log
    return [(event, event_sentence(event.text, event.player, COMPUTER_SEAT_NAMES)) for event in log]
