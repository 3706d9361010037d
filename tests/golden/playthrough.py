"""Golden playthroughs: seeded games between computer players, written out action by action.

Each file pins a game's behaviour: every action, the log's events and the scores after it. A
refactor must leave them byte-identical. To write them again after a deliberate change of
behaviour, run `python -m tests.golden.playthrough` and say why in the commit.
"""

from __future__ import annotations

import random
import sys
from collections.abc import Callable, Iterator
from dataclasses import dataclass, fields
from enum import Enum
from pathlib import Path
from typing import Any

from scoring import cribbage
from scoring.cribbage.players import choose_action as cribbage_choice
from scoring.games import ENGINES
from scoring.narration import event_sentence, predicate
from scoring.tricks.seats import SEATS

HERE = Path(__file__).parent


@dataclass(frozen=True)
class Playthrough:
    name: str
    game: str
    seed: int
    players: int
    level: str
    rules: dict[str, Any]
    max_actions: int = 2_000

    @property
    def path(self) -> Path:
        return HERE / f"{self.name}.txt"


PLAYTHROUGHS = (
    Playthrough("cribbage-2p-seed1", "cribbage", 1, 2, "standard", {}),
    Playthrough("cribbage-2p-seed7-easy-61", "cribbage", 7, 2, "easy", {"game_to": 61}),
    Playthrough("cribbage-2p-seed3-muggins", "cribbage", 3, 2, "standard", {"muggins": True}),
    Playthrough("cribbage-3p-seed2", "cribbage", 2, 3, "standard", {"game_to": 61}),
    Playthrough(
        "cribbage-4p-seed5-said-go",
        "cribbage",
        5,
        4,
        "easy",
        {"go_leads": "said_go", "four_player_show": "opponents_first", "game_to": 61},
    ),
    Playthrough("euchre-seed1-easy", "euchre", 1, 4, "easy", {}),
    Playthrough(
        "euchre-seed4-easy-stick-defend",
        "euchre",
        4,
        4,
        "easy",
        {"all_pass": "stick_the_dealer", "defend_alone": True, "farmers_hand": True},
    ),
    Playthrough(
        "euchre-seed9-easy-penalty-maker-left",
        "euchre",
        9,
        4,
        "easy",
        {"renege": "penalty", "opening_lead": "maker_left", "game_to": 5},
    ),
    Playthrough("euchre-seed2-standard-5", "euchre", 2, 4, "standard", {"game_to": 5}),
    Playthrough("bideuchre-seed3-easy", "bideuchre", 3, 4, "easy", {}),
    Playthrough("bideuchre-seed5-standard-32", "bideuchre", 5, 4, "standard", {"game_to": 32}),
    Playthrough(
        "bideuchre-seed8-easy-house",
        "bideuchre",
        8,
        4,
        "easy",
        {
            "deck": 32,
            "auction": "continuous",
            "all_pass": "redeal",
            "low_no_trump": True,
            "lone_bids": True,
            "made_scores": "tricks_plus_2",
            "game_to": 32,
        },
    ),
    Playthrough(
        "bideuchre-seed11-easy-benny",
        "bideuchre",
        11,
        4,
        "easy",
        {"benny": True, "lone_bids": True, "low_no_trump": True, "game_to": 32},
    ),
)


def _rng(playthrough: Playthrough, step: int) -> random.Random:
    return random.Random(f"golden:{playthrough.name}:{step}")


def _cribbage_lines(playthrough: Playthrough) -> Iterator[str]:
    rules = cribbage.Rules.from_dict(playthrough.rules)
    state = cribbage.new_game(playthrough.seed, rules, players=playthrough.players)
    yield from _game_lines(
        playthrough,
        state,
        lambda state, step: cribbage_choice(state, playthrough.level, rng=_rng(playthrough, step)),
        lambda event: (
            f"  {_who(event.player)}: {predicate(event.text)}"
            + (f" [{event.points}]" if event.points else "")
        ),
    )


def _trick_game_lines(playthrough: Playthrough) -> Iterator[str]:
    """Euchre or Bid Euchre: four seats, the log said with the seats' compass names."""
    engine = ENGINES[playthrough.game]
    state = engine.new_game(playthrough.seed, engine.rules.from_dict(playthrough.rules))
    choose = engine.choose_action
    yield from _game_lines(
        playthrough,
        state,
        lambda state, step: choose(state, playthrough.level, rng=_rng(playthrough, step)),
        lambda event: (
            f"  {event_sentence(event.text, event.player, SEATS)}"
            + (f" [side {event.side}: {event.points}]" if event.points else "")
            + (f"\n    ({event.note})" if event.note else "")
        ),
    )


def _action_text(action: Any) -> str:
    """The action's kind and its values in field order, free of field names and reprs."""
    values = [getattr(action, field.name) for field in fields(action)]
    return " ".join([type(action).__name__, *(_value_text(value) for value in values)])


def _value_text(value: Any) -> str:
    if isinstance(value, tuple):
        return " ".join(_value_text(item) for item in value)
    if isinstance(value, Enum):
        return str(value.value)
    return str(value)


def _who(player: int | None) -> str:
    return "table" if player is None else f"player {player}"


def _game_lines(
    playthrough: Playthrough,
    state: Any,
    choose: Callable[[Any, int], Any],
    event_line: Callable[[Any], str],
) -> Iterator[str]:
    yield f"# {playthrough.game}, seed {playthrough.seed}, {playthrough.players} players"
    yield f"# level {playthrough.level}, rules {state.rules.to_dict()}"
    seen = 0
    for event in state.log:
        yield event_line(event)
    seen = len(state.log)
    step = 0
    while not state.is_over and step < playthrough.max_actions:
        action = choose(state, step)
        state = state.apply(action)
        step += 1
        yield f"{step}. {_action_text(action)}"
        for event in state.log[seen:]:
            yield event_line(event)
        seen = len(state.log)
        yield f"  scores {list(state.scores)}"
    yield f"# over: {state.is_over}, winner {state.winner}, scores {list(state.scores)}"


def playthrough_text(playthrough: Playthrough) -> str:
    lines = _cribbage_lines if playthrough.game == "cribbage" else _trick_game_lines
    return "\n".join(lines(playthrough)) + "\n"


if __name__ == "__main__":
    chosen = set(sys.argv[1:])
    for playthrough in PLAYTHROUGHS:
        if not chosen or playthrough.name in chosen:
            playthrough.path.write_text(playthrough_text(playthrough), encoding="utf-8")
            print(f"wrote {playthrough.path}")
