"""xDSL's own FileCheck suite gives the same results with the plugin as without.

xDSL's wheel installs its lit tests (`site-packages/tests/filecheck`).  This
runs them twice in place: once as installed, and once with the plugin's
`xdsl.universe` entry point hidden from every Python process lit starts (lit
passes only `PATH` on, so a directory of wrappers put first on it gives each
tool a `PYTHONPATH` whose `sitecustomize` filters the entry point out).  It
fails if any test's result differs between the two runs, and prints those.

    python scripts/xdsl_suite_unchanged.py [-j N] [SUBDIR ...]
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
from pathlib import Path

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


def _run_lit(paths: list[Path], jobs: int, path_env: str) -> dict[str, str]:
    env = {**os.environ, "PATH": path_env}
    lit = [
        str(Path(sys.executable).parent / "lit"),
        "-v",
        f"-j{jobs}",
        *map(str, paths),
    ]
    done = subprocess.run(lit, env=env, capture_output=True, text=True)
    results = dict((name, code) for code, name in _RESULT.findall(done.stdout))
    if not results:
        sys.exit(f"lit ran no test:\n{done.stdout}\n{done.stderr}")
    return results


def main() -> int:
    parser = argparse.ArgumentParser(description=(__doc__ or "").splitlines()[0])
    parser.add_argument("-j", "--jobs", type=int, default=os.cpu_count() or 1)
    parser.add_argument("subdirs", nargs="*", help="parts of the suite only")
    args = parser.parse_args()
    suite = _suite()
    paths = [suite / subdir for subdir in args.subdirs] or [suite]
    with tempfile.TemporaryDirectory() as scratch:
        started = time.monotonic()
        with_plugin = _run_lit(paths, args.jobs, os.environ.get("PATH", ""))
        without = _run_lit(paths, args.jobs, _without_plugin_path(Path(scratch)))
    differing = sorted(
        name
        for name in with_plugin.keys() | without.keys()
        if with_plugin.get(name) != without.get(name)
    )
    for name in differing:
        print(
            f"{name}: {without.get(name, 'absent')} without the plugin, "
            f"{with_plugin.get(name, 'absent')} with it"
        )
    seconds = time.monotonic() - started
    print(
        f"xDSL's suite: {len(without)} tests, {len(differing)} with another "
        f"result with the plugin ({seconds:.0f} s)"
    )
    return 1 if differing else 0


if __name__ == "__main__":
    sys.exit(main())
