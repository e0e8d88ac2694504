"""xDSL's own FileCheck suite gives the same results with the plugin as without.

xDSL's wheel installs its lit tests (`site-packages/tests/filecheck`).  This
runs them once, in place, with the plugin installed, and compares each
test's result with the one plain xDSL gives, kept beside this script
(`xdsl_suite_baseline.txt`: xDSL's version, the number of tests and the
result of every test that does not pass).  It fails if any test's result
differs, and prints those.

`--baseline` recomputes that file: it runs the suite with the plugin's
`xdsl.universe` entry point hidden from every Python process lit starts
(lit passes only `PATH` on, so a directory of wrappers put first on it gives
each tool a `PYTHONPATH` whose `sitecustomize` filters the entry point out).

    python scripts/xdsl_suite_unchanged.py [-j N] [--baseline]
"""

from __future__ import annotations

import argparse
import os
import re
import subprocess
import sys
import sysconfig
import tempfile
import time
from importlib.metadata import version
from pathlib import Path

BASELINE = Path(__file__).with_name("xdsl_suite_baseline.txt")

_HIDE_PLUGIN = """\
import importlib.metadata as _metadata

_entry_points = _metadata.entry_points


def entry_points(**params):
    found = _entry_points(**params)
    if params.get("group") != "xdsl.universe":
        return found
    return _metadata.EntryPoints(
        entry for entry in found if not entry.value.startswith("xdsl_dealloc")
    )


_metadata.entry_points = entry_points
"""

_RESULT = re.compile(r"^([A-Z]+): xDSL :: (\S+) \(\d+ of \d+\)$", re.MULTILINE)


def _suite() -> Path:
    return Path(sysconfig.get_paths()["purelib"]) / "tests" / "filecheck"


def _without_plugin_path(scratch: Path) -> str:
    """A `PATH` whose first directory wraps every tool of this environment so
    that it runs with the plugin's entry point hidden."""
    site = scratch / "site"
    site.mkdir()
    (site / "sitecustomize.py").write_text(_HIDE_PLUGIN)
    wrappers = scratch / "bin"
    wrappers.mkdir()
    tools = Path(sys.executable).parent
    for tool in tools.iterdir():
        if not os.access(tool, os.X_OK) or tool.is_dir():
            continue
        wrapper = wrappers / tool.name
        wrapper.write_text(f'#!/bin/sh\nPYTHONPATH="{site}" exec "{tool}" "$@"\n')
        wrapper.chmod(0o755)
    return f"{wrappers}{os.pathsep}{os.environ.get('PATH', '')}"


def _run_lit(jobs: int, path_env: str) -> dict[str, str]:
    """Each test's result (`PASS`, `FAIL`, `UNSUPPORTED`, ...), by name."""
    env = {**os.environ, "PATH": path_env}
    lit = [str(Path(sys.executable).parent / "lit"), "-v", f"-j{jobs}", str(_suite())]
    done = subprocess.run(lit, env=env, capture_output=True, text=True)
    results = {name: code for code, name in _RESULT.findall(done.stdout)}
    if not results:
        sys.exit(f"lit ran no test:\n{done.stdout}\n{done.stderr}")
    return results


def _write_baseline(results: dict[str, str]) -> None:
    lines = [
        f"# xDSL {version('xdsl')}'s FileCheck suite without the plugin: "
        "the number of tests, then each test that does not pass.",
        f"xdsl {version('xdsl')}",
        f"tests {len(results)}",
        *(f"{code} {name}" for name, code in sorted(results.items()) if code != "PASS"),
    ]
    BASELINE.write_text("\n".join(lines) + "\n")


def _read_baseline() -> tuple[str, int, dict[str, str]]:
    """xDSL's version, the number of tests, the results other than `PASS`."""
    xdsl_version, count, others = "", 0, dict[str, str]()
    for line in BASELINE.read_text().splitlines():
        if not line or line.startswith("#"):
            continue
        key, value = line.split(" ", 1)
        if key == "xdsl":
            xdsl_version = value
        elif key == "tests":
            count = int(value)
        else:
            others[value] = key
    return xdsl_version, count, others


def _differences(results: dict[str, str]) -> list[str]:
    xdsl_version, count, others = _read_baseline()
    if xdsl_version != version("xdsl"):
        return [
            f"the baseline is of xDSL {xdsl_version}, this is {version('xdsl')}: "
            "recompute it with --baseline"
        ]
    found = [
        f"{name}: {others.get(name, 'PASS')} without the plugin, {code} with it"
        for name, code in sorted(results.items())
        if code != others.get(name, "PASS")
    ]
    found += [
        f"{name}: {code} without the plugin, not run with it"
        for name, code in sorted(others.items())
        if name not in results
    ]
    if len(results) != count:
        found.append(f"{count} tests without the plugin, {len(results)} with it")
    return found


def main() -> int:
    parser = argparse.ArgumentParser(description=(__doc__ or "").splitlines()[0])
    parser.add_argument("-j", "--jobs", type=int, default=os.cpu_count() or 1)
    parser.add_argument(
        "--baseline",
        action="store_true",
        help=f"recompute {BASELINE.name} (runs the suite without the plugin)",
    )
    args = parser.parse_args()
    started = time.monotonic()
    if args.baseline:
        with tempfile.TemporaryDirectory() as scratch:
            results = _run_lit(args.jobs, _without_plugin_path(Path(scratch)))
        _write_baseline(results)
        failing = sum(code != "PASS" for code in results.values())
        print(f"{BASELINE.name}: {len(results)} tests, {failing} not passing")
        return 0
    results = _run_lit(args.jobs, os.environ.get("PATH", ""))
    differing = _differences(results)
    for line in differing:
        print(line)
    seconds = time.monotonic() - started
    print(
        f"xDSL's suite: {len(results)} tests, {len(differing)} differences "
        f"from plain xDSL ({seconds:.0f} s)"
    )
    return 1 if differing else 0


if __name__ == "__main__":
    sys.exit(main())
