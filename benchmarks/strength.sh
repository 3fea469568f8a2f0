#!/usr/bin/env bash
# Measure the difficulty levels with the arena (issue: strength targets), writing one
# JSON file per cell into DIR (default strength-results/); then
#   python benchmarks/strength_table.py DIR
# prints the tables of docs/strength.md.  GAMES (default 1000) games per cell, mirrored;
# VARIANTS (default "eaai standard oklahoma") the presets; PAIRS (default every pair of the
# tables) the "level,opponent" cells.  A cell already in DIR is kept.
set -euo pipefail
dir=${1:-strength-results}
games=${GAMES:-1000}
mkdir -p "$dir"
for variant in ${VARIANTS:-eaai standard oklahoma}; do
  for pair in ${PAIRS:-medium,simple hard,simple hard,gin-only expert,simple expert,gin-only expert,camper}; do
    out="$dir/$variant-${pair/,/-vs-}.json"
    [ -f "$out" ] && continue
    ginrummy arena --players "$pair" --games "$games" --mirrored --variant "$variant" \
      --seed 2026 --json > "$out.tmp"
    mv "$out.tmp" "$out"
  done
done
