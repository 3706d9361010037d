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
        (0, 0): 39,
        (0, 1): 75096,
        (0, 2): 48470,
        (0, 4): 2721,
        (1, 0): 184392,
        (2, 0): 70707,
        (4, 0): 18575,
    },
    ("redeal", False, "maker_left"): {
        (0, 0): 39,
        (0, 1): 79078,
        (0, 2): 46410,
        (0, 4): 2645,
        (1, 0): 184682,
        (2, 0): 68406,
        (4, 0): 18740,
    },
    ("redeal", True, "dealer_left"): {
        (0, 0): 39,
        (0, 1): 75111,
        (0, 2): 48111,
        (0, 4): 3090,
        (1, 0): 184382,
        (2, 0): 67762,
        (4, 0): 21505,
    },
    ("redeal", True, "maker_left"): {
        (0, 0): 39,
        (0, 1): 79108,
        (0, 2): 46047,
        (0, 4): 3007,
        (1, 0): 184683,
        (2, 0): 65587,
        (4, 0): 21529,
    },
    ("stick_the_dealer", False, "dealer_left"): {
        (0, 1): 75096,
        (0, 2): 48480,
        (0, 4): 2721,
        (1, 0): 184420,
        (2, 0): 70708,
        (4, 0): 18575,
    },
    ("stick_the_dealer", False, "maker_left"): {
        (0, 1): 79078,
        (0, 2): 46420,
        (0, 4): 2645,
        (1, 0): 184710,
        (2, 0): 68407,
        (4, 0): 18740,
    },
    ("stick_the_dealer", True, "dealer_left"): {
        (0, 1): 75111,
        (0, 2): 48121,
        (0, 4): 3090,
        (1, 0): 184410,
        (2, 0): 67763,
        (4, 0): 21505,
    },
    ("stick_the_dealer", True, "maker_left"): {
        (0, 1): 79108,
        (0, 2): 46057,
        (0, 4): 3007,
        (1, 0): 184711,
        (2, 0): 65588,
        (4, 0): 21529,
    },
}

FIRST_CHUNK: dict[tuple[str, bool, str], dict[tuple[int, int], int]] = {
    ("redeal", False, "dealer_left"): {
        (0, 1): 97,
        (0, 2): 58,
        (0, 4): 6,
        (1, 0): 235,
        (2, 0): 88,
        (4, 0): 16,
    },
    ("redeal", False, "maker_left"): {
        (0, 1): 103,
        (0, 2): 54,
        (0, 4): 5,
        (1, 0): 236,
        (2, 0): 86,
        (4, 0): 16,
    },
    ("redeal", True, "dealer_left"): {
        (0, 1): 97,
        (0, 2): 58,
        (0, 4): 6,
        (1, 0): 235,
        (2, 0): 86,
        (4, 0): 18,
    },
    ("redeal", True, "maker_left"): {
        (0, 1): 103,
        (0, 2): 54,
        (0, 4): 5,
        (1, 0): 236,
        (2, 0): 84,
        (4, 0): 18,
    },
    ("stick_the_dealer", False, "dealer_left"): {
        (0, 1): 97,
        (0, 2): 58,
        (0, 4): 6,
        (1, 0): 235,
        (2, 0): 88,
        (4, 0): 16,
    },
    ("stick_the_dealer", False, "maker_left"): {
        (0, 1): 103,
        (0, 2): 54,
        (0, 4): 5,
        (1, 0): 236,
        (2, 0): 86,
        (4, 0): 16,
    },
    ("stick_the_dealer", True, "dealer_left"): {
        (0, 1): 97,
        (0, 2): 58,
        (0, 4): 6,
        (1, 0): 235,
        (2, 0): 86,
        (4, 0): 18,
    },
    ("stick_the_dealer", True, "maker_left"): {
        (0, 1): 103,
        (0, 2): 54,
        (0, 4): 5,
        (1, 0): 236,
        (2, 0): 84,
        (4, 0): 18,
    },
}
