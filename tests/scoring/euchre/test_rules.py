import pytest

from scoring.cards import Suit, parse_cards
from scoring.euchre import hand_points, legal_plays, suit_of, trick_winner


def cards(text):
    return parse_cards(text)


def test_left_bower_belongs_to_trump_not_its_printed_suit():
    (left,) = cards("JD")
    assert suit_of(left, Suit.HEARTS) is Suit.HEARTS
    assert suit_of(left, Suit.CLUBS) is Suit.DIAMONDS
    assert suit_of(left, None) is Suit.DIAMONDS


def test_trump_order_right_left_ace_king_queen_ten_nine():
    order = cards("JH JD AH KH QH TH 9H")
    for stronger in range(len(order)):
        for weaker in range(stronger + 1, len(order)):
            assert trick_winner([order[weaker], order[stronger]], Suit.HEARTS) == 1
            assert trick_winner([order[stronger], order[weaker]], Suit.HEARTS) == 0


def test_highest_of_suit_led_wins_without_trump():
    assert trick_winner(cards("KC AS QC 9C"), Suit.HEARTS) == 0
    assert trick_winner(cards("KC AC QC 9C"), Suit.HEARTS) == 1


def test_any_trump_beats_the_suit_led():
    assert trick_winner(cards("AC 9H KC QC"), Suit.HEARTS) == 1
    assert trick_winner(cards("AC 9H JD QC"), Suit.HEARTS) == 2


def test_left_bower_led_calls_for_trump():
    assert trick_winner(cards("JD AH QD KD"), Suit.HEARTS) == 0
    assert legal_plays(cards("AD 9H KS"), cards("JD")[0], Suit.HEARTS) == cards("9H")


def test_must_follow_with_the_left_bower_when_trump_led():
    hand = cards("JD AD KS")
    assert legal_plays(hand, cards("9H")[0], Suit.HEARTS) == cards("JD")


def test_left_bower_cannot_follow_its_printed_suit():
    hand = cards("JD KS")
    assert legal_plays(hand, cards("AD")[0], Suit.HEARTS) == hand


def test_void_may_play_anything_and_the_leader_too():
    hand = cards("9S TS QC")
    assert legal_plays(hand, cards("AH")[0], Suit.HEARTS) == hand
    assert legal_plays(hand, None, Suit.HEARTS) == hand


@pytest.mark.parametrize(
    ("tricks", "alone", "points"),
    [
        (5, False, (2, 0)),
        (5, True, (4, 0)),
        (4, False, (1, 0)),
        (3, True, (1, 0)),
        (3, False, (1, 0)),
        (2, False, (0, 2)),
        (0, True, (0, 2)),
    ],
)
def test_hand_points(tricks, alone, points):
    assert hand_points(tricks, alone) == points


def test_hand_points_rejects_impossible_tricks():
    with pytest.raises(ValueError, match="6 is not a number of tricks"):
        hand_points(6, False)


def test_scoring_rules_say_what_hand_points_scores():
    from scoring.euchre import Rules
    from scoring.euchre.rules import scoring_rules

    plain = scoring_rules(Rules())
    assert plain == [
        "Makers who take 3 or 4 tricks score 1; all 5 score 2, or 4 for a lone hand.",
        "Makers who take fewer than 3 are euchred: the defenders score 2.",
        "The first side to 10 points wins.",
    ]
    house = scoring_rules(Rules(game_to=7, defend_alone=True, renege="penalty"))
    assert "or 4 if a defender was alone" in house[1]
    assert house[2].startswith("A renege found at the hand's end scores 2")
    assert house[-1] == "The first side to 7 points wins."


@pytest.mark.parametrize(
    ("tricks", "alone", "defender", "side", "points", "text"),
    [
        (5, False, None, 0, 2, "North made hearts trump for North–South and took all 5 tricks"),
        (5, True, None, 0, 4, "North made hearts trump alone and took all 5 tricks: a lone march"),
        (3, True, None, 0, 1, "North made hearts trump alone and took 3 tricks: making it"),
        (1, False, None, 1, 2, "North made hearts trump for North–South but took only 1 trick"),
        (
            2,
            False,
            3,
            1,
            4,
            "North made hearts trump for North–South but took only 2 tricks: euchred (makers "
            "need 3 tricks) by East defending alone",
        ),
    ],
)
def test_score_hand_says_who_scores_what_as_hand_points_does(
    tricks, alone, defender, side, points, text
):
    from scoring.euchre.rules import score_hand

    result = score_hand(2, Suit.HEARTS, tricks, alone, defender)
    assert (result.side, result.points) == (side, points)
    assert result.said.startswith(text) and result.text.startswith("{who} made")
    if defender is None:
        assert hand_points(tricks, alone)[side] == points


def test_score_renege_gives_the_lone_maker_more():
    from scoring.euchre.rules import LONE_RENEGE_PENALTY, RENEGE_PENALTY, score_renege

    lone = score_renege(1, Suit.CLUBS, maker=0, alone=True)
    assert (lone.side, lone.points) == (0, LONE_RENEGE_PENALTY)
    assert lone.said == (
        "West reneged, playing another suit while holding a club against South's lone hand; "
        "the renege penalty gives North–South 4 points, and the tricks do not count"
    )
    plain = score_renege(0, Suit.CLUBS, maker=0, alone=True)
    assert (plain.side, plain.points) == (1, RENEGE_PENALTY)
