"""`memref.transpose` and `memref.reshape` are views: the deallocation frees
the buffer under them, and the aliasing analysis knows a view is its source,
so no pointer is compared at run time where MLIR 22 (for which `transpose`
is no view) compares them."""

from __future__ import annotations

from tests.markers import needs_mlir
from tests.transforms.pipeline_checks import (
    deallocated,
    results_by_input,
    runtime_checks,
)
from xdsl_dealloc.sanitizer import check_module
from xdsl_dealloc.testing.mlir_tools import mlir_opt_output

PROGRAM = """
// Returns the transpose of one of two fresh buffers; [2, 1] of the
// transpose is [1, 2] of the buffer, 1.0 in the first and 2.0 in the second.
func.func private @transposed(%c: i1) -> memref<3x2xf32, strided<[1, 3]>> {
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %one = arith.constant 1.000000e+00 : f32
  %two = arith.constant 2.000000e+00 : f32
  %a = memref.alloc() : memref<2x3xf32>
  %b = memref.alloc() : memref<2x3xf32>
  memref.store %one, %a[%c1, %c2] : memref<2x3xf32>
  memref.store %two, %b[%c1, %c2] : memref<2x3xf32>
  %s = arith.select %c, %a, %b : memref<2x3xf32>
  %t = memref.transpose %s (d0, d1) -> (d1, d0) : memref<2x3xf32> to memref<3x2xf32, strided<[1, 3]>>
  return %t : memref<3x2xf32, strided<[1, 3]>>
}

func.func @read_transposed(%c: i1) -> f32 {
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %t = func.call @transposed(%c) : (i1) -> memref<3x2xf32, strided<[1, 3]>>
  %x = memref.load %t[%c2, %c1] : memref<3x2xf32, strided<[1, 3]>>
  return %x : f32
}

func.func private @first_row_sum(%m: memref<2x3xf32>) -> f32 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %x = memref.load %m[%c0, %c0] : memref<2x3xf32>
  %y = memref.load %m[%c0, %c1] : memref<2x3xf32>
  %s = arith.addf %x, %y : f32
  return %s : f32
}

// Reshapes a fresh 6-element buffer to 2x3 with a fresh shape buffer and
// passes the view to a callee, or reads it itself.
func.func @reshaped(%c: i1) -> f32 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c3 = arith.constant 3 : index
  %three = arith.constant 3.000000e+00 : f32
  %four = arith.constant 4.000000e+00 : f32
  %flat = memref.alloc() : memref<6xf32>
  memref.store %three, %flat[%c0] : memref<6xf32>
  memref.store %four, %flat[%c1] : memref<6xf32>
  %shape = memref.alloc() : memref<2xindex>
  memref.store %c2, %shape[%c0] : memref<2xindex>
  memref.store %c3, %shape[%c1] : memref<2xindex>
  %m = memref.reshape %flat(%shape) : (memref<6xf32>, memref<2xindex>) -> memref<2x3xf32>
  %r = scf.if %c -> f32 {
    %s = func.call @first_row_sum(%m) : (memref<2x3xf32>) -> f32
    scf.yield %s : f32
  } else {
    %x = memref.load %m[%c0, %c1] : memref<2x3xf32>
    scf.yield %x : f32
  }
  return %r : f32
}

// Returns a reshape of a fresh buffer: the caller owns and frees it.
func.func private @reshaped_fresh() -> memref<2x2xf32> {
  %c0 = arith.constant 0 : index
  %c3 = arith.constant 3 : index
  %c2 = arith.constant 2 : index
  %five = arith.constant 5.000000e+00 : f32
  %flat = memref.alloc() : memref<4xf32>
  memref.store %five, %flat[%c3] : memref<4xf32>
  %shape = memref.get_global @square : memref<2xindex>
  %m = memref.reshape %flat(%shape) : (memref<4xf32>, memref<2xindex>) -> memref<2x2xf32>
  return %m : memref<2x2xf32>
}

memref.global "private" constant @square : memref<2xindex> = dense<2>

func.func @read_reshaped_fresh() -> f32 {
  %c1 = arith.constant 1 : index
  %m = func.call @reshaped_fresh() : () -> memref<2x2xf32>
  %x = memref.load %m[%c1, %c1] : memref<2x2xf32>
  return %x : f32
}
"""


def test_transposed_buffer_returned_is_freed_by_the_caller() -> None:
    assert not check_module(PROGRAM).clean  # every buffer leaks before
    module = deallocated(PROGRAM)
    assert results_by_input(module, "read_transposed") == {
        "%c = false": (2.0,),
        "%c = true": (1.0,),
    }


def test_reshaped_buffers_are_freed_after_their_last_use() -> None:
    module = deallocated(PROGRAM)
    assert results_by_input(module, "reshaped") == {
        "%c = false": (4.0,),
        "%c = true": (7.0,),
    }
    assert results_by_input(module, "read_reshaped_fresh") == {"": (5.0,)}


@needs_mlir
def test_mlir_accepts_the_output_which_compares_fewer_pointers() -> None:
    ours = str(deallocated(PROGRAM))
    mlir_opt_output(ours)
    theirs = mlir_opt_output(PROGRAM, "--buffer-deallocation-pipeline")
    assert runtime_checks(ours) < runtime_checks(theirs)
