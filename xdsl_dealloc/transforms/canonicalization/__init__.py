"""Canonicalization patterns of `bufferization.dealloc` and `bufferization.clone`.

The patterns are attached to the op classes through the traits in `traits`,
so xDSL's `canonicalize` pass applies them.  This package's `__init__` imports
nothing, so the dialect module can import the traits without an import cycle.
"""
