"""A graded Bid Euchre bid as a page shows it (templates/bideuchre/bidding/_grade.html, on the
analyzer and in the drills): the bidding before your turn in the engine's own sentences, said
to you with the seats called as at the table (Left, Partner, Right); the bid standing; each
option's verdict against the best; the option a learner chose; which options lead (shown
at once) and which are left (folded away: every one of them a sure loss); and why, in words
and tricks, as scoring says it (scoring.bideuchre.bidding.reasons)."""

from __future__ import annotations

from dataclasses import dataclass
from functools import cached_property

from scoring.bideuchre.bidding.grading import BidGrade, BidOption, bid_text, parse_bid_text
from scoring.bideuchre.bidding.reasons import Why, why
from scoring.bideuchre.events import EventCategory
from scoring.bideuchre.options import Rules
from scoring.bideuchre.view import View
from scoring.errors import FieldError
from scoring.options import options_of
from scoring.tricks.seats import PLAYERS, side_of
from scoring.verdicts import ERRORS
from webapp.calculators.bid_euchre import RULE_NAMES
from webapp.tables import YOU
from webapp.trick_table import SEAT_NAMES, line

# The seats as the form names them, 1 (the dealer's left) to 4 (the dealer).
SEAT_LABELS = ("First", "Second", "Third", "Last")
LEADING = 6  # options shown at once, at least; the rest (all sure losses) are folded
AUCTION = {EventCategory.DEAL, EventCategory.PASS, EventCategory.BID}


@dataclass(frozen=True)
class Standing:
    """The bid to beat when your turn comes: who holds it and what it is ("four, hearts")."""

    who: str
    words: str
    ours: bool


@dataclass(frozen=True)
class GradedBid:
    """`grade` as shown, with `chosen` (an option's text as the learner gave it) marked."""

    grade: BidGrade
    chosen_text: str | None = None

    @cached_property
    def _view(self) -> View:
        return self.grade.question.view()

    @property
    def seat_label(self) -> str:
        return SEAT_LABELS[self.grade.question.seat - 1]

    @cached_property
    def bidding(self) -> tuple[str, ...]:
        """Who dealt, then each pass and bid before yours, as the table's log says it to you
        ("Left deals", "Partner passes", "Right bids four, hearts")."""
        return tuple(line(event).text for event in self._view.log if event.category in AUCTION)

    @cached_property
    def standing(self) -> Standing | None:
        high = self._view.high
        if high is None:
            return None
        ours = side_of(high.player) == side_of(YOU)
        who = SEAT_NAMES[(high.player - self._view.seat) % PLAYERS]
        return Standing(who, high.contract().words, ours)

    @cached_property
    def house_rules(self) -> tuple[str, ...]:
        """The house rules in play that change the bidding, each as the new-game form names
        it ("Lone bids", "Deck: 32 cards"); none when the usual rules are."""
        rules = self.grade.rules
        said = []
        for option in options_of(Rules):
            value = getattr(rules, option.name)
            if option.name not in RULE_NAMES or value == option.default:
                continue
            if option.is_flag:
                said.append(option.label)
            else:
                chosen = next(c.label for c in option.choices if c.value == value)
                said.append(f"{option.label}: {chosen}")
        return tuple(said)

    @cached_property
    def why(self) -> Why:
        """Why the grade came out as it did: the in-short sentence, the reasons about the
        hand, and a sentence on each option (scoring's own words)."""
        return why(self.grade)

    @cached_property
    def verdicts(self) -> dict[str, str]:
        """Each option's verdict by its text (scoring.verdicts' tiers)."""
        return {o.action: self.grade.verdict(o.action) for o in self.grade.options}

    @cached_property
    def chosen(self) -> BidOption | None:
        """The option chosen, however its text was written ("7 C"); None when none was, or
        the bid chosen was not one of those graded."""
        if self.chosen_text is None:
            return None
        try:
            action = parse_bid_text(self.chosen_text, YOU, self.grade.rules)
        except FieldError:
            return None
        said = bid_text(action)
        return next((o for o in self.grade.options if o.action == said), None)

    @property
    def chosen_verdict(self) -> str | None:
        return None if self.chosen is None else self.verdicts[self.chosen.action]

    @cached_property
    def leading(self) -> tuple[BidOption, ...]:
        """The options shown at once: the first LEADING, and every one after them that is
        not a sure loss."""
        options = self.grade.options
        last = max(
            (i for i, o in enumerate(options) if self.verdicts[o.action] not in ERRORS), default=0
        )
        return options[: max(LEADING, last + 1)]

    @property
    def rest(self) -> tuple[BidOption, ...]:
        return self.grade.options[len(self.leading) :]


def graded_bid(grade: BidGrade, chosen: str | None = None) -> GradedBid:
    """What the grade macro shows (a template global: `graded_bid(grade, chosen)`)."""
    return GradedBid(grade, chosen)
