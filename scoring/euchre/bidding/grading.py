"""Grading a bid by playing the hand out: every legal option measured over the same deals.

For each deal of the cards the bidder cannot see (consistent with the passes before them:
scoring.euchre.knowledge's auction-aware sampling), every option is played out by the table
player (bidding.rollout), which sees only its own seat at every later decision. The same deals
serve every option (common random numbers), so the differences between options are measured
far more precisely than the options themselves. Deals are added in batches until every
option's verdict against the best is settled (scoring.settling.unsettled), or `max_deals`
are played. Everything random comes from `seed` and the situation: a grading replays exactly,
and the same question gets the same deals wherever it is asked (a drill, the analyzer, the
hint at a table, the review).

Each option gets its mean points per hand (our side minus theirs), a 95% interval, the chance
of winning the game after the hand (bidding.winning's table), and how its deals turned out.
Options are ranked by points, or by the chance of winning when the score makes the two differ
(either side within a lone hand's 4 points of the target).
"""

from __future__ import annotations

import math
from collections import Counter
from collections.abc import Callable, Sequence
from dataclasses import dataclass

from scoring.cards import Card, Suit, euchre_deck
from scoring.engine import seeded_random
from scoring.euchre.actions import Pass
from scoring.euchre.bidding.rollout import Call, Result, play_out
from scoring.euchre.bidding.situation import Situation, option_label, read_situation
from scoring.euchre.bidding.table import INDEX, SUIT_INDEX, numbers_of
from scoring.euchre.bidding.winning import win_chance
from scoring.euchre.game import GameState
from scoring.euchre.knowledge import sample_auction
from scoring.euchre.options import AllPass, OpeningLead, Rules
from scoring.settling import unsettled
from scoring.verdicts import BEST, ERRORS, POINTS, PRECISION, WIN, WIN_PRECISION, Z95, judge

__all__ = [
    "BidGrade",
    "OptionGrade",
    "Tally",
    "grade_bid",
    "grade_discard",
    "grade_options",
    "grade_situation",
]

# PRECISION (points) and WIN_PRECISION (chance of winning): the default half-width of the
# interval on a loss that settles "as good" (scoring.verdicts).
BATCH = 100
MIN_DEALS = 200
MAX_DEALS = 2000
LONE_HAND = 4  # a side this close to the target could win with one lone hand


@dataclass(frozen=True, slots=True)
class Tally:
    """How some of an option's deals ended: `text` ("we took 3 or 4 tricks"), how many deals,
    and what each scored for our side (negative: for theirs)."""

    text: str
    deals: int
    points: int


@dataclass(frozen=True, slots=True)
class OptionGrade:
    """One option measured: mean points per hand (ours minus theirs) with a 95% interval, the
    chance of winning the game after the hand, and the difference to the best option (by the
    grading's basis) with its interval; 0 for the best itself."""

    action: str
    label: str
    points: float
    low: float
    high: float
    win_chance: float
    win_low: float
    win_high: float
    diff: float
    diff_low: float
    diff_high: float
    outcomes: tuple[Tally, ...]


@dataclass(frozen=True, slots=True)
class BidGrade:
    """A graded bidding question: the options best first, whether the best two are too close
    to tell apart (`close`), what they were ranked by ("points" or "win"), and the method."""

    situation: Situation
    options: tuple[OptionGrade, ...]
    close: bool
    basis: str
    deals: int
    seed: int

    @property
    def best(self) -> OptionGrade:
        return self.options[0]

    def option(self, action: str) -> OptionGrade:
        for option in self.options:
            if option.action == action:
                return option
        choices = ", ".join(o.action for o in self.options)
        raise ValueError(f"{action!r} is not one of the options here: {choices}")

    def verdict(self, action: str) -> str:
        """The verdict on choosing `action`, as a review gives it (scoring.review.judge):
        "best", "as good", "mistake", or "unclear" when the deals played could not settle it."""
        option = self.option(action)
        if option is self.best:
            return BEST
        measure = WIN if self.basis == "win" else POINTS
        return judge(max(0.0, -option.diff), -option.diff_high, -option.diff_low, None, measure)

    def acceptable(self, action: str) -> bool:
        """Not a sure loss: the best option, or one the deals cannot tell from it."""
        return self.verdict(action) not in ERRORS


def grade_bid(
    hand: str | Sequence[Card | str],
    upcard: str | Card,
    *,
    seat: int,
    round: int,
    score: tuple[int, int] | Sequence[int] = (0, 0),
    rules: Rules | None = None,
    seed: int = 0,
    precision: float | None = None,
    max_deals: int = MAX_DEALS,
) -> BidGrade:
    """Grade every legal bid for `hand` at `seat` (1 = dealer's left ... 4 = dealer) in `round`
    with `upcard` turned up (round two: turned down), everyone before having passed."""
    situation = read_situation(hand, upcard, seat=seat, round=round, score=score, rules=rules)
    return grade_situation(situation, seed=seed, precision=precision, max_deals=max_deals)


def basis_of(situation: Situation) -> str:
    """Rank by points, or by the chance of winning the game when the score is near the end."""
    target = situation.rules.game_to
    near = max(situation.score) >= target - LONE_HAND
    return "win" if near else "points"


def grade_situation(
    situation: Situation,
    *,
    seed: int = 0,
    precision: float | None = None,
    max_deals: int = MAX_DEALS,
) -> BidGrade:
    """grade_bid() for a Situation already read."""
    choices = [
        _Choice(option, option_label(option, situation), _call(option, situation), None)
        for option in situation.options()
    ]
    return _grade(situation, choices, seed, precision, max_deals)


def grade_options(
    situation: Situation,
    options: Sequence[str] | None,
    player: Player,
    *,
    seed: int,
    precision: float | None,
    min_deals: int,
    max_deals: int,
    batch: int,
) -> BidGrade:
    """grade_situation() with `player` playing each hand out after the bid instead of the
    table player, on `batch` deals at a time from `min_deals` to `max_deals`, dropping an
    option once it is clearly worse than the leader and stopping when one is left; `options`
    limits it to some of the legal options (None: every one). The reference grade is one
    (scoring.euchre.bidding.reference)."""
    choices = [
        _Choice(option, option_label(option, situation), _call(option, situation), None)
        for option in situation.options()
        if options is None or option in options
    ]
    return _grade(
        situation, choices, seed, precision, max_deals, player, batch=batch, min_deals=min_deals
    )


def grade_discard(
    hand: str | Sequence[Card | str],
    upcard: str | Card,
    *,
    alone: bool = False,
    score: tuple[int, int] | Sequence[int] = (0, 0),
    rules: Rules | None = None,
    seed: int = 0,
    precision: float | None = None,
    max_deals: int = MAX_DEALS,
) -> BidGrade:
    """The dealer's follow-up: having picked `upcard` up (alone or not) after three passes,
    which of the six cards to lay away. Options are "discard:9D", one per card, measured like
    grade_bid's."""
    situation = read_situation(hand, upcard, seat=4, round=1, score=score, rules=rules)
    call = _call("order_alone" if alone else "order", situation)
    six = sorted([*situation.hand, situation.upcard])
    choices = [_Choice(f"discard:{card}", f"Discard {card.display}", call, card) for card in six]
    return _grade(situation, choices, seed, precision, max_deals)


# Plays a hand out after a call instead of the table player: (situation, world, call, our
# discard, a key to seed its choices) -> how the hand ended.
Player = Callable[
    [Situation, Sequence[Sequence[int]], Call, "int | None", Sequence[object]], Result
]


@dataclass(frozen=True, slots=True)
class _Choice:
    action: str
    label: str
    call: Call
    discard: Card | None


def _grade(
    situation: Situation,
    choices: Sequence[_Choice],
    seed: int,
    precision: float | None,
    max_deals: int,
    player: Player | None = None,
    *,
    batch: int = BATCH,
    min_deals: int = MIN_DEALS,
) -> BidGrade:
    basis = basis_of(situation)
    measure = WIN if basis == "win" else POINTS
    if precision is None:
        precision = WIN_PRECISION if basis == "win" else PRECISION
    count = len(choices)
    table = _Table(situation, player)
    rng = seeded_random("euchre-bid-grade", seed, *situation_key(situation))
    view = _start_state(situation).view(0)
    points: list[list[int]] = [[] for _ in choices]
    wins: list[list[float]] = [[] for _ in choices]
    outcomes: list[Counter[tuple[str, int]]] = [Counter() for _ in choices]
    forced = [None if c.discard is None else INDEX[c.discard] for c in choices]
    active = list(range(count))  # the options still being played (the reference drops
    deals = 0  # those clearly worse than the leader; the fast grader plays every one)
    while True:
        for _ in range(batch):
            world = [numbers_of(hand) for hand in sample_auction(view, rng)]
            for i in active:
                result = table.play(world, choices[i].call, forced[i], (seed, deals))
                ours, theirs = result.points
                points[i].append(ours - theirs)
                wins[i].append(table.win_after(result))
                outcomes[i][_describe(result)] += 1
            deals += 1
        if count == 1 or deals >= max_deals:
            break
        if deals >= min_deals:
            values = wins if basis == "win" else points
            order = sorted(active, key=lambda i: -_mean(values[i]))
            if player is not None:
                leader = values[order[0]]
                active = [
                    i
                    for i in order
                    if _mean(gap := _differences(leader, values[i])) <= _half_width(gap)
                ]
                if len(active) == 1:
                    break
            elif not unsettled({i: values[i] for i in active}, precision, measure):
                break
    values = wins if basis == "win" else points
    order = sorted(range(count), key=lambda i: (-_mean(values[i]), i))
    best = order[0]
    graded = []
    for i in order:
        mean, half = _mean(points[i]), _half_width(points[i])
        win, win_half = _mean(wins[i]), _half_width(wins[i])
        gap = _differences(values[i], values[best])
        diff, diff_half = _mean(gap), _half_width(gap)
        graded.append(
            OptionGrade(
                action=choices[i].action,
                label=choices[i].label,
                points=mean,
                low=mean - half,
                high=mean + half,
                win_chance=win,
                win_low=max(0.0, win - win_half),
                win_high=min(1.0, win + win_half),
                diff=diff,
                diff_low=diff - diff_half,
                diff_high=diff + diff_half,
                outcomes=tuple(
                    Tally(text, deals, value)
                    for (text, value), deals in sorted(
                        outcomes[i].items(), key=lambda item: (-item[1], item[0])
                    )
                ),
            )
        )
    close = len(graded) > 1 and graded[1].diff_high >= 0
    return BidGrade(situation, tuple(graded), close, basis, deals, seed)


def situation_key(situation: Situation) -> tuple[object, ...]:
    """What the deals depend on, so that two gradings of one question share them: the whole
    question, score and house rules included."""
    return (
        " ".join(map(str, situation.hand)),
        str(situation.upcard),
        situation.seat,
        situation.round,
        *situation.score,
        *(f"{k}={v}" for k, v in sorted(situation.rules.to_dict().items())),
    )


class _Table:
    """The situation in the rollout's terms: our seat is 0, the dealer (0 - seat) % 4."""

    def __init__(self, situation: Situation, player: Player | None = None) -> None:
        self.situation = situation
        self.player = player
        self.dealer = (0 - situation.seat) % 4
        self.upcard = INDEX[situation.upcard]
        rules = situation.rules
        self.stick = rules.all_pass is AllPass.STICK_THE_DEALER
        self.defend_alone = rules.defend_alone
        self.maker_leads = rules.opening_lead is OpeningLead.MAKER_LEFT
        self.target = rules.game_to
        self.we_deal_next = situation.we_deal_next
        self.rules = rules

    def play(
        self, world: list[list[int]], call: Call, discard: int | None, key: Sequence[object]
    ) -> Result:
        if self.player is not None:
            return self.player(self.situation, world, call, discard, key)
        return play_out(
            world,
            self.upcard,
            self.dealer,
            round=self.situation.round,
            turn=0,
            call=call,
            stick=self.stick,
            defend_alone=self.defend_alone,
            maker_leads=self.maker_leads,
            discard=discard,
        )

    def win_after(self, result: Result) -> float:
        ours = self.situation.score[0] + result.points[0]
        theirs = self.situation.score[1] + result.points[1]
        if ours >= self.target:
            return 1.0
        if theirs >= self.target:
            return 0.0
        return win_chance(ours, theirs, we_deal=self.we_deal_next, rules=self.rules)


def _call(option: str, situation: Situation) -> Call:
    if option == "pass":
        return Call(None)
    kind, _, suit = option.partition(":")
    alone = kind.endswith("alone")
    trump = situation.upcard.suit if kind.startswith("order") else Suit.parse(suit)
    return Call(SUIT_INDEX[trump], alone)


def _describe(result: Result) -> tuple[str, int]:
    """A deal's outcome in words from our side's view, with its points for us."""
    ours, theirs = result.points
    value = ours - theirs
    if result.maker is None:
        return "thrown in: no one made trump", 0
    we_made = result.maker % 2 == 0
    who = "we" if we_made else "they"
    if result.maker == 0:
        who = "you"
    elif result.maker == 2:
        who = "your partner"
    alone = " alone" if result.alone else ""
    if result.tricks == 5:
        what = f"{who} made it{alone} and took all 5 tricks"
    elif result.tricks >= 3:
        what = f"{who} made it{alone} with {result.tricks} tricks"
    else:
        what = (
            f"{who} called{alone} and were euchred"
            if who != "you"
            else f"you called{alone} and were euchred"
        )
        if who == "your partner":
            what = f"your partner called{alone} and was euchred"
    if result.defender_alone and result.tricks < 3:
        what += " by a lone defender"
    return what, value


def _start_state(situation: Situation) -> GameState:
    """A game at the question's turn, for the sampler: our seat 0 holds the hand; the other
    hands are placeholders (the sampler deals them again from what seat 0 can see)."""
    dealer = (0 - situation.seat) % 4
    rest = [c for c in euchre_deck() if c not in situation.hand and c != situation.upcard]
    hands: list[list[Card]] = [list(situation.hand)]
    for _ in range(3):
        hands.append(rest[:5])
        rest = rest[5:]
    order = [(dealer + 1 + k) % 4 for k in range(4)]  # seat 0 gets the hand wherever it sits
    seated: list[list[Card]] = [[] for _ in range(4)]
    others = iter(hands[1:])
    for seat in order:
        seated[seat] = hands[0] if seat == 0 else next(others)
    state = GameState.from_deal(
        seated,
        [situation.upcard, *rest[:3]],
        dealer=dealer,
        rules=situation.rules,
        scores=situation.score,
    )
    passes = situation.passes_before + (4 if situation.round == 2 else 0)
    for _ in range(passes):
        turn = state.current_player
        assert turn is not None
        state = state.apply(Pass(turn))
    return state


def _mean(values: Sequence[float]) -> float:
    return math.fsum(values) / len(values)


def _half_width(values: Sequence[float]) -> float:
    n = len(values)
    if n < 2:
        return math.inf
    mean = _mean(values)
    variance = math.fsum((v - mean) ** 2 for v in values) / (n - 1)
    return Z95 * math.sqrt(variance / n)


def _differences(a: Sequence[float], b: Sequence[float]) -> list[float]:
    """Deal by deal, over the deals both were played on (the first ones)."""
    return [x - y for x, y in zip(a, b, strict=False)]
