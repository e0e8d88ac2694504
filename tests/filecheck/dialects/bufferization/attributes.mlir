// The bufferization dialect's discardable attributes that MLIR 22 accepts:
// `bufferization.manual_deallocation` on an op that allocates or frees,
// `writable`, `access` and `buffer_layout` on function arguments, and any
// attribute on a function result (MLIR does not check those).  The CHECK
// lines are what mlir-opt-22 prints (see mlir-reference.mlir).
// attributes-invalid.mlir holds the ones it rejects.

// RUN: xdsl-opt -p mlir-forms %s | filecheck %s
// RUN: xdsl-opt -p mlir-forms %s | xdsl-opt -p mlir-forms | filecheck %s

func.func @manual(%m: memref<2xf32>) {
  %0 = memref.alloc() {bufferization.manual_deallocation} : memref<2xf32>
  memref.dealloc %0 {bufferization.manual_deallocation} : memref<2xf32>
  return
}

// CHECK-LABEL: func.func @manual(
// CHECK-NEXT:    [[A:%[^ ]+]] = memref.alloc() {bufferization.manual_deallocation} : memref<2xf32>{{$}}
// CHECK-NEXT:    memref.dealloc [[A]] {bufferization.manual_deallocation} : memref<2xf32>{{$}}

func.func @arguments(%a: tensor<2xf32> {bufferization.writable = true}, %b: tensor<2xf32> {bufferization.access = "read-write"}, %c: tensor<2xf32> {bufferization.buffer_layout = affine_map<(d0) -> (d0)>}) -> (tensor<2xf32> {bufferization.anything}) {
  return %a : tensor<2xf32>
}

// CHECK-LABEL: func.func @arguments(
// CHECK-SAME:      {{%[^:]+}}: tensor<2xf32> {bufferization.writable = true}, {{%[^:]+}}: tensor<2xf32> {bufferization.access = "read-write"}, {{%[^:]+}}: tensor<2xf32> {bufferization.buffer_layout = affine_map<(d0) -> (d0)>}) -> (tensor<2xf32> {bufferization.anything}) {
