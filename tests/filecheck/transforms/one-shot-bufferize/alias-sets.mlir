// RUN: xdsl-opt %s -p 'one-shot-bufferize{test-analysis-only dump-alias-sets}' | filecheck %s
// mlir-opt-22 annotates these programs as the CHECK lines say (RUN line in
// mlir-reference.mlir); tests/one_shot_bufferize/test_alias_sets.py compares
// the One-Shot corpus with MLIR.
// RUN: not xdsl-opt %s -p 'one-shot-bufferize{dump-alias-sets}' 2>&1 | filecheck %s --check-prefix=ERROR
// ERROR: one-shot-bufferize: dump-alias-sets requires test-analysis-only

// Each tensor result is annotated with its alias set, in the order MLIR
// lists it: a value decided in place brings its set behind the set of the
// value it becomes (bottom-up: the insert first, then the fill).
// CHECK-LABEL: func.func @chain
// CHECK:         %[[E:[^ ]+]] = tensor.empty() {__opresult_alias_set_attr__ = [["%[[W:[^"]+]]", "%[[F:[^"]+]]", "%[[E]]"]]} : tensor<4xf32>
// CHECK-NEXT:    %[[F]] = linalg.fill {__inplace_operands_attr__ = ["none", "true"], __opresult_alias_set_attr__ = [["%[[W]]", "%[[F]]", "%[[E]]"]]}
// CHECK-NEXT:    %[[W]] = tensor.insert %{{.*}} into %[[F]][%{{.*}}] {__inplace_operands_attr__ = ["none", "true", "none"], __opresult_alias_set_attr__ = [["%[[W]]", "%[[F]]", "%[[E]]"]]} : tensor<4xf32>
func.func @chain(%i: index, %f: f32) -> f32 {
  %e = tensor.empty() : tensor<4xf32>
  %filled = linalg.fill ins(%f : f32) outs(%e : tensor<4xf32>) -> tensor<4xf32>
  %w = tensor.insert %f into %filled[%i] : tensor<4xf32>
  %x = tensor.extract %w[%i] : tensor<4xf32>
  return %x : f32
}

// A copied constant stays alone; a loop's iteration argument has a set of
// its own (`__bbarg_alias_set_attr__`: by region, block and argument),
// apart from the loop's result and init.
// CHECK-LABEL: func.func @loop
// CHECK:         %[[C:[^ ]+]] = arith.constant {__opresult_alias_set_attr__ = [["%[[C]]"]]} dense<1.000000e+00> : tensor<2xf32>
// CHECK:         %[[R:[^ ]+]] = scf.for %{{.*}} iter_args(%[[A:[^ ]+]] = %[[C]]) -> (tensor<2xf32>) {
// CHECK-NEXT:      %[[V:[^ ]+]] = tensor.insert %{{.*}} into %[[A]][%{{.*}}] {__inplace_operands_attr__ = ["none", "true", "none"], __opresult_alias_set_attr__ = [["%[[V]]", "%[[A]]"]]} : tensor<2xf32>
// CHECK-NEXT:      scf.yield {__inplace_operands_attr__ = ["true"]} %[[V]] : tensor<2xf32>
// CHECK-NEXT:    } {__bbarg_alias_set_attr__ = [{{\[}}[{{\[}}"%[[V]]", "%[[A]]"]]]], __inplace_operands_attr__ = ["none", "none", "none", "false"], __opresult_alias_set_attr__ = [["%[[R]]"]]}
func.func @loop(%n: index, %f: f32) -> f32 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %cst = arith.constant dense<1.000000e+00> : tensor<2xf32>
  %r = scf.for %k = %c0 to %n step %c1 iter_args(%a = %cst) -> (tensor<2xf32>) {
    %v = tensor.insert %f into %a[%c0] : tensor<2xf32>
    scf.yield %v : tensor<2xf32>
  }
  %x = tensor.extract %r[%c0] : tensor<2xf32>
  %y = tensor.extract %cst[%c0] : tensor<2xf32>
  %s = arith.addf %x, %y : f32
  return %s : f32
}
