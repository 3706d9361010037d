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
    Tally,
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


def taken(option: OptionGrade) -> dict[str, int]:
    """An option's deals counted plainly from its tallies' words: your side's calls made,
    marched (all five tricks) and euchred; the other side's made and euchred."""
    counts = dict.fromkeys(["deals", "made", "march", "euchred", "they_made", "they_euchred"], 0)
    for tally in option.outcomes:
        counts["deals"] += tally.deals
        if tally.text.startswith("thrown in"):
            continue
        side = "they_" if tally.text.startswith("they") else ""
        counts[side + ("euchred" if "euchred" in tally.text else "made")] += tally.deals
        if not side and "all 5 tricks" in tally.text:
            counts["march"] += tally.deals
    return counts


def share(part: int, whole: int) -> str:
    """A share as the sentences say it."""
    shown = f"{part / whole:.0%}"
    if part and shown == "0%":
        return "under 1%"
    return "over 99%" if part < whole and shown == "100%" else shown


SHARE = re.compile(r"\d+(?:\.\d+)?%")


def sentences(text: str) -> list[str]:
    """A text's sentences (a figure's decimal point does not end one)."""
    return re.split(r"(?<=\.)\s+(?=[A-Z])", text)


def said_twice(text: str) -> list[str]:
    """The sentences of `text` that state one percentage twice."""
    return [s for s in sentences(text) if len(SHARE.findall(s)) != len(set(SHARE.findall(s)))]


def everything_said(why: Explanation) -> list[str]:
    return [why.in_short, why.summary, why.rule, *(v.text for v in why.verdicts)]


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
    # J♦ A♦ K♦ with 9♥ up: a diamond hand. Passing is best: the plan for round two, what the
    # other side does after a pass, and why not order: how often ordering up is euchred.
    grade, why = explained("JD AD KD 9C TS", "9H", seat=1, round=1, score=(0, 0))
    assert [o.action for o in grade.options[:2]] == ["pass", "order"]
    assert why.in_short.startswith(
        "Passing is best: if everyone passes, you can call diamonds next round; after "
        "passing, the other side names trump and makes it on "
    )
    order = taken(grade.option("order"))
    assert (
        f"ordering it up, your side makes it on {share(order['made'], order['deals'])} of the "
        f"deals, all five tricks on {share(order['march'], order['deals'])}, and is euchred on "
        f"{share(order['euchred'], order['deals'])}" in why.in_short
    )
    assert "loses the hand" not in why.in_short


def test_in_short_says_why_a_close_runner_up_is_close():
    # Clubs named by the dealer, or passing (the hand thrown in): too close to tell apart.
    grade, why = explained("JC TC AH KS 9D", "QS", seat=4, round=2, score=(0, 0))
    assert grade.close and [o.action for o in grade.options[:2]] == ["call:C", "pass"]
    assert re.fullmatch(
        r"Calling clubs is best: your side makes it on \d+% of the deals, all five tricks on "
        r"\d+%, and is euchred on \d+%; after passing, the hand is thrown in: no one names "
        r"trump, and no one scores\. Over 100 deals it cannot be told apart from passing\.",
        why.in_short,
    )
    # the runner-up's own sentence is about passing, never a figure about calling clubs
    said = why.verdict("pass").text
    assert said.startswith(
        ("As good: pass cannot be told apart", "Too close to call: pass and call clubs")
    )
    assert said.endswith(
        "After passing, the hand is thrown in: no one names trump, and no one scores."
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


# Reasons in tricks, for the best, the runner-up and every option a learner might choose.

# The two lone calls a newcomer doubted: A♣ K♣ J♣ J♥ 9♥ with A♥ turned up to partner, and
# A♠ K♠ K♦ 9♦ J♦ after Q♥ was turned down (diamonds, next, from the dealer's left).
LONE_CALLS = [
    pytest.param("AC KC JC JH 9H", "AH", 2, 1, "order", "Ordering it up", id="order-alone"),
    pytest.param("AS KS KD 9D JD", "QH", 1, 2, "call:D", "Calling diamonds", id="diamonds-alone"),
]


def told_in_tricks(text: str, option: OptionGrade, other: OptionGrade) -> None:
    """`text` says how often `option` (a call) makes it, takes all five and is euchred, as
    counted from its tallies: each share, or "as often" where it reads as `other`'s."""
    counts, others = taken(option), taken(other)
    deals = counts["deals"]

    def said(what: str, words: str) -> bool:
        mine = share(counts[what], deals)
        return f"{words} {mine}" in text or (
            mine == share(others[what], others["deals"])
            and f"{words.removesuffix(' on')} as often" in text
        )

    if counts["march"] < deals:
        assert said("march", "all five tricks on"), (option, text)
    if not counts["euchred"]:
        assert "it on every deal" in text, (option, text)
    else:
        assert said("made", "it on"), (option, text)
        assert said("euchred", "euchred on") or "euchred on the rest" in text, (option, text)


def clause(text: str, subject: str) -> str:
    """The clause of `text` that begins with `subject`, to the next semicolon or full stop."""
    found = re.search(subject + r"(.*?)(?:;|\.(?:\s|$))", text, re.IGNORECASE)
    assert found, (subject, text)
    return found.group(1)


@pytest.mark.parametrize(("hand", "upcard", "seat", "round_", "with_partner", "doing"), LONE_CALLS)
def test_a_lone_call_says_alone_against_with_partner_in_tricks(
    hand, upcard, seat, round_, with_partner, doing
):
    grade = grade_bid(hand, upcard, seat=seat, round=round_, max_deals=400)
    why = explain(grade)
    partner = grade.option(with_partner)
    kind, colon, suit = with_partner.partition(":")
    alone = grade.option(f"{kind}_alone{colon}{suit}")
    assert grade.best is alone  # the advice, checked against outside defenders
    assert why.in_short.startswith(f"{doing} alone is best: alone you make it on ")
    for text in (why.in_short, why.verdict(partner.action).text):
        told_in_tricks(clause(text, r"alone,? you "), alone, partner)
        told_in_tricks(clause(text, r"with your partner,? your side "), partner, alone)
        assert "(4 points)" in text and "(2 points)" in text, text
        assert "3 or 4 tricks score 1 either way, and a euchre costs 2" in text
        assert not said_twice(text), said_twice(text)
    # a rule of thumb the play-out departs from carries the figures that decide it
    if why.rule_action != alone.action:
        assert "Alone you make it on" in why.rule and "with your partner your side" in why.rule


QUESTIONS = [
    pytest.param("JD AD KD 9C TS", "9H", 1, 1, (0, 0), id="pass-best"),
    pytest.param("JH JD AH KS AC", "9H", 3, 1, (0, 0), id="alone"),
    pytest.param("9H TD AH KS QC", "JH", 4, 1, (0, 0), id="dealer"),
    pytest.param("JC TC AH KS 9D", "QS", 4, 2, (0, 0), id="thrown-in"),
    pytest.param("JC TC AH KH 9D", "QS", 1, 2, (0, 0), id="round-two"),
    pytest.param("JH AH KH 9C 9S", "TH", 2, 1, (9, 8), id="near-the-end"),
    pytest.param("9C TD QD KS 9S", "JH", 3, 1, (2, 9), id="they-need-one"),
]


@pytest.mark.parametrize(("hand", "upcard", "seat", "round_", "score"), QUESTIONS)
def test_every_sentence_says_each_share_once_and_each_choice_in_tricks(
    hand, upcard, seat, round_, score
):
    grade = grade_bid(hand, upcard, seat=seat, round=round_, score=score, max_deals=200)
    why = explain(grade)
    for text in everything_said(why):
        assert not said_twice(text), said_twice(text)
    # the best and every option a learner might choose say what they do at the table
    assert SHARE.search(why.in_short)
    for verdict in why.verdicts:
        if verdict.kind != "best":
            _head, *facts = sentences(verdict.text)
            assert facts, verdict.text
            thrown_in = facts == [
                "After passing, the hand is thrown in: no one names trump, and no one scores."
            ]
            assert thrown_in or SHARE.search(" ".join(facts)), verdict.text


def test_a_pass_verdict_speaks_of_passing():
    grade, why = explained("JH JD AH KS AC", "9H", seat=3, round=1)
    assert grade.best.action != "pass"
    head, *facts = sentences(why.verdict("pass").text)
    assert head.startswith(("A mistake: pass", "A blunder: pass", "An inaccuracy: pass"))
    assert facts[0].startswith(("If everyone passes", "After passing"))
    counts = taken(grade.option("pass"))
    they = (
        f"the other side names trump and makes it on {share(counts['they_made'], counts['deals'])}"
    )
    assert they in " ".join(facts)
    # nothing after the verdict is about another option's figures
    others = [o.label.lower() for o in grade.options if o.action != "pass"]
    assert not any(other in " ".join(facts).lower() for other in others)


def test_the_runner_up_is_judged_by_its_own_figures():
    # Passing is best; the reason not to order is how often ordering up itself is euchred.
    grade, why = explained("JD AD KD 9C TS", "9H", seat=1, round=1)
    order = taken(grade.option("order"))
    assert f"is euchred on {share(order['euchred'], order['deals'])}" in why.in_short
    assert "ordering it up loses" not in why.in_short


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


def made_up(
    *options: OptionGrade,
    close: bool = False,
    basis: str = "points",
    score: tuple[int, int] = (0, 0),
) -> BidGrade:
    situation = Situation(
        hand=tuple(Card.parse(c) for c in ["9H", "TD", "QC", "KS", "9S"]),
        upcard=card("TH"),
        seat=1,
        round=1,
        score=score,
    )
    return BidGrade(situation, options, close, basis, 400, 0)


def test_verdicts_best_fine_and_a_tier_with_the_cost():
    grade = made_up(
        option("order", "Order it up", 0.5, 0.0, 0.0),
        option("pass", "Pass", 0.45, -0.05, 0.1),
        option("order_alone", "Order it up alone", -0.6, -1.1, 0.2),
        close=True,
    )
    why = explain(grade)
    assert why.verdict("order").kind == "best"
    assert why.verdict("pass").kind == "as good"
    blunder = why.verdict("order_alone")
    assert blunder.kind == "blunder"
    assert blunder.text.startswith("A blunder: order it up alone costs 1.10 points a hand")
    assert "costs 1.10 points a hand (0.90 to 1.30) against order it up" in blunder.text
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


def told(option_: OptionGrade, *tallies: tuple[str, int, int], win: float = 0.5) -> OptionGrade:
    """`option_` with these tallies (text, deals, points) and chance of winning."""
    return replace(option_, outcomes=tuple(Tally(*tally) for tally in tallies), win_chance=win)


ALONE = (
    ("you made it alone and took all 5 tricks", 25, 4),
    ("you made it alone with 3 tricks", 50, 1),
    ("you called alone and were euchred", 25, -2),
)
WITH_PARTNER = (
    ("you made it and took all 5 tricks", 50, 2),
    ("you made it with 4 tricks", 25, 1),
    ("you called and were euchred", 25, -2),
)
PASSING = (
    ("they made it with 3 tricks", 25, -1),
    ("they called and were euchred", 25, 2),
    ("your partner made it with 3 tricks", 50, 1),
)


def test_figures_that_happen_to_agree_are_never_said_twice_in_a_sentence():
    # alone takes all five as often as it is euchred; with your partner, it is made and
    # euchred as often as alone; after a pass they make it as often as they are euchred
    grade = made_up(
        told(option("order_alone", "Order it up alone", 1.0, 0.0, 0.0), *ALONE),
        told(option("order", "Order it up", 0.9, -0.1, 0.05), *WITH_PARTNER),
        told(option("pass", "Pass", 0.1, -0.9, 0.1), *PASSING),
        close=True,
    )
    why = explain(grade)
    assert why.in_short == (
        "Ordering it up alone is best: alone you make it on 75% of the deals, all five tricks "
        "on 25% (4 points), and are euchred on the rest; with your partner your side makes it "
        "as often, all five tricks on 50% (2 points), and is euchred as often; 3 or 4 tricks "
        "score 1 either way, and a euchre costs 2. Over 400 deals it cannot be told apart "
        "from ordering it up."
    )
    assert why.verdict("pass").text.endswith(
        "After passing, the other side names trump and makes it on 25% of the deals, and is "
        "euchred as often; your partner names trump and makes it on 50%."
    )
    for text in everything_said(why):
        assert not said_twice(text), said_twice(text)
    # a share the sentence has said already begins a new one
    why = explain(
        made_up(
            told(option("order", "Order it up", 0.9, 0.0, 0.0), *WITH_PARTNER),
            told(option("pass", "Pass", 0.1, -0.8, 0.1), *PASSING),
        )
    )
    assert why.in_short == (
        "Ordering it up is best: your side makes it on 75% of the deals, all five tricks on "
        "50%, and is euchred on 25%. After passing, the other side names trump and makes it on "
        "25% of the deals, and is euchred as often; your partner names trump and makes it on "
        "50%."
    )


def test_win_chances_alike_to_the_percent_give_way_to_what_differs():
    # At 8–9, ordering up and passing both win the game about 40% of the time; what differs
    # is how often the other side goes out on this hand.
    order = told(
        option("order", "Order it up", 0.2, 0.0, 0.0),
        ("you made it with 3 tricks", 60, 1),
        ("you made it and took all 5 tricks", 20, 2),
        ("you called and were euchred", 20, -2),
        win=0.404,
    )
    passing = told(
        option("pass", "Pass", -0.1, -0.003, 0.01),
        ("they made it with 3 tricks", 50, -1),
        ("they called and were euchred", 30, 2),
        ("thrown in: no one made trump", 20, 0),
        win=0.401,
    )
    why = explain(made_up(order, passing, basis="win", score=(8, 9)))
    assert why.in_short.startswith(
        "Ordering it up is best: it and passing both win the game about 40% of the time; what "
        "differs is this hand: ordering it up lets the other side go out on 20% of the deals, "
        "passing on 50%"
    )
    assert "40% of the time, against 40%" not in why.in_short
    assert not said_twice(why.in_short)
    # with nothing to tell them apart in the hand itself, the chances with a decimal
    why = explain(made_up(order, passing, basis="win"))
    assert "it wins the game 40.4% of the time, against 40.1% for passing" in why.in_short
    assert "40.4%, against 40.1% for pass" in why.summary


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
