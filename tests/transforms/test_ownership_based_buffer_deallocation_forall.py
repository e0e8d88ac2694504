"""`scf.forall` with buffers allocated in its body: the deallocation frees
each iteration's buffers before `scf.forall.in_parallel`, as MLIR 22 does,
and the sanitizer runs the iterations one after another."""

from __future__ import annotations

import pytest
from xdsl.irdl import IRDLOperation, irdl_op_definition, traits_def
from xdsl.utils.exceptions import DiagnosticException

from tests.markers import needs_mlir
from tests.transforms.pipeline_checks import (
    deallocated,
    results_by_input,
    runtime_checks,
)
from xdsl_dealloc.dialects.scf import ForallOp, InParallelOp, ParallelCombiningOp
from xdsl_dealloc.interfaces.deallocation_state import DeallocationOptions
from xdsl_dealloc.sanitizer import check_module, parse_module
from xdsl_dealloc.testing.mlir_tools import mlir_opt_output
from xdsl_dealloc.transforms.ownership_based_buffer_deallocation import (
    deallocate_module,
)

PROGRAM = """
// Each iteration of a 2-D forall writes i + j (one of two fresh buffers
// holding it, picked by %c, or, when %d holds, a stack copy) into
// %out[i * 3 + j]; the caller sums the 6 elements: 0+1+2+1+2+3 = 9.
func.func private @fill(%c: i1, %d: i1, %out: memref<6xindex>, %rows: index) {
  %c0 = arith.constant 0 : index
  %c3 = arith.constant 3 : index
  scf.forall (%i, %j) in (%rows, 3) {
    %a = memref.alloc() : memref<1xindex>
    %b = memref.alloc() : memref<1xindex>
    %x = arith.addi %i, %j : index
    memref.store %x, %a[%c0] : memref<1xindex>
    memref.store %x, %b[%c0] : memref<1xindex>
    %s = arith.select %c, %a, %b : memref<1xindex>
    %picked = scf.if %d -> memref<1xindex> {
      %stack = memref.alloca() : memref<1xindex>
      memref.copy %s, %stack : memref<1xindex> to memref<1xindex>
      scf.yield %stack : memref<1xindex>
    } else {
      scf.yield %s : memref<1xindex>
    }
    %y = memref.load %picked[%c0] : memref<1xindex>
    %row = arith.muli %i, %c3 : index
    %at = arith.addi %row, %j : index
    memref.store %y, %out[%at] : memref<6xindex>
  }
  return
}

func.func @main(%c: i1, %d: i1) -> index {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c6 = arith.constant 6 : index
  %out = memref.alloc() : memref<6xindex>
  func.call @fill(%c, %d, %out, %c2) : (i1, i1, memref<6xindex>, index) -> ()
  %total = scf.for %k = %c0 to %c6 step %c1 iter_args(%acc = %c0) -> index {
    %v = memref.load %out[%k] : memref<6xindex>
    %next = arith.addi %acc, %v : index
    scf.yield %next : index
  }
  return %total : index
}

// A forall whose body allocates nothing and reads a buffer of the caller.
func.func @read_only(%c: i1) -> f32 {
  %c0 = arith.constant 0 : index
  %one = arith.constant 1.000000e+00 : f32
  %buffer = memref.alloc() : memref<4xf32>
  memref.store %one, %buffer[%c0] : memref<4xf32>
  scf.forall (%i) = (0) to (4) step (2) {
    %v = memref.load %buffer[%i] : memref<4xf32>
    memref.store %v, %buffer[%i] : memref<4xf32>
  }
  %r = memref.load %buffer[%c0] : memref<4xf32>
  return %r : f32
}
"""


def test_every_iteration_frees_its_buffers_and_the_values_hold() -> None:
    assert not check_module(PROGRAM).clean  # the body's buffers leak before
    module = deallocated(PROGRAM)
    assert results_by_input(module, "main") == {
        inputs: (9,)
        for inputs in (
            "%c = false, %d = false",
            "%c = false, %d = true",
            "%c = true, %d = false",
            "%c = true, %d = true",
        )
    }
    assert results_by_input(module, "read_only") == {
        "%c = false": (1.0,),
        "%c = true": (1.0,),
    }


@needs_mlir
def test_mlir_accepts_the_output_with_no_more_runtime_checks() -> None:
    ours = str(deallocated(PROGRAM))
    mlir_opt_output(ours)
    theirs = mlir_opt_output(PROGRAM, "--buffer-deallocation-pipeline")
    assert runtime_checks(ours) <= runtime_checks(theirs)


@irdl_op_definition
class CombineOp(IRDLOperation):
    """A parallel combining op, as `tensor.parallel_insert_slice` is."""

    name = "test.combine"
    traits = traits_def(ParallelCombiningOp())


def test_a_combining_op_in_in_parallel_is_rejected_as_in_mlir() -> None:
    module = parse_module(
        """
        func.func @f() {
          scf.forall (%i) in (2) {
            %a = memref.alloc() : memref<2xf32>
          }
          return
        }
        """
    )
    forall = next(op for op in module.walk() if isinstance(op, ForallOp))
    terminator = forall.body.block.last_op
    assert isinstance(terminator, InParallelOp)
    terminator.region.block.add_op(CombineOp())
    before = str(module)
    with pytest.raises(
        DiagnosticException, match="only supported when nested region is empty"
    ):
        deallocate_module(module, DeallocationOptions())
    assert str(module) == before
