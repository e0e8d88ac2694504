"""Where in its input each op was read, for the diagnostics of a failing pass.

xDSL's parser gives an op a location only for an explicit `loc(...)`; MLIR
gives every op its file:line:col.  Building a location attribute for every
op would cost more than parsing it, so `record_positions` has the parser
note each op's offset in a weak side table, and `position_of` turns it into
file:line:col when a diagnostic asks.  An op built by a pass (a clone
included, unless made by `clone_noting_positions`), or read from text that
is not a file, has no position.
"""

from __future__ import annotations

import os
import re
from typing import Any, TypeVar
from weakref import WeakKeyDictionary

from xdsl.ir import Block, Operation, Region, SSAValue
from xdsl.parser import Parser
from xdsl.utils.lexer import Input, Span
from xdsl.utils.mlir_lexer import MLIRTokenKind

from xdsl_dealloc.ir.rebuild import build_op

_positions: WeakKeyDictionary[Operation, tuple[Input[Any], int]] = WeakKeyDictionary()
_recording = False
_OpT = TypeVar("_OpT", bound=Operation)


def record_positions() -> None:
    """Has every parser note where each op of a block starts (once).

    The note is taken in place of xDSL's `parse_optional_operation` (which
    only tells an op's first token) rather than around `parse_operation`:
    a wrapper would add a Python frame per nesting level, so plain xDSL
    would read deeper programs than xDSL with the plugin."""
    global _recording
    if _recording:
        return
    _recording = True
    Parser.parse_optional_operation = _parse_optional_operation


_OP_STARTS = (
    MLIRTokenKind.PERCENT_IDENT,
    MLIRTokenKind.BARE_IDENT,
    MLIRTokenKind.STRING_LIT,
)
"""The tokens an op starts with: its results, its custom or generic name."""


def _parse_optional_operation(self: Parser) -> Operation | None:
    if self._current_token.kind not in _OP_STARTS:  # pyright: ignore[reportPrivateUsage]
        return None
    start = self.pos
    op = self.parse_operation()
    _positions[op] = (self.lexer.input, start)
    return op


def clone_noting_positions(op: _OpT) -> _OpT:
    """`op.clone()` whose ops are noted where their originals were read (a
    pass working on a clone reports the input's file:line:col).

    Built in one walk, each op field by field (`build_op`), where xDSL's
    `clone` sets each op's operands twice and walks both trees again to set
    them; the operands are still set in
    xDSL's order (pre-order, after every op is built, as a block may use a
    value of a block after it), so every value's uses are listed as in
    xDSL's clone."""
    values: dict[SSAValue, SSAValue] = {}
    blocks: dict[Block, Block] = {}
    pairs: list[tuple[Operation, Operation]] = []
    clone = _clone_op(op, values, blocks, pairs)
    for original, copy in pairs:
        if original.operands:
            copy.operands = tuple(
                values.get(value, value) for value in original.operands
            )
    if _positions:
        for original, copy in pairs:
            if (noted := _positions.get(original)) is not None:
                _positions[copy] = noted
    return clone


def _clone_op(
    op: _OpT,
    values: dict[SSAValue, SSAValue],
    blocks: dict[Block, Block],
    pairs: list[tuple[Operation, Operation]],
) -> _OpT:
    """`op` built again without operands, its regions cloned into it."""
    clone = build_op(
        type(op),
        result_types=[result.type for result in op.results],
        properties=op.properties,
        attributes=op.attributes,
        regions=[Region() for _ in op.regions],
        location=op.location,
    )
    if op.successors:
        clone.successors = [blocks.get(block, block) for block in op.successors]
    pairs.append((op, clone))
    for result, new_result in zip(op.results, clone.results, strict=True):
        values[result] = new_result
        new_result.name_hint = result.name_hint
    for region, new_region in zip(op.regions, clone.regions, strict=True):
        new_blocks: list[Block] = []
        for block in region.blocks:
            new_block = Block()
            for argument in block.args:
                new_argument = new_block.insert_arg(
                    argument.type, argument.index, argument.location
                )
                new_argument.name_hint = argument.name_hint
                values[argument] = new_argument
            blocks[block] = new_block
            new_blocks.append(new_block)
            new_region.add_block(new_block)
        for block, new_block in zip(region.blocks, new_blocks, strict=True):
            for nested in block.ops:
                new_block.add_op(_clone_op(nested, values, blocks, pairs))
    return clone


def position_of(op: Operation) -> str | None:
    """`file:line:col` of where `op` was read, if a parser noted it and the
    input came from a file: its name, after its results, as MLIR reports."""
    noted = _positions.get(op)
    if noted is None or not os.path.isfile(noted[0].name):
        return None
    source, start = noted
    content = source.content
    if isinstance(content, str) and (results := _RESULTS.match(content, start)):
        start = results.end()
    return str(Span(start, start, source, _lines_before(source)).get_location())


_RESULTS = re.compile(r"%[^=]*=\s*")
"""An op's result list and its `=` (no result name has an `=`)."""


def _lines_before(source: Input[Any]) -> int:
    """How many lines of its file come before `source`: `xdsl-opt
    --split-input-file` parses each chunk of a file as an input of the
    file's name, whose lines count from the chunk's start."""
    try:
        with open(source.name, "rb") as file:
            whole = file.read()
    except OSError:
        return 0
    chunk = source.content
    found = whole.find(chunk.encode() if isinstance(chunk, str) else chunk)
    return whole.count(b"\n", 0, found) if found > 0 else 0
