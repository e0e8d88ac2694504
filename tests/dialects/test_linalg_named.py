"""Every named op of `dialects/linalg_named.SPECS`, on tensors and memrefs,
`linalg.elementwise` and `linalg.contract` of every kind, and `linalg.copy`
between element types, against
mlir-opt-22: xDSL prints each op as MLIR 22 does, reads MLIR's generic form
of it, and generalizes it to the `linalg.generic` MLIR 22 makes of it (same
maps, iterators and body)."""

from __future__ import annotations

import re
import subprocess

import pytest

from tests.markers import needs_mlir
from xdsl_dealloc.dialects.linalg_named import SPECS, NamedOpSpec, parse_spec
from xdsl_dealloc.dialects.linalg_ods import ElementwiseKind, arity
from xdsl_dealloc.sanitizer import SanitizerInputError, parse_module
from xdsl_dealloc.testing.mlir_tools import mlir_opt_output

pytestmark = needs_mlir

LOOP_SIZE = 2
STRIDE = 2


def _size(expression: str, loops: tuple[str, ...]) -> int:
    """The operand size an index expression reaches, every loop of size
    LOOP_SIZE, strides STRIDE and dilations 1."""
    total = 0
    for term in expression.split("+"):
        value = 1
        for token in term.split("*"):
            if token in loops:
                value *= LOOP_SIZE - 1
            elif token[0] == "S":
                value *= STRIDE
            elif token[0] != "D":
                value *= int(token)
        total += value
    return total + 1


def _types(spec: NamedOpSpec, memref: bool) -> tuple[list[str], str]:
    shaped = "memref" if memref else "tensor"
    element, output_element = "f32", "f32"
    if spec.body == "mul_zp":
        element, output_element = "i8", "i32"
    elif spec.body.endswith("unsigned"):
        element, output_element = "i8", "i16"
    scalars = iter(["f64", "f64", "i32"] if spec.body == "random" else ["i32"] * 2)
    inputs = [
        next(scalars)
        if group is None
        else f"{shaped}<{'x'.join(str(_size(e, spec.loops)) for e in group)}x{element}>"
        for group in spec.operands
    ]
    output_shape = [str(LOOP_SIZE)] * len(spec.output)
    output = f"{shaped}<{'x'.join([*output_shape, output_element])}>"
    return inputs, output


def _op_line(spec_line: str, memref: bool) -> tuple[str, list[str]]:
    """The op of a spec line, and the types of the arguments it uses."""
    spec = parse_spec(spec_line)
    if isinstance(spec, NamedOpSpec):
        op_name = spec.name
        inputs, output = _types(spec, memref)
        window = spec.window_rank
        attributes = (
            f" {{strides = dense<{STRIDE}> : vector<{window}xi64>}}" if window else ""
        )
    else:
        op_name, kind, function = spec
        element = "i32" if function == "divui" else "f32"
        shaped = f"{'memref' if memref else 'tensor'}<4x{element}>"
        inputs, output, attributes = (
            [shaped] * (2 if kind == "binary" else 1),
            shaped,
            "",
        )
    types = [*inputs, output]
    arguments = [f"%arg{i}" for i in range(len(types))]
    result = "" if memref else f" -> {output}"
    assign = "" if memref else "%{r} = "
    line = (
        f"{assign}linalg.{op_name}"
        f"{attributes} ins({', '.join(arguments[:-1])} : {', '.join(inputs)}) "
        f"outs({arguments[-1]} : {output}){result}"
    )
    return line, types


def _module() -> str:
    """One function per spec line and operand kind, returning its tensor result."""
    functions = []
    for index, line in enumerate(SPECS.strip().splitlines()):
        for memref in (False, True):
            op, types = _op_line(line, memref)
            signature = ", ".join(f"%arg{i}: {t}" for i, t in enumerate(types))
            op = op.replace("%{r}", "%0")
            returned = "" if memref else f" -> {types[-1]}"
            ret = "return" if memref else f"return %0 : {types[-1]}"
            kind = "m" if memref else "t"
            functions.append(
                f"func.func @f{index}{kind}({signature}){returned} {{\n  {op}\n  {ret}\n}}"
            )
    return "\n".join(functions) + "\n"


def _run(command: list[str], text: str) -> str:
    done = subprocess.run(command, input=text, capture_output=True, text=True)
    assert done.returncode == 0, done.stderr
    return done.stdout


def _linalg_lines(text: str) -> list[str]:
    """The lines of the linalg ops, each SSA name replaced by its rank of
    first appearance (MLIR renames values, xDSL keeps their names)."""
    names: dict[str, str] = {}
    lines = []
    for line in text.splitlines():
        if "linalg." not in line:
            continue
        lines.append(
            re.sub(
                r"%[\w.$-]+",
                lambda m: names.setdefault(m.group(), f"%v{len(names)}"),
                line.strip(),
            )
        )
    return lines


def _elementwise_module() -> str:
    """One `linalg.elementwise` of each kind (integers where the kind takes
    only integers, the condition of `select` as `i1`), one on memrefs with
    a broadcasting map, and contractions of several maps and casts."""
    lines = []
    for kind in ElementwiseKind:
        element = (
            "i32"
            if kind.value in ("div_unsigned", "max_unsigned", "min_unsigned")
            else "f32"
        )
        value = f"tensor<4x8x{element}>"
        types = [value] * arity(kind)
        operands = ["%" + element] * arity(kind)
        if kind is ElementwiseKind.SELECT:
            types[0], operands[0] = "tensor<4x8xi1>", "%c"
        lines.append(
            f"  %{kind.value} = linalg.elementwise kind=#linalg.elementwise_kind<{kind.value}> "
            f"ins({', '.join(operands)} : {', '.join(types)}) outs(%{element} : {value}) -> {value}"
        )
        lines.append(f"  func.call @use_{element}(%{kind.value}) : ({value}) -> ()")
    lines.append(
        "  linalg.elementwise kind=#linalg.elementwise_kind<sub> indexing_maps = "
        "[affine_map<(d0, d1) -> (d1)>, affine_map<(d0, d1) -> (d0, d1)>, "
        "affine_map<(d0, d1) -> (d0, d1)>] {tag} ins(%row, %m : memref<8xf32>, "
        "memref<4x8xf32>) outs(%m : memref<4x8xf32>)"
    )
    a, b, c = (
        "affine_map<(m, n, k) -> (m, k)>",
        "affine_map<(m, n, k) -> (k, n)>",
        "affine_map<(m, n, k) -> (m, n)>",
    )
    bt = "affine_map<(m, n, k) -> (n, k)>"
    for maps, attributes, lhs in (
        ((a, b, c), "", "%A : tensor<3x5xf32>"),
        ((a, bt, c), "", "%A : tensor<3x5xf32>"),
        ((a, b, c), " {cast = #linalg.type_fn<cast_unsigned>}", "%Ai : tensor<3x5xi8>"),
        ((a, b, c), " {tag}", "%Ai : tensor<3x5xi8>"),
    ):
        rhs = "%Bt : tensor<7x5xf32>" if maps[1] == bt else "%B : tensor<5x7xf32>"
        (lhs_value, lhs_type), (rhs_value, rhs_type) = (
            lhs.split(" : "),
            rhs.split(" : "),
        )
        lines.append(
            f"  %r{len(lines)} = linalg.contract indexing_maps = [{', '.join(maps)}]{attributes} "
            f"ins({lhs_value}, {rhs_value} : {lhs_type}, {rhs_type}) outs(%C : tensor<3x7xf32>) "
            "-> tensor<3x7xf32>"
        )
        lines.append(
            f"  func.call @use_c(%r{len(lines) - 1}) : (tensor<3x7xf32>) -> ()"
        )
    return (
        "func.func private @use_f32(tensor<4x8xf32>)\n"
        "func.func private @use_i32(tensor<4x8xi32>)\n"
        "func.func private @use_c(tensor<3x7xf32>)\n"
        "func.func @elementwise(%f32: tensor<4x8xf32>, %i32: tensor<4x8xi32>, "
        "%c: tensor<4x8xi1>, %row: memref<8xf32>, %m: memref<4x8xf32>, "
        "%A: tensor<3x5xf32>, %Ai: tensor<3x5xi8>, %B: tensor<5x7xf32>, "
        "%Bt: tensor<7x5xf32>, %C: tensor<3x7xf32>) {\n"
        + "\n".join(lines)
        + "\n  return\n}\n"
    )


def _copy_module() -> str:
    """`linalg.copy` (xDSL's op) between every pair of element types, whose
    body converts each element as `cast_signed` does; not between `f16` and
    `bf16`, which MLIR 22 generalizes to a body yielding the wrong type."""
    types = ("f64", "f32", "f16", "bf16", "i64", "i32", "i8", "i1")
    arguments = ", ".join(f"%{t}: memref<4x{t}>" for t in types)
    lines = [
        f"  linalg.copy ins(%{a} : memref<4x{a}>) outs(%{b} : memref<4x{b}>)"
        for a in types
        for b in types
        if {a, b} != {"f16", "bf16"}
    ]
    return f"func.func @copies({arguments}) {{\n" + "\n".join(lines) + "\n  return\n}\n"


WINDOW = " {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>}"
MIXED_ELEMENT_TYPES = (
    ("matmul", "", ("4x3xi8", "3x2xi16"), "4x2xi64"),
    ("matmul", "", ("4x3xf16", "3x2xf16"), "4x2xf32"),
    ("matmul", "", ("4x3xi8", "3x2xi16"), "4x2xf32"),
    ("matmul", "", ("4x3xi64", "3x2xf64"), "4x2xi32"),
    (
        "matmul",
        " {cast = #linalg.type_fn<cast_unsigned>}",
        ("4x3xi8", "3x2xi16"),
        "4x2xi64",
    ),
    (
        "matmul",
        " {cast = #linalg.type_fn<cast_unsigned>}",
        ("4x3xi8", "3x2xi16"),
        "4x2xf32",
    ),
    ("copy", "", ("4x2xi8",), "4x2xi64"),
    ("copy", "", ("4x2xf64",), "4x2xi32"),
    ("copy", " {cast = #linalg.type_fn<cast_unsigned>}", ("4x2xi8",), "4x2xf32"),
    ("quantized_matmul", "", ("4x3xi8", "3x2xi16", "i32", "i32"), "4x2xi64"),
    ("conv_2d_nchw_fchw", WINDOW, ("1x1x4x4xi8", "1x1x2x2xi16"), "1x1x3x3xi64"),
    ("conv_2d_nhwc_hwcf", WINDOW, ("1x4x4x1xf16", "2x2x1x1xi8"), "1x3x3x1xf32"),
    ("pooling_nchw_max", WINDOW, ("1x1x4x4xi8", "2x2xi8"), "1x1x3x3xi32"),
)
"""xDSL's named ops on operands of other element types than their output's,
which MLIR 22 casts to the output's in the body."""


def _mixed_module() -> str:
    functions = []
    for index, (name, attributes, inputs, output) in enumerate(MIXED_ELEMENT_TYPES):
        for memref in (False, True):
            shaped = "memref" if memref else "tensor"

            def typed(shape: str, shaped: str = shaped) -> str:
                return shape if "x" not in shape else f"{shaped}<{shape}>"

            types = [typed(t) for t in (*inputs, output)]
            arguments = [f"%arg{i}" for i in range(len(types))]
            op = (
                f"linalg.{name}{attributes} ins({', '.join(arguments[:-1])} : "
                f"{', '.join(types[:-1])}) outs({arguments[-1]} : {types[-1]})"
            )
            signature = ", ".join(f"%arg{i}: {t}" for i, t in enumerate(types))
            if memref:
                body = f"  {op}\n  return"
                returned = ""
            else:
                body = f"  %0 = {op} -> {types[-1]}\n  return %0 : {types[-1]}"
                returned = f" -> {types[-1]}"
            kind = "m" if memref else "t"
            functions.append(
                f"func.func @x{index}{kind}({signature}){returned} {{\n{body}\n}}"
            )
    return "\n".join(functions) + "\n"


MODULES = {
    "named": _module,
    "elementwise_and_contract": _elementwise_module,
    "copies": _copy_module,
    "xdsl_ops_of_mixed_element_types": _mixed_module,
}


@pytest.fixture(scope="module", params=MODULES)
def module(request: pytest.FixtureRequest) -> str:
    return MODULES[request.param]()


def test_every_op_prints_as_mlir_prints_it(module: str):
    # `fill_rng_2d`'s body uses `linalg.index`, whose parents are MLIR 22's
    # (ours too) in a run with MLIR 22's forms
    ours = _linalg_lines(_run(["xdsl-opt", "-p", "mlir-forms"], module))
    # maps inline, as xDSL prints them, not as aliases
    theirs = _linalg_lines(mlir_opt_output(module, "--mlir-print-local-scope"))
    assert len(ours) >= 20
    assert ours == theirs


def test_every_op_reads_mlirs_generic_form(module: str):
    """xDSL reads MLIR's generic form into the same ops (mlir-opt-22 prints
    what xDSL makes of it as it prints the original)."""
    generic = mlir_opt_output(module, "--mlir-print-op-generic")
    # MLIR's properties of xDSL's `arith` ops are declared in a run with
    # MLIR 22's forms
    ours = mlir_opt_output(_run(["xdsl-opt", "-p", "mlir-forms"], generic))
    assert ours == mlir_opt_output(module)


def test_every_op_generalizes_as_mlir_does(module: str):
    """Both generalizations, canonicalized by mlir-opt-22 (which moves the
    constant of `reciprocal` out of the body, as MLIR's generalization puts it).
    xDSL's pass generalizes MLIR 22's bodies (casts between element types,
    `linalg.index` in `fill_rng_2d`) in a run with MLIR 22's forms, as a user
    wanting them asks for it."""
    ours = mlir_opt_output(
        _run(["xdsl-opt", "-p", "mlir-forms,linalg-generalize-named-ops"], module),
        "--canonicalize",
    )
    theirs = mlir_opt_output(module, "--linalg-generalize-named-ops", "--canonicalize")
    assert ours.count("linalg.generic") >= 20
    assert ours == theirs


@pytest.mark.parametrize(
    ("op", "message"),
    [
        (
            "linalg.elementwise kind=#linalg.elementwise_kind<max_unsigned> "
            "ins(%x, %x : tensor<4xf32>, tensor<4xf32>) outs(%x : tensor<4xf32>) "
            "-> tensor<4xf32>",
            "2:3: invalid linalg.elementwise: kind 'max_unsigned' does not take "
            "elements of type f32",
        ),
        (
            "linalg.elementwise kind=#linalg.elementwise_kind<abs> "
            "ins(%i : tensor<4xi32>) outs(%i : tensor<4xi32>) -> tensor<4xi32>",
            "2:3: invalid linalg.elementwise: kind 'abs' does not take elements "
            "of type i32",
        ),
        (
            "linalg.elementwise kind=#linalg.elementwise_kind<add> "
            "ins(%x : tensor<4xf32>) outs(%x : tensor<4xf32>) -> tensor<4xf32>",
            "2:3: invalid linalg.elementwise: expected 2 inputs and 1 output for "
            "kind 'add', got 1 and 1",
        ),
        (
            "linalg.contract ins(%x, %x : tensor<4xf32>, tensor<4xf32>) "
            "outs(%x : tensor<4xf32>) -> tensor<4xf32>",
            "2:24: expected 'indexing_maps'",
        ),
    ],
)
def test_what_mlir_crashes_on_is_diagnosed(op: str, message: str):
    """mlir-opt-22 crashes on the first two (and needs the maps of the
    last); ours reports one diagnostic at the op."""
    text = f"func.func @f(%x: tensor<4xf32>, %i: tensor<4xi32>) {{\n  %r = {op}\n  return\n}}\n"
    with pytest.raises(SanitizerInputError) as error:
        parse_module(text)
    assert str(error.value) == f"<input>:{message}"
