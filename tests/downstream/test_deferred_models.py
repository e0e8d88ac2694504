"""Models attached on the first lookup of their interface
(`registry.attach_on_first_lookup`): how `register()` leaves One-Shot
Bufferize's models, and their imports, to the runs that read them."""

from __future__ import annotations

import importlib
import subprocess
import sys
import textwrap

from xdsl.irdl import IRDLOperation, irdl_op_definition
from xdsl.traits import OpTrait

from xdsl_dealloc.interfaces.registry import (
    attach_on_first_lookup,
    get_interface,
    register_interface,
)
from xdsl_dealloc.models import bufferizable as bufferizable_models


class _Deferred(OpTrait):
    """An interface whose models are attached on first lookup."""


class _DeferredModel(_Deferred):
    pass


class _Unrelated(OpTrait):
    pass


class _Named(OpTrait):
    """An interface whose deferred models name it."""


@irdl_op_definition
class _DeferredOp(IRDLOperation):
    name = "deferred.op"


@irdl_op_definition
class _OverriddenOp(IRDLOperation):
    name = "deferred.overridden"


def test_models_are_attached_when_their_interface_is_first_asked_for() -> None:
    calls: list[str] = []
    model = _DeferredModel()

    def attach() -> None:
        calls.append("attach")
        register_interface(_DeferredOp, model)

    attach_on_first_lookup((_Deferred,), attach)
    op = _DeferredOp()
    assert get_interface(op, _Unrelated) is None
    assert calls == []
    assert get_interface(op, _Deferred) is model
    assert get_interface(op, _DeferredModel) is model
    assert calls == ["attach"]


def test_a_model_registered_meanwhile_replaces_the_deferred_one() -> None:
    """A downstream package overriding our model before anything looked
    it up still wins: registering a model of the interface runs the
    deferred attachment first."""
    ours, theirs = _DeferredModel(), _DeferredModel()
    attach_on_first_lookup(
        (_Deferred,), lambda: register_interface(_OverriddenOp, ours)
    )
    register_interface(_OverriddenOp, theirs)
    assert get_interface(_OverriddenOp(), _Deferred) is theirs


def test_a_named_interface_defers_without_importing_its_module() -> None:
    """An interface named "module.Class" is related to the lookups of its
    class (and of the classes around it) once its module is imported."""
    calls: list[str] = []
    attach_on_first_lookup(
        (f"{__name__}.{_Named.__qualname__}",), lambda: calls.append("named")
    )
    attach_on_first_lookup(
        ("not_imported_package.module.Interface",), lambda: calls.append("other")
    )
    assert get_interface(_DeferredOp(), _Unrelated) is None
    assert calls == []
    assert get_interface(_DeferredOp(), _Named) is None
    assert calls == ["named"]


def test_the_one_shot_interfaces_are_named_right() -> None:
    for name in bufferizable_models.INTERFACES:
        module_name, _, class_name = name.rpartition(".")
        interface = getattr(importlib.import_module(module_name), class_name)
        assert issubclass(interface, OpTrait), name


ONE_SHOT_MODELS_DEFERRED = """
import sys
import xdsl_dealloc
from xdsl.dialects import scf
from xdsl_dealloc.interfaces.registry import get_interface

xdsl_dealloc.register()
assert "xdsl_dealloc.interfaces.bufferizable" not in sys.modules
from xdsl_dealloc.interfaces.bufferizable import BufferizableOpInterface
assert "xdsl_dealloc.interfaces.bufferization_state" not in sys.modules
assert "xdsl.dialects.tensor" not in sys.modules
assert scf.YieldOp.get_trait(BufferizableOpInterface) is None
model = get_interface(scf.YieldOp.create(), BufferizableOpInterface)
assert model is not None and scf.YieldOp.get_trait(BufferizableOpInterface) is model
print("ok")
"""


def test_register_leaves_one_shot_models_to_their_first_lookup() -> None:
    """The deallocation passes never read One-Shot Bufferize's models:
    `register()` neither imports them (nor their interfaces, nor xDSL's
    `tensor`) nor
    attaches them until asked for one."""
    result = subprocess.run(
        [sys.executable, "-c", textwrap.dedent(ONE_SHOT_MODELS_DEFERRED)],
        capture_output=True,
        text=True,
        check=False,
    )
    assert result.returncode == 0 and result.stdout.strip() == "ok", result.stderr
