"""What a card played does at the table, in words: what it pegs now, then the main risk it
leaves the next player (with how many unseen cards could take it) and its main advantage: what
the cards kept back can answer the replies with, the go it sets up, what it denies.

The next player's hand is taken to be any of the unseen cards it may hold (less what its goes
rule out, as peg_strategy reads them), all alike: a reply weighs its points by the chance that
hand holds a card for it. The weightiest risk is said, and the advantage that most sets the
card apart from the others the seat may play (two plays with the same risk differ in what they
keep back).
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
SECOND_FACT = 0.5  # after the points pegged, a second fact is said from this weight
SECOND_GAIN = 0.1  # when nothing is pegged, the lighter of a risk and an advantage from this
ANSWER = 0.5  # a reply held is not always played: an answer to it weighs this much of its points
SHARED = 0.5  # an advantage the other plays offer too counts this much less: say what differs
PLAIN_PAIR = 0.75  # a pair back for 2 is open after almost any card: it weighs less
SAFE_PAIR = 1.0  # no pair royal can answer a pair just made: worth saying unless more is at stake
MAX_NOTE = 140  # characters: the hint prints the note inside a sentence of its own


@dataclass(frozen=True, slots=True)
class _Fact:
    """One thing worth saying about the count a play leaves, how much it matters (about the
    points at stake times their chance), its kind (what the plays are compared by), and
    whether it is good for the seat (an advantage) or a risk."""

    weight: float
    kind: str
    text: str
    good: bool = False


# fact(points, ranks, kind, text): a reply with a card of `ranks` for `points`, weighed and told.
_FactMaker = Callable[[float, Sequence[int], str, str], _Fact]


def play_note(view: View, card: Card) -> str:
    """What `view.seat` laying `card` now does, in a clause or two: what it pegs, the main risk
    it leaves and its main advantage over the other cards the seat may play: "it pairs the 7
    for 2; a third one back pegs 6 (2 of 40 unseen)"; "" when there is nothing worth saying."""
    now, facts = _told(view, card)
    risk = max((f for f in facts if not f.good), key=lambda f: f.weight, default=None)
    gain = _telling(view, card, [f for f in facts if f.good])
    said = sorted((f for f in (risk, gain) if f is not None), key=lambda f: -f.weight)
    clauses = [now] if now else []
    for i, fact in enumerate(said):
        if i == 0 or fact.weight >= (SECOND_FACT if now else SECOND_GAIN):
            clauses.append(fact.text)
    while len(clauses) > 1 and len("; ".join(clauses)) > MAX_NOTE:
        clauses.pop()
    return "; ".join(clauses)


def _told(view: View, card: Card) -> tuple[str, list[_Fact]]:
    """What laying `card` pegs at once, in words, and what can be said of the count it leaves
    (nothing when the count ends with it)."""
    pile = tuple(c.rank for c in view.pile)
    rank = card.rank
    count = view.count + VALUES[rank]
    kept = [c for c in view.hand if c != card]
    mine = [c.rank for c in kept]
    sizes = tuple(len(mine) if s == view.seat else n for s, n in enumerate(view.hand_sizes))
    holding = [n > 0 for n in sizes]
    follow = None if count == MAX_COUNT else next_in_count(view.seat, holding, view.gone)
    stuck = not any(VALUES[r] <= MAX_COUNT - count for r in mine)
    ends = count == MAX_COUNT or (follow in (None, view.seat) and stuck)
    last = ends and count < MAX_COUNT and not any(sizes)
    now = _pegged(pile, rank, count, go=ends and count < MAX_COUNT and not last, last=last)
    if ends or follow is None:
        return now, []
    if follow == view.seat:
        return now, [_Fact(1.0, "go", "no one else can play, so you play on", good=True)]
    return now, _facts(view, follow, (*pile, rank), count, kept, sizes)


def _telling(view: View, card: Card, gains: Sequence[_Fact]) -> _Fact | None:
    """The advantage of `card` best worth saying: the weightiest, less part of what the other
    cards the seat may play offer of the same kind, so that a note says what sets it apart."""
    if not gains:
        return None
    rivals: dict[str, float] = {}
    room = MAX_COUNT - view.count
    others = {c.rank: c for c in view.hand if c.rank != card.rank and VALUES[c.rank] <= room}
    for other in others.values():
        for fact in _told(view, other)[1]:
            if fact.good:
                rivals[fact.kind] = max(rivals.get(fact.kind, 0.0), fact.weight)
    return max(gains, key=lambda f: f.weight - SHARED * rivals.get(f.kind, 0.0))


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
    kept: Sequence[Card],
    sizes: tuple[int, ...],
) -> list[_Fact]:
    """What the count left by the play offers `follow`, the next to play, and what it sets up
    for the seat: the replies that peg, the answers the cards kept back have to the replies,
    the go, a count no fifteen can be made on."""
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
        mine = [c.rank for c in kept]
        facts.append(_pair_back(view, follow, after, mine, sizes, fact))
    elif same in (2, 3) and not unseen[rank] and not partner:
        which = "third" if same == 2 else "fourth"
        text = f"no {which} {_word(rank)} is left unseen to answer it"
        facts.append(_Fact(SAFE_PAIR, "pair", text, good=True))
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
        weight = 2.0 if len(after) == 1 else 0.3
        facts.append(_Fact(weight, "fifteen", "no fifteen can be made on it", good=True))
    if partner:
        if not facts:
            facts.append(_Fact(0.1, "safe", "your partner plays next", good=True))
        return facts
    facts.extend(_go(view, follow, count, sizes, pool, unseen))
    if fit and not any(peg_points(after, r) for r in fit):
        text = "no card the next player may hold pegs on it"  # the risk: none; said if room
        facts.append(_Fact(SECOND_GAIN, "safe", text))
    holding = [n - (s == follow) > 0 for s, n in enumerate(sizes)]
    if next_in_count(follow, holding, view.gone) == view.seat:
        facts.extend(_answers(after, count, kept, fit, chance))
    return facts


def _answers(
    after: tuple[int, ...],
    count: int,
    kept: Sequence[Card],
    fit: Sequence[int],
    chance: Callable[[Sequence[int]], float],
) -> list[_Fact]:
    """What the cards kept back (`kept`) can answer the replies that fit (`fit`) with, when
    the seat plays next: a pair of its own, a run, or fifteen or 31, by kind."""
    found: dict[str, list[tuple[int, int, int]]] = {}  # kind: (reply, answer, points)
    for r in fit:
        if r == after[-1]:  # a pair back, and the seat's answer to it: _pair_back
            continue
        room = MAX_COUNT - count - VALUES[r]
        ranks = {c.rank for c in kept if VALUES[c.rank] <= room}
        best, answer = max(((peg_points((*after, r), m), m) for m in ranks), default=(0, 0))
        if best:
            kind = "pair" if answer == r else "run" if best > 2 else "other"
            found.setdefault(kind, []).append((r, answer, best))
    facts = []
    for kind, answers in found.items():
        replies = [r for r, _, _ in answers]
        cards = " ".join(c.display for c in kept if c.rank in {a for _, a, _ in answers})
        names = {tuple(_scores((*after, r), a)) for r, a, _ in answers}
        points = [p for _, _, p in answers]
        if kind == "pair":
            worth = f" for {points[0]}" if len(set(points)) == 1 and points[0] > 2 else ""
            text = f"keeps {cards} to pair {_either(replies)} back{worth}"
        else:
            said = _listed(names.pop()).replace("thirty-one", "31") if len(names) == 1 else ""
            made = said or ("a run" if kind == "run" else "fifteen or 31")
            text = f"keeps {cards}: {_replies(replies)} back lets you make {made}"
        weight = ANSWER * sum(points) / len(points) * chance(replies)
        if kind == "pair" and max(points) == 2:
            weight *= PLAIN_PAIR
        facts.append(_Fact(weight, f"answer {kind}", text, good=True))
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
        return [_Fact(1.0, "end", f"{why}: the go is yours", good=True)]
    blocked = comb(total - fit, held) / comb(total, held)
    if blocked < GO_POSSIBLE:
        return []
    likely = "is likely yours" if blocked >= GO_LIKELY else "may well be yours"
    fits = sum(n for r, n in enumerate(unseen) if VALUES[r] <= room)
    text = f"only {fits} of {sum(unseen)} unseen cards fit on {count}: the go {likely}"
    return [_Fact(blocked, "end", text, good=True)]


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


def _replies(ranks: Sequence[int]) -> str:
    """Cards played back, said as `_either` does with the ten-cards as one: 'a 2 or ten-card'."""
    tens = [r for r in ranks if VALUES[r] == 10]
    if len(tens) < 2:
        return _either(ranks)
    if len(tens) == len(ranks):
        return "a ten-card"
    rest = [r for r in ranks if VALUES[r] < 10]
    return f"{_either(rest)}{',' if len(rest) > 1 else ''} or a ten-card"


def _listed(parts: Sequence[str]) -> str:
    return parts[0] if len(parts) == 1 else f"{', '.join(parts[:-1])} and {parts[-1]}"
