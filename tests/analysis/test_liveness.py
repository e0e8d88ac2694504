"""Block liveness on hand-written programs, expectations worked out by hand."""

from __future__ import annotations

import pytest
from xdsl.context import Context
from xdsl.dialects import get_all_dialects
from xdsl.dialects.arith import AddiOp
from xdsl.dialects.builtin import ModuleOp
from xdsl.ir import Block, BlockArgument, Operation, OpResult, SSAValue
from xdsl.parser import Parser

from xdsl_dealloc.analysis.liveness import Liveness


def parse(text: str) -> ModuleOp:
    context = Context()
    for name, factory in get_all_dialects().items():
        context.register_dialect(name, factory)
    return Parser(context, text).parse_module()


class Program:
    """A parsed module, its liveness, and lookups by SSA name."""

    def __init__(self, text: str, whole_module: bool = False) -> None:
        self.module = parse(text)
        self.values: dict[str, SSAValue] = {}
        for op in self.module.walk():
            for result in op.results:
                self._name(result)
            for region in op.regions:
                for block in region.blocks:
                    for argument in block.args:
                        self._name(argument)
        first_function = next(iter(self.module.body.ops))
        self.root: Operation = self.module if whole_module else first_function
        self.liveness = Liveness(self.root)

    def _name(self, value: SSAValue) -> None:
        assert value.name_hint is not None and value.name_hint not in self.values
        self.values[value.name_hint] = value

    def block_of(self, name: str) -> Block:
        """The block that defines `%name` (as argument or op result)."""
        value = self.values[name]
        if isinstance(value, BlockArgument):
            return value.block
        assert isinstance(value, OpResult)
        block = value.op.parent_block()
        assert block is not None
        return block

    def op_of(self, name: str) -> Operation:
        value = self.values[name]
        assert isinstance(value, OpResult)
        return value.op

    def live_in(self, block: Block) -> list[str | None]:
        return [value.name_hint for value in self.liveness.live_in(block)]

    def live_out(self, block: Block) -> list[str | None]:
        return [value.name_hint for value in self.liveness.live_out(block)]


DIAMOND = """
func.func @diamond(%cond: i1, %a: index, %b: index) -> index {
  %sum = arith.addi %a, %b : index
  %unused = arith.muli %a, %a : index
  cf.cond_br %cond, ^bb1, ^bb2
^bb1:
  %left = arith.addi %sum, %a : index
  cf.br ^bb3(%left : index)
^bb2:
  cf.br ^bb3(%b : index)
^bb3(%joined: index):
  %out = arith.addi %joined, %sum : index
  return %out : index
}
"""


def test_straight_line_block_has_nothing_live_across_its_boundary() -> None:
    program = Program("""
    func.func @line(%a: index) -> index {
      %b = arith.addi %a, %a : index
      %c = arith.muli %b, %a : index
      return %c : index
    }
    """)
    entry = program.block_of("a")
    assert program.live_in(entry) == []
    assert program.live_out(entry) == []


def test_diamond_in_and_out_sets() -> None:
    program = Program(DIAMOND)
    entry = program.block_of("a")
    left = program.block_of("left")
    join = program.block_of("joined")
    right = program.liveness.blocks[2]
    assert program.live_in(entry) == []
    # %b flows to ^bb2 only, %a to ^bb1 only, %sum to both and on to ^bb3.
    assert program.live_out(entry) == ["a", "b", "sum"]
    assert program.live_in(left) == ["a", "sum"]
    assert program.live_out(left) == ["sum"]
    assert program.live_in(right) == ["b", "sum"]
    assert program.live_out(right) == ["sum"]
    assert program.live_in(join) == ["sum"]
    assert program.live_out(join) == []


def test_dead_values_and_branch_condition_are_not_live_out() -> None:
    program = Program(DIAMOND)
    entry = program.block_of("a")
    for name in ("unused", "cond"):
        assert not program.liveness.is_live_out(program.values[name], entry)
    cond_br = entry.last_op
    assert cond_br is not None
    assert program.liveness.is_dead_after(program.values["unused"], cond_br)
    assert program.liveness.is_dead_after(program.values["cond"], cond_br)
    assert not program.liveness.is_dead_after(program.values["sum"], cond_br)


def test_live_across_an_edge_is_out_of_source_and_in_of_target() -> None:
    program = Program(DIAMOND)
    entry = program.block_of("a")
    left = program.block_of("left")
    right = program.liveness.blocks[2]
    names = [v.name_hint for v in program.liveness.live_across(entry, left)]
    assert names == ["a", "sum"]
    names = [v.name_hint for v in program.liveness.live_across(entry, right)]
    assert names == ["b", "sum"]


def test_back_edge_keeps_loop_invariants_live_in_every_loop_block() -> None:
    program = Program("""
    func.func @loop(%n: index, %step: index) -> index {
      %zero = arith.constant 0 : index
      cf.br ^header(%zero, %zero : index, index)
    ^header(%i: index, %acc: index):
      %done = arith.cmpi sge, %i, %n : index
      cf.cond_br %done, ^exit, ^body
    ^body:
      %next_acc = arith.addi %acc, %i : index
      %next_i = arith.addi %i, %step : index
      cf.br ^header(%next_i, %next_acc : index, index)
    ^exit:
      return %acc : index
    }
    """)
    entry = program.block_of("zero")
    header = program.block_of("i")
    body = program.block_of("next_i")
    exit_block = program.liveness.blocks[3]
    assert program.live_out(entry) == ["n", "step"]
    # %step is only used in ^body, yet the back edge makes it live in ^header.
    assert program.live_in(header) == ["n", "step"]
    assert program.live_out(header) == ["n", "step", "i", "acc"]
    assert program.live_in(body) == ["n", "step", "i", "acc"]
    assert program.live_out(body) == ["n", "step"]
    assert program.live_in(exit_block) == ["acc"]
    assert program.live_out(exit_block) == []


NESTED = """
func.func @nested(%flag: i1, %lb: index, %ub: index, %buf: memref<8xindex>) {
  %c1 = arith.constant 1 : index
  %outer = arith.addi %lb, %c1 : index
  cf.br ^work
^work:
  %tail = arith.addi %ub, %ub : index
  scf.for %iv = %lb to %ub step %c1 {
    scf.if %flag {
      memref.store %outer, %buf[%iv] : memref<8xindex>
    }
  }
  %after = arith.addi %tail, %c1 : index
  return
}
"""


def test_use_in_nested_region_is_a_use_by_the_enclosing_op() -> None:
    program = Program(NESTED)
    entry = program.block_of("c1")
    work = program.block_of("tail")
    for_body = program.block_of("iv")
    if_then = program.liveness.blocks[3]
    # %outer is used only inside scf.if inside scf.for, but is live into ^work.
    assert program.live_out(entry) == ["flag", "lb", "ub", "buf", "c1", "outer"]
    assert program.live_in(work) == ["flag", "lb", "ub", "buf", "c1", "outer"]
    assert program.live_out(work) == []
    # Nested blocks have the outer values they (or their nested ops) use live-in.
    assert program.live_in(for_body) == ["flag", "buf", "outer"]
    assert program.live_out(for_body) == []
    assert program.live_in(if_then) == ["buf", "outer", "iv"]
    assert program.live_out(if_then) == []


def test_dead_after_the_op_whose_region_uses_the_value_last() -> None:
    program = Program(NESTED)
    liveness = program.liveness
    work = program.block_of("tail")
    for_op = next(op for op in work.ops if op.regions)
    tail_op = program.op_of("tail")
    assert not liveness.is_dead_after(program.values["outer"], tail_op)
    assert liveness.is_dead_after(program.values["outer"], for_op)
    # %c1 is used again by %after, so the loop is not its last use.
    assert not liveness.is_dead_after(program.values["c1"], for_op)
    assert liveness.is_dead_after(program.values["c1"], program.op_of("after"))


def test_value_used_only_in_its_own_blocks_nested_region_is_not_live_out() -> None:
    program = Program("""
    func.func @local(%flag: i1, %a: index) -> index {
      %x = arith.addi %a, %a : index
      %r = scf.if %flag -> (index) {
        scf.yield %x : index
      } else {
        scf.yield %a : index
      }
      cf.br ^next
    ^next:
      return %r : index
    }
    """)
    entry = program.block_of("x")
    then_block = program.liveness.blocks[1]
    assert program.live_out(entry) == ["r"]
    assert program.live_in(then_block) == ["x"]


def test_block_arguments_are_defined_at_block_start() -> None:
    program = Program("""
    func.func @args(%cond: i1, %a: index) -> index {
      cf.cond_br %cond, ^bb1(%a, %a : index, index), ^bb2
    ^bb1(%used: index, %ignored: index):
      return %used : index
    ^bb2:
      return %a : index
    }
    """)
    bb1 = program.block_of("used")
    bb2 = program.liveness.blocks[2]
    liveness = program.liveness
    # Passing %a as a successor operand is a use in the entry block, not in ^bb1.
    assert program.live_in(bb1) == []
    assert not liveness.is_live_in(program.values["used"], bb1)
    assert program.live_in(bb2) == ["a"]
    assert program.live_out(program.block_of("a")) == ["a"]
    first_op = bb1.first_op
    assert first_op is not None
    assert liveness.is_dead_after(program.values["ignored"], first_op)
    assert liveness.currently_live_values(first_op) == (
        program.values["used"],
        program.values["ignored"],
    )


def test_value_used_in_unreachable_block_is_live_out_of_its_definer() -> None:
    # MLIR counts a value as live-out of its block when any other block of the
    # region uses it, even one no branch reaches.
    program = Program("""
    func.func @orphan(%a: index) -> index {
      %v = arith.addi %a, %a : index
      return %v : index
    ^orphan:
      %w = arith.addi %v, %a : index
      return %w : index
    }
    """)
    entry = program.block_of("v")
    orphan = program.block_of("w")
    assert program.live_out(entry) == ["a", "v"]
    assert program.live_in(orphan) == ["a", "v"]


def test_cfg_inside_a_region_is_solved_separately_from_the_outer_cfg() -> None:
    program = Program("""
    func.func @inner_cfg(%flag: i1, %a: index) -> index {
      %c5 = arith.constant 5 : index
      %out = scf.execute_region -> index {
        cf.cond_br %flag, ^first, ^second
      ^first:
        %p = arith.addi %a, %c5 : index
        cf.br ^merge(%p : index)
      ^second:
        cf.br ^merge(%a : index)
      ^merge(%m: index):
        scf.yield %m : index
      }
      return %out : index
    }
    """)
    liveness = program.liveness
    region_entry = liveness.blocks[1]
    assert program.live_out(program.block_of("c5")) == []
    assert program.live_in(region_entry) == ["flag", "a", "c5"]
    assert program.live_out(region_entry) == ["a", "c5"]
    assert program.live_in(program.block_of("p")) == ["a", "c5"]
    assert program.live_in(liveness.blocks[3]) == ["a"]
    assert program.live_in(program.block_of("m")) == []


def test_module_root_analyses_every_function_independently() -> None:
    program = Program(
        DIAMOND
        + """
    func.func @other(%x: index) -> index {
      cf.br ^bb1
    ^bb1:
      return %x : index
    }
    """,
        whole_module=True,
    )
    liveness = program.liveness
    # The module's own body block comes first.
    assert len(liveness.blocks) == 7
    assert program.live_in(liveness.blocks[0]) == []
    assert program.live_out(program.block_of("a")) == ["a", "b", "sum"]
    assert program.live_out(program.block_of("x")) == ["x"]
    assert program.live_in(liveness.blocks[6]) == ["x"]


def test_results_are_in_definition_order() -> None:
    program = Program(DIAMOND)
    numbers = [
        program.liveness.value_number(value)
        for value in program.liveness.live_out(program.block_of("a"))
    ]
    assert numbers == [1, 2, 3]  # %a, %b (arguments 1, 2), then %sum
    assert program.liveness.sorted_by_definition(
        [program.values["sum"], program.values["cond"]]
    ) == [program.values["cond"], program.values["sum"]]


def test_live_ranges_across_blocks() -> None:
    program = Program(DIAMOND)
    liveness = program.liveness
    join = program.block_of("joined")
    ops_of_sum = liveness.resolve_liveness(program.values["sum"])
    # From its definition to the branch, through both arms, up to its last use.
    expected = [
        *program.block_of("a").ops,
        *program.block_of("left").ops,
        *liveness.blocks[2].ops,
        program.op_of("out"),
    ]
    assert sorted(map(id, ops_of_sum)) == sorted(map(id, expected))
    assert liveness.currently_live_values(program.op_of("out")) == (
        program.values["sum"],
        program.values["joined"],
        program.values["out"],
    )
    return_op = join.last_op
    assert return_op is not None
    assert liveness.currently_live_values(return_op) == (program.values["out"],)


def test_is_dead_after_sees_ops_inserted_after_the_analysis() -> None:
    program = Program(DIAMOND)
    liveness = program.liveness
    left_op = program.op_of("left")
    a = program.values["a"]
    assert liveness.is_dead_after(a, left_op)
    block = program.block_of("left")
    block.insert_op_after(AddiOp(a, a), left_op)
    assert not liveness.is_dead_after(a, left_op)


def test_unknown_block_is_a_clear_error() -> None:
    program = Program(DIAMOND)
    with pytest.raises(ValueError, match="not nested under the op"):
        program.liveness.live_in(Block())
    a = program.values["a"]
    created_later = AddiOp(a, a).result
    assert not program.liveness.is_live_out(created_later, program.block_of("a"))
