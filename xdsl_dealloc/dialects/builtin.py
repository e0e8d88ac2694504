"""MLIR's reading of `dense<...>` literals, on xDSL's attribute parser.

xDSL 0.74 reads three forms that `mlir-opt` prints differently from MLIR:

    dense<0xFF800000> : tensor<4xf32>          // -inf: the element's bits
    dense<[1.0, 0x7FC00000]> : tensor<2xf32>   // NaN beside a decimal
    dense<"0x01"> : tensor<8xi1>               // i1 blobs are bit-packed

xDSL takes a hexadecimal element of a float type for an integer value (the
first is `dense<4.28657869e+09>`) and an `i1` blob for one byte per element
(the third is eight `true`).  MLIR prints every NaN and infinity in the
first two forms and every constant of more than 100 elements as a blob, so
frontends such as torch-mlir emit them for masks and initial values.
`install_dense_literals` (from `xdsl_dealloc.register()`: it changes
what xDSL reads these literals as, and how it prints two of them, so it is
part of MLIR 22's forms, not of loading a dialect) makes xDSL's parser read
them as MLIR does,
including MLIR's errors (a minus before a hexadecimal float, bits wider
than the type; a blob of the wrong size or not in hexadecimal is
rejected with xDSL's message followed by MLIR's); every other form goes
through xDSL's parser unchanged.  Printing is xDSL's, which `mlir-opt-22`
reads back with the same values, but for two things xDSL gets wrong: an
`i1` blob (bit-packed, as MLIR reads it) and splats, told by their bits
(xDSL prints every element of a NaN splat, and `[0.0, -0.0]` as `0.0`).
"""

from __future__ import annotations

import math
from collections.abc import Callable
from typing import Any, cast

from xdsl.dialects.builtin import (
    AnyFloat,
    BFloat16Type,
    BytesAttr,
    ComplexType,
    DenseIntOrFPElementsAttr,
    Float16Type,
    Float32Type,
    Float64Type,
    IndexType,
    IntegerType,
    RankedStructure,
    Signedness,
)
from xdsl.parser import AttrParser
from xdsl.printer import Printer
from xdsl.utils.mlir_lexer import MLIRTokenKind

_IEEE_FLOATS = (Float16Type, BFloat16Type, Float32Type, Float64Type)
"""Float types whose xDSL storage is their bits, little-endian, as MLIR's
blobs hold them."""

_INDEX_BYTES = 8

_LARGEST_LISTED = 100
"""Both MLIR and xDSL print larger constants as a blob."""

_installed = False


def install_dense_literals() -> None:
    """Has xDSL's attribute parser read hexadecimal float elements and
    element blobs as MLIR does.  Calling it again does nothing."""
    global _installed
    if _installed:
        return
    _installed = True
    element = AttrParser._TensorLiteralElement  # pyright: ignore[reportPrivateUsage]
    element.to_type = _element_to_type(element.to_type)
    AttrParser.parse_dense_int_or_fp_elements_attr = _parse_dense(
        AttrParser.parse_dense_int_or_fp_elements_attr
    )
    AttrParser._parse_optional_complex = _parse_optional_complex  # pyright: ignore[reportPrivateUsage]
    attr = DenseIntOrFPElementsAttr
    setattr(attr, "is_splat", _is_splat(attr.is_splat))  # noqa: B010
    setattr(attr, "print_without_type", _print_without_type(attr.print_without_type))  # noqa: B010


def _is_splat(
    xdsl_is_splat: Callable[[DenseIntOrFPElementsAttr], bool],
) -> Callable[[DenseIntOrFPElementsAttr], bool]:
    """Splats by their bits, as MLIR tells them: xDSL compares the values,
    so a NaN splat prints every element and `[0.0, -0.0]` prints as
    `0.0`."""

    def is_splat(self: DenseIntOrFPElementsAttr) -> bool:
        count = len(self)
        if not count:
            return xdsl_is_splat(self)
        data = self.data.data
        return data == data[: len(data) // count] * count

    return is_splat


def _print_without_type(
    xdsl_print: Callable[[DenseIntOrFPElementsAttr, Printer], None],
) -> Callable[[DenseIntOrFPElementsAttr, Printer], None]:
    """xDSL prints more than 100 elements as a blob of its own storage, one
    byte per `i1`; MLIR reads eight `i1` per byte."""

    def print_without_type(self: DenseIntOrFPElementsAttr, printer: Printer) -> None:
        count = len(self)
        if (
            self.get_element_type() != IntegerType(1)
            or count <= _LARGEST_LISTED
            or self.is_splat()
        ):
            return xdsl_print(self, printer)
        packed = bytearray((count + 7) // 8)
        for position, byte in enumerate(self.data.data):
            packed[position // 8] |= (byte & 1) << (position % 8)
        printer.print_string(f'dense<"0x{packed.hex().upper()}">')

    return print_without_type


def _is_hex(text: str) -> bool:
    return text.lstrip("-( \t\n").startswith(("0x", "0X"))


def _hex_float_bits(
    parser: AttrParser, text: str, is_negative: bool, span: Any, type: AnyFloat
) -> float:
    """The float whose bits a hexadecimal literal spells, with MLIR's checks."""
    if is_negative:
        parser.raise_error(
            "hexadecimal float literal should not have a leading minus",
            at_position=span,
        )
    bits = int(text.strip().lstrip("-").strip(), 16)
    if bits >> type.bitwidth:
        parser.raise_error(
            "hexadecimal float constant out of range for type", at_position=span
        )
    raw = bits.to_bytes(type.compile_time_size, "little")
    return next(iter(type.iter_unpack(raw)))


def _element_to_type(xdsl_to_type: Callable[..., Any]) -> Callable[..., Any]:
    def to_type(self: Any, parser: AttrParser, type: Any) -> Any:
        text: str = self.span.text.strip()
        if isinstance(type, AnyFloat) and _is_hex(text):
            return _hex_float_bits(parser, text, self.is_negative, self.span, type)
        if isinstance(type, ComplexType) and isinstance(type.element_type, AnyFloat):
            parts = text[1:-1].split(",")
            if any(_is_hex(part) for part in parts):
                return tuple(
                    _hex_float_bits(parser, part, False, self.span, type.element_type)
                    if _is_hex(part)
                    else float(part)
                    for part in parts
                )
        value = xdsl_to_type(self, parser, type)
        if isinstance(type, IntegerType):
            low, high = type.value_range()
            if not low <= value < high:
                parser.raise_error(
                    "integer constant out of range for type", at_position=self.span
                )
        return value

    return to_type


def _parse_optional_complex(
    self: AttrParser,
) -> tuple[tuple[Any, Any], Any] | None:
    """`(real, imag)`; MLIR prints a NaN or infinite part in hexadecimal
    beside a decimal one, which xDSL's own reading of complex literals
    refuses (both parts must be integers or both floats)."""
    if self._current_token.kind != MLIRTokenKind.L_PAREN:  # pyright: ignore[reportPrivateUsage]
        return None
    start = self._consume_token(MLIRTokenKind.L_PAREN).span  # pyright: ignore[reportPrivateUsage]
    real, real_span = self._parse_bool_int_or_float()  # pyright: ignore[reportPrivateUsage]
    self.parse_punctuation(",")
    imag, imag_span = self._parse_bool_int_or_float()  # pyright: ignore[reportPrivateUsage]
    end = self._consume_token(MLIRTokenKind.R_PAREN).span  # pyright: ignore[reportPrivateUsage]
    if type(real) is not type(imag):
        if not (_is_hex(real_span.text) or _is_hex(imag_span.text)):
            self.raise_error(
                "Complex value must be either (float, float) or (int, int)"
            )
        # A float element type reads the parts again from the span's text
        # (`to_type`); any other rejects a float part.
        real, imag = float(real), float(imag)
    return (real, imag), type(start)(start.start, end.end, start.input)


def _parse_dense(xdsl_parse: Callable[..., Any]) -> Callable[..., Any]:
    def parse_dense_int_or_fp_elements_attr(
        self: AttrParser, type: Any
    ) -> DenseIntOrFPElementsAttr:
        start = self.pos
        self.parse_punctuation("<", " in dense attribute")
        blob_span = self._current_token.span  # pyright: ignore[reportPrivateUsage]
        blob = self.parse_optional_str_literal()
        if blob is None:
            self._resume_from(start)  # pyright: ignore[reportPrivateUsage]
            return xdsl_parse(self, type)
        self.parse_punctuation(">", " in dense attribute")
        if type is None:
            self.parse_punctuation(":", " in dense attribute")
            type = self._parse_dense_literal_type()  # pyright: ignore[reportPrivateUsage]
        if not _reads_blob_of(type.element_type):
            self._resume_from(start)  # pyright: ignore[reportPrivateUsage]
            return xdsl_parse(self, type)
        try:
            if not blob.startswith(("0x", "0X")):
                raise ValueError(blob)
            data = bytes.fromhex(blob[2:])
        except ValueError:
            self.raise_error(
                "Hex string in denseAttr is invalid: expected string "
                "containing hex digits starting with `0x`",
                at_position=blob_span,
            )
        attr = _from_blob(type, data)
        if attr is None:
            element = type.element_type
            given = len(data) * 8 // _bits_stored(element)
            self.raise_error(
                "Shape mismatch in dense literal. Expected "
                f"{math.prod(type.get_shape())} elements from the type, but got "
                f"{given} elements: elements hex data size is invalid for "
                f"provided type: '{type}'",
                at_position=blob_span,
            )
        return attr

    return parse_dense_int_or_fp_elements_attr


def _reads_blob_of(element: Any) -> bool:
    if isinstance(element, ComplexType):
        return _reads_blob_of(element.element_type)
    return isinstance(element, (IntegerType, IndexType, *_IEEE_FLOATS))


def _bits_stored(element: Any) -> int:
    """What one element takes in a blob: a bit for `i1`, whole bytes else."""
    return 1 if element == IntegerType(1) else 8 * _element_bytes(element)


def _element_bytes(element: Any) -> int:
    if isinstance(element, ComplexType):
        return 2 * _element_bytes(element.element_type)
    if isinstance(element, IndexType):
        return _INDEX_BYTES
    return (element.bitwidth + 7) // 8


def _from_blob(
    type: RankedStructure[Any], data: bytes
) -> DenseIntOrFPElementsAttr | None:
    """MLIR's reading of an element blob: the elements one after another,
    or one element for a splat; `i1` elements one bit each, from the lowest
    bit of the first byte (a splat is the byte 0x00 or 0xFF); integers
    narrower than a byte, one byte each."""
    count = math.prod(type.get_shape())
    element = type.element_type
    if element == IntegerType(1):
        return _from_bit_blob(type, data, count)
    width = _element_bytes(element)
    if len(data) == width and count:
        data *= count
    elif len(data) != width * count:
        return None
    if isinstance(element, IntegerType):
        values = [
            _integer(int.from_bytes(data[i : i + width], "little"), element)
            for i in range(0, len(data), width)
        ]
        return DenseIntOrFPElementsAttr.from_list(type, values)
    if isinstance(element, IndexType):
        values = [
            int.from_bytes(data[i : i + width], "little", signed=True)
            for i in range(0, len(data), width)
        ]
        return DenseIntOrFPElementsAttr.from_list(type, values)
    if isinstance(element, ComplexType) and isinstance(
        element.element_type, IntegerType
    ):
        half = width // 2
        parts = [
            _integer(int.from_bytes(data[i : i + half], "little"), element.element_type)
            for i in range(0, len(data), half)
        ]
        values = list(zip(parts[::2], parts[1::2], strict=True))
        return DenseIntOrFPElementsAttr.from_list(cast(Any, type), values)
    return DenseIntOrFPElementsAttr(type, BytesAttr(data))


def _integer(bits: int, type: IntegerType) -> int:
    """The value of an element's low `width` bits, signed unless the type
    is unsigned."""
    width = type.bitwidth
    bits &= (1 << width) - 1
    if type.signedness.data != Signedness.UNSIGNED and bits >> (width - 1):
        return bits - (1 << width)
    return bits


def _from_bit_blob(
    type: RankedStructure[Any], data: bytes, count: int
) -> DenseIntOrFPElementsAttr | None:
    if len(data) == (count + 7) // 8:
        bits = [(data[i // 8] >> (i % 8)) & 1 for i in range(count)]
    elif len(data) == 1 and data[0] in (0x00, 0xFF) and count:
        bits = [data[0] & 1] * count
    else:
        return None
    return DenseIntOrFPElementsAttr.from_list(type, bits)
