"""A fix to how xDSL 0.74 prints an op the deallocation passes produce.

`scf.execute_region` without results is printed with the terminators of its
blocks left out, which is only readable back for a single block: a region
with several blocks (a `cf` branch inside) comes out invalid for both
`mlir-opt` and xDSL.  The printer is replaced, on the same class, only when
this plugin is loaded (like `amend.py`'s edits).
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
        print_block_terminators=bool(self.outs) or len(self.region.blocks) > 1,
    )
    if self.attributes:
        printer.print_attr_dict(self.attributes)


ExecuteRegionOp.print = _print_execute_region
