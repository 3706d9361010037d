"""Hints at a cribbage decision, from the seat's view alone, by the evaluators its review uses
(scoring.cribbage.review): the throw by the exact discard analyzer, each play by the expert's
search (two players) or the standard look-ahead, and the count with muggins from the hand
itself. Every value is exact, so a hint has no interval to show.
"""

from __future__ import annotations

import random
from collections.abc import Sequence

from scoring.cribbage.actions import Action, Declare, Discard, Muggins, Pass, Play
from scoring.cribbage.discard import DiscardOption, analyze_discards
from scoring.cribbage.discard_strategy import our_crib
from scoring.cribbage.events import Phase
from scoring.cribbage.game import GameState
from scoring.cribbage.hand import HandScore
from scoring.cribbage.peg_strategy import peg_points
from scoring.cribbage.players import own_score
from scoring.cribbage.review import play_grades, winning_ranks
from scoring.cribbage.show import breakdown
from scoring.cribbage.view import View
from scoring.hint import Hint, HintOption, compared, decision_of, exact_hint, only_choice

__all__ = ["hint"]


def hint(state: GameState, seat: int, *, rng: random.Random | None = None) -> Hint[Action]:
    """Every option `seat` has now, best first, valued from its view alone (ValueError when
    it has no decision to make)."""
    legal, rng = decision_of(state, seat, "cribbage", rng)
    view = state.view(seat)
    if view.phase is Phase.DISCARD:
        return _throw_hint(view)
    if view.phase is Phase.PEGGING and any(isinstance(a, Play) for a in legal):
        return _play_hint(view, legal, rng)
    if view.phase is Phase.SHOW and view.claim is not None:
        return _muggins_hint(view, legal)
    if view.phase is Phase.SHOW and any(isinstance(a, Declare) for a in legal):
        return _count_hint(view, legal)
    (action,) = legal  # a go, a show without muggins, the next deal
    return only_choice(action, _said(action))


def _throw_hint(view: View) -> Hint[Action]:
    analysis = analyze_discards(view.hand, dealer=our_crib(view), players=view.players)
    options: dict[Action, DiscardOption] = {Discard(view.seat, o.thrown): o for o in analysis}
    values: dict[Action, float] = {a: float(o.net_ev) for a, o in options.items()}
    labels = {a: "Throw " + " ".join(c.display for c in o.thrown) for a, o in options.items()}
    whose = "your crib" if our_crib(view) else "the crib against you"
    basis = (
        f"The exact expected points of your hand {'plus' if our_crib(view) else 'less'} "
        f"{whose}: the hand over all {analysis.starters} starters, the crib over all "
        f"{analysis.crib_cases:,} ways the unseen cards can fill it."
    )

    def reasons(found: Sequence[HintOption[Action]]) -> list[str]:
        return [f"{o.label}: {options[o.action].reason}" for o in found]

    return exact_hint(values, labels, basis, reasons)


def _play_hint(view: View, legal: Sequence[Action], rng: random.Random) -> Hint[Action]:
    plays = [a for a in legal if isinstance(a, Play)]
    # One card a rank: two cards of a rank peg alike.
    by_rank: dict[int, Play] = {a.card.rank: a for a in reversed(plays)}
    winners = winning_ranks(view)
    if winners:  # a card pegs out: the game is won now, whatever the look-ahead says
        values: dict[Action, float] = {p: float(r in winners) for r, p in by_rank.items()}
        basis = "A card that pegs out wins the game now."
    else:
        found, basis = play_grades(view, rng)
        values = {by_rank[r]: value for r, value in found.items() if r in by_rank}
    labels: dict[Action, str] = {p: f"Play {p.card.display}" for p in by_rank.values()}
    pile = tuple(card.rank for card in view.pile)

    def notes(action: Action) -> str:
        assert isinstance(action, Play)
        pegged = peg_points(pile, action.card.rank)
        if action.card.rank in winners:
            return "it pegs out and wins the game"
        return f"it pegs {pegged} now" if pegged else ""

    def reasons(found: Sequence[HintOption[Action]]) -> list[str]:
        if winners:
            return [
                f"{o.label} pegs out and wins the game."
                if o.value
                else f"{o.label} does not peg out."
                for o in found
            ]
        return compared(found, [notes(o.action) for o in found], "points")

    same_as: dict[Action, Action] = {p: by_rank[p.card.rank] for p in plays}
    return exact_hint(values, labels, basis, reasons, same_as)


def _count_hint(view: View, legal: Sequence[Action]) -> Hint[Action]:
    """The count with muggins: the true score is best; an undercount pegs what it declares
    and leaves the rest to an opponent's muggins; an overcount pegs only the true score."""
    crib = view.crib if view.counting == (view.seat, True) else None
    score = own_score(view, crib)
    total = score.total
    right = Declare(view.seat, total)
    values: dict[Action, float] = {right: float(total)}
    same_as: dict[Action, Action] = {}
    for action in legal:  # an overcount pegs the true count: no choice, and not offered
        assert isinstance(action, Declare)
        if action.points < total:
            values[action] = float(action.points - (total - action.points))
        elif action.points > total:
            same_as[action] = right
    labels: dict[Action, str] = {a: _said(a) for a in values}
    basis = (
        "The hand's true count; an undercount pegs only what you declare and an opponent may "
        "take the rest by muggins (an overcount pegs only the true count, with a correction)."
    )

    def reasons(found: Sequence[HintOption[Action]]) -> list[str]:
        return [_count_reason(o, score) for o in found]

    return exact_hint(values, labels, basis, reasons, same_as)


def _count_reason(option: HintOption[Action], score: HandScore) -> str:
    assert isinstance(option.action, Declare)
    declared, total = option.action.points, score.total
    if declared == total:
        return f"{option.label}: {breakdown(score)}; {total} in all."
    assert declared < total
    if declared < total:
        return (
            f"{option.label} misses {total - declared}: an opponent may call muggins and take them."
        )
    return f"{option.label} is too many: only the true {total} pegs, with a correction."


def _muggins_hint(view: View, legal: Sequence[Action]) -> Hint[Action]:
    """An opponent's count, open to muggins: take what was missed, or pass."""
    claim = view.claim
    assert claim is not None
    missed = claim.missed
    values: dict[Action, float] = {}
    for action in legal:
        if isinstance(action, Pass):
            values[action] = 0.0
        elif isinstance(action, Muggins):
            asked = missed if action.points is None else action.points
            values[action] = float(min(asked, missed) if missed else -asked)
    labels: dict[Action, str] = {a: _said(a) for a in values}
    basis = "The points missed in the count you see, which a call takes (ACC rule 10.4)."

    def reasons(found: Sequence[HintOption[Action]]) -> list[str]:
        said = []
        for o in found:
            if isinstance(o.action, Pass):
                said.append("Pass: the points missed, if any, are lost to everyone.")
            elif not missed:
                said.append(f"{o.label}: the count is right, so the points called go to it.")
            else:
                said.append(f"{o.label}: {missed} were missed; a call takes up to what it names.")
        return said

    return exact_hint(values, labels, basis, reasons)


def _said(action: Action) -> str:
    if isinstance(action, Declare):
        return f"Declare {action.points}"
    if isinstance(action, Muggins):
        return "Call muggins" + ("" if action.points is None else f" for {action.points}")
    return {"go": "Say go", "show": "Count your hand", "pass": "Pass", "next_deal": "Deal"}.get(
        action.type, str(action)
    )
