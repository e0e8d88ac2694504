"""`xdsl-dealloc-check FILE [--function NAME]`: the sanitizer on the command line.

Exit status: 0 when every run is clean, 1 on any finding, 2 when the input
cannot be checked (unreadable or unparsable file, unknown function,
unsupported op or argument type), with a one-line message on stderr.
"""

from __future__ import annotations

import argparse
import sys
from collections.abc import Sequence

from xdsl_dealloc.sanitizer.findings import SanitizerInputError
from xdsl_dealloc.sanitizer.harness import check_module


def _arguments(argv: Sequence[str] | None) -> argparse.Namespace:
    parser = argparse.ArgumentParser(
        prog="xdsl-dealloc-check",
        description="Execute buffer IR and report leaks, double frees, invalid "
        "frees, uses after free and misused bufferization.dealloc ops.",
    )
    parser.add_argument("file", help="an MLIR file, or - for standard input")
    parser.add_argument(
        "--function", help="check only this function (private ones too)"
    )
    return parser.parse_args(argv)


def main(argv: Sequence[str] | None = None) -> int:
    arguments = _arguments(argv)
    try:
        if arguments.file == "-":
            text, filename = sys.stdin.read(), "<stdin>"
        else:
            with open(arguments.file, encoding="utf-8") as file:
                text, filename = file.read(), arguments.file
        report = check_module(text, arguments.function, filename=filename)
    except OSError as error:
        print(f"xdsl-dealloc-check: error: {error}", file=sys.stderr)
        return 2
    except SanitizerInputError as error:
        message = " ".join(str(error).split())
        print(f"xdsl-dealloc-check: error: {message}", file=sys.stderr)
        return 2
    print(report.format())
    return 0 if report.clean else 1


if __name__ == "__main__":
    sys.exit(main())
