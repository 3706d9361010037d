"""`python -m scoring`: the score and stats commands, and their errors."""

import os
import subprocess
import sys

import pytest

from scoring.__main__ import main
from scoring.cribbage.hand import score_hand


def run(capsys: pytest.CaptureFixture[str], *argv: str) -> tuple[int, str, str]:
    status = main(list(argv))
    out, err = capsys.readouterr()
    return status, out, err


def test_score_prints_every_item_the_total_and_the_count(capsys: pytest.CaptureFixture) -> None:
    status, out, err = run(capsys, "score", "5H", "5C", "5S", "JD", "5D")
    assert (status, err) == (0, "")
    lines = out.splitlines()
    assert lines[0] == "Hand 5♥ 5♣ 5♠ J♦, starter 5♦"
    expected = score_hand("5H 5C 5S JD", "5D")
    assert lines[1 : 1 + len(expected.items)] == [f"  {item.text}" for item in expected.items]
    assert "Total: 29" in lines
    assert f"Said: {expected.spoken}" in lines
    assert lines[-1].endswith("one for his nobs is twenty-nine")


def test_score_crib_applies_the_crib_flush_rule_and_prints_the_note(
    capsys: pytest.CaptureFixture,
) -> None:
    status, out, _ = run(capsys, "score", "2H", "4H", "6H", "8H", "KS", "--crib")
    assert status == 0
    assert out.startswith("Crib 2♥ 4♥ 6♥ 8♥, starter K♠\n")
    assert "Total: 0" in out.splitlines()
    assert "Note: The four crib cards are all hearts" in out
    _, hand_out, _ = run(capsys, "score", "2H", "4H", "6H", "8H", "KS")
    assert "Total: 4" in hand_out.splitlines()


def test_score_takes_the_cards_as_one_argument_too(capsys: pytest.CaptureFixture) -> None:
    status, out, _ = run(capsys, "score", "10♦ jd qd kd 5c")
    assert status == 0
    assert out.startswith("Hand 10♦ J♦ Q♦ K♦, starter 5♣\n")


@pytest.mark.parametrize(
    ("argv", "message"),
    [
        (["score", "5H", "5C", "5S", "JD"], "give 5 cards, the four in hand then the starter; 4"),
        (["score", "5H", "5C", "5S", "JD", "5D", "6D"], "; 6 given"),
        (["score", "5H", "5C", "5S", "JD", "5X"], "unknown suit 'X'"),
        (["score", "5H", "5C", "5S", "JD", "5H"], "5H (5♥) appears twice"),
        (["score"], "the following arguments are required: cards"),
        (["stats", "--bogus"], "unrecognized arguments: --bogus"),
        ([], "the following arguments are required: command"),
    ],
)
def test_bad_input_is_one_line_on_stderr_and_status_2(
    capsys: pytest.CaptureFixture, argv: list[str], message: str
) -> None:
    status, out, err = run(capsys, *argv)
    assert status == 2
    assert out == ""
    assert err.count("\n") == 1
    assert err.startswith("python -m scoring")
    assert message in err


def test_stats_prints_the_table_total_and_mean(capsys: pytest.CaptureFixture) -> None:
    status, out, _ = run(capsys, "stats")
    assert status == 0
    lines = out.splitlines()
    rows = [line.split() for line in lines if line[:5].strip().isdigit()]
    assert [int(row[0]) for row in rows] == list(range(30))
    assert rows[0][1:3] == ["1,009,008", "7.7647"]
    assert rows[29][1:3] == ["4", "0.00003"]
    assert rows[19][1:3] == ["0", "0.0000"]
    assert "total 12,994,800 deals; mean 4.7692 points" in lines
    assert lines[-1].startswith("computed in ")


def test_stats_crib(capsys: pytest.CaptureFixture) -> None:
    status, out, _ = run(capsys, "stats", "--crib")
    assert status == 0
    assert "    0  1,022,208    7.8663" in out
    assert "total 12,994,800 deals; mean 4.7348 points" in out


def python_m_scoring(*argv: str, **env: str) -> subprocess.CompletedProcess[str]:
    return subprocess.run(
        [sys.executable, "-m", "scoring", *argv],
        capture_output=True,
        text=True,
        encoding="utf-8",
        errors="replace",
        env={**os.environ, **env},
        check=False,
        timeout=60,
    )


def test_python_m_scoring_exits_2_without_a_traceback() -> None:
    done = python_m_scoring("score", "5H", "5C", "5S", "JD", "ZD")
    assert done.returncode == 2
    assert done.stdout == ""
    assert done.stderr == (
        "python -m scoring: error: 'ZD': unknown rank 'Z'; use A, 2 to 10 (or T), J, Q or K\n"
    )


def test_python_m_scoring_survives_a_terminal_without_suit_symbols() -> None:
    done = python_m_scoring("score", "5H", "5C", "5S", "JD", "5D", PYTHONIOENCODING="ascii")
    assert done.returncode == 0, done.stderr
    assert done.stdout.startswith("Hand 5? 5? 5? J?, starter 5?\n")
    assert "Total: 29" in done.stdout
