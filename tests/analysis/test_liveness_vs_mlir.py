"""Our `test-print-liveness` against MLIR 22's, on the same inputs.

Both tools number blocks and values the same way, so the reports must agree
name for name: live-in and live-out of every block, the length of every live
interval and every currently-live set.  Inputs are the hand-written files in
`inputs/` and a seeded batch of random CFGs with nested `scf.if`s.
"""

from __future__ import annotations

import random
import subprocess
from pathlib import Path

import pytest

from tests.markers import needs_mlir
from xdsl_dealloc.testing.cfg_programs import random_function
from xdsl_dealloc.testing.mlir_tools import run_mlir_opt

from .liveness_report import BlockReport, parse_liveness_report

INPUTS = sorted((Path(__file__).parent / "inputs").glob("*.mlir"))

pytestmark = needs_mlir


def mlir_report(path: Path) -> dict[str, dict[int, BlockReport]]:
    run = run_mlir_opt(
        path.read_text(),
        "--mlir-disable-threading",
        "--pass-pipeline=builtin.module(func.func(test-print-liveness))",
        "-o",
        "/dev/null",
    )
    assert run.returncode == 0, run.stderr
    return parse_liveness_report(run.stderr)


def our_report(path: Path) -> dict[str, dict[int, BlockReport]]:
    run = subprocess.run(
        ["xdsl-opt", str(path), "-p", "test-print-liveness", "-o", "/dev/null"],
        capture_output=True,
        text=True,
        check=True,
    )
    return parse_liveness_report(run.stderr)


def assert_same_reports(path: Path) -> None:
    expected = mlir_report(path)
    actual = our_report(path)
    assert list(actual) == list(expected)
    for function, blocks in expected.items():
        assert actual[function] == blocks, f"@{function} in {path.name}"


@pytest.mark.parametrize("path", INPUTS, ids=[path.stem for path in INPUTS])
def test_inputs_match_mlir(path: Path) -> None:
    assert_same_reports(path)


def test_random_cfgs_match_mlir(tmp_path: Path) -> None:
    rng = random.Random(20240522)
    path = tmp_path / "random.mlir"
    path.write_text(
        "\n\n".join(random_function(f"f{index}", rng) for index in range(40))
    )
    assert_same_reports(path)
