"""The buffer-level optimizations on whole programs, and next to MLIR 22's.

`check_optimized(text)` runs `OPTIMIZATIONS` followed by
`buffer-deallocation-pipeline` and checks the output as generated programs
are checked (`differential.check_program`: verifies, mlir-opt-22 accepts
it, the sanitizer finds nothing for any input); `counters(text)` gives the
sanitizer's counters (executed heap allocations, peak live heap bytes) of
the program deallocated without and with the optimizations.

`compare_allocation_liveness(text)` deallocates the program with our
pipeline, then runs `optimize-allocation-liveness`, ours and mlir-opt-22's,
on that output: ours must run clean; MLIR 22's output, when it verifies, is
compared with ours.

`optimization_decisions(text)` runs only `OPTIMIZATIONS`, ours and
`mlir-opt-22`'s, on the program with every allocation and every op holding
regions tagged (a discardable `OPTIMIZATION_TAG` attribute, which both keep
on the ops they move), and says for each allocation whether it stayed,
moved (to which block) or was promoted to the stack.
"""

from __future__ import annotations

from dataclasses import dataclass
from enum import Enum

from xdsl.dialects.builtin import IntegerAttr, ModuleOp
from xdsl.ir import Operation

from xdsl_dealloc.analysis.walk import ops_in
from xdsl_dealloc.interfaces.memory_effects import allocated_results
from xdsl_dealloc.sanitizer import Counters, parse_module
from xdsl_dealloc.testing.deallocation.differential import check_output, check_program
from xdsl_dealloc.testing.mlir_tools import mlir_opt_output
from xdsl_dealloc.testing.pipelines import (
    Failure,
    PipelineOptions,
    Status,
    run_our_pipeline,
)

OPTIMIZATIONS = "buffer-hoisting,buffer-loop-hoisting,promote-buffers-to-stack"
"""The optimizations, in the order of the pipeline of the 2023 LLVM
Developers' Meeting bufferization tutorial."""
OPTIMIZATION_TAG = "optimization_tag"


@dataclass(frozen=True)
class _Optimized(PipelineOptions):
    """The deallocation pipeline after the optimizations."""

    def ours(self) -> str:
        return f"{OPTIMIZATIONS},{super().ours()}"


def check_optimized(text: str) -> Failure | None:
    """Why the program's output of the optimizations and deallocation is
    wrong, None if it is right."""
    return check_program(text, _Optimized())


def counters(text: str) -> tuple[Counters, Counters]:
    """The sanitizer's counters (all inputs) of the program deallocated, and
    optimized and deallocated."""
    return _counters(text, PipelineOptions()), _counters(text, _Optimized())


def _counters(text: str, options: PipelineOptions) -> Counters:
    check = check_output(run_our_pipeline(text, options), "<input>")
    if check.counters is None:
        raise ValueError(f"the pipeline's output does not run: {check.run.message}")
    return check.counters


@dataclass(frozen=True)
class _DeallocatedThen(PipelineOptions):
    """The deallocation pipeline, then `optimize-allocation-liveness`."""

    def ours(self) -> str:
        return f"{super().ours()},optimize-allocation-liveness"


@dataclass(frozen=True)
class LivenessComparison:
    failure: Failure | None
    """Why our output of the pipeline and the pass is wrong, if it is."""
    same_as_mlir: bool | None
    """Whether mlir-opt-22 prints both passes' outputs alike; None when MLIR
    22's does not verify (it moves a free after the block's terminator when
    a value that may hold the buffer is returned)."""


def compare_allocation_liveness(text: str) -> LivenessComparison:
    failure = check_program(text, _DeallocatedThen())
    deallocated = run_our_pipeline(text).output
    ours = run_our_pipeline(text, _DeallocatedThen()).output
    try:
        mlir = mlir_opt_output(deallocated, "--optimize-allocation-liveness")
    except RuntimeError:
        return LivenessComparison(failure, None)
    return LivenessComparison(failure, mlir == mlir_opt_output(ours))


class Decision(Enum):
    STAYED = "stayed"
    MOVED = "moved"
    PROMOTED = "promoted"


Place = tuple[int, int, int]
"""A block: the tag of the op holding it, the region's and the block's index."""


@dataclass(frozen=True)
class Placement:
    """What the optimizations did with one allocation, and where it is."""

    decision: Decision
    place: Place | None
    """Where the allocation is afterwards (None when promoted)."""


@dataclass(frozen=True)
class Decisions:
    """Per tagged allocation, what the optimizations did: ours and MLIR's."""

    ours: dict[int, Placement]
    mlir: dict[int, Placement]
    descriptions: dict[int, str]
    """Each allocation: its function and its text in the input."""

    def count(self, side: dict[int, Placement], decision: Decision) -> int:
        return sum(1 for placement in side.values() if placement.decision is decision)

    def differences(self) -> list[int]:
        return [tag for tag in self.ours if self.ours[tag] != self.mlir.get(tag)]

    def mlir_only(self) -> list[int]:
        """Allocations MLIR moved or promoted and we left, or handled
        differently (moved elsewhere, promoted where we moved)."""
        return [
            tag
            for tag in self.differences()
            if self.mlir[tag].decision is not Decision.STAYED
        ]


def optimization_decisions(text: str) -> Decisions:
    tagged = parse_module(text)
    descriptions = _tag(tagged)
    tagged_text = str(tagged)
    before = _places(tagged)
    ours = run_our_pipeline(tagged_text, _OptimizationsOnly())
    if ours.status is not Status.ACCEPTED:
        raise ValueError(f"our optimizations fail: {ours.message}")
    flags = [f"--{name}" for name in OPTIMIZATIONS.split(",")]
    mlir = mlir_opt_output(tagged_text, *flags)
    return Decisions(
        _placements(before, _places(parse_module(ours.output))),
        _placements(before, _places(parse_module(mlir))),
        descriptions,
    )


@dataclass(frozen=True)
class _OptimizationsOnly(PipelineOptions):
    def ours(self) -> str:
        return OPTIMIZATIONS


def _tag(module: ModuleOp) -> dict[int, str]:
    """Tags allocations and region holders; describes the allocations."""
    descriptions: dict[int, str] = {}
    function = "?"
    for number, op in enumerate(ops_in(module)):
        if op.name == "func.func":
            function = op.properties["sym_name"].data  # pyright: ignore
        if op is not module and (op.regions or allocated_results(op)):
            op.attributes[OPTIMIZATION_TAG] = IntegerAttr(number, 64)
        if allocated_results(op):
            descriptions[number] = f"@{function}: {op}"
    return descriptions


def _tag_of(op: Operation) -> int | None:
    tag = op.attributes.get(OPTIMIZATION_TAG)
    return tag.value.data if isinstance(tag, IntegerAttr) else None


def _places(module: ModuleOp) -> dict[int, tuple[Place, bool]]:
    """Where each tagged allocation is, and whether it is on the stack."""
    places: dict[int, tuple[Place, bool]] = {}
    for op in ops_in(module):
        tag = _tag_of(op)
        allocated = allocated_results(op)
        if tag is None or not allocated:
            continue
        block = op.parent_block()
        region = op.parent_region()
        holder = op.parent_op()
        assert block is not None and region is not None and holder is not None
        place = (
            _tag_of(holder) or -1,
            list(holder.regions).index(region),
            list(region.blocks).index(block),
        )
        places[tag] = (place, allocated[0][1])
    return places


def _placements(
    before: dict[int, tuple[Place, bool]], after: dict[int, tuple[Place, bool]]
) -> dict[int, Placement]:
    """A tagged op gone or on the stack now was promoted (MLIR's alloca
    keeps the attributes of the alloc it replaces, ours does not)."""
    placements: dict[int, Placement] = {}
    for tag, (place, on_stack) in before.items():
        now = after.get(tag)
        if now is None or now[1] and not on_stack:
            placements[tag] = Placement(Decision.PROMOTED, None)
        elif now[0] != place:
            placements[tag] = Placement(Decision.MOVED, now[0])
        else:
            placements[tag] = Placement(Decision.STAYED, place)
    return placements
