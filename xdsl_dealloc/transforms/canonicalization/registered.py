"""The canonicalization patterns this package gives xDSL's op classes.

`xdsl_dealloc.register()` attaches them as a `HasCanonicalizationPatternsTrait`
next to the class's own, so xDSL's `canonicalize` applies them as well as the
pipeline's sweeps; importing this module attaches nothing.
"""

from __future__ import annotations

from dataclasses import dataclass

from xdsl.dialects import memref
from xdsl.ir import Operation
from xdsl.pattern_rewriter import RewritePattern
from xdsl.traits import HasCanonicalizationPatternsTrait

from xdsl_dealloc.dialects.bufferization import CloneOp
from xdsl_dealloc.interfaces.registry import add_traits
from xdsl_dealloc.transforms.canonicalization.decided_regions import (
    DECIDED_REGION_PATTERNS,
)
from xdsl_dealloc.transforms.canonicalization.dim import FoldDimOfKnownSize
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


def added_patterns() -> dict[type[Operation], tuple[RewritePattern, ...]]:
    """The patterns per op class."""
    erase_write_only = (EraseWriteOnlyAllocation(),)
    return {
        memref.AllocOp: erase_write_only,
        memref.AllocaOp: erase_write_only,
        CloneOp: erase_write_only,
        memref.CopyOp: (EraseSelfCopy(),),
        memref.DimOp: (FoldDimOfKnownSize(),),
        **DECIDED_REGION_PATTERNS,
    }


def register_canonicalizations() -> None:
    """Attaches `added_patterns` to their op classes."""
    for op_class, patterns in added_patterns().items():
        add_traits(
            op_class,
            (AddedCanonicalizations(patterns),),
            replacing=(AddedCanonicalizations,),
        )
