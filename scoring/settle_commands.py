"""The command line's settlers: `peg` (a cribbage play), `trick` (who takes a Euchre or Bid
Euchre trick) and `hand` (what a Euchre or Bid Euchre hand is worth), each answered by its
game's settle.py and printed as the pages show it. House rules are options built from the
rules' own descriptions (--go-leads said_go, --defend-alone, --made-scores tricks_plus_2)."""

from __future__ import annotations

import argparse
from collections.abc import Sequence
from dataclasses import dataclass
from enum import Enum
from typing import Any

from scoring.bideuchre import settle as bid_settle
from scoring.bideuchre.options import Rules as BidRules
from scoring.cards import Card, Suit, parse_cards
from scoring.cribbage.rules import Rules as CribbageRules
from scoring.cribbage.settle import (
    PEGGING_RULES,
    PeggingRecord,
    StepKind,
    player_name,
    settle_pegging,
    side_name,
)
from scoring.euchre import settle as euchre_settle
from scoring.euchre.options import Rules as EuchreRules
from scoring.narration import sentence
from scoring.numbers import read_whole_number
from scoring.options import Option
from scoring.tricks.seats import seat_named
from scoring.tricks.settle import TrickRuling
from scoring.tricks.strain import parse_strain

__all__ = ["Answer", "add_commands", "format_pegging", "format_trick", "run"]

GAMES = ("euchre", "bid-euchre")


def add_commands(commands: Any) -> None:
    """Add peg, trick and hand to `commands`, the parser's subparsers."""
    peg = commands.add_parser(
        "peg",
        help="settle a cribbage play: the points of each card, the gos, the count",
        description="Score the cards played in order, with the gos, from the first card of "
        "the play: player 1 leads (the dealer's left), the last player deals.",
    )
    peg.add_argument(
        "plays",
        nargs="+",
        help="cards and gos in order, like 4S 6H 5D go 7C; name a player with 2:7C",
    )
    peg.add_argument("--players", type=int, default=2, choices=(2, 3, 4), help="default 2")
    peg.add_argument(
        "--hand",
        nargs=2,
        action="append",
        metavar=("PLAYER", "CARDS"),
        default=[],
        help="the four cards a player held when the play began, to check the gos: --hand 2 "
        "'6H JD KS QS'",
    )
    _add_rules(peg, PEGGING_RULES)

    trick = commands.add_parser(
        "trick",
        help="settle who takes a Euchre or Bid Euchre trick, and why",
        description="Who takes a trick of the cards played in order, the lead first.",
    )
    trick.add_argument("cards", nargs="+", help="the cards in play order, like AH JD QH 9S")
    trick.add_argument("--game", choices=GAMES, default="euchre", help="default euchre")
    trick.add_argument(
        "--trump",
        required=True,
        help="C, D, H or S (or clubs ...), no-trump or low-no-trump (Bid Euchre)",
    )
    trick.add_argument("--lead", default="south", help="the seat that led: south (default) ...")
    trick.add_argument(
        "--out", action="append", default=[], help="a seat sitting out, partner of a lone hand"
    )
    trick.add_argument(
        "--hand",
        nargs=2,
        action="append",
        metavar=("SEAT", "CARDS"),
        default=[],
        help="the cards a seat held before the trick, to check it followed suit",
    )
    _add_rules(trick, bid_settle.TRICK_RULES, "Bid Euchre house rules")

    hand = commands.add_parser(
        "hand",
        help="settle what a Euchre or Bid Euchre hand is worth",
        description="What a played hand scores, every point explained.",
    )
    games = hand.add_subparsers(dest="game", required=True, parser_class=type(hand))
    euchre = games.add_parser("euchre", help="makers, alone, tricks, a defender alone, a renege")
    euchre.add_argument("--maker", required=True, help="the seat that made trump: south ...")
    euchre.add_argument("--trump", required=True, help="C, D, H or S")
    euchre.add_argument("--tricks", required=True, type=int, help="the makers' tricks, 0 to 5")
    euchre.add_argument("--alone", action="store_true", help="the maker went alone")
    euchre.add_argument("--defender", help="a defender who played alone (--defend-alone)")
    euchre.add_argument("--renege-by", help="a seat found to have reneged (--renege penalty)")
    euchre.add_argument("--renege-suit", help="the suit led that they did not follow")
    _add_rules(euchre, euchre_settle.HAND_RULES)
    bid = games.add_parser("bid-euchre", help="the contract and the bidders' tricks")
    bid.add_argument("--bidder", required=True, help="the seat that won the bidding")
    bid.add_argument("--bid", required=True, help="the tricks bid, or moon, call1, call2")
    bid.add_argument("--trump", required=True, help="C, D, H, S, no-trump or low-no-trump")
    bid.add_argument("--tricks", required=True, type=int, help="the tricks the bidders took")
    _add_rules(bid, bid_settle.HAND_RULES)


@dataclass(frozen=True)
class Answer:
    """A settle command's answer as printed, and whether the input held a play or card that
    was not allowed (the answer then says which and why; the command line exits 1)."""

    text: str
    refused: bool = False


def run(args: argparse.Namespace) -> Answer:
    """The answer to a settle command; ValueError (with the field at fault in front) for
    input it cannot settle."""
    try:
        if args.command == "peg":
            record = _peg(args)
            return Answer(format_pegging(record), record.problem is not None)
        if args.command == "trick":
            ruling = _trick(args)
            return Answer(format_trick(ruling), bool(ruling.problems))
        if args.game == "euchre":
            return Answer(format_euchre_hand(_euchre_hand(args)))
        return Answer(format_contract(_contract(args)))
    except ValueError as error:
        field = getattr(error, "field", None)
        raise ValueError(f"{field}: {error}" if field else str(error)) from None


def _add_rules(parser: argparse.ArgumentParser, options: Sequence[Option], title: str = "") -> None:
    group = parser.add_argument_group(title or "house rules")
    for option in options:
        flag = "--" + option.name.replace("_", "-")
        if option.is_flag:
            group.add_argument(flag, action="store_true", help=option.help or option.label)
        else:
            texts = [choice.text for choice in option.choices]
            default = option.default.value if isinstance(option.default, Enum) else option.default
            group.add_argument(
                flag, choices=texts, default=str(default), help=f"{option.label}; default {default}"
            )


def _rules(kind: Any, options: Sequence[Option], args: argparse.Namespace) -> Any:
    values: dict[str, Any] = {}
    for option in options:
        given = getattr(args, option.name)
        chosen = None if option.is_flag else option.choice(given)
        values[option.name] = bool(given) if chosen is None else chosen.value
    return kind(**values)


def _suit(text: str) -> Suit:
    trump, _ = parse_strain(text)
    if trump is None:
        raise ValueError(euchre_settle.NO_TRUMP)
    return trump


def _peg(args: argparse.Namespace) -> PeggingRecord:
    hands: list[list[Card] | None] = [None] * args.players
    for number, cards in args.hand:
        player = read_whole_number(number)
        if player is None or not 1 <= player <= args.players:
            raise ValueError(f"--hand {number}: players are numbered 1 to {args.players}")
        hands[player - 1] = parse_cards(cards)
    rules = _rules(CribbageRules, PEGGING_RULES, args)
    return settle_pegging(" ".join(args.plays), players=args.players, rules=rules, hands=hands)


def _trick(args: argparse.Namespace) -> TrickRuling:
    trump, low = parse_strain(args.trump)
    hands = {seat_named(seat): cards for seat, cards in args.hand}
    leader = seat_named(args.lead)
    out = [seat_named(seat) for seat in args.out]
    cards = " ".join(args.cards)
    if args.game == "euchre":
        return euchre_settle.settle_trick(cards, trump, leader=leader, out=out, hands=hands)
    rules = _rules(BidRules, bid_settle.TRICK_RULES, args)
    return bid_settle.settle_trick(
        cards, trump, low=low, leader=leader, out=out, hands=hands, rules=rules
    )


def _euchre_hand(args: argparse.Namespace) -> euchre_settle.HandWorth:
    return euchre_settle.settle_hand(
        seat_named(args.maker),
        _suit(args.trump),
        args.tricks,
        alone=args.alone,
        defender_alone=None if args.defender is None else seat_named(args.defender),
        reneged=None if args.renege_by is None else seat_named(args.renege_by),
        renege_suit=None if args.renege_suit is None else _suit(args.renege_suit),
        rules=_rules(EuchreRules, euchre_settle.HAND_RULES, args),
    )


def _contract(args: argparse.Namespace) -> bid_settle.ContractWorth:
    trump, low = parse_strain(args.trump)
    rules = _rules(BidRules, bid_settle.HAND_RULES, args)
    bid = bid_settle.parse_bid(args.bid)
    return bid_settle.settle_contract(
        seat_named(args.bidder), bid, trump, args.tricks, low=low, rules=rules
    )


def format_pegging(record: PeggingRecord) -> str:
    """Each step with what it pegged and why, then what was not allowed, the points and
    what comes next."""
    players = record.players
    lines = [f"Pegging, {players} players: player 1 leads, player {players} deals"]
    number = 0
    for step in record.steps:
        said = sentence(step.text, player_name(step.player))
        if step.problem:
            lines.append(f"Not allowed: {said}: {step.problem}")
            continue
        if step.kind is StepKind.PLAY:
            number += 1
            lines.append(f"{number:>4}. {said}")
        else:
            lines.append(f"      {said}")
        lines += [f"        {item.text}" for item in step.items]
        if step.note:
            lines.append(f"        ({step.note})")
    pegged = ", ".join(
        f"{side_name(side, players)} {points}" for side, points in enumerate(record.points)
    )
    lines.append(f"Pegged: {pegged}")
    if record.is_over:
        lines.append("Every card is played: the show comes next.")
    elif record.to_play is not None:
        lines.append(f"Next: {player_name(record.to_play)} to play on {record.count}")
    return "\n".join(lines)


def format_trick(ruling: TrickRuling) -> str:
    """The strain and the seats, each card with what it does, who takes it and why."""
    order = ", ".join(play.player for play in ruling.plays)
    out = f"; {ruling.sitting_out_said}" if ruling.sitting_out_said else ""
    lines = [f"{ruling.strain}{out}; in play order: {order}"]
    for play in ruling.plays:
        note = f": {play.note}" if play.note else ""
        lines.append(f"  {play.player} plays {play.card.display}{note}")
    winner = ruling.winner
    lines.append(f"{winner.player} takes the trick for {ruling.side}: {ruling.reason.text}.")
    lines += [f"Not allowed: {play.player}'s {play.problem}" for play in ruling.problems]
    return "\n".join(lines)


def format_euchre_hand(worth: euchre_settle.HandWorth) -> str:
    lines = [f"{worth.setting}.", f"{worth.scorers} score {worth.result.points}: {worth.said}."]
    lines.append("How a hand scores under these rules:")
    lines += [f"  {line}" for line in worth.scoring]
    return "\n".join(lines)


def format_contract(worth: bid_settle.ContractWorth) -> str:
    lines = [f"{worth.setting}: {'made' if worth.score.made else 'set'}."]
    lines += [f"{side} {points:+d}: {why}." for side, points, why in worth.lines]
    return "\n".join(lines)
