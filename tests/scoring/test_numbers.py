"""Whole numbers as typed into a form: ASCII digits only, and only a few of them."""

from __future__ import annotations

import pytest
from hypothesis import given
from hypothesis import strategies as st

from scoring.numbers import MAX_DIGITS, read_whole_number


@pytest.mark.parametrize(("text", "number"), [("0", 0), ("29", 29), (" 7 ", 7), ("007", 7)])
def test_ascii_digits_are_read(text, number):
    assert read_whole_number(text) == number


@pytest.mark.parametrize(
    "text",
    ["", " ", "²", "٣", "１", "⁵", "-1", "+1", "1.0", "1e3", "1_000", "0x1", "1 2", "9" * 5000],
)
def test_anything_else_is_not_a_number(text):
    assert read_whole_number(text) is None


@given(st.text(max_size=12))
def test_a_number_is_exactly_a_few_ascii_digits(text):
    digits = text.strip(" \t\r\n")
    expected = (
        int(digits)
        if 0 < len(digits) <= MAX_DIGITS and all(ch in "0123456789" for ch in digits)
        else None
    )
    assert read_whole_number(text) == expected
