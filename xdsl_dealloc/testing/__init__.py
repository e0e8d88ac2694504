"""Differential testing of the deallocation pipeline against MLIR 22.

- `program_generator`: random well-formed buffer programs, reproducible from
  a seed (`generate_program(seed, GeneratorConfig())`);
- `differential`: runs our `buffer-deallocation-pipeline` and
  `mlir-opt-22 --buffer-deallocation-pipeline` on a program, checks both
  outputs (mlir-opt-22 acceptance, the memory sanitizer) and counts what each
  pipeline inserted (`compare_program`, `check_program`);
- `shrinking`: reduces a failing program while the failure persists;
- `native`: lowers a program with mlir-opt-22 and runs it with
  mlir-runner-22, counting allocations and frees.

These modules live in the package rather than under `tests/` because the test
suite and the campaign and report scripts (`scripts/fuzz_campaign.py`,
`scripts/compare_with_mlir.py`) share them, and a downstream user can point
them at a pipeline of their own.  Everything needing MLIR's tools says so
through `mlir_tools_missing()`.
"""
