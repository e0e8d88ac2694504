"""`dealloc_test`: ops for testing the deallocation pass on inputs that MLIR's
main branch handles after release 22 (as xDSL's own `test` dialect, it is
part of the universe so that `xdsl-opt`, the sanitizer and the differential
tester read it; MLIR reads it as unregistered ops, in the generic form).

* `dealloc_test.select_randomly` declares no memory effects: for the
  deallocation pass its result may be any of its memref operands or a fresh
  buffer.  Its first operand (an index) picks, when the sanitizer runs it:
  that memref operand, or a fresh heap buffer when it is past the last one,
  so that every case runs for some input.
* `dealloc_test.isolated_one_region` is isolated from above and has
  recursive memory effects (like `test.isolated_one_region_with_recursive_
  memory_effects` of MLIR's main branch): its region's entry block receives
  its operands, and `dealloc_test.region_yield` hands values out as its
  results (as `models/dealloc_test.py` tells the passes).
"""

from __future__ import annotations

from xdsl.dialects.builtin import IndexType, MemRefType
from xdsl.ir import Dialect
from xdsl.irdl import (
    IRDLOperation,
    irdl_op_definition,
    operand_def,
    region_def,
    result_def,
    traits_def,
    var_operand_def,
    var_result_def,
)
from xdsl.traits import (
    HasParent,
    IsolatedFromAbove,
    IsTerminator,
    RecursiveMemoryEffect,
)


@irdl_op_definition
class SelectRandomlyOp(IRDLOperation):
    """Returns one of its memref operands or a fresh buffer; effects unknown."""

    name = "dealloc_test.select_randomly"
    choice = operand_def(IndexType)
    candidates = var_operand_def(MemRefType)
    result = result_def(MemRefType)


@irdl_op_definition
class IsolatedOneRegionOp(IRDLOperation):
    """Runs its region once on its operands; the yielded values are its results."""

    name = "dealloc_test.isolated_one_region"
    inputs = var_operand_def()
    outputs = var_result_def()
    body = region_def()
    traits = traits_def(IsolatedFromAbove(), RecursiveMemoryEffect())


@irdl_op_definition
class RegionYieldOp(IRDLOperation):
    name = "dealloc_test.region_yield"
    values = var_operand_def()
    traits = traits_def(IsTerminator(), HasParent(IsolatedOneRegionOp))


DeallocTest = Dialect(
    "dealloc_test", [SelectRandomlyOp, IsolatedOneRegionOp, RegionYieldOp]
)
