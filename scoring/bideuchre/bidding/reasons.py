"""Why a graded Bid Euchre bid stands where it does, in words and tricks: for the best bid and
every close second, what your side takes and how often the bid is made and stands; why not the
runner-up, in a figure about the runner-up itself; the cards behind it (trumps with the bowers
and the Benny, off-suit aces, voids; in no-trump the top cards and the suits stopped); what
passing leaves; lone bids against every trick; and bids that never stand, said in words. Pages
and hints show these sentences as they are (a grade kept as data gives the same sentences:
they are made from its figures and its question alone).
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any

from scoring.bideuchre.actions import Bid
from scoring.bideuchre.bidding.grading import PASS, SEAT, BidGrade, BidOption, parse_bid_text
from scoring.bideuchre.contract import MADE_BONUS, NUMBER_WORDS, lone_value
from scoring.bideuchre.options import MadeScores, Rules
from scoring.bideuchre.strength import PARTNER_SHARE, Strain, strength
from scoring.cards import Card, Rank, Suit
from scoring.hint import Hint, HintOption
from scoring.tricks.seats import side_of
from scoring.tricks.strain import strain_name
from scoring.tricks.trump import (
    SAME_COLOUR,
    is_benny,
    is_left_bower,
    is_right_bower,
    is_trump,
    power,
)
from scoring.verdicts import AS_GOOD, NAMES, UNCLEAR

__all__ = ["Why", "bid_reasons", "why"]

ALWAYS = 0.995  # a bid standing (or made) this often is said to always do it
NEVER = 0.005  # ... and this seldom, never
SAME = 1e-9  # points a hand this close are the same on every deal (the deals are shared)
LISTED = 4  # bids named in a list, at most ("and 3 more")
GUARDED = 3  # cards in a suit that make its king a stopper in no-trump: two aces are out

# A share as a sentence says it ("52%", "under 1%"): the figures a sentence must not repeat.
_SHARE = re.compile(r"\d+(?:\.\d+)?%")


@dataclass(frozen=True, slots=True)
class Why:
    """Why a graded bid came out as it did: `in_short`, the best bid's sentence (what your
    side takes with it, how often it is made and stands, and why not the runner-up);
    `reasons`, a few sentences about the hand (tricks in each strain, the bids next to the
    best, what passing leaves, lone bids, bids that never stand, how a hand scores); `notes`,
    a sentence on what each option does, by its text."""

    in_short: str
    reasons: tuple[str, ...]
    notes: tuple[tuple[str, str], ...]

    def note(self, action: str) -> str:
        """What option `action` (its text, "7 clubs") does; "" for one not graded."""
        return dict(self.notes).get(action, "")


def why(grade: BidGrade) -> Why:
    """Say why `grade` came out as it did, from its own figures."""
    told = _Told(grade)
    return Why(
        in_short=told.in_short(),
        reasons=tuple(filter(None, told.reasons())),
        notes=tuple((o.action, told.note(o)) for o in grade.options),
    )


def bid_reasons(
    grade: BidGrade,
    hint: Hint[Any],
    told: Sequence[HintOption[Any]],
    options: Sequence[BidOption],
) -> list[str]:
    """One sentence for each of the hint's options `told` (its best and close seconds, in
    order), `options` being the grade's for them: the best's is why()'s in-short; each other
    says what it does in tricks, then its verdict against the best."""
    said = _Told(grade)
    best = hint.best
    found = []
    for shown, option in zip(told, options, strict=True):
        if shown is best:
            found.append(said.in_short())
            continue
        verdict = hint.verdict(shown.action)
        if verdict == AS_GOOD:
            judged = f"as good as {best.label}"
        elif verdict == UNCLEAR:
            judged = f"too close to call against {best.label} over {grade.deals} deals"
        else:
            loss = f"{shown.loss:.2f}"
            clauses = " ".join(said.clauses(option))
            judged = (  # a bid that never stands may have said its loss against passing
                f"{NAMES[verdict]} against {best.label}"
                if loss in clauses
                else f"{NAMES[verdict]}: it gives up {loss} points a hand against {best.label}"
            )
        found.append(_sentences(f"{shown.label}: ", [*said.clauses(option), judged]))
    return found


class _Told:
    """The sentences for one grade, from its figures."""

    def __init__(self, grade: BidGrade) -> None:
        self.grade = grade
        self.size = grade.rules.hand_size
        high = grade.question.view().high
        self.standing = None if high is None else high.contract()
        self.ours = high is not None and side_of(high.player) == side_of(SEAT)
        self.passing = next((o for o in grade.options if o.action == PASS), None)

    # --- the bids ----------------------------------------------------------------------

    def bid(self, option: BidOption) -> Bid | None:
        """`option` as the engine's bid; None for a pass."""
        action = parse_bid_text(option.action, SEAT, self.grade.rules)
        return action if isinstance(action, Bid) else None

    def named(self, option: BidOption) -> str:
        """An option inside a sentence: "eight, spades", "Moon, hearts", "passing"."""
        bid = self.bid(option)
        if bid is None:
            return "passing"
        words = bid.contract().words
        return words if bid.lone is not None else words[:1].lower() + words[1:]

    def strain(self, option: BidOption) -> str:
        bid = self.bid(option)
        return "" if bid is None else strain_name(bid.trump, bid.low)

    def never_stands(self, option: BidOption) -> bool:
        return self.bid(option) is not None and option.stands < NEVER

    def as_passing(self, option: BidOption) -> bool:
        """Whether `option` comes to what passing does, deal for deal."""
        return self.passing is not None and abs(option.points - self.passing.points) < SAME

    # --- what an option does -------------------------------------------------------------

    def note(self, option: BidOption) -> str:
        """`option`'s sentence with its label: "Eight, spades: your side takes ..."."""
        return _sentences(f"{option.label}: ", self.clauses(option))

    def clauses(self, option: BidOption) -> list[str]:
        bid = self.bid(option)
        if bid is None:
            return self.pass_clauses(option)
        if option.stands < NEVER:
            return [self.overbid(option)]
        if bid.lone is not None:
            return self.lone_clauses(option)
        return self.number_clauses(option)

    def number_clauses(self, option: BidOption) -> list[str]:
        bid = self.bid(option)
        assert bid is not None
        number = NUMBER_WORDS[bid.tricks]
        took = (
            f"your side takes {option.tricks:.1f} of {self.size} tricks on average in "
            f"{self.strain(option)}"
        )
        made = _on(option.make_chance)
        if made == _on(option.stands) and "%" in made:  # one figure, said once
            return [f"{took}; it is made and stands (nobody bids over it) {made} each"]
        return [f"{took}, making {number} {made}", _stands(option.stands)]

    def lone_clauses(self, option: BidOption) -> list[str]:
        bid = self.bid(option)
        assert bid is not None and bid.lone is not None
        value = lone_value(bid.lone, self.size)
        strain = self.strain(option)
        alone = (
            f"alone your side takes {option.tricks:.1f} of {self.size} tricks on average in "
            f"{strain}, and all {NUMBER_WORDS[self.size]} {_on(option.make_chance)}"
        )
        scores = f"made, it scores {value}; set, it loses {self.size}"
        together = self.with_partner(option)
        return [alone, scores, together]

    def with_partner(self, option: BidOption) -> str:
        """A lone bid's strain played with your partner: its tricks, and what a number bid
        there scores at most."""
        strain = self.strain(option)
        numbers = [
            o
            for o in self.grade.options
            if self.strain(o) == strain and (b := self.bid(o)) is not None and b.lone is None
        ]
        if not numbers:
            return ""
        return (
            f"with your partner your side takes {numbers[0].tricks:.1f} on average, and a "
            f"number bid scores at most {self.most}"
        )

    @property
    def _bonus(self) -> bool:
        return self.grade.rules.made_scores is MadeScores.TRICKS_PLUS_2

    @property
    def most(self) -> int:
        """The most a number bid scores: every trick (and the bonus for making it)."""
        return self.size + (MADE_BONUS if self._bonus else 0)

    def overbid(self, option: BidOption) -> str:
        """A bid that never stands, in words."""
        said = "someone always bids over it"
        if self.as_passing(option):
            return f"{said}, so it is worth the same as passing"
        if self.passing is None:
            return f"{said}, so it is worth what the bidding over it comes to"
        gap = option.points - self.passing.points
        than = "more" if gap > 0 else "less"
        return (
            f"{said}, so it is worth what the bidding over it comes to, "
            f"{abs(gap):.2f} points a hand {than} than passing"
        )

    def pass_clauses(self, option: BidOption) -> list[str]:
        """What passing leaves: the bid standing made and standing, or the others' bidding."""
        standing = self.standing
        if standing is None:
            return [
                "with nothing bid yet, the others' bidding after you comes to "
                f"{_signed(option.points)} points a hand for your side"
            ]
        whose = "partner's" if self.ours else "their"
        made = f"after passing, {whose} {standing.words} stands {_on(option.stands)}"
        return [
            f"{made} and is made {_on(option.make_chance, deals=False)}",
            f"your side takes {option.tricks:.1f} of {self.size} tricks in it on average",
        ]

    # --- the best, and why not the runner-up -------------------------------------------

    def in_short(self) -> str:
        grade = self.grade
        best = grade.best
        if len(grade.options) == 1:
            return f"{best.label} is the only bid here."
        second = grade.options[1]
        head = "Passing" if best.action == PASS else best.label
        said = _sentences(f"{head} is best: ", [*self.clauses(best), self.why_not(best, second)])
        if grade.close:
            said += f" Over {grade.deals} deals it cannot be told apart from {self.named(second)}."
        return said

    def why_not(self, best: BidOption, second: BidOption) -> str:
        """Why not `second`, in a figure about `second` itself."""
        one, other = self.bid(best), self.bid(second)
        name = self.named(second)
        if other is None:
            return self.pass_clauses(second)[0]
        if second.stands < NEVER:
            if one is None or best.stands >= NEVER:
                return f"{name} never stands: {self.overbid(second)}"
            if abs(second.points - best.points) < SAME:
                return f"{name} never stands either, and comes to the same on every deal"
            return f"{name} never stands either, and comes to {-second.diff:.2f} points a hand less"
        if one is None:  # passing is best: what the bid comes to
            against = (
                "" if self.standing is None else f", against {_signed(best.points)} for passing"
            )
            return (
                f"{name}, made {_on(second.make_chance)}, comes to {_signed(second.points)} "
                f"points a hand{against}"
            )
        if other.lone is not None and one.lone is None:
            every = f"all {NUMBER_WORDS[self.size]}"
            return f"{name} takes {every} alone {_on(second.make_chance, only=True)}"
        if one.lone is not None and other.lone is None:
            return f"{name}, with your partner, scores at most {self.most}"
        return self.shortfall(best, second, name)

    def shortfall(self, best: BidOption, second: BidOption, name: str) -> str:
        """Two bids of a kind: the figure in which `second` falls short of `best` (tricks in
        its strain, how often it is made, how often it stands), else the two figures."""
        fewer = round(second.tricks, 1) < round(best.tricks, 1)
        if self.strain(second) != self.strain(best) and fewer:
            return (
                f"in {self.strain(second)} your side takes only {second.tricks:.1f} tricks on "
                f"average, and {name} is made {_on(second.make_chance)}"
            )
        made, stands = _on(second.make_chance), _on(second.stands)
        if second.make_chance < best.make_chance and made != _on(best.make_chance):
            return f"{name} is made {_on(second.make_chance, only=True)}"
        if second.stands < best.stands and stands != _on(best.stands):
            return (
                f"{name} stands {_on(second.stands, only=True)}: the others bid over it more often"
            )
        made = "as often" if made == _on(best.make_chance) else made
        stands = "as often" if stands == _on(best.stands) else stands
        return f"{name} is made {made} and stands {stands}"

    # --- about the hand ----------------------------------------------------------------

    def reasons(self) -> list[str]:
        return [
            self.strains(),
            *self.cards(),
            *self.ladder(),
            self.after_passing(),
            self.lone(),
            self.overbids(),
            self.scoring(),
        ]

    def strains(self) -> str:
        """Your side's tricks in each strain graded, bidding with your partner, most first."""
        taken: dict[str, float] = {}
        for option in self.grade.options:
            bid = self.bid(option)
            if bid is not None and bid.lone is None:
                taken.setdefault(self.strain(option), option.tricks)
        if not taken:
            return ""
        ranked = sorted(taken.items(), key=lambda item: -item[1])
        first, *rest = (f"{tricks:.1f} in {strain}" for strain, tricks in ranked)
        listed = ", ".join([first.replace(" in ", f" of {self.size} tricks in ", 1), *rest])
        return f"Bidding with your partner, your side takes on average {listed}."

    def cards(self) -> list[str]:
        """The cards behind the best bid's strain, and the runner-up's when it is another
        (a bid that never stands names no strain worth telling: then the one your side takes
        most tricks in): trumps, off-suit aces and voids in a suit; top cards and stoppers in
        no-trump."""
        grade = self.grade
        strains: list[Strain] = []
        bids = [o for o in grade.options if self.bid(o) is not None]
        told = [o for o in grade.options[:2] if o in bids and not self.never_stands(o)]
        if not told and bids:
            told = [max(bids, key=lambda o: o.tricks)]
        for option in told:
            bid = self.bid(option)
            if bid is not None and (bid.trump, bid.low) not in strains:
                strains.append((bid.trump, bid.low))
        hand = grade.question.hand
        said = []
        for strain in strains:
            said += _holding(hand, strain, grade.rules, named=len(strains) > 1)
        if grade.rules.benny and strains and not any(is_benny(c) for c in hand):
            what = (
                "a trump of its own in no-trump"
                if all(trump is None for trump, _ in strains)
                else "the highest trump"
            )
            said.append(
                f"You do not hold the Benny, {what}: another player has it, or the widow, "
                "which the high bidder takes up."
            )
        return said

    def ladder(self) -> list[str]:
        """The bids one under and one over the best, in its strain: what each trick more
        costs in making it, and gains in standing."""
        best = self.grade.best
        bid = self.bid(best)
        if bid is None or bid.lone is not None:
            return []
        said = []
        for step, what in ((-1, "One trick less"), (1, "One trick more")):
            near = next(
                (
                    o
                    for o in self.grade.options
                    if (b := self.bid(o)) is not None
                    and b.lone is None
                    and self.strain(o) == self.strain(best)
                    and b.tricks == bid.tricks + step
                ),
                None,
            )
            if near is not None:
                said.append(
                    _sentences(
                        f"{what}, {self.named(near)}: ",
                        [f"made {_on(near.make_chance)}", _stands(near.stands), self.gap(near)],
                    )
                )
        return said

    def gap(self, option: BidOption) -> str:
        gap = -option.diff
        if gap < SAME:
            return "as good as the best"
        return f"{gap:.2f} points a hand less than the best"

    def after_passing(self) -> str:
        if self.passing is None or self.grade.best is self.passing:
            return ""
        return _sentences("Passing: ", self.pass_clauses(self.passing))

    def lone(self) -> str:
        """Lone bids, when any were graded: the best of them, near every trick."""
        lone = next(
            (o for o in self.grade.options if (b := self.bid(o)) is not None and b.lone),
            None,
        )
        if lone is None or lone is self.grade.best:
            return ""
        return _sentences(f"{lone.label}: ", self.lone_clauses(lone))

    def overbids(self) -> str:
        """The bids that never stand, in words."""
        over = [o for o in self.grade.options if self.never_stands(o)]
        if not over:
            return ""
        names = [self.named(o) for o in over[:LISTED]]
        if len(over) > LISTED:
            names.append(f"{len(over) - LISTED} more")
        # The bids' own words have commas ("three, clubs"): a list of them takes semicolons.
        listed = "; ".join(names[:-1]) + " and " + names[-1] if len(names) > 1 else names[0]
        them = "it" if len(over) == 1 else "them"
        each = "it is" if len(over) == 1 else "each is"
        if all(self.as_passing(o) for o in over):
            worth = f"so {each} worth the same as passing"
        else:
            worth = f"so {each} worth what the bidding over {them} comes to"
        never = "never stands" if len(over) == 1 else "never stand"
        return _capital(f"{listed} {never}: someone always bids over {them}, {worth}.")

    def scoring(self) -> str:
        bonus = f", and {MADE_BONUS} more for making it" if self._bonus else ""
        return (
            f"Made, a bid scores a point for each trick your side takes{bonus}; set, it loses "
            "the number bid; the other side scores its tricks either way."
        )


# --- the cards ------------------------------------------------------------------------


def _holding(hand: Sequence[Card], strain: Strain, rules: Rules, *, named: bool) -> list[str]:
    """What `hand` holds for `strain`, in sentences; `named` says the strain in each (two are
    told)."""
    trump, low = strain
    if trump is None:
        return _no_trump(hand, low, rules)
    trumps = sorted((c for c in hand if is_trump(c, trump)), key=lambda c: -power(c, trump, trump))
    deck = sum(is_trump(c, trump) for c in rules.cards.cards())
    noun = trump.noun
    if not trumps:
        left = Card(Rank.JACK, SAME_COLOUR[trump]).display
        said = [f"With {noun} trump you hold none of the {deck} trumps: no {noun}, no {left}."]
    else:
        worth = strength(trumps, strain, rules.hand_size) - PARTNER_SHARE * rules.hand_size
        said = [
            f"With {noun} trump you hold {len(trumps)} of the {deck} trumps: "
            f"{_trumps_named(trumps, trump)}; about {worth:.1f} tricks by the quick count"
            f"{_bowers_out(trumps, trump)}."
        ]
    which = f" with {noun} trump" if named else ""
    aces = [c for c in hand if c.rank == Rank.ACE and not is_trump(c, trump)]
    if aces:
        one = len(aces) == 1
        said.append(
            f"{_listed(aces)} {'is an off-suit ace' if one else 'are off-suit aces'}{which}: "
            f"{'a likely trick' if one else 'likely tricks'} if led before anyone can trump "
            f"{'it' if one else 'them'}."
        )
    else:
        said.append(f"No off-suit aces{which}: no sure side tricks.")
    said.append(_short_suits(hand, trump, len(trumps), which))
    return [s for s in said if s]


def _trumps_named(trumps: Sequence[Card], trump: Suit) -> str:
    """Trumps highest first, alike cards together, the Benny and the bowers named: "the Benny,
    J♦ J♦ (both right bowers), J♥ (a left bower), A♦"."""
    said = []
    for card in dict.fromkeys(c.display for c in trumps):
        alike = [c for c in trumps if c.display == card]
        both = len(alike) == 2
        if is_benny(alike[0]):
            said.append("the Benny (the highest trump)")
            continue
        shown = " ".join(c.display for c in alike)
        for bower, test in (("right", is_right_bower), ("left", is_left_bower)):
            if test(alike[0], trump):
                shown += f" (both {bower} bowers)" if both else f" (a {bower} bower)"
        said.append(shown)
    return ", ".join(said)


def _bowers_out(trumps: Sequence[Card], trump: Suit) -> str:
    """The bowers `trumps` lacks, of the two of each in the double deck: "; the other right
    bower and both left bowers are out"."""
    out = []
    for bower, test in (("right", is_right_bower), ("left", is_left_bower)):
        held = sum(test(c, trump) for c in trumps)
        if held < 2:
            out.append(f"the other {bower} bower" if held else f"both {bower} bowers")
    if not out:
        return ""
    alone = len(out) == 1 and out[0].startswith("the other")
    return f"; {_and(out)} {'is' if alone else 'are'} out"


def _short_suits(hand: Sequence[Card], trump: Suit, trumps: int, which: str) -> str:
    """The side suits `hand` is void or one card in: where it trumps in."""
    if not trumps:
        return ""
    held = {s: [c for c in hand if not is_trump(c, trump) and c.suit == s] for s in Suit}
    voids = [s.noun for s in Suit if s != trump and not held[s]]
    singles = [held[s][0] for s in Suit if s != trump and len(held[s]) == 1]
    if not voids and not singles:
        return ""
    parts = [f"no {_or(voids)}"] if voids else []
    parts += [f"one {c.suit.noun[:-1]} ({c.display})" for c in singles]
    led = [f"when {_or(voids)} are led"] if voids else []
    if singles:
        led.append(f"from the second round of {_or([c.suit.noun for c in singles])}")
    times = "" if trumps > 1 else ", but with one trump only once"
    return f"You have {_and(parts)}{which}: you can trump in {' and '.join(led)}{times}."


def _no_trump(hand: Sequence[Card], low: bool, rules: Rules) -> list[str]:
    """No-trump (high or low): the Benny, the top cards of each suit and the suits stopped."""
    strain = "low no-trump" if low else "no-trump"
    order = rules.cards.ranks if low else rules.cards.ranks[::-1]  # the deck's, lowest first
    top, second = order[0], order[1]
    cards = [c for c in hand if not is_benny(c)]
    tops = [c for c in cards if c.rank == top]
    worth = strength(hand, (None, low), rules.hand_size) - PARTNER_SHARE * rules.hand_size
    said = []
    if any(is_benny(c) for c in hand):
        said.append(f"The Benny is a trump of its own in {strain}: one sure trick.")
    lead = f"In {strain} the {top.spoken}s are the top cards"
    if low:
        lead += " (the lowest card of the suit led wins)"
    held = f"you hold {len(tops)}: {_listed(tops)}" if tops else "you hold none"
    quick = f"about {worth:.1f} tricks in all by the quick count"
    said.append(f"{lead}, and {held}; {quick}.")
    stopped: list[str] = []
    open_: list[str] = []
    for suit in Suit:
        ranks = [c.rank for c in cards if c.suit == suit]
        guarded = second in ranks and len(ranks) >= GUARDED  # both tops must fall first
        (stopped if top in ranks or guarded else open_).append(suit.noun)
    a = "an" if top.spoken[0] in "ae" else "a"
    stops = f"{a} {top.spoken}, or a {second.spoken} with two more, in each"
    if not open_:
        said.append(f"Every suit is stopped ({stops}): the others cannot run one.")
    elif not stopped:
        said.append(
            f"No suit is stopped (no {top.spoken}, no {second.spoken} with two more): the "
            "others can run any."
        )
    else:
        said.append(
            f"{_capital(_and(stopped))} are stopped ({stops}); {_and(open_)} are not: the "
            "others may run them."
        )
    return said


def _listed(cards: Sequence[Card]) -> str:
    """Cards as a list says them: "A♠ A♠ and A♣" (alike cards side by side)."""
    shown = [
        " ".join(c.display for c in cards if c.display == d)
        for d in dict.fromkeys(c.display for c in cards)
    ]
    return _and(shown)


def _and(words: Sequence[str]) -> str:
    return words[0] if len(words) == 1 else f"{', '.join(words[:-1])} and {words[-1]}"


def _or(words: Sequence[str]) -> str:
    return words[0] if len(words) == 1 else f"{', '.join(words[:-1])} or {words[-1]}"


def _on(share: float, *, only: bool = False, deals: bool = True) -> str:
    """How often, as a sentence says it: "on 52% of the deals", "on only 52%" (`deals`
    False: said already), "on every deal", "on all but a few deals"."""
    if share >= 1:
        return "on every deal"
    if share <= 0:
        return "on no deal"
    shown = f"{share:.0%}"
    if shown == "100%":
        return "on all but a few deals"
    if shown == "0%":
        shown = "under 1%"
    return f"on {'only ' if only else ''}{shown}{' of the deals' if deals else ''}"


def _stands(share: float) -> str:
    if share >= ALWAYS:
        return "it always stands"
    if share < NEVER:
        return "someone always bids over it"
    return f"nobody bids over it {_on(share)}"


def _signed(points: float) -> str:
    """Points with their sign and a true minus: +0.22, −1.62."""
    return f"{points:+.2f}".replace("-", "\u2212")


def _sentences(head: str, clauses: Sequence[str]) -> str:
    """`head` and `clauses` as one sentence, the clauses joined by semicolons; a new sentence
    begins wherever a clause would say again a share already said in this one."""
    sentences: list[str] = []
    current: list[str] = []
    said: set[str] = set()
    for clause in filter(None, clauses):
        shares = set(_SHARE.findall(clause))
        if current and shares & said:
            sentences.append("; ".join(current) + ".")
            current, said = [], set()
        current.append(clause)
        said |= shares
    if current:
        sentences.append("; ".join(current) + ".")
    if not sentences:
        return head.rstrip(": ") + "."
    first = head + sentences[0] if head else _capital(sentences[0])
    return " ".join([first, *(_capital(s) for s in sentences[1:])])


def _capital(text: str) -> str:
    return text[:1].upper() + text[1:]
