"""`drop-equivalent-buffer-results`: a function result that every
`func.return` of the function gives as the same argument (through
`memref.cast`s) is dropped, and each call uses its own operand instead
(cast to the result's type where they differ), as MLIR 22's pass does.

After One-Shot Bufferize with function boundaries a function writing into
its argument's buffer returns that buffer: its callers already have it, and
without this pass they would own a second reference to it, which the
deallocation pipeline has to treat as a possibly new buffer.

Which functions change, and why: private functions with a body only, as in
MLIR 22.  A public function may be called from outside the module, where
the calls cannot be updated; a declaration has no returns to look at.  Ours
also leaves alone a private function whose symbol is used otherwise than as
a `func.call`'s callee (a `func.constant` for `func.call_indirect`): the
new signature would not match that use, which MLIR 22 leaves invalid.  Like
MLIR's, the pass drops results of any type (an `index` argument returned as
it is, too), since a result that is an argument is never needed.

For example,

```mlir
func.func private @fill(%m: memref<4xf32>, %x: f32) -> memref<4xf32> {
  linalg.fill ins(%x : f32) outs(%m : memref<4xf32>)
  return %m : memref<4xf32>
}
func.func @caller(%m: memref<4xf32>, %x: f32) -> memref<4xf32> {
  %r = call @fill(%m, %x) : (memref<4xf32>, f32) -> memref<4xf32>
  return %r : memref<4xf32>
}
```

becomes

```mlir
func.func private @fill(%m: memref<4xf32>, %x: f32) {
  linalg.fill ins(%x : f32) outs(%m : memref<4xf32>)
  func.return
}
func.func @caller(%m: memref<4xf32>, %x: f32) -> memref<4xf32> {
  func.call @fill(%m, %x) : (memref<4xf32>, f32) -> ()
  func.return %m : memref<4xf32>
}
```
"""

from __future__ import annotations

from dataclasses import dataclass

from xdsl.context import Context
from xdsl.dialects import func, memref
from xdsl.dialects.builtin import MemRefType, ModuleOp, UnrankedMemRefType
from xdsl.ir import Block, SSAValue
from xdsl.passes import ModulePass
from xdsl.rewriter import InsertPoint, Rewriter

from xdsl_dealloc.transforms.function_results import (
    attribute_dicts,
    function_uses,
    is_public,
    rebuild_call,
    replace_return,
    return_ops,
    set_signature,
    top_level_functions,
)


@dataclass(frozen=True)
class DropEquivalentBufferResultsPass(ModulePass):
    """MLIR 22's `drop-equivalent-buffer-results` (it has no options)."""

    name = "drop-equivalent-buffer-results"

    def apply(self, ctx: Context, op: ModuleOp) -> None:
        drop_equivalent_buffer_results(op)


def drop_equivalent_buffer_results(module: ModuleOp) -> None:
    uses = function_uses(module)
    for function in top_level_functions(module):
        if (
            function.is_declaration
            or is_public(function)
            or not uses.is_only_called(function)
        ):
            continue
        returns = return_ops(function)
        if not returns:
            continue
        dropped = _equivalent_arguments(function, returns)
        if not dropped:
            continue
        _drop_results(function, returns, dropped)
        for call in uses.calls_of(function):
            _update_call(call, dropped)


def _equivalent_arguments(
    function: func.FuncOp, returns: list[func.ReturnOp]
) -> dict[int, int]:
    """Result position to the position of the argument that every return
    gives there."""
    entry = function.body.blocks.first
    assert entry is not None
    dropped: dict[int, int] = {}
    for position in range(len(function.function_type.outputs)):
        returned = {_without_casts(ret.operands[position]) for ret in returns}
        if len(returned) != 1:
            continue
        (value,) = returned
        if isinstance(value.owner, Block) and value.owner is entry:
            dropped[position] = value.index  # pyright: ignore[reportAttributeAccessIssue]
    return dropped


def _without_casts(value: SSAValue) -> SSAValue:
    while isinstance(value.owner, memref.CastOp):
        value = value.owner.source
    return value


def _drop_results(
    function: func.FuncOp, returns: list[func.ReturnOp], dropped: dict[int, int]
) -> None:
    function_type = function.function_type
    outputs = function_type.outputs.data
    kept = [i for i in range(len(outputs)) if i not in dropped]
    result_dicts = attribute_dicts(function.res_attrs, len(outputs))
    set_signature(
        function,
        function_type.inputs.data,
        [outputs[i] for i in kept],
        attribute_dicts(function.arg_attrs, len(function_type.inputs)),
        [result_dicts[i] for i in kept],
    )
    for ret in returns:
        replace_return(ret, [ret.operands[i] for i in kept])


def _update_call(call: func.CallOp, dropped: dict[int, int]) -> None:
    kept = [i for i in range(len(call.results)) if i not in dropped]
    rebuild_call(call, list(call.operands), kept)
    for position, argument in dropped.items():
        result = call.results[position]
        replacement = call.operands[argument]
        if replacement.type != result.type:
            assert isinstance(result.type, MemRefType | UnrankedMemRefType)
            cast = memref.CastOp.get(replacement, result.type)
            cast.location = call.location
            Rewriter.insert_op(cast, InsertPoint.before(call))
            replacement = cast.dest
        result.replace_all_uses_with(replacement)
    Rewriter.erase_op(call)
