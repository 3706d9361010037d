"""The evaluation of a cribbage decision from the seat's view alone, one for the hint, the
coach, the review and the drills: the throw for the game (scoring.cribbage.throws), each play
by play_values (the expert's search of the play with two players, the standard look-ahead
with three or four), and the count with muggins from the hand itself.
"""

from __future__ import annotations

from collections.abc import Sequence

from scoring.cards import Card, Rank
from scoring.cribbage.actions import Action, Declare, Discard, Muggins, Pass, Play
from scoring.cribbage.events import Phase
from scoring.cribbage.hand import HandScore
from scoring.cribbage.play_notes import play_note
from scoring.cribbage.play_values import play_values, playable_ranks
from scoring.cribbage.players import own_score
from scoring.cribbage.show import breakdown
from scoring.cribbage.throws import table_of, throw_hint
from scoring.cribbage.view import View
from scoring.hint import Hint, HintOption, compared, exact_hint, only_choice, sampled_hint

__all__ = ["evaluate", "play_label"]


def evaluate(view: View) -> Hint[Action]:
    """Every option the view's seat has now, best first, valued from the view alone."""
    legal = list(view.legal_actions)
    if not legal:
        raise ValueError("you have no decision to make now")
    if view.phase is Phase.DISCARD:
        return _throw_hint(view)
    if view.phase is Phase.PEGGING and len(playable_ranks(view)) > 1:
        return _play_hint(view, legal)
    if view.phase is Phase.SHOW and view.claim is not None:
        return _muggins_hint(view, legal)
    if view.phase is Phase.SHOW and any(isinstance(a, Declare) for a in legal):
        return _count_hint(view, legal)
    action = legal[0]  # a go, one rank to play, a show without muggins, the next deal
    return only_choice(action, _said(action, view))


def _throw_hint(view: View) -> Hint[Action]:
    seat = view.seat

    def discard(thrown: tuple[Card, ...]) -> Action:
        return Discard(seat, thrown)

    return throw_hint(table_of(view)).mapped(discard)


def _play_hint(view: View, legal: Sequence[Action]) -> Hint[Action]:
    plays = [a for a in legal if isinstance(a, Play)]
    # One card a rank stands for it: two cards of a rank peg alike.
    by_rank: dict[int, Action] = {a.card.rank: a for a in reversed(plays)}
    found = play_values(view)
    labels = {by_rank[r]: play_label(view.hand, r) for r in found.values}
    same_as: dict[Action, Action] = {p: by_rank[p.card.rank] for p in plays}

    def reasons(hint: Hint[Action], options: Sequence[HintOption[Action]]) -> list[str]:
        notes = [play_note(view, _card(o.action)) for o in options]
        return compared(hint, options, notes, "points")

    if found.sampled:
        samples = {by_rank[r]: v for r, v in found.values.items()}
        return sampled_hint(
            samples, labels, found.basis, reasons, measure=found.measure, same_as=same_as
        )
    values = {by_rank[r]: v[0] for r, v in found.values.items()}
    return exact_hint(
        values, labels, found.basis, reasons, same_as, exact=False, measure=found.measure
    )


def play_label(hand: Sequence[Card], rank: int) -> str:
    """A play as a player says it: "Play 5♦", or "Play a five" holding two fives or more."""
    held = [card for card in hand if card.rank == rank]
    if len(held) == 1:
        return f"Play {held[0].display}"
    spoken = Rank(rank).spoken
    return f"Play {'an' if spoken[0] in 'ae' else 'a'} {spoken}"


def _card(action: Action) -> Card:
    assert isinstance(action, Play)
    return action.card


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
    labels: dict[Action, str] = {a: _said(a, view) for a in values}
    basis = (
        "The hand's true count; an undercount pegs only what you declare and an opponent may "
        "take the rest by muggins (an overcount pegs only the true count, with a correction)."
    )

    def reasons(_: Hint[Action], found: Sequence[HintOption[Action]]) -> list[str]:
        return [_count_reason(o, score) for o in found]

    return exact_hint(values, labels, basis, reasons, same_as)


def _count_reason(option: HintOption[Action], score: HandScore) -> str:
    assert isinstance(option.action, Declare)
    declared, total = option.action.points, score.total
    if declared == total:
        return f"{option.label}: {breakdown(score)}; {total} in all."
    return f"{option.label} misses {total - declared}: an opponent may call muggins and take them."


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
    labels: dict[Action, str] = {a: _said(a, view) for a in values}
    basis = "The points missed in the count you see, which a call takes (ACC rule 10.4)."

    def reasons(_: Hint[Action], found: Sequence[HintOption[Action]]) -> list[str]:
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


def _said(action: Action, view: View) -> str:
    if isinstance(action, Declare):
        return f"Declare {action.points}"
    if isinstance(action, Muggins):
        return "Call muggins" + ("" if action.points is None else f" for {action.points}")
    if isinstance(action, Play):
        return play_label(view.hand, action.card.rank)
    return {"go": "Say go", "show": "Count your hand", "pass": "Pass", "next_deal": "Deal"}.get(
        action.type, str(action)
    )
