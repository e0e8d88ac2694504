"""The `xdsl.universe` plugin: what `xdsl-opt` sees, and what plain xDSL sees."""

from __future__ import annotations

import subprocess
import sys
import textwrap

import pytest
from xdsl.dialects import arith as xdsl_arith
from xdsl.dialects import bufferization as xdsl_bufferization
from xdsl.dialects import cf as xdsl_cf
from xdsl.dialects import func as xdsl_func
from xdsl.dialects import get_all_dialects
from xdsl.dialects import memref as xdsl_memref
from xdsl.dialects import scf as xdsl_scf
from xdsl.ir import Dialect
from xdsl.universe import Universe

from xdsl_dealloc.dialects.arith import IndexCastUIOp, RemFOp
from xdsl_dealloc.dialects.bufferization import DeallocOp, DeallocTensorOp
from xdsl_dealloc.dialects.func import CallIndirectOp, ConstantOp
from xdsl_dealloc.dialects.memref import PrefetchOp, ReallocOp, ReshapeOp, TransposeOp
from xdsl_dealloc.dialects.scf import ForallOp, InParallelOp, amend_scf_syntax
from xdsl_dealloc.universe import PASSES

XDSL_BUFFERIZATION_OPS = {
    xdsl_bufferization.AllocTensorOp,
    xdsl_bufferization.CloneOp,
    xdsl_bufferization.ToTensorOp,
    xdsl_bufferization.ToBufferOp,
    xdsl_bufferization.MaterializeInDestinationOp,
}


@pytest.fixture(scope="module")
def multiverse() -> Universe:
    return Universe.get_multiverse()


def test_multiverse_bufferization_is_xdsls_plus_ours(multiverse: Universe) -> None:
    dialect = multiverse.all_dialects["bufferization"]()
    ops = list(dialect.operations)
    # The very same classes, not look-alikes, so xDSL's patterns still match.
    for xdsl_op in XDSL_BUFFERIZATION_OPS:
        assert any(op is xdsl_op for op in ops), xdsl_op.name
    assert DeallocOp in ops and DeallocTensorOp in ops
    assert len(ops) == 7
    assert dialect.name == "bufferization"


def test_multiverse_memref_is_xdsls_plus_ours(multiverse: Universe) -> None:
    dialect = multiverse.all_dialects["memref"]()
    ops = list(dialect.operations)
    ours = (ReallocOp, TransposeOp, ReshapeOp, PrefetchOp)
    assert all(op in ops for op in ours)
    assert all(any(op is mine for mine in ops) for op in xdsl_memref.MemRef.operations)
    assert len(ops) == len(list(xdsl_memref.MemRef.operations)) + len(ours)


@pytest.mark.parametrize(
    ("name", "xdsl_dialect", "added"),
    [
        ("scf", xdsl_scf.Scf, {ForallOp, InParallelOp}),
        ("func", xdsl_func.Func, {ConstantOp, CallIndirectOp}),
        ("cf", xdsl_cf.Cf, set()),
        ("arith", xdsl_arith.Arith, {RemFOp, IndexCastUIOp}),
    ],
)
def test_multiverse_syntax_dialects_keep_xdsls_classes(
    multiverse: Universe, name: str, xdsl_dialect: Dialect, added: set[type]
) -> None:
    """The loaders hand out xDSL's very classes (amended), plus the new ops."""
    ops = list(multiverse.all_dialects[name]().operations)
    assert all(any(op is mine for mine in ops) for op in xdsl_dialect.operations)
    assert set(ops) - set(xdsl_dialect.operations) == added


def test_amending_twice_changes_nothing(multiverse: Universe) -> None:
    multiverse.all_dialects["scf"]()
    parse, print_ = xdsl_scf.IfOp.parse, xdsl_scf.IfOp.print
    properties = dict(xdsl_scf.ForOp.get_irdl_definition().properties)
    amend_scf_syntax()
    assert (xdsl_scf.IfOp.parse, xdsl_scf.IfOp.print) == (parse, print_)
    assert xdsl_scf.ForOp.get_irdl_definition().properties == properties


def test_multiverse_registers_every_pass_of_the_project(multiverse: Universe) -> None:
    for name, loader in PASSES.items():
        assert multiverse.all_passes.get(name) is loader, name


def test_xdsl_dialect_table_is_untouched_even_after_import() -> None:
    """`get_all_dialects()` still hands out xDSL's own five-op dialect."""
    dialect = get_all_dialects()["bufferization"]()
    assert dialect is xdsl_bufferization.Bufferization
    assert set(dialect.operations) == XDSL_BUFFERIZATION_OPS


def test_a_program_without_the_plugin_sees_plain_xdsl() -> None:
    """In a fresh interpreter that never imports `xdsl_dealloc`, nothing changed."""
    program = textwrap.dedent(
        """
        import sys

        import pytest
        from xdsl.context import Context
        from xdsl.dialects import bufferization, get_all_dialects
        from xdsl.dialects.arith import Arith
        from xdsl.dialects.builtin import Builtin
        from xdsl.dialects.func import Func
        from xdsl.dialects.memref import MemRef
        from xdsl.dialects.scf import Scf
        from xdsl.parser import Parser
        from xdsl.utils.exceptions import ParseError

        names = sorted(op.name for op in bufferization.Bufferization.operations)
        assert names == [
            "bufferization.alloc_tensor",
            "bufferization.clone",
            "bufferization.materialize_in_destination",
            "bufferization.to_buffer",
            "bufferization.to_tensor",
        ], names
        assert get_all_dialects()["bufferization"]() is bufferization.Bufferization

        ctx = Context()
        ctx.load_dialect(Builtin)
        ctx.load_dialect(bufferization.Bufferization)
        with pytest.raises(ParseError):
            Parser(ctx, "bufferization.dealloc").parse_module()

        # xDSL's own syntax and verifier: no MLIR 22 forms, no scf.forall,
        # no check of bufferization attributes.
        for dialect in (Arith, Func, MemRef, Scf):
            ctx.load_dialect(dialect)
        mlir_if = "\\n".join([
            "func.func @f(%c: i1, %m: memref<2xf32>) -> memref<2xf32> {",
            "  %0 = scf.if %c -> memref<2xf32> {",
            "    scf.yield %m : memref<2xf32>",
            "  } else {",
            "    scf.yield %m : memref<2xf32>",
            "  }",
            "  func.return %0 : memref<2xf32>",
            "}",
        ])
        with pytest.raises(ParseError):
            Parser(ctx, mlir_if).parse_module()
        with pytest.raises(ParseError):
            Parser(ctx, "scf.forall (%i) in (4) {}").parse_module()
        escaping = Parser(
            ctx, '%0 = memref.alloc() {bufferization.escape = [true]} : memref<2xf32>'
        ).parse_module()
        escaping.verify()
        assert "overflow<nsw,nuw>" in str(
            Parser(
                ctx,
                "func.func @g(%a: i32) {\\n"
                "  %0 = arith.addi %a, %a overflow<nsw, nuw> : i32\\n"
                "  func.return\\n}",
            ).parse_module()
        )
        # xDSL's memref ops keep their own syntax and constraints.
        from xdsl.dialects import memref

        copy = (
            "func.func @f(%a: memref<2xf32>, %b: memref<2xf32>) { "
            "memref.copy %a, %b : memref<2xf32> to memref<2xf32> func.return }"
        )
        with pytest.raises(ParseError, match="does not have a custom format"):
            Parser(ctx, copy).parse_module()
        assert memref.CopyOp.get_irdl_definition().assembly_format is None
        definition = memref.GlobalOp.get_irdl_definition()
        assert type(definition.properties["sym_visibility"]).__name__ == "PropertyDef"
        source = memref.ReinterpretCastOp.get_irdl_definition().operands[0][1]
        assert "Unranked" not in repr(source.constr)
        assert not any(m.startswith("xdsl_dealloc") for m in sys.modules)
        """
    )
    completed = subprocess.run(
        [sys.executable, "-c", program], capture_output=True, text=True, check=False
    )
    assert completed.returncode == 0, completed.stderr
