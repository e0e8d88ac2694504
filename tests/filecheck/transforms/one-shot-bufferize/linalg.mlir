// linalg ops bufferize to the same ops on buffers, their inits in place
// (the executed checks are in tests/one_shot_bufferize).

// RUN: xdsl-opt %s -p one-shot-bufferize | filecheck %s

func.func @fill_matmul_map(%c: i1, %out: memref<2x2xf32>) {
  %w = arith.constant dense<[[1.000000e+00, 2.000000e+00], [3.000000e+00, 4.000000e+00]]> : tensor<2x2xf32>
  %zero = arith.constant 0.000000e+00 : f32
  %e = tensor.empty() : tensor<2x2xf32>
  %acc = linalg.fill ins(%zero : f32) outs(%e : tensor<2x2xf32>) -> tensor<2x2xf32>
  %m = linalg.matmul ins(%w, %w : tensor<2x2xf32>, tensor<2x2xf32>) outs(%acc : tensor<2x2xf32>) -> tensor<2x2xf32>
  %n = linalg.map { arith.negf } ins(%m : tensor<2x2xf32>) outs(%m : tensor<2x2xf32>)
  bufferization.materialize_in_destination %n in restrict writable %out : (tensor<2x2xf32>, memref<2x2xf32>) -> ()
  return
}

// CHECK-LABEL: func.func @fill_matmul_map(
// CHECK:         [[W:%.+]] = memref.get_global {{@.+}} : memref<2x2xf32>
// CHECK:         [[BUFFER:%.+]] = memref.alloc() {alignment = 64 : i64} : memref<2x2xf32>
// CHECK-NEXT:    linalg.fill ins({{%.+}} : f32) outs([[BUFFER]] : memref<2x2xf32>)
// CHECK-NEXT:    linalg.matmul ins([[W]], [[W]] : memref<2x2xf32>, memref<2x2xf32>) outs([[BUFFER]] : memref<2x2xf32>)
// CHECK-NEXT:    linalg.map { arith.negf } ins([[BUFFER]] : memref<2x2xf32>) outs([[BUFFER]] : memref<2x2xf32>)
// CHECK-NEXT:    memref.copy [[BUFFER]], {{%.+}} : memref<2x2xf32> to memref<2x2xf32>
