"""buffer-deallocation-simplification keeps what deallocs do, on random deallocs.

Hypothesis builds functions out of allocations, arguments (which may be one
buffer), selects, calls of an external function (which returns new buffers,
by the function boundary ABI), globals, views and one `bufferization.dealloc`
of some of them under some conditions, retaining others, returning some of
its results.  Each function is run before and after the pass, for every
input combination, by a reference evaluator of the dealloc semantics (MLIR's
`bufferization` dialect documentation): a buffer is freed iff an entry of it has a true condition and no
retained value is that buffer; the result of a retained value is the
disjunction of the conditions of the entries that are its buffer.  The values
returned and the buffers freed must be the same.

The lowering (and the sanitizer) implement that except when a buffer is
listed twice: an entry is skipped when an earlier entry is the same buffer,
even if that entry's condition is false, which leaks.  Canonicalization may
merge such entries and free the buffer.  So, executed as lowered, the
simplified function must free at least what the original freed, as lowered,
and at most what it is meant to free.

An allocation that canonicalization removes as unused (alloc/dealloc pair)
is no longer freed either.
"""

from __future__ import annotations

import itertools
from collections import Counter
from dataclasses import dataclass

from hypothesis import given, settings
from hypothesis import strategies as st
from xdsl.context import Context
from xdsl.dialects import arith, func, get_all_dialects, memref
from xdsl.dialects.builtin import IntegerAttr, ModuleOp
from xdsl.ir import Operation, SSAValue
from xdsl.parser import Parser

from xdsl_dealloc.dialects.bufferization import DeallocOp
from xdsl_dealloc.transforms.buffer_deallocation_simplification import (
    BufferDeallocationSimplificationPass,
)
from xdsl_dealloc.universe import EXTENDED_DIALECTS

M = "memref<4xf32>"
VIEW = "memref<2xf32, strided<[1]>>"
HEADER = f"""
func.func private @external({M}) -> {M}
memref.global "private" @g1 : {M} = dense<0.000000e+00>
memref.global "private" @g2 : {M} = dense<0.000000e+00>
"""
CONDITIONS = ("%c0", "%c1", "%c2", "%true", "%false")


@st.composite
def programs(draw: st.DrawFn) -> str:
    """A function `@f` ending in one random `bufferization.dealloc`."""
    lines = ["%true = arith.constant true", "%false = arith.constant false"]
    buffers = ["%m0", "%m1"]
    views: list[str] = []
    for index in range(draw(st.integers(1, 3))):
        lines.append(f"%a{index} = memref.alloc() : {M}")
        buffers.append(f"%a{index}")
    unused_globals = ["g1", "g2"]
    for index in range(draw(st.integers(0, 3))):
        kind = draw(st.sampled_from(["select", "call", "global", "view"]))
        name = f"%v{index}"
        if kind == "select":
            first, second = draw(
                st.lists(st.sampled_from(buffers), min_size=2, max_size=2, unique=True)
            )
            condition = draw(st.sampled_from(CONDITIONS[:3]))
            lines.append(f"{name} = arith.select {condition}, {first}, {second} : {M}")
            buffers.append(name)
        elif kind == "call":
            argument = draw(st.sampled_from(buffers))
            lines.append(f"{name} = func.call @external({argument}) : ({M}) -> {M}")
            buffers.append(name)
        elif kind == "global" and unused_globals:
            lines.append(f"{name} = memref.get_global @{unused_globals.pop()} : {M}")
            buffers.append(name)
        elif kind == "view":
            source = draw(st.sampled_from(buffers))
            lines.append(f"{name} = memref.subview {source}[0] [2] [1] : {M} to {VIEW}")
            views.append(name)
    listed = draw(st.lists(st.sampled_from(buffers + views), max_size=4))
    memrefs: list[tuple[str, str]] = []
    for position, value in enumerate(listed):
        if value in views or draw(st.booleans()):
            source_type = VIEW if value in views else M
            lines.append(
                f"%base{position}, %offset{position}, %size{position}, "
                f"%stride{position} = memref.extract_strided_metadata {value} : "
                f"{source_type} -> memref<f32>, index, index, index"
            )
            memrefs.append((f"%base{position}", "memref<f32>"))
        else:
            memrefs.append((value, M))
    conditions = [draw(st.sampled_from(CONDITIONS)) for _ in memrefs]
    retained = draw(st.lists(st.sampled_from(buffers + views), max_size=4))
    dealloc = "bufferization.dealloc"
    if memrefs:
        values = ", ".join(value for value, _ in memrefs)
        types = ", ".join(memref_type for _, memref_type in memrefs)
        dealloc += f" ({values} : {types}) if ({', '.join(conditions)})"
    if retained:
        types = ", ".join(VIEW if value in views else M for value in retained)
        dealloc += f" retain ({', '.join(retained)} : {types})"
        dealloc = f"%r:{len(retained)} = {dealloc}"
    lines.append(dealloc)
    returned = [f"%r#{j}" for j in range(len(retained)) if draw(st.booleans())]
    result_types = ", ".join("i1" for _ in returned)
    if returned:
        lines.append(f"func.return {', '.join(returned)} : {result_types}")
    else:
        lines.append("func.return")
    body = "\n  ".join(lines)
    return (
        f"{HEADER}\nfunc.func @f(%m0: {M}, %m1: {M}, %c0: i1, %c1: i1, %c2: i1)"
        f" -> ({result_types}) {{\n  {body}\n}}\n"
    )


@dataclass
class Outcome:
    freed: Counter[str]
    returned: tuple[bool, ...]


def evaluate(
    function: func.FuncOp,
    conditions: tuple[bool, ...],
    same_args: bool,
    intended: bool,
) -> Outcome:
    """Runs `function` (one block of the ops above) and reports what it frees,
    with the `intended` or the lowered semantics of deallocs."""
    env: dict[SSAValue, object] = {}
    m0, m1, *flags = function.body.block.args
    env[m0] = "argument 0"
    env[m1] = "argument 0" if same_args else "argument 1"
    for flag, value in zip(flags, conditions, strict=True):
        env[flag] = value
    freed: Counter[str] = Counter()
    for op in function.body.block.ops:
        args = [env[operand] for operand in op.operands]
        results: list[object]
        if isinstance(op, memref.AllocOp):
            results = [op.results[0].name_hint]
        elif isinstance(op, func.CallOp):
            results = [f"new buffer of {op.results[0].name_hint}"]
        elif isinstance(op, memref.GetGlobalOp):
            results = [op.name_.string_value()]
        elif isinstance(op, memref.SubviewOp | memref.ExtractStridedMetaDataOp):
            results = [args[0]] + [0] * (len(op.results) - 1)
        elif isinstance(op, arith.SelectOp):
            results = [args[1] if args[0] else args[2]]
        elif isinstance(op, arith.ConstantOp):
            assert isinstance(op.value, IntegerAttr)
            results = [bool(op.value.value.data)]
        elif isinstance(op, arith.OrIOp):
            results = [bool(args[0]) or bool(args[1])]
        elif isinstance(op, arith.AndIOp):
            results = [bool(args[0]) and bool(args[1])]
        elif isinstance(op, arith.XOrIOp):
            results = [bool(args[0]) != bool(args[1])]
        elif isinstance(op, DeallocOp):
            results = _dealloc(op, args, freed, intended)
        elif isinstance(op, func.ReturnOp):
            return Outcome(freed, tuple(bool(a) for a in args))
        else:
            raise NotImplementedError(op.name)
        for result, value in zip(op.results, results, strict=True):
            env[result] = value
    raise AssertionError("no return")


def _dealloc(
    op: DeallocOp, args: list[object], freed: Counter[str], intended: bool
) -> list[object]:
    """Intended: each buffer listed with a true condition and not retained is
    freed once.  Lowered: an entry is skipped when an earlier entry is the same
    buffer, whatever that entry's condition."""
    count = len(op.memrefs)
    memrefs = args[:count]
    conditions = [bool(c) for c in args[count : 2 * count]]
    retained = args[2 * count :]
    if intended:
        for buffer in {
            buffer
            for buffer, condition in zip(memrefs, conditions, strict=True)
            if condition and buffer not in retained
        }:
            assert isinstance(buffer, str)
            freed[buffer] += 1
    else:
        for position, (buffer, condition) in enumerate(
            zip(memrefs, conditions, strict=True)
        ):
            if (
                condition
                and buffer not in retained
                and buffer not in memrefs[:position]
            ):
                assert isinstance(buffer, str)
                freed[buffer] += 1
    return [
        any(
            condition and buffer == kept
            for buffer, condition in zip(memrefs, conditions, strict=True)
        )
        for kept in retained
    ]


def context() -> Context:
    ctx = Context()
    for name, factory in {**get_all_dialects(), **EXTENDED_DIALECTS}.items():
        ctx.register_dialect(name, factory)
    return ctx


def parse(text: str) -> ModuleOp:
    return Parser(context(), text).parse_module()


def function_f(module: ModuleOp) -> func.FuncOp:
    return next(
        op
        for op in module.ops
        if isinstance(op, func.FuncOp) and op.sym_name.data == "f"
    )


def allocations(function: Operation) -> set[str | None]:
    return {
        op.results[0].name_hint
        for op in function.walk()
        if isinstance(op, memref.AllocOp)
    }


@settings(max_examples=300, deadline=None)
@given(programs())
def test_simplification_preserves_dealloc_semantics(text: str):
    original = parse(text)
    simplified = parse(text)
    BufferDeallocationSimplificationPass().apply(context(), simplified)
    simplified.verify()
    before, after = function_f(original), function_f(simplified)
    removed = allocations(before) - allocations(after)
    for conditions in itertools.product((False, True), repeat=3):
        for same_args in (False, True):
            inputs = (conditions, same_args)
            outcomes = {
                (which, intended): evaluate(function, conditions, same_args, intended)
                for which, function in (("before", before), ("after", after))
                for intended in (True, False)
            }
            for buffer in removed:
                for intended in (True, False):
                    outcomes["before", intended].freed.pop(str(buffer), None)
            expected = outcomes["before", True]
            assert outcomes["after", True].returned == expected.returned, inputs
            assert outcomes["after", True].freed == expected.freed, inputs
            # Executed as lowered: never more than intended, never less than
            # before (merging entries may turn a leak of the op into a free).
            lowered = outcomes["after", False].freed
            assert outcomes["before", False].freed <= lowered <= expected.freed, inputs
