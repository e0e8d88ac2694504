"""The control-flow graph of a region's blocks, as the passes walk it."""

from __future__ import annotations

from collections.abc import Sequence

from xdsl.ir import Block, Region


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


def dominator_tree(entry: Block) -> tuple[list[Block], list[int]]:
    """The blocks reachable from `entry` in reverse post-order, and the
    position in that list of each one's immediate dominator (the entry is its
    own).

    Cooper, Harvey and Kennedy's iterative algorithm: near-linear on real
    control flow, unlike dominance by set intersection.
    """
    order = reverse_post_order(entry)
    position = {block: i for i, block in enumerate(order)}
    predecessors: list[list[int]] = [[] for _ in order]
    for i, block in enumerate(order):
        for successor in successors(block):
            predecessors[position[successor]].append(i)

    idom = [-1] * len(order)
    idom[0] = 0
    changed = True
    while changed:
        changed = False
        for i in range(1, len(order)):
            new_idom = -1
            for pred in predecessors[i]:
                if idom[pred] == -1:
                    continue
                if new_idom == -1:
                    new_idom = pred
                    continue
                # Walk both fingers up to their common dominator; smaller
                # positions are closer to the entry.
                a, b = pred, new_idom
                while a != b:
                    while a > b:
                        a = idom[a]
                    while b > a:
                        b = idom[b]
                new_idom = a
            if idom[i] != new_idom:
                idom[i] = new_idom
                changed = True
    return order, idom


class BlockDominance:
    """Dominance among the blocks of one region, answered in constant time
    from the dominator tree's depth-first intervals (xDSL's `DominanceInfo`
    keeps every block's set of dominators: quadratic in time and memory).

    A block no path from the entry reaches is dominated by itself alone and
    dominates no other block: the cautious answer either way."""

    def __init__(self, region: Region) -> None:
        self._enter: dict[Block, int] = {}
        self._exit: dict[Block, int] = {}
        entry = region.first_block
        if entry is None:
            return
        order, idom = dominator_tree(entry)
        children: list[list[int]] = [[] for _ in order]
        for i in range(1, len(order)):
            children[idom[i]].append(i)
        clock = 0
        stack: list[tuple[int, bool]] = [(0, False)]
        while stack:
            i, done = stack.pop()
            if done:
                self._exit[order[i]] = clock
                continue
            self._enter[order[i]] = clock
            clock += 1
            stack.append((i, True))
            stack.extend((child, False) for child in children[i])

    def dominates(self, dominator: Block, block: Block) -> bool:
        """Whether every path from the entry to `block` passes `dominator`
        (a block dominates itself)."""
        if dominator is block:
            return True
        start = self._enter.get(dominator)
        position = self._enter.get(block)
        if start is None or position is None:
            return False
        return start < position < self._exit[dominator]

    def strictly_dominates(self, dominator: Block, block: Block) -> bool:
        return dominator is not block and self.dominates(dominator, block)
