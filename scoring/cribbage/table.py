"""How each action changes a game: the rules in motion, used by GameState.apply().

A Table holds a GameState while one action changes it. apply() makes an action the rules allow
(scoring/cribbage/legality.py has judged it), makes each change, logs each event with its
reason, and freeze() makes the new GameState with the events logged. Internal to the engine:
callers use GameState.apply().
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import replace
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


class Table:
    """One apply() at work: the state as the action changes it, the events it logs, and the
    sides whose pegs have moved. freeze() makes the new GameState, the events and the action
    logged."""

    def __init__(self, state: GameState) -> None:
        self.state = state
        self.events: list[Event] = []
        self.applied: tuple[Action, ...] = ()  # the action applied, once it is
        self.moved: set[int] = set()  # sides whose pegs moved in this action

    def freeze(self) -> GameState:
        log, actions = self.state.log + tuple(self.events), self.state.actions + self.applied
        return replace(self.state, log=log, actions=actions)

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
            Event(self.state.deal_number, self.state.phase, player, category, cards, points, text)
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
        side = side_of(player, self.state.players)
        scores, backs = list(self.state.scores), list(self.state.back_pegs)
        if side not in self.moved:
            self.moved.add(side)
            backs[side] = scores[side]
        scores[side] += points
        self.state = replace(self.state, scores=tuple(scores), back_pegs=tuple(backs))
        if scores[side] < self.state.rules.game_to:
            return False
        self.state = replace(
            self.state, winner=side, phase=Phase.OVER, current_player=None, claim=None
        )
        self.note(
            EventCategory.WIN,
            player,
            (),
            "{who} " + game_result(self.state.scores, side, self.state.rules).text,
        )
        return True

    def pile(self) -> tuple[Card, ...]:
        return tuple(play.card for play in self.state.plays[self.state.pile_start :])

    # -- actions -------------------------------------------------------------------------

    def apply(self, action: Action) -> None:
        """Make `action`, which legality.check() has let through."""
        _HANDLERS[type(action)](self, action)
        self.applied = (action,)

    def discard(self, action: Discard) -> None:
        player, thrown = action.player, action.cards
        hand = self.state.hands[player]
        need = THROWN[self.state.players]
        kept = tuple(c for c in hand if c not in thrown)
        self.state = replace(
            self.state,
            hands=_replace_at(self.state.hands, player, kept),
            crib=tuple(sorted(self.state.crib + thrown)),
        )
        word = "two cards" if need == 2 else "a card"
        self.note(EventCategory.DISCARD, player, thrown, f"{{who}} throw{{s}} {word} to the crib")
        pending = [seat for seat, held in enumerate(self.state.hands) if len(held) > KEPT]
        if pending:
            self.state = replace(self.state, current_player=pending[0])
        else:
            self.cut_starter()

    def cut_starter(self) -> None:
        starter = self.state.stock[0]
        stock = self.state.stock[1:]
        self.state = replace(self.state, starter=starter, stock=stock, phase=Phase.PEGGING)
        self.note(
            EventCategory.STARTER,
            self.state.dealer,
            (starter,),
            f"{{who}} turn{{s}} the starter, {starter.display}",
        )
        if starter.rank is Rank.JACK and self.score(self.state.dealer, [heels(starter)]):
            return
        self.state = replace(self.state, current_player=self.state.pone)

    def play(self, action: Play) -> None:
        player, card = action.player, action.card
        hand = self.state.hands[player]
        count = count_of(self.pile())
        self.state = replace(
            self.state,
            hands=_replace_at(self.state.hands, player, tuple(c for c in hand if c != card)),
            plays=(*self.state.plays, action),
        )
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
        self.state = replace(self.state, gone=(*self.state.gone, player))
        self.note(EventCategory.SAY_GO, player, (), f"{{who}} cannot play on {count}: say{{s}} go")
        self.advance(player)

    def advance(self, after: int) -> None:
        """Pass the turn clockwise to the next player still in this count, or end the count
        when no one is: a go to whoever played last (one for last if all cards are out)."""
        hands = self.state.hands
        last = self.state.plays[-1].player
        seat = next_in_count(after, [bool(hand) for hand in hands], self.state.gone)
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
            self.state = replace(self.state, current_player=seat)

    def end_count(self, point: PlayItem | None) -> None:
        """Peg the go (or last card), then start the count again or, all cards out, the show."""
        last = self.state.plays[-1].player
        if point is not None and self.score(last, [point]):
            return
        if not any(self.state.hands):
            first = self.state.show_order[0][0]
            self.state = replace(
                self.state, phase=Phase.SHOW, show_step=0, gone=(), current_player=first
            )
            return
        leader = self.leader(last)
        self.state = replace(
            self.state, pile_start=len(self.state.plays), gone=(), current_player=leader
        )
        self.note(EventCategory.RESET, leader, (), "{who} lead{s} the next count, from 0")

    def leader(self, last: int) -> int:
        """Who leads after a count: the player after the last to play (ACC), or with
        GoLead.SAID_GO the first to say go in that count; players out of cards are skipped."""
        holding = [bool(hand) for hand in self.state.hands]
        return next_leader(last, holding, self.state.gone, self.state.rules.go_leads)

    def counting(self) -> tuple[int, bool]:
        """The count due now, as (player, is_crib)."""
        return self.state.show_order[self.state.show_step]

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
        checked = declared == score.total and self.state.rules.computer_misses
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
        side = side_of(counter, self.state.players)
        seats = ((counter + step) % self.state.players for step in range(1, self.state.players))
        claimants = tuple(seat for seat in seats if side_of(seat, self.state.players) != side)
        claim = Claim(counter, crib, declared, score.total, claimants)
        self.state = replace(self.state, claim=claim, current_player=claimants[0])

    def open_claim(self) -> Claim:
        """The count open to muggins."""
        assert self.state.claim is not None
        return self.state.claim

    def muggins(self, action: Muggins) -> None:
        """ACC rule 10.4: the caller pegs the lesser of the points claimed and the points
        missed; a call on a count that missed nothing gives the counter the points claimed."""
        claim = self.open_claim()
        claimed = action.points
        score = self.state.hand_score(claim.counter, claim.crib)
        cards = (*score.hand, score.starter)
        self.state = replace(self.state, claim=None)
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
            passed = replace(claim, claimants=claim.claimants[1:])
            self.state = replace(self.state, claim=passed, current_player=claim.claimants[1])
            return
        self.state = replace(self.state, claim=None)
        score = self.state.hand_score(claim.counter, claim.crib)
        cards = (*score.hand, score.starter)
        if claim.missed:
            text = missed_text(score, claim.declared)
            self.note(EventCategory.MISSED, claim.counter, cards, text)
        else:
            self.note(EventCategory.ACCEPTED, claim.counter, cards, accepted_text(score))
        self.next_count()

    def next_count(self) -> None:
        step = self.state.show_step + 1
        order = self.state.show_order
        if step < len(order):
            self.state = replace(self.state, show_step=step, current_player=order[step][0])
        else:
            pone = self.state.pone  # deals next
            self.state = replace(self.state, show_step=step, phase=Phase.DONE, current_player=pone)

    def next_deal(self, action: NextDeal) -> None:
        dealer = (self.state.dealer + 1) % self.state.players
        self.state = replace(self.state, deal_number=self.state.deal_number + 1, dealer=dealer)
        self.start_deal()

    def start_deal(self) -> None:
        deck = shuffled_deck(self.state.seed, self.state.deal_number)
        hands, crib, stock = deal(deck, self.state.players, self.state.dealer)
        self.state = replace(
            self.state,
            hands=hands,
            crib=crib,
            stock=stock,
            phase=Phase.DISCARD,
            current_player=0,
            starter=None,
            plays=(),
            pile_start=0,
            gone=(),
            show_step=0,
            claim=None,
        )
        text = f"{{who}} deal{{s}} {DEALT[self.state.players]} cards each"
        if self.state.players == 3:
            text += " and one card off the deck to the crib"
        self.note(EventCategory.DEAL, self.state.dealer, (), text)


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
