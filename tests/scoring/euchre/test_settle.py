"""Settling a Euchre argument (scoring.euchre.settle): what a hand is worth under the house
rules, case by case, and random games played by the engine, every trick's winner and every
hand's score found again by the settler from the cards and the result alone."""

from __future__ import annotations

import random

import pytest

from scoring.cards import Suit
from scoring.errors import FieldError
from scoring.euchre import Rules, new_game
from scoring.euchre.actions import Play
from scoring.euchre.events import EventCategory, Phase
from scoring.euchre.settle import settle_hand, settle_trick

SOUTH, WEST, NORTH, EAST = range(4)
PENALTY = Rules(renege="penalty")


def worth(*args, **kwargs):
    result = settle_hand(*args, **kwargs).result
    return result.side, result.points, str(result.category)


def test_making_it_a_march_and_a_euchre():
    assert worth(NORTH, Suit.HEARTS, 3) == (0, 1, "made")
    assert worth(NORTH, Suit.HEARTS, 4) == (0, 1, "made")
    assert worth(NORTH, Suit.HEARTS, 5) == (0, 2, "march")
    assert worth(NORTH, Suit.HEARTS, 2) == (1, 2, "euchre")
    assert worth(EAST, Suit.CLUBS, 0) == (0, 2, "euchre")
    hand = settle_hand(NORTH, Suit.HEARTS, 5)
    assert hand.said == (
        "North made hearts trump for North–South and took all 5 tricks: a march (all five "
        "tricks), 2 points"
    )
    assert hand.scorers == "North–South"
    assert hand.setting == "North made hearts; North–South took 5 tricks"


def test_a_loner_scores_4_for_all_five_and_1_otherwise():
    assert worth(WEST, Suit.SPADES, 5, alone=True) == (1, 4, "march")
    assert worth(WEST, Suit.SPADES, 4, alone=True) == (1, 1, "made")
    assert "a lone march, 4 points" in settle_hand(WEST, Suit.SPADES, 5, alone=True).said
    assert worth(WEST, Suit.SPADES, 2, alone=True) == (0, 2, "euchre")


def test_defending_alone_scores_4_for_a_euchre_with_the_house_rule():
    rules = Rules(defend_alone=True)
    assert worth(SOUTH, Suit.HEARTS, 2, defender_alone=EAST, rules=rules) == (1, 4, "euchre")
    assert worth(SOUTH, Suit.HEARTS, 3, defender_alone=EAST, rules=rules) == (0, 1, "made")
    hand = settle_hand(SOUTH, Suit.HEARTS, 1, alone=True, defender_alone=WEST, rules=rules)
    assert "by West defending alone, 4 points to East–West" in hand.said
    with pytest.raises(FieldError) as raised:
        settle_hand(SOUTH, Suit.HEARTS, 2, defender_alone=EAST)
    assert raised.value.field == "defender" and "Defend alone" in str(raised.value)
    with pytest.raises(FieldError) as raised:
        settle_hand(SOUTH, Suit.HEARTS, 2, defender_alone=NORTH, rules=rules)
    assert raised.value.field == "defender" and "makers' side" in str(raised.value)


def test_a_renege_under_the_penalty_option():
    assert worth(NORTH, Suit.HEARTS, 5, reneged=WEST, renege_suit=Suit.CLUBS, rules=PENALTY) == (
        0,
        2,
        "renege",
    )
    # A defender's renege against a lone maker costs 4; a maker's gives the defenders 2.
    assert worth(
        NORTH, Suit.HEARTS, 1, alone=True, reneged=EAST, renege_suit=Suit.CLUBS, rules=PENALTY
    ) == (0, 4, "renege")
    assert worth(NORTH, Suit.HEARTS, 4, reneged=SOUTH, renege_suit=Suit.HEARTS, rules=PENALTY) == (
        1,
        2,
        "renege",
    )
    said = settle_hand(NORTH, Suit.HEARTS, 5, reneged=WEST, renege_suit=Suit.CLUBS, rules=PENALTY)
    assert "the tricks do not count" in said.said
    assert "West reneged in clubs" in said.setting


@pytest.mark.parametrize(
    ("kwargs", "field", "message"),
    [
        ({"tricks": 6}, "tricks", "the makers took 0 to 5 tricks"),
        ({"tricks": -1}, "tricks", "the makers took 0 to 5 tricks"),
        ({"reneged": WEST, "renege_suit": Suit.CLUBS}, "renege_by", "Not following suit: Penalty"),
        ({"reneged": WEST, "rules": PENALTY}, "renege_suit", "which suit was led"),
        ({"renege_suit": Suit.CLUBS, "rules": PENALTY}, "renege_by", "who reneged"),
        (
            {"alone": True, "reneged": SOUTH, "renege_suit": Suit.CLUBS, "rules": PENALTY},
            "renege_by",
            "South sat out this hand",
        ),
    ],
)
def test_hands_that_cannot_be(kwargs, field, message):
    asked = {"tricks": 3, **kwargs}
    with pytest.raises(FieldError) as raised:
        settle_hand(NORTH, Suit.HEARTS, asked.pop("tricks"), **asked)
    assert raised.value.field == field
    assert message in str(raised.value)


# The settler against the game: random games under the house rules, every trick told as its
# cards (with the hands held, under the renege penalty too) and every hand as its result.


def played_hands(seed: int, rules: Rules, hands: int):
    """Each trick and each hand of a random game: ("trick", the state when the trick was
    led, the state after it, the game's trick event), then ("hand", the state after the last
    trick, the same, the score event)."""
    rng = random.Random(seed)
    state = new_game(seed, rules, dealer=seed % 4)
    start = state
    played = 0
    while played < hands and not state.is_over:
        if state.phase is Phase.HAND_OVER:
            state = state.apply(state.legal_actions()[0])
            continue
        if state.phase is Phase.PLAY and not state.current_trick:
            start = state
        action = rng.choice(state.legal_actions())
        state = state.apply(action)
        if isinstance(action, Play) and not state.current_trick:
            yield (
                "trick",
                start,
                state,
                state.log[-1]
                if state.phase is Phase.PLAY
                else next(e for e in reversed(state.log) if e.category is EventCategory.TRICK),
            )
            if state.phase is not Phase.PLAY:
                played += 1
                yield "hand", state, state, next(e for e in reversed(state.log) if e.points)


def check_trick(start, end, event):
    """The trick's winner and why, as the game said; with the hands held, the cards flagged
    are the game's reneges in this trick (under the renege penalty; none otherwise)."""
    trick = end.played[len(start.played) :]
    seats = [seat for seat, _ in trick]
    cards = " ".join(str(card) for _, card in trick)
    ruling = settle_trick(cards, start.trump, leader=seats[0], out=start.out)
    assert event.category is EventCategory.TRICK
    assert ruling.winner.seat == event.player
    assert event.note in ("", ruling.reason.text)
    held = {seat: " ".join(map(str, start.hands[seat])) for seat in seats}
    with_hands = settle_trick(cards, start.trump, leader=seats[0], out=start.out, hands=held)
    assert with_hands.winner.seat == ruling.winner.seat
    reneged = {seat for seat, _ in end.reneges[len(start.reneges) :]}
    assert {play.seat for play in with_hands.problems} == reneged
    return bool(reneged)


def check_hand(state, event):
    renege = state.reneges[0] if state.reneges else (None, None)
    hand = settle_hand(
        state.maker,
        state.trump,
        state.tricks[state.maker % 2],
        alone=state.alone,
        defender_alone=state.defender_alone,
        reneged=renege[0],
        renege_suit=renege[1],
        rules=state.rules,
    )
    assert (hand.result.side, hand.result.points, hand.result.category) == (
        event.side,
        event.points,
        event.category,
    )
    if renege[0] is None:
        assert hand.result.text == event.text


RULE_SETS = [
    Rules(),
    Rules(defend_alone=True, renege="penalty"),
    Rules(renege="penalty", opening_lead="maker_left", all_pass="stick_the_dealer"),
]
IDS = ["default", "defend-penalty", "penalty-stick"]


def check_game(seed: int, rules: Rules, hands: int) -> tuple[int, int, int]:
    """(tricks, hands, tricks with a renege) checked in a random game."""
    tricks = scored = reneges = 0
    for kind, start, end, event in played_hands(seed, rules, hands):
        if kind == "hand":
            check_hand(end, event)
            scored += 1
        else:
            reneges += check_trick(start, end, event)
            tricks += 1
    return tricks, scored, reneges


@pytest.mark.parametrize("rules", RULE_SETS, ids=IDS)
def test_random_games_settle_as_the_game_scores(rules):
    checked = [check_game(seed, rules, hands=12) for seed in (7, 8, 9)]
    tricks, scored, reneges = (sum(counts) for counts in zip(*checked, strict=True))
    assert tricks >= 30 and scored >= 6
    assert (reneges > 0) == (rules.renege == "penalty")


@pytest.mark.slow
@pytest.mark.parametrize("rules", RULE_SETS, ids=IDS)
def test_many_random_games_settle_as_the_game_scores(rules):
    hands = sum(check_game(seed, rules, hands=30)[1] for seed in range(100, 200))
    assert hands >= 300
