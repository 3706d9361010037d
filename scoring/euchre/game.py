"""The Euchre game: a GameState value, its legal_actions() and apply(action) -> new state.

Four players in two partnerships (seats 0 South & 2 North against 1 West & 3 East), clockwise.
A game is `new_game(seed, rules, dealer=0)` then actions; each deal is shuffled from (seed, hand
number), so `replay(seed, rules, state.actions, dealer=d)` rebuilds any state (the contract
every game follows is in scoring/engine.py). A hand runs through these phases,
`current_player` deciding next:

- ORDER: from the dealer's left, Pass or OrderUp(alone); with Rules.farmers_hand a player
  holding only nines and tens may throw in with FarmersHand. If ordered, the dealer picks up
  the upcard (unless the dealer's partner went alone, leaving the dealer out of play)...
- DISCARD: ...and lays one of the six cards face down into the kitty.
- NAME: after four passes the upcard is turned down; from the dealer's left, NameTrump with
  any other suit, or Pass. Four passes throw the hand in (Rules.all_pass = "redeal"); with
  "stick_the_dealer" the dealer may not pass.
- DEFEND: with Rules.defend_alone, each defender from the maker's left may DefendAlone or Pass.
- PLAY: five tricks; the first is led from the dealer's left (or the maker's left), skipping
  a seat that sits out; the winner of a trick leads the next.
- HAND_OVER: the hand is scored (or was thrown in); NextHand: the next dealer, on the left.

The game is OVER when a side reaches rules.game_to.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass, replace
from typing import Any

from scoring import engine
from scoring.cards import EUCHRE_DECK, Card, Rank, Suit, euchre_deck
from scoring.codec import Older, SaveCodec
from scoring.engine import check_seat, seeded_random
from scoring.errors import DealError, StateError
from scoring.euchre.actions import (
    CODEC,
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
from scoring.euchre.events import Event, EventCategory, Phase
from scoring.euchre.options import AllPass, OpeningLead, Renege, Rules
from scoring.euchre.rules import HAND_SIZE, HandResult, RenegeFound, score_hand, score_renege
from scoring.euchre.view import View
from scoring.tricks.dealing import deal, read_cards, with_hand, without
from scoring.tricks.play import TrickPlay
from scoring.tricks.seats import PLAYERS, SIDES, next_seat, partner_of, side_of
from scoring.tricks.trump import suit_of

__all__ = ["DealError", "GameState", "StateError", "new_game", "replay"]

FARMER_RANKS = frozenset({Rank.NINE, Rank.TEN})

# What the game's own phases wait for (scoring.tricks.play says the rest).
WAITING: dict[str, str] = {
    Phase.ORDER: "first round of bidding (pass or order up)",
    Phase.DISCARD: "dealer's discard",
    Phase.NAME: "second round of bidding (pass or name a suit)",
    Phase.DEFEND: "defence (pass or defend alone)",
}


@dataclass(frozen=True, slots=True, kw_only=True)
class GameState(TrickPlay[Rules, Phase, Event, Action]):
    """Everything about a game at one moment. Build with new_game() or from_deal().

    Cards: `hands` holds each seat's unplayed cards; `kitty` the undealt cards, the turned-up
    `upcard` first while it lies there, plus the dealer's discard; `played` every card played
    this hand. Every one of the 24 cards is in exactly one place. `passes` counts passes in the
    current bidding round (or defend decisions). `reneges` records (seat, suit led) for each
    failure to follow suit under Rules.renege = "penalty". The rest, and the play of the
    tricks, is scoring.tricks.play's.
    """

    kitty: tuple[Card, ...]
    upcard: Card
    trump: Suit | None = None
    maker: int | None = None
    alone: bool = False
    defender_alone: int | None = None
    reneges: tuple[tuple[int, Suit], ...] = ()

    waiting_for = WAITING

    def cards(self) -> list[Card]:
        """Every card of the deck, wherever it lies: hands, kitty, played."""
        return [
            *(card for hand in self.hands for card in hand),
            *self.kitty,
            *(card for _, card in self.played),
        ]

    @property
    def winner(self) -> int | None:
        """The winning side (0 North–South, 1 East–West) once the game is over."""
        if not self.is_over:
            return None
        return 0 if self.scores[0] >= self.rules.game_to else 1

    @property
    def event(self) -> type[Event]:
        return Event

    @property
    def out(self) -> frozenset[int]:
        """Seats sitting out this hand: the partner of anyone playing alone."""
        seats = set()
        if self.alone and self.maker is not None:
            seats.add(partner_of(self.maker))
        if self.defender_alone is not None:
            seats.add(partner_of(self.defender_alone))
        return frozenset(seats)

    @property
    def strain(self) -> tuple[Suit | None, bool]:
        return self.trump, False

    @property
    def hand_size(self) -> int:
        return HAND_SIZE

    def view(self, seat: int) -> View:
        """What `seat` may see now: its own cards and everything public (scoring.euchre.view)."""
        return View.of(self, self._seat(seat))

    def _next_hand(self) -> Action:
        return NextHand()

    def _candidates(self, seat: int) -> list[Action]:
        if self.phase is Phase.ORDER:
            return [Pass(seat), OrderUp(seat), OrderUp(seat, alone=True), FarmersHand(seat)]
        if self.phase is Phase.DISCARD:
            return [Discard(seat, card) for card in self.hands[seat]]
        if self.phase is Phase.NAME:
            named = [NameTrump(seat, suit, alone) for suit in Suit for alone in (False, True)]
            return [Pass(seat), *named]
        if self.phase is Phase.DEFEND:
            return [Pass(seat), DefendAlone(seat)]
        return [Play(seat, card) for card in self.hands[seat]]

    def _check(self, action: Action) -> None:
        phase = self.phase
        if phase is Phase.ORDER and isinstance(action, Pass | OrderUp):
            return
        if phase is Phase.ORDER and isinstance(action, FarmersHand):
            hand = self.hands[action.player]
            if not (self.rules.farmers_hand and all(c.rank in FARMER_RANKS for c in hand)):
                raise self._refuse(
                    "a farmer's hand is only nines and tens, shown at your first bid"
                )
        elif phase is Phase.DISCARD and isinstance(action, Discard):
            self._check_held(action.card)
        elif phase is Phase.NAME and isinstance(action, NameTrump):
            if action.suit == self.upcard.suit:
                raise self._refuse(f"{action.suit.noun} was turned down; name another suit", "suit")
        elif phase is Phase.NAME and isinstance(action, Pass):
            if self.rules.all_pass is AllPass.STICK_THE_DEALER and action.player == self.dealer:
                raise self._refuse("stick the dealer: the dealer must name a suit")
        elif phase is Phase.DEFEND and isinstance(action, Pass | DefendAlone):
            return
        elif phase is Phase.PLAY and isinstance(action, Play):
            if self.rules.renege is Renege.PENALTY:  # a renege is found and punished later
                self._check_held(action.card)
            else:
                self._check_play(action.card)
        else:
            raise self._not_this_phase()

    def _take(self, action: Action) -> GameState:
        if isinstance(action, FarmersHand):
            state = self._note(action.player, EventCategory.PASS, "{who} show{s} a farmer's hand")
            return state._throw_in("A farmer's hand (only nines and tens) is thrown in")
        if isinstance(action, OrderUp):
            return self._order_up(action)
        if isinstance(action, Discard):
            hand = without(self.hands[action.player], (action.card,))
            state = replace(
                self,
                hands=with_hand(self.hands, action.player, hand),
                kitty=(*self.kitty, action.card),
            )
            return state._note(
                action.player, EventCategory.DISCARD, "{who} discard{s} a card"
            )._trump_made()
        if isinstance(action, NameTrump):
            state = replace(self, trump=action.suit, maker=action.player, alone=action.alone)
            text = f"{{who}} name{{s}} {action.suit.noun}" + (
                " and go{es} alone" if action.alone else ""
            )
            return state._note(action.player, EventCategory.NAME_TRUMP, text)._trump_made()
        if isinstance(action, DefendAlone):
            state = replace(self, defender_alone=action.player)
            return state._note(
                action.player, EventCategory.DEFEND_ALONE, "{who} defend{s} alone"
            )._lead()
        if isinstance(action, Pass):
            return self._pass(action.player)
        assert isinstance(action, Play)
        return self._play_card(action)

    # Bidding.

    def _pass(self, seat: int) -> GameState:
        state = replace(
            self._note(seat, EventCategory.PASS, "{who} pass{es}"), passes=self.passes + 1
        )
        if self.phase is Phase.DEFEND:
            return state._lead() if state.passes == 2 else replace(state, turn=partner_of(seat))
        if state.passes < 4:
            return replace(state, turn=next_seat(seat))
        if self.phase is Phase.ORDER:
            state = replace(state, phase=Phase.NAME, passes=0, turn=next_seat(self.dealer))
            return state._note(
                self.dealer, EventCategory.PASS, f"{{who}} turn{{s}} down {self.upcard.display}"
            )
        return state._throw_in("All four passed twice; the hand is thrown in")

    def _order_up(self, action: OrderUp) -> GameState:
        state = replace(self, trump=self.upcard.suit, maker=action.player, alone=action.alone)
        alone = " and go{es} alone" if action.alone else ""
        text = (
            f"{{who}} pick{{s}} up {self.upcard.display}{alone}"
            if action.player == self.dealer
            else f"{{who}} order{{s}} up {self.upcard.display}{alone}"
        )
        state = state._note(action.player, EventCategory.ORDER_UP, text)
        if self.dealer in state.out:
            return state._trump_made()  # the dealer sits out and leaves the upcard in the kitty
        return replace(
            state,
            phase=Phase.DISCARD,
            turn=self.dealer,
            hands=with_hand(state.hands, self.dealer, (*state.hands[self.dealer], self.upcard)),
            kitty=state.kitty[1:],
        )

    def _trump_made(self) -> GameState:
        assert self.maker is not None
        if self.rules.defend_alone:
            return replace(self, phase=Phase.DEFEND, passes=0, turn=next_seat(self.maker))
        return self._lead()

    def _throw_in(self, text: str) -> GameState:
        state = replace(self, phase=Phase.HAND_OVER, turn=None)
        return state._note(None, EventCategory.THROW_IN, text)

    # The play.

    def _lead(self) -> GameState:
        first = self.maker if self.rules.opening_lead is OpeningLead.MAKER_LEFT else self.dealer
        assert first is not None
        return replace(self, phase=Phase.PLAY, passes=0, turn=next_seat(first, self.out))

    def _play_card(self, action: Play) -> GameState:
        seat, card = action.player, action.card
        if card in self.playable(seat):
            return self._play(seat, card)
        # A renege (Rules.renege = "penalty") stays unsaid until the hand's end finds it: the
        # table sees only a card off the suit led.
        led = self.led
        assert led is not None and self.trump is not None  # a lead always follows suit
        suit = suit_of(led, self.trump)
        state = replace(self, reneges=(*self.reneges, (seat, suit)))
        return state._play(seat, card, note=f"does not follow {suit.noun}")

    # Scoring.

    def _score_hand(self) -> GameState:
        maker, trump = self.maker, self.trump
        assert maker is not None and trump is not None
        if self.reneges:
            offender, suit = self.reneges[0]
            where = self._renege(offender, suit)
            result = score_renege(offender, suit, maker, self.alone, where, trump)
            return self._score(offender, result, (where.played, *where.held))
        taken = self.tricks[side_of(maker)]
        return self._score(maker, score_hand(maker, trump, taken, self.alone, self.defender_alone))

    def _renege(self, offender: int, suit: Suit) -> RenegeFound:
        """The offender's first renege, read from the hand's plays."""
        trump = self.trump
        assert trump is not None
        size = self.trick_size
        mine = [(i // size, c) for i, (s, c) in enumerate(self.played) if s == offender]
        for trick, card in mine:
            led = self.played[trick * size][1]
            if suit_of(led, trump) != suit or suit_of(card, trump) == suit:
                continue
            # At the hand's end every card is played: what the offender held at this trick is
            # what it played from here on.
            held = tuple(c for t, c in mine if t > trick and suit_of(c, trump) == suit)
            if held:
                return RenegeFound(trick + 1, led, card, held)
        raise AssertionError("a renege was recorded but the plays show none")

    def _score(self, player: int, result: HandResult, cards: tuple[Card, ...] = ()) -> GameState:
        side, points = result.side, result.points
        scores = list(self.scores)
        scores[side] += points
        event = Event(self.hand_number, player, result.category, cards, points, side, result.text)
        state = replace(
            self,
            scores=(scores[0], scores[1]),
            log=(*self.log, event),
            phase=Phase.HAND_OVER,
            turn=None,
        )
        if scores[side] < self.rules.game_to:
            return state
        state = replace(state, phase=Phase.OVER)
        won = f"{SIDES[side]} win {scores[side]} to {scores[1 - side]}"
        return state._note(None, EventCategory.WIN, won)

    # Dealing, and JSON.

    def _deal(self, hand_number: int, dealer: int) -> GameState:
        """A fresh hand: five cards each from the dealer's left, four to the kitty, the top
        one turned up."""
        deck = euchre_deck()
        seeded_random("euchre", self.seed, hand_number).shuffle(deck)
        hands, kitty = deal(deck, dealer, HAND_SIZE)
        fresh = GameState(
            rules=self.rules,
            seed=self.seed,
            hand_number=hand_number,
            dealer=dealer,
            phase=Phase.ORDER,
            turn=next_seat(dealer),
            hands=hands,
            kitty=kitty,
            upcard=kitty[0],
            scores=self.scores,
            log=self.log,
            actions=self.actions,
            first_dealer=self.first_dealer,
        )
        return fresh._note(
            dealer, EventCategory.DEAL, f"{{who}} deal{{s}}; {kitty[0].display} is turned up"
        )

    @classmethod
    def from_deal(
        cls,
        hands: Sequence[str | Sequence[Card | str]],
        kitty: str | Sequence[Card | str],
        dealer: int = 0,
        rules: Rules | None = None,
        scores: tuple[int, int] = (0, 0),
    ) -> GameState:
        """A game at round one of bidding on a prearranged deal, for lessons, puzzles and tests.

        `hands` are the four seats' five cards; `kitty` the four undealt cards, upcard first.
        """
        parsed = [tuple(sorted(read_cards(hand))) for hand in hands]
        rest = read_cards(kitty)
        if len(parsed) != 4 or any(len(hand) != HAND_SIZE for hand in parsed) or len(rest) != 4:
            raise DealError("a Euchre deal is four hands of 5 cards and a kitty of 4")
        every = [card for hand in parsed for card in hand] + rest
        EUCHRE_DECK.check(every)
        check_seat(dealer, 4, "dealer")
        state = cls(
            rules=rules or Rules(),
            seed=0,
            hand_number=0,
            dealer=dealer,
            phase=Phase.ORDER,
            turn=next_seat(dealer),
            hands=tuple(parsed),
            kitty=tuple(rest),
            upcard=rest[0],
            scores=scores,
            first_dealer=dealer,
        )
        return state._note(
            dealer, EventCategory.DEAL, f"{{who}} deal{{s}}; {rest[0].display} is turned up"
        )


def new_game(seed: int = 0, rules: Rules | None = None, *, dealer: int = 0) -> GameState:
    """A new game: `dealer` (default seat 0, South) deals the first hand, shuffled from `seed`."""
    check_seat(dealer, 4, "dealer")
    empty = GameState(
        rules=rules or Rules(),
        seed=seed,
        hand_number=-1,
        dealer=dealer,
        phase=Phase.HAND_OVER,
        turn=None,
        hands=((), (), (), ()),
        kitty=(),
        upcard=euchre_deck()[0],
        first_dealer=dealer,
    )
    return empty._deal(0, dealer)


def replay(seed: int, rules: Rules, actions: Iterable[Action], *, dealer: int = 0) -> GameState:
    """Rebuild a game from new_game(seed, rules, dealer=dealer) and its actions, in order."""
    state: GameState = engine.replay(new_game, seed, rules, actions, {"dealer": dealer})
    return state


def _first_dealer(data: Mapping[str, Any]) -> dict[str, Any]:
    """An older save's setup: the first hand's dealer is the one its log says dealt."""
    first_deal = data["log"][0]
    if first_deal["category"] != EventCategory.DEAL.value:
        raise StateError("that is not a saved Euchre game: its log does not begin with a deal")
    return {"dealer": first_deal["player"]}


GameState.saves = SaveCodec(
    GameState,
    "a saved Euchre game",
    CODEC,
    keys=(
        *("rules", "seed", "first_dealer", "hand_number", "dealer", "phase", "turn", "hands"),
        *("kitty", "upcard", "passes", "trump", "maker", "alone", "defender_alone", "played"),
        *("tricks", "reneges", "scores", "log", "actions"),
    ),
    check=lambda state: check_seat(state.first_dealer, PLAYERS, "first_dealer"),
    older=Older(new_game, _first_dealer, agree=("hand_number", "scores")),
)
