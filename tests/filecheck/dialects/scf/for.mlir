// Every form of scf.for: index and integer induction variables, `unsigned`,
// with and without iter_args, one result type written with or without
// parentheses.  The CHECK lines are what mlir-opt-22 prints (see
// mlir-reference.mlir), including its two spaces before `: i32`.

// RUN: xdsl-opt -p mlir-forms %s | filecheck %s
// RUN: xdsl-opt -p mlir-forms %s | filecheck %s --check-prefix=SPACING --strict-whitespace
// RUN: xdsl-opt -p mlir-forms %s | xdsl-opt -p mlir-forms | filecheck %s
// RUN: xdsl-opt -p mlir-forms %s --print-op-generic | xdsl-opt -p mlir-forms | filecheck %s

func.func @index_loops(%n: index, %m: memref<2xf32>, %f: f32) -> (memref<2xf32>, index) {
  scf.for %i = %n to %n step %n {
    memref.store %f, %m[%i] : memref<2xf32>
  }
  %0 = scf.for %i = %n to %n step %n iter_args(%a = %m) -> memref<2xf32> {
    scf.yield %a : memref<2xf32>
  }
  %1:2 = scf.for %i = %n to %n step %n iter_args(%a = %0, %b = %n) -> (memref<2xf32>, index) {
    scf.yield %a, %i : memref<2xf32>, index
  } {tag}
  scf.for unsigned %i = %n to %n step %n {
  }
  return %1#0, %1#1 : memref<2xf32>, index
}

// CHECK-LABEL: func.func @index_loops(
// CHECK-SAME:      [[N:%[^:]+]]: index, [[M:%[^:]+]]: memref<2xf32>, [[F:%[^:]+]]: f32)
// CHECK-NEXT:    scf.for [[I:%[^ ]+]] = [[N]] to [[N]] step [[N]] {{{$}}
// CHECK-NEXT:      memref.store [[F]], [[M]][[[I]]] : memref<2xf32>
// CHECK-NEXT:    }{{$}}
// CHECK-NEXT:    [[R0:%[^ ]+]] = scf.for {{%[^ ]+}} = [[N]] to [[N]] step [[N]] iter_args([[A:%[^ ]+]] = [[M]]) -> (memref<2xf32>) {{{$}}
// CHECK-NEXT:      scf.yield [[A]] : memref<2xf32>
// CHECK-NEXT:    }{{$}}
// CHECK-NEXT:    {{.+}} = scf.for [[I:%[^ ]+]] = [[N]] to [[N]] step [[N]] iter_args([[A:%[^ ]+]] = [[R0]], {{%[^ ]+}} = [[N]]) -> (memref<2xf32>, index) {{{$}}
// CHECK-NEXT:      scf.yield [[A]], [[I]] : memref<2xf32>, index
// CHECK-NEXT:    } {tag}{{$}}
// CHECK-NEXT:    scf.for unsigned {{%[^ ]+}} = [[N]] to [[N]] step [[N]] {{{$}}
// CHECK-NEXT:    }{{$}}

func.func @integer_loops(%n: i32, %m: memref<2xf32>) -> memref<2xf32> {
  scf.for %i = %n to %n step %n : i32 {
  }
  scf.for unsigned %i = %n to %n step %n : i32 {
  }
  %0 = scf.for unsigned %i = %n to %n step %n iter_args(%a = %m) -> (memref<2xf32>) : i32 {
    scf.yield %a : memref<2xf32>
  }
  return %0 : memref<2xf32>
}

// CHECK-LABEL: func.func @integer_loops(
// CHECK-SAME:      [[N:%[^:]+]]: i32, [[M:%[^:]+]]: memref<2xf32>)
// CHECK-NEXT:    scf.for {{%[^ ]+}} = [[N]] to [[N]] step [[N]] : i32 {{{$}}
// CHECK-NEXT:    }{{$}}
// CHECK-NEXT:    scf.for unsigned {{%[^ ]+}} = [[N]] to [[N]] step [[N]] : i32 {{{$}}
// CHECK-NEXT:    }{{$}}
// CHECK-NEXT:    {{%[^ ]+}} = scf.for unsigned {{%[^ ]+}} = [[N]] to [[N]] step [[N]] iter_args([[A:%[^ ]+]] = [[M]]) -> (memref<2xf32>) : i32 {{{$}}
// CHECK-NEXT:      scf.yield [[A]] : memref<2xf32>
// CHECK-NEXT:    }{{$}}

// SPACING-LABEL: func.func @integer_loops(
// SPACING:       step {{%[^ ]+}}  : i32 {{{$}}
// SPACING:       iter_args({{.*}}) -> (memref<2xf32>)  : i32 {{{$}}
