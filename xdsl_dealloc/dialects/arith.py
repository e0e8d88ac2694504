"""MLIR 22's spelling of `arith` integer overflow flags.

xDSL 0.74 prints `overflow<nsw,nuw>`; `mlir-opt-22` prints
`overflow<nsw, nuw>` (and `fastmath<nnan,ninf>` without the space, as xDSL
does).  And MLIR 22's `arith.trunci` carries overflow flags too, which
xDSL's does not know (so MLIR's generic form of it did not verify).
`amend_arith_syntax()` replaces the printer of xDSL's own attribute class
and declares the property on xDSL's `arith.trunci` (never new classes:
xDSL matches them by class), once, when the plugin's
`arith` loader runs (`xdsl_dealloc.universe`); without the plugin xDSL is
unchanged.  Every other `arith` op the deallocation passes read or build
already reads and prints as `mlir-opt-22` does.
"""

from __future__ import annotations

from xdsl.dialects import arith as xdsl_arith
from xdsl.ir import Dialect
from xdsl.irdl import OptPropertyDef, base
from xdsl.printer import Printer

from xdsl_dealloc.dialects.amend import amend_op_definition

IntegerOverflowAttr = xdsl_arith.IntegerOverflowAttr


def _print_overflow_flags(
    self: xdsl_arith.IntegerOverflowAttr, printer: Printer
) -> None:
    with printer.in_angle_brackets():
        flags: list[str] = [
            flag.value for flag in xdsl_arith.IntegerOverflowFlag if flag in self.data
        ]
        printer.print_list(flags or ["none"], printer.print_string)


_amended = False


def amend_arith_syntax() -> None:
    """Gives xDSL's overflow flags MLIR 22's spelling (once)."""
    global _amended
    if _amended:
        return
    _amended = True
    IntegerOverflowAttr.print_parameter = _print_overflow_flags  # pyright: ignore
    amend_op_definition(
        xdsl_arith.TruncIOp,
        extra_properties={
            "overflowFlags": OptPropertyDef(
                base(IntegerOverflowAttr), default_value=IntegerOverflowAttr("none")
            )
        },
        assembly_format="$input (`overflow` `` $overflowFlags^)? attr-dict "
        "`:` type($input) `to` type($result)",
    )


def amended_arith() -> Dialect:
    """xDSL's `arith` dialect, with MLIR 22's spelling."""
    amend_arith_syntax()
    return xdsl_arith.Arith
