"""The evaluation of a Bid Euchre decision from the seat's view alone, one for the hint, the
coach, the review and the drills: bids by the bidding drills' grader (the same question gets
the same deals in a drill and at a table: the rest of the auction bid by rule and the
contract played out, as the expert bids), the widow's card and each card as both sampling
levels do, over sampled deals fitting the auction and the voids shown, and the cards passed in
a lone bid's exchange: every choice of cards, the other side of the trade by the exchange's
rule, the hand played out by table habits. Every sampled evaluation draws from the position's
own random source.
"""

from __future__ import annotations

import random
from collections.abc import Callable, Sequence

from scoring.bideuchre.actions import Action, Bid, Discard, Exchange, Pass, Play
from scoring.bideuchre.bidding import played_tricks
from scoring.bideuchre.bidding.grading import (
    BidGrade,
    grade_question,
    parse_bid_text,
    question_of,
)
from scoring.bideuchre.bidding.reasons import bid_reasons
from scoring.bideuchre.card_play import SOLVER_TRICKS, Tally, card_batches, hand_value
from scoring.bideuchre.events import Phase
from scoring.bideuchre.exchange import bidder_gives, partner_gives
from scoring.bideuchre.sampling import Hands, sample_deal
from scoring.bideuchre.view import View
from scoring.bideuchre.widow import discard_batches
from scoring.cards import Card
from scoring.hint import Hint, HintOption, compared, from_spreads, only_choice, sampled_hint
from scoring.position import position_random, view_digest
from scoring.settling import sample_options
from scoring.tricks.explain import Seen, card_note, laid_away_note, passing_note, tricks_note
from scoring.tricks.pimc import batches
from scoring.tricks.seats import partner_of, side_of
from scoring.verdicts import Z95

__all__ = ["CAP", "GRADE_SEED", "SAMPLES", "bid_hint", "bid_label", "evaluate"]

UNIT = "points a hand"
SIDES = "points for your side less theirs"
SAMPLES = 48  # the first sampled deals a decision is valued over: three times the player's 16
CAP = 192  # the most: a choice still unsettled then is too close to call
GRADE_SEED = 0  # the drills' and the analyzer's: with the question, the grader's deals


def bid_label(action: Action) -> str:
    if isinstance(action, Bid):
        return f"Bid {action.contract().words}"
    return "Pass"


def evaluate(view: View) -> Hint[Action]:
    """Every option the view's seat has now, best first, valued from the view alone."""
    legal = list(view.legal_actions)
    if not legal:
        raise ValueError("you have no decision to make now")
    if view.phase in (Phase.HAND_OVER, Phase.OVER):
        return _only(legal[0])
    if view.phase is Phase.BIDDING:
        return _bid_hint(view)
    rng = position_random("bideuchre", view_digest(view))
    if view.phase is Phase.WIDOW:
        return _widow_hint(view, rng)
    if view.phase is Phase.EXCHANGE:
        return _exchange_hint(view, rng)
    return _play_hint(view, rng)


def _bid_hint(view: View) -> Hint[Action]:
    """The bid, graded as the drills grade the same question."""
    if len(view.legal_actions) == 1:
        return _only(view.legal_actions[0])
    grade = grade_question(question_of(view), seed=GRADE_SEED)
    return bid_hint(grade, view.seat)


def bid_hint(grade: BidGrade, seat: int) -> Hint[Action]:
    """The bidding grader's grade as an evaluation of `seat`'s bid: its values, intervals,
    gaps and reasons."""
    rules = grade.rules
    actions = {o.action: parse_bid_text(o.action, seat, rules) for o in grade.options}
    values = {actions[o.action]: (o.points, (o.high - o.low) / (2 * Z95)) for o in grade.options}
    gaps = {actions[o.action]: (-o.diff_high, -o.diff_low) for o in grade.options}
    labels = {actions[o.action]: bid_label(actions[o.action]) for o in grade.options}
    by_action = {actions[o.action]: o for o in grade.options}

    def reasons(hint: Hint[Action], found: Sequence[HintOption[Action]]) -> list[str]:
        return bid_reasons(grade, hint, found, [by_action[o.action] for o in found])

    basis = (
        f"{grade.deals} sampled deals of the cards you cannot see, fitting the bidding, the "
        "players after you bidding as a strong rule-based player would and the contract "
        f"played out by fast table habits (as the expert level bids); {SIDES}"
    )
    return from_spreads(values, gaps, labels, basis, reasons, deals=grade.deals)


def _widow_hint(view: View, rng: random.Random) -> Hint[Action]:
    """The card the high bidder lays away from the widow, each played out over the same
    sampled deals; the words say what laying it away does and the tricks taken after it."""
    tally: Tally = {}
    values = sample_options(discard_batches(view, rng, tally), first=SAMPLES, cap=CAP)
    samples: dict[Action, list[float]] = {Discard(view.seat, c): v for c, v in values.items()}
    labels = {a: f"Lay away {_card(a).display}" for a in samples}
    basis = (
        "{deals} sampled deals of the cards you cannot see, the hand played out by fast table "
        f"habits for each card laid away; {SIDES}"
    )
    seen = _seen(view)

    def notes(action: Action) -> str:
        card = _card(action)
        return _and_tricks(view, laid_away_note(seen, card), tally[card])

    return sampled_hint(samples, labels, basis, _compared(notes))


def _play_hint(view: View, rng: random.Random) -> Hint[Action]:
    """Each card over the same sampled deals, as both sampling levels value it; the words say
    what the card does at the table and the tricks taken after it."""
    tally: Tally = {}
    batch = card_batches(view, rng, tally)
    if len(cards := batch(0)) == 1:  # one card, or two of a kind
        return _only(Play(view.seat, next(iter(cards))))
    values = sample_options(batch, first=SAMPLES, cap=CAP)
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
    seen = _seen(view)

    def notes(action: Action) -> str:
        card = _card(action)
        return _and_tricks(view, card_note(seen, card), tally[card])

    return sampled_hint(samples, labels, basis, _compared(notes))


def _seen(view: View) -> Seen:
    """What the view's seat sees of the cards, for the words of a hint."""
    contract = view.contract
    assert contract is not None
    played = frozenset(card for _, card in view.played)
    gone = {*view.hand, *played, *view.laid_away}
    return Seen(
        seat=view.seat,
        hand=view.hand,
        trick=view.trick,
        trump=contract.trump,
        outstanding=frozenset(c for c in view.rules.cards.cards() if c not in gone),
        makers=contract.side,
        played=played,
        out=view.out,
        voids=view.voids,
        low=contract.low,
    )


def _and_tricks(view: View, note: str, tricks: Sequence[int]) -> str:
    """`note`, then the tricks the seat's side takes on average and how often that makes the
    contract (bidders) or sets it (defenders)."""
    contract = view.contract
    assert contract is not None
    size = view.rules.hand_size
    bidding = side_of(view.seat) == contract.side
    if contract.lone is not None:
        need, goal = (size, "taking every trick") if bidding else (1, "setting the lone bid")
    elif bidding:
        need, goal = contract.tricks, f"making the bid of {contract.tricks}"
    else:
        need, goal = size - contract.tricks + 1, f"setting the bid of {contract.tricks}"
    said = tricks_note(tricks, size, need, goal)
    return f"{note}; {said}" if note and said else note or said


def _exchange_hint(view: View, rng: random.Random) -> Hint[Action]:
    """Every choice of cards to pass, over the same sampled deals: the other side of the trade
    by the exchange's rule, then the hand played out by table habits."""
    contract = view.contract
    assert contract is not None and contract.lone is not None
    options, same_as = _exchange_options(view.legal_actions)
    bidder, side = contract.bidder, side_of(view.seat)
    partner = partner_of(bidder)
    trump, low, swap = contract.trump, contract.low, contract.lone.swap
    taken_by: dict[Action, list[int]] = {action: [] for action in options}

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
            taken_by[action].append(taken)
            found[action] = float(hand_value(contract, side, taken, view.rules))
        return found

    batch = batches(options, lambda r: sample_deal(view, r), evaluate, rng)
    samples = sample_options(batch, first=SAMPLES, cap=CAP)
    labels = {a: _exchange_label(a) for a in samples}
    rule = (
        bidder_gives(view.hand, trump, low, swap)
        if view.seat == bidder
        else partner_gives(view.hand, trump, low, swap)
    )

    seen = _seen(view)

    def notes(action: Action) -> str:
        assert isinstance(action, Exchange)
        said = passing_note(seen, action.cards, lone=view.seat == bidder)
        if sorted(action.cards) == sorted(rule):
            said += " (the cards the rule passes)"
        return _and_tricks(view, said, taken_by[action])

    basis = (
        "{deals} sampled deals of the cards you cannot see, fitting the bidding, each choice "
        "passed, the other side of the trade by the exchange's rule, the hand played out by "
        f"fast table habits; {SIDES}"
    )
    return sampled_hint(samples, labels, basis, _compared(notes), same_as=same_as)


def _exchange_options(
    legal: Sequence[Action],
) -> tuple[list[Action], dict[Action, Action]]:
    """The choices of cards worth telling apart (of two passing twins alike, the first) and,
    for each left out, the choice that stands for it."""
    options: list[Action] = []
    first: dict[tuple[tuple[int, str], ...], Action] = {}
    same_as: dict[Action, Action] = {}
    for action in legal:
        assert isinstance(action, Exchange)
        faces = tuple(sorted((int(c.rank), c.suit.value) for c in action.cards))
        if faces in first:
            same_as[action] = first[faces]
        else:
            first[faces] = action
            options.append(action)
    return options, same_as


def _only(action: Action) -> Hint[Action]:
    """A decision with one option: nothing to weigh."""
    if isinstance(action, Pass | Bid):
        return only_choice(action, bid_label(action))
    if isinstance(action, Play):
        return only_choice(action, f"Play {action.card.display}")
    return only_choice(action, "Deal the next hand")


def _compared(
    notes: Callable[[Action], str] = lambda action: "",
) -> Callable[[Hint[Action], Sequence[HintOption[Action]]], list[str]]:
    """Reasons in figures, each option's note (what it does at the table) first."""

    def reasons(hint: Hint[Action], found: Sequence[HintOption[Action]]) -> list[str]:
        return compared(hint, found, [notes(o.action) for o in found], UNIT)

    return reasons


def _exchange_label(action: Action) -> str:
    assert isinstance(action, Exchange)
    return "Pass " + " ".join(card.display for card in action.cards)


def _card(action: Action) -> Card:
    assert isinstance(action, Play | Discard)
    return action.card
