func.func private @make(index) -> memref<?xf32>

func.func @f(%n: index) -> f32 {
  %c0 = arith.constant 0 : index
  %a = func.call @make(%n) : (index) -> memref<?xf32>
  %x = memref.load %a[%c0] : memref<?xf32>
  return %x : f32
}
