"""MLIR's bufferization dialect and ownership-based buffer deallocation for xDSL."""

from xdsl_dealloc.dialects.memref_syntax import amend_memref_syntax

# xDSL's memref ops get MLIR's textual form as soon as the plugin is loaded,
# not only once a program mentions `memref`: passes build memref ops from
# inputs that have none (`convert-bufferization-to-memref`).
amend_memref_syntax()
