"""Registering a model leaves an op class's own traits first, in their order:
`get_trait` returns the first match, and xDSL looks traits up for every op it
verifies (the callee of a `func.call` by scanning the module's functions for
their `SymbolOpInterface`)."""

from __future__ import annotations

from xdsl.dialects import arith, cf, func, scf
from xdsl.irdl import IRDLOperation, irdl_op_definition, traits_def
from xdsl.traits import IsTerminator, NoMemoryEffect, Pure, SymbolOpInterface

from xdsl_dealloc.interfaces.control_flow import RegionBranchOpInterface
from xdsl_dealloc.interfaces.registry import (
    add_traits,
    get_interface,
    register_interface,
)
from xdsl_dealloc.models.scf import ScfIf


@irdl_op_definition
class _ThreeTraitsOp(IRDLOperation):
    name = "order.three"
    traits = traits_def(Pure(), IsTerminator(), SymbolOpInterface())


def test_registered_models_come_after_the_class_traits_in_order() -> None:
    """The class's traits keep the order they were declared in, not the
    order of xDSL's `frozenset`, which depends on memory addresses."""
    own = [Pure(), IsTerminator(), SymbolOpInterface()]
    model = ScfIf()
    register_interface(_ThreeTraitsOp, model)
    assert list(_ThreeTraitsOp.traits) == [*own, model]
    replacement = ScfIf()
    register_interface(_ThreeTraitsOp, replacement)
    assert list(_ThreeTraitsOp.traits) == [*own, replacement]
    assert _ThreeTraitsOp.get_trait(RegionBranchOpInterface) is replacement


def test_added_traits_keep_their_order_and_are_not_repeated() -> None:
    @irdl_op_definition
    class TwoTraitsOp(IRDLOperation):
        name = "order.two"
        traits = traits_def(IsTerminator())

    own = list(TwoTraitsOp.traits)
    effect = NoMemoryEffect()
    add_traits(TwoTraitsOp, (effect, SymbolOpInterface()))
    add_traits(TwoTraitsOp, (effect,))
    assert [type(t) for t in TwoTraitsOp.traits] == [
        *(type(t) for t in own),
        NoMemoryEffect,
        SymbolOpInterface,
    ]


def test_xdsl_traits_precede_ours_on_the_ops_we_extend() -> None:
    for op_class in (
        func.FuncOp,
        func.CallOp,
        func.ReturnOp,
        scf.IfOp,
        scf.ForOp,
        scf.YieldOp,
        cf.ConditionalBranchOp,
        arith.SelectOp,
    ):
        origins = [
            type(trait).__module__.startswith("xdsl_dealloc")
            for trait in op_class.traits
        ]
        assert origins == sorted(origins), op_class.name
        assert any(origins), op_class.name


def test_xdsl_add_trait_after_a_model_comes_last_and_is_shared() -> None:
    @irdl_op_definition
    class OneTraitOp(IRDLOperation):
        name = "order.one"
        traits = traits_def(IsTerminator())

    model = ScfIf()
    register_interface(OneTraitOp, model)
    op = OneTraitOp.create()
    assert get_interface(op, NoMemoryEffect) is None
    effect = NoMemoryEffect()
    OneTraitOp.traits.add_trait(effect)
    OneTraitOp.traits.add_trait(effect)
    assert [type(t) for t in OneTraitOp.traits] == [IsTerminator, ScfIf, NoMemoryEffect]
    assert OneTraitOp.has_trait(NoMemoryEffect)
    # The cached lookups see the trait xDSL's `add_trait` added.
    assert get_interface(op, NoMemoryEffect) is effect
    # The class and its IRDL definition still share one traits object.
    assert OneTraitOp.get_irdl_definition().traits is OneTraitOp.traits
