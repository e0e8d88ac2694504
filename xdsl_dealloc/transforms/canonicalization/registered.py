"""The canonicalization patterns this package gives xDSL's op classes.

Rules MLIR's canonicalizer has and xDSL 0.74's lacks, and a few beyond
MLIR's (`DropNegatedConjunct`, `SinkIntoDecidingEdge`).
`xdsl_dealloc.register()` attaches them to the op classes of the dialects it
extends as a `HasCanonicalizationPatternsTrait` next to the class's own, so
xDSL's `canonicalize` applies them as well as the pipeline's sweeps;
importing this module attaches nothing.  The sweeps also apply the rules
read from interfaces (`BranchOpInterface`, `RegionBranchOpInterface`) to
op classes registered later, which have no such trait.
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass

from xdsl.dialects import cf, memref, scf
from xdsl.ir import Operation
from xdsl.pattern_rewriter import RewritePattern
from xdsl.traits import HasCanonicalizationPatternsTrait

from xdsl_dealloc.dialects.bufferization import CloneOp
from xdsl_dealloc.interfaces.control_flow import (
    BranchOpInterface,
    RegionBranchOpInterface,
)
from xdsl_dealloc.interfaces.registry import add_traits
from xdsl_dealloc.transforms.canonicalization.arith_folds import EXTRA_CANONICALIZATIONS
from xdsl_dealloc.transforms.canonicalization.block_arguments import (
    ForwardArgumentsAllEdgesAgreeOn,
)
from xdsl_dealloc.transforms.canonicalization.copies import (
    CopyThroughCast,
    EraseEmptyCopy,
)
from xdsl_dealloc.transforms.canonicalization.decided_regions import (
    DECIDED_REGION_PATTERNS,
)
from xdsl_dealloc.transforms.canonicalization.deciding_edge import (
    SinkIntoDecidingEdge,
)
from xdsl_dealloc.transforms.canonicalization.dim import FoldDimOfKnownSize
from xdsl_dealloc.transforms.canonicalization.known_conditions import (
    FoldSwitchOperandsKnownOnEdge,
)
from xdsl_dealloc.transforms.canonicalization.region_values import (
    ForwardValuesAllEdgesAgreeOn,
    RemoveUnusedForIterationArguments,
    RemoveUnusedResults,
    RemoveUnusedWhileArguments,
    RemoveUnusedWhileResults,
)
from xdsl_dealloc.transforms.canonicalization.reshapes import FoldReshapeOfInverse
from xdsl_dealloc.transforms.canonicalization.write_only_allocation import (
    EraseSelfCopy,
    EraseWriteOnlyAllocation,
)


@dataclass(frozen=True)
class AddedCanonicalizations(HasCanonicalizationPatternsTrait):
    """Patterns added to an op class that xDSL defines."""

    patterns: tuple[RewritePattern, ...]

    def get_patterns(self, op: type[Operation]) -> tuple[RewritePattern, ...]:
        return self.patterns

    @classmethod
    def get_canonicalization_patterns(cls) -> tuple[RewritePattern, ...]:
        # Each instance has its own patterns: `get_patterns` answers.
        return ()


_PER_CLASS: dict[type[Operation], tuple[RewritePattern, ...]] = {
    **EXTRA_CANONICALIZATIONS,
    **DECIDED_REGION_PATTERNS,
    memref.AllocOp: (EraseWriteOnlyAllocation(),),
    memref.AllocaOp: (EraseWriteOnlyAllocation(),),
    CloneOp: (EraseWriteOnlyAllocation(),),
    memref.CopyOp: (EraseSelfCopy(), EraseEmptyCopy(), CopyThroughCast()),
    memref.ExpandShapeOp: (FoldReshapeOfInverse(),),
    memref.CollapseShapeOp: (FoldReshapeOfInverse(),),
    memref.DimOp: (FoldDimOfKnownSize(),),
    cf.SwitchOp: (FoldSwitchOperandsKnownOnEdge(),),
    scf.IfOp: (SinkIntoDecidingEdge(),),
    scf.ForOp: (RemoveUnusedForIterationArguments(),),
    scf.WhileOp: (
        *DECIDED_REGION_PATTERNS[scf.WhileOp],
        RemoveUnusedWhileResults(),
        RemoveUnusedWhileArguments(),
    ),
}


def interface_patterns(op_class: type[Operation]) -> tuple[RewritePattern, ...]:
    """The rules `op_class`'s control-flow interfaces allow: values all
    incoming edges agree on, unused results of region ops."""
    patterns: list[RewritePattern] = []
    # An unregistered op "has" every trait as far as `has_trait` says, but
    # these patterns need the interface's implementation itself.
    if op_class.has_trait(BranchOpInterface, value_if_unregistered=False):
        patterns.append(ForwardArgumentsAllEdgesAgreeOn())
    if op_class.has_trait(RegionBranchOpInterface, value_if_unregistered=False):
        patterns += (ForwardValuesAllEdgesAgreeOn(), RemoveUnusedResults())
    return tuple(patterns)


def added_patterns(op_class: type[Operation]) -> tuple[RewritePattern, ...]:
    """The patterns this package adds to `op_class`."""
    linalg: tuple[RewritePattern, ...] = ()
    if op_class.name.startswith("linalg."):
        # Imported only once the linalg dialect is loaded.
        from xdsl_dealloc.transforms.canonicalization.dead_linalg import (
            linalg_patterns,
        )

        linalg = linalg_patterns(op_class)
    return (*_PER_CLASS.get(op_class, ()), *linalg, *interface_patterns(op_class))


def register_canonicalizations(op_classes: Iterable[type[Operation]]) -> None:
    """Attaches `added_patterns` to each of `op_classes` that has some
    (after the interface models, which `interface_patterns` reads)."""
    for op_class in op_classes:
        if patterns := added_patterns(op_class):
            add_traits(
                op_class,
                (AddedCanonicalizations(patterns),),
                replacing=(AddedCanonicalizations,),
            )


def has_added_patterns(op_class: type[Operation]) -> bool:
    """Whether `register_canonicalizations` attached patterns to `op_class`."""
    return any(
        isinstance(trait, AddedCanonicalizations)
        for trait in op_class.get_traits_of_type(HasCanonicalizationPatternsTrait)
    )
