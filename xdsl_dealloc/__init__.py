"""MLIR's bufferization dialect and ownership-based buffer deallocation for xDSL."""
