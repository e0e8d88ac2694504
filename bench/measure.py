"""What the benchmarks share: running `xdsl-opt` on a file alone (parse,
verify, print: the baseline) and with one pass, timed or counted in
instructions, and `mlir-opt-22` with the same pass when installed."""

from __future__ import annotations

import argparse
import re
import shutil
import subprocess
import sys
import time
from pathlib import Path

from xdsl_dealloc.testing.mlir_tools import MLIR_OPT, mlir_tools_missing

VALGRIND = [
    "valgrind",
    "--tool=cachegrind",
    "--cache-sim=no",
    "--cachegrind-out-file=/dev/null",
]


def best_times(commands: dict[str, list[str]], repeat: int) -> dict[str, float]:
    """The best of `repeat` runs of each command, the commands taking turns:
    a machine that slows down for a while slows all of them alike."""
    best = dict.fromkeys(commands, float("inf"))
    for _ in range(repeat):
        for name, command in commands.items():
            start = time.perf_counter()
            subprocess.run(command, check=True, stdout=subprocess.DEVNULL)
            best[name] = min(best[name], time.perf_counter() - start)
    return best


def instruction_counts(commands: dict[str, list[str]]) -> dict[str, int]:
    """The instructions each command executes, counted by cachegrind; the
    commands run at once, since a count does not depend on the load."""
    running = {
        name: subprocess.Popen(
            [*VALGRIND, *command],
            stdout=subprocess.DEVNULL,
            stderr=subprocess.PIPE,
            text=True,
        )
        for name, command in commands.items()
    }
    counts: dict[str, int] = {}
    for name, process in running.items():
        _, report = process.communicate()
        total = re.search(r"I\s+refs:\s+([\d,]+)", report)
        if process.returncode != 0 or total is None:
            sys.exit(f"{' '.join(commands[name])} under valgrind failed:\n{report}")
        counts[name] = int(total.group(1).replace(",", ""))
    return counts


XDSL_OPT = [sys.executable, "-m", "xdsl.tools.xdsl_opt"]
"""xdsl-opt's own module, run by this Python: an installed `xdsl-opt` may
be a shell script (pyenv's), which valgrind would count instead."""


def pass_instructions(
    path: Path, pass_name: str, baseline_passes: str | None = None
) -> tuple[float, float]:
    """Billions of instructions of `xdsl-opt FILE` (or `xdsl-opt -p
    BASELINE_PASSES FILE`) and of `xdsl-opt -p PASS FILE`."""
    baseline = ["-p", baseline_passes] if baseline_passes else []
    counts = instruction_counts(
        {
            "baseline": [*XDSL_OPT, *baseline, str(path)],
            "ours": [*XDSL_OPT, "-p", pass_name, str(path)],
        }
    )
    return counts["baseline"] / 1e9, counts["ours"] / 1e9


def pass_times(path: Path, pass_name: str, repeat: int) -> dict[str, float]:
    """Best seconds (`best_times`) of `xdsl-opt FILE` ("baseline"), of
    `xdsl-opt -p PASS FILE` ("ours") and, when installed, of `mlir-opt-22
    --PASS FILE` ("reference")."""
    xdsl_opt = shutil.which("xdsl-opt") or sys.exit("xdsl-opt is not installed")
    commands = {
        "baseline": [xdsl_opt, str(path)],
        "ours": [xdsl_opt, "-p", pass_name, str(path)],
    }
    if mlir_opt := shutil.which(MLIR_OPT):
        commands["reference"] = [mlir_opt, f"--{pass_name}", str(path)]
    return best_times(commands, repeat)


def has_mlir_opt() -> bool:
    return mlir_tools_missing() is None


def parse_arguments(parser: argparse.ArgumentParser) -> argparse.Namespace:
    """Adds `--instructions` to the benchmark's `parser` and parses the
    command line; stops with a usage error if `--instructions` is given
    and valgrind is not installed."""
    parser.add_argument(
        "--instructions",
        action="store_true",
        help="count instructions under valgrind instead of timing",
    )
    args = parser.parse_args()
    if args.instructions and shutil.which("valgrind") is None:
        parser.error("--instructions needs valgrind")
    return args
