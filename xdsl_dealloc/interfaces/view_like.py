"""How memref values flow from operands to results inside a single op."""

from __future__ import annotations

import abc
from collections.abc import Iterator, Mapping, Sequence

from xdsl.dialects.builtin import MemRefType
from xdsl.ir import Operation, SSAValue
from xdsl.traits import OpTrait

from xdsl_dealloc.interfaces.registry import get_interface
from xdsl_dealloc.ir.values import defining_op


class ViewLikeOpInterface(OpTrait, abc.ABC):
    """An op whose memref result is a view of (the same allocation as) a source.

    MLIR's `ViewLikeOpInterface`: `subview`, `cast`, `reinterpret_cast`,
    `expand_shape`, `collapse_shape`, `view`, the base buffer of
    `extract_strided_metadata`, ...
    """

    @abc.abstractmethod
    def view_source(self, op: Operation) -> SSAValue:
        """The memref the view is taken of."""

    @abc.abstractmethod
    def view_results(self, op: Operation) -> Sequence[SSAValue]:
        """The results that share `view_source`'s allocation."""


def view_chain(value: SSAValue) -> Iterator[SSAValue]:
    """`value`, then what it is a view of, and so on through view-like ops:
    all of them share one buffer."""
    yield value
    while (owner := defining_op(value)) is not None and (
        view := get_interface(owner, ViewLikeOpInterface)
    ):
        value = view.view_source(owner)
        yield value


def view_root(value: SSAValue) -> SSAValue:
    """The last of `view_chain(value)`, the value that is no view (`value`
    itself when it is none): whose buffer all those views share."""
    *_, root = view_chain(value)
    return root


def ranked_view(value: SSAValue) -> SSAValue | None:
    """The first ranked memref of `view_chain(value)`, if any.  xDSL's ops
    that take a buffer apart (`memref.extract_strided_metadata`,
    `extract_aligned_pointer_as_index`) accept only ranked memrefs, and the
    views of a buffer share its base buffer and aligned pointer."""
    return next((v for v in view_chain(value) if isinstance(v.type, MemRefType)), None)


class ViewFlowOpInterface(OpTrait, abc.ABC):
    """An op whose memref results may be any of several operands (MLIR's
    `BufferViewFlowOpInterface`), e.g. a memref-typed `arith.select`."""

    @abc.abstractmethod
    def flows(self, op: Operation) -> Sequence[tuple[SSAValue, SSAValue]]:
        """Pairs (operand, result): the result may be the operand's buffer."""

    def facts_on_flow(self, op: Operation, index: int) -> Mapping[SSAValue, bool]:
        """Boolean values known whenever the result of pair `index` of
        `flows` is that operand's buffer (a select's condition).  None by
        default."""
        return {}

    def sources_of(
        self, op: Operation, result: SSAValue
    ) -> list[tuple[SSAValue, Mapping[SSAValue, bool]]]:
        """The operands `result` may be the buffer of, each with the facts
        known when it is."""
        return [
            (operand, self.facts_on_flow(op, index))
            for index, (operand, target) in enumerate(self.flows(op))
            if target is result
        ]
