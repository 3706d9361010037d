"""The play of a hand of tricks, as Euchre's and Bid Euchre's game states share it: whose turn
it is, the seats sitting out, the trick in progress, a card played to it, the trick taken, the
hand's end, the log's notes, and check(): the one judge of a move's legality, whose refusals
say why (the phases' own rules are the game's _check).

A game's GameState is a TrickPlay, adding what differs: its own fields, its trump (`strain`), who
sits out, the hand's size, the deal, its bidding phases' moves, the scoring and its save. Every
such game has phases with the values "play", "hand_over" and "over".
"""

from __future__ import annotations

from abc import ABC, abstractmethod
from collections.abc import Mapping
from dataclasses import dataclass, replace
from enum import StrEnum
from typing import Any, ClassVar, Generic, Self, TypeVar

from scoring.cards import Card, Suit
from scoring.codec import SaveCodec
from scoring.engine import ActionForm
from scoring.errors import IllegalActionError
from scoring.tricks.dealing import with_hand, without
from scoring.tricks.events import TrickEvent
from scoring.tricks.explain import play_note, trick_note
from scoring.tricks.following import legal_plays, may_play
from scoring.tricks.seats import PLAYERS, SEATS, next_seat, side_of
from scoring.tricks.trick import trick_winner
from scoring.tricks.trump import suit_of, turned_over

__all__ = ["HAND_OVER", "OVER", "PLAY", "WAITING", "TrickPlay"]

# The phases every trick game has, by their values, and what each waits for ("it is West's
# turn (seat 1) in the play of the tricks").
PLAY = "play"
HAND_OVER = "hand_over"
OVER = "over"
WAITING = {PLAY: "play of the tricks", HAND_OVER: "pause between hands", OVER: "finished game"}

R = TypeVar("R")  # the game's Rules
P = TypeVar("P", bound=StrEnum)  # its Phase
E = TypeVar("E", bound=TrickEvent)  # its Event
A = TypeVar("A", bound=ActionForm)  # its Action


@dataclass(frozen=True, slots=True, kw_only=True)
class TrickPlay(ABC, Generic[R, P, E, A]):
    """What a trick game's state holds and does alike in every game: the game's GameState
    adds its own fields (the bidding's, the kitty or widow) and the hooks below.

    `hands` holds each seat's unplayed cards (sorted); `played` this hand's cards as (seat,
    card) in order; `tricks` each side's tricks this hand; `passes` the passes in the bidding
    so far; `log` every event, `actions` every action since new_game(); `first_dealer` who
    dealt the first hand.
    """

    rules: R
    seed: int
    hand_number: int
    dealer: int
    phase: P
    turn: int | None
    hands: tuple[tuple[Card, ...], ...]
    passes: int = 0
    played: tuple[tuple[int, Card], ...] = ()
    tricks: tuple[int, int] = (0, 0)
    scores: tuple[int, int] = (0, 0)
    log: tuple[E, ...] = ()
    actions: tuple[A, ...] = ()
    first_dealer: int = 0

    # What each of the game's own phases waits for, said as WAITING says the others'.
    waiting_for: ClassVar[Mapping[str, str]]
    # The game's save (scoring.codec), set once its class is made.
    saves: ClassVar[SaveCodec[Any]]

    # The contract every game follows (scoring.engine.State).

    @property
    def current_player(self) -> int | None:
        """The seat to act; None between hands and when the game is over."""
        return self.turn

    @property
    def is_over(self) -> bool:
        return self.phase == OVER

    @property
    def seats(self) -> int:
        return PLAYERS

    @property
    def setup(self) -> dict[str, Any]:
        """new_game's arguments besides seed and rules: {"dealer": who dealt the first hand}."""
        return {"dealer": self.first_dealer}

    def legal_actions(self, seat: int | None = None) -> list[A]:
        """Every action allowed now (to `seat`, when given), in a fixed order: the phase's
        actions that check() lets through. Between hands the next deal is the table's action,
        offered whatever `seat` is asked about."""
        if self.phase == HAND_OVER:
            return [self._next_hand()]
        turn = self.turn
        if turn is None or (seat is not None and seat != turn):
            return []
        return [action for action in self._candidates(turn) if self.can(action)]

    def check(self, action: A) -> None:
        """Return if the rules allow `action` now; else raise IllegalActionError with the
        reason, said to whoever tried it, and the action's field at fault. The one judge of
        legality: legal_actions() and apply() ask it."""
        if self.phase == OVER:
            raise IllegalActionError("the game is over; start a new game to play again")
        if self.phase == HAND_OVER:
            if action != self._next_hand():
                raise self._refuse("the hand is over: deal the next hand")
            return
        if getattr(action, "player", None) != self.turn:
            raise self._refuse("it is not your turn")
        self._check(action)

    def can(self, action: A) -> bool:
        """Whether the rules allow `action` now: check() does not raise."""
        try:
            self.check(action)
        except IllegalActionError:
            return False
        return True

    def apply(self, action: A) -> Self:
        """The state after `action`; this state is unchanged. Raises IllegalActionError."""
        self.check(action)
        state = replace(self, actions=(*self.actions, action))
        if self.phase == HAND_OVER:
            return state._deal(self.hand_number + 1, next_seat(self.dealer))
        return state._take(action)

    def to_dict(self) -> dict[str, Any]:
        """Everything in the state as JSON-ready data; from_dict() reads it back equal."""
        return self.saves.write(self)

    def to_json(self) -> str:
        return self.saves.text(self)

    @classmethod
    def from_dict(cls, data: Mapping[str, Any]) -> Self:
        """Read a state written by to_dict(); raise StateError if it is not one."""
        state: Self = cls.saves.read(data)
        return state

    @classmethod
    def from_json(cls, text: str) -> Self:
        state: Self = cls.saves.read_text(text)
        return state

    # What the game supplies (abstract: a game that leaves one out cannot be built).

    @property
    @abstractmethod
    def event(self) -> type[E]:
        """The game's Event class, for its log."""

    @property
    @abstractmethod
    def out(self) -> frozenset[int]:
        """The seats sitting out the play (a lone hand's partner)."""

    @property
    @abstractmethod
    def strain(self) -> tuple[Suit | None, bool]:
        """The trump (None for no-trump, or before it is made), and whether ranks run low."""

    @property
    @abstractmethod
    def hand_size(self) -> int:
        """The tricks in a hand."""

    @abstractmethod
    def _next_hand(self) -> A:
        """The table's action between hands: gather the cards, the next dealer deals."""

    @abstractmethod
    def _candidates(self, seat: int) -> list[A]:
        """The actions of the current phase's kinds `seat`, whose turn it is, might take, in
        the order legal_actions() lists them; check() says which the rules allow."""

    @abstractmethod
    def _check(self, action: A) -> None:
        """Raise IllegalActionError (self._refuse) if the game's rules for the current phase
        refuse `action` of the seat to act; the phase and the turn are checked already."""

    @abstractmethod
    def _take(self, action: A) -> Self:
        """The state after a legal `action` of the hand (recorded in `actions` already)."""

    @abstractmethod
    def _deal(self, hand_number: int, dealer: int) -> Self:
        """A fresh hand dealt by `dealer`, the scores, log and actions carried on."""

    @abstractmethod
    def _score_hand(self) -> Self:
        """The hand scored, its last trick taken."""

    # The trick.

    @property
    def trick_size(self) -> int:
        return PLAYERS - len(self.out)

    @property
    def current_trick(self) -> tuple[tuple[int, Card], ...]:
        """The (seat, card) plays of the trick in progress."""
        return self.played[sum(self.tricks) * self.trick_size :]

    @property
    def led(self) -> Card | None:
        """The card that led the trick in progress, which the others follow."""
        trick = self.current_trick
        return trick[0][1] if trick else None

    def playable(self, seat: int) -> list[Card]:
        """The cards `seat` may play to the trick: the suit led if it holds any."""
        return legal_plays(self.hands[seat], self.led, self.strain[0])

    def _play(self, seat: int, card: Card, note: str | None = None) -> Self:
        """`seat` plays `card`; the trick is taken when everyone in has played to it, and the
        hand scored after its last trick. `note` replaces the play's own (a renege's)."""
        trump, low = self.strain
        if note is None:
            note = play_note(card, seat, self.current_trick, trump, low)
        text = f"{{who}} play{{s}} {card.display}"
        played = self.event.categories(PLAY)
        event = self.event(self.hand_number, seat, played, (card,), 0, None, text, note)
        state = replace(
            self,
            hands=with_hand(self.hands, seat, without(self.hands[seat], (card,))),
            played=(*self.played, (seat, card)),
            log=(*self.log, event),
        )
        trick = state.current_trick
        if len(trick) < self.trick_size:
            return replace(state, turn=next_seat(seat, self.out))
        cards = tuple(c for _, c in trick)
        ranked = [turned_over(c) for c in cards] if low else cards
        winner = trick[trick_winner(ranked, trump)][0]
        tricks = [*state.tricks]
        tricks[side_of(winner)] += 1
        text = "{who} take{s} the trick"
        note = trick_note(cards, trump, low)
        taken = self.event.categories("trick")
        event = self.event(self.hand_number, winner, taken, cards, 0, None, text, note)
        state = replace(state, tricks=(tricks[0], tricks[1]), turn=winner, log=(*state.log, event))
        return state._score_hand() if sum(tricks) == self.hand_size else state

    # The log, and refusals.

    def _note(
        self,
        player: int | None,
        category: StrEnum,
        text: str,
        cards: tuple[Card, ...] = (),
        note: str = "",
    ) -> Self:
        event = self.event(self.hand_number, player, category, cards, 0, None, text, note)
        return replace(self, log=(*self.log, event))

    def _refuse(self, reason: str, field: str | None = None) -> IllegalActionError:
        """The refusal of a move, with what the game waits for instead."""
        return IllegalActionError(reason, waiting=self._waiting, field=field)

    def _not_this_phase(self) -> IllegalActionError:
        """The refusal of a move of another phase than the current one."""
        return self._refuse(f"that is not a move in the {self._phase_words()}")

    def _check_play(self, card: Card) -> None:
        """Refuse a play of `card` by the seat to act that it does not hold or that does not
        follow suit."""
        self._check_held(card)
        led, trump = self.led, self.strain[0]
        if may_play(card, self.hands[self._turn], led, trump):
            return
        assert led is not None  # a lead may be any card
        suit = suit_of(led, trump)
        assert suit is not None  # when the Benny is led nobody can follow it: any card goes
        raise self._refuse(
            f"{card.display} does not follow suit; play a card of {suit.noun}", "card"
        )

    def _check_held(self, card: Card, field: str = "card") -> None:
        """Refuse a card the seat to act does not hold."""
        if card not in self.hands[self._turn]:
            raise self._refuse(f"you do not hold {card.display}", field)

    @property
    def _turn(self) -> int:
        """The seat to act, in a phase where one does."""
        assert self.turn is not None
        return self.turn

    def _waiting(self) -> str:
        if self.turn is None:
            return "the next hand is to be dealt"
        return f"it is {SEATS[self.turn]}'s turn (seat {self.turn}) in the {self._phase_words()}"

    def _phase_words(self) -> str:
        return self.waiting_for.get(self.phase) or WAITING[self.phase]

    def _seat(self, seat: int) -> int:
        """`seat`, if it is one of the table's four; ValueError if not."""
        if seat not in range(PLAYERS):
            raise ValueError(f"seats are 0, 1, 2 and 3, not {seat!r}")
        return seat

    # What a seat has seen.

    def hand_actions(self) -> tuple[A, ...]:
        """The actions of the hand in progress, from its deal on."""
        actions = self.actions
        for index in range(len(actions) - 1, -1, -1):
            if actions[index].type == "next_hand":
                return actions[index + 1 :]
        return actions

    def voids(self) -> tuple[frozenset[Suit | None], ...]:
        """The suits each seat has shown it lacks, by not following the suit led (None: the
        Benny's own suit, led in no-trump)."""
        found: list[set[Suit | None]] = [set() for _ in range(PLAYERS)]
        trump = self.strain[0]
        size = self.trick_size
        played = self.played
        for start in range(0, len(played), size):
            trick = played[start : start + size]
            led = suit_of(trick[0][1], trump)
            for who, card in trick[1:]:
                if suit_of(card, trump) != led:
                    found[who].add(led)
        return tuple(frozenset(suits) for suits in found)
