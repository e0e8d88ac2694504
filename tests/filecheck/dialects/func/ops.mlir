// Every form of the func ops: func.func (visibility, argument and result
// attributes, declarations, `attributes`, no_inline), func.call,
// func.constant and func.call_indirect (not in xDSL 0.74), func.return.
// The CHECK lines are what mlir-opt-22 prints (see mlir-reference.mlir),
// except that xDSL spells out the `func.` that MLIR leaves out of ops inside
// a function; `{{(func.)?}}` accepts both.

// RUN: xdsl-opt -p mlir-forms %s | filecheck %s
// RUN: xdsl-opt -p mlir-forms %s | xdsl-opt -p mlir-forms | filecheck %s
// RUN: xdsl-opt -p mlir-forms %s --print-op-generic | xdsl-opt -p mlir-forms | filecheck %s

func.func private @declaration(i32) -> i32
func.func private @declaration_attributes(i32, memref<2xf32> {test.a}) -> (i32 {test.r}, f32)
func.func nested @nested() attributes {tag = 1 : i64}
func.func private @returns_function() -> ((i32) -> i32)
func.func private @empty_results() -> ()

// CHECK:       func.func private @declaration(i32) -> i32{{$}}
// CHECK-NEXT:  func.func private @declaration_attributes(i32, memref<2xf32> {test.a}) -> (i32 {test.r}, f32){{$}}
// CHECK-NEXT:  func.func nested @nested() attributes {tag = 1 : i64}{{$}}
// CHECK-NEXT:  func.func private @returns_function() -> ((i32) -> i32){{$}}
// CHECK-NEXT:  func.func private @empty_results(){{$}}

func.func public @definition(%a: i32 {test.a}, %m: memref<2xf32>) -> (i32, memref<2xf32> {test.r}) attributes {no_inline, tag} {
  func.return %a, %m : i32, memref<2xf32>
}

// CHECK-LABEL: func.func public @definition(
// CHECK-SAME:      [[A:%[^:]+]]: i32 {test.a}, [[M:%[^:]+]]: memref<2xf32>) -> (i32, memref<2xf32> {test.r}) attributes {no_inline, tag} {{{$}}
// CHECK-NEXT:    {{(func.)?}}return [[A]], [[M]] : i32, memref<2xf32>

func.func @callee(%a: i32) -> i32 {
  return %a : i32
}

func.func @calls(%a: i32, %m: memref<2xf32>, %h: () -> ()) -> i32 {
  %0 = func.call @callee(%a) : (i32) -> i32
  %1 = call @callee(%0) {no_inline} : (i32) -> i32
  %2 = call @callee(%1) {arg_attrs = [{test.a}], res_attrs = [{test.r}]} : (i32) -> i32
  %3:2 = call @definition(%2, %m) : (i32, memref<2xf32>) -> (i32, memref<2xf32>)
  %f = constant @callee : (i32) -> i32
  %g = func.constant {tag} @declaration : (i32) -> i32
  %4 = call_indirect %f(%3#0) : (i32) -> i32
  %5 = func.call_indirect %g(%4) {tag} : (i32) -> i32
  func.call_indirect %h() {arg_attrs = [], res_attrs = []} : () -> ()
  return %5 : i32
}

func.func @function_value() -> ((i32) -> i32) {
  %f = constant @callee : (i32) -> i32
  return %f : (i32) -> i32
}

func.func @empty() {
  return
}

// CHECK-LABEL: func.func @calls(
// CHECK-SAME:      [[A:%[^:]+]]: i32, [[M:%[^:]+]]: memref<2xf32>, [[H:%[^:]+]]: () -> ()) -> i32 {{{$}}
// CHECK-NEXT:    [[R0:%[^ ]+]] = {{(func.)?}}call @callee([[A]]) : (i32) -> i32{{$}}
// CHECK-NEXT:    [[R1:%[^ ]+]] = {{(func.)?}}call @callee([[R0]]) {no_inline} : (i32) -> i32{{$}}
// CHECK-NEXT:    [[R2:%[^ ]+]] = {{(func.)?}}call @callee([[R1]]) {arg_attrs = [{test.a}], res_attrs = [{test.r}]} : (i32) -> i32{{$}}
// CHECK-NEXT:    [[R3:%[^ ]+]]{{(:2|, %[^ ]+)}} = {{(func.)?}}call @definition([[R2]], [[M]]) : (i32, memref<2xf32>) -> (i32, memref<2xf32>){{$}}
// CHECK-NEXT:    [[F:%[^ ]+]] = {{(func.)?}}constant @callee : (i32) -> i32{{$}}
// CHECK-NEXT:    [[G:%[^ ]+]] = {{(func.)?}}constant {tag} @declaration : (i32) -> i32{{$}}
// CHECK-NEXT:    [[R4:%[^ ]+]] = {{(func.)?}}call_indirect [[F]]({{%[^)]+}}) : (i32) -> i32{{$}}
// CHECK-NEXT:    [[R5:%[^ ]+]] = {{(func.)?}}call_indirect [[G]]([[R4]]) {tag} : (i32) -> i32{{$}}
// CHECK-NEXT:    {{(func.)?}}call_indirect [[H]]() {arg_attrs = [], res_attrs = []} : () -> (){{$}}
// CHECK-NEXT:    {{(func.)?}}return [[R5]] : i32{{$}}

// CHECK-LABEL: func.func @function_value() -> ((i32) -> i32) {
// CHECK-NEXT:    [[F:%[^ ]+]] = {{(func.)?}}constant @callee : (i32) -> i32{{$}}
// CHECK-NEXT:    {{(func.)?}}return [[F]] : (i32) -> i32{{$}}

// CHECK-LABEL: func.func @empty() {
// CHECK-NEXT:    {{(func.)?}}return{{$}}
