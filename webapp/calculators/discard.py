"""Read a request to analyze a discard (cards, dealer, players) into an engine call and errors."""

from __future__ import annotations

from dataclasses import dataclass, field, replace

from scoring.cards import CardError
from scoring.cribbage.dealing import DEALT
from scoring.cribbage.discard import MODELS, DiscardAnalysis, analyze_discards
from webapp.calculators.fields import read_cards, read_true_false
from webapp.forms import shortened

PLAYERS = tuple(MODELS)
# Cards dealt to each player, by number of players; the engine checks the same rule.
EXAMPLE = "7C 9H 5H 5C 5D JS"
FIELDS = ("cards", "dealer", "players")


@dataclass(frozen=True)
class DiscardRequest:
    """What was asked, as typed, and what came of it: an analysis, or errors keyed by field."""

    cards: str = ""
    dealer: bool = True
    players: int = 2
    analysis: DiscardAnalysis | None = None
    errors: dict[str, str] = field(default_factory=dict)

    @property
    def dealt(self) -> int:
        return DEALT[self.players]

    @property
    def example(self) -> str:
        """Cards to show as an example of what to type: as many as are dealt."""
        return _example(self.dealt)

    @property
    def query(self) -> dict[str, str]:
        """The canonical query string of an analysis: the permalink's parameters."""
        if self.analysis is None:
            return {}
        return {
            "cards": " ".join(str(card) for card in self.analysis.cards),
            "dealer": "true" if self.analysis.dealer else "false",
            "players": str(self.analysis.players),
        }


def analyze_request(
    cards: str | None, dealer: str | None, players: str | None, *, blank_ok: bool = False
) -> DiscardRequest:
    """Check every field, then analyze. With `blank_ok`, no cards yet is not a mistake: a form
    whose dealer or players was changed before any card was picked."""
    errors: dict[str, str] = {}
    player_count = _read_players(players, errors)
    blank = cards is None or not cards.strip()
    is_dealer = read_true_false(dealer, "dealer", errors)
    if is_dealer is None and "dealer" not in errors and not (blank and blank_ok):
        errors["dealer"] = "say who deals: true if you do (the crib is yours), false if not"
    dealt = DEALT[player_count or 2]
    hand = None
    if not (blank and blank_ok):
        missing = f"give the {dealt} cards you were dealt, like {_example(dealt)}"
        hand = read_cards(cards, "cards", errors, missing=missing)

    asked = DiscardRequest(
        cards=cards or "",
        dealer=True if is_dealer is None else is_dealer,
        players=player_count or 2,
        # In the order of the form, so that a list of problems reads top to bottom.
        errors={name: errors[name] for name in FIELDS if name in errors},
    )
    if errors or hand is None or is_dealer is None or player_count is None:
        return asked
    try:
        analysis = analyze_discards(hand, dealer=is_dealer, players=player_count)
    except CardError as error:  # the wrong number of cards for the players
        return replace(asked, errors={"cards": str(error)})
    return replace(asked, analysis=analysis)


def _example(dealt: int) -> str:
    return " ".join(EXAMPLE.split()[:dealt])


def _read_players(text: str | None, errors: dict[str, str]) -> int | None:
    """2, 3 or 4; absent means 2."""
    if text is None:
        return 2
    if text not in {str(players) for players in PLAYERS}:
        errors["players"] = f"players is 2, 3 or 4, not '{shortened(text)}'"
        return None
    return int(text)
