"""The reference grade: the bidding grader's rollouts, with the standard level's own play after
the bid. Slower and stronger than the table player, it is what the fast grader is checked
against (benchmarks/bench_reference_grade.py) and what tests of the grader's verdicts lean on.

Each option is played on the game engine from the sampled deal: the rest of the auction by
the table player's bidding (as in the fast rollouts, so the two differ only in the play), and
then the dealer's discard, a lone defence and every card by the standard computer level,
which sees only its own seat (cards by sampled double-dummy play). Its random choices are
seeded by the deal and the option, so a reference grade replays exactly.
"""

from __future__ import annotations

from collections.abc import Sequence

from scoring.cards import euchre_deck
from scoring.engine import seeded_random
from scoring.euchre.actions import Action, Discard, NameTrump, OrderUp, Pass
from scoring.euchre.bidding.grading import BidGrade, grade_options
from scoring.euchre.bidding.rollout import Call, Result, table_action
from scoring.euchre.bidding.situation import Situation
from scoring.euchre.bidding.table import CARDS, SUITS
from scoring.euchre.events import Phase
from scoring.euchre.game import GameState
from scoring.euchre.players import standard

__all__ = ["REFERENCE_BATCH", "reference_grade", "reference_play"]

REFERENCE_BATCH = 20  # deals at a time (each a fifth of a second or so)
REFERENCE_DEALS = 200

BIDDING = (Phase.ORDER, Phase.NAME)
ENDED = (Phase.HAND_OVER, Phase.OVER)


def reference_grade(
    situation: Situation,
    *,
    seed: int = 0,
    precision: float | None = None,
    min_deals: int = 2 * REFERENCE_BATCH,
    max_deals: int = REFERENCE_DEALS,
    options: Sequence[str] | None = None,
) -> BidGrade:
    """grade_situation() with the standard level's own play after the bid in every rollout
    (reference_play): slower, stronger, the yardstick the fast grader is checked on. It plays
    batches of REFERENCE_BATCH deals, from `min_deals` to `max_deals`, stopping as soon as the
    best option is clear of the second; `options` limits it to some of the legal options."""
    return grade_options(
        situation,
        options,
        reference_play,
        seed=seed,
        precision=precision,
        min_deals=min_deals,
        max_deals=max_deals,
        batch=REFERENCE_BATCH,
    )


def reference_play(
    situation: Situation,
    world: Sequence[Sequence[int]],
    call: Call,
    discard: int | None,
    key: Sequence[object] = (),
) -> Result:
    """The hand played out on `world` (our seat is 0, the dealer (0 - seat) % 4, as in the
    rollouts) after our `call`, by the table player's bidding and the standard level's play;
    `discard` is ours if we deal and pick the up-card up. `key` seeds the players' choices."""
    dealer = (0 - situation.seat) % 4
    hands = [[CARDS[c] for c in world[seat]] for seat in range(4)]
    held = {card for hand in hands for card in hand} | {situation.upcard}
    rest = [c for c in euchre_deck() if c not in held]
    state = GameState.from_deal(
        hands, [situation.upcard, *rest[:3]], dealer=dealer, rules=situation.rules
    )
    for _ in range(situation.passes_before + (4 if situation.round == 2 else 0)):
        assert state.current_player is not None
        state = state.apply(Pass(state.current_player))
    assert state.current_player == 0
    state = state.apply(_bid(call, situation.round))
    rng = seeded_random("euchre-reference", *key)
    while state.phase not in ENDED:
        seat = state.current_player
        assert seat is not None
        view = state.view(seat)
        action: Action
        if state.phase in BIDDING:
            action = table_action(view)
        elif state.phase is Phase.DISCARD and seat == 0 and discard is not None:
            action = Discard(0, CARDS[discard])
        else:
            action = standard(view, rng)
        state = state.apply(action)
    return _result(state)


def _bid(call: Call, round: int) -> Action:
    if call.trump is None:
        return Pass(0)
    if round == 1:
        return OrderUp(0, call.alone)
    return NameTrump(0, SUITS[call.trump], call.alone)


def _result(state: GameState) -> Result:
    if state.maker is None or state.trump is None:
        return Result(None, None, False, 0, False, (0, 0))
    makers = state.maker % 2
    return Result(
        state.maker,
        SUITS.index(state.trump),
        state.alone,
        state.tricks[makers],
        state.defender_alone is not None,
        state.scores,
    )
