"""What the buffer-level optimizations ask about a function: where each
allocation's buffer flows, which blocks dominate which (across nested
regions), and which region-branch ops are loops.

All of it goes through interfaces: the buffer flow is the origin analysis
of `buffer_aliasing` read forwards, loops come from
`RegionBranchOpInterface`.
"""

from __future__ import annotations

from collections.abc import Iterable, Iterator
from dataclasses import dataclass
from itertools import chain

from xdsl.dialects.builtin import (
    AnyFloat,
    ComplexType,
    IndexType,
    IntegerType,
    MemRefType,
    VectorType,
)
from xdsl.ir import Attribute, Block, Operation, Region, SSAValue
from xdsl.irdl.dominance import DominanceInfo
from xdsl.traits import SymbolTable

from xdsl_dealloc.analysis.buffer_aliasing import (
    BufferOrigin,
    BufferOriginAnalysis,
    OriginKind,
)
from xdsl_dealloc.analysis.walk import ops_in
from xdsl_dealloc.interfaces.control_flow import (
    CallOpInterface,
    FunctionOpInterface,
    RegionBranchOpInterface,
)
from xdsl_dealloc.interfaces.memory_effects import freed_operands
from xdsl_dealloc.interfaces.registry import get_interface
from xdsl_dealloc.ir.types import is_memref, is_memref_type


@dataclass(frozen=True)
class BufferAliases:
    """The values of a function that may hold one allocation's buffer."""

    allocation: SSAValue
    values: tuple[SSAValue, ...]
    """The allocation itself, its views, the block arguments, region
    results and call results it flows into, and so on."""
    captured: bool
    """Some use hands the buffer to a value the analysis cannot follow (a
    tensor of `to_tensor`, a store into a memref of memrefs, ...), so the
    buffer may be used anywhere later."""

    def users(self) -> Iterator[Operation]:
        for value in self.values:
            for use in value.uses:
                yield use.operation

    def is_freed(self) -> bool:
        """Whether some op of the function frees the buffer."""
        return any(
            value in freed_operands(use.operation)
            for value in self.values
            for use in value.uses
        )


class AllocationAliases:
    """`BufferAliases` of the allocations of one function body.

    The origin analysis says where every value's buffer may come from; read
    backwards, the values with an allocation among their origins are the
    allocation's aliases.  An op the analysis does not know gives its memref
    results (and its regions' arguments) an opaque origin of their own: when
    it uses an alias, those opaque buffers are aliases too, and so on.
    """

    def __init__(self, body: Region) -> None:
        self._origins = BufferOriginAnalysis()
        self._holders: dict[BufferOrigin, list[SSAValue]] = {}
        body_arguments = (arg for block in body.blocks for arg in block.args)
        nested_values = (value for op in ops_in(body) for value in _defined_by(op))
        for value in chain(body_arguments, nested_values):
            if is_memref(value):
                for origin in self._origins.origins(value):
                    self._holders.setdefault(origin, []).append(value)

    def of(self, allocation: SSAValue) -> BufferAliases:
        pending = list(self._origins.origins(allocation))
        seen_origins = set(pending)
        values: dict[SSAValue, None] = {}
        captured = False
        while pending:
            origin = pending.pop()
            for value in self._holders.get(origin, ()):
                if value in values:
                    continue
                values[value] = None
                for use in value.uses:
                    for opaque in self._opaque_buffers_of(use.operation):
                        if opaque not in seen_origins:
                            seen_origins.add(opaque)
                            pending.append(opaque)
                    captured = captured or _captures(use.operation)
        return BufferAliases(allocation, tuple(values), captured)

    def _opaque_buffers_of(self, user: Operation) -> Iterator[BufferOrigin]:
        """The origins of `user`'s own memref values that may be a buffer it
        uses: opaque ones it creates, and every origin of the results of a
        call of a function without a body here (it may return its argument,
        whatever the function boundary ABI says; MLIR assumes so too)."""
        opaque_call = _calls_unknown_function(user)
        for value in _defined_by(user):
            if is_memref(value):
                for origin in self._origins.origins(value):
                    if opaque_call or (
                        origin.kind is OriginKind.OPAQUE and origin.identity is value
                    ):
                        yield origin


def _calls_unknown_function(op: Operation) -> bool:
    """Whether `op` is a call whose callee's body is not in the module."""
    call = get_interface(op, CallOpInterface)
    if call is None:
        return False
    name = call.callee(op)
    callee = None if name is None else SymbolTable.lookup_symbol(op, name)
    if callee is None:
        return True
    function = get_interface(callee, FunctionOpInterface)
    return function is None or function.body(callee) is None


def _defined_by(op: Operation) -> Iterator[SSAValue]:
    """The op's results and the arguments of its regions' blocks."""
    yield from op.results
    for region in op.regions:
        for block in region.blocks:
            yield from block.args


def _captures(user: Operation) -> bool:
    """Whether `user` may keep a buffer it uses in something the origin
    analysis does not follow: a result that is neither a memref nor a plain
    number (a tensor, a pointer, ...), or a memref holding memrefs."""
    if any(not is_memref(r) and not _is_plain(r.type) for r in user.results):
        return True
    return any(
        isinstance(operand.type, MemRefType)
        and is_memref_type(operand.type.element_type)
        for operand in user.operands
    )


def _is_plain(type_: Attribute) -> bool:
    return isinstance(type_, IntegerType | IndexType | AnyFloat | ComplexType) or (
        isinstance(type_, VectorType) and _is_plain(type_.element_type)
    )


def is_loop(op: Operation) -> bool:
    """Whether a region of `op` may run again after it ran (a cycle in the
    region graph of `RegionBranchOpInterface`, as MLIR's `hasLoop`)."""
    interface = get_interface(op, RegionBranchOpInterface)
    if interface is None:
        return False
    next_regions = {
        region: [
            s.region for s in interface.successors(op, region) if s.region is not None
        ]
        for region in op.regions
    }
    for start in op.regions:
        pending = list(next_regions[start])
        reached: set[Region] = set()
        while pending:
            region = pending.pop()
            if region is start:
                return True
            if region not in reached:
                reached.add(region)
                pending.extend(next_regions.get(region, ()))
    return False


class Dominance:
    """Block dominance across nested regions, as MLIR's `DominanceInfo`: a
    block dominates the blocks nested in the ops of the blocks it dominates."""

    def __init__(self) -> None:
        self._infos: dict[Region, DominanceInfo] = {}

    def _info(self, region: Region) -> DominanceInfo:
        if (info := self._infos.get(region)) is None:
            info = self._infos[region] = DominanceInfo(region)
        return info

    def dominates(self, dominator: Block, block: Block) -> bool:
        region = dominator.parent
        if region is None:
            return False
        ancestor = region.find_ancestor_block_in_region(block)
        return ancestor is not None and self._info(region).dominates(
            dominator, ancestor
        )

    def properly_dominates(self, dominator: Block, block: Block) -> bool:
        return dominator is not block and self.dominates(dominator, block)

    def immediate_dominator(self, block: Block) -> Block | None:
        """The closest block of the same region strictly dominating `block`."""
        region = block.parent
        if region is None:
            return None
        info = self._info(region)
        dominators = [
            other
            for other in region.blocks
            if other is not block and info.dominates(other, block)
        ]
        return self._deepest(dominators)

    def nearest_common_dominator(self, blocks: Iterable[Block]) -> Block | None:
        """The deepest block dominating every one of `blocks` (in the
        innermost region holding them all), None if there is none."""
        common: Block | None = None
        for index, block in enumerate(blocks):
            if index == 0:
                common = block
            elif common is not None:
                common = self._common_dominator_of_two(common, block)
        return common

    def _common_dominator_of_two(self, first: Block, second: Block) -> Block | None:
        region = first.parent
        while region is not None:
            second_ancestor = region.find_ancestor_block_in_region(second)
            if second_ancestor is not None:
                first_ancestor = region.find_ancestor_block_in_region(first)
                assert first_ancestor is not None
                info = self._info(region)
                return self._deepest(
                    [
                        block
                        for block in region.blocks
                        if info.dominates(block, first_ancestor)
                        and info.dominates(block, second_ancestor)
                    ]
                )
            parent = region.parent_op()
            region = None if parent is None else parent.parent_region()
        return None

    def _deepest(self, dominators: list[Block]) -> Block | None:
        """The block of `dominators` (blocks of one region dominating a
        common block, so a chain) that all the others dominate."""
        for candidate in dominators:
            if all(self.dominates(other, candidate) for other in dominators):
                return candidate
        return None


def function_bodies(root: Operation) -> list[tuple[Operation, Region]]:
    """Every function with a body under `root` (`FunctionOpInterface`)."""
    found: list[tuple[Operation, Region]] = []
    for op in ops_in(root):
        interface = get_interface(op, FunctionOpInterface)
        if interface is not None and (body := interface.body(op)) is not None:
            found.append((op, body))
    return found
