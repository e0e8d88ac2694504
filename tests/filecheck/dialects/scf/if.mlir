// Every form of scf.if.  The CHECK lines are what mlir-opt-22 prints;
// mlir-reference.mlir checks them against it.  MLIR renames SSA values, so
// they are captured.

// RUN: xdsl-opt -p mlir-forms %s | filecheck %s
// RUN: xdsl-opt -p mlir-forms %s | xdsl-opt -p mlir-forms | filecheck %s
// RUN: xdsl-opt -p mlir-forms %s --print-op-generic | xdsl-opt -p mlir-forms | filecheck %s

func.func @no_results(%c: i1, %m: memref<2xf32>, %f: f32, %i: index) {
  scf.if %c {
    memref.store %f, %m[%i] : memref<2xf32>
  }
  scf.if %c {
    memref.store %f, %m[%i] : memref<2xf32>
  } else {
    memref.store %f, %m[%i] : memref<2xf32>
  }
  scf.if %c {
  } else {
  } {tag}
  return
}

// CHECK-LABEL: func.func @no_results(
// CHECK-SAME:      [[C:%[^:]+]]: i1, [[M:%[^:]+]]: memref<2xf32>, [[F:%[^:]+]]: f32, [[I:%[^:]+]]: index)
// CHECK-NEXT:    scf.if [[C]] {{{$}}
// CHECK-NEXT:      memref.store [[F]], [[M]][[[I]]] : memref<2xf32>
// CHECK-NEXT:    }{{$}}
// CHECK-NEXT:    scf.if [[C]] {{{$}}
// CHECK-NEXT:      memref.store [[F]], [[M]][[[I]]] : memref<2xf32>
// CHECK-NEXT:    } else {{{$}}
// CHECK-NEXT:      memref.store [[F]], [[M]][[[I]]] : memref<2xf32>
// CHECK-NEXT:    }{{$}}
// CHECK-NEXT:    scf.if [[C]] {{{$}}
// CHECK-NEXT:    } else {{{$}}
// CHECK-NEXT:    } {tag}{{$}}

// One result type is written without parentheses, as MLIR's documentation
// does; MLIR prints it in parentheses.
func.func @results(%c: i1, %m: memref<2xf32>, %i: index) -> (memref<2xf32>, index) {
  %0 = scf.if %c -> memref<2xf32> {
    scf.yield %m : memref<2xf32>
  } else {
    scf.yield %m : memref<2xf32>
  }
  %1 = scf.if %c -> (index) {
    scf.yield {tag} %i : index
  } else {
    scf.yield %i : index
  } {tag}
  %2:2 = scf.if %c -> (memref<2xf32>, index) {
    scf.yield %0, %1 : memref<2xf32>, index
  } else {
    scf.yield %m, %i : memref<2xf32>, index
  }
  return %2#0, %2#1 : memref<2xf32>, index
}

// CHECK-LABEL: func.func @results(
// CHECK-SAME:      [[C:%[^:]+]]: i1, [[M:%[^:]+]]: memref<2xf32>, [[I:%[^:]+]]: index)
// CHECK-NEXT:    [[R0:%[^ ]+]] = scf.if [[C]] -> (memref<2xf32>) {{{$}}
// CHECK-NEXT:      scf.yield [[M]] : memref<2xf32>
// CHECK-NEXT:    } else {{{$}}
// CHECK-NEXT:      scf.yield [[M]] : memref<2xf32>
// CHECK-NEXT:    }{{$}}
// CHECK-NEXT:    [[R1:%[^ ]+]] = scf.if [[C]] -> (index) {{{$}}
// CHECK-NEXT:      scf.yield {tag} [[I]] : index
// CHECK-NEXT:    } else {{{$}}
// CHECK-NEXT:      scf.yield [[I]] : index
// CHECK-NEXT:    } {tag}{{$}}
// CHECK-NEXT:    {{.+}} = scf.if [[C]] -> (memref<2xf32>, index) {{{$}}
// CHECK-NEXT:      scf.yield [[R0]], [[R1]] : memref<2xf32>, index
// CHECK-NEXT:    } else {{{$}}
// CHECK-NEXT:      scf.yield [[M]], [[I]] : memref<2xf32>, index
// CHECK-NEXT:    }{{$}}
