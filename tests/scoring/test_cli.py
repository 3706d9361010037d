"""`python -m scoring`: the score and stats commands, and their errors."""

import os
import subprocess
import sys

import pytest

from scoring.__main__ import main
from scoring.cards import parse_cards
from scoring.cribbage.hand import score_hand
from scoring.cribbage.throws import Table, throw_hint
from scoring.verdicts import LABELS


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


# The settlers: peg, trick and hand print what the pages show, from the same engine calls.


def test_peg_prints_each_card_its_points_the_go_and_the_totals(capsys) -> None:
    status, out, err = run(capsys, "peg", "TH", "JD", "9C", "go", "5H")
    assert (status, err) == (0, "")
    lines = out.splitlines()
    assert lines[0] == "Pegging, 2 players: player 1 leads, player 2 deals"
    assert lines[1:4] == [
        "   1. Player 1 plays 10♥ for 10",
        "   2. Player 2 plays J♦ for 20",
        "   3. Player 1 plays 9♣ for 29",
    ]
    assert "        10♥ J♦ 9♣: a run of three for 3" in lines
    assert "      Player 1 pegs the go" in lines
    assert "      Player 2 leads the next count, from 0" in lines
    assert lines[-2:] == ["Pegged: Player 1 4, Player 2 0", "Next: Player 1 to play on 5"]


def test_peg_with_players_a_hand_and_a_house_rule(capsys) -> None:
    status, out, _ = run(capsys, "peg", "TH JD 5C go", "--hand", "2", "JD 6H KS QS")
    assert "Not allowed: Player 2 says go: Player 2 holds 6♥, which fits on 25" in out
    assert status == 1  # settled up to the go that was not allowed, and says so
    _, out, _ = run(capsys, "peg", "TH KD 5C go 4S go 9H", "--players", "3")
    assert "Player 3 leads the next count, from 0" in out
    _, out, _ = run(
        capsys, "peg", "TH KD 5C go 4S go 9H", "--players", "3", "--go-leads", "said_go"
    )
    assert "Player 1 leads the next count, from 0" in out
    _, out, _ = run(capsys, "peg", "5H 5C 5D 5S", "--players", "4")
    assert "Pegged: Players 1 & 3 8, Players 2 & 4 14" in out


def test_trick_names_the_winner_and_why(capsys) -> None:
    status, out, _ = run(capsys, "trick", "--trump", "H", "AH", "JD", "QH", "9S")
    assert status == 0
    assert "  West plays J♦: the left bower, a heart now (not a diamond)" in out
    assert out.splitlines()[-1].startswith("West takes the trick for East–West: J♦ takes it")
    _, out, _ = run(capsys, "trick", "--game", "bid-euchre", "--trump", "nt", "AS KS AS 9S")
    assert "of two identical cards the first played wins" in out
    status, out, _ = run(
        capsys, "trick", "--trump", "hearts", "AH TC QH 9S", "--hand", "west", "TC 9H AS KS QS"
    )
    assert "Not allowed: West's 10♣ does not follow suit." in out
    assert status == 1
    _, out, _ = run(
        capsys, "trick", "--game", "bid-euchre", "--benny", "--trump", "H", "JH JK AH JH"
    )
    assert "West takes the trick" in out


def test_hand_prints_who_scores_and_why(capsys) -> None:
    status, out, _ = run(
        capsys, "hand", "euchre", "--maker", "north", "--trump", "H", "--tricks", "5", "--alone"
    )
    assert status == 0
    assert out.splitlines()[:2] == [
        "North made hearts alone; North took 5 tricks.",
        "North–South score 4: North made hearts trump alone and took all 5 tricks: a lone "
        "march, 4 points.",
    ]
    _, out, _ = run(
        capsys,
        *("hand", "euchre", "--maker", "north", "--trump", "H", "--tricks", "4"),
        *("--renege-by", "west", "--renege-suit", "C", "--renege", "penalty"),
    )
    assert "North–South score 2: West reneged, playing another suit while holding a club" in out
    _, out, _ = run(
        capsys,
        *("hand", "bid-euchre", "--bidder", "west", "--bid", "8", "--trump", "no-trump"),
        *("--tricks", "5"),
    )
    assert "East–West -8: East–West bid eight, no-trump but took only 5 tricks: set" in out
    assert "North–South +7" in out


@pytest.mark.parametrize(
    ("argv", "message"),
    [
        (["peg", "4S", "5X"], "plays: '5X': unknown suit 'X'"),
        (["peg", "4S", "--players", "5"], "argument --players: invalid choice: 5"),
        (["peg", "4S", "--hand", "3", "5H 5C 5S 5D"], "--hand 3: players are numbered 1 to 2"),
        (["trick", "AH JD QH 9S"], "the following arguments are required: --trump"),
        (["trick", "--trump", "roses", "AH JD QH 9S"], "'roses' is not a trump"),
        (["trick", "--trump", "nt", "AH JD QH 9S"], "trump: Euchre is always played with a"),
        (["trick", "--trump", "H", "--lead", "up", "AH"], "'up' is not a seat"),
        (["hand", "euchre", "--maker", "north", "--trump", "H"], "required: --tricks"),
        (
            [
                "hand",
                "euchre",
                "--maker",
                "north",
                "--trump",
                "H",
                "--tricks",
                "2",
                "--defender",
                "east",
            ],
            "defender: defending alone is a house rule",
        ),
        (
            [
                "hand",
                "bid-euchre",
                "--bidder",
                "south",
                "--bid",
                "moon",
                "--trump",
                "H",
                "--tricks",
                "12",
            ],
            "bid: lone bids (Moon, Call 1, Call 2) are not played",
        ),
        (["hand", "bid-euchre"], "the following arguments are required"),
        (["peg", "TH", "--hand", "²", "TH JD 9C 5H"], "--hand ²: players are numbered 1 to 2"),
        (["peg", "TH", "--hand", "9" * 5000, "TH"], "players are numbered 1 to 2"),
    ],
)
def test_settlers_bad_input_is_one_line_and_status_2(capsys, argv, message) -> None:
    status, out, err = run(capsys, *argv)
    assert (status, out) == (2, "")
    assert err.count("\n") == 1 and err.startswith("python -m scoring")
    assert message in err


@pytest.mark.parametrize("argv", [["peg"], ["trick"], ["hand"], ["hand", "euchre"]])
def test_settlers_help(capsys, argv) -> None:
    status, out, _ = run(capsys, *argv, "--help")
    assert status == 0 and out.startswith("usage: python -m scoring")


# discard: every way to throw, ranked by the throw's evaluation


def test_discard_without_a_score_ranks_by_points(capsys) -> None:
    status, out, err = run(capsys, "discard", "7C", "9H", "5H", "5C", "5D", "JS", "--dealer")
    assert (status, err) == (0, "")
    lines = out.splitlines()
    assert (
        lines[0] == "Ranked by points: hand, crib and pegging. Give the score to rank for the game."
    )
    assert lines[1].split() == ["Throw", "Keep", "Hand", "Crib", "Pegging", "Total", "Verdict"]
    assert len(lines) == 2 + 15
    # The best: exact hand 16.65 and crib +4.26, the fitted pegging +1.60, 22.51 in all.
    assert lines[2].split() == [
        "7♣",
        "9♥",
        "5♣",
        "5♦",
        "5♥",
        "J♠",
        "16.65",
        "+4.26",
        "+1.60",
        "22.51",
        "best",
    ]
    # Third by the total is 7♣ J♠ (14.61 net), ahead of 5♣ 7♣ (15.10 net), whose kept cards
    # peg worse: the evaluation's order, not the net's.
    assert lines[4].split()[:2] == ["7♣", "J♠"]
    assert lines[5].split()[:2] == ["5♣", "7♣"]
    totals = [float(line.split()[-2]) for line in lines[2:]]
    assert totals == sorted(totals, reverse=True)


def test_discard_with_a_score_near_the_end_ranks_by_the_chance_of_winning(capsys) -> None:
    hand = ["7C", "9H", "5H", "5C", "5D", "JS"]
    status, out, _ = run(capsys, "discard", *hand, "--score", "100-110")
    assert status == 0
    hint = throw_hint(Table(tuple(parse_cards(" ".join(hand))), False, 2, (100, 110)))
    lines = out.splitlines()
    assert lines[0] == hint.ranked_by
    assert lines[0].startswith("You need 21 and they need 11: ranked by your chance of winning")
    assert "To win (95%)" in lines[1]
    assert len(lines) == 2 + len(hint.options)
    # Not dealing: the crib is taken off; each chance with its 95% interval and verdict.
    for line, option in zip(lines[2:], hint.options, strict=True):
        words = line.split()
        assert words[:2] == [card.display for card in option.action]
        chance = f"{option.value:.0%}"
        if option.sampled:
            assert f"{chance} ({option.low:.0%}–{option.high:.0%})" in line
        else:
            assert chance in words
        assert line.endswith(LABELS[hint.verdict(option.action)].lower())
    # The best keeps the three fives and the jack: the exact hand and crib, the fitted pegging.
    assert lines[2].split()[:9] == ["7♣", "9♥", "5♣", "5♦", "5♥", "J♠", "16.65", "−4.26", "−0.66"]
    assert lines[2].endswith("best")
    # Seeded from the position: the same question prints the same answer.
    assert run(capsys, "discard", *hand, "--score", "100-110")[1] == out


def test_discard_with_three_players_has_no_pegging_column(capsys) -> None:
    status, out, _ = run(capsys, "discard", "7C 9H 5H 5C 5D", "--players", "3", "--dealer")
    assert status == 0
    lines = out.splitlines()
    assert lines[0] == "Ranked by hand and crib, in points."
    assert lines[1].split() == ["Throw", "Keep", "Hand", "Crib", "Total", "Verdict"]
    assert lines[2].split() == ["9♥", "5♣", "5♦", "5♥", "7♣", "11.87", "+4.20", "16.07", "best"]
    assert len(lines) == 2 + 5


@pytest.mark.parametrize(
    ("argv", "message"),
    [
        (["--score", "112"], "--score is yours then theirs, like 112-98; not '112'"),
        (["--score", "1-2-3"], "not '1-2-3'"),
        (["--score", "121-98"], "in a game to 121 each score is from 0 to 120; 121 is past it"),
        (["--score", "60-61", "--to", "61"], "in a game to 61 each score is from 0 to 60"),
        (["--to", "100"], "argument --to: invalid choice: 100"),
        (["--players", "3"], "with 3 players you are dealt 5 cards; 6 given"),
        (["--players", "5"], "argument --players: invalid choice: 5"),
        (["5X"], "unknown suit 'X'"),
    ],
)
def test_discard_bad_input_is_one_line_and_status_2(capsys, argv, message) -> None:
    status, out, err = run(capsys, "discard", "7C", "9H", "5H", "5C", "5D", "JS", *argv)
    assert status == 2
    assert out == ""
    assert err.count("\n") == 1
    assert message in err


def test_discard_score_is_for_two_players(capsys) -> None:
    status, _, err = run(capsys, "discard", "7C 9H 5H 5C 5D", "--players", "3", "--score", "1-2")
    assert status == 2
    assert "--score is for two-player games; with 3 players" in err
