#!/usr/bin/env bash
# The whole test suite: lint, types, unit tests and lit/FileCheck tests.
set -euo pipefail
cd "$(dirname "$0")/.."
ruff check .
ruff format --check .
pyright
pytest -q
lit -v tests/filecheck
