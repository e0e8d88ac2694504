"""Reading the text of `test-print-liveness` (ours or MLIR's) into data.

The op text differs between the tools (MLIR's and xDSL's syntax), so only what
is independent of it is extracted: per block, the live-in and live-out names,
the number of ops in each value's live interval and the currently-live set of
each op that has one.
"""

from __future__ import annotations

import re
from dataclasses import dataclass

_REFERENCE = r"(?:val_\d+|arg\d+@\d+)"
_CURRENTLY_LIVE = re.compile(rf"\[((?:{_REFERENCE} )*)\x08\]")


@dataclass(frozen=True)
class BlockReport:
    live_in: tuple[str, ...]
    live_out: tuple[str, ...]
    interval_lengths: tuple[tuple[str, int], ...]
    currently_live: tuple[tuple[str, ...], ...]


def _section(text: str, begin: str, end: str) -> str:
    start = text.index(begin) + len(begin)
    return text[start : text.index(end, start)]


def _block_report(text: str) -> BlockReport:
    live_in = re.search(r"^// --- LiveIn: (.*)$", text, re.MULTILINE)
    live_out = re.search(r"^// --- LiveOut: (.*)$", text, re.MULTILINE)
    assert live_in is not None and live_out is not None, text
    intervals = re.split(
        r"// (val_\d+) :",
        _section(text, "// --- BeginLivenessIntervals", "// --- EndLivenessIntervals"),
    )
    interval_lengths = tuple(
        (name, ops.count("\n//     "))
        for name, ops in zip(intervals[1::2], intervals[2::2], strict=True)
    )
    currently_live = tuple(
        tuple(match.split())
        for match in _CURRENTLY_LIVE.findall(
            _section(text, "// --- BeginCurrentlyLive", "// --- EndCurrentlyLive")
        )
    )
    return BlockReport(
        tuple(live_in.group(1).split()),
        tuple(live_out.group(1).split()),
        interval_lengths,
        currently_live,
    )


def parse_liveness_report(text: str) -> dict[str, dict[int, BlockReport]]:
    """Function name to (block number to its report)."""
    functions = re.split(r"^Testing : (\S*)\n", text, flags=re.MULTILINE)
    reports: dict[str, dict[int, BlockReport]] = {}
    for name, body in zip(functions[1::2], functions[2::2], strict=True):
        assert body.startswith("// ---- Liveness -----\n"), body
        blocks = re.split(r"^// - Block: (\d+)\n", body, flags=re.MULTILINE)
        reports[name] = {
            int(number): _block_report(chunk)
            for number, chunk in zip(blocks[1::2], blocks[2::2], strict=True)
        }
    return reports
