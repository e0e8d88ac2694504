"""affine: `affine.apply`, which bufferized programs use for sizes and
offsets (a padded size, a slice's end).  xDSL's affine loads and stores work
on its own arrays, not on the sanitizer's memory, so they are not reused."""

from __future__ import annotations

from xdsl.dialects import affine
from xdsl.interpreter import (
    Interpreter,
    InterpreterFunctions,
    PythonValues,
    impl,
    register_impls,
)


@register_impls
class SanitizerAffineFunctions(InterpreterFunctions):
    @impl(affine.ApplyOp)
    def run_apply(
        self, interpreter: Interpreter, op: affine.ApplyOp, args: PythonValues
    ) -> PythonValues:
        """The map's one result; its operands are the dimensions, then the
        symbols."""
        affine_map = op.map.data
        dims = [int(value) for value in args[: affine_map.num_dims]]
        symbols = [int(value) for value in args[affine_map.num_dims :]]
        (result,) = affine_map.eval(dims, symbols)
        return (result,)
