// RUN: xdsl-opt %s -p mlir-forms,empty-tensor-to-alloc-tensor | filecheck %s
// RUN: xdsl-opt %s -p mlir-forms,empty-tensor-to-alloc-tensor --print-debuginfo | filecheck %s --check-prefix=LOC
// Bufferized, deallocated and run for every input: clean.
// RUN: xdsl-opt %s -p empty-tensor-to-alloc-tensor,one-shot-bufferize,buffer-deallocation-pipeline | xdsl-dealloc-check - | filecheck %s --check-prefix=EXEC

// Each tensor.empty becomes an alloc_tensor with the same sizes, where it
// was and with its location; a dead one goes, and so does other dead code,
// and constants fold (MLIR 22 runs its pattern in the greedy driver).
// CHECK-LABEL: func.func @fill_dynamic
// CHECK-NEXT:    %c0 = arith.constant 0 : index
// CHECK-NEXT:    %one = arith.constant 1.000000e+00 : f32
// CHECK-NEXT:    %two = arith.constant 2.000000e+00 : f32
// CHECK-NEXT:    %size = arith.constant 4 : index
// CHECK-NEXT:    %x = arith.select %c, %one, %two : f32
// CHECK-NEXT:    %e = bufferization.alloc_tensor(%size) : tensor<?xf32>
// CHECK-NEXT:    %f = linalg.fill ins(%x : f32) outs(%e : tensor<?xf32>) -> tensor<?xf32>
// CHECK-NEXT:    %v = tensor.extract %f[%c0] : tensor<?xf32>
// CHECK-NEXT:    func.return %v : f32
// LOC:           bufferization.alloc_tensor(%{{.*}}) : tensor<?xf32> loc("sizes.mlir":4:2)
// EXEC: @fill_dynamic: clean, 2 runs
func.func @fill_dynamic(%c: i1) -> f32 {
  %c0 = arith.constant 0 : index
  %one = arith.constant 1.0 : f32
  %two = arith.constant 2.0 : f32
  %c1 = arith.constant 1 : index
  %c3 = arith.constant 3 : index
  %size = arith.addi %c1, %c3 : index
  %x = arith.select %c, %one, %two : f32
  %dead = tensor.empty() : tensor<16xf32>
  %e = tensor.empty(%size) : tensor<?xf32> loc("sizes.mlir":4:2)
  %f = linalg.fill ins(%x : f32) outs(%e : tensor<?xf32>) -> tensor<?xf32>
  %v = tensor.extract %f[%c0] : tensor<?xf32>
  return %v : f32
}

// In a loop, each iteration's empty tensor becomes an allocation of its own.
// CHECK-LABEL: func.func @sum_in_loop
// CHECK:         scf.for
// CHECK-NEXT:      %e = bufferization.alloc_tensor() : tensor<2xf32>
// CHECK-NOT:       tensor.empty
// EXEC: @sum_in_loop: clean, 3 runs
func.func @sum_in_loop(%n: index) -> f32 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %zero = arith.constant 0.0 : f32
  %sum = scf.for %i = %c0 to %n step %c1 iter_args(%acc = %zero) -> (f32) {
    %e = tensor.empty() : tensor<2xf32>
    %k = arith.index_cast %i : index to i32
    %v = arith.sitofp %k : i32 to f32
    %f = linalg.fill ins(%v : f32) outs(%e : tensor<2xf32>) -> tensor<2xf32>
    %x = tensor.extract %f[%c1] : tensor<2xf32>
    %next = arith.addf %acc, %x : f32
    scf.yield %next : f32
  }
  return %sum : f32
}
