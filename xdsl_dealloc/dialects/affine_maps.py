"""Semi-affine maps, as MLIR reads them: `(d1 - d0) ceildiv s0`, `d0 * s0`,
`d0 mod s0` (a symbol, not only a constant, on the right of a division or a
modulo, and on one side of a product).

xDSL's `AffineExpr` represents them (its evaluation and printing handle
any binary expression), but its operators raise `NotImplementedError` for
them, so xDSL's affine parser stopped with a traceback.  `install()` wraps
the parser's step that builds a binary expression: what xDSL builds stays
as it was; a semi-affine expression MLIR accepts is built directly, and
one MLIR rejects (a dimension on the right of a division, a product of two
dimensions) is a parse error with MLIR's message at the operator.
"""

from __future__ import annotations

from xdsl.ir.affine import (
    AffineBinaryOpExpr,
    AffineBinaryOpKind,
    AffineDimExpr,
    AffineExpr,
)
from xdsl.parser.affine_parser import AffineParser
from xdsl.utils.exceptions import ParseError
from xdsl.utils.mlir_lexer import MLIRToken

_KINDS = {
    "*": AffineBinaryOpKind.Mul,
    "ceildiv": AffineBinaryOpKind.CeilDiv,
    "floordiv": AffineBinaryOpKind.FloorDiv,
    "mod": AffineBinaryOpKind.Mod,
}

_create_binop_expr_as_xdsl = AffineParser._create_binop_expr  # pyright: ignore[reportPrivateUsage]


def _symbolic(expr: AffineExpr) -> bool:
    """No dimension in `expr` (symbols and constants only)."""
    return not any(isinstance(node, AffineDimExpr) for node in expr.dfs())


def _create_binop_expr(
    self: AffineParser, lhs: AffineExpr, rhs: AffineExpr, binop: MLIRToken
) -> AffineExpr:
    try:
        return _create_binop_expr_as_xdsl(self, lhs, rhs, binop)
    except NotImplementedError:
        kind = _KINDS.get(binop.text)
        if kind is None:
            raise
    if kind is AffineBinaryOpKind.Mul:
        if not (_symbolic(lhs) or _symbolic(rhs)):
            raise ParseError(
                binop.span,
                "non-affine expression: at least one of the multiply operands "
                "has to be either a constant or symbolic",
            )
        if not _symbolic(rhs):  # MLIR keeps the symbolic operand on the right
            lhs, rhs = rhs, lhs
    elif not _symbolic(rhs):
        raise ParseError(
            binop.span,
            f"non-affine expression: right operand of {binop.text} has to be "
            "either a constant or symbolic",
        )
    return AffineBinaryOpExpr(kind, lhs, rhs)


def install() -> None:
    """Lets xDSL's affine parser read semi-affine expressions (once)."""
    AffineParser._create_binop_expr = _create_binop_expr  # pyright: ignore[reportPrivateUsage]
