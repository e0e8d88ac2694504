// vector.print in MLIR 22's custom form, as mlir-opt-22 prints it; xDSL's
// own generic form of it keeps printing as xDSL prints it.
// `mlir-reference.mlir` checks these CHECK lines against mlir-opt-22 and
// that it reads xDSL's output.

// RUN: xdsl-opt -p mlir-forms %s | filecheck %s
// RUN: xdsl-opt -p mlir-forms %s | xdsl-opt -p mlir-forms | filecheck %s
// RUN: xdsl-opt -p mlir-forms %s --print-op-generic | xdsl-opt -p mlir-forms | filecheck %s --check-prefix=GENERIC

func.func @prints(%f: f32, %i: index, %v: vector<4xf32>) {
  vector.print %f : f32
  vector.print %i : index
  vector.print %v : vector<4xf32>
  vector.print %f : f32 punctuation <comma>
  vector.print %f : f32 punctuation <no_punctuation>
  vector.print str "result: "
  vector.print str "line\n"
  vector.print punctuation <open>
  vector.print punctuation <close>
  vector.print
  vector.print punctuation <newline>
  vector.print %f : f32 {tag}
  return
}

// CHECK-LABEL: func.func @prints(
// CHECK-SAME:      [[F:%[^:]+]]: f32, [[I:%[^:]+]]: index, [[V:%[^:]+]]: vector<4xf32>)
// CHECK-NEXT:    vector.print [[F]] : f32{{$}}
// CHECK-NEXT:    vector.print [[I]] : index{{$}}
// CHECK-NEXT:    vector.print [[V]] : vector<4xf32>{{$}}
// CHECK-NEXT:    vector.print [[F]] : f32 punctuation <comma>{{$}}
// CHECK-NEXT:    vector.print [[F]] : f32 punctuation <no_punctuation>{{$}}
// CHECK-NEXT:    vector.print str "result: "{{$}}
// CHECK-NEXT:    vector.print str "line\0A"{{$}}
// CHECK-NEXT:    vector.print punctuation <open>{{$}}
// CHECK-NEXT:    vector.print punctuation <close>{{$}}
// CHECK-NEXT:    vector.print{{$}}
// CHECK-NEXT:    vector.print{{$}}
// CHECK-NEXT:    vector.print [[F]] : f32 {tag}{{$}}

// GENERIC:       "vector.print"(%{{.*}}) <{punctuation = #vector.punctuation<newline>}> : (f32) -> ()
// GENERIC:       "vector.print"() <{punctuation = #vector.punctuation<newline>, stringLiteral = "result: "}> : () -> ()
