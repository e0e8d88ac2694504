"""xDSL's `canonicalize`, taking MLIR 22's options.

xDSL 0.74's `canonicalize` takes no option: `canonicalize{max-iterations=3}`,
as MLIR's tests write it, ended in a `ValueError` traceback.  Without
options this pass is xDSL's, unchanged (the patterns are the ones
`xdsl_dealloc.register()` gives the ops).  With them, it runs as MLIR's
canonicalizer does: iterations of a worklist of every op until it is empty,
each followed by region simplification (removing dead code and unused block
arguments) unless `region-simplify=disabled`, at most `max-iterations` of
them; `test-convergence` fails the pass when the last allowed iteration
still changed the IR, and `top-down=false` walks the ops bottom-up.
`max-num-rewrites`, `enable-patterns` and `disable-patterns` are not taken
(xDSL's patterns have no MLIR labels to filter by), with a one-line error.

For example, `xdsl-opt -p 'canonicalize{max-iterations=3}'` on

```mlir
%c0 = arith.constant 0 : index
%0 = arith.addi %a, %c0 : index
return %0 : index
```

prints

```mlir
func.return %a : index
```
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Literal

from xdsl.context import Context
from xdsl.dialects.builtin import ModuleOp
from xdsl.pattern_rewriter import GreedyRewritePatternApplier
from xdsl.transforms.canonicalize import (
    CanonicalizationRewritePattern,
    CanonicalizePass,
)
from xdsl.transforms.dead_code_elimination import region_dce
from xdsl.utils.exceptions import DiagnosticException

from xdsl_dealloc.transforms.worklist_walker import WorklistWalker


@dataclass(frozen=True)
class MLIRCanonicalizePass(CanonicalizePass):
    """`canonicalize` with MLIR 22's `max-iterations`, `test-convergence`,
    `region-simplify` and `top-down` options."""

    name = "canonicalize"

    max_iterations: int | None = None
    """MLIR's default is 10; unset, iterations go on until nothing changes,
    as in xDSL."""
    test_convergence: bool = False
    region_simplify: Literal["disabled", "normal", "aggressive"] = "normal"
    top_down: bool = True

    def apply(self, ctx: Context, op: ModuleOp) -> None:
        if (
            self.max_iterations is None
            and not self.test_convergence
            and self.region_simplify == "normal"
            and self.top_down
        ):
            super().apply(ctx, op)  # xDSL's own
            return
        walker = WorklistWalker(
            GreedyRewritePatternApplier(
                [CanonicalizationRewritePattern()], ctx=ctx, folding_enabled=True
            ),
            walk_reverse=not self.top_down,
        )
        limit = 10 if self.max_iterations is None else self.max_iterations
        changed = False
        for _ in range(limit):
            changed = walker.sweep(op.body)
            if self.region_simplify != "disabled":
                changed |= region_dce(op.body)
            if not changed:
                break
        if self.test_convergence and changed:
            raise DiagnosticException(
                f"canonicalize: the IR did not converge within {limit} iterations "
                "(test-convergence)"
            )
