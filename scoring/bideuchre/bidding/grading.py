"""Grading a Bid Euchre bid by playing the hand out: "how many tricks, and in what?"

For a hand at a seat after the bids before it, the cards the bidder cannot see are dealt many
times so that they fit the auction (scoring.bideuchre.sampling). On each deal, after each
sensible bid (and passing) the players still to bid bid on their own cards by the strong
rule-based player's rule (bidding.auction), and the contract that wins is played out by the
table habits the computer players bid by (bidding.deals: the widow's card, with the Benny, in
the bidder's hand; a lone bid's exchange made and partner out): as the expert level bids. The
same deals serve every bid (common random numbers), so differences between bids are measured
far more precisely than the bids themselves. Deals are added in batches of BATCH, from
MIN_DEALS, until every bid's verdict against the best is settled (scoring.settling), or
`max_deals` are played; everything random comes from `seed` and the question, so a grading
replays exactly and the same question gets the same deals wherever it is asked (a drill, the
analyzer, the hint at a table, the review).

Each bid's value is the hand's points for the bidder's side less the other side's, whoever
wins the auction, made or set; a hand nobody bids is worth nothing. Graded: passing, every
number in each strain whose chance of making is at least auction.SENSIBLE, the lowest number in
each strain, lone bids where the strain's deals come near every trick, and any bid asked for.
"""

from __future__ import annotations

import statistics
from collections.abc import Mapping, Sequence
from dataclasses import asdict, dataclass
from typing import Any

from scoring.bideuchre.actions import Action, Bid, Pass
from scoring.bideuchre.bidding.auction import outcome, sensible_actions
from scoring.bideuchre.bidding.deals import SampledDeal
from scoring.bideuchre.contract import NUMBER_WORDS, Contract, Lone
from scoring.bideuchre.events import Phase
from scoring.bideuchre.game import GameState
from scoring.bideuchre.options import Auction, Rules
from scoring.bideuchre.sampling import sample_deal
from scoring.bideuchre.view import View
from scoring.cards import Card
from scoring.engine import seeded_random
from scoring.errors import FieldError, IllegalActionError
from scoring.settling import interval, unsettled
from scoring.tricks.dealing import read_cards
from scoring.tricks.seats import PLAYERS, side_of
from scoring.tricks.strain import parse_strain, strain_name
from scoring.verdicts import BEST, ERRORS, POINTS, PRECISION, judge

__all__ = [
    "BidGrade",
    "BidOption",
    "Question",
    "bid_text",
    "grade_bid",
    "grade_question",
    "parse_bid_text",
    "question_of",
    "read_question",
]

BATCH = 100  # deals added at a time
MIN_DEALS = 100
MAX_DEALS = 500
PASS = "pass"
MOST_POINTS = 1000  # a score's points are fewer, either way: a side set often goes below 0
SEAT = 0  # the graded hand's seat in the game built for it (South); its position is `seat`


@dataclass(frozen=True, slots=True)
class BidOption:
    """One bid measured: `action` (its text, "7 clubs", "6 no-trump", "moon hearts", "pass"),
    a label for people, mean points per hand (ours less theirs) with a 95% interval, the chance
    the bid is made if it stands (passing: the standing bid's; nothing standing, 0), the
    tricks our side takes on average in it, how often it stands (the later bidders passing),
    and the difference to the best with its interval (0 for the best)."""

    action: str
    label: str
    points: float
    low: float
    high: float
    make_chance: float
    tricks: float
    stands: float
    diff: float
    diff_low: float
    diff_high: float


@dataclass(frozen=True, slots=True)
class Question:
    """A turn to bid: your `hand`, your `seat` (1 = the dealer's left ... 4 = the dealer), the
    `bids` before you in order from the dealer's left (bid_text's words), the `score` (yours,
    theirs) and the rules. Made by read_question, which checks it is one the game could ask."""

    hand: tuple[Card, ...]
    seat: int
    bids: tuple[str, ...]
    score: tuple[int, int]
    rules: Rules

    def view(self) -> View:
        """The seat's view of the game built around the question (South's)."""
        return question_view(
            self.hand, seat=self.seat, bids=self.bids, score=self.score, rules=self.rules
        )

    def to_dict(self) -> dict[str, Any]:
        return {
            "hand": " ".join(str(card) for card in self.hand),
            "seat": self.seat,
            "bids": list(self.bids),
            "score": list(self.score),
            "rules": self.rules.to_dict(),
        }

    @classmethod
    def from_dict(cls, data: Mapping[str, Any]) -> Question:
        return read_question(
            data["hand"],
            seat=data["seat"],
            bids=data.get("bids", ()),
            score=data.get("score", (0, 0)),
            rules=Rules.from_dict(data.get("rules", {})),
        )


def read_question(
    hand: str | Sequence[Card | str],
    *,
    seat: int,
    bids: Sequence[str] = (),
    score: tuple[int, int] | Sequence[int] = (0, 0),
    rules: Rules | None = None,
) -> Question:
    """The question checked (FieldError naming "hand", "seat", "bids" or "score" when the game
    could not ask it), its bids in the grader's words."""
    rules = rules or Rules()
    if isinstance(bids, str) or not all(isinstance(b, str) for b in bids):
        raise FieldError("the bids are a list of words, like ['pass', '7 clubs']", field="bids")
    view = question_view(hand, seat=seat, bids=bids, score=score, rules=rules)
    said = tuple(bid_text(entry) for entry in view.bids)
    return Question(tuple(sorted(view.hand)), seat, said, (int(score[0]), int(score[1])), rules)


@dataclass(frozen=True, slots=True)
class BidGrade:
    """A graded bidding question: the options best first; `close` when the best two cannot be
    told apart on the deals played. Why, in words: scoring.bideuchre.bidding.reasons."""

    question: Question
    options: tuple[BidOption, ...]
    close: bool
    deals: int
    seed: int

    @property
    def rules(self) -> Rules:
        return self.question.rules

    def to_dict(self) -> dict[str, Any]:
        """The grade as JSON-ready data, to keep with an answer; from_dict() reads it back."""
        return {
            "question": self.question.to_dict(),
            "options": [asdict(option) for option in self.options],
            "close": self.close,
            "deals": self.deals,
            "seed": self.seed,
        }

    @classmethod
    def from_dict(cls, data: Mapping[str, Any]) -> BidGrade:
        return cls(
            question=Question.from_dict(data["question"]),
            options=tuple(BidOption(**option) for option in data["options"]),
            close=bool(data["close"]),
            deals=int(data["deals"]),
            seed=int(data["seed"]),
        )

    @property
    def best(self) -> BidOption:
        return self.options[0]

    def option(self, action: str) -> BidOption:
        key = canonical(action, self.rules)
        for option in self.options:
            if option.action == key:
                return option
        choices = ", ".join(o.action for o in self.options)
        raise FieldError(
            f"'{action}' is not one of the bids graded here: {choices}", field="action"
        )

    def verdict(self, action: str) -> str:
        """The verdict on choosing `action` (scoring.verdicts): best, as good, inaccuracy,
        mistake, blunder, or unclear when the deals could not settle it."""
        option = self.option(action)
        if option is self.best:
            return BEST
        return judge(max(0.0, -option.diff), -option.diff_high, -option.diff_low, PRECISION)

    def acceptable(self, action: str) -> bool:
        return self.verdict(action) not in ERRORS


def bid_text(action: Action) -> str:
    """A bid as the grader names it: "7 clubs", "6 no-trump", "6 low no-trump", "moon hearts",
    "call1 no-trump", "pass"."""
    if isinstance(action, Pass):
        return PASS
    assert isinstance(action, Bid)
    strain = strain_name(action.trump, action.low)
    if action.lone is not None:
        return f"{action.lone.value} {strain}"
    return f"{action.tricks} {strain}"


def parse_bid_text(text: str, player: int, rules: Rules) -> Action:
    """Read a bid as bid_text writes it (any case; "nt" for no-trump, "low" for low
    no-trump, "call 1" for call1, suits as letters or names); raise FieldError saying why."""
    words = text.strip().lower().replace("call ", "call").split()
    shown = text if len(text) <= 30 else text[:30] + "…"
    if words == [PASS]:
        return Pass(player)
    if len(words) >= 2:
        head, strain_words = words[0], words[1:]
        strain = " ".join(strain_words)
        strain = {"low no-trump": "low", "low-no-trump": "low"}.get(strain, strain)
        try:
            trump, low = parse_strain(strain)
        except ValueError as error:
            raise FieldError(f"'{shown}': {error}", field="bids") from error
        if head in {lone.value for lone in Lone}:
            return Bid(player, rules.hand_size, trump, low, Lone(head))
        if head.isascii() and head.isdigit() and len(head) <= 2 and 1 <= int(head) <= 12:
            return Bid(player, int(head), trump, low)
    raise FieldError(
        f"'{shown}' is not a bid: write pass, or a number and a strain (7 clubs, 6 no-trump), "
        "or a lone bid and a strain (moon hearts, call1 spades)",
        field="bids",
    )


def canonical(text: str, rules: Rules) -> str:
    """The grader's text for a bid however it was typed ("7 C" is "7 clubs")."""
    return bid_text(parse_bid_text(text, SEAT, rules))


def grade_bid(
    hand: str | Sequence[Card | str],
    *,
    seat: int,
    bids: Sequence[str] = (),
    score: tuple[int, int] | Sequence[int] = (0, 0),
    rules: Rules | None = None,
    seed: int = 0,
    precision: float = PRECISION,
    max_deals: int = MAX_DEALS,
) -> BidGrade:
    """Grade every sensible bid for `hand` at `seat` (1 = dealer's left ... 4 = the dealer)
    after `bids` (in order from the dealer's left, as bid_text writes them: "pass", "7 clubs"),
    with `score` (our side's, theirs). Raises FieldError (field "hand", "seat", "bids" or
    "score") when the question is not one the game could ask."""
    question = read_question(hand, seat=seat, bids=bids, score=score, rules=rules)
    return grade_question(question, seed=seed, precision=precision, max_deals=max_deals)


def grade_question(
    question: Question,
    *,
    seed: int = 0,
    precision: float = PRECISION,
    max_deals: int = MAX_DEALS,
    include: Sequence[str] = (),
) -> BidGrade:
    """grade_bid() for a Question already read; `include`: bids to grade whether or not they
    are sensible (a learner's choice), as bid_text writes them."""
    view = question.view()
    extra = [
        a
        for a in view.legal_actions
        if bid_text(a) in {canonical(t, question.rules) for t in include}
    ]
    rng = seeded_random("bideuchre-bid-grade", seed, *_key(question))
    deals: list[SampledDeal] = []
    values: dict[Action, list[float]] = {}
    stood: dict[Action, list[bool]] = {}
    while True:
        deals += [SampledDeal(view, sample_deal(view, rng)) for _ in range(BATCH)]
        graded = sensible_actions(view, deals)
        graded += [action for action in extra if action not in graded]
        for action in graded:
            done = values.setdefault(action, [])
            for deal in deals[len(done) :]:
                value, stands = outcome(deal, action)
                done.append(value)
                stood.setdefault(action, []).append(stands)
        ranked = sorted(graded, key=lambda a: -statistics.fmean(values[a]))
        if len(ranked) < 2 or len(deals) >= max_deals:
            break
        if len(deals) >= MIN_DEALS and not unsettled(
            {a: values[a] for a in graded}, precision, POINTS
        ):
            break
    best = values[ranked[0]]
    options = []
    for action in ranked:
        mean, low, high = interval(values[action])
        diff, diff_low, diff_high = interval(_gaps(values[action], best))
        if action == ranked[0]:
            diff = diff_low = diff_high = 0.0
        contract = _contract(view, action)
        options.append(
            BidOption(
                action=bid_text(action),
                label=_label(action),
                points=mean,
                low=low,
                high=high,
                make_chance=_make_chance(deals, contract),
                tricks=_mean_tricks(deals, contract),
                stands=statistics.fmean(stood[action]),
                diff=diff,
                diff_low=diff_low,
                diff_high=diff_high,
            )
        )
    close = len(options) > 1 and options[1].diff_high >= 0
    return BidGrade(
        question=question,
        options=tuple(options),
        close=close,
        deals=len(deals),
        seed=seed,
    )


def question_of(view: View) -> Question:
    """The bidding question `view`'s seat faces now, as the drills ask it: its hand, its seat
    from the dealer's left, the bids before it, the score and the rules."""
    seat = (view.seat - view.dealer) % PLAYERS or PLAYERS
    side = side_of(view.seat)
    said = tuple(bid_text(entry) for entry in view.bids)
    score = (view.scores[side], view.scores[1 - side])
    return Question(tuple(sorted(view.hand)), seat, said, score, view.rules)


def question_view(
    hand: str | Sequence[Card | str],
    *,
    seat: int,
    bids: Sequence[str],
    score: tuple[int, int] | Sequence[int],
    rules: Rules,
) -> View:
    """The view of South at `seat` (1 = dealer's left ... 4 = dealer) after `bids`: the game
    built around the hand (the other hands dealt from the rest of the deck, unseen)."""
    if not isinstance(seat, int) or not 1 <= seat <= PLAYERS:
        raise FieldError("the seat is 1 (the dealer's left) to 4 (the dealer)", field="seat")
    if len(score) != 2 or not all(isinstance(s, int) and abs(s) < MOST_POINTS for s in score):
        raise FieldError(
            f"the score is two whole numbers from −{MOST_POINTS - 1} to {MOST_POINTS - 1} "
            "(below zero after a set): yours, then theirs",
            field="score",
        )
    try:  # typed, a card typed again is its second copy (AH AH is AH AH')
        cards = rules.cards.read(hand) if isinstance(hand, str) else read_cards(hand)
    except ValueError as error:
        raise FieldError(str(error), field="hand") from error
    if len(cards) != rules.hand_size:
        raise FieldError(
            f"a Bid Euchre hand is {rules.hand_size} cards, not {len(cards)}", field="hand"
        )
    try:
        rules.cards.check(cards)
    except ValueError as error:
        raise FieldError(str(error), field="hand") from error
    dealer = (SEAT - seat) % PLAYERS
    rest = [card for card in rules.cards.cards() if card not in set(cards)]
    seeded_random("bideuchre-bid-question", " ".join(map(str, cards))).shuffle(rest)
    size = rules.hand_size
    others = [rest[i * size : (i + 1) * size] for i in range(3)]
    hands = [cards, *others]
    state = GameState.from_deal(hands, dealer=dealer, rules=rules, scores=(score[0], score[1]))
    before = len(bids)
    if rules.auction is Auction.ONCE and before != seat - 1:
        if seat == 1:
            said = f"at seat 1 you bid first: give no bids before yours, not {before}"
        else:
            players = ("one player bids", "two players bid", "three players bid")[seat - 2]
            plural = "s" if seat > 2 else ""
            said = (
                f"at seat {seat} {players} before you, one bid each: give {seat - 1} "
                f"bid{plural} before yours, not {before}"
            )
        raise FieldError(said, field="bids")
    if before < seat - 1 or (before - (seat - 1)) % PLAYERS:
        raise FieldError(
            f"at seat {seat} the bids before yours come in rounds of four after the first "
            f"{seat - 1}: {before} cannot end at your turn",
            field="bids",
        )
    for text in bids:
        player = state.current_player
        if player is None or state.phase is not Phase.BIDDING:
            raise FieldError("the bidding was over before your turn", field="bids")
        action = parse_bid_text(text, player, rules)
        try:
            state = state.apply(action)
        except IllegalActionError as error:  # its reason, not whose turn the built game says
            raise FieldError(
                f"'{text}' could not be bid there: {error.reason}", field="bids"
            ) from error
    if state.current_player != SEAT:
        raise FieldError("the bidding was over before your turn", field="bids")
    return state.view(SEAT)


def _contract(view: View, action: Action) -> Contract | None:
    """The contract `action` makes ours, or for a pass the bid standing (None: nothing)."""
    if isinstance(action, Bid):
        return action.contract()
    return None if view.high is None else view.high.contract()


def _made(deal: SampledDeal, contract: Contract) -> bool:
    """Whether the bidders make `contract` on `deal`."""
    taken = deal.tricks(contract)
    if side_of(contract.bidder) != deal.side:
        taken = deal.view.rules.hand_size - taken
    return taken >= contract.tricks


def _make_chance(deals: Sequence[SampledDeal], contract: Contract | None) -> float:
    if contract is None:
        return 0.0
    return sum(_made(deal, contract) for deal in deals) / len(deals)


def _mean_tricks(deals: Sequence[SampledDeal], contract: Contract | None) -> float:
    if contract is None:
        return 0.0
    return statistics.fmean(deal.tricks(contract) for deal in deals)


def _gaps(values: Sequence[float], best: Sequence[float]) -> list[float]:
    """Deal by deal, how much better `values` did than `best` (0 or below, mostly)."""
    return [a - b for a, b in zip(values, best, strict=True)]


def _label(action: Action) -> str:
    if isinstance(action, Pass):
        return "Pass"
    assert isinstance(action, Bid)
    strain = strain_name(action.trump, action.low)
    if action.lone is not None:
        return f"{action.lone.label}, {strain} (alone)"
    return f"{NUMBER_WORDS[action.tricks].capitalize()}, {strain}"


def signed(points: float) -> str:
    """Points with their sign and a true minus: +0.22, −1.62."""
    return f"{points:+.2f}".replace("-", "\u2212")


def _key(question: Question) -> tuple[object, ...]:
    """What the deals depend on, so that two gradings of one question share them."""
    rules = sorted(question.rules.to_dict().items())
    return (" ".join(map(str, question.hand)), *question.bids, *question.score, *map(str, rules))
