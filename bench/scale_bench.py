"""Scale run: the deallocation pipeline on very large inputs.

Two shapes, each at a few sizes so that the growth shows:

* a module of many functions (`many_functions`), each with a loop carrying
  a buffer through a select, a call of a shared private callee (an
  `scf.if` returning its argument or a new buffer), a `cf.cond_br` diamond
  and a view: up to 20,000 functions;
* one function of many ops (`one_function`): the same constructs in one
  body, one segment after another, each segment's buffer copied into the
  next: up to 50,000 ops.

For each input it prints the time and peak memory (maximum resident set)
of `xdsl-opt FILE` (parse, verify, print: the baseline) and of
`xdsl-opt -p buffer-deallocation-pipeline FILE`, each a separate process as
a user runs them.  Both grow linearly when doubling the input about doubles
both columns.  Not a test: the largest sizes take minutes.

    python bench/scale_bench.py [--functions 5000 10000 20000]
                                [--ops 12500 25000 50000]
    python bench/scale_bench.py --instructions --functions 400 --ops 5000

With `--instructions`, both commands instead run under valgrind's
cachegrind (as `pipeline_bench.py --instructions` does), which prints the
instructions they execute: on a shared machine, the way to compare two
versions of the pipeline on these shapes (use small sizes: about 30 times
slower).
"""

from __future__ import annotations

import argparse
import os
import shutil
import subprocess
import sys
import tempfile
import time
from pathlib import Path

from measure import parse_arguments, pass_instructions

LOOP_AND_CALL = """\
  %init{i} = memref.alloc() : memref<8xf32>
  %loop{i} = scf.for %i{i} = %c0 to %n step %c1 iter_args(%it{i} = %init{i}) -> (memref<8xf32>) {{
    %fresh{i} = memref.alloc() : memref<8xf32>
    %pick{i} = arith.select %d, %fresh{i}, %it{i} : memref<8xf32>
    scf.yield %pick{i} : memref<8xf32>
  }}
  %called{i} = func.call @callee(%loop{i}, %c) : (memref<8xf32>, i1) -> memref<8xf32>
  memref.copy %prev{i}, %called{i} : memref<8xf32> to memref<8xf32>
"""
VIEW = """\
  %t{i} = memref.alloc() : memref<8xf32>
  %v{i} = memref.subview %t{i}[0] [4] [1] : memref<8xf32> to memref<4xf32, strided<[1]>>
  %x{i} = memref.load %v{i}[%c0] : memref<4xf32, strided<[1]>>
  memref.store %x{i}, %called{i}[%c0] : memref<8xf32>
"""
STRUCTURED_SEGMENT = (
    LOOP_AND_CALL
    + VIEW
    + "  %prev{next} = arith.select %d, %called{i}, %t{i} : memref<8xf32>\n"
)
BRANCHING_SEGMENT = (
    LOOP_AND_CALL
    + "  cf.cond_br %c, ^then{i}, ^join{i}(%called{i} : memref<8xf32>)\n^then{i}:\n"
    + VIEW
    + "  cf.br ^join{i}(%t{i} : memref<8xf32>)\n^join{i}(%prev{next}: memref<8xf32>):\n"
)
SEGMENT_OPS = 13
"""Ops of one segment, counting those in the loop body."""

BRANCH_EVERY = 8
"""In one long function, every eighth segment branches: xDSL's verifier
costs time quadratic in the blocks of a region (each terminator counts
them), in the baseline as in the pipeline's run."""

CALLEE = """\
func.func private @callee(%m: memref<8xf32>, %c: i1) -> memref<8xf32> {
  %r = scf.if %c -> (memref<8xf32>) {
    scf.yield %m : memref<8xf32>
  } else {
    %a = memref.alloc() : memref<8xf32>
    scf.yield %a : memref<8xf32>
  }
  return %r : memref<8xf32>
}
"""


def function(name: str, segments: int, branch_every: int) -> str:
    """A function of `segments` segments, each copying the buffer of the
    one before into the buffer it computes; every `branch_every`-th
    segment chooses that buffer with a `cf.cond_br`, the others with a
    select."""
    body = "".join(
        (BRANCHING_SEGMENT if i % branch_every == 0 else STRUCTURED_SEGMENT).format(
            i=i, next=i + 1
        )
        for i in range(segments)
    )
    return (
        f"func.func @{name}(%c: i1, %d: i1, %n: index) -> memref<8xf32> {{\n"
        "  %c0 = arith.constant 0 : index\n"
        "  %c1 = arith.constant 1 : index\n"
        "  %prev0 = memref.alloc() : memref<8xf32>\n"
        f"{body}  return %prev{segments} : memref<8xf32>\n}}\n"
    )


def many_functions(count: int) -> str:
    """`count` functions of one branching segment, and their callee, which
    comes first: xDSL's verifier finds a callee by reading the module's
    functions from the first, which callees at the end would make
    quadratic."""
    return CALLEE + "".join(function(f"f{i}", 1, 1) for i in range(count))


def one_function(ops: int) -> str:
    """One function of about `ops` ops (and the callee)."""
    return CALLEE + function("long", max(1, ops // SEGMENT_OPS), BRANCH_EVERY)


def measure(command: list[str]) -> tuple[float, float]:
    """Seconds and peak resident memory (MB) of one run of `command`."""
    start = time.perf_counter()
    process = subprocess.Popen(command, stdout=subprocess.DEVNULL)
    _, status, usage = os.wait4(process.pid, 0)
    elapsed = time.perf_counter() - start
    if os.waitstatus_to_exitcode(status) != 0:
        sys.exit(f"{' '.join(command)} failed")
    return elapsed, usage.ru_maxrss / 1024


def run(label: str, size: int, text: str, xdsl_opt: str, directory: Path) -> None:
    path = directory / f"{label}_{size}.mlir"
    path.write_text(text)
    base_time, base_memory = measure([xdsl_opt, str(path)])
    time_, memory = measure([xdsl_opt, "-p", "buffer-deallocation-pipeline", str(path)])
    print(
        f"{label:>9} {size:>7} {base_time:>14.1f} {base_memory:>14.0f}"
        f" {time_:>11.1f} {memory:>12.0f} {time_ / base_time:>6.2f}",
        flush=True,
    )


def run_instructions(label: str, size: int, text: str, directory: Path) -> None:
    path = directory / f"{label}_{size}.mlir"
    path.write_text(text)
    baseline, ours = pass_instructions(path, "buffer-deallocation-pipeline")
    print(
        f"{label:>9} {size:>7} {baseline:>19.2f} {ours:>16.2f} {ours / baseline:>6.3f}",
        flush=True,
    )


def main() -> None:
    parser = argparse.ArgumentParser(description=(__doc__ or "").splitlines()[0])
    parser.add_argument(
        "--functions", type=int, nargs="*", default=[5000, 10000, 20000]
    )
    parser.add_argument("--ops", type=int, nargs="*", default=[12500, 25000, 50000])
    args = parse_arguments(parser)
    if args.instructions:
        print(
            f"{'shape':>9} {'size':>7} {'parse+print Ginstr':>19}"
            f" {'pipeline Ginstr':>16} {'ratio':>6}"
        )
        with tempfile.TemporaryDirectory() as name:
            for size in args.functions:
                run_instructions("functions", size, many_functions(size), Path(name))
            for size in args.ops:
                run_instructions("ops", size, one_function(size), Path(name))
        return
    xdsl_opt = shutil.which("xdsl-opt") or sys.exit("xdsl-opt is not installed")
    print(
        f"{'shape':>9} {'size':>7} {'parse+print s':>14} {'parse+print MB':>14}"
        f" {'pipeline s':>11} {'pipeline MB':>12} {'ratio':>6}"
    )
    with tempfile.TemporaryDirectory() as name:
        directory = Path(name)
        for size in args.functions:
            run("functions", size, many_functions(size), xdsl_opt, directory)
        for size in args.ops:
            run("ops", size, one_function(size), xdsl_opt, directory)


if __name__ == "__main__":
    main()
