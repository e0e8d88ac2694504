"""Random functions of branching control flow over `index` values, for the
analyses that follow values through blocks (liveness): loops, diamonds,
unreachable blocks, block arguments and `scf.if` regions."""

from __future__ import annotations

import random


def random_function(
    name: str, rng: random.Random, max_blocks: int = 7, max_ops: int = 3
) -> str:
    """A function with a random CFG (loops, diamonds, unreachable blocks).

    Values of the entry block, of the current block and its arguments are
    used at random, also inside `scf.if` regions; every block passes values
    to its successors' arguments.
    """
    block_count = rng.randint(2, max_blocks)
    arities = [0] + [rng.randint(0, 2) for _ in range(block_count - 1)]
    lines = [f"func.func @{name}(%flag: i1, %p0: index, %p1: index, %p2: index) {{"]
    entry_values = ["%p0", "%p1", "%p2"]
    counter = 0

    def fresh() -> str:
        nonlocal counter
        counter += 1
        return f"%v{counter}"

    for block in range(block_count):
        local: list[str] = []
        if block > 0:
            arguments = [fresh() for _ in range(arities[block])]
            signature = ", ".join(f"{argument}: index" for argument in arguments)
            lines.append(f"^b{block}({signature}):" if arguments else f"^b{block}:")
            local.extend(arguments)
        for _ in range(rng.randint(0, max_ops)):
            available = entry_values + local
            value = fresh()
            lhs, rhs = rng.choice(available), rng.choice(available)
            if rng.random() < 0.3:
                inner = fresh()
                other = rng.choice(available)
                lines += [
                    f"  {value} = scf.if %flag -> (index) {{",
                    f"    {inner} = arith.addi {lhs}, {rhs} : index",
                    f"    scf.yield {inner} : index",
                    "  } else {",
                    f"    scf.yield {other} : index",
                    "  }",
                ]
            else:
                lines.append(f"  {value} = arith.addi {lhs}, {rhs} : index")
            (entry_values if block == 0 else local).append(value)
        available = entry_values + local

        exit_chance = 0.2 if block < block_count - 1 else 0.5
        roll = rng.random()
        if roll < exit_chance:
            lines.append("  return")
        elif roll < 0.55:
            target = rng.randint(1, block_count - 1)
            jump = branch_target(target, arities[target], available, rng)
            lines.append(f"  cf.br {jump}")
        else:
            first, second = (rng.randint(1, block_count - 1) for _ in range(2))
            on_true = branch_target(first, arities[first], available, rng)
            on_false = branch_target(second, arities[second], available, rng)
            lines.append(f"  cf.cond_br %flag, {on_true}, {on_false}")
    lines.append("}")
    return "\n".join(lines)


def branch_target(
    target: int, arity: int, available: list[str], rng: random.Random
) -> str:
    """`^bN` with `arity` random values of `available` as its operands."""
    if arity == 0:
        return f"^b{target}"
    forwarded = [rng.choice(available) for _ in range(arity)]
    types = ", ".join("index" for _ in forwarded)
    return f"^b{target}({', '.join(forwarded)} : {types})"
