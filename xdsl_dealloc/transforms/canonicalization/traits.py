"""Canonicalization traits; the patterns are imported only when first asked for.

The dialect module imports this module while the op classes are being defined,
and the pattern modules import those op classes, hence the deferred import.
"""

from __future__ import annotations

from xdsl.pattern_rewriter import RewritePattern
from xdsl.traits import HasCanonicalizationPatternsTrait


class DeallocOpHasCanonicalizationPatterns(HasCanonicalizationPatternsTrait):
    @classmethod
    def get_canonicalization_patterns(cls) -> tuple[RewritePattern, ...]:
        from xdsl_dealloc.transforms.canonicalization.dealloc import DEALLOC_PATTERNS

        return DEALLOC_PATTERNS


class CloneOpHasCanonicalizationPatterns(HasCanonicalizationPatternsTrait):
    @classmethod
    def get_canonicalization_patterns(cls) -> tuple[RewritePattern, ...]:
        from xdsl_dealloc.transforms.canonicalization.clone import CLONE_PATTERNS

        return CLONE_PATTERNS
