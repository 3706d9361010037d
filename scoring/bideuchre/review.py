"""A review of one seat's play in a Bid Euchre game, from that seat's view alone, valued as the
expert level values its own choices, over more sampled deals of the unseen cards (fitting
the auction and the voids shown):

- each bid or pass: every sensible bid (and the one made) followed by the rest of the
  auction, bid by the strong rule-based player's rule, and the winning contract played out on
  the deals by fast table habits (scoring.bideuchre.bidding);
- the card laid away from the Benny's widow, the same way;
- each card played, with a choice: playouts early in the hand, double-dummy (every hand seen,
  which the review says) in the last tricks (scoring.bideuchre.card_play).

Values are the hand's points for the seat's side less the other side's. Every option is valued
on the same deals, SAMPLES at first and more until the verdict on the choice is settled
(scoring.review.sample_decision), at most CAP. Not graded: the exchange of a lone bid, which
the computers make by a fixed rule (the notes say so).
"""

from __future__ import annotations

from collections.abc import Iterable

from scoring.bideuchre.actions import Action, Bid, Discard, Exchange, Pass, Play
from scoring.bideuchre.bidding.values import auction_batches
from scoring.bideuchre.card_play import SOLVER_TRICKS, card_batches
from scoring.bideuchre.game import GameState, new_game
from scoring.bideuchre.view import View
from scoring.bideuchre.widow import discard_batches
from scoring.cards import Card
from scoring.engine import check_seat, seeded_random
from scoring.review import Decision, Review, placed, sample_decision, sampled_decision, turns
from scoring.tricks.seats import SEATS

GAME = "bideuchre"
SAMPLES = 48  # the first sampled deals a decision is valued over: three times the player's 16
CAP = 192  # the most: a choice still unsettled then is too close to call


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
        rng = seeded_random("bideuchre-review", state.seed, step)
        graded: Decision | None = None
        if isinstance(action, Pass | Bid):
            graded = bid_decision(view, action, rng.randrange(2**32))
        elif isinstance(action, Discard):
            graded = discard_decision(view, action.card, rng.randrange(2**32))
        elif isinstance(action, Play):
            graded = play_decision(view, action.card, rng.randrange(2**32))
        elif isinstance(action, Exchange):
            notes.append("The cards passed in a lone bid's exchange are not graded.")
        if graded is not None:
            decisions.append(placed(graded, before))
    return Review(GAME, seat, tuple(decisions), tuple(dict.fromkeys(notes)))


def bid_label(action: Action) -> str:
    if isinstance(action, Bid):
        return f"Bid {action.contract().words}"
    return "Pass"


def bid_decision(view: View, action: Pass | Bid, seed: int) -> Decision | None:
    """A bid or pass against every sensible bid, as the expert level values them; None with
    one choice."""
    if len(view.legal_actions) == 1:
        return None
    rng = seeded_random("bideuchre-review-bid", seed)
    chosen: Action = action
    batch = auction_batches(view, rng, include=[chosen])
    scored: dict[Action, list[float]] = sample_decision(batch, chosen, first=SAMPLES, cap=CAP)
    samples = {bid_label(a): points for a, points in scored.items()}
    high = "no bid yet" if view.high is None else f"the bid to beat is {view.high.contract().words}"
    said = f"Hand {view.hand_number + 1}, the bidding: {high}"
    basis = (
        "{deals} sampled deals of the cards you could not see, fitting the bidding, the "
        "players after you bidding as a strong rule-based player would and the contract "
        "played out by fast table habits (as the expert level bids); points for your side "
        "less theirs"
    )
    return sampled_decision(view.hand_number, "bid", said, bid_label(action), samples, basis)


def discard_decision(view: View, card: Card, seed: int) -> Decision:
    """The card laid away from the widow, against every other."""
    batch = discard_batches(view, seeded_random("bideuchre-review-widow", seed))
    taken = _same(card, batch(0))
    scored = sample_decision(batch, taken, first=SAMPLES, cap=CAP)
    samples = {f"Lay away {c.display}": points for c, points in scored.items()}
    said = f"Hand {view.hand_number + 1}: the widow taken up, lay one card away"
    basis = (
        "{deals} sampled deals of the cards you could not see, the hand played out by fast "
        "table habits for each card laid away; points for your side less theirs"
    )
    chosen = f"Lay away {taken.display}"
    return sampled_decision(view.hand_number, "widow", said, chosen, samples, basis)


def play_decision(view: View, card: Card, seed: int) -> Decision | None:
    """A card played against every other, as the sampling levels value them; None with one
    choice."""
    batch = card_batches(view, seeded_random("bideuchre-review-play", seed))
    options = batch(0)
    if len(options) == 1:
        return None
    taken = _same(card, options)
    scored = sample_decision(batch, taken, first=SAMPLES, cap=CAP)
    samples = {f"Play {c.display}": points for c, points in scored.items()}
    contract = view.contract
    assert contract is not None
    trick = view.trick
    plays = ", ".join(f"{SEATS[who]} {c.display}" for who, c in trick) or "you lead"
    said = f"Hand {view.hand_number + 1}, trick {sum(view.tricks) + 1}, {contract.words}: {plays}"
    how = (
        "each solved double-dummy (as if every hand were seen)"
        if len(view.hand) <= SOLVER_TRICKS
        else "each played out by fast table habits"
    )
    basis = (
        "{deals} sampled deals of the cards you could not see, fitting the bidding and the "
        f"voids shown, {how}, as the standard and expert levels play; points for your side "
        "less theirs"
    )
    chosen = f"Play {taken.display}"
    return sampled_decision(view.hand_number, "play", said, chosen, samples, basis)


def _same(card: Card, options: Iterable[Card]) -> Card:
    """The option that is `card` or its twin (of two identical cards, one is an option)."""
    return next(c for c in options if (c.rank, c.suit) == (card.rank, card.suit))
