"""Bid Euchre's computer players: the easy and standard levels and the rule-based baseline
choose legal actions in every phase under every rule set, the standard level finds the known
answers in small endings and the bidding, the baseline keeps its table habits, and the
auction-consistent sampler respects what a seat has seen."""

from __future__ import annotations

import json
import random
from collections.abc import Callable

import pytest

from scoring.bideuchre import Bid, Discard, GameState, Pass, Play, Rules, new_game
from scoring.bideuchre.actions import Action
from scoring.bideuchre.baselines import baseline_action, trick_count
from scoring.bideuchre.contract import Contract, Lone
from scoring.bideuchre.events import Phase
from scoring.bideuchre.options import DECKS
from scoring.bideuchre.players import LEVELS, choose_action
from scoring.bideuchre.playout import play_out, table_for
from scoring.bideuchre.random_play import random_action
from scoring.bideuchre.sampling import fits_auction, sample_deal
from scoring.cards import JOKER, Card, Suit
from scoring.tricks.trump import suit_of
from tests.conformance.cases import hidden_from, redealt

RULES = {
    "default": Rules(),
    "lone and low": Rules(lone_bids=True, low_no_trump=True),
    "32 cards": Rules(deck=32),
    "continuous": Rules(auction="continuous", all_pass="redeal"),
    "the Benny": Rules(benny=True, lone_bids=True, low_no_trump=True),
}

Chooser = Callable[[GameState, int], Action]
CHOOSERS: dict[str, Chooser] = {
    **{
        level: (lambda lv: lambda s, seat: choose_action(s, lv, rng=random.Random(seat)))(level)
        for level in LEVELS
    },
    "baseline": lambda s, seat: baseline_action(s, seat),
}


def c(text: str) -> Card:
    return Card.parse(text)


def cards(text: str) -> tuple[Card, ...]:
    return tuple(c(t) for t in text.split())


def states_by_phase(rules: Rules, seed: int, per_phase: int = 3) -> list[GameState]:
    """A few states of each phase from random play, with a lone bid and a low no-trump bid
    forced in when the rules have them, so every phase and contract kind is met."""
    rng = random.Random(seed)
    found: dict[Phase, list[GameState]] = {}
    state = new_game(seed, rules)
    forced = [Lone.CALL_2, "low", Lone.MOON] if rules.lone_bids else []
    while state.hand_number < 4 and not state.is_over:
        if state.phase is Phase.BIDDING and not state.bids and forced:
            want = forced.pop(0)
            seat = state.current_player
            assert seat is not None
            if want == "low":
                action: Action = Bid(seat, rules.min_bid, None, True)
            else:
                action = Bid(seat, rules.hand_size, Suit.HEARTS, False, Lone(want))
        else:
            action = random_action(state, rng)
        if state.current_player is not None:
            found.setdefault(state.phase, []).append(state)
        state = state.apply(action)
    chosen = []
    for states in found.values():
        step = max(1, len(states) // per_phase)
        chosen += states[::step][:per_phase]
    return chosen


# The expert, many times the others' cost, under the Benny's rules (lone bids, low no-trump and
# the widow: every phase) in the quick tier, under the other rule sets with the slow tier.
EVERY_PHASE = [
    pytest.param(
        rules,
        chooser,
        id=f"{rules}-{chooser}",
        marks=[pytest.mark.slow] if chooser == "expert" and rules != "the Benny" else [],
    )
    for chooser in CHOOSERS
    for rules in RULES
]


@pytest.mark.parametrize(("rules", "chooser"), EVERY_PHASE)
def test_every_player_chooses_a_legal_action_in_every_phase(rules: str, chooser: str) -> None:
    states = states_by_phase(RULES[rules], seed=3)
    phases = {state.phase for state in states}
    assert {Phase.BIDDING, Phase.PLAY} <= phases
    if RULES[rules].lone_bids:
        assert Phase.EXCHANGE in phases
    if RULES[rules].benny:
        assert Phase.WIDOW in phases
    for state in states:
        seat = state.current_player
        assert seat is not None
        assert CHOOSERS[chooser](state, seat) in state.legal_actions()


@pytest.mark.slow
@pytest.mark.parametrize("rules", list(RULES))
def test_standard_and_baseline_finish_whole_games(rules: str) -> None:
    state = new_game(5, RULES[rules])
    rng = random.Random(5)
    while not state.is_over:
        seat = state.current_player
        if seat is not None and seat % 2 == 0:
            action = choose_action(state, "standard", rng=rng)
        else:
            action = baseline_action(state, seat or 0)
        assert action in state.legal_actions()
        state = state.apply(action)
    assert state.winner in (0, 1)


# Small endings on the 32-card deck (8 cards each): six tricks played, hearts or no-trump.


def ending(
    hands: list[str],
    played: list[list[tuple[int, str]]],
    trick: list[tuple[int, str]],
    contract: Contract,
    tricks: tuple[int, int],
) -> GameState:
    """A game in the play of its first hand: `played` the six tricks so far, `trick` the
    trick in progress, the auction the bidder's bid and three passes (dealer: on its right)."""
    rules = Rules(deck=32)
    dealer = (contract.bidder - 1) % 4
    bid = Bid(contract.bidder, contract.tricks, contract.trump, contract.low)
    bids: list[Bid | Pass] = [bid] + [Pass((contract.bidder + i) % 4) for i in (1, 2, 3)]
    plays = tuple((seat, c(card)) for t in [*played, trick] for seat, card in t)
    state = GameState(
        rules=rules,
        seed=0,
        hand_number=0,
        dealer=dealer,
        phase=Phase.PLAY,
        turn=(trick[-1][0] + 1) % 4 if trick else contract.bidder,
        hands=tuple(tuple(sorted(cards(hand))) for hand in hands),
        bids=tuple(bids),
        contract=contract,
        played=plays,
        tricks=tricks,
    )
    assert sorted(state.cards()) == sorted(rules.cards.cards())
    return state


def test_every_level_lays_away_a_loser_and_keeps_the_benny() -> None:
    # Hearts bid by South, who takes up the Benny from the widow: the queen of clubs, alone
    # and beaten by four unseen cards, is the card to lay away; the ace of spades wins a trick.
    rules = Rules(benny=True, deck=32)
    south = cards("JH JH' JD JD' AH KH AS QC")
    rest = [card for card in rules.cards.cards() if card not in south and card != JOKER]
    hands = [south, rest[0:8], rest[8:16], rest[16:24]]
    state = GameState.from_deal(hands, dealer=3, rules=rules)
    assert state.widow == (JOKER,)
    state = state.apply(Bid(0, 5, Suit.HEARTS)).apply(Pass(1)).apply(Pass(2)).apply(Pass(3))
    assert state.phase is Phase.WIDOW
    for name, chooser in CHOOSERS.items():
        assert chooser(state, 0) == Discard(0, c("QC")), name


def test_standard_keeps_its_trump_rather_than_ruff_partners_certain_winner() -> None:
    # Hearts are trump and North holds the last one, the right bower. South's ace of spades
    # is certain (the other ace is played, no other trump is left): ruffing it would leave
    # North's queen of clubs to lose the last trick.
    played = [
        [(0, "AH"), (1, "AH'"), (2, "KH"), (3, "KH'")],
        [(0, "QH"), (1, "QH'"), (2, "JD"), (3, "JD'")],
        [(2, "JH'"), (3, "QD"), (0, "QD'"), (1, "KD")],
        [(0, "AS'"), (1, "JS'"), (2, "QS"), (3, "QS'")],
        [(0, "AD"), (1, "AD'"), (2, "KD'"), (3, "KS'")],
        [(0, "JC"), (1, "JC'"), (2, "QC'"), (3, "KC")],
    ]
    hands = ["KC'", "AC", "JH QC", "KS AC'"]
    state = ending(hands, played, [(0, "AS"), (1, "JS")], Contract(0, 4, Suit.HEARTS), (3, 3))
    assert state.current_player == 2
    for seed in range(3):
        action = choose_action(state, "standard", rng=random.Random(seed))
        assert action == Play(2, c("QC"))


def test_standard_cashes_its_sure_trick_to_make_the_bid() -> None:
    # No-trump; North-South have 3 of the 4 bid. South's ace of spades wins if led now; led
    # later, the other ace (East's) takes it. Leading the king of hearts loses both tricks.
    played = [
        [(0, "JS"), (1, "JS'"), (2, "QS"), (3, "QS'")],
        [(0, "JH"), (1, "JH'"), (2, "QH"), (3, "QH'")],
        [(0, "JC"), (1, "JC'"), (2, "QC"), (3, "QC'")],
        [(0, "KC"), (1, "KC'"), (2, "AC"), (3, "AC'")],
        [(0, "JD"), (1, "JD'"), (2, "QD"), (3, "QD'")],
        [(0, "KD"), (1, "KD'"), (2, "AD"), (3, "AD'")],
    ]
    hands = ["AS KH", "KS AH", "KS' KH'", "AS' AH'"]
    state = ending(hands, played, [], Contract(0, 4, None), (3, 3))
    assert choose_action(state, "standard", rng=random.Random(0)) == Play(0, c("AS"))


def deal_around(hand: str, seat: int, rules: Rules | None = None) -> GameState:
    """The bidding's start (dealer 0, so seat 1 bids first) with `hand` for `seat` and the
    rest of the deck dealt in order to the others."""
    rules = rules or Rules()
    mine = cards(hand)
    rest = [card for card in rules.cards.cards() if card not in mine]
    hands: list[tuple[Card, ...]] = []
    size = rules.hand_size
    for s in range(4):
        if s == seat:
            hands.append(mine)
        else:
            hands.append(tuple(rest[:size]))
            rest = rest[size:]
    return GameState.from_deal(hands, dealer=0, rules=rules)


def test_standard_bids_high_with_bowers_and_aces_and_passes_rubbish() -> None:
    strong = deal_around("JH JH' JD JD' AH AH' KH KH' AS AS' AC AC'", seat=1)
    bid = choose_action(strong, "standard", rng=random.Random(0))
    assert isinstance(bid, Bid) and bid.trump is Suit.HEARTS and bid.tricks >= 8
    weak = deal_around("9C 9C' TC 9D TD TD' 9S TS 9H' TH QC QS", seat=1)
    assert choose_action(weak, "standard", rng=random.Random(0)) == Pass(1)


def test_a_seed_replays_the_standard_choice() -> None:
    state = new_game(11)
    for _ in range(6):
        state = state.apply(choose_action(state, "standard"))
    first = choose_action(state, "standard", rng=random.Random(4))
    assert choose_action(state, "standard", rng=random.Random(4)) == first


# The baseline's habits.


def test_baseline_counts_sure_tricks_and_trump_length() -> None:
    # Both right bowers and one left bower: 3 sure; three more trumps, 1.5; two for partner.
    hand = cards("JH JH' JD AH KH 9H 9C TC QS KS TD QD")
    assert trick_count(hand, Suit.HEARTS, False, 12) == pytest.approx(3 + 1.5 + 2)
    # No-trump: both aces of spades and one king, 3; the lone ace of clubs 1; partner 2.
    assert trick_count(cards("AS AS' KS AC 9H"), None, False, 12) == pytest.approx(6)


# Six tricks played (the second copies of the spades and hearts, and every club and diamond):
# the first copies of the spades and hearts are left, two to each hand.
SPADES_AND_HEARTS_LEFT = [
    [(0, "JS'"), (1, "QS'"), (2, "KS'"), (3, "AS'")],
    [(0, "JH'"), (1, "QH'"), (2, "KH'"), (3, "AH'")],
    [(0, "JC"), (1, "QC"), (2, "KC"), (3, "AC")],
    [(0, "JC'"), (1, "QC'"), (2, "KC'"), (3, "AC'")],
    [(0, "JD"), (1, "QD"), (2, "KD"), (3, "AD")],
    [(0, "JD'"), (1, "QD'"), (2, "KD'"), (3, "AD'")],
]


@pytest.mark.parametrize(
    ("hands", "trick", "expected"),
    [
        # Second hand low: the ace is unseen, so West keeps its king and plays the jack.
        (["JH", "JS KS", "QH KH", "AS AH"], [(0, "QS")], "JS"),
        # Third hand high: North tops West's queen with its ace, not just the king.
        (["JS", "QS", "KH AH", "KS AS"], [(0, "JH"), (1, "QH")], "AH"),
        # Partner's ace is winning: North plays its lowest spade under it.
        (["JH", "QH", "JS KS", "KH AH"], [(0, "AS"), (1, "QS")], "JS"),
        # Leading: the ace of hearts is a winner (the other is played); the jack is not.
        (["AH JS", "QS QH", "KS KH", "AS JH"], [], "AH"),
    ],
)
def test_baseline_table_habits(hands: list[str], trick: list[tuple[int, str]], expected: str):
    state = ending(hands, SPADES_AND_HEARTS_LEFT, trick, Contract(0, 3, None), (3, 3))
    seat = state.current_player
    assert seat is not None
    assert baseline_action(state, seat) == Play(seat, c(expected))


def test_baseline_throws_the_lowest_card_of_its_shortest_suit() -> None:
    # Hearts are led and West has none: it throws from clubs (one card), not spades (two).
    from scoring.bideuchre.baselines import _throw

    legal = list(cards("QS KS JC"))
    assert _throw(legal, None, False, Suit.HEARTS) == c("JC")
    assert _throw(list(cards("QS KS AC")), None, False, Suit.HEARTS) == c("AC")


def test_baseline_is_deterministic_and_never_peeks() -> None:
    from scoring.bideuchre import ENGINE

    rng = random.Random(2)
    for state in states_by_phase(Rules(lone_bids=True, low_no_trump=True), seed=8):
        seat = state.current_player
        assert seat is not None
        action = baseline_action(state, seat)
        assert baseline_action(state, seat) == action
        hidden = hidden_from(ENGINE, state, seat)
        if len(hidden) >= 2:
            other = redealt(state, hidden, rng, json.loads(state.to_json()))
            assert baseline_action(other, seat) == action


# The auction-consistent sampler and the playout.


@pytest.mark.parametrize("rules", list(RULES))
def test_sampled_deals_keep_sizes_known_cards_and_voids(rules: str) -> None:
    rng = random.Random(1)
    for state in states_by_phase(RULES[rules], seed=12, per_phase=4):
        for seat in range(4):
            view = state.view(seat)
            if view.contract is None and view.phase is not Phase.BIDDING:
                continue
            deal = sample_deal(view, rng)
            assert sorted(deal[seat]) == sorted(view.hand)
            sizes = view.hand_sizes()
            assert [len(hand) for hand in deal] == sizes
            seen = view.known_cards()
            dealt = [card for hand in deal for card in hand]
            assert len(set(dealt)) == len(dealt)
            assert not (set(dealt) - set(view.hand)) & (seen - set(view.passed))
            for other, hand in enumerate(deal):
                if other != seat:
                    shown = view.voids[other]
                    assert not any(suit_of(card, view.trump) in shown for card in hand)


def test_sampled_deals_read_the_auction() -> None:
    # West bid eight in spades before South: most deals give West a hand worth it.
    state = new_game(2, dealer=3)
    assert state.current_player == 0
    state = state.apply(Pass(0)).apply(Bid(1, 8, Suit.SPADES))
    view = state.view(2)
    rng = random.Random(0)
    fitting = sum(fits_auction(view, sample_deal(view, rng)) for _ in range(20))
    assert fitting >= 15


def test_playout_takes_every_trick_with_every_top_card() -> None:
    rules = Rules(deck=32)
    table = table_for(DECKS[32], Suit.HEARTS, False)
    deck = rules.cards.cards()
    trumps = [card for card in deck if suit_of(card, Suit.HEARTS) is Suit.HEARTS]
    top = sorted(trumps, key=lambda card: table.bit(card))[-8:]
    rest = [card for card in deck if card not in top]
    hands = [table.mask(top), *(table.mask(rest[i * 8 : (i + 1) * 8]) for i in range(3))]
    assert play_out(table, hands, [], 0, bidders=0) == [8, 0]
    # Any deal: every trick is taken by someone; a lone hand's partner takes none.
    random.Random(3).shuffle(deck)
    hands = [table.mask(deck[i * 8 : (i + 1) * 8]) for i in range(4)]
    assert sum(play_out(table, hands, [], 1, bidders=1)) == 8
    assert sum(play_out(table, hands, [], 1, bidders=1, out=3)) == 8
