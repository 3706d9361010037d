"""Read a pegging question (players, the cards and gos in order, the hands when known, who
leads after a go) into the settled play (scoring.cribbage.settle), or errors keyed by field:
for the /settle/pegging page and the JSON API alike, from the same query string."""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field, replace

from scoring.cards import Card
from scoring.cribbage.dealing import PLAYER_COUNTS
from scoring.cribbage.rules import Rules
from scoring.cribbage.settle import (
    PEGGING_RULES,
    PeggingRecord,
    PegStep,
    format_plays,
    parse_plays,
    player_name,
    settle_pegging,
    side_name,
)
from scoring.errors import FieldError
from scoring.narration import sentence
from webapp.calculators.fields import read_choice, read_optional_cards, read_rules, rules_query
from webapp.forms import OptionsForm, options_form

RulesForm = options_form(PEGGING_RULES)
HAND_FIELDS = tuple(f"hand{seat + 1}" for seat in range(max(PLAYER_COUNTS)))
RULE_NAMES = tuple(option.name for option in PEGGING_RULES)
FIELDS = ("players", "plays", *HAND_FIELDS, *RULE_NAMES)
EXAMPLE = "TH JD 9C go 5H"
PLAYERS = {str(players): players for players in PLAYER_COUNTS}


@dataclass(frozen=True)
class PeggingRequest:
    """What was asked, as typed, and what came of it: the settled play, or errors by field."""

    players: int = 2
    plays: str = ""
    hands: tuple[str, ...] = ("",) * len(HAND_FIELDS)
    rules: OptionsForm = field(default_factory=RulesForm)
    record: PeggingRecord | None = None
    errors: dict[str, str] = field(default_factory=dict)

    @property
    def query(self) -> dict[str, str]:
        """The canonical query of a settled play, the permalink's."""
        record = self.record
        if record is None:
            return {}
        query = {"players": str(record.players), "plays": format_plays(record.plays)}
        for seat, hand in enumerate(record.hands):
            if hand is not None:
                query[HAND_FIELDS[seat]] = " ".join(str(card) for card in hand)
        return query | rules_query(self.rules)

    @property
    def names(self) -> tuple[str, ...]:
        """Each player's name as the page says it, by seat."""
        return tuple(player_name(seat) for seat in range(self.players))

    def side_name(self, side: int) -> str:
        return side_name(side, self.players)

    @property
    def lines(self) -> tuple[tuple[PegStep, str], ...]:
        """Each step with its sentence, the player named (scoring.narration)."""
        if self.record is None:
            return ()
        return tuple(
            (step, sentence(step.text, player_name(step.player))) for step in self.record.steps
        )


def read_pegging_query(args: Mapping[str, str]) -> PeggingRequest:
    """Check every field of the query, then settle the play if all are fine."""
    errors: dict[str, str] = {}
    players = read_choice(args.get("players"), "players", PLAYERS, errors, "players is 2, 3 or 4")
    count = players or 2
    rules_form = read_rules(RulesForm, PEGGING_RULES, args, errors)
    asked = PeggingRequest(
        players=count,
        plays=args.get("plays", ""),
        hands=tuple(args.get(name, "") for name in HAND_FIELDS),
        rules=rules_form,
    )
    plays = None
    text = args.get("plays")
    if text is None or not text.strip():
        errors["plays"] = f"give the cards in the order they were played, like {EXAMPLE}"
    else:
        try:
            plays = parse_plays(text, count)
        except FieldError as error:
            errors["plays"] = str(error)
    hands: list[list[Card] | None] = []
    for seat, name in enumerate(HAND_FIELDS):
        cards = read_optional_cards(args.get(name), name, errors)
        if seat >= count and (cards or name in errors):
            errors[name] = f"with {count} players there is no player {seat + 1}: leave it empty"
        elif seat < count:
            hands.append(cards)
    if errors or plays is None:
        return replace(asked, errors=_in_order(errors))
    rules = Rules(**rules_form.values())
    try:
        record = settle_pegging(plays, players=count, rules=rules, hands=hands)
    except FieldError as error:
        return replace(asked, errors={error.field or "plays": str(error)})
    return replace(asked, record=record)


def _in_order(errors: dict[str, str]) -> dict[str, str]:
    """The errors in the form's order, so that a list of problems reads top to bottom."""
    return {name: errors[name] for name in FIELDS if name in errors}
