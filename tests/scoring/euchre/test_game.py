"""The Euchre game engine: bidding, the play, every scoring line, variants, and random games."""

from __future__ import annotations

import json
import random
from dataclasses import replace

import pytest

from scoring.cards import Card, Suit, euchre_deck
from scoring.errors import ActionError, IllegalActionError, RulesError, StateError
from scoring.euchre.actions import (
    DefendAlone,
    Discard,
    FarmersHand,
    NameTrump,
    NextHand,
    OrderUp,
    Pass,
    Play,
    parse_action,
)
from scoring.euchre.events import EventCategory, Phase
from scoring.euchre.game import GameState, new_game, replay
from scoring.euchre.options import Rules

# Deal R, East (3) deals; TH is turned up. West's only "heart" is the left bower, JD.
R_HANDS = ["JH AH KH 9S TS", "JD 9C TC QC KC", "AC JC QS KS AS", "QH 9D TD QD AD"]
R_KITTY = "TH 9H KD JS"
# Deal M: South holds the five best hearts.
M_HANDS = ["JH JD AH KH QH", "9C TC JC QC KC", "AC 9S TS JS QS", "KS AS 9D TD QD"]
M_KITTY = "TH 9H KD AD"

PENALTY = Rules(renege="penalty")


def c(text: str) -> Card:
    return Card.parse(text)


def deal(hands=R_HANDS, kitty=R_KITTY, dealer=3, rules=None, scores=(0, 0)) -> GameState:
    return GameState.from_deal(hands, kitty, dealer=dealer, rules=rules, scores=scores)


def south_orders(state: GameState, alone: bool = False, discard: str = "9D") -> GameState:
    """South (dealer's left when East deals) orders up; East picks up and discards."""
    state = state.apply(OrderUp(0, alone))
    if state.phase is Phase.DISCARD:
        state = state.apply(Discard(3, c(discard)))
    return state


def plays(state: GameState, cards: str) -> GameState:
    """Play the cards in turn order, each by whoever is to play."""
    for card in cards.split():
        state = state.apply(Play(state.turn, c(card)))
    return state


def finish_hand(state: GameState) -> GameState:
    while state.phase is Phase.PLAY:
        state = state.apply(state.legal_actions()[0])
    return state


def scoring_events(state: GameState):
    return [e for e in state.log if e.points]


def all_cards(state: GameState) -> list[Card]:
    cards = [card for hand in state.hands for card in hand] + list(state.kitty)
    return cards + [card for _, card in state.played]


# Bidding.


def test_order_up_puts_the_upcard_in_the_dealers_hand_and_the_discard_in_the_kitty():
    state = deal().apply(OrderUp(0))
    assert state.phase is Phase.DISCARD and state.turn == 3
    assert c("TH") in state.hands[3] and len(state.hands[3]) == 6
    assert {a.card for a in state.legal_actions()} == set(state.hands[3])
    state = state.apply(Discard(3, c("TH")))  # the dealer may even discard the upcard
    assert state.phase is Phase.PLAY and state.trump is Suit.HEARTS and state.maker == 0
    assert state.kitty == (c("9H"), c("KD"), c("JS"), c("TH"))
    assert state.turn == 0
    assert sorted(all_cards(state)) == sorted(euchre_deck())


def test_round_two_cannot_name_the_turned_down_suit():
    state = deal()
    for seat in (0, 1, 2, 3):
        state = state.apply(Pass(seat))
    assert state.phase is Phase.NAME and state.turn == 0
    assert Suit.HEARTS not in {a.suit for a in state.legal_actions() if isinstance(a, NameTrump)}
    with pytest.raises(IllegalActionError):
        state.apply(NameTrump(0, Suit.HEARTS))
    state = state.apply(NameTrump(0, "S"))
    assert state.trump is Suit.SPADES and state.phase is Phase.PLAY
    assert c("TH") in state.kitty  # nobody picks up in round two


def test_out_of_turn_is_refused_with_a_message_naming_whose_turn_it_is():
    with pytest.raises(IllegalActionError, match="West's turn"):
        deal(dealer=0).apply(Pass(2))


def test_illegal_actions_are_explained():
    state = deal()
    with pytest.raises(
        IllegalActionError, match="not a move in the first round of bidding"
    ) as refused:
        state.apply(Play(0, c("JH")))
    assert (
        refused.value.reason
        == "that is not a move in the first round of bidding (pass or order up)"
    )
    with pytest.raises(IllegalActionError, match="you do not hold 9♣"):
        south_orders(state).apply(Play(0, c("9C")))
    with pytest.raises(IllegalActionError, match="it is not your turn") as refused:
        state.apply(Pass(2))
    assert refused.value.waiting.startswith("it is South's turn (seat 0)")


def test_throw_in_redeal_passes_the_deal_to_the_left():
    state = new_game(seed=5)
    assert state.dealer == 0 and state.turn == 1
    for _ in range(8):
        state = state.apply(Pass(state.turn))
    assert state.phase is Phase.HAND_OVER and state.log[-1].category is EventCategory.THROW_IN
    assert state.legal_actions() == [NextHand()]
    state = state.apply(NextHand())
    assert (state.dealer, state.hand_number, state.turn, state.scores) == (1, 1, 2, (0, 0))
    assert state.phase is Phase.ORDER
    assert sorted(all_cards(state)) == sorted(euchre_deck())


def test_stick_the_dealer_means_the_dealer_cannot_pass_in_round_two():
    state = deal(rules=Rules(all_pass="stick_the_dealer"))
    for _ in range(7):
        state = state.apply(Pass(state.turn))
    assert state.turn == 3 and state.phase is Phase.NAME
    actions = state.legal_actions()
    assert all(isinstance(a, NameTrump) for a in actions) and len(actions) == 6
    with pytest.raises(IllegalActionError):
        state.apply(Pass(3))
    assert state.apply(NameTrump(3, Suit.CLUBS)).maker == 3


def test_farmers_hand_is_offered_only_with_the_option_and_only_to_nines_and_tens():
    hands = ["9C TC 9D TD 9H", "JD JC QC KC AC", "QS KS AS JS QH", "KH AH QD KD AD"]
    kitty = "JH TH 9S TS"
    plain = deal(hands, kitty, dealer=3)
    assert not any(isinstance(a, FarmersHand) for a in plain.legal_actions())
    state = deal(hands, kitty, dealer=3, rules=Rules(farmers_hand=True))
    assert FarmersHand(0) in state.legal_actions()
    after = state.apply(Pass(0))
    assert not any(isinstance(a, FarmersHand) for a in after.legal_actions())
    thrown = state.apply(FarmersHand(0))
    assert thrown.phase is Phase.HAND_OVER and thrown.scores == (0, 0)
    assert thrown.log[-1].category is EventCategory.THROW_IN


# The play: the left bower follows trump.


def test_left_bower_must_follow_a_trump_lead():
    state = plays(south_orders(deal()), "JH")
    assert state.legal_actions() == [Play(1, c("JD"))]
    with pytest.raises(IllegalActionError, match="does not follow suit; play a card of hearts"):
        state.apply(Play(1, c("9C")))


def test_left_bower_does_not_follow_its_printed_suit():
    # Spades trump: the jack of clubs is a spade, so it cannot follow a club lead...
    state = deal(dealer=0)
    for seat in (1, 2, 3, 0):
        state = state.apply(Pass(seat))
    state = plays(state.apply(NameTrump(1, Suit.SPADES)), "9C")
    assert state.legal_actions() == [Play(2, c("AC"))]
    with pytest.raises(IllegalActionError, match="play a card of clubs"):
        state.apply(Play(2, c("JC")))
    # ...but follows a spade lead.
    state = plays(state, "AC 9D 9S TS TC")  # South trumps and leads a spade
    assert state.tricks == (1, 0) and state.turn == 2
    assert {a.card for a in state.legal_actions()} == {c("JC"), c("QS"), c("KS"), c("AS")}


def test_trick_winner_leads_next_and_tricks_are_counted():
    state = plays(south_orders(deal()), "9S 9C AS QH")  # East trumps the spade
    assert state.tricks == (0, 1) and state.turn == 3
    assert state.log[-1].category is EventCategory.TRICK and state.log[-1].player == 3


# Going alone and the opening lead.


def test_lone_maker_partner_is_skipped_at_the_opening_lead():
    state = deal(dealer=1).apply(Pass(2)).apply(Pass(3)).apply(OrderUp(0, alone=True))
    state = state.apply(Discard(1, c("9C")))
    assert state.out == {2}
    assert state.turn == 3  # North, at the dealer's left, sits out: East leads
    state = plays(state, "QH JH")
    assert state.turn == 1  # then West, skipping North again
    state = plays(state, "JD")
    assert state.tricks == (1, 0) and state.turn == 0


def test_opening_lead_from_the_makers_left():
    state = deal(dealer=1, rules=Rules(opening_lead="maker_left"))
    state = state.apply(Pass(2)).apply(OrderUp(3)).apply(Discard(1, c("9C")))
    assert state.turn == 0
    alone = deal(dealer=1, rules=Rules(opening_lead="maker_left"))
    alone = alone.apply(Pass(2)).apply(Pass(3)).apply(Pass(0)).apply(OrderUp(1, alone=True))
    assert alone.phase is Phase.DISCARD  # the dealer himself went alone
    alone = alone.apply(Discard(1, c("9C")))
    assert alone.out == {3} and alone.turn == 2


def test_dealer_sitting_out_does_not_pick_up():
    state = deal(dealer=1).apply(Pass(2)).apply(OrderUp(3, alone=True))
    assert state.phase is Phase.PLAY and state.out == {1}
    assert c("TH") in state.kitty and state.turn == 2
    assert sorted(all_cards(state)) == sorted(euchre_deck())


def test_defend_alone_decisions_go_from_the_makers_left():
    state = south_orders(deal(rules=Rules(defend_alone=True)))
    assert state.phase is Phase.DEFEND and state.turn == 1
    assert state.legal_actions() == [Pass(1), DefendAlone(1)]
    declined = state.apply(Pass(1))
    assert declined.turn == 3
    assert declined.apply(Pass(3)).phase is Phase.PLAY
    alone = state.apply(DefendAlone(1))
    assert alone.out == {3} and alone.phase is Phase.PLAY and alone.turn == 0


# Every scoring line, played out in full on deal M (South's five top hearts).


def test_march_scores_2():
    state = plays(south_orders(deal(M_HANDS, M_KITTY)), "JH 9C 9S TH")
    assert scoring_events(state) == []
    state = finish_hand(state)
    assert state.tricks == (5, 0) and state.scores == (2, 0)
    [event] = scoring_events(state)
    assert event.category is EventCategory.MARCH
    assert (
        event.text == "{who} made hearts trump for North–South and took all 5 tricks: "
        "a march (all five tricks), 2 points"
    )


def test_lone_march_scores_4():
    state = finish_hand(south_orders(deal(M_HANDS, M_KITTY), alone=True))
    assert state.scores == (4, 0) and state.phase is Phase.HAND_OVER
    assert (
        scoring_events(state)[0].text
        == "{who} made hearts trump alone and took all 5 tricks: a lone march, 4 points"
    )


def last_trick(
    cards: dict[int, str],
    tricks: tuple[int, int],
    maker: int = 0,
    alone: bool = False,
    defender_alone: int | None = None,
) -> GameState:
    """Deal R at the fifth trick, hearts trump, South to lead: `cards` the last card of each seat
    in play, `tricks` the tricks taken so far."""
    state = replace(
        deal(),
        phase=Phase.PLAY,
        trump=Suit.HEARTS,
        maker=maker,
        alone=alone,
        defender_alone=defender_alone,
        tricks=tricks,
    )
    last = {seat: c(card) for seat, card in cards.items()}
    others = [card for card in euchre_deck() if card not in last.values()]
    state = replace(
        state,
        hands=tuple((last[s],) if s in last else () for s in range(4)),
        played=tuple((0, card) for card in others[: 4 * len(cards)]),
        turn=min(last),
    )
    return plays(state, " ".join(cards[s] for s in sorted(cards)))


@pytest.mark.parametrize(
    ("kwargs", "cards", "tricks", "scores", "category", "text"),
    [
        (
            {},
            {0: "JH", 1: "9C", 2: "9S", 3: "TC"},
            (2, 2),
            (1, 0),
            EventCategory.MADE,
            "{who} made hearts trump for North–South and took 3 tricks: "
            "making it (3 or 4 tricks), 1 point",
        ),
        (
            {},
            {0: "JH", 1: "9C", 2: "9S", 3: "TC"},
            (3, 1),
            (1, 0),
            EventCategory.MADE,
            "{who} made hearts trump for North–South and took 4 tricks: "
            "making it (3 or 4 tricks), 1 point",
        ),
        (
            {"alone": True},
            {0: "JH", 1: "9C", 3: "TC"},
            (2, 2),
            (1, 0),
            EventCategory.MADE,
            "{who} made hearts trump alone and took 3 tricks: making it (3 or 4 tricks); "
            "a loner scores more only by taking all five, 1 point",
        ),
        (
            {"alone": True},
            {0: "JH", 1: "9C", 3: "TC"},
            (3, 1),
            (1, 0),
            EventCategory.MADE,
            "{who} made hearts trump alone and took 4 tricks: making it (3 or 4 tricks); "
            "a loner scores more only by taking all five, 1 point",
        ),
        (
            {},
            {0: "9C", 1: "JH", 2: "9S", 3: "TC"},
            (2, 2),
            (0, 2),
            EventCategory.EUCHRE,
            "{who} made hearts trump for North–South but took only 2 tricks: "
            "euchred (makers need 3 tricks), 2 points to East–West",
        ),
        (
            {"alone": True},
            {0: "9C", 1: "JH", 3: "TC"},
            (0, 4),
            (0, 2),
            EventCategory.EUCHRE,
            "{who} made hearts trump alone but took no tricks: "
            "euchred (makers need 3 tricks), 2 points to East–West",
        ),
        (
            {"defender_alone": 1},
            {0: "9C", 1: "JH", 2: "9S"},
            (2, 2),
            (0, 4),
            EventCategory.EUCHRE,
            "{who} made hearts trump for North–South but took only 2 tricks: "
            "euchred (makers need 3 tricks) by West defending alone, 4 points to East–West",
        ),
        (
            {"defender_alone": 1},
            {0: "JH", 1: "9C", 2: "9S"},
            (2, 2),
            (1, 0),
            EventCategory.MADE,
            "{who} made hearts trump for North–South and took 3 tricks: "
            "making it (3 or 4 tricks), 1 point",
        ),
    ],
)
def test_scoring_lines(kwargs, cards, tricks, scores, category, text):
    state = last_trick(cards, tricks, **kwargs)
    assert state.phase is Phase.HAND_OVER and state.scores == scores
    [event] = scoring_events(state)
    assert (event.category, event.text, event.points) == (category, text, max(scores))
    assert event.side == scores.index(max(scores))


# Reneges at the table (Rules.renege = "penalty").


def test_renege_with_the_left_bower_is_found_at_the_end_of_the_hand():
    state = south_orders(deal(rules=PENALTY))
    assert {a.card for a in plays(state, "JH").legal_actions()} == set(state.hands[1])
    state = plays(state, "JH 9C")  # West holds JD, a heart, yet plays a club
    assert state.reneges == ((1, Suit.HEARTS),)
    assert scoring_events(state) == [] and state.phase is Phase.PLAY  # not yet discovered
    state = finish_hand(state)
    [event] = scoring_events(state)
    assert event.category is EventCategory.RENEGE and event.cards == (c("9C"), c("JD"))
    assert event.text == (
        "{who} reneged in trick 1: J♥ was led and 9♣ was played on it, though J♦ could have "
        "followed hearts (the left bower is one of the hearts); the renege penalty gives "
        "North–South 2 points, and the tricks do not count"
    )
    assert state.scores == (2, 0) and state.phase is Phase.HAND_OVER


def test_renege_by_the_makers_gives_2_to_the_defenders():
    state = plays(south_orders(deal(rules=PENALTY)), "9S 9C AC")  # North holds spades
    state = finish_hand(state)
    assert state.scores == (0, 2)
    assert scoring_events(state)[0].text == (
        "{who} reneged in trick 1: 9♠ was led and A♣ was played on it, though A♠ or Q♠ or K♠ "
        "could have followed spades; the renege penalty gives East–West 2 points, and the "
        "tricks do not count"
    )


def test_renege_against_a_lone_maker_gives_the_maker_4():
    state = plays(south_orders(deal(rules=PENALTY), alone=True), "JH 9C")
    state = finish_hand(state)
    assert state.scores == (4, 0)
    assert scoring_events(state)[0].text == (
        "{who} reneged in trick 1: J♥ was led and 9♣ was played on it, though J♦ could have "
        "followed hearts (the left bower is one of the hearts) against South's lone hand; the "
        "renege penalty gives North–South 4 points, and the tricks do not count"
    )


def test_following_suit_is_not_a_renege_under_penalty_rules():
    state = finish_hand(plays(south_orders(deal(M_HANDS, M_KITTY, rules=PENALTY)), "JH 9C 9S TH"))
    assert state.reneges == () and state.scores == (2, 0)


# Target scores and the end of the game.


@pytest.mark.parametrize(("game_to", "over"), [(5, True), (7, True), (10, False), (11, False)])
def test_target_score(game_to, over):
    state = deal(M_HANDS, M_KITTY, rules=Rules(game_to=game_to), scores=(4, 3))
    state = finish_hand(south_orders(state, alone=True))
    assert state.scores == (8, 3)
    assert state.is_over is over
    assert state.winner == (0 if over else None)
    assert state.legal_actions() == ([] if over else [NextHand()])
    if over:
        assert state.log[-1].category is EventCategory.WIN
        assert state.log[-1].text == "North–South win 8 to 3"


def test_rules_reject_unknown_values():
    with pytest.raises(RulesError, match="5, 7, 10 or 11"):
        Rules(game_to=8)
    with pytest.raises(RulesError, match="stick_the_dealer"):
        Rules(all_pass="screw")
    with pytest.raises(RulesError, match="unknown rule option"):
        Rules.from_dict({"bowers": 3})
    assert Rules.from_dict(Rules(renege="penalty").to_dict()) == Rules(renege="penalty")


def test_from_deal_rejects_a_deal_that_is_not_euchre():
    with pytest.raises(ValueError, match=r"2H \(2♥\) is not in the 24-card Euchre deck"):
        deal(["2H AH KH 9S TS", *R_HANDS[1:]])
    with pytest.raises(ValueError, match="appears twice"):
        deal(["JH AH KH 9S TS", *R_HANDS[1:3], "QH 9D TD QD JH"])


# Actions and states as JSON.


def test_actions_round_trip_and_bad_actions_are_explained():
    for action in (Pass(1), OrderUp(2, True), NameTrump(0, "S"), Discard(3, "9D"), Play(1, "JD")):
        assert parse_action(action.to_json()) == action
    assert parse_action({"type": "order_up", "player": 1}) == OrderUp(1)
    assert parse_action({"type": "next_hand"}) == NextHand()
    with pytest.raises(ActionError, match="unknown action type"):
        parse_action({"type": "bid"})
    with pytest.raises(ActionError, match="seats are"):
        parse_action({"type": "pass", "player": 7})
    with pytest.raises(ActionError, match="unknown suit"):
        parse_action({"type": "play", "player": 1, "card": "9X"})


def test_bad_saved_state_is_a_state_error():
    with pytest.raises(StateError):
        GameState.from_json('{"seed": 1}')
    with pytest.raises(StateError):
        GameState.from_json("not json")


# Random games under every rule variant.

VARIANTS = [
    Rules(),
    Rules(all_pass="stick_the_dealer", game_to=5),
    Rules(defend_alone=True, opening_lead="maker_left", game_to=7),
    Rules(renege="penalty", farmers_hand=True, game_to=11),
    Rules(renege="penalty", defend_alone=True, all_pass="stick_the_dealer"),
]


# Two hundred games: the first twenty (four under each variant) in the quick tier, the rest, a
# volume run, with the slow tier (CI runs them all).
QUICK_GAMES = 20


@pytest.mark.parametrize(
    "seed",
    [
        seed if seed < QUICK_GAMES else pytest.param(seed, marks=pytest.mark.slow)
        for seed in range(200)
    ],
)
def test_random_games_end_correctly(seed):
    rules = VARIANTS[seed % len(VARIANTS)]
    rng = random.Random(seed)
    state = new_game(seed=seed, rules=rules)
    deck = sorted(euchre_deck())
    steps = 0
    while not state.is_over:
        before = state.scores
        state = state.apply(rng.choice(state.legal_actions()))
        assert sorted(all_cards(state)) == deck
        assert all(a >= b for a, b in zip(state.scores, before, strict=True))
        if state.phase is Phase.PLAY:
            assert state.turn not in state.out
        steps += 1
        assert steps < 5000
        if steps % 97 == 0:
            assert GameState.from_json(state.to_json()) == state
    assert state.scores[state.winner] >= rules.game_to > state.scores[1 - state.winner]
    assert state.scores == tuple(
        sum(e.points for e in state.log if e.side == side) for side in (0, 1)
    )
    assert state.legal_actions() == []
    assert GameState.from_dict(json.loads(state.to_json())) == state
    assert replay(seed, rules, state.actions) == state


def test_a_seats_view_holds_its_own_cards_and_only_public_facts():
    state = south_orders(deal())
    for seat in range(4):
        view = state.view(seat)
        assert view.hand == state.hands[seat]
        assert view.hand_sizes() == [len(hand) for hand in state.hands]
        assert view.upcard == state.upcard and view.dealer_holds_upcard
    # Only the dealer (East) knows the card it laid down.
    assert state.view(3).known_kitty == (state.kitty[-1],)
    assert state.view(0).known_kitty == ()
    state = plays(state, "9S 9C")  # South leads a spade, West has none: a void is shown
    assert Suit.SPADES in state.view(2).voids[1]
    with pytest.raises(ValueError, match="seats are 0, 1, 2 and 3"):
        state.view(4)


# The engine explains what a learner may not see (scoring.tricks.explain).


def notes(state: GameState) -> list[tuple[str, str]]:
    return [(e.text, e.note) for e in state.log if e.note]


def test_the_left_bower_is_explained_when_played_and_when_it_takes_the_trick():
    # Deal M, hearts trump: South leads J♦, the left bower.
    state = plays(south_orders(deal(M_HANDS, M_KITTY)), "JD")
    play = state.log[-1]
    assert play.text == "{who} play{s} J♦"
    assert play.note == "the left bower, a heart now (not a diamond) and the second-highest trump"
    state = plays(state, "9C 9S TH")
    trick = state.log[-1]
    assert trick.category is EventCategory.TRICK
    assert trick.note.startswith("J♦ takes it: it is the left bower")


def test_trumping_in_and_overtrumping_are_explained():
    state = GameState.from_deal(
        ["JH 9C TC JC QC", "AC KC 9H AS KS", "TH 9S TS JS QS", "QH AH 9D TD QD"],
        "KH KD JD AD",
        dealer=3,
    )
    state = state.apply(OrderUp(0)).apply(Discard(3, c("9D")))
    state = plays(state, "9C AC")  # South leads a club and West follows: nothing to explain
    assert notes(state) == []
    state = plays(state, "TH")  # North, out of clubs, trumps in
    assert state.log[-1].note == "trumps in, being out of clubs"
    state = plays(state, "QH")  # East, out of clubs, overtrumps North's trump
    play, trick = state.log[-2:]
    assert play.note == "overtrumps North's 10♥"
    assert trick.note == "Q♥ takes it, the highest trump played"
