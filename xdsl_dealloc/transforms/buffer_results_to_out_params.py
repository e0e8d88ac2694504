"""`buffer-results-to-out-params`: each ranked memref result of a function
becomes an argument appended to its arguments, into which the function
copies what it returned; each call allocates that buffer and passes it (MLIR
22's pass, with its options).

* `add-result-attr`: the new arguments carry the unit attribute
  `bufferize.result`.
* `hoist-static-allocs` / `hoist-dynamic-allocs`: a returned buffer of
  static / dynamic shape that the function allocates itself is not copied:
  the allocation goes and the function works in the out-parameter.  Call
  sites size a dynamic out-parameter with the call's operands for the
  allocation's sizes, which must be arguments of the function.
* `modify-public-functions`: public functions change too (by default only
  private ones, whose calls are all in the module).

Where ours differs from MLIR 22, it is safer: a function returning two
results that may share a buffer (one buffer twice, or views of one
allocation) keeps its results (two out-parameters would part what the
caller sees as one buffer; MLIR 22 copies into both, or crashes when
hoisting one allocation returned twice), a buffer is hoisted only if its
block is on no cycle (MLIR reuses one out-parameter for two results, or
for the buffers of several iterations, and erases a `memref.realloc`'s
copy; ours copies there), a function used otherwise than by calls
(`func.constant`) keeps its signature, and every problem (a result layout
out-parameters cannot have, a dynamic out-parameter a call cannot size) is
found before anything changes.

For example,

```mlir
func.func private @make(%x: f32) -> memref<4xf32> {
  %a = memref.alloc() : memref<4xf32>
  linalg.fill ins(%x : f32) outs(%a : memref<4xf32>)
  return %a : memref<4xf32>
}
func.func @caller(%x: f32) -> memref<4xf32> {
  %r = call @make(%x) : (f32) -> memref<4xf32>
  return %r : memref<4xf32>
}
```

becomes (with `hoist-static-allocs`, `@make` fills its new argument
itself: no allocation, no copy)

```mlir
func.func private @make(%x: f32, %0: memref<4xf32>) {
  %a = memref.alloc() : memref<4xf32>
  linalg.fill ins(%x : f32) outs(%a : memref<4xf32>)
  memref.copy %a, %0 : memref<4xf32> to memref<4xf32>
  func.return
}
func.func @caller(%x: f32) -> memref<4xf32> {
  %r = memref.alloc() : memref<4xf32>
  func.call @make(%x, %r) : (f32, memref<4xf32>) -> ()
  func.return %r : memref<4xf32>
}
```
"""

from __future__ import annotations

from dataclasses import dataclass, field

from xdsl.context import Context
from xdsl.dialects import func, memref
from xdsl.dialects.builtin import (
    AffineMapAttr,
    DictionaryAttr,
    IndexType,
    MemRefType,
    ModuleOp,
    NoneAttr,
    StridedLayoutAttr,
    UnitAttr,
)
from xdsl.ir import Block, BlockArgument, Operation, SSAValue
from xdsl.ir.affine import AffineMap
from xdsl.passes import ModulePass
from xdsl.rewriter import InsertPoint, Rewriter

from xdsl_dealloc.analysis.buffer_aliasing import AliasResult, BufferOriginAnalysis
from xdsl_dealloc.analysis.cfg import successors
from xdsl_dealloc.interfaces.buffer_optimization import AllocationOpInterface
from xdsl_dealloc.interfaces.diagnostics import error
from xdsl_dealloc.interfaces.registry import get_interface
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

RESULT_ATTRIBUTE = "bufferize.result"


@dataclass(frozen=True)
class BufferResultsToOutParamsPass(ModulePass):
    """MLIR 22's `buffer-results-to-out-params`."""

    name = "buffer-results-to-out-params"

    add_result_attr: bool = False
    hoist_static_allocs: bool = False
    hoist_dynamic_allocs: bool = False
    modify_public_functions: bool = False

    def apply(self, ctx: Context, op: ModuleOp) -> None:
        uses = function_uses(module=op)
        buffers = BufferOriginAnalysis()
        plans = [
            self._plan(function)
            for function in top_level_functions(op)
            if not function.is_declaration
            and (self.modify_public_functions or not is_public(function))
            and uses.is_only_called(function)
            and not _returns_shared_buffers(function, buffers)
        ]
        for plan in plans:
            for call in uses.calls_of(plan.function):
                plan.check_call(call)
        for plan in plans:
            plan.rewrite_function(self.add_result_attr)
            for call in uses.calls_of(plan.function):
                plan.rewrite_call(call)

    def _plan(self, function: func.FuncOp) -> _Plan:
        outputs = function.function_type.outputs.data
        positions = [i for i, t in enumerate(outputs) if isinstance(t, MemRefType)]
        for position in positions:
            result_type = outputs[position]
            assert isinstance(result_type, MemRefType)
            if not _identity_layout(result_type) and not _fully_dynamic_layout(
                result_type
            ):
                raise error(
                    function,
                    "cannot create out param for result with unsupported layout "
                    f"(result #{position} of @{function.sym_name.data}: "
                    f"{result_type}; a caller can allocate an identity or a fully "
                    "dynamic strided layout)",
                )
        plan = _Plan(function, positions, return_ops(function))
        for out, position in enumerate(positions):
            result_type = outputs[position]
            assert isinstance(result_type, MemRefType)
            static = result_type.has_static_shape()
            if self.hoist_static_allocs if static else self.hoist_dynamic_allocs:
                plan.hoist(out, position)
            if not static:
                plan.size_at_call_sites(out)
        return plan


def _returns_shared_buffers(
    function: func.FuncOp, buffers: BufferOriginAnalysis
) -> bool:
    """Whether a return gives two memref results that may share a buffer:
    one memref twice, or views (subviews, casts, reshapes, selects...) of
    one allocation.  Two out-parameters are two buffers, so a caller
    writing through one result and reading the other would see other
    values; such a function keeps its results."""
    for ret in return_ops(function):
        memrefs = [v for v in ret.operands if isinstance(v.type, MemRefType)]
        for index, first in enumerate(memrefs):
            for second in memrefs[index + 1 :]:
                if buffers.alias(first, second) is not AliasResult.NEVER:
                    return True
    return False


def _identity_layout(memref_type: MemRefType) -> bool:
    layout = memref_type.layout
    return isinstance(layout, NoneAttr) or (
        isinstance(layout, AffineMapAttr)
        and layout.data == AffineMap.identity(memref_type.get_num_dims())
    )


def _fully_dynamic_layout(memref_type: MemRefType) -> bool:
    layout = memref_type.layout
    return (
        isinstance(layout, StridedLayoutAttr)
        and layout.get_offset() is None
        and all(stride is None for stride in layout.get_strides())
    )


def _on_cycle(block: Block) -> bool:
    """Whether `block` may run again after it ran (it reaches itself)."""
    seen: set[Block] = set()
    pending = list(successors(block))
    while pending:
        current = pending.pop()
        if current is block:
            return True
        if current not in seen:
            seen.add(current)
            pending.extend(successors(current))
    return False


@dataclass
class _Plan:
    """What happens to one function and its calls, decided before any
    change."""

    function: func.FuncOp
    positions: list[int]
    """The result positions that become out-parameters, in order."""
    returns: list[func.ReturnOp]
    hoisted: set[tuple[func.ReturnOp, int]] = field(
        default_factory=set[tuple[func.ReturnOp, int]]
    )
    """(return, out-parameter) whose returned allocation becomes the
    out-parameter."""
    sizes: dict[int, list[int] | None] = field(
        default_factory=dict[int, list[int] | None]
    )
    """Per dynamic out-parameter, the positions of the function's arguments
    giving its dynamic sizes; None where calls cannot size it."""

    def hoist(self, out: int, position: int) -> None:
        """Marks the returns whose value for `out` may be the out-parameter
        instead of an allocation of its own."""
        for ret in self.returns:
            value = ret.operands[position]
            owner = value.owner
            if (
                isinstance(owner, Operation)
                and get_interface(owner, AllocationOpInterface) is not None
                and not _on_cycle(owner.parent_block())  # pyright: ignore[reportArgumentType]
                and all(
                    use.index == position
                    for use in value.uses
                    if isinstance(use.operation, func.ReturnOp)
                )
            ):
                self.hoisted.add((ret, out))

    def size_at_call_sites(self, out: int) -> None:
        """The arguments sizing dynamic out-parameter `out`: those of the
        allocation every return hoists into it, if they agree and are the
        function's arguments."""
        entry = self.function.body.blocks.first
        found: set[tuple[int, ...]] = set()
        for ret in self.returns:
            if (ret, out) not in self.hoisted:
                self.sizes[out] = None
                return
            owner = ret.operands[self.positions[out]].owner
            assert isinstance(owner, Operation)
            sizes = [v for v in owner.operands if isinstance(v.type, IndexType)]
            if not all(
                isinstance(v, BlockArgument) and v.owner is entry for v in sizes
            ):
                self.sizes[out] = None
                return
            found.add(tuple(v.index for v in sizes))  # pyright: ignore[reportAttributeAccessIssue]
        self.sizes[out] = list(found.pop()) if len(found) == 1 else None

    def check_call(self, call: func.CallOp) -> None:
        for out, sizes in self.sizes.items():
            if sizes is None:
                raise error(
                    call,
                    "cannot create out param for dynamically shaped result "
                    f"#{self.positions[out]} of @{self.function.sym_name.data} "
                    "(with hoist-dynamic-allocs, a returned allocation sized by "
                    "the function's arguments can be)",
                )

    def rewrite_function(self, add_result_attr: bool) -> None:
        function = self.function
        function_type = function.function_type
        inputs = list(function_type.inputs.data)
        outputs = function_type.outputs.data
        argument_dicts = attribute_dicts(function.arg_attrs, len(inputs))
        result_dicts = attribute_dicts(function.res_attrs, len(outputs))
        entry = function.body.blocks.first
        assert entry is not None
        out_arguments: list[SSAValue] = []
        for position in self.positions:
            attributes = dict(result_dicts[position].data)
            if add_result_attr:
                attributes[RESULT_ATTRIBUTE] = UnitAttr()
            argument_dicts.append(DictionaryAttr(attributes))
            inputs.append(outputs[position])
            out_arguments.append(entry.insert_arg(outputs[position], len(entry.args)))
        kept = [i for i in range(len(outputs)) if i not in self.positions]
        set_signature(
            function,
            inputs,
            [outputs[i] for i in kept],
            argument_dicts,
            [result_dicts[i] for i in kept],
        )
        for ret in self.returns:
            for out, position in enumerate(self.positions):
                value, argument = ret.operands[position], out_arguments[out]
                if value is argument:
                    continue  # hoisted for another return already
                if (ret, out) in self.hoisted:
                    allocation = value.owner
                    assert isinstance(allocation, Operation)
                    value.replace_all_uses_with(argument)
                    Rewriter.erase_op(allocation)
                else:
                    copy = memref.CopyOp(value, argument)
                    copy.location = ret.location
                    Rewriter.insert_op(copy, InsertPoint.before(ret))
            replace_return(ret, [ret.operands[i] for i in kept])

    def rewrite_call(self, call: func.CallOp) -> None:
        out_parameters: list[SSAValue] = []
        for out, position in enumerate(self.positions):
            result_type = call.results[position].type
            assert isinstance(result_type, MemRefType)
            sizes = [call.operands[i] for i in self.sizes.get(out) or []]
            allocation = memref.AllocOp(
                sizes,
                [],
                MemRefType(
                    result_type.element_type,
                    result_type.get_shape(),
                    NoneAttr(),
                    result_type.memory_space,
                ),
            )
            allocation.location = call.location
            Rewriter.insert_op(allocation, InsertPoint.before(call))
            buffer: SSAValue = allocation.memref
            if not _identity_layout(result_type):
                cast = memref.CastOp.get(buffer, result_type)
                cast.location = call.location
                Rewriter.insert_op(cast, InsertPoint.before(call))
                buffer = cast.dest
            call.results[position].replace_all_uses_with(buffer)
            out_parameters.append(buffer)
        kept = [i for i in range(len(call.results)) if i not in self.positions]
        rebuild_call(call, [*call.operands, *out_parameters], kept)
        Rewriter.erase_op(call)
