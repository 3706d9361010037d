"""Rules of the game engine, edge by edge, on prearranged deals (GameState.from_deal)."""

import json

import pytest

from scoring.cards import Card, parse_cards, standard_deck
from scoring.cribbage import (
    ActionError,
    Declare,
    Discard,
    EventCategory,
    GameState,
    Go,
    IllegalActionError,
    Muggins,
    NextDeal,
    Outcome,
    Pass,
    Phase,
    Play,
    Rules,
    RulesError,
    Show,
    StateError,
    choose_action,
    new_game,
    parse_action,
    replay,
    score_hand,
)
from scoring.cribbage.dealing import cut_for_deal
from scoring.errors import DealError

# -- helpers -----------------------------------------------------------------------------


def dealt(kept, thrown, starter, **options):
    """A prearranged deal after the discard: `kept` four cards and `thrown` the throw, per seat."""
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


def show_all(state):
    """Apply Show for each count until the show (or the game) is over."""
    while state.phase is Phase.SHOW:
        state = state.apply(Show(state.current_player))
    return state


def events_after(before, after, *categories):
    """(player, category, points) of the events `after` added to `before`'s log."""
    new = after.log[len(before.log) :]
    return [
        (e.player, e.category.value, e.points)
        for e in new
        if not categories or e.category in categories
    ]


def all_cards(state):
    cards = [card for hand in state.hands for card in hand]
    cards += [play.card for play in state.plays] + list(state.crib) + list(state.stock)
    if state.starter is not None:
        cards.append(state.starter)
    return cards


# A two-player deal, dealer 0: pone (seat 1) leads.
TWO = dict(kept=["9S 9D 8H 7C", "KH QH 3C 3D"], thrown=["AS 2S", "AH 2H"], starter="4C")


# -- the deal ----------------------------------------------------------------------------


def test_new_two_player_game_cuts_for_deal_and_deals_six_each():
    state = new_game(7, players=2)
    cuts = [e for e in state.log if e.category is EventCategory.CUT]
    dealer, expected = cut_for_deal(7, 2)
    assert [(e.player, e.cards[0]) for e in cuts] == [(p, c) for p, c, _ in expected]
    assert state.dealer == dealer
    lowest = min(cuts[-2:], key=lambda e: e.cards[0].rank)
    assert lowest.player == dealer and "deal{s} first" in lowest.text
    assert state.phase is Phase.DISCARD
    assert [len(hand) for hand in state.hands] == [6, 6]
    assert state.crib == () and len(state.stock) == 40
    assert state.scores == (0, 0) and state.current_player == 0
    assert sorted(all_cards(state)) == sorted(standard_deck())


def test_tied_cuts_cut_again():
    for seed in range(200):
        dealer, cuts = cut_for_deal(seed, 4)
        if len(cuts) > 4:
            break
    else:
        pytest.fail("no tie in 200 seeds")
    first = cuts[:4]
    low = min(card.rank for _, card, _ in first)
    tied = [p for p, card, _ in first if card.rank == low]
    assert len(tied) > 1
    assert all("cut{s} again" in text for p, _, text in first if p in tied)
    assert {p for p, _, _ in cuts[4:]} <= set(tied)
    assert dealer in tied


def test_the_three_player_deal_puts_a_deck_card_in_the_crib():
    state = new_game(1, players=3)
    assert [len(hand) for hand in state.hands] == [5, 5, 5]
    assert len(state.crib) == 1 and len(state.stock) == 36
    assert state.scores == (0, 0, 0)
    assert "one card off the deck to the crib" in state.log[-1].text
    for seat in range(3):
        state = state.apply(state.legal_actions(seat)[0])
    assert len(state.crib) == 4 and all(len(hand) == 4 for hand in state.hands)
    assert state.phase is Phase.PEGGING and state.starter is not None


def test_the_four_player_deal_and_partnership_scores():
    state = new_game(3, players=4)
    assert [len(hand) for hand in state.hands] == [5, 5, 5, 5]
    assert state.crib == () and state.scores == (0, 0) and state.sides == 2
    assert [state.side_of(seat) for seat in range(4)] == [0, 1, 0, 1]
    # Seat 2's points go to seat 0's partnership: a pair pegged by seat 2.
    state = dealt(
        ["KS QS JS 3S", "TH 9H 8H 7H", "TC AC KC QC", "5D KD QD JD"],
        ["2S", "2H", "2C", "2D"],
        "6C",
    )
    after = play(state, "TH", "TC")
    assert events_after(state, after, EventCategory.PAIR) == [(2, "pair", 2)]
    assert after.scores == (2, 0)


def test_discards_come_in_any_order_and_current_player_is_the_lowest_seat_to_throw():
    state = new_game(4, players=3)
    assert state.current_player == 0
    state = state.apply(state.legal_actions(2)[0])
    assert state.current_player == 0 and state.legal_actions(2) == []
    state = state.apply(state.legal_actions(0)[0])
    assert state.current_player == 1
    assert len(state.legal_actions()) == 5


# -- pegging -----------------------------------------------------------------------------


def test_pegging_starts_left_of_the_dealer_and_plays_score():
    state = dealt(**TWO)
    assert state.phase is Phase.PEGGING and state.current_player == 1
    after = play(state, "KH", "9S", "QH")
    assert after.count == 29 and after.pile == tuple(parse_cards("KH 9S QH"))
    assert after.legal_actions() == [Go(0)]


def test_a_reversed_run_pegs_four_in_a_game():
    state = dealt(["6D 8S KD KC", "7H 9C QH QS"], ["AS 2S", "AH 2H"], "4C")
    after = play(state, "7H", "6D", "9C", "8S")
    assert events_after(state, after, EventCategory.RUN) == [(0, "run", 4)]
    run = next(e for e in after.log if e.category is EventCategory.RUN)
    assert run.text == "7♥ 6♦ 9♣ 8♠: a run of four for 4"
    assert run.phase is Phase.PEGGING


def test_go_point_to_the_last_player_then_the_other_leads():
    state = dealt(**TWO)
    after = play(state, "KH", "9S", "QH", "go")
    # Seat 1 holds two threes: 32 is past 31, so the go is theirs without a word.
    assert events_after(state, after, EventCategory.SAY_GO, EventCategory.GO) == [
        (0, "say_go", 0),
        (1, "go", 1),
    ]
    assert after.count == 0 and after.pile == ()
    assert after.current_player == 0  # the player after the one who played last
    assert after.scores == (0, 1)


def test_thirty_one_pegs_two_and_never_a_go_as_well():
    state = dealt(["9S 9D 8H 7C", "KH QH 2C 3D"], ["AS 2S", "AH 2H"], "4C")
    after = play(state, "KH", "9S", "QH", "go", "2C")
    assert events_after(state, after, EventCategory.GO, EventCategory.THIRTY_ONE) == [
        (1, "thirty_one", 2)
    ]
    assert after.scores == (0, 2) and after.count == 0
    assert after.current_player == 0


def test_the_player_who_played_last_continues_after_a_go():
    state = dealt(["9S 9D 8H 7C", "KH QH AC AD"], ["AS 2S", "3H 2H"], "4C")
    after = play(state, "KH", "9S", "QH", "go", "AC")
    assert after.current_player == 1  # seat 0 said go; seat 1 plays on
    after = play(after, "AD")
    # A♦ on A♣ makes 31 (2) and a pair (2): 4, and no go.
    assert events_after(state, after, EventCategory.PAIR, EventCategory.THIRTY_ONE) == [
        (1, "thirty_one", 2),
        (1, "pair", 2),
    ]
    assert after.scores == (0, 4) and after.current_player == 0


def test_the_last_card_pegs_one_unless_it_makes_31():
    state = dealt(["9S 9D 8H 7C", "KH QH 3C 3D"], ["AS 2S", "AH 2H"], "4C")
    after = play(state, "KH", "9S", "QH", "go")  # go for seat 1; seat 0 leads
    after = play(after, "9D", "3C", "8H", "3D", "7C")
    last = events_after(state, after, EventCategory.LAST_CARD)
    assert last == [(0, "last_card", 1)]
    assert after.phase is Phase.SHOW
    # A final card making 31 pegs 2 for the 31, no point for last.
    state = dealt(["KS 9D 6S 7S", "KH QH AC 9C"], ["AS 2S", "AH 2H"], "4C")
    after = play(state, "KH", "KS", "QH", "go", "AC", "9D", "9C")
    assert after.hands[1] == () and after.current_player == 0  # seat 0 plays on alone
    after = play(after, "6S", "7S")
    assert after.phase is Phase.SHOW
    assert events_after(state, after, EventCategory.LAST_CARD, EventCategory.THIRTY_ONE) == [
        (1, "thirty_one", 2),
        (0, "thirty_one", 2),
    ]


def test_the_next_leader_skips_a_player_out_of_cards():
    state = dealt(["KS 9D 8D 7D", "KH QH AC 9C"], ["AS 2S", "AH 2H"], "4C")
    after = play(state, "KH", "KS", "QH", "go", "AC", "9D", "9C", "8D")
    # Seat 0 cannot play 7♦ on 26 and seat 1 is out: the go is seat 0's, and since the
    # player after seat 0 has no cards, seat 0 leads again.
    assert events_after(state, after, EventCategory.GO) == [(0, "go", 1)]
    assert after.current_player == 0 and after.count == 0
    after = play(after, "7D")
    assert events_after(state, after, EventCategory.LAST_CARD) == [(0, "last_card", 1)]


THREE = dict(
    kept=["5D AD KD QD", "TH 3C 9C 8C", "JC 7S 8S 9S"],
    thrown=["2D", "2H", "2C"],
    starter="6H",
)


@pytest.mark.parametrize(("go_leads", "leader"), [("acc", 1), ("said_go", 2)])
def test_three_player_go_and_who_leads_next(go_leads, leader):
    state = dealt(**THREE, rules=Rules(go_leads=go_leads))
    after = play(state, "TH", "JC", "5D", "3C", "go", "AD")
    assert after.current_player == 1  # seat 2 said go; seat 1 can't play on 29 either
    assert after.legal_actions() == [Go(1)]
    after = play(after, "go")
    # Seat 0 played last and cannot play (K, Q on 29): the go is seat 0's.
    assert events_after(state, after, EventCategory.SAY_GO, EventCategory.GO) == [
        (2, "say_go", 0),
        (1, "say_go", 0),
        (0, "go", 1),
    ]
    assert after.scores == (1, 0, 0)
    assert after.current_player == leader
    assert after.log[-1].category is EventCategory.RESET and after.log[-1].player == leader


FOUR = dict(
    kept=["KS QS JS 3S", "TH 9H 8H 7H", "JC AC KC QC", "5D KD QD JD"],
    thrown=["2S", "2H", "2C", "2D"],
    starter="6C",
)


@pytest.mark.parametrize(("go_leads", "leader"), [("acc", 3), ("said_go", 1)])
def test_four_player_go_and_who_leads_next(go_leads, leader):
    state = dealt(**FOUR, rules=Rules(go_leads=go_leads))
    after = play(state, "TH", "JC", "5D", "3S", "go")
    assert after.current_player == 2  # the others play on after seat 1's go
    after = play(after, "AC", "go", "go")
    assert events_after(state, after, EventCategory.SAY_GO, EventCategory.GO) == [
        (1, "say_go", 0),
        (3, "say_go", 0),
        (0, "say_go", 0),
        (2, "go", 1),
    ]
    assert after.scores == (1, 0)  # seat 2's go is for partnership 0
    assert after.current_player == leader


def test_go_is_refused_while_a_card_fits_and_a_card_past_31_is_refused():
    state = dealt(**TWO)
    with pytest.raises(IllegalActionError, match="can still play"):
        state.apply(Go(1))
    after = play(state, "KH", "9S", "QH")
    with pytest.raises(IllegalActionError, match="past 31"):
        after.apply(Play(0, Card.parse("7C")))
    with pytest.raises(IllegalActionError, match="you cannot play now"):
        state.apply(Play(0, Card.parse("9S")))
    with pytest.raises(IllegalActionError, match="do not hold"):
        state.apply(Play(1, Card.parse("9S")))


# -- heels, the show and the end of the game ---------------------------------------------


def test_heels_pegs_two_for_the_dealer():
    state = dealt(**{**TWO, "starter": "JC"})
    heels = [e for e in state.log if e.category is EventCategory.HEELS]
    assert [(e.player, e.points, e.cards) for e in heels] == [(0, 2, (Card.parse("JC"),))]
    assert state.scores == (2, 0)


def test_heels_at_119_wins_the_game_at_once():
    state = dealt(**{**TWO, "starter": "JD"}, dealer=1, scores=(100, 119))
    assert state.is_over and state.phase is Phase.OVER
    assert state.winner == 1 and state.scores == (100, 121)
    assert state.legal_actions() == [] and state.current_player is None
    assert state.log[-1].category is EventCategory.WIN
    with pytest.raises(IllegalActionError, match="the game is over"):
        state.apply(Play(0, Card.parse("9S")))


def test_a_win_in_the_middle_of_the_show_stops_the_counting():
    # Pone (seat 1) counts first and goes out; the dealer's 29 hand is never counted.
    state = dealt(["5H 5C 5S JD", "4H 4C 6S 6D"], ["KS QS", "KH QH"], "5D", scores=(90, 110))
    state = play(state, "6S", "JD", "6D", "5H", "4H", "5C", "4C", "5S")
    assert state.phase is Phase.SHOW and state.current_player == 1
    assert state.scores[1] < 121
    over = show_all(state)
    assert over.winner == 1 and over.scores[1] >= 121
    assert over.scores[0] == state.scores[0]
    shows = [e for e in over.log if e.category in (EventCategory.SHOW, EventCategory.CRIB)]
    assert [e.player for e in shows] == [1]
    assert over.log[-1].category is EventCategory.WIN and over.log[-1].phase is Phase.OVER


def test_the_show_counts_pone_dealer_then_crib_and_itemizes_every_point():
    state = dealt(["5H 5C 5S JD", "4H 4C 6S 6D"], ["KS QS", "KH QH"], "5D")
    state = play(state, "6S", "JD", "6D", "5H", "4H", "5C", "4C", "5S")
    assert state.show_order == ((1, False), (0, False), (0, True))
    before = state
    done = show_all(state)
    shows = [(e.player, e.category) for e in done.log[len(before.log) :] if e.points == 0]
    assert shows == [(1, EventCategory.SHOW), (0, EventCategory.SHOW), (0, EventCategory.CRIB)]
    assert done.phase is Phase.DONE and done.current_player == 1
    gained = [b - a for a, b in zip(before.scores, done.scores, strict=True)]
    pone = score_hand("4H 4C 6S 6D", "5D").total
    dealer = score_hand("5H 5C 5S JD", "5D").total
    crib = score_hand("KS QS KH QH", "5D", crib=True).total
    assert gained == [dealer + crib, pone]
    assert sum(e.points for e in done.log[len(before.log) :]) == dealer + crib + pone


@pytest.mark.parametrize(
    ("order", "seats"),
    [("acc", [1, 2, 3, 0]), ("opponents_first", [1, 3, 2, 0])],
)
def test_four_player_show_order(order, seats):
    state = dealt(**FOUR, rules=Rules(four_player_show=order))
    assert state.show_order == (*((s, False) for s in seats), (0, True))
    while state.phase is Phase.PEGGING:
        state = state.apply(state.legal_actions()[0])
    done = show_all(state)
    shown = [e.player for e in done.log if e.category in (EventCategory.SHOW, EventCategory.CRIB)]
    assert shown == [*seats, 0]


def test_next_deal_passes_the_deal_to_the_left():
    state = new_game(11, players=2)
    first_dealer = state.dealer
    while state.phase is not Phase.DONE:
        state = state.apply(state.legal_actions()[0])
    assert state.legal_actions() == [NextDeal((first_dealer + 1) % 2)]
    with pytest.raises(IllegalActionError):
        state.apply(NextDeal(first_dealer))
    state = state.apply(NextDeal((first_dealer + 1) % 2))
    assert state.dealer == (first_dealer + 1) % 2 and state.deal_number == 1
    assert state.phase is Phase.DISCARD and [len(h) for h in state.hands] == [6, 6]
    assert sorted(all_cards(state)) == sorted(standard_deck())


@pytest.mark.parametrize(
    ("scores", "game_to", "outcome"),
    [
        ((119, 95), 121, Outcome.LOSS),
        ((119, 90), 121, Outcome.SKUNK),
        ((119, 60), 121, Outcome.DOUBLE_SKUNK),
        ((119, 61), 121, Outcome.SKUNK),
        ((59, 31), 61, Outcome.LOSS),
        ((59, 30), 61, Outcome.SKUNK),
        ((59, 0), 61, Outcome.SKUNK),  # no double skunk in a game to 61
    ],
)
def test_skunks(scores, game_to, outcome):
    state = dealt(**{**TWO, "starter": "JD"}, scores=scores, rules=Rules(game_to=game_to))
    result = state.result
    assert result.winner == 0 and result.outcomes == (Outcome.WIN, outcome)
    assert result.scores == (scores[0] + 2, scores[1])
    said = {Outcome.LOSS: "", Outcome.SKUNK: ": a skunk (", Outcome.DOUBLE_SKUNK: ": a double"}
    assert result.text.startswith(f"won {scores[0] + 2} to {scores[1]}{said[outcome]}")


def test_pegs_leapfrog():
    state = dealt(**TWO)
    assert state.pegs == ((0, 0), (0, 0))
    state = play(state, "KH", "9S", "QH", "go")  # 1 for the go to seat 1
    assert state.pegs == ((0, 0), (1, 0))
    state = play(state, "9D", "3C", "8H", "3D", "7C")  # one for last to seat 0
    assert state.pegs == ((1, 0), (1, 0))
    for seat in (1, 0):  # pone's hand, then the dealer's: each count is one move
        before = state.scores[seat]
        gained = state.hand_score(seat).total
        assert gained > 0
        state = state.apply(Show(seat))
        assert state.pegs[seat] == (before + gained, before)


# -- muggins -----------------------------------------------------------------------------


def muggins_show():
    rules = Rules(muggins=True)
    state = dealt(["5H 5C 5S JD", "4H 4C 6S 6D"], ["KS QS", "KH QH"], "5D", rules=rules)
    return play(state, "6S", "JD", "6D", "5H", "4H", "5C", "4C", "5S")


def test_muggins_undercount_claimed_by_the_opponent():
    state = muggins_show()
    assert state.legal_actions() == [Declare(1, points) for points in range(30)]
    with pytest.raises(IllegalActionError, match="Declare"):
        state.apply(Show(1))
    true = score_hand("4H 4C 6S 6D", "5D").total  # 24
    declared = state.apply(Declare(1, 20))
    assert declared.scores[1] == state.scores[1] + 20
    assert declared.claim.missed == true - 20 and declared.current_player == 0
    calls = [Muggins(0, points) for points in range(1, 30)]
    assert declared.legal_actions() == [Muggins(0), *calls, Pass(0)]
    claimed = declared.apply(Muggins(0))
    assert claimed.scores[0] == state.scores[0] + true - 20
    event = claimed.log[-1]
    assert (event.category, event.player, event.points) == (EventCategory.MUGGINS, 0, 4)
    assert "holds 24, not the 20 declared" in event.text and "= 15 for 2" in event.text
    assert claimed.claim is None and claimed.current_player == 0  # the dealer counts next


def test_muggins_undercount_passed_is_lost():
    state = muggins_show().apply(Declare(1, 20)).apply(Pass(0))
    assert state.log[-1].category is EventCategory.MISSED and state.log[-1].points == 0
    assert "4 points missed are lost" in state.log[-1].text


def test_muggins_overcount_is_corrected():
    state = muggins_show()
    after = state.apply(Declare(1, 28))
    true = score_hand("4H 4C 6S 6D", "5D").total
    assert after.scores[1] == state.scores[1] + true
    assert EventCategory.CORRECTION in {e.category for e in after.log[len(state.log) :]}
    assert after.claim is None and after.current_player == 0


def test_muggins_exact_count_pegs_the_items():
    state = muggins_show()
    after = state.apply(Declare(1, 24))
    items = [e for e in after.log[len(state.log) :] if e.points]
    assert sum(e.points for e in items) == 24
    assert {e.category for e in items} == {
        EventCategory.FIFTEEN,
        EventCategory.PAIR,
        EventCategory.RUN,
    }


def test_muggins_for_points_takes_the_lesser_of_the_claim_and_the_points_missed():
    # ACC rule 10.4: "Muggins for X points"; the caller is entitled to the lesser amount.
    state = muggins_show()
    declared = state.apply(Declare(1, 20))  # 24 held: 4 missed
    over = declared.apply(Muggins(0, 6))
    assert over.scores[0] == state.scores[0] + 4
    assert (over.log[-1].category, over.log[-1].points) == (EventCategory.MUGGINS, 4)
    assert "no more than was missed (ACC rule 10.4)" in over.log[-1].text
    under = declared.apply(Muggins(0, 3))
    assert under.scores[0] == state.scores[0] + 3
    assert "the other 1 point missed are lost" in under.log[-1].text
    with pytest.raises(IllegalActionError, match="1 to 29 points"):
        declared.apply(Muggins(0, 30))
    with pytest.raises(IllegalActionError, match="1 to 29 points"):
        declared.apply(Muggins(0, 0))


def checked_show():
    """The muggins deal with the computer missing points: every count is open to a call."""
    rules = Rules(muggins=True, computer_misses=True)
    state = dealt(["5H 5C 5S JD", "4H 4C 6S 6D"], ["KS QS", "KH QH"], "5D", rules=rules)
    return play(state, "6S", "JD", "6D", "5H", "4H", "5C", "4C", "5S")


def test_with_the_computer_missing_points_a_right_count_is_open_to_a_call_too():
    state = checked_show()
    declared = state.apply(Declare(1, 24))  # right
    assert declared.claim is not None and declared.claim.missed == 0
    assert declared.current_player == 0
    # Said the same way as a short count: nothing on the log tells whether it is right.
    short = state.apply(Declare(1, 20))
    said = [e.text.replace("24", "N") for e in declared.log[len(state.log) :]]
    said_short = [e.text.replace("20", "N") for e in short.log[len(state.log) :]]
    assert said == said_short
    assert [e.category for e in declared.log[len(state.log) :]] == [
        e.category for e in short.log[len(state.log) :]
    ]
    accepted = declared.apply(Pass(0))
    event = accepted.log[-1]
    assert (event.category, event.player, event.points) == (EventCategory.ACCEPTED, 1, 0)
    assert "holds 24, as declared" in event.text
    assert accepted.scores == declared.scores


def test_a_wrong_muggins_call_gives_the_counter_the_points_claimed():
    # ACC rule 10.4: "If the judges determine that the play was not a muggins, the opponent
    # will be awarded the points taken as a penalty."
    state = checked_show().apply(Declare(1, 24))
    called = state.apply(Muggins(0, 2))
    event = called.log[-1]
    assert (event.category, event.player, event.points) == (EventCategory.FALSE_MUGGINS, 1, 2)
    assert called.scores == (state.scores[0], state.scores[1] + 2)
    assert "nothing was missed" in event.text and "(ACC rule 10.4)" in event.text
    assert called.claim is None and called.current_player == 0  # the dealer counts next
    # A call naming no points claims nothing, so costs nothing.
    bare = state.apply(Muggins(0))
    assert bare.scores == state.scores and bare.log[-1].category is EventCategory.FALSE_MUGGINS


def test_the_computer_calls_only_what_was_missed():
    state = checked_show()
    right = state.apply(Declare(1, 24))
    assert choose_action(right, "standard") == Pass(0)
    short = state.apply(Declare(1, 21))
    assert choose_action(short, "standard") == Muggins(0, 3)


def test_muggins_three_players_claimants_in_turn():
    rules = Rules(muggins=True)
    state = dealt(**THREE, rules=rules)
    while state.phase is Phase.PEGGING:
        state = state.apply(state.legal_actions()[0])
    counter = state.current_player
    total = state.hand_score(counter).total
    assert total > 0
    state = state.apply(Declare(counter, 0))
    assert state.claim.claimants == ((counter + 1) % 3, (counter + 2) % 3)
    state = state.apply(Pass((counter + 1) % 3))
    assert state.current_player == (counter + 2) % 3
    state = state.apply(Muggins((counter + 2) % 3))
    assert state.log[-1].points == total


def test_declare_without_muggins_is_refused():
    state = dealt(["5H 5C 5S JD", "4H 4C 6S 6D"], ["KS QS", "KH QH"], "5D")
    state = play(state, "6S", "JD", "6D", "5H", "4H", "5C", "4C", "5S")
    with pytest.raises(IllegalActionError, match="Show"):
        state.apply(Declare(1, 24))
    with pytest.raises(IllegalActionError, match="no count open to muggins"):
        state.apply(Muggins(0))


# -- rules, errors, serialization, views -------------------------------------------------


def test_rules_validate_their_options():
    assert Rules(go_leads="said_go").go_leads == "said_go"
    with pytest.raises(RulesError, match="121"):
        Rules(game_to=100)
    with pytest.raises(RulesError, match="'acc' or 'said_go'"):
        Rules(go_leads="first")
    with pytest.raises(RulesError, match="muggins"):
        Rules(muggins="yes")
    with pytest.raises(RulesError, match="unknown rule"):
        Rules.from_dict({"skunks": True})
    assert Rules.from_dict(Rules(game_to=61).to_dict()) == Rules(game_to=61)


def test_bad_setups_are_refused():
    with pytest.raises(DealError, match="2, 3 or 4"):
        new_game(players=5)
    with pytest.raises(DealError, match="6 cards"):
        GameState.from_deal(["5H 5C", "6H 6C"], "JD")
    with pytest.raises(ValueError, match="twice"):
        GameState.from_deal(["5H 5C 5S JD KS QS", "5H 4C 6S 6D KH QH"], "5D")


def test_bad_discards_are_refused():
    state = GameState.from_deal(["5H 5C 5S JD KS QS", "4H 4C 6S 6D KH QH"], "5D")
    with pytest.raises(IllegalActionError, match="2 cards"):
        state.apply(Discard(0, (Card.parse("KS"),)))
    with pytest.raises(IllegalActionError, match="do not hold"):
        state.apply(Discard(0, tuple(parse_cards("KS KH"))))
    with pytest.raises(IllegalActionError, match="no player 2"):
        state.apply(Discard(2, tuple(parse_cards("KS QS"))))
    state = state.apply(Discard(0, tuple(parse_cards("QS KS"))))
    with pytest.raises(IllegalActionError, match="already thrown"):
        state.apply(Discard(0, tuple(parse_cards("5H 5C"))))
    with pytest.raises(IllegalActionError, match="no one can play a card now"):
        state.apply(Play(1, Card.parse("4H")))


def test_actions_read_and_write_json():
    actions = [
        Discard(0, tuple(parse_cards("KS 5H"))),
        Play(1, Card.parse("TH")),
        Go(2),
        Show(0),
        Declare(1, 12),
        Muggins(0),
        Pass(3),
        NextDeal(1),
    ]
    for action in actions:
        assert parse_action(action.to_json()) == action
        assert parse_action(action.to_dict()) == action
    assert Play(1, Card.parse("5H")).to_dict() == {"type": "play", "player": 1, "card": "5H"}
    assert Discard(0, tuple(parse_cards("KS 5H"))) == Discard(0, tuple(parse_cards("5H KS")))
    assert Discard(0, ("KS", "5h")) == Discard(0, tuple(parse_cards("5H KS")))
    assert Play(1, "10H") == Play(1, Card.parse("TH"))
    for bad, message in [
        ("{", "not JSON"),
        ('{"type": "fold", "player": 0}', "unknown action type"),
        ('{"type": "play", "player": 0}', "fields"),
        ('{"type": "play", "player": -1, "card": "5H"}', "whole number"),
        ('{"type": "play", "player": 0, "card": "5X"}', "unknown suit"),
        ("[1]", "JSON object"),
    ]:
        with pytest.raises(ActionError, match=message):
            parse_action(bad)


def test_json_round_trip_and_replay():
    state = new_game(5, Rules(muggins=True, four_player_show="opponents_first"), players=4)
    for _ in range(40):
        state = state.apply(state.legal_actions()[-1])
    text = state.to_json()
    assert GameState.from_json(text) == state
    assert replay(5, state.rules, state.actions, players=4) == state
    again = replay(
        5, state.rules, [parse_action(a) for a in json.loads(text)["actions"]], players=4
    )
    assert again == state


def test_from_json_refuses_what_is_not_a_game():
    with pytest.raises(StateError, match="not JSON"):
        GameState.from_json("{")
    with pytest.raises(StateError, match="not a saved cribbage game"):
        GameState.from_json('{"format": 1}')
    data = new_game().to_dict()
    data["stock"] = data["stock"][1:]
    with pytest.raises(StateError, match="whole deck"):
        GameState.from_dict(data)


def test_view_shows_a_player_their_own_cards_and_the_public_table_only():
    state = GameState.from_deal(["5H 5C 5S JD KS QS", "4H 4C 6S 6D KH QH"], "5D")
    state = state.apply(Discard(0, tuple(parse_cards("KS QS"))))
    state = state.apply(Discard(1, tuple(parse_cards("KH QH"))))
    view = state.view(0)
    assert view.hand == tuple(parse_cards("5C 5H 5S JD"))
    assert view.thrown == tuple(parse_cards("QS KS"))
    assert view.hand_sizes == (4, 4) and view.crib_size == 4
    assert view.legal_actions == ()
    discards = {e.player: e.cards for e in view.log if e.category is EventCategory.DISCARD}
    assert discards == {0: tuple(parse_cards("QS KS")), 1: ()}
    text = json.dumps(view.to_dict())
    assert "KH" not in text and "4H" not in text and "6D" not in text
    assert state.view(1).legal_actions[0] == Play(1, Card.parse("4C"))
