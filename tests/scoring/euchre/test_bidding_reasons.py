"""explain(): reasons tied to the hand and the table, the point count item by item (agreeing
with bidding.count), what the rule bids (the table player's bid), and verdicts on a choice."""

from __future__ import annotations

import re
from dataclasses import replace

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from scoring.cards import Card, Suit, euchre_deck
from scoring.euchre.bidding import (
    BidGrade,
    OptionGrade,
    Situation,
    grade_bid,
    grade_discard,
    read_situation,
)
from scoring.euchre.bidding.count import (
    ALONE_AT,
    CALL_AT,
    ORDER_AT,
    round_one_count,
    round_two_count,
)
from scoring.euchre.bidding.reasons import (
    Explanation,
    explain,
    quarters,
    rule_action,
    suit_count,
)
from scoring.euchre.bidding.table import INDEX, SUIT_INDEX, numbers_of
from scoring.euchre.options import Rules

FEW = 100  # one batch of deals: the reasons do not depend on how many


def explained(hand: str, upcard: str, **question: object) -> tuple[BidGrade, Explanation]:
    grade = grade_bid(hand, upcard, max_deals=FEW, **question)  # type: ignore[arg-type]
    return grade, explain(grade)


def texts(explanation: Explanation, topic: str) -> list[str]:
    return [reason.text for reason in explanation.reasons if reason.topic == topic]


def card(text: str) -> Card:
    return Card.parse(text)


@pytest.mark.parametrize(
    ("value", "said"),
    [(0, "0"), (0.5, "1/2"), (3.75, "3 3/4"), (4, "4"), (-0.5, "−1/2"), (-1.25, "−1 1/4")],
)
def test_quarters_are_said_as_people_say_them(value, said):
    assert quarters(value) == said


def test_the_left_bower_is_named_as_a_trump_of_the_suit():
    _, why = explained("JH JD AH KS AC", "9H", seat=1, round=1)
    [trumps] = texts(why, "trumps")
    assert "3 trumps" in trumps
    assert "J♥ (the right bower), J♦ (the left bower), A♥" in trumps
    [left] = [r for r in why.reasons if r.topic == "left bower"]
    assert left.text.startswith("J♦ is the left bower when hearts are trump")
    assert left.cards == (card("JD"),)


def test_no_left_bower_reason_without_it():
    _, why = explained("JH TH AH KS AC", "9H", seat=1, round=1)
    assert not texts(why, "left bower")


def test_off_suit_aces_exclude_the_ace_of_trump():
    _, why = explained("JH TH AH KS AC", "9H", seat=1, round=1)
    [aces] = [r for r in why.reasons if r.topic == "aces"]
    assert aces.cards == (card("AC"),)
    assert "A♥" not in aces.text


def test_voids_are_counted_with_the_left_bower_as_a_trump():
    # J♦ is a heart with hearts trump: no diamonds left
    _, why = explained("JH JD AH KS AC", "9H", seat=1, round=1)
    [voids] = texts(why, "voids")
    assert "no diamonds" in voids
    count = why.counts[0]
    assert [item.text for item in count.items].count("a void beside your trumps") == 1


@pytest.mark.parametrize(
    ("seat", "says", "points"),
    [
        (1, "hands 9♥ to the dealer, an opponent", -0.5),
        (2, "9♥ goes to your partner, the dealer", 0.5),
        (3, "hands 9♥ to the dealer, an opponent", -0.5),
    ],
)
def test_round_one_says_who_gets_the_up_card(seat, says, points):
    _, why = explained("JH TH AH KS AC", "9H", seat=seat, round=1)
    [upcard] = texts(why, "up-card")
    assert says in upcard
    [item] = [i for i in why.counts[0].items if i.cards == (card("9H"),)]
    assert item.points == points


def test_a_jack_turned_up_is_worth_a_whole_point():
    _, why = explained("TH KH AS KS AC", "JH", seat=2, round=1)
    [item] = [i for i in why.counts[0].items if i.cards == (card("JH"),)]
    assert item.points == 1.0
    assert "a jack" in item.text


def test_the_dealer_counts_six_cards_less_the_discard():
    situation = read_situation("9H TD AH KS QC", "JH", seat=4, round=1)
    count = suit_count(situation, Suit.HEARTS)
    laid = count.items[0]
    assert laid.cards[0] == card("JH")
    assert laid.points == 0
    # the kept five hold the up-card, not the card laid away
    counted = [c for item in count.items[1:] for c in item.cards]
    assert card("JH") in counted
    assert laid.cards[1] not in counted
    _, why = explained("9H TD AH KS QC", "JH", seat=4, round=1)
    [upcard] = texts(why, "up-card")
    assert "If you pick J♥ up" in upcard
    assert f"laying away {laid.cards[1].display}" in upcard


def test_round_two_next_for_the_dealers_left():
    _, why = explained("JC TC AH KS 9D", "JS", seat=1, round=2)
    nexts = texts(why, "next")
    assert nexts[0].startswith("Clubs are next, the same colour as the turned-down J♠")
    assert "worth 1/2 more in the count" in nexts[0]
    # the turned-down jack was next's left bower
    assert "J♠ is the left bower of clubs" in nexts[1]
    clubs = next(c for c in why.counts if c.suit is Suit.CLUBS)
    assert any(item.text.startswith("next") and item.points == 0.5 for item in clubs.items)


def test_round_two_reverse_next_for_the_dealing_side():
    _, why = explained("JC TC AH KS 9D", "QS", seat=2, round=2)
    [said] = texts(why, "next")
    assert "reverse next: diamonds and hearts" in said
    for count in why.counts:
        assert not any(item.text.startswith("next") for item in count.items)


def test_the_score_far_from_the_end():
    _, why = explained("JH TH AH KS AC", "9H", seat=1, round=1, score=(3, 2))
    [score] = texts(why, "score")
    assert "At 3–2 in a game to 10" in score
    assert "ranked by points a hand" in score


def test_the_score_near_the_end():
    grade, why = explained("JH TH AH KS AC", "9H", seat=1, round=1, score=(6, 9))
    assert grade.basis == "win"
    said = " ".join(texts(why, "score"))
    assert "chance of winning the game" in said
    assert "At 6, a loner that takes all five tricks (4 points) wins the game" in said
    assert "They need one point" in said
    _, why = explained("JH TH AH KS AC", "9H", seat=1, round=1, score=(2, 7))
    said = " ".join(texts(why, "score"))
    assert "At 7, a loner wins them the game" in said
    assert "stops them from going alone" in said


def test_the_rule_of_thumb_is_the_table_players_bid():
    grade, why = explained("JH JD AH KS AC", "9H", seat=1, round=1)
    assert why.rule_action == rule_action(grade.situation) == "order_alone"
    count = why.counts[0]
    assert count.total == 5.75 and count.shown == "5 3/4"
    assert count.says == "alone"
    assert "order it up alone (order at 4, alone at 5 3/4)" in count.says_text
    assert why.rule.startswith(count.says_text)
    assert why.rule_agrees == grade.acceptable(why.rule_action)


def test_a_weak_hand_is_short_of_ordering_up():
    situation = read_situation("9H TD QC KS 9S", "TH", seat=1, round=1)
    count = suit_count(situation, Suit.HEARTS)
    assert count.says == "pass"
    assert count.says_text == (
        f"{quarters(count.total)} for hearts: pass, {quarters(ORDER_AT - count.total)} "
        "short of ordering it up (order at 4, alone at 5 3/4)."
    )
    assert rule_action(situation) == "pass"


def test_round_two_shows_the_best_suit_and_the_one_the_count_likes():
    grade, why = explained("JC TC AH KH 9D", "QS", seat=1, round=2)
    suits = [count.suit for count in why.counts]
    assert len(suits) == len(set(suits))
    best = grade.best.action
    if best != "pass":
        assert suits[0] is Suit.parse(best.split(":")[1])
    liked = max(grade.situation.suits(), key=lambda suit: suit_count(grade.situation, suit).total)
    assert liked in suits


def test_every_reason_is_about_the_question_cards():
    grade, why = explained("JH JD AH KS AC", "9H", seat=3, round=1, score=(8, 8))
    cards = {*grade.situation.hand, grade.situation.upcard}
    for reason in why.reasons:
        assert set(reason.cards) <= cards, reason
        assert reason.text.endswith("."), reason


def test_facts_say_the_question():
    rules = Rules(all_pass="stick_the_dealer", defend_alone=True, game_to=7)
    _, why = explained("JC TC AH KS 9D", "QS", seat=4, round=2, score=(2, 5), rules=rules)
    facts = dict(why.facts)
    assert facts["Bidding"] == "Last: you deal"
    assert "stuck, you must name a suit" in facts["Round"]
    assert facts["Score"] == "Us 2, them 5; game to 7"
    assert facts["House rules"] == "Stick the dealer; defending alone allowed"


def test_in_short_says_plainly_why_the_best_is_best():
    # J♦ A♦ K♦ with 9♥ up: a diamond hand. Passing is best because of the plan for round two.
    grade, why = explained("JD AD KD 9C TS", "9H", seat=1, round=1, score=(0, 0))
    assert grade.best.action == "pass"
    assert why.in_short.startswith(
        "Passing is best: it plans to call diamonds next round if everyone passes, while "
        "ordering it up loses the hand on "
    )
    assert why.in_short.count(".") == 1  # one sentence: not close, so nothing on the runner-up


def test_in_short_says_why_a_close_runner_up_is_close():
    # Clubs named by the stuck dealer, or passing: the deals cannot tell them apart.
    grade, why = explained("JC TC AH KS 9D", "QS", seat=4, round=2, score=(0, 0))
    assert grade.close and [o.action for o in grade.options[:2]] == ["call:C", "pass"]
    assert re.fullmatch(
        r"Calling clubs is best: your side scores on \d+% of the deals with it\. "
        r"Passing is close: calling clubs loses the hand on \d+% of the deals\.",
        why.in_short,
    )


def test_in_short_near_the_end_speaks_of_winning_the_game():
    grade, why = explained("JH AH KH 9C 9S", "TH", seat=2, round=1, score=(9, 8))
    assert grade.basis == "win"
    second = grade.options[1]
    assert f"it wins the game {grade.best.win_chance:.0%} of the time" in why.in_short
    assert f"against {second.win_chance:.0%} for " in why.in_short


def test_the_round_fact_speaks_as_the_buttons_do():
    # The dealer picks the up-card up (its button says "Pick it up"); anyone else orders it.
    _, dealer = explained("JH JD AH KS AC", "9H", seat=4, round=1, score=(0, 0))
    assert dict(dealer.facts)["Round"] == "One: pick 9♥ up, or pass"
    _, first = explained("JH JD AH KS AC", "9H", seat=1, round=1, score=(0, 0))
    assert dict(first.facts)["Round"] == "One: order 9♥ up, or pass"


def test_outcomes_summarise_the_best_options_deals():
    grade, why = explained("JH JD AH KS AC", "9H", seat=1, round=1)
    assert why.outcomes.startswith(f"{grade.best.label}, over {grade.deals} deals: ")
    assert grade.best.outcomes[0].text in why.outcomes
    assert str(grade.deals) in why.method


# Verdicts and the rule's verdict, on grades made up to the point.


def option(action: str, label: str, points: float, diff: float, half: float) -> OptionGrade:
    return OptionGrade(
        action=action,
        label=label,
        points=points,
        low=points - 0.1,
        high=points + 0.1,
        win_chance=0.5,
        win_low=0.49,
        win_high=0.51,
        diff=diff,
        diff_low=diff - half,
        diff_high=diff + half,
        outcomes=(),
    )


def made_up(*options: OptionGrade, close: bool = False, basis: str = "points") -> BidGrade:
    situation = Situation(
        hand=tuple(Card.parse(c) for c in ["9H", "TD", "QC", "KS", "9S"]),
        upcard=card("TH"),
        seat=1,
        round=1,
    )
    return BidGrade(situation, options, close, basis, 400, 0)


def test_verdicts_best_fine_and_mistake_with_the_cost():
    grade = made_up(
        option("order", "Order it up", 0.5, 0.0, 0.0),
        option("pass", "Pass", 0.45, -0.05, 0.1),
        option("order_alone", "Order it up alone", -0.6, -1.1, 0.2),
        close=True,
    )
    why = explain(grade)
    assert why.verdict("order").kind == "best"
    assert why.verdict("pass").kind == "as good"
    mistake = why.verdict("order_alone")
    assert mistake.kind == "mistake"
    assert "costs 1.10 points a hand (0.90 to 1.30) against order it up" in mistake.text
    assert why.summary.startswith("A close call: order it up or pass")
    with pytest.raises(ValueError, match="not one of the options"):
        why.verdict("call:S")


def test_the_rule_departs_when_the_play_out_disagrees():
    # the count passes this hand; suppose playing it out found ordering up clearly better
    grade = made_up(
        option("order", "Order it up", 0.5, 0.0, 0.0),
        option("pass", "Pass", 0.1, -0.4, 0.1),
        option("order_alone", "Order it up alone", -0.6, -1.1, 0.2),
    )
    why = explain(grade)
    assert why.rule_action == "pass"
    assert not why.rule_agrees
    assert "This hand departs from the rule" in why.rule
    assert "pass costs 0.40 points a hand" in why.rule


def test_a_cost_in_chance_of_winning_near_the_end():
    grade = made_up(
        option("pass", "Pass", 0.1, 0.0, 0.0),
        option("order", "Order it up", 0.5, -0.062, 0.03),
        option("order_alone", "Order it up alone", -0.6, -0.2, 0.02),
        basis="win",
    )
    text = explain(grade).verdict("order").text
    assert "lowers the chance of winning the game by 6.2 percentage points (3.2 to 9.2)" in text


# The count agrees with bidding.count for any hand, seat and round.

DECK = euchre_deck()


@settings(max_examples=300, deadline=None)
@given(
    st.permutations(DECK).map(lambda cards: cards[:6]),
    st.sampled_from([1, 2, 3, 4]),
    st.sampled_from([1, 2]),
)
def test_the_itemised_count_adds_up_to_the_rules_count(cards, seat, round_):
    hand, upcard = cards[:5], cards[5]
    situation = read_situation(hand, upcard, seat=seat, round=round_)
    dealer = (0 - seat) % 4
    numbers = numbers_of(situation.hand)
    for suit in situation.suits():
        count = suit_count(situation, suit)
        assert count.total == sum(item.points for item in count.items)
        if round_ == 1:
            expected = round_one_count(numbers, 0, dealer, INDEX[upcard])
        else:
            expected = round_two_count(numbers, SUIT_INDEX[suit], 0, dealer, INDEX[upcard])
        assert count.total == pytest.approx(expected)
        at = ORDER_AT if round_ == 1 else CALL_AT
        says = "alone" if expected >= ALONE_AT else "call" if expected >= at else "pass"
        assert count.says == says
    assert rule_action(situation) in situation.options()


def test_a_stuck_dealers_rule_always_names_a_suit():
    rules = Rules(all_pass="stick_the_dealer")
    situation = read_situation("9H TD QC KS 9S", "TH", seat=4, round=2, rules=rules)
    assert rule_action(situation).startswith("call")
    replaced = replace(situation, rules=Rules())
    assert rule_action(replaced) == "pass"


def test_a_discard_grade_is_explained_by_the_card_the_rule_lays_away():
    grade = grade_discard("9H TD AH KS QC", "JH", max_deals=FEW)
    why = explain(grade)
    assert why.rule_action == "discard:TD"  # the lowest card of the shortest plain suit
    assert why.rule.startswith("The rule of thumb lays away 10♦")
    assert dict(why.facts)["Round"] == "One: you pick J♥ up; which card do you lay away?"
    assert {verdict.action for verdict in why.verdicts} == {o.action for o in grade.options}
    # labels keep their cards' capitals inside a sentence
    assert "discard J♥" in why.verdict("discard:JH").text
