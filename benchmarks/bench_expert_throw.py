"""Compare ways for the expert to throw far from the end: points per deal, paired by deal.

.venv/bin/python benchmarks/bench_expert_throw.py [--deals N] [--jobs J]

Each random two-player deal (scores 10-10, the dealer alternating) is played once per way
of throwing for seat 0, from the same cards; seat 1 is the standard player, and both seats
peg as the standard player, so only the throw differs. A deal's result is seat 0's points
less seat 1's, pegging and show together. Ways:
- standard: the analyzer's exact net plus the fitted pegging term (what the expert and the
  hint use far from the end: scoring.cribbage.throws);
- played out: the analyzer's net plus the pegging of the top throws (at most four within two
  points of the best, and the standard choice) played out over 32 deals of the unseen cards,
  both hands known, solved exactly (peg_search.net_of_play);
- half: the average of the two pegging estimates;
- greedy: as played out, but each play-out pegged by a player who sees only its own cards
  (on both sides: the most points now, then not leaving 15 or 31 open on a count of 5 or
  21, then the highest card), not solved with both hands known;
- greedy half: the average of that and the fitted term.
Differences from the first way come with a 95% interval (paired by deal).
"""

from __future__ import annotations

import argparse
import random
import statistics
from collections.abc import Iterable
from multiprocessing import Pool

from scoring.cards import Card, standard_deck
from scoring.cribbage.actions import Discard
from scoring.cribbage.discard import DiscardOption, analyze_discards
from scoring.cribbage.discard_strategy import best_discard, option_worth, our_crib, pegging_value
from scoring.cribbage.events import Phase
from scoring.cribbage.game import GameState
from scoring.cribbage.peg_search import Position, net_of_play, play_points
from scoring.cribbage.pegging import MAX_COUNT, VALUES
from scoring.cribbage.players import choose_action
from scoring.cribbage.throws import kept_by_opponent
from scoring.cribbage.view import View

WAYS = ("standard", "played out", "half", "greedy", "greedy half")
DEALS = 32  # deals of the unseen cards each candidate throw is played out over
CANDIDATES, MARGIN = 4, 2  # at most four throws, within two points of the analyzer's best


def _ranks(cards: Iterable[Card]) -> tuple[int, ...]:
    return tuple(sorted(card.rank for card in cards))


def throw_candidates(view: View, dealer: bool) -> list[DiscardOption]:
    """The throws worth playing out: the analyzer's best few, and the standard choice."""
    analysis = analyze_discards(view.hand, dealer=dealer, players=2)
    top = analysis.best.net_ev
    options = [o for o in analysis.options[:CANDIDATES] if o.net_ev >= top - MARGIN]
    standard = max(analysis.options, key=lambda option: option_worth(option, view, dealer))
    return options if standard in options else [*options, standard]


def greedy_play(leader: int, hands: tuple[tuple[int, ...], tuple[int, ...]]) -> int:
    """The play pegged by both sides greedily (see the module's docstring): seat 0's points
    less seat 1's."""
    held = [list(hands[0]), list(hands[1])]
    pile: list[int] = []
    count, turn, last = 0, leader, None
    gone = [False, False]
    points = [0, 0]
    while held[0] or held[1]:
        room = MAX_COUNT - count
        fits = [rank for rank in held[turn] if VALUES[rank] <= room]
        if fits and not gone[turn]:
            scored = {rank: play_points(tuple(pile), rank, count) for rank in fits}
            rank = max(fits, key=lambda r: (scored[r], count + VALUES[r] not in (5, 21), VALUES[r]))
            points[turn] += scored[rank]
            held[turn].remove(rank)
            count += VALUES[rank]
            pile.append(rank)
            last = turn
            if count < MAX_COUNT:
                if held[1 - turn] and not gone[1 - turn]:
                    turn = 1 - turn
                continue
        else:
            gone[turn] = True
            if not gone[1 - turn] and any(VALUES[r] <= room for r in held[1 - turn]):
                turn = 1 - turn
                continue
            if last is not None:
                points[last] += 1  # the go, or the last card
        # A new count, led by the seat after the last card.
        pile, count, gone = [], 0, [False, False]
        turn = turn if last is None else 1 - last
        if not held[turn]:
            turn = 1 - turn
    return points[0] - points[1]


def played_out_throw(
    view: View, rng: random.Random, mix: float, *, greedy: bool = False
) -> tuple[Card, ...]:
    """Net points plus `mix` of the played-out pegging and 1 - mix of the fitted term."""
    dealer = our_crib(view)
    options = throw_candidates(view, dealer)
    unseen = view.unseen_cards()
    # Seven cards a deal (the opponent's six, then a starter this comparison does not need),
    # drawn as the expert draws them near the end.
    theirs = [_ranks(kept_by_opponent(rng.sample(unseen, 7)[:6])) for _ in range(DEALS)]
    leader = 1 if dealer else 0

    def worth(option) -> float:
        mine = _ranks(option.kept)
        if greedy:
            pegged = sum(greedy_play(leader, (mine, t)) for t in theirs) / DEALS
        else:
            pegged = sum(net_of_play(Position(leader, (), (mine, t))) for t in theirs) / DEALS
        fitted = pegging_value(option.kept, dealer)
        return float(option.net_ev) + mix * pegged + (1 - mix) * fitted

    return max(options, key=worth).thrown


def play_deal(state: GameState, way: str) -> int:
    while state.phase not in (Phase.DONE, Phase.OVER):
        seat = state.current_player
        if state.phase is Phase.DISCARD:
            seat = next(s for s in (0, 1) if state.legal_actions(s))
        if seat == 0 and state.phase is Phase.DISCARD:
            view = state.view(0)
            rng = random.Random(len(state.actions))
            if way == "standard":
                thrown = best_discard(view)
            else:
                mix = 0.5 if way.endswith("half") else 1.0
                thrown = played_out_throw(view, rng, mix, greedy=way.startswith("greedy"))
            state = state.apply(Discard(0, thrown))
        else:
            state = state.apply(choose_action(state, "standard", seat=seat))
    return state.scores[0] - state.scores[1]


def deal(number: int) -> list[int]:
    rng = random.Random(f"dealab{number}")
    deck = list(standard_deck())
    rng.shuffle(deck)
    state = GameState.from_deal(
        [deck[:6], deck[6:12]], deck[12], dealer=number % 2, scores=(10, 10)
    )
    return [play_deal(state, way) for way in WAYS]


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--deals", type=int, default=1000)
    parser.add_argument("--jobs", type=int, default=None)
    args = parser.parse_args()
    with Pool(args.jobs) as pool:
        results = pool.map(deal, range(args.deals), chunksize=20)
    print(f"{args.deals:,} deals, seat 0's points less seat 1's per deal")
    for index, way in enumerate(WAYS):
        mean = statistics.mean(r[index] for r in results)
        line = f"  {way:<11} {mean:+.3f}"
        if index:
            diff = [r[index] - r[0] for r in results]
            half = 1.96 * statistics.stdev(diff) / len(diff) ** 0.5
            line += f"   against standard {statistics.mean(diff):+.3f} ± {half:.3f}"
        print(line)


if __name__ == "__main__":
    main()
