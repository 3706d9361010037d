"""The cribbage game: a GameState value, its legal_actions() and apply(action) -> new state.

2 or 3 players each for themselves, or 4 in two partnerships (seats 0 & 2 against 1 & 3);
seats run clockwise and scores are per side. A game is `new_game(seed, rules, players=2)`
then actions; chance comes from the seed alone, so `replay(seed, rules, state.actions,
players=n)` rebuilds any state (the contract every game follows is in scoring/engine.py).
Each deal runs through these phases, `current_player` deciding next:

- DISCARD: every seat throws to the crib with Discard, in any order (current_player is the
  lowest seat still to throw). The last throw cuts the starter; a jack pegs his heels.
- PEGGING: from the dealer's left, Play a card (count stays <= 31) or, with none that fits,
  Go. Go points, one for last and 31 are pegged by the engine as they fall due.
- SHOW: each count in show_order, the crib last: Show; with Rules.muggins, Declare(points)
  and, after an undercount (after every count, with Rules.computer_misses), Muggins (for
  the points claimed) or Pass by each opponent in turn.
- DONE: the next dealer (on the left) deals with NextDeal.

The game is OVER the instant a side reaches rules.game_to, whatever is left to count.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass, replace
from itertools import combinations
from typing import Any

from scoring import engine
from scoring.cards import Card, check_distinct, parse_cards, standard_deck
from scoring.codec import Older, SaveCodec
from scoring.cribbage import legality
from scoring.cribbage.actions import (
    CODEC,
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
from scoring.cribbage.dealing import DEALT, THROWN, check_players, cut_for_deal
from scoring.cribbage.events import Event, EventCategory, Phase
from scoring.cribbage.hand import HandScore, score_hand
from scoring.cribbage.pegging import VALUES
from scoring.cribbage.result import GameResult, game_result
from scoring.cribbage.rules import Rules
from scoring.cribbage.show import MAX_HAND, Claim, show_order
from scoring.cribbage.table import Table, side_of
from scoring.cribbage.view import View
from scoring.errors import DealError, IllegalActionError, StateError

__all__ = [
    "GameState",
    "IllegalActionError",
    "StateError",
    "new_game",
    "replay",
    "side_of",
]


@dataclass(frozen=True, slots=True)
class GameState:
    """Everything about a game at one moment. Build with new_game() or from_deal().

    Cards: `hands` holds each seat's unplayed cards (sorted), `plays` every card played this
    deal in order, `pile_start` where the current count began in `plays`, `crib` the crib,
    `stock` the undealt cards (its top card is cut as the starter), `starter` the starter
    once cut. Every one of the 52 cards is in exactly one of these places.
    Scores are per side; `back_pegs` is where each side's back peg stands (the score before
    its last scoring move). `gone` lists who said go in the current count, in order.
    `claim` is an undercount open to muggins. `log` holds every event, `actions` every action
    applied since new_game().
    """

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

    # -- what the state shows ------------------------------------------------------------

    @property
    def seats(self) -> int:
        return self.players

    @property
    def setup(self) -> dict[str, Any]:
        """new_game's arguments besides seed and rules: {"players": 2, 3 or 4}, and the first
        dealer when it was named rather than cut for (its log then begins with no cut)."""
        if self.log and self.log[0].category is EventCategory.CUT:
            return {"players": self.players}
        first_dealer = (self.dealer - self.deal_number) % self.players
        return {"players": self.players, "dealer": first_dealer}

    def cards(self) -> list[Card]:
        """Every card of the deck, wherever it lies: hands, plays, crib, stock, starter."""
        held = [card for hand in self.hands for card in hand]
        held += [*self.crib, *self.stock, *(play.card for play in self.plays)]
        if self.starter is not None:
            held.append(self.starter)
        return held

    @property
    def sides(self) -> int:
        """How many sides score: one per player, or two partnerships with four players."""
        return 2 if self.players == 4 else self.players

    def side_of(self, player: int) -> int:
        return side_of(player, self.players)

    @property
    def is_over(self) -> bool:
        return self.winner is not None

    @property
    def pone(self) -> int:
        """The player on the dealer's left, who leads the play and counts first."""
        return (self.dealer + 1) % self.players

    @property
    def pegs(self) -> tuple[tuple[int, int], ...]:
        """(front, back) peg positions per side, as on a board where pegs leapfrog."""
        return tuple(zip(self.scores, self.back_pegs, strict=True))

    @property
    def pile(self) -> tuple[Card, ...]:
        """The cards played since the count last started at 0."""
        return tuple(play.card for play in self.plays[self.pile_start :])

    @property
    def count(self) -> int:
        return sum([VALUES[play.card.rank] for play in self.plays[self.pile_start :]])

    def played(self, player: int) -> tuple[Card, ...]:
        """The cards `player` has played this deal, in order."""
        return tuple(play.card for play in self.plays if play.player == player)

    def kept(self, player: int) -> tuple[Card, ...]:
        """The four cards `player` kept for the show (after the discard), sorted."""
        return tuple(sorted(self.hands[player] + self.played(player)))

    @property
    def show_order(self) -> tuple[tuple[int, bool], ...]:
        """This deal's counts in order, as (player, is_crib)."""
        return show_order(self.players, self.dealer, self.rules)

    @property
    def counting(self) -> tuple[int, bool] | None:
        """In the show: the count due now, as (player, is_crib); else None."""
        if self.phase is not Phase.SHOW:
            return None
        return self.show_order[self.show_step]

    def hand_score(self, player: int, crib: bool = False) -> HandScore:
        """The show's score of `player`'s kept hand (or, crib=True, the crib) with the starter."""
        if self.starter is None:
            raise IllegalActionError("the starter is not cut yet, so no hand can be scored")
        cards = self.crib if crib else self.kept(player)
        return score_hand(cards, self.starter, crib=crib)

    @property
    def result(self) -> GameResult | None:
        """The winner, final scores and skunks once the game is over; None before."""
        if self.winner is None:
            return None
        return game_result(self.scores, self.winner, self.rules)

    # -- what may happen next ------------------------------------------------------------

    def legal_actions(self, seat: int | None = None) -> list[Action]:
        """Every action `seat` (default: current_player) may take now, in a fixed order: the
        phase's actions that check() lets through.

        In the discard any seat still to throw has options; otherwise only current_player.
        """
        player = self.current_player if seat is None else seat
        if player is None or not 0 <= player < self.players:
            return []
        return [action for action in self._candidates(player) if self.can(action)]

    def _candidates(self, player: int) -> list[Action]:
        """The actions of the current phase's kinds `player` might take, in legal_actions()'s
        order; check() says which the rules allow."""
        phase = self.phase
        if phase is Phase.DISCARD:
            hand = self.hands[player]
            return [Discard(player, cards) for cards in combinations(hand, THROWN[self.players])]
        if phase is Phase.PEGGING:
            return [*(Play(player, card) for card in self.hands[player]), Go(player)]
        if phase is Phase.SHOW and self.claim is not None:
            # A call may name its points (ACC rule 10.4) or take whatever was missed.
            calls = [Muggins(player, points) for points in range(1, MAX_HAND + 1)]
            return [Muggins(player), *calls, Pass(player)]
        if phase is Phase.SHOW and self.rules.muggins:
            return [Declare(player, points) for points in range(MAX_HAND + 1)]
        if phase is Phase.SHOW:
            return [Show(player)]
        if phase is Phase.DONE:
            return [NextDeal(player)]
        return []

    def check(self, action: Action) -> None:
        """Return if the rules allow `action` now; else raise IllegalActionError with the
        reason, what the game waits for and the action's field at fault. The one judge of
        legality (scoring.cribbage.legality): legal_actions() and apply() ask it."""
        legality.check(self, action)

    def can(self, action: Action) -> bool:
        """Whether the rules allow `action` now: check() does not raise."""
        try:
            legality.check(self, action)
        except IllegalActionError:
            return False
        return True

    def apply(self, action: Action) -> GameState:
        """The state after `action`; this state is unchanged. Raises IllegalActionError."""
        legality.check(self, action)
        table = Table(self)
        table.apply(action)
        return table.freeze()

    def view(self, seat: int) -> View:
        """What `seat` may see: its own cards, the table, scores and the public log."""
        return View.of(self, seat)

    # -- building and saving -------------------------------------------------------------

    @classmethod
    def from_deal(
        cls,
        hands: Sequence[Sequence[Card] | str],
        starter: Card | str,
        *,
        dealer: int = 0,
        crib: Sequence[Card] | str = (),
        scores: Sequence[int] | None = None,
        rules: Rules | None = None,
        seed: int = 0,
    ) -> GameState:
        """A game at the discard of a prearranged deal, for lessons, puzzles and tests.

        `hands` are the cards dealt (6 each to two players, 5 to three or four), `starter`
        the card that will be cut, `crib` the three-player game's card off the deck (default:
        the lowest card left), `scores` the sides' scores so far. Later deals are shuffled
        from `seed` as usual. Such a game has no new_game() history, so replay() cannot
        rebuild it; to_json() and from_json() can.
        """
        rules = rules or Rules()
        dealt = [tuple(parse_cards(h) if isinstance(h, str) else h) for h in hands]
        players = check_players(len(dealt))
        for seat, hand in enumerate(dealt):
            if len(hand) != DEALT[players]:
                raise DealError(
                    f"with {players} players each is dealt {DEALT[players]} cards; "
                    f"seat {seat} has {len(hand)}"
                )
        top = Card.parse(starter) if isinstance(starter, str) else starter
        deck_card = tuple(parse_cards(crib) if isinstance(crib, str) else crib)
        if len(deck_card) > (1 if players == 3 else 0):
            raise DealError(
                "only a three-player deal has a card off the deck in the crib, and only one"
            )
        taken = [card for hand in dealt for card in hand] + [*deck_card, top]
        check_distinct(taken)
        rest = [card for card in standard_deck() if card not in taken]
        if players == 3 and not deck_card:
            deck_card = (min(rest),)
            rest.remove(deck_card[0])
        if type(dealer) is not int or not 0 <= dealer < players:
            raise DealError(f"dealer is seat {dealer!r}; use 0 to {players - 1}")
        sides = 2 if players == 4 else players
        start = tuple(scores) if scores is not None else (0,) * sides
        if len(start) != sides or any(
            type(s) is not int or not 0 <= s < rules.game_to for s in start
        ):
            raise DealError(
                f"scores are one per side ({sides} here), each from 0 to {rules.game_to - 1}"
            )
        state = cls(
            players=players,
            rules=rules,
            seed=seed,
            deal_number=0,
            dealer=dealer,
            phase=Phase.DISCARD,
            current_player=0,
            hands=tuple(tuple(sorted(hand)) for hand in dealt),
            crib=deck_card,
            stock=(top, *rest),
            starter=None,
            plays=(),
            pile_start=0,
            gone=(),
            show_step=0,
            claim=None,
            scores=start,
            back_pegs=start,
            winner=None,
            log=(),
            actions=(),
        )
        text = f"deals {DEALT[players]} cards each (a prearranged deal)"
        event = Event(0, Phase.DISCARD, dealer, EventCategory.DEAL, (), 0, text)
        return replace(state, log=(event,))

    def to_dict(self) -> dict[str, Any]:
        """Everything in the state as JSON-ready data; from_dict() reads it back equal."""
        return SAVES.write(self)

    def to_json(self) -> str:
        return SAVES.text(self)

    @classmethod
    def from_dict(cls, data: Mapping[str, Any]) -> GameState:
        """Read a state written by to_dict(); raise StateError if it is not one (or not a
        whole deck). A save from before SAVE_FORMAT 2 is rebuilt from its seed and actions."""
        return SAVES.read(data)

    @classmethod
    def from_json(cls, text: str) -> GameState:
        """Read a state written by to_json(); raise StateError if it is not one."""
        return SAVES.read_text(text)


def new_game(
    seed: int = 0, rules: Rules | None = None, *, players: int = 2, dealer: int | None = None
) -> GameState:
    """A new game: the players cut for deal (lowest card deals), unless `dealer` names the
    seat that deals first (as duplicate does), and the first hand is dealt."""
    players = check_players(players)
    if type(seed) is not int:
        raise DealError(f"the seed is a whole number, not {seed!r}")
    rules = rules or Rules()
    if dealer is None:
        dealer, cuts = cut_for_deal(seed, players)
    else:
        dealer, cuts = engine.check_seat(dealer, players, "dealer"), []
    sides = 2 if players == 4 else players
    empty: tuple[tuple[Card, ...], ...] = ((),) * players
    state = GameState(
        players=players,
        rules=rules,
        seed=seed,
        deal_number=0,
        dealer=dealer,
        phase=Phase.DISCARD,
        current_player=0,
        hands=empty,
        crib=(),
        stock=(),
        starter=None,
        plays=(),
        pile_start=0,
        gone=(),
        show_step=0,
        claim=None,
        scores=(0,) * sides,
        back_pegs=(0,) * sides,
        winner=None,
        log=tuple(
            Event(0, Phase.DISCARD, player, EventCategory.CUT, (card,), 0, text)
            for player, card, text in cuts
        ),
        actions=(),
    )
    table = Table(state)
    table.start_deal()
    return table.freeze()


def replay(
    seed: int,
    rules: Rules,
    actions: Iterable[Action],
    *,
    players: int = 2,
    dealer: int | None = None,
) -> GameState:
    """Rebuild a game from new_game(seed, rules, players=players, dealer=dealer) and its
    actions, in order."""
    setup = {"players": players, "dealer": dealer}
    state: GameState = engine.replay(new_game, seed, rules, actions, setup)
    return state


def _check_saved(state: GameState) -> None:
    check_players(state.players)
    if sorted(state.cards()) != sorted(standard_deck()):
        raise StateError("the cards are not one whole deck")


SAVES = SaveCodec(
    GameState,
    "a saved cribbage game",
    CODEC,
    check=_check_saved,
    older=Older(
        new_game, lambda data: {"players": data["players"]}, agree=("scores", "deal_number")
    ),
    ascii_only=False,
)
