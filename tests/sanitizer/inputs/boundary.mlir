// Results belong to the caller, which frees them: no leak.
func.func @returns_fresh(%n: index) -> memref<?xf32> {
  %a = memref.alloc(%n) : memref<?xf32>
  return %a : memref<?xf32>
}

// A result must not share the buffer of an argument.
func.func @returns_argument_view(%m: memref<8xf32>) -> memref<4xf32, strided<[1], offset: 2>> {
  %v = memref.subview %m[2] [4] [1] : memref<8xf32> to memref<4xf32, strided<[1], offset: 2>>
  return %v : memref<4xf32, strided<[1], offset: 2>>
}

// Nor the buffer of another result (the caller would free it twice).
func.func @returns_same_twice() -> (memref<4xf32>, memref<4xf32>) {
  %a = memref.alloc() : memref<4xf32>
  return %a, %a : memref<4xf32>, memref<4xf32>
}

// A returned buffer that was already freed is freed again by the caller.
func.func @returns_freed() -> memref<4xf32> {
  %a = memref.alloc() : memref<4xf32>
  memref.dealloc %a : memref<4xf32>
  return %a : memref<4xf32>
}

func.func private @make() -> memref<3xi8> {
  %a = memref.alloc() : memref<3xi8>
  return %a : memref<3xi8>
}

// Calls pass ownership of results to the caller, who must free them.
func.func @call_result_leaks() {
  %r = func.call @make() : () -> memref<3xi8>
  return
}

func.func @call_result_freed() {
  %r = func.call @make() : () -> memref<3xi8>
  memref.dealloc %r : memref<3xi8>
  return
}

func.func @assertion(%c: i1) {
  %a = memref.alloc() : memref<4xf32>
  cf.assert %c, "c must hold"
  memref.dealloc %a : memref<4xf32>
  return
}

func.func @out_of_bounds(%i: index) -> f32 {
  %a = memref.alloca() : memref<2xf32>
  %x = memref.load %a[%i] : memref<2xf32>
  return %x : f32
}
