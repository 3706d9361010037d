"""Why a Bid Euchre bid came out as it did (bidding.reasons): the best bid in tricks, made and
standing, and why not the runner-up in a figure of its own; what passing leaves; lone bids
against every trick; bids that never stand said in words; the hint's sentence for its best and
every close second; each share said once a sentence."""

from __future__ import annotations

import re

import pytest

from scoring.bideuchre.bidding.grading import (
    BidGrade,
    BidOption,
    bid_text,
    grade_bid,
    read_question,
)
from scoring.bideuchre.bidding.reasons import Why, bid_reasons, why
from scoring.bideuchre.hint import bid_hint
from scoring.bideuchre.options import Rules
from scoring.hint import close_to_best

FAST = {"max_deals": 200}
# Three bowers and four more spades, after Right bids four hearts (the analyzer's example).
SPADES = ("JS JS' JC AS KS 9S TS AH AH' KD QD 9C", 3, ["pass", "4 hearts"])
# Nothing much, second to bid after a pass.
WEAK = ("9C TC QD KD 9H TH QS KS 9S JD AH KC", 2, ["pass"])
# Partner bid four hearts; the dealer's hand adds little.
PARTNERS = ("9C TC QD KD 9H TH QS KS 9S JD AH KC", 4, ["pass", "4 hearts", "pass"])
# Every bower and a long, solid spade suit: every trick, alone.
MOON = "JS JS' JC JC' AS AS' KS KS' QS AH AD AC"

SHARE = re.compile(r"\d+(?:\.\d+)?%")
NO_WORDS = re.compile(r"[+−-]0\.00 \([+−-]0\.00 to [+−-]0\.00\)")


def sentences(text: str) -> list[str]:
    """A text's sentences (a figure's decimal point does not end one)."""
    return re.split(r"(?<=\.)\s+(?=[A-Z])", text)


def said_twice(text: str) -> list[str]:
    """The sentences of `text` that state one percentage twice."""
    return [s for s in sentences(text) if len(SHARE.findall(s)) != len(set(SHARE.findall(s)))]


def everything(said: Why) -> list[str]:
    return [said.in_short, *said.reasons, *(note for _, note in said.notes)]


def graded(hand: str, seat: int, bids: list[str], **rules: object) -> BidGrade:
    return grade_bid(hand, seat=seat, bids=bids, rules=Rules(**rules), **FAST)  # type: ignore[arg-type]


def on(share: float) -> str:
    """A share as the sentences say it, for shares short of every deal."""
    return f"on {share:.0%} of the deals"


def test_the_best_bid_in_tricks_made_and_standing_and_why_not_the_runner_up():
    grade = graded(*SPADES)
    best, second = grade.options[:2]
    assert best.action == "8 spades" and second.action == "7 spades"
    said = why(grade)
    assert said.in_short.startswith(
        f"Eight, spades is best: your side takes {best.tricks:.1f} of 12 tricks on average in "
        f"spades, making eight {on(best.make_chance)}; nobody bids over it {on(best.stands)}"
    )
    # why not seven, spades: a figure about seven, spades itself
    assert f"seven, spades stands on only {second.stands:.0%} of the deals" in said.in_short
    # one trick each way in the reasons, and what passing leaves: their four, hearts
    assert any(r.startswith("One trick more, nine, spades: made ") for r in said.reasons)
    passing = grade.option("pass")
    assert (
        f"Passing: after passing, their four, hearts stands {on(passing.stands)} and is made "
        f"on {passing.make_chance:.0%}; your side takes {passing.tricks:.1f} of 12 tricks in it "
        "on average."
    ) in said.reasons
    assert said.reasons[0].startswith(
        f"Bidding with your partner, your side takes on average {best.tricks:.1f} of 12 "
        "tricks in spades, "
    )


@pytest.mark.parametrize(
    "question", [SPADES, WEAK, PARTNERS], ids=["spades", "weak", "partners-bid"]
)
def test_each_share_is_said_once_a_sentence_and_never_a_zero_without_words(question):
    said = why(graded(*question))
    for text in everything(said):
        assert not said_twice(text), said_twice(text)
        assert not NO_WORDS.search(text), text
        assert "(+0.00 to +0.00)" not in text


def test_what_passing_leaves_when_partners_bid_stands():
    grade = graded(*PARTNERS)
    assert grade.best.action == "pass"
    said = why(grade)
    assert said.in_short.startswith("Passing is best: after passing, partner's four, hearts ")
    # why not the runner-up: what that bid comes to, made how often
    second = grade.options[1]
    assert f"{second.label.lower()}, made " in said.in_short
    assert said.note("pass").startswith("Pass: after passing, partner's four, hearts stands")


def test_a_bid_that_never_stands_is_said_in_words():
    grade = graded(*WEAK)
    never = [o for o in grade.options if o.action != "pass" and o.stands == 0]
    assert never
    said = why(grade)
    for option in never:
        assert said.note(option.action).startswith(
            f"{option.label}: someone always bids over it, so it is worth "
        )
    assert any("never stand: someone always bids over them" in r for r in said.reasons)


def made_up(points: tuple[float, float, float], stands: tuple[float, float, float]) -> BidGrade:
    """Seat 3 after two passes: passing, three clubs and three diamonds with these points and
    standing, three clubs's and three diamonds's differences to the best exact (no interval:
    the same on every deal)."""
    question = read_question(WEAK[0], seat=3, bids=["pass", "pass"])
    best = max(points)
    options = tuple(
        BidOption(
            action=action,
            label=label,
            points=value,
            low=value - 0.5,
            high=value + 0.5,
            make_chance=0.0 if action == "pass" else 0.9,
            tricks=0.0 if action == "pass" else 5.1,
            stands=standing,
            diff=value - best,
            diff_low=value - best,
            diff_high=value - best,
        )
        for action, label, value, standing in sorted(
            zip(
                ("pass", "3 clubs", "3 diamonds"),
                ("Pass", "Three, clubs", "Three, diamonds"),
                points,
                stands,
                strict=True,
            ),
            key=lambda row: -row[2],
        )
    )
    return BidGrade(question, options, True, 100, 0)


def test_a_bid_worth_the_same_as_passing_says_so():
    # Someone always bids over three clubs: it comes to what passing does, on every deal.
    grade = made_up((0.4, 0.4, -0.2), (0.0, 0.0, 0.6))
    said = why(grade)
    assert said.note("3 clubs") == (
        "Three, clubs: someone always bids over it, so it is worth the same as passing."
    )
    assert said.in_short == (
        "Passing is best: with nothing bid yet, the others' bidding after you comes to +0.40 "
        "points a hand for your side; three, clubs never stands: someone always bids over it, "
        "so it is worth the same as passing. Over 100 deals it cannot be told apart from "
        "three, clubs."
    )
    hint = bid_hint(grade, 0)
    told = close_to_best(hint)
    found = bid_reasons(grade, hint, told, [grade.option(bid_text(o.action)) for o in told])
    assert found == [o.reason for o in told] and all(found)
    for text in found:
        assert not NO_WORDS.search(text) and not said_twice(text), text
    assert found[1] == (
        "Bid three, clubs: someone always bids over it, so it is worth the same as passing; "
        "as good as Pass."
    )


def test_a_best_bid_that_never_stands_and_its_twin():
    # Three clubs and three diamonds never stand, and come to more than passing, alike.
    grade = made_up((-0.5, 0.3, 0.3), (0.0, 0.0, 0.0))
    said = why(grade)
    assert said.in_short == (
        "Three, clubs is best: someone always bids over it, so it is worth what the bidding "
        "over it comes to, 0.80 points a hand more than passing; three, diamonds never stands "
        "either, and comes to the same on every deal. Over 100 deals it cannot be told apart "
        "from three, diamonds."
    )


def test_lone_bids_are_weighed_against_every_trick():
    grade = grade_bid(MOON, seat=1, rules=Rules(lone_bids=True), max_deals=100)
    best = grade.best
    assert best.label.endswith("(alone)")
    said = why(grade)
    assert said.in_short.startswith(f"{best.label} is best: alone your side takes ")
    assert "and all twelve on " in said.in_short
    assert "made, it scores 24; set, it loses 12" in said.in_short
    assert "with your partner your side takes " in said.in_short
    assert "a number bid scores at most 12" in said.in_short
    for text in everything(said):
        assert not said_twice(text), said_twice(text)


def test_the_hint_explains_its_best_and_every_close_second():
    grade = graded(*SPADES)
    hint = bid_hint(grade, 0)
    told = close_to_best(hint)
    # The best and every close second are explained (scoring.hint may explain the rest too).
    for option in told:
        assert option.reason, option
    assert hint.best.reason == why(grade).in_short
    for option in told[1:]:
        assert option.reason.startswith(f"{option.label}: your side takes ")
        assert not said_twice(option.reason), option.reason


def test_a_kept_grade_says_the_same():
    grade = graded(*SPADES)
    assert why(BidGrade.from_dict(grade.to_dict())) == why(grade)
    # the grader's own one-line reason plays no part
    assert why(BidGrade.from_dict(grade.to_dict())) == why(grade)


# The cards behind the bid: trumps (bowers named, two of each in the double deck, the Benny),
# off-suit aces, voids; in no-trump the top cards and the suits stopped.

DIAMONDS = "AD KD QD JD TD 9D AS KS AC QC 9C TC"  # six diamonds, two side aces, no hearts


def test_a_suit_bid_cites_its_trumps_side_aces_and_voids():
    grade = graded(DIAMONDS, 1, [])
    assert grade.best.action.endswith(" diamonds")
    reasons = why(grade).reasons
    assert reasons[1:4] == (
        "With diamonds trump you hold 6 of the 14 trumps: J♦ (a right bower), A♦, K♦, Q♦, "
        "10♦, 9♦; about 4.2 tricks by the quick count; the other right bower and both left "
        "bowers are out.",
        "A♣ and A♠ are off-suit aces: likely tricks if led before anyone can trump them.",
        "You have no hearts: you can trump in when hearts are led.",
    )


def test_both_bowers_of_a_kind_and_a_short_suit():
    reasons = why(graded(*SPADES)).reasons
    assert (
        "With spades trump you hold 7 of the 14 trumps: J♠ J♠ (both right bowers), J♣ (a left "
        "bower), A♠, K♠, 10♠, 9♠; about 5.5 tricks by the quick count; the other left bower is "
        "out."
    ) in reasons
    assert "You have one club (9♣): you can trump in from the second round of clubs." in reasons


def test_the_benny_held_leads_the_trumps_and_one_not_held_is_said():
    held = "JK JS JS' JC AS KS 9S TS AH AH' KD QD"
    reasons = why(graded(held, 3, ["pass", "4 hearts"], benny=True)).reasons
    assert any(
        r.startswith(
            "With spades trump you hold 8 of the 15 trumps: the Benny (the highest trump), "
            "J♠ J♠ (both right bowers), "
        )
        for r in reasons
    ), reasons
    assert not any("do not hold the Benny" in r for r in reasons)
    missing = why(graded(*SPADES, benny=True)).reasons
    assert (
        "You do not hold the Benny, the highest trump: another player has it, or the widow, "
        "which the high bidder takes up."
    ) in missing


def test_no_trump_cites_the_top_cards_and_the_suits_stopped():
    grade = graded("AS AS' AH AH' AC KC KS KH QS QH 9C TC", 1, [])
    assert grade.best.action.endswith(" no-trump")
    assert why(grade).reasons[1:3] == (
        "In no-trump the aces are the top cards, and you hold 5: A♣, A♥ A♥ and A♠ A♠; about "
        "5.2 tricks in all by the quick count.",
        "Clubs, hearts and spades are stopped (an ace, or a king with two more, in each); "
        "diamonds are not: the others may run them.",
    )
    low = graded("9S 9S' 9H 9H' 9C 9D TS TH TC TD QS JC", 1, [], low_no_trump=True)
    assert low.best.action.endswith(" low no-trump")
    assert why(low).reasons[1:3] == (
        "In low no-trump the nines are the top cards (the lowest card of the suit led wins), "
        "and you hold 6: 9♣, 9♦, 9♥ 9♥ and 9♠ 9♠; about 6.3 tricks in all by the quick count.",
        "Every suit is stopped (a nine, or a ten with two more, in each): the others cannot "
        "run one.",
    )


def test_the_runner_up_in_another_strain_gets_its_cards_too():
    # Three clubs best, three diamonds the runner-up: each strain's cards, each named.
    reasons = why(made_up((0.1, 0.4, 0.3), (0.5, 0.5, 0.5))).reasons
    assert reasons[1:5] == (
        "With clubs trump you hold 3 of the 14 trumps: K♣, 10♣, 9♣; about 1.8 tricks by the "
        "quick count; both right bowers and both left bowers are out.",
        "A♥ is an off-suit ace with clubs trump: a likely trick if led before anyone can trump it.",
        "With diamonds trump you hold 3 of the 14 trumps: J♦ (a right bower), K♦, Q♦; about "
        "2.3 tricks by the quick count; the other right bower and both left bowers are out.",
        "A♥ is an off-suit ace with diamonds trump: a likely trick if led before anyone can "
        "trump it.",
    )
