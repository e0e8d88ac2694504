"""The test programs are valid MLIR: `mlir-opt-22` parses and verifies them."""

from __future__ import annotations

from pathlib import Path

import pytest

from tests.markers import needs_mlir
from tests.sanitizer.input_checks import INPUTS
from xdsl_dealloc.testing.mlir_tools import mlir_opt_rejection


@needs_mlir
@pytest.mark.parametrize("path", sorted(INPUTS.glob("*.mlir")), ids=lambda p: p.name)
def test_mlir_opt_accepts(path: Path):
    assert mlir_opt_rejection(path.read_text()) is None
