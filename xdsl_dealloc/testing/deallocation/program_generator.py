"""Random well-formed buffer programs, reproducible from a seed.

`generate_program(seed, config)` returns the text of a module of a few
functions over `memref<8xf32>`, `memref<16xf32>`, `memref<?xf32>` and the
subview type `memref<4xf32, strided<[1], offset: 2>>`, mixing everything the
deallocation pipeline must handle: `scf.if`/`for`/`while`/`execute_region`/
`index_switch`/`parallel` and `memref.alloca_scope` nested in each other;
`cf` diamonds, triangles, three-way joins, branches with both edges to one
block and `cf.switch` (in function bodies and multi-block `execute_region`s,
with early exits); `memref.alloc`/`alloca`/`get_global`; `arith.select` of
memrefs; subviews, casts and reinterpret casts; loads, stores and copies;
`bufferization.clone`; calls to private and public functions;
`memref.realloc`; and memref results of functions and region ops.

"Well-formed" means the input has no undefined behaviour once deallocations
are added: every buffer is used while alive (a reallocated buffer and its
aliases are never used again, only a buffer allocated in the same block and
never passed to a loop is reallocated), no `memref.alloca` leaves its
automatic allocation scope (function, loop body, `alloca_scope`), all
accesses are in bounds (dynamic sizes are at least 8, indices at most 2),
every loop runs at most 3 times and calls never recurse.  The program has no
deallocations: inserting them is the pipeline's job.  Functions may return
buffers they do not own (arguments and global memory): the pipeline must
clone those.

Only a seeded `random.Random` is used, so the same seed and configuration
always give the same text.  `GeneratorConfig.excluded` switches constructs off
by name (`CONSTRUCTS`), e.g. to keep a campaign going around a known bug.
"""

from __future__ import annotations

import random
from collections.abc import Callable
from dataclasses import dataclass, field
from enum import Enum
from typing import ClassVar

STATIC = "memref<8xf32>"
LARGE = "memref<16xf32>"
DYNAMIC = "memref<?xf32>"
VIEW = "memref<4xf32, strided<[1], offset: 2>>"
MEMREF_TYPES = (STATIC, LARGE, DYNAMIC, VIEW)
COPYABLE_TYPES = (STATIC, LARGE, VIEW)
"""Copies need equal shapes, which dynamic sizes do not guarantee."""
I1 = "i1"
INDEX = "index"
F32 = "f32"

GLOBALS = {"@g0": STATIC, "@g1": LARGE}

CONSTRUCTS = frozenset(
    {
        "alloc",
        "alloca",
        "global",
        "subview",
        "cast",
        "reinterpret_cast",
        "select",
        "load",
        "store",
        "copy",
        "clone",
        "private_call",
        "public_call",
        "realloc",
        "if",
        "for",
        "while",
        "execute_region",
        "index_switch",
        "parallel",
        "alloca_scope",
        "diamond",
        "triangle",
        "three_way_join",
        "same_target",
        "cf_switch",
        "early_exit",
        "multi_block_execute_region",
        "forward_and_use",
        "memref_results",
        "unknown_select",
        "isolated_region",
        "existing_dealloc",
    }
)
"""What `GeneratorConfig.excluded` may switch off.  `alloc`, `select`, `load`,
`store`, `cast` and `clone` only stop statements of their own: a buffer
needed where none is at hand is still allocated.  `forward_and_use`: a value
passed to a block as an argument may also be used there directly (MLIR 22
rejects some of these programs); `cf_switch`: MLIR 22 rejects every program
containing one.  `unknown_select` (`dealloc_test.select_randomly`, an op with
unknown effects returning one of its memref operands or a fresh buffer),
`isolated_region` (`dealloc_test.isolated_one_region`) and
`existing_dealloc` (a `memref.dealloc` the program makes itself) are what
MLIR's main branch learned after release 22, which rejects them."""

MLIR_INCOMPATIBLE = frozenset(
    {
        "cf_switch",
        "forward_and_use",
        "unknown_select",
        "isolated_region",
        "existing_dealloc",
    }
)
"""Constructs MLIR 22's pipeline rejects: exclude them to compare with it."""


class ConstructChoice:
    """What generator configurations share: `excluded` names constructs of
    the generator's `constructs`, checked when the configuration is made."""

    constructs: ClassVar[frozenset[str]] = frozenset()
    excluded: frozenset[str]

    def __post_init__(self) -> None:
        unknown = self.excluded - self.constructs
        if unknown:
            raise ValueError(
                f"unknown constructs {sorted(unknown)}; known: {sorted(self.constructs)}"
            )

    def allows(self, construct: str) -> bool:
        return construct not in self.excluded


@dataclass(frozen=True)
class GeneratorConfig(ConstructChoice):
    """Size limits and the constructs to leave out."""

    constructs: ClassVar[frozenset[str]] = CONSTRUCTS

    max_functions: int = 3
    max_statements: int = 7
    """Per block, before nesting."""
    max_depth: int = 3
    """Nesting of region ops and diamonds."""
    max_loop_depth: int = 2
    """Nested loops (each runs at most 3 times)."""
    max_ops_per_function: int = 70
    excluded: frozenset[str] = frozenset()
    partial_deallocs: float = 0.0
    """How often the program's own `memref.dealloc` (`existing_dealloc`)
    frees on one branch of an `scf.if` only (the pass frees the buffer on
    the other); 0 draws nothing, so the programs of every seed stay as
    they were."""

    def memref_types(self, types: tuple[str, ...] = MEMREF_TYPES) -> tuple[str, ...]:
        """The types values may have: only subviews make the view type."""
        return tuple(t for t in types if t != VIEW or self.allows("subview"))


class _OriginKind(Enum):
    HEAP = "heap"
    STACK = "stack"
    GLOBAL = "global"
    ARGUMENT = "argument"


@dataclass(frozen=True)
class _Origin:
    """A buffer a memref value may point into."""

    kind: _OriginKind
    allocation_scope: int
    """For stack buffers: the automatic allocation scope (function or loop body)."""
    block: int
    """The block of the allocating op: only a buffer of the current block is reallocated."""
    reallocatable: bool


@dataclass(frozen=True)
class _Var:
    name: str
    type: str
    origins: frozenset[int] = frozenset()
    constant: str = ""
    """For the function's constants (and their copies in isolated regions):
    the name of the function's constant, e.g. `%c0`."""


@dataclass
class _Block:
    ident: int
    label: str
    arguments: list[_Var] = field(default_factory=list[_Var])
    lines: list[str] = field(default_factory=list[str])


@dataclass
class _Region:
    blocks: list[_Block] = field(default_factory=list[_Block])

    def render(self, indent: str, entry_arguments_in_header: bool) -> list[str]:
        """The region's blocks; the entry block gets a label only when its
        arguments are not named by the op's custom syntax."""
        lines: list[str] = []
        for position, block in enumerate(self.blocks):
            needs_label = position > 0 or (
                block.arguments and not entry_arguments_in_header
            )
            if needs_label:
                arguments = ", ".join(f"{a.name}: {a.type}" for a in block.arguments)
                suffix = f"({arguments})" if block.arguments else ""
                lines.append(f"{indent[:-2]}{block.label}{suffix}:")
            lines.extend(indent + line for line in block.lines)
        return lines


@dataclass(frozen=True)
class _RegionContext:
    """What statements of a region may do."""

    allocation_scope: int
    multi_block: bool
    exit_op: str | None = None
    """`func.return` or `scf.yield` for regions whose blocks may exit early."""
    exit_types: tuple[str, ...] = ()
    loop_depth: int = 0


class _Scope:
    """The values visible at the current point, and the region's context."""

    def __init__(self, values: list[_Var], context: _RegionContext) -> None:
        self.values = values
        self.context = context

    def child(self, context: _RegionContext | None = None) -> _Scope:
        return _Scope(list(self.values), context or self.context)

    def add(self, var: _Var) -> _Var:
        self.values.append(var)
        return var


@dataclass(frozen=True)
class _Signature:
    name: str
    public: bool
    parameters: tuple[str, ...]
    results: tuple[str, ...]


def _types(types: tuple[str, ...] | list[str]) -> str:
    return ", ".join(types)


def _results_prefix(results: list[_Var]) -> str:
    return f"{', '.join(r.name for r in results)} = " if results else ""


class _FunctionGenerator:
    """Generates one function body, tracking which buffers values point into."""

    def __init__(
        self,
        rng: random.Random,
        config: GeneratorConfig,
        signature: _Signature,
        callees: list[_Signature],
    ) -> None:
        self.rng = rng
        self.config = config
        self.signature = signature
        self.callees = callees
        self.origins: list[_Origin] = []
        self.dead: set[int] = set()
        """Reallocated buffers: their values must not be used any more."""
        self.loop_carried: set[int] = set()
        """Buffers passed into loops: not reallocated (iterations would share them)."""
        self.counter = 0
        self.block_counter = 0
        self.scope_counter = 0
        self.ops = 0
        self.isolated_depth = 0
        """Isolated regions being generated: no symbol uses in them (MLIR
        22 reads their op as unregistered, which may be a symbol table)."""
        self.exits: list[list[_Var]] = []
        """Per enclosing `scf.execute_region`, the values its exits yield."""
        self.region = _Region()
        self.block = self._new_block()

    # -- names, blocks, origins -------------------------------------------

    def _name(self, prefix: str = "v") -> str:
        self.counter += 1
        return f"%{prefix}{self.counter}"

    def _new_block(self, arguments: list[_Var] | None = None) -> _Block:
        self.block_counter += 1
        block = _Block(self.block_counter, f"^bb{self.block_counter}", arguments or [])
        self.region.blocks.append(block)
        return block

    def _origin(
        self, kind: _OriginKind, scope: _Scope | None, reallocatable: bool = False
    ) -> frozenset[int]:
        """A new buffer, allocated in the current block (in the function's
        allocation scope when `scope` is None)."""
        allocation_scope = 0 if scope is None else scope.context.allocation_scope
        self.origins.append(
            _Origin(kind, allocation_scope, self.block.ident, reallocatable)
        )
        return frozenset({len(self.origins) - 1})

    def _emit(self, line: str) -> None:
        self.ops += 1
        self.block.lines.append(line)

    def _var(self, scope: _Scope, type_: str, origins: frozenset[int]) -> _Var:
        return scope.add(_Var(self._name(), type_, origins))

    # -- choosing values ----------------------------------------------------

    def _usable(
        self, var: _Var, type_: str, forbidden_stack_scope: int | None = None
    ) -> bool:
        if var.type != type_ or var.origins & self.dead:
            return False
        return forbidden_stack_scope is None or not any(
            self.origins[o].kind is _OriginKind.STACK
            and self.origins[o].allocation_scope == forbidden_stack_scope
            for o in var.origins
        )

    def _pick(
        self, scope: _Scope, type_: str, forbidden_stack_scope: int | None = None
    ) -> _Var | None:
        candidates = [
            v for v in scope.values if self._usable(v, type_, forbidden_stack_scope)
        ]
        return self.rng.choice(candidates) if candidates else None

    def _value(
        self, scope: _Scope, type_: str, forbidden_stack_scope: int | None = None
    ) -> _Var:
        """An existing value of the type (usually), or a new one."""
        existing = self._pick(scope, type_, forbidden_stack_scope)
        if existing is not None and self.rng.random() < 0.8:
            return existing
        return self._make(scope, type_, forbidden_stack_scope)

    def _make(
        self, scope: _Scope, type_: str, forbidden_stack_scope: int | None = None
    ) -> _Var:
        if type_ == I1:
            return self._condition(scope)
        if type_ == INDEX:
            return self._small_index(scope)
        if type_ == F32:
            return self._constant_f32(scope)
        if type_ == VIEW:
            source_type = self.rng.choice([STATIC, DYNAMIC, LARGE])
            source = self._value(scope, source_type, forbidden_stack_scope)
            return self._subview(scope, source)
        makers: list[Callable[[], _Var]] = [lambda: self._alloc(scope, type_)]
        stack_allowed = forbidden_stack_scope != scope.context.allocation_scope
        if self.config.allows("alloca") and stack_allowed and type_ != LARGE:
            makers.append(lambda: self._alloca(scope, type_))
        if (
            self.config.allows("global")
            and type_ in (STATIC, LARGE)
            and not self.isolated_depth
        ):
            makers.append(lambda: self._get_global(scope, type_))
        return self.rng.choice(makers)()

    def _constant(self, scope: _Scope, name: str) -> _Var:
        """The function constant `name`, or its copy in an isolated region."""
        return next(v for v in reversed(scope.values) if v.constant == name)

    def _constant_f32(self, scope: _Scope) -> _Var:
        return self._constant(scope, "%one")

    def _small_index(self, scope: _Scope) -> _Var:
        """A value in [0, 3]: loop bounds, switch selectors."""
        candidates = [
            v for v in scope.values if v.type == INDEX and v.constant != "%c8"
        ]
        return self.rng.choice(candidates)

    def _access_index(self, scope: _Scope) -> _Var:
        """A constant index in bounds of every memref (at least 4 elements)."""
        return self._constant(scope, self.rng.choice(["%c0", "%c1", "%c2"]))

    def _condition(self, scope: _Scope) -> _Var:
        existing = [v for v in scope.values if v.type == I1]
        if existing and self.rng.random() < 0.75:
            return self.rng.choice(existing)
        left, right = self._small_index(scope), self._small_index(scope)
        predicate = self.rng.choice(["ult", "eq", "ne", "sge"])
        var = self._var(scope, I1, frozenset())
        self._emit(
            f"{var.name} = arith.cmpi {predicate}, {left.name}, {right.name} : index"
        )
        return var

    def _dynamic_size(self, scope: _Scope) -> _Var:
        """At least 8, so subviews and accesses stay in bounds."""
        base = self._small_index(scope)
        eight = self._constant(scope, "%c8")
        if base.constant == "%c0":
            return eight
        size = _Var(self._name("size"), INDEX)
        self._emit(f"{size.name} = arith.addi {base.name}, {eight.name} : index")
        return size

    # -- memref-producing ops -----------------------------------------------

    def _alloc(self, scope: _Scope, type_: str) -> _Var:
        var = _Var(self._name(), type_, self._origin(_OriginKind.HEAP, scope, True))
        if type_ == DYNAMIC:
            size = self._dynamic_size(scope)
            self._emit(f"{var.name} = memref.alloc({size.name}) : {type_}")
        else:
            self._emit(f"{var.name} = memref.alloc() : {type_}")
        return scope.add(var)

    def _alloca(self, scope: _Scope, type_: str) -> _Var:
        var = _Var(self._name(), type_, self._origin(_OriginKind.STACK, scope))
        if type_ == DYNAMIC:
            size = self._dynamic_size(scope)
            self._emit(f"{var.name} = memref.alloca({size.name}) : {type_}")
        else:
            self._emit(f"{var.name} = memref.alloca() : {type_}")
        return scope.add(var)

    def _get_global(self, scope: _Scope, type_: str) -> _Var:
        symbol = next(name for name, t in GLOBALS.items() if t == type_)
        var = self._var(scope, type_, self._origin(_OriginKind.GLOBAL, scope))
        self._emit(f"{var.name} = memref.get_global {symbol} : {type_}")
        return var

    def _subview(self, scope: _Scope, source: _Var) -> _Var:
        var = self._var(scope, VIEW, source.origins)
        self._emit(
            f"{var.name} = memref.subview {source.name}[2] [4] [1] : "
            f"{source.type} to {VIEW}"
        )
        return var

    # -- statements -----------------------------------------------------------

    def _statement_kinds(self, scope: _Scope, depth: int) -> list[tuple[str, int]]:
        """Constructs that may come next, with weights."""
        simple = [
            ("alloc", 6),
            ("alloca", 2),
            ("global", 1),
            ("subview", 2),
            ("cast", 1),
            ("reinterpret_cast", 1),
            ("select", 3),
            ("load", 2),
            ("store", 3),
            ("copy", 1),
            ("clone", 1),
            ("realloc", 2),
            ("unknown_select", 1),
            ("existing_dealloc", 1),
        ]
        if self.isolated_depth:
            simple = [(k, w) for k, w in simple if k != "global"]
        elif any(not s.public for s in self.callees):
            simple.append(("private_call", 3))
        if any(s.public for s in self.callees) and not self.isolated_depth:
            simple.append(("public_call", 2))
        kinds = [(k, w) for k, w in simple if self.config.allows(k)]
        if (
            depth >= self.config.max_depth
            or self.ops >= self.config.max_ops_per_function
        ):
            return kinds or [("alloc", 1)]
        nested = [
            ("if", 4),
            ("execute_region", 2),
            ("index_switch", 2),
            ("alloca_scope", 1),
            ("isolated_region", 1),
        ]
        if scope.context.loop_depth < self.config.max_loop_depth:
            nested += [("for", 3), ("while", 2), ("parallel", 1)]
        if scope.context.multi_block:
            nested += [
                ("diamond", 4),
                ("triangle", 2),
                ("three_way_join", 2),
                ("same_target", 1),
            ]
            if self.config.allows("cf_switch"):
                nested.append(("cf_switch", 2))
        kinds += [(k, w) for k, w in nested if self.config.allows(k)]
        return kinds

    def _statements(self, scope: _Scope, depth: int) -> _Scope:
        """A few statements; returns the scope to continue in (after a
        diamond, that of its join block)."""
        count = self.rng.randint(1, max(1, self.config.max_statements - 2 * depth))
        for _ in range(count):
            kinds = self._statement_kinds(scope, depth)
            names = [k for k, _ in kinds]
            weights = [w for _, w in kinds]
            kind = self.rng.choices(names, weights)[0]
            scope = self._statement(kind, scope, depth)
        return scope

    def _statement(self, kind: str, scope: _Scope, depth: int) -> _Scope:
        if kind in (
            "diamond",
            "triangle",
            "three_way_join",
            "same_target",
            "cf_switch",
        ):
            return self._diamond(kind, scope, depth)
        region_ops: dict[str, Callable[[_Scope, int], None]] = {
            "if": self._if,
            "for": self._for,
            "while": self._while,
            "execute_region": self._execute_region,
            "index_switch": self._index_switch,
            "parallel": self._parallel,
            "alloca_scope": self._alloca_scope,
            "isolated_region": self._isolated_region,
        }
        if kind in region_ops:
            region_ops[kind](scope, depth)
            return scope
        simple: dict[str, Callable[[_Scope], object]] = {
            "alloc": lambda s: self._alloc(
                s, self.rng.choice([STATIC, STATIC, DYNAMIC, LARGE])
            ),
            "alloca": lambda s: self._alloca(s, self.rng.choice([STATIC, DYNAMIC])),
            "global": lambda s: self._get_global(s, self.rng.choice([STATIC, LARGE])),
            "subview": lambda s: self._make(s, VIEW),
            "cast": self._cast,
            "reinterpret_cast": self._reinterpret_cast,
            "select": self._select,
            "load": self._load,
            "store": self._store,
            "copy": self._copy,
            "clone": self._clone,
            "private_call": lambda s: self._call(s, public=False),
            "public_call": lambda s: self._call(s, public=True),
            "realloc": self._realloc,
            "unknown_select": self._unknown_select,
            "existing_dealloc": self._existing_dealloc,
        }
        simple[kind](scope)
        return scope

    def _cast(self, scope: _Scope) -> None:
        source = self._value(scope, STATIC)
        var = self._var(scope, DYNAMIC, source.origins)
        self._emit(f"{var.name} = memref.cast {source.name} : {STATIC} to {DYNAMIC}")

    def _reinterpret_cast(self, scope: _Scope) -> None:
        """A dynamic buffer (at least 8 elements) as a static one, or a
        static one as the view type."""
        if self.config.allows("subview") and self.rng.random() < 0.5:
            source = self._value(scope, STATIC)
            type_, offset, size = VIEW, 2, 4
        else:
            source = self._value(scope, DYNAMIC)
            type_, offset, size = STATIC, 0, 8
        var = self._var(scope, type_, source.origins)
        self._emit(
            f"{var.name} = memref.reinterpret_cast {source.name} to offset: "
            f"[{offset}], sizes: [{size}], strides: [1] : {source.type} to {type_}"
        )

    def _select(self, scope: _Scope) -> None:
        type_ = self.rng.choice(self.config.memref_types())
        condition = self._condition(scope)
        first, second = self._value(scope, type_), self._value(scope, type_)
        var = self._var(scope, type_, first.origins | second.origins)
        self._emit(
            f"{var.name} = arith.select {condition.name}, {first.name}, "
            f"{second.name} : {type_}"
        )

    def _load(self, scope: _Scope) -> None:
        source = self._value(scope, self.rng.choice(self.config.memref_types()))
        index = self._access_index(scope)
        var = self._var(scope, F32, frozenset())
        self._emit(
            f"{var.name} = memref.load {source.name}[{index.name}] : {source.type}"
        )

    def _store(self, scope: _Scope) -> None:
        value = self._value(scope, F32)
        target = self._value(scope, self.rng.choice(self.config.memref_types()))
        index = self._access_index(scope)
        self._emit(
            f"memref.store {value.name}, {target.name}[{index.name}] : {target.type}"
        )

    def _copy(self, scope: _Scope) -> None:
        type_ = self.rng.choice(self.config.memref_types(COPYABLE_TYPES))
        source, target = self._value(scope, type_), self._value(scope, type_)
        self._emit(f"memref.copy {source.name}, {target.name} : {type_} to {type_}")

    def _clone(self, scope: _Scope) -> None:
        source = self._value(scope, self.rng.choice(self.config.memref_types()))
        var = _Var(self._name(), source.type, self._origin(_OriginKind.HEAP, scope))
        self._emit(
            f"{var.name} = bufferization.clone {source.name} : "
            f"{source.type} to {source.type}"
        )
        scope.add(var)

    def _call(self, scope: _Scope, public: bool) -> None:
        callee = self.rng.choice([s for s in self.callees if s.public == public])
        arguments = [self._value(scope, t) for t in callee.parameters]
        # A callee may return (a view of) an argument, or fresh memory.
        passed = frozenset().union(*(a.origins for a in arguments))
        results = [
            self._var(
                scope,
                t,
                passed | self._origin(_OriginKind.HEAP, scope)
                if t in MEMREF_TYPES
                else frozenset(),
            )
            for t in callee.results
        ]
        signature = f"({_types(callee.parameters)}) -> ({_types(callee.results)})"
        self._emit(
            f"{_results_prefix(results)}func.call {callee.name}"
            f"({', '.join(a.name for a in arguments)}) : {signature}"
        )

    def _unknown_select(self, scope: _Scope) -> None:
        """`dealloc_test.select_randomly`: one of 1 to 3 buffers, or a fresh
        one, picked by a small index."""
        type_ = self.rng.choice([STATIC, LARGE, DYNAMIC])
        candidates = [self._value(scope, type_) for _ in range(self.rng.randint(1, 3))]
        choice = self._small_index(scope)
        origins = frozenset().union(*(c.origins for c in candidates))
        var = self._var(scope, type_, origins | self._origin(_OriginKind.HEAP, scope))
        operands = ", ".join(c.name for c in candidates)
        self._emit(
            f'{var.name} = "dealloc_test.select_randomly"({choice.name}, {operands})'
            f" : ({_types([INDEX, *(type_ for _ in candidates)])}) -> {type_}"
        )

    def _freeable(self, scope: _Scope) -> list[_Var]:
        """Buffers the program may free (or reallocate) here: allocated in
        this block by `alloc` or `realloc`, never passed to a loop, alive."""
        return [
            v
            for v in scope.values
            if v.type in (STATIC, DYNAMIC, LARGE)
            and len(v.origins) == 1
            and not v.origins & self.dead
            and not v.origins & self.loop_carried
            and self.origins[next(iter(v.origins))].reallocatable
            and self.origins[next(iter(v.origins))].block == self.block.ident
        ]

    def _existing_dealloc(self, scope: _Scope) -> None:
        """A `memref.dealloc` of the program's own: its buffer is never used
        again, and is freed on every path through this block, or with
        `partial_deallocs` on one branch of an `scf.if` only."""
        candidates = self._freeable(scope)
        if not candidates:
            candidates = [self._alloc(scope, self.rng.choice([STATIC, DYNAMIC]))]
        buffer = self.rng.choice(candidates)
        self.dead |= buffer.origins
        dealloc = f"memref.dealloc {buffer.name} : {buffer.type}"
        if self.config.partial_deallocs and (
            self.rng.random() < self.config.partial_deallocs
        ):
            self._read_into_argument(scope, buffer)
            condition = self._condition(scope)
            branches = ["  " + dealloc, "} else {"]
            if self.rng.random() < 0.5:
                branches.reverse()
            self._emit_lines([f"scf.if {condition.name} {{", *branches, "}"])
        else:
            self._emit(dealloc)

    def _read_into_argument(self, scope: _Scope, buffer: _Var) -> None:
        """Stores an element of `buffer` into a memref argument, if there is
        one: canonicalization erases a buffer nothing reads, and its frees
        with it."""
        arguments = [
            v
            for v in scope.values
            if v.type in self.config.memref_types()
            and v.origins
            and all(self.origins[o].kind is _OriginKind.ARGUMENT for o in v.origins)
        ]
        if not arguments:
            return
        target = self.rng.choice(arguments)
        element = self._var(scope, F32, frozenset())
        self._emit(
            f"{element.name} = memref.load {buffer.name}"
            f"[{self._access_index(scope).name}] : {buffer.type}"
        )
        self._emit(
            f"memref.store {element.name}, {target.name}"
            f"[{self._access_index(scope).name}] : {target.type}"
        )

    def _realloc(self, scope: _Scope) -> None:
        candidates = self._freeable(scope)
        if not candidates:
            self._alloc(scope, self.rng.choice([STATIC, DYNAMIC]))
            return
        source = self.rng.choice(candidates)
        grow_statically = source.type == STATIC and self.rng.random() < 0.5
        type_ = LARGE if grow_statically else DYNAMIC
        self.dead |= source.origins
        var = _Var(self._name(), type_, self._origin(_OriginKind.HEAP, scope, True))
        if type_ == DYNAMIC:
            size = self._dynamic_size(scope)
            self._emit(
                f"{var.name} = memref.realloc {source.name}({size.name}) : "
                f"{source.type} to {type_}"
            )
        else:
            self._emit(
                f"{var.name} = memref.realloc {source.name} : {source.type} to {type_}"
            )
        scope.add(var)

    # -- region ops -------------------------------------------------------------

    def _result_types(self, allow_i1: bool = True) -> list[str]:
        if not self.config.allows("memref_results"):
            return [I1] if allow_i1 and self.rng.random() < 0.3 else []
        count = self.rng.choice([0, 1, 1, 1, 2, 2])
        types = [self.rng.choice(self.config.memref_types()) for _ in range(count)]
        if allow_i1 and self.rng.random() < 0.2:
            types.append(I1)
        return types

    def _nested_region(
        self,
        scope: _Scope,
        context: _RegionContext,
        arguments: list[_Var],
        depth: int,
        body: Callable[[_Scope], str],
        isolated: bool = False,
    ) -> _Region:
        """Generates a region: arguments, statements, then the terminator
        `body` returns (given the scope at the end).  An `isolated` region
        sees only its arguments, and defines the function's constants anew."""
        saved_region, saved_block = self.region, self.block
        self.region = _Region()
        self.block = self._new_block(arguments)
        inner = _Scope([], context) if isolated else scope.child(context)
        for argument in arguments:
            inner.add(argument)
        if isolated:
            for constant, value, type_ in _FUNCTION_CONSTANTS:
                copy = inner.add(_Var(self._name("k"), type_, constant=constant))
                self.block.lines.append(
                    f"{copy.name} = arith.constant {value} : {type_}"
                )
        inner = self._statements(inner, depth + 1)
        terminator = body(inner)
        self._emit(terminator)
        region = self.region
        self.region, self.block = saved_region, saved_block
        return region

    def _yield(
        self,
        scope: _Scope,
        types: list[str],
        yielded: list[_Var],
        op: str = "scf.yield",
        forbidden_stack_scope: int | None = None,
    ) -> str:
        values = [self._value(scope, t, forbidden_stack_scope) for t in types]
        yielded.extend(values)
        if not values:
            return op
        return f"{op} {', '.join(v.name for v in values)} : {_types(types)}"

    def _merge_origins(self, yielded: list[_Var], count: int) -> list[frozenset[int]]:
        """Per result, the union over all regions' yields (`count` per region)."""
        merged: list[frozenset[int]] = [frozenset() for _ in range(count)]
        for position, var in enumerate(yielded):
            merged[position % count] |= var.origins
        return merged

    def _region_results(
        self, types: list[str], origins: list[frozenset[int]]
    ) -> list[_Var]:
        return [_Var(self._name(), t, o) for t, o in zip(types, origins, strict=True)]

    def _add_results(self, scope: _Scope, results: list[_Var]) -> None:
        for result in results:
            scope.add(result)

    def _if(self, scope: _Scope, depth: int) -> None:
        condition = self._condition(scope)
        types = self._result_types()
        yielded: list[_Var] = []
        then = self._nested_region(
            scope,
            self._inner(scope),
            [],
            depth,
            lambda s: self._yield(s, types, yielded),
        )
        with_else = bool(types) or self.rng.random() < 0.6
        otherwise = (
            self._nested_region(
                scope,
                self._inner(scope),
                [],
                depth,
                lambda s: self._yield(s, types, yielded),
            )
            if with_else
            else None
        )
        results = self._region_results(
            types, self._merge_origins(yielded, len(types)) if types else []
        )
        header = f"{_results_prefix(results)}scf.if {condition.name}"
        if types:
            header += f" -> ({_types(types)})"
        lines = [header + " {", *then.render("  ", True)]
        if otherwise is not None:
            lines += ["} else {", *otherwise.render("  ", True)]
        lines.append("}")
        self._emit_lines(lines)
        self._add_results(scope, results)

    def _inner(self, scope: _Scope, **changes: int) -> _RegionContext:
        """The context of a single-block region nested in `scope`'s region."""
        context = scope.context
        return _RegionContext(
            allocation_scope=changes.get("allocation_scope", context.allocation_scope),
            multi_block=False,
            loop_depth=changes.get("loop_depth", context.loop_depth),
        )

    def _emit_lines(self, lines: list[str]) -> None:
        self.ops += 1
        self.block.lines.extend(lines)

    def _loop_carried(self, scope: _Scope, types: list[str]) -> list[_Var]:
        """Initial values of loop-carried memrefs: never reallocated later."""
        values = [self._value(scope, t) for t in types]
        for value in values:
            self.loop_carried |= value.origins
        return values

    def _carried_origin(self, scope: _Scope) -> frozenset[int]:
        """Stands for the buffers earlier iterations pass on."""
        origin = self._origin(_OriginKind.HEAP, scope)
        self.loop_carried |= origin
        return origin

    def _for(self, scope: _Scope, depth: int) -> None:
        upper = self._small_index(scope)
        types = [t for t in self._result_types() if t != I1]
        inits = self._loop_carried(scope, types)
        self.scope_counter += 1
        body_scope = self.scope_counter
        carried = self._carried_origin(scope)
        induction = _Var(self._name("i"), INDEX)
        arguments = [
            _Var(self._name("it"), t, init.origins | carried)
            for t, init in zip(types, inits, strict=True)
        ]
        yielded: list[_Var] = []
        body = self._nested_region(
            scope,
            self._inner(
                scope,
                allocation_scope=body_scope,
                loop_depth=scope.context.loop_depth + 1,
            ),
            [induction, *arguments],
            depth,
            lambda s: self._yield(s, types, yielded, forbidden_stack_scope=body_scope),
        )
        origins = [
            init.origins | carried | merged
            for init, merged in zip(
                inits,
                self._merge_origins(yielded, len(types)) if types else [],
                strict=True,
            )
        ]
        results = self._region_results(types, origins)
        zero, one = self._constant(scope, "%c0"), self._constant(scope, "%c1")
        header = (
            f"{_results_prefix(results)}scf.for {induction.name} = {zero.name} to "
            f"{upper.name} step {one.name}"
        )
        if types:
            iter_args = ", ".join(
                f"{a.name} = {i.name}" for a, i in zip(arguments, inits, strict=True)
            )
            header += f" iter_args({iter_args}) -> ({_types(types)})"
        self._emit_lines([header + " {", *body.render("  ", True), "}"])
        self._add_results(scope, results)

    def _while(self, scope: _Scope, depth: int) -> None:
        bound = self._small_index(scope)
        types = [t for t in self._result_types(allow_i1=False)]
        inits = self._loop_carried(scope, types)
        carried = self._carried_origin(scope)
        context = self._inner(scope, loop_depth=scope.context.loop_depth + 1)
        counter = _Var(self._name("count"), INDEX)
        before_arguments = [counter] + [
            _Var(self._name("w"), t, init.origins | carried)
            for t, init in zip(types, inits, strict=True)
        ]
        forwarded: list[_Var] = []

        def condition(inner: _Scope) -> str:
            flag = _Var(self._name("continue"), I1)
            self._emit(
                f"{flag.name} = arith.cmpi slt, {counter.name}, {bound.name} : index"
            )
            values = [counter] + [self._value(inner, t) for t in types]
            forwarded.extend(values)
            return (
                f"scf.condition({flag.name}) {', '.join(v.name for v in values)} : "
                f"{_types([INDEX, *types])}"
            )

        before = self._nested_region(
            scope, context, before_arguments, depth + 1, condition
        )
        after_counter = _Var(self._name("count"), INDEX)
        after_arguments = [after_counter] + [
            _Var(self._name("w"), t, f.origins | carried)
            for t, f in zip(types, forwarded[1:], strict=True)
        ]

        def step(inner: _Scope) -> str:
            next_count = _Var(self._name("count"), INDEX)
            self._emit(
                f"{next_count.name} = arith.addi {after_counter.name}, "
                f"{self._constant(inner, '%c1').name} : index"
            )
            values = [next_count] + [self._value(inner, t) for t in types]
            stepped.extend(values)
            return (
                f"scf.yield {', '.join(v.name for v in values)} : "
                f"{_types([INDEX, *types])}"
            )

        stepped: list[_Var] = []
        after = self._nested_region(scope, context, after_arguments, depth, step)
        # What the after region yields comes back as the before region's
        # arguments, which it may forward as results: stack buffers too (a
        # while loop is no allocation scope).
        from_after = frozenset().union(*(v.origins for v in stepped))
        results = [_Var(self._name("count"), INDEX)] + self._region_results(
            types, [f.origins | carried | from_after for f in forwarded[1:]]
        )
        inits_text = ", ".join(
            f"{a.name} = {i}"
            for a, i in zip(
                before_arguments,
                [self._constant(scope, "%c0").name, *(i.name for i in inits)],
                strict=True,
            )
        )
        all_types = _types([INDEX, *types])
        self._emit_lines(
            [
                f"{_results_prefix(results)}scf.while ({inits_text}) : "
                f"({all_types}) -> ({all_types}) {{",
                *before.render("  ", True),
                "} do {",
                *after.render("  ", False),
                "}",
            ]
        )
        self._add_results(scope, results)

    def _execute_region(self, scope: _Scope, depth: int) -> None:
        types = self._result_types()
        multi_block = self.config.allows("multi_block_execute_region")
        context = _RegionContext(
            allocation_scope=scope.context.allocation_scope,
            multi_block=multi_block,
            exit_op="scf.yield",
            exit_types=tuple(types),
            loop_depth=scope.context.loop_depth,
        )
        yielded: list[_Var] = []
        self.exits.append(yielded)
        body = self._nested_region(
            scope, context, [], depth, lambda s: self._yield(s, types, yielded)
        )
        self.exits.pop()
        results = self._region_results(
            types, self._merge_origins(yielded, len(types)) if types else []
        )
        header = f"{_results_prefix(results)}scf.execute_region"
        if types:
            header += f" -> ({_types(types)})"
        self._emit_lines([header + " {", *body.render("  ", True), "}"])
        self._add_results(scope, results)

    def _index_switch(self, scope: _Scope, depth: int) -> None:
        selector = self._small_index(scope)
        types = self._result_types()
        cases = sorted(self.rng.sample(range(4), self.rng.randint(1, 2)))
        yielded: list[_Var] = []
        regions = [
            self._nested_region(
                scope,
                self._inner(scope),
                [],
                depth,
                lambda s: self._yield(s, types, yielded),
            )
            for _ in range(len(cases) + 1)
        ]
        results = self._region_results(
            types, self._merge_origins(yielded, len(types)) if types else []
        )
        header = f"{_results_prefix(results)}scf.index_switch {selector.name}"
        if types:
            header += f" -> {_types(types)}"
        lines = [header]
        for case, region in zip([*map(str, cases), None], regions, strict=True):
            lines.append(f"case {case} {{" if case is not None else "default {")
            lines += region.render("  ", True)
            lines.append("}")
        self._emit_lines(lines)
        self._add_results(scope, results)

    def _isolated_region(self, scope: _Scope, depth: int) -> None:
        """`dealloc_test.isolated_one_region`: its region gets 0 to 2 buffers
        as arguments and yields the op's results."""
        types = self._result_types(allow_i1=False)
        operand_types = [
            self.rng.choice(self.config.memref_types())
            for _ in range(self.rng.randint(0, 2))
        ]
        operands = [self._value(scope, t) for t in operand_types]
        arguments = [_Var(self._name("x"), o.type, o.origins) for o in operands]
        yielded: list[_Var] = []

        def region_yield(inner: _Scope) -> str:
            values = [self._value(inner, t) for t in types]
            yielded.extend(values)
            names = ", ".join(v.name for v in values)
            return f'"dealloc_test.region_yield"({names}) : ({_types(types)}) -> ()'

        self.isolated_depth += 1
        body = self._nested_region(
            scope, self._inner(scope), arguments, depth, region_yield, isolated=True
        )
        self.isolated_depth -= 1
        results = self._region_results(
            types, self._merge_origins(yielded, len(types)) if types else []
        )
        names = ", ".join(o.name for o in operands)
        self._emit_lines(
            [
                f'{_results_prefix(results)}"dealloc_test.isolated_one_region"'
                f"({names}) ({{",
                *body.render("  ", False),
                f"}}) : ({_types(operand_types)}) -> ({_types(types)})",
            ]
        )
        self._add_results(scope, results)

    def _parallel(self, scope: _Scope, depth: int) -> None:
        """`scf.parallel` without reductions; each iteration is an allocation
        scope."""
        upper = self._small_index(scope)
        self.scope_counter += 1
        induction = _Var(self._name("i"), INDEX)
        body = self._nested_region(
            scope,
            self._inner(
                scope,
                allocation_scope=self.scope_counter,
                loop_depth=scope.context.loop_depth + 1,
            ),
            [induction],
            depth,
            lambda s: "scf.reduce",
        )
        self._emit_lines(
            [
                f"scf.parallel ({induction.name}) = "
                f"({self._constant(scope, '%c0').name}) to ({upper.name}) "
                f"step ({self._constant(scope, '%c1').name}) {{",
                *body.render("  ", True),
                "}",
            ]
        )

    def _alloca_scope(self, scope: _Scope, depth: int) -> None:
        """`memref.alloca_scope`, whose results must not be its stack memory."""
        types = self._result_types()
        self.scope_counter += 1
        body_scope = self.scope_counter
        yielded: list[_Var] = []

        def terminator(inner: _Scope) -> str:
            values = [self._value(inner, t, body_scope) for t in types]
            yielded.extend(values)
            if not values:
                return "memref.alloca_scope.return"
            return (
                f"memref.alloca_scope.return {', '.join(v.name for v in values)} : "
                f"{_types(types)}"
            )

        body = self._nested_region(
            scope,
            self._inner(scope, allocation_scope=body_scope),
            [],
            depth,
            terminator,
        )
        results = self._region_results(
            types, self._merge_origins(yielded, len(types)) if types else []
        )
        arrow = f" -> ({_types(types)})" if types else ""
        self._emit_lines(
            [
                f"{_results_prefix(results)}memref.alloca_scope{arrow} {{",
                *body.render("  ", True),
                "}",
            ]
        )
        self._add_results(scope, results)

    # -- unstructured control flow -------------------------------------------------

    def _edge(
        self, scope: _Scope, target: _Block, types: list[str], forwarded: list[_Var]
    ) -> str:
        """`^target(values : types)`, with values of the scope appended to `forwarded`."""
        values = [self._value(scope, t) for t in types]
        forwarded.extend(values)
        if not values:
            return target.label
        return f"{target.label}({', '.join(v.name for v in values)} : {_types(types)})"

    def _detached_block(self, argument_types: list[str] | None = None) -> _Block:
        """A block that is not yet in the region (it is appended when filled)."""
        self.block_counter += 1
        arguments = [_Var(self._name("arg"), t) for t in argument_types or []]
        return _Block(self.block_counter, f"^bb{self.block_counter}", arguments)

    def _diamond(self, kind: str, scope: _Scope, depth: int) -> _Scope:
        """Branches to arms (a triangle also straight to the join) that meet
        again in a join block with block arguments; arms may leave the
        region instead.  Returns the join block's scope."""
        join_types = [t for t in self._result_types(allow_i1=False)]
        if self.rng.random() < 0.2:
            join_types.append(I1)
        arm_count = {
            "diamond": 2,
            "triangle": 1,
            "three_way_join": 3,
            "same_target": 0,
            "cf_switch": 3,
        }
        arms = [
            self._detached_block(
                [self.rng.choice(self.config.memref_types())]
                if self.rng.random() < 0.3
                else []
            )
            for _ in range(arm_count[kind])
        ]
        join = self._detached_block(join_types)
        incoming: list[list[_Var]] = []
        """Per edge into the join, the values it passes."""
        avoid: set[str] = set()
        """Values passed to a block, not to be used directly there or after."""

        edges: list[str] = []
        for arm in arms:
            passed: list[_Var] = []
            edges.append(
                self._edge(scope, arm, [a.type for a in arm.arguments], passed)
            )
            arm.arguments = [
                _Var(a.name, a.type, p.origins)
                for a, p in zip(arm.arguments, passed, strict=True)
            ]
            if not self.config.allows("forward_and_use"):
                avoid |= {p.name for p in passed}
        condition = self._condition(scope)
        if kind == "triangle":
            direct: list[_Var] = []
            join_edge = self._edge(scope, join, join_types, direct)
            incoming.append(direct)
            self._emit(f"cf.cond_br {condition.name}, {edges[0]}, {join_edge}")
        elif kind == "same_target":
            # Both edges of the branch go to the join, with different values.
            first: list[_Var] = []
            second: list[_Var] = []
            edges = [
                self._edge(scope, join, join_types, first),
                self._edge(scope, join, join_types, second),
            ]
            incoming = [first, second]
            self._emit(f"cf.cond_br {condition.name}, {edges[0]}, {edges[1]}")
        elif kind == "diamond":
            self._emit(f"cf.cond_br {condition.name}, {edges[0]}, {edges[1]}")
        elif kind == "three_way_join":
            middle = self._detached_block()
            self._emit(f"cf.cond_br {condition.name}, {edges[0]}, {middle.label}")
            self.region.blocks.append(middle)
            self.block = middle
            # The middle block does not dominate the join: its values stay in it.
            second_condition = self._condition(scope.child())
            self._emit(f"cf.cond_br {second_condition.name}, {edges[1]}, {edges[2]}")
        else:
            selector = self._small_index(scope)
            flag = self._name("flag")
            self._emit(f"{flag} = arith.index_cast {selector.name} : index to i32")
            self._emit_lines(
                [
                    f"cf.switch {flag} : i32, [",
                    f"  default: {edges[0]},",
                    f"  0: {edges[1]},",
                    f"  2: {edges[2]}",
                    "]",
                ]
            )

        context = scope.context
        may_exit = self.config.allows("early_exit") and context.exit_op is not None
        for position, arm in enumerate(arms):
            self.region.blocks.append(arm)
            self.block = arm
            arm_scope = scope.child()
            arm_scope.values = [v for v in arm_scope.values if v.name not in avoid]
            for argument in arm.arguments:
                arm_scope.add(argument)
            arm_scope = self._statements(arm_scope, depth + 1)
            last_chance = not incoming and position == len(arms) - 1
            if may_exit and not last_chance and self.rng.random() < 0.3:
                self._emit(self._exit(arm_scope, context))
            else:
                passed = []
                self._emit(f"cf.br {self._edge(arm_scope, join, join_types, passed)}")
                incoming.append(passed)

        join.arguments = [
            _Var(
                a.name,
                a.type,
                frozenset().union(*(edge[i].origins for edge in incoming)),
            )
            for i, a in enumerate(join.arguments)
        ]
        self.region.blocks.append(join)
        self.block = join
        join_scope = scope.child()
        if not self.config.allows("forward_and_use"):
            avoid |= {v.name for edge in incoming for v in edge}
            join_scope.values = [v for v in join_scope.values if v.name not in avoid]
        for argument in join.arguments:
            join_scope.add(argument)
        return join_scope

    def _exit(self, scope: _Scope, context: _RegionContext) -> str:
        """The early exit of a region: `func.return`, or `scf.yield` of the
        innermost `scf.execute_region`, whose results it then also defines."""
        if context.exit_op == "scf.yield":
            return self._yield(scope, list(context.exit_types), self.exits[-1])
        # Stack memory must not leave its function: the caller would use it
        # after its scope ended.
        return self._yield(
            scope, list(context.exit_types), [], "func.return", forbidden_stack_scope=0
        )

    # -- functions ------------------------------------------------------------------

    def generate(self) -> list[str]:
        """The function's text."""
        signature = self.signature
        parameters = [
            _Var(
                f"%p{i}",
                t,
                self._origin(_OriginKind.ARGUMENT, None)
                if t in MEMREF_TYPES
                else frozenset(),
            )
            for i, t in enumerate(signature.parameters)
        ]
        context = _RegionContext(
            allocation_scope=0,
            multi_block=True,
            exit_op="func.return",
            exit_types=signature.results,
        )
        scope = _Scope(list(parameters), context)
        for name, value, type_ in _FUNCTION_CONSTANTS:
            self.block.lines.append(f"{name} = arith.constant {value} : {type_}")
            scope.add(_Var(name, type_, constant=name))
        scope = self._statements(scope, 0)
        self._emit(self._exit(scope, context))

        visibility = "" if signature.public else "private "
        arguments = ", ".join(f"{p.name}: {p.type}" for p in parameters)
        results = f" -> ({_types(signature.results)})" if signature.results else ""
        return [
            f"func.func {visibility}{signature.name}({arguments}){results} {{",
            *self.region.render("  ", True),
            "}",
        ]


_FUNCTION_CONSTANTS = (
    ("%c0", "0", INDEX),
    ("%c1", "1", INDEX),
    ("%c2", "2", INDEX),
    ("%c8", "8", INDEX),
    ("%one", "1.0", F32),
)
"""Defined at the top of every function: loop bounds, indices, sizes, data."""


def _signature(
    rng: random.Random, name: str, public: bool, config: GeneratorConfig
) -> _Signature:
    if public:
        # The sanitizer and the native harness make up the arguments of
        # public functions: keep their input combinations few, and memrefs
        # static (they pass 4 elements for a dynamic size).
        candidates = [I1, I1, INDEX, STATIC]
    else:
        candidates = [I1, INDEX, *config.memref_types((STATIC, DYNAMIC, VIEW))]
    parameters = tuple(rng.sample(candidates, rng.randint(0 if not public else 1, 3)))
    results: list[str] = []
    if config.allows("memref_results"):
        results = [
            rng.choice(config.memref_types()) for _ in range(rng.choice([0, 1, 1, 2]))
        ]
    if rng.random() < 0.2:
        results.append(I1)
    return _Signature(name, public, parameters, tuple(results))


def _global_declarations() -> list[str]:
    lines: list[str] = []
    for symbol, type_ in GLOBALS.items():
        lines.append(f'memref.global "private" {symbol} : {type_} = dense<0.0>')
    return lines


def generate_program(seed: int, config: GeneratorConfig | None = None) -> str:
    """The text of a random module; the same seed and config give the same text.

    Functions call only functions generated before them (no recursion); the
    last one is public, the others public or private at random.
    """
    config = config or GeneratorConfig()
    rng = random.Random(seed)
    count = rng.randint(1, config.max_functions)
    signatures: list[_Signature] = []
    for position in range(count):
        public = position == count - 1 or rng.random() < 0.4
        prefix = "f" if public else "p"
        signatures.append(_signature(rng, f"@{prefix}{position}", public, config))
    lines = [f"// generated: seed {seed}", *_global_declarations()]
    for position, signature in enumerate(signatures):
        generator = _FunctionGenerator(rng, config, signature, signatures[:position])
        lines += generator.generate()
    return "\n".join(lines) + "\n"
