"""`BufferDeallocationOpInterface` models, one module per dialect: the ops
that handle their own deallocation (`arith.select`, `cf.cond_br`,
`cf.switch`, `scf.reduce.return`, `scf.forall.in_parallel`) instead of the
pass's generic handlers."""

from __future__ import annotations


def register() -> None:
    """Attaches every deallocation model of this package to its op class."""
    from xdsl_dealloc.models.deallocation import arith, cf, scf

    for dialect in (arith, cf, scf):
        dialect.register()
