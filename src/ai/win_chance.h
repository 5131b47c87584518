// How the computer player compares root moves: by the chance to win the game that each sampled
// position's search score stands for, averaged over the samples (ai/search.cc).
//
// Why not the raw scores: a won game scores kWinScore = 100,000 points, so an attack on a piece
// that was the Flag in one sample of twenty outscored, on average, losing the Marshal to a Bomb
// in all the others, and the Marshal and General died on unmoved pieces game after game. As
// chances, taking the Flag in one sample of twenty adds about 1/40 and losing the Marshal in the
// other nineteen takes away a quarter or more: such a gamble is taken only when the Flag is about
// as likely as the loss (a cheap piece that risks little still tries it), and a side far behind
// gambles more readily than a side far ahead, as a player who wants to win should.
#pragma once

#include "core/board.h"

namespace stratego {

// A position that is not over is worth the chance of a side that many points ahead,
// 1 / (1 + e^(-points / scale)), kept within [kMaterialFloor, 1 - kMaterialFloor].
inline constexpr double kMaterialFloor = 0.02;
// The scale is kScaleShare of all the material on the board (at least kMinScale): a lead counts
// by its share of what is left, so losing the Marshal (about 440 points with its premium as a
// hidden piece) at the start leaves about one chance in four, and in an endgame of a few pieces
// it loses the game.
inline constexpr double kScaleShare = 0.065;
inline constexpr double kMinScale = 150.0;
// A won game is worth 1 less this much a ply (for at most kLatePlies plies, so that a win stays
// above any material), a lost one this much a ply. Not only does the nearer win come first: each
// sample knows where the Flag is, so without it the search would put off an attack on a likely
// Flag that it could make now and take the Flag later, though waiting teaches nothing.
inline constexpr double kWinChancePerPly = 0.002;
inline constexpr int kLatePlies = 10;

// The scale of WinChance for a position: kScaleShare of the material of both sides on `board`
// (BaseValue of ai/evaluation.h, the Flags aside), at least kMinScale.
double WinChanceScale(const Board& board);

// The chance to win that a search `score` (ai/evaluation.h: kWinScore less the plies to a won
// game, or material) stands for, with the scale of WinChanceScale. Below -kWinScore (a move the
// search had no time for): 0.
double WinChance(int score, double scale);

// The score that WinChance turns into `chance`, within rounding: a finished game's for the
// chances only a finished game has, else material.
int ScoreForChance(double chance, double scale);

}  // namespace stratego
