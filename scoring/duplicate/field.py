"""Matchpoints: each result against every other result on the same deal."""

from __future__ import annotations


def percent(lower: int, equal: int, total: int) -> float:
    """One result's matchpoints as a percentage: `lower` others below it, `equal` others tied,
    `total` results including it (a result alone scores 50)."""
    if total == 1:
        return 50.0
    return 100 * (lower + 0.5 * equal) / (total - 1)
