"""Euchre's scoring: what a hand scores, and the points that are not a matter of tricks.

The card rules (bowers, following suit, who takes a trick) are scoring.tricks'."""

from __future__ import annotations

from scoring.euchre.options import Renege, Rules

HAND_SIZE = 5  # cards dealt to each seat, and so tricks in a hand

# Points that are not a matter of tricks taken.
LONE_DEFENCE_EUCHRE = 4  # a defender alone who euchres the makers (Rules.defend_alone)
RENEGE_PENALTY = 2  # to the opponents of a player who reneged (Rules.renege = "penalty")
LONE_RENEGE_PENALTY = 4  # to a lone maker when a defender reneged


def hand_points(maker_tricks: int, alone: bool) -> tuple[int, int]:
    """Points (makers, defenders) for a hand in which the makers took `maker_tricks` of 5."""
    if not 0 <= maker_tricks <= 5:
        raise ValueError(f"a hand has 5 tricks; {maker_tricks} is not a number of tricks")
    if maker_tricks == 5:
        return (4 if alone else 2), 0
    if maker_tricks >= 3:
        return 1, 0
    return 0, 2


def scoring_rules(rules: Rules) -> list[str]:
    """How a hand scores under `rules`, in plain sentences for a page to show."""
    one, _ = hand_points(3, alone=False)
    march, _ = hand_points(5, alone=False)
    lone_march, _ = hand_points(5, alone=True)
    _, euchre = hand_points(2, alone=False)
    lines = [
        f"Makers who take 3 or 4 tricks score {one}; all 5 score {march}, "
        f"or {lone_march} for a lone hand.",
        f"Makers who take fewer than 3 are euchred: the defenders score {euchre}"
        + (f", or {LONE_DEFENCE_EUCHRE} if a defender was alone." if rules.defend_alone else "."),
    ]
    if rules.renege is Renege.PENALTY:
        lines.append(
            f"A renege found at the hand's end scores {RENEGE_PENALTY} for the other side "
            f"({LONE_RENEGE_PENALTY} for a lone maker), and the tricks do not count."
        )
    lines.append(f"The first side to {rules.game_to} points wins.")
    return lines
