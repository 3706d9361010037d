"""The throw, valued for the game: one evaluation of every way to throw to the crib, which the
hint, the review, the drills, the discard analyzer with a score and the expert all use.

- Every throw's exact expected hand (over all starters) and crib (over every way the unseen
  cards can fill it), from the discard analyzer (scoring.cribbage.discard), and with two
  players how much better than average the kept cards should peg (the fitted term,
  discard_strategy.pegging_value). Far from the end of the game the throws are ranked by
  their sum, in points.
- With two players, when either side is within NEAR_END points of the target, by the chance
  of winning: the same sampled deals of the cards the seat cannot see (the opponent's six, of
  which it keeps the four that score most together, and the starter) are played for every
  throw: the play solved for the game between the two hands (a side that pegs out wins at
  once), then the shows in order, then the chance of winning from the scores after the deal
  (scoring.cribbage.winning). Deals are added until every throw's verdict is settled
  (scoring.settling), each value with its 95% interval.

With three or four players there is no fitted pegging term: the throws are ranked by hand and
crib alone, and the basis says so.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from functools import lru_cache
from itertools import combinations

from scoring.cards import Card, standard_deck
from scoring.cribbage._rank_points import four_card_points, rank_key, rank_points_table
from scoring.cribbage.discard import DiscardAnalysis, DiscardOption, analyze_discards
from scoring.cribbage.discard_strategy import our_crib, pegging_value
from scoring.cribbage.peg_search import CHANCES, Position, Search
from scoring.cribbage.view import View
from scoring.cribbage.winning import win_chance_before_deal
from scoring.hint import Hint, HintOption, exact_hint, sampled_hint
from scoring.position import digest, position_random
from scoring.settling import sample_unsettled
from scoring.verdicts import WIN

__all__ = [
    "CAP",
    "FIRST",
    "NEAR_END",
    "Throw",
    "near_end",
    "show_points",
    "table_of",
    "throw_hint",
]

NEAR_END = 40  # either side this close to the target: the throws are played for the game
FIRST = 32  # the first deals every throw is played out on near the end
CAP = 384  # the most: a verdict still unsettled then is too close to call
REMEMBERED = 512  # evaluations a process keeps: the same throw asked again (the expert's own
# throw, then its review; the analyzer's permalink) is not played out again

Throw = tuple[Card, ...]  # the cards thrown, in hand order


@dataclass(frozen=True, slots=True)
class Table:
    """What a throw is valued from: the hand dealt, whether the crib is ours (with four
    players, our side's), the number of players, and with two players the scores (ours,
    theirs) and the target; `scores` None when the score is not known (the analyzer)."""

    hand: tuple[Card, ...]
    dealer: bool
    players: int = 2
    scores: tuple[int, int] | None = None
    game_to: int = 121

    @property
    def for_the_game(self) -> bool:
        """Ranked by the chance of winning: two players, either side near the end."""
        return self.players == 2 and self.scores is not None and near_end(self.scores, self.game_to)


def table_of(view: View) -> Table:
    """What the seat's throw is valued from, read off its view."""
    scores = None
    if view.players == 2:
        scores = (view.scores[view.side], view.scores[1 - view.side])
    return Table(view.hand, our_crib(view), view.players, scores, view.rules.game_to)


def near_end(scores: Sequence[int], game_to: int) -> bool:
    return max(scores) >= game_to - NEAR_END


def show_points(four: Sequence[Card], starter: Card, *, crib: bool = False) -> int:
    """A hand's (or crib's) total with the starter: the same figure as score_hand's total."""
    points = rank_points_table()[rank_key([*(c.rank for c in four), starter.rank])]
    suits = {card.suit for card in four}
    if len(suits) == 1:
        if starter.suit in suits:
            points += 5
        elif not crib:
            points += 4
    if any(card.rank == 11 and card.suit == starter.suit for card in four):
        points += 1
    return points


def kept_by_opponent(six: Sequence[Card]) -> tuple[Card, ...]:
    """The four of six cards that score most together before the starter (a quick keep)."""
    return max(combinations(six, 4), key=four_card_points)


@lru_cache(maxsize=REMEMBERED)
def throw_hint(table: Table) -> Hint[Throw]:
    """Every throw from `table.hand`, best first, as the module docstring describes (a pure
    function of `table`, its answers remembered)."""
    analysis = analyze_discards(table.hand, dealer=table.dealer, players=table.players)
    options = {option.thrown: option for option in analysis}
    labels = {thrown: "Throw " + _shown(thrown) for thrown in options}
    pegging = {
        thrown: pegging_value(o.kept, table.dealer) if table.players == 2 else 0.0
        for thrown, o in options.items()
    }
    parts = {thrown: _parts(o, table, pegging[thrown]) for thrown, o in options.items()}
    points = {thrown: float(o.net_ev) + pegging[thrown] for thrown, o in options.items()}

    def reasons(_: Hint[Throw], found: Sequence[HintOption[Throw]]) -> list[str]:
        return [_reason(options[o.action], table, pegging[o.action]) for o in found]

    if not table.for_the_game:
        return exact_hint(
            points,
            labels,
            _points_basis(analysis, table),
            reasons,
            exact=False,
            parts=parts,
            ranked_by=_points_ranking(table),
        )
    samples = _played_for_the_game(analysis, table)
    best = max(samples, key=lambda t: sum(samples[t]) / len(samples[t]))
    chance = sum(samples[best]) / len(samples[best])
    return sampled_hint(
        samples,
        labels,
        _game_basis(table),
        reasons,
        measure=WIN,
        parts=parts,
        ranked_by=_game_ranking(table, chance),
    )


def _parts(option: DiscardOption, table: Table, pegging: float) -> tuple[tuple[str, float], ...]:
    crib = float(option.crib_ev) if table.dealer else -float(option.crib_ev)
    found = [("hand", float(option.hand_ev)), ("crib", crib)]
    if table.players == 2:
        found.append(("pegging", pegging))
    return tuple(found)


def _played_for_the_game(analysis: DiscardAnalysis, table: Table) -> dict[Throw, list[float]]:
    """Every throw's chance of winning on each of the same sampled deals, sampled until every
    verdict is settled."""
    assert table.scores is not None
    ours, theirs = table.scores
    unseen = [card for card in standard_deck() if card not in table.hand]
    rng = position_random("cribbage-throw", digest(_key(table)))
    kept_ranks = {o.thrown: tuple(sorted(c.rank for c in o.kept)) for o in analysis}

    by_throw = {option.thrown: option for option in analysis}

    def batch(n: int, throws: Sequence[Throw]) -> dict[Throw, list[float]]:
        found: dict[Throw, list[float]] = {thrown: [] for thrown in throws}
        chosen = [by_throw[thrown] for thrown in throws]
        for _ in range(n):
            deal = rng.sample(unseen, 7)
            six, starter = deal[:6], deal[6]
            kept = kept_by_opponent(six)
            their_ranks = tuple(sorted(c.rank for c in kept))
            their_throw = [card for card in six if card not in kept]
            their_hand = show_points(kept, starter)
            for option in chosen:
                crib = show_points((*option.thrown, *their_throw), starter, crib=True)
                our_show = show_points(option.kept, starter) + (crib if table.dealer else 0)
                their_show = their_hand + (0 if table.dealer else crib)
                found[option.thrown].append(
                    game_after_play(
                        (kept_ranks[option.thrown], their_ranks),
                        table.dealer,
                        (ours, theirs),
                        (our_show, their_show),
                        table.game_to,
                    )
                )
        return found

    return sample_unsettled(batch, list(by_throw), first=FIRST, cap=CAP, measure=WIN)


def game_after_play(
    hands: tuple[tuple[int, ...], tuple[int, ...]],
    dealer: bool,
    scores: tuple[int, int],
    shows: tuple[int, int],
    target: int,
) -> float:
    """Our chance of winning when a deal's play, both hands known (as ranks), is solved for
    the game, then the shows counted in order."""
    ours, theirs = scores

    def leaf(a: int, b: int) -> float:
        return finish(ours + a, theirs + b, *shows, we_deal=dealer, target=target)

    search = Search(leaf, (target - ours, target - theirs), bounds=CHANCES)
    return search.value(Position(1 if dealer else 0, (), hands))


def finish(
    ours: int, theirs: int, our_show: int, their_show: int, *, we_deal: bool, target: int
) -> float:
    """Our chance of winning after the play, from the scores then and the shows to come:
    the pone counts first, then the dealer (hand and crib); then the deal passes."""
    if we_deal:
        return 1.0 - _pone_wins(theirs, ours, their_show, our_show, target)
    return _pone_wins(ours, theirs, our_show, their_show, target)


def _pone_wins(pone: int, dealer: int, pone_show: int, dealer_show: int, target: int) -> float:
    """The pone's chance of winning after the play: its hand counts first, then the dealer's
    hand and crib, and then it deals."""
    if pone >= target:
        return 1.0
    if dealer >= target:
        return 0.0
    pone += pone_show
    if pone >= target:
        return 1.0
    dealer += dealer_show
    if dealer >= target:
        return 0.0
    return win_chance_before_deal(pone, dealer, target)


def _key(table: Table) -> tuple[object, ...]:
    """What the throw's evaluation depends on: the same at the table and in the analyzer."""
    return ("throw", sorted(str(c) for c in table.hand), table.dealer, table.players,
            table.scores, table.game_to)  # fmt: skip


def _shown(cards: Sequence[Card]) -> str:
    return " ".join(card.display for card in cards)


def _whose(table: Table) -> str:
    if table.players == 4:
        return "your side's crib" if table.dealer else "their crib"
    return "your crib" if table.dealer else "the crib against you"


def _points_basis(analysis: DiscardAnalysis, table: Table) -> str:
    exact = (
        f"The exact expected points of your hand (over all {analysis.starters} starters) "
        f"{'plus' if table.dealer else 'less'} {_whose(table)} (over all "
        f"{analysis.crib_cases:,} ways the unseen cards can fill it)"
    )
    if table.players != 2:
        return (
            f"{exact}. With {table.players} players there is no fitted pegging term: the "
            "throws are ranked by hand and crib alone."
        )
    return (
        f"{exact}, plus how much better than average the kept cards should peg (a fit to "
        "60,000 deals between computer players, not exact)."
    )


def _points_ranking(table: Table) -> str:
    if table.players != 2:
        return "Ranked by hand and crib, in points."
    if table.scores is None:
        return "Ranked by points: hand, crib and pegging. Give the score to rank for the game."
    ours, theirs = table.scores
    return (
        f"You need {table.game_to - ours} and they need {table.game_to - theirs}: far from the "
        "end, ranked by points (hand, crib and pegging)."
    )


def _game_basis(table: Table) -> str:
    return (
        "{deals} sampled deals of the cards you cannot see (your opponent keeping the four "
        "that score most together), each throw's play solved for the game and the shows "
        "counted in order, then your chance of winning from the score after the deal"
    )


def _game_ranking(table: Table, chance: float) -> str:
    assert table.scores is not None
    ours, theirs = table.scores
    return (
        f"You need {table.game_to - ours} and they need {table.game_to - theirs}: ranked by "
        f"your chance of winning, {chance:.0%} for the best."
    )


def _reason(option: DiscardOption, table: Table, peg: float) -> str:
    """Why a throw stands where it does: what it keeps and gives the crib, in figures (its
    value and interval stand beside it)."""
    if table.players != 2:
        return option.reason
    shown = f"{peg:+.1f}".replace("-", "\u2212")
    return f"{option.reason} The kept cards should peg {shown} against an average hand."
