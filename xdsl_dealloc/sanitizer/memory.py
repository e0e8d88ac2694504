"""The sanitizer's memory: allocations with addresses, memref descriptors, checks.

A memref value at run time is a `MemRefValue`: a descriptor (offset, sizes,
strides, element size) over an `Allocation`.  Views make new descriptors over
the same allocation, so every check on a view is a check on its allocation.
Contents are kept per byte offset from the allocation's base address; a load
of a never written element returns zero of the element type.
"""

from __future__ import annotations

import math
from collections.abc import Iterator, Sequence
from dataclasses import dataclass, field, replace
from enum import Enum
from itertools import product
from typing import Any

from xdsl.dialects.builtin import (
    DYNAMIC_INDEX,
    AnyFloat,
    ComplexType,
    IndexType,
    IntegerType,
    MemRefType,
    NoneAttr,
    StridedLayoutAttr,
    VectorType,
)
from xdsl.ir import Attribute

from xdsl_dealloc.ir.strided_layouts import strided_form
from xdsl_dealloc.sanitizer.findings import (
    AllocationInfo,
    AllocationKind,
    Counters,
    Finding,
    FindingKind,
    FindingLog,
    SanitizerInputError,
    Site,
)

_BASE_ADDRESSES = {
    AllocationKind.HEAP: 0x10_0000,
    AllocationKind.ARGUMENT: 0x4000_0000,
    AllocationKind.GLOBAL: 0x6000_0000,
    AllocationKind.STACK: 0x7F00_0000_0000,
}
_DEFAULT_ALIGNMENT = 64
_RED_ZONE = 64
"""Bytes left free after each allocation, so no two share an address."""


class PointerIndex(int):
    """An index produced by `memref.extract_aligned_pointer_as_index`.

    Behaves as the plain integer address; the type only marks where the value
    came from, so that comparisons of pointers can be counted.
    """


class UnsupportedElementType(SanitizerInputError):
    """A memref element type without a storage size (e.g. a memref of memrefs);
    the op or argument that needs it adds its location."""


def element_size_in_bytes(element_type: Attribute) -> int:
    """The storage size of one memref element, as the LLVM lowering lays it out."""
    if isinstance(element_type, IntegerType):
        return max(1, math.ceil(element_type.width.data / 8))
    if isinstance(element_type, IndexType):
        return 8
    if isinstance(element_type, AnyFloat):
        return max(1, element_type.bitwidth // 8)
    if isinstance(element_type, ComplexType):
        return 2 * element_size_in_bytes(element_type.element_type)
    if isinstance(element_type, VectorType):
        return math.prod(element_type.get_shape()) * element_size_in_bytes(
            element_type.element_type
        )
    raise UnsupportedElementType(f"unsupported memref element type {element_type}")


def zero_of(element_type: Attribute) -> Any:
    """What a load of never written memory returns."""
    if isinstance(element_type, IntegerType) and element_type.width.data == 1:
        return False
    if isinstance(element_type, AnyFloat):
        return 0.0
    return 0


def contiguous_strides(sizes: Sequence[int]) -> tuple[int, ...]:
    strides: list[int] = []
    running = 1
    for size in reversed(sizes):
        strides.append(running)
        running *= max(size, 1)
    return tuple(reversed(strides))


def layout_of(
    memref_type: MemRefType, sizes: Sequence[int]
) -> tuple[int, tuple[int, ...]]:
    """Offset and strides of a fresh buffer of this type: the type's static
    strided layout where it has one, the contiguous layout elsewhere."""
    contiguous = contiguous_strides(sizes)
    strided = strided_form(memref_type)
    layout = memref_type.layout if strided is None else strided.layout
    if isinstance(layout, NoneAttr):
        return 0, contiguous
    if isinstance(layout, StridedLayoutAttr):
        offset = layout.get_offset()
        strides = layout.get_strides()
        return (
            0 if offset is None else offset,
            tuple(
                default if stride is None else stride
                for stride, default in zip(strides, contiguous, strict=True)
            ),
        )
    raise SanitizerInputError(f"unsupported memref layout {layout} in {memref_type}")


def runtime_sizes(
    memref_type: MemRefType, dynamic_sizes: Sequence[int]
) -> tuple[int, ...]:
    """The static shape with its dynamic dimensions taken from `dynamic_sizes`."""
    dynamic = iter(dynamic_sizes)
    return tuple(
        int(next(dynamic)) if size == DYNAMIC_INDEX else size
        for size in memref_type.get_shape()
    )


class AllocationState(Enum):
    LIVE = "live"
    FREED = "freed"
    SCOPE_ENDED = "scope ended"


@dataclass(eq=False)
class Allocation:
    ident: int
    kind: AllocationKind
    base_address: int
    size_bytes: int
    site: Site = field(repr=False)
    contents: dict[int, Any] = field(default_factory=dict[int, Any], repr=False)
    state: AllocationState = AllocationState.LIVE
    end_site: Site | None = field(default=None, repr=False)
    """Where it was freed or its allocation scope ended."""
    hint: str = ""
    """Why a `bufferization.dealloc` left it alive, shown if it leaks."""
    read_only: bool = False
    """The memory of a `constant` global: writing it is a finding."""

    def info(self) -> AllocationInfo:
        return AllocationInfo(
            self.ident, self.kind, self.size_bytes, self.base_address, self.site
        )


@dataclass(frozen=True, eq=False)
class MemRefValue:
    """A memref descriptor: a strided view of (part of) an allocation.

    `aligned_shift` is the distance in bytes from the allocation's base to the
    descriptor's aligned pointer: zero except for `memref.view`, which moves
    the aligned pointer by its byte shift, as MLIR's LLVM lowering does.
    `is_base` marks the descriptors `bufferization.dealloc` accepts: results
    of allocation ops (and casts of them) and base buffers of
    `memref.extract_strided_metadata` with an unshifted aligned pointer.
    """

    allocation: Allocation
    element_type: Attribute
    element_size: int
    offset: int
    sizes: tuple[int, ...]
    strides: tuple[int, ...]
    aligned_shift: int = 0
    is_base: bool = False

    def __repr__(self) -> str:
        allocation = self.allocation
        return (
            f"MemRefValue({allocation.kind.value} #{allocation.ident} at "
            f"{allocation.base_address:#x}, offset={self.offset}, "
            f"sizes={self.sizes}, strides={self.strides})"
        )

    @property
    def aligned_address(self) -> int:
        return self.allocation.base_address + self.aligned_shift

    def view(
        self,
        offset: int,
        sizes: Sequence[int],
        strides: Sequence[int],
        *,
        element_type: Attribute | None = None,
        aligned_shift: int | None = None,
    ) -> MemRefValue:
        """A new descriptor over the same allocation."""
        new_type = self.element_type if element_type is None else element_type
        return replace(
            self,
            element_type=new_type,
            element_size=element_size_in_bytes(new_type),
            offset=offset,
            sizes=tuple(sizes),
            strides=tuple(strides),
            aligned_shift=self.aligned_shift
            if aligned_shift is None
            else aligned_shift,
            is_base=False,
        )

    def indices(self) -> Iterator[tuple[int, ...]]:
        """All valid indices, in row-major order."""
        return product(*(range(size) for size in self.sizes))

    def elements(self) -> list[Any]:
        """The elements in row-major order, read without any check (also
        after release): what a test or the differential tester inspects."""
        zero = zero_of(self.element_type)
        return [
            self.allocation.contents.get(self.byte_offset(index), zero)
            for index in self.indices()
        ]

    def byte_offset(self, indices: Sequence[int]) -> int:
        """The byte offset of an element from the allocation's base address."""
        linear = self.offset + sum(
            index * stride for index, stride in zip(indices, self.strides, strict=True)
        )
        return self.aligned_shift + linear * self.element_size

    def in_bounds(self, indices: Sequence[int]) -> bool:
        if len(indices) != len(self.sizes):
            return False
        if any(
            not 0 <= index < size
            for index, size in zip(indices, self.sizes, strict=True)
        ):
            return False
        start = self.byte_offset(indices)
        return start >= 0 and start + self.element_size <= self.allocation.size_bytes


class RunAborted(Exception):
    """The program stopped (failed `cf.assert`, undefined behaviour that cannot
    be continued); the findings so far are the run's result."""


@dataclass
class Memory:
    """The state of one run: allocations, scopes, findings and counters."""

    counters: Counters = field(default_factory=Counters)
    log: FindingLog = field(default_factory=FindingLog)
    allocations: list[Allocation] = field(default_factory=list[Allocation])
    live_heap_bytes: int = 0
    stack_frames: list[list[Allocation]] = field(default_factory=list[list[Allocation]])
    globals: dict[str, Allocation] = field(default_factory=dict[str, Allocation])
    _next_address: dict[AllocationKind, int] = field(
        default_factory=lambda: dict(_BASE_ADDRESSES)
    )

    # --- findings -------------------------------------------------------------

    def report(
        self,
        kind: FindingKind,
        message: str,
        site: Site,
        allocation: Allocation | None = None,
        previous: Site | None = None,
    ) -> None:
        self.log.add(
            Finding(
                kind,
                message,
                site,
                None if allocation is None else allocation.info(),
                previous,
            )
        )

    # --- allocation -----------------------------------------------------------

    def allocate(
        self,
        kind: AllocationKind,
        memref_type: MemRefType,
        sizes: Sequence[int],
        site: Site,
        alignment: int | None = None,
    ) -> MemRefValue:
        """A fresh buffer of `memref_type` with runtime `sizes`."""
        if any(size < 0 for size in sizes):
            self.report(
                FindingKind.INVALID_SIZE,
                f"allocates {memref_type} with negative size {list(sizes)}",
                site,
            )
            raise RunAborted()
        element_type = memref_type.get_element_type()
        element_size = element_size_in_bytes(element_type)
        offset, strides = layout_of(memref_type, sizes)
        if all(size > 0 for size in sizes):
            span = (
                offset
                + sum((s - 1) * st for s, st in zip(sizes, strides, strict=True))
                + 1
            )
        else:
            span = offset
        allocation = self.new_allocation(kind, span * element_size, site, alignment)
        if kind is AllocationKind.STACK:
            if not self.stack_frames:
                raise SanitizerInputError(
                    f"{site.location}: {site.op_name} outside of any automatic "
                    "allocation scope"
                )
            self.stack_frames[-1].append(allocation)
        return MemRefValue(
            allocation,
            element_type,
            element_size,
            offset,
            tuple(sizes),
            strides,
            is_base=True,
        )

    def new_allocation(
        self,
        kind: AllocationKind,
        size_bytes: int,
        site: Site,
        alignment: int | None = None,
    ) -> Allocation:
        align = max(alignment or 0, _DEFAULT_ALIGNMENT)
        address = -(-self._next_address[kind] // align) * align
        self._next_address[kind] = address + size_bytes + _RED_ZONE
        allocation = Allocation(len(self.allocations), kind, address, size_bytes, site)
        self.allocations.append(allocation)
        if kind is AllocationKind.HEAP:
            self.counters.allocations += 1
            self.live_heap_bytes += size_bytes
            self.counters.peak_live_bytes = max(
                self.counters.peak_live_bytes, self.live_heap_bytes
            )
        return allocation

    def free(self, value: MemRefValue, site: Site, *, by_caller: bool = False) -> bool:
        """Releases the allocation of `value`; reports frees of memory the
        program does not own.  `by_caller` frees (the harness releasing
        returned memrefs) are not counted."""
        allocation = value.allocation
        who = "the caller frees a returned memref: " if by_caller else ""
        if allocation.kind is AllocationKind.ARGUMENT:
            self.report(
                FindingKind.INVALID_FREE,
                f"{who}frees memory owned by the caller ({allocation.site.text})",
                site,
                allocation,
            )
        elif allocation.kind is AllocationKind.GLOBAL:
            self.report(
                FindingKind.INVALID_FREE,
                f"{who}frees global memory, which is never freeable",
                site,
                allocation,
            )
        elif allocation.kind is AllocationKind.STACK:
            self.report(
                FindingKind.INVALID_FREE,
                f"{who}frees stack memory of memref.alloca",
                site,
                allocation,
            )
        elif allocation.state is AllocationState.FREED:
            self.report(
                FindingKind.DOUBLE_FREE,
                f"{who}frees memory that was already freed",
                site,
                allocation,
                allocation.end_site,
            )
        else:
            allocation.state = AllocationState.FREED
            allocation.end_site = site
            self.live_heap_bytes -= allocation.size_bytes
            if not by_caller:
                self.counters.frees += 1
            return True
        return False

    # --- scopes -----------------------------------------------------------------

    def push_scope(self) -> None:
        self.stack_frames.append([])

    def pop_scope(self, scope_site: Site) -> None:
        for allocation in self.stack_frames.pop():
            allocation.state = AllocationState.SCOPE_ENDED
            allocation.end_site = scope_site

    def global_buffer(
        self,
        symbol: str,
        memref_type: MemRefType,
        initial: Sequence[Any],
        site: Site,
        *,
        constant: bool = False,
    ) -> MemRefValue:
        """The memory of global `symbol`, created at its first `get_global`
        (read-only if the global is `constant`)."""
        if symbol not in self.globals:
            value = self.allocate(
                AllocationKind.GLOBAL, memref_type, memref_type.get_shape(), site
            )
            value.allocation.read_only = constant
            self.globals[symbol] = value.allocation
            for indices, item in zip(value.indices(), initial, strict=True):
                value.allocation.contents[value.byte_offset(indices)] = item
            return value
        allocation = self.globals[symbol]
        element_type = memref_type.get_element_type()
        sizes = memref_type.get_shape()
        offset, strides = layout_of(memref_type, sizes)
        return MemRefValue(
            allocation,
            element_type,
            element_size_in_bytes(element_type),
            offset,
            tuple(sizes),
            strides,
            is_base=True,
        )

    # --- accesses ---------------------------------------------------------------

    def check_live(self, value: MemRefValue, site: Site, what: str) -> bool:
        """Reports a use of released memory; `what` says how it is used."""
        allocation = value.allocation
        if allocation.state is AllocationState.FREED:
            self.report(
                FindingKind.USE_AFTER_FREE,
                f"{what} memory that was already freed",
                site,
                allocation,
                allocation.end_site,
            )
            return False
        if allocation.state is AllocationState.SCOPE_ENDED:
            self.report(
                FindingKind.USE_AFTER_SCOPE,
                f"{what} stack memory whose allocation scope has ended",
                site,
                allocation,
                allocation.end_site,
            )
            return False
        return True

    def _checked_offset(
        self, value: MemRefValue, indices: Sequence[int], site: Site, what: str
    ) -> int | None:
        self.check_live(value, site, what)
        if not value.in_bounds(indices):
            self.report(
                FindingKind.OUT_OF_BOUNDS,
                f"{what} index {list(indices)} outside of a memref of sizes "
                f"{list(value.sizes)} (or outside its allocation)",
                site,
                value.allocation,
            )
            return None
        return value.byte_offset(indices)

    def load(self, value: MemRefValue, indices: Sequence[int], site: Site) -> Any:
        offset = self._checked_offset(value, indices, site, "reads")
        if offset is None:
            return zero_of(value.element_type)
        return value.allocation.contents.get(offset, zero_of(value.element_type))

    def check_writable(self, value: MemRefValue, site: Site) -> bool:
        """Reports a write to the memory of a constant global."""
        allocation = value.allocation
        if allocation.read_only:
            self.report(
                FindingKind.WRITE_TO_CONSTANT,
                "writes the memory of a constant memref.global, which compiled "
                "code keeps read-only",
                site,
                allocation,
            )
            return False
        return True

    def store(
        self, value: MemRefValue, indices: Sequence[int], item: Any, site: Site
    ) -> None:
        """Writes one element; a constant global keeps its contents."""
        offset = self._checked_offset(value, indices, site, "writes")
        if offset is not None and self.check_writable(value, site):
            value.allocation.contents[offset] = item
