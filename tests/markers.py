"""The skip markers of tests that compare with MLIR 22's tools: each test
names what it needs, and is skipped, saying why, where it is missing."""

from __future__ import annotations

import pytest

from xdsl_dealloc.testing.mlir_tools import mlir_tools_missing
from xdsl_dealloc.testing.native import native_tools_missing

needs_mlir = pytest.mark.skipif(
    mlir_tools_missing() is not None, reason=mlir_tools_missing() or ""
)
"""mlir-opt-22."""

needs_native = pytest.mark.skipif(
    native_tools_missing() is not None, reason=native_tools_missing() or ""
)
"""mlir-opt-22, mlir-runner-22 and its runtime library, to run programs."""
