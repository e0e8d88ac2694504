"""`dominance-cse`: its dominators, what it merges and what it must not, and
that the programs it simplifies behave the same under the sanitizer.

Also, when `mlir-opt-22` is installed, random control-flow graphs full of
duplicates are simplified exactly as MLIR's `--cse` does."""

from __future__ import annotations

import itertools
import random
from typing import Any

import pytest
from xdsl.context import Context
from xdsl.dialects import func
from xdsl.dialects.builtin import ModuleOp
from xdsl.ir import Block
from xdsl.parser import Parser
from xdsl.universe import Universe

from tests.analysis.textbook_dominators import naive_dominators
from tests.markers import needs_mlir
from xdsl_dealloc.analysis.cfg import dominator_tree
from xdsl_dealloc.sanitizer import check_module, parse_module
from xdsl_dealloc.sanitizer.memory import MemRefValue
from xdsl_dealloc.testing.deallocation.program_generator import generate_program
from xdsl_dealloc.testing.mlir_tools import mlir_opt_output
from xdsl_dealloc.transforms.buffer_deallocation_simplification import (
    BufferDeallocationSimplificationPass,
)
from xdsl_dealloc.transforms.bufferization_lower_deallocations import (
    LowerDeallocationsPass,
)
from xdsl_dealloc.transforms.dominance_cse import DominanceCSE, DominanceCSEPass
from xdsl_dealloc.transforms.expand_realloc import ExpandReallocPass
from xdsl_dealloc.transforms.ownership_based_buffer_deallocation import (
    OwnershipBasedBufferDeallocationPass,
)


def parse_with_unregistered(text: str) -> ModuleOp:
    context = Context(allow_unregistered=True)
    for name, loader in Universe.get_multiverse().all_dialects.items():
        context.register_dialect(name, loader)
    return Parser(context, text).parse_module()


def simplified(text: str) -> tuple[ModuleOp, int]:
    """The module of `text` after the pass, and how many ops it removed."""
    module = parse_with_unregistered(text) if "test." in text else parse_module(text)
    driver = DominanceCSE()
    driver.simplify_regions_of(module)
    module.verify()
    return module, driver.removed


def function(module: ModuleOp, name: str) -> func.FuncOp:
    for op in module.ops:
        if isinstance(op, func.FuncOp) and op.sym_name.data == name:
            return op
    raise KeyError(name)


def names(block: Block) -> list[str]:
    return [op.name for op in block.ops]


def count(module: ModuleOp, name: str) -> int:
    return sum(op.name == name for op in module.walk())


# Long functions.


def test_a_long_chain_of_blocks_needs_no_recursion():
    """1500 blocks in a row: a dominator tree deeper than Python's recursion
    limit.  Each block recomputes the entry's constant."""
    blocks = 1500
    lines = ["func.func private @sink(i32)", "func.func @f() {"]
    for index in range(blocks):
        if index:
            lines.append(f"^bb{index}:")
        lines.append(f"  %v{index} = arith.constant 7 : i32")
        lines.append(f"  func.call @sink(%v{index}) : (i32) -> ()")
        lines.append(
            f"  cf.br ^bb{index + 1}" if index < blocks - 1 else "  func.return"
        )
    lines.append("}")
    module = parse_module("\n".join(lines))
    order, idom = dominator_tree(function(module, "f").body.blocks[0])
    assert len(order) == blocks
    assert idom == [0, *range(blocks - 1)]
    driver = DominanceCSE()
    driver.simplify_regions_of(module)
    assert driver.removed == blocks - 1


# What the pass merges.

DOMINATED = """
func.func @f(%c: i1, %x: i32) -> i32 {
  %sum = arith.addi %x, %x : i32
  cf.cond_br %c, ^bb1, ^bb2
^bb1:
  %again = arith.addi %x, %x : i32
  cf.br ^bb3(%again : i32)
^bb2:
  %more = arith.addi %x, %x : i32
  cf.br ^bb3(%more : i32)
^bb3(%r: i32):
  %join = arith.addi %x, %x : i32
  %out = arith.muli %r, %join : i32
  func.return %out : i32
}
"""


def test_duplicates_in_dominated_blocks_are_replaced():
    module, removed = simplified(DOMINATED)
    assert removed == 3
    entry, left, right, join = function(module, "f").body.blocks
    (sum_op, _) = entry.ops
    assert names(left) == names(right) == ["cf.br"]
    for branch in (left, right):
        assert branch.last_op is not None
        assert [o.owner for o in branch.last_op.operands] == [sum_op]
    assert names(join) == ["arith.muli", "func.return"]
    # The existing op keeps its name.
    assert sum_op.results[0].name_hint == "sum"


SIBLINGS = """
func.func @f(%c: i1, %x: i32) -> i32 {
  cf.cond_br %c, ^bb1, ^bb2
^bb1:
  %left = arith.addi %x, %x : i32
  cf.br ^bb3(%left : i32)
^bb2:
  %right = arith.addi %x, %x : i32
  cf.br ^bb3(%right : i32)
^bb3(%r: i32):
  %join = arith.addi %x, %x : i32
  %out = arith.muli %r, %join : i32
  func.return %out : i32
}
"""


def test_siblings_and_joins_keep_their_copies():
    """Neither branch dominates the other, nor the join."""
    module, removed = simplified(SIBLINGS)
    assert removed == 0
    assert count(module, "arith.addi") == 3


LOOP = """
func.func @f(%x: index, %n: index) -> index {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %x2 = arith.muli %x, %x : index
  cf.br ^bb1(%c0, %x2 : index, index)
^bb1(%i: index, %acc: index):
  %more = arith.cmpi ult, %i, %n : index
  cf.cond_br %more, ^bb2, ^bb3
^bb2:
  %x2_again = arith.muli %x, %x : index
  %next = arith.addi %acc, %x2_again : index
  %one = arith.constant 1 : index
  %j = arith.addi %i, %one : index
  cf.br ^bb1(%j, %next : index, index)
^bb3:
  func.return %acc : index
}
"""


def test_loop_body_reuses_the_entry_blocks_values():
    module, removed = simplified(LOOP)
    assert removed == 2
    body = function(module, "f").body.blocks[2]
    assert names(body) == ["arith.addi", "arith.addi", "cf.br"]


NESTED = """
func.func @f(%c: i1, %x: i32) -> i32 {
  %sum = arith.addi %x, %x : i32
  %r = scf.if %c -> (i32) {
    %inner = arith.addi %x, %x : i32
    %then = arith.muli %inner, %inner : i32
    scf.yield %then : i32
  } else {
    %else = arith.muli %sum, %sum : i32
    scf.yield %else : i32
  }
  %after = arith.muli %sum, %sum : i32
  %w:2 = scf.while (%a = %x) : (i32) -> (i32, i32) {
    %m = arith.muli %a, %a : i32
    %t = arith.constant true
    scf.condition(%t) %a, %m : i32, i32
  } do {
  ^bb0(%b: i32, %p: i32):
    %m2 = arith.muli %b, %b : i32
    scf.yield %m2 : i32
  }
  %out = arith.addi %r, %after : i32
  %out2 = arith.addi %out, %w#1 : i32
  func.return %out2 : i32
}
"""


def test_nested_regions_see_the_enclosing_scope_only():
    """The then region reuses `%sum`; the else region's and the later copy
    of `%sum * %sum` stay (neither region sees the other, nor the ops after
    the `scf.if` its inside); the two regions of the `scf.while` are
    siblings too."""
    module, removed = simplified(NESTED)
    assert removed == 1
    assert count(module, "arith.muli") == 5


def test_function_bodies_do_not_see_each_other():
    text = """
    func.func @f() -> i32 {
      %c = arith.constant 7 : i32
      func.return %c : i32
    }
    func.func @g() -> i32 {
      %c = arith.constant 7 : i32
      %d = arith.constant 7 : i32
      %s = arith.addi %c, %d : i32
      func.return %s : i32
    }
    """
    module, removed = simplified(text)
    assert removed == 1
    assert names(function(module, "f").body.blocks[0]) == [
        "arith.constant",
        "func.return",
    ]


# What it must not merge.

EFFECTS = """
func.func @f(%c: i1, %m: memref<2xf32>) -> (memref<2xf32>, memref<2xf32>, f32) {
  %c0 = arith.constant 0 : index
  %a = memref.alloc() : memref<2xf32>
  %b = memref.alloc() : memref<2xf32>
  %l1 = memref.load %m[%c0] : memref<2xf32>
  %l2 = memref.load %m[%c0] : memref<2xf32>
  %s1 = arith.addf %l1, %l2 : f32
  memref.store %s1, %m[%c0] : memref<2xf32>
  %l3 = memref.load %m[%c0] : memref<2xf32>
  scf.if %c {
    memref.store %l3, %m[%c0] : memref<2xf32>
  }
  %l4 = memref.load %m[%c0] : memref<2xf32>
  %s2 = arith.addf %l3, %l4 : f32
  cf.br ^bb1
^bb1:
  %l5 = memref.load %m[%c0] : memref<2xf32>
  %s3 = arith.addf %s2, %l5 : f32
  func.return %a, %b, %s3 : memref<2xf32>, memref<2xf32>, f32
}
"""


def test_effects_decide():
    """Allocations stay; a load goes only when an equal load precedes it in
    its block with nothing that may write in between (here `%l2`, not `%l3`
    after a store, `%l4` after an `scf.if` that stores, or `%l5` in another
    block)."""
    module, removed = simplified(EFFECTS)
    assert removed == 1
    assert count(module, "memref.alloc") == 2
    assert count(module, "memref.load") == 4


def test_ops_with_regions_and_unknown_ops_are_never_merged():
    text = """
    func.func @f(%c: i1, %x: i32) -> (i32, i32, i32, i32) {
      %r1 = scf.if %c -> (i32) {
        scf.yield %x : i32
      } else {
        scf.yield %x : i32
      }
      %r2 = scf.if %c -> (i32) {
        scf.yield %x : i32
      } else {
        scf.yield %x : i32
      }
      %u1 = "test.unknown"(%x) : (i32) -> i32
      %u2 = "test.unknown"(%x) : (i32) -> i32
      func.return %r1, %r2, %u1, %u2 : i32, i32, i32, i32
    }
    """
    module, removed = simplified(text)
    assert removed == 0
    assert count(module, "scf.if") == 2


def test_an_unknown_op_ends_a_loads_range():
    text = """
    func.func @f(%m: memref<2xf32>) -> (f32, f32) {
      %c0 = arith.constant 0 : index
      %l1 = memref.load %m[%c0] : memref<2xf32>
      "test.unknown"(%m) : (memref<2xf32>) -> ()
      %l2 = memref.load %m[%c0] : memref<2xf32>
      func.return %l1, %l2 : f32, f32
    }
    """
    _, removed = simplified(text)
    assert removed == 0


def test_exact_equivalence():
    """Same value, other type; same bits but for the sign of zero; other
    predicate: all kept.  The third constant shares the exact key of the
    second (whose hashed part it shares with the first) and goes."""
    text = """
    func.func @f(%x: i32) -> (i32, i64, i64, f32, f32, i1, i1) {
      %a = arith.constant 1 : i32
      %b = arith.constant 1 : i64
      %c = arith.constant 1 : i64
      %pz = arith.constant 0.0 : f32
      %nz = arith.constant -0.0 : f32
      %lt = arith.cmpi slt, %x, %x : i32
      %gt = arith.cmpi sgt, %x, %x : i32
      func.return %a, %b, %c, %pz, %nz, %lt, %gt : i32, i64, i64, f32, f32, i1, i1
    }
    """
    module, removed = simplified(text)
    assert removed == 1
    ret = function(module, "f").body.blocks[0].last_op
    assert ret is not None
    assert ret.operands[1] is ret.operands[2]


def test_commutative_operands_in_any_order():
    text = """
    func.func @f(%x: i32, %y: i32, %z: i32) -> (i32, i32, i32, i32, i32) {
      %a = arith.addi %x, %y : i32
      %b = arith.addi %y, %x : i32
      %c = arith.subi %x, %y : i32
      %d = arith.subi %y, %x : i32
      %e = arith.addi %x, %x : i32
      func.return %a, %b, %c, %d, %e : i32, i32, i32, i32, i32
    }
    """
    module, removed = simplified(text)
    assert removed == 1
    assert count(module, "arith.subi") == 2


UNREACHABLE = """
func.func @f(%x: i32) -> i32 {
  %a = arith.addi %x, %x : i32
  cf.br ^bb2(%a : i32)
^bb1:
  %b = arith.addi %x, %x : i32
  %d = arith.addi %x, %x : i32
  %s = arith.addi %b, %d : i32
  cf.br ^bb3(%s : i32)
^bb3(%t: i32):
  %e = arith.addi %x, %x : i32
  %u = arith.addi %t, %e : i32
  cf.br ^bb2(%u : i32)
^bb2(%r: i32):
  %again = arith.addi %x, %x : i32
  %out = arith.addi %again, %r : i32
  func.return %out : i32
}
"""


def test_unreachable_blocks_are_left_alone():
    module, removed = simplified(UNREACHABLE)
    assert removed == 1
    _, unreachable, unreachable_too, _ = function(module, "f").body.blocks
    assert len(names(unreachable)) == 4
    assert len(names(unreachable_too)) == 3


def test_the_pass_is_registered():
    from xdsl_dealloc.universe import PASSES

    assert PASSES["dominance-cse"]() is DominanceCSEPass
    module = parse_module(DOMINATED)
    DominanceCSEPass().apply(Context(), module)
    assert count(module, "arith.addi") == 1


# Semantics, under the sanitizer.

BRANCHY = """
func.func @f(%c: i1, %d: i1) -> (i1, i1, f32) {
  %true = arith.constant true
  %c0 = arith.constant 0 : index
  %a = memref.alloc() : memref<4xf32>
  %b = memref.alloc() : memref<4xf32>
  %pa = memref.extract_aligned_pointer_as_index %a : memref<4xf32> -> index
  %nc = arith.xori %c, %true : i1
  cf.cond_br %c, ^bb1, ^bb2
^bb1:
  %one = arith.constant 1.0 : f32
  memref.store %one, %a[%c0] : memref<4xf32>
  %pb = memref.extract_aligned_pointer_as_index %b : memref<4xf32> -> index
  %pa2 = memref.extract_aligned_pointer_as_index %a : memref<4xf32> -> index
  %same = arith.cmpi eq, %pa2, %pb : index
  %free_b = arith.ori %same, %d : i1
  cf.br ^bb3(%free_b, %nc : i1, i1)
^bb2:
  %true2 = arith.constant true
  %nc2 = arith.xori %c, %true2 : i1
  %pb2 = memref.extract_aligned_pointer_as_index %b : memref<4xf32> -> index
  %differ = arith.cmpi ne, %pa, %pb2 : index
  %free = arith.andi %differ, %nc2 : i1
  cf.br ^bb3(%free, %d : i1, i1)
^bb3(%f1: i1, %f2: i1):
  %nc3 = arith.xori %c, %true : i1
  %v1 = memref.load %a[%c0] : memref<4xf32>
  %v2 = memref.load %a[%c0] : memref<4xf32>
  %v = arith.addf %v1, %v2 : f32
  scf.if %f1 {
    memref.dealloc %b : memref<4xf32>
  } else {
    scf.if %nc3 {
      memref.dealloc %b : memref<4xf32>
    } else {
      memref.dealloc %b : memref<4xf32>
    }
  }
  memref.dealloc %a : memref<4xf32>
  func.return %f2, %nc3, %v : i1, i1, f32
}
"""

LOOPY = """
func.func @g(%c: i1, %d: i1, %n: index) -> (index, i1) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %true = arith.constant true
  %m = memref.alloc() : memref<8xindex>
  cf.br ^head(%c0, %c : index, i1)
^head(%i: index, %flag: i1):
  %c1_again = arith.constant 1 : index
  %more = arith.cmpi ult, %i, %n : index
  cf.cond_br %more, ^body, ^exit
^body:
  %old = memref.load %m[%c0] : memref<8xindex>
  %nd = arith.xori %d, %true : i1
  %sum = arith.addi %old, %i : index
  memref.store %sum, %m[%c0] : memref<8xindex>
  %old_again = memref.load %m[%c0] : memref<8xindex>
  %nd_again = arith.xori %d, %true : i1
  %toggle = arith.xori %flag, %nd_again : i1
  %step = arith.addi %i, %c1_again : index
  %next = arith.addi %step, %c0 : index
  cf.cond_br %nd, ^head(%next, %toggle : index, i1), ^head(%step, %flag : index, i1)
^exit:
  %total = memref.load %m[%c0] : memref<8xindex>
  %total2 = arith.addi %total, %c1 : index
  memref.dealloc %m : memref<8xindex>
  func.return %total2, %flag : index, i1
}
"""


def normalized(result: Any) -> object:
    return repr(result) if isinstance(result, MemRefValue) else result


def behaviour(module: ModuleOp) -> list[tuple[object, ...]]:
    """Per run: inputs, results, findings and what was allocated and freed."""
    report = check_module(module)
    return [
        (
            run.function,
            run.inputs,
            tuple(normalized(r) for r in run.results),
            sorted(
                (f.kind.value, f.allocation.ident if f.allocation else None)
                for f in run.findings
            ),
            run.counters.allocations,
            run.counters.frees,
            run.counters.peak_live_bytes,
        )
        for run in report.runs
    ]


def executed_ops(module: ModuleOp) -> int:
    return check_module(module).counters.executed_ops


@pytest.mark.parametrize(
    "text, merged", [(BRANCHY, 5), (LOOPY, 2)], ids=["branchy", "loopy"]
)
def test_multi_block_programs_behave_the_same(text: str, merged: int):
    before = parse_module(text)
    after, removed = simplified(text)
    assert removed == merged
    expected = behaviour(before)
    # Every combination of the boolean inputs ran.
    assert len({run[1] for run in expected}) == len(expected) >= 4
    assert behaviour(after) == expected
    assert executed_ops(after) < executed_ops(before)


def lowered(seed: int) -> ModuleOp:
    """A generated program after the deallocation pipeline's steps up to the
    lowering: full of duplicated pointer extractions and boolean ops."""
    module = parse_module(generate_program(seed))
    for step in (
        ExpandReallocPass(emit_deallocs=False),
        OwnershipBasedBufferDeallocationPass(),
        BufferDeallocationSimplificationPass(),
        LowerDeallocationsPass(inline_limit=16),
    ):
        step.apply(Context(), module)
    return module


@pytest.mark.parametrize("seed", range(10))
def test_lowered_generated_programs_behave_the_same(seed: int):
    module = lowered(seed)
    expected = behaviour(module)
    DominanceCSE().simplify_regions_of(module)
    module.verify()
    assert behaviour(module) == expected


# Against MLIR.


def random_program(seed: int) -> str:
    """Random control flow whose blocks recompute pure values of the blocks
    that dominate them, load and store; every value is passed to a call, so
    that MLIR's CSE, which also erases dead ops, has none to erase."""
    rng = random.Random(seed)
    blocks = rng.randint(1, 7)
    successors: list[list[int]] = []
    for index in range(blocks):
        if index == blocks - 1 or rng.random() < 0.15:
            successors.append([])
        else:
            successors.append(
                [rng.randrange(1, blocks) for _ in range(rng.choice((1, 2)))]
            )
    # Dominance, to know which values a block may use.
    module = parse_module(
        "func.func @f(%c: i1) {\n"
        + "\n".join(
            (f"^bb{i}:\n" if i else "")
            + (
                "  func.return"
                if not s
                else f"  cf.br ^bb{s[0]}"
                if len(s) == 1
                else f"  cf.cond_br %c, ^bb{s[0]}, ^bb{s[1]}"
            )
            for i, s in enumerate(successors)
        )
        + "\n}"
    )
    region_blocks = list(function(module, "f").body.blocks)
    dominators = naive_dominators(region_blocks[0])
    index_of = {block: i for i, block in enumerate(region_blocks)}

    values: dict[int, list[str]] = {}
    lines = [
        "func.func private @sink(i32)",
        "func.func @f(%c: i1, %x: i32, %y: i32, %m: memref<4xi32>) {",
    ]
    counter = itertools.count()
    for index in range(blocks):
        block = region_blocks[index]
        if index:
            lines.append(f"^bb{index}:")
        visible = ["%x", "%y"]
        if block in dominators:
            for dominator in dominators[block] - {block}:
                visible += values.get(index_of[dominator], [])
        own: list[str] = []
        for _ in range(rng.randint(1, 6)):
            name = f"%v{next(counter)}"
            kind = rng.random()
            pool = visible + own
            if kind < 0.25:
                lines.append(f"  {name} = arith.constant {rng.randint(0, 2)} : i32")
            elif kind < 0.7:
                op = rng.choice(("addi", "muli", "xori"))
                a, b = rng.choice(pool), rng.choice(pool)
                lines.append(f"  {name} = arith.{op} {a}, {b} : i32")
            elif kind < 0.85:
                index_name = f"%i{next(counter)}"
                lines.append(
                    f"  {index_name} = arith.constant {rng.randint(0, 1)} : index"
                )
                lines.append(f"  {name} = memref.load %m[{index_name}] : memref<4xi32>")
            else:
                index_name = f"%i{next(counter)}"
                lines.append(f"  {index_name} = arith.constant 0 : index")
                lines.append(
                    f"  memref.store {rng.choice(pool)}, %m[{index_name}] : memref<4xi32>"
                )
                continue
            own.append(name)
        for name in own:
            lines.append(f"  func.call @sink({name}) : (i32) -> ()")
        values[index] = own
        s = successors[index]
        if not s:
            lines.append("  func.return")
        elif len(s) == 1:
            lines.append(f"  cf.br ^bb{s[0]}")
        else:
            lines.append(f"  cf.cond_br %c, ^bb{s[0]}, ^bb{s[1]}")
    lines.append("}")
    return "\n".join(lines) + "\n"


@needs_mlir
@pytest.mark.parametrize("seed", range(30))
def test_random_programs_as_mlir_cse_does(seed: int):
    text = random_program(seed)
    module, _ = simplified(text)
    assert mlir_opt_output(str(module)) == mlir_opt_output(text, "--cse")


def test_op_count_is_what_the_pass_reports():
    module = parse_module(BRANCHY)
    total = sum(1 for _ in module.walk())
    after, removed = simplified(BRANCHY)
    assert sum(1 for _ in after.walk()) == total - removed
