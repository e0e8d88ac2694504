"""The interfaces One-Shot Bufferize reads: MLIR's `BufferizableOpInterface`,
`DestinationStyleOpInterface` and `SubsetInsertionOpInterface`, as xDSL
traits that can be attached to op classes defined elsewhere.

How a model implements `BufferizableOpInterface`
================================================

A model is an instance of a subclass, attached with
`xdsl_dealloc.interfaces.registry.register_interface(OpClass, Model())`
from the `register()` of the package that owns the model (ours live in
`xdsl_dealloc/models/bufferizable/<dialect>.py`).  Every method receives
the op first; operands are named by `OpOperand(op, index)`.

The analysis questions (answered for tensor operands and values only):

* `bufferizes_to_memory_read(op, operand, state)` /
  `bufferizes_to_memory_write(op, operand, state)`: does the op read / write
  the buffer of this operand?  A destination (`tensor.insert`'s `dest`) is
  written; a source is read.
* `aliasing_values(op, operand, state)`: the tensor values (results, or block
  arguments of the op's regions) whose buffer may be the operand's buffer
  once the operand is bufferized in place, each with a `BufferRelation`
  (`EQUIVALENT`: the same buffer, `UNKNOWN`: a part of it, or maybe it) and
  whether the alias is definite.  `aliasing_operands(op, value, state)` is
  the reverse; the default derives it from `aliasing_values`.
* `is_writable(op, value, state)`: may the buffer of this result or block
  argument be written in place (a constant's may not)?
* `bufferizes_to_allocation(op, value)`, `must_bufferize_in_place`,
  `bufferizes_to_elementwise_access`, `is_not_conflicting`,
  `result_bufferizes_to_memory_write`: refinements with MLIR's defaults.
* `is_repetitive_region(op, index)` / `is_parallel_region(op, index)`:
  whether region `index` may run more than once (loops), and whether its
  instances may run at the same time (`scf.forall`).

The rewrite:

* `buffer_type(op, value, state)`: the memref type the tensor `value` (a
  result or a block argument of the op) bufferizes to, before bufferizing.
* `is_recomputable(op, value)` / `recompute_into(op, value, destination,
  point)`: a copy of `value` may instead be the op written again into a
  fresh tensor (a `fill`).
* `resolve_conflicts(op, rewriter, state)`: runs on tensor IR after the
  analysis, to insert the copies of out-of-place operands
  (`bufferization.alloc_tensor ... copy(...)`); the default does exactly
  that, and loops override it.
* `bufferize(op, rewriter, state)`: replaces `op` by memref IR.  Get operand
  buffers with `state.get_buffer(value)` (a `bufferization.to_buffer` is
  inserted when the value is not bufferized yet) and replace the op with
  `state.replace_op_with_bufferized_values(op, new_ops, buffers)`, which
  wraps memref results in `bufferization.to_tensor` for users not rewritten
  yet.  Raise a `DiagnosticException` for unsupported input: the pass checks
  its whole input before rewriting, so raise from `verify_analysis` or
  `unsupported_reason` where possible.

`FixedAccessBufferizable` answers the first three for ops that read all
their tensor operands or none, write all or none, and make no alias.  A
destination-passing op subclasses `DestinationStyleBufferizable` instead
and writes only `bufferize`: its inits are read and written in place of the
tied result, and the other tensor operands are read.  An op whose
insertion destination is a subset (`tensor.insert_slice`) also attaches a
`SubsetInsertionOpInterface` model, so that a matching
`extract_slice`/`insert_slice` pair is not a conflict, and so that
`eliminate-empty-tensors` can build the subset in place of an empty tensor
(`build_subset_extraction`).
"""

from __future__ import annotations

import abc
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from enum import Enum
from typing import TYPE_CHECKING, ClassVar, NamedTuple

from xdsl.ir import Attribute, Block, Operation, OpResult, Region, SSAValue
from xdsl.rewriter import InsertPoint, Rewriter
from xdsl.traits import OpTrait

from xdsl_dealloc.interfaces.control_flow import RegionBranchOpInterface
from xdsl_dealloc.interfaces.registry import get_interface
from xdsl_dealloc.ir.types import is_tensor

if TYPE_CHECKING:
    from xdsl_dealloc.interfaces.bufferization_state import (
        AnalysisState,
        BufferizationState,
    )


_item = tuple.__getitem__
"""Indexes an op's operand tuple in C: `op.operands[i]` is three Python
calls (a view, its `__getitem__`, `SSAValues.__getitem__`), and the
analysis reads tens of operand values per op."""


class OpOperand(NamedTuple):
    """One operand of an op (MLIR's `OpOperand`): the op and the position.

    A named tuple, not a frozen dataclass: the analysis builds, hashes and
    compares hundreds of them per op, which a tuple does in C."""

    op: Operation
    index: int  # pyright: ignore[reportIncompatibleMethodOverride]: tuple.index, unused

    @property
    def value(self) -> SSAValue:
        return _item(self.op._operands, self.index)  # pyright: ignore[reportPrivateUsage]

    def set(self, value: SSAValue) -> None:
        self.op.operands[self.index] = value


def tensor_operands(op: Operation) -> list[OpOperand]:
    """The tensor operands of `op`, in order."""
    return [
        OpOperand(op, index)
        for index, operand in enumerate(op._operands)  # pyright: ignore[reportPrivateUsage]
        if is_tensor(operand)
    ]


def uses_of(value: SSAValue) -> list[OpOperand]:
    """The uses of `value` as `OpOperand`s."""
    return [OpOperand(use.operation, use.index) for use in value.uses]


class BufferRelation(Enum):
    """How the buffers of two aliasing tensor values relate."""

    UNKNOWN = "unknown"
    """A part of the buffer, or maybe the buffer."""
    EQUIVALENT = "equivalent"
    """The very same buffer."""


@dataclass(frozen=True)
class AliasingValue:
    """A value whose buffer may be an operand's buffer (in place)."""

    value: SSAValue
    relation: BufferRelation
    is_definite: bool = True


@dataclass(frozen=True)
class AliasingOpOperand:
    """An operand whose buffer may be a value's buffer (in place)."""

    operand: OpOperand
    relation: BufferRelation
    is_definite: bool = True


def owner_of(value: SSAValue) -> Operation:
    """The op defining `value`, or the op whose region has it as argument."""
    if isinstance(value, OpResult):
        return value.op
    assert isinstance(value.owner, Block)
    parent = value.owner.parent_op()
    assert parent is not None, "a block argument outside of any op"
    return parent


class BufferizableOpInterface(OpTrait, abc.ABC):
    """How One-Shot Bufferize analyses and rewrites an op with tensors (see
    the module docstring for how a model implements it)."""

    function_boundary: ClassVar[bool] = False
    """Whether the model belongs to function-boundary bufferization (a
    function, a call): without `bufferize-function-boundaries` the op is
    unknown to the pass, as MLIR's `isOpAllowed` makes the `func` ops."""

    without_tensor_values: ClassVar[bool] = False
    """Whether the pass bufferizes the op though no operand or result is a
    tensor (MLIR's `hasTensorSemantics` for a global of a tensor type)."""

    # ---- analysis -------------------------------------------------------

    @abc.abstractmethod
    def bufferizes_to_memory_read(
        self, op: Operation, operand: OpOperand, state: AnalysisState
    ) -> bool:
        """Whether the op reads the buffer of tensor `operand`."""

    @abc.abstractmethod
    def bufferizes_to_memory_write(
        self, op: Operation, operand: OpOperand, state: AnalysisState
    ) -> bool:
        """Whether the op writes the buffer of tensor `operand` (in place)."""

    @abc.abstractmethod
    def aliasing_values(
        self, op: Operation, operand: OpOperand, state: AnalysisState
    ) -> Sequence[AliasingValue]:
        """The tensor values that may share `operand`'s buffer when it is
        bufferized in place."""

    def aliasing_operands(
        self, op: Operation, value: SSAValue, state: AnalysisState
    ) -> Sequence[AliasingOpOperand]:
        """The tensor operands whose buffer `value` may share; by default
        the reverse of `aliasing_values` over the op's tensor operands."""
        return [
            AliasingOpOperand(operand, alias.relation, alias.is_definite)
            for operand in tensor_operands(op)
            for alias in self.aliasing_values(op, operand, state)
            if alias.value is value
        ]

    def result_bufferizes_to_memory_write(
        self, op: Operation, result: OpResult, state: AnalysisState
    ) -> bool:
        """Whether `result`'s contents are (partly) defined by a write of
        this op or of ops nested in it (MLIR's default rules)."""
        return state.default_result_bufferizes_to_memory_write(result)

    def bufferizes_to_allocation(self, op: Operation, value: SSAValue) -> bool:
        """Whether `value`'s buffer is a new allocation of this op."""
        return False

    def is_recomputable(self, op: Operation, value: OpResult) -> bool:
        """Whether a copy of `value` may instead compute it again, from
        values that are not tensors, into a fresh tensor (`recompute_into`),
        as cheaply as a copy writes it (a `fill`)."""
        return False

    def recompute_into(
        self, op: Operation, value: OpResult, destination: SSAValue, point: InsertPoint
    ) -> SSAValue:
        """`value` computed again at `point` into `destination`, a fresh
        tensor, when `is_recomputable`."""
        raise NotImplementedError

    def bufferizes_to_elementwise_access(
        self, op: Operation, state: AnalysisState, operands: Sequence[OpOperand]
    ) -> bool:
        """Whether the op reads and writes `operands` element by element,
        each element read before it is written (then reading and writing
        equivalent operands in place is no conflict)."""
        return False

    def must_bufferize_in_place(
        self, op: Operation, operand: OpOperand, state: AnalysisState
    ) -> bool:
        """Whether `operand` is in place whatever the analysis finds."""
        return False

    def is_writable(self, op: Operation, value: SSAValue, state: AnalysisState) -> bool:
        """Whether the buffer of `value` (a result or region argument of the
        op) may be written."""
        return True

    def is_not_conflicting(
        self,
        op: Operation,
        read: OpOperand,
        write: OpOperand,
        state: AnalysisState,
    ) -> bool:
        """The op's own knowledge that `read` and `write` (one of them an
        operand of this op) do not conflict."""
        return False

    def is_repetitive_region(self, op: Operation, index: int) -> bool:
        """Whether region `index` may run more than once per run of the op;
        by default, whether its `RegionBranchOpInterface` lets it reach
        itself."""
        branch = get_interface(op, RegionBranchOpInterface)
        if branch is None:
            return False
        return region_reaches(op, branch, op.regions[index], op.regions[index])

    def is_parallel_region(self, op: Operation, index: int) -> bool:
        """Whether instances of region `index` may run at the same time."""
        return False

    def verify_analysis(self, op: Operation, state: AnalysisState) -> str | None:
        """What is wrong with the analysis result for this op (a loop
        yielding a value not equivalent to its iteration argument), as a
        message for a diagnostic on the op; None if nothing."""
        return None

    # ---- rewrite --------------------------------------------------------

    def buffer_type(
        self, op: Operation, value: SSAValue, state: BufferizationState
    ) -> Attribute:
        """The memref type `value` bufferizes to (MLIR's default: the type
        of the equivalent operand's buffer, else an identity layout for a
        result and the unknown-type conversion for a block argument)."""
        return state.default_buffer_type(value)

    def resolve_conflicts(
        self, op: Operation, rewriter: Rewriter, state: BufferizationState
    ) -> None:
        """Inserts the tensor copies the analysis asks for (before any op is
        bufferized)."""
        state.resolve_operand_conflicts(op)

    @abc.abstractmethod
    def bufferize(
        self, op: Operation, rewriter: Rewriter, state: BufferizationState
    ) -> None:
        """Replaces `op` by memref IR, its operands in place."""

    def unsupported_reason(self, op: Operation, state: AnalysisState) -> str | None:
        """Why the pass cannot bufferize `op` (asked before anything is
        rewritten); None if it can."""
        return None


class FixedAccessBufferizable(BufferizableOpInterface, abc.ABC):
    """A model whose tensor operands are all read (`reads`) or not, all
    written (`writes`) or not, and alias nothing unless `aliasing_values` is
    overridden: most ops that are not in destination-passing style."""

    reads: ClassVar[bool] = False
    writes: ClassVar[bool] = False

    def bufferizes_to_memory_read(
        self, op: Operation, operand: OpOperand, state: AnalysisState
    ) -> bool:
        return self.reads

    def bufferizes_to_memory_write(
        self, op: Operation, operand: OpOperand, state: AnalysisState
    ) -> bool:
        return self.writes

    def aliasing_values(
        self, op: Operation, operand: OpOperand, state: AnalysisState
    ) -> Sequence[AliasingValue]:
        return []


class AllocatingBufferizable(FixedAccessBufferizable, abc.ABC):
    """A model of an op whose tensor results are new buffers with identity
    layouts (`tensor.empty`, `tensor.from_elements`, a tensor constant)."""

    def bufferizes_to_allocation(self, op: Operation, value: SSAValue) -> bool:
        return True

    def buffer_type(
        self, op: Operation, value: SSAValue, state: BufferizationState
    ) -> Attribute:
        return state.identity_buffer_type(value)


def region_reaches(
    op: Operation, branch: RegionBranchOpInterface, start: Region, target: Region
) -> bool:
    """Whether control can go from region `start` of `op` to `target` (in
    one or more steps, without leaving `op`)."""
    seen: set[Region] = set()
    pending = [start]
    while pending:
        region = pending.pop()
        for successor in branch.successors(op, region):
            if successor.region is None:
                continue
            if successor.region is target:
                return True
            if successor.region not in seen:
                seen.add(successor.region)
                pending.append(successor.region)
    return False


class DestinationStyleOpInterface(OpTrait, abc.ABC):
    """An op in destination-passing style: each tensor result is tied to one
    init ("outs") operand, whose buffer it is computed into."""

    @abc.abstractmethod
    def init_operands(self, op: Operation) -> Sequence[OpOperand]:
        """The inits, in the order of the results they are tied to (the i-th
        init to the i-th result)."""

    def tied_result(self, op: Operation, operand: OpOperand) -> OpResult | None:
        """The result tied to `operand`, if it is an init."""
        for position, init in enumerate(self.init_operands(op)):
            if init == operand:
                return op.results[position]
        return None

    def tied_init(self, op: Operation, result: OpResult) -> OpOperand:
        return self.init_operands(op)[result.index]

    def is_init(self, op: Operation, operand: OpOperand) -> bool:
        return operand in self.init_operands(op)


class DestinationStyleBufferizable(BufferizableOpInterface, abc.ABC):
    """`BufferizableOpInterface` of a destination-passing op (MLIR's
    `DstBufferizableOpInterfaceExternalModel`): reads its non-init tensor
    operands, reads and writes its inits, each result equivalent to its
    init.  The op class must also have a `DestinationStyleOpInterface`."""

    @staticmethod
    def destination_style(op: Operation) -> DestinationStyleOpInterface:
        style = get_interface(op, DestinationStyleOpInterface)
        assert style is not None, f"{op.name} has no DestinationStyleOpInterface"
        return style

    def bufferizes_to_memory_read(
        self, op: Operation, operand: OpOperand, state: AnalysisState
    ) -> bool:
        return True

    def bufferizes_to_memory_write(
        self, op: Operation, operand: OpOperand, state: AnalysisState
    ) -> bool:
        return self.destination_style(op).is_init(op, operand)

    def aliasing_values(
        self, op: Operation, operand: OpOperand, state: AnalysisState
    ) -> Sequence[AliasingValue]:
        result = self.destination_style(op).tied_result(op, operand)
        if result is None:
            return []
        return [AliasingValue(result, BufferRelation.EQUIVALENT)]


EquivalenceQuery = Callable[[SSAValue, SSAValue], bool]
"""Whether two tensor values bufferize to equivalent buffers."""


class SubsetInsertionOpInterface(OpTrait, abc.ABC):
    """An op inserting its source into a subset of its destination
    (`tensor.insert_slice`, `tensor.parallel_insert_slice`)."""

    @abc.abstractmethod
    def source_operand(self, op: Operation) -> OpOperand: ...

    @abc.abstractmethod
    def destination_operand(self, op: Operation) -> OpOperand: ...

    @abc.abstractmethod
    def is_equivalent_subset(
        self, op: Operation, candidate: SSAValue, equivalent: EquivalenceQuery
    ) -> bool:
        """Whether `candidate` is an extraction of exactly the subset this op
        inserts into, from a tensor `equivalent` to the destination."""

    def is_disjoint_subset(
        self, op: Operation, candidate: SSAValue, equivalent: EquivalenceQuery
    ) -> bool:
        """Whether `candidate` is an extraction, from a tensor `equivalent`
        to the destination, of a subset provably disjoint from the one this
        op inserts into.  No by default."""
        return False

    def values_needed_for_subset_extraction(self, op: Operation) -> Sequence[SSAValue]:
        """The values `build_subset_extraction` uses: where it is built,
        they must all be defined (MLIR's
        `getValuesNeededToBuildSubsetExtraction`)."""
        return ()

    def extracts_destination_buffer(self, op: Operation) -> bool:
        """Whether the subset `build_subset_extraction` builds is the
        destination's buffer itself (a memref destination, as a `to_tensor
        restrict`), which this op then writes: unlike a tensor subset it
        holds only if the values from the empty tensor to the source already
        share one buffer.  No by default."""
        return False

    def build_subset_extraction(
        self, op: Operation, insert_point: InsertPoint
    ) -> SSAValue | None:
        """Builds, at `insert_point`, the extraction of exactly the subset
        this op inserts into, a tensor of the source's shape, for
        `eliminate-empty-tensors`; None if it cannot (the default).  It may
        amend `op` (a `restrict` moving to the new op)."""
        return None


class InsertsFirstOperandIntoSecond(SubsetInsertionOpInterface, abc.ABC):
    """A subset insertion whose source is operand 0 and destination operand
    1, as for every subset insertion of MLIR's upstream dialects
    (`tensor.insert_slice`, `linalg.copy`,
    `bufferization.materialize_in_destination`)."""

    def source_operand(self, op: Operation) -> OpOperand:
        return OpOperand(op, 0)

    def destination_operand(self, op: Operation) -> OpOperand:
        return OpOperand(op, 1)
