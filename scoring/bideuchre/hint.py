"""Hints at a Bid Euchre decision, from the seat's view alone, by the evaluators its review uses
(scoring.bideuchre.review): bids as the expert level values them, the widow's card and each
card as both sampling levels do, over sampled deals fitting the auction and the voids shown.
The cards passed in a lone bid's exchange, which the review does not grade, are valued the
same way: every choice of cards, the other side of the trade by the exchange's rule, the hand
played out by table habits.
"""

from __future__ import annotations

import random
from collections.abc import Callable, Sequence

from scoring.bideuchre.actions import Action, Bid, Discard, Exchange, Pass, Play
from scoring.bideuchre.bidding import played_tricks
from scoring.bideuchre.bidding.values import auction_batches
from scoring.bideuchre.card_play import SOLVER_TRICKS, card_batches, hand_value
from scoring.bideuchre.events import Phase
from scoring.bideuchre.exchange import bidder_gives, partner_gives
from scoring.bideuchre.game import GameState
from scoring.bideuchre.review import CAP, SAMPLES, bid_label
from scoring.bideuchre.sampling import Hands, sample_deal
from scoring.bideuchre.view import View
from scoring.bideuchre.widow import discard_batches
from scoring.cards import Card
from scoring.engine import seeded_random
from scoring.hint import Hint, HintOption, compared, decision_of, only_choice, sampled_hint
from scoring.review import sample_decision
from scoring.tricks.explain import play_note
from scoring.tricks.pimc import batches
from scoring.tricks.seats import partner_of, side_of

__all__ = ["hint"]

UNIT = "points a hand"
SIDES = "points for your side less theirs"


def hint(state: GameState, seat: int, *, rng: random.Random | None = None) -> Hint[Action]:
    """Every option `seat` has now, best first, valued from its view alone (ValueError when
    it has no decision to make)."""
    legal, rng = decision_of(state, seat, "bideuchre", rng)
    view = state.view(seat)
    if view.phase in (Phase.HAND_OVER, Phase.OVER):
        return _only(legal[0])
    rng = seeded_random("bideuchre-hint", rng.randrange(2**32))
    if view.phase is Phase.BIDDING:
        return _bid_hint(view, rng)
    if view.phase is Phase.WIDOW:
        return _widow_hint(view, rng)
    if view.phase is Phase.EXCHANGE:
        return _exchange_hint(view, rng)
    return _play_hint(view, rng)


def _bid_hint(view: View, rng: random.Random) -> Hint[Action]:
    if len(view.legal_actions) == 1:
        return _only(view.legal_actions[0])
    samples = sample_decision(auction_batches(view, rng), None, first=SAMPLES, cap=CAP)
    labels = {a: bid_label(a) for a in samples}
    basis = (
        "{deals} sampled deals of the cards you cannot see, fitting the bidding, the players "
        "after you bidding as a strong rule-based player would and the contract played out "
        f"by fast table habits (as the expert level bids); {SIDES}"
    )
    return sampled_hint(samples, labels, basis, lambda found: _compared(found))


def _widow_hint(view: View, rng: random.Random) -> Hint[Action]:
    values = sample_decision(discard_batches(view, rng), None, first=SAMPLES, cap=CAP)
    samples: dict[Action, list[float]] = {Discard(view.seat, c): v for c, v in values.items()}
    labels = {a: f"Lay away {_card(a).display}" for a in samples}
    basis = (
        "{deals} sampled deals of the cards you cannot see, the hand played out by fast table "
        f"habits for each card laid away; {SIDES}"
    )
    return sampled_hint(samples, labels, basis, lambda found: _compared(found))


def _play_hint(view: View, rng: random.Random) -> Hint[Action]:
    batch = card_batches(view, rng)
    if len(cards := batch(0)) == 1:  # one card, or two of a kind
        return _only(Play(view.seat, next(iter(cards))))
    values = sample_decision(batch, None, first=SAMPLES, cap=CAP)
    samples: dict[Action, list[float]] = {Play(view.seat, c): v for c, v in values.items()}
    labels = {a: f"Play {_card(a).display}" for a in samples}
    how = (
        "each solved double-dummy (as if every hand were seen)"
        if len(view.hand) <= SOLVER_TRICKS
        else "each played out by fast table habits"
    )
    basis = (
        "{deals} sampled deals of the cards you cannot see, fitting the bidding and the voids "
        f"shown, {how}, as the standard and expert levels play; {SIDES}"
    )
    contract = view.contract
    assert contract is not None

    def notes(action: Action) -> str:
        return play_note(_card(action), view.seat, view.trick, contract.trump, contract.low)

    return sampled_hint(samples, labels, basis, lambda found: _compared(found, notes))


def _exchange_hint(view: View, rng: random.Random) -> Hint[Action]:
    """Every choice of cards to pass, over the same sampled deals: the other side of the trade
    by the exchange's rule, then the hand played out by table habits."""
    contract = view.contract
    assert contract is not None and contract.lone is not None
    options = list(view.legal_actions)
    bidder, side = contract.bidder, side_of(view.seat)
    partner = partner_of(bidder)
    trump, low, swap = contract.trump, contract.low, contract.lone.swap

    def evaluate(world: Hands) -> dict[Action, float]:
        found: dict[Action, float] = {}
        for action in options:
            assert isinstance(action, Exchange)
            hands = [list(hand) for hand in world]
            kept = [c for c in hands[view.seat] if c not in action.cards]
            if view.seat == bidder:  # partner passes back its best, by the rule
                back = partner_gives(hands[partner], trump, low, swap)
                hands[bidder] = kept + back
            else:  # the bidder has passed its cards already
                hands[bidder] = hands[bidder] + list(action.cards)
                hands[partner] = kept
            taken = played_tricks(hands, contract, side, view.rules.cards)
            found[action] = float(hand_value(contract, side, taken, view.rules))
        return found

    batch = batches(options, lambda r: sample_deal(view, r), evaluate, rng)
    samples = sample_decision(batch, None, first=SAMPLES, cap=CAP)
    labels = {a: _exchange_label(a) for a in samples}
    rule = (
        bidder_gives(view.hand, trump, low, swap)
        if view.seat == bidder
        else partner_gives(view.hand, trump, low, swap)
    )

    def notes(action: Action) -> str:
        assert isinstance(action, Exchange)
        return "the cards the rule passes" if sorted(action.cards) == sorted(rule) else ""

    basis = (
        "{deals} sampled deals of the cards you cannot see, fitting the bidding, each choice "
        "passed, the other side of the trade by the exchange's rule, the hand played out by "
        f"fast table habits; {SIDES}"
    )
    return sampled_hint(samples, labels, basis, lambda found: _compared(found, notes))


def _only(action: Action) -> Hint[Action]:
    """A decision with one option: nothing to weigh."""
    if isinstance(action, Pass | Bid):
        return only_choice(action, bid_label(action))
    if isinstance(action, Play):
        return only_choice(action, f"Play {action.card.display}")
    return only_choice(action, "Deal the next hand")


def _compared(
    found: Sequence[HintOption[Action]],
    notes: Callable[[Action], str] = lambda action: "",
) -> list[str]:
    return compared(found, [notes(o.action) for o in found], UNIT)


def _exchange_label(action: Action) -> str:
    assert isinstance(action, Exchange)
    return "Pass " + " ".join(card.display for card in action.cards)


def _card(action: Action) -> Card:
    assert isinstance(action, Play | Discard)
    return action.card
