"""Cost of `Liveness` next to parsing and printing the same module.

Run: `python bench/liveness_bench.py`.  The project's target is that
an analysis or pass costs no more than parse + print.
"""

from __future__ import annotations

import random
import time
from collections.abc import Callable
from io import StringIO
from typing import TypeVar

from xdsl.context import Context
from xdsl.dialects import get_all_dialects
from xdsl.dialects.builtin import ModuleOp
from xdsl.dialects.func import FuncOp
from xdsl.parser import Parser
from xdsl.printer import Printer

from xdsl_dealloc.analysis.liveness import Liveness
from xdsl_dealloc.testing.cfg_programs import random_function

Result = TypeVar("Result")


def best_of(repeats: int, work: Callable[[], Result]) -> tuple[float, Result]:
    """Fastest wall time of `repeats` runs, and the last result."""
    best = float("inf")
    result = work()
    for _ in range(repeats):
        start = time.perf_counter()
        result = work()
        best = min(best, time.perf_counter() - start)
    return best, result


def measure(label: str, text: str) -> None:
    context = Context()
    for name, factory in get_all_dialects().items():
        context.register_dialect(name, factory)
    parse_time, module = best_of(3, lambda: Parser(context, text).parse_module())
    assert isinstance(module, ModuleOp)

    def print_module() -> str:
        stream = StringIO()
        Printer(stream=stream).print_op(module)
        return stream.getvalue()

    print_time, _ = best_of(3, print_module)
    functions = [op for op in module.body.ops if isinstance(op, FuncOp)]
    per_function_time, _ = best_of(
        3, lambda: [Liveness(function) for function in functions]
    )
    whole_module_time, liveness = best_of(3, lambda: Liveness(module))
    ops = sum(1 for _ in module.walk())
    blocks = len(liveness.blocks)
    print(
        f"{label}: {ops} ops, {blocks} blocks, {len(functions)} functions\n"
        f"  parse {parse_time * 1e3:8.1f} ms   print {print_time * 1e3:8.1f} ms\n"
        f"  liveness per function {per_function_time * 1e3:8.1f} ms"
        f"   on the module {whole_module_time * 1e3:8.1f} ms"
        f"   ({whole_module_time / (parse_time + print_time):.0%} of parse+print)"
    )


def main() -> None:
    rng = random.Random(7)
    many_small = "\n".join(
        random_function(f"small{index}", rng, max_blocks=10, max_ops=8)
        for index in range(300)
    )
    measure("300 small functions", many_small)
    one_large = random_function("large", random.Random(11), 400, 25)
    measure("one large function", one_large)


if __name__ == "__main__":
    main()
