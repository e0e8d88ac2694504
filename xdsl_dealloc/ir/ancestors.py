"""Finding an op's or a block's ancestors from the parent fields: xDSL's
`find_ancestor_op_in_block` and `parent_op` take several Python calls per
level (`parent_op` is three), and the passes ask at nearly every step."""

from __future__ import annotations

from xdsl.ir import Block, Operation, Region


def ancestor_in_block(block: Block, op: Operation) -> Operation | None:
    """`block.find_ancestor_op_in_block(op)`: `op`, or the op holding it, in
    `block`; None if `op` is not in `block`."""
    while op.parent is not block:
        op_block = op.parent
        if op_block is None or (region := op_block.parent) is None:
            return None
        if (parent := region.parent) is None:
            return None
        op = parent
    return op


def ancestor_block_in_region(region: Region, block: Block) -> Block | None:
    """`region.find_ancestor_block_in_region(block)`: `block`, or the block
    holding it, in `region`; None if `block` is not in `region`."""
    while block.parent is not region:
        block_region = block.parent
        if block_region is None or (parent := block_region.parent) is None:
            return None
        if (parent_block := parent.parent) is None:
            return None
        block = parent_block
    return block


def is_nested_in(op: Operation, root: Operation) -> bool:
    """Whether `op` is `root` or nested in it (an erased op, or one in an
    erased op, is not)."""
    return op is root or any(
        ancestor_in_block(block, op) is not None
        for region in root.regions
        for block in region.blocks
    )
