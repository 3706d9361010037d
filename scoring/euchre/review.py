"""A review of one seat's play in a Euchre game, from that seat's view alone:

- each bid (order up, pick up, call, alone, pass) by the bidding drills' grader
  (scoring.euchre.bidding): every option played out over sampled deals by players who see only
  their own cards, in points a hand with a 95% interval (near the end of the game, in the
  chance of winning it);
- the dealer's discard, when the dealer's side made trump, by the same grader;
- each card played, with a choice of cards, as the standard player values it: sampled deals of
  the unseen cards, each solved double-dummy (every hand seen, which the review says), in the
  hand's points for the seat's side less the other's.

Every option is valued on the same deals, and deals are added until the verdict on the choice
is settled (scoring.review.sample_decision), up to a cap.

Not graded: a lone defence and a farmer's hand (the review's notes say so).
"""

from __future__ import annotations

from scoring.cards import Card
from scoring.engine import check_seat, seeded_random
from scoring.euchre.actions import Action, Discard, NameTrump, OrderUp, Pass, Play
from scoring.euchre.bidding.grading import BidGrade, grade_discard, grade_situation
from scoring.euchre.bidding.policy import situation_of
from scoring.euchre.events import Phase
from scoring.euchre.game import GameState, new_game
from scoring.euchre.knowledge import sample_world
from scoring.euchre.rules import HAND_SIZE, LONE_DEFENCE_EUCHRE, hand_points
from scoring.euchre.solver import card_values
from scoring.euchre.view import View
from scoring.review import (
    POINTS,
    PRECISION,
    WIN,
    WIN_PRECISION,
    Z95,
    Decision,
    Review,
    decision,
    placed,
    sample_decision,
    sampled_decision,
    turns,
)
from scoring.tricks.following import legal_plays
from scoring.tricks.pimc import batches
from scoring.tricks.seats import SEATS, side_of

GAME = "euchre"
PLAY_DEALS = 48  # the first sampled deals a card is valued over (the player takes 20)
PLAY_CAP = 384  # the most: a choice still unsettled then is too close to call
BID_DEALS = 1600  # the most deals the grader plays a bid out over (it stops when settled)


def review_game(state: GameState, seat: int, *, hand: int | None = None) -> Review:
    """`seat`'s decisions in the game so far (or in hand number `hand`, from 0), graded.

    Raises ValueError when the game does not replay from its seed (a prearranged deal)."""
    check_seat(seat, 4)
    decisions: list[Decision] = []
    notes: list[str] = []
    for step, (before, action) in enumerate(turns(state, new_game, seat)):
        if hand not in (None, before.hand_number):
            continue
        view = before.view(seat)
        seed = seeded_random("euchre-review", state.seed, step).randrange(2**32)
        if isinstance(action, Pass | OrderUp | NameTrump) and view.phase in (
            Phase.ORDER,
            Phase.NAME,
        ):
            decisions.append(placed(bid_decision(view, action, seed), before))
        elif isinstance(action, Discard):
            graded = discard_decision(view, action.card, seed)
            if graded is None:
                notes.append("A discard after the other side ordered you up is not graded.")
            else:
                decisions.append(placed(graded, before))
        elif isinstance(action, Play):
            graded = play_decision(view, action.card, seed)
            if graded is not None:
                decisions.append(placed(graded, before))
        elif view.phase is Phase.DEFEND:
            notes.append("Whether to defend alone is not graded.")
    return Review(GAME, seat, tuple(decisions), tuple(dict.fromkeys(notes)))


def _bid_option(action: Action) -> str:
    """The grader's name for a bid: "pass", "order", "order_alone", "call:S", "call_alone:S"."""
    if isinstance(action, OrderUp):
        return "order_alone" if action.alone else "order"
    if isinstance(action, NameTrump):
        return f"{'call_alone' if action.alone else 'call'}:{action.suit.value}"
    return "pass"


def _from_grade(grade: BidGrade, hand: int, kind: str, situation: str, chosen: str) -> Decision:
    by_win = grade.basis == "win"
    values = {
        option.label: (
            (option.win_chance, (option.win_high - option.win_low) / (2 * Z95))
            if by_win
            else (option.points, (option.high - option.low) / (2 * Z95))
        )
        for option in grade.options
    }
    taken = grade.option(chosen)
    measure = (
        "your chance of winning the game after the hand"
        if by_win
        else "points a hand for your side less theirs"
    )
    basis = (
        f"{grade.deals} sampled deals of the cards you could not see, each option played out "
        f"by players who see only their own cards (the bidding drills' grader); {measure}"
    )
    return decision(
        hand,
        kind,
        situation,
        taken.label,
        values,
        basis,
        gap=(-taken.diff_high, -taken.diff_low),
        deals=grade.deals,
        precision=WIN_PRECISION if by_win else PRECISION,
        measure=WIN if by_win else POINTS,
    )


def bid_decision(view: View, action: Action, seed: int) -> Decision:
    """A bid, graded as the bidding drills grade it."""
    situation = situation_of(view)
    chosen = _bid_option(action)
    grade = grade_situation(situation, seed=seed, max_deals=BID_DEALS, chosen=chosen)
    turn = ("you bid first", "you bid second", "you bid third", "you deal")[situation.seat - 1]
    kind = "up-card" if situation.round == 1 else "turned down"
    said = (
        f"Hand {view.hand_number + 1}, round {('one', 'two')[situation.round - 1]}, {turn}: "
        f"{kind} {view.upcard.display}"
    )
    return _from_grade(grade, view.hand_number, "bid", said, chosen)


def discard_decision(view: View, card: Card, seed: int) -> Decision | None:
    """The dealer's discard, when the dealer's side made trump (else None: the grader's
    model is the dealer's side calling)."""
    if view.maker is None or side_of(view.maker) != side_of(view.seat):
        return None
    six = view.hand
    hand = tuple(c for c in six if c != view.upcard)
    if len(hand) != HAND_SIZE:
        return None
    side = view.seat % 2
    grade = grade_discard(
        hand,
        view.upcard,
        alone=view.alone and view.maker == view.seat,
        score=(view.scores[side], view.scores[1 - side]),
        rules=view.rules,
        seed=seed,
        max_deals=BID_DEALS,
        chosen=f"discard:{card}",
    )
    said = f"Hand {view.hand_number + 1}: you picked up {view.upcard.display}; lay one card away"
    return _from_grade(grade, view.hand_number, "discard", said, f"discard:{card}")


def play_decision(view: View, card: Card, seed: int) -> Decision | None:
    """A card played, valued over sampled deals solved double-dummy; None with one choice."""
    values = play_samples(view, card, seed)
    if len(values) < 2:
        return None
    samples = {f"Play {c.display}": found for c, found in values.items()}
    trump, trick = view.trump, view.trick
    assert trump is not None
    led = (
        "you lead"
        if not trick
        else f"{SEATS[trick[0][0]]} led {trick[0][1].display}"
        + (f", {SEATS[trick[-1][0]]} last played {trick[-1][1].display}" if len(trick) > 1 else "")
    )
    number = sum(view.tricks) + 1
    said = f"Hand {view.hand_number + 1}, trick {number}, {trump.noun} trump: {led}"
    return sampled_decision(
        view.hand_number, "play", said, f"Play {card.display}", samples, PLAY_BASIS
    )


PLAY_BASIS = (
    "{deals} sampled deals of the cards you could not see, each solved double-dummy "
    "(as if every hand were seen), as the standard player plays; the hand's points for "
    "your side less theirs"
)


def play_samples(view: View, card: Card | None, seed: int) -> dict[Card, list[float]]:
    """Each card `view`'s seat may play, valued in each of the same sampled deals solved
    double-dummy (the hand's points for its side less the other's), sampled until the verdict
    on `card` is settled (on the leader's, with `card` None); {} with one choice."""
    trump = view.trump
    assert trump is not None and view.maker is not None
    trick = view.trick
    legal = legal_plays(view.hand, trick[0][1] if trick else None, trump)
    if len(legal) == 1:
        return {}
    side = side_of(view.seat)
    rng = seeded_random("euchre-review-play", seed)

    def evaluate(world: list[list[Card]]) -> dict[Card, float]:
        return {
            c: side_points(view, side, view.tricks[side] + taken)
            for c, taken in card_values(world, trump, view.seat, trick).items()
        }

    batch = batches(legal, lambda r: sample_world(view, r), evaluate, rng)
    return sample_decision(batch, card, first=PLAY_DEALS, cap=PLAY_CAP)


def side_points(table: View | GameState, side: int, ours: int) -> float:
    """The hand's points for `side` less the other side's when `side` takes `ours` of its
    tricks, with the maker, a lone hand and a lone defence as `table` (a view or a state)
    has them."""
    assert table.maker is not None
    makers = side_of(table.maker)
    maker_tricks = ours if side == makers else HAND_SIZE - ours
    maker_points, defender_points = hand_points(maker_tricks, table.alone)
    if defender_points and table.defender_alone is not None:
        defender_points = LONE_DEFENCE_EUCHRE
    mine = maker_points if side == makers else defender_points
    theirs = defender_points if side == makers else maker_points
    return float(mine - theirs)


__all__ = [
    "bid_decision",
    "discard_decision",
    "play_decision",
    "play_samples",
    "review_game",
    "side_points",
]
