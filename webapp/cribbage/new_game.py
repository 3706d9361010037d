"""Read the new-game form (players, the computer's level, the rule variants) with per-field
messages, as the card forms do; the choices are listed here with a plain explanation each."""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field
from typing import TypeVar

from scoring.cribbage import GoLead, Rules, ShowOrder
from scoring.cribbage.players import LEVELS
from webapp.cribbage.fields import shortened
from webapp.cribbage.table import DEFAULT_LEVEL

T = TypeVar("T")

FIELDS = ("players", "level", "game_to", "muggins", "four_player_show", "go_leads")

PLAYERS = {
    2: ("You against the computer", "Each is dealt 6 and throws 2 to the crib."),
    3: ("Three players", "You and two computers, each for themselves; 5 cards each, throw 1."),
    4: (
        "Four players, two sides",
        "You and the computer across the table (North) against the two on either side.",
    ),
}
# What each of the computer players' levels means; a level not listed is shown by its name.
LEVEL_HINTS = {
    "easy": "Throws for the best hand and crib on average; pegs whatever scores most now.",
    "standard": "Also weighs the pegging and the score when it throws, and pegs a few cards ahead.",
    "expert": "Like standard, looking five plays ahead in the pegging: the hardest to beat.",
}
GAME_TO = {
    121: ("121 points", "The full game. A loser below 91 is skunked, below 61 double skunked."),
    61: ("61 points", "A short game. A loser below 31 is skunked."),
}
SHOW_ORDERS = {
    ShowOrder.ACC: (
        "Clockwise from the dealer's left",
        "The official rule: the two sides' hands alternate, the dealer counts last.",
    ),
    ShowOrder.OPPONENTS_FIRST: (
        "The dealer's opponents first",
        "Both opponents count, then the dealer's partner, then the dealer.",
    ),
}
GO_LEADS = {
    GoLead.ACC: (
        "The player after the last card",
        "The official rule: after a go, the next player after whoever played last leads.",
    ),
    GoLead.SAID_GO: (
        "The first to say go",
        "A house rule: whoever said go first leads the next count.",
    ),
}


@dataclass(frozen=True)
class NewGameRequest:
    """The form's choices (defaults for a first visit) and the problems with them, by field."""

    players: int = 2
    level: str = DEFAULT_LEVEL
    game_to: int = 121
    muggins: bool = False
    four_player_show: ShowOrder = ShowOrder.ACC
    go_leads: GoLead = GoLead.ACC
    errors: dict[str, str] = field(default_factory=dict)

    @property
    def rules(self) -> Rules:
        return Rules(
            game_to=self.game_to,
            muggins=self.muggins,
            four_player_show=self.four_player_show,
            go_leads=self.go_leads,
        )


def read_new_game(form: Mapping[str, str]) -> NewGameRequest:
    """Every field checked; an absent option takes its default, a wrong one is reported."""
    errors: dict[str, str] = {}
    players = _choice(form, "players", {str(n): n for n in PLAYERS}, 2, errors)
    level = _choice(form, "level", {name: name for name in LEVELS}, DEFAULT_LEVEL, errors)
    game_to = _choice(form, "game_to", {str(n): n for n in GAME_TO}, 121, errors)
    show = _choice(form, "four_player_show", {o.value: o for o in ShowOrder}, ShowOrder.ACC, errors)
    go_leads = _choice(form, "go_leads", {o.value: o for o in GoLead}, GoLead.ACC, errors)
    # A checkbox: present when ticked.
    muggins = form.get("muggins") in {"true", "on"}
    return NewGameRequest(
        players=players,
        level=level,
        game_to=game_to,
        muggins=muggins,
        four_player_show=show,
        go_leads=go_leads,
        errors={name: errors[name] for name in FIELDS if name in errors},
    )


def _choice(
    form: Mapping[str, str], name: str, choices: dict[str, T], default: T, errors: dict[str, str]
) -> T:
    text = form.get(name)
    if text is None:
        return default
    if text.strip() not in choices:
        allowed = ", ".join(choices)
        errors[name] = f"{name.replace('_', ' ')} is one of {allowed}, not '{shortened(text)}'"
        return default
    return choices[text.strip()]
