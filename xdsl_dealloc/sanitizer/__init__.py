"""Memory sanitizer: executes buffer IR and reports what goes wrong with memory.

Checking a program::

    from xdsl_dealloc.sanitizer import assert_clean, check_module

    report = check_module(text_or_module)          # every public function
    report = check_module(text, "f")               # only @f (private allowed)
    report.clean                                   # no finding in any run
    report.findings                                # tuple[Finding, ...]
    report.counters                                # Counters, summed over runs
    report.function("f").runs[0].counters          # one run's exact counters
    assert_clean(text)                             # raises SanitizerFailure

- `check_module(module, function=None, *, options=None, filename="<input>",
  progress=None) -> SanitizerReport` takes a `ModuleOp` or MLIR text (parsed with every
  dialect of the xDSL multiverse, ops located at `filename:line:col`).  Each
  entry function runs once per combination of inputs: `false`/`true` for
  `i1`, `SanitizerOptions.integer_inputs` (0, 1, 3) for `index` and other
  integers, 1.0 for floats, and a fresh zeroed caller-owned buffer for each
  memref argument (dynamic dimensions of size 4); at most 64 combinations
  (`FunctionReport.capped` tells); a run longer than
  `SanitizerOptions.max_steps` executed ops is stopped with a
  `budget-exceeded` finding.  After each call the harness plays the
  caller of the function boundary ABI: it frees every returned memref, and
  reports results sharing a buffer with an argument or another result, then
  every heap allocation still live as a leak.
- `SanitizerReport`: `.functions` (`FunctionReport`: `.name`, `.runs`,
  `.input_combinations`, `.capped`, `.findings`, `.counters`, `.clean`),
  `.runs` (`RunReport`: `.function`, `.inputs`, `.findings`, `.counters`,
  `.aborted`), `.findings`, `.counters`, `.clean`, `.format()`.
- `Finding`: `.kind` (`FindingKind`), `.message`, `.op_name`, `.location`,
  `.op_text`, `.site` (a `Site`, with `.operation`), `.allocation`
  (`AllocationInfo`: `.ident`, `.kind`, `.size_bytes`, `.base_address`,
  `.site`: where the memory was allocated), `.previous` (where it was freed
  or went out of scope), `.function`, `.inputs`.
- `Counters`: `allocations`, `frees`, `peak_live_bytes`, `executed_ops`,
  `alias_comparisons`, `helper_calls` (definitions in `Counters`).
- `SanitizerInputError` (an xDSL `DiagnosticException`): the program cannot
  be checked.

Extending it to other dialects: `register_memory_op`, `register_functions`,
`register_allocation_scope` (see `xdsl_dealloc.sanitizer.extensions`).

The memory model (`xdsl_dealloc.sanitizer.memory`): every allocation has an
identity, a size in bytes, an integer base address and a kind (heap, stack,
global, caller argument); views share their source's allocation;
`memref.extract_aligned_pointer_as_index` yields the address, so lowered
runtime alias checks behave as compiled code.
"""

from xdsl_dealloc.sanitizer.extensions import (
    MemoryEffects,
    register_allocation_scope,
    register_functions,
    register_memory_op,
)
from xdsl_dealloc.sanitizer.findings import (
    AllocationInfo,
    AllocationKind,
    Counters,
    Finding,
    FindingKind,
    SanitizerInputError,
    Site,
)
from xdsl_dealloc.sanitizer.harness import (
    FunctionReport,
    RunReport,
    SanitizerFailure,
    SanitizerOptions,
    SanitizerReport,
    assert_clean,
    check_module,
    parse_module,
)
from xdsl_dealloc.sanitizer.interpreter import memory_of

__all__ = [
    "AllocationInfo",
    "AllocationKind",
    "Counters",
    "Finding",
    "FindingKind",
    "FunctionReport",
    "MemoryEffects",
    "RunReport",
    "SanitizerFailure",
    "SanitizerInputError",
    "SanitizerOptions",
    "SanitizerReport",
    "Site",
    "assert_clean",
    "check_module",
    "memory_of",
    "parse_module",
    "register_allocation_scope",
    "register_functions",
    "register_memory_op",
]
