"""`xdsl-dealloc-check`: output, exit status 0/1/2, stdin, --function, capping."""

from __future__ import annotations

import shutil
import subprocess
import sys

import pytest

from tests.sanitizer.input_checks import INPUTS, source
from xdsl_dealloc.sanitizer.cli import main

CLEAN = """
func.func @f(%c: i1) {
  %a = memref.alloc() : memref<4xf32>
  memref.dealloc %a : memref<4xf32>
  return
}
"""


def run_main(capsys: pytest.CaptureFixture[str], *argv: str) -> tuple[int, str, str]:
    status = main(list(argv))
    captured = capsys.readouterr()
    return status, captured.out, captured.err


def test_clean_file(capsys: pytest.CaptureFixture[str]):
    status, out, err = run_main(capsys, str(INPUTS / "control_flow.mlir"))
    assert status == 0
    assert err == ""
    assert "@while_loop: clean, 3 runs" in out
    assert "7 function(s) checked, all clean" in out
    assert "alias_comparisons=0" in out


def test_findings_exit_with_one(capsys: pytest.CaptureFixture[str]):
    status, out, _ = run_main(capsys, str(INPUTS / "leak.mlir"))
    assert status == 1
    assert "@leak_on_false: 1 finding(s), 2 runs" in out
    assert "leak.mlir:3:3: leak:" in out
    assert "[in 1 of 2 runs]" in out
    assert "inputs: %c = false" in out


def test_function_option_selects_one_function(capsys: pytest.CaptureFixture[str]):
    status, out, _ = run_main(
        capsys, str(INPUTS / "invalid_free.mlir"), "--function", "consume"
    )
    # The private callee alone: it frees the caller's argument.
    assert status == 1
    assert out.startswith("@consume: 1 finding(s), 1 run")
    assert "invalid-free" in out


@pytest.mark.parametrize(
    ("text", "message"),
    [
        ("func.func @f( {", "bad.mlir:1:15: Expected argument or type"),
        (
            "func.func @f() {\n  %x = tensor.empty() : tensor<2xf32>\n  return\n}",
            "bad.mlir:2:3: unsupported op tensor.empty: the sanitizer has no "
            "implementation",
        ),
        ("module {", "bad.mlir:1:9: unexpected end of input"),
        (
            'func.func @f() {\n  "foo.op"() : () -> ()\n  return\n}',
            "bad.mlir:2:11: Operation foo.op is not registered",
        ),
        (
            "func.func @f(%t: tensor<2xf32>) {\n  return\n}",
            "bad.mlir:1:1: @f: unsupported type tensor<2xf32> of argument #0",
        ),
        (
            "func.func @f(%v: vector<2xf32>) {\n  return\n}",
            "bad.mlir:1:1: @f: unsupported type vector<2xf32> of argument #0",
        ),
        (
            "func.func @f(%m: memref<2xmemref<2xf32>>) {\n  return\n}",
            "bad.mlir:1:1: @f: argument #0: unsupported memref element type "
            "memref<2xf32>",
        ),
        (
            "func.func @f() {\n  %m = memref.alloc() : memref<2xmemref<2xf32>>\n"
            "  return\n}",
            "bad.mlir:2:3: cannot execute memref.alloc: unsupported memref element "
            "type memref<2xf32>",
        ),
        ("func.func private @f()", "no public function"),
        ("  \n", "bad.mlir: empty input"),
        (
            "func.func @f() {\n  %a = memref.alloc() : memref<?xf32>\n  return\n}",
            "bad.mlir:2:3: invalid memref.alloc:",
        ),
        (
            "func.func private @g()\nfunc.func @f() {\n  func.call @g() : () -> ()\n"
            "  return\n}",
            "bad.mlir:3:3: cannot execute func.call: @g is a declaration",
        ),
    ],
)
def test_bad_input_exits_with_two_and_one_line(
    capsys: pytest.CaptureFixture[str], tmp_path, text: str, message: str
):
    path = tmp_path / "bad.mlir"
    path.write_text(text)
    status, out, err = run_main(capsys, str(path))
    assert status == 2
    assert out == ""
    assert err.count("\n") == 1
    assert err.startswith("xdsl-dealloc-check: error: ")
    assert message in err


def test_unknown_function_and_unreadable_files(
    capsys: pytest.CaptureFixture[str], tmp_path
):
    status, _, err = run_main(capsys, str(INPUTS / "leak.mlir"), "--function", "nope")
    assert status == 2
    assert "unknown function @nope" in err
    missing = INPUTS / "no_such_file.mlir"
    status, _, err = run_main(capsys, str(missing))
    assert status == 2
    assert err == (
        f"xdsl-dealloc-check: error: [Errno 2] No such file or directory: '{missing}'\n"
    )
    binary = tmp_path / "binary.mlir"
    binary.write_bytes(b"func.func @f() {\xff}")
    status, _, err = run_main(capsys, str(binary))
    assert status == 2
    assert err == f"xdsl-dealloc-check: error: {binary}: not UTF-8 text (byte 16)\n"


def test_float_arguments_are_supported(capsys: pytest.CaptureFixture[str], tmp_path):
    path = tmp_path / "floats.mlir"
    path.write_text(
        "func.func @f(%x: f32, %y: f64, %h: f16) -> f32 {\n"
        "  %s = arith.addf %x, %x : f32\n  return %s : f32\n}\n"
    )
    status, out, err = run_main(capsys, str(path))
    assert (status, err) == (0, "")
    assert "@f: clean, 1 run" in out


def test_step_budget_option(capsys: pytest.CaptureFixture[str], tmp_path):
    path = tmp_path / "spin.mlir"
    path.write_text(
        "func.func @spin(%c: i1) {\n  cf.br ^loop\n^loop:\n"
        "  cf.cond_br %c, ^loop, ^exit\n^exit:\n  return\n}\n"
    )
    status, out, err = run_main(capsys, str(path), "--max-steps", "50")
    assert (status, err) == (1, "")
    assert (
        f"{path}:4:3: budget-exceeded: the run exceeded its budget of 50 executed "
        "ops (an endless loop?) and was stopped before this op [in 1 of 2 runs]"
    ) in out
    assert "inputs: %c = true" in out
    with pytest.raises(SystemExit) as exit_status:
        main([str(path), "--max-steps", "many"])
    assert exit_status.value.code == 2
    assert (
        "argument --max-steps: expected a positive integer, not 'many'"
        in capsys.readouterr().err
    )


def test_progress_only_on_a_terminal(
    capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch
):
    path = str(INPUTS / "leak.mlir")
    status, _, err = run_main(capsys, path)
    assert (status, err) == (1, "")
    monkeypatch.setattr(sys.stderr, "isatty", lambda: True)
    status, _, err = run_main(capsys, path)
    assert status == 1
    statuses = err.split("\r\x1b[K")
    assert "0 of 2 functions done; @leak_on_false: 1 of 2 input combinations" in (
        statuses
    )
    assert "1 of 2 functions done" in err
    assert statuses[-1] == ""  # the status line is cleared at the end


def test_unsupported_argument_type(capsys: pytest.CaptureFixture[str], tmp_path):
    path = tmp_path / "tensor_arg.mlir"
    path.write_text("func.func @f(%t: tensor<2xf32>) {\n  return\n}\n")
    status, _, err = run_main(capsys, str(path))
    assert status == 2
    assert "unsupported type tensor<2xf32> of argument #0" in err


def test_capped_input_combinations(capsys: pytest.CaptureFixture[str], tmp_path):
    arguments = ", ".join(f"%b{i}: i1" for i in range(7))
    path = tmp_path / "many.mlir"
    path.write_text(f"func.func @f({arguments}) {{\n  return\n}}\n")
    status, out, _ = run_main(capsys, str(path))
    assert status == 0
    assert "@f: clean, 64 runs (capped: ran 64 of 128 input combinations)" in out


CONSOLE_SCRIPT = shutil.which("xdsl-dealloc-check")


@pytest.mark.skipif(CONSOLE_SCRIPT is None, reason="package not installed")
def test_console_script_reads_stdin():
    assert CONSOLE_SCRIPT is not None
    clean = subprocess.run(
        [CONSOLE_SCRIPT, "-"], input=CLEAN, capture_output=True, text=True
    )
    assert clean.returncode == 0
    assert "@f: clean, 2 runs" in clean.stdout
    leaky = subprocess.run(
        [CONSOLE_SCRIPT, "-"], input=source("leak.mlir"), capture_output=True, text=True
    )
    assert leaky.returncode == 1
    assert "<stdin>:3:3: leak:" in leaky.stdout
    broken = subprocess.run(
        [CONSOLE_SCRIPT, "-"], input="func.func", capture_output=True, text=True
    )
    assert broken.returncode == 2
    assert "Traceback" not in broken.stderr
    assert broken.stderr.count("\n") == 1
