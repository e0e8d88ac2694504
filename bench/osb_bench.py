"""Benchmark: one-shot-bufferize against parsing and printing alone.

Generates modules of 100, 400 and 1600 functions of one shape each, tensors
inside functions whose boundaries are scalars and memrefs:

* `branches`: nested `scf.if`s yielding tensors, one written after a read;
* `loops`: an `scf.for` writing elements of its carried tensor, around an
  inner loop mapping over it;
* `selects`: `arith.select`s of tensors, one written, its operand read after;
* `slices`: slices extracted, updated and inserted back in a loop, and a
  slice read after the loop;
* `linalg`: a destination-passing chain of `fill`, `map`, `generic`, `add`,
  `copy`, with a read after a write that forces a copy;

and prints for each shape and size the time of

* `xdsl-opt FILE` (parse + verify + print, the baseline),
* `xdsl-opt -p one-shot-bufferize FILE` (ours),
* `mlir-opt-22 --one-shot-bufferize FILE` when installed,

each the best of a few runs, taking turns (`pipeline_bench.best_times`).
With `--instructions`, the first two run under valgrind's cachegrind
instead, which counts the instructions they execute
(`pipeline_bench.instruction_counts`).

    python bench/osb_bench.py [--shapes loops slices] [--sizes 100 400 1600] [--repeat 3]
    python bench/osb_bench.py --instructions [--sizes 400]
"""

from __future__ import annotations

import argparse
import tempfile
from pathlib import Path

from measure import has_mlir_opt, parse_arguments, pass_instructions, pass_times

PROLOGUE = """\
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %one = arith.constant 1.000000e+00 : f32
  %e = tensor.empty() : tensor<8xf32>
  %a = linalg.fill ins(%one : f32) outs(%e : tensor<8xf32>) -> tensor<8xf32>
"""
EPILOGUE = """\
  bufferization.materialize_in_destination %r in restrict writable %out : (tensor<8xf32>, memref<8xf32>) -> ()
  return %x : f32
}}
"""
HEADER = "func.func @f{i}(%c: i1, %d: i1, %n: index, %out: memref<8xf32>) -> f32 {{\n"

SHAPES = {
    "branches": """\
  %r = scf.if %c -> (tensor<8xf32>) {{
    %b = tensor.insert %one into %a[%c0] : tensor<8xf32>
    scf.yield %b : tensor<8xf32>
  }} else {{
    %s = scf.if %d -> (tensor<8xf32>) {{
      scf.yield %a : tensor<8xf32>
    }} else {{
      %k = arith.constant dense<2.000000e+00> : tensor<8xf32>
      scf.yield %k : tensor<8xf32>
    }}
    scf.yield %s : tensor<8xf32>
  }}
  %x = tensor.extract %a[%c1] : tensor<8xf32>
""",
    "loops": """\
  %r = scf.for %i = %c0 to %n step %c1 iter_args(%acc = %a) -> (tensor<8xf32>) {{
    %v = tensor.extract %acc[%i] : tensor<8xf32>
    %w = arith.addf %v, %one : f32
    %u = tensor.insert %w into %acc[%i] : tensor<8xf32>
    %inner = scf.for %j = %c0 to %c2 step %c1 iter_args(%it = %u) -> (tensor<8xf32>) {{
      %m = linalg.map {{ arith.addf }} ins(%it, %it : tensor<8xf32>, tensor<8xf32>) outs(%it : tensor<8xf32>)
      scf.yield %m : tensor<8xf32>
    }}
    scf.yield %inner : tensor<8xf32>
  }}
  %x = tensor.extract %r[%c1] : tensor<8xf32>
""",
    "selects": """\
  %k = arith.constant dense<2.000000e+00> : tensor<8xf32>
  %s = arith.select %c, %a, %k : tensor<8xf32>
  %t = arith.select %d, %s, %a : tensor<8xf32>
  %r = tensor.insert %one into %t[%c0] : tensor<8xf32>
  %x = tensor.extract %s[%c0] : tensor<8xf32>
""",
    "slices": """\
  %before = tensor.extract_slice %a[2] [4] [1] : tensor<8xf32> to tensor<4xf32>
  %r = scf.for %i = %c0 to %n step %c1 iter_args(%acc = %a) -> (tensor<8xf32>) {{
    %p = tensor.extract_slice %acc[%i] [4] [1] : tensor<8xf32> to tensor<4xf32>
    %q = linalg.add ins(%p, %before : tensor<4xf32>, tensor<4xf32>) outs(%p : tensor<4xf32>) -> tensor<4xf32>
    %u = tensor.insert_slice %q into %acc[%i] [4] [1] : tensor<4xf32> into tensor<8xf32>
    scf.yield %u : tensor<8xf32>
  }}
  %x = tensor.extract %before[%c1] : tensor<4xf32>
""",
    "linalg": """\
  %f = linalg.fill ins(%one : f32) outs(%e : tensor<8xf32>) -> tensor<8xf32>
  %m = linalg.map {{ arith.mulf }} ins(%a, %f : tensor<8xf32>, tensor<8xf32>) outs(%e : tensor<8xf32>)
  %g = linalg.generic {{indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]}} ins(%m : tensor<8xf32>) outs(%f : tensor<8xf32>) {{
  ^bb0(%in: f32, %acc: f32):
    %y = arith.addf %in, %acc : f32
    linalg.yield %y : f32
  }} -> tensor<8xf32>
  %s = linalg.add ins(%g, %a : tensor<8xf32>, tensor<8xf32>) outs(%a : tensor<8xf32>) -> tensor<8xf32>
  %r = linalg.copy ins(%s : tensor<8xf32>) outs(%m : tensor<8xf32>) -> tensor<8xf32>
  %x = tensor.extract %a[%c2] : tensor<8xf32>
""",
}


def generate(shape: str, functions: int) -> str:
    """A module of `functions` functions of the shape."""
    template = HEADER + PROLOGUE.replace("{", "{{").replace("}", "}}")
    template += SHAPES[shape] + EPILOGUE
    return "".join(template.format(i=i) for i in range(functions))


def print_instruction_counts(shapes: list[str], sizes: list[int]) -> None:
    print(
        f"{'shape':>9} {'functions':>9} {'parse+print Ginstr':>19} "
        f"{'one-shot-bufferize Ginstr':>26} {'ratio':>6}"
    )
    with tempfile.TemporaryDirectory() as directory:
        for shape in shapes:
            for size in sizes:
                path = Path(directory) / f"{shape}_{size}.mlir"
                path.write_text(generate(shape, size))
                baseline, ours = pass_instructions(path, "one-shot-bufferize")
                print(
                    f"{shape:>9} {size:>9} {baseline:>19.2f} {ours:>26.2f} "
                    f"{ours / baseline:>6.2f}",
                    flush=True,
                )


def main() -> None:
    parser = argparse.ArgumentParser(description=(__doc__ or "").splitlines()[0])
    parser.add_argument(
        "--shapes", nargs="+", choices=sorted(SHAPES), default=list(SHAPES)
    )
    parser.add_argument("--sizes", type=int, nargs="+", default=[100, 400, 1600])
    parser.add_argument("--repeat", type=int, default=3)
    args = parse_arguments(parser)
    if args.instructions:
        print_instruction_counts(args.shapes, args.sizes)
        return
    header = (
        f"{'shape':>9} {'functions':>9} {'ops':>7} {'parse+print s':>14} "
        f"{'one-shot-bufferize s':>21} {'ratio':>6}"
    )
    print(header + (f" {'mlir-opt-22 s':>14}" if has_mlir_opt() else ""))
    with tempfile.TemporaryDirectory() as directory:
        for shape in args.shapes:
            for size in args.sizes:
                path = Path(directory) / f"{shape}_{size}.mlir"
                text = generate(shape, size)
                path.write_text(text)
                ops = (
                    text.count(" = ")
                    + text.count("\n  return")
                    + text.count("materialize_in_destination")
                )
                best = pass_times(path, "one-shot-bufferize", args.repeat)
                baseline, ours = best["baseline"], best["ours"]
                line = (
                    f"{shape:>9} {size:>9} {ops:>7} {baseline:>14.3f} {ours:>21.3f} "
                    f"{ours / baseline:>6.2f}"
                )
                if "reference" in best:
                    line += f" {best['reference']:>14.3f}"
                print(line, flush=True)


if __name__ == "__main__":
    main()
