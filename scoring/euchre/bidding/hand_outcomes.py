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
        (0, 1): 83161,
        (0, 2): 45576,
        (0, 4): 4306,
        (1, 0): 184905,
        (2, 0): 60757,
        (4, 0): 21180,
    },
    ("redeal", False, "maker_left"): {
        (0, 0): 115,
        (0, 1): 85860,
        (0, 2): 43419,
        (0, 4): 4034,
        (1, 0): 185419,
        (2, 0): 59791,
        (4, 0): 21362,
    },
    ("redeal", True, "dealer_left"): {
        (0, 0): 115,
        (0, 1): 83173,
        (0, 2): 45389,
        (0, 4): 4501,
        (1, 0): 184897,
        (2, 0): 59219,
        (4, 0): 22706,
    },
    ("redeal", True, "maker_left"): {
        (0, 0): 115,
        (0, 1): 85890,
        (0, 2): 43234,
        (0, 4): 4219,
        (1, 0): 185419,
        (2, 0): 58339,
        (4, 0): 22784,
    },
    ("stick_the_dealer", False, "dealer_left"): {
        (0, 1): 83161,
        (0, 2): 45613,
        (0, 4): 4306,
        (1, 0): 184979,
        (2, 0): 60761,
        (4, 0): 21180,
    },
    ("stick_the_dealer", False, "maker_left"): {
        (0, 1): 85860,
        (0, 2): 43456,
        (0, 4): 4034,
        (1, 0): 185493,
        (2, 0): 59795,
        (4, 0): 21362,
    },
    ("stick_the_dealer", True, "dealer_left"): {
        (0, 1): 83173,
        (0, 2): 45426,
        (0, 4): 4501,
        (1, 0): 184971,
        (2, 0): 59223,
        (4, 0): 22706,
    },
    ("stick_the_dealer", True, "maker_left"): {
        (0, 1): 85890,
        (0, 2): 43271,
        (0, 4): 4219,
        (1, 0): 185493,
        (2, 0): 58343,
        (4, 0): 22784,
    },
}

FIRST_CHUNK: dict[tuple[str, bool, str], dict[tuple[int, int], int]] = {
    ("redeal", False, "dealer_left"): {
        (0, 1): 104,
        (0, 2): 55,
        (0, 4): 8,
        (1, 0): 235,
        (2, 0): 78,
        (4, 0): 20,
    },
    ("redeal", False, "maker_left"): {
        (0, 1): 108,
        (0, 2): 50,
        (0, 4): 7,
        (1, 0): 237,
        (2, 0): 78,
        (4, 0): 20,
    },
    ("redeal", True, "dealer_left"): {
        (0, 1): 104,
        (0, 2): 55,
        (0, 4): 8,
        (1, 0): 235,
        (2, 0): 77,
        (4, 0): 21,
    },
    ("redeal", True, "maker_left"): {
        (0, 1): 108,
        (0, 2): 50,
        (0, 4): 7,
        (1, 0): 237,
        (2, 0): 77,
        (4, 0): 21,
    },
    ("stick_the_dealer", False, "dealer_left"): {
        (0, 1): 104,
        (0, 2): 55,
        (0, 4): 8,
        (1, 0): 235,
        (2, 0): 78,
        (4, 0): 20,
    },
    ("stick_the_dealer", False, "maker_left"): {
        (0, 1): 108,
        (0, 2): 50,
        (0, 4): 7,
        (1, 0): 237,
        (2, 0): 78,
        (4, 0): 20,
    },
    ("stick_the_dealer", True, "dealer_left"): {
        (0, 1): 104,
        (0, 2): 55,
        (0, 4): 8,
        (1, 0): 235,
        (2, 0): 77,
        (4, 0): 21,
    },
    ("stick_the_dealer", True, "maker_left"): {
        (0, 1): 108,
        (0, 2): 50,
        (0, 4): 7,
        (1, 0): 237,
        (2, 0): 77,
        (4, 0): 21,
    },
}
