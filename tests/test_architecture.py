"""The package's layers import downward only, no module imports itself back
through others, and importing a module attaches nothing to xDSL (only
`xdsl_dealloc.register()` does).  docs/architecture.md describes the layers."""

from __future__ import annotations

import ast
import subprocess
import sys
import textwrap
from dataclasses import dataclass
from pathlib import Path

import pytest

import xdsl_dealloc

PACKAGE = Path(xdsl_dealloc.__file__).parent

LAYERS: tuple[tuple[str, ...], ...] = (
    ("ir", "dialects", "interfaces"),
    ("models",),
    ("analysis",),
    ("transforms",),
    # `xdsl_dealloc.register`, the xdsl.universe entry point and the checks it
    # gives the passes' options
    (
        "",
        "universe",
        "pass_options",
        "failures",
        "pass_reference",
        "passes",
        "interpreter_functions",
    ),
    ("sanitizer", "testing"),
)
"""Bottom to top: a module may import its own layer and those below."""

LAZY_UPWARD_IMPORTS = {("dialects.bufferization", "get_canonicalization_patterns")}
"""Functions that may import from above when called, as xDSL's dialects
import their canonicalization patterns from `xdsl.transforms`."""


@dataclass(frozen=True)
class Import:
    importer: str
    imported: str
    line: int
    function: str | None
    """The innermost function around the import, None at module level."""
    type_checking: bool


def module_name(path: Path) -> str:
    parts = path.relative_to(PACKAGE).with_suffix("").parts
    if parts[-1] == "__init__":
        parts = parts[:-1]
    return ".".join(parts)


def submodule_or_module(module: str, name: str) -> str:
    """What `from module import name` imports: the submodule `name`, if
    there is one, else (a name from) `module`."""
    candidate = PACKAGE.parent / f"{module}.{name}".replace(".", "/")
    if candidate.with_suffix(".py").exists() or (candidate / "__init__.py").exists():
        return f"{module}.{name}"
    return module


def imports_of(path: Path) -> list[Import]:
    """Every import of a package module in `path`, also inside functions
    and `if TYPE_CHECKING:`."""
    importer = module_name(path)
    found: list[Import] = []

    def visit(node: ast.AST, function: str | None, type_checking: bool) -> None:
        for child in ast.iter_child_nodes(node):
            if isinstance(child, ast.FunctionDef | ast.AsyncFunctionDef):
                visit(child, child.name, type_checking)
                continue
            if isinstance(child, ast.If) and "TYPE_CHECKING" in ast.unparse(child.test):
                visit(child, function, True)
                continue
            names: list[str] = []
            if isinstance(child, ast.Import):
                names = [alias.name for alias in child.names]
            elif isinstance(child, ast.ImportFrom) and child.module and not child.level:
                names = [submodule_or_module(child.module, a.name) for a in child.names]
            line = getattr(child, "lineno", 0)
            for name in names:
                if name == "xdsl_dealloc" or name.startswith("xdsl_dealloc."):
                    imported = name.removeprefix("xdsl_dealloc").removeprefix(".")
                    found.append(
                        Import(importer, imported, line, function, type_checking)
                    )
            visit(child, function, type_checking)

    visit(ast.parse(path.read_text()), None, False)
    return found


def all_imports() -> list[Import]:
    return [i for path in sorted(PACKAGE.rglob("*.py")) for i in imports_of(path)]


def layer_of(module: str) -> int:
    top = module.split(".", 1)[0]
    for rank, names in enumerate(LAYERS):
        if top in names:
            return rank
    raise AssertionError(f"module {module!r} belongs to no layer of LAYERS")


def test_every_module_belongs_to_a_layer() -> None:
    for path in PACKAGE.rglob("*.py"):
        layer_of(module_name(path))


def test_imports_go_downward_only() -> None:
    upward = [
        f"{i.importer} (line {i.line}) imports {i.imported}, a layer above it"
        for i in all_imports()
        if layer_of(i.imported) > layer_of(i.importer)
        and (i.importer, i.function) not in LAZY_UPWARD_IMPORTS
    ]
    assert not upward, "\n".join(upward)


def test_ir_helpers_import_nothing_above_them() -> None:
    """`ir/` holds helpers on xDSL's IR alone, below the dialects and
    interfaces of its layer: anything may use them."""
    above = [
        f"{i.importer} (line {i.line}) imports {i.imported}"
        for i in all_imports()
        if i.importer.startswith("ir.") and not i.imported.startswith("ir.")
    ]
    assert not above, "\n".join(above)


def test_the_checker_sees_function_local_and_type_checking_imports() -> None:
    imports = all_imports()
    assert any(
        i.importer == "dialects.bufferization"
        and i.function == "get_canonicalization_patterns"
        and i.imported.startswith("transforms.")
        for i in imports
    )
    assert any(
        i.importer == "interfaces.buffer_deallocation" and i.type_checking
        for i in imports
    )
    assert layer_of("transforms.canonicalization.dealloc") > layer_of("dialects")


def test_no_import_cycle_at_module_level() -> None:
    """What runs on import: module-level imports, not those in functions or
    only for the type checker."""
    graph: dict[str, set[str]] = {}
    for i in all_imports():
        if i.function is None and not i.type_checking:
            graph.setdefault(i.importer, set()).add(i.imported)
    finished: set[str] = set()

    def visit(module: str, path: list[str]) -> None:
        if module in path:
            cycle = path[path.index(module) :] + [module]
            raise AssertionError("import cycle: " + " -> ".join(cycle))
        if module in finished:
            return
        for imported in sorted(graph.get(module, ())):
            visit(imported, [*path, module])
        finished.add(module)

    for module in sorted(graph):
        visit(module, [])


def assert_prints_ok(script: str, *arguments: str) -> None:
    """Runs `script` in a fresh Python process, which must print "ok"."""
    result = subprocess.run(
        [sys.executable, "-c", textwrap.dedent(script), *arguments],
        capture_output=True,
        text=True,
        check=False,
    )
    assert result.returncode == 0 and result.stdout.strip() == "ok", result.stderr


IMPORT_EVERYTHING = """
import importlib, pkgutil
import xdsl_dealloc
from xdsl.dialects import arith, bufferization, cf, func, memref, scf
from xdsl.universe import XDSL_UNIVERSE

def observed():
    dialects = (arith.Arith, bufferization.Bufferization, cf.Cf, func.Func,
                memref.MemRef, scf.Scf)
    return (
        {op.name: tuple(op.traits) for d in dialects for op in d.operations},
        scf.ExecuteRegionOp.print,
        XDSL_UNIVERSE.all_dialects["bufferization"],
        bufferization.ToBufferOp.get_irdl_definition().assembly_format,
    )

before = observed()
for module in pkgutil.walk_packages(xdsl_dealloc.__path__, "xdsl_dealloc."):
    if module.name != "xdsl_dealloc.universe":
        importlib.import_module(module.name)
assert observed() == before, "an import changed xDSL"
xdsl_dealloc.register()
registered = observed()
assert all(r != b for r, b in zip(registered, before)), "register() missed something"
xdsl_dealloc.register()
assert observed() == registered, "register() is not idempotent"
print("ok")
"""


def test_imports_attach_nothing_and_register_attaches_everything_once() -> None:
    """In a fresh process: importing every module but the entry point leaves
    xDSL as it ships; `register()` then changes each of these, once."""
    assert_prints_ok(IMPORT_EVERYTHING)


LOADERS_ONLY_READ = """
import xdsl_dealloc.universe  # what xdsl-opt loads: installs the loaders
from xdsl.dialects import (
    affine, arith, bufferization, cf, dlti, func, linalg, memref, ml_program, scf,
    tensor, vector,
)
from xdsl.dialects.arith import IntegerOverflowAttr
from xdsl.dialects.builtin import DenseIntOrFPElementsAttr
from xdsl.ir import Operation
from xdsl.parser import AttrParser
from xdsl.universe import XDSL_UNIVERSE

DIALECTS = (
    affine.Affine, arith.Arith, bufferization.Bufferization, cf.Cf, dlti.DLTI,
    func.Func, linalg.Linalg, memref.MemRef, ml_program.MLProgram, scf.Scf,
    tensor.Tensor, vector.Vector,
)

def observed(parse):
    found = {}
    for dialect in DIALECTS:
        for op in dialect.operations:
            op_def = op.get_irdl_definition()
            found[op.name] = (
                tuple(op.traits), op.print, op.verify_, op_def.assembly_format,
                tuple(op_def.properties.items()), tuple(op_def.operands),
                tuple(op_def.results), getattr(op, "get_hidden_region", None),
                op.parse.__func__ if parse else None,
            )
    dense = DenseIntOrFPElementsAttr
    return (
        found, Operation.verify, IntegerOverflowAttr.print_parameter,
        dense.print_without_type, dense.is_splat,
        AttrParser.parse_dense_int_or_fp_elements_attr,
    )

before = observed(parse=True)
for name in xdsl_dealloc.universe.EXTENDED_DIALECTS:
    XDSL_UNIVERSE.all_dialects[name]()
assert observed(parse=False)[0].keys() == before[0].keys()
after = observed(parse=False)
assert after == tuple(
    {name: entry[:-1] + (None,) for name, entry in part.items()}
    if isinstance(part, dict) else part
    for part in before
), "a loader changed more than parsing"
assert observed(parse=True) != before, "no loader added a form to read"
xdsl_dealloc.register()
assert observed(parse=False) != after, "register() changed nothing"
print("ok")
"""


def test_dialect_loaders_change_nothing_of_xdsl_but_what_it_reads() -> None:
    """In a fresh process: loading every dialect through the entry point's
    loaders leaves xDSL's op classes printing, verifying and rewriting as
    they ship (only their parsers read more); `register()` changes them."""
    assert_prints_ok(LOADERS_ONLY_READ)


LAZY_TENSOR_DIALECTS = """
import sys
import xdsl_dealloc
import xdsl_dealloc.universe  # what xdsl-opt loads: installs the loaders
from xdsl.universe import XDSL_UNIVERSE

def tensor_dialects_attached():
    from xdsl.dialects import tensor
    from xdsl.dialects.linalg.ops import GenericOp
    from xdsl_dealloc.interfaces.bufferizable import BufferizableOpInterface
    return all(
        op_class.get_trait(BufferizableOpInterface) is not None
        for op_class in (tensor.EmptyOp, tensor.InsertOp, GenericOp)
    )

if sys.argv[1] == "register-first":
    xdsl_dealloc.register()
    assert "xdsl.dialects.linalg" not in sys.modules, "register() imported linalg"
    assert "xdsl.dialects.math" not in sys.modules, "register() imported math"
    assert not tensor_dialects_attached()
    XDSL_UNIVERSE.all_dialects["tensor"]()
else:
    XDSL_UNIVERSE.all_dialects["linalg"]()
    assert not tensor_dialects_attached(), "loading a dialect registered models"
    xdsl_dealloc.register()
assert tensor_dialects_attached()
print("ok")
"""


@pytest.mark.parametrize("order", ["register-first", "load-first"])
def test_tensor_and_linalg_models_come_with_their_dialects(order: str) -> None:
    """`register()` leaves `tensor` and `linalg` (and xDSL's `math`) alone;
    their models are attached once both it has run and one of them loaded,
    in either order."""
    assert_prints_ok(LAZY_TENSOR_DIALECTS, order)


LAZY_AFFINE = """
import sys
import xdsl_dealloc
import xdsl_dealloc.universe  # what xdsl-opt loads: installs the loaders
from xdsl.universe import XDSL_UNIVERSE

def affine_models_attached():
    from xdsl.dialects import affine
    from xdsl_dealloc.interfaces.control_flow import (
        RegionBranchOpInterface,
        RegionBranchTerminatorOpInterface,
    )
    return (
        affine.ForOp.get_trait(RegionBranchOpInterface) is not None
        and affine.IfOp.get_trait(RegionBranchOpInterface) is not None
        and affine.YieldOp.get_trait(RegionBranchTerminatorOpInterface) is not None
    )

if sys.argv[1] == "register-first":
    xdsl_dealloc.register()
    assert "xdsl.dialects.affine" not in sys.modules, "register() imported affine"
    XDSL_UNIVERSE.all_dialects["affine"]()
elif sys.argv[1] == "load-first":
    XDSL_UNIVERSE.all_dialects["affine"]()
    assert not affine_models_attached(), "loading a dialect registered models"
    xdsl_dealloc.register()
else:
    import xdsl.dialects.affine
    xdsl_dealloc.register()
assert affine_models_attached()
print("ok")
"""


@pytest.mark.parametrize("order", ["register-first", "load-first", "import-first"])
def test_affine_models_come_with_the_dialect(order: str) -> None:
    """`register()` leaves xDSL's `affine` unimported; its models are
    attached once both `register()` has run and `affine` is loaded or
    imported, in either order."""
    assert_prints_ok(LAZY_AFFINE, order)
