// xDSL's own form of vector.print (generic, no properties) prints as xDSL
// prints it, and means what MLIR's default means (a newline after the value).

// RUN: xdsl-opt %s | filecheck %s
// RUN: %if mlir-opt-22 %{ xdsl-opt %s | mlir-opt-22 | filecheck %s --check-prefix=MLIR %}

func.func @xdsl_form(%f: f32) {
  "vector.print"(%f) : (f32) -> ()
  return
}

// CHECK: "vector.print"(%{{.*}}) : (f32) -> ()
// MLIR: vector.print %{{.*}} : f32{{$}}
