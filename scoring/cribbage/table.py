"""How each action changes a game: the rules in motion, used by GameState.apply().

A Table is a working copy of a GameState's fields. apply() makes an action the rules allow
(scoring/cribbage/legality.py has judged it), changes the copy, logs each event with its
reason, and freeze() makes the new GameState. Internal to the engine: callers use
GameState.apply().
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import fields, replace
from operator import attrgetter
from typing import TYPE_CHECKING, Any

from scoring.cards import Card, Rank
from scoring.cribbage.actions import (
    Action,
    Declare,
    Discard,
    Go,
    Muggins,
    NextDeal,
    Pass,
    Play,
    Show,
)
from scoring.cribbage.dealing import DEALT, KEPT, THROWN, deal, shuffled_deck
from scoring.cribbage.events import Event, EventCategory, Phase
from scoring.cribbage.hand import ScoreItem
from scoring.cribbage.pegging import (
    MAX_COUNT,
    VALUES,
    PlayItem,
    count_of,
    fits,
    go_point,
    heels,
    last_card_point,
    next_in_count,
    next_leader,
    play_items,
)
from scoring.cribbage.result import game_result
from scoring.cribbage.rules import Rules
from scoring.cribbage.show import (
    Claim,
    accepted_text,
    correction_text,
    declare_text,
    false_muggins_text,
    missed_text,
    muggins_text,
    show_text,
    undercount_text,
)

if TYPE_CHECKING:
    from scoring.cribbage.game import GameState


def side_of(player: int, players: int) -> int:
    """The side a seat scores for: its own with 2 or 3 players, seat % 2 with 4."""
    return player % 2 if players == 4 else player


_FIELDS: dict[type[Any], tuple[tuple[str, ...], attrgetter[Any]]] = {}


def _fields_of(kind: type[Any]) -> tuple[tuple[str, ...], attrgetter[Any]]:
    """A state class's field names, and a getter of all of them as a tuple (at C speed)."""
    known = _FIELDS.get(kind)
    if known is None:
        names = tuple(field.name for field in fields(kind))
        known = _FIELDS[kind] = (names, attrgetter(*names))
    return known


class Table:
    """A working copy of a state's fields that one apply() changes, then freezes."""

    players: int
    rules: Rules
    seed: int
    deal_number: int
    dealer: int
    phase: Phase
    current_player: int | None
    hands: tuple[tuple[Card, ...], ...]
    crib: tuple[Card, ...]
    stock: tuple[Card, ...]
    starter: Card | None
    plays: tuple[Play, ...]
    pile_start: int
    gone: tuple[int, ...]
    show_step: int
    claim: Claim | None
    scores: tuple[int, ...]
    back_pegs: tuple[int, ...]
    winner: int | None
    log: tuple[Event, ...]
    actions: tuple[Action, ...]

    def __init__(self, state: GameState) -> None:
        names, read = _fields_of(type(state))
        self.__dict__.update(zip(names, read(state), strict=True))
        self.state = state
        self.events: list[Event] = []
        self.moved: set[int] = set()  # sides whose pegs moved in this action

    def freeze(self) -> GameState:
        self.log = self.log + tuple(self.events)
        kind = type(self.state)
        return kind(*_fields_of(kind)[1](self))

    # -- bookkeeping ---------------------------------------------------------------------

    def note(
        self,
        category: EventCategory,
        player: int | None,
        cards: tuple[Card, ...] = (),
        text: str = "",
        points: int = 0,
    ) -> None:
        self.events.append(
            Event(self.deal_number, self.phase, player, category, cards, points, text)
        )

    def score(self, player: int, items: Iterable[PlayItem | ScoreItem]) -> bool:
        """Log each item and peg their points for `player`'s side; True if that wins."""
        total = 0
        for item in items:
            self.note(EventCategory(item.category), player, item.cards, item.text, item.points)
            total += item.points
        return self.peg(player, total)

    def peg(self, player: int, points: int) -> bool:
        """Move the side's pegs (one move per side per action); True if the game is won."""
        if not points:
            return False
        side = side_of(player, self.players)
        scores = list(self.scores)
        if side not in self.moved:
            self.moved.add(side)
            backs = list(self.back_pegs)
            backs[side] = scores[side]
            self.back_pegs = tuple(backs)
        scores[side] += points
        self.scores = tuple(scores)
        if scores[side] < self.rules.game_to:
            return False
        self.winner = side
        self.phase = Phase.OVER
        self.current_player = None
        self.claim = None
        self.note(
            EventCategory.WIN,
            player,
            (),
            "{who} " + game_result(self.scores, side, self.rules).text,
        )
        return True

    def pile(self) -> tuple[Card, ...]:
        return tuple(play.card for play in self.plays[self.pile_start :])

    # -- actions -------------------------------------------------------------------------

    def apply(self, action: Action) -> None:
        """Make `action`, which legality.check() has let through."""
        _HANDLERS[type(action)](self, action)
        self.actions = (*self.actions, action)

    def discard(self, action: Discard) -> None:
        player, thrown = action.player, action.cards
        hand = self.hands[player]
        need = THROWN[self.players]
        self.hands = _replace_at(self.hands, player, tuple(c for c in hand if c not in thrown))
        self.crib = tuple(sorted(self.crib + thrown))
        word = "two cards" if need == 2 else "a card"
        self.note(EventCategory.DISCARD, player, thrown, f"{{who}} throw{{s}} {word} to the crib")
        pending = [seat for seat, held in enumerate(self.hands) if len(held) > KEPT]
        if pending:
            self.current_player = pending[0]
        else:
            self.cut_starter()

    def cut_starter(self) -> None:
        starter = self.starter = self.stock[0]
        self.stock = self.stock[1:]
        self.phase = Phase.PEGGING
        self.note(
            EventCategory.STARTER,
            self.dealer,
            (starter,),
            f"{{who}} turn{{s}} the starter, {starter.display}",
        )
        if starter.rank is Rank.JACK and self.score(self.dealer, [heels(starter)]):
            return
        self.current_player = (self.dealer + 1) % self.players

    def play(self, action: Play) -> None:
        player, card = action.player, action.card
        hand = self.hands[player]
        count = count_of(self.pile())
        self.hands = _replace_at(self.hands, player, tuple(c for c in hand if c != card))
        self.plays = (*self.plays, action)
        pile = self.pile()
        count += VALUES[card.rank]
        self.note(
            EventCategory.PLAY, player, (card,), f"{{who}} play{{s}} {card.display} for {count}"
        )
        if self.score(player, play_items(pile, count)):
            return
        if count == MAX_COUNT:
            self.end_count(None)  # 31 has pegged its 2: no go, and no point for the last card
        else:
            self.advance(player)

    def go(self, action: Go) -> None:
        player = action.player
        count = count_of(self.pile())
        self.gone = (*self.gone, player)
        self.note(EventCategory.SAY_GO, player, (), f"{{who}} cannot play on {count}: say{{s}} go")
        self.advance(player)

    def advance(self, after: int) -> None:
        """Pass the turn clockwise to the next player still in this count, or end the count
        when no one is: a go to whoever played last (one for last if all cards are out)."""
        hands = self.hands
        last = self.plays[-1].player
        seat = next_in_count(after, [bool(hand) for hand in hands], self.gone)
        if seat is None:
            pile = self.pile()
            self.end_count(go_point(pile) if any(hands) else last_card_point(pile))
            return
        count = count_of(self.pile())
        if seat == last and not any(fits(card, count) for card in hands[seat]):
            # Everyone else has said go or is out of cards, and the last to play cannot
            # play again: the go is theirs without a word.
            self.end_count(go_point(self.pile()))
        else:
            self.current_player = seat

    def end_count(self, point: PlayItem | None) -> None:
        """Peg the go (or last card), then start the count again or, all cards out, the show."""
        last = self.plays[-1].player
        if point is not None and self.score(last, [point]):
            return
        if not any(self.hands):
            self.phase = Phase.SHOW
            self.show_step = 0
            self.gone = ()
            self.current_player = self.state.show_order[0][0]
            return
        leader = self.leader(last)
        self.pile_start = len(self.plays)
        self.gone = ()
        self.current_player = leader
        self.note(EventCategory.RESET, leader, (), "{who} lead{s} the next count, from 0")

    def leader(self, last: int) -> int:
        """Who leads after a count: the player after the last to play (ACC), or with
        GoLead.SAID_GO the first to say go in that count; players out of cards are skipped."""
        holding = [bool(hand) for hand in self.hands]
        return next_leader(last, holding, self.gone, self.rules.go_leads)

    def counting(self) -> tuple[int, bool]:
        """The count due now, as (player, is_crib)."""
        return self.state.show_order[self.show_step]

    def show(self, action: Show) -> None:
        counter, crib = self.counting()
        score = self.state.hand_score(counter, crib)
        category = EventCategory.CRIB if crib else EventCategory.SHOW
        self.note(category, counter, (*score.hand, score.starter), show_text(score))
        if self.score(counter, score.items):
            return
        self.next_count()

    def declare(self, action: Declare) -> None:
        counter, crib = self.counting()
        declared = action.points
        score = self.state.hand_score(counter, crib)
        cards = (*score.hand, score.starter)
        category = EventCategory.CRIB if crib else EventCategory.SHOW
        self.note(category, counter, cards, declare_text(score, declared))
        # Where the computer may miss points, every count is open to a call (so a right one
        # looks just like a short one until it is checked); otherwise only an undercount.
        checked = declared == score.total and self.rules.computer_misses
        if declared >= score.total and not checked:
            if declared > score.total:
                self.note(
                    EventCategory.CORRECTION, counter, cards, correction_text(score, declared)
                )
            if self.score(counter, score.items):
                return
            self.next_count()
            return
        text = undercount_text(score, declared)
        self.note(EventCategory.DECLARE, counter, cards, text, declared)
        if self.peg(counter, declared):
            return
        side = side_of(counter, self.players)
        seats = ((counter + step) % self.players for step in range(1, self.players))
        claimants = tuple(seat for seat in seats if side_of(seat, self.players) != side)
        self.claim = Claim(counter, crib, declared, score.total, claimants)
        self.current_player = claimants[0]

    def open_claim(self) -> Claim:
        """The count open to muggins."""
        assert self.claim is not None
        return self.claim

    def muggins(self, action: Muggins) -> None:
        """ACC rule 10.4: the caller pegs the lesser of the points claimed and the points
        missed; a call on a count that missed nothing gives the counter the points claimed."""
        claim = self.open_claim()
        claimed = action.points
        score = self.state.hand_score(claim.counter, claim.crib)
        cards = (*score.hand, score.starter)
        self.claim = None
        if not claim.missed:
            penalty = claimed or 0
            text = false_muggins_text(score, claimed)
            self.note(EventCategory.FALSE_MUGGINS, claim.counter, cards, text, penalty)
            if self.peg(claim.counter, penalty):
                return
            self.next_count()
            return
        taken = claim.missed if claimed is None else min(claimed, claim.missed)
        text = muggins_text(score, claim.declared, claimed)
        self.note(EventCategory.MUGGINS, action.player, cards, text, taken)
        if self.peg(action.player, taken):
            return
        self.next_count()

    def pass_claim(self, action: Pass) -> None:
        claim = self.open_claim()
        if len(claim.claimants) > 1:
            self.claim = replace(claim, claimants=claim.claimants[1:])
            self.current_player = claim.claimants[1]
            return
        self.claim = None
        score = self.state.hand_score(claim.counter, claim.crib)
        cards = (*score.hand, score.starter)
        if claim.missed:
            text = missed_text(score, claim.declared)
            self.note(EventCategory.MISSED, claim.counter, cards, text)
        else:
            self.note(EventCategory.ACCEPTED, claim.counter, cards, accepted_text(score))
        self.next_count()

    def next_count(self) -> None:
        self.show_step += 1
        order = self.state.show_order
        if self.show_step < len(order):
            self.current_player = order[self.show_step][0]
        else:
            self.phase = Phase.DONE
            self.current_player = (self.dealer + 1) % self.players

    def next_deal(self, action: NextDeal) -> None:
        self.deal_number += 1
        self.dealer = (self.dealer + 1) % self.players
        self.start_deal()

    def start_deal(self) -> None:
        deck = shuffled_deck(self.seed, self.deal_number)
        self.hands, self.crib, self.stock = deal(deck, self.players, self.dealer)
        self.phase = Phase.DISCARD
        self.current_player = 0
        self.starter = None
        self.plays = ()
        self.pile_start = 0
        self.gone = ()
        self.show_step = 0
        self.claim = None
        text = f"{{who}} deal{{s}} {DEALT[self.players]} cards each"
        if self.players == 3:
            text += " and one card off the deck to the crib"
        self.note(EventCategory.DEAL, self.dealer, (), text)


_HANDLERS: dict[type, Any] = {
    Discard: Table.discard,
    Play: Table.play,
    Go: Table.go,
    Show: Table.show,
    Declare: Table.declare,
    Muggins: Table.muggins,
    Pass: Table.pass_claim,
    NextDeal: Table.next_deal,
}


def _replace_at(
    rows: tuple[tuple[Card, ...], ...], index: int, row: tuple[Card, ...]
) -> tuple[tuple[Card, ...], ...]:
    return (*rows[:index], row, *rows[index + 1 :])
