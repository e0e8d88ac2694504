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
`scf.if`, `scf.index_switch` and `arith.select` of tensors.  Old versions
of a tensor stay in scope and are read after newer ones were written, which
forces copies.  The results are scalars extracted from tensors and a tensor
written into `%out` by `bufferization.materialize_in_destination ...
restrict writable`, so functions take only booleans, an index and memrefs
(the sanitizer runs every combination), and tensors stay inside functions.

The first line of the program gives its `one-shot-bufferize` options as
`bufferization_differential.CorpusProgram` reads them (`// OPTIONS: ...`):
some seeds allow loops to yield new buffers, or use another traversal
heuristic.

Well-formed means no undefined behaviour: a `tensor.empty` (or a value
holding undefined elements) is only the destination of an op that
overwrites all of it; every index is in [0, 3] (constants, `%n` is 0, 1 or
3 in the sanitizer's runs, induction variables of loops up to `%n` or 3),
so element accesses of `tensor<4xf32>` and `tensor<8xf32>` and 4-element
slices of the latter stay in bounds; loops run at most 3 times.

As in `program_generator` (the deallocation fuzzer), only a seeded
`random.Random` is used and `TensorGeneratorConfig.excluded` switches
constructs off by name (`CONSTRUCTS`).  `PLANNED_CONSTRUCTS` names what
the generator will produce once `one-shot-bufferize` has models for it.
"""

from __future__ import annotations

import random
from dataclasses import dataclass, field
from typing import ClassVar

from xdsl_dealloc.testing.program_generator import ConstructChoice

WIDE = "tensor<8xf32>"
NARROW = "tensor<4xf32>"
TENSOR_TYPES = (WIDE, NARROW)
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
        "if",
        "index_switch",
        "for",
        "materialize",
        "loops_yield_new_buffers",
        "heuristics",
    }
)
"""What `TensorGeneratorConfig.excluded` may switch off.  `writable_input`:
`to_tensor ... restrict writable` of `%in`; `materialize`: the result tensor
written into `%out`; `loops_yield_new_buffers`: programs (and loop bodies)
with `allow-return-allocs-from-loops`; `heuristics`: programs analysed
`top-down` or `bottom-up-from-terminators`.  `fill` and `constant` only
stop statements of their own: a tensor needed where none is at hand is
still made by one."""

PLANNED_CONSTRUCTS = frozenset(
    {
        "tensor_splat",
        "tensor_generate",
        "tensor_pad",
        "tensor_reshape",
        "scf_forall",
        "function_boundaries",
    }
)
"""Constructs to add when `one-shot-bufferize` has their models (or, for
`function_boundaries`, tensor arguments and results of functions)."""

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


def _dense(rng: random.Random, type_: str) -> str:
    size = 8 if type_ == WIDE else 4
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

    # -- emitting -------------------------------------------------------------

    def _fresh(self, prefix: str = "t") -> str:
        self.counter += 1
        return f"%{prefix}{self.counter}"

    def _emit(self, line: str) -> None:
        self.ops += 1
        self.lines.append("  " * self.indent + line)

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
        """A defined tensor of the type, made if none is at hand."""
        existing = self._pick(scope, type_)
        if existing is not None and self.rng.random() < 0.85:
            return existing
        if (
            type_ == WIDE
            and self.config.allows("to_tensor")
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
        return self._define(scope, type_, f"tensor.empty() : {type_}", defined=False)

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
        dest = self._destination(scope, type_)
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
        self._emit(
            f"{result} = linalg.generic {{indexing_maps = [{maps}], "
            f'iterator_types = ["parallel"]}} ins({source.name} : {type_}) '
            f"outs({dest.name} : {type_}) {{"
        )
        self.lines.append("  " * self.indent + f"^bb0({x}: f32, {y}: f32):")
        for line in [*body, f"linalg.yield {r} : f32"]:
            self.lines.append("  " * (self.indent + 1) + line)
        self.lines.append("  " * self.indent + f"}} -> {type_}")
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
        self._statements(inner, depth + 1, self.rng.randint(0, 2))
        yielded = [self._loop_update(inner, c, induction) for c in carried]
        self._statements(inner, depth + 1, self.rng.randint(0, 2))
        if self.loops_yield_new_buffers and self.rng.random() < 0.3:
            yielded = [self._tensor(inner, v.type) for v in yielded]
        self._yield("scf.yield", yielded)
        self.indent -= 1
        self.lines.append("  " * self.indent + "}")
        for result in results:
            scope.add(result)

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
        updated = self._define(
            scope,
            NARROW,
            f"{self.rng.choice(ELEMENTWISE_NAMED)} ins({piece.name}, {other.name} : "
            f"{NARROW}, {NARROW}) outs({piece.name} : {NARROW}) -> {NARROW}",
        )
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
        ]
        if depth < self.config.max_depth:
            kinds += [("if", 2), ("index_switch", 1), ("for", 3)]
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
