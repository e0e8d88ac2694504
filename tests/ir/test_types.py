"""`ir.types`' answers, known per attribute class, are `isinstance`'s: on
the values of generated memref and tensor programs."""

from __future__ import annotations

import pytest
from xdsl.dialects.builtin import (
    MemRefType,
    TensorType,
    UnrankedMemRefType,
    UnrankedTensorType,
)
from xdsl.ir import SSAValue

from xdsl_dealloc.analysis.walk import ops_in
from xdsl_dealloc.ir.types import (
    is_memref,
    is_memref_type,
    is_tensor,
    is_tensor_type,
    memref_values,
)
from xdsl_dealloc.sanitizer.harness import parse_module
from xdsl_dealloc.testing.bufferization.module_generator import (
    generate_tensor_module,
)
from xdsl_dealloc.testing.deallocation.program_generator import generate_program


def _value_lists(text: str) -> list[list[SSAValue]]:
    """The operands, results and block arguments of every op and block."""
    lists: list[list[SSAValue]] = []
    for op in ops_in(parse_module(text)):
        lists += [list(op.operands), list(op.results)]
        lists += [
            list[SSAValue](block.args)
            for region in op.regions
            for block in region.blocks
        ]
    return lists


@pytest.mark.parametrize(
    "text",
    [generate_program(seed) for seed in range(8)]
    + [generate_tensor_module(seed) for seed in range(8)],
)
def test_answers_are_isinstance(text: str) -> None:
    memref_types = (MemRefType, UnrankedMemRefType)
    tensor_types = (TensorType, UnrankedTensorType)
    seen = 0
    for values in _value_lists(text):
        assert memref_values(values) == [
            value for value in values if isinstance(value.type, memref_types)
        ]
        for value in values:
            memref = isinstance(value.type, memref_types)
            tensor = isinstance(value.type, tensor_types)
            assert is_memref(value) is memref
            assert is_memref_type(value.type) is memref
            assert is_tensor(value) is tensor
            assert is_tensor_type(value.type) is tensor
            seen += memref or tensor
    assert seen
