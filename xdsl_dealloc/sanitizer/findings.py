"""What the sanitizer reports: where things happened, what went wrong, counters."""

from __future__ import annotations

from dataclasses import dataclass, field, fields
from enum import Enum
from io import StringIO

from xdsl.dialects.builtin import FileLineColLoc, UnknownLoc
from xdsl.ir import Operation
from xdsl.printer import Printer
from xdsl.utils.exceptions import DiagnosticException

from xdsl_dealloc.ir.op_text import op_text

_MAX_OP_TEXT = 160


class SanitizerInputError(DiagnosticException):
    """The program cannot be checked: unparsable, unknown function, unsupported op.

    The message is a single line naming the op and its location when there is one.
    """


def _enclosing_function_name(op: Operation) -> str | None:
    current: Operation | None = op
    while current is not None:
        sym_name = current.properties.get("sym_name") or current.attributes.get(
            "sym_name"
        )
        if sym_name is not None and current.regions:
            return str(getattr(sym_name, "data", sym_name))
        current = current.parent_op()
    return None


def location_of(op: Operation) -> str:
    """`file:line:col` for ops parsed from text, else the enclosing function."""
    location = op.location
    if isinstance(location, FileLineColLoc):
        return f"{location.filename.data}:{location.line.data}:{location.column.data}"
    if not isinstance(location, UnknownLoc):
        text = StringIO()
        Printer(stream=text).print_attribute(location)
        return text.getvalue()
    function = _enclosing_function_name(op)
    return "<unknown location>" if function is None else f"<in @{function}>"


@dataclass(frozen=True, eq=False)
class Site:
    """An op of the program, or a point of the harness (function entry or exit).

    The location and text are computed on demand, so recording a site on every
    executed allocation stays cheap.
    """

    operation: Operation | None
    description: str | None = None
    """Replaces the op text for harness sites (e.g. "argument #0 of @f")."""

    @property
    def op_name(self) -> str:
        return "<harness>" if self.operation is None else self.operation.name

    @property
    def location(self) -> str:
        return "<harness>" if self.operation is None else location_of(self.operation)

    @property
    def text(self) -> str:
        if self.description is not None:
            return self.description
        return "" if self.operation is None else op_text(self.operation, _MAX_OP_TEXT)

    def __str__(self) -> str:
        return f"{self.op_name} at {self.location}"


class AllocationKind(Enum):
    """Who owns a block of memory, which decides whether the program may free it."""

    HEAP = "heap"
    """`memref.alloc`, `memref.realloc`, `bufferization.clone`, registered allocators."""
    STACK = "stack"
    """`memref.alloca`: released when its automatic allocation scope ends."""
    GLOBAL = "global"
    """`memref.get_global`: never freeable."""
    ARGUMENT = "argument"
    """A memref the harness passes to the entry function: owned by the caller."""


@dataclass(frozen=True)
class AllocationInfo:
    """A snapshot of an allocation, as findings show it."""

    ident: int
    kind: AllocationKind
    size_bytes: int
    base_address: int
    site: Site

    def __str__(self) -> str:
        return (
            f"{self.kind.value} allocation #{self.ident} ({self.size_bytes} bytes) "
            f"made by {self.site}"
        )


class FindingKind(Enum):
    LEAK = "leak"
    """A heap allocation is live when the entry function has returned."""
    DOUBLE_FREE = "double-free"
    INVALID_FREE = "invalid-free"
    """Freeing stack, global or caller-owned memory."""
    USE_AFTER_FREE = "use-after-free"
    USE_AFTER_SCOPE = "use-after-scope"
    """Using `memref.alloca` memory after its allocation scope ended."""
    OUT_OF_BOUNDS = "out-of-bounds"
    WRITE_TO_CONSTANT = "write-to-constant"
    """Writing the memory of a `constant` `memref.global` (read-only in
    compiled code)."""
    DEALLOC_OF_VIEW = "dealloc-of-view"
    """A `bufferization.dealloc` memref operand that is not a base allocation."""
    RESULT_ALIASES_ARGUMENT = "result-aliases-argument"
    RESULT_ALIASES_RESULT = "result-aliases-result"
    INVALID_SIZE = "invalid-size"
    """A negative dynamic size: the run stops, as the program's behaviour is undefined."""
    ASSERTION_FAILED = "assertion-failed"
    """A failing `cf.assert` aborts the run, like the compiled program would."""
    BUDGET_EXCEEDED = "budget-exceeded"
    """The run executed more ops than `SanitizerOptions.max_steps` (or recursed
    deeper than Python allows): it is stopped, without a leak check."""


@dataclass(frozen=True)
class Finding:
    """One memory error, at the op that committed it."""

    kind: FindingKind
    message: str
    site: Site
    allocation: AllocationInfo | None = None
    previous: Site | None = None
    """Where the memory was freed or went out of scope, for the errors that need it."""
    function: str = ""
    """The entry function of the run (filled in by the harness)."""
    inputs: str = ""
    """The run's inputs, e.g. `%c = true, %n = 3` (filled in by the harness)."""

    @property
    def op_name(self) -> str:
        return self.site.op_name

    @property
    def location(self) -> str:
        return self.site.location

    @property
    def op_text(self) -> str:
        return self.site.text

    def __str__(self) -> str:
        lines = [f"{self.location}: {self.kind.value}: {self.message}"]
        if self.site.operation is not None:
            lines.append(f"  op: {self.op_text}")
        if (
            self.allocation is not None
            and self.allocation.site.operation is not self.site.operation
        ):
            lines.append(
                f"  allocated at {self.allocation.site.location}: "
                f"{self.allocation.site.text}"
            )
        if self.previous is not None:
            lines.append(
                f"  released at {self.previous.location}: {self.previous.text}"
            )
        if self.inputs:
            lines.append(f"  inputs: {self.inputs}")
        return "\n".join(lines)


@dataclass
class Counters:
    """Exact event counts of one run (sums over runs when aggregated).

    - `allocations`: heap allocations made by the program (`memref.alloc`,
      `memref.realloc`, `bufferization.clone`, registered allocation ops);
    - `frees`: heap allocations the program released (`memref.dealloc`,
      `bufferization.dealloc`, the old buffer of `memref.realloc`, registered
      deallocation ops); the harness freeing returned memrefs is not counted;
    - `peak_live_bytes`: the maximum of the bytes of live heap allocations
      (the maximum over runs when aggregated);
    - `executed_ops`: every op execution, including terminators and ops with
      regions (a loop body op counts once per iteration);
    - `alias_comparisons`: executed `arith.cmpi` with an operand that is the
      result of `memref.extract_aligned_pointer_as_index`, possibly moved
      through SSA values, block arguments, calls, `arith.select` or memory
      (stored and loaded again) but not through arithmetic;
    - `helper_calls`: executed `func.call` of a function whose name starts
      with the helper prefix (`dealloc_helper`, the library function that
      `-bufferization-lower-deallocations` generates).
    """

    allocations: int = 0
    frees: int = 0
    peak_live_bytes: int = 0
    executed_ops: int = 0
    alias_comparisons: int = 0
    helper_calls: int = 0

    def as_dict(self) -> dict[str, int]:
        return {f.name: getattr(self, f.name) for f in fields(self)}

    @staticmethod
    def total(counters: list[Counters]) -> Counters:
        """Sums, except `peak_live_bytes`, which is the maximum."""
        result = Counters()
        for item in counters:
            for f in fields(Counters):
                if f.name == "peak_live_bytes":
                    result.peak_live_bytes = max(
                        result.peak_live_bytes, item.peak_live_bytes
                    )
                else:
                    setattr(
                        result, f.name, getattr(result, f.name) + getattr(item, f.name)
                    )
        return result

    def __str__(self) -> str:
        return " ".join(f"{name}={value}" for name, value in self.as_dict().items())


@dataclass
class FindingLog:
    """The findings of one run, each (kind, op, allocation) reported once."""

    findings: list[Finding] = field(default_factory=list[Finding])
    _seen: set[tuple[FindingKind, int, int]] = field(
        default_factory=set[tuple[FindingKind, int, int]]
    )

    def add(self, finding: Finding) -> None:
        key = (
            finding.kind,
            id(finding.site.operation) if finding.site.operation else id(finding.site),
            -1 if finding.allocation is None else finding.allocation.ident,
        )
        if key not in self._seen:
            self._seen.add(key)
            self.findings.append(finding)
