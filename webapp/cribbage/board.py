"""Where everything goes on the drawn cribbage board (templates/macros/board.html draws it).

A continuous track per side, holes in groups of five, 30 holes to a row (15 on a phone): out
along the first row, back along the second and so on, the sides' rows side by side so the pegs
race each other.
Where the track turns the lanes nest (the inside lane turns inside), so their order flips from
row to row. A game to 121 is four rows of 30 (120 holes and the game hole), to 61 two rows.
"""

from __future__ import annotations

from dataclasses import dataclass

GROUP = 5
DX = 10  # from hole to hole
GROUP_GAP = 6  # extra space between groups of five
LANE = 9  # from one side's lane to the next within a row
ROW_GAP = 14  # between the last lane of a row and the first of the next
LEFT = 40  # room on the left for the start and game holes and the turns
TOP = 14


@dataclass(frozen=True)
class Peg:
    side: int
    x: float
    y: float
    front: bool
    at: int


@dataclass(frozen=True)
class Board:
    width: float
    height: float
    holes: tuple[tuple[float, float], ...]
    game_hole: tuple[float, float]
    start_holes: tuple[tuple[float, float], ...]
    grooves: tuple[tuple[int, str], ...]  # (side, SVG path)
    labels: tuple[tuple[float, float, str], ...]
    # Skunk lines, as x1 y1 x2 y2, class and mark (S for a skunk, SS for a double skunk).
    lines: tuple[tuple[float, float, float, float, str, str], ...]
    pegs: tuple[Peg, ...]


def _column_x(column: int) -> float:
    return LEFT + column * DX + (column // GROUP) * GROUP_GAP


def board(
    game_to: int,
    pegs: tuple[tuple[int, int], ...],
    skunk_lines: tuple[int, ...],  # the skunk line, then the double skunk line if any
    per_row: int = 30,
) -> Board:
    """The board for a game to `game_to` with `pegs` (front, back) per side, `per_row` holes
    to a row (30 for a wide screen, 15 for a phone's)."""
    sides = len(pegs)
    holes_per_side = game_to - 1
    rows = holes_per_side // per_row
    row_height = (sides - 1) * LANE + ROW_GAP

    def row_y(row: int) -> float:
        return TOP + row * row_height

    def lane(side: int, row: int) -> int:
        return side if row % 2 == 0 else sides - 1 - side

    def hole(side: int, point: int) -> tuple[float, float]:
        row, step = divmod(point - 1, per_row)
        column = step if row % 2 == 0 else per_row - 1 - step
        return _column_x(column), row_y(row) + lane(side, row) * LANE

    right_x = _column_x(per_row - 1)
    first_x = _column_x(0)
    last_row_y = row_y(rows - 1)
    game_hole = (first_x - 20, last_row_y + (sides - 1) * LANE / 2)

    def start(side: int, which: int) -> tuple[float, float]:
        return first_x - 14 - which * 9, row_y(0) + side * LANE

    grooves = []
    for side in range(sides):
        x, y = start(side, 1)
        path = [f"M{x:g} {y:g}"]
        for point in range(1, holes_per_side + 1):
            hx, hy = hole(side, point)
            row, step = divmod(point - 1, per_row)
            if step == 0 and row > 0:
                # Turn from the end of the last row into this one: a half circle outwards.
                _, py = hole(side, point - 1)
                radius = abs(hy - py) / 2
                sweep = 1 if row % 2 == 1 else 0
                path.append(f"A{radius:g} {radius:g} 0 0 {sweep} {hx:g} {hy:g}")
            else:
                path.append(f"L{hx:g} {hy:g}")
        path.append(f"L{game_hole[0]:g} {game_hole[1]:g}")
        grooves.append((side, " ".join(path)))

    holes = tuple(
        hole(side, point) for side in range(sides) for point in range(1, holes_per_side + 1)
    )
    labels = []
    for point in range(10, holes_per_side + 1, 10):
        x, _ = hole(0, point)
        row = (point - 1) // per_row
        labels.append((x, row_y(row) - 5, str(point)))
    labels.append((game_hole[0], game_hole[1] - 7, str(game_to)))

    lines = []
    for mark, line in zip(("S", "SS"), skunk_lines, strict=False):
        # The line between hole line-1 and hole line: across the turn into line's row.
        row = (line - 1) // per_row
        if (line - 1) % per_row != 0 or row == 0:
            continue
        y = row_y(row) - ROW_GAP / 2
        x = right_x + 3 if row % 2 == 1 else first_x - 3
        reach = (sides - 1) * LANE / 2 + ROW_GAP / 2 + 4
        x2 = x + reach if row % 2 == 1 else x - reach
        lines.append((x, y, x2, y, "skunk-line", mark))

    drawn: list[Peg] = []
    for side, (front, back) in enumerate(pegs):
        for is_front, at in ((False, back), (True, front)):
            if at <= 0:
                x, y = start(side, 0 if is_front else 1)
            elif at >= game_to:
                x, y = game_hole
            else:
                x, y = hole(side, at)
            drawn.append(Peg(side, x, y, is_front, at))

    height = row_y(rows - 1) + (sides - 1) * LANE + 10
    return Board(
        width=right_x + (sides - 1) * LANE + ROW_GAP / 2 + 16,
        height=height,
        holes=holes,
        game_hole=game_hole,
        start_holes=tuple(start(side, which) for side in range(sides) for which in (0, 1)),
        grooves=tuple(grooves),
        labels=tuple(labels),
        lines=tuple(lines),
        pegs=tuple(drawn),
    )
