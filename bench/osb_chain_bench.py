"""Benchmark: one-shot-bufferize on one function of a long chain of writes.

`osb_bench.py` measures many small functions; this measures one block of
N ops writing one tensor one after the other, where the analysis meets
every earlier write and read of the chain at each decision:

* `inserts`: N `tensor.insert`s into the same tensor, each into the
  previous one's result, then a read of the last;
* `linalg`: N `linalg.add`s, each adding a constant tensor to the previous
  result in place of it, then a read of the last;
* `reads`: N `tensor.insert`s as above, each followed by a read of the
  tensor it wrote into (all in place: every read precedes the next write).

It prints, for each shape and N, the time of `xdsl-opt -p
one-shot-bufferize FILE` next to `xdsl-opt FILE` (parse, verify, print)
and `mlir-opt-22 --one-shot-bufferize FILE` when installed, the best of
a few runs; with `--instructions`, the instructions both `xdsl-opt`
commands execute under valgrind's cachegrind instead.

    python bench/osb_chain_bench.py [--shapes inserts linalg] [--chain 50 100 200 400]
    python bench/osb_chain_bench.py --instructions --chain 50 100
"""

from __future__ import annotations

import argparse
import tempfile
from pathlib import Path

from measure import has_mlir_opt, parse_arguments, pass_instructions, pass_times


def _inserts(length: int, read_each: bool) -> str:
    lines = [
        "func.func @chain(%f: f32, %i: index) -> f32 {",
        "  %t0 = tensor.empty() : tensor<8xf32>",
    ]
    for k in range(length):
        lines.append(f"  %t{k + 1} = tensor.insert %f into %t{k}[%i] : tensor<8xf32>")
        if read_each:
            lines.append(f"  %x{k} = tensor.extract %t{k + 1}[%i] : tensor<8xf32>")
    lines += [
        f"  %r = tensor.extract %t{length}[%i] : tensor<8xf32>",
        "  return %r : f32",
        "}",
    ]
    return "\n".join(lines) + "\n"


def _linalg(length: int) -> str:
    lines = [
        "func.func @chain(%f: f32, %i: index) -> f32 {",
        "  %e = tensor.empty() : tensor<8xf32>",
        "  %a = linalg.fill ins(%f : f32) outs(%e : tensor<8xf32>) -> tensor<8xf32>",
        "  %e0 = tensor.empty() : tensor<8xf32>",
        "  %t0 = linalg.fill ins(%f : f32) outs(%e0 : tensor<8xf32>) -> tensor<8xf32>",
    ]
    for k in range(length):
        lines.append(
            f"  %t{k + 1} = linalg.add ins(%t{k}, %a : tensor<8xf32>, tensor<8xf32>)"
            f" outs(%t{k} : tensor<8xf32>) -> tensor<8xf32>"
        )
    lines += [
        f"  %r = tensor.extract %t{length}[%i] : tensor<8xf32>",
        "  return %r : f32",
        "}",
    ]
    return "\n".join(lines) + "\n"


SHAPES = {
    "inserts": lambda length: _inserts(length, read_each=False),
    "linalg": _linalg,
    "reads": lambda length: _inserts(length, read_each=True),
}


def main() -> None:
    parser = argparse.ArgumentParser(description=(__doc__ or "").splitlines()[0])
    parser.add_argument(
        "--shapes", nargs="+", choices=sorted(SHAPES), default=list(SHAPES)
    )
    parser.add_argument("--chain", type=int, nargs="+", default=[50, 100, 200, 400])
    parser.add_argument("--repeat", type=int, default=1)
    args = parse_arguments(parser)
    unit = "Ginstr" if args.instructions else "s"
    print(
        f"{'shape':>8} {'N':>5} {'parse+print ' + unit:>19} "
        f"{'one-shot-bufferize ' + unit:>26}"
        + ("" if args.instructions or not has_mlir_opt() else f" {'mlir-opt-22 s':>14}")
    )
    with tempfile.TemporaryDirectory() as directory:
        for shape in args.shapes:
            for length in args.chain:
                path = Path(directory) / f"{shape}_{length}.mlir"
                path.write_text(SHAPES[shape](length))
                reference = ""
                if args.instructions:
                    baseline, ours = pass_instructions(path, "one-shot-bufferize")
                else:
                    best = pass_times(path, "one-shot-bufferize", args.repeat)
                    baseline, ours = best["baseline"], best["ours"]
                    if "reference" in best:
                        reference = f" {best['reference']:>14.3f}"
                print(
                    f"{shape:>8} {length:>5} {baseline:>19.3f} {ours:>26.3f}"
                    + reference,
                    flush=True,
                )


if __name__ == "__main__":
    main()
