"""`bufferization-lower-deallocations`: `bufferization.dealloc` to `memref.dealloc`,
as MLIR's ownership-based buffer deallocation documentation describes it.

The lowering is shared with `convert-bufferization-to-memref`.  A dealloc
without memrefs frees nothing (all its results are `false`); otherwise one of
three lowerings, per op:

* one memref, nothing retained: an `scf.if` on the condition;
* one memref, any number retained: pointer comparisons against each retained
  memref, linear in their number;
* anything else: the memrefs' base pointers and conditions are stored into
  small buffers and a library function, created once per symbol table, decides
  which memrefs to free and the retained memrefs' new ownerships; this keeps
  code size linear where inline comparisons would be quadratic.

How a buffer is freed is open to extension: `DeallocationBuilders` maps the
class of the op that allocated a memref to a function building the ops that
free it (`memref.dealloc` unless registered otherwise).

For example (one memref, one retained):

```mlir
%0 = bufferization.dealloc (%m : memref<2xf32>) if (%c) retain (%r : memref<2xf32>)
```

becomes

```mlir
%0 = memref.extract_aligned_pointer_as_index %m : memref<2xf32> -> index
%1 = memref.extract_aligned_pointer_as_index %r : memref<2xf32> -> index
%2 = arith.cmpi ne, %0, %1 : index
%3 = arith.andi %2, %c : i1
scf.if %3 {
  memref.dealloc %m : memref<2xf32>
}
%4 = arith.constant true
%5 = arith.xori %2, %4 : i1
%6 = arith.andi %5, %c : i1
```

with `%6` for the dealloc's result.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass
from functools import cache

from xdsl.context import Context
from xdsl.dialects import arith, func, memref, scf
from xdsl.dialects.builtin import (
    DYNAMIC_INDEX,
    UNKNOWN_LOC,
    IndexType,
    IntegerAttr,
    MemRefType,
    ModuleOp,
    SymbolRefAttr,
    i1,
)
from xdsl.ir import Attribute, Block, Operation, Region, SSAValue
from xdsl.passes import ModulePass
from xdsl.pattern_rewriter import (
    PatternRewriter,
    RewritePattern,
    op_type_rewrite_pattern,
)
from xdsl.rewriter import InsertPoint
from xdsl.traits import IsTerminator, SymbolOpInterface
from xdsl.utils.exceptions import PassFailedException
from xdsl.utils.hints import isa

from xdsl_dealloc.analysis.walk import ops_of_type
from xdsl_dealloc.dialects.bufferization import DeallocOp
from xdsl_dealloc.interfaces.view_like import ranked_view, view_root
from xdsl_dealloc.ir.booleans import BooleanBuilder, bool_constant, constant_bool
from xdsl_dealloc.ir.rebuild import build_op, insert_built
from xdsl_dealloc.ir.symbols import nearest_symbol_table
from xdsl_dealloc.ir.values import defining_op

DEALLOC_HELPER_NAME = "dealloc_helper"
"""Base name of the library function; a suffix is added if it is taken."""

FreeBuilder = Callable[[SSAValue], Sequence[Operation]]
"""Builds the ops that free the given memref (they are inserted in order)."""


def build_memref_dealloc(memref_value: SSAValue) -> Sequence[Operation]:
    """The default: `memref.dealloc`."""
    return (build_op(memref.DeallocOp, [memref_value]),)


def allocation_site(memref_value: SSAValue) -> Operation | None:
    """The op that allocated `memref_value`, looking through view ops (which
    include the base buffer of `memref.extract_strided_metadata`); None for a
    block argument."""
    return defining_op(view_root(memref_value))


class DeallocationBuilders:
    """How to free a buffer, by the class of the op that allocated it.

    A class without an entry uses the entry of its nearest registered base
    class, and `memref.dealloc` when there is none.  A memref whose allocation
    cannot be traced (a block argument) gets `memref.dealloc` as well.
    """

    def __init__(self) -> None:
        self.builders: dict[type[Operation], FreeBuilder] = {}

    def register(self, allocation_op: type[Operation], builder: FreeBuilder) -> None:
        """Frees buffers allocated by `allocation_op` with `builder` from now on."""
        self.builders[allocation_op] = builder

    def builder_for(self, memref_value: SSAValue) -> FreeBuilder:
        if not self.builders:
            # Nothing registered (the default): no allocation to look for
            # through the views.
            return build_memref_dealloc
        site = allocation_site(memref_value)
        if site is not None:
            for op_class in type(site).__mro__:
                if (builder := self.builders.get(op_class)) is not None:
                    return builder
        return build_memref_dealloc

    def build(self, memref_value: SSAValue) -> Sequence[Operation]:
        return self.builder_for(memref_value)(memref_value)


DEALLOCATION_BUILDERS = DeallocationBuilders()
"""The registry the passes use; downstream dialects register their ops here."""


def register_deallocation_builder(
    allocation_op: type[Operation], builder: FreeBuilder
) -> None:
    """Makes the lowering free buffers allocated by `allocation_op` with
    `builder` (e.g. a `gpu.alloc` with a `gpu.dealloc`)."""
    DEALLOCATION_BUILDERS.register(allocation_op, builder)


# The lowering builds most of the pipeline's new ops: they are made with
# `create`, which skips IRDL's argument checking (several times the cost of
# the rest; the module is verified afterwards anyway).


def _index_constant(value: int) -> arith.ConstantOp:
    return arith.ConstantOp.create(
        result_types=[_INDEX],
        properties={"value": IntegerAttr(value, _INDEX)},
        location=UNKNOWN_LOC,
    )


def _compare(lhs: SSAValue, rhs: SSAValue, predicate: str) -> arith.CmpiOp:
    return arith.CmpiOp.create(
        operands=[lhs, rhs],
        result_types=[i1],
        properties={"predicate": _PREDICATES[predicate]},
        location=UNKNOWN_LOC,
    )


_INDEX = IndexType()
_PREDICATES = {"eq": IntegerAttr(0, 64), "ne": IntegerAttr(1, 64)}
"""`arith.cmpi` predicate numbers (MLIR's `arith::CmpIPredicate`)."""


@cache
def _vector_type(element_type: Attribute, size: int = DYNAMIC_INDEX) -> MemRefType:
    """`memref<size x element_type>`, built once: type construction is costly
    next to the few ops the lowering creates per dealloc."""
    return MemRefType(element_type, [size])


def _aligned_pointer(memref_value: SSAValue) -> memref.ExtractAlignedPointerAsIndexOp:
    """The aligned pointer of `memref_value`, taken of the ranked memref it
    views when it is an unranked view of one (as MLIR, of the unranked value
    itself otherwise)."""
    return memref.ExtractAlignedPointerAsIndexOp.create(
        operands=[ranked_view(memref_value) or memref_value],
        result_types=[_INDEX],
        location=UNKNOWN_LOC,
    )


def build_dealloc_helper(name: str) -> func.FuncOp:
    """The library function of the generic lowering (as in
    MLIR's ownership-based buffer deallocation documentation).

    Arguments: the base pointers of the memrefs to free, those of the retained
    memrefs, the conditions, and two output buffers receiving whether each
    memref is to be freed and each retained memref's new ownership.  A memref
    is freed if its condition holds and it aliases neither a retained memref
    nor an earlier memref of the list; a retained memref's ownership is the
    disjunction of the conditions of the memrefs it aliases.
    """
    index_list = _vector_type(IndexType())
    bool_list = _vector_type(i1)
    body = Block(arg_types=(index_list, index_list, bool_list, bool_list, bool_list))
    to_free, retained, conditions, free_out, ownership_out = body.args
    to_free.name_hint = "dealloc_base_pointers"
    retained.name_hint = "retain_base_pointers"
    conditions.name_hint = "conditions"
    free_out.name_hint = "dealloc_conditions_out"
    ownership_out.name_hint = "ownerships_out"

    zero, one = _index_constant(0), _index_constant(1)
    true, false = bool_constant(True), bool_constant(False)
    num_to_free = memref.DimOp(to_free, zero)
    num_retained = memref.DimOp(retained, zero)
    body.add_ops((zero, one, true, false, num_to_free, num_retained))

    # Every ownership starts out false; aliasing memrefs OR their conditions in.
    clear = Block(arg_types=(IndexType(),))
    clear.add_ops(
        (
            memref.StoreOp.get(false, ownership_out, (clear.args[0],)),
            scf.YieldOp(),
        )
    )
    body.add_op(scf.ForOp(zero, num_retained, one, (), Region(clear)))

    per_memref = Block(arg_types=(IndexType(),))
    i = per_memref.args[0]
    pointer = memref.LoadOp.get(to_free, (i,))
    condition = memref.LoadOp.get(conditions, (i,))
    per_memref.add_ops((pointer, condition))

    # Compare with every retained pointer, updating the ownership of the equal ones.
    per_retained = Block(arg_types=(IndexType(), i1))
    j, not_retained_so_far = per_retained.args
    retained_pointer = memref.LoadOp.get(retained, (j,))
    aliases = arith.CmpiOp(retained_pointer, pointer, "eq")
    old_ownership = memref.LoadOp.get(ownership_out, (j,))
    new_ownership = arith.OrIOp(old_ownership, condition)
    update = scf.IfOp(
        aliases,
        (),
        (
            old_ownership,
            new_ownership,
            memref.StoreOp.get(new_ownership, ownership_out, (j,)),
            scf.YieldOp(),
        ),
    )
    differs = arith.CmpiOp(retained_pointer, pointer, "ne")
    still_not_retained = arith.AndIOp(not_retained_so_far, differs)
    per_retained.add_ops(
        (
            retained_pointer,
            aliases,
            update,
            differs,
            still_not_retained,
            scf.YieldOp(still_not_retained),
        )
    )
    not_retained = scf.ForOp(zero, num_retained, one, (true,), Region(per_retained))

    # Only the first of several aliasing memrefs may be freed.
    per_earlier = Block(arg_types=(IndexType(), i1))
    k, unique_so_far = per_earlier.args
    earlier_pointer = memref.LoadOp.get(to_free, (k,))
    differs_from_earlier = arith.CmpiOp(earlier_pointer, pointer, "ne")
    still_unique = arith.AndIOp(unique_so_far, differs_from_earlier)
    per_earlier.add_ops(
        (
            earlier_pointer,
            differs_from_earlier,
            still_unique,
            scf.YieldOp(still_unique),
        )
    )
    not_aliased = scf.ForOp(zero, i, one, (not_retained,), Region(per_earlier))
    free_it = arith.AndIOp(not_aliased, condition)
    per_memref.add_ops(
        (
            not_retained,
            not_aliased,
            free_it,
            memref.StoreOp.get(free_it, free_out, (i,)),
            scf.YieldOp(),
        )
    )
    body.add_ops(
        (
            scf.ForOp(zero, num_to_free, one, (), Region(per_memref)),
            func.ReturnOp(),
        )
    )
    return func.FuncOp(
        name,
        (body.arg_types, ()),
        Region(body),
        visibility="private",
    )


def _symbol_table_of(op: Operation) -> Operation:
    table = nearest_symbol_table(op)
    if table is None:
        op.emit_error(
            "the generic lowering of bufferization.dealloc needs an enclosing "
            "symbol table (e.g. builtin.module) to hold its library function",
            PassFailedException("bufferization.dealloc outside any known symbol table"),
        )
    return table


class DeallocHelperFunctions:
    """The library function of each symbol table, created on first request."""

    def __init__(self) -> None:
        self.created: dict[Operation, SymbolRefAttr] = {}

    def symbol_for(self, op: Operation, rewriter: PatternRewriter) -> SymbolRefAttr:
        """The helper callable from `op`, inserted at the end of the symbol
        table holding `op` (before its terminator, if it has one) the first
        time it is asked for."""
        table = _symbol_table_of(op)
        if (symbol := self.created.get(table)) is not None:
            return symbol
        block = table.regions[0].block
        name = _unused_symbol_name(block, DEALLOC_HELPER_NAME)
        last = block.last_op
        where = (
            InsertPoint.before(last)
            if last is not None and last.has_trait(IsTerminator)
            else InsertPoint.at_end(block)
        )
        rewriter.insert(build_dealloc_helper(name), where)
        symbol = SymbolRefAttr(name)
        self.created[table] = symbol
        return symbol


def _unused_symbol_name(block: Block, base: str) -> str:
    taken: set[str] = set()
    for op in block.ops:
        if (interface := op.get_trait(SymbolOpInterface)) is not None and (
            name := interface.get_sym_attr_name(op)
        ) is not None:
            taken.add(name.data)
    name, suffix = base, 0
    while name in taken:
        name = f"{base}_{suffix}"
        suffix += 1
    return name


def _needs_pointers(op: DeallocOp) -> bool:
    memrefs, _, retained = op.operand_groups()
    return bool(memrefs) and (len(memrefs) > 1 or bool(retained))


def check_lowerable(op: DeallocOp) -> None:
    """Raises a diagnostic on `op` if it cannot be lowered, before any rewrite:
    the generic lowering of several memrefs needs a symbol table for its
    helper function."""
    if len(op.operand_groups()[0]) > 1:
        _symbol_table_of(op)


class _Builder(BooleanBuilder):
    """Inserts ops before the dealloc being lowered, sharing index and `i1`
    constants; a condition known to be `true` (a block's own allocations
    are freed under it) is and-ed in without an op."""

    def __init__(self, op: DeallocOp, rewriter: PatternRewriter):
        self.op = op
        self.rewriter = rewriter
        self.point = InsertPoint.before(op)
        self.indices: dict[int, SSAValue] = {}
        self.booleans: dict[bool, SSAValue] = {}

    def constant(self, value: bool) -> SSAValue:
        if value not in self.booleans:
            self.booleans[value] = self.value(bool_constant(value))
        return self.booleans[value]

    def insert(self, op: Operation) -> SSAValue:
        return self.value(op)

    def add(self, new_op: Operation) -> Operation:
        insert_built(self.rewriter, (new_op,), self.point)
        return new_op

    def add_all(self, new_ops: Sequence[Operation]) -> None:
        if new_ops:
            insert_built(self.rewriter, new_ops, self.point)

    def value(self, new_op: Operation) -> SSAValue:
        return self.add(new_op).results[0]

    def index(self, value: int) -> SSAValue:
        if value not in self.indices:
            self.indices[value] = self.value(_index_constant(value))
        return self.indices[value]

    def dynamic(self, buffer: SSAValue) -> SSAValue:
        """`buffer` cast to the dynamically sized type the helper takes."""
        assert isa(buffer.type, MemRefType)
        return self.value(
            memref.CastOp.get(buffer, _vector_type(buffer.type.element_type))
        )

    def buffer(self, size: int, element_type: Attribute, name: str) -> SSAValue:
        alloc = memref.AllocOp((), (), _vector_type(element_type, size))
        alloc.memref.name_hint = name
        return self.value(alloc)


def _conditional_free(
    condition: SSAValue, memref_value: SSAValue, builders: DeallocationBuilders
) -> Sequence[Operation]:
    """`scf.if %condition { free %memref_value }`; a constant condition needs
    no `scf.if` (the free itself, or nothing)."""
    known = constant_bool(condition)
    if known is not None:
        return builders.build(memref_value) if known else ()
    # `build_op`: one per dealloc of the program, and IRDL's `create`
    # costs more than the rest of the lowering.
    body = Block([*builders.build(memref_value), build_op(scf.YieldOp)])
    return (build_op(scf.IfOp, [condition], regions=[Region(body), Region()]),)


def lower_one_memref_no_retained(
    op: DeallocOp, builders: DeallocationBuilders, rewriter: PatternRewriter
) -> None:
    """`dealloc (%m) if (%c)` is `scf.if %c { free %m }`."""
    (memref_value,), (condition,), _ = op.operand_groups()
    # The dealloc has no results to replace: the free goes in before it.
    insert_built(
        rewriter,
        _conditional_free(condition, memref_value, builders),
        InsertPoint.before(op),
    )
    rewriter.erase(op)


def lower_one_memref_with_retained(
    op: DeallocOp, builders: DeallocationBuilders, rewriter: PatternRewriter
) -> None:
    """One memref: free it if its condition holds and it aliases no retained
    memref; each retained memref is owned iff it aliases it and the condition
    holds.  Code size is linear in the number of retained memrefs."""
    build = _Builder(op, rewriter)
    (memref_value,), (condition,), all_retained = op.operand_groups()
    pointer = build.value(_aligned_pointer(memref_value))
    differs: list[SSAValue] = []
    for retained in all_retained:
        retained_pointer = build.value(_aligned_pointer(retained))
        differs.append(build.value(_compare(pointer, retained_pointer, "ne")))
    not_retained = differs[0]
    for other in differs[1:]:
        not_retained = build.and_(not_retained, other)
    free_it = build.and_(not_retained, condition)
    build.add_all(_conditional_free(free_it, memref_value, builders))
    ownerships = [
        build.and_(build.not_(differ), condition) if _is_used(result) else None
        for differ, result in zip(differs, op.results, strict=True)
    ]
    rewriter.replace(op, (), ownerships)


def _is_used(result: SSAValue) -> bool:
    """Whether a dealloc's ownership result is read: one nobody reads gets
    no ops computing it (the last canonicalization would erase them)."""
    return result.first_use is not None


def inline_comparisons(op: DeallocOp) -> int:
    """Pointer comparisons an inline lowering of `op` makes: each memref
    against every retained memref and every earlier memref."""
    memrefs, _, retained = op.operand_groups()
    count = len(memrefs)
    return count * len(retained) + count * (count - 1) // 2


def lower_inline(
    op: DeallocOp, builders: DeallocationBuilders, rewriter: PatternRewriter
) -> None:
    """Several memrefs without the library function: the same comparisons it
    would make at run time, made in place, so no helper call, no auxiliary
    buffers, and no loads or stores.  Memref i is freed if its condition holds
    and it aliases no retained memref and no earlier memref (whatever that
    one's condition); a retained memref is owned iff an aliasing memref's
    condition holds (the dealloc's semantics, as the library function
    computes them)."""
    build = _Builder(op, rewriter)
    memrefs, conditions, retained = op.operand_groups()
    pointers = [build.value(_aligned_pointer(m)) for m in memrefs]
    retained_pointers = [build.value(_aligned_pointer(r)) for r in retained]
    differs_from_retained = [
        [build.value(_compare(p, q, "ne")) for q in retained_pointers] for p in pointers
    ]
    for index, (memref_value, condition) in enumerate(
        zip(memrefs, conditions, strict=True)
    ):
        checks = [
            *differs_from_retained[index],
            *(
                build.value(_compare(pointers[index], earlier, "ne"))
                for earlier in pointers[:index]
            ),
        ]
        free_it = condition
        for check in checks:
            free_it = build.and_(check, free_it)
        build.add_all(_conditional_free(free_it, memref_value, builders))
    ownerships: list[SSAValue | None] = []
    for position, result in enumerate(op.results):
        if not _is_used(result):
            ownerships.append(None)
            continue
        owned: SSAValue | None = None
        for differs, condition in zip(differs_from_retained, conditions, strict=True):
            contribution = build.and_(build.not_(differs[position]), condition)
            owned = contribution if owned is None else build.or_(owned, contribution)
        assert owned is not None
        ownerships.append(owned)
    rewriter.replace(op, (), ownerships)


def lower_generic(
    op: DeallocOp,
    helper: SymbolRefAttr,
    builders: DeallocationBuilders,
    rewriter: PatternRewriter,
) -> None:
    """Stores base pointers and conditions into buffers, calls `helper`, and
    frees each memref under the condition the helper computed."""
    build = _Builder(op, rewriter)
    memrefs, memref_conditions, retained = op.operand_groups()
    num_memrefs, num_retained = len(memrefs), len(retained)
    pointers = build.buffer(num_memrefs, IndexType(), "dealloc_base_pointers")
    conditions = build.buffer(num_memrefs, i1, "conditions")
    retained_pointers = build.buffer(num_retained, IndexType(), "retain_base_pointers")
    for position, memref_value in enumerate(memrefs):
        pointer = build.value(_aligned_pointer(memref_value))
        build.add(memref.StoreOp.get(pointer, pointers, (build.index(position),)))
    for position, condition in enumerate(memref_conditions):
        build.add(memref.StoreOp.get(condition, conditions, (build.index(position),)))
    for position, retained_value in enumerate(retained):
        pointer = build.value(_aligned_pointer(retained_value))
        build.add(
            memref.StoreOp.get(pointer, retained_pointers, (build.index(position),))
        )
    dynamic_pointers, dynamic_conditions, dynamic_retained_pointers = (
        build.dynamic(pointers),
        build.dynamic(conditions),
        build.dynamic(retained_pointers),
    )
    free_out = build.buffer(num_memrefs, i1, "dealloc_conditions_out")
    ownership_out = build.buffer(num_retained, i1, "ownerships_out")
    arguments = (
        dynamic_pointers,
        dynamic_retained_pointers,
        dynamic_conditions,
        build.dynamic(free_out),
        build.dynamic(ownership_out),
    )
    build.add(func.CallOp(helper, arguments, ()))
    for position, memref_value in enumerate(memrefs):
        free_it = build.value(memref.LoadOp.get(free_out, (build.index(position),)))
        build.add_all(_conditional_free(free_it, memref_value, builders))
    ownerships = [
        build.value(memref.LoadOp.get(ownership_out, (build.index(position),)))
        if _is_used(result)
        else None
        for position, result in enumerate(op.results)
    ]
    for buffer in (pointers, retained_pointers, conditions, free_out, ownership_out):
        build.add(memref.DeallocOp.get(buffer))
    rewriter.replace(op, (), ownerships)


class LowerDeallocOp(RewritePattern):
    """Lowers `bufferization.dealloc` with the cheapest applicable lowering."""

    def __init__(
        self,
        builders: DeallocationBuilders = DEALLOCATION_BUILDERS,
        inline_limit: int = 0,
    ) -> None:
        self.builders = builders
        self.helpers = DeallocHelperFunctions()
        self.inline_limit = inline_limit
        """Deallocs of several memrefs needing at most this many pointer
        comparisons are lowered inline instead of calling the library
        function."""

    @op_type_rewrite_pattern
    def match_and_rewrite(self, op: DeallocOp, rewriter: PatternRewriter, /):
        memrefs, _, retained = op.operand_groups()
        if not memrefs:
            # Nothing is freed, so no retained memref receives ownership.
            false = bool_constant(False)
            rewriter.replace(op, false, [false.result] * len(retained))
        elif len(memrefs) == 1 and not retained:
            lower_one_memref_no_retained(op, self.builders, rewriter)
        elif len(memrefs) == 1:
            lower_one_memref_with_retained(op, self.builders, rewriter)
        elif inline_comparisons(op) <= self.inline_limit:
            lower_inline(op, self.builders, rewriter)
        else:
            helper = self.helpers.symbol_for(op, rewriter)
            lower_generic(op, helper, self.builders, rewriter)


def lower_deallocations(
    module: ModuleOp,
    builders: DeallocationBuilders = DEALLOCATION_BUILDERS,
    inline_limit: int = 0,
) -> None:
    """Lowers every `bufferization.dealloc` in `module`, or none if one cannot be."""
    # Only deallocs are rewritten, and none is created: visit just them
    # rather than offering every op of the module to the pattern.
    deallocs = ops_of_type(module, DeallocOp)
    # Diagnose the first dealloc that cannot be lowered before changing any.
    for op in deallocs:
        check_lowerable(op)
    if not deallocs:
        return
    pattern = LowerDeallocOp(builders, inline_limit=inline_limit)
    # One rewriter for all: the lowerings insert at explicit points.
    rewriter = PatternRewriter(deallocs[0])
    for op in deallocs:
        pattern.match_and_rewrite(op, rewriter)


@dataclass(frozen=True)
class LowerDeallocationsPass(ModulePass):
    """
    Lowers every `bufferization.dealloc` to conditional `memref.dealloc`s (or
    the deallocation ops registered for the memref's allocation kind in
    `DEALLOCATION_BUILDERS`), with runtime alias checks where needed.  A
    dealloc with several memrefs calls a private library function added to
    the enclosing module, as in MLIR, unless it needs at most `inline-limit`
    pointer comparisons: then they are made in place (no call, no auxiliary
    buffers).
    """

    name = "bufferization-lower-deallocations"

    inline_limit: int = 0

    def apply(self, ctx: Context, op: ModuleOp) -> None:
        lower_deallocations(op, inline_limit=self.inline_limit)
