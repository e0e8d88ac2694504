// RUN: xdsl-opt %s -p 'one-shot-bufferize{test-analysis-only print-conflicts}' | filecheck %s
// (mlir-reference.mlir checks the same lines against mlir-opt-22's output.)

// The annotations of `test-analysis-only` and `print-conflicts`, exactly as
// mlir-opt-22 prints them (the second RUN line checks the same lines
// against MLIR's own output): one mark per operand, "none" for non-tensors;
// W_n names a buffer that may not be written, C_n a read-after-write
// conflict with its definition, conflicting write and read, numbered in
// the order the analysis meets them (bottom-up: the last function first).

// CHECK-LABEL: func.func @constant_is_read_only
// CHECK:       arith.constant {"W_1[NOT-WRITABLE: result 0]"} dense<1.000000e+00> : tensor<4xf32>
// CHECK:       tensor.insert %{{.*}} into %{{.*}}[%{{.*}}] {__inplace_operands_attr__ = ["none", "false", "none"]} : tensor<4xf32>
// CHECK:       tensor.extract %{{.*}}[%{{.*}}] {__inplace_operands_attr__ = ["true", "none"]} : tensor<4xf32>
func.func @constant_is_read_only(%i: index) -> f32 {
  %f = arith.constant 5.0 : f32
  %cst = arith.constant dense<1.0> : tensor<4xf32>
  %0 = tensor.insert %f into %cst[%i] : tensor<4xf32>
  %a = tensor.extract %0[%i] : tensor<4xf32>
  return %a : f32
}

// CHECK-LABEL: func.func @read_after_write
// CHECK:       tensor.from_elements %{{.*}}, %{{.*}} {"C_1[DEF: result 0]"} : tensor<2xf32>
// CHECK:       tensor.insert %{{.*}} into %{{.*}}[%{{.*}}] {"C_1[CONFL-WRITE: 1]", __inplace_operands_attr__ = ["none", "false", "none"]} : tensor<2xf32>
// CHECK:       tensor.extract %{{.*}}[%{{.*}}] {"C_1[READ: 0]", __inplace_operands_attr__ = ["true", "none"]} : tensor<2xf32>
func.func @read_after_write(%i: index, %f: f32) -> f32 {
  %0 = tensor.from_elements %f, %f : tensor<2xf32>
  %1 = tensor.insert %f into %0[%i] : tensor<2xf32>
  %a = tensor.extract %1[%i] : tensor<2xf32>
  %b = tensor.extract %0[%i] : tensor<2xf32>
  %r = arith.addf %a, %b : f32
  return %r : f32
}

// A function argument is not writable while function boundaries are not
// bufferized.
// CHECK-LABEL: func.func @argument
// CHECK-SAME:  attributes {"W_0[NOT-WRITABLE: bbArg 0]"}
// CHECK:       tensor.insert %{{.*}} into %{{.*}}[%{{.*}}] {__inplace_operands_attr__ = ["none", "false", "none"]} : tensor<4xf32>
// CHECK:       return {__inplace_operands_attr__ = ["true"]} %{{.*}} : tensor<4xf32>
func.func @argument(%t: tensor<4xf32>, %i: index, %f: f32) -> tensor<4xf32> {
  %0 = tensor.insert %f into %t[%i] : tensor<4xf32>
  return %0 : tensor<4xf32>
}

// Matching slices of a loop's tensor: all in place; the loop's init is an
// empty tensor.
// CHECK-LABEL: func.func @tiles
// CHECK:       tensor.extract_slice %{{.*}}[%{{.*}}] [2] [1] {__inplace_operands_attr__ = ["true", "none"]} : tensor<8xf32> to tensor<2xf32>
// CHECK:       tensor.insert %{{.*}} into %{{.*}}[%{{.*}}] {__inplace_operands_attr__ = ["none", "true", "none"]} : tensor<2xf32>
// CHECK:       tensor.insert_slice %{{.*}} into %{{.*}}[%{{.*}}] [2] [1] {__inplace_operands_attr__ = ["true", "true", "none"]} : tensor<2xf32> into tensor<8xf32>
// CHECK:       scf.yield {__inplace_operands_attr__ = ["true"]} %{{.*}} : tensor<8xf32>
// CHECK-NEXT:  } {__inplace_operands_attr__ = ["none", "none", "none", "true"]}
func.func @tiles(%f: f32) -> f32 {
  %c0 = arith.constant 0 : index
  %c2 = arith.constant 2 : index
  %c8 = arith.constant 8 : index
  %e = tensor.empty() : tensor<8xf32>
  %r = scf.for %k = %c0 to %c8 step %c2 iter_args(%t = %e) -> (tensor<8xf32>) {
    %tile = tensor.extract_slice %t[%k] [2] [1] : tensor<8xf32> to tensor<2xf32>
    %w = tensor.insert %f into %tile[%c0] : tensor<2xf32>
    %u = tensor.insert_slice %w into %t[%k] [2] [1] : tensor<2xf32> into tensor<8xf32>
    scf.yield %u : tensor<8xf32>
  }
  %x = tensor.extract %r[%c2] : tensor<8xf32>
  return %x : f32
}

// A branch writes the tensor the other branch yields unchanged: they are
// exclusive, no conflict; but the later read of %t conflicts.
// CHECK-LABEL: func.func @branches
// CHECK:       tensor.insert %{{.*}} into %{{.*}}[%{{.*}}] {"C_0[CONFL-WRITE: 1]", __inplace_operands_attr__ = ["none", "false", "none"]} : tensor<2xf32>
// CHECK:       scf.yield {__inplace_operands_attr__ = ["true"]}
// CHECK:       scf.yield {__inplace_operands_attr__ = ["true"]}
// CHECK:       tensor.extract %{{.*}}[%{{.*}}] {"C_0[READ: 0]", __inplace_operands_attr__ = ["true", "none"]} : tensor<2xf32>
func.func @branches(%c: i1, %i: index, %f: f32) -> f32 {
  %t = tensor.from_elements %f, %f : tensor<2xf32>
  %r = scf.if %c -> (tensor<2xf32>) {
    %n = tensor.insert %f into %t[%i] : tensor<2xf32>
    scf.yield %n : tensor<2xf32>
  } else {
    scf.yield %t : tensor<2xf32>
  }
  %a = tensor.extract %r[%i] : tensor<2xf32>
  %b = tensor.extract %t[%i] : tensor<2xf32>
  %s = arith.addf %a, %b : f32
  return %s : f32
}

// Copying a tensor onto itself writes back what its buffer holds (linalg.copy
// is a subset insertion of its whole init): in place, though the copied
// value is read afterwards.
// CHECK-LABEL: func.func @self_copy
// CHECK:       linalg.fill {__inplace_operands_attr__ = ["none", "true"]}
// CHECK:       linalg.copy {__inplace_operands_attr__ = ["true", "true"]} ins(%{{.*}} : tensor<4xf32>) outs(%{{.*}} : tensor<4xf32>) -> tensor<4xf32>
// CHECK:       tensor.extract %{{.*}}[%{{.*}}] {__inplace_operands_attr__ = ["true", "none"]} : tensor<4xf32>
// CHECK:       tensor.extract %{{.*}}[%{{.*}}] {__inplace_operands_attr__ = ["true", "none"]} : tensor<4xf32>
func.func @self_copy(%f: f32, %i: index) -> (f32, f32) {
  %e = tensor.empty() : tensor<4xf32>
  %t = linalg.fill ins(%f : f32) outs(%e : tensor<4xf32>) -> tensor<4xf32>
  %c = linalg.copy ins(%t : tensor<4xf32>) outs(%t : tensor<4xf32>) -> tensor<4xf32>
  %a = tensor.extract %c[%i] : tensor<4xf32>
  %b = tensor.extract %t[%i] : tensor<4xf32>
  return %a, %b : f32, f32
}
