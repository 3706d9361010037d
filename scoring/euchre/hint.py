"""The evaluation of a Euchre decision from the seat's view alone, one for the hint, the
coach, the review and the drills: bids and the dealer's discard by the bidding drills' grader
(the same question gets the same deals in a drill and at a table), cards by sampled deals
solved double-dummy. A discard after the other side ordered the dealer up (the grader's model
is the dealer's side calling) and a lone defence are valued by sampled deals solved
double-dummy too. Every sampled evaluation draws from the position's own random source.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence

from scoring.cards import Card, euchre_deck
from scoring.engine import seeded_random
from scoring.euchre.actions import Action, DefendAlone, Discard, Pass, Play
from scoring.euchre.bidding.grading import BidGrade, grade_discard, grade_situation
from scoring.euchre.bidding.policy import bid_action, situation_of
from scoring.euchre.bidding.reasons import explain
from scoring.euchre.events import Phase
from scoring.euchre.game import GameState
from scoring.euchre.knowledge import resample
from scoring.euchre.play_values import PLAY_BASIS, PLAY_CAP, PLAY_DEALS, play_deals, side_points
from scoring.euchre.rules import HAND_SIZE, LONE_DEFENCE_EUCHRE
from scoring.euchre.solver import double_dummy
from scoring.euchre.view import View
from scoring.hint import Hint, HintOption, compared, from_spreads, only_choice, sampled_hint
from scoring.position import position_random, view_digest
from scoring.settling import sample_options
from scoring.tricks.explain import Seen, card_note, laid_away_note, tricks_note
from scoring.tricks.following import legal_plays
from scoring.tricks.pimc import batches
from scoring.tricks.seats import side_of
from scoring.verdicts import POINTS, PRECISION, WIN, WIN_PRECISION, Z95

__all__ = ["GRADE_SEED", "evaluate"]

POINTS_A_HAND = "points a hand"
GRADE_SEED = 0  # the drills' and the analyzer's: with the question, the grader's deals
MAJORITY = HAND_SIZE // 2 + 1  # tricks that make the hand, or euchre the makers


def evaluate(view: View) -> Hint[Action]:
    """Every option the view's seat has now, best first, valued from the view alone."""
    legal = list(view.legal_actions)
    if not legal:
        raise ValueError("you have no decision to make now")
    if view.phase in (Phase.HAND_OVER, Phase.OVER):
        return only_choice(legal[0], "Deal the next hand")
    if view.phase in (Phase.ORDER, Phase.NAME):
        return _bid_hint(view)
    seed = position_random("euchre", view_digest(view)).randrange(2**32)
    if view.phase is Phase.DISCARD:
        return _discard_hint(view, seed)
    if view.phase is Phase.DEFEND:
        return _defence_hint(view, seed)
    return _play_hint(view, seed)


def _bid_hint(view: View) -> Hint[Action]:
    """The bid, graded as the drills grade the same question (its deals drawn from the
    question itself)."""
    grade = grade_situation(situation_of(view), seed=GRADE_SEED)
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
        seed=GRADE_SEED,
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

    def reasons_for(_: Hint[Action], options: Sequence[HintOption[Action]]) -> list[str]:
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
    """Each card, over sampled deals solved double-dummy, as the review values it; the words
    say what the card does at the table and the tricks the side takes after it."""
    deals = play_deals(view, seed)
    if not deals.points:  # one card follows suit (a renege, where allowed, is not offered)
        (card,) = legal_plays(view.hand, view.trick[0][1] if view.trick else None, view.trump)
        return only_choice(Play(view.seat, card), f"Play {card.display}")
    samples: dict[Action, list[float]] = {Play(view.seat, c): v for c, v in deals.points.items()}
    labels = {a: f"Play {_card(a).display}" for a in samples}
    seen = _seen(view)

    def reasons(hint: Hint[Action], options: Sequence[HintOption[Action]]) -> list[str]:
        notes = [
            _and_tricks(view, card_note(seen, card), deals.tricks[card])
            for card in (_card(o.action) for o in options)
        ]
        return compared(hint, options, notes, POINTS_A_HAND)

    return sampled_hint(samples, labels, PLAY_BASIS, reasons)


def _seen(view: View) -> Seen:
    """What the view's seat sees of the cards, for the words of a hint."""
    assert view.maker is not None
    played = frozenset(card for _, card in view.played)
    gone = {*view.hand, *played, *view.known_kitty}
    return Seen(
        seat=view.seat,
        hand=view.hand,
        trick=view.trick,
        trump=view.trump,
        outstanding=frozenset(c for c in euchre_deck() if c not in gone),
        makers=side_of(view.maker),
        played=played,
        out=view.out,
        voids=view.voids,
    )


def _and_tricks(view: View, note: str, tricks: Sequence[int]) -> str:
    """`note`, then the tricks the seat's side takes on average and how often that makes the
    hand (makers) or euchres it (defenders)."""
    assert view.maker is not None
    making = side_of(view.maker) == side_of(view.seat)
    said = tricks_note(tricks, HAND_SIZE, MAJORITY, "making it" if making else "a euchre")
    return f"{note}; {said}" if note and said else note or said


def _card(action: Action) -> Card:
    assert isinstance(action, Play | Discard)
    return action.card


def _solved_discard_hint(view: View, seed: int) -> Hint[Action]:
    """The dealer's discard after the other side ordered it up: each card laid away, the hand
    then solved double-dummy over the same sampled deals."""
    options: list[Action] = [a for a in view.legal_actions if isinstance(a, Discard)]
    labels: dict[Action, str] = {a: f"Discard {_card(a).display}" for a in options}

    def notes(action: Action, tricks: Sequence[int], _: Mapping[Action, list[int]]) -> str:
        return _and_tricks(view, _laid_away(view, _card(action)), tricks)

    return _solved_hint(view, options, labels, notes, seed, "after each discard")


def _defence_hint(view: View, seed: int) -> Hint[Action]:
    """Whether to defend a lone hand alone: the hand solved double-dummy each way."""
    options = list(view.legal_actions)
    labels = {
        a: "Defend alone" if isinstance(a, DefendAlone) else "Pass: defend with partner"
        for a in options
    }

    def notes(action: Action, tricks: Sequence[int], every: Mapping[Action, list[int]]) -> str:
        other = next((a for a in every if a != action), None)
        return _euchres(action, tricks, None if other is None else every[other])

    return _solved_hint(view, options, labels, notes, seed, "each way")


# notes(option, the tricks the seat's side takes after it deal by deal, every option's tricks)
Notes = Callable[[Action, Sequence[int], Mapping[Action, list[int]]], str]


def _solved_hint(
    view: View,
    options: Sequence[Action],
    labels: dict[Action, str],
    notes: Notes,
    seed: int,
    how: str,
) -> Hint[Action]:
    """Each option taken in the same sampled deals (the resampler's), and the hand then solved
    double-dummy, a partner still to say whether to defend alone passing."""
    side = side_of(view.seat)
    taken_by: dict[Action, list[int]] = {action: [] for action in options}

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
            taken_by[action].append(ours)
            found[action] = side_points(after, side, ours)
        return found

    rng = seeded_random("euchre-hint-solved", seed)
    batch = batches(options, lambda r: resample(view, r), evaluate, rng)
    samples = sample_options(batch, first=PLAY_DEALS, cap=PLAY_CAP)
    tricks = {action: taken_by[action] for action in samples}

    def reasons(hint: Hint[Action], found: Sequence[HintOption[Action]]) -> list[str]:
        said = [notes(o.action, tricks[o.action], tricks) for o in found]
        return compared(hint, found, said, POINTS_A_HAND)

    basis = PLAY_BASIS.replace("as the standard player plays", how)
    return sampled_hint(samples, labels, basis, reasons)


def _euchres(action: Action, tricks: Sequence[int], other: Sequence[int] | None) -> str:
    """How often defending alone (or with partner) euchres the makers, against the other way:
    "euchres them on 40% of the deals, against 35% with partner"."""
    alone = isinstance(action, DefendAlone)
    other_way = "with partner" if alone else "alone"
    share = _share(tricks)
    said = f"euchres them on {share:.0%} of the deals"
    if other is None:
        return said
    if f"{share:.0%}" == f"{_share(other):.0%}":
        said += f", as often as {other_way}"
    else:
        said += f", against {_share(other):.0%} {other_way}"
    if alone:
        said += f"; a lone euchre scores {LONE_DEFENCE_EUCHRE}"
    return said


def _share(tricks: Sequence[int]) -> float:
    """The share of the deals on which the defenders take a majority of the tricks."""
    return sum(1 for n in tricks if n >= MAJORITY) / len(tricks) if tricks else 0.0


def _laid_away(view: View, card: Card) -> str:
    """What laying `card` away gives up or makes: "it leaves you void in hearts, ready to
    trump them"."""
    return laid_away_note(_seen(view), card)
