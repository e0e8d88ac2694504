"""What each pass does and what its options mean: the one source of
`xdsl-dealloc-passes` (which lists them) and of docs/passes.md (its output
with `--markdown`; `tests/test_pass_reference.py` keeps the two equal).

An option's type and default come from the pass class itself; its meaning,
and the pass's, from the tables below, which a test requires complete.
"""

from __future__ import annotations

import argparse
import dataclasses
import types
from collections.abc import Iterator, Sequence
from typing import Any, Literal, Union, get_args, get_origin, get_type_hints

from xdsl.passes import ModulePass

from xdsl_dealloc.interfaces.option_names import DialectName, FunctionName

PASS_MEANINGS: dict[str, str] = {
    "one-shot-bufferize": "tensors to memrefs, with MLIR 22's in-place analysis",
    "eliminate-empty-tensors": "a tensor.empty inserted into a subset of another "
    "tensor becomes that subset (before one-shot-bufferize)",
    "empty-tensor-to-alloc-tensor": "every tensor.empty becomes a "
    "bufferization.alloc_tensor (MLIR 22's pass in a run with MLIR's forms, "
    "else xDSL's)",
    "drop-equivalent-buffer-results": "drops the results of private functions "
    "that are always one of their arguments",
    "buffer-results-to-out-params": "memref results become out-parameters that "
    "the callers allocate",
    "ownership-based-buffer-deallocation": "inserts bufferization.dealloc ops so "
    "that every buffer is freed once",
    "buffer-deallocation-simplification": "removes the runtime aliasing checks of "
    "bufferization.dealloc that an analysis decides statically",
    "bufferization-lower-deallocations": "lowers bufferization.dealloc to "
    "conditional memref.dealloc ops",
    "expand-realloc": "memref.realloc becomes an scf.if that allocates and copies",
    "convert-bufferization-to-memref": "bufferization.clone becomes memref.alloc "
    "and memref.copy; deallocs are lowered",
    "dominance-cse": "common subexpression elimination across the blocks of a function",
    "buffer-deallocation-pipeline": "deallocation, simplification and lowering, "
    "with canonicalization and CSE in between",
    "buffer-hoisting": "moves allocations into the common dominator of their uses",
    "buffer-loop-hoisting": "moves allocations out of loops they do not depend on",
    "promote-buffers-to-stack": "small buffers that stay in their allocation scope "
    "become memref.alloca",
    "optimize-allocation-liveness": "moves each free right after its buffer's last use",
    "linalg-generalize-map-reduce": "linalg.map and linalg.reduce become "
    "linalg.generic, for xDSL's convert-linalg-to-loops",
    "test-print-liveness": "prints the liveness of every func.func to stderr",
    "canonicalize": "xDSL's canonicalize (with MLIR's patterns xDSL lacks in a "
    "run with MLIR 22's forms); with one of these options, iterated as MLIR's "
    "canonicalizer does",
    "mlir-forms": "changes nothing: the run reads, verifies, canonicalizes and "
    "prints with MLIR 22's forms",
}

_OWNERSHIP = {
    "private-function-dynamic-ownership": "private functions take and return "
    "ownership indicators for their memref arguments and results",
}

OPTION_MEANINGS: dict[str, dict[str, str]] = {
    "ownership-based-buffer-deallocation": {
        **_OWNERSHIP,
        "remove-existing-deallocations": "removes the deallocations the input "
        "has instead of rejecting them",
        "allocation-ops": "only these ops' allocations are managed (all when empty)",
        "deallocation-ops": "the freeing ops that are rejected or removed (those "
        "of the dialects of allocation-ops when empty)",
        "name-allocations-directly": "the deallocs name an allocation itself "
        "instead of its base buffer",
    },
    "buffer-deallocation-pipeline": dict(_OWNERSHIP),
    "canonicalize": {
        "max-iterations": "at most this many iterations (unset: until nothing "
        "changes, as in xDSL)",
        "test-convergence": "fails the pass when the last iteration still "
        "changed the IR",
        "region-simplify": "removes dead code and unused block arguments after "
        "each iteration (not when disabled)",
        "top-down": "the worklist walks the ops top-down (else bottom-up)",
    },
    "bufferization-lower-deallocations": {
        "inline-limit": "deallocs with more memrefs than this call a helper "
        "function instead of being inlined (0: MLIR's choice)",
    },
    "expand-realloc": {
        "emit-deallocs": "the expansion frees the old buffer",
    },
    "promote-buffers-to-stack": {
        "max-alloc-size-in-bytes": "the largest buffer promoted",
        "max-rank-of-allocated-memref": "the largest rank of a promoted buffer",
    },
    "buffer-results-to-out-params": {
        "add-result-attr": "marks the new arguments with bufferize.result",
        "hoist-static-allocs": "a statically shaped returned allocation becomes "
        "the out-parameter itself",
        "hoist-dynamic-allocs": "a dynamically shaped one too",
        "modify-public-functions": "public functions change their signatures too",
    },
    "one-shot-bufferize": {
        "allow-return-allocs-from-loops": "loops may yield new allocations",
        "allow-unknown-ops": "ops without a model stay on tensors, with "
        "to_tensor/to_buffer at their boundary",
        "analysis-fuzzer-seed": "the seed of the fuzzer heuristic",
        "analysis-heuristic": "the order in which the analysis decides operands",
        "buffer-alignment": "the alignment of new allocations (0: none)",
        "bufferize-function-boundaries": "bufferizes function signatures, calls "
        "and returns too",
        "check-parallel-regions": "the analysis considers parallel regions",
        "copy-before-write": "no analysis: every write goes to a copy",
        "dialect-filter": "only ops of these dialects are bufferized",
        "dump-alias-sets": "annotates each tensor with its alias set (with "
        "test-analysis-only)",
        "function-boundary-type-conversion": "the layout of function argument "
        "and result memrefs",
        "must-infer-memory-space": "a buffer without a memory space from its "
        "tensor is an error",
        "no-analysis-func-filter": "these functions are bufferized without "
        "the analysis (copies before writes)",
        "print-conflicts": "annotates the conflicts that forced copies (with "
        "test-analysis-only)",
        "test-analysis-only": "annotates the in-place decisions instead of bufferizing",
        "unknown-type-conversion": "the layout of memrefs whose layout cannot "
        "be inferred",
        "use-encoding-for-memory-space": "a tensor's encoding is its buffer's "
        "memory space",
    },
}


@dataclasses.dataclass(frozen=True)
class OptionInfo:
    name: str
    type_text: str
    default: str
    meaning: str


def option_choices(pass_name: str, option: str) -> tuple[str, ...] | None:
    """The values a string option takes, if it takes a fixed set."""
    if pass_name != "one-shot-bufferize":
        return None
    from xdsl_dealloc.interfaces.bufferization_state import (
        AnalysisHeuristic,
        LayoutMapOption,
    )

    if option == "analysis-heuristic":
        return tuple(member.value for member in AnalysisHeuristic)
    if option == "function-boundary-type-conversion":
        return tuple(member.value for member in LayoutMapOption)
    if option == "unknown-type-conversion":
        return tuple(
            member.value
            for member in LayoutMapOption
            if member is not LayoutMapOption.INFER
        )
    return None


def _type_text(pass_name: str, option: str, field_type: Any) -> str:
    if get_origin(field_type) in (Union, types.UnionType):
        field_type = next(a for a in get_args(field_type) if a is not type(None))
    if field_type is bool:
        return "bool"
    if field_type is int:
        return "int >= 0"
    if field_type is str:
        choices = option_choices(pass_name, option)
        return "one of " + ", ".join(choices) if choices else "string"
    if get_origin(field_type) is Literal:
        return "one of " + ", ".join(map(str, get_args(field_type)))
    element = get_args(field_type)[0] if get_origin(field_type) is tuple else None
    if element is DialectName:
        return "dialect names"
    if element is FunctionName:
        return "function names"
    if element is str:
        return 'op names ("dialect.op")'
    return str(field_type)


def _default_text(field: dataclasses.Field[Any]) -> str:
    if field.default is not dataclasses.MISSING:
        value = field.default
    elif field.default_factory is not dataclasses.MISSING:
        value = field.default_factory()
    else:
        return "(required)"
    if isinstance(value, bool):
        return str(value).lower()
    if value is None:
        return "(unset)"
    if isinstance(value, tuple):
        return ",".join(map(str, value)) or "(none)"  # pyright: ignore[reportUnknownArgumentType]
    return str(value)


def options_of(pass_name: str, pass_class: type[ModulePass]) -> Iterator[OptionInfo]:
    hints = get_type_hints(pass_class)
    meanings = OPTION_MEANINGS.get(pass_name, {})
    for field in dataclasses.fields(pass_class):
        if not field.init or field.name == "name":
            continue
        option = field.name.replace("_", "-")
        yield OptionInfo(
            option,
            _type_text(pass_name, option, hints[field.name]),
            _default_text(field),
            meanings.get(option, ""),
        )


def passes() -> Iterator[tuple[str, type[ModulePass]]]:
    """Every pass of the package by name, the passes of xDSL's names too."""
    from xdsl_dealloc.transforms.canonicalize import MLIRCanonicalizePass
    from xdsl_dealloc.transforms.empty_tensor_to_alloc_tensor import (
        EmptyTensorToAllocTensorPass,
    )
    from xdsl_dealloc.universe import PASSES

    for name, load in sorted(PASSES.items()):
        yield name, load()
    yield "empty-tensor-to-alloc-tensor", EmptyTensorToAllocTensorPass
    yield "canonicalize", MLIRCanonicalizePass


def text() -> str:
    """Each pass with its meaning, then its options: type, default, meaning."""
    lines: list[str] = []
    for name, pass_class in sorted(passes()):
        lines.append(f"{name}: {PASS_MEANINGS.get(name, '')}")
        for option in options_of(name, pass_class):
            lines.append(
                f"  {option.name} ({option.type_text}; default {option.default}): "
                f"{option.meaning}"
            )
    return "\n".join(lines) + "\n"


def markdown() -> str:
    """The same as docs/passes.md."""
    lines = [
        "# Passes and their options",
        "",
        "Generated by `xdsl-dealloc-passes --markdown` from",
        "`xdsl_dealloc/pass_reference.py` and the pass classes (types and",
        "defaults); `xdsl-dealloc-passes` prints the same as text.  Options go",
        "in braces: `-p 'one-shot-bufferize{bufferize-function-boundaries=true}'`.",
        "",
        "| pass | what it does |",
        "| --- | --- |",
    ]
    listed = sorted(passes())
    lines += [f"| `{name}` | {PASS_MEANINGS.get(name, '')} |" for name, _ in listed]
    for name, pass_class in listed:
        options = list(options_of(name, pass_class))
        if not options:
            continue
        lines += [
            "",
            f"## `{name}`",
            "",
            "| option | type | default | meaning |",
            "| --- | --- | --- | --- |",
        ]
        lines += [
            f"| `{o.name}` | {o.type_text} | `{o.default}` | {o.meaning} |"
            for o in options
        ]
    return "\n".join(lines) + "\n"


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(
        prog="xdsl-dealloc-passes",
        description="Lists the passes of xdsl-dealloc with their options.",
    )
    parser.add_argument(
        "--markdown", action="store_true", help="print docs/passes.md instead"
    )
    arguments = parser.parse_args(argv)
    from xdsl_dealloc import register

    register()
    print(markdown() if arguments.markdown else text(), end="")
    return 0
