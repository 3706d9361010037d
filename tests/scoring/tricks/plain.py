"""The double-dummy solver's yardstick: plain minimax straight from the rules, no pruning and
no shortcuts, for any deck (Euchre's 24 cards, Bid Euchre's 48) and any hand size."""

from __future__ import annotations

from functools import cache

from scoring.tricks.following import legal_plays
from scoring.tricks.trick import trick_winner


def minimax(hands, trump, leader):
    """Tricks the leader's side takes, every legal card tried by every seat: no pruning, no
    shortcuts, only the value of each trick boundary (hands left, leader) remembered."""
    seats = [seat for seat in range(4) if hands[seat]]

    @cache
    def from_trick_start(hands, leader):
        if not hands[leader]:
            return 0
        start = seats.index(leader)
        order = [seats[(start + k) % len(seats)] for k in range(len(seats))]

        def play(hands, position, table):
            if position == len(order):
                winner = order[trick_winner(table, trump)]
                return (winner % 2 == 0) + from_trick_start(hands, winner)
            seat = order[position]
            values = []
            for card in legal_plays(hands[seat], table[0] if table else None, trump):
                rest = list(hands)
                rest[seat] = tuple(held for held in hands[seat] if held != card)
                values.append(play(tuple(rest), position + 1, [*table, card]))
            return max(values) if seat % 2 == 0 else min(values)

        return play(hands, 0, [])

    north_south = from_trick_start(tuple(tuple(hand) for hand in hands), leader)
    return north_south if leader % 2 == 0 else len(hands[leader]) - north_south


def minimax_card_values(hands, trump, seat, trick):
    """For each legal card of `seat`: the tricks its side takes from here, by `minimax` after
    finishing the trick in progress by plain minimax."""
    taking = [who for who in range(4) if hands[who] or who in {w for w, _ in trick}]
    leader = trick[0][0] if trick else seat
    order = [taking[(taking.index(leader) + k) % len(taking)] for k in range(len(taking))]
    side = seat % 2

    def finish(hands, position, table):
        if position == len(order):
            winner = table[trick_winner([c for _, c in table], trump)][0]
            got = int(winner % 2 == side)
            if not hands[winner]:
                return got
            rest = minimax(hands, trump, winner)
            return got + (rest if winner % 2 == side else len(hands[winner]) - rest)
        who = order[position]
        values = []
        for card in legal_plays(hands[who], table[0][1] if table else None, trump):
            rest = [list(hand) for hand in hands]
            rest[who].remove(card)
            values.append(finish(rest, position + 1, [*table, (who, card)]))
        return max(values) if who % 2 == side else min(values)

    values = {}
    for card in legal_plays(hands[seat], trick[0][1] if trick else None, trump):
        rest = [list(hand) for hand in hands]
        rest[seat].remove(card)
        values[card] = finish(rest, len(trick) + 1, [*trick, (seat, card)])
    return values


def start_a_trick(rng, hands, trump, leader):
    """Play a random number of random legal cards to a trick `leader` leads (taken out of
    `hands`): the seat to play next, and the trick so far as (seat, card)."""
    playing = [seat for seat in range(4) if hands[seat]]
    order = [playing[(playing.index(leader) + k) % len(playing)] for k in range(len(playing))]
    trick = []
    for who in order[: rng.randrange(len(order))]:
        card = rng.choice(legal_plays(hands[who], trick[0][1] if trick else None, trump))
        hands[who].remove(card)
        trick.append((who, card))
    return order[len(trick)], trick
