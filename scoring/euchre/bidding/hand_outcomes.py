"""How Euchre hands end when the table player holds every seat: generated, do not edit.

Made by benchmarks/euchre_win_table.py, which dealt 400,000 random hands (seed 0)
and played each from the first bid with scoring/euchre/bidding/rollout.py under every
combination of the house rules that changes how a hand ends. Remake it with:

    .venv/bin/python benchmarks/euchre_win_table.py --hands 400000 --seed 0 --write

OUTCOMES maps (all_pass, defend_alone, opening_lead) to the number of hands that ended
with each (points to the dealing side, points to the other side); (0, 0) is a hand
thrown in. FIRST_CHUNK counts the first chunk's deals alone, so that a test can check
that the script still makes the same deals and outcomes.
"""

from __future__ import annotations

SEED = 0
HANDS = 400000
CHUNK = 500

OUTCOMES: dict[tuple[str, bool, str], dict[tuple[int, int], int]] = {
    ("redeal", False, "dealer_left"): {
        (0, 0): 115,
        (0, 1): 83141,
        (0, 2): 45465,
        (0, 4): 4324,
        (1, 0): 184971,
        (2, 0): 60817,
        (4, 0): 21167,
    },
    ("redeal", False, "maker_left"): {
        (0, 0): 115,
        (0, 1): 85790,
        (0, 2): 43366,
        (0, 4): 4050,
        (1, 0): 185429,
        (2, 0): 59897,
        (4, 0): 21353,
    },
    ("redeal", True, "dealer_left"): {
        (0, 0): 115,
        (0, 1): 83152,
        (0, 2): 45277,
        (0, 4): 4519,
        (1, 0): 184964,
        (2, 0): 59283,
        (4, 0): 22690,
    },
    ("redeal", True, "maker_left"): {
        (0, 0): 115,
        (0, 1): 85814,
        (0, 2): 43179,
        (0, 4): 4237,
        (1, 0): 185429,
        (2, 0): 58448,
        (4, 0): 22778,
    },
    ("stick_the_dealer", False, "dealer_left"): {
        (0, 1): 83141,
        (0, 2): 45501,
        (0, 4): 4324,
        (1, 0): 185046,
        (2, 0): 60821,
        (4, 0): 21167,
    },
    ("stick_the_dealer", False, "maker_left"): {
        (0, 1): 85790,
        (0, 2): 43402,
        (0, 4): 4050,
        (1, 0): 185504,
        (2, 0): 59901,
        (4, 0): 21353,
    },
    ("stick_the_dealer", True, "dealer_left"): {
        (0, 1): 83152,
        (0, 2): 45313,
        (0, 4): 4519,
        (1, 0): 185039,
        (2, 0): 59287,
        (4, 0): 22690,
    },
    ("stick_the_dealer", True, "maker_left"): {
        (0, 1): 85814,
        (0, 2): 43215,
        (0, 4): 4237,
        (1, 0): 185504,
        (2, 0): 58452,
        (4, 0): 22778,
    },
}

FIRST_CHUNK: dict[tuple[str, bool, str], dict[tuple[int, int], int]] = {
    ("redeal", False, "dealer_left"): {
        (0, 1): 104,
        (0, 2): 54,
        (0, 4): 8,
        (1, 0): 235,
        (2, 0): 78,
        (4, 0): 21,
    },
    ("redeal", False, "maker_left"): {
        (0, 1): 106,
        (0, 2): 52,
        (0, 4): 7,
        (1, 0): 233,
        (2, 0): 81,
        (4, 0): 21,
    },
    ("redeal", True, "dealer_left"): {
        (0, 1): 104,
        (0, 2): 54,
        (0, 4): 8,
        (1, 0): 235,
        (2, 0): 77,
        (4, 0): 22,
    },
    ("redeal", True, "maker_left"): {
        (0, 1): 106,
        (0, 2): 52,
        (0, 4): 7,
        (1, 0): 233,
        (2, 0): 80,
        (4, 0): 22,
    },
    ("stick_the_dealer", False, "dealer_left"): {
        (0, 1): 104,
        (0, 2): 54,
        (0, 4): 8,
        (1, 0): 235,
        (2, 0): 78,
        (4, 0): 21,
    },
    ("stick_the_dealer", False, "maker_left"): {
        (0, 1): 106,
        (0, 2): 52,
        (0, 4): 7,
        (1, 0): 233,
        (2, 0): 81,
        (4, 0): 21,
    },
    ("stick_the_dealer", True, "dealer_left"): {
        (0, 1): 104,
        (0, 2): 54,
        (0, 4): 8,
        (1, 0): 235,
        (2, 0): 77,
        (4, 0): 22,
    },
    ("stick_the_dealer", True, "maker_left"): {
        (0, 1): 106,
        (0, 2): 52,
        (0, 4): 7,
        (1, 0): 233,
        (2, 0): 80,
        (4, 0): 22,
    },
}
