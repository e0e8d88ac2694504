"""Running MLIR 22's tools, `mlir-opt-22` and `mlir-runner-22`.

Every comparison with MLIR goes through this module, so the tools' names,
time limit and error reporting are decided once:

* `run_mlir_opt(text, *arguments)`: the completed run, for callers that
  judge its exit status themselves (a crash, a rejection);
* `mlir_opt_output(text, *arguments)`: what it prints, or `MlirToolError`;
* `mlir_opt_rejection(text)`: its first error on `text`, None if it accepts it;
* `run_mlir_runner(lowered, *arguments)`: `mlir-runner-22` on a program in
  the LLVM dialect, the completed run;
* `mlir_tools_missing()`, `runner_library()`: whether the tools are here.
"""

from __future__ import annotations

import shutil
import subprocess
from pathlib import Path

MLIR_OPT = "mlir-opt-22"
MLIR_RUNNER = "mlir-runner-22"
TIMEOUT_SECONDS = 120

UNREGISTERED_IN_MLIR = "dealloc_test."
"""Ops of ours that MLIR 22 reads only as unregistered ops."""


class MlirToolError(RuntimeError):
    """An MLIR tool failed; the message names the run and its first error,
    `stderr` holds all it wrote."""

    def __init__(self, command: str, stderr: str) -> None:
        super().__init__(f"{command} failed: {_first_error(stderr)}")
        self.stderr = stderr


def _first_error(stderr: str) -> str:
    """The first `error:` line of a tool's diagnostics, without its location."""
    for line in stderr.splitlines():
        if "error:" in line:
            return line.split("error:", 1)[1].strip()
    return stderr.strip().splitlines()[0] if stderr.strip() else "no diagnostic"


def mlir_tools_missing() -> str | None:
    """Why the comparisons with MLIR cannot run here, or None when they can."""
    if shutil.which(MLIR_OPT) is None:
        return (
            f"{MLIR_OPT} is not installed (Debian/Ubuntu: apt-get install "
            "mlir-22-tools); the differential checks compare with it"
        )
    return None


def runner_library() -> str | None:
    """libmlir_c_runner_utils next to mlir-runner-22 (printI64, memrefCopy)."""
    runner = shutil.which(MLIR_RUNNER)
    if runner is None:
        return None
    library_dir = Path(runner).resolve().parent.parent / "lib"
    candidates = sorted(library_dir.glob("libmlir_c_runner_utils.so*"))
    return str(candidates[0]) if candidates else None


def run_mlir_opt(
    text: str, *arguments: str, timeout: float = TIMEOUT_SECONDS
) -> subprocess.CompletedProcess[str]:
    """`mlir-opt-22 ARGUMENTS` on `text` (ops of ours MLIR lacks allowed
    as unregistered ones)."""
    if UNREGISTERED_IN_MLIR in text:
        arguments = ("--allow-unregistered-dialect", *arguments)
    return subprocess.run(
        [MLIR_OPT, *arguments],
        input=text,
        capture_output=True,
        text=True,
        timeout=timeout,
    )


def mlir_opt_output(text: str, *arguments: str) -> str:
    """What `mlir-opt-22 ARGUMENTS` prints for `text`; raises
    `MlirToolError` if it fails."""
    result = run_mlir_opt(text, *arguments)
    if result.returncode != 0:
        command = " ".join((MLIR_OPT, *arguments))
        raise MlirToolError(command, result.stderr)
    return result.stdout


def mlir_opt_rejection(text: str, *arguments: str) -> str | None:
    """mlir-opt-22's first error on `text` (parse and verify, then
    `arguments`), None if it accepts it."""
    result = run_mlir_opt(text, *arguments)
    return None if result.returncode == 0 else _first_error(result.stderr)


def run_mlir_runner(
    lowered: str, *arguments: str, timeout: float = TIMEOUT_SECONDS
) -> subprocess.CompletedProcess[str]:
    """`mlir-runner-22 ARGUMENTS` on `lowered` (LLVM dialect)."""
    return subprocess.run(
        [MLIR_RUNNER, *arguments],
        input=lowered,
        capture_output=True,
        text=True,
        timeout=timeout,
    )
