#!/usr/bin/env bash
# The whole test suite: lint, formatting, types, unit tests and lit/FileCheck
# tests.  Every stage runs even when an earlier one fails, so one run reports
# all problems; the exit status is non-zero if any stage failed.
set -uo pipefail
cd "$(dirname "$0")/.."

failed=()
stage() {
  echo "==> $*"
  "$@" || failed+=("$*")
}

stage ruff check .
stage ruff format --check .
stage pyright
stage pytest -q -n auto --dist worksteal
stage lit -v tests/filecheck
# xDSL's own FileCheck suite (in its wheel) gives the same result per test
# with the plugin as without it.
stage python scripts/xdsl_suite_unchanged.py -j2

if ((${#failed[@]})); then
  printf 'FAILED: %s\n' "${failed[@]}" >&2
  exit 1
fi
echo "all stages passed"
