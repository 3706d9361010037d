"""Find them all: check each combination a learner claims against the engine's count.

A claim is the cards of one combination and its category. It is accepted when it is exactly
one of the engine's items (score_hand) not claimed before; otherwise the result names the
rule it breaks, with the cards, so the learner can see why ("7♥ + 9♣ is 16, not 15").
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from enum import StrEnum
from itertools import combinations

from scoring.cards import Card, Rank, parse_cards
from scoring.cribbage.hand import Category, HandScore, ScoreItem, value
from scoring.trainer.wording import LABELS, NOUNS, listed, parse_category, points_text, shown


class ClaimProblem(StrEnum):
    """Why a claim was turned down; each has its own message."""

    NO_CARDS = "no_cards"  # nothing selected
    REPEATED_CARD = "repeated_card"  # one card selected twice
    NOT_IN_DEAL = "not_in_deal"  # a card that is neither in the hand nor the starter
    ALREADY_CLAIMED = "already_claimed"
    NOT_FIFTEEN = "not_fifteen"  # the values add up to something else
    PAIR_ONE_CARD = "pair_one_card"
    NOT_A_PAIR = "not_a_pair"  # different ranks
    PAIR_ROYAL = "pair_royal"  # three or four of a rank claimed as one pair
    RUN_TOO_SHORT = "run_too_short"
    RUN_REPEATED_RANK = "run_repeated_rank"
    RUN_NOT_CONSECUTIVE = "run_not_consecutive"
    RUN_PART_OF_LONGER = "run_part_of_longer"  # three of a run of four: claim the whole run
    FLUSH_MIXED_SUITS = "flush_mixed_suits"
    FLUSH_TOO_SHORT = "flush_too_short"
    FLUSH_NOT_WHOLE_HAND = "flush_not_whole_hand"  # the starter with only some of the hand
    CRIB_FOUR_FLUSH = "crib_four_flush"  # a crib's flush needs the starter too
    FLUSH_CLAIM_ALL_FIVE = "flush_claim_all_five"  # the starter matches: the flush is five
    NOBS_ONE_CARD = "nobs_one_card"
    NOBS_NOT_JACK = "nobs_not_jack"
    NOBS_WRONG_SUIT = "nobs_wrong_suit"
    NOBS_STARTER_JACK = "nobs_starter_jack"  # a starter jack is his heels, never nobs


# Turned down for a slip of the hand rather than a mistake about the rules: these do not
# count against the learner when the hand is revealed.
SLIPS = frozenset(
    {
        ClaimProblem.NO_CARDS,
        ClaimProblem.REPEATED_CARD,
        ClaimProblem.NOT_IN_DEAL,
        ClaimProblem.ALREADY_CLAIMED,
    }
)


@dataclass(frozen=True, slots=True)
class ClaimResult:
    """A checked claim: the engine's item when accepted, else the problem and why.

    `message` is the item's own text when accepted ("5♥ + J♦ = 15 for 2"), or the reason it
    was turned down.
    """

    category: Category
    cards: tuple[Card, ...]
    item: ScoreItem | None
    problem: ClaimProblem | None
    message: str

    @property
    def accepted(self) -> bool:
        return self.item is not None

    @property
    def points(self) -> int:
        return self.item.points if self.item is not None else 0


Claimed = ScoreItem | ClaimResult
"""What a learner has claimed so far: engine items, or results (only accepted ones count)."""


def check_claim(
    score: HandScore,
    claimed_so_far: Iterable[Claimed],
    cards: Sequence[Card] | str,
    category: Category | str,
) -> ClaimResult:
    """Check one claim against the hand's count: accepted with its item, or why not.

    `cards` are the selected cards (Card values or text like "7H 8C"); `category` is what the
    learner named them. Text that is not a card or a category raises CardError or
    CategoryError (both ValueError).
    """
    named = parse_category(category)
    selected = tuple(parse_cards(cards, allow_duplicates=True) if isinstance(cards, str) else cards)
    return ClaimResult(named, selected, *_judge(score, _keys(claimed_so_far), selected, named))


def check_claims(
    score: HandScore, claims: Iterable[tuple[Sequence[Card] | str, Category | str]]
) -> tuple[ClaimResult, ...]:
    """Check (cards, category) claims in the order made, each against the ones before it:
    how a page rebuilds a round from the claims it stored."""
    results: list[ClaimResult] = []
    for cards, category in claims:
        results.append(check_claim(score, results, cards, category))
    return tuple(results)


def missed(score: HandScore, claimed: Iterable[Claimed]) -> tuple[ScoreItem, ...]:
    """The engine's items not yet claimed, in counting order."""
    keys = _keys(claimed)
    return tuple(item for item in score.items if _key(item.category, item.cards) not in keys)


@dataclass(frozen=True, slots=True)
class Reveal:
    """What "Done" shows: the combinations found and missed, and the claims that were wrong.

    `wrong` holds the turned-down claims that got a rule wrong (slips such as a repeated
    claim are left out); `messages` has a line for each category with something missed.
    """

    score: HandScore
    found: tuple[ScoreItem, ...]
    missed: tuple[ScoreItem, ...]
    wrong: tuple[ClaimResult, ...]
    messages: tuple[str, ...]

    @property
    def points_found(self) -> int:
        return sum(item.points for item in self.found)

    @property
    def correct(self) -> bool:
        """Everything found and no claim that broke a rule."""
        return not self.missed and not self.wrong

    def correct_by_category(self) -> dict[Category, bool]:
        """For Attempt.correct_by_category: a category the hand scores is right when every
        item of it was found (a stray wrong claim beside them is shown on the round, and
        makes the round not correct, but does not undo what was found); a category it does
        not score is right unless it was claimed."""
        held = {item.category for item in self.score.items}
        wrong = {item.category for item in self.missed}
        wrong |= {claim.category for claim in self.wrong if claim.category not in held}
        return {category: category not in wrong for category in Category}


def reveal(score: HandScore, results: Iterable[ClaimResult]) -> Reveal:
    """Sum up a round of claims when the learner presses Done."""
    results = list(results)
    left = missed(score, results)
    found = tuple(item for item in score.items if item not in left)
    wrong = tuple(r for r in results if not r.accepted and r.problem not in SLIPS)
    messages = []
    for category in Category:
        lost = [item for item in left if item.category == category]
        if not lost:
            continue
        got = [item for item in found if item.category == category]
        lost_text = listed([_combination(item) for item in lost], "or")
        if got:
            got_text = listed([_combination(item) for item in got])
            line = f"you found {got_text} but not {lost_text}"
        else:
            line = f"you missed {listed([_combination(item) for item in lost])}"
        lost_points = points_text(sum(item.points for item in lost))
        messages.append(f"{LABELS[category]}: {line} ({lost_points} missed).")
    return Reveal(score, found, left, wrong, tuple(messages))


def _key(category: Category, cards: Iterable[Card]) -> tuple[Category, frozenset[Card]]:
    return category, frozenset(cards)


def _keys(claimed: Iterable[Claimed]) -> set[tuple[Category, frozenset[Card]]]:
    keys = set()
    for claim in claimed:
        item = claim.item if isinstance(claim, ClaimResult) else claim
        if item is not None:
            keys.add(_key(item.category, item.cards))
    return keys


def _combination(item: ScoreItem) -> str:
    return shown(item.cards, " + " if item.category == Category.FIFTEEN else " ")


Verdict = tuple[ScoreItem | None, ClaimProblem | None, str]


def _judge(
    score: HandScore,
    claimed: set[tuple[Category, frozenset[Card]]],
    selected: tuple[Card, ...],
    category: Category,
) -> Verdict:
    if not selected:
        return _no(ClaimProblem.NO_CARDS, "Select the cards of the combination first.")
    repeated = [card for card, n in Counter(selected).items() if n > 1]
    if repeated:
        return _no(
            ClaimProblem.REPEATED_CARD,
            f"{shown(repeated)} {'is' if len(repeated) == 1 else 'are'} selected twice; "
            "each card counts once in a combination.",
        )
    deal = {*score.hand, score.starter}
    strangers = [card for card in selected if card not in deal]
    if strangers:
        return _no(
            ClaimProblem.NOT_IN_DEAL,
            f"{shown(strangers)} {'is' if len(strangers) == 1 else 'are'} not in this "
            f"{'crib' if score.crib else 'hand'} or the starter.",
        )
    cards = tuple(sorted(selected))
    key = _key(category, cards)
    for item in score.items:
        if _key(item.category, item.cards) == key:
            if key in claimed:
                return _no(
                    ClaimProblem.ALREADY_CLAIMED,
                    f"You already claimed that {NOUNS[category]}: {_combination(item)}.",
                )
            return item, None, item.text
    problem, message = _DIAGNOSES[category](score, cards)
    return _no(problem, message + _other_category_hint(score, claimed, cards, category))


def _no(problem: ClaimProblem, message: str) -> Verdict:
    return None, problem, message


def _other_category_hint(
    score: HandScore,
    claimed: set[tuple[Category, frozenset[Card]]],
    cards: tuple[Card, ...],
    category: Category,
) -> str:
    """When the cards do score, only under another name: say so."""
    for item in score.items:
        key = _key(item.category, item.cards)
        if item.category != category and key == _key(item.category, cards) and key not in claimed:
            noun = _a(NOUNS[item.category])
            if len(cards) == 1:
                return f" It does score as {noun}, though: claim it as {noun}."
            return f" They do score as {noun}, though: claim them as {noun}."
    return ""


def _a(noun: str) -> str:
    return noun if noun == "nobs" else f"{'an' if noun[0] in 'aeiou' else 'a'} {noun}"


def _rank_name(rank: Rank, plural: bool = False) -> str:
    name = rank.spoken
    if not plural:
        return f"{'an' if name[0] in 'ae' else 'a'} {name}"
    return "sixes" if rank == Rank.SIX else f"{name}s"


def _singular(card: Card) -> str:
    """'a heart': a card's suit as one card of it."""
    return "a " + card.suit.noun[:-1]


def _fifteen(score: HandScore, cards: tuple[Card, ...]) -> tuple[ClaimProblem, str]:
    total = sum(value(card) for card in cards)
    message = f"{shown(cards, ' + ')} is {total}, not 15."
    if len(cards) == 1:
        message = f"{shown(cards)} alone is {total}, not 15."
    faces = [card for card in cards if card.rank > Rank.TEN]
    if faces and sum(int(card.rank) for card in cards) == 15:
        message += " A jack, queen or king counts 10."
    return ClaimProblem.NOT_FIFTEEN, message


def _pair(score: HandScore, cards: tuple[Card, ...]) -> tuple[ClaimProblem, str]:
    if len(cards) == 1:
        return ClaimProblem.PAIR_ONE_CARD, (
            f"A pair is two cards of the same rank; select the other card too, not just "
            f"{shown(cards)}."
        )
    ranks = {card.rank for card in cards}
    if len(ranks) == 1:
        pairs = list(combinations(cards, 2))
        name = "a pair royal" if len(cards) == 3 else "a double pair royal"
        each = ", ".join(shown(pair) for pair in pairs)
        return ClaimProblem.PAIR_ROYAL, (
            f"{shown(cards)} {'are' if len(cards) > 1 else 'is'} {len(pairs)} pairs "
            f"({name}, {2 * len(pairs)} points), not one: claim each pair on its own: {each}."
        )
    if len(cards) == 2:
        a, b = cards
        return ClaimProblem.NOT_A_PAIR, (
            f"{a.display} and {b.display} are {_rank_name(a.rank)} and {_rank_name(b.rank)}; "
            "a pair is two cards of the same rank."
        )
    return ClaimProblem.NOT_A_PAIR, (
        f"A pair is two cards of the same rank; {shown(cards)} are {len(cards)} cards of "
        f"{len(ranks)} different ranks."
    )


def _run(score: HandScore, cards: tuple[Card, ...]) -> tuple[ClaimProblem, str]:
    if len(cards) < 3:
        what = "one card" if len(cards) == 1 else "only two"
        return ClaimProblem.RUN_TOO_SHORT, (
            f"A run is three or more cards of consecutive ranks; {shown(cards)} is {what}."
        )
    by_rank = Counter(card.rank for card in cards)
    if len(by_rank) < len(cards):
        rank, _ = next((r, n) for r, n in sorted(by_rank.items()) if n > 1)
        same = shown([card for card in cards if card.rank == rank])
        message = f"A run has one card of each rank, and {same} are both {_rank_name(rank, True)}."
        ranks = sorted(by_rank)
        if ranks[-1] - ranks[0] == len(ranks) - 1 and len(ranks) >= 3:
            runs = _runs_within(cards)
            message += (
                f" These cards make {len(runs)} runs, one for each {rank.spoken}: "
                f"{listed([shown(run) for run in runs])}; claim each one."
            )
        return ClaimProblem.RUN_REPEATED_RANK, message
    ranks = sorted(by_rank)
    gaps = [Rank(r) for r in range(ranks[0], ranks[-1] + 1) if r not in by_rank]
    if gaps:
        skipped = listed([_rank_name(rank) for rank in gaps])
        message = f"{shown(cards)} is not a run: it skips {skipped}."
        if Rank.ACE in by_rank and Rank.KING in by_rank:
            message += " The ace is low in cribbage: it comes before the two, never after the king."
        return ClaimProblem.RUN_NOT_CONSECUTIVE, message
    chosen = set(cards)
    longer = [
        item for item in score.items if item.category == Category.RUN and chosen < set(item.cards)
    ]
    words = {4: "four", 5: "five"}[len(longer[0].cards)]
    whole = listed([shown(item.cards) for item in longer])
    which = "the run" if len(longer) == 1 else "the runs"
    return ClaimProblem.RUN_PART_OF_LONGER, (
        f"That is part of {which} of {words} {whole}; claim the whole run. "
        f"A run is counted once, at its full length: a run of {words} is not "
        f"{'two' if words == 'four' else 'three'} runs of three."
    )


def _runs_within(cards: tuple[Card, ...]) -> list[tuple[Card, ...]]:
    """One card of each rank, every way: the runs a set with repeated ranks makes."""
    by_rank: dict[Rank, list[Card]] = {}
    for card in cards:
        by_rank.setdefault(card.rank, []).append(card)
    runs: list[tuple[Card, ...]] = [()]
    for rank in sorted(by_rank):
        runs = [(*run, card) for run in runs for card in by_rank[rank]]
    return runs


def _flush(score: HandScore, cards: tuple[Card, ...]) -> tuple[ClaimProblem, str]:
    suits = sorted({card.suit for card in cards})
    if len(suits) > 1:
        parts = [
            f"{suit.noun} ({shown([card for card in cards if card.suit == suit])})"
            for suit in suits
        ]
        return ClaimProblem.FLUSH_MIXED_SUITS, (
            f"A flush is cards of one suit; these mix {listed(parts)}."
        )
    suit = suits[0]
    if len(cards) < 4:
        return ClaimProblem.FLUSH_TOO_SHORT, (
            f"A flush is all four cards in hand of one suit (five with the starter); "
            f"{len(cards)} {suit.noun} are not a flush."
        )
    starter = score.starter
    left_out = [card for card in score.hand if card not in cards]
    five = (*sorted(score.hand), starter)
    if starter in cards:
        (other,) = left_out
        if other.suit == suit:
            return ClaimProblem.FLUSH_CLAIM_ALL_FIVE, (
                f"{other.display} in hand is {_singular(other)} too: the flush is all five "
                f"cards, {shown(five)}, for 5. Select {other.display} as well."
            )
        return ClaimProblem.FLUSH_NOT_WHOLE_HAND, (
            f"A flush needs all four cards in hand of one suit, and {other.display} is "
            f"{_singular(other)}: no flush. The starter only ever adds a fifth card to a "
            "four-card flush in hand."
        )
    if starter.suit == suit:
        return ClaimProblem.FLUSH_CLAIM_ALL_FIVE, (
            f"The starter {starter.display} is {_singular(starter)} too: the flush is all five "
            f"cards, {shown(five)}, for 5. Select the starter as well."
        )
    return ClaimProblem.CRIB_FOUR_FLUSH, (
        f"In the crib a four-card flush does not count: the starter must be "
        f"{_singular(cards[0])} too, and {starter.display} is {_singular(starter)}. No flush."
    )


def _nobs(score: HandScore, cards: tuple[Card, ...]) -> tuple[ClaimProblem, str]:
    starter = score.starter
    if len(cards) != 1:
        jacks = [c for c in cards if c.rank == Rank.JACK and c.suit == starter.suit]
        just = f"just {jacks[0].display}" if jacks and jacks[0] != starter else "just the jack"
        return ClaimProblem.NOBS_ONE_CARD, (
            "Nobs is one card: the jack in hand of the starter's suit. "
            f"Select {just}; the starter only sets the suit."
        )
    (card,) = cards
    if card.rank != Rank.JACK:
        return ClaimProblem.NOBS_NOT_JACK, (
            f"{card.display} is {_rank_name(card.rank)}; nobs is the jack in hand of the "
            f"starter's suit ({starter.suit.noun})."
        )
    if card == starter:
        return ClaimProblem.NOBS_STARTER_JACK, (
            f"{card.display} is the starter: a jack cut as the starter is his heels, 2 for the "
            "dealer pegged when it is turned, never nobs. Nobs is a jack in hand."
        )
    return ClaimProblem.NOBS_WRONG_SUIT, (
        f"{card.display} is {_singular(card)}, but the starter {starter.display} is "
        f"{_singular(starter)}: nobs is the jack of the starter's suit."
    )


_DIAGNOSES = {
    Category.FIFTEEN: _fifteen,
    Category.PAIR: _pair,
    Category.RUN: _run,
    Category.FLUSH: _flush,
    Category.NOBS: _nobs,
}
