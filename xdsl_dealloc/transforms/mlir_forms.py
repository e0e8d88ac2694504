"""`mlir-forms`: the switch for a run of `xdsl-opt` without any pass of ours.

The plugin is a guest in xDSL: by itself it only adds ops and has xDSL's
ops read MLIR 22's forms besides their own.  A pipeline with one of our
passes runs with MLIR 22's forms throughout (textual forms, verifiers,
canonicalization patterns), since loading our passes calls
`xdsl_dealloc.register()`.  This pass changes nothing in the module: its
loader does what every loader of ours does, for a run that wants MLIR 22's
forms and verifiers without our passes, e.g. `xdsl-opt -p mlir-forms` to
print a program as `mlir-opt-22` does, or `-p mlir-forms,canonicalize` for
xDSL's canonicalization with MLIR's patterns.

For example, `xdsl-opt -p mlir-forms` prints

```mlir
"memref.copy"(%a, %b) : (memref<4xf32>, memref<4xf32>) -> ()
```

as

```mlir
memref.copy %a, %b : memref<4xf32> to memref<4xf32>
```
"""

from __future__ import annotations

from dataclasses import dataclass

from xdsl.context import Context
from xdsl.dialects.builtin import ModuleOp
from xdsl.passes import ModulePass


@dataclass(frozen=True)
class MLIRFormsPass(ModulePass):
    """MLIR 22's forms, verifiers and canonicalization patterns for the run;
    the module is left as it is."""

    name = "mlir-forms"

    def apply(self, ctx: Context, op: ModuleOp) -> None:
        """Nothing to do: loading the pass is the switch."""
