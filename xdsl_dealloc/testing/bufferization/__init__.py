"""One-Shot Bufferize against MLIR 22's: the in-place decisions, the
allocations and copies, and what the bufferized programs compute."""
