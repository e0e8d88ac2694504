"""`eliminate-empty-tensors` before One-Shot Bufferize, ours against MLIR
22's, on the programs of the One-Shot corpus
(`corpus.CorpusProgram`) that reach it: a
`tensor.empty` and a subset insertion (`tensor.insert_slice`,
`bufferization.materialize_in_destination`).  `ours_after` and
`mlir_after` run another tensor pass first as well
(`empty-tensor-to-alloc-tensor`).

`elimination_comparison(program)` bufferizes the program four ways (ours
and MLIR's, with and without the elimination first, with the program's
One-Shot options), then frees and runs each (`Execution`).
`scripts/compare_empty_tensor_elimination.py` prints the table of
docs/one-shot-bufferize.md from it.
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from xdsl_dealloc.testing.bufferization.corpus import (
    CorpusProgram,
    Execution,
    execute_bufferized,
    run_mlir,
    run_ours,
)
from xdsl_dealloc.testing.mlir_tools import mlir_opt_output

ELIMINATION = "eliminate-empty-tensors"


def reaches_elimination(program: CorpusProgram) -> bool:
    return "tensor.empty" in program.text and bool(
        re.search(r"tensor\.insert_slice|materialize_in_destination", program.text)
    )


def ours_after(program: CorpusProgram, tensor_pass: str = ELIMINATION) -> Execution:
    """Our `tensor_pass`, then our One-Shot Bufferize (the program's options)."""
    return run_ours(program, f"{tensor_pass},{program.our_pass()}")


def mlir_after(program: CorpusProgram, tensor_pass: str = ELIMINATION) -> Execution:
    """`mlir-opt-22`'s `tensor_pass`, then its One-Shot Bufferize."""
    try:
        bufferized = mlir_opt_output(
            program.text, f"--{tensor_pass}", program.mlir_pass()
        )
    except RuntimeError as error:
        return Execution(error=str(error))
    return execute_bufferized(bufferized, program.argument_names())


@dataclass(frozen=True)
class EliminationComparison:
    program: CorpusProgram
    ours_without: Execution
    ours_with: Execution
    mlir_without: Execution
    mlir_with: Execution

    def row(self) -> str:
        """`| program | options | ours | ours, eliminated | MLIR | MLIR,
        eliminated | values |`, each count `allocations / copies`."""
        executions = (
            self.ours_without,
            self.ours_with,
            self.mlir_without,
            self.mlir_with,
        )
        counts = [_counts(execution) for execution in executions]
        same = all(
            execution.ok and execution.outcomes == self.mlir_without.outcomes
            for execution in executions
        )
        options = " ".join(self.program.options) or "(default)"
        values = "same" if same else "differ"
        return (
            f"| `{self.program.name}` | {options} | {' | '.join(counts)} | {values} |"
        )


def _counts(execution: Execution) -> str:
    if execution.counts is None:
        return "(not bufferized)"
    return f"{execution.counts.allocations} / {execution.counts.copies}"


def elimination_comparison(program: CorpusProgram) -> EliminationComparison:
    return EliminationComparison(
        program,
        run_ours(program),
        ours_after(program),
        run_mlir(program),
        mlir_after(program),
    )
