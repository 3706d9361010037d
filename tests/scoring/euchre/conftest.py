"""Helpers shared by the Euchre engine tests."""

from __future__ import annotations

import random
from dataclasses import replace

import pytest

from scoring.cards import euchre_deck
from scoring.euchre import GameState
from scoring.euchre.knowledge import sample_world


@pytest.fixture
def redeal_hidden():
    """redeal_hidden(state, seat, rng): the same public position with every card `seat`
    cannot see dealt differently (consistently with what it has seen)."""
    return _redeal_hidden


def _redeal_hidden(state: GameState, seat: int, rng: random.Random) -> GameState:
    """The same public position with every card `seat` cannot see dealt differently."""
    view = state.view(seat)
    world = sample_world(view, rng)
    placed = {c for h in world for c in h}
    kitty_rest = [
        c for c in euchre_deck() if c not in placed and c not in {p for _, p in state.played}
    ]
    kitty_rest = [c for c in kitty_rest if c not in view.known_kitty]
    kitty = list(state.kitty)
    hidden = [i for i, c in enumerate(kitty) if c not in view.known_kitty and c != state.upcard]
    rng.shuffle(kitty_rest)
    for i, card in zip(hidden, kitty_rest, strict=False):
        kitty[i] = card
    hands = tuple(tuple(sorted(h)) for h in world)
    return replace(state, hands=hands, kitty=tuple(kitty))
