"""`test-print-liveness`: prints block liveness the way MLIR's test pass does.

The text follows `mlir-opt --pass-pipeline='builtin.module(func.func(
test-print-liveness))'` line for line, on stderr, so the two tools can be
compared: the same block numbers, value names (`val_N` for op results,
`argI@B` for argument I of block B), live-in and live-out lines, live
intervals and currently-live sets.  Only the op text differs (it is xDSL's
syntax).  MLIR's quirks are kept on purpose: the backspace before `]` and the
missing line break between the intervals of two results of one op.

For example, on

```mlir
func.func @f(%a: index) -> index {
  %0 = arith.addi %a, %a : index
  %1 = arith.muli %0, %a : index
  return %1 : index
}
```

it prints, before the unchanged module,

```
Testing : f
// ---- Liveness -----
// - Block: 0
// --- LiveIn:
// --- LiveOut:
// --- BeginLivenessIntervals
// val_1 :
//     %0 = arith.addi %a, %a : index
//     %1 = arith.muli %0, %a : index
// val_2 :
//     %1 = arith.muli %0, %a : index
//     func.return %1 : index
// --- EndLivenessIntervals
// --- BeginCurrentlyLive
//     %0 = arith.addi %a, %a : index [arg0@0 val_1 ]
//     %1 = arith.muli %0, %a : index [arg0@0 val_1 val_2 ]
//     func.return %1 : index [val_2 ]
// --- EndCurrentlyLive
// -------------------
```
"""

from __future__ import annotations

import sys
from dataclasses import dataclass
from io import StringIO

from xdsl.context import Context
from xdsl.dialects.builtin import ModuleOp, StringAttr
from xdsl.dialects.func import FuncOp
from xdsl.ir import Block, BlockArgument, Operation, SSAValue
from xdsl.passes import ModulePass
from xdsl.printer import Printer

from xdsl_dealloc.analysis.liveness import Liveness


class _OpText:
    """Op text using the names the whole module gets when printed.

    Memoised: an op appears in the live interval of many values."""

    def __init__(self, module: Operation) -> None:
        self._stream = StringIO()
        self._printer = Printer(stream=self._stream)
        self._printer.print_op(module)
        self._texts: dict[Operation, str] = {}

    def __call__(self, op: Operation) -> str:
        text = self._texts.get(op)
        if text is None:
            self._stream.seek(0)
            self._stream.truncate()
            self._printer.print_op(op)
            text = self._texts[op] = self._stream.getvalue()
        return text


def _operation_numbers(root: Operation) -> dict[Operation, int]:
    """Ops numbered block by block in pre-order, as MLIR's printer does."""
    numbers: dict[Operation, int] = {}
    pending: list[Block] = [
        block for region in reversed(root.regions) for block in reversed(region.blocks)
    ]
    while pending:
        block = pending.pop()
        for op in block.ops:
            numbers[op] = len(numbers)
        pending.extend(
            nested
            for op in reversed(block.ops)
            for region in reversed(op.regions)
            for nested in reversed(region.blocks)
        )
    return numbers


def format_liveness(
    root: Operation, liveness: Liveness, op_text: _OpText | None = None
) -> str:
    """MLIR's `Liveness::print` text for the blocks under `root`."""
    text = op_text if op_text is not None else _OpText(root)
    operation_numbers = _operation_numbers(root)
    lines: list[str] = ["// ---- Liveness -----\n"]

    def reference(value: SSAValue) -> str:
        if isinstance(value, BlockArgument):
            return f"arg{value.index}@{liveness.block_number(value.block)} "
        return f"val_{liveness.value_number(value)} "

    def references(values: tuple[SSAValue, ...]) -> str:
        return "".join(reference(value) for value in values)

    for block in liveness.blocks:
        lines.append(f"// - Block: {liveness.block_number(block)}\n")
        lines.append(f"// --- LiveIn: {references(liveness.live_in(block))}\n")
        lines.append(f"// --- LiveOut: {references(liveness.live_out(block))}\n")
        lines.append("// --- BeginLivenessIntervals")
        for op in block.ops:
            if not op.results:
                continue
            lines.append("\n")
            for result in op.results:
                lines.append(f"// {reference(result)}:")
                live_ops = sorted(
                    liveness.resolve_liveness(result),
                    key=operation_numbers.__getitem__,
                )
                lines.extend(f"\n//     {text(live_op)}" for live_op in live_ops)
        lines.append("\n// --- EndLivenessIntervals\n")
        lines.append("// --- BeginCurrentlyLive\n")
        ranges = liveness.live_ranges(block)
        for position, op in enumerate(block.ops):
            live_values = tuple(
                value
                for value, (start, end) in ranges.items()
                if start <= position <= end
            )
            if live_values:
                lines.append(f"//     {text(op)} [{references(live_values)}\b]\n")
        lines.append("// --- EndCurrentlyLive\n")
    lines.append("// -------------------\n")
    return "".join(lines)


@dataclass(frozen=True)
class TestPrintLivenessPass(ModulePass):
    """Prints the liveness of every `func.func` of the module to stderr."""

    name = "test-print-liveness"

    def apply(self, ctx: Context, op: ModuleOp) -> None:
        op_text = _OpText(op)
        for function in op.body.ops:
            if not isinstance(function, FuncOp):
                continue
            symbol = function.sym_name
            name = symbol.data if isinstance(symbol, StringAttr) else ""
            report = format_liveness(function, Liveness(function), op_text)
            sys.stderr.write(f"Testing : {name}\n{report}")
