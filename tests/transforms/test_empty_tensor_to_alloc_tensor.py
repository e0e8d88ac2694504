"""`empty-tensor-to-alloc-tensor` against MLIR 22's on the One-Shot corpus,
and why ours replaces xDSL's pass of that name."""

from __future__ import annotations

import pytest
from xdsl.passes import PassPipeline
from xdsl.transforms.empty_tensor_to_alloc_tensor import (
    EmptyTensorToAllocTensorPass as XdslEmptyTensorToAllocTensor,
)
from xdsl.universe import Universe

from tests.markers import needs_mlir
from tests.transforms.buffer_result_checks import (
    CORPUS,
    clean_outcomes,
    ours,
)
from xdsl_dealloc.pass_options import PassOptionError
from xdsl_dealloc.sanitizer import parse_module
from xdsl_dealloc.testing.bufferization.corpus import (
    CorpusProgram,
    run_mlir,
)
from xdsl_dealloc.testing.bufferization.empty_tensor_elimination import (
    mlir_after,
    ours_after,
)
from xdsl_dealloc.testing.mlir_tools import mlir_opt_output
from xdsl_dealloc.testing.pipelines import pipeline_context
from xdsl_dealloc.transforms.empty_tensor_to_alloc_tensor import (
    EmptyTensorToAllocTensorPass,
)

MERGED_BLOCKS = (
    "cf_branch_tensors",
    "multiple_returns",
)
"""Programs whose two blocks branching to (or returning) one value MLIR
22's greedy driver merges into one with a tensor argument, which its
One-Shot Bufferize with function boundaries then rejects ("type mismatch
for bb argument")."""
MLIR_CANONICALIZES_WRONGLY = ("copy_to_other_element_type",)
"""Programs MLIR 22's canonicalization turns into invalid IR: it folds a
`tensor.extract` of a `linalg.copy` between element types to the value
before the conversion (an `f32` returned as `bf16`)."""
MLIR_FOLDS = {
    "fully_dynamic_results": "tensor.extract of tensor.insert",
    "linalg_self_copy": "tensor.extract of tensor.insert",
    "fill_in_loop": "tensor.from_elements of constants",
    "forall": "tensor.from_elements of constants",
    "forall[check-parallel-regions=false]": ("tensor.from_elements of constants"),
}
"""Programs with an op MLIR 22's greedy driver folds on the way (xDSL has
no such folder): an allocation goes with it (a `tensor.extract` of a
`tensor.insert` at the same index reads the inserted value; a
`from_elements` of constants becomes a constant, a global)."""


@needs_mlir
@pytest.mark.parametrize(
    "program",
    [p for p in CORPUS if "tensor.empty" in p.text],
    ids=lambda p: p.name,
)
def test_corpus_with_empty_tensor_to_alloc_tensor_against_mlir_22(
    program: CorpusProgram,
):
    """`empty-tensor-to-alloc-tensor` on each corpus program with a
    `tensor.empty`: ours gives MLIR 22's output once both are canonicalized
    by `mlir-opt-22` (MLIR's greedy driver applies every MLIR folder on the
    way and merges identical blocks); bufferized after it (ours by ours,
    MLIR's by MLIR's, the program's options), the values of the program's
    EXPECT lines, the same as MLIR's, with no more allocations or copies."""
    name = "empty-tensor-to-alloc-tensor"
    if program.name not in MERGED_BLOCKS + MLIR_CANONICALIZES_WRONGLY:
        assert mlir_opt_output(ours(program.text, name), "--canonicalize") == (
            mlir_opt_output(program.text, f"--{name}", "--canonicalize")
        )
    mine = ours_after(program, name)
    assert set(program.expected) <= {o.text for o in clean_outcomes(mine)}
    theirs = mlir_after(program, name)
    if program.name in MERGED_BLOCKS:
        assert "type mismatch for bb argument" in theirs.error
        return
    assert clean_outcomes(mine) == clean_outcomes(theirs)
    assert mine.counts is not None and theirs.counts is not None
    if program.name in MLIR_FOLDS:  # MLIR's One-Shot Bufferize alone: ours
        assert run_mlir(program).counts == mine.counts
        return
    assert mine.counts.allocations <= theirs.counts.allocations
    assert mine.counts.copies <= theirs.counts.copies


def test_xdsl_empty_tensor_to_alloc_tensor_differs_from_mlir_22():
    """Why ours replaces xDSL's pass: xDSL's loses the location and turns
    a dead `tensor.empty` into an allocation."""
    text = """
func.func @f(%n: index) -> tensor<?xf32> {
  %dead = tensor.empty() : tensor<4xf32>
  %e = tensor.empty(%n) : tensor<?xf32> loc("input.mlir":3:8)
  return %e : tensor<?xf32>
}
"""
    xdsl_module, our_module = parse_module(text), parse_module(text)
    XdslEmptyTensorToAllocTensor().apply(pipeline_context(), xdsl_module)
    EmptyTensorToAllocTensorPass().apply(pipeline_context(), our_module)
    xdsl_allocations = [
        op for op in xdsl_module.walk() if op.name.endswith("alloc_tensor")
    ]
    our_allocations = [
        op for op in our_module.walk() if op.name.endswith("alloc_tensor")
    ]
    assert len(xdsl_allocations) == 2
    assert str(xdsl_allocations[1].location) == "loc(unknown)"
    assert len(our_allocations) == 1
    assert str(our_allocations[0].location) == 'loc("input.mlir":3:8)'
    # Under the pass's name: xDSL's, or ours in a run with MLIR 22's forms
    # (as here: the tests run registered).
    registered = Universe.get_multiverse().all_passes["empty-tensor-to-alloc-tensor"]
    chosen = parse_module(text)
    registered()().apply(pipeline_context(), chosen)
    assert str(chosen) == str(our_module)


def test_empty_tensor_to_alloc_tensor_checks_its_options():
    passes = Universe.get_multiverse().all_passes
    with pytest.raises(PassOptionError, match="it takes no options"):
        PassPipeline.parse_spec(passes, "empty-tensor-to-alloc-tensor{all=true}")
