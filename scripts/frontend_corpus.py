"""Regenerates the frontend corpus from ONNX's own backend test cases.

Each node test case of the `onnx` package (a one-node model, or a node's
expansion into others, with input and expected output data) is imported with
torch-mlir's ONNX importer and lowered by its
`torch-onnx-to-torch-backend-pipeline` and
`torch-backend-to-linalg-on-tensors-backend-pipeline` to linalg on tensors.
For each case that lowers, OUT/NAME.mlir holds the module in MLIR's custom
form as torch-mlir prints it and OUT/NAME.json its inputs and expected outputs
(dtype, shape and values of each); OUT/manifest.json lists every case
(lowered or not, and why not), its op family (the ONNX op type it tests)
and the ops of its module.

    pip install -e '.[frontends]'
    python scripts/frontend_corpus.py generate            # build/frontend-corpus
    python scripts/frontend_corpus.py sample              # tests/frontend/corpus

`sample` copies a selection into the committed sample: every op form
(`_forms`: op name, attribute names, element types, dynamic or static
shapes, iterator kinds) of the corpus at least once, taken from the
smallest module that has it, then each op family's smallest module,
leaving out modules over `--max-bytes`.

Each case runs in a worker process, so a crash of the importer or a
lowering that hangs costs only that case; OUT/cases.jsonl records each
case as it is done, and a run resumes from it.
"""

from __future__ import annotations

import argparse
import hashlib
import json
import multiprocessing
import re
import shutil
import sys
import warnings
from collections.abc import Iterator
from functools import cache
from pathlib import Path
from typing import Any

REPOSITORY = Path(__file__).resolve().parent.parent
DEFAULT_OUT = REPOSITORY / "build" / "frontend-corpus"
SAMPLE = REPOSITORY / "tests" / "frontend" / "corpus"
PIPELINE = (
    "builtin.module(torch-onnx-to-torch-backend-pipeline,"
    "torch-backend-to-linalg-on-tensors-backend-pipeline)"
)
CASE_TIMEOUT_SECONDS = 120
_EXPANDED = re.compile(r"_expanded(_ver\d+)?$")


@cache
def _cases() -> dict[str, Any]:
    """The test cases by name (once per run: the children inherit them)."""
    warnings.filterwarnings("ignore")
    from onnx.backend.test.case.node import collect_testcases

    return {case.name: case for case in collect_testcases()}


def _array(value: Any) -> Any:
    """`value` as a numpy array, or None for sequences, optionals and maps."""
    import numpy as np
    from onnx import TensorProto, numpy_helper

    if isinstance(value, TensorProto):
        return numpy_helper.to_array(value)
    return np.asarray(value) if isinstance(value, np.ndarray | np.generic) else None


def _element_type(type_: Any) -> str:
    """The element type of a shaped type, or the type itself."""
    text = str(type_)
    match = re.match(r"(?:tensor|memref)<(?:[\d?]+x)*([^,>]+)", text)
    return match.group(1) if match else text


def _forms(text: str) -> tuple[list[str], list[str]]:
    """The op names of a module and its op forms: the op's name, its
    attribute names, its operands' and results' element types, `dyn` if
    one of its tensor types has a dynamic size, and the iterator types of a
    `linalg.generic`."""
    from torch_mlir.ir import Context, Module  # pyright: ignore[reportAttributeAccessIssue]

    names: set[str] = set()
    forms: set[str] = set()

    def visit(op: Any) -> None:
        name = op.name
        names.add(name)
        attributes = sorted(
            str(attribute)
            for attribute in op.attributes
            if str(attribute) not in ("sym_name", "function_type", "sym_visibility")
        )
        types = [value.type for value in [*op.operands, *op.results]]
        elements = sorted({_element_type(type_) for type_ in types})
        dynamic = any(
            str(type_).startswith("tensor<") and "?" in str(type_) for type_ in types
        )
        form = f"{name}{{{','.join(attributes)}}}({','.join(elements)})"
        if dynamic:
            form += " dyn"
        if "iterator_types" in attributes:
            iterators = re.findall(
                r"parallel|reduction", str(op.attributes["iterator_types"])
            )
            form += " " + ",".join(sorted(set(iterators)))
        forms.add(form)
        for region in op.regions:
            for block in region.blocks:
                for inner in block.operations:
                    visit(inner.operation)

    module = Module.parse(text, Context())
    for op in module.body.operations:
        visit(op.operation)
    return sorted(names), sorted(forms)


def lower_case(name: str, out: str) -> dict[str, Any]:
    """Imports and lowers one test case; writes its files, returns its entry."""
    import onnx
    from torch_mlir.dialects import torch as torch_d
    from torch_mlir.extras import onnx_importer
    from torch_mlir.ir import Context  # pyright: ignore[reportAttributeAccessIssue]
    from torch_mlir.passmanager import PassManager  # pyright: ignore

    case = _cases()[name]
    op_types = sorted({node.op_type for node in case.model.graph.node})
    entry: dict[str, Any] = {"name": name, "op_types": op_types}
    inputs, outputs = case.data_sets[0]
    arrays = [_array(value) for value in [*inputs, *outputs]]
    if any(array is None for array in arrays):
        entry["status"] = "data is not tensors"
        return entry
    try:
        model = onnx.shape_inference.infer_shapes(case.model)
        context = Context()
        torch_d.register_dialect(context)
        info = onnx_importer.ModelInfo(model)
        module = info.create_module(context=context)
        importer = onnx_importer.NodeImporter.define_function(
            info.main_graph, module.operation
        )
        importer.import_all()
    except Exception as error:  # the importer's own limits: recorded per case
        entry["status"] = "import failed"
        entry["message"] = f"{type(error).__name__}: {str(error).splitlines()[0]}"
        return entry
    try:
        with context:
            PassManager.parse(PIPELINE).run(module.operation)
    except Exception as error:  # the lowering's own limits: recorded per case
        message = str(error).strip().splitlines()
        errors = [line for line in message if "error:" in line]
        entry["status"] = "lowering failed"
        entry["message"] = (errors or message or ["?"])[0].strip()
        return entry
    text = module.operation.get_asm()
    entry["ops"] = _forms(text)[0]
    entry["status"] = "lowered"
    entry["rtol"], entry["atol"] = case.rtol, case.atol
    entry["inputs"] = [[str(a.dtype), list(a.shape)] for a in arrays[: len(inputs)]]
    entry["outputs"] = [[str(a.dtype), list(a.shape)] for a in arrays[len(inputs) :]]
    directory = Path(out)
    (directory / f"{name}.mlir").write_text(text)
    data = {
        "inputs": [_tensor(a) for a in arrays[: len(inputs)]],
        "outputs": [_tensor(a) for a in arrays[len(inputs) :]],
    }
    (directory / f"{name}.json").write_text(json.dumps(data, separators=(",", ":")))
    return entry


def _tensor(array: Any) -> dict[str, Any]:
    """A tensor as JSON: dtype, shape and the values in row-major order
    (floats as the shortest decimal that reads back to the same value, or
    `nan`, `inf`, `-inf`; booleans as 0 and 1)."""
    import numpy as np

    flat = array.reshape(-1)
    if array.dtype.kind == "b":
        values: list[Any] = [int(v) for v in flat]
    elif array.dtype.kind in "iu":
        values = [int(v) for v in flat]
    elif array.dtype.kind == "f" or array.dtype.name.startswith(("bfloat", "float")):
        values = [str(v) if np.isfinite(float(v)) else str(float(v)) for v in flat]
    else:
        values = [str(v) for v in flat]
    return {"dtype": array.dtype.name, "shape": list(array.shape), "values": values}


def _shuffled(name: str) -> str:
    """A fixed shuffle of the cases, so that a run stopped early (or the
    campaign over a corpus still being made) spreads over the op families."""
    return hashlib.sha256(name.encode()).hexdigest()


def _family(name: str, op_types: list[str], single: dict[str, str]) -> str:
    """The ONNX op a case tests: its node's type, or its twin's for an
    expansion (`test_x_expanded` is `test_x` as a graph of simpler ops)."""
    base = _EXPANDED.sub("", name)
    if base != name and base in single:
        return single[base]
    if len(op_types) == 1:
        return op_types[0]
    return "+".join(op_types)


def _in_worker(name: str, out: str, queue: Any) -> None:
    try:
        queue.put(lower_case(name, out))
    except Exception as error:  # reported as the case's status
        queue.put({"name": name, "status": "crashed", "message": repr(error)})


def _lower_isolated(name: str, out: Path) -> dict[str, Any]:
    """`lower_case` in a child process: a crash or a hang is the case's
    status, not the script's end."""
    queue: Any = multiprocessing.get_context("fork").Queue()
    process = multiprocessing.get_context("fork").Process(
        target=_in_worker, args=(name, str(out), queue)
    )
    process.start()
    entry = {"name": name, "status": "crashed", "message": "no result in time"}
    for _ in range(CASE_TIMEOUT_SECONDS):
        try:
            entry = queue.get(timeout=1)
            break
        except Exception:  # nothing yet: has the child died (an LLVM ERROR)?
            if not process.is_alive() and queue.empty():
                entry["message"] = (
                    f"the importer or lowering aborted ({process.exitcode})"
                )
                break
    process.join(5)
    if process.is_alive():
        process.kill()
        process.join()
    return entry


def generate(out: Path, only: str | None) -> None:
    cases = _cases()
    # imported once, before the children
    import torch_mlir.dialects.torch  # noqa: F401
    import torch_mlir.extras.onnx_importer  # noqa: F401
    import torch_mlir.passmanager  # noqa: F401

    names = sorted(
        (n for n in cases if only is None or re.search(only, n)), key=_shuffled
    )
    out.mkdir(parents=True, exist_ok=True)
    progress = out / "cases.jsonl"
    done = {}
    if progress.exists():
        lines = progress.read_text().splitlines()
        done = {e["name"]: e for e in map(json.loads, filter(str.strip, lines))}
    entries: list[dict[str, Any]] = []
    with progress.open("a") as log:
        for index, name in enumerate(names):
            entry = done.get(name) or _lower_isolated(name, out)
            if name not in done:
                log.write(json.dumps(entry) + "\n")
                log.flush()
            entries.append(entry)
            print(f"[{index + 1}/{len(names)}] {name}: {entry['status']}", flush=True)
    manifest_path = out / "manifest.json"
    if only is not None and manifest_path.exists():
        # a partial run updates the manifest of a full one
        updated = {e["name"] for e in entries}
        previous = json.loads(manifest_path.read_text())["cases"]
        entries += [e for e in previous if e["name"] not in updated]
    entries.sort(key=lambda e: e["name"])
    single = {
        e["name"]: e["op_types"][0] for e in entries if len(e.get("op_types", [])) == 1
    }
    for entry in entries:
        entry["family"] = _family(entry["name"], entry.get("op_types", []), single)
    manifest = {"versions": versions(), "pipeline": PIPELINE, "cases": entries}
    manifest_path.write_text(json.dumps(manifest, indent=1) + "\n")
    lowered = sum(e["status"] == "lowered" for e in entries)
    print(f"{lowered} of {len(entries)} cases lowered into {out}")


def versions() -> dict[str, str]:
    from importlib.metadata import version

    return {package: version(package) for package in ("torch-mlir", "onnx", "numpy")}


def _lowered(manifest: dict[str, Any]) -> Iterator[dict[str, Any]]:
    return (e for e in manifest["cases"] if e["status"] == "lowered")


def select(
    manifest: dict[str, Any], corpus: Path, max_bytes: int
) -> list[dict[str, Any]]:
    """Every op form once (smallest module first), then every family once."""

    def size(entry: dict[str, Any]) -> int:
        return sum(
            (corpus / f"{entry['name']}{suffix}").stat().st_size
            for suffix in (".mlir", ".json")
        )

    candidates = sorted(
        (e for e in _lowered(manifest) if size(e) <= max_bytes),
        key=lambda e: (size(e), e["name"]),
    )
    chosen: dict[str, dict[str, Any]] = {}
    covered: set[str] = set()
    for entry in candidates:
        entry["forms"] = _forms((corpus / f"{entry['name']}.mlir").read_text())[1]
    for entry in candidates:
        if not set(entry["forms"]) <= covered:
            chosen[entry["name"]] = entry
            covered |= set(entry["forms"])
    families = {e["family"] for e in chosen.values()}
    for entry in candidates:
        if entry["family"] not in families:
            chosen[entry["name"]] = entry
            families.add(entry["family"])
    return sorted(chosen.values(), key=lambda e: e["name"])


def sample(corpus: Path, destination: Path, max_bytes: int) -> None:
    manifest = json.loads((corpus / "manifest.json").read_text())
    chosen = select(manifest, corpus, max_bytes)
    if destination.exists():
        for old in [*destination.glob("*.mlir"), *destination.glob("*.json")]:
            old.unlink()
    destination.mkdir(parents=True, exist_ok=True)
    for entry in chosen:
        for suffix in (".mlir", ".json"):
            shutil.copy(corpus / f"{entry['name']}{suffix}", destination)
    # the forms only chose the sample: the manifest keeps the op names
    cases = [{k: v for k, v in e.items() if k != "forms"} for e in chosen]
    sampled = {**manifest, "cases": cases}
    (destination / "manifest.json").write_text(json.dumps(sampled, indent=1) + "\n")
    total = sum(p.stat().st_size for p in destination.iterdir() if p.suffix != ".json")
    print(f"{len(chosen)} modules, {total} bytes, into {destination}")


def main() -> None:
    parser = argparse.ArgumentParser(description=(__doc__ or "").splitlines()[0])
    commands = parser.add_subparsers(dest="command", required=True)
    generating = commands.add_parser("generate", help="lower every test case")
    generating.add_argument("--out", type=Path, default=DEFAULT_OUT)
    generating.add_argument("--only", help="a regular expression on case names")
    sampling = commands.add_parser("sample", help="select the committed sample")
    sampling.add_argument("--corpus", type=Path, default=DEFAULT_OUT)
    sampling.add_argument("--out", type=Path, default=SAMPLE)
    sampling.add_argument(
        "--max-bytes",
        type=int,
        default=40_000,
        help="leave out modules whose .mlir and .json together are larger",
    )
    arguments = parser.parse_args()
    if arguments.command == "generate":
        generate(arguments.out, arguments.only)
    else:
        sample(arguments.corpus, arguments.out, arguments.max_bytes)


if __name__ == "__main__":
    sys.exit(main())
