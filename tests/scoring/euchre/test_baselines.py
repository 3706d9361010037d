"""The rule-based baseline: legal, blind to hidden cards, and playing the common table habits."""

from __future__ import annotations

import random

import pytest

from scoring.cards import Card, Suit, parse_cards
from scoring.euchre import GameState, Rules, new_game
from scoring.euchre.actions import Discard, NameTrump, OrderUp, Pass, Play
from scoring.euchre.baselines import baseline_action, hand_points_count
from scoring.euchre.events import Phase


def c(text: str) -> Card:
    return Card.parse(text)


def play(state: GameState, cards: str) -> GameState:
    for card in cards.split():
        state = state.apply(Play(state.current_player, c(card)))
    return state


@pytest.mark.parametrize(
    "rules",
    [Rules(), Rules(all_pass="stick_the_dealer", defend_alone=True, farmers_hand=True)],
)
def test_whole_games_with_only_legal_actions_and_the_same_choices_every_time(rules):
    for seed in range(6):
        state = new_game(seed, rules, dealer=seed % 4)
        actions = []
        while not state.is_over:
            action = baseline_action(state, state.current_player or 0)
            assert action in state.legal_actions()
            actions.append(action)
            state = state.apply(action)
        again = new_game(seed, rules, dealer=seed % 4)
        for action in actions:
            assert baseline_action(again, again.current_player or 0) == action
            again = again.apply(action)


def test_decides_from_its_own_view_only(redeal_hidden):
    for seed in range(12):
        state = new_game(seed, Rules(defend_alone=True), dealer=seed % 4)
        while state.hand_number < 2 and not state.is_over:
            seat = state.current_player
            action = baseline_action(state, seat or 0)
            if seat is not None and state.phase is not Phase.DISCARD:
                other = redeal_hidden(state, seat, random.Random(seed))
                assert baseline_action(other, seat) == action
            state = state.apply(action)


def test_point_count():
    # Five trumps, 2 + 1.5 + 1.5 + 1 + 1, and all three plain suits void, 1.5.
    assert hand_points_count(parse_cards("JH JD AH KH QH"), Suit.HEARTS) == 8.5
    # Two trumps (2 for the right, 1), an off ace 0.75, two plain suits: one void, 0.5.
    assert hand_points_count(parse_cards("JH 9H AC TC 9S"), Suit.HEARTS) == 4.25
    assert hand_points_count(parse_cards("9C TC 9S TS QD"), Suit.HEARTS) == 0


def test_orders_a_strong_hand_alone_and_passes_a_weak_one():
    hands = ["JH JD AH KH 9S", "9C TC JC QC KC", "AC TS JS QS KS", "QH 9D TD QD AD"]
    state = GameState.from_deal(hands, "TH 9H KD AS", dealer=3)
    assert baseline_action(state, 0) == OrderUp(0, alone=True)
    state = GameState.from_deal(hands, "TH 9H KD AS", dealer=0)
    assert baseline_action(state, 1) == Pass(1)


def test_stuck_dealer_names_its_best_suit():
    hands = ["9C TC 9S TS QD", "JH 9D TD KD QC", "KS QS AS KC JC", "AC JS AH KH AD"]
    state = GameState.from_deal(
        hands, "QH 9H TH JD", dealer=0, rules=Rules(all_pass="stick_the_dealer")
    )
    for seat in (1, 2, 3, 0):
        state = state.apply(Pass(seat))
    for seat in (1, 2, 3):
        state = state.apply(Pass(seat))
    action = baseline_action(state, 0)
    assert isinstance(action, NameTrump) and action.suit is not Suit.HEARTS


def test_dealer_discards_from_its_shortest_suit_keeping_aces():
    hands = ["9C TC 9S TS QD", "JH JD AH 9D AC", "KS QS AS KC JC", "TD JS KH KD AD"]
    state = GameState.from_deal(hands, "QH 9H TH QC", dealer=1).apply(OrderUp(2))
    assert state.phase is Phase.DISCARD
    assert baseline_action(state, 1) == Discard(1, c("9D"))


# Hearts trump, ordered up by South (seat 0) with East (3) dealing.
TRICKS = ["JH AH 9S KC QD", "9C TC AS KS 9D", "AC JC QS TS TD", "QH JD KH QC AD"]


def trick_state() -> GameState:
    state = GameState.from_deal(TRICKS, "TH 9H KD JS", dealer=3).apply(OrderUp(0))
    return state.apply(Discard(3, c("AD")))


def test_maker_leads_the_right_bower():
    state = trick_state()
    assert baseline_action(state, 0) == Play(0, c("JH"))


def test_second_hand_low_third_hand_high_last_hand_cheapest():
    # Spades trump; South deals and picks up 9S; West leads 9D.
    hands = ["AD JS AS KS QS", "9D 9C TC QC KC", "KD TD 9H TH QH", "QD JD JH KH AH"]
    state = GameState.from_deal(hands, "9S TS AC JC", dealer=0)
    for seat in (1, 2, 3):
        state = state.apply(Pass(seat))
    state = state.apply(OrderUp(0)).apply(Discard(0, c("9S")))
    state = play(state, "9D")
    # North, second, holds KD and TD with AD still out: it keeps the king.
    assert baseline_action(state, 2) == Play(2, c("TD"))
    state = play(state, "TD")
    # East, third, over an opponent's ten: plays its highest diamond.
    assert baseline_action(state, 3) == Play(3, c("QD"))
    state = play(state, "QD")
    # South, last, wins with the ace.
    assert baseline_action(state, 0) == Play(0, c("AD"))


def test_does_not_trump_a_partners_winner():
    state = trick_state()
    state = play(state, "9S AS")  # South leads 9S; West wins it for now with the ace
    # North, third: partner South is beaten by AS; North holds QS TS: cannot beat, plays low.
    assert baseline_action(state, 2) == Play(2, c("TS"))
    state = play(state, "TS")
    # East has no spade; partner West is winning with the ace: East throws off, no trump.
    action = baseline_action(state, 3)
    assert action.card.suit != Suit.HEARTS and action.card != c("JD")
