"""Control-flow interfaces, modelled on MLIR's, which xDSL does not have.

Each interface is an `OpTrait`: an op class gets it either in its own
`traits_def(...)` or, for classes defined elsewhere, through
`xdsl_dealloc.interfaces.registry.register_interface` (MLIR's external
models).  The analyses and passes only ever ask for the trait (through
`registry.get_interface`, which caches the answer per op class).
"""

from __future__ import annotations

import abc
from collections.abc import Collection, Mapping, Sequence
from dataclasses import dataclass

from xdsl.ir import Attribute, Operation, Region, SSAValue
from xdsl.rewriter import Rewriter
from xdsl.traits import OpTrait


@dataclass(frozen=True, eq=False)
class RegionSuccessor:
    """Where control may go from a region-branch point.

    Either the entry block of `region`, whose arguments `inputs` receive the
    forwarded values, or (`region is None`) back to the parent op, whose results
    `inputs` receive them.  `inputs` may be a suffix of the block arguments
    (e.g. `scf.for` forwards nothing to its induction variable).
    """

    region: Region | None
    inputs: tuple[SSAValue, ...]

    @property
    def is_parent(self) -> bool:
        return self.region is None

    @staticmethod
    def parent(op: Operation) -> RegionSuccessor:
        return RegionSuccessor(None, tuple(op.results))

    @staticmethod
    def entry_of(region: Region, first_input: int = 0) -> RegionSuccessor:
        block = region.first_block
        inputs = () if block is None else tuple(block.args[first_input:])
        return RegionSuccessor(region, inputs)


class RegionBranchOpInterface(OpTrait, abc.ABC):
    """An op whose regions run in a pattern the op defines (loops, ifs, ...).

    Contract (as MLIR assumes): the values forwarded into a region are a suffix
    of that region's entry block arguments and the values forwarded to the
    parent are all of the op's results, so extra values can be appended at the
    end of the forwarded operands, the entry block arguments and the results.
    """

    @abc.abstractmethod
    def successors(
        self, op: Operation, point: Region | None
    ) -> Sequence[RegionSuccessor]:
        """Successors of the op itself (`point is None`) or of region `point`."""

    @abc.abstractmethod
    def entry_operands(
        self, op: Operation, successor: RegionSuccessor
    ) -> Sequence[SSAValue]:
        """The op's operands forwarded to `successor` when control enters."""

    def unsupported_reason(self, op: Operation) -> str | None:
        """Why the deallocation pass cannot process `op`, if it cannot (asked
        before anything is rewritten)."""
        return None

    def facts_on_entry(self, op: Operation, region: Region) -> Mapping[SSAValue, bool]:
        """Boolean values known whenever `region` runs (an if's condition in
        its branches); conditions on those paths then fold.  None by default."""
        return {}

    @abc.abstractmethod
    def append_forwarded(
        self,
        op: Operation,
        operands: Sequence[SSAValue],
        result_types: Sequence[Attribute],
        rewriter: Rewriter,
    ) -> Operation:
        """Replaces `op` by an op forwarding `operands` too and with extra results.

        `operands` are appended to the entry-forwarded operands (empty for ops
        that forward none); the regions move to the new op; the old results are
        replaced by the new op's leading results.  Block arguments are not
        added: the caller appends them to the entry blocks.
        """


class RegionBranchTerminatorOpInterface(OpTrait, abc.ABC):
    """A terminator that passes control to a sibling region or to the parent."""

    @abc.abstractmethod
    def successor_operands(
        self, op: Operation, successor: RegionSuccessor
    ) -> Sequence[SSAValue]:
        """The operands forwarded to `successor.inputs`."""

    @abc.abstractmethod
    def append_successor_operands(
        self, op: Operation, values: Sequence[SSAValue]
    ) -> None:
        """Appends `values` to the operands forwarded to every successor."""


class BranchOpInterface(OpTrait, abc.ABC):
    """A terminator that branches to successor blocks in the same region."""

    @abc.abstractmethod
    def successor_operands(self, op: Operation, index: int) -> Sequence[SSAValue]:
        """The operands passed to the arguments of successor `index`."""

    @abc.abstractmethod
    def append_successor_operands(
        self, op: Operation, index: int, values: Sequence[SSAValue]
    ) -> None:
        """Appends `values` to the operands passed to successor `index`."""

    def facts_on_edge(self, op: Operation, index: int) -> Mapping[SSAValue, bool]:
        """Boolean values known when control goes to successor `index` (a
        conditional branch's condition); conditions on that path then fold.
        None by default."""
        return {}

    def can_erase_successor_operands(self, op: Operation) -> bool:
        """Whether `erase_successor_operand` works on `op` (canonicalization
        drops a block argument only if every edge into the block can stop
        passing it).  No by default."""
        return False

    def erase_successor_operand(self, op: Operation, index: int, position: int) -> None:
        """Stops passing the `position`-th operand to successor `index`."""
        raise NotImplementedError(f"{op.name} cannot drop successor operands")


class CallOpInterface(OpTrait, abc.ABC):
    """A call of a function by symbol name."""

    @abc.abstractmethod
    def callee(self, op: Operation) -> str | None:
        """The root symbol name of the callee, or None for indirect calls."""

    @abc.abstractmethod
    def arguments(self, op: Operation) -> Sequence[SSAValue]:
        """The operands passed to the callee's entry block arguments."""

    @abc.abstractmethod
    def append_arguments_and_results(
        self,
        op: Operation,
        arguments: Sequence[SSAValue],
        result_types: Sequence[Attribute],
        rewriter: Rewriter,
    ) -> Operation:
        """Replaces `op` by a call with extra trailing arguments and results."""

    def can_erase_results(self, op: Operation) -> bool:
        """Whether `erase_results` works on `op`.  No by default."""
        return False

    def erase_results(
        self, op: Operation, indices: Collection[int], rewriter: Rewriter
    ) -> Operation:
        """Replaces `op`, whose results at `indices` are unused, by a call
        without them."""
        raise NotImplementedError(f"{op.name} cannot drop results")


class FunctionOpInterface(OpTrait, abc.ABC):
    """A function: a symbol with a body (unless it is a declaration)."""

    @abc.abstractmethod
    def symbol_name(self, op: Operation) -> str: ...

    @abc.abstractmethod
    def is_public(self, op: Operation) -> bool: ...

    @abc.abstractmethod
    def result_types(self, op: Operation) -> Sequence[Attribute]: ...

    @abc.abstractmethod
    def body(self, op: Operation) -> Region | None:
        """The body, or None for a declaration."""

    @abc.abstractmethod
    def append_arguments_and_results(
        self,
        op: Operation,
        argument_types: Sequence[Attribute],
        result_types: Sequence[Attribute],
    ) -> tuple[SSAValue, ...]:
        """Extends the signature (and entry block) and returns the new arguments."""

    def can_erase_results(self, op: Operation) -> bool:
        """Whether `erase_results` works on `op`.  No by default."""
        return False

    def erase_results(self, op: Operation, indices: Collection[int]) -> None:
        """Drops the results at `indices` from the signature (the caller
        drops them from the returns and the calls)."""
        raise NotImplementedError(f"{op.name} cannot drop results")
