"""Random well-formed tensor programs for One-Shot Bufferize, from a seed.

`generate_tensor_program(seed, config)` returns a module of a few public
functions, each of the form

    func.func @fN(%b0: i1, %b1: i1, %n: index, %in: memref<8xf32>,
                  %out: memref<8xf32>) -> (f32, ...)

whose bodies compute on tensors: the input is read from `%in` through
`bufferization.to_tensor ... restrict` (sometimes `writable`) or from
`arith.constant dense<...>` tensors; destination-passing chains of
`linalg.fill`, `linalg.map`, `linalg.generic` (reading its init or not),
`linalg.copy` and the element-wise named ops into `tensor.empty` or into
other tensors; `tensor.insert`/`extract`; `tensor.extract_slice` and
`insert_slice`, also inserted into the carried tensor of an `scf.for`;
tensors made by `tensor.splat`, `tensor.generate` (its body reading
another tensor or not) and `tensor.pad`, static or of a dynamic size cast
back with `tensor.cast`; `tensor.from_elements`, `tensor.concat` and
`bufferization.alloc_tensor` (with `copy`, or as a destination);
`tensor.reshape` or `tensor.expand_shape` to two dimensions, written or
read there, and back (`collapse_shape`); `scf.while` loops carrying
tensors as `scf.for` loops do; `scf.forall` loops whose threads insert their slice of
the shared outputs with `tensor.parallel_insert_slice` (read, updated and
inserted back, or computed from other tensors); `scf.if`,
`scf.index_switch`, `scf.execute_region` and `arith.select` of tensors.  Old versions
of a tensor stay in scope and are read after newer ones were written, which
forces copies.  The results are scalars extracted from tensors and a tensor
written into `%out` by `bufferization.materialize_in_destination ...
restrict writable`, so functions take only booleans, an index and memrefs
(the sanitizer runs every combination), and tensors stay inside functions.

The first line of the program gives its `one-shot-bufferize` options as
`corpus.CorpusProgram` reads them (`// OPTIONS: ...`):
some seeds allow loops to yield new buffers, or use another traversal
heuristic.

Well-formed means no undefined behaviour: a `tensor.empty` (or a value
holding undefined elements) is only the destination of an op that
overwrites all of it; every index is in [0, 3] (constants, `%n` is 0, 1 or
3 in the sanitizer's runs, induction variables of loops up to `%n` or 3),
so element accesses of `tensor<4xf32>` and `tensor<8xf32>` and 4-element
slices of the latter stay in bounds; loops run at most 3 times; the
threads of an `scf.forall` read and write only their own slice of its
shared outputs (other tensors are values: the analysis must copy what a
thread writes of them).

As in `program_generator` (the deallocation fuzzer), only a seeded
`random.Random` is used and `TensorGeneratorConfig.excluded` switches
constructs off by name (`CONSTRUCTS`).  Tensors across function
boundaries are the multi-function generator's
(`tensor_module_generator.py`).
"""

from __future__ import annotations

import random
from dataclasses import dataclass, field
from typing import ClassVar

from xdsl_dealloc.testing.deallocation.program_generator import ConstructChoice

WIDE = "tensor<8xf32>"
NARROW = "tensor<4xf32>"
TENSOR_TYPES = (WIDE, NARROW)
DYNAMIC = "tensor<?xf32>"
MEMREF = "memref<8xf32>"
F32 = "f32"
INDEX = "index"
I1 = "i1"

CONSTRUCTS = frozenset(
    {
        "to_tensor",
        "writable_input",
        "constant",
        "fill",
        "map",
        "generic",
        "generic_reading_init",
        "named",
        "copy",
        "insert",
        "extract",
        "extract_slice",
        "insert_slice",
        "select",
        "splat",
        "generate",
        "pad",
        "reshape",
        "expand_collapse",
        "from_elements",
        "concat",
        "alloc_tensor",
        "if",
        "index_switch",
        "execute_region",
        "for",
        "while",
        "forall",
        "materialize",
        "loops_yield_new_buffers",
        "heuristics",
    }
)
"""What `TensorGeneratorConfig.excluded` may switch off.  `writable_input`:
`to_tensor ... restrict writable` of `%in`; `materialize`: the result tensor
written into `%out`; `alloc_tensor`: `bufferization.alloc_tensor`, with
`copy` or as a destination instead of a `tensor.empty`;
`loops_yield_new_buffers`: programs (and loop bodies)
with `allow-return-allocs-from-loops`; `heuristics`: programs analysed
`top-down` or `bottom-up-from-terminators`.  `fill` and `constant` only
stop statements of their own: a tensor needed where none is at hand is
still made by one."""

OPT_IN_CONSTRUCTS = frozenset(
    {
        "read_after_materialize",
        "forall_partial_writes",
        "memory_spaces",
        "element_type_copies",
    }
)
"""Forms of MLIR's own One-Shot Bufferize tests, generated only when
`TensorGeneratorConfig.included` names them (so that every seed's program
stays what it was): `read_after_materialize`, a tensor
`bufferization.materialize_in_destination` whose destination may be read
after it (which MLIR rejects: no copy can avoid the conflict);
`forall_partial_writes`, an `scf.forall` whose threads write only half of
its shared outputs (the rest keeps the init's values);
`memory_spaces`, copies into `bufferization.alloc_tensor`s of memory
space 1 (which meet space-0 buffers in branches, loops and selects, which
MLIR rejects); `element_type_copies`, `linalg.copy` to `bf16` or `f16` and
back, and a `linalg.copy` of an empty tensor into itself."""

ELEMENTWISE_NAMED = ("linalg.add", "linalg.sub", "linalg.mul", "linalg.max")
ARITH_BINARY = ("arith.addf", "arith.subf", "arith.maximumf", "arith.minimumf")
HEURISTICS = ("top-down", "bottom-up-from-terminators")


@dataclass(frozen=True)
class TensorGeneratorConfig(ConstructChoice):
    """Size limits and the constructs to leave out."""

    constructs: ClassVar[frozenset[str]] = CONSTRUCTS

    max_functions: int = 2
    max_statements: int = 8
    """Per block, before nesting."""
    max_depth: int = 2
    """Nesting of region ops."""
    max_ops_per_function: int = 60
    excluded: frozenset[str] = frozenset()
    included: frozenset[str] = frozenset()
    """Of `OPT_IN_CONSTRUCTS`, those to generate."""

    def __post_init__(self) -> None:
        super().__post_init__()
        unknown = self.included - OPT_IN_CONSTRUCTS
        if unknown:
            raise ValueError(
                f"unknown opt-in constructs {sorted(unknown)}; "
                f"known: {sorted(OPT_IN_CONSTRUCTS)}"
            )

    def allows(self, construct: str) -> bool:
        if construct in OPT_IN_CONSTRUCTS and construct not in self.included:
            return False
        return super().allows(construct)


@dataclass(frozen=True)
class _Value:
    name: str
    type: str
    defined: bool = True
    """False for tensors with undefined elements (`tensor.empty`): only a
    destination that is overwritten entirely."""


@dataclass
class _Scope:
    """The values visible at the current point."""

    values: list[_Value] = field(default_factory=list[_Value])

    def child(self) -> _Scope:
        return _Scope(list(self.values))

    def add(self, value: _Value) -> _Value:
        self.values.append(value)
        return value

    def of_type(self, type_: str, defined: bool = True) -> list[_Value]:
        return [
            v for v in self.values if v.type == type_ and (v.defined or not defined)
        ]


def _size(type_: str) -> int:
    return 8 if type_ == WIDE else 4


def _dense(rng: random.Random, type_: str) -> str:
    size = _size(type_)
    elements = ", ".join(f"{rng.randint(-3, 5)}.0" for _ in range(size))
    return f"dense<[{elements}]>"


class _FunctionGenerator:
    """One function body; `lines` are indented by nesting depth."""

    def __init__(
        self,
        rng: random.Random,
        config: TensorGeneratorConfig,
        name: str,
        loops_yield_new_buffers: bool,
    ) -> None:
        self.rng = rng
        self.config = config
        self.name = name
        self.loops_yield_new_buffers = loops_yield_new_buffers
        self.lines: list[str] = []
        self.indent = 1
        self.counter = 0
        self.ops = 0
        self.threads = 0
        """Nesting of `scf.forall` bodies at the current point."""

    # -- emitting -------------------------------------------------------------

    def _fresh(self, prefix: str = "t") -> str:
        self.counter += 1
        return f"%{prefix}{self.counter}"

    def _emit(self, line: str) -> None:
        self.ops += 1
        self.lines.append("  " * self.indent + line)

    def _op_with_block(
        self, head: str, arguments: str, body: list[str], tail: str
    ) -> None:
        """`head {`, one block `^bb0(arguments):` of `body`, then `} tail`."""
        self._emit(f"{head} {{")
        self.lines.append("  " * self.indent + f"^bb0({arguments}):")
        for line in body:
            self.lines.append("  " * (self.indent + 1) + line)
        self.lines.append("  " * self.indent + f"}} {tail}")

    def _define(
        self, scope: _Scope, type_: str, text: str, defined: bool = True
    ) -> _Value:
        """Emits `%new = text` and adds `%new` to the scope."""
        prefix = "t" if type_.startswith("tensor") else "s"
        value = _Value(self._fresh(prefix), type_, defined)
        self._emit(f"{value.name} = {text}")
        return scope.add(value)

    # -- picking values ---------------------------------------------------------

    def _pick(self, scope: _Scope, type_: str, defined: bool = True) -> _Value | None:
        """A value of the type, the newer ones more likely (older ones are
        read after newer versions were written: copies)."""
        candidates = scope.of_type(type_, defined)
        if not candidates:
            return None
        weights = [1 + position for position in range(len(candidates))]
        return self.rng.choices(candidates, weights)[0]

    def _tensor(self, scope: _Scope, type_: str) -> _Value:
        """A defined tensor of the type, made if none is at hand (`%in` is
        not read in an `scf.forall`: threads would write it at once)."""
        existing = self._pick(scope, type_)
        if existing is not None and self.rng.random() < 0.85:
            return existing
        if (
            type_ == WIDE
            and self.config.allows("to_tensor")
            and not self.threads
            and self.rng.random() < 0.3
        ):
            return self._input(scope)
        if self.config.allows("constant") and self.rng.random() < 0.5:
            return self._constant(scope, type_)
        return self._fill(scope, type_)

    def _destination(self, scope: _Scope, type_: str) -> _Value:
        """Any tensor of the type, defined or not: often a new `tensor.empty`."""
        existing = self._pick(scope, type_, defined=False)
        if existing is not None and self.rng.random() < 0.6:
            return existing
        if self.config.allows("alloc_tensor") and self.rng.random() < 0.15:
            text = f"bufferization.alloc_tensor() : {type_}"
        else:
            text = f"tensor.empty() : {type_}"
        return self._define(scope, type_, text, defined=False)

    def _scalar(self, scope: _Scope) -> _Value:
        return self._pick(scope, F32) or self._float_constant(scope)

    def _index(self, scope: _Scope) -> _Value:
        value = self._pick(scope, INDEX)
        assert value is not None  # the function's constants
        return value

    def _condition(self, scope: _Scope) -> _Value:
        existing = self._pick(scope, I1)
        if existing is not None and self.rng.random() < 0.7:
            return existing
        left, right = self._index(scope), self._index(scope)
        predicate = self.rng.choice(["ult", "eq", "ne", "sge"])
        return self._define(
            scope, I1, f"arith.cmpi {predicate}, {left.name}, {right.name} : index"
        )

    # -- statements -------------------------------------------------------------

    def _input(self, scope: _Scope) -> _Value:
        existing = [v for v in scope.values if v.name == "%input"]
        if existing:
            return existing[0]
        writable = self.config.allows("writable_input") and self.rng.random() < 0.5
        value = scope.add(_Value("%input", WIDE))
        self._emit(
            f"%input = bufferization.to_tensor %in restrict"
            f"{' writable' if writable else ''} : {MEMREF} to {WIDE}"
        )
        return value

    def _float_constant(self, scope: _Scope) -> _Value:
        return self._define(
            scope, F32, f"arith.constant {self.rng.randint(-2, 4)}.0 : f32"
        )

    def _constant(self, scope: _Scope, type_: str) -> _Value:
        return self._define(
            scope, type_, f"arith.constant {_dense(self.rng, type_)} : {type_}"
        )

    def _fill(self, scope: _Scope, type_: str) -> _Value:
        value = self._scalar(scope)
        dest = self._destination(scope, type_)
        return self._define(
            scope,
            type_,
            f"linalg.fill ins({value.name} : f32) outs({dest.name} : {type_}) -> {type_}",
        )

    def _map(self, scope: _Scope, type_: str) -> _Value:
        op = self.rng.choice(ARITH_BINARY)
        left, right = self._tensor(scope, type_), self._tensor(scope, type_)
        dest = self._destination(scope, type_)
        return self._define(
            scope,
            type_,
            f"linalg.map {{ {op} }} ins({left.name}, {right.name} : {type_}, "
            f"{type_}) outs({dest.name} : {type_})",
        )

    def _named(self, scope: _Scope, type_: str) -> _Value:
        op = self.rng.choice(ELEMENTWISE_NAMED)
        left, right = self._tensor(scope, type_), self._tensor(scope, type_)
        return self._elementwise(
            scope, op, left, right, self._destination(scope, type_)
        )

    def _elementwise(
        self, scope: _Scope, op: str, left: _Value, right: _Value, dest: _Value
    ) -> _Value:
        """`op` (a named element-wise op) of `left` and `right` into `dest`."""
        type_ = dest.type
        return self._define(
            scope,
            type_,
            f"{op} ins({left.name}, {right.name} : {type_}, {type_}) "
            f"outs({dest.name} : {type_}) -> {type_}",
        )

    def _copy(self, scope: _Scope, type_: str) -> _Value:
        source = self._tensor(scope, type_)
        dest = self._destination(scope, type_)
        return self._define(
            scope,
            type_,
            f"linalg.copy ins({source.name} : {type_}) outs({dest.name} : {type_}) "
            f"-> {type_}",
        )

    def _generic(self, scope: _Scope, type_: str) -> _Value:
        """`out = in op out` (reading its init) or `out = in op k` (not)."""
        source = self._tensor(scope, type_)
        reads_init = self.config.allows("generic_reading_init") and (
            self.rng.random() < 0.5
        )
        dest = (
            self._tensor(scope, type_)
            if reads_init
            else self._destination(scope, type_)
        )
        op = self.rng.choice(ARITH_BINARY)
        x, y, r = self._fresh("x"), self._fresh("y"), self._fresh("r")
        if reads_init:
            body = [f"{r} = {op} {x}, {y} : f32"]
        else:
            k = self._fresh("k")
            body = [
                f"{k} = arith.constant {self.rng.randint(1, 3)}.0 : f32",
                f"{r} = {op} {x}, {k} : f32",
            ]
        result = self._fresh()
        maps = "affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>"
        self._op_with_block(
            f"{result} = linalg.generic {{indexing_maps = [{maps}], "
            f'iterator_types = ["parallel"]}} ins({source.name} : {type_}) '
            f"outs({dest.name} : {type_})",
            f"{x}: f32, {y}: f32",
            [*body, f"linalg.yield {r} : f32"],
            f"-> {type_}",
        )
        return scope.add(_Value(result, type_))

    def _insert(self, scope: _Scope, type_: str) -> _Value:
        value = self._scalar(scope)
        dest = self._tensor(scope, type_)
        index = self._index(scope)
        return self._define(
            scope,
            type_,
            f"tensor.insert {value.name} into {dest.name}[{index.name}] : {type_}",
        )

    def _extract(self, scope: _Scope) -> _Value:
        type_ = self.rng.choice(TENSOR_TYPES)
        source = self._tensor(scope, type_)
        index = self._index(scope)
        return self._define(
            scope, F32, f"tensor.extract {source.name}[{index.name}] : {type_}"
        )

    def _extract_slice(self, scope: _Scope) -> _Value:
        source = self._tensor(scope, WIDE)
        offset = self._index(scope)
        return self._define(
            scope,
            NARROW,
            f"tensor.extract_slice {source.name}[{offset.name}] [4] [1] : "
            f"{WIDE} to {NARROW}",
        )

    def _insert_slice(self, scope: _Scope, dest: _Value | None = None) -> _Value:
        piece = self._tensor(scope, NARROW)
        dest = dest or self._tensor(scope, WIDE)
        offset = self._index(scope)
        return self._define(
            scope,
            WIDE,
            f"tensor.insert_slice {piece.name} into {dest.name}[{offset.name}] "
            f"[4] [1] : {NARROW} into {WIDE}",
        )

    def _select(self, scope: _Scope, type_: str) -> _Value:
        condition = self._condition(scope)
        left, right = self._tensor(scope, type_), self._tensor(scope, type_)
        return self._define(
            scope,
            type_,
            f"arith.select {condition.name}, {left.name}, {right.name} : {type_}",
        )

    def _size_constant(self, type_: str) -> str:
        """An index constant of the type's size, kept out of the scope (the
        indices there stay in [0, 3])."""
        size = self._fresh("size")
        self._emit(f"{size} = arith.constant {_size(type_)} : index")
        return size

    def _cast_back(self, scope: _Scope, dynamic: str, type_: str) -> _Value:
        return self._define(
            scope, type_, f"tensor.cast {dynamic} : {DYNAMIC} to {type_}"
        )

    def _index_as_float(self, index: str) -> tuple[str, list[str]]:
        """The f32 of an index and the lines computing it."""
        integer, value = self._fresh("k"), self._fresh("f")
        return value, [
            f"{integer} = arith.index_cast {index} : index to i32",
            f"{value} = arith.sitofp {integer} : i32 to f32",
        ]

    def _splat(self, scope: _Scope, type_: str) -> _Value:
        """A scalar splatted; at times to a dynamic size, cast back."""
        value = self._scalar(scope)
        if self.rng.random() < 0.3:
            size = self._size_constant(type_)
            splat = self._fresh()
            self._emit(f"{splat} = tensor.splat {value.name}[{size}] : {DYNAMIC}")
            return self._cast_back(scope, splat, type_)
        return self._define(scope, type_, f"tensor.splat {value.name} : {type_}")

    def _generate(self, scope: _Scope, type_: str) -> _Value:
        """Each element from its index and a scalar, or from the element of
        another tensor at that index (a read inside the body); at times of
        a dynamic size, cast back."""
        index = self._fresh("i")
        index_value, body = self._index_as_float(index)
        if self.rng.random() < 0.5:
            source = self._tensor(scope, type_)
            other = self._fresh("e")
            body.append(f"{other} = tensor.extract {source.name}[{index}] : {type_}")
        else:
            other = self._scalar(scope).name
        element = self._fresh("r")
        body += [
            f"{element} = {self.rng.choice(ARITH_BINARY)} {index_value}, {other} : f32",
            f"tensor.yield {element} : f32",
        ]
        dynamic = self.rng.random() < 0.3
        size = f" {self._size_constant(type_)}" if dynamic else ""
        result = self._fresh()
        self._op_with_block(
            f"{result} = tensor.generate{size}",
            f"{index}: index",
            body,
            f": {DYNAMIC if dynamic else type_}",
        )
        if dynamic:
            return self._cast_back(scope, result, type_)
        return scope.add(_Value(result, type_))

    def _pad(self, scope: _Scope) -> _Value:
        """A narrow tensor padded to a wide one, each padding static or (at
        most 3) dynamic, the padding value a scalar or its index."""
        source = self._tensor(scope, NARROW)
        low = self.rng.randint(0, 4)
        sizes = [
            f"%c{amount}" if amount <= 3 and self.rng.random() < 0.3 else str(amount)
            for amount in (low, 4 - low)
        ]
        dynamic = any(size.startswith("%") for size in sizes)
        index = self._fresh("i")
        if self.rng.random() < 0.5:
            value, body = self._index_as_float(index)
        else:
            value, body = self._scalar(scope).name, []
        result = self._fresh()
        self._op_with_block(
            f"{result} = tensor.pad {source.name} low[{sizes[0]}] high[{sizes[1]}]",
            f"{index}: index",
            [*body, f"tensor.yield {value} : f32"],
            f": {NARROW} to {DYNAMIC if dynamic else WIDE}",
        )
        if dynamic:
            return self._cast_back(scope, result, WIDE)
        return scope.add(_Value(result, WIDE))

    def _reshape(self, scope: _Scope, type_: str) -> _Value:
        """`type_` reshaped to two rows (by `tensor.reshape` or
        `expand_shape`), an element written or read there, and reshaped
        back (`reshape` or `collapse_shape`)."""
        source = self._tensor(scope, type_)
        columns = _size(type_) // 2
        matrix_type = f"tensor<2x{columns}xf32>"
        by_shape_tensor = not self.config.allows("expand_collapse") or (
            self.config.allows("reshape") and self.rng.random() < 0.5
        )
        matrix = self._fresh()
        if by_shape_tensor:
            shape = self._fresh("shape")
            self._emit(
                f"{shape} = arith.constant dense<[2, {columns}]> : tensor<2xindex>"
            )
            self._emit(
                f"{matrix} = tensor.reshape {source.name}({shape}) : "
                f"({type_}, tensor<2xindex>) -> {matrix_type}"
            )
        else:
            self._emit(
                f"{matrix} = tensor.expand_shape {source.name} [[0, 1]] output_shape "
                f"[2, {columns}] : {type_} into {matrix_type}"
            )
        position = f"%c{self.rng.randint(0, 1)}, %c{self.rng.randint(0, columns - 1)}"
        if self.rng.random() < 0.6:
            value, written = self._scalar(scope), self._fresh()
            self._emit(
                f"{written} = tensor.insert {value.name} into {matrix}[{position}] "
                f": {matrix_type}"
            )
            matrix = written
        if self.rng.random() < 0.4:
            self._define(
                scope, F32, f"tensor.extract {matrix}[{position}] : {matrix_type}"
            )
        if not by_shape_tensor:
            return self._define(
                scope,
                type_,
                f"tensor.collapse_shape {matrix} [[0, 1]] : {matrix_type} into {type_}",
            )
        flat = self._fresh("shape")
        self._emit(f"{flat} = arith.constant dense<{_size(type_)}> : tensor<1xindex>")
        return self._define(
            scope,
            type_,
            f"tensor.reshape {matrix}({flat}) : ({matrix_type}, tensor<1xindex>) "
            f"-> {type_}",
        )

    def _from_elements(self, scope: _Scope) -> _Value:
        names = ", ".join(self._scalar(scope).name for _ in range(_size(NARROW)))
        return self._define(scope, NARROW, f"tensor.from_elements {names} : {NARROW}")

    def _concat(self, scope: _Scope) -> _Value:
        first, second = self._tensor(scope, NARROW), self._tensor(scope, NARROW)
        return self._define(
            scope,
            WIDE,
            f"tensor.concat dim(0) {first.name}, {second.name} : "
            f"({NARROW}, {NARROW}) -> {WIDE}",
        )

    def _alloc_tensor_copy(self, scope: _Scope, type_: str) -> _Value:
        source = self._tensor(scope, type_)
        return self._define(
            scope, type_, f"bufferization.alloc_tensor() copy({source.name}) : {type_}"
        )

    def _materialize(self, scope: _Scope, type_: str) -> _Value:
        """The source's contents in the destination's buffer, which later
        statements may still read the old value of."""
        source = self._tensor(scope, type_)
        dest = self._tensor(scope, type_)
        return self._define(
            scope,
            type_,
            f"bufferization.materialize_in_destination {source.name} in "
            f"{dest.name} : ({type_}, {type_}) -> {type_}",
        )

    def _in_memory_space(self, scope: _Scope, type_: str) -> _Value:
        """A copy into a buffer of memory space 1 (by `linalg.copy`: MLIR 22
        gives an `alloc_tensor ... copy` of a function argument into
        another space the argument's layout, which it cannot allocate)."""
        source = self._tensor(scope, type_)
        dest = self._define(
            scope,
            type_,
            f"bufferization.alloc_tensor() {{memory_space = 1 : i64}} : {type_}",
            defined=False,
        )
        return self._define(
            scope,
            type_,
            f"linalg.copy ins({source.name} : {type_}) outs({dest.name} : {type_}) "
            f"-> {type_}",
        )

    def _element_type_copy(self, scope: _Scope, type_: str) -> _Value:
        """A copy to `bf16` or `f16` and back (the values rounded), or a
        copy of an empty tensor into itself, then filled."""
        if self.rng.random() < 0.25:
            empty = self._define(
                scope, type_, f"tensor.empty() : {type_}", defined=False
            )
            copied = self._define(
                scope,
                type_,
                f"linalg.copy ins({empty.name} : {type_}) outs({empty.name} : "
                f"{type_}) -> {type_}",
                defined=False,
            )
            value = self._scalar(scope)
            return self._define(
                scope,
                type_,
                f"linalg.fill ins({value.name} : f32) outs({copied.name} : "
                f"{type_}) -> {type_}",
            )
        source = self._tensor(scope, type_)
        narrow = type_.replace("f32", self.rng.choice(["bf16", "f16"]))
        empty = self._fresh()
        self._emit(f"{empty} = tensor.empty() : {narrow}")
        rounded = self._fresh()
        self._emit(
            f"{rounded} = linalg.copy ins({source.name} : {type_}) outs({empty} : "
            f"{narrow}) -> {narrow}"
        )
        dest = self._destination(scope, type_)
        return self._define(
            scope,
            type_,
            f"linalg.copy ins({rounded} : {narrow}) outs({dest.name} : {type_}) "
            f"-> {type_}",
        )

    # -- regions ------------------------------------------------------------------

    def _region_body(
        self, scope: _Scope, depth: int, types: list[str], terminator: str
    ) -> None:
        """Statements in a child scope, then `terminator` of values of `types`."""
        inner = scope.child()
        self.indent += 1
        self._statements(inner, depth + 1, self.rng.randint(0, 3))
        yielded = [self._tensor(inner, t) for t in types]
        self._yield(terminator, yielded)
        self.indent -= 1

    def _yield(self, terminator: str, values: list[_Value]) -> None:
        if values:
            names = ", ".join(v.name for v in values)
            types = ", ".join(v.type for v in values)
            self._emit(f"{terminator} {names} : {types}")
        else:
            self._emit(terminator)

    def _result_types(self) -> list[str]:
        return [self.rng.choice(TENSOR_TYPES) for _ in range(self.rng.randint(1, 2))]

    def _results(self, scope: _Scope, types: list[str]) -> list[_Value]:
        return [scope.add(_Value(self._fresh(), t)) for t in types]

    def _if(self, scope: _Scope, depth: int) -> None:
        condition = self._condition(scope)
        types = self._result_types()
        results = self._results(scope.child(), types)
        names = ", ".join(r.name for r in results)
        self._emit(f"{names} = scf.if {condition.name} -> ({', '.join(types)}) {{")
        self._region_body(scope, depth, types, "scf.yield")
        self.lines.append("  " * self.indent + "} else {")
        self._region_body(scope, depth, types, "scf.yield")
        self.lines.append("  " * self.indent + "}")
        for result in results:
            scope.add(result)

    def _index_switch(self, scope: _Scope, depth: int) -> None:
        selector = self._index(scope)
        types = self._result_types()
        results = self._results(scope.child(), types)
        names = ", ".join(r.name for r in results)
        self._emit(f"{names} = scf.index_switch {selector.name} -> {', '.join(types)}")
        cases = sorted(self.rng.sample([0, 1, 3], self.rng.randint(1, 2)))
        for case in cases:
            self.lines.append("  " * self.indent + f"case {case} {{")
            self._region_body(scope, depth, types, "scf.yield")
            self.lines.append("  " * self.indent + "}")
        self.lines.append("  " * self.indent + "default {")
        self._region_body(scope, depth, types, "scf.yield")
        self.lines.append("  " * self.indent + "}")
        for result in results:
            scope.add(result)

    def _execute_region(self, scope: _Scope, depth: int) -> None:
        types = self._result_types()
        results = self._results(scope.child(), types)
        names = ", ".join(r.name for r in results)
        self._emit(f"{names} = scf.execute_region -> ({', '.join(types)}) {{")
        self._region_body(scope, depth, types, "scf.yield")
        self.lines.append("  " * self.indent + "}")
        for result in results:
            scope.add(result)

    def _for(self, scope: _Scope, depth: int) -> None:
        """A loop carrying one or two tensors, written in place of the
        carried value (slices inserted at the induction variable, elements,
        fills of the carried tensor); with `allow-return-allocs-from-loops`
        it may yield any tensor."""
        bound = self.rng.choice(["%n", "%c3", "%c2"])
        types = [WIDE] + (
            [self.rng.choice(TENSOR_TYPES)] if self.rng.random() < 0.3 else []
        )
        inits = [self._tensor(scope, t) for t in types]
        results = [_Value(self._fresh(), t) for t in types]
        induction = _Value(self._fresh("i"), INDEX)
        carried = [_Value(self._fresh("acc"), t) for t in types]
        iter_args = ", ".join(
            f"{c.name} = {i.name}" for c, i in zip(carried, inits, strict=True)
        )
        self._emit(
            f"{', '.join(r.name for r in results)} = scf.for {induction.name} = %c0 "
            f"to {bound} step %c1 iter_args({iter_args}) -> ({', '.join(types)}) {{"
        )
        inner = scope.child()
        inner.add(induction)
        self.indent += 1
        self._yield("scf.yield", self._loop_body(inner, depth, carried, induction))
        self.indent -= 1
        self.lines.append("  " * self.indent + "}")
        for result in results:
            scope.add(result)

    def _loop_body(
        self, scope: _Scope, depth: int, carried: list[_Value], induction: _Value
    ) -> list[_Value]:
        """Statements around the update of each carried tensor; the values
        to yield (with `allow-return-allocs-from-loops`, at times others)."""
        self._statements(scope, depth + 1, self.rng.randint(0, 2))
        yielded = [self._loop_update(scope, c, induction) for c in carried]
        self._statements(scope, depth + 1, self.rng.randint(0, 2))
        if self.loops_yield_new_buffers and self.rng.random() < 0.3:
            yielded = [self._tensor(scope, v.type) for v in yielded]
        return yielded

    def _while(self, scope: _Scope, depth: int) -> None:
        """An `scf.while` counting to a bound, carrying the count and one
        or two tensors, updated as an `scf.for` updates them."""
        bound = self.rng.choice(["%n", "%c3", "%c2"])
        types = [self.rng.choice(TENSOR_TYPES)] + (
            [WIDE] if self.rng.random() < 0.3 else []
        )
        inits = [self._tensor(scope, t) for t in types]
        count, counted = self._fresh("k"), self._fresh("k")
        before = [_Value(self._fresh("a"), t) for t in types]
        after = [_Value(self._fresh("acc"), t) for t in types]
        results = [_Value(self._fresh(), t) for t in types]
        condition, next_count = self._fresh("s"), self._fresh("k")
        all_types = ", ".join([INDEX, *types])
        arguments = ", ".join(
            [f"{count} = %c0"]
            + [f"{b.name} = {i.name}" for b, i in zip(before, inits, strict=True)]
        )
        self._emit(
            f"{self._fresh('k')}, {', '.join(r.name for r in results)} = scf.while "
            f"({arguments}) : ({all_types}) -> ({all_types}) {{"
        )
        self.indent += 1
        self._emit(f"{condition} = arith.cmpi ult, {count}, {bound} : index")
        self._emit(
            f"scf.condition({condition}) {', '.join([count, *(b.name for b in before)])}"
            f" : {all_types}"
        )
        self.indent -= 1
        self.lines.append("  " * self.indent + "} do {")
        block_arguments = ", ".join(
            [f"{counted}: index", *(f"{a.name}: {a.type}" for a in after)]
        )
        self.lines.append("  " * self.indent + f"^bb0({block_arguments}):")
        inner = scope.child()
        induction = inner.add(_Value(counted, INDEX))
        self.indent += 1
        yielded = self._loop_body(inner, depth, after, induction)
        self._emit(f"{next_count} = arith.addi {counted}, %c1 : index")
        self._emit(
            f"scf.yield {', '.join([next_count, *(v.name for v in yielded)])} : "
            f"{all_types}"
        )
        self.indent -= 1
        self.lines.append("  " * self.indent + "}")
        for result in results:
            scope.add(result)

    def _forall(self, scope: _Scope, depth: int) -> None:
        """Threads each computing their slice of one or two shared outputs
        and inserting it with `tensor.parallel_insert_slice`; the threads
        cover the outputs, or (`%n` threads) a part of them."""
        type_, width = self.rng.choice([(WIDE, 4), (WIDE, 2), (NARROW, 2)])
        threads = _size(type_) // width
        some_threads = width * 3 <= _size(type_) and self.rng.random() < 0.3
        count = "%n" if some_threads else str(threads)
        if (
            not some_threads
            and self.config.allows("forall_partial_writes")
            and self.rng.random() < 0.5
        ):
            count = str(threads // 2)  # the other half keeps the init's values
            some_threads = True
        inits = [
            self._destination(scope, type_)
            if not some_threads and self.rng.random() < 0.3
            else self._tensor(scope, type_)
            for _ in range(1 if self.rng.random() < 0.75 else 2)
        ]
        width_constant = self._fresh("w")
        self._emit(f"{width_constant} = arith.constant {width} : index")
        results = [_Value(self._fresh(), type_) for _ in inits]
        thread = _Value(self._fresh("i"), INDEX)
        shared = [_Value(self._fresh("o"), type_) for _ in inits]
        outs = ", ".join(
            f"{s.name} = {i.name}" for s, i in zip(shared, inits, strict=True)
        )
        self._emit(
            f"{', '.join(r.name for r in results)} = scf.forall ({thread.name}) in "
            f"({count}) shared_outs({outs}) -> "
            f"({', '.join(type_ for _ in inits)}) {{"
        )
        inner = scope.child()
        inner.add(thread)
        self.indent += 1
        self.threads += 1
        offset = self._fresh("off")
        self._emit(f"{offset} = arith.muli {thread.name}, {width_constant} : index")
        self._statements(inner, depth + 1, self.rng.randint(0, 2))
        pieces = [
            self._thread_piece(inner, out, init.defined, offset, width)
            for out, init in zip(shared, inits, strict=True)
        ]
        self._emit("scf.forall.in_parallel {")
        self.indent += 1
        for piece, out in zip(pieces, shared, strict=True):
            self._emit(
                f"tensor.parallel_insert_slice {piece.name} into {out.name}[{offset}] "
                f"[{width}] [1] : {piece.type} into {out.type}"
            )
        self.indent -= 1
        self.lines.append("  " * self.indent + "}")
        self.threads -= 1
        self.indent -= 1
        self.lines.append("  " * self.indent + "}")
        for result in results:
            scope.add(result)

    def _thread_piece(
        self,
        scope: _Scope,
        shared: _Value,
        shared_defined: bool,
        offset: str,
        width: int,
    ) -> _Value:
        """A thread's slice: its own slice of the shared output (when that is
        defined), the same slice of another tensor, a fill, or (4 wide) any
        narrow tensor; then at times combined element-wise with another,
        in place or into a new tensor."""
        piece_type = f"tensor<{width}xf32>"

        def slice_of(source: _Value) -> _Value:
            return self._define(
                scope,
                piece_type,
                f"tensor.extract_slice {source.name}[{offset}] [{width}] [1] : "
                f"{source.type} to {piece_type}",
            )

        def other_piece() -> _Value:
            if piece_type == NARROW and self.rng.random() < 0.5:
                return self._tensor(scope, NARROW)
            return slice_of(self._tensor(scope, shared.type))

        choices = ["slice", "fill"] + ["own"] * shared_defined
        match self.rng.choice(choices):
            case "own":
                piece = slice_of(shared)
            case "fill":
                piece = self._fill(scope, piece_type)
            case _:
                piece = other_piece()
        if self.rng.random() < 0.6:
            other = other_piece()
            dest = (
                piece
                if self.rng.random() < 0.5
                else self._destination(scope, piece_type)
            )
            op = self.rng.choice(ELEMENTWISE_NAMED)
            piece = self._elementwise(scope, op, piece, other, dest)
        return piece

    def _loop_update(self, scope: _Scope, carried: _Value, induction: _Value) -> _Value:
        """The carried tensor written through a short destination-passing
        chain (each op's destination the previous one's result)."""
        scope.add(carried)
        value = carried
        for _ in range(self.rng.randint(1, 2)):
            choices = ["insert"]
            if value.type == WIDE and self.config.allows("insert_slice"):
                choices.append("insert_slice")
            if self.config.allows("map"):
                choices.append("map")
            match self.rng.choice(choices):
                case "insert_slice":
                    value = self._insert_slice_at(scope, value, induction)
                case "map":
                    value = self._map_into(scope, value)
                case _:
                    scalar = self._scalar(scope)
                    value = self._define(
                        scope,
                        value.type,
                        f"tensor.insert {scalar.name} into "
                        f"{value.name}[{induction.name}] : {value.type}",
                    )
        return value

    def _insert_slice_at(self, scope: _Scope, dest: _Value, offset: _Value) -> _Value:
        """`dest[offset:offset+4]` read, updated and inserted back: a matching
        extract/insert pair, in place."""
        piece = self._define(
            scope,
            NARROW,
            f"tensor.extract_slice {dest.name}[{offset.name}] [4] [1] : "
            f"{WIDE} to {NARROW}",
        )
        other = self._tensor(scope, NARROW)
        op = self.rng.choice(ELEMENTWISE_NAMED)
        updated = self._elementwise(scope, op, piece, other, piece)
        return self._define(
            scope,
            WIDE,
            f"tensor.insert_slice {updated.name} into {dest.name}[{offset.name}] "
            f"[4] [1] : {NARROW} into {WIDE}",
        )

    def _map_into(self, scope: _Scope, dest: _Value) -> _Value:
        """An element-wise op writing over `dest`, reading it too."""
        other = self._tensor(scope, dest.type)
        op = self.rng.choice(ARITH_BINARY)
        return self._define(
            scope,
            dest.type,
            f"linalg.map {{ {op} }} ins({dest.name}, {other.name} : {dest.type}, "
            f"{dest.type}) outs({dest.name} : {dest.type})",
        )

    # -- statement choice -------------------------------------------------------------

    def _statement_kinds(self, depth: int) -> list[tuple[str, int]]:
        """(construct, weight) of the statements allowed here."""
        kinds = [
            ("fill", 2),
            ("constant", 1),
            ("map", 3),
            ("generic", 2),
            ("named", 3),
            ("copy", 1),
            ("insert", 3),
            ("extract", 2),
            ("extract_slice", 2),
            ("insert_slice", 3),
            ("select", 1),
            ("splat", 1),
            ("generate", 1),
            ("pad", 1),
            ("reshape", 1),
            ("expand_collapse", 1),
            ("from_elements", 1),
            ("concat", 1),
            ("alloc_tensor", 1),
        ]
        if depth < self.config.max_depth:
            kinds += [
                ("if", 2),
                ("index_switch", 1),
                ("execute_region", 1),
                ("for", 3),
                ("while", 1),
                ("forall", 2),
            ]
        kinds += [
            ("read_after_materialize", 1),
            ("memory_spaces", 1),
            ("element_type_copies", 1),
        ]
        return [(k, w) for k, w in kinds if self.config.allows(k)]

    def _statements(self, scope: _Scope, depth: int, count: int) -> None:
        kinds = self._statement_kinds(depth)
        if not kinds:
            return
        for _ in range(count):
            if self.ops >= self.config.max_ops_per_function:
                return
            names, weights = zip(*kinds, strict=True)
            self._statement(self.rng.choices(names, weights)[0], scope, depth)

    def _statement(self, kind: str, scope: _Scope, depth: int) -> None:
        type_ = self.rng.choice(TENSOR_TYPES)
        match kind:
            case "fill":
                self._fill(scope, type_)
            case "constant":
                self._constant(scope, type_)
            case "map":
                self._map(scope, type_)
            case "generic":
                self._generic(scope, type_)
            case "named":
                self._named(scope, type_)
            case "copy":
                self._copy(scope, type_)
            case "insert":
                self._insert(scope, type_)
            case "extract":
                self._extract(scope)
            case "extract_slice":
                self._extract_slice(scope)
            case "insert_slice":
                self._insert_slice(scope)
            case "select":
                self._select(scope, type_)
            case "splat":
                self._splat(scope, type_)
            case "generate":
                self._generate(scope, type_)
            case "pad":
                self._pad(scope)
            case "reshape" | "expand_collapse":
                self._reshape(scope, type_)
            case "from_elements":
                self._from_elements(scope)
            case "concat":
                self._concat(scope)
            case "alloc_tensor":
                self._alloc_tensor_copy(scope, type_)
            case "read_after_materialize":
                self._materialize(scope, type_)
            case "memory_spaces":
                self._in_memory_space(scope, type_)
            case "element_type_copies":
                self._element_type_copy(scope, type_)
            case "execute_region":
                self._execute_region(scope, depth)
            case "while":
                self._while(scope, depth)
            case "forall":
                self._forall(scope, depth)
            case "if":
                self._if(scope, depth)
            case "index_switch":
                self._index_switch(scope, depth)
            case _:
                self._for(scope, depth)

    # -- the function --------------------------------------------------------------

    def _returned(self, scope: _Scope) -> list[_Value]:
        """The scalars the function returns (`tensor_module_generator` adds
        values read after calls)."""
        return [self._extract(scope) for _ in range(self.rng.randint(1, 3))]

    def generate(self) -> list[str]:
        scope = _Scope()
        for name in ("%b0", "%b1"):
            scope.add(_Value(name, I1))
        for position in range(4):
            scope.add(_Value(f"%c{position}", INDEX))
            self._emit(f"%c{position} = arith.constant {position} : index")
        scope.add(_Value("%n", INDEX))
        self._statements(scope, 0, self.rng.randint(2, self.config.max_statements))
        results = self._returned(scope)
        if self.config.allows("materialize"):
            written = self._tensor(scope, WIDE)
            self._emit(
                f"bufferization.materialize_in_destination {written.name} in "
                f"restrict writable %out : ({WIDE}, {MEMREF}) -> ()"
            )
        self._yield("func.return", results)
        header = (
            f"func.func @{self.name}(%b0: i1, %b1: i1, %n: index, %in: {MEMREF}, "
            f"%out: {MEMREF}) -> ({', '.join(F32 for _ in results)}) {{"
        )
        return [header, *self.lines, "}"]


def program_options(
    rng: random.Random, config: TensorGeneratorConfig
) -> tuple[str, ...]:
    """The `one-shot-bufferize` options of a program (MLIR's spelling)."""
    options: list[str] = []
    if config.allows("loops_yield_new_buffers") and rng.random() < 0.4:
        options.append("allow-return-allocs-from-loops=true")
    if config.allows("heuristics") and rng.random() < 0.2:
        options.append(f"analysis-heuristic={rng.choice(HEURISTICS)}")
    return tuple(options)


def generate_tensor_program(
    seed: int, config: TensorGeneratorConfig | None = None
) -> str:
    """The program of `seed`: its options line, then its functions."""
    config = config or TensorGeneratorConfig()
    rng = random.Random(seed)
    options = program_options(rng, config)
    lines = [f"// OPTIONS: {' '.join(options)}" if options else "// OPTIONS:"]
    for position in range(rng.randint(1, config.max_functions)):
        function = _FunctionGenerator(
            rng,
            config,
            f"f{position}",
            loops_yield_new_buffers="allow-return-allocs-from-loops=true" in options,
        )
        lines.extend(function.generate())
    return "\n".join(lines) + "\n"
