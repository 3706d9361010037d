"""Bid Euchre's rules on their edge cases: the deal, the auction and its options, the trick
(bowers, no-trump, low no-trump, identical cards), scoring made and set bids and lone bids,
the exchange, and the rule that a side wins only on a hand it made or set."""

from __future__ import annotations

import pytest

from scoring.bideuchre import (
    Bid,
    Discard,
    Exchange,
    GameState,
    Lone,
    Pass,
    Play,
    Rules,
    new_game,
)
from scoring.bideuchre.contract import Contract, lone_value, score_hand
from scoring.bideuchre.events import EventCategory, Phase
from scoring.cards import JOKER, Card, Suit
from scoring.errors import IllegalActionError, RulesError

H, S, C, D = Suit.HEARTS, Suit.SPADES, Suit.CLUBS, Suit.DIAMONDS

# Four 12-card hands of one suit each: seat 0 clubs, 1 diamonds, 2 hearts, 3 spades.
SUIT_HANDS = [[f"{r}{s}{m}" for r in "9TJQKA" for m in ("", "'")] for s in "CDHS"]


def dealt(rules: Rules | None = None, dealer: int = 3, hands=SUIT_HANDS) -> GameState:
    return GameState.from_deal(hands, dealer=dealer, rules=rules)


def play_out(state: GameState, choose=lambda legal: legal[0]) -> GameState:
    while state.phase in (Phase.PLAY, Phase.EXCHANGE):
        state = state.apply(choose(state.legal_actions()))
    return state


def test_the_whole_deck_is_dealt_twelve_each_and_the_first_dealer_is_drawn():
    dealers = set()
    for seed in range(12):
        state = new_game(seed)
        assert [len(hand) for hand in state.hands] == [12, 12, 12, 12]
        assert sorted(state.cards()) == sorted(Rules().cards.cards())
        assert state.turn == (state.dealer + 1) % 4
        dealers.add(state.dealer)
    assert dealers == {0, 1, 2, 3}
    small = new_game(1, Rules(deck=32))
    assert [len(hand) for hand in small.hands] == [8] * 4
    assert {card.rank.label for hand in small.hands for card in hand} == {"J", "Q", "K", "A"}


def test_a_bid_must_name_more_tricks_and_suits_do_not_rank():
    state = dealt().apply(Bid(0, 4, H))
    assert Bid(1, 4, S) not in state.legal_actions()
    assert Bid(1, 4, None) not in state.legal_actions()  # no-trump does not outrank a suit
    assert Bid(1, 5, S) in state.legal_actions() and Bid(1, 5, None) in state.legal_actions()
    with pytest.raises(IllegalActionError, match="the bid to beat is four, hearts"):
        state.apply(Bid(1, 4, None))


def test_the_minimum_bid_and_the_options_for_it():
    assert min(a.tricks for a in dealt().legal_actions() if isinstance(a, Bid)) == 3
    for lowest in (1, 6):
        legal = dealt(Rules(min_bid=lowest)).legal_actions()
        assert min(a.tricks for a in legal if isinstance(a, Bid)) == lowest
    with pytest.raises(RulesError, match="min_bid is 4; use 3, 1 or 6"):
        Rules(min_bid=4)


def test_one_bid_each_then_the_high_bidder_leads():
    state = dealt(dealer=3)
    for action in (Bid(0, 3, C), Pass(1), Bid(2, 5, H), Pass(3)):
        state = state.apply(action)
    assert state.phase is Phase.PLAY
    assert state.contract == Contract(2, 5, H)
    assert state.current_player == 2


def test_the_dealer_is_stuck_when_three_pass():
    state = dealt(dealer=3)
    for seat in (0, 1, 2):
        state = state.apply(Pass(seat))
    assert state.legal_actions() == [Bid(3, 3, suit) for suit in Suit]
    with pytest.raises(IllegalActionError, match="the dealer is stuck"):
        state.apply(Pass(3))
    state = state.apply(Bid(3, 3, S))
    assert state.log[-2].text.endswith("the dealer is stuck")
    assert state.contract == Contract(3, 3, S)


def test_with_redeal_four_passes_throw_the_hand_in():
    state = dealt(Rules(all_pass="redeal"), dealer=3)
    for seat in (0, 1, 2, 3):
        state = state.apply(Pass(seat))
    assert state.phase is Phase.HAND_OVER and state.contract is None
    assert state.log[-1].category is EventCategory.THROW_IN
    assert state.scores == (0, 0)


def test_the_continuous_auction_goes_round_until_three_pass():
    state = dealt(Rules(auction="continuous"), dealer=3)
    for action in (Bid(0, 3, C), Pass(1), Bid(2, 4, H), Pass(3), Bid(0, 5, C), Pass(1)):
        state = state.apply(action)
    assert state.phase is Phase.BIDDING and state.current_player == 2
    state = state.apply(Pass(2)).apply(Pass(3))
    assert state.phase is Phase.PLAY and state.contract == Contract(0, 5, C)
    once = dealt(dealer=3)
    for action in (Bid(0, 3, C), Pass(1), Bid(2, 4, H), Pass(3)):
        once = once.apply(action)
    assert once.phase is Phase.PLAY  # one bid each: seat 0 does not bid again


@pytest.mark.parametrize(
    "cards, trump, low, winner",
    [
        ("AH JD QH 9S", H, False, 1),  # the left bower is a trump, second only to the right
        ("JD JH JD' 9S", H, False, 1),  # the right bower beats the left
        ("AS KS AS' 9S", None, False, 0),  # identical cards: the first played wins
        ("JH' JH 9H AH", H, False, 0),  # identical right bowers: the first wins
        ("AC KC 9S AC'", S, False, 2),  # a trump takes a trick led in another suit
        ("JD AD QH AH", None, False, 1),  # no-trump: the jack of diamonds is just a diamond
        ("KD 9D AD 9C", None, True, 1),  # low no-trump: the lowest of the suit led
        ("TD 9D' 9D 9C", None, True, 1),  # low: of two nines the first wins
        ("QS JS QS' JC", None, True, 1),  # low: in no-trump the jack is below the queen
    ],
)
def test_who_takes_the_trick(cards, trump, low, winner):
    from scoring.cards import parse_cards
    from scoring.tricks.trick import trick_winner
    from scoring.tricks.trump import turned_over

    played = parse_cards(cards)
    ranked = [turned_over(c) for c in played] if low else played
    assert trick_winner(ranked, trump) == winner


def test_the_engine_uses_low_no_trump_for_its_tricks():
    hands = [list(h) for h in SUIT_HANDS]
    hands[0][0], hands[1][0] = "9D", "9C"  # seat 0 gives a club nine for a diamond nine
    state = dealt(Rules(low_no_trump=True), dealer=3, hands=hands)
    state = state.apply(Bid(0, 3, None, low=True))
    state = state.apply(Pass(1)).apply(Pass(2)).apply(Pass(3))
    assert state.contract.low
    # Seat 0 leads the A♣; seat 1 must follow with its only club, the 9♣: the lowest wins.
    state = state.apply(Play(0, Card.parse("AC")))
    assert state.legal_actions() == [Play(1, Card.parse("9C"))]
    state = state.apply(Play(1, Card.parse("9C")))
    state = state.apply(Play(2, Card.parse("9H"))).apply(Play(3, Card.parse("9S")))
    assert state.tricks == (0, 1) and state.current_player == 1


def test_follow_suit_with_the_left_bower_as_a_trump():
    hands = [list(h) for h in SUIT_HANDS]
    hands[0][4], hands[1][4] = "JD", "JC"  # seat 1 keeps the other jack of diamonds
    state = dealt(dealer=3, hands=hands)
    state = state.apply(Bid(0, 3, H)).apply(Pass(1)).apply(Pass(2)).apply(Pass(3))
    # Seat 0 leads the left bower, a heart: seat 1's jack of diamonds is a heart too.
    state = state.apply(Play(0, Card.parse("JD")))
    assert state.legal_actions() == [Play(1, Card.parse("JD'"))]
    with pytest.raises(IllegalActionError, match="does not follow suit; play a card of hearts"):
        state.apply(Play(1, Card.parse("JC")))
    # In no-trump the same jack is a diamond: seat 1 follows with any of its 11 diamonds.
    state = dealt(dealer=3, hands=hands)
    state = state.apply(Bid(0, 3, None)).apply(Pass(1)).apply(Pass(2)).apply(Pass(3))
    state = state.apply(Play(0, Card.parse("JD")))
    legal = [a.card for a in state.legal_actions()]
    assert len(legal) == 11 and all(card.suit is D for card in legal)


@pytest.mark.parametrize(
    "contract, tricks, rules, points",
    [
        (Contract(0, 4, H), (7, 5), Rules(), (7, 5)),  # made: a point a trick each
        (Contract(0, 4, H), (4, 8), Rules(), (4, 8)),  # made exactly
        (Contract(0, 8, None), (7, 5), Rules(), (-8, 5)),  # set: minus the bid
        (Contract(1, 6, S), (5, 7), Rules(made_scores="tricks_plus_2"), (5, 9)),
        (Contract(1, 6, S), (7, 5), Rules(made_scores="tricks_plus_2"), (7, -6)),
        (Contract(2, 12, H, lone=Lone.MOON), (12, 0), Rules(), (24, 0)),
        (Contract(2, 12, H, lone=Lone.CALL_1), (11, 1), Rules(), (-12, 1)),  # set: minus 12
        (Contract(3, 12, None, lone=Lone.CALL_2), (0, 12), Rules(), (0, 24)),
        (Contract(3, 8, None, lone=Lone.MOON), (0, 8), Rules(deck=32), (0, 16)),
    ],
)
def test_what_a_hand_scores(contract, tricks, rules, points):
    result = score_hand(contract, tricks, rules)
    assert result.points == points
    bidders = contract.side
    assert result.made == (points[bidders] > 0)
    assert ("set" in result.reasons[bidders]) == (not result.made)
    assert "a point a trick" in result.reasons[1 - bidders]


def test_lone_bids_rank_above_every_number_moon_highest():
    assert {lone_value(lone, 12) for lone in Lone} == {24}  # Bicycle's Moon: twice the tricks
    assert lone_value(Lone.MOON, 8) == 16
    state = dealt(Rules(lone_bids=True), dealer=3).apply(Bid(0, 12, C))
    legal = state.legal_actions()
    assert all(a.lone for a in legal if isinstance(a, Bid))  # only lone bids beat twelve
    state = state.apply(Bid(1, 12, D, lone=Lone.CALL_1))
    kinds = {a.lone for a in state.legal_actions() if isinstance(a, Bid)}
    assert kinds == {Lone.MOON}
    assert not any(a.lone for a in dealt().legal_actions() if isinstance(a, Bid))  # off by default


def test_call_two_exchange_is_blind_and_partner_sits_out():
    rules = Rules(lone_bids=True)
    state = dealt(rules, dealer=3).apply(Bid(0, 12, C, lone=Lone.CALL_2))
    state = state.apply(Pass(1)).apply(Pass(2)).apply(Pass(3))
    assert state.phase is Phase.EXCHANGE and state.current_player == 0
    assert all(len(a.cards) == 2 for a in state.legal_actions())
    mine = (Card.parse("9C"), Card.parse("9C'"))
    state = state.apply(Exchange(0, mine))
    assert state.current_player == 2
    # Partner chooses without seeing what the bidder passed.
    assert not set(mine) & state.view(2).known_cards()
    assert set(mine) <= state.view(0).known_cards()
    theirs = (Card.parse("AH"), Card.parse("AH'"))
    state = state.apply(Exchange(2, theirs))
    assert state.phase is Phase.PLAY and state.current_player == 0 and state.out == {2}
    assert set(theirs) <= set(state.hands[0]) and set(mine) <= set(state.hands[2])
    assert state.view(0).received == theirs and state.view(2).received == mine
    state = state.apply(Play(0, Card.parse("AH")))
    assert state.current_player == 1
    state = state.apply(Play(1, Card.parse("9D"))).apply(Play(3, Card.parse("9S")))
    assert sum(state.tricks) == 1  # three cards make a trick with partner out


def test_a_side_wins_only_on_a_hand_it_made_or_set():
    # East-West stand at 60 but defend; North-South make their bid and reach 52: they win.
    state = dealt(dealer=3)
    state = GameState.from_deal(SUIT_HANDS, dealer=3, scores=(49, 60))
    state = state.apply(Bid(0, 3, C)).apply(Pass(1)).apply(Pass(2)).apply(Pass(3))
    over = play_out(state)
    assert over.is_over and over.winner == 0
    assert over.scores[0] >= 52 and over.scores[1] >= 52
    # The defenders at 60 who do not set the bidders have not won.
    state = GameState.from_deal(SUIT_HANDS, dealer=3, scores=(0, 60))
    state = state.apply(Bid(0, 3, C)).apply(Pass(1)).apply(Pass(2)).apply(Pass(3))
    after = play_out(state)
    assert not after.is_over and after.phase is Phase.HAND_OVER


def test_a_set_can_make_scores_negative_and_setting_wins():
    state = GameState.from_deal(SUIT_HANDS, dealer=3, scores=(2, 50))
    # Seat 0 holds only clubs and bids twelve hearts: it is set; East-West reach 52+ by setting.
    state = state.apply(Bid(0, 12, H)).apply(Pass(1)).apply(Pass(2)).apply(Pass(3))
    over = play_out(state)
    assert over.scores[0] == 2 - 12
    assert over.is_over and over.winner == 1
    assert "set the bidders" in over.log[-1].text


def test_save_and_read_back_in_every_phase():
    state = new_game(5, Rules(lone_bids=True, low_no_trump=True))
    seen = set()
    for _ in range(200):
        assert GameState.from_json(state.to_json()) == state
        seen.add(state.phase)
        if state.is_over:
            break
        state = state.apply(state.legal_actions()[-1 if state.phase is Phase.BIDDING else 0])
    assert {Phase.BIDDING, Phase.PLAY, Phase.HAND_OVER} <= seen


# The Benny (Rules.benny): a joker as the highest trump, and the odd card as the widow.

BENNY_RULES = Rules(benny=True)


def test_with_the_benny_the_odd_card_is_the_widow_and_no_one_sees_it():
    for seed in range(8):
        state = new_game(seed, BENNY_RULES)
        assert [len(hand) for hand in state.hands] == [12] * 4 and len(state.widow) == 1
        assert sorted(state.cards()) == sorted(BENNY_RULES.cards.cards())
        assert len(state.cards()) == 49 and JOKER in state.cards()
        for seat in range(4):
            view = state.view(seat)
            assert view.widow == 1 and not set(state.widow) & view.known_cards()
    small = new_game(1, Rules(benny=True, deck=32))
    assert [len(hand) for hand in small.hands] == [8] * 4 and len(small.widow) == 1
    assert len(new_game(1).widow) == 0  # no Benny, no widow


def test_the_high_bidder_takes_up_the_widow_and_lays_one_card_away():
    hands = [hand[:] for hand in SUIT_HANDS]
    hands[3][0] = "JK"  # East holds the Benny; the 9 of spades is the widow
    state = GameState.from_deal(hands, dealer=3, rules=BENNY_RULES)
    assert state.widow == (Card.parse("9S"),)
    state = state.apply(Bid(0, 3, C)).apply(Pass(1)).apply(Pass(2)).apply(Pass(3))
    assert state.phase is Phase.WIDOW and state.current_player == 0 and not state.widow
    assert Card.parse("9S") in state.hands[0] and len(state.hands[0]) == 13
    assert state.legal_actions() == [Discard(0, card) for card in state.hands[0]]
    bidder, other = state.view(0), state.view(1)
    assert bidder.taken == (Card.parse("9S"),) and bidder.hand_sizes() == [13, 12, 12, 12]
    assert other.taken == () and Card.parse("9S") not in other.known_cards()
    with pytest.raises(IllegalActionError, match="you do not hold the Benny"):
        state.apply(Discard(0, JOKER))
    with pytest.raises(IllegalActionError, match="not your turn"):
        state.apply(Discard(1, Card.parse("9D")))
    state = state.apply(Discard(0, Card.parse("AC'")))
    assert state.phase is Phase.PLAY and state.current_player == 0
    assert state.laid_away == (Card.parse("AC'"),) and len(state.hands[0]) == 12
    assert state.view(0).laid_away == (Card.parse("AC'"),) and state.view(2).laid_away == ()
    assert Card.parse("AC'") in state.view(0).known_cards()
    assert Card.parse("AC'") not in state.view(2).known_cards()
    texts = [event.text for event in state.log[-3:]]
    assert texts == [
        "The bid is three, clubs: {who} lead{s}",
        "{who} take{s} up the widow",
        "{who} lay{s} a card away face down",
    ]
    assert sorted(state.cards()) == sorted(BENNY_RULES.cards.cards())
    assert GameState.from_json(state.to_json()) == state
    over = play_out(state)
    assert sum(over.tricks) == 12 and Card.parse("AC'") not in {c for _, c in over.played}


def test_the_benny_wins_in_a_suit_and_in_no_trump():
    hands = [hand[:] for hand in SUIT_HANDS]
    hands[1][0] = "JK"  # West holds the Benny and diamonds; the 9 of diamonds is the widow
    for trump in (H, None):
        state = GameState.from_deal(hands, dealer=3, rules=BENNY_RULES)
        state = state.apply(Bid(0, 3, trump)).apply(Pass(1)).apply(Pass(2)).apply(Pass(3))
        state = state.apply(Discard(0, Card.parse("9D")))  # the widow's card, laid away again
        state = state.apply(Play(0, Card.parse("AC")))
        assert Play(1, JOKER) in state.legal_actions()  # West is void in clubs
        state = state.apply(Play(1, JOKER))
        state = state.apply(Play(2, Card.parse("JH"))).apply(Play(3, Card.parse("AS")))
        assert state.tricks == (0, 1) and state.current_player == 1
        assert state.log[-1].text == "{who} take{s} the trick"


def test_a_lone_bid_takes_up_the_widow_before_the_exchange():
    rules = Rules(benny=True, lone_bids=True)
    state = dealt(rules, dealer=3).apply(Bid(0, 12, C, lone=Lone.CALL_1))
    state = state.apply(Pass(1)).apply(Pass(2)).apply(Pass(3))
    assert state.phase is Phase.WIDOW and len(state.hands[0]) == 13
    state = state.apply(Discard(0, state.hands[0][0]))
    assert state.phase is Phase.EXCHANGE and state.current_player == 0
    assert all(len(a.cards) == 1 for a in state.legal_actions())
    assert sorted(state.cards()) == sorted(rules.cards.cards())
