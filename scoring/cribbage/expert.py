"""The expert: a two-player cribbage player that searches the play to its end and, near the
end of the game, throws and plays for the win rather than for points.

The throw. Far from the end it throws as the standard player does: the analyzer's exact
expected hand and crib (discard.py) plus the fitted pegging term (discard_strategy.py).
Near the end, the few throws the analyzer ranks within MARGIN points of its best (and the
standard player's choice) are played out over the same DEALS deals of the cards we cannot
see: the opponent's six cards (it keeps the four that score most together), the starter,
the play solved exactly between the two hands for the game (peg_search: a side pegging out
wins at once), then the shows in order; a throw is worth its average chance of winning after
the deal (winning.py). Played-out pegging counted in points far from the end did worse than
the fitted term (benchmarks/bench_expert_throw.py), so it is used only for the game.

The play. Each card we may lay is valued by peg_search over guesses at the opponent's hand
(throw_model weighs them); near the end the search's leaves are chances of winning, so it
plays for the points it needs and blocks an opponent close to home.

Near the end means either side within NEAR_END points of the target. With three or four
players the expert plays as the standard player.
"""

from __future__ import annotations

import random
from collections.abc import Iterable, Sequence
from itertools import combinations

from scoring.cards import Card
from scoring.cribbage._rank_points import four_card_points, rank_key, rank_points_table
from scoring.cribbage.discard import DiscardOption, analyze_discards
from scoring.cribbage.discard_strategy import best_discard, option_worth, our_crib
from scoring.cribbage.peg_search import (
    CHANCES,
    Leaf,
    Position,
    Search,
    net_points,
    solve_choices,
)
from scoring.cribbage.peg_strategy import lowest_held
from scoring.cribbage.pegging import MAX_COUNT, VALUES
from scoring.cribbage.throw_model import kept_weight
from scoring.cribbage.view import View
from scoring.cribbage.winning import win_chance_before_deal

NEAR_END = 40
CANDIDATES = 4  # at most this many of the throws the analyzer ranks highest are played out,
MARGIN = 2  # those within this many points of its best (and the standard player's choice)
DEALS = 32  # deals of the unseen cards each candidate throw is played out over
GUESSES = 40  # guesses at the opponent's hand when it holds three or four cards


def near_end(view: View) -> bool:
    target = view.rules.game_to
    return max(view.scores) >= target - NEAR_END


def show_points(four: Sequence[Card], starter: Card, *, crib: bool = False) -> int:
    """A hand's (or crib's) total with the starter: the same figure as score_hand's total."""
    points = rank_points_table()[rank_key([*(c.rank for c in four), starter.rank])]
    suits = {card.suit for card in four}
    if len(suits) == 1:
        if starter.suit in suits:
            points += 5
        elif not crib:
            points += 4
    if any(card.rank == 11 and card.suit == starter.suit for card in four):
        points += 1
    return points


def _kept_score(six: Sequence[Card]) -> tuple[Card, ...]:
    """The four of six cards that score most together before the starter (a quick keep)."""
    return max(combinations(six, 4), key=four_card_points)


def _finish(
    ours: int, theirs: int, our_show: int, their_show: int, *, we_deal: bool, target: int
) -> float:
    """Our chance of winning after the play, from the scores then and the shows to come:
    the pone counts first, then the dealer (hand and crib); then the deal passes."""
    if we_deal:
        return 1.0 - _pone_wins(theirs, ours, their_show, our_show, target)
    return _pone_wins(ours, theirs, our_show, their_show, target)


def _pone_wins(pone: int, dealer: int, pone_show: int, dealer_show: int, target: int) -> float:
    """The pone's chance of winning after the play: its hand counts first, then the dealer's
    hand and crib, and then it deals."""
    if pone >= target:
        return 1.0
    if dealer >= target:
        return 0.0
    pone += pone_show
    if pone >= target:
        return 1.0
    dealer += dealer_show
    if dealer >= target:
        return 0.0
    return win_chance_before_deal(pone, dealer, target)


def _ranks(cards: Iterable[Card]) -> tuple[int, ...]:
    return tuple(sorted(card.rank for card in cards))


# The throw -------------------------------------------------------------------------------


def throw_candidates(view: View, dealer: bool) -> tuple[list[DiscardOption], DiscardOption]:
    """The throws worth playing out: at most CANDIDATES of the analyzer's best, those within
    MARGIN points of the top, and the standard player's choice (also returned)."""
    analysis = analyze_discards(view.hand, dealer=dealer, players=2)
    top = analysis.best.net_ev
    options = [o for o in analysis.options[:CANDIDATES] if o.net_ev >= top - MARGIN]
    standard = max(analysis.options, key=lambda option: option_worth(option, view, dealer))
    if standard not in options:
        options.append(standard)
    return options, standard


def expert_discard(view: View, rng: random.Random) -> tuple[Card, ...]:
    """The two cards to throw (two players), as the module docstring describes."""
    if view.players != 2:
        return best_discard(view)
    dealer = our_crib(view)
    options, standard = throw_candidates(view, dealer)
    if len(options) == 1 or not near_end(view):
        # Far from the end: the analyzer's exact figures and the fitted pegging term. Played
        # out pegging did worse here (the README's account of the expert).
        return standard.thrown
    unseen = view.unseen_cards()
    deals = [rng.sample(unseen, 7) for _ in range(DEALS)]
    target = view.rules.game_to
    ours, theirs = view.scores[view.side], view.scores[1 - view.side]
    best, best_worth = options[0], float("-inf")
    for option in options:
        mine = _ranks(option.kept)
        total = 0.0
        for deal in deals:
            six, starter = deal[:6], deal[6]
            kept = _kept_score(six)
            theirs_kept = _ranks(kept)
            # The pone (whoever does not deal) leads the play.
            thrown = [card for card in six if card not in kept]
            crib = show_points((*option.thrown, *thrown), starter, crib=True)
            our_show = show_points(option.kept, starter) + (crib if dealer else 0)
            their_show = show_points(kept, starter) + (0 if dealer else crib)
            total += _game_after_play(
                (mine, theirs_kept), dealer, (ours, theirs), (our_show, their_show), target
            )
        worth = total / len(deals)
        if worth > best_worth + 1e-12:
            best, best_worth = option, worth
    return best.thrown


def _game_after_play(
    hands: tuple[tuple[int, ...], tuple[int, ...]],
    dealer: bool,
    scores: tuple[int, int],
    shows: tuple[int, int],
    target: int,
) -> float:
    """Our chance of winning when a deal's play, both hands known, is solved for the game."""
    ours, theirs = scores

    def leaf(a: int, b: int) -> float:
        return _finish(ours + a, theirs + b, *shows, we_deal=dealer, target=target)

    search = Search(leaf, (target - ours, target - theirs), bounds=CHANCES)
    return search.value(Position(1 if dealer else 0, (), hands))


# The play --------------------------------------------------------------------------------


def expert_play(view: View, rng: random.Random) -> Card | None:
    """The card to lay (two players), or None to say go."""
    room = MAX_COUNT - view.count
    playable = sorted({card.rank for card in view.hand if VALUES[card.rank] <= room})
    if not playable:
        return None
    if len(playable) == 1:
        return _card_of(view, playable[0])
    values = play_values(view, rng)
    top = max(values.values())
    # Between ranks worth the same, the lowest (a fixed tie-break).
    rank = min(r for r, v in values.items() if v >= top - 1e-9)
    return _card_of(view, rank)


def play_values(
    view: View, rng: random.Random, *, for_game: bool | None = None
) -> dict[int, float]:
    """Each rank we may lay now, with its worth: net points, or (`for_game`; by default
    near the end) our chance of winning."""
    opponent = 1 - view.seat
    held = view.hand_sizes[opponent]
    lowest = lowest_held(view)[opponent]
    unseen = view.unseen_cards()
    pool = [card for card in unseen if VALUES[card.rank] >= lowest]
    played = [play.card.rank for play in view.plays if play.player == opponent]
    they_deal = view.dealer == opponent
    pile = tuple(card.rank for card in view.pile)
    mine = _ranks(view.hand)
    gone = (view.seat in view.gone, opponent in view.gone)
    last = None
    if view.pile:
        last = 0 if view.plays[-1].player == view.seat else 1
    position = Position(0, pile, (mine, ()), gone, last)
    end = near_end(view) if for_game is None else for_game
    target = view.rules.game_to
    ours, theirs = view.scores[view.side], view.scores[1 - view.side]
    if held > 2 or end:
        hands = [tuple(rng.sample(pool, held)) for _ in range(GUESSES)] if len(pool) >= held else []
    else:
        hands = list(combinations(pool, held))
    if not hands:  # our guess at its lowest card was wrong; fall back on anything unseen
        hands = [tuple(rng.sample(unseen, min(held, len(unseen))))]
    if not end:
        merged: dict[tuple[int, ...], float] = {}
        for hand in hands:
            ranks = _ranks(hand)
            weight = kept_weight([*played, *ranks], dealer=they_deal)
            merged[ranks] = merged.get(ranks, 0.0) + weight
        guesses: list[tuple[tuple[int, ...], float, Leaf]] = [
            (ranks, weight, net_points) for ranks, weight in merged.items()
        ]
        return solve_choices(position, guesses)
    assert view.starter is not None
    starter = view.starter
    kept = [play.card for play in view.plays if play.player == view.seat] + list(view.hand)
    our_hand = show_points(kept, starter)
    their_played = [play.card for play in view.plays if play.player == opponent]
    we_deal = view.dealer == view.seat
    guesses = []
    for hand in hands:
        rest = [card for card in unseen if card not in hand]
        thrown = rng.sample(rest, 2)
        crib = show_points((*view.thrown, *thrown), starter, crib=True)
        our_show = our_hand + (crib if we_deal else 0)
        their_show = show_points((*their_played, *hand), starter) + (0 if we_deal else crib)
        weight = kept_weight([*played, *(card.rank for card in hand)], dealer=they_deal)

        def leaf(a: int, b: int, shows: tuple[int, int] = (our_show, their_show)) -> float:
            return _finish(ours + a, theirs + b, *shows, we_deal=we_deal, target=target)

        guesses.append((_ranks(hand), weight, leaf))
    need = (target - ours, target - theirs)
    return solve_choices(position, guesses, need, bounds=CHANCES)


def _card_of(view: View, rank: int) -> Card:
    return min(card for card in view.hand if card.rank == rank)
