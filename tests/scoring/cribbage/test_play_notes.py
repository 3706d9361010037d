"""play_note: what a pegging play does at the table, in words, on prearranged deals."""

import random
import re

import pytest

from scoring.cards import Card, parse_cards
from scoring.cribbage import Discard, GameState, Go, Phase, Play, choose_action, new_game
from scoring.cribbage.peg_strategy import peg_points
from scoring.cribbage.pegging import MAX_COUNT, VALUES
from scoring.cribbage.play_notes import play_note


def dealt(kept, thrown, starter, **options):
    """A prearranged deal after the discard: `kept` and `thrown` per seat (dealer 0)."""
    hands = [f"{k} {t}" for k, t in zip(kept, thrown, strict=True)]
    state = GameState.from_deal(hands, starter, **options)
    for seat, cards in enumerate(thrown):
        state = state.apply(Discard(seat, tuple(parse_cards(cards))))
    return state


def play(state, *moves):
    """Apply plays ('5H') and goes ('go'), each by whoever's turn it is."""
    for move in moves:
        seat = state.current_player
        state = state.apply(Go(seat) if move == "go" else Play(seat, Card.parse(move)))
    return state


def note(state, card):
    """The note for the seat to play laying `card` ('7H')."""
    return play_note(state.view(state.current_player), Card.parse(card))


def unseen_ten_cards(state):
    view = state.view(state.current_player)
    return sum(VALUES[card.rank] == 10 for card in view.unseen_cards())


# Two players, dealer 0: seat 1 leads from 4♣ 5♦ 6♥ 7♠; seat 0 holds 7♥ 9♣ Q♠ K♦.
TWO = dealt(["7H 9C KD QS", "7S 6H 4C 5D"], ["2C 3D", "AS JC"], "8C")


def test_a_pair_warns_of_the_pair_royal_back():
    # Seat 0 knows 7♥ and 7♠: two sevens are unseen of the 44 it cannot place.
    after_seven = play(TWO, "7S")
    assert note(after_seven, "7H") == (
        "it pairs the 7 for 2; a third one back pegs 6 (2 of 44 unseen)"
    )


def test_a_pair_with_no_third_card_unseen_is_safe():
    # Seat 0 threw 7♣ and the starter is 7♦: no seven is left to make a pair royal.
    safe = dealt(["7H 9C KD QS", "7S 6H 4C 5D"], ["7C 3D", "AS JC"], "7D")
    assert note(play(safe, "7S"), "7H") == (
        "it pairs the 7 for 2; no third 7 is left unseen to answer it; "
        "leaves the count at 14: an ace makes fifteen (4 of 44 unseen)"
    )


def test_a_count_of_21_invites_any_ten_card_for_31():
    at_14 = play(TWO, "4C", "KD")
    tens = unseen_ten_cards(at_14)
    assert tens == 14  # 16 less K♦ played and J♣ thrown by seat 1
    # Seat 1 keeps 6♥ 5♦: a 4 back makes 25, and its 6 then makes 31.
    assert note(at_14, "7S") == (
        f"leaves the count at 21: any ten-card makes 31 ({tens} of 44 unseen); "
        "keeps 6♥: a 4 back lets you make 31"
    )


def test_a_fifteen_made_is_said_first():
    # 6♥ 9♣ then an 8 back: seat 0's 7♥ makes a run of four (6 7 8 9), worth more than the
    # pair a 9 back would make.
    assert note(play(TWO, "6H"), "9C") == (
        "it makes fifteen for 2; keeps 7♥: an 8 back lets you make a run of four"
    )


def test_leading_a_five_risks_fifteen_from_any_ten_card():
    tens = unseen_ten_cards(TWO)
    assert tens == 15  # J♣ is seat 1's own throw
    assert note(TWO, "5D") == (
        f"leaves the count at 5: any ten-card makes fifteen ({tens} of 45 unseen); "
        "keeps 4♣ 6♥: a 3, 4, 6 or 7 back lets you make a run"
    )


def test_a_lead_under_five_leaves_no_fifteen():
    assert note(TWO, "4C") == "no fifteen can be made on it; a 4 back pairs it (3 of 45 unseen)"
    # After a 7 led, a 4 back makes 11: the 4♣ kept pairs it to fifteen, for 4.
    assert note(TWO, "7S") == (
        "leaves the count at 7: an 8 makes fifteen (3 of 45 unseen); "
        "keeps 4♣ to pair a 4 back for 4"
    )


def test_thirty_one_ends_the_count_with_nothing_left_to_risk():
    at_21 = play(TWO, "4C", "KD", "7S")
    assert note(at_21, "QS") == "it makes thirty-one for 2"


def test_a_pair_royal_and_the_next_risk():
    royal = dealt(["7H 9C KD QS", "7S 7D 4C 5D"], ["2C 3D", "AS JC"], "8C")
    said = note(play(royal, "7S", "7H"), "7D")
    assert said.startswith("it makes a pair royal for 6; leaves the count at 21: any ten-card")


def test_leading_from_a_pair_sets_a_pair_royal_trap():
    royal = dealt(["7H 9C KD QS", "7S 7D 4C 5D"], ["2C 3D", "AS JC"], "8C")
    assert note(royal, "7S") == (
        "a 7 back pairs it (2 of 45 unseen), but your other one answers for 6; "
        "keeps 4♣ 5♦ to pair a 4 or 5 back"
    )


def test_two_cards_a_rank_apart_invite_a_run():
    # 6♥ led, 7♥ on it: a 5 or an 8 makes a run of three (seat 0 holds none of them).
    # A 9 back would make 22, and seat 0's 9♣ would pair it to 31.
    assert note(play(TWO, "6H"), "7H") == (
        "6 and 7 on the pile: a 5 or 8 makes a run of three (7 of 44 unseen); "
        "keeps 9♣ to pair a 9 back for 4"
    )


def test_a_card_nothing_unseen_can_peg_on_is_said_to_be_safe():
    # Seat 0 holds two sixes, threw a third and the starter is the fourth: on K♠ a six
    # makes 16, where only a pair could score.
    sixes = dealt(["6H 6C 9C QS", "KS 8H 4C 5D"], ["6D 3D", "AS JC"], "6S")
    assert note(play(sixes, "KS"), "6H") == (
        "keeps 6♣ Q♠: a 5 or 9 back lets you make 31; no card the next player may hold pegs on it"
    )


# Seat 1 leads 3♣; seat 0 holds 6♠ 7♠ 8♦ 9♣, a run of four, and threw K♣ Q♣.
RUN = dealt(["6S 7S 8D 9C", "3C KH QD 2H"], ["KC QC", "JS TC"], "2S")


def test_plays_from_a_run_say_what_the_cards_kept_back_answer():
    at_3 = play(RUN, "3C")
    notes = {card: note(at_3, card) for card in ("6S", "7S", "8D", "9C")}
    assert len(set(notes.values())) == 4
    # 6♠ risks the most (a 6 back for 4) but keeps 7♠ 8♦ to answer three ranks with a run.
    assert notes["6S"] == (
        "keeps 7♠ 8♦: a 5, 7 or 8 back lets you make a run of three; "
        "a 6 back pegs fifteen and a pair for 4 (3 of 44 unseen)"
    )
    assert notes["8D"] == (
        "keeps 7♠ 9♣: a 6, 7, 9 or 10 back lets you make a run of three; "
        "leaves the count at 11: a 4 makes fifteen (4 of 44 unseen)"
    )
    assert all(said.startswith("keeps ") for said in notes.values())


def test_plays_with_the_same_risk_differ_in_what_they_keep():
    at_11 = play(RUN, "3C", "6S", "2H")  # 3 6 2: seat 0 holds 7♠ 8♦ 9♣
    assert note(at_11, "9C") == (
        "keeps 7♠ 8♦: a 3 or 4 back lets you make 31; a 9 back pairs it (3 of 43 unseen)"
    )
    assert note(at_11, "7S") == (
        "keeps 8♦ 9♣: a 4 or 5 back lets you make 31; a 7 back pairs it (3 of 43 unseen)"
    )
    on_seven = play(TWO, "7S")  # seat 0 holds 7♥ 9♣ Q♠ K♦
    assert note(on_seven, "KD") == (
        "keeps 9♣ Q♠: a 4 or 5 back lets you make 31; a king back pairs it (3 of 44 unseen)"
    )
    assert note(on_seven, "QS").startswith("keeps 9♣ K♦: a 4 or 5 back lets you make 31; ")


GO_DEAL = dealt(["AH 2C KD QS", "9S 8H 7C 6D"], ["3C 3D", "AS JC"], "4H")


def test_a_count_near_31_sets_up_the_go():
    at_27 = play(GO_DEAL, "9S", "KD", "8H")
    # On 28 only aces to 3s fit: 4 + 3 + 1 unseen (2♣ held, 3♣ 3♦ thrown, 4♥ the starter).
    assert note(at_27, "AH") == (
        "only 8 of 43 unseen cards fit on 28: the go is likely yours; "
        "an ace back pairs it (3 of 43 unseen)"
    )


def test_the_go_and_the_last_card():
    gone = play(GO_DEAL, "9S", "KD", "8H", "2C", "go")
    assert note(gone, "AH") == "no one can play after it: the go for 1"
    last = play(gone, "AH", "6D", "QS")
    assert note(last, "7C") == "no one can play after it: the last card for 1"


def test_three_players_when_the_others_have_said_go():
    three = dealt(["7H AC 2C 3C", "KS JS QH TD", "QS JD TC KH"], ["8C", "8D", "8S"], "6H")
    both_gone = play(three, "KS", "QS", "7H", "go", "go")
    assert both_gone.view(0).gone == (1, 2)
    assert note(both_gone, "AC") == "no one else can play, so you play on"


def test_four_players_with_a_partner_next():
    four = dealt(
        ["AC 7H 8H 9H", "9S 2C 3S AH", "KS QH JD TD", "3H AD 8C 8D"], ["KC", "KD", "KH", "QS"], "6S"
    )
    # Seats 2 and 0 have said go: seat 1's partner, seat 3, plays next.
    state = play(four, "9S", "KS", "3H", "AC", "2C", "go", "AD", "go")
    assert state.current_player == 1
    assert note(state, "AH") == (
        "it pairs the ace for 2; your partner is next: a 4 makes 31 (4 of 42 unseen)"
    )


@pytest.mark.parametrize("players", [2, 3, 4])
def test_every_note_is_a_short_clause_that_states_what_is_pegged(players):
    rng = random.Random(players)
    state = new_game(players, players=players)
    seen = 0
    while state.deal_number < 2 and not state.is_over:
        seat = state.current_player
        if state.phase is Phase.PEGGING:
            view = state.view(seat)
            pile = tuple(card.rank for card in view.pile)
            for card in view.hand:
                if view.count + VALUES[card.rank] > MAX_COUNT:
                    continue
                said = play_note(view, card)
                points = peg_points(pile, card.rank)
                if not said:
                    assert not points
                    continue
                seen += 1
                assert said == said.strip() and len(said) <= 140, said
                assert not said[0].isupper() and not said.endswith("."), said
                # What it pegs, then at most one risk and one advantage.
                assert said.count("; ") <= (2 if points else 1), said
                kept = re.search(r"keeps (.+?)(:| to pair)", said)
                if kept:  # the cards kept back are the seat's, less the card played
                    named = set(parse_cards(kept[1]))
                    assert named <= set(view.hand) - {card}, said
                if points:  # the points pegged come first, the go or last card added
                    pegged = said.split(";")[0]
                    assert said.startswith("it "), said
                    assert f" for {points}" in pegged or f" for {points + 1}" in pegged, said
        state = state.apply(choose_action(state, "easy", rng=rng, seat=seat))
    assert seen > 10
