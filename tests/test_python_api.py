"""The example of docs/python-api.md runs as written, in a fresh process
(`register()` alone, a context of xDSL's own dialect objects), and computes
the values the document says."""

from __future__ import annotations

import re
import subprocess
import sys
from pathlib import Path

DOC = Path(__file__).parents[1] / "docs" / "python-api.md"


def test_the_documented_example_bufferizes_deallocates_and_computes() -> None:
    text = DOC.read_text()
    code = re.search(r"```python\n(.*?)```", text, re.DOTALL)
    expected = re.search(r"```text\n(.*?)```", text, re.DOTALL)
    assert code is not None and expected is not None
    result = subprocess.run(
        [sys.executable, "-c", code.group(1)],
        capture_output=True,
        text=True,
        check=False,
    )
    assert result.returncode == 0, result.stderr
    assert result.stdout.endswith(expected.group(1))
    assert "memref.alloc()" in result.stdout
    assert "bufferization.to_tensor" not in result.stdout


def test_the_pass_module_exports_every_pass() -> None:
    """All but the test pass and the `mlir-forms` switch."""
    import xdsl_dealloc.passes
    from xdsl_dealloc.pass_reference import passes

    exported = {
        getattr(xdsl_dealloc.passes, name) for name in xdsl_dealloc.passes.__all__
    }
    named = {
        pass_class
        for name, pass_class in passes()
        if name not in ("test-print-liveness", "mlir-forms")
    }
    assert exported == named
