"""The deallocation pipeline and the buffer optimizations against MLIR 22's,
on generated and corpus programs."""
