"""The test programs are valid MLIR: `mlir-opt-22` parses and verifies them."""

from __future__ import annotations

import shutil
import subprocess
from pathlib import Path

import pytest

from tests.sanitizer.helpers import INPUTS

MLIR_OPT = shutil.which("mlir-opt-22")


@pytest.mark.skipif(MLIR_OPT is None, reason="needs mlir-opt-22")
@pytest.mark.parametrize("path", sorted(INPUTS.glob("*.mlir")), ids=lambda p: p.name)
def test_mlir_opt_accepts(path: Path):
    assert MLIR_OPT is not None
    result = subprocess.run(
        [MLIR_OPT, str(path), "-o", "/dev/null"], capture_output=True, text=True
    )
    assert result.returncode == 0, result.stderr
