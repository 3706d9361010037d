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


MINUS_SIGNS = "-\u2212"  # a hyphen-minus, or a true minus sign as the pages print it


def read_signed_number(text: str) -> int | None:
    """`text` as a whole number that may be below zero ("-12", "−12": a Bid Euchre side set
    more than it has made); None if it is not one."""
    digits = text.strip(" \t\r\n")
    if digits[:1] in MINUS_SIGNS and digits[:1]:
        number = read_whole_number(digits[1:])
        return None if number is None else -number
    return read_whole_number(digits)


# What may join the two numbers of a score typed in one field: a hyphen, an en dash, a colon
# or a slash ("112-98", "112–98", "112:98", "112/98").
SCORE_JOINS = "-\u2013:/"


def read_score(text: str) -> tuple[int, int] | None:
    """`text` as a score, yours then theirs, like 112-98: two whole numbers (read_whole_number)
    joined by one of SCORE_JOINS; None if it is not one."""
    for join in SCORE_JOINS:
        ours, found, theirs = text.partition(join)
        if found:
            first, second = read_whole_number(ours), read_whole_number(theirs)
            if first is None or second is None:
                return None
            return first, second
    return None
