"""A Euchre bid's play-outs in tricks, as clauses a sentence is made of: how often each call
makes it, takes all five and is euchred; what happens after a pass; a lone call against the
same call with your partner; and, near the end, how often the hand ends the game. Each share is
said once in a sentence (`sentences` starts a new one rather than repeat a figure).
"""

from __future__ import annotations

import re
from collections import Counter
from collections.abc import Sequence
from dataclasses import dataclass

from scoring.euchre.bidding.grading import BidGrade, OptionGrade
from scoring.euchre.bidding.rollout import table_bid
from scoring.euchre.bidding.situation import Situation
from scoring.euchre.bidding.table import INDEX, SUITS, numbers_of

__all__ = [
    "LONE_HAND",
    "MARCH",
    "chances",
    "doing",
    "facts",
    "lone_clauses",
    "lone_pair",
    "said",
    "sentences",
    "share",
    "win_clauses",
]

LONE_HAND = 4  # the points a lone march scores
MARCH = 2


def doing(label: str) -> str:
    """An option's label as the subject of a sentence: "Order it up" -> "Ordering it up"."""
    verb, _, rest = label.partition(" ")
    doing = {
        "Pass": "Passing",
        "Order": "Ordering",
        "Pick": "Picking",
        "Call": "Calling",
        "Discard": "Discarding",
    }
    return " ".join(filter(None, (doing.get(verb, verb), rest)))


def said(label: str) -> str:
    """An option's label inside a sentence: "Discard Q♣" -> "discard Q♣"."""
    return label[:1].lower() + label[1:]


# A share as a sentence says it ("52%", "under 1%"): the figures a sentence must not repeat.
_SHARE = re.compile(r"\d+(?:\.\d+)?%")


@dataclass(frozen=True, slots=True)
class _Taken:
    """How an option's deals ended, counted from its tallies: the hands your side named trump
    (you, or partner after a pass) made, marched (all five tricks) or was euchred in; the other
    side's made or euchred; hands thrown in; and the deals on which the hand ended the game
    for your side (`won`) or theirs (`lost`)."""

    deals: int = 0
    made: int = 0
    march: int = 0
    euchred: int = 0
    partner: int = 0
    they_made: int = 0
    they_euchred: int = 0
    thrown: int = 0
    won: int = 0
    lost: int = 0

    @property
    def called(self) -> int:
        return self.made + self.euchred


def _taken(grade: BidGrade, option: OptionGrade) -> _Taken:
    """`option`'s tallies counted by who named trump and how it ended (bidding.grading's
    words: "you made it alone and took all 5 tricks", "they called and were euchred")."""
    ours, theirs = grade.situation.score
    target = grade.situation.rules.game_to
    counts: Counter[str] = Counter()
    for tally in option.outcomes:
        text, deals = tally.text, tally.deals
        counts["deals"] += deals
        if tally.points > 0 and ours + tally.points >= target:
            counts["won"] += deals
        if tally.points < 0 and theirs - tally.points >= target:
            counts["lost"] += deals
        euchred = "euchred" in text
        if text.startswith("thrown in"):
            counts["thrown"] += deals
        elif text.startswith("they"):
            counts["they_euchred" if euchred else "they_made"] += deals
        else:
            counts["euchred" if euchred else "made"] += deals
            counts["march"] += deals if "all 5 tricks" in text else 0
            counts["partner"] += deals if text.startswith("your partner") else 0
    return _Taken(**counts)


def share(part: int, whole: int) -> str:
    """A share of the deals: "52%", or "under 1%" and "over 99%" rather than a misleading
    0% or 100%."""
    if not whole:
        return "0%"
    shown = f"{part / whole:.0%}"
    if part and shown == "0%":
        return "under 1%"
    if part < whole and shown == "100%":
        return "over 99%"
    return shown


def facts(grade: BidGrade, option: OptionGrade, *, named: bool = True) -> list[str]:
    """What `option` does in tricks, as clauses: a pass, what happens after it; a lone call,
    alone against with your partner; any other call, how often your side makes it, marches
    and is euchred. `named`: the sentence has named the option already (else the clauses
    do)."""
    if not option.outcomes:
        return []
    if option.action == "pass":
        return _pass_clauses(grade, option)
    other = _counterpart(grade, option)
    if other is not None and other.outcomes and (_is_alone(option) or other is grade.best):
        return lone_clauses(grade, option, named=named)
    subject = "your side" if named else f"{said(doing(option.label))}, your side"
    # A lone call (or the dealer's discard after picking up alone) marches for 4.
    alone = _is_alone(option) or any(" alone" in tally.text for tally in option.outcomes)
    return [_call_clause(_taken(grade, option), subject, worth=LONE_HAND if alone else None)]


def _call_clause(
    taken: _Taken,
    subject: str,
    *,
    you: bool = False,
    worth: int | None = None,
    deals: bool = True,
    like: _Taken | None = None,
) -> str:
    """A call in tricks: how often `subject` makes it, takes all five (scoring `worth`) and is
    euchred, each share said once; a share that reads the same as `like`'s (the call it is
    set against) is said "as often"."""
    make, take, be = ("make", "take", "are") if you else ("makes", "takes", "is")
    of = " of the deals" if deals else ""
    scores = "" if worth is None else f" ({worth} points)"
    called = taken.called
    if not called:
        return ""
    if not taken.made:
        return f"{subject} {be} euchred on every deal"
    if taken.march == called:
        return f"{subject} {take} all five tricks on every deal{scores}"
    made = share(taken.made, called)
    march = share(taken.march, called)
    euchred = share(taken.euchred, called)
    alike: set[str] = set()
    if like is not None:
        for what, mine, theirs in (
            ("made", taken.made, like.made),
            ("march", taken.march, like.march),
            ("euchred", taken.euchred, like.euchred),
        ):
            if share(mine, called) == share(theirs, like.called):
                alike.add(what)
    if not taken.euchred:
        said = f"{subject} {make} it on every deal"
    elif "made" in alike:
        said = f"{subject} {make} it as often"
    else:
        said = f"{subject} {make} it on {made}{of}"
    if not taken.march:
        said += ", never with all five tricks"
    elif taken.march == taken.made:
        said += f", every time with all five tricks{scores}"
    elif "march" in alike:
        said += f", all five tricks as often{scores}"
    elif march == made:
        said += f", nearly always with all five tricks{scores}"
    else:
        said += f", all five tricks on {march}{scores}"
    if not taken.euchred:
        return said
    if "euchred" in alike:
        return f"{said}, and {be} euchred as often"
    if euchred in (made, march):
        return f"{said}, and {be} euchred on the rest"
    return f"{said}, and {be} euchred on {euchred}"


def _pass_clauses(grade: BidGrade, option: OptionGrade) -> list[str]:
    """What happens after passing: your plan for the next round, the other side's calls made
    and euchred, your side's later calls, hands thrown in."""
    taken = _taken(grade, option)
    deals = taken.deals
    if taken.thrown == deals:
        return ["after passing, the hand is thrown in: no one names trump, and no one scores"]
    clauses = [_plan(grade.situation)]
    made, euchred = share(taken.they_made, deals), share(taken.they_euchred, deals)
    if not taken.they_made and not taken.they_euchred:
        they = "the other side never names trump"
    elif not taken.they_euchred:
        they = f"the other side names trump and makes it on {made} of the deals"
    elif not taken.they_made:
        they = f"the other side names trump on {euchred} of the deals, and is euchred every time"
    else:
        again = "as often" if made == euchred else f"on {euchred}"
        they = (
            f"the other side names trump and makes it on {made} of the deals, and is "
            f"euchred {again}"
        )
    clauses.append(f"after passing, {they}")
    if taken.called:
        if not taken.partner:
            who, name, make, be = "you", "name", "make", "are"
        elif taken.partner == taken.called:
            who, name, make, be = "your partner", "names", "makes", "is"
        else:
            who, name, make, be = "your side", "names", "makes", "is"
        made, euchred = share(taken.made, deals), share(taken.euchred, deals)
        ours = f"{who} {name} trump and {make} it on {made}" if taken.made else ""
        if taken.euchred:
            again = "as often" if euchred == made else f"on {euchred}"
            ours = (
                f"{ours}, and {be} euchred {again}"
                if ours
                else f"{who} {name} trump on {euchred} and {be} euchred every time"
            )
        clauses.append(ours)
    if taken.thrown:
        clauses.append(f"no one names trump on {share(taken.thrown, deals)}")
    return clauses


def _plan(situation: Situation) -> str:
    """Round one, not the dealer: the suit the count would have you name next round if
    everyone passes."""
    if situation.round != 1 or situation.is_dealer:
        return ""
    dealer = (0 - situation.seat) % 4
    plan = table_bid(numbers_of(situation.hand), 0, dealer, INDEX[situation.upcard], 2, False)
    if plan.trump is None:
        return ""
    alone = " alone" if plan.alone else ""
    return f"if everyone passes, you can call {SUITS[plan.trump].noun}{alone} next round"


def _is_alone(option: OptionGrade) -> bool:
    return option.action.split(":")[0].endswith("alone")


def _counterpart(grade: BidGrade, option: OptionGrade) -> OptionGrade | None:
    """For a lone call, the same call with your partner (and back); None for anything else,
    or when the other is not among the options."""
    kind, colon, suit = option.action.partition(":")
    if kind not in ("order", "order_alone", "call", "call_alone"):
        return None
    other = kind.removesuffix("_alone") if kind.endswith("_alone") else f"{kind}_alone"
    try:
        return grade.option(other + colon + suit)
    except ValueError:
        return None


def lone_pair(grade: BidGrade, one: OptionGrade, other: OptionGrade) -> bool:
    """Whether the two are one call, alone and with your partner."""
    return _counterpart(grade, one) is other


def lone_clauses(grade: BidGrade, option: OptionGrade, *, named: bool = True) -> list[str]:
    """A lone call against the same call with your partner, `option`'s way first: how often
    each makes it, takes all five and is euchred, and what each scores. `named`: the sentence
    has named the call already."""
    other = _counterpart(grade, option)
    assert other is not None
    alone, partner = (option, other) if _is_alone(option) else (other, option)
    call = said(doing(partner.label))
    by_alone, by_partner = _taken(grade, alone), _taken(grade, partner)
    # The first clause says "of the deals", and the second "as often" where they agree.
    lone = _call_clause(
        by_alone,
        "alone you" if named else f"{call} alone, you",
        you=True,
        worth=LONE_HAND,
        deals=option is alone,
        like=None if option is alone else by_partner,
    )
    together = _call_clause(
        by_partner,
        "with your partner your side" if named else f"{call} with your partner, your side",
        worth=MARCH,
        deals=option is partner,
        like=None if option is partner else by_alone,
    )
    first, second = (lone, together) if option is alone else (together, lone)
    return [first, second, "3 or 4 tricks score 1 either way, and a euchre costs 2"]


def win_clauses(grade: BidGrade, best: OptionGrade, second: OptionGrade) -> list[str]:
    """The chances of winning the game when they differ as said to the percent; else how
    often the hand itself ends the game, where that sets the best apart; else the chances
    with the decimals it takes to tell them apart."""
    ours, theirs = chances(best.win_chance, second.win_chance)
    named, other = said(doing(best.label)), said(doing(second.label))
    if "." not in ours and ours != theirs:
        return [f"it wins the game {ours} of the time, against {theirs} for {other}"]
    about = f"it and {other} both win the game about {best.win_chance:.0%} of the time"
    a, b = _taken(grade, best), _taken(grade, second)
    won, other_won = share(a.won, a.deals), share(b.won, b.deals)
    if a.won * b.deals > b.won * a.deals and won != other_won:
        ends = f"{named} takes your side out on {won} of the deals, {other} on {other_won}"
        return [about, f"what differs is this hand: {ends}"]
    lost, other_lost = share(a.lost, a.deals), share(b.lost, b.deals)
    if a.lost * b.deals < b.lost * a.deals and lost != other_lost:
        ends = f"{named} lets the other side go out on {lost} of the deals, {other} on {other_lost}"
        return [about, f"what differs is this hand: {ends}"]
    if ours != theirs:
        return [f"it wins the game {ours} of the time, against {theirs} for {other}"]
    return [f"{about}, the same to a hundredth of a percent"]


def chances(first: float, second: float) -> tuple[str, str]:
    """Two chances of winning, with as many decimals (up to two) as it takes to tell them
    apart."""
    for places in (0, 1, 2):
        one, two = f"{first:.{places}%}", f"{second:.{places}%}"
        if one != two:
            return one, two
    return one, two


def sentences(head: str, clauses: Sequence[str]) -> str:
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
