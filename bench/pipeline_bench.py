"""Benchmark: the deallocation pipeline against parsing and printing alone.

Generates modules of 100, 400 and 1600 functions mixing branches, loops,
selects and calls (half of them callers, each with its private callee), and
prints for each size the time of

* `xdsl-opt FILE` (parse + verify + print, the baseline),
* `xdsl-opt -p buffer-deallocation-pipeline FILE` (ours),
* `mlir-opt-22 --buffer-deallocation-pipeline FILE` when installed,

each the best of a few runs (the three take turns, so a machine slowing
down for a while slows all alike), as separate processes like a user runs
them.
The goal: the pipeline at most doubles the baseline, and time grows
linearly with size.

With `--instructions`, the first two instead run under valgrind's
cachegrind, which counts the instructions they execute: a count that does
not drift with the machine's speed, as times on a shared machine do (about
30 times slower; 1600 functions take some ten minutes).

    python bench/pipeline_bench.py [--sizes 100 400 1600] [--repeat 3]
    python bench/pipeline_bench.py --instructions [--sizes 400]
"""

from __future__ import annotations

import argparse
import tempfile
from pathlib import Path

from measure import has_mlir_opt, parse_arguments, pass_instructions, pass_times

PAIR_TEMPLATE = """\
func.func private @callee{i}(%m: memref<8xf32>, %c: i1) -> memref<8xf32> {{
  %r = scf.if %c -> (memref<8xf32>) {{
    scf.yield %m : memref<8xf32>
  }} else {{
    %a = memref.alloc() : memref<8xf32>
    scf.yield %a : memref<8xf32>
  }}
  return %r : memref<8xf32>
}}
func.func @f{i}(%c: i1, %d: i1, %n: index) -> memref<8xf32> {{
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %init = memref.alloc() : memref<8xf32>
  %loop = scf.for %i = %c0 to %n step %c1 iter_args(%it = %init) -> (memref<8xf32>) {{
    %fresh = memref.alloc() : memref<8xf32>
    %pick = arith.select %d, %fresh, %it : memref<8xf32>
    scf.yield %pick : memref<8xf32>
  }}
  %called = func.call @callee{i}(%loop, %c) : (memref<8xf32>, i1) -> memref<8xf32>
  cf.cond_br %c, ^bb1, ^bb2(%called : memref<8xf32>)
^bb1:
  %t = memref.alloc() : memref<8xf32>
  %v = memref.subview %t[0] [4] [1] : memref<8xf32> to memref<4xf32, strided<[1]>>
  cf.br ^bb2(%t : memref<8xf32>)
^bb2(%out: memref<8xf32>):
  return %out : memref<8xf32>
}}
"""


def generate(functions: int) -> str:
    """A module of `functions` functions (an even number): callers, each
    after its private callee."""
    if functions % 2:
        raise ValueError(f"{functions} functions do not make caller/callee pairs")
    return "".join(PAIR_TEMPLATE.format(i=i) for i in range(functions // 2))


def print_instruction_counts(sizes: list[int]) -> None:
    print(
        f"{'functions':>9} {'parse+print Ginstr':>19} {'pipeline Ginstr':>16} {'ratio':>6}"
    )
    with tempfile.TemporaryDirectory() as directory:
        for size in sizes:
            path = Path(directory) / f"bench_{size}.mlir"
            path.write_text(generate(size))
            baseline, ours = pass_instructions(path, "buffer-deallocation-pipeline")
            print(
                f"{size:>9} {baseline:>19.2f} {ours:>16.2f} {ours / baseline:>6.3f}",
                flush=True,
            )


def main() -> None:
    parser = argparse.ArgumentParser(description=(__doc__ or "").splitlines()[0])
    parser.add_argument("--sizes", type=int, nargs="+", default=[100, 400, 1600])
    parser.add_argument("--repeat", type=int, default=3)
    args = parse_arguments(parser)
    if any(size % 2 for size in args.sizes):
        parser.error("sizes must be even: each caller comes with its callee")
    if args.instructions:
        print_instruction_counts(args.sizes)
        return
    header = f"{'functions':>9} {'ops':>7} {'parse+print s':>14} {'pipeline s':>11} {'ratio':>6}"
    print(header + (f" {'mlir-opt-22 s':>14}" if has_mlir_opt() else ""))
    with tempfile.TemporaryDirectory() as directory:
        for size in args.sizes:
            path = Path(directory) / f"bench_{size}.mlir"
            text = generate(size)
            path.write_text(text)
            ops = text.count(" = ") + text.count("return") + text.count("cf.")
            best = pass_times(path, "buffer-deallocation-pipeline", args.repeat)
            baseline, ours = best["baseline"], best["ours"]
            line = f"{size:>9} {ops:>7} {baseline:>14.3f} {ours:>11.3f} {ours / baseline:>6.2f}"
            if "reference" in best:
                line += f" {best['reference']:>14.3f}"
            print(line, flush=True)


if __name__ == "__main__":
    main()
