// At the memref level, freeing its own buffers.
// Convolutions on dynamically shaped memrefs made by a helper function,
// one element changed by a store (buffers the caller frees itself).
func.func @filled(%n: index, %h: index, %w: index, %c: index, %v: f32) -> memref<?x?x?x?xf32> {
  %buffer = memref.alloc(%n, %h, %w, %c) : memref<?x?x?x?xf32>
  linalg.fill ins(%v : f32) outs(%buffer : memref<?x?x?x?xf32>)
  return %buffer : memref<?x?x?x?xf32>
}
func.func @main() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c3 = arith.constant 3 : index
  %c4 = arith.constant 4 : index
  %two = arith.constant 2.0 : f32
  %nine = arith.constant 9.0 : f32
  %zero = arith.constant 0.0 : f32
  %input = call @filled(%c1, %c4, %c4, %c2, %two) : (index, index, index, index, f32) -> memref<?x?x?x?xf32>
  %filter = call @filled(%c2, %c2, %c2, %c1, %two) : (index, index, index, index, f32) -> memref<?x?x?x?xf32>
  %output = call @filled(%c1, %c3, %c3, %c1, %zero) : (index, index, index, index, f32) -> memref<?x?x?x?xf32>
  memref.store %nine, %input[%c0, %c1, %c2, %c0] : memref<?x?x?x?xf32>
  linalg.conv_2d_nhwc_hwcf {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>} ins(%input, %filter : memref<?x?x?x?xf32>, memref<?x?x?x?xf32>) outs(%output : memref<?x?x?x?xf32>)
  %p = memref.cast %output : memref<?x?x?x?xf32> to memref<*xf32>
  call @printMemrefF32(%p) : (memref<*xf32>) -> ()
  memref.dealloc %input : memref<?x?x?x?xf32>
  memref.dealloc %filter : memref<?x?x?x?xf32>
  memref.dealloc %output : memref<?x?x?x?xf32>
  return
}
func.func private @printMemrefF32(memref<*xf32>)
