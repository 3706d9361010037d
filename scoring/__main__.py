"""Command line: `python -m scoring score 5H 5C 5S JD 5D [--crib]`, `python -m scoring stats`,
and the settlers (scoring.settle_commands): `peg 4S 6H 5D go`, `trick --trump H AH JD QH 9S`,
`hand euchre --maker north --trump H --tricks 5`; `--help` on each."""

from __future__ import annotations

import argparse
import sys
import time
from collections.abc import Mapping, Sequence
from io import TextIOWrapper
from typing import NoReturn

from scoring.cards import STANDARD_DECK, CardError, parse_cards
from scoring.cribbage.hand import HandScore, score_hand
from scoring.cribbage.stats import mean_score, score_distribution, total_deals
from scoring.settle_commands import add_commands
from scoring.settle_commands import run as run_settler

BAR_WIDTH = 40


class _Parser(argparse.ArgumentParser):
    """An argument parser whose errors are one line on stderr, exit status 2."""

    def error(self, message: str) -> NoReturn:
        self.exit(2, f"{self.prog}: error: {message} (see --help)\n")


def main(argv: Sequence[str] | None = None) -> int:
    """Run one command and return the exit status: 0; 1 when a settler's input holds a play
    or card that is not allowed (the answer says which and why); 2 for input it cannot read
    (a one-line error)."""
    try:
        args = _build_parser().parse_args(argv)
    except SystemExit as done:  # --help, or a usage error already printed
        return int(done.code or 0)
    try:
        if args.command == "score":
            print(format_score(_score(args.cards, crib=args.crib)))
        elif args.command != "stats":
            answer = run_settler(args)
            print(answer.text)
            if answer.refused:
                return 1
        else:
            started = time.perf_counter()
            table = score_distribution(crib=args.crib)
            elapsed = time.perf_counter() - started
            print(format_table(table, crib=args.crib, seconds=elapsed))
    except ValueError as error:
        print(f"python -m scoring: error: {error}", file=sys.stderr)
        return 2
    return 0


def _build_parser() -> argparse.ArgumentParser:
    parser = _Parser(
        prog="python -m scoring",
        description="Count cribbage hands, and settle scoring arguments in all three games.",
    )
    commands = parser.add_subparsers(dest="command", required=True, parser_class=_Parser)
    score = commands.add_parser(
        "score", help="score a hand", description="Score four cards and the starter."
    )
    score.add_argument(
        "cards", nargs="+", help="five cards like 5H 10♦ JS: the four in hand, then the starter"
    )
    score.add_argument("--crib", action="store_true", help="score as the crib (flush rule)")
    stats = commands.add_parser(
        "stats",
        help="how often each score comes up",
        description="Count every 4-card hand with every starter by its score.",
    )
    stats.add_argument("--crib", action="store_true", help="score them as cribs")
    add_commands(commands)
    return parser


def _score(texts: Sequence[str], *, crib: bool) -> HandScore:
    cards = parse_cards(" ".join(texts))
    STANDARD_DECK.check(cards)
    if len(cards) != 5:
        raise CardError(f"give 5 cards, the four in hand then the starter; {len(cards)} given")
    return score_hand(cards[:4], cards[4], crib=crib)


def format_score(result: HandScore) -> str:
    """The breakdown as printed: each item, the total, the count as said aloud, any notes."""
    hand = " ".join(card.display for card in result.hand)
    lines = [f"{'Crib' if result.crib else 'Hand'} {hand}, starter {result.starter.display}"]
    lines += [f"  {item.text}" for item in result.items] or ["  nothing scores"]
    lines.append(f"Total: {result.total}")
    lines.append(f"Said: {result.spoken}")
    lines += [f"Note: {note}" for note in result.notes]
    return "\n".join(lines)


def format_table(table: Mapping[int, int], *, crib: bool, seconds: float) -> str:
    """The distribution as a table of score, deals, percentage and a bar; then total and mean."""
    deals = total_deals(table)
    most = max(table.values())
    kind = "cribs (a flush needs the starter's suit)" if crib else "hands"
    lines = [
        f"Every 4-card hand with every starter, scored as {kind}",
        f"{'score':>5}  {'deals':>9}  {'percent':>8}",
    ]
    for score, count in table.items():
        percent = 100 * count / deals
        # Four decimals as the published tables print them; a fifth for the rarest (29: 4).
        shown = f"{percent:>8.4f}" if percent >= 0.0001 or not count else f"{percent:>8.5f}"
        if not count:
            bar = "-  (no deal scores this)"
        else:
            bar = "#" * round(BAR_WIDTH * count / most) or "."
        lines.append(f"{score:>5}  {count:>9,}  {shown}  {bar}")
    lines.append(f"total {deals:,} deals; mean {mean_score(table):.4f} points")
    lines.append(f"computed in {seconds:.3f} s")
    return "\n".join(lines)


if __name__ == "__main__":
    for stream in (sys.stdout, sys.stderr):
        # Suit symbols on a terminal that cannot show them print as '?', not a traceback.
        if isinstance(stream, TextIOWrapper):
            stream.reconfigure(errors="replace")
    sys.exit(main())
