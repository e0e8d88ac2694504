// Lowered forms of bufferization.dealloc written by hand: the runtime alias
// checks compare the aligned pointers of the buffers.

// `dealloc (%a, %b) if (%true, %true) retain (%r)` for one memref at a time
// (the lowering for one memref and any number of retained ones).
func.func @select_then_free(%cond: i1) -> memref<2xf32> {
  %a = memref.alloc() : memref<2xf32>
  %b = memref.alloc() : memref<2xf32>
  %r = arith.select %cond, %a, %b : memref<2xf32>
  %pr = memref.extract_aligned_pointer_as_index %r : memref<2xf32> -> index
  %pa = memref.extract_aligned_pointer_as_index %a : memref<2xf32> -> index
  %a_not_retained = arith.cmpi ne, %pa, %pr : index
  scf.if %a_not_retained {
    memref.dealloc %a : memref<2xf32>
  }
  %pb = memref.extract_aligned_pointer_as_index %b : memref<2xf32> -> index
  %b_not_retained = arith.cmpi ne, %pb, %pr : index
  scf.if %b_not_retained {
    memref.dealloc %b : memref<2xf32>
  }
  return %r : memref<2xf32>
}

// A subview has the aligned pointer of its buffer.
func.func @subview_pointer_is_base() -> i1 {
  %a = memref.alloc() : memref<8xf32>
  %v = memref.subview %a[4] [4] [1] : memref<8xf32> to memref<4xf32, strided<[1], offset: 4>>
  %pa = memref.extract_aligned_pointer_as_index %a : memref<8xf32> -> index
  %pv = memref.extract_aligned_pointer_as_index %v : memref<4xf32, strided<[1], offset: 4>> -> index
  %same = arith.cmpi eq, %pa, %pv : index
  memref.dealloc %a : memref<8xf32>
  return %same : i1
}

// The general lowering: pointers and conditions go through memory to a
// helper that decides which buffers to free and the new ownerships.
func.func private @dealloc_helper(%to_free: memref<?xindex>, %to_keep: memref<?xindex>, %conditions: memref<?xi1>, %free_out: memref<?xi1>, %owned_out: memref<?xi1>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %true = arith.constant true
  %false = arith.constant false
  %n_free = memref.dim %to_free, %c0 : memref<?xindex>
  %n_keep = memref.dim %to_keep, %c0 : memref<?xindex>
  scf.for %k = %c0 to %n_keep step %c1 {
    memref.store %false, %owned_out[%k] : memref<?xi1>
  }
  scf.for %i = %c0 to %n_free step %c1 {
    %p = memref.load %to_free[%i] : memref<?xindex>
    %cond = memref.load %conditions[%i] : memref<?xi1>
    %unkept = scf.for %k = %c0 to %n_keep step %c1 iter_args(%acc = %true) -> (i1) {
      %q = memref.load %to_keep[%k] : memref<?xindex>
      %same = arith.cmpi eq, %p, %q : index
      %owned = memref.load %owned_out[%k] : memref<?xi1>
      %owned_if_same = arith.andi %same, %cond : i1
      %new_owned = arith.ori %owned, %owned_if_same : i1
      memref.store %new_owned, %owned_out[%k] : memref<?xi1>
      %different = arith.xori %same, %true : i1
      %next = arith.andi %acc, %different : i1
      scf.yield %next : i1
    }
    %first = scf.for %j = %c0 to %i step %c1 iter_args(%acc = %unkept) -> (i1) {
      %q = memref.load %to_free[%j] : memref<?xindex>
      %different = arith.cmpi ne, %p, %q : index
      %next = arith.andi %acc, %different : i1
      scf.yield %next : i1
    }
    %free = arith.andi %first, %cond : i1
    memref.store %free, %free_out[%i] : memref<?xi1>
  }
  return
}

// `%own = dealloc (%a, %x) if (%true, %true) retain (%y)`, %x and %y chosen
// at run time among %a and %b; the caller frees what it still owns.
func.func @through_helper(%x_is_a: i1, %y_is_a: i1) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %true = arith.constant true
  %a = memref.alloc() : memref<2xf32>
  %b = memref.alloc() : memref<2xf32>
  %x = arith.select %x_is_a, %a, %b : memref<2xf32>
  %y = arith.select %y_is_a, %a, %b : memref<2xf32>
  %to_free = memref.alloc() : memref<2xindex>
  %to_keep = memref.alloc() : memref<1xindex>
  %conditions = memref.alloc() : memref<2xi1>
  %free_out = memref.alloc() : memref<2xi1>
  %owned_out = memref.alloc() : memref<1xi1>
  %pa = memref.extract_aligned_pointer_as_index %a : memref<2xf32> -> index
  %px = memref.extract_aligned_pointer_as_index %x : memref<2xf32> -> index
  %py = memref.extract_aligned_pointer_as_index %y : memref<2xf32> -> index
  memref.store %pa, %to_free[%c0] : memref<2xindex>
  memref.store %px, %to_free[%c1] : memref<2xindex>
  memref.store %py, %to_keep[%c0] : memref<1xindex>
  memref.store %true, %conditions[%c0] : memref<2xi1>
  memref.store %true, %conditions[%c1] : memref<2xi1>
  %dyn_free = memref.cast %to_free : memref<2xindex> to memref<?xindex>
  %dyn_keep = memref.cast %to_keep : memref<1xindex> to memref<?xindex>
  %dyn_conditions = memref.cast %conditions : memref<2xi1> to memref<?xi1>
  %dyn_free_out = memref.cast %free_out : memref<2xi1> to memref<?xi1>
  %dyn_owned_out = memref.cast %owned_out : memref<1xi1> to memref<?xi1>
  func.call @dealloc_helper(%dyn_free, %dyn_keep, %dyn_conditions, %dyn_free_out, %dyn_owned_out) : (memref<?xindex>, memref<?xindex>, memref<?xi1>, memref<?xi1>, memref<?xi1>) -> ()
  %free_a = memref.load %free_out[%c0] : memref<2xi1>
  scf.if %free_a {
    memref.dealloc %a : memref<2xf32>
  }
  %free_x = memref.load %free_out[%c1] : memref<2xi1>
  scf.if %free_x {
    memref.dealloc %x : memref<2xf32>
  }
  %own_y = memref.load %owned_out[%c0] : memref<1xi1>
  memref.dealloc %to_free : memref<2xindex>
  memref.dealloc %to_keep : memref<1xindex>
  memref.dealloc %conditions : memref<2xi1>
  memref.dealloc %free_out : memref<2xi1>
  memref.dealloc %owned_out : memref<1xi1>
  // %y is used here, then released if owned; %b is left to release unless
  // the dealloc freed it as %x.
  %f = memref.load %y[%c0] : memref<2xf32>
  scf.if %own_y {
    memref.dealloc %y : memref<2xf32>
  }
  scf.if %x_is_a {
    memref.dealloc %b : memref<2xf32>
  }
  return
}
