"""A fix to how xDSL 0.74 prints an op the deallocation passes produce.

`scf.execute_region` without results is printed with the terminators of its
blocks left out, which neither `mlir-opt` nor xDSL itself reads back: a
single block comes back as an empty region, several blocks (a `cf` branch
inside) as blocks without terminators.  Like MLIR, we always print them.
The printer is replaced, on the same class, by `fix_printing` (called by
`xdsl_dealloc.register`, like `amend.py`'s edits).
"""

from __future__ import annotations

from xdsl.dialects.scf import ExecuteRegionOp
from xdsl.printer import Printer


def _print_execute_region(self: ExecuteRegionOp, printer: Printer) -> None:
    if self.outs:
        printer.print_string(" -> (")
        printer.print_list(self.outs.types, printer.print_attribute)
        printer.print_string(")")
    printer.print_string(" ")
    printer.print_region(
        self.region,
        print_entry_block_args=False,
        print_block_terminators=True,
    )
    if self.attributes:
        printer.print_attr_dict(self.attributes)


def fix_printing() -> None:
    """Makes `scf.execute_region` print its terminators."""
    ExecuteRegionOp.print = _print_execute_region
