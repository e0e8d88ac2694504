// Results the function does not own (an argument, a view of one, stack and
// global memory) must be cloned: the caller frees every result.
memref.global "private" @table : memref<8xf32> = dense<1.0>

func.func @argument(%m: memref<8xf32>) -> memref<8xf32> {
  return %m : memref<8xf32>
}

func.func @argument_view(%m: memref<8xf32>) -> memref<4xf32, strided<[1], offset: 2>> {
  %v = memref.subview %m[2] [4] [1] : memref<8xf32> to memref<4xf32, strided<[1], offset: 2>>
  return %v : memref<4xf32, strided<[1], offset: 2>>
}

func.func @stack() -> memref<8xf32> {
  %c0 = arith.constant 0 : index
  %x = arith.constant 3.0 : f32
  %a = memref.alloca() : memref<8xf32>
  memref.store %x, %a[%c0] : memref<8xf32>
  return %a : memref<8xf32>
}

func.func @global() -> memref<8xf32> {
  %g = memref.get_global @table : memref<8xf32>
  return %g : memref<8xf32>
}
