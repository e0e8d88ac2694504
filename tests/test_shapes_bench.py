"""A smoke test of `bench/shapes_bench.py`: each of its generated shapes
goes through the deallocation pipeline (so the benchmark measures a
pipeline run, not a rejection), and its stage timing runs."""

import importlib.util
import sys
from pathlib import Path
from types import ModuleType

import pytest
from xdsl.passes import PassPipeline

from xdsl_dealloc.sanitizer.harness import parse_module
from xdsl_dealloc.testing.pipelines import pipeline_context
from xdsl_dealloc.universe import Universe

BENCH = Path(__file__).resolve().parent.parent / "bench"


def _shapes_bench() -> ModuleType:
    sys.path.insert(0, str(BENCH))  # for its `measure` import
    spec = importlib.util.spec_from_file_location(
        "shapes_bench", BENCH / "shapes_bench.py"
    )
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


shapes_bench = _shapes_bench()


@pytest.mark.parametrize("shape", sorted(shapes_bench.SHAPES))
def test_shape_goes_through_the_pipeline(shape: str):
    text = shapes_bench.dealloc_module(shape, 3)
    module = parse_module(text)
    PassPipeline.parse_spec(
        Universe.get_multiverse().all_passes, shapes_bench.DEALLOC_PIPELINE
    ).apply(pipeline_context(), module)
    module.verify()
    output = str(module)
    assert output.count("func.func") == text.count("func.func") == 3
    assert "memref.dealloc" in output


def test_stage_seconds_cover_both_commands():
    seconds = shapes_bench.stage_seconds(shapes_bench.dealloc_module("diamond", 2))
    assert {"parse", "verify", "print", "verify output", "print output"} <= set(seconds)
    assert "ownership-based-buffer-deallocation" in seconds


def test_baseline_reads_mlir_forms_only_where_xdsl_cannot(tmp_path: Path):
    """The `unranked` shape copies unranked memrefs, which xDSL's own
    `memref.copy` rejects: its baseline is `xdsl-opt -p mlir-forms`."""
    path = tmp_path / "input.mlir"
    path.write_text(shapes_bench.dealloc_module("diamond", 1))
    assert shapes_bench.baseline_passes(path) is None
    path.write_text(shapes_bench.dealloc_module("unranked", 1))
    assert shapes_bench.baseline_passes(path) == "mlir-forms"
