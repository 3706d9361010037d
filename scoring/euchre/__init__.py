"""Euchre: the common four-handed North American game."""

from scoring.euchre.rules import hand_points, legal_plays, suit_of, trick_winner

__all__ = ["hand_points", "legal_plays", "suit_of", "trick_winner"]
