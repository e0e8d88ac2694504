"""Every test runs with the package registered, as under `xdsl-opt`."""

import xdsl_dealloc


def pytest_configure() -> None:
    xdsl_dealloc.register()
