"""`clone_noting_positions`: the clone One-Shot Bufferize works on is
xDSL's clone (same text, same use lists, the original untouched), and each
of its ops is located where its original was read."""

from __future__ import annotations

import dataclasses
from io import StringIO
from pathlib import Path

from xdsl.dialects.builtin import ModuleOp
from xdsl.ir import Block, Operation, SSAValue
from xdsl.parser import Parser
from xdsl.printer import Printer

from xdsl_dealloc.ir.source_positions import (
    clone_noting_positions,
    position_of,
    record_positions,
)
from xdsl_dealloc.testing.pipelines import pipeline_context

# The block listed first uses a value defined in the block listed after it
# (which dominates it), so a clone cannot set operands while it builds ops.
PROGRAM = """\
func.func @f(%arg: memref<4xf32>, %c: i1, %n: index) -> memref<4xf32> {
  %c0 = arith.constant 0 : index
  cf.br ^entry
^use:
  %sum = arith.addi %late, %late : index
  %r = scf.if %c -> (memref<4xf32>) {
    %a = memref.alloc(%sum) : memref<?xf32>
    %cast = memref.cast %a : memref<?xf32> to memref<4xf32>
    scf.yield %cast : memref<4xf32>
  } else {
    scf.yield %arg : memref<4xf32>
  }
  cf.br ^exit(%r : memref<4xf32>)
^entry:
  %late = arith.addi %n, %c0 : index
  cf.cond_br %c, ^use, ^exit(%arg : memref<4xf32>)
^exit(%out: memref<4xf32>):
  return %out : memref<4xf32>
}
"""


def _parse(text: str, name: str = "<unknown>") -> ModuleOp:
    return Parser(pipeline_context(), text, name).parse_module()


def _text(op: Operation) -> str:
    stream = StringIO()
    Printer(stream=stream).print_op(op)
    return stream.getvalue()


def _blocks(root: Operation) -> set[Block]:
    return {block for op in root.walk() for r in op.regions for block in r.blocks}


def _values(root: Operation) -> list[SSAValue]:
    found: list[SSAValue] = []
    for op in root.walk():
        found.extend(op.results)
        for region in op.regions:
            for block in region.blocks:
                found.extend(block.args)
    return found


def _use_lists(root: Operation) -> list[list[tuple[int, int]]]:
    """Each value's uses, in use-list order, as (op's walk position, index)."""
    position = {op: n for n, op in enumerate(root.walk())}
    return [
        [(position[use.operation], use.index) for use in value.uses]
        for value in _values(root)
    ]


def test_clone_is_xdsls_clone():
    module = _parse(PROGRAM)
    text, uses = _text(module), _use_lists(module)
    ours = clone_noting_positions(module)
    xdsls = module.clone()
    assert _text(ours) == _text(xdsls)  # both without the blocks' names
    assert _use_lists(ours) == _use_lists(xdsls)
    assert [value.name_hint for value in _values(ours)] == [
        value.name_hint for value in _values(module)
    ]
    ours.verify()
    # Nothing of the original is shared or changed.
    assert _text(module) == text and _use_lists(module) == uses
    originals, blocks = set(_values(module)), _blocks(ours)
    for op in ours.walk():
        assert not originals.intersection(op.operands)
        assert blocks.issuperset(op.successors)


def test_clone_notes_where_each_op_was_read(tmp_path: Path):
    record_positions()
    path = tmp_path / "input.mlir"
    path.write_text(PROGRAM)
    module = _parse(PROGRAM, str(path))
    clone = clone_noting_positions(module)
    positions = [position_of(op) for op in module.walk()]
    assert positions[1] == f"{path}:1:1"  # the function
    assert f"{path}:5:10" in positions  # %sum's addi, after its result
    assert [position_of(op) for op in clone.walk()] == positions


def test_clone_sets_every_field_xdsl_has():
    """The clone builds each op by setting `Operation`'s fields itself (past
    `Operation.create`): a field xDSL adds would be left unset."""
    assert [field.name for field in dataclasses.fields(Operation)] == [
        "_operands",
        "_operand_uses",
        "results",
        "_successors",
        "_successor_uses",
        "properties",
        "attributes",
        "location",
        "regions",
        "parent",
        "_next_op",
        "_prev_op",
    ]
