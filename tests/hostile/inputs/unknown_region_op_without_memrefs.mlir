func.func @f(%n: index) -> index {
  %a = memref.alloc() : memref<2xf32>
  %r = "foo.region"(%n) ({
  ^bb0(%i: index):
    %j = arith.addi %i, %i : index
    "foo.yield"(%j) : (index) -> ()
  }) : (index) -> index
  return %r : index
}
