"""The buffer origin analysis: must / may / never alias, on small programs.

Two kinds of programs: `ta` programs (a test-only dialect implementing the
interfaces, see `alias_test_dialect`), which are also *executed* by a reference
interpreter under every combination of decisions to check that each MUST pair
held the same buffer and each NEVER pair different buffers in every run; and
programs in xDSL's own dialects (func, scf, cf, memref, arith) with the
interface models of `xdsl_dealloc.models`.
"""

from __future__ import annotations

import itertools
from collections.abc import Iterator

import pytest
from xdsl.context import Context
from xdsl.dialects import get_all_dialects, memref
from xdsl.dialects.builtin import MemRefType, ModuleOp
from xdsl.ir import Operation, SSAValue
from xdsl.parser import Parser

from xdsl_dealloc.analysis.buffer_aliasing import (
    AliasResult,
    BufferOrigin,
    BufferOriginAnalysis,
    OriginKind,
)
from xdsl_dealloc.analysis.walk import ops_in, ops_of_type
from xdsl_dealloc.interfaces.control_flow import FunctionOpInterface
from xdsl_dealloc.interfaces.registry import get_interface
from xdsl_dealloc.sanitizer.harness import parse_module
from xdsl_dealloc.testing.deallocation.program_generator import generate_program
from xdsl_dealloc.universe import EXTENDED_DIALECTS

from .alias_test_dialect import Execution, named_values, parse

MUST = AliasResult.MUST
MAY = AliasResult.MAY
NEVER = AliasResult.NEVER

M = "memref<2xf32>"


class Program:
    """A parsed program, its values by name and one analysis."""

    def __init__(self, module: ModuleOp) -> None:
        self.module = module
        self.values = named_values(module)
        self.analysis = BufferOriginAnalysis()

    def alias(self, first: str, second: str) -> AliasResult:
        forward = self.analysis.alias(self.values[first], self.values[second])
        backward = self.analysis.alias(self.values[second], self.values[first])
        assert forward is backward, f"alias({first}, {second}) is not symmetric"
        return forward

    def expect(self, *expectations: tuple[str, str, AliasResult]) -> None:
        actual = [(a, b, self.alias(a, b)) for a, b, _ in expectations]
        assert actual == list(expectations)

    def check_against_executions(self, function: str, decisions: int = 10) -> None:
        """Runs `function` under every sequence of `decisions` choices and checks
        each pair observed at a `check` op against the analysis."""
        outcomes: dict[tuple[SSAValue, SSAValue], set[bool]] = {}
        for choices in itertools.product((False, True), repeat=decisions):
            execution = Execution(self.module, list(choices))
            execution.run(function)
            for first, second, same in execution.observations:
                outcomes.setdefault((first, second), set()).add(same)
        assert outcomes, "no check op was executed"
        for (first, second), seen in outcomes.items():
            result = self.analysis.alias(first, second)
            pair = f"{first.name_hint} / {second.name_hint}"
            if result is MUST:
                assert seen == {True}, f"{pair}: MUST, but different buffers seen"
            if result is NEVER:
                assert seen == {False}, f"{pair}: NEVER, but the same buffer seen"


def ta(text: str) -> Program:
    return Program(parse(text))


def xdsl(text: str) -> Program:
    context = Context()
    for name, factory in {**get_all_dialects(), **EXTENDED_DIALECTS}.items():
        context.register_dialect(name, factory)
    return Program(Parser(context, text).parse_module())


# `ta` programs ---------------------------------------------------------------

ORIGINS = f"""
"ta.func"() <{{sym_name = "f"}}> ({{
^bb0(%arg0: {M}, %arg1: {M}, %c: i1):
  %a = memref.alloc() : {M}
  %b = memref.alloc() : {M}
  %stack = memref.alloca() : {M}
  %view_a = "ta.view"(%a) : ({M}) -> {M}
  %view_view_a = "ta.view"(%view_a) : ({M}) -> {M}
  %view_arg0 = "ta.view"(%arg0) : ({M}) -> {M}
  %g1 = memref.get_global @g1 : {M}
  %g1_again = memref.get_global @g1 : {M}
  %g2 = memref.get_global @g2 : {M}
  %copy = bufferization.clone %a : {M} to {M}
  %grown = memref.realloc %b : {M} to memref<4xf32>
  "ta.unknown"(%arg0, %arg1, %a, %b, %stack, %view_a, %view_view_a, %view_arg0,
               %g1, %g1_again, %g2, %copy, %grown) {{check}}
      : ({M}, {M}, {M}, {M}, {M}, {M}, {M}, {M}, {M}, {M}, {M}, {M}, memref<4xf32>)
      -> ()
  "ta.return"() : () -> ()
}}) : () -> ()
"""


def test_allocations_arguments_globals_and_views():
    program = ta(ORIGINS)
    program.expect(
        ("a", "a", MUST),
        ("a", "b", NEVER),
        ("a", "view_a", MUST),
        ("view_a", "view_view_a", MUST),
        ("a", "arg0", NEVER),
        ("arg0", "arg1", MAY),
        ("arg0", "view_arg0", MUST),
        ("arg1", "view_arg0", MAY),
        ("stack", "a", NEVER),
        ("stack", "arg0", NEVER),
        ("g1", "g1_again", MUST),
        ("g1", "g2", NEVER),
        ("g1", "arg0", MAY),
        ("g1", "a", NEVER),
        ("g1", "stack", NEVER),
        ("copy", "a", NEVER),
        ("copy", "arg0", NEVER),
        ("grown", "b", NEVER),
        ("grown", "a", NEVER),
    )
    program.check_against_executions("f", decisions=2)


def test_origins_are_reported():
    program = ta(ORIGINS)
    kinds = {
        name: {origin.kind for origin in program.analysis.origins(program.values[name])}
        for name in ("a", "view_arg0", "g1", "copy", "stack")
    }
    assert kinds == {
        "a": {OriginKind.ALLOCATION},
        "view_arg0": {OriginKind.ARGUMENT},
        "g1": {OriginKind.GLOBAL},
        "copy": {OriginKind.ALLOCATION},
        "stack": {OriginKind.ALLOCATION},
    }


def test_non_memref_query_is_rejected():
    program = ta(ORIGINS)
    with pytest.raises(ValueError, match="non-memref"):
        program.analysis.alias(program.values["c"], program.values["a"])


SELECTS_AND_IFS = f"""
"ta.func"() <{{sym_name = "f"}}> ({{
^bb0(%arg0: {M}, %arg1: {M}, %c: i1):
  %a = memref.alloc() : {M}
  %b = memref.alloc() : {M}
  %other = memref.alloc() : {M}
  %view_a = "ta.view"(%a) : ({M}) -> {M}
  %sel = "ta.select"(%c, %a, %b) : (i1, {M}, {M}) -> {M}
  %same = "ta.select"(%c, %a, %view_a) : (i1, {M}, {M}) -> {M}
  %sel_arg = "ta.select"(%c, %arg0, %a) : (i1, {M}, {M}) -> {M}
  %view_sel = "ta.view"(%sel) : ({M}) -> {M}
  %if = "ta.if"(%c) ({{
    "ta.yield"(%a) : ({M}) -> ()
  }}, {{
    "ta.yield"(%b) : ({M}) -> ()
  }}) : (i1) -> {M}
  %if_same = "ta.if"(%c) ({{
    "ta.yield"(%view_a) : ({M}) -> ()
  }}, {{
    "ta.yield"(%a) : ({M}) -> ()
  }}) : (i1) -> {M}
  %if_new = "ta.if"(%c) ({{
    %inner = memref.alloc() : {M}
    "ta.yield"(%inner) : ({M}) -> ()
  }}, {{
    "ta.yield"(%a) : ({M}) -> ()
  }}) : (i1) -> {M}
  "ta.unknown"(%arg0, %arg1, %a, %b, %other, %sel, %same, %sel_arg, %view_sel,
               %if, %if_same, %if_new) {{check}}
      : ({M}, {M}, {M}, {M}, {M}, {M}, {M}, {M}, {M}, {M}, {M}, {M}) -> ()
  "ta.return"() : () -> ()
}}) : () -> ()
"""


def test_selects_and_ifs():
    program = ta(SELECTS_AND_IFS)
    program.expect(
        ("sel", "a", MAY),
        ("sel", "b", MAY),
        ("sel", "other", NEVER),
        ("sel", "arg0", NEVER),
        ("sel", "view_sel", MUST),
        ("same", "a", MUST),
        ("sel_arg", "arg0", MAY),
        ("sel_arg", "arg1", MAY),
        ("sel_arg", "b", NEVER),
        ("sel", "sel_arg", MAY),
        ("if", "a", MAY),
        ("if", "other", NEVER),
        ("if", "sel", MAY),
        ("if_same", "a", MUST),
        ("if_new", "a", MAY),
        ("if_new", "b", NEVER),
        ("if_new", "arg0", NEVER),
    )
    program.check_against_executions("f", decisions=6)


LOOPS = f"""
"ta.func"() <{{sym_name = "f"}}> ({{
^bb0(%arg0: {M}, %c: i1):
  %init = memref.alloc() : {M}
  %res = "ta.loop"(%init) ({{
  ^bb1(%x: {M}):
    %u = "ta.unknown"(%x) : ({M}) -> {M}
    %n = memref.alloc() : {M}
    %mix = "ta.select"(%c, %x, %n) : (i1, {M}, {M}) -> {M}
    %kept = "ta.loop"(%n) ({{
    ^bb2(%y: {M}):
      "ta.unknown"(%y, %n) {{check}} : ({M}, {M}) -> ()
      "ta.yield"(%y) : ({M}) -> ()
    }}) : ({M}) -> {M}
    "ta.unknown"(%x, %n, %u, %mix, %init, %kept) {{check}}
        : ({M}, {M}, {M}, {M}, {M}, {M}) -> ()
    "ta.yield"(%n) : ({M}) -> ()
  }}) : ({M}) -> {M}
  %same = "ta.loop"(%init) ({{
  ^bb3(%z: {M}):
    "ta.yield"(%z) : ({M}) -> ()
  }}) : ({M}) -> {M}
  %swapped:2 = "ta.loop"(%init, %arg0) ({{
  ^bb4(%p: {M}, %q: {M}):
    "ta.yield"(%q, %p) : ({M}, {M}) -> ()
  }}) : ({M}, {M}) -> ({M}, {M})
  "ta.unknown"(%res, %init, %same, %arg0, %swapped#0, %swapped#1) {{check}}
      : ({M}, {M}, {M}, {M}, {M}, {M}) -> ()
  "ta.return"() : () -> ()
}}) : () -> ()
"""


def test_loops():
    program = ta(LOOPS)
    program.expect(
        # The argument holds the previous iteration's buffer (or `init`): the
        # allocation after it in the body is a new one.
        ("x", "n", NEVER),
        ("x", "init", MAY),
        ("n", "init", NEVER),
        # `u` may be `x`, but exists before `n` is allocated.
        ("u", "x", MAY),
        ("u", "n", NEVER),
        ("mix", "n", MAY),
        ("mix", "x", MAY),
        # A loop carrying one buffer unchanged.
        ("kept", "n", MUST),
        ("y", "n", MUST),
        ("same", "init", MUST),
        ("z", "init", MUST),
        ("res", "init", MAY),
        ("res", "arg0", NEVER),
        ("swapped#0", "swapped#1", MAY),
        ("swapped#0", "arg0", MAY),
    )
    program.check_against_executions("f", decisions=10)


def test_unknown_op_results_are_operands_or_fresh():
    """A result of an op with unknown effects is one of its memref operands
    or a fresh buffer (the deallocation pass's model); a region argument
    of an unknown op may be any buffer."""
    program = ta(f"""
    "ta.func"() <{{sym_name = "f"}}> ({{
      %a = memref.alloc() : {M}
      %u = "ta.unknown"(%a) : ({M}) -> {M}
      %v = "ta.unknown"() : () -> {M}
      %n = memref.alloc() : {M}
      %view_u = "ta.view"(%u) : ({M}) -> {M}
      "ta.unknown"() ({{
      ^bb0(%region_arg: {M}):
        "ta.unknown"(%region_arg) : ({M}) -> ()
      }}) : () -> ()
      "ta.unknown"(%a, %u, %v, %n, %view_u) {{check}} : ({M}, {M}, {M}, {M}, {M}) -> ()
      "ta.return"() : () -> ()
    }}) : () -> ()
    """)
    program.expect(
        ("u", "a", MAY),
        ("v", "a", NEVER),
        ("u", "v", NEVER),
        ("n", "u", NEVER),
        ("n", "v", NEVER),
        ("view_u", "u", MUST),
        ("region_arg", "a", MAY),
        ("region_arg", "n", MAY),
    )
    program.check_against_executions("f", decisions=4)


BRANCHES = f"""
"ta.func"() <{{sym_name = "f"}}> ({{
^bb0(%arg0: {M}, %c: i1):
  %a = memref.alloc() : {M}
  %b = memref.alloc() : {M}
  %d = memref.alloc() : {M}
  %before = "ta.unknown"() : () -> {M}
  "ta.cond_br"(%c, %a) [^bb1, ^bb2] : (i1, {M}) -> ()
^bb1(%p: {M}):
  "ta.unknown"(%p, %a, %b, %d) {{check}} : ({M}, {M}, {M}, {M}) -> ()
  "ta.br"(%p) [^bb3] : ({M}) -> ()
^bb2(%q: {M}):
  "ta.unknown"(%q, %a) {{check}} : ({M}, {M}) -> ()
  "ta.br"(%b) [^bb1] : ({M}) -> ()
^bb3(%x: {M}):
  %n = memref.alloc() : {M}
  "ta.unknown"(%x, %n, %before, %p) {{check}} : ({M}, {M}, {M}, {M}) -> ()
  "ta.cond_br"(%c, %n) [^bb3, ^bb4] : (i1, {M}) -> ()
^bb4(%last: {M}):
  "ta.return"() : () -> ()
}}) : () -> ()
"""


def test_branches():
    program = ta(BRANCHES)
    program.expect(
        ("p", "a", MAY),
        ("p", "b", MAY),
        ("p", "d", NEVER),
        ("p", "arg0", NEVER),
        ("q", "a", MUST),
        ("x", "n", NEVER),
        ("x", "p", MAY),
        ("n", "before", NEVER),
        ("n", "p", NEVER),
        ("last", "n", MUST),
    )
    program.check_against_executions("f", decisions=8)


def test_unknown_terminators_and_later_definitions():
    program = ta(f"""
    "ta.func"() <{{sym_name = "f"}}> ({{
    ^bb0(%c: i1):
      %a = memref.alloc() : {M}
      "ta.unknown_terminator"(%a) [^bb1] : ({M}) -> ()
    ^bb1(%z: {M}):
      %n = memref.alloc() : {M}
      %after = "ta.unknown"() ({{
        "ta.return"() : () -> ()
      }}) : () -> {M}
      "ta.return"() : () -> ()
    }}) : () -> ()
    """)
    # `%after` comes from a region op no interface describes: any buffer.
    program.expect(
        ("z", "a", MAY),
        ("z", "n", NEVER),
        ("after", "n", MAY),
    )


CALLS = f"""
"ta.module"() ({{
  "ta.func"() <{{sym_name = "id"}}> ({{
  ^bb0(%i: {M}):
    "ta.return"(%i) : ({M}) -> ()
  }}) : () -> ()
  "ta.func"() <{{sym_name = "fresh"}}> ({{
  ^bb0(%i2: {M}):
    %f = memref.alloc() : {M}
    "ta.return"(%f) : ({M}) -> ()
  }}) : () -> ()
  "ta.func"() <{{sym_name = "twice"}}> ({{
    %t = memref.alloc() : {M}
    "ta.return"(%t, %t) : ({M}, {M}) -> ()
  }}) : () -> ()
  "ta.func"() <{{sym_name = "two"}}> ({{
    %t1 = memref.alloc() : {M}
    %t2 = memref.alloc() : {M}
    "ta.return"(%t1, %t2) : ({M}, {M}) -> ()
  }}) : () -> ()
  "ta.func"() <{{sym_name = "external"}}> ({{
  }}) : () -> ()
  "ta.func"() <{{sym_name = "glob"}}> ({{
    %gg = memref.get_global @g : {M}
    "ta.return"(%gg) : ({M}) -> ()
  }}) : () -> ()
  "ta.func"() <{{sym_name = "pick"}}> ({{
  ^bb0(%i3: {M}, %j3: {M}, %c3: i1):
    %s = "ta.select"(%c3, %i3, %j3) : (i1, {M}, {M}) -> {M}
    "ta.return"(%s) : ({M}) -> ()
  }}) : () -> ()
  "ta.func"() <{{sym_name = "rec"}}> ({{
  ^bb0(%i4: {M}, %c4: i1):
    "ta.cond_br"(%c4) [^bb1, ^bb2] : (i1) -> ()
  ^bb1:
    %deeper = "ta.call"(%i4, %c4) <{{callee = "rec"}}> : ({M}, i1) -> {M}
    "ta.return"(%deeper) : ({M}) -> ()
  ^bb2:
    "ta.return"(%i4) : ({M}) -> ()
  }}) : () -> ()
  "ta.func"() <{{sym_name = "chain"}}> ({{
  ^bb0(%i5: {M}):
    %r5 = "ta.call"(%i5) <{{callee = "id"}}> : ({M}) -> {M}
    %f5 = "ta.call"(%i5) <{{callee = "fresh"}}> : ({M}) -> {M}
    "ta.return"(%r5, %f5) : ({M}, {M}) -> ()
  }}) : () -> ()
  "ta.func"() <{{sym_name = "f"}}> ({{
  ^bb0(%arg0: {M}, %c: i1):
    %a = memref.alloc() : {M}
    %b = memref.alloc() : {M}
    %r_id = "ta.call"(%a) <{{callee = "id"}}> : ({M}) -> {M}
    %r_fresh = "ta.call"(%a) <{{callee = "fresh"}}> : ({M}) -> {M}
    %r_fresh2 = "ta.call"(%a) <{{callee = "fresh"}}> : ({M}) -> {M}
    %twice:2 = "ta.call"() <{{callee = "twice"}}> : () -> ({M}, {M})
    %two:2 = "ta.call"() <{{callee = "two"}}> : () -> ({M}, {M})
    %ext:2 = "ta.call"(%a) <{{callee = "external"}}> : ({M}) -> ({M}, {M})
    %ext1 = "ta.call"(%a) <{{callee = "external"}}> : ({M}) -> {M}
    %r_glob = "ta.call"() <{{callee = "glob"}}> : () -> {M}
    %g = memref.get_global @g : {M}
    %r_pick = "ta.call"(%a, %arg0, %c) <{{callee = "pick"}}> : ({M}, {M}, i1) -> {M}
    %r_rec = "ta.call"(%b, %c) <{{callee = "rec"}}> : ({M}, i1) -> {M}
    %r_chain:2 = "ta.call"(%b) <{{callee = "chain"}}> : ({M}) -> ({M}, {M})
    %r_missing = "ta.call"(%a) <{{callee = "nowhere"}}> : ({M}) -> {M}
    %later = memref.alloc() : {M}
    "ta.unknown"(%arg0, %a, %b, %r_id, %r_fresh, %r_fresh2, %twice#0, %twice#1,
                 %two#0, %two#1, %r_glob, %g, %r_pick, %r_rec, %r_chain#0,
                 %r_chain#1, %later) {{check}}
        : ({M}, {M}, {M}, {M}, {M}, {M}, {M}, {M}, {M}, {M}, {M}, {M}, {M}, {M},
           {M}, {M}, {M}) -> ()
    "ta.return"() : () -> ()
  }}) : () -> ()
}}) : () -> ()
"""


def test_calls_use_callee_summaries_and_the_abi():
    program = ta(CALLS)
    program.expect(
        # Returns its argument.
        ("r_id", "a", MUST),
        ("r_id", "b", NEVER),
        # Returns a fresh allocation.
        ("r_fresh", "a", NEVER),
        ("r_fresh", "arg0", NEVER),
        ("r_fresh", "b", NEVER),
        ("r_fresh", "r_fresh2", NEVER),
        # One allocation returned twice, two allocations returned once each.
        ("twice#0", "twice#1", MUST),
        ("two#0", "two#1", NEVER),
        # A declaration: fresh buffers by the ABI, which may coincide.
        ("ext#0", "ext#1", MAY),
        ("ext#0", "a", NEVER),
        ("ext#0", "arg0", NEVER),
        ("ext#0", "ext1", NEVER),
        ("ext1", "r_fresh", NEVER),
        # A global, by symbol.
        ("r_glob", "g", MUST),
        ("r_glob", "a", NEVER),
        # One of the arguments.
        ("r_pick", "a", MAY),
        ("r_pick", "arg0", MAY),
        ("r_pick", "b", NEVER),
        # Recursion and unknown callees: anything.
        ("r_rec", "b", MAY),
        ("r_rec", "a", MAY),
        ("r_rec", "later", NEVER),
        ("r_missing", "b", MAY),
        # Through two levels of calls.
        ("r_chain#0", "b", MUST),
        ("r_chain#1", "b", NEVER),
        ("r_chain#1", "r_fresh", NEVER),
    )
    program.check_against_executions("f", decisions=6)


# xDSL's dialects -------------------------------------------------------------


def test_scf_for_while_if_and_views():
    program = xdsl(f"""
    func.func @f(%arg0: {M}, %lb: index, %ub: index, %step: index, %c: i1) {{
      %a = memref.alloc() : {M}
      %sub = memref.subview %a[0] [1] [1] : {M} to memref<1xf32, strided<[1]>>
      %cast = memref.cast %a : {M} to memref<?xf32>
      %base, %offset, %size, %stride = memref.extract_strided_metadata %cast
          : memref<?xf32> -> memref<f32>, index, index, index
      %loop = scf.for %i = %lb to %ub step %step iter_args(%it = %a) -> ({M}) {{
        %fresh = memref.alloc() : {M}
        %pick = arith.select %c, %it, %fresh : {M}
        scf.yield %pick : {M}
      }}
      %cond = scf.if %c -> ({M}) {{
        scf.yield %arg0 : {M}
      }} else {{
        %other = memref.alloca() : {M}
        scf.yield %other : {M}
      }}
      %w = scf.while (%before = %a) : ({M}) -> {M} {{
        %made = memref.alloc() : {M}
        scf.condition(%c) %made : {M}
      }} do {{
      ^bb0(%after: {M}):
        scf.yield %after : {M}
      }}
      return
    }}
    """)
    program.expect(
        ("sub", "a", MUST),
        ("base", "a", MUST),
        ("base", "sub", MUST),
        ("base", "arg0", NEVER),
        ("it", "a", MAY),
        ("it", "fresh", NEVER),
        ("pick", "fresh", MAY),
        ("loop", "a", MAY),
        ("loop", "arg0", NEVER),
        ("cond", "arg0", MAY),
        ("cond", "a", NEVER),
        ("w", "a", NEVER),
        ("after", "made", MUST),
        ("before", "a", MAY),
        ("before", "made", NEVER),
    )


def test_cf_branches_and_calls():
    program = xdsl(f"""
    func.func private @external({M}) -> {M}
    func.func private @identity(%x: {M}) -> {M} {{
      return %x : {M}
    }}
    func.func @f(%arg0: {M}, %c: i1) {{
      %a = memref.alloc() : {M}
      %b = memref.alloc() : {M}
      cf.cond_br %c, ^bb1(%a : {M}), ^bb1(%arg0 : {M})
    ^bb1(%m: {M}):
      %e = func.call @external(%m) : ({M}) -> {M}
      %same = func.call @identity(%m) : ({M}) -> {M}
      %g1 = memref.get_global @g : {M}
      %g2 = memref.get_global @g : {M}
      return
    }}
    """)
    program.expect(
        ("m", "a", MAY),
        ("m", "arg0", MAY),
        ("m", "b", NEVER),
        ("e", "m", NEVER),
        ("e", "a", NEVER),
        ("e", "b", NEVER),
        ("same", "m", MUST),
        ("same", "b", NEVER),
        ("g1", "g2", MUST),
    )


def test_branch_facts_drop_edges_but_not_back_edges():
    # On the edge taken when %m_flag holds, ^merge's %m came from ^fresh
    # (the other edge forwards `false`).  On the one taken when %flag holds,
    # ^loop's %n came back from the previous iteration: its %next, not the
    # one visible at ^exit, which is newer than %n.
    program = xdsl(f"""
    func.func @f(%arg0: {M}, %c: i1) {{
      %false = arith.constant false
      %true = arith.constant true
      cf.cond_br %c, ^fresh, ^merge(%arg0, %false : {M}, i1)
    ^fresh:
      %a = memref.alloc() : {M}
      cf.br ^merge(%a, %true : {M}, i1)
    ^merge(%m: {M}, %m_flag: i1):
      cf.cond_br %m_flag, ^owned(%m : {M}), ^start
    ^owned(%o: {M}):
      cf.br ^start
    ^start:
      %init = memref.alloc() : {M}
      cf.br ^loop(%init, %false : {M}, i1)
    ^loop(%n: {M}, %flag: i1):
      %next = memref.alloc() : {M}
      cf.cond_br %flag, ^exit(%n : {M}), ^loop(%next, %true : {M}, i1)
    ^exit(%e: {M}):
      return
    }}
    """)
    program.expect(
        ("o", "a", MUST),
        ("o", "arg0", NEVER),
        ("m", "arg0", MAY),
        ("e", "next", NEVER),
        ("e", "init", MAY),
    )


def test_analysis_results_are_cached_and_stable():
    program = ta(LOOPS)
    first = program.analysis.origins(program.values["x"])
    assert program.analysis.origins(program.values["x"]) is first
    assert {origin.kind for origin in first} == {OriginKind.ALLOCATION}
    assert len(first) == 2


@pytest.mark.parametrize(
    "text", [ORIGINS, SELECTS_AND_IFS, LOOPS, BRANCHES, CALLS], ids=lambda _: ""
)
def test_all_origins_agrees_with_origins(text: str):
    """`all_origins` stops early, but answers what `origins` does, on a
    fresh analysis and on one that solved the value before."""
    program = ta(text)
    memrefs = {
        name: value
        for name, value in program.values.items()
        if isinstance(value.type, MemRefType)
    }
    kinds: list[set[OriginKind]] = [{kind} for kind in OriginKind]
    kinds += [{OriginKind.ARGUMENT, OriginKind.GLOBAL}, set(OriginKind)]
    answers: set[bool] = set()
    for allowed in kinds:

        def predicate(origin: BufferOrigin, allowed: set[OriginKind] = allowed) -> bool:
            return origin.kind in allowed

        early = BufferOriginAnalysis()
        expected = {
            name: all(predicate(origin) for origin in program.analysis.origins(value))
            for name, value in memrefs.items()
        }
        fresh = {
            name: BufferOriginAnalysis().all_origins(value, predicate)
            for name, value in memrefs.items()
        }
        shared = {
            name: early.all_origins(value, predicate) for name, value in memrefs.items()
        }
        solved = {
            name: program.analysis.all_origins(value, predicate)
            for name, value in memrefs.items()
        }
        assert fresh == shared == solved == expected, allowed
        answers.update(expected.values())
    assert answers == {False, True}


def test_whole_buffers():
    program = xdsl(f"""
    func.func private @external({M}) -> {M}
    func.func private @fresh(%unused: {M}) -> {M} {{
      %new = memref.alloc() : {M}
      return %new : {M}
    }}
    func.func private @identity(%same: {M}) -> {M} {{
      return %same : {M}
    }}
    func.func private @recursive(%y: {M}) -> {M} {{
      %r = func.call @recursive(%y) : ({M}) -> {M}
      return %r : {M}
    }}
    func.func @f(%arg0: {M}, %c: i1, %n: index) {{
      %c0 = arith.constant 0 : index
      %c1 = arith.constant 1 : index
      %a = memref.alloc() : {M}
      %big = memref.alloc() : memref<4xf32>
      %sub = memref.subview %big[0] [2] [1] : memref<4xf32> to memref<2xf32, strided<[1]>>
      %cast = memref.cast %sub : memref<2xf32, strided<[1]>> to {M}
      %with_view = arith.select %c, %a, %cast : {M}
      %loop = scf.for %i = %c0 to %n step %c1 iter_args(%it = %a) -> ({M}) {{
        %fresh_buffer = memref.alloc() : {M}
        %pick = arith.select %c, %it, %fresh_buffer : {M}
        scf.yield %pick : {M}
      }}
      %from_fresh = func.call @fresh(%a) : ({M}) -> {M}
      %from_identity = func.call @identity(%a) : ({M}) -> {M}
      %from_external = func.call @external(%a) : ({M}) -> {M}
      %from_recursive = func.call @recursive(%a) : ({M}) -> {M}
      return
    }}
    """)
    whole = {
        name: program.analysis.is_whole_buffer(program.values[name])
        for name in (
            "a",
            "it",
            "pick",
            "loop",
            "from_fresh",
            "arg0",
            "sub",
            "cast",
            "with_view",
            "from_identity",
            "from_external",
            "from_recursive",
        )
    }
    assert whole == {
        "a": True,
        "it": True,
        "pick": True,
        "loop": True,
        "from_fresh": True,
        "arg0": False,
        "sub": False,
        "cast": False,
        "with_view": False,
        "from_identity": False,
        "from_external": False,
        "from_recursive": False,
    }


NESTED_CALLS = f"""
"ta.module"() ({{
  "ta.func"() <{{sym_name = "id"}}> ({{
  ^bb0(%i: {M}):
    "ta.return"(%i) : ({M}) -> ()
  }}) : () -> ()
  "ta.func"() <{{sym_name = "outer"}}> ({{
  ^bb0(%x: {M}, %c: i1):
    %r = "ta.if"(%c) ({{
      %inner = "ta.call"(%x) <{{callee = "id"}}> : ({M}) -> {M}
      "ta.yield"(%inner) : ({M}) -> ()
    }}, {{
      %again = "ta.call"(%x) <{{callee = "outer"}}> : ({M}) -> {M}
      "ta.yield"(%again) : ({M}) -> ()
    }}) : (i1) -> {M}
    "ta.return"(%r) : ({M}) -> ()
  }}) : () -> ()
}}) : () -> ()
"""


def _noted_inputs() -> Iterator[tuple[str, ModuleOp]]:
    yield "calls", parse(CALLS)
    yield "nested calls", parse(NESTED_CALLS)
    for seed in range(12):
        yield f"program {seed}", parse_module(generate_program(seed))


@pytest.mark.parametrize(
    "name, module", list(_noted_inputs()), ids=lambda value: str(value)[:20]
)
def test_calls_noted_by_a_walk_are_the_calls_of_each_function(
    name: str, module: ModuleOp
):
    """`ops_noting_calls` finds what `ops_of_type` finds, and the callees
    and origins of an analysis it noted the calls for are those an analysis
    finds by walking each function."""
    noted = BufferOriginAnalysis()
    walked = BufferOriginAnalysis()
    for op_type in (memref.AllocOp, Operation):
        assert noted.ops_noting_calls(module.body, op_type) == ops_of_type(
            module.body, op_type
        )
    functions = [op for op in ops_in(module) if get_interface(op, FunctionOpInterface)]
    # Every function of the module was noted: no callee below is walked for.
    noted_functions = noted._calls  # pyright: ignore[reportPrivateUsage]
    assert list(noted_functions) == functions
    for function in functions:
        noted_callees = noted._callees(function)  # pyright: ignore[reportPrivateUsage]
        walked_callees = walked._callees(function)  # pyright: ignore[reportPrivateUsage]
        assert noted_callees == walked_callees, name
    memrefs = [
        value
        for op in ops_in(module)
        for value in (
            *op.results,
            *(a for r in op.regions for b in r.blocks for a in b.args),
        )
        if isinstance(value.type, MemRefType)
    ]
    assert [noted.origins(v) for v in memrefs] == [walked.origins(v) for v in memrefs]


@pytest.mark.parametrize("seed", range(12))
def test_enclosing_function_read_from_parent_fields_is_parent_op_s(seed: int):
    """The analysis finds the innermost function a value is defined in from
    the parent fields: the one `parent_op` leads to, for every value of a
    generated program."""
    module = parse_module(generate_program(seed))
    ops = list(ops_in(module))
    blocks = [block for op in ops for region in op.regions for block in region.blocks]
    analysis = BufferOriginAnalysis()
    values = [
        *(result for op in ops for result in op.results),
        *(argument for block in blocks for argument in block.args),
    ]
    for value in values:
        function = value.owner.parent_op()
        while function is not None and not get_interface(function, FunctionOpInterface):
            function = function.parent_op()
        enclosing = analysis._enclosing_function(value)  # pyright: ignore[reportPrivateUsage]
        assert enclosing is function
