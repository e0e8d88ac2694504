// linalg on memrefs, as bufferized programs contain it: each function
// returns what it computed (test_ops_linalg.py checks the values).

memref.global "private" constant @weights : memref<2x2xf32> = dense<[[1.000000e+00, 2.000000e+00], [3.000000e+00, 4.000000e+00]]>
memref.global "private" constant @ramp : memref<4xf32> = dense<[1.000000e+00, 2.000000e+00, 3.000000e+00, 4.000000e+00]>
memref.global "private" @scratch : memref<4xf32> = dense<5.000000e+00>

func.func @generic_axpy(%scale: index) -> memref<4xf32> {
  %x = memref.get_global @ramp : memref<4xf32>
  %y = memref.alloc() : memref<4xf32>
  %one = arith.constant 1.000000e+00 : f32
  linalg.fill ins(%one : f32) outs(%y : memref<4xf32>)
  %i = arith.index_cast %scale : index to i32
  %a = arith.sitofp %i : i32 to f32
  linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%x : memref<4xf32>) outs(%y : memref<4xf32>) {
  ^bb0(%in: f32, %out: f32):
    %p = arith.mulf %a, %in : f32
    %s = arith.addf %p, %out : f32
    linalg.yield %s : f32
  }
  return %y : memref<4xf32>
}

func.func @products() -> (memref<2x2xf32>, memref<1x2x2xf32>, memref<f32>, memref<2xf32>) {
  %w = memref.get_global @weights : memref<2x2xf32>
  %v = memref.get_global @ramp : memref<4xf32>
  %zero = arith.constant 0.000000e+00 : f32
  %mat = memref.alloc() : memref<2x2xf32>
  linalg.fill ins(%zero : f32) outs(%mat : memref<2x2xf32>)
  linalg.matmul ins(%w, %w : memref<2x2xf32>, memref<2x2xf32>) outs(%mat : memref<2x2xf32>)
  %batch = memref.alloc() : memref<1x2x2xf32>
  linalg.fill ins(%zero : f32) outs(%batch : memref<1x2x2xf32>)
  %w3 = memref.expand_shape %w [[0, 1], [2]] output_shape [1, 2, 2] : memref<2x2xf32> into memref<1x2x2xf32>
  linalg.batch_matmul ins(%w3, %w3 : memref<1x2x2xf32>, memref<1x2x2xf32>) outs(%batch : memref<1x2x2xf32>)
  %dot = memref.alloc() : memref<f32>
  linalg.fill ins(%zero : f32) outs(%dot : memref<f32>)
  linalg.dot ins(%v, %v : memref<4xf32>, memref<4xf32>) outs(%dot : memref<f32>)
  %head = memref.subview %v[0] [2] [1] : memref<4xf32> to memref<2xf32, strided<[1]>>
  %mv = memref.alloc() : memref<2xf32>
  linalg.fill ins(%zero : f32) outs(%mv : memref<2xf32>)
  linalg.matvec ins(%w, %head : memref<2x2xf32>, memref<2xf32, strided<[1]>>) outs(%mv : memref<2xf32>)
  return %mat, %batch, %dot, %mv : memref<2x2xf32>, memref<1x2x2xf32>, memref<f32>, memref<2xf32>
}

func.func @elementwise() -> (memref<4xf32>, memref<4xf32>, memref<4xf32>, memref<4xf32>, memref<4xf32>) {
  %v = memref.get_global @ramp : memref<4xf32>
  %sum = memref.alloc() : memref<4xf32>
  linalg.add ins(%v, %v : memref<4xf32>, memref<4xf32>) outs(%sum : memref<4xf32>)
  %quotient = memref.alloc() : memref<4xf32>
  linalg.div ins(%sum, %v : memref<4xf32>, memref<4xf32>) outs(%quotient : memref<4xf32>)
  %difference = memref.alloc() : memref<4xf32>
  linalg.sub ins(%sum, %quotient : memref<4xf32>, memref<4xf32>) outs(%difference : memref<4xf32>)
  %product = memref.alloc() : memref<4xf32>
  linalg.mul ins(%v, %difference : memref<4xf32>, memref<4xf32>) outs(%product : memref<4xf32>)
  %copy = memref.alloc() : memref<4xf32>
  linalg.copy ins(%product : memref<4xf32>) outs(%copy : memref<4xf32>)
  return %sum, %quotient, %difference, %product, %copy : memref<4xf32>, memref<4xf32>, memref<4xf32>, memref<4xf32>, memref<4xf32>
}

func.func @map_reduce_transpose_broadcast() -> (memref<4xf32>, memref<2xf32>, memref<2x2xf32>, memref<2x3xf32>) {
  %v = memref.get_global @ramp : memref<4xf32>
  %w = memref.get_global @weights : memref<2x2xf32>
  %indexed = memref.alloc() : memref<4xf32>
  linalg.map ins(%v : memref<4xf32>) outs(%indexed : memref<4xf32>)
    (%in: f32, %init: f32) {
      %i = linalg.index 0 : index
      %c = arith.index_cast %i : index to i32
      %f = arith.sitofp %c : i32 to f32
      %s = arith.mulf %in, %f : f32
      linalg.yield %s : f32
    }
  linalg.map { arith.negf } ins(%indexed : memref<4xf32>) outs(%indexed : memref<4xf32>)
  %rows = memref.alloc() : memref<2xf32>
  %zero = arith.constant 0.000000e+00 : f32
  linalg.fill ins(%zero : f32) outs(%rows : memref<2xf32>)
  linalg.reduce { arith.addf } ins(%w : memref<2x2xf32>) outs(%rows : memref<2xf32>) dimensions = [1]
  %t = memref.alloc() : memref<2x2xf32>
  linalg.transpose ins(%w : memref<2x2xf32>) outs(%t : memref<2x2xf32>) permutation = [1, 0]
  %b = memref.alloc() : memref<2x3xf32>
  %head = memref.subview %v[1] [2] [1] : memref<4xf32> to memref<2xf32, strided<[1], offset: 1>>
  linalg.broadcast ins(%head : memref<2xf32, strided<[1], offset: 1>>) outs(%b : memref<2x3xf32>) dimensions = [1]
  return %indexed, %rows, %t, %b : memref<4xf32>, memref<2xf32>, memref<2x2xf32>, memref<2x3xf32>
}

func.func @strided_fill_and_forall(%n: index) -> memref<4x4xf32> {
  %m = memref.alloc() : memref<4x4xf32>
  %zero = arith.constant 0.000000e+00 : f32
  linalg.fill ins(%zero : f32) outs(%m : memref<4x4xf32>)
  %column = memref.subview %m[0, 1] [4, 1] [1, 1] : memref<4x4xf32> to memref<4xf32, strided<[4], offset: 1>>
  %seven = arith.constant 7.000000e+00 : f32
  linalg.fill ins(%seven : f32) outs(%column : memref<4xf32, strided<[4], offset: 1>>)
  scf.forall (%i) in (%n) {
    %row = memref.subview %m[%i, 2] [1, 2] [1, 1] : memref<4x4xf32> to memref<2xf32, strided<[1], offset: ?>>
    %c = arith.index_cast %i : index to i32
    %f = arith.sitofp %c : i32 to f32
    linalg.fill ins(%f : f32) outs(%row : memref<2xf32, strided<[1], offset: ?>>)
  }
  return %m : memref<4x4xf32>
}

func.func @writes_a_constant_global() -> f32 {
  %v = memref.get_global @ramp : memref<4xf32>
  %zero = arith.constant 0.000000e+00 : f32
  linalg.fill ins(%zero : f32) outs(%v : memref<4xf32>)
  %c0 = arith.constant 0 : index
  %x = memref.load %v[%c0] : memref<4xf32>
  return %x : f32
}

func.func @writes_a_mutable_global() -> f32 {
  %v = memref.get_global @scratch : memref<4xf32>
  %c0 = arith.constant 0 : index
  %before = memref.load %v[%c0] : memref<4xf32>
  %two = arith.constant 2.000000e+00 : f32
  %x = arith.addf %before, %two : f32
  memref.store %x, %v[%c0] : memref<4xf32>
  %after = memref.load %v[%c0] : memref<4xf32>
  return %after : f32
}

func.func @reads_freed_input() {
  %v = memref.alloc() : memref<4xf32>
  %w = memref.alloc() : memref<4xf32>
  memref.dealloc %v : memref<4xf32>
  linalg.copy ins(%v : memref<4xf32>) outs(%w : memref<4xf32>)
  memref.dealloc %w : memref<4xf32>
  return
}
