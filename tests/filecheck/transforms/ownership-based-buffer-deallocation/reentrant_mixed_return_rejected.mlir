// RUN: xdsl-opt %s --verify-diagnostics -p ownership-based-buffer-deallocation | filecheck %s

// The program frees %a on one path and returns it on the other, or the
// result of a recursive call, which the buffer aliasing analysis sees as
// any buffer at all (the callee's summary is being computed).  Copying
// what ^ret returns would leak %a where it is %a; returning it as it is
// would hand out a buffer the caller may own where it is not.  Telling
// them apart at run time needs a memref of the other buffer where the
// return is, and %r is not defined on every path to it: rejected, the
// module left as it was.

func.func @recursive_or_own(%c: i1) -> memref<2xf32> {
  %a = memref.alloc() : memref<2xf32>
  cf.cond_br %c, ^recurse, ^own
^recurse:
  %false = arith.constant false
  %r = func.call @recursive_or_own(%false) : (i1) -> memref<2xf32>
  memref.dealloc %a : memref<2xf32>
  cf.br ^ret(%r : memref<2xf32>)
^own:
  cf.br ^ret(%a : memref<2xf32>)
^ret(%x: memref<2xf32>):
  return %x : memref<2xf32>
}
// CHECK: 'func.return' op in function @recursive_or_own: returns either a buffer the program frees itself on other paths or one it does not own that cannot be named here to tell the two apart at run time (a copy would leak the program's buffer)
