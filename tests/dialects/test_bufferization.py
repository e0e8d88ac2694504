"""Builders, verifiers and memory effects of the bufferization ops."""

from __future__ import annotations

from collections.abc import Callable, Sequence

import pytest
from hypothesis import given
from hypothesis import strategies as st
from xdsl.context import Context
from xdsl.dialects import bufferization as xdsl_bufferization
from xdsl.dialects import func, test
from xdsl.dialects.builtin import (
    DYNAMIC_INDEX,
    Builtin,
    IndexType,
    IntegerAttr,
    MemRefType,
    ModuleOp,
    StridedLayoutAttr,
    TensorType,
    UnitAttr,
    UnrankedMemRefType,
    UnrankedTensorType,
    f32,
    i1,
    i32,
)
from xdsl.ir import Attribute, Block, Operation, Region, SSAValue
from xdsl.parser import Parser
from xdsl.traits import EffectInstance, MemoryEffectKind, get_effects
from xdsl.transforms.dead_code_elimination import is_trivially_dead
from xdsl.utils.exceptions import ParseError, VerifyException

from xdsl_dealloc.dialects.bufferization import (
    AllocTensorOp,
    Bufferization,
    CloneOp,
    DeallocOp,
    DeallocTensorOp,
    MaterializeInDestinationOp,
    ToBufferOp,
    ToTensorOp,
)

MEMREF = MemRefType(f32, [4])
UNRANKED = UnrankedMemRefType.from_type(f32)


def values(*types: Attribute) -> tuple[SSAValue, ...]:
    """Fresh SSA values of the given types, defined by a `test.op`."""
    return tuple(test.TestOp(result_types=types).results)


def parse_module(text: str) -> ModuleOp:
    ctx = Context()
    for dialect in (Builtin, func.Func, Bufferization):
        ctx.load_dialect(dialect)
    module = Parser(ctx, text).parse_module()
    module.verify()
    return module


def in_function(
    arg_types: Sequence[Attribute], build: Callable[[Sequence[SSAValue]], Operation]
) -> ModuleOp:
    """A module with `func.func @f` whose body is the op `build` makes."""
    block = Block(arg_types=arg_types)
    block.add_ops([build(block.args), func.ReturnOp()])
    return ModuleOp([func.FuncOp("f", (arg_types, []), Region(block))])


# --- bufferization.dealloc ---------------------------------------------------


def test_dealloc_builder_groups_operands_and_gives_one_i1_per_retained() -> None:
    a, u, r = values(MEMREF, UNRANKED, MemRefType(i32, [2]))
    c, d = values(i1, i1)
    op = DeallocOp([a, u], [c, d], [r])
    op.verify()
    assert tuple(op.memrefs) == (a, u)
    assert tuple(op.conditions) == (c, d)
    assert tuple(op.retained) == (r,)
    assert [res.type for res in op.updated_conditions] == [i1]


def test_dealloc_builder_without_operands_is_the_bare_form() -> None:
    op = DeallocOp()
    op.verify()
    assert not op.operands and not op.results
    assert str(op) == "bufferization.dealloc"


def test_dealloc_builder_keeps_discardable_attributes() -> None:
    (a,) = values(MEMREF)
    (c,) = values(i1)
    op = DeallocOp([a], [c], attributes={"tag": UnitAttr()})
    assert op.attributes == {"tag": UnitAttr()}
    assert str(op).endswith("{tag}")


def test_dealloc_verifier_counts_conditions() -> None:
    a, b = values(MEMREF, MEMREF)
    (c,) = values(i1)
    with pytest.raises(VerifyException, match=r"same number of conditions \(1\)"):
        DeallocOp([a, b], [c]).verify()


def test_dealloc_verifier_requires_i1_conditions() -> None:
    (a,) = values(MEMREF)
    (c,) = values(i32)
    with pytest.raises(VerifyException, match="conditions"):
        DeallocOp([a], [c]).verify()


def test_dealloc_verifier_requires_one_result_per_retained_memref() -> None:
    a, r = values(MEMREF, MEMREF)
    (c,) = values(i1)
    op = DeallocOp.create(
        operands=[a, c, r, r],
        result_types=[i1],
        properties=DeallocOp([a], [c], [r, r]).properties,
    )
    with pytest.raises(VerifyException, match=r"as many updated conditions \(1\)"):
        op.verify()


def test_dealloc_frees_each_memref_and_nothing_else() -> None:
    a, u, r = values(MEMREF, UNRANKED, MEMREF)
    c, d = values(i1, i1)
    op = DeallocOp([a, u], [c, d], [r])
    assert get_effects(op) == {
        EffectInstance(MemoryEffectKind.FREE, a),
        EffectInstance(MemoryEffectKind.FREE, u),
    }
    assert not is_trivially_dead(op)


def test_dealloc_of_nothing_has_no_effect() -> None:
    (r,) = values(MEMREF)
    assert get_effects(DeallocOp(retained=[r])) == set()


@given(
    memref_is_unranked=st.lists(st.booleans(), max_size=4),
    retained_is_unranked=st.lists(st.booleans(), max_size=4),
)
def test_dealloc_custom_form_round_trips(
    memref_is_unranked: list[bool], retained_is_unranked: list[bool]
) -> None:
    """Whatever the group sizes and types, print-then-parse gives the same IR."""
    memref_types = [UNRANKED if flag else MEMREF for flag in memref_is_unranked]
    retained_types = [UNRANKED if flag else MEMREF for flag in retained_is_unranked]
    m, r = len(memref_types), len(retained_types)

    def build(args: Sequence[SSAValue]) -> Operation:
        return DeallocOp(args[:m], args[m : 2 * m], args[2 * m :])

    module = in_function([*memref_types, *[i1] * m, *retained_types], build)
    module.verify()
    text = str(module)
    assert '"bufferization.dealloc"' not in text
    reparsed = parse_module(text)
    assert reparsed.is_structurally_equivalent(module)
    (dealloc,) = (op for op in reparsed.walk() if isinstance(op, DeallocOp))
    assert len(dealloc.updated_conditions) == r


# --- bufferization.dealloc_tensor ---------------------------------------------


def test_dealloc_tensor_builder() -> None:
    (t,) = values(TensorType(f32, [DYNAMIC_INDEX]))
    op = DeallocTensorOp(t)
    op.verify()
    assert op.tensor is t and not op.results


def test_dealloc_tensor_rejects_a_memref() -> None:
    (m,) = values(MEMREF)
    with pytest.raises(VerifyException, match="tensor"):
        DeallocTensorOp(m).verify()


# --- bufferization.clone -------------------------------------------------------


def test_clone_reads_its_input_and_allocates_its_result() -> None:
    (m,) = values(MEMREF)
    op = CloneOp(m)
    assert get_effects(op) == {
        EffectInstance(MemoryEffectKind.READ, m),
        EffectInstance(MemoryEffectKind.ALLOC, op.output),
    }


def test_unused_clone_is_trivially_dead() -> None:
    """As in MLIR, an allocation nobody uses can be dropped."""
    (m,) = values(MEMREF)
    assert is_trivially_dead(CloneOp(m))


def test_clone_may_change_the_layout_as_in_mlir() -> None:
    (m,) = values(MemRefType(f32, [4], StridedLayoutAttr([DYNAMIC_INDEX], None)))
    op = CloneOp.create(operands=[m], result_types=[MEMREF])
    op.verify()


# --- bufferization.alloc_tensor -----------------------------------------------


def test_alloc_tensor_needs_one_size_per_dynamic_dimension() -> None:
    (n,) = values(IndexType())
    AllocTensorOp(TensorType(f32, [DYNAMIC_INDEX, 4]), [n]).verify()
    with pytest.raises(VerifyException, match="has 0, expected 1"):
        AllocTensorOp(TensorType(f32, [DYNAMIC_INDEX, 4]), []).verify()
    with pytest.raises(VerifyException, match="has 1, expected 0"):
        AllocTensorOp(TensorType(f32, [4]), [n]).verify()


def test_alloc_tensor_copy_takes_no_sizes() -> None:
    tensor_type = TensorType(f32, [DYNAMIC_INDEX])
    n, t = values(IndexType(), tensor_type)
    AllocTensorOp(tensor_type, [], copy=t).verify()
    with pytest.raises(VerifyException, match="dynamic sizes not needed"):
        AllocTensorOp(tensor_type, [n], copy=t).verify()


def test_alloc_tensor_memory_space_is_a_property() -> None:
    module = parse_module(
        "%0 = bufferization.alloc_tensor() {memory_space = 1 : i64} : tensor<3xf32>"
    )
    op = module.body.block.first_op
    assert isinstance(op, AllocTensorOp)
    assert op.properties["memory_space"] == IntegerAttr(1, 64)
    assert not op.attributes


# --- to_tensor / to_buffer -----------------------------------------------------


def test_to_tensor_accepts_buffers_with_layout_and_memory_space() -> None:
    layout = StridedLayoutAttr([DYNAMIC_INDEX], None)
    (m,) = values(MemRefType(f32, [4], layout, IntegerAttr(1, 64)))
    op = ToTensorOp(m, restrict=True, writable=True)
    op.verify()
    assert op.tensor.type == TensorType(f32, [4])


def test_to_tensor_rejects_a_shape_mismatch() -> None:
    (m,) = values(MEMREF)
    op = ToTensorOp.create(operands=[m], result_types=[TensorType(f32, [5])])
    with pytest.raises(VerifyException, match="shapes do not match"):
        op.verify()


def test_to_buffer_rejects_an_element_type_mismatch() -> None:
    (t,) = values(TensorType(f32, [4]))
    op = ToBufferOp.create(operands=[t], result_types=[MemRefType(i32, [4])])
    with pytest.raises(VerifyException, match="element types do not match"):
        op.verify()


def test_to_buffer_unranked() -> None:
    (t,) = values(UnrankedTensorType(f32))
    op = ToBufferOp.create(
        operands=[t], result_types=[UNRANKED], properties={"read_only": UnitAttr()}
    )
    op.verify()
    assert str(op).endswith(" read_only : tensor<*xf32> to memref<*xf32>")


def test_to_buffer_read_only_in_the_attribute_dictionary_is_the_property() -> None:
    """As mlir-opt-22 reads `{read_only}` (and prints it `read_only`); the
    other attributes stay in the dictionary."""
    module = parse_module(
        "func.func @f(%t: tensor<4xf32>) {\n"
        "  %m = bufferization.to_buffer %t {read_only, tag = 1 : i32} "
        ": tensor<4xf32> to memref<4xf32>\n"
        "  func.return\n}"
    )
    op = next(op for op in module.walk() if isinstance(op, ToBufferOp))
    assert op.read_only == UnitAttr()
    assert set(op.attributes) == {"tag"}
    assert str(op).endswith(
        " read_only {tag = 1 : i32} : tensor<4xf32> to memref<4xf32>"
    )


def test_to_buffer_read_only_must_be_a_unit() -> None:
    with pytest.raises(ParseError, match="'read_only' failed to satisfy constraint"):
        parse_module(
            "func.func @f(%t: tensor<4xf32>) {\n"
            "  %m = bufferization.to_buffer %t {read_only = 1 : i32} "
            ": tensor<4xf32> to memref<4xf32>\n"
            "  func.return\n}"
        )


# --- materialize_in_destination -------------------------------------------------


def _materialize(
    source: SSAValue, dest: SSAValue, *, result: bool, **flags: bool
) -> MaterializeInDestinationOp:
    return MaterializeInDestinationOp.create(
        operands=[source, dest],
        result_types=[dest.type] if result else [],
        properties={name: UnitAttr() for name, on in flags.items() if on},
    )


def test_materialize_into_a_tensor_yields_it() -> None:
    s, d = values(TensorType(f32, [4]), TensorType(f32, [DYNAMIC_INDEX]))
    _materialize(s, d, result=True).verify()
    with pytest.raises(VerifyException, match="exactly one tensor result"):
        _materialize(s, d, result=False).verify()
    with pytest.raises(VerifyException, match="'writable' must be specified"):
        _materialize(s, d, result=True, writable=True).verify()
    with pytest.raises(VerifyException, match="'restrict' is valid only"):
        _materialize(s, d, result=True, restrict=True).verify()


def test_materialize_into_a_memref_needs_writable_and_no_result() -> None:
    layout = StridedLayoutAttr([DYNAMIC_INDEX], None)
    s, m = values(TensorType(f32, [4]), MemRefType(f32, [4], layout))
    _materialize(s, m, result=False, writable=True, restrict=True).verify()
    with pytest.raises(VerifyException, match="'writable' must be specified"):
        _materialize(s, m, result=False).verify()
    with pytest.raises(VerifyException, match="implies zero results"):
        op = MaterializeInDestinationOp.create(
            operands=[s, m],
            result_types=[s.type],
            properties={"writable": UnitAttr()},
        )
        op.verify()


def test_materialize_checks_shapes_and_element_types() -> None:
    s, d3, d2x2, di = values(
        TensorType(f32, [4]),
        TensorType(f32, [3]),
        TensorType(f32, [2, 2]),
        TensorType(i32, [4]),
    )
    with pytest.raises(VerifyException, match="shapes are incompatible"):
        _materialize(s, d3, result=True).verify()
    with pytest.raises(VerifyException, match="rank mismatch"):
        _materialize(s, d2x2, result=True).verify()
    with pytest.raises(VerifyException, match="same element type"):
        _materialize(s, di, result=True).verify()


# --- the dialect ----------------------------------------------------------------


def test_parsed_ops_are_xdsl_classes_and_ours() -> None:
    module = parse_module(
        """
        func.func @f(%m: memref<4xf32>, %c: i1) {
          %0 = bufferization.clone %m : memref<4xf32> to memref<4xf32>
          bufferization.dealloc (%0 : memref<4xf32>) if (%c)
          func.return
        }
        """
    )
    kinds = {type(op) for op in module.walk()}
    assert {CloneOp, DeallocOp} <= kinds
    assert CloneOp is xdsl_bufferization.CloneOp
