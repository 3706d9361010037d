"""What one player may see of a game: their own cards and everything public, nothing more.

Hidden from a seat: the other hands until they are shown, the other seats' throws to the
crib (their DISCARD events keep no cards), the crib until it is turned up for its count, and
the stock.
"""

from __future__ import annotations

from dataclasses import dataclass, replace
from typing import TYPE_CHECKING, Any

from scoring.cards import Card, standard_deck
from scoring.cribbage.actions import Action, Play
from scoring.cribbage.events import Event, EventCategory, Phase
from scoring.cribbage.result import GameResult
from scoring.cribbage.rules import Rules
from scoring.cribbage.show import Claim

if TYPE_CHECKING:
    from scoring.cribbage.game import GameState


@dataclass(frozen=True, slots=True)
class View:
    """One seat's view of a GameState; see GameState for what the shared fields mean.

    `hand` is the seat's unplayed cards, `thrown` its own cards in this deal's crib,
    `crib` the whole crib once it lies face up for its count (empty before),
    `hand_sizes` how many unplayed cards each seat holds, `legal_actions` what this seat
    may do now, and `log` the game's log with other seats' thrown cards removed.
    """

    seat: int
    players: int
    side: int
    rules: Rules
    deal_number: int
    dealer: int
    phase: Phase
    current_player: int | None
    hand: tuple[Card, ...]
    thrown: tuple[Card, ...]
    crib: tuple[Card, ...]
    hand_sizes: tuple[int, ...]
    crib_size: int
    starter: Card | None
    plays: tuple[Play, ...]
    pile: tuple[Card, ...]
    count: int
    gone: tuple[int, ...]
    counting: tuple[int, bool] | None
    claim: Claim | None
    scores: tuple[int, ...]
    pegs: tuple[tuple[int, int], ...]
    winner: int | None
    result: GameResult | None
    legal_actions: tuple[Action, ...]
    log: tuple[Event, ...]

    @classmethod
    def of(cls, state: GameState, seat: int) -> View:
        """`seat`'s view of `state` (GameState.view calls this)."""
        player = seat
        if type(player) is not int or not 0 <= player < state.players:
            raise ValueError(f"there is no player {player!r}; seats are 0 to {state.players - 1}")
        thrown: tuple[Card, ...] = ()
        crib_shown = state.counting is not None and state.counting[1]
        log = []
        for event in state.log:
            if event.category is EventCategory.CRIB and event.deal == state.deal_number:
                crib_shown = True
            if event.category is EventCategory.DISCARD and event.player != player:
                event = replace(event, cards=())
            elif (
                event.category is EventCategory.DISCARD
                and event.deal == state.deal_number
                and event.player == player
            ):
                thrown = event.cards
            log.append(event)
        return cls(
            seat=player,
            players=state.players,
            side=state.side_of(player),
            rules=state.rules,
            deal_number=state.deal_number,
            dealer=state.dealer,
            phase=state.phase,
            current_player=state.current_player,
            hand=state.hands[player],
            thrown=thrown,
            crib=state.crib if crib_shown else (),
            hand_sizes=tuple(len(hand) for hand in state.hands),
            crib_size=len(state.crib),
            starter=state.starter,
            plays=state.plays,
            pile=state.pile,
            count=state.count,
            gone=state.gone,
            counting=state.counting,
            claim=state.claim,
            scores=state.scores,
            pegs=state.pegs,
            winner=state.winner,
            result=state.result,
            legal_actions=tuple(state.legal_actions(player)),
            log=tuple(log),
        )

    def known_cards(self) -> frozenset[Card]:
        """The cards whose place this seat knows now: its hand and its throw to the crib, the
        starter, the cards played and the crib once turned up; not another seat's hand or
        throw, nor the stock."""
        known = {*self.hand, *self.thrown, *self.crib, *(play.card for play in self.plays)}
        if self.starter is not None:
            known.add(self.starter)
        return frozenset(known)

    def unseen_cards(self) -> list[Card]:
        """The cards this seat cannot place (the deck less known_cards), in deck order."""
        known = self.known_cards()
        return [card for card in standard_deck() if card not in known]

    def to_dict(self) -> dict[str, Any]:
        """JSON-ready data: cards as text ("5H"), actions and events in their JSON forms."""
        claim = self.claim
        result = self.result
        return {
            "seat": self.seat,
            "players": self.players,
            "side": self.side,
            "rules": self.rules.to_dict(),
            "deal_number": self.deal_number,
            "dealer": self.dealer,
            "phase": self.phase.value,
            "current_player": self.current_player,
            "hand": [str(card) for card in self.hand],
            "thrown": [str(card) for card in self.thrown],
            "crib": [str(card) for card in self.crib],
            "hand_sizes": list(self.hand_sizes),
            "crib_size": self.crib_size,
            "starter": None if self.starter is None else str(self.starter),
            "plays": [play.to_dict() for play in self.plays],
            "pile": [str(card) for card in self.pile],
            "count": self.count,
            "gone": list(self.gone),
            "counting": None if self.counting is None else list(self.counting),
            "claim": None if claim is None else claim.to_dict(),
            "scores": list(self.scores),
            "pegs": [list(peg) for peg in self.pegs],
            "winner": self.winner,
            "result": None
            if result is None
            else {
                "winner": result.winner,
                "scores": list(result.scores),
                "outcomes": [outcome.value for outcome in result.outcomes],
                "text": result.text,
            },
            "legal_actions": [action.to_dict() for action in self.legal_actions],
            "log": [event.to_dict() for event in self.log],
        }
