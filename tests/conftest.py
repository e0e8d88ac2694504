"""Every test runs with the package registered, as under `xdsl-opt`."""

import os

import pytest

import xdsl_dealloc


def pytest_configure() -> None:
    xdsl_dealloc.register()


@pytest.fixture
def campaign_processes() -> int:
    """Worker processes for a test's campaign: the machine's two cores, or
    one where pytest-xdist already runs a test on each core."""
    if os.environ.get("PYTEST_XDIST_WORKER"):
        return 1
    return min(2, os.cpu_count() or 1)
