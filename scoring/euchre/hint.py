"""Hints at a Euchre decision, from the seat's view alone, by the evaluators its review uses
(scoring.euchre.review): bids and the dealer's discard by the bidding drills' grader, cards by
sampled deals solved double-dummy. A discard after the other side ordered the dealer up (the
grader's model is the dealer's side calling) and a lone defence are valued by sampled deals
solved double-dummy too.
"""

from __future__ import annotations

import random
from collections.abc import Callable, Sequence

from scoring.cards import Card
from scoring.engine import seeded_random
from scoring.euchre.actions import Action, DefendAlone, Discard, Pass, Play
from scoring.euchre.bidding.grading import BidGrade, grade_discard, grade_situation
from scoring.euchre.bidding.policy import bid_action, situation_of
from scoring.euchre.bidding.reasons import explain
from scoring.euchre.events import Phase
from scoring.euchre.game import GameState
from scoring.euchre.knowledge import resample
from scoring.euchre.review import PLAY_BASIS, PLAY_CAP, PLAY_DEALS, play_samples, side_points
from scoring.euchre.rules import HAND_SIZE
from scoring.euchre.solver import double_dummy
from scoring.euchre.view import View
from scoring.hint import (
    Hint,
    HintOption,
    compared,
    decision_of,
    from_spreads,
    only_choice,
    sampled_hint,
)
from scoring.review import POINTS, PRECISION, WIN, WIN_PRECISION, Z95, sample_decision
from scoring.tricks.explain import play_note
from scoring.tricks.following import legal_plays
from scoring.tricks.pimc import batches
from scoring.tricks.seats import side_of
from scoring.tricks.trump import suit_of

__all__ = ["hint"]

POINTS_A_HAND = "points a hand"


def hint(state: GameState, seat: int, *, rng: random.Random | None = None) -> Hint[Action]:
    """Every option `seat` has now, best first, valued from its view alone (ValueError when
    it has no decision to make)."""
    legal, rng = decision_of(state, seat, "euchre", rng)
    view = state.view(seat)
    if view.phase in (Phase.HAND_OVER, Phase.OVER):
        return only_choice(legal[0], "Deal the next hand")
    seed = rng.randrange(2**32)
    if view.phase in (Phase.ORDER, Phase.NAME):
        return _bid_hint(view, seed)
    if view.phase is Phase.DISCARD:
        return _discard_hint(view, seed)
    if view.phase is Phase.DEFEND:
        return _defence_hint(view, seed)
    return _play_hint(view, seed)


def _bid_hint(view: View, seed: int) -> Hint[Action]:
    grade = grade_situation(situation_of(view), seed=seed)
    actions = {option.action: bid_action(view, option.action) for option in grade.options}
    return _from_grade(grade, actions)


def _discard_hint(view: View, seed: int) -> Hint[Action]:
    """The dealer's discard: by the bidding grader when the dealer's side made trump (its
    model), else by the hand solved double-dummy after each discard."""
    if view.maker is None or side_of(view.maker) != side_of(view.seat):
        return _solved_discard_hint(view, seed)
    side = view.seat % 2
    grade = grade_discard(
        tuple(c for c in view.hand if c != view.upcard),
        view.upcard,
        alone=view.alone and view.maker == view.seat,
        score=(view.scores[side], view.scores[1 - side]),
        rules=view.rules,
        seed=seed,
    )
    actions: dict[str, Action] = {
        o.action: Discard(view.seat, Card.parse(o.action.partition(":")[2])) for o in grade.options
    }
    return _from_grade(grade, actions)


def _from_grade(grade: BidGrade, actions: dict[str, Action]) -> Hint[Action]:
    """A hint from the bidding grader's grade: its values, intervals and reasons."""
    by_win = grade.basis == "win"
    values = {
        actions[o.action]: (
            (o.win_chance, (o.win_high - o.win_low) / (2 * Z95))
            if by_win
            else (o.points, (o.high - o.low) / (2 * Z95))
        )
        for o in grade.options
    }
    gaps = {actions[o.action]: (-o.diff_high, -o.diff_low) for o in grade.options}
    labels = {actions[o.action]: o.label for o in grade.options}
    said = explain(grade)
    reasons = {actions[v.action]: v.text for v in said.verdicts}
    reasons[actions[grade.best.action]] = said.in_short

    def reasons_for(options: Sequence[HintOption[Action]]) -> list[str]:
        return [reasons[o.action] for o in options]

    measure = (
        "your side's chance of winning the game after the hand"
        if by_win
        else "points a hand for your side less theirs"
    )
    basis = (
        f"{grade.deals} sampled deals of the cards you cannot see, each option played out by "
        f"players who see only their own cards (the bidding drills' grader); {measure}"
    )
    return from_spreads(
        values,
        gaps,
        labels,
        basis,
        reasons_for,
        measure=WIN if by_win else POINTS,
        deals=grade.deals,
        precision=WIN_PRECISION if by_win else PRECISION,
    )


def _play_hint(view: View, seed: int) -> Hint[Action]:
    """Each card, over sampled deals solved double-dummy, as the review values it."""
    values = play_samples(view, None, seed)
    if not values:  # one card follows suit (a renege, where allowed, is not offered)
        (card,) = legal_plays(view.hand, view.trick[0][1] if view.trick else None, view.trump)
        return only_choice(Play(view.seat, card), f"Play {card.display}")
    samples: dict[Action, list[float]] = {Play(view.seat, c): v for c, v in values.items()}
    labels = {a: f"Play {_card(a).display}" for a in samples}

    def reasons(options: Sequence[HintOption[Action]]) -> list[str]:
        notes = [play_note(_card(o.action), view.seat, view.trick, view.trump) for o in options]
        return compared(options, notes, POINTS_A_HAND)

    return sampled_hint(samples, labels, PLAY_BASIS, reasons)


def _card(action: Action) -> Card:
    assert isinstance(action, Play | Discard)
    return action.card


def _solved_discard_hint(view: View, seed: int) -> Hint[Action]:
    """The dealer's discard after the other side ordered it up: each card laid away, the hand
    then solved double-dummy over the same sampled deals."""
    options: list[Action] = [a for a in view.legal_actions if isinstance(a, Discard)]

    def notes(action: Action) -> str:
        assert isinstance(action, Discard)
        return _laid_away(view, _card(action))

    labels: dict[Action, str] = {a: f"Discard {_card(a).display}" for a in options}
    return _solved_hint(view, options, labels, notes, seed, "after each discard")


def _defence_hint(view: View, seed: int) -> Hint[Action]:
    """Whether to defend a lone hand alone: the hand solved double-dummy each way."""
    options = list(view.legal_actions)
    labels = {
        a: "Defend alone" if isinstance(a, DefendAlone) else "Pass: defend with partner"
        for a in options
    }
    return _solved_hint(view, options, labels, lambda a: "", seed, "each way")


def _solved_hint(
    view: View,
    options: Sequence[Action],
    labels: dict[Action, str],
    notes: Callable[[Action], str],
    seed: int,
    how: str,
) -> Hint[Action]:
    """Each option taken in the same sampled deals (the resampler's), and the hand then solved
    double-dummy, a partner still to say whether to defend alone passing."""
    side = side_of(view.seat)

    def evaluate(world: GameState) -> dict[Action, float]:
        found = {}
        for action in options:
            after = world.apply(action)
            while after.phase is Phase.DEFEND:
                assert after.current_player is not None
                after = after.apply(Pass(after.current_player))
            assert after.trump is not None and after.current_player is not None
            hands = [[] if s in after.out else list(h) for s, h in enumerate(after.hands)]
            taken = double_dummy(hands, after.trump, after.current_player)
            ours = taken if side_of(after.current_player) == side else HAND_SIZE - taken
            found[action] = side_points(after, side, ours)
        return found

    rng = seeded_random("euchre-hint-solved", seed)
    batch = batches(options, lambda r: resample(view, r), evaluate, rng)
    samples = sample_decision(batch, None, first=PLAY_DEALS, cap=PLAY_CAP)

    def reasons(found: Sequence[HintOption[Action]]) -> list[str]:
        return compared(found, [notes(o.action) for o in found], POINTS_A_HAND)

    basis = PLAY_BASIS.replace("as the standard player plays", how)
    return sampled_hint(samples, labels, basis, reasons)


def _laid_away(view: View, card: Card) -> str:
    """What laying `card` away gives up, when it is more than a card."""
    trump = view.trump
    suit = suit_of(card, trump)
    assert trump is not None and suit is not None
    if suit == trump:
        return "it gives up a trump"
    if not any(c != card and suit_of(c, trump) == suit for c in view.hand):
        return f"it leaves you out of {suit.noun}"
    return ""
