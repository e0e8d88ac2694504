// OPTIONS: bufferize-function-boundaries=true
// UPSTREAM: @foo (memref-only calls in a cycle)
// Two functions calling each other through signatures without tensors
// (one of them fills an empty tensor): no cycle of tensor calls.
// EXPECT: @foo(%n = 3): %m = [2.0, 2.0, 2.0, 2.0, 2.0]
func.func @foo(%n: index, %m: memref<5xf32>) {
  %c0 = arith.constant 0 : index
  %two = arith.constant 2.000000e+00 : f32
  %go = arith.cmpi sgt, %n, %c0 : index
  scf.if %go {
    %0 = tensor.empty() : tensor<5xf32>
    %1 = linalg.fill ins(%two : f32) outs(%0 : tensor<5xf32>) -> tensor<5xf32>
    func.call @bar(%1, %n, %m) : (tensor<5xf32>, index, memref<5xf32>) -> ()
  }
  return
}

func.func private @bar(%t: tensor<5xf32>, %n: index, %m: memref<5xf32>) {
  %c1 = arith.constant 1 : index
  bufferization.materialize_in_destination %t in restrict writable %m : (tensor<5xf32>, memref<5xf32>) -> ()
  %k = arith.subi %n, %c1 : index
  func.call @foo(%k, %m) : (index, memref<5xf32>) -> ()
  return
}
