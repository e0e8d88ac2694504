"""Before any decision, the analysis puts in place exactly the operands
some model requires in place, though it asks only the models whose class
overrides `must_bufferize_in_place`: compared, on the corpus and on
generated modules, with asking every op's model about every tensor
operand."""

from __future__ import annotations

import re
from pathlib import Path

from xdsl.context import Context
from xdsl.dialects.builtin import ModuleOp
from xdsl.parser import Parser
from xdsl.universe import Universe

from xdsl_dealloc.analysis.one_shot_analysis import OneShotAnalysisState
from xdsl_dealloc.analysis.walk import ops_in
from xdsl_dealloc.interfaces.bufferizable import OpOperand, tensor_operands
from xdsl_dealloc.interfaces.bufferization_state import BufferizationOptions
from xdsl_dealloc.testing.bufferization.module_generator import (
    generate_tensor_module,
)

CORPUS = Path(__file__).parent / "corpus"


def _modules() -> list[ModuleOp]:
    context = Context(allow_unregistered=True)
    for name, loader in Universe.get_multiverse().all_dialects.items():
        context.register_dialect(name, loader)
    texts = [
        chunk
        for path in sorted(CORPUS.glob("*.mlir"))
        for chunk in re.split(r"^// -----\s*$", path.read_text(), flags=re.M)
    ]
    texts += [generate_tensor_module(seed) for seed in range(8)]
    modules: list[ModuleOp] = []
    for text in texts:
        try:
            modules.append(Parser(context, text).parse_module())
        except Exception:  # inputs only MLIR 22 reads: not ours to check
            continue
    return modules


def test_required_operands_equal_asking_every_op() -> None:
    options = BufferizationOptions(bufferize_function_boundaries=True)
    required_somewhere = False
    for module in _modules():
        state = OneShotAnalysisState(module, options)
        required: set[OpOperand] = set()
        for op in ops_in(module):
            model = state.model(op)
            if model is None:
                continue
            for operand in tensor_operands(op):
                if model.must_bufferize_in_place(op, operand, state):
                    required.add(operand)
        decided = {
            operand
            for op in ops_in(module)
            for operand in tensor_operands(op)
            if state.is_in_place(operand)
        }
        assert decided == required, str(module)
        required_somewhere = required_somewhere or bool(required)
    assert required_somewhere
