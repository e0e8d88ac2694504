"""`dump-alias-sets` annotates what `mlir-opt-22` annotates.

For every program of the One-Shot corpus our pass analyses (under each option
set it lists), every op gets the same `__opresult_alias_set_attr__` and
`__bbarg_alias_set_attr__` as in MLIR's output: the same values, in the
same order.  Names are compared through the values they name (our printer
names values by their hints, MLIR by its own rules): a name in our output
is resolved by our printer, a name in MLIR's output by where MLIR's generic
form defines it; both become the position of the defining op (or of the
first op of the block owning the argument) in a walk of the module.
"""

from __future__ import annotations

import re
from pathlib import Path

import pytest
from xdsl.dialects.builtin import ArrayAttr, ModuleOp, StringAttr
from xdsl.dialects.func import FuncOp
from xdsl.ir import Attribute, Operation
from xdsl.utils.exceptions import DiagnosticException

from tests.markers import needs_mlir
from xdsl_dealloc.analysis.one_shot_analysis import (
    BLOCK_ARGUMENT_ALIAS_SETS_ATTRIBUTE,
    RESULT_ALIAS_SETS_ATTRIBUTE,
)
from xdsl_dealloc.ir.printed_names import printed_names
from xdsl_dealloc.sanitizer import parse_module
from xdsl_dealloc.testing.bufferization.corpus import load_corpus
from xdsl_dealloc.testing.bufferization.one_shot import our_bufferization
from xdsl_dealloc.testing.mlir_tools import mlir_opt_output

CORPUS = Path(__file__).parent / "corpus"
ANNOTATIONS = (RESULT_ALIAS_SETS_ATTRIBUTE, BLOCK_ARGUMENT_ALIAS_SETS_ATTRIBUTE)

ValueKey = tuple[str, int, int]
"""("result", op position, result index) or ("arg", position of the first
op of the block, argument index)."""

Names = dict[tuple[int, str], ValueKey]
"""Each name, in the scope of the function (by position) naming it."""


_NOT_MLIRS = {
    "scf.index_switch": (
        "our scf.yield makes an scf.index_switch result an alias of the yielded "
        "values (MLIR 22's does not, and then writes into a constant through "
        "such a result)"
    ),
    "disjoint_slices": "a slice MLIR 22 copies stays in place here",
}
"""Programs whose alias sets differ from MLIR's on purpose, by a word of
their text."""


def _case(text: str, options: str, name: str) -> object:
    reasons = [reason for word, reason in _NOT_MLIRS.items() if word in text + name]
    marks = [pytest.mark.xfail(reason=reason, strict=True) for reason in reasons]
    return pytest.param(text, options, id=name, marks=marks)


def _cases() -> list[object]:
    cases: list[object] = []
    for program in load_corpus(CORPUS):
        options = " ".join(program.options)
        if "bufferize-function-boundaries" in options or "copy-before-write" in options:
            continue  # not the analysis of this pass (yet), or no analysis
        cases.append(_case(program.text, options, program.name))
    return cases


def _function_position(op: Operation, positions: dict[Operation, int]) -> int:
    """The position of the function around `op` (names are per function)."""
    while not isinstance(op, FuncOp) and op.parent_op() is not None:
        op = op.parent_op()  # pyright: ignore[reportAssignmentType]
    return positions[op]


def _our_names(module: ModuleOp) -> Names:
    name_of = printed_names(module)
    ops = list(module.walk())
    positions = {op: position for position, op in enumerate(ops)}
    names: Names = {}
    for position, op in enumerate(ops):
        scope = _function_position(op, positions)
        for result in op.results:
            names[scope, name_of(result)] = ("result", position, result.index)
        block = op.parent_block()
        if block is not None and block.first_op is op:
            for argument in block.args:
                names[scope, name_of(argument)] = ("arg", position, argument.index)
    return names


_OP_LINE = re.compile(r'^\s*(?:(%[\w$.-]+)(?::(\d+))?\s*=\s*)?"([\w.$]+)"')
_BLOCK_LINE = re.compile(r"^\s*\^[\w$.-]+(?:\((.*)\))?:\s*(?://.*)?$")
_ARGUMENT = re.compile(r"(%[\w$.-]+)\s*:")


def _mlir_names(generic: str) -> Names:
    """Where MLIR's generic form defines each name: every op on a line of
    its own, in walk order, block arguments in the block's header."""
    names: Names = {}
    position, scope = 0, 0
    block_arguments: list[str] = []
    for line in generic.splitlines():
        if block := _BLOCK_LINE.match(line):
            block_arguments = _ARGUMENT.findall(block.group(1) or "")
            continue
        op = _OP_LINE.match(line)
        if op is None:
            continue
        if op.group(3) == "func.func":
            scope = position
        for index, name in enumerate(block_arguments):
            names[scope, name] = ("arg", position, index)
        block_arguments = []
        name, count = op.group(1), op.group(2)
        if name is not None and count is None:
            names[scope, name] = ("result", position, 0)
        elif name is not None:
            for index in range(int(count)):
                names[scope, f"{name}#{index}"] = ("result", position, index)
        position += 1
    return names


def _translated(attribute: Attribute, scope: int, names: Names) -> object:
    if isinstance(attribute, StringAttr):
        return names[scope, attribute.data]
    assert isinstance(attribute, ArrayAttr)
    return [_translated(element, scope, names) for element in attribute.data]


def _annotations(module: Operation, names: Names) -> list[object]:
    ops = list(module.walk())
    positions = {op: position for position, op in enumerate(ops)}
    return [
        (
            op.name,
            {
                annotation: _translated(
                    op.attributes[annotation], _function_position(op, positions), names
                )
                for annotation in ANNOTATIONS
                if annotation in op.attributes
            },
        )
        for op in ops
    ]


def _ours(text: str, options: str) -> list[object]:
    module = our_bufferization(text, options)
    return _annotations(module, _our_names(module))


def _mlir(text: str, options: str) -> list[object]:
    generic = mlir_opt_output(
        text, f"--one-shot-bufferize={options}", "--mlir-print-op-generic"
    )
    return _annotations(parse_module(generic), _mlir_names(generic))


CASES = _cases()


@needs_mlir
@pytest.mark.parametrize(("text", "options"), CASES)
def test_alias_sets_as_mlir(text: str, options: str) -> None:
    analysis = f"{options} test-analysis-only dump-alias-sets".strip()
    try:
        ours = _ours(text, analysis)
    except DiagnosticException:
        pytest.xfail("our pass rejects the program (see test_corpus.py)")
    assert ours == _mlir(text, analysis)
