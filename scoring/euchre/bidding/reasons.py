"""Why a graded bid came out as it did, in words tied to the hand: the trumps held for each
suit in question (bowers named), off-suit aces, voids, the seat and who gets the up-card,
next and reverse next in round two, the score, and the point count of bidding.count item by
item, with what it says and whether the play-out agrees; and what each choice did in the
play-outs, in tricks (made, all five, euchred; after a pass, who named trump and how it went;
a lone call against the same call with partner), each share said once a sentence. Pages and
hints render these sentences as they are; nothing here is worked out again by a template.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from scoring.cards import Card, Suit
from scoring.euchre.bidding import in_tricks
from scoring.euchre.bidding.count import (
    ALONE_AT,
    CALL_AT,
    NEXT,
    ORDER_AT,
    count_lines,
    is_next,
    upcard_worth,
)
from scoring.euchre.bidding.grading import BidGrade, OptionGrade
from scoring.euchre.bidding.rollout import Call, table_bid, table_discard
from scoring.euchre.bidding.situation import Situation
from scoring.euchre.bidding.table import (
    ACE,
    CARDS,
    INDEX,
    LEFT,
    RANK_AS,
    RIGHT,
    SAME_COLOUR,
    SUIT_AS,
    SUIT_INDEX,
    SUITS,
    numbers_of,
)
from scoring.euchre.options import AllPass, OpeningLead
from scoring.verdicts import AS_GOOD, BEST, NAMES, UNCLEAR

_said, _doing = in_tricks.said, in_tricks.doing  # an option's label inside a sentence

__all__ = [
    "CountItem",
    "Explanation",
    "Reason",
    "SuitCount",
    "Verdict",
    "explain",
    "quarters",
    "question_facts",
    "rule_action",
    "suit_count",
]


@dataclass(frozen=True, slots=True)
class Reason:
    """One reason: `topic` ("trumps", "left bower", "aces", "voids", "seat", "up-card",
    "next", "score", "count", "outcomes"), a sentence, and the cards it is about."""

    topic: str
    text: str
    cards: tuple[Card, ...] = ()


@dataclass(frozen=True, slots=True)
class CountItem:
    """One line of a point count: what it is for, its cards, its points (negative for the
    up-card going to the other side)."""

    text: str
    cards: tuple[Card, ...]
    points: float

    @property
    def shown(self) -> str:
        """The points as the count says them: "+1 1/2", "−1/2", "0"."""
        return ("+" if self.points > 0 else "") + quarters(self.points)


@dataclass(frozen=True, slots=True)
class SuitCount:
    """The rule of thumb's count for one trump suit, item by item, and what it says there:
    `says` is "pass", "call" or "alone" (with `says_text` in words)."""

    suit: Suit
    items: tuple[CountItem, ...]
    total: float
    says: str
    says_text: str

    @property
    def shown(self) -> str:
        return quarters(self.total)


@dataclass(frozen=True, slots=True)
class Verdict:
    """A learner's choice judged: `kind` is a review's verdict (scoring.verdicts.VERDICTS):
    best, as good, inaccuracy, mistake, blunder or unclear, with a sentence on what it cost."""

    action: str
    kind: str
    text: str


@dataclass(frozen=True, slots=True)
class Explanation:
    """Everything said about a graded bid: `in_short`, plain sentences for a learner on why
    the best choice is best, in tricks, and why not the runner-up, in figures of its own (and
    whether the deals can tell the two apart); a one-line `summary` in figures; the reasons
    about the hand and the table, the counts for the suits in question, what the rule of
    thumb bids (`rule_action`, an option text) and how the play-out compares (`rule`), how
    the best option turned out, and a verdict for every option a learner might choose, with
    what that option does in tricks."""

    in_short: str
    summary: str
    facts: tuple[tuple[str, str], ...]
    reasons: tuple[Reason, ...]
    counts: tuple[SuitCount, ...]
    rule_action: str
    rule_agrees: bool
    rule: str
    outcomes: str
    verdicts: tuple[Verdict, ...]
    method: str

    def verdict(self, action: str) -> Verdict:
        """The verdict on choosing `action`; ValueError if it is not an option here."""
        for verdict in self.verdicts:
            if verdict.action == action:
                return verdict
        raise ValueError(f"{action!r} is not one of the options here")


def explain(grade: BidGrade) -> Explanation:
    """Say why `grade` came out as it did, in sentences tied to its situation."""
    situation = grade.situation
    laying_away = is_discard(grade)
    suits = _suits_in_question(grade)
    shown = tuple(suit_count(situation, suit) for suit in suits)
    ruled = _rule_discard(situation) if laying_away else rule_action(situation)
    reasons: list[Reason] = []
    for suit in suits:
        reasons += _trump_reasons(situation, suit)
    reasons += _ace_reasons(situation, suits)
    reasons += _void_reasons(situation, suits)
    reasons += _seat_reasons(situation)
    if situation.round == 2:
        reasons += _next_reasons(situation)
    reasons += _score_reasons(grade)
    agrees, rule = _rule(grade, shown, ruled)
    facts = question_facts(situation)
    if laying_away:
        up = situation.upcard.display
        facts = tuple(
            (
                what,
                f"One: you pick {up} up; which card do you lay away?" if what == "Round" else said,
            )
            for what, said in facts
        )
    return Explanation(
        in_short=_in_short(grade),
        summary=_summary(grade),
        facts=facts,
        reasons=tuple(reasons),
        counts=shown,
        rule_action=ruled,
        rule_agrees=agrees,
        rule=rule,
        outcomes=_outcomes(grade, grade.best),
        verdicts=tuple(_verdict(grade, option) for option in grade.options),
        method=_method(grade),
    )


def is_discard(grade: BidGrade) -> bool:
    """Whether `grade` is the dealer's discard (grade_discard: options "discard:9D")."""
    return all(option.action.startswith("discard:") for option in grade.options)


def quarters(value: float) -> str:
    """A count in quarters as people say it: "3 3/4", "1/2", "−1/4", "0"."""
    sign = "−" if value < 0 else ""
    whole, part = divmod(round(abs(value) * 4), 4)
    fraction = {0: "", 1: "1/4", 2: "1/2", 3: "3/4"}[part]
    if whole and fraction:
        return f"{sign}{whole} {fraction}"
    if fraction:
        return sign + fraction
    return f"{sign}{whole}"


# --- which suits to talk about -----------------------------------------------------------


def _option_suit(action: str, situation: Situation) -> Suit | None:
    if action == "pass":
        return None
    if action.startswith("order"):
        return situation.upcard.suit
    return Suit.parse(action.split(":")[1])


def _suits_in_question(grade: BidGrade) -> list[Suit]:
    """Round one: the up-card's suit. Round two: the best option's suit and the suit the
    count likes best (one suit when they are the same)."""
    situation = grade.situation
    if situation.round == 1:
        return [situation.upcard.suit]
    found: list[Suit] = []
    best = _option_suit(grade.best.action, situation)
    if best is not None:
        found.append(best)
    counted = max(situation.suits(), key=lambda suit: suit_count(situation, suit).total)
    if counted not in found:
        found.append(counted)
    rule = _option_suit(rule_action(situation), situation)
    if rule is not None and rule not in found:
        found.append(rule)
    return found


# --- the question ---

_SEATS = {
    1: "First, at the dealer's left",
    2: "Second: your partner deals",
    3: "Third, at the dealer's right",
    4: "Last: you deal",
}


def question_facts(situation: Situation) -> tuple[tuple[str, str], ...]:
    """The question in short, as (what, value) pairs for a page's summary list."""
    rules = situation.rules
    up = situation.upcard.display
    round_text = (
        f"One: {'pick' if situation.is_dealer else 'order'} {up} up, or pass"
        if situation.round == 1
        else f"Two: {up} was turned down; name another suit, or pass"
    )
    if situation.stuck:
        round_text = f"Two: {up} was turned down; stuck, you must name a suit"
    ours, theirs = situation.score
    house = [
        "stick the dealer" if rules.all_pass is AllPass.STICK_THE_DEALER else "redeal if all pass"
    ]
    if rules.defend_alone:
        house.append("defending alone allowed")
    if rules.opening_lead is OpeningLead.MAKER_LEFT:
        house.append("the maker's left leads")
    return (
        ("Bidding", _SEATS[situation.seat]),
        ("Round", round_text),
        ("Score", f"Us {ours}, them {theirs}; game to {rules.game_to}"),
        ("House rules", "; ".join(house).capitalize()),
    )


# --- the hand -------------------------------------------------------------------------


def _left_bower(suit: Suit) -> Card:
    return CARDS[SAME_COLOUR[SUIT_INDEX[suit]] * 6 + 2]


def _right_bower(suit: Suit) -> Card:
    return CARDS[SUIT_INDEX[suit] * 6 + 2]


def _trumps(hand: Sequence[Card], suit: Suit) -> list[Card]:
    """The cards of `hand` that are trumps with `suit` trump, highest first."""
    trump = SUIT_INDEX[suit]
    held = [INDEX[c] for c in hand if SUIT_AS[trump][INDEX[c]] == trump]
    return [CARDS[n] for n in sorted(held, key=RANK_AS[trump].__getitem__, reverse=True)]


def _trump_reasons(situation: Situation, suit: Suit) -> list[Reason]:
    trumps = _trumps(situation.hand, suit)
    right, left = _right_bower(suit), _left_bower(suit)
    if not trumps:
        text = f"You hold no trumps if {suit.noun} are trump: no {suit.noun}"
        text += f" and not {left.display}, its left bower."
        return [Reason("trumps", text)]
    names = ", ".join(_trump_name(card, suit) for card in trumps)
    count = len(trumps)
    text = f"With {suit.noun} trump you hold {count} trump{'s' if count > 1 else ''}: {names}."
    if situation.round == 1 and situation.is_dealer:
        kept = len(_trumps(_counted_hand(situation, suit), suit))
        text += f" Picking up {situation.upcard.display} makes {kept}."
        count = kept
    if count >= 3:
        text += " Three or more trumps usually take three tricks with a little help."
    reasons = [Reason("trumps", text, tuple(trumps))]
    if left in trumps:
        reasons.append(
            Reason(
                "left bower",
                f"{left.display} is the left bower when {suit.noun} are trump: it counts as "
                f"one of the {suit.noun}, not as a {left.suit.noun[:-1]}, and only "
                f"{right.display} beats it.",
                (left,),
            )
        )
    return reasons


def _trump_name(card: Card, suit: Suit) -> str:
    rank = RANK_AS[SUIT_INDEX[suit]][INDEX[card]]
    if rank == RIGHT:
        return f"{card.display} (the right bower)"
    if rank == LEFT:
        return f"{card.display} (the left bower)"
    return card.display


def _off_aces(hand: Sequence[Card], suit: Suit) -> list[Card]:
    trump = SUIT_INDEX[suit]
    return [
        c for c in hand if SUIT_AS[trump][INDEX[c]] != trump and RANK_AS[trump][INDEX[c]] == ACE
    ]


def _ace_reasons(situation: Situation, suits: Sequence[Suit]) -> list[Reason]:
    reasons = []
    for suit in suits:
        aces = _off_aces(situation.hand, suit)
        which = f" with {suit.noun} trump" if len(suits) > 1 else ""
        if not aces:
            reasons.append(Reason("aces", f"No off-suit aces{which}: no sure side tricks."))
            continue
        listed = " and ".join(card.display for card in aces)
        text = (
            f"{listed} {'is an off-suit ace' if len(aces) == 1 else 'are off-suit aces'}{which}:"
            f" {'a likely trick' if len(aces) == 1 else 'likely tricks'} if "
            f"{'it is' if len(aces) == 1 else 'they are'} led before anyone is void."
        )
        reasons.append(Reason("aces", text, tuple(aces)))
    return reasons


def _void_reasons(situation: Situation, suits: Sequence[Suit]) -> list[Reason]:
    reasons = []
    for suit in suits:
        trump = SUIT_INDEX[suit]
        hand = _counted_hand(situation, suit)
        held = {SUIT_AS[trump][INDEX[c]] for c in hand}
        voids = [s for s in SUITS if SUIT_INDEX[s] not in held]
        trumps = len(_trumps(hand, suit))
        if not voids or not trumps:
            continue
        names = " or ".join(s.noun for s in voids)
        which = f" with {suit.noun} trump" if len(suits) > 1 else ""
        after = " after laying a card away" if hand != list(situation.hand) else ""
        text = f"You have no {names}{which}{after}: when {names} are led you can trump in"
        text += "." if trumps >= 2 else ", but with one trump only once."
        reasons.append(Reason("voids", text))
    return reasons


def _counted_hand(situation: Situation, suit: Suit) -> list[Card]:
    """The five cards the count is made on: the dealer picking up in round one keeps the
    up-card and lays away the table player's discard."""
    if situation.round == 1 and situation.is_dealer:
        six = numbers_of([*situation.hand, situation.upcard])
        six.remove(table_discard(six, SUIT_INDEX[suit]))
        return [CARDS[n] for n in six]
    return list(situation.hand)


# --- the table -------------------------------------------------------------------------

_WHERE_THE_DEALER_SITS = {
    1: "You sit at the dealer's left: you bid first, and the dealer is an opponent.",
    2: "Your partner deals: you bid second.",
    3: "You sit at the dealer's right: you bid third, and the dealer is an opponent.",
    4: "You are the dealer: you bid last.",
}


_PASSED = {1: "One player passed", 2: "Two players passed", 3: "Three players passed"}


def _seat_reasons(situation: Situation) -> list[Reason]:
    up = situation.upcard
    seat = situation.seat
    passed = situation.passes_before
    text = _WHERE_THE_DEALER_SITS[seat]
    if situation.round == 2:
        text += f" Everyone passed {up.display} in round one"
        text += f", and {_PASSED[passed].lower()} before you in round two." if passed else "."
    elif passed:
        text += f" {_PASSED[passed]} before you."
    reasons = [Reason("seat", text)]
    if situation.round != 1:
        return reasons
    worth = quarters(upcard_worth(INDEX[up]))
    if situation.is_dealer:
        six = numbers_of([*situation.hand, up])
        laid = CARDS[table_discard(six, SUIT_INDEX[up.suit])]
        text = (
            f"If you pick {up.display} up it joins your hand as a trump and you lay a card "
            f"away: the count keeps your best five, laying away {laid.display}."
        )
        reasons.append(Reason("up-card", text, (up, laid)))
    elif situation.partner_deals:
        text = (
            f"If anyone orders {up.suit.noun}, {up.display} goes to your partner, the dealer: "
            f"a trump for your side, worth {worth} in the count."
        )
        reasons.append(Reason("up-card", text, (up,)))
    else:
        text = (
            f"Ordering {up.suit.noun} hands {up.display} to the dealer, an opponent: a trump "
            f"for their side, so the count takes {worth} off."
        )
        reasons.append(Reason("up-card", text, (up,)))
    return reasons


def _next_reasons(situation: Situation) -> list[Reason]:
    up = situation.upcard
    next_suit = SUITS[SAME_COLOUR[SUIT_INDEX[up.suit]]]
    reverse = [s for s in situation.suits() if s != next_suit]
    reverse_names = " and ".join(s.noun for s in reverse)
    reasons = []
    said = (
        f"{next_suit.noun.capitalize()} are next, the same colour as the turned-down {up.display}."
    )
    if situation.partner_deals:
        text = (
            f"{said} Your side turned {up.suit.noun} down, and next is the usual call for "
            "the other side, so the count gives your side nothing for it; a dealing side "
            f"more often calls reverse next: {reverse_names}."
        )
        if situation.passes_before:
            text += " The dealer's left passed in round two, so they likely could not call next."
    else:
        text = (
            f"{said} The dealer turned {up.suit.noun} down, so their side is less likely to "
            "be strong in that colour: next is the usual call from the dealer's left and "
            f"their partner, worth {quarters(NEXT)} more in the count."
        )
    reasons.append(Reason("next", text, (up,)))
    if up.rank == 11:
        text = (
            f"The turned-down {up.display} is the left bower of {next_suit.noun}: with "
            f"{next_suit.noun} trump no one holds it, so {_right_bower(next_suit).display} "
            f"and the ace are the top two trumps."
        )
        reasons.append(Reason("next", text, (up,)))
    return reasons


def _score_reasons(grade: BidGrade) -> list[Reason]:
    situation = grade.situation
    ours, theirs = situation.score
    target = situation.rules.game_to
    score = f"{ours}–{theirs}"
    reasons = []
    if grade.basis == "win":
        reasons.append(
            Reason(
                "score",
                f"At {score} in a game to {target}, the end is near: the options are ranked by "
                "the chance of winning the game, not by points a hand.",
            )
        )
    else:
        reasons.append(
            Reason(
                "score",
                f"At {score} in a game to {target}, no one is within a loner of the end: "
                "the options are ranked by points a hand.",
            )
        )
        return reasons
    need = target - ours
    if need == 1:
        reasons.append(Reason("score", "You need one point: any hand your side makes wins."))
    elif need == in_tricks.MARCH:
        reasons.append(
            Reason("score", "You need two points: a march, or euchring them, wins the game.")
        )
    elif need <= in_tricks.LONE_HAND:
        reasons.append(
            Reason(
                "score",
                f"At {ours}, a loner that takes all five tricks (4 points) wins the game.",
            )
        )
    theirs_need = target - theirs
    if theirs_need == 1:
        text = (
            "They need one point: if they make trump, or euchre your side, they win. "
            "Making trump yourself keeps them from calling, so a weak call costs less "
            "than usual."
        )
        reasons.append(Reason("score", text))
    elif theirs_need == in_tricks.MARCH:
        text = "They need two points: a march, or euchring your side, wins them the game."
        reasons.append(Reason("score", text))
    elif theirs_need <= in_tricks.LONE_HAND:
        text = (
            f"At {theirs}, a loner wins them the game: making trump yourself, even on a "
            "fair hand, stops them from going alone."
        )
        reasons.append(Reason("score", text))
    return reasons


# --- the rule of thumb -----------------------------------------------------------------


def suit_count(situation: Situation, suit: Suit) -> SuitCount:
    """The count for `suit` as bidding.count makes it, with every adjustment as a line."""
    trump = SUIT_INDEX[suit]
    hand = numbers_of(situation.hand)
    up = INDEX[situation.upcard]
    extra: list[CountItem] = []
    if situation.round == 1 and situation.is_dealer:
        six = [*hand, up]
        laid = table_discard(six, trump)
        six.remove(laid)
        hand = six
        extra.append(
            CountItem(
                f"the up-card joins your hand; {CARDS[laid].display} is laid away",
                (situation.upcard, CARDS[laid]),
                0.0,
            )
        )
    elif situation.round == 1:
        worth = upcard_worth(up)
        jack = " (a jack: a whole point)" if worth > 0.5 else ""
        if situation.partner_deals:
            extra.append(
                CountItem(f"the up-card goes to your partner{jack}", (situation.upcard,), worth)
            )
        else:
            extra.append(
                CountItem(f"the up-card goes to an opponent{jack}", (situation.upcard,), -worth)
            )
    elif is_next(trump, up) and not situation.partner_deals:
        extra.append(CountItem("next, called from the dealer's left side", (), NEXT))
    items = [
        CountItem(line.text, tuple(Card.parse(c) for c in line.cards), line.points)
        for line in count_lines(hand, trump)
    ]
    if situation.round == 1 and situation.is_dealer:
        items = extra + items
    else:
        items += extra
    total = sum(item.points for item in items)
    if total >= ALONE_AT:
        says = "alone"
    elif total >= _bid_at(situation):
        says = "call"
    else:
        says = "pass"
    return SuitCount(suit, tuple(items), total, says, _says_text(situation, suit, total, says))


def _bid_at(situation: Situation) -> float:
    """The count the rule bids at: ordering up (or picking up) in round one asks for more
    than naming a suit in round two."""
    return ORDER_AT if situation.round == 1 else CALL_AT


def _says_text(situation: Situation, suit: Suit, total: float, says: str) -> str:
    at = _bid_at(situation)
    verb_at = "order" if situation.round == 1 else "call"
    lines = f"{verb_at} at {quarters(at)}, alone at {quarters(ALONE_AT)}"
    verb = _bid_words(situation, suit)
    if says == "alone":
        return f"{quarters(total)} for {suit.noun}: {verb} alone ({lines})."
    if says == "call":
        return f"{quarters(total)} for {suit.noun}: {verb} ({lines})."
    short = quarters(at - total)
    if situation.stuck:
        return f"{quarters(total)} for {suit.noun}: {short} short of a call ({lines})."
    if situation.round == 1:
        what = "picking it up" if situation.is_dealer else "ordering it up"
    else:
        what = "a call"
    return f"{quarters(total)} for {suit.noun}: pass, {short} short of {what} ({lines})."


def _bid_words(situation: Situation, suit: Suit) -> str:
    if situation.round == 2:
        return f"call {suit.noun}"
    return "pick it up" if situation.is_dealer else "order it up"


def rule_action(situation: Situation) -> str:
    """The option the table player, bidding by the count, would choose here."""
    dealer = (0 - situation.seat) % 4
    call: Call = table_bid(
        numbers_of(situation.hand),
        0,
        dealer,
        INDEX[situation.upcard],
        situation.round,
        situation.stuck,
    )
    if call.trump is None:
        return "pass"
    alone = "_alone" if call.alone else ""
    if situation.round == 1:
        return "order" + alone
    return f"call{alone}:{SUITS[call.trump]}"


def _rule_discard(situation: Situation) -> str:
    """The card the table player lays away after picking the up-card up."""
    six = numbers_of([*situation.hand, situation.upcard])
    return f"discard:{CARDS[table_discard(six, SUIT_INDEX[situation.upcard.suit])]}"


def _rule(grade: BidGrade, counts: Sequence[SuitCount], rule_action: str) -> tuple[bool, str]:
    situation = grade.situation
    rule = grade.option(rule_action)
    best = grade.best
    said = " ".join(c.says_text for c in counts)
    if is_discard(grade):
        said = (
            f"The rule of thumb lays away {rule.label.split()[-1]}: the lowest card of your "
            "shortest plain suit, keeping aces, to leave you short or void in it."
        )
    elif situation.round == 2:
        said += f" The count bids the suit that counts most: {_said(rule.label)}."
    else:
        said += f" The count says: {_said(rule.label)}."
    if situation.stuck:
        said += " As dealer you are stuck: you must name a suit."
    if rule is best:
        return True, f"{said} Playing the hand out agrees: it is the best choice here."
    # Alone or with partner against the rule: the figures that decide it, in tricks.
    lone = in_tricks.lone_pair(grade, best, rule) and best.outcomes and rule.outcomes
    figures = f" {in_tricks.sentences('', in_tricks.lone_clauses(grade, best))}" if lone else ""
    if grade.acceptable(rule_action):
        return True, (
            f"{said} Playing the hand out finds {_said(best.label)} a little better, "
            f"but too close to tell apart from it: {_cost(grade, rule)}.{figures}"
        )
    return False, (
        f"{said} This hand departs from the rule: playing it out, {_said(best.label)} "
        f"does better, and {_said(rule.label)} {_cost(grade, rule)}.{figures}"
    )


# --- results ---------------------------------------------------------------------------


def _cost(grade: BidGrade, option: OptionGrade) -> str:
    """What choosing `option` costs against the best, by the grade's basis."""
    if grade.basis == "win":
        low, high = -option.diff_high * 100, -option.diff_low * 100
        return (
            f"lowers the chance of winning the game by {-option.diff * 100:.1f} "
            f"percentage points ({max(low, 0):.1f} to {high:.1f})"
        )
    low, high = -option.diff_high, -option.diff_low
    return f"costs {-option.diff:.2f} points a hand ({max(low, 0):.2f} to {high:.2f})"


def _in_short(grade: BidGrade) -> str:
    """Why the best choice is best, plainly, in tricks: what the hand takes and loses with it,
    and why not the runner-up, in a figure about the runner-up itself; when the two cannot be
    told apart, that too."""
    best = grade.best
    if len(grade.options) == 1:
        return f"{_doing(best.label)} is the only choice here."
    second = grade.options[1]
    clauses = in_tricks.win_clauses(grade, best, second) if grade.basis == "win" else []
    if in_tricks.lone_pair(grade, best, second):
        clauses += in_tricks.lone_clauses(grade, best)
    else:
        clauses += in_tricks.facts(grade, best)
        clauses += in_tricks.facts(grade, second, named=False)
    said = in_tricks.sentences(f"{_doing(best.label)} is best: ", clauses)
    if grade.close:
        said += (
            f" Over {grade.deals} deals it cannot be told apart from {_said(_doing(second.label))}."
        )
    return said


def _summary(grade: BidGrade) -> str:
    """One sentence on the best choice, to go under its name."""
    best = grade.best
    if len(grade.options) == 1:
        return "The only choice here."
    second = grade.options[1]
    if grade.close:
        return (
            f"A close call: {_said(best.label)} or {_said(second.label)}; "
            f"over {grade.deals} deals the two cannot be told apart."
        )
    if grade.basis == "win":
        ours, theirs = in_tricks.chances(best.win_chance, second.win_chance)
        if ours == theirs:
            return (
                f"The best chance of winning the game, {ours}, as good as "
                f"{_said(second.label)}'s, over {grade.deals} deals."
            )
        return (
            f"The best chance of winning the game, {ours}, against {theirs} for "
            f"{_said(second.label)}, over {grade.deals} deals."
        )
    return (
        f"The best choice: {_signed(best.points)} points a hand, {-second.diff:.2f} more "
        f"than {_said(second.label)}, over {grade.deals} deals."
    )


def _signed(value: float) -> str:
    """Points with their sign, a true minus: "+2.56", "−0.40"."""
    return f"{value:+.2f}".replace("-", "−")


def _outcomes(grade: BidGrade, option: OptionGrade) -> str:
    deals = grade.deals
    parts = [
        f"{tally.text} in {in_tricks.share(tally.deals, deals)}" for tally in option.outcomes[:3]
    ]
    rest = sum(tally.deals for tally in option.outcomes[3:])
    if rest:
        parts.append(f"something else in {in_tricks.share(rest, deals)}")
    return f"{option.label}, over {deals} deals: " + "; ".join(parts) + "."


def _method(grade: BidGrade) -> str:
    basis = (
        "ranked by the chance of winning the game after the hand"
        if grade.basis == "win"
        else "ranked by points a hand, ours minus theirs"
    )
    return (
        f"Every choice was played out over the same {grade.deals} deals of the cards you "
        "cannot see (dealt to fit the passes before you), by players who see only their own "
        f"cards and bid by the count; {basis}. The ranges are 95% intervals."
    )


def _verdict(grade: BidGrade, option: OptionGrade) -> Verdict:
    """The verdict on choosing `option`, then what it does in tricks (a pass: what happens
    after it; a lone call: alone against with your partner)."""
    best = grade.best
    if option is best:
        return Verdict(option.action, BEST, f"Right: {_said(option.label)} is the best here.")
    verdict = grade.verdict(option.action)
    if verdict == AS_GOOD:
        head = (
            f"As good: {_said(option.label)} cannot be told apart from "
            f"{_said(best.label)} over these {grade.deals} deals."
        )
    elif verdict == UNCLEAR:
        head = (
            f"Too close to call: {_said(option.label)} and {_said(best.label)} could not be "
            f"told apart in {grade.deals} deals, though more might."
        )
    else:
        tier = NAMES[verdict].capitalize()  # "An inaccuracy", "A mistake", "A blunder"
        head = f"{tier}: {_said(option.label)} {_cost(grade, option)} against {_said(best.label)}."
    facts = (
        in_tricks.sentences("", in_tricks.facts(grade, option, named=False))
        if option.outcomes
        else ""
    )
    return Verdict(option.action, verdict, " ".join(filter(None, (head, facts))))
