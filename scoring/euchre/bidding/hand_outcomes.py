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
        (0, 1): 84383,
        (0, 2): 44336,
        (0, 4): 4324,
        (1, 0): 185970,
        (2, 0): 59662,
        (4, 0): 21210,
    },
    ("redeal", False, "maker_left"): {
        (0, 0): 115,
        (0, 1): 86673,
        (0, 2): 41384,
        (0, 4): 4061,
        (1, 0): 186869,
        (2, 0): 59491,
        (4, 0): 21407,
    },
    ("redeal", True, "dealer_left"): {
        (0, 0): 115,
        (0, 1): 84391,
        (0, 2): 44151,
        (0, 4): 4517,
        (1, 0): 185962,
        (2, 0): 58154,
        (4, 0): 22710,
    },
    ("redeal", True, "maker_left"): {
        (0, 0): 115,
        (0, 1): 86736,
        (0, 2): 41207,
        (0, 4): 4237,
        (1, 0): 186870,
        (2, 0): 58033,
        (4, 0): 22802,
    },
    ("stick_the_dealer", False, "dealer_left"): {
        (0, 1): 84383,
        (0, 2): 44370,
        (0, 4): 4324,
        (1, 0): 186050,
        (2, 0): 59663,
        (4, 0): 21210,
    },
    ("stick_the_dealer", False, "maker_left"): {
        (0, 1): 86673,
        (0, 2): 41418,
        (0, 4): 4061,
        (1, 0): 186949,
        (2, 0): 59492,
        (4, 0): 21407,
    },
    ("stick_the_dealer", True, "dealer_left"): {
        (0, 1): 84391,
        (0, 2): 44185,
        (0, 4): 4517,
        (1, 0): 186042,
        (2, 0): 58155,
        (4, 0): 22710,
    },
    ("stick_the_dealer", True, "maker_left"): {
        (0, 1): 86736,
        (0, 2): 41241,
        (0, 4): 4237,
        (1, 0): 186950,
        (2, 0): 58034,
        (4, 0): 22802,
    },
}

FIRST_CHUNK: dict[tuple[str, bool, str], dict[tuple[int, int], int]] = {
    ("redeal", False, "dealer_left"): {
        (0, 1): 105,
        (0, 2): 55,
        (0, 4): 8,
        (1, 0): 237,
        (2, 0): 74,
        (4, 0): 21,
    },
    ("redeal", False, "maker_left"): {
        (0, 1): 104,
        (0, 2): 51,
        (0, 4): 7,
        (1, 0): 234,
        (2, 0): 83,
        (4, 0): 21,
    },
    ("redeal", True, "dealer_left"): {
        (0, 1): 105,
        (0, 2): 55,
        (0, 4): 8,
        (1, 0): 237,
        (2, 0): 73,
        (4, 0): 22,
    },
    ("redeal", True, "maker_left"): {
        (0, 1): 104,
        (0, 2): 51,
        (0, 4): 7,
        (1, 0): 234,
        (2, 0): 82,
        (4, 0): 22,
    },
    ("stick_the_dealer", False, "dealer_left"): {
        (0, 1): 105,
        (0, 2): 55,
        (0, 4): 8,
        (1, 0): 237,
        (2, 0): 74,
        (4, 0): 21,
    },
    ("stick_the_dealer", False, "maker_left"): {
        (0, 1): 104,
        (0, 2): 51,
        (0, 4): 7,
        (1, 0): 234,
        (2, 0): 83,
        (4, 0): 21,
    },
    ("stick_the_dealer", True, "dealer_left"): {
        (0, 1): 105,
        (0, 2): 55,
        (0, 4): 8,
        (1, 0): 237,
        (2, 0): 73,
        (4, 0): 22,
    },
    ("stick_the_dealer", True, "maker_left"): {
        (0, 1): 104,
        (0, 2): 51,
        (0, 4): 7,
        (1, 0): 234,
        (2, 0): 82,
        (4, 0): 22,
    },
}
