"""Testing the passes against MLIR 22: generated programs, corpora, and the
comparison of our output with `mlir-opt-22`'s, judged by running both.

Shared by every concern:

- `mlir_tools`: the one module that runs `mlir-opt-22` and `mlir-runner-22`
  (`mlir_tools_missing()` says whether they are installed);
- `pipelines`: our passes run in process (`run_our_pipeline`), and the
  `Failure` a property reports;
- `native`: a program lowered by MLIR 22 and run natively, counting
  allocations and frees;
- `campaign`: many generated programs checked in worker processes;
- `shrinking`: a failing program reduced while it fails the same way.

By concern:

- `deallocation/`: the deallocation pipeline against MLIR's
  (`differential`), its program generator, and the buffer optimizations
  (`buffer_optimizations`);
- `bufferization/`: One-Shot Bufferize against MLIR's: both bufferizations
  and their in-place decisions (`one_shot`), the One-Shot corpus and its
  harness (`corpus`), MLIR's own One-Shot tests (`upstream`), the tensor
  program and module generators and their property (`fuzzing`), runs
  compiled by MLIR (`native`), and `eliminate-empty-tensors`;
- `frontend/`: the frontend corpus (tensor models from ONNX) run through
  both pipelines and executed (`corpus`, with its C runtime).

These modules live in the package rather than under `tests/` because the
test suite and the campaign and report scripts (`scripts/`) share them, and
a downstream user can point them at a pipeline of their own.
"""
