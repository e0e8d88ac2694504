"""Random well-formed tensor modules for `bufferize-function-boundaries`.

`generate_tensor_module(seed, config)` returns a module of

- public entry functions `@fN(%b0: i1, %b1: i1, %n: index, %in:
  memref<8xf32>, %out: memref<8xf32>) -> (f32, ...)`, as
  `tensor_program_generator` writes them (the sanitizer runs them for every
  input), whose bodies also call the functions below;
- callees `@gN(%n: index, %in0: tensor<...>, ..., [%s0: f32]) ->
  (tensor<...>, ...)`, private or public, whose results are an argument
  written in place (equivalent to it), the argument itself (passed
  through), a slice of it, a slice inserted into it, or a new tensor; some
  arguments are `bufferization.writable = false` or declare
  `bufferization.access = "read-write"` (any narrower access could lie
  about what the body does, which MLIR believes);
- recursive callees, alone or in a pair calling each other: the call sits
  in the `else` of `scf.if` on `%n == 0` and passes `%n - 1`, so the
  recursion ends (every `%n` is in [0, 3]);
- external declarations `func.func private @extN(...)`, with any
  `bufferization.access` on their arguments: they have no body to run (the
  sanitizer and `mlir-runner-22` both stop at a call of one), so their calls
  sit in an `scf.if` on `%n > 3`, which never holds when run but which the
  analysis must bufferize (conservatively, or as the access says).

Bodies are `tensor_program_generator`'s statements (its `_FunctionGenerator`,
with a `call` statement added): destination-passing chains, slices, loops,
branches, old versions read after writes.  After a call, an argument it was
given is sometimes read again, and entry functions return that value, so a
callee writing its argument in place forces a copy in the caller that the
results show.  Calls go to callees defined before (or to members of the
same recursion pair), so the call graph is acyclic but for the recursion.

The first line gives the `one-shot-bufferize` options (`// OPTIONS:`):
always `bufferize-function-boundaries=true`, sometimes a
`function-boundary-type-conversion`, `no-analysis-func-filter` of one
callee, and `tensor_program_generator.program_options`.
`TensorModuleConfig.excluded` switches off statement constructs
(`tensor_program_generator.CONSTRUCTS`) and module ones
(`MODULE_CONSTRUCTS`).
"""

from __future__ import annotations

import random
from dataclasses import dataclass, field
from typing import ClassVar

from xdsl_dealloc.testing.bufferization.program_generator import (
    CONSTRUCTS,
    F32,
    I1,
    INDEX,
    NARROW,
    OPT_IN_CONSTRUCTS,
    TENSOR_TYPES,
    WIDE,
    TensorGeneratorConfig,
    _FunctionGenerator,  # pyright: ignore[reportPrivateUsage]
    _Scope,  # pyright: ignore[reportPrivateUsage]
    _Value,  # pyright: ignore[reportPrivateUsage]
    program_options,
)
from xdsl_dealloc.testing.deallocation.program_generator import ConstructChoice

MODULE_CONSTRUCTS = frozenset(
    {
        "calls",
        "read_after_call",
        "public_callees",
        "recursion",
        "mutual_recursion",
        "declarations",
        "writable_false",
        "access_attribute",
        "identity_layout",
        "fully_dynamic_layout",
        "no_analysis_filter",
    }
)
"""What `TensorModuleConfig.excluded` may switch off besides the statement
constructs.  `read_after_call`: an argument read again after the call;
`identity_layout`/`fully_dynamic_layout`: that
`function-boundary-type-conversion`; `no_analysis_filter`: one callee in
`no-analysis-func-filter`."""

MODULE_OPT_IN_CONSTRUCTS = frozenset({"argument_layouts"})
"""Generated only when `TensorModuleConfig.included` names them, as
`tensor_program_generator.OPT_IN_CONSTRUCTS`: `argument_layouts`, callee
arguments with a `bufferization.buffer_layout` (an identity map, or an
offset; not an identity map with symbols, whose copies MLIR 22 allocates
without symbol operands, failing its own verifier)."""

CALL_BREAKING = frozenset({"memory_spaces"})
"""Opt-in statements left out of modules: MLIR 22 passes a buffer of
another memory space to a function by copying it into a new buffer of the
argument's (fully dynamic) layout, which it cannot allocate."""

ARGUMENT_LAYOUTS = ("affine_map<(d0) -> (d0)>", "affine_map<(d0) -> (d0 + 2)>")

RESULT_KINDS = ("equivalent", "passthrough", "slice", "insert", "fresh")
"""How a callee's result relates to its arguments."""

BODYLESS_ACCESS = ("read", "write", "read-write", "none")

CALLEE_ONLY_EXCLUDED = frozenset({"to_tensor", "writable_input", "materialize"})
"""Callees have no `%in` or `%out`."""


@dataclass(frozen=True)
class TensorModuleConfig(ConstructChoice):
    """Size limits and the constructs to leave out."""

    constructs: ClassVar[frozenset[str]] = CONSTRUCTS | MODULE_CONSTRUCTS

    max_entries: int = 2
    max_callees: int = 3
    max_declarations: int = 2
    max_statements: int = 6
    """Per block, before nesting, in entry functions; callees get fewer."""
    max_depth: int = 2
    max_ops_per_function: int = 50
    max_calls_per_function: int = 2
    excluded: frozenset[str] = frozenset()
    included: frozenset[str] = frozenset()
    """Of `OPT_IN_CONSTRUCTS` (but `CALL_BREAKING`) and
    `MODULE_OPT_IN_CONSTRUCTS`, those to generate."""

    def __post_init__(self) -> None:
        super().__post_init__()
        unknown = self.included - OPT_IN_CONSTRUCTS - MODULE_OPT_IN_CONSTRUCTS
        if unknown:
            raise ValueError(f"unknown opt-in constructs {sorted(unknown)}")

    def allows(self, construct: str) -> bool:
        if construct in MODULE_OPT_IN_CONSTRUCTS and construct not in self.included:
            return False
        return super().allows(construct)

    def statement_config(self, callee: bool) -> TensorGeneratorConfig:
        excluded = self.excluded & CONSTRUCTS
        return TensorGeneratorConfig(
            max_statements=self.max_statements // 2 + 1
            if callee
            else self.max_statements,
            max_depth=self.max_depth,
            max_ops_per_function=self.max_ops_per_function,
            excluded=excluded | CALLEE_ONLY_EXCLUDED if callee else excluded,
            included=self.included & OPT_IN_CONSTRUCTS - CALL_BREAKING,
        )


@dataclass(frozen=True)
class ResultPlan:
    kind: str
    type: str
    argument: int | None
    """The tensor argument it derives from (None for `fresh`)."""


@dataclass
class Signature:
    """A callee or declaration: `(%n: index, tensors..., [%s0: f32]) ->
    (tensors...)`."""

    name: str
    arguments: list[str]
    """Tensor argument types."""
    results: list[ResultPlan]
    scalar: bool = False
    public: bool = False
    declaration: bool = False
    argument_attributes: list[str] = field(default_factory=list[str])
    """Per tensor argument, `{...}` or ""."""
    recursion_group: tuple[str, ...] = ()
    """The functions it calls recursively (itself, or its pair's other)."""

    @property
    def result_types(self) -> list[str]:
        return [result.type for result in self.results]

    def function_type(self) -> str:
        inputs = [INDEX, *self.arguments, *([F32] if self.scalar else [])]
        return f"({', '.join(inputs)}) -> ({', '.join(self.result_types)})"

    def header(self) -> str:
        visibility = "" if self.public else "private "
        tensors = [
            f"{type_} {attributes}".rstrip()
            for type_, attributes in zip(
                self.arguments, self.argument_attributes, strict=True
            )
        ]
        if self.declaration:
            inputs = [INDEX, *tensors, *([F32] if self.scalar else [])]
            results = ", ".join(self.result_types)
            return f"func.func private @{self.name}({', '.join(inputs)}) -> ({results})"
        named = [
            "%n: index",
            *(f"%in{i}: {text}" for i, text in enumerate(tensors)),
            *(["%s0: f32"] if self.scalar else []),
        ]
        return (
            f"func.func {visibility}@{self.name}({', '.join(named)}) -> "
            f"({', '.join(self.result_types)}) {{"
        )


class _ModuleFunctionGenerator(_FunctionGenerator):
    """`_FunctionGenerator` with calls among its statements, writing either
    an entry function or a callee of `Signature`."""

    def __init__(
        self,
        rng: random.Random,
        config: TensorModuleConfig,
        name: str,
        loops_yield_new_buffers: bool,
        callees: list[Signature],
        declarations: list[Signature],
        callee: bool,
        recursion_partners: dict[str, Signature] | None = None,
    ) -> None:
        super().__init__(
            rng, config.statement_config(callee), name, loops_yield_new_buffers
        )
        self.module_config = config
        self.callees = callees
        self.recursion_partners = recursion_partners or {}
        self.declarations = declarations
        self.calls = 0
        self.read_after_calls: list[_Value] = []

    # -- calls ------------------------------------------------------------------

    def _statement_kinds(self, depth: int) -> list[tuple[str, int]]:
        kinds = super()._statement_kinds(depth)
        if self.calls < self.module_config.max_calls_per_function:
            if self.callees and self.module_config.allows("calls"):
                kinds.append(("call", 4))
            if self.declarations and depth < self.config.max_depth:
                kinds.append(("declaration_call", 1))
        return kinds

    def _statement(self, kind: str, scope: _Scope, depth: int) -> None:
        match kind:
            case "call":
                self._call(scope, self.rng.choice(self.callees), self._index(scope))
            case "declaration_call":
                self._declaration_call(scope)
            case _:
                super()._statement(kind, scope, depth)

    def _call(self, scope: _Scope, callee: Signature, depth: _Value) -> list[_Value]:
        """`func.call @callee(depth, tensors...)`: results in scope, and
        sometimes an argument read again."""
        self.calls += 1
        arguments = [depth, *(self._tensor(scope, t) for t in callee.arguments)]
        if callee.scalar:
            arguments.append(self._scalar(scope))
        results = [_Value(self._fresh(), t) for t in callee.result_types]
        call = (
            f"func.call @{callee.name}({', '.join(a.name for a in arguments)}) : "
            f"{callee.function_type()}"
        )
        if results:
            self._emit(f"{', '.join(r.name for r in results)} = {call}")
        else:
            self._emit(call)
        for result in results:
            scope.add(result)
        tensors = [a for a in arguments if a.type in TENSOR_TYPES]
        if (
            tensors
            and self.module_config.allows("read_after_call")
            and self.rng.random() < 0.6
        ):
            read = self.rng.choice(tensors)
            value = self._define(
                scope,
                F32,
                f"tensor.extract {read.name}[{self._index(scope).name}] : {read.type}",
            )
            if self.indent == 1:  # in the function's block: it may be returned
                self.read_after_calls.append(value)
        return results

    def _declaration_call(self, scope: _Scope) -> None:
        """A call of a declaration under `%n > 3`, which never holds."""
        declaration = self.rng.choice(self.declarations)
        never = self._define(scope, I1, "arith.cmpi ugt, %n, %c3 : index")
        types = declaration.result_types
        results = [_Value(self._fresh(), t) for t in types]
        names = f"{', '.join(r.name for r in results)} = " if results else ""
        returns = f" -> ({', '.join(types)})" if types else ""
        self._emit(f"{names}scf.if {never.name}{returns} {{")
        self.indent += 1
        called = self._call(scope.child(), declaration, self._index(scope))
        if called:
            self._yield("scf.yield", called)
        self.indent -= 1
        if types:
            self.lines.append("  " * self.indent + "} else {")
            self.indent += 1
            inner = scope.child()
            self._yield("scf.yield", [self._tensor(inner, t) for t in types])
            self.indent -= 1
        self.lines.append("  " * self.indent + "}")
        for result in results:
            scope.add(result)

    # -- functions -----------------------------------------------------------------

    def _constants(self, scope: _Scope) -> None:
        for position in range(4):
            scope.add(_Value(f"%c{position}", INDEX))
            self._emit(f"%c{position} = arith.constant {position} : index")
        scope.add(_Value("%n", INDEX))

    def _returned(self, scope: _Scope) -> list[_Value]:
        """An entry function calls at least once, and returns values read
        after its calls too."""
        if self.callees and self.calls == 0 and self.module_config.allows("calls"):
            self._call(scope, self.rng.choice(self.callees), self._index(scope))
        results = [self._extract(scope) for _ in range(self.rng.randint(1, 2))]
        return results + self.read_after_calls[:2]

    def generate_callee(self, signature: Signature) -> list[str]:
        scope = _Scope()
        arguments = [
            scope.add(_Value(f"%in{i}", t)) for i, t in enumerate(signature.arguments)
        ]
        if signature.scalar:
            scope.add(_Value("%s0", F32))
        self._constants(scope)
        self._statements(scope, 0, self.rng.randint(0, self.config.max_statements))
        if signature.recursion_group:
            results = self._recursive_step(scope, signature, arguments)
        else:
            results = [
                self._result(scope, plan, arguments) for plan in signature.results
            ]
        self._yield("func.return", results)
        return [signature.header(), *self.lines, "}"]

    def _recursive_step(
        self, scope: _Scope, signature: Signature, arguments: list[_Value]
    ) -> list[_Value]:
        """`scf.if %n == 0` the results as planned, else a call of the group
        with `%n - 1` whose results (or the planned ones) are yielded."""
        done = self._define(scope, I1, "arith.cmpi eq, %n, %c0 : index")
        types = signature.result_types
        results = [_Value(self._fresh(), t) for t in types]
        self._emit(
            f"{', '.join(r.name for r in results)} = scf.if {done.name} -> "
            f"({', '.join(types)}) {{"
        )
        self.indent += 1
        base = scope.child()
        self._yield(
            "scf.yield",
            [self._result(base, plan, arguments) for plan in signature.results],
        )
        self.indent -= 1
        self.lines.append("  " * self.indent + "} else {")
        self.indent += 1
        step = scope.child()
        smaller = self._define(step, INDEX, "arith.subi %n, %c1 : index")
        member = self.rng.choice(signature.recursion_group)
        called = self._call(step, self.recursion_partners[member], smaller)
        self._statements(step, 1, self.rng.randint(0, 2))
        yielded: list[_Value] = []
        for plan in signature.results:
            same_type = [v for v in called if v.type == plan.type]
            if same_type and self.rng.random() < 0.7:
                yielded.append(self.rng.choice(same_type))
            else:
                yielded.append(self._result(step, plan, arguments))
        self._yield("scf.yield", yielded)
        self.indent -= 1
        self.lines.append("  " * self.indent + "}")
        return [scope.add(result) for result in results]

    def _result(
        self, scope: _Scope, plan: ResultPlan, arguments: list[_Value]
    ) -> _Value:
        argument = arguments[plan.argument] if plan.argument is not None else None
        match plan.kind, argument:
            case "passthrough", _Value():
                return argument
            case "equivalent", _Value():
                return self._loop_update(scope, argument, self._index(scope))
            case "slice", _Value():
                return self._define(
                    scope,
                    NARROW,
                    f"tensor.extract_slice {argument.name}[{self._index(scope).name}]"
                    f" [4] [1] : {WIDE} to {NARROW}",
                )
            case "insert", _Value():
                return self._insert_slice(scope, argument)
            case _:
                if self.rng.random() < 0.5:
                    return self._tensor(scope, plan.type)
                empty = self._define(
                    scope, plan.type, f"tensor.empty() : {plan.type}", defined=False
                )
                return self._define(
                    scope,
                    plan.type,
                    f"linalg.fill ins({self._scalar(scope).name} : f32) "
                    f"outs({empty.name} : {plan.type}) -> {plan.type}",
                )


def _result_plan(rng: random.Random, arguments: list[str]) -> ResultPlan:
    kind = rng.choice(RESULT_KINDS)
    wide = [i for i, t in enumerate(arguments) if t == WIDE]
    match kind:
        case "slice" | "insert" if wide:
            return ResultPlan(
                kind, NARROW if kind == "slice" else WIDE, rng.choice(wide)
            )
        case "equivalent" | "passthrough":
            argument = rng.randrange(len(arguments))
            return ResultPlan(kind, arguments[argument], argument)
        case _:
            return ResultPlan("fresh", rng.choice(TENSOR_TYPES), None)


def _signature(
    rng: random.Random, config: TensorModuleConfig, name: str, declaration: bool
) -> Signature:
    arguments = [rng.choice(TENSOR_TYPES) for _ in range(rng.randint(1, 2))]
    results = [
        _result_plan(rng, arguments)
        for _ in range(rng.randint(0 if declaration else 1, 2))
    ]
    attributes: list[str] = []
    for _ in arguments:
        if declaration and config.allows("access_attribute") and rng.random() < 0.5:
            attributes.append(
                f'{{bufferization.access = "{rng.choice(BODYLESS_ACCESS)}"}}'
            )
        elif not declaration and config.allows("writable_false") and rng.random() < 0.2:
            attributes.append("{bufferization.writable = false}")
        elif (
            not declaration
            and config.allows("access_attribute")
            and rng.random() < 0.15
        ):
            attributes.append('{bufferization.access = "read-write"}')
        else:
            attributes.append("")
    if not declaration and config.allows("argument_layouts"):
        attributes = [
            _with_layout(text, rng.choice(ARGUMENT_LAYOUTS))
            if rng.random() < 0.4
            else text
            for text in attributes
        ]
    return Signature(
        name,
        arguments,
        results,
        scalar=rng.random() < 0.3,
        public=not declaration
        and config.allows("public_callees")
        and rng.random() < 0.25,
        declaration=declaration,
        argument_attributes=attributes,
    )


def _with_layout(attributes: str, layout: str) -> str:
    """`{...}` argument attributes with a `bufferization.buffer_layout` too."""
    entry = f"bufferization.buffer_layout = {layout}"
    return f"{{{attributes[1:-1]}, {entry}}}" if attributes else f"{{{entry}}}"


def module_options(
    rng: random.Random, config: TensorModuleConfig, callees: list[Signature]
) -> tuple[str, ...]:
    options = ["bufferize-function-boundaries=true"]
    conversions = [
        name
        for construct, name in (
            ("identity_layout", "identity-layout-map"),
            ("fully_dynamic_layout", "fully-dynamic-layout-map"),
        )
        if config.allows(construct)
    ]
    if conversions and rng.random() < 0.35:
        options.append(f"function-boundary-type-conversion={rng.choice(conversions)}")
    if callees and config.allows("no_analysis_filter") and rng.random() < 0.1:
        options.append(f"no-analysis-func-filter={rng.choice(callees).name}")
    return (*options, *program_options(rng, config.statement_config(callee=False)))


def generate_tensor_module(seed: int, config: TensorModuleConfig | None = None) -> str:
    """The module of `seed`: its options line, then declarations, callees
    (each after those it calls) and entry functions."""
    config = config or TensorModuleConfig()
    rng = random.Random(seed)
    declarations = [
        _signature(rng, config, f"ext{position}", declaration=True)
        for position in range(
            rng.randint(0, config.max_declarations)
            if config.allows("declarations")
            else 0
        )
    ]
    callees = [
        _signature(rng, config, f"g{position}", declaration=False)
        for position in range(rng.randint(1, config.max_callees))
    ]
    _plan_recursion(rng, config, callees)
    options = module_options(rng, config, callees)
    loops_yield_new_buffers = "allow-return-allocs-from-loops=true" in options
    lines = [f"// OPTIONS: {' '.join(options)}"]
    lines += [declaration.header() for declaration in declarations]
    for position, callee in enumerate(callees):
        generator = _ModuleFunctionGenerator(
            rng,
            config,
            callee.name,
            loops_yield_new_buffers,
            [c for c in callees[:position] if c.name not in callee.recursion_group],
            declarations,
            callee=True,
            recursion_partners={c.name: c for c in callees},
        )
        lines += generator.generate_callee(callee)
    for position in range(rng.randint(1, config.max_entries)):
        generator = _ModuleFunctionGenerator(
            rng,
            config,
            f"f{position}",
            loops_yield_new_buffers,
            callees,
            declarations,
            callee=False,
        )
        lines += generator.generate()
    return "\n".join(lines) + "\n"


def _plan_recursion(
    rng: random.Random, config: TensorModuleConfig, callees: list[Signature]
) -> None:
    """Makes the last callee recursive (sometimes), or the last two call
    each other."""
    if not config.allows("recursion") or rng.random() < 0.5:
        return
    if len(callees) >= 2 and config.allows("mutual_recursion") and rng.random() < 0.4:
        first, second = callees[-2], callees[-1]
        first.recursion_group = (second.name,)
        second.recursion_group = (first.name,)
    else:
        callees[-1].recursion_group = (callees[-1].name,)
