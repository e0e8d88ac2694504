"""Python's cyclic garbage collector paused while a pass rewrites a module.

A pass builds and drops many short-lived objects around a long-lived
module: each young collection the allocations trigger would rescan much of
the new module only to keep it."""

from __future__ import annotations

import gc
from collections.abc import Iterator
from contextlib import contextmanager


@contextmanager
def collector_paused() -> Iterator[None]:
    """Runs the body with the collector off (if it was on), then moves what
    the body allocated into the oldest generation before turning it back
    on: most of that is the module's new ops, which the first young
    collection would scan only to keep them; the body's cyclic garbage is
    found by the next full collection instead."""
    collecting = gc.isenabled()
    gc.disable()
    try:
        yield
    finally:
        if collecting:
            _age_new_objects()
            gc.enable()


def _age_new_objects() -> None:
    """Freezing and unfreezing moves the young generations into the oldest
    one; skipped if the program has frozen objects of its own, which the
    unfreeze would release."""
    if gc.get_freeze_count() == 0:
        gc.freeze()
        gc.unfreeze()
