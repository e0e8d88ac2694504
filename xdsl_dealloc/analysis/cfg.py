"""The control-flow graph of a region's blocks, as the passes walk it."""

from __future__ import annotations

from collections.abc import Sequence

from xdsl.ir import Block


def successors(block: Block) -> Sequence[Block]:
    """The blocks `block`'s terminator may branch to."""
    last = block.last_op
    return () if last is None else last.successors


def reverse_post_order(entry: Block) -> list[Block]:
    """The blocks reachable from `entry`, each after its dominators (a
    depth-first search without recursion, for regions of any size)."""
    visited = {entry}
    post_order: list[Block] = []
    stack = [(entry, iter(successors(entry)))]
    while stack:
        block, pending = stack[-1]
        for successor in pending:
            if successor not in visited:
                visited.add(successor)
                stack.append((successor, iter(successors(successor))))
                break
        else:
            stack.pop()
            post_order.append(block)
    post_order.reverse()
    return post_order
