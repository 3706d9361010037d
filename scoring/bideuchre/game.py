"""The Bid Euchre game: a GameState value, its legal_actions() and apply(action) -> new state.

Four players in two partnerships (seats 0 South & 2 North against 1 West & 3 East), clockwise,
with a double deck dealt out completely (12 cards each, or 8 with the 32-card deck). A game is
`new_game(seed, rules)` then actions; the first dealer is drawn from the seed and each deal is
shuffled from (seed, hand number), so `replay` rebuilds any state. A hand runs through:

- BIDDING: from the dealer's left, each player bids (a number of tricks and a trump suit or
  no-trump, higher than the bid before) or passes, once each (Rules.auction = "once") or until
  three pass in a row after a bid ("continuous"). If nobody bids the dealer is stuck with the
  minimum in a suit, or (Rules.all_pass = "redeal") the hand is thrown in.
- WIDOW: with the Benny (Rules.benny) the deck has an odd card, dealt face down as the widow;
  the high bidder takes it up and lays away one card face down, which counts for nobody.
- EXCHANGE: after a Call 1 or Call 2, the bidder passes 1 or 2 cards to partner face down,
  then partner passes as many back, each choosing without seeing the other's; partner then
  sits out.
- PLAY: the bidder leads; follow suit if you can; highest trump wins, else the highest card of
  the suit led (the lowest, in low no-trump); of two identical cards the first played wins.
- HAND_OVER: the hand is scored (scoring.bideuchre.contract); NextHand: the next dealer.

The game is OVER at the end of a hand in which a side reaches rules.game_to having made its bid
or set the bidders.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterable, Sequence
from dataclasses import dataclass, replace
from itertools import combinations
from typing import Any

from scoring import engine
from scoring.bideuchre.actions import CODEC, Action, Bid, Discard, Exchange, NextHand, Pass, Play
from scoring.bideuchre.contract import Contract, Lone, bid_problem, game_won, score_hand
from scoring.bideuchre.events import Event, EventCategory, Phase
from scoring.bideuchre.options import AllPass, Auction, Rules
from scoring.bideuchre.view import View
from scoring.cards import Card, Suit
from scoring.codec import Form, SaveCodec
from scoring.engine import check_seat, seeded_random
from scoring.errors import DealError, StateError
from scoring.tricks.dealing import deal, read_cards, with_hand, without
from scoring.tricks.play import TrickPlay
from scoring.tricks.seats import PLAYERS, SIDES, next_seat, partner_of

# The bid's field at fault for each of bid_problem's kinds of problem.
BID_FIELDS = {"lone": "lone", "strain": "trump", "tricks": "tricks"}

__all__ = ["DealError", "GameState", "StateError", "new_game", "replay"]

# What the game's own phases wait for (scoring.tricks.play says the rest).
WAITING: dict[str, str] = {
    Phase.BIDDING: "bidding",
    Phase.WIDOW: "widow: the high bidder lays a card away",
    Phase.EXCHANGE: "exchange of cards for a lone bid",
}


@dataclass(frozen=True, slots=True, kw_only=True)
class GameState(TrickPlay[Rules, Phase, Event, Action]):
    """Everything about a game at one moment. Build with new_game() or from_deal().

    `bids` holds this hand's auction (Bid or Pass, in order) and `high` the bid to beat; `gift`
    the lone bidder's cards passed face down while partner chooses theirs. With the Benny,
    `widow` is the odd card face down until the high bidder takes it up, `taken` what it was
    (the bidder's to know) and `laid_away` the card the bidder put down. `won` is the winning
    side once the game is over. The rest, and the play of the tricks, is scoring.tricks.play's.
    """

    bids: tuple[Bid | Pass, ...] = ()
    high: Bid | None = None
    contract: Contract | None = None
    gift: tuple[Card, ...] = ()
    widow: tuple[Card, ...] = ()
    taken: tuple[Card, ...] = ()
    laid_away: tuple[Card, ...] = ()
    won: int | None = None

    waiting_for = WAITING

    @property
    def winner(self) -> int | None:
        """The winning side (0 North–South, 1 East–West) once the game is over."""
        return self.won

    def cards(self) -> list[Card]:
        """Every card of the deck, wherever it lies: hands, the gift in passing, the widow,
        the card laid away, played."""
        return [
            *(card for hand in self.hands for card in hand),
            *self.gift,
            *self.widow,
            *self.laid_away,
            *(card for _, card in self.played),
        ]

    @property
    def event(self) -> type[Event]:
        return Event

    @property
    def out(self) -> frozenset[int]:
        """The lone bidder's partner, who sits out the play (after any exchange)."""
        if self.contract is None or not self.contract.alone or self.phase is Phase.EXCHANGE:
            return frozenset()
        return frozenset({partner_of(self.contract.bidder)})

    @property
    def strain(self) -> tuple[Suit | None, bool]:
        contract = self.contract
        return (None, False) if contract is None else (contract.trump, contract.low)

    @property
    def hand_size(self) -> int:
        return self.rules.hand_size

    def view(self, seat: int) -> View:
        """What `seat` may see now: its own cards and everything public (scoring.bideuchre.view)."""
        return View.of(self, self._seat(seat))

    def _next_hand(self) -> Action:
        return NextHand()

    def _candidates(self, seat: int) -> list[Action]:
        if self.phase is Phase.BIDDING:
            return self._bids(seat)
        hand = self.hands[seat]
        if self.phase is Phase.WIDOW:
            return [Discard(seat, card) for card in hand]
        if self.phase is Phase.EXCHANGE:
            assert self.contract is not None and self.contract.lone is not None
            swap = self.contract.lone.swap
            return [Exchange(seat, cards) for cards in combinations(hand, swap)]
        return [Play(seat, card) for card in hand]

    def _check(self, action: Action) -> None:
        phase = self.phase
        if phase is Phase.BIDDING and isinstance(action, Pass | Bid):
            self._check_bid(action)
        elif phase is Phase.WIDOW and isinstance(action, Discard):
            if action.card not in self.hands[action.player]:
                raise self._refuse(
                    f"you do not hold {action.card.display}; lay away one of your cards", "card"
                )
        elif phase is Phase.EXCHANGE and isinstance(action, Exchange):
            self._check_exchange(action)
        elif phase is Phase.PLAY and isinstance(action, Play):
            self._check_play(action.card)
        else:
            raise self._not_this_phase()

    def _stuck(self, seat: int) -> bool:
        """The dealer after three passes, with no redeal: must bid."""
        return (
            seat == self.dealer
            and self.high is None
            and self.rules.all_pass is AllPass.STICK_THE_DEALER
        )

    def _bids(self, seat: int) -> list[Action]:
        """Every bid the rules' strains and sizes allow, lowest first, then the lone bids:
        _check_bid keeps those that beat the bid before."""
        rules = self.rules
        strains: list[tuple[Suit | None, bool]] = [(suit, False) for suit in Suit]
        strains.append((None, False))
        if rules.low_no_trump:
            strains.append((None, True))
        actions: list[Action] = [Pass(seat)]
        for tricks in range(rules.min_bid, rules.hand_size + 1):
            actions += [Bid(seat, tricks, trump, low) for trump, low in strains]
        if rules.lone_bids:
            for lone in Lone:
                actions += [Bid(seat, rules.hand_size, t, low, lone) for t, low in strains]
        return actions

    def _check_bid(self, action: Bid | Pass) -> None:
        rules = self.rules
        bid = action.contract() if isinstance(action, Bid) else None
        if self._stuck(action.player) and (
            bid is None or bid.tricks != rules.min_bid or bid.trump is None or bid.lone
        ):
            raise self._refuse(
                f"the dealer is stuck: bid {rules.min_bid} and name a suit (nobody else bid)"
            )
        if bid is None:
            return
        problem = bid_problem(bid, rules)
        if problem is not None:
            what, reason = problem
            raise self._refuse(reason, BID_FIELDS[what])
        if self.high is not None and bid.rank <= self.high.contract().rank:
            raise self._refuse(
                f"the bid to beat is {self.high.contract().words}: bid a higher number, "
                "or pass (suits do not rank)",
                "tricks",
            )

    def _check_exchange(self, action: Exchange) -> None:
        assert self.contract is not None and self.contract.lone is not None
        swap = self.contract.lone.swap
        held = Counter(self.hands[action.player])
        passed = Counter(action.cards)
        for card, count in passed.items():
            if held[card] == 0:
                raise self._refuse(f"you do not hold {card.display}", "cards")
            if count > held[card]:  # the double deck's twins: pass no more than you hold
                raise self._refuse(f"you hold only one {card.display}", "cards")
        if len(action.cards) != swap:
            raise self._refuse(f"pass exactly {swap} card" + ("s" if swap != 1 else ""), "cards")

    def _take(self, action: Action) -> GameState:
        if isinstance(action, Pass):
            return self._pass(action)
        if isinstance(action, Bid):
            return self._bid(action)
        if isinstance(action, Discard):
            return self._discard(action)
        if isinstance(action, Exchange):
            return self._exchange(action)
        assert isinstance(action, Play)
        return self._play(action.player, action.card)

    # Bidding.

    def _pass(self, action: Pass) -> GameState:
        state = replace(
            self, bids=(*self.bids, action), passes=self.passes + 1, turn=next_seat(action.player)
        )
        state = state._note(action.player, EventCategory.PASS, "{who} pass{es}")
        return state._after_bid()

    def _bid(self, action: Bid) -> GameState:
        stuck = self._stuck(action.player)
        state = replace(
            self, bids=(*self.bids, action), high=action, passes=0, turn=next_seat(action.player)
        )
        said = action.contract().words
        text = f"{{who}} bid{{s}} {said}" + (": the dealer is stuck" if stuck else "")
        state = state._note(action.player, EventCategory.BID, text)
        return state._after_bid()

    def _after_bid(self) -> GameState:
        """End the auction when its rule says so, else wait for the next bidder."""
        if self.rules.auction is Auction.ONCE:
            over = len(self.bids) == PLAYERS
        else:
            over = self.passes == (PLAYERS - 1 if self.high is not None else PLAYERS)
        if not over:
            return self
        if self.high is None:
            state = replace(self, phase=Phase.HAND_OVER, turn=None)
            return state._note(None, EventCategory.THROW_IN, "Nobody bid; the hand is thrown in")
        contract = self.high.contract()
        state = replace(self, contract=contract, high=None, passes=0)
        who = "{who} play{s} alone" if contract.alone else "{who} lead{s}"
        text = f"The bid is {contract.words}: {who}"
        state = state._note(contract.bidder, EventCategory.CONTRACT, text)
        if state.widow:
            bidder = contract.bidder
            hands = with_hand(state.hands, bidder, (*state.hands[bidder], *state.widow))
            state = replace(
                state, hands=hands, widow=(), taken=state.widow, phase=Phase.WIDOW, turn=bidder
            )
            return state._note(bidder, EventCategory.WIDOW, "{who} take{s} up the widow")
        return state._after_widow()

    def _discard(self, action: Discard) -> GameState:
        seat = action.player
        hands = with_hand(self.hands, seat, without(self.hands[seat], (action.card,)))
        state = replace(self, hands=hands, laid_away=(action.card,))
        state = state._note(seat, EventCategory.WIDOW, "{who} lay{s} a card away face down")
        return state._after_widow()

    def _after_widow(self) -> GameState:
        """The lone bid's exchange, if it has one, else the bidder's lead."""
        contract = self.contract
        assert contract is not None
        if contract.lone is not None and contract.lone.swap:
            return replace(self, phase=Phase.EXCHANGE, turn=contract.bidder)
        return replace(self, phase=Phase.PLAY, turn=contract.bidder)

    def _exchange(self, action: Exchange) -> GameState:
        contract = self.contract
        assert contract is not None
        count = len(action.cards)
        cards = "a card" if count == 1 else f"{count} cards"
        text = f"{{who}} pass{{es}} {cards} face down"
        kept = without(self.hands[action.player], action.cards)
        hands = with_hand(self.hands, action.player, kept)
        state = replace(self, hands=hands)._note(action.player, EventCategory.EXCHANGE, text)
        if action.player == contract.bidder:
            return replace(state, gift=action.cards, turn=partner_of(contract.bidder))
        bidder = contract.bidder
        hands = with_hand(state.hands, bidder, (*state.hands[bidder], *action.cards))
        hands = with_hand(hands, action.player, (*hands[action.player], *state.gift))
        return replace(state, hands=hands, gift=(), phase=Phase.PLAY, turn=bidder)

    # Scoring.

    def _score_hand(self) -> GameState:
        contract = self.contract
        assert contract is not None
        result = score_hand(contract, self.tricks, self.rules)
        bidders = contract.side
        scores = [self.scores[0] + result.points[0], self.scores[1] + result.points[1]]
        category = EventCategory.MADE if result.made else EventCategory.SET
        events = (
            Event(
                self.hand_number,
                contract.bidder,
                category,
                (),
                result.points[bidders],
                bidders,
                result.reasons[bidders],
            ),
            Event(
                self.hand_number,
                None,
                EventCategory.DEFENDED,
                (),
                result.points[1 - bidders],
                1 - bidders,
                result.reasons[1 - bidders],
            ),
        )
        state = replace(
            self,
            scores=(scores[0], scores[1]),
            log=(*self.log, *events),
            phase=Phase.HAND_OVER,
            turn=None,
        )
        won = game_won(scores, contract, result, self.rules)
        if won is None:
            return state
        side, how = won
        text = (
            f"{SIDES[side]} win {scores[side]} to {scores[1 - side]}: they reached "
            f"{self.rules.game_to} on a hand in which they {how}"
        )
        return replace(state, phase=Phase.OVER, won=side)._note(None, EventCategory.WIN, text)

    # Dealing, and JSON.

    def _deal(self, hand_number: int, dealer: int) -> GameState:
        """A fresh hand: the whole deck dealt out from the dealer's left (the Benny's odd card,
        the last, to the widow)."""
        rules = self.rules
        deck = rules.cards.cards()
        seeded_random("bideuchre", self.seed, hand_number).shuffle(deck)
        hands, widow = deal(deck, dealer, rules.hand_size)
        fresh = GameState(
            rules=rules,
            seed=self.seed,
            hand_number=hand_number,
            dealer=dealer,
            phase=Phase.BIDDING,
            turn=next_seat(dealer),
            hands=hands,
            widow=widow,
            scores=self.scores,
            log=self.log,
            actions=self.actions,
            first_dealer=self.first_dealer,
        )
        return fresh._note(dealer, EventCategory.DEAL, "{who} deal{s}")

    @classmethod
    def from_deal(
        cls,
        hands: Sequence[str | Sequence[Card | str]],
        dealer: int = 0,
        rules: Rules | None = None,
        scores: tuple[int, int] = (0, 0),
    ) -> GameState:
        """A game at the start of the bidding on a prearranged deal (lessons, puzzles, tests);
        with the Benny, the card no hand holds is the widow."""
        rules = rules or Rules()
        parsed = [tuple(sorted(read_cards(hand))) for hand in hands]
        if len(parsed) != 4 or any(len(hand) != rules.hand_size for hand in parsed):
            raise DealError(f"a Bid Euchre deal is four hands of {rules.hand_size} cards")
        dealt = [card for hand in parsed for card in hand]
        rules.cards.check(dealt)
        widow = tuple(card for card in rules.cards.cards() if card not in set(dealt))
        check_seat(dealer, 4, "dealer")
        state = cls(
            rules=rules,
            seed=0,
            hand_number=0,
            dealer=dealer,
            phase=Phase.BIDDING,
            turn=next_seat(dealer),
            hands=tuple(parsed),
            widow=widow,
            scores=scores,
            first_dealer=dealer,
        )
        return state._note(dealer, EventCategory.DEAL, "{who} deal{s}")


def new_game(seed: int = 0, rules: Rules | None = None, *, dealer: int | None = None) -> GameState:
    """A new game shuffled from `seed`; the first dealer is drawn from the seed too (as a cut
    for deal would choose), unless `dealer` names the seat."""
    if dealer is None:
        dealer = seeded_random("bideuchre-dealer", seed).randrange(PLAYERS)
    check_seat(dealer, 4, "dealer")
    empty = GameState(
        rules=rules or Rules(),
        seed=seed,
        hand_number=-1,
        dealer=dealer,
        phase=Phase.HAND_OVER,
        turn=None,
        hands=((), (), (), ()),
        first_dealer=dealer,
    )
    return empty._deal(0, dealer)


def replay(seed: int, rules: Rules, actions: Iterable[Action], *, dealer: int) -> GameState:
    """Rebuild a game from new_game(seed, rules, dealer=dealer) and its actions, in order."""
    state: GameState = engine.replay(new_game, seed, rules, actions, {"dealer": dealer})
    return state


def _read_contract(data: Any) -> Contract:
    bid = CODEC.read(data, ("bid",))
    assert isinstance(bid, Bid)
    return bid.contract()


def _write_contract(contract: Contract) -> dict[str, Any]:
    bid = Bid(contract.bidder, contract.tricks, contract.trump, contract.low, contract.lone)
    return CODEC.write(bid)


def _check_seats(state: GameState) -> None:
    check_seat(state.dealer, PLAYERS, "dealer")
    check_seat(state.first_dealer, PLAYERS, "first_dealer")


# The contract is saved as the bid that made it; saves from before the Benny have no widow.
GameState.saves = SaveCodec(
    GameState,
    "a saved Bid Euchre game",
    CODEC,
    keys=(
        *("rules", "seed", "first_dealer", "hand_number", "dealer", "phase", "turn", "hands"),
        *("bids", "high", "passes", "contract", "gift", "widow", "taken", "laid_away"),
        *("played", "tricks", "scores", "won", "log", "actions"),
    ),
    forms={
        "contract": Form(
            lambda contract: None if contract is None else _write_contract(contract),
            lambda data: None if data is None else _read_contract(data),
        )
    },
    optional=("widow", "taken", "laid_away"),
    check=_check_seats,
)
