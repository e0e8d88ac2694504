// The custom form of every memref op, as mlir-opt-22 prints it: each line
// parses and xDSL prints it back unchanged.  `mlir-reference.mlir` checks
// these CHECK lines against mlir-opt-22 and that it reads xDSL's output.

// RUN: xdsl-opt -p mlir-forms %s | filecheck %s
// RUN: xdsl-opt -p mlir-forms %s | xdsl-opt -p mlir-forms | filecheck %s
// RUN: xdsl-opt -p mlir-forms %s --print-op-generic | xdsl-opt -p mlir-forms | filecheck %s

memref.global "private" constant @constant : memref<2xf32> = dense<[1.000000e+00, 2.000000e+00]>
memref.global @public_uninitialized : memref<4xi32> = uninitialized
memref.global "nested" @aligned : memref<f32> = dense<0.000000e+00> {alignment = 64 : i64}
memref.global @declaration : memref<3xf32>
memref.global "private" @splat : memref<2x2xi32> = dense<1> {tag = "x"}
memref.global "private" constant @aligned_with_attribute : memref<2xi8> = dense<[1, 2]> {alignment = 16 : i64, tag}

// CHECK:      memref.global "private" constant @constant : memref<2xf32> = dense<[1.000000e+00, 2.000000e+00]>{{$}}
// CHECK-NEXT: memref.global @public_uninitialized : memref<4xi32> = uninitialized{{$}}
// CHECK-NEXT: memref.global "nested" @aligned : memref<f32> = dense<0.000000e+00> {alignment = 64 : i64}{{$}}
// CHECK-NEXT: memref.global @declaration : memref<3xf32>{{$}}
// CHECK-NEXT: memref.global "private" @splat : memref<2x2xi32> = dense<1> {tag = "x"}{{$}}
// CHECK-NEXT: memref.global "private" constant @aligned_with_attribute : memref<2xi8> = dense<[1, 2]> {alignment = 16 : i64, tag}{{$}}

func.func @copies_and_casts(%a: memref<8xf32>, %b: memref<8xf32>, %u: memref<*xf32>, %d: memref<?xf32>, %s: memref<4x5xf32>) {
  memref.copy %a, %b : memref<8xf32> to memref<8xf32>
  memref.copy %u, %d : memref<*xf32> to memref<?xf32>
  memref.copy %a, %d {tag} : memref<8xf32> to memref<?xf32>
  %global = memref.get_global @constant : memref<2xf32>
  %to_unranked = memref.cast %a : memref<8xf32> to memref<*xf32>
  %from_unranked = memref.cast %u : memref<*xf32> to memref<8xf32>
  %to_dynamic = memref.cast %a : memref<8xf32> to memref<?xf32>
  %to_static = memref.cast %d : memref<?xf32> to memref<8xf32>
  %to_layout = memref.cast %d : memref<?xf32> to memref<?xf32, strided<[1], offset: ?>>
  %to_2d = memref.cast %s {tag} : memref<4x5xf32> to memref<?x?xf32, strided<[?, ?], offset: ?>>
  %pointer = memref.extract_aligned_pointer_as_index %a : memref<8xf32> -> index
  %unranked_pointer = memref.extract_aligned_pointer_as_index %u : memref<*xf32> -> index
  %space = memref.memory_space_cast %a : memref<8xf32> to memref<8xf32, "gpu">
  %unranked_space = memref.memory_space_cast %u : memref<*xf32> to memref<*xf32, "gpu">
  %rank = memref.rank %a : memref<8xf32>
  %unranked_rank = memref.rank %u : memref<*xf32>
  return
}

// CHECK-LABEL: func.func @copies_and_casts(
// CHECK-SAME:      [[A:%[^:]+]]: memref<8xf32>, [[B:%[^:]+]]: memref<8xf32>, [[U:%[^:]+]]: memref<*xf32>, [[D:%[^:]+]]: memref<?xf32>, [[S:%[^:]+]]: memref<4x5xf32>)
// CHECK-NEXT:    memref.copy [[A]], [[B]] : memref<8xf32> to memref<8xf32>{{$}}
// CHECK-NEXT:    memref.copy [[U]], [[D]] : memref<*xf32> to memref<?xf32>{{$}}
// CHECK-NEXT:    memref.copy [[A]], [[D]] {tag} : memref<8xf32> to memref<?xf32>{{$}}
// CHECK-NEXT:    {{%.+}} = memref.get_global @constant : memref<2xf32>{{$}}
// CHECK-NEXT:    {{%.+}} = memref.cast [[A]] : memref<8xf32> to memref<*xf32>{{$}}
// CHECK-NEXT:    {{%.+}} = memref.cast [[U]] : memref<*xf32> to memref<8xf32>{{$}}
// CHECK-NEXT:    {{%.+}} = memref.cast [[A]] : memref<8xf32> to memref<?xf32>{{$}}
// CHECK-NEXT:    {{%.+}} = memref.cast [[D]] : memref<?xf32> to memref<8xf32>{{$}}
// CHECK-NEXT:    {{%.+}} = memref.cast [[D]] : memref<?xf32> to memref<?xf32, strided<[1], offset: ?>>{{$}}
// CHECK-NEXT:    {{%.+}} = memref.cast [[S]] {tag} : memref<4x5xf32> to memref<?x?xf32, strided<[?, ?], offset: ?>>{{$}}
// CHECK-NEXT:    {{%.+}} = memref.extract_aligned_pointer_as_index [[A]] : memref<8xf32> -> index{{$}}
// CHECK-NEXT:    {{%.+}} = memref.extract_aligned_pointer_as_index [[U]] : memref<*xf32> -> index{{$}}
// CHECK-NEXT:    {{%.+}} = memref.memory_space_cast [[A]] : memref<8xf32> to memref<8xf32, "gpu">{{$}}
// CHECK-NEXT:    {{%.+}} = memref.memory_space_cast [[U]] : memref<*xf32> to memref<*xf32, "gpu">{{$}}
// CHECK-NEXT:    {{%.+}} = memref.rank [[A]] : memref<8xf32>{{$}}
// CHECK-NEXT:    {{%.+}} = memref.rank [[U]] : memref<*xf32>{{$}}

func.func @scopes(%v: f32, %i: index) -> (f32, index) {
  memref.alloca_scope  {
    %x = memref.alloca() : memref<4xf32>
  }
  memref.alloca_scope  {
    %y = memref.alloca() : memref<4xf32>
  } {tag}
  %r = memref.alloca_scope  -> (f32) {
    memref.alloca_scope.return %v : f32
  }
  %p:2 = memref.alloca_scope  -> (f32, index) {
    %z = memref.alloca() : memref<4xf32>
    memref.alloca_scope.return %v, %i : f32, index
  }
  return %r, %i : f32, index
}

// CHECK-LABEL: func.func @scopes(
// CHECK-NEXT:    memref.alloca_scope  {{{$}}
// CHECK-NEXT:      {{%.+}} = memref.alloca() : memref<4xf32>{{$}}
// CHECK-NEXT:    }{{$}}
// CHECK-NEXT:    memref.alloca_scope  {{{$}}
// CHECK-NEXT:      {{%.+}} = memref.alloca() : memref<4xf32>{{$}}
// CHECK-NEXT:    } {tag}{{$}}
// CHECK-NEXT:    {{%.+}} = memref.alloca_scope  -> (f32) {{{$}}
// CHECK-NEXT:      memref.alloca_scope.return {{%.+}} : f32{{$}}
// CHECK-NEXT:    }{{$}}
// CHECK-NEXT:    {{%.+}} = memref.alloca_scope  -> (f32, index) {{{$}}
// CHECK-NEXT:      {{%.+}} = memref.alloca() : memref<4xf32>{{$}}
// CHECK-NEXT:      memref.alloca_scope.return {{%.+}}, {{%.+}} : f32, index{{$}}
// CHECK-NEXT:    }{{$}}

func.func @atomics(%f: f32, %n: i32, %mf: memref<4xf32>, %mi: memref<4x4xi32>, %i: index) {
  %addf = memref.atomic_rmw addf %f, %mf[%i] : (f32, memref<4xf32>) -> f32
  %mulf = memref.atomic_rmw mulf %f, %mf[%i] : (f32, memref<4xf32>) -> f32
  %maximumf = memref.atomic_rmw maximumf %f, %mf[%i] : (f32, memref<4xf32>) -> f32
  %minimumf = memref.atomic_rmw minimumf %f, %mf[%i] : (f32, memref<4xf32>) -> f32
  %maxnumf = memref.atomic_rmw maxnumf %f, %mf[%i] : (f32, memref<4xf32>) -> f32
  %minnumf = memref.atomic_rmw minnumf %f, %mf[%i] {tag} : (f32, memref<4xf32>) -> f32
  %assign = memref.atomic_rmw assign %f, %mf[%i] : (f32, memref<4xf32>) -> f32
  %addi = memref.atomic_rmw addi %n, %mi[%i, %i] : (i32, memref<4x4xi32>) -> i32
  %muli = memref.atomic_rmw muli %n, %mi[%i, %i] : (i32, memref<4x4xi32>) -> i32
  %maxs = memref.atomic_rmw maxs %n, %mi[%i, %i] : (i32, memref<4x4xi32>) -> i32
  %maxu = memref.atomic_rmw maxu %n, %mi[%i, %i] : (i32, memref<4x4xi32>) -> i32
  %mins = memref.atomic_rmw mins %n, %mi[%i, %i] : (i32, memref<4x4xi32>) -> i32
  %minu = memref.atomic_rmw minu %n, %mi[%i, %i] : (i32, memref<4x4xi32>) -> i32
  %ori = memref.atomic_rmw ori %n, %mi[%i, %i] : (i32, memref<4x4xi32>) -> i32
  %andi = memref.atomic_rmw andi %n, %mi[%i, %i] : (i32, memref<4x4xi32>) -> i32
  %xori = memref.atomic_rmw xori %n, %mi[%i, %i] : (i32, memref<4x4xi32>) -> i32
  return
}

// CHECK-LABEL: func.func @atomics(
// CHECK-SAME:      [[F:%[^:]+]]: f32, [[N:%[^:]+]]: i32, [[MF:%[^:]+]]: memref<4xf32>, [[MI:%[^:]+]]: memref<4x4xi32>, [[I:%[^:]+]]: index)
// CHECK-NEXT:    {{%.+}} = memref.atomic_rmw addf [[F]], [[MF]][[[I]]] : (f32, memref<4xf32>) -> f32{{$}}
// CHECK-NEXT:    {{%.+}} = memref.atomic_rmw mulf [[F]], [[MF]][[[I]]] : (f32, memref<4xf32>) -> f32{{$}}
// CHECK-NEXT:    {{%.+}} = memref.atomic_rmw maximumf [[F]], [[MF]][[[I]]] : (f32, memref<4xf32>) -> f32{{$}}
// CHECK-NEXT:    {{%.+}} = memref.atomic_rmw minimumf [[F]], [[MF]][[[I]]] : (f32, memref<4xf32>) -> f32{{$}}
// CHECK-NEXT:    {{%.+}} = memref.atomic_rmw maxnumf [[F]], [[MF]][[[I]]] : (f32, memref<4xf32>) -> f32{{$}}
// CHECK-NEXT:    {{%.+}} = memref.atomic_rmw minnumf [[F]], [[MF]][[[I]]] {tag} : (f32, memref<4xf32>) -> f32{{$}}
// CHECK-NEXT:    {{%.+}} = memref.atomic_rmw assign [[F]], [[MF]][[[I]]] : (f32, memref<4xf32>) -> f32{{$}}
// CHECK-NEXT:    {{%.+}} = memref.atomic_rmw addi [[N]], [[MI]][[[I]], [[I]]] : (i32, memref<4x4xi32>) -> i32{{$}}
// CHECK-NEXT:    {{%.+}} = memref.atomic_rmw muli [[N]], [[MI]][[[I]], [[I]]] : (i32, memref<4x4xi32>) -> i32{{$}}
// CHECK-NEXT:    {{%.+}} = memref.atomic_rmw maxs [[N]], [[MI]][[[I]], [[I]]] : (i32, memref<4x4xi32>) -> i32{{$}}
// CHECK-NEXT:    {{%.+}} = memref.atomic_rmw maxu [[N]], [[MI]][[[I]], [[I]]] : (i32, memref<4x4xi32>) -> i32{{$}}
// CHECK-NEXT:    {{%.+}} = memref.atomic_rmw mins [[N]], [[MI]][[[I]], [[I]]] : (i32, memref<4x4xi32>) -> i32{{$}}
// CHECK-NEXT:    {{%.+}} = memref.atomic_rmw minu [[N]], [[MI]][[[I]], [[I]]] : (i32, memref<4x4xi32>) -> i32{{$}}
// CHECK-NEXT:    {{%.+}} = memref.atomic_rmw ori [[N]], [[MI]][[[I]], [[I]]] : (i32, memref<4x4xi32>) -> i32{{$}}
// CHECK-NEXT:    {{%.+}} = memref.atomic_rmw andi [[N]], [[MI]][[[I]], [[I]]] : (i32, memref<4x4xi32>) -> i32{{$}}
// CHECK-NEXT:    {{%.+}} = memref.atomic_rmw xori [[N]], [[MI]][[[I]], [[I]]] : (i32, memref<4x4xi32>) -> i32{{$}}

func.func @views(%a: memref<8xf32>, %s: memref<4x5xf32>, %d: memref<?x?xf32>, %strided: memref<4x5xf32, strided<[10, 2], offset: ?>>, %u: memref<*xf32>, %shape: memref<2xindex>, %any_shape: memref<?xindex>, %n: index) {
  %t = memref.transpose %s (d0, d1) -> (d1, d0) : memref<4x5xf32> to memref<5x4xf32, strided<[1, 5]>>
  %t_identity = memref.transpose %s (d0, d1) -> (d0, d1) : memref<4x5xf32> to memref<4x5xf32>
  %t_dynamic = memref.transpose %d (d0, d1) -> (d1, d0) {tag} : memref<?x?xf32> to memref<?x?xf32, strided<[1, ?]>>
  %t_strided = memref.transpose %strided (d0, d1) -> (d1, d0) : memref<4x5xf32, strided<[10, 2], offset: ?>> to memref<5x4xf32, strided<[2, 10], offset: ?>>
  %r = memref.reshape %a(%shape) : (memref<8xf32>, memref<2xindex>) -> memref<?x?xf32>
  %r_static = memref.reshape %a(%shape) : (memref<8xf32>, memref<2xindex>) -> memref<2x4xf32>
  %r_unranked = memref.reshape %u(%any_shape) {tag} : (memref<*xf32>, memref<?xindex>) -> memref<*xf32>
  %c = memref.collapse_shape %s [[0, 1]] : memref<4x5xf32> into memref<20xf32>
  %e = memref.expand_shape %a [[0, 1]] output_shape [2, 4] : memref<8xf32> into memref<2x4xf32>
  %e_dynamic = memref.expand_shape %d [[0, 1], [2]] output_shape [%n, 2, %n] : memref<?x?xf32> into memref<?x2x?xf32>
  %rc = memref.reinterpret_cast %u to offset: [0], sizes: [8], strides: [1] : memref<*xf32> to memref<8xf32>
  %rc_dynamic = memref.reinterpret_cast %u to offset: [%n], sizes: [%n, 4], strides: [4, 1] : memref<*xf32> to memref<?x4xf32, strided<[4, 1], offset: ?>>
  return
}

// CHECK-LABEL: func.func @views(
// CHECK-SAME:      [[A:%[^:]+]]: memref<8xf32>, [[S:%[^:]+]]: memref<4x5xf32>, [[D:%[^:]+]]: memref<?x?xf32>, [[ST:%[^:]+]]: memref<4x5xf32, strided<[10, 2], offset: ?>>, [[U:%[^:]+]]: memref<*xf32>, [[SHAPE:%[^:]+]]: memref<2xindex>, [[ANY:%[^:]+]]: memref<?xindex>, [[N:%[^:]+]]: index)
// CHECK-NEXT:    {{%.+}} = memref.transpose [[S]] (d0, d1) -> (d1, d0) : memref<4x5xf32> to memref<5x4xf32, strided<[1, 5]>>{{$}}
// CHECK-NEXT:    {{%.+}} = memref.transpose [[S]] (d0, d1) -> (d0, d1) : memref<4x5xf32> to memref<4x5xf32>{{$}}
// CHECK-NEXT:    {{%.+}} = memref.transpose [[D]] (d0, d1) -> (d1, d0) {tag} : memref<?x?xf32> to memref<?x?xf32, strided<[1, ?]>>{{$}}
// CHECK-NEXT:    {{%.+}} = memref.transpose [[ST]] (d0, d1) -> (d1, d0) : memref<4x5xf32, strided<[10, 2], offset: ?>> to memref<5x4xf32, strided<[2, 10], offset: ?>>{{$}}
// CHECK-NEXT:    {{%.+}} = memref.reshape [[A]]([[SHAPE]]) : (memref<8xf32>, memref<2xindex>) -> memref<?x?xf32>{{$}}
// CHECK-NEXT:    {{%.+}} = memref.reshape [[A]]([[SHAPE]]) : (memref<8xf32>, memref<2xindex>) -> memref<2x4xf32>{{$}}
// CHECK-NEXT:    {{%.+}} = memref.reshape [[U]]([[ANY]]) {tag} : (memref<*xf32>, memref<?xindex>) -> memref<*xf32>{{$}}
// CHECK-NEXT:    {{%.+}} = memref.collapse_shape [[S]] {{\[\[}}0, 1]] : memref<4x5xf32> into memref<20xf32>{{$}}
// CHECK-NEXT:    {{%.+}} = memref.expand_shape [[A]] {{\[\[}}0, 1]] output_shape [2, 4] : memref<8xf32> into memref<2x4xf32>{{$}}
// CHECK-NEXT:    {{%.+}} = memref.expand_shape [[D]] {{\[\[}}0, 1], [2]] output_shape [[[N]], 2, [[N]]] : memref<?x?xf32> into memref<?x2x?xf32>{{$}}
// CHECK-NEXT:    {{%.+}} = memref.reinterpret_cast [[U]] to offset: [0], sizes: [8], strides: [1] : memref<*xf32> to memref<8xf32>{{$}}
// CHECK-NEXT:    {{%.+}} = memref.reinterpret_cast [[U]] to offset: [[[N]]], sizes: [[[N]], 4], strides: [4, 1] : memref<*xf32> to memref<?x4xf32, strided<[4, 1], offset: ?>>{{$}}

func.func @prefetches(%a: memref<8xf32>, %s: memref<4x5xf32>, %i: index) {
  memref.prefetch %a[%i], read, locality<3>, data : memref<8xf32>
  memref.prefetch %s[%i, %i], write, locality<0>, instr : memref<4x5xf32>
  return
}

// CHECK-LABEL: func.func @prefetches(
// CHECK-SAME:      [[A:%[^:]+]]: memref<8xf32>, [[S:%[^:]+]]: memref<4x5xf32>, [[I:%[^:]+]]: index)
// CHECK-NEXT:    memref.prefetch [[A]][[[I]]], read, locality<3>, data : memref<8xf32>{{$}}
// CHECK-NEXT:    memref.prefetch [[S]][[[I]], [[I]]], write, locality<0>, instr : memref<4x5xf32>{{$}}
// MLIR prints a prefetch's attribute dictionary (`data {tag} :`) but does
// not parse it back; xDSL does both.

// The ops whose custom form xDSL already had, printed as MLIR does.
func.func @existing_forms(%a: memref<8xf32>, %s: memref<4x5xf32>, %bytes: memref<64xi8>, %u: memref<*xf32>, %i: index, %n: index, %v: f32) {
  %alloc = memref.alloc() : memref<4xf32>
  %dynamic = memref.alloc(%n) {alignment = 64 : i64} : memref<?xf32>
  %alloca = memref.alloca(%n) : memref<?xf32>
  memref.dealloc %alloc : memref<4xf32>
  memref.dealloc %u : memref<*xf32>
  %x = memref.load %a[%i] : memref<8xf32>
  %y = memref.load %a[%i] {nontemporal = true} : memref<8xf32>
  memref.store %v, %a[%i] : memref<8xf32>
  memref.store %v, %a[%i] {nontemporal = true} : memref<8xf32>
  %sub = memref.subview %s[1, 1] [2, 2] [1, 1] : memref<4x5xf32> to memref<2x2xf32, strided<[5, 1], offset: 6>>
  %sub_dynamic = memref.subview %s[%i, 1] [%n, 2] [1, %i] : memref<4x5xf32> to memref<?x2xf32, strided<[5, ?], offset: ?>>
  %view = memref.view %bytes[%i][%n] : memref<64xi8> to memref<?x4xf32>
  %base, %offset, %size, %stride = memref.extract_strided_metadata %a : memref<8xf32> -> memref<f32>, index, index, index
  %dim = memref.dim %u, %i : memref<*xf32>
  %aligned = memref.assume_alignment %a, 16 : memref<8xf32>
  return
}

// CHECK-LABEL: func.func @existing_forms(
// CHECK-SAME:      [[A:%[^:]+]]: memref<8xf32>, [[S:%[^:]+]]: memref<4x5xf32>, [[BYTES:%[^:]+]]: memref<64xi8>, [[U:%[^:]+]]: memref<*xf32>, [[I:%[^:]+]]: index, [[N:%[^:]+]]: index, [[V:%[^:]+]]: f32)
// CHECK-NEXT:    [[ALLOC:%.+]] = memref.alloc() : memref<4xf32>{{$}}
// CHECK-NEXT:    {{%.+}} = memref.alloc([[N]]) {alignment = 64 : i64} : memref<?xf32>{{$}}
// CHECK-NEXT:    {{%.+}} = memref.alloca([[N]]) : memref<?xf32>{{$}}
// CHECK-NEXT:    memref.dealloc [[ALLOC]] : memref<4xf32>{{$}}
// CHECK-NEXT:    memref.dealloc [[U]] : memref<*xf32>{{$}}
// CHECK-NEXT:    {{%.+}} = memref.load [[A]][[[I]]] : memref<8xf32>{{$}}
// CHECK-NEXT:    {{%.+}} = memref.load [[A]][[[I]]] {nontemporal = true} : memref<8xf32>{{$}}
// CHECK-NEXT:    memref.store [[V]], [[A]][[[I]]] : memref<8xf32>{{$}}
// CHECK-NEXT:    memref.store [[V]], [[A]][[[I]]] {nontemporal = true} : memref<8xf32>{{$}}
// CHECK-NEXT:    {{%.+}} = memref.subview [[S]][1, 1] [2, 2] [1, 1] : memref<4x5xf32> to memref<2x2xf32, strided<[5, 1], offset: 6>>{{$}}
// CHECK-NEXT:    {{%.+}} = memref.subview [[S]][[[I]], 1] [[[N]], 2] [1, [[I]]] : memref<4x5xf32> to memref<?x2xf32, strided<[5, ?], offset: ?>>{{$}}
// CHECK-NEXT:    {{%.+}} = memref.view [[BYTES]][[[I]]][[[N]]] : memref<64xi8> to memref<?x4xf32>{{$}}
// CHECK-NEXT:    {{%.+}}, {{%.+}}, {{%.+}}, {{%.+}} = memref.extract_strided_metadata [[A]] : memref<8xf32> -> memref<f32>, index, index, index{{$}}
// CHECK-NEXT:    {{%.+}} = memref.dim [[U]], [[I]] : memref<*xf32>{{$}}
// CHECK-NEXT:    {{%.+}} = memref.assume_alignment [[A]], 16 : memref<8xf32>{{$}}
