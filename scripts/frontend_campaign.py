"""Both pipelines over the frontend corpus, each output checked and run.

For each module of the corpus (`scripts/frontend_corpus.py generate`), ours
(`xdsl-opt -p 'one-shot-bufferize{bufferize-function-boundaries=true},
buffer-deallocation-pipeline'`) and MLIR 22's (`mlir-opt-22
--one-shot-bufferize=bufferize-function-boundaries
--buffer-deallocation-pipeline`): did it parse, bufferize (and deallocate),
does mlir-opt-22 accept the output, how many `memref.alloc`/`memref.copy`
does it hold, and, run on the test case's inputs (`--execute`, under
valgrind with `--valgrind`), does it compute ONNX's expected outputs,
valgrind-clean.  One JSON line per module goes to OUT (a run resumes where
it stopped); then a table per op family and the failure classes are
printed (`--report` prints them from OUT alone).

    python scripts/frontend_campaign.py --execute --valgrind
    python scripts/frontend_campaign.py --report --markdown
"""

from __future__ import annotations

import argparse
import hashlib
import json
import multiprocessing
import re
import sys
import time
from collections import Counter, defaultdict
from pathlib import Path
from typing import Any

REPOSITORY = Path(__file__).resolve().parent.parent
DEFAULT_CORPUS = REPOSITORY / "build" / "frontend-corpus"
DEFAULT_OUT = REPOSITORY / "build" / "frontend-campaign.jsonl"
MODULE_TIMEOUT_SECONDS = 600
_EXPANDED = re.compile(r"_expanded(_ver\d+)?$")


def _flow_record(run: Any, case: Any, execute: bool, valgrind: bool) -> dict[str, Any]:
    from xdsl_dealloc.testing.frontend import corpus as frontend
    from xdsl_dealloc.testing.mlir_tools import mlir_opt_rejection

    record: dict[str, Any] = {
        "parsed": run.parsed,
        "bufferized": run.output is not None,
    }
    if run.output is None:
        record["stage"] = run.stage
        record["failure"] = run.failure
        record["message"] = run.message.strip().splitlines()[:3]
        return record
    rejection = mlir_opt_rejection(run.output)
    record["accepted"] = rejection is None
    if rejection is not None:
        record["stage"] = "output rejected by mlir-opt-22"
        record["failure"] = frontend.failure_class(rejection)
        record["message"] = [rejection]
    record["allocs"], record["copies"] = frontend.buffer_counts(run.output)
    if execute and rejection is None:
        try:
            execution = frontend.execute(run.output, case, valgrind=valgrind)
        except frontend.ExecutionError as error:
            record["executed"] = False
            unsupported = isinstance(error, frontend.UnsupportedCase)
            record["stage"] = "not executable" if unsupported else "execution"
            record["failure"] = frontend.failure_class(str(error))
            record["message"] = [str(error)]
            return record
        record["executed"] = True
        mismatch = frontend.compare_values(case, execution)
        record["correct"] = mismatch is None
        if mismatch is not None:
            record["mismatch"] = mismatch
        if execution.valgrind is not None:
            record["clean"] = execution.valgrind == ""
            if execution.valgrind:
                record["valgrind"] = execution.valgrind.splitlines()[:6]
    return record


def check_module(path: Path, execute: bool, valgrind: bool) -> dict[str, Any]:
    from xdsl_dealloc.testing.frontend import corpus as frontend

    case = frontend.FrontendCase.load(path)
    record: dict[str, Any] = {"name": case.name}
    start = time.monotonic()
    for flow, run_flow in (("ours", frontend.our_flow), ("mlir", frontend.mlir_flow)):
        flow_start = time.monotonic()
        run = run_flow(case.text)
        pipeline_seconds = round(time.monotonic() - flow_start, 2)
        record[flow] = _flow_record(run, case, execute, valgrind)
        record[flow]["pipeline_seconds"] = pipeline_seconds
    record["seconds"] = round(time.monotonic() - start, 2)
    record["execution_checked"] = execute
    return record


def _in_child(path: Path, execute: bool, valgrind: bool, queue: Any) -> None:
    try:
        queue.put(check_module(path, execute, valgrind))
    except Exception as error:  # recorded as the module's outcome
        queue.put({"name": path.stem, "error": repr(error)})


def check_isolated(path: Path, execute: bool, valgrind: bool) -> dict[str, Any]:
    """`check_module` in a child: a hang or a crash is the module's outcome."""
    context = multiprocessing.get_context("fork")
    queue: Any = context.Queue()
    process = context.Process(target=_in_child, args=(path, execute, valgrind, queue))
    process.start()
    try:
        record = queue.get(timeout=MODULE_TIMEOUT_SECONDS)
    except Exception:
        record = {
            "name": path.stem,
            "ours": {
                "parsed": True,
                "bufferized": False,
                "stage": "crash",
                "failure": "timeout or crash of the campaign's child",
                "message": [],
            },
            "mlir": {},
        }
    process.join(5)
    if process.is_alive():
        process.kill()
        process.join()
    return record


def _order(path: Path) -> str:
    """A fixed shuffle of the modules, so that a partial run (`--limit`)
    spreads over the op families (names of one family are neighbours)."""
    return hashlib.sha256(path.stem.encode()).hexdigest()


def families(corpus: Path) -> dict[str, str]:
    """Each case's ONNX op family, from the corpus's manifest."""
    manifest = corpus / "manifest.json"
    if not manifest.exists():
        return {}
    return {
        entry["name"]: entry.get("family", "?")
        for entry in json.loads(manifest.read_text())["cases"]
    }


def _load(out: Path) -> list[dict[str, Any]]:
    """The records of OUT, the last one of each module."""
    if not out.exists():
        return []
    lines = out.read_text().splitlines()
    records = {r["name"]: r for r in map(json.loads, filter(str.strip, lines))}
    return list(records.values())


COLUMNS = ("parsed", "bufferized", "accepted", "executed", "correct", "clean")


def report(
    records: list[dict[str, Any]], family_of: dict[str, str], markdown: bool
) -> str:
    rows: dict[str, list[dict[str, Any]]] = defaultdict(list)
    for record in records:
        family = family_of.get(record["name"]) or _EXPANDED.sub("", record["name"])
        rows[family].append(record)
    header = ["family", "modules", *COLUMNS, "allocs", "copies"]
    lines = [
        "| " + " | ".join(header) + " |",
        "|" + "|".join(["---"] + ["---:"] * (len(header) - 1)) + "|",
    ]

    def cells(group: list[dict[str, Any]]) -> list[str]:
        result = [str(len(group))]
        for column in COLUMNS:
            ours = sum(bool(r.get("ours", {}).get(column)) for r in group)
            mlir = sum(bool(r.get("mlir", {}).get(column)) for r in group)
            result.append(f"{ours} / {mlir}")
        both = [
            r
            for r in group
            if "allocs" in r.get("ours", {}) and "allocs" in r.get("mlir", {})
        ]
        for count in ("allocs", "copies"):
            ours = sum(r["ours"][count] for r in both)
            mlir = sum(r["mlir"][count] for r in both)
            result.append(f"{ours} / {mlir}")
        return result

    for family in sorted(rows):
        lines.append("| " + " | ".join([family, *cells(rows[family])]) + " |")
    lines.append("| " + " | ".join(["**total**", *cells(records)]) + " |")
    table = "\n".join(lines)
    if not markdown:
        table = table.replace("| ", "").replace(" |", "").replace("|", "")
    return table


def failure_classes(
    records: list[dict[str, Any]], family_of: dict[str, str], corpus: Path
) -> str:
    """Per flow, each failure class (stage and message), how many modules,
    their families and an example."""
    lines: list[str] = []
    for flow in ("ours", "mlir"):
        classes: dict[tuple[str, str], list[dict[str, Any]]] = defaultdict(list)
        for record in records:
            result = record.get(flow, {})
            if "failure" in result:
                classes[(result.get("stage", "?"), result["failure"])].append(record)
            elif result.get("correct") is False:
                other = "mlir" if flow == "ours" else "ours"
                right = record.get(other, {}).get("correct")
                note = {True: f"{other} correct", False: f"{other} wrong too"}.get(
                    right, f"{other} not run"
                )
                module = corpus / f"{record['name']}.mlir"
                if module.exists() and "dense<0x" in module.read_text():
                    note += ", module has dense<0x...> hex splats"
                classes[("wrong values", note)].append(record)
            elif result.get("clean") is False:
                classes[("valgrind findings", "")].append(record)
        lines.append(f"\n### {flow}\n")
        lines.append("| stage | class | modules | families | example |")
        lines.append("|---|---|---:|---|---|")
        for (stage, failure), group in sorted(
            classes.items(), key=lambda item: -len(item[1])
        ):
            example = group[0]
            detail = example[flow].get("mismatch") or " ".join(
                example[flow].get("message", [])[:1]
            )
            detail = detail.replace("|", "\\|").replace("\n", " ")[:160]
            names = Counter(family_of.get(r["name"], "?") for r in group)
            shown = ", ".join(name for name, _ in names.most_common(6))
            if len(names) > 6:
                shown += f", ... ({len(names)})"
            failure = failure.replace("|", "\\|")[:120]
            lines.append(
                f"| {stage} | `{failure}` | {len(group)} | {shown} | "
                f"`{example['name']}`: {detail} |"
            )
    return "\n".join(lines)


def buffers(records: list[dict[str, Any]], family_of: dict[str, str]) -> str:
    """Where ours allocates or copies more than MLIR 22, and the pipelines'
    times."""
    both = [
        r
        for r in records
        if "allocs" in r.get("ours", {}) and "allocs" in r.get("mlir", {})
    ]

    def more(r: dict[str, Any]) -> bool:
        ours, mlir = r["ours"], r["mlir"]
        return ours["allocs"] > mlir["allocs"] or ours["copies"] > mlir["copies"]

    def fewer(r: dict[str, Any]) -> bool:
        ours, mlir = r["ours"], r["mlir"]
        return not more(r) and (
            ours["allocs"] < mlir["allocs"] or ours["copies"] < mlir["copies"]
        )

    lines = [
        f"\n{len(both)} modules bufferized by both: ours allocates or copies "
        f"more in {sum(map(more, both))}, fewer in {sum(map(fewer, both))}.\n",
        "| module | family | allocs ours / MLIR | copies ours / MLIR |",
        "|---|---|---:|---:|",
    ]
    for r in sorted(filter(more, both), key=lambda r: r["name"]):
        lines.append(
            f"| `{r['name']}` | {family_of.get(r['name'], '?')} | "
            f"{r['ours']['allocs']} / {r['mlir']['allocs']} | "
            f"{r['ours']['copies']} / {r['mlir']['copies']} |"
        )
    timed = [
        r
        for r in both
        if "pipeline_seconds" in r["ours"] and "pipeline_seconds" in r["mlir"]
    ]
    if timed:
        ours = sum(r["ours"]["pipeline_seconds"] for r in timed)
        mlir = sum(r["mlir"]["pipeline_seconds"] for r in timed)
        slowest = max(timed, key=lambda r: r["ours"]["pipeline_seconds"])
        lines.append(
            f"\nPipeline time over {len(timed)} modules: ours {ours:.0f} s "
            f"(in process), MLIR 22 {mlir:.0f} s (a process each); slowest of "
            f"ours `{slowest['name']}`, {slowest['ours']['pipeline_seconds']} s."
        )
    return "\n".join(lines)


def main() -> None:
    parser = argparse.ArgumentParser(description=(__doc__ or "").splitlines()[0])
    parser.add_argument("--corpus", type=Path, default=DEFAULT_CORPUS)
    parser.add_argument("--out", type=Path, default=DEFAULT_OUT)
    parser.add_argument("--only", help="a regular expression on module names")
    parser.add_argument("--execute", action="store_true", help="run the outputs")
    parser.add_argument("--valgrind", action="store_true", help="under valgrind")
    parser.add_argument("--limit", type=int, help="check at most this many modules")
    parser.add_argument("--report", action="store_true", help="only print the tables")
    parser.add_argument("--markdown", action="store_true")
    arguments = parser.parse_args()
    done = {
        r["name"]
        for r in _load(arguments.out)
        if "error" not in r and (r.get("execution_checked") or not arguments.execute)
    }
    if not arguments.report:
        from xdsl_dealloc.testing.pipelines import pipeline_context

        pipeline_context()  # built once, before the children
        paths = sorted(arguments.corpus.glob("*.mlir"), key=_order)
        if arguments.only:
            paths = [p for p in paths if re.search(arguments.only, p.stem)]
        if arguments.limit is not None:
            paths = [p for p in paths if p.stem not in done][: arguments.limit]
        arguments.out.parent.mkdir(parents=True, exist_ok=True)
        with arguments.out.open("a") as out:
            for path in paths:
                if path.stem in done or not path.with_suffix(".json").exists():
                    continue
                record = check_isolated(path, arguments.execute, arguments.valgrind)
                out.write(json.dumps(record) + "\n")
                out.flush()
                print(f"{path.stem}: {record.get('seconds', '?')}s", flush=True)
    records = [
        r
        for r in _load(arguments.out)
        if not arguments.only or re.search(arguments.only, r["name"])
    ]
    family_of = families(arguments.corpus)
    print(report(records, family_of, arguments.markdown))
    print(buffers(records, family_of))
    print(failure_classes(records, family_of, arguments.corpus))


if __name__ == "__main__":
    sys.exit(main())
