"""Runs entry functions over generated inputs and applies the function boundary ABI."""

from __future__ import annotations

import math
import re
import sys
from bisect import bisect_right
from collections.abc import Callable, Iterator, Sequence
from contextlib import contextmanager
from dataclasses import dataclass, field, replace
from functools import cache
from itertools import islice, product
from typing import IO, Any

from xdsl.context import Context
from xdsl.dialects import func
from xdsl.dialects.builtin import (
    AnyFloat,
    FileLineColLoc,
    IndexType,
    IntAttr,
    IntegerType,
    MemRefType,
    ModuleOp,
    StringAttr,
    UnknownLoc,
    UnrankedMemRefType,
)
from xdsl.interpreter import InterpreterFunctions
from xdsl.ir import Attribute, Dialect, Operation
from xdsl.parser import Parser
from xdsl.universe import Universe
from xdsl.utils.exceptions import DiagnosticException, ParseError

from xdsl_dealloc import register
from xdsl_dealloc.sanitizer.extensions import registered_functions
from xdsl_dealloc.sanitizer.findings import (
    AllocationKind,
    Counters,
    Finding,
    FindingKind,
    SanitizerInputError,
    Site,
    location_of,
)
from xdsl_dealloc.sanitizer.interpreter import SanitizingInterpreter
from xdsl_dealloc.sanitizer.memory import (
    AllocationState,
    Memory,
    MemRefValue,
    RunAborted,
    UnsupportedElementType,
    element_size_in_bytes,
)
from xdsl_dealloc.sanitizer.ops_affine import SanitizerAffineFunctions
from xdsl_dealloc.sanitizer.ops_arith import SanitizerArithFunctions
from xdsl_dealloc.sanitizer.ops_bufferization import SanitizerBufferizationFunctions
from xdsl_dealloc.sanitizer.ops_control import (
    SanitizerCfFunctions,
    SanitizerFuncFunctions,
    SanitizerScfFunctions,
)
from xdsl_dealloc.sanitizer.ops_dealloc_test import SanitizerDeallocTestFunctions
from xdsl_dealloc.sanitizer.ops_index import SanitizerIndexFunctions
from xdsl_dealloc.sanitizer.ops_linalg import SanitizerLinalgFunctions
from xdsl_dealloc.sanitizer.ops_math import SanitizerMathFunctions
from xdsl_dealloc.sanitizer.ops_memref import SanitizerMemRefFunctions
from xdsl_dealloc.sanitizer.ops_vector import SanitizerVectorFunctions


@dataclass(frozen=True)
class SanitizerOptions:
    """How the harness calls entry functions."""

    integer_inputs: tuple[int, ...] = (0, 1, 3)
    """Values tried for each `index` (and non-`i1` integer) argument."""
    float_inputs: tuple[float, ...] = (1.0,)
    dynamic_dim_size: int = 4
    """Size of each dynamic dimension of memref arguments: larger than every
    integer input, so that loops bounded by an index argument stay in bounds."""
    max_runs: int = 64
    """At most this many input combinations per function (the first ones in
    `itertools.product` order: the last argument varies fastest)."""
    max_steps: int = 100_000
    """Executed ops (terminators, so blocks entered, included) after which a
    run is stopped with a `budget-exceeded` finding: an endless loop or
    recursion, whatever its control flow."""
    helper_prefix: str = "dealloc_helper"
    """Calls of functions whose name starts with this count as `helper_calls`."""
    program_output: IO[str] | None = None
    """Where `vector.print` writes (None: standard output)."""


def _default_functions() -> tuple[InterpreterFunctions, ...]:
    return (
        SanitizerFuncFunctions(),
        SanitizerScfFunctions(),
        SanitizerCfFunctions(),
        SanitizerArithFunctions(),
        SanitizerAffineFunctions(),
        SanitizerMemRefFunctions(),
        SanitizerBufferizationFunctions(),
        SanitizerLinalgFunctions(),
        SanitizerMathFunctions(),
        SanitizerDeallocTestFunctions(),
        SanitizerVectorFunctions(),
        SanitizerIndexFunctions(),
    )


# --- reports --------------------------------------------------------------------


@dataclass(frozen=True)
class RunReport:
    """One call of an entry function."""

    function: str
    inputs: tuple[tuple[str, str], ...]
    """(argument name, value) pairs, e.g. `("%cond", "true")`."""
    findings: tuple[Finding, ...]
    counters: Counters
    aborted: bool = False
    """The program stopped early (failed `cf.assert`, invalid size): no leak check."""
    results: tuple[Any, ...] = ()
    """The entry function's return values: `i1` as `bool`, integers as `int`,
    memrefs as `MemRefValue` (already released by the harness)."""
    arguments: tuple[Any, ...] = ()
    """The values the function was called with, memref arguments as the
    caller's `MemRefValue`s: what the function wrote into them is readable
    (`MemRefValue.elements()`)."""

    @property
    def clean(self) -> bool:
        return not self.findings

    @property
    def inputs_text(self) -> str:
        return ", ".join(f"{name} = {value}" for name, value in self.inputs)


@dataclass(frozen=True)
class FunctionReport:
    name: str
    runs: tuple[RunReport, ...]
    input_combinations: int
    """How many input combinations exist; more than `len(runs)` when capped."""

    @property
    def capped(self) -> bool:
        return self.input_combinations > len(self.runs)

    @property
    def findings(self) -> tuple[Finding, ...]:
        return tuple(f for run in self.runs for f in run.findings)

    @property
    def counters(self) -> Counters:
        return Counters.total([run.counters for run in self.runs])

    @property
    def clean(self) -> bool:
        return all(run.clean for run in self.runs)

    def distinct_findings(self) -> list[tuple[Finding, int]]:
        """Each finding once (the first run showing it), with how many runs show it."""
        grouped: dict[tuple[object, ...], list[Finding]] = {}
        for finding in self.findings:
            key = (
                finding.kind,
                finding.site.operation or finding.site.text,
                None
                if finding.allocation is None
                else finding.allocation.site.operation,
            )
            grouped.setdefault(key, []).append(finding)
        return [
            (group[0], len({finding.inputs for finding in group}))
            for group in grouped.values()
        ]


@dataclass(frozen=True)
class SanitizerReport:
    functions: tuple[FunctionReport, ...]

    @property
    def runs(self) -> tuple[RunReport, ...]:
        return tuple(run for function in self.functions for run in function.runs)

    @property
    def findings(self) -> tuple[Finding, ...]:
        return tuple(f for function in self.functions for f in function.findings)

    @property
    def counters(self) -> Counters:
        return Counters.total([run.counters for run in self.runs])

    @property
    def clean(self) -> bool:
        return all(function.clean for function in self.functions)

    def function(self, name: str) -> FunctionReport:
        for report in self.functions:
            if report.name == name:
                return report
        raise KeyError(name)

    def format(self) -> str:
        """The text `xdsl-dealloc-check` prints."""
        lines: list[str] = []
        for report in self.functions:
            count = len(report.runs)
            runs = f"{count} run{'s' if count != 1 else ''}"
            if report.capped:
                runs += (
                    f" (capped: ran {count} of {report.input_combinations} "
                    "input combinations)"
                )
            distinct = report.distinct_findings()
            verdict = "clean" if report.clean else f"{len(distinct)} finding(s)"
            lines.append(f"@{report.name}: {verdict}, {runs}")
            lines.append(f"  {report.counters}")
            for finding, times in distinct:
                text = str(finding).splitlines()
                if count > 1:
                    text[0] += f" [in {times} of {count} runs]"
                lines.extend("  " + line for line in text)
        failing = sum(1 for report in self.functions if not report.clean)
        outcome = f"{failing} with findings" if failing else "all clean"
        lines.append(f"{len(self.functions)} function(s) checked, {outcome}")
        return "\n".join(lines)


# --- parsing ----------------------------------------------------------------------


@cache
def _dialect_loaders() -> dict[str, Callable[[], Dialect]]:
    """Every dialect of the installed xDSL plugins (entry points are slow to scan)."""
    return dict(Universe.get_multiverse().all_dialects)


def _context() -> Context:
    register()
    context = Context()
    for name, loader in _dialect_loaders().items():
        context.register_dialect(name, loader)
    return context


class _LocatingParser(Parser):
    """Gives every op without a `loc(...)` the file:line:col it was parsed at."""

    def __init__(self, context: Context, text: str, filename: str):
        super().__init__(context, text, filename)
        self._line_starts = [0] + [m.end() for m in re.finditer("\n", text)]
        """Offsets of the lines' first characters: a binary search finds an
        op's line (counting newlines per op made parsing quadratic)."""
        self._filename = StringAttr(filename)

    def parse_operation(self) -> Operation:
        start = self.pos
        op = super().parse_operation()
        if isinstance(op.location, UnknownLoc):
            line = bisect_right(self._line_starts, start)
            column = start - self._line_starts[line - 1] + 1
            op.location = FileLineColLoc(self._filename, IntAttr(line), IntAttr(column))
        return op


def parse_module(text: str, filename: str = "<input>") -> ModuleOp:
    """Parses and verifies `text` with every dialect of the xDSL multiverse
    (this plugin's included); ops are located at file:line:col."""
    if not text.strip():
        raise SanitizerInputError(
            f"{filename}: empty input (did the command producing it fail?)"
        )
    try:
        module = _LocatingParser(_context(), text, filename).parse_module()
    except ParseError as error:
        location = error.span.get_location()
        message = error.msg.strip()
        if error.span.start >= len(text.rstrip()):
            # xDSL's messages at the end of the text name what it looked for
            # (e.g. "in block definition" for a missing `}`), not what is wrong.
            message = f"unexpected end of input ({message})"
        raise SanitizerInputError(f"{location}: {message}") from error
    except RecursionError:
        raise SanitizerInputError(
            f"{filename}: nested too deeply for xDSL's parser"
        ) from None
    _verify(module)
    return module


def _verify(module: ModuleOp) -> None:
    """Verifies the module, naming the first op that does not verify."""
    try:
        module.verify()
    except DiagnosticException as error:
        for op in module.walk():
            try:
                op.verify(verify_nested_ops=False)
            except DiagnosticException as op_error:
                raise SanitizerInputError(
                    f"{location_of(op)}: invalid {op.name}: {_first_line(op_error)}"
                ) from error
        raise SanitizerInputError(f"invalid IR: {_first_line(error)}") from error


def _first_line(error: BaseException) -> str:
    lines = str(error).strip().splitlines()
    return lines[0] if lines else type(error).__name__


# --- inputs -----------------------------------------------------------------------


@dataclass(frozen=True)
class _CallerBuffer:
    """A memref argument: made fresh in each run's memory, owned by the caller."""

    memref_type: MemRefType
    sizes: tuple[int, ...]

    def __str__(self) -> str:
        shape = "x".join(str(size) for size in self.sizes) or "rank-0"
        return f"caller buffer {shape}"


def _argument_choices(
    function: func.FuncOp, options: SanitizerOptions
) -> list[tuple[Any, ...]]:
    choices: list[tuple[Any, ...]] = []
    for index, argument_type in enumerate(function.function_type.inputs.data):
        choices.append(_choices_for(function, index, argument_type, options))
    return choices


def _choices_for(
    function: func.FuncOp,
    index: int,
    argument_type: Attribute,
    options: SanitizerOptions,
) -> tuple[Any, ...]:
    if isinstance(argument_type, IntegerType) and argument_type.width.data == 1:
        return (False, True)
    if isinstance(argument_type, IntegerType | IndexType):
        return options.integer_inputs
    if isinstance(argument_type, AnyFloat):
        return options.float_inputs
    if isinstance(argument_type, MemRefType | UnrankedMemRefType):
        try:
            element_size_in_bytes(argument_type.element_type)
        except UnsupportedElementType as error:
            raise SanitizerInputError(
                f"{location_of(function)}: @{function.sym_name.data}: argument "
                f"#{index}: {error}"
            ) from None
    if isinstance(argument_type, MemRefType):
        sizes = tuple(
            options.dynamic_dim_size if size < 0 else size
            for size in argument_type.get_shape()
        )
        return (_CallerBuffer(argument_type, sizes),)
    if isinstance(argument_type, UnrankedMemRefType):
        # Any rank will do for the function; the caller's buffer has one.
        ranked = MemRefType(argument_type.element_type, [options.dynamic_dim_size])
        return (_CallerBuffer(ranked, (options.dynamic_dim_size,)),)
    raise SanitizerInputError(
        f"{location_of(function)}: @{function.sym_name.data}: unsupported type "
        f"{argument_type} of argument #{index}"
    )


def _argument_names(function: func.FuncOp) -> list[str]:
    block = function.body.blocks.first
    assert block is not None
    return [f"%{arg.name_hint or f'arg{i}'}" for i, arg in enumerate(block.args)]


def _value_text(value: Any) -> str:
    if isinstance(value, bool):
        return "true" if value else "false"
    return str(value)


# --- running ----------------------------------------------------------------------


def _run(
    function: func.FuncOp, inputs: Sequence[Any], options: SanitizerOptions
) -> RunReport:
    name = function.sym_name.data
    memory = Memory()
    # Symbols resolve in the function's own module (modules may be nested).
    module = function.parent_op()
    assert isinstance(module, ModuleOp)
    interpreter = SanitizingInterpreter(
        module,
        memory=memory,
        max_steps=options.max_steps,
        helper_prefix=options.helper_prefix,
        file=options.program_output,
    )
    for functions in _default_functions():
        interpreter.register_implementations(functions)
    for functions in registered_functions():
        interpreter.register_implementations(functions, override=True)

    names = _argument_names(function)
    arguments: list[Any] = []
    for index, (argument_name, value) in enumerate(zip(names, inputs, strict=True)):
        if isinstance(value, _CallerBuffer):
            site = Site(function, f"argument #{index} ({argument_name}) of @{name}")
            value = memory.allocate(
                AllocationKind.ARGUMENT, value.memref_type, value.sizes, site
            )
        arguments.append(value)
    described = tuple((n, _value_text(v)) for n, v in zip(names, inputs, strict=True))

    aborted = False
    results: tuple[Any, ...] = ()
    try:
        results = interpreter.call_op(function, tuple(arguments))
    except RunAborted:
        aborted = True
    except SanitizerInputError:
        raise
    except DiagnosticException as error:
        raise SanitizerInputError(
            f"{location_of(function)}: @{name}: {_first_line(error)}"
        ) from error
    if not aborted:
        _return_to_caller(memory, function, interpreter.last_return, results)
    report = RunReport(
        name, described, (), memory.counters, aborted, results, tuple(arguments)
    )
    findings = tuple(
        replace(f, function=name, inputs=report.inputs_text)
        for f in memory.log.findings
    )
    return replace(report, findings=findings)


def _return_to_caller(
    memory: Memory,
    function: func.FuncOp,
    return_op: Operation | None,
    results: Sequence[Any],
) -> None:
    """The caller's side of the function boundary ABI: it owns (and frees)
    every returned memref, which must not share a buffer with an argument or
    another result; any other heap allocation still live has leaked."""
    name = function.sym_name.data
    site = Site(return_op or function)
    owner_of: dict[int, int] = {}
    for position, value in enumerate(results):
        if not isinstance(value, MemRefValue):
            continue
        allocation = value.allocation
        if allocation.kind is AllocationKind.ARGUMENT:
            memory.report(
                FindingKind.RESULT_ALIASES_ARGUMENT,
                f"result #{position} of @{name} shares the buffer of "
                f"{allocation.site.text}; a function must return a copy instead",
                site,
                allocation,
            )
        elif allocation.ident in owner_of:
            memory.report(
                FindingKind.RESULT_ALIASES_RESULT,
                f"results #{owner_of[allocation.ident]} and #{position} of @{name} "
                "share a buffer, which the caller would free twice",
                site,
                allocation,
            )
        else:
            owner_of[allocation.ident] = position
            memory.free(value, site, by_caller=True)
    for allocation in memory.allocations:
        if (
            allocation.kind is AllocationKind.HEAP
            and allocation.state is AllocationState.LIVE
        ):
            plural = "" if allocation.size_bytes == 1 else "s"
            message = (
                f"{allocation.size_bytes} byte{plural} of heap memory never freed "
                f"before @{name} returned"
            )
            if allocation.hint:
                message += f"; {allocation.hint}"
            memory.report(FindingKind.LEAK, message, allocation.site, allocation)


def _entry_functions(module: ModuleOp, function: str | None) -> list[func.FuncOp]:
    # Nested modules too: `xdsl-opt --split-input-file` prints one per chunk.
    functions = [
        op
        for op in module.walk()
        if isinstance(op, func.FuncOp) and isinstance(op.parent_op(), ModuleOp)
    ]
    if function is not None:
        for candidate in functions:
            if candidate.sym_name.data == function:
                if candidate.is_declaration:
                    raise SanitizerInputError(
                        f"@{function} is a declaration without a body"
                    )
                return [candidate]
        raise SanitizerInputError(f"unknown function @{function}")
    public = [
        f
        for f in functions
        if not f.is_declaration
        and (f.sym_visibility is None or f.sym_visibility.data == "public")
    ]
    if not public:
        raise SanitizerInputError(
            "no public function with a body to check (name one with --function)"
        )
    return public


_RECURSION_LIMIT = 6000
"""Python frames allowed while parsing and running: the parser and the
interpreter recurse once per nested region and call, and Python's default
(1000) stops them at about 130 nested `scf.if` or 70 nested calls."""


@contextmanager
def _deep_recursion() -> Iterator[None]:
    previous = sys.getrecursionlimit()
    sys.setrecursionlimit(max(previous, _RECURSION_LIMIT))
    try:
        yield
    finally:
        sys.setrecursionlimit(previous)


def check_module(
    module: ModuleOp | str,
    function: str | None = None,
    *,
    options: SanitizerOptions | None = None,
    filename: str = "<input>",
    progress: Callable[[str], None] | None = None,
) -> SanitizerReport:
    """Runs each public function (or the named one) over all generated inputs.

    `progress`, if given, receives a one-line status after each run (functions
    and input combinations done).  Raises `SanitizerInputError` for programs
    that cannot be checked.
    """
    options = options or SanitizerOptions()
    with _deep_recursion():
        return _check(module, function, options, filename, progress)


def _check(
    module: ModuleOp | str,
    function: str | None,
    options: SanitizerOptions,
    filename: str,
    progress: Callable[[str], None] | None,
) -> SanitizerReport:
    if isinstance(module, str):
        module = parse_module(module, filename)
    else:
        _verify(module)
    entries = _entry_functions(module, function)
    reports: list[FunctionReport] = []
    for done_functions, entry in enumerate(entries):
        name = entry.sym_name.data
        choices = _argument_choices(entry, options)
        combinations = math.prod(len(c) for c in choices)
        planned = min(combinations, options.max_runs)
        runs: list[RunReport] = []
        for inputs in islice(product(*choices), options.max_runs):
            runs.append(_run(entry, inputs, options))
            if progress is not None:
                progress(
                    f"{done_functions} of {len(entries)} functions done; "
                    f"@{name}: {len(runs)} of {planned} input combinations"
                )
        reports.append(FunctionReport(name, tuple(runs), combinations))
    return SanitizerReport(tuple(reports))


@dataclass
class SanitizerFailure(AssertionError):
    """Raised by `assert_clean`; carries the report."""

    report: SanitizerReport = field(repr=False)

    def __str__(self) -> str:
        return "memory sanitizer findings:\n" + self.report.format()


def assert_clean(
    module: ModuleOp | str,
    function: str | None = None,
    *,
    options: SanitizerOptions | None = None,
    filename: str = "<input>",
) -> SanitizerReport:
    """`check_module`, failing (for pytest) with the formatted findings."""
    report = check_module(module, function, options=options, filename=filename)
    if not report.clean:
        raise SanitizerFailure(report)
    return report
