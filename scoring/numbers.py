"""Whole numbers as people type them into a form: the digits 0 to 9, and only a few of them."""

from __future__ import annotations

# More digits than any count, choice or version number here needs, and few enough that
# reading them is instant (int() refuses text of over 4,300 digits, and is slow well before).
MAX_DIGITS = 6
ASCII_DIGITS = frozenset("0123456789")


def read_whole_number(text: str) -> int | None:
    """`text`, with spaces around it allowed, as a whole number; None if it is not one.

    Only the ASCII digits count: '²', '٣' and '１' are digits to Python's str.isdigit() and
    int(), but not what anyone types as a number of points.
    """
    digits = text.strip(" \t\r\n")
    if not 0 < len(digits) <= MAX_DIGITS or not ASCII_DIGITS.issuperset(digits):
        return None
    return int(digits)
