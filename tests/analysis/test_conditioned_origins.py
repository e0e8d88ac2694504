"""Origins of a buffer on the runs where a boolean holds, the edges they are
followed along, and the case split of boolean assumptions."""

from __future__ import annotations

import pytest
from xdsl.dialects.builtin import ModuleOp
from xdsl.ir import Operation, SSAValue

from xdsl_dealloc.analysis import conditioned_origins, path_conditions
from xdsl_dealloc.analysis.buffer_aliasing import AliasResult, BufferOriginAnalysis
from xdsl_dealloc.analysis.conditioned_origins import ConditionedAliasing
from xdsl_dealloc.analysis.edges import incoming_edges
from xdsl_dealloc.analysis.path_conditions import BooleanCases
from xdsl_dealloc.sanitizer import parse_module

from .alias_test_dialect import named_values


class Program:
    def __init__(self, text: str) -> None:
        self.module: ModuleOp = parse_module(text)
        self.values = named_values(self.module)
        self.analysis = BufferOriginAnalysis()
        self.conditioned = ConditionedAliasing(self.analysis)

    def __getitem__(self, name: str) -> SSAValue:
        return self.values[name]

    def allocations_where(self, value: str, condition: str) -> set[str]:
        """The names of the values allocating what `value` may hold where
        `condition` holds."""
        origins = self.conditioned.origins_where(self[value], self[condition])
        return {_name(origin.identity) for origin in origins}

    def allocations(self, value: str) -> set[str]:
        return {_name(origin.identity) for origin in self.analysis.origins(self[value])}


def _name(identity: object) -> str:
    assert isinstance(identity, SSAValue)
    assert identity.name_hint is not None
    return identity.name_hint


LOOP = """
func.func @f(%d: i1, %n: index, %init_owned: i1) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %true = arith.constant true
  %false = arith.constant false
  %init = memref.alloc() : memref<4xf32>
  %loop, %owned = scf.for %i = %c0 to %n step %c1
      iter_args(%it = %init, %it_owned = %false) -> (memref<4xf32>, i1) {
    %fresh = memref.alloc() : memref<4xf32>
    %pick = arith.select %d, %fresh, %it : memref<4xf32>
    %not_d = arith.xori %d, %true : i1
    %kept = arith.andi %it_owned, %not_d : i1
    %pick_owned = arith.ori %kept, %d : i1
    scf.yield %pick, %pick_owned : memref<4xf32>, i1
  }
  %again, %again_owned = scf.for %j = %c0 to %n step %c1
      iter_args(%it2 = %init, %it2_owned = %init_owned) -> (memref<4xf32>, i1) {
    %fresh2 = memref.alloc() : memref<4xf32>
    %pick2 = arith.select %d, %fresh2, %it2 : memref<4xf32>
    %pick2_owned = arith.select %d, %true, %it2_owned : i1
    scf.yield %pick2, %pick2_owned : memref<4xf32>, i1
  }
  func.return
}
"""


def test_a_loop_result_owned_only_when_replaced():
    program = Program(LOOP)
    assert program.allocations("loop") == {"init", "fresh"}
    assert program.allocations_where("loop", "owned") == {"fresh"}
    assert program.allocations_where("pick", "pick_owned") == {"fresh"}
    assert program.analysis.alias(program["init"], program["loop"]) is AliasResult.MAY
    conditioned = program.conditioned.alias(
        program["loop"], program["owned"], program["init"]
    )
    assert conditioned is AliasResult.NEVER
    true = program["true"]
    assert (
        program.conditioned.alias(
            program["init"], true, program["loop"], program["owned"]
        )
        is AliasResult.NEVER
    )


def test_an_owned_entry_keeps_the_initial_buffer():
    # The second loop is entered with an ownership that may hold: %init is
    # among what %again holds where it is owned.
    program = Program(LOOP)
    assert program.allocations_where("again", "again_owned") == {"init", "fresh2"}
    answer = program.conditioned.alias(
        program["again"], program["again_owned"], program["init"]
    )
    assert answer is AliasResult.MAY


def test_must_and_never_answers_are_the_unconditioned_ones():
    program = Program(LOOP)
    answer = program.conditioned.alias(
        program["fresh"], program["false"], program["fresh"]
    )
    assert answer is AliasResult.MUST


def test_a_select_under_its_condition():
    program = Program("""
func.func @f(%p: i1) {
  %true = arith.constant true
  %a = memref.alloc() : memref<4xf32>
  %b = memref.alloc() : memref<4xf32>
  %s = arith.select %p, %a, %b : memref<4xf32>
  %not_p = arith.xori %p, %true : i1
  %view = memref.subview %s[1] [2] [1] : memref<4xf32> to memref<2xf32, strided<[1], offset: 1>>
  func.return
}
""")
    assert program.allocations_where("s", "p") == {"a"}
    assert program.allocations_where("s", "not_p") == {"b"}
    assert program.allocations_where("view", "not_p") == {"b"}
    assert program.allocations_where("s", "true") == {"a", "b"}


BRANCH_LOOP = """
func.func @f(%c: i1) {
  %true = arith.constant true
  %false = arith.constant false
  %init = memref.alloc() : memref<4xf32>
  cf.br ^loop(%init, %false : memref<4xf32>, i1)
^loop(%m: memref<4xf32>, %m_owned: i1):
  %flag = arith.xori %m_owned, %true : i1
  cf.cond_br %c, ^body, ^exit
^body:
  %fresh = memref.alloc() : memref<4xf32>
  cf.br ^loop(%fresh, %true : memref<4xf32>, i1)
^exit:
  func.return
}
"""


def test_block_arguments_set_together():
    program = Program(BRANCH_LOOP)
    assert program.allocations_where("m", "m_owned") == {"fresh"}


def test_assumptions_split_down_to_the_indicator():
    # %flag holds exactly where %m_owned does not: on the entry edge.
    program = Program(BRANCH_LOOP)
    assert program.allocations_where("m", "flag") == {"init"}


def test_assumptions_on_values_not_set_with_the_buffer_are_dropped():
    # %c is the same on every edge into ^loop: it says nothing about which
    # one forwarded %m.
    program = Program(BRANCH_LOOP)
    assert program.allocations_where("m", "c") == {"init", "fresh"}


IF_IN_LOOP = """
func.func @f(%d: i1, %n: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %true = arith.constant true
  %false = arith.constant false
  %init = memref.alloc() : memref<4xf32>
  %loop, %owned = scf.for %i = %c0 to %n step %c1
      iter_args(%it = %init, %it_owned = %false) -> (memref<4xf32>, i1) {
    %next, %next_owned = scf.if %d -> (memref<4xf32>, i1) {
      %fresh = memref.alloc() : memref<4xf32>
      scf.yield %fresh, %true : memref<4xf32>, i1
    } else {
      scf.yield %it, %false : memref<4xf32>, i1
    }
    %not_d = arith.xori %d, %true : i1
    %kept = arith.andi %it_owned, %not_d : i1
    %yielded_owned = arith.ori %kept, %next_owned : i1
    %later = arith.cmpi ult, %i, %n : index
    scf.yield %next, %yielded_owned : memref<4xf32>, i1
  }
  func.return
}
"""


def test_assumptions_on_values_defined_before_an_op_carry_into_it():
    # %d is defined before the if: where it holds, the if takes its then
    # branch.  Where it does not, %next is %it, and the loop's argument is
    # not followed further: nothing assumed is set with it, nor decides
    # the loop's edges (so %init and %fresh, though %d is as constant in
    # the loop and %it can only be %init).
    program = Program(IF_IN_LOOP)
    assert program.allocations_where("loop", "owned") == {"fresh"}
    assert program.allocations_where("next", "d") == {"fresh"}
    assert program.allocations_where("next", "not_d") == {"init", "fresh"}


def test_assumptions_on_values_defined_after_an_op_do_not():
    # %later is computed after the if: its value says nothing about which
    # branch the if took.
    program = Program(IF_IN_LOOP)
    assert program.allocations_where("next", "later") == {"init", "fresh"}


def test_boolean_cases():
    program = Program(LOOP)
    split = BooleanCases().cases
    d, it_owned, not_d = program["d"], program["it_owned"], program["not_d"]
    cases = split([(program["pick_owned"], True)])
    assert cases is not None
    atoms = [{v: b for v, b in case.items() if v in (d, it_owned)} for case in cases]
    assert sorted(atoms, key=len) == [{d: True}, {it_owned: True, d: False}]
    assert split([(not_d, True), (d, True)]) == []
    assert split([(program["false"], True)]) == []
    assert split([(program["true"], True)]) == [{}]
    select_cases = split([(program["pick2_owned"], False)])
    assert select_cases is not None
    assert [case.get(d) for case in select_cases] == [False]
    # On top of assumptions already split: only the new literals are.
    assert split([(not_d, True)], {d: True}) == []
    assert split([(d, True)], {it_owned: True}) == [{it_owned: True, d: True}]


def test_too_many_cases_give_the_unconditioned_origins(
    monkeypatch: pytest.MonkeyPatch,
):
    monkeypatch.setattr(path_conditions, "MAX_CASES", 1)
    program = Program(LOOP)
    assert BooleanCases().cases([(program["pick_owned"], True)]) is None
    assert program.allocations_where("loop", "owned") == {"init", "fresh"}


def test_too_many_steps_give_the_unconditioned_origins(
    monkeypatch: pytest.MonkeyPatch,
):
    monkeypatch.setattr(conditioned_origins, "MAX_STEPS", 2)
    program = Program(LOOP)
    assert program.allocations_where("loop", "owned") == {"init", "fresh"}


def test_incoming_edges():
    program = Program(LOOP)
    loop, owned, it = program["loop"], program["owned"], program["it"]
    edges = incoming_edges(loop)
    assert edges is not None
    forwarded = [(edge.forwarded[loop], edge.forwarded[owned]) for edge in edges]
    assert forwarded == [
        (program["init"], program["false"]),
        (program["pick"], program["pick_owned"]),
    ]
    body_edges = incoming_edges(it)
    assert body_edges is not None
    assert [edge.forwarded[it] for edge in body_edges] == [
        program["init"],
        program["pick"],
    ]
    assert incoming_edges(program["fresh"]) is None
    assert incoming_edges(program["d"]) is None

    branches = Program(BRANCH_LOOP)
    m = branches["m"]
    branch_edges = incoming_edges(m)
    assert branch_edges is not None
    assert {edge.forwarded[m] for edge in branch_edges} == {
        branches["init"],
        branches["fresh"],
    }


def test_facts_of_an_if_hold_on_its_edges():
    program = Program("""
func.func @f(%c: i1) {
  %a = memref.alloc() : memref<4xf32>
  %r = scf.if %c -> (memref<4xf32>) {
    scf.yield %a : memref<4xf32>
  } else {
    %fresh = memref.alloc() : memref<4xf32>
    scf.yield %fresh : memref<4xf32>
  }
  func.return
}
""")
    edges = incoming_edges(program["r"])
    assert edges is not None
    c = program["c"]
    assert [dict(edge.facts) for edge in edges] == [{c: True}, {c: False}]


def test_answers_stay_until_an_op_they_were_read_from_changes():
    program = Program(LOOP)
    first, second = program["loop"].owner, program["again"].owner
    assert isinstance(first, Operation) and isinstance(second, Operation)
    assert program.allocations_where("loop", "owned") == {"fresh"}
    generation = program.conditioned.generation
    # The other loop was not read: the answers stay.
    program.conditioned.modified(second)
    assert program.conditioned.generation == generation
    # The loop now starts owning its initial buffer; until the analysis is
    # told, it answers from the IR as it was.
    position = list(first.operands).index(program["false"])
    first.operands[position] = program["init_owned"]
    assert program.allocations_where("loop", "owned") == {"fresh"}
    program.conditioned.modified(first)
    assert program.conditioned.generation == generation + 1
    assert program.allocations_where("loop", "owned") == {"init", "fresh"}
