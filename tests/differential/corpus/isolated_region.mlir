// An isolated region op deallocates its region on its own and hands the
// ownership of what it yields back as extra results.
func.func @isolated(%i: index) -> f32 {
  %c0 = arith.constant 0 : index
  %one = arith.constant 1.0 : f32
  %a = memref.alloc() : memref<8xf32>
  memref.store %one, %a[%c0] : memref<8xf32>
  %r = "dealloc_test.isolated_one_region"(%a, %i) ({
  ^bb0(%x: memref<8xf32>, %j: index):
    %k0 = arith.constant 0 : index
    %v = memref.load %x[%k0] : memref<8xf32>
    %fresh = arith.cmpi eq, %j, %k0 : index
    %y = scf.if %fresh -> (memref<8xf32>) {
      %n = memref.alloc() : memref<8xf32>
      memref.store %v, %n[%k0] : memref<8xf32>
      scf.yield %n : memref<8xf32>
    } else {
      scf.yield %x : memref<8xf32>
    }
    "dealloc_test.region_yield"(%y) : (memref<8xf32>) -> ()
  }) : (memref<8xf32>, index) -> memref<8xf32>
  %out = memref.load %r[%c0] : memref<8xf32>
  return %out : f32
}
