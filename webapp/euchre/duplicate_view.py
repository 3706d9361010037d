"""What the duplicate pages show of a set: each deal's two plays side by side, the hands as
dealt, and the set's deal-by-deal table. Every score is the engine's (scoring.duplicate.deals);
this only names the seats as the table page does."""

from __future__ import annotations

from dataclasses import dataclass

from scoring.cards import Card, Suit
from scoring.duplicate.deals import DealResult, DuplicateSet, Outcome
from scoring.euchre.actions import Action
from scoring.euchre.duplicate import dealer_of, result_events
from scoring.euchre.events import Event
from scoring.euchre.game import GameState
from scoring.narration import event_sentence
from scoring.tricks.seats import SEATS
from webapp.euchre.view import SEAT_NAMES

# In the computer's play of a deal, your seat is the computer's.
COMPUTER_SEAT_NAMES = ("Computer", *SEAT_NAMES[1:])


@dataclass(frozen=True)
class PlayView:
    """One play of a deal, yours or the computer's from your seat: its outcome, and the play
    replayed, for who made trump and how the hand was scored."""

    who: str
    outcome: Outcome[Action]
    play: GameState
    seat_names: tuple[str, ...]

    @property
    def thrown_in(self) -> bool:
        return self.play.trump is None

    @property
    def trump(self) -> Suit | None:
        return self.play.trump

    @property
    def tricks(self) -> tuple[int, int]:
        return self.play.tricks

    @property
    def alone(self) -> bool:
        return self.play.alone

    @property
    def maker(self) -> str | None:
        """Who made trump, named as on the page; None when the hand was thrown in."""
        maker = self.play.maker
        return None if maker is None or self.thrown_in else self.seat_names[maker]

    @property
    def defender_alone(self) -> str | None:
        seat = self.play.defender_alone
        return None if seat is None else self.seat_names[seat]

    @property
    def events(self) -> tuple[Event, ...]:
        """The engine's events that scored the hand or threw it in."""
        return result_events(self.play)


@dataclass(frozen=True)
class DealView:
    """One deal's comparison."""

    result: DealResult[Action]
    yours: PlayView
    computers: PlayView

    @property
    def number(self) -> int:
        return self.result.number + 1

    @property
    def dealer(self) -> str:
        return SEAT_NAMES[dealer_of(self.result.number)]

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


def deal_view(played: DuplicateSet[GameState, Action], result: DealResult[Action]) -> DealView:
    number = result.number
    return DealView(
        result,
        PlayView("You", result.yours, played.play_of(number), SEAT_NAMES),
        PlayView(
            "Computer",
            result.computers,
            played.play_of(number, computers=True),
            COMPUTER_SEAT_NAMES,
        ),
    )


def dealt(played: DuplicateSet[GameState, Action], number: int) -> Dealt:
    state = played.dealt(number)
    hands = [DealtHand(SEAT_NAMES[i], SEATS[i], state.hands[i]) for i in range(4)]
    return Dealt(hands, state.upcard, SEAT_NAMES[state.dealer])


def signed(points: int) -> str:
    """+3, −2 or 0, with a real minus sign."""
    return f"+{points}" if points > 0 else f"−{-points}" if points < 0 else "0"


def computer_log(played: DuplicateSet[GameState, Action], number: int) -> list[tuple[Event, str]]:
    """The computer's play of deal `number`, each event with its text naming the seats as
    this page does: 'South passes' is 'Computer passes'. Scores are said as the engine said."""
    log = played.play_of(number, computers=True).log
    return [(event, event_sentence(event.text, event.player, COMPUTER_SEAT_NAMES)) for event in log]
