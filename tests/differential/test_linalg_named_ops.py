"""linalg's named convolution, pooling, depthwise, quantized, contraction and
elementwise ops, executed: tensor programs bufferized by our pipeline and run
under the sanitizer, and the same bufferized programs compiled by mlir-opt-22
and run by mlir-runner-22, against the values computed by hand; and the
buffers our pipeline makes beside those of MLIR 22's."""

from __future__ import annotations

import math

import pytest
from xdsl.dialects.builtin import IntegerType, MemRefType, ModuleOp
from xdsl.dialects.func import FuncOp
from xdsl.passes import PassPipeline
from xdsl.universe import Universe

from tests.markers import needs_native
from tests.sanitizer.input_checks import finding_line
from xdsl_dealloc.sanitizer import FindingKind, check_module, parse_module
from xdsl_dealloc.sanitizer.memory import MemRefValue
from xdsl_dealloc.testing.deallocation.differential import static_counts
from xdsl_dealloc.testing.mlir_tools import mlir_opt_output
from xdsl_dealloc.testing.native import TO_LLVM, run_main
from xdsl_dealloc.testing.pipelines import pipeline_context

PIPELINE = "one-shot-bufferize{bufferize-function-boundaries=true},buffer-deallocation-pipeline"

PROGRAMS: dict[str, tuple[str, list[float]]] = {
    "conv_2d_nchw_fchw_q": (
        """
  %x = arith.constant dense<[[[[1, 2, 3], [4, 5, 6], [7, 8, 9]]]]> : tensor<1x1x3x3xi8>
  %k = arith.constant dense<[[[[1, -1], [2, 0]]]]> : tensor<1x1x2x2xi8>
  %xzp = arith.constant 1 : i32
  %kzp = arith.constant 1 : i32
  %zero = arith.constant 0 : i32
  %e = tensor.empty() : tensor<1x1x2x2xi32>
  %o = linalg.fill ins(%zero : i32) outs(%e : tensor<1x1x2x2xi32>) -> tensor<1x1x2x2xi32>
  %r = linalg.conv_2d_nchw_fchw_q ins(%x, %k, %xzp, %kzp : tensor<1x1x3x3xi8>, tensor<1x1x2x2xi8>, i32, i32) outs(%o : tensor<1x1x2x2xi32>) -> tensor<1x1x2x2xi32>
  return %r : tensor<1x1x2x2xi32>""",
        [-3, -5, -9, -11],
    ),
    "pooling_nchw_sum": (
        """
  %x = arith.constant dense<[[[[0.0, 1.0, 2.0, 3.0], [4.0, 5.0, 6.0, 7.0], [8.0, 9.0, 10.0, 11.0], [12.0, 13.0, 14.0, 15.0]]]]> : tensor<1x1x4x4xf32>
  %w = tensor.empty() : tensor<2x2xf32>
  %zero = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<1x1x2x2xf32>
  %o = linalg.fill ins(%zero : f32) outs(%e : tensor<1x1x2x2xf32>) -> tensor<1x1x2x2xf32>
  %r = linalg.pooling_nchw_sum {dilations = dense<1> : vector<2xi64>, strides = dense<2> : vector<2xi64>} ins(%x, %w : tensor<1x1x4x4xf32>, tensor<2x2xf32>) outs(%o : tensor<1x1x2x2xf32>) -> tensor<1x1x2x2xf32>
  return %r : tensor<1x1x2x2xf32>""",
        [10, 18, 42, 50],
    ),
    "pooling_ncw_max": (
        """
  %x = arith.constant dense<[[[1.0, 5.0, 2.0, 0.0], [-1.0, -3.0, -2.0, -4.0]]]> : tensor<1x2x4xf32>
  %w = tensor.empty() : tensor<2xf32>
  %low = arith.constant -100.0 : f32
  %e = tensor.empty() : tensor<1x2x3xf32>
  %o = linalg.fill ins(%low : f32) outs(%e : tensor<1x2x3xf32>) -> tensor<1x2x3xf32>
  %r = linalg.pooling_ncw_max ins(%x, %w : tensor<1x2x4xf32>, tensor<2xf32>) outs(%o : tensor<1x2x3xf32>) -> tensor<1x2x3xf32>
  return %r : tensor<1x2x3xf32>""",
        [5, 5, 2, -1, -2, -2],
    ),
    "pooling_nhwc_max_unsigned": (
        """
  %x = arith.constant dense<[[[[1], [-1]], [[3], [2]]]]> : tensor<1x2x2x1xi8>
  %w = tensor.empty() : tensor<2x2xi8>
  %zero = arith.constant 0 : i8
  %e = tensor.empty() : tensor<1x1x1x1xi8>
  %o = linalg.fill ins(%zero : i8) outs(%e : tensor<1x1x1x1xi8>) -> tensor<1x1x1x1xi8>
  %r = linalg.pooling_nhwc_max_unsigned ins(%x, %w : tensor<1x2x2x1xi8>, tensor<2x2xi8>) outs(%o : tensor<1x1x1x1xi8>) -> tensor<1x1x1x1xi8>
  return %r : tensor<1x1x1x1xi8>""",
        [-1],  # 255 read as a signed i8
    ),
    "depthwise_conv_2d_nchw_chw": (
        """
  %x = arith.constant dense<[[[[1.0, 2.0, 3.0], [4.0, 5.0, 6.0], [7.0, 8.0, 9.0]], [[1.0, 1.0, 1.0], [1.0, 1.0, 1.0], [1.0, 1.0, 1.0]]]]> : tensor<1x2x3x3xf32>
  %k = arith.constant dense<[[[1.0, 0.0], [0.0, 1.0]], [[1.0, 1.0], [1.0, 1.0]]]> : tensor<2x2x2xf32>
  %zero = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<1x2x2x2xf32>
  %o = linalg.fill ins(%zero : f32) outs(%e : tensor<1x2x2x2xf32>) -> tensor<1x2x2x2xf32>
  %r = linalg.depthwise_conv_2d_nchw_chw ins(%x, %k : tensor<1x2x3x3xf32>, tensor<2x2x2xf32>) outs(%o : tensor<1x2x2x2xf32>) -> tensor<1x2x2x2xf32>
  return %r : tensor<1x2x2x2xf32>""",
        [6, 8, 12, 14, 4, 4, 4, 4],
    ),
    "conv_1d_ncw_fcw_casting": (
        """
  %x = arith.constant dense<[[[1, 2, 3, 4, 5]]]> : tensor<1x1x5xi32>
  %k = arith.constant dense<[[[1.0, 0.0, -1.0]]]> : tensor<1x1x3xf32>
  %zero = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<1x1x2xf32>
  %o = linalg.fill ins(%zero : f32) outs(%e : tensor<1x1x2xf32>) -> tensor<1x1x2xf32>
  %r = linalg.conv_1d_ncw_fcw {strides = dense<2> : tensor<1xi64>} ins(%x, %k : tensor<1x1x5xi32>, tensor<1x1x3xf32>) outs(%o : tensor<1x1x2xf32>) -> tensor<1x1x2xf32>
  return %r : tensor<1x1x2xf32>""",
        [-2, -2],
    ),
    "conv_3d_ncdhw_fcdhw": (
        """
  %x = arith.constant dense<[[[[[1.0, 2.0], [3.0, 4.0]], [[5.0, 6.0], [7.0, 8.0]]]]]> : tensor<1x1x2x2x2xf32>
  %k = arith.constant dense<[[[[[1.0, 1.0], [1.0, 1.0]]]], [[[[1.0, 0.0], [0.0, 0.0]]]]]> : tensor<2x1x1x2x2xf32>
  %zero = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<1x2x2x1x1xf32>
  %o = linalg.fill ins(%zero : f32) outs(%e : tensor<1x2x2x1x1xf32>) -> tensor<1x2x2x1x1xf32>
  %r = linalg.conv_3d_ncdhw_fcdhw ins(%x, %k : tensor<1x1x2x2x2xf32>, tensor<2x1x1x2x2xf32>) outs(%o : tensor<1x2x2x1x1xf32>) -> tensor<1x2x2x1x1xf32>
  return %r : tensor<1x2x2x1x1xf32>""",
        [10, 26, 1, 5],
    ),
    "pooling_ndhwc_sum": (
        """
  %x = arith.constant dense<[[[[[1.0], [2.0]], [[3.0], [4.0]]], [[[5.0], [6.0]], [[7.0], [8.0]]]]]> : tensor<1x2x2x2x1xf32>
  %w = tensor.empty() : tensor<1x2x2xf32>
  %zero = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<1x2x1x1x1xf32>
  %o = linalg.fill ins(%zero : f32) outs(%e : tensor<1x2x1x1x1xf32>) -> tensor<1x2x1x1x1xf32>
  %r = linalg.pooling_ndhwc_sum ins(%x, %w : tensor<1x2x2x2x1xf32>, tensor<1x2x2xf32>) outs(%o : tensor<1x2x1x1x1xf32>) -> tensor<1x2x1x1x1xf32>
  return %r : tensor<1x2x1x1x1xf32>""",
        [10, 26],
    ),
    "batch_reduce_matmul": (
        """
  %a = arith.constant dense<[[[1.0, 2.0], [3.0, 4.0]], [[1.0, 0.0], [0.0, 1.0]]]> : tensor<2x2x2xf32>
  %b = arith.constant dense<[[[1.0, 0.0], [0.0, 1.0]], [[1.0, 1.0], [1.0, 1.0]]]> : tensor<2x2x2xf32>
  %zero = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<2x2xf32>
  %o = linalg.fill ins(%zero : f32) outs(%e : tensor<2x2xf32>) -> tensor<2x2xf32>
  %r = linalg.batch_reduce_matmul ins(%a, %b : tensor<2x2x2xf32>, tensor<2x2x2xf32>) outs(%o : tensor<2x2xf32>) -> tensor<2x2xf32>
  return %r : tensor<2x2xf32>""",
        [2, 3, 4, 5],
    ),
    "unary_chain": (
        # ceil, floor, negf, abs, round, square, reciprocal of [-1.5, 0.25, 2.5, -0.5]
        """
  %x = arith.constant dense<[-1.5, 0.25, 2.5, -0.5]> : tensor<4xf32>
  %e = tensor.empty() : tensor<28xf32>
  %c = linalg.ceil ins(%x : tensor<4xf32>) outs(%x : tensor<4xf32>) -> tensor<4xf32>
  %f = linalg.floor ins(%x : tensor<4xf32>) outs(%x : tensor<4xf32>) -> tensor<4xf32>
  %n = linalg.negf ins(%x : tensor<4xf32>) outs(%x : tensor<4xf32>) -> tensor<4xf32>
  %a = linalg.abs ins(%x : tensor<4xf32>) outs(%x : tensor<4xf32>) -> tensor<4xf32>
  %r = linalg.round ins(%x : tensor<4xf32>) outs(%x : tensor<4xf32>) -> tensor<4xf32>
  %s = linalg.square ins(%x : tensor<4xf32>) outs(%x : tensor<4xf32>) -> tensor<4xf32>
  %q = linalg.reciprocal ins(%x : tensor<4xf32>) outs(%x : tensor<4xf32>) -> tensor<4xf32>
  %t0 = tensor.insert_slice %c into %e[0] [4] [1] : tensor<4xf32> into tensor<28xf32>
  %t1 = tensor.insert_slice %f into %t0[4] [4] [1] : tensor<4xf32> into tensor<28xf32>
  %t2 = tensor.insert_slice %n into %t1[8] [4] [1] : tensor<4xf32> into tensor<28xf32>
  %t3 = tensor.insert_slice %a into %t2[12] [4] [1] : tensor<4xf32> into tensor<28xf32>
  %t4 = tensor.insert_slice %r into %t3[16] [4] [1] : tensor<4xf32> into tensor<28xf32>
  %t5 = tensor.insert_slice %s into %t4[20] [4] [1] : tensor<4xf32> into tensor<28xf32>
  %t6 = tensor.insert_slice %q into %t5[24] [4] [1] : tensor<4xf32> into tensor<28xf32>
  return %t6 : tensor<28xf32>""",
        [-1, 1, 3, -0.0]
        + [-2, 0, 2, -1]
        + [1.5, -0.25, -2.5, 0.5]
        + [1.5, 0.25, 2.5, 0.5]
        + [-2, 0, 3, -1]
        + [2.25, 0.0625, 6.25, 0.25]
        + [-2 / 3, 4, 0.4, -2],
    ),
    "transcendental": (
        # exp, log, sqrt, rsqrt, tanh, erf, powf(x, x) of [0.5, 1.0, 2.0, 4.0]
        """
  %x = arith.constant dense<[0.5, 1.0, 2.0, 4.0]> : tensor<4xf32>
  %e = tensor.empty() : tensor<28xf32>
  %0 = linalg.exp ins(%x : tensor<4xf32>) outs(%x : tensor<4xf32>) -> tensor<4xf32>
  %1 = linalg.log ins(%x : tensor<4xf32>) outs(%x : tensor<4xf32>) -> tensor<4xf32>
  %2 = linalg.sqrt ins(%x : tensor<4xf32>) outs(%x : tensor<4xf32>) -> tensor<4xf32>
  %3 = linalg.rsqrt ins(%x : tensor<4xf32>) outs(%x : tensor<4xf32>) -> tensor<4xf32>
  %4 = linalg.tanh ins(%x : tensor<4xf32>) outs(%x : tensor<4xf32>) -> tensor<4xf32>
  %5 = linalg.erf ins(%x : tensor<4xf32>) outs(%x : tensor<4xf32>) -> tensor<4xf32>
  %6 = linalg.powf ins(%x, %x : tensor<4xf32>, tensor<4xf32>) outs(%x : tensor<4xf32>) -> tensor<4xf32>
  %t0 = tensor.insert_slice %0 into %e[0] [4] [1] : tensor<4xf32> into tensor<28xf32>
  %t1 = tensor.insert_slice %1 into %t0[4] [4] [1] : tensor<4xf32> into tensor<28xf32>
  %t2 = tensor.insert_slice %2 into %t1[8] [4] [1] : tensor<4xf32> into tensor<28xf32>
  %t3 = tensor.insert_slice %3 into %t2[12] [4] [1] : tensor<4xf32> into tensor<28xf32>
  %t4 = tensor.insert_slice %4 into %t3[16] [4] [1] : tensor<4xf32> into tensor<28xf32>
  %t5 = tensor.insert_slice %5 into %t4[20] [4] [1] : tensor<4xf32> into tensor<28xf32>
  %t6 = tensor.insert_slice %6 into %t5[24] [4] [1] : tensor<4xf32> into tensor<28xf32>
  return %t6 : tensor<28xf32>""",
        [
            f(v)
            for f in (
                math.exp,
                math.log,
                math.sqrt,
                lambda v: 1 / math.sqrt(v),
                math.tanh,
                math.erf,
                lambda v: v**v,
            )
            for v in (0.5, 1.0, 2.0, 4.0)
        ],
    ),
    "div_unsigned": (
        """
  %a = arith.constant dense<[7, -2, 9, 100]> : tensor<4xi32>
  %b = arith.constant dense<[2, 2, 3, -1]> : tensor<4xi32>
  %r = linalg.div_unsigned ins(%a, %b : tensor<4xi32>, tensor<4xi32>) outs(%a : tensor<4xi32>) -> tensor<4xi32>
  return %r : tensor<4xi32>""",
        [3, 2147483647, 3, 0],
    ),
    "elementwise_kinds": (
        """
  %x = arith.constant dense<[[1.0, -2.0], [3.0, -4.0]]> : tensor<2x2xf32>
  %row = arith.constant dense<[10.0, 20.0]> : tensor<2xf32>
  %c = arith.constant dense<[[true, false], [false, true]]> : tensor<2x2xi1>
  %e = tensor.empty() : tensor<2x2xf32>
  %s = linalg.elementwise kind=#linalg.elementwise_kind<sub> indexing_maps = [affine_map<(d0, d1) -> (d1)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>] ins(%row, %x : tensor<2xf32>, tensor<2x2xf32>) outs(%e : tensor<2x2xf32>) -> tensor<2x2xf32>
  %a = linalg.elementwise kind=#linalg.elementwise_kind<abs> ins(%x : tensor<2x2xf32>) outs(%e : tensor<2x2xf32>) -> tensor<2x2xf32>
  %r = linalg.elementwise kind=#linalg.elementwise_kind<select> ins(%c, %s, %a : tensor<2x2xi1>, tensor<2x2xf32>, tensor<2x2xf32>) outs(%e : tensor<2x2xf32>) -> tensor<2x2xf32>
  return %r : tensor<2x2xf32>""",
        # row - x = [[9, 22], [7, 24]], |x| = [[1, 2], [3, 4]], chosen by c
        [9, 2, 3, 24],
    ),
    "contract_unsigned": (
        """
  %a = arith.constant dense<[[1, -1], [2, 0]]> : tensor<2x2xi8>
  %b = arith.constant dense<[[1.0, 3.0], [2.0, 4.0]]> : tensor<2x2xf32>
  %zero = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<2x2xf32>
  %o = linalg.fill ins(%zero : f32) outs(%e : tensor<2x2xf32>) -> tensor<2x2xf32>
  %r = linalg.contract indexing_maps = [affine_map<(m, n, k) -> (m, k)>, affine_map<(m, n, k) -> (n, k)>, affine_map<(m, n, k) -> (m, n)>] {cast = #linalg.type_fn<cast_unsigned>} ins(%a, %b : tensor<2x2xi8>, tensor<2x2xf32>) outs(%o : tensor<2x2xf32>) -> tensor<2x2xf32>
  return %r : tensor<2x2xf32>""",
        # a read unsigned, [[1, 255], [2, 0]], times b transposed, [[1, 2], [3, 4]]
        [766, 1022, 2, 4],
    ),
    "pooling_nchw_max": (
        # xDSL's op, with MLIR's body
        """
  %x = arith.constant dense<[[[[1.0, 5.0, 2.0], [0.0, -1.0, 7.0], [3.0, 3.0, 3.0]]]]> : tensor<1x1x3x3xf32>
  %w = tensor.empty() : tensor<2x2xf32>
  %low = arith.constant -100.0 : f32
  %e = tensor.empty() : tensor<1x1x2x2xf32>
  %o = linalg.fill ins(%low : f32) outs(%e : tensor<1x1x2x2xf32>) -> tensor<1x1x2x2xf32>
  %r = linalg.pooling_nchw_max {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%x, %w : tensor<1x1x3x3xf32>, tensor<2x2xf32>) outs(%o : tensor<1x1x2x2xf32>) -> tensor<1x1x2x2xf32>
  return %r : tensor<1x1x2x2xf32>""",
        [5, 7, 3, 7],
    ),
    "conv_2d_nchw_fchw_default_window": (
        # xDSL's op, without strides and dilations
        """
  %x = arith.constant dense<[[[[1.0, 2.0, 3.0], [4.0, 5.0, 6.0], [7.0, 8.0, 9.0]]]]> : tensor<1x1x3x3xf32>
  %k = arith.constant dense<[[[[1.0, 0.0], [0.0, -1.0]]]]> : tensor<1x1x2x2xf32>
  %zero = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<1x1x2x2xf32>
  %o = linalg.fill ins(%zero : f32) outs(%e : tensor<1x1x2x2xf32>) -> tensor<1x1x2x2xf32>
  %r = linalg.conv_2d_nchw_fchw ins(%x, %k : tensor<1x1x3x3xf32>, tensor<1x1x2x2xf32>) outs(%o : tensor<1x1x2x2xf32>) -> tensor<1x1x2x2xf32>
  return %r : tensor<1x1x2x2xf32>""",
        [-4, -4, -4, -4],
    ),
}


def _lcg_uniform(m: int, n: int, seed: int, low: float, high: float) -> float:
    """`fill_rng_2d`'s element (m, n), as MLIR's op documentation defines it:
    two 32-bit linear congruential steps, scaled into [low, high)."""

    def step(value: int) -> int:
        value = (value * 1103515245 + 12345) & 0xFFFFFFFF
        return value - (1 << 32) if value >> 31 else value

    second = step(n + step(m + seed))
    return (second + 2147483647.0) * ((high - low) * 2.3283064e-10) + low


PROGRAMS["fill_rng_2d"] = (
    """
  %low = arith.constant -1.0 : f64
  %high = arith.constant 1.0 : f64
  %seed = arith.constant 42 : i32
  %e = tensor.empty() : tensor<2x3xf32>
  %r = linalg.fill_rng_2d ins(%low, %high, %seed : f64, f64, i32) outs(%e : tensor<2x3xf32>) -> tensor<2x3xf32>
  return %r : tensor<2x3xf32>""",
    [_lcg_uniform(m, n, 42, -1.0, 1.0) for m in range(2) for n in range(3)],
)


def _program(name: str) -> str:
    body, _ = PROGRAMS[name]
    result_type = body.strip().splitlines()[-1].split(" : ")[-1]
    return f"func.func @{name}() -> {result_type} {{{body}\n}}\n"


def _bufferized(name: str) -> ModuleOp:
    module = parse_module(_program(name))
    PassPipeline.parse_spec(Universe.get_multiverse().all_passes, PIPELINE).apply(
        pipeline_context(), module
    )
    module.verify()
    return module


def _assert_values(actual: list[float], expected: list[float]) -> None:
    assert len(actual) == len(expected)
    for got, want in zip(actual, expected, strict=True):
        assert math.isclose(got, want, rel_tol=1e-5, abs_tol=1e-6), (actual, expected)


@pytest.mark.parametrize("name", PROGRAMS)
def test_sanitizer_computes_the_values(name: str):
    report = check_module(str(_bufferized(name)), name)
    assert report.clean, report.format()
    (run,) = report.runs
    (result,) = run.results
    assert isinstance(result, MemRefValue)
    _assert_values([float(v) for v in result.elements()], PROGRAMS[name][1])


_NATIVE_PASSES = (
    "--convert-linalg-to-loops",
    "--convert-math-to-llvm",
    "--convert-math-to-libm",
    # plain malloc and free: the counting allocator of `native` is not linked
    *(
        "--finalize-memref-to-llvm" if step.startswith("--finalize-memref") else step
        for step in TO_LLVM
    ),
)


@needs_native
@pytest.mark.parametrize("name", PROGRAMS)
def test_buffers_as_mlirs(name: str):
    """As many allocations, copies and deallocations as MLIR 22's pipeline
    (a pooling window from `tensor.empty` is never read, so never copied)."""
    ours = _bufferized(name)
    theirs = parse_module(
        mlir_opt_output(
            _program(name),
            "--one-shot-bufferize=bufferize-function-boundaries",
            "--buffer-deallocation-pipeline",
        )
    )
    assert static_counts(ours) == static_counts(theirs)
    copies = [
        sum(op.name == "memref.copy" for op in module.walk())
        for module in (ours, theirs)
    ]
    assert copies[0] == copies[1]


def _printing_main(module: ModuleOp, name: str) -> str:
    """A `@main` that calls `@name`, prints each element of the memref it
    returns on a line and frees it."""
    (function,) = [op for op in module.ops if isinstance(op, FuncOp)]
    (memref_type,) = function.function_type.outputs
    assert isinstance(memref_type, MemRefType)
    shape = memref_type.get_shape()
    element = memref_type.element_type
    lines = [
        "func.func private @printF32(f32)",
        "func.func private @printI64(i64)",
        "func.func private @printNewline()",
        "func.func @main() {",
        f"  %r = call @{name}() : () -> {memref_type}",
        "  %c0 = arith.constant 0 : index",
        "  %c1 = arith.constant 1 : index",
    ]
    for depth, size in enumerate(shape):
        lines.append(f"  %n{depth} = arith.constant {size} : index")
        lines.append(f"  scf.for %i{depth} = %c0 to %n{depth} step %c1 {{")
    indices = ", ".join(f"%i{depth}" for depth in range(len(shape)))
    lines.append(f"  %v = memref.load %r[{indices}] : {memref_type}")
    if isinstance(element, IntegerType):
        lines.append(f"  %w = arith.extsi %v : {element} to i64")
        lines.append("  func.call @printI64(%w) : (i64) -> ()")
    else:
        lines.append("  func.call @printF32(%v) : (f32) -> ()")
    lines.append("  func.call @printNewline() : () -> ()")
    lines.extend("  }" for _ in shape)
    lines += [f"  memref.dealloc %r : {memref_type}", "  return", "}"]
    return "\n".join(lines)


@needs_native
@pytest.mark.parametrize("name", PROGRAMS)
def test_mlir_runner_computes_the_values(name: str):
    module = _bufferized(name)
    text = str(module)
    harness = text[: text.rindex("}")] + _printing_main(module, name) + "\n}\n"
    output = run_main(harness, _NATIVE_PASSES)
    _assert_values([float(v) for v in output.split()], PROGRAMS[name][1])


def test_sanitizer_reports_a_convolution_reading_freed_memory():
    """A named op on memrefs loads its elements like `memref.load`: an input
    freed before it is reported at the op; a pooling op's window operand,
    which its body ignores, is not loaded (nor by MLIR's lowering to loops)."""
    text = """
func.func @freed_input() {
  %x = memref.alloc() : memref<1x1x3xf32>
  %k = memref.alloc() : memref<1x1x2xf32>
  %w = memref.alloc() : memref<2xf32>
  %o = memref.alloc() : memref<1x1x2xf32>
  memref.dealloc %w : memref<2xf32>
  linalg.pooling_ncw_sum ins(%x, %w : memref<1x1x3xf32>, memref<2xf32>) outs(%o : memref<1x1x2xf32>)
  memref.dealloc %x : memref<1x1x3xf32>
  linalg.conv_1d_ncw_fcw ins(%x, %k : memref<1x1x3xf32>, memref<1x1x2xf32>) outs(%o : memref<1x1x2xf32>)
  memref.dealloc %k : memref<1x1x2xf32>
  memref.dealloc %o : memref<1x1x2xf32>
  return
}
"""
    report = check_module(text, "freed_input")
    found = {(f.kind, f.op_name, finding_line(f)) for f in report.findings}
    assert found == {(FindingKind.USE_AFTER_FREE, "linalg.conv_1d_ncw_fcw", 10)}
