"""MLIR's bufferization dialect and ownership-based buffer deallocation for xDSL."""

import xdsl_dealloc.dialects.printing_fixes  # noqa: F401  (applies on import)
