// Every textual form of the seven bufferization ops.  The CHECK lines are the
// custom form that MLIR 22 prints; `mlir-reference.mlir` runs them against
// `mlir-opt-22`'s own output, so they cannot drift from the reference.
// SSA names are captured because MLIR renames block arguments to %argN.

// Custom form in, custom form out; printing is a fixed point.
// RUN: xdsl-opt -p mlir-forms %s | filecheck %s
// RUN: xdsl-opt -p mlir-forms %s | xdsl-opt -p mlir-forms | filecheck %s
// The generic form that xDSL prints parses back to the same ops.
// RUN: xdsl-opt -p mlir-forms %s --print-op-generic | xdsl-opt -p mlir-forms | filecheck %s

func.func @dealloc(%a: memref<2xf32>, %u: memref<*xf32>, %c: i1, %d: i1, %r: memref<4xi32>) {
  bufferization.dealloc
  bufferization.dealloc (%a, %u : memref<2xf32>, memref<*xf32>) if (%c, %d)
  %0 = bufferization.dealloc retain (%r : memref<4xi32>)
  %1 = bufferization.dealloc retain (%u : memref<*xf32>)
  %2:2 = bufferization.dealloc (%a : memref<2xf32>) if (%c) retain (%r, %u : memref<4xi32>, memref<*xf32>)
  bufferization.dealloc {tag = "bare"}
  bufferization.dealloc (%u : memref<*xf32>) if (%d) {tag = "memrefs"}
  %3 = bufferization.dealloc retain (%a : memref<2xf32>) {tag = "retained"}
  %4 = bufferization.dealloc (%a, %a : memref<2xf32>, memref<2xf32>) if (%c, %d) retain (%r : memref<4xi32>) {tag = "both"}
  return
}

// CHECK-LABEL: func.func @dealloc(
// CHECK-SAME:      [[A:%[^:]+]]: memref<2xf32>, [[U:%[^:]+]]: memref<*xf32>, [[C:%[^:]+]]: i1, [[D:%[^:]+]]: i1, [[R:%[^:]+]]: memref<4xi32>)
// CHECK-NEXT:    bufferization.dealloc{{$}}
// CHECK-NEXT:    bufferization.dealloc ([[A]], [[U]] : memref<2xf32>, memref<*xf32>) if ([[C]], [[D]]){{$}}
// CHECK-NEXT:    {{%.+}} = bufferization.dealloc retain ([[R]] : memref<4xi32>){{$}}
// CHECK-NEXT:    {{%.+}} = bufferization.dealloc retain ([[U]] : memref<*xf32>){{$}}
// CHECK-NEXT:    {{%.+}} = bufferization.dealloc ([[A]] : memref<2xf32>) if ([[C]]) retain ([[R]], [[U]] : memref<4xi32>, memref<*xf32>){{$}}
// CHECK-NEXT:    bufferization.dealloc {tag = "bare"}{{$}}
// CHECK-NEXT:    bufferization.dealloc ([[U]] : memref<*xf32>) if ([[D]]) {tag = "memrefs"}{{$}}
// CHECK-NEXT:    {{%.+}} = bufferization.dealloc retain ([[A]] : memref<2xf32>) {tag = "retained"}{{$}}
// CHECK-NEXT:    {{%.+}} = bufferization.dealloc ([[A]], [[A]] : memref<2xf32>, memref<2xf32>) if ([[C]], [[D]]) retain ([[R]] : memref<4xi32>) {tag = "both"}{{$}}

func.func @dealloc_tensor(%t: tensor<?xf32>, %u: tensor<*xi8>) {
  bufferization.dealloc_tensor %t : tensor<?xf32>
  bufferization.dealloc_tensor %u {tag} : tensor<*xi8>
  return
}

// CHECK-LABEL: func.func @dealloc_tensor(
// CHECK-SAME:      [[T:%[^:]+]]: tensor<?xf32>, [[U:%[^:]+]]: tensor<*xi8>)
// CHECK-NEXT:    bufferization.dealloc_tensor [[T]] : tensor<?xf32>{{$}}
// CHECK-NEXT:    bufferization.dealloc_tensor [[U]] {tag} : tensor<*xi8>{{$}}

func.func @clone(%a: memref<2xf32>, %u: memref<*xf32>, %s: memref<4xf32, strided<[?], offset: ?>>) {
  %0 = bufferization.clone %a : memref<2xf32> to memref<2xf32>
  %1 = bufferization.clone %u {tag} : memref<*xf32> to memref<*xf32>
  %2 = bufferization.clone %s : memref<4xf32, strided<[?], offset: ?>> to memref<4xf32>
  return
}

// CHECK-LABEL: func.func @clone(
// CHECK-SAME:      [[A:%[^:]+]]: memref<2xf32>, [[U:%[^:]+]]: memref<*xf32>, [[S:%[^:]+]]: memref<4xf32, strided<[?], offset: ?>>)
// CHECK-NEXT:    {{%.+}} = bufferization.clone [[A]] : memref<2xf32> to memref<2xf32>{{$}}
// CHECK-NEXT:    {{%.+}} = bufferization.clone [[U]] {tag} : memref<*xf32> to memref<*xf32>{{$}}
// CHECK-NEXT:    {{%.+}} = bufferization.clone [[S]] : memref<4xf32, strided<[?], offset: ?>> to memref<4xf32>{{$}}

func.func @alloc_tensor(%n: index, %m: index, %t: tensor<?x4xf32>) {
  %0 = bufferization.alloc_tensor() : tensor<3xf32>
  %1 = bufferization.alloc_tensor(%n, %m) : tensor<?x?xf32>
  %2 = bufferization.alloc_tensor() copy(%t) : tensor<?x4xf32>
  %3 = bufferization.alloc_tensor(%n) size_hint=%m : tensor<?x4xf32>
  %4 = bufferization.alloc_tensor() {memory_space = 1 : i64} : tensor<3xf32>
  %5 = bufferization.alloc_tensor() copy(%t) size_hint=%n {memory_space = "gpu"} : tensor<?x4xf32>
  %6 = bufferization.alloc_tensor(%n) {tag} : tensor<?xi1>
  return
}

// CHECK-LABEL: func.func @alloc_tensor(
// CHECK-SAME:      [[N:%[^:]+]]: index, [[M:%[^:]+]]: index, [[T:%[^:]+]]: tensor<?x4xf32>)
// CHECK-NEXT:    {{%.+}} = bufferization.alloc_tensor() : tensor<3xf32>{{$}}
// CHECK-NEXT:    {{%.+}} = bufferization.alloc_tensor([[N]], [[M]]) : tensor<?x?xf32>{{$}}
// CHECK-NEXT:    {{%.+}} = bufferization.alloc_tensor() copy([[T]]) : tensor<?x4xf32>{{$}}
// CHECK-NEXT:    {{%.+}} = bufferization.alloc_tensor([[N]]) size_hint=[[M]] : tensor<?x4xf32>{{$}}
// CHECK-NEXT:    {{%.+}} = bufferization.alloc_tensor() {memory_space = 1 : i64} : tensor<3xf32>{{$}}
// CHECK-NEXT:    {{%.+}} = bufferization.alloc_tensor() copy([[T]]) size_hint=[[N]] {memory_space = "gpu"} : tensor<?x4xf32>{{$}}
// CHECK-NEXT:    {{%.+}} = bufferization.alloc_tensor([[N]]) {tag} : tensor<?xi1>{{$}}

func.func @to_tensor(%a: memref<2xf32>, %u: memref<*xf32>, %s: memref<?xf32, strided<[?], offset: ?>, "gpu">) {
  %0 = bufferization.to_tensor %a : memref<2xf32> to tensor<2xf32>
  %1 = bufferization.to_tensor %a restrict : memref<2xf32> to tensor<2xf32>
  %2 = bufferization.to_tensor %a writable : memref<2xf32> to tensor<2xf32>
  %3 = bufferization.to_tensor %a restrict writable {tag} : memref<2xf32> to tensor<2xf32>
  %4 = bufferization.to_tensor %u : memref<*xf32> to tensor<*xf32>
  %5 = bufferization.to_tensor %s restrict : memref<?xf32, strided<[?], offset: ?>, "gpu"> to tensor<?xf32>
  return
}

// CHECK-LABEL: func.func @to_tensor(
// CHECK-SAME:      [[A:%[^:]+]]: memref<2xf32>, [[U:%[^:]+]]: memref<*xf32>, [[S:%[^:]+]]: memref<?xf32, strided<[?], offset: ?>, "gpu">)
// CHECK-NEXT:    {{%.+}} = bufferization.to_tensor [[A]] : memref<2xf32> to tensor<2xf32>{{$}}
// CHECK-NEXT:    {{%.+}} = bufferization.to_tensor [[A]] restrict : memref<2xf32> to tensor<2xf32>{{$}}
// CHECK-NEXT:    {{%.+}} = bufferization.to_tensor [[A]] writable : memref<2xf32> to tensor<2xf32>{{$}}
// CHECK-NEXT:    {{%.+}} = bufferization.to_tensor [[A]] restrict writable {tag} : memref<2xf32> to tensor<2xf32>{{$}}
// CHECK-NEXT:    {{%.+}} = bufferization.to_tensor [[U]] : memref<*xf32> to tensor<*xf32>{{$}}
// CHECK-NEXT:    {{%.+}} = bufferization.to_tensor [[S]] restrict : memref<?xf32, strided<[?], offset: ?>, "gpu"> to tensor<?xf32>{{$}}

func.func @to_buffer(%t: tensor<4x?xf32>, %u: tensor<*xi32>) {
  %0 = bufferization.to_buffer %t : tensor<4x?xf32> to memref<4x?xf32>
  %1 = bufferization.to_buffer %t read_only : tensor<4x?xf32> to memref<4x?xf32>
  %2 = bufferization.to_buffer %t {tag} : tensor<4x?xf32> to memref<4x?xf32, strided<[?, ?], offset: ?>>
  %3 = bufferization.to_buffer %u read_only {tag} : tensor<*xi32> to memref<*xi32>
  return
}

// CHECK-LABEL: func.func @to_buffer(
// CHECK-SAME:      [[T:%[^:]+]]: tensor<4x?xf32>, [[U:%[^:]+]]: tensor<*xi32>)
// CHECK-NEXT:    {{%.+}} = bufferization.to_buffer [[T]] : tensor<4x?xf32> to memref<4x?xf32>{{$}}
// CHECK-NEXT:    {{%.+}} = bufferization.to_buffer [[T]] read_only : tensor<4x?xf32> to memref<4x?xf32>{{$}}
// CHECK-NEXT:    {{%.+}} = bufferization.to_buffer [[T]] {tag} : tensor<4x?xf32> to memref<4x?xf32, strided<[?, ?], offset: ?>>{{$}}
// CHECK-NEXT:    {{%.+}} = bufferization.to_buffer [[U]] read_only {tag} : tensor<*xi32> to memref<*xi32>{{$}}

func.func @materialize_in_destination(%t: tensor<?xf32>, %s: tensor<4xf32>, %m: memref<4xf32>, %w: memref<*xf32>, %v: tensor<*xf32>) {
  %0 = bufferization.materialize_in_destination %t in %s : (tensor<?xf32>, tensor<4xf32>) -> tensor<4xf32>
  %1 = bufferization.materialize_in_destination %v in %v {tag} : (tensor<*xf32>, tensor<*xf32>) -> tensor<*xf32>
  bufferization.materialize_in_destination %s in writable %m : (tensor<4xf32>, memref<4xf32>) -> ()
  bufferization.materialize_in_destination %t in restrict writable %m : (tensor<?xf32>, memref<4xf32>) -> ()
  bufferization.materialize_in_destination %v in writable %w {tag} : (tensor<*xf32>, memref<*xf32>) -> ()
  return
}

// CHECK-LABEL: func.func @materialize_in_destination(
// CHECK-SAME:      [[T:%[^:]+]]: tensor<?xf32>, [[S:%[^:]+]]: tensor<4xf32>, [[M:%[^:]+]]: memref<4xf32>, [[W:%[^:]+]]: memref<*xf32>, [[V:%[^:]+]]: tensor<*xf32>)
// CHECK-NEXT:    {{%.+}} = bufferization.materialize_in_destination [[T]] in [[S]] : (tensor<?xf32>, tensor<4xf32>) -> tensor<4xf32>{{$}}
// CHECK-NEXT:    {{%.+}} = bufferization.materialize_in_destination [[V]] in [[V]] {tag} : (tensor<*xf32>, tensor<*xf32>) -> tensor<*xf32>{{$}}
// CHECK-NEXT:    bufferization.materialize_in_destination [[S]] in writable [[M]] : (tensor<4xf32>, memref<4xf32>) -> (){{$}}
// CHECK-NEXT:    bufferization.materialize_in_destination [[T]] in restrict writable [[M]] : (tensor<?xf32>, memref<4xf32>) -> (){{$}}
// CHECK-NEXT:    bufferization.materialize_in_destination [[V]] in writable [[W]] {tag} : (tensor<*xf32>, memref<*xf32>) -> (){{$}}
