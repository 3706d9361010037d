"""The daily sets: fixed by the game's name and the date alone, so every process deals the
same set with nothing stored or scheduled."""

from __future__ import annotations

import datetime
import os
import subprocess
import sys

import pytest

from scoring.duplicate.daily import DAILY_DEALS, daily_seed, daily_set
from scoring.duplicate.deals import DuplicateError
from scoring.games import ENGINES

DAY = datetime.date(2025, 3, 14)
PRINT_SETS = """
import datetime, sys
from scoring.duplicate.daily import daily_seed, daily_set
day = datetime.date(2025, 3, 14)
for game in ("euchre", "bideuchre", "cribbage"):
    print(daily_seed(game, day))
    print(daily_set(game, day).to_json())
"""


def test_each_game_has_its_daily_number_of_deals():
    assert DAILY_DEALS == {"euchre": 8, "bideuchre": 6, "cribbage": 6}
    for game, deals in DAILY_DEALS.items():
        played = daily_set(game, DAY)
        assert (played.game, played.deals, played.level) == (game, deals, "standard")
        assert played.rules == ENGINES[game].rules()
        assert played.seed == daily_seed(game, DAY)
        assert played.number == 0 and not played.results


def test_the_seed_is_fixed_by_the_game_and_the_date():
    # Pinned: a change here would deal every earlier day's sets anew under their results.
    assert daily_seed("euchre", DAY) == 8793866075057638797
    assert daily_seed("cribbage", DAY) == 2827346200619225434
    seeds = {
        daily_seed(game, DAY + datetime.timedelta(days=n))
        for game in DAILY_DEALS
        for n in range(30)
    }
    assert len(seeds) == 90


def test_every_process_deals_the_same_sets():
    here = [
        line
        for game in ("euchre", "bideuchre", "cribbage")
        for line in (str(daily_seed(game, DAY)), daily_set(game, DAY).to_json())
    ]
    for hash_seed in ("1", "2"):
        env = {**os.environ, "PYTHONHASHSEED": hash_seed}
        done = subprocess.run(
            [sys.executable, "-c", PRINT_SETS],
            capture_output=True,
            text=True,
            check=True,
            env=env,
            cwd=os.getcwd(),
        )
        assert done.stdout.splitlines() == here


@pytest.mark.parametrize(
    ("game", "day", "message"),
    [
        ("chess", DAY, "no daily set of 'chess'"),
        ("euchre", datetime.datetime(2025, 3, 14, 9), "for a date"),
        ("euchre", "2025-03-14", "for a date"),
    ],
)
def test_what_has_no_daily_set(game, day, message):
    with pytest.raises(DuplicateError, match=message):
        daily_set(game, day)
