"""Pass options are checked before a pass runs: one line naming the pass, the
option and what it accepts, for every pass of `xdsl_dealloc.universe.PASSES`."""

from __future__ import annotations

import shutil
import subprocess
from pathlib import Path

import pytest
from xdsl.passes import PassPipeline

from xdsl_dealloc.pass_options import PassOptionError
from xdsl_dealloc.transforms.buffer_deallocation_pipeline import (
    BufferDeallocationPipelinePass,
)
from xdsl_dealloc.transforms.bufferization_lower_deallocations import (
    LowerDeallocationsPass,
)
from xdsl_dealloc.transforms.ownership_based_buffer_deallocation import (
    OwnershipBasedBufferDeallocationPass,
)
from xdsl_dealloc.universe import PASSES

EXAMPLE = Path(__file__).parents[1] / "examples" / "deallocation.mlir"

BOOLEAN = "takes true or false"
COUNT = "takes a non-negative integer"
OP_NAMES = 'takes a comma-separated list of quoted op names ("dialect.op")'
STRING = "takes a quoted string"
DIALECTS = "takes a comma-separated list of dialect names"
FUNCTIONS = "takes a comma-separated list of function names"

# (pass, option, a bad value, what the message says the option takes)
BAD_VALUES = [
    (
        "ownership-based-buffer-deallocation",
        "private-function-dynamic-ownership",
        "maybe",
        BOOLEAN,
    ),
    (
        "ownership-based-buffer-deallocation",
        "remove-existing-deallocations",
        "1",
        BOOLEAN,
    ),
    ("ownership-based-buffer-deallocation", "allocation-ops", "3", OP_NAMES),
    ("ownership-based-buffer-deallocation", "deallocation-ops", '"dealloc"', OP_NAMES),
    (
        "ownership-based-buffer-deallocation",
        "name-allocations-directly",
        '"yes"',
        BOOLEAN,
    ),
    (
        "buffer-deallocation-pipeline",
        "private-function-dynamic-ownership",
        "maybe",
        BOOLEAN,
    ),
    ("expand-realloc", "emit-deallocs", "0", BOOLEAN),
    ("bufferization-lower-deallocations", "inline-limit", "-1", COUNT),
    ("promote-buffers-to-stack", "max-alloc-size-in-bytes", "1.5", COUNT),
    ("promote-buffers-to-stack", "max-rank-of-allocated-memref", "true", COUNT),
    *(
        ("one-shot-bufferize", option, "maybe", BOOLEAN)
        for option in (
            "allow-return-allocs-from-loops",
            "allow-unknown-ops",
            "bufferize-function-boundaries",
            "check-parallel-regions",
            "copy-before-write",
            "dump-alias-sets",
            "must-infer-memory-space",
            "print-conflicts",
            "test-analysis-only",
            "use-encoding-for-memory-space",
        )
    ),
    ("one-shot-bufferize", "analysis-fuzzer-seed", "-2", COUNT),
    ("one-shot-bufferize", "analysis-heuristic", "3", STRING),
    ("one-shot-bufferize", "buffer-alignment", "1.5", COUNT),
    ("one-shot-bufferize", "dialect-filter", '"arith.constant"', DIALECTS),
    ("one-shot-bufferize", "unknown-type-conversion", "true", STRING),
    ("one-shot-bufferize", "function-boundary-type-conversion", "1", STRING),
    ("one-shot-bufferize", "no-analysis-func-filter", "3", FUNCTIONS),
    *(
        ("buffer-results-to-out-params", option, "maybe", BOOLEAN)
        for option in (
            "add-result-attr",
            "hoist-static-allocs",
            "hoist-dynamic-allocs",
            "modify-public-functions",
        )
    ),
]

# What each pass takes, as the unknown-option message lists it.
OPTIONS = {
    "ownership-based-buffer-deallocation": "private-function-dynamic-ownership, "
    "remove-existing-deallocations, allocation-ops, deallocation-ops, "
    "name-allocations-directly",
    "buffer-deallocation-simplification": "",
    "bufferization-lower-deallocations": "inline-limit",
    "expand-realloc": "emit-deallocs",
    "convert-bufferization-to-memref": "",
    "dominance-cse": "",
    "buffer-deallocation-pipeline": "private-function-dynamic-ownership",
    "buffer-hoisting": "",
    "buffer-loop-hoisting": "",
    "promote-buffers-to-stack": "max-alloc-size-in-bytes, max-rank-of-allocated-memref",
    "optimize-allocation-liveness": "",
    "test-print-liveness": "",
    "mlir-forms": "",
    "linalg-generalize-map-reduce": "",
    "one-shot-bufferize": "allow-return-allocs-from-loops, allow-unknown-ops, "
    "analysis-fuzzer-seed, analysis-heuristic, buffer-alignment, "
    "bufferize-function-boundaries, check-parallel-regions, copy-before-write, "
    "dialect-filter, dump-alias-sets, function-boundary-type-conversion, "
    "must-infer-memory-space, no-analysis-func-filter, print-conflicts, "
    "test-analysis-only, unknown-type-conversion, use-encoding-for-memory-space",
    "eliminate-empty-tensors": "",
    "drop-equivalent-buffer-results": "",
    "buffer-results-to-out-params": "add-result-attr, hoist-static-allocs, "
    "hoist-dynamic-allocs, modify-public-functions",
}


def parse(spec: str) -> PassPipeline:
    return PassPipeline.parse_spec(PASSES, spec)


def test_every_pass_and_option_is_covered():
    assert set(OPTIONS) == set(PASSES)
    with_options = {(name, option) for name, option, _, _ in BAD_VALUES}
    assert with_options == {
        (name, option)
        for name, options in OPTIONS.items()
        for option in options.split(", ")
        if option
    }


@pytest.mark.parametrize(("name", "option", "value", "takes"), BAD_VALUES)
def test_bad_values_name_the_pass_the_option_and_what_it_takes(
    name: str, option: str, value: str, takes: str
):
    shown = value.strip('"')
    with pytest.raises(PassOptionError) as error:
        parse(f"{name}{{{option}={value}}}")
    assert str(error.value) == f"{name}: option {option} {takes}, not '{shown}'"


@pytest.mark.parametrize("name", sorted(OPTIONS))
def test_unknown_options_list_the_options_the_pass_takes(name: str):
    with pytest.raises(PassOptionError) as error:
        parse(f"{name}{{no-such-option=1}}")
    takes = f"it takes {OPTIONS[name]}" if OPTIONS[name] else "it takes no options"
    assert str(error.value) == f"{name}: unknown option no-such-option; {takes}"


def test_options_without_a_value():
    # As in MLIR 22, a boolean option alone means true.
    (pipeline_pass,) = parse(
        "buffer-deallocation-pipeline{private-function-dynamic-ownership}"
    ).passes
    assert pipeline_pass == BufferDeallocationPipelinePass(
        private_function_dynamic_ownership=True
    )
    with pytest.raises(PassOptionError) as error:
        parse("bufferization-lower-deallocations{inline-limit}")
    assert str(error.value) == (
        "bufferization-lower-deallocations: option inline-limit needs a value: "
        "a non-negative integer"
    )


def test_good_values_still_make_the_pass():
    (ownership, lowering) = parse(
        'ownership-based-buffer-deallocation{allocation-ops="memref.alloc",'
        '"memref.alloca" remove-existing-deallocations=true},'
        "bufferization-lower-deallocations{inline-limit=16}"
    ).passes
    assert ownership == OwnershipBasedBufferDeallocationPass(
        remove_existing_deallocations=True,
        allocation_ops=("memref.alloc", "memref.alloca"),
    )
    assert lowering == LowerDeallocationsPass(inline_limit=16)


@pytest.mark.parametrize(
    ("spec", "message"),
    [
        (
            'ownership-based-buffer-deallocation{allocation-ops="memref.aloc"}',
            "ownership-based-buffer-deallocation: option allocation-ops names an op "
            "that does not exist (memref has no op aloc), in 'memref.aloc'",
        ),
        (
            'ownership-based-buffer-deallocation{deallocation-ops="memrf.dealloc"}',
            "ownership-based-buffer-deallocation: option deallocation-ops names an "
            "op that does not exist (no dialect is named memrf), in 'memrf.dealloc'",
        ),
        (
            "one-shot-bufferize{analysis-heuristic=sideways}",
            "one-shot-bufferize: 'sideways' is not a valid value for "
            "'analysis-heuristic' (one of bottom-up, top-down, "
            "bottom-up-from-terminators, fuzzer)",
        ),
        (
            "one-shot-bufferize{function-boundary-type-conversion=inferred}",
            "one-shot-bufferize: 'inferred' is not a valid value for "
            "'function-boundary-type-conversion' (one of fully-dynamic-layout-map, "
            "identity-layout-map, infer-layout-map)",
        ),
        (
            "one-shot-bufferize{unknown-type-conversion=infer-layout-map}",
            "one-shot-bufferize: 'infer-layout-map' is not a valid value for "
            "'unknown-type-conversion' (one of fully-dynamic-layout-map, "
            "identity-layout-map)",
        ),
        (
            "one-shot-bufferize{dump-alias-sets}",
            "one-shot-bufferize: dump-alias-sets requires test-analysis-only",
        ),
    ],
)
def test_what_options_say_is_checked_before_any_pass_runs(spec: str, message: str):
    """Op names must name an op; choices and options needing one another are
    checked when the pipeline is read, as the pass would when it runs."""
    with pytest.raises(PassOptionError) as error:
        parse(spec)
    assert str(error.value) == message


def test_option_errors_are_value_errors_for_python_callers():
    with pytest.raises(ValueError, match="takes true or false"):
        parse("expand-realloc{emit-deallocs=2}")


XDSL_OPT = shutil.which("xdsl-opt")


@pytest.mark.skipif(XDSL_OPT is None, reason="package not installed")
@pytest.mark.parametrize(
    ("spec", "line"),
    [
        (
            "buffer-deallocation-pipeline{private-function-dynamic-ownership=maybe}",
            "buffer-deallocation-pipeline: option private-function-dynamic-ownership "
            "takes true or false, not 'maybe'",
        ),
        (
            "canonicalize,ownership-based-buffer-deallocation{private-function=true}",
            "ownership-based-buffer-deallocation: unknown option private-function; "
            "it takes " + OPTIONS["ownership-based-buffer-deallocation"],
        ),
    ],
)
def test_xdsl_opt_prints_one_line_and_fails(spec: str, line: str):
    assert XDSL_OPT is not None
    result = subprocess.run(
        [XDSL_OPT, "-p", spec, str(EXAMPLE)], capture_output=True, text=True, timeout=60
    )
    assert result.returncode != 0
    assert result.stdout == ""
    assert result.stderr == line + "\n"
