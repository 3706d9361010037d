"""A review of one seat's play in a cribbage game: each throw graded by the exact discard
analyzer, each pegging choice by the expert's search of the play (with two players; with
three or four, by the standard player's look-ahead), from the seat's view alone.

The game is replayed from its seed and actions. Skipped: decisions with one option (a go, a
single playable rank), the show (counting is checked elsewhere), and a play where a card
pegs out to win the game (the look-ahead counts points, not wins): the review's notes say so.
"""

from __future__ import annotations

import random
from collections.abc import Sequence

from scoring.cards import Card, Rank
from scoring.cribbage.actions import Discard, Play
from scoring.cribbage.discard import analyze_discards
from scoring.cribbage.discard_strategy import our_crib
from scoring.cribbage.expert import play_values
from scoring.cribbage.game import GameState, new_game
from scoring.cribbage.peg_strategy import peg_points, rank_values
from scoring.cribbage.players import LOOK_AHEAD
from scoring.cribbage.view import View
from scoring.engine import check_seat, seeded_random
from scoring.review import Decision, Review, decision, placed, turns

GAME = "cribbage"


def review_game(state: GameState, seat: int, *, deal: int | None = None) -> Review:
    """`seat`'s decisions in the game so far (or in deal number `deal`, from 0), graded.

    Raises ValueError when the game cannot be replayed from its seed (a prearranged deal).
    """
    check_seat(seat, state.players)
    decisions: list[Decision] = []
    notes: list[str] = []
    for before, action in turns(state, new_game, seat):
        if deal not in (None, before.deal_number):
            continue
        view = before.view(seat)
        if isinstance(action, Discard):
            decisions.append(placed(discard_decision(view, action.cards), before))
        elif isinstance(action, Play) and winning_ranks(view):
            notes.append(_peg_out_note(view, action.card))
        elif isinstance(action, Play):
            # The seat's own random source, as the computer in its place would have it.
            rng = seeded_random("cribbage-player", before.seed, len(before.actions), seat)
            graded = play_decision(view, action.card, rng)
            if graded is not None:
                decisions.append(placed(graded, before))
    return Review(GAME, seat, tuple(decisions), tuple(notes))


def discard_decision(view: View, thrown: Sequence[Card]) -> Decision:
    """The throw of `thrown` against every other, by exact expected net points."""
    dealer = our_crib(view)
    analysis = analyze_discards(view.hand, dealer=dealer, players=view.players)
    values = {_throw(option.thrown): float(option.net_ev) for option in analysis}
    (chosen,) = [_throw(o.thrown) for o in analysis if set(o.thrown) == set(thrown)]
    net = "your hand plus your crib" if dealer else "your hand less the crib against you"
    if view.players == 4:
        net = "your hand plus your side's crib" if dealer else "your hand less their crib"
    basis = (
        f"The exact expected points of {net}: the hand over all {analysis.starters} starters, "
        f"the crib over all {analysis.crib_cases:,} ways the unseen cards can fill it and "
        "cut the starter, each equally likely."
    )
    situation = f"Deal {view.deal_number + 1}, {_who_deals(view)}: {_shown(view.hand)}"
    return decision(view.deal_number, "discard", situation, chosen, values, basis)


def play_decision(view: View, card: Card, rng: random.Random | None = None) -> Decision | None:
    """The play of `card` against the other playable ranks, by play_grades; None when only
    one rank can be played."""
    if len(_playable(view)) < 2:
        return None
    values, basis = play_grades(view, rng)
    labels = {rank: _play(view.hand, rank) for rank in values}
    situation = _play_situation(view)
    found = {labels[rank]: value for rank, value in values.items()}
    return decision(view.deal_number, "play", situation, labels[card.rank], found, basis)


def play_grades(view: View, rng: random.Random | None = None) -> tuple[dict[int, float], str]:
    """Each rank the seat may play, with its expected net points, and how they were found: by
    the expert's search of the play with two players (its guesses at the hidden hand drawn
    from `rng`), by the standard look-ahead with three or four."""
    if view.players == 2:
        if rng is None:
            rng = seeded_random("cribbage-review", view.deal_number, len(view.plays))
        basis = (
            "Expected points pegged, yours less your opponent's, from here to the end of the "
            "play: the rest of the play solved exactly for each of the hands your opponent "
            "may hold (any of the unseen cards, less what its goes rule out, likelier the "
            "more its cards score together), as the expert computer pegs."
        )
        return play_values(view, rng, for_game=False), basis
    others = "your opponents'" if view.players < 4 else "the opponents'"
    basis = (
        f"Expected points pegged, {'your side' if view.players == 4 else 'yours'} less "
        f"{others}, by an expectimax {LOOK_AHEAD} plays deep over the cards the others "
        "may still hold (any of the unseen cards, less what their goes rule out), as the "
        "standard computer pegs."
    )
    return rank_values(view, LOOK_AHEAD), basis


def winning_ranks(view: View) -> list[int]:
    """The ranks that peg out now, winning the game; none when only one rank can be played
    (there is no choice to note)."""
    playable = _playable(view)
    if len(playable) < 2:
        return []
    need = view.rules.game_to - view.scores[view.side]
    pile = tuple(card.rank for card in view.pile)
    return sorted(rank for rank in playable if peg_points(pile, rank) >= need)


def _peg_out_note(view: View, card: Card) -> str:
    """Why a play where a card pegs out is not graded, and what was played."""
    winners = winning_ranks(view)
    if card.rank in winners:
        done = f"{card.display} pegged out and won the game"
    else:
        could = " or ".join(_play(view.hand, rank).removeprefix("Play ") for rank in winners)
        done = f"you played {card.display}, though {could} would have pegged out to win"
    return f"{_the_count(view)}: {done}. Not graded: the look-ahead counts points, not wins."


def _playable(view: View) -> set[int]:
    """The ranks the seat may play now."""
    return {action.card.rank for action in view.legal_actions if isinstance(action, Play)}


def _throw(cards: Sequence[Card]) -> str:
    return f"Throw {_shown(cards)}"


def _play(hand: Sequence[Card], rank: int) -> str:
    """The option's label: "Play 5♦", or "Play a five" when the seat holds two fives or more."""
    held = [card for card in hand if card.rank == rank]
    if len(held) == 1:
        return f"Play {held[0].display}"
    spoken = Rank(rank).spoken
    return f"Play {'an' if spoken[0] in 'ae' else 'a'} {spoken}"


def _play_situation(view: View) -> str:
    """The table at a play: "Deal 2, count 21 after 5♠ 6♦ K♣: your play", "Deal 2: you lead"."""
    return f"{_the_count(view)}: {'your play' if view.pile else 'you lead'}"


def _the_count(view: View) -> str:
    """The deal and the count: "Deal 2, count 21 after 5♠ 6♦ K♣", "Deal 2, a new count"."""
    where = f"Deal {view.deal_number + 1}"
    if view.pile:
        return f"{where}, count {view.count} after {_shown(view.pile)}"
    return f"{where}, a new count" if view.plays else where


def _who_deals(view: View) -> str:
    """Who deals, as the seat would say it."""
    dealer = (view.dealer - view.seat) % view.players
    if dealer == 0:
        return "you deal"
    if view.players == 2:
        return "your opponent deals"
    if view.players == 4 and dealer == 2:
        return "your partner deals"
    # Seats run clockwise and the deal passes to the left.
    return "the player on your left deals" if dealer == 1 else "the player on your right deals"


def _shown(cards: Sequence[Card]) -> str:
    return " ".join(card.display for card in cards)
