"""Oracles for the control-flow analyses: dominators by the textbook fixed
point, and random branching functions to compare them on."""

from __future__ import annotations

import random

from xdsl.ir import Block


def naive_dominators(entry: Block) -> dict[Block, set[Block]]:
    """Dominator sets of the blocks reachable from `entry`, by the textbook
    fixed point (quadratic, but obviously right)."""
    reachable = [entry]
    for block in reachable:
        last = block.last_op
        for successor in last.successors if last else ():
            if successor not in reachable:
                reachable.append(successor)
    predecessors: dict[Block, list[Block]] = {block: [] for block in reachable}
    for block in reachable:
        last = block.last_op
        for successor in last.successors if last else ():
            predecessors[successor].append(block)
    dominators = {block: set(reachable) for block in reachable}
    dominators[entry] = {entry}
    changed = True
    while changed:
        changed = False
        for block in reachable[1:]:
            new = set.intersection(*(dominators[p] for p in predecessors[block]))
            new.add(block)
            if new != dominators[block]:
                dominators[block] = new
                changed = True
    return dominators


def random_cfg(seed: int, blocks: int) -> str:
    """A function of `blocks` blocks branching at random (some unreachable),
    each defining the same constant, used by a call."""
    rng = random.Random(seed)
    lines = ["func.func private @sink(i32)", "func.func @f(%c: i1) {"]
    for index in range(blocks):
        if index:
            lines.append(f"^bb{index}:")
        lines.append(f"  %v{index} = arith.constant 7 : i32")
        lines.append(f"  func.call @sink(%v{index}) : (i32) -> ()")
        choice = rng.random()
        if index == blocks - 1 or choice < 0.15:
            lines.append("  func.return")
        elif choice < 0.5:
            lines.append(f"  cf.br ^bb{rng.randrange(1, blocks)}")
        else:
            a, b = rng.randrange(1, blocks), rng.randrange(1, blocks)
            lines.append(f"  cf.cond_br %c, ^bb{a}, ^bb{b}")
    lines.append("}")
    return "\n".join(lines) + "\n"
