"""The strong rule-based yardstick: legal, the same choice every time, blind to the cards it
cannot see, and counting tricks with the double deck's duplicates."""

from __future__ import annotations

import random

import pytest

from scoring.bideuchre import Rules, new_game
from scoring.bideuchre.events import Phase
from scoring.bideuchre.yardstick import strain_tricks, strong_action
from scoring.cards import Suit, parse_cards
from scoring.games import ENGINES

ENGINE = ENGINES["bideuchre"]


@pytest.mark.parametrize("rules", [Rules(), Rules(lone_bids=True, benny=True, low_no_trump=True)])
def test_whole_games_with_only_legal_actions_and_the_same_choices_every_time(rules):
    for seed in range(3):
        state = new_game(seed, rules, dealer=seed % 4)
        actions = []
        while not state.is_over:
            action = strong_action(state, state.current_player or 0)
            assert action in state.legal_actions()
            actions.append(action)
            state = state.apply(action)
        again = new_game(seed, rules, dealer=seed % 4)
        for action in actions:
            assert strong_action(again, again.current_player or 0) == action
            again = again.apply(action)


def test_decides_from_its_own_view_only():
    for seed in range(4):
        state = new_game(seed, Rules(), dealer=seed % 4)
        while state.hand_number < 1 and not state.is_over:
            seat = state.current_player
            action = strong_action(state, seat or 0)
            if seat is not None:
                other = ENGINE.resample(state.view(seat), random.Random(seed))
                assert strong_action(other, seat) == action
            state = state.apply(action)


def test_the_other_copy_of_a_card_you_hold_is_unseen():
    state = new_game(1, Rules())
    view = state.view(0)
    unseen = view.unseen_cards()
    assert len(unseen) == 48 - 12
    for card in view.hand:
        same = (card.rank, card.suit)
        held = sum((c.rank, c.suit) == same for c in view.hand)
        assert sum((c.rank, c.suit) == same for c in unseen) == 2 - held


def test_trump_tricks_count_both_copies_from_the_top():
    deck = list(Rules().cards.cards())
    both_rights = parse_cards("JH JH JD AH", allow_duplicates=True)
    one_right = parse_cards("JH JD JD AH", allow_duplicates=True)
    # Both right bowers: two sure tricks and the count goes on to the left bower.
    assert strain_tricks(both_rights, (Suit.HEARTS, False), deck) > strain_tricks(
        one_right, (Suit.HEARTS, False), deck
    )
    # Side aces count; a suit with nothing in it counts a ruff once trumps are long.
    long = parse_cards("JH JH JD JD AH AS", allow_duplicates=True)
    assert strain_tricks(long, (Suit.HEARTS, False), deck) >= 6


def test_the_dealer_stuck_bids_its_best_strain():
    rules = Rules()
    state = new_game(3, rules, dealer=3)
    while state.phase is Phase.BIDDING and state.current_player != state.dealer:
        state = state.apply(strong_action(state, state.current_player or 0))
    action = strong_action(state, state.dealer)
    assert action in state.legal_actions()
