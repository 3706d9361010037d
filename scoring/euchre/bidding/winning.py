"""The chance of winning a Euchre game from any score, so that a bid can be weighed by what it
does to the game and not only to the hand.

A hand's outcome, as (points to the dealing side, points to the other side), is drawn from
how hands end when the table player (bidding.rollout) holds every seat: the counts in
bidding.hand_outcomes, made by benchmarks/euchre_win_table.py for each house rule that changes
them. From those chances every score's win chance is solved exactly, from the end of the game
back: the deal passes to the left each hand, so the dealing side alternates, and a hand thrown
in passes the deal without a point.
"""

from __future__ import annotations

from collections.abc import Mapping
from functools import cache

from scoring.errors import ExplainedError
from scoring.euchre.options import AllPass, OpeningLead, Rules

__all__ = [
    "ScoreError",
    "outcome_counts",
    "solve_game",
    "win_chance",
    "win_table",
]

THROWN_IN = (0, 0)
_DEFAULT_RULES = Rules()

# (our score, their score, whether we deal the next hand) -> the chance we win the game.
Chances = dict[tuple[int, int, bool], float]


class ScoreError(ExplainedError):
    """A score or deal that no game of Euchre can be in."""


def win_chance(ours: int, theirs: int, *, we_deal: bool, rules: Rules | None = None) -> float:
    """The chance our side wins the game from (ours, theirs) before a hand we deal (`we_deal`)
    or they deal; 1.0 once we have reached rules.game_to, 0.0 once they have."""
    if rules is None:
        rules = _DEFAULT_RULES
    chances = _chances(rules.game_to, rules.all_pass, rules.defend_alone, rules.opening_lead)
    if type(ours) is int and type(theirs) is int and type(we_deal) is bool:
        chance = chances.get((ours, theirs, we_deal))
        if chance is not None:
            return chance
    return _settled(ours, theirs, we_deal, rules.game_to)


def win_table(rules: Rules | None = None, *, we_deal: bool) -> tuple[tuple[float, ...], ...]:
    """Every score's win chance for a page to show: row `ours`, column `theirs`, each from 0
    to rules.game_to - 1, before a hand we deal (`we_deal`) or they deal."""
    rules = rules or _DEFAULT_RULES
    target = rules.game_to
    chances = _chances(target, rules.all_pass, rules.defend_alone, rules.opening_lead)
    return tuple(
        tuple(chances[ours, theirs, we_deal] for theirs in range(target)) for ours in range(target)
    )


def outcome_counts(rules: Rules | None = None) -> dict[tuple[int, int], int]:
    """How many simulated hands ended with each (points to the dealing side, points to the
    other side) under `rules`; (0, 0) is a hand thrown in."""
    rules = rules or _DEFAULT_RULES
    return dict(_counts(rules.all_pass, rules.defend_alone, rules.opening_lead))


def solve_game(counts: Mapping[tuple[int, int], int], game_to: int) -> Chances:
    """The win chance of every score short of `game_to`, keyed (ours, theirs, we_deal), when
    hands end as often as `counts` says: counts by (points to the dealing side, to the other)."""
    total = sum(counts.values())
    if total <= counts.get(THROWN_IN, 0):
        raise ValueError("some hands must score, or no game would ever end")
    thrown = counts.get(THROWN_IN, 0) / total
    scoring = [(d, o, n / total) for (d, o), n in counts.items() if (d, o) != THROWN_IN]
    chances: Chances = {}

    def after(ours: int, theirs: int, we_deal: bool) -> float:
        if ours >= game_to:
            return 1.0
        if theirs >= game_to:
            return 0.0
        return chances[ours, theirs, we_deal]

    # Every scoring hand raises the sum of the scores, so solve the highest sums first.
    for points in range(2 * game_to - 2, -1, -1):
        for ours in range(max(0, points - game_to + 1), min(game_to - 1, points) + 1):
            theirs = points - ours
            dealing = sum(p * after(ours + d, theirs + o, False) for d, o, p in scoring)
            receiving = sum(p * after(ours + o, theirs + d, True) for d, o, p in scoring)
            # A hand thrown in passes the deal at the same score: with D and R the chances
            # when we deal and when they do, D = dealing + thrown R and R = receiving + thrown D.
            settle = 1.0 - thrown * thrown
            chances[ours, theirs, True] = (dealing + thrown * receiving) / settle
            chances[ours, theirs, False] = (receiving + thrown * dealing) / settle
    return chances


@cache
def _chances(
    game_to: int, all_pass: AllPass, defend_alone: bool, opening_lead: OpeningLead
) -> Chances:
    return solve_game(_counts(all_pass, defend_alone, opening_lead), game_to)


def _counts(
    all_pass: AllPass, defend_alone: bool, opening_lead: OpeningLead
) -> dict[tuple[int, int], int]:
    """The counts for the house rules that change how hands end (the table player never
    reneges, and a farmer's hand is not modelled: it would throw in at most one deal in 190)."""
    # Imported here so that the script that generates the data can use solve_game without it.
    from scoring.euchre.bidding.hand_outcomes import OUTCOMES

    return OUTCOMES[all_pass.value, defend_alone, opening_lead.value]


def _settled(ours: object, theirs: object, we_deal: object, game_to: int) -> float:
    """A game already won or lost, or a ScoreError saying what is wrong with the input."""
    for name, score in (("our score", ours), ("their score", theirs)):
        if type(score) is not int:
            raise ScoreError(f"{name} is {score!r}; a score is a whole number of points")
        if score < 0:
            raise ScoreError(f"{name} is {score}; a score is never below 0")
    if type(we_deal) is not bool:
        raise ScoreError(f"we_deal is {we_deal!r}; say True (our side deals) or False")
    assert isinstance(ours, int) and isinstance(theirs, int)
    if ours >= game_to and theirs >= game_to:
        raise ScoreError(
            f"{ours} to {theirs}: both sides cannot have reached {game_to}; "
            "the game ends when the first does"
        )
    if ours >= game_to:
        return 1.0
    if theirs >= game_to:
        return 0.0
    raise AssertionError(f"no win chance for {ours} to {theirs}")  # pragma: no cover
