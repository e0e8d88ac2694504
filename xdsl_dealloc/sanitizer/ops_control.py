"""func, scf and cf: xDSL's implementations plus the ops and counters they lack."""

from __future__ import annotations

from itertools import product

from xdsl.dialects import cf, func, scf
from xdsl.dialects.builtin import DYNAMIC_INDEX, IntegerType
from xdsl.interpreter import (
    Interpreter,
    PythonValues,
    ReturnedValues,
    Successor,
    TerminatorValue,
    impl,
    impl_terminator,
    register_impls,
)
from xdsl.interpreters.cf import CfFunctions
from xdsl.interpreters.func import FuncFunctions
from xdsl.interpreters.scf import ScfFunctions

from xdsl_dealloc.dialects.func import CallIndirectOp
from xdsl_dealloc.dialects.func import ConstantOp as FuncConstantOp
from xdsl_dealloc.dialects.scf import ForallOp, InParallelOp
from xdsl_dealloc.sanitizer.findings import FindingKind, Site
from xdsl_dealloc.sanitizer.interpreter import (
    SanitizingInterpreter,
    cannot_execute,
    memory_of,
)
from xdsl_dealloc.sanitizer.memory import RunAborted


@register_impls
class SanitizerFuncFunctions(FuncFunctions):
    """Adds `func.constant` and `func.call_indirect`, counts calls of the
    dealloc helper and remembers where functions return."""

    @impl(func.CallOp)
    def run_call(
        self, interpreter: Interpreter, op: func.CallOp, args: PythonValues
    ) -> PythonValues:
        callee = interpreter.get_op_for_symbol(op.callee)
        if isinstance(callee, func.FuncOp) and callee.is_declaration:
            raise cannot_execute(
                op, f"@{callee.sym_name.data} is a declaration without a body"
            )
        if isinstance(
            interpreter, SanitizingInterpreter
        ) and op.callee.root_reference.data.startswith(interpreter.helper_prefix):
            interpreter.memory.counters.helper_calls += 1
        return interpreter.call_op(callee, args)

    @impl(FuncConstantOp)
    def run_constant(
        self, interpreter: Interpreter, op: FuncConstantOp, args: PythonValues
    ) -> PythonValues:
        """A function value is the symbol it names."""
        return (op.value,)

    @impl(CallIndirectOp)
    def run_call_indirect(
        self, interpreter: Interpreter, op: CallIndirectOp, args: PythonValues
    ) -> PythonValues:
        symbol, *arguments = args
        callee = interpreter.get_op_for_symbol(symbol)
        if isinstance(callee, func.FuncOp) and callee.is_declaration:
            raise cannot_execute(
                op, f"@{callee.sym_name.data} is a declaration without a body"
            )
        return interpreter.call_op(callee, tuple(arguments))

    @impl_terminator(func.ReturnOp)
    def run_return(
        self, interpreter: Interpreter, op: func.ReturnOp, args: PythonValues
    ) -> tuple[TerminatorValue, PythonValues]:
        if isinstance(interpreter, SanitizingInterpreter):
            interpreter.last_return = op
        return ReturnedValues(args), ()


@register_impls
class SanitizerScfFunctions(ScfFunctions):
    """Adds `scf.execute_region`, `scf.parallel` and `scf.forall` (both run
    sequentially) and `scf.for unsigned`."""

    @impl(scf.ForOp)
    def run_for(
        self, interpreter: Interpreter, op: scf.ForOp, args: PythonValues
    ) -> PythonValues:
        """As xDSL's, but MLIR 22's `unsigned` compares the induction variable
        with the upper bound as unsigned (values keep their signed form)."""
        lower, upper, step, *loop_args = args
        values = tuple(loop_args)
        modulus = 0
        if "unsignedCmp" in op.properties:
            induction_type = op.lb.type
            width = (
                induction_type.width.data
                if isinstance(induction_type, IntegerType)
                else 64
            )
            modulus = 1 << width
            lower, upper = lower % modulus, upper % modulus
        for induction in range(lower, upper, step):
            if modulus and induction >= modulus // 2:
                induction -= modulus
            values = interpreter.run_ssacfg_region(
                op.body, (induction, *values), "for_loop"
            )
        return values

    @impl(scf.ExecuteRegionOp)
    def run_execute_region(
        self, interpreter: Interpreter, op: scf.ExecuteRegionOp, args: PythonValues
    ) -> PythonValues:
        return interpreter.run_ssacfg_region(op.region, (), "execute_region")

    @impl(scf.ParallelOp)
    def run_parallel(
        self, interpreter: Interpreter, op: scf.ParallelOp, args: PythonValues
    ) -> PythonValues:
        rank = len(op.lowerBound)
        lower, upper, steps = (
            args[:rank],
            args[rank : 2 * rank],
            args[2 * rank : 3 * rank],
        )
        accumulated = list(args[3 * rank :])
        reduce_op = op.body.block.last_op
        if not isinstance(reduce_op, scf.ReduceOp):
            raise cannot_execute(op, "the body does not end with scf.reduce")
        for ivs in product(
            *(
                range(lb, ub, step)
                for lb, ub, step in zip(lower, upper, steps, strict=True)
            )
        ):
            values = interpreter.run_ssacfg_region(op.body, ivs, "parallel")
            for index, value in enumerate(values):
                (accumulated[index],) = interpreter.run_ssacfg_region(
                    reduce_op.reductions[index], (accumulated[index], value), "reduce"
                )
        return tuple(accumulated)

    @impl(ForallOp)
    def run_forall(
        self, interpreter: Interpreter, op: ForallOp, args: PythonValues
    ) -> PythonValues:
        """Runs the iterations one after the other, the last index varying
        fastest; `shared_outs` are tensors, which the sanitizer does not
        hold."""
        if op.outputs:
            raise cannot_execute(op, "shared_outs are tensors, not executed")
        dynamic = iter(args)
        lower, upper, steps = (
            [
                next(dynamic) if value == DYNAMIC_INDEX else value
                for value in static.get_values()
            ]
            for static in (op.staticLowerBound, op.staticUpperBound, op.staticStep)
        )
        for ivs in product(
            *(
                range(lb, ub, step)
                for lb, ub, step in zip(lower, upper, steps, strict=True)
            )
        ):
            interpreter.run_ssacfg_region(op.body, ivs, "forall")
        return ()

    @impl_terminator(InParallelOp)
    def run_in_parallel(
        self, interpreter: Interpreter, op: InParallelOp, args: PythonValues
    ) -> tuple[TerminatorValue, PythonValues]:
        if op.region.block.first_op is not None:
            raise cannot_execute(op, "parallel combining ops are not executed")
        return ReturnedValues(()), ()

    @impl_terminator(scf.ReduceOp)
    def run_reduce(
        self, interpreter: Interpreter, op: scf.ReduceOp, args: PythonValues
    ) -> tuple[TerminatorValue, PythonValues]:
        return ReturnedValues(args), ()

    @impl_terminator(scf.ReduceReturnOp)
    def run_reduce_return(
        self, interpreter: Interpreter, op: scf.ReduceReturnOp, args: PythonValues
    ) -> tuple[TerminatorValue, PythonValues]:
        return ReturnedValues(args), ()


@register_impls
class SanitizerCfFunctions(CfFunctions):
    """Adds `cf.switch` and `cf.assert` (a failing assert aborts the run)."""

    @impl_terminator(cf.SwitchOp)
    def run_switch(
        self, interpreter: Interpreter, op: cf.SwitchOp, args: PythonValues
    ) -> tuple[TerminatorValue, PythonValues]:
        flag = args[0]
        case_values = () if op.case_values is None else op.case_values.get_values()
        for value, block, operands in zip(
            case_values, op.case_blocks, op.case_operand, strict=True
        ):
            if value == flag:
                return Successor(block, interpreter.get_values(operands)), ()
        return (
            Successor(op.default_block, interpreter.get_values(op.default_operands)),
            (),
        )

    @impl(cf.AssertOp)
    def run_assert(
        self, interpreter: Interpreter, op: cf.AssertOp, args: PythonValues
    ) -> PythonValues:
        if not args[0]:
            memory_of(interpreter).report(
                FindingKind.ASSERTION_FAILED,
                f"assertion failed: {op.msg.data}",
                Site(op),
            )
            raise RunAborted()
        return ()
