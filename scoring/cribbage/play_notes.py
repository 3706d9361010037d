"""What a card played does at the table, in words: what it pegs now, then the main risk it
leaves the next player or what it sets up, with how many unseen cards could do it.

The next player's hand is taken to be any of the unseen cards it may hold (less what its goes
rule out, as peg_strategy reads them), all alike: a reply weighs its points by the chance that
hand holds a card for it, and the weightiest is said.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass
from math import comb

from scoring.cards import Card
from scoring.cribbage.peg_strategy import lowest_held, peg_points, unseen_ranks
from scoring.cribbage.pegging import MAX_COUNT, VALUES, next_in_count
from scoring.cribbage.view import View

__all__ = ["play_note"]

_PAIRS = {1: "a pair", 2: "a pair royal", 3: "a double pair royal"}
_RUNS = {3: "three", 4: "four", 5: "five", 6: "six", 7: "seven"}
_WORDS = {1: "ace", 11: "jack", 12: "queen", 13: "king"}
GO_LIKELY = 0.6  # the chance of a go said to be likely; from GO_POSSIBLE it "may well" come
GO_POSSIBLE = 0.3
SECOND_FACT = 0.5  # when nothing is pegged, a second fact is said from this weight
PLAIN_PAIR = 0.75  # a pair back for 2 is open after almost any card: it weighs less
SAFE_PAIR = 1.0  # no pair royal can answer a pair just made: worth saying unless more is at stake
MAX_NOTE = 120  # characters: the hint prints the note inside a sentence of its own


@dataclass(frozen=True, slots=True)
class _Fact:
    """One thing worth saying about the count a play leaves, how much it matters (about the
    points at stake times their chance), and its kind: two facts of one kind are not said."""

    weight: float
    kind: str
    text: str


# fact(points, ranks, kind, text): a reply with a card of `ranks` for `points`, weighed and told.
_FactMaker = Callable[[float, Sequence[int], str, str], _Fact]


def play_note(view: View, card: Card) -> str:
    """What `view.seat` laying `card` now does, in a clause or two: "it pairs the 7 for 2;
    a third one back pegs 6 (2 of 40 unseen)"; "" when there is nothing worth saying."""
    pile = tuple(c.rank for c in view.pile)
    rank = card.rank
    count = view.count + VALUES[rank]
    mine = [c.rank for c in view.hand if c != card]
    sizes = tuple(len(mine) if s == view.seat else n for s, n in enumerate(view.hand_sizes))
    holding = [n > 0 for n in sizes]
    follow = None if count == MAX_COUNT else next_in_count(view.seat, holding, view.gone)
    stuck = not any(VALUES[r] <= MAX_COUNT - count for r in mine)
    ends = count == MAX_COUNT or (follow in (None, view.seat) and stuck)
    last = ends and count < MAX_COUNT and not any(sizes)
    now = _pegged(pile, rank, count, go=ends and count < MAX_COUNT and not last, last=last)
    if ends or follow is None:
        return now
    if follow == view.seat:
        facts = [_Fact(1.0, "go", "no one else can play, so you play on")]
    else:
        facts = _facts(view, follow, (*pile, rank), count, mine, sizes)
    facts.sort(key=lambda fact: -fact.weight)
    clauses = [now] if now else []
    clauses += [fact.text for fact in facts[:1]]
    if not now and len(facts) > 1:
        second = next((f for f in facts[1:] if f.kind != facts[0].kind), None)
        if second is not None and second.weight >= SECOND_FACT:
            clauses.append(second.text)
    while len(clauses) > 1 and len("; ".join(clauses)) > MAX_NOTE:
        clauses.pop()
    return "; ".join(clauses)


def _scores(pile: tuple[int, ...], rank: int) -> list[str]:
    """What laying `rank` on `pile` pegs, named: "fifteen", "a pair royal", "a run of four"."""
    count = sum(VALUES[r] for r in pile) + VALUES[rank]
    names = ["fifteen"] if count == 15 else ["thirty-one"] if count == MAX_COUNT else []
    same = _same(pile, rank)
    if same:
        return [*names, _PAIRS[same]]
    run = peg_points(pile, rank) - 2 * len(names)
    return [*names, f"a run of {_RUNS[run]}"] if run else names


def _pegged(pile: tuple[int, ...], rank: int, count: int, *, go: bool, last: bool) -> str:
    """The points laying `rank` on `pile` pegs at once, in words, or ""."""
    parts = _scores(pile, rank)
    points = peg_points(pile, rank)
    if parts == ["a pair"] and not (go or last):
        return f"it pairs the {_word(rank)} for {points}"
    if go or last:
        end = "the go" if go else "the last card"
        if not parts:
            return f"no one can play after it: {end} for 1"
        return f"it pegs {_listed([*parts, end])} for {points + 1}"
    return f"it makes {_listed(parts)} for {points}" if parts else ""


def _facts(
    view: View,
    follow: int,
    after: tuple[int, ...],
    count: int,
    mine: Sequence[int],
    sizes: tuple[int, ...],
) -> list[_Fact]:
    """What the count left by the play offers `follow`, the next to play, and what it sets up
    for the seat: the replies that peg, the go, a count no fifteen can be made on."""
    lowest = lowest_held(view)[follow]
    unseen = unseen_ranks(view)
    pool = [n if VALUES[r] >= lowest else 0 for r, n in enumerate(unseen)]
    held = sizes[follow]
    if sum(pool) < held:  # our reading of its goes was wrong: anything unseen
        pool = unseen
    total = sum(pool)
    partner = view.players == 4 and follow % 2 == view.seat % 2

    def chance(ranks: Sequence[int]) -> float:
        """The chance `follow` holds a card of one of `ranks`."""
        cards = sum(pool[r] for r in ranks)
        return 1 - comb(total - cards, held) / comb(total, held)

    def fact(points: float, ranks: Sequence[int], kind: str, text: str, where: str = "") -> _Fact:
        """A reply with a card of `ranks` for `points`; `where` sets the scene for it, except
        when the reply is a partner's."""
        seen = f" ({sum(pool[r] for r in ranks)} of {sum(unseen)} unseen)"
        if partner:
            where = "your partner is next"
        said = f"{where}: {text}" if where else text
        return _Fact(points * chance(ranks), kind, said + seen)

    facts = []
    fit = [r for r in range(1, 14) if VALUES[r] <= MAX_COUNT - count and pool[r]]
    rank = after[-1]
    same = _same(after, rank)
    if rank in fit and same < 4:
        facts.append(_pair_back(view, follow, after, mine, sizes, fact))
    elif same in (2, 3) and not unseen[rank] and not partner:
        which = "third" if same == 2 else "fourth"
        facts.append(
            _Fact(SAFE_PAIR, "pair", f"no {which} {_word(rank)} is left unseen to answer it")
        )
    for target, name in ((15, "fifteen"), (MAX_COUNT, "31")):
        ranks = [r for r in fit if count + VALUES[r] == target and r != rank]
        if ranks:
            said = "any ten-card" if VALUES[ranks[0]] == 10 else _either(ranks)
            where = f"leaves the count at {count}"
            kind = "fifteen" if target == 15 else "end"
            facts.append(fact(2, ranks, kind, f"{said} makes {name}", where))
    runs: dict[int, list[int]] = {}
    for r in fit:
        length = peg_points(after, r) - (2 if count + VALUES[r] in (15, MAX_COUNT) else 0)
        if r != rank and length >= 3:
            runs.setdefault(length, []).append(r)
    for length, ranks in runs.items():
        text = f"{_either(ranks)} makes a run of {_RUNS[length]}"
        where = ""
        if length == 3:
            where = f"{' and '.join(_word(r) for r in sorted(after[-2:]))} on the pile"
        facts.append(fact(length, ranks, "run", text, where))
    if count < 5:  # no card is worth more than 10
        facts.append(
            _Fact(2.0 if len(after) == 1 else 0.3, "fifteen", "no fifteen can be made on it")
        )
    if not partner:
        facts.extend(_go(view, follow, count, sizes, pool, unseen))
        if not any(peg_points(after, r) for r in fit):
            facts.append(_Fact(0.1, "safe", "no card the next player may hold pegs on it"))
    elif not facts:
        facts.append(_Fact(0.1, "safe", "your partner plays next"))
    return facts


def _pair_back(
    view: View,
    follow: int,
    after: tuple[int, ...],
    mine: Sequence[int],
    sizes: tuple[int, ...],
    fact: _FactMaker,
) -> _Fact:
    """The reply of the same rank: a pair, a pair royal or more back; when the seat plays again
    after it and holds another of the rank, the answer it has ready."""
    rank = after[-1]
    same = _same(after, rank)
    parts = _scores(after, rank)
    points = peg_points(after, rank)
    if same == 1:
        says = "pairs it" if parts == ["a pair"] else f"pegs {_listed(parts)} for {points}"
        text = f"{_a(rank)} back {says}"
    else:
        says = "" if len(parts) == 1 else f" {_listed(parts)} for"
        text = f"{'a third' if same == 2 else 'the fourth'} one back pegs{says} {points}"
    again = next_in_count(follow, [n > 0 for n in sizes], view.gone) == view.seat
    count = sum(VALUES[r] for r in after) + VALUES[rank]
    if not (again and rank in mine and count + VALUES[rank] <= MAX_COUNT):
        return fact(points * (PLAIN_PAIR if points == 2 else 1), [rank], "pair", text)
    answer = peg_points((*after, rank), rank)
    made = fact(max(points, answer), [rank], "pair", text)
    return _Fact(made.weight, "pair", f"{made.text}, but your other one answers for {answer}")


def _go(
    view: View,
    follow: int,
    count: int,
    sizes: tuple[int, ...],
    pool: list[int],
    unseen: list[int],
) -> list[_Fact]:
    """The go set up for the seat when few of the unseen cards fit on `count` for the others
    still in the count (for `follow` alone, less the cards its goes rule out: `pool`)."""
    others = [s for s in range(view.players) if s != view.seat and s not in view.gone and sizes[s]]
    held = sum(sizes[s] for s in others)
    cards = pool if others == [follow] else unseen
    room = MAX_COUNT - count
    fit = sum(n for r, n in enumerate(cards) if VALUES[r] <= room)
    total = sum(cards)
    if not total or held > total:
        return []
    if fit == 0:
        fits = sum(n for r, n in enumerate(unseen) if VALUES[r] <= room)
        why = f"nothing unseen fits on {count}"
        if fits:  # low cards are unseen, but the seat's goes showed it holds none
            why = f"no card the next player may hold fits on {count}, after their go"
        return [_Fact(1.0, "end", f"{why}: the go is yours")]
    blocked = comb(total - fit, held) / comb(total, held)
    if blocked < GO_POSSIBLE:
        return []
    likely = "is likely yours" if blocked >= GO_LIKELY else "may well be yours"
    fits = sum(n for r, n in enumerate(unseen) if VALUES[r] <= room)
    text = f"only {fits} of {sum(unseen)} unseen cards fit on {count}: the go {likely}"
    return [_Fact(blocked, "end", text)]


def _same(pile: tuple[int, ...], rank: int) -> int:
    """How many of the pile's last cards have `rank`."""
    same = 0
    for r in reversed(pile):
        if r != rank:
            break
        same += 1
    return same


def _word(rank: int) -> str:
    """A rank as the notes say it: 'ace', '2' to '10', 'jack', 'queen', 'king'."""
    return _WORDS.get(rank, str(rank))


def _a(rank: int) -> str:
    word = _word(rank)
    return f"{'an' if word[0] in 'a8' else 'a'} {word}"


def _either(ranks: Sequence[int]) -> str:
    """Any one of `ranks`: 'a 6 or 9', 'an ace, 2 or 3'."""
    words = [_word(r) for r in ranks[1:]]
    if not words:
        return _a(ranks[0])
    return f"{_a(ranks[0])}{''.join(', ' + w for w in words[:-1])} or {words[-1]}"


def _listed(parts: Sequence[str]) -> str:
    return parts[0] if len(parts) == 1 else f"{', '.join(parts[:-1])} and {parts[-1]}"
