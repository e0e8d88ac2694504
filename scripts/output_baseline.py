"""The pipelines' output on every corpus, saved once and compared after
each speed change: a change that only makes the passes faster leaves every
output byte-identical.

Inputs, each split at `// -----`:

* the lit inputs (`tests/filecheck`): the `-p` pipelines of their RUN
  lines, and the deallocation pipeline in both ownership modes;
* One-Shot Bufferize's corpus (`tests/one_shot_bufferize/corpus`) and the
  frontend's (`tests/frontend/corpus`): `one-shot-bufferize
  {bufferize-function-boundaries=true},buffer-deallocation-pipeline`;
* generated modules: `program_generator` seeds 0-99 (the deallocation
  pipeline, both modes), `bufferization.module_generator` seeds 0-59 (their own
  `one-shot-bufferize` options, then the deallocation pipeline), and the
  benchmarks' modules at small sizes.

Each output (or the first line of the diagnostic) is stored under
`build/output-baseline/`; without `--save`, the outputs are compared with
the stored ones and every difference is named (exit status 1).

    python scripts/output_baseline.py --save   # before the change
    python scripts/output_baseline.py          # after it
"""

from __future__ import annotations

import argparse
import hashlib
import importlib
import os
import re
import sys
from collections.abc import Iterator
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
STORE = ROOT / "build" / "output-baseline"
DEALLOC = "buffer-deallocation-pipeline"
DEALLOC_DYNAMIC = (
    "buffer-deallocation-pipeline{private-function-dynamic-ownership=true}"
)
TENSOR = "one-shot-bufferize{bufferize-function-boundaries=true}," + DEALLOC
RUN_PIPELINE = re.compile(r"""xdsl-opt\b[^|]*?\s-p\s+(?:'([^']*)'|"([^"]*)"|(\S+))""")


def _chunks(text: str) -> list[str]:
    return [chunk for chunk in re.split(r"^// -----\s*$", text, flags=re.M)]


def cases() -> Iterator[tuple[str, str, str]]:
    """(name, pipeline, input) of every run."""
    sys.path.insert(0, str(ROOT / "bench"))
    osb_bench = importlib.import_module("osb_bench")
    pipeline_bench = importlib.import_module("pipeline_bench")
    shapes_bench = importlib.import_module("shapes_bench")

    from xdsl_dealloc.testing.bufferization.module_generator import (
        generate_tensor_module,
    )
    from xdsl_dealloc.testing.deallocation.program_generator import generate_program

    for path in sorted((ROOT / "tests" / "filecheck").rglob("*.mlir")):
        if "Output" in path.parts:  # lit's copies of the inputs it ran
            continue
        text = path.read_text()
        pipelines = {DEALLOC, DEALLOC_DYNAMIC}
        for line in text.splitlines():
            if "RUN:" in line and (match := RUN_PIPELINE.search(line)):
                pipelines.add(next(group for group in match.groups() if group))
        name = str(path.relative_to(ROOT))
        for pipeline in sorted(pipelines):
            for index, chunk in enumerate(_chunks(text)):
                yield f"{name}#{index} {pipeline}", pipeline, chunk
    for corpus in ("one_shot_bufferize", "frontend"):
        for path in sorted((ROOT / "tests" / corpus / "corpus").rglob("*.mlir")):
            name = str(path.relative_to(ROOT))
            for index, chunk in enumerate(_chunks(path.read_text())):
                yield f"{name}#{index}", TENSOR, chunk
    for seed in range(100):
        program = generate_program(seed)
        yield f"program {seed}", DEALLOC, program
        yield f"program {seed} dynamic", DEALLOC_DYNAMIC, program
    for seed in range(60):
        text = generate_tensor_module(seed)
        options = text.splitlines()[0].removeprefix("// OPTIONS:").split()
        pipeline = f"one-shot-bufferize{{{' '.join(options)}}},{DEALLOC}"
        yield f"tensor module {seed}", pipeline, text
    for shape in shapes_bench.SHAPES:
        yield f"shape {shape}", DEALLOC, shapes_bench.dealloc_module(shape, 12)
    yield "pipeline_bench", DEALLOC, pipeline_bench.generate(20)
    for shape in osb_bench.SHAPES:
        yield f"osb_bench {shape}", TENSOR, osb_bench.generate(shape, 6)


def run(pipeline: str, text: str) -> str:
    """The printed output, or the first line of what stopped the run."""
    from xdsl.passes import PassPipeline

    from xdsl_dealloc.sanitizer.harness import parse_module
    from xdsl_dealloc.testing.pipelines import pipeline_context
    from xdsl_dealloc.universe import Universe

    try:
        module = parse_module(text)
        PassPipeline.parse_spec(Universe.get_multiverse().all_passes, pipeline).apply(
            pipeline_context(), module
        )
        module.verify()
    except Exception as error:  # a failure is an outcome to keep as well
        lines = str(error).strip().splitlines() or [""]
        return f"error: {type(error).__name__}: {lines[0]}\n"
    return str(module)


def main() -> None:
    parser = argparse.ArgumentParser(description=(__doc__ or "").splitlines()[0])
    parser.add_argument("--save", action="store_true", help="store the outputs")
    args = parser.parse_args()
    if os.environ.get("PYTHONHASHSEED") != "0":
        os.environ["PYTHONHASHSEED"] = "0"
        os.execv(sys.executable, [sys.executable, *sys.argv])
    sys.setrecursionlimit(10_000)
    STORE.mkdir(parents=True, exist_ok=True)
    compared = differing = 0
    for name, pipeline, text in cases():
        output = run(pipeline, text)
        key = hashlib.sha256(name.encode()).hexdigest()[:24]
        stored = STORE / f"{key}.mlir"
        if args.save:
            stored.write_text(f"// {name}\n{output}")
            compared += 1
            continue
        compared += 1
        if not stored.exists() or stored.read_text() != f"// {name}\n{output}":
            differing += 1
            print(f"differs: {name} (stored as {stored.name})", flush=True)
    verb = "saved" if args.save else "compared"
    print(f"{compared} outputs {verb}, {differing} differ")
    sys.exit(1 if differing else 0)


if __name__ == "__main__":
    main()
