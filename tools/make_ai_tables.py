#!/usr/bin/env python3
"""Derives the computer player's tables from the Gravon archive's human setups.

Usage: tools/make_ai_tables.py ../shared/data > src/ai/human_setups.cc

Writes, as C++ source:
- how often people put each rank on each of the 40 setup cells (64,920 classic setups), the
  prior the computer player starts from when it guesses the ranks of hidden enemy pieces;
- how a piece's rank changes the odds that a neighbour in the setup moves, or is a Bomb (the
  computer player's beliefs take a neighbour seen moving, or revealed as a Bomb, as evidence);
- how a piece's rank, once seen, changes the odds of each rank of the pieces that started near it
  (in front of it, behind it, beside it, two steps off): people keep the Spy behind their General;
- a library of sound human setups for the computer player to play: classic ones with the Flag on
  the back row and nothing but Bombs and the board's edge beside and in front of it; Barrage ones
  with the Flag on one of the two back rows.
The selection is deterministic (a fixed seed), so the output changes only with the data.
"""
import random
import sys

RANK_OF = {'B': 'kBomb', 'C': 'kSpy', 'D': 'kScout', 'E': 'kMiner', 'F': 'kSergeant',
           'G': 'kLieutenant', 'H': 'kCaptain', 'I': 'kMajor', 'J': 'kColonel', 'K': 'kGeneral',
           'L': 'kMarshal', 'M': 'kFlag'}
# Index(Rank) order of core/types.h: Flag, Spy, Scout, Miner, Sergeant, Lieutenant, Captain,
# Major, Colonel, General, Marshal, Bomb.
RANK_INDEX = {'M': 0, 'C': 1, 'D': 2, 'E': 3, 'F': 4, 'G': 5, 'H': 6, 'I': 7, 'J': 8, 'K': 9,
              'L': 10, 'B': 11}


def flag_guarded(setup):
    """The Flag is on the back row and every neighbour in the setup is a Bomb."""
    flag = setup.index('M')
    row, column = divmod(flag, 10)
    if row != 3:
        return False
    neighbours = [flag - 10]
    if column > 0:
        neighbours.append(flag - 1)
    if column < 9:
        neighbours.append(flag + 1)
    return all(setup[n] == 'B' for n in neighbours)


def flag_back(setup):
    """The Flag is on one of the two back rows (Barrage has one Bomb: it cannot guard it)."""
    return setup.index('M') >= 20


def neighbour_ratios(setups):
    """For each rank (Index order): how much likelier a setup neighbour (left, right, in front,
    behind) of a piece of that rank is a piece that moves, and a Bomb, than a neighbour of any
    piece: P(neighbour kind | rank) / P(neighbour kind)."""
    pairs = [0] * 12
    movable = [0] * 12
    bombs = [0] * 12
    for setup in setups:
        for cell, letter in enumerate(setup):
            row, column = divmod(cell, 10)
            for r, c in ((row, column - 1), (row, column + 1), (row - 1, column), (row + 1, column)):
                if 0 <= r < 4 and 0 <= c < 10:
                    neighbour = setup[r * 10 + c]
                    rank = RANK_INDEX[letter]
                    pairs[rank] += 1
                    movable[rank] += neighbour not in 'BM'
                    bombs[rank] += neighbour == 'B'
    all_movable = sum(movable) / sum(pairs)
    all_bombs = sum(bombs) / sum(pairs)
    return ([m / p / all_movable for m, p in zip(movable, pairs)],
            [b / p / all_bombs for b, p in zip(bombs, pairs)])


# The relations of pair_ratios, as human_setups.h names them: where a piece started relative to a
# seen piece (row 0 the front row): one row nearer the front, one row further back, beside it in
# its row, and two steps off in any way (in a line or diagonally).
PAIR_RELATIONS = ('in front', 'behind', 'beside', 'two steps off')


def pair_relation(seen, other):
    """The index in PAIR_RELATIONS of cell `other` seen from cell `seen`, or None if further."""
    row, column = divmod(seen, 10)
    other_row, other_column = divmod(other, 10)
    rows, columns = other_row - row, other_column - column
    if (rows, columns) == (-1, 0):
        return 0
    if (rows, columns) == (1, 0):
        return 1
    if rows == 0 and abs(columns) == 1:
        return 2
    if abs(rows) + abs(columns) == 2:
        return 3
    return None


def pair_ratios(setups, counts):
    """ratios[seen][relation][rank] (Index order): how much likelier a piece that started in that
    relation to a piece of rank `seen` has `rank` than its cell's own counts say:
    (pairs found + 1) / (pairs the cells' counts expect + 1)."""
    total = len(setups)
    found = [[[0] * 12 for _ in PAIR_RELATIONS] for _ in range(12)]
    for setup in setups:
        for seen, letter in enumerate(setup):
            for other, other_letter in enumerate(setup):
                relation = pair_relation(seen, other) if other != seen else None
                if relation is not None:
                    found[RANK_INDEX[letter]][relation][RANK_INDEX[other_letter]] += 1
    expected = [[[0.0] * 12 for _ in PAIR_RELATIONS] for _ in range(12)]
    for seen in range(40):
        for other in range(40):
            relation = pair_relation(seen, other) if other != seen else None
            if relation is None:
                continue
            for rank in range(12):
                for other_rank in range(12):
                    expected[rank][relation][other_rank] += (
                        counts[seen][rank] * counts[other][other_rank] / total)
    return [[[(found[a][r][b] + 1) / (expected[a][r][b] + 1) for b in range(12)]
             for r in range(len(PAIR_RELATIONS))] for a in range(12)]


def select(setups, count, seed, sound):
    distinct = sorted(set(s for s in setups if sound(s)))
    random.Random(seed).shuffle(distinct)
    return sorted(distinct[:count]), len(distinct)


def main():
    data = sys.argv[1]
    classic = [l.strip() for l in open(f'{data}/gravon-classic-setups.txt') if l.strip()]
    barrage = [l.strip() for l in open(f'{data}/gravon-barrage-setups.txt') if l.strip()]
    counts = [[0] * 12 for _ in range(40)]
    for setup in classic:
        for cell, letter in enumerate(setup):
            counts[cell][RANK_INDEX[letter]] += 1
    classic_library, classic_sound = select(classic, 400, 2012, flag_guarded)
    barrage_library, barrage_sound = select(barrage, 200, 2012, flag_back)

    out = sys.stdout
    out.write('// Generated by tools/make_ai_tables.py from the Gravon archive\'s human setups\n'
              '// (../shared/data: 64,920 classic and 3,944 Barrage setups, from the MIT-licensed\n'
              '// JBLanier/stratego_env and StrategoAI/ataraxos). Do not edit by hand.\n'
              '#include "ai/human_setups.h"\n\nnamespace stratego {\n\n')
    out.write(f'const int kHumanSetupCount = {len(classic)};\n\n')
    out.write('// kCellRankCounts[cell][Index(rank)]: cell = row * 10 + column of a setup, row 0 the\n'
              '// front row, column 0 the owner\'s left.\n')
    out.write('const std::uint16_t kCellRankCounts[kSetupCells][kNumRanks] = {\n')
    for row in counts:
        out.write('    {' + ', '.join(str(c) for c in row) + '},\n')
    out.write('};\n\n')
    movable, bombs = neighbour_ratios(classic)
    out.write('// kNeighbourRatios[0 for a neighbour that moves, 1 for a Bomb][Index(rank)]: how much\n'
              '// likelier a setup neighbour of a piece of that rank is of that kind than one of any piece.\n')
    out.write('const float kNeighbourRatios[2][kNumRanks] = {\n')
    for ratios in (movable, bombs):
        out.write('    {' + ', '.join(f'{r:.3f}f' for r in ratios) + '},\n')
    out.write('};\n\n')
    out.write('// kPairRatios[Index(seen rank)][relation][Index(rank)]: how much likelier a piece that\n'
              '// started in front of, behind, beside or two steps off a piece of the seen rank has the\n'
              '// rank than its cell\'s counts say.\n')
    out.write('const float kPairRatios[kNumRanks][kPairRelations][kNumRanks] = {\n')
    for seen in pair_ratios(classic, counts):
        out.write('    {\n')
        for ratios in seen:
            out.write('        {' + ', '.join(f'{r:.3f}f' for r in ratios) + '},\n')
        out.write('    },\n')
    out.write('};\n\n')
    for name, library, sound, total in (('kClassicLibrary', classic_library, classic_sound,
                                         len(classic)),
                                        ('kBarrageLibrary', barrage_library, barrage_sound,
                                         len(barrage))):
        out.write(f'// {len(library)} of the {sound} distinct sound setups among {total}.\n')
        out.write(f'const std::vector<std::string_view> {name} = {{\n')
        for setup in library:
            out.write(f'    "{setup}",\n')
        out.write('};\n\n')
    out.write('}  // namespace stratego\n')


if __name__ == '__main__':
    main()
