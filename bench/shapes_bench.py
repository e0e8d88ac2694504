"""Benchmark: the whole pipeline against parsing and printing alone, by
instructions, on shapes the other benchmarks do not use.

Three kinds of input, each printed per shape (or file) and size as
billions of instructions of `xdsl-opt FILE` (parse, verify, print: the
baseline) and of `xdsl-opt -p PIPELINE FILE`, and their ratio:

* `dealloc`: generated memref modules of one shape each, through
  `buffer-deallocation-pipeline`, at 100, 400 and 1,600 functions:
  - `diamond`: two allocations, a select between a fresh buffer and an
    argument, a `cf.cond_br` diamond whose one side holds an `scf.if`
    yielding a new allocation, a copy on the other, the join returned;
  - `cf_loop`: a loop of blocks carrying a buffer, copied into a fresh one
    and chosen by a select at each iteration;
  - `scf_regions`: an `scf.while` copying its carried buffer, an `scf.for`
    carrying a buffer through a select inside an `scf.if`;
  - `calls`: a public function calling two private callees, defined after
    it, three times (one returns its argument or a copy, one its second
    argument);
  - `views`: subview, expand/collapse shape, reinterpret cast and copies
    between them, a view or a fresh buffer returned;
  - `unranked`: buffers cast to `memref<*xf32>`, a select between an
    unranked argument and one of them, a copy, a `cf` join returned;
* `tensor`: modules of `bufferization.module_generator` (the seeds the pipeline
  accepts with its default options, concatenated with their symbols
  renamed) through `one-shot-bufferize{bufferize-function-boundaries=true},
  buffer-deallocation-pipeline`, at 100, 400 and 1,600 functions;
* `frontend`: the largest modules of the frontend corpus that the pipeline
  accepts, and a seeded sample of the others, through the same pipeline.

A module that plain `xdsl-opt` does not parse (the `unranked` shape: xDSL's
`memref.copy` takes no unranked memref) is measured against `xdsl-opt -p
mlir-forms FILE`, which reads MLIR 22's forms; its row says so.

Every command runs under valgrind's cachegrind (`measure.instruction_counts`,
a count the machine's load does not change), niced; about 30 times slower
than a plain run (1,600 functions take some ten minutes per command).

    python bench/shapes_bench.py dealloc [--shapes diamond calls] [--sizes 100 400 1600]
    python bench/shapes_bench.py tensor [--sizes 100 400 1600]
    python bench/shapes_bench.py frontend [--corpus DIR] [--largest 5] [--sample 10]
"""

from __future__ import annotations

import argparse
import os
import random
import re
import shutil
import subprocess
import sys
import tempfile
import time
from collections.abc import Callable
from functools import partial
from pathlib import Path

from measure import XDSL_OPT, pass_instructions

DEALLOC_PIPELINE = "buffer-deallocation-pipeline"
TENSOR_PIPELINE = (
    "one-shot-bufferize{bufferize-function-boundaries=true},"
    "buffer-deallocation-pipeline"
)
FRONTEND_CORPUS = Path("/work/frontend-build/frontend-corpus")

SHAPES = {
    "diamond": """\
func.func @f{i}(%arg: memref<8xf32>, %c: i1, %d: i1) -> memref<8xf32> {{
  %a = memref.alloc() : memref<8xf32>
  %b = memref.alloc() : memref<8xf32>
  %s = arith.select %c, %a, %arg : memref<8xf32>
  cf.cond_br %d, ^bb1, ^bb2
^bb1:
  %r = scf.if %c -> (memref<8xf32>) {{
    %n = memref.alloc() : memref<8xf32>
    scf.yield %n : memref<8xf32>
  }} else {{
    scf.yield %s : memref<8xf32>
  }}
  cf.br ^bb3(%r : memref<8xf32>)
^bb2:
  memref.copy %s, %b : memref<8xf32> to memref<8xf32>
  cf.br ^bb3(%b : memref<8xf32>)
^bb3(%j: memref<8xf32>):
  return %j : memref<8xf32>
}}
""",
    "cf_loop": """\
func.func @f{i}(%arg: memref<8xf32>, %n: index, %c: i1) -> memref<8xf32> {{
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %init = memref.alloc() : memref<8xf32>
  memref.copy %arg, %init : memref<8xf32> to memref<8xf32>
  cf.br ^head(%c0, %init : index, memref<8xf32>)
^head(%i: index, %buf: memref<8xf32>):
  %more = arith.cmpi slt, %i, %n : index
  cf.cond_br %more, ^body, ^exit
^body:
  %fresh = memref.alloc() : memref<8xf32>
  memref.copy %buf, %fresh : memref<8xf32> to memref<8xf32>
  %pick = arith.select %c, %fresh, %buf : memref<8xf32>
  %next = arith.addi %i, %c1 : index
  cf.br ^head(%next, %pick : index, memref<8xf32>)
^exit:
  return %buf : memref<8xf32>
}}
""",
    "scf_regions": """\
func.func @f{i}(%arg: memref<8xf32>, %n: index, %c: i1, %d: i1) -> memref<8xf32> {{
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %a = memref.alloc() : memref<8xf32>
  %w = scf.while (%cur = %a) : (memref<8xf32>) -> memref<8xf32> {{
    %t = memref.alloc() : memref<8xf32>
    memref.copy %cur, %t : memref<8xf32> to memref<8xf32>
    scf.condition(%c) %t : memref<8xf32>
  }} do {{
  ^bb0(%x: memref<8xf32>):
    scf.yield %x : memref<8xf32>
  }}
  %r = scf.if %d -> (memref<8xf32>) {{
    %l = scf.for %k = %c0 to %n step %c1 iter_args(%it = %w) -> (memref<8xf32>) {{
      %f = memref.alloc() : memref<8xf32>
      %p = arith.select %c, %f, %it : memref<8xf32>
      scf.yield %p : memref<8xf32>
    }}
    scf.yield %l : memref<8xf32>
  }} else {{
    scf.yield %arg : memref<8xf32>
  }}
  return %r : memref<8xf32>
}}
""",
    "calls": """\
func.func @f{i}(%arg: memref<8xf32>, %c: i1) -> memref<8xf32> {{
  %a = memref.alloc() : memref<8xf32>
  %x = func.call @g{i}(%a, %c) : (memref<8xf32>, i1) -> memref<8xf32>
  %y = func.call @h{i}(%x, %arg) : (memref<8xf32>, memref<8xf32>) -> memref<8xf32>
  %z = func.call @g{i}(%y, %c) : (memref<8xf32>, i1) -> memref<8xf32>
  return %z : memref<8xf32>
}}
func.func private @g{i}(%m: memref<8xf32>, %c: i1) -> memref<8xf32> {{
  %n = memref.alloc() : memref<8xf32>
  memref.copy %m, %n : memref<8xf32> to memref<8xf32>
  %s = arith.select %c, %n, %m : memref<8xf32>
  return %s : memref<8xf32>
}}
func.func private @h{i}(%m: memref<8xf32>, %o: memref<8xf32>) -> memref<8xf32> {{
  memref.copy %m, %o : memref<8xf32> to memref<8xf32>
  return %o : memref<8xf32>
}}
""",
    "views": """\
func.func @f{i}(%arg: memref<8xf32>, %c: i1, %o: index) -> memref<2x4xf32> {{
  %a = memref.alloc() : memref<16xf32>
  %v = memref.subview %a[%o] [8] [1] : memref<16xf32> to memref<8xf32, strided<[1], offset: ?>>
  memref.copy %arg, %v : memref<8xf32> to memref<8xf32, strided<[1], offset: ?>>
  %b = memref.alloc() : memref<8xf32>
  memref.copy %v, %b : memref<8xf32, strided<[1], offset: ?>> to memref<8xf32>
  %e = memref.expand_shape %b [[0, 1]] output_shape [2, 4] : memref<8xf32> into memref<2x4xf32>
  %col = memref.collapse_shape %e [[0, 1]] : memref<2x4xf32> into memref<8xf32>
  %r = memref.reinterpret_cast %col to offset: [0], sizes: [2, 4], strides: [4, 1] : memref<8xf32> to memref<2x4xf32>
  %n = memref.alloc() : memref<2x4xf32>
  %p = arith.select %c, %r, %n : memref<2x4xf32>
  return %p : memref<2x4xf32>
}}
""",
    "unranked": """\
func.func @f{i}(%arg: memref<*xf32>, %c: i1) -> memref<*xf32> {{
  %a = memref.alloc() : memref<8xf32>
  %u = memref.cast %a : memref<8xf32> to memref<*xf32>
  %s = arith.select %c, %u, %arg : memref<*xf32>
  %b = memref.alloc() : memref<8xf32>
  %ub = memref.cast %b : memref<8xf32> to memref<*xf32>
  memref.copy %s, %ub : memref<*xf32> to memref<*xf32>
  cf.cond_br %c, ^bb1(%s : memref<*xf32>), ^bb2
^bb2:
  cf.br ^bb1(%ub : memref<*xf32>)
^bb1(%r: memref<*xf32>):
  return %r : memref<*xf32>
}}
""",
}


def dealloc_module(shape: str, functions: int) -> str:
    """`functions` functions of `shape` (the `calls` shape: a third of them
    public callers, each before its two callees)."""
    template = SHAPES[shape]
    repeats = functions // template.count("func.func")
    return "".join(template.format(i=i) for i in range(repeats))


def _accepted(text: str) -> bool:
    """Whether the tensor pipeline takes `text` with its default options."""
    from xdsl.passes import PassPipeline
    from xdsl.utils.exceptions import DiagnosticException

    from xdsl_dealloc.sanitizer.harness import parse_module
    from xdsl_dealloc.testing.pipelines import pipeline_context
    from xdsl_dealloc.universe import Universe

    pipeline = PassPipeline.parse_spec(
        Universe.get_multiverse().all_passes, TENSOR_PIPELINE
    )
    try:
        pipeline.apply(pipeline_context(), parse_module(text))
    except DiagnosticException:
        return False
    return True


def tensor_module(functions: int) -> str:
    """Modules of `bufferization.module_generator` the pipeline accepts, their
    symbols suffixed with the copy's number, until `functions` functions."""
    from xdsl_dealloc.testing.bufferization.module_generator import (
        generate_tensor_module,
    )

    bodies: list[str] = []
    seed = 0
    while sum(body.count("func.func") for body in bodies) < min(functions, 100):
        text = generate_tensor_module(seed)
        seed += 1
        body = "".join(
            line + "\n" for line in text.splitlines() if not line.startswith("//")
        )
        if _accepted(body):
            bodies.append(body)
    parts: list[str] = []
    count = 0
    while count < functions:
        body = bodies[len(parts) % len(bodies)]
        parts.append(re.sub(r"@(\w+)", rf"@\g<1>_{len(parts)}", body))
        count += body.count("func.func")
    return "".join(parts)


def frontend_files(corpus: Path, largest: int, sample: int) -> list[Path]:
    """The `largest` biggest modules of `corpus` the pipeline accepts, then
    a sample (seed 0) of `sample` others it accepts."""
    paths = sorted(corpus.glob("*.mlir"), key=lambda p: -p.stat().st_size)
    chosen: list[Path] = []
    for path in paths:
        if len(chosen) == largest:
            break
        if _accepted(path.read_text()):
            chosen.append(path)
    rest = [p for p in paths[len(chosen) :] if p not in chosen]
    random.Random(0).shuffle(rest)
    for path in rest:
        if len(chosen) == largest + sample:
            break
        if _accepted(path.read_text()):
            chosen.append(path)
    return chosen


def stage_seconds(text: str) -> dict[str, float]:
    """CPU seconds of each stage of both commands, in this process: parsing,
    verifying and printing the input, each pass of the deallocation
    pipeline, verifying and printing its output (start-up left out)."""
    import io

    from xdsl.parser import Parser
    from xdsl.printer import Printer
    from xdsl.xdsl_opt_main import xDSLOptMain

    main = xDSLOptMain(args=["-p", DEALLOC_PIPELINE])
    (pipeline,) = main.pipeline.passes
    seconds: dict[str, float] = {}
    clock = time.process_time

    def timed(stage: str, action: Callable[[], object]) -> None:
        start = clock()
        action()
        seconds[stage] = seconds.get(stage, 0.0) + clock() - start

    def print_module() -> None:
        Printer(stream=io.StringIO()).print_op(module)

    module = Parser(main.ctx, text).parse_module()
    timed("verify", module.verify)
    timed("print", print_module)
    start = clock()
    module = Parser(main.ctx, text).parse_module()
    seconds["parse"] = clock() - start
    module.verify()
    for module_pass in pipeline.passes():  # pyright: ignore[reportAttributeAccessIssue]
        timed(module_pass.name, partial(module_pass.apply, main.ctx, module))
    timed("verify output", module.verify)
    timed("print output", print_module)
    return seconds


def print_stages(shapes: list[str], sizes: list[int]) -> None:
    """`stage_seconds` of each shape and size, and the ratio they make."""
    for shape in shapes:
        for size in sizes:
            seconds = stage_seconds(dealloc_module(shape, size))
            baseline = seconds["parse"] + seconds["verify"] + seconds["print"]
            passes = sum(
                value
                for stage, value in seconds.items()
                if stage
                not in ("parse", "verify", "print", "verify output", "print output")
            )
            ours = (
                seconds["parse"]
                + seconds["verify"]
                + passes
                + seconds["verify output"]
                + seconds["print output"]
            )
            stages = ", ".join(
                f"{stage} {value:.2f}" for stage, value in seconds.items()
            )
            print(
                f"{shape} {size}: parse+print {baseline:.2f} s, pipeline {ours:.2f} s, "
                f"ratio {ours / baseline:.3f}; passes {passes:.2f}; {stages}",
                flush=True,
            )


def baseline_passes(path: Path) -> str | None:
    """None where plain `xdsl-opt` parses `path`; else `mlir-forms`, the
    pass that only has xDSL read MLIR 22's forms (xDSL's own `memref.copy`
    takes no unranked memrefs): that baseline also pays for loading the
    plugin and for a second verification of the input."""
    plain = subprocess.run(
        [*XDSL_OPT, str(path)],
        stdout=subprocess.DEVNULL,
        stderr=subprocess.DEVNULL,
        check=False,
    )
    return None if plain.returncode == 0 else "mlir-forms"


def _row(name: str, size: str, path: Path, pipeline: str) -> tuple[float, float]:
    forms = baseline_passes(path)
    baseline, ours = pass_instructions(path, pipeline, forms)
    print(
        f"{name:>44} {size:>9} {baseline:>12.2f} {ours:>12.2f} {ours / baseline:>6.3f}"
        + (f"  (baseline -p {forms})" if forms else ""),
        flush=True,
    )
    return baseline, ours


def main() -> None:
    parser = argparse.ArgumentParser(description=(__doc__ or "").splitlines()[0])
    parser.add_argument("kind", choices=["dealloc", "tensor", "frontend"])
    parser.add_argument(
        "--shapes", nargs="+", choices=sorted(SHAPES), default=list(SHAPES)
    )
    parser.add_argument("--sizes", type=int, nargs="+", default=[100, 400, 1600])
    parser.add_argument("--corpus", type=Path, default=FRONTEND_CORPUS)
    parser.add_argument("--largest", type=int, default=5)
    parser.add_argument("--sample", type=int, default=10)
    parser.add_argument(
        "--stages",
        action="store_true",
        help="dealloc only: CPU seconds of each stage in this process instead",
    )
    args = parser.parse_args()
    if args.stages:
        os.nice(5)
        sys.setrecursionlimit(10_000)
        print_stages(args.shapes, args.sizes)
        return
    if shutil.which("valgrind") is None:
        sys.exit("valgrind is needed: the benchmark counts instructions")
    os.nice(5)
    print(
        f"{'input':>44} {'functions':>9} {'parse+print':>12} {'pipeline':>12} {'ratio':>6}"
    )
    print(f"{'':>44} {'':>9} {'Ginstr':>12} {'Ginstr':>12}")
    with tempfile.TemporaryDirectory() as directory:
        path = Path(directory) / "input.mlir"
        if args.kind == "dealloc":
            for shape in args.shapes:
                for size in args.sizes:
                    path.write_text(dealloc_module(shape, size))
                    _row(shape, str(size), path, DEALLOC_PIPELINE)
        elif args.kind == "tensor":
            for size in args.sizes:
                path.write_text(tensor_module(size))
                _row("tensor_module_generator", str(size), path, TENSOR_PIPELINE)
        else:
            totals = [0.0, 0.0]
            for source in frontend_files(args.corpus, args.largest, args.sample):
                text = source.read_text()
                path.write_text(text)
                functions = str(text.count("func.func"))
                baseline, ours = _row(source.stem, functions, path, TENSOR_PIPELINE)
                totals[0] += baseline
                totals[1] += ours
            print(
                f"{'all of them':>44} {'':>9} {totals[0]:>12.2f} {totals[1]:>12.2f} "
                f"{totals[1] / totals[0]:>6.3f}"
            )


if __name__ == "__main__":
    main()
