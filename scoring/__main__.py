"""Command line: `python -m scoring score 5H 5C 5S JD 5D [--crib]`, `python -m scoring stats`,
`discard 7C 9H 5H 5C 5D JS --dealer [--score 112-98]`, and the settlers
(scoring.settle_commands): `peg 4S 6H 5D go`, `trick --trump H AH JD QH 9S`,
`hand euchre --maker north --trump H --tricks 5`; `--help` on each."""

from __future__ import annotations

import argparse
import sys
import time
from collections.abc import Mapping, Sequence
from io import TextIOWrapper
from typing import NoReturn

from scoring.cards import STANDARD_DECK, Card, CardError, parse_cards
from scoring.cribbage.discard import DiscardOption, analyze_discards
from scoring.cribbage.hand import HandScore, score_hand
from scoring.cribbage.rules import SKUNK_LINES
from scoring.cribbage.stats import mean_score, score_distribution, total_deals
from scoring.cribbage.throws import Table, Throw, throw_hint
from scoring.hint import Hint
from scoring.numbers import read_score
from scoring.settle_commands import add_commands
from scoring.settle_commands import run as run_settler
from scoring.verdicts import LABELS, WIN

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
        elif args.command == "discard":
            print(format_throws(*_throws(args)))
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
    discard = commands.add_parser(
        "discard",
        help="rank every way to throw to the crib",
        description="Every way to throw to the crib, ranked by the throw's evaluation: by "
        "points (hand, crib and, with two players, the fitted pegging term), or with a score "
        "near the end of a two-player game by the chance of winning.",
    )
    discard.add_argument(
        "cards", nargs="+", help="the cards dealt, like 7C 9H 5H 5C 5D JS: 6 with 2 players"
    )
    discard.add_argument(
        "--dealer", action="store_true", help="the crib is yours (with 4 players: your side's)"
    )
    discard.add_argument("--players", type=int, default=2, choices=(2, 3, 4), help="default 2")
    discard.add_argument(
        "--score", help="two players: the score before this deal, yours then theirs, like 112-98"
    )
    discard.add_argument(
        "--to", type=int, default=121, choices=tuple(SKUNK_LINES), help="the target; default 121"
    )
    add_commands(commands)
    return parser


def _score(texts: Sequence[str], *, crib: bool) -> HandScore:
    cards = parse_cards(" ".join(texts))
    STANDARD_DECK.check(cards)
    if len(cards) != 5:
        raise CardError(f"give 5 cards, the four in hand then the starter; {len(cards)} given")
    return score_hand(cards[:4], cards[4], crib=crib)


Throws = tuple[dict[Throw, DiscardOption], Hint[Throw], Table]


def _throws(args: argparse.Namespace) -> Throws:
    """The analysis and the evaluation of the hand the discard command was given."""
    cards = parse_cards(" ".join(args.cards))
    STANDARD_DECK.check(cards)
    scores = None if args.score is None else read_score(args.score)
    if args.score is not None and scores is None:
        raise ValueError(f"--score is yours then theirs, like 112-98; not {args.score!r}")
    if scores is not None:
        if args.players != 2:
            raise ValueError(
                f"--score is for two-player games; with {args.players} players the throws are "
                "ranked by hand and crib: leave it out"
            )
        if max(scores) >= args.to:
            raise ValueError(
                f"in a game to {args.to} each score is from 0 to {args.to - 1}; "
                f"{max(scores)} is past it"
            )
    analysis = analyze_discards(cards, dealer=args.dealer, players=args.players)
    table = Table(analysis.cards, args.dealer, args.players, scores, args.to)
    return {option.thrown: option for option in analysis}, throw_hint(table), table


def format_throws(options: Mapping[Throw, DiscardOption], hint: Hint[Throw], table: Table) -> str:
    """What ranks the throws, then one line a throw in the evaluation's order: the throw, the
    cards kept, the exact hand and crib, the fitted pegging (two players), the total or the
    chance of winning (with its 95% interval when sampled), and the verdict."""
    pegs = table.players == 2
    by_chance = hint.measure == WIN
    head = f"{'Throw':<7} {'Keep':<15} {'Hand':>6} {'Crib':>6}" + (
        f" {'Pegging':>8}" if pegs else ""
    )
    head += f"  {'To win (95%)':<15}" if by_chance else f" {'Total':>6}"
    lines = [hint.ranked_by, f"{head}  Verdict"]
    for evaluated in hint.options:
        option = options[evaluated.action]
        crib = float(option.crib_ev) if table.dealer else -float(option.crib_ev)
        line = (
            f"{_shown(option.thrown):<7} {_shown(option.kept):<15} "
            f"{float(option.hand_ev):>6.2f} {crib:>+6.2f}"
        )
        if pegs:
            line += f" {dict(evaluated.parts)['pegging']:>+8.2f}"
        if by_chance:
            value = f"{evaluated.value:.0%}"
            if evaluated.sampled:
                value += f" ({evaluated.low:.0%}\u2013{evaluated.high:.0%})"
            line += f"  {value:<15}"
        else:
            line += f" {evaluated.value:>6.2f}"
        verdict = LABELS[hint.verdict(evaluated.action)].lower()
        lines.append(f"{line}  {verdict}".replace("-", "\u2212"))
    return "\n".join(lines)


def _shown(cards: Sequence[Card]) -> str:
    return " ".join(card.display for card in cards)


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
