"""bufferization: `clone` and `dealloc`, the latter exactly as the dialect
reference (and the lowering it documents) defines it.

For `bufferization.dealloc (%m0, ..., %mN) if (%c0, ..., %cN) retain (%r0, ...)`:

- `%mi` is freed iff `%ci` holds, no retained memref aliases it, and no
  earlier `%mj` (j < i) aliases it, whatever `%cj` is;
- the result for `%rk` is the disjunction of the `%ci` whose `%mi` alias
  `%rk` (false when none does), whether or not anything was freed;
- every `%mi` must be a base allocation (an allocation op's result or the
  base buffer of `memref.extract_strided_metadata`); otherwise the op is
  reported, and still executed on the allocation the view belongs to.

Two memrefs alias when they belong to the same allocation.

`to_tensor` and `to_buffer` pass the buffer itself on: a tensor made of a
buffer is that buffer, so a read through `to_buffer` after the buffer was
freed is a use after free.
"""

from __future__ import annotations

from xdsl.dialects.builtin import MemRefType
from xdsl.interpreter import (
    Interpreter,
    InterpreterFunctions,
    PythonValues,
    impl,
    register_impls,
)

from xdsl_dealloc.dialects.bufferization import (
    CloneOp,
    DeallocOp,
    ToBufferOp,
    ToTensorOp,
)
from xdsl_dealloc.sanitizer.findings import AllocationKind, FindingKind, Site
from xdsl_dealloc.sanitizer.interpreter import (
    memory_of,
    memref_operand,
    memref_operands,
)


@register_impls
class SanitizerBufferizationFunctions(InterpreterFunctions):
    @impl(CloneOp)
    def run_clone(
        self, interpreter: Interpreter, op: CloneOp, args: PythonValues
    ) -> PythonValues:
        memory = memory_of(interpreter)
        site = Site(op)
        source = memref_operand(op, args[0])
        memory.check_live(source, site, "clones")
        result_type = op.output.type
        if not isinstance(result_type, MemRefType):
            result_type = MemRefType(source.element_type, source.sizes)
        result = memory.allocate(AllocationKind.HEAP, result_type, source.sizes, site)
        for index in source.indices():
            memory.store(result, index, memory.load(source, index, site), site)
        return (result,)

    @impl(ToTensorOp)
    def run_to_tensor(
        self, interpreter: Interpreter, op: ToTensorOp, args: PythonValues
    ) -> PythonValues:
        source = memref_operand(op, args[0])
        memory_of(interpreter).check_live(source, Site(op), "makes a tensor of")
        return (source,)

    @impl(ToBufferOp)
    def run_to_buffer(
        self, interpreter: Interpreter, op: ToBufferOp, args: PythonValues
    ) -> PythonValues:
        return (args[0],)

    @impl(DeallocOp)
    def run_dealloc(
        self, interpreter: Interpreter, op: DeallocOp, args: PythonValues
    ) -> PythonValues:
        memory = memory_of(interpreter)
        site = Site(op)
        count = len(op.memrefs)
        memrefs = memref_operands(op, args[:count])
        conditions = [bool(c) for c in args[count : 2 * count]]
        retained = memref_operands(op, args[2 * count :])

        for position, value in enumerate(memrefs):
            if not value.is_base:
                memory.report(
                    FindingKind.DEALLOC_OF_VIEW,
                    f"memref operand #{position} is a view, not the base allocation "
                    "(pass the base buffer of memref.extract_strided_metadata)",
                    site,
                    value.allocation,
                )

        updated = [False] * len(retained)
        for position, (value, condition) in enumerate(
            zip(memrefs, conditions, strict=True)
        ):
            allocation = value.allocation
            aliasing_retained = [
                k for k, kept in enumerate(retained) if kept.allocation is allocation
            ]
            for k in aliasing_retained:
                updated[k] = updated[k] or condition
            if not condition or aliasing_retained:
                continue
            earlier = next(
                (
                    j
                    for j, other in enumerate(memrefs[:position])
                    if other.allocation is allocation
                ),
                None,
            )
            if earlier is not None:
                if not conditions[earlier]:
                    allocation.hint = (
                        f"{site} did not free it: memref operand #{position} "
                        f"aliases operand #{earlier}, whose condition was false"
                    )
                continue
            memory.free(value, site)
        return tuple(updated)
